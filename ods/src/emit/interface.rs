//! The Rust emitted for interfaces: per `[[interface]]` an object-safe `Send + Sync` trait
//! whose methods receive the context and the object (op, type, attribute; nothing for a
//! dialect), defaults as default bodies, and a `Copy` handle pairing an object with its
//! implementation so that calls read like methods of the object (the pattern of
//! `oxir::interfaces`); per implementor the model that forwards the hand-written methods to
//! the functions of its `impl` module, registered where the runtime looks for it (the op's
//! descriptor, the type or attribute kind, the dialect descriptor), and the calls of the
//! interfaces' verifiers.
//!
//! The checks of interface uses (kinds, methods, `impl`) are [`crate::interface_check`]'s;
//! this module assumes them.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use super::tokens::{spec_params, spec_rust};
use super::typedef::DefKind;
use crate::diag::SpecDiagnostic;
use crate::interface_check::{RUNTIME_INTERFACES, RUNTIME_MODEL_INTERFACES};
use crate::model::{Def, Dialect, Hook, Interface, InterfaceKind, InterfaceMethod, InterfaceUse};
use crate::names;

/// The object arguments a method of an interface of `kind` receives after `&self`, as
/// `(parameter declarations, the names)`.
fn object_args(kind: InterfaceKind) -> (TokenStream, Vec<Ident>) {
    match kind {
        InterfaceKind::Op => (
            quote!(ctx: &::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId,),
            vec![
                format_ident!("ctx"),
                format_ident!("body"),
                format_ident!("op"),
            ],
        ),
        InterfaceKind::Type => (
            quote!(ctx: &::oxir::Context, ty: ::oxir::Type,),
            vec![format_ident!("ctx"), format_ident!("ty")],
        ),
        InterfaceKind::Attr => (
            quote!(ctx: &::oxir::Context, attr: ::oxir::Attribute,),
            vec![format_ident!("ctx"), format_ident!("attr")],
        ),
        InterfaceKind::Dialect => (quote!(ctx: &::oxir::Context,), vec![format_ident!("ctx")]),
    }
}

/// A method's declared parameters (`name: Type`), their names, and its return type.
struct Signature {
    params: Vec<TokenStream>,
    names: Vec<Ident>,
    returns: TokenStream,
}

