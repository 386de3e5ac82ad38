//! The Rust emitted for one op: its `Copy` wrapper with `NAME` and `from_op`, named accessors of
//! operands, results, attributes (default-valued ones returning the default), regions and
//! successors, setters of attributes, the generated builder (result types inferred where the
//! op determines them) and the declared ones, the invariants verifier (counts, then
//! attributes, operands, results, the constraints across entities, regions, successors, with
//! MLIR's messages), and the descriptor that registers it with its interfaces and hooks.
//!
//! Accessors of required single operands and results return the `Value`; optional ones an
//! `Option`. Default-valued attributes get a `<name>_default(ctx)` function building the
//! default (see [`super::plain`]), which the accessor, the parser and the printer share.
//! Setters take the plain value a constraint determines (`i64`, `&str`, an enum); beside
//! `create` and `build` come `create_unwrapped` (plain attribute values) and, for ops with
//! inferred result types, `create_with_result_types`.
//!
//! Logic that would repeat per op lives in the runtime's `::oxir::op_support` and in the shared
//! constraint checks of [`super::constraints`]; this module only writes the calls. The custom
//! form's parser and printer come from [`super::format`], declared builders from
//! [`super::builders`], the entity checks from [`super::entities`], interface models from
//! [`super::interface`].

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Origin;
use super::constraints::Checks;
use super::hook_asserts::{HookKind, Target, assert_hook};
use super::plain::{default_text, plain_of};
use super::tokens::{checked_rust, lit};
use crate::checked::{BlockCount, CheckedOp, ResultInference, Segments};
use crate::diag::SpecDiagnostic;
use crate::lang::constraint::{Presence, Variadicity};
use crate::lang::library::{AttrPred, TypePred};
use crate::model::{AttrStorage, Dialect, Hook, Op, Operand};
use crate::names;
use crate::op_traits::{self, Generated};

/// The pieces of one op, for the dialect to assemble.
pub struct EmittedOp {
    /// The wrapper type and its impl.
    pub items: TokenStream,
    /// An expression building the op's `::oxir::OpDescriptor`.
    pub descriptor: TokenStream,
}

