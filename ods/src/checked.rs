//! The checked model: what the checks learned about each op by resolving its embedded texts
//! (constraints against the library, region and successor kinds, the assembly format), kept
//! beside the spec model rather than inside it.
//!
//! The spec model stays what the front ends wrote (raw strings with spans), so that front ends
//! never depend on the languages' resolution; the emitters read both, index by index: the
//! `i`-th [`CheckedOp`] belongs to the `i`-th [`crate::model::Op`], and inside it each vector
//! follows the op's own order of operands, results, attributes, regions and successors. A
//! checked model exists only for a spec without errors, so it has no holes. Type and attribute
//! definitions have their checked side too ([`CheckedDef`]), index by index.

use crate::lang::constraint::{Presence, ResolvedAttr, ResolvedType, Variadicity};
use crate::lang::def_format::DefFormat;
use crate::lang::format::Format;
use crate::lang::library::TypePred;
use crate::lang::param_type::ParamType;

/// The checked side of a dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedDialect {
    /// One per op of the spec, in spec order.
    pub ops: Vec<CheckedOp>,
    /// One per type definition, in spec order.
    pub type_defs: Vec<CheckedDef>,
    /// One per attribute definition, in spec order.
    pub attr_defs: Vec<CheckedDef>,
}

/// The checked side of a type or attribute definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedDef {
    /// The kind of each parameter, in order.
    pub params: Vec<ParamType>,
    /// The checked format, when the definition has one.
    pub format: Option<DefFormat>,
}

/// The checked side of one op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedOp {
    /// The resolved type constraint of each operand, with its variadicity.
    pub operands: Vec<ResolvedType>,
    /// The resolved type constraint of each result, with its variadicity.
    pub results: Vec<ResolvedType>,
    /// Each attribute's resolved constraint and final presence.
    pub attributes: Vec<CheckedAttr>,
    /// Each region's kind.
    pub regions: Vec<RegionKind>,
    /// Whether each successor is variadic.
    pub successors: Vec<bool>,
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

/// An attribute after resolution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedAttr {
    /// The resolved constraint (its `presence` is what the constraint alone says).
    pub constraint: ResolvedAttr,
    /// Whether it must be present: the constraint's wrappers (`OptionalAttr`,
    /// `DefaultValuedAttr`, `UnitAttr`) combined with the spec's `optional` and `default` keys.
    pub presence: Presence,
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
