//! `spirv.module`'s custom form (MLIR's `ModuleOp::parse` / `print`): an optional symbol name,
//! the addressing and memory models as keywords, `requires #spirv.vce<...>`, the attributes
//! after `attributes`, and the body.

use crate::forms::{attr, named, parse_enum_keyword};
use crate::{AddressingModel, AddressingModelAttr, MemoryModel, MemoryModelAttr};
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{OpId, OperationState};

/// The inherent attributes the form spells by syntax.
const SPELLED: [&str; 4] = ["addressing_model", "memory_model", "vce_triple", "sym_name"];

/// The parser of `spirv.module`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let mut props = Vec::new();
    if let Some(name) = p.parse_optional_symbol_name()? {
        props.push(named(ctx, "sym_name", name));
    }
    let addressing: AddressingModel = parse_enum_keyword(p, "addressing model")?;
    let memory: MemoryModel = parse_enum_keyword(p, "memory model")?;
    props.push(named(
        ctx,
        "addressing_model",
        AddressingModelAttr::get(ctx, addressing).attr(),
    ));
    props.push(named(
        ctx,
        "memory_model",
        MemoryModelAttr::get(ctx, memory).attr(),
    ));
    if p.parse_optional_keyword("requires") {
        props.push(named(ctx, "vce_triple", p.parse_attribute()?));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    oxir::op_support::move_inherent_attrs(ctx, &mut attrs, &mut props, &SPELLED);
    state.attrs.extend(attrs);
    state.props = Some(ctx.dictionary(props));
    let region = p.parse_region(&[], false)?;
    p.ensure_entry_block(region);
    Ok(())
}

/// The printer of `spirv.module`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    if let Some(name) = attr(ctx, body, op, "sym_name").and_then(|n| ctx.string_str(n)) {
        p.write_str(" ");
        p.print_symbol_name(name.as_bytes());
    }
    let addressing = attr(ctx, body, op, "addressing_model")
        .and_then(|a| a.dyn_cast::<AddressingModelAttr>(ctx))
        .map(|a| a.value(ctx));
    let memory = attr(ctx, body, op, "memory_model")
        .and_then(|a| a.dyn_cast::<MemoryModelAttr>(ctx))
        .map(|a| a.value(ctx));
    let (Some(addressing), Some(memory)) = (addressing, memory) else {
        return p.print_generic(op);
    };
    p.write_str(&format!(" {addressing} {memory}"));
    if let Some(vce) = attr(ctx, body, op, "vce_triple") {
        p.write_str(" requires ");
        p.print_attribute(vce);
    }
    p.print_op_attr_dict_with_keyword(op, &SPELLED);
    let (_, regions) = body.region_scope(op);
    if let Some(&region) = regions.first() {
        p.write_str(" ");
        p.print_region(region, false, false, false);
    }
}
