//! The checks of an op that read its embedded texts: operand and result type constraints and
//! attribute constraints resolved against the [`Library`], region and successor constraints,
//! and the rules that follow from the resolution (several variable-length groups need segment
//! sizes, an attribute is not made optional twice), trait arguments naming entities, and the
//! assembly format against the op's shape. The result is the [`ResolvedOp`].
//!
//! This module does not check names or duplicates (that is [`crate::check`], which calls it),
//! and it does not parse the languages itself: [`crate::lang`] does.

use crate::diag::{SpecDiagnostic, did_you_mean};
use crate::entity_check;
use crate::lang::constraint::{
    Arg, Constraint, Presence, ResolvedType, Variadicity, parse_constraint, resolve_attr,
    resolve_type,
};
use crate::lang::format::{OpShape, ShapeAttr, ShapeItem, ShapeValue, parse_and_check};
use crate::lang::library::{AttrPred, ConstraintKind, CustomConstraint, Library, Lookup};
use crate::model::{AttrPresence, ConstraintDefKind, Def, Dialect, Op, Operand, Spanned};
use crate::names;
use crate::op_traits;
use crate::resolved::{
    BlockCount, RegionKind, ResolvedAttribute, ResolvedOp, ResolvedRegion, ResolvedSuccessor,
    ResolvedTrait, ResolvedValue, Segments, is_variable_length,
};
use crate::trait_args::check_trait_args;

/// The library a dialect's constraints resolve against: MLIR's builtin constraints plus the
/// dialect's own type, attribute and enum definitions under their Rust type names
/// (`ComplexType`, `LayoutAttr`, and `<Enum>Attr` for an enum's attribute form). For those, the
/// custom constraint's path is the generated check: `ComplexType::satisfies`,
/// `<Enum>::satisfies_attr`.
pub fn dialect_library(dialect: &Dialect, errors: &mut Vec<SpecDiagnostic>) -> Library {
    let mut library = Library::builtin();
    let dialect_name = &dialect.name.value;
    let mut add = |name: String, rust: String, kind, description: String, span| {
        let custom = CustomConstraint {
            rust,
            name,
            kind,
            description,
            span,
        };
        // A clash between the dialect's own names is reported by the Rust-name checks.
        if matches!(library.lookup(&custom.name), Some(Lookup::Custom(_))) {
            return;
        }
        if let Err(e) = library.add_custom(custom) {
            errors.push(e);
        }
    };
    let types = dialect.type_defs.iter().map(|d| {
        let rust = names::type_def_name(&d.name.value);
        (d, rust, ConstraintKind::Type, "type")
    });
    let attrs = dialect.attr_defs.iter().map(|d| {
        let rust = names::attr_def_name(&d.name.value);
        (d, rust, ConstraintKind::Attr, "attribute")
    });
    for (def, rust, kind, word) in types.chain(attrs) {
        let description = def.summary.as_ref().map_or_else(
            || format!("{dialect_name} {} {word}", def.name.value),
            |s| s.value.clone(),
        );
        add(
            rust.clone(),
            format!("{rust}::satisfies"),
            kind,
            description,
            def.name.span,
        );
    }
    for e in &dialect.enums {
        // MLIR's `IntEnumAttr` (`StrEnumAttr`) summary when the spec gives none; an attribute form of its own
        // is described as a definition is.
        let description = e.summary.as_ref().map_or_else(
            || {
                if e.attr_mnemonic.is_some() {
                    return format!("{dialect_name} {} attribute", e.name.value);
                }
                // MLIR's `StrEnumAttr` summary.
                if e.is_str() {
                    let strings: Vec<String> = (e.cases.iter())
                        .map(|c| format!("'{}'", c.spelling().value))
                        .collect();
                    return format!("allowed string cases: {}", strings.join(", "));
                }
                let values: Vec<String> =
                    e.cases.iter().map(|c| c.int_value().to_string()).collect();
                format!(
                    "allowed {}-bit signless integer cases: {}",
                    e.storage_width(),
                    values.join(", ")
                )
            },
            |s| s.value.clone(),
        );
        add(
            format!("{}Attr", e.name.value),
            format!("{}::satisfies_attr", e.name.value),
            ConstraintKind::Attr,
            description,
            e.name.span,
        );
    }
    for c in &dialect.constraints {
        let kind = match c.kind.value {
            ConstraintDefKind::Type => ConstraintKind::Type,
            ConstraintDefKind::Attr => ConstraintKind::Attr,
        };
        // MLIR's message names a constraint without a summary by its record name.
        let description = c
            .summary
            .as_ref()
            .map_or_else(|| c.name.value.clone(), |s| s.value.clone());
        let rust = format!("{}::satisfies", c.name.value);
        add(c.name.value.clone(), rust, kind, description, c.name.span);
    }
    // The definitions left out for their errors resolve too, so that their uses are not errors
    // of their own; the dialect has errors, so nothing is emitted from them.
    let withheld = &dialect.withheld;
    let withheld = (withheld.type_defs.iter())
        .map(|name| (names::type_def_name(name), ConstraintKind::Type))
        .chain(
            (withheld.attr_defs.iter())
                .map(|name| (names::attr_def_name(name), ConstraintKind::Attr)),
        )
        .chain((withheld.enums.iter()).map(|name| (format!("{name}Attr"), ConstraintKind::Attr)))
        // A constraint left out may be of either kind: it is taken as a type constraint.
        .chain((withheld.constraints.iter()).map(|name| (name.clone(), ConstraintKind::Type)));
    for (name, kind) in withheld {
        let rust = format!("{name}::satisfies");
        add(name, rust, kind, String::new(), dialect.span);
    }
    library
}

