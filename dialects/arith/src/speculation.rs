//! The `ConditionallySpeculatable` answers of `arith`'s integer divisions, as MLIR 19's
//! `ArithOps.cpp` gives them: a division may be executed speculatively only when its divisor
//! is a constant that cannot make it undefined (zero for every division, and also -1 for the
//! signed ones, whose `INT_MIN / -1` overflows). The `impl` keys of `defs/arith.toml` register
//! them; loop-invariant code motion asks through `oxir::effects::is_speculatable`.
//!
//! It does not use ranges of values that are not constants.

use oxir::attrs::{DenseElementsAttr, IntegerAttr};
use oxir::effects::{ConditionallySpeculatable, Speculatability};
use oxir::rewrite::m_constant;
use oxir::{Body, Context, OpId};

/// The constant integer (or splat of one) the divisor of `op` is, if it is one (MLIR's
/// `m_ConstantInt`).
fn constant_divisor(ctx: &Context, body: &Body, op: OpId) -> Option<IntegerAttr> {
    let constant = m_constant(ctx, body, body.operand(op, 1)?)?;
    if let Some(int) = constant.dyn_cast::<IntegerAttr>(ctx) {
        return Some(int);
    }
    constant
        .dyn_cast::<DenseElementsAttr>(ctx)?
        .splat_value(ctx)?
        .dyn_cast::<IntegerAttr>(ctx)
}

/// Speculatable when `allowed` accepts the constant divisor, given as an `i64` when it fits
/// one (a value that does not is neither 0 nor -1).
fn when(ctx: &Context, body: &Body, op: OpId, allowed: fn(Option<i64>) -> bool) -> Speculatability {
    match constant_divisor(ctx, body, op) {
        Some(divisor) if allowed(divisor.value_i64(ctx)) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// `arith.divui` and `arith.ceildivui`: speculatable by a non-zero constant.
pub struct UnsignedDivision;

impl ConditionallySpeculatable for UnsignedDivision {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        when(ctx, body, op, |divisor| divisor != Some(0))
    }
}

/// `arith.divsi` and `arith.ceildivsi`: speculatable by a constant neither zero nor all ones
/// (-1; integer values are kept sign-extended).
pub struct SignedDivision;

impl ConditionallySpeculatable for SignedDivision {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        when(ctx, body, op, |divisor| {
            divisor != Some(0) && divisor != Some(-1)
        })
    }
}
