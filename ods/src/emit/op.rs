//! The Rust emitted for one op: its `Copy` wrapper with `NAME` and `from_op`, named accessors of
//! operands, results, attributes, regions and successors, the generated builder, the invariants
//! verifier (counts, then attributes, operands, results, regions, successors, with MLIR's
//! messages), and the descriptor that registers it.
//!
//! Logic that would repeat per op lives in the runtime's `::oxir::op_support` and in the shared
//! constraint checks of [`super::constraints`]; this module only writes the calls. The custom
//! form's parser and printer come from [`super::format`].

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use super::constraints::Checks;
use super::pred_traits::{PRED_TRAITS, emit_pred_trait};
use crate::checked::{BlockCount, CheckedOp, Segments};
use crate::diag::SpecDiagnostic;
use crate::lang::constraint::{Presence, Variadicity};
use crate::lang::library::AttrPred;
use crate::model::{AttrStorage, Dialect, Hook, Op, Operand};
use crate::names;

/// Runtime traits that a spec trait of the same meaning sets, by spec name.
const FLAG_TRAITS: &[(&str, &[&str])] = &[
    ("AffineScope", &["AffineScope"]),
    ("AlwaysSpeculatable", &["AlwaysSpeculatable"]),
    ("AttrSizedOperandSegments", &["AttrSizedOperandSegments"]),
    ("AttrSizedResultSegments", &["AttrSizedResultSegments"]),
    ("AutomaticAllocationScope", &["AutomaticAllocationScope"]),
    ("Commutative", &["Commutative"]),
    ("ConstantLike", &["ConstantLike"]),
    ("Elementwise", &["Elementwise"]),
    ("ElementwiseMappable", &["Elementwise", "Scalarizable"]),
    (
        "GraphRegionNoTerminator",
        &["NoTerminator", "HasOnlyGraphRegion"],
    ),
    ("HasOnlyGraphRegion", &["HasOnlyGraphRegion"]),
    ("IsolatedFromAbove", &["IsolatedFromAbove"]),
    ("NoMemoryEffect", &["NoMemoryEffect"]),
    ("NoRegionArguments", &["NoRegionArguments"]),
    ("NoTerminator", &["NoTerminator"]),
    ("Pure", &["NoMemoryEffect", "AlwaysSpeculatable"]),
    ("RecursiveMemoryEffects", &["RecursiveMemoryEffects"]),
    ("ResultsBroadcastableShape", &["ResultsBroadcastableShape"]),
    ("ReturnLike", &["ReturnLike"]),
    (
        "SameOperandsAndResultElementType",
        &["SameOperandsAndResultElementType"],
    ),
    (
        "SameOperandsAndResultShape",
        &["SameOperandsAndResultShape"],
    ),
    ("SameOperandsAndResultType", &["SameOperandsAndResultType"]),
    ("SameOperandsElementType", &["SameOperandsElementType"]),
    ("SameOperandsShape", &["SameOperandsShape"]),
    ("SameTypeOperands", &["SameTypeOperands"]),
    ("Scalarizable", &["Scalarizable"]),
    ("SingleBlock", &["SingleBlock"]),
    ("Symbol", &["Symbol"]),
    ("SymbolTable", &["SymbolTable"]),
    ("Terminator", &["IsTerminator"]),
];

