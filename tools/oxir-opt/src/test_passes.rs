//! Passes that exist to test the pass manager (like MLIR's `test/lib/Pass`): they fail, break the
//! IR, count, report or just run, so that lit tests can check what the pass manager does around
//! them. Their arguments start with `test-`; those that MLIR also has keep MLIR's argument,
//! anchor and options, so that pipelines built with them print the same in both tools.
//! `test-legalize-patterns` runs dialect conversion on small test ops (see
//! [`LegalizePatternsPass`]).

use oxir::conversion::{Conversion, ConversionMode};
use oxir::pass::{OptionKind, Pass, PassOptions, PassRegistry, PassTarget, Statistic, dominance};
use oxir::structure::{OperationState, WalkOrder};
use oxir::verifier::DominanceCache;
use oxir::verifier::op_error;
use oxir::{Diagnostic, builtin};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Registers every test pass.
pub fn register(registry: &mut PassRegistry) -> Result<(), String> {
    registry.register_pass(|| Box::new(Anchored::module()))?;
    registry.register_pass(|| Box::new(Anchored::function()))?;
    registry.register_pass(|| Box::new(OptionsPass::new()))?;
    registry.register_pass(|| Box::new(FailurePass))?;
    registry.register_pass(|| Box::new(InvalidIrPass::new()))?;
    registry.register_pass(|| Box::new(StatisticsPass))?;
    registry.register_pass(|| Box::new(RemarkPass))?;
    registry.register_pass(|| Box::new(OpHashPass::new()))?;
    registry.register_pass(|| Box::new(DominancePass))?;
    registry.register_pass(|| Box::new(LegalizePatternsPass::new()))?;
    registry.register_pass(|| Box::new(crate::test_fold::TestConstantFold))?;
    registry.register_pipeline(
        "test-pm-nested-pipeline",
        "Test a nested pipeline in the pass manager",
        "builtin.module(test-module-pass, func.func(test-function-pass)), func.func(test-function-pass)",
    )
}

/// `test-module-pass` and `test-function-pass`: do nothing on `builtin.module` / `func.func`.
struct Anchored {
    name: &'static str,
    argument: &'static str,
    description: &'static str,
    anchor: &'static str,
}

impl Anchored {
    fn module() -> Self {
        Anchored {
            name: "TestModulePass",
            argument: "test-module-pass",
            description: "Test a module pass in the pass manager",
            anchor: builtin::MODULE,
        }
    }

    fn function() -> Self {
        Anchored {
            name: "TestFunctionPass",
            argument: "test-function-pass",
            description: "Test a function pass in the pass manager",
            anchor: "func.func",
        }
    }
}

impl Pass for Anchored {
    fn name(&self) -> &str {
        self.name
    }

    fn argument(&self) -> &str {
        self.argument
    }

    fn description(&self) -> &str {
        self.description
    }

    fn anchor(&self) -> Option<&str> {
        Some(self.anchor)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        target.preserve_all();
        Ok(())
    }
}

/// `test-options-pass`: declares options of every shape, on `func.func`, as MLIR's does.
struct OptionsPass {
    options: PassOptions,
}

impl OptionsPass {
    fn new() -> Self {
        OptionsPass {
            options: PassOptions::new()
                .list("list", "Example list option", OptionKind::Int)
                .list(
                    "string-list",
                    "Example string list option",
                    OptionKind::String,
                )
                .string("string", "Example string option", "")
                .enumeration("enum", "Example enum option", &["zero", "one"], "zero"),
        }
    }
}

impl Pass for OptionsPass {
    fn name(&self) -> &str {
        "TestOptionsPass"
    }

    fn argument(&self) -> &str {
        "test-options-pass"
    }

    fn description(&self) -> &str {
        "Test options parsing capabilities"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        target.preserve_all();
        Ok(())
    }
}

/// `test-pass-failure`: fails on every op, with an error at the op.
struct FailurePass;

impl Pass for FailurePass {
    fn name(&self) -> &str {
        "TestFailurePass"
    }

    fn argument(&self) -> &str {
        "test-pass-failure"
    }

    fn description(&self) -> &str {
        "Test a pass in the pass manager that always fails"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        Err(op_error(
            target.ctx(),
            target.body,
            target.op(),
            "failed: `test-pass-failure` always fails",
        ))
    }
}

/// `test-pass-create-invalid-ir`: adds an invalid op (a cast without operands or results) at the
/// start of the op's first block; may also fail.
struct InvalidIrPass {
    options: PassOptions,
}

impl InvalidIrPass {
    fn new() -> Self {
        InvalidIrPass {
            options: PassOptions::new()
                .bool("signal-pass-failure", "Trigger a pass failure", false)
                .bool("emit-invalid-ir", "Emit invalid IR", true),
        }
    }
}

