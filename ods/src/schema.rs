//! The versioned JSON description of a dialect, for tools that read dialects without compiling
//! Rust: ops with their operands, results, attributes, regions and successors (constraint
//! texts, their words, variadicity, presence), traits, interfaces and formats; type and
//! attribute definitions; enums; interfaces. `docs/schema/README.md` documents every field.
//!
//! The schema is its own set of small serde structs, built from the spec model and the checked
//! model, so that the models can change without changing the schema: a change of the schema's
//! shape bumps [`SCHEMA_VERSION`]. This module does not read files or check specs.

use serde::{Deserialize, Serialize};

use crate::docs::{region_description, successor_description, trait_text};
use crate::lang::constraint::{Presence, Variadicity};
use crate::model::{self, AttrStorage, InterfaceUse, Parameter as ModelParameter, Spanned};
use crate::names;
use crate::op_traits::Generated;
use crate::resolved::{
    BlockCount, ResolvedDialect, ResolvedOp, ResolvedValue, ResultInference, Segments,
};

/// The version of the schema's shape, written as `schema_version`.
pub const SCHEMA_VERSION: u32 = 8;

/// A whole dialect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DialectSchema {
    /// Always [`SCHEMA_VERSION`] when written by this crate.
    pub schema_version: u32,
    /// The dialect's name (`arith`).
    pub name: String,
    /// The Rust type that registers the dialect (`ArithDialect`).
    pub rust_type: String,
    /// One-line summary.
    pub summary: Option<String>,
    /// Markdown description.
    pub description: Option<String>,
    /// Dialects loaded together with this one.
    pub dependent_dialects: Vec<String>,
    /// Operations, in spec order.
    pub ops: Vec<OpSchema>,
    /// Type definitions, in spec order.
    pub types: Vec<DefSchema>,
    /// Attribute definitions, in spec order.
    pub attributes: Vec<DefSchema>,
    /// Enums, in spec order.
    pub enums: Vec<EnumSchema>,
    /// Interfaces, in spec order.
    pub interfaces: Vec<InterfaceSchema>,
    /// The dialect's own constraints, in spec order.
    pub constraints: Vec<ConstraintSchema>,
    /// Dialect interfaces the dialect implements.
    pub implements: Vec<InterfaceUseSchema>,
    /// Interfaces the dialect implements for ops of other dialects, in spec order.
    pub external_models: Vec<ExternalModelSchema>,
    /// The Rust module of the functions of `custom<Name>` directives in its ops' and
    /// definitions' formats, if the dialect names one.
    pub custom_directives: Option<String>,
}

/// An operation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpSchema {
    /// The full name (`arith.addi`).
    pub name: String,
    /// The Rust wrapper type (`AddIOp`).
    pub rust_type: String,
    /// One-line summary.
    pub summary: Option<String>,
    /// Markdown description.
    pub description: Option<String>,
    /// Operands, in order.
    pub operands: Vec<ValueSchema>,
    /// Results, in order.
    pub results: Vec<ValueSchema>,
    /// Attributes and properties, in order.
    pub attributes: Vec<AttrSchema>,
    /// Regions, in order.
    pub regions: Vec<RegionSchema>,
    /// Successors, in order.
    pub successors: Vec<SuccessorSchema>,
    /// How the sizes of variable-length operand groups are known.
    pub operand_segments: String,
    /// How the sizes of variable-length result groups are known.
    pub result_segments: String,
    /// Traits, in order.
    pub traits: Vec<TraitSchema>,
    /// Interfaces implemented.
    pub interfaces: Vec<InterfaceUseSchema>,
    /// The declarative assembly format as written, if any.
    pub format: Option<String>,
    /// Whether builders infer the result types (and take none).
    pub infer_result_types: bool,
    /// The Rust function inferring the result types, when the spec names one.
    pub result_type_function: Option<String>,
    /// Whether the generated builders are left out.
    pub skip_default_builders: bool,
    /// Builders declared in the spec.
    pub builders: Vec<BuilderSchema>,
    /// Attributes computed from the op rather than stored (MLIR's `DerivedAttr`).
    pub derived_attributes: Vec<DerivedAttributeSchema>,
    /// Which hand-written hooks the op has: `verify`, `region_verify`, `fold`, `canonicalize`,
    /// `parse`, `print`.
    pub hooks: Vec<String>,
    /// The Rust module of the functions of `custom<Name>` directives in its format, if the op
    /// names its own (else the dialect's applies).
    pub custom_directives: Option<String>,
}