/// Spec traits that only describe the op to analyses the runtime does not have yet, or that the
/// emitter handles elsewhere (segment sizes): nothing to register or check.
const DESCRIPTIVE_TRAITS: &[&str] = &[
    "ConditionallySpeculatable",
    "FirstAttrDerivedResultType",
    "Idempotent",
    "InferTensorType",
    "InferTypeOpAdaptor",
    "Involution",
    "MemRefsNormalizable",
    "MemoryEffects",
    "RecursivelySpeculatable",
    "SameVariadicOperandSize",
    "SameVariadicResultSize",
    "Tensorizable",
    "Vectorizable",
];

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

    let operand_arities = arities(&checked.operands, &op.operands, &mut errors);
    let result_arities = arities(&checked.results, &op.results, &mut errors);
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
    let mut pred_traits = Vec::new();
    for t in &op.traits {
        let name = t.name.as_str();
        if PRED_TRAITS.contains(&name) {
            match emit_pred_trait(op, t) {
                Ok(check) => pred_traits.push(check),
                Err(e) => errors.push(e),
            }
        } else if let Some((_, set)) = FLAG_TRAITS.iter().find(|(n, _)| *n == name) {
            flags.extend(set.iter().copied());
        } else if DESCRIPTIVE_TRAITS.contains(&name) {
        } else if name == "HasParent" || name == "ParentOneOf" {
            parents.extend(string_args(t.args.as_deref().unwrap_or(&[])));
        } else if name == "SingleBlockImplicitTerminator" {
            implicit_terminator = string_args(t.args.as_deref().unwrap_or(&[]))
                .into_iter()
                .next();
        } else if matches!(
            name,
            "AllTypesMatch" | "TypesMatchWith" | "RangedTypesMatchWith"
        ) {
            // Checked below, from the entities the checks resolved.
        } else {
            errors.push(
                SpecDiagnostic::error(t.name.span, format!("trait `{name}` is not generated yet"))
                    .with_help("leave it out, or check it in a `verify` hook"),
            );
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
        let accessor = format_ident!("{}", names::accessor_name(name));
        let read = quote!(::oxir::op_support::attr(ctx, body, self.0, #name));
        let (ret, expr, what) = match view_of(&checked_attr.constraint.pred) {
            Some("UnitAttr") => (quote!(bool), quote!(#read.is_some()), "Whether the op has"),
            Some(view) => {
                let view = format_ident!("{}", view);
                (
                    quote!(Option<::oxir::attrs::#view>),
                    quote!(#read.and_then(|a| a.dyn_cast::<::oxir::attrs::#view>(ctx))),
                    "The value of",
                )
            }
            None => (quote!(Option<::oxir::Attribute>), read, "The value of"),
        };
        let presence = match &checked_attr.presence {
            Presence::Required => " (`None` only on an op that does not verify)",
            Presence::Default(_) | Presence::OptionalWithDefault(_) => {
                " (`None` when absent: the default applies)"
            }
            Presence::Optional => "",
        };
        let doc = format!(" {what} attribute `{name}`{presence} ({at}).");
        methods.push(quote!(
            #[doc = #doc]
            pub fn #accessor(self, body: &::oxir::Body, ctx: &::oxir::Context) -> #ret {
                #expr
            }
        ));
        let param = format_ident!("{}", names::accessor_name(name));
        let value = if required {
            build_params.push(quote!(#param: ::oxir::Attribute));
            quote!(Some(#param))
        } else {
            build_params.push(quote!(#param: Option<::oxir::Attribute>));
            quote!(#param)
        };
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
    let infer_results = flags.contains(&"SameOperandsAndResultType")
        && result_arities.iter().all(|a| *a == Arity::Single)
        && operand_arities.first() == Some(&Arity::Single);
    let mut result_checks = Vec::new();
    let mut result_methods = Vec::new();
    let mut result_params = Vec::new();
    let mut result_pieces = Vec::new();
    let mut result_sizes = Vec::new();
    for (i, (result, resolved)) in op.results.iter().zip(&checked.results).enumerate() {
        let at = origin.at(result.span);
        let index = lit(i);
        let check = checks.type_check(&resolved.pred, &resolved.name, &at);
        let description = &resolved.description;
        result_checks.push(quote!(
            ::oxir::op_support::verify_group_types(ctx, body, op, true, &Self::SHAPE.results, #index, #check, #description)?;
        ));
        result_methods.push(value_accessor(result, result_arities[i], true, i, &at));
        let param = format_ident!("{}_type", names::snake_case(result.name.as_str()));
        let (ty, piece, size) = piece_of(result_arities[i], &param, quote!(::oxir::Type));
        if infer_results {
            result_pieces.push(quote!(::core::slice::from_ref(&inferred)));
        } else {
            result_params.push(quote!(#param: #ty));
            result_pieces.push(piece);
        }
        result_sizes.push(size);
    }
    let mut operand_params = Vec::new();
    let mut operand_pieces = Vec::new();
    let mut operand_sizes = Vec::new();
    for (i, (operand, resolved)) in op.operands.iter().zip(&checked.operands).enumerate() {
        let at = origin.at(operand.span);
        let index = lit(i);
        let check = checks.type_check(&resolved.pred, &resolved.name, &at);
        let description = &resolved.description;
        verify.push(quote!(
            ::oxir::op_support::verify_group_types(ctx, body, op, false, &Self::SHAPE.operands, #index, #check, #description)?;
        ));
        methods.push(value_accessor(operand, operand_arities[i], false, i, &at));
        let param = format_ident!("{}", names::accessor_name(operand.name.as_str()));
        let (ty, piece, size) = piece_of(operand_arities[i], &param, quote!(::oxir::Value));
        operand_params.push(quote!(#param: #ty));
        operand_pieces.push(piece);
        operand_sizes.push(size);
    }
    verify.append(&mut result_checks);
    // Predicate traits come after the value constraints, as MLIR verifies them.
    verify.append(&mut pred_traits);
    methods.append(&mut result_methods);
    // The segment sizes the builder records.
    if checked.operand_segments == Segments::AttrSized {
        build_props.push(quote!(("operandSegmentSizes", Some(::oxir::op_support::segment_sizes(ctx, &[#(#operand_sizes),*])))));
    }
    if checked.result_segments == Segments::AttrSized {
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
            let param = format_ident!("num_{}", names::snake_case(name));
            region_params.push(quote!(#param: u32));
            variadic_region_counts.push(param);
        } else {
            let doc = format!(" The region `{name}` ({at}).");
            methods.push(quote!(
                #[doc = #doc]
                pub fn #accessor(self, body: &::oxir::Body) -> ::oxir::RegionId {
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
            successor_params.push(quote!(#accessor: &[::oxir::BlockId]));
            successor_pieces.push(quote!(#accessor));
        } else {
            let doc = format!(" The successor `{name}` ({at}).");
            methods.push(quote!(
                #[doc = #doc]
                pub fn #accessor(self, body: &::oxir::Body) -> ::oxir::BlockId {
                    ::oxir::op_support::successor(body, self.0, #i)
                }
            ));
            successor_params.push(quote!(#accessor: ::oxir::BlockId));
            successor_pieces.push(quote!(::core::slice::from_ref(&#accessor)));
        }
    }

    // Type equalities across entities, checked after everything else as MLIR checks
    // `PredOpTrait`s.

    // Hooks.
    let mut hooks = Vec::new();
    for (hook, setter, key) in [
        (&op.hooks.verify, quote!(with_verify), "verify"),
        (
            &op.hooks.region_verify,
            quote!(with_verify_regions),
            "region_verify",
        ),
        (&op.hooks.parse, quote!(with_parse), "parse"),
        (&op.hooks.print, quote!(with_print), "print"),
        (&op.hooks.fold, quote!(with_fold), "fold"),
        (
            &op.hooks.canonicalize,
            quote!(with_canonicalize),
            "canonicalize",
        ),
    ] {
        match hook {
            Some(Hook::Path(path)) => match path.as_str().parse::<TokenStream>() {
                Ok(path) => hooks.push(quote!(.#setter(#path))),
                Err(_) => errors.push(SpecDiagnostic::error(path.span, "expected a Rust path")),
            },
            Some(Hook::Default(span)) => errors.push(
                SpecDiagnostic::error(*span, format!("`{key} = true` is not generated yet"))
                    .with_help(format!(
                        "name the function: `{key} = \"crate::path::to_fn\"`"
                    )),
            ),
            None => {}
        }
    }

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
    let shape = shape_tokens(
        &operand_groups,
        &result_groups,
        region_shape,
        successor_shape,
    );
    let inferred = if infer_results {
        let first = op
            .operands
            .first()
            .map(|o| format_ident!("{}", names::accessor_name(o.name.as_str())));
        quote!(let inferred = body.value_type(#first);)
    } else {
        quote!()
    };
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
    let mutability = if build_props.is_empty() && build_attrs.is_empty() {
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
        " Creates a detached `{full_name}` from all its {}operands, attributes, regions and successors.",
        if infer_results { "" } else { "result types, " }
    );
    let items = quote! {
        #[doc = #type_doc]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct #ty(pub ::oxir::OpId);

        impl #ty {
            /// The op's full name.
            pub const NAME: &'static str = #full_name;

            /// The operand, result, region and successor groups the spec declares.
            pub const SHAPE: ::oxir::op_support::Shape = #shape;

            /// `op` as this op, when it has this name and the shape its spec declares.
            pub fn from_op(body: &::oxir::Body, ctx: &::oxir::Context, op: ::oxir::OpId) -> Option<Self> {
                ::oxir::op_support::has_shape(ctx, body, op, &Self::SHAPE).then_some(Self(op))
            }

            #(#methods)*

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
            ) -> Self {
                #inferred
                let #mutability state = ::oxir::OperationState::new(ctx.op_name(Self::NAME), loc)
                    #results #operands #successors #regions;
                #props
                #attr_loop
                Self(body.create_op(ctx, state))
            }

            #[doc = #verify_doc]
            fn verify_invariants(
                ctx: &::oxir::Context,
                body: &::oxir::Body,
                op: ::oxir::OpId,
            ) -> Result<(), ::oxir::Diagnostic> {
                #(#verify)*
                Ok(())
            }

            /// What the context registers about this op.
            pub fn descriptor() -> ::oxir::OpDescriptor {
                let mut descriptor = ::oxir::OpDescriptor::new(Self::NAME)
                    .with_traits(#traits)
                    .with_property_names(&[#(#property_names),*])
                    .with_verify_invariants(Self::verify_invariants)
                    #(#hooks)*;
                descriptor.summary = #summary.to_string();
                descriptor
            }
        }

        impl ::oxir::Op for #ty {
            const NAME: &'static str = #full_name;

            fn from_op(body: &::oxir::Body, ctx: &::oxir::Context, op: ::oxir::OpId) -> Option<Self> {
                Self::from_op(body, ctx, op)
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

/// The call of state method `method` with the slices `pieces` joined; nothing when there are
/// none.
fn concatenated(method: TokenStream, pieces: &[TokenStream]) -> TokenStream {
    match pieces {
        [] => quote!(),
        [one] => quote!(.#method(#one)),
        _ => quote!(.#method(&[#(#pieces),*].concat())),
    }
}

/// How many values a group holds, as the emitter needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Arity {
    Single,
    Optional,
    Variadic,
}

fn arities(
    resolved: &[crate::lang::constraint::ResolvedType],
    specs: &[Operand],
    errors: &mut Vec<SpecDiagnostic>,
) -> Vec<Arity> {
    resolved
        .iter()
        .zip(specs)
        .map(|(r, spec)| match r.variadicity {
            Variadicity::Single => Arity::Single,
            Variadicity::Optional => Arity::Optional,
            Variadicity::Variadic => Arity::Variadic,
            Variadicity::VariadicOfVariadic { .. } => {
                errors.push(SpecDiagnostic::error(
                    spec.constraint.span,
                    "`VariadicOfVariadic` is not generated yet",
                ));
                Arity::Variadic
            }
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
        pub fn #accessor(self, body: &::oxir::Body, ctx: &::oxir::Context) -> #ret {
            ::oxir::op_support::#helper(ctx, body, self.0, #results, #groups, #index)
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

/// The typed attribute view matching an attribute predicate, if one fits.
fn view_of(pred: &AttrPred) -> Option<&'static str> {
    match pred {
        AttrPred::Bool => Some("BoolAttr"),
        AttrPred::Integer { .. } | AttrPred::Index => Some("IntegerAttr"),
        AttrPred::Float(_) => Some("FloatAttr"),
        AttrPred::String => Some("StringAttr"),
        AttrPred::Unit => Some("UnitAttr"),
        AttrPred::Type(_) => Some("TypeAttr"),
        AttrPred::Dictionary => Some("DictionaryAttr"),
        AttrPred::Array(_) => Some("ArrayAttr"),
        AttrPred::DenseArray(_) => Some("DenseArrayAttr"),
        AttrPred::AllOf(preds) => preds.first().and_then(view_of),
        _ => None,
    }
}

/// The strings among trait arguments (`"func.func"`, `["a", "b"]`), unquoted.
pub(super) fn string_args(args: &[crate::model::Spanned<String>]) -> Vec<String> {
    args.iter()
        .flat_map(|a| {
            a.as_str()
                .trim()
                .trim_start_matches('[')
                .trim_end_matches(']')
                .split(',')
                .map(|s| s.trim().trim_matches('"').to_string())
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// An integer literal without a suffix, so generated code reads like hand-written code.
fn lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}
