//! The arguments of parametric op traits that name things: entities of the op
//! (`AllTypesMatch<["lhs", "result"]>`, `TypesMatchWith<"...", "lhs", "rhs", "...">`), other
//! ops (`HasParent<"func.func">`) and Rust types (`NativeOpTrait<"crate::traits::Mine">`). Each argument is read as a quoted string or a list of them,
//! with the span of every name inside the spec string, and checked against what it must name.
//!
//! This module does not decide which traits exist or how many arguments they take
//! ([`crate::check`] does); it only reads arguments of the traits listed here.

use crate::check::is_dotted_identifier;
use crate::diag::{SpecDiagnostic, did_you_mean};
use crate::model::{Op, Spanned, Trait};

/// Traits whose first argument is a list of entities whose types (or a part of them) match.
pub const MATCH_TRAITS: &[&str] = &[
    "AllTypesMatch",
    "AllElementTypesMatch",
    "AllShapesMatch",
    "AllRanksMatch",
    "AllElementCountsMatch",
];

/// Traits whose arguments are summary, source entity, derived entity, transform.
pub const DERIVE_TRAITS: &[&str] = &["TypesMatchWith", "RangedTypesMatchWith"];

/// The entity names of a trait, resolved from its arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraitEntities {
    /// Groups of operands/results whose types are equal (`AllTypesMatch` only: the other match
    /// traits compare a part of the type, which does not let the format infer one type).
    pub equal_types: Vec<Vec<String>>,
    /// `(derived, source)` pairs from `TypesMatchWith`.
    pub derived_types: Vec<(String, String)>,
}

/// Reads and checks the naming arguments of `op`'s traits; unknown names are pushed to
/// `errors` with a did-you-mean.
pub fn check_trait_args(op: &Op, errors: &mut Vec<SpecDiagnostic>) -> TraitEntities {
    let mut out = TraitEntities::default();
    for t in &op.traits {
        let Some(args) = &t.args else { continue };
        let name = t.name.as_str();
        // A wrong argument count is reported by the trait checks; its arguments are not read.
        if MATCH_TRAITS.contains(&name) && args.len() == 1 {
            let Some(list) = args.first().and_then(|a| string_list(a, t, errors)) else {
                continue;
            };
            let mut known = Vec::new();
            for entity in &list {
                if entity_name(op, entity, t, errors) && name == "AllTypesMatch" {
                    known.push(entity.value.clone());
                }
            }
            if name == "AllTypesMatch" {
                out.equal_types.push(known);
            }
        } else if name == "AllMatch" && args.len() == 2 {
            for item in string_list(&args[0], t, errors).unwrap_or_default() {
                match item.value.strip_prefix('$') {
                    Some(entity) => {
                        let entity = Spanned::new(entity.to_string(), item.span.sub(1, entity.len()));
                        entity_name(op, &entity, t, errors);
                    }
                    None => errors.push(
                        SpecDiagnostic::error(
                            item.span,
                            format!("`{0}` in trait `AllMatch` is not written `${0}`", item.value),
                        )
                        .with_help("`AllMatch` compares the types of the entities it names, each written `$name`"),
                    ),
                }
            }
            string(&args[1], t, errors);
        } else if DERIVE_TRAITS.contains(&name) && (4..=5).contains(&args.len()) {
            string(&args[0], t, errors);
            let source = string(&args[1], t, errors);
            let derived = string(&args[2], t, errors);
            let transform = string(&args[3], t, errors);
            let source_ok = source
                .as_ref()
                .is_some_and(|s| entity_name(op, s, t, errors));
            let derived_ok = derived
                .as_ref()
                .is_some_and(|d| entity_name(op, d, t, errors));
            if let (true, true, Some(source), Some(derived)) =
                (source_ok, derived_ok, source, derived)
            {
                out.derived_types.push((derived.value, source.value));
            }
            if let Some(path) = transform
                && !crate::check::is_rust_path(&path.value)
            {
                errors.push(
                    SpecDiagnostic::error(path.span, format!("`{}` is not a Rust path", path.value))
                        .with_help("name the function from one type to the other, like `crate::types::element_type`"),
                );
            }
        } else if name == "NativeOpTrait" && args.len() == 1 {
            if let Some(path) = args.first().and_then(|a| string(a, t, errors))
                && !crate::check::is_rust_path(&path.value)
            {
                errors.push(
                    SpecDiagnostic::error(path.span, format!("`{}` is not a Rust path", path.value))
                        .with_help("name the type implementing `oxir::traits::NativeOpTrait`, like `crate::traits::MyTrait`"),
                );
            }
        } else if matches!(name, "HasParent" | "SingleBlockImplicitTerminator") && args.len() == 1 {
            if let Some(op_name) = args.first().and_then(|a| string(a, t, errors)) {
                op_name_arg(&op_name, errors);
            }
        } else if name == "ParentOneOf" && args.len() == 1 {
            for op_name in args
                .first()
                .and_then(|a| string_list(a, t, errors))
                .unwrap_or_default()
            {
                op_name_arg(&op_name, errors);
            }
        }
    }
    out
}

