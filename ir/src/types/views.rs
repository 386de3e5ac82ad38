//! Typed views of builtin types: `Copy` wrappers over a [`Type`] that know its kind and offer
//! `get` constructors and accessors, modelled on MLIR's C++ API
//! (`IntegerType::get(ctx, 32, Signedness::Signless)`, `ty.dyn_cast::<RankedTensorType>(ctx)`).
//!
//! Each view's `get` builds the storage as given: like MLIR's `get`, it trusts the caller to pass
//! valid parameters. Kinds with invariants also have `get_checked`, which returns an
//! [`InvariantError`] instead; parsers and anything else fed by users call that one. The views of
//! dialect-defined types are generated per dialect, not written here; printing and parsing live in
//! `text`.

mod function;
mod predicates;
mod scalar;
mod shaped;
mod strided;

pub use function::*;
pub use predicates::*;
pub use scalar::*;
pub use shaped::*;
pub use strided::*;

use super::{Type, TypeData};
use std::fmt;

/// A typed view of a [`Type`] of one kind. Obtain one with [`Type::dyn_cast`].
pub trait TypeView: Copy {
    /// Whether storage `data` is of this view's kind.
    fn matches(data: &TypeData) -> bool;
    /// Wraps a type already known to match.
    fn wrap(ty: Type) -> Self;
    /// The underlying type.
    fn ty(self) -> Type;
}

/// The parameters given to a checked constructor break the invariants of the type or attribute
/// kind (an integer wider than MLIR allows, a vector with a zero dimension, a dense elements
/// attribute with the wrong number of values, ...).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InvariantError {
    /// What is wrong: lowercase, no trailing period, names in backticks.
    pub message: String,
}

impl InvariantError {
    /// An error with `message`.
    pub fn new(message: impl Into<String>) -> Self {
        InvariantError {
            message: message.into(),
        }
    }
}

impl fmt::Display for InvariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for InvariantError {}

/// Declares a view struct over the type kinds that `$pattern` matches.
macro_rules! type_view {
    ($(#[$doc:meta])* $name:ident, $pattern:pat) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct $name($crate::types::Type);

        impl $crate::types::TypeView for $name {
            fn matches(data: &$crate::types::TypeData) -> bool {
                matches!(data, $pattern)
            }
            fn wrap(ty: $crate::types::Type) -> Self {
                $name(ty)
            }
            fn ty(self) -> $crate::types::Type {
                self.0
            }
        }

        impl $name {
            /// The underlying type.
            pub fn ty(self) -> $crate::types::Type {
                self.0
            }
        }

        impl From<$name> for $crate::types::Type {
            fn from(view: $name) -> $crate::types::Type {
                view.0
            }
        }
    };
}
use type_view;
