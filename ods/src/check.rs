//! Checks over the spec model that every front end's output must pass before anything is
//! generated: names are valid identifiers and unique where they share a namespace (op entities,
//! ops, Rust type names, enum cases), traits are known and have the arguments they need, enum
//! values do not clash, hooks are Rust paths. Every error is collected, each with the span of
//! the offending name or value and, where possible, a `help:` with the fix.
//!
//! This module does not parse the embedded languages: the op's constraints (and, through them,
//! variadicity, attribute presence and segment sizes) are resolved by [`crate::op_check`], which
//! `Checker::op` calls, and type and attribute definitions by [`crate::def_check`];
//! [`check_and_resolve`] returns the [`ResolvedDialect`] the emitters read.

use std::collections::HashMap;

use crate::diag::{Level, Sources, Span, SpecDiagnostic, did_you_mean};
use crate::lang::format::is_keyword;
use crate::lang::library::Library;
use crate::model::{
    AttrPresence, ConstraintDef, Def, Dialect, Enum, Hook, Interface, InterfaceKind, InterfaceUse,
    Op, Parameter, Spanned, Trait,
};
use crate::names;
use crate::resolved::{ResolvedDef, ResolvedDialect, ResolvedOp};
use crate::{def_check, interface_check, op_check, op_traits};

/// Checks `dialect` (whose spans point into `sources`) and returns every error found, in no
/// particular order.
pub fn check_dialect(dialect: &Dialect, sources: &Sources) -> Vec<SpecDiagnostic> {
    check_and_resolve(dialect, sources).1
}

/// Checks `dialect` like [`check_dialect`] and, when no error was found, also returns the
/// dialect resolved (constraints, variadicity, traits, formats) for the emitters.
pub fn check_and_resolve(
    dialect: &Dialect,
    sources: &Sources,
) -> (Option<ResolvedDialect>, Vec<SpecDiagnostic>) {
    let mut diagnostics = Vec::new();
    let library = op_check::dialect_library(dialect, &mut diagnostics);
    let mut checker = Checker {
        sources,
        diagnostics,
        library,
        checked_ops: Vec::new(),
        checked_types: Vec::new(),
        checked_attrs: Vec::new(),
    };
    checker.dialect(dialect);
    let failed = checker.diagnostics.iter().any(|d| d.level == Level::Error);
    let ops: Option<Vec<ResolvedOp>> = checker.checked_ops.into_iter().collect();
    let type_defs: Option<Vec<ResolvedDef>> = checker.checked_types.into_iter().collect();
    let attr_defs: Option<Vec<ResolvedDef>> = checker.checked_attrs.into_iter().collect();
    let checked = match (failed, ops, type_defs, attr_defs) {
        (false, Some(ops), Some(type_defs), Some(attr_defs)) => {
            Some(inherit_bases(ResolvedDialect {
                spec: dialect.clone(),
                ops,
                type_defs,
                attr_defs,
            }))
        }
        _ => None,
    };
    (checked, checker.diagnostics)
}

/// `resolved` with every interface use followed by the uses of its interface's bases
/// ([`interface_check::with_bases`]), in the spec it carries and in each op and definition, so
/// that every emitter sees what the implementor implements.
fn inherit_bases(mut resolved: ResolvedDialect) -> ResolvedDialect {
    let written = resolved.spec.clone();
    let expand = |uses: &mut Vec<InterfaceUse>| *uses = interface_check::with_bases(&written, uses);
    expand(&mut resolved.spec.implements);
    for model in &mut resolved.spec.external_models {
        model.interfaces = interface_check::external_model_uses(&written, model);
    }
    for op in &mut resolved.spec.ops {
        expand(&mut op.interfaces);
    }
    for def in resolved
        .spec
        .type_defs
        .iter_mut()
        .chain(&mut resolved.spec.attr_defs)
    {
        expand(&mut def.interfaces);
    }
    // The resolved ops and definitions take the spec's expansion rather than expanding again.
    for op in &mut resolved.ops {
        if let Some(spec) = resolved.spec.ops.iter().find(|o| o.name == op.spec.name) {
            op.spec.interfaces = spec.interfaces.clone();
        }
    }
    let spec = &resolved.spec;
    for (defs, specs) in [
        (&mut resolved.type_defs, &spec.type_defs),
        (&mut resolved.attr_defs, &spec.attr_defs),
    ] {
        for def in defs.iter_mut() {
            if let Some(written) = specs.iter().find(|d| d.name == def.spec.name) {
                def.spec.interfaces = written.interfaces.clone();
            }
        }
    }
    resolved
}

/// Whether `name` is an identifier: a letter or `_`, then letters, digits or `_`.
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Whether `name` is identifiers joined by `.` (op names and mnemonics: `intr.fma`).
pub fn is_dotted_identifier(name: &str) -> bool {
    name.split('.').all(is_identifier)
}

/// Whether `path` is a Rust path to an item: identifiers joined by `::`, optionally starting
/// with `::`, `crate`, `self` or `super`, and no other keyword.
pub fn is_rust_path(path: &str) -> bool {
    let path = path.strip_prefix("::").unwrap_or(path);
    path.split("::").enumerate().all(|(i, segment)| {
        is_identifier(segment)
            && (!names::is_rust_keyword(segment)
                || (i == 0 && matches!(segment, "crate" | "self" | "super")))
    })
}

/// Walks the model and collects diagnostics.
struct Checker<'s> {
    sources: &'s Sources,
    diagnostics: Vec<SpecDiagnostic>,
    /// The builtin constraints and the dialect's own definitions.
    library: Library,
    /// Each op seen so far resolved, `None` where it had errors.
    checked_ops: Vec<Option<ResolvedOp>>,
    /// Each type definition seen so far resolved.
    checked_types: Vec<Option<ResolvedDef>>,
    /// Each attribute definition seen so far resolved.
    checked_attrs: Vec<Option<ResolvedDef>>,
}

/// Spec names seen so far in one namespace, with what each named and where.
#[derive(Default)]
struct Seen {
    names: HashMap<String, (String, Span)>,
}

