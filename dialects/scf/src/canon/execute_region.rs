//! The canonicalization pattern of `scf.execute_region`, MLIR 19's `SingleBlockExecuteInliner`:
//! a region of one block is inlined in place of the op, its `scf.yield`'s operands replacing the
//! op's results.
//!
//! Not here: `MultiBlockExecuteInliner` (a region of several blocks spliced into a function's
//! control flow graph with `cf.br`s).

use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{Context, OpId};

use super::replace_op_with_region;

/// Adds the patterns of `scf.execute_region` (its `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "scf.execute_region",
        "scf.execute_region SingleBlockExecuteInliner",
        1,
        inline_single_block,
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
