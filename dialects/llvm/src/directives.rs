//! The `custom<...>` directives of the op formats, MLIR's hand-written ones in
//! `LLVMDialect.cpp`: `LLVMOpAttrs` (the attribute dictionary without empty fast-math flags),
//! `InsertExtractValueElementType` (the element type at a position of an aggregate, never
//! printed), `ShuffleType` (the result type of a shuffle, never printed) and `GEPIndices` (a
//! GEP's constant and dynamic indices in one list), and `SyncScope` (the `syncscope(...)` of
//! atomic loads and stores).

use crate::LLVMArrayType;
use crate::gep::DYNAMIC_INDEX;
use crate::structs::LLVMStructType;
use oxir::attrs::{DenseArrayAttr, NamedAttr};
use oxir::text::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::types::VectorType;
use oxir::{Attribute, Context, OpId, Type, TypeData, Value};

/// Reads the optional `syncscope("name")` of an atomic load or store, which MLIR 19 writes as
/// an optional group nested in the `atomic` one.
pub fn parse_sync_scope(
    p: &mut OpAsmParser<'_, '_>,
    syncscope: &mut Option<Attribute>,
) -> ParseResult<()> {
    if p.parse_optional_keyword("syncscope") {
        p.parse_lparen()?;
        *syncscope = Some(p.parse_attribute()?);
        p.parse_rparen()?;
    }
    Ok(())
}

/// Writes the `syncscope("name")` of an atomic load or store, when it has one, with the space
/// before it (the format gives none, so that an absent scope leaves one space).
pub fn print_sync_scope(p: &mut OpAsmPrinter<'_>, _op: OpId, syncscope: Option<Attribute>) {
    if let Some(scope) = syncscope {
        p.write_str(" syncscope(");
        p.print_attribute(scope);
        p.write_str(")");
    }
}

/// Reads an op's attribute dictionary (MLIR's `parseLLVMOpAttrs`).
pub fn parse_llvm_op_attrs(
    p: &mut OpAsmParser<'_, '_>,
    attrs: &mut Vec<NamedAttr>,
) -> ParseResult<()> {
    p.parse_optional_attr_dict(attrs)
}

/// Writes an op's attribute dictionary without fast-math flags that hold no flag and without
/// overflow flags (MLIR's `printLLVMOpAttrs`).
pub fn print_llvm_op_attrs(p: &mut OpAsmPrinter<'_>, _op: OpId, attrs: &[NamedAttr]) {
    let ctx = p.ctx();
    let kept: Vec<NamedAttr> = attrs
        .iter()
        .copied()
        .filter(|entry| !crate::forms::is_default_fastmath(ctx, entry))
        .collect();
    p.print_optional_attr_dict(&kept, &["overflowFlags"]);
}

/// The type at `position` inside `container`, an array or struct nested as deep as the
/// position is long, or MLIR's message (`getInsertExtractValueElementType`).
pub fn value_element_type(
    ctx: &Context,
    container: Type,
    position: &[i64],
) -> Result<Type, String> {
    let mut ty = container;
    for &index in position {
        if let Some(array) = ty.dyn_cast::<LLVMArrayType>(ctx) {
            if index < 0 || index as u64 >= array.num_elements(ctx) {
                return Err(format!("position out of bounds: {index}"));
            }
            ty = array.element_type(ctx);
        } else if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
            let body = st.body(ctx);
            match usize::try_from(index).ok().and_then(|i| body.get(i)) {
                Some(&element) => ty = element,
                None => return Err(format!("position out of bounds: {index}")),
            }
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: {}",
                crate::types::type_text(ctx, ty)
            ));
        }
    }
    Ok(ty)
}

/// The positions of a `DenseI64ArrayAttr`.
pub fn positions(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    attr.and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(|v| v.collect()))
        .unwrap_or_default()
}

/// Derives the element type of `llvm.extractvalue` / `llvm.insertvalue` from the container
/// and the position read before it.
pub fn parse_insert_extract_value_element_type(
    p: &mut OpAsmParser<'_, '_>,
    element: &mut Option<Type>,
    container: Option<Type>,
    position: Option<Attribute>,
) -> ParseResult<()> {
    let ctx = p.context();
    let Some(container) = container else {
        return Err(p.error("expected a container type"));
    };
    let at = p.current_offset();
    let ty = value_element_type(ctx, container, &positions(ctx, position))
        .map_err(|message| p.error_at(at, message))?;
    *element = Some(ty);
    Ok(())
}

/// Prints nothing: the element type follows from the container and the position.
pub fn print_insert_extract_value_element_type(
    _p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    _element: Type,
    _container: Type,
    _position: Option<Attribute>,
) {
}

/// Derives the result type of `llvm.shufflevector`: a vector of the operands' element type, as
/// long as the mask (MLIR's `parseShuffleType`).
pub fn parse_shuffle_type(
    p: &mut OpAsmParser<'_, '_>,
    v1: Option<Type>,
    result: &mut Option<Type>,
    mask: Option<Attribute>,
) -> ParseResult<()> {
    let ctx = p.context();
    let Some(v1) = v1 else {
        return Err(p.error("expected a vector type"));
    };
    let TypeData::Vector {
        element, scalable, ..
    } = ctx.type_data(v1)
    else {
        return Err(p.error("expected an LLVM compatible vector type"));
    };
    let len = mask
        .and_then(|m| m.dyn_cast::<DenseArrayAttr>(ctx))
        .map_or(0, |m| m.len(ctx)) as i64;
    let scalable = scalable.first().copied().unwrap_or(false);
    *result = Some(VectorType::get_scalable(ctx, &[len], &[scalable], *element).ty());
    Ok(())
}

/// Prints nothing: the result type follows from the operands and the mask.
pub fn print_shuffle_type(
    _p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    _v1: Type,
    _result: Type,
    _mask: Option<Attribute>,
) {
}

/// Reads a GEP's indices: integers (constant indices) and SSA values (dynamic ones), separated
/// by commas, into the dynamic operands and `rawConstantIndices` (MLIR's `parseGEPIndices`).
pub fn parse_gep_indices<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    dynamic: &mut Vec<UnresolvedOperand<'src>>,
    raw: &mut Option<Attribute>,
) -> ParseResult<()> {
    let mut indices = Vec::new();
    loop {
        let at = p.current_offset();
        if let Some(value) = p.parse_optional_integer()? {
            let Ok(value) = i32::try_from(value) else {
                return Err(p.error_at(at, "integer value too large"));
            };
            indices.push(value);
        } else {
            dynamic.push(p.parse_operand()?);
            indices.push(DYNAMIC_INDEX);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    *raw = Some(DenseArrayAttr::from_i32(p.context(), &indices).attr());
    Ok(())
}

/// Writes a GEP's indices in order, constant ones as integers (MLIR's `printGEPIndices`).
pub fn print_gep_indices(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    dynamic: &[Value],
    raw: Option<Attribute>,
) {
    let ctx = p.ctx();
    let mut dynamic = dynamic.iter();
    for (i, index) in crate::gep::raw_indices(ctx, raw).into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if index == DYNAMIC_INDEX {
            if let Some(&value) = dynamic.next() {
                p.print_operand(value);
            }
        } else {
            p.write_str(&index.to_string());
        }
    }
}

// The type definitions' directives live with the type syntax; the formats find every
// directive of the dialect in this module.
pub use crate::syntax::{
    parse_function_types, parse_pretty_llvm_type, print_function_types, print_pretty_llvm_type,
};
