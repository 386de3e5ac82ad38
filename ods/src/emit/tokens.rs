//! Small helpers turning text into Rust tokens for the emitters: Rust written in specs (paths,
//! types, expressions, reported at their span when they do not tokenize), Rust the checks
//! already validated, and integer literals without suffixes.
//!
//! Nothing here decides what is generated.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use crate::diag::SpecDiagnostic;
use crate::lang::rust_nesting::check_rust_text;
use crate::model::{Parameter, Spanned};

/// Tokens of Rust text written in the spec (`what` names it in the error: `path`, `type`,
/// `expression`, `block`), or an error at its span; or at the token nesting too deep, before
/// anything recursive (the tokenizer inside a proc macro, syn when formatting) reads it.
pub fn spec_rust(text: &Spanned<String>, what: &str) -> Result<TokenStream, SpecDiagnostic> {
    check_rust_text(&text.value, text.span, what)?;
    text.value.parse::<TokenStream>().map_err(|_| {
        SpecDiagnostic::error(text.span, format!("`{}` is not a Rust {what}", text.value))
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

/// The declarations (`name: Type`) and the Rust names of parameters written in a spec (of a
/// builder or an interface method); a type that does not tokenize is pushed to `errors`.
pub fn spec_params(
    params: &[Parameter],
    name_of: fn(&str) -> String,
    errors: &mut Vec<SpecDiagnostic>,
) -> (Vec<TokenStream>, Vec<Ident>) {
    let mut declarations = Vec::new();
    let mut idents = Vec::new();
    for p in params {
        let name = format_ident!("{}", name_of(p.name.as_str()));
        match spec_rust(&p.rust_type, "type") {
            Ok(ty) => declarations.push(quote!(#name: #ty)),
            Err(e) => errors.push(e),
        }
        idents.push(name);
    }
    (declarations, idents)
}
