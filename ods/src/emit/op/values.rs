//! The operands and results section (4): an accessor per group, the type checks of each group
//! (operands first, as MLIR checks them), the builders' parameters, then the constraints
//! across entities and the checks of native traits.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{Arity, OpEmitter};
use crate::emit::tokens::lit;
use crate::lang::library::TypePred;
use crate::model::Operand;
use crate::names;
use crate::resolved::ResultInference;

impl OpEmitter<'_, '_> {
    /// Section 4: operands and results.
    pub(super) fn values(&mut self) {
        let op = self.op;
        let build = &mut self.build;
        let mut result_checks = Vec::new();
        let mut result_methods = Vec::new();
        for (i, result) in op.results.iter().enumerate() {
            let at = self.origin.at(result.spec.span);
            let index = lit(i);
            let resolved = &result.constraint;
            let description = &resolved.description;
            let arity = self.result_arities[i];
            if !checks_nothing(&resolved.pred, arity) {
                let check = self.checks.type_check(&resolved.pred, &resolved.name, &at);
                result_checks.push(quote!(
                    ::oxir::op_support::verify_group_types(ctx, body, op, true, &Self::SHAPE.results, #index, #check, #description)?;
                ));
            }
            result_methods.push(value_accessor(&result.spec, arity, true, i, &at));
            let param = format_ident!("{}", names::result_type_param(result.name()));
            let (ty, piece, size) = piece_of(arity, &param, quote!(::oxir::Type));
            // Inferred result types are not the caller's to give.
            if op.result_inference == ResultInference::Given {
                build.result_params.push(quote!(#param: #ty));
                build.result_pieces.push(piece);
            }
            build.result_sizes.push(size);
        }
        for (i, operand) in op.operands.iter().enumerate() {
            let at = self.origin.at(operand.spec.span);
            let index = lit(i);
            let resolved = &operand.constraint;
            let description = &resolved.description;
            let param = format_ident!("{}", names::param_name(operand.name()));
            if let Some(segment_attr) = self.sub_group_attrs[i] {
                // MLIR checks the sizes before the types of a group of groups.
                let name = operand.name();
                self.verify.push(quote!(
                    ::oxir::op_support::verify_sub_groups(ctx, body, op, &Self::SHAPE.operands, #index, #name, #segment_attr)?;
                ));
                self.methods
                    .push(sub_groups_accessor(&operand.spec, segment_attr, i, &at));
                build
                    .operand_params
                    .push(quote!(#param: &[&[::oxir::Value]]));
                build.operand_pieces.push(quote!(&#param.concat()));
                build
                    .operand_sizes
                    .push(quote!(#param.iter().map(|g| g.len()).sum::<usize>()));
                let sizes = quote!((#segment_attr, Some(::oxir::op_support::sub_group_sizes_attr(ctx, #param))));
                let in_attrs =
                    (op.attributes.iter()).any(|a| a.name() == segment_attr && !a.is_property());
                if in_attrs {
                    build.attrs.push(sizes);
                } else {
                    build.props.push(sizes);
                }
            } else {
                let arity = self.operand_arities[i];
                self.methods
                    .push(value_accessor(&operand.spec, arity, false, i, &at));
                let (ty, piece, size) = piece_of(arity, &param, quote!(::oxir::Value));
                build.operand_params.push(quote!(#param: #ty));
                build.operand_pieces.push(piece);
                build.operand_sizes.push(size);
            }
            if !checks_nothing(&resolved.pred, self.operand_arities[i]) {
                let check = self.checks.type_check(&resolved.pred, &resolved.name, &at);
                self.verify.push(quote!(
                    ::oxir::op_support::verify_group_types(ctx, body, op, false, &Self::SHAPE.operands, #index, #check, #description)?;
                ));
            }
            build.operand_idents.push(param);
        }
        self.verify.append(&mut result_checks);
        self.methods.append(&mut result_methods);
        self.verify.extend(
            op.entity_constraints
                .iter()
                .map(crate::emit::entities::check),
        );
        // The checks of the traits defined in Rust (MLIR's `verifyTrait`), in spec order.
        self.verify.extend(self.traits.native.iter().map(
            |path| quote!(<#path as ::oxir::traits::NativeOpTrait>::verify_trait(ctx, body, op)?;),
        ));
    }
}

/// Whether checking the types of a group would find nothing wrong on any op: any type is
/// allowed and the group holds any number of values (an optional group still has its count
/// checked). Such checks are left out of the verifier, which runs on every op.
fn checks_nothing(pred: &TypePred, arity: Arity) -> bool {
    matches!(pred, TypePred::Any) && arity != Arity::Optional
}

/// The accessor of operand or result `spec`, group `index`.
fn value_accessor(
    spec: &Operand,
    arity: Arity,
    results: bool,
    index: usize,
    at: &str,
) -> TokenStream {
    let name = spec.name.as_str();
    let accessor = format_ident!("{}", names::accessor_name(name));
    let kind = if results { "result" } else { "operand" };
    let groups = if results {
        quote!(&Self::SHAPE.results)
    } else {
        quote!(&Self::SHAPE.operands)
    };
    let index = lit(index);
    let (ret, helper, doc) = match arity {
        Arity::Single => (
            quote!(::oxir::Value),
            quote!(single),
            format!(" The {kind} `{name}` ({at})."),
        ),
        Arity::Optional => (
            quote!(Option<::oxir::Value>),
            quote!(optional),
            format!(" The optional {kind} `{name}`, if present ({at})."),
        ),
        Arity::Variadic => (
            quote!(Vec<::oxir::Value>),
            quote!(group),
            format!(" The {kind}s of the group `{name}` ({at})."),
        ),
    };
    quote!(
        #[doc = #doc]
        pub fn #accessor(self, ctx: &::oxir::Context, body: &::oxir::Body) -> #ret {
            ::oxir::op_support::#helper(ctx, body, self.0, #results, #groups, #index)
        }
    )
}

/// The accessor of `VariadicOfVariadic` operand `spec`, group `index`: its sub-groups, split by
/// attribute `segment_attr`.
fn sub_groups_accessor(spec: &Operand, segment_attr: &str, index: usize, at: &str) -> TokenStream {
    let name = spec.name.as_str();
    let accessor = format_ident!("{}", names::accessor_name(name));
    let index = lit(index);
    let doc = format!(
        " The operands of the group `{name}`, in the sub-groups attribute `{segment_attr}` sizes (empty when the sizes do not fit) ({at})."
    );
    quote!(
        #[doc = #doc]
        pub fn #accessor(self, ctx: &::oxir::Context, body: &::oxir::Body) -> Vec<Vec<::oxir::Value>> {
            ::oxir::op_support::sub_groups(ctx, body, self.0, &Self::SHAPE.operands, #index, #segment_attr)
        }
    )
}

/// A builder parameter for a group of this arity: its Rust type, the slice it adds, and its
/// size for segment sizes.
fn piece_of(
    arity: Arity,
    param: &proc_macro2::Ident,
    item: TokenStream,
) -> (TokenStream, TokenStream, TokenStream) {
    match arity {
        Arity::Single => (item, quote!(::core::slice::from_ref(&#param)), quote!(1)),
        Arity::Optional => (
            quote!(Option<#item>),
            quote!(#param.as_slice()),
            quote!(usize::from(#param.is_some())),
        ),
        Arity::Variadic => (quote!(&[#item]), quote!(#param), quote!(#param.len())),
    }
}
