//! `func`: MLIR's dialect of functions: `func.func` (a symbol with a signature and a body),
//! direct and indirect calls, function constants and returns, as MLIR 19 defines it.
//!
//! The op wrappers, their accessors, builders, generated verifiers and the declarative custom
//! forms come from `defs/func.toml` through `oxir-ods`; this crate adds what MLIR writes by hand
//! beside its ODS: the custom form of `func.func` and the check of its returns ([`function`], on
//! the core's function syntax and checks, `oxir::function`), the symbol checks of `func.call`
//! and `func.constant` ([`symbol_uses`]), the interfaces of the ops ([`interfaces`]), the fold of `func.constant`
//! and the dialect's constant materializer ([`fold`]), the canonicalization of
//! `func.call_indirect` ([`canon`]), and the type transforms of `func.call_indirect`'s traits
//! ([`types`]), through which its format infers the types it does not print.

/// The items generated from `defs/func.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/func.rs"));
}

pub mod canon;
pub mod fold;
pub mod function;
pub mod inliner;
pub mod interfaces;
pub mod symbol_uses;
#[cfg(test)]
mod testing;
pub mod types;

pub use generated::*;

/// Registers the `func` dialect, its ops and the interfaces written by hand into `ctx`; `false`
/// when a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    if !generated::register(ctx) {
        return false;
    }
    interfaces::attach(ctx);
    true
}