impl Pass for InvalidIrPass {
    fn name(&self) -> &str {
        "TestInvalidIRPass"
    }

    fn argument(&self) -> &str {
        "test-pass-create-invalid-ir"
    }

    fn description(&self) -> &str {
        "Test pass that adds an invalid operation in the body of the op it runs on"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        if self.options.get::<bool>("signal-pass-failure") == Some(true) {
            return Err(op_error(
                ctx,
                target.body,
                op,
                "failed: asked to by `signal-pass-failure`",
            ));
        }
        if self.options.get::<bool>("emit-invalid-ir") != Some(true) {
            return Ok(());
        }
        let (scope, regions) = target.body.region_scope_mut(op);
        let Some(block) = regions.first().and_then(|&r| scope.region_entry(r)) else {
            return Ok(());
        };
        let cast = ctx.op_name(builtin::UNREALIZED_CONVERSION_CAST);
        let invalid = scope.create_op(ctx, OperationState::new(cast, ctx.common().unknown_loc));
        scope
            .insert_op(invalid, oxir::InsertPoint::BlockStart(block))
            .map_err(|e| Diagnostic::error(ctx.common().unknown_loc, e.to_string()))
    }
}

/// `test-stats-pass`: counts the ops it walks, twice, like MLIR's.
struct StatisticsPass;

/// Declared `num-ops2` first: reports sort statistics by name.
const STATISTICS: &[Statistic] = &[
    Statistic {
        name: "num-ops2",
        description: "Number of operations counted one more time",
    },
    Statistic {
        name: "num-ops",
        description: "Number of operations counted",
    },
];

impl Pass for StatisticsPass {
    fn name(&self) -> &str {
        "TestStatisticPass"
    }

    fn argument(&self) -> &str {
        "test-stats-pass"
    }

    fn description(&self) -> &str {
        "Test pass statistics"
    }

    fn statistics(&self) -> &[Statistic] {
        STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let count = target.body.count_ops(target.op()) as u64;
        target.add_statistic("num-ops", count);
        target.add_statistic("num-ops2", count);
        target.preserve_all();
        Ok(())
    }
}

/// `test-remark-pass`: reports a remark at each op it runs on (to see diagnostics order).
struct RemarkPass;

impl Pass for RemarkPass {
    fn name(&self) -> &str {
        "TestRemarkPass"
    }

    fn argument(&self) -> &str {
        "test-remark-pass"
    }

    fn description(&self) -> &str {
        "Test pass that reports a remark at each op it runs on"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let mut message = format!(
            "running on '{}' op",
            ctx.op_name_str(target.body.op_name(op))
        );
        if let Some(name) =
            oxir::symbols::symbol_name(ctx, target.body, op).and_then(|n| ctx.string_str(n))
        {
            message += &format!(" @{name}");
        }
        target.emit(Diagnostic::remark(target.body.op_loc(op), message));
        target.preserve_all();
        Ok(())
    }
}

/// `test-op-hash`: walks every op under the op it runs on, `rounds` times, hashing each op's
/// name, attributes, properties, operands and result types; stores the hash as the attribute
/// `test.hash`. Real work per op, for measuring parallel runs.
struct OpHashPass {
    options: PassOptions,
}

impl OpHashPass {
    fn new() -> Self {
        OpHashPass {
            options: PassOptions::new().uint("rounds", "How many times to walk the ops", 1),
        }
    }
}

const HASH_STATISTICS: &[Statistic] = &[Statistic {
    name: "num-ops",
    description: "Number of operations hashed",
}];

impl Pass for OpHashPass {
    fn name(&self) -> &str {
        "TestOpHashPass"
    }

    fn argument(&self) -> &str {
        "test-op-hash"
    }

    fn description(&self) -> &str {
        "Test pass that hashes every op under the op it runs on"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn statistics(&self) -> &[Statistic] {
        HASH_STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let rounds = self.options.get::<u64>("rounds").unwrap_or(1);
        let mut hasher = DefaultHasher::new();
        let mut count = 0u64;
        for _ in 0..rounds {
            target.body.walk(op, WalkOrder::PreOrder, |body, op| {
                ctx.op_name_str(body.op_name(op)).hash(&mut hasher);
                body.op_attrs(op).hash(&mut hasher);
                body.op_props(op).hash(&mut hasher);
                for value in body.operands(op) {
                    body.value_type(value).hash(&mut hasher);
                }
                for ty in body.result_types(op) {
                    ty.hash(&mut hasher);
                }
                count += 1;
            });
        }
        target.add_statistic("num-ops", count);
        let hash = ctx.string_attr(&format!("{:016x}", hasher.finish()));
        target.body.set_attr(ctx, op, "test.hash", hash);
        Ok(())
    }
}

/// `test-dominance-pass`: counts, with the cached dominance analysis of the op, the pairs of
/// blocks of its regions where the first dominates the second; keeps every analysis.
struct DominancePass;

const DOMINANCE_STATISTICS: &[Statistic] = &[Statistic {
    name: "num-dominating-pairs",
    description: "Number of pairs of blocks where one dominates the other",
}];

impl Pass for DominancePass {
    fn name(&self) -> &str {
        "TestDominancePass"
    }

