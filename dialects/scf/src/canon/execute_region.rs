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
