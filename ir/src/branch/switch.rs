//! The successor operands of a switch terminator laid out as MLIR's `cf.switch` and
//! `llvm.switch` are: operand group 0 the flag, group 1 the default destination's operands,
//! group 2 the case operands, split into one sub-group per case by the dense `i32` array
//! [`CASE_OPERAND_SEGMENTS`]; successor 0 the default destination, then one per case, whose
//! values the integer elements attribute [`CASE_VALUES`] holds. Both dialects' branch models
//! call these instead of each reading the layout.

use super::{require_forwarded, splice_operands};
use crate::attrs::{Attribute, DenseElementsAttr, IntegerAttr};
use crate::context::Context;
use crate::op_support::{Groups, attr, segment_sizes, set_attr, sub_group_sizes};
use crate::structure::{Body, IrError, OpId, Value};
use crate::text::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use crate::types::Type;
use std::ops::Range;

/// The inherent attribute splitting the case operands into one group per case.
pub const CASE_OPERAND_SEGMENTS: &str = "case_operand_segments";

/// The inherent attribute holding the case values.
pub const CASE_VALUES: &str = "case_values";

/// The operand group (of `operandSegmentSizes`) holding the operands of successor `successor`.
pub fn segment(successor: usize) -> usize {
    if successor == 0 { 1 } else { 2 }
}

/// The sizes of the case operand groups, one per case; `None` when the attribute is missing or
/// has a negative size.
pub fn case_operand_sizes(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<usize>> {
    sub_group_sizes(ctx, body, op, CASE_OPERAND_SEGMENTS)
}

/// The operands of `op` (whose operand groups are `groups`) forwarded to successor
/// `successor`; `None` when the op lacks the successor or its operands do not split into their
/// groups.
pub fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    groups: &Groups,
    successor: usize,
) -> Option<Range<usize>> {
    if successor >= body.num_successors(op) {
        return None;
    }
    let total = body.num_operands(op);
    groups.sizes(ctx, body, op, total)?;
    if successor == 0 {
        return Some(groups.range(ctx, body, op, total, 1));
    }
    let cases = groups.range(ctx, body, op, total, 2);
    let sizes = case_operand_sizes(ctx, body, op)?;
    let start = cases.start + sizes.get(..successor - 1)?.iter().sum::<usize>();
    let end = start + *sizes.get(successor - 1)?;
    (end <= cases.end).then_some(start..end)
}

/// The successor a constant flag (operand 0 of `operands`) selects (MLIR's
/// `getSuccessorForOperands`): the first case whose value equals it, else the default; `None`
/// when the flag is not a known integer.
pub fn successor_for_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<usize> {
    let flag = operands.first().copied().flatten()?;
    let flag = flag.dyn_cast::<IntegerAttr>(ctx)?.value(ctx).clone();
    let Some(cases) = attr(ctx, body, op, CASE_VALUES) else {
        return Some(0);
    };
    let position = cases
        .dyn_cast::<DenseElementsAttr>(ctx)?
        .int_values(ctx)?
        .position(|case| case == flag);
    Some(position.map_or(0, |i| i + 1))
}

/// Replaces the operands `op` forwards to successor `successor` with `values`, resizing
/// `operandSegmentSizes` and, for a case, [`CASE_OPERAND_SEGMENTS`] to match.
pub fn set_forwarded_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    groups: &Groups,
    successor: usize,
    values: &[Value],
) -> Result<(), IrError> {
    let forwarded = require_forwarded(
        body,
        op,
        successor,
        successor_operands(ctx, body, op, groups, successor),
    )?;
    if successor == 0 {
        return splice_operands(ctx, body, op, forwarded, Some(segment(0)), values);
    }
    let mut sizes = case_operand_sizes(ctx, body, op).ok_or(IrError::Detached)?;
    let len = sizes.len();
    let size = sizes.get_mut(successor - 1).ok_or(IrError::OutOfRange {
        what: "switch case",
        index: successor - 1,
        len,
    })?;
    *size = values.len();
    splice_operands(ctx, body, op, forwarded, Some(segment(successor)), values)?;
    let in_props = body.op_props(op).is_some_and(|props| {
        crate::structure::dictionary_get(ctx, props, CASE_OPERAND_SEGMENTS.as_bytes()).is_some()
    });
    let attr = segment_sizes(ctx, &sizes);
    set_attr(ctx, body, op, CASE_OPERAND_SEGMENTS, Some(attr), in_props);
    Ok(())
}

