//! Ops written as annotated structs:
//!
//! ```text
//! /// integer addition
//! #[op(name = "addi", traits(Pure, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
//! pub struct AddIOp {
//!     lhs: Operand<SignlessIntegerLike>,
//!     rhs: Operand<SignlessIntegerLike>,
//!     result: Result<SignlessIntegerLike>,
//! }
//! ```
//!
//! The struct's name is the op's Rust type; each field is an operand, result, attribute
//! (`Attr`, kept in the attribute dictionary), property (`Prop`), region or successor, named by
//! the field and constrained by the type argument, written in the constraint language (lists
//! as tuples). This module reads such a struct into a [`crate::model::Op`]; the traits, the
//! interfaces and the builders declared beside it are read here too.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;

use super::docs;
use super::reader::{Args, Reader, is_path};
use super::tokens::{ArgValue, split_commas};
use crate::diag::{Span, SpecDiagnostic, did_you_mean};
use crate::model::{
    AttrPresence, AttrStorage, Attribute, Builder, DerivedAttribute, InterfaceUse, Op, OpHooks,
    Operand, Parameter, Region, Spanned, Successor, Trait,
};
use crate::names;

/// The keys of `#[op(...)]`.
const OP_KEYS: &[&str] = &[
    "name",
    "summary",
    "description",
    "traits",
    "interfaces",
    "skip_default_builders",
    "infer_result_types",
    "verify",
    "region_verify",
    "fold",
    "canonicalize",
    "parse",
    "print",
    "format",
    "custom_directives",
];

/// The keys of `#[builder(...)]`.
const BUILDER_KEYS: &[&str] = &["name", "params", "body"];
const DERIVED_KEYS: &[&str] = &["name", "returns", "body", "to_attr"];

/// The kinds of op fields, by the name written as the field's type.
const FIELD_KINDS: &[&str] = &["Operand", "Result", "Attr", "Prop", "Region", "Successor"];

/// One field of an op struct, read.
enum Entity {
    Operand(Operand),
    Result(Operand),
    Attribute(Attribute),
    Region(Region),
    Successor(Successor),
}

/// Reads the op struct `item`, annotated with `op_attr`; `None` (with the errors reported) when
/// any part of it is wrong, so that the checks never see half an op.
pub fn read_op(r: &mut Reader, op_attr: &syn::Attribute, item: &syn::ItemStruct) -> Option<Op> {
    let errors = r.diagnostics.len();
    // Read in source order, so that texts land on their lines in the mirror: the attributes,
    // then the struct's name, then its fields.
    let mut header = None;
    let mut builders = Vec::new();
    let mut derived_attributes = Vec::new();
    let docs = docs::walk_attrs(r, &item.attrs, docs::summary_and_description, |r, attr| {
        if std::ptr::eq(attr, op_attr) {
            header = Some(read_op_args(r, attr));
        } else if attr.path().is_ident("builder") {
            builders.extend(read_builder(r, attr));
        } else if attr.path().is_ident("derived_attr") {
            derived_attributes.extend(read_derived(r, attr));
        } else {
            unknown_item_attr(
                r,
                attr,
                "an op",
                "`#[builder(...)]`, `#[derived_attr(...)]` and doc comments",
            );
        }
    });
    let OpArgs {
        name,
        traits,
        interfaces,
        skip_default_builders,
        infer_result_types,
        hooks,
        format,
        custom_directives,
        summary,
        description,
    } = header?;
    let docs = docs::with_keys(r, docs, summary, description);
    let class = r.ident(&item.ident);
    no_generics(r, &item.generics, "an op");

    let mut op = Op {
        name: name.clone().unwrap_or_else(|| class.clone()),
        class: None,
        summary: docs.summary,
        description: docs.description,
        operands: Vec::new(),
        results: Vec::new(),
        attributes: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        traits,
        interfaces,
        builders,
        derived_attributes,
        skip_default_builders,
        infer_result_types,
        hooks,
        format,
        custom_directives,
        span: class.span,
    };
    // The struct's name is the Rust type; the model records it only where it differs from the
    // name derived from the op name, as a TOML spec's `class` would.
    if let Some(name) = &name
        && names::op_type_name(&name.value, None) != class.value
    {
        op.class = Some(class);
    }
    match &item.fields {
        syn::Fields::Named(fields) => {
            for field in &fields.named {
                match read_field(r, field) {
                    Some(Entity::Operand(o)) => op.operands.push(o),
                    Some(Entity::Result(o)) => op.results.push(o),
                    Some(Entity::Attribute(a)) => op.attributes.push(a),
                    Some(Entity::Region(g)) => op.regions.push(g),
                    Some(Entity::Successor(s)) => op.successors.push(s),
                    None => {}
                }
            }
        }
        syn::Fields::Unit => {}
        syn::Fields::Unnamed(fields) => {
            r.error_at(
                fields.to_token_stream(),
                "the fields of an op are named".to_string(),
                Some("write `struct Op { lhs: Operand<AnyType>, ... }`".to_string()),
            );
        }
    }
    (r.diagnostics.len() == errors && name.is_some()).then_some(op)
}