    fn argument(&self) -> &str {
        "test-dominance-pass"
    }

    fn description(&self) -> &str {
        "Test pass that queries the dominance analysis of the op it runs on"
    }

    fn statistics(&self) -> &[Statistic] {
        DOMINANCE_STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let cache = target.analyses.get::<DominanceCache>(target.body);
        let dom = dominance(ctx, target.body, op, cache);
        let scope = target.body.region_scope(op).0;
        let mut blocks = Vec::new();
        // The blocks of every region in the op's own body (not in nested isolated ops).
        target.body.walk(op, WalkOrder::PreOrder, |body, walked| {
            let (inner, regions) = body.region_scope(walked);
            if std::ptr::eq(inner, scope) {
                for &region in regions {
                    blocks.extend(inner.region_blocks(region));
                }
            }
        });
        let pairs = blocks
            .iter()
            .flat_map(|&a| blocks.iter().map(move |&b| (a, b)))
            .filter(|&(a, b)| dom.block_dominates(a, b))
            .count();
        drop(dom);
        target.add_statistic("num-dominating-pairs", pairs as u64);
        target.preserve_all();
        Ok(())
    }
}

/// `test-legalize-patterns`: MLIR's pass of that name on our own small set of test ops, in a
/// `tc` namespace of their own (MLIR's `test` dialect, which `mlir-opt-19` registers, has ops
/// of these names with other constraints; ours need `--allow-unregistered-dialect`), in the mode `test-legalize-mode` names:
///
/// - `partial` (the default): a failure is reported with a remark and the IR is printed as it
///   was (rolled back); the pass itself succeeds, as in MLIR;
/// - `full`: every op must end legal, a failure fails the pass;
/// - `analysis`: a remark `op '<name>' is legalizable` on each op found legal or legalizable,
///   the IR untouched.
///
/// Target: `tc.legal_op_a`, `tc.legal_op_b`, `tc.legal_consumer`, `builtin.module` and the
/// `func` dialect are legal; `tc.illegal_op_a`, `_b`, `_c`, `_f` and `tc.tuple_consumer`
/// are illegal; `tc.type_producer` and `tc.type_consumer` are legal without `i16`
/// operands and results. Types: `i16` becomes `i32`, a tuple its element types (1:N, with
/// `i16` elements as `i32`).
/// Patterns: `illegal_op_a` becomes `legal_op_a`; `illegal_op_b` becomes `illegal_op_c`, which
/// becomes `legal_op_b`; `illegal_op_f` has a pattern that never applies; the type ops are
/// rebuilt with converted types; `tuple_consumer` becomes `legal_consumer` of every element.
struct LegalizePatternsPass {
    options: PassOptions,
}

impl LegalizePatternsPass {
    fn new() -> Self {
        LegalizePatternsPass {
            options: PassOptions::new().enumeration(
                "test-legalize-mode",
                "The legalization mode to use with the test driver",
                &["analysis", "full", "partial"],
                "partial",
            ),
        }
    }
}

impl Pass for LegalizePatternsPass {
    fn name(&self) -> &str {
        "TestLegalizePatternsDriver"
    }

    fn argument(&self) -> &str {
        "test-legalize-patterns"
    }

    fn description(&self) -> &str {
        "Run test dialect legalization patterns"
    }

    fn anchor(&self) -> Option<&str> {
        Some(builtin::MODULE)
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let mode = match self.options.get::<String>("test-legalize-mode").as_deref() {
            Some("analysis") => ConversionMode::Analysis,
            Some("full") => ConversionMode::Full,
            _ => ConversionMode::Partial,
        };
        let (legality, patterns, converter) = (
            legalize::target(),
            legalize::patterns(),
            legalize::converter(),
        );
        let conversion = Conversion::new(&legality, &patterns, &converter);
        match (conversion.apply(ctx, target.body, op, mode), mode) {
            (Ok(found), ConversionMode::Analysis) => {
                let (scope, regions) = target.body.region_scope(op);
                let mut path = if target.body.nested_body(op).is_some() {
                    vec![op]
                } else {
                    Vec::new()
                };
                let mut remarks = Vec::new();
                legalize::remark_legalizable(ctx, scope, regions, &mut path, &found, &mut remarks);
                for remark in remarks {
                    target.emit(remark);
                }
                target.preserve_all();
                Ok(())
            }
            (Ok(_), _) => Ok(()),
            (Err(diagnostic), ConversionMode::Partial) => {
                target.emit(diagnostic);
                let loc = target.body.op_loc(op);
                target.emit(Diagnostic::remark(loc, "applyPartialConversion failed"));
                target.preserve_all();
                Ok(())
            }
            (Err(diagnostic), _) => Err(diagnostic),
        }
    }
}

/// The target, patterns and type converter of `test-legalize-patterns`.
mod legalize {
    use oxir::conversion::{ConversionPatternSet, ConversionTarget, LegalizableOps, TypeConverter};
    use oxir::rewrite::MatchFailure;
    use oxir::structure::{Body, OpId, RegionId};
    use oxir::types::{Signedness, Type, TypeData};
    use oxir::{Context, Diagnostic};

