//! The view of dense elements attributes, `dense<...> : tensor<...>` / `vector<...>`: every
//! element of a statically shaped tensor or vector, stored as raw bytes or as strings.
//!
//! Storage (see [`DenseData`]): integer, `index` and float elements are little-endian in
//! `ceil(width / 8)` bytes each (an `i1` takes one byte, `index` eight), with the bits above the
//! width zero; complex elements are the real then the imaginary part. Elements that are all equal
//! (and any single element) are stored once with `splat` set, so equal contents always give equal
//! handles; accessors expand a splat on demand. Values are canonicalized for the element type like
//! [`IntegerAttr::get`] and [`FloatAttr::get`].

use super::numeric::IntLayout;
use super::{AttrView, FloatAttr, IntegerAttr, StringAttr, attr_view};
use crate::attrs::{AttrData, Attribute, DenseData, IntValue};
use crate::context::Context;
use crate::text::numbers::{float_bits_from_f64, float_bits_from_le_bytes, float_bits_to_f64};
use crate::types::{FloatKind, InvariantError, ShapedType, Type, TypeData, TypeView};
use num_bigint::BigInt;

attr_view!(
    /// `dense<...> : tensor<...>` / `vector<...>`.
    DenseElementsAttr,
    AttrData::DenseElements { .. }
);

/// How the elements of an element type are stored.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum ElementKind {
    Int(IntLayout),
    Float(FloatKind),
    ComplexInt(IntLayout),
    ComplexFloat(FloatKind),
    /// Any other element type: only string elements are possible.
    Other,
}

impl ElementKind {
    fn of(ctx: &Context, element: Type) -> ElementKind {
        if let Some(layout) = IntLayout::of(ctx, element) {
            return ElementKind::Int(layout);
        }
        match ctx.type_data(element) {
            TypeData::Float(kind) => ElementKind::Float(*kind),
            TypeData::Complex(part) => match ctx.type_data(*part) {
                TypeData::Float(kind) => ElementKind::ComplexFloat(*kind),
                _ => IntLayout::of(ctx, *part).map_or(ElementKind::Other, ElementKind::ComplexInt),
            },
            _ => ElementKind::Other,
        }
    }

    /// Bytes per element; `None` when elements cannot be stored as raw bytes.
    fn bytes(self) -> Option<usize> {
        match self {
            ElementKind::Int(layout) => Some(layout.bytes()),
            ElementKind::Float(kind) => Some(kind.storage_bytes()),
            ElementKind::ComplexInt(layout) => Some(2 * layout.bytes()),
            ElementKind::ComplexFloat(kind) => Some(2 * kind.storage_bytes()),
            ElementKind::Other => None,
        }
    }
}

/// The element type and element count of a type dense elements can have: a statically shaped
/// ranked tensor or vector.
fn shaped_info(ctx: &Context, ty: Type) -> Result<(Type, u64), InvariantError> {
    let expected = || {
        InvariantError::new("expected a statically shaped tensor or vector type for dense elements")
    };
    match ctx.type_data(ty) {
        TypeData::RankedTensor { .. } | TypeData::Vector { .. } => {}
        _ => return Err(expected()),
    }
    let shaped = ShapedType::wrap(ty);
    let count = shaped.num_elements(ctx).ok_or_else(expected)?;
    Ok((shaped.element_type(ctx), count))
}

/// Checks that `given` values fill `count` elements: all of them, or one to splat.
fn check_count(given: usize, count: u64) -> Result<(), InvariantError> {
    if given as u64 == count || given == 1 {
        Ok(())
    } else {
        Err(InvariantError::new(format!(
            "expected {count} values for the shape (or 1 to splat), got {given}"
        )))
    }
}

fn encode_float(bits: u128, kind: FloatKind, out: &mut Vec<u8>) {
    let n = kind.storage_bytes();
    out.extend_from_slice(&bits.to_le_bytes()[..n]);
}

impl DenseElementsAttr {
    /// Integer or `index` elements from `i64` values, each canonicalized for the element type
    /// (see [`IntegerAttr::get`]); one value fills the whole shape.
    pub fn get_i64(
        ctx: &Context,
        ty: Type,
        values: &[i64],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (layout, count) = Self::int_target(ctx, ty, values.len())?;
        let mut bytes = Vec::with_capacity(values.len() * layout.bytes());
        for &v in values {
            layout.encode(&layout.canonical_i64(v), &mut bytes);
        }
        Ok(Self::intern_raw(ctx, ty, bytes, layout.bytes(), count))
    }

    /// Integer or `index` elements from `u64` values (bit patterns), canonicalized for the type.
    pub fn get_u64(
        ctx: &Context,
        ty: Type,
        values: &[u64],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (layout, count) = Self::int_target(ctx, ty, values.len())?;
        let mut bytes = Vec::with_capacity(values.len() * layout.bytes());
        for &v in values {
            let canonical = if layout.width <= 64 {
                layout.canonical_i64(v as i64)
            } else {
                layout.canonical_bigint(&BigInt::from(v))
            };
            layout.encode(&canonical, &mut bytes);
        }
        Ok(Self::intern_raw(ctx, ty, bytes, layout.bytes(), count))
    }

