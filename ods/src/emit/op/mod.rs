//! The Rust emitted for one op: its `Copy` wrapper with `NAME` and `from_op`, named accessors of
//! operands, results, attributes (default-valued ones returning the default), regions and
//! successors, setters of attributes, the generated builders (result types inferred where the
//! op determines them) and the declared ones, the invariants verifier (counts, then
//! attributes, operands, results, the constraints across entities, regions, successors, with
//! MLIR's messages), and the descriptor that registers it with its interfaces and hooks.
//!
//! Accessors of required single operands and results return the `Value`; optional ones an
//! `Option`. Default-valued attributes get a `<name>_default(ctx)` function building the
//! default (see [`super::plain`]), which the accessor, the parser and the printer share.
//! Setters take the plain value a constraint determines (`i64`, `&str`, an enum); beside
//! `create` and `build` come `create_unwrapped` (plain attribute values) and, for ops with
//! inferred result types, `create_with_result_types`.
//!
//! One [`OpEmitter`] walks the resolved op section by section, always in this order (which is
//! the order of the generated verifier's checks and of the wrapper's methods):
//! 1. traits ([`traits`]): runtime flags, allowed parents, the implicit terminator, native
//!    traits;
//! 2. counts ([`shape`]): the count checks of operands, results, regions and successors, and
//!    of segment sizes;
//! 3. attributes ([`attributes`]): checks, defaults, accessors, setters, builder parameters;
//! 4. operands and results ([`values`]): accessors, type checks, builder parameters, then the
//!    constraints across entities and the native traits' checks;
//! 5. result inference ([`build`]): how the builders get the result types;
//! 6. regions and successors ([`shape`]): accessors, block-count checks, builder parameters;
//! 7. hooks ([`hooks`]): the spec's verify, parse, print, fold and canonicalize functions,
//!    asserted where the spec names them, then the derived attributes ([`derived`]);
//! 8. models: interfaces and memory effects;
//! 9. declared builders and the custom assembly form;
//! 10. the generated builders ([`build`]) and the wrapper with its descriptor (here);
//! 11. the operand adaptor of conversion patterns ([`adaptor`]).
//!
//! Logic that would repeat per op lives in the runtime's `::oxir::op_support` and in the shared
//! constraint checks of [`super::constraints`]; this module only writes the calls. The custom
//! form's parser and printer come from [`super::format`], declared builders from
//! [`super::builders`], the entity checks from [`super::entities`], interface models from
//! [`super::interface`].

mod adaptor;
mod attributes;
mod build;
mod derived;
mod hooks;
mod shape;
mod traits;
mod values;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use super::constraints::Checks;
use crate::diag::SpecDiagnostic;
use crate::lang::constraint::Variadicity;
use crate::names;
use crate::resolved::{ResolvedDialect, ResolvedOp};

/// The pieces of one op, for the dialect to assemble.
pub struct EmittedOp {
    /// The wrapper type and its impl.
    pub items: TokenStream,
    /// An expression building the op's `::oxir::OpDescriptor`.
    pub descriptor: TokenStream,
}

/// Emits `op` of `dialect`, adding the constraint checks it uses to `checks`; errors are those
/// of hooks that are not Rust.
pub fn emit_op(
    dialect: &ResolvedDialect,
    op: &ResolvedOp,
    checks: &mut Checks,
    origin: &Origin<'_>,
) -> Result<EmittedOp, Vec<SpecDiagnostic>> {
    let mut emitter = OpEmitter::new(dialect, op, checks, origin);
    emitter.traits();
    emitter.counts();
    emitter.attributes();
    emitter.values();
    emitter.result_inference();
    emitter.regions();
    emitter.successors();
    emitter.hooks();
    emitter.derived();
    emitter.models();
    emitter.declared_and_format();
    if !emitter.errors.is_empty() {
        return Err(emitter.errors);
    }
    let builders = emitter.builders();
    let adaptor = emitter.adaptor();
    let mut emitted = emitter.finish(builders);
    emitted.items.extend(adaptor);
    Ok(emitted)
}

/// How many values a group holds, as the emitter needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Arity {
    Single,
    Optional,
    Variadic,
}

