//! The items of a mutable type definition (MLIR's `MutableTypeStorage`, checked by
//! [`crate::mutable_def`]): a key struct of the parameters that identify the type, a body
//! struct of its `mutable` ones, the storage as the runtime's `MutableStorage` of the two, and
//! a view whose `get` finds or makes the type by its key and whose `set_body` sets the body
//! once. The format's parser reads the key, then the body group with the type marked as being
//! parsed, and its printer leaves the body out inside the type's own body, so that recursive
//! types print and parse as MLIR's identified structs do.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::super::{
    Param, Params, Piece, Spacing, accessor, declared_builders, field_from_slot, get_fields,
    get_params, parse_element, print_element, printer_ctx, render, slot, slot_decls,
};
use super::{DefEmitter, DefHooks};
use crate::diag::SpecDiagnostic;
use crate::lang::def_format::{DefElement, DefElementKind};

/// The names of a mutable type's two structs.
struct Names {
    key: Ident,
    body: Ident,
}

/// The items of the mutable type `emitter` emits, from its parameters, defaults, hooks and
/// the checks of its interfaces and traits (`verifiers`, on a `value`).
pub(super) fn emit(
    mut emitter: DefEmitter<'_, '_>,
    params: &Params<'_>,
    defaults: Vec<TokenStream>,
    hooks: DefHooks,
    verifiers: &TokenStream,
) -> Result<TokenStream, Vec<SpecDiagnostic>> {
    let names = Names {
        key: format_ident!("{}Key", emitter.rust_name),
        body: format_ident!("{}Body", emitter.rust_name),
    };
    let declared = declared_builders(
        emitter.def,
        (&names.key, "key"),
        &emitter.shown,
        emitter.origin,
        &mut emitter.errors,
    );
    if !emitter.errors.is_empty() {
        return Err(emitter.errors);
    }
    let format = match (&emitter.resolved.format, emitter.resolved.body_group) {
        (Some(format), Some(group)) => Some(format_code(
            params,
            &format.elements,
            group,
            &names,
            &format!("`{}`", emitter.shown),
        )),
        _ => None,
    };
    let text_form = emitter.text_form(format, None);
    let (view, storage) = (&emitter.view, &emitter.storage);
    let (key, body) = (&names.key, &names.body);
    let (shown, at) = (&emitter.shown, &emitter.at);
    let in_key = |p: &&Param<'_>| !p.spec.mutable;
    let in_body = |p: &&Param<'_>| p.spec.mutable;
    let key_fields = params.iter().filter(in_key).map(|p| emitter.field(p));
    let body_fields = params.iter().filter(in_body).map(|p| emitter.field(p));
    let key_source = quote!(self.storage(ctx).map(|s| s.key()));
    let body_source = quote!(self.body(ctx));
    let accessors = params.iter().map(|p| {
        let source = if p.spec.mutable {
            &body_source
        } else {
            &key_source
        };
        accessor(emitter.dialect, p, emitter.origin, source)
    });
    let (key_params, key_values) = (
        get_params(params.iter().filter(in_key)),
        get_fields(params.iter().filter(in_key)),
    );
    let (set_params, set_fields) = (
        get_params(params.iter().filter(in_body)),
        get_fields(params.iter().filter(in_body)),
    );
    let builders = if emitter.def.skip_default_builders {
        quote!()
    } else {
        let get_doc = format!(
            " The `{shown}` these parameters identify, with its body if one was set. It does not run the verifier: use `get_checked` for parameters from users."
        );
        quote! {
            #[doc = #get_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn get(ctx: &::oxir::Context, #(#key_params),*) -> Self {
                Self::from_key(ctx, #key { #(#key_values),* })
            }

            /// Like `get`, but checked by the type's verifiers: their message, at `loc`, on failure.
            #[allow(clippy::too_many_arguments)]
            pub fn get_checked(ctx: &::oxir::Context, loc: ::oxir::Location, #(#key_params),*) -> Result<Self, ::oxir::Diagnostic> {
                Self::from_key_checked(ctx, #key { #(#key_values),* }).map_err(|message| ::oxir::Diagnostic::error(loc, message))
            }
        }
    };
    let DefHooks {
        verify,
        consts: hook_consts,
        ..
    } = hooks;
    let verify_storage = if verify.is_empty() {
        quote!()
    } else {
        let doc = format!(" Runs the verifier of `{shown}` on `storage`.");
        quote! {
            #[doc = #doc]
            pub fn verify_storage(ctx: &::oxir::Context, storage: &#storage) -> Result<(), String> {
                #verify
                Ok(())
            }
        }
    };
    // The verifier and the interfaces' and traits' checks, on the type `value` (its body set
    // or not).
    let verify_value = if verify.is_empty() {
        quote!(#verifiers)
    } else {
        quote! {
            if let Some(storage) = value.storage(ctx) {
                Self::verify_storage(ctx, storage)?;
            }
            #verifiers
        }
    };
    let key_checks = emitter.param_checks(quote!(key), |p| !p.spec.mutable);
    let body_checks = emitter.param_checks(quote!(body), |p| p.spec.mutable);
    let intern_fn = emitter.intern_fn();
    let (view_decl, head) = (emitter.view_decl(), emitter.view_head());
    let (lookup, satisfies) = emitter.view_lookup();
    let key_doc = format!(" The parameters that identify `{shown}` ({at}): its key.");
    let body_doc = format!(" The body of `{shown}` ({at}): its mutable parameters, set once.");
    let storage_doc =
        format!(" The storage of `{shown}`: uniqued by its key, with the body set at most once.");
    let set_body_doc = format!(
        " Sets the body of this `{shown}`. Setting an equal body again succeeds; a different one, or a view over a type of another kind, is refused and changes nothing. It does not run the verifier: use `set_body_checked` for parameters from users."
    );
    Ok(quote! {
        #[doc = #key_doc]
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct #key {
            #(#key_fields)*
        }

        #[doc = #body_doc]
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct #body {
            #(#body_fields)*
        }

        #[doc = #storage_doc]
        pub type #storage = ::oxir::storage::MutableStorage<#key, #body>;

        #view_decl

        impl #view {
            #head

            #builders

            #(#declared)*

            #[doc = #set_body_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn set_body(self, ctx: &::oxir::Context, #(#set_params),*) -> Result<(), ::oxir::storage::BodyAlreadySet> {
                let body = #body { #(#set_fields),* };
                self.storage(ctx).ok_or(::oxir::storage::BodyAlreadySet)?.set_body(body)
            }

            /// Like `set_body`, but checked by the type's verifiers: their message, at `loc`, on failure.
            #[allow(clippy::too_many_arguments)]
            pub fn set_body_checked(self, ctx: &::oxir::Context, loc: ::oxir::Location, #(#set_params),*) -> Result<(), ::oxir::Diagnostic> {
                let body = #body { #(#set_fields),* };
                self.set_body_value_checked(ctx, body).map_err(|message| ::oxir::Diagnostic::error(loc, message))
            }

            /// Sets the body to `body` after checking its parameters' constraints, then runs the
            /// type's verifiers; the message of the first check that fails. A body refused by
            /// the verifiers stays set, as MLIR's does once a parse failed.
            pub fn set_body_value_checked(self, ctx: &::oxir::Context, body: #body) -> Result<(), String> {
                #body_checks
                let storage = self.storage(ctx).ok_or(::oxir::storage::BodyAlreadySet).map_err(|e| e.to_string())?;
                storage.set_body(body).map_err(|e| e.to_string())?;
                let value = self;
                #verify_value
                Ok(())
            }

            /// The type `key` identifies, made without a body the first time; unchecked.
            pub fn from_key(ctx: &::oxir::Context, key: #key) -> Self {
                #view(#intern_fn(ctx, Self::DIALECT, Self::MNEMONIC, #storage::new(key)))
            }

            /// The type `key` identifies, or the message of the verifier it fails.
            pub fn from_key_checked(ctx: &::oxir::Context, key: #key) -> Result<Self, String> {
                #key_checks
                let value = Self::from_key(ctx, key);
                #verify_value
                Ok(value)
            }

            #verify_storage

            #(#hook_consts)*

            #lookup

            /// The body, once set.
            pub fn body(self, ctx: &::oxir::Context) -> Option<&#body> {
                self.storage(ctx).and_then(|s| s.body())
            }

            /// Whether the body has been set (an identified type without one is opaque).
            pub fn is_initialized(self, ctx: &::oxir::Context) -> bool {
                self.body(ctx).is_some()
            }

            #(#accessors)*

            #satisfies

            #(#defaults)*

            #text_form
        }
    })
}