impl Checker<'_> {
    fn error(&mut self, diagnostic: SpecDiagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// `line N` of a span, for help texts pointing at an earlier definition.
    fn line(&self, span: Span) -> usize {
        self.sources.line_col(span.source, span.start).0
    }

    /// Records `key` (described as `what`) in `seen`, reporting it at `span` with `message` when
    /// it is already there; returns whether it was new.
    fn unique(
        &mut self,
        seen: &mut Seen,
        key: &str,
        what: String,
        span: Span,
        message: String,
    ) -> bool {
        self.unique_or(seen, key, what, span, message, "rename one of them")
    }

    /// [`Self::unique`] with the fix to suggest.
    fn unique_or(
        &mut self,
        seen: &mut Seen,
        key: &str,
        what: String,
        span: Span,
        message: String,
        fix: &str,
    ) -> bool {
        if let Some((first, first_span)) = seen.names.get(key) {
            let help = format!(
                "`{key}` is already {first} (line {}); {fix}",
                self.line(*first_span)
            );
            self.error(SpecDiagnostic::error(span, message).with_help(help));
            false
        } else {
            seen.names.insert(key.to_string(), (what, span));
            true
        }
    }

    /// Reports `name` unless it is an identifier.
    fn identifier(&mut self, name: &Spanned<String>, what: &str) {
        if !is_identifier(&name.value) {
            self.error(invalid_name(name, what));
        }
    }

    fn dialect(&mut self, dialect: &Dialect) {
        self.identifier(&dialect.name, "dialect name");
        for dependent in &dialect.dependent_dialects {
            self.identifier(&dependent.name, "dialect name");
            if let Some(path) = &dependent.register {
                self.path(path);
            }
        }
        if let Some(path) = &dialect.custom_directives {
            self.module_path(path);
        }
        if let Some(path) = &dialect.materialize_constant {
            self.path(path);
        }
        if let Some(path) = &dialect.type_syntax {
            self.module_path(path);
        }
        // Every generated Rust type of the dialect lives in one module.
        let mut rust_names = Seen::default();
        let dialect_type = names::dialect_type_name(&dialect.name.value);
        rust_names.names.insert(
            dialect_type.clone(),
            (
                format!("the dialect type `{dialect_type}`"),
                dialect.name.span,
            ),
        );
        let mut op_names = Seen::default();
        for op in &dialect.ops {
            self.op(dialect, op, &mut op_names, &mut rust_names);
        }
        let mut type_mnemonics = Seen::default();
        for def in &dialect.type_defs {
            let rust_name = names::type_def_name(&def.name.value);
            let checked = self.def(
                dialect,
                def,
                "type",
                rust_name,
                &mut type_mnemonics,
                &mut rust_names,
            );
            self.checked_types.push(checked);
        }
        let mut attr_mnemonics = Seen::default();
        for def in &dialect.attr_defs {
            let rust_name = names::attr_def_name(&def.name.value);
            let checked = self.def(
                dialect,
                def,
                "attribute",
                rust_name,
                &mut attr_mnemonics,
                &mut rust_names,
            );
            self.checked_attrs.push(checked);
        }
        for e in &dialect.enums {
            self.enumeration(e, &mut attr_mnemonics, &mut rust_names);
        }
        for interface in &dialect.interfaces {
            self.interface(interface, &mut rust_names);
        }
        for constraint in &dialect.constraints {
            self.constraint_def(constraint, &mut rust_names);
        }
        interface_check::check_bases(dialect, &mut self.diagnostics);
        for model in &dialect.external_models {
            self.interface_uses(&model.interfaces);
            // As for a use's `impl`, whether it is a path is `interface_check`'s to say.
            if let Some(path) = &model.module
                && crate::hook_check::is_flag_word(&path.value)
            {
                self.module_path(path);
            }
        }
        interface_check::check_external_models(dialect, &mut self.diagnostics);
        self.interface_uses(&dialect.implements);
        interface_check::check_uses(
            &interface_check::with_bases(dialect, &dialect.implements),
            InterfaceKind::Dialect,
            &format!("dialect `{}`", dialect.name.value),
            dialect,
            &mut self.diagnostics,
        );
    }

    /// Checks one op. The constraint and format checks of the embedded languages plug in here.
    fn op(&mut self, dialect: &Dialect, op: &Op, op_names: &mut Seen, rust_names: &mut Seen) {
        let name = &op.name;
        let prefix = format!("{}.", dialect.name.value);
        if let Some(bare) = name.value.strip_prefix(&prefix) {
            self.error(
                SpecDiagnostic::error(
                    name.span,
                    format!("op name `{}` repeats the dialect prefix", name.value),
                )
                .with_help(format!(
                    "write `name = \"{bare}\"`: the dialect name `{}` is prefixed automatically",
                    dialect.name.value
                )),
            );
        } else if !is_dotted_identifier(&name.value) {
            self.error(invalid_name(name, "op name"));
        }
        let new_name = self.unique(
            op_names,
            &name.value,
            format!("op `{}`", name.value),
            name.span,
            format!("duplicate op `{}`", name.value),
        );
        if let Some(class) = &op.class {
            if names::is_rust_keyword(&class.value) {
                self.error(
                    SpecDiagnostic::error(
                        class.span,
                        format!("`{}` is a Rust keyword, not a Rust type name", class.value),
                    )
                    .with_help("choose a type name like `AddIOp`"),
                );
            } else if !is_identifier(&class.value) {
                self.error(invalid_name(class, "Rust type name"));
            }
        }
        let rust_name = names::op_type_name(&name.value, op.class.as_ref().map(|c| c.as_str()));
        // A duplicate op name already says it all; its Rust type clashes as a consequence.
        if new_name || op.class.is_some() {
            self.unique(
                rust_names,
                &rust_name,
                format!("the Rust type of op `{}`", name.value),
                op.class.as_ref().map_or(name.span, |c| c.span),
                format!(
                    "op `{}` gets the Rust type `{rust_name}`, which is taken",
                    name.value
                ),
            );
            if !op.operands.is_empty() {
                let adaptor = names::adaptor_name(&rust_name);
                self.unique(
                    rust_names,
                    &adaptor,
                    format!("the operand adaptor of op `{}`", name.value),
                    op.class.as_ref().map_or(name.span, |c| c.span),
                    format!(
                        "op `{}` gets the adaptor type `{adaptor}`, which is taken",
                        name.value
                    ),
                );
            }
        }

        // Operands, results, attributes, regions and successors share one namespace: their
        // names are the accessors and the `$name`s of the format.
        let mut entities = Seen::default();
        let mut accessors = Seen::default();
        let mut entity = |checker: &mut Self, kind: &str, index: usize, n: &Spanned<String>| {
            checker.identifier(n, &format!("{kind} name"));
            let what = format!("{kind} #{index}");
            checker.unique(
                &mut entities,
                &n.value,
                what.clone(),
                n.span,
                format!("duplicate name `{}` in op `{}`", n.value, name.value),
            );
            let accessor = names::accessor_name(&n.value);
            if entities
                .names
                .get(&n.value)
                .is_some_and(|(_, s)| *s == n.span)
            {
                checker.unique(
                    &mut accessors,
                    &accessor,
                    format!("the accessor of {what} `{}`", n.value),
                    n.span,
                    format!(
                        "`{}` would get the accessor `{accessor}()` of another name",
                        n.value
                    ),
                );
            }
        };
        for (i, operand) in op.operands.iter().enumerate() {
            entity(self, "operand", i, &operand.name);
            self.constraint(&operand.constraint, "type");
        }
        for (i, result) in op.results.iter().enumerate() {
            entity(self, "result", i, &result.name);
            self.constraint(&result.constraint, "type");
        }
        for (i, attribute) in op.attributes.iter().enumerate() {
            entity(self, "attribute", i, &attribute.name);
            self.constraint(&attribute.constraint, "attribute");
            if let AttrPresence::Default(default) = &attribute.presence {
                self.not_empty(default, "default value");
            }
        }
        for (i, region) in op.regions.iter().enumerate() {
            entity(self, "region", i, &region.name);
            if let Some(constraint) = &region.constraint {
                self.constraint(constraint, "region");
            }
        }
        for (i, successor) in op.successors.iter().enumerate() {
            entity(self, "successor", i, &successor.name);
            if let Some(constraint) = &successor.constraint {
                self.constraint(constraint, "successor");
            }
        }
        for (i, derived) in op.derived_attributes.iter().enumerate() {
            entity(self, "derived attribute", i, &derived.name);
            self.not_empty(&derived.returns, "return type");
            self.rust_text(&derived.returns, "type");
            self.path(&derived.body);
            if let Some(path) = &derived.to_attr {
                self.path(path);
            }
        }

        for t in &op.traits {
            self.op_trait(t);
        }
        let full_name = format!("{}.{}", dialect.name.value, name.value);
        if let Some(path) = &op.custom_directives {
            self.module_path(path);
        }
        let custom_directives =
            op.custom_directives.is_some() || dialect.custom_directives.is_some();
        let checked = op_check::check_op(
            op,
            dialect,
            &full_name,
            custom_directives,
            &self.library,
            &mut self.diagnostics,
        );
        self.checked_ops.push(checked);
        self.interface_uses(&op.interfaces);
        interface_check::check_uses(
            &interface_check::with_bases(dialect, &op.interfaces),
            InterfaceKind::Op,
            &format!("op `{}`", name.value),
            dialect,
            &mut self.diagnostics,
        );

        let mut builders = Seen::default();
        if !op.skip_default_builders {
            builders.names.insert(
                "build".to_string(),
                ("the generated builder".to_string(), op.span),
            );
        }
        for builder in &op.builders {
            let rust_name = names::builder_name(builder.name.as_ref().map(|n| n.as_str()));
            match &builder.name {
                Some(n) => {
                    self.identifier(n, "builder name");
                    self.unique(
                        &mut builders,
                        &rust_name,
                        format!("builder `{rust_name}`"),
                        n.span,
                        format!("duplicate builder `{rust_name}` in op `{}`", name.value),
                    );
                }
                None if builders.names.contains_key("build") => {
                    self.error(
                        SpecDiagnostic::error(
                            builder.span,
                            format!(
                                "a declared builder without a `name` clashes with `build` of op `{}`",
                                name.value
                            ),
                        )
                        .with_help(
                            "give it a `name` (it becomes `build_with_<name>`), or set `skip_default_builders = true`",
                        ),
                    );
                }
                None => {
                    builders.names.insert(
                        "build".to_string(),
                        ("builder `build`".to_string(), builder.span),
                    );
                }
            }
            self.parameters(&builder.params, "builder parameter");
            self.rust_types(&builder.params);
            self.path(&builder.body);
        }
        for hook in [
            &op.hooks.verify,
            &op.hooks.region_verify,
            &op.hooks.fold,
            &op.hooks.canonicalize,
            &op.infer_result_types,
            &op.hooks.parse,
            &op.hooks.print,
        ]
        .into_iter()
        .flatten()
        {
            self.hook(hook);
        }
        if let Some(format) = &op.format {
            self.not_empty(format, "assembly format");
        }
        self.custom_form_hooks(op);
    }

    /// A hand-written custom form needs both its parser and its printer, and replaces the
    /// declarative format rather than joining it.
    fn custom_form_hooks(&mut self, op: &Op) {
        match (&op.hooks.parse, &op.hooks.print) {
            (Some(hook), None) | (None, Some(hook)) => {
                let (has, lacks) = if op.hooks.parse.is_some() {
                    ("parse", "print")
                } else {
                    ("print", "parse")
                };
                self.error(
                    SpecDiagnostic::error(
                        hook.span(),
                        format!("op `{}` has a `{has}` hook but no `{lacks}` hook", op.name.value),
                    )
                    .with_help(format!(
                        "a hand-written custom form needs both: add `{lacks} = \"crate::path::to_fn\"`"
                    )),
                );
            }
            _ => {}
        }
        if let (Some(format), Some(hook)) = (
            &op.format,
            op.hooks.parse.as_ref().or(op.hooks.print.as_ref()),
        ) {
            self.error(
                SpecDiagnostic::error(
                    hook.span(),
                    format!(
                        "op `{}` has both a `format` and hand-written `parse`/`print` hooks",
                        op.name.value
                    ),
                )
                .with_help(format!(
                    "keep one: the declarative format (line {}) or the hooks",
                    self.line(format.span)
                )),
            );
        }
    }

    /// Checks a type or attribute definition (`kind`) of `dialect` whose Rust type is
    /// `rust_name`, returning it resolved when it has no error of its own.
    fn def(
        &mut self,
        dialect: &Dialect,
        def: &Def,
        kind: &str,
        rust_name: String,
        mnemonics: &mut Seen,
        rust_names: &mut Seen,
    ) -> Option<ResolvedDef> {
        self.identifier(&def.name, &format!("{kind} name"));
        let storage = names::def_storage_name(&rust_name);

        // A clash of the Rust type already says it all; its storage clashes as a consequence.
        if self.unique(
            rust_names,
            &rust_name,
            format!("the Rust type of {kind} `{}`", def.name.value),
            def.name.span,
            format!(
                "{} `{}` gets the Rust type `{rust_name}`, which is taken",
                kind, def.name.value
            ),
        ) {
            self.unique(
                rust_names,
                &storage,
                format!("the parameter storage of {kind} `{}`", def.name.value),
                def.name.span,
                format!(
                    "{kind} `{}` gets the storage type `{storage}`, which is taken",
                    def.name.value
                ),
            );
        }
        if let Some(mnemonic) = &def.mnemonic {
            if is_dotted_identifier(&mnemonic.value) {
                self.unique(
                    mnemonics,
                    &mnemonic.value,
                    format!("the mnemonic of {kind} `{}`", def.name.value),
                    mnemonic.span,
                    format!("duplicate {} mnemonic `{}`", kind, mnemonic.value),
                );
            } else {
                self.error(invalid_name(mnemonic, "mnemonic"));
            }
        }
        // A definition without a mnemonic is its own kind under its name.
        if def.mnemonic.is_none() {
            self.unique_or(
                mnemonics,
                &def.name.value,
                format!("the mnemonic of {kind} `{}`", def.name.value),
                def.name.span,
                format!(
                    "{kind} `{}` has no mnemonic and is known by its name, which is the mnemonic of another {kind}",
                    def.name.value
                ),
                "give it a mnemonic",
            );
        }
        self.parameters(&def.parameters, "parameter");
        for default in def.parameters.iter().filter_map(|p| p.default.as_ref()) {
            self.rust_text(default, "expression");
        }
        // Traits are Rust paths, and builder names unique, checked by `def_check`.
        for builder in &def.builders {
            if let Some(name) = &builder.name {
                self.identifier(name, "builder name");
            }
            self.parameters(&builder.params, "builder parameter");
            self.rust_types(&builder.params);
            self.path(&builder.body);
        }
        for hook in [&def.parse, &def.print].into_iter().flatten() {
            self.path(hook);
        }
        self.interface_uses(&def.interfaces);
        let interface_kind = if kind == "type" {
            InterfaceKind::Type
        } else {
            InterfaceKind::Attr
        };
        interface_check::check_uses(
            &interface_check::with_bases(dialect, &def.interfaces),
            interface_kind,
            &format!("{kind} `{}`", def.name.value),
            dialect,
            &mut self.diagnostics,
        );
        if let Some(hook) = &def.verify {
            self.hook(hook);
        }
        def_check::check_def(def, kind, dialect, &self.library, &mut self.diagnostics)
    }

    fn enumeration(&mut self, e: &Enum, attr_mnemonics: &mut Seen, rust_names: &mut Seen) {
        self.identifier(&e.name, "enum name");
        self.unique(
            rust_names,
            &e.name.value,
            format!("enum `{}`", e.name.value),
            e.name.span,
            format!(
                "enum `{}` gets a Rust type name that is taken",
                e.name.value
            ),
        );
        if let Some(mnemonic) = &e.attr_mnemonic {
            if is_dotted_identifier(&mnemonic.value) {
                self.unique(
                    attr_mnemonics,
                    &mnemonic.value,
                    format!("the mnemonic of enum `{}`", e.name.value),
                    mnemonic.span,
                    format!("duplicate attribute mnemonic `{}`", mnemonic.value),
                );
            } else {
                self.error(invalid_name(mnemonic, "mnemonic"));
            }
            // The attribute form is a definition of its own, with its view and storage; a clash
            // of the view says it all.
            let view = names::attr_def_name(&e.name.value);
            let storage = names::def_storage_name(&view);
            for rust in [view, storage] {
                let new = self.unique(
                    rust_names,
                    &rust,
                    format!("the attribute form of enum `{}`", e.name.value),
                    mnemonic.span,
                    format!(
                        "the attribute form of enum `{}` gets the Rust type `{rust}`, which is taken",
                        e.name.value
                    ),
                );
                if !new {
                    break;
                }
            }
            // Its text reads the cases of a bit enum as keywords, as MLIR's unquoted form.
            if e.bit_enum
                && let Some(case) = e.cases.iter().find(|c| !is_keyword(&c.spelling().value))
            {
                self.error(
                    SpecDiagnostic::error(
                        case.spelling().span,
                        format!(
                            "case `{}` of bit enum `{}` is not a keyword, which its attribute form needs",
                            case.spelling().value,
                            e.name.value
                        ),
                    )
                    .with_help("give the case a `string` that is an identifier"),
                );
            }
        }
        self.bit_enum_text(e);
        self.str_enum_keys(e);
        if let Some(width) = &e.width
            && ![8, 16, 32, 64].contains(&width.value)
        {
            self.error(
                SpecDiagnostic::error(
                    width.span,
                    format!("enum width {} is not 8, 16, 32 or 64", width.value),
                )
                .with_help("the width of the integer the enum is stored in"),
            );
        }
        let width = e.storage_width();
        if e.cases.is_empty() {
            self.error(
                SpecDiagnostic::error(e.name.span, format!("enum `{}` has no cases", e.name.value))
                    .with_help(if e.is_str() {
                        "add `cases = [{ name = \"<case>\" }]`"
                    } else {
                        "add `cases = [{ name = \"<case>\", value = 0 }]`"
                    }),
            );
        }
        let mut case_names = Seen::default();
        let mut spellings = Seen::default();
        let mut values = Seen::default();
        // Bits of the single-bit cases, which multi-bit (group) cases must be made of.
        let single_bits = e
            .cases
            .iter()
            .filter(|c| c.int_value() > 0 && (c.int_value() as u64).is_power_of_two())
            .fold(0u64, |bits, c| bits | c.int_value() as u64);
        for case in &e.cases {
            self.identifier(&case.name, "enum case name");
            // The Rust variant is the case name in UpperCamelCase, which must still name
            // something (`_1` and `__` do not).
            let variant = names::camel_case(&case.name.value);
            if is_identifier(&case.name.value) && !is_identifier(&variant) {
                self.error(
                    SpecDiagnostic::error(
                        case.name.span,
                        match variant.is_empty() {
                            true => format!(
                                "enum case `{}` has no Rust variant name: nothing is left of it",
                                case.name.value
                            ),
                            false => format!(
                                "enum case `{}` has no Rust variant name: it becomes `{variant}`",
                                case.name.value
                            ),
                        },
                    )
                    .with_help("start the case name with a letter"),
                );
            }
            let new_name = self.unique(
                &mut case_names,
                &case.name.value,
                format!("case `{}`", case.name.value),
                case.name.span,
                format!(
                    "duplicate case `{}` in enum `{}`",
                    case.name.value, e.name.value
                ),
            );
            let spelling = case.spelling();
            if spelling.value.is_empty() {
                self.not_empty(spelling, "enum case string");
            }
            // A duplicate name spells the same by default; that is one error, not two.
            if new_name || case.string.is_some() {
                self.unique_or(
                    &mut spellings,
                    &spelling.value,
                    format!("the string of case `{}`", case.name.value),
                    spelling.span,
                    format!(
                        "duplicate string `{}` in enum `{}`",
                        spelling.value, e.name.value
                    ),
                    "give the case another `string`",
                );
            }
            // A string enum's case is its string; the front ends ask every other case for a
            // value.
            let Some(case_value) = &case.value else {
                continue;
            };
            if e.is_str() {
                self.error(
                    SpecDiagnostic::error(
                        case_value.span,
                        format!(
                            "case `{}` of string enum `{}` has a value",
                            case.name.value, e.name.value
                        ),
                    )
                    .with_help("a string enum's case is its string: remove `value`"),
                );
                continue;
            }
            let value = case_value.value;
            // A negative bit-enum value has its own message below.
            let out_of_range = if value < 0 {
                !e.bit_enum
            } else {
                width < 64 && value >> width != 0
            };
            if out_of_range {
                self.error(SpecDiagnostic::error(
                    case_value.span,
                    format!(
                        "case `{}` has the value {value}, outside the enum's unsigned {width}-bit storage",
                        case.name.value
                    ),
                ));
            }
            self.unique_or(
                &mut values,
                &value.to_string(),
                format!("the value of case `{}`", case.name.value),
                case_value.span,
                format!(
                    "case `{}` of enum `{}` has the value {value} of another case",
                    case.name.value, e.name.value
                ),
                "give each case its own value",
            );
            if e.bit_enum {
                if value < 0 {
                    self.error(
                        SpecDiagnostic::error(
                            case_value.span,
                            format!("bit-enum case `{}` has a negative value", case.name.value),
                        )
                        .with_help("a bit-enum value is a bit mask: 0, or a sum of powers of two"),
                    );
                } else if value as u64 & !single_bits != 0 {
                    let uncovered = value as u64 & !single_bits;
                    self.error(
                        SpecDiagnostic::error(
                            case_value.span,
                            format!(
                                "bit-enum case `{}` has bits that no single-bit case has (mask {uncovered:#x})",
                                case.name.value
                            ),
                        )
                        .with_help("give each bit its own case with a power-of-two value; a case with several bits is a group of those"),
                    );
                }
            }
        }
    }

    /// `separator` and `print_primary_groups`, which only bit enums have (a separator is MLIR's
    /// `|` or `,`, spaces around allowed), and `bare`, which only enums with a mnemonic have.
    fn bit_enum_text(&mut self, e: &Enum) {
        if let Some(separator) = &e.separator
            && (!e.bit_enum || !matches!(separator.value.trim(), "|" | ","))
        {
            let message = if e.bit_enum {
                format!("the separator `{}` is not `|` or `,`", separator.value)
            } else {
                format!(
                    "enum `{}` has a `separator` but is not a bit enum",
                    e.name.value
                )
            };
            self.error(
                SpecDiagnostic::error(separator.span, message)
                    .with_help("a bit enum joins its cases with `|` or `,` (spaces around allowed): `separator = \", \"`"),
            );
        }
        if e.print_primary_groups && !e.bit_enum {
            self.error(
                SpecDiagnostic::error(
                    e.name.span,
                    format!(
                        "enum `{}` has `print_primary_groups` but is not a bit enum",
                        e.name.value
                    ),
                )
                .with_help("remove it, or add `bit = true`"),
            );
        }
        // `bare` shapes the attribute form, which only an enum with a mnemonic has.
        if e.bare && e.attr_mnemonic.is_none() {
            self.error(
                SpecDiagnostic::error(
                    e.name.span,
                    format!("enum `{}` is `bare` but has no `mnemonic`", e.name.value),
                )
                .with_help("remove it, or add the attribute form's keyword: `mnemonic = \"...\"`"),
            );
        }
    }

    /// What a string enum cannot have, each reported at its key: bits (`bit`), a storage
    /// integer (`width`), and an attribute form of its own (`mnemonic`), since its attribute
    /// form is a string attribute.
    fn str_enum_keys(&mut self, e: &Enum) {
        let Some(str_span) = e.str_enum else {
            return;
        };
        let name = &e.name.value;
        if e.bit_enum {
            self.error(
                SpecDiagnostic::error(
                    str_span,
                    format!("enum `{name}` is a string enum and a bit enum"),
                )
                .with_help("a string enum's cases are strings, not bits: remove `bit` or `str`"),
            );
        }
        if let Some(width) = &e.width {
            self.error(
                SpecDiagnostic::error(width.span, format!("string enum `{name}` has a `width`"))
                    .with_help("a string enum is stored as a string attribute: remove `width`"),
            );
        }
        if let Some(mnemonic) = &e.attr_mnemonic {
            self.error(
                SpecDiagnostic::error(
                    mnemonic.span,
                    format!("string enum `{name}` has a `mnemonic`"),
                )
                .with_help(
                    "a string enum's attribute form is a string attribute (`\"case\"`): remove `mnemonic`",
                ),
            );
        }
    }

    /// A constraint of the dialect: its name is a Rust type of the dialect's module, its
    /// predicate a Rust path, its summary (the words of messages) not empty.
    fn constraint_def(&mut self, constraint: &ConstraintDef, rust_names: &mut Seen) {
        let name = &constraint.name;
        self.identifier(name, "constraint name");
        self.unique(
            rust_names,
            &name.value,
            format!("constraint `{}`", name.value),
            name.span,
            format!("constraint `{}` gets a Rust name that is taken", name.value),
        );
        self.path(&constraint.predicate);
        if let Some(summary) = &constraint.summary {
            self.not_empty(summary, "summary");
        }
    }

    fn interface(&mut self, interface: &Interface, rust_names: &mut Seen) {
        self.identifier(&interface.name, "interface name");
        let new = self.unique(
            rust_names,
            &interface.name.value,
            format!("interface `{}`", interface.name.value),
            interface.name.span,
            format!(
                "interface `{}` gets a Rust name that is taken",
                interface.name.value
            ),
        );
        let handle = names::interface_handle_name(&interface.name.value);
        if new {
            self.unique(
                rust_names,
                &handle,
                format!("the handle of interface `{}`", interface.name.value),
                interface.name.span,
                format!(
                    "interface `{}` gets the handle type `{handle}`, which is taken",
                    interface.name.value
                ),
            );
        }
        interface_check::check_interface(interface, &mut self.diagnostics);
        let mut methods = Seen::default();
        for method in &interface.methods {
            self.identifier(&method.name, "method name");
            self.unique(
                &mut methods,
                &method.name.value,
                format!("method `{}`", method.name.value),
                method.name.span,
                format!(
                    "duplicate method `{}` in interface `{}`",
                    method.name.value, interface.name.value
                ),
            );
            self.parameters(&method.params, "method parameter");
            self.rust_types(&method.params);
            if let Some(returns) = &method.returns {
                self.not_empty(returns, "return type");
                self.rust_text(returns, "type");
            }
            if let Some(body) = &method.default_body {
                self.rust_text(body, "block");
            }
            if let Some(body) = &method.fixed_body {
                self.rust_text(body, "block");
                if method.default_body.is_some() {
                    self.error(
                        SpecDiagnostic::error(
                            body.span,
                            format!(
                                "method `{}` has both a `default` and a fixed `body`",
                                method.name.value
                            ),
                        )
                        .with_help(
                            "keep `default` for a body implementors may override, `body` for one they may not",
                        ),
                    );
                }
            }
        }
        if let Some(hook) = &interface.verify {
            self.hook(hook);
        }
    }

    fn op_trait(&mut self, t: &Trait) {
        let name = &t.name;
        if !is_identifier(&name.value) {
            self.error(invalid_name(name, "trait name"));
            return;
        }
        let is_interface = name.value.ends_with("Interface")
            || name.value == "DeclareOpInterfaceMethods"
            || interface_check::RUNTIME_MODEL_INTERFACES
                .iter()
                .any(|(n, ..)| *n == name.value);
        if is_interface {
            self.error(
                SpecDiagnostic::error(
                    name.span,
                    format!("`{}` is an interface, not a trait", name.value),
                )
                .with_help("list it under `interfaces` (with `methods = [...]` for the methods the op implements by hand)"),
            );
            return;
        }
        if matches!(
            name.value.as_str(),
            "InferTypeOpAdaptor" | "InferTensorType"
        ) {
            self.error(
                SpecDiagnostic::error(
                    name.span,
                    format!("`{}` is written `infer_result_types` here", name.value),
                )
                .with_help("name the function computing the result types: `infer_result_types = \"crate::path::to_fn\"`"),
            );
            return;
        }
        let Some(known) = op_traits::op_trait(&name.value) else {
            let names = op_traits::OP_TRAITS.iter().map(|t| t.name);
            let help = match did_you_mean(&name.value, names) {
                Some(close) => format!("did you mean `{close}`?"),
                None => format!(
                    "for a trait defined in Rust, write `NativeOpTrait<\"{}\">`",
                    name.value
                ),
            };
            self.error(
                SpecDiagnostic::error(name.span, format!("unknown trait `{}`", name.value))
                    .with_help(help),
            );
            return;
        };
        match (known.args, &t.args) {
            (Some(expected), None) => self.error(
                SpecDiagnostic::error(name.span, format!("trait `{}` needs arguments", known.name))
                    .with_help(format!("write `{}`", expected.example)),
            ),
            (Some(expected), Some(args))
                if args.len() < expected.least || args.len() > expected.most =>
            {
                let takes = if expected.least == expected.most {
                    plural(expected.least, "argument")
                } else {
                    format!("{} to {} arguments", expected.least, expected.most)
                };
                self.error(
                    SpecDiagnostic::error(
                        t.span,
                        format!("trait `{}` takes {takes}, found {}", known.name, args.len()),
                    )
                    .with_help(format!("write `{}`", expected.example)),
                );
            }
            (None, Some(_)) => self.error(
                SpecDiagnostic::error(t.span, format!("trait `{}` takes no arguments", known.name))
                    .with_help(format!("write `{}`", known.name)),
            ),
            _ => {}
        }
    }

    fn interface_uses(&mut self, uses: &[InterfaceUse]) {
        let mut seen = Seen::default();
        for u in uses {
            self.identifier(&u.name, "interface name");
            self.unique(
                &mut seen,
                &u.name.value,
                format!("interface `{}`", u.name.value),
                u.name.span,
                format!("interface `{}` is listed twice", u.name.value),
            );
            for method in &u.methods {
                self.identifier(method, "method name");
            }
            // Whether it is a path is `interface_check`'s to say.
            if let Some(path) = u.implementation.as_ref()
                && crate::hook_check::is_flag_word(&path.value)
            {
                self.module_path(path);
            }
        }
    }

    /// Rust text the emitter tokenizes (`what`: `type`, `expression`, `block`) must be Rust.
    fn rust_text(&mut self, text: &Spanned<String>, what: &str) {
        if text.value.trim().is_empty() {
            return;
        }
        if let Err(e) = crate::lang::rust_nesting::check_rust_text(&text.value, text.span, what) {
            self.error(e);
        }
    }

    /// The Rust types of builder or method parameters must be Rust.
    fn rust_types(&mut self, parameters: &[Parameter]) {
        for p in parameters {
            self.rust_text(&p.rust_type, "type");
        }
    }

    fn parameters(&mut self, parameters: &[Parameter], what: &str) {
        let mut seen = Seen::default();
        for p in parameters {
            self.identifier(&p.name, &format!("{what} name"));
            self.unique(
                &mut seen,
                &p.name.value,
                format!("{what} `{}`", p.name.value),
                p.name.span,
                format!("duplicate {what} `{}`", p.name.value),
            );
            self.not_empty(&p.rust_type, "Rust type");
            if let (true, Some(default)) = (p.optional, &p.default) {
                self.error(
                    SpecDiagnostic::error(
                        default.span,
                        format!(
                            "{what} `{}` cannot be both optional and default-valued",
                            p.name.value
                        ),
                    )
                    .with_help(
                        "remove `optional = true`: a parameter with a default is never absent",
                    ),
                );
            }
        }
    }

    fn constraint(&mut self, constraint: &Spanned<String>, kind: &str) {
        self.not_empty(constraint, &format!("{kind} constraint"));
    }

    fn hook(&mut self, hook: &Hook) {
        if let Hook::Path(path) = hook {
            match crate::hook_check::flag_word_error(path, true) {
                Some(e) => self.error(e),
                None => self.path(path),
            }
        }
    }

    fn path(&mut self, path: &Spanned<String>) {
        if let Some(e) = crate::hook_check::flag_word_error(path, false) {
            self.error(e);
        } else if !is_rust_path(&path.value) {
            self.error(
                SpecDiagnostic::error(path.span, format!("`{}` is not a Rust path", path.value))
                    .with_help("write the function's path, like `crate::module::function`"),
            );
        }
    }

    /// Reports `path` unless it is a Rust path (of a module).
    fn module_path(&mut self, path: &Spanned<String>) {
        if crate::hook_check::is_flag_word(&path.value) {
            self.error(
                SpecDiagnostic::error(
                    path.span,
                    format!(
                        "`{}` is a flag word, not the Rust path of a module",
                        path.value
                    ),
                )
                .with_help("write the module's path, like `crate::custom`"),
            );
        } else if !is_rust_path(&path.value) {
            self.error(
                SpecDiagnostic::error(path.span, format!("`{}` is not a Rust path", path.value))
                    .with_help("write the module's path, like `crate::custom`"),
            );
        }
    }

    fn not_empty(&mut self, text: &Spanned<String>, what: &str) {
        if text.value.trim().is_empty() {
            self.error(SpecDiagnostic::error(text.span, format!("empty {what}")));
        }
    }
}