fn signature(method: &InterfaceMethod, errors: &mut Vec<SpecDiagnostic>) -> Signature {
    let (params, names) = spec_params(&method.params, crate::names::rust_ident, errors);
    let returns = match &method.returns {
        None => quote!(),
        Some(ty) => match spec_rust(ty, "type") {
            Ok(ty) => quote!(-> #ty),
            Err(e) => {
                errors.push(e);
                quote!()
            }
        },
    };
    Signature {
        params,
        names,
        returns,
    }
}

/// The trait and handle of `interface`, an interface of `dialect`.
pub fn emit_interface(
    dialect: &Dialect,
    interface: &Interface,
    origin: &Origin<'_>,
) -> Result<TokenStream, Vec<SpecDiagnostic>> {
    let mut errors = Vec::new();
    let kind = interface.kind.value;
    let name = format_ident!("{}", interface.name.value);
    let handle = format_ident!("{}", names::interface_handle_name(&interface.name.value));
    let at = origin.at(interface.span);
    let mut trait_methods = Vec::new();
    let mut handle_methods = Vec::new();
    for method in &interface.methods {
        let sig = signature(method, &mut errors);
        let method_name = format_ident!("{}", names::rust_ident(method.name.as_str()));
        let doc = method.description.as_ref().map_or_else(
            || {
                format!(
                    " The method `{}` ({}).",
                    method.name.value,
                    origin.at(method.span)
                )
            },
            |d| {
                let text = d.value.trim().trim_end_matches('.');
                format!(" {text} ({}).", origin.at(method.span))
            },
        );
        let Signature {
            params,
            names: param_names,
            returns,
        } = sig;
        let handle_params = if method.is_static {
            quote!()
        } else {
            handle_params(kind)
        };
        if let Some(text) = &method.fixed_body {
            // A fixed method is the handle's own: the trait has nothing to override.
            // Its body sees `self` (the handle), the context, the object and the parameters; a
            // static one is an associated function taking only its parameters.
            let (receiver, object) = match method.is_static {
                true => (quote!(), quote!()),
                false => (quote!(&self,), bind_object(kind)),
            };
            match spec_rust(text, "block") {
                Ok(block) => handle_methods.push(quote! {
                    #[doc = #doc]
                    #[allow(unused_variables)]
                    pub fn #method_name(#receiver #handle_params #(#params),*) #returns {
                        #object
                        #block
                    }
                }),
                Err(e) => errors.push(e),
            }
            continue;
        }
        let (receiver_params, forwarded) = if method.is_static {
            (quote!(), quote!())
        } else {
            let (decls, _) = object_args(kind);
            let forwarded = handle_forwarding(kind);
            (decls, forwarded)
        };
        // A default naming the implementor's type is instantiated in each model instead.
        let in_trait = method
            .default_body
            .as_ref()
            .filter(|_| !method.default_uses_concrete(kind));
        let body = match in_trait {
            None => quote!(;),
            Some(text) => match spec_rust(text, "block") {
                Ok(body) => quote!({ #body }),
                Err(e) => {
                    errors.push(e);
                    quote!(;)
                }
            },
        };
        let allow = if in_trait.is_some() {
            quote!(#[allow(unused_variables)])
        } else {
            quote!()
        };
        trait_methods.push(quote! {
            #[doc = #doc]
            #allow
            fn #method_name(&self, #receiver_params #(#params),*) #returns #body
        });
        handle_methods.push(quote! {
            #[doc = #doc]
            pub fn #method_name(&self, #handle_params #(#params),*) #returns {
                self.model.#method_name(#forwarded #(#param_names),*)
            }
        });
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let what = format!("the {} interface `{}`", kind.as_str(), interface.name.value);
    let trait_doc = match &interface.description {
        Some(d) => format!(" {} ({what}, {at}).", d.value.trim().trim_end_matches('.')),
        None => format!(
            " The {} interface `{}` ({at}).",
            kind.as_str(),
            interface.name.value
        ),
    };
    let handle_doc = format!(
        " {} known to implement `{}`, with its implementation: the interface's methods read as its own.",
        match kind {
            InterfaceKind::Op => "An op",
            InterfaceKind::Type => "A type",
            InterfaceKind::Attr => "An attribute",
            InterfaceKind::Dialect => "A dialect",
        },
        interface.name.value
    );
    let bases = Bases::of(dialect, interface);
    let base_fields = &bases.fields;
    let base_traits = &bases.traits;
    let conversions = bases.conversions(kind);
    let (field, getter) = match kind {
        InterfaceKind::Op => (
            quote!(op: ::oxir::OpId,),
            quote! {
                /// `op` (of `body`) as an implementation of the interface, if its kind has one.
                pub fn get(ctx: &'c ::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId) -> Option<Self> {
                    let interfaces = &ctx.op_descriptor(body.op_name(op))?.interfaces;
                    let model = interfaces.get::<dyn #name>()?;
                    #(let #base_fields = interfaces.get::<dyn #base_traits>()?;)*
                    Some(#handle { op, model, #(#base_fields),* })
                }

                /// The op.
                pub fn op(&self) -> ::oxir::OpId {
                    self.op
                }
            },
        ),
        InterfaceKind::Type => (
            quote!(ty: ::oxir::Type,),
            quote! {
                /// `ty` as an implementation of the interface, if its kind has one.
                pub fn get(ctx: &'c ::oxir::Context, ty: ::oxir::Type) -> Option<Self> {
                    let model = ty.interface::<dyn #name>(ctx)?;
                    #(let #base_fields = ty.interface::<dyn #base_traits>(ctx)?;)*
                    Some(#handle { ty, model, #(#base_fields),* })
                }

                /// The type.
                pub fn ty(&self) -> ::oxir::Type {
                    self.ty
                }
            },
        ),
        InterfaceKind::Attr => (
            quote!(attr: ::oxir::Attribute,),
            quote! {
                /// `attr` as an implementation of the interface, if its kind has one.
                pub fn get(ctx: &'c ::oxir::Context, attr: ::oxir::Attribute) -> Option<Self> {
                    let model = attr.interface::<dyn #name>(ctx)?;
                    #(let #base_fields = attr.interface::<dyn #base_traits>(ctx)?;)*
                    Some(#handle { attr, model, #(#base_fields),* })
                }

                /// The attribute.
                pub fn attr(&self) -> ::oxir::Attribute {
                    self.attr
                }
            },
        ),
        InterfaceKind::Dialect => (
            quote!(),
            quote! {
                /// The implementation of the interface by the registered dialect `dialect`.
                pub fn get(ctx: &'c ::oxir::Context, dialect: &str) -> Option<Self> {
                    let model = ctx.dialect_interface::<dyn #name>(dialect)?;
                    #(let #base_fields = ctx.dialect_interface::<dyn #base_traits>(dialect)?;)*
                    Some(#handle { model, #(#base_fields),* })
                }
            },
        ),
    };
    Ok(quote! {
        #[doc = #trait_doc]
        pub trait #name: Send + Sync {
            #(#trait_methods)*
        }

        #[doc = #handle_doc]
        #[derive(Copy, Clone)]
        pub struct #handle<'c> {
            #field
            model: &'c dyn #name,
            #(#base_fields: &'c dyn #base_traits,)*
        }

        impl<'c> #handle<'c> {
            #getter

            /// The implementation.
            pub fn model(&self) -> &'c dyn #name {
                self.model
            }

            #(#conversions)*

            #(#handle_methods)*
        }
    })
}

/// The bases of an interface, as its handle holds them: one field per base (direct or not)
/// with the base's implementation, read when the handle is made, so that converting to a
/// base's handle needs no lookup and cannot fail.
struct Bases {
    /// The bases' names, nearest first.
    names: Vec<String>,
    /// The handle's field for each.
    fields: Vec<Ident>,
    /// The Rust trait of each.
    traits: Vec<Ident>,
    /// The bases of each base, as indices into the lists above.
    own_bases: Vec<Vec<usize>>,
}

impl Bases {
    fn of(dialect: &Dialect, interface: &Interface) -> Self {
        let names: Vec<String> = crate::interface_check::base_closure(dialect, interface)
            .into_iter()
            .map(str::to_string)
            .collect();
        let own_bases = names
            .iter()
            .map(|name| {
                let Some(base) = dialect.interface(name) else {
                    return Vec::new();
                };
                crate::interface_check::base_closure(dialect, base)
                    .into_iter()
                    .filter_map(|b| names.iter().position(|n| n == b))
                    .collect()
            })
            .collect();
        Bases {
            fields: names
                .iter()
                .map(|n| format_ident!("{}", names::base_model_field(n)))
                .collect(),
            traits: names.iter().map(|n| format_ident!("{}", n)).collect(),
            names,
            own_bases,
        }
    }

    /// The handle's `as_<base>` methods.
    fn conversions(&self, kind: InterfaceKind) -> Vec<TokenStream> {
        let object = match kind {
            InterfaceKind::Op => quote!(op: self.op,),
            InterfaceKind::Type => quote!(ty: self.ty,),
            InterfaceKind::Attr => quote!(attr: self.attr,),
            InterfaceKind::Dialect => quote!(),
        };
        self.names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let method = format_ident!("{}", names::base_conversion_name(name));
                let handle = format_ident!("{}", names::interface_handle_name(name));
                let field = &self.fields[i];
                let inner: Vec<&Ident> =
                    self.own_bases[i].iter().map(|&b| &self.fields[b]).collect();
                let doc = format!(" The same object as an implementation of its base `{name}`.");
                quote! {
                    #[doc = #doc]
                    pub fn #method(&self) -> #handle<'c> {
                        #handle { #object model: self.#field, #(#inner: self.#inner),* }
                    }
                }
            })
            .collect()
    }
}

/// The statement binding a handle's object under the name the trait's methods give it (`op`,
/// `ty`, `attr`), for the body of a fixed method.
fn bind_object(kind: InterfaceKind) -> TokenStream {
    match kind {
        InterfaceKind::Op => quote!(let op = self.op;),
        InterfaceKind::Type => quote!(let ty = self.ty;),
        InterfaceKind::Attr => quote!(let attr = self.attr;),
        InterfaceKind::Dialect => quote!(),
    }
}

/// The parameters a handle's method takes for the object arguments it does not hold.
fn handle_params(kind: InterfaceKind) -> TokenStream {
    match kind {
        InterfaceKind::Op => quote!(ctx: &::oxir::Context, body: &::oxir::Body,),
        _ => quote!(ctx: &::oxir::Context,),
    }
}

/// The object arguments a handle passes on to its model.
fn handle_forwarding(kind: InterfaceKind) -> TokenStream {
    match kind {
        InterfaceKind::Op => quote!(ctx, body, self.op,),
        InterfaceKind::Type => quote!(ctx, self.ty,),
        InterfaceKind::Attr => quote!(ctx, self.attr,),
        InterfaceKind::Dialect => quote!(ctx,),
    }
}

/// How a model reaches its implementor: `object` turns the raw object argument into what the
/// `impl` functions receive, `register` installs the boxed model (given the interface type),
/// `concrete` is the implementor's Rust type for defaults naming `ConcreteOp` (none for a
/// dialect or an op of another dialect), and `implementor` names it in errors.
struct Implementor<'a> {
    object: &'a dyn Fn(&Ident) -> TokenStream,
    register: &'a dyn Fn(&TokenStream) -> TokenStream,
    concrete: Option<TokenStream>,
    implementor: &'a str,
}

