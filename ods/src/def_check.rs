//! The checks of a type or attribute definition that read its embedded texts: each
//! parameter's Rust type ([`crate::lang::param_type`]), and the declarative format against the
//! parameters ([`crate::lang::def_format`]), plus the rules tying format and mnemonic together
//! (a format is printed after the mnemonic, so it needs one; a definition with parameters and a
//! mnemonic needs a format, or hand-written `parse` and `print`, to write them), the format's
//! uses of parameters (definitions with a textual form, `custom` directives with a module and
//! Rust arguments, parameters with their own `parser` read only where they are known to be
//! there), the declared builders' names, and its traits (Rust paths of types implementing the
//! runtime's `TypeTrait` / `AttrTrait`, or an interface of the runtime, which MLIR lists among
//! traits too). The result is the [`ResolvedDef`].
//!
//! Names, duplicates, hooks and interfaces are checked by [`crate::check`], which calls this.

use crate::check::is_rust_path;
use crate::diag::{Span, SpecDiagnostic};
use crate::interface_check::RUNTIME_INTERFACES;
use crate::lang::constraint::{Resolved, Variadicity, parse_and_resolve};
use crate::lang::def_format::{
    DefCustomArg, DefElement, DefElementKind, FormatParam, parse_def_format,
};
use crate::lang::format::Literal;
use crate::lang::library::{ConstraintKind, Library};
use crate::lang::param_type::{DialectNames, ParamType, parse_param_type};
use crate::model::{Def, Dialect, InterfaceKind, Parameter, Trait};
use crate::resolved::{ResolvedDef, ResolvedParam};

/// Names of the methods the view of a definition generates beside the accessors, and of the
/// arguments of `get`, which parameters (becoming accessors and arguments) cannot take.
pub const RESERVED: &[&str] = &[
    "ctx",
    "loc",
    "get",
    "get_checked",
    "from_storage",
    "from_storage_checked",
    "verify_storage",
    "storage",
    "satisfies",
    "parse",
    "print",
    "verify",
    "ty",
    "attr",
];

