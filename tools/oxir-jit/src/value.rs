//! What crosses the packed calling convention: the LLVM types of a function's parameters and
//! result ([`Signature`]), the arguments a caller passes ([`Arg`]) and the result it gets back
//! ([`Value`]).
//!
//! Only first-class types that fit a Rust value are arguments: integers of 1, 8, 16, 32, 64 and
//! 128 bits, `float`, `double`, and `ptr` as a [`MemRef`] descriptor (MLIR's C interface). Any
//! first-class type can be a result; those without a Rust counterpart come back as bytes.

use std::fmt;

use crate::MemRef;

/// The LLVM type of a parameter or result, as far as the packed convention cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeKind {
    /// `iN`, with its width in bits.
    Int(u32),
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// `ptr` (any address space).
    Ptr,
    /// Any other first-class type (vector, struct, array, `half`, ...).
    Other {
        /// The type as LLVM prints it.
        text: String,
        /// Its ABI size in bytes under the target's data layout.
        size: u64,
    },
}

impl fmt::Display for TypeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeKind::Int(width) => write!(f, "i{width}"),
            TypeKind::F32 => f.write_str("float"),
            TypeKind::F64 => f.write_str("double"),
            TypeKind::Ptr => f.write_str("ptr"),
            TypeKind::Other { text, .. } => f.write_str(text),
        }
    }
}

/// The type of a function that has a packed wrapper: its parameters, and its result (`None` for
/// `void`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The parameter types, in order.
    pub params: Vec<TypeKind>,
    /// The result type, `None` for `void`.
    pub result: Option<TypeKind>,
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.result {
            Some(result) => write!(f, "{result} (")?,
            None => f.write_str("void (")?,
        }
        for (i, param) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{param}")?;
        }
        f.write_str(")")
    }
}

/// One argument of a packed call.
#[derive(Debug)]
pub enum Arg<'a> {
    /// An `i1`.
    I1(bool),
    /// An `i8`.
    I8(i8),
    /// An `i16`.
    I16(i16),
    /// An `i32`.
    I32(i32),
    /// An `i64`.
    I64(i64),
    /// An `i128`.
    I128(i128),
    /// A `float`.
    F32(f32),
    /// A `double`.
    F64(f64),
    /// A `ptr` to a memref descriptor, as `_mlir_ciface_` functions take memrefs.
    MemRef(MemRef<'a>),
}

impl Arg<'_> {
    /// The LLVM type this argument is passed as.
    pub fn kind(&self) -> TypeKind {
        match self {
            Arg::I1(_) => TypeKind::Int(1),
            Arg::I8(_) => TypeKind::Int(8),
            Arg::I16(_) => TypeKind::Int(16),
            Arg::I32(_) => TypeKind::Int(32),
            Arg::I64(_) => TypeKind::Int(64),
            Arg::I128(_) => TypeKind::Int(128),
            Arg::F32(_) => TypeKind::F32,
            Arg::F64(_) => TypeKind::F64,
            Arg::MemRef(_) => TypeKind::Ptr,
        }
    }
}

/// The result of a packed call.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// The function returns `void`.
    Void,
    /// An `i1`.
    I1(bool),
    /// An `i8`.
    I8(i8),
    /// An `i16`.
    I16(i16),
    /// An `i32`.
    I32(i32),
    /// An `i64`.
    I64(i64),
    /// An `i128`.
    I128(i128),
    /// A `float`.
    F32(f32),
    /// A `double`.
    F64(f64),
    /// A `ptr`, as an address.
    Ptr(usize),
    /// Any other type (an integer of another width, a struct such as a memref descriptor
    /// returned by value, a vector): the bytes the function stored, as many as the type's ABI
    /// size, in the target's (little-endian) layout.
    Bytes(Vec<u8>),
}
