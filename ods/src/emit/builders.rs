//! The builder pieces of an op beside the generated `build`: the result types builders infer
//! (buildable constraints, operands the traits tie results to, the spec's inference function)
//! and the builders a spec declares, which call a hand-written function filling the op state.
//!
//! The generated builders themselves are assembled by [`super::op`]; this module gives it the
//! result types it does not take as parameters.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use super::tokens::{checked_rust as path, lit, spec_params, spec_rust};
use crate::diag::SpecDiagnostic;
use crate::lang::constraint::Variadicity;
use crate::lang::library::TypePred;
use crate::names;
use crate::resolved::{DerivedType, ResolvedOp, ResultInference, Segments};

/// An expression building the one type `pred` admits (`pred.is_buildable()`), with `ctx` in
/// scope.
pub fn buildable_type(pred: &TypePred) -> TokenStream {
    match pred {
        TypePred::Integer {
            width: Some(width),
            signedness: Some(signedness),
        } => {
            let sign = super::constraints::signedness(*signedness);
            let width = proc_macro2::Literal::u32_unsuffixed(*width);
            quote!(::oxir::types::IntegerType::get(ctx, #width, #sign).ty())
        }
        TypePred::Index => quote!(ctx.common().index),
        TypePred::NoneType => quote!(ctx.common().none),
        TypePred::Float(Some(kind)) => {
            let kind = super::constraints::float_kind(*kind);
            quote!(::oxir::types::FloatType::get(ctx, #kind).ty())
        }
        TypePred::Complex(element) => {
            let element = buildable_type(element);
            quote!(::oxir::types::ComplexType::get(ctx, #element).ty())
        }
        // Not buildable: the checks never derive a result from it.
        _ => quote!(ctx.common().none),
    }
}

/// An expression of the derived result types, one per entry of `types`; `operand(i)` is the
/// value of single operand group `i`. An array of types, or, when a `TypesMatchWith` function
/// gives some (whatever it returns: `Type`, `Option<Type>`, `Vec<Type>`), a `Vec` of them.
fn derived_types(types: &[DerivedType], operand: &dyn Fn(usize) -> TokenStream) -> TokenStream {
    let transformed = types
        .iter()
        .any(|t| matches!(t, DerivedType::Transformed { .. }));
    let exprs = types.iter().map(|derived| match derived {
        DerivedType::Buildable(pred) => {
            let ty = buildable_type(pred);
            if transformed { quote!(vec![#ty]) } else { ty }
        }
        DerivedType::SameAs(i) => {
            let value = operand(*i);
            if transformed {
                quote!(vec![body.value_type(#value)])
            } else {
                quote!(body.value_type(#value))
            }
        }
        DerivedType::Transformed {
            operand: i,
            transform,
        } => {
            let value = operand(*i);
            let transform = path(transform);
            quote!(::oxir::op_support::DerivedTypes::into_types(#transform(ctx, body.value_type(#value))))
        }
    });
    if transformed {
        quote!([#(#exprs),*].concat())
    } else {
        quote!([#(#exprs),*])
    }
}

/// The result types of the generated `build`, from its operand parameters (`params[i]` is the
/// parameter of operand group `i`), for [`ResultInference::Derived`].
pub fn derived_result_types(types: &[DerivedType], params: &[Ident]) -> TokenStream {
    let operand = |i: usize| {
        let param = &params[i];
        quote!(#param)
    };
    derived_types(types, &operand)
}

/// The size of each result group whose types [`derived_result_types`] gives, as `usize`
/// expressions: one for a type of its own, the length of what a transform returns.
pub fn derived_result_sizes(types: &[DerivedType], params: &[Ident]) -> Vec<TokenStream> {
    types
        .iter()
        .map(|derived| match derived {
            DerivedType::Buildable(_) | DerivedType::SameAs(_) => quote!(1),
            DerivedType::Transformed {
                operand,
                transform,
            } => {
                let param = &params[*operand];
                let transform = path(transform);
                quote!(::oxir::op_support::DerivedTypes::into_types(#transform(ctx, body.value_type(#param))).len())
            }
        })
        .collect()
}

/// The `create` function beside builder `build`: the same parameters (`params`, each
/// `name: Type`) after an inserter and a location; it builds the op detached with the context and
/// body the inserter lends and inserts it there (MLIR's `builder.create<Op>(loc, ...)`).
pub fn creator(
    name: &Ident,
    build: &Ident,
    params: &[&TokenStream],
    fallible: bool,
    doc: &str,
) -> TokenStream {
    // Each parameter is `name: Type`; the call passes the names on.
    let args = params
        .iter()
        .filter_map(|p| (*p).clone().into_iter().next());
    let (ret, op, insert) = if fallible {
        (
            quote!(::oxir::Diagnostic),
            quote!(Self::#build(ctx, body, loc, #(#args),*)?),
            quote!(insert_created_at(b, op, loc)),
        )
    } else {
        (
            quote!(::oxir::IrError),
            quote!(Self::#build(ctx, body, loc, #(#args),*)),
            quote!(insert_created(b, op)),
        )
    };
    // Clippy's limit is seven parameters, `b` and `loc` included.
    let allow = (params.len() + 2 > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
    quote! {
        #[doc = #doc]
        #allow
        pub fn #name(b: &mut impl ::oxir::OpInserter, loc: ::oxir::Location, #(#params),*) -> Result<Self, #ret> {
            let (ctx, body) = b.parts();
            let op = #op;
            ::oxir::op_support::#insert
        }
    }
}

/// Whether builders of `op` return a `Result` (the inference function may fail).
pub fn fallible(op: &ResolvedOp) -> bool {
    matches!(op.result_inference, ResultInference::Function(_))
}

/// The builders `op` declares (`build_with_<name>`, or `build`), each calling its body
/// function on a fresh op state, then inferring result types the body left empty.
pub fn declared_builders(
    op: &ResolvedOp,
    origin: &Origin<'_>,
) -> Result<Vec<TokenStream>, Vec<SpecDiagnostic>> {
    let mut errors = Vec::new();
    let mut out = Vec::new();
    let infer = declared_inference(op);
    let fallible = fallible(op);
    for builder in &op.spec.builders {
        let name = format_ident!(
            "{}",
            names::builder_name(builder.name.as_ref().map(|n| n.as_str()))
        );
        let body_fn = match spec_rust(&builder.body, "path") {
            Ok(p) => p,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let (params, args) = spec_params(&builder.params, names::param_name, &mut errors);
        let creator_name = format_ident!(
            "{}",
            names::creator_name(builder.name.as_ref().map(|n| n.as_str()))
        );
        let create = creator(
            &creator_name,
            &name,
            &params.iter().collect::<Vec<_>>(),
            fallible,
            &format!(
                " Creates the op at the insertion point of `b`, as [`Self::{name}`] does detached."
            ),
        );
        let doc = format!(
            " Creates a detached op from {} through `{}` ({}).",
            if builder.params.is_empty() {
                "nothing".to_string()
            } else {
                let names: Vec<String> = builder
                    .params
                    .iter()
                    .map(|p| format!("`{}`", p.name.value))
                    .collect();
                names.join(", ")
            },
            builder.body.value,
            origin.at(builder.span)
        );
        let (ret, done) = if fallible {
            (
                quote!(Result<Self, ::oxir::Diagnostic>),
                quote!(Ok(Self(body.create_op(ctx, state)))),
            )
        } else {
            (quote!(Self), quote!(Self(body.create_op(ctx, state))))
        };
        out.push(quote! {
            #create

            #[doc = #doc]
            #[allow(clippy::too_many_arguments)]
            pub fn #name(ctx: &::oxir::Context, body: &mut ::oxir::Body, loc: ::oxir::Location, #(#params),*) -> #ret {
                let mut state = ::oxir::OperationState::new(ctx.op_name(Self::NAME), loc);
                #body_fn(ctx, body, &mut state, #(#args),*);
                #infer
                #done
            }
        });
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// What a declared builder does after its body when the op infers result types: fill the
/// types the body left empty. Derived types that need operands are filled only when every
/// operand group is single (so operand `i` is the state's operand `i`) and the body added them.
fn declared_inference(op: &ResolvedOp) -> TokenStream {
    match &op.result_inference {
        ResultInference::Given => quote!(),
        ResultInference::Function(p) => {
            let p = path(p);
            // Without sizes from the caller, only results with one variable-length group at
            // most split by themselves; other bodies set their result types and sizes.
            let segments = if op.result_segments == Segments::AttrSized {
                quote!(::oxir::op_support::record_result_segments(ctx, &mut state, Self::SHAPE.results.arities, &[])?;)
            } else {
                quote!()
            };
            quote! {
                if state.result_types.is_empty() {
                    ::oxir::op_support::infer_into_state(ctx, body, &mut state, #p)?;
                    #segments
                }
            }
        }
        ResultInference::Derived(types) => {
            let needs_operands = types
                .iter()
                .any(|t| !matches!(t, DerivedType::Buildable(_)));
            let all_single = (op.operands.iter()).all(|o| o.variadicity() == &Variadicity::Single);
            if needs_operands && !all_single {
                return quote!();
            }
            let operand = |i: usize| {
                let i = lit(i);
                quote!(state.operands[#i])
            };
            let types = derived_types(types, &operand);
            let count = lit(op.operands.len());
            let guard = if needs_operands {
                quote!(state.result_types.is_empty() && state.operands.len() == #count)
            } else {
                quote!(state.result_types.is_empty())
            };
            // Derived types need no caller sizes; a list that does not split leaves the sizes
            // out, for the verifier to report.
            let segments = if op.result_segments == Segments::AttrSized {
                quote!(let _ = ::oxir::op_support::record_result_segments(ctx, &mut state, Self::SHAPE.results.arities, &[]);)
            } else {
                quote!()
            };
            quote! {
                if #guard {
                    state.result_types = Vec::from(#types);
                    #segments
                }
            }
        }
    }
}
