//! `llvm.mlir.global`: its custom form (MLIR's `GlobalOp::parse` / `print`: the linkage always
//! spelled, then visibility, `thread_local`, `unnamed_addr` and `constant` keywords, the name,
//! the initial value in parentheses, a `comdat(...)`, the type, which a string initializer of
//! an `i8` array leaves out, and an initializer region) and MLIR's checks of the initializer.

use crate::{LLVMArrayType, Linkage, LinkageAttr, UnnamedAddr, Visibility};
use oxir::attrs::NamedAttr;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{AttrData, Attribute, Body, Context, Diagnostic, OpId, OperationState, Type};

/// The inherent attributes the custom form spells by syntax.
const SPELLED: [&str; 9] = [
    "sym_name",
    "comdat",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
];

/// The array-of-`i8` type a string initializer of `len` bytes gives a global.
fn string_type(ctx: &Context, len: usize) -> Type {
    LLVMArrayType::get(ctx, len as u64, ctx.common().i8).ty()
}

/// The parser of `llvm.mlir.global`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let named = |name: &str, value| NamedAttr {
        name: ctx.string_attr(name),
        value,
    };
    let mut props = Vec::new();
    let linkage = crate::func::LINKAGES
        .iter()
        .find(|k| p.parse_optional_keyword(k))
        .and_then(|k| k.parse::<Linkage>().ok())
        .unwrap_or(Linkage::External);
    let visibility = ["hidden", "protected"]
        .iter()
        .find(|k| p.parse_optional_keyword(k))
        .and_then(|k| k.parse::<Visibility>().ok())
        .unwrap_or(Visibility::Default);
    let unnamed = ["local_unnamed_addr", "unnamed_addr"]
        .iter()
        .find(|k| p.parse_optional_keyword(k))
        .and_then(|k| k.parse::<UnnamedAddr>().ok())
        .unwrap_or(UnnamedAddr::None);
    // MLIR reads `thread_local` after `unnamed_addr` (and prints it before).
    if p.parse_optional_keyword("thread_local") {
        props.push(named("thread_local_", ctx.intern_attr(AttrData::Unit)));
    }
    if p.parse_optional_keyword("constant") {
        props.push(named("constant", ctx.intern_attr(AttrData::Unit)));
    }
    props.push(named("linkage", LinkageAttr::get(ctx, linkage).attr()));
    props.push(named("visibility_", visibility.get_attr(ctx)));
    props.push(named("unnamed_addr", unnamed.get_attr(ctx)));
    props.push(named("sym_name", p.parse_symbol_name()?));
    p.parse_lparen()?;
    let value = p.parse_optional_attribute()?;
    p.parse_rparen()?;
    if let Some(comdat) = crate::comdat::parse_optional_comdat(p)? {
        props.push(named("comdat", comdat));
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let type_at = p.current_offset();
    let ty = if p.parse_optional_colon() {
        p.parse_type()?
    } else {
        match value.map(|v| ctx.attr_data(v)) {
            Some(AttrData::String { value: bytes, .. }) => string_type(ctx, bytes.len()),
            _ => {
                return Err(p.error_at(type_at, "type can only be omitted for string globals"));
            }
        }
    };
    if let Some(value) = value {
        props.push(named("value", value));
    }
    props.push(named("global_type", ctx.intern_attr(AttrData::Type(ty))));
    oxir::op_support::move_inherent_attrs(
        ctx,
        &mut state.attrs,
        &mut props,
        &["addr_space", "alignment", "dso_local"],
    );
    if !props
        .iter()
        .any(|a| ctx.string_bytes(a.name) == b"addr_space")
    {
        let zero = oxir::format_support::default_value(ctx, "0 : i32", None);
        if let Some(zero) = zero {
            props.push(named("addr_space", zero));
        }
    }
    state.props = Some(ctx.dictionary(props));
    if p.parse_optional_region(&[], false)?.is_none() {
        p.add_empty_region();
    }
    Ok(())
}

/// The value and type attributes of a global.
fn value_and_type(ctx: &Context, body: &Body, op: OpId) -> (Option<Attribute>, Option<Type>) {
    let value = oxir::op_support::attr(ctx, body, op, "value");
    let ty =
        oxir::op_support::attr(ctx, body, op, "global_type").and_then(|t| match ctx.attr_data(t) {
            AttrData::Type(ty) => Some(*ty),
            _ => None,
        });
    (value, ty)
}

/// The printer of `llvm.mlir.global`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let attr = |name| oxir::op_support::attr(ctx, body, op, name);
    let linkage = attr("linkage")
        .and_then(|a| a.dyn_cast::<LinkageAttr>(ctx))
        .map_or(Linkage::External, |l| l.value(ctx));
    p.write_str(&format!(" {linkage} "));
    if let Some(visibility) = attr("visibility_").and_then(|a| Visibility::from_attr(ctx, a))
        && visibility != Visibility::Default
    {
        p.write_str(&format!("{visibility} "));
    }
    if attr("thread_local_").is_some() {
        p.write_str("thread_local ");
    }
    if let Some(unnamed) = attr("unnamed_addr").and_then(|a| UnnamedAddr::from_attr(ctx, a))
        && unnamed != UnnamedAddr::None
    {
        p.write_str(&format!("{unnamed} "));
    }
    if attr("constant").is_some() {
        p.write_str("constant ");
    }
    if let Some(name) = attr("sym_name") {
        p.print_symbol_name(ctx.string_bytes(name));
    }
    let (value, ty) = value_and_type(ctx, body, op);
    p.write_str("(");
    if let Some(value) = value {
        p.print_attribute(value);
    }
    p.write_str(")");
    crate::comdat::print_comdat(p, op);
    p.print_op_attr_dict(op, &SPELLED);
    // A string initializer of an `i8` array of its length says the type.
    let implied = matches!(
        (value.map(|v| ctx.attr_data(v)), ty),
        (Some(AttrData::String { value: bytes, .. }), Some(ty)) if ty == string_type(ctx, bytes.len())
    );
    if !implied && let Some(ty) = ty {
        p.write_str(" : ");
        p.print_type(ty);
    }
    let (scope, regions) = body.region_scope(op);
    if let Some(&region) = regions.first()
        && scope.region_entry(region).is_some()
    {
        p.write_str(" ");
        p.print_region(region, false, true, false);
    }
}

