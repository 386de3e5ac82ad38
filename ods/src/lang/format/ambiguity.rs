//! The ambiguities of a format that MLIR's format generator reports and that no single
//! element shows: a `:` literal after an attribute whose parser also reads a trailing
//! `: type`, a region after `attr-dict` (both start with `{`), and `oilist` keywords that the
//! element after the `oilist` could also start with.
//!
//! Each check looks past the elements that may be absent (optional attributes and operands,
//! variadic regions and successors, whitespace, `attr-dict`, optional groups) to the first
//! element that must be there, as MLIR's `verifyAdjacentElements` does.

use super::{Element, ElementKind, Format, Literal, OpShape, Var, is_variable_length};
use crate::diag::SpecDiagnostic;

/// Pushes every ambiguity of `format` (checked against `shape`) to `errors`.
pub(super) fn check(format: &Format, shape: &OpShape, errors: &mut Vec<SpecDiagnostic>) {
    let mut colon = Adjacent {
        shape,
        errors: &mut *errors,
        is_base: |shape, e| untyped_attr(shape, e),
        is_invalid: |shape, base, e| {
            let ElementKind::Literal(Literal::Punctuation(p)) = &e.kind else {
                return None;
            };
            if p != ":" {
                return None;
            }
            let name = base_name(base);
            Some(if qualified_definition(shape, base) {
                SpecDiagnostic::error(
                    e.span,
                    format!(
                        "format ambiguity: this `:` could be read as the type of attribute `{name}`, which `qualified` hands to the generic attribute parser"
                    ),
                )
                .with_help(format!("write `${name}` without `qualified` to read it in its own syntax, or separate them with another literal"))
            } else {
                SpecDiagnostic::error(
                    e.span,
                    format!(
                        "format ambiguity: this `:` could be read as the type of attribute `{name}`, whose constraint fixes no type"
                    ),
                )
                .with_help("give the attribute a constraint with a fixed type (like `I64Attr`), or separate them with another literal")
            })
        },
    };
    colon.elements(&format.elements);
    let mut region = Adjacent {
        shape,
        errors: &mut *errors,
        is_base: |_, e| {
            matches!(
                e.kind,
                ElementKind::AttrDict {
                    with_keyword: false
                }
            )
        },
        is_invalid: |shape, _, e| {
            let what = match &e.kind {
                ElementKind::Variable(name) if matches!(shape.var(name), Some(Var::Region(_))) => {
                    format!("region `${name}`")
                }
                ElementKind::Regions => "`regions`".to_string(),
                _ => return None,
            };
            Some(
                SpecDiagnostic::error(
                    e.span,
                    format!(
                        "format ambiguity: {what} follows `attr-dict`, and both start with `{{`"
                    ),
                )
                .with_help(
                    "write `attr-dict-with-keyword`, which starts with the keyword `attributes`",
                ),
            )
        },
    };
    region.elements(&format.elements);
    oilist_keywords(&format.elements, errors);
}

/// A check of the elements after a base element: `is_invalid` says why an element may not
/// follow `base` before a required element closes the range.
struct Adjacent<'a, 'e> {
    shape: &'a OpShape,
    errors: &'e mut Vec<SpecDiagnostic>,
    is_base: fn(&OpShape, &Element) -> bool,
    is_invalid: fn(&OpShape, &Element, &Element) -> Option<SpecDiagnostic>,
}

/// How a scan of the elements after a base ended.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Scan {
    /// An element that may not follow the base was found (and reported).
    Failed,
    /// An element that must be there ends the range.
    Closed,
    /// The elements ran out before anything closed the range.
    Open,
}

