//! The `ConditionallySpeculatable` answer of `memref.dim`, as MLIR 19's `MemRefOps.cpp` gives
//! it: the size of a dimension may be read speculatively only when the dimension is a constant
//! below the rank of a ranked memref (out of bounds, `memref.dim` is undefined). The `impl` key
//! of `defs/memref.toml` registers it; loop-invariant code motion asks through
//! `oxir::effects::is_speculatable`.
//!
//! Like MLIR 19, it compares the constant with the rank only from above: a negative constant
//! (which the verifier refuses anyway) does not make it unspeculatable.

use oxir::attrs::IntegerAttr;
use oxir::effects::{ConditionallySpeculatable, Speculatability};
use oxir::rewrite::m_constant;
use oxir::{Body, Context, OpId, TypeData};

/// `memref.dim`.
pub struct Dim;

impl ConditionallySpeculatable for Dim {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        let index = body
            .operand(op, 1)
            .and_then(|index| m_constant(ctx, body, index))
            .and_then(|constant| constant.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|constant| constant.value_i64(ctx));
        let rank =
            body.operand(op, 0)
                .and_then(|source| match ctx.type_data(body.value_type(source)) {
                    TypeData::MemRef { shape, .. } => i64::try_from(shape.len()).ok(),
                    _ => None,
                });
        match (index, rank) {
            (Some(index), Some(rank)) if rank > index => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}
