//! The `LoopLikeOpInterface` of `affine.for` and `affine.parallel`, and the
//! `ConditionallySpeculatable` answer of `affine.for`, as MLIR 19's `AffineOps.cpp` gives
//! them: the loop region, induction variables, the bounds and step of `affine.for` when they
//! are constants, and its carried values. The `impl` keys of `defs/affine.toml` register them;
//! loop-invariant code motion reads them through `oxir::loop_like` and `oxir::effects`.
//!
//! It is not a verifier nor a parser: [`crate::for_op`] and [`crate::parallel`] are.

use oxir::attrs::IntegerAttr;
use oxir::effects::{ConditionallySpeculatable, Speculatability};
use oxir::loop_like::LoopLikeOpInterface;
use oxir::rewrite::FoldResult;
use oxir::{Body, Context, OpId, RegionId, Value};

use crate::for_op::loop_control;

/// The single region of `op`.
fn body_region(body: &Body, op: OpId) -> Vec<RegionId> {
    body.op_regions(op).iter().take(1).copied().collect()
}

/// The arguments of the entry block of `op`'s region.
fn entry_args(body: &Body, op: OpId) -> Vec<Value> {
    body.op_regions(op)
        .first()
        .and_then(|&region| body.region_entry(region))
        .map(|entry| body.block_args(entry).collect())
        .unwrap_or_default()
}

/// `value` as an `index` constant bound.
fn constant(ctx: &Context, value: i64) -> Vec<FoldResult> {
    vec![FoldResult::Attr(
        IntegerAttr::get(ctx, ctx.common().index, value).attr(),
    )]
}

/// `affine.for`: one body region whose first argument is the induction variable and whose
/// other arguments carry the values. A bound is known when its map is one constant.
pub struct ForLoop;

impl LoopLikeOpInterface for ForLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        body_region(body, op)
    }

    fn induction_vars(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        entry_args(body, op).first().map(|&iv| vec![iv])
    }

    fn lower_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        let control = loop_control(ctx, body, op)?;
        Some(constant(ctx, control.lower_map.single_constant_result()?))
    }

    fn upper_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        let control = loop_control(ctx, body, op)?;
        Some(constant(ctx, control.upper_map.single_constant_result()?))
    }

    fn steps(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        Some(constant(ctx, loop_control(ctx, body, op)?.step))
    }

    fn inits(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        loop_control(ctx, body, op).map_or_else(Vec::new, |control| control.inits)
    }

    fn region_iter_args(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        entry_args(body, op).into_iter().skip(1).collect()
    }

    fn yielded_values(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        body.op_regions(op)
            .first()
            .and_then(|&region| body.region_entry(region))
            .and_then(|entry| body.last_op(entry))
            .map(|terminator| body.operands(terminator).collect())
            .unwrap_or_default()
    }

    fn loop_results(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        Some(body.results(op).collect())
    }
}

/// `affine.for` may be speculated, with what it holds, when its step is 1: it then ends
/// whatever its bounds. MLIR 19 does not reason about other steps.
pub struct ForSpeculation;

impl ConditionallySpeculatable for ForSpeculation {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        match loop_control(ctx, body, op) {
            Some(control) if control.step == 1 => Speculatability::RecursivelySpeculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// `affine.parallel`: one body region whose arguments are the induction variables; its
/// bounds are affine maps, which the interface does not describe.
pub struct ParallelLoop;

impl LoopLikeOpInterface for ParallelLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        body_region(body, op)
    }

    fn induction_vars(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        Some(entry_args(body, op))
    }
}

#[cfg(test)]
mod tests {
    use oxir::attrs::IntegerAttr;
    use oxir::effects::is_speculatable;
    use oxir::loop_like::{loop_like_interface, single};
    use oxir::rewrite::FoldResult;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::{Context, OpId, Value};

    const LOOPS: &str = r#"
"my.func"() ({
^bb0(%n: index, %a: i32):
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %a) -> (i32) {
    %x = "my.next"(%acc) : (i32) -> i32
    affine.yield %x : i32
  }
  affine.for %i = 0 to %n {
  }
  affine.parallel (%i, %j) = (0, 0) to (%n, 4) {
  }
  "my.return"(%r) : (i32) -> ()
}) : () -> ()
"#;

    #[test]
    fn loops_describe_their_parts() {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        let module = parse_source(&ctx, LOOPS, &ParseOptions::default()).expect("valid IR");
        let mut found: Vec<OpId> = Vec::new();
        let mut holder = &module.body;
        module.body.walk(module.op, WalkOrder::PreOrder, |b, op| {
            if loop_like_interface(&ctx, b, op).is_some() {
                holder = b;
                found.push(op);
            }
        });
        let body = holder;
        let [stepped, unit, parallel] = found[..] else {
            panic!("three loops expected, found {}", found.len());
        };
        let constant = |bound: Option<FoldResult>, ctx: &Context| match bound {
            Some(FoldResult::Attr(attr)) => attr.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx),
            _ => None,
        };
        let model = loop_like_interface(&ctx, body, stepped).unwrap();
        let entry = body.region_entry(body.op_regions(stepped)[0]).unwrap();
        let args: Vec<Value> = body.block_args(entry).collect();
        assert_eq!(
            single(model.induction_vars(&ctx, body, stepped)),
            Some(args[0])
        );
        assert_eq!(
            constant(single(model.lower_bounds(&ctx, body, stepped)), &ctx),
            Some(0)
        );
        assert_eq!(
            constant(single(model.upper_bounds(&ctx, body, stepped)), &ctx),
            Some(10)
        );
        assert_eq!(
            constant(single(model.steps(&ctx, body, stepped)), &ctx),
            Some(2)
        );
        assert_eq!(
            model.inits(&ctx, body, stepped),
            body.operands(stepped).collect::<Vec<_>>()
        );
        assert_eq!(model.region_iter_args(&ctx, body, stepped), &args[1..]);
        let next = body.first_op(entry).unwrap();
        assert_eq!(
            model.yielded_values(&ctx, body, stepped),
            body.results(next).collect::<Vec<_>>()
        );
        assert_eq!(
            model.loop_results(&ctx, body, stepped).map(|r| r.len()),
            Some(1)
        );
        // The upper bound of the second loop is not a constant.
        let model = loop_like_interface(&ctx, body, unit).unwrap();
        assert_eq!(model.upper_bounds(&ctx, body, unit), None);
        assert_eq!(
            constant(single(model.steps(&ctx, body, unit)), &ctx),
            Some(1)
        );
        let model = loop_like_interface(&ctx, body, parallel).unwrap();
        assert_eq!(
            model.induction_vars(&ctx, body, parallel).map(|v| v.len()),
            Some(2)
        );
        assert_eq!(model.lower_bounds(&ctx, body, parallel), None);
        // Only step 1 is speculatable, and only with what it holds.
        assert!(!is_speculatable(&ctx, body, stepped));
        assert!(is_speculatable(&ctx, body, unit));
        assert!(!is_speculatable(&ctx, body, parallel));
    }
}
