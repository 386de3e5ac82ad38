//! The verifier calls of an op's constraints across entities (`AllTypesMatch`,
//! `AllElementTypesMatch`, `AllShapesMatch`, `AllRanksMatch`, `AllElementCountsMatch`,
//! `TypesMatchWith`, `RangedTypesMatchWith`, `PredOpTrait`): each becomes one call of the
//! runtime's `::oxir::op_support` check, which words the error as MLIR does. Also the one
//! adapter of `TypesMatchWith` functions ([`transform`]) that the builders and the format's
//! parser share with the verifier.

use proc_macro2::TokenStream;
use quote::quote;

use super::tokens::{checked_rust as path, lit};
use crate::resolved::{EntityConstraint, EntityRef, MatchKind};

/// The verifier statement of `constraint`, with `ctx`, `body` and `op` in scope and the op's
/// `Self::SHAPE`.
pub fn check(constraint: &EntityConstraint) -> TokenStream {
    match constraint {
        EntityConstraint::AllMatch { kind, entities } => {
            let refs = entities.iter().map(|(e, _)| entity(e));
            let names = entities.iter().map(|(_, n)| n);
            let kind = match kind {
                MatchKind::Type => quote!(Type),
                MatchKind::ElementType => quote!(ElementType),
                MatchKind::Shape => quote!(Shape),
                MatchKind::Rank => quote!(Rank),
                MatchKind::ElementCount => quote!(ElementCount),
            };
            quote! {
                ::oxir::op_support::verify_all_match(ctx, body, op, &Self::SHAPE, &[#(#refs),*], &[#(#names),*], ::oxir::op_support::MatchKind::#kind)?;
            }
        }
        EntityConstraint::TypesMatchWith {
            summary,
            from,
            to,
            transform,
            comparator,
            ranged,
        } => {
            let (from, to) = (entity(from), entity(to));
            let comparator = match comparator {
                Some(c) => {
                    let c = path(c);
                    quote!(Some(#c))
                }
                None => quote!(None),
            };
            if *ranged {
                let transform = path(transform);
                quote! {
                    ::oxir::op_support::verify_ranged_types_match_with(ctx, body, op, &Self::SHAPE, (#from, #to), #transform, #comparator, #summary)?;
                }
            } else {
                let transform = self::transform(transform);
                quote! {
                    ::oxir::op_support::verify_types_match_with(ctx, body, op, &Self::SHAPE, (#from, #to), #transform, #comparator, #summary)?;
                }
            }
        }
        EntityConstraint::AllMatchThat { entities, summary } => {
            let refs = entities.iter().map(entity);
            quote! {
                ::oxir::op_support::verify_all_match_that(ctx, body, op, &Self::SHAPE, &[#(#refs),*], #summary)?;
            }
        }
        EntityConstraint::Predicate { summary, path: p } => {
            let p = path(p);
            quote! {
                ::oxir::op_support::verify_op_predicate(ctx, body, op, #p, #summary)?;
            }
        }
    }
}

/// The `TypesMatchWith` function at `path` as an `oxir::op_support::TypeTransform`: whatever
/// it returns (`Type`, `Option<Type>`, `Vec<Type>`) turned into a list of types. The verifier,
/// the builders and the format's parser call the same expression.
pub fn transform(function: &str) -> TokenStream {
    let path = path(function);
    quote!(&|ctx: &::oxir::Context, ty: ::oxir::Type| ::oxir::op_support::DerivedTypes::into_types(#path(ctx, ty)))
}

fn entity(e: &EntityRef) -> TokenStream {
    match e {
        EntityRef::Operand(i) => {
            let i = lit(*i);
            quote!(::oxir::op_support::Entity::Operands(#i))
        }
        EntityRef::Result(i) => {
            let i = lit(*i);
            quote!(::oxir::op_support::Entity::Results(#i))
        }
        EntityRef::Attr(name) => quote!(::oxir::op_support::Entity::Attr(#name)),
    }
}
