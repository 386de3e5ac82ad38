//! Views of the shaped builtin types (vectors, ranked and unranked tensors and memrefs) and the
//! [`ShapedType`] view that covers them all, with MLIR's rules for valid shapes and element types.

use super::{InvariantError, type_view};
use crate::attrs::{AttrData, Attribute, IntValue};
use crate::context::Context;
use crate::types::{DYNAMIC, Type, TypeData};

type_view!(
    /// `vector<4x[8]xf32>`.
    VectorType,
    TypeData::Vector { .. }
);
type_view!(
    /// `tensor<?x4xf32, #encoding>`.
    RankedTensorType,
    TypeData::RankedTensor { .. }
);
type_view!(
    /// `tensor<*xf32>`.
    UnrankedTensorType,
    TypeData::UnrankedTensor { .. }
);
type_view!(
    /// `memref<4x?xf32, layout, memory_space>`.
    MemRefType,
    TypeData::MemRef { .. }
);
type_view!(
    /// `memref<*xf32, memory_space>`.
    UnrankedMemRefType,
    TypeData::UnrankedMemRef { .. }
);
type_view!(
    /// Any tensor type, ranked or not (MLIR's `TensorType`).
    TensorType,
    TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
);
type_view!(
    /// Any memref type, ranked or not (MLIR's `BaseMemRefType`).
    BaseMemRefType,
    TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
);
type_view!(
    /// Any shaped type: vector, tensor or memref, ranked or not.
    ShapedType,
    TypeData::Vector { .. }
        | TypeData::RankedTensor { .. }
        | TypeData::UnrankedTensor { .. }
        | TypeData::MemRef { .. }
        | TypeData::UnrankedMemRef { .. }
);

macro_rules! into_shaped {
    ($($view:ident),*) => {
        $(impl From<$view> for ShapedType {
            fn from(view: $view) -> ShapedType {
                ShapedType(view.ty())
            }
        })*
    };
}
into_shaped!(
    VectorType,
    RankedTensorType,
    UnrankedTensorType,
    MemRefType,
    UnrankedMemRefType,
    TensorType,
    BaseMemRefType
);

/// The shape (`None` when unranked) and element type of shaped storage.
fn shape_and_element(data: &TypeData) -> Option<(Option<&[i64]>, Type)> {
    match data {
        TypeData::Vector { shape, element, .. }
        | TypeData::RankedTensor { shape, element, .. }
        | TypeData::MemRef { shape, element, .. } => Some((Some(shape), *element)),
        TypeData::UnrankedTensor { element } | TypeData::UnrankedMemRef { element, .. } => {
            Some((None, *element))
        }
        _ => None,
    }
}

/// The number of elements of a static shape; `None` when a dimension is dynamic or the product
/// overflows.
fn static_product(shape: &[i64]) -> Option<u64> {
    shape.iter().try_fold(1u64, |acc, &dim| {
        let dim = u64::try_from(dim).ok()?;
        acc.checked_mul(dim)
    })
}

/// Checks tensor and memref dimensions: each is a size (zero allowed) or [`DYNAMIC`].
fn check_dims(shape: &[i64], what: &str) -> Result<(), InvariantError> {
    match shape.iter().find(|&&dim| dim < 0 && dim != DYNAMIC) {
        Some(dim) => Err(InvariantError::new(format!(
            "invalid {what} dimension size {dim}"
        ))),
        None => Ok(()),
    }
}

/// Whether `element` may be the element type of a vector: an integer, `index` or float.
fn is_valid_vector_element(ctx: &Context, element: Type) -> bool {
    matches!(
        ctx.type_data(element),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    )
}

/// Whether `element` may be the element type of a tensor: a scalar, complex, vector, or any
/// non-builtin type (MLIR's `TensorType::isValidElementType`). The type parser checks the same.
pub(crate) fn is_valid_tensor_element(ctx: &Context, element: Type) -> bool {
    matches!(
        ctx.type_data(element),
        TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_)
            | TypeData::Vector { .. }
            | TypeData::Opaque { .. }
            | TypeData::Dialect(_)
    )
}