/// What `#[op(...)]` says.
struct OpArgs {
    name: Option<Spanned<String>>,
    traits: Vec<Trait>,
    interfaces: Vec<InterfaceUse>,
    skip_default_builders: bool,
    infer_result_types: Option<crate::model::Hook>,
    hooks: OpHooks,
    format: Option<Spanned<String>>,
    custom_directives: Option<Spanned<String>>,
    summary: Option<Spanned<String>>,
    description: Option<Spanned<String>>,
}

fn read_op_args(r: &mut Reader, attr: &syn::Attribute) -> OpArgs {
    let args = super::item_args(r, attr, "#[op]", OP_KEYS);
    OpArgs {
        name: r.required_string(&args, "name", "\"<op name>\""),
        summary: r.string(&args, "summary"),
        description: r.string(&args, "description"),
        traits: read_traits(r, &args),
        interfaces: read_interface_uses(r, &args),
        skip_default_builders: r.flag(&args, "skip_default_builders"),
        infer_result_types: r.hook(&args, "infer_result_types"),
        hooks: OpHooks {
            verify: r.hook(&args, "verify"),
            region_verify: r.hook(&args, "region_verify"),
            fold: r.hook(&args, "fold"),
            canonicalize: r.hook(&args, "canonicalize"),
            parse: r.hook(&args, "parse"),
            print: r.hook(&args, "print"),
        },
        format: r.string(&args, "format"),
        custom_directives: r.string(&args, "custom_directives"),
    }
}

/// Reports an attribute that has no meaning on `what`.
pub fn unknown_item_attr(r: &mut Reader, attr: &syn::Attribute, what: &str, allowed: &str) {
    let name = attr.path().to_token_stream().to_string().replace(' ', "");
    r.error_at(
        attr.to_token_stream(),
        format!("`#[{name}]` has no meaning on {what}: the item is replaced by generated code"),
        Some(format!("{what} takes {allowed}")),
    );
}

/// Reports generic parameters, which no spec item has.
pub fn no_generics(r: &mut Reader, generics: &syn::Generics, what: &str) {
    if !generics.params.is_empty() || generics.where_clause.is_some() {
        r.error_at(
            generics.to_token_stream(),
            format!("{what} has no generic parameters"),
            Some("remove them".to_string()),
        );
    }
}

/// The traits of `traits(...)`: `Pure`, `HasParent<"func.func">`, `AllTypesMatch<["a", "b"]>`.
pub fn read_traits(r: &mut Reader, args: &Args) -> Vec<Trait> {
    let example = "traits(Pure, HasParent<\"func.func\">)";
    let entries = r.list(args, "traits", example);
    entries
        .into_iter()
        .filter_map(|entry| read_trait(r, entry))
        .collect()
}

/// One trait: its name, and its arguments when written with `<...>`; each part is placed on
/// its own so that diagnostics point at the argument at fault.
fn read_trait(r: &mut Reader, tokens: TokenStream) -> Option<Trait> {
    let all: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let bad = |r: &mut Reader| {
        r.error_at(
            tokens.clone(),
            "expected a trait: a name, with its arguments in `<...>` if it takes any".to_string(),
            Some("write `Pure` or `HasParent<\"func.func\">`".to_string()),
        );
        None
    };
    // The name is an identifier, or a Rust path for a definition's trait
    // (`crate::traits::Mutable`), up to the arguments' `<`.
    let open = all
        .iter()
        .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == '<'))
        .unwrap_or(all.len());
    let (head, rest) = all.split_at(open);
    let name = match head {
        [TokenTree::Ident(ident)] => r.ident(ident),
        [_, _, ..] if is_path(&head.iter().cloned().collect()) => {
            r.tokens(head.iter().cloned().collect(), false)
        }
        _ => return bad(r),
    };
    match rest {
        [] => Some(Trait {
            span: name.span,
            name,
            args: None,
        }),
        [TokenTree::Punct(open), inner @ .., TokenTree::Punct(close)]
            if open.as_char() == '<' && close.as_char() == '>' =>
        {
            r.text("<", open.span());
            let args = split_commas(inner.iter().cloned().collect())
                .into_iter()
                .map(|arg| r.tokens(arg.into_iter().collect(), true))
                .collect();
            let end = r.text(">", close.span()).span;
            Some(Trait {
                span: Span {
                    end: end.end,
                    ..name.span
                },
                name,
                args: Some(args),
            })
        }
        _ => bad(r),
    }
}

