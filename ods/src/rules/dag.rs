//! The DAG language of rewrite rules, parsed with pest into a typed tree whose every node
//! carries the [`Span`] of its text in the rules file: op nodes `(rt.neg:$n $x)`, directives
//! `(either $a, $b)`, native calls `(crate::f $x)`, constraints `I32:$x`, references `$d.rem`
//! and `$xs...`, lists `[$a, $rest...]`, regions `{^($i) (rt.yield $i)}:$body` and strings.
//!
//! This module knows the syntax only. Whether a head names an op, what each argument position
//! holds and whether a name is bound are the rule checks' business (`rules/source.rs`,
//! `rules/result.rs`); constraint texts are handed to [`crate::lang::constraint`].

use pest::Parser;
use pest::iterators::Pair;

use crate::diag::{Span, SpecDiagnostic};
use crate::lang::constraint::{Constraint, parse_constraint};
use crate::lang::{Nesting, check_nesting, pair_span, syntax_error, unescape};

mod grammar {
    //! The generated pest parser (its `Rule` enum is generated, hence undocumented).
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "rules/dag.pest"]
    pub(super) struct DagParser;
}
use grammar::{DagParser, Rule};

/// The directives a node head may name, beside ops, Rust paths and constraints.
pub const DIRECTIVES: &[&str] = &[
    "either",
    "location",
    "returnType",
    "replaceWithValue",
    "attr",
    "type",
    "inline",
    "hasOneUse",
    "sameType",
];

/// One item of a DAG with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// What it is.
    pub kind: ItemKind,
    /// Its whole text.
    pub span: Span,
}

/// The kinds of items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// `(head:binding args...)`.
    Node(Node),
    /// `{^(args) statements...}:$name`.
    Region(RegionItem),
    /// `[items...]:$name`.
    List(ListItem),
    /// `"text"`, escapes decoded.
    Str(String),
    /// `_` or `$_`: anything, not bound (or an absent optional part in a result).
    Ignore,
    /// `$name`, `$name.field`, `$name__N`, with `...` when spliced.
    Ref(Reference),
    /// `Constraint`, `Constraint:$name` or `Constraint:_`.
    Constrained {
        /// The parsed constraint.
        constraint: Constraint,
        /// The name it binds, if any.
        bind: Option<Name>,
    },
}

/// A name after `$`, without the `$`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    /// The identifier.
    pub text: String,
    /// Its span, `$` included.
    pub span: Span,
}

/// A reference to a bound name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// The name.
    pub name: Name,
    /// `.rem`, `.1` or `__1`: one result (or output) of what the name binds.
    pub field: Option<Field>,
    /// Written with `...`: the values of a group spliced into a list.
    pub splice: bool,
}

/// A field of a reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The field.
    pub kind: FieldKind,
    /// Its text.
    pub span: Span,
}

/// By index or by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// `.1` or `__1`.
    Index(usize),
    /// `.rem`.
    Name(String),
}

/// An op node, directive, native call or constraint application.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// What the node applies.
    pub head: Head,
    /// `:$name` or `:[$a, $b]` after the head.
    pub binding: Option<Binding>,
    /// `.rem` or `.1` after a `:$name` binding: in a source pattern, which result of this
    /// nested op the enclosing operand is (any result when absent).
    pub feeds: Option<Field>,
    /// The arguments, in order.
    pub args: Vec<Item>,
}

/// The head of a node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Head {
    /// An op by full name (`rt.neg`).
    Op(Name),
    /// A Rust function by path (`crate::native::split`).
    Rust(Name),
    /// A directive (one of [`DIRECTIVES`]).
    Directive(Name),
    /// A constraint applied to bound names (`(F32 $x)` in `constraints`).
    Constraint(Constraint),
}

impl Head {
    /// The span of the head's text.
    pub fn span(&self) -> Span {
        match self {
            Head::Op(n) | Head::Rust(n) | Head::Directive(n) => n.span,
            Head::Constraint(c) => c.span(),
        }
    }
}

impl Node {
    /// The one string of a directive taking one (`(attr "0 : i32")`, `(type "f32")`), or the
    /// error at `span` (the node's).
    pub fn string_argument(&self, span: Span) -> Result<String, SpecDiagnostic> {
        match self.args.as_slice() {
            [
                Item {
                    kind: ItemKind::Str(text),
                    ..
                },
            ] => Ok(text.clone()),
            _ => {
                let head = match &self.head {
                    Head::Directive(n) => n.text.clone(),
                    _ => String::new(),
                };
                Err(
                    SpecDiagnostic::error(span, format!("`{head}` takes one string"))
                        .with_help(format!("write `({head} \"...\")` with the textual form")),
                )
            }
        }
    }
}

