//! The integer range analysis (MLIR 19's `IntegerRangeAnalysis` with `DeadCodeAnalysis`): a
//! [`SparseAnalysis`] whose lattice is an [`IntRangeLattice`] per value, run by the sparse
//! data-flow solver, so branches on values of known range take one successor.
//!
//! - Ops implementing [`super::InferIntRangeInterface`] compute their results' ranges; other
//!   ops give their integer results every value of their type.
//! - A computed value used by a terminator (a value carried around a loop) that changes after
//!   it had a range gets every value at once: the analysis does not count iterations, so this
//!   is what makes it end (MLIR's loop-variant widening).
//! - The induction variable of a loop with one (`LoopLikeOpInterface`) ranges from the lower
//!   bound's signed minimum to the upper bound's signed maximum less one (the other way round
//!   for a negative step).
//! - Integers wider than 64 bits are not analysed ([`IntRangeLattice::Unbounded`]); values of
//!   other types stay uninitialized, as in MLIR.

use super::interface::infer_int_range_interface;
use super::ranges::{ConstantIntRanges, storage_width};
use crate::attrs::{Attribute, IntegerAttr};
use crate::context::Context;
use crate::loop_like::{loop_like_interface, single};
use crate::rewrite::FoldResult;
use crate::structure::RegionId;
use crate::structure::{Body, IrError, OpId, Value};
use crate::traits::Trait;
use crate::transforms::dataflow::{Analysed, SparseAnalysis, Transfer, analyze, unit_scope_mut};
use crate::types::{TypeData, element_type_or_self};
use std::collections::HashMap;

/// What is known of the integer values of one SSA value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum IntRangeLattice {
    /// Nothing yet.
    #[default]
    Uninitialized,
    /// Within these ranges.
    Range(ConstantIntRanges),
    /// Any value of an integer type the analysis does not represent (wider than 64 bits).
    Unbounded,
}

impl IntRangeLattice {
    /// The ranges, when known.
    pub fn range(self) -> Option<ConstantIntRanges> {
        match self {
            IntRangeLattice::Range(range) => Some(range),
            _ => None,
        }
    }

    /// The least upper bound.
    pub fn join(self, other: IntRangeLattice) -> IntRangeLattice {
        use IntRangeLattice::*;
        match (self, other) {
            (Uninitialized, x) | (x, Uninitialized) => x,
            (Range(a), Range(b)) if a.width() == b.width() => Range(a.union(&b)),
            _ => Unbounded,
        }
    }
}

/// The integer range analysis. See the module documentation.
pub struct IntRangeAnalysis;

/// Runs the integer range analysis on `op` of `top` (see
/// [`crate::transforms::dataflow::analyze`]).
pub fn int_ranges(
    ctx: &Context,
    top: &Body,
    op: OpId,
    all_uses_visible: bool,
) -> Result<Vec<Analysed<IntRangeLattice>>, IrError> {
    analyze(ctx, top, op, all_uses_visible, &IntRangeAnalysis)
}

/// The ranges the analysis found for the values of one unit, and where the unit is.
pub struct UnitRanges<'b> {
    /// The body holding the unit's regions.
    pub body: &'b mut Body,
    /// The unit's regions.
    pub regions: Vec<RegionId>,
    /// Whether the unit is a callable nested in the op analysed (whose own op, in the body
    /// around, a rewrite of the op analysed would visit), not that op itself.
    pub nested: bool,
    /// The range of each value that has one.
    pub ranges: HashMap<Value, ConstantIntRanges>,
}

