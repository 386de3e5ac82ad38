//! Rewrite rules written in Rust syntax, for the `rules!` macro of `oxir-drr-macros`:
//!
//! ```text
//! use crate from "defs/rt.toml";
//! /// -(-x) is x
//! rule double_neg: (NegOp (NegOp $x)) => $x;
//! rule sub_zero: (SubOp $x, (crate::native::constant_value I32Attr:$c))
//!     if (crate::native::is_zero $c) => $x, benefit = 2;
//! ```
//!
//! Each statement becomes the part of the [rules model](crate::rules::model) a rules file
//! would give: `use` a spec entry, `rule` a rule whose DAGs are written as the DAG language's
//! text into the [mirror](super::spans) (ops named by their generated Rust type are written as
//! their op name), so the rules are checked, planned and emitted by the same code as
//! `*.rules.toml`, and every diagnostic maps back to the tokens it is about. The output also
//! names each op's Rust type at the tokens that wrote it, so that rustc checks them against
//! the generated wrappers. The syntax is documented in `docs/spec-language.md`, "Rewrite rules
//! in Rust". This module is not a second rule language: the DAGs are the DAG language's, with
//! Rust's tokens.

use proc_macro2::{Literal, Punct, Spacing, TokenStream, TokenTree};
use quote::{quote, quote_spanned};

use super::ops::leading_docs;
use super::reader::Reader;
use super::spans::SpanTable;
use crate::diag::{Level, Sources, Span, SpecDiagnostic};
use crate::emit;
use crate::rules::build::{LoadedRules, check_and_plan};
use crate::rules::model::{RulesFile, SpecUse};
use crate::rules::specs::{SpecSet, load_specs};
use dag_text::{DagWriter, OpUse};
use rule::{RawRule, read_rule};

/// Rules read from a `rules!` invocation and checked.
pub struct RustRules {
    /// The rules checked and planned, when there is no error.
    pub loaded: Option<LoadedRules>,
    /// The mirror (source 0) and the specs.
    pub sources: Sources,
    /// Where each part of the mirror came from.
    pub spans: SpanTable,
    /// Every error and warning: of reading, of the specs and of the checks.
    pub diagnostics: Vec<SpecDiagnostic>,
    /// The name the rules are cited by (the Rust file).
    name: String,
    /// Each op written, with the tokens of its type.
    wrappers: Vec<OpUse>,
    /// The spec files read, as the reader was given them (for Cargo to track), with the span
    /// of the `use` naming each (where the spec's own errors are reported).
    spec_files: Vec<(String, Span)>,
}

