//! The Rust emitter: turns a resolved dialect ([`ResolvedDialect`]) into the Rust source a
//! dialect crate includes from `OUT_DIR` (or checks in, as builtin does) — one `Copy` wrapper
//! per op with accessors, setters, builders, an invariants verifier and a descriptor ([`op`]),
//! the shared constraint checks ([`constraints`]), and a `register` function for the dialect.
//!
//! Ops come with parsers and printers for their assembly formats ([`format`]), type and
//! attribute definitions with their views, parsers and printers ([`typedef`]), enums with
//! their attribute forms ([`enums`]), interfaces with their handles and models
//! ([`interface`]), and every hook the spec names asserted with its type ([`hook_asserts`]).
//! The emitter reads only the resolved model; the errors it can still report are those of
//! texts it tokenizes as Rust (hook paths, `custom` arguments) and of formats it cannot
//! generate.

mod builders;
mod constraint_defs;
mod constraints;
mod entities;
mod enums;
mod format;
pub mod hook_asserts;
mod interface;
mod op;
mod plain;
mod rules;
mod rules_rewrite;
mod tokens;
mod typedef;

pub use rules::rules_tokens;

use proc_macro2::TokenStream;
use quote::quote;

use crate::diag::{Sources, Span, SpecDiagnostic};
use crate::model;
use crate::resolved::ResolvedDialect;

/// Turns spans into the `file:line` text generated items cite, and, in the `#[dialect]`
/// route, into the tokens they were read from (so that rustc's errors about hooks point at
/// the spec; see [`hook_asserts`]).
pub struct Origin<'s> {
    sources: &'s Sources,
    tokens: Option<TokenAt<'s>>,
}

/// The token a model span was read from, when the spec was read from tokens.
pub type TokenAt<'s> = &'s dyn Fn(Span) -> Option<proc_macro2::Span>;

impl<'s> Origin<'s> {
    /// Spans into `sources`, read from a file.
    pub fn new(sources: &'s Sources) -> Self {
        Origin {
            sources,
            tokens: None,
        }
    }

    /// The token behind `span`, when the spec was read from tokens.
    pub fn token_at(&self, span: Span) -> Option<proc_macro2::Span> {
        self.tokens.and_then(|at| at(span))
    }

    /// Whether the spec was read from tokens.
    pub fn has_tokens(&self) -> bool {
        self.tokens.is_some()
    }
}

impl Origin<'_> {
    /// `defs/demo.toml:17` for a span starting on line 17 of source `defs/demo.toml`.
    pub fn at(&self, span: Span) -> String {
        let name = self.sources.get(span.source).map_or("<spec>", |(n, _)| n);
        let (line, _) = self.sources.line_col(span.source, span.start);
        format!("{name}:{line}")
    }
}

/// The Rust items of `dialect` (spans into `sources`), or the errors naming what the emitter
/// cannot generate.
pub fn dialect_tokens(
    dialect: &ResolvedDialect,
    sources: &Sources,
) -> Result<TokenStream, Vec<SpecDiagnostic>> {
    dialect_tokens_at(dialect, sources, None)
}