/// An operand or a result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueSchema {
    /// The name.
    pub name: String,
    /// The constraint as written (`Variadic<AnyInteger>`).
    pub constraint: String,
    /// The constraint's outermost name without modifiers (`AnyInteger`).
    pub constraint_name: String,
    /// MLIR's words for the constraint (`variadic of integer`).
    pub constraint_description: String,
    /// `single`, `optional`, `variadic` or `variadic_of_variadic`.
    pub variadicity: String,
    /// For `variadic_of_variadic`, the attribute holding the group sizes.
    pub segment_attr: Option<String>,
    /// The spec's Markdown description.
    pub description: Option<String>,
}

/// An attribute or property.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttrSchema {
    /// The name.
    pub name: String,
    /// `attribute` (in the attribute dictionary) or `property`.
    pub storage: String,
    /// The constraint as written.
    pub constraint: String,
    /// The base attribute constraint under modifiers and confinements (`I64Attr`).
    pub constraint_name: String,
    /// MLIR's words for the constraint.
    pub constraint_description: String,
    /// `required`, `optional`, `default` or `optional_with_default`.
    pub presence: String,
    /// The default value in textual form, for the two presences with a default.
    pub default: Option<String>,
    /// The spec's Markdown description.
    pub description: Option<String>,
}

/// A region.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegionSchema {
    /// The name.
    pub name: String,
    /// The constraint as written, if any (none means any single region).
    pub constraint: Option<String>,
    /// MLIR's words for the constraint.
    pub constraint_description: String,
    /// Whether it stands for any number of regions.
    pub variadic: bool,
    /// `any`, `exactly`, `at_least` or `at_most`.
    pub blocks: String,
    /// The block count for the bounded kinds.
    pub block_count: Option<u32>,
    /// The spec's Markdown description.
    pub description: Option<String>,
}

/// A successor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuccessorSchema {
    /// The name.
    pub name: String,
    /// The constraint as written, if any (none means one successor).
    pub constraint: Option<String>,
    /// MLIR's words for the constraint.
    pub constraint_description: String,
    /// Whether it stands for any number of successors.
    pub variadic: bool,
    /// The spec's Markdown description.
    pub description: Option<String>,
}

/// A trait.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraitSchema {
    /// The trait's name (`HasParent`).
    pub name: String,
    /// Its arguments as written, or none for a trait without `<...>`.
    pub args: Option<Vec<String>>,
    /// The whole trait as written (`HasParent<"func.func">`).
    pub text: String,
    /// What the generator makes of an op trait, from its catalogue: `runtime_traits` (flags
    /// the runtime verifies or reads, listed in `runtime_traits`), `resolved` (checks and
    /// builders the generator derives), `parents`, `implicit_terminator` or `native` (a Rust
    /// trait); `null` for the traits of type and attribute definitions, which are Rust paths.
    pub generates: Option<String>,
    /// The runtime's flag traits it sets (`oxir::Trait`), for `runtime_traits`.
    pub runtime_traits: Vec<String>,
}

/// A constraint the dialect defines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConstraintSchema {
    /// Its name, as specs use it and as the generated Rust type is named.
    pub name: String,
    /// `type` or `attr`.
    pub kind: String,
    /// The Rust predicate's path.
    pub predicate: String,
    /// The words of verifier messages.
    pub summary: Option<String>,
    /// Markdown description.
    pub description: Option<String>,
}

/// Interfaces a dialect implements for an op of another dialect (MLIR's external models).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExternalModelSchema {
    /// The op's full name (`arith.addi`).
    pub op: String,
    /// The interfaces, their bases included.
    pub interfaces: Vec<InterfaceUseSchema>,
}

/// An attribute an op computes rather than stores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DerivedAttributeSchema {
    /// The accessor's name.
    pub name: String,
    /// The Rust type of the value.
    pub returns: String,
    /// The Rust function computing it.
    pub body: String,
    /// The Rust function turning it into an attribute, if any.
    pub to_attr: Option<String>,
    /// Markdown description.
    pub description: Option<String>,
}

/// An interface an op, type or attribute implements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InterfaceUseSchema {
    /// The interface's name.
    pub name: String,
    /// Methods with a default that are nevertheless implemented by hand.
    pub methods: Vec<String>,
    /// The Rust module holding the hand-written methods.
    pub implementation: Option<String>,
}