/// Reads the body of `rules! { ... }` written in file `name`; `read` gives a spec's text from
/// its path as written in `use` (the caller resolves it against the crate's directory).
pub fn read_rules(
    name: &str,
    input: TokenStream,
    read: &dyn Fn(&str) -> Result<String, String>,
) -> RustRules {
    let mut r = Reader::new(0);
    let mut sources = Sources::new();
    sources.add(name, "");
    let advice = "split the rule into several, or move the deep part into a native call";
    if let Some((span, d)) = super::input_too_deep(&input, advice) {
        // Nothing else is read: the readers recurse into groups.
        let mut marker = Punct::new('#', Spacing::Alone);
        marker.set_span(span);
        r.error_at(TokenTree::Punct(marker).into(), d.message, d.help);
        sources.set_text(0, r.table.text());
        return RustRules {
            loaded: None,
            sources,
            spans: r.table,
            diagnostics: r.diagnostics,
            name: name.to_string(),
            wrappers: Vec::new(),
            spec_files: Vec::new(),
        };
    }
    let mut file = RulesFile {
        summary: None,
        uses: Vec::new(),
        rules: Vec::new(),
        span: Span::new(0, 0, 0),
    };
    // The specs are loaded at the first rule, which the `use` statements come before, so
    // that the mirror is written in source order.
    let mut loaded_specs: Option<(SpecSet, Vec<SpecDiagnostic>, DagWriter)> = None;
    let statements = split_statements(input);
    for statement in &statements {
        let (docs, rest) = leading_docs(statement);
        match rest {
            [TokenTree::Ident(kw), TokenTree::Ident(rule), TokenTree::Punct(colon), body @ ..]
                if kw == "rule" && colon.as_char() == ':' =>
            {
                if loaded_specs.is_none() {
                    if file.uses.is_empty() {
                        r.error_at(
                            tokens(statement),
                            "the rules use no spec".to_string(),
                            Some("add `use crate from \"defs/<dialect>.toml\";` before the rules: the module of the ops' Rust types and their spec".to_string()),
                        );
                    }
                    let (specs, errors) = load_crate_specs(&file, &mut sources, read);
                    let writer = DagWriter::new(&specs);
                    loaded_specs = Some((specs, errors, writer));
                }
                if let Some((_, _, writer)) = loaded_specs.as_mut() {
                    let raw = RawRule {
                        docs,
                        name: rule.clone(),
                        body: body.to_vec(),
                    };
                    file.rules.extend(read_rule(writer, &mut r, raw));
                }
            }
            [TokenTree::Ident(kw), path @ .., TokenTree::Ident(from), TokenTree::Literal(spec)]
                if kw == "use" && from == "from" && super::reader::is_path(&tokens(path)) =>
            {
                if loaded_specs.is_some() {
                    r.error_at(
                        tokens(rest),
                        "a `use` after the first rule".to_string(),
                        Some("write the `use` statements before the rules".to_string()),
                    );
                    continue;
                }
                let rust = r.tokens(tokens(path), false);
                match r.string_tokens(&TokenTree::Literal(spec.clone()).into()) {
                    Some(spec) => file.uses.push(SpecUse {
                        span: Span {
                            start: rust.span.start,
                            ..spec.span
                        },
                        spec,
                        rust: Some(rust),
                    }),
                    None => r.error_at(
                        TokenTree::Literal(spec.clone()).into(),
                        "expected the spec's path as a string literal".to_string(),
                        Some("write `use crate from \"defs/<dialect>.toml\";`".to_string()),
                    ),
                }
            }
            [TokenTree::Ident(kw), TokenTree::Punct(eq), value @ ..]
                if kw == "summary" && eq.as_char() == '=' =>
            {
                match r.string_tokens(&tokens(value)) {
                    Some(text) => file.summary = Some(text),
                    None => r.error_at(
                        tokens(value),
                        "expected a string literal for `summary`".to_string(),
                        Some("write `summary = \"...\";`".to_string()),
                    ),
                }
            }
            _ => r.error_at(
                tokens(statement),
                "expected `use <module> from \"<spec>\";`, `summary = \"...\";` or `rule <name>: <source> => <result>;`".to_string(),
                Some("statements end with `;`".to_string()),
            ),
        }
    }
    let spec_files = file
        .uses
        .iter()
        .map(|u| (u.spec.value.clone(), u.spec.span))
        .collect();
    let (specs, spec_errors, writer) = match loaded_specs {
        Some(loaded) => loaded,
        None => {
            let (specs, errors) = load_crate_specs(&file, &mut sources, read);
            let writer = DagWriter::new(&specs);
            (specs, errors, writer)
        }
    };
    sources.set_text(0, r.table.text());
    let mut diagnostics = r.diagnostics;
    let reading_failed = !diagnostics.is_empty();
    let (loaded, mut more) = check_and_plan(file, specs, spec_errors, &sources);
    diagnostics.append(&mut more);
    diagnostics.sort_by_key(|d| (d.span.source != 0, d.span.source, d.span.start, d.span.end));
    diagnostics.dedup();
    RustRules {
        loaded: loaded.filter(|_| !reading_failed),
        sources,
        spans: r.table,
        diagnostics,
        name: name.to_string(),
        wrappers: writer.wrappers,
        spec_files,
    }
}

/// `path` as a token stream.
fn tokens(path: &[TokenTree]) -> TokenStream {
    path.iter().cloned().collect()
}

/// The specs `file` uses, their paths relative to the crate's directory (not to the file of the
/// rules, as in a rules file).
fn load_crate_specs(
    file: &RulesFile,
    sources: &mut Sources,
    read: &dyn Fn(&str) -> Result<String, String>,
) -> (SpecSet, Vec<SpecDiagnostic>) {
    let (specs, mut errors) = load_specs(file, "", sources, read);
    for e in &mut errors {
        if e.message.starts_with("cannot read spec") {
            e.help = Some("spec paths are relative to the crate's directory".to_string());
        }
    }
    (specs, errors)
}

/// The statements of `input`: its tokens split at top-level `;`, empty ones left out.
fn split_statements(input: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut statements = vec![Vec::new()];
    for token in input {
        match &token {
            TokenTree::Punct(p) if p.as_char() == ';' => statements.push(Vec::new()),
            _ => {
                if let Some(statement) = statements.last_mut() {
                    statement.push(token);
                }
            }
        }
    }
    statements.retain(|s| !s.is_empty());
    statements
}

impl RustRules {
    /// The generated Rust of the rules, the same as for a rules file, or every error.
    pub fn rules_tokens(&self) -> Result<TokenStream, Vec<SpecDiagnostic>> {
        match &self.loaded {
            Some(loaded) => Ok(emit::rules_tokens(
                &self.name,
                &loaded.rules,
                &loaded.groups,
                &loaded.specs,
                &self.sources,
            )),
            None => Err(self.errors_once()),
        }
    }

