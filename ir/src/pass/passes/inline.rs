//! `inline`: MLIR's inliner pass over [`crate::transforms::inline`]. It runs on any op defining a
//! symbol table (usually the module) and inlines the calls between its callables, simplifying
//! each callable with a nested pipeline between rounds: the one of `op-pipelines` anchored on
//! the callable's op name, else `default-pipeline` (`canonicalize`; empty for none).
//!
//! The nested pipelines are read with a registry of the core passes (those of
//! [`super::register_core_passes`]): a pass registered only by a tool is not available in them.

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::{
    OpPassManager, OptionKind, Pass, PassManager, PassOptions, PassRegistry, PassTarget, Statistic,
};
use crate::structure::{Body, OpId};
use crate::symbols::is_symbol_table;
use crate::transforms::inline::{DEFAULT_INLINE_BUDGET, InlineConfig, inline_symbol_table};
use std::collections::HashMap;

/// The `inline` pass.
pub struct Inline {
    options: PassOptions,
}

impl Default for Inline {
    fn default() -> Self {
        Inline {
            options: PassOptions::new()
                .string(
                    "default-pipeline",
                    "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
                    "canonicalize",
                )
                .uint(
                    "inlining-threshold",
                    "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
                    u64::from(u32::MAX),
                )
                .uint(
                    "inlining-budget",
                    "The most operations inlined into one callable; a call that would go beyond it is not inlined, with a remark (4294967295 for no bound)",
                    DEFAULT_INLINE_BUDGET,
                )
                .uint(
                    "max-iterations",
                    "Maximum number of iterations when inlining within an SCC",
                    4,
                )
                .list(
                    "op-pipelines",
                    "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
                    OptionKind::String,
                ),
        }
    }
}

const STATISTICS: &[Statistic] = &[
    Statistic {
        name: "num-inlined",
        description: "Number of calls inlined",
    },
    Statistic {
        name: "num-erased",
        description: "Number of dead callables erased",
    },
    Statistic {
        name: "num-bounded",
        description: "Number of calls left alone by the bounds on growth",
    },
];

impl Inline {
    /// The registry the nested pipelines are read with.
    fn registry() -> Result<PassRegistry, String> {
        let mut registry = PassRegistry::new();
        super::register_core_passes(&mut registry)?;
        Ok(registry)
    }

    /// The simplification pipelines: per anchor name from `op-pipelines`, and the default steps.
    fn pipelines(
        &self,
        registry: &PassRegistry,
    ) -> Result<(HashMap<String, String>, String), String> {
        let mut by_op = HashMap::new();
        let entries = self
            .options
            .get::<Vec<String>>("op-pipelines")
            .unwrap_or_default();
        for text in entries.into_iter().filter(|e| !e.trim().is_empty()) {
            let manager = registry
                .parse_pipeline(&text)
                .map_err(|e| format!("invalid `op-pipelines` entry `{text}`: {}", e.message))?;
            by_op.insert(manager.anchor_name().to_string(), text);
        }
        let default = self
            .options
            .get::<String>("default-pipeline")
            .unwrap_or_default();
        Ok((by_op, default))
    }

    fn config(&self, all_uses_visible: bool) -> InlineConfig {
        let max = self.options.get::<u64>("max-iterations").unwrap_or(4);
        let threshold = self
            .options
            .get::<u64>("inlining-threshold")
            .unwrap_or(u64::from(u32::MAX));
        let budget = self
            .options
            .get::<u64>("inlining-budget")
            .unwrap_or(DEFAULT_INLINE_BUDGET);
        InlineConfig {
            max_iterations: u32::try_from(max).unwrap_or(u32::MAX),
            all_uses_visible,
            threshold: (threshold != u64::from(u32::MAX)).then_some(threshold),
            budget: (budget != u64::from(u32::MAX)).then_some(budget),
        }
    }
}

/// Runs the simplification pipeline for `op`'s name on `op`, an op of `body`.
fn simplify(
    ctx: &Context,
    registry: &PassRegistry,
    pipelines: &(HashMap<String, String>, String),
    body: &mut Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    let loc = body.op_loc(op);
    let manager = match pipelines.0.get(&name) {
        Some(text) => registry.parse_pipeline(text),
        None if pipelines.1.is_empty() => return Ok(()),
        None => {
            let mut manager = OpPassManager::new(&name);
            registry
                .add_to_pipeline(&mut manager, &pipelines.1)
                .map(|()| manager)
        }
    }
    .map_err(|e| Diagnostic::error(loc, format!("invalid inliner pipeline: {}", e.message)))?;
    let mut manager = PassManager::from_pipeline(manager);
    manager.enable_threading(false);
    manager.enable_verifier(false);
    let result = manager.run(ctx, body, op);
    match result.diagnostics.into_iter().next() {
        Some(first) if result.failed => Err(first),
        _ if result.failed => Err(Diagnostic::error(
            loc,
            "inliner simplification pipeline failed",
        )),
        _ => Ok(()),
    }
}

impl Pass for Inline {
    fn name(&self) -> &str {
        "Inliner"
    }

    fn argument(&self) -> &str {
        "inline"
    }

    fn description(&self) -> &str {
        "Inline function calls"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn statistics(&self) -> &[Statistic] {
        STATISTICS
    }

    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let loc = ctx.common().unknown_loc;
        let registry = Self::registry().map_err(|e| Diagnostic::error(loc, e))?;
        self.pipelines(&registry)
            .map(|_| ())
            .map_err(|e| Diagnostic::error(loc, e))
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let loc = target.body.op_loc(op);
        if !is_symbol_table(ctx, target.body, op) {
            target.preserve_all();
            return Ok(());
        }
        let registry = Self::registry().map_err(|e| Diagnostic::error(loc, e))?;
        let pipelines = self
            .pipelines(&registry)
            .map_err(|e| Diagnostic::error(loc, e))?;
        let config = self.config(target.parent_name().is_none());
        let stats = inline_symbol_table(ctx, target.body, op, &config, &mut |body, callable| {
            simplify(ctx, &registry, &pipelines, body, callable)
        })?;
        target.add_statistic("num-inlined", stats.inlined as u64);
        target.add_statistic("num-erased", stats.erased as u64);
        target.add_statistic("num-bounded", stats.bounded as u64);
        for remark in stats.remarks {
            target.emit(remark);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_read_from_pipeline_text() {
        let mut pass = Inline::default();
        assert_eq!(pass.config(true).budget, Some(DEFAULT_INLINE_BUDGET));
        let options = pass.options_mut().unwrap();
        options.parse("inlining-budget=4294967295").unwrap();
        assert_eq!(pass.config(true).budget, None);
        let options = pass.options_mut().unwrap();
        options
            .parse("default-pipeline= max-iterations=2 op-pipelines=func.func(cse,canonicalize) inlining-threshold=50 inlining-budget=500")
            .unwrap();
        let registry = Inline::registry().unwrap();
        let (by_op, default) = pass.pipelines(&registry).unwrap();
        assert_eq!(default, "");
        assert_eq!(
            by_op.get("func.func").map(String::as_str),
            Some("func.func(cse,canonicalize)")
        );
        let config = pass.config(true);
        assert_eq!(config.max_iterations, 2);
        assert_eq!(config.threshold, Some(50));
        assert_eq!(config.budget, Some(500));
        let options = pass.options_mut().unwrap();
        options.parse("op-pipelines=func.func(nope)").unwrap();
        let error = pass.pipelines(&registry).unwrap_err();
        assert!(
            error.starts_with("invalid `op-pipelines` entry `func.func(nope)`"),
            "{error}"
        );
    }
}
