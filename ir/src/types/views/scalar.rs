//! Views of the scalar builtin types: integers, `index`, floats, `none`, `complex<...>`, and the
//! opaque types of unregistered dialects.

use super::{InvariantError, type_view};
use crate::context::Context;
use crate::types::{FloatKind, Signedness, Type, TypeData};

type_view!(
    /// `iN`, `siN`, `uiN`.
    IntegerType,
    TypeData::Integer { .. }
);
type_view!(
    /// `index`.
    IndexType,
    TypeData::Index
);
type_view!(
    /// `f16`, `bf16`, `f32`, `f64`.
    FloatType,
    TypeData::Float(_)
);
type_view!(
    /// `none`.
    NoneType,
    TypeData::None
);
type_view!(
    /// `complex<element>`.
    ComplexType,
    TypeData::Complex(_)
);
type_view!(
    /// `!dialect.body`: a type of an unregistered dialect, kept as text.
    OpaqueType,
    TypeData::Opaque { .. }
);

impl IntegerType {
    /// The widest integer type MLIR accepts, in bits (2^24 - 1).
    pub const MAX_WIDTH: u32 = (1 << 24) - 1;

    /// The integer type of `width` bits and `signedness`; `width` must not exceed
    /// [`IntegerType::MAX_WIDTH`] (see [`IntegerType::get_checked`]).
    pub fn get(ctx: &Context, width: u32, signedness: Signedness) -> IntegerType {
        IntegerType(ctx.intern_type(TypeData::Integer { width, signedness }))
    }

    /// The signless integer type `iN`.
    pub fn signless(ctx: &Context, width: u32) -> IntegerType {
        Self::get(ctx, width, Signedness::Signless)
    }

    /// Like [`IntegerType::get`], but rejects widths above [`IntegerType::MAX_WIDTH`].
    pub fn get_checked(
        ctx: &Context,
        width: u32,
        signedness: Signedness,
    ) -> Result<IntegerType, InvariantError> {
        if width > Self::MAX_WIDTH {
            return Err(InvariantError::new(format!(
                "integer bitwidth is limited to {} bits",
                Self::MAX_WIDTH
            )));
        }
        Ok(Self::get(ctx, width, signedness))
    }

    /// The bit width.
    pub fn width(self, ctx: &Context) -> u32 {
        match ctx.type_data(self.0) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        }
    }

    /// The signedness.
    pub fn signedness(self, ctx: &Context) -> Signedness {
        match ctx.type_data(self.0) {
            TypeData::Integer { signedness, .. } => *signedness,
            _ => Signedness::Signless,
        }
    }

    /// Whether this is `iN`.
    pub fn is_signless(self, ctx: &Context) -> bool {
        self.signedness(ctx) == Signedness::Signless
    }

    /// Whether this is `siN`.
    pub fn is_signed(self, ctx: &Context) -> bool {
        self.signedness(ctx) == Signedness::Signed
    }

    /// Whether this is `uiN`.
    pub fn is_unsigned(self, ctx: &Context) -> bool {
        self.signedness(ctx) == Signedness::Unsigned
    }
}

impl IndexType {
    /// The `index` type.
    pub fn get(ctx: &Context) -> IndexType {
        IndexType(ctx.common().index)
    }

    /// The width used for `index` values in attributes and constant folding (MLIR's
    /// `IndexType::kInternalStorageBitWidth`).
    pub const INTERNAL_STORAGE_WIDTH: u32 = 64;
}

impl FloatType {
    /// The float type of `kind`.
    pub fn get(ctx: &Context, kind: FloatKind) -> FloatType {
        FloatType(ctx.intern_type(TypeData::Float(kind)))
    }

    /// The format.
    pub fn kind(self, ctx: &Context) -> FloatKind {
        match ctx.type_data(self.0) {
            TypeData::Float(kind) => *kind,
            _ => FloatKind::F32,
        }
    }

    /// The width in bits.
    pub fn width(self, ctx: &Context) -> u32 {
        self.kind(ctx).bit_width()
    }
}

impl NoneType {
    /// The `none` type.
    pub fn get(ctx: &Context) -> NoneType {
        NoneType(ctx.common().none)
    }
}

impl ComplexType {
    /// `complex<element>`; `element` must be an integer or float type (see
    /// [`ComplexType::get_checked`]).
    pub fn get(ctx: &Context, element: Type) -> ComplexType {
        ComplexType(ctx.intern_type(TypeData::Complex(element)))
    }

    /// Like [`ComplexType::get`], but rejects element types other than integers and floats.
    pub fn get_checked(ctx: &Context, element: Type) -> Result<ComplexType, InvariantError> {
        match ctx.type_data(element) {
            TypeData::Integer { .. } | TypeData::Float(_) => Ok(Self::get(ctx, element)),
            _ => Err(InvariantError::new("invalid element type for complex")),
        }
    }