/// Checks `def` (a definition of `kind`, `type` or `attribute`, in `dialect`); returns its
/// resolution when nothing is wrong, pushing every problem to `errors`.
pub fn check_def(
    def: &Def,
    kind: &str,
    dialect: &Dialect,
    library: &Library,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<ResolvedDef> {
    let before = errors.len();
    // The items left out for their errors count as the dialect's, so that a parameter of one
    // is not an error of its own.
    let withheld = &dialect.withheld;
    let enums: Vec<&str> = (dialect.enums.iter().map(|e| e.name.as_str()))
        .chain(withheld.enums.iter().map(String::as_str))
        .collect();
    let views = |defs: &[Def], withheld: &[String], rust_name: fn(&str) -> String| -> Vec<String> {
        (defs.iter().map(|d| d.name.as_str()))
            .chain(withheld.iter().map(String::as_str))
            .map(rust_name)
            .collect()
    };
    let types = views(
        &dialect.type_defs,
        &withheld.type_defs,
        crate::names::type_def_name,
    );
    let attrs = views(
        &dialect.attr_defs,
        &withheld.attr_defs,
        crate::names::attr_def_name,
    );
    let types: Vec<&str> = types.iter().map(String::as_str).collect();
    let attrs: Vec<&str> = attrs.iter().map(String::as_str).collect();
    let names = DialectNames {
        enums: &enums,
        types: &types,
        attrs: &attrs,
    };
    let params: Vec<Option<ParamType>> = def
        .parameters
        .iter()
        .map(|p| {
            // An empty type is reported by the name checks.
            if p.rust_type.value.trim().is_empty() {
                return None;
            }
            match parse_param_type(&p.rust_type, &names) {
                Ok(ty) => Some(ty),
                // Any Rust type reads and writes through its own functions.
                Err(_)
                    if p.parser.is_some()
                        && p.printer.is_some()
                        && p.rust_type
                            .value
                            .parse::<proc_macro2::TokenStream>()
                            .is_ok() =>
                {
                    Some(ParamType::Rust(p.rust_type.value.trim().to_string()))
                }
                Err(e) => {
                    errors.push(e);
                    None
                }
            }
        })
        .collect();
    let name = def.name.as_str();
    let mut format = None;
    match (&def.format, &def.mnemonic) {
        (Some(text), None) => errors.push(
            SpecDiagnostic::error(
                text.span,
                format!("{kind} `{name}` has a `format` but no `mnemonic`"),
            )
            .with_help(
                "the format is written after the mnemonic (`!dialect.mnemonic<...>`): add `mnemonic = \"<keyword>\"`",
            ),
        ),
        (Some(text), Some(_)) if errors.len() == before => {
            let format_params: Vec<FormatParam<'_>> = def
                .parameters
                .iter()
                .zip(&params)
                .map(|(p, ty)| FormatParam {
                    name: p.name.as_str(),
                    // A mutable parameter is absent when the body is not set.
                    optional: p.optional || p.default.is_some() || p.mutable,
                    array: matches!(ty, Some(ParamType::Array(_))),
                })
                .collect();
            match parse_def_format(&text.value, text.span, name, &format_params) {
                Ok(f) => format = Some(f),
                Err(e) => errors.extend(e),
            }
        }
        (None, Some(mnemonic)) if !def.parameters.is_empty() && def.parse.is_none() => errors.push(
            SpecDiagnostic::error(
                mnemonic.span,
                format!("{kind} `{name}` has parameters but no `format` to write them"),
            )
            .with_help("add a format, e.g. `format = '`<` struct(params) `>`'` or `format = '`<` params `>`'`"),
        ),
        _ => {}
    }
    check_custom_form(def, kind, errors);
    let body_group = crate::mutable_def::check(def, kind, format.as_ref(), errors);
    if let Some(format) = &format {
        check_def_params(def, &params, dialect, errors);
        check_custom(&format.elements, dialect, errors);
        check_parsers(def, &format.elements, errors);
    }
    for p in &def.parameters {
        for hook in [&p.parser, &p.printer].into_iter().flatten() {
            if let Some(e) = crate::hook_check::flag_word_error(hook, false) {
                errors.push(e);
            } else if !is_rust_path(hook.as_str()) {
                errors.push(
                    SpecDiagnostic::error(
                        hook.span,
                        format!("`{}` is not a Rust path", hook.value),
                    )
                    .with_help("name a function, e.g. `crate::shape::parse_dims`"),
                );
            }
        }
    }
    for p in &def.parameters {
        let accessor = crate::names::accessor_name(p.name.as_str());
        // A default-valued parameter `x` gets a function `default_x`.
        let default_fn = def.parameters.iter().any(|other| {
            other.default.is_some()
                && format!("default_{}", crate::names::snake_case(other.name.as_str())) == accessor
        });
        if RESERVED.contains(&accessor.as_str()) || default_fn {
            errors.push(
                SpecDiagnostic::error(
                    p.name.span,
                    format!(
                        "parameter `{}` has the name of a method the view of {kind} `{name}` already has",
                        p.name.value
                    ),
                )
                .with_help("rename the parameter"),
            );
        }
        if let Some(default) = &p.default
            && default.value.trim().is_empty()
        {
            errors.push(SpecDiagnostic::error(default.span, "empty default value"));
        }
    }
    check_traits(&def.traits, kind, name, errors);
    check_builders(def, kind, errors);
    if errors.len() > before {
        return None;
    }
    let constraints: Vec<Option<Resolved>> = (def.parameters.iter())
        .zip(&params)
        .map(|(p, ty)| param_constraint(p, ty.as_ref(), library, errors))
        .collect();
    if errors.len() > before {
        return None;
    }
    let params: Vec<ParamType> = params.into_iter().collect::<Option<_>>()?;
    Some(ResolvedDef {
        spec: def.clone(),
        params: (def.parameters.iter().cloned())
            .zip(params)
            .zip(constraints)
            .map(|((spec, ty), constraint)| ResolvedParam {
                spec,
                ty,
                constraint,
            })
            .collect(),
        format,
        body_group,
    })
}

/// The constraint of parameter `p` (of kind `ty`), resolved: a type constraint on a `Type`, an
/// attribute constraint on an `Attribute`, each also on a `Vec` of them, and on one value each.
fn param_constraint(
    p: &Parameter,
    ty: Option<&ParamType>,
    library: &Library,
    errors: &mut Vec<SpecDiagnostic>,
) -> Option<Resolved> {
    let (text, ty) = (p.constraint.as_ref()?, ty?);
    let element = match ty {
        ParamType::Array(element) => element,
        other => other,
    };
    let kind = match element {
        ParamType::Type => ConstraintKind::Type,
        ParamType::Attribute => ConstraintKind::Attr,
        _ => {
            errors.push(
                SpecDiagnostic::error(
                    text.span,
                    format!(
                        "parameter `{}` of type `{}` cannot have a constraint",
                        p.name.value,
                        p.rust_type.value.trim()
                    ),
                )
                .with_help(
                    "a constraint applies to a `Type` or `Attribute` parameter, or a `Vec` of them",
                ),
            );
            return None;
        }
    };
    match parse_and_resolve(&text.value, text.span, kind, library) {
        Ok(Resolved::Type(t)) if t.variadicity != Variadicity::Single => {
            errors.push(
                SpecDiagnostic::error(text.span, "a parameter's constraint is on one value")
                    .with_help(
                        "write the element's constraint: a `Vec` parameter checks each element",
                    ),
            );
            None
        }
        Ok(resolved) => Some(resolved),
        Err(e) => {
            errors.extend(e);
            None
        }
    }
}

/// The parameters of `def` whose values (or elements) are definitions, which its format
/// writes: the definition has a textual form (a mnemonic).
fn check_def_params(
    def: &Def,
    params: &[Option<ParamType>],
    dialect: &Dialect,
    errors: &mut Vec<SpecDiagnostic>,
) {
    for (p, ty) in def.parameters.iter().zip(params) {
        let element = match ty {
            Some(ParamType::Array(element)) => &**element,
            Some(other) => other,
            None => continue,
        };
        let ParamType::Def { view, attr } = element else {
            continue;
        };
        let (defs, rust_name): (&[Def], fn(&str) -> String) = if *attr {
            (&dialect.attr_defs, crate::names::attr_def_name)
        } else {
            (&dialect.type_defs, crate::names::type_def_name)
        };
        let held = defs.iter().find(|d| rust_name(d.name.as_str()) == *view);
        if held.is_some_and(|d| d.mnemonic.is_none()) {
            errors.push(
                SpecDiagnostic::error(
                    p.rust_type.span,
                    format!("parameter `{}` is a `{view}`, which has no mnemonic, so no textual form for the format to write", p.name.value),
                )
                .with_help(format!("give the definition of `{view}` a `mnemonic` and a `format`")),
            );
        }
    }
}

/// The `custom` directives of a format: their functions live in the dialect's
/// `custom_directives` module, and their string arguments are Rust expressions.
fn check_custom(elements: &[DefElement], dialect: &Dialect, errors: &mut Vec<SpecDiagnostic>) {
    for element in elements {
        match &element.kind {
            DefElementKind::Custom { name, args } => {
                if dialect.custom_directives.is_none() {
                    let function = crate::names::snake_case(name);
                    errors.push(
                        SpecDiagnostic::error(
                            element.span,
                            format!("`custom<{name}>` has no module to call `parse_{function}` and `print_{function}` in"),
                        )
                        .with_help("name the module in the `[dialect]` table: `custom_directives = \"crate::custom\"`"),
                    );
                }
                for arg in args {
                    if let DefCustomArg::Expr { text, span } = arg
                        && text
                            .replace("$_ctxt", "ctx")
                            .parse::<proc_macro2::TokenStream>()
                            .is_err()
                    {
                        errors.push(
                            SpecDiagnostic::error(*span, "this string is not a Rust expression")
                                .with_help("a string argument of `custom` is Rust code passed to its functions, like `\"1 + 1\"`"),
                        );
                    }
                }
            }
            DefElementKind::Optional {
                then_elements,
                else_elements,
                ..
            } => {
                check_custom(then_elements, dialect, errors);
                check_custom(else_elements, dialect, errors);
            }
            _ => {}
        }
    }
}

/// A hand-written textual form (`parse` and `print`, MLIR's `hasCustomAssemblyFormat`): both
/// functions, after a mnemonic, instead of a format.
fn check_custom_form(def: &Def, kind: &str, errors: &mut Vec<SpecDiagnostic>) {
    let name = def.name.as_str();
    let (hook, other) = match (&def.parse, &def.print) {
        (Some(hook), None) => (hook, "print"),
        (None, Some(hook)) => (hook, "parse"),
        (Some(hook), Some(_)) => {
            if let Some(format) = &def.format {
                errors.push(
                    SpecDiagnostic::error(
                        format.span,
                        format!("{kind} `{name}` has both a `format` and hand-written `parse` and `print`"),
                    )
                    .with_help("keep one of them"),
                );
            } else if def.mnemonic.is_none() {
                errors.push(
                    SpecDiagnostic::error(
                        hook.span,
                        format!("{kind} `{name}` has a hand-written `parse` but no `mnemonic`"),
                    )
                    .with_help("the functions read and write the text after the mnemonic: add `mnemonic = \"<keyword>\"`"),
                );
            }
            return;
        }
        (None, None) => return,
    };
    errors.push(
        SpecDiagnostic::error(
            hook.span,
            format!("{kind} `{name}` has no `{other}` to go with this one"),
        )
        .with_help("write both `parse` and `print`, or neither"),
    );
}

/// The Rust name of a builder of a definition: `get_<name>`, or `get` without a name.
pub fn builder_name(name: Option<&str>) -> String {
    match name {
        Some(name) => format!("get_{}", crate::names::snake_case(name)),
        None => "get".to_string(),
    }
}

/// The declared builders of `def`: their names (`get_<name>`, and `get_checked_<name>` beside
/// each) are unique and no accessor's, and a builder without a name replaces the generated
/// `get`, so only when that one is skipped.
fn check_builders(def: &Def, kind: &str, errors: &mut Vec<SpecDiagnostic>) {
    let mut seen: Vec<String> = Vec::new();
    if !def.skip_default_builders {
        seen.push("get".to_string());
    }
    let accessors: Vec<String> = def
        .parameters
        .iter()
        .map(|p| crate::names::accessor_name(p.name.as_str()))
        .collect();
    for builder in &def.builders {
        let rust_name = builder_name(builder.name.as_ref().map(|n| n.as_str()));
        let checked = rust_name.replacen("get", "get_checked", 1);
        let at = builder.name.as_ref().map_or(builder.span, |n| n.span);
        if builder.name.is_none() && seen.contains(&rust_name) {
            errors.push(
                SpecDiagnostic::error(
                    builder.span,
                    format!("a declared builder without a `name` clashes with `get` of {kind} `{}`", def.name.value),
                )
                .with_help("give it a `name` (it becomes `get_<name>`), or set `skip_default_builders = true`"),
            );
        } else if seen.contains(&rust_name) {
            errors.push(
                SpecDiagnostic::error(
                    at,
                    format!(
                        "duplicate builder `{rust_name}` in {kind} `{}`",
                        def.name.value
                    ),
                )
                .with_help("rename one of them"),
            );
        } else if accessors.contains(&rust_name) || accessors.contains(&checked) {
            errors.push(
                SpecDiagnostic::error(
                    at,
                    format!(
                        "builder `{rust_name}` has the name of an accessor of {kind} `{}`",
                        def.name.value
                    ),
                )
                .with_help("rename the builder or the parameter"),
            );
        }
        seen.push(rust_name);
    }
}

/// Reports the parameters with their own `parser` that may be absent where the format reads
/// them optionally (`$x` outside optional groups, an optional group's first element,
/// `params`): a parser function can only read a value that is there.
fn check_parsers(def: &Def, elements: &[DefElement], errors: &mut Vec<SpecDiagnostic>) {
    let mut found = Vec::new();
    optional_parser_reads(def, elements, true, &mut found);
    for (i, span) in found {
        errors.push(
            SpecDiagnostic::error(
                span,
                format!(
                    "parameter `{}` has a `parser` but may be absent here, and a parser function cannot tell",
                    def.parameters[i].name.value
                ),
            )
            .with_help("put it after a literal in an optional group, or in `struct(...)`"),
        );
    }
}

/// The parameters (and where) [`check_parsers`] reports among `elements`; `top` says whether
/// they are outside optional groups.
fn optional_parser_reads(
    def: &Def,
    elements: &[DefElement],
    top: bool,
    found: &mut Vec<(usize, Span)>,
) {
    let optional_read = |i: usize| {
        let p = &def.parameters[i];
        p.parser.is_some() && (p.optional || p.default.is_some())
    };
    for element in elements {
        match &element.kind {
            DefElementKind::Param(i) if top && optional_read(*i) => found.push((*i, element.span)),
            DefElementKind::Params(indices) => found.extend(
                indices
                    .iter()
                    .filter(|&&i| optional_read(i))
                    .map(|&i| (i, element.span)),
            ),
            DefElementKind::Optional { then_elements, .. } => {
                let mut rest = then_elements.iter().skip_while(|e| {
                    matches!(
                        e.kind,
                        DefElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty)
                    )
                });
                if let Some(first) = rest.next()
                    && let DefElementKind::Param(i) = first.kind
                    && def.parameters[i].parser.is_some()
                {
                    found.push((i, first.span));
                }
                let rest: Vec<DefElement> = rest.cloned().collect();
                optional_parser_reads(def, &rest, false, found);
            }
            _ => {}
        }
    }
}

