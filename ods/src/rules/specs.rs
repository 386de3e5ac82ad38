//! The op specs a rules file is checked against: every spec its `[rules] uses` names, read and
//! checked like any spec, with the Rust module holding each dialect's generated op types. Ops
//! are found by full name (`rt.neg`), with a did-you-mean over all of them, and described
//! through [`OpInfo`]: group arities, attribute presence, regions, successors, and what the
//! generated builder infers.
//!
//! This module reads spec files through a caller-given function, so that build scripts, tests
//! and tools can say where files are; it knows nothing about rules beyond their `uses`.

use crate::check::{check_and_resolve, is_rust_path};
use crate::diag::{Sources, Span, SpecDiagnostic, did_you_mean};
use crate::lang::constraint::{ResolvedType, Variadicity};
use crate::lang::library::{CustomConstraint, Library, Lookup};
use crate::names;
use crate::op_check::dialect_library;
use crate::resolved::{RegionKind, ResolvedDialect, ResolvedOp, ResultInference};
use crate::toml_front::parse_dialect_spec;
use crate::trait_args::check_trait_args;

use super::model::RulesFile;

/// An op of one of the loaded dialects.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpRef {
    /// Index of the dialect in [`SpecSet::dialects`].
    pub dialect: u32,
    /// Index of the op in its dialect.
    pub op: u32,
}

/// One loaded dialect.
#[derive(Clone, Debug)]
pub struct LoadedDialect {
    /// The dialect, resolved.
    pub dialect: ResolvedDialect,
    /// The Rust module of its generated items (`crate`, `::oxir_arith`).
    pub rust: String,
}

/// The dialects a rules file uses.
#[derive(Clone, Debug, Default)]
pub struct SpecSet {
    /// In `uses` order.
    pub dialects: Vec<LoadedDialect>,
}

/// How many values an operand or result group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

impl Arity {
    fn of(resolved: &ResolvedType) -> Arity {
        match resolved.variadicity {
            Variadicity::Single => Arity::Single,
            Variadicity::Optional => Arity::Optional,
            Variadicity::Variadic | Variadicity::VariadicOfVariadic { .. } => Arity::Variadic,
        }
    }
}

/// An op of a loaded dialect, resolved.
#[derive(Copy, Clone)]
pub struct OpInfo<'a> {
    /// Which op.
    pub id: OpRef,
    /// Its dialect.
    pub dialect: &'a LoadedDialect,
    /// The op, resolved.
    pub op: &'a ResolvedOp,
}

impl<'a> OpInfo<'a> {
    /// The full name (`rt.neg`).
    pub fn full_name(&self) -> String {
        format!("{}.{}", self.dialect.dialect.name(), self.op.name())
    }

    /// The generated type's name (`NegOp`).
    pub fn type_name(&self) -> String {
        names::op_type_name(
            &self.op.spec.name.value,
            self.op.spec.class.as_ref().map(|c| c.as_str()),
        )
    }

    /// The path of the generated type (`crate::NegOp`).
    pub fn rust_path(&self) -> String {
        format!("{}::{}", self.dialect.rust, self.type_name())
    }

    /// The arity of each operand group.
    pub fn operand_arities(&self) -> Vec<Arity> {
        (self.op.operands.iter())
            .map(|o| Arity::of(&o.constraint))
            .collect()
    }

    /// The arity of each result group.
    pub fn result_arities(&self) -> Vec<Arity> {
        (self.op.results.iter())
            .map(|r| Arity::of(&r.constraint))
            .collect()
    }

    /// Whether attribute `index` must be present.
    pub fn attr_required(&self, index: usize) -> bool {
        (self.op.attributes.get(index)).is_some_and(|a| a.is_required())
    }

    /// Whether attribute `index` is a property.
    pub fn attr_is_property(&self, index: usize) -> bool {
        (self.op.attributes.get(index)).is_some_and(|a| a.is_property())
    }

