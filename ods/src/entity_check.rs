//! What an op's traits say across its entities, resolved for the emitter: the constraints its
//! verifier checks (`AllTypesMatch`, `AllElementTypesMatch`, `AllShapesMatch`,
//! `AllRanksMatch`, `AllElementCountsMatch`, `TypesMatchWith`, `RangedTypesMatchWith`,
//! `PredOpTrait`) and how its builders get result types (from buildable constraints, from
//! operands the traits tie them to, or from the function `infer_result_types` names).
//!
//! The traits' names and argument counts are checked by [`crate::check`] and the entity names
//! by [`crate::trait_args`]; this module runs on an op whose traits passed those checks and
//! only turns them into [`EntityConstraint`]s and a [`ResultInference`].

use crate::check::is_rust_path;
use crate::diag::SpecDiagnostic;
use crate::lang::constraint::{ResolvedType, Variadicity};
use crate::model::{Hook, Op, Spanned};
use crate::resolved::{DerivedType, EntityConstraint, EntityRef, MatchKind, ResultInference};

/// The constraints across entities that `op`'s traits state, in trait order.
pub fn entity_constraints(op: &Op, errors: &mut Vec<SpecDiagnostic>) -> Vec<EntityConstraint> {
    let mut out = Vec::new();
    for t in &op.traits {
        let Some(args) = &t.args else { continue };
        let kind = match t.name.as_str() {
            "AllTypesMatch" => Some(MatchKind::Type),
            "AllElementTypesMatch" => Some(MatchKind::ElementType),
            "AllShapesMatch" => Some(MatchKind::Shape),
            "AllRanksMatch" => Some(MatchKind::Rank),
            "AllElementCountsMatch" => Some(MatchKind::ElementCount),
            _ => None,
        };
        if let Some(kind) = kind {
            let names = args.first().map(string_list).unwrap_or_default();
            let entities = names
                .into_iter()
                .filter_map(|n| entity(op, &n).map(|e| (e, n)))
                .collect();
            out.push(EntityConstraint::AllMatch { kind, entities });
            continue;
        }
        match t.name.as_str() {
            name @ ("TypesMatchWith" | "RangedTypesMatchWith") if args.len() >= 4 => {
                let ranged = name == "RangedTypesMatchWith";
                let text = |i: usize| args.get(i).map(unquote);
                let (Some(summary), Some(from), Some(to), Some(transform)) =
                    (text(0), text(1), text(2), text(3))
                else {
                    continue;
                };
                let (Some(from), Some(to)) = (entity(op, &from), entity(op, &to)) else {
                    continue;
                };
                let comparator = args.get(4).map(|a| (unquote(a), inner_span(a)));
                if let Some((path, span)) = &comparator
                    && !is_rust_path(path)
                {
                    let signature = if ranged {
                        "fn(&Context, &[Type], &[Type]) -> bool"
                    } else {
                        "fn(&Context, Type, Type) -> bool"
                    };
                    errors.push(not_a_path(path, *span, signature));
                    continue;
                }
                out.push(EntityConstraint::TypesMatchWith {
                    summary,
                    from,
                    to,
                    transform,
                    comparator: comparator.map(|(path, _)| path),
                    ranged,
                });
            }
            "AllMatch" if args.len() == 2 => {
                // The checks of the trait's arguments reported names that are not `$entity`.
                let entities = args
                    .first()
                    .map(string_list)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|n| entity(op, n.strip_prefix('$')?))
                    .collect();
                out.push(EntityConstraint::AllMatchThat {
                    entities,
                    summary: unquote(&args[1]),
                });
            }
            "PredOpTrait" if args.len() == 2 => {
                let summary = unquote(&args[0]);
                let path = unquote(&args[1]);
                if !is_rust_path(&path) {
                    errors.push(not_a_path(
                        &path,
                        inner_span(&args[1]),
                        "fn(&Context, &Body, OpId) -> bool",
                    ));
                    continue;
                }
                out.push(EntityConstraint::Predicate { summary, path });
            }
            _ => {}
        }
    }
    out
}