    /// The type of the real and imaginary parts.
    pub fn element_type(self, ctx: &Context) -> Type {
        match ctx.type_data(self.0) {
            TypeData::Complex(element) => *element,
            _ => ctx.common().none,
        }
    }
}

impl OpaqueType {
    /// The opaque type `!dialect.data`.
    pub fn get(ctx: &Context, dialect: &str, data: &str) -> OpaqueType {
        OpaqueType(ctx.intern_type(TypeData::Opaque {
            dialect: dialect.into(),
            data: data.into(),
        }))
    }

    /// The dialect namespace.
    pub fn dialect(self, ctx: &Context) -> &str {
        match ctx.type_data(self.0) {
            TypeData::Opaque { dialect, .. } => dialect,
            _ => "",
        }
    }

    /// The text after `dialect.`, verbatim.
    pub fn data(self, ctx: &Context) -> &str {
        match ctx.type_data(self.0) {
            TypeData::Opaque { data, .. } => data,
            _ => "",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_types_round_trip_and_unique() {
        let ctx = Context::new();
        let i32 = IntegerType::get(&ctx, 32, Signedness::Signless);
        assert_eq!(i32.ty(), ctx.common().i32);
        assert_eq!(IntegerType::signless(&ctx, 32), i32);
        assert_eq!(i32.width(&ctx), 32);
        assert!(i32.is_signless(&ctx) && !i32.is_signed(&ctx) && !i32.is_unsigned(&ctx));
        let si8 = IntegerType::get(&ctx, 8, Signedness::Signed);
        let ui8 = IntegerType::get(&ctx, 8, Signedness::Unsigned);
        assert_ne!(si8, ui8);
        assert!(si8.is_signed(&ctx) && ui8.is_unsigned(&ctx));
        assert_eq!(ui8.ty().dyn_cast::<IntegerType>(&ctx), Some(ui8));
        assert!(ctx.common().index.dyn_cast::<IntegerType>(&ctx).is_none());
        let i0 = IntegerType::get(&ctx, 0, Signedness::Signless);
        assert_eq!(i0.width(&ctx), 0);
    }

    #[test]
    fn integer_width_is_limited() {
        let ctx = Context::new();
        assert!(IntegerType::get_checked(&ctx, IntegerType::MAX_WIDTH, Signedness::Signed).is_ok());
        let err = IntegerType::get_checked(&ctx, 1 << 24, Signedness::Signless).unwrap_err();
        assert_eq!(err.message, "integer bitwidth is limited to 16777215 bits");
    }

    #[test]
    fn index_none_and_float_views() {
        let ctx = Context::new();
        assert_eq!(IndexType::get(&ctx).ty(), ctx.common().index);
        assert!(ctx.common().index.isa::<IndexType>(&ctx));
        assert_eq!(NoneType::get(&ctx).ty(), ctx.common().none);
        assert!(ctx.common().none.isa::<NoneType>(&ctx));
        let bf16 = FloatType::get(&ctx, FloatKind::BF16);
        assert_eq!(bf16.ty(), ctx.common().bf16);
        assert_eq!(bf16.kind(&ctx), FloatKind::BF16);
        assert_eq!(bf16.width(&ctx), 16);
        assert_eq!(FloatType::get(&ctx, FloatKind::F64).width(&ctx), 64);
        assert!(ctx.common().f32.dyn_cast::<IntegerType>(&ctx).is_none());
    }

    #[test]
    fn complex_types_check_their_element() {
        let ctx = Context::new();
        let c = ComplexType::get(&ctx, ctx.common().f32);
        assert_eq!(c.element_type(&ctx), ctx.common().f32);
        assert_eq!(ComplexType::get_checked(&ctx, ctx.common().f32), Ok(c));
        assert!(ComplexType::get_checked(&ctx, ctx.common().i8).is_ok());
        let err = ComplexType::get_checked(&ctx, ctx.common().index).unwrap_err();
        assert_eq!(err.message, "invalid element type for complex");
        assert_eq!(c.ty().dyn_cast::<ComplexType>(&ctx), Some(c));
    }

    #[test]
    fn opaque_types_keep_their_text() {
        let ctx = Context::new();
        let t = OpaqueType::get(&ctx, "foo", "bar<1>");
        assert_eq!(t.dialect(&ctx), "foo");
        assert_eq!(t.data(&ctx), "bar<1>");
        assert_eq!(OpaqueType::get(&ctx, "foo", "bar<1>"), t);
        assert_ne!(OpaqueType::get(&ctx, "foo", "bar<2>"), t);
    }
}