/// A builder declared in the spec.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuilderSchema {
    /// The builder's Rust name (`build`, `build_with_i64` of an op; `get_f32` of a
    /// definition).
    pub rust_name: String,
    /// The parameters after the builder context.
    pub params: Vec<ParameterSchema>,
    /// The Rust function that fills the op state, or returns the definition's storage.
    pub body: String,
}

/// A parameter of a builder, definition or interface method.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParameterSchema {
    /// The name.
    pub name: String,
    /// The Rust type as written.
    pub rust_type: String,
    /// Whether it may be absent.
    pub optional: bool,
    /// The default value as a Rust expression.
    pub default: Option<String>,
    /// The spec's Markdown description.
    pub description: Option<String>,
    /// The Rust function reading a definition's parameter in its format, if the spec names one.
    pub parser: Option<String>,
    /// The Rust function writing a definition's parameter in its format, if the spec names one.
    pub printer: Option<String>,
    /// The constraint each value of a definition's parameter satisfies, as written.
    pub constraint: Option<String>,
    /// Whether a type's parameter is part of its mutable body rather than of the key that
    /// identifies the type.
    pub mutable: bool,
}

/// A type or attribute definition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefSchema {
    /// The spec name (`Complex`).
    pub name: String,
    /// The Rust type (`ComplexType`).
    pub rust_type: String,
    /// The keyword after the dialect prefix in the textual form, if any.
    pub mnemonic: Option<String>,
    /// One-line summary.
    pub summary: Option<String>,
    /// Markdown description.
    pub description: Option<String>,
    /// Parameters, in order.
    pub parameters: Vec<ParameterSchema>,
    /// The declarative format as written, if any.
    pub format: Option<String>,
    /// Traits, in order.
    pub traits: Vec<TraitSchema>,
    /// Interfaces implemented.
    pub interfaces: Vec<InterfaceUseSchema>,
    /// Whether a hand-written verifier checks the parameters.
    pub verify: bool,
    /// Whether the generated `get` and `get_checked` are left out.
    pub skip_default_builders: bool,
    /// Builders declared in the spec.
    pub builders: Vec<BuilderSchema>,
    /// The hand-written parser of the text after the mnemonic, if any (MLIR's
    /// `hasCustomAssemblyFormat`).
    pub parse: Option<String>,
    /// The hand-written printer going with `parse`.
    pub print: Option<String>,
}

/// An enum or bit enum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnumSchema {
    /// The Rust name.
    pub name: String,
    /// One-line summary.
    pub summary: Option<String>,
    /// Markdown description.
    pub description: Option<String>,
    /// Whether case values are bit masks that combine.
    pub bit_enum: bool,
    /// Whether this is a string enum: its cases are strings (without values), its attribute
    /// form a string attribute (MLIR's `StrEnumAttr`).
    pub str_enum: bool,
    /// The keyword of the attribute form, if any.
    pub mnemonic: Option<String>,
    /// What joins the cases of a bit enum value in text (`|` unless the spec says); `None` for
    /// another enum.
    pub separator: Option<String>,
    /// Whether a bit enum value prints a group case whose bits are all set instead of those
    /// bits.
    pub print_primary_groups: bool,
    /// Cases, in order.
    pub cases: Vec<EnumCaseSchema>,
}

/// A case of an enum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnumCaseSchema {
    /// The Rust variant name.
    pub name: String,
    /// The integer value; `None` in a string enum.
    pub value: Option<i64>,
    /// The textual spelling.
    pub string: String,
}

/// An interface defined by the dialect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InterfaceSchema {
    /// The Rust trait name.
    pub name: String,
    /// The Rust handle type pairing an object with its implementation (`ShapedOp`).
    pub handle: String,
    /// `op`, `type`, `attr` or `dialect`.
    pub kind: String,
    /// Markdown description.
    pub description: Option<String>,
    /// The interfaces it extends, directly (implemented by whatever implements it).
    pub bases: Vec<String>,
    /// Methods, in order.
    pub methods: Vec<MethodSchema>,
    /// Whether a hand-written verifier runs on every implementor.
    pub verify: bool,
}

/// A method of an interface.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MethodSchema {
    /// The Rust method name.
    pub name: String,
    /// Markdown description.
    pub description: Option<String>,
    /// Parameters after the receiver.
    pub params: Vec<ParameterSchema>,
    /// The Rust return type, or none for `()`.
    pub returns: Option<String>,
    /// Whether it has no receiver.
    pub is_static: bool,
    /// Whether it has a default implementation.
    pub has_default: bool,
    /// Whether it has a fixed implementation, which implementors cannot override.
    pub is_fixed: bool,
}

