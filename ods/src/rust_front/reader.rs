//! Spanned reading for the Rust front end: every text the item readers take from tokens is
//! placed in the [mirror](super::spans) (so it gets a model [`Span`]), and every problem is
//! reported as a [`SpecDiagnostic`] at the offending tokens. Attribute arguments are opened
//! with the keys valid there (unknown keys get a did-you-mean, repeated keys are reported) and
//! each value is read as the kind expected; reading never stops at an error, so every error of
//! a dialect is found in one pass.
//!
//! This module knows attribute syntax and spans, not the spec layout: which keys exist where is
//! decided by the item readers.

use proc_macro2::{Ident, Literal, Span as TokenSpan, TokenStream, TokenTree};
use quote::ToTokens;

use super::spans::SpanTable;
use super::tokens::{Arg, ArgValue, parse_args, render, split_commas};
use crate::diag::{Span, SpecDiagnostic, did_you_mean};
use crate::model::{Hook, Spanned};
pub(crate) use crate::toml_front::fields::backticked;

/// Collects the diagnostics of one dialect module and places its texts in the mirror.
pub struct Reader {
    /// The mirror and its token table.
    pub table: SpanTable,
    /// Everything reported so far.
    pub diagnostics: Vec<SpecDiagnostic>,
}

/// The arguments of one attribute, opened with its valid keys.
pub struct Args {
    args: Vec<Arg>,
    /// The attribute's name in messages (`#[op]`).
    pub what: String,
    /// Where diagnostics about the attribute as a whole point.
    pub span: Span,
}

impl Args {
    /// The argument `key`, if given.
    pub fn get(&self, key: &str) -> Option<&Arg> {
        self.args.iter().find(|a| a.key == key)
    }
}

impl Reader {
    /// A reader whose mirror is source `source`.
    pub fn new(source: u32) -> Self {
        Reader {
            table: SpanTable::new(source),
            diagnostics: Vec::new(),
        }
    }

