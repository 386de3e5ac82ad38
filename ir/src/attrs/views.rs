//! Typed views of builtin attributes: `Copy` wrappers over an [`Attribute`] that know its kind
//! and offer `get` constructors and accessors, modelled on MLIR's C++ API
//! (`IntegerAttr::get(ctx, ty, 42)`, `attr.dyn_cast::<DenseElementsAttr>(ctx)`).
//!
//! Constructors canonicalize so that equal values get equal handles: integers are truncated and
//! extended for their type, dense elements that are all equal are stored as a splat, fused
//! locations are simplified. Constructors whose inputs can be invalid for the kind return a
//! [`crate::types::InvariantError`] (`get_checked`, or the dense constructors directly). The views
//! of dialect-defined attributes are generated per dialect; printing and parsing live in `text`.

mod collections;
mod dense;
mod dense_array;
mod layout;
mod location;
mod numeric;
mod scalar;

pub use collections::*;
pub use dense::*;
pub use dense_array::*;
pub use layout::*;
pub use location::*;
pub use scalar::*;

use super::{AttrData, Attribute};

/// A typed view of an [`Attribute`] of one kind. Obtain one with [`Attribute::dyn_cast`].
pub trait AttrView: Copy {
    /// Whether storage `data` is of this view's kind.
    fn matches(data: &AttrData) -> bool;
    /// Wraps an attribute already known to match.
    fn wrap(attr: Attribute) -> Self;
    /// The underlying attribute.
    fn attr(self) -> Attribute;
}

/// Declares a view struct over the attribute kinds that `$pattern` matches.
macro_rules! attr_view {
    ($(#[$doc:meta])* $name:ident, $pattern:pat) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct $name($crate::attrs::Attribute);

        impl $crate::attrs::AttrView for $name {
            fn matches(data: &$crate::attrs::AttrData) -> bool {
                matches!(data, $pattern)
            }
            fn wrap(attr: $crate::attrs::Attribute) -> Self {
                $name(attr)
            }
            fn attr(self) -> $crate::attrs::Attribute {
                self.0
            }
        }

        impl $name {
            /// The underlying attribute.
            pub fn attr(self) -> $crate::attrs::Attribute {
                self.0
            }
        }

        impl From<$name> for $crate::attrs::Attribute {
            fn from(view: $name) -> $crate::attrs::Attribute {
                view.0
            }
        }
    };
}
use attr_view;