/// [`dialect_tokens`] for a spec read from tokens: `tokens` gives the token behind a span, at
/// which the generated code asserts the spec's hooks.
pub fn dialect_tokens_at(
    resolved: &ResolvedDialect,
    sources: &Sources,
    tokens: Option<TokenAt<'_>>,
) -> Result<TokenStream, Vec<SpecDiagnostic>> {
    let dialect = &resolved.spec;
    let origin = Origin { sources, tokens };
    let mut checks = constraints::Checks::default();
    let mut errors = Vec::new();
    let mut items = Vec::new();
    let mut descriptors = Vec::new();
    for op in &resolved.ops {
        match op::emit_op(resolved, op, &mut checks, &origin) {
            Ok(emitted) => {
                items.push(emitted.items);
                descriptors.push(emitted.descriptor);
            }
            Err(mut e) => errors.append(&mut e),
        }
    }
    for interface in &dialect.interfaces {
        match interface::emit_interface(dialect, interface, &origin) {
            Ok(tokens) => items.push(tokens),
            Err(mut e) => errors.append(&mut e),
        }
    }
    let defs = typedef::emit_defs(resolved, &origin)
        .map_err(|mut e| errors.append(&mut e))
        .ok();
    let models = interface::dialect_models(&origin, dialect)
        .map_err(|mut e| errors.append(&mut e))
        .ok();
    for e in &dialect.enums {
        items.push(enums::emit_enum(e, dialect, &origin));
    }
    for c in &dialect.constraints {
        match constraint_defs::emit_constraint(c, &origin) {
            Ok(tokens) => items.push(tokens),
            Err(e) => errors.push(e),
        }
    }
    let external = interface::external_models(&origin, dialect)
        .map_err(|mut e| errors.append(&mut e))
        .ok();
    let (Some(defs), Some((dialect_models, kind_models)), Some(external), true) =
        (defs, models, external, errors.is_empty())
    else {
        return Err(errors);
    };
    let def_items = defs.items;
    let def_hooks = defs.hooks;
    let def_registration = defs.registration;
    // The external models are attached once the dialect is registered.
    let attach = match &external {
        Some(function) => {
            items.push(function.clone());
            quote!(attach_external_models(ctx);)
        }
        None => quote!(),
    };
    let kind_models = quote!(#kind_models #def_registration #attach);
    let name = &dialect.name.value;
    let summary = dialect.summary.as_ref().map_or("", |s| s.as_str());
    let register_doc = format!(
        " Registers the `{name}` dialect into `ctx` with its ops, type and attribute hooks and interface implementations ({}); `false` when a dialect of that name was registered already.",
        origin.at(dialect.span)
    );
    let checks = checks.emit();
    // The dialect's own hooks, each asserted where the spec names it.
    let mut asserts = Vec::new();
    let mut hook = |constant: &str, what: String, path: &model::Spanned<String>, kind| {
        hook_asserts::assert_hook(
            &origin,
            constant,
            &what,
            &hook_asserts::Target::Path(path),
            kind,
            false,
        )
        .map(|asserted| {
            asserts.push(asserted.item);
            asserted.value
        })
        .map_err(|e| vec![e])
    };
    let materialize = match &dialect.materialize_constant {
        Some(path) => {
            let value = hook(
                "MATERIALIZE_CONSTANT",
                format!("The constant materializer of `{name}`"),
                path,
                hook_asserts::HookKind::MaterializeConstant,
            )?;
            quote!(dialect = dialect.with_materialize_constant(#value);)
        }
        None => quote!(),
    };
    let type_syntax = match &dialect.type_syntax {
        Some(module) => {
            let function = |f: &str| {
                let mut path = module.clone();
                path.value = format!("{}::{f}", module.value);
                path
            };
            let parse = hook(
                "PARSE_TYPE",
                format!("The type parser of `{name}`"),
                &function("parse_type"),
                hook_asserts::HookKind::ParseType,
            )?;
            let print = hook(
                "PRINT_TYPE",
                format!("The type printer of `{name}`"),
                &function("print_type"),
                hook_asserts::HookKind::PrintType,
            )?;
            quote! {
                dialect.parse_type = Some(#parse);
                dialect.print_type = Some(#print);
            }
        }
        None => quote!(),
    };
    // The dialects it depends on, registered first (MLIR loads them with it).
    let mut dependents = Vec::new();
    for (i, dependent) in dialect.dependent_dialects.iter().enumerate() {
        if let Some(path) = &dependent.register {
            let value = hook(
                &format!("REGISTER_DEPENDENT_{i}"),
                format!(
                    "The registration of `{}`, which `{name}` depends on",
                    dependent.name.value
                ),
                path,
                hook_asserts::HookKind::Register,
            )?;
            dependents.push(quote!(#value(ctx);));
        }
    }
    let register = if kind_models.is_empty() {
        quote!(ctx.register_dialect(dialect, vec![#(#descriptors),*]))
    } else {
        quote! {
            if !ctx.register_dialect(dialect, vec![#(#descriptors),*]) {
                return false;
            }
            #kind_models
            true
        }
    };
    Ok(quote! {
        #checks
        #(#items)*
        #def_items

        #[doc = #register_doc]
        pub fn register(ctx: &::oxir::Context) -> bool {
            #(#asserts)*
            #(#dependents)*
            let mut dialect = ::oxir::DialectDescriptor::new(#name);
            dialect.summary = #summary.to_string();
            #materialize
            #def_hooks
            #type_syntax
            #dialect_models
            #register
        }
    })
}

/// The errors of generating the parser and printer of `op`'s assembly format (a result type
/// nothing gives, a `custom` argument that is not Rust, ...). The checks call this, so that
/// these errors come with the spec's others and the emitter finds none.
pub(crate) fn format_errors(
    dialect: &model::Dialect,
    op: &crate::resolved::ResolvedOp,
) -> Vec<SpecDiagnostic> {
    match &op.format {
        Some(format) => format::emit_format(dialect, op, format)
            .err()
            .unwrap_or_default(),
        None => Vec::new(),
    }
}

/// The Rust source of `tokens`: formatted with a header when the `pretty` feature is on (the
/// default), else one line after the header.
pub fn render(tokens: TokenStream, spec_name: &str) -> String {
    let header = format!(
        "// Generated by oxir-ods from `{spec_name}`. Do not edit: edit the spec and rebuild.\n\n"
    );
    format!("{header}{}", format_tokens(tokens))
}

#[cfg(feature = "pretty")]
fn format_tokens(tokens: TokenStream) -> String {
    match syn::parse2::<syn::File>(tokens.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        // Unparsable output is a generator bug; the compiler will point at it.
        Err(_) => tokens.to_string(),
    }
}

#[cfg(not(feature = "pretty"))]
fn format_tokens(tokens: TokenStream) -> String {
    tokens.to_string()
}
