//! `affine`: MLIR's dialect of affine index arithmetic, loops, conditionals and memory
//! accesses, as MLIR 19 defines it: `affine.apply`, `affine.min`, `affine.max`, `affine.for`,
//! `affine.if`, `affine.parallel`, `affine.yield`, `affine.load`, `affine.store`,
//! `affine.vector_load`, `affine.vector_store`, `affine.prefetch`, `affine.dma_start`,
//! `affine.dma_wait` and `affine.delinearize_index`.
//!
//! The op wrappers, their accessors, builders and generated verifiers, and the declarative
//! forms of `affine.yield` and `affine.delinearize_index`, come from `defs/affine.toml` through `oxir-ods`; this crate adds
//! what MLIR writes by hand: the custom form `map(%dims)[%symbols]` and the operand checks of
//! the map ops ([`map_ops`]) and their folds ([`fold`]); the forms and checks of
//! `affine.yield` ([`yield_op`]), `affine.for` ([`for_op`]), `affine.if` ([`if_op`]) and
//! `affine.parallel` with its fold ([`parallel`]), the region branch models of `affine.for`
//! and `affine.if` ([`region_branch`]), their folds and canonicalization patterns
//! ([`canon_loops`], [`canon_if`]); the subscript form, checks, memory effects and folds of
//! the accesses ([`memory`]), with those of the vector accesses ([`vector_memory`]), of
//! `affine.prefetch` ([`prefetch`]) and of the DMA ops ([`dma`]); the check of
//! `affine.delinearize_index` ([`delinearize`]); the rules saying which values may be
//! dimensions and symbols ([`valid`]); the composition and canonicalization of maps and sets with their operands,
//! shared by every op, with the patterns of the map ops and accesses ([`compose`]); the
//! inliner interface ([`inliner`]); the `LoopLikeOpInterface` models of `affine.for` and
//! `affine.parallel` that loop-invariant code motion reads ([`loop_like`]); the access and
//! dependence analysis ([`dependence`], [`intervening`]) and the passes built on it,
//! `-affine-scalrep` ([`scalrep`]) and `-affine-loop-fusion` ([`loop_fusion`]).

/// The items generated from `defs/affine.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/affine.rs"));
}

pub mod canon_if;
pub mod canon_loops;
pub mod compose;
pub mod delinearize;
pub mod dependence;
pub mod dma;
pub mod expand_index;
pub mod fold;
pub mod for_op;
pub mod fusion_producer;
pub mod fusion_slice;
pub mod if_op;
pub mod inliner;
pub mod intervening;
pub mod loop_fusion;
pub mod loop_like;
pub mod map_ops;
pub mod memory;
pub mod parallel;
pub mod prefetch;
pub mod region_branch;
pub mod scalrep;
#[cfg(test)]
mod testing;
pub mod valid;
pub mod vector_memory;
pub mod yield_op;

pub use generated::*;

/// Registers the `affine` dialect (with its inliner interface) and its ops into `ctx`; `false`
/// when a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    generated::register(ctx)
}
