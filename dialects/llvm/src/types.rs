//! What MLIR's `LLVMTypes.cpp` checks of the LLVM types, and the predicates ops use: valid
//! element, argument and result types, and LLVM-compatible types (`isCompatibleType`).

use crate::structs::LLVMStructType;
use crate::{
    LLVMArrayType, LLVMArrayTypeStorage, LLVMFunctionType, LLVMFunctionTypeStorage, LLVMLabelType,
    LLVMMetadataType, LLVMPointerType, LLVMTokenType, LLVMVoidType,
};
use oxir::types::{FloatKind, Signedness};
use oxir::{Context, Type, TypeData};

/// `'ty'` as MLIR quotes a type in messages.
pub(crate) fn type_text(ctx: &Context, ty: Type) -> String {
    format!("'{}'", oxir::text::printer::print_type(ctx, ty))
}

/// Whether `ty` is one of the types that only mark things in LLVM IR: `void`, `token`,
/// `label`, `metadata`.
fn is_marker(ctx: &Context, ty: Type) -> bool {
    ty.isa::<LLVMVoidType>(ctx)
        || ty.isa::<LLVMTokenType>(ctx)
        || ty.isa::<LLVMLabelType>(ctx)
        || ty.isa::<LLVMMetadataType>(ctx)
}

/// Whether `ty` can be an element of an array or a struct (MLIR's `isValidElementType`):
/// anything but `void`, `token`, `label`, `metadata` and function types.
pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
    !is_marker(ctx, ty) && !ty.isa::<LLVMFunctionType>(ctx)
}

/// Whether `ty` can be a function argument (MLIR's `isValidArgumentType`).
pub fn is_valid_argument_type(ctx: &Context, ty: Type) -> bool {
    !ty.isa::<LLVMVoidType>(ctx) && !ty.isa::<LLVMFunctionType>(ctx)
}

/// Whether `ty` can be a function result (MLIR's `isValidResultType`).
pub fn is_valid_result_type(ctx: &Context, ty: Type) -> bool {
    !ty.isa::<LLVMFunctionType>(ctx)
        && !ty.isa::<LLVMLabelType>(ctx)
        && !ty.isa::<LLVMMetadataType>(ctx)
}

/// Whether a global can have type `ty` (MLIR's check in `GlobalOp::verify`): a compatible
/// type that is not a marker.
pub fn is_valid_global_type(ctx: &Context, ty: Type) -> bool {
    is_compatible_type(ctx, ty) && !is_marker(ctx, ty)
}

/// The verifier of `!llvm.array` (MLIR's `LLVMArrayType::verify`).
pub fn verify_array(ctx: &Context, storage: &LLVMArrayTypeStorage) -> Result<(), String> {
    if !is_valid_element_type(ctx, storage.element_type) {
        return Err(format!(
            "invalid array element type: {}",
            type_text(ctx, storage.element_type)
        ));
    }
    Ok(())
}

/// The verifier of `!llvm.func` (MLIR's `LLVMFunctionType::verify`).
pub fn verify_function(ctx: &Context, storage: &LLVMFunctionTypeStorage) -> Result<(), String> {
    if !is_valid_result_type(ctx, storage.return_type) {
        return Err(format!(
            "invalid function result type: {}",
            type_text(ctx, storage.return_type)
        ));
    }
    if let Some(&bad) = storage
        .params
        .iter()
        .find(|&&t| !is_valid_argument_type(ctx, t))
    {
        return Err(format!(
            "invalid function argument type: {}",
            type_text(ctx, bad)
        ));
    }
    Ok(())
}

/// Whether `ty` is a type of the `llvm` dialect.
pub fn is_llvm_dialect_type(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Dialect(storage) if storage.dialect == "llvm")
}

/// Whether `ty` is a builtin float type LLVM has (MLIR's `isCompatibleFloatingPointType`).
pub fn is_compatible_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Float(
            FloatKind::F16
                | FloatKind::BF16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        )
    )
}