/// Resolves and checks the embedded texts of `op` (named `full_name`, with the dialect
/// prefix; `custom_directives` tells whether the op or its dialect names the Rust module of
/// `custom<Name>` directives). Returns it resolved when everything resolved; every
/// problem is pushed to `errors`.
pub fn check_op(
    op: &Op,
    dialect: &Dialect,
    full_name: &str,
    custom_directives: bool,
    library: &Library,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<ResolvedOp> {
    let before = errors.len();
    let operands = resolve_values(&op.operands, library, errors);
    let results = resolve_values(&op.results, library, errors);
    let attributes: Vec<Option<ResolvedAttribute>> = op
        .attributes
        .iter()
        .map(|a| {
            let constraint = parse(&a.constraint, errors)?;
            let resolved = resolve_attr(&constraint, library)
                .map_err(|e| errors.extend(e))
                .ok()?;
            let presence = combine_presence(&a.name, &a.presence, &resolved.presence, errors)?;
            Some(ResolvedAttribute {
                spec: a.clone(),
                constraint: resolved,
                presence,
            })
        })
        .collect();
    let regions: Vec<Option<RegionKind>> = op
        .regions
        .iter()
        .map(|r| match &r.constraint {
            None => Some(RegionKind {
                variadic: false,
                blocks: BlockCount::Any,
            }),
            Some(text) => region_kind(text, errors),
        })
        .collect();
    let successors: Vec<Option<bool>> = op
        .successors
        .iter()
        .map(|s| match &s.constraint {
            None => Some(false),
            Some(text) => successor_kind(text, errors),
        })
        .collect();

    sub_group_sizes(op, &operands, &results, &attributes, errors);
    fold_trait_shapes(op, &operands, &results, errors);
    let before_traits = errors.len();
    let entities = check_trait_args(op, errors);
    let traits_resolved = errors.len() == before_traits;
    let effects = crate::effect_args::check_effects(op, errors);
    let operand_segments = segments(
        op,
        full_name,
        &op.operands,
        &operands,
        Group::OPERANDS,
        errors,
    );
    let result_segments = segments(op, full_name, &op.results, &results, Group::RESULTS, errors);

    let type_equalities = equal_types(op, entities.equal_types.clone());
    // A format is checked against the op's shape only when every part of the shape resolved:
    // an unresolved constraint would make its errors guesses. Its syntax is checked always, so
    // that its errors come with the others.
    let mut format = None;
    let shape_resolved = traits_resolved
        && operands.iter().chain(&results).all(Option::is_some)
        && attributes.iter().all(Option::is_some)
        && regions.iter().all(Option::is_some)
        && successors.iter().all(Option::is_some);
    if !shape_resolved
        && let Some(text) = &op.format
        && !text.value.trim().is_empty()
        && let Err(e) = crate::lang::format::parse_format(&text.value, text.span)
    {
        errors.extend(e);
    }
    if shape_resolved
        && let Some(text) = &op.format
        && !text.value.trim().is_empty()
    {
        let shape = OpShape {
            name: full_name.to_string(),
            operands: shape_values(&op.operands, &operands),
            results: shape_values(&op.results, &results),
            attributes: op
                .attributes
                .iter()
                .zip(&attributes)
                .map(|(a, c)| ShapeAttr {
                    name: a.name.value.clone(),
                    optional: c.as_ref().is_some_and(|c| c.presence != Presence::Required),
                })
                .collect(),
            regions: op
                .regions
                .iter()
                .zip(&regions)
                .map(|(r, k)| ShapeItem {
                    name: r.name.value.clone(),
                    variadic: k.as_ref().is_some_and(|k| k.variadic),
                })
                .collect(),
            successors: op
                .successors
                .iter()
                .zip(&successors)
                .map(|(s, v)| ShapeItem {
                    name: s.name.value.clone(),
                    variadic: *v == Some(true),
                })
                .collect(),
            equal_types: type_equalities.clone(),
            derived_types: entities.derived_types.clone(),
            infers_result_types: op.infer_result_types.is_some()
                || op
                    .traits
                    .iter()
                    .any(|t| matches!(t.name.as_str(), "FirstAttrDerivedResultType")),
            custom_directives,
            untyped_attrs: op
                .attributes
                .iter()
                .zip(&attributes)
                .filter(|(_, c)| {
                    c.as_ref().is_some_and(|c| {
                        reads_trailing_type(&c.constraint.pred)
                            || attr_definition_syntax(&c.constraint.pred, dialect) == Some(false)
                    })
                })
                .map(|(a, _)| a.name.value.clone())
                .collect(),
            definition_attrs: op
                .attributes
                .iter()
                .zip(&attributes)
                .filter(|(_, c)| {
                    c.as_ref().is_some_and(|c| {
                        attr_definition_syntax(&c.constraint.pred, dialect).is_some()
                    })
                })
                .map(|(a, _)| a.name.value.clone())
                .collect(),
            operands_same_size: operand_segments == Segments::SameSize,
            results_same_size: result_segments == Segments::SameSize,
        };
        match parse_and_check(&text.value, text.span, &shape) {
            Ok(f) => format = Some(f),
            Err(e) => errors.extend(e),
        }
    }

    if errors.len() > before {
        return None;
    }
    let operands: Vec<ResolvedType> = operands.into_iter().collect::<Option<_>>()?;
    let results: Vec<ResolvedType> = results.into_iter().collect::<Option<_>>()?;
    let result_inference = entity_check::result_inference(op, &operands, &results, errors);
    let entity_constraints = entity_check::entity_constraints(op, errors);
    if errors.len() > before {
        return None;
    }
    let regions: Vec<RegionKind> = regions.into_iter().collect::<Option<_>>()?;
    let successors: Vec<bool> = successors.into_iter().collect::<Option<_>>()?;
    // The checks refuse trait names that are not in the catalogue.
    let traits = (op.traits.iter())
        .map(|t| {
            Some(ResolvedTrait {
                spec: t.clone(),
                entry: op_traits::op_trait(&t.name.value)?,
            })
        })
        .collect::<Option<_>>()?;
    let resolved = ResolvedOp {
        spec: op.clone(),
        operands: resolved_values(&op.operands, operands),
        results: resolved_values(&op.results, results),
        attributes: attributes.into_iter().collect::<Option<_>>()?,
        regions: (op.regions.iter().cloned())
            .zip(regions)
            .map(|(spec, kind)| ResolvedRegion { spec, kind })
            .collect(),
        successors: (op.successors.iter().cloned())
            .zip(successors)
            .map(|(spec, variadic)| ResolvedSuccessor { spec, variadic })
            .collect(),
        traits,
        operand_segments,
        result_segments,
        format,
        result_inference,
        entity_constraints,
        type_equalities,
        effects,
    };
    // An entity whose name is no identifier (reported by the name checks) has no Rust name to
    // generate with.
    let names = (op
        .operands
        .iter()
        .chain(&op.results)
        .map(|v| v.name.as_str()))
    .chain(op.attributes.iter().map(|a| a.name.as_str()))
    .chain(op.regions.iter().map(|r| r.name.as_str()))
    .chain(op.successors.iter().map(|s| s.name.as_str()));
    if !names.into_iter().all(crate::check::is_identifier) {
        return None;
    }
    // Generating the format finds what it asks that cannot be generated: those errors are
    // the spec's, reported with the others.
    let generation = crate::emit::format_errors(dialect, &resolved);
    if !generation.is_empty() {
        errors.extend(generation);
        return None;
    }
    Some(resolved)
}

/// Each of `specs` with its resolved constraint.
fn resolved_values(specs: &[Operand], constraints: Vec<ResolvedType>) -> Vec<ResolvedValue> {
    (specs.iter().cloned())
        .zip(constraints)
        .map(|(spec, constraint)| ResolvedValue { spec, constraint })
        .collect()
}

/// `Involution` folds `f(f(x))` to `x` and `Idempotent` `f(f(x))` to `f(x)` (and `f(x, x)` to
/// `x`): MLIR asks for one result and `SameOperandsAndResultType`, with one operand
/// (`Involution`) or one or two (`Idempotent`), all single.
fn fold_trait_shapes(
    op: &Op,
    operands: &[Option<ResolvedType>],
    results: &[Option<ResolvedType>],
    errors: &mut Vec<SpecDiagnostic>,
) {
    let single = |groups: &[Option<ResolvedType>]| {
        groups.iter().all(|g| {
            g.as_ref()
                .is_some_and(|g| g.variadicity == Variadicity::Single)
        })
    };
    let same_type = op
        .traits
        .iter()
        .any(|t| t.name.value == "SameOperandsAndResultType");
    for t in &op.traits {
        let operand_counts: &[usize] = match t.name.as_str() {
            "Involution" => &[1],
            "Idempotent" => &[1, 2],
            _ => continue,
        };
        let fits = same_type
            && results.len() == 1
            && single(results)
            && operand_counts.contains(&operands.len())
            && single(operands);
        if !fits {
            let operands = if operand_counts.len() == 1 {
                "one operand"
            } else {
                "one or two operands"
            };
            errors.push(
                SpecDiagnostic::error(
                    t.name.span,
                    format!(
                        "trait `{}` needs {operands}, one result and `SameOperandsAndResultType`",
                        t.name.value
                    ),
                )
                .with_help(format!(
                    "op `{}` does not fold so: leave the trait out, or give the op that shape",
                    op.name.value
                )),
            );
        }
    }
}

/// The `VariadicOfVariadic<T, "segments">` groups: operands only, and `segments` names an
/// attribute of the op that is a `DenseI32ArrayAttr` (which holds the sub-group sizes).
fn sub_group_sizes(
    op: &Op,
    operands: &[Option<ResolvedType>],
    results: &[Option<ResolvedType>],
    attributes: &[Option<ResolvedAttribute>],
    errors: &mut Vec<SpecDiagnostic>,
) {
    for (result, resolved) in op.results.iter().zip(results) {
        if let Some(Variadicity::VariadicOfVariadic { .. }) =
            resolved.as_ref().map(|r| &r.variadicity)
        {
            errors.push(
                SpecDiagnostic::error(
                    result.constraint.span,
                    format!(
                        "result `{}` cannot be a `VariadicOfVariadic`",
                        result.name.value
                    ),
                )
                .with_help("groups of groups are for operands only: make it `Variadic<...>`"),
            );
        }
    }
    for (operand, resolved) in op.operands.iter().zip(operands) {
        let Some(Variadicity::VariadicOfVariadic { segment_attr }) =
            resolved.as_ref().map(|r| &r.variadicity)
        else {
            continue;
        };
        let found = op
            .attributes
            .iter()
            .zip(attributes)
            .find(|(a, _)| a.name.value == *segment_attr);
        match found {
            None => errors.push(
                SpecDiagnostic::error(
                    operand.constraint.span,
                    format!("operand `{}` is sized by attribute `{segment_attr}`, which op `{}` does not have", operand.name.value, op.name.value),
                )
                .with_help(format!("add `{{ name = \"{segment_attr}\", type = \"DenseI32ArrayAttr\" }}` to `attributes`")),
            ),
            Some((attr, Some(checked)))
                if checked.constraint.pred
                    != AttrPred::DenseArray(crate::lang::library::DenseArrayElement::I32)
                    || checked.presence != Presence::Required =>
            {
                errors.push(
                    SpecDiagnostic::error(
                        attr.constraint.span,
                        format!("attribute `{segment_attr}` holds the sizes of the groups of operand `{}`: it must be a required `DenseI32ArrayAttr`", operand.name.value),
                    )
                    .with_help("write `type = \"DenseI32ArrayAttr\"`, without `optional` or `default`"),
                );
            }
            Some(_) => {}
        }
    }
}

fn shape_values(values: &[Operand], resolved: &[Option<ResolvedType>]) -> Vec<ShapeValue> {
    values
        .iter()
        .zip(resolved)
        .map(|(v, r)| ShapeValue {
            name: v.name.value.clone(),
            variadicity: r
                .as_ref()
                .map_or(Variadicity::Single, |r| r.variadicity.clone()),
            buildable_type: r.as_ref().is_some_and(|r| r.pred.is_buildable()),
        })
        .collect()
}

/// Whether an attribute of this constraint is read by the generic attribute parser, which also
/// reads a trailing `: type` (MLIR's attributes of storage type `::mlir::Attribute`).
fn reads_trailing_type(pred: &AttrPred) -> bool {
    match pred {
        AttrPred::Any | AttrPred::Typed => true,
        AttrPred::AllOf(preds) => preds.first().is_some_and(reads_trailing_type),
        _ => false,
    }
}

/// The attribute definition of `dialect` that `pred` (or the base of a confined one) names,
/// when it has a mnemonic: an `[[attr]]` (`<Name>Attr::satisfies`) or an enum's attribute form
/// (`<Enum>::satisfies_attr`).
pub(crate) fn attr_definition(pred: &AttrPred, dialect: &Dialect) -> Option<Def> {
    let pred = match pred {
        AttrPred::AllOf(preds) => preds.first()?,
        other => other,
    };
    let AttrPred::Custom { path } = pred else {
        return None;
    };
    let (owner, function) = path.rsplit_once("::")?;
    let def = match function {
        "satisfies" => dialect
            .attr_defs
            .iter()
            .find(|d| names::attr_def_name(&d.name.value) == owner)?
            .clone(),
        "satisfies_attr" => {
            let e = dialect.enums.iter().find(|e| e.name.value == owner)?;
            crate::enum_attr::attr_def(e)?.spec
        }
        _ => return None,
    };
    def.mnemonic.is_some().then_some(def)
}

/// How an attribute constrained by `pred` is read when `pred` is one of `dialect`'s attribute
/// definitions: `Some(true)` when the definition has a syntax of its own (a format or a
/// hand-written printer), which `qualified` trades for the generic attribute parser's;
/// `Some(false)` when the generic parser reads it either way.
fn attr_definition_syntax(pred: &AttrPred, dialect: &Dialect) -> Option<bool> {
    attr_definition(pred, dialect).map(|def| def.format.is_some() || def.print.is_some())
}

/// The groups of operands, results and attributes whose types are equal, from the traits that
/// say so: `SameOperandsAndResultType`, `SameTypeOperands` and `AllTypesMatch` (an attribute in
/// it gives its type when the format prints it).
fn equal_types(op: &Op, all_types_match: Vec<Vec<String>>) -> Vec<Vec<String>> {
    let operands = op.operands.iter().map(|v| v.name.value.clone());
    let results = op.results.iter().map(|v| v.name.value.clone());
    let mut groups = Vec::new();
    for t in &op.traits {
        match t.name.as_str() {
            "SameOperandsAndResultType" => {
                groups.push(operands.clone().chain(results.clone()).collect())
            }
            "SameTypeOperands" => groups.push(operands.clone().collect()),
            _ => {}
        }
    }
    groups.extend(all_types_match);
    groups.retain(|g: &Vec<String>| g.len() > 1);
    groups
}

fn parse(text: &Spanned<String>, errors: &mut Vec<SpecDiagnostic>) -> Option<Constraint> {
    // An empty constraint is reported by the name checks already.
    if text.value.trim().is_empty() {
        return None;
    }
    parse_constraint(&text.value, text.span)
        .map_err(|e| errors.push(e))
        .ok()
}

fn resolve_values(
    values: &[Operand],
    library: &Library,
    errors: &mut Vec<SpecDiagnostic>,
) -> Vec<Option<ResolvedType>> {
    values
        .iter()
        .map(|v| {
            let constraint = parse(&v.constraint, errors)?;
            resolve_type(&constraint, library)
                .map_err(|e| errors.extend(e))
                .ok()
        })
        .collect()
}

/// The presence of an attribute from its constraint's wrappers and the spec's keys, which must
/// not both make it optional or default-valued.
fn combine_presence(
    name: &Spanned<String>,
    keys: &AttrPresence,
    constraint: &Presence,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<Presence> {
    match (keys, constraint) {
        (AttrPresence::Required, presence) => Some(presence.clone()),
        (AttrPresence::Optional, Presence::Required | Presence::Optional) => {
            Some(Presence::Optional)
        }
        (AttrPresence::Default(value), Presence::Required) => {
            Some(Presence::Default(value.value.clone()))
        }
        (keys, _) => {
            let (key, span) = match keys {
                AttrPresence::Default(value) => ("default", value.span),
                _ => ("optional", name.span),
            };
            let wrapper = match constraint {
                Presence::Optional => "optional",
                _ => "default-valued",
            };
            errors.push(
                SpecDiagnostic::error(
                    span,
                    format!(
                        "attribute `{}` is {wrapper} by its constraint and also has `{key}`",
                        name.value
                    ),
                )
                .with_help(format!(
                    "say it once: remove `{key}`, or the constraint's `OptionalAttr`/`DefaultValuedAttr` wrapper"
                )),
            );
            None
        }
    }
}

/// Region constraints: `AnyRegion`, `SizedRegion<N>`, `MinSizedRegion<N>`, `MaxSizedRegion<N>`,
/// each optionally inside `VariadicRegion<...>`.
fn region_kind(text: &Spanned<String>, errors: &mut Vec<SpecDiagnostic>) -> Option<RegionKind> {
    let c = parse(text, errors)?;
    let (variadic, inner) = match named(&c) {
        Some(("VariadicRegion", [Arg::Constraint(inner)])) => (true, inner),
        Some(("VariadicRegion", _)) => {
            errors.push(
                SpecDiagnostic::error(c.span(), "`VariadicRegion` takes one region constraint")
                    .with_help("write `VariadicRegion<AnyRegion>`"),
            );
            return None;
        }
        _ => (false, &c),
    };
    let blocks = match named(inner) {
        Some(("AnyRegion", [])) => BlockCount::Any,
        Some((name @ ("SizedRegion" | "MinSizedRegion" | "MaxSizedRegion"), args)) => {
            let n = match args {
                [Arg::Int { value, .. }] => u32::try_from(*value).ok(),
                _ => None,
            };
            let Some(n) = n else {
                errors.push(
                    SpecDiagnostic::error(inner.span(), format!("`{name}` takes one block count"))
                        .with_help(format!("write `{name}<1>`")),
                );
                return None;
            };
            match name {
                "SizedRegion" => BlockCount::Exactly(n),
                "MinSizedRegion" => BlockCount::AtLeast(n),
                _ => BlockCount::AtMost(n),
            }
        }
        _ => {
            unknown_kind(
                inner,
                "region constraint",
                &[
                    "AnyRegion",
                    "SizedRegion",
                    "MinSizedRegion",
                    "MaxSizedRegion",
                    "VariadicRegion",
                ],
                "`AnyRegion`, `SizedRegion<1>` or `VariadicRegion<AnyRegion>`",
                errors,
            );
            return None;
        }
    };
    Some(RegionKind { variadic, blocks })
}

/// Successor constraints: `AnySuccessor` or `VariadicSuccessor<AnySuccessor>`; returns
/// whether the successor is variadic.
fn successor_kind(text: &Spanned<String>, errors: &mut Vec<SpecDiagnostic>) -> Option<bool> {
    let c = parse(text, errors)?;
    match named(&c) {
        Some(("AnySuccessor", [])) => Some(false),
        Some(("VariadicSuccessor", [Arg::Constraint(inner)]))
            if matches!(named(inner), Some(("AnySuccessor", []))) =>
        {
            Some(true)
        }
        Some(("VariadicSuccessor", _)) => {
            errors.push(
                SpecDiagnostic::error(c.span(), "`VariadicSuccessor` takes `AnySuccessor`")
                    .with_help("write `VariadicSuccessor<AnySuccessor>`"),
            );
            None
        }
        _ => {
            unknown_kind(
                &c,
                "successor constraint",
                &["AnySuccessor", "VariadicSuccessor"],
                "`AnySuccessor` or `VariadicSuccessor<AnySuccessor>`",
                errors,
            );
            None
        }
    }
}

/// The name and arguments of a named constraint.
fn named(c: &Constraint) -> Option<(&str, &[Arg])> {
    match c {
        Constraint::Named { name, args, .. } => Some((name.as_str(), args.as_slice())),
        Constraint::Custom { .. } => None,
    }
}

fn unknown_kind(
    c: &Constraint,
    what: &str,
    known: &[&str],
    example: &str,
    errors: &mut Vec<SpecDiagnostic>,
) {
    let (name, span) = match c {
        Constraint::Named {
            name, name_span, ..
        } => (name.as_str(), *name_span),
        Constraint::Custom { span, .. } => ("", *span),
    };
    let help = match did_you_mean(name, known.iter().copied()) {
        Some(close) => format!("did you mean `{close}`?"),
        None => format!("write {example}"),
    };
    errors.push(SpecDiagnostic::error(span, format!("unknown {what} `{name}`")).with_help(help));
}

/// Operands or results, as the segment rule names them.
struct Group {
    plural: &'static str,
    attr_sized: &'static str,
    same_size: &'static str,
    sizes_property: &'static str,
}

impl Group {
    const OPERANDS: Group = Group {
        plural: "operand",
        attr_sized: "AttrSizedOperandSegments",
        same_size: "SameVariadicOperandSize",
        sizes_property: "operandSegmentSizes",
    };
    const RESULTS: Group = Group {
        plural: "result",
        attr_sized: "AttrSizedResultSegments",
        same_size: "SameVariadicResultSize",
        sizes_property: "resultSegmentSizes",
    };
}

/// MLIR's rule: with more than one variable-length group (optional or variadic), the op must
/// say how the values split into groups, with `AttrSized...Segments` (a size per group, stored
/// in a property) or `SameVariadic...Size` (all variable groups have one size).
fn segments(
    op: &Op,
    full_name: &str,
    values: &[Operand],
    resolved: &[Option<ResolvedType>],
    group: Group,
    errors: &mut Vec<SpecDiagnostic>,
) -> Segments {
    let has = |trait_name: &str| op.traits.iter().any(|t| t.name.value == trait_name);
    if has(group.attr_sized) {
        return Segments::AttrSized;
    }
    if has(group.same_size) {
        return Segments::SameSize;
    }
    let variable: Vec<&Operand> = values
        .iter()
        .zip(resolved)
        .filter(|(_, r)| {
            r.as_ref()
                .is_some_and(|r| is_variable_length(&r.variadicity))
        })
        .map(|(v, _)| v)
        .collect();
    if let [_, second, ..] = variable.as_slice() {
        let names: Vec<String> = variable
            .iter()
            .map(|v| format!("`{}`", v.name.value))
            .collect();
        errors.push(
            SpecDiagnostic::error(
                second.constraint.span,
                format!(
                    "op `{full_name}` has {} variable-length {} groups ({}) but does not say how to split them",
                    variable.len(),
                    group.plural,
                    names.join(", ")
                ),
            )
            .with_help(format!(
                "add the trait `{}` (each group's size is stored in `{}`), or `{}` if every variable-length group has the same size",
                group.attr_sized, group.sizes_property, group.same_size
            )),
        );
    }
    Segments::Implicit
}

#[cfg(test)]
mod tests {
    use crate::check::tests::checked;
    use crate::lang::constraint::{Presence, Variadicity};
    use crate::lang::library::{AttrPred, TypePred};
    use crate::resolved::{BlockCount, RegionKind, Segments};

    #[test]
    fn resolution_gives_variadicity_presence_regions_and_segments() {
        let text = r#"[dialect]
name = "t"
[[op]]
name = "x"
traits = ["AttrSizedOperandSegments"]
operands = [{ name = "a", type = "Variadic<I32>" }, { name = "b", type = "Optional<Index>" }, { name = "c", type = "AnyType" }]
results = [{ name = "r", type = "Variadic<AnyFloat>" }]
attributes = [
  { name = "p", type = "I64Attr", optional = true },
  { name = "q", type = "DefaultValuedAttr<I64Attr, \"3\">" },
  { name = "u", type = "UnitAttr" },
  { name = "w", type = "I64Attr", default = "7" },
  { name = "m", type = "ModeAttr" },
]
regions = [{ name = "body", type = "SizedRegion<1>" }, { name = "rest", type = "VariadicRegion<AnyRegion>" }]
successors = [{ name = "d" }, { name = "ds", type = "VariadicSuccessor<AnySuccessor>" }]
[[enum]]
name = "Mode"
cases = [{ name = "a", value = 0 }]
"#;
        let op = &checked(text).ops[0];
        let variadicity: Vec<_> = op
            .operands
            .iter()
            .map(|o| o.variadicity().clone())
            .collect();
        assert_eq!(
            variadicity,
            [
                Variadicity::Variadic,
                Variadicity::Optional,
                Variadicity::Single
            ]
        );
        assert_eq!(op.operands[1].constraint.pred, TypePred::Index);
        assert_eq!(op.results[0].variadicity(), &Variadicity::Variadic);
        let presence: Vec<_> = op.attributes.iter().map(|a| a.presence.clone()).collect();
        assert_eq!(
            presence,
            [
                Presence::Optional,
                Presence::Default("3".into()),
                Presence::Optional,
                Presence::Default("7".into()),
                Presence::Required,
            ]
        );
        assert_eq!(
            op.attributes[4].constraint.pred,
            AttrPred::Custom {
                path: "Mode::satisfies_attr".into()
            }
        );
        let regions: Vec<&RegionKind> = op.regions.iter().map(|r| &r.kind).collect();
        assert_eq!(
            regions,
            [
                &RegionKind {
                    variadic: false,
                    blocks: BlockCount::Exactly(1)
                },
                &RegionKind {
                    variadic: true,
                    blocks: BlockCount::Any
                },
            ]
        );
        let successors: Vec<bool> = op.successors.iter().map(|s| s.variadic).collect();
        assert_eq!(successors, [false, true]);
        assert_eq!(op.operand_segments, Segments::AttrSized);
        assert_eq!(op.result_segments, Segments::Implicit);
    }
}
