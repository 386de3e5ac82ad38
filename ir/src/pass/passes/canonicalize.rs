//! `canonicalize`: MLIR's canonicalizer. It runs the greedy rewrite driver
//! ([`crate::rewrite::apply_patterns_and_fold_greedily_on_op`]) over the regions of the op it is
//! given, with every registered op's canonicalization patterns (`canonicalize` hooks) and folds,
//! under MLIR 19's options. With [`crate::Context::set_debug_rewrites`] on, it reports the pattern
//! statistics as a remark on the op.

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassOptions, PassTarget};
use crate::rewrite::{
    FrozenRewritePatternSet, GreedyRewriteConfig, RegionSimplification,
    apply_patterns_and_fold_greedily_on_op, canonicalization_patterns,
};

/// The `canonicalize` pass.
pub struct Canonicalize {
    options: PassOptions,
    /// Built once per pass-manager run by [`Pass::initialize`].
    patterns: Option<FrozenRewritePatternSet>,
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            options: PassOptions::new()
                .bool(
                    "top-down",
                    "Seed the worklist in general top-down order",
                    true,
                )
                .enumeration(
                    "region-simplify",
                    "Perform control flow optimizations to the region tree",
                    &["disabled", "normal", "aggressive"],
                    "normal",
                )
                .int(
                    "max-iterations",
                    "Max. iterations between applying patterns / simplifying regions",
                    10,
                )
                .int(
                    "max-num-rewrites",
                    "Max. number of pattern rewrites within an iteration",
                    -1,
                )
                .bool(
                    "test-convergence",
                    "Test only: Fail pass on non-convergence to detect cyclic pattern",
                    false,
                )
                .list(
                    "disable-patterns",
                    "Labels of patterns that should be filtered out during application",
                    crate::pass::OptionKind::String,
                )
                .list(
                    "enable-patterns",
                    "Labels of patterns that should be used during application, all other patterns are filtered out",
                    crate::pass::OptionKind::String,
                ),
            patterns: None,
        }
    }
}

impl Canonicalize {
    /// The driver configuration its options describe.
    fn config(&self, ctx: &Context) -> GreedyRewriteConfig {
        let region_simplification = match self.options.get::<String>("region-simplify").as_deref() {
            Some("disabled") => RegionSimplification::Disabled,
            Some("aggressive") => RegionSimplification::Aggressive,
            _ => RegionSimplification::Normal,
        };
        let max_iterations = self.options.get::<i64>("max-iterations").unwrap_or(10);
        let max_rewrites = self.options.get::<i64>("max-num-rewrites").unwrap_or(-1);
        GreedyRewriteConfig {
            use_top_down: self.options.get::<bool>("top-down").unwrap_or(true),
            region_simplification,
            // A negative bound means none, as in MLIR (`GreedyRewriteConfig::kNoLimit`).
            max_iterations: u32::try_from(max_iterations).unwrap_or(u32::MAX),
            max_rewrites: u64::try_from(max_rewrites).ok(),
            collect_stats: ctx.debug_rewrites(),
            ..GreedyRewriteConfig::default()
        }
    }
}

impl Pass for Canonicalize {
    fn name(&self) -> &str {
        "Canonicalizer"
    }

    fn argument(&self) -> &str {
        "canonicalize"
    }

    fn description(&self) -> &str {
        "Canonicalize operations"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let disabled: Vec<String> = self.options.get("disable-patterns").unwrap_or_default();
        let enabled: Vec<String> = self.options.get("enable-patterns").unwrap_or_default();
        let mut patterns = canonicalization_patterns(ctx);
        patterns.retain(|pattern| {
            let name = pattern.debug_name();
            !disabled.iter().any(|d| d == name)
                && (enabled.is_empty() || enabled.iter().any(|e| e == name))
        });
        self.patterns = Some(patterns.freeze(ctx));
        Ok(())
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let empty;
        let patterns = match &self.patterns {
            Some(patterns) => patterns,
            None => {
                empty = canonicalization_patterns(ctx).freeze(ctx);
                &empty
            }
        };
        let config = self.config(ctx);
        let result =
            apply_patterns_and_fold_greedily_on_op(ctx, target.body, op, patterns, &config);
        if let Some(stats) = &result.stats {
            let loc = target.body.op_loc(op);
            target.emit(Diagnostic::remark(
                loc,
                format!("rewrite statistics:\n{stats}"),
            ));
        }
        if let Some(error) = result.error
            && self
                .options
                .get::<bool>("test-convergence")
                .unwrap_or(false)
        {
            return Err(error);
        }
        if !result.changed {
            target.preserve_all();
        }
        Ok(())
    }
}
