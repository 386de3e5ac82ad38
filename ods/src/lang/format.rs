//! The declarative assembly format of ops (MLIR's `assemblyFormat`): a pest parser producing a
//! [`Format`] tree with spans, structural checks that need no op (literals, directive
//! arguments, anchors, what may stand inside an optional group), and [`check_format`], which
//! checks a format against the op it formats ([`OpShape`]): every operand, region and successor
//! printed exactly once, every type printed or inferable, no ambiguous adjacent variadic
//! operands, anchors that can be absent (in either branch of a group), `attr-dict` exactly
//! once, custom directives with a Rust module to call, lists read as one that the parser can
//! split; the ambiguities MLIR's format generator reports are in `ambiguity`.
//!
//! It does not generate the parser and printer; the emitter walks the checked tree.

use super::constraint::Variadicity;
use super::{Nesting, check_nesting, join_or, pair_span, syntax_error, unescape};
use crate::diag::{Span, SpecDiagnostic, did_you_mean};
use pest::Parser;
use pest::iterators::Pair;
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

mod ambiguity;

mod grammar {
    //! The generated pest parser (its `Rule` enum is generated, hence undocumented).
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "lang/format.pest"]
    pub(super) struct FormatParser;
}
use grammar::{FormatParser, Rule};

/// A parsed assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Format {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
    /// The whole format string.
    pub span: Span,
}

/// One element of a format, with its span and, inside an optional group, its anchor mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// What it is.
    pub kind: ElementKind,
    /// The element without its `^`.
    pub span: Span,
    /// The span of a trailing `^`, if any.
    pub anchor: Option<Span>,
}

/// A backtick literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Literal {
    /// A keyword: `` `to` ``.
    Keyword(String),
    /// Punctuation: `` `,` ``, `` `->` ``.
    Punctuation(String),
    /// `` ` ` ``: a space.
    Space,
    /// `` `\n` ``: a newline, indented to the op.
    Newline,
    /// ``` `` ```: no space where the printer would put one.
    Empty,
}

/// The kinds of format elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// A backtick literal.
    Literal(Literal),
    /// `$name`: an operand, attribute, region, successor, or (in `type(...)`) a result.
    Variable(String),
    /// A quoted string: Rust code passed to a `custom` directive.
    String(String),
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// Whether the dictionary is preceded by `attributes`.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `operands`: all operands.
    Operands,
    /// `results`: all results (only inside `type(...)`/`functional-type(...)`).
    Results,
    /// `regions`: all regions.
    Regions,
    /// `successors`: all successors.
    Successors,
    /// `type(x)`.
    Type(Box<Element>),
    /// `qualified(x)`: print a type or attribute with its dialect prefix.
    Qualified(Box<Element>),
    /// `ref(x)`: something printed earlier, passed to a `custom` directive.
    Ref(Box<Element>),
    /// `functional-type(inputs, outputs)`.
    FunctionalType(Box<Element>, Box<Element>),
    /// `custom<Name>(args)`: a Rust parser/printer pair.
    Custom {
        /// The directive name (`Name` → `parse_name`/`print_name`).
        name: String,
        /// The arguments.
        args: Vec<Element>,
    },
    /// `oilist(clause | clause ...)`: clauses in any order, each at most once.
    Oilist(Vec<Clause>),
    /// `( ... )?` or `( ... ) : ( ... )?`.
    Optional {
        /// Printed when the anchor is present.
        then_elements: Vec<Element>,
        /// Printed when it is absent.
        else_elements: Vec<Element>,
    },
}

/// One clause of an `oilist`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clause {
    /// The elements, starting with a keyword literal.
    pub elements: Vec<Element>,
    /// The whole clause.
    pub span: Span,
}

impl Format {
    /// A one-line dump of the tree, for tests and debugging.
    pub fn dump(&self) -> String {
        let mut out = String::new();
        dump_list(&self.elements, &mut out);
        out
    }
}

fn dump_list(elements: &[Element], out: &mut String) {
    for (i, e) in elements.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        dump_element(e, out);
    }
}

fn dump_element(e: &Element, out: &mut String) {
    match &e.kind {
        ElementKind::Literal(l) => match l {
            Literal::Keyword(k) => {
                let _ = write!(out, "kw({k})");
            }
            Literal::Punctuation(p) => {
                let _ = write!(out, "punct({p})");
            }
            Literal::Space => out.push_str("space"),
            Literal::Newline => out.push_str("newline"),
            Literal::Empty => out.push_str("empty"),
        },
        ElementKind::Variable(v) => {
            let _ = write!(out, "${v}");
        }
        ElementKind::String(s) => {
            let _ = write!(out, "{s:?}");
        }
        ElementKind::AttrDict { with_keyword } => out.push_str(if *with_keyword {
            "attr-dict-with-keyword"
        } else {
            "attr-dict"
        }),
        ElementKind::PropDict => out.push_str("prop-dict"),
        ElementKind::Operands => out.push_str("operands"),
        ElementKind::Results => out.push_str("results"),
        ElementKind::Regions => out.push_str("regions"),
        ElementKind::Successors => out.push_str("successors"),
        ElementKind::Type(inner) | ElementKind::Qualified(inner) | ElementKind::Ref(inner) => {
            let name = match &e.kind {
                ElementKind::Type(_) => "type",
                ElementKind::Qualified(_) => "qualified",
                _ => "ref",
            };
            let _ = write!(out, "{name}(");
            dump_element(inner, out);
            out.push(')');
        }
        ElementKind::FunctionalType(a, b) => {
            out.push_str("functional-type(");
            dump_element(a, out);
            out.push_str(", ");
            dump_element(b, out);
            out.push(')');
        }
        ElementKind::Custom { name, args } => {
            let _ = write!(out, "custom<{name}>(");
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                dump_element(a, out);
            }
            out.push(')');
        }
        ElementKind::Oilist(clauses) => {
            out.push_str("oilist(");
            for (i, c) in clauses.iter().enumerate() {
                if i > 0 {
                    out.push_str(" | ");
                }
                dump_list(&c.elements, out);
            }
            out.push(')');
        }
        ElementKind::Optional {
            then_elements,
            else_elements,
        } => {
            out.push('(');
            dump_list(then_elements, out);
            out.push(')');
            if !else_elements.is_empty() {
                out.push_str(":(");
                dump_list(else_elements, out);
                out.push(')');
            }
            out.push('?');
        }
    }
    if e.anchor.is_some() {
        out.push('^');
    }
    let _ = write!(out, "@{}..{}", e.span.start, e.span.end);
}

// ---------------------------------------------------------------------------------------------
// Parsing

const DIRECTIVES: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "prop-dict",
    "operands",
    "results",
    "regions",
    "successors",
    "type",
    "qualified",
    "functional-type",
    "ref",
    "custom",
    "oilist",
];

/// Op formats nest in optional groups and directive arguments.
const NESTING: Nesting = Nesting {
    what: "format",
    quotes: &['`', '"'],
    brackets: "optional groups and directives",
    advice: "write the format with fewer nested groups",
};

/// Parses an assembly format. `span` is the span of `text` (the string's contents) in its spec
/// source. Structural errors (bad literals, misplaced anchors, wrong directive arguments) are
/// all reported; checks that need the op are in [`check_format`].
pub fn parse_format(text: &str, span: Span) -> Result<Format, Vec<SpecDiagnostic>> {
    check_nesting(text, span, &NESTING).map_err(|e| vec![e])?;
    let top = FormatParser::parse(Rule::format_text, text)
        .map_err(|e| vec![syntax_error(&e, text, span, describe_rule)])?
        .next();
    let mut b = Builder {
        base: span,
        errors: Vec::new(),
    };
    let elements = top
        .map(|t| {
            t.into_inner()
                .filter(|p| p.as_rule() == Rule::element)
                .filter_map(|p| b.element(p))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let format = Format { elements, span };
    b.structure(&format.elements, Place::Top);
    if b.errors.is_empty() {
        Ok(format)
    } else {
        Err(b.errors)
    }
}

fn describe_rule(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::element | Rule::optional_group => "a format element",
        Rule::literal => "a literal",
        Rule::variable => "a variable",
        Rule::identifier => "a name",
        Rule::anchor => "`^`",
        Rule::custom_name => "`<`",
        Rule::arg_separator => "`,`",
        Rule::EOI => "end of input",
        _ => return None,
    })
}

/// Where an element stands, for the structural rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Place {
    Top,
    OptionalGroup,
    Oilist,
    CustomArg,
}

struct Builder {
    base: Span,
    errors: Vec<SpecDiagnostic>,
}

impl Builder {
    fn error(&mut self, span: Span, message: impl Into<String>, help: Option<String>) {
        let mut d = SpecDiagnostic::error(span, message);
        if let Some(h) = help {
            d = d.with_help(h);
        }
        self.errors.push(d);
    }

