//! The Markdown reference of a dialect, generated from its resolved model in the shape
//! of MLIR's generated dialect docs: the dialect's title, summary and description, then one
//! section per op (syntax from the assembly format, description, traits, interfaces, tables of
//! attributes, operands, results, regions and successors), then the type and attribute
//! definitions, enums and interfaces.
//!
//! The output depends only on its inputs (spec order everywhere), so checked-in docs can be
//! compared byte for byte with a fresh rendering. This module does not read files and does not
//! check specs: callers pass a dialect that passed the checks, as its [`ResolvedDialect`].
//! The examples inside descriptions are extracted by [`examples`].

pub mod examples;
pub mod rules;

use std::fmt::Write as _;

use crate::lang::constraint::Presence;
use crate::model::{
    AttrStorage, ConstraintDef, ConstraintDefKind, Def, Dialect, Enum, Hook, Interface,
    InterfaceKind, InterfaceMethod, InterfaceUse, Op, Parameter, Spanned, Trait,
};
use crate::names;
use crate::resolved::{
    BlockCount, RegionKind, ResolvedAttribute, ResolvedDialect, ResolvedOp, ResultInference,
};

/// The whole Markdown reference of `dialect`.
pub fn dialect_markdown(dialect: &ResolvedDialect) -> String {
    dialect_markdown_with_rules(dialect, &rules::RuleIndex::new())
}

/// [`dialect_markdown`], with each op's section listing the rewrite rules of `rules` that
/// match the op.
pub fn dialect_markdown_with_rules(resolved: &ResolvedDialect, rules: &rules::RuleIndex) -> String {
    let dialect = &resolved.spec;
    let mut out = String::new();
    let name = &dialect.name.value;
    let _ = writeln!(out, "# '{name}' Dialect\n");
    out.push_str(
        "<!-- Generated from the dialect's spec by `cargo xtask docs`; do not edit. -->\n\n",
    );
    if let Some(summary) = &dialect.summary {
        let _ = writeln!(out, "_{}_\n", one_line(&summary.value));
    }
    push_markdown(&mut out, dialect.description.as_ref());
    if !dialect.dependent_dialects.is_empty() {
        let list = code_list(
            dialect
                .dependent_dialects
                .iter()
                .map(|d| d.name.value.as_str()),
        );
        let _ = writeln!(out, "Dependent dialects: {list}\n");
    }
    push_interfaces(&mut out, dialect, &dialect.implements);

    if !resolved.ops.is_empty() {
        out.push_str("## Operations\n\n");
        for op in &resolved.ops {
            op_section(&mut out, dialect, op);
            out.push_str(&rules.op_section(&format!("{name}.{}", op.name())));
        }
    }
    if !dialect.type_defs.is_empty() {
        out.push_str("## Types\n\n");
        for def in &dialect.type_defs {
            let rust = names::type_def_name(&def.name.value);
            def_section(&mut out, dialect, def, &rust, '!');
        }
    }
    if !dialect.attr_defs.is_empty() {
        out.push_str("## Attributes\n\n");
        for def in &dialect.attr_defs {
            let rust = names::attr_def_name(&def.name.value);
            def_section(&mut out, dialect, def, &rust, '#');
        }
    }
    if !dialect.enums.is_empty() {
        out.push_str("## Enums\n\n");
        for e in &dialect.enums {
            enum_section(&mut out, name, e);
        }
    }
    if !dialect.interfaces.is_empty() {
        out.push_str("## Interfaces\n\n");
        for interface in &dialect.interfaces {
            interface_section(&mut out, interface);
        }
    }
    if !dialect.external_models.is_empty() {
        out.push_str("## External models\n\n");
        out.push_str("Interfaces this dialect implements for ops of other dialects, attached when it is registered (`attach_external_models`):\n\n");
        for model in &dialect.external_models {
            let _ = writeln!(
                out,
                "- `{}`: {}",
                model.op.value,
                interface_list(&model.interfaces)
            );
        }
        out.push('\n');
    }
    if !dialect.constraints.is_empty() {
        out.push_str("## Constraints\n\n");
        for constraint in &dialect.constraints {
            constraint_section(&mut out, constraint);
        }
    }
    // Exactly one trailing newline, whatever the last section ended with.
    let trimmed = out.trim_end().len();
    out.truncate(trimmed);
    out.push('\n');
    out
}

/// A trait as written in specs: `Pure`, `HasParent<"func.func">`.
pub fn trait_text(t: &Trait) -> String {
    match &t.args {
        None => t.name.value.clone(),
        Some(args) => {
            let args: Vec<&str> = args.iter().map(|a| a.value.as_str()).collect();
            format!("{}<{}>", t.name.value, args.join(", "))
        }
    }
}

