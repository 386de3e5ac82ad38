//! The custom forms MLIR writes by hand for the comparisons (`printCmpOp` / `parseCmpOp` in
//! `LLVMDialect.cpp`): `llvm.icmp "eq" %a, %b : i32`, the predicate a string, the result type
//! (`i1`, or a vector of `i1` of the operands' shape) left out.

use crate::{FCmpPredicate, ICmpPredicate};
use oxir::attrs::NamedAttr;
use oxir::structure::dictionary_entries;
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::types::VectorType;
use oxir::{Attribute, Context, OpId, OperationState, Type, TypeData};

/// The name of the fast-math flags attribute, left out of attribute dictionaries when it holds
/// no flag (MLIR's `processFMFAttr`).
pub const FASTMATH: &str = "fastmathFlags";

/// Whether `entry` is a fast-math flags attribute without any flag.
pub fn is_default_fastmath(ctx: &Context, entry: &NamedAttr) -> bool {
    ctx.string_bytes(entry.name) == FASTMATH.as_bytes()
        && entry
            .value
            .dyn_cast::<crate::FastmathFlagsAttr>(ctx)
            .is_some_and(|flags| flags.value(ctx) == crate::FastmathFlags::NONE)
}

/// The properties and attributes of `op` as its attribute dictionary shows them: fast-math
/// flags without any flag left out (MLIR's `processFMFAttr`).
pub fn shown_attrs(ctx: &Context, body: &oxir::Body, op: OpId) -> Vec<NamedAttr> {
    let props = body
        .op_props(op)
        .map_or(&[][..], |d| dictionary_entries(ctx, d));
    props
        .iter()
        .chain(dictionary_entries(ctx, body.op_attrs(op)))
        .copied()
        .filter(|entry| !is_default_fastmath(ctx, entry))
        .collect()
}

/// `i1`, or a vector of `i1` shaped like `operand` (MLIR's `getI1SameShape`).
fn i1_same_shape(ctx: &Context, operand: Type) -> Type {
    let i1 = ctx.common().i1;
    match ctx.type_data(operand) {
        TypeData::Vector {
            shape, scalable, ..
        } => VectorType::get_scalable(ctx, shape, scalable, i1).ty(),
        _ => i1,
    }
}

/// Reads `"predicate" %lhs, %rhs attr-dict : type`, the predicate one of `cases`.
fn parse_cmp(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    predicate: impl Fn(&str) -> Option<Attribute>,
) -> ParseResult<()> {
    let at = p.current_offset();
    let name = p.parse_string()?;
    let name = String::from_utf8_lossy(&name).into_owned();
    let Some(predicate) = predicate(&name) else {
        return Err(p.error_at(
            at,
            format!("'{name}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let operands = p.parse_operand_list(Delimiter::None, Some(2))?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    let ctx = p.context();
    state.attrs.push(NamedAttr {
        name: ctx.string_attr("predicate"),
        value: predicate,
    });
    state.operands = p.resolve_operands(&operands, &[ty, ty])?;
    state.result_types = vec![i1_same_shape(ctx, ty)];
    Ok(())
}

/// Writes ` "predicate" %lhs, %rhs attr-dict : type`.
fn print_cmp(p: &mut OpAsmPrinter<'_>, op: OpId, predicate: &str) {
    let (ctx, body) = (p.ctx(), p.body());
    p.write_str(" ");
    p.print_string(predicate.as_bytes());
    p.write_str(" ");
    p.print_operands(body.operands(op));
    let attrs = shown_attrs(ctx, body, op);
    p.print_optional_attr_dict(&attrs, &["predicate"]);
    p.write_str(" : ");
    if let Some(lhs) = body.operand(op, 0) {
        p.print_type(body.value_type(lhs));
    }
}

/// The parser of `llvm.icmp`.
pub fn parse_icmp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    parse_cmp(p, state, |name| {
        name.parse::<ICmpPredicate>().ok().map(|v| v.get_attr(ctx))
    })
}

/// The printer of `llvm.icmp`.
pub fn print_icmp(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let predicate = oxir::op_support::attr(ctx, p.body(), op, "predicate")
        .and_then(|a| ICmpPredicate::from_attr(ctx, a));
    match predicate {
        Some(predicate) => print_cmp(p, op, &predicate.to_string()),
        None => p.print_generic(op),
    }
}

/// The parser of `llvm.fcmp`.
pub fn parse_fcmp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    parse_cmp(p, state, |name| {
        name.parse::<FCmpPredicate>().ok().map(|v| v.get_attr(ctx))
    })?;
    // The default flags are stored, as MLIR's parser stores default-valued properties.
    if !state
        .attrs
        .iter()
        .any(|a| ctx.string_bytes(a.name) == FASTMATH.as_bytes())
    {
        let none = crate::FastmathFlagsAttr::get(ctx, crate::FastmathFlags::NONE).attr();
        state.attrs.push(NamedAttr {
            name: ctx.string_attr(FASTMATH),
            value: none,
        });
    }
    Ok(())
}

/// The printer of `llvm.fcmp`.
pub fn print_fcmp(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let predicate = oxir::op_support::attr(ctx, p.body(), op, "predicate")
        .and_then(|a| FCmpPredicate::from_attr(ctx, a));
    match predicate {
        Some(predicate) => print_cmp(p, op, &predicate.to_string()),
        None => p.print_generic(op),
    }
}