/// Runs the integer range analysis on `op` of `top`, then `rewrite` on each unit with its
/// ranges, as the passes that use the analysis do.
pub fn rewrite_with_ranges(
    ctx: &Context,
    top: &mut Body,
    op: OpId,
    all_uses_visible: bool,
    mut rewrite: impl FnMut(UnitRanges<'_>) -> Result<(), IrError>,
) -> Result<(), IrError> {
    for unit in int_ranges(ctx, top, op, all_uses_visible)? {
        let ranges = unit
            .state
            .lattice
            .iter()
            .filter_map(|(&v, l)| Some((v, l.range()?)))
            .collect();
        let (body, regions) = unit_scope_mut(top, op, &unit.path).ok_or(IrError::Detached)?;
        rewrite(UnitRanges {
            body,
            regions,
            nested: !unit.path.is_empty(),
            ranges,
        })?;
    }
    Ok(())
}

/// Every value of `value`'s type: a full range for integers of up to 64 bits (and `index`, and
/// shaped types of them), [`IntRangeLattice::Unbounded`] for wider integers, nothing for other
/// types (MLIR's `getMaxRange`).
pub fn max_range(ctx: &Context, body: &Body, value: Value) -> IntRangeLattice {
    let ty = body.value_type(value);
    match storage_width(ctx, ty) {
        Some(width) => IntRangeLattice::Range(ConstantIntRanges::max_range(width)),
        None => match ctx.type_data(element_type_or_self(ctx, ty)) {
            TypeData::Integer { .. } => IntRangeLattice::Unbounded,
            _ => IntRangeLattice::Uninitialized,
        },
    }
}

impl SparseAnalysis for IntRangeAnalysis {
    type Lattice = IntRangeLattice;

    fn join(&self, a: IntRangeLattice, b: IntRangeLattice) -> IntRangeLattice {
        a.join(b)
    }

    fn entry_state(&self, ctx: &Context, body: &Body, value: Value) -> IntRangeLattice {
        max_range(ctx, body, value)
    }

    fn constant(
        &self,
        ctx: &Context,
        body: &Body,
        value: Value,
        lattice: IntRangeLattice,
    ) -> Option<Option<Attribute>> {
        match lattice {
            IntRangeLattice::Uninitialized => None,
            IntRangeLattice::Unbounded => Some(None),
            IntRangeLattice::Range(range) => {
                let ty = body.value_type(value);
                let scalar = matches!(
                    ctx.type_data(ty),
                    TypeData::Integer { .. } | TypeData::Index
                );
                Some(
                    range
                        .constant_value()
                        .filter(|_| scalar)
                        .map(|bits| IntegerAttr::get(ctx, ty, bits as i64).attr()),
                )
            }
        }
    }

    fn visit_op(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[IntRangeLattice],
    ) -> Vec<(Value, Transfer<IntRangeLattice>)> {
        let interface = infer_int_range_interface(ctx, body, op);
        let unbounded = operands.contains(&IntRangeLattice::Unbounded)
            || body
                .results(op)
                .any(|r| max_range(ctx, body, r) == IntRangeLattice::Unbounded);
        let Some(interface) = interface.filter(|_| !unbounded) else {
            return body
                .results(op)
                .map(|r| (r, Transfer::Lattice(max_range(ctx, body, r))))
                .collect();
        };
        let ranges: Vec<_> = operands.iter().map(|l| l.range()).collect();
        interface
            .infer_result_ranges(ctx, body, op, &ranges)
            .into_iter()
            .filter(|(value, _)| value.defining_op() == Some(op))
            .map(|(value, range)| {
                let lattice = range.map_or(IntRangeLattice::Uninitialized, IntRangeLattice::Range);
                (value, Transfer::Lattice(lattice))
            })
            .collect()
    }

    fn join_computed(
        &self,
        ctx: &Context,
        body: &Body,
        value: Value,
        old: IntRangeLattice,
        incoming: IntRangeLattice,
    ) -> IntRangeLattice {
        let new = old.join(incoming);
        let yielded = body
            .users(value)
            .any(|user| ctx.op_has_trait(body.op_name(user), Trait::IsTerminator));
        if yielded && old != IntRangeLattice::Uninitialized && new != old {
            return new.join(max_range(ctx, body, value));
        }
        new
    }

    fn non_control_flow_argument(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        _region: usize,
        arg: Value,
        lattice: &dyn Fn(Value) -> IntRangeLattice,
    ) -> IntRangeLattice {
        let Some(loop_like) = loop_like_interface(ctx, body, op) else {
            return max_range(ctx, body, arg);
        };
        let Some(iv) = single(loop_like.induction_vars(ctx, body, op)) else {
            return max_range(ctx, body, arg);
        };
        if iv != arg {
            return max_range(ctx, body, arg);
        }
        let Some(width) = storage_width(ctx, body.value_type(iv)) else {
            return max_range(ctx, body, arg);
        };
        let w = super::ranges::Width(width);
        // A bound: the constant, or the signed extreme of the value's range when it has one,
        // else the extreme of the type.
        let bound = |bound: Option<FoldResult>, upper: bool| {
            let extreme = if upper { w.smax() } else { w.smin() };
            match bound {
                Some(FoldResult::Attr(attr)) => attr
                    .dyn_cast::<IntegerAttr>(ctx)
                    .and_then(|a| a.value_i64(ctx))
                    .unwrap_or(extreme),
                Some(FoldResult::Value(value)) => match lattice(value).range() {
                    Some(range) if upper => range.smax(),
                    Some(range) => range.smin(),
                    None => extreme,
                },
                None => extreme,
            }
        };
        let mut min = bound(single(loop_like.lower_bounds(ctx, body, op)), false);
        let mut max = bound(single(loop_like.upper_bounds(ctx, body, op)), true);
        // An unknown step counts as positive.
        let step = bound(single(loop_like.steps(ctx, body, op)), true);
        if step < 0 {
            std::mem::swap(&mut min, &mut max);
        } else {
            // The upper bound is exclusive (wrapping as MLIR's `APInt` does).
            max = w.signed(w.bits(i128::from(max) - 1));
        }
        if max >= min {
            IntRangeLattice::Range(ConstantIntRanges::from_signed(width, min, max))
        } else {
            IntRangeLattice::Uninitialized
        }
    }
}
