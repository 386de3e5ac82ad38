//! The items of one type or attribute definition, emitted section by section in this order:
//! 1. parameters: the storage fields, with their parsers, printers and defaults;
//! 2. hooks: the spec's verifier and hand-written parser and printer, asserted with their
//!    types;
//! 3. verifiers: the interfaces' and traits' checks, and the registration of traits;
//! 4. the text form: the declarative format's parser and printer, or the hand-written ones;
//! 5. builders: `get` and `get_checked`, then the declared ones;
//! 6. construction: `from_storage_checked` and `verify_storage`;
//! 7. the storage struct, the view and its impl, assembled from the sections.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{
    DefKind, Param, Params, accessor, declared_builders, def_key, format_code, get_fields,
    get_params, hook_path, param_doc, traits,
};
use crate::diag::SpecDiagnostic;
use crate::emit::Origin;
use crate::emit::hook_asserts::{Signature, Target, assert_typed};
use crate::emit::tokens::spec_rust;
use crate::lang::constraint::Resolved;
use crate::lang::param_type::ParamType;
use crate::model::{Def, Dialect};
use crate::names;
use crate::resolved::{ResolvedDef, ResolvedParam};

mod mutable;

/// The items of `resolved`, a definition of `kind` in `dialect`, and the statements
/// registering its traits.
pub(super) fn emit_def(
    dialect: &Dialect,
    resolved: &ResolvedDef,
    kind: DefKind,
    origin: &Origin<'_>,
) -> Result<(TokenStream, TokenStream), Vec<SpecDiagnostic>> {
    let mut emitter = DefEmitter::new(dialect, resolved, kind, origin);
    let params = emitter.params();
    let defaults = emitter.defaults(&params);
    let hooks = emitter.hooks();
    let (verifiers, registration) = emitter.verifiers();
    let format = emitter.format(&params);
    if resolved.is_mutable() {
        return mutable::emit(emitter, &params, defaults, hooks, &verifiers)
            .map(|items| (items, registration));
    }
    let declared = declared_builders(
        emitter.def,
        (&emitter.storage, "storage"),
        &emitter.shown,
        origin,
        &mut emitter.errors,
    );
    if !emitter.errors.is_empty() {
        return Err(emitter.errors);
    }
    let text_form = emitter.text_form(format, hooks.custom_form);
    let builders = emitter.default_builders(&params);
    let construction = emitter.construction(&hooks.verify, &verifiers);
    let items = emitter.items(DefSections {
        params: &params,
        defaults,
        hook_consts: hooks.consts,
        text_form,
        builders,
        declared,
        construction,
    });
    Ok((items, registration))
}

/// What one definition's emission reads, and the errors its sections find.
struct DefEmitter<'a, 'o> {
    dialect: &'a Dialect,
    resolved: &'a ResolvedDef,
    def: &'a Def,
    kind: DefKind,
    origin: &'a Origin<'o>,
    /// The view's name (`ComplexType`).
    rust_name: String,
    view: Ident,
    storage: Ident,
    /// The mnemonic, or the name without one.
    key: &'a str,
    /// `!dialect.key` or `#dialect.key`, as docs show it.
    shown: String,
    /// The spec location, as docs cite it.
    at: String,
    errors: Vec<SpecDiagnostic>,
}

/// The spec's hooks, asserted.
struct DefHooks {
    /// The statement running the spec's verifier on `storage`, if it has one.
    verify: TokenStream,
    /// The hand-written parser and printer.
    custom_form: Option<(TokenStream, TokenStream)>,
    /// The constants asserting the hooks' types.
    consts: Vec<TokenStream>,
}

/// The sections the view's impl is assembled from.
struct DefSections<'p, 'a> {
    params: &'p Params<'a>,
    defaults: Vec<TokenStream>,
    hook_consts: Vec<TokenStream>,
    text_form: TokenStream,
    builders: TokenStream,
    declared: Vec<TokenStream>,
    construction: Construction,
}

/// `from_storage_checked`'s body and `verify_storage`.
struct Construction {
    check_body: TokenStream,
    verify_storage: TokenStream,
}

impl<'a, 'o> DefEmitter<'a, 'o> {
    fn new(
        dialect: &'a Dialect,
        resolved: &'a ResolvedDef,
        kind: DefKind,
        origin: &'a Origin<'o>,
    ) -> Self {
        let def = &resolved.spec;
        let rust_name = kind.rust_name(&def.name.value);
        let key = def_key(def);
        DefEmitter {
            dialect,
            resolved,
            def,
            kind,
            origin,
            view: format_ident!("{}", rust_name),
            storage: format_ident!("{}", names::def_storage_name(&rust_name)),
            rust_name,
            key,
            shown: format!("{}{}.{key}", kind.sigil(), dialect.name.value),
            at: origin.at(def.span),
            errors: Vec::new(),
        }
    }

