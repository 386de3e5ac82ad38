//! The derived-attributes section: an accessor per attribute the op computes instead of
//! storing (MLIR's `DerivedAttr`), calling the spec's function through a typed constant, the
//! list of their names, and `derived_attributes()` with the values that convert to attributes
//! (MLIR's `materializeDerivedAttributes`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::OpEmitter;
use crate::emit::hook_asserts::{Signature, Target, assert_typed};
use crate::emit::tokens::spec_rust;
use crate::names;

impl OpEmitter<'_, '_> {
    /// Section 7b: the derived attributes.
    pub(super) fn derived(&mut self) {
        let derived = &self.op.spec.derived_attributes;
        if derived.is_empty() {
            return;
        }
        let ty = &self.ty;
        let mut names_list = Vec::new();
        let mut materialized = Vec::new();
        for d in derived {
            let returns = match spec_rust(&d.returns, "type") {
                Ok(returns) => returns,
                Err(e) => {
                    self.errors.push(e);
                    continue;
                }
            };
            let accessor = format_ident!("{}", names::accessor_name(d.name.as_str()));
            let upper = names::snake_case(d.name.as_str()).to_uppercase();
            let compute = Signature {
                ty: quote!(fn(&::oxir::Context, &::oxir::Body, #ty) -> #returns),
                shown: format!("fn(&Context, &Body, {ty}) -> {}", d.returns.value.trim()),
            };
            let what = format!(
                "The derived attribute `{}` of `{}`",
                d.name.value, self.full_name
            );
            let Ok(body) = assert_typed(
                self.origin,
                &format!("DERIVED_{upper}"),
                &what,
                &Target::Path(&d.body),
                &compute,
                true,
            )
            .map_err(|e| self.errors.push(e)) else {
                continue;
            };
            self.hook_consts.push(body.item);
            let function = body.value;
            let description = d
                .description
                .as_ref()
                .map_or(String::new(), |t| format!(": {}", t.value.trim()));
            let doc = format!(
                " The derived attribute `{}`{description} ({}): computed by `{}`, not stored.",
                d.name.value,
                self.origin.at(d.span),
                d.body.value
            );
            self.methods.push(quote! {
                #[doc = #doc]
                pub fn #accessor(self, ctx: &::oxir::Context, body: &::oxir::Body) -> #returns {
                    (#function)(ctx, body, self)
                }
            });
            names_list.push(d.name.value.clone());
            if let Some(path) = &d.to_attr {
                let convert = Signature {
                    ty: quote!(fn(&::oxir::Context, #returns) -> ::oxir::Attribute),
                    shown: format!("fn(&Context, {}) -> Attribute", d.returns.value.trim()),
                };
                let Ok(to_attr) = assert_typed(
                    self.origin,
                    &format!("DERIVED_{upper}_TO_ATTR"),
                    &format!("{what}, as an attribute"),
                    &Target::Path(path),
                    &convert,
                    true,
                )
                .map_err(|e| self.errors.push(e)) else {
                    continue;
                };
                self.hook_consts.push(to_attr.item);
                let convert = to_attr.value;
                let name = d.name.as_str();
                materialized.push(quote! {
                    (#name, (#convert)(ctx, self.#accessor(ctx, body)))
                });
            }
        }
        let list_doc = " The names of the attributes the op derives rather than stores (MLIR's `isDerivedAttribute`).";
        let values_doc = " The derived attributes that convert to attributes, by name, computed now (MLIR's `materializeDerivedAttributes`).";
        let values: TokenStream = quote! {
            #[doc = #values_doc]
            pub fn derived_attributes(self, ctx: &::oxir::Context, body: &::oxir::Body) -> Vec<(&'static str, ::oxir::Attribute)> {
                vec![#(#materialized),*]
            }
        };
        self.methods.push(quote! {
            #[doc = #list_doc]
            pub const DERIVED_ATTRIBUTES: &'static [&'static str] = &[#(#names_list),*];

            #values
        });
    }
}
