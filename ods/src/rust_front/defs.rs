//! The dialect's other items written in Rust: enums (`#[enum_def] enum`, each variant a case
//! with its value as discriminant), type and attribute definitions (`#[type_def] struct`,
//! `#[attr_def] struct`, each field a parameter), and interfaces (`#[interface] trait`, each
//! `fn` a method, a body its default implementation). Each is read into its model item; what
//! the model cannot say (a doc comment on an enum case, an associated type) is an error, never
//! dropped.

use proc_macro2::TokenStream;
use quote::ToTokens;

use super::docs;
use super::ops::{
    FieldAttr, code, field_attr, no_generics, read_builder, read_interface_uses, read_traits,
    unknown_item_attr,
};
use super::reader::{Reader, backticked, integer_value, is_path};
use crate::diag::{Span, SpecDiagnostic, did_you_mean};
use crate::model::{
    ConstraintDef, ConstraintDefKind, Def, Enum, EnumCase, Hook, Interface, InterfaceKind,
    InterfaceMethod, InterfaceUse, Parameter, Spanned, Trait,
};

const ENUM_KEYS: &[&str] = &[
    "summary",
    "description",
    "bit",
    "str",
    "width",
    "mnemonic",
    "separator",
    "print_primary_groups",
    "bare",
    "field_parser",
];
const DEF_KEYS: &[&str] = &[
    "mnemonic",
    "summary",
    "description",
    "format",
    "traits",
    "interfaces",
    "verify",
    "skip_default_builders",
    "parse",
    "print",
];
const INTERFACE_KEYS: &[&str] = &["kind", "description", "verify"];
const EXTERNAL_MODEL_KEYS: &[&str] = &["op", "interfaces"];
const CONSTRAINT_KEYS: &[&str] = &["name", "kind", "summary", "description"];
const KIND_NAMES: &[&str] = &["op", "type", "attr", "dialect"];

/// Reads `#[enum_def(...)] enum Name { case = value, ... }`.
pub fn read_enum(r: &mut Reader, enum_attr: &syn::Attribute, item: &syn::ItemEnum) -> Option<Enum> {
    let errors = r.diagnostics.len();
    let mut header = None;
    let docs = docs::walk_attrs(r, &item.attrs, docs::summary_and_description, |r, attr| {
        if std::ptr::eq(attr, enum_attr) {
            let args = super::item_args(r, attr, "#[enum_def]", ENUM_KEYS);
            let str_enum = args.get("str").map(|arg| arg.key.to_token_stream());
            let str_enum = (r.flag(&args, "str"))
                .then(|| str_enum.map(|key| r.span_of(key)))
                .flatten();
            header = Some((
                r.flag(&args, "bit"),
                str_enum,
                r.integer(&args, "width"),
                r.string(&args, "mnemonic"),
                r.string(&args, "summary"),
                r.string(&args, "description"),
                r.string(&args, "separator"),
                r.flag(&args, "print_primary_groups"),
                r.flag(&args, "bare"),
                r.flag(&args, "field_parser"),
            ));
        } else {
            unknown_item_attr(
                r,
                attr,
                "an enum",
                "doc comments (the storage width is `width = 8`, `16`, `32` or `64` in `#[enum_def]`)",
            );
        }
    });
    let (
        bit_enum,
        str_enum,
        width,
        attr_mnemonic,
        summary,
        description,
        separator,
        print_primary_groups,
        bare,
        field_parser,
    ) = header?;
    let docs = docs::with_keys(r, docs, summary, description);
    let name = r.ident(&item.ident);
    no_generics(r, &item.generics, "an enum");
    let cases = item
        .variants
        .iter()
        .filter_map(|v| read_case(r, v, str_enum.is_none()))
        .collect();
    let e = Enum {
        span: name.span,
        name,
        summary: docs.summary,
        description: docs.description,
        bit_enum,
        str_enum,
        width,
        attr_mnemonic,
        separator,
        print_primary_groups,
        bare,
        field_parser,
        cases,
    };
    (r.diagnostics.len() == errors).then_some(e)
}

