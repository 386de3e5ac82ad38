//! Splitting a trait as written in a spec string (`Pure`, `HasParent<"func.func">`,
//! `AllTypesMatch<["lhs", "result"]>`) into its name and raw arguments, each with its span.
//!
//! This is not the constraint language: arguments stay raw text for its parser; only the
//! outermost `<...>` and the top-level commas inside it are found here, so that checks can tell a
//! native trait from a parametric one.

use crate::diag::SpecDiagnostic;
use crate::model::{Spanned, Trait};

/// Splits `text` into a trait name and its arguments, or reports why it cannot.
pub(super) fn split_trait(text: &Spanned<String>) -> Result<Trait, SpecDiagnostic> {
    let full = text.as_str();
    let trimmed = piece(text, 0, full.len());
    let body = trimmed.as_str();
    let Some(open) = body.find('<') else {
        return Ok(Trait {
            name: trimmed.clone(),
            args: None,
            span: trimmed.span,
        });
    };
    let base = trimmed.span.start - text.span.start;
    let base = base as usize;
    let name = piece(text, base, base + open);
    if !body.ends_with('>') {
        return Err(SpecDiagnostic::error(
            text.span.sub(base + open, 1),
            format!("unclosed `<` in trait `{}`", name.value),
        )
        .with_help("end the trait's arguments with `>`"));
    }
    let inner_start = base + open + 1;
    let inner_end = base + body.len() - 1;
    let args = if full[inner_start..inner_end].trim().is_empty() {
        Vec::new()
    } else {
        split_top_level(full, inner_start, inner_end)
            .map_err(|(at, problem)| {
                let help = if problem == "unclosed" {
                    "close every bracket opened in the arguments"
                } else {
                    "remove it, or open the bracket it closes"
                };
                SpecDiagnostic::error(
                    text.span.sub(at, 1),
                    format!(
                        "{problem} `{}` in the arguments of trait `{}`",
                        &full[at..at + 1],
                        name.value
                    ),
                )
                .with_help(help)
            })?
            .into_iter()
            .map(|(start, end)| piece(text, start, end))
            .collect()
    };
    Ok(Trait {
        name,
        args: Some(args),
        span: trimmed.span,
    })
}

/// The byte ranges of `text[start..end]` between top-level commas (outside `<>`, `[]`, `()` and
/// string quotes), or the offset of an unbalanced bracket and what is wrong with it.
fn split_top_level(
    text: &str,
    start: usize,
    end: usize,
) -> Result<Vec<(usize, usize)>, (usize, &'static str)> {
    let mut pieces = Vec::new();
    // The closing bracket expected for each open one, and where that one was opened.
    let mut open: Vec<(char, usize)> = Vec::new();
    let mut in_string = false;
    let mut piece_start = start;
    for (offset, c) in text[start..end].char_indices() {
        let at = start + offset;
        if in_string {
            in_string = c != '"';
            continue;
        }
        match c {
            '"' => in_string = true,
            '<' => open.push(('>', at)),
            '[' => open.push((']', at)),
            '(' => open.push((')', at)),
            '>' | ']' | ')' => {
                let expected = open.pop().map(|(closer, _)| closer);
                if expected != Some(c) {
                    return Err((at, "unbalanced"));
                }
            }
            ',' if open.is_empty() => {
                pieces.push((piece_start, at));
                piece_start = at + 1;
            }
            _ => {}
        }
    }
    if let Some(&(_, at)) = open.last() {
        return Err((at, "unclosed"));
    }
    pieces.push((piece_start, end));
    Ok(pieces)
}

/// `text[start..end]` without surrounding whitespace, with its span.
fn piece(text: &Spanned<String>, start: usize, end: usize) -> Spanned<String> {
    let slice = &text.value[start..end];
    let leading = slice.len() - slice.trim_start().len();
    let trimmed = slice.trim();
    Spanned::new(
        trimmed.to_string(),
        text.span.sub(start + leading, trimmed.len()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;

    fn split(text: &str) -> Result<Trait, SpecDiagnostic> {
        split_trait(&Spanned::new(
            text.to_string(),
            Span::new(0, 10, 10 + text.len()),
        ))
    }

    fn texts(t: &Trait) -> (String, Option<Vec<String>>) {
        (
            t.name.value.clone(),
            t.args
                .as_ref()
                .map(|a| a.iter().map(|s| s.value.clone()).collect()),
        )
    }

    #[test]
    fn native_and_parametric_traits() {
        let pure = split("Pure").expect("valid");
        assert_eq!(texts(&pure), ("Pure".to_string(), None));
        assert_eq!(pure.name.span, Span::new(0, 10, 14));

        let parent = split("HasParent<\"func.func\">").expect("valid");
        assert_eq!(
            texts(&parent),
            (
                "HasParent".to_string(),
                Some(vec!["\"func.func\"".to_string()])
            )
        );
        assert_eq!(
            parent.args.as_ref().expect("args")[0].span,
            Span::new(0, 20, 31)
        );

        let matched = split("AllTypesMatch<[\"lhs\", \"result\"]>").expect("valid");
        assert_eq!(
            texts(&matched),
            (
                "AllTypesMatch".to_string(),
                Some(vec!["[\"lhs\", \"result\"]".to_string()])
            )
        );

        let two = split("TypesMatchWith<\"a, b\", \"lhs\", Foo<1, 2>>").expect("valid");
        assert_eq!(
            texts(&two).1,
            Some(vec![
                "\"a, b\"".to_string(),
                "\"lhs\"".to_string(),
                "Foo<1, 2>".to_string()
            ])
        );

        let empty = split("HasParent<>").expect("valid");
        assert_eq!(texts(&empty), ("HasParent".to_string(), Some(vec![])));
    }

    #[test]
    fn malformed_traits_are_reported() {
        let unclosed = split("HasParent<\"x\"").expect_err("unclosed");
        assert_eq!(unclosed.message, "unclosed `<` in trait `HasParent`");
        assert_eq!(unclosed.span, Span::new(0, 19, 20));
        let unbalanced = split("Foo<a]>").expect_err("unbalanced");
        assert_eq!(
            unbalanced.message,
            "unbalanced `]` in the arguments of trait `Foo`"
        );
        assert_eq!(unbalanced.span, Span::new(0, 15, 16));
        let unclosed_list = split("Foo<[a, b>").expect_err("unclosed");
        assert_eq!(
            unclosed_list.message,
            "unclosed `[` in the arguments of trait `Foo`"
        );
        assert_eq!(unclosed_list.span, Span::new(0, 14, 15));
        let unclosed_inner = split("Foo<(a>").expect_err("unclosed");
        assert_eq!(
            unclosed_inner.message,
            "unclosed `(` in the arguments of trait `Foo`"
        );
        let open_bracket = split("Foo<[a>>").expect_err("unclosed");
        assert_eq!(
            open_bracket.message,
            "unbalanced `>` in the arguments of trait `Foo`"
        );
    }
}