    /// Integer or `index` elements of any width from arbitrary-precision values.
    pub fn get_bigint(
        ctx: &Context,
        ty: Type,
        values: &[BigInt],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (layout, count) = Self::int_target(ctx, ty, values.len())?;
        let mut bytes = Vec::with_capacity(values.len() * layout.bytes());
        for v in values {
            layout.encode(&layout.canonical_bigint(v), &mut bytes);
        }
        Ok(Self::intern_raw(ctx, ty, bytes, layout.bytes(), count))
    }

    /// `i1` elements from booleans.
    pub fn get_bool(
        ctx: &Context,
        ty: Type,
        values: &[bool],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (layout, count) = Self::int_target(ctx, ty, values.len())?;
        if layout.width != 1 {
            return Err(InvariantError::new(
                "expected an `i1` element type for boolean dense elements",
            ));
        }
        let bytes = values.iter().map(|&b| u8::from(b)).collect();
        Ok(Self::intern_raw(ctx, ty, bytes, 1, count))
    }

    /// Float elements from `f64` values, each rounded to the element type's format.
    pub fn get_f64(
        ctx: &Context,
        ty: Type,
        values: &[f64],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (element, count) = shaped_info(ctx, ty)?;
        let ElementKind::Float(kind) = ElementKind::of(ctx, element) else {
            return Err(InvariantError::new(
                "expected a float element type for float dense elements",
            ));
        };
        check_count(values.len(), count)?;
        let mut bytes = Vec::with_capacity(values.len() * kind.storage_bytes());
        for &v in values {
            encode_float(float_bits_from_f64(kind, v), kind, &mut bytes);
        }
        Ok(Self::intern_raw(
            ctx,
            ty,
            bytes,
            kind.storage_bytes(),
            count,
        ))
    }

    /// Complex float elements from `(real, imaginary)` pairs.
    pub fn get_complex_f64(
        ctx: &Context,
        ty: Type,
        values: &[(f64, f64)],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (element, count) = shaped_info(ctx, ty)?;
        let ElementKind::ComplexFloat(kind) = ElementKind::of(ctx, element) else {
            return Err(InvariantError::new(
                "expected a complex float element type for complex dense elements",
            ));
        };
        check_count(values.len(), count)?;
        let mut bytes = Vec::new();
        for &(re, im) in values {
            encode_float(float_bits_from_f64(kind, re), kind, &mut bytes);
            encode_float(float_bits_from_f64(kind, im), kind, &mut bytes);
        }
        Ok(Self::intern_raw(
            ctx,
            ty,
            bytes,
            2 * kind.storage_bytes(),
            count,
        ))
    }

    /// String elements (`dense<["a", "b"]>`), of any element type.
    pub fn get_strings(
        ctx: &Context,
        ty: Type,
        values: &[&[u8]],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (_, count) = shaped_info(ctx, ty)?;
        check_count(values.len(), count)?;
        let splat = count > 0 && values.iter().all(|v| *v == values[0]);
        let values: Box<[Box<[u8]>]> = if count == 0 {
            Box::new([])
        } else if splat {
            Box::new([values[0].into()])
        } else {
            values.iter().map(|&v| v.into()).collect()
        };
        Ok(DenseElementsAttr(ctx.intern_attr(
            AttrData::DenseElements {
                ty,
                data: DenseData::Strings { values, splat },
            },
        )))
    }

    /// Elements from their raw encoding (see the module documentation): the bytes of every
    /// element, or of one element to splat. Bits above an integer's width are cleared.
    pub fn get_raw(
        ctx: &Context,
        ty: Type,
        bytes: &[u8],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (element, count) = shaped_info(ctx, ty)?;
        let kind = ElementKind::of(ctx, element);
        let Some(size) = kind.bytes() else {
            return Err(InvariantError::new(
                "expected an integer, index, float or complex element type for raw dense elements",
            ));
        };
        let fits = |n: u64| (n as u128) * (size as u128) == bytes.len() as u128;
        if !(fits(count) || (count > 0 && fits(1))) {
            return Err(InvariantError::new(format!(
                "expected {} bytes for the shape (or {size} to splat), got {}",
                u128::from(count) * size as u128,
                bytes.len()
            )));
        }
        let mut bytes = bytes.to_vec();
        let layout = match kind {
            ElementKind::Int(layout) | ElementKind::ComplexInt(layout) => Some(layout),
            _ => None,
        };
        if let Some(layout) = layout
            && layout.bytes() > 0
        {
            bytes
                .chunks_mut(layout.bytes())
                .for_each(|part| layout.mask_padding(part));
        }
        Ok(Self::intern_raw(ctx, ty, bytes, size, count))
    }

