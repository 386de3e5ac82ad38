//! The checks of interfaces: definitions (a method name the generated handle already uses, a
//! verifier where the kind has none) and uses by ops, type and attribute definitions and the
//! dialect itself (the interface is of the implementor's kind, the methods listed exist and
//! have defaults, and the methods written by hand have an `impl` module to live in).
//!
//! An implementor may name an interface its dialect does not define: the runtime's marker
//! interfaces ([`RUNTIME_INTERFACES`]) are generated; the runtime's interfaces with methods
//! ([`RUNTIME_MODEL_INTERFACES`]) are registered with the hand-written model `impl` names; any
//! other is listed for the documentation only, and an `impl` for it is refused. Names and
//! duplicates are checked by [`crate::check`].

use crate::check::is_rust_path;
use crate::diag::{SpecDiagnostic, did_you_mean};
use crate::model::{Dialect, Hook, Interface, InterfaceKind, InterfaceUse};

/// Interfaces the runtime defines: name, kind and Rust trait. They have no methods.
pub const RUNTIME_INTERFACES: &[(&str, InterfaceKind, &str)] = &[(
    "MemRefElementTypeInterface",
    InterfaceKind::Type,
    "::oxir::interfaces::MemRefElementTypeInterface",
)];

/// Interfaces the runtime defines with methods: name, kind and Rust trait. A spec implements
/// one by naming its model with `impl`: a unit struct or a constant whose type implements the
/// trait, which the generated registration installs.
pub const RUNTIME_MODEL_INTERFACES: &[(&str, InterfaceKind, &str)] = &[
    (
        "BranchOpInterface",
        InterfaceKind::Op,
        "::oxir::branch::BranchOpInterface",
    ),
    (
        "MemoryEffectsInterface",
        InterfaceKind::Op,
        "::oxir::effects::MemoryEffectsInterface",
    ),
    (
        "OpAsmInterface",
        InterfaceKind::Op,
        "::oxir::text::printer::OpAsmInterface",
    ),
    (
        "SymbolOpInterface",
        InterfaceKind::Op,
        "::oxir::symbols::SymbolOpInterface",
    ),
    (
        "SymbolUserOpInterface",
        InterfaceKind::Op,
        "::oxir::symbols::SymbolUserOpInterface",
    ),
    (
        "LoopLikeOpInterface",
        InterfaceKind::Op,
        "::oxir::loop_like::LoopLikeOpInterface",
    ),
    (
        "ConditionallySpeculatable",
        InterfaceKind::Op,
        "::oxir::effects::ConditionallySpeculatable",
    ),
    (
        "CallOpInterface",
        InterfaceKind::Op,
        "::oxir::call::CallOpInterface",
    ),
    (
        "CallableOpInterface",
        InterfaceKind::Op,
        "::oxir::call::CallableOpInterface",
    ),
    (
        "FunctionOpInterface",
        InterfaceKind::Op,
        "::oxir::function::FunctionOpInterface",
    ),
    (
        "InferIntRangeInterface",
        InterfaceKind::Op,
        "::oxir::int_range::InferIntRangeInterface",
    ),
    (
        "RegionBranchOpInterface",
        InterfaceKind::Op,
        "::oxir::region_branch::RegionBranchOpInterface",
    ),
    (
        "RegionBranchTerminatorOpInterface",
        InterfaceKind::Op,
        "::oxir::region_branch::RegionBranchTerminatorOpInterface",
    ),
    (
        "OpAsmDialectInterface",
        InterfaceKind::Dialect,
        "::oxir::text::printer::OpAsmDialectInterface",
    ),
    (
        "DialectInlinerInterface",
        InterfaceKind::Dialect,
        "::oxir::inliner::DialectInlinerInterface",
    ),
];

/// Whether the generated code implements interface use `u` of `dialect`: an interface the spec
/// defines, one of the runtime's markers, or one of the runtime's with the model `impl` names.
pub fn has_model(dialect: &Dialect, u: &InterfaceUse) -> bool {
    let name = u.name.as_str();
    dialect.interfaces.iter().any(|i| i.name.value == name)
        || RUNTIME_INTERFACES.iter().any(|(n, ..)| *n == name)
        || (u.implementation.is_some() && RUNTIME_MODEL_INTERFACES.iter().any(|(n, ..)| *n == name))
}

/// The name a handle of an interface of `kind` gives its object accessor.
pub fn object_accessor(kind: InterfaceKind) -> Option<&'static str> {
    match kind {
        InterfaceKind::Op => Some("op"),
        InterfaceKind::Type => Some("ty"),
        InterfaceKind::Attr => Some("attr"),
        InterfaceKind::Dialect => None,
    }
}

