//! `arith`: MLIR's dialect of integer and floating-point arithmetic, comparisons, selects and
//! casts on scalars, vectors and tensors, as MLIR 19 defines it.
//!
//! The op wrappers, their accessors, builders, generated verifiers, enums and custom forms come
//! from `defs/arith.toml` through `oxir-ods`; this crate adds what MLIR writes by hand beside its
//! ODS: the verifiers of casts and constants ([`verify`]), the custom form of `arith.select`
//! ([`select`]), the result names of `arith.constant` ([`names`]) and the type transforms of
//! its traits ([`types`]). The `#arith.fastmath` and `#arith.overflow` attributes are the
//! attribute forms of the enums `FastMathFlags` and `IntegerOverflowFlags`. The fold hooks and
//! the constant materializer are in [`fold`] (arithmetic in [`int_math`], constants read and
//! written element by element in `elements`); the canonicalization
//! patterns are the rules of `defs/arith.rules.toml` ([`rules`]), whose native constraints and
//! builders are in [`canon`], and `CmpFIntToFPConst`, written in Rust ([`cmpf_int`]). The
//! integer ranges of the ops are [`int_range`] (the `InferIntRangeInterface` model the spec
//! names); the passes using them are [`int_range_opts`] and [`unsigned_when_equivalent`].

/// The items generated from `defs/arith.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/arith.rs"));
}

pub mod canon;
pub mod cmpf_int;
mod elements;
pub mod expand;
pub mod float_math;
pub mod fold;
#[cfg(test)]
mod forms;
#[cfg(test)]
mod inliner;
pub mod int_math;
pub mod int_range;
pub mod int_range_opts;
pub mod names;
pub mod select;
pub mod speculation;
#[cfg(test)]
mod testing;
pub mod types;
pub mod unsigned_when_equivalent;
pub mod verify;

/// The canonicalization patterns generated from `defs/arith.rules.toml` (MLIR's
/// `ArithCanonicalization.td`): `register_rules` adds them all to a pattern set,
/// `register_arith_<op>_rules` those rooted at one op (the ops' `canonicalize` hooks).
pub mod rules {
    include!(concat!(env!("OUT_DIR"), "/arith_rules.rs"));
}

pub use generated::*;

/// Registers the `arith` dialect, its ops and the interfaces written by hand into `ctx`;
/// `false` when a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    if !generated::register(ctx) {
        return false;
    }
    names::attach(ctx);
    true
}