/// What a node binds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Binding {
    /// `:$name`.
    One(Name),
    /// `:[$a, $b]`: each output of a native call.
    Many(Vec<Name>, Span),
}

/// A region item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionItem {
    /// `^(...)`: the entry block's arguments; `None` when left out (no arguments).
    pub args: Option<Vec<BlockArg>>,
    /// The statements of the entry block, in order; none for an empty region.
    pub body: Vec<Item>,
    /// `:$name` after the braces.
    pub bind: Option<Name>,
}

/// One block argument of a region item: `I32:$i` (match) or `$i: I32` (build).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockArg {
    /// The argument pattern or name.
    pub item: Item,
    /// The type after `:`, in results.
    pub ty: Option<Item>,
    /// The whole argument.
    pub span: Span,
}

/// A list item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListItem {
    /// The elements.
    pub items: Vec<Item>,
    /// `:$name` after the brackets.
    pub bind: Option<Name>,
}

/// DAGs nest in ops `(...)`, lists `[...]`, regions `{...}` and constraint arguments `<...>`.
/// Every bracket counts, in strings and comments too: a quote in a comment or a `#` in
/// constraint arguments would make a scanner that skips them miss real brackets.
const NESTING: Nesting = Nesting {
    what: "DAG",
    quotes: &[],
    brackets: "`(...)`, `[...]`, `{...}` and `<...>`",
    advice: "write the pattern with fewer nested ops, or split it into several rules",
};

/// Parses one DAG. `span` is the span of `text` (the TOML string's contents) in its source;
/// every span of the result and of errors lies inside it.
pub fn parse_dag(text: &str, span: Span) -> Result<Item, SpecDiagnostic> {
    check_nesting(text, span, &NESTING)?;
    let mut pairs = DagParser::parse(Rule::dag_text, text).map_err(|e| {
        let mut d = syntax_error(&e, text, span, describe_rule);
        // Inside the atomic `$name`, pest names no expected rule: say what is missing.
        let at = (d.span.start - span.start) as usize;
        if d.message.starts_with("unexpected") && text[..at.min(text.len())].ends_with('$') {
            d.message = d
                .message
                .replacen("unexpected", "expected a name after `$`, found", 1);
        }
        d
    })?;
    let item = pairs
        .next()
        .and_then(|top| top.into_inner().find(|p| p.as_rule() == Rule::item));
    match item {
        Some(item) => build_item(item, span),
        None => Err(SpecDiagnostic::error(span, "expected a DAG")),
    }
}

fn describe_rule(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::item | Rule::node => "an item",
        Rule::binding | Rule::bind_one => "`:`",
        Rule::variable | Rule::reference => "a `$name`",
        Rule::constraint | Rule::constrained => "a constraint",
        Rule::rust_path | Rule::op_name => "a name",
        Rule::block_args => "`^(`",
        Rule::block_arg => "a block argument",
        Rule::string => "a string",
        Rule::field => "a field",
        Rule::splice => "`...`",
        Rule::close_paren => "`)`",
        Rule::close_bracket => "`]`",
        Rule::close_brace => "`}`",
        Rule::EOI => "end of input",
        _ => return None,
    })
}

fn build_item(pair: Pair<'_, Rule>, base: Span) -> Result<Item, SpecDiagnostic> {
    let span = pair_span(base, &pair);
    let Some(inner) = pair.into_inner().next() else {
        return Err(SpecDiagnostic::error(span, "expected an item"));
    };
    let kind = match inner.as_rule() {
        Rule::node => ItemKind::Node(build_node(inner, base)?),
        Rule::region => ItemKind::Region(build_region(inner, base)?),
        Rule::list => {
            let mut items = Vec::new();
            let mut bind = None;
            for p in inner.into_inner() {
                match p.as_rule() {
                    Rule::item => items.push(build_item(p, base)?),
                    Rule::bind_one => bind = bind_one(p, base),
                    _ => {}
                }
            }
            ItemKind::List(ListItem { items, bind })
        }
        Rule::string => {
            let body = inner.into_inner().next();
            let (text, start) = body
                .as_ref()
                .map_or(("", 0), |b| (b.as_str(), b.as_span().start()));
            ItemKind::Str(unescape(text, start, base)?)
        }
        Rule::ignore => ItemKind::Ignore,
        Rule::reference => ItemKind::Ref(build_reference(inner, base)),
        Rule::constrained => {
            let mut parts = inner.into_inner();
            let Some(text) = parts.next() else {
                return Err(SpecDiagnostic::error(span, "expected a constraint"));
            };
            let constraint = parse_constraint(text.as_str(), pair_span(base, &text))?;
            let bind = parts
                .next()
                .filter(|p| p.as_rule() == Rule::variable)
                .map(|p| name_of(&p, base));
            ItemKind::Constrained { constraint, bind }
        }
        _ => return Err(SpecDiagnostic::error(span, "expected an item")),
    };
    Ok(Item { kind, span })
}

