//! The hooks section (7): the spec's hand-written functions (verify, region verify, parse,
//! print, fold, canonicalize), each asserted with its type where the spec names it and used
//! through that constant, the folds of `Involution` and `Idempotent`, and `verify_hooks`, which
//! runs the checks that follow the traits.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::OpEmitter;
use crate::emit::hook_asserts::{HookKind, Target, assert_hook};
use crate::model::Hook;
use crate::resolved::ResultInference;

impl OpEmitter<'_, '_> {
    /// The function a hook of the spec names, asserted with its type; `None` without the hook.
    /// `conventional` is the wrapper's own function a bare `true` stands for, `key` the spec
    /// key.
    fn hook(
        &mut self,
        hook: &Option<Hook>,
        conventional: &str,
        key: &str,
        kind: HookKind,
    ) -> Option<TokenStream> {
        let hook = hook.as_ref()?;
        let asserted = assert_hook(
            self.origin,
            &format!("{}_HOOK", key.to_uppercase()),
            &format!("The `{key}` hook of `{}`", self.full_name),
            &Target::of(hook, conventional),
            kind,
            true,
        )
        .map_err(|e| self.errors.push(e))
        .ok()?;
        self.hook_consts.push(asserted.item);
        Some(asserted.value)
    }

    /// Section 7: the hooks.
    pub(super) fn hooks(&mut self) {
        let spec_hooks = &self.op.spec.hooks;
        let user_verify = self.hook(&spec_hooks.verify, "verify", "verify", HookKind::Verify);
        if let Some(verify_regions) = self.hook(
            &spec_hooks.region_verify,
            "verify_regions",
            "region_verify",
            HookKind::Verify,
        ) {
            self.descriptor_hooks
                .push(quote!(.with_verify_regions(#verify_regions)));
        }
        // A hand-written custom form sits where a format's generated one would.
        if let Some(parse) = self.hook(
            &spec_hooks.parse,
            "parse_custom_form",
            "parse",
            HookKind::Parse,
        ) {
            self.descriptor_hooks.push(quote!(.with_parse(#parse)));
        }
        if let Some(print) = self.hook(
            &spec_hooks.print,
            "print_custom_form",
            "print",
            HookKind::Print,
        ) {
            self.descriptor_hooks.push(quote!(.with_print(#print)));
        }
        // Folding and canonicalization, for the rewrite driver.
        let user_fold = self.hook(&spec_hooks.fold, "fold", "fold", HookKind::Fold);
        self.fold(user_fold);
        if let Some(patterns) = self.hook(
            &spec_hooks.canonicalize,
            "canonicalization_patterns",
            "canonicalize",
            HookKind::Canonicalize,
        ) {
            self.descriptor_hooks
                .push(quote!(.with_canonicalize(#patterns)));
        }
        self.verify_hooks(user_verify);
    }

    /// The descriptor's fold: the spec's, then those of the fold traits.
    fn fold(&mut self, user_fold: Option<TokenStream>) {
        let fold_traits: Vec<Ident> = (self.traits.flags.iter())
            .filter(|f| matches!(**f, "Involution" | "Idempotent"))
            .map(|f| format_ident!("{}", f))
            .collect();
        if fold_traits.is_empty() {
            self.descriptor_hooks
                .extend(user_fold.map(|fold| quote!(.with_fold(#fold))));
            return;
        }
        // MLIR's order: the op's own fold, then its traits' when that one does not fold it away.
        let (operands, first) = match user_fold {
            Some(fold) => (quote!(operands), quote!((#fold)(ctx, body, op, operands))),
            None => (
                quote!(_operands),
                quote!(::oxir::rewrite::FoldOutcome::NoFold),
            ),
        };
        self.methods.push(quote! {
            /// Folds the op with its fold hook, then with the folds of its traits.
            fn fold_with_traits(
                ctx: &::oxir::Context,
                body: &::oxir::Body,
                op: ::oxir::OpId,
                #operands: &[Option<::oxir::Attribute>],
            ) -> ::oxir::rewrite::FoldOutcome {
                ::oxir::rewrite::fold_with_traits(ctx, body, op, #first, &[#(::oxir::Trait::#fold_traits),*])
            }
        });
        self.descriptor_hooks
            .push(quote!(.with_fold(Self::fold_with_traits)));
    }

    /// The checks run with the op's own verifier, after the traits: inferred result types,
    /// the verifiers of its interfaces, then the hand-written one.
    fn verify_hooks(&mut self, user_verify: Option<TokenStream>) {
        let mut trait_checks = Vec::new();
        if let Some(path) = &self.build.infer_fn {
            trait_checks.push(
                quote!(::oxir::op_support::verify_inferred_result_types(ctx, body, op, #path)?;),
            );
        }
        trait_checks.extend(crate::emit::interface::op_verifiers(
            &self.dialect.spec,
            &self.op.spec.interfaces,
            &mut self.errors,
        ));
        if trait_checks.is_empty() {
            if let Some(verify) = &user_verify {
                self.descriptor_hooks.push(quote!(.with_verify(#verify)));
            }
            return;
        }
        self.descriptor_hooks
            .push(quote!(.with_verify(Self::verify_hooks)));
        let last = match &user_verify {
            Some(verify) => quote!((#verify)(ctx, body, op)),
            None => quote!(Ok(())),
        };
        let mut what = Vec::new();
        if matches!(self.op.result_inference, ResultInference::Function(_)) {
            what.push("its inferred result types");
        }
        if trait_checks.len() > what.len() {
            what.push("the verifiers of its interfaces");
        }
        if user_verify.is_some() {
            what.push("its `verify` hook");
        }
        let doc = format!(
            " Runs the checks of `{}` that follow its traits: {}.",
            self.full_name,
            what.join(", then ")
        );
        self.verify_hooks = quote! {
            #[doc = #doc]
            fn verify_hooks(ctx: &::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId) -> Result<(), ::oxir::Diagnostic> {
                #(#trait_checks)*
                #last
            }
        };
    }
}