/// The schema of `resolved`.
pub fn dialect_schema(resolved: &ResolvedDialect) -> DialectSchema {
    let dialect = &resolved.spec;
    DialectSchema {
        schema_version: SCHEMA_VERSION,
        name: dialect.name.value.clone(),
        rust_type: names::dialect_type_name(&dialect.name.value),
        summary: text(&dialect.summary),
        description: text(&dialect.description),
        dependent_dialects: dialect
            .dependent_dialects
            .iter()
            .map(|d| d.name.value.clone())
            .collect(),
        ops: (resolved.ops.iter())
            .map(|op| op_schema(&dialect.name.value, op))
            .collect(),
        types: dialect
            .type_defs
            .iter()
            .map(|d| def_schema(d, names::type_def_name(&d.name.value)))
            .collect(),
        attributes: dialect
            .attr_defs
            .iter()
            .map(|d| def_schema(d, names::attr_def_name(&d.name.value)))
            .collect(),
        enums: dialect.enums.iter().map(enum_schema).collect(),
        interfaces: dialect.interfaces.iter().map(interface_schema).collect(),
        constraints: (dialect.constraints.iter())
            .map(|c| ConstraintSchema {
                name: c.name.value.clone(),
                kind: match c.kind.value {
                    model::ConstraintDefKind::Type => "type",
                    model::ConstraintDefKind::Attr => "attr",
                }
                .to_string(),
                predicate: c.predicate.value.clone(),
                summary: text(&c.summary),
                description: text(&c.description),
            })
            .collect(),
        implements: interface_uses(&dialect.implements),
        external_models: (dialect.external_models.iter())
            .map(|m| ExternalModelSchema {
                op: m.op.value.clone(),
                interfaces: interface_uses(&m.interfaces),
            })
            .collect(),
        custom_directives: text(&dialect.custom_directives),
    }
}

/// The schema of `dialect` as pretty-printed JSON ending in a newline.
pub fn dialect_json(dialect: &ResolvedDialect) -> String {
    let schema = dialect_schema(dialect);
    // Plain structs of strings, numbers and lists always serialize.
    let mut json = serde_json::to_string_pretty(&schema).unwrap_or_default();
    json.push('\n');
    json
}

/// Reads a schema written by [`dialect_json`]; a schema of another version is an error, since
/// its fields may mean something else.
pub fn parse_json(text: &str) -> Result<DialectSchema, String> {
    #[derive(Deserialize)]
    struct Version {
        schema_version: u32,
    }
    let version: Version =
        serde_json::from_str(text).map_err(|e| format!("invalid dialect schema: {e}"))?;
    if version.schema_version != SCHEMA_VERSION {
        return Err(format!(
            "dialect schema version {} is not the supported version {SCHEMA_VERSION}",
            version.schema_version
        ));
    }
    serde_json::from_str(text).map_err(|e| format!("invalid dialect schema: {e}"))
}

