//! `spirv.func`'s custom form (MLIR's `FuncOp::parse` / `print`): the core's function syntax
//! with the function control as a string after the signature (`"None"`, `"Inline|Pure"`).

use crate::forms::{attr, named};
use crate::{FunctionControl, FunctionControlAttr};
use oxir::attrs::NamedAttr;
use oxir::function::syntax::{FunctionStyle, parse_function_rest, print_function_rest_then};
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{OpId, OperationState};

/// The inherent attribute the form spells after the signature.
const CONTROL: &str = "function_control";

/// Reads the function control string after the signature.
fn parse_control(p: &mut OpAsmParser<'_, '_>, props: &mut Vec<NamedAttr>) -> ParseResult<()> {
    let ctx = p.context();
    let control: FunctionControl = crate::forms::parse_enum_string(p, "function control")?;
    props.push(named(
        ctx,
        CONTROL,
        FunctionControlAttr::get(ctx, control).attr(),
    ));
    Ok(())
}

/// The parser of `spirv.func`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let style = FunctionStyle {
        allow_variadic: false,
        default_dialect: "",
        inherent: &[CONTROL],
        inferred: &[oxir::symbols::SYMBOL_ATTR, "function_type"],
        after_signature: Some(parse_control),
    };
    parse_function_rest(p, state, Vec::new(), &style, |ctx, inputs, results, _| {
        Ok(ctx.function_type(inputs, results))
    })
}

/// The printer of `spirv.func`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let Some((inputs, results)) = oxir::function::signature(ctx, body, op) else {
        return p.print_generic(op);
    };
    let control = attr(ctx, body, op, CONTROL)
        .and_then(|a| a.dyn_cast::<FunctionControlAttr>(ctx))
        .map_or(FunctionControl::NONE, |a| a.value(ctx));
    p.write_str(" ");
    print_function_rest_then(p, op, &inputs, false, &results, &[CONTROL], &|p| {
        p.write_str(&format!(" \"{control}\""));
    });
}