/// The interfaces of `interfaces(...)`: `Name`, or `Name(method, ..., impl = crate::path)` with
/// the methods with a default implementation that the item implements by hand and the module
/// of its hand-written methods.
pub fn read_interface_uses(r: &mut Reader, args: &Args) -> Vec<InterfaceUse> {
    let example = "interfaces(MyInterface, OtherInterface(method, impl = crate::path))";
    let mut uses = Vec::new();
    for entry in r.list(args, "interfaces", example) {
        let tokens: Vec<TokenTree> = entry.clone().into_iter().collect();
        match tokens.as_slice() {
            [TokenTree::Ident(name)] => {
                let name = r.ident(name);
                uses.push(InterfaceUse {
                    span: name.span,
                    name,
                    methods: Vec::new(),
                    implementation: None,
                    base_of: None,
                });
            }
            [TokenTree::Ident(name), TokenTree::Group(inner)]
                if inner.delimiter() == Delimiter::Parenthesis =>
            {
                let name = r.ident(name);
                let (methods, implementation) = read_use_parts(r, &name.value, inner.stream());
                let end = r.text(")", inner.span_close()).span.end;
                uses.push(InterfaceUse {
                    span: Span { end, ..name.span },
                    name,
                    methods,
                    implementation,
                    base_of: None,
                });
            }
            _ => r.error_at(
                entry,
                "expected an interface name, with the methods implemented by hand and `impl = path` in `(...)`"
                    .to_string(),
                Some(format!("write `{example}`")),
            ),
        }
    }
    uses
}

/// The parts of `Name(...)` in `interfaces(...)`: method names, and `impl = path` once.
fn read_use_parts(
    r: &mut Reader,
    interface: &str,
    tokens: TokenStream,
) -> (Vec<Spanned<String>>, Option<Spanned<String>>) {
    let mut methods = Vec::new();
    let mut implementation: Option<Spanned<String>> = None;
    for part in split_commas(tokens) {
        match part.as_slice() {
            [TokenTree::Ident(m)] if m != "impl" => methods.push(r.ident(m)),
            [TokenTree::Ident(key), TokenTree::Punct(eq), path @ ..]
                if key == "impl"
                    && eq.as_char() == '='
                    && is_path(&path.iter().cloned().collect()) =>
            {
                let path = r.tokens(path.iter().cloned().collect(), false);
                if implementation.is_some() {
                    r.error(
                        SpecDiagnostic::error(path.span, "`impl` is given twice")
                            .with_help("remove one of them"),
                    );
                }
                implementation = Some(path);
            }
            [TokenTree::Ident(key), TokenTree::Punct(eq), value @ ..]
                if key == "impl" && eq.as_char() == '=' =>
            {
                let value: TokenStream = value.iter().cloned().collect();
                r.error_at(
                    value.clone(),
                    format!(
                        "expected a Rust path for `impl`, found {}",
                        super::reader::describe(&value)
                    ),
                    Some("write `impl = crate::path`, the module of the methods".to_string()),
                );
            }
            _ => r.error_at(
                part.into_iter().collect(),
                "expected a method name or `impl = path`".to_string(),
                Some(format!("write `{interface}(method, impl = crate::path)`")),
            ),
        }
    }
    (methods, implementation)
}