fn op_schema(dialect: &str, resolved: &ResolvedOp) -> OpSchema {
    let op = &resolved.spec;
    let hooks = [
        ("verify", op.hooks.verify.is_some()),
        ("region_verify", op.hooks.region_verify.is_some()),
        ("fold", op.hooks.fold.is_some()),
        ("canonicalize", op.hooks.canonicalize.is_some()),
        ("parse", op.hooks.parse.is_some()),
        ("print", op.hooks.print.is_some()),
    ];
    OpSchema {
        name: format!("{dialect}.{}", op.name.value),
        rust_type: names::op_type_name(&op.name.value, op.class.as_ref().map(|c| c.as_str())),
        summary: text(&op.summary),
        description: text(&op.description),
        operands: values(&resolved.operands),
        results: values(&resolved.results),
        attributes: (resolved.attributes.iter())
            .map(|c| {
                let a = &c.spec;
                let (presence, default) = match &c.presence {
                    Presence::Required => ("required", None),
                    Presence::Optional => ("optional", None),
                    Presence::Default(v) => ("default", Some(v.clone())),
                    Presence::OptionalWithDefault(v) => ("optional_with_default", Some(v.clone())),
                };
                AttrSchema {
                    name: a.name.value.clone(),
                    storage: match a.storage.value {
                        AttrStorage::Attribute => "attribute",
                        AttrStorage::Property => "property",
                    }
                    .to_string(),
                    constraint: a.constraint.value.clone(),
                    constraint_name: c.constraint.base.clone(),
                    constraint_description: c.constraint.description.clone(),
                    presence: presence.to_string(),
                    default,
                    description: text(&a.description),
                }
            })
            .collect(),
        regions: (resolved.regions.iter())
            .map(|region| {
                let (r, k) = (&region.spec, &region.kind);
                let (blocks, block_count) = match k.blocks {
                    BlockCount::Any => ("any", None),
                    BlockCount::Exactly(n) => ("exactly", Some(n)),
                    BlockCount::AtLeast(n) => ("at_least", Some(n)),
                    BlockCount::AtMost(n) => ("at_most", Some(n)),
                };
                RegionSchema {
                    name: r.name.value.clone(),
                    constraint: text(&r.constraint),
                    constraint_description: region_description(k),
                    variadic: k.variadic,
                    blocks: blocks.to_string(),
                    block_count,
                    description: text(&r.description),
                }
            })
            .collect(),
        successors: (resolved.successors.iter())
            .map(|s| SuccessorSchema {
                name: s.spec.name.value.clone(),
                constraint: text(&s.spec.constraint),
                constraint_description: successor_description(s.variadic).to_string(),
                variadic: s.variadic,
                description: text(&s.spec.description),
            })
            .collect(),
        operand_segments: segments(resolved.operand_segments),
        result_segments: segments(resolved.result_segments),
        traits: (resolved.traits.iter())
            .map(|t| {
                let (generates, runtime_traits) = match t.entry.generated {
                    Generated::Flags(flags) => (
                        "runtime_traits",
                        flags.iter().map(|f| f.to_string()).collect(),
                    ),
                    Generated::Resolved => ("resolved", Vec::new()),
                    Generated::Parents => ("parents", Vec::new()),
                    Generated::ImplicitTerminator => ("implicit_terminator", Vec::new()),
                    Generated::Native => ("native", Vec::new()),
                };
                TraitSchema {
                    generates: Some(generates.to_string()),
                    runtime_traits,
                    ..trait_schema(&t.spec)
                }
            })
            .collect(),
        interfaces: interface_uses(&op.interfaces),
        format: text(&op.format),
        infer_result_types: resolved.result_inference != ResultInference::Given,
        result_type_function: match &resolved.result_inference {
            ResultInference::Function(path) => Some(path.clone()),
            _ => None,
        },
        skip_default_builders: op.skip_default_builders,
        builders: builders(&op.builders, names::builder_name),
        derived_attributes: (op.derived_attributes.iter())
            .map(|d| DerivedAttributeSchema {
                name: d.name.value.clone(),
                returns: d.returns.value.clone(),
                body: d.body.value.clone(),
                to_attr: text(&d.to_attr),
                description: text(&d.description),
            })
            .collect(),
        hooks: hooks
            .iter()
            .filter(|(_, present)| *present)
            .map(|(name, _)| name.to_string())
            .collect(),
        custom_directives: text(&op.custom_directives),
    }
}

fn values(values: &[ResolvedValue]) -> Vec<ValueSchema> {
    values
        .iter()
        .map(|value| {
            let (v, r) = (&value.spec, &value.constraint);
            let (variadicity, segment_attr) = match &r.variadicity {
                Variadicity::Single => ("single", None),
                Variadicity::Optional => ("optional", None),
                Variadicity::Variadic => ("variadic", None),
                Variadicity::VariadicOfVariadic { segment_attr } => {
                    ("variadic_of_variadic", Some(segment_attr.clone()))
                }
            };
            ValueSchema {
                name: v.name.value.clone(),
                constraint: v.constraint.value.clone(),
                constraint_name: r.name.clone(),
                constraint_description: r.description.clone(),
                variadicity: variadicity.to_string(),
                segment_attr,
                description: text(&v.description),
            }
        })
        .collect()
}

fn segments(segments: Segments) -> String {
    match segments {
        Segments::Implicit => "implicit",
        Segments::AttrSized => "attr_sized",
        Segments::SameSize => "same_size",
    }
    .to_string()
}

fn traits(traits: &[model::Trait]) -> Vec<TraitSchema> {
    traits.iter().map(trait_schema).collect()
}

