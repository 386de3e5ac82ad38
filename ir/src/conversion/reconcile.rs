//! `reconcile_unrealized_casts`: MLIR's `reconcile-unrealized-casts` over the ops nested in an
//! op (into nested bodies): a chain of `builtin.unrealized_conversion_cast`s that ends at the
//! types it started from is replaced by its inputs, and casts nobody uses are erased. Casts
//! that still bridge different types stay. It does not convert anything.

use crate::builtin::UNREALIZED_CONVERSION_CAST;
use crate::context::Context;
use crate::structure::{Body, OpId, RegionId, Value};
use crate::types::Type;

/// Folds and erases the casts nested in `op`; returns how many casts were erased.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body, op: OpId) -> usize {
    let (scope, regions) = body.region_scope_mut(op);
    reconcile_body(ctx, scope, &regions)
}

fn reconcile_body(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> usize {
    let mut casts = Vec::new();
    let mut isolated = Vec::new();
    for &region in regions {
        collect(ctx, body, region, &mut casts, &mut isolated);
    }
    let mut erased = 0;
    // A use of a cast whose input, through a chain of single-input casts, has the type the
    // cast produces reads that input directly.
    for &cast in &casts {
        if body.num_results(cast) != 1 {
            continue;
        }
        let result = Value::result(cast, 0);
        let ty = body.value_type(result);
        if let Some(source) = chain_source(ctx, body, cast, ty) {
            body.replace_all_uses(result, source);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &cast in casts.iter().rev() {
            if body.contains_op(cast)
                && ctx.op_name_str(body.op_name(cast)) == UNREALIZED_CONVERSION_CAST
                && body.op_results_unused(cast)
                && body.erase_op(cast).is_ok()
            {
                erased += 1;
                changed = true;
            }
        }
    }
    for op in isolated {
        let (scope, regions) = body.region_scope_mut(op);
        erased += reconcile_body(ctx, scope, &regions);
    }
    erased
}

/// Walks up the single-input casts from `cast` and returns the first value of type `ty` met.
fn chain_source(ctx: &Context, body: &Body, cast: OpId, ty: Type) -> Option<Value> {
    let mut current = cast;
    loop {
        if body.num_operands(current) != 1 {
            return None;
        }
        let input = body.operand(current, 0)?;
        if body.value_type(input) == ty {
            return Some(input);
        }
        let def = input.defining_op()?;
        if ctx.op_name_str(body.op_name(def)) != UNREALIZED_CONVERSION_CAST
            || body.num_results(def) != 1
        {
            return None;
        }
        current = def;
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
