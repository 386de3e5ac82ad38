//! One `rule name: <source> if <constraints> => <result> then <supplemental>, benefit = N;`
//! statement read into a [`Rule`] of the rules model: the body split at its keywords, each part
//! split at top-level commas into DAGs (written by [`DagWriter`]), `benefit = N` and
//! `add_benefit = N` taken out, `=> erase` read as no result, and a doc comment the summary.
//!
//! This module checks only how a rule is written; its DAGs are checked with the rules.

use proc_macro2::{Ident, Literal, TokenTree};

use super::super::ops::place_docs;
use super::super::reader::{Reader, integer_value};
use super::super::tokens::split_commas;
use super::dag_text::DagWriter;
use super::tokens;
use crate::diag::{Span, SpecDiagnostic};
use crate::model::Spanned;
use crate::rules::model::Rule;

/// A statement `rule name: ...;` kept as tokens until the specs are loaded.
pub struct RawRule {
    /// The doc comment's lines.
    pub docs: Vec<Literal>,
    /// The rule's name.
    pub name: Ident,
    /// The tokens after `:`.
    pub body: Vec<TokenTree>,
}

/// The parts of a rule, split at its keywords.
#[derive(Default)]
struct Parts {
    source: Vec<TokenTree>,
    constraints: Vec<TokenTree>,
    result: Option<Vec<TokenTree>>,
    supplemental: Vec<TokenTree>,
}

/// The rule `raw`, or `None` (reported) when its parts are not where they go.
pub fn read_rule(w: &mut DagWriter, r: &mut Reader, raw: RawRule) -> Option<Rule> {
    let errors = r.diagnostics.len();
    let summary =
        place_docs(r, &raw.docs).map(|s| Spanned::new(s.value.replace('\n', " "), s.span));
    let name = r.ident(&raw.name);
    let parts = split_parts(&raw.body);
    let Some(result) = parts.result else {
        r.error(
            SpecDiagnostic::error(name.span, format!("rule `{}` has no `=>`", name.value))
                .with_help("write `rule name: <source> => <result>;` (`=> erase` erases the root)"),
        );
        return None;
    };
    let mut benefit = None;
    let mut add_benefit = None;
    let source = dags(w, r, &parts.source, &mut benefit, &mut add_benefit);
    let constraints = dags(w, r, &parts.constraints, &mut benefit, &mut add_benefit);
    let mut result = dags(w, r, &result, &mut benefit, &mut add_benefit);
    // `=> erase` is no result at all (a bare name is no DAG of a result).
    if let [only] = result.as_slice()
        && only.value == "erase"
    {
        result.clear();
    }
    let supplemental = dags(w, r, &parts.supplemental, &mut benefit, &mut add_benefit);
    if source.is_empty() && r.diagnostics.len() == errors {
        r.error(
            SpecDiagnostic::error(name.span, format!("rule `{}` has no source", name.value))
                .with_help("write the source pattern after `:`: `rule name: (NegOp $x) => ...;`"),
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
    w: &mut DagWriter,
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
        dags.push(w.dag(r, &entry));
    }
    dags
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
