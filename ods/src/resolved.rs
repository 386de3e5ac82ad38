//! The resolved model: what the checks make of a spec, and the only thing the emitters read.
//!
//! The spec model ([`crate::model`]) is what a front end wrote: names, raw constraint and
//! format texts, spans. The checks resolve those texts against the constraint library and the
//! op's shape, and build one [`ResolvedDialect`] whose every item carries its spec item beside
//! its resolution: an operand holds its [`Operand`] and its [`ResolvedType`], a trait its
//! [`Trait`] and its [`OpTrait`] catalogue entry, and so on. Emitters (Rust, Markdown, JSON)
//! and the rules checker never pair a spec vector with a resolution vector by index; they walk
//! these items.
//!
//! A resolved dialect exists only for a spec without errors, so it has no holes. Each resolved
//! op keeps its whole spec [`Op`] for the op's own keys (name, summary, hooks, builders); its
//! operands, results, attributes, regions, successors and traits are read through the resolved
//! items, which say what the spec's vectors only spell.

use crate::lang::constraint::{Presence, Resolved, ResolvedAttr, ResolvedType, Variadicity};
use crate::lang::def_format::DefFormat;
use crate::lang::format::Format;
use crate::lang::library::TypePred;
use crate::lang::param_type::ParamType;
use crate::model::{
    AttrStorage, Attribute, Def, Dialect, Op, Operand, Parameter, Region, Successor, Trait,
};
use crate::op_traits::OpTrait;

/// A dialect after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedDialect {
    /// The dialect as written: its name, summary, enums, interfaces and hooks are read from
    /// here; its ops and definitions through [`Self::ops`], [`Self::type_defs`] and
    /// [`Self::attr_defs`].
    pub spec: Dialect,
    /// One per op of the spec, in spec order.
    pub ops: Vec<ResolvedOp>,
    /// One per type definition, in spec order.
    pub type_defs: Vec<ResolvedDef>,
    /// One per attribute definition, in spec order.
    pub attr_defs: Vec<ResolvedDef>,
}

impl ResolvedDialect {
    /// The dialect's name (`arith`).
    pub fn name(&self) -> &str {
        &self.spec.name.value
    }
}

/// An op after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedOp {
    /// The op as written.
    pub spec: Op,
    /// Its operand groups, in spec order.
    pub operands: Vec<ResolvedValue>,
    /// Its result groups, in spec order.
    pub results: Vec<ResolvedValue>,
    /// Its attributes, in spec order.
    pub attributes: Vec<ResolvedAttribute>,
    /// Its regions, in spec order.
    pub regions: Vec<ResolvedRegion>,
    /// Its successors, in spec order.
    pub successors: Vec<ResolvedSuccessor>,
    /// Its traits, in spec order, each with its catalogue entry.
    pub traits: Vec<ResolvedTrait>,
    /// How the sizes of variable-length operand groups are known.
    pub operand_segments: Segments,
    /// How the sizes of variable-length result groups are known.
    pub result_segments: Segments,
    /// The parsed and checked assembly format, if the op has one.
    pub format: Option<Format>,
    /// How builders get the result types.
    pub result_inference: ResultInference,
    /// The constraints across entities the op's traits state (`AllTypesMatch`,
    /// `TypesMatchWith`, `PredOpTrait`, ...), in trait order.
    pub entity_constraints: Vec<EntityConstraint>,
    /// Groups of operands, results and attributes whose types are equal, from
    /// `SameOperandsAndResultType`, `SameTypeOperands` and `AllTypesMatch`.
    pub type_equalities: Vec<Vec<String>>,
    /// The effects its `MemoryEffects<[...]>` trait states, `None` without the trait.
    pub effects: Option<Vec<DeclaredEffect>>,
}

impl ResolvedOp {
    /// The op's name without its dialect (`addi`).
    pub fn name(&self) -> &str {
        &self.spec.name.value
    }

    /// Whether the op has the trait `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.spec.name.value == name)
    }
}

