//! What SPIR-V types and storage classes require of a target (MLIR's
//! `SPIRVType::getCapabilities` / `getExtensions` and the availability of `StorageClass`):
//! lists of alternatives, each satisfied by any one of its capabilities or extensions. The
//! type converter checks them against the target environment, `-spirv-update-vce` collects
//! them.

use oxir::types::FloatKind;
use oxir::{Context, Type, TypeData};
use oxir_spirv::types::{ArrayType, PointerType, RuntimeArrayType, StructType};
use oxir_spirv::{Capability, Extension, StorageClass};

/// Requirements: each entry is satisfied by any one of its items.
pub type AnyOf<T> = Vec<&'static [T]>;

/// The width of a scalar integer or float type.
pub fn scalar_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(FloatKind::F16) => Some(16),
        TypeData::Float(FloatKind::F32) => Some(32),
        TypeData::Float(FloatKind::F64) => Some(64),
        _ => None,
    }
}

/// Whether `ty` is one of SPIR-V's scalar types: `i1`, 8-, 16-, 32- and 64-bit integers of
/// any signedness, `f16`, `f32`, `f64`.
pub fn is_scalar(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => matches!(width, 1 | 8 | 16 | 32 | 64),
        _ => scalar_width(ctx, ty).is_some(),
    }
}

/// Whether `ty` is a vector SPIR-V takes: one dimension of 2, 3, 4, 8 or 16 scalars.
pub fn is_valid_vector(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            shape.len() == 1
                && !scalable.iter().any(|&s| s)
                && matches!(shape[0], 2 | 3 | 4 | 8 | 16)
                && is_scalar(ctx, *element)
        }
        _ => false,
    }
}

/// Whether `ty` is a SPIR-V type: a scalar, a valid vector or a type of the `spirv` dialect.
pub fn is_spirv_type(ctx: &Context, ty: Type) -> bool {
    is_scalar(ctx, ty) || is_valid_vector(ctx, ty) || oxir_spirv::types::is_spirv_type(ctx, ty)
}

/// The capabilities a storage class requires.
pub fn storage_class_capabilities(sc: StorageClass) -> &'static [Capability] {
    match sc {
        StorageClass::Uniform
        | StorageClass::Output
        | StorageClass::Private
        | StorageClass::PushConstant
        | StorageClass::StorageBuffer => &[Capability::Shader],
        StorageClass::AtomicCounter => &[Capability::AtomicStorage],
        StorageClass::Generic => &[Capability::GenericPointer],
        StorageClass::PhysicalStorageBuffer => &[Capability::PhysicalStorageBufferAddresses],
        _ => &[],
    }
}

/// The extensions a storage class requires (any one of them).
pub fn storage_class_extensions(sc: StorageClass) -> &'static [Extension] {
    match sc {
        StorageClass::StorageBuffer => &[
            Extension::SpvKhrStorageBufferStorageClass,
            Extension::SpvKhrVariablePointers,
        ],
        StorageClass::PhysicalStorageBuffer => &[Extension::SpvKhrPhysicalStorageBuffer],
        _ => &[],
    }
}

/// The capabilities of scalar `ty` in `storage` (or in computations when `None`).
fn scalar_capabilities(
    ctx: &Context,
    ty: Type,
    storage: Option<StorageClass>,
    out: &mut AnyOf<Capability>,
) {
    let Some(width) = scalar_width(ctx, ty) else {
        return;
    };
    let special = match (storage, width) {
        (Some(StorageClass::PushConstant), 8) => Some(&[Capability::StoragePushConstant8][..]),
        (Some(StorageClass::PushConstant), 16) => Some(&[Capability::StoragePushConstant16][..]),
        (Some(StorageClass::StorageBuffer), 8) => Some(&[Capability::StorageBuffer8BitAccess][..]),
        (Some(StorageClass::StorageBuffer), 16) => {
            Some(&[Capability::StorageBuffer16BitAccess][..])
        }
        (Some(StorageClass::Uniform), 8) => {
            Some(&[Capability::UniformAndStorageBuffer8BitAccess][..])
        }
        (Some(StorageClass::Uniform), 16) => {
            Some(&[Capability::UniformAndStorageBuffer16BitAccess][..])
        }
        (Some(StorageClass::Input | StorageClass::Output), 16) => {
            Some(&[Capability::StorageInputOutput16][..])
        }
        _ => None,
    };
    if let Some(caps) = special {
        out.push(caps);
        return;
    }
    let float = matches!(ctx.type_data(ty), TypeData::Float(_));
    let caps: &'static [Capability] = match (float, width) {
        (false, 8) => &[Capability::Int8],
        (false, 16) => &[Capability::Int16],
        (false, 64) => &[Capability::Int64],
        (true, 16) => &[Capability::Float16],
        (true, 64) => &[Capability::Float64],
        _ => return,
    };
    out.push(caps);
}

