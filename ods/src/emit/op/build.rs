//! The builder sections: how the builders get the result types (section 5), and the generated
//! builders themselves (section 10): `create`, `create_unwrapped`, `create_with_result_types`
//! and the detached `build`, from the parameters and pieces the other sections gathered.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{Arity, OpEmitter};
use crate::emit::builders;
use crate::emit::hook_asserts::{HookKind, Target, assert_hook};
use crate::emit::tokens::{checked_rust, lit};
use crate::model::{Hook, Operand};
use crate::names;
use crate::resolved::{ResultInference, Segments};

/// What the sections gather for the generated builders.
#[derive(Default)]
pub(super) struct BuilderParts {
    /// The result-type parameters (`name_type: Type`), when the caller gives the types.
    pub result_params: Vec<TokenStream>,
    /// The slices of result types the state gets, in order.
    pub result_pieces: Vec<TokenStream>,
    /// The size of each result group, for segment sizes.
    pub result_sizes: Vec<TokenStream>,
    /// The operand parameters' names, in order.
    pub operand_idents: Vec<Ident>,
    /// The operand parameters.
    pub operand_params: Vec<TokenStream>,
    /// The slices of operands the state gets, in order.
    pub operand_pieces: Vec<TokenStream>,
    /// The size of each operand group, for segment sizes.
    pub operand_sizes: Vec<TokenStream>,
    /// The attribute parameters (`Attribute`, or `Option<Attribute>` when not required).
    pub attr_params: Vec<TokenStream>,
    /// The attribute parameters of `create_unwrapped`, plain values where a constraint
    /// determines one.
    pub unwrapped_params: Vec<TokenStream>,
    /// The statements turning plain values back into attributes.
    pub unwrapped_conversions: Vec<TokenStream>,
    /// The properties the builder sets, as `(name, Option<Attribute>)` pairs.
    pub props: Vec<TokenStream>,
    /// The discardable attributes the builder sets, as `(name, Option<Attribute>)` pairs.
    pub attrs: Vec<TokenStream>,
    /// The count parameters of variadic regions.
    pub region_params: Vec<TokenStream>,
    /// The number of fixed regions.
    pub fixed_regions: usize,
    /// The names of the count parameters of variadic regions.
    pub variadic_region_counts: Vec<Ident>,
    /// The successor parameters.
    pub successor_params: Vec<TokenStream>,
    /// The slices of successors the state gets, in order.
    pub successor_pieces: Vec<TokenStream>,
    /// The statements filling in inferred result types.
    pub inferred: TokenStream,
    /// Whether the builders return a `Result` (the inference function may fail).
    pub fallible: bool,
    /// The inference function, as the builders and the verifier call it.
    pub infer_fn: Option<TokenStream>,
    /// The constant asserting the spec's inference function.
    pub infer_const: Option<TokenStream>,
}

