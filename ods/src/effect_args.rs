//! The argument of the `MemoryEffects<[...]>` op trait: a list of MLIR's effects (`MemRead`,
//! `MemWrite`, `MemAlloc`, `MemFree`), each optionally on a resource (`MemWrite<"Cache">`,
//! `MemAlloc<AutomaticAllocationScopeResource>`), read with the span of every item and checked.
//! The resolved list is what the generated memory-effect model reports, so CSE, DCE and LICM
//! see the effects.
//!
//! This module reads only that argument; how many arguments the trait takes is
//! [`crate::check`]'s, and which other spec items may not state effects too is checked here
//! ([`check_effects`]).

use crate::check::is_identifier;
use crate::diag::{SpecDiagnostic, did_you_mean};
use crate::model::{Op, Spanned, Trait};
use crate::resolved::{DeclaredEffect, EffectKind};
use crate::trait_args::list_items;

/// MLIR's effect names and what they do.
const EFFECTS: &[(&str, EffectKind)] = &[
    ("MemAlloc", EffectKind::Allocate),
    ("MemFree", EffectKind::Free),
    ("MemRead", EffectKind::Read),
    ("MemWrite", EffectKind::Write),
];

/// MLIR's resource names and the runtime's resource each stands for.
const RESOURCES: &[(&str, &str)] = &[
    ("DefaultResource", "DefaultResource"),
    (
        "AutomaticAllocationScopeResource",
        "AutomaticAllocationScope",
    ),
];

/// The traits that state the same thing as `MemoryEffects` (no effects at all).
const NO_EFFECT_TRAITS: &[&str] = &["Pure", "NoMemoryEffect"];

/// The effects `op`'s `MemoryEffects<[...]>` trait states, in spec order; `None` when the op
/// has no such trait (or it is wrong, which is pushed to `errors`). Also refuses a second
/// statement of the op's effects: `Pure`/`NoMemoryEffect`, or a `MemoryEffectsInterface` model.
pub fn check_effects(op: &Op, errors: &mut Vec<SpecDiagnostic>) -> Option<Vec<DeclaredEffect>> {
    let t = op.traits.iter().find(|t| t.name.value == "MemoryEffects")?;
    // A wrong argument count is reported by the trait checks.
    let [arg] = t.args.as_deref()? else {
        return None;
    };
    let before = errors.len();
    for other in &op.traits {
        if NO_EFFECT_TRAITS.contains(&other.name.as_str()) {
            errors.push(
                SpecDiagnostic::error(
                    other.name.span,
                    format!(
                        "`{}` and `MemoryEffects` both state the memory effects of op `{}`",
                        other.name.value, op.name.value
                    ),
                )
                .with_help("keep one: `MemoryEffects<[]>` means no effects"),
            );
        }
    }
    if let Some(model) = op
        .interfaces
        .iter()
        .find(|u| u.name.value == "MemoryEffectsInterface")
    {
        errors.push(
            SpecDiagnostic::error(
                model.name.span,
                format!(
                    "op `{}` has a `MemoryEffects` trait and a `MemoryEffectsInterface` model",
                    op.name.value
                ),
            )
            .with_help(
                "keep one: the trait for effects on resources, the model for effects on values",
            ),
        );
    }
    let effects = effect_list(arg, t, errors);
    (errors.len() == before).then_some(effects).flatten()
}

/// The items of `[MemRead, MemWrite<"R">]`.
fn effect_list(
    arg: &Spanned<String>,
    t: &Trait,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<Vec<DeclaredEffect>> {
    let items = list_items(arg, t, "effects", errors)?;
    let effects: Vec<Option<DeclaredEffect>> =
        items.iter().map(|item| effect(item, errors)).collect();
    effects.into_iter().collect()
}

/// One item: `MemRead` or `MemRead<Resource>`.
fn effect(item: &Spanned<String>, errors: &mut Vec<SpecDiagnostic>) -> Option<DeclaredEffect> {
    let text = item.as_str();
    let (name, resource) = match text.split_once('<') {
        Some((name, rest)) => match rest.strip_suffix('>') {
            Some(resource) => (name.trim_end(), Some((resource, name.len() + 1))),
            None => {
                errors.push(
                    SpecDiagnostic::error(item.span, format!("`{text}` is missing its `>`"))
                        .with_help(format!("write `{text}>`")),
                );
                return None;
            }
        },
        None => (text, None),
    };
    let Some(&(_, kind)) = EFFECTS.iter().find(|(n, _)| *n == name) else {
        let names = EFFECTS.iter().map(|(n, _)| *n);
        let help = match did_you_mean(name, names.clone()) {
            Some(close) => format!("did you mean `{close}`?"),
            None => format!(
                "the effects are {}",
                names
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        errors.push(
            SpecDiagnostic::error(
                item.span.sub(0, name.len()),
                format!("unknown memory effect `{name}`"),
            )
            .with_help(help),
        );
        return None;
    };
    let resource = match resource {
        None => RESOURCES[0].1.to_string(),
        Some((text, offset)) => {
            let span = item.span.sub(offset, text.len());
            resource_name(&Spanned::new(text.trim().to_string(), span), errors)?
        }
    };
    Some(DeclaredEffect { kind, resource })
}

/// A resource: one of MLIR's by name, or a quoted name of the dialect's own.
fn resource_name(text: &Spanned<String>, errors: &mut Vec<SpecDiagnostic>) -> Option<String> {
    if let Some(&(_, runtime)) = RESOURCES.iter().find(|(n, _)| *n == text.value) {
        return Some(runtime.to_string());
    }
    if let Some(quoted) = text
        .value
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        && is_identifier(quoted)
    {
        return Some(quoted.to_string());
    }
    let names = RESOURCES.iter().map(|(n, _)| *n);
    let help = match did_you_mean(&text.value, names) {
        Some(close) => format!("did you mean `{close}`?"),
        None => "write `DefaultResource`, `AutomaticAllocationScopeResource`, or a resource of the dialect's own as a quoted identifier (`\"Cache\"`)".to_string(),
    };
    errors.push(
        SpecDiagnostic::error(text.span, format!("unknown resource `{}`", text.value))
            .with_help(help),
    );
    None
}
