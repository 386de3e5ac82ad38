//! The custom forms of `cf.br` and `cf.cond_br`, written by hand until the generator emits
//! assembly formats with successors (FORMAT-PENDING in `defs/cf.toml`, where MLIR's formats
//! are kept): `cf.br ^bb1(%a : i32)` and `cf.cond_br %c, ^bb1, ^bb2(%b : i64)`, as those
//! formats print them.

use oxir::op_support::segment_sizes;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{NamedAttr, OpId, OperationState, Value};

use crate::branch::successor_operands;

/// The operands `op` forwards to successor `index`.
fn forwarded(p: &OpAsmPrinter<'_>, op: OpId, index: usize) -> Vec<Value> {
    let body = p.body();
    successor_operands(p.ctx(), body, op, index)
        .map(|range| range.filter_map(|i| body.operand(op, i)).collect())
        .unwrap_or_default()
}

/// Parses `^dest(%a, ... : types)? attr-dict`.
pub fn parse_br(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (dest, operands) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.successors.push(dest);
    state.operands = operands;
    Ok(())
}

/// Prints the form [`parse_br`] reads.
pub fn print_br(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    p.write_str(" ");
    if let Some(dest) = body.successor(op, 0) {
        let operands = forwarded(p, op, 0);
        p.print_successor_and_use_list(dest, &operands);
    }
    p.print_op_attr_dict(op, &[]);
}

/// Parses `%condition, ^true(...)?, ^false(...)? attr-dict`.
pub fn parse_cond_br(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let condition = p.parse_operand()?;
    p.parse_comma()?;
    let (true_dest, true_operands) = p.parse_successor_and_use_list()?;
    p.parse_comma()?;
    let (false_dest, false_operands) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let condition = p.resolve_operand(condition, ctx.common().i1)?;
    let sizes = segment_sizes(ctx, &[1, true_operands.len(), false_operands.len()]);
    state.props = Some(ctx.dictionary(vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: sizes,
    }]));
    state.operands = [vec![condition], true_operands, false_operands].concat();
    state.successors = vec![true_dest, false_dest];
    Ok(())
}

/// Prints the form [`parse_cond_br`] reads.
pub fn print_cond_br(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    p.write_str(" ");
    if let Some(condition) = body.operand(op, 0) {
        p.print_operand(condition);
    }
    for index in 0..2 {
        p.write_str(", ");
        if let Some(dest) = body.successor(op, index) {
            let operands = forwarded(p, op, index);
            p.print_successor_and_use_list(dest, &operands);
        }
    }
    p.print_op_attr_dict(op, &["operandSegmentSizes"]);
}