/// Checks an interface definition.
pub fn check_interface(interface: &Interface, errors: &mut Vec<SpecDiagnostic>) {
    let kind = interface.kind.value;
    for method in &interface.methods {
        let name = method.name.as_str();
        if name == "get" || name == "model" || object_accessor(kind) == Some(name) {
            errors.push(
                SpecDiagnostic::error(
                    method.name.span,
                    format!(
                        "method `{name}` has the name of a method of the generated handle `{}`",
                        crate::names::interface_handle_name(&interface.name.value)
                    ),
                )
                .with_help("rename the method"),
            );
        }
        for p in &method.params {
            if ["ctx", "body", "op", "ty", "attr", "self"].contains(&p.name.as_str()) {
                errors.push(
                    SpecDiagnostic::error(
                        p.name.span,
                        format!(
                            "parameter `{}` has the name of an argument every method receives",
                            p.name.value
                        ),
                    )
                    .with_help("rename the parameter: methods receive `ctx` and the object (`body` and `op`, `ty` or `attr`)"),
                );
            }
        }
    }
    match (&interface.verify, kind) {
        (Some(hook), InterfaceKind::Dialect) => errors.push(
            SpecDiagnostic::error(hook.span(), "a dialect interface has no verifier")
                .with_help("remove `verify`: there is nothing to verify a dialect against"),
        ),
        (Some(Hook::Default(span)), _) => errors.push(
            SpecDiagnostic::error(
                *span,
                "the verifier of an interface has no conventional place",
            )
            .with_help("name the function: `verify = \"crate::path::to_fn\"`"),
        ),
        _ => {}
    }
}

/// Checks the interface uses `uses` of an implementor (`implementor`, like ``op `addi` ``)
/// that may implement interfaces of `kind`.
pub fn check_uses(
    uses: &[InterfaceUse],
    kind: InterfaceKind,
    implementor: &str,
    dialect: &Dialect,
    errors: &mut Vec<SpecDiagnostic>,
) {
    for u in uses {
        let name = u.name.as_str();
        if dialect.withheld.interfaces.iter().any(|w| w == name) {
            // Left out for its own errors, which are reported: its uses cannot be checked.
            continue;
        }
        let Some(interface) = dialect.interfaces.iter().find(|i| i.name.value == name) else {
            external_use(u, kind, implementor, errors);
            continue;
        };
        if interface.kind.value != kind {
            errors.push(
                SpecDiagnostic::error(
                    u.name.span,
                    format!(
                        "`{name}` is {} interface, but {implementor} implements {} interfaces",
                        article_kind(interface.kind.value),
                        kind_word(kind)
                    ),
                )
                .with_help(format!(
                    "list it in the `interfaces` of {}",
                    implementors(interface.kind.value)
                )),
            );
            continue;
        }
        let mut by_hand: Vec<&str> = interface
            .methods
            .iter()
            .filter(|m| m.default_body.is_none() && m.fixed_body.is_none())
            .map(|m| m.name.as_str())
            .collect();
        for listed in &u.methods {
            match interface
                .methods
                .iter()
                .find(|m| m.name.value == listed.value)
            {
                None => {
                    let help = match did_you_mean(
                        &listed.value,
                        interface.methods.iter().map(|m| m.name.as_str()),
                    ) {
                        Some(close) => format!("did you mean `{close}`?"),
                        None => format!("list only methods of `{name}` that have a default"),
                    };
                    errors.push(
                        SpecDiagnostic::error(
                            listed.span,
                            format!("`{}` is not a method of `{name}`", listed.value),
                        )
                        .with_help(help),
                    );
                }
                Some(m) if m.fixed_body.is_some() => errors.push(
                    SpecDiagnostic::error(
                        listed.span,
                        format!(
                            "method `{}` of `{name}` has a fixed body, which implementors cannot override",
                            listed.value
                        ),
                    )
                    .with_help("remove it from `methods`: the interface implements it once, for every implementor"),
                ),
                Some(m) if m.default_body.is_none() => errors.push(
                    SpecDiagnostic::error(
                        listed.span,
                        format!(
                            "method `{}` of `{name}` has no default to override",
                            listed.value
                        ),
                    )
                    .with_help(
                        "remove it from `methods`: a method without a default is always implemented in the `impl` module",
                    ),
                ),
                Some(_) => by_hand.push(listed.as_str()),
            }
        }
        match &u.implementation {
            None if !by_hand.is_empty() => {
                let list: Vec<String> = by_hand.iter().map(|m| format!("`{m}`")).collect();
                errors.push(
                    SpecDiagnostic::error(
                        u.span,
                        format!(
                            "{implementor} implements `{name}` but names no module for its method{} {}",
                            if by_hand.len() == 1 { "" } else { "s" },
                            list.join(", ")
                        ),
                    )
                    .with_help(format!(
                        "write `{{ name = \"{name}\", impl = \"crate::path\" }}`: the module holding `fn {}(...)`",
                        by_hand[0]
                    )),
                );
            }
            Some(path) if by_hand.is_empty() => errors.push(
                SpecDiagnostic::error(
                    path.span,
                    format!("`impl` names a module, but no method of `{name}` is written by hand"),
                )
                .with_help(
                    "remove `impl`, or list the methods with a default it overrides in `methods`",
                ),
            ),
            Some(path) if !is_rust_path(&path.value) => errors.push(
                SpecDiagnostic::error(path.span, format!("`{}` is not a Rust path", path.value))
                    .with_help(
                        "name the module holding the methods, like `crate::interfaces::shaped`",
                    ),
            ),
            _ => {}
        }
    }
}

