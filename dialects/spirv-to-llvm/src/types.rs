//! The type conversion of `-convert-spirv-to-llvm` (MLIR 19's
//! `populateSPIRVToLLVMTypeConversion`), on top of the LLVM type converter for the builtin
//! types: `!spirv.ptr<T, Class>` becomes `!llvm.ptr` in the address space the client API gives
//! the storage class; `!spirv.array<N x T>` becomes `!llvm.array<N x T>` when its stride is none
//! or the element's size; `!spirv.rtarray<T>` (without a stride) `!llvm.array<0 x T>`; a struct
//! without member decorations becomes a packed `!llvm.struct` when it has no offsets and a
//! naturally padded one when its offsets (and the strides inside it) are the ones Vulkan's
//! layout rules give. Any other SPIR-V type is not converted, which the patterns report.

use oxir::conversion::TypeConverter;
use oxir::{Context, Type, TypeData};
use oxir_llvm::conversion::{LLVMTypeConverter, LowerToLLVMOptions};
use oxir_llvm::{LLVMArrayType, LLVMPointerType, LLVMStructType};
use oxir_spirv::{ArrayType, PointerType, RuntimeArrayType, StorageClass, StructType};

/// The client API the pass's `client-api` option names (MLIR's `spirv::ClientAPI`), which
/// decides the address spaces of pointers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClientApi {
    /// No API: every storage class is address space 0.
    Unknown,
    /// Metal (no address space mapping in MLIR 19).
    Metal,
    /// OpenCL: the mapping of the SPIR-V / OpenCL memory model.
    OpenCL,
    /// Vulkan (no address space mapping in MLIR 19).
    Vulkan,
    /// WebGPU (no address space mapping in MLIR 19).
    WebGPU,
}

impl ClientApi {
    /// The option's value names, in MLIR's order.
    pub const NAMES: &'static [&'static str] = &["Unknown", "Metal", "OpenCL", "Vulkan", "WebGPU"];

    /// The API named `name` (an option value).
    pub fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "Unknown" => ClientApi::Unknown,
            "Metal" => ClientApi::Metal,
            "OpenCL" => ClientApi::OpenCL,
            "Vulkan" => ClientApi::Vulkan,
            "WebGPU" => ClientApi::WebGPU,
            _ => return None,
        })
    }

    /// Whether MLIR 19 maps storage classes to address spaces for this API.
    pub fn has_address_spaces(self) -> bool {
        matches!(self, ClientApi::Unknown | ClientApi::OpenCL)
    }
}

/// The LLVM address space of storage class `class` under `api` (MLIR's
/// `storageClassToAddressSpace`).
pub fn address_space(api: ClientApi, class: StorageClass) -> u32 {
    if api != ClientApi::OpenCL {
        return 0;
    }
    match class {
        StorageClass::CrossWorkgroup | StorageClass::Input => 1,
        StorageClass::UniformConstant => 2,
        StorageClass::Workgroup => 3,
        StorageClass::Generic => 4,
        StorageClass::DeviceOnlyALTERA => 5,
        StorageClass::HostOnlyALTERA => 6,
        _ => 0,
    }
}

/// The converter of the pass: the LLVM converter, extended with the SPIR-V types under `api`.
pub fn spirv_to_llvm_type_converter(api: ClientApi) -> LLVMTypeConverter {
    let mut converter = LLVMTypeConverter::new(LowerToLLVMOptions::default());
    let base: TypeConverter = converter.type_converter().clone();
    converter.add_conversion(move |ctx, ty| convert(ctx, &base, api, ty).map(|t| vec![t]));
    converter
}

/// The type `ty` becomes: a SPIR-V type by the rules above, anything else by `base`. `None`
/// when a SPIR-V type (or one inside it) does not convert.
fn convert(ctx: &Context, base: &TypeConverter, api: ClientApi, ty: Type) -> Option<Type> {
    if !oxir_spirv::types::is_spirv_type(ctx, ty) {
        return base.convert_type_1to1(ctx, ty);
    }
    if let Some(pointer) = ty.dyn_cast::<PointerType>(ctx) {
        let space = address_space(api, pointer.storage_class(ctx));
        return Some(LLVMPointerType::get(ctx, space).ty());
    }
    if let Some(array) = ty.dyn_cast::<ArrayType>(ctx) {
        let element = array.element(ctx);
        let stride = array.stride(ctx);
        if stride != 0 && size_in_bytes(ctx, element) != Some(u64::from(stride)) {
            return None;
        }
        let element = convert(ctx, base, api, element)?;
        return Some(LLVMArrayType::get(ctx, u64::from(array.count(ctx)), element).ty());
    }
    if let Some(array) = ty.dyn_cast::<RuntimeArrayType>(ctx) {
        if array.stride(ctx) != 0 {
            return None;
        }
        let element = convert(ctx, base, api, array.element(ctx))?;
        return Some(LLVMArrayType::get(ctx, 0, element).ty());
    }
    if let Some(st) = ty.dyn_cast::<StructType>(ctx) {
        let body = st.body(ctx);
        if !body.decorations.is_empty() {
            return None;
        }
        let packed = body.offsets.is_empty();
        if !packed && vulkan_layout(ctx, ty).is_none() {
            return None;
        }
        let members = body
            .members
            .iter()
            .map(|&m| convert(ctx, base, api, m))
            .collect::<Option<Vec<_>>>()?;
        return Some(LLVMStructType::get_literal(ctx, &members, packed).ty());
    }
    None
}

