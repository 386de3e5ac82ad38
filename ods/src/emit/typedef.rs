//! The Rust emitted for the dialect's type and attribute definitions: per definition a storage
//! struct of its parameters (uniqued by the context through the runtime's `DynStorage`), a
//! `Copy` view over the type or attribute (`TypeView` / `AttrView`) with `get`,
//! `get_checked`, the declared builders, one accessor per parameter and the constraint check
//! `satisfies`, the parser and printer of its declarative format (or the calls of its
//! hand-written ones), the checks and registration of its traits; per dialect the type and
//! attribute hooks that dispatch on the mnemonic, and `DefParam` for the enums and definitions
//! used as parameters.
//!
//! The reading and writing of each parameter kind is the runtime's (`::oxir::def_support`),
//! unless the parameter names its own `parser` / `printer`; this module decides the order, the
//! spacing (MLIR's rules of `AttrOrTypeFormatGen`), what is optional and what is stripped. The
//! calls of `custom` directives are written by [`custom`]; interfaces the definitions implement
//! are registered by [`super::interface`].

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use super::format::space_before;
use super::tokens::{checked_rust as rust, spec_rust};
use crate::diag::SpecDiagnostic;
use crate::lang::def_format::{DefCustomArg, DefElement, DefElementKind};
use crate::lang::format::{Literal, is_keyword};
use crate::lang::param_type::ParamType;
use crate::model::{Def, Dialect, Enum, InterfaceKind, Parameter, Spanned};
use crate::names;
use crate::resolved::{ResolvedDef, ResolvedDialect};

mod custom;
mod def;

/// Types or attributes: what differs between the two.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DefKind {
    /// A `[[type]]`.
    Type,
    /// An `[[attr]]`.
    Attr,
}

impl DefKind {
    /// `type` or `attribute`.
    pub fn word(self) -> &'static str {
        match self {
            DefKind::Type => "type",
            DefKind::Attr => "attribute",
        }
    }

    /// The runtime handle type.
    pub fn handle(self) -> TokenStream {
        match self {
            DefKind::Type => quote!(::oxir::Type),
            DefKind::Attr => quote!(::oxir::Attribute),
        }
    }

    /// The view trait the generated view implements.
    pub fn view_trait(self) -> TokenStream {
        match self {
            DefKind::Type => quote!(::oxir::types::TypeView),
            DefKind::Attr => quote!(::oxir::attrs::AttrView),
        }
    }

    /// The method of the view trait (and of the view) giving the handle back.
    pub fn unwrap_method(self) -> Ident {
        match self {
            DefKind::Type => format_ident!("ty"),
            DefKind::Attr => format_ident!("attr"),
        }
    }

    /// The sigil of the textual form.
    fn sigil(self) -> char {
        match self {
            DefKind::Type => '!',
            DefKind::Attr => '#',
        }
    }

    /// The kind of interfaces a definition of this kind implements.
    pub fn interface_kind(self) -> InterfaceKind {
        match self {
            DefKind::Type => InterfaceKind::Type,
            DefKind::Attr => InterfaceKind::Attr,
        }
    }

    /// The Rust type name of definition `name`.
    pub fn rust_name(self, name: &str) -> String {
        match self {
            DefKind::Type => names::type_def_name(name),
            DefKind::Attr => names::attr_def_name(name),
        }
    }
}

/// The key a definition's kind is known by: its mnemonic, or its name without one.
pub fn def_key(def: &Def) -> &str {
    def.mnemonic.as_ref().unwrap_or(&def.name).as_str()
}

/// What the dialect needs of its definitions.
pub struct EmittedDefs {
    /// The storage structs, views and hooks.
    pub items: TokenStream,
    /// Statements filling the dialect descriptor `dialect` (its type and attribute hooks).
    pub hooks: TokenStream,
    /// Statements run on `ctx` once the dialect is registered: the definitions' traits.
    pub registration: TokenStream,
}