fn not_a_path(path: &str, span: crate::diag::Span, signature: &str) -> SpecDiagnostic {
    SpecDiagnostic::error(span, format!("`{path}` is not a Rust path")).with_help(format!(
        "name a function `{signature}`, like `crate::checks::holds`"
    ))
}

/// How `op`'s builders get its result types; `operands` and `results` are its resolved
/// groups. `infer_result_types = true` on an op whose result types do not all follow from its
/// operands and constraints is reported.
pub fn result_inference(
    op: &Op,
    operands: &[ResolvedType],
    results: &[ResolvedType],
    errors: &mut Vec<SpecDiagnostic>,
) -> ResultInference {
    if let Some(Hook::Path(path)) = &op.infer_result_types {
        return ResultInference::Function(path.value.clone());
    }
    let derived: Vec<Result<DerivedType, &str>> = results
        .iter()
        .enumerate()
        .map(|(i, r)| derive(op, operands, i, r).ok_or(op.results[i].name.as_str()))
        .collect();
    let missing: Vec<&str> = derived
        .iter()
        .filter_map(|d| d.as_ref().err().copied())
        .collect();
    match (&op.infer_result_types, missing.as_slice()) {
        (Some(Hook::Default(span)), [_, ..]) => {
            let list: Vec<String> = missing.iter().map(|n| format!("`{n}`")).collect();
            let (what, verb) = if missing.len() == 1 {
                ("the type of result", "does")
            } else {
                ("the types of results", "do")
            };
            errors.push(
                SpecDiagnostic::error(
                    *span,
                    format!(
                        "{what} {} of op `{}` {verb} not follow from its operands and constraints",
                        list.join(", "),
                        op.name.value
                    ),
                )
                .with_help("name a function computing the result types: `infer_result_types = \"crate::path::to_fn\"`"),
            );
            ResultInference::Given
        }
        (_, []) if !results.is_empty() => {
            ResultInference::Derived(derived.into_iter().filter_map(Result::ok).collect())
        }
        _ => ResultInference::Given,
    }
}

/// Where the type of single result `index` comes from, if the op determines it.
fn derive(
    op: &Op,
    operands: &[ResolvedType],
    index: usize,
    result: &ResolvedType,
) -> Option<DerivedType> {
    if result.variadicity != Variadicity::Single {
        return None;
    }
    if result.pred.is_buildable() {
        return Some(DerivedType::Buildable(result.pred.clone()));
    }
    let single = |i: usize| {
        operands
            .get(i)
            .is_some_and(|o| o.variadicity == Variadicity::Single)
    };
    let operand_named = |name: &str| {
        op.operands
            .iter()
            .position(|o| o.name.value == name)
            .filter(|&i| single(i))
    };
    let name = op.results[index].name.as_str();
    for t in &op.traits {
        match (t.name.as_str(), t.args.as_deref()) {
            ("SameOperandsAndResultType", None) => {
                if let Some(i) = (0..operands.len()).find(|&i| single(i)) {
                    return Some(DerivedType::SameAs(i));
                }
            }
            ("AllTypesMatch", Some([list])) => {
                let names = string_list(list);
                if names.iter().any(|n| n == name)
                    && let Some(i) = names.iter().find_map(|n| operand_named(n))
                {
                    return Some(DerivedType::SameAs(i));
                }
            }
            ("TypesMatchWith", Some([_, from, to, transform])) if unquote(to) == name => {
                if let Some(i) = operand_named(&unquote(from)) {
                    return Some(DerivedType::Transformed {
                        operand: i,
                        transform: unquote(transform),
                    });
                }
            }
            _ => {}
        }
    }
    None
}

/// The entity of `op` named `name`.
fn entity(op: &Op, name: &str) -> Option<EntityRef> {
    if let Some(i) = op.operands.iter().position(|o| o.name.value == name) {
        return Some(EntityRef::Operand(i));
    }
    if let Some(i) = op.results.iter().position(|r| r.name.value == name) {
        return Some(EntityRef::Result(i));
    }
    op.attributes
        .iter()
        .any(|a| a.name.value == name)
        .then(|| EntityRef::Attr(name.to_string()))
}

