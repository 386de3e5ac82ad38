//! The Rust front end: a dialect written as an annotated Rust module, read with syn into the
//! [spec model](crate::model), checked by the [same checks](crate::check) and emitted by the
//! [same emitter](crate::emit) as a TOML spec. The `oxir-ods-macros` crate's `#[dialect]` is a
//! thin shim over [`expand_dialect`]; `cargo xtask expand` reads Rust files through
//! [`find_dialects`] and [`read_module`]. The syntax is documented in `docs/macros.md`:
//!
//! ```text
//! #[dialect(name = "demo")]
//! pub mod demo {
//!     /// integer addition
//!     #[op(name = "addi", traits(Pure), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
//!     pub struct AddIOp {
//!         lhs: Operand<I64>,
//!         rhs: Operand<I64>,
//!         result: Result<I64>,
//!     }
//! }
//! ```
//!
//! Diagnostics point at tokens: the model's spans are ranges of a mirror text that the front
//! end writes while reading (see [`spans`]), and [`RustSpec::error`] maps each back to the
//! tokens it came from. This module is not a second spec language: every item becomes the
//! model item a TOML spec would give, and every check and message is the shared one.

mod defs;
mod docs;
mod ops;
mod reader;
pub mod rules;
pub mod spans;
mod stubs;
mod tokens;

use proc_macro2::{Ident, Span as TokenSpan, TokenStream, TokenTree};
use quote::{ToTokens, quote};

use crate::check::check_and_resolve;
use crate::diag::{Level, Sources, Span, SpecDiagnostic};
use crate::emit;
use crate::lang::rust_nesting::{input_nesting_error, too_deep_tokens};
use crate::model::Dialect;
use reader::{Args, Reader};
use spans::SpanTable;

/// The item attributes of the front end.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// `#[op]` on a struct.
    Op,
    /// `#[type_def]` on a struct.
    TypeDef,
    /// `#[attr_def]` on a struct.
    AttrDef,
    /// `#[enum_def]` on an enum.
    EnumDef,
    /// `#[interface]` on a trait.
    Interface,
    /// `#[constraint]` on a function.
    Constraint,
    /// `#[external_model]` on a module.
    ExternalModel,
}

impl ItemKind {
    /// Every kind.
    pub const ALL: [ItemKind; 7] = [
        ItemKind::Op,
        ItemKind::TypeDef,
        ItemKind::AttrDef,
        ItemKind::EnumDef,
        ItemKind::Interface,
        ItemKind::Constraint,
        ItemKind::ExternalModel,
    ];

    /// The attribute's name (`op`).
    pub fn name(self) -> &'static str {
        match self {
            ItemKind::Op => "op",
            ItemKind::TypeDef => "type_def",
            ItemKind::AttrDef => "attr_def",
            ItemKind::EnumDef => "enum_def",
            ItemKind::Interface => "interface",
            ItemKind::Constraint => "constraint",
            ItemKind::ExternalModel => "external_model",
        }
    }

    /// The Rust item it goes on (`a struct`).
    pub fn item(self) -> &'static str {
        match self {
            ItemKind::Op | ItemKind::TypeDef | ItemKind::AttrDef => "a struct",
            ItemKind::EnumDef => "an enum",
            ItemKind::Interface => "a trait",
            ItemKind::Constraint => "a function",
            ItemKind::ExternalModel => "a module",
        }
    }
}

/// The item attribute `attr` is, by the last segment of its path (`op`, `oxir_ods_macros::op`).
fn item_attr_kind(attr: &syn::Attribute) -> Option<ItemKind> {
    let last = attr.path().segments.last()?;
    ItemKind::ALL.into_iter().find(|k| last.ident == k.name())
}

/// Whether `attr` is `#[dialect(...)]` (by the last segment of its path).
fn is_dialect_attr(attr: &syn::Attribute) -> bool {
    attr.path()
        .segments
        .last()
        .is_some_and(|s| s.ident == "dialect")
}

