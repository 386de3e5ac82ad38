//! `spirv.Constant`'s custom form (MLIR's `ConstantOp::parse` / `print`: the value attribute
//! with its type, `true` and `false` alone) and the names the constants and
//! `spirv.mlir.addressof` give their results (MLIR's `getAsmResultNames`: `%cst3_i32`,
//! `%cst_f32`, `%cst_vec_2xi32`, `%true`, `%gv_addr`).

use crate::forms::{attr, named};
use oxir::attrs::attr_type;
use oxir::descriptor::attach_op_interface;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::{OpAsmInterface, OpAsmPrinter, print_type};
use oxir::{AttrData, Attribute, Body, Context, OpId, OperationState, Type, TypeData};

/// The parser of `spirv.Constant`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let at = p.current_offset();
    let value = p.parse_attribute()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attrs.extend(attrs);
    let ty = if p.parse_optional_colon() {
        p.parse_type()?
    } else {
        match attr_type(ctx, value) {
            Some(ty) => ty,
            None => return Err(p.error_at(at, "expected a typed value")),
        }
    };
    state.result_types.push(ty);
    state.props = Some(ctx.dictionary(vec![named(ctx, "value", value)]));
    Ok(())
}

/// The printer of `spirv.Constant`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let Some(value) = attr(ctx, body, op, "value") else {
        return p.print_generic(op);
    };
    p.write_str(" ");
    p.print_attribute(value);
    p.print_op_attr_dict(op, &["value"]);
    // An array or other untyped value names its type after a colon.
    if attr_type(ctx, value).is_none()
        && let Some(result) = body.result(op, 0)
    {
        p.write_str(" : ");
        p.print_type(body.value_type(result));
    }
}

/// The suggested name of a constant of `value` and type `ty`.
pub fn constant_name(ctx: &Context, value: Attribute, ty: Type) -> String {
    let mut name = String::from("cst");
    let int_type = matches!(ctx.type_data(ty), TypeData::Integer { .. });
    if let AttrData::Bool(b) = ctx.attr_data(value) {
        return b.to_string();
    }
    if let Some(int) = value.dyn_cast::<oxir::attrs::IntegerAttr>(ctx) {
        if matches!(ctx.type_data(ty), TypeData::Integer { width: 1, .. }) {
            return (int.value_bigint(ctx) != 0.into()).to_string();
        }
        name.push_str(&int.value_bigint(ctx).to_string());
    }
    if int_type || matches!(ctx.type_data(ty), TypeData::Float(_)) {
        name.push('_');
        name.push_str(&print_type(ctx, ty));
    }
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        name.push_str(&format!("_vec_{}", shape.first().copied().unwrap_or(0)));
        if matches!(
            ctx.type_data(*element),
            TypeData::Integer { .. } | TypeData::Float(_)
        ) {
            name.push('x');
            name.push_str(&print_type(ctx, *element));
        }
    }
    name
}

/// The naming interface of `spirv.Constant`.
struct ConstantNames;

impl OpAsmInterface for ConstantNames {
    fn result_names(&self, ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(u32, &str)) {
        let value = attr(ctx, body, op, "value");
        if let (Some(value), Some(result)) = (value, body.result(op, 0)) {
            set(0, &constant_name(ctx, value, body.value_type(result)));
        }
    }
}

/// The naming interface of `spirv.mlir.addressof`: the variable's name and `_addr`.
struct AddressNames;

impl OpAsmInterface for AddressNames {
    fn result_names(&self, ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(u32, &str)) {
        let Some(variable) = attr(ctx, body, op, "variable") else {
            return;
        };
        if let AttrData::SymbolRef { root, .. } = ctx.attr_data(variable)
            && let Some(name) = ctx.string_str(*root)
        {
            set(0, &format!("{name}_addr"));
        }
    }
}

/// Attaches the naming interfaces in `ctx` (the dialect registered already).
pub fn attach(ctx: &Context) {
    attach_op_interface::<dyn OpAsmInterface>(
        ctx,
        crate::ConstantOp::NAME,
        Box::new(ConstantNames),
    );
    attach_op_interface::<dyn OpAsmInterface>(
        ctx,
        crate::AddressofOp::NAME,
        Box::new(AddressNames),
    );
}

/// The parser of `spirv.SpecConstant`: `@name (spec_id(N))? = value`.
pub fn parse_spec(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let name = p.parse_symbol_name()?;
    if p.parse_optional_keyword("spec_id") {
        p.parse_lparen()?;
        let id = p.parse_attribute()?;
        p.parse_rparen()?;
        state.attrs.push(named(ctx, "spec_id", id));
    }
    p.parse_equal()?;
    let value = p.parse_attribute()?;
    state.props = Some(ctx.dictionary(vec![
        named(ctx, "sym_name", name),
        named(ctx, "default_value", value),
    ]));
    Ok(())
}

/// The printer of `spirv.SpecConstant`.
pub fn print_spec(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let (Some(name), Some(value)) = (
        attr(ctx, body, op, "sym_name").and_then(|n| ctx.string_str(n)),
        attr(ctx, body, op, "default_value"),
    ) else {
        return p.print_generic(op);
    };
    p.write_str(" ");
    p.print_symbol_name(name.as_bytes());
    if let Some(id) = attr(ctx, body, op, "spec_id").and_then(|a| crate::forms::int_value(ctx, a)) {
        p.write_str(&format!(" spec_id({id})"));
    }
    p.write_str(" = ");
    p.print_attribute(value);
}