/// Whether `element` may be the element type of a memref: a scalar, complex, vector, memref, or
/// a type implementing [`crate::interfaces::MemRefElementTypeInterface`].
fn is_valid_memref_element(ctx: &Context, element: Type) -> bool {
    matches!(
        ctx.type_data(element),
        TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_)
            | TypeData::Vector { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
    ) || element
        .interface::<dyn crate::interfaces::MemRefElementTypeInterface>(ctx)
        .is_some()
}

/// MLIR's default memory space normalization: an integer memory space of 0 is the default space,
/// stored as `None` so that `memref<4xf32, 0>` and `memref<4xf32>` are the same type.
fn skip_default_memory_space(ctx: &Context, space: Option<Attribute>) -> Option<Attribute> {
    match space.map(|attr| ctx.attr_data(attr)) {
        Some(AttrData::Integer {
            value: IntValue::Small(0),
            ..
        })
        | Some(AttrData::Bool(false)) => None,
        _ => space,
    }
}

/// Checks a memory space: an integer, string or dictionary attribute, or one of a dialect.
fn check_memory_space(ctx: &Context, space: Option<Attribute>) -> Result<(), InvariantError> {
    match space.map(|attr| ctx.attr_data(attr)) {
        None
        | Some(
            AttrData::Integer { .. }
            | AttrData::Bool(_)
            | AttrData::String { .. }
            | AttrData::Dictionary(_)
            | AttrData::Opaque { .. }
            | AttrData::Dialect(_),
        ) => Ok(()),
        Some(_) => Err(InvariantError::new("unsupported memory space attribute")),
    }
}

impl VectorType {
    /// `vector<shape x element>` with fixed dimensions. Dimensions must be positive and the
    /// element an integer, `index` or float (see [`VectorType::get_checked`]).
    pub fn get(ctx: &Context, shape: &[i64], element: Type) -> VectorType {
        Self::get_scalable(ctx, shape, &[], element)
    }

    /// A vector type whose dimension `i` is scalable (`[8]`) when `scalable[i]` is true. Missing
    /// flags mean fixed; flags beyond the rank are ignored, so the stored flags always match the
    /// rank.
    pub fn get_scalable(
        ctx: &Context,
        shape: &[i64],
        scalable: &[bool],
        element: Type,
    ) -> VectorType {
        let flags: Box<[bool]> = (0..shape.len())
            .map(|i| scalable.get(i).copied().unwrap_or(false))
            .collect();
        VectorType(ctx.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: flags,
            element,
        }))
    }

    /// Like [`VectorType::get_scalable`], but checks MLIR's invariants: positive dimensions, as
    /// many scalable flags as dimensions (or none), and an integer, `index` or float element.
    pub fn get_checked(
        ctx: &Context,
        shape: &[i64],
        scalable: &[bool],
        element: Type,
    ) -> Result<VectorType, InvariantError> {
        if !is_valid_vector_element(ctx, element) {
            return Err(InvariantError::new(
                "vector elements must be int/index/float type",
            ));
        }
        if let Some(dim) = shape.iter().find(|&&dim| dim <= 0) {
            let dim = if *dim == DYNAMIC {
                "?".to_string()
            } else {
                dim.to_string()
            };
            return Err(InvariantError::new(format!(
                "vector types must have positive constant sizes but got {dim}"
            )));
        }
        if !scalable.is_empty() && scalable.len() != shape.len() {
            return Err(InvariantError::new(format!(
                "number of dims must match, got {} and {}",
                scalable.len(),
                shape.len()
            )));
        }
        Ok(Self::get_scalable(ctx, shape, scalable, element))
    }

    /// The dimension sizes.
    pub fn shape(self, ctx: &Context) -> &[i64] {
        ShapedType(self.0).shape(ctx)
    }

    /// Per dimension, whether it is scalable.
    pub fn scalable_dims(self, ctx: &Context) -> &[bool] {
        match ctx.type_data(self.0) {
            TypeData::Vector { scalable, .. } => scalable,
            _ => &[],
        }
    }

    /// Whether any dimension is scalable.
    pub fn is_scalable(self, ctx: &Context) -> bool {
        self.scalable_dims(ctx).iter().any(|&s| s)
    }

    /// The number of dimensions.
    pub fn rank(self, ctx: &Context) -> usize {
        self.shape(ctx).len()
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }

    /// The number of elements (the minimum, for scalable vectors); `None` on overflow.
    pub fn num_elements(self, ctx: &Context) -> Option<u64> {
        static_product(self.shape(ctx))
    }
}

