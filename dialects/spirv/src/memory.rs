//! The memory ops' custom forms and checks (MLIR's `LoadOp`, `StoreOp`, `AccessChainOp` and
//! `PtrAccessChainOp` in `MemoryOps.cpp`): `spirv.Load "Function" %p ["Aligned", 4] : f32`,
//! `spirv.Store "Function" %p, %v : f32`, `spirv.AccessChain %p[%i, %j] : !spirv.ptr<...>,
//! i32, i32`, whose result type follows the indices into the pointee (a struct member by the
//! value of the `spirv.Constant` giving its index).

use crate::forms::{attr, finish_props, i32_attr, int_value, named, parse_enum_string};
use crate::types::{ArrayType, MatrixType, PointerType, RuntimeArrayType, StructType};
use crate::{MemoryAccess, MemoryAccessAttr, StorageClass};
use oxir::text::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, Type, TypeData, Value};

/// The memory access attributes, which the form spells in brackets.
const ACCESS: [&str; 2] = ["memory_access", "alignment"];

/// `"StorageClass" %ptr`: the pointer operand and its storage class.
fn parse_pointer<'src>(
    p: &mut OpAsmParser<'_, 'src>,
) -> ParseResult<(StorageClass, UnresolvedOperand<'src>)> {
    let class: StorageClass = parse_enum_string(p, "storage class")?;
    let operand = p.parse_operand()?;
    Ok((class, operand))
}

/// `(["Access"(, alignment)?])?`, into `props`.
fn parse_access(
    p: &mut OpAsmParser<'_, '_>,
    props: &mut Vec<oxir::attrs::NamedAttr>,
) -> ParseResult<()> {
    let ctx = p.context();
    if !p.parse_optional_lsquare() {
        return Ok(());
    }
    let access: MemoryAccess = parse_enum_string(p, "memory access")?;
    props.push(named(
        ctx,
        "memory_access",
        MemoryAccessAttr::get(ctx, access).attr(),
    ));
    if access.contains(MemoryAccess::ALIGNED) {
        p.parse_comma()?;
        props.push(named(ctx, "alignment", i32_attr(ctx, p.parse_integer()?)));
    }
    p.parse_rsquare()
}

/// Prints ` ["Access", alignment]` when the op has a memory access.
fn print_access(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let Some(access) = attr(ctx, body, op, "memory_access")
        .and_then(|a| a.dyn_cast::<MemoryAccessAttr>(ctx))
        .map(|a| a.value(ctx))
    else {
        return;
    };
    p.write_str(&format!(" [\"{access}\""));
    if let Some(alignment) = attr(ctx, body, op, "alignment").and_then(|a| int_value(ctx, a)) {
        p.write_str(&format!(", {alignment}"));
    }
    p.write_str("]");
}

/// The storage class of a pointer value, for the printers.
fn storage_class(ctx: &Context, body: &Body, value: Value) -> Option<StorageClass> {
    body.value_type(value)
        .dyn_cast::<PointerType>(ctx)
        .map(|t| t.storage_class(ctx))
}

/// The parser of `spirv.Load`.
pub fn parse_load(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let (class, pointer) = parse_pointer(p)?;
    let mut props = Vec::new();
    parse_access(p, &mut props)?;
    finish_props(p, state, props, &ACCESS)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let pointer_type = PointerType::get(ctx, ty, class).ty();
    state
        .operands
        .push(p.resolve_operand(pointer, pointer_type)?);
    state.result_types.push(ty);
    Ok(())
}

/// The printer of `spirv.Load`.
pub fn print_load(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let (Some(pointer), Some(result)) = (body.operands(op).next(), body.result(op, 0)) else {
        return p.print_generic(op);
    };
    let Some(class) = storage_class(ctx, body, pointer) else {
        return p.print_generic(op);
    };
    p.write_str(&format!(" \"{class}\" "));
    p.print_operand(pointer);
    print_access(p, op);
    p.print_op_attr_dict(op, &ACCESS);
    p.write_str(" : ");
    p.print_type(body.value_type(result));
}

/// The parser of `spirv.Store`.
pub fn parse_store(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let (class, pointer) = parse_pointer(p)?;
    p.parse_comma()?;
    let value = p.parse_operand()?;
    let mut props = Vec::new();
    parse_access(p, &mut props)?;
    finish_props(p, state, props, &ACCESS)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let pointer_type = PointerType::get(ctx, ty, class).ty();
    state
        .operands
        .push(p.resolve_operand(pointer, pointer_type)?);
    state.operands.push(p.resolve_operand(value, ty)?);
    Ok(())
}

/// The printer of `spirv.Store`.
pub fn print_store(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let operands: Vec<Value> = body.operands(op).collect();
    let [pointer, value] = operands[..] else {
        return p.print_generic(op);
    };
    let Some(class) = storage_class(ctx, body, pointer) else {
        return p.print_generic(op);
    };
    p.write_str(&format!(" \"{class}\" "));
    p.print_operand(pointer);
    p.write_str(", ");
    p.print_operand(value);
    print_access(p, op);
    p.print_op_attr_dict(op, &ACCESS);
    p.write_str(" : ");
    p.print_type(body.value_type(value));
}

/// MLIR's check of `spirv.Load`: the result is the pointee.
pub fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(pointer), Some(result)) = (body.operands(op).next(), body.result(op, 0)) else {
        return Ok(());
    };
    check_pointee(ctx, body, op, pointer, body.value_type(result))
}

