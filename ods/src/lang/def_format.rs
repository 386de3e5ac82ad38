//! The declarative format of type and attribute definitions (MLIR's `assemblyFormat` of
//! `AttrDef`/`TypeDef`): a pest parser producing a [`DefFormat`] whose variables are resolved
//! to parameter indices, and the checks MLIR makes of such a format: every parameter exists
//! and appears at most once, every required one appears, optional groups have one anchor and
//! hold only optional parameters, a `struct` with optional parameters is not followed by a
//! `` `,` ``, `ref($x)` appears only in a `custom<Name>(...)` directive and names a parameter
//! bound before that directive.
//!
//! Literals follow the op format's rules ([`Literal`]). The generator walks the checked tree
//! to emit the parser and printer; this module writes no Rust.

use pest::Parser as _;
use pest::iterators::Pair;

use super::format::{Literal, is_keyword};
use super::{Nesting, check_nesting, pair_span, syntax_error};
use crate::diag::{Span, SpecDiagnostic, did_you_mean};

mod grammar {
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "lang/def_format.pest"]
    pub(super) struct DefFormatParser;
}
use grammar::{DefFormatParser, Rule};

/// A checked format of a type or attribute definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefFormat {
    /// The top-level elements, in order.
    pub elements: Vec<DefElement>,
    /// The parameters written `qualified($x)`, and where: a type or attribute definition
    /// among them prints in full rather than stripped of its `!dialect.mnemonic`.
    pub qualified: Vec<(usize, Span)>,
    /// The whole format string.
    pub span: Span,
}

/// One element of a definition's format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefElement {
    /// What it is.
    pub kind: DefElementKind,
    /// Where it is written (without a trailing `^`).
    pub span: Span,
}

impl DefElement {
    /// The elements of an optional group, both parts; none for other elements.
    pub fn nested(&self) -> impl Iterator<Item = &DefElement> {
        let (then, otherwise): (&[DefElement], &[DefElement]) = match &self.kind {
            DefElementKind::Optional {
                then_elements,
                else_elements,
                ..
            } => (then_elements, else_elements),
            _ => (&[], &[]),
        };
        then.iter().chain(otherwise)
    }
}

/// The kinds of elements of a definition's format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefElementKind {
    /// A backtick literal.
    Literal(Literal),
    /// `$name` or `qualified($name)`: the parameter of this index (which of the two is in
    /// [`DefFormat::qualified`]).
    Param(usize),
    /// `params`: every parameter, separated by commas.
    Params(Vec<usize>),
    /// `struct(params)` or `struct($a, $b)`: `name = value` entries separated by commas, read
    /// in any order.
    Struct(Vec<usize>),
    /// `custom<Name>(args)`: Rust functions of the dialect's `custom_directives` module read
    /// and write the arguments.
    Custom {
        /// The directive's name (`Name`).
        name: String,
        /// The arguments, in order.
        args: Vec<DefCustomArg>,
    },
    /// `(...)?` or `(...) : (...)?`.
    Optional {
        /// Printed when the anchor is present.
        then_elements: Vec<DefElement>,
        /// Printed when it is absent (literals only).
        else_elements: Vec<DefElement>,
        /// The parameters whose presence decides the group (the anchor's).
        anchor: Vec<usize>,
    },
}

/// An argument of a `custom<Name>(...)` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefCustomArg {
    /// `$x` or `qualified($x)`: the directive reads and writes the parameter of this index.
    Param(usize),
    /// `ref($x)`: the parameter of this index, read before, passed for reference.
    Ref(usize),
    /// `"rust expression"`: Rust code passed as it is, `$_ctxt` standing for the context.
    Expr {
        /// The code.
        text: String,
        /// Where it is written.
        span: Span,
    },
}

/// What the format check needs to know of one parameter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FormatParam<'a> {
    /// Its name.
    pub name: &'a str,
    /// Whether it may be left out of the text: optional, or with a default.
    pub optional: bool,
    /// Whether it is an array, whose elements are separated by commas.
    pub array: bool,
}