/// The arguments of an item attribute `#[what(...)]`, opened with `keys`; diagnostics about the
/// attribute as a whole point at its name.
fn item_args(r: &mut Reader, attr: &syn::Attribute, what: &str, keys: &[&str]) -> Args {
    let name = attr.path().segments.last().map(|s| s.ident.clone());
    let span = r.span_of(name.map_or_else(|| attr.to_token_stream(), |n| n.into_token_stream()));
    let tokens = match &attr.meta {
        syn::Meta::List(list) => list.tokens.clone(),
        syn::Meta::Path(_) => TokenStream::new(),
        syn::Meta::NameValue(nv) => {
            r.error_at(
                nv.to_token_stream(),
                format!("expected `{what}` with its arguments in `(...)`"),
                Some(format!(
                    "write `{}(key = value, ...)`",
                    what.trim_end_matches(']')
                )),
            );
            TokenStream::new()
        }
    };
    r.args(tokens, what, span, keys)
}

const DIALECT_KEYS: &[&str] = &[
    "name",
    "summary",
    "description",
    "dependent_dialects",
    "interfaces",
    "custom_directives",
    "materialize_constant",
    "type_syntax",
    "cpp_namespace",
];

/// A dialect module read: the model, the sources its spans point into, the mirror's token
/// table, and what is needed to write the module back out.
pub struct RustSpec {
    /// The model; items with errors are left out (their errors are in `diagnostics`).
    pub dialect: Dialect,
    /// The one source of the model's spans: the mirror of the Rust file.
    pub sources: Sources,
    /// Where each part of the mirror came from.
    pub spans: SpanTable,
    /// The errors found while reading, before the shared checks.
    pub diagnostics: Vec<SpecDiagnostic>,
    /// The module without its spec items: attributes, visibility, name and the other items.
    shell: syn::ItemMod,
    /// The names the generated code defines, for the stand-ins when the spec has errors.
    stubs: Vec<Ident>,
}

/// Reads the dialect module `module` (written in file `file_name`, as generated docs cite it),
/// whose `#[dialect(...)]` arguments are `args`.
pub fn read_module(file_name: &str, args: TokenStream, module: syn::ItemMod) -> RustSpec {
    read_module_as(0, file_name, args, module)
}

/// [`read_module`] with the model's spans in source `source` (the mirror's index where the
/// caller adds it to a [`Sources`] shared with other specs, as rules files do).
pub fn read_module_as(
    source: u32,
    file_name: &str,
    args: TokenStream,
    module: syn::ItemMod,
) -> RustSpec {
    let mut r = Reader::new(source);
    let mut shell = module;
    let items = match shell.content.as_mut() {
        Some((_, items)) => std::mem::take(items),
        None => {
            r.error_at(
                shell.to_token_stream(),
                "`#[dialect]` needs the module's items inline".to_string(),
                Some(format!("write `mod {} {{ ... }}`", shell.ident)),
            );
            Vec::new()
        }
    };
    // There is no required key: the span is never used.
    let args = r.args(args, "#[dialect]", Span::default(), DIALECT_KEYS);
    let name = r.string(&args, "name");
    let summary = r.string(&args, "summary");
    let description = r.string(&args, "description");
    let dependent_dialects = r
        .string_list(&args, "dependent_dialects")
        .into_iter()
        .map(|name| crate::model::DependentDialect {
            name,
            register: None,
        })
        .collect();
    let custom_directives = r.string(&args, "custom_directives");
    let materialize_constant = r.string(&args, "materialize_constant");
    let cpp_namespace = r.string(&args, "cpp_namespace");
    let type_syntax = r.string(&args, "type_syntax");
    let implements = ops::read_interface_uses(&mut r, &args);
    let docs = docs::walk_attrs(
        &mut r,
        &shell.attrs,
        docs::summary_and_description,
        |_, _| {},
    );
    let docs = docs::with_keys(&mut r, docs, summary, description);
    let ident = r.ident(&shell.ident);
    let mut dialect = Dialect {
        name: name.unwrap_or_else(|| ident.clone()),
        summary: docs.summary,
        description: docs.description,
        dependent_dialects,
        custom_directives,
        materialize_constant,
        type_syntax,
        cpp_namespace,
        implements,
        external_models: Vec::new(),
        ops: Vec::new(),
        type_defs: Vec::new(),
        attr_defs: Vec::new(),
        enums: Vec::new(),
        interfaces: Vec::new(),
        constraints: Vec::new(),
        withheld: Default::default(),
        span: ident.span,
    };
    let mut stubs = Vec::new();
    let mut kept = Vec::new();
    for item in items {
        if let Some(item) = read_item(&mut r, &mut dialect, &mut stubs, item) {
            kept.push(item);
        }
    }
    if let Some((_, items)) = shell.content.as_mut() {
        *items = kept;
    }
    let mut sources = Sources::new();
    sources.add(file_name, r.table.text());
    RustSpec {
        dialect,
        sources,
        spans: r.table,
        diagnostics: r.diagnostics,
        shell,
        stubs,
    }
}

