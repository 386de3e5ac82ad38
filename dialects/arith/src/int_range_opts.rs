//! `-int-range-optimizations`: MLIR 19's `ArithIntRangeOpts`. The integer range analysis
//! (`oxir::int_range`) runs on the op (across the functions of a module), then the greedy
//! driver applies two patterns that read its result, with folding: every value whose range is
//! one value is replaced by a constant (of the dialect that defined it, else `arith`), which
//! folds the comparisons the ranges decide; and `arith.remsi` / `arith.remui` by a positive
//! constant whose dividend is already below it is replaced by the dividend. Ops erased take
//! their ranges with them, new constants get the range of the value they replace.

use oxir::attrs::{DenseElementsAttr, IntegerAttr};
use oxir::effects::is_trivially_dead;
use oxir::int_range::{ConstantIntRanges, rewrite_with_ranges};
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{
    GreedyRewriteConfig, GreedyRewriteDriver, MatchFailure, PatternRewriter, RewriteListener,
    RewritePatternSet, constant_value, m_constant,
};
use oxir::structure::ValueDef;
use oxir::types::element_type_or_self;
use oxir::{Body, Context, Diagnostic, OpId, RegionId, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// The ranges of one unit's values, shared by the patterns and the listener.
#[derive(Clone, Default)]
pub struct Ranges(Arc<Mutex<HashMap<Value, ConstantIntRanges>>>);

impl Ranges {
    /// The ranges found for the values of one unit.
    pub fn new(ranges: HashMap<Value, ConstantIntRanges>) -> Self {
        Ranges(Arc::new(Mutex::new(ranges)))
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<Value, ConstantIntRanges>> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The range of `value`, when known.
    pub fn get(&self, value: Value) -> Option<ConstantIntRanges> {
        self.lock().get(&value).copied()
    }

    fn set(&self, value: Value, range: ConstantIntRanges) {
        self.lock().insert(value, range);
    }

    fn forget(&self, value: Value) {
        self.lock().remove(&value);
    }
}

/// Forgets the ranges of the results of erased ops (their ids may be reused).
struct Forget(Ranges);

impl RewriteListener for Forget {
    fn op_erased(&mut self, body: &Body, op: OpId) {
        for result in body.results(op) {
            self.0.forget(result);
        }
    }
}

/// The `int-range-optimizations` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntRangeOptimizations;

impl Pass for IntRangeOptimizations {
    fn name(&self) -> &str {
        "ArithIntRangeOpts"
    }

    fn argument(&self) -> &str {
        "int-range-optimizations"
    }

    fn description(&self) -> &str {
        "Do optimizations based on integer range analysis"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let loc = target.body.op_loc(op);
        let all_uses_visible = target.parent_name().is_none();
        rewrite_with_ranges(ctx, target.body, op, all_uses_visible, |unit| {
            let ranges = Ranges::new(unit.ranges);
            // The callable op is in the body around: its regions' arguments are what the
            // pattern does on it there.
            if unit.nested {
                let mut rewriter = PatternRewriter::new(ctx, unit.body);
                replace_region_arguments(ctx, &mut rewriter, &ranges, &unit.regions);
            }
            optimize(ctx, unit.body, &unit.regions, &ranges);
            Ok(())
        })
        .map_err(|e| Diagnostic::error(loc, format!("the range analysis failed: {e}")))
    }
}

/// Runs the greedy driver with the patterns on `regions` of `body`.
fn optimize(ctx: &Context, body: &mut Body, regions: &[RegionId], ranges: &Ranges) {
    let mut patterns = RewritePatternSet::new();
    let known = ranges.clone();
    patterns.add_any_op_fn(
        "MaterializeKnownConstantValues",
        1,
        move |ctx, rewriter, op| materialize_known_constants(ctx, rewriter, &known, op),
    );
    for name in ["arith.remsi", "arith.remui"] {
        let known = ranges.clone();
        patterns.add_fn(name, "DeleteTrivialRem", 1, move |ctx, rewriter, op| {
            delete_trivial_rem(ctx, rewriter, &known, op)
        });
    }
    let frozen = patterns.freeze(ctx);
    let config = GreedyRewriteConfig::default();
    let mut listener = Forget(ranges.clone());
    // Not converging is no error for this pass, as for MLIR's.
    let _ = GreedyRewriteDriver::new(ctx, &frozen, &config)
        .with_listener(&mut listener)
        .run_on_regions(body, regions);
}

/// Whether `value` has uses and a range of one value.
fn needs_replacing(body: &Body, ranges: &Ranges, value: Value) -> bool {
    body.has_uses(value) && ranges.get(value).and_then(|r| r.constant_value()).is_some()
}

/// Replaces the uses of `value` with a constant of its one value, built at the insertion
/// point; whether it did.
fn replace_with_constant(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    ranges: &Ranges,
    value: Value,
) -> bool {
    let body = rewriter.body();
    let Some(range) = ranges.get(value).filter(|_| body.has_uses(value)) else {
        return false;
    };
    let Some(bits) = range.constant_value() else {
        return false;
    };
    let ty = body.value_type(value);
    let element = element_type_or_self(ctx, ty);
    let scalar = IntegerAttr::get(ctx, element, bits as i64).attr();
    let attr = if element == ty {
        scalar
    } else {
        match DenseElementsAttr::get_splat(ctx, ty, scalar) {
            Ok(dense) => dense.attr(),
            Err(_) => return false,
        }
    };
    let (dialect, loc) = match value.def() {
        ValueDef::Result { op, .. } => (
            ctx.op_name_dialect(body.op_name(op)).to_string(),
            body.op_loc(op),
        ),
        ValueDef::BlockArg { block, index } => {
            let parent = body
                .block_parent_region(block)
                .and_then(|r| body.region_parent_op(r));
            let dialect = parent.map_or(String::new(), |p| {
                ctx.op_name_dialect(body.op_name(p)).to_string()
            });
            let loc = body
                .block_arg_loc(block, index as usize)
                .unwrap_or(ctx.common().unknown_loc);
            (dialect, loc)
        }
    };
    // The value's dialect, else `arith`, as MLIR falls back.
    let constant = rewriter
        .materialize_constant(&dialect, attr, ty, loc)
        .or_else(|| rewriter.materialize_constant("arith", attr, ty, loc));
    let Some(constant) = constant else {
        return false;
    };
    let Some(result) = rewriter.body().results(constant).next() else {
        return false;
    };
    ranges.set(result, range);
    rewriter.replace_all_uses_with(value, result);
    true
}

/// Replaces the arguments of every block of `regions` that have one known value, with
/// constants at the start of their blocks.
fn replace_region_arguments(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    ranges: &Ranges,
    regions: &[RegionId],
) {
    let saved = rewriter.insertion_point();
    for &region in regions {
        let blocks: Vec<_> = rewriter.body().region_blocks(region).collect();
        for block in blocks {
            rewriter.set_insertion_point_to_start(block);
            let args: Vec<Value> = rewriter.body().block_args(block).collect();
            for arg in args {
                replace_with_constant(ctx, rewriter, ranges, arg);
            }
        }
    }
    match saved {
        Some(point) => rewriter.set_insertion_point(point),
        None => rewriter.clear_insertion_point(),
    }
}

/// MLIR's `MaterializeKnownConstantValues`: the results of `op` of one known value (and the
/// arguments of the blocks of its regions) become constants; `op` goes when all its results
/// did and it is trivially dead.
fn materialize_known_constants(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    ranges: &Ranges,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if constant_value(ctx, body, op).is_some() {
        return Err(MatchFailure::new("a constant already"));
    }
    let results: Vec<Value> = body.results(op).collect();
    // Regions of isolated ops live in their own body, which is another unit.
    let regions: Vec<RegionId> = if body.nested_body(op).is_some() {
        Vec::new()
    } else {
        body.op_regions(op).to_vec()
    };
    let constant_results = results.iter().any(|&v| needs_replacing(body, ranges, v));
    let constant_args = regions.iter().any(|&r| {
        body.region_blocks(r)
            .any(|b| body.block_args(b).any(|a| needs_replacing(body, ranges, a)))
    });
    if !constant_results && !constant_args {
        return Err(MatchFailure::new("no value of one known value"));
    }
    let mut replaced_all = !results.is_empty();
    for &result in &results {
        let replaced = replace_with_constant(ctx, rewriter, ranges, result);
        replaced_all &= replaced || !rewriter.body().has_uses(result);
    }
    if replaced_all && is_trivially_dead(ctx, rewriter.body(), op) {
        rewriter.erase_op(op)?;
        return Ok(());
    }
    replace_region_arguments(ctx, rewriter, ranges, &regions);
    Ok(())
}

/// MLIR's `DeleteTrivialRem`: `x % c` with `c` a positive constant and `x` known to be in
/// `[0, c)` is `x`.
fn delete_trivial_rem(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    ranges: &Ranges,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (Some(lhs), Some(rhs)) = (body.operand(op, 0), body.operand(op, 1)) else {
        return Err(MatchFailure::new("not two operands"));
    };
    let modulus = m_constant(ctx, body, rhs)
        .and_then(|attr| match attr.dyn_cast::<DenseElementsAttr>(ctx) {
            Some(dense) => dense.splat_value(ctx),
            None => Some(attr),
        })
        .and_then(|attr| attr.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|int| int.value_i64(ctx))
        .filter(|&m| m > 0)
        .ok_or_else(|| MatchFailure::new("the divisor is not a positive constant"))?;
    let range = ranges
        .get(lhs)
        .ok_or_else(|| MatchFailure::new("the dividend has no range"))?;
    let unsigned = ctx.op_name_str(body.op_name(op)) == "arith.remui";
    // The bounds as the op reads them, and whether they are in `[0, modulus)`.
    let (min, max) = if unsigned {
        let w = oxir::int_range::ranges::Width(range.width());
        (w.signed(range.umin()), w.signed(range.umax()))
    } else {
        (range.smin(), range.smax())
    };
    let below = |v: i64| v >= 0 && v < modulus;
    if !below(min) || !below(max) || min > max {
        return Err(MatchFailure::new("the dividend may reach the divisor"));
    }
    rewriter.replace_op(op, &[lhs])?;
    Ok(())
}