    fn element(&mut self, pair: Pair<'_, Rule>) -> Option<Element> {
        let mut inner = pair.into_inner();
        let item = inner.next()?;
        let anchor = inner.next().map(|a| pair_span(self.base, &a));
        let span = pair_span(self.base, &item);
        let kind = match item.as_rule() {
            Rule::literal => ElementKind::Literal(self.literal(&item, span)?),
            Rule::variable => {
                ElementKind::Variable(item.as_str().trim_start_matches('$').to_string())
            }
            Rule::string => {
                let body = item.into_inner().next();
                let (text, start) = body
                    .as_ref()
                    .map_or(("", 0), |b| (b.as_str(), b.as_span().start()));
                match unescape(text, start, self.base) {
                    Ok(s) => ElementKind::String(s),
                    Err(e) => {
                        self.errors.push(e);
                        return None;
                    }
                }
            }
            Rule::bare_directive => match item.as_str() {
                "attr-dict" => ElementKind::AttrDict {
                    with_keyword: false,
                },
                "attr-dict-with-keyword" => ElementKind::AttrDict { with_keyword: true },
                "prop-dict" => ElementKind::PropDict,
                "operands" => ElementKind::Operands,
                "results" => ElementKind::Results,
                "regions" => ElementKind::Regions,
                _ => ElementKind::Successors,
            },
            Rule::unknown_word => {
                self.unknown_word(item.as_str(), span);
                return None;
            }
            Rule::directive_call => self.call(item, span)?,
            Rule::optional_group => {
                let mut then_elements = Vec::new();
                let mut else_elements = Vec::new();
                for part in item.into_inner() {
                    let is_then = part.as_rule() == Rule::then_group;
                    let list: Vec<Element> =
                        part.into_inner().filter_map(|p| self.element(p)).collect();
                    if is_then {
                        then_elements = list;
                    } else {
                        if list.is_empty() {
                            self.error(
                                span,
                                "the else branch of an optional group is empty",
                                Some(
                                    "remove `:()`, or put in it what is printed when the anchor is absent"
                                        .into(),
                                ),
                            );
                        }
                        else_elements = list;
                    }
                }
                ElementKind::Optional {
                    then_elements,
                    else_elements,
                }
            }
            _ => return None,
        };
        Some(Element { kind, span, anchor })
    }

    fn literal(&mut self, item: &Pair<'_, Rule>, span: Span) -> Option<Literal> {
        let body = item.as_str();
        let body = &body[1..body.len() - 1];
        let literal = match body {
            "" => Literal::Empty,
            " " => Literal::Space,
            "\\n" | "\n" => Literal::Newline,
            "->" | "..." => Literal::Punctuation(body.to_string()),
            _ if body.len() == 1 && "_:,=<>()[]{}?+*-".contains(body) && body != "_" => {
                Literal::Punctuation(body.to_string())
            }
            _ if is_keyword(body) => Literal::Keyword(body.to_string()),
            _ => {
                self.error(
                    span,
                    format!("`{body}` is not a valid literal"),
                    Some(
                        "a literal is a keyword (a letter or `_`, then letters, digits, `_`, `$` \
                         or `.`), one of `: , = < > ( ) [ ] { } -> ... ? + * -`, a space or `\\n`"
                            .into(),
                    ),
                );
                return None;
            }
        };
        Some(literal)
    }

    fn unknown_word(&mut self, word: &str, span: Span) {
        if [
            "type",
            "qualified",
            "functional-type",
            "ref",
            "custom",
            "oilist",
        ]
        .contains(&word)
        {
            let form = match word {
                "functional-type" => "functional-type($inputs, results)",
                "custom" => "custom<Name>($x)",
                "oilist" => "oilist(`kw` $x | `other` $y)",
                _ => "",
            };
            let form = if form.is_empty() {
                format!("{word}($x)")
            } else {
                form.to_string()
            };
            self.error(
                span,
                format!("`{word}` needs arguments"),
                Some(format!("write `{form}`")),
            );
            return;
        }
        let help = match did_you_mean(word, DIRECTIVES.iter().copied()) {
            Some(d) => format!("did you mean `{d}`?"),
            None => format!("a keyword is written as a literal: `` `{word}` ``"),
        };
        self.error(span, format!("unknown directive `{word}`"), Some(help));
    }

    fn call(&mut self, item: Pair<'_, Rule>, span: Span) -> Option<ElementKind> {
        let mut name = "";
        let mut custom_name: Option<(String, Span)> = None;
        let mut groups: Vec<(Vec<Element>, Span)> = Vec::new();
        let mut separators: Vec<(String, Span)> = Vec::new();
        let mut ok = true;
        for part in item.into_inner() {
            match part.as_rule() {
                Rule::call_name => name = part.as_str(),
                Rule::custom_name => {
                    let s = pair_span(self.base, &part);
                    let id = part.into_inner().next().map_or("", |p| p.as_str());
                    custom_name = Some((id.to_string(), s));
                }
                Rule::arg_group => {
                    let s = pair_span(self.base, &part);
                    let mut elements = Vec::new();
                    for p in part.into_inner() {
                        match self.element(p) {
                            Some(e) => elements.push(e),
                            None => ok = false,
                        }
                    }
                    // The pair also covers whitespace skipped before a separator.
                    let s = match (elements.first(), elements.last()) {
                        (Some(first), Some(last)) => Span {
                            start: first.span.start,
                            end: last.anchor.unwrap_or(last.span).end,
                            ..s
                        },
                        _ => s,
                    };
                    groups.push((elements, s));
                }
                Rule::arg_separator => {
                    separators.push((part.as_str().to_string(), pair_span(self.base, &part)));
                }
                _ => {}
            }
        }
        if !ok {
            return None;
        }
        let name = name.to_string();
        if name != "custom"
            && let Some((_, s)) = &custom_name
        {
            self.error(
                *s,
                format!("`{name}` takes no `<...>`"),
                Some("only `custom<Name>(...)` names a directive".into()),
            );
            return None;
        }
        let wanted_separator = if name == "oilist" { "|" } else { "," };
        for (sep, s) in &separators {
            if sep != wanted_separator {
                self.error(
                    *s,
                    format!(
                        "`{name}` separates its arguments with `{wanted_separator}`, not `{sep}`"
                    ),
                    None,
                );
                return None;
            }
        }
        if name == "oilist" {
            if groups.is_empty() {
                self.error(span, "`oilist` needs at least one clause", None);
                return None;
            }
            let clauses = groups
                .into_iter()
                .map(|(elements, span)| Clause { elements, span })
                .collect();
            return Some(ElementKind::Oilist(clauses));
        }
        // Every other directive takes single elements separated by commas.
        let mut args = Vec::with_capacity(groups.len());
        for (mut elements, s) in groups {
            if elements.len() != 1 {
                self.error(
                    s,
                    format!("each argument of `{name}` is a single element"),
                    Some("separate arguments with `,`".into()),
                );
                return None;
            }
            args.extend(elements.pop());
        }
        let arity = |this: &mut Self, n: usize, form: &str| -> bool {
            if args.len() == n {
                return true;
            }
            this.error(
                span,
                format!(
                    "`{name}` takes {n} argument{}, but {} were given",
                    if n == 1 { "" } else { "s" },
                    args.len()
                ),
                Some(format!("write `{form}`")),
            );
            false
        };
        match name.as_str() {
            "custom" => {
                let Some((custom, _)) = custom_name else {
                    self.error(
                        span,
                        "`custom` needs a directive name",
                        Some("write `custom<Name>($x)`".into()),
                    );
                    return None;
                };
                Some(ElementKind::Custom { name: custom, args })
            }
            "type" if arity(self, 1, "type($x)") => {
                Some(ElementKind::Type(Box::new(args.remove(0))))
            }
            "qualified" if arity(self, 1, "qualified(type($x))") => {
                Some(ElementKind::Qualified(Box::new(args.remove(0))))
            }
            "ref" if arity(self, 1, "ref($x)") => Some(ElementKind::Ref(Box::new(args.remove(0)))),
            "functional-type" if arity(self, 2, "functional-type(operands, results)") => {
                let outputs = args.remove(1);
                let inputs = args.remove(0);
                Some(ElementKind::FunctionalType(
                    Box::new(inputs),
                    Box::new(outputs),
                ))
            }
            _ => None,
        }
    }

    /// The structural rules that need no op: where each kind of element may stand.
    fn structure(&mut self, elements: &[Element], place: Place) {
        for e in elements {
            self.structure_element(e, place);
        }
    }