/// One case: `name = value`, with `#[string = "..."]` for a spelling other than the name; a
/// case of a string enum (not `needs_value`) is `name` alone.
fn read_case(r: &mut Reader, variant: &syn::Variant, needs_value: bool) -> Option<EnumCase> {
    let errors = r.diagnostics.len();
    let mut string = None;
    let no_docs = |r: &mut Reader, attrs: &[syn::Attribute]| {
        let doc = attrs.iter().find(|a| docs::is_doc(a))?;
        r.error_at(
            doc.to_token_stream(),
            "an enum case has no description in a spec".to_string(),
            Some("describe the cases in the enum's doc comment".to_string()),
        );
        Some(())
    };
    docs::walk_attrs(r, &variant.attrs, no_docs, |r, attr| {
        let value = match &attr.meta {
            syn::Meta::NameValue(nv) if attr.path().is_ident("string") => {
                r.string_tokens(&nv.value.to_token_stream())
            }
            _ => None,
        };
        match value {
            Some(value) => string = Some(value),
            None => r.error_at(
                attr.to_token_stream(),
                "expected `#[string = \"...\"]`, the case's spelling".to_string(),
                Some("an enum case takes `#[string = \"...\"]` only".to_string()),
            ),
        }
    });
    let name = r.ident(&variant.ident);
    if !matches!(variant.fields, syn::Fields::Unit) {
        r.error_at(
            variant.fields.to_token_stream(),
            format!("enum case `{}` has fields", name.value),
            Some("a case is a name and a value: `name = 0`".to_string()),
        );
    }
    let value = match &variant.discriminant {
        Some((_, expr)) => {
            let tokens = expr.to_token_stream();
            match integer_value(&tokens) {
                Some(n) => Some(Spanned::new(n, r.span_of(tokens))),
                None => {
                    r.error_at(
                        tokens,
                        "expected an integer literal within 64-bit signed integers".to_string(),
                        Some(format!("write `{} = 0`", name.value)),
                    );
                    None
                }
            }
        }
        None if !needs_value => None,
        None => {
            r.error(
                SpecDiagnostic::error(
                    name.span,
                    format!("enum case `{}` has no value", name.value),
                )
                .with_help(format!("write `{} = 0`", name.value)),
            );
            None
        }
    };
    if r.diagnostics.len() != errors {
        return None;
    }
    Some(EnumCase {
        span: Span {
            end: value.as_ref().map_or(name.span.end, |v| v.span.end),
            ..name.span
        },
        name,
        value,
        string,
    })
}

/// Reads `#[type_def(...)] struct` or `#[attr_def(...)] struct` (`what` names the attribute).
pub fn read_def(
    r: &mut Reader,
    def_attr: &syn::Attribute,
    what: &str,
    item: &syn::ItemStruct,
) -> Option<Def> {
    let errors = r.diagnostics.len();
    let mut header = None;
    let mut builders = Vec::new();
    let docs = docs::walk_attrs(r, &item.attrs, docs::summary_and_description, |r, attr| {
        if std::ptr::eq(attr, def_attr) {
            let args = super::item_args(r, attr, what, DEF_KEYS);
            header = Some(DefArgs {
                mnemonic: r.string(&args, "mnemonic"),
                summary: r.string(&args, "summary"),
                description: r.string(&args, "description"),
                traits: read_traits(r, &args),
                interfaces: read_interface_uses(r, &args),
                verify: r.hook(&args, "verify"),
                format: r.string(&args, "format"),
                skip_default_builders: r.flag(&args, "skip_default_builders"),
                parse: r.path(&args, "parse"),
                print: r.path(&args, "print"),
            });
        } else if attr.path().is_ident("builder") {
            builders.extend(read_builder(r, attr));
        } else {
            unknown_item_attr(
                r,
                attr,
                "a definition",
                "`#[builder(...)]` and doc comments",
            );
        }
    });
    let DefArgs {
        mnemonic,
        summary,
        description,
        traits,
        interfaces,
        verify,
        format,
        skip_default_builders,
        parse,
        print,
    } = header?;
    let docs = docs::with_keys(r, docs, summary, description);
    let name = r.ident(&item.ident);
    no_generics(r, &item.generics, "a definition");
    let parameters = match &item.fields {
        syn::Fields::Named(fields) => fields
            .named
            .iter()
            .filter_map(|f| read_parameter(r, f))
            .collect(),
        syn::Fields::Unit => Vec::new(),
        syn::Fields::Unnamed(fields) => {
            r.error_at(
                fields.to_token_stream(),
                "the parameters of a definition are named".to_string(),
                Some("write `struct Complex { elementType: Type }`".to_string()),
            );
            Vec::new()
        }
    };
    let def = Def {
        span: name.span,
        name,
        mnemonic,
        summary: docs.summary,
        description: docs.description,
        parameters,
        format,
        traits,
        interfaces,
        verify,
        builders,
        skip_default_builders,
        parse,
        print,
    };
    (r.diagnostics.len() == errors).then_some(def)
}

