//! The view of dense array attributes, `array<i32: 1, 2>`: a one-dimensional array of integers
//! or floats stored like dense elements (little-endian, `width / 8` bytes each, an `i1` in one
//! byte), without a shaped type and never splat-compressed.

use super::attr_view;
use super::numeric::IntLayout;
use crate::attrs::{AttrData, IntValue};
use crate::context::Context;
use crate::text::numbers::{float_bits_from_f64, float_bits_from_le_bytes, float_bits_to_f64};
use crate::types::{FloatKind, InvariantError, Type, TypeData};

attr_view!(
    /// `array<i32: 1, 2>`.
    DenseArrayAttr,
    AttrData::DenseArray { .. }
);

/// How the elements of a dense array's element type are stored.
#[derive(Copy, Clone)]
enum ArrayElement {
    Int(IntLayout),
    Float(FloatKind),
}

impl ArrayElement {
    /// The storage of `element`, if it may be a dense array's element type: an integer of one
    /// bit or of a multiple of 8 bits, or a float.
    fn of(ctx: &Context, element: Type) -> Result<ArrayElement, InvariantError> {
        match ctx.type_data(element) {
            TypeData::Integer { width, .. } => {
                if *width != 1 && width % 8 != 0 {
                    return Err(InvariantError::new(
                        "element type bitwidth must be a multiple of 8",
                    ));
                }
                IntLayout::of(ctx, element)
                    .map(ArrayElement::Int)
                    .ok_or_else(|| InvariantError::new("expected integer or float type"))
            }
            TypeData::Float(kind) => Ok(ArrayElement::Float(*kind)),
            _ => Err(InvariantError::new("expected integer or float type")),
        }
    }

    fn bytes(self) -> usize {
        match self {
            ArrayElement::Int(layout) => layout.bytes(),
            ArrayElement::Float(kind) => kind.storage_bytes(),
        }
    }
}

impl DenseArrayAttr {
    fn intern(ctx: &Context, element: Type, len: usize, bytes: Vec<u8>) -> DenseArrayAttr {
        DenseArrayAttr(ctx.intern_attr(AttrData::DenseArray {
            element,
            len: len as u64,
            bytes: bytes.into_boxed_slice(),
        }))
    }

    /// An array of integers of type `element`, each canonicalized for it like
    /// [`super::IntegerAttr::get`].
    pub fn get_ints(
        ctx: &Context,
        element: Type,
        values: &[i64],
    ) -> Result<DenseArrayAttr, InvariantError> {
        let ArrayElement::Int(layout) = ArrayElement::of(ctx, element)? else {
            return Err(InvariantError::new(
                "expected an integer element type for an integer dense array",
            ));
        };
        let mut bytes = Vec::with_capacity(values.len() * layout.bytes());
        for &v in values {
            layout.encode(&layout.canonical_i64(v), &mut bytes);
        }
        Ok(Self::intern(ctx, element, values.len(), bytes))
    }

    /// An array of floats of type `element`, each rounded to its format.
    pub fn get_floats(
        ctx: &Context,
        element: Type,
        values: &[f64],
    ) -> Result<DenseArrayAttr, InvariantError> {
        let ArrayElement::Float(kind) = ArrayElement::of(ctx, element)? else {
            return Err(InvariantError::new(
                "expected a float element type for a float dense array",
            ));
        };
        let size = kind.storage_bytes();
        let mut bytes = Vec::with_capacity(values.len() * size);
        for &v in values {
            bytes.extend_from_slice(&float_bits_from_f64(kind, v).to_le_bytes()[..size]);
        }
        Ok(Self::intern(ctx, element, values.len(), bytes))
    }

    /// An array from the raw encoding of its elements; bits above an integer's width are
    /// cleared.
    pub fn get_raw(
        ctx: &Context,
        element: Type,
        bytes: &[u8],
    ) -> Result<DenseArrayAttr, InvariantError> {
        let storage = ArrayElement::of(ctx, element)?;
        let size = storage.bytes();
        if size == 0 {
            // `i0` elements have no bytes, so raw data cannot say how many there are.
            if !bytes.is_empty() {
                return Err(InvariantError::new(
                    "raw data size must be a multiple of the element size",
                ));
            }
            return Ok(Self::intern(ctx, element, 0, Vec::new()));
        }
        if !bytes.len().is_multiple_of(size) {
            return Err(InvariantError::new(
                "raw data size must be a multiple of the element size",
            ));
        }
        let mut bytes = bytes.to_vec();
        if let ArrayElement::Int(layout) = storage {
            bytes
                .chunks_mut(size)
                .for_each(|part| layout.mask_padding(part));
        }
        Ok(Self::intern(ctx, element, bytes.len() / size, bytes))
    }

    /// `array<i1: ...>`.
    pub fn from_bools(ctx: &Context, values: &[bool]) -> DenseArrayAttr {
        let bytes = values.iter().map(|&b| u8::from(b)).collect();
        Self::intern(ctx, ctx.common().i1, values.len(), bytes)
    }