/// Checks a use of an interface the dialect does not define.
fn external_use(
    u: &InterfaceUse,
    kind: InterfaceKind,
    implementor: &str,
    errors: &mut Vec<SpecDiagnostic>,
) {
    let name = u.name.as_str();
    if name == "InferTypeOpInterface" {
        errors.push(
            SpecDiagnostic::error(u.name.span, "`InferTypeOpInterface` is written as `infer_result_types`")
                .with_help("remove it from `interfaces` and write `infer_result_types = \"crate::path::to_fn\"` (or `true` when the traits give the result types)"),
        );
        return;
    }
    let marker = RUNTIME_INTERFACES.iter().find(|(n, ..)| *n == name);
    let with_model = RUNTIME_MODEL_INTERFACES.iter().find(|(n, ..)| *n == name);
    let Some(&(_, runtime_kind, _)) = marker.or(with_model) else {
        if let Some(path) = &u.implementation {
            errors.push(
                SpecDiagnostic::error(
                    path.span,
                    format!("`{name}` is neither defined by this spec nor an interface of the runtime, so no implementation of it is generated"),
                )
                .with_help(format!("define it in an `[[interface]]`, or remove `impl` and attach the implementation to {implementor} by hand in the dialect's `register`")),
            );
        }
        return;
    };
    if runtime_kind != kind {
        errors.push(
            SpecDiagnostic::error(
                u.name.span,
                format!(
                    "`{name}` is {} interface, but {implementor} implements {} interfaces",
                    article_kind(runtime_kind),
                    kind_word(kind)
                ),
            )
            .with_help(format!(
                "list it in the `interfaces` of {}",
                implementors(runtime_kind)
            )),
        );
        return;
    }
    match (&u.implementation, marker.is_some()) {
        (Some(path), true) => errors.push(
            SpecDiagnostic::error(path.span, format!("`{name}` has no methods to implement"))
                .with_help("remove `impl`"),
        ),
        (Some(path), false) if !is_rust_path(&path.value) => errors.push(
            SpecDiagnostic::error(path.span, format!("`{}` is not a Rust path", path.value))
                .with_help(format!(
                    "name the model: a unit struct or a constant whose type implements `{name}`, like `crate::effects::AssertEffects`"
                )),
        ),
        _ => {}
    }
}

/// `op`, `type`, `attribute`, `dialect`.
fn kind_word(kind: InterfaceKind) -> &'static str {
    match kind {
        InterfaceKind::Attr => "attribute",
        other => other.as_str(),
    }
}

/// `an op`, `a type`, `an attribute`, `a dialect`.
fn article_kind(kind: InterfaceKind) -> String {
    match kind {
        InterfaceKind::Op | InterfaceKind::Attr => format!("an {}", kind_word(kind)),
        _ => format!("a {}", kind_word(kind)),
    }
}

/// What implements interfaces of `kind`, for help texts.
fn implementors(kind: InterfaceKind) -> &'static str {
    match kind {
        InterfaceKind::Op => "an op",
        InterfaceKind::Type => "a `[[type]]`",
        InterfaceKind::Attr => "an `[[attr]]`",
        InterfaceKind::Dialect => "the `[dialect]` table",
    }
}
