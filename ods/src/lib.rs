//! `oxir-ods`: the dialect-definition generator (the Rust counterpart of MLIR's ODS and DRR).
//!
//! A plain library, with no dependency on the IR crate: specs come in through front ends (TOML
//! files with small pest-parsed languages inside strings, and annotated Rust items read by
//! `rust_front` for the `#[dialect]` macros), land in one spec model, are checked with
//! diagnostics that point into the spec, resolved into one model ([`resolved`]), and emitted
//! from that model as Rust ([`emit`]), Markdown ([`docs`]) and JSON ([`schema`]). See
//! `docs/architecture.md` for the modules and their decisions.

pub mod build;
pub mod check;
pub mod def_check;
pub mod diag;
pub mod docs;
pub mod effect_args;
pub mod emit;
pub mod entity_check;
pub mod enum_attr;
pub mod hook_check;
pub mod interface_check;
pub mod lang;
pub mod model;
pub mod mutable_def;
pub mod names;
pub mod op_check;
pub mod op_traits;
pub mod resolved;
pub mod rules;
#[cfg(feature = "rust-front")]
pub mod rust_front;
pub mod schema;
pub mod toml_front;
pub mod trait_args;