/// Formats of parameters nest in optional groups and directive arguments; the string
/// arguments of `custom` are Rust code, whose brackets count too (they hold no quotes).
const NESTING: Nesting = Nesting {
    what: "format",
    quotes: &['`'],
    brackets: "optional groups and directives",
    advice: "write the format with fewer nested groups",
};

/// Parses and checks the format `text` (its contents at `span`) of definition `def` whose
/// parameters are `params`, returning every problem found.
pub fn parse_def_format(
    text: &str,
    span: Span,
    def: &str,
    params: &[FormatParam<'_>],
) -> Result<DefFormat, Vec<SpecDiagnostic>> {
    check_nesting(text, span, &NESTING).map_err(|e| vec![e])?;
    let top = DefFormatParser::parse(Rule::def_format, text)
        .map_err(|e| vec![syntax_error(&e, text, span, describe_rule)])?
        .next();
    let mut b = Builder {
        base: span,
        def,
        params,
        seen: vec![None; params.len()],
        qualified: Vec::new(),
        errors: Vec::new(),
    };
    let elements: Vec<DefElement> = top
        .map(|t| {
            t.into_inner()
                .filter(|p| p.as_rule() == Rule::element)
                .filter_map(|p| b.element(p, false))
                .collect()
        })
        .unwrap_or_default();
    if b.errors.is_empty() {
        b.complete(span);
        b.struct_then_comma(&elements);
        b.same_leading_literal(&elements);
    }
    if b.errors.is_empty() {
        Ok(DefFormat {
            elements,
            qualified: b.qualified,
            span,
        })
    } else {
        Err(b.errors)
    }
}

fn describe_rule(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::element | Rule::optional_group => "a format element",
        Rule::literal => "a literal",
        Rule::variable => "a variable",
        Rule::params => "`params`",
        Rule::custom_arg | Rule::rust_expr => "a `custom` argument",
        Rule::identifier => "a name",
        Rule::anchor => "`^`",
        Rule::EOI => "end of input",
        _ => return None,
    })
}

struct Builder<'a> {
    base: Span,
    def: &'a str,
    params: &'a [FormatParam<'a>],
    /// Where each parameter was bound, once it is.
    seen: Vec<Option<Span>>,
    /// The parameters written under `qualified`.
    qualified: Vec<(usize, Span)>,
    errors: Vec<SpecDiagnostic>,
}