impl OpEmitter<'_, '_> {
    /// Section 5: the result types the builders infer, and the segment sizes they record.
    pub(super) fn result_inference(&mut self) {
        let op = self.op;
        let build = &mut self.build;
        // A function the spec names is asserted with its type.
        build.infer_fn = match (&op.result_inference, &op.spec.infer_result_types) {
            (ResultInference::Function(_), Some(hook @ Hook::Path(_))) => assert_hook(
                self.origin,
                "INFER_RESULT_TYPES_HOOK",
                &format!("The result type inference of `{}`", self.full_name),
                &Target::of(hook, "infer_result_types"),
                HookKind::InferResultTypes,
                true,
            )
            .map_err(|e| self.errors.push(e))
            .ok()
            .map(|asserted| {
                build.infer_const = Some(asserted.item);
                asserted.value
            }),
            (ResultInference::Function(path), _) => Some(checked_rust(path)),
            _ => None,
        };
        let result_segments = op.result_segments == Segments::AttrSized;
        let (inferred, fallible) = match &op.result_inference {
            ResultInference::Given => (quote!(), false),
            ResultInference::Derived(types) => {
                if result_segments {
                    build.result_sizes =
                        builders::derived_result_sizes(types, &build.operand_idents);
                }
                let types = builders::derived_result_types(types, &build.operand_idents);
                build.result_pieces.push(quote!(&result_types));
                (quote!(let result_types = #types;), false)
            }
            ResultInference::Function(_) => {
                let path = build.infer_fn.clone().unwrap_or_default();
                let segments = if result_segments {
                    // The inferred types are one list: the caller sizes each variable-length
                    // group but the last, which takes the rest.
                    let variable: Vec<&Operand> = (op.results.iter())
                        .zip(&self.result_arities)
                        .filter(|(_, a)| **a != Arity::Single)
                        .map(|(r, _)| &r.spec)
                        .collect();
                    let counts: Vec<Ident> = variable
                        .iter()
                        .take(variable.len().saturating_sub(1))
                        .map(|r| format_ident!("{}", names::result_count_param(r.name.as_str())))
                        .collect();
                    build
                        .result_params
                        .extend(counts.iter().map(|c| quote!(#c: usize)));
                    quote!(::oxir::op_support::record_result_segments(ctx, &mut state, Self::SHAPE.results.arities, &[#(#counts),*])?;)
                } else {
                    quote!()
                };
                (
                    quote!(
                        ::oxir::op_support::infer_into_state(ctx, body, &mut state, #path)?;
                        #segments
                    ),
                    true,
                )
            }
        };
        build.inferred = inferred;
        build.fallible = fallible;
        // The segment sizes the builder records (those of inferred results once they are
        // known).
        if op.operand_segments == Segments::AttrSized {
            let sizes = &build.operand_sizes;
            build.props.push(quote!(("operandSegmentSizes", Some(::oxir::op_support::segment_sizes(ctx, &[#(#sizes),*])))));
        }
        if result_segments && !fallible {
            let sizes = &build.result_sizes;
            build.props.push(quote!(("resultSegmentSizes", Some(::oxir::op_support::segment_sizes(ctx, &[#(#sizes),*])))));
        }
    }

    /// Section 10: the generated builders, unless the spec skips them.
    pub(super) fn builders(&self) -> TokenStream {
        let op = self.op;
        if op.spec.skip_default_builders {
            return quote!();
        }
        let full_name = &self.full_name;
        let build = &self.build;
        let infer_results = op.result_inference != ResultInference::Given;
        let result_segments = op.result_segments == Segments::AttrSized;
        let fallible = build.fallible;
        let results = concatenated(quote!(results), &build.result_pieces);
        let operands = concatenated(quote!(operands), &build.operand_pieces);
        let successors = concatenated(quote!(successors), &build.successor_pieces);
        let regions = if op.regions.is_empty() {
            quote!()
        } else {
            let fixed = lit(build.fixed_regions);
            let region_count = match (build.fixed_regions, build.variadic_region_counts.as_slice())
            {
                (_, []) => quote!(#fixed),
                (0, counts) => quote!(#(#counts)+*),
                (_, counts) => quote!(#fixed #(+ #counts)*),
            };
            quote!(.regions(#region_count))
        };
        let attr_loop = if build.attrs.is_empty() {
            quote!()
        } else {
            let attrs = &build.attrs;
            quote!(
                for (name, value) in [#(#attrs),*] {
                    if let Some(value) = value {
                        state = state.attr(ctx.string_attr(name), value);
                    }
                }
            )
        };
        let mutability = if build.props.is_empty() && build.attrs.is_empty() && !fallible {
            quote!()
        } else {
            quote!(mut)
        };
        let props = if build.props.is_empty() {
            quote!()
        } else {
            let props = &build.props;
            quote!(state.props = ::oxir::op_support::properties(ctx, &[#(#props),*]);)
        };
        let build_doc = format!(
            " Creates a detached `{full_name}` from all its {}operands, attributes, regions and successors{}.",
            if infer_results { "" } else { "result types, " },
            if fallible {
                "; its result types are inferred, which may fail"
            } else {
                ""
            }
        );
        let (ret, done) = if fallible {
            (
                quote!(Result<Self, ::oxir::Diagnostic>),
                quote!(Ok(Self(body.create_op(ctx, state)))),
            )
        } else {
            (quote!(Self), quote!(Self(body.create_op(ctx, state))))
        };
        let inferred = build.inferred.clone();
        let (early, late) = if fallible {
            (quote!(), inferred)
        } else {
            (inferred, quote!())
        };
        let params: Vec<&TokenStream> = (build.result_params.iter())
            .chain(&build.operand_params)
            .chain(&build.attr_params)
            .chain(&build.region_params)
            .chain(&build.successor_params)
            .collect();
        let create = builders::creator(
            &format_ident!("create"),
            &format_ident!("build"),
            &params,
            fallible,
            &format!(
                " Creates `{full_name}` at the insertion point of `b`, as [`Self::build`] does detached."
            ),
        );
        let unwrapped = (!build.unwrapped_conversions.is_empty()).then(|| {
            let params: Vec<&TokenStream> = (build.result_params.iter())
                .chain(&build.operand_params)
                .chain(&build.unwrapped_params)
                .chain(&build.region_params)
                .chain(&build.successor_params)
                .collect();
            unwrapped_creator(&params, &build.unwrapped_conversions, fallible, full_name)
        });
        let with_result_types = (infer_results && !result_segments).then(|| {
            let params: Vec<&TokenStream> = (build.operand_params.iter())
                .chain(&build.attr_params)
                .chain(&build.region_params)
                .chain(&build.successor_params)
                .collect();
            let mutability = if build.props.is_empty() && build.attrs.is_empty() {
                quote!()
            } else {
                quote!(mut)
            };
            let name = format_ident!("{}", names::explicit_types_creator_name());
            let doc = format!(
                " Creates `{full_name}` at the insertion point of `b` with the result types `result_types` instead of the inferred ones (one per result)."
            );
            let allow =
                (params.len() + 3 > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
            quote! {
                #[doc = #doc]
                #allow
                pub fn #name(
                    b: &mut impl ::oxir::OpInserter,
                    loc: ::oxir::Location,
                    result_types: &[::oxir::Type],
                    #(#params),*
                ) -> Result<Self, ::oxir::IrError> {
                    let (ctx, body) = b.parts();
                    let #mutability state = ::oxir::OperationState::new(ctx.op_name(Self::NAME), loc)
                        .results(result_types) #operands #successors #regions;
                    #props
                    #attr_loop
                    let op = Self(body.create_op(ctx, state));
                    ::oxir::op_support::insert_created(b, op)
                }
            }
        });
        let result_params = &build.result_params;
        let operand_params = &build.operand_params;
        let attr_params = &build.attr_params;
        let region_params = &build.region_params;
        let successor_params = &build.successor_params;
        quote! {
            #create

            #unwrapped

            #with_result_types

            #[doc = #build_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn build(
                ctx: &::oxir::Context,
                body: &mut ::oxir::Body,
                loc: ::oxir::Location,
                #(#result_params,)*
                #(#operand_params,)*
                #(#attr_params,)*
                #(#region_params,)*
                #(#successor_params,)*
            ) -> #ret {
                #early
                let #mutability state = ::oxir::OperationState::new(ctx.op_name(Self::NAME), loc)
                    #results #operands #successors #regions;
                #props
                #attr_loop
                #late
                #done
            }
        }
    }
}

/// The call of state method `method` with the slices `pieces` joined; nothing when there are
/// none.
fn concatenated(method: TokenStream, pieces: &[TokenStream]) -> TokenStream {
    match pieces {
        [] => quote!(),
        [one] => quote!(.#method(#one)),
        _ => quote!(.#method(&[#(#pieces),*].concat())),
    }
}

/// The `create_unwrapped` function: `create`'s parameters (`params`, each `name: Type`) with
/// plain values for the attributes whose constraint determines one; `conversions` turn those
/// back into attributes before `create` is called.
fn unwrapped_creator(
    params: &[&TokenStream],
    conversions: &[TokenStream],
    fallible: bool,
    full_name: &str,
) -> TokenStream {
    let name = format_ident!("{}", names::unwrapped_creator_name());
    let args = params
        .iter()
        .filter_map(|p| (*p).clone().into_iter().next());
    let ret = if fallible {
        quote!(::oxir::Diagnostic)
    } else {
        quote!(::oxir::IrError)
    };
    let doc = format!(
        " Creates `{full_name}` at the insertion point of `b`, as [`Self::create`] does, from the plain values of its attributes (`i64`, `f64`, `bool`, `&str`, enums)."
    );
    let allow = (params.len() + 2 > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
    quote! {
        #[doc = #doc]
        #allow
        pub fn #name(b: &mut impl ::oxir::OpInserter, loc: ::oxir::Location, #(#params),*) -> Result<Self, #ret> {
            let ctx = b.ctx();
            #(#conversions)*
            Self::create(b, loc, #(#args),*)
        }
    }
}