/// Whether `entity` names an operand, result or attribute of `op`; reports it otherwise.
fn entity_name(
    op: &Op,
    entity: &Spanned<String>,
    t: &Trait,
    errors: &mut Vec<SpecDiagnostic>,
) -> bool {
    let names = op
        .operands
        .iter()
        .chain(&op.results)
        .map(|v| v.name.as_str())
        .chain(op.attributes.iter().map(|a| a.name.as_str()));
    if names.clone().any(|n| n == entity.value) {
        return true;
    }
    let help = match did_you_mean(&entity.value, names.clone()) {
        Some(close) => format!("did you mean `{close}`?"),
        None => {
            let all: Vec<String> = names.map(|n| format!("`{n}`")).collect();
            if all.is_empty() {
                format!(
                    "op `{}` has no operands, results or attributes",
                    op.name.value
                )
            } else {
                format!(
                    "the operands, results and attributes are {}",
                    all.join(", ")
                )
            }
        }
    };
    errors.push(
        SpecDiagnostic::error(
            entity.span,
            format!(
                "`{}` in trait `{}` is not an operand, result or attribute of op `{}`",
                entity.value, t.name.value, op.name.value
            ),
        )
        .with_help(help),
    );
    false
}

/// Reports an op name that is not a dotted name (`func.func`).
fn op_name_arg(name: &Spanned<String>, errors: &mut Vec<SpecDiagnostic>) {
    if !name.value.contains('.') || !is_dotted_identifier(&name.value) {
        errors.push(
            SpecDiagnostic::error(name.span, format!("`{}` is not an op name", name.value))
                .with_help("write the full op name with its dialect, like `func.func`"),
        );
    }
}

/// A quoted string argument (`"lhs"`), with the span of its contents.
fn string(
    arg: &Spanned<String>,
    t: &Trait,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<Spanned<String>> {
    let text = arg.as_str();
    let inner = text
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .filter(|s| !s.contains('"'));
    match inner {
        Some(inner) => Some(Spanned::new(
            inner.to_string(),
            arg.span.sub(1, inner.len()),
        )),
        None => {
            errors.push(
                SpecDiagnostic::error(
                    arg.span,
                    format!("expected a quoted string in trait `{}`", t.name.value),
                )
                .with_help(format!(
                    "write `\"{}\"`",
                    text.trim_matches(['"', '[', ']'])
                )),
            );
            None
        }
    }
}

/// A list of quoted strings (`["lhs", "rhs"]`), each with the span of its contents.
fn string_list(
    arg: &Spanned<String>,
    t: &Trait,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<Vec<Spanned<String>>> {
    let items = list_items(arg, t, "quoted names", errors)?;
    Some(
        items
            .iter()
            .filter_map(|item| string(item, t, errors))
            .collect(),
    )
}

/// The items of a list argument of trait `t` (`[a, b<c>]`), trimmed, each with its span; an
/// argument that is not a list is reported as not a list of `what`.
pub fn list_items(
    arg: &Spanned<String>,
    t: &Trait,
    what: &str,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<Vec<Spanned<String>>> {
    let text = arg.as_str();
    let Some(inner) = text.strip_prefix('[').and_then(|s| s.strip_suffix(']')) else {
        errors.push(
            SpecDiagnostic::error(
                arg.span,
                format!("expected a list of {what} in trait `{}`", t.name.value),
            )
            .with_help(format!("write `[{text}]`")),
        );
        return None;
    };
    let mut items = Vec::new();
    if inner.trim().is_empty() {
        return Some(items);
    }
    let mut offset = 1;
    for piece in inner.split(',') {
        let leading = piece.len() - piece.trim_start().len();
        let trimmed = piece.trim();
        items.push(Spanned::new(
            trimmed.to_string(),
            arg.span.sub(offset + leading, trimmed.len()),
        ));
        offset += piece.len() + 1;
    }
    Some(items)
}