/// MLIR's words for a region constraint (`region with 1 blocks`, `variadic of any region`).
pub fn region_description(kind: &RegionKind) -> String {
    let single = match kind.blocks {
        BlockCount::Any => "any region".to_string(),
        BlockCount::Exactly(n) => format!("region with {n} blocks"),
        BlockCount::AtLeast(n) => format!("region with at least {n} blocks"),
        BlockCount::AtMost(n) => format!("region with at most {n} blocks"),
    };
    if kind.variadic {
        format!("variadic of {single}")
    } else {
        single
    }
}

/// MLIR's words for a successor constraint.
pub fn successor_description(variadic: bool) -> &'static str {
    if variadic {
        "variadic of any successor"
    } else {
        "any successor"
    }
}

/// The syntax line of an op: MLIR's `operation ::= `name` format`, one format line per output
/// line, continuation lines aligned after `operation ::= `.
pub fn op_syntax(full_name: &str, format: &str) -> String {
    let prefix = "operation ::= ";
    let mut lines = format.lines().map(str::trim).filter(|l| !l.is_empty());
    let mut out = format!("{prefix}`{full_name}`");
    if let Some(first) = lines.next() {
        let _ = write!(out, " {first}");
    }
    for line in lines {
        let _ = write!(out, "\n{}{line}", " ".repeat(prefix.len()));
    }
    out
}

fn op_section(out: &mut String, spec: &Dialect, resolved: &ResolvedOp) {
    let op = &resolved.spec;
    let dialect = spec.name.value.as_str();
    let full_name = format!("{dialect}.{}", op.name.value);
    let rust = names::op_type_name(&op.name.value, op.class.as_ref().map(|c| c.as_str()));
    let _ = writeln!(out, "### `{full_name}` ({rust})\n");
    if let Some(summary) = &op.summary {
        let _ = writeln!(out, "_{}_\n", one_line(&summary.value));
    }
    if let Some(format) = &op.format {
        let _ = writeln!(
            out,
            "Syntax:\n\n```\n{}\n```\n",
            op_syntax(&full_name, &format.value)
        );
    }
    push_markdown(out, op.description.as_ref());
    if !op.traits.is_empty() {
        let texts: Vec<String> = op.traits.iter().map(trait_text).collect();
        let _ = writeln!(
            out,
            "Traits: {}\n",
            code_list(texts.iter().map(String::as_str))
        );
    }
    push_interfaces(out, spec, &op.interfaces);
    // Only what differs from the one generated `build` taking result types.
    let builders = builder_names(op);
    let plain = builders.len() == 1
        && !op.skip_default_builders
        && resolved.result_inference == ResultInference::Given;
    if !builders.is_empty() && !plain {
        let list = code_list(builders.iter().map(String::as_str));
        let inferred = match (&resolved.result_inference, &op.infer_result_types) {
            (ResultInference::Given, _) => String::new(),
            (ResultInference::Function(path), _) => {
                format!("; result types inferred by `{path}`")
            }
            (ResultInference::Derived(_), Some(Hook::Default(_)) | None) => {
                "; result types inferred from the operands and constraints".to_string()
            }
            (ResultInference::Derived(_), Some(Hook::Path(_))) => String::new(),
        };
        let _ = writeln!(out, "Builders: {list}{inferred}\n");
    }
    if !op.derived_attributes.is_empty() {
        out.push_str("#### Derived attributes:\n\n");
        out.push_str("| Attribute | Rust type | Computed by | Description |\n");
        out.push_str("| --------- | --------- | ----------- | ----------- |\n");
        for d in &op.derived_attributes {
            let _ = writeln!(
                out,
                "| `{}` | `{}` | `{}` | {} |",
                d.name.value,
                d.returns.value.trim(),
                d.body.value,
                d.description
                    .as_ref()
                    .map_or(String::new(), |t| cell(&t.value))
            );
        }
        out.push('\n');
    }
    if !resolved.attributes.is_empty() {
        out.push_str("#### Attributes:\n\n");
        out.push_str("| Attribute | Storage | Constraint | Description |\n");
        out.push_str("| --------- | ------- | ---------- | ----------- |\n");
        for attribute in &resolved.attributes {
            let spec = &attribute.spec;
            let storage = match spec.storage.value {
                AttrStorage::Attribute => "attribute",
                AttrStorage::Property => "property",
            };
            let text = with_note(&attr_description(attribute), spec.description.as_ref());
            let _ = writeln!(
                out,
                "| `{}` | {storage} | `{}` | {} |",
                spec.name.value,
                cell(&attribute.constraint.base),
                cell(&text)
            );
        }
        out.push('\n');
    }
    value_table(
        out,
        "Operands",
        "Operand",
        resolved.operands.iter().map(value_row),
    );
    value_table(
        out,
        "Results",
        "Result",
        resolved.results.iter().map(value_row),
    );
    value_table(
        out,
        "Regions",
        "Region",
        resolved.regions.iter().map(|r| {
            let text = region_description(&r.kind);
            (&r.spec.name, with_note(&text, r.spec.description.as_ref()))
        }),
    );
    value_table(
        out,
        "Successors",
        "Successor",
        resolved.successors.iter().map(|s| {
            let text = successor_description(s.variadic);
            (&s.spec.name, with_note(text, s.spec.description.as_ref()))
        }),
    );
}

