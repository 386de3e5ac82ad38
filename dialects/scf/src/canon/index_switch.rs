//! The canonicalization of `scf.index_switch`, MLIR 19's `IndexSwitchOp::fold`: on a constant
//! argument the region it picks (its case, else the default) is inlined in place of the op. A
//! fold cannot move ops here, so it is a pattern.

use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{Context, OpId};

use super::{int_constant, replace_op_with_region};

/// Adds the patterns of `scf.index_switch` (its `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "scf.index_switch",
        "scf.index_switch constant argument",
        1,
        constant_argument,
    );
}

/// Inlines the region a constant argument picks.
fn constant_argument(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let value = body
        .operand(op, 0)
        .and_then(|arg| int_constant(ctx, body, arg))
        .ok_or_else(|| MatchFailure::new("the argument is not a constant"))?;
    let cases =
        crate::index_switch::case_values(ctx, oxir::op_support::attr(ctx, body, op, "cases"));
    let Some((&default, case_regions)) = body.op_regions(op).split_first() else {
        return Err(MatchFailure::new("no default region"));
    };
    if cases.len() != case_regions.len() {
        return Err(MatchFailure::new("the cases do not match the regions"));
    }
    let region = cases
        .iter()
        .position(|&case| case == value)
        .map_or(default, |index| case_regions[index]);
    replace_op_with_region(rewriter, op, region, &[])
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    #[test]
    fn a_constant_argument_picks_its_case_or_the_default() {
        let picked = |value: i64| {
            canonicalized(&format!(
                r#"%c = "tc.constant"() {{value = {value} : index}} : () -> index
%0 = scf.index_switch %c -> i32
case 0 {{
  %a = "test.a"() : () -> i32
  scf.yield %a : i32
}}
case 1 {{
  %b = "test.b"() : () -> i32
  scf.yield %b : i32
}}
default {{
  %d = "test.d"() : () -> i32
  scf.yield %d : i32
}}
"test.use"(%0) : (i32) -> ()"#
            ))
        };
        let case = picked(1);
        assert!(case.contains("%0 = \"test.b\"() : () -> i32"), "{case}");
        assert!(
            !case.contains("scf.index_switch") && !case.contains("test.a"),
            "{case}"
        );
        let default = picked(7);
        assert!(
            default.contains("%0 = \"test.d\"() : () -> i32"),
            "{default}"
        );
        assert!(
            default.ends_with("\"test.use\"(%0) : (i32) -> ()"),
            "{default}"
        );
    }
}
