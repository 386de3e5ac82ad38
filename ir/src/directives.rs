//! Custom directives of declarative assembly formats that the core provides, for the forms
//! many dialects share but MLIR's format language cannot say. A spec uses them by naming this
//! module as the op's (or the dialect's) `custom_directives`, `"oxir::directives"`, and then
//! `custom<Name>(...)` in the format, as it would its own directives.

use crate::structure::OpId;
use crate::text::parser::{OpAsmParser, ParseResult};
use crate::text::printer::OpAsmPrinter;
use crate::types::{Type, TypeData};

/// Reads `custom<BinaryOpTypes>(type($lhs), type($rhs), type($result))`: the types of a binary
/// op, one type when both operands and the result have it (`: tensor<2xf64>`), else the
/// function type `(lhs, rhs) -> result` (the form of MLIR's Toy tutorial's `parseBinaryOp`).
pub fn parse_binary_op_types(
    p: &mut OpAsmParser<'_, '_>,
    lhs: &mut Option<Type>,
    rhs: &mut Option<Type>,
    result: &mut Option<Type>,
) -> ParseResult<()> {
    let at = p.current_offset();
    let ty = p.parse_type()?;
    let ctx = p.context();
    let TypeData::Function { inputs, results } = ctx.type_data(ty) else {
        (*lhs, *rhs, *result) = (Some(ty), Some(ty), Some(ty));
        return Ok(());
    };
    match (&inputs[..], &results[..]) {
        (&[l, r], &[res]) => {
            (*lhs, *rhs, *result) = (Some(l), Some(r), Some(res));
            Ok(())
        }
        _ => Err(p.error_at(
            at,
            format!(
                "expected a function type of 2 inputs and 1 result, got {} inputs and {} results",
                inputs.len(),
                results.len()
            ),
        )),
    }
}

/// Prints what [`parse_binary_op_types`] reads.
pub fn print_binary_op_types(
    p: &mut OpAsmPrinter<'_>,
    op: OpId,
    lhs: Type,
    rhs: Type,
    result: Type,
) {
    if lhs == result && rhs == result {
        p.print_type(result);
    } else {
        p.print_functional_type(op);
    }
}
