//! The textual IR format, compatible with MLIR 19: lexer, number formatting, parser and printer.
//!
//! The lexer and parser are hand-written for speed (pest is for the spec languages only). The
//! printer writes the generic form byte-identically to `mlir-opt-19 --mlir-print-op-generic`, and
//! custom forms through the hooks of registered ops.

pub mod lexer;
pub mod numbers;
pub mod parser;
pub mod printer;
