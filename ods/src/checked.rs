//! The checked model: what the checks learned about each op by resolving its embedded texts
//! (constraints against the library, region and successor kinds, the assembly format), kept
//! beside the spec model rather than inside it.
//!
//! The spec model stays what the front ends wrote (raw strings with spans), so that front ends
//! never depend on the languages' resolution; the emitters read both, index by index: the
//! `i`-th [`CheckedOp`] belongs to the `i`-th [`crate::model::Op`], and inside it each vector
//! follows the op's own order of operands, results, attributes, regions and successors. A
//! checked model exists only for a spec without errors, so it has no holes.

use crate::lang::constraint::{Presence, ResolvedAttr, ResolvedType, Variadicity};
use crate::lang::format::Format;
use crate::trait_args::TypeDerivation;

/// The checked side of a dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedDialect {
    /// One per op of the spec, in spec order.
    pub ops: Vec<CheckedOp>,
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
    /// Groups of operands, results and attributes whose types are equal, from
    /// `SameOperandsAndResultType`, `SameTypeOperands` and `AllTypesMatch`.
    pub type_equalities: Vec<Vec<String>>,
    /// The `TypesMatchWith` traits, each deriving one type from another.
    pub type_derivations: Vec<TypeDerivation>,
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