    /// Section 1: the parameters.
    fn params(&mut self) -> Params<'a> {
        let custom_module = match &self.dialect.custom_directives {
            Some(path) => spec_rust(path, "path").unwrap_or_else(|e| {
                self.errors.push(e);
                quote!()
            }),
            None => quote!(),
        };
        let format = self.resolved.format.as_ref();
        let errors = &mut self.errors;
        let list: Vec<Param<'a>> = (self.resolved.params.iter().enumerate())
            .map(|(i, param)| Param {
                spec: &param.spec,
                field: format_ident!("{}", names::accessor_name(param.spec.name.as_str())),
                ty: &param.ty,
                qualified: format.is_some_and(|f| f.qualified.iter().any(|q| q.0 == i)),
                parser: hook_path(&param.spec.parser, errors),
                printer: hook_path(&param.spec.printer, errors),
            })
            .collect();
        Params {
            list,
            custom_module,
        }
    }

    /// Section 1: the default function of each parameter with a default.
    fn defaults(&mut self, params: &Params<'_>) -> Vec<TokenStream> {
        let mut defaults = Vec::new();
        for p in params.iter() {
            let Some(default) = &p.spec.default else {
                continue;
            };
            match spec_rust(default, "expression") {
                Ok(expr) => {
                    // A float default is written as the `f64` it is.
                    let expr = if *p.ty == ParamType::F64 {
                        quote!(::oxir::def_support::F64::new(#expr))
                    } else {
                        expr
                    };
                    let name = p.default_fn();
                    let ty = p.storage_type();
                    let doc = format!(" The default of parameter `{}`.", p.name());
                    defaults.push(quote! {
                        #[doc = #doc]
                        #[allow(unused_variables)]
                        fn #name(ctx: &::oxir::Context) -> #ty {
                            #expr
                        }
                    });
                }
                Err(e) => self.errors.push(e),
            }
        }
        defaults
    }

    /// One hook of the spec asserted with its type, as constant `constant`.
    fn hook(
        &mut self,
        consts: &mut Vec<TokenStream>,
        constant: &str,
        key: &str,
        target: Target<'_>,
        signature: Signature,
    ) -> Option<TokenStream> {
        let what = format!("The `{key}` hook of `{}`", self.def.name.value);
        match assert_typed(self.origin, constant, &what, &target, &signature, true) {
            Ok(asserted) => {
                consts.push(asserted.item);
                Some(asserted.value)
            }
            Err(e) => {
                self.errors.push(e);
                None
            }
        }
    }

    /// Section 2: the hooks.
    fn hooks(&mut self) -> DefHooks {
        let def = self.def;
        let storage = self.storage.clone();
        let mut consts = Vec::new();
        let verify = match &def.verify {
            None => quote!(),
            Some(verify) => match self.hook(
                &mut consts,
                "VERIFY_HOOK",
                "verify",
                Target::of(verify, "verify"),
                Signature::def_verify(&storage),
            ) {
                Some(verify) => quote!((#verify)(ctx, storage)?;),
                None => quote!(),
            },
        };
        let custom_form = match (&def.parse, &def.print) {
            (Some(parse), Some(print)) => {
                let parse = self.hook(
                    &mut consts,
                    "PARSE_HOOK",
                    "parse",
                    Target::Path(parse),
                    Signature::def_parse(&storage),
                );
                let print = self.hook(
                    &mut consts,
                    "PRINT_HOOK",
                    "print",
                    Target::Path(print),
                    Signature::def_print(&storage),
                );
                parse.zip(print)
            }
            _ => None,
        };
        DefHooks {
            verify,
            custom_form,
            consts,
        }
    }

    /// Section 3: the checks of interfaces and traits that follow the verifier, and the
    /// statements registering the traits.
    fn verifiers(&mut self) -> (TokenStream, TokenStream) {
        let mut verifiers = crate::emit::interface::def_verifiers(
            self.dialect,
            self.def,
            self.kind,
            &mut self.errors,
        );
        let (trait_verifiers, registration) =
            traits(self.def, self.kind, &self.view, &mut self.errors);
        verifiers.extend(trait_verifiers);
        (verifiers, registration)
    }

    /// Section 4: the declarative format's parser and printer bodies.
    fn format(&self, params: &Params<'_>) -> Option<(TokenStream, TokenStream)> {
        self.resolved.format.as_ref().map(|format| {
            format_code(
                params,
                &format.elements,
                &self.storage,
                &format!("`{}`", self.shown),
            )
        })
    }

    /// Section 4: `parse`, `print` and `print_params`, from the hand-written hooks or the
    /// format; a definition with a mnemonic and neither reads and writes the mnemonic alone.
    fn text_form(
        &self,
        format: Option<(TokenStream, TokenStream)>,
        custom_form: Option<(TokenStream, TokenStream)>,
    ) -> TokenStream {
        let (def, storage, shown, key) = (self.def, &self.storage, &self.shown, self.key);
        let text_form = match (format, custom_form) {
            (_, Some((parse_fn, print_fn))) => Some((
                format!(
                    " Reads the text of a `{shown}` after its mnemonic with `{}`.",
                    def.parse.as_ref().map_or("", |p| p.as_str())
                ),
                quote! {
                    let storage: #storage = (#parse_fn)(p)?;
                    Self::from_storage_checked(ctx, storage).map_err(|message| p.error_at(at, message))
                },
                format!(
                    " Writes what follows the mnemonic of `{shown}` with `{}`: its stripped form, which op formats print.",
                    def.print.as_ref().map_or("", |p| p.as_str())
                ),
                quote!((#print_fn)(p, storage);),
            )),
            (Some((parse, print)), None) => Some((
                format!(" Reads the text of a `{shown}` after its mnemonic, as its format says."),
                parse,
                format!(
                    " Writes what follows the mnemonic of `{shown}`: its stripped form, which op formats print."
                ),
                print,
            )),
            (None, None) => None,
        };
        // A hand-written type syntax (`type_syntax`) calls these from its own module.
        let vis = if self.kind == DefKind::Type && self.dialect.type_syntax.is_some() {
            quote!(pub(crate))
        } else {
            quote!()
        };
        match text_form {
            Some((parse_doc, parse, params_doc, print)) => {
                let print_doc = format!(
                    " Writes `storage` as the text of a `{shown}` after `{}{}.`.",
                    self.kind.sigil(),
                    self.dialect.name.value
                );
                quote! {
                    #[doc = #parse_doc]
                    #[allow(unused_assignments)]
                    #vis fn parse(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Self> {
                        let ctx = p.context();
                        let at = p.current_offset();
                        #parse
                    }

                    #[doc = #print_doc]
                    #vis fn print(storage: &#storage, p: &mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>) {
                        p.write_str(#key);
                        Self::print_params(storage, p);
                    }

                    #[doc = #params_doc]
                    // `ctx` is there for the defaults; a format without any leaves it unread.
                    #[allow(unused_variables)]
                    #vis fn print_params(storage: &#storage, p: &mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>) {
                        #print
                    }
                }
            }
            None if def.mnemonic.is_some() => {
                let parse_doc = format!(" Builds the `{shown}` its mnemonic names.");
                let print_doc = format!(" Writes the mnemonic of `{shown}`.");
                quote! {
                    #[doc = #parse_doc]
                    #vis fn parse(p: &mut ::oxir::text::parser::AsmParser<'_, '_>) -> ::oxir::text::parser::ParseResult<Self> {
                        let ctx = p.context();
                        let at = p.current_offset();
                        Self::from_storage_checked(ctx, #storage {}).map_err(|message| p.error_at(at, message))
                    }

                    #[doc = #print_doc]
                    #vis fn print(_: &#storage, p: &mut ::oxir::text::printer::DialectAsmPrinter<'_, '_>) {
                        p.write_str(#key);
                    }
                }
            }
            None => quote!(),
        }
    }

    /// Section 5: `get` and `get_checked`, unless the spec skips them.
    fn default_builders(&self, params: &Params<'_>) -> TokenStream {
        if self.def.skip_default_builders {
            return quote!();
        }
        let (storage, shown, word) = (&self.storage, &self.shown, self.kind.word());
        let get_params = get_params(params.iter());
        let get_fields = get_fields(params.iter());
        let get_doc = format!(
            " The uniqued `{shown}` with these parameters. It does not run the verifier: use `get_checked` for parameters from users."
        );
        let get_checked_doc = format!(
            " Like `get`, but checked by the {word}'s verifiers: their message, at `loc`, on failure."
        );
        quote! {
            #[doc = #get_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn get(ctx: &::oxir::Context, #(#get_params),*) -> Self {
                Self::from_storage(ctx, #storage { #(#get_fields),* })
            }

            #[doc = #get_checked_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn get_checked(ctx: &::oxir::Context, loc: ::oxir::Location, #(#get_params),*) -> Result<Self, ::oxir::Diagnostic> {
                let storage = #storage { #(#get_fields),* };
                Self::from_storage_checked(ctx, storage).map_err(|message| ::oxir::Diagnostic::error(loc, message))
            }
        }
    }

    /// Section 6: the checks of the constraints of the parameters `of` selects, on the struct
    /// `root` holding them: each value (each element of a `Vec`, an optional one when present)
    /// against its predicate, with the constraint's words in the message.
    fn param_checks(&self, root: TokenStream, of: impl Fn(&ResolvedParam) -> bool) -> TokenStream {
        let mut checks = Vec::new();
        let mut counter = 0;
        for p in self.resolved.params.iter().filter(|p| of(p)) {
            let Some(constraint) = &p.constraint else {
                continue;
            };
            let field = format_ident!("{}", names::rust_ident(p.spec.name.as_str()));
            let name = p.spec.name.as_str();
            let value = quote!(*value);
            let (holds, printed, description) = match constraint {
                Resolved::Type(t) => (
                    crate::emit::constraints::type_expr(&t.pred, &value, &mut counter),
                    quote!(::oxir::text::printer::print_type(ctx, *value)),
                    &t.description,
                ),
                Resolved::Attr(a) => (
                    crate::emit::constraints::attr_expr(&a.pred, &value, &mut counter),
                    quote!(::oxir::text::printer::print_attribute(ctx, *value)),
                    &a.description,
                ),
            };
            let values = match (&p.ty, p.spec.optional) {
                (ParamType::Array(_), true) => quote!(#root.#field.iter().flatten()),
                (ParamType::Array(_), false) | (_, true) => quote!(#root.#field.iter()),
                _ => quote!(::std::iter::once(&#root.#field)),
            };
            let message = format!("parameter `{name}` must be {description}, but got '{{}}'");
            checks.push(quote! {
                for value in #values {
                    if !(#holds) {
                        return Err(format!(#message, #printed));
                    }
                }
            });
        }
        quote!(#(#checks)*)
    }

    /// Section 6: the checked construction, running the parameters' constraints, the spec's
    /// verifier (`verify`) and then the interfaces' and traits' checks (`verifiers`).
    fn construction(&self, verify: &TokenStream, verifiers: &TokenStream) -> Construction {
        let param_checks = self.param_checks(quote!(storage), |_| true);
        let check_body = match (verify.is_empty(), verifiers.is_empty()) {
            (true, true) => quote!(Ok(Self::from_storage(ctx, storage))),
            (false, true) => quote! {
                Self::verify_storage(ctx, &storage)?;
                Ok(Self::from_storage(ctx, storage))
            },
            (own, _) => {
                let own = if own {
                    quote!()
                } else {
                    quote!(Self::verify_storage(ctx, &storage)?;)
                };
                quote! {
                    #own
                    let value = Self::from_storage(ctx, storage);
                    #verifiers
                    Ok(value)
                }
            }
        };
        let verify_storage = if verify.is_empty() {
            quote!()
        } else {
            let doc = format!(" Runs the verifier of `{}` on `storage`.", self.shown);
            let storage = &self.storage;
            quote! {
                #[doc = #doc]
                pub fn verify_storage(ctx: &::oxir::Context, storage: &#storage) -> Result<(), String> {
                    #verify
                    Ok(())
                }
            }
        };
        Construction {
            check_body: quote!(#param_checks #check_body),
            verify_storage,
        }
    }

    /// Section 7: the storage struct, the view and its impl.
    fn items(&self, sections: DefSections<'_, '_>) -> TokenStream {
        let DefSections {
            params,
            defaults,
            hook_consts,
            text_form,
            builders,
            declared,
            construction:
                Construction {
                    check_body,
                    verify_storage,
                },
        } = sections;
        let (view, storage, shown, at) = (&self.view, &self.storage, &self.shown, &self.at);
        let intern_fn = self.intern_fn();
        let fields = params.iter().map(|p| self.field(p));
        let source = quote!(self.storage(ctx));
        let accessors = params
            .iter()
            .map(|p| accessor(self.dialect, p, self.origin, &source));
        let storage_doc = format!(" The parameters of `{shown}` ({at}), uniqued by the context.");
        let (view_decl, head) = (self.view_decl(), self.view_head());
        let (lookup, satisfies) = self.view_lookup();
        quote! {
            #[doc = #storage_doc]
            #[derive(Clone, Debug, PartialEq, Eq, Hash)]
            pub struct #storage {
                #(#fields)*
            }

            #view_decl

            impl #view {
                #head

                #builders

                #(#declared)*

                /// The uniqued value holding `storage`, unchecked.
                pub fn from_storage(ctx: &::oxir::Context, storage: #storage) -> Self {
                    #view(#intern_fn(ctx, Self::DIALECT, Self::MNEMONIC, storage))
                }

                /// The uniqued value holding `storage`, or the message of the verifier it fails.
                pub fn from_storage_checked(ctx: &::oxir::Context, storage: #storage) -> Result<Self, String> {
                    #check_body
                }

                #verify_storage

                #(#hook_consts)*

                #lookup

                #(#accessors)*

                #satisfies

                #(#defaults)*

                #text_form
            }
        }
    }

    /// The storage field of parameter `p`, documented.
    fn field(&self, p: &Param<'_>) -> TokenStream {
        let field = &p.field;
        let ty = p.storage_type();
        let doc = param_doc(p.spec, self.origin);
        quote!(#[doc = #doc] pub #field: #ty,)
    }

    /// The runtime function interning a storage value of this kind.
    fn intern_fn(&self) -> TokenStream {
        match self.kind {
            DefKind::Type => quote!(::oxir::def_support::intern_type),
            DefKind::Attr => quote!(::oxir::def_support::intern_attr),
        }
    }

    /// Section 7: the view struct and its view trait.
    fn view_decl(&self) -> TokenStream {
        let (kind, view, storage, shown, at) =
            (self.kind, &self.view, &self.storage, &self.shown, &self.at);
        let handle = kind.handle();
        let view_trait = kind.view_trait();
        let unwrap = kind.unwrap_method();
        let data = match kind {
            DefKind::Type => quote!(::oxir::TypeData),
            DefKind::Attr => quote!(::oxir::AttrData),
        };
        let summary = self.def.summary.as_ref().map_or("", |s| s.as_str());
        let view_doc = format!(
            " `{shown}`: {summary} ({at}). Its accessors read neutral values (zero, empty, `none`) on a view wrapped over a {} of another kind.",
            kind.word()
        );
        quote! {
            #[doc = #view_doc]
            #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
            pub struct #view(#handle);

            impl #view_trait for #view {
                fn matches(data: &#data) -> bool {
                    matches!(data, #data::Dialect(storage) if storage.is::<#storage>())
                }

                fn wrap(value: #handle) -> Self {
                    #view(value)
                }

                fn #unwrap(self) -> #handle {
                    self.0
                }
            }
        }
    }

    /// Section 7: the first members of the view's impl: the kind's names and the handle.
    fn view_head(&self) -> TokenStream {
        let dialect_name = &self.dialect.name.value;
        let key = self.key;
        let handle = self.kind.handle();
        let unwrap = self.kind.unwrap_method();
        quote! {
            /// The dialect of the kind.
            pub const DIALECT: &'static str = #dialect_name;

            /// The key of the kind in its dialect: the mnemonic, or the name without one.
            pub const MNEMONIC: &'static str = #key;

            /// The underlying value.
            pub fn #unwrap(self) -> #handle {
                self.0
            }
        }
    }

    /// Section 7: `storage` and `satisfies`, which look the storage up.
    fn view_lookup(&self) -> (TokenStream, TokenStream) {
        let (storage, rust_name, shown) = (&self.storage, &self.rust_name, &self.shown);
        let handle = self.kind.handle();
        let storage_fn = match self.kind {
            DefKind::Type => quote!(::oxir::def_support::type_storage),
            DefKind::Attr => quote!(::oxir::def_support::attr_storage),
        };
        let satisfies_doc =
            format!(" Whether `value` is a `{shown}` (the constraint `{rust_name}`).");
        (
            quote! {
                /// The parameters.
                pub fn storage(self, ctx: &::oxir::Context) -> Option<&#storage> {
                    #storage_fn::<#storage>(ctx, self.0)
                }
            },
            quote! {
                #[doc = #satisfies_doc]
                pub fn satisfies(ctx: &::oxir::Context, value: #handle) -> bool {
                    #storage_fn::<#storage>(ctx, value).is_some()
                }
            },
        )
    }
}
