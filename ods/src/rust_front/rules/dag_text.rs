//! The DAGs of rules written in Rust, as DAG-language text: each token written as it is, with
//! the spaces the DAG parser needs and those written, except that an op named by its generated
//! type (`NegOp`, `crate::ops::NegOp`) becomes its op name (`rt.neg`) and a directive's Rust
//! spelling (`replace_with_value`) its DAG name. Each piece of the text is placed in the mirror
//! at its token, so diagnostics about the DAG point at the tokens.
//!
//! This module does not split rules into their parts (see `rule.rs`) nor check DAGs: the text
//! goes to the DAG parser and the rule checks as a rules file's would.

use proc_macro2::{Delimiter, Ident, Literal, Span as TokenSpan, TokenTree};

use super::super::reader::Reader;
use super::super::tokens::Rendered;
use super::tokens;
use crate::diag::did_you_mean;
use crate::lang::library::Library;
use crate::model::Spanned;
use crate::rules::specs::{OpRef, SpecSet};

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
    ("sameType", "sameType"),
    ("same_type", "sameType"),
];

/// One op a rule can name: its generated type's name, the op, the dialect's module, and the
/// numbers of operand and result groups of its spec.
struct OpName {
    type_name: String,
    full_name: String,
    module: String,
    operands: usize,
    results: usize,
}

/// An op named in the rules: the tokens that named its type, and what the spec says of it, for
/// rustc to check against the generated type.
pub struct OpUse {
    /// The Rust module of the dialect's generated types (`crate`).
    pub module: String,
    /// The type's name, at the tokens that wrote it.
    pub ty: Ident,
    /// The op's name (`rt.neg`).
    pub full_name: String,
    /// The number of operand groups in the spec.
    pub operands: usize,
    /// The number of result groups in the spec.
    pub results: usize,
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
                operands: info.operand_arities().len(),
                results: info.result_arities().len(),
            });
        }
    }
    names
}

/// Writes the DAGs of rules as DAG-language text, naming ops by their op names.
pub struct DagWriter {
    ops: Vec<OpName>,
    /// Where the token written last ends, for the spacing of the next one.
    written_end: Option<proc_macro2::LineColumn>,
    library: Library,
    /// Each op written, in order.
    pub wrappers: Vec<OpUse>,
}

impl DagWriter {
    /// A writer naming the ops of `specs`.
    pub fn new(specs: &SpecSet) -> Self {
        DagWriter {
            ops: op_names(specs),
            library: specs.library(),
            written_end: None,
            wrappers: Vec::new(),
        }
    }

    /// Writes the DAG `entry` (one item) in the mirror and returns its text.
    pub fn dag(&mut self, r: &mut Reader, entry: &[TokenTree]) -> Spanned<String> {
        let mut out = Rendered::default();
        let mut last = Last::Nothing;
        self.written_end = None;
        self.render(r, entry, &mut out, &mut last);
        let span = r.table.place(&out.text, &out.pieces);
        Spanned::new(out.text, span)
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
            self.wrappers.push(OpUse {
                module: op.module.clone(),
                ty: last_segment.clone(),
                full_name: op.full_name.clone(),
                operands: op.operands,
                results: op.results,
            });
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
