//! The SPIR-V type converter (MLIR's `SPIRVTypeConverter`): `index` becomes `i32` (or `i64`
//! under `use-64bit-index`); scalars and vectors stay when the target environment allows them,
//! narrower ones are emulated with 32 bits when allowed to (`emulate-lt-32-bit-scalar-types`),
//! sub-byte integers become `i32`, vectors of one element their scalar; a memref in a SPIR-V
//! storage class becomes a `!spirv.ptr` in that class to a struct holding an `!spirv.array`
//! (static shapes) or `!spirv.rtarray` (dynamic ones), with the element's stride and the member
//! offset `[0]` in the classes that need an explicit layout (`StorageBuffer`, `Uniform`,
//! `PushConstant`, `PhysicalStorageBuffer`), or, when `Kernel` is allowed, a pointer to the
//! array (or to the element for dynamic shapes) without the struct. `i1` memrefs are stored
//! as `i8` (`bool-num-bits`, which MLIR only implements for 8). Types the target does not
//! allow and cannot be emulated do not convert: the ops using them fail to legalize.

use crate::requirements::{self, AnyOf, scalar_width};
use crate::target_env::TargetEnv;
use oxir::conversion::TypeConverter;
use oxir::rewrite::PatternRewriter;
use oxir::structure::{Location, Value};
use oxir::types::{FloatKind, MemRefType, Signedness, VectorType};
use oxir::{Context, Type, TypeData};
use oxir_spirv::types::{ArrayType, MemberDecoration, PointerType, RuntimeArrayType, StructBody};
use oxir_spirv::{Capability, StorageClass, StorageClassAttr, StructType};
use std::sync::Arc;

/// The options of the conversion (MLIR's `SPIRVConversionOptions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpirvConversionOptions {
    /// `index` becomes `i64` rather than `i32`.
    pub use_64bit_index: bool,
    /// The bits a stored `i1` takes (only 8 is implemented, as in MLIR).
    pub bool_num_bits: u32,
    /// Scalars narrower than 32 bits the target does not allow become 32-bit ones.
    pub emulate_lt_32_bit_scalar_types: bool,
}

impl Default for SpirvConversionOptions {
    fn default() -> Self {
        SpirvConversionOptions {
            use_64bit_index: false,
            bool_num_bits: 8,
            emulate_lt_32_bit_scalar_types: true,
        }
    }
}

/// The SPIR-V type converter: a target environment and options. See the module
/// documentation.
#[derive(Clone, Debug)]
pub struct SpirvTypeConverter {
    env: Arc<TargetEnv>,
    options: SpirvConversionOptions,
}

impl SpirvTypeConverter {
    /// The converter for `env` under `options`.
    pub fn new(env: TargetEnv, options: SpirvConversionOptions) -> Self {
        SpirvTypeConverter {
            env: Arc::new(env),
            options,
        }
    }

    /// The target environment.
    pub fn env(&self) -> &TargetEnv {
        &self.env
    }

    /// The options.
    pub fn options(&self) -> SpirvConversionOptions {
        self.options
    }

    /// The integer type `index` becomes.
    pub fn index_type(&self, ctx: &Context) -> Type {
        if self.options.use_64bit_index {
            ctx.common().i64
        } else {
            ctx.common().i32
        }
    }

    /// Whether the target allows `cap`.
    pub fn allows(&self, cap: Capability) -> bool {
        self.env.allows(cap)
    }

    /// The type `ty` becomes; `None` when it cannot be converted.
    pub fn convert(&self, ctx: &Context, ty: Type) -> Option<Type> {
        if oxir_spirv::types::is_spirv_type(ctx, ty) {
            return Some(ty);
        }
        match ctx.type_data(ty) {
            TypeData::Index => Some(self.index_type(ctx)),
            TypeData::Integer { width, .. } if requirements::is_scalar(ctx, ty) => {
                let _ = width;
                self.convert_scalar(ctx, ty, None)
            }
            TypeData::Integer { .. } => sub_byte(ctx, ty),
            TypeData::Float(_) if requirements::is_scalar(ctx, ty) => {
                self.convert_scalar(ctx, ty, None)
            }
            TypeData::Vector { .. } => self.convert_vector(ctx, ty, None),
            TypeData::MemRef { .. } => self.convert_memref(ctx, ty),
            _ => None,
        }
    }

    /// Whether the target satisfies `caps` and `exts`.
    fn satisfies(&self, caps: &AnyOf<Capability>, exts: &AnyOf<oxir_spirv::Extension>) -> bool {
        caps.iter().all(|any| self.env.allows_any(any).is_some())
            && exts
                .iter()
                .all(|any| self.env.allows_any_extension(any).is_some())
    }