impl RankedTensorType {
    /// `tensor<shape x element, encoding>`. Dimensions are sizes or [`DYNAMIC`]; see
    /// [`RankedTensorType::get_checked`] for the checks.
    pub fn get(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        encoding: Option<Attribute>,
    ) -> RankedTensorType {
        RankedTensorType(ctx.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            element,
            encoding,
        }))
    }

    /// Like [`RankedTensorType::get`], but checks the dimensions and the element type.
    pub fn get_checked(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        encoding: Option<Attribute>,
    ) -> Result<RankedTensorType, InvariantError> {
        check_dims(shape, "tensor")?;
        if !is_valid_tensor_element(ctx, element) {
            return Err(InvariantError::new("invalid tensor element type"));
        }
        Ok(Self::get(ctx, shape, element, encoding))
    }

    /// The dimension sizes; [`DYNAMIC`] for `?`.
    pub fn shape(self, ctx: &Context) -> &[i64] {
        ShapedType(self.0).shape(ctx)
    }

    /// The number of dimensions.
    pub fn rank(self, ctx: &Context) -> usize {
        self.shape(ctx).len()
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }

    /// The encoding attribute, if any.
    pub fn encoding(self, ctx: &Context) -> Option<Attribute> {
        match ctx.type_data(self.0) {
            TypeData::RankedTensor { encoding, .. } => *encoding,
            _ => None,
        }
    }
}

impl UnrankedTensorType {
    /// `tensor<*xelement>`.
    pub fn get(ctx: &Context, element: Type) -> UnrankedTensorType {
        UnrankedTensorType(ctx.intern_type(TypeData::UnrankedTensor { element }))
    }

    /// Like [`UnrankedTensorType::get`], but checks the element type.
    pub fn get_checked(ctx: &Context, element: Type) -> Result<UnrankedTensorType, InvariantError> {
        if !is_valid_tensor_element(ctx, element) {
            return Err(InvariantError::new("invalid tensor element type"));
        }
        Ok(Self::get(ctx, element))
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }
}

/// `None` for an identity affine-map layout, which MLIR stores as no layout at all.
fn skip_identity_layout(ctx: &Context, layout: Option<Attribute>) -> Option<Attribute> {
    layout.filter(|&l| !matches!(ctx.attr_data(l), AttrData::AffineMap(map) if map.is_identity()))
}