/// The row of an operand or result group: its name, and its constraint's words with the
/// spec's note.
fn value_row(v: &crate::resolved::ResolvedValue) -> (&Spanned<String>, String) {
    let text = with_note(&v.constraint.description, v.spec.description.as_ref());
    (&v.spec.name, text)
}

/// An attribute's constraint words, with what absence means.
fn attr_description(attr: &ResolvedAttribute) -> String {
    let words = &attr.constraint.description;
    match &attr.presence {
        Presence::Required => words.clone(),
        Presence::Optional => format!("{words} (optional)"),
        Presence::Default(value) | Presence::OptionalWithDefault(value) => {
            format!("{words} (default `{value}`)")
        }
    }
}

/// A two-column table of named entities, left out when there are none.
fn value_table<'a>(
    out: &mut String,
    title: &str,
    column: &str,
    rows: impl Iterator<Item = (&'a Spanned<String>, String)>,
) {
    let rows: Vec<_> = rows.collect();
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(out, "#### {title}:\n");
    let _ = writeln!(out, "| {column} | Description |");
    let _ = writeln!(out, "| {} | ----------- |", "-".repeat(column.len()));
    for (name, text) in rows {
        let _ = writeln!(out, "| `{}` | {} |", name.value, cell(&text));
    }
    out.push('\n');
}

/// The section of a type (`sigil` `!`) or attribute (`sigil` `#`) definition whose Rust type is
/// `rust`.
fn def_section(out: &mut String, spec: &Dialect, def: &Def, rust: &str, sigil: char) {
    let dialect = spec.name.value.as_str();
    let _ = writeln!(out, "### {rust}\n");
    if let Some(summary) = &def.summary {
        let _ = writeln!(out, "_{}_\n", one_line(&summary.value));
    }
    let what = if sigil == '!' { "type" } else { "attribute" };
    match &def.mnemonic {
        Some(mnemonic) => {
            let keyword = format!("{sigil}{dialect}.{}", mnemonic.value);
            let syntax = match &def.format {
                Some(format) => op_syntax(&keyword, &format.value).replacen(
                    "operation ::= ",
                    &format!("{what} ::= "),
                    1,
                ),
                None => format!("{what} ::= `{keyword}`"),
            };
            let _ = writeln!(out, "Syntax:\n\n```\n{syntax}\n```\n");
        }
        None => {
            let _ = writeln!(
                out,
                "Without a mnemonic, the {what} has no textual form of its own.\n"
            );
        }
    }
    push_markdown(out, def.description.as_ref());
    if !def.traits.is_empty() {
        let texts: Vec<String> = def.traits.iter().map(trait_text).collect();
        let _ = writeln!(
            out,
            "Traits: {}\n",
            code_list(texts.iter().map(String::as_str))
        );
    }
    push_interfaces(out, spec, &def.interfaces);
    parameter_table(out, "Parameters", "Parameter", &def.parameters);
}

/// A table of parameters with their Rust types.
fn parameter_table(out: &mut String, title: &str, column: &str, parameters: &[Parameter]) {
    if parameters.is_empty() {
        return;
    }
    let _ = writeln!(out, "#### {title}:\n");
    let _ = writeln!(out, "| {column} | Rust type | Description |");
    let _ = writeln!(
        out,
        "| {} | --------- | ----------- |",
        "-".repeat(column.len())
    );
    for p in parameters {
        let mut text = p
            .description
            .as_ref()
            .map_or(String::new(), |d| d.value.clone());
        let mut notes = Vec::new();
        if p.optional {
            notes.push("optional".to_string());
        }
        if p.mutable {
            notes.push("mutable: part of the body, set once".to_string());
        }
        if let Some(default) = &p.default {
            notes.push(format!("default `{}`", default.value));
        }
        if !notes.is_empty() {
            if !text.is_empty() {
                text.push(' ');
            }
            let _ = write!(text, "({})", notes.join(", "));
        }
        let _ = writeln!(
            out,
            "| `{}` | `{}` | {} |",
            p.name.value,
            cell(&p.rust_type.value),
            cell(&text)
        );
    }
    out.push('\n');
}