    /// The kind of region `index`.
    pub fn region(&self, index: usize) -> Option<&'a RegionKind> {
        self.op.regions.get(index).map(|r| &r.kind)
    }

    /// Whether the op has trait `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.op.has_trait(name)
    }

    /// Whether the generated `build` infers the result types (it takes none), as the op
    /// checks decide: buildable constraints, types tied to operands by the traits, or the
    /// spec's inference function.
    pub fn build_infers_results(&self) -> bool {
        self.op.result_inference != ResultInference::Given
    }

    /// Whether the generated `build` returns a `Result`: the spec's inference function may
    /// fail.
    pub fn build_is_fallible(&self) -> bool {
        matches!(self.op.result_inference, ResultInference::Function(_))
    }

    /// The groups of operand and result names whose types are equal
    /// (`SameOperandsAndResultType`, `AllTypesMatch`).
    pub fn equal_types(&self) -> Vec<Vec<String>> {
        let mut groups = Vec::new();
        if self.has_trait("SameOperandsAndResultType") {
            groups.push(
                self.op
                    .operands
                    .iter()
                    .chain(&self.op.results)
                    .map(|v| v.name().to_string())
                    .collect(),
            );
        }
        // The spec is valid: its trait arguments raise no error.
        groups.extend(check_trait_args(&self.op.spec, &mut Vec::new()).equal_types);
        groups
    }

    /// The names of the op's arguments in pattern order: operands, attributes, regions,
    /// successors.
    pub fn argument_names(&self) -> Vec<String> {
        let op = self.op;
        (op.operands.iter().map(|o| o.name()))
            .chain(op.attributes.iter().map(|a| a.name()))
            .chain(op.regions.iter().map(|r| r.name()))
            .chain(op.successors.iter().map(|s| s.name()))
            .map(str::to_string)
            .collect()
    }
}

impl SpecSet {
    /// The op named `full_name`.
    pub fn lookup(&self, full_name: &str) -> Option<OpRef> {
        let (dialect, op) = full_name.split_once('.')?;
        self.dialects
            .iter()
            .enumerate()
            .filter(|(_, d)| d.dialect.name() == dialect)
            .find_map(|(di, d)| {
                let oi = d.dialect.ops.iter().position(|o| o.name() == op)?;
                Some(OpRef {
                    dialect: di as u32,
                    op: oi as u32,
                })
            })
    }

    /// The op `id`.
    pub fn info(&self, id: OpRef) -> OpInfo<'_> {
        let dialect = &self.dialects[id.dialect as usize];
        OpInfo {
            id,
            dialect,
            op: &dialect.dialect.ops[id.op as usize],
        }
    }

    /// The full names of every op, for suggestions.
    pub fn op_names(&self) -> Vec<String> {
        self.dialects
            .iter()
            .flat_map(|d| {
                d.dialect
                    .ops
                    .iter()
                    .map(|o| format!("{}.{}", d.dialect.name(), o.name()))
            })
            .collect()
    }

    /// The error for an unknown op `name` at `span`, with a did-you-mean.
    pub fn unknown_op(&self, name: &str, span: Span) -> SpecDiagnostic {
        let names = self.op_names();
        let d = SpecDiagnostic::error(span, format!("unknown op `{name}`"));
        match did_you_mean(name, names.iter().map(String::as_str)) {
            Some(close) => d.with_help(format!("did you mean `{close}`?")),
            None => {
                let dialects: Vec<String> = self
                    .dialects
                    .iter()
                    .map(|d| format!("`{}`", d.dialect.name()))
                    .collect();
                d.with_help(format!(
                    "the rules use the dialects {}; add the op's spec to `uses`",
                    dialects.join(", ")
                ))
            }
        }
    }

    /// The constraint library of the rules: the builtin constraints plus each dialect's own
    /// (type and attribute definitions, enum attributes), their Rust paths made absolute with
    /// the dialect's module.
    pub fn library(&self) -> Library {
        let mut library = Library::builtin();
        for d in &self.dialects {
            let own = dialect_library(&d.dialect.spec, &mut Vec::new());
            let names: Vec<String> = own.names().map(str::to_string).collect();
            for name in names {
                if let Some(Lookup::Custom(c)) = own.lookup(&name) {
                    let rust = if c.rust.starts_with("::") || c.rust.starts_with("crate::") {
                        c.rust.clone()
                    } else {
                        format!("{}::{}", d.rust, c.rust)
                    };
                    // A name two dialects share keeps the first one's meaning.
                    let _ = library.add_custom(CustomConstraint { rust, ..c.clone() });
                }
            }
        }
        library
    }
}