    fn structure_element(&mut self, e: &Element, place: Place) {
        if let Some(a) = e.anchor
            && place != Place::OptionalGroup
        {
            self.error(
                a,
                "`^` marks the anchor of an optional group and is only allowed directly inside one",
                Some("remove the `^`, or wrap the elements in `( ... )?`".into()),
            );
        }
        match &e.kind {
            ElementKind::String(_) if place != Place::CustomArg => self.error(
                e.span,
                "strings are only allowed as arguments of `custom<...>`",
                Some("write keywords and punctuation as literals: `` `keyword` ``".into()),
            ),
            ElementKind::Literal(_) if place == Place::CustomArg => {
                self.error(e.span, "a literal cannot be an argument of `custom`", None)
            }
            ElementKind::AttrDict { .. } | ElementKind::PropDict
                if matches!(place, Place::OptionalGroup | Place::Oilist) =>
            {
                self.not_here(e, place)
            }
            ElementKind::Operands | ElementKind::Regions | ElementKind::Successors
                if matches!(place, Place::OptionalGroup | Place::Oilist) =>
            {
                self.not_here(e, place)
            }
            ElementKind::Results => self.error(
                e.span,
                "`results` can only be used inside `type(...)` or `functional-type(...)`",
                Some("write `type(results)`".into()),
            ),
            ElementKind::Variable(_) | ElementKind::Literal(_) => {}
            ElementKind::AttrDict { .. }
            | ElementKind::PropDict
            | ElementKind::Operands
            | ElementKind::Regions
            | ElementKind::Successors
            | ElementKind::String(_) => {}
            ElementKind::Type(inner) => self.type_argument(inner, "type"),
            ElementKind::FunctionalType(a, b) => {
                if !matches!(place, Place::Top | Place::OptionalGroup) {
                    self.not_here(e, place);
                }
                self.type_argument(a, "functional-type");
                self.type_argument(b, "functional-type");
            }
            ElementKind::Qualified(inner) => match &inner.kind {
                ElementKind::Type(t) => self.type_argument(t, "type"),
                ElementKind::Variable(_) => {}
                _ => self.error(
                    inner.span,
                    format!(
                        "`qualified` takes a `type(...)` or an attribute variable, not {}",
                        element_name(inner)
                    ),
                    None,
                ),
            },
            ElementKind::Ref(inner) => {
                if place != Place::CustomArg {
                    self.error(
                        e.span,
                        "`ref(...)` is only allowed as an argument of `custom<...>`",
                        None,
                    );
                }
                match &inner.kind {
                    ElementKind::Type(t) => self.type_argument(t, "type"),
                    ElementKind::Variable(_)
                    | ElementKind::AttrDict { .. }
                    | ElementKind::PropDict
                    | ElementKind::Operands
                    | ElementKind::Results
                    | ElementKind::Regions
                    | ElementKind::Successors => {}
                    _ => self.error(
                        inner.span,
                        format!("`ref` cannot refer to {}", element_name(inner)),
                        None,
                    ),
                }
            }
            ElementKind::Custom { args, .. } => {
                if place == Place::CustomArg {
                    self.not_here(e, place);
                }
                for a in args {
                    match &a.kind {
                        ElementKind::Operands
                        | ElementKind::Regions
                        | ElementKind::Successors
                        | ElementKind::Results => self.error(
                            a.span,
                            format!("{} cannot be an argument of `custom`", element_name(a)),
                            Some("pass the variables one by one".into()),
                        ),
                        ElementKind::Custom { .. }
                        | ElementKind::Optional { .. }
                        | ElementKind::Oilist(_)
                        | ElementKind::FunctionalType(..) => self.error(
                            a.span,
                            format!("{} cannot be an argument of `custom`", element_name(a)),
                            None,
                        ),
                        _ => self.structure_element(a, Place::CustomArg),
                    }
                }
            }
            ElementKind::Oilist(clauses) => {
                if place != Place::Top {
                    self.not_here(e, place);
                }
                for c in clauses {
                    match c.elements.first().map(|f| &f.kind) {
                        Some(ElementKind::Literal(Literal::Keyword(_))) => {}
                        _ => self.error(
                            c.span,
                            "each `oilist` clause starts with a keyword literal",
                            Some("write `oilist(`keyword` $x | ...)`".into()),
                        ),
                    }
                    self.structure(&c.elements, Place::Oilist);
                }
            }
            ElementKind::Optional {
                then_elements,
                else_elements,
            } => {
                if place != Place::Top {
                    self.error(
                        e.span,
                        format!(
                            "an optional group cannot be nested in {}",
                            place_name(place)
                        ),
                        None,
                    );
                    return;
                }
                self.optional_group(e, then_elements, else_elements);
            }
        }
    }

    fn type_argument(&mut self, inner: &Element, directive: &str) {
        match inner.kind {
            ElementKind::Variable(_) | ElementKind::Operands | ElementKind::Results => {}
            _ => self.error(
                inner.span,
                format!("`{directive}` takes an operand or result variable, `operands` or `results`, not {}", element_name(inner)),
                None,
            ),
        }
    }

    fn not_here(&mut self, e: &Element, place: Place) {
        self.error(
            e.span,
            format!(
                "{} is not allowed in {}",
                element_name(e),
                place_name(place)
            ),
            None,
        );
    }

    fn optional_group(
        &mut self,
        group: &Element,
        then_elements: &[Element],
        else_elements: &[Element],
    ) {
        let first = then_elements.iter().find(|e| {
            !matches!(
                e.kind,
                ElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty)
            )
        });
        match first.map(|f| &f.kind) {
            None => {
                self.error(group.span, "optional group has no elements to print", None);
                return;
            }
            Some(
                ElementKind::Literal(_) | ElementKind::Variable(_) | ElementKind::Custom { .. },
            ) => {}
            Some(_) => {
                let f = first.map_or(group.span, |f| f.span);
                self.error(
                    f,
                    "the first element of an optional group must be a literal, a variable or a `custom` directive",
                    Some("the parser decides whether the group is present by trying its first element; start it with a literal or the anchor".into()),
                );
            }
        }
        self.structure(then_elements, Place::OptionalGroup);
        self.structure(else_elements, Place::OptionalGroup);
        let anchors: Vec<Span> = then_elements
            .iter()
            .chain(else_elements)
            .filter_map(|e| e.anchor)
            .collect();
        match anchors.as_slice() {
            [] => self.error(
                group.span,
                "optional group has no anchor",
                Some(
                    "mark the element whose presence decides the group with `^`, e.g. `$x^`".into(),
                ),
            ),
            [_] => {}
            [_, second, ..] => self.error(
                *second,
                "optional group has more than one anchor",
                Some("keep exactly one `^`".into()),
            ),
        }
    }
}

/// Whether `text` reads back as a keyword (MLIR's `canFormatStringAsKeyword`): a letter or
/// `_`, then letters, digits, `_`, `$` or `.`.
pub(crate) fn is_keyword(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

fn place_name(place: Place) -> &'static str {
    match place {
        Place::Top => "the format",
        Place::OptionalGroup => "an optional group",
        Place::Oilist => "an `oilist` clause",
        Place::CustomArg => "the arguments of `custom`",
    }
}

/// How an element is named in messages.
pub(crate) fn element_name(e: &Element) -> String {
    match &e.kind {
        ElementKind::Literal(_) => "a literal".into(),
        ElementKind::Variable(v) => format!("`${v}`"),
        ElementKind::String(_) => "a string".into(),
        ElementKind::AttrDict {
            with_keyword: false,
        } => "`attr-dict`".into(),
        ElementKind::AttrDict { with_keyword: true } => "`attr-dict-with-keyword`".into(),
        ElementKind::PropDict => "`prop-dict`".into(),
        ElementKind::Operands => "`operands`".into(),
        ElementKind::Results => "`results`".into(),
        ElementKind::Regions => "`regions`".into(),
        ElementKind::Successors => "`successors`".into(),
        ElementKind::Type(_) => "`type(...)`".into(),
        ElementKind::Qualified(_) => "`qualified(...)`".into(),
        ElementKind::Ref(_) => "`ref(...)`".into(),
        ElementKind::FunctionalType(..) => "`functional-type(...)`".into(),
        ElementKind::Custom { name, .. } => format!("`custom<{name}>`"),
        ElementKind::Oilist(_) => "`oilist(...)`".into(),
        ElementKind::Optional { .. } => "an optional group".into(),
    }
}

// ---------------------------------------------------------------------------------------------
// Checking against the op

/// An operand or result as the format check sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeValue {
    /// Its name (`lhs`, written `$lhs` in formats).
    pub name: String,
    /// How many values it stands for.
    pub variadicity: Variadicity,
    /// Whether its type constraint admits exactly one type (MLIR's buildable types), so the
    /// type need not be printed.
    pub buildable_type: bool,
}

/// An attribute (or property) as the format check sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeAttr {
    /// Its name.
    pub name: String,
    /// Whether it may be absent (optional, default-valued, or a unit attribute).
    pub optional: bool,
}

/// A region or successor as the format check sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeItem {
    /// Its name.
    pub name: String,
    /// Whether it stands for any number of regions/successors.
    pub variadic: bool,
}

/// What the format check needs to know about an op.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpShape {
    /// The op's full name (`arith.addi`), for messages.
    pub name: String,
    /// Operands, in order.
    pub operands: Vec<ShapeValue>,
    /// Results, in order.
    pub results: Vec<ShapeValue>,
    /// Attributes and properties.
    pub attributes: Vec<ShapeAttr>,
    /// Regions, in order.
    pub regions: Vec<ShapeItem>,
    /// Successors, in order.
    pub successors: Vec<ShapeItem>,
    /// Groups of operands/results whose types are equal (`AllTypesMatch`,
    /// `SameOperandsAndResultType`, expanded by the caller): one printed type gives the rest.
    pub equal_types: Vec<Vec<String>>,
    /// `(derived, source)` pairs: the type of `derived` is computed from that of `source`
    /// (`TypesMatchWith`).
    pub derived_types: Vec<(String, String)>,
    /// Whether the op infers its result types (`InferTypeOpInterface`,
    /// `FirstAttrDerivedResultType`).
    pub infers_result_types: bool,
    /// Whether a Rust module for the functions of `custom<Name>` directives is configured.
    pub custom_directives: bool,
    /// Attributes read by the generic attribute parser, which also reads a trailing `: type`
    /// (no value type fixed by the constraint, no custom syntax): a `:` literal after them is
    /// ambiguous.
    pub untyped_attrs: Vec<String>,
    /// Attributes whose constraint is one of the dialect's attribute definitions: read in
    /// their own syntax, but written `qualified($x)` the generic attribute parser reads them,
    /// trailing `: type` included, so a `:` literal after that is ambiguous too.
    pub definition_attrs: Vec<String>,
    /// Whether several variable-length operand groups share one size
    /// (`SameVariadicOperandSize`), so that `operands` can split them.
    pub operands_same_size: bool,
    /// Whether several variable-length result groups share one size (`SameVariadicResultSize`),
    /// so that `type(results)` can split them.
    pub results_same_size: bool,
}

