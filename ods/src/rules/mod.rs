//! Declarative rewrite rules (MLIR's DRR, and more), compiled at build time: a rules file
//! (`defs/<dialect>.rules.toml`, documented in `docs/spec-language.md`) is read ([`front`]),
//! the specs it uses are loaded ([`specs`]), its DAG texts parsed ([`dag`]) and checked against
//! the op specs into match steps ([`source`]) and rewrites ([`result`]), described in [`ir`];
//! the rules of each root op are planned into one decision tree, with warnings for rules that
//! never apply ([`tree`]); [`build`] ties it together for build scripts, and the Rust is
//! written by `crate::emit::rules_tokens`.
//!
//! Nothing here interprets rules at run time: the output is Rust code over the generated op
//! wrappers and the runtime's pattern API.

pub mod build;
pub mod check;
pub mod dag;
pub mod front;
pub mod ir;
pub mod model;
pub mod positions;
pub mod result;
pub mod rust_spec;
pub mod source;
pub mod specs;
pub mod tree;