impl MemRefType {
    /// `memref<shape x element, layout, memory_space>`. `None` layout is the identity; an integer
    /// memory space of 0 is the default space and stored as `None`, as MLIR does. See
    /// [`MemRefType::get_checked`] for the checks.
    pub fn get(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> MemRefType {
        MemRefType(ctx.intern_type(TypeData::MemRef {
            shape: shape.into(),
            element,
            layout: skip_identity_layout(ctx, layout),
            memory_space: skip_default_memory_space(ctx, memory_space),
        }))
    }

    /// Like [`MemRefType::get`], but checks the dimensions, the element type, the layout (a
    /// strided layout must have one stride per dimension) and the memory space.
    pub fn get_checked(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Result<MemRefType, InvariantError> {
        check_dims(shape, "memref")?;
        if !is_valid_memref_element(ctx, element) {
            return Err(InvariantError::new("invalid memref element type"));
        }
        match layout.map(|attr| ctx.attr_data(attr)) {
            None | Some(AttrData::Dialect(_) | AttrData::Opaque { .. }) => {}
            Some(AttrData::StridedLayout { strides, .. }) => {
                if strides.len() != shape.len() {
                    return Err(InvariantError::new(
                        "expected the number of strides to match the rank",
                    ));
                }
            }
            Some(_) => {
                return Err(InvariantError::new(
                    "expected a memref layout attribute (a strided layout or an affine map)",
                ));
            }
        }
        check_memory_space(ctx, memory_space)?;
        Ok(Self::get(ctx, shape, element, layout, memory_space))
    }

    /// The dimension sizes; [`DYNAMIC`] for `?`.
    pub fn shape(self, ctx: &Context) -> &[i64] {
        ShapedType(self.0).shape(ctx)
    }

    /// The number of dimensions.
    pub fn rank(self, ctx: &Context) -> usize {
        self.shape(ctx).len()
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }

    /// The layout attribute; `None` is the identity layout.
    pub fn layout(self, ctx: &Context) -> Option<Attribute> {
        match ctx.type_data(self.0) {
            TypeData::MemRef { layout, .. } => *layout,
            _ => None,
        }
    }

    /// The memory space; `None` is the default space.
    pub fn memory_space(self, ctx: &Context) -> Option<Attribute> {
        BaseMemRefType(self.0).memory_space(ctx)
    }
}

impl UnrankedMemRefType {
    /// `memref<*xelement, memory_space>`; an integer memory space of 0 is stored as `None`.
    pub fn get(
        ctx: &Context,
        element: Type,
        memory_space: Option<Attribute>,
    ) -> UnrankedMemRefType {
        UnrankedMemRefType(ctx.intern_type(TypeData::UnrankedMemRef {
            element,
            memory_space: skip_default_memory_space(ctx, memory_space),
        }))
    }

    /// Like [`UnrankedMemRefType::get`], but checks the element type and the memory space.
    pub fn get_checked(
        ctx: &Context,
        element: Type,
        memory_space: Option<Attribute>,
    ) -> Result<UnrankedMemRefType, InvariantError> {
        if !is_valid_memref_element(ctx, element) {
            return Err(InvariantError::new("invalid memref element type"));
        }
        check_memory_space(ctx, memory_space)?;
        Ok(Self::get(ctx, element, memory_space))
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }

    /// The memory space; `None` is the default space.
    pub fn memory_space(self, ctx: &Context) -> Option<Attribute> {
        BaseMemRefType(self.0).memory_space(ctx)
    }
}

impl TensorType {
    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }

    /// Whether the tensor is ranked.
    pub fn has_rank(self, ctx: &Context) -> bool {
        ShapedType(self.0).has_rank(ctx)
    }

    /// This type as a [`ShapedType`].
    pub fn as_shaped(self) -> ShapedType {
        ShapedType(self.0)
    }
}

impl BaseMemRefType {
    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        ShapedType(self.0).element_type(ctx)
    }

    /// Whether the memref is ranked.
    pub fn has_rank(self, ctx: &Context) -> bool {
        ShapedType(self.0).has_rank(ctx)
    }

    /// The memory space; `None` is the default space.
    pub fn memory_space(self, ctx: &Context) -> Option<Attribute> {
        match ctx.type_data(self.0) {
            TypeData::MemRef { memory_space, .. }
            | TypeData::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }

    /// This type as a [`ShapedType`].
    pub fn as_shaped(self) -> ShapedType {
        ShapedType(self.0)
    }
}

// The concrete views read their shape, element type and memory space through `ShapedType` and
// `BaseMemRefType`: a view only ever wraps its own kind, so the shared reading is the same.
impl ShapedType {
    /// Whether a dimension size is dynamic (`?`).
    pub fn is_dynamic(size: i64) -> bool {
        size == DYNAMIC
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        shape_and_element(ctx.type_data(self.0)).map_or(ctx.common().none, |(_, element)| element)
    }

    /// Whether the type has a rank (unranked tensors and memrefs have none).
    pub fn has_rank(self, ctx: &Context) -> bool {
        matches!(shape_and_element(ctx.type_data(self.0)), Some((Some(_), _)))
    }

    /// The dimension sizes ([`DYNAMIC`] for `?`); empty when unranked.
    pub fn shape(self, ctx: &Context) -> &[i64] {
        match shape_and_element(ctx.type_data(self.0)) {
            Some((Some(shape), _)) => shape,
            _ => &[],
        }
    }

