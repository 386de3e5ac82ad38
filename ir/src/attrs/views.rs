//! Typed views of builtin attributes: `Copy` wrappers over an [`Attribute`] that know its kind and
//! offer `get` constructors and accessors.

use super::{AttrData, Attribute, IntValue};
use crate::context::Context;
use crate::types::Type;

/// A typed view of an [`Attribute`] of one kind. Obtain one with [`Attribute::dyn_cast`].
pub trait AttrView: Copy {
    /// Whether storage `data` is of this view's kind.
    fn matches(data: &AttrData) -> bool;
    /// Wraps an attribute already known to match.
    fn wrap(attr: Attribute) -> Self;
    /// The underlying attribute.
    fn attr(self) -> Attribute;
}

macro_rules! attr_view {
    ($(#[$doc:meta])* $name:ident, $pattern:pat) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct $name(Attribute);

        impl AttrView for $name {
            fn matches(data: &AttrData) -> bool {
                matches!(data, $pattern)
            }
            fn wrap(attr: Attribute) -> Self {
                $name(attr)
            }
            fn attr(self) -> Attribute {
                self.0
            }
        }

        impl From<$name> for Attribute {
            fn from(view: $name) -> Attribute {
                view.0
            }
        }
    };
}

attr_view!(
    /// `42 : i32`.
    IntegerAttr,
    AttrData::Integer { .. }
);
attr_view!(
    /// `"text"`.
    StringAttr,
    AttrData::String { .. }
);
attr_view!(
    /// `[a, b]`.
    ArrayAttr,
    AttrData::Array(_)
);
attr_view!(
    /// `{a = 1}`.
    DictionaryAttr,
    AttrData::Dictionary(_)
);
attr_view!(
    /// A type used as an attribute.
    TypeAttr,
    AttrData::Type(_)
);
attr_view!(
    /// A location.
    LocationAttr,
    AttrData::Location(_)
);

impl IntegerAttr {
    /// The integer attribute of `value` with type `ty` (an integer type or `index`). The value
    /// is taken as is: callers pass it already canonical for the type (sign-extended for
    /// signless and signed types).
    pub fn get(ctx: &Context, ty: Type, value: i64) -> IntegerAttr {
        IntegerAttr(ctx.intern_attr(AttrData::Integer {
            ty,
            value: IntValue::Small(value),
        }))
    }

    /// The value.
    pub fn value(self, ctx: &Context) -> &IntValue {
        match ctx.attr_data(self.0) {
            AttrData::Integer { value, .. } => value,
            _ => &IntValue::Small(0),
        }
    }

    /// The type.
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::Integer { ty, .. } => *ty,
            _ => ctx.common().i64,
        }
    }
}

impl StringAttr {
    /// The string attribute holding `value`.
    pub fn get(ctx: &Context, value: &str) -> StringAttr {
        StringAttr(ctx.string_attr(value))
    }

    /// The bytes.
    pub fn bytes(self, ctx: &Context) -> &[u8] {
        ctx.string_bytes(self.0)
    }

    /// The text when valid UTF-8.
    pub fn as_str(self, ctx: &Context) -> Option<&str> {
        ctx.string_str(self.0)
    }
}

impl ArrayAttr {
    /// The array attribute of `elements`.
    pub fn get(ctx: &Context, elements: &[Attribute]) -> ArrayAttr {
        ArrayAttr(ctx.intern_attr(AttrData::Array(elements.into())))
    }

    /// The elements.
    pub fn elements(self, ctx: &Context) -> &[Attribute] {
        match ctx.attr_data(self.0) {
            AttrData::Array(elements) => elements,
            _ => &[],
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_views_round_trip() {
        let ctx = Context::new();
        let i = IntegerAttr::get(&ctx, ctx.common().i32, 7);
        assert_eq!(i.value(&ctx).as_i64(), Some(7));
        assert_eq!(i.attr().dyn_cast::<IntegerAttr>(&ctx), Some(i));
        assert!(i.attr().dyn_cast::<StringAttr>(&ctx).is_none());
        let s = StringAttr::get(&ctx, "x");
        let a = ArrayAttr::get(&ctx, &[i.attr(), s.attr()]);
        assert_eq!(a.elements(&ctx).len(), 2);
        assert_eq!(
            TypeAttr::get(&ctx, ctx.common().f32).value(&ctx),
            ctx.common().f32
        );
    }
}
