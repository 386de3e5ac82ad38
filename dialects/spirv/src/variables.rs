//! The variables' custom forms (MLIR's `GlobalVariableOp` and `VariableOp` parsers):
//! `spirv.GlobalVariable @name initializer(@c) bind(0, 1) built_in("X") : !spirv.ptr<...>` and
//! `spirv.Variable init(%v) : !spirv.ptr<T, Function>`, the storage class of the latter taken
//! from its pointer type.

use crate::StorageClassAttr;
use crate::forms::{attr, i32_attr, int_value, named, parse_symbol_ref, type_value};
use crate::types::PointerType;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{AttrData, OpId, OperationState};

/// The attributes `spirv.GlobalVariable` spells by syntax.
const GLOBAL_SPELLED: [&str; 6] = [
    "sym_name",
    "type",
    "initializer",
    "descriptor_set",
    "binding",
    "built_in",
];

/// The parser of `spirv.GlobalVariable`.
pub fn parse_global(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let mut props = vec![named(ctx, "sym_name", p.parse_symbol_name()?)];
    if p.parse_optional_keyword("initializer") {
        p.parse_lparen()?;
        props.push(named(ctx, "initializer", parse_symbol_ref(p)?));
        p.parse_rparen()?;
    }
    if p.parse_optional_keyword("bind") {
        p.parse_lparen()?;
        props.push(named(
            ctx,
            "descriptor_set",
            i32_attr(ctx, p.parse_integer()?),
        ));
        p.parse_comma()?;
        props.push(named(ctx, "binding", i32_attr(ctx, p.parse_integer()?)));
        p.parse_rparen()?;
    }
    if p.parse_optional_keyword("built_in") {
        p.parse_lparen()?;
        let name = p.parse_string()?;
        p.parse_rparen()?;
        state.attrs.push(named(
            ctx,
            "built_in",
            ctx.string_attr(&String::from_utf8_lossy(&name)),
        ));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let at = p.current_offset();
    let ty = p.parse_type()?;
    if !ty.isa::<PointerType>(ctx) {
        return Err(p.error_at(at, "expected spirv.ptr type"));
    }
    props.push(named(ctx, "type", ctx.intern_attr(AttrData::Type(ty))));
    oxir::op_support::move_inherent_attrs(
        ctx,
        &mut attrs,
        &mut props,
        &["initializer", "descriptor_set", "binding", "location"],
    );
    state.attrs.extend(attrs);
    state.props = Some(ctx.dictionary(props));
    Ok(())
}

/// The printer of `spirv.GlobalVariable`.
pub fn print_global(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let get = |name| attr(ctx, body, op, name);
    let (Some(name), Some(ty)) = (
        get("sym_name").and_then(|n| ctx.string_str(n)),
        get("type").and_then(|t| type_value(ctx, t)),
    ) else {
        return p.print_generic(op);
    };
    p.write_str(" ");
    p.print_symbol_name(name.as_bytes());
    if let Some(init) = get("initializer") {
        p.write_str(" initializer(");
        p.print_attribute(init);
        p.write_str(")");
    }
    if let (Some(set), Some(binding)) = (
        get("descriptor_set").and_then(|a| int_value(ctx, a)),
        get("binding").and_then(|a| int_value(ctx, a)),
    ) {
        p.write_str(&format!(" bind({set}, {binding})"));
    }
    if let Some(builtin) = get("built_in").and_then(|a| ctx.string_str(a)) {
        p.write_str(" built_in(");
        p.print_string(builtin.as_bytes());
        p.write_str(")");
    }
    p.print_op_attr_dict(op, &GLOBAL_SPELLED);
    p.write_str(" : ");
    p.print_type(ty);
}

/// The parser of `spirv.Variable`.
pub fn parse_variable(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let init = if p.parse_optional_keyword("init") {
        p.parse_lparen()?;
        let operand = p.parse_operand()?;
        p.parse_rparen()?;
        Some(operand)
    } else {
        None
    };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let at = p.current_offset();
    let ty = p.parse_type()?;
    let Some(pointer) = ty.dyn_cast::<PointerType>(ctx) else {
        return Err(p.error_at(at, "expected spirv.ptr type"));
    };
    if let Some(init) = init {
        let value = p.resolve_operand(init, pointer.pointee(ctx))?;
        state.operands.push(value);
    }
    state.result_types.push(ty);
    let class = StorageClassAttr::get(ctx, pointer.storage_class(ctx)).attr();
    let props = vec![named(ctx, "storage_class", class)];
    state.attrs.extend(attrs);
    state.props = Some(ctx.dictionary(props));
    Ok(())
}

/// The printer of `spirv.Variable`.
pub fn print_variable(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    if let Some(init) = body.operands(op).next() {
        p.write_str(" init(");
        p.print_operand(init);
        p.write_str(")");
    }
    p.print_op_attr_dict(op, &["storage_class"]);
    if let Some(result) = body.result(op, 0) {
        p.write_str(" : ");
        p.print_type(body.value_type(result));
    }
}
