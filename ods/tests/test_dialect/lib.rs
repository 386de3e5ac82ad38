//! The `test` dialect generated from `defs/test.toml`, with the hand-written pieces its spec
//! names ([`hooks`], re-exported at the crate root where the spec's paths point) and unit tests
//! of the generated API. Built only by the compile test `tests/test_dialect.rs`, which puts the
//! generated code where `OXIR_TEST_DIALECT` says; not a dialect to use.

#![allow(missing_docs)]

mod hooks;
#[cfg(test)]
mod tests;

pub use hooks::*;

include!(env!("OXIR_TEST_DIALECT"));
