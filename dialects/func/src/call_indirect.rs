//! The custom form of `func.call_indirect`, written by hand until the generator infers the
//! types a format does not print through `TypesMatchWith` (FORMAT-PENDING in `defs/func.toml`,
//! which keeps MLIR's format): `%r = func.call_indirect %f(%a) : (i32) -> i32`, the argument
//! and result types being those of the callee's function type.

use oxir::op_support::function_type_parts;
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{OpId, OperationState};

/// Parses `%callee(%args) attr-dict : function-type`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let callee = p.parse_operand()?;
    p.parse_lparen()?;
    let arguments = p.parse_operand_list(Delimiter::None, None)?;
    p.parse_rparen()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let callee_type = p.parse_colon_type()?;
    let (inputs, results) = function_type_parts(p.context(), callee_type);
    let mut operands = vec![p.resolve_operand(callee, callee_type)?];
    operands.extend(p.resolve_operands(&arguments, &inputs)?);
    state.operands = operands;
    state.result_types = results;
    Ok(())
}

/// Prints the form [`parse`] reads.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let mut operands = body.operands(op);
    let Some(callee) = operands.next() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(callee);
    p.write_str("(");
    p.print_operands(operands);
    p.write_str(")");
    p.print_op_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(body.value_type(callee));
}
