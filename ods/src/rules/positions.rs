//! The argument positions of op nodes (operand groups, attributes, regions, successors, in
//! pattern order) and how positions, items and result fields are named in diagnostics; shared
//! by the source and result checks. Nothing here walks a pattern.

use crate::diag::{Span, SpecDiagnostic, did_you_mean};

use super::dag::{FieldKind, Head, Item, ItemKind};
use super::specs::{Arity, OpRef, SpecSet};

/// The position kinds of an op's arguments, in pattern order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// Operand group `index`.
    Operand(usize, Arity),
    /// Attribute `index`.
    Attr(usize),
    /// Region `index`.
    Region(usize),
    /// Successor group `index`, variadic or not.
    Successor(usize, bool),
}

/// The argument positions of op `op`, in pattern order.
pub fn positions(specs: &SpecSet, op: OpRef) -> Vec<Position> {
    let info = specs.info(op);
    let mut out: Vec<Position> = info
        .operand_arities()
        .into_iter()
        .enumerate()
        .map(|(i, a)| Position::Operand(i, a))
        .collect();
    out.extend((0..info.op.attributes.len()).map(Position::Attr));
    out.extend((0..info.op.regions.len()).map(Position::Region));
    out.extend(
        (info.op.successors.iter())
            .enumerate()
            .map(|(i, s)| Position::Successor(i, s.variadic)),
    );
    out
}

/// The description of position `p` of op `op` in messages: "operand `lhs` of `rt.addi`".
pub fn describe_position(specs: &SpecSet, op: OpRef, p: Position) -> String {
    let info = specs.info(op);
    let (what, name) = match p {
        Position::Operand(i, _) => ("operand", &info.op.operands[i].spec.name.value),
        Position::Attr(i) => ("attribute", &info.op.attributes[i].spec.name.value),
        Position::Region(i) => ("region", &info.op.regions[i].spec.name.value),
        Position::Successor(i, _) => ("successor", &info.op.successors[i].spec.name.value),
    };
    format!("{what} `{name}` of `{}`", info.full_name())
}

/// The error for an op node with the wrong number of arguments.
pub fn arity_error(specs: &SpecSet, op: OpRef, found: usize, span: Span) -> SpecDiagnostic {
    let info = specs.info(op);
    let names = info.argument_names();
    let listed: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    let expected = match names.len() {
        0 => "no arguments".to_string(),
        1 => "1 argument".to_string(),
        n => format!("{n} arguments"),
    };
    let help = if names.is_empty() {
        format!("write `({})`", info.full_name())
    } else {
        format!(
            "the arguments of `{}` are, in order: {} (operands, attributes, regions, successors); write `_` for one you do not look at",
            info.full_name(),
            listed.join(", ")
        )
    };
    SpecDiagnostic::error(
        span,
        format!("`{}` takes {expected}, found {found}", info.full_name()),
    )
    .with_help(help)
}

/// What an item is, for "found ..." in messages.
pub fn found(item: &Item) -> String {
    match &item.kind {
        ItemKind::Node(n) => match &n.head {
            Head::Op(name) => format!("op `{}`", name.text),
            Head::Rust(name) => format!("native call `{}`", name.text),
            Head::Directive(name) => format!("directive `{}`", name.text),
            Head::Constraint(_) => "a constraint application".to_string(),
        },
        ItemKind::Region(_) => "a region".to_string(),
        ItemKind::List(_) => "a list".to_string(),
        ItemKind::Str(_) => "a string".to_string(),
        ItemKind::Ignore => "`_`".to_string(),
        ItemKind::Ref(r) => format!("`${}`", r.name.text),
        ItemKind::Constrained { .. } => "a constraint".to_string(),
    }
}

/// The result group of op `op` (bound to `$name`) that `field` names.
pub fn result_field(
    specs: &SpecSet,
    op: OpRef,
    name: &str,
    field: &super::dag::Field,
) -> Result<usize, SpecDiagnostic> {
    let info = specs.info(op);
    let count = info.op.results.len();
    match &field.kind {
        FieldKind::Index(i) if *i < count => Ok(*i),
        FieldKind::Index(i) => Err(SpecDiagnostic::error(
            field.span,
            format!(
                "`{}` has {count} result group{}, so there is no result {i}",
                info.full_name(),
                if count == 1 { "" } else { "s" }
            ),
        )
        .with_help(result_names_help(specs, op, name))),
        FieldKind::Name(field_name) => {
            match info.op.results.iter().position(|r| r.name() == field_name) {
                Some(i) => Ok(i),
                None => {
                    let names: Vec<&str> = info.op.results.iter().map(|r| r.name()).collect();
                    let d = SpecDiagnostic::error(
                        field.span,
                        format!("`{}` has no result `{field_name}`", info.full_name()),
                    );
                    Err(match did_you_mean(field_name, names.iter().copied()) {
                        Some(close) => d.with_help(format!("did you mean `${name}.{close}`?")),
                        None => d.with_help(result_names_help(specs, op, name)),
                    })
                }
            }
        }
    }
}

/// The `help:` naming the results of op `op` bound to `$name` (`$name.quot`, ...).
pub fn result_names_help(specs: &SpecSet, op: OpRef, name: &str) -> String {
    let info = specs.info(op);
    if info.op.results.is_empty() {
        return format!("`{}` has no results", info.full_name());
    }
    let fields: Vec<String> = info
        .op
        .results
        .iter()
        .map(|r| format!("`${name}.{}`", r.name()))
        .collect();
    format!("refer to one result: {}", fields.join(", "))
}