/// The span of a trait argument's text inside its quotes.
fn inner_span(arg: &Spanned<String>) -> crate::diag::Span {
    let text = arg.value.as_str();
    match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        Some(inner) => arg.span.sub(1, inner.len()),
        None => arg.span,
    }
}

/// A quoted trait argument without its quotes.
fn unquote(arg: &Spanned<String>) -> String {
    arg.value.trim().trim_matches('"').to_string()
}

/// The names of a `["a", "b"]` trait argument (or the one name of `"a"`), unquoted.
pub(crate) fn string_list(arg: &Spanned<String>) -> Vec<String> {
    arg.value
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(',')
        .map(|s| s.trim().trim_matches('"').to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::check::check_and_resolve;
    use crate::diag::Sources;
    use crate::resolved::{
        DerivedType, EntityConstraint, EntityRef, MatchKind, ResolvedOp, ResultInference,
    };
    use crate::toml_front::parse_dialect_spec;

    fn checked(op: &str) -> Result<ResolvedOp, Vec<String>> {
        let text = format!("[dialect]\nname = \"t\"\n[[op]]\n{op}");
        let mut sources = Sources::new();
        let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "t.toml", &text);
        let Some(dialect) = dialect else {
            return Err(diagnostics.into_iter().map(|d| d.message).collect());
        };
        let (checked, diagnostics) = check_and_resolve(&dialect, &sources);
        checked
            .map(|c| c.ops[0].clone())
            .ok_or_else(|| diagnostics.into_iter().map(|d| d.message).collect())
    }

    #[test]
    fn result_types_follow_from_traits_and_constraints() {
        let op = checked(
            r#"name = "select"
traits = ['AllTypesMatch<["a", "r"]>', 'TypesMatchWith<"s follows", "t", "s", "crate::f">']
operands = [{ name = "a", type = "AnyType" }, { name = "t", type = "AnyTensor" }]
results = [{ name = "r", type = "AnyType" }, { name = "s", type = "AnyType" }, { name = "b", type = "I1" }]
"#,
        )
        .unwrap();
        let ResultInference::Derived(types) = &op.result_inference else {
            panic!("{:?}", op.result_inference)
        };
        assert_eq!(types[0], DerivedType::SameAs(0));
        assert_eq!(
            types[1],
            DerivedType::Transformed {
                operand: 1,
                transform: "crate::f".into()
            }
        );
        assert!(matches!(types[2], DerivedType::Buildable(_)));
        assert_eq!(
            op.entity_constraints[0],
            EntityConstraint::AllMatch {
                kind: MatchKind::Type,
                entities: vec![
                    (EntityRef::Operand(0), "a".into()),
                    (EntityRef::Result(0), "r".into())
                ]
            }
        );
        assert!(matches!(
            &op.entity_constraints[1],
            EntityConstraint::TypesMatchWith {
                ranged: false,
                comparator: None,
                ..
            }
        ));
    }

    #[test]
    fn explicit_inference_needs_every_result_type() {
        let errors = checked(
            r#"name = "x"
infer_result_types = true
operands = [{ name = "a", type = "AnyType" }]
results = [{ name = "r", type = "AnyType" }]
"#,
        )
        .unwrap_err();
        assert_eq!(
            errors,
            ["the type of result `r` of op `x` does not follow from its operands and constraints"]
        );
        let op = checked(
            r#"name = "x"
infer_result_types = "crate::infer::x"
results = [{ name = "r", type = "Variadic<AnyType>" }]
"#,
        )
        .unwrap();
        assert_eq!(
            op.result_inference,
            ResultInference::Function("crate::infer::x".into())
        );
        let op = checked(
            r#"name = "x"
operands = [{ name = "a", type = "AnyType" }]
results = [{ name = "r", type = "AnyType" }]
"#,
        )
        .unwrap();
        assert_eq!(op.result_inference, ResultInference::Given);
    }
}
