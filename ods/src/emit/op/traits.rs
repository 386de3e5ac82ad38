//! The traits section: what each of the op's traits gives its descriptor, as the catalogue
//! says ([`crate::op_traits`]).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::OpEmitter;
use crate::emit::tokens::checked_rust;
use crate::op_traits::Generated;

/// What the traits give the descriptor.
#[derive(Default)]
pub(super) struct TraitParts {
    /// The runtime's flag traits (`oxir::Trait`), sorted, without repeats.
    pub flags: Vec<&'static str>,
    /// The allowed parents (`HasParent`, `ParentOneOf`).
    pub parents: Vec<String>,
    /// The implicit terminator (`SingleBlockImplicitTerminator`).
    pub implicit_terminator: Option<String>,
    /// The Rust traits of `NativeOpTrait`s, in spec order.
    pub native: Vec<TokenStream>,
}

impl TraitParts {
    /// The descriptor's `TraitSet`.
    pub fn descriptor_traits(&self) -> TokenStream {
        let flags = self.flags.iter().map(|f| format_ident!("{}", f));
        let mut traits = quote!(::oxir::TraitSet::new(&[#(::oxir::Trait::#flags),*]));
        let parents = &self.parents;
        if !parents.is_empty() {
            traits = quote!(#traits.with_parents(&[#(#parents),*]));
        }
        if let Some(terminator) = &self.implicit_terminator {
            traits = quote!(#traits.with_implicit_terminator(#terminator));
        }
        for path in &self.native {
            traits = quote!(#traits.with_native::<#path>());
        }
        traits
    }
}

impl OpEmitter<'_, '_> {
    /// Section 1: the traits.
    pub(super) fn traits(&mut self) {
        let parts = &mut self.traits;
        for t in &self.op.traits {
            let args = t.spec.args.as_deref().unwrap_or(&[]);
            match t.entry.generated {
                Generated::Flags(set) => parts.flags.extend(set.iter().copied()),
                Generated::Resolved => {}
                Generated::Parents => parts.parents.extend(string_args(args)),
                // The checks made sure the one argument is a quoted Rust path.
                Generated::Native => parts
                    .native
                    .extend(string_args(args).iter().map(|path| checked_rust(path))),
                Generated::ImplicitTerminator => {
                    parts.implicit_terminator = string_args(args).into_iter().next()
                }
            }
        }
        parts.flags.sort_unstable();
        parts.flags.dedup();
    }
}

/// The strings among trait arguments (`"func.func"`, `["a", "b"]`), unquoted.
fn string_args(args: &[crate::model::Spanned<String>]) -> Vec<String> {
    args.iter()
        .flat_map(crate::entity_check::string_list)
        .collect()
}