/// A trait as written, with nothing from the catalogue.
fn trait_schema(t: &model::Trait) -> TraitSchema {
    TraitSchema {
        name: t.name.value.clone(),
        args: (t.args.as_ref()).map(|args| args.iter().map(|a| a.value.clone()).collect()),
        text: trait_text(t),
        generates: None,
        runtime_traits: Vec::new(),
    }
}

fn interface_uses(uses: &[InterfaceUse]) -> Vec<InterfaceUseSchema> {
    uses.iter()
        .map(|u| InterfaceUseSchema {
            name: u.name.value.clone(),
            methods: u.methods.iter().map(|m| m.value.clone()).collect(),
            implementation: text(&u.implementation),
        })
        .collect()
}

/// The declared `builders`, each named by `rust_name` from its spec name.
fn builders(
    builders: &[model::Builder],
    rust_name: fn(Option<&str>) -> String,
) -> Vec<BuilderSchema> {
    builders
        .iter()
        .map(|b| BuilderSchema {
            rust_name: rust_name(b.name.as_ref().map(|n| n.as_str())),
            params: parameters(&b.params),
            body: b.body.value.clone(),
        })
        .collect()
}

fn parameters(params: &[ModelParameter]) -> Vec<ParameterSchema> {
    params
        .iter()
        .map(|p| ParameterSchema {
            name: p.name.value.clone(),
            rust_type: p.rust_type.value.clone(),
            optional: p.optional,
            default: text(&p.default),
            description: text(&p.description),
            parser: text(&p.parser),
            printer: text(&p.printer),
            constraint: text(&p.constraint),
            mutable: p.mutable,
        })
        .collect()
}

fn def_schema(d: &model::Def, rust_type: String) -> DefSchema {
    DefSchema {
        name: d.name.value.clone(),
        rust_type,
        mnemonic: text(&d.mnemonic),
        summary: text(&d.summary),
        description: text(&d.description),
        parameters: parameters(&d.parameters),
        format: text(&d.format),
        traits: traits(&d.traits),
        interfaces: interface_uses(&d.interfaces),
        verify: d.verify.is_some(),
        skip_default_builders: d.skip_default_builders,
        builders: builders(&d.builders, crate::def_check::builder_name),
        parse: text(&d.parse),
        print: text(&d.print),
    }
}

fn enum_schema(e: &model::Enum) -> EnumSchema {
    EnumSchema {
        name: e.name.value.clone(),
        summary: text(&e.summary),
        description: text(&e.description),
        bit_enum: e.bit_enum,
        str_enum: e.is_str(),
        mnemonic: text(&e.attr_mnemonic),
        separator: e.bit_enum.then(|| e.separator().to_string()),
        print_primary_groups: e.print_primary_groups,
        cases: e
            .cases
            .iter()
            .map(|c| EnumCaseSchema {
                name: c.name.value.clone(),
                value: c.value.as_ref().map(|v| v.value),
                string: c.spelling().value.clone(),
            })
            .collect(),
    }
}

fn interface_schema(i: &model::Interface) -> InterfaceSchema {
    InterfaceSchema {
        name: i.name.value.clone(),
        handle: names::interface_handle_name(&i.name.value),
        kind: i.kind.value.as_str().to_string(),
        description: text(&i.description),
        bases: i.bases.iter().map(|b| b.value.clone()).collect(),
        methods: i
            .methods
            .iter()
            .map(|m| MethodSchema {
                name: m.name.value.clone(),
                description: text(&m.description),
                params: parameters(&m.params),
                returns: text(&m.returns),
                is_static: m.is_static,
                has_default: m.default_body.is_some(),
                is_fixed: m.fixed_body.is_some(),
            })
            .collect(),
        verify: i.verify.is_some(),
    }
}

