//! Attributes: uniqued, immutable compile-time constants, compared by id.
//!
//! An [`Attribute`] is a `u32` handle into the context's attribute uniquer. [`AttrData`] holds the
//! storage of every builtin attribute (locations included: a location is an attribute, as in MLIR)
//! and, through [`AttrData::Dialect`], of dialect-defined parametric attributes. Typed views
//! (`IntegerAttr`, `StringAttr`, ...) live in `views`. Printing and parsing live in `text`.

mod store;
mod views;
mod walk;

pub(crate) use store::AttrStore;

pub use views::*;
pub use walk::*;

use crate::affine::{AffineMap, IntegerSet};
use crate::context::Context;
use crate::storage::DynStorage;
use crate::types::Type;
use num_bigint::BigInt;
use std::fmt;

/// A uniqued attribute: a handle into the context's attribute storage.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The raw id (stable for the context's lifetime).
    pub fn id(self) -> u32 {
        self.0
    }

    /// The storage of this attribute.
    pub fn data(self, ctx: &Context) -> &AttrData {
        ctx.attr_data(self)
    }

    /// Whether this attribute is of the view's kind.
    pub fn isa<V: AttrView>(self, ctx: &Context) -> bool {
        V::matches(self.data(ctx))
    }

    /// This attribute as the view `V`, if it is of that kind.
    pub fn dyn_cast<V: AttrView>(self, ctx: &Context) -> Option<V> {
        V::matches(self.data(ctx)).then(|| V::wrap(self))
    }
}

impl fmt::Debug for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Attr#{}", self.0)
    }
}

/// The value of an integer attribute, canonicalized for its type so that equal values have equal
/// storage: sign-extended for signless and signed types, zero-extended for unsigned ones, and
/// `Small` whenever it fits an `i64` (`Big` otherwise).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntValue {
    /// A value that fits an `i64`.
    Small(i64),
    /// A value that does not (wide integers such as `i128` or `i1024`).
    Big(Box<BigInt>),
}

impl IntValue {
    /// The canonical form of `value`: `Small` when it fits.
    pub fn from_bigint(value: BigInt) -> IntValue {
        match i64::try_from(&value) {
            Ok(small) => IntValue::Small(small),
            Err(_) => IntValue::Big(Box::new(value)),
        }
    }

    /// The value as an `i64`, if it fits.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            IntValue::Small(v) => Some(*v),
            IntValue::Big(_) => None,
        }
    }

    /// The value as an arbitrary-precision integer.
    pub fn to_bigint(&self) -> BigInt {
        match self {
            IntValue::Small(v) => BigInt::from(*v),
            IntValue::Big(v) => (**v).clone(),
        }
    }
}

/// The bit pattern of a float attribute, up to 128 bits. Kept as two 64-bit halves rather than a
/// `u128` so that attribute storage keeps 8-byte alignment (a `u128` field would grow every
/// attribute, one per op location included, from 40 to 48 bytes).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FloatBits {
    low: u64,
    high: u64,
}

impl From<u128> for FloatBits {
    fn from(bits: u128) -> Self {
        FloatBits {
            low: bits as u64,
            high: (bits >> 64) as u64,
        }
    }
}

impl From<FloatBits> for u128 {
    fn from(bits: FloatBits) -> u128 {
        (u128::from(bits.high) << 64) | u128::from(bits.low)
    }
}

/// The elements of a dense elements attribute.
#[derive(PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Integer, index or float elements (complex ones as pairs): each element stored little-endian
    /// in `ceil(width / 8)` bytes (an `i1` takes one byte). `splat` means one element stands for all.
    Raw {
        /// Element bytes, row-major.
        bytes: Box<[u8]>,
        /// Whether `bytes` holds one element repeated over the whole shape.
        splat: bool,
    },
    /// String elements (`dense<["a", "b"]>`); one element when splat.
    Strings {
        /// The elements' bytes.
        values: Box<[Box<[u8]>]>,
        /// Whether `values` holds one element repeated over the whole shape.
        splat: bool,
    },
}

/// A name and value pair of a dictionary attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The name, a string attribute.
    pub name: Attribute,
    /// The value.
    pub value: Attribute,
}