/// Whether the global has a non-empty initializer region.
fn has_initializer_region(body: &Body, op: OpId) -> bool {
    let (scope, regions) = body.region_scope(op);
    regions
        .first()
        .is_some_and(|&r| scope.region_entry(r).is_some())
}

/// MLIR's `isZeroAttribute`: an integer or float zero (either sign), or elements or an array
/// of them all. A string is not zero.
fn is_zero_attribute(ctx: &Context, value: Attribute) -> bool {
    match ctx.attr_data(value) {
        AttrData::Bool(b) => !*b,
        AttrData::Integer { value, .. } => matches!(value, oxir::attrs::IntValue::Small(0)),
        AttrData::Float { ty, bits } => {
            let width = oxir::types::get_int_or_float_bitwidth(ctx, *ty).unwrap_or(128);
            // Without the sign bit.
            u128::from(*bits) & ((1u128 << (width - 1)) - 1) == 0
        }
        AttrData::DenseElements { .. } => value
            .dyn_cast::<oxir::attrs::DenseElementsAttr>(ctx)
            .is_some_and(|dense| {
                let count = if dense.is_splat(ctx) {
                    1
                } else {
                    dense.num_elements(ctx)
                };
                !dense.is_strings(ctx)
                    && (0..count).all(|i| {
                        dense
                            .element_attr(ctx, i)
                            .is_some_and(|e| is_zero_attribute(ctx, e))
                    })
            }),
        AttrData::Array(elements) => elements.iter().all(|&e| is_zero_attribute(ctx, e)),
        _ => false,
    }
}

/// MLIR's `GlobalOp::verify`: a type a global can hold, a string initializer of an `i8` array
/// of its length, a zero value for `common` linkage, an array for `appending` linkage, and a
/// power-of-two alignment.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    let (value, ty) = value_and_type(ctx, body, op);
    let Some(ty) = ty else {
        return Ok(());
    };
    if !crate::types::is_valid_global_type(ctx, ty) {
        return error("expects type to be a valid element type for an LLVM global");
    }
    if let Some(AttrData::String { value: bytes, .. }) = value.map(|v| ctx.attr_data(v))
        && ty != string_type(ctx, bytes.len())
    {
        return error(
            "requires an i8 array type of the length equal to that of the string attribute",
        );
    }
    let linkage = oxir::op_support::attr(ctx, body, op, "linkage")
        .and_then(|a| a.dyn_cast::<LinkageAttr>(ctx))
        .map_or(Linkage::External, |l| l.value(ctx));
    if linkage == Linkage::Common
        && let Some(value) = value
        && !is_zero_attribute(ctx, value)
    {
        return error("expected zero value for 'common' linkage");
    }
    if linkage == Linkage::Appending && !ty.isa::<LLVMArrayType>(ctx) {
        return error("expected array type for 'appending' linkage");
    }
    if let Some(alignment) = oxir::op_support::attr(ctx, body, op, "alignment")
        .and_then(|a| crate::symbol_uses::integer_value(ctx, a))
        && (alignment <= 0 || alignment & (alignment - 1) != 0)
    {
        // MLIR reports this one without the op prefix.
        return Err(oxir::verifier::error_on_op(
            ctx,
            body,
            op,
            "alignment attribute is not a power of 2",
        ));
    }
    Ok(())
}

/// MLIR's `GlobalOp::verifyRegions`: an initializer region returns a value of the global's
/// type, holds only ops without side effects, and a global has an initial value or an
/// initializer region, not both.
pub fn verify_initializer(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if !has_initializer_region(body, op) {
        return Ok(());
    }
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let (value, ty) = value_and_type(ctx, body, op);
    let (scope, regions) = body.region_scope(op);
    let terminator = regions
        .first()
        .and_then(|&r| scope.region_entry(r))
        .and_then(|block| scope.last_op(block));
    if let Some(ret) = terminator
        && scope.op_name(ret) == ctx.op_name(crate::ReturnOp::NAME)
    {
        let Some(returned) = scope.operand(ret, 0) else {
            return error("initializer region cannot return void".into());
        };
        let returned = scope.value_type(returned);
        if let Some(ty) = ty
            && returned != ty
        {
            return error(format!(
                "initializer region type {} does not match global type {}",
                crate::types::type_text(ctx, returned),
                crate::types::type_text(ctx, ty)
            ));
        }
    }
    // Every op of the initializer must declare that it has no effect (a `MemoryEffectOpInterface`
    // without effects); MLIR reports the first other one at that op, without the op prefix.
    if let Some(block) = regions.first().and_then(|&r| scope.region_entry(r)) {
        for inner in scope.block_ops(block) {
            if !oxir::effects::own_effects(ctx, scope, inner).is_some_and(|e| e.is_empty()) {
                return Err(oxir::verifier::error_on_op(
                    ctx,
                    scope,
                    inner,
                    "ops with side effects not allowed in global initializers",
                ));
            }
        }
    }
    if value.is_some() {
        return error("cannot have both initializer value and region".into());
    }
    Ok(())
}