/// Reads `item` into `dialect` when it is a spec item (adding its stand-in to `stubs`), and
/// gives it back when it is any other item of the module.
fn read_item(
    r: &mut Reader,
    dialect: &mut Dialect,
    stubs: &mut Vec<Ident>,
    item: syn::Item,
) -> Option<syn::Item> {
    let attrs = match &item {
        syn::Item::Struct(s) => &s.attrs,
        syn::Item::Enum(e) => &e.attrs,
        syn::Item::Trait(t) => &t.attrs,
        syn::Item::Fn(f) => &f.attrs,
        syn::Item::Mod(m) => &m.attrs,
        _ => return Some(item),
    };
    let ours: Vec<(ItemKind, &syn::Attribute)> = attrs
        .iter()
        .filter_map(|a| item_attr_kind(a).map(|k| (k, a)))
        .collect();
    match (ours.as_slice(), &item) {
        ([], _) => return Some(item),
        ([_, (kind, attr), ..], _) => r.error_at(
            attr.to_token_stream(),
            format!("a second spec attribute `#[{}]` on one item", kind.name()),
            Some("an item is one op, definition, enum or interface: keep one".to_string()),
        ),
        ([(ItemKind::Op, attr)], syn::Item::Struct(s)) => {
            stubs.extend(stubs::op(s));
            dialect.ops.extend(ops::read_op(r, attr, s));
        }
        ([(kind @ (ItemKind::TypeDef | ItemKind::AttrDef), attr)], syn::Item::Struct(s)) => {
            let type_def = *kind == ItemKind::TypeDef;
            stubs.extend(stubs::def(s, type_def));
            let what = format!("#[{}]", kind.name());
            let def = defs::read_def(r, attr, &what, s);
            let (defs, withheld) = if type_def {
                (&mut dialect.type_defs, &mut dialect.withheld.type_defs)
            } else {
                (&mut dialect.attr_defs, &mut dialect.withheld.attr_defs)
            };
            keep_or_withhold(def, &s.ident, defs, withheld);
        }
        ([(ItemKind::EnumDef, attr)], syn::Item::Enum(e)) => {
            let read = defs::read_enum(r, attr, e);
            stubs.extend(stubs::enumeration(e));
            keep_or_withhold(
                read,
                &e.ident,
                &mut dialect.enums,
                &mut dialect.withheld.enums,
            );
        }
        ([(ItemKind::Constraint, attr)], syn::Item::Fn(f)) => {
            // Left out for its errors, it is known by the name it would have had by default.
            let default_name = crate::names::camel_case(&f.sig.ident.to_string());
            match defs::read_constraint(r, attr, f) {
                Some(c) => {
                    stubs.push(quote::format_ident!("{}", c.name.value));
                    dialect.constraints.push(c);
                }
                None => {
                    stubs.push(quote::format_ident!("{}", default_name));
                    dialect.withheld.constraints.push(default_name);
                }
            }
            // The predicate stays in the module, without the spec attribute.
            let mut f = f.clone();
            f.attrs
                .retain(|a| item_attr_kind(a) != Some(ItemKind::Constraint));
            return Some(syn::Item::Fn(f));
        }
        ([(ItemKind::ExternalModel, attr)], syn::Item::Mod(m)) => {
            dialect
                .external_models
                .extend(defs::read_external_model(r, attr, m));
            // The module holds the implementation and stays, without the spec attribute.
            let mut m = m.clone();
            m.attrs
                .retain(|a| item_attr_kind(a) != Some(ItemKind::ExternalModel));
            return Some(syn::Item::Mod(m));
        }
        ([(ItemKind::Interface, attr)], syn::Item::Trait(t)) => {
            stubs.extend(stubs::interface(t));
            let read = defs::read_interface(r, attr, t);
            keep_or_withhold(
                read,
                &t.ident,
                &mut dialect.interfaces,
                &mut dialect.withheld.interfaces,
            );
        }
        ([(kind, attr)], _) => r.error_at(
            attr.to_token_stream(),
            format!("`#[{}]` goes on {}", kind.name(), kind.item()),
            Some(format!(
                "write `#[{}(...)]` before {}",
                kind.name(),
                kind.item()
            )),
        ),
    }
    None
}