impl Builder<'_> {
    fn error(&mut self, span: Span, message: impl Into<String>, help: Option<String>) {
        let mut d = SpecDiagnostic::error(span, message);
        if let Some(h) = help {
            d = d.with_help(h);
        }
        self.errors.push(d);
    }

    /// A top-level element: a `^` is only meaningful inside an optional group.
    fn element(&mut self, pair: Pair<'_, Rule>, in_group: bool) -> Option<DefElement> {
        let (element, anchor) = self.anchored(pair, in_group)?;
        if let Some(anchor) = anchor {
            self.error(
                anchor,
                "`^` marks the anchor of an optional group, outside of one",
                Some("remove the `^`, or put the element in `( ... )?`".into()),
            );
        }
        Some(element)
    }

    /// One element and the span of its `^`, if any.
    fn anchored(
        &mut self,
        pair: Pair<'_, Rule>,
        in_group: bool,
    ) -> Option<(DefElement, Option<Span>)> {
        let mut inner = pair.into_inner();
        let item = inner.next()?;
        let anchor = inner.next().map(|a| pair_span(self.base, &a));
        let span = pair_span(self.base, &item);
        let kind = match item.as_rule() {
            Rule::literal => DefElementKind::Literal(self.literal(&item, span)?),
            Rule::variable => DefElementKind::Param(self.variable(&item, span)?),
            Rule::qualified_call => {
                let var = item.into_inner().find(|p| p.as_rule() == Rule::variable)?;
                let var_span = pair_span(self.base, &var);
                let index = self.variable(&var, var_span)?;
                self.qualified.push((index, span));
                DefElementKind::Param(index)
            }
            Rule::params => {
                let indices = self.all_params(span)?;
                self.array_last(&indices, span, "params");
                DefElementKind::Params(indices)
            }
            Rule::struct_call => {
                let mut indices = Vec::new();
                for arg in item.into_inner() {
                    let arg_span = pair_span(self.base, &arg);
                    match arg.as_rule() {
                        Rule::params => indices.extend(self.all_params(arg_span)?),
                        Rule::variable => indices.push(self.variable(&arg, arg_span)?),
                        _ => {}
                    }
                }
                self.array_last(&indices, span, "struct(...)");
                DefElementKind::Struct(indices)
            }
            Rule::optional_group => {
                if in_group {
                    self.error(
                        span,
                        "optional groups do not nest",
                        Some("write the inner group beside the outer one".into()),
                    );
                    return None;
                }
                self.group(item, span)?
            }
            Rule::unknown_word => {
                self.unknown_word(item.as_str(), span);
                return None;
            }
            Rule::custom_call => self.custom(item)?,
            Rule::ref_call => {
                self.error(
                    span,
                    "`ref` is only allowed inside a `custom` directive",
                    Some("pass it to a `custom<Name>(...)` directive, or remove it".into()),
                );
                return None;
            }
            _ => return None,
        };
        Some((DefElement { kind, span }, anchor))
    }

    /// `custom<Name>(args)`: the parameters it binds, and those it refers to, bound before it.
    fn custom(&mut self, item: Pair<'_, Rule>) -> Option<DefElementKind> {
        let mut parts = item.into_inner().filter(|p| p.as_rule() != Rule::custom_kw);
        let name = parts.next()?.as_str().to_string();
        let mut args = Vec::new();
        let mut refs = Vec::new();
        let mut ok = true;
        for arg in parts {
            let arg_span = pair_span(self.base, &arg);
            match arg.as_rule() {
                // The directive writes the parameter itself: `qualified` changes nothing.
                Rule::variable | Rule::qualified_call => {
                    let (var, var_span) = self.variable_of(arg)?;
                    match self.variable(&var, var_span) {
                        Some(index) => args.push(DefCustomArg::Param(index)),
                        None => ok = false,
                    }
                }
                Rule::ref_call => {
                    let (var, var_span) = self.variable_of(arg)?;
                    match self.lookup(&var, var_span) {
                        Some(index) => {
                            refs.push((index, var_span));
                            args.push(DefCustomArg::Ref(index));
                        }
                        None => ok = false,
                    }
                }
                Rule::rust_expr => {
                    let text = arg.as_str();
                    args.push(DefCustomArg::Expr {
                        text: text[1..text.len() - 1].to_string(),
                        span: arg_span,
                    });
                }
                _ => {}
            }
        }
        for (index, span) in refs {
            let bound_here = args.contains(&DefCustomArg::Param(index));
            if bound_here || self.seen[index].is_none() {
                let name = self.params[index].name;
                self.error(
                    span,
                    format!("`ref(${name})` names a parameter not read before this directive"),
                    Some(format!(
                        "write `${name}` before the `custom` directive: `ref` passes what was read"
                    )),
                );
                ok = false;
            }
        }
        ok.then_some(DefElementKind::Custom { name, args })
    }

    /// The `$x` of `$x`, `qualified($x)` or `ref($x)`, with its span.
    fn variable_of<'i>(&self, pair: Pair<'i, Rule>) -> Option<(Pair<'i, Rule>, Span)> {
        let var = if pair.as_rule() == Rule::variable {
            pair
        } else {
            pair.into_inner().find(|p| p.as_rule() == Rule::variable)?
        };
        let span = pair_span(self.base, &var);
        Some((var, span))
    }

    fn literal(&mut self, item: &Pair<'_, Rule>, span: Span) -> Option<Literal> {
        let body = item.as_str();
        let body = &body[1..body.len() - 1];
        let literal = match body {
            "" => Literal::Empty,
            " " => Literal::Space,
            "\\n" | "\n" => Literal::Newline,
            "->" | "..." => Literal::Punctuation(body.to_string()),
            _ if body.len() == 1 && ":,=<>()[]{}?+*-|".contains(body) => {
                Literal::Punctuation(body.to_string())
            }
            _ if is_keyword(body) => Literal::Keyword(body.to_string()),
            _ => {
                self.error(
                    span,
                    format!("`{body}` is not a valid literal"),
                    Some(
                        "a literal is a keyword (a letter or `_`, then letters, digits, `_`, `$` \
                         or `.`), one of `: , = < > ( ) [ ] { } -> ... ? + * - |`, a space or `\\n`"
                            .into(),
                    ),
                );
                return None;
            }
        };
        Some(literal)
    }

    /// The parameter `$name` names, bound here.
    fn variable(&mut self, item: &Pair<'_, Rule>, span: Span) -> Option<usize> {
        let index = self.lookup(item, span)?;
        self.bind(index, span).then_some(index)
    }

    /// The index of the parameter `$name` names; an error when there is none.
    fn lookup(&mut self, item: &Pair<'_, Rule>, span: Span) -> Option<usize> {
        let name = item.as_str().trim_start_matches('$');
        let Some(index) = self.params.iter().position(|p| p.name == name) else {
            let names = self.params.iter().map(|p| p.name);
            let help = match did_you_mean(name, names.clone()) {
                Some(close) => format!("did you mean `${close}`?"),
                None if self.params.is_empty() => format!("`{}` has no parameters", self.def),
                None => {
                    let all: Vec<String> = names.map(|n| format!("`${n}`")).collect();
                    format!("the parameters are {}", all.join(", "))
                }
            };
            self.error(
                span,
                format!("`{name}` is not a parameter of `{}`", self.def),
                Some(help),
            );
            return None;
        };
        Some(index)
    }

    /// Every parameter, bound here by `params` at `span`.
    fn all_params(&mut self, span: Span) -> Option<Vec<usize>> {
        let mut ok = true;
        for index in 0..self.params.len() {
            ok &= self.bind(index, span);
        }
        ok.then(|| (0..self.params.len()).collect())
    }

    /// Reports an array parameter before the last of a comma-separated directive: its parser
    /// reads elements as long as commas follow, so it would take the next entry.
    fn array_last(&mut self, indices: &[usize], span: Span, directive: &str) {
        let Some((_, before_last)) = indices.split_last() else {
            return;
        };
        if let Some(&i) = before_last.iter().find(|&&i| self.params[i].array) {
            self.error(
                span,
                format!(
                    "array parameter `{}` is not the last of `{directive}`",
                    self.params[i].name
                ),
                Some(
                    "its elements are read as long as commas follow: make it the last parameter"
                        .into(),
                ),
            );
        }
    }

    /// Records that parameter `index` is printed at `span`; reports a second time.
    fn bind(&mut self, index: usize, span: Span) -> bool {
        match self.seen[index] {
            None => {
                self.seen[index] = Some(span);
                true
            }
            Some(_) => {
                self.error(
                    span,
                    format!(
                        "parameter `{}` appears twice in the format",
                        self.params[index].name
                    ),
                    Some("print each parameter once (`params` and `struct(params)` print all of them)".into()),
                );
                false
            }
        }
    }

    fn group(&mut self, item: Pair<'_, Rule>, span: Span) -> Option<DefElementKind> {
        let mut then_elements = Vec::new();
        let mut else_elements = Vec::new();
        let mut anchors: Vec<(usize, Span)> = Vec::new();
        let mut ok = true;
        for part in item.into_inner() {
            let is_then = part.as_rule() == Rule::then_group;
            for p in part.into_inner() {
                let Some((element, anchor)) = self.anchored(p, true) else {
                    ok = false;
                    continue;
                };
                if let Some(anchor) = anchor {
                    anchors.push((then_elements.len(), anchor));
                    if !is_then {
                        self.error(
                            anchor,
                            "the anchor of an optional group is in its first part",
                            Some("move the `^` before the `:`".into()),
                        );
                        ok = false;
                    }
                }
                if is_then {
                    then_elements.push(element);
                } else {
                    else_elements.push(element);
                }
            }
        }
        if !ok {
            return None;
        }
        // Parameters in the group may be absent: they must be optional (MLIR's rule).
        for element in &then_elements {
            for index in params_of(element) {
                if !self.params[index].optional {
                    self.error(
                        element.span,
                        format!(
                            "parameter `{}` is in an optional group but is not optional",
                            self.params[index].name
                        ),
                        Some(
                            "give it `optional = true` or a `default`, or move it out of the group"
                                .into(),
                        ),
                    );
                    ok = false;
                }
            }
        }
        for element in &else_elements {
            if !matches!(element.kind, DefElementKind::Literal(_)) {
                self.error(
                    element.span,
                    "the second part of an optional group holds literals only",
                    Some("print parameters in the first part".into()),
                );
                ok = false;
            }
        }
        let anchor = match anchors.as_slice() {
            [] => {
                self.error(
                    span,
                    "optional group has no anchor",
                    Some(
                        "mark the parameter whose presence decides the group with `^`, e.g. `$x^`"
                            .into(),
                    ),
                );
                return None;
            }
            [(index, anchor_span)] => {
                let params = params_of(&then_elements[*index]);
                if params.is_empty() {
                    self.error(
                        *anchor_span,
                        "the anchor of an optional group must be a parameter, `params` or `struct`",
                        Some("put the `^` after an optional parameter".into()),
                    );
                    return None;
                }
                params
            }
            [_, (_, second), ..] => {
                self.error(
                    *second,
                    "optional group has more than one anchor",
                    Some("keep exactly one `^`".into()),
                );
                return None;
            }
        };
        let first = then_elements.iter().find(|e| {
            !matches!(
                e.kind,
                DefElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty)
            )
        });
        match first.map(|e| &e.kind) {
            Some(
                DefElementKind::Literal(_) | DefElementKind::Param(_) | DefElementKind::Struct(_),
            ) => {}
            Some(_) => {
                let at = first.map_or(span, |e| e.span);
                self.error(
                    at,
                    "the first element of an optional group must be a literal, a parameter or `struct`",
                    Some("the parser decides whether the group is present by trying its first element".into()),
                );
                ok = false;
            }
            None => {
                self.error(span, "optional group has nothing to print", None);
                ok = false;
            }
        }
        ok.then_some(DefElementKind::Optional {
            then_elements,
            else_elements,
            anchor,
        })
    }

    fn unknown_word(&mut self, word: &str, span: Span) {
        let (message, help) = match word {
            "struct" | "qualified" => (
                format!("`{word}` needs arguments"),
                format!("write `{word}($x)`"),
            ),
            "custom" => (
                "`custom` needs a name and arguments".to_string(),
                "write `custom<Name>($x, ref($y))`".to_string(),
            ),
            "ref" => (
                "`ref` needs a parameter".to_string(),
                "write `ref($x)` inside a `custom` directive".to_string(),
            ),
            _ => (
                format!("unknown directive `{word}`"),
                match did_you_mean(word, ["params", "struct", "qualified", "custom"]) {
                    Some(d) => format!("did you mean `{d}`?"),
                    None => format!("a keyword is written as a literal: `` `{word}` ``"),
                },
            ),
        };
        self.error(span, message, Some(help));
    }

    /// Reports the required parameters the format never prints.
    fn complete(&mut self, span: Span) {
        let missing: Vec<&str> = self
            .params
            .iter()
            .zip(&self.seen)
            .filter(|(p, seen)| !p.optional && seen.is_none())
            .map(|(p, _)| p.name)
            .collect();
        for name in missing {
            self.error(
                span,
                format!("the format does not print parameter `{name}`"),
                Some(format!(
                    "add `${name}` (a required parameter must appear), or make it optional"
                )),
            );
        }
    }

    /// An optional group followed by an element starting with the same literal: when the group is
    /// absent, its parser takes the literal of what follows and then fails.
    fn same_leading_literal(&mut self, elements: &[DefElement]) {
        for pair in elements.windows(2) {
            if let (DefElementKind::Optional { .. }, Some(first), Some(next)) = (
                &pair[0].kind,
                leading_literal(&pair[0]),
                leading_literal(&pair[1]),
            ) && first == next
            {
                let text = match first {
                    Literal::Keyword(t) | Literal::Punctuation(t) => t.as_str(),
                    _ => "",
                };
                self.error(
                    pair[1].span,
                    format!(
                        "this element starts with `{text}` like the optional group before it, whose parser would take it"
                    ),
                    Some("start the optional group with another literal, or with its anchor".into()),
                );
            }
        }
    }

    /// MLIR's rule: a `struct` with optional parameters cannot be followed by `` `,` ``, which
    /// its parser would take for another entry.
    fn struct_then_comma(&mut self, elements: &[DefElement]) {
        for pair in elements.windows(2) {
            if let (
                DefElementKind::Struct(indices),
                DefElementKind::Literal(Literal::Punctuation(p)),
            ) = (&pair[0].kind, &pair[1].kind)
                && p == ","
                && indices.iter().any(|&i| self.params[i].optional)
            {
                self.error(
                    pair[1].span,
                    "a `struct` with optional parameters cannot be followed by `` `,` ``",
                    Some("its parser would read the `,` as the start of another entry; use another separator".into()),
                );
            }
        }
    }
}