/// The keys of `#[type_def(...)]` and `#[attr_def(...)]`, read.
struct DefArgs {
    mnemonic: Option<Spanned<String>>,
    summary: Option<Spanned<String>>,
    description: Option<Spanned<String>>,
    traits: Vec<Trait>,
    interfaces: Vec<InterfaceUse>,
    verify: Option<Hook>,
    format: Option<Spanned<String>>,
    skip_default_builders: bool,
    parse: Option<Spanned<String>>,
    print: Option<Spanned<String>>,
}

/// A parameter `name: RustType`, with `#[optional]`, `#[default = "expr"]`, `#[mutable]` (part
/// of a type's body), and `#[parser = path]` / `#[printer = path]` for the functions reading and
/// writing it in a format.
fn read_parameter(r: &mut Reader, field: &syn::Field) -> Option<Parameter> {
    let ident = field.ident.as_ref()?;
    let mut optional = false;
    let mut default = None;
    let mut parser = None;
    let mut printer = None;
    let mut constraint = None;
    let mut mutable = false;
    let description = docs::walk_attrs(r, &field.attrs, docs::description, |r, attr| {
        if attr.path().is_ident("mutable") {
            match &attr.meta {
                syn::Meta::Path(_) => mutable = true,
                _ => r.error_at(
                    attr.to_token_stream(),
                    "malformed `#[mutable]`".to_string(),
                    Some("write `#[mutable]`: the parameter is part of the body".to_string()),
                ),
            }
            return;
        }
        if attr.path().is_ident("constraint") {
            constraint = parameter_constraint(r, attr);
            return;
        }
        if attr.path().is_ident("parser") {
            parser = parameter_function(r, attr, "parser");
            return;
        }
        if attr.path().is_ident("printer") {
            printer = parameter_function(r, attr, "printer");
            return;
        }
        match field_attr(r, attr, "a Rust expression") {
            Some(FieldAttr::Optional(_)) => optional = true,
            Some(FieldAttr::Default(value)) => default = Some(value),
            None => {}
        }
    });
    let name = r.ident(ident);
    let rust_type = r.tokens(field.ty.to_token_stream(), false);
    Some(Parameter {
        span: Span {
            end: rust_type.span.end,
            ..name.span
        },
        name,
        rust_type,
        optional,
        default,
        description,
        parser,
        printer,
        constraint,
        mutable,
    })
}

/// The constraint of `#[constraint(AnyInteger)]` on a parameter, in the constraint language
/// (lists written as tuples, as in operand types).
fn parameter_constraint(r: &mut Reader, attr: &syn::Attribute) -> Option<Spanned<String>> {
    if let syn::Meta::List(list) = &attr.meta
        && !list.tokens.is_empty()
    {
        return Some(r.tokens(list.tokens.clone(), true));
    }
    r.error_at(
        attr.to_token_stream(),
        "malformed `#[constraint]`: expected a constraint".to_string(),
        Some("write `#[constraint(AnyInteger)]`".to_string()),
    );
    None
}