/// Adds the item `read` to `items`, or, when it did not read (its errors are reported), the
/// name of the Rust item it was written as (`ident`, which is its spec name) to `withheld`.
fn keep_or_withhold<T>(
    read: Option<T>,
    ident: &Ident,
    items: &mut Vec<T>,
    withheld: &mut Vec<String>,
) {
    match read {
        Some(item) => items.push(item),
        None => withheld.push(ident.to_string()),
    }
}

impl RustSpec {
    /// The generated Rust of the dialect (the items the module gains), or every error: those of
    /// reading, of the shared checks and of the emitter, in source order.
    pub fn generate(&self) -> Result<TokenStream, Vec<SpecDiagnostic>> {
        let (checked, diagnostics) = check_and_resolve(&self.dialect, &self.sources);
        let mut errors: Vec<SpecDiagnostic> = self
            .diagnostics
            .iter()
            .cloned()
            .chain(diagnostics.into_iter().filter(|d| d.level == Level::Error))
            .collect();
        let checked = match checked {
            Some(checked) if errors.is_empty() => checked,
            _ => return Err(in_source_order(errors)),
        };
        let token_at = |span| self.spans.tokens(span).map(|(first, _)| first);
        emit::dialect_tokens_at(&checked, &self.sources, Some(&token_at)).map_err(|mut e| {
            errors.append(&mut e);
            in_source_order(errors)
        })
    }

