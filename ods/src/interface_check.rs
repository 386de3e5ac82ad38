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
use crate::model::{
    Dialect, ExternalModel, Hook, Interface, InterfaceKind, InterfaceMethod, InterfaceUse, Spanned,
};

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
    dialect.interface(name).is_some()
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

/// Checks the bases of every interface of `dialect`: each names another interface of the spec,
/// of the same kind, once, and no interface extends itself through them; the handle's
/// conversions (`as_<base>`) do not take a method's name.
pub fn check_bases(dialect: &Dialect, errors: &mut Vec<SpecDiagnostic>) {
    for interface in &dialect.interfaces {
        let name = interface.name.as_str();
        let mut seen: Vec<&str> = Vec::new();
        for base in &interface.bases {
            let Some(found) = dialect.interface(&base.value) else {
                let help = match did_you_mean(
                    &base.value,
                    dialect.interfaces.iter().map(|i| i.name.as_str()),
                ) {
                    Some(close) => format!("did you mean `{close}`?"),
                    None => "a base is an `[[interface]]` of this spec".to_string(),
                };
                errors.push(
                    SpecDiagnostic::error(
                        base.span,
                        format!("`{}` is not an interface of this spec", base.value),
                    )
                    .with_help(help),
                );
                continue;
            };
            if seen.contains(&base.as_str()) {
                errors.push(
                    SpecDiagnostic::error(
                        base.span,
                        format!("`{}` is listed twice in the bases of `{name}`", base.value),
                    )
                    .with_help("remove one"),
                );
                continue;
            }
            seen.push(base.as_str());
            if found.kind.value != interface.kind.value {
                errors.push(
                    SpecDiagnostic::error(
                        base.span,
                        format!(
                            "`{}` is {} interface, but `{name}` is {} interface",
                            base.value,
                            article_kind(found.kind.value),
                            article_kind(interface.kind.value)
                        ),
                    )
                    .with_help("a base is an interface of the same kind"),
                );
            } else if base.value == name || base_closure(dialect, found).contains(&name) {
                errors.push(
                    SpecDiagnostic::error(
                        base.span,
                        format!("`{name}` extends itself through `{}`", base.value),
                    )
                    .with_help("the bases of an interface cannot lead back to it"),
                );
            }
        }
        for base in base_closure(dialect, interface) {
            let conversion = crate::names::base_conversion_name(base);
            if let Some(method) = interface
                .methods
                .iter()
                .find(|m| m.name.value == conversion)
            {
                errors.push(
                    SpecDiagnostic::error(
                        method.name.span,
                        format!(
                            "method `{conversion}` has the name of the conversion of the handle `{}` to its base `{base}`",
                            crate::names::interface_handle_name(name)
                        ),
                    )
                    .with_help("rename the method"),
                );
            }
        }
    }
}

/// The names of the interfaces `interface` extends, directly or through its bases, nearest
/// first, each once; a base that is not an interface of the spec ends its branch, and a cycle
/// leads nowhere new.
pub fn base_closure<'d>(dialect: &'d Dialect, interface: &'d Interface) -> Vec<&'d str> {
    let mut out: Vec<&str> = Vec::new();
    let mut next = 0;
    let mut current = Some(interface);
    loop {
        if let Some(i) = current {
            for base in &i.bases {
                if base.value != interface.name.value && !out.contains(&base.as_str()) {
                    out.push(base.as_str());
                }
            }
        }
        let Some(name) = out.get(next) else {
            return out;
        };
        current = dialect.interface(name);
        next += 1;
    }
}

/// `uses` with the bases of each interface added (MLIR adds an interface's bases to the traits
/// of whatever declares it). A base not listed itself is implemented by the same `impl`
/// module, with the methods of `methods` that are the base's, so that a model is generated for
/// it too; the derived use keeps the others, and its module only if it still needs one.
pub fn with_bases(dialect: &Dialect, uses: &[InterfaceUse]) -> Vec<InterfaceUse> {
    let mut out = uses.to_vec();
    for (index, u) in uses.iter().enumerate() {
        let Some(interface) = dialect.interface(&u.name.value) else {
            continue;
        };
        let first_added = out.len();
        for base_name in base_closure(dialect, interface) {
            let Some(base) = dialect.interface(base_name) else {
                continue;
            };
            if out.iter().any(|listed| listed.name.value == base_name) {
                continue;
            }
            let methods: Vec<Spanned<String>> = u
                .methods
                .iter()
                .filter(|m| has_method(base, &m.value))
                .cloned()
                .collect();
            let by_hand = !methods.is_empty() || has_required_method(base);
            out.push(InterfaceUse {
                name: Spanned::new(base_name.to_string(), u.name.span),
                methods,
                implementation: u.implementation.clone().filter(|_| by_hand),
                base_of: Some(u.name.value.clone()),
                span: u.span,
            });
        }
        let added = &out[first_added..];
        let gave_module = added.iter().any(|b| b.implementation.is_some());
        let own: Vec<Spanned<String>> = u
            .methods
            .iter()
            .filter(|m| {
                has_method(interface, &m.value) || !added.iter().any(|b| b.methods.contains(m))
            })
            .cloned()
            .collect();
        let own_by_hand = !own.is_empty() || has_required_method(interface);
        out[index].methods = own;
        if gave_module && !own_by_hand {
            out[index].implementation = None;
        }
    }
    out
}

