//! `oxir`: the runtime IR core of the oxir compiler infrastructure.
//!
//! MLIR's core IR model in Rust: a shared [`Context`] with uniqued types and attributes and the
//! registry of dialects; [`Body`] arenas of operations, blocks, regions and SSA values with use
//! lists; traits, interfaces and descriptors; symbols; the verifier; diagnostics; and the textual
//! format. It knows no dialect beyond the core of `builtin`; dialects are generated from specs by
//! `oxir-ods` and register themselves into a context. See `docs/architecture.md` for the code map.

pub mod affine;
pub mod attrs;
pub mod branch;
pub mod builder;
pub mod builtin;
pub mod call;
pub mod context;
pub mod conversion;
pub mod def_support;
pub mod descriptor;
pub mod diag_handlers;
pub mod diagnostics;
pub mod effects;
pub mod format_support;
pub mod function;
pub mod inliner;
pub mod interfaces;
mod intern;
pub mod loop_like;
pub mod op;
pub mod op_support;
pub mod pass;
pub mod region_branch;
pub mod region_edges;
pub mod rewrite;
pub mod rule_support;
pub mod storage;
pub mod structure;
pub mod symbols;
#[doc(hidden)]
pub mod testing;
pub mod text;
pub mod traits;
pub mod transforms;
pub mod types;
pub mod verifier;

pub use attrs::{AttrData, Attribute, NamedAttr};
pub use builder::Builder;
pub use context::{Context, OpName};
pub use descriptor::{DialectDescriptor, OpDescriptor};
pub use diagnostics::{Diagnostic, Severity};
pub use op::Op;
pub use structure::{
    BlockId, Body, InsertPoint, IrError, Location, OpId, OperationState, OwnedOp, RegionId, Value,
    ValueDef,
};
pub use traits::{Trait, TraitSet};
pub use types::{Type, TypeData};

/// The README's Rust examples, compiled and run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeDoctests;