/// An operand or result group after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedValue {
    /// The group as written.
    pub spec: Operand,
    /// Its resolved type constraint, with its variadicity.
    pub constraint: ResolvedType,
}

impl ResolvedValue {
    /// The group's spec name.
    pub fn name(&self) -> &str {
        &self.spec.name.value
    }

    /// How many values the group holds.
    pub fn variadicity(&self) -> &Variadicity {
        &self.constraint.variadicity
    }
}

/// An attribute after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedAttribute {
    /// The attribute as written.
    pub spec: Attribute,
    /// The resolved constraint (its `presence` is what the constraint alone says).
    pub constraint: ResolvedAttr,
    /// Whether it must be present: the constraint's wrappers (`OptionalAttr`,
    /// `DefaultValuedAttr`, `UnitAttr`) combined with the spec's `optional` and `default` keys.
    pub presence: Presence,
}

impl ResolvedAttribute {
    /// The attribute's spec name.
    pub fn name(&self) -> &str {
        &self.spec.name.value
    }

    /// Whether it is stored as a property rather than in the attribute dictionary.
    pub fn is_property(&self) -> bool {
        self.spec.storage.value == AttrStorage::Property
    }

    /// Whether it must be present.
    pub fn is_required(&self) -> bool {
        self.presence == Presence::Required
    }
}

/// A region after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedRegion {
    /// The region as written.
    pub spec: Region,
    /// What its constraint asks.
    pub kind: RegionKind,
}

impl ResolvedRegion {
    /// The region's spec name.
    pub fn name(&self) -> &str {
        &self.spec.name.value
    }
}

/// A successor after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedSuccessor {
    /// The successor as written.
    pub spec: Successor,
    /// Whether it stands for any number of successors (`VariadicSuccessor<...>`).
    pub variadic: bool,
}

impl ResolvedSuccessor {
    /// The successor's spec name.
    pub fn name(&self) -> &str {
        &self.spec.name.value
    }
}

/// A trait of an op after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedTrait {
    /// The trait as written.
    pub spec: Trait,
    /// Its entry in the catalogue, which says what it generates.
    pub entry: &'static OpTrait,
}

/// A type or attribute definition after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedDef {
    /// The definition as written.
    pub spec: Def,
    /// Its parameters, in order.
    pub params: Vec<ResolvedParam>,
    /// The checked format, when the definition has one.
    pub format: Option<DefFormat>,
    /// For a mutable type (one with `mutable` parameters), the index of the format's top-level
    /// optional group holding the body; `None` otherwise.
    pub body_group: Option<usize>,
}

impl ResolvedDef {
    /// Whether the definition is a mutable type: identified by its other parameters, with a
    /// body of its `mutable` ones set once.
    pub fn is_mutable(&self) -> bool {
        self.params.iter().any(|p| p.spec.mutable)
    }
}

/// A parameter of a type or attribute definition after its checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedParam {
    /// The parameter as written.
    pub spec: Parameter,
    /// The kind of value it holds.
    pub ty: ParamType,
    /// The constraint each value (each element of a `Vec`) must satisfy, resolved.
    pub constraint: Option<Resolved>,
}

/// What a memory effect does (MLIR's `MemRead`, `MemWrite`, `MemAlloc`, `MemFree`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// `MemAlloc`.
    Allocate,
    /// `MemFree`.
    Free,
    /// `MemRead`.
    Read,
    /// `MemWrite`.
    Write,
}

/// One effect of a `MemoryEffects<[...]>` trait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclaredEffect {
    /// What it does.
    pub kind: EffectKind,
    /// The runtime's name of the resource it acts on (`"DefaultResource"` unless the spec
    /// names another).
    pub resource: String,
}

/// How the builders of an op get its result types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultInference {
    /// The caller passes them.
    Given,
    /// Each result's type follows from the op's constraints and traits, one entry per result.
    Derived(Vec<DerivedType>),
    /// A Rust function computes all of them from the operands and attributes
    /// (`infer_result_types = "crate::path"`).
    Function(String),
}