/// The methods use `u` of a spec interface writes by hand: those without a default, and the
/// defaults it lists.
fn methods_by_hand<'d>(dialect: &'d Dialect, u: &'d InterfaceUse) -> Vec<&'d str> {
    let Some(interface) = dialect.interface(&u.name.value) else {
        return Vec::new();
    };
    let required = (interface.methods.iter())
        .filter(|m| m.is_required())
        .map(|m| m.name.as_str());
    let listed = u
        .methods
        .iter()
        .filter(|m| has_method(interface, &m.value))
        .map(|m| m.as_str());
    required.chain(listed).collect()
}

/// Whether `interface` has a method named `name`.
fn has_method(interface: &Interface, name: &str) -> bool {
    interface.methods.iter().any(|m| m.name.value == name)
}

/// Whether `interface` has a method that every implementor writes by hand.
fn has_required_method(interface: &Interface) -> bool {
    interface.methods.iter().any(InterfaceMethod::is_required)
}

/// Checks the external models of `dialect`: each names an op of another dialect by its full
/// name and implements, once per op, interfaces whose models the generated code can register
/// (this spec's, or the runtime's with `impl` naming the model); their uses are checked as an
/// op's are.
pub fn check_external_models(dialect: &Dialect, errors: &mut Vec<SpecDiagnostic>) {
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for model in &dialect.external_models {
        let op = model.op.as_str();
        match op.split_once('.') {
            Some((prefix, _)) if crate::check::is_dotted_identifier(op) => {
                if prefix == dialect.name.value {
                    errors.push(
                        SpecDiagnostic::error(
                            model.op.span,
                            format!("`{op}` is an op of this dialect"),
                        )
                        .with_help("list the interfaces under the op's own `interfaces`"),
                    );
                }
            }
            _ => errors.push(
                SpecDiagnostic::error(
                    model.op.span,
                    format!("`{op}` is not an op name with its dialect"),
                )
                .with_help("write the op's full name, like `arith.addi`"),
            ),
        }
        if model.interfaces.is_empty() {
            errors.push(
                SpecDiagnostic::error(model.span, "an external model implements no interface")
                    .with_help("name the interfaces it implements"),
            );
        }
        for u in &model.interfaces {
            let name = u.name.as_str();
            // Twice in one list is the use check's to report.
            if seen.contains(&(op, name)) {
                errors.push(
                    SpecDiagnostic::error(
                        u.name.span,
                        format!("`{name}` is implemented for `{op}` by another external model"),
                    )
                    .with_help("keep one external model of it"),
                );
            }
            let withheld = dialect.withheld.interfaces.iter().any(|w| w == name);
            // With an `impl`, the use check says what is wrong with the name.
            if !has_model(dialect, u) && !withheld && u.implementation.is_none() {
                let runtime_model = RUNTIME_MODEL_INTERFACES.iter().any(|(n, ..)| *n == name);
                let help = if runtime_model {
                    format!(
                        "name its model with `impl`: `{{ name = \"{name}\", impl = \"crate::path::Model\" }}`"
                    )
                } else {
                    "an external model implements an interface of this spec, or one of the runtime's with `impl` naming its model".to_string()
                };
                errors.push(
                    SpecDiagnostic::error(
                        u.name.span,
                        format!("no implementation of `{name}` is generated for `{op}`"),
                    )
                    .with_help(help),
                );
            }
        }
        seen.extend(model.interfaces.iter().map(|u| (op, u.name.as_str())));
        let uses = external_model_uses(dialect, model);
        for u in &uses {
            let Some(interface) = dialect.interface(&u.name.value) else {
                continue;
            };
            for method in &interface.methods {
                let listed = u.methods.iter().any(|m| m.value == method.name.value);
                if method.default_uses_concrete(InterfaceKind::Op) && !listed {
                    errors.push(
                        SpecDiagnostic::error(
                            u.name.span,
                            format!(
                                "the default of `{}` of `{}` names `ConcreteOp`, which has no type in the external model of `{op}`",
                                method.name.value, interface.name.value
                            ),
                        )
                        .with_help(format!(
                            "list `{}` in `methods` and write it in the `impl` module, taking the op's `OpId`",
                            method.name.value
                        )),
                    );
                }
            }
        }
        check_uses(
            &uses,
            InterfaceKind::Op,
            &format!("the external model of `{op}`"),
            dialect,
            errors,
        );
    }
}