fn build_node(pair: Pair<'_, Rule>, base: Span) -> Result<Node, SpecDiagnostic> {
    let mut parts = pair.into_inner();
    let Some(head) = parts.next() else {
        return Err(SpecDiagnostic::error(base, "expected a node head"));
    };
    let head_span = pair_span(base, &head);
    let head_name = Name {
        text: head.as_str().to_string(),
        span: head_span,
    };
    let head = match head.as_rule() {
        Rule::op_name => Head::Op(head_name),
        Rule::rust_path => Head::Rust(head_name),
        _ if DIRECTIVES.contains(&head.as_str()) => Head::Directive(head_name),
        _ => Head::Constraint(parse_constraint(head.as_str(), head_span)?),
    };
    let mut binding = None;
    let mut feeds = None;
    let mut args = Vec::new();
    for p in parts {
        match p.as_rule() {
            Rule::binding => (binding, feeds) = build_binding(p, base),
            Rule::item => args.push(build_item(p, base)?),
            _ => {}
        }
    }
    Ok(Node {
        head,
        binding,
        feeds,
        args,
    })
}

/// A node's binding, and the result field after it (`:$d.rem`).
fn build_binding(pair: Pair<'_, Rule>, base: Span) -> (Option<Binding>, Option<Field>) {
    let Some(inner) = pair.into_inner().next() else {
        return (None, None);
    };
    if inner.as_rule() == Rule::bound_result {
        let mut parts = inner.into_inner();
        let name = parts.next().map(|v| Binding::One(name_of(&v, base)));
        let field = parts.next().map(|f| field_of(&f, base));
        return (name, field);
    }
    let binding = match inner.as_rule() {
        Rule::variable => Some(Binding::One(name_of(&inner, base))),
        Rule::name_list => {
            let span = pair_span(base, &inner);
            let names = inner.into_inner().map(|p| name_of(&p, base)).collect();
            Some(Binding::Many(names, span))
        }
        _ => None,
    };
    (binding, None)
}

/// The error for a result field after a binding (`:$d.rem`) where no enclosing operand of a
/// source pattern takes the node: anywhere but on a nested op of a source pattern.
pub fn misplaced_feeds(field: &Field) -> SpecDiagnostic {
    SpecDiagnostic::error(
        field.span,
        "a field after a binding says which result of a nested source op feeds its operand",
    )
    .with_help("here nothing takes a result of this node: bind it with `:$name` alone")
}

/// A `.rem` / `.1` field.
fn field_of(p: &Pair<'_, Rule>, base: Span) -> Field {
    let span = pair_span(base, p);
    let text = p.as_str().trim_start_matches('.');
    let kind = match text.parse::<usize>() {
        Ok(index) => FieldKind::Index(index),
        Err(_) => FieldKind::Name(text.to_string()),
    };
    Field { kind, span }
}

fn build_region(pair: Pair<'_, Rule>, base: Span) -> Result<RegionItem, SpecDiagnostic> {
    let mut args = None;
    let mut body = Vec::new();
    let mut bind = None;
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::block_args => {
                let mut list = Vec::new();
                for arg in p.into_inner() {
                    let span = pair_span(base, &arg);
                    let mut parts = arg.into_inner();
                    let Some(item) = parts.next() else { continue };
                    let item = build_item(item, base)?;
                    let ty = parts.next().map(|t| build_item(t, base)).transpose()?;
                    list.push(BlockArg { item, ty, span });
                }
                args = Some(list);
            }
            Rule::item => body.push(build_item(p, base)?),
            Rule::bind_one => bind = bind_one(p, base),
            _ => {}
        }
    }
    Ok(RegionItem { args, body, bind })
}

fn bind_one(pair: Pair<'_, Rule>, base: Span) -> Option<Name> {
    pair.into_inner().next().map(|v| name_of(&v, base))
}

