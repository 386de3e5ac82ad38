//! Doc comments as spec text: the first line of an item's doc comment is its summary and the
//! rest its description (Markdown), or the whole comment is the description for entities that
//! have no summary (operands, methods, interfaces). `summary = "..."` and `description = "..."`
//! keys say the same where an attribute has room for them; saying it both ways is an error.
//!
//! Each line is placed in the mirror at its `///`, so a description's span covers its lines.

use proc_macro2::Span as TokenSpan;

use super::reader::Reader;
use crate::diag::SpecDiagnostic;
use crate::model::Spanned;

/// The summary and description read from doc comments and keys.
#[derive(Default)]
pub struct Docs {
    /// One line.
    pub summary: Option<Spanned<String>>,
    /// Markdown.
    pub description: Option<Spanned<String>>,
}

/// The lines of the doc attributes among `attrs`, each with the token it was written at. A line
/// loses the one space rustdoc strips after `///`.
fn doc_lines(attrs: &[syn::Attribute]) -> Vec<(String, TokenSpan)> {
    let mut lines = Vec::new();
    for attr in attrs.iter().filter(|a| is_doc(a)) {
        let syn::Meta::NameValue(nv) = &attr.meta else {
            continue;
        };
        let syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) = &nv.value
        else {
            continue;
        };
        for line in text.value().split('\n') {
            let line = line.strip_prefix(' ').unwrap_or(line).trim_end();
            lines.push((line.to_string(), text.span()));
        }
    }
    lines
}

/// Whether `attr` is a doc comment (`///`, `//!` or `#[doc = "..."]`).
pub fn is_doc(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("doc")
}

/// Walks `attrs` in source order, so that texts land on their lines in the mirror: the doc
/// comment is read by `read` where it starts, and every other attribute goes to `other`.
pub fn walk_attrs<D: Default>(
    r: &mut Reader,
    attrs: &[syn::Attribute],
    read: impl FnOnce(&mut Reader, &[syn::Attribute]) -> D,
    mut other: impl FnMut(&mut Reader, &syn::Attribute),
) -> D {
    let mut read = Some(read);
    let mut docs = None;
    for attr in attrs {
        if is_doc(attr) {
            if let Some(read) = read.take() {
                docs = Some(read(r, attrs));
            }
        } else {
            other(r, attr);
        }
    }
    docs.unwrap_or_default()
}

/// Places `lines` joined with newlines as one text and returns it, `None` when there are none.
fn place_lines(r: &mut Reader, lines: &[(String, TokenSpan)]) -> Option<Spanned<String>> {
    let mut text = String::new();
    let mut pieces = Vec::new();
    for (i, (line, span)) in lines.iter().enumerate() {
        if i > 0 {
            text.push('\n');
        }
        pieces.push((text.len(), *span));
        text.push_str(line);
    }
    if pieces.is_empty() {
        return None;
    }
    let span = r.table.place(&text, &pieces);
    Some(Spanned::new(text, span))
}

/// The lines without the blank ones at either end.
fn trimmed(lines: &[(String, TokenSpan)]) -> &[(String, TokenSpan)] {
    let start = lines.iter().position(|(l, _)| !l.is_empty());
    let end = lines.iter().rposition(|(l, _)| !l.is_empty());
    match (start, end) {
        (Some(start), Some(end)) => &lines[start..=end],
        _ => &[],
    }
}

/// The summary (the first line) and the description (the lines after it) of `attrs`' doc
/// comment.
pub fn summary_and_description(r: &mut Reader, attrs: &[syn::Attribute]) -> Docs {
    let lines = doc_lines(attrs);
    let lines = trimmed(&lines);
    let Some(((first, span), rest)) = lines.split_first() else {
        return Docs::default();
    };
    let summary = Some(r.text(first, *span));
    let description = place_lines(r, trimmed(rest));
    Docs {
        summary,
        description,
    }
}

/// The whole doc comment of `attrs` as a description.
pub fn description(r: &mut Reader, attrs: &[syn::Attribute]) -> Option<Spanned<String>> {
    let lines = doc_lines(attrs);
    place_lines(r, trimmed(&lines))
}

/// `docs` completed by the `summary` and `description` keys read from an attribute; a text
/// given both ways is reported.
pub fn with_keys(
    r: &mut Reader,
    docs: Docs,
    summary: Option<Spanned<String>>,
    description: Option<Spanned<String>>,
) -> Docs {
    Docs {
        summary: one_of(r, docs.summary, summary, "summary"),
        description: one_of(r, docs.description, description, "description"),
    }
}

/// The text `key` (`summary`, `description`) from the doc comment or from `key = "..."`;
/// given both ways, it is reported.
pub fn one_of(
    r: &mut Reader,
    from_docs: Option<Spanned<String>>,
    from_key: Option<Spanned<String>>,
    key: &str,
) -> Option<Spanned<String>> {
    match (from_docs, from_key) {
        (Some(docs), Some(keyed)) => {
            r.error(
                SpecDiagnostic::error(
                    keyed.span,
                    format!("the {key} is given twice: by `{key} = ...` and by the doc comment"),
                )
                .with_help(format!(
                    "remove `{key} = ...` or move the doc comment's {key} into it"
                )),
            );
            Some(docs)
        }
        (docs, keyed) => docs.or(keyed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(text: &str) -> Vec<syn::Attribute> {
        let item: syn::ItemStruct = syn::parse_str(&format!("{text}\nstruct S;")).expect("item");
        item.attrs
    }

    #[test]
    fn first_line_is_the_summary_and_the_rest_the_description() {
        let mut r = Reader::new(0);
        let docs = summary_and_description(
            &mut r,
            &attrs("///\n/// integer addition\n///\n/// Adds `lhs` and\n///   `rhs`.\n///"),
        );
        assert_eq!(
            docs.summary.map(|s| s.value).as_deref(),
            Some("integer addition")
        );
        let description = docs.description.expect("a description");
        assert_eq!(description.value, "Adds `lhs` and\n  `rhs`.");
        // Its span covers its lines in the mirror, which holds them on their own lines.
        let text = r.table.text();
        assert_eq!(
            &text[description.span.start as usize..description.span.end as usize],
            description.value
        );
        assert_eq!(text.matches('\n').count(), 4);
    }

    #[test]
    fn the_whole_comment_as_description() {
        let mut r = Reader::new(0);
        let d = description(&mut r, &attrs("/// one\n#[doc = \"two\"]"));
        assert_eq!(d.map(|d| d.value).as_deref(), Some("one\ntwo"));
        assert!(description(&mut r, &attrs("#[allow(dead_code)]")).is_none());
    }
}