impl Arity {
    fn of(variadicity: &Variadicity) -> Arity {
        match variadicity {
            Variadicity::Single => Arity::Single,
            Variadicity::Optional => Arity::Optional,
            Variadicity::Variadic => Arity::Variadic,
            // One group of operands to the runtime; its split is the generator's.
            Variadicity::VariadicOfVariadic { .. } => Arity::Variadic,
        }
    }
}

/// The state of one op's emission: what it reads, and what each section adds for the last
/// one to assemble.
struct OpEmitter<'a, 'o> {
    dialect: &'a ResolvedDialect,
    op: &'a ResolvedOp,
    checks: &'a mut Checks,
    origin: &'a Origin<'o>,
    /// `dialect.op`.
    full_name: String,
    /// The wrapper's name (`AddIOp`).
    ty: Ident,
    operand_arities: Vec<Arity>,
    result_arities: Vec<Arity>,
    /// The attribute holding the sub-group sizes of each `VariadicOfVariadic` operand group.
    sub_group_attrs: Vec<Option<&'a str>>,
    traits: traits::TraitParts,
    /// The `SHAPE` constant's value.
    shape: TokenStream,
    /// The wrapper's methods, in section order.
    methods: Vec<TokenStream>,
    /// The statements of `verify_invariants`, in section order.
    verify: Vec<TokenStream>,
    /// The descriptor's `.with_*` calls.
    descriptor_hooks: Vec<TokenStream>,
    /// The typed constants asserting the spec's hooks.
    hook_consts: Vec<TokenStream>,
    /// The `verify_hooks` function, when the op has checks after its traits.
    verify_hooks: TokenStream,
    /// The descriptor's interface and effect models.
    models: TokenStream,
    /// The declared builders.
    declared: Vec<TokenStream>,
    /// The names of the op's properties.
    property_names: Vec<String>,
    /// The storage checks of the properties whose storage is restricted: `("name", check)`.
    property_checks: Vec<TokenStream>,
    build: build::BuilderParts,
    errors: Vec<SpecDiagnostic>,
}

impl<'a, 'o> OpEmitter<'a, 'o> {
    fn new(
        dialect: &'a ResolvedDialect,
        op: &'a ResolvedOp,
        checks: &'a mut Checks,
        origin: &'a Origin<'o>,
    ) -> Self {
        let spec = &op.spec;
        let arities = |values: &[crate::resolved::ResolvedValue]| -> Vec<Arity> {
            values.iter().map(|v| Arity::of(v.variadicity())).collect()
        };
        OpEmitter {
            dialect,
            op,
            checks,
            origin,
            full_name: format!("{}.{}", dialect.name(), op.name()),
            ty: format_ident!(
                "{}",
                names::op_type_name(&spec.name.value, spec.class.as_ref().map(|c| c.as_str()))
            ),
            operand_arities: arities(&op.operands),
            result_arities: arities(&op.results),
            sub_group_attrs: (op.operands.iter())
                .map(|o| match o.variadicity() {
                    Variadicity::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
                    _ => None,
                })
                .collect(),
            traits: traits::TraitParts::default(),
            shape: quote!(),
            methods: Vec::new(),
            verify: Vec::new(),
            descriptor_hooks: Vec::new(),
            hook_consts: Vec::new(),
            verify_hooks: quote!(),
            models: quote!(),
            declared: Vec::new(),
            property_names: Vec::new(),
            property_checks: Vec::new(),
            build: build::BuilderParts::default(),
            errors: Vec::new(),
        }
    }

    /// The interface and effect models of the descriptor.
    fn models(&mut self) {
        let spec = &self.op.spec;
        self.models = match super::interface::op_models(
            self.origin,
            &self.dialect.spec,
            &spec.interfaces,
            &self.ty,
            &spec.name.value,
        ) {
            Ok(models) => models,
            Err(mut e) => {
                self.errors.append(&mut e);
                quote!()
            }
        };
        if let Some(effects) = &self.op.effects {
            self.models.extend(effects_model(effects));
        }
    }

