//! `cf.switch`'s hand-written parts: the `SwitchOpCases` custom directive of its assembly format
//! (`default: ^bb1(%a : i32), 42: ^bb2, ...`) and its verifier. The format around the directive,
//! and the split of the case operands into one group per case (MLIR's `VariadicOfVariadic`,
//! sized by `case_operand_segments`), are generated from `defs/cf.toml`:
//!
//! ```text
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2
//! ]
//! ```

use oxir::attrs::DenseElementsAttr;
use oxir::op_support::attr;
use oxir::text::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::{OpAsmPrinter, print_type};
use oxir::types::element_type_or_self;
use oxir::verifier::op_error;
use oxir::{Attribute, BlockId, Body, Context, Diagnostic, OpId, Type, Value};

/// The inherent attribute splitting the case operands into one group per case.
pub use oxir::branch::switch::CASE_OPERAND_SEGMENTS as SEGMENTS_ATTR;

/// The sizes of the case operand groups, one per case, from `case_operand_segments`.
pub use oxir::branch::switch::case_operand_sizes;

/// The `SwitchOpCases` directive: `default: ^bb(...)` then `, value: ^bb(...)` per case, the
/// values read as integers of `flag_type`, the operands and types of each case one group.
#[allow(clippy::too_many_arguments)]
pub fn parse_switch_op_cases<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    flag_type: Option<Type>,
    default_destination: &mut Option<BlockId>,
    default_operands: &mut Vec<UnresolvedOperand<'src>>,
    default_operand_types: &mut Vec<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockId>,
    case_operands: &mut Vec<Vec<UnresolvedOperand<'src>>>,
    case_operand_types: &mut Vec<Vec<Type>>,
) -> ParseResult<()> {
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let dest =
        p.parse_successor_and_unresolved_operands(default_operands, default_operand_types)?;
    *default_destination = Some(dest);
    let mut values = Vec::new();
    let values_at = p.current_offset();
    while p.parse_optional_comma() {
        let (dests, operands, types) = (
            &mut *case_destinations,
            &mut *case_operands,
            &mut *case_operand_types,
        );
        oxir::branch::switch::parse_case(p, &mut values, dests, operands, types)?;
    }
    *case_values = oxir::branch::switch::case_values_attr(p, values_at, flag_type, &values)?;
    Ok(())
}

/// Prints the `SwitchOpCases` directive as [`parse_switch_op_cases`] reads it, one case per
/// line and a line break after the last, the values as unsigned integers of the flag's width
/// (as MLIR prints them).
#[allow(clippy::too_many_arguments)]
pub fn print_switch_op_cases(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    _flag_type: Type,
    default_destination: BlockId,
    default_operands: &[Value],
    _default_operand_types: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[Vec<Value>],
    _case_operand_types: &[Vec<Type>],
) {
    let ctx = p.ctx();
    p.write_str("  default: ");
    p.print_successor_and_use_list(default_destination, default_operands);
    // Without cases MLIR ends the list right after the default, on the same line.
    let Some(case_values) = case_values else {
        return;
    };
    let values = oxir::branch::switch::case_value_texts(ctx, case_values);
    for (i, value) in values.iter().enumerate() {
        p.write_str(",");
        p.newline();
        p.write_str("  ");
        p.write_str(value);
        p.write_str(": ");
        let operands = case_operands.get(i).map_or(&[][..], Vec::as_slice);
        if let Some(&dest) = case_destinations.get(i) {
            p.print_successor_and_use_list(dest, operands);
        }
    }
    p.newline();
}

/// The checks of `cf.switch` beyond its generated ones (which include MLIR's check of
/// `case_operand_segments`): the case values are of the flag's type and as many as the case
/// successors (MLIR's `SwitchOp::verify`), then each successor's operands match its block
/// arguments.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let case_destinations = body.num_successors(op).saturating_sub(1);
    if let Some(values) = attr(ctx, body, op, "case_values") {
        let flag_type = body.operand(op, 0).map(|v| body.value_type(v));
        let value_type = oxir::attrs::attr_type(ctx, values).map(|t| element_type_or_self(ctx, t));
        if let (Some(flag_type), Some(value_type)) = (flag_type, value_type)
            && flag_type != value_type
        {
            return error(format!(
                "'flag' type ('{}') should match case value type ('{}')",
                print_type(ctx, flag_type),
                print_type(ctx, value_type)
            ));
        }
        let count = values
            .dyn_cast::<DenseElementsAttr>(ctx)
            .map_or(0, |d| d.num_elements(ctx));
        if count != case_destinations as u64 {
            return error(format!(
                "number of case values ({count}) should match number of case destinations ({case_destinations})"
            ));
        }
    }
    crate::branch::verify_successor_operands(ctx, body, op)
}