    /// `array<i8: ...>`.
    pub fn from_i8(ctx: &Context, values: &[i8]) -> DenseArrayAttr {
        let bytes = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        Self::intern(ctx, ctx.common().i8, values.len(), bytes)
    }

    /// `array<i16: ...>`.
    pub fn from_i16(ctx: &Context, values: &[i16]) -> DenseArrayAttr {
        let bytes = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        Self::intern(ctx, ctx.common().i16, values.len(), bytes)
    }

    /// `array<i32: ...>`.
    pub fn from_i32(ctx: &Context, values: &[i32]) -> DenseArrayAttr {
        let bytes = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        Self::intern(ctx, ctx.common().i32, values.len(), bytes)
    }

    /// `array<i64: ...>`.
    pub fn from_i64(ctx: &Context, values: &[i64]) -> DenseArrayAttr {
        let bytes = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        Self::intern(ctx, ctx.common().i64, values.len(), bytes)
    }

    /// `array<f32: ...>`.
    pub fn from_f32(ctx: &Context, values: &[f32]) -> DenseArrayAttr {
        let bytes = values
            .iter()
            .flat_map(|v| v.to_bits().to_le_bytes())
            .collect();
        Self::intern(ctx, ctx.common().f32, values.len(), bytes)
    }

    /// `array<f64: ...>`.
    pub fn from_f64(ctx: &Context, values: &[f64]) -> DenseArrayAttr {
        let bytes = values
            .iter()
            .flat_map(|v| v.to_bits().to_le_bytes())
            .collect();
        Self::intern(ctx, ctx.common().f64, values.len(), bytes)
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::DenseArray { element, .. } => *element,
            _ => ctx.common().none,
        }
    }

    /// The number of elements.
    pub fn len(self, ctx: &Context) -> usize {
        match ctx.attr_data(self.0) {
            AttrData::DenseArray { len, .. } => *len as usize,
            _ => 0,
        }
    }

    /// Whether the array is empty.
    pub fn is_empty(self, ctx: &Context) -> bool {
        self.len(ctx) == 0
    }

    /// The element bytes.
    pub fn raw_data(self, ctx: &Context) -> &[u8] {
        match ctx.attr_data(self.0) {
            AttrData::DenseArray { bytes, .. } => bytes,
            _ => &[],
        }
    }

    /// The element storage and the bytes of each element.
    fn elements(self, ctx: &Context) -> Option<(ArrayElement, impl Iterator<Item = &[u8]>)> {
        let storage = ArrayElement::of(ctx, self.element_type(ctx)).ok()?;
        let size = storage.bytes();
        let bytes = self.raw_data(ctx);
        let iter =
            (0..self.len(ctx)).map(move |i| bytes.get(i * size..(i + 1) * size).unwrap_or(&[]));
        Some((storage, iter))
    }

    /// Integer elements as canonical values (see [`super::IntegerAttr::value`]).
    pub fn int_values(self, ctx: &Context) -> Option<impl Iterator<Item = IntValue> + '_> {
        match self.elements(ctx)? {
            (ArrayElement::Int(layout), chunks) => Some(chunks.map(move |e| layout.decode(e))),
            _ => None,
        }
    }

    /// Integer elements of at most 64 bits as `i64` (sign-extended, zero-extended for unsigned
    /// types; `true` of an `i1` reads as -1, see [`DenseArrayAttr::bool_values`]).
    pub fn i64_values(self, ctx: &Context) -> Option<impl Iterator<Item = i64> + '_> {
        match self.elements(ctx)? {
            (ArrayElement::Int(layout), chunks) if layout.width <= 64 => {
                Some(chunks.map(move |e| layout.decode_i64(e)))
            }
            _ => None,
        }
    }

    /// `i1` elements as booleans.
    pub fn bool_values(self, ctx: &Context) -> Option<impl Iterator<Item = bool> + '_> {
        match self.elements(ctx)? {
            (ArrayElement::Int(layout), chunks) if layout.width == 1 => {
                Some(chunks.map(|e| e.first().is_some_and(|&b| b != 0)))
            }
            _ => None,
        }
    }

    /// Float elements as `f64` (exact, except that `f80` and `f128` values are rounded).
    pub fn f64_values(self, ctx: &Context) -> Option<impl Iterator<Item = f64> + '_> {
        match self.elements(ctx)? {
            (ArrayElement::Float(kind), chunks) => {
                Some(chunks.map(move |e| float_bits_to_f64(kind, float_bits_from_le_bytes(e))))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{IntegerType, Signedness};

    #[test]
    fn typed_constructors_round_trip() {
        let ctx = Context::new();
        let c = ctx.common();
        let a = DenseArrayAttr::from_i32(&ctx, &[1, -2]);
        assert_eq!(a.element_type(&ctx), c.i32);
        assert_eq!(a.len(&ctx), 2);
        assert_eq!(a.raw_data(&ctx), &[1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff]);
        assert_eq!(a.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [1, -2]);
        assert!(a.f64_values(&ctx).is_none());
        assert_eq!(DenseArrayAttr::get_ints(&ctx, c.i32, &[1, -2]), Ok(a));
        assert_eq!(a.attr().dyn_cast::<DenseArrayAttr>(&ctx), Some(a));
        assert_ne!(DenseArrayAttr::from_i64(&ctx, &[1, -2]), a);
        let i8s = DenseArrayAttr::from_i8(&ctx, &[-1]);
        assert_eq!(DenseArrayAttr::get_ints(&ctx, c.i8, &[255]), Ok(i8s));
        let i16s = DenseArrayAttr::from_i16(&ctx, &[300]);
        assert_eq!(i16s.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [300]);
        let b = DenseArrayAttr::from_bools(&ctx, &[true, false]);
        assert_eq!(
            b.bool_values(&ctx).unwrap().collect::<Vec<_>>(),
            [true, false]
        );
        assert_eq!(b.raw_data(&ctx), &[1, 0]);
        assert_eq!(DenseArrayAttr::get_ints(&ctx, c.i1, &[1, 0]), Ok(b));
        let f = DenseArrayAttr::from_f32(&ctx, &[0.5, 0.1]);
        assert_eq!(
            f.f64_values(&ctx).unwrap().collect::<Vec<_>>(),
            [0.5, f64::from(0.1f32)]
        );
        assert_eq!(DenseArrayAttr::get_floats(&ctx, c.f32, &[0.5, 0.1]), Ok(f));
        let d = DenseArrayAttr::from_f64(&ctx, &[]);
        assert!(d.is_empty(&ctx));
        assert_eq!(d.element_type(&ctx), c.f64);
        assert_ne!(d, DenseArrayAttr::from_i64(&ctx, &[]));
    }

    #[test]
    fn other_element_types_follow_mlir() {
        let ctx = Context::new();
        let c = ctx.common();
        let ui8 = IntegerType::get(&ctx, 8, Signedness::Unsigned).ty();
        let u = DenseArrayAttr::get_ints(&ctx, ui8, &[255, -1]).unwrap();
        assert_eq!(u.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [255, 255]);
        let i24 = IntegerType::signless(&ctx, 24).ty();
        assert_eq!(
            DenseArrayAttr::get_ints(&ctx, i24, &[1, 2])
                .unwrap()
                .raw_data(&ctx)
                .len(),
            6
        );
        let i4 = IntegerType::signless(&ctx, 4).ty();
        let err = DenseArrayAttr::get_ints(&ctx, i4, &[1]).unwrap_err();
        assert_eq!(err.message, "element type bitwidth must be a multiple of 8");
        let err = DenseArrayAttr::get_ints(&ctx, c.index, &[1]).unwrap_err();
        assert_eq!(err.message, "expected integer or float type");
        assert!(DenseArrayAttr::get_floats(&ctx, c.i32, &[1.0]).is_err());
        assert!(DenseArrayAttr::get_ints(&ctx, c.f32, &[1]).is_err());
        let i0 = IntegerType::signless(&ctx, 0).ty();
        let zeros = DenseArrayAttr::get_ints(&ctx, i0, &[5, 7]).unwrap();
        assert_eq!(zeros.len(&ctx), 2);
        assert_eq!(zeros.i64_values(&ctx).unwrap().collect::<Vec<_>>(), [0, 0]);
        assert!(DenseArrayAttr::get_raw(&ctx, i0, &[1]).is_err());
        assert!(
            DenseArrayAttr::get_raw(&ctx, i0, &[])
                .unwrap()
                .is_empty(&ctx)
        );
        let h = DenseArrayAttr::get_floats(&ctx, c.f16, &[0.1]).unwrap();
        assert_eq!(h.raw_data(&ctx), &[0x66, 0x2e]);
        let i128 = IntegerType::signless(&ctx, 128).ty();
        let w = DenseArrayAttr::get_ints(&ctx, i128, &[-1]).unwrap();
        assert!(w.i64_values(&ctx).is_none());
        assert_eq!(
            w.int_values(&ctx).unwrap().collect::<Vec<_>>(),
            [IntValue::Small(-1)]
        );
    }

    #[test]
    fn raw_arrays() {
        let ctx = Context::new();
        let c = ctx.common();
        let r = DenseArrayAttr::get_raw(&ctx, c.i16, &[1, 0, 2, 0]).unwrap();
        assert_eq!(r, DenseArrayAttr::from_i16(&ctx, &[1, 2]));
        assert_eq!(r.len(&ctx), 2);
        let err = DenseArrayAttr::get_raw(&ctx, c.i16, &[1, 0, 2]).unwrap_err();
        assert_eq!(
            err.message,
            "raw data size must be a multiple of the element size"
        );
        let b = DenseArrayAttr::get_raw(&ctx, c.i1, &[0xff]).unwrap();
        assert_eq!(b, DenseArrayAttr::from_bools(&ctx, &[true]));
    }
}
