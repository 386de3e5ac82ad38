//! `cf.switch`'s hand-written parts: the `SwitchOpCases` custom directive of its assembly format
//! (`default: ^bb1(%a : i32), 42: ^bb2, ...`), its verifier, and the split of its case operands
//! by `case_operand_segments` (MLIR's `VariadicOfVariadic`, which the generator does not emit
//! yet).
//!
//! FORMAT-PENDING: until the generator emits formats with successors and custom directives,
//! [`parse`] and [`print`] write the whole custom form by hand, around the directive, as
//! MLIR's format does:
//!
//! ```text
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2
//! ]
//! ```

use oxir::attrs::{DenseArrayAttr, DenseElementsAttr};
use oxir::op_support::{attr, segment_sizes};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::{OpAsmPrinter, print_type};
use oxir::types::VectorType;
use oxir::verifier::op_error;
use oxir::{Attribute, BlockId, Body, Context, Diagnostic, NamedAttr, OpId, OperationState, Type};
use oxir::{Value, types::element_type_or_self};

use crate::branch::successor_operands;

/// The inherent attribute splitting the case operands into one group per case.
const SEGMENTS_ATTR: &str = "case_operand_segments";

/// The sizes of the case operand groups, one per case, from `case_operand_segments`; `None`
/// when the attribute is missing or has a negative size.
pub fn case_operand_sizes(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<usize>> {
    let segments = attr(ctx, body, op, SEGMENTS_ATTR)?.dyn_cast::<DenseArrayAttr>(ctx)?;
    segments
        .i64_values(ctx)?
        .map(|v| usize::try_from(v).ok())
        .collect()
}

/// What the `SwitchOpCases` directive reads: the default successor and the cases, with their
/// operands not resolved yet.
#[derive(Debug, Default)]
pub struct SwitchCases<'src> {
    /// The successor taken when no case matches.
    pub default_destination: Option<BlockId>,
    /// Its operands.
    pub default_operands: Vec<UnresolvedOperand<'src>>,
    /// Their types.
    pub default_operand_types: Vec<Type>,
    /// The case values, a `vector<N x flag type>` dense attribute; `None` without cases.
    pub case_values: Option<Attribute>,
    /// The successor of each case.
    pub case_destinations: Vec<BlockId>,
    /// The operands of each case.
    pub case_operands: Vec<Vec<UnresolvedOperand<'src>>>,
    /// Their types.
    pub case_operand_types: Vec<Vec<Type>>,
}

/// `^dest` then `(%a, ... : types)` if present.
fn parse_successor_operands<'src>(
    p: &mut OpAsmParser<'_, 'src>,
) -> ParseResult<(BlockId, Vec<UnresolvedOperand<'src>>, Vec<Type>)> {
    let dest = p.parse_successor()?;
    if !p.parse_optional_lparen() {
        return Ok((dest, Vec::new(), Vec::new()));
    }
    let operands = p.parse_operand_list(Delimiter::None, None)?;
    let types = p.parse_colon_type_list()?;
    p.parse_rparen()?;
    Ok((dest, operands, types))
}

/// The `SwitchOpCases` directive: `default: ^bb(...)` then `, value: ^bb(...)` per case, the
/// values read as integers of `flag_type`.
pub fn parse_switch_op_cases<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    flag_type: Type,
) -> ParseResult<SwitchCases<'src>> {
    let mut cases = SwitchCases::default();
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let (dest, operands, types) = parse_successor_operands(p)?;
    cases.default_destination = Some(dest);
    cases.default_operands = operands;
    cases.default_operand_types = types;
    let mut values = Vec::new();
    let values_at = p.current_offset();
    while p.parse_optional_comma() {
        values.push(p.parse_integer()?);
        p.parse_colon()?;
        let (dest, operands, types) = parse_successor_operands(p)?;
        cases.case_destinations.push(dest);
        cases.case_operands.push(operands);
        cases.case_operand_types.push(types);
    }
    if !values.is_empty() {
        let ctx = p.context();
        let ty = VectorType::get(ctx, &[values.len() as i64], flag_type).ty();
        let dense = DenseElementsAttr::get_i64(ctx, ty, &values)
            .map_err(|e| p.error_at(values_at, e.message))?;
        cases.case_values = Some(dense.attr());
    }
    Ok(cases)
}