#[derive(Copy, Clone, Debug)]
enum Var<'a> {
    Operand(&'a ShapeValue),
    Result(&'a ShapeValue),
    Attr(&'a ShapeAttr),
    Region(&'a ShapeItem),
    Successor(&'a ShapeItem),
}

impl OpShape {
    fn var(&self, name: &str) -> Option<Var<'_>> {
        if let Some(v) = self.operands.iter().find(|v| v.name == name) {
            return Some(Var::Operand(v));
        }
        if let Some(v) = self.results.iter().find(|v| v.name == name) {
            return Some(Var::Result(v));
        }
        if let Some(a) = self.attributes.iter().find(|a| a.name == name) {
            return Some(Var::Attr(a));
        }
        if let Some(r) = self.regions.iter().find(|r| r.name == name) {
            return Some(Var::Region(r));
        }
        self.successors
            .iter()
            .find(|s| s.name == name)
            .map(Var::Successor)
    }

    fn names(&self) -> impl Iterator<Item = &str> {
        self.operands
            .iter()
            .chain(&self.results)
            .map(|v| v.name.as_str())
            .chain(self.attributes.iter().map(|a| a.name.as_str()))
            .chain(
                self.regions
                    .iter()
                    .chain(&self.successors)
                    .map(|r| r.name.as_str()),
            )
    }
}

fn is_variable_length(v: &Variadicity) -> bool {
    !matches!(v, Variadicity::Single)
}

/// What is printed by the format so far, in order.
#[derive(Default)]
struct Printed {
    values: HashMap<String, Span>,
    all_operands: Option<Span>,
    all_regions: Option<Span>,
    all_successors: Option<Span>,
    types: HashMap<String, Span>,
    all_operand_types: Option<Span>,
    all_result_types: Option<Span>,
    attr_dicts: Vec<Span>,
    prop_dicts: Vec<Span>,
}

/// Where the check walk is.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Ctx {
    Top,
    Optional,
    Oilist,
}

struct Checker<'a> {
    shape: &'a OpShape,
    printed: Printed,
    errors: Vec<SpecDiagnostic>,
}

/// Checks a parsed format against its op, returning every problem found (empty: the format is
/// good). Each error points at the offending element, or at the whole format for something
/// missing, and says how to fix it.
pub fn check_format(format: &Format, shape: &OpShape) -> Vec<SpecDiagnostic> {
    let mut c = Checker {
        shape,
        printed: Printed::default(),
        errors: Vec::new(),
    };
    c.sequence(&format.elements, Ctx::Top);
    c.completeness(format.span);
    ambiguity::check(format, shape, &mut c.errors);
    c.errors
}

impl<'a> Checker<'a> {
    fn error(&mut self, span: Span, message: impl Into<String>, help: impl Into<String>) {
        self.errors
            .push(SpecDiagnostic::error(span, message).with_help(help));
    }

    fn sequence(&mut self, elements: &[Element], ctx: Ctx) {
        self.adjacent_variadics(elements);
        for e in elements {
            self.element(e, ctx);
        }
    }

    fn element(&mut self, e: &Element, ctx: Ctx) {
        match &e.kind {
            ElementKind::Literal(_) | ElementKind::String(_) => {}
            ElementKind::Variable(name) => {
                if let Some(var) = self.lookup(name, e.span) {
                    self.value(name, var, e.span, ctx);
                }
            }
            ElementKind::AttrDict { .. } => self.printed.attr_dicts.push(e.span),
            ElementKind::PropDict => self.printed.prop_dicts.push(e.span),
            ElementKind::Operands => {
                if let Some(name) = self
                    .printed
                    .values
                    .keys()
                    .find(|n| matches!(self.shape.var(n), Some(Var::Operand(_))))
                {
                    let name = name.clone();
                    self.error(
                        e.span,
                        format!("`operands` prints operand `{name}` a second time"),
                        format!("remove `${name}` or `operands`"),
                    );
                }
                self.once_all(e.span, "operands", |p| &mut p.all_operands);
            }
            ElementKind::Regions => self.once_all(e.span, "regions", |p| &mut p.all_regions),
            ElementKind::Successors => {
                self.once_all(e.span, "successors", |p| &mut p.all_successors)
            }
            ElementKind::Results => {}
            ElementKind::Type(inner) => self.type_of(inner, ctx),
            ElementKind::Qualified(inner) => {
                match &inner.kind {
                    ElementKind::Type(t) => self.type_of(t, ctx),
                    ElementKind::Variable(name) => {
                        if let Some(var) = self.lookup(name, inner.span) {
                            if !matches!(var, Var::Attr(_)) {
                                self.error(
                                inner.span,
                                format!("`qualified(${name})` needs an attribute, but `{name}` is {}", a_var_kind(var)),
                                format!("write `qualified(type(${name}))` to qualify its type"),
                            );
                            }
                            self.value(name, var, inner.span, ctx);
                        }
                    }
                    _ => {}
                }
            }
            ElementKind::FunctionalType(a, b) => {
                self.type_of(a, ctx);
                self.type_of(b, ctx);
            }
            ElementKind::Ref(inner) => self.reference(inner),
            ElementKind::Custom { name, args } => {
                if !self.shape.custom_directives {
                    self.error(
                        e.span,
                        format!("`custom<{name}>` needs the Rust module of its functions `parse_{0}` and `print_{0}`", crate::names::snake_case(name)),
                        "name the module with `custom_directives = \"crate::path\"` in `[dialect]` or in the op",
                    );
                }
                for a in args {
                    self.element(a, ctx);
                }
            }
            ElementKind::Oilist(clauses) => {
                for clause in clauses {
                    self.sequence(&clause.elements, Ctx::Oilist);
                }
            }
            ElementKind::Optional {
                then_elements,
                else_elements,
            } => {
                self.first_of_group(then_elements);
                self.sequence(then_elements, Ctx::Optional);
                self.sequence(else_elements, Ctx::Optional);
                for anchored in then_elements
                    .iter()
                    .chain(else_elements)
                    .filter(|e| e.anchor.is_some())
                {
                    self.anchor(anchored);
                }
            }
        }
    }

    fn lookup(&mut self, name: &str, span: Span) -> Option<Var<'a>> {
        let shape: &'a OpShape = self.shape;
        match shape.var(name) {
            Some(v) => Some(v),
            None => {
                let help = match did_you_mean(name, shape.names()) {
                    Some(s) => format!("did you mean `${s}`?"),
                    None => format!(
                        "the variables of `{}` are {}",
                        shape.name,
                        list_names(shape.names())
                    ),
                };
                self.error(
                    span,
                    format!(
                        "`${name}` is not an operand, result, attribute, region or successor of `{}`",
                        shape.name
                    ),
                    help,
                );
                None
            }
        }
    }

    /// A variable printed as a value (not as a type).
    fn value(&mut self, name: &str, var: Var<'_>, span: Span, ctx: Ctx) {
        let all = match var {
            Var::Result(_) => {
                self.error(
                    span,
                    format!("result `{name}` cannot be printed, only its type"),
                    format!("write `type(${name})`"),
                );
                return;
            }
            Var::Operand(_) => self.printed.all_operands.map(|s| (s, "operands")),
            Var::Region(_) => self.printed.all_regions.map(|s| (s, "regions")),
            Var::Successor(_) => self.printed.all_successors.map(|s| (s, "successors")),
            Var::Attr(_) => None,
        };
        if let Some((_, directive)) = all {
            self.error(
                span,
                format!(
                    "{} `{name}` is already printed by `{directive}`",
                    var_kind(var)
                ),
                format!("remove `${name}` or `{directive}`"),
            );
        } else if self.printed.values.contains_key(name) {
            self.error(
                span,
                format!("{} `{name}` is printed twice", var_kind(var)),
                format!("remove this `${name}`"),
            );
        } else {
            self.printed.values.insert(name.to_string(), span);
        }
        if ctx != Ctx::Top {
            let fits = match var {
                Var::Operand(v) => is_variable_length(&v.variadicity),
                Var::Attr(a) => a.optional || ctx == Ctx::Optional,
                Var::Region(r) => ctx == Ctx::Optional || r.variadic,
                Var::Successor(s) => s.variadic,
                Var::Result(_) => true,
            };
            if !fits {
                let place = if ctx == Ctx::Optional {
                    "an optional group"
                } else {
                    "an `oilist` clause"
                };
                self.error(
                    span,
                    format!(
                        "{} `{name}` is always present, so it cannot be inside {place}",
                        var_kind(var)
                    ),
                    format!("move `${name}` out of it, or make `{name}` optional"),
                );
            }
        }
    }

    fn once_all(
        &mut self,
        span: Span,
        directive: &str,
        slot: fn(&mut Printed) -> &mut Option<Span>,
    ) {
        if slot(&mut self.printed).is_some() {
            self.error(
                span,
                format!("`{directive}` appears twice"),
                format!("remove this `{directive}`"),
            );
        }
        *slot(&mut self.printed) = Some(span);
    }

    /// The argument of `type(...)` or one side of `functional-type(...)`.
    fn type_of(&mut self, e: &Element, ctx: Ctx) {
        match &e.kind {
            ElementKind::Operands => {
                if self.printed.all_operand_types.is_some()
                    || self
                        .printed
                        .types
                        .keys()
                        .any(|n| matches!(self.shape.var(n), Some(Var::Operand(_))))
                {
                    self.error(
                        e.span,
                        "operand types are printed twice",
                        "print each operand type once: either `type(operands)` or `type($x)` for each",
                    );
                }
                self.printed.all_operand_types = Some(e.span);
            }
            ElementKind::Results => {
                if self.printed.all_result_types.is_some()
                    || self
                        .printed
                        .types
                        .keys()
                        .any(|n| matches!(self.shape.var(n), Some(Var::Result(_))))
                {
                    self.error(
                        e.span,
                        "result types are printed twice",
                        "print each result type once: either `type(results)` or `type($x)` for each",
                    );
                }
                self.printed.all_result_types = Some(e.span);
            }
            ElementKind::Variable(name) => {
                let Some(var) = self.lookup(name, e.span) else {
                    return;
                };
                let (value, all) = match var {
                    Var::Operand(v) => {
                        (v, self.printed.all_operand_types.map(|_| "type(operands)"))
                    }
                    Var::Result(v) => (v, self.printed.all_result_types.map(|_| "type(results)")),
                    other => {
                        self.error(
                            e.span,
                            format!(
                                "`type(${name})` needs an operand or a result, but `{name}` is {}",
                                a_var_kind(other)
                            ),
                            "only operands and results have types to print",
                        );
                        return;
                    }
                };
                if let Some(all) = all {
                    self.error(
                        e.span,
                        format!("type of `{name}` is already printed by `{all}`"),
                        format!("remove `type(${name})` or `{all}`"),
                    );
                } else if self.printed.types.contains_key(name.as_str()) {
                    self.error(
                        e.span,
                        format!("type of `{name}` is printed twice"),
                        format!("remove this `type(${name})`"),
                    );
                } else {
                    self.printed.types.insert(name.clone(), e.span);
                }
                if ctx != Ctx::Top && !is_variable_length(&value.variadicity) {
                    self.error(
                        e.span,
                        format!("type of `{name}` is always present, so it cannot be inside an optional group or `oilist` clause"),
                        format!("move `type(${name})` out of it"),
                    );
                }
            }
            _ => {}
        }
    }

    /// `ref(x)`: `x` must have been printed before.
    fn reference(&mut self, inner: &Element) {
        let (printed, what) = match &inner.kind {
            ElementKind::Variable(name) => {
                if self.lookup(name, inner.span).is_none() {
                    return;
                }
                (
                    self.printed.values.contains_key(name.as_str()),
                    format!("${name}"),
                )
            }
            ElementKind::Type(t) => match &t.kind {
                ElementKind::Variable(name) => {
                    if self.lookup(name, t.span).is_none() {
                        return;
                    }
                    (
                        self.printed.types.contains_key(name.as_str()),
                        format!("type(${name})"),
                    )
                }
                ElementKind::Operands => (
                    self.printed.all_operand_types.is_some(),
                    "type(operands)".into(),
                ),
                _ => (
                    self.printed.all_result_types.is_some(),
                    "type(results)".into(),
                ),
            },
            ElementKind::AttrDict { .. } => {
                (!self.printed.attr_dicts.is_empty(), "attr-dict".into())
            }
            ElementKind::PropDict => (!self.printed.prop_dicts.is_empty(), "prop-dict".into()),
            ElementKind::Operands => (self.printed.all_operands.is_some(), "operands".into()),
            ElementKind::Regions => (self.printed.all_regions.is_some(), "regions".into()),
            ElementKind::Successors => (self.printed.all_successors.is_some(), "successors".into()),
            _ => return,
        };
        if !printed {
            self.error(
                inner.span,
                format!("`ref({what})` refers to `{what}` before it is printed"),
                format!("print `{what}` earlier in the format"),
            );
        }
    }

    fn first_of_group(&mut self, then_elements: &[Element]) {
        let Some(first) = then_elements.iter().find(|e| {
            !matches!(
                e.kind,
                ElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty)
            )
        }) else {
            return;
        };
        if let ElementKind::Custom { name, args } = &first.kind
            && !args.iter().any(|a| match &a.kind {
                ElementKind::Variable(_) => true,
                ElementKind::Type(t) => matches!(t.kind, ElementKind::Variable(_)),
                _ => false,
            })
        {
            self.error(
                first.span,
                format!("`custom<{name}>` starts an optional group but reads no variable, so the parser cannot tell whether the group is there"),
                "give it a variable to read (the group is there when it reads one), or start the group with a literal",
            );
        }
        if let ElementKind::Variable(name) = &first.kind
            && let Some(var) = self.shape.var(name)
            && match var {
                Var::Result(_) => true,
                Var::Successor(s) => !s.variadic,
                _ => false,
            }
        {
            self.error(
                first.span,
                format!(
                    "an optional group cannot start with {} `{name}`",
                    var_kind(var)
                ),
                "start the group with a literal, an operand, an attribute, a region or a variadic successor",
            );
        }
    }

    /// The anchor must be something that can be absent.
    fn anchor(&mut self, e: &Element) {
        let shape = self.shape;
        let optional_var = |name: &str| -> Option<(bool, String)> {
            let var = shape.var(name)?;
            let can_be_absent = match var {
                Var::Operand(v) | Var::Result(v) => is_variable_length(&v.variadicity),
                Var::Attr(a) => a.optional,
                Var::Region(_) => true,
                Var::Successor(s) => s.variadic,
            };
            let what = match var {
                Var::Operand(_) | Var::Result(_) => format!("a single {}", var_kind(var)),
                Var::Attr(_) => "a required attribute".into(),
                Var::Successor(_) => "a single successor".into(),
                Var::Region(_) => "a region".into(),
            };
            Some((can_be_absent, what))
        };
        let (ok, what) = match &e.kind {
            ElementKind::Variable(name) => match optional_var(name) {
                Some((ok, what)) => (ok, format!("`{name}` is {what}")),
                None => return,
            },
            // `functional-type` is present when its inputs are, as MLIR decides it.
            ElementKind::Type(inner) | ElementKind::FunctionalType(inner, _) => match &inner.kind {
                ElementKind::Variable(name) => match optional_var(name) {
                    Some((ok, what)) => (ok, format!("`{name}` is {what}")),
                    None => return,
                },
                _ => (false, "it covers all operands or results".into()),
            },
            ElementKind::Custom { args, .. } => {
                let ok = args.iter().any(|a| {
                    let name = match &a.kind {
                        ElementKind::Variable(n) => Some(n),
                        ElementKind::Type(t) => match &t.kind {
                            ElementKind::Variable(n) => Some(n),
                            _ => None,
                        },
                        _ => None,
                    };
                    name.and_then(|n| optional_var(n)).is_some_and(|(ok, _)| ok)
                });
                (ok, "none of its arguments can be absent".into())
            }
            ElementKind::Literal(_) => (false, "a literal is always present".into()),
            _ => (false, format!("{} is always present", element_name(e))),
        };
        if !ok {
            self.error(
                e.anchor.unwrap_or(e.span),
                format!("the anchor of an optional group must be able to be absent, but {what}"),
                "anchor the group on an optional or variadic operand, an optional attribute or a region",
            );
        }
    }

    /// Two operand lists in a row with no literal between cannot be split by a parser.
    fn adjacent_variadics(&mut self, elements: &[Element]) {
        let mut open: Option<String> = None;
        for e in elements {
            if matches!(
                e.kind,
                ElementKind::Literal(
                    Literal::Space | Literal::Newline | Literal::Empty | Literal::Punctuation(_)
                )
            ) && !matches!(&e.kind, ElementKind::Literal(Literal::Punctuation(p)) if p != ",")
            {
                // Whitespace does not separate, and `,` is swallowed by the operand list.
                continue;
            }
            if let (Some(prev), Some(next)) = (&open, self.leading_operand(e)) {
                self.error(
                    e.span,
                    format!("`{next}` directly follows the variable-length operand `{prev}`, so the parser cannot tell where `{prev}` ends"),
                    format!("put a literal other than `,` between them (e.g. `` `to` ``), or wrap `{prev}` in brackets"),
                );
            }
            open = self.trailing_variadic(e);
        }
    }

    fn leading_operand(&self, e: &Element) -> Option<String> {
        match &e.kind {
            ElementKind::Variable(n) if matches!(self.shape.var(n), Some(Var::Operand(_))) => {
                Some(format!("${n}"))
            }
            ElementKind::Operands => Some("operands".into()),
            ElementKind::Optional { then_elements, .. } => {
                then_elements.first().and_then(|f| self.leading_operand(f))
            }
            _ => None,
        }
    }

    fn trailing_variadic(&self, e: &Element) -> Option<String> {
        match &e.kind {
            ElementKind::Variable(n) => match self.shape.var(n) {
                Some(Var::Operand(v)) if is_variable_length(&v.variadicity) => {
                    Some(format!("${n}"))
                }
                _ => None,
            },
            ElementKind::Operands
                if self
                    .shape
                    .operands
                    .iter()
                    .any(|v| is_variable_length(&v.variadicity)) =>
            {
                Some("operands".into())
            }
            ElementKind::Optional { then_elements, .. } => {
                then_elements.last().and_then(|l| self.trailing_variadic(l))
            }
            _ => None,
        }
    }

    /// After the walk: everything that must be printed is, once.
    fn completeness(&mut self, span: Span) {
        let shape = self.shape;
        if self.printed.attr_dicts.is_empty() {
            self.error(
                span,
                "the format has no `attr-dict`",
                "add `attr-dict`: it prints the attributes the format does not print itself",
            );
        }
        for second in self.printed.attr_dicts.clone().into_iter().skip(1) {
            self.error(second, "`attr-dict` appears twice", "remove this one");
        }
        for second in self.printed.prop_dicts.clone().into_iter().skip(1) {
            self.error(second, "`prop-dict` appears twice", "remove this one");
        }
        // (kind, the directive printing all of them, whether it is printed, name)
        let printed = &self.printed;
        let operands = shape
            .operands
            .iter()
            .map(|v| ("operand", "operands", printed.all_operands, &v.name));
        let regions = shape
            .regions
            .iter()
            .map(|r| ("region", "regions", printed.all_regions, &r.name));
        let successors = shape
            .successors
            .iter()
            .map(|s| ("successor", "successors", printed.all_successors, &s.name));
        let unprinted: Vec<_> = operands
            .chain(regions)
            .chain(successors)
            .filter(|(_, _, all, name)| {
                all.is_none() && !printed.values.contains_key(name.as_str())
            })
            .map(|(kind, directive, _, name)| (kind, directive, name))
            .collect();
        for (kind, directive, name) in unprinted {
            self.error(
                span,
                format!("{kind} `{name}` is not printed"),
                format!("add `${name}` to the format (or the `{directive}` directive)"),
            );
        }
        self.splits();
        let known = self.known_types();
        for v in &shape.operands {
            if !known.contains(v.name.as_str()) {
                self.error(
                    span,
                    format!("type of operand `{}` is neither printed nor inferable", v.name),
                    format!(
                        "add `type(${})` to the format, or make it inferable (a single-type constraint such as `I32`, or `AllTypesMatch` with a printed type)",
                        v.name
                    ),
                );
            }
        }
        for v in &shape.results {
            if !known.contains(v.name.as_str()) {
                self.error(
                    span,
                    format!("type of result `{}` is neither printed nor inferable", v.name),
                    format!(
                        "add `type(${})` to the format, or make it inferable (a single-type constraint, `AllTypesMatch` with a printed type, or result-type inference)",
                        v.name
                    ),
                );
            }
        }
    }

    /// `operands` and `type(results)` read every value of the op as one list: the parser can
    /// split it into groups only when at most one group is variable-length, or when the
    /// variable-length groups share one size.
    fn splits(&mut self) {
        let shape = self.shape;
        let lists = [
            (
                self.printed.all_operands,
                &shape.operands,
                shape.operands_same_size,
                "operands",
                "operand",
                "SameVariadicOperandSize",
            ),
            (
                self.printed.all_result_types,
                &shape.results,
                shape.results_same_size,
                "type(results)",
                "result",
                "SameVariadicResultSize",
            ),
        ];
        for (printed, values, same_size, directive, kind, trait_name) in lists {
            let Some(span) = printed else { continue };
            let variable: Vec<String> = values
                .iter()
                .filter(|v| is_variable_length(&v.variadicity))
                .map(|v| format!("`{}`", v.name))
                .collect();
            if variable.len() > 1 && !same_size {
                self.error(
                    span,
                    format!(
                        "`{directive}` reads all {kind}s as one list, so the parser cannot tell how many of them each of the variable-length groups {} gets",
                        variable.join(", ")
                    ),
                    format!("print the {kind} groups one by one, or add the trait `{trait_name}`"),
                );
            }
        }
    }

    /// Operand and result names whose types the parser will know: printed, buildable, or
    /// implied by equalities and derivations from known ones.
    fn known_types(&self) -> HashSet<&'a str> {
        let shape: &'a OpShape = self.shape;
        let mut known: HashSet<&'a str> = HashSet::new();
        for v in &shape.operands {
            if v.buildable_type
                || self.printed.all_operand_types.is_some()
                || self.printed.types.contains_key(&v.name)
            {
                known.insert(&v.name);
            }
        }
        for v in &shape.results {
            if v.buildable_type
                || shape.infers_result_types
                || self.printed.all_result_types.is_some()
                || self.printed.types.contains_key(&v.name)
            {
                known.insert(&v.name);
            }
        }
        // A printed attribute gives its type to the entities a trait matches it with.
        for a in &shape.attributes {
            if self.printed.values.contains_key(&a.name) {
                known.insert(&a.name);
            }
        }
        loop {
            let before = known.len();
            for group in &shape.equal_types {
                if group.iter().any(|n| known.contains(n.as_str())) {
                    known.extend(group.iter().map(String::as_str));
                }
            }
            for (derived, source) in &shape.derived_types {
                if known.contains(source.as_str()) {
                    known.insert(derived);
                }
            }
            if known.len() == before {
                return known;
            }
        }
    }
}

