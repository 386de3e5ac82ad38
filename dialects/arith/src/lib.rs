//! `arith`: MLIR's dialect of integer and floating-point arithmetic, comparisons, selects and
//! casts on scalars, vectors and tensors, as MLIR 19 defines it.
//!
//! The op wrappers, their accessors, builders, generated verifiers, enums and custom forms come
//! from `defs/arith.toml` through `oxir-ods`; this crate adds what MLIR writes by hand beside its
//! ODS: the verifiers of casts and constants ([`verify`]), the custom form of `arith.select`
//! ([`select`]), the result names of `arith.constant` ([`names`]) and the type transforms of
//! its traits ([`types`]). The `#arith.fastmath` and `#arith.overflow` attributes are the
//! attribute forms of the enums `FastMathFlags` and `IntegerOverflowFlags`. The fold hooks and the constant materializer are in [`fold`] (arithmetic in [`int_math`]);
//! canonicalization patterns are not here yet.

/// The items generated from `defs/arith.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/arith.rs"));
}

pub mod fold;
pub mod inliner;
#[cfg(test)]
mod forms;
pub mod int_math;
pub mod names;
pub mod select;
#[cfg(test)]
mod testing;
pub mod types;
pub mod verify;

pub use generated::*;

/// Registers the `arith` dialect, its ops and the interfaces written by hand into `ctx`;
/// `false` when a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    if !generated::register(ctx) {
        return false;
    }
    names::attach(ctx);
    inliner::attach(ctx);
    true
}