/// Prints the `SwitchOpCases` directive as [`parse_switch_op_cases`] reads it, one case per
/// line and a line break after the last, the values as unsigned integers of the flag's width
/// (as MLIR prints them).
#[allow(clippy::too_many_arguments)]
pub fn print_switch_op_cases(
    p: &mut OpAsmPrinter<'_>,
    default_destination: BlockId,
    default_operands: &[Value],
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[Vec<Value>],
) {
    let ctx = p.ctx();
    p.write_str("  default: ");
    p.print_successor_and_use_list(default_destination, default_operands);
    // Without cases MLIR ends the list right after the default, on the same line.
    let Some(case_values) = case_values else {
        return;
    };
    let values: Vec<u64> = case_values
        .dyn_cast::<DenseElementsAttr>(ctx)
        .and_then(|d| d.u64_values(ctx).map(|values| values.collect()))
        .unwrap_or_default();
    for (i, value) in values.iter().enumerate() {
        p.write_str(",");
        p.newline();
        p.write_str("  ");
        p.write_str(&value.to_string());
        p.write_str(": ");
        if let Some(&dest) = case_destinations.get(i) {
            let operands = case_operands.get(i).map_or(&[][..], |o| &o[..]);
            p.print_successor_and_use_list(dest, operands);
        }
    }
    p.newline();
}

/// Parses `cf.switch` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let flag = p.parse_operand()?;
    let flag_type = p.parse_colon_type()?;
    p.parse_comma()?;
    p.parse_lsquare()?;
    let cases = parse_switch_op_cases(p, flag_type)?;
    p.parse_rsquare()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;

    let case_operands: Vec<UnresolvedOperand<'_>> = cases.case_operands.concat();
    let operands = [
        vec![flag],
        cases.default_operands.clone(),
        case_operands.clone(),
    ]
    .concat();
    let types = [
        vec![flag_type],
        cases.default_operand_types.clone(),
        cases.case_operand_types.concat(),
    ]
    .concat();
    state.operands = p.resolve_operands(&operands, &types)?;
    let segments: Vec<i32> = cases
        .case_operands
        .iter()
        .map(|o| i32::try_from(o.len()).unwrap_or(i32::MAX))
        .collect();
    let mut props = vec![
        named(
            ctx,
            SEGMENTS_ATTR,
            DenseArrayAttr::from_i32(ctx, &segments).attr(),
        ),
        named(
            ctx,
            "operandSegmentSizes",
            segment_sizes(ctx, &[1, cases.default_operands.len(), case_operands.len()]),
        ),
    ];
    if let Some(values) = cases.case_values {
        props.push(named(ctx, "case_values", values));
    }
    state.props = Some(ctx.dictionary(props));
    state.successors = cases
        .default_destination
        .into_iter()
        .chain(cases.case_destinations)
        .collect();
    Ok(())
}

fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: ctx.string_attr(name),
        value,
    }
}

/// Prints `cf.switch` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let forwarded = |index: usize| -> Vec<Value> {
        successor_operands(ctx, body, op, index)
            .map(|range| range.filter_map(|i| body.operand(op, i)).collect())
            .unwrap_or_default()
    };
    p.write_str(" ");
    if let Some(flag) = body.operand(op, 0) {
        p.print_operand(flag);
        p.write_str(" : ");
        p.print_type(body.value_type(flag));
    }
    p.write_str(", [");
    p.newline();
    let successors: Vec<BlockId> = body.successors(op).collect();
    if let Some((&default, cases)) = successors.split_first() {
        let case_operands: Vec<Vec<Value>> = (1..successors.len()).map(forwarded).collect();
        let default_operands = forwarded(0);
        print_switch_op_cases(
            p,
            default,
            &default_operands,
            attr(ctx, body, op, "case_values"),
            cases,
            &case_operands,
        );
    }
    p.write_str("]");
    p.print_op_attr_dict(op, &["case_values", SEGMENTS_ATTR, "operandSegmentSizes"]);
}

/// The checks of `cf.switch`: the case operands split as `case_operand_segments` says (the
/// check MLIR generates for `VariadicOfVariadic`), the case values are of the flag's type and
/// as many as the case successors (MLIR's `SwitchOp::verify`), then each successor's operands
/// match its block arguments.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let total = body.num_operands(op);
    let operands = crate::SwitchOp::SHAPE.operands;
    let case_count = operands.range(ctx, body, op, total, 2).len();
    if let Some(segments) = attr(ctx, body, op, SEGMENTS_ATTR)
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(Iterator::collect::<Vec<i64>>))
    {
        if segments.iter().any(|&s| s < 0) {
            return error(format!(
                "'{SEGMENTS_ATTR}' attribute cannot have negative elements"
            ));
        }
        let sum: i64 = segments.iter().sum();
        if sum != case_count as i64 {
            return error(format!(
                "caseOperands count ({case_count}) does not match with the total size ({sum}) specified in attribute '{SEGMENTS_ATTR}'"
            ));
        }
    }
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