fn invalid_name(name: &Spanned<String>, what: &str) -> SpecDiagnostic {
    let rule = if what == "op name" || what == "mnemonic" {
        "identifiers joined by `.`, each starting with a letter or `_` and going on with letters, digits or `_`"
    } else {
        "a letter or `_`, then letters, digits or `_`"
    };
    SpecDiagnostic::error(name.span, format!("`{}` is not a valid {what}", name.value))
        .with_help(format!("{} {what} is {rule}", article(what)))
}

/// `a` or `an`, as the next word wants.
fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::toml_front::parse_dialect_spec;

    /// The resolved dialect of `text`, a spec without errors.
    pub(crate) fn checked(text: &str) -> ResolvedDialect {
        let mut sources = Sources::new();
        let source = sources.add("t.toml", text);
        let (dialect, errors) = crate::toml_front::read_dialect(source, text);
        assert_eq!(errors, []);
        let (checked, errors) = check_and_resolve(&dialect.expect("a dialect"), &sources);
        assert_eq!(errors, []);
        checked.expect("a checked dialect")
    }

    /// The messages and helps of checking `text`, in file order.
    fn check(text: &str) -> Vec<(String, Option<String>)> {
        let mut sources = Sources::new();
        let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "t.toml", text);
        assert_eq!(dialect.is_some(), diagnostics.is_empty());
        diagnostics
            .into_iter()
            .map(|d| (d.message, d.help))
            .collect()
    }

    fn messages(text: &str) -> Vec<String> {
        check(text).into_iter().map(|(m, _)| m).collect()
    }

    #[test]
    fn identifiers_and_paths() {
        assert!(is_identifier("lhs") && is_identifier("_x1") && is_identifier("overflowFlags"));
        assert!(!is_identifier("") && !is_identifier("1x") && !is_identifier("a-b"));
        assert!(is_dotted_identifier("intr.fma") && !is_dotted_identifier("intr..fma"));
        assert!(is_rust_path("crate::hooks::verify_addi") && is_rust_path("::std::mem::drop"));
        assert!(is_rust_path("super::fold") && is_rust_path("fold_addi"));
        assert!(!is_rust_path("crate::fn::x") && !is_rust_path("a::crate") && !is_rust_path("a:b"));
    }

    #[test]
    fn a_bare_enum_needs_a_mnemonic() {
        let enum_spec = |extra: &str| {
            format!(
                "[dialect]\nname = \"t\"\n[[enum]]\nname = \"P\"\nbare = true\n{extra}cases = [{{ name = \"eq\", value = 0 }}]\n"
            )
        };
        assert_eq!(
            messages(&enum_spec("")),
            ["enum `P` is `bare` but has no `mnemonic`"]
        );
        assert_eq!(check(&enum_spec("mnemonic = \"p\"\n")), []);
    }

    #[test]
    fn a_good_op_passes() {
        let text = r#"[dialect]
name = "t"
[[op]]
name = "addi"
traits = ["Pure", 'HasParent<"func.func">', 'AllTypesMatch<["lhs", "result"]>']
operands = [{ name = "lhs", type = "AnyInteger" }]
results = [{ name = "result", type = "AnyInteger" }]
builders = [{ name = "lhsOnly", body = "crate::build::lhs_only" }]
"#;
        assert_eq!(check(text), []);
    }

    #[test]
    fn duplicate_and_invalid_names() {
        let text = r#"[dialect]
name = "t"
[[op]]
name = "t.addi"
[[op]]
name = "x"
operands = [{ name = "lhs", type = "AnyType" }, { name = "1st", type = "AnyType" }]
results = [{ name = "lhs", type = "AnyType" }]
attributes = [{ name = "fooBar", type = "I64Attr" }, { name = "foo_bar", type = "I64Attr" }]
[[op]]
name = "x"
"#;
        assert_eq!(
            check(text),
            [
                (
                    "op name `t.addi` repeats the dialect prefix".to_string(),
                    Some("write `name = \"addi\"`: the dialect name `t` is prefixed automatically".to_string())
                ),
                (
                    "`1st` is not a valid operand name".to_string(),
                    Some("an operand name is a letter or `_`, then letters, digits or `_`".to_string())
                ),
                (
                    "duplicate name `lhs` in op `x`".to_string(),
                    Some("`lhs` is already operand #0 (line 7); rename one of them".to_string())
                ),
                (
                    "`foo_bar` would get the accessor `foo_bar()` of another name".to_string(),
                    Some("`foo_bar` is already the accessor of attribute #0 `fooBar` (line 9); rename one of them".to_string())
                ),
                (
                    "duplicate op `x`".to_string(),
                    Some("`x` is already op `x` (line 6); rename one of them".to_string())
                ),
            ]
        );
    }

    #[test]
    fn traits_must_be_known_and_have_their_arguments() {
        let text = r#"[dialect]
name = "t"
[[op]]
name = "x"
traits = ["Pur", "HasParent", 'HasParent<"a", "b">', "Pure<1>", "InferTypeOpInterface", "Mine", 'SingleBlockImplicitTerminator<>']
"#;
        assert_eq!(
            check(text),
            [
                (
                    "unknown trait `Pur`".to_string(),
                    Some("did you mean `Pure`?".to_string())
                ),
                (
                    "trait `HasParent` needs arguments".to_string(),
                    Some("write `HasParent<\"func.func\">`".to_string())
                ),
                (
                    "trait `HasParent` takes 1 argument, found 2".to_string(),
                    Some("write `HasParent<\"func.func\">`".to_string())
                ),
                (
                    "trait `Pure` takes no arguments".to_string(),
                    Some("write `Pure`".to_string())
                ),
                (
                    "`InferTypeOpInterface` is an interface, not a trait".to_string(),
                    Some("list it under `interfaces` (with `methods = [...]` for the methods the op implements by hand)".to_string())
                ),
                (
                    "unknown trait `Mine`".to_string(),
                    Some("for a trait defined in Rust, write `NativeOpTrait<\"Mine\">`".to_string())
                ),
                (
                    "trait `SingleBlockImplicitTerminator` takes 1 argument, found 0".to_string(),
                    Some("write `SingleBlockImplicitTerminator<\"scf.yield\">`".to_string())
                ),
            ]
        );
    }

    #[test]
    fn builders_and_hooks() {
        let text = r#"[dialect]
name = "t"
[[op]]
name = "x"
verify = "crate::fn"
builders = [{ body = "crate::b" }, { name = "v", body = "b" }, { name = "v", body = "c", params = [{ name = "a", type = "u32" }, { name = "a", type = "" }] }]
"#;
        assert_eq!(
            messages(text),
            [
                "`crate::fn` is not a Rust path",
                "a declared builder without a `name` clashes with `build` of op `x`",
                "duplicate builder `build_with_v` in op `x`",
                "duplicate builder parameter `a`",
                "empty Rust type",
            ]
        );
    }

    #[test]
    fn enum_values_strings_and_bits() {
        let text = r#"[dialect]
name = "t"
[[enum]]
name = "Pred"
cases = [{ name = "eq", value = 0 }, { name = "ne", value = 0 }, { name = "lt", value = 2, string = "eq" }, { name = "eq", value = 3 }]
[[enum]]
name = "Flags"
bit = true
cases = [{ name = "none", value = 0 }, { name = "a", value = 1 }, { name = "b", value = 2 }, { name = "ab", value = 3 }, { name = "c", value = 12 }, { name = "neg", value = -1 }]
[[enum]]
name = "Empty"
cases = []
"#;
        assert_eq!(
            messages(text),
            [
                "case `ne` of enum `Pred` has the value 0 of another case",
                "duplicate string `eq` in enum `Pred`",
                "duplicate case `eq` in enum `Pred`",
                "bit-enum case `c` has bits that no single-bit case has (mask 0xc)",
                "bit-enum case `neg` has a negative value",
                "enum `Empty` has no cases",
            ]
        );
    }

    #[test]
    fn rust_type_names_and_mnemonics_are_unique() {
        let text = r#"[dialect]
name = "t"
[[type]]
name = "Complex"
mnemonic = "complex"
[[type]]
name = "ComplexType"
mnemonic = "complex"
[[attr]]
name = "Layout"
mnemonic = "bad mnemonic"
[[enum]]
name = "LayoutAttr"
cases = [{ name = "a", value = 0 }]
[[interface]]
name = "TDialect"
kind = "op"
"#;
        assert_eq!(
            messages(text),
            [
                "type `ComplexType` gets the Rust type `ComplexType`, which is taken",
                "duplicate type mnemonic `complex`",
                "`bad mnemonic` is not a valid mnemonic",
                "enum `LayoutAttr` gets a Rust type name that is taken",
                "interface `TDialect` gets a Rust name that is taken",
            ]
        );
    }
}