    /// The number of dimensions; `None` when unranked.
    pub fn rank(self, ctx: &Context) -> Option<usize> {
        match shape_and_element(ctx.type_data(self.0)) {
            Some((Some(shape), _)) => Some(shape.len()),
            _ => None,
        }
    }

    /// The size of dimension `index`; `None` when out of range or unranked.
    pub fn dim_size(self, ctx: &Context, index: usize) -> Option<i64> {
        self.shape(ctx).get(index).copied()
    }

    /// Whether dimension `index` is dynamic; false when it is static, out of range or the type
    /// is unranked.
    pub fn is_dynamic_dim(self, ctx: &Context, index: usize) -> bool {
        self.dim_size(ctx, index) == Some(DYNAMIC)
    }

    /// The number of dynamic dimensions (0 when unranked).
    pub fn num_dynamic_dims(self, ctx: &Context) -> usize {
        self.shape(ctx).iter().filter(|&&d| d == DYNAMIC).count()
    }

    /// Whether the type is ranked and no dimension is dynamic.
    pub fn has_static_shape(self, ctx: &Context) -> bool {
        self.has_rank(ctx) && self.num_dynamic_dims(ctx) == 0
    }

    /// The number of elements; `None` when unranked, dynamic, or too many to count in a `u64`.
    pub fn num_elements(self, ctx: &Context) -> Option<u64> {
        if !self.has_rank(ctx) {
            return None;
        }
        static_product(self.shape(ctx))
    }

