//! Typed views of builtin types: `Copy` wrappers over a [`Type`] that know its kind and offer
//! `get` constructors and accessors.

use super::{FloatKind, Signedness, Type, TypeData};
use crate::context::Context;

/// A typed view of a [`Type`] of one kind. Obtain one with [`Type::dyn_cast`].
pub trait TypeView: Copy {
    /// Whether storage `data` is of this view's kind.
    fn matches(data: &TypeData) -> bool;
    /// Wraps a type already known to match.
    fn wrap(ty: Type) -> Self;
    /// The underlying type.
    fn ty(self) -> Type;
}

macro_rules! type_view {
    ($(#[$doc:meta])* $name:ident, $pattern:pat) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct $name(Type);

        impl TypeView for $name {
            fn matches(data: &TypeData) -> bool {
                matches!(data, $pattern)
            }
            fn wrap(ty: Type) -> Self {
                $name(ty)
            }
            fn ty(self) -> Type {
                self.0
            }
        }

        impl From<$name> for Type {
            fn from(view: $name) -> Type {
                view.0
            }
        }
    };
}

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
    /// `(inputs) -> results`.
    FunctionType,
    TypeData::Function { .. }
);

impl IntegerType {
    /// The integer type of `width` bits and `signedness`.
    pub fn get(ctx: &Context, width: u32, signedness: Signedness) -> IntegerType {
        IntegerType(ctx.intern_type(TypeData::Integer { width, signedness }))
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
}

impl IndexType {
    /// The `index` type.
    pub fn get(ctx: &Context) -> IndexType {
        IndexType(ctx.common().index)
    }
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
}

impl FunctionType {
    /// The function type `(inputs) -> results`.
    pub fn get(ctx: &Context, inputs: &[Type], results: &[Type]) -> FunctionType {
        FunctionType(ctx.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        }))
    }

    /// Argument types.
    pub fn inputs(self, ctx: &Context) -> &[Type] {
        match ctx.type_data(self.0) {
            TypeData::Function { inputs, .. } => inputs,
            _ => &[],
        }
    }

    /// Result types.
    pub fn results(self, ctx: &Context) -> &[Type] {
        match ctx.type_data(self.0) {
            TypeData::Function { results, .. } => results,
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_cast_only_matching_kinds() {
        let ctx = Context::new();
        let i32 = IntegerType::get(&ctx, 32, Signedness::Signless);
        assert_eq!(i32.ty(), ctx.common().i32);
        assert_eq!(i32.width(&ctx), 32);
        assert!(ctx.common().f32.dyn_cast::<IntegerType>(&ctx).is_none());
        assert_eq!(
            ctx.common()
                .f32
                .dyn_cast::<FloatType>(&ctx)
                .map(|f| f.kind(&ctx)),
            Some(FloatKind::F32)
        );
        let f = FunctionType::get(&ctx, &[i32.ty()], &[]);
        assert_eq!(f.inputs(&ctx), &[ctx.common().i32]);
        assert!(f.ty().isa::<FunctionType>(&ctx));
    }
}
