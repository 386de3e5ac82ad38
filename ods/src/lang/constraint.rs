//! Constraint expressions of specs (`Variadic<TensorOf<[F32, F64]>>`,
//! `ConfinedAttr<I64Attr, [IntMinValue<0>]>`): the pest parser producing a [`Constraint`] tree
//! with spans, and resolution of that tree against the [`Library`] into a [`ResolvedType`] or
//! [`ResolvedAttr`] carrying MLIR's description and a structured predicate.
//!
//! Resolution reports every error it finds (unknown names with a suggestion, wrong arity, wrong
//! argument kind, a type constraint where an attribute one is needed, a modifier in the wrong
//! place), each at the exact span inside the spec string. It does not know about ops: whether
//! an operand may be variadic, say, is for the spec checks.

use super::library::{
    ArgValue, AttrModifier, AttrPred, Built, ConstraintKind, CustomConstraint, Described,
    EntryKind, Library, LibraryEntry, Lookup, ParamKind, TypeModifier, TypePred, is_rust_path,
};
use super::{Nesting, check_nesting, pair_span, syntax_error, unescape};
use crate::diag::{Span, SpecDiagnostic, did_you_mean};
use pest::Parser;
use pest::iterators::Pair;
use std::fmt::Write as _;

mod grammar {
    //! The generated pest parser (its `Rule` enum is generated, hence undocumented).
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "lang/constraint.pest"]
    pub(super) struct ConstraintParser;
}
use grammar::{ConstraintParser, Rule};

/// A parsed constraint expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// A library or dialect name with optional `<...>` arguments: `I32`, `TensorOf<[F32]>`.
    Named {
        /// The name as written.
        name: String,
        /// The arguments, in order (empty for `I32` and `I32<>`).
        args: Vec<Arg>,
        /// The whole expression.
        span: Span,
        /// The name only.
        name_span: Span,
    },
    /// A constraint decided by a Rust function (`{ rust = "my::check", description = "..." }`
    /// in a spec, built by the TOML front end).
    Custom {
        /// Path of the Rust function.
        rust: String,
        /// The words used in verifier messages.
        description: String,
        /// The spec value it came from.
        span: Span,
    },
}

/// An argument of a [`Constraint::Named`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A nested constraint.
    Constraint(Constraint),
    /// A `[...]` list.
    List {
        /// The items.
        items: Vec<Arg>,
        /// From `[` to `]`.
        span: Span,
    },
    /// A quoted string, escapes decoded.
    Str {
        /// The decoded text.
        value: String,
        /// With the quotes.
        span: Span,
    },
    /// An integer.
    Int {
        /// The value.
        value: i64,
        /// The digits.
        span: Span,
    },
}

impl Constraint {
    /// The span of the whole expression.
    pub fn span(&self) -> Span {
        match self {
            Constraint::Named { span, .. } | Constraint::Custom { span, .. } => *span,
        }
    }

    /// A one-line dump of the tree with byte offsets, for tests and debugging:
    /// `TensorOf@0..15<[F32@10..13]@9..14>`.
    pub fn dump(&self) -> String {
        let mut out = String::new();
        dump_constraint(self, &mut out);
        out
    }
}

impl Arg {
    /// The span of the argument.
    pub fn span(&self) -> Span {
        match self {
            Arg::Constraint(c) => c.span(),
            Arg::List { span, .. } | Arg::Str { span, .. } | Arg::Int { span, .. } => *span,
        }
    }

    /// What the argument is, for "found ..." messages.
    fn found(&self) -> &'static str {
        match self {
            Arg::Constraint(_) => "a constraint",
            Arg::List { .. } => "a list",
            Arg::Str { .. } => "a string",
            Arg::Int { .. } => "an integer",
        }
    }
}

fn dump_constraint(c: &Constraint, out: &mut String) {
    match c {
        Constraint::Named {
            name, args, span, ..
        } => {
            let _ = write!(out, "{name}@{}..{}", span.start, span.end);
            if !args.is_empty() {
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    dump_arg(a, out);
                }
                out.push('>');
            }
        }
        Constraint::Custom {
            rust,
            description,
            span,
        } => {
            let _ = write!(
                out,
                "custom({rust}, {description:?})@{}..{}",
                span.start, span.end
            );
        }
    }
}

fn dump_arg(a: &Arg, out: &mut String) {
    match a {
        Arg::Constraint(c) => dump_constraint(c, out),
        Arg::List { items, span } => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                dump_arg(item, out);
            }
            let _ = write!(out, "]@{}..{}", span.start, span.end);
        }
        Arg::Str { value, span } => {
            let _ = write!(out, "{value:?}@{}..{}", span.start, span.end);
        }
        Arg::Int { value, span } => {
            let _ = write!(out, "{value}@{}..{}", span.start, span.end);
        }
    }
}

/// Constraint expressions nest in their `<...>` arguments and `[...]` lists.
const NESTING: Nesting = Nesting {
    what: "constraint",
    quotes: &['"'],
    brackets: "`<...>` and `[...]`",
    advice: "write the constraint with fewer nested arguments",
};

/// Parses a constraint expression. `span` is the span of `text` (the string's contents) in its
/// spec source; every span of the result and of errors lies inside it.
pub fn parse_constraint(text: &str, span: Span) -> Result<Constraint, SpecDiagnostic> {
    check_nesting(text, span, &NESTING)?;
    let mut pairs = ConstraintParser::parse(Rule::constraint_text, text)
        .map_err(|e| syntax_error(&e, text, span, describe_rule))?;
    let expr = pairs
        .next()
        .and_then(|top| top.into_inner().find(|p| p.as_rule() == Rule::expr));
    match expr {
        Some(expr) => build_expr(expr, span),
        None => Err(SpecDiagnostic::error(span, "expected a constraint")),
    }
}