/// The literal an element's parser tests first, if it starts with one.
fn leading_literal(element: &DefElement) -> Option<&Literal> {
    match &element.kind {
        DefElementKind::Literal(l @ (Literal::Keyword(_) | Literal::Punctuation(_))) => Some(l),
        DefElementKind::Optional { then_elements, .. } => then_elements
            .iter()
            .find(|e| {
                !matches!(
                    e.kind,
                    DefElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty)
                )
            })
            .and_then(leading_literal),
        _ => None,
    }
}

/// The parameters an element prints.
pub fn params_of(element: &DefElement) -> Vec<usize> {
    match &element.kind {
        DefElementKind::Param(i) => vec![*i],
        DefElementKind::Params(indices) | DefElementKind::Struct(indices) => indices.clone(),
        DefElementKind::Optional { then_elements, .. } => {
            then_elements.iter().flat_map(params_of).collect()
        }
        DefElementKind::Custom { args, .. } => args
            .iter()
            .filter_map(|a| match a {
                DefCustomArg::Param(i) => Some(*i),
                _ => None,
            })
            .collect(),
        DefElementKind::Literal(_) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PARAMS: &[FormatParam<'static>] = &[
        FormatParam {
            name: "width",
            optional: false,
            array: false,
        },
        FormatParam {
            name: "signed",
            optional: true,
            array: false,
        },
        FormatParam {
            name: "bounds",
            optional: true,
            array: true,
        },
    ];

    fn parse(text: &str) -> Result<DefFormat, Vec<String>> {
        parse_def_format(text, Span::new(0, 0, text.len()), "Bounded", PARAMS)
            .map_err(|e| e.into_iter().map(|d| d.message).collect())
    }

    #[test]
    fn a_format_resolves_parameters_and_anchors() {
        let format =
            parse("`<` $width (`,` $signed^)? (`bounds` `=` `[` $bounds^ `]`)? `>`").unwrap();
        assert_eq!(format.elements.len(), 5);
        assert_eq!(format.elements[1].kind, DefElementKind::Param(0));
        match &format.elements[2].kind {
            DefElementKind::Optional {
                anchor,
                then_elements,
                ..
            } => {
                assert_eq!(anchor, &vec![1]);
                assert_eq!(then_elements.len(), 2);
            }
            other => panic!("{other:?}"),
        }
        let structured = parse("`<` struct(params) `>`").unwrap();
        assert_eq!(
            structured.elements[1].kind,
            DefElementKind::Struct(vec![0, 1, 2])
        );
        let listed = parse("`<` struct($width, $bounds) (`:` qualified($signed)^)? `>`").unwrap();
        assert_eq!(listed.elements[1].kind, DefElementKind::Struct(vec![0, 2]));
        assert_eq!(
            listed.qualified.iter().map(|q| q.0).collect::<Vec<_>>(),
            vec![1]
        );
        assert!(structured.qualified.is_empty());
        assert_eq!(
            parse("`<` struct($bounds, $width) `>`").unwrap_err(),
            ["array parameter `bounds` is not the last of `struct(...)`"]
        );
        assert!(parse("params").is_ok());
        let custom = parse(r#"$width custom<Bounds>(qualified($bounds), ref($width), "1 + 1") (`,` custom<S>($signed)^)?"#)
            .unwrap();
        assert_eq!(
            custom.elements[1].kind,
            DefElementKind::Custom {
                name: "Bounds".into(),
                args: vec![
                    DefCustomArg::Param(2),
                    DefCustomArg::Ref(0),
                    DefCustomArg::Expr {
                        text: "1 + 1".into(),
                        span: Span::new(0, 55, 62)
                    }
                ]
            }
        );
        assert!(custom.qualified.is_empty());
        match &custom.elements[2].kind {
            DefElementKind::Optional { anchor, .. } => assert_eq!(anchor, &vec![1]),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn mlir_s_rules_are_checked() {
        assert_eq!(
            parse("`<` $widht `>`").unwrap_err(),
            ["`widht` is not a parameter of `Bounded`"]
        );
        assert_eq!(
            parse("$width $width").unwrap_err(),
            ["parameter `width` appears twice in the format"]
        );
        assert_eq!(
            parse("`<` $signed `>`").unwrap_err(),
            ["the format does not print parameter `width`"]
        );
        assert_eq!(
            parse("(`<` $width^ `>`)?").unwrap_err(),
            ["parameter `width` is in an optional group but is not optional"]
        );
        assert_eq!(
            parse("$width (`,` $signed)?").unwrap_err(),
            ["optional group has no anchor"]
        );
        assert_eq!(
            parse("$width (`,`^ $signed)?").unwrap_err(),
            ["the anchor of an optional group must be a parameter, `params` or `struct`"]
        );
        assert_eq!(
            parse("$width^").unwrap_err(),
            ["`^` marks the anchor of an optional group, outside of one"]
        );
        assert_eq!(
            parse("struct($width, $signed) `,` $bounds").unwrap_err(),
            ["a `struct` with optional parameters cannot be followed by `` `,` ``"]
        );
        assert_eq!(
            parse("$width ref($signed)").unwrap_err(),
            ["`ref` is only allowed inside a `custom` directive"]
        );
        assert_eq!(
            parse("custom<X>($signed, ref($width)) $width").unwrap_err(),
            ["`ref($width)` names a parameter not read before this directive"]
        );
        assert_eq!(
            parse("custom<X>($width, ref($width))").unwrap_err(),
            ["`ref($width)` names a parameter not read before this directive"]
        );
        assert_eq!(
            parse("$width custom<X>($width)").unwrap_err(),
            ["parameter `width` appears twice in the format"]
        );
        assert_eq!(
            parse("$width custom").unwrap_err(),
            ["`custom` needs a name and arguments"]
        );
        assert_eq!(
            parse("$width (custom<X>($signed)^)?").unwrap_err(),
            ["the first element of an optional group must be a literal, a parameter or `struct`"]
        );
        assert_eq!(
            parse("$width `%`").unwrap_err(),
            ["`%` is not a valid literal"]
        );
        assert_eq!(
            parse("$width strct").unwrap_err(),
            ["unknown directive `strct`"]
        );
        assert_eq!(
            parse("$width (`,` $signed^ (`x` $bounds^)?)?").unwrap_err(),
            ["optional groups do not nest"]
        );
        assert_eq!(
            parse("$width (`,` $signed^) : ($bounds)?").unwrap_err(),
            ["the second part of an optional group holds literals only"]
        );
        assert_eq!(
            parse("$width (`,` $signed^)? (`,` $bounds^)?").unwrap_err(),
            [
                "this element starts with `,` like the optional group before it, whose parser would take it"
            ]
        );
        assert!(parse("$width (`,` $signed^)? (`:` $bounds^)?").is_ok());
    }
}
