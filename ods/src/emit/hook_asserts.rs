//! Typed assertions of the hooks a spec names: each hook becomes a `const` of the hook's
//! function-pointer type initialized with the function the spec names, and the generated code
//! uses the hook only through that constant. A missing, misspelled or mistyped hook is then one
//! rustc error at the constant (with rustc's did-you-mean for a similar name and the expected
//! signature in the mismatch), and the code using the constant still type-checks.
//!
//! In the `#[dialect]` route the constant's tokens carry the spans of the spec tokens that named
//! the hook, so the error is at the spec; in generated files the constant's doc comment cites
//! the spec's file and line. This module decides the constants' types and spans, not where the
//! hooks are installed.

use proc_macro2::{Group, Ident, Span as TokenSpan, TokenStream, TokenTree};
use quote::{format_ident, quote};

use super::Origin;
use super::tokens::spec_rust;
use crate::diag::{Span, SpecDiagnostic};
use crate::model::{Hook, Spanned};

/// The kinds of hooks, each with the function-pointer type the runtime calls it through.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HookKind {
    /// An op's `verify` or `region_verify`, or an interface's `verify`.
    Verify,
    /// An op's `fold`.
    Fold,
    /// An op's `canonicalize`.
    Canonicalize,
    /// An op's hand-written `parse`.
    Parse,
    /// An op's hand-written `print`.
    Print,
    /// An op's `infer_result_types` function.
    InferResultTypes,
    /// The dialect's `materialize_constant`.
    MaterializeConstant,
    /// `parse_type` of the dialect's `type_syntax` module.
    ParseType,
    /// `print_type` of the dialect's `type_syntax` module.
    PrintType,
    /// The `register` of a dialect the dialect depends on.
    Register,
    /// The predicate of a type constraint (`[[constraint]]` of kind `type`).
    TypeConstraint,
    /// The predicate of an attribute constraint (`[[constraint]]` of kind `attr`).
    AttrConstraint,
}

impl HookKind {
    /// The Rust type of the hook.
    pub fn fn_type(self) -> TokenStream {
        match self {
            HookKind::Verify => quote!(::oxir::descriptor::VerifyFn),
            HookKind::Fold => quote!(::oxir::rewrite::FoldFn),
            HookKind::Canonicalize => quote!(::oxir::rewrite::CanonicalizeFn),
            HookKind::Parse => quote!(::oxir::text::parser::ParseHook),
            HookKind::Print => quote!(::oxir::text::printer::PrintHook),
            HookKind::InferResultTypes => quote!(::oxir::op_support::InferResultTypes),
            HookKind::MaterializeConstant => quote!(::oxir::rewrite::MaterializeConstantFn),
            HookKind::ParseType => quote!(::oxir::text::parser::TypeParseHook),
            HookKind::PrintType => quote!(::oxir::text::printer::PrintTypeHook),
            HookKind::Register => quote!(fn(&::oxir::Context) -> bool),
            HookKind::TypeConstraint => quote!(fn(&::oxir::Context, ::oxir::Type) -> bool),
            HookKind::AttrConstraint => quote!(fn(&::oxir::Context, ::oxir::Attribute) -> bool),
        }
    }

    /// The signature the hook must have, as `docs/spec-language.md` lists it.
    pub fn signature(self) -> &'static str {
        match self {
            HookKind::Verify => "fn(&Context, &Body, OpId) -> Result<(), Diagnostic>",
            HookKind::Fold => "fn(&Context, &Body, OpId, &[Option<Attribute>]) -> FoldOutcome",
            HookKind::Canonicalize => "fn(&Context, &mut RewritePatternSet)",
            HookKind::Parse => "fn(&mut OpAsmParser, &mut OperationState) -> ParseResult<()>",
            HookKind::Print => "fn(&mut OpAsmPrinter, OpId)",
            HookKind::InferResultTypes => "fn(&Context, &InferInput) -> Result<Vec<Type>, String>",
            HookKind::MaterializeConstant => {
                "fn(&Context, &mut Body, &mut Builder, Attribute, Type, Location) -> Option<OpId>"
            }
            HookKind::ParseType => "fn(&mut AsmParser) -> ParseResult<Type>",
            HookKind::PrintType => "fn(&mut DialectAsmPrinter, &DynStorage)",
            HookKind::Register => "fn(&Context) -> bool",
            HookKind::TypeConstraint => "fn(&Context, Type) -> bool",
            HookKind::AttrConstraint => "fn(&Context, Attribute) -> bool",
        }
    }
}