    /// Every element equal to `value`: an integer or boolean attribute, a float attribute whose
    /// type is the element type, or a string attribute.
    pub fn get_splat(
        ctx: &Context,
        ty: Type,
        value: Attribute,
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (element, _) = shaped_info(ctx, ty)?;
        if let Some(s) = value.dyn_cast::<StringAttr>(ctx) {
            return Self::get_strings(ctx, ty, &[s.bytes(ctx)]);
        }
        if let Some(i) = value.dyn_cast::<IntegerAttr>(ctx)
            && i.ty(ctx) == element
        {
            return Self::get_bigint(ctx, ty, &[i.value_bigint(ctx)]);
        }
        if let Some(f) = value.dyn_cast::<FloatAttr>(ctx)
            && f.ty(ctx) == element
        {
            let mut bytes = Vec::new();
            encode_float(f.bits(ctx), f.kind(ctx), &mut bytes);
            return Self::get_raw(ctx, ty, &bytes);
        }
        Err(InvariantError::new(
            "expected an integer, float or string attribute of the element type to splat",
        ))
    }

    /// Elements from one attribute each (or one to splat), as [`DenseElementsAttr::get_splat`]
    /// accepts them: all strings, or all integers / floats of the element type.
    pub fn get_from_attrs(
        ctx: &Context,
        ty: Type,
        values: &[Attribute],
    ) -> Result<DenseElementsAttr, InvariantError> {
        let (element, count) = shaped_info(ctx, ty)?;
        check_count(values.len(), count)?;
        if values.len() == 1 {
            return Self::get_splat(ctx, ty, values[0]);
        }
        if values.iter().all(|v| v.isa::<StringAttr>(ctx)) {
            let strings: Vec<&[u8]> = values.iter().map(|&v| ctx.string_bytes(v)).collect();
            return Self::get_strings(ctx, ty, &strings);
        }
        let kind = ElementKind::of(ctx, element);
        let mut bytes = Vec::new();
        for &value in values {
            match (kind, ctx.attr_data(value)) {
                (ElementKind::Int(layout), _)
                    if value
                        .dyn_cast::<IntegerAttr>(ctx)
                        .is_some_and(|i| i.ty(ctx) == element) =>
                {
                    let canonical = IntegerAttr::wrap(value).value(ctx);
                    layout.encode(canonical, &mut bytes);
                }
                (ElementKind::Float(kind), AttrData::Float { ty, bits }) if *ty == element => {
                    encode_float(u128::from(*bits), kind, &mut bytes);
                }
                _ => {
                    return Err(InvariantError::new(
                        "expected integer, float or string attributes of the element type",
                    ));
                }
            }
        }
        let size = kind.bytes().unwrap_or(0);
        Ok(Self::intern_raw(ctx, ty, bytes, size, count))
    }

    /// The same elements with another shape of the same element type and count (MLIR's
    /// `reshape`).
    pub fn reshape(self, ctx: &Context, ty: Type) -> Result<DenseElementsAttr, InvariantError> {
        let (element, count) = shaped_info(ctx, ty)?;
        if element != self.element_type(ctx) || count != self.num_elements(ctx) {
            return Err(InvariantError::new(
                "expected a type with the same element type and number of elements",
            ));
        }
        let data = match self.data(ctx) {
            Some(DenseData::Raw { bytes, splat }) => DenseData::Raw {
                bytes: bytes.clone(),
                splat: *splat,
            },
            Some(DenseData::Strings { values, splat }) => DenseData::Strings {
                values: values.clone(),
                splat: *splat,
            },
            None => return Err(InvariantError::new("expected dense elements")),
        };
        Ok(DenseElementsAttr(
            ctx.intern_attr(AttrData::DenseElements { ty, data }),
        ))
    }

    fn int_target(
        ctx: &Context,
        ty: Type,
        given: usize,
    ) -> Result<(IntLayout, u64), InvariantError> {
        let (element, count) = shaped_info(ctx, ty)?;
        let ElementKind::Int(layout) = ElementKind::of(ctx, element) else {
            return Err(InvariantError::new(
                "expected an integer or `index` element type for integer dense elements",
            ));
        };
        check_count(given, count)?;
        Ok((layout, count))
    }