    /// MLIR's `convertScalarType`.
    fn convert_scalar(
        &self,
        ctx: &Context,
        ty: Type,
        storage: Option<StorageClass>,
    ) -> Option<Type> {
        let (mut caps, mut exts) = (Vec::new(), Vec::new());
        requirements::type_capabilities(ctx, ty, storage, &mut caps);
        requirements::type_extensions(ctx, ty, storage, &mut exts);
        if self.satisfies(&caps, &exts) {
            return Some(ty);
        }
        if !self.options.emulate_lt_32_bit_scalar_types || scalar_width(ctx, ty)? > 32 {
            return None;
        }
        match ctx.type_data(ty) {
            TypeData::Float(_) => Some(ctx.common().f32),
            TypeData::Integer { signedness, .. } => Some(ctx.intern_type(TypeData::Integer {
                width: 32,
                signedness: *signedness,
            })),
            _ => None,
        }
    }

    /// MLIR's `convertVectorType`.
    fn convert_vector(
        &self,
        ctx: &Context,
        ty: Type,
        storage: Option<StorageClass>,
    ) -> Option<Type> {
        let TypeData::Vector {
            shape,
            scalable,
            element,
        } = ctx.type_data(ty)
        else {
            return None;
        };
        let (shape, scalable) = (shape.clone(), scalable.clone());
        let element = match ctx.type_data(*element) {
            TypeData::Index => self.index_type(ctx),
            _ => *element,
        };
        let count: i64 = shape.iter().product();
        let with_element = |e: Type| VectorType::get_scalable(ctx, &shape, &scalable, e).ty();
        if !requirements::is_scalar(ctx, element) {
            let converted = sub_byte(ctx, element)?;
            if shape.len() <= 1 && count == 1 {
                return Some(converted);
            }
            return (count <= 4).then(|| with_element(converted));
        }
        if shape.len() <= 1 && count == 1 {
            return self.convert_scalar(ctx, element, storage);
        }
        let vector = with_element(element);
        if !requirements::is_valid_vector(ctx, vector) {
            return None;
        }
        let (mut caps, mut exts) = (Vec::new(), Vec::new());
        requirements::type_capabilities(ctx, vector, storage, &mut caps);
        requirements::type_extensions(ctx, vector, storage, &mut exts);
        if self.satisfies(&caps, &exts) {
            return Some(vector);
        }
        self.convert_scalar(ctx, element, storage).map(with_element)
    }

    /// MLIR's `convertMemrefType` (with its `i1` and sub-byte cases).
    fn convert_memref(&self, ctx: &Context, ty: Type) -> Option<Type> {
        let TypeData::MemRef {
            shape,
            element,
            memory_space,
            ..
        } = ctx.type_data(ty)
        else {
            return None;
        };
        let storage = memory_space
            .and_then(|a| a.dyn_cast::<StorageClassAttr>(ctx))?
            .value(ctx);
        let element = *element;
        let dynamic = shape.iter().any(|&d| d < 0);
        let num_elements: i64 = shape.iter().product();
        let (array_element, stored_bits) = match ctx.type_data(element) {
            TypeData::Integer { width: 1, .. } => {
                if self.options.bool_num_bits != 8 {
                    return None;
                }
                (self.convert_scalar(ctx, ctx.common().i8, Some(storage))?, 8)
            }
            TypeData::Integer { width, .. } if *width < 8 => (sub_byte(ctx, element)?, *width),
            TypeData::Vector { .. } => (self.convert_vector(ctx, element, Some(storage))?, 0),
            TypeData::Index => (self.index_type(ctx), 0),
            _ if requirements::is_scalar(ctx, element) => {
                (self.convert_scalar(ctx, element, Some(storage))?, 0)
            }
            _ => return None,
        };
        let element_size = type_num_bytes(ctx, array_element)?;
        let explicit = needs_explicit_layout(storage);
        let stride = if explicit { element_size } else { 0 };
        let kernel = self.env.allows(Capability::Kernel);
        if dynamic {
            if kernel {
                return Some(PointerType::get(ctx, array_element, storage).ty());
            }
            let array = RuntimeArrayType::get(ctx, array_element, u32::try_from(stride).ok()?);
            return Some(wrap_in_struct(ctx, array.ty(), storage));
        }
        let memref_size = if stored_bits != 0 {
            div_ceil(num_elements * i64::from(stored_bits), 8)
        } else {
            let original = match ctx.type_data(element) {
                TypeData::Index => self.index_type(ctx),
                _ => element,
            };
            memref_num_bytes(ctx, ty, type_num_bytes(ctx, original)?)?
        };
        if memref_size == 0 || num_elements == 0 {
            return None;
        }
        let count = div_ceil(memref_size, element_size);
        let array = ArrayType::get(
            ctx,
            array_element,
            u32::try_from(count).ok()?,
            u32::try_from(stride).ok()?,
        );
        if kernel {
            return Some(PointerType::get(ctx, array.ty(), storage).ty());
        }
        Some(wrap_in_struct(ctx, array.ty(), storage))
    }