/// MLIR's check of `spirv.Store`: the value is of the pointee type.
pub fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = body.operands(op).collect();
    let [pointer, value] = operands[..] else {
        return Ok(());
    };
    check_pointee(ctx, body, op, pointer, body.value_type(value))
}

/// `value_type` is what `pointer` points to (MLIR's `verifyLoadStorePtrAndValTypes`).
fn check_pointee(
    ctx: &Context,
    body: &Body,
    op: OpId,
    pointer: Value,
    value_type: Type,
) -> Result<(), Diagnostic> {
    let Some(ptr) = body.value_type(pointer).dyn_cast::<PointerType>(ctx) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand #0 must be any SPIR-V pointer type",
        ));
    };
    if ptr.pointee(ctx) != value_type {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch in result type and pointer type",
        ));
    }
    Ok(())
}

/// The value of the `spirv.Constant` defining `index`, if any.
fn constant_index(ctx: &Context, body: &Body, index: Value) -> Option<i64> {
    let op = index.defining_op()?;
    if ctx.op_name_str(body.op_name(op)) != crate::ConstantOp::NAME {
        return None;
    }
    int_value(ctx, attr(ctx, body, op, "value")?)
}

/// The type `indices` reach into `ty` (MLIR's `getElementType` of the access chains), or
/// MLIR's message.
fn indexed_type(
    ctx: &Context,
    body: &Body,
    mut ty: Type,
    indices: &[Value],
) -> Result<Type, String> {
    for &index in indices {
        ty = if let Some(s) = ty.dyn_cast::<StructType>(ctx) {
            let Some(i) = constant_index(ctx, body, index) else {
                return Err(
                    "index must be an integer spirv.Constant to access element of spirv.struct"
                        .into(),
                );
            };
            let members = s.members(ctx);
            match usize::try_from(i).ok().and_then(|i| members.get(i)) {
                Some(&member) => member,
                None => {
                    return Err(format!(
                        "index {i} out of bounds for {}",
                        crate::forms::quoted(ctx, ty)
                    ));
                }
            }
        } else if let Some(a) = ty.dyn_cast::<ArrayType>(ctx) {
            a.element(ctx)
        } else if let Some(a) = ty.dyn_cast::<RuntimeArrayType>(ctx) {
            a.element(ctx)
        } else if let Some(m) = ty.dyn_cast::<MatrixType>(ctx) {
            m.column(ctx)
        } else if let TypeData::Vector { element, .. } = ctx.type_data(ty) {
            *element
        } else {
            return Err(format!(
                "cannot extract from non-composite type {} with index {}",
                crate::forms::quoted(ctx, ty),
                indices.len()
            ));
        };
    }
    Ok(ty)
}

/// Reads `%base[%i, ...] attr-dict : base-type, index-types` and infers the result type;
/// `skip` leading indices do not step into the pointee (`spirv.PtrAccessChain`'s element).
fn parse_chain(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    skip: usize,
) -> ParseResult<()> {
    let ctx = p.context();
    let base = p.parse_operand()?;
    p.parse_lsquare()?;
    let mut indices = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            indices.push(p.parse_operand()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.parse_colon()?;
    let at = p.current_offset();
    let base_type = p.parse_type()?;
    let mut index_types = Vec::new();
    for _ in &indices {
        p.parse_comma()?;
        index_types.push(p.parse_type()?);
    }
    let Some(pointer) = base_type.dyn_cast::<PointerType>(ctx) else {
        return Err(p.error_at(at, "expected spirv.ptr type"));
    };
    state.operands.push(p.resolve_operand(base, base_type)?);
    let values = p.resolve_operands(&indices, &index_types)?;
    let element = indexed_type(
        ctx,
        p.body(),
        pointer.pointee(ctx),
        &values[skip.min(values.len())..],
    )
    .map_err(|message| p.error_at(at, message))?;
    state.operands.extend(values);
    state
        .result_types
        .push(PointerType::get(ctx, element, pointer.storage_class(ctx)).ty());
    Ok(())
}

/// The printer of `spirv.AccessChain` and `spirv.PtrAccessChain`: `%base[%i, ...] attr-dict
/// : base-type, index-types`.
pub fn print_chain(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let Some((&base, indices)) = operands.split_first() else {
        return p.print_generic(op);
    };
    p.write_str(" ");
    p.print_operand(base);
    p.write_str("[");
    p.print_operands(indices.iter().copied());
    p.write_str("]");
    p.print_op_attr_dict(op, &[]);
    p.write_str(" : ");
    for (i, &value) in operands.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(body.value_type(value));
    }
}

/// The parser of `spirv.AccessChain`.
pub fn parse_access_chain(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_chain(p, state, 0)
}

/// The parser of `spirv.PtrAccessChain`.
pub fn parse_ptr_access_chain(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_chain(p, state, 1)
}

/// MLIR's check of `spirv.AccessChain`: the result points to what the indices reach.
pub fn verify_access_chain(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = body.operands(op).collect();
    let (Some((&base, indices)), Some(result)) = (operands.split_first(), body.result(op, 0))
    else {
        return Ok(());
    };
    let Some(pointer) = body.value_type(base).dyn_cast::<PointerType>(ctx) else {
        return Ok(());
    };
    let element = indexed_type(ctx, body, pointer.pointee(ctx), indices)
        .map_err(|message| op_error(ctx, body, op, message))?;
    let expected = PointerType::get(ctx, element, pointer.storage_class(ctx)).ty();
    if body.value_type(result) != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "invalid result type: expected {}, but provided {}",
                crate::forms::quoted(ctx, expected),
                crate::forms::quoted(ctx, body.value_type(result))
            ),
        ));
    }
    Ok(())
}