    /// Reports an error.
    pub fn error(&mut self, diagnostic: SpecDiagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// Places `tokens` rendered compactly (see [`render`]) and returns the text with its span.
    pub fn tokens(&mut self, tokens: TokenStream, lists: bool) -> Spanned<String> {
        let rendered = render(tokens, lists);
        let span = self.table.place(&rendered.text, &rendered.pieces);
        Spanned::new(rendered.text, span)
    }

    /// Places `text`, written at token `at`, and returns it with its span.
    pub fn text(&mut self, text: &str, at: TokenSpan) -> Spanned<String> {
        let span = self.table.place(text, &[(0, at)]);
        Spanned::new(text.to_string(), span)
    }

    /// Places an identifier (without its `r#`).
    pub fn ident(&mut self, ident: &Ident) -> Spanned<String> {
        let name = ident.to_string();
        let name = name.strip_prefix("r#").unwrap_or(&name);
        self.text(name, ident.span())
    }

    /// The span of `tokens`, placed as they are rendered, for a diagnostic about them.
    pub fn span_of(&mut self, tokens: TokenStream) -> Span {
        self.tokens(tokens, false).span
    }

    /// Reports `message` at `tokens`, with `help`.
    pub fn error_at(&mut self, tokens: TokenStream, message: String, help: Option<String>) {
        let span = self.span_of(tokens);
        let diagnostic = SpecDiagnostic::error(span, message);
        self.error(match help {
            Some(help) => diagnostic.with_help(help),
            None => diagnostic,
        });
    }

    /// Opens the arguments `tokens` of attribute `what` (`#[op]`), written at `span`, whose
    /// valid keys are `keys`; reports malformed arguments, unknown keys and repeated keys.
    pub fn args(&mut self, tokens: TokenStream, what: &str, span: Span, keys: &[&str]) -> Args {
        let (args, errors) = parse_args(tokens);
        for e in errors {
            self.error_at(e.tokens, e.message, Some(e.help));
        }
        let mut kept: Vec<Arg> = Vec::new();
        for arg in args {
            let key = arg.key.to_string();
            if !keys.contains(&key.as_str()) {
                let help = match did_you_mean(&key, keys.iter().copied()) {
                    Some(close) => format!("did you mean `{close}`?"),
                    None => format!("the keys of `{what}` are {}", backticked(keys)),
                };
                let message = format!("unknown key `{key}` in `{what}`");
                self.error_at(arg.key.to_token_stream(), message, Some(help));
            } else if kept.iter().any(|k| k.key == key) {
                let message = format!("`{key}` is given twice in `{what}`");
                self.error_at(
                    arg.tokens(),
                    message,
                    Some("remove one of them".to_string()),
                );
            } else {
                kept.push(arg);
            }
        }
        Args {
            args: kept,
            what: what.to_string(),
            span,
        }
    }

    /// Reports that `arg` is not written as `expected` (`a string literal`), with an example
    /// of how it is written.
    pub fn wrong_value(&mut self, arg: &Arg, expected: &str, example: &str) {
        self.wrong_value_help(arg, expected, format!("write `{example}`"));
    }

    /// [`Self::wrong_value`] with the whole `help:` text.
    pub fn wrong_value_help(&mut self, arg: &Arg, expected: &str, help: String) {
        let key = &arg.key;
        let found = match &arg.value {
            ArgValue::Flag => format!("`{key}` alone"),
            ArgValue::List(_) => format!("`{key}(...)`"),
            ArgValue::Assign(value) => describe(value),
        };
        let message = format!("expected {expected} for `{key}`, found {found}");
        self.error_at(arg.tokens(), message, Some(help));
    }

    /// The string literal at `key`, if given.
    pub fn string(&mut self, args: &Args, key: &str) -> Option<Spanned<String>> {
        let arg = args.get(key)?.clone();
        let read = match &arg.value {
            ArgValue::Assign(value) => self.string_tokens(value),
            _ => None,
        };
        if read.is_none() {
            let example = format!("{key} = \"...\"");
            self.wrong_value(&arg, "a string literal", &example);
        }
        read
    }

    /// The value of the string literal `tokens` are, placed at the literal; `None` (not
    /// reported) when they are anything else.
    pub fn string_tokens(&mut self, tokens: &TokenStream) -> Option<Spanned<String>> {
        let literal = single_literal(tokens)?;
        let value = string_value(&literal)?;
        Some(self.text(&value, literal.span()))
    }

    /// The string at `key`, reported when missing.
    pub fn required_string(
        &mut self,
        args: &Args,
        key: &str,
        example: &str,
    ) -> Option<Spanned<String>> {
        if args.get(key).is_none() {
            self.error(
                SpecDiagnostic::error(args.span, format!("missing `{key}` in `{}`", args.what))
                    .with_help(format!("add `{key} = {example}`")),
            );
        }
        self.string(args, key)
    }

    /// Whether the flag `key` is given (`skip_default_builders`).
    pub fn flag(&mut self, args: &Args, key: &str) -> bool {
        let Some(arg) = args.get(key) else {
            return false;
        };
        if matches!(arg.value, ArgValue::Flag) {
            return true;
        }
        let arg = arg.clone();
        self.wrong_value(&arg, "a flag", key);
        false
    }

    /// The integer literal at `key`, if given and within `i64`.
    pub fn integer(&mut self, args: &Args, key: &str) -> Option<Spanned<i64>> {
        let arg = args.get(key)?.clone();
        let value = match &arg.value {
            ArgValue::Assign(value) => Some(value.clone()),
            _ => None,
        };
        match value.as_ref().and_then(integer_value) {
            Some(n) => {
                let span = self.span_of(value.unwrap_or_default());
                Some(Spanned::new(n, span))
            }
            None => {
                self.wrong_value(&arg, "an integer literal", &format!("{key} = 32"));
                None
            }
        }
    }

    /// The Rust path at `key` (`verify = crate::checks::verify_sum`), if given.
    pub fn path(&mut self, args: &Args, key: &str) -> Option<Spanned<String>> {
        let arg = args.get(key)?.clone();
        match &arg.value {
            ArgValue::Assign(value) if is_path(value) => Some(self.tokens(value.clone(), false)),
            _ => {
                self.wrong_value(&arg, "a Rust path", &format!("{key} = crate::path::to_fn"));
                None
            }
        }
    }

    /// The identifier at `key` (`kind = op`), if given.
    pub fn ident_value(
        &mut self,
        args: &Args,
        key: &str,
        example: &str,
    ) -> Option<Spanned<String>> {
        let arg = args.get(key)?.clone();
        if let ArgValue::Assign(value) = &arg.value {
            let mut tokens = value.clone().into_iter();
            if let (Some(TokenTree::Ident(ident)), None) = (tokens.next(), tokens.next()) {
                return Some(self.ident(&ident));
            }
        }
        self.wrong_value(&arg, "an identifier", example);
        None
    }

    /// A hook at `key`: the flag alone for the conventional function, `key = path` for a Rust
    /// function.
    pub fn hook(&mut self, args: &Args, key: &str) -> Option<Hook> {
        let arg = args.get(key)?.clone();
        match &arg.value {
            ArgValue::Flag => Some(Hook::Default(self.span_of(arg.key.to_token_stream()))),
            ArgValue::Assign(value) if is_path(value) => {
                Some(Hook::Path(self.tokens(value.clone(), false)))
            }
            _ => {
                let help = format!(
                    "write `{key} = crate::path::to_fn`, or `{key}` alone for the conventional function"
                );
                self.wrong_value_help(&arg, "a Rust path", help);
                None
            }
        }
    }

    /// The entries of the list at `key` (`traits(Pure, Commutative)`), split at top-level
    /// commas; empty when absent.
    pub fn list(&mut self, args: &Args, key: &str, example: &str) -> Vec<TokenStream> {
        let Some(arg) = args.get(key).cloned() else {
            return Vec::new();
        };
        match &arg.value {
            ArgValue::List(group) => split_commas(group.stream())
                .into_iter()
                .map(|piece| piece.into_iter().collect())
                .collect(),
            _ => {
                self.wrong_value(&arg, "a list", example);
                Vec::new()
            }
        }
    }

    /// The string literals of the list at `key` (`dependent_dialects("builtin")`).
    pub fn string_list(&mut self, args: &Args, key: &str) -> Vec<Spanned<String>> {
        let example = format!("{key}(\"...\", \"...\")");
        let mut strings = Vec::new();
        for entry in self.list(args, key, &example) {
            match self.string_tokens(&entry) {
                Some(value) => strings.push(value),
                None => {
                    let message = format!("expected a string literal, found {}", describe(&entry));
                    self.error_at(entry, message, Some(format!("write `{example}`")));
                }
            }
        }
        strings
    }
}

/// The literal `tokens` consist of, if they are one.
fn single_literal(tokens: &TokenStream) -> Option<Literal> {
    let mut iter = tokens.clone().into_iter();
    match (iter.next(), iter.next()) {
        (Some(TokenTree::Literal(literal)), None) => Some(literal),
        // A literal passed through a `macro_rules!` fragment sits in an invisible group.
        (Some(TokenTree::Group(g)), None) if g.delimiter() == proc_macro2::Delimiter::None => {
            single_literal(&g.stream())
        }
        _ => None,
    }
}

/// The value of a string literal (plain or raw), or `None` for any other literal.
fn string_value(literal: &Literal) -> Option<String> {
    let token: TokenStream = TokenTree::Literal(literal.clone()).into();
    match syn::parse2::<syn::LitStr>(token) {
        Ok(s) if s.suffix().is_empty() => Some(s.value()),
        _ => None,
    }
}

/// The value of an integer literal, possibly negated, within `i64`.
pub fn integer_value(tokens: &TokenStream) -> Option<i64> {
    let expr: syn::Expr = syn::parse2(tokens.clone()).ok()?;
    match expr {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(int),
            ..
        }) => int.base10_parse().ok(),
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => match *expr {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Int(int),
                ..
            }) => int.base10_parse::<i64>().ok().and_then(i64::checked_neg),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `tokens` are a Rust path (`a::b`, `crate::c`, `::d`).