/// `#[builder(name = i64, params(value: i64), body = crate::build::constant_i64)]`.
/// The arguments of `#[what(...)]` on an op, and the span of its name.
fn attr_args(r: &mut Reader, attr: &syn::Attribute, what: &str, keys: &[&str]) -> (Args, Span) {
    let tokens = match &attr.meta {
        syn::Meta::List(list) => list.tokens.clone(),
        _ => TokenStream::new(),
    };
    let span = r.span_of(attr.path().to_token_stream());
    (r.args(tokens, what, span, keys), span)
}

/// `#[derived_attr(name = width, returns = u32, body = crate::x::width, to_attr = ...)]`.
fn read_derived(r: &mut Reader, attr: &syn::Attribute) -> Option<DerivedAttribute> {
    let errors = r.diagnostics.len();
    let (args, span) = attr_args(r, attr, "#[derived_attr]", DERIVED_KEYS);
    let name = r.ident_value(&args, "name", "name = width");
    let returns = match args.get("returns").map(|arg| &arg.value) {
        Some(ArgValue::Assign(ty)) => Some(r.tokens(ty.clone(), false)),
        Some(_) => {
            r.error(
                SpecDiagnostic::error(span, "malformed `returns` in `#[derived_attr]`")
                    .with_help("write `returns = u32`"),
            );
            None
        }
        None => {
            r.error(
                SpecDiagnostic::error(span, "missing `returns` in `#[derived_attr]`")
                    .with_help("add `returns = u32`, the Rust type of the value"),
            );
            None
        }
    };
    if args.get("body").is_none() {
        r.error(
            SpecDiagnostic::error(span, "missing `body` in `#[derived_attr]`")
                .with_help("add `body = crate::path::to_fn`, the function computing the value"),
        );
    }
    let body = r.path(&args, "body");
    let to_attr = r.path(&args, "to_attr");
    if r.diagnostics.len() != errors {
        return None;
    }
    Some(DerivedAttribute {
        name: name?,
        returns: returns?,
        span: Span {
            end: body.as_ref()?.span.end,
            ..span
        },
        body: body?,
        to_attr,
        description: None,
    })
}

pub fn read_builder(r: &mut Reader, attr: &syn::Attribute) -> Option<Builder> {
    let errors = r.diagnostics.len();
    let (args, span) = attr_args(r, attr, "#[builder]", BUILDER_KEYS);
    let name = r.ident_value(&args, "name", "name = with_value");
    let params = r
        .list(&args, "params", "params(value: i64)")
        .into_iter()
        .filter_map(|p| read_param(r, p))
        .collect();
    if args.get("body").is_none() {
        r.error(
            SpecDiagnostic::error(span, "missing `body` in `#[builder]`")
                .with_help("add `body = crate::path::to_fn`, the function that fills the op state"),
        );
    }
    let body = r.path(&args, "body");
    let body = body.filter(|_| r.diagnostics.len() == errors)?;
    Some(Builder {
        name,
        params,
        span: Span {
            end: body.span.end,
            ..span
        },
        body,
    })
}

/// A builder parameter `name: Type`, after its doc comment (the description). Rust has no
/// default arguments and the builders have none, so `name: Type = default` is an error.
fn read_param(r: &mut Reader, tokens: TokenStream) -> Option<Parameter> {
    let all: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let (docs, all) = leading_docs(&all);
    let description = place_docs(r, &docs);
    let bad = |r: &mut Reader| {
        r.error_at(
            tokens.clone(),
            "expected a parameter `name: Type`".to_string(),
            Some("write `value: i64`".to_string()),
        );
        None
    };
    let [TokenTree::Ident(name), TokenTree::Punct(colon), ty @ ..] = all else {
        return bad(r);
    };
    if colon.as_char() != ':' || ty.is_empty() {
        return bad(r);
    }
    if let Some(at) = ty
        .iter()
        .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == '='))
    {
        r.error_at(
            ty[at..].iter().cloned().collect(),
            format!("builder parameter `{name}` has a default"),
            Some(
                "Rust has no default arguments: declare a second builder without the parameter"
                    .to_string(),
            ),
        );
        return None;
    }
    let name = r.ident(name);
    let rust_type = r.tokens(ty.iter().cloned().collect(), false);
    Some(Parameter {
        span: Span {
            end: rust_type.span.end,
            ..name.span
        },
        name,
        rust_type,
        optional: false,
        default: None,
        description,
        parser: None,
        printer: None,
        constraint: None,
        mutable: false,
    })
}