/// Whether `ty` is a signless builtin integer.
pub fn is_signless_integer(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// Whether `ty` is a type the LLVM dialect works with (MLIR's `isCompatibleType`): its own
/// types, signless integers, LLVM's floats, and vectors of those or of pointers.
pub fn is_compatible_type(ctx: &Context, ty: Type) -> bool {
    if is_llvm_dialect_type(ctx, ty) || is_signless_integer(ctx, ty) || is_compatible_float(ctx, ty)
    {
        return true;
    }
    match ctx.type_data(ty) {
        TypeData::Vector { element, shape, .. } => {
            shape.len() == 1
                && (is_signless_integer(ctx, *element)
                    || is_compatible_float(ctx, *element)
                    || element.isa::<LLVMPointerType>(ctx))
        }
        _ => false,
    }
}

/// Whether `ty` is a builtin vector LLVM can hold (MLIR's `isCompatibleVectorType`): one
/// dimension, fixed or scalable, of signless integers, LLVM's floats or pointers.
pub fn is_compatible_vector_type(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Vector { .. }) && is_compatible_type(ctx, ty)
}

/// Whether `ty` is an array or a struct (MLIR's `LLVM_AnyAggregate`).
pub fn is_aggregate_type(ctx: &Context, ty: Type) -> bool {
    ty.isa::<LLVMArrayType>(ctx) || ty.isa::<LLVMStructType>(ctx)
}

/// A compatible type that is not an aggregate (MLIR's `LLVM_AnyNonAggregate`).
pub fn is_non_aggregate_type(ctx: &Context, ty: Type) -> bool {
    is_compatible_type(ctx, ty) && !is_aggregate_type(ctx, ty)
}

/// A compatible type a value can have: not `void`, not a function (MLIR's
/// `LLVM_PrimitiveType`).
pub fn is_primitive_type(ctx: &Context, ty: Type) -> bool {
    is_compatible_type(ctx, ty) && !ty.isa::<LLVMVoidType>(ctx) && !ty.isa::<LLVMFunctionType>(ctx)
}

/// A primitive type with a size, which memory can hold: opaque structs have none (MLIR's
/// `LLVM_LoadableType`).
pub fn is_loadable_type(ctx: &Context, ty: Type) -> bool {
    is_primitive_type(ctx, ty)
        && !ty
            .dyn_cast::<LLVMStructType>(ctx)
            .is_some_and(|s| s.is_opaque(ctx))
}

/// Whether an atomic access can have values of `ty` (MLIR's `isTypeCompatibleWithAtomicOp`):
/// pointers, and integers and LLVM's floats of 8, 16, 32 or 64 bits.
pub fn is_atomic_type(ctx: &Context, ty: Type) -> bool {
    if ty.isa::<LLVMPointerType>(ctx) {
        return true;
    }
    let width = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(kind) if is_compatible_float(ctx, ty) => Some(kind.bit_width()),
        _ => None,
    };
    matches!(width, Some(8 | 16 | 32 | 64))
}

/// The element type of a vector (the `TypesMatchWith` transform of `llvm.extractelement` and
/// `llvm.insertelement`).
pub fn vector_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// The type itself: the `TypesMatchWith` transform of an entity whose type is another's
/// (MLIR's `$_self`), as in `llvm.atomicrmw` and `llvm.cmpxchg`.
pub fn same(_ctx: &Context, ty: Type) -> Type {
    ty
}

/// `!llvm.struct<(T, i1)>` for a value of type `T`: the `TypesMatchWith` transform giving the
/// result of `llvm.cmpxchg` (MLIR's `getValAndBoolStructType`).
pub fn value_and_flag(ctx: &Context, ty: Type) -> Type {
    crate::structs::LLVMStructType::get_literal(ctx, &[ty, ctx.common().i1], false).ty()
}

/// The result type of `llvm.cmpxchg`: `!llvm.struct<(T, i1)>` for values of type `T`.
pub fn infer_cmpxchg(
    ctx: &Context,
    input: &oxir::op_support::InferInput<'_>,
) -> Result<Vec<Type>, String> {
    let Some(&value) = input.operand_types.get(1) else {
        return Err("expected a compared value".into());
    };
    let i1 = ctx.common().i1;
    Ok(vec![
        crate::structs::LLVMStructType::get_literal(ctx, &[value, i1], false).ty(),
    ])
}
