//! `affine`: MLIR's dialect of affine index arithmetic and memory accesses, as MLIR 19 defines
//! it. So far it holds `affine.apply`, `affine.min`, `affine.max`, `affine.load` and
//! `affine.store`.
//!
//! The op wrappers, their accessors, builders and generated verifiers come from
//! `defs/affine.toml` through `oxir-ods`; this crate adds what MLIR writes by hand: the custom
//! form `map(%dims)[%symbols]` and the operand checks of the map ops ([`map_ops`]) and their
//! folds ([`fold`]), the subscript form, checks, memory effects and folds of the accesses
//! ([`memory`]), the rules saying which values may be dimensions and symbols ([`valid`]), the
//! map canonicalization and the canonicalization patterns of all five ops ([`compose`]), and
//! the inliner interface ([`inliner`]). Not here yet: `affine.yield`, `affine.for`, `affine.if`
//! and `affine.parallel`.

/// The items generated from `defs/affine.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/affine.rs"));
}

pub mod compose;
pub mod fold;
pub mod inliner;
pub mod map_ops;
pub mod memory;
#[cfg(test)]
mod testing;
pub mod valid;

pub use generated::*;

/// Registers the `affine` dialect, its ops and its inliner interface into `ctx`; `false` when
/// a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    generated::register(ctx) && inliner::attach(ctx)
}
