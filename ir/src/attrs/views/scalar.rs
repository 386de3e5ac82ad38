//! Views of the scalar builtin attributes: `unit`, booleans, integers, floats, strings, types
//! used as attributes, and the opaque attributes of unregistered dialects.
//!
//! As in MLIR, a boolean is the integer attribute of type `i1`: [`IntegerAttr::get`] with a
//! signless `i1` type returns the `true` / `false` attribute, and [`IntegerAttr`] views both.

use super::attr_view;
use super::numeric::IntLayout;
use crate::attrs::{AttrData, Attribute, IntValue};
use crate::context::Context;
use crate::text::numbers::{canonical_float_bits, float_bits_from_f64, float_bits_to_f64};
use crate::types::{FloatKind, InvariantError, Signedness, Type, TypeData};
use num_bigint::BigInt;

attr_view!(
    /// `unit`: an attribute whose presence is its meaning.
    UnitAttr,
    AttrData::Unit
);
attr_view!(
    /// `true` / `false`.
    BoolAttr,
    AttrData::Bool(_)
);
attr_view!(
    /// `42 : i32`, and the booleans (integers of type `i1`).
    IntegerAttr,
    AttrData::Integer { .. } | AttrData::Bool(_)
);
attr_view!(
    /// `1.0 : f32`.
    FloatAttr,
    AttrData::Float { .. }
);
attr_view!(
    /// `"text"` or `"text" : type`.
    StringAttr,
    AttrData::String { .. }
);
attr_view!(
    /// A type used as an attribute.
    TypeAttr,
    AttrData::Type(_)
);
attr_view!(
    /// `#dialect.body`: an attribute of an unregistered dialect, kept as text.
    OpaqueAttr,
    AttrData::Opaque { .. }
);

impl UnitAttr {
    /// The `unit` attribute.
    pub fn get(ctx: &Context) -> UnitAttr {
        UnitAttr(ctx.common().unit)
    }
}

impl BoolAttr {
    /// `true` or `false`.
    pub fn get(ctx: &Context, value: bool) -> BoolAttr {
        BoolAttr(if value {
            ctx.common().true_attr
        } else {
            ctx.common().false_attr
        })
    }

    /// The value.
    pub fn value(self, ctx: &Context) -> bool {
        matches!(ctx.attr_data(self.0), AttrData::Bool(true))
    }
}