    /// Makes the plain converter the conversion driver takes, with this converter attached
    /// for the patterns ([`SpirvTypeConverter::of`]).
    pub fn into_type_converter(self) -> TypeConverter {
        let mut converter = TypeConverter::new();
        let this = self.clone();
        converter.add_conversion(move |ctx, ty| this.convert(ctx, ty).map(|t| vec![t]));
        converter.add_source_materialization(cast_to_source_type);
        converter.set_attachment(self);
        converter
    }

    /// The SPIR-V converter attached to `converter`.
    pub fn of(converter: &TypeConverter) -> Option<&SpirvTypeConverter> {
        converter.attachment::<SpirvTypeConverter>()
    }
}

/// `a / b` rounded up, for positive numbers.
fn div_ceil(a: i64, b: i64) -> i64 {
    (a + b - 1) / b
}

/// A sub-byte integer (a power-of-two width below 8) becomes `i32` of its signedness.
fn sub_byte(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } if *width < 8 && width.is_power_of_two() => {
            Some(ctx.intern_type(TypeData::Integer {
                width: 32,
                signedness: *signedness,
            }))
        }
        _ => None,
    }
}

/// Whether values in `storage` need an explicit layout (strides and offsets) in shaders.
pub fn needs_explicit_layout(storage: StorageClass) -> bool {
    matches!(
        storage,
        StorageClass::PhysicalStorageBuffer
            | StorageClass::PushConstant
            | StorageClass::StorageBuffer
            | StorageClass::Uniform
    )
}

/// `!spirv.ptr<!spirv.struct<(element [0])>, storage>` (no offset where no layout is needed).
fn wrap_in_struct(ctx: &Context, element: Type, storage: StorageClass) -> Type {
    let body = StructBody {
        members: vec![element],
        offsets: if needs_explicit_layout(storage) {
            vec![0]
        } else {
            Vec::new()
        },
        decorations: Vec::<MemberDecoration>::new(),
    };
    PointerType::get(ctx, StructType::get(ctx, body).ty(), storage).ty()
}

/// The bytes of a scalar or vector (`None` for `i1`, which has no size in SPIR-V).
pub fn type_num_bytes(ctx: &Context, ty: Type) -> Option<i64> {
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        let count: i64 = shape.iter().product();
        return Some(count * type_num_bytes(ctx, *element)?);
    }
    match scalar_width(ctx, ty)? {
        1 => None,
        width => Some(i64::from(width) / 8),
    }
}

/// The bytes a static memref spans: its offset and largest stride times size, in elements of
/// `element_size` bytes.
fn memref_num_bytes(ctx: &Context, ty: Type, element_size: i64) -> Option<i64> {
    let memref = ty.dyn_cast::<MemRefType>(ctx)?;
    let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else {
        return None;
    };
    if shape.is_empty() {
        return Some(element_size);
    }
    let (strides, offset) = memref.strides_and_offset(ctx)?;
    if offset < 0 || strides.iter().any(|&s| s < 0) {
        return None;
    }
    let span = shape
        .iter()
        .zip(&strides)
        .map(|(&d, &s)| d * s)
        .max()
        .unwrap_or(0);
    Some((offset + span) * element_size)
}

/// MLIR's `castToSourceType`: an integer converted to a wider one goes back by an
/// `spirv.IEqual` with one (to `i1`) or a conversion; anything else by an unrealized cast
/// (the driver's fallback, chosen by answering `None`).
fn cast_to_source_type(
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Location,
) -> Option<Value> {
    let ctx = rewriter.ctx();
    let [input] = inputs else {
        return None;
    };
    let input_ty = rewriter.body().value_type(*input);
    let (TypeData::Integer { width: to, .. }, TypeData::Integer { width: from, .. }) =
        (ctx.type_data(ty), ctx.type_data(input_ty))
    else {
        return None;
    };
    if from < to || !requirements::is_scalar(ctx, ty) {
        return None;
    }
    if *to == 1 {
        let one = crate::common::int_constant(rewriter, loc, input_ty, 1).ok()?;
        return crate::common::create_value(rewriter, loc, "spirv.IEqual", &[*input, one], ty, &[])
            .ok();
    }
    let name = match ctx.type_data(ty) {
        TypeData::Integer {
            signedness: Signedness::Signed,
            ..
        } => "spirv.SConvert",
        _ => "spirv.UConvert",
    };
    crate::common::create_value(rewriter, loc, name, &[*input], ty, &[]).ok()
}

