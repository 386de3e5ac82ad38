//! `spirv.EntryPoint` and `spirv.ExecutionMode`'s custom forms (MLIR's hand-written parsers):
//! `spirv.EntryPoint "GLCompute" @main, @var` and `spirv.ExecutionMode @main "LocalSize", 1,
//! 1, 1`.

use crate::forms::{
    attr, finish_props, i32_attr, int_value, named, parse_enum_string, parse_symbol_ref,
};
use crate::{ExecutionMode, ExecutionModeAttr, ExecutionModel, ExecutionModelAttr};
use oxir::attrs::ArrayAttr;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{OpId, OperationState};

/// The parser of `spirv.EntryPoint`.
pub fn parse_entry_point(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.context();
    let model: ExecutionModel = parse_enum_string(p, "execution model")?;
    let function = parse_symbol_ref(p)?;
    let mut interface = Vec::new();
    while p.parse_optional_comma() {
        interface.push(parse_symbol_ref(p)?);
    }
    let props = vec![
        named(
            ctx,
            "execution_model",
            ExecutionModelAttr::get(ctx, model).attr(),
        ),
        named(ctx, "fn", function),
        named(ctx, "interface", ArrayAttr::get(ctx, &interface).attr()),
    ];
    finish_props(p, state, props, &["execution_model", "fn", "interface"])
}

/// The printer of `spirv.EntryPoint`.
pub fn print_entry_point(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let model = attr(ctx, body, op, "execution_model")
        .and_then(|a| a.dyn_cast::<ExecutionModelAttr>(ctx))
        .map(|a| a.value(ctx));
    let (Some(model), Some(function)) = (model, attr(ctx, body, op, "fn")) else {
        return p.print_generic(op);
    };
    p.write_str(&format!(" \"{model}\" "));
    p.print_attribute(function);
    if let Some(interface) =
        attr(ctx, body, op, "interface").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
    {
        for &var in interface.elements(ctx) {
            p.write_str(", ");
            p.print_attribute(var);
        }
    }
    p.print_op_attr_dict(op, &["execution_model", "fn", "interface"]);
}

/// The parser of `spirv.ExecutionMode`.
pub fn parse_execution_mode(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.context();
    let function = parse_symbol_ref(p)?;
    let mode: ExecutionMode = parse_enum_string(p, "execution mode")?;
    let mut values = Vec::new();
    while p.parse_optional_comma() {
        values.push(i32_attr(ctx, p.parse_integer()?));
    }
    let props = vec![
        named(ctx, "fn", function),
        named(
            ctx,
            "execution_mode",
            ExecutionModeAttr::get(ctx, mode).attr(),
        ),
        named(ctx, "values", ArrayAttr::get(ctx, &values).attr()),
    ];
    finish_props(p, state, props, &["fn", "execution_mode", "values"])
}

/// The printer of `spirv.ExecutionMode`.
pub fn print_execution_mode(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let mode = attr(ctx, body, op, "execution_mode")
        .and_then(|a| a.dyn_cast::<ExecutionModeAttr>(ctx))
        .map(|a| a.value(ctx));
    let (Some(mode), Some(function)) = (mode, attr(ctx, body, op, "fn")) else {
        return p.print_generic(op);
    };
    p.write_str(" ");
    p.print_attribute(function);
    p.write_str(&format!(" \"{mode}\""));
    if let Some(values) = attr(ctx, body, op, "values").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) {
        for &value in values.elements(ctx) {
            if let Some(v) = int_value(ctx, value) {
                p.write_str(&format!(", {v}"));
            }
        }
    }
    p.print_op_attr_dict(op, &["fn", "execution_mode", "values"]);
}
