//! The custom form of `arith.select`, which MLIR writes by hand:
//! `%r = arith.select %cond, %a, %b : i32`, or with a mask
//! `arith.select %mask, %a, %b : vector<4xi1>, vector<4xf32>` (the condition's type is only
//! written when it is shaped). Not the checks of the op: see [`crate::verify::select`].

use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::types::ShapedType;
use oxir::{OpId, OperationState};

/// Parses `%cond, %a, %b attr-dict : [condition-type ,] result-type`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None, Some(3))?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let mut result_type = p.parse_colon_type()?;
    let condition_type = if p.parse_optional_comma() {
        let condition = result_type;
        result_type = p.parse_type()?;
        condition
    } else {
        p.context().common().i1
    };
    state.result_types = vec![result_type];
    state.operands = p.resolve_operands(&operands, &[condition_type, result_type, result_type])?;
    Ok(())
}

/// Prints the form [`parse`] reads.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    p.write_str(" ");
    p.print_operands(body.operands(op));
    p.print_op_attr_dict(op, &[]);
    p.write_str(" : ");
    if let Some(condition) = body.operand(op, 0) {
        let ty = body.value_type(condition);
        if ty.isa::<ShapedType>(ctx) {
            p.print_type(ty);
            p.write_str(", ");
        }
    }
    if let Some(result) = body.result(op, 0) {
        p.print_type(body.value_type(result));
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::printed;

    #[test]
    fn the_condition_type_is_written_only_when_shaped() {
        let ir = "%c = \"t.def\"() : () -> i1\n%m = \"t.def\"() : () -> vector<2xi1>\n%v = \"t.def\"() : () -> vector<2xf32>\n%a = arith.select %c, %v, %v : vector<2xf32>\n%b = arith.select %m, %v, %v {x.y} : vector<2xi1>, vector<2xf32>";
        assert_eq!(
            printed(ir).lines().skip(3).collect::<Vec<_>>(),
            [
                "%3 = arith.select %0, %2, %2 : vector<2xf32>",
                "%4 = arith.select %1, %2, %2 {x.y} : vector<2xi1>, vector<2xf32>"
            ]
        );
    }
}
