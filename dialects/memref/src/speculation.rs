//! The `ConditionallySpeculatable` answer of `memref.dim`, as MLIR 19's `MemRefOps.cpp` gives
//! it: the size of a dimension may be read speculatively only when the dimension is a constant
//! below the rank of a ranked memref (out of bounds, `memref.dim` is undefined). The `impl` key
//! of `defs/memref.toml` registers it; loop-invariant code motion asks through
//! `oxir::effects::is_speculatable`.
//!
//! Like MLIR 19, it compares the constant with the rank only from above: a negative constant
//! does not make it unspeculatable.

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

#[cfg(test)]
mod tests {
    use oxir::effects::is_speculatable;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    /// Whether each `memref.dim` of `ir`, in order, is speculatable.
    fn speculatable(ir: &str) -> Vec<bool> {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        oxir_arith::register(&ctx);
        let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let mut answers = Vec::new();
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if ctx.op_name_str(body.op_name(op)) == "memref.dim" {
                    answers.push(is_speculatable(&ctx, body, op));
                }
            });
        answers
    }

    /// A constant dimension of a ranked memref is speculatable below the rank (and, as in
    /// MLIR 19, when negative); of an unranked memref, or not constant, never.
    #[test]
    fn constant_dimensions_below_a_known_rank_are_speculatable() {
        for (dimension, in_range) in [(0, true), (1, true), (2, false), (-1, true)] {
            let ir = format!(
                r#"
"my.func"() ({{
^bb0(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index):
  %c = arith.constant {dimension} : index
  %0 = memref.dim %m, %c : memref<?x4xf32>
  %1 = memref.dim %u, %c : memref<*xf32>
  %2 = memref.dim %m, %i : memref<?x4xf32>
  "my.end"() : () -> ()
}}) : () -> ()
"#
            );
            assert_eq!(speculatable(&ir), [in_range, false, false], "{dimension}");
        }
    }
}