    fn is_i16(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(ty),
            TypeData::Integer {
                width: 16,
                signedness: Signedness::Signless
            }
        )
    }

    pub(super) fn target() -> ConversionTarget {
        let mut target = ConversionTarget::new();
        target
            .add_legal_op("builtin.module")
            .add_legal_dialect("func")
            .add_legal_op("tc.legal_op_a")
            .add_legal_op("tc.legal_op_b")
            .add_legal_op("tc.legal_consumer");
        for illegal in [
            "tc.illegal_op_a",
            "tc.illegal_op_b",
            "tc.illegal_op_c",
            "tc.illegal_op_f",
            "tc.tuple_consumer",
        ] {
            target.add_illegal_op(illegal);
        }
        for typed in ["tc.type_producer", "tc.type_consumer"] {
            target.add_dynamically_legal_op(typed, |ctx, body, op| {
                !body
                    .operands(op)
                    .map(|v| body.value_type(v))
                    .chain(body.result_types(op))
                    .any(|ty| is_i16(ctx, ty))
            });
        }
        target
    }

    pub(super) fn converter() -> TypeConverter {
        let mut converter = TypeConverter::new();
        let widen = |ctx: &Context, ty: Type| {
            if is_i16(ctx, ty) {
                ctx.intern_type(TypeData::Integer {
                    width: 32,
                    signedness: Signedness::Signless,
                })
            } else {
                ty
            }
        };
        converter.add_conversion(move |ctx, ty| match ctx.type_data(ty) {
            TypeData::Tuple(elements) => Some(elements.iter().map(|&e| widen(ctx, e)).collect()),
            _ => (widen(ctx, ty) != ty).then(|| vec![widen(ctx, ty)]),
        });
        converter
    }

    pub(super) fn patterns() -> ConversionPatternSet {
        let mut set = ConversionPatternSet::new();
        set.add_rename("tc.illegal_op_a", "rename-a", "tc.legal_op_a")
            .add_rename("tc.illegal_op_b", "b-to-c", "tc.illegal_op_c")
            .add_rename("tc.illegal_op_c", "c-to-legal-b", "tc.legal_op_b")
            .add_fn("tc.illegal_op_f", "no-lowering", |_, _, _, _, _| {
                Err(MatchFailure::new("`tc.illegal_op_f` has no lowering"))
            })
            .add_rename("tc.type_producer", "convert-producer", "tc.type_producer")
            .add_rename("tc.type_consumer", "convert-consumer", "tc.type_consumer")
            .add_fn(
                "tc.tuple_consumer",
                "flatten",
                |_, op, operands, _, rewriter| {
                    let state = rewriter
                        .state("tc.legal_consumer")
                        .operands(operands.flat());
                    rewriter
                        .create(state)
                        .and_then(|_| rewriter.erase_op(op))
                        .map_err(|e| MatchFailure::new(e.to_string()))
                },
            );
        set
    }

    /// A remark on each op of `regions` (into nested bodies) that `found` lists, in IR order.
    pub(super) fn remark_legalizable(
        ctx: &Context,
        body: &Body,
        regions: &[RegionId],
        path: &mut Vec<OpId>,
        found: &LegalizableOps,
        out: &mut Vec<Diagnostic>,
    ) {
        for &region in regions {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    path.push(op);
                    if found.contains(path.as_slice()) {
                        let name = ctx.op_name_str(body.op_name(op));
                        out.push(Diagnostic::remark(
                            body.op_loc(op),
                            format!("op '{name}' is legalizable"),
                        ));
                    }
                    let nested = body.nested_body(op);
                    if nested.is_none() {
                        path.pop();
                    }
                    let inner = nested.unwrap_or(body);
                    remark_legalizable(ctx, inner, body.op_regions(op), path, found, out);
                    if nested.is_some() {
                        path.pop();
                    }
                }
            }
        }
    }
}