/// Emits every type and attribute definition of `dialect`.
pub fn emit_defs(
    resolved: &ResolvedDialect,
    origin: &Origin<'_>,
) -> Result<EmittedDefs, Vec<SpecDiagnostic>> {
    let dialect = &resolved.spec;
    let mut errors = Vec::new();
    let mut items = Vec::new();
    let mut hooks = Vec::new();
    let mut registration = Vec::new();
    // The attribute forms of enums with a mnemonic are attribute definitions too.
    let enum_attrs = crate::enum_attr::attr_defs(&dialect.enums);
    let type_defs: Vec<&ResolvedDef> = resolved.type_defs.iter().collect();
    let attr_defs: Vec<&ResolvedDef> = resolved.attr_defs.iter().chain(&enum_attrs).collect();
    for (kind, defs) in [(DefKind::Type, &type_defs), (DefKind::Attr, &attr_defs)] {
        let mut dispatch = Vec::new();
        for &def in defs {
            match def::emit_def(dialect, def, kind, origin) {
                Ok((tokens, register)) => {
                    items.push(tokens);
                    registration.push(register);
                }
                Err(mut e) => errors.append(&mut e),
            }
            dispatch.push(&def.spec);
        }
        // A dialect with a type syntax of its own installs that instead (see `emit_dialect`).
        let own_syntax = kind == DefKind::Type && dialect.type_syntax.is_some();
        if !dispatch.is_empty() && !own_syntax {
            let (item, hook) = dialect_hooks(&dialect.name.value, kind, &dispatch);
            items.push(item);
            hooks.push(hook);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // Enums used as parameters read and write themselves through `DefParam`.
    let mut enums: Vec<&str> = Vec::new();
    for def in type_defs.iter().chain(&attr_defs) {
        for p in &def.params {
            let element = match &p.ty {
                ParamType::Array(element) => element,
                other => other,
            };
            if let ParamType::Enum(name) = element
                && !enums.contains(&name.as_str())
            {
                enums.push(name);
            }
        }
    }
    for e in dialect
        .enums
        .iter()
        .filter(|e| enums.contains(&e.name.as_str()))
    {
        items.push(enum_param(e));
    }
    // So do definitions used as parameters.
    let mut views: Vec<(&str, bool)> = Vec::new();
    for def in type_defs.iter().chain(&attr_defs) {
        for p in &def.params {
            let element = match &p.ty {
                ParamType::Array(element) => element,
                other => other,
            };
            if let ParamType::Def { view, attr } = element
                && !views.contains(&(view.as_str(), *attr))
            {
                views.push((view, *attr));
            }
        }
    }
    for (view, attr) in views {
        let (kind, defs) = if attr {
            (DefKind::Attr, &attr_defs)
        } else {
            (DefKind::Type, &type_defs)
        };
        if let Some(def) = defs
            .iter()
            .find(|d| kind.rust_name(&d.spec.name.value) == view)
        {
            items.push(def_param(&def.spec, kind));
        }
    }
    Ok(EmittedDefs {
        items: quote!(#(#items)*),
        hooks: quote!(#(#hooks)*),
        registration: quote!(#(#registration)*),
    })
}

/// A parameter as the emitter needs it.
/// The parameters of a definition, and the module of the functions of its format's `custom`
/// directives (the dialect's `custom_directives`).
struct Params<'a> {
    list: Vec<Param<'a>>,
    custom_module: TokenStream,
}

impl<'a> std::ops::Deref for Params<'a> {
    type Target = [Param<'a>];

    fn deref(&self) -> &[Param<'a>] {
        &self.list
    }
}

struct Param<'a> {
    spec: &'a Parameter,
    field: Ident,
    ty: &'a ParamType,
    /// Written `qualified($x)` in the format.
    qualified: bool,
    /// The path of its own `parser` function, if it has one.
    parser: Option<TokenStream>,
    /// The path of its own `printer` function, if it has one.
    printer: Option<TokenStream>,
}

impl Param<'_> {
    fn name(&self) -> &str {
        self.spec.name.as_str()
    }

    /// Whether the text may leave it out (optional or default-valued).
    fn may_be_absent(&self) -> bool {
        self.spec.optional || self.spec.default.is_some()
    }

    /// The field's Rust type.
    fn storage_type(&self) -> TokenStream {
        let ty = rust(&self.ty.storage_type());
        if self.spec.optional {
            quote!(Option<#ty>)
        } else {
            ty
        }
    }

    /// The name of the function giving the default.
    fn default_fn(&self) -> Ident {
        format_ident!("default_{}", names::snake_case(self.name()))
    }

    /// For a definition-valued parameter (or an array of them) the format writes `qualified`:
    /// its view, whether it is an attribute, and whether it is an array.
    fn qualified_def(&self) -> Option<(Ident, bool, bool)> {
        let (element, array) = match self.ty {
            ParamType::Array(element) => (&**element, true),
            other => (other, false),
        };
        match element {
            ParamType::Def { view, attr } if self.qualified => {
                Some((format_ident!("{}", view), *attr, array))
            }
            _ => None,
        }
    }
}

/// The builders `def` declares: `get_<name>` (or `get`) making a `made` (the storage, or a
/// mutable type's key) with its body function (`fn(&Context, params...) -> <made>`, MLIR's
/// `AttrBuilder` body) and passing it to the view's `from_<from>`, and `get_checked_<name>`
/// passing it to `from_<from>_checked`, which runs the verifiers.
fn declared_builders(
    def: &Def,
    (made, from): (&Ident, &str),
    shown: &str,
    origin: &Origin<'_>,
    errors: &mut Vec<SpecDiagnostic>,
) -> Vec<TokenStream> {
    let mut out = Vec::new();
    let (local, construct, construct_checked) = (
        format_ident!("{from}"),
        format_ident!("from_{from}"),
        format_ident!("from_{from}_checked"),
    );
    for builder in &def.builders {
        let name = crate::def_check::builder_name(builder.name.as_ref().map(|n| n.as_str()));
        let checked = format_ident!("{}", name.replacen("get", "get_checked", 1));
        let name = format_ident!("{}", name);
        let body = match spec_rust(&builder.body, "path") {
            Ok(path) => path,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let (params, args) =
            super::tokens::spec_params(&builder.params, crate::names::rust_ident, errors);
        let doc = format!(
            " The uniqued `{shown}` whose parameters `{}` computes ({}); unchecked.",
            builder.body.value,
            origin.at(builder.span)
        );
        let checked_doc = format!(
            " Like `{name}`, but checked by the verifiers: their message, at `loc`, on failure."
        );
        out.push(quote! {
            #[doc = #doc]
            #[allow(clippy::too_many_arguments)]
            pub fn #name(ctx: &::oxir::Context, #(#params),*) -> Self {
                let #local: #made = #body(ctx, #(#args),*);
                Self::#construct(ctx, #local)
            }

            #[doc = #checked_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn #checked(ctx: &::oxir::Context, loc: ::oxir::Location, #(#params),*) -> Result<Self, ::oxir::Diagnostic> {
                let #local: #made = #body(ctx, #(#args),*);
                Self::#construct_checked(ctx, #local).map_err(|message| ::oxir::Diagnostic::error(loc, message))
            }
        });
    }
    out
}

/// The checks of `def`'s traits on a new `value` (each trait's `verify_type` / `verify_attr`),
/// and the statements marking its kind with them once the dialect is registered. A runtime
/// interface listed among the traits (MLIR's `MemRefElementTypeInterface`) is attached as one.
fn traits(
    def: &Def,
    kind: DefKind,
    view: &Ident,
    errors: &mut Vec<SpecDiagnostic>,
) -> (TokenStream, TokenStream) {
    let unwrap = kind.unwrap_method();
    let (runtime_trait, verify, attach_trait, attach_interface, kind_path) = match kind {
        DefKind::Type => (
            quote!(::oxir::def_support::TypeTrait),
            quote!(verify_type),
            quote!(::oxir::def_support::attach_type_trait),
            quote!(attach_type_interface),
            quote!(::oxir::interfaces::TypeKind::Dialect),
        ),
        DefKind::Attr => (
            quote!(::oxir::def_support::AttrTrait),
            quote!(verify_attr),
            quote!(::oxir::def_support::attach_attr_trait),
            quote!(attach_attr_interface),
            quote!(::oxir::interfaces::AttrKind::Dialect),
        ),
    };
    let mut checks = Vec::new();
    let mut registration = Vec::new();
    for t in &def.traits {
        if let Some(interface) = crate::def_check::runtime_interface(t, kind.word()) {
            let interface: TokenStream = interface.parse().unwrap_or_default();
            registration.push(quote! {
                {
                    struct Model;
                    impl #interface for Model {}
                    ctx.#attach_interface::<dyn #interface>(#kind_path { dialect: #view::DIALECT, mnemonic: #view::MNEMONIC }, Box::new(Model));
                }
            });
            continue;
        }
        let path = match spec_rust(&t.name, "path") {
            Ok(path) => path,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        checks.push(quote!(<#path as #runtime_trait>::#verify(ctx, value.#unwrap())?;));
        registration.push(quote!(#attach_trait::<#path>(ctx, #view::DIALECT, #view::MNEMONIC);));
    }
    (quote!(#(#checks)*), quote!(#(#registration)*))
}

fn param_doc(spec: &Parameter, origin: &Origin<'_>) -> String {
    let name = spec.name.as_str();
    let what = match &spec.description {
        Some(d) => d.value.trim().trim_end_matches('.').to_string(),
        None if spec.optional => format!("The optional parameter `{name}`"),
        None => format!("The parameter `{name}`"),
    };
    let default = spec
        .default
        .as_ref()
        .map_or_else(String::new, |d| format!(", `{}` by default", d.value));
    format!(" {what}{default} ({}).", origin.at(spec.span))
}

/// How `get` takes a parameter: scalars by value, strings as `&str`, arrays as slices.
fn get_arg_type(p: &Param<'_>) -> TokenStream {
    let inner = match p.ty {
        ParamType::String => quote!(&str),
        ParamType::F64 => quote!(f64),
        ParamType::Array(element) => {
            let element = rust(&element.storage_type());
            quote!(&[#element])
        }
        other => rust(&other.storage_type()),
    };
    if p.spec.optional {
        quote!(Option<#inner>)
    } else {
        inner
    }
}

/// The parameters of `get` taking `params`, as `name: type`.
fn get_params<'p, 'a: 'p>(params: impl Iterator<Item = &'p Param<'a>>) -> Vec<TokenStream> {
    params
        .map(|p| {
            let field = &p.field;
            let ty = get_arg_type(p);
            quote!(#field: #ty)
        })
        .collect()
}

/// The fields of a storage struct made of the arguments of `get` (see [`get_params`]).
fn get_fields<'p, 'a: 'p>(params: impl Iterator<Item = &'p Param<'a>>) -> Vec<TokenStream> {
    params
        .map(|p| {
            let field = &p.field;
            let convert = match (p.ty, p.spec.optional) {
                (ParamType::F64, false) => quote!(::oxir::def_support::F64::new(#field)),
                (ParamType::F64, true) => quote!(#field.map(::oxir::def_support::F64::new)),
                (ParamType::String, false) => quote!(#field.to_string()),
                (ParamType::Array(_), false) => quote!(#field.to_vec()),
                (ParamType::String, true) => quote!(#field.map(str::to_string)),
                (ParamType::Array(_), true) => quote!(#field.map(<[_]>::to_vec)),
                _ => return quote!(#field),
            };
            quote!(#field: #convert)
        })
        .collect()
}

/// The accessor of a parameter: scalars by value, strings and arrays borrowed from the context
/// (which owns the storage); `source` is the `Option` of a reference to the struct holding the
/// field.
fn accessor(
    dialect: &Dialect,
    p: &Param<'_>,
    origin: &Origin<'_>,
    source: &TokenStream,
) -> TokenStream {
    let field = &p.field;
    let doc = param_doc(p.spec, origin);
    let (ret, expr) = match (p.ty, p.spec.optional) {
        (ParamType::String, false) => (
            quote!(&str),
            quote!(#source.map_or("", |s| s.#field.as_str())),
        ),
        (ParamType::String, true) => (
            quote!(Option<&str>),
            quote!(#source.and_then(|s| s.#field.as_deref())),
        ),
        (ParamType::Rust(ty), optional) => {
            let ty = rust(ty);
            let expr = if optional {
                quote!(#source.and_then(|s| s.#field.as_ref()))
            } else {
                quote!(#source.map(|s| &s.#field))
            };
            (quote!(Option<&#ty>), expr)
        }
        (ParamType::Array(element), false) => {
            let element = rust(&element.storage_type());
            (
                quote!(&[#element]),
                quote!(#source.map_or(&[], |s| s.#field.as_slice())),
            )
        }
        (ParamType::Array(element), true) => {
            let element = rust(&element.storage_type());
            (
                quote!(Option<&[#element]>),
                quote!(#source.and_then(|s| s.#field.as_deref())),
            )
        }
        (ParamType::F64, true) => (
            quote!(Option<f64>),
            quote!(#source.and_then(|s| s.#field.map(::oxir::def_support::F64::get))),
        ),
        (ty, true) => {
            let ty = rust(&ty.storage_type());
            (quote!(Option<#ty>), quote!(#source.and_then(|s| s.#field)))
        }
        (ParamType::Bool, false) => (quote!(bool), quote!(#source.is_some_and(|s| s.#field))),
        (ParamType::F64, false) => (quote!(f64), quote!(#source.map_or(0.0, |s| s.#field.get()))),
        (ty, false) => {
            let fallback = fallback(dialect, ty);
            let ty = rust(&ty.storage_type());
            (quote!(#ty), quote!(#source.map_or(#fallback, |s| s.#field)))
        }
    };
    quote! {
        #[doc = #doc]
        pub fn #field(self, ctx: &::oxir::Context) -> #ret {
            #expr
        }
    }
}

/// What an accessor of a `Copy` parameter reads on a view over a value of another kind.
fn fallback(dialect: &Dialect, ty: &ParamType) -> TokenStream {
    match ty {
        ParamType::Int { .. } => quote!(0),
        ParamType::Bool => quote!(false),
        ParamType::F64 => quote!(::oxir::def_support::F64::new(0.0)),
        ParamType::Type => quote!(ctx.common().none),
        ParamType::Attribute => quote!(ctx.common().unit),
        ParamType::Enum(name) => {
            let ident = format_ident!("{}", name);
            let bit = dialect
                .enums
                .iter()
                .any(|e| e.name.value == *name && e.bit_enum);
            if bit {
                quote!(#ident::default())
            } else {
                quote!(#ident::ALL[0])
            }
        }
        ParamType::Def { view, attr } => {
            let view = format_ident!("{}", view);
            if *attr {
                quote!(<#view as ::oxir::attrs::AttrView>::wrap(ctx.common().unit))
            } else {
                quote!(<#view as ::oxir::types::TypeView>::wrap(ctx.common().none))
            }
        }
        ParamType::String | ParamType::Array(_) | ParamType::Rust(_) => {
            quote!(Default::default())
        }
    }
}

/// `impl DefParam` for a dialect enum used as a parameter: a case as a keyword or string, or
/// a bit enum's cases as keywords joined by its separator (MLIR's unquoted bit enums).
fn enum_param(e: &Enum) -> TokenStream {
    let ident = format_ident!("{}", e.name.value);
    // A case that is no keyword cannot be read in the keyword form: such a bit enum keeps the
    // quoted one (MLIR refuses it).
    let keywords = e.cases.iter().all(|c| is_keyword(&c.spelling().value));
    if e.bit_enum && keywords {
        let comma = e.separator().trim() == ",";
        return quote! {
            impl ::oxir::def_support::DefParam for #ident {
                fn parse(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Self> {
                    ::oxir::def_support::parse_bit_enum(p, #comma)
                }

                fn parse_optional(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Option<Self>> {
                    ::oxir::def_support::parse_optional_bit_enum(p, #comma)
                }

                fn print(&self, p: &mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>) {
                    ::oxir::def_support::print_bit_enum(p, &self.to_string());
                }
            }
        };
    }
    // MLIR's `FieldParser` takes a keyword or a string; the parser of an `I32EnumAttr`
    // parameter only a keyword. A quoted bit enum is read whole from its string, and an enum
    // with a case that is no keyword keeps the string so that what is printed reads back.
    let (parse, parse_optional) = if e.field_parser || e.bit_enum || !keywords {
        let what = e.summary.as_ref().unwrap_or(&e.name);
        let missing = format!("expected keyword for {}", what.value);
        (
            quote!(::oxir::def_support::parse_enum(p, #missing)),
            quote!(::oxir::def_support::parse_optional_enum(p)),
        )
    } else {
        (
            quote!(::oxir::def_support::parse_enum_keyword(p)),
            quote!(::oxir::def_support::parse_optional_enum_keyword(p)),
        )
    };
    quote! {
        impl ::oxir::def_support::DefParam for #ident {
            fn parse(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Self> {
                #parse
            }

            fn parse_optional(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Option<Self>> {
                #parse_optional
            }

            fn print(&self, p: &mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>) {
                ::oxir::def_support::print_enum(p, &self.to_string());
            }
        }
    }
}

/// `impl DefParam` for the view of `def`, used as a parameter of a definition: stripped of its
/// `!dialect.mnemonic` when it has a format (MLIR's `printStrippedAttrOrType`), read in either
/// form. A format starting with no punctuation could not be told present when optional, so
/// such a definition, like one without a format, is written in full.
fn def_param(def: &Def, kind: DefKind) -> TokenStream {
    let view = format_ident!("{}", kind.rust_name(&def.name.value));
    let unwrap = kind.unwrap_method();
    let (qualified, optional_qualified, stripped, optional_stripped, print_full) = match kind {
        DefKind::Type => (
            quote!(parse_qualified_type),
            quote!(parse_optional_qualified_type),
            quote!(parse_stripped_type),
            quote!(parse_optional_stripped_type),
            quote!(print_type),
        ),
        DefKind::Attr => (
            quote!(parse_qualified_attr),
            quote!(parse_optional_qualified_attr),
            quote!(parse_stripped_attr),
            quote!(parse_optional_stripped_attr),
            quote!(print_attribute),
        ),
    };
    let start = def
        .format
        .as_ref()
        .and_then(|f| super::format::first_token(&f.value));
    let (parse, parse_optional, print) = match start {
        Some(start) => (
            quote!(::oxir::def_support::#stripped(p, Self::parse)),
            quote!(::oxir::def_support::#optional_stripped(p, #start, Self::parse)),
            quote! {
                match self.storage(p.ctx()) {
                    Some(storage) => Self::print_params(storage, p),
                    None => p.#print_full(self.#unwrap()),
                }
            },
        ),
        None => (
            quote!(::oxir::def_support::#qualified(p)),
            quote!(::oxir::def_support::#optional_qualified(p)),
            quote!(p.#print_full(self.#unwrap());),
        ),
    };
    quote! {
        impl ::oxir::def_support::DefParam for #view {
            fn parse(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Self> {
                #parse
            }

            fn parse_optional(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Option<Self>> {
                #parse_optional
            }

            fn print(&self, p: &mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>) {
                #print
            }
        }
    }
}

/// The per-dialect hooks of one kind: a parser dispatching on the mnemonic and a printer
/// dispatching on the storage; returns the functions and the statements installing them.
fn dialect_hooks(dialect: &str, kind: DefKind, defs: &[&Def]) -> (TokenStream, TokenStream) {
    let (parse_fn, print_fn, ret, field_parse, field_print) = match kind {
        DefKind::Type => (
            format_ident!("parse_dialect_type"),
            format_ident!("print_dialect_type"),
            quote!(::oxir::Type),
            quote!(parse_type),
            quote!(print_type),
        ),
        DefKind::Attr => (
            format_ident!("parse_dialect_attr"),
            format_ident!("print_dialect_attr"),
            quote!(::oxir::Attribute),
            quote!(parse_attr),
            quote!(print_attr),
        ),
    };
    let unwrap = kind.unwrap_method();
    let with_form: Vec<&&Def> = defs.iter().filter(|d| d.mnemonic.is_some()).collect();
    let mnemonics = with_form.iter().map(|d| def_key(d));
    let views: Vec<Ident> = with_form
        .iter()
        .map(|d| format_ident!("{}", kind.rust_name(&d.name.value)))
        .collect();
    let storages = with_form.iter().map(|d| {
        format_ident!(
            "{}",
            names::def_storage_name(&kind.rust_name(&d.name.value))
        )
    });
    // MLIR's wording, two spaces included for types.
    let unknown = match kind {
        DefKind::Type => format!("unknown  type `{{mnemonic}}` in dialect `{dialect}`"),
        DefKind::Attr => format!("unknown attribute `{{mnemonic}}` in dialect `{dialect}`"),
    };
    let parse_doc = format!(
        " Parses a {} of dialect `{dialect}` after `{}{dialect}.`: its mnemonic, then its format.",
        kind.word(),
        kind.sigil()
    );
    let print_doc = format!(
        " Prints a {} of dialect `{dialect}` after `{}{dialect}.`.",
        kind.word(),
        kind.sigil()
    );
    let type_arg = match kind {
        DefKind::Type => quote!(),
        DefKind::Attr => quote!(, _: Option<::oxir::Type>),
    };
    let items = quote! {
        #[doc = #parse_doc]
        fn #parse_fn(p: &mut ::oxir::text::parser::AsmParser<'_, '_> #type_arg) -> ::oxir::text::parser::ParseResult<#ret> {
            let at = p.current_offset();
            let mnemonic = p.parse_keyword_any()?;
            match mnemonic {
                #(#mnemonics => #views::parse(p).map(#views::#unwrap),)*
                _ => Err(p.error_at(at, format!(#unknown))),
            }
        }

        #[doc = #print_doc]
        fn #print_fn(p: &mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>, storage: &::oxir::storage::DynStorage) {
            #(
                if let Some(storage) = storage.downcast::<#storages>() {
                    return #views::print(storage, p);
                }
            )*
            ::oxir::def_support::print_without_form(p, storage);
        }
    };
    let hooks = quote! {
        dialect.#field_parse = Some(#parse_fn);
        dialect.#field_print = Some(#print_fn);
    };
    (items, hooks)
}

/// The body of the parser (after the mnemonic) and of the printer (after the mnemonic) of a
/// format over `params`.
fn format_code(
    params: &Params<'_>,
    elements: &[DefElement],
    storage: &Ident,
    shown: &str,
) -> (TokenStream, TokenStream) {
    let slots = slot_decls(params);
    let parse: Vec<TokenStream> = elements
        .iter()
        .map(|e| parse_element(params, e, false))
        .collect();
    let fields = params.iter().map(|p| field_from_slot(p, shown));
    let parse = quote! {
        #(#slots)*
        #(#parse)*
        let storage = #storage { #(#fields),* };
        Self::from_storage_checked(ctx, storage).map_err(|message| p.error_at(at, message))
    };
    let mut spacing = Spacing {
        emit_space: true,
        last_was_punctuation: false,
    };
    let pieces = elements
        .iter()
        .flat_map(|e| print_element(params, e, &mut spacing, &[]))
        .collect();
    let print = render(pieces);
    let ctx = printer_ctx(params, elements);
    (parse, quote!(#ctx #print))
}

/// The declarations of the slots a format's parser reads the parameters into.
fn slot_decls(params: &Params<'_>) -> Vec<TokenStream> {
    params
        .iter()
        .map(|p| {
            let slot = slot(p);
            let ty = rust(&p.ty.storage_type());
            quote!(let mut #slot: Option<#ty> = None;)
        })
        .collect()
}

/// The field of parameter `p` made of its slot after the parse: as it is when optional, its
/// default when absent, and otherwise required (MLIR's error naming the definition `shown`).
fn field_from_slot(p: &Param<'_>, shown: &str) -> TokenStream {
    let (field, slot, name) = (&p.field, slot(p), p.name());
    if p.spec.optional {
        quote!(#field: #slot)
    } else if p.spec.default.is_some() {
        let default = p.default_fn();
        quote!(#field: #slot.unwrap_or_else(|| Self::#default(ctx)))
    } else {
        quote!(#field: ::oxir::def_support::required(p, at, #slot, #shown, #name)?)
    }
}

/// `let ctx = p.ctx();` when a format's printer needs the context: defaults are functions of
/// it, and so may be `custom` arguments.
fn printer_ctx(params: &Params<'_>, elements: &[DefElement]) -> TokenStream {
    let uses_ctx =
        params.iter().any(|p| p.spec.default.is_some()) || elements.iter().any(custom_uses_ctx);
    if uses_ctx {
        quote!(let ctx = p.ctx();)
    } else {
        quote!()
    }
}

/// Whether `element` is or holds a `custom` directive with an argument using the context.
fn custom_uses_ctx(element: &DefElement) -> bool {
    match &element.kind {
        DefElementKind::Custom { args, .. } => args
            .iter()
            .any(|a| matches!(a, DefCustomArg::Expr { text, .. } if text.contains("$_ctxt"))),
        DefElementKind::Optional { .. } => element.nested().any(custom_uses_ctx),
        _ => false,
    }
}

/// The tokens of the Rust path of a parameter's `parser` or `printer`.
fn hook_path(
    path: &Option<Spanned<String>>,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<TokenStream> {
    spec_rust(path.as_ref()?, "path")
        .map_err(|e| errors.push(e))
        .ok()
}

/// What reads a value of parameter `p`: its own `parser`, or the runtime's `DefParam::parse`.
fn read_value(p: &Param<'_>) -> TokenStream {
    match &p.parser {
        Some(parser) => quote!(#parser(p)?),
        None => {
            let ty = rust(&p.ty.storage_type());
            quote!(<#ty as ::oxir::def_support::DefParam>::parse(p)?)
        }
    }
}

/// The local a parameter is read into.
fn slot(p: &Param<'_>) -> Ident {
    format_ident!("slot_{}", names::snake_case(p.name()))
}

/// MLIR's spacing state while printing a format (`shouldEmitSpace`, `lastWasPunctuation`),
/// followed at generation time as MLIR's generator does.
#[derive(Copy, Clone)]
struct Spacing {
    emit_space: bool,
    last_was_punctuation: bool,
}

/// The optional-parsing and parsing method of the parser for punctuation.
fn punctuation_methods(text: &str) -> Option<(Ident, Ident)> {
    let stem = match text {
        "->" => "arrow",
        ":" => "colon",
        "," => "comma",
        "=" => "equal",
        "<" => "less",
        ">" => "greater",
        "{" => "lbrace",
        "}" => "rbrace",
        "(" => "lparen",
        ")" => "rparen",
        "[" => "lsquare",
        "]" => "rsquare",
        "?" => "question",
        "+" => "plus",
        "*" => "star",
        "-" => "minus",
        "|" => "vertical_bar",
        "..." => "ellipsis",
        _ => return None,
    };
    Some((
        format_ident!("parse_{}", stem),
        format_ident!("parse_optional_{}", stem),
    ))
}

/// Reads a literal, or (`optional`) tests for it.
fn parse_literal(literal: &Literal, optional: bool) -> TokenStream {
    match literal {
        Literal::Keyword(k) if optional => quote!(p.parse_optional_keyword(#k)),
        Literal::Keyword(k) => quote!(p.parse_keyword(#k)?;),
        Literal::Punctuation(text) => match punctuation_methods(text) {
            Some((_, test)) if optional => quote!(p.#test()),
            Some((parse, _)) => quote!(p.#parse()?;),
            None => quote!(),
        },
        Literal::Space | Literal::Newline | Literal::Empty if optional => quote!(true),
        Literal::Space | Literal::Newline | Literal::Empty => quote!(),
    }
}

/// Reads a parameter into its slot: optionally when the text may leave it out, unless it is
/// inside an optional group known to be present.
fn parse_param(p: &Param<'_>, in_present_group: bool) -> TokenStream {
    let slot = slot(p);
    let ty = rust(&p.ty.storage_type());
    if let Some((view, attr, array)) = p.qualified_def() {
        let (parse, parse_optional) = if attr {
            (
                quote!(parse_qualified_attr),
                quote!(parse_optional_qualified_attr),
            )
        } else {
            (
                quote!(parse_qualified_type),
                quote!(parse_optional_qualified_type),
            )
        };
        let optional = p.may_be_absent() && !in_present_group;
        return match (array, optional) {
            (true, true) => quote!(
                #slot = ::oxir::def_support::parse_list(p, ::oxir::def_support::#parse_optional::<#view>, ::oxir::def_support::#parse::<#view>)?;
            ),
            (true, false) => quote!(
                #slot = Some(::oxir::def_support::parse_list(p, ::oxir::def_support::#parse_optional::<#view>, ::oxir::def_support::#parse::<#view>)?.unwrap_or_default());
            ),
            (false, true) => quote!(#slot = ::oxir::def_support::#parse_optional::<#view>(p)?;),
            (false, false) => quote!(#slot = Some(::oxir::def_support::#parse::<#view>(p)?);),
        };
    }
    // The checks keep a parameter with its own parser out of optional reads.
    if p.may_be_absent() && !in_present_group && p.parser.is_none() {
        quote!(#slot = <#ty as ::oxir::def_support::DefParam>::parse_optional(p)?;)
    } else {
        let read = read_value(p);
        quote!(#slot = Some(#read);)
    }
}

fn parse_element(params: &Params<'_>, element: &DefElement, in_present_group: bool) -> TokenStream {
    match &element.kind {
        DefElementKind::Custom { name, args } => custom::parse_call(params, name, args),
        DefElementKind::Literal(literal) => parse_literal(literal, false),
        DefElementKind::Param(i) => parse_param(&params[*i], in_present_group),
        DefElementKind::Params(indices) => parse_params(params, indices),
        DefElementKind::Struct(indices) => {
            let call = parse_struct(params, indices);
            quote!(#call;)
        }
        DefElementKind::Optional {
            then_elements,
            else_elements,
            ..
        } => {
            let mut then_elements = then_elements.iter().skip_while(|e| {
                matches!(
                    e.kind,
                    DefElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty)
                )
            });
            let first = then_elements.next();
            let rest: Vec<TokenStream> = then_elements
                .map(|e| parse_element(params, e, true))
                .collect();
            let otherwise: Vec<TokenStream> = else_elements
                .iter()
                .map(|e| parse_element(params, e, false))
                .collect();
            let test = match first.map(|e| &e.kind) {
                Some(DefElementKind::Literal(literal)) => parse_literal(literal, true),
                Some(DefElementKind::Param(i)) => {
                    let read = parse_param(&params[*i], false);
                    let slot = slot(&params[*i]);
                    quote!({ #read #slot.is_some() })
                }
                Some(DefElementKind::Struct(indices)) => parse_struct(params, indices),
                // The format checks allow nothing else first.
                _ => quote!(false),
            };
            // A group that is only its anchor parameter is that parameter read optionally.
            if let (true, true, Some(DefElementKind::Param(i))) = (
                rest.is_empty(),
                otherwise.is_empty(),
                first.map(|e| &e.kind),
            ) {
                return parse_param(&params[*i], false);
            }
            branch(test, quote!(#(#rest)*), quote!(#(#otherwise)*))
        }
    }
}

/// `params`: the values separated by commas; after the last required one, a missing comma
/// ends the list, and a comma follows an optional value only when it was there (MLIR's rules).
fn parse_params(params: &[Param<'_>], indices: &[usize]) -> TokenStream {
    let last_required = indices.iter().rposition(|&i| !params[i].may_be_absent());
    let mut steps = Vec::new();
    for (position, &i) in indices.iter().enumerate() {
        if position > 0 {
            let before = &params[indices[position - 1]];
            let comma = if last_required.is_some_and(|last| position <= last) {
                quote!(p.parse_comma()?;)
            } else {
                quote!(if !p.parse_optional_comma() {
                    break 'params;
                })
            };
            if before.may_be_absent() {
                let slot = slot(before);
                steps.push(quote!(if #slot.is_some() { #comma }));
            } else {
                steps.push(comma);
            }
        }
        steps.push(parse_param(&params[i], false));
    }
    quote! {
        'params: {
            #(#steps)*
        }
    }
}

/// `struct(...)`: the runtime's struct parser filling the slots; evaluates to whether an entry
/// was read.
fn parse_struct(params: &[Param<'_>], indices: &[usize]) -> TokenStream {
    let names = indices.iter().map(|&i| params[i].name());
    let required = indices.iter().map(|&i| !params[i].may_be_absent());
    let arms = indices.iter().enumerate().map(|(position, &i)| {
        let slot = slot(&params[i]);
        let read = read_value(&params[i]);
        quote!(#position => #slot = Some(#read),)
    });
    quote! {
        ::oxir::def_support::parse_struct(p, &[#(#names),*], &[#(#required),*], |p, index| {
            match index {
                #(#arms)*
                _ => {}
            }
            Ok(())
        })?
    }
}

/// The condition of an `if` printing parameter `p` when present: binds an optional one's
/// value to `value`.
fn guard(p: &Param<'_>) -> TokenStream {
    let field = &p.field;
    if p.spec.optional {
        quote!(let Some(value) = &storage.#field)
    } else {
        present(p)
    }
}

/// Whether parameter `p` of `storage` is present: set when optional, other than its default
/// when default-valued.
fn present(p: &Param<'_>) -> TokenStream {
    let field = &p.field;
    if p.spec.optional {
        quote!(storage.#field.is_some())
    } else if p.spec.default.is_some() {
        let default = p.default_fn();
        quote!(storage.#field != Self::#default(ctx))
    } else {
        quote!(true)
    }
}

/// A piece of printer code: literal text (merged with its neighbours into one `write_str`), or
/// other statements.
enum Piece {
    Text(String),
    Code(TokenStream),
}

/// The statements of `pieces`, consecutive texts written at once.
fn render(pieces: Vec<Piece>) -> TokenStream {
    let mut out = Vec::new();
    let mut text = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(t) => text.push_str(&t),
            Piece::Code(code) => {
                if !text.is_empty() {
                    out.push(quote!(p.write_str(#text);));
                    text.clear();
                }
                out.push(code);
            }
        }
    }
    if !text.is_empty() {
        out.push(quote!(p.write_str(#text);));
    }
    quote!(#(#out)*)
}

/// `if test { then } else { otherwise }`, without an empty `else`.
fn branch(test: TokenStream, then: TokenStream, otherwise: TokenStream) -> TokenStream {
    if otherwise.is_empty() {
        quote!(if #test { #then })
    } else {
        quote!(if #test { #then } else { #otherwise })
    }
}

/// Writes parameter `p` with the space MLIR puts before a variable; guarded by its presence
/// when it may be absent, unless `known_present` (the caller tested it, and bound an optional
/// one's value to `value`).
fn print_param(p: &Param<'_>, spacing: &mut Spacing, known_present: bool) -> Vec<Piece> {
    let mut pieces = Vec::new();
    if spacing.emit_space || !spacing.last_was_punctuation {
        pieces.push(Piece::Text(" ".into()));
    }
    spacing.emit_space = true;
    spacing.last_was_punctuation = false;
    let field = &p.field;
    // `reference` is a `&` to the value, `value` the value itself.
    let print_value =
        |reference: TokenStream, value: TokenStream| match (&p.printer, p.qualified_def()) {
            (Some(printer), _) => quote!(#printer(p, #reference);),
            (None, Some((_, attr, true))) => {
                let print = if attr {
                    quote!(p.print_attribute(element.attr()))
                } else {
                    quote!(p.print_type(element.ty()))
                };
                quote!(for (i, element) in #value.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    #print;
                })
            }
            (None, Some((_, true, false))) => quote!(p.print_attribute(#value.attr());),
            (None, Some((_, false, false))) => quote!(p.print_type(#value.ty());),
            (None, None) => quote!(::oxir::def_support::DefParam::print(#reference, p);),
        };
    if p.spec.optional {
        let print = print_value(quote!(value), quote!(value));
        if known_present {
            pieces.push(Piece::Code(print));
            return pieces;
        }
        let space = render(pieces);
        return vec![Piece::Code(quote! {
            if let Some(value) = &storage.#field {
                #space
                #print
            }
        })];
    }
    let print = print_value(quote!(&storage.#field), quote!(storage.#field));
    if p.spec.default.is_some() && !known_present {
        let space = render(pieces);
        let present = present(p);
        return vec![Piece::Code(quote! {
            if #present {
                #space
                #print
            }
        })];
    }
    pieces.push(Piece::Code(print));
    pieces
}

fn print_element(
    params: &Params<'_>,
    element: &DefElement,
    spacing: &mut Spacing,
    anchor: &[usize],
) -> Vec<Piece> {
    match &element.kind {
        DefElementKind::Custom { name, args } => {
            // A custom directive is spaced like a variable (MLIR's `genCustomPrinter`).
            let mut pieces = Vec::new();
            if spacing.emit_space || !spacing.last_was_punctuation {
                pieces.push(Piece::Text(" ".into()));
            }
            spacing.emit_space = true;
            spacing.last_was_punctuation = false;
            pieces.push(Piece::Code(custom::print_call(params, name, args)));
            pieces
        }
        DefElementKind::Literal(literal) => print_literal(literal, spacing),
        DefElementKind::Param(i) => print_param(&params[*i], spacing, anchor.contains(i)),
        DefElementKind::Params(indices) => print_comma_separated(params, indices, false, spacing),
        DefElementKind::Struct(indices) => print_comma_separated(params, indices, true, spacing),
        DefElementKind::Optional {
            then_elements,
            else_elements,
            anchor,
        } => {
            // A single anchor printed as a variable of the group is bound by the test; others
            // (several, or in a `custom` directive) are only tested.
            let bound = match anchor.as_slice() {
                [i] => then_elements
                    .iter()
                    .any(|e| e.kind == DefElementKind::Param(*i)),
                _ => false,
            };
            let test = if bound {
                guard(&params[anchor[0]])
            } else {
                let tests = anchor.iter().map(|&i| present(&params[i]));
                quote!(#(#tests)||*)
            };
            let anchor: &[usize] = if bound { anchor } else { &[] };
            let saved = *spacing;
            let then: Vec<Piece> = then_elements
                .iter()
                .flat_map(|e| print_element(params, e, spacing, anchor))
                .collect();
            *spacing = saved;
            let otherwise: Vec<Piece> = else_elements
                .iter()
                .flat_map(|e| print_element(params, e, spacing, &[]))
                .collect();
            vec![Piece::Code(branch(test, render(then), render(otherwise)))]
        }
    }
}

fn print_literal(literal: &Literal, spacing: &mut Spacing) -> Vec<Piece> {
    let text = match literal {
        Literal::Keyword(text) | Literal::Punctuation(text) => {
            let space = spacing.emit_space && space_before(text, spacing.last_was_punctuation);
            let first = text.chars().next().unwrap_or(' ');
            spacing.emit_space = text.len() != 1 || !"<({[".contains(first);
            spacing.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
            if space {
                format!(" {text}")
            } else {
                text.clone()
            }
        }
        Literal::Space => {
            spacing.emit_space = false;
            " ".into()
        }
        Literal::Newline => {
            spacing.emit_space = false;
            "\n".into()
        }
        Literal::Empty => {
            spacing.emit_space = false;
            spacing.last_was_punctuation = true;
            return Vec::new();
        }
    };
    vec![Piece::Text(text)]
}

/// `params` and `struct(...)`: the present values separated by `, `, as `name = value` for a
/// struct (MLIR's `genCommaSeparatedPrinter`).
fn print_comma_separated(
    params: &[Param<'_>],
    indices: &[usize],
    named: bool,
    spacing: &mut Spacing,
) -> Vec<Piece> {
    let mut out = Vec::new();
    if spacing.emit_space || !spacing.last_was_punctuation {
        if indices.iter().all(|&i| params[i].may_be_absent()) {
            let any = indices.iter().map(|&i| present(&params[i]));
            out.push(Piece::Code(quote!(if #(#any)||* { p.write_str(" "); })));
        } else {
            out.push(Piece::Text(" ".into()));
        }
    }
    // Whether a separator is certain (after a required entry), impossible (nothing before) or
    // known only when printing (after optional entries only): then a `first` flag tells.
    let mut separators = Vec::new();
    let (mut certain, mut possible) = (false, false);
    for &i in indices {
        separators.push(if certain {
            Some(true)
        } else if possible {
            None
        } else {
            Some(false)
        });
        if params[i].may_be_absent() {
            possible = true;
        } else {
            certain = true;
        }
    }
    let needs_flag = separators.contains(&None);
    let mut entries = Vec::new();
    for (position, (&i, separator)) in indices.iter().zip(&separators).enumerate() {
        let param = &params[i];
        spacing.emit_space = false;
        spacing.last_was_punctuation = true;
        let mut pieces = Vec::new();
        match separator {
            Some(true) => pieces.push(Piece::Text(", ".into())),
            None => pieces.push(Piece::Code(quote!(if !first {
                p.write_str(", ");
            }))),
            Some(false) => {}
        }
        if named {
            pieces.push(Piece::Text(format!("{} = ", param.name())));
        }
        pieces.extend(print_param(param, spacing, true));
        if param.may_be_absent() {
            let test = guard(param);
            let code = render(pieces);
            let mark = if separators[position + 1..].contains(&None) {
                quote!(first = false;)
            } else {
                quote!()
            };
            entries.push(Piece::Code(quote!(if #test { #code #mark })));
        } else {
            entries.extend(pieces);
        }
    }
    if needs_flag {
        let entries = render(entries);
        out.push(Piece::Code(quote! {
            {
                let mut first = true;
                #entries
            }
        }));
    } else {
        out.extend(entries);
    }
    out
}