/// The Rust path of `#[parser = path]` or `#[printer = path]` (`key` is which).
fn parameter_function(r: &mut Reader, attr: &syn::Attribute, key: &str) -> Option<Spanned<String>> {
    if let syn::Meta::NameValue(nv) = &attr.meta {
        let value = nv.value.to_token_stream();
        if is_path(&value) {
            return Some(r.tokens(value, false));
        }
    }
    r.error_at(
        attr.to_token_stream(),
        format!("malformed `#[{key}]`: expected a Rust path"),
        Some(format!("write `#[{key} = crate::path::to_fn]`")),
    );
    None
}

/// Reads `#[external_model(op = "arith.addi", interfaces(Cost, Latency(is_slow)))] mod m { ... }`:
/// the interfaces are implemented by the functions of the module itself unless a use names
/// another `impl`.
pub fn read_external_model(
    r: &mut Reader,
    attr: &syn::Attribute,
    item: &syn::ItemMod,
) -> Option<crate::model::ExternalModel> {
    let errors = r.diagnostics.len();
    let args = super::item_args(r, attr, "#[external_model]", EXTERNAL_MODEL_KEYS);
    let op = r.required_string(&args, "op", "\"arith.addi\"");
    if args.get("interfaces").is_none() {
        r.error(
            SpecDiagnostic::error(args.span, "missing `interfaces` in `#[external_model]`")
                .with_help("add `interfaces(MyInterface)`: the interfaces the module implements"),
        );
    }
    let module = r.ident(&item.ident);
    let interfaces = super::ops::read_interface_uses(r, &args);
    let model = crate::model::ExternalModel {
        op: op?,
        interfaces,
        module: Some(Spanned::new(format!("self::{}", module.value), module.span)),
        span: module.span,
    };
    (r.diagnostics.len() == errors).then_some(model)
}

/// Reads `#[interface(kind = op)] trait Name { fn method(&self) -> T; ... }`.
pub fn read_interface(
    r: &mut Reader,
    interface_attr: &syn::Attribute,
    item: &syn::ItemTrait,
) -> Option<Interface> {
    let errors = r.diagnostics.len();
    let mut header = None;
    let description = docs::walk_attrs(r, &item.attrs, docs::description, |r, attr| {
        if std::ptr::eq(attr, interface_attr) {
            let args = super::item_args(r, attr, "#[interface]", INTERFACE_KEYS);
            header = Some((
                read_kind(r, &args),
                r.hook(&args, "verify"),
                r.string(&args, "description"),
            ));
        } else {
            unknown_item_attr(r, attr, "an interface", "doc comments");
        }
    });
    let (kind, verify, keyed_description) = header?;
    let description = docs::one_of(r, description, keyed_description, "description");
    let name = r.ident(&item.ident);
    no_generics(r, &item.generics, "an interface");
    if item.unsafety.is_some() {
        r.error_at(
            item.unsafety.to_token_stream(),
            "an interface is a plain trait, not `unsafe`".to_string(),
            Some("remove `unsafe`".to_string()),
        );
    }
    let bases = read_bases(r, item);
    let mut methods = Vec::new();
    for trait_item in &item.items {
        match trait_item {
            syn::TraitItem::Fn(f) => methods.extend(read_method(r, f)),
            other => r.error_at(
                other.to_token_stream(),
                "an interface holds methods only".to_string(),
                Some("write `fn name(&self) -> Type;`, with a body for a default".to_string()),
            ),
        }
    }
    let interface = Interface {
        span: name.span,
        name,
        kind: kind?,
        description,
        bases,
        methods,
        verify,
    };
    (r.diagnostics.len() == errors).then_some(interface)
}

/// The supertraits of an interface's trait, its bases: each the plain name of another
/// interface of the module (`trait Derived: Base + Other`).
fn read_bases(r: &mut Reader, item: &syn::ItemTrait) -> Vec<Spanned<String>> {
    let mut bases = Vec::new();
    for bound in &item.supertraits {
        match bound {
            syn::TypeParamBound::Trait(t)
                if t.lifetimes.is_none()
                    && t.maybe.is_none()
                    && t.paren_token.is_none()
                    && t.path.leading_colon.is_none()
                    && t.path.segments.len() == 1
                    && t.path.segments[0].arguments.is_none() =>
            {
                bases.push(r.ident(&t.path.segments[0].ident));
            }
            other => r.error_at(
                other.to_token_stream(),
                "a supertrait of an interface is another interface of this module, by name"
                    .to_string(),
                Some("write `trait Derived: Base`, naming an `#[interface]` trait".to_string()),
            ),
        }
    }
    bases
}