    /// The errors to report: those of the rules, and for each spec with errors one error at
    /// the `use` naming it, saying so: the spec's own errors are reported where the dialect is
    /// generated (its `#[dialect]` module or build script), and repeating them here would give
    /// each mistake twice.
    fn errors_once(&self) -> Vec<SpecDiagnostic> {
        let mut kept = Vec::new();
        let mut specs: Vec<u32> = Vec::new();
        for d in self.diagnostics.iter().filter(|d| d.level == Level::Error) {
            if d.span.source == 0 {
                kept.push(d.clone());
                continue;
            }
            if specs.contains(&d.span.source) {
                continue;
            }
            specs.push(d.span.source);
            let file = self.sources.get(d.span.source).map_or("", |(name, _)| name);
            let at = self
                .spec_files
                .iter()
                .find(|(path, _)| path == file)
                .map_or(Span::new(0, 0, 0), |(_, span)| *span);
            let first = self.sources.render(d);
            let first = first.lines().next().unwrap_or_default();
            kept.push(
                SpecDiagnostic::error(at, format!("spec `{file}` has errors")).with_help(format!(
                    "they are reported where the dialect is generated (its `#[dialect]` module or build script); the first is `{first}`"
                )),
            );
        }
        kept.sort_by_key(|d| (d.span.start, d.span.end));
        kept
    }

    /// The macro's output: the generated Rust, a reference to each op's Rust type at the
    /// tokens that named it and the spec files for Cargo to track (`spec_path` gives a spec's
    /// file from its written path); or a `compile_error!` at the tokens of each error.
    pub fn expand(&self, spec_path: &dyn Fn(&str) -> String) -> TokenStream {
        let generated = match self.rules_tokens() {
            Ok(tokens) => tokens,
            Err(errors) => {
                let errors = errors.iter().map(|d| self.error(d).to_compile_error());
                return quote!(#(#errors)*);
            }
        };
        let wrappers = self.wrappers.iter().map(shape_check);
        let specs = self.spec_files.iter().map(|(f, _)| spec_path(f));
        quote! {
            #generated

            #(#wrappers)*
            // The specs the rules were checked against: a change rebuilds them.
            #[allow(dead_code)]
            const _: &[&[u8]] = &[#(include_bytes!(#specs)),*];
        }
    }

    /// `diagnostic` at the tokens it is about (a spec's own errors at the `use` naming the
    /// spec, rendered with the spec's line).
    pub fn error(&self, diagnostic: &SpecDiagnostic) -> syn::Error {
        let in_rules = diagnostic.span.source == 0;
        let at = if in_rules {
            Some(diagnostic.span)
        } else {
            let file = self
                .sources
                .get(diagnostic.span.source)
                .map(|(name, _)| name);
            self.spec_files
                .iter()
                .find(|(path, _)| Some(path.as_str()) == file)
                .map(|(_, span)| *span)
        };
        let tokens = at.and_then(|span| self.spans.tokens(span));
        let message = match (&diagnostic.help, in_rules) {
            (_, false) => self.sources.render(diagnostic).trim_end().to_string(),
            (Some(help), true) => format!("{}\nhelp: {help}", diagnostic.message),
            (None, true) => diagnostic.message.clone(),
        };
        super::error_between(tokens, message)
    }
}

/// The check that the generated type of `op` exists where the rules say and has the operand
/// and result groups of the spec the rules were checked against: an error of rustc at the
/// tokens that named the type when it does not.
fn shape_check(op: &OpUse) -> TokenStream {
    let module: TokenStream = op.module.parse().unwrap_or_else(|_| quote!(crate));
    let ty = &op.ty;
    let (operands, results) = (
        Literal::usize_unsuffixed(op.operands),
        Literal::usize_unsuffixed(op.results),
    );
    let message = format!(
        "the generated `{ty}` is not the `{}` of the spec the rules were checked against (operand groups: {}, result groups: {}): rebuild the dialect or fix the `use`",
        op.full_name, op.operands, op.results
    );
    quote_spanned! {ty.span()=>
        const _: () = ::core::assert!(
            #module::#ty::SHAPE.operands.arities.len() == #operands
                && #module::#ty::SHAPE.results.arities.len() == #results,
            #message
        );
    }
}

/// `rules! { ... }`: the whole of the proc macro. Spec paths are relative to the crate's
/// directory (`CARGO_MANIFEST_DIR`).
pub fn expand_rules(input: TokenStream) -> TokenStream {
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".to_string());
    let resolve = |path: &str| format!("{root}/{path}");
    let read = |path: &str| std::fs::read_to_string(resolve(path)).map_err(|e| e.to_string());
    let file = input
        .clone()
        .into_iter()
        .next()
        .map_or_else(String::new, |t| t.span().file());
    read_rules(&file, input, &read).expand(&resolve)
}

mod dag_text;
mod rule;

#[cfg(test)]
mod tests;
