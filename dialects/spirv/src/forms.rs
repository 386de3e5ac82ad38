//! Helpers the hand-written custom forms share: building the properties, reading an op's
//! inherent attributes back, and enum keywords written as strings (`"Function"`).

use oxir::attrs::NamedAttr;
use oxir::text::parser::{AsmParser, OpAsmParser, ParseResult};
use oxir::{AttrData, Attribute, Body, Context, OpId, OperationState, Type};

/// A named attribute.
pub(crate) fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: ctx.string_attr(name),
        value,
    }
}

/// Finishes a custom parse: reads the optional attribute dictionary, moves the op's inherent
/// attributes written there (`inherent`) into the properties, and sets both.
pub(crate) fn finish_props(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    mut props: Vec<NamedAttr>,
    inherent: &[&str],
) -> ParseResult<()> {
    let ctx = p.context();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    oxir::op_support::move_inherent_attrs(ctx, &mut attrs, &mut props, inherent);
    state.attrs.extend(attrs);
    state.props = Some(ctx.dictionary(props));
    Ok(())
}

/// The inherent or discardable attribute `name` of `op`.
pub(crate) fn attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    oxir::op_support::attr(ctx, body, op, name)
}

/// The type a type attribute holds.
pub(crate) fn type_value(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Type(ty) => Some(*ty),
        _ => None,
    }
}

/// An enum case written as a string (`"GLCompute"`, MLIR's `parseEnumStrAttr`).
pub(crate) fn parse_enum_string<T: std::str::FromStr>(
    p: &mut AsmParser<'_, '_>,
    what: &str,
) -> ParseResult<T> {
    let at = p.current_offset();
    let bytes = p.parse_string()?;
    let text = String::from_utf8_lossy(&bytes).into_owned();
    text.parse::<T>()
        .map_err(|_| p.error_at(at, format!("invalid {what} specification: '{text}'")))
}

/// An enum case written as a keyword (`Logical`, MLIR's `parseEnumKeywordAttr`).
pub(crate) fn parse_enum_keyword<T: std::str::FromStr>(
    p: &mut AsmParser<'_, '_>,
    what: &str,
) -> ParseResult<T> {
    let at = p.current_offset();
    let text = p.parse_keyword_any()?.to_string();
    text.parse::<T>()
        .map_err(|_| p.error_at(at, format!("invalid {what} specification: '{text}'")))
}

/// The integer value of an `IntegerAttr`.
pub(crate) fn int_value(ctx: &Context, attr: Attribute) -> Option<i64> {
    attr.dyn_cast::<oxir::attrs::IntegerAttr>(ctx)
        .and_then(|i| i.value_i64(ctx))
}

/// An `i32` integer attribute.
pub(crate) fn i32_attr(ctx: &Context, value: i64) -> Attribute {
    oxir::attrs::IntegerAttr::get(ctx, ctx.common().i32, value).attr()
}

/// A symbol reference `@name`.
pub(crate) fn parse_symbol_ref(p: &mut AsmParser<'_, '_>) -> ParseResult<Attribute> {
    let at = p.current_offset();
    match p.parse_optional_symbol_ref_attr()? {
        Some(symbol) => Ok(symbol),
        None => Err(p.error_at(at, "expected symbol reference")),
    }
}

/// `'ty'`, as MLIR quotes a type in messages.
pub(crate) fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", oxir::text::printer::print_type(ctx, ty))
}