/// The parser and printer bodies of a mutable type's format: the elements before the body
/// group read and write the key, the group (`elements[group]`) the body, and the elements
/// after it are literals.
fn format_code(
    params: &Params<'_>,
    elements: &[DefElement],
    group: usize,
    names: &Names,
    shown: &str,
) -> (TokenStream, TokenStream) {
    let (key, body) = (&names.key, &names.body);
    let (before, rest) = elements.split_at(group);
    let (group, after) = (&rest[0], &rest[1..]);
    let slots = slot_decls(params);
    let parse_before = before.iter().map(|e| parse_element(params, e, false));
    let parse_group = parse_element(params, group, false);
    let parse_after = after.iter().map(|e| parse_element(params, e, false));
    let key_fields = (params.iter())
        .filter(|p| !p.spec.mutable)
        .map(|p| field_from_slot(p, shown));
    let body_params: Vec<&Param<'_>> = params.iter().filter(|p| p.spec.mutable).collect();
    let body_slots = body_params.iter().map(|p| slot(p));
    let body_values = body_params.iter().map(|p| &p.field);
    let body_fields = body_params.iter().map(|p| &p.field);
    let parse = quote! {
        #(#slots)*
        #(#parse_before)*
        let key = #key { #(#key_fields),* };
        let value = Self::from_key_checked(ctx, key).map_err(|message| p.error_at(at, message))?;
        let body_at = p.current_offset();
        // Inside its own body the type is written by its key alone.
        if !p.in_cyclic_parse(value.ty()) {
            p.with_cyclic_parse(value.ty(), |p| -> ::oxir::text::parser::ParseResult<()> {
                #parse_group
                Ok(())
            })?;
        }
        #(#parse_after)*
        if let (#(Some(#body_values),)*) = (#(#body_slots,)*) {
            value
                .set_body_value_checked(ctx, #body { #(#body_fields),* })
                .map_err(|message| p.error_at(body_at, message))?;
        }
        Ok(value)
    };
    let mut spacing = Spacing {
        emit_space: true,
        last_was_punctuation: false,
    };
    let mut pieces: Vec<Piece> = before
        .iter()
        .flat_map(|e| print_element(params, e, &mut spacing, &[]))
        .collect();
    // The checks make the body group an optional group.
    let then_elements: &[DefElement] = match &group.kind {
        DefElementKind::Optional { then_elements, .. } => then_elements,
        _ => &[],
    };
    let body_indices: Vec<usize> = (params.iter().enumerate())
        .filter(|(_, p)| p.spec.mutable)
        .map(|(i, _)| i)
        .collect();
    let saved = spacing;
    let then = render(
        then_elements
            .iter()
            .flat_map(|e| print_element(params, e, &mut spacing, &body_indices))
            .collect(),
    );
    spacing = saved;
    pieces.push(Piece::Code(quote! {
        // The body is left out inside itself, where the key alone names the type.
        if let Some(storage) = body.filter(|_| !p.in_cyclic_print(ty)) {
            p.with_cyclic_print(ty, |p| {
                #then
            });
        }
    }));
    pieces.extend(
        after
            .iter()
            .flat_map(|e| print_element(params, e, &mut spacing, &[])),
    );
    let print = render(pieces);
    let ctx = printer_ctx(params, elements);
    let print = quote! {
        #ctx
        let ty = Self::from_key(p.ctx(), storage.key().clone()).ty();
        let body = storage.body();
        let storage = storage.key();
        #print
    };
    (parse, print)
}
