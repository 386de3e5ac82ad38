//! The hand-written check of `affine.delinearize_index` (MLIR 19's
//! `AffineDelinearizeIndexOp::verify`): a basis of at least one element and one result per
//! element.
//!
//! Not here: its custom form, which is declarative (`defs/affine.toml`), and any fold or
//! canonicalization: MLIR 19 has none for this op.

use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId};

/// MLIR's `AffineDelinearizeIndexOp::verify`: the operands after the linear index are the
/// basis, which is not empty and has one element per result.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let basis = body.num_operands(op).saturating_sub(1);
    if basis == 0 {
        return Err(op_error(ctx, body, op, "basis should not be empty"));
    }
    if body.num_results(op) != basis {
        return Err(op_error(
            ctx,
            body,
            op,
            "should return an index for each basis element",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::{canonicalized, first_error, printed};

    const ARGS: &str = "%x = \"t.def\"() : () -> index\n%a = \"t.def\"() : () -> index\n%b = \"t.def\"() : () -> index\n";

    #[test]
    fn the_form_lists_the_basis_and_the_result_types() {
        let ir = format!(
            "{ARGS}%0:2 = affine.delinearize_index %x into (%a, %b) {{foo}} : index, index\n\"t.use\"(%0#1) : (index) -> ()"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains(
                "%3:2 = affine.delinearize_index %0 into (%1, %2) {foo} : index, index\n"
            ),
            "{text}"
        );
        let generic = printed(&ir, true);
        assert!(
            generic.contains(
                "%3:2 = \"affine.delinearize_index\"(%0, %1, %2) {foo} : (index, index, index) -> (index, index)"
            ),
            "{generic}"
        );
    }

    #[test]
    fn the_checks_follow_mlir() {
        let cases = [
            (
                "%0:2 = affine.delinearize_index %x into (%a) : index, index",
                "'affine.delinearize_index' op should return an index for each basis element",
            ),
            (
                "%0 = \"affine.delinearize_index\"(%x) : (index) -> index",
                "'affine.delinearize_index' op basis should not be empty",
            ),
            (
                "%0 = \"affine.delinearize_index\"(%x, %a) : (index, index) -> i32",
                "'affine.delinearize_index' op result #0 must be variadic of index, but got 'i32'",
            ),
        ];
        for (op, message) in cases {
            assert_eq!(
                first_error(&format!("{ARGS}{op}")).as_deref(),
                Some(message),
                "{op}"
            );
        }
    }

    #[test]
    fn constant_operands_do_not_fold() {
        let ir = "%x = arith.constant 7 : index\n%a = arith.constant 2 : index\n%b = arith.constant 4 : index\n%0:2 = affine.delinearize_index %x into (%a, %b) : index, index\n\"t.use\"(%0#0, %0#1) : (index, index) -> ()";
        let out = canonicalized(ir);
        assert!(
            out.contains("%0:2 = affine.delinearize_index %c7 into (%c2, %c4) : index, index"),
            "{out}"
        );
    }
}
