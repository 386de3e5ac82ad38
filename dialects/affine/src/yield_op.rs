//! `affine.yield`'s hand-written check (MLIR's `AffineYieldOp::verify`): it ends a region of
//! `affine.for`, `affine.if` or `affine.parallel` and gives one value per result of that
//! parent, of the result's type.
//!
//! Its form is declarative (`defs/affine.toml`). The values an `affine.for` body yields to its
//! next iteration are checked along the loop's control flow edges (`crate::for_op`).

use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId};

/// The ops an `affine.yield` may end a region of.
const PARENTS: [&str; 3] = ["affine.for", "affine.if", "affine.parallel"];

/// MLIR's `AffineYieldOp::verify`. The parent is checked here rather than with a
/// `ParentOneOf` trait so that the message is MLIR's.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    // The three parents are not isolated from above, so a parent of theirs is in this body;
    // at the top of a body the parent is some other (isolated) op.
    let parent = body.op_parent_op(op).filter(|&parent| {
        PARENTS
            .iter()
            .any(|&name| body.op_name(parent) == ctx.op_name(name))
    });
    let Some(parent) = parent else {
        return error("only terminates affine.if/for/parallel regions");
    };
    let results: Vec<_> = body.result_types(parent).collect();
    if results.len() != body.num_operands(op) {
        return error("parent of yield must have same number of results as the yield operands");
    }
    if body
        .operands(op)
        .zip(&results)
        .any(|(value, &ty)| body.value_type(value) != ty)
    {
        return error("types mismatch between yield op and its parent");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const X: &str = "%x = \"t.def\"() : () -> f32\n%n = \"t.def\"() : () -> index\n";

    #[test]
    fn a_yield_gives_its_parent_results() {
        let good = format!(
            "{X}%r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {{\n  affine.yield %a : f32\n}}"
        );
        assert_eq!(first_error(&good), None);
        let count = format!(
            "{X}%r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {{\n  affine.yield\n}}"
        );
        assert_eq!(
            first_error(&count).as_deref(),
            Some(
                "'affine.yield' op parent of yield must have same number of results as the yield operands"
            )
        );
        let types = format!(
            "{X}%r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {{\n  affine.yield %n : index\n}}"
        );
        assert_eq!(
            first_error(&types).as_deref(),
            Some("'affine.yield' op types mismatch between yield op and its parent")
        );
    }

    #[test]
    fn a_yield_ends_only_affine_regions() {
        let ir = "\"t.region\"() ({\n  \"affine.yield\"() : () -> ()\n}) : () -> ()";
        assert_eq!(
            first_error(ir).as_deref(),
            Some("'affine.yield' op only terminates affine.if/for/parallel regions")
        );
    }
}
