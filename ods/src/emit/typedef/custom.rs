//! `custom<Name>(args)` in the format of a type or attribute definition: calls of the Rust
//! functions `parse_name` and `print_name` (the name in snake case) of the dialect's
//! `custom_directives` module, as MLIR's `AttrOrTypeFormatGen` calls `parseName` /
//! `printName`. The signatures, documented for dialect authors in `docs/spec-language.md`:
//!
//! ```text
//! fn parse_name(p: &mut AsmParser<'_, '_>, args...) -> ParseResult<()>
//! fn print_name(p: &mut DialectAsmPrinter<'_, '_>, args...)
//! ```
//!
//! | argument | parse takes | print takes |
//! |---|---|---|
//! | `$x`, `qualified($x)` | `&mut Option<T>` (to set) | `&T`, or `Option<&T>` when optional |
//! | `ref($x)` | `Option<&T>` (what was read before) | as for `$x` |
//! | `"rust expression"` | its value | its value |
//!
//! `T` is the parameter's stored type (`u32`, `String`, `Vec<i64>`, `Type`, a view). This
//! module writes the calls only; the format was checked when the spec was read.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{Params, slot};
use crate::lang::def_format::DefCustomArg;
use crate::names;

/// The path of `prefix_name` in the custom-directive module.
fn function(params: &Params<'_>, prefix: &str, name: &str) -> TokenStream {
    let module = &params.custom_module;
    let function = format_ident!("{}_{}", prefix, names::snake_case(name));
    quote!(#module::#function)
}

/// A string argument: Rust code, `$_ctxt` standing for the context (`ctx`). The checks made
/// sure it is one.
fn expression(text: &str) -> TokenStream {
    text.replace("$_ctxt", "ctx")
        .parse::<TokenStream>()
        .unwrap_or_default()
}

/// The call of `parse_name` reading the parameters the directive binds into their slots.
pub(super) fn parse_call(params: &Params<'_>, name: &str, args: &[DefCustomArg]) -> TokenStream {
    let function = function(params, "parse", name);
    let args = args.iter().map(|arg| match arg {
        DefCustomArg::Param(i) => {
            let slot = slot(&params[*i]);
            quote!(&mut #slot)
        }
        DefCustomArg::Ref(i) => {
            let slot = slot(&params[*i]);
            quote!(#slot.as_ref())
        }
        DefCustomArg::Expr { text, .. } => expression(text),
    });
    quote!(#function(p, #(#args),*)?;)
}

/// The call of `print_name` with the stored parameters.
pub(super) fn print_call(params: &Params<'_>, name: &str, args: &[DefCustomArg]) -> TokenStream {
    let function = function(params, "print", name);
    let args = args.iter().map(|arg| match arg {
        DefCustomArg::Param(i) | DefCustomArg::Ref(i) => {
            let p = &params[*i];
            let field = &p.field;
            if p.spec.optional {
                quote!(storage.#field.as_ref())
            } else {
                quote!(&storage.#field)
            }
        }
        DefCustomArg::Expr { text, .. } => expression(text),
    });
    quote!(#function(p, #(#args),*);)
}
