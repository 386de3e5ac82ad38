//! The type transforms of the `demo` ops' `TypesMatchWith` traits: Rust functions from the type
//! of one entity to the type another must have (`fn(&Context, Type) -> Option<Type>`), used by
//! the generated verifiers and by the parsers to infer the types their formats leave out.

use oxir::types::TupleType;
use oxir::{Context, Type};

/// The same type (MLIR's `$_self`).
pub fn same(_ctx: &Context, ty: Type) -> Option<Type> {
    Some(ty)
}

/// `tuple<ty>`.
pub fn tuple_of(ctx: &Context, ty: Type) -> Option<Type> {
    Some(TupleType::get(ctx, &[ty]).ty())
}