/// The byte width of a scalar, `None` for other types.
fn scalar_bytes(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(u64::from(*width) / 8),
        TypeData::Float(_) => {
            let float = ty.dyn_cast::<oxir::types::FloatType>(ctx)?;
            Some(u64::from(float.width(ctx)) / 8)
        }
        _ => None,
    }
}

/// The size in bytes of a SPIR-V value of type `ty` (MLIR's `SPIRVType::getSizeInBytes`):
/// scalars, vectors, arrays (by their stride when they have one), and structs (to the end of
/// the last member).
fn size_in_bytes(ctx: &Context, ty: Type) -> Option<u64> {
    if let Some(bytes) = scalar_bytes(ctx, ty) {
        return Some(bytes);
    }
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        let count: i64 = shape.iter().product();
        return Some(u64::try_from(count).ok()? * scalar_bytes(ctx, *element)?);
    }
    if let Some(array) = ty.dyn_cast::<ArrayType>(ctx) {
        let element = match array.stride(ctx) {
            0 => size_in_bytes(ctx, array.element(ctx))?,
            stride => u64::from(stride),
        };
        return Some(element * u64::from(array.count(ctx)));
    }
    if let Some(st) = ty.dyn_cast::<StructType>(ctx) {
        let body = st.body(ctx);
        let Some(&last) = body.members.last() else {
            return Some(0);
        };
        let start = match body.offsets.last() {
            Some(&offset) => u64::from(offset),
            None => {
                let front = &body.members[..body.members.len() - 1];
                front
                    .iter()
                    .map(|&m| size_in_bytes(ctx, m))
                    .sum::<Option<u64>>()?
            }
        };
        return Some(start + size_in_bytes(ctx, last)?);
    }
    None
}

/// Rounds `value` up to a multiple of `align`.
fn align_to(value: u64, align: u64) -> u64 {
    value.div_ceil(align.max(1)) * align.max(1)
}

/// The size and alignment of `ty` under Vulkan's layout rules, when `ty` already carries the
/// offsets and strides those rules give it (MLIR's `ty == VulkanLayoutUtils::decorateType(ty)`);
/// `None` when it does not or cannot be laid out.
fn vulkan_layout(ctx: &Context, ty: Type) -> Option<(u64, u64)> {
    if let Some(bytes) = scalar_bytes(ctx, ty) {
        return Some((bytes, bytes.max(1)));
    }
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        let [count] = shape[..] else {
            return None;
        };
        let (size, align) = vulkan_layout(ctx, *element)?;
        let count = u64::try_from(count).ok()?;
        // A two-component vector aligns to twice its scalar, three and four to four times.
        let factor = if count == 2 { 2 } else { 4 };
        return Some((size * count, align * factor));
    }
    if let Some(array) = ty.dyn_cast::<ArrayType>(ctx) {
        let (size, align) = vulkan_layout(ctx, array.element(ctx))?;
        let stride = align_to(size, align);
        if u64::from(array.stride(ctx)) != stride {
            return None;
        }
        return Some((stride * u64::from(array.count(ctx)), align));
    }
    if let Some(array) = ty.dyn_cast::<RuntimeArrayType>(ctx) {
        let (size, align) = vulkan_layout(ctx, array.element(ctx))?;
        if u64::from(array.stride(ctx)) != align_to(size, align) {
            return None;
        }
        return Some((0, align));
    }
    if let Some(st) = ty.dyn_cast::<StructType>(ctx) {
        let body = st.body(ctx);
        if !body.decorations.is_empty() || body.offsets.len() != body.members.len() {
            return (body.members.is_empty() && body.offsets.is_empty()).then_some((0, 1));
        }
        let (mut end, mut max_align) = (0u64, 1u64);
        for (&member, &offset) in body.members.iter().zip(&body.offsets) {
            let (size, align) = vulkan_layout(ctx, member)?;
            let natural = align_to(end, align);
            if u64::from(offset) != natural {
                return None;
            }
            end = natural + size;
            max_align = max_align.max(align);
        }
        return Some((align_to(end, max_align), max_align));
    }
    None
}