/// The `kind` of an interface: `op`, `type`, `attr` or `dialect`.
fn read_kind(r: &mut Reader, args: &super::reader::Args) -> Option<Spanned<InterfaceKind>> {
    if args.get("kind").is_none() {
        r.error(
            SpecDiagnostic::error(args.span, "missing `kind` in `#[interface]`")
                .with_help("add `kind = op` (or `type`, `attr`, `dialect`)"),
        );
    }
    let kind = r.ident_value(args, "kind", "kind = op")?;
    let found = match kind.as_str() {
        "op" => InterfaceKind::Op,
        "type" => InterfaceKind::Type,
        "attr" => InterfaceKind::Attr,
        "dialect" => InterfaceKind::Dialect,
        other => {
            let diagnostic = SpecDiagnostic::error(
                kind.span,
                format!(
                    "unknown kind `{other}`, expected {}",
                    backticked(KIND_NAMES).replacen(" and ", " or ", 1)
                ),
            );
            r.error(match did_you_mean(other, KIND_NAMES.iter().copied()) {
                Some(close) => diagnostic.with_help(format!("did you mean `{close}`?")),
                None => diagnostic,
            });
            return None;
        }
    };
    Some(Spanned::new(found, kind.span))
}

/// One method: static when it has no receiver, with a default when it has a body, fixed (not
/// overridable) when `#[fixed]` marks its body.
fn read_method(r: &mut Reader, f: &syn::TraitItemFn) -> Option<InterfaceMethod> {
    let errors = r.diagnostics.len();
    let mut fixed = None;
    let description = docs::walk_attrs(r, &f.attrs, docs::description, |r, attr| {
        if attr.path().is_ident("fixed") && matches!(attr.meta, syn::Meta::Path(_)) {
            fixed = Some(attr.to_token_stream());
        } else {
            unknown_item_attr(
                r,
                attr,
                "an interface method",
                "doc comments and `#[fixed]`",
            );
        }
    });
    let sig = &f.sig;
    let name = r.ident(&sig.ident);
    if sig.constness.is_some() || sig.asyncness.is_some() || sig.abi.is_some() {
        r.error_at(
            sig.to_token_stream(),
            format!("method `{}` is not a plain `fn`", name.value),
            Some("remove `const`, `async` and `extern`".to_string()),
        );
    }
    no_generics(r, &sig.generics, "an interface method");
    let mut is_static = true;
    let mut params = Vec::new();
    for input in &sig.inputs {
        match input {
            syn::FnArg::Receiver(_) => is_static = false,
            syn::FnArg::Typed(typed) => match &*typed.pat {
                syn::Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => {
                    let description =
                        docs::walk_attrs(r, &typed.attrs, docs::description, |r, attr| {
                            unknown_item_attr(r, attr, "a method parameter", "doc comments");
                        });
                    let param_name = r.ident(&p.ident);
                    let rust_type = r.tokens(typed.ty.to_token_stream(), false);
                    params.push(Parameter {
                        span: Span {
                            end: rust_type.span.end,
                            ..param_name.span
                        },
                        name: param_name,
                        rust_type,
                        optional: false,
                        default: None,
                        description,
                        parser: None,
                        printer: None,
                        constraint: None,
                        mutable: false,
                    });
                }
                _ => r.error_at(
                    typed.pat.to_token_stream(),
                    "expected a parameter name".to_string(),
                    Some("write `name: Type`".to_string()),
                ),
            },
        }
    }
    let returns = match &sig.output {
        syn::ReturnType::Default => None,
        syn::ReturnType::Type(_, ty) => Some(r.tokens(ty.to_token_stream(), false)),
    };
    let mut default_body = f.default.as_ref().map(|block| {
        let body: TokenStream = block.stmts.iter().map(|s| s.to_token_stream()).collect();
        code(r, body)
    });
    let mut fixed_body = None;
    if let Some(attr) = fixed {
        fixed_body = default_body.take();
        if fixed_body.is_none() {
            r.error_at(
                attr,
                format!("method `{}` is `#[fixed]` but has no body", name.value),
                Some(
                    "give it a body: a fixed method is implemented once, by the interface"
                        .to_string(),
                ),
            );
        }
    }
    let end = default_body
        .as_ref()
        .or(fixed_body.as_ref())
        .or(returns.as_ref())
        .map_or(name.span.end, |s| s.span.end);
    let method = InterfaceMethod {
        span: Span { end, ..name.span },
        name,
        description,
        params,
        returns,
        is_static,
        default_body,
        fixed_body,
    };
    (r.diagnostics.len() == errors).then_some(method)
}