/// `f32` for the float kinds SPIR-V has, else `None` (for the callers that need a float).
pub fn is_spirv_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Float(FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::text::parser::{parse_attribute, parse_type};
    use oxir::text::printer::print_type;

    fn converter(ctx: &Context, env: &str, options: SpirvConversionOptions) -> SpirvTypeConverter {
        let attr = parse_attribute(ctx, env).unwrap();
        SpirvTypeConverter::new(TargetEnv::from_attr(ctx, attr).unwrap(), options)
    }

    fn convert(ctx: &Context, c: &SpirvTypeConverter, ty: &str) -> Option<String> {
        let ty = parse_type(ctx, ty).unwrap();
        c.convert(ctx, ty).map(|t| print_type(ctx, t))
    }

    const SHADER: &str =
        "#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>";

    #[test]
    fn scalars_are_kept_emulated_or_refused_by_the_target() {
        let ctx = Context::new();
        oxir_spirv::register(&ctx);
        let c = converter(&ctx, SHADER, SpirvConversionOptions::default());
        assert_eq!(convert(&ctx, &c, "index").as_deref(), Some("i32"));
        assert_eq!(convert(&ctx, &c, "i8").as_deref(), Some("i32"));
        assert_eq!(convert(&ctx, &c, "f16").as_deref(), Some("f32"));
        assert_eq!(convert(&ctx, &c, "i64"), None);
        assert_eq!(convert(&ctx, &c, "bf16"), None);
        assert_eq!(convert(&ctx, &c, "vector<1xf32>").as_deref(), Some("f32"));
        assert_eq!(convert(&ctx, &c, "vector<5xf32>"), None);
        let strict = SpirvConversionOptions {
            emulate_lt_32_bit_scalar_types: false,
            use_64bit_index: true,
            ..SpirvConversionOptions::default()
        };
        let c = converter(&ctx, SHADER, strict);
        assert_eq!(convert(&ctx, &c, "i8"), None);
        assert_eq!(convert(&ctx, &c, "index").as_deref(), Some("i64"));
    }

    #[test]
    fn memrefs_become_pointers_to_structs_of_arrays_in_their_class() {
        let ctx = Context::new();
        oxir_spirv::register(&ctx);
        let c = converter(&ctx, SHADER, SpirvConversionOptions::default());
        assert_eq!(
            convert(
                &ctx,
                &c,
                "memref<2x3xf32, #spirv.storage_class<StorageBuffer>>"
            )
            .as_deref(),
            Some("!spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>")
        );
        assert_eq!(
            convert(
                &ctx,
                &c,
                "memref<?xi32, #spirv.storage_class<StorageBuffer>>"
            )
            .as_deref(),
            Some("!spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>")
        );
        assert_eq!(
            convert(&ctx, &c, "memref<4xf32, #spirv.storage_class<Workgroup>>").as_deref(),
            Some("!spirv.ptr<!spirv.struct<(!spirv.array<4 x f32>)>, Workgroup>")
        );
        // Four booleans stored as bytes the target emulates with one 32-bit integer.
        assert_eq!(
            convert(&ctx, &c, "memref<4xi1, #spirv.storage_class<Function>>").as_deref(),
            Some("!spirv.ptr<!spirv.struct<(!spirv.array<1 x i32>)>, Function>")
        );
        assert_eq!(convert(&ctx, &c, "memref<4xf32>"), None);
        assert_eq!(
            convert(&ctx, &c, "memref<0xf32, #spirv.storage_class<Workgroup>>"),
            None
        );
    }

    #[test]
    fn kernels_point_at_the_array_or_the_element() {
        let ctx = Context::new();
        oxir_spirv::register(&ctx);
        let env = "#spirv.target_env<#spirv.vce<v1.0, [Kernel, Addresses], []>, #spirv.resource_limits<>>";
        let c = converter(&ctx, env, SpirvConversionOptions::default());
        assert_eq!(
            convert(
                &ctx,
                &c,
                "memref<4xf32, #spirv.storage_class<CrossWorkgroup>>"
            )
            .as_deref(),
            Some("!spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>")
        );
        assert_eq!(
            convert(
                &ctx,
                &c,
                "memref<?xf32, #spirv.storage_class<CrossWorkgroup>>"
            )
            .as_deref(),
            Some("!spirv.ptr<f32, CrossWorkgroup>")
        );
    }
}