/// The interface uses of external model `model`, followed by those of their interfaces' bases
/// ([`with_bases`]), each with its implementation: its own `impl`, or the model's module when
/// it has methods written by hand.
pub fn external_model_uses(dialect: &Dialect, model: &ExternalModel) -> Vec<InterfaceUse> {
    let mut uses = with_bases(dialect, &model.interfaces);
    for u in &mut uses {
        if u.implementation.is_none() && !methods_by_hand(dialect, u).is_empty() {
            u.implementation = model.module.clone();
        }
    }
    uses
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
        let Some(interface) = dialect.interface(name) else {
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
            .filter(|m| m.is_required())
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
        if u.implementation.is_none() {
            // What the bases added for this use need by hand is written in the same module:
            // one error here names it all, none at the bases.
            if u.base_of.is_some() {
                continue;
            }
            let without_module = |b: &&InterfaceUse| {
                b.base_of.as_ref() == Some(&u.name.value) && b.implementation.is_none()
            };
            for base in uses.iter().filter(without_module) {
                by_hand.extend(methods_by_hand(dialect, base));
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

#[cfg(test)]
mod tests {
    use crate::check::tests::checked;

    const CHAIN: &str = r#"[dialect]
name = "t"

[[interface]]
name = "Top"
kind = "op"
bases = ["Middle"]
methods = [{ name = "top", returns = "u32", default = "0" }]

[[interface]]
name = "Middle"
kind = "op"
bases = ["Bottom"]
methods = [{ name = "middle", returns = "u32", default = "1" }]

[[interface]]
name = "Bottom"
kind = "op"
methods = [{ name = "bottom", returns = "u32" }]

[[op]]
name = "a"
interfaces = [{ name = "Top", impl = "crate::a", methods = ["middle"] }]

[[op]]
name = "b"
interfaces = [{ name = "Top", impl = "crate::b" }, { name = "Middle", impl = "crate::m", methods = ["middle"] }]
"#;

    #[test]
    fn bases_are_closed_nearest_first() {
        let resolved = checked(CHAIN);
        let top = &resolved.spec.interfaces[0];
        assert_eq!(
            super::base_closure(&resolved.spec, top),
            ["Middle", "Bottom"]
        );
    }

    #[test]
    fn uses_gain_their_bases_with_the_module_where_it_is_needed() {
        let resolved = checked(CHAIN);
        let uses = &resolved.ops[0].spec.interfaces;
        let summary: Vec<String> = uses
            .iter()
            .map(|u| {
                let methods: Vec<&str> = u.methods.iter().map(|m| m.as_str()).collect();
                format!(
                    "{} {methods:?} {:?} {:?}",
                    u.name.value,
                    u.implementation.as_ref().map(|m| m.as_str()),
                    u.base_of
                )
            })
            .collect();
        // `Top` writes nothing by hand itself, so its module goes to its bases: `Middle` for
        // the listed default, `Bottom` for its method without one.
        assert_eq!(
            summary,
            [
                r#"Top [] None None"#,
                r#"Middle ["middle"] Some("crate::a") Some("Top")"#,
                r#"Bottom [] Some("crate::a") Some("Top")"#,
            ]
        );
        // A base the op lists itself keeps its own use; only the missing one is added.
        let uses = &resolved.ops[1].spec.interfaces;
        let names: Vec<&str> = uses.iter().map(|u| u.name.as_str()).collect();
        assert_eq!(names, ["Top", "Middle", "Bottom"]);
        assert_eq!(
            uses[1].implementation.as_ref().unwrap().as_str(),
            "crate::m"
        );
        assert_eq!(
            uses[2].implementation.as_ref().unwrap().as_str(),
            "crate::b"
        );
        // The spec the resolved dialect carries says the same for the emitters of models.
        assert_eq!(
            resolved.spec.ops[0].interfaces,
            resolved.ops[0].spec.interfaces
        );
    }

    #[test]
    fn an_external_models_module_implements_the_uses_that_need_one() {
        let spec = format!(
            r#"{CHAIN}
[[interface]]
name = "Quiet"
kind = "op"
methods = [{{ name = "quiet", returns = "bool", default = "true" }}]

[[external_model]]
op = "arith.addi"
impl = "crate::addi"
interfaces = ["Bottom", "Quiet", {{ name = "Middle", impl = "crate::own", methods = ["middle"] }}]
"#
        );
        let resolved = checked(&spec);
        let uses: Vec<(&str, Option<&str>)> = resolved.spec.external_models[0]
            .interfaces
            .iter()
            .map(|u| {
                (
                    u.name.as_str(),
                    u.implementation.as_ref().map(|i| i.as_str()),
                )
            })
            .collect();
        // `Bottom` has a method without a default, `Quiet` only defaults, and `Middle` names
        // its own module.
        assert_eq!(
            uses,
            [
                ("Bottom", Some("crate::addi")),
                ("Quiet", None),
                ("Middle", Some("crate::own")),
            ]
        );
    }
}