fn enum_section(out: &mut String, dialect: &str, e: &Enum) {
    let _ = writeln!(out, "### {}\n", e.name.value);
    if let Some(summary) = &e.summary {
        let _ = writeln!(out, "_{}_\n", one_line(&summary.value));
    }
    if e.bit_enum {
        let _ = write!(
            out,
            "A bit enum: a value is a set of cases, and each case value is a bit mask; its text joins the cases with `{}`",
            e.separator()
        );
        out.push_str(if e.print_primary_groups {
            ", a group whose bits are all set standing for them.\n\n"
        } else {
            ".\n\n"
        });
    }
    if let Some(mnemonic) = &e.attr_mnemonic {
        let _ = writeln!(
            out,
            "Attribute form: `#{dialect}.{}<...>` (constraint `{}Attr`)\n",
            mnemonic.value, e.name.value
        );
    }
    if e.is_str() {
        let _ = writeln!(
            out,
            "A string enum: its attribute form is a string attribute holding a case's string, `\"{}\"` (constraint `{}Attr`).\n",
            e.cases.first().map_or("", |c| c.spelling().as_str()),
            e.name.value
        );
    }
    push_markdown(out, e.description.as_ref());
    out.push_str("#### Cases:\n\n");
    if e.is_str() {
        out.push_str("| Symbol | String |\n");
        out.push_str("| ------ | ------ |\n");
        for case in &e.cases {
            let _ = writeln!(
                out,
                "| `{}` | {} |",
                case.name.value,
                cell(&case.spelling().value)
            );
        }
        out.push('\n');
        return;
    }
    out.push_str("| Symbol | Value | String |\n");
    out.push_str("| ------ | ----- | ------ |\n");
    for case in &e.cases {
        let _ = writeln!(
            out,
            "| `{}` | `{}` | {} |",
            case.name.value,
            case.int_value(),
            cell(&case.spelling().value)
        );
    }
    out.push('\n');
}

/// The section of a constraint of the dialect: what it constrains, its words, its predicate.
fn constraint_section(out: &mut String, c: &ConstraintDef) {
    let kind = match c.kind.value {
        ConstraintDefKind::Type => "type",
        ConstraintDefKind::Attr => "attribute",
    };
    let _ = writeln!(out, "### {} ({kind} constraint)\n", c.name.value);
    if let Some(summary) = &c.summary {
        let _ = writeln!(out, "_{}_\n", one_line(&summary.value));
    }
    push_markdown(out, c.description.as_ref());
    let _ = writeln!(out, "Predicate: `{}`\n", c.predicate.value);
}