fn var_kind(var: Var<'_>) -> &'static str {
    match var {
        Var::Operand(_) => "operand",
        Var::Result(_) => "result",
        Var::Attr(_) => "attribute",
        Var::Region(_) => "region",
        Var::Successor(_) => "successor",
    }
}

fn a_var_kind(var: Var<'_>) -> &'static str {
    match var {
        Var::Operand(_) => "an operand",
        Var::Result(_) => "a result",
        Var::Attr(_) => "an attribute",
        Var::Region(_) => "a region",
        Var::Successor(_) => "a successor",
    }
}

fn list_names<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<String> = names.map(|n| format!("`${n}`")).collect();
    if names.is_empty() {
        return "none".into();
    }
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join_or(&refs).replacen(" or ", " and ", usize::from(refs.len() > 1))
}

/// Parses `text` and checks it against `shape` in one step.
pub fn parse_and_check(
    text: &str,
    span: Span,
    shape: &OpShape,
) -> Result<Format, Vec<SpecDiagnostic>> {
    let format = parse_format(text, span)?;
    let errors = check_format(&format, shape);
    if errors.is_empty() {
        Ok(format)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base(text: &str) -> Span {
        Span::new(0, 100, 100 + text.len())
    }

    fn dump(text: &str) -> String {
        match parse_format(text, base(text)) {
            Ok(f) => f.dump(),
            Err(e) => panic!("{text}: {e:?}"),
        }
    }

    type Found = (u32, u32, String, Option<String>);

    fn found(errors: &[SpecDiagnostic]) -> Vec<Found> {
        errors
            .iter()
            .map(|e| {
                (
                    e.span.start - 100,
                    e.span.end - 100,
                    e.message.clone(),
                    e.help.clone(),
                )
            })
            .collect()
    }

    fn parse_errors(text: &str) -> Vec<Found> {
        found(&parse_format(text, base(text)).expect_err(text))
    }

    fn check(text: &str, shape: &OpShape) -> Vec<Found> {
        let format = parse_format(text, base(text)).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        found(&check_format(&format, shape))
    }

    fn e(start: u32, end: u32, message: &str, help: Option<&str>) -> Found {
        (start, end, message.to_string(), help.map(str::to_string))
    }

    fn value(name: &str, variadicity: Variadicity) -> ShapeValue {
        ShapeValue {
            name: name.into(),
            variadicity,
            buildable_type: false,
        }
    }

    /// `test.op`: operands `lhs`, `rhs`, variadic `vars`, optional `opt`; result `res`;
    /// attributes `flag` (optional) and `count`; region `body`; successor `dest`.
    fn shape() -> OpShape {
        OpShape {
            name: "test.op".into(),
            operands: vec![
                value("lhs", Variadicity::Single),
                value("rhs", Variadicity::Single),
                value("vars", Variadicity::Variadic),
                value("opt", Variadicity::Optional),
            ],
            results: vec![value("res", Variadicity::Single)],
            attributes: vec![
                ShapeAttr {
                    name: "flag".into(),
                    optional: true,
                },
                ShapeAttr {
                    name: "count".into(),
                    optional: false,
                },
            ],
            regions: vec![ShapeItem {
                name: "body".into(),
                variadic: false,
            }],
            successors: vec![ShapeItem {
                name: "dest".into(),
                variadic: false,
            }],
            custom_directives: true,
            ..OpShape::default()
        }
    }

    const GOOD: &str = "$lhs `,` $rhs `[` $vars `]` ($opt^ `:` type($opt))? $body $dest attr-dict `:` type($lhs) `,` type($rhs) `,` type($vars) `->` type($res)";

    #[test]
    fn parses_to_trees_with_spans() {
        let table = [
            (
                "$lhs `,` $rhs attr-dict `:` type($lhs)",
                "$lhs@100..104 punct(,)@105..108 $rhs@109..113 attr-dict@114..123 punct(:)@124..127 type($lhs@133..137)@128..138",
            ),
            (
                "attr-dict ($operands^ `:` type($operands))?",
                "attr-dict@100..109 ($operands^@111..120 punct(:)@122..125 type($operands@131..140)@126..141)?@110..143",
            ),
            (
                "(`foo_is_present` $foo^):(`foo_is_absent`)? attr-dict",
                "(kw(foo_is_present)@101..117 $foo^@118..122):(kw(foo_is_absent)@126..141)?@100..143 attr-dict@144..153",
            ),
            (
                r#"custom<Body>($body, type($args), ref($x), "ctx\n") attr-dict"#,
                r#"custom<Body>($body@113..118, type($args@125..130)@120..131, ref($x@137..139)@133..140, "ctx\n"@142..149)@100..150 attr-dict@151..160"#,
            ),
            (
                "oilist(`lower` $lb | `upper` $ub) attr-dict",
                "oilist(kw(lower)@107..114 $lb@115..118 | kw(upper)@121..128 $ub@129..132)@100..133 attr-dict@134..143",
            ),
            (
                "$callee `(` $args `)` attr-dict `:` functional-type($args, results)",
                "$callee@100..107 punct(()@108..111 $args@112..117 punct())@118..121 attr-dict@122..131 punct(:)@132..135 functional-type($args@152..157, results@159..166)@136..167",
            ),
            (
                r"`` `\n` ` ` `->` qualified(type($x)) attr-dict-with-keyword prop-dict operands regions successors",
                r"empty@100..102 newline@103..107 space@108..111 punct(->)@112..116 qualified(type($x@132..134)@127..135)@117..136 attr-dict-with-keyword@137..159 prop-dict@160..169 operands@170..178 regions@179..186 successors@187..197",
            ),
            ("", ""),
            (
                "(`a`):(`else` $x^)? attr-dict",
                "(kw(a)@101..104):(kw(else)@107..113 $x^@114..116)?@100..119 attr-dict@120..129",
            ),
        ];
        for (text, expected) in table {
            assert_eq!(dump(text), expected, "{text}");
        }
    }

    #[test]
    fn structural_errors_have_spans_messages_and_help() {
        let table: Vec<(&str, Vec<Found>)> = vec![
            (
                "$a `1x` attr-dict",
                vec![e(
                    3,
                    7,
                    "`1x` is not a valid literal",
                    Some(
                        "a literal is a keyword (a letter or `_`, then letters, digits, `_`, `$` or `.`), one of `: , = < > ( ) [ ] { } -> ... ? + * -`, a space or `\\n`",
                    ),
                )],
            ),
            (
                "$a atr-dict",
                vec![e(
                    3,
                    11,
                    "unknown directive `atr-dict`",
                    Some("did you mean `attr-dict`?"),
                )],
            ),
            (
                "$a to $b",
                vec![e(
                    3,
                    5,
                    "unknown directive `to`",
                    Some("a keyword is written as a literal: `` `to` ``"),
                )],
            ),
            (
                "$a^ attr-dict",
                vec![e(
                    2,
                    3,
                    "`^` marks the anchor of an optional group and is only allowed directly inside one",
                    Some("remove the `^`, or wrap the elements in `( ... )?`"),
                )],
            ),
            (
                "($a)? attr-dict",
                vec![e(
                    0,
                    5,
                    "optional group has no anchor",
                    Some("mark the element whose presence decides the group with `^`, e.g. `$x^`"),
                )],
            ),
            (
                "($a^ $b^)?",
                vec![e(
                    7,
                    8,
                    "optional group has more than one anchor",
                    Some("keep exactly one `^`"),
                )],
            ),
            (
                "(type($a)^)?",
                vec![e(
                    1,
                    9,
                    "the first element of an optional group must be a literal, a variable or a `custom` directive",
                    Some(
                        "the parser decides whether the group is present by trying its first element; start it with a literal or the anchor",
                    ),
                )],
            ),
            (
                "(`a` ($b^)?)?",
                vec![
                    e(
                        5,
                        11,
                        "an optional group cannot be nested in an optional group",
                        None,
                    ),
                    e(
                        0,
                        13,
                        "optional group has no anchor",
                        Some(
                            "mark the element whose presence decides the group with `^`, e.g. `$x^`",
                        ),
                    ),
                ],
            ),
            (
                "type($a, $b)",
                vec![e(
                    0,
                    12,
                    "`type` takes 1 argument, but 2 were given",
                    Some("write `type($x)`"),
                )],
            ),
            (
                "type attr-dict",
                vec![e(0, 4, "`type` needs arguments", Some("write `type($x)`"))],
            ),
            (
                "functional-type($a)",
                vec![e(
                    0,
                    19,
                    "`functional-type` takes 2 arguments, but 1 were given",
                    Some("write `functional-type(operands, results)`"),
                )],
            ),
            (
                "custom($a)",
                vec![e(
                    0,
                    10,
                    "`custom` needs a directive name",
                    Some("write `custom<Name>($x)`"),
                )],
            ),
            (
                "type<X>($a)",
                vec![e(
                    4,
                    7,
                    "`type` takes no `<...>`",
                    Some("only `custom<Name>(...)` names a directive"),
                )],
            ),
            (
                "\"s\" attr-dict",
                vec![e(
                    0,
                    3,
                    "strings are only allowed as arguments of `custom<...>`",
                    Some("write keywords and punctuation as literals: `` `keyword` ``"),
                )],
            ),
            (
                "(`a` attr-dict $b^)?",
                vec![e(
                    5,
                    14,
                    "`attr-dict` is not allowed in an optional group",
                    None,
                )],
            ),
            (
                "oilist($a | `b` $b)",
                vec![e(
                    7,
                    9,
                    "each `oilist` clause starts with a keyword literal",
                    Some("write `oilist(`keyword` $x | ...)`"),
                )],
            ),
            (
                "type(`x`)",
                vec![e(
                    5,
                    8,
                    "`type` takes an operand or result variable, `operands` or `results`, not a literal",
                    None,
                )],
            ),
            (
                "$a results",
                vec![e(
                    3,
                    10,
                    "`results` can only be used inside `type(...)` or `functional-type(...)`",
                    Some("write `type(results)`"),
                )],
            ),
            (
                "type($a | $b)",
                vec![e(
                    8,
                    9,
                    "`type` separates its arguments with `,`, not `|`",
                    None,
                )],
            ),
            (
                "$a `,` (",
                vec![e(
                    8,
                    8,
                    "expected a format element, found end of input",
                    None,
                )],
            ),
            (
                "$a `",
                vec![e(
                    3,
                    4,
                    "expected `^`, a format element or end of input, found `` ` ``",
                    None,
                )],
            ),
        ];
        for (text, expected) in table {
            assert_eq!(parse_errors(text), expected, "{text}");
        }
    }

    #[test]
    fn a_complete_format_checks_clean() {
        assert_eq!(check(GOOD, &shape()), Vec::<Found>::new());
    }

    #[test]
    fn check_errors_name_the_piece_and_the_fix() {
        let whole = |text: &str| text.len() as u32;
        let missing_attr_dict =
            "$lhs `,` $rhs `[` $vars `]` $opt $body $dest `:` type(operands) `->` type($res)";
        let table: Vec<(String, Vec<Found>)> = vec![
            (
                missing_attr_dict.to_string(),
                vec![e(
                    0,
                    whole(missing_attr_dict),
                    "the format has no `attr-dict`",
                    Some(
                        "add `attr-dict`: it prints the attributes the format does not print itself",
                    ),
                )],
            ),
            (
                GOOD.replace("$lhs `,` $rhs", "$lhz `,` $rhs"),
                vec![
                    e(
                        0,
                        4,
                        "`$lhz` is not an operand, result, attribute, region or successor of `test.op`",
                        Some("did you mean `$lhs`?"),
                    ),
                    e(
                        0,
                        whole(GOOD),
                        "operand `lhs` is not printed",
                        Some("add `$lhs` to the format (or the `operands` directive)"),
                    ),
                ],
            ),
            (
                GOOD.replace("$lhs `,` $rhs", "$lhs `,` $lhs"),
                vec![
                    e(
                        9,
                        13,
                        "operand `lhs` is printed twice",
                        Some("remove this `$lhs`"),
                    ),
                    e(
                        0,
                        whole(GOOD),
                        "operand `rhs` is not printed",
                        Some("add `$rhs` to the format (or the `operands` directive)"),
                    ),
                ],
            ),
            (
                GOOD.replace("`[` $vars `]` ($opt^", "$vars ($opt^"),
                vec![e(
                    20,
                    43,
                    "`$opt` directly follows the variable-length operand `$vars`, so the parser cannot tell where `$vars` ends",
                    Some(
                        "put a literal other than `,` between them (e.g. `` `to` ``), or wrap `$vars` in brackets",
                    ),
                )],
            ),
            (
                GOOD.replace("$lhs `,` $rhs `[` $vars `]`", "$rhs `[` $vars `,` $lhs `]`"),
                vec![e(
                    19,
                    23,
                    "`$lhs` directly follows the variable-length operand `$vars`, so the parser cannot tell where `$vars` ends",
                    Some(
                        "put a literal other than `,` between them (e.g. `` `to` ``), or wrap `$vars` in brackets",
                    ),
                )],
            ),
            (
                GOOD.replace("attr-dict", "(`count` $count^)? attr-dict"),
                vec![e(
                    79,
                    80,
                    "the anchor of an optional group must be able to be absent, but `count` is a required attribute",
                    Some(
                        "anchor the group on an optional or variadic operand, an optional attribute or a region",
                    ),
                )],
            ),
            (
                GOOD.replace(
                    "($opt^ `:` type($opt))?",
                    "($opt^ `:` type($opt) `,` $lhs)?",
                )
                .replace("$lhs `,` $rhs", "$rhs"),
                vec![e(
                    45,
                    49,
                    "operand `lhs` is always present, so it cannot be inside an optional group",
                    Some("move `$lhs` out of it, or make `lhs` optional"),
                )],
            ),
            (
                GOOD.replace(" `,` type($rhs)", ""),
                vec![e(
                    0,
                    whole(GOOD) - 15,
                    "type of operand `rhs` is neither printed nor inferable",
                    Some(
                        "add `type($rhs)` to the format, or make it inferable (a single-type constraint such as `I32`, or `AllTypesMatch` with a printed type)",
                    ),
                )],
            ),
            (
                GOOD.replace(" `->` type($res)", " `->` $res"),
                vec![
                    e(
                        125,
                        129,
                        "result `res` cannot be printed, only its type",
                        Some("write `type($res)`"),
                    ),
                    e(
                        0,
                        whole(GOOD) - 6,
                        "type of result `res` is neither printed nor inferable",
                        Some(
                            "add `type($res)` to the format, or make it inferable (a single-type constraint, `AllTypesMatch` with a printed type, or result-type inference)",
                        ),
                    ),
                ],
            ),
            (
                GOOD.replace("$body", "custom<B>(ref($body)) $body"),
                vec![e(
                    66,
                    71,
                    "`ref($body)` refers to `$body` before it is printed",
                    Some("print `$body` earlier in the format"),
                )],
            ),
            (
                GOOD.replace(
                    "$lhs `,` $rhs `[` $vars `]` ($opt^ `:` type($opt))?",
                    "operands `x` $lhs `:` type($opt)",
                ),
                vec![
                    e(
                        13,
                        17,
                        "operand `lhs` is already printed by `operands`",
                        Some("remove `$lhs` or `operands`"),
                    ),
                    e(
                        0,
                        8,
                        "`operands` reads all operands as one list, so the parser cannot tell how many of them each of the variable-length groups `vars`, `opt` gets",
                        Some(
                            "print the operand groups one by one, or add the trait `SameVariadicOperandSize`",
                        ),
                    ),
                ],
            ),
            (
                GOOD.replace("type($lhs)", "type($count)"),
                vec![
                    e(
                        83,
                        89,
                        "`type($count)` needs an operand or a result, but `count` is an attribute",
                        Some("only operands and results have types to print"),
                    ),
                    e(
                        0,
                        whole(GOOD) + 2,
                        "type of operand `lhs` is neither printed nor inferable",
                        Some(
                            "add `type($lhs)` to the format, or make it inferable (a single-type constraint such as `I32`, or `AllTypesMatch` with a printed type)",
                        ),
                    ),
                ],
            ),
            (
                GOOD.replace("attr-dict", "attr-dict attr-dict"),
                vec![e(
                    74,
                    83,
                    "`attr-dict` appears twice",
                    Some("remove this one"),
                )],
            ),
        ];
        for (text, expected) in table {
            assert_eq!(check(&text, &shape()), expected, "{text}");
        }
    }

    #[test]
    fn types_are_inferred_from_equalities_derivations_and_buildability() {
        let text = "$lhs `,` $rhs `[` $vars `]` ($opt^)? $body $dest attr-dict `:` type($lhs)";
        let mut s = shape();
        let errors = check(text, &s);
        assert_eq!(errors.len(), 4, "{errors:?}");
        s.equal_types = vec![vec!["lhs".into(), "rhs".into(), "res".into()]];
        s.derived_types = vec![("vars".into(), "rhs".into())];
        s.operands[3].buildable_type = true;
        assert_eq!(check(text, &s), Vec::<Found>::new());
        let mut s = shape();
        s.infers_result_types = true;
        let messages: Vec<String> = check(text, &s).into_iter().map(|f| f.2).collect();
        assert!(
            !messages.iter().any(|m| m.contains("result `res`")),
            "{messages:?}"
        );
    }

    #[test]
    fn directives_cover_whole_lists() {
        let text = "operands attr-dict `:` functional-type(operands, results) regions successors";
        let mut same_size = shape();
        same_size.operands_same_size = true;
        assert_eq!(check(text, &same_size), Vec::<Found>::new());
        let twice = "operands attr-dict `:` functional-type(operands, results) type($lhs) regions successors";
        assert_eq!(
            check(twice, &same_size),
            vec![e(
                63,
                67,
                "type of `lhs` is already printed by `type(operands)`",
                Some("remove `type($lhs)` or `type(operands)`")
            )]
        );
    }

    #[test]
    fn ambiguities_and_group_rules_are_reported() {
        let mut s = shape();
        s.untyped_attrs = vec!["flag".into()];
        let base = "$lhs `,` $rhs `[` $vars `]` ($opt^ `:` type($opt))? $body $dest";
        let types = "`:` type($lhs) `,` type($rhs) `,` type($vars) `->` type($res)";
        // (format, the piece an error points at, message, help)
        let table: Vec<(String, &str, &str, &str)> = vec![
            (
                format!("{base} ($flag^)? attr-dict {types}"),
                "`:` type($lhs)",
                "format ambiguity: this `:` could be read as the type of attribute `flag`, whose constraint fixes no type",
                "give the attribute a constraint with a fixed type (like `I64Attr`), or separate them with another literal",
            ),
            (
                format!(
                    "$lhs `,` $rhs `[` $vars `]` ($opt^ `:` type($opt))? $dest attr-dict $body {types}"
                ),
                "$body",
                "format ambiguity: region `$body` follows `attr-dict`, and both start with `{`",
                "write `attr-dict-with-keyword`, which starts with the keyword `attributes`",
            ),
            (
                format!("{base} oilist(`a` $flag) `a` attr-dict {types}"),
                ") `a`",
                "format ambiguity: `a` also starts a clause of the `oilist` right before it",
                "use another keyword, or put another literal between them",
            ),
            (
                format!("{base} (custom<X>(ref($lhs)) `k` $flag^ `end`)? attr-dict {types}"),
                "custom<X>(ref($lhs))",
                "`custom<X>` starts an optional group but reads no variable, so the parser cannot tell whether the group is there",
                "give it a variable to read (the group is there when it reads one), or start the group with a literal",
            ),
        ];
        for (text, piece, message, help) in table {
            let start = text.find(piece).expect("the piece is in the format") as u32;
            // `) `a``: the error is at the literal, after the `) `.
            let (start, len) = if piece == ") `a`" {
                (start + 2, 3)
            } else if piece.starts_with('`') {
                (start, 3)
            } else {
                (start, piece.len() as u32)
            };
            assert_eq!(
                check(&text, &s),
                vec![e(start, start + len, message, Some(help))],
                "{text}"
            );
        }
        // Without a module for the custom directives.
        s.custom_directives = false;
        let text = format!("{base} custom<Flag>($flag) attr-dict {types}");
        let start = text.find("custom").expect("a custom directive") as u32;
        assert_eq!(
            check(&text, &s),
            vec![e(
                start,
                start + "custom<Flag>($flag)".len() as u32,
                "`custom<Flag>` needs the Rust module of its functions `parse_flag` and `print_flag`",
                Some(
                    "name the module with `custom_directives = \"crate::path\"` in `[dialect]` or in the op",
                ),
            )]
        );
        assert_eq!(
            parse_errors("(`a` $x^) : () ? attr-dict"),
            vec![e(
                0,
                16,
                "the else branch of an optional group is empty",
                Some("remove `:()`, or put in it what is printed when the anchor is absent"),
            )]
        );
    }

    #[test]
    fn else_branches_variadic_successors_and_functional_types_anchor_groups() {
        let mut s = shape();
        s.successors[0].variadic = true;
        s.results[0].variadicity = Variadicity::Optional;
        let text = "$lhs `,` $rhs `[` $vars `]` (`none`):(`some` $opt^ `:` type($opt))? $body ($dest^ `x`)? attr-dict (`:` functional-type($res, $vars)^)? `:` type($lhs) `,` type($rhs)";
        assert_eq!(check(text, &s), Vec::<Found>::new());
    }

    #[test]
    fn custom_directives_print_their_arguments() {
        let text = "$lhs `,` $rhs custom<Rest>($vars, type($vars), $opt, type($opt), $body, $dest, attr-dict) `:` type($lhs) `,` type($rhs) `->` type($res)";
        assert_eq!(check(text, &shape()), Vec::<Found>::new());
    }
}
