//! Small helpers turning text into Rust tokens for the emitters: Rust written in specs (paths,
//! types, expressions, reported at their span when they do not tokenize), Rust the checks
//! already validated, and integer literals without suffixes.
//!
//! Nothing here decides what is generated.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::diag::SpecDiagnostic;
use crate::model::Spanned;

/// Tokens of Rust text written in the spec (`what` names it in the error: `path`, `type`,
/// `expression`, `block`), or an error at its span.
pub fn spec_rust(text: &Spanned<String>, what: &str) -> Result<TokenStream, SpecDiagnostic> {
    text.value.parse::<TokenStream>().map_err(|_| {
        SpecDiagnostic::error(text.span, format!("`{}` is not Rust {what}", text.value))
    })
}

/// Tokens of Rust text the checks validated (a Rust path) or this crate built (a type name);
/// `compile_error!()` in the impossible case that it does not tokenize.
pub fn checked_rust(text: &str) -> TokenStream {
    text.parse().unwrap_or_else(|_| quote!(compile_error!()))
}

/// An integer literal without a suffix, so generated code reads like hand-written code.
pub fn lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}
