//! Loop-invariant code motion (MLIR's `moveLoopInvariantCode` and its
//! `-loop-invariant-code-motion` pass, [`pass::LoopInvariantCodeMotion`]): an op of a loop body
//! whose operands, and those of every op nested in it that come from above it, are all defined
//! outside the loop, which has no memory effect and may be speculated, is moved out of the loop
//! (before it, unless the loop's [`LoopLikeOpInterface`] says otherwise). Loops are visited
//! innermost first, so an op leaves each enclosing loop in turn.
//!
//! It moves only side-effect-free speculatable ops: it does not reason about loads and stores,
//! nor about whether a loop runs at all.

pub mod pass;

use std::collections::VecDeque;

use crate::context::Context;
use crate::effects::{is_memory_effect_free, is_speculatable};
use crate::loop_like::{LoopLikeOpInterface, loop_like_interface};
use crate::structure::{Body, IrError, OpId, RegionId, Value, ValueDef};
use crate::traits::Trait;
use crate::verifier::traits::has_trait;

/// Moves the loop-invariant ops out of every loop nested in `root` (and `root` itself, if it is
/// one), innermost loops first, descending into the nested bodies of isolated ops. Returns
/// how many ops were moved (an op leaving two loops counts twice).
pub fn loop_invariant_code_motion(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
) -> Result<usize, IrError> {
    let (loops, isolated) = loops_innermost_first(ctx, body, root);
    let mut moved = 0;
    // What happens inside an isolated op cannot affect anything outside it, so its loops may go
    // before the loops of this body.
    for op in isolated {
        let Some(nested) = body.nested_body_mut(op) else {
            continue;
        };
        let regions: Vec<RegionId> = nested.top_level_regions().collect();
        let mut tops = Vec::new();
        for region in regions {
            for block in nested.region_blocks(region) {
                tops.extend(nested.block_ops(block));
            }
        }
        for top in tops {
            moved += loop_invariant_code_motion(ctx, nested, top)?;
        }
    }
    for op in loops {
        if let Some(model) = loop_like_interface(ctx, body, op) {
            moved += move_loop_invariant_code(ctx, body, op, model)?;
        }
    }
    Ok(moved)
}

/// The loops of `body` nested in `root` (and `root`), children before parents, and the ops of
/// `body` there that own a nested body. Uses an explicit stack: nesting depth is not bounded.
fn loops_innermost_first(ctx: &Context, body: &Body, root: OpId) -> (Vec<OpId>, Vec<OpId>) {
    let (mut loops, mut isolated) = (Vec::new(), Vec::new());
    let mut stack = vec![(root, false)];
    while let Some((op, children_done)) = stack.pop() {
        if children_done {
            if loop_like_interface(ctx, body, op).is_some() {
                loops.push(op);
            }
            continue;
        }
        stack.push((op, true));
        if body.nested_body(op).is_some() {
            isolated.push(op);
            continue;
        }
        let first = stack.len();
        for &region in body.op_regions(op) {
            for block in body.region_blocks(region) {
                stack.extend(body.block_ops(block).map(|child| (child, false)));
            }
        }
        // The first child is popped, and so finished, first.
        stack[first..].reverse();
    }
    (loops, isolated)
}

/// Moves the invariant ops out of the loop regions of `loop_op` (whose interface is `model`),
/// region by region, as MLIR's `moveLoopInvariantCode`: the region's ops in order, then the
/// users of each moved op, which may have become invariant. Returns how many ops were moved.
pub fn move_loop_invariant_code(
    ctx: &Context,
    body: &mut Body,
    loop_op: OpId,
    model: &dyn LoopLikeOpInterface,
) -> Result<usize, IrError> {
    let mut moved = 0;
    for region in model.loop_regions(ctx, body, loop_op) {
        let mut worklist: VecDeque<OpId> = VecDeque::new();
        for block in body.region_blocks(region) {
            worklist.extend(body.block_ops(block));
        }
        while let Some(op) = worklist.pop_front() {
            // Already moved out (it was queued again as a user).
            if body.op_parent_region(op) != Some(region) {
                continue;
            }
            if !(is_memory_effect_free(ctx, body, op)
                && is_speculatable(ctx, body, op)
                && can_be_hoisted(ctx, body, op, loop_op, model))
            {
                continue;
            }
            model.move_out_of_loop(ctx, body, loop_op, op)?;
            moved += 1;
            for result in body.results(op) {
                worklist.extend(
                    body.users(result)
                        .filter(|&user| body.op_parent_region(user) == Some(region)),
                );
            }
        }
    }
    Ok(moved)
}

/// Whether `op` may leave the loop: it is not a terminator, and every value it or an op nested
/// in it uses is defined inside `op` or outside the loop. The ops of nested bodies (inside
/// isolated ops) use only values defined there, so they need no look.
fn can_be_hoisted(
    ctx: &Context,
    body: &Body,
    op: OpId,
    loop_op: OpId,
    model: &dyn LoopLikeOpInterface,
) -> bool {
    if has_trait(ctx, body, op, Trait::IsTerminator) {
        return false;
    }
    let mut pending = vec![op];
    while let Some(current) = pending.pop() {
        let outside = body.operands(current).all(|value| {
            defined_in_regions_of(body, value, op)
                || model.is_defined_outside_of_loop(ctx, body, loop_op, value)
        });
        if !outside {
            return false;
        }
        if body.nested_body(current).is_some() {
            continue;
        }
        for &region in body.op_regions(current) {
            for block in body.region_blocks(region) {
                pending.extend(body.block_ops(block));
            }
        }
    }
    true
}

/// Whether `value` is defined in a region of `op` (by an op nested in it, or as an argument of
/// one of its blocks); a result of `op` itself is not (it may be used inside `op` in a graph
/// region, and it is not defined outside the loop).
fn defined_in_regions_of(body: &Body, value: Value, op: OpId) -> bool {
    match value.def() {
        ValueDef::Result { op: def, .. } => def != op && body.op_is_ancestor_or_self(op, def),
        ValueDef::BlockArg { .. } => body.value_defined_in_op(value, op),
    }
}

#[cfg(test)]
mod tests;
