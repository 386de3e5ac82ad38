//! Sinking ops into conditional regions (MLIR's `-control-flow-sink` and its `controlFlowSink`
//! utility): an op without memory effects whose results are used only inside one region of a
//! region branch op, a region that runs at most once per run of that op (the branches of
//! `scf.if`, the cases of `scf.index_switch`, as their `invocation_bounds` say), moves to the
//! start of that region's entry block, so that it only runs when the region does. Ops that feed
//! only sunk ops follow them. Regions that may run several times (loop bodies) get nothing.
//!
//! As in MLIR, only the ops directly in a region's blocks are looked at as users: a value used
//! only deeper inside (in the region of an op of the region) is sunk when that op's own
//! regions are processed, which happens first (ops are visited innermost first).

use crate::context::Context;
use crate::effects::is_memory_effect_free;
use crate::region_branch::region_branch_interface;
use crate::rewrite::m_constant;
use crate::structure::{Body, InsertPoint, OpId, RegionId, WalkOrder};

/// Sinks ops into the regions that run at most once of every region branch op nested in
/// `root`, innermost ops first, as MLIR's `-control-flow-sink`. Returns how many ops moved.
pub fn control_flow_sink(ctx: &Context, body: &mut Body, root: OpId) -> usize {
    let mut sunk = 0;
    for op in body.collect_ops(root, WalkOrder::PostOrder) {
        if body.nested_body(op).is_some() {
            // Nothing outside an isolated op is used inside it: sink within its own body.
            let (scope, regions) = body.region_scope_mut(op);
            for child in scope.ops_of_regions(&regions) {
                sunk += control_flow_sink(ctx, scope, child);
            }
            continue;
        }
        let Some(interface) = region_branch_interface(ctx, body, op) else {
            continue;
        };
        let constants: Vec<_> = body
            .operands(op)
            .map(|operand| m_constant(ctx, body, operand))
            .collect();
        let bounds = interface.invocation_bounds(ctx, body, op, &constants);
        let regions = body.op_regions(op).to_vec();
        for (region, bound) in regions.into_iter().zip(bounds) {
            if bound.upper.is_some_and(|upper| upper <= 1) {
                sunk += sink_into_region(ctx, body, region);
            }
        }
    }
    sunk
}

/// Moves into `region` the ops defined outside it whose results only ops in it use, starting
/// from the operands of the ops directly in its blocks (MLIR's `Sinker::sinkRegion`).
fn sink_into_region(ctx: &Context, body: &mut Body, region: RegionId) -> usize {
    let Some(entry) = body.region_entry(region) else {
        return 0;
    };
    let mut stack: Vec<OpId> = body.ops_of_regions(&[region]);
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        let operands: Vec<_> = body.operands(user).collect();
        for value in operands {
            let Some(op) = value.defining_op() else {
                continue;
            };
            if body.op_parent_region(op) == Some(region) || encloses(body, op, region) {
                continue;
            }
            if all_users_in(body, op, region) && is_memory_effect_free(ctx, body, op) {
                // Both are in this body and `op` is not an ancestor of the region.
                let _ = body.move_op(op, InsertPoint::BlockStart(entry));
                sunk += 1;
                stack.push(op);
            }
        }
    }
    sunk
}

/// Whether `op` is `region`'s parent op or one of its ancestors.
fn encloses(body: &Body, op: OpId, region: RegionId) -> bool {
    body.region_parent_op(region)
        .is_some_and(|parent| body.op_is_ancestor_or_self(op, parent))
}

/// Whether every user of `op`'s results is in `region`, at any depth: in a block the entry
/// block of `region` dominates (MLIR's `allUsersDominatedBy`; the entry block dominates every
/// block of its region).
fn all_users_in(body: &Body, op: OpId, region: RegionId) -> bool {
    body.results(op).all(|result| {
        body.users(result).all(|user| {
            let mut at = body.op_parent_region(user);
            while let Some(r) = at {
                if r == region {
                    return true;
                }
                at = body
                    .region_parent_op(r)
                    .and_then(|parent| body.op_parent_region(parent));
            }
            false
        })
    })
}