pub fn is_path(tokens: &TokenStream) -> bool {
    syn::parse2::<syn::Path>(tokens.clone()).is_ok()
}

/// What `tokens` are, for messages: `an integer literal`, `` `foo` ``.
pub fn describe(tokens: &TokenStream) -> String {
    if let Some(literal) = single_literal(tokens) {
        let token: TokenStream = TokenTree::Literal(literal).into();
        return match syn::parse2::<syn::Lit>(token) {
            Ok(syn::Lit::Str(_)) => "a string literal".to_string(),
            Ok(syn::Lit::Int(_)) => "an integer literal".to_string(),
            Ok(syn::Lit::Float(_)) => "a float literal".to_string(),
            Ok(syn::Lit::Bool(_)) => "a boolean".to_string(),
            _ => "a literal".to_string(),
        };
    }
    format!("`{}`", render(tokens.clone(), false).text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> TokenStream {
        text.parse().expect("tokens")
    }

    fn messages(reader: &Reader) -> Vec<String> {
        reader
            .diagnostics
            .iter()
            .map(|d| match &d.help {
                Some(help) => format!("{} / {help}", d.message),
                None => d.message.clone(),
            })
            .collect()
    }

    #[test]
    fn values_are_read_as_the_kind_expected() {
        let mut r = Reader::new(0);
        let span = Span::new(0, 0, 0);
        let keys = ["name", "width", "verify", "fold", "kind", "traits", "bit"];
        let args = r.args(
            tokens("name = \"x\", width = -8, verify = crate::v, fold, kind = op, traits(A, B<1, 2>), bit"),
            "#[t]",
            span,
            &keys,
        );
        assert_eq!(r.string(&args, "name").map(|s| s.value), Some("x".into()));
        assert_eq!(r.integer(&args, "width").map(|n| n.value), Some(-8));
        assert!(matches!(r.hook(&args, "verify"), Some(Hook::Path(p)) if p.value == "crate::v"));
        assert!(matches!(r.hook(&args, "fold"), Some(Hook::Default(_))));
        let kind = r.ident_value(&args, "kind", "kind = op");
        assert_eq!(kind.map(|k| k.value), Some("op".into()));
        let traits: Vec<String> = r
            .list(&args, "traits", "traits(A)")
            .into_iter()
            .map(|t| render(t, false).text)
            .collect();
        assert_eq!(traits, ["A", "B<1, 2>"]);
        assert!(r.flag(&args, "bit"));
        assert_eq!(messages(&r), Vec::<String>::new());
    }

    #[test]
    fn wrong_kinds_unknown_and_repeated_keys_are_reported() {
        let mut r = Reader::new(0);
        let span = Span::new(0, 0, 0);
        let args = r.args(
            tokens("name = 3, nmae = \"x\", zzz, bit = true, name = \"y\", verify = \"f\""),
            "#[op]",
            span,
            &["name", "bit", "verify"],
        );
        assert_eq!(r.string(&args, "name"), None);
        assert!(!r.flag(&args, "bit"));
        assert_eq!(r.hook(&args, "verify"), None);
        assert_eq!(
            messages(&r),
            [
                "unknown key `nmae` in `#[op]` / did you mean `name`?",
                "unknown key `zzz` in `#[op]` / the keys of `#[op]` are `name`, `bit` and `verify`",
                "`name` is given twice in `#[op]` / remove one of them",
                "expected a string literal for `name`, found an integer literal / write `name = \"...\"`",
                "expected a flag for `bit`, found `true` / write `bit`",
                "expected a Rust path for `verify`, found a string literal / write `verify = crate::path::to_fn`, or `verify` alone for the conventional function",
            ]
        );
    }

    #[test]
    fn literals() {
        let raw = single_literal(&tokens("r#\"a\"b\"#")).expect("a literal");
        assert_eq!(string_value(&raw).as_deref(), Some("a\"b"));
        assert_eq!(integer_value(&tokens("0x10")), Some(16));
        assert_eq!(integer_value(&tokens("-3")), Some(-3));
        assert_eq!(integer_value(&tokens("x")), None);
        assert_eq!(describe(&tokens("a::b")), "`a::b`");
    }
}