/// Whether `ty` is the signless `i1`, whose attributes are the booleans.
fn is_bool_type(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// The layout used for an integer attribute of `ty`; 64-bit signed for types that are not
/// integers (only `get_checked` rejects those).
fn layout_or_i64(ctx: &Context, ty: Type) -> IntLayout {
    IntLayout::of(ctx, ty).unwrap_or(IntLayout {
        width: 64,
        signed: true,
    })
}

impl IntegerAttr {
    /// The integer attribute of `value` with type `ty` (an integer type or `index`), canonical
    /// for the type: `value` is reduced modulo 2^width (`index` has 64 bits), then read as
    /// signed for signless and signed types and as unsigned for `uiN`. So `get(i8, 255)` is
    /// `get(i8, -1)`, while `get(ui8, 255)` stays 255 and `get(ui8, -1)` is 255. With the
    /// signless `i1` type the result is the `true` / `false` attribute.
    pub fn get(ctx: &Context, ty: Type, value: i64) -> IntegerAttr {
        let layout = layout_or_i64(ctx, ty);
        Self::intern(ctx, ty, layout.canonical_i64(value))
    }

    /// Like [`IntegerAttr::get`] for any integer (`i128`, `i1024`, ...).
    pub fn get_bigint(ctx: &Context, ty: Type, value: &BigInt) -> IntegerAttr {
        let layout = layout_or_i64(ctx, ty);
        Self::intern(ctx, ty, layout.canonical_bigint(value))
    }

    /// Like [`IntegerAttr::get_bigint`], but rejects types that are neither integers nor `index`.
    pub fn get_checked(
        ctx: &Context,
        ty: Type,
        value: &BigInt,
    ) -> Result<IntegerAttr, InvariantError> {
        if IntLayout::of(ctx, ty).is_none() {
            return Err(InvariantError::new(
                "expected an integer or `index` type for an integer attribute",
            ));
        }
        Ok(Self::get_bigint(ctx, ty, value))
    }

    fn intern(ctx: &Context, ty: Type, value: IntValue) -> IntegerAttr {
        if is_bool_type(ctx, ty) {
            return IntegerAttr(BoolAttr::get(ctx, value != IntValue::Small(0)).attr());
        }
        IntegerAttr(ctx.intern_attr(AttrData::Integer { ty, value }))
    }

    /// The canonical value (see [`IntegerAttr::get`]); `true` is -1, the value of a set `i1`
    /// read as signed, as in MLIR.
    pub fn value(self, ctx: &Context) -> &IntValue {
        match ctx.attr_data(self.0) {
            AttrData::Integer { value, .. } => value,
            AttrData::Bool(true) => &IntValue::Small(-1),
            _ => &IntValue::Small(0),
        }
    }

    /// The type.
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::Integer { ty, .. } => *ty,
            AttrData::Bool(_) => ctx.common().i1,
            _ => ctx.common().i64,
        }
    }

    /// The canonical value if it fits an `i64`.
    pub fn value_i64(self, ctx: &Context) -> Option<i64> {
        self.value(ctx).as_i64()
    }

    /// The value's bits read as unsigned (zero-extended from the type's width), if they fit a
    /// `u64`: `-1 : i8` gives 255, `-1 : index` gives `u64::MAX`, `-1 : i128` gives `None`.
    pub fn value_u64(self, ctx: &Context) -> Option<u64> {
        let layout = layout_or_i64(ctx, self.ty(ctx));
        layout.unsigned_bits(self.value(ctx))
    }

    /// The canonical value as an arbitrary-precision integer.
    pub fn value_bigint(self, ctx: &Context) -> BigInt {
        self.value(ctx).to_bigint()
    }
}

impl FloatAttr {
    /// The float attribute of type `ty` (a float type) holding `value` rounded to the type's
    /// format (to nearest, ties to even; too large values become infinities, or NaN in the
    /// formats without infinities).
    pub fn get(ctx: &Context, ty: Type, value: f64) -> FloatAttr {
        let bits = float_bits_from_f64(float_kind_or_f64(ctx, ty), value);
        FloatAttr(ctx.intern_attr(AttrData::Float {
            ty,
            bits: bits.into(),
        }))
    }

    /// The float attribute of type `ty` with the raw bit pattern `bits` in the type's format;
    /// bits beyond the format's width are dropped, and an `f80` pattern is kept as APFloat
    /// keeps it (see [`canonical_float_bits`]).
    pub fn get_from_bits(ctx: &Context, ty: Type, bits: u128) -> FloatAttr {
        let bits = canonical_float_bits(float_kind_or_f64(ctx, ty), bits);
        FloatAttr(ctx.intern_attr(AttrData::Float {
            ty,
            bits: bits.into(),
        }))
    }

    /// Like [`FloatAttr::get`], but rejects types that are not floats.
    pub fn get_checked(ctx: &Context, ty: Type, value: f64) -> Result<FloatAttr, InvariantError> {
        match ctx.type_data(ty) {
            TypeData::Float(_) => Ok(Self::get(ctx, ty, value)),
            _ => Err(InvariantError::new(
                "expected a float type for a float attribute",
            )),
        }
    }

