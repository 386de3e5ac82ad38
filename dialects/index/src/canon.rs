//! The canonicalization pattern of `index.cmp` (MLIR 19's `CmpOp::canonicalize`): a
//! comparison of a difference with zero compares the difference's operands, `cmp p(a - b, 0)`
//! to `cmp p(a, b)` and `cmp p(0, a - b)` to `cmp p(b, a)`, as MLIR does (it does not guard
//! against the subtraction wrapping). Not here: folds ([`crate::fold`]).

use oxir::attrs::IntegerAttr;
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::{Body, Context, Value};

use crate::{CmpOp, SubOp};

/// Adds the pattern to `set` (`index.cmp`'s `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_op_fn::<CmpOp>("index.cmp CmpOfSubZero", 1, cmp_of_sub_zero);
}

/// Whether `value` is the constant zero.
fn is_zero(ctx: &Context, body: &Body, value: Value) -> bool {
    m_constant(ctx, body, value)
        .and_then(|attr| attr.dyn_cast::<IntegerAttr>(ctx))
        .is_some_and(|int| int.value(ctx).as_i64() == Some(0))
}

/// The operands of the `index.sub` defining `value`.
fn sub_operands(ctx: &Context, body: &Body, value: Value) -> Option<(Value, Value)> {
    let op = value.defining_op()?;
    if ctx.op_name_str(body.op_name(op)) != SubOp::NAME {
        return None;
    }
    Some((body.operand(op, 0)?, body.operand(op, 1)?))
}

fn cmp_of_sub_zero(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CmpOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (Some(lhs), Some(rhs)) = (body.operand(op.0, 0), body.operand(op.0, 1)) else {
        return Err(MatchFailure::new("a `cmp` without its operands"));
    };
    let Some(pred) = oxir::op_support::attr(ctx, body, op.0, "pred") else {
        return Err(MatchFailure::new("a `cmp` without its predicate"));
    };
    let (new_lhs, new_rhs) = if is_zero(ctx, body, rhs) {
        sub_operands(ctx, body, lhs)
    } else if is_zero(ctx, body, lhs) {
        sub_operands(ctx, body, rhs).map(|(a, b)| (b, a))
    } else {
        return Err(MatchFailure::new("cmp is not comparing something with 0"));
    }
    .ok_or_else(|| MatchFailure::new("non-zero operand is not a result of subtraction"))?;
    let loc = body.op_loc(op.0);
    rewriter.set_insertion_point_before(op.0);
    let cmp = CmpOp::create(rewriter, loc, new_lhs, new_rhs, pred)?;
    let result = cmp.result(ctx, rewriter.body());
    rewriter
        .replace_op(op.0, &[result])
        .map_err(|e| MatchFailure::new(format!("the rewrite failed: {e}")))
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    #[test]
    fn a_difference_compared_with_zero_compares_its_operands() {
        let text = canonicalized(
            "%a, %b = \"t.def\"() : () -> (index, index)\n%z = index.constant 0\n\
             %d = index.sub %a, %b\n%0 = index.cmp slt(%d, %z)\n%1 = index.cmp ugt(%z, %d)\n\
             %2 = index.cmp eq(%a, %z)\n\"t.use\"(%0, %1, %2) : (i1, i1, i1) -> ()",
        );
        assert!(text.contains("index.cmp slt(%0#0, %0#1)"), "{text}");
        assert!(text.contains("index.cmp ugt(%0#1, %0#0)"), "{text}");
        assert!(text.contains("index.cmp eq(%0#0, %idx0)"), "{text}");
        assert!(!text.contains("index.sub"), "{text}");
    }
}