fn build_reference(pair: Pair<'_, Rule>, base: Span) -> Reference {
    let mut name = None;
    let mut field = None;
    let mut splice = false;
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::variable => name = Some(name_of(&p, base)),
            Rule::field => field = Some(field_of(&p, base)),
            Rule::splice => splice = true,
            _ => {}
        }
    }
    let mut name = name.unwrap_or(Name {
        text: String::new(),
        span: base,
    });
    // DRR's `$name__N` is `$name.N`.
    if field.is_none()
        && let Some((stem, index)) = name.text.rsplit_once("__")
        && !stem.is_empty()
        && let Ok(index) = index.parse::<usize>()
    {
        let stem_len = stem.len();
        let span = name.span;
        field = Some(Field {
            kind: FieldKind::Index(index),
            span: Span {
                start: span.start + 1 + stem_len as u32,
                ..span
            },
        });
        name = Name {
            text: stem.to_string(),
            span: Span {
                end: span.start + 1 + stem_len as u32,
                ..span
            },
        };
    }
    Reference {
        name,
        field,
        splice,
    }
}

fn name_of(pair: &Pair<'_, Rule>, base: Span) -> Name {
    Name {
        text: pair.as_str().trim_start_matches('$').to_string(),
        span: pair_span(base, pair),
    }
}

impl Item {
    /// A one-line rendering of the tree for tests and debugging (no spans).
    pub fn dump(&self) -> String {
        match &self.kind {
            ItemKind::Node(n) => {
                let head = match &n.head {
                    Head::Op(name) => name.text.clone(),
                    Head::Rust(name) => format!("rust:{}", name.text),
                    Head::Directive(name) => format!("dir:{}", name.text),
                    Head::Constraint(c) => format!("c:{}", constraint_name(c)),
                };
                let binding = match &n.binding {
                    None => String::new(),
                    Some(Binding::One(name)) => match &n.feeds {
                        Some(Field {
                            kind: FieldKind::Index(i),
                            ..
                        }) => format!(":${}.{i}", name.text),
                        Some(Field {
                            kind: FieldKind::Name(f),
                            ..
                        }) => format!(":${}.{f}", name.text),
                        None => format!(":${}", name.text),
                    },
                    Some(Binding::Many(names, _)) => {
                        let names: Vec<String> =
                            names.iter().map(|n| format!("${}", n.text)).collect();
                        format!(":[{}]", names.join(","))
                    }
                };
                let args: String = n.args.iter().map(|a| format!(" {}", a.dump())).collect();
                format!("({head}{binding}{args})")
            }
            ItemKind::Region(r) => {
                let args = r.args.as_ref().map_or(String::new(), |args| {
                    let args: Vec<String> = args
                        .iter()
                        .map(|a| match &a.ty {
                            Some(t) => format!("{}:{}", a.item.dump(), t.dump()),
                            None => a.item.dump(),
                        })
                        .collect();
                    format!("^({}) ", args.join(","))
                });
                let body: Vec<String> = r.body.iter().map(Item::dump).collect();
                let bind = r
                    .bind
                    .as_ref()
                    .map_or(String::new(), |b| format!(":${}", b.text));
                format!("{{{args}{}}}{bind}", body.join(" "))
            }
            ItemKind::List(l) => {
                let items: Vec<String> = l.items.iter().map(Item::dump).collect();
                let bind = l
                    .bind
                    .as_ref()
                    .map_or(String::new(), |b| format!(":${}", b.text));
                format!("[{}]{bind}", items.join(" "))
            }
            ItemKind::Str(s) => format!("{s:?}"),
            ItemKind::Ignore => "_".to_string(),
            ItemKind::Ref(r) => {
                let field = match r.field.as_ref().map(|f| &f.kind) {
                    None => String::new(),
                    Some(FieldKind::Index(i)) => format!(".{i}"),
                    Some(FieldKind::Name(n)) => format!(".{n}"),
                };
                let splice = if r.splice { "..." } else { "" };
                format!("${}{field}{splice}", r.name.text)
            }
            ItemKind::Constrained { constraint, bind } => {
                let bind = bind
                    .as_ref()
                    .map_or(String::new(), |b| format!(":${}", b.text));
                format!("{}{bind}", constraint_name(constraint))
            }
        }
    }
}