/// The runtime interface (its Rust trait) a definition of `kind` lists among its traits, as
/// MLIR lists `MemRefElementTypeInterface`; `None` for a native trait.
pub fn runtime_interface(t: &Trait, kind: &str) -> Option<&'static str> {
    let wanted = if kind == "type" {
        InterfaceKind::Type
    } else {
        InterfaceKind::Attr
    };
    RUNTIME_INTERFACES
        .iter()
        .find(|(name, k, _)| *name == t.name.value && *k == wanted)
        .map(|(_, _, path)| *path)
}

/// Whether `name` is the path of a native trait: a Rust path with at least one `::`.
fn is_native_trait_path(name: &str) -> bool {
    name.contains("::") && is_rust_path(name)
}

/// Checks the traits of definition `def` of `kind`: each names a Rust type by a path with `::`
/// (implementing the runtime's `TypeTrait` or `AttrTrait`, which rustc checks) or a runtime
/// interface of the definition's kind, without arguments, once.
fn check_traits(traits: &[Trait], kind: &str, def: &str, errors: &mut Vec<SpecDiagnostic>) {
    let runtime_trait = if kind == "type" {
        "TypeTrait"
    } else {
        "AttrTrait"
    };
    for (i, t) in traits.iter().enumerate() {
        let name = t.name.as_str();
        if let Some(args) = &t.args {
            let at = args.first().map_or(t.span, |a| a.span);
            errors.push(
                SpecDiagnostic::error(
                    at,
                    format!("trait `{name}` of {kind} `{def}` has arguments"),
                )
                .with_help(format!(
                    "a trait of a {kind} is a Rust type implementing `oxir::def_support::{runtime_trait}`: give the parameters to that type (`crate::traits::Width32`)"
                )),
            );
            continue;
        }
        if traits[..i].iter().any(|other| other.name.value == name) {
            errors.push(
                SpecDiagnostic::error(t.name.span, format!("trait `{name}` is listed twice"))
                    .with_help("remove one of them"),
            );
            continue;
        }
        let other_kind = RUNTIME_INTERFACES.iter().any(|(n, ..)| *n == name);
        if other_kind && runtime_interface(t, kind).is_none() {
            errors.push(
                SpecDiagnostic::error(
                    t.name.span,
                    format!("`{name}` is an interface of another kind than {kind}s"),
                )
                .with_help("remove it"),
            );
        } else if !other_kind && !is_native_trait_path(name) {
            // A bare name is most likely an MLIR trait the runtime does not know.
            errors.push(
                SpecDiagnostic::error(
                    t.name.span,
                    format!("trait `{name}` of {kind} `{def}` is not the path of a Rust type"),
                )
                .with_help(format!(
                    "name a type implementing `oxir::def_support::{runtime_trait}` by its path, e.g. `crate::traits::Mutable`"
                )),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::check::check_dialect;
    use crate::diag::Sources;
    use crate::toml_front::read_dialect;

    fn messages(defs: &str) -> Vec<String> {
        let text = format!(
            "[dialect]\nname = \"t\"\n[[enum]]\nname = \"Kind\"\ncases = [{{ name = \"a\", value = 0 }}]\n{defs}"
        );
        let mut sources = Sources::new();
        let source = sources.add("t.toml", &text);
        let (dialect, errors) = read_dialect(source, &text);
        assert_eq!(errors.len(), 0, "{errors:?}");
        check_dialect(&dialect.unwrap(), &sources)
            .into_iter()
            .map(|d| d.message)
            .collect()
    }

    #[test]
    fn good_definitions_pass() {
        let defs = r#"[[type]]
name = "Pair"
mnemonic = "pair"
parameters = [{ name = "first", type = "Type" }, { name = "kind", type = "Kind", default = "Kind::A" }]
format = '`<` $first (`,` $kind^)? `>`'
[[attr]]
name = "Token"
mnemonic = "token"
[[attr]]
name = "Hidden"
parameters = [{ name = "values", type = "Vec<u8>" }]
"#;
        assert_eq!(messages(defs), Vec::<String>::new());
    }

    #[test]
    fn traits_are_rust_paths_or_runtime_interfaces() {
        let defs = r#"[[type]]
name = "A"
traits = ["crate::traits::Mutable", "MemRefElementTypeInterface", "Pure", "crate::traits::Mutable", "crate::W<32>"]
[[attr]]
name = "B"
traits = ["MemRefElementTypeInterface", "crate::traits::Located"]
"#;
        assert_eq!(
            messages(defs),
            [
                "trait `Pure` of type `A` is not the path of a Rust type",
                "trait `crate::traits::Mutable` is listed twice",
                "trait `crate::W` of type `A` has arguments",
                "`MemRefElementTypeInterface` is an interface of another kind than attributes",
            ]
        );
    }

    #[test]
    fn definitions_as_parameters_need_a_textual_form() {
        let defs = r#"[[type]]
name = "Hidden"
parameters = [{ name = "a", type = "u32" }]
[[type]]
name = "Shown"
mnemonic = "shown"
[[attr]]
name = "Holder"
mnemonic = "holder"
parameters = [{ name = "h", type = "HiddenType" }, { name = "s", type = "Vec<ShownType>" }, { name = "k", type = "Kind" }]
format = '`<` $h `,` qualified($k) `,` qualified($s) `>`'
"#;
        assert_eq!(
            messages(defs),
            [
                "parameter `h` is a `HiddenType`, which has no mnemonic, so no textual form for the format to write",
            ]
        );
    }

    #[test]
    fn custom_directives_need_a_module_and_rust_arguments() {
        let defs = r#"[[type]]
name = "Shaped"
mnemonic = "shaped"
parameters = [{ name = "dims", type = "Vec<i64>" }]
format = '`<` custom<Dims>($dims, "(1") `>`'
"#;
        assert_eq!(
            messages(defs),
            [
                "`custom<Dims>` has no module to call `parse_dims` and `print_dims` in",
                "this string is not a Rust expression",
            ]
        );
    }

    #[test]
    fn builders_have_unique_names() {
        let defs = r#"[[type]]
name = "Sized"
mnemonic = "sized"
parameters = [{ name = "get_big", type = "u32" }]
format = '`<` $get_big `>`'
builders = [
  { body = "crate::b::plain" },
  { name = "small", body = "crate::b::small" },
  { name = "small", body = "crate::b::small2" },
  { name = "big", body = "crate::b::big" },
]
[[attr]]
name = "Bare"
skip_default_builders = true
builders = [{ body = "crate::b::bare" }]
"#;
        assert_eq!(
            messages(defs),
            [
                "a declared builder without a `name` clashes with `get` of type `Sized`",
                "duplicate builder `get_small` in type `Sized`",
                "builder `get_big` has the name of an accessor of type `Sized`",
            ]
        );
    }

    #[test]
    fn parameters_with_their_own_parser_and_printer() {
        let defs = r#"[[type]]
name = "Own"
mnemonic = "own"
parameters = [
  { name = "a", type = "crate::Shape", parser = "crate::p::a", printer = "crate::p::print_a" },
  { name = "b", type = "crate::Shape", parser = "crate::p::b" },
  { name = "c", type = "u8", optional = true, parser = "crate::p::c", printer = "not a path" },
  { name = "d", type = "u8", optional = true, parser = "crate::p::d" },
  { name = "e", type = "u8", optional = true, parser = "crate::p::e" },
]
format = '`<` $a $b $c ($d^)? (`,` $e^)? `>`'
"#;
        let messages = messages(defs);
        assert_eq!(
            messages,
            [
                "unsupported parameter type `crate::Shape`",
                "`not a path` is not a Rust path",
            ]
        );
        let defs = defs.replace(
            r#"type = "crate::Shape", parser = "crate::p::b""#,
            r#"type = "u8", parser = "crate::p::b""#,
        );
        let defs = defs.replace("not a path", "crate::p::print_c");
        assert_eq!(
            super::tests::messages(&defs),
            [
                "parameter `c` has a `parser` but may be absent here, and a parser function cannot tell",
                "parameter `d` has a `parser` but may be absent here, and a parser function cannot tell",
            ]
        );
    }

    #[test]
    fn hand_written_forms_have_both_functions_and_a_mnemonic() {
        let defs = r#"[[type]]
name = "A"
mnemonic = "a"
parameters = [{ name = "x", type = "u32" }]
parse = "crate::asm::parse_a"
[[type]]
name = "B"
mnemonic = "b"
parameters = [{ name = "x", type = "u32" }]
parse = "crate::asm::parse_b"
print = "crate::asm::print_b"
format = '`<` $x `>`'
[[type]]
name = "C"
parse = "crate::asm::parse_c"
print = "crate::asm::print_c"
[[type]]
name = "D"
mnemonic = "d"
parameters = [{ name = "x", type = "u32" }]
parse = "crate::asm::parse_d"
print = "crate::asm::print_d"
"#;
        assert_eq!(
            messages(defs),
            [
                "type `A` has no `print` to go with this one",
                "type `B` has both a `format` and hand-written `parse` and `print`",
                "type `C` has a hand-written `parse` but no `mnemonic`",
            ]
        );
    }

    #[test]
    fn formats_mnemonics_and_parameter_types() {
        let defs = r#"[[type]]
name = "NoMnemonic"
parameters = [{ name = "a", type = "u32" }]
format = '`<` $a `>`'
[[type]]
name = "NoFormat"
mnemonic = "no_format"
parameters = [{ name = "a", type = "u32" }]
[[attr]]
name = "BadType"
mnemonic = "bad"
parameters = [{ name = "a", type = "f32" }]
format = '`<` $a `>`'
[[attr]]
name = "Missing"
mnemonic = "missing"
parameters = [{ name = "a", type = "u32" }, { name = "b", type = "u32" }]
format = '`<` $a `>`'
"#;
        assert_eq!(
            messages(defs),
            [
                "type `NoMnemonic` has a `format` but no `mnemonic`",
                "type `NoFormat` has parameters but no `format` to write them",
                "unsupported parameter type `f32`",
                "the format does not print parameter `b`",
            ]
        );
    }
}
