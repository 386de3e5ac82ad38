//! The canonicalization patterns of `scf.execute_region`, MLIR 19's
//! `SingleBlockExecuteInliner` (a region of one block is inlined in place of the op, its
//! `scf.yield`'s operands replacing the op's results) and `MultiBlockExecuteInliner` (in a
//! function or another `scf.execute_region`, the region's blocks join the parent's control flow
//! graph: the op's block branches to the region's entry, each `scf.yield` to the rest of the
//! parent block, whose new arguments replace the op's results).

use oxir::function::is_function_kind;
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{BlockId, Context, OpId, OperationState, Value};

use super::{ir_failure, replace_op_with_region};

/// Adds the patterns of `scf.execute_region` (its `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "scf.execute_region",
        "scf.execute_region SingleBlockExecuteInliner",
        1,
        inline_single_block,
    );
    set.add_fn(
        "scf.execute_region",
        "scf.execute_region MultiBlockExecuteInliner",
        1,
        inline_into_parent_graph,
    );
}

/// Inlines a region of one block in place of the op.
fn inline_single_block(
    _ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let region = *body
        .op_regions(op)
        .first()
        .ok_or_else(|| MatchFailure::new("no region"))?;
    if body.region_blocks(region).count() != 1 {
        return Err(MatchFailure::new(
            "the region does not have exactly one block",
        ));
    }
    replace_op_with_region(rewriter, op, region, &[])
}

/// Whether the region of an op of kind `name` takes the blocks of an `scf.execute_region`:
/// MLIR's `FunctionOpInterface` ops and `scf.execute_region` itself.
fn is_graph_parent(ctx: &Context, name: oxir::OpName) -> bool {
    name == ctx.op_name(crate::ExecuteRegionOp::NAME) || is_function_kind(ctx, name)
}

/// Creates a `cf.br` to `dest` with `operands` at the rewriter's insertion point.
fn branch(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: oxir::Location,
    dest: BlockId,
    operands: &[Value],
) -> Result<OpId, MatchFailure> {
    let state = OperationState::new(ctx.op_name("cf.br"), loc)
        .operands(operands)
        .successors(&[dest]);
    rewriter.create(state).map_err(ir_failure)
}

/// Splices the blocks of the region into the parent's control flow graph (MLIR's
/// `MultiBlockExecuteInliner`).
fn inline_into_parent_graph(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parent_name = match body.op_parent_op(op) {
        Some(parent) => Some(body.op_name(parent)),
        None => body.owner_name(),
    };
    if !parent_name.is_some_and(|name| is_graph_parent(ctx, name)) {
        return Err(MatchFailure::new(
            "the parent is not a function or `scf.execute_region`",
        ));
    }
    if ctx.op_descriptor(ctx.op_name("cf.br")).is_none() {
        return Err(MatchFailure::new("`cf` is not registered"));
    }
    let (Some(&region), Some(block), Some(parent_region)) = (
        body.op_regions(op).first(),
        body.op_parent_block(op),
        body.op_parent_region(op),
    ) else {
        return Err(MatchFailure::new(
            "the op is not in a block, or has no region",
        ));
    };
    let entry = body
        .region_entry(region)
        .ok_or_else(|| MatchFailure::new("the region has no block"))?;
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    let yields: Vec<OpId> = blocks
        .iter()
        .filter_map(|&b| body.last_op(b))
        .filter(|&t| body.op_name(t) == ctx.op_name(crate::YieldOp::NAME))
        .collect();
    let (loc, results): (_, Vec<_>) = (
        body.op_loc(op),
        body.result_types(op)
            .map(|ty| (ty, body.op_loc(op)))
            .collect(),
    );
    let post = rewriter.split_block(block, Some(op)).map_err(ir_failure)?;
    rewriter.set_insertion_point_to_end(block);
    branch(ctx, rewriter, loc, entry, &[])?;
    for terminator in yields {
        let (yield_loc, values) = {
            let body = rewriter.body();
            (
                body.op_loc(terminator),
                body.operands(terminator).collect::<Vec<_>>(),
            )
        };
        rewriter.set_insertion_point_before(terminator);
        branch(ctx, rewriter, yield_loc, post, &values)?;
        rewriter.erase_op(terminator).map_err(ir_failure)?;
    }
    rewriter
        .inline_region_before(region, parent_region, Some(post))
        .map_err(ir_failure)?;
    let args: Vec<Value> = results
        .into_iter()
        .map(|(ty, arg_loc)| rewriter.body_mut().add_block_arg(post, ty, arg_loc))
        .collect();
    rewriter.replace_op(op, &args).map_err(ir_failure)
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    // `mlir-opt-19 -canonicalize` gives the same.
    #[test]
    fn single_block_regions_are_inlined_and_others_stay() {
        let out = canonicalized(
            r#"%0 = scf.execute_region -> i32 {
  %x = "test.x"() : () -> i32
  scf.yield %x : i32
}
%1 = scf.execute_region -> i32 {
  %c = "test.c"() : () -> i1
  "test.br"()[^a, ^b] : () -> ()
^a:
  %y = "test.y"() : () -> i32
  scf.yield %y : i32
^b:
  scf.yield %0 : i32
}
"test.use"(%0, %1) : (i32, i32) -> ()"#,
        );
        assert!(
            out.starts_with("%0 = \"test.x\"() : () -> i32\n%1 = scf.execute_region"),
            "{out}"
        );
    }
}
