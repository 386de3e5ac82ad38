//! The adaptor section (after the builders): `<Op>Adaptor`, the converted operands a
//! conversion pattern receives read by name (MLIR's `<Op>::Adaptor`), with the accessors the
//! op's wrapper has for its operands: a `Value` for a single group, an `Option` for an
//! optional one, a slice for a variadic one. Ops without operands have none.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{Arity, OpEmitter};
use crate::emit::tokens::lit;
use crate::names;

impl OpEmitter<'_, '_> {
    /// The adaptor of the op, if it has operands.
    pub(super) fn adaptor(&self) -> TokenStream {
        if self.op.operands.is_empty() {
            return quote!();
        }
        let ty = &self.ty;
        let adaptor = format_ident!("{}", names::adaptor_name(&ty.to_string()));
        let full_name = &self.full_name;
        let accessors = self.op.operands.iter().enumerate().map(|(i, operand)| {
            let name = operand.name();
            let accessor = format_ident!("{}", names::adaptor_accessor_name(name));
            let index = lit(i);
            let (ret, read, doc) = match self.operand_arities[i] {
                Arity::Single => (
                    quote!(::oxir::Value),
                    quote!(self.groups.single(#index, self.op.0)),
                    format!(" The converted operand `{name}`."),
                ),
                Arity::Optional => (
                    quote!(Option<::oxir::Value>),
                    quote!(self.groups.optional(#index)),
                    format!(" The converted optional operand `{name}`, if present."),
                ),
                Arity::Variadic => (
                    quote!(&'a [::oxir::Value]),
                    quote!(self.groups.group(#index)),
                    format!(" The converted operands of the group `{name}`."),
                ),
            };
            quote! {
                #[doc = #doc]
                pub fn #accessor(&self) -> #ret {
                    #read
                }
            }
        });
        let doc = format!(
            " The converted operands of `{full_name}` by name, for conversion patterns (MLIR's `{ty}::Adaptor`): one value per operand, split into the op's operand groups."
        );
        quote! {
            #[doc = #doc]
            #[derive(Clone, Debug)]
            pub struct #adaptor<'a> {
                /// The op being converted.
                pub op: #ty,
                groups: ::oxir::op_support::AdaptorGroups<'a>,
            }

            impl<'a> #adaptor<'a> {
                /// The converted `operands` of `op`, split into its groups; fails, as a pattern
                /// does, when an operand was converted to other than one value.
                pub fn new(
                    ctx: &::oxir::Context,
                    body: &::oxir::Body,
                    op: #ty,
                    operands: &'a ::oxir::conversion::RemappedOperands,
                ) -> Result<Self, ::oxir::rewrite::MatchFailure> {
                    let groups = ::oxir::op_support::AdaptorGroups::new(ctx, body, op.0, &#ty::SHAPE.operands, operands)?;
                    Ok(Self { op, groups })
                }

                /// Every converted operand, in order.
                pub fn operands(&self) -> &'a [::oxir::Value] {
                    self.groups.all()
                }

                #(#accessors)*
            }
        }
    }
}