fn text(value: &Option<Spanned<String>>) -> Option<String> {
    value.as_ref().map(|v| v.value.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::check_and_resolve;
    use crate::diag::Sources;
    use crate::toml_front::parse_dialect_spec;

    fn schema_of(spec: &str) -> DialectSchema {
        let mut sources = Sources::new();
        let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "d.toml", spec);
        let dialect = dialect.unwrap_or_else(|| panic!("{diagnostics:?}"));
        let (checked, diagnostics) = check_and_resolve(&dialect, &sources);
        let checked = checked.unwrap_or_else(|| panic!("{diagnostics:?}"));
        dialect_schema(&checked)
    }

    const SPEC: &str = r#"
[dialect]
name = "d"
summary = "a dialect"

[[op]]
name = "pack"
traits = ["AttrSizedOperandSegments"]
operands = [
  { name = "xs", type = "Variadic<AnyInteger>" },
  { name = "m", type = "Optional<I1>", description = "the mask" },
]
attributes = [
  { name = "w", type = "Confined<I64Attr, [IntMinValue<0>]>", storage = "attribute" },
  { name = "k", type = "I32Attr", default = "3" },
]
regions = [{ name = "body", type = "VariadicRegion<SizedRegion<2>>" }]
successors = [{ name = "dests", type = "VariadicSuccessor<AnySuccessor>" }]
verify = true

[[enum]]
name = "E"
cases = [{ name = "a", value = 0 }, { name = "B", value = 4, string = "b" }]

[[enum]]
name = "S"
str = true
cases = [{ name = "x" }, { name = "y", string = "why" }]

[[constraint]]
name = "Even"
kind = "attr"
predicate = "crate::checks::even"
summary = "even integer"
"#;

    #[test]
    fn ops_carry_resolved_constraints_and_variadicity() {
        let schema = schema_of(SPEC);
        assert_eq!(schema.schema_version, 8);
        assert_eq!(schema.rust_type, "DDialect");
        let op = &schema.ops[0];
        assert_eq!(op.name, "d.pack");
        assert_eq!(op.rust_type, "PackOp");
        assert_eq!(op.operand_segments, "attr_sized");
        // Traits say what the catalogue makes of them.
        assert_eq!(op.traits[0].generates.as_deref(), Some("runtime_traits"));
        assert_eq!(op.traits[0].runtime_traits, ["AttrSizedOperandSegments"]);
        let even = &schema.constraints[0];
        assert_eq!((even.name.as_str(), even.kind.as_str()), ("Even", "attr"));
        assert_eq!(even.predicate, "crate::checks::even");
        assert_eq!(even.summary.as_deref(), Some("even integer"));
        assert_eq!(op.result_segments, "implicit");
        assert_eq!(op.operands[0].variadicity, "variadic");
        assert_eq!(op.operands[0].constraint, "Variadic<AnyInteger>");
        assert_eq!(op.operands[0].constraint_name, "AnyInteger");
        assert_eq!(op.operands[1].variadicity, "optional");
        assert_eq!(op.operands[1].description.as_deref(), Some("the mask"));
        assert_eq!(op.attributes[0].storage, "attribute");
        assert_eq!(op.attributes[0].constraint_name, "I64Attr");
        assert_eq!(op.attributes[0].presence, "required");
        assert!(
            op.attributes[0]
                .constraint_description
                .contains("minimum value is 0"),
            "{}",
            op.attributes[0].constraint_description
        );
        assert_eq!(op.attributes[1].storage, "property");
        assert_eq!(op.attributes[1].presence, "default");
        assert_eq!(op.attributes[1].default.as_deref(), Some("3"));
        assert_eq!(op.regions[0].blocks, "exactly");
        assert_eq!(op.regions[0].block_count, Some(2));
        assert!(op.regions[0].variadic);
        assert_eq!(
            op.regions[0].constraint_description,
            "variadic of region with 2 blocks"
        );
        assert!(op.successors[0].variadic);
        assert_eq!(op.hooks, ["verify"]);
        assert_eq!(schema.enums[0].cases[1].string, "b");
        assert_eq!(schema.enums[0].cases[0].string, "a");
        assert_eq!(schema.enums[0].cases[1].value, Some(4));
        assert!(!schema.enums[0].str_enum);
        assert!(schema.enums[1].str_enum);
        assert_eq!(schema.enums[1].cases[1].string, "why");
        assert_eq!(schema.enums[1].cases[1].value, None);
        assert!(!op.infer_result_types);
        assert_eq!(op.result_type_function, None);
    }

    #[test]
    fn definitions_carry_builders_hand_written_forms_and_parameter_functions() {
        let schema = schema_of(
            r#"
[dialect]
name = "d"
custom_directives = "crate::custom"

[[op]]
name = "o"
attributes = [{ name = "r", type = "RangeAttr" }]
format = "custom<Range>($r) attr-dict"
custom_directives = "crate::op_custom"

[[type]]
name = "Wide"
mnemonic = "wide"
parameters = [{ name = "lanes", type = "u32", parser = "crate::asm::parse_lanes", printer = "crate::asm::print_lanes" }]
format = "`<` $lanes `>`"
traits = ["crate::traits::Mutable"]
builders = [{ name = "four", body = "crate::build::four" }]

[[type]]
name = "Node"
mnemonic = "node"
parameters = [{ name = "name", type = "String" }, { name = "elements", type = "Vec<Type>", mutable = true }]
format = "`<` $name (`,` `(` $elements^ `)`)? `>`"

[[attr]]
name = "Range"
mnemonic = "range"
parameters = [{ name = "low", type = "u32" }]
parse = "crate::asm::parse_range"
print = "crate::asm::print_range"
skip_default_builders = true
builders = [{ name = "zero", params = [{ name = "low", type = "u32" }], body = "crate::build::zero" }]
"#,
        );
        assert_eq!(schema.custom_directives.as_deref(), Some("crate::custom"));
        assert_eq!(
            schema.ops[0].custom_directives.as_deref(),
            Some("crate::op_custom")
        );
        let wide = &schema.types[0];
        assert_eq!(
            wide.parameters[0].parser.as_deref(),
            Some("crate::asm::parse_lanes")
        );
        assert_eq!(
            wide.parameters[0].printer.as_deref(),
            Some("crate::asm::print_lanes")
        );
        assert_eq!(wide.traits[0].name, "crate::traits::Mutable");
        assert_eq!(wide.builders[0].rust_name, "get_four");
        assert!(!wide.skip_default_builders);
        assert_eq!((wide.parse.as_deref(), wide.print.as_deref()), (None, None));
        assert!(!wide.parameters[0].mutable);
        let node = &schema.types[1];
        let mutable: Vec<bool> = node.parameters.iter().map(|p| p.mutable).collect();
        assert_eq!(mutable, [false, true]);
        let range = &schema.attributes[0];
        assert!(range.skip_default_builders);
        assert_eq!(range.builders[0].rust_name, "get_zero");
        assert_eq!(range.builders[0].params[0].name, "low");
        assert_eq!(range.builders[0].body, "crate::build::zero");
        assert_eq!(range.parse.as_deref(), Some("crate::asm::parse_range"));
        assert_eq!(range.print.as_deref(), Some("crate::asm::print_range"));
        assert_eq!(range.parameters[0].parser, None);
    }

    #[test]
    fn inference_interfaces_and_implementations() {
        let schema = schema_of(
            r#"
[dialect]
name = "d"
interfaces = [{ name = "Inline", impl = "crate::inline", methods = ["ok"] }]

[[op]]
name = "c"
results = [{ name = "r", type = "I32" }]

[[op]]
name = "f"
results = [{ name = "r", type = "AnyType" }]
infer_result_types = "crate::infer"

[[interface]]
name = "Inline"
kind = "dialect"
methods = [
  { name = "ok", returns = "bool", default = "true" },
  { name = "never", returns = "bool", body = "!self.ok(ctx)" },
]
"#,
        );
        assert!(schema.ops[0].infer_result_types);
        assert_eq!(schema.ops[0].result_type_function, None);
        assert!(schema.ops[1].infer_result_types);
        assert_eq!(
            schema.ops[1].result_type_function.as_deref(),
            Some("crate::infer")
        );
        assert_eq!(schema.implements[0].name, "Inline");
        assert_eq!(
            schema.implements[0].implementation.as_deref(),
            Some("crate::inline")
        );
        assert_eq!(schema.interfaces[0].handle, "InlineRef");
        let methods = &schema.interfaces[0].methods;
        assert!(methods[0].has_default && !methods[0].is_fixed);
        assert!(!methods[1].has_default && methods[1].is_fixed);
    }

    #[test]
    fn json_round_trips_and_is_versioned() {
        let schema = schema_of(SPEC);
        let mut sources = Sources::new();
        let (dialect, _) = parse_dialect_spec(&mut sources, "d.toml", SPEC);
        let dialect = dialect.expect("valid");
        let (checked, _) = check_and_resolve(&dialect, &sources);
        let json = dialect_json(&checked.expect("checked"));
        assert!(json.starts_with("{\n  \"schema_version\": 8,"), "{json}");
        assert!(json.ends_with("}\n"));
        assert_eq!(parse_json(&json), Ok(schema));
        let other = json.replacen("\"schema_version\": 8", "\"schema_version\": 7", 1);
        assert_eq!(
            parse_json(&other),
            Err("dialect schema version 7 is not the supported version 8".to_string())
        );
        assert!(parse_json("{").is_err());
    }
}
