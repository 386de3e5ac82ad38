//! `spirv.BranchConditional`'s custom form (MLIR's `BranchConditionalOp::parse` / `print`):
//! `%cond [5, 10], ^bb1(%x : i32), ^bb2`, the branch weights as plain integers, the operands
//! of each successor after it; the operand groups are sized by `operandSegmentSizes`.

use crate::forms::{attr, i32_attr, int_value, named};
use oxir::attrs::ArrayAttr;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{OpId, OperationState, Value};

/// The parser of `spirv.BranchConditional`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let condition = p.parse_operand()?;
    let condition = p.resolve_operand(condition, ctx.common().i1)?;
    let mut props = Vec::new();
    if p.parse_optional_lsquare() {
        let mut weights = vec![i32_attr(ctx, p.parse_integer()?)];
        p.parse_comma()?;
        weights.push(i32_attr(ctx, p.parse_integer()?));
        p.parse_rsquare()?;
        props.push(named(
            ctx,
            "branch_weights",
            ArrayAttr::get(ctx, &weights).attr(),
        ));
    }
    p.parse_comma()?;
    let (true_dest, true_operands) = p.parse_successor_and_use_list()?;
    p.parse_comma()?;
    let (false_dest, false_operands) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let sizes = [1, true_operands.len(), false_operands.len()];
    props.push(named(
        ctx,
        oxir::branch::OPERAND_SEGMENT_SIZES,
        oxir::op_support::segment_sizes(ctx, &sizes),
    ));
    state.operands.push(condition);
    state.operands.extend(true_operands);
    state.operands.extend(false_operands);
    state.successors.extend([true_dest, false_dest]);
    state.props = Some(ctx.dictionary(props));
    Ok(())
}

/// The printer of `spirv.BranchConditional`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let operands: Vec<Value> = body.operands(op).collect();
    let successors: Vec<_> = body.successors(op).collect();
    let sizes = crate::BranchConditionalOp::SHAPE
        .operands
        .sizes(ctx, body, op, operands.len());
    let (Some(sizes), &[true_dest, false_dest]) = (sizes, successors.as_slice()) else {
        return p.print_generic(op);
    };
    let (true_n, false_n) = (sizes[1], sizes[2]);
    p.write_str(" ");
    p.print_operand(operands[0]);
    if let Some(weights) =
        attr(ctx, body, op, "branch_weights").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
    {
        let weights: Vec<String> = weights
            .elements(ctx)
            .iter()
            .filter_map(|&w| int_value(ctx, w))
            .map(|w| w.to_string())
            .collect();
        p.write_str(&format!(" [{}]", weights.join(", ")));
    }
    p.write_str(", ");
    p.print_successor_and_use_list(true_dest, &operands[1..1 + true_n]);
    p.write_str(", ");
    p.print_successor_and_use_list(false_dest, &operands[1 + true_n..1 + true_n + false_n]);
    p.print_op_attr_dict(op, &["branch_weights", "operandSegmentSizes"]);
}
