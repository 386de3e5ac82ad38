//! [`InferIntRangeInterface`]: the op interface through which an op kind tells the integer
//! range analysis the ranges of its results (and of the arguments of its regions' entry
//! blocks, for ops that define them) from the ranges of its operands (MLIR's
//! `InferIntRangeInterface`, `inferResultRangesFromOptional`).

use super::ranges::{ConstantIntRanges, IntegerValueRange};
use crate::context::Context;
use crate::structure::{Body, OpId, Value};

/// The op interface of op kinds whose integer results the range analysis understands.
/// Implementations are registered in the op's descriptor, or named by a spec's `impl`.
pub trait InferIntRangeInterface: Send + Sync {
    /// The ranges of values `op` defines, given the ranges of its operands in order (`None`
    /// for those not known yet): pairs of a value (a result, or an entry block argument of one
    /// of its regions) and its range. A value left out keeps what it had.
    fn infer_result_ranges(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[IntegerValueRange],
    ) -> Vec<(Value, IntegerValueRange)>;
}

/// The range interface of `op`'s kind, if it is registered and implements it.
pub fn infer_int_range_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn InferIntRangeInterface> {
    crate::descriptor::op_interface(ctx, body, op)
}

/// What most ops do (MLIR's default `inferResultRangesFromOptional`): nothing until every
/// operand has a range, then `infer` on those ranges gives the ranges of the results in order
/// (`None` leaves a result as it is).
pub fn infer_ranges_from_defined(
    body: &Body,
    op: OpId,
    operands: &[IntegerValueRange],
    infer: impl FnOnce(&[ConstantIntRanges]) -> Vec<IntegerValueRange>,
) -> Vec<(Value, IntegerValueRange)> {
    let Some(ranges) = operands.iter().copied().collect::<Option<Vec<_>>>() else {
        return Vec::new();
    };
    body.results(op).zip(infer(&ranges)).collect()
}
