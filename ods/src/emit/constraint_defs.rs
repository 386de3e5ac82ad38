//! The Rust of the dialect's own constraints (`[[constraint]]`): per constraint a unit type of
//! its name with `satisfies`, which the generated checks of ops (and rules) call as they call a
//! definition's, and which calls the spec's predicate through a typed constant, so that a
//! missing or mistyped predicate is one error at the spec.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Origin;
use super::hook_asserts::{HookKind, Target, assert_hook};
use crate::diag::SpecDiagnostic;
use crate::model::{ConstraintDef, ConstraintDefKind};

/// The items of constraint `c`.
pub fn emit_constraint(
    c: &ConstraintDef,
    origin: &Origin<'_>,
) -> Result<TokenStream, SpecDiagnostic> {
    let name = &c.name.value;
    let (kind, handle, word) = match c.kind.value {
        ConstraintDefKind::Type => (HookKind::TypeConstraint, quote!(::oxir::Type), "type"),
        ConstraintDefKind::Attr => (
            HookKind::AttrConstraint,
            quote!(::oxir::Attribute),
            "attribute",
        ),
    };
    let asserted = assert_hook(
        origin,
        "PREDICATE",
        &format!("The predicate of constraint `{name}`"),
        &Target::Path(&c.predicate),
        kind,
        true,
    )?;
    let (item, predicate) = (asserted.item, asserted.value);
    let ty = format_ident!("{}", name);
    let summary = c.summary.as_ref().map_or(name.as_str(), |s| s.as_str());
    let doc = format!(
        " The {word} constraint `{name}`: {summary} ({}).",
        origin.at(c.span)
    );
    let satisfies_doc = format!(" Whether `value` satisfies `{name}`.");
    Ok(quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct #ty;

        impl #ty {
            #item

            #[doc = #satisfies_doc]
            pub fn satisfies(ctx: &::oxir::Context, value: #handle) -> bool {
                (#predicate)(ctx, value)
            }
        }
    })
}