/// Where the type of one result comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DerivedType {
    /// Its constraint admits exactly one type (MLIR's buildable type).
    Buildable(TypePred),
    /// The type of the single operand group of this index (`SameOperandsAndResultType`,
    /// `AllTypesMatch`).
    SameAs(usize),
    /// A Rust function of the type of the single operand group of this index
    /// (`TypesMatchWith`), returning a `Type`, an `Option<Type>` or a `Vec<Type>`.
    Transformed {
        /// The operand group.
        operand: usize,
        /// The function's path.
        transform: String,
    },
}

/// An operand group, result group or attribute named by a trait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntityRef {
    /// Operand group `index`.
    Operand(usize),
    /// Result group `index`.
    Result(usize),
    /// The attribute of this name.
    Attr(String),
}

/// What an `All...Match` trait compares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// `AllTypesMatch`.
    Type,
    /// `AllElementTypesMatch`.
    ElementType,
    /// `AllShapesMatch`.
    Shape,
    /// `AllRanksMatch`.
    Rank,
    /// `AllElementCountsMatch`.
    ElementCount,
}

/// A constraint across several entities of an op, checked by its verifier with MLIR's
/// `failed to verify that ...` message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntityConstraint {
    /// The entities' types (or a part of them) are equal.
    AllMatch {
        /// What is compared.
        kind: MatchKind,
        /// The entities, with their spec names.
        entities: Vec<(EntityRef, String)>,
    },
    /// `to`'s type is `transform` of `from`'s type (`TypesMatchWith`), or, when `ranged`, the
    /// types of group `to` are `transform` of the types of group `from`
    /// (`RangedTypesMatchWith`).
    TypesMatchWith {
        /// The words after `failed to verify that`.
        summary: String,
        /// The source entity.
        from: EntityRef,
        /// The derived entity.
        to: EntityRef,
        /// The Rust function's path.
        transform: String,
        /// A Rust comparator `fn(&Context, Type, Type) -> bool` replacing equality, applied to
        /// each derived type and the actual one.
        comparator: Option<String>,
        /// Whether it relates whole groups.
        ranged: bool,
    },
    /// `AllMatch<["$a", "$b"], "summary">`: the entities' types are equal, reported with the
    /// spec's words.
    AllMatchThat {
        /// The entities.
        entities: Vec<EntityRef>,
        /// The words after `failed to verify that`.
        summary: String,
    },
    /// `PredOpTrait`: a Rust predicate on the op holds.
    Predicate {
        /// The words after `failed to verify that`.
        summary: String,
        /// The predicate's path (`fn(&Context, &Body, OpId) -> bool`).
        path: String,
    },
}

/// What a region constraint asks of a region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionKind {
    /// Whether it stands for any number of regions (`VariadicRegion<...>`).
    pub variadic: bool,
    /// The block count asked for.
    pub blocks: BlockCount,
}

/// The number of blocks a region constraint allows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BlockCount {
    /// Any (`AnyRegion`).
    Any,
    /// Exactly this many (`SizedRegion<N>`).
    Exactly(u32),
    /// At least this many (`MinSizedRegion<N>`).
    AtLeast(u32),
    /// At most this many (`MaxSizedRegion<N>`).
    AtMost(u32),
}

/// How the sizes of an op's variable-length operand (or result) groups are known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Segments {
    /// At most one group is variable-length: its size is what the others leave.
    Implicit,
    /// `AttrSizedOperandSegments` / `AttrSizedResultSegments`: a segment-size property.
    AttrSized,
    /// `SameVariadicOperandSize` / `SameVariadicResultSize`: the groups share one size.
    SameSize,
}

/// Whether a variadicity stands for a variable number of values.
pub fn is_variable_length(variadicity: &Variadicity) -> bool {
    !matches!(variadicity, Variadicity::Single)
}