/// The function a hook names: a path written in the spec, or the conventional associated
/// function `Self::<name>` asked for at `span` (`verify = true`).
pub enum Target<'a> {
    /// `fold = "crate::fold::addi"`.
    Path(&'a Spanned<String>),
    /// `fold = true`: `Self::fold`.
    Conventional {
        /// The associated function's name.
        name: &'a str,
        /// Where the spec asked for it.
        span: Span,
    },
}

impl<'a> Target<'a> {
    /// The target of `hook`, whose conventional function is `Self::<conventional>`.
    pub fn of(hook: &'a Hook, conventional: &'a str) -> Self {
        match hook {
            Hook::Path(path) => Target::Path(path),
            Hook::Default(span) => Target::Conventional {
                name: conventional,
                span: *span,
            },
        }
    }

    fn span(&self) -> Span {
        match self {
            Target::Path(path) => path.span,
            Target::Conventional { span, .. } => *span,
        }
    }
}

/// One hook asserted: the constant, and the expression naming it for the code that calls or
/// installs the hook.
pub struct Asserted {
    /// `const NAME: Type = path;`, with its doc comment.
    pub item: TokenStream,
    /// `NAME` (or `Self::NAME` for an associated constant).
    pub value: TokenStream,
}

/// The assertion of `target` as a hook of `kind`, in a constant `name` (an associated
/// constant of the op's wrapper when `associated`), documented as `what` (`the `fold` hook of
/// `test.addi``); an error when the path written is not Rust.
pub fn assert_hook(
    origin: &Origin<'_>,
    name: &str,
    what: &str,
    target: &Target<'_>,
    kind: HookKind,
    associated: bool,
) -> Result<Asserted, SpecDiagnostic> {
    let signature = Signature {
        ty: kind.fn_type(),
        shown: kind.signature().to_string(),
    };
    assert_typed(origin, name, what, target, &signature, associated)
}

/// The type of a hook whose signature depends on what it belongs to (a definition's storage).
pub struct Signature {
    /// The function-pointer type.
    pub ty: TokenStream,
    /// The signature as documented.
    pub shown: String,
}