/// The storage of a location (locations are attributes).
#[derive(PartialEq, Eq, Hash, Debug)]
pub enum LocationData {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// File name, a string attribute.
        file: Attribute,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
    /// `loc("name"(child))`; the child is `Unknown` when omitted.
    Name {
        /// The name, a string attribute.
        name: Attribute,
        /// The wrapped location.
        child: Attribute,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Location of the callee.
        callee: Attribute,
        /// Location of the call.
        caller: Attribute,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        /// The fused locations.
        locations: Box<[Attribute]>,
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
    },
}

/// The storage of an attribute.
#[derive(PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `unit`: presence-only.
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `42 : i32`: an integer or index value of a type.
    Integer {
        /// An integer type or `index`.
        ty: Type,
        /// The value, canonical for the type.
        value: IntValue,
    },
    /// `1.0 : f32`.
    Float {
        /// A float type.
        ty: Type,
        /// The raw bit pattern in the type's format (low bits; `f80` and `f128` need more
        /// than 64).
        bits: FloatBits,
    },
    /// `"text"` or `"text" : type`; the bytes may be any, not only UTF-8.
    String {
        /// The string's bytes.
        value: Box<[u8]>,
        /// Optional type.
        ty: Option<Type>,
    },
    /// `[a, b]`.
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`: entries sorted by name bytes, names unique.
    Dictionary(Box<[NamedAttr]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        /// The root symbol name, a string attribute.
        root: Attribute,
        /// Nested references, each a flat symbol reference (`SymbolRef` with no nesting).
        nested: Box<[Attribute]>,
    },
    /// `dense<...> : tensor<...>` / `vector<...>`.
    DenseElements {
        /// A shaped type (ranked tensor or vector).
        ty: Type,
        /// The elements.
        data: DenseData,
    },
    /// `array<i32: 1, 2>`: a dense array of integers or floats, elements stored like
    /// [`DenseData::Raw`].
    DenseArray {
        /// The element type.
        element: Type,
        /// The number of elements.
        len: u64,
        /// Element bytes.
        bytes: Box<[u8]>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>`.
    StridedLayout {
        /// The offset; [`crate::types::DYNAMIC`] for `?`.
        offset: i64,
        /// The strides; [`crate::types::DYNAMIC`] for `?`.
        strides: Box<[i64]>,
    },
    /// A location.
    Location(LocationData),
    /// `distinct[N]<referenced>`: an attribute that is unique by identity, not by content. Two
    /// distinct attributes referencing equal attributes are different attributes; `id` (taken
    /// from a context-wide counter, see [`Context::distinct_attr`]) tells them apart. The
    /// number printed in `distinct[N]` is the printer's own, not `id`.
    Distinct {
        /// The identity, unique in the context.
        id: u64,
        /// The attribute it references (`unit` for `distinct[N]<>`).
        referenced: Attribute,
    },
    /// `sparse<indices, values> : type`: the elements of a shaped type that are not zero, at
    /// `indices` (dense `i64` elements, one row of `rank` coordinates per value) with `values`
    /// (dense elements of the type's element type), as MLIR's `SparseElementsAttr`.
    SparseElements {
        /// The shaped type of the whole.
        ty: Type,
        /// The coordinates, a dense elements attribute of `tensor<N x rank x i64>` (or
        /// `tensor<N x i64>` for a rank-1 type).
        indices: Attribute,
        /// The values, a dense elements attribute of `tensor<N x element>`.
        values: Attribute,
    },
    /// `dense_resource<name> : type`: elements of a shaped type whose data is a blob of the
    /// builtin dialect's resources (MLIR's `DenseResourceElementsAttr`), held by handle: the
    /// attribute is uniqued by type and handle, the data may come later in the file or never.
    DenseResourceElements {
        /// Any shaped type (MLIR 19 checks no more: not the shape, the element type or the
        /// blob's size).
        ty: Type,
        /// The blob, in the context's resources.
        handle: crate::resources::ResourceHandle,
    },
    /// An attribute of a dialect that is not registered, kept as its text: `#dialect.body`, or
    /// `#dialect.body : type` for a typed one (MLIR's `OpaqueAttr` and its type).
    Opaque {
        /// Dialect namespace.
        dialect: Box<str>,
        /// Everything after `dialect.`, verbatim.
        data: Box<str>,
        /// The type written after it, if any.
        ty: Option<Type>,
    },
    /// A parametric attribute defined by a dialect.
    Dialect(Box<DynStorage>),
}