impl<'f> Adjacent<'_, '_> {
    /// Checks `elements`; returns a base whose range reached their end unclosed, for the
    /// enclosing sequence to go on checking after them.
    fn elements(&mut self, elements: &'f [Element]) -> Option<&'f Element> {
        let mut open = None;
        for (i, e) in elements.iter().enumerate() {
            let base = if (self.is_base)(self.shape, e) {
                Some(e)
            } else if let ElementKind::Optional {
                then_elements,
                else_elements,
            } = &e.kind
            {
                let then_open = self.elements(then_elements);
                let else_open = self.elements(else_elements);
                then_open.or(else_open)
            } else {
                None
            };
            let Some(base) = base else { continue };
            if self.scan(base, &elements[i + 1..], None) == Scan::Open {
                open = Some(base);
            }
        }
        open
    }

    /// Scans `elements` after `base` up to the first element that must be there; `guard` is an
    /// element that must be there although it would otherwise count as optional (the first
    /// element of a present optional group). An optional group never closes the range, since
    /// it may be absent.
    fn scan(&mut self, base: &Element, elements: &[Element], guard: Option<&Element>) -> Scan {
        for e in elements {
            if let Some(error) = (self.is_invalid)(self.shape, base, e) {
                self.errors.push(error);
                return Scan::Failed;
            }
            if let ElementKind::Optional {
                then_elements,
                else_elements,
            } = &e.kind
            {
                if self.scan(base, then_elements, then_elements.first()) == Scan::Failed
                    || self.scan(base, else_elements, None) == Scan::Failed
                {
                    return Scan::Failed;
                }
                continue;
            }
            let is_guard = guard.is_some_and(|g| std::ptr::eq(g, e));
            if !is_guard && may_be_absent(self.shape, e) {
                continue;
            }
            return Scan::Closed;
        }
        Scan::Open
    }
}

/// Whether an element may be left out of the text: the scan goes on past it.
fn may_be_absent(shape: &OpShape, e: &Element) -> bool {
    match &e.kind {
        ElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty) => true,
        ElementKind::AttrDict { .. } => true,
        ElementKind::Variable(name) => match shape.var(name) {
            Some(Var::Attr(a)) => a.optional,
            Some(Var::Operand(v)) => is_variable_length(&v.variadicity),
            Some(Var::Region(r) | Var::Successor(r)) => r.variadic,
            _ => false,
        },
        _ => false,
    }
}

/// An attribute read by the generic attribute parser: one whose constraint fixes no type
/// (maybe `qualified`), or a dialect attribute definition written `qualified`.
fn untyped_attr(shape: &OpShape, e: &Element) -> bool {
    let listed = |list: &[String], name: &String| list.iter().any(|a| a == name);
    match &e.kind {
        ElementKind::Variable(name) => listed(&shape.untyped_attrs, name),
        ElementKind::Qualified(inner) => match &inner.kind {
            ElementKind::Variable(name) => {
                listed(&shape.untyped_attrs, name) || listed(&shape.definition_attrs, name)
            }
            _ => false,
        },
        _ => false,
    }
}

/// Whether `base` is a dialect attribute definition that is ambiguous only because it is
/// written `qualified`.
fn qualified_definition(shape: &OpShape, base: &Element) -> bool {
    matches!(&base.kind, ElementKind::Qualified(_))
        && shape.definition_attrs.iter().any(|a| a == base_name(base))
        && !shape.untyped_attrs.iter().any(|a| a == base_name(base))
}

fn base_name(e: &Element) -> &str {
    match &e.kind {
        ElementKind::Variable(name) => name,
        ElementKind::Qualified(inner) => base_name(inner),
        _ => "",
    }
}

/// An `oilist` keyword that the next element could also start with: a keyword of the next
/// `oilist`, or the literal right after it.
fn oilist_keywords(elements: &[Element], errors: &mut Vec<SpecDiagnostic>) {
    let mut keywords: Vec<&str> = Vec::new();
    for e in elements {
        match &e.kind {
            ElementKind::Oilist(clauses) => {
                let own: Vec<(&str, &Element)> = clauses
                    .iter()
                    .filter_map(|c| match c.elements.first() {
                        Some(
                            first @ Element {
                                kind: ElementKind::Literal(Literal::Keyword(k)),
                                ..
                            },
                        ) => Some((k.as_str(), first)),
                        _ => None,
                    })
                    .collect();
                for (keyword, literal) in &own {
                    if keywords.contains(keyword) {
                        errors.push(clash(literal, keyword, "the `oilist` before it"));
                    }
                }
                keywords = own.into_iter().map(|(k, _)| k).collect();
            }
            ElementKind::Literal(Literal::Keyword(k) | Literal::Punctuation(k)) => {
                if keywords.contains(&k.as_str()) {
                    errors.push(clash(e, k, "the `oilist` right before it"));
                }
                keywords.clear();
            }
            ElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty) => {}
            _ => keywords.clear(),
        }
    }
}

fn clash(e: &Element, keyword: &str, what: &str) -> SpecDiagnostic {
    SpecDiagnostic::error(
        e.span,
        format!("format ambiguity: `{keyword}` also starts a clause of {what}"),
    )
    .with_help("use another keyword, or put another literal between them")
}
