//! Declarative rewrite rules (MLIR's DRR), compiled at build time: rules files
//! (`defs/<dialect>.rules.toml`) are read, checked against the op specs of every dialect they
//! mention, planned into one decision tree per root op, and emitted as Rust patterns.

pub mod build;
pub mod check;
pub mod dag;
pub mod front;
pub mod ir;
pub mod model;
pub mod result;
pub mod source;
pub mod specs;
pub mod tree;