fn describe_rule(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::expr | Rule::name => "a constraint name",
        Rule::arguments => "`<`",
        Rule::list => "`[`",
        Rule::integer => "an integer",
        Rule::string => "a string",
        Rule::EOI => "end of input",
        _ => return None,
    })
}

fn build_expr(pair: Pair<'_, Rule>, base: Span) -> Result<Constraint, SpecDiagnostic> {
    let whole = pair.as_span();
    let mut inner = pair.into_inner();
    let Some(name) = inner.next() else {
        return Err(SpecDiagnostic::error(
            pair_span_of(base, whole),
            "expected a constraint name",
        ));
    };
    // The pair of `expr` also covers whitespace skipped while looking for `<`: end the span
    // at the last byte that belongs to the expression.
    let mut end = name.as_span().end();
    let mut args = Vec::new();
    if let Some(arguments) = inner.next() {
        end = arguments.as_span().end();
        for a in arguments.into_inner() {
            args.push(build_arg(a, base)?);
        }
    }
    let span = super::sub_span(base, whole.start(), end);
    Ok(Constraint::Named {
        name: name.as_str().to_string(),
        args,
        span,
        name_span: pair_span(base, &name),
    })
}

fn pair_span_of(base: Span, s: pest::Span<'_>) -> Span {
    super::sub_span(base, s.start(), s.end())
}

fn build_arg(pair: Pair<'_, Rule>, base: Span) -> Result<Arg, SpecDiagnostic> {
    let span = pair_span(base, &pair);
    match pair.as_rule() {
        Rule::expr => Ok(Arg::Constraint(build_expr(pair, base)?)),
        Rule::list => {
            let items = pair
                .into_inner()
                .map(|p| build_arg(p, base))
                .collect::<Result<_, _>>()?;
            Ok(Arg::List { items, span })
        }
        Rule::integer => pair
            .as_str()
            .parse::<i64>()
            .map(|value| Arg::Int { value, span })
            .map_err(|_| {
                SpecDiagnostic::error(span, format!("integer `{}` is out of range", pair.as_str()))
                    .with_help("integers must fit in 64 signed bits")
            }),
        Rule::string => {
            let body = pair.into_inner().next();
            let (text, start) = body
                .as_ref()
                .map_or(("", 0), |b| (b.as_str(), b.as_span().start()));
            let value = unescape(text, start, base)?;
            Ok(Arg::Str { value, span })
        }
        _ => Err(SpecDiagnostic::error(
            span,
            "expected a constraint argument",
        )),
    }
}

// ---------------------------------------------------------------------------------------------
// Resolution

/// How many values an operand or result stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Variadicity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<T>`).
    Optional,
    /// Zero or more (`Variadic<T>`).
    Variadic,
    /// Groups of values sized by an attribute (`VariadicOfVariadic<T, "segments">`).
    VariadicOfVariadic {
        /// The attribute holding the group sizes.
        segment_attr: String,
    },
}

/// Whether an attribute must be present.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    /// It must be present.
    Required,
    /// It may be absent (`OptionalAttr`, and `UnitAttr` always).
    Optional,
    /// Absent means this default value (`DefaultValuedAttr<A, "value">`).
    Default(String),
    /// It may be absent, and accessors return this default then
    /// (`DefaultValuedOptionalAttr`).
    OptionalWithDefault(String),
}

/// A resolved type constraint of an operand or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedType {
    /// The outermost name without modifiers (`TensorOf`), or the Rust path of a custom one.
    pub name: String,
    /// The words for verifier messages (`variadic of tensor of 32-bit float values`).
    pub description: String,
    /// What each value's type must satisfy.
    pub pred: TypePred,
    /// How many values.
    pub variadicity: Variadicity,
    /// The spec text it came from.
    pub span: Span,
}

/// A resolved attribute constraint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedAttr {
    /// The base attribute under modifiers and confinements (`I64Attr` for
    /// `OptionalAttr<ConfinedAttr<I64Attr, [...]>>`), or the Rust path of a custom one; the
    /// emitter picks storage and accessor types from it.
    pub base: String,
    /// The words for verifier messages (`64-bit signless integer attribute whose minimum
    /// value is 0`).
    pub description: String,
    /// What the attribute must satisfy.
    pub pred: AttrPred,
    /// Whether it must be present.
    pub presence: Presence,
    /// The spec text it came from.
    pub span: Span,
}

/// Resolves a constraint on an operand or result type.
pub fn resolve_type(
    c: &Constraint,
    library: &Library,
) -> Result<ResolvedType, Vec<SpecDiagnostic>> {
    resolve_with(library, |r| r.top_type(c))
}

/// Resolves a constraint on an attribute or property.
pub fn resolve_attr(
    c: &Constraint,
    library: &Library,
) -> Result<ResolvedAttr, Vec<SpecDiagnostic>> {
    resolve_with(library, |r| r.top_attr(c))
}

/// Runs `resolve` on a fresh resolver: its result if it reported no error, else the errors.
fn resolve_with<T>(
    library: &Library,
    resolve: impl FnOnce(&mut Resolver<'_>) -> Option<T>,
) -> Result<T, Vec<SpecDiagnostic>> {
    let mut r = Resolver {
        library,
        errors: Vec::new(),
    };
    match resolve(&mut r) {
        Some(resolved) if r.errors.is_empty() => Ok(resolved),
        _ => Err(r.errors),
    }
}

/// Parses and resolves in one step, for callers holding the raw spec string.
pub fn parse_and_resolve(
    text: &str,
    span: Span,
    kind: ConstraintKind,
    library: &Library,
) -> Result<Resolved, Vec<SpecDiagnostic>> {
    let c = parse_constraint(text, span).map_err(|e| vec![e])?;
    match kind {
        ConstraintKind::Type => resolve_type(&c, library).map(Resolved::Type),
        ConstraintKind::Attr => resolve_attr(&c, library).map(Resolved::Attr),
    }
}

/// A resolved constraint of either kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolved {
    /// On a type.
    Type(ResolvedType),
    /// On an attribute.
    Attr(ResolvedAttr),
}