impl Signature {
    /// The verifier of a type or attribute definition whose storage is `storage`.
    pub fn def_verify(storage: &Ident) -> Self {
        Signature {
            ty: quote!(fn(&::oxir::Context, &#storage) -> Result<(), String>),
            shown: format!("fn(&Context, &{storage}) -> Result<(), String>"),
        }
    }

    /// The hand-written parser of a definition's text after its mnemonic.
    pub fn def_parse(storage: &Ident) -> Self {
        Signature {
            ty: quote!(fn(&mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<#storage>),
            shown: format!("fn(&mut AsmParser) -> ParseResult<{storage}>"),
        }
    }

    /// The hand-written printer going with [`Signature::def_parse`].
    pub fn def_print(storage: &Ident) -> Self {
        Signature {
            ty: quote!(fn(&mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>, &#storage)),
            shown: format!("fn(&mut DialectAsmPrinter, &{storage})"),
        }
    }
}

/// [`assert_hook`] for a hook of type `signature`.
pub fn assert_typed(
    origin: &Origin<'_>,
    name: &str,
    what: &str,
    target: &Target<'_>,
    signature: &Signature,
    associated: bool,
) -> Result<Asserted, SpecDiagnostic> {
    let at = origin.token_at(target.span());
    let function = match target {
        Target::Path(path) => spanned_rust(origin, path)?,
        Target::Conventional { name, .. } => {
            let name = format_ident!("{}", name);
            respan(quote!(Self::#name), at)
        }
    };
    let ty = respan(signature.ty.clone(), at);
    let doc = format!(
        " {what} ({}): `{}`.",
        origin.at(target.span()),
        signature.shown
    );
    let ident = format_ident!("{}", name);
    let item = quote! {
        #[doc = #doc]
        const #ident: #ty = #function;
    };
    let value = if associated {
        quote!(Self::#ident)
    } else {
        quote!(#ident)
    };
    Ok(Asserted { item, value })
}

/// The tokens of the Rust text `text` written in the spec, each at the spec token it was read
/// from when the origin knows tokens (the `#[dialect]` route).
pub fn spanned_rust(
    origin: &Origin<'_>,
    text: &Spanned<String>,
) -> Result<TokenStream, SpecDiagnostic> {
    let tokens = spec_rust(text, "path")?;
    if !origin.has_tokens() {
        return Ok(tokens);
    }
    let mut cursor = 0;
    Ok(respan_by_offset(tokens, text, origin, &mut cursor))
}

/// The path of function `function` of the module `module` the spec names (an interface's
/// `impl`), at the module's tokens.
pub fn spanned_function(
    origin: &Origin<'_>,
    module: &Spanned<String>,
    function: &Ident,
) -> Result<TokenStream, SpecDiagnostic> {
    let path = Spanned::new(format!("{}::{function}", module.value), module.span);
    spanned_rust(origin, &path)
}

/// `tokens` (parsed from `text`) with each token at the spec token behind its bytes; `cursor`
/// is the offset in `text` reached so far.
fn respan_by_offset(
    tokens: TokenStream,
    text: &Spanned<String>,
    origin: &Origin<'_>,
    cursor: &mut usize,
) -> TokenStream {
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Group(group) => {
                let span = span_at(text, origin, cursor, &open_delimiter(&group));
                let inner = respan_by_offset(group.stream(), text, origin, cursor);
                let mut out = Group::new(group.delimiter(), inner);
                if let Some(span) = span {
                    out.set_span(span);
                }
                TokenTree::Group(out)
            }
            mut token => {
                if let Some(span) = span_at(text, origin, cursor, &token.to_string()) {
                    token.set_span(span);
                }
                token
            }
        })
        .collect()
}

/// The spec token behind `written`, the next occurrence in `text` from `cursor` on (which it
/// moves past it). A text longer than its span (a function path made from a module's) keeps
/// its extra tokens at the span's last byte.
fn span_at(
    text: &Spanned<String>,
    origin: &Origin<'_>,
    cursor: &mut usize,
    written: &str,
) -> Option<TokenSpan> {
    let last = (text.span.end.saturating_sub(text.span.start) as usize).saturating_sub(1);
    let offset = text.value[*cursor..]
        .find(written)
        .map_or(*cursor, |found| *cursor + found);
    *cursor = (offset + written.len()).min(text.value.len());
    origin.token_at(text.span.sub(offset.min(last), written.len().max(1)))
}

fn open_delimiter(group: &Group) -> String {
    match group.delimiter() {
        proc_macro2::Delimiter::Parenthesis => "(".into(),
        proc_macro2::Delimiter::Brace => "{".into(),
        proc_macro2::Delimiter::Bracket => "[".into(),
        proc_macro2::Delimiter::None => String::new(),
    }
}

/// `tokens` with every token at `span`, when there is one.
fn respan(tokens: TokenStream, span: Option<TokenSpan>) -> TokenStream {
    let Some(span) = span else {
        return tokens;
    };
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Group(group) => {
                let mut out = Group::new(group.delimiter(), respan(group.stream(), Some(span)));
                out.set_span(span);
                TokenTree::Group(out)
            }
            TokenTree::Ident(ident) => TokenTree::Ident(Ident::new(&ident.to_string(), span)),
            mut token => {
                token.set_span(span);
                token
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Sources;

    #[test]
    fn a_hook_is_a_typed_constant_citing_its_spec_line() {
        let mut sources = Sources::new();
        let text = "[[op]]\nfold = \"crate::fold::addi\"\n";
        sources.add("defs/t.toml", text);
        let origin = Origin::new(&sources);
        let path = Spanned::new("crate::fold::addi".to_string(), Span::new(0, 15, 32));
        let asserted = assert_hook(
            &origin,
            "FOLD_HOOK",
            "The `fold` hook of `t.x`",
            &Target::Path(&path),
            HookKind::Fold,
            true,
        )
        .expect("a path");
        let item = asserted.item.to_string();
        assert!(
            item.contains(
                "const FOLD_HOOK : :: oxir :: rewrite :: FoldFn = crate :: fold :: addi ;"
            ),
            "{item}"
        );
        assert!(item.contains("defs/t.toml:2"), "{item}");
        assert_eq!(asserted.value.to_string(), "Self :: FOLD_HOOK");
        let conventional = Target::Conventional {
            name: "verify",
            span: Span::new(0, 7, 11),
        };
        let asserted = assert_hook(
            &origin,
            "VERIFY_HOOK",
            "The `verify` hook",
            &conventional,
            HookKind::Verify,
            false,
        )
        .expect("conventional");
        assert!(asserted.item.to_string().contains("= Self :: verify ;"));
        assert_eq!(asserted.value.to_string(), "VERIFY_HOOK");
        let bad = Spanned::new("crate::(".to_string(), Span::new(0, 15, 23));
        assert!(assert_hook(&origin, "X", "x", &Target::Path(&bad), HookKind::Fold, true).is_err());
    }
}