/// The doc comments (`#[doc = "..."]` tokens, as `///` lines arrive) at the start of `tokens`,
/// each with its literal, and the tokens after them.
pub fn leading_docs(tokens: &[TokenTree]) -> (Vec<proc_macro2::Literal>, &[TokenTree]) {
    let mut docs = Vec::new();
    let mut rest = tokens;
    while let [TokenTree::Punct(hash), TokenTree::Group(group), after @ ..] = rest
        && hash.as_char() == '#'
        && group.delimiter() == Delimiter::Bracket
    {
        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
        let [
            TokenTree::Ident(doc),
            TokenTree::Punct(eq),
            TokenTree::Literal(text),
        ] = inner.as_slice()
        else {
            break;
        };
        if doc != "doc" || eq.as_char() != '=' {
            break;
        }
        docs.push(text.clone());
        rest = after;
    }
    (docs, rest)
}

/// The lines of doc literals as one description, placed at the first one.
pub fn place_docs(r: &mut Reader, docs: &[proc_macro2::Literal]) -> Option<Spanned<String>> {
    let attrs: Vec<syn::Attribute> = docs
        .iter()
        .map(|text| syn::parse_quote!(#[doc = #text]))
        .collect();
    docs::description(r, &attrs)
}

/// Rust code (a default value, a method body), rendered compactly as a spec writes it
/// (`String::new()`), each piece at its token.
pub fn code(r: &mut Reader, tokens: TokenStream) -> Spanned<String> {
    r.tokens(tokens, false)
}

/// The field attributes of op attributes and properties, and of definitions' parameters.
const FIELD_ATTRS: &[&str] = &["optional", "default"];

/// `#[optional]` or `#[default = "..."]` on a field.
pub enum FieldAttr {
    /// `#[optional]`, where it was written.
    Optional(Span),
    /// `#[default = "..."]`, the value.
    Default(Spanned<String>),
}

/// Which of `#[optional]` and `#[default = "..."]` `attr` is, or `None` when it is neither or
/// malformed (reported); `default_is` says what the string of a default holds.
pub fn field_attr(r: &mut Reader, attr: &syn::Attribute, default_is: &str) -> Option<FieldAttr> {
    match (
        attr.path().get_ident().map(|i| i.to_string()).as_deref(),
        &attr.meta,
    ) {
        (Some("optional"), syn::Meta::Path(path)) => {
            Some(FieldAttr::Optional(r.span_of(path.to_token_stream())))
        }
        (Some("default"), syn::Meta::NameValue(nv)) => {
            let value = nv.value.to_token_stream();
            let read = r.string_tokens(&value).map(FieldAttr::Default);
            if read.is_none() {
                r.error_at(
                    value,
                    format!("expected a string literal: {default_is}"),
                    Some("write `#[default = \"0\"]`".to_string()),
                );
            }
            read
        }
        (Some(name @ ("optional" | "default")), _) => {
            r.error_at(
                attr.to_token_stream(),
                format!("malformed `#[{name}]`"),
                Some("write `#[optional]` or `#[default = \"...\"]`".to_string()),
            );
            None
        }
        (name, _) => {
            let name = name.unwrap_or("?");
            let help = match did_you_mean(name, FIELD_ATTRS.iter().copied()) {
                Some(close) => format!("did you mean `#[{close}]`?"),
                None => "a field takes `#[optional]`, `#[default = \"...\"]` and doc comments"
                    .to_string(),
            };
            r.error_at(
                attr.to_token_stream(),
                format!("unknown field attribute `#[{name}]`"),
                Some(help),
            );
            None
        }
    }
}

/// One field: `name: Kind<constraint>`, its doc comment the description.
fn read_field(r: &mut Reader, field: &syn::Field) -> Option<Entity> {
    let ident = field.ident.as_ref()?;
    let errors = r.diagnostics.len();
    let mut optional = None;
    let mut default = None;
    let description =
        docs::walk_attrs(
            r,
            &field.attrs,
            docs::description,
            |r, attr| match field_attr(r, attr, "the default value in its textual form") {
                Some(FieldAttr::Optional(at)) => optional = Some(at),
                Some(FieldAttr::Default(value)) => default = Some(value),
                None => {}
            },
        );
    let name = r.ident(ident);
    let (kind, constraint) = field_type(r, &field.ty)?;
    let end = constraint.as_ref().map_or(kind.span.end, |c| c.span.end);
    let span = Span { end, ..name.span };
    let kind_name = kind.value.as_str();
    if !matches!(kind_name, "Attr" | "Prop")
        && let Some(at) = optional.or(default.as_ref().map(|d| d.span))
    {
        let help = match kind_name {
            "Operand" | "Result" => format!(
                "an optional {} is written with its constraint: `{kind_name}<Optional<...>>`",
                kind_name.to_lowercase()
            ),
            _ => "only attributes and properties have `#[optional]` and `#[default]`".to_string(),
        };
        r.error(
            SpecDiagnostic::error(
                at,
                format!("a `{kind_name}` field cannot be optional or default-valued this way"),
            )
            .with_help(help),
        );
    }
    let needs_constraint = |r: &mut Reader, constraint: Option<Spanned<String>>| {
        if constraint.is_none() {
            let example = if kind_name == "Attr" || kind_name == "Prop" {
                "I64Attr"
            } else {
                "AnyType"
            };
            r.error(
                SpecDiagnostic::error(kind.span, format!("`{kind_name}` needs a constraint"))
                    .with_help(format!("write `{kind_name}<{example}>`")),
            );
        }
        constraint
    };
    let entity = match kind_name {
        "Operand" | "Result" => {
            let constraint = needs_constraint(r, constraint)?;
            let operand = Operand {
                name,
                constraint,
                description,
                span,
            };
            if kind_name == "Operand" {
                Entity::Operand(operand)
            } else {
                Entity::Result(operand)
            }
        }
        "Attr" | "Prop" => {
            let constraint = needs_constraint(r, constraint)?;
            let presence = match (optional, default) {
                (Some(at), Some(default)) => {
                    r.error(
                        SpecDiagnostic::error(
                            at,
                            "an attribute cannot be both optional and default-valued",
                        )
                        .with_help(
                            "remove `#[optional]`: an attribute with a default is never absent",
                        ),
                    );
                    AttrPresence::Default(default)
                }
                (_, Some(default)) => AttrPresence::Default(default),
                (Some(_), None) => AttrPresence::Optional,
                (None, None) => AttrPresence::Required,
            };
            let storage = if kind_name == "Attr" {
                AttrStorage::Attribute
            } else {
                AttrStorage::Property
            };
            Entity::Attribute(Attribute {
                name,
                constraint,
                presence,
                storage: Spanned::new(storage, kind.span),
                description,
                span,
            })
        }
        "Region" => Entity::Region(Region {
            name,
            constraint,
            description,
            span,
        }),
        _ => Entity::Successor(Successor {
            name,
            constraint,
            description,
            span,
        }),
    };
    (r.diagnostics.len() == errors).then_some(entity)
}

/// A field's type `Kind` or `Kind<constraint>`: the kind, and the constraint rendered in the
/// constraint language (tuples become lists).
fn field_type(
    r: &mut Reader,
    ty: &syn::Type,
) -> Option<(Spanned<String>, Option<Spanned<String>>)> {
    let tokens: Vec<TokenTree> = ty.to_token_stream().into_iter().collect();
    let expected = |r: &mut Reader| {
        r.error_at(
            ty.to_token_stream(),
            "expected a field kind with its constraint".to_string(),
            Some(format!(
                "write one of {}, with the constraint in `<...>`: `Operand<AnyInteger>`",
                super::reader::backticked(FIELD_KINDS)
            )),
        );
        None
    };
    let Some(TokenTree::Ident(kind)) = tokens.first() else {
        return expected(r);
    };
    let kind_text = kind.to_string();
    if !FIELD_KINDS.contains(&kind_text.as_str()) {
        let help = match did_you_mean(&kind_text, FIELD_KINDS.iter().copied()) {
            Some(close) => format!("did you mean `{close}`?"),
            None => format!("the kinds are {}", super::reader::backticked(FIELD_KINDS)),
        };
        r.error_at(
            kind.to_token_stream(),
            format!("unknown field kind `{kind_text}`"),
            Some(help),
        );
        return None;
    }
    let kind = r.ident(kind);
    match &tokens[1..] {
        [] => Some((kind, None)),
        [TokenTree::Punct(open), inner @ .., TokenTree::Punct(close)]
            if open.as_char() == '<' && close.as_char() == '>' && !inner.is_empty() =>
        {
            let constraint = r.tokens(inner.iter().cloned().collect(), true);
            Some((kind, Some(constraint)))
        }
        _ => expected(r),
    }
}