/// What a position in an expression wants.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Want {
    Type,
    Attr,
    AttrPredicate,
}

impl Want {
    fn noun(self) -> &'static str {
        match self {
            Want::Type => "type constraint",
            Want::Attr => "attribute constraint",
            Want::AttrPredicate => "attribute predicate",
        }
    }

    fn a_noun(self) -> &'static str {
        match self {
            Want::Type => "a type constraint",
            Want::Attr => "an attribute constraint",
            Want::AttrPredicate => "an attribute predicate",
        }
    }

    fn entry_kind(self) -> EntryKind {
        match self {
            Want::Type => EntryKind::Type,
            Want::Attr => EntryKind::Attr,
            Want::AttrPredicate => EntryKind::AttrPredicate,
        }
    }
}

struct Resolver<'a> {
    library: &'a Library,
    errors: Vec<SpecDiagnostic>,
}

impl Resolver<'_> {
    fn top_type(&mut self, c: &Constraint) -> Option<ResolvedType> {
        if let Constraint::Named {
            name,
            args,
            span,
            name_span,
        } = c
            && let Some(Lookup::Builtin(entry)) = self.library.lookup(name)
            && let EntryKind::TypeModifier(modifier) = entry.kind
        {
            if !self.check_arity(entry, args, *span, *name_span) {
                return None;
            }
            let inner = self.inner_constraint(&args[0], Want::Type);
            let segments = args.get(1).and_then(|a| self.string_arg(a));
            let Some(Built::Type(inner)) = inner else {
                return None;
            };
            let (variadicity, description) = match modifier {
                TypeModifier::Variadic => (
                    Variadicity::Variadic,
                    format!("variadic of {}", inner.description),
                ),
                TypeModifier::Optional => (Variadicity::Optional, inner.description),
                TypeModifier::VariadicOfVariadic => (
                    Variadicity::VariadicOfVariadic {
                        segment_attr: segments?,
                    },
                    format!("variadic of {}", inner.description),
                ),
            };
            return Some(ResolvedType {
                name: outer_name(&args[0]),
                description,
                pred: inner.pred,
                variadicity,
                span: *span,
            });
        }
        match self.constraint(c, Want::Type)? {
            Built::Type(t) => Some(ResolvedType {
                name: constraint_name(c),
                description: t.description,
                pred: t.pred,
                variadicity: Variadicity::Single,
                span: c.span(),
            }),
            Built::Attr(_) => None,
        }
    }

    fn top_attr(&mut self, c: &Constraint) -> Option<ResolvedAttr> {
        if let Constraint::Named {
            name,
            args,
            span,
            name_span,
        } = c
            && let Some(Lookup::Builtin(entry)) = self.library.lookup(name)
            && let EntryKind::AttrModifier(modifier) = entry.kind
        {
            if !self.check_arity(entry, args, *span, *name_span) {
                return None;
            }
            let inner = self.inner_constraint(&args[0], Want::Attr);
            let default = args.get(1).and_then(|a| self.string_arg(a));
            let Some(Built::Attr(inner)) = inner else {
                return None;
            };
            let presence = match modifier {
                AttrModifier::Optional => Presence::Optional,
                AttrModifier::DefaultValued => Presence::Default(default?),
                AttrModifier::DefaultValuedStr => Presence::Default(quote(&default?)),
                AttrModifier::DefaultValuedOptional => Presence::OptionalWithDefault(default?),
                AttrModifier::DefaultValuedOptionalStr => {
                    Presence::OptionalWithDefault(quote(&default?))
                }
            };
            return Some(ResolvedAttr {
                base: base_attr_name(&args[0]),
                description: inner.description,
                pred: inner.pred,
                presence,
                span: *span,
            });
        }
        match self.constraint(c, Want::Attr)? {
            Built::Attr(a) => {
                let presence = if a.pred == AttrPred::Unit {
                    Presence::Optional
                } else {
                    Presence::Required
                };
                Some(ResolvedAttr {
                    base: base_attr_name_of(c),
                    description: a.description,
                    pred: a.pred,
                    presence,
                    span: c.span(),
                })
            }
            Built::Type(_) => None,
        }
    }

    /// An argument that must be a single nested constraint.
    fn inner_constraint(&mut self, arg: &Arg, want: Want) -> Option<Built> {
        match arg {
            Arg::Constraint(c) => self.constraint(c, want),
            other => {
                self.errors.push(SpecDiagnostic::error(
                    other.span(),
                    format!("expected {}, found {}", want.a_noun(), other.found()),
                ));
                None
            }
        }
    }

    fn string_arg(&mut self, arg: &Arg) -> Option<String> {
        match arg {
            Arg::Str { value, .. } => Some(value.clone()),
            other => {
                self.errors.push(SpecDiagnostic::error(
                    other.span(),
                    format!("expected a string, found {}", other.found()),
                ));
                None
            }
        }
    }

    fn constraint(&mut self, c: &Constraint, want: Want) -> Option<Built> {
        let (name, args, span, name_span) = match c {
            Constraint::Custom {
                rust,
                description,
                span,
            } => return self.inline_custom(rust, description, *span, want),
            Constraint::Named {
                name,
                args,
                span,
                name_span,
            } => (name, args, *span, *name_span),
        };
        let Some(found) = self.library.lookup(name) else {
            self.unknown(name, name_span, want);
            return None;
        };
        let entry = match found {
            Lookup::Custom(custom) => {
                return self.named_custom(custom, args, span, name_span, want);
            }
            Lookup::Builtin(entry) => entry,
        };
        if !self.kind_fits(entry, name_span, want) {
            return None;
        }
        if !self.check_arity(entry, args, span, name_span) {
            return None;
        }
        let mut values = Vec::with_capacity(args.len());
        for (arg, &param) in args.iter().zip(entry.params) {
            values.push(self.argument(arg, param));
        }
        let values: Option<Vec<ArgValue>> = values.into_iter().collect();
        let built = entry.build(&values?);
        if let Built::Type(Described {
            pred: TypePred::Custom { path },
            ..
        }) = &built
            && !is_rust_path(path)
        {
            self.errors.push(
                SpecDiagnostic::error(span, format!("`{path}` is not a Rust function path"))
                    .with_help("write a path such as `crate::checks::is_even`"),
            );
            return None;
        }
        Some(built)
    }

    fn inline_custom(
        &mut self,
        rust: &str,
        description: &str,
        span: Span,
        want: Want,
    ) -> Option<Built> {
        if !is_rust_path(rust) {
            self.errors.push(
                SpecDiagnostic::error(span, format!("`{rust}` is not a Rust function path"))
                    .with_help("write a path such as `crate::checks::is_even`"),
            );
            return None;
        }
        let path = rust.to_string();
        let description = description.to_string();
        match want {
            Want::Type => Some(Built::Type(Described {
                description,
                pred: TypePred::Custom { path },
            })),
            Want::Attr | Want::AttrPredicate => Some(Built::Attr(Described {
                description,
                pred: AttrPred::Custom { path },
            })),
        }
    }

    fn named_custom(
        &mut self,
        custom: &CustomConstraint,
        args: &[Arg],
        span: Span,
        name_span: Span,
        want: Want,
    ) -> Option<Built> {
        let kind_ok = matches!(
            (custom.kind, want),
            (ConstraintKind::Type, Want::Type)
                | (ConstraintKind::Attr, Want::Attr | Want::AttrPredicate)
        );
        if !kind_ok {
            let is = match custom.kind {
                ConstraintKind::Type => "a type constraint",
                ConstraintKind::Attr => "an attribute constraint",
            };
            self.errors.push(SpecDiagnostic::error(
                name_span,
                format!(
                    "`{}` is {is}, but {} is expected here",
                    custom.name,
                    want.a_noun()
                ),
            ));
            return None;
        }
        if !args.is_empty() {
            self.errors.push(
                SpecDiagnostic::error(span, format!("`{}` takes no arguments", custom.name))
                    .with_help(format!("write `{}`", custom.name)),
            );
            return None;
        }
        self.inline_custom(&custom.rust, &custom.description, span, want)
    }

    fn unknown(&mut self, name: &str, name_span: Span, want: Want) {
        let suggestion = did_you_mean(name, self.library.names_of(want.entry_kind()))
            .or_else(|| did_you_mean(name, self.library.names()));
        let mut d = SpecDiagnostic::error(name_span, format!("unknown {} `{name}`", want.noun()));
        if let Some(s) = suggestion {
            d = d.with_help(format!("did you mean `{s}`?"));
        }
        self.errors.push(d);
    }

    /// Whether the entry may stand where `want` is expected; reports why not.
    fn kind_fits(&mut self, entry: &LibraryEntry, name_span: Span, want: Want) -> bool {
        let name = entry.name;
        let (message, help) = match (entry.kind, want) {
            (EntryKind::Type, Want::Type)
            | (EntryKind::Attr, Want::Attr)
            | (EntryKind::AttrPredicate, Want::AttrPredicate) => return true,
            (EntryKind::Type, _) => {
                let counterpart = format!("{name}Attr");
                let help = if self.library.lookup(&counterpart).is_some() {
                    format!("did you mean the attribute constraint `{counterpart}`?")
                } else {
                    "use an attribute constraint such as `I64Attr` or `TypeAttrOf<...>`".into()
                };
                (
                    format!(
                        "`{name}` is a type constraint, but {} is expected here",
                        want.a_noun()
                    ),
                    help,
                )
            }
            (EntryKind::Attr, _) => {
                let help = match name.strip_suffix("Attr") {
                    Some(t) if want == Want::Type && self.library.lookup(t).is_some() => {
                        format!("did you mean the type constraint `{t}`?")
                    }
                    _ if want == Want::AttrPredicate => {
                        "the list holds predicates such as `IntMinValue<0>`".into()
                    }
                    _ => "use a type constraint such as `I64` or `AnyType`".into(),
                };
                (
                    format!(
                        "`{name}` is an attribute constraint, but {} is expected here",
                        want.a_noun()
                    ),
                    help,
                )
            }
            (EntryKind::AttrPredicate, _) => (
                format!(
                    "`{name}` is a predicate on an attribute's value, but {} is expected here",
                    want.a_noun()
                ),
                format!("use it inside `ConfinedAttr`: `ConfinedAttr<I64Attr, [{name}<...>]>`"),
            ),
            (EntryKind::TypeModifier(_), _) => (
                format!("`{name}` can only wrap a whole operand or result constraint"),
                format!("write `{name}<...>` outermost, or remove it"),
            ),
            (EntryKind::AttrModifier(_), _) => (
                format!("`{name}` can only wrap a whole attribute constraint"),
                format!("write `{name}<...>` outermost, or remove it"),
            ),
        };
        self.errors
            .push(SpecDiagnostic::error(name_span, message).with_help(help));
        false
    }

    fn check_arity(
        &mut self,
        entry: &LibraryEntry,
        args: &[Arg],
        span: Span,
        name_span: Span,
    ) -> bool {
        let (min, max) = (entry.required, entry.params.len());
        if (min..=max).contains(&args.len()) {
            return true;
        }
        let expected = match (min, max) {
            (0, 0) => {
                self.errors.push(
                    SpecDiagnostic::error(span, format!("`{}` takes no arguments", entry.name))
                        .with_help(format!("write `{}`", entry.name)),
                );
                return false;
            }
            (a, b) if a == b => plural(a, "argument"),
            (a, b) => format!("{a} to {b} arguments"),
        };
        let given = match args.len() {
            0 => "none were given".to_string(),
            1 => "1 was given".to_string(),
            n => format!("{n} were given"),
        };
        let at = if args.is_empty() { name_span } else { span };
        self.errors.push(
            SpecDiagnostic::error(
                at,
                format!("`{}` takes {expected}, but {given}", entry.name),
            )
            .with_help(format!("the form is `{}`", entry.signature())),
        );
        false
    }

    fn argument(&mut self, arg: &Arg, param: ParamKind) -> Option<ArgValue> {
        let list_of = |want: Want| -> Option<Want> { Some(want) };
        let mismatch = |this: &mut Self| {
            this.errors.push(SpecDiagnostic::error(
                arg.span(),
                format!("expected {}, found {}", param.expected(), arg.found()),
            ));
            None
        };
        match (param, arg) {
            (ParamKind::Type, Arg::Constraint(c)) => match self.constraint(c, Want::Type)? {
                Built::Type(t) => Some(ArgValue::Type(t)),
                Built::Attr(_) => None,
            },
            (ParamKind::Attr, Arg::Constraint(c)) => match self.constraint(c, Want::Attr)? {
                Built::Attr(a) => Some(ArgValue::Attr(a)),
                Built::Type(_) => None,
            },
            (
                ParamKind::TypeList | ParamKind::AttrList | ParamKind::AttrPredicateList,
                Arg::List { items, .. },
            ) => {
                let want = match param {
                    ParamKind::TypeList => list_of(Want::Type),
                    ParamKind::AttrList => list_of(Want::Attr),
                    _ => list_of(Want::AttrPredicate),
                }?;
                if items.is_empty() {
                    self.errors.push(SpecDiagnostic::error(
                        arg.span(),
                        format!("expected {}, found an empty list", param.expected()),
                    ));
                    return None;
                }
                let mut built = Vec::with_capacity(items.len());
                for item in items {
                    built.push(self.inner_constraint(item, want));
                }
                let built: Option<Vec<Built>> = built.into_iter().collect();
                let built = built?;
                Some(match param {
                    ParamKind::TypeList => ArgValue::TypeList(
                        built
                            .into_iter()
                            .filter_map(|b| match b {
                                Built::Type(t) => Some(t),
                                Built::Attr(_) => None,
                            })
                            .collect(),
                    ),
                    _ => {
                        let attrs = built
                            .into_iter()
                            .filter_map(|b| match b {
                                Built::Attr(a) => Some(a),
                                Built::Type(_) => None,
                            })
                            .collect();
                        if param == ParamKind::AttrList {
                            ArgValue::AttrList(attrs)
                        } else {
                            ArgValue::AttrPredicateList(attrs)
                        }
                    }
                })
            }
            // A single type where a list is expected is a common slip (`TensorOf<F32>`);
            // MLIR rejects it too, so say how to write the list.
            (ParamKind::TypeList, Arg::Constraint(c)) => {
                let text = constraint_name(c);
                self.errors.push(
                    SpecDiagnostic::error(
                        arg.span(),
                        format!("expected {}, found a constraint", param.expected()),
                    )
                    .with_help(format!("wrap it in brackets: `[{text}]`")),
                );
                None
            }
            (ParamKind::Int, Arg::Int { value, .. }) => Some(ArgValue::Int(*value)),
            (ParamKind::IntList, Arg::List { items, .. }) => {
                let mut ints = Vec::with_capacity(items.len());
                for item in items {
                    match item {
                        Arg::Int { value, .. } => ints.push(*value),
                        other => {
                            self.errors.push(SpecDiagnostic::error(
                                other.span(),
                                format!("expected an integer, found {}", other.found()),
                            ));
                            return None;
                        }
                    }
                }
                Some(ArgValue::IntList(ints))
            }
            (ParamKind::Str, Arg::Str { value, .. }) => Some(ArgValue::Str(value.clone())),
            _ => mismatch(self),
        }
    }
}

fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn quote(text: &str) -> String {
    format!("\"{text}\"")
}

fn constraint_name(c: &Constraint) -> String {
    match c {
        Constraint::Named { name, .. } => name.clone(),
        Constraint::Custom { rust, .. } => rust.clone(),
    }
}

fn outer_name(arg: &Arg) -> String {
    match arg {
        Arg::Constraint(c) => constraint_name(c),
        _ => String::new(),
    }
}

fn base_attr_name(arg: &Arg) -> String {
    match arg {
        Arg::Constraint(c) => base_attr_name_of(c),
        _ => String::new(),
    }
}

/// The attribute under `ConfinedAttr`/`Confined` wrappers.
fn base_attr_name_of(c: &Constraint) -> String {
    match c {
        Constraint::Named { name, args, .. }
            if (name == "ConfinedAttr" || name == "Confined") && !args.is_empty() =>
        {
            base_attr_name(&args[0])
        }
        other => constraint_name(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::library::{FloatKind, Signedness};

    /// The source `[op] x = "<text>"`-like setting: contents start at byte 10 of source 0.
    fn base(text: &str) -> Span {
        Span::new(0, 10, 10 + text.len())
    }

    fn parse(text: &str) -> Result<Constraint, SpecDiagnostic> {
        parse_constraint(text, base(text))
    }

    fn ty(text: &str) -> Result<ResolvedType, Vec<SpecDiagnostic>> {
        resolve_type(&parse(text).map_err(|e| vec![e])?, &Library::builtin())
    }

    fn attr(text: &str) -> Result<ResolvedAttr, Vec<SpecDiagnostic>> {
        resolve_attr(&parse(text).map_err(|e| vec![e])?, &Library::builtin())
    }

    /// The single error of resolving `text` as a type (or attribute) constraint: span offsets
    /// relative to the string, message, help.
    fn type_error(text: &str) -> (u32, u32, String, Option<String>) {
        one_error(ty(text).map(|_| ()), text)
    }

    fn attr_error(text: &str) -> (u32, u32, String, Option<String>) {
        one_error(attr(text).map(|_| ()), text)
    }

    fn one_error(
        r: Result<(), Vec<SpecDiagnostic>>,
        text: &str,
    ) -> (u32, u32, String, Option<String>) {
        let errors = r.expect_err(text);
        assert_eq!(errors.len(), 1, "{text}: {errors:?}");
        let e = &errors[0];
        (
            e.span.start - 10,
            e.span.end - 10,
            e.message.clone(),
            e.help.clone(),
        )
    }

    #[test]
    fn parses_to_trees_with_spans() {
        let table = [
            ("I32", "I32@10..13"),
            ("  AnyType ", "AnyType@12..19"),
            (
                "TensorOf<[F32, F64]>",
                "TensorOf@10..30<[F32@20..23, F64@25..28]@19..29>",
            ),
            (
                "Variadic<AnyTypeOf<[I32,Index]>>",
                "Variadic@10..42<AnyTypeOf@19..41<[I32@30..33, Index@34..39]@29..40>>",
            ),
            (
                "Confined<I64Attr, [IntMinValue<0>, IntMaxValue<-10>]>",
                "Confined@10..63<I64Attr@19..26, [IntMinValue@29..43<0@41..42>, IntMaxValue@45..61<-10@57..60>]@28..62>",
            ),
            (
                r#"DefaultValuedAttr<StrAttr, "a\"b\\c">"#,
                r#"DefaultValuedAttr@10..47<StrAttr@28..35, "a\"b\\c"@37..46>"#,
            ),
            (
                "TensorRankOf<[I1], [[1, 2]]>",
                "TensorRankOf@10..38<[I1@24..26]@23..27, [[1@31..32, 2@34..35]@30..36]@29..37>",
            ),
            ("I32<>", "I32@10..15"),
        ];
        for (text, dump) in table {
            assert_eq!(
                parse(text).map(|c| c.dump()),
                Ok(dump.to_string()),
                "{text}"
            );
        }
    }

    #[test]
    fn syntax_errors_point_at_the_failing_byte() {
        let table = [
            ("", 0, 0, "expected a constraint name, found end of input"),
            (
                "TensorOf<[F32,]>",
                14,
                15,
                "expected `[`, a constraint name, a string or an integer, found `]`",
            ),
            ("I32 I64", 4, 5, "expected `<` or end of input, found `I`"),
            ("Variadic<I32", 12, 12, "expected `<`, found end of input"),
            ("\"x", 0, 1, "expected a constraint name, found `\"`"),
        ];
        for (text, start, end, message) in table {
            let e = parse(text).expect_err(text);
            assert_eq!(
                (e.span.start - 10, e.span.end - 10, e.message.as_str()),
                (start, end, message),
                "{text}"
            );
        }
    }

    #[test]
    fn string_escapes_and_integer_range_are_checked() {
        let e = parse(r#"DefaultValuedAttr<StrAttr, "a\qb">"#).unwrap_err();
        assert_eq!((e.span.start - 10, e.span.end - 10), (29, 31));
        assert_eq!(e.message, "unknown escape `\\q`");
        let e = parse("IntMinValue<99999999999999999999>").unwrap_err();
        assert_eq!((e.span.start - 10, e.span.end - 10), (12, 32));
        assert_eq!(e.message, "integer `99999999999999999999` is out of range");
    }

    #[test]
    fn resolves_types_with_mlir_descriptions() {
        let table = [
            ("AnyType", "any type"),
            ("I32", "32-bit signless integer"),
            ("SignlessIntegerLike", "signless-integer-like"),
            (
                "TensorOf<[F32, F64]>",
                "tensor of 32-bit float or 64-bit float values",
            ),
            (
                "RankedTensorOf<[AnyFloat]>",
                "ranked tensor of floating-point values",
            ),
            (
                "MemRefOf<[I8, Index]>",
                "memref of 8-bit signless integer or index values",
            ),
            (
                "StaticShapeTensorOf<[F64]>",
                "statically shaped tensor of 64-bit float values",
            ),
            (
                "StaticShapeMemRefOf<[AnyType]>",
                "statically shaped memref of any type values",
            ),
            ("VectorOf<[BF16]>", "vector of bfloat16 type values"),
            (
                "AnyTypeOf<[I32, Index]>",
                "32-bit signless integer or index",
            ),
            ("AnyTypeOf<[I32, Index], \"int or index\">", "int or index"),
            ("Variadic<AnyInteger>", "variadic of integer"),
            ("Optional<I32>", "32-bit signless integer"),
            ("AnyTensor", "tensor of any type values"),
            ("AnyRankedTensor", "ranked tensor of any type values"),
            (
                "TensorRankOf<[I1], [1, 2]>",
                "1D/2D tensor of 1-bit signless integer values",
            ),
            ("Complex<F32>", "complex type with 32-bit float elements"),
        ];
        for (text, description) in table {
            assert_eq!(
                ty(text).map(|t| t.description),
                Ok(description.to_string()),
                "{text}"
            );
        }
    }

    #[test]
    fn resolved_types_carry_predicates_and_variadicity() {
        let t = ty("Variadic<TensorOf<[F32]>>").unwrap();
        assert_eq!(t.variadicity, Variadicity::Variadic);
        assert_eq!(t.name, "TensorOf");
        assert_eq!(
            t.pred,
            TypePred::Tensor {
                ranked: None,
                ranks: None,
                element: Box::new(TypePred::Float(Some(FloatKind::F32)))
            }
        );
        let t = ty("VariadicOfVariadic<I32, \"sizes\">").unwrap();
        assert_eq!(
            t.variadicity,
            Variadicity::VariadicOfVariadic {
                segment_attr: "sizes".into()
            }
        );
        assert_eq!(
            ty("Optional<Index>").unwrap().variadicity,
            Variadicity::Optional
        );
        assert!(ty("I64").unwrap().pred.is_buildable());
    }

    #[test]
    fn apint_attributes_are_integer_attributes_of_any_type() {
        // MLIR's `APIntAttr` is `isa<IntegerAttr>`: `index`-typed values included, unlike
        // `AnyIntegerAttr`.
        let a = attr("APIntAttr").unwrap();
        assert_eq!(a.pred, AttrPred::AnyInteger);
        assert_eq!(a.description, "arbitrary integer attribute");
    }

    #[test]
    fn resolves_attributes_with_presence_and_base() {
        let a = attr("ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<10>]>").unwrap();
        assert_eq!(
            a.description,
            "64-bit signless integer attribute whose minimum value is 0 whose maximum value is 10"
        );
        assert_eq!(a.base, "I64Attr");
        assert_eq!(a.presence, Presence::Required);
        assert_eq!(
            a.pred,
            AttrPred::AllOf(vec![
                AttrPred::Integer {
                    width: Some(64),
                    signedness: Some(Signedness::Signless)
                },
                AttrPred::IntMin(0),
                AttrPred::IntMax(10)
            ])
        );
        let a = attr("OptionalAttr<Confined<ArrayAttr, [ArrayMinCount<2>]>>").unwrap();
        assert_eq!(a.description, "array attribute with at least 2 elements");
        assert_eq!(a.presence, Presence::Optional);
        assert_eq!(a.base, "ArrayAttr");
        let a = attr("DefaultValuedAttr<I64Attr, \"0\">").unwrap();
        assert_eq!(a.presence, Presence::Default("0".into()));
        let a = attr("DefaultValuedStrAttr<StrAttr, \"none\">").unwrap();
        assert_eq!(a.presence, Presence::Default("\"none\"".into()));
        assert_eq!(attr("UnitAttr").unwrap().presence, Presence::Optional);
        assert_eq!(
            attr("TypeAttrOf<I32>").unwrap().description,
            "type attribute of 32-bit signless integer"
        );
        assert_eq!(attr("StrAttr").unwrap().description, "string attribute");
        assert_eq!(
            attr("DenseI64ArrayAttr").unwrap().description,
            "i64 dense array attribute"
        );
        assert_eq!(
            attr("AnyAttrOf<[I32Attr, StrAttr]>").unwrap().description,
            "32-bit signless integer attribute or string attribute"
        );
    }

    #[test]
    fn every_error_has_its_span_message_and_help() {
        type Check = fn(&str) -> (u32, u32, String, Option<String>);
        type Expected<'a> = (u32, u32, &'a str, Option<&'a str>);
        let table: [(Check, &str, Expected<'_>); 14] = [
            (
                type_error,
                "AnyIntger",
                (
                    0,
                    9,
                    "unknown type constraint `AnyIntger`",
                    Some("did you mean `AnyInteger`?"),
                ),
            ),
            (
                type_error,
                "TensorOf<[F32, Flot32]>",
                (15, 21, "unknown type constraint `Flot32`", None),
            ),
            (
                type_error,
                "TensorOf<[F32], [F64]>",
                (
                    0,
                    22,
                    "`TensorOf` takes 1 argument, but 2 were given",
                    Some("the form is `TensorOf<[type, ...]>`"),
                ),
            ),
            (
                type_error,
                "TensorOf",
                (
                    0,
                    8,
                    "`TensorOf` takes 1 argument, but none were given",
                    Some("the form is `TensorOf<[type, ...]>`"),
                ),
            ),
            (
                type_error,
                "I32<F32>",
                (0, 8, "`I32` takes no arguments", Some("write `I32`")),
            ),
            (
                type_error,
                "TensorOf<F32>",
                (
                    9,
                    12,
                    "expected a list of type constraints, found a constraint",
                    Some("wrap it in brackets: `[F32]`"),
                ),
            ),
            (
                type_error,
                "TensorOf<[I64Attr]>",
                (
                    10,
                    17,
                    "`I64Attr` is an attribute constraint, but a type constraint is expected here",
                    Some("did you mean the type constraint `I64`?"),
                ),
            ),
            (
                attr_error,
                "I64",
                (
                    0,
                    3,
                    "`I64` is a type constraint, but an attribute constraint is expected here",
                    Some("did you mean the attribute constraint `I64Attr`?"),
                ),
            ),
            (
                type_error,
                "TensorOf<[Variadic<I32>]>",
                (
                    10,
                    18,
                    "`Variadic` can only wrap a whole operand or result constraint",
                    Some("write `Variadic<...>` outermost, or remove it"),
                ),
            ),
            (
                attr_error,
                "Confined<I64Attr, [I32Attr]>",
                (
                    19,
                    26,
                    "`I32Attr` is an attribute constraint, but an attribute predicate is expected here",
                    Some("the list holds predicates such as `IntMinValue<0>`"),
                ),
            ),
            (
                attr_error,
                "IntMinValue<0>",
                (
                    0,
                    11,
                    "`IntMinValue` is a predicate on an attribute's value, but an attribute constraint is expected here",
                    Some(
                        "use it inside `ConfinedAttr`: `ConfinedAttr<I64Attr, [IntMinValue<...>]>`",
                    ),
                ),
            ),
            (
                attr_error,
                "Confined<I64Attr, [IntMinValue<\"0\">]>",
                (31, 34, "expected an integer, found a string", None),
            ),
            (
                attr_error,
                "DefaultValuedAttr<I64Attr, 0>",
                (27, 28, "expected a string, found an integer", None),
            ),
            (
                attr_error,
                "OptionalAttr<OptionalAttr<UnitAttr>>",
                (
                    13,
                    25,
                    "`OptionalAttr` can only wrap a whole attribute constraint",
                    Some("write `OptionalAttr<...>` outermost, or remove it"),
                ),
            ),
        ];
        for (check, text, (start, end, message, help)) in table {
            assert_eq!(
                check(text),
                (start, end, message.to_string(), help.map(str::to_string)),
                "{text}"
            );
        }
    }

    #[test]
    fn all_errors_of_an_expression_are_reported() {
        let errors = ty("AnyTypeOf<[Flaot, I32, Indx]>").unwrap_err();
        let messages: Vec<_> = errors.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "unknown type constraint `Flaot`",
                "unknown type constraint `Indx`"
            ]
        );
        assert_eq!(errors[1].help.as_deref(), Some("did you mean `Index`?"));
    }

    #[test]
    fn custom_constraints_resolve_by_name_and_inline() {
        let mut library = Library::builtin();
        library
            .add_custom(CustomConstraint {
                name: "EvenI32".into(),
                kind: ConstraintKind::Type,
                rust: "crate::checks::even_i32".into(),
                description: "even 32-bit integer".into(),
                span: Span::new(0, 0, 5),
            })
            .unwrap();
        let c = parse("Variadic<EvenI32>").unwrap();
        let t = resolve_type(&c, &library).unwrap();
        assert_eq!(t.description, "variadic of even 32-bit integer");
        assert_eq!(
            t.pred,
            TypePred::Custom {
                path: "crate::checks::even_i32".into()
            }
        );
        let errors = resolve_attr(&parse("EvenI32").unwrap(), &library).unwrap_err();
        assert_eq!(
            errors[0].message,
            "`EvenI32` is a type constraint, but an attribute constraint is expected here"
        );
        let inline = Constraint::Custom {
            rust: "my::check".into(),
            description: "a power of two".into(),
            span: Span::new(0, 4, 40),
        };
        let a = resolve_attr(&inline, &library).unwrap();
        assert_eq!(a.description, "a power of two");
        assert_eq!(a.base, "my::check");
        let bad = Constraint::Custom {
            rust: "my check".into(),
            description: String::new(),
            span: Span::new(0, 4, 40),
        };
        let errors = resolve_type(&bad, &library).unwrap_err();
        assert_eq!(errors[0].message, "`my check` is not a Rust function path");
        assert_eq!(errors[0].span, Span::new(0, 4, 40));
    }

    #[test]
    fn type_checked_by_names_a_rust_predicate() {
        let t = ty(r#"Optional<TypeCheckedBy<"crate::types::is_llvm", "LLVM type">>"#).unwrap();
        assert_eq!(t.description, "LLVM type");
        assert_eq!(
            t.pred,
            TypePred::Custom {
                path: "crate::types::is_llvm".into()
            }
        );
        let (_, _, message, _) = type_error(r#"TypeCheckedBy<"not a path", "LLVM type">"#);
        assert_eq!(message, "`not a path` is not a Rust function path");
    }

    #[test]
    fn errors_render_at_the_column_inside_the_spec_string() {
        let mut sources = crate::diag::Sources::new();
        let toml = "[op.add]\nlhs = \"TensorOf<[F32, AnyIntger]>\"\n";
        let file = sources.add("defs/t.toml", toml);
        let start = toml.find("TensorOf").unwrap_or(0);
        let text = "TensorOf<[F32, AnyIntger]>";
        let errors = parse_and_resolve(
            text,
            Span::new(file, start, start + text.len()),
            ConstraintKind::Type,
            &Library::builtin(),
        )
        .unwrap_err();
        assert_eq!(
            sources.render(&errors[0]),
            "defs/t.toml:2:23: error: unknown type constraint `AnyIntger`\n\
             lhs = \"TensorOf<[F32, AnyIntger]>\"\n                      ^^^^^^^^^\n\
             help: did you mean `AnyInteger`?\n"
        );
    }

    #[test]
    fn parse_and_resolve_dispatches_on_kind() {
        let text = "I1Attr";
        let r = parse_and_resolve(text, base(text), ConstraintKind::Attr, &Library::builtin());
        assert!(
            matches!(r, Ok(Resolved::Attr(a)) if a.description == "1-bit signless integer attribute")
        );
        let r = parse_and_resolve(text, base(text), ConstraintKind::Type, &Library::builtin());
        assert!(r.is_err());
    }
}
