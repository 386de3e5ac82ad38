//! Custom forms of `arith` ops written by hand until the generator emits their assembly
//! formats (FORMAT-PENDING in `defs/arith.toml`, which keeps MLIR's formats): `arith.cmpi`,
//! whose predicate is printed as a keyword (`arith.cmpi slt, %a, %b : i32`), and the extended
//! arithmetic ops, whose unprinted types follow from `AllTypesMatch`
//! (`%s, %o = arith.addui_extended %a, %b : i32, i1`, `%lo, %hi = arith.mulsi_extended %a, %b :
//! i32`). Each prints exactly what its format would.

use oxir::op_support::{attr, move_inherent_attrs};
use oxir::text::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::{NamedAttr, OpId, OperationState};

use crate::CmpIPredicate;

/// Parses `predicate, %lhs, %rhs attr-dict : type` of `arith.cmpi`; the predicate is a keyword
/// or a string naming a case of [`CmpIPredicate`].
pub fn parse_cmpi(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let at = p.current_offset();
    let spelled = match p.parse_optional_string()? {
        Some(bytes) => String::from_utf8(bytes).ok(),
        None => p.parse_optional_keyword_any().map(str::to_string),
    };
    let predicate = spelled.and_then(|s| CmpIPredicate::ALL.into_iter().find(|c| c.as_str() == s));
    let Some(predicate) = predicate else {
        let cases: Vec<&str> = CmpIPredicate::ALL.iter().map(|c| c.as_str()).collect();
        return Err(p.error_at(
            at,
            format!(
                "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                cases.join(", ")
            ),
        ));
    };
    p.parse_comma()?;
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    let mut props = Vec::new();
    move_inherent_attrs(ctx, &mut state.attrs, &mut props, &["predicate"]);
    props.push(NamedAttr {
        name: ctx.string_attr("predicate"),
        value: predicate.get_attr(ctx),
    });
    state.props = Some(ctx.dictionary(props));
    state.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    state.result_types = vec![crate::types::i1_same_shape(ctx, ty)];
    Ok(())
}

/// Prints the form [`parse_cmpi`] reads.
pub fn print_cmpi(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    p.write_str(" ");
    if let Some(predicate) =
        attr(ctx, body, op, "predicate").and_then(|a| CmpIPredicate::from_attr(ctx, a))
    {
        p.write_str(predicate.as_str());
    }
    p.write_str(", ");
    p.print_operands(body.operands(op));
    p.print_op_attr_dict(op, &["predicate"]);
    if let Some(lhs) = body.operand(op, 0) {
        p.write_str(" : ");
        p.print_type(body.value_type(lhs));
    }
}

/// `%lhs, %rhs attr-dict :`, the start of the extended ops' forms.
fn parse_operand_pair<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
) -> ParseResult<[UnresolvedOperand<'src>; 2]> {
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.parse_colon()?;
    Ok([lhs, rhs])
}

/// Prints what [`parse_operand_pair`] reads.
fn print_operand_pair(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    p.write_str(" ");
    p.print_operands(body.operands(op));
    p.print_op_attr_dict(op, &[]);
    p.write_str(" : ");
}

/// Parses `%lhs, %rhs attr-dict : sum-type, overflow-type` of `arith.addui_extended`.
pub fn parse_addui_extended(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let operands = parse_operand_pair(p, state)?;
    let sum = p.parse_type()?;
    p.parse_comma()?;
    let overflow = p.parse_type()?;
    state.operands = p.resolve_operands(&operands, &[sum, sum])?;
    state.result_types = vec![sum, overflow];
    Ok(())
}

/// Prints the form [`parse_addui_extended`] reads.
pub fn print_addui_extended(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    print_operand_pair(p, op);
    p.print_types(body.results(op).map(|v| body.value_type(v)));
}

/// Parses `%lhs, %rhs attr-dict : type` of `arith.mulsi_extended` and
/// `arith.mului_extended`, whose two results have the operands' type.
pub fn parse_mul_extended(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let operands = parse_operand_pair(p, state)?;
    let ty = p.parse_type()?;
    state.operands = p.resolve_operands(&operands, &[ty, ty])?;
    state.result_types = vec![ty, ty];
    Ok(())
}

/// Prints the form [`parse_mul_extended`] reads.
pub fn print_mul_extended(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    print_operand_pair(p, op);
    if let Some(lhs) = body.operand(op, 0) {
        p.print_type(body.value_type(lhs));
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    #[test]
    fn comparisons_print_their_predicate_as_a_keyword() {
        let ir =
            "%a = \"t.def\"() : () -> vector<2xi8>\n%r = arith.cmpi \"ule\", %a, %a : vector<2xi8>";
        assert_eq!(
            printed(ir),
            "%0 = \"t.def\"() : () -> vector<2xi8>\n%1 = arith.cmpi ule, %0, %0 : vector<2xi8>"
        );
        let bad = "%a = \"t.def\"() : () -> i8\n%r = arith.cmpi lt, %a, %a : i8";
        assert!(
            first_error(bad)
                .is_some_and(|m| m.ends_with("[eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]")),
            "{:?}",
            first_error(bad)
        );
    }

    #[test]
    fn extended_ops_name_and_type_both_results() {
        let ir = "%a = \"t.def\"() : () -> i16\n%s, %o = arith.addui_extended %a, %a : i16, i1\n%l, %h = arith.mului_extended %a, %a : i16";
        assert_eq!(
            printed(ir),
            "%0 = \"t.def\"() : () -> i16\n%sum, %overflow = arith.addui_extended %0, %0 : i16, i1\n%low, %high = arith.mului_extended %0, %0 : i16"
        );
    }
}