/// The extensions of scalar `ty` in `storage`.
fn scalar_extensions(
    ctx: &Context,
    ty: Type,
    storage: Option<StorageClass>,
    out: &mut AnyOf<Extension>,
) {
    let Some(width) = scalar_width(ctx, ty) else {
        return;
    };
    let interface = matches!(
        storage,
        Some(StorageClass::PushConstant | StorageClass::StorageBuffer | StorageClass::Uniform)
    );
    if interface && width == 8 {
        out.push(&[Extension::SpvKhr8bitStorage]);
    }
    let io = matches!(storage, Some(StorageClass::Input | StorageClass::Output));
    if (interface || io) && width == 16 {
        out.push(&[Extension::SpvKhr16bitStorage]);
    }
}

/// The types directly inside composite `ty` and the storage class they are in.
fn inner_types(ctx: &Context, ty: Type) -> Vec<Type> {
    if let Some(array) = ty.dyn_cast::<ArrayType>(ctx) {
        return vec![array.element(ctx)];
    }
    if let Some(array) = ty.dyn_cast::<RuntimeArrayType>(ctx) {
        return vec![array.element(ctx)];
    }
    if let Some(st) = ty.dyn_cast::<StructType>(ctx) {
        return st.members(ctx).to_vec();
    }
    Vec::new()
}

/// Appends the capabilities `ty` requires in `storage` to `out`.
pub fn type_capabilities(
    ctx: &Context,
    ty: Type,
    storage: Option<StorageClass>,
    out: &mut AnyOf<Capability>,
) {
    if let Some(ptr) = ty.dyn_cast::<PointerType>(ctx) {
        let sc = ptr.storage_class(ctx);
        type_capabilities(ctx, ptr.pointee(ctx), Some(sc), out);
        let caps = storage_class_capabilities(sc);
        if !caps.is_empty() {
            out.push(caps);
        }
        return;
    }
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        if matches!(shape.first(), Some(8 | 16)) {
            out.push(&[Capability::Vector16]);
        }
        return scalar_capabilities(ctx, *element, storage, out);
    }
    for inner in inner_types(ctx, ty) {
        type_capabilities(ctx, inner, storage, out);
    }
    scalar_capabilities(ctx, ty, storage, out);
}

/// Appends the extensions `ty` requires in `storage` to `out`.
pub fn type_extensions(
    ctx: &Context,
    ty: Type,
    storage: Option<StorageClass>,
    out: &mut AnyOf<Extension>,
) {
    if let Some(ptr) = ty.dyn_cast::<PointerType>(ctx) {
        let sc = ptr.storage_class(ctx);
        type_extensions(ctx, ptr.pointee(ctx), Some(sc), out);
        let exts = storage_class_extensions(sc);
        if !exts.is_empty() {
            out.push(exts);
        }
        return;
    }
    if let TypeData::Vector { element, .. } = ctx.type_data(ty) {
        return scalar_extensions(ctx, *element, storage, out);
    }
    for inner in inner_types(ctx, ty) {
        type_extensions(ctx, inner, storage, out);
    }
    scalar_extensions(ctx, ty, storage, out);
}
