//! The `LoopLikeOpInterface` of `scf.for`, `scf.while`, `scf.parallel` and `scf.forall`, and
//! the `ConditionallySpeculatable` answer of `scf.for`, as MLIR 19's `SCF.cpp` gives them: the
//! loop regions, induction variables, bounds and steps, and the carried values of each loop.
//! The `impl` keys of `defs/scf.toml` register them; loop-invariant code motion reads them
//! through `oxir::loop_like` and `oxir::effects`.
//!
//! It is not a verifier: the loops' checks are in [`crate::for_op`], [`crate::while_op`],
//! [`crate::parallel`] and [`crate::forall`].

use oxir::attrs::IntegerAttr;
use oxir::effects::{ConditionallySpeculatable, Speculatability};
use oxir::loop_like::LoopLikeOpInterface;
use oxir::rewrite::FoldResult;
use oxir::{Body, Context, OpId, RegionId, Value};

use crate::canon::int_constant;
use crate::forall::{ForallBounds, Mixed};
use crate::parallel::operand_groups;

/// The first `count` regions of `op`.
fn regions(body: &Body, op: OpId, count: usize) -> Vec<RegionId> {
    body.op_regions(op).iter().take(count).copied().collect()
}

/// The arguments of the entry block of `op`'s region `index`.
fn entry_args(body: &Body, op: OpId, index: usize) -> Vec<Value> {
    body.op_regions(op)
        .get(index)
        .and_then(|&region| body.region_entry(region))
        .map(|entry| body.block_args(entry).collect())
        .unwrap_or_default()
}

/// The operands of the terminator of `op`'s region `index`.
fn yielded(body: &Body, op: OpId, index: usize) -> Vec<Value> {
    body.op_regions(op)
        .get(index)
        .and_then(|&region| body.region_entry(region))
        .and_then(|entry| body.last_op(entry))
        .map(|terminator| body.operands(terminator).collect())
        .unwrap_or_default()
}

/// The operands of `op` from `from` on.
fn operands_from(body: &Body, op: OpId, from: usize) -> Vec<Value> {
    body.operands(op).skip(from).collect()
}

/// `values` as bounds.
fn as_bounds(values: &[Value]) -> Vec<FoldResult> {
    values.iter().map(|&v| FoldResult::Value(v)).collect()
}

/// `scf.for`: one body region whose first argument is the induction variable and whose other
/// arguments carry the values; the bounds and step are its first three operands.
pub struct ForLoop;

impl ForLoop {
    /// The operand `index` of `op` (0, 1, 2: lower bound, upper bound, step) as a bound.
    fn bound(body: &Body, op: OpId, index: usize) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(body.operand(op, index)?)])
    }
}

impl LoopLikeOpInterface for ForLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 1)
    }

    fn induction_vars(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        entry_args(body, op, 0).first().map(|&iv| vec![iv])
    }

    fn lower_bounds(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForLoop::bound(body, op, 0)
    }

    fn upper_bounds(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForLoop::bound(body, op, 1)
    }

    fn steps(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForLoop::bound(body, op, 2)
    }

    fn inits(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        operands_from(body, op, 3)
    }

    fn region_iter_args(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        entry_args(body, op, 0).into_iter().skip(1).collect()
    }

    fn yielded_values(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        yielded(body, op, 0)
    }

    fn loop_results(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        Some(body.results(op).collect())
    }
}

/// `scf.for` may be speculated, with what it holds, when its step is the constant 1: it then
/// ends whatever its bounds. Another step might make it run forever.
pub struct ForSpeculation;

impl ConditionallySpeculatable for ForSpeculation {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        let step = body.operand(op, 2).and_then(|s| int_constant(ctx, body, s));
        if step == Some(1) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// `scf.while`: both regions are the loop; the `before` region receives the carried values
/// (its operands first), which the `after` region yields back.
pub struct WhileLoop;

impl LoopLikeOpInterface for WhileLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 2)
    }

    fn inits(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        operands_from(body, op, 0)
    }

    fn region_iter_args(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        entry_args(body, op, 0)
    }

    fn yielded_values(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        yielded(body, op, 1)
    }
}

/// `scf.parallel`: one body region whose arguments are the induction variables; bounds and
/// steps are its operand groups.
pub struct ParallelLoop;

impl ParallelLoop {
    /// The operand group `index` of `op` (lower bounds, upper bounds, steps) as bounds.
    fn bounds(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Vec<FoldResult>> {
        let groups = operand_groups(ctx, body, op, &crate::ParallelOp::SHAPE.operands)?;
        Some(as_bounds(&groups[index]))
    }
}

impl LoopLikeOpInterface for ParallelLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 1)
    }

    fn induction_vars(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        Some(entry_args(body, op, 0))
    }

    fn lower_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ParallelLoop::bounds(ctx, body, op, 0)
    }

    fn upper_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ParallelLoop::bounds(ctx, body, op, 1)
    }

    fn steps(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ParallelLoop::bounds(ctx, body, op, 2)
    }
}

/// `scf.forall`: one body region whose arguments are the induction variables, then the shared
/// outputs' arguments; bounds and steps are constants or operands.
pub struct ForallLoop;

impl ForallLoop {
    /// The bounds of `op` that `pick` selects, constants as `index` attributes.
    fn bounds(
        ctx: &Context,
        body: &Body,
        op: OpId,
        pick: fn(&ForallBounds) -> &[Mixed],
    ) -> Option<Vec<FoldResult>> {
        let bounds = ForallBounds::of(ctx, body, op)?;
        let to_fold = |m: &Mixed| match *m {
            Mixed::Static(value) => {
                FoldResult::Attr(IntegerAttr::get(ctx, ctx.common().index, value).attr())
            }
            Mixed::Dynamic(value) => FoldResult::Value(value),
        };
        Some(pick(&bounds).iter().map(to_fold).collect())
    }

    /// The number of dimensions of `op`, when its bounds are well formed.
    fn rank(ctx: &Context, body: &Body, op: OpId) -> usize {
        ForallBounds::of(ctx, body, op).map_or(0, |b| b.rank())
    }
}

impl LoopLikeOpInterface for ForallLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 1)
    }

    fn induction_vars(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        let rank = ForallLoop::rank(ctx, body, op);
        Some(entry_args(body, op, 0).into_iter().take(rank).collect())
    }

    fn lower_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForallLoop::bounds(ctx, body, op, |b| &b.lower)
    }

    fn upper_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForallLoop::bounds(ctx, body, op, |b| &b.upper)
    }

    fn steps(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForallLoop::bounds(ctx, body, op, |b| &b.step)
    }

    fn inits(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        ForallBounds::of(ctx, body, op).map_or_else(Vec::new, |b| b.outputs)
    }

    fn region_iter_args(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        let rank = ForallLoop::rank(ctx, body, op);
        entry_args(body, op, 0).into_iter().skip(rank).collect()
    }
}