/// The outermost name of a constraint (`TensorOf` for `TensorOf<[F32]>`).
pub fn constraint_name(c: &Constraint) -> String {
    match c {
        Constraint::Named { name, .. } => name.clone(),
        Constraint::Custom { rust, .. } => rust.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump(text: &str) -> String {
        parse_dag(text, Span::new(0, 0, text.len()))
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
            .dump()
    }

    fn error(text: &str) -> (String, u32, u32) {
        let e = parse_dag(text, Span::new(0, 10, 10 + text.len())).expect_err(text);
        (e.message, e.span.start - 10, e.span.end - 10)
    }

    #[test]
    fn nodes_bindings_and_constraints() {
        assert_eq!(dump("(rt.neg (rt.neg $x))"), "(rt.neg (rt.neg $x))");
        assert_eq!(
            dump("(rt.addi:$sum $a, I64Attr:$v, _, $_, F32)"),
            "(rt.addi:$sum $a I64Attr:$v _ _ F32)"
        );
        // Commas between arguments are optional, as in DRR's examples.
        assert_eq!(dump("(a.b $x $y)"), "(a.b $x $y)");
        assert_eq!(
            dump("(crate::native::split:[$lo, $hi] $x)"),
            "(rust:crate::native::split:[$lo,$hi] $x)"
        );
        assert_eq!(dump("(either $a, (b.c $d))"), "(dir:either $a (b.c $d))");
        assert_eq!(
            dump("(TensorOf<[F32, \"x>\"]> $a)"),
            "(c:TensorOf $a)",
            "brackets inside constraint strings are text"
        );
    }

    #[test]
    fn references_fields_and_splices() {
        assert_eq!(dump("$d.rem"), "$d.rem");
        assert_eq!(dump("$d.1"), "$d.1");
        assert_eq!(dump("$d__1"), "$d.1");
        assert_eq!(dump("[$a, $xs..., $b]:$all"), "[$a $xs... $b]:$all");
        let item = parse_dag("$res__12", Span::new(0, 4, 12)).unwrap();
        let ItemKind::Ref(r) = item.kind else {
            panic!("a reference")
        };
        assert_eq!(
            (r.name.text.as_str(), r.name.span),
            ("res", Span::new(0, 4, 8))
        );
        assert_eq!(r.field.map(|f| f.span), Some(Span::new(0, 8, 12)));
    }

    #[test]
    fn regions_with_block_arguments() {
        assert_eq!(
            dump("(rt.loop $n, {^($i, I32:$j) (rt.yield $i) })"),
            "(rt.loop $n {^($i,I32:$j) (rt.yield $i)})"
        );
        assert_eq!(
            dump("{^($i: I32, $k: $x) (rt.yield $i)}:$b"),
            "{^($i:I32,$k:$x) (rt.yield $i)}:$b"
        );
        assert_eq!(dump("{}"), "{}");
        assert_eq!(dump("(rt.a {(rt.b) (rt.c)})"), "(rt.a {(rt.b) (rt.c)})");
    }

    #[test]
    fn strings_and_comments() {
        assert_eq!(
            dump("(location \"a\\\"b\", $x) # the outer location"),
            "(dir:location \"a\\\"b\" $x)"
        );
        assert_eq!(dump("(attr \"0 : i32\")"), "(dir:attr \"0 : i32\")");
    }

    #[test]
    fn syntax_errors_point_inside_the_string() {
        let (message, start, end) = error("(rt.neg $x");
        assert_eq!(
            message,
            "expected `)`, `...`, a field or an item, found end of input"
        );
        assert_eq!((start, end), (10, 10));
        let (message, start, _) = error("(rt.neg $x))");
        assert_eq!(message, "expected end of input, found `)`");
        assert_eq!(start, 11);
        let (message, start, _) = error("(rt.neg $)");
        assert_eq!(message, "expected a name after `$`, found `)`");
        assert_eq!(start, 9);
        // A malformed constraint is reported by the constraint language, at its position.
        let (message, start, _) = error("(rt.neg Foo<,>:$x)");
        assert!(message.contains("found `,`"), "{message}");
        assert_eq!(start, 12);
    }

    #[test]
    fn random_input_never_panics_and_errors_stay_inside() {
        let tokens = [
            "(",
            ")",
            "[",
            "]",
            "{",
            "}",
            "^",
            ":",
            ",",
            "$x",
            "$_",
            "_",
            "...",
            ".1",
            "__2",
            "rt.neg",
            "crate::f",
            "I32",
            "TensorOf<[F32]>",
            "\"s\"",
            "either",
            " ",
            "#",
            "\n",
            "é",
            "<",
            ">",
        ];
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..3000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let len = (state % 16) as usize;
            let mut text = String::new();
            let mut s = state;
            for _ in 0..len {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1);
                text.push_str(tokens[(s >> 33) as usize % tokens.len()]);
            }
            let base = Span::new(1, 5, 5 + text.len());
            if let Err(e) = parse_dag(&text, base) {
                assert!(
                    e.span.start >= base.start && e.span.end <= base.end,
                    "{text:?}: {e:?}"
                );
            }
        }
    }
}
