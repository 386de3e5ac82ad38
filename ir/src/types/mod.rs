//! Types: uniqued, immutable, compared by id.
//!
//! A [`Type`] is a `u32` handle into the context's type uniquer; two types are equal exactly when
//! their handles are. [`TypeData`] is the storage of every builtin type and, through
//! [`TypeData::Dialect`], of parametric types that dialects define. Typed views (such as
//! [`IntegerType`]) are `Copy` wrappers that know their kind; `ty.dyn_cast::<V>(ctx)` gives one.
//! Printing and parsing of types live in `text`, not here.

mod views;

pub use views::*;

use crate::attrs::Attribute;
use crate::context::Context;
use crate::storage::DynStorage;
use std::fmt;

/// A uniqued type: a handle into the context's type storage. Cheap to copy and compare.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The raw id (stable for the context's lifetime); useful as a dense map key.
    pub fn id(self) -> u32 {
        self.0
    }

    /// The storage of this type.
    pub fn data(self, ctx: &Context) -> &TypeData {
        ctx.type_data(self)
    }

    /// Whether this type is of the view's kind.
    pub fn isa<V: TypeView>(self, ctx: &Context) -> bool {
        V::matches(self.data(ctx))
    }

    /// This type as the view `V`, if it is of that kind.
    pub fn dyn_cast<V: TypeView>(self, ctx: &Context) -> Option<V> {
        V::matches(self.data(ctx)).then(|| V::wrap(self))
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type#{}", self.0)
    }
}

/// The signedness semantics of an integer type (`i32`, `si32`, `ui32`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no signedness; operations decide how to interpret the bits.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

pub use crate::text::numbers::FloatKind;

/// The size of a dynamic dimension (`?`) in shapes; the same sentinel MLIR uses.
pub const DYNAMIC: i64 = i64::MIN;

/// The storage of a type. Builtin kinds are variants; dialect-defined parametric types use
/// [`TypeData::Dialect`], and types of unregistered dialects are kept as [`TypeData::Opaque`] text.
#[derive(PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// An integer of any width and signedness.
    Integer {
        /// Bit width (MLIR allows up to 2^24 - 1).
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`: the target's pointer-sized integer.
    Index,
    /// A floating-point type.
    Float(FloatKind),
    /// `none`: the unit type.
    None,
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `tuple<...>`.
    Tuple(Box<[Type]>),
    /// `complex<element>`.
    Complex(Type),
    /// `vector<4x[8]xf32>`: fixed and scalable dimensions.
    Vector {
        /// The dimension sizes (never dynamic).
        shape: Box<[i64]>,
        /// Per dimension, whether it is scalable (`[8]`); same length as `shape`.
        scalable: Box<[bool]>,
        /// Element type.
        element: Type,
    },
    /// `tensor<?x4xf32, #encoding>`.
    RankedTensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, layout, memory_space>`.
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Layout attribute (affine map or strided layout); `None` is the identity layout.
        layout: Option<Attribute>,
        /// Memory space attribute; `None` is the default space.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, memory_space>`.
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute; `None` is the default space.
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect that is not registered, kept as its text: `!dialect.body`.
    Opaque {
        /// Dialect namespace.
        dialect: Box<str>,
        /// Everything after `dialect.`, verbatim.
        data: Box<str>,
    },
    /// A parametric type defined by a dialect, with storage of its own.
    Dialect(Box<DynStorage>),
}