    /// The module with its generated items; when the spec has errors, the module with a
    /// `compile_error!` at the tokens of each error and the stand-ins of the generated names
    /// (see [`stubs`]).
    pub fn expand(&self) -> TokenStream {
        let generated = match self.generate() {
            Ok(tokens) => tokens,
            Err(errors) => {
                let errors = errors.iter().map(|d| self.error(d).to_compile_error());
                stubs::stand_ins(quote!(#(#errors)*), &self.stubs)
            }
        };
        let mut module = self.shell.clone();
        if let Some((_, items)) = module.content.as_mut() {
            items.push(syn::Item::Verbatim(generated));
        }
        module.into_token_stream()
    }

    /// The error `diagnostic` at the tokens its span came from, with its `help:` line.
    pub fn error(&self, diagnostic: &SpecDiagnostic) -> syn::Error {
        let message = match &diagnostic.help {
            Some(help) => format!("{}\nhelp: {help}", diagnostic.message),
            None => diagnostic.message.clone(),
        };
        error_between(self.spans.tokens(diagnostic.span), message)
    }
}

/// An error ranging from the first to the last of `tokens` (the call site without them).
fn error_between(tokens: Option<(TokenSpan, TokenSpan)>, message: String) -> syn::Error {
    let (first, last) = tokens.unwrap_or((TokenSpan::call_site(), TokenSpan::call_site()));
    let range: TokenStream = [
        TokenTree::Ident(Ident::new("first", first)),
        TokenTree::Ident(Ident::new("last", last)),
    ]
    .into_iter()
    .collect();
    syn::Error::new_spanned(range, message)
}

/// Diagnostics sorted by where they point, without repeats.
fn in_source_order(mut diagnostics: Vec<SpecDiagnostic>) -> Vec<SpecDiagnostic> {
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    diagnostics.dedup();
    diagnostics
}

/// The first token of the macro input `tokens` nesting deeper than the Rust front end reads
/// ([`MAX_RUST_INPUT_NESTING`](crate::lang::rust_nesting::MAX_RUST_INPUT_NESTING)), with the
/// error for it (to be placed at that token), found without recursion before syn or the readers
/// recurse into the tokens; `advice` says how to write them with less.
pub(crate) fn input_too_deep(
    tokens: &TokenStream,
    advice: &str,
) -> Option<(TokenSpan, SpecDiagnostic)> {
    let span = too_deep_tokens(tokens.clone())?;
    Some((span, input_nesting_error(Span::default(), advice)))
}

/// `#[dialect(args)]` on `item`: the module with its generated items, or with its errors. This
/// is the whole of the `#[dialect]` proc macro.
pub fn expand_dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    let advice =
        "move the deep part out of the `#[dialect]` module, into a function or a `type` alias";
    if let Some((span, d)) = input_too_deep(&args, advice).or_else(|| input_too_deep(&item, advice))
    {
        // The module is left out: its items' spec attributes would each be an error of their own.
        let message = format!("{}\nhelp: {}", d.message, d.help.unwrap_or_default());
        return syn::Error::new(span, message).to_compile_error();
    }
    let module = match syn::parse2::<syn::ItemMod>(item.clone()) {
        Ok(module) => module,
        Err(_) => {
            let error = syn::Error::new(
                TokenSpan::call_site(),
                "`#[dialect]` goes on a module: `mod name { ... }`",
            );
            let mut out = item;
            out.extend(error.to_compile_error());
            return out;
        }
    };
    let file = module.ident.span().file();
    read_module(&file, args, module).expand()
}

/// An item attribute (`#[op]`, ...) expanded on its own, outside a `#[dialect]` module (which
/// would have read and removed it): an error at the attribute, and the item dropped, since
/// it is spec syntax rather than Rust.
pub fn misplaced(kind: ItemKind) -> TokenStream {
    let message = format!(
        "`#[{}]` only has a meaning on {} directly inside a `#[dialect]` module",
        kind.name(),
        kind.item()
    );
    // The call site of an attribute macro is the attribute.
    syn::Error::new(TokenSpan::call_site(), message).to_compile_error()
}

/// The `#[dialect(...)]` modules of a Rust file, at any depth of inline modules: each with the
/// attribute's arguments and the module without that attribute, as the proc macro sees it.
pub fn find_dialects(file: &syn::File) -> Vec<(TokenStream, syn::ItemMod)> {
    let mut found = Vec::new();
    collect_dialects(&file.items, &mut found);
    found
}

fn collect_dialects(items: &[syn::Item], found: &mut Vec<(TokenStream, syn::ItemMod)>) {
    for item in items {
        let syn::Item::Mod(module) = item else {
            continue;
        };
        match module.attrs.iter().position(is_dialect_attr) {
            Some(at) => {
                let mut module = module.clone();
                let attr = module.attrs.remove(at);
                let args = match attr.meta {
                    syn::Meta::List(list) => list.tokens,
                    _ => TokenStream::new(),
                };
                found.push((args, module));
            }
            None => {
                if let Some((_, items)) = &module.content {
                    collect_dialects(items, found);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
