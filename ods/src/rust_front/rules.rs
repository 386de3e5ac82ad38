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

use proc_macro2::{Delimiter, Ident, Literal, Span as TokenSpan, TokenStream, TokenTree};
use quote::quote;

use super::ops::{leading_docs, place_docs};
use super::reader::{Reader, integer_value};
use super::spans::SpanTable;
use super::tokens::{Rendered, split_commas};
use crate::diag::{Level, Sources, Span, SpecDiagnostic, did_you_mean};
use crate::emit;
use crate::lang::library::Library;
use crate::model::Spanned;
use crate::rules::build::{LoadedRules, check_and_plan};
use crate::rules::model::{Rule, RulesFile, SpecUse};
use crate::rules::specs::{OpRef, SpecSet, load_specs};

/// The directives of the DAG language, with the Rust-style spellings also accepted.
const DIRECTIVES: &[(&str, &str)] = &[
    ("either", "either"),
    ("attr", "attr"),
    ("type", "type"),
    ("replaceWithValue", "replaceWithValue"),
    ("replace_with_value", "replaceWithValue"),
    ("returnType", "returnType"),
    ("return_type", "returnType"),
    ("location", "location"),
    ("inline", "inline"),
    ("hasOneUse", "hasOneUse"),
    ("has_one_use", "hasOneUse"),
];

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
    /// The Rust type of each op written, at the tokens that wrote it, with its module.
    wrappers: Vec<(String, Ident)>,
    /// The spec files read, as the reader was given them (for Cargo to track), with the span
    /// of the `use` naming each (where the spec's own errors are reported).
    spec_files: Vec<(String, Span)>,
}

/// One op a rule can name: its generated type's name, the op and the dialect's module.
struct OpName {
    type_name: String,
    full_name: String,
    module: String,
}

