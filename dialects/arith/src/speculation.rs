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

#[cfg(test)]
mod tests {
    use oxir::effects::is_speculatable;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    /// Whether each division of `ir`, in order, is speculatable.
    fn speculatable(ir: &str) -> Vec<bool> {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let mut answers = Vec::new();
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if ctx.op_name_str(body.op_name(op)).contains("div") {
                    answers.push(is_speculatable(&ctx, body, op));
                }
            });
        answers
    }

    #[test]
    fn divisors_decide() {
        let ir = r#"
"my.func"() ({
^bb0(%x: i32, %y: i32, %v: vector<4xi32>):
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %s5 = arith.constant dense<5> : vector<4xi32>
  %s0 = arith.constant dense<0> : vector<4xi32>
  %0 = arith.divui %x, %c5 : i32
  %1 = arith.divui %x, %c0 : i32
  %2 = arith.divui %x, %y : i32
  %3 = arith.ceildivui %x, %cm1 : i32
  %4 = arith.divsi %x, %c5 : i32
  %5 = arith.divsi %x, %cm1 : i32
  %6 = arith.ceildivsi %x, %c0 : i32
  %7 = arith.divsi %v, %s5 : vector<4xi32>
  %8 = arith.divui %v, %s0 : vector<4xi32>
  "my.end"() : () -> ()
}) : () -> ()
"#;
        assert_eq!(
            speculatable(ir),
            [true, false, false, true, true, false, false, true, false]
        );
    }
}