    /// A shaped type of the same kind with `shape` (or the current shape when `None`) and
    /// `element`, keeping the encoding, layout, memory space and scalable flags, as MLIR's
    /// `cloneWith`: an unranked tensor or memref given a shape becomes ranked; a vector given a
    /// shape of another rank loses its scalable flags. The result is checked like `get_checked`.
    pub fn clone_with(
        self,
        ctx: &Context,
        shape: Option<&[i64]>,
        element: Type,
    ) -> Result<ShapedType, InvariantError> {
        let shaped = match ctx.type_data(self.0) {
            TypeData::Vector {
                shape: old,
                scalable,
                ..
            } => {
                let shape = shape.unwrap_or(old);
                let scalable: &[bool] = if shape.len() == scalable.len() {
                    scalable
                } else {
                    &[]
                };
                VectorType::get_checked(ctx, shape, scalable, element)?.into()
            }
            TypeData::RankedTensor {
                shape: old,
                encoding,
                ..
            } => {
                RankedTensorType::get_checked(ctx, shape.unwrap_or(old), element, *encoding)?.into()
            }
            TypeData::UnrankedTensor { .. } => match shape {
                Some(shape) => RankedTensorType::get_checked(ctx, shape, element, None)?.into(),
                None => UnrankedTensorType::get_checked(ctx, element)?.into(),
            },
            TypeData::MemRef {
                shape: old,
                layout,
                memory_space,
                ..
            } => {
                MemRefType::get_checked(ctx, shape.unwrap_or(old), element, *layout, *memory_space)?
                    .into()
            }
            TypeData::UnrankedMemRef { memory_space, .. } => match shape {
                Some(shape) => {
                    MemRefType::get_checked(ctx, shape, element, None, *memory_space)?.into()
                }
                None => UnrankedMemRefType::get_checked(ctx, element, *memory_space)?.into(),
            },
            _ => return Err(InvariantError::new("expected a shaped type")),
        };
        Ok(shaped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::{IntegerAttr, StridedLayoutAttr, StringAttr};
    use crate::types::{IntegerType, Signedness};

    #[test]
    fn identity_affine_layouts_are_stored_as_no_layout() {
        let ctx = Context::new();
        let f32 = ctx.common().f32;
        let identity = ctx.intern_attr(AttrData::AffineMap(crate::affine::AffineMap::identity(2)));
        let plain = MemRefType::get(&ctx, &[4, 4], f32, None, None);
        assert_eq!(
            MemRefType::get(&ctx, &[4, 4], f32, Some(identity), None),
            plain
        );
        let map = crate::affine::parse_affine_map_str("(d0, d1) -> (d1, d0)").unwrap();
        let transposed = ctx.intern_attr(AttrData::AffineMap(map));
        let permuted = MemRefType::get(&ctx, &[4, 4], f32, Some(transposed), None);
        assert_ne!(permuted, plain);
        assert_eq!(permuted.layout(&ctx), Some(transposed));
    }

    #[test]
    fn vectors_round_trip_and_check_invariants() {
        let ctx = Context::new();
        let f32 = ctx.common().f32;
        let v = VectorType::get_scalable(&ctx, &[4, 8], &[false, true], f32);
        assert_eq!(v.shape(&ctx), &[4, 8]);
        assert_eq!(v.scalable_dims(&ctx), &[false, true]);
        assert!(v.is_scalable(&ctx));
        assert_eq!(v.rank(&ctx), 2);
        assert_eq!(v.element_type(&ctx), f32);
        assert_eq!(v.num_elements(&ctx), Some(32));
        let fixed = VectorType::get(&ctx, &[4, 8], f32);
        assert_ne!(fixed, v);
        assert!(!fixed.is_scalable(&ctx));
        assert_eq!(VectorType::get_scalable(&ctx, &[4, 8], &[], f32), fixed);
        assert_eq!(fixed.ty().dyn_cast::<VectorType>(&ctx), Some(fixed));
        assert!(fixed.ty().dyn_cast::<RankedTensorType>(&ctx).is_none());

        let err = VectorType::get_checked(&ctx, &[0], &[], f32).unwrap_err();
        assert_eq!(
            err.message,
            "vector types must have positive constant sizes but got 0"
        );
        let err = VectorType::get_checked(&ctx, &[DYNAMIC], &[], f32).unwrap_err();
        assert!(err.message.ends_with("but got ?"));
        let err = VectorType::get_checked(&ctx, &[4], &[], ctx.common().none).unwrap_err();
        assert_eq!(err.message, "vector elements must be int/index/float type");
        let err = VectorType::get_checked(&ctx, &[4, 4], &[true], f32).unwrap_err();
        assert_eq!(err.message, "number of dims must match, got 1 and 2");
        assert_eq!(
            VectorType::get_checked(&ctx, &[4, 8], &[false, true], f32),
            Ok(v)
        );
    }

    #[test]
    fn ranked_and_unranked_tensors() {
        let ctx = Context::new();
        let c = ctx.common();
        let enc = StringAttr::get(&ctx, "enc").attr();
        let t = RankedTensorType::get(&ctx, &[DYNAMIC, 4], c.f32, Some(enc));
        assert_eq!(t.shape(&ctx), &[DYNAMIC, 4]);
        assert_eq!(t.rank(&ctx), 2);
        assert_eq!(t.element_type(&ctx), c.f32);
        assert_eq!(t.encoding(&ctx), Some(enc));
        assert_ne!(RankedTensorType::get(&ctx, &[DYNAMIC, 4], c.f32, None), t);
        let u = UnrankedTensorType::get(&ctx, c.i8);
        assert_eq!(u.element_type(&ctx), c.i8);
        assert!(t.ty().isa::<TensorType>(&ctx) && u.ty().isa::<TensorType>(&ctx));
        assert!(!u.ty().isa::<RankedTensorType>(&ctx));

        let err = RankedTensorType::get_checked(&ctx, &[-2], c.f32, None).unwrap_err();
        assert_eq!(err.message, "invalid tensor dimension size -2");
        let err = RankedTensorType::get_checked(&ctx, &[2], c.none, None).unwrap_err();
        assert_eq!(err.message, "invalid tensor element type");
        let nested = RankedTensorType::get(&ctx, &[2], c.f32, None).ty();
        assert!(RankedTensorType::get_checked(&ctx, &[2], nested, None).is_err());
        let complex = crate::types::ComplexType::get(&ctx, c.f32).ty();
        assert!(RankedTensorType::get_checked(&ctx, &[0, DYNAMIC], complex, None).is_ok());
        assert!(UnrankedTensorType::get_checked(&ctx, c.none).is_err());
    }

    #[test]
    fn memrefs_normalize_the_default_memory_space() {
        let ctx = Context::new();
        let c = ctx.common();
        let plain = MemRefType::get(&ctx, &[4], c.f32, None, None);
        let zero_i64 = IntegerAttr::get(&ctx, c.i64, 0).attr();
        let zero_i32 = IntegerAttr::get(&ctx, c.i32, 0).attr();
        assert_eq!(
            MemRefType::get(&ctx, &[4], c.f32, None, Some(zero_i64)),
            plain
        );
        assert_eq!(
            MemRefType::get(&ctx, &[4], c.f32, None, Some(zero_i32)),
            plain
        );
        let one = IntegerAttr::get(&ctx, c.i64, 1).attr();
        let in_one = MemRefType::get(&ctx, &[4], c.f32, None, Some(one));
        assert_ne!(in_one, plain);
        assert_eq!(in_one.memory_space(&ctx), Some(one));
        assert_eq!(plain.memory_space(&ctx), None);
        assert_eq!(plain.layout(&ctx), None);
        assert_eq!(
            UnrankedMemRefType::get(&ctx, c.f32, Some(zero_i64)),
            UnrankedMemRefType::get(&ctx, c.f32, None)
        );
        let base = in_one.ty().dyn_cast::<BaseMemRefType>(&ctx).unwrap();
        assert_eq!(base.memory_space(&ctx), Some(one));
        assert!(base.has_rank(&ctx));
    }

    #[test]
    fn memrefs_check_layouts_elements_and_spaces() {
        let ctx = Context::new();
        let c = ctx.common();
        let strided = StridedLayoutAttr::get(&ctx, 0, &[1]).attr();
        let m = MemRefType::get_checked(&ctx, &[4], c.f32, Some(strided), None).unwrap();
        assert_eq!(m.layout(&ctx), Some(strided));
        let two = StridedLayoutAttr::get(&ctx, 0, &[1, 1]).attr();
        let err = MemRefType::get_checked(&ctx, &[4], c.f32, Some(two), None).unwrap_err();
        assert_eq!(
            err.message,
            "expected the number of strides to match the rank"
        );
        let err = MemRefType::get_checked(&ctx, &[4], c.none, None, None).unwrap_err();
        assert_eq!(err.message, "invalid memref element type");
        let inner = MemRefType::get(&ctx, &[4], c.f32, None, None).ty();
        assert!(MemRefType::get_checked(&ctx, &[4], inner, None, None).is_ok());
        let err = MemRefType::get_checked(&ctx, &[-3], c.f32, None, None).unwrap_err();
        assert_eq!(err.message, "invalid memref dimension size -3");
        let space = StringAttr::get(&ctx, "x").attr();
        assert!(MemRefType::get_checked(&ctx, &[4], c.f32, None, Some(space)).is_ok());
        let bad_space = ctx.common().unit;
        let err = MemRefType::get_checked(&ctx, &[4], c.f32, None, Some(bad_space)).unwrap_err();
        assert_eq!(err.message, "unsupported memory space attribute");
        assert!(UnrankedMemRefType::get_checked(&ctx, c.f32, Some(bad_space)).is_err());
    }

    #[test]
    fn shaped_view_covers_all_shaped_kinds() {
        let ctx = Context::new();
        let c = ctx.common();
        let kinds = [
            VectorType::get(&ctx, &[2, 3], c.f32).ty(),
            RankedTensorType::get(&ctx, &[2, DYNAMIC], c.f32, None).ty(),
            UnrankedTensorType::get(&ctx, c.f32).ty(),
            MemRefType::get(&ctx, &[5], c.f32, None, None).ty(),
            UnrankedMemRefType::get(&ctx, c.f32, None).ty(),
        ];
        let shaped: Vec<ShapedType> = kinds
            .iter()
            .map(|t| t.dyn_cast::<ShapedType>(&ctx).unwrap())
            .collect();
        assert!(shaped.iter().all(|s| s.element_type(&ctx) == c.f32));
        let ranks: Vec<_> = shaped.iter().map(|s| s.rank(&ctx)).collect();
        assert_eq!(ranks, [Some(2), Some(2), None, Some(1), None]);
        let counts: Vec<_> = shaped.iter().map(|s| s.num_elements(&ctx)).collect();
        assert_eq!(counts, [Some(6), None, None, Some(5), None]);
        let statics: Vec<_> = shaped.iter().map(|s| s.has_static_shape(&ctx)).collect();
        assert_eq!(statics, [true, false, false, true, false]);
        assert!(shaped[1].is_dynamic_dim(&ctx, 1));
        assert!(!shaped[1].is_dynamic_dim(&ctx, 0));
        assert!(!shaped[1].is_dynamic_dim(&ctx, 7));
        assert_eq!(shaped[1].num_dynamic_dims(&ctx), 1);
        assert_eq!(shaped[2].shape(&ctx), &[] as &[i64]);
        assert!(c.f32.dyn_cast::<ShapedType>(&ctx).is_none());
        assert!(ShapedType::is_dynamic(DYNAMIC) && !ShapedType::is_dynamic(0));
        let big = RankedTensorType::get(&ctx, &[1 << 40, 1 << 40], c.f32, None);
        assert_eq!(ShapedType::from(big).num_elements(&ctx), None);
        let empty = RankedTensorType::get(&ctx, &[], c.f32, None);
        assert_eq!(ShapedType::from(empty).num_elements(&ctx), Some(1));
    }

    #[test]
    fn shaped_clone_with_keeps_the_kind_and_attributes() {
        let ctx = Context::new();
        let c = ctx.common();
        let enc = StringAttr::get(&ctx, "enc").attr();
        let t: ShapedType = RankedTensorType::get(&ctx, &[2], c.f32, Some(enc)).into();
        let t2 = t.clone_with(&ctx, Some(&[3, 4]), c.i8).unwrap();
        assert_eq!(
            t2.ty(),
            RankedTensorType::get(&ctx, &[3, 4], c.i8, Some(enc)).ty()
        );
        let u: ShapedType = UnrankedTensorType::get(&ctx, c.f32).into();
        assert_eq!(
            u.clone_with(&ctx, None, c.i8).unwrap().ty(),
            UnrankedTensorType::get(&ctx, c.i8).ty()
        );
        assert_eq!(
            u.clone_with(&ctx, Some(&[5]), c.i8).unwrap().ty(),
            RankedTensorType::get(&ctx, &[5], c.i8, None).ty()
        );
        let v: ShapedType = VectorType::get_scalable(&ctx, &[4], &[true], c.f32).into();
        assert_eq!(
            v.clone_with(&ctx, None, c.i32).unwrap().ty(),
            VectorType::get_scalable(&ctx, &[4], &[true], c.i32).ty()
        );
        assert_eq!(
            v.clone_with(&ctx, Some(&[2, 2]), c.i32).unwrap().ty(),
            VectorType::get(&ctx, &[2, 2], c.i32).ty()
        );
        assert!(v.clone_with(&ctx, Some(&[DYNAMIC]), c.i32).is_err());
        let space = IntegerAttr::get(&ctx, c.i64, 3).attr();
        let m: ShapedType = MemRefType::get(&ctx, &[4], c.f32, None, Some(space)).into();
        assert_eq!(
            m.clone_with(&ctx, Some(&[8]), c.f16).unwrap().ty(),
            MemRefType::get(&ctx, &[8], c.f16, None, Some(space)).ty()
        );
        let um: ShapedType = UnrankedMemRefType::get(&ctx, c.f32, Some(space)).into();
        assert_eq!(
            um.clone_with(&ctx, Some(&[1]), c.f32).unwrap().ty(),
            MemRefType::get(&ctx, &[1], c.f32, None, Some(space)).ty()
        );
        let si = IntegerType::get(&ctx, 4, Signedness::Signed).ty();
        assert_eq!(
            m.clone_with(&ctx, None, si).unwrap().ty(),
            MemRefType::get(&ctx, &[4], si, None, Some(space)).ty()
        );
    }
}