/// Emits `op` (the `index`-th op of `dialect`, with checked side `checked`), adding the
/// constraint checks it uses to `checks`; errors name what is not generated yet.
pub fn emit_op(
    dialect: &Dialect,
    op: &Op,
    checked: &CheckedOp,
    checks: &mut Checks,
    origin: &Origin<'_>,
) -> Result<EmittedOp, Vec<SpecDiagnostic>> {
    let mut errors = Vec::new();
    let full_name = format!("{}.{}", dialect.name.value, op.name.value);
    let ty = format_ident!(
        "{}",
        names::op_type_name(&op.name.value, op.class.as_ref().map(|c| c.as_str()))
    );

    let operand_arities = arities(&checked.operands);
    let result_arities = arities(&checked.results);
    // The attribute holding the sub-group sizes of each `VariadicOfVariadic` operand group.
    let sub_group_attrs: Vec<Option<&str>> = checked
        .operands
        .iter()
        .map(|r| match &r.variadicity {
            Variadicity::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
            _ => None,
        })
        .collect();
    let operand_groups = groups(
        &operand_arities,
        checked.operand_segments,
        "operandSegmentSizes",
    );
    let result_groups = groups(
        &result_arities,
        checked.result_segments,
        "resultSegmentSizes",
    );
    let region_shape = count_shape(checked.regions.iter().map(|r| r.variadic));
    let successor_shape = count_shape(checked.successors.iter().copied());

    // Traits.
    let mut flags: Vec<&str> = Vec::new();
    let mut parents: Vec<String> = Vec::new();
    let mut implicit_terminator = None;
    let mut native = Vec::new();
    for t in &op.traits {
        let name = t.name.as_str();
        let args = t.args.as_deref().unwrap_or(&[]);
        match op_traits::op_trait(name).map(|known| known.generated) {
            Some(Generated::Flags(set)) => flags.extend(set.iter().copied()),
            Some(Generated::Resolved) => {}
            Some(Generated::Parents) => parents.extend(string_args(args)),
            // The checks made sure the one argument is a quoted Rust path.
            Some(Generated::Native) => {
                native.extend(string_args(args).iter().map(|path| checked_rust(path)))
            }
            Some(Generated::ImplicitTerminator) => {
                implicit_terminator = string_args(args).into_iter().next()
            }
            // The checks refuse names that are not in the catalogue.
            None => errors.push(SpecDiagnostic::error(
                t.name.span,
                format!("unknown trait `{name}`"),
            )),
        }
    }
    flags.sort_unstable();
    flags.dedup();

    let mut methods = Vec::new();
    // Counts, as MLIR's count traits check them.
    let mut verify = vec![
        count_check("operands", &count_of(&operand_arities)),
        count_check("results", &count_of(&result_arities)),
        count_check("regions", &region_shape),
        count_check("successors", &successor_shape),
    ];
    if checked.operand_segments == Segments::AttrSized {
        let n = lit(operand_arities.len());
        verify.push(
            quote!(::oxir::verifier::traits::verify_operand_segment_count(ctx, body, op, #n)?;),
        );
    }
    if checked.result_segments == Segments::AttrSized {
        let n = lit(result_arities.len());
        verify.push(
            quote!(::oxir::verifier::traits::verify_result_segment_count(ctx, body, op, #n)?;),
        );
    }

    // Attributes.
    let mut property_names: Vec<String> = Vec::new();
    let mut build_params = Vec::new();
    let mut build_props = Vec::new();
    let mut build_attrs = Vec::new();
    let mut unwrapped_params = Vec::new();
    let mut unwrapped_conversions = Vec::new();
    for (attr, checked_attr) in op.attributes.iter().zip(&checked.attributes) {
        let name = attr.name.as_str();
        let at = origin.at(attr.span);
        let check = checks.attr_check(
            &checked_attr.constraint.pred,
            &checked_attr.constraint.base,
            &at,
        );
        let description = &checked_attr.constraint.description;
        let required = checked_attr.presence == Presence::Required;
        verify.push(quote!(
            ::oxir::op_support::verify_attr(ctx, body, op, #name, #required, #check, #description)?;
        ));
        let property = attr.storage.value == AttrStorage::Property;
        methods.extend(default_fn(dialect, name, checked_attr, &at));
        methods.push(attr_accessor(dialect, name, checked_attr, &at));
        methods.push(attr_setter(dialect, name, checked_attr, property, &at));
        // The builder records the sizes of sub-groups from the groups it is given.
        if sub_group_attrs.contains(&Some(name)) {
            property_names
                .extend((attr.storage.value == AttrStorage::Property).then(|| name.to_string()));
            continue;
        }
        let param = format_ident!("{}", names::param_name(name));
        let value = if required {
            build_params.push(quote!(#param: ::oxir::Attribute));
            quote!(Some(#param))
        } else {
            build_params.push(quote!(#param: Option<::oxir::Attribute>));
            quote!(#param)
        };
        // The unwrapped builder takes the plain value instead, and turns it into the attribute.
        let pred = &checked_attr.constraint.pred;
        if let Some(plain) = plain_of(dialect, pred) {
            let (ty, attr) = (plain.rust_type(), plain.to_attr(&format_ident!("value")));
            if required {
                let attr = plain.to_attr(&param);
                unwrapped_params.push(quote!(#param: #ty));
                unwrapped_conversions.push(quote!(let #param = #attr;));
            } else {
                unwrapped_params.push(quote!(#param: Option<#ty>));
                unwrapped_conversions.push(quote!(let #param = #param.map(|value| #attr);));
            }
        } else if matches!(pred, AttrPred::Unit) && !required {
            unwrapped_params.push(quote!(#param: bool));
            unwrapped_conversions.push(quote!(let #param = #param.then(|| ctx.common().unit);));
        } else {
            unwrapped_params.push(build_params.last().cloned().unwrap_or_default());
        }
        match attr.storage.value {
            AttrStorage::Property => {
                property_names.push(name.to_string());
                build_props.push(quote!((#name, #value)));
            }
            AttrStorage::Attribute => build_attrs.push(quote!((#name, #value))),
        }
    }
    if checked.operand_segments == Segments::AttrSized {
        property_names.push("operandSegmentSizes".into());
    }
    if checked.result_segments == Segments::AttrSized {
        property_names.push("resultSegmentSizes".into());
    }

    // Operands and results: accessors, checks, builder pieces.
    let infer_results = checked.result_inference != ResultInference::Given;
    let mut result_checks = Vec::new();
    let mut result_methods = Vec::new();
    let mut result_params = Vec::new();
    let mut result_pieces = Vec::new();
    let mut result_sizes = Vec::new();
    for (i, (result, resolved)) in op.results.iter().zip(&checked.results).enumerate() {
        let at = origin.at(result.span);
        let index = lit(i);
        let description = &resolved.description;
        if !checks_nothing(&resolved.pred, result_arities[i]) {
            let check = checks.type_check(&resolved.pred, &resolved.name, &at);
            result_checks.push(quote!(
                ::oxir::op_support::verify_group_types(ctx, body, op, true, &Self::SHAPE.results, #index, #check, #description)?;
            ));
        }
        result_methods.push(value_accessor(result, result_arities[i], true, i, &at));
        let param = format_ident!("{}", names::result_type_param(result.name.as_str()));
        let (ty, piece, size) = piece_of(result_arities[i], &param, quote!(::oxir::Type));
        if !infer_results {
            result_params.push(quote!(#param: #ty));
            result_pieces.push(piece);
        }
        result_sizes.push(size);
    }
    let mut operand_idents = Vec::new();
    let mut operand_params = Vec::new();
    let mut operand_pieces = Vec::new();
    let mut operand_sizes = Vec::new();
    for (i, (operand, resolved)) in op.operands.iter().zip(&checked.operands).enumerate() {
        let at = origin.at(operand.span);
        let index = lit(i);
        let description = &resolved.description;
        let param = format_ident!("{}", names::param_name(operand.name.as_str()));
        if let Some(segment_attr) = sub_group_attrs[i] {
            // MLIR checks the sizes before the types of a group of groups.
            let name = operand.name.as_str();
            verify.push(quote!(
                ::oxir::op_support::verify_sub_groups(ctx, body, op, &Self::SHAPE.operands, #index, #name, #segment_attr)?;
            ));
            methods.push(sub_groups_accessor(operand, segment_attr, i, &at));
            operand_params.push(quote!(#param: &[&[::oxir::Value]]));
            operand_pieces.push(quote!(&#param.concat()));
            operand_sizes.push(quote!(#param.iter().map(|g| g.len()).sum::<usize>()));
            let sizes = quote!((#segment_attr, Some(::oxir::op_support::sub_group_sizes_attr(ctx, #param))));
            let in_attrs = op
                .attributes
                .iter()
                .any(|a| a.name.value == segment_attr && a.storage.value == AttrStorage::Attribute);
            if in_attrs {
                build_attrs.push(sizes);
            } else {
                build_props.push(sizes);
            }
        } else {
            methods.push(value_accessor(operand, operand_arities[i], false, i, &at));
            let (ty, piece, size) = piece_of(operand_arities[i], &param, quote!(::oxir::Value));
            operand_params.push(quote!(#param: #ty));
            operand_pieces.push(piece);
            operand_sizes.push(size);
        }
        if !checks_nothing(&resolved.pred, operand_arities[i]) {
            let check = checks.type_check(&resolved.pred, &resolved.name, &at);
            verify.push(quote!(
                ::oxir::op_support::verify_group_types(ctx, body, op, false, &Self::SHAPE.operands, #index, #check, #description)?;
            ));
        }
        operand_idents.push(param);
    }
    verify.append(&mut result_checks);
    methods.append(&mut result_methods);
    verify.extend(
        checked
            .entity_constraints
            .iter()
            .map(super::entities::check),
    );
    // The checks of the traits defined in Rust (MLIR's `verifyTrait`), in spec order.
    verify.extend(native.iter().map(
        |path| quote!(<#path as ::oxir::traits::NativeOpTrait>::verify_trait(ctx, body, op)?;),
    ));
    // Result types the builders infer; a function the spec names is asserted with its type.
    let mut infer_const = None;
    let infer_fn = match (&checked.result_inference, &op.infer_result_types) {
        (ResultInference::Function(_), Some(hook @ Hook::Path(_))) => assert_hook(
            origin,
            "INFER_RESULT_TYPES_HOOK",
            &format!("The result type inference of `{full_name}`"),
            &Target::of(hook, "infer_result_types"),
            HookKind::InferResultTypes,
            true,
        )
        .map_err(|e| errors.push(e))
        .ok()
        .map(|asserted| {
            infer_const = Some(asserted.item);
            asserted.value
        }),
        (ResultInference::Function(path), _) => Some(checked_rust(path)),
        _ => None,
    };
    let result_segments = checked.result_segments == Segments::AttrSized;
    let (inferred, fallible) = match &checked.result_inference {
        ResultInference::Given => (quote!(), false),
        ResultInference::Derived(types) => {
            if result_segments {
                result_sizes = super::builders::derived_result_sizes(types, &operand_idents);
            }
            let types = super::builders::derived_result_types(types, &operand_idents);
            result_pieces.push(quote!(&result_types));
            (quote!(let result_types = #types;), false)
        }
        ResultInference::Function(_) => {
            let path = infer_fn.clone().unwrap_or_default();
            let segments = if result_segments {
                // The inferred types are one list: the caller sizes each variable-length group
                // but the last, which takes the rest.
                let variable: Vec<&Operand> = op
                    .results
                    .iter()
                    .zip(&result_arities)
                    .filter(|(_, a)| **a != Arity::Single)
                    .map(|(r, _)| r)
                    .collect();
                let counts: Vec<proc_macro2::Ident> = variable
                    .iter()
                    .take(variable.len().saturating_sub(1))
                    .map(|r| format_ident!("{}", names::result_count_param(r.name.as_str())))
                    .collect();
                result_params.extend(counts.iter().map(|c| quote!(#c: usize)));
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
    // The segment sizes the builder records (those of inferred results once they are known).
    if checked.operand_segments == Segments::AttrSized {
        build_props.push(quote!(("operandSegmentSizes", Some(::oxir::op_support::segment_sizes(ctx, &[#(#operand_sizes),*])))));
    }
    if result_segments && !fallible {
        build_props.push(quote!(("resultSegmentSizes", Some(::oxir::op_support::segment_sizes(ctx, &[#(#result_sizes),*])))));
    }

    // Regions.
    // The count of fixed regions plus the variadic ones the caller gives.
    let mut fixed_regions = 0usize;
    let mut variadic_region_counts = Vec::new();
    let mut region_params = Vec::new();
    for (index, (region, kind)) in op.regions.iter().zip(&checked.regions).enumerate() {
        let at = origin.at(region.span);
        let i = lit(index);
        let name = region.name.as_str();
        let accessor = format_ident!("{}", names::accessor_name(name));
        if kind.variadic {
            let doc = format!(" The regions `{name}` ({at}).");
            methods.push(quote!(
                #[doc = #doc]
                pub fn #accessor(self, body: &::oxir::Body) -> &[::oxir::RegionId] {
                    body.op_regions(self.0).get(#i..).unwrap_or(&[])
                }
            ));
            let param = format_ident!("{}", names::region_count_param(name));
            region_params.push(quote!(#param: u32));
            variadic_region_counts.push(param);
        } else {
            let doc = format!(
                " The region `{name}` (`None` only when the op lost its spec's shape) ({at})."
            );
            methods.push(quote!(
                #[doc = #doc]
                pub fn #accessor(self, body: &::oxir::Body) -> Option<::oxir::RegionId> {
                    ::oxir::op_support::region(body, self.0, #i)
                }
            ));
            fixed_regions += 1;
        }
        let bounds = match kind.blocks {
            BlockCount::Any => None,
            BlockCount::Exactly(n) => Some((n, Some(n), format!("region with {n} blocks"))),
            BlockCount::AtLeast(n) => Some((n, None, format!("region with at least {n} blocks"))),
            BlockCount::AtMost(n) => Some((0, Some(n), format!("region with at most {n} blocks"))),
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
            verify.push(quote!(
                ::oxir::op_support::verify_region_blocks(ctx, body, op, #i, #variadic, #name, (#min, #max), #description)?;
            ));
        }
    }

    // Successors.
    let mut successor_params = Vec::new();
    let mut successor_pieces = Vec::new();
    for (index, (successor, &variadic)) in op.successors.iter().zip(&checked.successors).enumerate()
    {
        let at = origin.at(successor.span);
        let i = lit(index);
        let name = successor.name.as_str();
        let accessor = format_ident!("{}", names::accessor_name(name));
        let param = format_ident!("{}", names::param_name(name));
        if variadic {
            let doc = format!(" The successors `{name}` ({at}).");
            let rest = if index == 0 {
                quote!(body.successors(self.0))
            } else {
                quote!(body.successors(self.0).skip(#i))
            };
            methods.push(quote!(
                #[doc = #doc]
                pub fn #accessor(self, body: &::oxir::Body) -> Vec<::oxir::BlockId> {
                    #rest.collect()
                }
            ));
            successor_params.push(quote!(#param: &[::oxir::BlockId]));
            successor_pieces.push(quote!(#param));
        } else {
            let doc = format!(
                " The successor `{name}` (`None` only when the op lost its spec's shape) ({at})."
            );
            methods.push(quote!(
                #[doc = #doc]
                pub fn #accessor(self, body: &::oxir::Body) -> Option<::oxir::BlockId> {
                    ::oxir::op_support::successor(body, self.0, #i)
                }
            ));
            successor_params.push(quote!(#param: ::oxir::BlockId));
            successor_pieces.push(quote!(::core::slice::from_ref(&#param)));
        }
    }

    // Hooks: a hand-written function at a path, or the wrapper's own `verify` /
    // `verify_regions` written beside the generated code; each asserted with its type where
    // the spec names it, and used through that constant.
    let mut hooks = Vec::new();
    let mut hook_consts = Vec::new();
    let mut hook_fn = |hook: &Option<Hook>,
                       conventional: &str,
                       key: &str,
                       kind: HookKind,
                       errors: &mut Vec<SpecDiagnostic>| {
        let hook = hook.as_ref()?;
        let asserted = assert_hook(
            origin,
            &format!("{}_HOOK", key.to_uppercase()),
            &format!("The `{key}` hook of `{full_name}`"),
            &Target::of(hook, conventional),
            kind,
            true,
        )
        .map_err(|e| errors.push(e))
        .ok()?;
        hook_consts.push(asserted.item);
        Some(asserted.value)
    };
    let user_verify = hook_fn(
        &op.hooks.verify,
        "verify",
        "verify",
        HookKind::Verify,
        &mut errors,
    );
    if let Some(verify_regions) = hook_fn(
        &op.hooks.region_verify,
        "verify_regions",
        "region_verify",
        HookKind::Verify,
        &mut errors,
    ) {
        hooks.push(quote!(.with_verify_regions(#verify_regions)));
    }
    // A hand-written custom form sits where a format's generated one would.
    if let Some(parse) = hook_fn(
        &op.hooks.parse,
        "parse_custom_form",
        "parse",
        HookKind::Parse,
        &mut errors,
    ) {
        hooks.push(quote!(.with_parse(#parse)));
    }
    if let Some(print) = hook_fn(
        &op.hooks.print,
        "print_custom_form",
        "print",
        HookKind::Print,
        &mut errors,
    ) {
        hooks.push(quote!(.with_print(#print)));
    }
    // Folding and canonicalization, for the rewrite driver.
    let user_fold = hook_fn(&op.hooks.fold, "fold", "fold", HookKind::Fold, &mut errors);
    let fold_traits: Vec<proc_macro2::Ident> = flags
        .iter()
        .filter(|f| matches!(**f, "Involution" | "Idempotent"))
        .map(|f| format_ident!("{}", f))
        .collect();
    if fold_traits.is_empty() {
        hooks.extend(user_fold.map(|fold| quote!(.with_fold(#fold))));
    } else {
        // MLIR's order: the op's own fold, then its traits' when that one does not fold it away.
        let (operands, first) = match user_fold {
            Some(fold) => (quote!(operands), quote!((#fold)(ctx, body, op, operands))),
            None => (
                quote!(_operands),
                quote!(::oxir::rewrite::FoldOutcome::NoFold),
            ),
        };
        methods.push(quote! {
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
        hooks.push(quote!(.with_fold(Self::fold_with_traits)));
    }
    if let Some(patterns) = hook_fn(
        &op.hooks.canonicalize,
        "canonicalization_patterns",
        "canonicalize",
        HookKind::Canonicalize,
        &mut errors,
    ) {
        hooks.push(quote!(.with_canonicalize(#patterns)));
    }
    // Checks run with the op's own verifier, after the traits: inferred result types, the
    // verifiers of its interfaces, then the hand-written one.
    let mut trait_checks = Vec::new();
    if let Some(path) = &infer_fn {
        trait_checks
            .push(quote!(::oxir::op_support::verify_inferred_result_types(ctx, body, op, #path)?;));
    }
    trait_checks.extend(super::interface::op_verifiers(
        dialect,
        &op.interfaces,
        &mut errors,
    ));
    let verify_hooks = if trait_checks.is_empty() {
        if let Some(verify) = &user_verify {
            hooks.push(quote!(.with_verify(#verify)));
        }
        quote!()
    } else {
        hooks.push(quote!(.with_verify(Self::verify_hooks)));
        let last = match &user_verify {
            Some(verify) => quote!((#verify)(ctx, body, op)),
            None => quote!(Ok(())),
        };
        let mut what = Vec::new();
        if matches!(checked.result_inference, ResultInference::Function(_)) {
            what.push("its inferred result types");
        }
        if trait_checks.len() > what.len() {
            what.push("the verifiers of its interfaces");
        }
        if user_verify.is_some() {
            what.push("its `verify` hook");
        }
        let doc = format!(
            " Runs the checks of `{full_name}` that follow its traits: {}.",
            what.join(", then ")
        );
        quote! {
            #[doc = #doc]
            fn verify_hooks(ctx: &::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId) -> Result<(), ::oxir::Diagnostic> {
                #(#trait_checks)*
                #last
            }
        }
    };
    let mut models =
        match super::interface::op_models(origin, dialect, &op.interfaces, &ty, &op.name.value) {
            Ok(models) => models,
            Err(mut e) => {
                errors.append(&mut e);
                quote!()
            }
        };
    if let Some(effects) = &checked.effects {
        models.extend(effects_model(effects));
    }
    let declared = match super::builders::declared_builders(op, checked, origin) {
        Ok(declared) => declared,
        Err(mut e) => {
            errors.append(&mut e);
            Vec::new()
        }
    };

    // The custom assembly form.
    if let Some(format) = &checked.format {
        match super::format::emit_format(dialect, op, checked, format) {
            Ok(emitted) => {
                methods.push(emitted.methods);
                hooks.push(emitted.hooks);
            }
            Err(mut e) => errors.append(&mut e),
        }
    }

    if !errors.is_empty() {
        return Err(errors);
    }

    let at = origin.at(op.span);
    let summary = op.summary.as_ref().map_or("", |s| s.as_str());
    let type_doc = format!(" `{full_name}`: {summary} ({at}).");
    let flags = flags.iter().map(|f| format_ident!("{}", f));
    let mut traits = quote!(::oxir::TraitSet::new(&[#(::oxir::Trait::#flags),*]));
    if !parents.is_empty() {
        traits = quote!(#traits.with_parents(&[#(#parents),*]));
    }
    if let Some(terminator) = implicit_terminator {
        traits = quote!(#traits.with_implicit_terminator(#terminator));
    }
    for path in &native {
        traits = quote!(#traits.with_native::<#path>());
    }
    let shape = shape_tokens(
        &operand_groups,
        &result_groups,
        region_shape,
        successor_shape,
    );
    let results = concatenated(quote!(results), &result_pieces);
    let operands = concatenated(quote!(operands), &operand_pieces);
    let successors = concatenated(quote!(successors), &successor_pieces);
    let regions = if op.regions.is_empty() {
        quote!()
    } else {
        let fixed = lit(fixed_regions);
        let region_count = match (fixed_regions, variadic_region_counts.as_slice()) {
            (_, []) => quote!(#fixed),
            (0, counts) => quote!(#(#counts)+*),
            (_, counts) => quote!(#fixed #(+ #counts)*),
        };
        quote!(.regions(#region_count))
    };
    let attr_loop = if build_attrs.is_empty() {
        quote!()
    } else {
        quote!(
            for (name, value) in [#(#build_attrs),*] {
                if let Some(value) = value {
                    state = state.attr(ctx.string_attr(name), value);
                }
            }
        )
    };
    let mutability = if build_props.is_empty() && build_attrs.is_empty() && !fallible {
        quote!()
    } else {
        quote!(mut)
    };
    let props = if build_props.is_empty() {
        quote!()
    } else {
        quote!(state.props = ::oxir::op_support::properties(ctx, &[#(#build_props),*]);)
    };
    let verify_doc = format!(" Checks what the spec of `{full_name}` states ({at}).");
    let build_doc = format!(
        " Creates a detached `{full_name}` from all its {}operands, attributes, regions and successors{}.",
        if infer_results { "" } else { "result types, " },
        if fallible {
            "; its result types are inferred, which may fail"
        } else {
            ""
        }
    );
    let build = if op.skip_default_builders {
        quote!()
    } else {
        let (ret, done) = if fallible {
            (
                quote!(Result<Self, ::oxir::Diagnostic>),
                quote!(Ok(Self(body.create_op(ctx, state)))),
            )
        } else {
            (quote!(Self), quote!(Self(body.create_op(ctx, state))))
        };
        let (early, late) = if fallible {
            (quote!(), inferred)
        } else {
            (inferred, quote!())
        };
        let params: Vec<&TokenStream> = result_params
            .iter()
            .chain(&operand_params)
            .chain(&build_params)
            .chain(&region_params)
            .chain(&successor_params)
            .collect();
        let create = super::builders::creator(
            &format_ident!("create"),
            &format_ident!("build"),
            &params,
            fallible,
            &format!(
                " Creates `{full_name}` at the insertion point of `b`, as [`Self::build`] does detached."
            ),
        );
        let unwrapped = (!unwrapped_conversions.is_empty()).then(|| {
            let params: Vec<&TokenStream> = result_params
                .iter()
                .chain(&operand_params)
                .chain(&unwrapped_params)
                .chain(&region_params)
                .chain(&successor_params)
                .collect();
            unwrapped_creator(&params, &unwrapped_conversions, fallible, &full_name)
        });
        let with_result_types = (infer_results && !result_segments).then(|| {
            let params: Vec<&TokenStream> = operand_params
                .iter()
                .chain(&build_params)
                .chain(&region_params)
                .chain(&successor_params)
                .collect();
            let mutability = if build_props.is_empty() && build_attrs.is_empty() {
                quote!()
            } else {
                quote!(mut)
            };
            let name = format_ident!("{}", names::explicit_types_creator_name());
            let doc = format!(
                " Creates `{full_name}` at the insertion point of `b` with the result types `result_types` instead of the inferred ones (one per result)."
            );
            let allow = (params.len() + 3 > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
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
                #(#build_params,)*
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
    };
    let items = quote! {
        #[doc = #type_doc]
        #[doc = ""]
        #[doc = " A view valid while the op keeps its spec's shape (see [`::oxir::Op`])."]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct #ty(pub ::oxir::OpId);

        impl #ty {
            /// The op's full name.
            pub const NAME: &'static str = #full_name;

            /// The operand, result, region and successor groups the spec declares.
            pub const SHAPE: ::oxir::op_support::Shape = #shape;

            /// `op` as this op, when it has this name and the shape its spec declares.
            pub fn from_op(ctx: &::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId) -> Option<Self> {
                ::oxir::op_support::has_shape(ctx, body, op, &Self::SHAPE).then_some(Self(op))
            }

            #(#methods)*

            #build

            #(#declared)*

            #[doc = #verify_doc]
            fn verify_invariants(
                ctx: &::oxir::Context,
                body: &::oxir::Body,
                op: ::oxir::OpId,
            ) -> Result<(), ::oxir::Diagnostic> {
                #(#verify)*
                Ok(())
            }

            #verify_hooks

            #(#hook_consts)*
            #infer_const

            /// What the context registers about this op.
            pub fn descriptor() -> ::oxir::OpDescriptor {
                let mut descriptor = ::oxir::OpDescriptor::new(Self::NAME)
                    .with_traits(#traits)
                    .with_property_names(&[#(#property_names),*])
                    .with_verify_invariants(Self::verify_invariants)
                    #(#hooks)*;
                descriptor.summary = #summary.to_string();
                #models
                descriptor
            }
        }

        impl ::oxir::Op for #ty {
            const NAME: &'static str = #full_name;

            fn from_op(ctx: &::oxir::Context, body: &::oxir::Body, op: ::oxir::OpId) -> Option<Self> {
                Self::from_op(ctx, body, op)
            }

            fn id(self) -> ::oxir::OpId {
                self.0
            }
        }
    };
    Ok(EmittedOp {
        items,
        descriptor: quote!(#ty::descriptor()),
    })
}

/// The statement of `descriptor()` installing the memory-effect model of a `MemoryEffects<[...]>`
/// trait: a table of effects on resources.
fn effects_model(effects: &[crate::checked::DeclaredEffect]) -> TokenStream {
    use crate::checked::EffectKind;
    let entries = effects.iter().map(|e| {
        let kind = match e.kind {
            EffectKind::Allocate => quote!(Allocate),
            EffectKind::Free => quote!(Free),
            EffectKind::Read => quote!(Read),
            EffectKind::Write => quote!(Write),
        };
        let resource = &e.resource;
        quote!((::oxir::effects::EffectKind::#kind, #resource))
    });
    quote! {
        descriptor.interfaces.insert::<dyn ::oxir::effects::MemoryEffectsInterface>(Box::new(
            ::oxir::effects::ResourceEffects(&[#(#entries),*]),
        ));
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

/// How many values a group holds, as the emitter needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Arity {
    Single,
    Optional,
    Variadic,
}

/// Whether checking the types of a group would find nothing wrong on any op: any type is
/// allowed and the group holds any number of values (an optional group still has its count
/// checked). Such checks are left out of the verifier, which runs on every op.
fn checks_nothing(pred: &TypePred, arity: Arity) -> bool {
    matches!(pred, TypePred::Any) && arity != Arity::Optional
}

fn arities(resolved: &[crate::lang::constraint::ResolvedType]) -> Vec<Arity> {
    resolved
        .iter()
        .map(|r| match r.variadicity {
            Variadicity::Single => Arity::Single,
            Variadicity::Optional => Arity::Optional,
            Variadicity::Variadic => Arity::Variadic,
            // One group of operands to the runtime; its split is the generator's.
            Variadicity::VariadicOfVariadic { .. } => Arity::Variadic,
        })
        .collect()
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

/// How an accessor reads an attribute: the typed view matching its constraint.
enum View {
    /// `UnitAttr`: a `bool`, whether it is there.
    Unit,
    /// A builtin view of `::oxir::attrs` (`IntegerAttr`).
    Builtin(&'static str),
    /// The view of one of the dialect's attribute definitions (`LayoutAttr`).
    Def(String),
    /// One of the dialect's enums, read with `from_attr`.
    Enum(String),
}

/// The typed attribute view matching an attribute predicate, if one fits.
fn view_of(dialect: &Dialect, pred: &AttrPred) -> Option<View> {
    let builtin = |v| Some(View::Builtin(v));
    match pred {
        AttrPred::Bool => builtin("BoolAttr"),
        AttrPred::Integer { .. } | AttrPred::Index | AttrPred::AnyInteger => builtin("IntegerAttr"),
        AttrPred::Float(_) => builtin("FloatAttr"),
        AttrPred::String => builtin("StringAttr"),
        AttrPred::Unit => Some(View::Unit),
        AttrPred::Type(_) => builtin("TypeAttr"),
        AttrPred::Dictionary => builtin("DictionaryAttr"),
        AttrPred::Array(_) => builtin("ArrayAttr"),
        AttrPred::DenseArray(_) => builtin("DenseArrayAttr"),
        AttrPred::AllOf(preds) => preds.first().and_then(|p| view_of(dialect, p)),
        AttrPred::Custom { path } => {
            let (owner, function) = path.rsplit_once("::")?;
            let def = dialect
                .attr_defs
                .iter()
                .any(|d| names::attr_def_name(&d.name.value) == owner);
            let enumeration = dialect.enums.iter().any(|e| e.name.value == owner);
            match function {
                "satisfies" if def => Some(View::Def(owner.to_string())),
                "satisfies_attr" if enumeration => Some(View::Enum(owner.to_string())),
                _ => None,
            }
        }
        _ => None,
    }
}

/// For a default-valued attribute whose constraint has a typed view (not a unit attribute): the
/// view's Rust type and the expression turning `value` (of that type) into an `Attribute`. Its
/// setter takes the view, `None` standing for the default.
fn default_view(
    dialect: &Dialect,
    checked: &crate::checked::CheckedAttr,
) -> Option<(TokenStream, TokenStream)> {
    default_text(&checked.presence)?;
    match view_of(dialect, &checked.constraint.pred)? {
        View::Unit => None,
        View::Builtin(view) => {
            let view = format_ident!("{}", view);
            Some((quote!(::oxir::attrs::#view), quote!(value.attr())))
        }
        View::Def(view) => {
            let view = format_ident!("{}", view);
            Some((quote!(#view), quote!(value.attr())))
        }
        View::Enum(e) => {
            let e = format_ident!("{}", e);
            Some((quote!(#e), quote!(value.get_attr(ctx))))
        }
    }
}

/// The `<name>_default(ctx)` function of a default-valued attribute: its default built once
/// by generated code, for the accessor, the parser and the printer.
fn default_fn(
    dialect: &Dialect,
    name: &str,
    checked: &crate::checked::CheckedAttr,
    at: &str,
) -> Option<TokenStream> {
    let text = default_text(&checked.presence)?;
    let default_fn = format_ident!("{}", names::default_fn_name(name));
    let value = super::plain::default_value(dialect, &checked.constraint.pred, text);
    let doc = format!(
        " The default of attribute `{name}`, `{text}` ({at}); `None` only when the context cannot read it."
    );
    Some(quote!(
        #[doc = #doc]
        pub fn #default_fn(ctx: &::oxir::Context) -> Option<::oxir::Attribute> {
            #value
        }
    ))
}

/// The accessor of attribute `name`: its typed view, the default when absent for a
/// default-valued one.
fn attr_accessor(
    dialect: &Dialect,
    name: &str,
    checked: &crate::checked::CheckedAttr,
    at: &str,
) -> TokenStream {
    let accessor = format_ident!("{}", names::accessor_name(name));
    let default = default_text(&checked.presence);
    let read = match default {
        None => quote!(::oxir::op_support::attr(ctx, body, self.0, #name)),
        Some(_) => {
            let default_fn = format_ident!("{}", names::default_fn_name(name));
            quote!(
                ::oxir::op_support::attr(ctx, body, self.0, #name)
                    .or_else(|| Self::#default_fn(ctx))
            )
        }
    };
    let (ret, expr, what) = match view_of(dialect, &checked.constraint.pred) {
        Some(View::Unit) => (quote!(bool), quote!(#read.is_some()), "Whether the op has"),
        Some(View::Builtin(view)) => {
            let view = format_ident!("{}", view);
            (
                quote!(Option<::oxir::attrs::#view>),
                quote!(#read.and_then(|a| a.dyn_cast::<::oxir::attrs::#view>(ctx))),
                "The value of",
            )
        }
        Some(View::Def(view)) => {
            let view = format_ident!("{}", view);
            (
                quote!(Option<#view>),
                quote!(#read.and_then(|a| a.dyn_cast::<#view>(ctx))),
                "The value of",
            )
        }
        Some(View::Enum(e)) => {
            let e = format_ident!("{}", e);
            (
                quote!(Option<#e>),
                quote!(#read.and_then(|a| #e::from_attr(ctx, a))),
                "The value of",
            )
        }
        None => (quote!(Option<::oxir::Attribute>), read, "The value of"),
    };
    let presence = match (&checked.presence, default) {
        (Presence::Required, _) => " (`None` only on an op that does not verify)".to_string(),
        (_, Some(text)) => format!(", `{text}` when absent"),
        _ => String::new(),
    };
    let doc = format!(" {what} attribute `{name}`{presence} ({at}).");
    quote!(
        #[doc = #doc]
        pub fn #accessor(self, ctx: &::oxir::Context, body: &::oxir::Body) -> #ret {
            #expr
        }
    )
}

/// The setter of attribute `name`: a required one takes a value, the others an `Option`
/// (`None` removes it), a unit attribute a `bool`.
fn attr_setter(
    dialect: &Dialect,
    name: &str,
    checked: &crate::checked::CheckedAttr,
    property: bool,
    at: &str,
) -> TokenStream {
    let setter = format_ident!("{}", names::setter_name(name));
    let (param, value, doc) = if matches!(
        view_of(dialect, &checked.constraint.pred),
        Some(View::Unit)
    ) {
        (
            quote!(value: bool),
            quote!(value.then(|| ctx.common().unit)),
            format!(" Sets or removes the unit attribute `{name}` ({at})."),
        )
    } else if let Some(plain) = plain_of(dialect, &checked.constraint.pred) {
        let ty = plain.rust_type();
        let attr = plain.to_attr(&format_ident!("value"));
        if checked.presence == Presence::Required {
            (
                quote!(value: #ty),
                quote!(Some(#attr)),
                format!(" Sets attribute `{name}` ({at})."),
            )
        } else {
            let default = if default_text(&checked.presence).is_some() {
                " so that it reads as its default"
            } else {
                ""
            };
            (
                quote!(value: Option<#ty>),
                quote!(value.map(|value| #attr)),
                format!(" Sets attribute `{name}`, or removes it with `None`{default} ({at})."),
            )
        }
    } else if let Some((view, attr)) = default_view(dialect, checked) {
        (
            quote!(value: Option<#view>),
            quote!(value.map(|value| #attr)),
            format!(
                " Sets attribute `{name}`, or removes it with `None` so that it reads as its default ({at})."
            ),
        )
    } else if checked.presence == Presence::Required {
        (
            quote!(value: ::oxir::Attribute),
            quote!(Some(value)),
            format!(" Sets attribute `{name}` ({at})."),
        )
    } else {
        (
            quote!(value: Option<::oxir::Attribute>),
            quote!(value),
            format!(" Sets attribute `{name}`, or removes it with `None` ({at})."),
        )
    };
    quote!(
        #[doc = #doc]
        pub fn #setter(self, ctx: &::oxir::Context, body: &mut ::oxir::Body, #param) {
            ::oxir::op_support::set_attr(ctx, body, self.0, #name, #value, #property);
        }
    )
}

/// The strings among trait arguments (`"func.func"`, `["a", "b"]`), unquoted.
fn string_args(args: &[crate::model::Spanned<String>]) -> Vec<String> {
    args.iter()
        .flat_map(crate::entity_check::string_list)
        .collect()
}