/// One case of a switch's custom form, `value: ^bb` then an optional `(%a, ... : types)`
/// (MLIR's `parseSwitchOpCases`, shared by `cf.switch` and `llvm.switch`): the value appended
/// to `values` (read as [`OpAsmParser::parse_integer_bits`] does), the destination and its
/// unresolved operands and types to the others.
pub fn parse_case<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    values: &mut Vec<i64>,
    destinations: &mut Vec<crate::BlockId>,
    operands: &mut Vec<Vec<UnresolvedOperand<'src>>>,
    types: &mut Vec<Vec<Type>>,
) -> ParseResult<()> {
    values.push(p.parse_integer_bits()?);
    p.parse_colon()?;
    let (mut case_operands, mut case_types) = (Vec::new(), Vec::new());
    destinations
        .push(p.parse_successor_and_unresolved_operands(&mut case_operands, &mut case_types)?);
    operands.push(case_operands);
    types.push(case_types);
    Ok(())
}

/// The case values of `case_values` as MLIR 19 prints them in a switch's custom form: unsigned
/// integers of the flag's width, clamped to `u64::MAX` (APInt's `getLimitedValue`), so an `i128`
/// case prints its value and only values above 2^64 - 1 lose theirs, as in MLIR.
pub fn case_value_texts(ctx: &Context, case_values: Attribute) -> Vec<String> {
    let Some(dense) = case_values.dyn_cast::<DenseElementsAttr>(ctx) else {
        return Vec::new();
    };
    if let Some(values) = dense.u64_values(ctx) {
        return values.map(|v| v.to_string()).collect();
    }
    let width = dense
        .element_type(ctx)
        .dyn_cast::<crate::types::IntegerType>(ctx)
        .map_or(0, |ty| ty.width(ctx));
    let Some(values) = dense.int_values(ctx) else {
        return Vec::new();
    };
    values
        .map(|value| {
            let value = value.to_bigint();
            let limited = match i128::try_from(&value) {
                // Zero-extended to the flag's width (at most 128 bits here), then clamped.
                Ok(v) if width <= 128 => {
                    let bits = if width == 128 {
                        v as u128
                    } else {
                        (v as u128) & ((1u128 << width) - 1)
                    };
                    u64::try_from(bits).unwrap_or(u64::MAX)
                }
                Ok(v) => u64::try_from(v).unwrap_or(u64::MAX),
                Err(_) => u64::MAX,
            };
            limited.to_string()
        })
        .collect()
}

/// The [`CASE_VALUES`] attribute for case values read at offset `at`: a dense vector of
/// `flag_type` (`None` without cases or without a flag type); a value the type cannot hold is
/// an error there.
pub fn case_values_attr(
    p: &mut OpAsmParser<'_, '_>,
    at: u32,
    flag_type: Option<Type>,
    values: &[i64],
) -> ParseResult<Option<Attribute>> {
    let (false, Some(flag_type)) = (values.is_empty(), flag_type) else {
        return Ok(None);
    };
    let ctx = p.context();
    let ty = crate::types::VectorType::get(ctx, &[values.len() as i64], flag_type).ty();
    let dense =
        DenseElementsAttr::get_i64(ctx, ty, values).map_err(|e| p.error_at(at, e.message))?;
    Ok(Some(dense.attr()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{IntegerType, Signedness, VectorType};

    fn texts(width: u32, values: &[i64]) -> Vec<String> {
        let ctx = Context::new();
        let int = IntegerType::get(&ctx, width, Signedness::Signless).ty();
        let ty = VectorType::get(&ctx, &[values.len() as i64], int).ty();
        let dense = DenseElementsAttr::get_i64(&ctx, ty, values).expect("valid values");
        case_value_texts(&ctx, dense.attr())
    }

    #[test]
    fn case_values_print_unsigned_at_every_width_and_clamped_above_64_bits() {
        assert_eq!(texts(8, &[-1, 5]), ["255", "5"]);
        assert_eq!(texts(64, &[-1]), ["18446744073709551615"]);
        // Wider flags used to print no case at all.
        assert_eq!(texts(128, &[5, 4294967296]), ["5", "4294967296"]);
        // -1 zero-extended is 2^128 - 1, which MLIR clamps to 2^64 - 1.
        assert_eq!(texts(128, &[-1]), ["18446744073709551615"]);
        assert_eq!(texts(100, &[-1]), ["18446744073709551615"]);
    }
}
