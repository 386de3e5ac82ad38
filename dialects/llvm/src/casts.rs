//! The checks MLIR writes by hand for the casts (`BitcastOp::verify` and `verifyExtOp` in
//! `LLVMDialect.cpp`), with its messages: a bitcast keeps pointers pointers in one address
//! space, and `zext` / `sext` widen integers, vector to vector of the same length.

use crate::LLVMPointerType;
use oxir::verifier::{error_on_op, op_error};
use oxir::{Body, Context, Diagnostic, OpId, Type, TypeData};

/// The element type of a vector, or the type itself.
fn scalar(ctx: &Context, ty: Type) -> Type {
    crate::types::vector_element(ctx, ty).unwrap_or(ty)
}

/// Whether `ty` is a builtin vector.
fn is_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Vector { .. })
}

/// The operand and result types of a one-operand, one-result op.
fn operand_and_result(body: &Body, op: OpId) -> Option<(Type, Type)> {
    let arg = body.operand(op, 0)?;
    let res = body.result(op, 0)?;
    Some((body.value_type(arg), body.value_type(res)))
}

/// MLIR's `BitcastOp::verify`: pointers cast only to pointers, of the same address space,
/// and a vector of pointers only to a vector of pointers.
pub fn bitcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((source, result)) = operand_and_result(body, op) else {
        return Ok(());
    };
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    let source_pointer = scalar(ctx, source).dyn_cast::<LLVMPointerType>(ctx);
    let result_pointer = scalar(ctx, result).dyn_cast::<LLVMPointerType>(ctx);
    let (source_pointer, result_pointer) = match (source_pointer, result_pointer) {
        (None, None) => return Ok(()),
        (Some(s), Some(r)) => (s, r),
        _ => return error("can only cast pointers from and to pointers"),
    };
    match (is_vector(ctx, source), is_vector(ctx, result)) {
        (false, true) => return error("cannot cast pointer to vector of pointers"),
        (true, false) => return error("cannot cast vector of pointers to pointer"),
        _ => {}
    }
    if source_pointer.address_space(ctx) != result_pointer.address_space(ctx) {
        return error(
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        );
    }
    Ok(())
}

/// The length of a vector type.
fn vector_length(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The width of an integer type.
fn width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => 0,
    }
}

/// MLIR's `verifyExtOp` of `llvm.zext` and `llvm.sext`: scalar to scalar or vector to vector
/// of one shape, to a wider integer. MLIR reports these without the op prefix.
pub fn ext(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((input, output)) = operand_and_result(body, op) else {
        return Ok(());
    };
    let error = |message: &str| Err(error_on_op(ctx, body, op, message));
    match (vector_length(ctx, input), vector_length(ctx, output)) {
        (Some(_), None) => return error("input type is a vector but output type is an integer"),
        (None, Some(_)) => return error("input type is an integer but output type is a vector"),
        (Some(a), Some(b)) if a != b => {
            return error("input and output vectors are of incompatible shape");
        }
        _ => {}
    }
    if width(ctx, scalar(ctx, output)) <= width(ctx, scalar(ctx, input)) {
        return error(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        );
    }
    Ok(())
}