/// The implementation of one interface use: statements defining a `Model` and registering it.
fn model(
    origin: &Origin<'_>,
    dialect: &Dialect,
    u: &InterfaceUse,
    kind: InterfaceKind,
    target: &Implementor<'_>,
) -> Result<TokenStream, SpecDiagnostic> {
    let Implementor {
        object,
        register,
        concrete,
        implementor,
    } = target;
    let implementor = *implementor;
    let name = u.name.as_str();
    let Some(interface) = dialect.interface(name) else {
        if let Some((_, _, path)) = RUNTIME_INTERFACES.iter().find(|(n, ..)| *n == name) {
            let path: TokenStream = path.parse().unwrap_or_default();
            let install = register(&quote!(dyn #path));
            return Ok(quote! {
                {
                    struct Model;
                    impl #path for Model {}
                    #install
                }
            });
        }
        // A runtime interface with methods gets the hand-written model `impl` names (a unit
        // struct or a constant, imported as `Model`); without `impl`, like an interface of
        // another crate (MLIR's `CallOpInterface`, ...), it is listed for the reference pages
        // and the schema, and the dialect crate attaches its implementation by hand.
        let runtime = RUNTIME_MODEL_INTERFACES.iter().find(|(n, ..)| *n == name);
        return match (&u.implementation, runtime) {
            (None, _) => Ok(quote!()),
            (Some(model), Some((_, _, path))) => {
                let model = spec_rust(model, "path")?;
                let path: TokenStream = path.parse().unwrap_or_default();
                let install = register(&quote!(dyn #path));
                Ok(quote! {
                    {
                        use #model as Model;
                        #install
                    }
                })
            }
            // The checks refuse an `impl` of an interface the runtime does not have.
            (Some(path), None) => Err(SpecDiagnostic::error(
                path.span,
                format!("`{name}` is neither defined by this spec nor an interface of the runtime"),
            )
            .with_help(format!("remove `impl` and attach the implementation to {implementor} by hand in the dialect's `register`"))),
        };
    };
    let trait_name = format_ident!("{}", interface.name.value);
    let module = u.implementation.as_ref();
    let mut errors = Vec::new();
    let mut methods = Vec::new();
    for method in &interface.methods {
        if method.fixed_body.is_some() {
            continue;
        }
        let by_hand =
            method.default_body.is_none() || u.methods.iter().any(|m| m.value == method.name.value);
        if !by_hand && method.default_uses_concrete(kind) {
            methods.push(concrete_default(
                method,
                kind,
                concrete.as_ref(),
                &mut errors,
            ));
            continue;
        }
        let Some(module) = module.as_ref().filter(|_| by_hand) else {
            continue;
        };
        let sig = signature(method, &mut errors);
        let method_name = format_ident!("{}", names::rust_ident(method.name.as_str()));
        let Signature {
            params,
            names: param_names,
            returns,
        } = sig;
        let (receiver, args) = if method.is_static {
            (quote!(), quote!())
        } else {
            let (decls, object_names) = object_args(kind);
            let mut args: Vec<TokenStream> = object_names
                .iter()
                .map(|n| {
                    if n == "ctx" || n == "body" {
                        quote!(#n)
                    } else {
                        object(n)
                    }
                })
                .collect();
            args.push(quote!());
            (decls, quote!(#(#args),*))
        };
        // The function is named at the spec's `impl` tokens, so that a missing one is an
        // error there.
        let function = super::hook_asserts::spanned_function(origin, module, &method_name)?;
        methods.push(quote! {
            fn #method_name(&self, #receiver #(#params),*) #returns {
                #function(#args #(#param_names),*)
            }
        });
    }
    if let Some(e) = errors.into_iter().next() {
        return Err(e);
    }
    let install = register(&quote!(dyn #trait_name));
    Ok(quote! {
        {
            struct Model;
            impl #trait_name for Model {
                #(#methods)*
            }
            #install
        }
    })
}

/// A default naming the implementor's type, instantiated for one implementor whose Rust type
/// is `concrete`: the trait's signature, the name bound to the type, then the body.
fn concrete_default(
    method: &InterfaceMethod,
    kind: InterfaceKind,
    concrete: Option<&TokenStream>,
    errors: &mut Vec<SpecDiagnostic>,
) -> TokenStream {
    let (Some(text), Some(name), Some(concrete)) =
        (&method.default_body, kind.concrete_name(), concrete)
    else {
        // The checks refuse a use with no type for the name.
        return quote!();
    };
    let Signature {
        params, returns, ..
    } = signature(method, errors);
    let method_name = format_ident!("{}", names::rust_ident(method.name.as_str()));
    let alias = format_ident!("{}", name);
    let receiver = if method.is_static {
        quote!()
    } else {
        object_args(kind).0
    };
    match spec_rust(text, "block") {
        Ok(body) => quote! {
            #[allow(unused_variables)]
            fn #method_name(&self, #receiver #(#params),*) #returns {
                type #alias = #concrete;
                #body
            }
        },
        Err(e) => {
            errors.push(e);
            quote!()
        }
    }
}

/// The models of the interfaces op `op` (wrapper `op_type`) implements: statements in its
/// `descriptor()`, after `descriptor` is made.
pub fn op_models(
    origin: &Origin<'_>,
    dialect: &Dialect,
    uses: &[InterfaceUse],
    op_type: &Ident,
    op_name: &str,
) -> Result<TokenStream, Vec<SpecDiagnostic>> {
    let object = |_: &Ident| quote!(#op_type(op));
    let register =
        |t: &TokenStream| quote! { descriptor.interfaces.insert::<#t>(Box::new(Model)); };
    let implementor = format!("op `{op_name}`");
    let target = Implementor {
        object: &object,
        register: &register,
        concrete: Some(quote!(#op_type)),
        implementor: &implementor,
    };
    op_interface_models(origin, dialect, uses, &target)
}

/// The models of the op interfaces `uses` of one implementor.
fn op_interface_models(
    origin: &Origin<'_>,
    dialect: &Dialect,
    uses: &[InterfaceUse],
    target: &Implementor<'_>,
) -> Result<TokenStream, Vec<SpecDiagnostic>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for u in uses {
        match model(origin, dialect, u, InterfaceKind::Op, target) {
            Ok(tokens) => out.push(tokens),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(quote!(#(#out)*))
    } else {
        Err(errors)
    }
}

/// The models of the interfaces of every type and attribute definition and of the dialect:
/// statements in `register` after the dialect is registered (`dialect` statements before).
pub fn dialect_models(
    origin: &Origin<'_>,
    dialect: &Dialect,
) -> Result<(TokenStream, TokenStream), Vec<SpecDiagnostic>> {
    let mut before = Vec::new();
    let mut after = Vec::new();
    let mut errors = Vec::new();
    for (kind, defs) in [
        (DefKind::Type, &dialect.type_defs),
        (DefKind::Attr, &dialect.attr_defs),
    ] {
        for def in defs {
            let view = format_ident!("{}", kind.rust_name(&def.name.value));
            let view_trait = kind.view_trait();
            let (attach, kind_path) = match kind {
                DefKind::Type => (
                    quote!(attach_type_interface),
                    quote!(::oxir::interfaces::TypeKind::Dialect),
                ),
                DefKind::Attr => (
                    quote!(attach_attr_interface),
                    quote!(::oxir::interfaces::AttrKind::Dialect),
                ),
            };
            for u in &def.interfaces {
                let object = |n: &Ident| quote!(<#view as #view_trait>::wrap(#n));
                let register = |t: &TokenStream| {
                    quote! {
                        ctx.#attach::<#t>(#kind_path { dialect: #view::DIALECT, mnemonic: #view::MNEMONIC }, Box::new(Model));
                    }
                };
                let implementor = format!("{} `{}`", kind.word(), def.name.value);
                let target = Implementor {
                    object: &object,
                    register: &register,
                    concrete: Some(quote!(#view)),
                    implementor: &implementor,
                };
                match model(origin, dialect, u, kind.interface_kind(), &target) {
                    Ok(tokens) => after.push(tokens),
                    Err(e) => errors.push(e),
                }
            }
        }
    }
    for u in &dialect.implements {
        let object = |n: &Ident| quote!(#n);
        let register =
            |t: &TokenStream| quote! { dialect.interfaces.insert::<#t>(Box::new(Model)); };
        let target = Implementor {
            object: &object,
            register: &register,
            concrete: None,
            implementor: "the dialect",
        };
        match model(origin, dialect, u, InterfaceKind::Dialect, &target) {
            Ok(tokens) => before.push(tokens),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok((quote!(#(#before)*), quote!(#(#after)*)))
    } else {
        Err(errors)
    }
}

/// The verifier paths of the dialect interfaces in `uses`.
fn verifier_paths(
    dialect: &Dialect,
    uses: &[InterfaceUse],
    errors: &mut Vec<SpecDiagnostic>,
) -> Vec<TokenStream> {
    uses.iter()
        .filter_map(|u| dialect.interface(&u.name.value))
        .filter_map(|i| match &i.verify {
            Some(Hook::Path(path)) => spec_rust(path, "path").map_err(|e| errors.push(e)).ok(),
            _ => None,
        })
        .collect()
}

/// Calls of the verifiers of the interfaces op `uses` names: `path(ctx, body, op)?;`.
pub fn op_verifiers(
    dialect: &Dialect,
    uses: &[InterfaceUse],
    errors: &mut Vec<SpecDiagnostic>,
) -> Vec<TokenStream> {
    verifier_paths(dialect, uses, errors)
        .into_iter()
        .map(|path| quote!(#path(ctx, body, op)?;))
        .collect()
}

/// Calls of the verifiers of the interfaces a definition implements, on the new `value`.
pub fn def_verifiers(
    dialect: &Dialect,
    def: &Def,
    kind: DefKind,
    errors: &mut Vec<SpecDiagnostic>,
) -> TokenStream {
    let unwrap = kind.unwrap_method();
    let calls = verifier_paths(dialect, &def.interfaces, errors)
        .into_iter()
        .map(|path| quote!(#path(ctx, value.#unwrap())?;));
    quote!(#(#calls)*)
}

/// `attach_external_models(ctx)`: the dialect's external models attached to the ops they name,
/// if those are registered (an op of a dialect not registered yet is skipped, and the function
/// can be called again once it is); `None` when the spec has no external model.
pub fn external_models(
    origin: &Origin<'_>,
    dialect: &Dialect,
) -> Result<Option<TokenStream>, Vec<SpecDiagnostic>> {
    if dialect.external_models.is_empty() {
        return Ok(None);
    }
    let mut attaches = Vec::new();
    let mut errors = Vec::new();
    let mut lines = Vec::new();
    for external in &dialect.external_models {
        let op = external.op.as_str();
        lines.push(format!("`{op}` ({})", origin.at(external.span)));
        // The op has no wrapper here: the `impl` functions take its `OpId`.
        let object = |n: &Ident| quote!(#n);
        let register = |t: &TokenStream| {
            quote! {
                attached += usize::from(::oxir::descriptor::attach_op_interface::<#t>(ctx, #op, Box::new(Model)));
            }
        };
        let implementor = format!("`{op}`");
        let target = Implementor {
            object: &object,
            register: &register,
            concrete: None,
            implementor: &implementor,
        };
        match op_interface_models(origin, dialect, &external.interfaces, &target) {
            Ok(tokens) => attaches.push(tokens),
            Err(mut e) => errors.append(&mut e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let doc = format!(
        " Attaches the `{}` dialect's implementations of interfaces for ops of other dialects to those ops: {}. An op whose dialect is not registered in `ctx` yet is skipped, and so is an interface its kind implements already; returns how many were attached. `register` calls it; call it again after registering the other dialects.",
        dialect.name.value,
        lines.join(", ")
    );
    Ok(Some(quote! {
        #[doc = #doc]
        pub fn attach_external_models(ctx: &::oxir::Context) -> usize {
            let mut attached = 0;
            #(#attaches)*
            attached
        }
    }))
}
