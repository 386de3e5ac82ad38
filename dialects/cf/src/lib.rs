//! `cf`: MLIR's dialect of unstructured control flow between the blocks of a region —
//! `cf.br`, `cf.cond_br`, `cf.switch` — and of runtime assertions (`cf.assert`), as MLIR 19
//! defines it.
//!
//! The op wrappers, their accessors, builders, generated verifiers and the declarative custom
//! forms come from `defs/cf.toml` through `oxir-ods`; this crate adds what MLIR writes by hand:
//! the `BranchOpInterface` of the branches (the operands each successor receives, the successor
//! a constant condition selects) and the check of those operands ([`branch`]), `cf.switch`'s
//! cases and the `SwitchOpCases` directive of its format ([`switch`]), the memory effect of
//! `cf.assert` ([`effects`], which the spec registers), and the canonicalization patterns of
//! the branches and asserts ([`canon`]) and of `cf.switch` ([`switch_canon`]).

/// The items generated from `defs/cf.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/cf.rs"));
}

pub mod branch;
pub mod canon;
pub mod effects;
#[cfg(test)]
mod inliner;
pub mod switch;
pub mod switch_canon;

pub use generated::*;

/// Registers the `cf` dialect, its ops and their interfaces into `ctx`; `false` when a dialect
/// of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    generated::register(ctx)
}