fn interface_section(out: &mut String, interface: &Interface) {
    let _ = writeln!(
        out,
        "### {} ({} interface)\n",
        interface.name.value,
        interface.kind.value.as_str()
    );
    push_markdown(out, interface.description.as_ref());
    let _ = writeln!(
        out,
        "Handle: `{}`\n",
        names::interface_handle_name(&interface.name.value)
    );
    if !interface.bases.is_empty() {
        let bases: Vec<String> = interface
            .bases
            .iter()
            .map(|b| {
                format!(
                    "`{}` (`{}()`)",
                    b.value,
                    names::base_conversion_name(&b.value)
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "Extends: {}. Whatever implements it implements these too.\n",
            bases.join(", ")
        );
    }
    if let Some(Hook::Path(path)) = &interface.verify {
        let _ = writeln!(out, "Verifier: `{}`\n", path.value);
    }
    if interface.methods.is_empty() {
        return;
    }
    out.push_str("#### Methods:\n\n");
    for method in &interface.methods {
        let _ = writeln!(out, "##### `{}`\n", method.name.value);
        let _ = writeln!(
            out,
            "```rust\n{}\n```\n",
            method_signature(interface.kind.value, method)
        );
        push_markdown(out, method.description.as_ref());
        if method.default_uses_concrete(interface.kind.value) {
            out.push_str("Has a default implementation, instantiated for each implementor.\n\n");
        } else if method.default_body.is_some() {
            out.push_str("Has a default implementation.\n\n");
        }
        if method.fixed_body.is_some() {
            out.push_str(
                "Implemented once by the interface, for every implementor (not overridable).\n\n",
            );
        }
    }
}

/// A method's Rust signature in the interface's trait (an interface of `kind`): after `&self`,
/// the context and the object unless the method is static, then its parameters. A fixed
/// method, which only the handle has, shows the handle's: the object is the handle's own, and a
/// static one takes no `&self`.
pub fn method_signature(kind: InterfaceKind, method: &InterfaceMethod) -> String {
    let fixed = method.fixed_body.is_some();
    let mut params: Vec<String> = Vec::new();
    if !(fixed && method.is_static) {
        params.push("&self".to_string());
    }
    if fixed && !method.is_static {
        params.push("ctx: &Context".to_string());
        if kind == InterfaceKind::Op {
            params.push("body: &Body".into());
        }
    } else if !method.is_static {
        params.push("ctx: &Context".to_string());
        match kind {
            InterfaceKind::Op => params.extend(["body: &Body".into(), "op: OpId".into()]),
            InterfaceKind::Type => params.push("ty: Type".into()),
            InterfaceKind::Attr => params.push("attr: Attribute".into()),
            InterfaceKind::Dialect => {}
        }
    }
    for p in &method.params {
        params.push(format!("{}: {}", p.name.value, p.rust_type.value));
    }
    let returns = method
        .returns
        .as_ref()
        .map_or(String::new(), |r| format!(" -> {}", r.value));
    format!("fn {}({}){returns};", method.name.value, params.join(", "))
}

/// The interfaces of `uses`: those the generated code implements (the spec's own, the
/// runtime's markers, the runtime's with a model named by `impl`) as implemented, and the
/// others, which nothing in the spec implements, apart: the dialect crate may attach them by
/// hand, or they are MLIR's names kept for reference only.
fn push_interfaces(out: &mut String, dialect: &Dialect, uses: &[InterfaceUse]) {
    let (modeled, named): (Vec<InterfaceUse>, Vec<InterfaceUse>) = uses
        .iter()
        .cloned()
        .partition(|u| crate::interface_check::has_model(dialect, u));
    if !modeled.is_empty() {
        let _ = writeln!(out, "Interfaces: {}\n", interface_list(&modeled));
    }
    if !named.is_empty() {
        let _ = writeln!(
            out,
            "Named without a model in the spec (attached by the dialect crate, if at all): {}\n",
            interface_list(&named)
        );
    }
}

/// `` `A`, `B` (implements `m`; in `crate::b`) ``: interfaces with the default methods
/// implemented by hand and the module holding the hand-written methods.
fn interface_list(uses: &[InterfaceUse]) -> String {
    let items: Vec<String> = uses
        .iter()
        .map(|u| {
            let mut notes = Vec::new();
            if let Some(derived) = &u.base_of {
                notes.push(format!("a base of `{derived}`"));
            }
            if !u.methods.is_empty() {
                let methods: Vec<&str> = u.methods.iter().map(|m| m.value.as_str()).collect();
                notes.push(format!("implements `{}`", methods.join("`, `")));
            }
            if let Some(module) = &u.implementation {
                notes.push(format!("in `{}`", module.value));
            }
            if notes.is_empty() {
                format!("`{}`", u.name.value)
            } else {
                format!("`{}` ({})", u.name.value, notes.join("; "))
            }
        })
        .collect();
    items.join(", ")
}

/// The Rust names of an op's builders: the generated `build` unless skipped, then the
/// declared ones.
fn builder_names(op: &Op) -> Vec<String> {
    let generated = (!op.skip_default_builders).then(|| names::builder_name(None));
    generated
        .into_iter()
        .chain(
            op.builders
                .iter()
                .map(|b| names::builder_name(b.name.as_ref().map(|n| n.as_str()))),
        )
        .collect()
}

fn code_list<'a>(items: impl Iterator<Item = &'a str>) -> String {
    items
        .map(|i| format!("`{i}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Appends a Markdown description as written, trimmed, followed by a blank line.
fn push_markdown(out: &mut String, text: Option<&Spanned<String>>) {
    if let Some(text) = text {
        let text = text.value.trim();
        if !text.is_empty() {
            out.push_str(text);
            out.push_str("\n\n");
        }
    }
}

/// `words`, followed by the spec's own description of the entity when there is one.
fn with_note(words: &str, note: Option<&Spanned<String>>) -> String {
    match note {
        Some(note) if !note.value.trim().is_empty() => {
            format!("{words} — {}", note.value.trim())
        }
        _ => words.to_string(),
    }
}

/// Text made safe for one table cell: on one line, with `|` escaped.
fn cell(text: &str) -> String {
    one_line(text).replace('|', "\\|")
}

/// Text on one line: line breaks and runs of blanks become one space.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests;
