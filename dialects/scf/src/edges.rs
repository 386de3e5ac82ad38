//! MLIR's `RegionBranchOpInterface` check for the `scf` ops (the core's
//! `oxir::region_edges`, with the `scf` terminators): along each control flow edge the op's
//! interface ([`crate::region_branch`]) describes, the values passed match the values
//! received in number and type, with MLIR's messages.
//!
//! It is not the interface itself; the checks MLIR's ops make beyond it (iteration arguments
//! against results, terminator kinds) are in each op's module.

use oxir::{Body, Context, Diagnostic, OpId, RegionId, Type};

/// Checks the edges of `op` as its `RegionBranchOpInterface` lists them (MLIR's
/// `verifyTypesAlongControlFlowEdges`), leaving each region through the first block ending in
/// `scf.yield` or `scf.condition`. Ops without the interface pass.
pub fn verify_region_edges(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    oxir::region_edges::verify_region_edges(
        ctx,
        body,
        op,
        &[crate::YieldOp::NAME, crate::ConditionOp::NAME],
    )
}

/// The types of the operands of the `scf.yield` ending each block of `region` (of `op`'s
/// regions, in `scope`), or `None` when no block ends in one.
pub fn yielded_types(ctx: &Context, scope: &Body, region: RegionId) -> Option<Vec<Type>> {
    terminator_types(ctx, scope, region, crate::YieldOp::NAME, 0)
}

/// The types of the operands after the first `skip` of the first terminator named
/// `terminator` ending a block of `region` (in `scope`), or `None` when no block ends in one:
/// the values that terminator passes along the region's outgoing edges.
pub fn terminator_types(
    ctx: &Context,
    scope: &Body,
    region: RegionId,
    terminator: &str,
    skip: usize,
) -> Option<Vec<Type>> {
    let name = ctx.op_name(terminator);
    scope
        .region_blocks(region)
        .filter_map(|block| scope.last_op(block))
        .find(|&last| scope.op_name(last) == name)
        .map(|t| {
            scope
                .operands(t)
                .skip(skip)
                .map(|v| scope.value_type(v))
                .collect()
        })
}
