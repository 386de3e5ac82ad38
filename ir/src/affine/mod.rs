//! MLIR's affine expressions, affine maps and integer sets as plain Rust values, with the
//! simplification MLIR applies while building them, printing in MLIR's syntax and a parser on
//! top of the IR lexer.
//!
//! These values are not uniqued in a context: they are immutable, cheap to clone (`Arc`
//! inside) and compared and hashed structurally, so the attribute layer can intern them like
//! any other parameter. Nothing here depends on the rest of the crate except the lexer.
//!
//! - [`expr`]: [`AffineExpr`] and its simplifying constructors, evaluation, printing.
//! - [`map`]: [`AffineMap`] and [`IntegerSet`].
//! - [`flatten`]: the flattening simplifier of affine expressions and maps, and their bounds.
//! - [`semi_affine`]: the semi-affine part of that simplifier.
//! - [`parse`]: parsing the inner syntax of `affine_map<...>` / `affine_set<...>` and the
//!   affine dialect's SSA form.

pub mod expr;
pub mod flatten;
pub mod map;
pub mod parse;
#[cfg(test)]
mod property_tests;
pub mod semi_affine;

pub use expr::{AffineBinary, AffineBinaryOp, AffineExpr};
pub use flatten::{bound_for_affine_expr, flat_form, simplify_affine_expr, simplify_affine_map};
pub use map::{AffineMap, Constraint, IntegerSet};
pub use parse::{
    AffineStructure, Delimiter, SsaOperands, SsaUse, parse_affine_expr_in,
    parse_affine_expr_of_ssa_ids, parse_affine_map, parse_affine_map_of_ssa_ids,
    parse_affine_map_or_integer_set, parse_affine_map_str, parse_integer_set,
    parse_integer_set_str,
};