/// Reads `#[constraint(...)] fn predicate(ctx: &Context, value: Type) -> bool { ... }`: a
/// constraint whose predicate is the function itself (which stays in the module). Its name is
/// `name`, or the function's in UpperCamelCase; its kind is `kind`, or what the second
/// parameter's type (`Type` or `Attribute`) says; its summary the first line of its doc comment
/// unless `summary` is given.
pub fn read_constraint(
    r: &mut Reader,
    constraint_attr: &syn::Attribute,
    item: &syn::ItemFn,
) -> Option<ConstraintDef> {
    let errors = r.diagnostics.len();
    let mut header = None;
    let docs = docs::walk_attrs(r, &item.attrs, docs::summary_and_description, |r, attr| {
        if std::ptr::eq(attr, constraint_attr) {
            let args = super::item_args(r, attr, "#[constraint]", CONSTRAINT_KEYS);
            header = Some((
                r.string(&args, "name"),
                r.string(&args, "kind"),
                r.string(&args, "summary"),
                r.string(&args, "description"),
            ));
        }
    });
    let (name, kind, summary, description) = header?;
    let docs = docs::with_keys(r, docs, summary, description);
    let predicate = r.ident(&item.sig.ident);
    let name = name.unwrap_or_else(|| Spanned {
        value: crate::names::camel_case(&predicate.value),
        span: predicate.span,
    });
    let kind = match kind {
        Some(kind) => match kind.as_str() {
            "type" => Some(Spanned::new(ConstraintDefKind::Type, kind.span)),
            "attr" => Some(Spanned::new(ConstraintDefKind::Attr, kind.span)),
            other => {
                r.error(
                    SpecDiagnostic::error(
                        kind.span,
                        format!("unknown kind `{other}`, expected `type` or `attr`"),
                    )
                    .with_help("write `kind = \"type\"` or `kind = \"attr\"`"),
                );
                None
            }
        },
        None => {
            let inferred = constraint_kind_of(item);
            if inferred.is_none() {
                r.error_at(
                    item.sig.inputs.to_token_stream(),
                    "the predicate of a constraint takes `(ctx: &Context, value: Type)` or `(ctx: &Context, value: Attribute)`".to_string(),
                    Some("write its parameters so, or say `kind = \"type\"` or `kind = \"attr\"` in `#[constraint]`".to_string()),
                );
            }
            inferred.map(|k| Spanned::new(k, predicate.span))
        }
    };
    if r.diagnostics.len() > errors {
        return None;
    }
    Some(ConstraintDef {
        name,
        kind: kind?,
        span: predicate.span,
        predicate,
        summary: docs.summary,
        description: docs.description,
    })
}

/// The kind the second parameter of a predicate names: its type's last segment, `Type` or
/// `Attribute`.
fn constraint_kind_of(item: &syn::ItemFn) -> Option<ConstraintDefKind> {
    let syn::FnArg::Typed(param) = item.sig.inputs.iter().nth(1)? else {
        return None;
    };
    let syn::Type::Path(path) = &*param.ty else {
        return None;
    };
    match path.path.segments.last()?.ident.to_string().as_str() {
        "Type" => Some(ConstraintDefKind::Type),
        "Attribute" => Some(ConstraintDefKind::Attr),
        _ => None,
    }
}