    /// Interns encoded elements (all `count` of them, or one), storing a splat when they are
    /// all equal.
    fn intern_raw(
        ctx: &Context,
        ty: Type,
        mut bytes: Vec<u8>,
        size: usize,
        count: u64,
    ) -> DenseElementsAttr {
        let splat = if count == 0 {
            bytes.clear();
            false
        } else if size == 0 || bytes.len() == size {
            true
        } else {
            let (first, rest) = bytes.split_at(size);
            rest.chunks(size).all(|chunk| chunk == first)
        };
        if splat {
            bytes.truncate(size);
        }
        DenseElementsAttr(ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Raw {
                bytes: bytes.into_boxed_slice(),
                splat,
            },
        }))
    }

    fn data(self, ctx: &Context) -> Option<&DenseData> {
        match ctx.attr_data(self.0) {
            AttrData::DenseElements { data, .. } => Some(data),
            _ => None,
        }
    }

    /// The type: a statically shaped tensor or vector.
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::DenseElements { ty, .. } => *ty,
            _ => ctx.common().none,
        }
    }

    /// The type as a [`ShapedType`].
    pub fn shaped_type(self, ctx: &Context) -> ShapedType {
        ShapedType::wrap(self.ty(ctx))
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        self.shaped_type(ctx).element_type(ctx)
    }

    /// The number of elements of the shape.
    pub fn num_elements(self, ctx: &Context) -> u64 {
        self.shaped_type(ctx).num_elements(ctx).unwrap_or(0)
    }

    /// Whether one stored element stands for all.
    pub fn is_splat(self, ctx: &Context) -> bool {
        match self.data(ctx) {
            Some(DenseData::Raw { splat, .. } | DenseData::Strings { splat, .. }) => *splat,
            None => false,
        }
    }

    /// Whether the elements are strings.
    pub fn is_strings(self, ctx: &Context) -> bool {
        matches!(self.data(ctx), Some(DenseData::Strings { .. }))
    }

    /// The stored bytes of raw elements (one element when splat); empty for strings.
    pub fn raw_data(self, ctx: &Context) -> &[u8] {
        match self.data(ctx) {
            Some(DenseData::Raw { bytes, .. }) => bytes,
            _ => &[],
        }
    }

    /// The stored strings (one when splat); empty for raw elements.
    pub fn raw_strings(self, ctx: &Context) -> &[Box<[u8]>] {
        match self.data(ctx) {
            Some(DenseData::Strings { values, .. }) => values,
            _ => &[],
        }
    }

    /// The encoded bytes of every element in row-major order, the splat repeated.
    fn raw_elements(self, ctx: &Context) -> Option<(ElementKind, impl Iterator<Item = &[u8]>)> {
        let kind = ElementKind::of(ctx, self.element_type(ctx));
        let size = kind.bytes()?;
        let Some(DenseData::Raw { bytes, splat }) = self.data(ctx) else {
            return None;
        };
        let splat = *splat;
        let iter = (0..self.num_elements(ctx)).map(move |i| {
            let start = if splat { 0 } else { i as usize * size };
            bytes.get(start..start + size).unwrap_or(&[])
        });
        Some((kind, iter))
    }

    /// The encoded bytes of element `index` (row-major), if in range and raw.
    pub fn raw_element(self, ctx: &Context, index: u64) -> Option<&[u8]> {
        if index >= self.num_elements(ctx) {
            return None;
        }
        let size = ElementKind::of(ctx, self.element_type(ctx)).bytes()?;
        let Some(DenseData::Raw { bytes, splat }) = self.data(ctx) else {
            return None;
        };
        let start = if *splat { 0 } else { index as usize * size };
        bytes.get(start..start + size)
    }

    /// Integer or `index` elements as canonical values (see [`IntegerAttr::value`]); `None`
    /// for other element types.
    pub fn int_values(self, ctx: &Context) -> Option<impl Iterator<Item = IntValue> + '_> {
        match self.raw_elements(ctx)? {
            (ElementKind::Int(layout), iter) => Some(iter.map(move |e| layout.decode(e))),
            _ => None,
        }
    }

    /// Integer or `index` elements of at most 64 bits as `i64`: sign-extended, except for
    /// unsigned types, which are zero-extended (a `ui64` above `i64::MAX` wraps). `true` of a
    /// signless `i1` reads as -1; see [`DenseElementsAttr::bool_values`].
    pub fn i64_values(self, ctx: &Context) -> Option<impl Iterator<Item = i64> + '_> {
        match self.raw_elements(ctx)? {
            (ElementKind::Int(layout), iter) if layout.width <= 64 => {
                Some(iter.map(move |e| layout.decode_i64(e)))
            }
            _ => None,
        }
    }

    /// Integer or `index` elements of at most 64 bits as their bits zero-extended.
    pub fn u64_values(self, ctx: &Context) -> Option<impl Iterator<Item = u64> + '_> {
        match self.raw_elements(ctx)? {
            (ElementKind::Int(layout), iter) if layout.width <= 64 => {
                Some(iter.map(move |e| layout.decode_raw64(e)))
            }
            _ => None,
        }
    }

    /// `i1` elements as booleans.
    pub fn bool_values(self, ctx: &Context) -> Option<impl Iterator<Item = bool> + '_> {
        match self.raw_elements(ctx)? {
            (ElementKind::Int(layout), iter) if layout.width == 1 => {
                Some(iter.map(|e| e.first().is_some_and(|&b| b != 0)))
            }
            _ => None,
        }
    }

    /// Float elements as `f64` (exact, except that `f80` and `f128` values are rounded).
    pub fn f64_values(self, ctx: &Context) -> Option<impl Iterator<Item = f64> + '_> {
        match self.raw_elements(ctx)? {
            (ElementKind::Float(kind), iter) => {
                Some(iter.map(move |e| float_bits_to_f64(kind, float_bits_from_le_bytes(e))))
            }
            _ => None,
        }
    }

    /// Complex float elements as `(real, imaginary)` pairs.
    pub fn complex_f64_values(
        self,
        ctx: &Context,
    ) -> Option<impl Iterator<Item = (f64, f64)> + '_> {
        match self.raw_elements(ctx)? {
            (ElementKind::ComplexFloat(kind), iter) => Some(iter.map(move |e| {
                let (re, im) = e.split_at(e.len() / 2);
                (
                    float_bits_to_f64(kind, float_bits_from_le_bytes(re)),
                    float_bits_to_f64(kind, float_bits_from_le_bytes(im)),
                )
            })),
            _ => None,
        }
    }

    /// String elements, the splat repeated; `None` for raw elements.
    pub fn string_values(self, ctx: &Context) -> Option<impl Iterator<Item = &[u8]> + '_> {
        let Some(DenseData::Strings { values, splat }) = self.data(ctx) else {
            return None;
        };
        let splat = *splat;
        Some((0..self.num_elements(ctx)).map(move |i| {
            let index = if splat { 0 } else { i as usize };
            values.get(index).map_or(&[][..], |v| &v[..])
        }))
    }

    /// Element `index` (row-major) as an attribute: an integer (a boolean for `i1`), float or
    /// string attribute, or for complex elements an array of the two parts.
    pub fn element_attr(self, ctx: &Context, index: u64) -> Option<Attribute> {
        if index >= self.num_elements(ctx) {
            return None;
        }
        let element = self.element_type(ctx);
        if self.is_strings(ctx) {
            let values = self.raw_strings(ctx);
            let i = if self.is_splat(ctx) {
                0
            } else {
                index as usize
            };
            return values.get(i).map(|v| StringAttr::get_bytes(ctx, v).attr());
        }
        let bytes = self.raw_element(ctx, index)?;
        let attr = match ElementKind::of(ctx, element) {
            ElementKind::Int(layout) => {
                IntegerAttr::get_bigint(ctx, element, &layout.decode(bytes).to_bigint()).attr()
            }
            ElementKind::Float(_) => {
                FloatAttr::get_from_bits(ctx, element, float_bits_from_le_bytes(bytes)).attr()
            }
            ElementKind::ComplexInt(layout) => {
                let part = complex_part(ctx, element);
                let (re, im) = bytes.split_at(bytes.len() / 2);
                let re = IntegerAttr::get_bigint(ctx, part, &layout.decode(re).to_bigint());
                let im = IntegerAttr::get_bigint(ctx, part, &layout.decode(im).to_bigint());
                super::ArrayAttr::get(ctx, &[re.attr(), im.attr()]).attr()
            }
            ElementKind::ComplexFloat(_) => {
                let part = complex_part(ctx, element);
                let (re, im) = bytes.split_at(bytes.len() / 2);
                let re = FloatAttr::get_from_bits(ctx, part, float_bits_from_le_bytes(re));
                let im = FloatAttr::get_from_bits(ctx, part, float_bits_from_le_bytes(im));
                super::ArrayAttr::get(ctx, &[re.attr(), im.attr()]).attr()
            }
            ElementKind::Other => return None,
        };
        Some(attr)
    }

    /// The single value of a splat as an attribute (see [`DenseElementsAttr::element_attr`]).
    pub fn splat_value(self, ctx: &Context) -> Option<Attribute> {
        if !self.is_splat(ctx) {
            return None;
        }
        self.element_attr(ctx, 0)
    }
}

