//! `reconcile_unrealized_casts`: MLIR 19's `reconcile-unrealized-casts` over the ops nested in
//! an op (into nested bodies). A `builtin.unrealized_conversion_cast` whose results have the
//! types of the inputs of a cast up its chain (each link a cast whose inputs are exactly the
//! results of the one before, in order: 1:1, N:1 then 1:N, ...) is replaced by those inputs,
//! and casts nobody uses are erased, transitively. Casts that still bridge different types and
//! have users stay. It does not convert anything.

use crate::builtin::UNREALIZED_CONVERSION_CAST;
use crate::context::Context;
use crate::structure::{Body, OpId, RegionId, Value};
use crate::types::Type;
use std::collections::HashSet;

/// Folds and erases the casts nested in `op`; returns how many casts were erased.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body, op: OpId) -> usize {
    let (scope, regions) = body.region_scope_mut(op);
    reconcile_body(ctx, scope, &regions)
}

fn is_cast(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.contains_op(op) && ctx.op_name_str(body.op_name(op)) == UNREALIZED_CONVERSION_CAST
}

fn reconcile_body(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> usize {
    let mut worklist = Vec::new();
    let mut isolated = Vec::new();
    for &region in regions {
        collect(ctx, body, region, &mut worklist, &mut isolated);
    }
    let mut queued: HashSet<OpId> = worklist.iter().copied().collect();
    let mut erased = 0;
    // Bottom to top, as MLIR: a cast folded or erased queues the casts defining its inputs.
    while let Some(cast) = worklist.pop() {
        queued.remove(&cast);
        if !is_cast(ctx, body, cast) {
            continue;
        }
        let inputs: Vec<Value> = body.operands(cast).collect();
        if body.op_results_unused(cast) {
            if body.erase_op(cast).is_ok() {
                erased += 1;
                enqueue_input_casts(ctx, body, &inputs, &mut worklist, &mut queued);
            }
            continue;
        }
        let types: Vec<Type> = body.result_types(cast).collect();
        let mut next = Some(cast);
        while let Some(link) = next {
            let link_inputs: Vec<Value> = body.operands(link).collect();
            let same = link_inputs.len() == types.len()
                && link_inputs
                    .iter()
                    .zip(&types)
                    .all(|(&v, &t)| body.value_type(v) == t);
            if same {
                let results: Vec<Value> = body.results(cast).collect();
                for (result, input) in results.into_iter().zip(link_inputs) {
                    body.replace_all_uses(result, input);
                }
                if body.erase_op(cast).is_ok() {
                    erased += 1;
                    enqueue_input_casts(ctx, body, &inputs, &mut worklist, &mut queued);
                }
                break;
            }
            next = input_cast(ctx, body, link);
        }
    }
    for op in isolated {
        let (scope, regions) = body.region_scope_mut(op);
        erased += reconcile_body(ctx, scope, &regions);
    }
    erased
}

/// The cast whose results are exactly the inputs of `cast`, in order (MLIR's `getInputCast`).
fn input_cast(ctx: &Context, body: &Body, cast: OpId) -> Option<OpId> {
    let inputs: Vec<Value> = body.operands(cast).collect();
    let def = inputs.first()?.defining_op()?;
    if !is_cast(ctx, body, def) {
        return None;
    }
    body.results(def).eq(inputs.iter().copied()).then_some(def)
}

/// Queues the casts defining `inputs` that are not queued yet.
fn enqueue_input_casts(
    ctx: &Context,
    body: &Body,
    inputs: &[Value],
    worklist: &mut Vec<OpId>,
    queued: &mut HashSet<OpId>,
) {
    for input in inputs {
        if let Some(def) = input.defining_op().filter(|&d| is_cast(ctx, body, d))
            && queued.insert(def)
        {
            worklist.push(def);
        }
    }
}

fn collect(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    casts: &mut Vec<OpId>,
    isolated: &mut Vec<OpId>,
) {
    for block in body.region_blocks(region) {
        for op in body.block_ops(block) {
            if ctx.op_name_str(body.op_name(op)) == UNREALIZED_CONVERSION_CAST {
                casts.push(op);
            }
            if body.nested_body(op).is_some() {
                isolated.push(op);
            } else {
                for &inner in body.op_regions(op) {
                    collect(ctx, body, inner, casts, isolated);
                }
            }
        }
    }
}
