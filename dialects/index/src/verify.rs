//! The verifier of `index.casts` and `index.castu` that ODS cannot express: exactly one side of
//! the cast is `index` (MLIR's `areCastCompatible`). Not here: the type constraints of the
//! operand and result, checked by the generated verifier.

use oxir::text::printer::print_type;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, TypeData};

/// A cast between `index` and an integer type: exactly one of its operand and result is an
/// `index`.
pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(input), Some(output)) = (body.operand(op, 0), body.result(op, 0)) else {
        return Ok(());
    };
    let (from, to) = (body.value_type(input), body.value_type(output));
    let is_index = |t| matches!(ctx.type_data(t), TypeData::Index);
    if is_index(from) == is_index(to) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                print_type(ctx, from),
                print_type(ctx, to)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    #[test]
    fn a_cast_has_index_on_exactly_one_side() {
        let both = "%a = \"t.def\"() : () -> index\n%0 = index.casts %a : index to index";
        assert_eq!(
            first_error(both).as_deref(),
            Some(
                "'index.casts' op operand type 'index' and result type 'index' are cast incompatible"
            )
        );
        let neither = "%a = \"t.def\"() : () -> i32\n%0 = index.castu %a : i32 to i64";
        assert!(first_error(neither).is_some_and(|m| m.contains("cast incompatible")));
        let fine = "%a = \"t.def\"() : () -> i32\n%0 = index.castu %a : i32 to index";
        assert_eq!(first_error(fine), None);
    }
}