/// The element type of the parts of a complex type.
fn complex_part(ctx: &Context, element: Type) -> Type {
    match ctx.type_data(element) {
        TypeData::Complex(part) => *part,
        _ => element,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{
        ComplexType, IntegerType, RankedTensorType, Signedness, UnrankedTensorType, VectorType,
    };

    fn tensor(ctx: &Context, shape: &[i64], element: Type) -> Type {
        RankedTensorType::get(ctx, shape, element, None).ty()
    }

    #[test]
    fn integer_elements_round_trip() {
        let ctx = Context::new();
        let ty = tensor(&ctx, &[2, 2], ctx.common().i32);
        let d = DenseElementsAttr::get_i64(&ctx, ty, &[1, -2, 3, 4]).unwrap();
        assert!(!d.is_splat(&ctx));
        assert_eq!(d.num_elements(&ctx), 4);
        assert_eq!(d.ty(&ctx), ty);
        assert_eq!(d.element_type(&ctx), ctx.common().i32);
        assert_eq!(
            d.i64_values(&ctx).unwrap().collect::<Vec<_>>(),
            [1, -2, 3, 4]
        );
        assert_eq!(
            d.u64_values(&ctx).unwrap().collect::<Vec<_>>(),
            [1, 0xffff_fffe, 3, 4]
        );
        assert_eq!(d.raw_data(&ctx).len(), 16);
        assert_eq!(d.raw_element(&ctx, 1), Some(&[0xfe, 0xff, 0xff, 0xff][..]));
        assert_eq!(d.raw_element(&ctx, 4), None);
        assert!(d.f64_values(&ctx).is_none());
        assert!(d.string_values(&ctx).is_none());
        assert_eq!(DenseElementsAttr::get_i64(&ctx, ty, &[1, -2, 3, 4]), Ok(d));
        assert_eq!(d.attr().dyn_cast::<DenseElementsAttr>(&ctx), Some(d));
        assert_eq!(
            d.element_attr(&ctx, 1),
            Some(IntegerAttr::get(&ctx, ctx.common().i32, -2).attr())
        );
        assert_eq!(d.splat_value(&ctx), None);
    }

    #[test]
    fn equal_elements_are_stored_as_a_splat() {
        let ctx = Context::new();
        let ty = tensor(&ctx, &[3], ctx.common().i16);
        let all = DenseElementsAttr::get_i64(&ctx, ty, &[7, 7, 7]).unwrap();
        let one = DenseElementsAttr::get_i64(&ctx, ty, &[7]).unwrap();
        assert_eq!(all, one);
        assert!(all.is_splat(&ctx));
        assert_eq!(all.raw_data(&ctx), &[7, 0]);
        assert_eq!(all.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [7, 7, 7]);
        assert_eq!(
            all.splat_value(&ctx),
            Some(IntegerAttr::get(&ctx, ctx.common().i16, 7).attr())
        );
        // Values equal after canonicalization are a splat too.
        let i8_ty = tensor(&ctx, &[2], ctx.common().i8);
        let wrapped = DenseElementsAttr::get_i64(&ctx, i8_ty, &[255, -1]).unwrap();
        assert!(wrapped.is_splat(&ctx));
        // A single element is a splat; an empty shape stores nothing.
        let single = DenseElementsAttr::get_i64(&ctx, tensor(&ctx, &[1], ctx.common().i8), &[5]);
        assert!(single.unwrap().is_splat(&ctx));
        let empty_ty = tensor(&ctx, &[0], ctx.common().i32);
        let empty = DenseElementsAttr::get_i64(&ctx, empty_ty, &[]).unwrap();
        assert!(!empty.is_splat(&ctx));
        assert_eq!(empty.num_elements(&ctx), 0);
        assert_eq!(empty.i64_values(&ctx).unwrap().count(), 0);
        // A huge splat is never expanded in storage.
        let big_ty = tensor(&ctx, &[1 << 20, 1 << 20], ctx.common().f32);
        let big = DenseElementsAttr::get_f64(&ctx, big_ty, &[1.5]).unwrap();
        assert_eq!(big.raw_data(&ctx).len(), 4);
        assert_eq!(big.num_elements(&ctx), 1 << 40);
        let last = big.raw_element(&ctx, (1 << 40) - 1);
        assert_eq!(last, Some(&1.5f32.to_le_bytes()[..]));
        assert_eq!(big.f64_values(&ctx).unwrap().next(), Some(1.5));
    }

    #[test]
    fn counts_and_types_are_checked() {
        let ctx = Context::new();
        let c = ctx.common();
        let ty = tensor(&ctx, &[3], c.i32);
        let err = DenseElementsAttr::get_i64(&ctx, ty, &[1, 2]).unwrap_err();
        assert_eq!(
            err.message,
            "expected 3 values for the shape (or 1 to splat), got 2"
        );
        assert!(DenseElementsAttr::get_f64(&ctx, ty, &[1.0]).is_err());
        assert!(DenseElementsAttr::get_bool(&ctx, ty, &[true]).is_err());
        let dynamic = tensor(&ctx, &[crate::types::DYNAMIC], c.i32);
        assert!(DenseElementsAttr::get_i64(&ctx, dynamic, &[1]).is_err());
        let unranked = UnrankedTensorType::get(&ctx, c.i32).ty();
        assert!(DenseElementsAttr::get_i64(&ctx, unranked, &[1]).is_err());
        assert!(DenseElementsAttr::get_i64(&ctx, c.i32, &[1]).is_err());
        let ftensor = tensor(&ctx, &[2], c.f32);
        assert!(DenseElementsAttr::get_i64(&ctx, ftensor, &[1, 2]).is_err());
        assert!(DenseElementsAttr::get_raw(&ctx, ty, &[0; 5]).is_err());
        let strings = tensor(&ctx, &[2], c.none);
        assert!(DenseElementsAttr::get_raw(&ctx, strings, &[]).is_err());
    }

    #[test]
    fn unsigned_wide_and_index_elements() {
        let ctx = Context::new();
        let ui8 = IntegerType::get(&ctx, 8, Signedness::Unsigned).ty();
        let d = DenseElementsAttr::get_i64(&ctx, tensor(&ctx, &[2], ui8), &[255, -1]).unwrap();
        assert!(d.is_splat(&ctx));
        assert_eq!(d.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [255, 255]);
        let i128 = IntegerType::signless(&ctx, 128).ty();
        let big: BigInt = BigInt::from(1u8) << 100;
        let w = DenseElementsAttr::get_bigint(
            &ctx,
            tensor(&ctx, &[2], i128),
            &[big.clone(), BigInt::from(-1)],
        )
        .unwrap();
        let values: Vec<BigInt> = w.int_values(&ctx).unwrap().map(|v| v.to_bigint()).collect();
        assert_eq!(values, [big, BigInt::from(-1)]);
        assert!(w.i64_values(&ctx).is_none());
        assert_eq!(w.raw_data(&ctx).len(), 32);
        let u = DenseElementsAttr::get_u64(&ctx, tensor(&ctx, &[1], i128), &[u64::MAX]).unwrap();
        assert_eq!(
            u.int_values(&ctx).unwrap().next().map(|v| v.to_bigint()),
            Some(BigInt::from(u64::MAX))
        );
        let idx = DenseElementsAttr::get_u64(
            &ctx,
            tensor(&ctx, &[2], ctx.common().index),
            &[u64::MAX, 2],
        )
        .unwrap();
        assert_eq!(idx.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [-1, 2]);
        assert_eq!(idx.raw_data(&ctx).len(), 16);
        let i0 = IntegerType::signless(&ctx, 0).ty();
        let zero = DenseElementsAttr::get_i64(&ctx, tensor(&ctx, &[2], i0), &[0, 5]).unwrap();
        assert!(zero.is_splat(&ctx) && zero.raw_data(&ctx).is_empty());
        assert_eq!(zero.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [0, 0]);
        assert_eq!(
            DenseElementsAttr::get_raw(&ctx, tensor(&ctx, &[2], i0), &[]),
            Ok(zero)
        );
        let i3 = IntegerType::signless(&ctx, 3).ty();
        let odd = DenseElementsAttr::get_i64(&ctx, tensor(&ctx, &[2], i3), &[-1, 3]).unwrap();
        assert_eq!(odd.raw_data(&ctx), &[0b111, 0b011]);
        assert_eq!(odd.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [-1, 3]);
        assert_eq!(odd.u64_values(&ctx).unwrap().collect::<Vec<_>>(), [7, 3]);
    }

    #[test]
    fn bool_elements() {
        let ctx = Context::new();
        let ty = tensor(&ctx, &[3], ctx.common().i1);
        let d = DenseElementsAttr::get_bool(&ctx, ty, &[true, false, true]).unwrap();
        assert_eq!(d.raw_data(&ctx), &[1, 0, 1]);
        assert_eq!(
            d.bool_values(&ctx).unwrap().collect::<Vec<_>>(),
            [true, false, true]
        );
        assert_eq!(d.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [-1, 0, -1]);
        assert_eq!(d.element_attr(&ctx, 0), Some(ctx.common().true_attr));
        assert_eq!(DenseElementsAttr::get_i64(&ctx, ty, &[1, 0, 1]), Ok(d));
        let all = DenseElementsAttr::get_bool(&ctx, ty, &[true]).unwrap();
        assert!(all.is_splat(&ctx));
        assert_eq!(
            DenseElementsAttr::get_splat(&ctx, ty, ctx.common().true_attr),
            Ok(all)
        );
    }

    #[test]
    fn float_elements_round_per_format() {
        let ctx = Context::new();
        let c = ctx.common();
        let f16 = tensor(&ctx, &[3], c.f16);
        let d = DenseElementsAttr::get_f64(&ctx, f16, &[0.1, 1.0, 65520.0]).unwrap();
        assert_eq!(d.raw_data(&ctx), &[0x66, 0x2e, 0x00, 0x3c, 0x00, 0x7c]);
        let values: Vec<f64> = d.f64_values(&ctx).unwrap().collect();
        assert_eq!(
            values,
            [half::f16::from_bits(0x2e66).to_f64(), 1.0, f64::INFINITY]
        );
        let bf16 = tensor(&ctx, &[2], c.bf16);
        let b = DenseElementsAttr::get_f64(&ctx, bf16, &[std::f64::consts::PI, 3.140625]).unwrap();
        assert!(b.is_splat(&ctx), "both round to the same bf16");
        let v = VectorType::get(&ctx, &[2], c.f64).ty();
        let f = DenseElementsAttr::get_f64(&ctx, v, &[0.5, -2.0]).unwrap();
        assert_eq!(f.f64_values(&ctx).unwrap().collect::<Vec<_>>(), [0.5, -2.0]);
        assert_eq!(
            f.element_attr(&ctx, 1),
            Some(FloatAttr::get(&ctx, c.f64, -2.0).attr())
        );
        assert!(f.i64_values(&ctx).is_none());
    }

    #[test]
    fn complex_elements() {
        let ctx = Context::new();
        let c = ctx.common();
        let cf32 = ComplexType::get(&ctx, c.f32).ty();
        let ty = tensor(&ctx, &[2], cf32);
        let d = DenseElementsAttr::get_complex_f64(&ctx, ty, &[(1.0, 2.0), (3.0, -4.0)]).unwrap();
        assert_eq!(d.raw_data(&ctx).len(), 16);
        assert_eq!(
            d.complex_f64_values(&ctx).unwrap().collect::<Vec<_>>(),
            [(1.0, 2.0), (3.0, -4.0)]
        );
        let parts = d
            .element_attr(&ctx, 1)
            .and_then(|a| a.dyn_cast::<super::super::ArrayAttr>(&ctx));
        let parts = parts.unwrap().elements(&ctx).to_vec();
        assert_eq!(
            parts,
            [
                FloatAttr::get(&ctx, c.f32, 3.0).attr(),
                FloatAttr::get(&ctx, c.f32, -4.0).attr()
            ]
        );
        let ci8 = ComplexType::get(&ctx, c.i8).ty();
        let raw = DenseElementsAttr::get_raw(&ctx, tensor(&ctx, &[2], ci8), &[1, 0xff]).unwrap();
        assert!(raw.is_splat(&ctx));
        let parts = raw
            .element_attr(&ctx, 1)
            .and_then(|a| a.dyn_cast::<super::super::ArrayAttr>(&ctx));
        let parts = parts.unwrap().elements(&ctx).to_vec();
        assert_eq!(
            parts,
            [
                IntegerAttr::get(&ctx, c.i8, 1).attr(),
                IntegerAttr::get(&ctx, c.i8, -1).attr()
            ]
        );
        assert!(
            DenseElementsAttr::get_complex_f64(&ctx, tensor(&ctx, &[1], c.f32), &[(1.0, 0.0)])
                .is_err()
        );
    }

    #[test]
    fn string_elements() {
        let ctx = Context::new();
        let ty = tensor(&ctx, &[2], ctx.common().none);
        let d = DenseElementsAttr::get_strings(&ctx, ty, &[b"a", b"bc"]).unwrap();
        assert!(d.is_strings(&ctx) && !d.is_splat(&ctx));
        let values: Vec<&[u8]> = d.string_values(&ctx).unwrap().collect();
        assert_eq!(values, [&b"a"[..], &b"bc"[..]]);
        assert!(d.raw_data(&ctx).is_empty());
        assert!(d.i64_values(&ctx).is_none());
        assert_eq!(
            d.element_attr(&ctx, 1),
            Some(StringAttr::get(&ctx, "bc").attr())
        );
        let s = DenseElementsAttr::get_strings(&ctx, ty, &[b"z", b"z"]).unwrap();
        assert!(s.is_splat(&ctx));
        assert_eq!(s.raw_strings(&ctx).len(), 1);
        assert_eq!(s.string_values(&ctx).unwrap().count(), 2);
        let splat = DenseElementsAttr::get_splat(&ctx, ty, StringAttr::get(&ctx, "z").attr());
        assert_eq!(splat, Ok(s));
    }

    #[test]
    fn raw_splat_and_attribute_constructors() {
        let ctx = Context::new();
        let c = ctx.common();
        let ty = tensor(&ctx, &[2], c.i8);
        let raw = DenseElementsAttr::get_raw(&ctx, ty, &[1, 2]).unwrap();
        assert_eq!(raw, DenseElementsAttr::get_i64(&ctx, ty, &[1, 2]).unwrap());
        let splat_raw = DenseElementsAttr::get_raw(&ctx, ty, &[9]).unwrap();
        assert_eq!(
            splat_raw,
            DenseElementsAttr::get_i64(&ctx, ty, &[9, 9]).unwrap()
        );
        let i3 = IntegerType::signless(&ctx, 3).ty();
        let masked = DenseElementsAttr::get_raw(&ctx, tensor(&ctx, &[1], i3), &[0xff]).unwrap();
        assert_eq!(masked.raw_data(&ctx), &[0b111]);

        let seven = IntegerAttr::get(&ctx, c.i8, 7).attr();
        let s = DenseElementsAttr::get_splat(&ctx, ty, seven).unwrap();
        assert_eq!(s, DenseElementsAttr::get_i64(&ctx, ty, &[7, 7]).unwrap());
        let wrong = IntegerAttr::get(&ctx, c.i16, 7).attr();
        assert!(DenseElementsAttr::get_splat(&ctx, ty, wrong).is_err());
        let fty = tensor(&ctx, &[4], c.f16);
        let half_attr = FloatAttr::get(&ctx, c.f16, 0.5).attr();
        let fs = DenseElementsAttr::get_splat(&ctx, fty, half_attr).unwrap();
        assert_eq!(fs.splat_value(&ctx), Some(half_attr));

        let eight = IntegerAttr::get(&ctx, c.i8, 8).attr();
        let from = DenseElementsAttr::get_from_attrs(&ctx, ty, &[seven, eight]).unwrap();
        assert_eq!(from, DenseElementsAttr::get_i64(&ctx, ty, &[7, 8]).unwrap());
        assert!(DenseElementsAttr::get_from_attrs(&ctx, ty, &[seven, half_attr]).is_err());
        let h2 = FloatAttr::get(&ctx, c.f16, 2.0).attr();
        let floats =
            DenseElementsAttr::get_from_attrs(&ctx, fty, &[half_attr, h2, h2, h2]).unwrap();
        assert_eq!(
            floats.f64_values(&ctx).unwrap().collect::<Vec<_>>(),
            [0.5, 2.0, 2.0, 2.0]
        );
    }

    #[test]
    fn reshape_keeps_the_data() {
        let ctx = Context::new();
        let c = ctx.common();
        let d =
            DenseElementsAttr::get_i64(&ctx, tensor(&ctx, &[2, 2], c.i32), &[1, 2, 3, 4]).unwrap();
        let flat_ty = tensor(&ctx, &[4], c.i32);
        let flat = d.reshape(&ctx, flat_ty).unwrap();
        assert_eq!(
            flat,
            DenseElementsAttr::get_i64(&ctx, flat_ty, &[1, 2, 3, 4]).unwrap()
        );
        assert!(d.reshape(&ctx, tensor(&ctx, &[3], c.i32)).is_err());
        assert!(d.reshape(&ctx, tensor(&ctx, &[4], c.i64)).is_err());
    }
}