/// A statement `rule name: ...;` kept as tokens until the specs are loaded.
struct RawRule {
    docs: Vec<Literal>,
    name: Ident,
    body: Vec<TokenTree>,
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
    let mut file = RulesFile {
        summary: None,
        uses: Vec::new(),
        rules: Vec::new(),
        span: Span::new(0, 0, 0),
    };
    // The specs are loaded at the first rule, which the `use` statements come before, so
    // that the mirror is written in source order.
    let mut loaded_specs: Option<(SpecSet, Vec<SpecDiagnostic>, Translator)> = None;
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
                    // Spec paths are relative to the crate, not to the file of the rules.
                    let (specs, errors) = load_specs(&file, "", &mut sources, read);
                    let translator = Translator::new(&specs);
                    loaded_specs = Some((specs, errors, translator));
                }
                if let Some((_, _, translator)) = loaded_specs.as_mut() {
                    let raw = RawRule {
                        docs,
                        name: rule.clone(),
                        body: body.to_vec(),
                    };
                    file.rules.extend(translator.rule(&mut r, raw));
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
    let (specs, spec_errors, translator) = match loaded_specs {
        Some(loaded) => loaded,
        None => {
            let (specs, errors) = load_specs(&file, "", &mut sources, read);
            let translator = Translator::new(&specs);
            (specs, errors, translator)
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
        wrappers: translator.wrappers,
        spec_files,
    }
}

/// `path` as a token stream.
fn tokens(path: &[TokenTree]) -> TokenStream {
    path.iter().cloned().collect()
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

/// Every op of the specs, by its generated type's name.
fn op_names(specs: &SpecSet) -> Vec<OpName> {
    let mut names = Vec::new();
    for (d, dialect) in specs.dialects.iter().enumerate() {
        for op in 0..dialect.dialect.ops.len() {
            let info = specs.info(OpRef {
                dialect: d as u32,
                op: op as u32,
            });
            names.push(OpName {
                type_name: info.type_name(),
                full_name: info.full_name(),
                module: dialect.rust.clone(),
            });
        }
    }
    names
}

/// Writes the DAGs of rules as DAG-language text, naming ops by their op names.
struct Translator {
    ops: Vec<OpName>,
    /// Where the token written last ends, for the spacing of the next one.
    written_end: Option<proc_macro2::LineColumn>,
    library: Library,
    wrappers: Vec<(String, Ident)>,
}

/// The parts of a rule, split at its keywords.
#[derive(Default)]
struct Parts {
    source: Vec<TokenTree>,
    constraints: Vec<TokenTree>,
    result: Option<Vec<TokenTree>>,
    supplemental: Vec<TokenTree>,
}

impl Translator {
    /// A translator naming the ops of `specs`.
    fn new(specs: &SpecSet) -> Self {
        Translator {
            ops: op_names(specs),
            library: specs.library(),
            written_end: None,
            wrappers: Vec::new(),
        }
    }

    /// The rule `raw`, or `None` (reported) when its parts are not where they go.
    fn rule(&mut self, r: &mut Reader, raw: RawRule) -> Option<Rule> {
        let errors = r.diagnostics.len();
        let summary =
            place_docs(r, &raw.docs).map(|s| Spanned::new(s.value.replace('\n', " "), s.span));
        let name = r.ident(&raw.name);
        let parts = split_parts(&raw.body);
        let Some(result) = parts.result else {
            r.error(
                SpecDiagnostic::error(name.span, format!("rule `{}` has no `=>`", name.value))
                    .with_help(
                        "write `rule name: <source> => <result>;` (`=> erase` erases the root)",
                    ),
            );
            return None;
        };
        let mut benefit = None;
        let mut add_benefit = None;
        let source = self.dags(r, &parts.source, &mut benefit, &mut add_benefit);
        let constraints = self.dags(r, &parts.constraints, &mut benefit, &mut add_benefit);
        let mut result = self.dags(r, &result, &mut benefit, &mut add_benefit);
        // `=> erase` is no result at all (a bare name is no DAG of a result).
        if let [only] = result.as_slice()
            && only.value == "erase"
        {
            result.clear();
        }
        let supplemental = self.dags(r, &parts.supplemental, &mut benefit, &mut add_benefit);
        if source.is_empty() && r.diagnostics.len() == errors {
            r.error(
                SpecDiagnostic::error(name.span, format!("rule `{}` has no source", name.value))
                    .with_help(
                        "write the source pattern after `:`: `rule name: (NegOp $x) => ...;`",
                    ),
            );
        }
        if let (Some(b), Some(_)) = (&benefit, &add_benefit) {
            r.error(
                SpecDiagnostic::error(b.span, "a rule has either `benefit` or `add_benefit`")
                    .with_help(
                        "keep `benefit` to set the value, or `add_benefit` to add to the default",
                    ),
            );
        }
        let end = r.table.text().len();
        (r.diagnostics.len() == errors).then(|| Rule {
            span: Span::new(0, name.span.start as usize, end),
            name,
            summary,
            source,
            result,
            constraints,
            supplemental,
            benefit,
            add_benefit,
        })
    }

    /// The DAGs of one part (its entries at top-level commas), taking out the entries
    /// `benefit = N` and `add_benefit = N`.
    fn dags(
        &mut self,
        r: &mut Reader,
        part: &[TokenTree],
        benefit: &mut Option<Spanned<i64>>,
        add_benefit: &mut Option<Spanned<i64>>,
    ) -> Vec<Spanned<String>> {
        let mut dags = Vec::new();
        for entry in split_commas(tokens(part)) {
            if let [TokenTree::Ident(key), TokenTree::Punct(eq), value @ ..] = entry.as_slice()
                && eq.as_char() == '='
                && (key == "benefit" || key == "add_benefit")
            {
                let slot = if key == "benefit" {
                    &mut *benefit
                } else {
                    &mut *add_benefit
                };
                match integer_value(&tokens(value)) {
                    Some(n) => *slot = Some(Spanned::new(n, r.span_of(tokens(value)))),
                    None => r.error_at(
                        tokens(value),
                        format!("expected an integer literal for `{key}`"),
                        Some(format!("write `{key} = 2`")),
                    ),
                }
                continue;
            }
            let mut out = Rendered::default();
            let mut last = Last::Nothing;
            self.written_end = None;
            self.render(r, &entry, &mut out, &mut last);
            let span = r.table.place(&out.text, &out.pieces);
            dags.push(Spanned::new(out.text, span));
        }
        dags
    }

    /// Writes `tokens` as DAG text: ops named by type become op names, the rest is written as
    /// it is, spaced so that the DAG parser reads the same items.
    fn render(
        &mut self,
        r: &mut Reader,
        tokens: &[TokenTree],
        out: &mut Rendered,
        last: &mut Last,
    ) {
        let mut after_caret = false;
        for token in tokens {
            let starts_item = match token {
                TokenTree::Ident(_) | TokenTree::Literal(_) => true,
                TokenTree::Group(g) => g.delimiter() != Delimiter::None,
                TokenTree::Punct(p) => p.as_char() == '$',
            };
            // Items are spaced where the DAG language needs it, and where they were written
            // apart, except inside `$name`, `$name.field` and `$name...`.
            let start = match token {
                TokenTree::Group(g) => g.span_open(),
                other => other.span(),
            };
            let written_apart = self.written_end.is_some_and(|end| end != start.start());
            let joined = matches!(token, TokenTree::Punct(p) if p.as_char() == '.')
                || matches!(last, Last::Joining);
            if !out.text.is_empty()
                && ((starts_item && matches!(last, Last::Word | Last::Comma))
                    || (written_apart && !joined))
            {
                out.text.push(' ');
            }
            self.written_end = Some(match token {
                TokenTree::Group(g) => g.span_close().end(),
                other => other.span().end(),
            });
            match token {
                TokenTree::Group(group) => {
                    let (open, close) = match group.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::None => ("", ""),
                    };
                    out.pieces.push((out.text.len(), group.span_open()));
                    out.text.push_str(open);
                    *last = Last::Other;
                    self.written_end = Some(group.span_open().end());
                    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                    // A node's head; the arguments of a block (`^(...)`) have none.
                    let skip = if group.delimiter() == Delimiter::Parenthesis && !after_caret {
                        self.head(r, &inner, out, last)
                    } else {
                        0
                    };
                    if let Some(head_end) = skip.checked_sub(1).and_then(|i| inner.get(i)) {
                        self.written_end = Some(head_end.span().end());
                    }
                    self.render(r, &inner[skip..], out, last);
                    self.written_end = Some(group.span_close().end());
                    out.pieces.push((out.text.len(), group.span_close()));
                    out.text.push_str(close);
                    // An item ends here: the next one is spaced from it, as written in DAGs.
                    *last = Last::Word;
                }
                TokenTree::Ident(ident) => word(out, &ident.to_string(), ident.span(), last),
                TokenTree::Literal(literal) => {
                    word(out, &literal_text(literal), literal.span(), last);
                }
                TokenTree::Punct(punct) => {
                    out.pieces.push((out.text.len(), punct.span()));
                    out.text.push(punct.as_char());
                    *last = match punct.as_char() {
                        ',' => Last::Comma,
                        '$' | '.' => Last::Joining,
                        _ => Last::Other,
                    };
                }
            }
            after_caret = matches!(token, TokenTree::Punct(p) if p.as_char() == '^');
        }
    }

    /// Writes the head of a node whose tokens are `inner` when it is a path (an op by its type,
    /// a directive, a native function, a constraint) and returns how many tokens it took.
    fn head(
        &mut self,
        r: &mut Reader,
        inner: &[TokenTree],
        out: &mut Rendered,
        last: &mut Last,
    ) -> usize {
        let (segments, leading, taken) = path_prefix(inner);
        let Some(last_segment) = segments.last() else {
            return 0;
        };
        let first = segments[0].to_string();
        let name = last_segment.to_string();
        if segments.len() == 1
            && !leading
            && let Some((_, directive)) = DIRECTIVES.iter().find(|(written, _)| *written == name)
        {
            word(out, directive, last_segment.span(), last);
            return taken;
        }
        let native = leading || matches!(first.as_str(), "crate" | "self" | "super");
        let module: Vec<String> = segments[..segments.len() - 1]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let module = module.join("::");
        let found = self.ops.iter().find(|op| {
            op.type_name == name
                && (module.is_empty() && !leading || op.module.trim_start_matches("::") == module)
        });
        if let Some(op) = found {
            self.wrappers
                .push((op.module.clone(), last_segment.clone()));
            word(out, &op.full_name, last_segment.span(), last);
            return taken;
        }
        // Not an op: a native function or a constraint, unless it looks like an op.
        let close = did_you_mean(&name, self.ops.iter().map(|op| op.type_name.as_str()));
        let used_module = !module.is_empty()
            && self
                .ops
                .iter()
                .any(|op| op.module.trim_start_matches("::") == module);
        let constraint = segments.len() == 1 && self.library.lookup(&name).is_some();
        if !constraint && (used_module || (!native && close.is_some())) {
            let help = match close {
                Some(close) => format!("did you mean `{close}`?"),
                None => {
                    "ops are named by their Rust type (`NegOp`), from a spec of a `use`".to_string()
                }
            };
            r.error_at(
                tokens(&inner[..taken]),
                format!(
                    "unknown op `{}`",
                    tokens(&inner[..taken]).to_string().replace(' ', "")
                ),
                Some(help),
            );
        }
        // A native function or a constraint: written as it is.
        let text = format!(
            "{}{}",
            if leading { "::" } else { "" },
            segments
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join("::")
        );
        word(out, &text, segments[0].span(), last);
        taken
    }
}

/// What was written last, to decide the space before the next token.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Last {
    Nothing,
    Word,
    Comma,
    /// `$` or `.`: the next token is part of the same reference.
    Joining,
    Other,
}

