//! `scf`: MLIR's dialect of structured control flow — loops and conditionals whose bodies are
//! regions ending in `scf.yield` — as MLIR 19 defines it: `scf.for`, `scf.forall` with
//! `scf.forall.in_parallel`, `scf.if`, `scf.while` with `scf.condition`, `scf.execute_region`,
//! `scf.index_switch`, `scf.parallel` with `scf.reduce` and `scf.reduce.return`, and
//! `scf.yield`.
//!
//! The op wrappers, their accessors, builders, generated verifiers and the declarative forms
//! (`scf.yield`, `scf.condition`, `scf.index_switch`, `scf.reduce`, `scf.reduce.return`) come
//! from `defs/scf.toml` through `oxir-ods`; this crate adds what MLIR writes by hand: the
//! custom forms and checks of `scf.for` ([`for_op`]), `scf.forall` and its terminator
//! ([`forall`]), `scf.if` ([`if_op`]), `scf.while` ([`while_op`]) and `scf.execute_region`
//! ([`execute_region`]), the `SwitchCases` directive and checks of `scf.index_switch`
//! ([`index_switch`]), the form and checks of `scf.parallel` and the checks of its reductions
//! ([`parallel`]), the check of the values passed along the ops' control flow edges
//! ([`edges`]), the region branch interfaces that describe those edges to analyses
//! ([`region_branch`]), and the canonicalization patterns of `scf.if`, `scf.for`,
//! `scf.forall`, `scf.while`, `scf.index_switch`, `scf.execute_region` and `scf.parallel`
//! ([`canon`]).

/// The items generated from `defs/scf.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/scf.rs"));
}

pub mod canon;
pub mod edges;
pub mod execute_region;
pub mod for_op;
pub mod forall;
pub mod forall_to_for;
pub mod if_op;
pub mod index_switch;
pub mod inliner;
pub mod loop_like;
pub mod parallel;
pub mod region_branch;
#[cfg(test)]
mod testing;
pub mod while_op;

pub use generated::*;

/// Registers the `scf` dialect, its ops and their interfaces into `ctx`; `false` when a
/// dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    generated::register(ctx)
}
