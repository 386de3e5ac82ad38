//! `spirv.mlir.selection` and `spirv.mlir.loop`'s custom forms (MLIR's `SelectionOp` and
//! `LoopOp` parsers): an optional `control(Flatten)` / `control(Unroll)` then the region;
//! the generic form always holds the control.

use crate::forms::{attr, named};
use crate::{LoopControl, LoopControlAttr, SelectionControl, SelectionControlAttr};
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{Attribute, Context, OpId, OperationState};

/// `(control(Case|Case))? region`, the control made into an attribute by `make`.
fn parse_structured<T: std::str::FromStr + Default>(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    name: &str,
    make: fn(&Context, T) -> Attribute,
) -> ParseResult<()> {
    let ctx = p.context();
    let mut control = T::default();
    if p.parse_optional_keyword("control") {
        p.parse_lparen()?;
        let at = p.current_offset();
        let mut text = p.parse_keyword_any()?.to_string();
        while p.parse_optional_vertical_bar() {
            text.push('|');
            text.push_str(p.parse_keyword_any()?);
        }
        p.parse_rparen()?;
        control = text
            .parse()
            .map_err(|_| p.error_at(at, format!("invalid control: {text}")))?;
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    state.props = Some(ctx.dictionary(vec![named(ctx, name, make(ctx, control))]));
    p.parse_region(&[], false)?;
    Ok(())
}

/// ` control(...)` unless `text` is `None`, then the attributes and the region.
fn print_structured(p: &mut OpAsmPrinter<'_>, op: OpId, name: &str, text: Option<String>) {
    if let Some(text) = text.filter(|t| t != "None") {
        p.write_str(&format!(" control({text})"));
    }
    p.print_op_attr_dict_with_keyword(op, &[name]);
    let body = p.body();
    let (_, regions) = body.region_scope(op);
    if let Some(&region) = regions.first() {
        p.write_str(" ");
        p.print_region(region, false, true, false);
    }
}

/// The parser of `spirv.mlir.selection`.
pub fn parse_selection(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_structured::<SelectionControl>(p, state, "selection_control", |ctx, c| {
        SelectionControlAttr::get(ctx, c).attr()
    })
}

/// The printer of `spirv.mlir.selection`.
pub fn print_selection(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let text = attr(ctx, body, op, "selection_control")
        .and_then(|a| a.dyn_cast::<SelectionControlAttr>(ctx))
        .map(|a| a.value(ctx).to_string());
    print_structured(p, op, "selection_control", text);
}

/// The parser of `spirv.mlir.loop`.
pub fn parse_loop(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_structured::<LoopControl>(p, state, "loop_control", |ctx, c| {
        LoopControlAttr::get(ctx, c).attr()
    })
}

/// The printer of `spirv.mlir.loop`.
pub fn print_loop(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let text = attr(ctx, body, op, "loop_control")
        .and_then(|a| a.dyn_cast::<LoopControlAttr>(ctx))
        .map(|a| a.value(ctx).to_string());
    print_structured(p, op, "loop_control", text);
}