/// Writes a word (an identifier, a literal, a head) written at `span`.
fn word(out: &mut Rendered, text: &str, span: TokenSpan, last: &mut Last) {
    out.pieces.push((out.text.len(), span));
    out.text.push_str(text);
    *last = Last::Word;
}

/// A literal as DAG text: strings always in plain quotes (raw strings rewritten).
fn literal_text(literal: &Literal) -> String {
    let text = literal.to_string();
    if !text.starts_with('r') {
        return text;
    }
    match syn::parse2::<syn::LitStr>(TokenTree::Literal(literal.clone()).into()) {
        Ok(s) => format!(
            "\"{}\"",
            s.value().replace('\\', "\\\\").replace('"', "\\\"")
        ),
        Err(_) => text,
    }
}

/// The Rust path at the start of `tokens`: its segments, whether it starts with `::`, and how
/// many tokens it takes.
fn path_prefix(tokens: &[TokenTree]) -> (Vec<Ident>, bool, usize) {
    let is_colons = |at: usize| {
        matches!((tokens.get(at), tokens.get(at + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':')
    };
    let mut at = 0;
    let leading = is_colons(0);
    if leading {
        at = 2;
    }
    let mut segments = Vec::new();
    while let Some(TokenTree::Ident(ident)) = tokens.get(at) {
        segments.push(ident.clone());
        at += 1;
        if is_colons(at) && matches!(tokens.get(at + 2), Some(TokenTree::Ident(_))) {
            at += 2;
        } else {
            break;
        }
    }
    if segments.is_empty() {
        return (segments, false, 0);
    }
    (segments, leading, at)
}

/// Splits a rule's body at its top-level keywords: `<source> if <constraints> => <result>
/// then <supplemental>` (a keyword right after `$` is a name, not a keyword).
fn split_parts(body: &[TokenTree]) -> Parts {
    let mut parts = Parts::default();
    #[derive(Copy, Clone, PartialEq)]
    enum At {
        Source,
        Constraints,
        Result,
        Supplemental,
    }
    let mut at = At::Source;
    let mut i = 0;
    while i < body.len() {
        let token = &body[i];
        let after_dollar =
            i > 0 && matches!(&body[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
        let arrow = matches!((token, body.get(i + 1)),
            (TokenTree::Punct(a), Some(TokenTree::Punct(b))) if a.as_char() == '=' && b.as_char() == '>');
        let keyword = match token {
            TokenTree::Ident(k) if !after_dollar && k == "if" => Some(At::Constraints),
            TokenTree::Ident(k) if !after_dollar && k == "then" => Some(At::Supplemental),
            _ if arrow => Some(At::Result),
            _ => None,
        };
        if let Some(next) = keyword {
            at = next;
            if next == At::Result {
                parts.result = Some(Vec::new());
                i += 1;
            }
            i += 1;
            continue;
        }
        let target = match at {
            At::Source => &mut parts.source,
            At::Constraints => &mut parts.constraints,
            At::Result => parts.result.get_or_insert_with(Vec::new),
            At::Supplemental => &mut parts.supplemental,
        };
        target.push(token.clone());
        i += 1;
    }
    parts
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
            None => Err(self
                .diagnostics
                .iter()
                .filter(|d| d.level == Level::Error)
                .cloned()
                .collect()),
        }
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
        let wrappers = self.wrappers.iter().map(|(module, ty)| {
            let module: TokenStream = module.parse().unwrap_or_else(|_| quote!(crate));
            quote!(let _ = #module::#ty::NAME;)
        });
        let specs = self.spec_files.iter().map(|(f, _)| spec_path(f));
        quote! {
            #generated

            // The ops the rules name, as written: rustc checks them against the generated types.
            #[allow(dead_code)]
            const _: fn() = || { #(#wrappers)* };
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

#[cfg(test)]
mod tests;