/// Reads and checks the specs `file` uses. `rules_name` is the rules file's name as cited in
/// diagnostics (spec paths are relative to its directory); `read` returns the text of a spec
/// given its cited name. Each spec is added to `sources`; the diagnostics are the spec's own
/// errors and the problems of the `uses` entries.
pub fn load_specs(
    file: &RulesFile,
    rules_name: &str,
    sources: &mut Sources,
    read: &dyn Fn(&str) -> Result<String, String>,
) -> (SpecSet, Vec<SpecDiagnostic>) {
    let mut set = SpecSet::default();
    let mut errors = Vec::new();
    for u in &file.uses {
        let name = spec_path(rules_name, &u.spec.value);
        let rust = u
            .rust
            .as_ref()
            .map_or("crate".to_string(), |r| r.value.clone());
        if let Some(r) = &u.rust
            && !is_rust_path(&r.value)
        {
            errors.push(
                SpecDiagnostic::error(r.span, format!("`{}` is not a Rust module path", r.value))
                    .with_help("write `crate`, `crate::ops` or `::oxir_arith`"),
            );
            continue;
        }
        let text = match read(&name) {
            Ok(text) => text,
            Err(e) => {
                errors.push(
                    SpecDiagnostic::error(u.spec.span, format!("cannot read spec `{name}`: {e}"))
                        .with_help("spec paths are relative to the rules file's directory"),
                );
                continue;
            }
        };
        let (dialect, diagnostics) = if name.ends_with(".rs") {
            super::rust_spec::read_rust_spec(sources, &name, &text)
        } else {
            parse_dialect_spec(sources, &name, &text)
        };
        let Some(dialect) = dialect else {
            errors.extend(diagnostics);
            continue;
        };
        let (checked, diagnostics) = check_and_resolve(&dialect, sources);
        let Some(checked) = checked else {
            errors.extend(diagnostics);
            continue;
        };
        if let Some(previous) = set
            .dialects
            .iter()
            .find(|d| d.dialect.name() == dialect.name.value)
        {
            errors.push(
                SpecDiagnostic::error(
                    u.spec.span,
                    format!("dialect `{}` is used twice", dialect.name.value),
                )
                .with_help(format!(
                    "keep one entry for it (it was loaded from a spec already, at `{}`)",
                    previous.rust
                )),
            );
            continue;
        }
        set.dialects.push(LoadedDialect {
            dialect: checked,
            rust,
        });
    }
    (set, errors)
}

/// The cited path of spec `spec` used by the rules file `rules_name`: relative to the rules
/// file's directory, with `dir/..` pairs folded (`defs/x.rules.toml` + `../y.toml` → `y.toml`);
/// absolute when the rules file's path is.
pub fn spec_path(rules_name: &str, spec: &str) -> String {
    let dir = rules_name.rsplit_once('/').map_or("", |(dir, _)| dir);
    let mut parts: Vec<&str> = dir
        .split('/')
        .filter(|p| !p.is_empty() && *p != ".")
        .collect();
    for part in spec.split('/') {
        match part {
            "" | "." => {}
            ".." if parts.last().is_some_and(|p| *p != "..") => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    let root = if rules_name.starts_with('/') { "/" } else { "" };
    format!("{root}{}", parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_paths_are_relative_to_the_rules_file() {
        assert_eq!(spec_path("defs/rt.rules.toml", "rt.toml"), "defs/rt.toml");
        assert_eq!(spec_path("rt.rules.toml", "rt.toml"), "rt.toml");
        assert_eq!(
            spec_path("defs/rt.rules.toml", "../../../defs/arith.toml"),
            "../../defs/arith.toml"
        );
        assert_eq!(spec_path("a/b/r.toml", "./c.toml"), "a/b/c.toml");
        assert_eq!(spec_path("/tmp/d/r.rules.toml", "../s.toml"), "/tmp/s.toml");
    }
}