    /// The type.
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::Float { ty, .. } => *ty,
            _ => ctx.common().f64,
        }
    }

    /// The format of the type.
    pub fn kind(self, ctx: &Context) -> FloatKind {
        float_kind_or_f64(ctx, self.ty(ctx))
    }

    /// The raw bit pattern in the type's format.
    pub fn bits(self, ctx: &Context) -> u128 {
        match ctx.attr_data(self.0) {
            AttrData::Float { bits, .. } => u128::from(*bits),
            _ => 0,
        }
    }

    /// The value as an `f64` (exact, except that `f80` and `f128` values are rounded to
    /// nearest).
    pub fn value_f64(self, ctx: &Context) -> f64 {
        float_bits_to_f64(self.kind(ctx), self.bits(ctx))
    }
}

/// The format of float type `ty`; `f64` for other types (only `get_checked` rejects those).
fn float_kind_or_f64(ctx: &Context, ty: Type) -> FloatKind {
    match ctx.type_data(ty) {
        TypeData::Float(kind) => *kind,
        _ => FloatKind::F64,
    }
}

impl StringAttr {
    /// The string attribute holding `value` (no type).
    pub fn get(ctx: &Context, value: &str) -> StringAttr {
        StringAttr(ctx.string_attr(value))
    }

    /// The string attribute holding arbitrary bytes (no type).
    pub fn get_bytes(ctx: &Context, value: &[u8]) -> StringAttr {
        StringAttr(ctx.bytes_attr(value))
    }

    /// The typed string `"value" : ty`; distinct from the untyped string of the same text.
    pub fn get_typed(ctx: &Context, value: &[u8], ty: Type) -> StringAttr {
        StringAttr(ctx.intern_attr(AttrData::String {
            value: value.into(),
            ty: Some(ty),
        }))
    }

    /// The bytes.
    pub fn bytes(self, ctx: &Context) -> &[u8] {
        ctx.string_bytes(self.0)
    }

    /// The text when valid UTF-8.
    pub fn as_str(self, ctx: &Context) -> Option<&str> {
        ctx.string_str(self.0)
    }

    /// The type of a typed string.
    pub fn ty(self, ctx: &Context) -> Option<Type> {
        match ctx.attr_data(self.0) {
            AttrData::String { ty, .. } => *ty,
            _ => None,
        }
    }
}

impl TypeAttr {
    /// The attribute wrapping `ty`.
    pub fn get(ctx: &Context, ty: Type) -> TypeAttr {
        TypeAttr(ctx.intern_attr(AttrData::Type(ty)))
    }

    /// The wrapped type.
    pub fn value(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::Type(ty) => *ty,
            _ => ctx.common().none,
        }
    }
}

impl OpaqueAttr {
    /// The opaque attribute `#dialect.data`.
    pub fn get(ctx: &Context, dialect: &str, data: &str) -> OpaqueAttr {
        OpaqueAttr(ctx.intern_attr(AttrData::Opaque {
            dialect: dialect.into(),
            data: data.into(),
            ty: None,
        }))
    }

    /// The typed opaque attribute `#dialect.data : ty`.
    pub fn get_typed(ctx: &Context, dialect: &str, data: &str, ty: Type) -> OpaqueAttr {
        OpaqueAttr(ctx.intern_attr(AttrData::Opaque {
            dialect: dialect.into(),
            data: data.into(),
            ty: Some(ty),
        }))
    }

    /// The type written after it, if any.
    pub fn ty(self, ctx: &Context) -> Option<Type> {
        match ctx.attr_data(self.0) {
            AttrData::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }

    /// The dialect namespace.
    pub fn dialect(self, ctx: &Context) -> &str {
        match ctx.attr_data(self.0) {
            AttrData::Opaque { dialect, .. } => dialect,
            _ => "",
        }
    }

    /// The text after `dialect.`, verbatim.
    pub fn data(self, ctx: &Context) -> &str {
        match ctx.attr_data(self.0) {
            AttrData::Opaque { data, .. } => data,
            _ => "",
        }
    }
}

/// The type of an attribute that has one (MLIR's `TypedAttr`): integers and booleans, floats,
/// typed strings, dense, sparse and resource elements, dense arrays (whose type is the element type) and attributes
/// of unregistered dialects (`none` when no type was written, as MLIR's `OpaqueAttr`); `None`
/// for the others.
pub fn attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::SparseElements { ty, .. }
        | AttrData::DenseResourceElements { ty, .. } => Some(*ty),
        AttrData::Bool(_) => Some(ctx.common().i1),
        AttrData::String { ty, .. } => *ty,
        AttrData::DenseArray { element, .. } => Some(*element),
        AttrData::Opaque { ty, .. } => Some(ty.unwrap_or(ctx.common().none)),
        _ => None,
    }
}

