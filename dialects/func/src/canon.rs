//! The canonicalization pattern of `func.call_indirect`, MLIR 19's
//! `SimplifyIndirectCallWithKnownCallee`: an indirect call of a constant function (a
//! `func.constant`, or anything folding to a flat symbol reference) becomes a direct
//! `func.call`.
//!
//! Not here: patterns of the other `func` ops (MLIR has none).

use oxir::attrs::FlatSymbolRefAttr;
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::{Context, OperationState, Type};

use crate::{CallIndirectOp, CallOp};

/// Adds the pattern of `func.call_indirect` (its `canonicalize` hook).
pub fn call_indirect_patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_op_fn::<CallIndirectOp>(
        "func.call_indirect SimplifyIndirectCallWithKnownCallee",
        1,
        known_callee,
    );
}

/// `func.call_indirect %f(...)` with `%f` a constant `@g` becomes `func.call @g(...)`, with
/// the same results; the call's other attributes are not carried over, as in MLIR.
fn known_callee(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CallIndirectOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let callee = m_constant(ctx, body, op.callee(ctx, body))
        .filter(|callee| callee.isa::<FlatSymbolRefAttr>(ctx))
        .ok_or_else(|| MatchFailure::new("the callee is not a constant function"))?;
    let operands = op.callee_operands(ctx, body);
    let results: Vec<Type> = body.results(op.0).map(|r| body.value_type(r)).collect();
    let mut state = OperationState::new(ctx.op_name(CallOp::NAME), body.op_loc(op.0))
        .results(&results)
        .operands(&operands);
    state.props = oxir::op_support::properties(ctx, &[("callee", Some(callee))]);
    rewriter.set_insertion_point_before(op.0);
    rewriter
        .replace_op_with_new(op.0, state)
        .map(|_| ())
        .map_err(|e| MatchFailure::new(format!("the rewrite failed: {e}")))
}

#[cfg(test)]
mod tests {
    /// `ir` canonicalized (unregistered ops allowed), printed.
    fn canonicalized(ir: &str) -> String {
        oxir::testing::canonicalized(&crate::testing::context(), ir)
    }

    #[test]
    fn an_indirect_call_of_a_known_function_becomes_direct() {
        let text = canonicalized(
            r#"func.func private @g(i32) -> i32
func.func @f(%x: i32, %h: (i32) -> i32) -> (i32, i32) {
  %g = func.constant @g : (i32) -> i32
  %a = func.call_indirect %g(%x) {my.hint} : (i32) -> i32
  %b = func.call_indirect %h(%a) : (i32) -> i32
  return %a, %b : i32, i32
}"#,
        );
        assert!(
            text.contains("%0 = call @g(%arg0) : (i32) -> i32\n"),
            "{text}"
        );
        assert!(text.contains("call_indirect %arg1(%0)"), "{text}");
        assert!(!text.contains("constant"), "{text}");
    }
}
