//! The shape sections: the op's `SHAPE` constant and count checks (section 2), and its regions
//! and successors (section 6): accessors, block-count checks and builder parameters.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{Arity, OpEmitter};
use crate::emit::tokens::lit;
use crate::names;
use crate::resolved::{BlockCount, Segments};

impl OpEmitter<'_, '_> {
    /// Section 2: the `SHAPE` constant, and the checks of MLIR's count traits and of segment
    /// sizes.
    pub(super) fn counts(&mut self) {
        let op = self.op;
        let region_shape = count_shape(op.regions.iter().map(|r| r.kind.variadic));
        let successor_shape = count_shape(op.successors.iter().map(|s| s.variadic));
        self.shape = shape_tokens(
            &groups(
                &self.operand_arities,
                op.operand_segments,
                "operandSegmentSizes",
            ),
            &groups(
                &self.result_arities,
                op.result_segments,
                "resultSegmentSizes",
            ),
            region_shape,
            successor_shape,
        );
        self.verify.extend([
            count_check("operands", &count_of(&self.operand_arities)),
            count_check("results", &count_of(&self.result_arities)),
            count_check("regions", &region_shape),
            count_check("successors", &successor_shape),
        ]);
        if op.operand_segments == Segments::AttrSized {
            let n = lit(self.operand_arities.len());
            self.verify.push(
                quote!(::oxir::verifier::traits::verify_operand_segment_count(ctx, body, op, #n)?;),
            );
        }
        if op.result_segments == Segments::AttrSized {
            let n = lit(self.result_arities.len());
            self.verify.push(
                quote!(::oxir::verifier::traits::verify_result_segment_count(ctx, body, op, #n)?;),
            );
        }
    }

    /// Section 6, regions: an accessor each, their block counts checked, and the count of
    /// variadic ones as builder parameters.
    pub(super) fn regions(&mut self) {
        for (index, region) in self.op.regions.iter().enumerate() {
            let at = self.origin.at(region.spec.span);
            let i = lit(index);
            let name = region.spec.name.as_str();
            let accessor = format_ident!("{}", names::accessor_name(name));
            let kind = &region.kind;
            if kind.variadic {
                let doc = format!(" The regions `{name}` ({at}).");
                self.methods.push(quote!(
                    #[doc = #doc]
                    pub fn #accessor(self, body: &::oxir::Body) -> &[::oxir::RegionId] {
                        body.op_regions(self.0).get(#i..).unwrap_or(&[])
                    }
                ));
                let param = format_ident!("{}", names::region_count_param(name));
                self.build.region_params.push(quote!(#param: u32));
                self.build.variadic_region_counts.push(param);
            } else {
                let doc = format!(
                    " The region `{name}` (`None` only when the op lost its spec's shape) ({at})."
                );
                self.methods.push(quote!(
                    #[doc = #doc]
                    pub fn #accessor(self, body: &::oxir::Body) -> Option<::oxir::RegionId> {
                        ::oxir::op_support::region(body, self.0, #i)
                    }
                ));
                self.build.fixed_regions += 1;
            }
            let bounds = match kind.blocks {
                BlockCount::Any => None,
                BlockCount::Exactly(n) => Some((n, Some(n), format!("region with {n} blocks"))),
                BlockCount::AtLeast(n) => {
                    Some((n, None, format!("region with at least {n} blocks")))
                }
                BlockCount::AtMost(n) => {
                    Some((0, Some(n), format!("region with at most {n} blocks")))
                }
            };
            if let Some((min, max, description)) = bounds {
                let min = lit(min as usize);
                let max = match max {
                    Some(m) => {
                        let m = lit(m as usize);
                        quote!(Some(#m))
                    }
                    None => quote!(None),
                };
                let variadic = kind.variadic;
                self.verify.push(quote!(
                    ::oxir::op_support::verify_region_blocks(ctx, body, op, #i, #variadic, #name, (#min, #max), #description)?;
                ));
            }
        }
    }

    /// Section 6, successors: an accessor each and a builder parameter each.
    pub(super) fn successors(&mut self) {
        for (index, successor) in self.op.successors.iter().enumerate() {
            let at = self.origin.at(successor.spec.span);
            let i = lit(index);
            let name = successor.spec.name.as_str();
            let accessor = format_ident!("{}", names::accessor_name(name));
            let param = format_ident!("{}", names::param_name(name));
            if successor.variadic {
                let doc = format!(" The successors `{name}` ({at}).");
                let rest = if index == 0 {
                    quote!(body.successors(self.0))
                } else {
                    quote!(body.successors(self.0).skip(#i))
                };
                self.methods.push(quote!(
                    #[doc = #doc]
                    pub fn #accessor(self, body: &::oxir::Body) -> Vec<::oxir::BlockId> {
                        #rest.collect()
                    }
                ));
                self.build
                    .successor_params
                    .push(quote!(#param: &[::oxir::BlockId]));
                self.build.successor_pieces.push(quote!(#param));
            } else {
                let doc = format!(
                    " The successor `{name}` (`None` only when the op lost its spec's shape) ({at})."
                );
                self.methods.push(quote!(
                    #[doc = #doc]
                    pub fn #accessor(self, body: &::oxir::Body) -> Option<::oxir::BlockId> {
                        ::oxir::op_support::successor(body, self.0, #i)
                    }
                ));
                self.build
                    .successor_params
                    .push(quote!(#param: ::oxir::BlockId));
                self.build
                    .successor_pieces
                    .push(quote!(::core::slice::from_ref(&#param)));
            }
        }
    }
}

/// The runtime's `Groups` value for these arities.
fn groups(arities: &[Arity], segments: Segments, attr: &str) -> TokenStream {
    let arities = arities.iter().map(|a| match a {
        Arity::Single => quote!(::oxir::op_support::Arity::Single),
        Arity::Optional => quote!(::oxir::op_support::Arity::Optional),
        Arity::Variadic => quote!(::oxir::op_support::Arity::Variadic),
    });
    let segments = match segments {
        Segments::Implicit => quote!(::oxir::op_support::Segments::Implicit),
        Segments::SameSize => quote!(::oxir::op_support::Segments::SameSize),
        Segments::AttrSized => quote!(::oxir::op_support::Segments::Attr(#attr)),
    };
    quote!(::oxir::op_support::Groups { arities: &[#(#arities),*], segments: #segments })
}

/// How many entries stand for exactly one item, and whether any stands for a variable number.
fn count_shape(variadic: impl Iterator<Item = bool>) -> (usize, bool) {
    let flags: Vec<bool> = variadic.collect();
    (
        flags.iter().filter(|&&v| !v).count(),
        flags.iter().any(|&v| v),
    )
}

/// [`count_shape`] of operand or result groups.
fn count_of(arities: &[Arity]) -> (usize, bool) {
    count_shape(arities.iter().map(|a| *a != Arity::Single))
}

/// The `Shape` constant of the op's groups and counts.
fn shape_tokens(
    operands: &TokenStream,
    results: &TokenStream,
    (regions, regions_variadic): (usize, bool),
    (successors, successors_variadic): (usize, bool),
) -> TokenStream {
    let (regions, successors) = (lit(regions), lit(successors));
    quote!(::oxir::op_support::Shape {
        name: Self::NAME,
        operands: #operands,
        results: #results,
        regions: (#regions, #regions_variadic),
        successors: (#successors, #successors_variadic),
    })
}

/// The count check MLIR's count traits make (`ZeroOperands`, `NOperands<2>`,
/// `AtLeastNResults<1>`, ...) for `what` (`operands`, `results`, `regions`, `successors`) with
/// `fixed` entries of one value each, and variable ones when `variable`.
fn count_check(what: &str, &(fixed, variable): &(usize, bool)) -> TokenStream {
    let singular = what.trim_end_matches('s');
    let function = match (variable, fixed) {
        (true, 0) => return quote!(),
        (true, _) => format!("verify_at_least_n_{what}"),
        (false, 0) => format!("verify_zero_{what}"),
        (false, 1) => format!("verify_one_{singular}"),
        (false, _) => format!("verify_n_{what}"),
    };
    let function = format_ident!("{}", function);
    let count = lit(fixed);
    if variable || fixed > 1 {
        quote!(::oxir::verifier::traits::#function(ctx, body, op, #count)?;)
    } else {
        quote!(::oxir::verifier::traits::#function(ctx, body, op)?;)
    }
}