/// Whether `attr` is an elements attribute (MLIR's `ElementsAttr` interface): dense, sparse or
/// `dense_resource`. Only dense ones give their values; the others stand for elements that ops
/// like `arith.constant` and `memref.global` carry without reading them.
pub fn is_elements_attr(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        ctx.attr_data(attr),
        AttrData::DenseElements { .. }
            | AttrData::SparseElements { .. }
            | AttrData::DenseResourceElements { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::IntegerType;

    #[test]
    fn unit_and_bool() {
        let ctx = Context::new();
        assert_eq!(UnitAttr::get(&ctx).attr(), ctx.common().unit);
        assert!(ctx.common().unit.isa::<UnitAttr>(&ctx));
        let t = BoolAttr::get(&ctx, true);
        assert_eq!(t.attr(), ctx.common().true_attr);
        assert!(t.value(&ctx));
        assert!(!BoolAttr::get(&ctx, false).value(&ctx));
        assert!(ctx.common().unit.dyn_cast::<BoolAttr>(&ctx).is_none());
    }

    #[test]
    fn integers_canonicalize_for_their_type() {
        let ctx = Context::new();
        let c = ctx.common();
        let ui8 = IntegerType::get(&ctx, 8, Signedness::Unsigned).ty();
        let si8 = IntegerType::get(&ctx, 8, Signedness::Signed).ty();
        assert_eq!(
            IntegerAttr::get(&ctx, c.i8, 255),
            IntegerAttr::get(&ctx, c.i8, -1)
        );
        assert_eq!(IntegerAttr::get(&ctx, c.i8, 255).value_i64(&ctx), Some(-1));
        assert_eq!(IntegerAttr::get(&ctx, c.i8, 255).value_u64(&ctx), Some(255));
        assert_eq!(IntegerAttr::get(&ctx, ui8, 255).value_i64(&ctx), Some(255));
        assert_eq!(
            IntegerAttr::get(&ctx, ui8, -1),
            IntegerAttr::get(&ctx, ui8, 255)
        );
        assert_eq!(IntegerAttr::get(&ctx, si8, 128).value_i64(&ctx), Some(-128));
        assert_ne!(
            IntegerAttr::get(&ctx, si8, 1),
            IntegerAttr::get(&ctx, c.i8, 1)
        );
        assert_eq!(
            IntegerAttr::get(&ctx, c.i16, 70_000).value_i64(&ctx),
            Some(4464)
        );
        let idx = IntegerAttr::get(&ctx, c.index, -1);
        assert_eq!(idx.value_i64(&ctx), Some(-1));
        assert_eq!(idx.value_u64(&ctx), Some(u64::MAX));
        assert_eq!(idx.ty(&ctx), c.index);
        let i = IntegerAttr::get(&ctx, c.i32, 7);
        assert_eq!(i.attr().dyn_cast::<IntegerAttr>(&ctx), Some(i));
        assert!(i.attr().dyn_cast::<FloatAttr>(&ctx).is_none());
        assert_eq!(i.value_bigint(&ctx), BigInt::from(7));
    }

    #[test]
    fn i1_integers_are_the_booleans() {
        let ctx = Context::new();
        let t = IntegerAttr::get(&ctx, ctx.common().i1, 1);
        assert_eq!(t.attr(), ctx.common().true_attr);
        assert_eq!(
            IntegerAttr::get(&ctx, ctx.common().i1, 0).attr(),
            ctx.common().false_attr
        );
        assert_eq!(
            IntegerAttr::get(&ctx, ctx.common().i1, 2).attr(),
            ctx.common().false_attr
        );
        assert_eq!(t.ty(&ctx), ctx.common().i1);
        assert_eq!(t.value_i64(&ctx), Some(-1));
        assert_eq!(t.value_u64(&ctx), Some(1));
        let as_int = ctx.common().true_attr.dyn_cast::<IntegerAttr>(&ctx);
        assert_eq!(as_int, Some(t));
        // Unsigned and signed `i1` are not booleans.
        let ui1 = IntegerType::get(&ctx, 1, Signedness::Unsigned).ty();
        let u = IntegerAttr::get(&ctx, ui1, 1);
        assert!(!u.attr().isa::<BoolAttr>(&ctx));
        assert_eq!(u.value_i64(&ctx), Some(1));
    }

    #[test]
    fn wide_integers() {
        let ctx = Context::new();
        let i128 = IntegerType::signless(&ctx, 128).ty();
        let ui128 = IntegerType::get(&ctx, 128, Signedness::Unsigned).ty();
        let i1024 = IntegerType::signless(&ctx, 1024).ty();
        let max_u128 = (BigInt::from(1u8) << 128) - 1;
        let a = IntegerAttr::get_bigint(&ctx, i128, &max_u128);
        assert_eq!(a, IntegerAttr::get(&ctx, i128, -1));
        assert_eq!(a.value_i64(&ctx), Some(-1));
        assert_eq!(a.value_u64(&ctx), None);
        let b = IntegerAttr::get(&ctx, ui128, -1);
        assert_eq!(b.value_bigint(&ctx), max_u128);
        assert_eq!(b.value_i64(&ctx), None);
        let big = BigInt::from(1u8) << 1000;
        let c = IntegerAttr::get_bigint(&ctx, i1024, &big);
        assert_eq!(c.value_bigint(&ctx), big);
        assert_eq!(
            c,
            IntegerAttr::get_bigint(&ctx, i1024, &(big.clone() + (BigInt::from(1u8) << 1024)))
        );
        let top = BigInt::from(1u8) << 1023;
        assert_eq!(
            IntegerAttr::get_bigint(&ctx, i1024, &top).value_bigint(&ctx),
            -top
        );
        let ui64 = IntegerType::get(&ctx, 64, Signedness::Unsigned).ty();
        let m = IntegerAttr::get(&ctx, ui64, -1);
        assert_eq!(m.value_u64(&ctx), Some(u64::MAX));
        assert_eq!(m.value_i64(&ctx), None);
        assert_eq!(
            IntegerAttr::get_bigint(&ctx, ui64, &BigInt::from(u64::MAX)),
            m
        );
    }

    #[test]
    fn checked_constructors_reject_wrong_types() {
        let ctx = Context::new();
        let c = ctx.common();
        assert!(IntegerAttr::get_checked(&ctx, c.f32, &BigInt::from(1)).is_err());
        assert_eq!(
            IntegerAttr::get_checked(&ctx, c.index, &BigInt::from(3)),
            Ok(IntegerAttr::get(&ctx, c.index, 3))
        );
        let err = FloatAttr::get_checked(&ctx, c.i32, 1.0).unwrap_err();
        assert_eq!(err.message, "expected a float type for a float attribute");
        assert!(FloatAttr::get_checked(&ctx, c.f16, 1.0).is_ok());
    }

    #[test]
    fn floats_round_to_their_format() {
        let ctx = Context::new();
        let c = ctx.common();
        let f = FloatAttr::get(&ctx, c.f32, 0.1);
        assert_eq!(f.bits(&ctx), u128::from(0.1f32.to_bits()));
        assert_eq!(f.value_f64(&ctx), f64::from(0.1f32));
        assert_eq!(f.kind(&ctx), FloatKind::F32);
        assert_eq!(f, FloatAttr::get(&ctx, c.f32, f64::from(0.1f32)));
        let h = FloatAttr::get(&ctx, c.f16, 0.1);
        assert_eq!(h.bits(&ctx), 0x2e66);
        assert_eq!(h.value_f64(&ctx), half::f16::from_bits(0x2e66).to_f64());
        assert_eq!(FloatAttr::get(&ctx, c.f16, 1e-8).value_f64(&ctx), 0.0);
        assert_eq!(
            FloatAttr::get(&ctx, c.f16, 1e6).value_f64(&ctx),
            f64::INFINITY
        );
        let b = FloatAttr::get(&ctx, c.bf16, std::f64::consts::PI);
        assert_eq!(b.bits(&ctx), 0x4049);
        assert_eq!(b.value_f64(&ctx), 3.140625);
        let d = FloatAttr::get(&ctx, c.f64, 0.1);
        assert_eq!(d.value_f64(&ctx), 0.1);
        assert_eq!(
            FloatAttr::get_from_bits(&ctx, c.f16, 0x3c00).value_f64(&ctx),
            1.0
        );
        assert_eq!(
            FloatAttr::get_from_bits(&ctx, c.f16, 0xffff_3c00),
            FloatAttr::get(&ctx, c.f16, 1.0)
        );
        assert_ne!(
            FloatAttr::get(&ctx, c.f16, 1.0),
            FloatAttr::get(&ctx, c.bf16, 1.0)
        );
        assert!(
            FloatAttr::get(&ctx, c.f32, f64::NAN)
                .value_f64(&ctx)
                .is_nan()
        );
        assert_ne!(
            FloatAttr::get(&ctx, c.f32, 0.0),
            FloatAttr::get(&ctx, c.f32, -0.0)
        );
    }

    #[test]
    fn strings_types_and_opaque() {
        let ctx = Context::new();
        let s = StringAttr::get(&ctx, "x");
        assert_eq!(s.as_str(&ctx), Some("x"));
        assert_eq!(s.ty(&ctx), None);
        assert_eq!(StringAttr::get_bytes(&ctx, b"x"), s);
        let bad = StringAttr::get_bytes(&ctx, &[0xff]);
        assert_eq!(bad.bytes(&ctx), &[0xff]);
        assert_eq!(bad.as_str(&ctx), None);
        let typed = StringAttr::get_typed(&ctx, b"x", ctx.common().i8);
        assert_ne!(typed, s);
        assert_eq!(typed.ty(&ctx), Some(ctx.common().i8));
        assert_eq!(typed.as_str(&ctx), Some("x"));
        let t = TypeAttr::get(&ctx, ctx.common().f32);
        assert_eq!(t.value(&ctx), ctx.common().f32);
        assert_eq!(t.attr().dyn_cast::<TypeAttr>(&ctx), Some(t));
        let o = OpaqueAttr::get(&ctx, "foo", "bar<1>");
        assert_eq!((o.dialect(&ctx), o.data(&ctx)), ("foo", "bar<1>"));
        assert_eq!(OpaqueAttr::get(&ctx, "foo", "bar<1>"), o);
    }

    #[test]
    fn typed_attributes_report_their_type() {
        let ctx = Context::new();
        let c = ctx.common();
        let i = IntegerAttr::get(&ctx, c.i32, 1).attr();
        assert_eq!(attr_type(&ctx, i), Some(c.i32));
        assert_eq!(attr_type(&ctx, c.true_attr), Some(c.i1));
        assert_eq!(
            attr_type(&ctx, FloatAttr::get(&ctx, c.f16, 1.0).attr()),
            Some(c.f16)
        );
        assert_eq!(attr_type(&ctx, StringAttr::get(&ctx, "s").attr()), None);
        assert_eq!(attr_type(&ctx, c.unit), None);
    }
}