    /// The declared builders, then the custom assembly form's parser and printer.
    fn declared_and_format(&mut self) {
        match super::builders::declared_builders(self.op, self.origin) {
            Ok(declared) => self.declared = declared,
            Err(mut e) => self.errors.append(&mut e),
        }
        if let Some(format) = &self.op.format {
            // The checks generated it once already (see `super::format_errors`): an error here
            // would be a generator bug, reported rather than lost.
            match super::format::emit_format(&self.dialect.spec, self.op, format) {
                Ok(emitted) => {
                    self.methods.push(emitted.methods);
                    self.descriptor_hooks.push(emitted.hooks);
                }
                Err(mut e) => self.errors.append(&mut e),
            }
        }
    }

    /// The wrapper, its impl with every section's methods, and its descriptor.
    fn finish(self, builders: TokenStream) -> EmittedOp {
        let OpEmitter {
            op,
            origin,
            full_name,
            ty,
            traits,
            shape,
            methods,
            verify,
            descriptor_hooks,
            hook_consts,
            verify_hooks,
            models,
            declared,
            property_names,
            property_checks,
            build,
            ..
        } = self;
        let at = origin.at(op.spec.span);
        let summary = op.spec.summary.as_ref().map_or("", |s| s.as_str());
        let type_doc = format!(" `{full_name}`: {summary} ({at}).");
        let traits = traits.descriptor_traits();
        let verify_doc = format!(" Checks what the spec of `{full_name}` states ({at}).");
        let infer_const = build.infer_const;
        let property_checks = (!property_checks.is_empty())
            .then(|| quote!(.with_property_checks(&[#(#property_checks),*])));
        let items = quote! {
            #[doc = #type_doc]
            #[doc = ""]
            #[doc = " A view valid while the op keeps its spec's shape (see [`::oxir::Op`])."]
            #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
            pub struct #ty(pub ::oxir::OpId);

            impl #ty {
                /// The op's full name.
                pub const NAME: &'static str = #full_name;

                /// The operand, result, region and successor groups the spec declares.
                pub const SHAPE: ::oxir::op_support::Shape = #shape;

                /// `op` as this op, when it has this name and the shape its spec declares.
                pub fn from_op(ctx: &::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId) -> Option<Self> {
                    ::oxir::op_support::has_shape(ctx, body, op, &Self::SHAPE).then_some(Self(op))
                }

                #(#methods)*

                #builders

                #(#declared)*

                #[doc = #verify_doc]
                fn verify_invariants(
                    ctx: &::oxir::Context,
                    body: &::oxir::Body,
                    op: ::oxir::OpId,
                ) -> Result<(), ::oxir::Diagnostic> {
                    #(#verify)*
                    Ok(())
                }

                #verify_hooks

                #(#hook_consts)*
                #infer_const

                /// What the context registers about this op.
                pub fn descriptor() -> ::oxir::OpDescriptor {
                    let mut descriptor = ::oxir::OpDescriptor::new(Self::NAME)
                        .with_traits(#traits)
                        .with_property_names(&[#(#property_names),*])
                        #property_checks
                        .with_verify_invariants(Self::verify_invariants)
                        #(#descriptor_hooks)*;
                    descriptor.summary = #summary.to_string();
                    #models
                    descriptor
                }
            }

            impl ::oxir::Op for #ty {
                const NAME: &'static str = #full_name;

                fn from_op(ctx: &::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId) -> Option<Self> {
                    Self::from_op(ctx, body, op)
                }

                fn id(self) -> ::oxir::OpId {
                    self.0
                }
            }
        };
        EmittedOp {
            items,
            descriptor: quote!(#ty::descriptor()),
        }
    }
}

/// The statement of `descriptor()` installing the memory-effect model of a `MemoryEffects<[...]>`
/// trait: a table of effects on resources.
fn effects_model(effects: &[crate::resolved::DeclaredEffect]) -> TokenStream {
    use crate::resolved::EffectKind;
    let entries = effects.iter().map(|e| {
        let kind = match e.kind {
            EffectKind::Allocate => quote!(Allocate),
            EffectKind::Free => quote!(Free),
            EffectKind::Read => quote!(Read),
            EffectKind::Write => quote!(Write),
        };
        let resource = &e.resource;
        quote!((::oxir::effects::EffectKind::#kind, #resource))
    });
    quote! {
        descriptor.interfaces.insert::<dyn ::oxir::effects::MemoryEffectsInterface>(Box::new(
            ::oxir::effects::ResourceEffects(&[#(#entries),*]),
        ));
    }
}
