//! The `LoopLikeOpInterface` of `scf.for`, `scf.while`, `scf.parallel` and `scf.forall`, and
//! the `ConditionallySpeculatable` answer of `scf.for`, as MLIR 19's `SCF.cpp` gives them: the
//! loop regions, induction variables, bounds and steps, and the carried values of each loop.
//! The `impl` keys of `defs/scf.toml` register them; loop-invariant code motion reads them
//! through `oxir::loop_like` and `oxir::effects`.
//!
//! It is not a verifier: the loops' checks are in [`crate::for_op`], [`crate::while_op`],
//! [`crate::parallel`] and [`crate::forall`].

use oxir::attrs::IntegerAttr;
use oxir::effects::{ConditionallySpeculatable, Speculatability};
use oxir::loop_like::LoopLikeOpInterface;
use oxir::rewrite::FoldResult;
use oxir::{Body, Context, OpId, RegionId, Value};

use crate::canon::int_constant;
use crate::forall::{ForallBounds, Mixed};
use crate::parallel::operand_groups;

/// The first `count` regions of `op`.
fn regions(body: &Body, op: OpId, count: usize) -> Vec<RegionId> {
    body.op_regions(op).iter().take(count).copied().collect()
}

/// The arguments of the entry block of `op`'s region `index`.
fn entry_args(body: &Body, op: OpId, index: usize) -> Vec<Value> {
    body.op_regions(op)
        .get(index)
        .and_then(|&region| body.region_entry(region))
        .map(|entry| body.block_args(entry).collect())
        .unwrap_or_default()
}

/// The operands of the terminator of `op`'s region `index`.
fn yielded(body: &Body, op: OpId, index: usize) -> Vec<Value> {
    body.op_regions(op)
        .get(index)
        .and_then(|&region| body.region_entry(region))
        .and_then(|entry| body.last_op(entry))
        .map(|terminator| body.operands(terminator).collect())
        .unwrap_or_default()
}

/// The operands of `op` from `from` on.
fn operands_from(body: &Body, op: OpId, from: usize) -> Vec<Value> {
    body.operands(op).skip(from).collect()
}

/// `values` as bounds.
fn as_bounds(values: &[Value]) -> Vec<FoldResult> {
    values.iter().map(|&v| FoldResult::Value(v)).collect()
}

/// `scf.for`: one body region whose first argument is the induction variable and whose other
/// arguments carry the values; the bounds and step are its first three operands.
pub struct ForLoop;

impl ForLoop {
    /// The operand `index` of `op` (0, 1, 2: lower bound, upper bound, step) as a bound.
    fn bound(body: &Body, op: OpId, index: usize) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(body.operand(op, index)?)])
    }
}

impl LoopLikeOpInterface for ForLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 1)
    }

    fn induction_vars(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        entry_args(body, op, 0).first().map(|&iv| vec![iv])
    }

    fn lower_bounds(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForLoop::bound(body, op, 0)
    }

    fn upper_bounds(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForLoop::bound(body, op, 1)
    }

    fn steps(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForLoop::bound(body, op, 2)
    }

    fn inits(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        operands_from(body, op, 3)
    }

    fn region_iter_args(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        entry_args(body, op, 0).into_iter().skip(1).collect()
    }

    fn yielded_values(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        yielded(body, op, 0)
    }

    fn loop_results(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        Some(body.results(op).collect())
    }
}

/// `scf.for` may be speculated, with what it holds, when its step is the constant 1: it then
/// ends whatever its bounds. Another step might make it run forever.
pub struct ForSpeculation;

impl ConditionallySpeculatable for ForSpeculation {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        let step = body.operand(op, 2).and_then(|s| int_constant(ctx, body, s));
        if step == Some(1) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// `scf.while`: both regions are the loop; the `before` region receives the carried values
/// (its operands first), which the `after` region yields back.
pub struct WhileLoop;

impl LoopLikeOpInterface for WhileLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 2)
    }

    fn inits(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        operands_from(body, op, 0)
    }

    fn region_iter_args(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        entry_args(body, op, 0)
    }

    fn yielded_values(&self, _: &Context, body: &Body, op: OpId) -> Vec<Value> {
        yielded(body, op, 1)
    }
}

/// `scf.parallel`: one body region whose arguments are the induction variables; bounds and
/// steps are its operand groups.
pub struct ParallelLoop;

impl ParallelLoop {
    /// The operand group `index` of `op` (lower bounds, upper bounds, steps) as bounds.
    fn bounds(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Vec<FoldResult>> {
        let groups = operand_groups(ctx, body, op, &crate::ParallelOp::SHAPE.operands)?;
        Some(as_bounds(&groups[index]))
    }
}

impl LoopLikeOpInterface for ParallelLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 1)
    }

    fn induction_vars(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        Some(entry_args(body, op, 0))
    }

    fn lower_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ParallelLoop::bounds(ctx, body, op, 0)
    }

    fn upper_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ParallelLoop::bounds(ctx, body, op, 1)
    }

    fn steps(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ParallelLoop::bounds(ctx, body, op, 2)
    }
}

/// `scf.forall`: one body region whose arguments are the induction variables, then the shared
/// outputs' arguments; bounds and steps are constants or operands.
pub struct ForallLoop;

impl ForallLoop {
    /// The bounds of `op` that `pick` selects, constants as `index` attributes.
    fn bounds(
        ctx: &Context,
        body: &Body,
        op: OpId,
        pick: fn(&ForallBounds) -> &[Mixed],
    ) -> Option<Vec<FoldResult>> {
        let bounds = ForallBounds::of(ctx, body, op)?;
        let to_fold = |m: &Mixed| match *m {
            Mixed::Static(value) => {
                FoldResult::Attr(IntegerAttr::get(ctx, ctx.common().index, value).attr())
            }
            Mixed::Dynamic(value) => FoldResult::Value(value),
        };
        Some(pick(&bounds).iter().map(to_fold).collect())
    }

    /// The number of dimensions of `op`, when its bounds are well formed.
    fn rank(ctx: &Context, body: &Body, op: OpId) -> usize {
        ForallBounds::of(ctx, body, op).map_or(0, |b| b.rank())
    }
}

impl LoopLikeOpInterface for ForallLoop {
    fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        regions(body, op, 1)
    }

    fn induction_vars(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        let rank = ForallLoop::rank(ctx, body, op);
        Some(entry_args(body, op, 0).into_iter().take(rank).collect())
    }

    fn lower_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForallLoop::bounds(ctx, body, op, |b| &b.lower)
    }

    fn upper_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForallLoop::bounds(ctx, body, op, |b| &b.upper)
    }

    fn steps(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        ForallLoop::bounds(ctx, body, op, |b| &b.step)
    }

    fn inits(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        ForallBounds::of(ctx, body, op).map_or_else(Vec::new, |b| b.outputs)
    }

    fn region_iter_args(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        let rank = ForallLoop::rank(ctx, body, op);
        entry_args(body, op, 0).into_iter().skip(rank).collect()
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
    use oxir::{Body, Context, OpId, Value};

    const LOOPS: &str = r#"
"my.func"() ({
^bb0(%lb: index, %ub: index, %s: index, %a: i32, %t: tensor<4xf32>):
  %c1 = "tc.constant"() {value = 1 : index} : () -> index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %a) -> i32 {
    %n = "my.next"(%acc) : (i32) -> i32
    scf.yield %n : i32
  }
  scf.for %i = %lb to %ub step %s {
  }
  scf.for %i = %lb to %ub step %c1 {
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %c = "my.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %m = "my.next"(%y) : (i32) -> i32
    scf.yield %m : i32
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %c1) {
  }
  %o = scf.forall (%i) = (%lb) to (8) step (2) shared_outs(%u = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  "my.return"(%r) : (i32) -> ()
}) : () -> ()
"#;

    /// The ops named `name` in `LOOPS`, with the body holding them.
    fn ops<'a>(body: &'a Body, root: OpId, name: &str, ctx: &Context) -> (&'a Body, Vec<OpId>) {
        let (mut holder, mut found) = (body, Vec::new());
        body.walk(root, WalkOrder::PreOrder, |b, op| {
            if b.op_name(op) == ctx.op_name(name) {
                holder = b;
                found.push(op);
            }
        });
        (holder, found)
    }

    fn values(list: &[Value]) -> Vec<FoldResult> {
        list.iter().map(|&v| FoldResult::Value(v)).collect()
    }

    #[test]
    fn loops_describe_their_parts() {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        crate::testing::register_test_constant(&ctx);
        let module = parse_source(&ctx, LOOPS, &ParseOptions::default()).expect("valid IR");
        let (body, fors) = ops(&module.body, module.op, "scf.for", &ctx);
        let (first, second) = (fors[0], fors[1]);
        let model = loop_like_interface(&ctx, body, first).unwrap();
        let operands: Vec<Value> = body.operands(first).collect();
        let entry = body.region_entry(body.op_regions(first)[0]).unwrap();
        let args: Vec<Value> = body.block_args(entry).collect();
        assert_eq!(
            model.loop_regions(&ctx, body, first),
            body.op_regions(first)
        );
        assert_eq!(
            single(model.induction_vars(&ctx, body, first)),
            Some(args[0])
        );
        assert_eq!(
            model.lower_bounds(&ctx, body, first),
            Some(values(&operands[0..1]))
        );
        assert_eq!(
            model.upper_bounds(&ctx, body, first),
            Some(values(&operands[1..2]))
        );
        assert_eq!(
            model.steps(&ctx, body, first),
            Some(values(&operands[2..3]))
        );
        assert_eq!(model.inits(&ctx, body, first), &operands[3..]);
        assert_eq!(model.region_iter_args(&ctx, body, first), &args[1..]);
        let next = body.first_op(entry).unwrap();
        assert_eq!(
            model.yielded_values(&ctx, body, first),
            body.results(next).collect::<Vec<_>>()
        );
        assert_eq!(
            model.loop_results(&ctx, body, first).map(|r| r.len()),
            Some(1)
        );
        // Step 1: speculatable, but not with the unknown `my.next` inside; an unknown step
        // never.
        assert!(!is_speculatable(&ctx, body, first));
        assert!(!is_speculatable(&ctx, body, second));
        assert!(is_speculatable(&ctx, body, fors[2]));

        let (body, whiles) = ops(&module.body, module.op, "scf.while", &ctx);
        let looped = whiles[0];
        let model = loop_like_interface(&ctx, body, looped).unwrap();
        assert_eq!(
            model.loop_regions(&ctx, body, looped),
            body.op_regions(looped)
        );
        assert_eq!(
            model.inits(&ctx, body, looped),
            body.operands(looped).collect::<Vec<_>>()
        );
        let before = body.region_entry(body.op_regions(looped)[0]).unwrap();
        assert_eq!(
            model.region_iter_args(&ctx, body, looped),
            body.block_args(before).collect::<Vec<_>>()
        );
        let after = body.region_entry(body.op_regions(looped)[1]).unwrap();
        let next = body.first_op(after).unwrap();
        assert_eq!(
            model.yielded_values(&ctx, body, looped),
            body.results(next).collect::<Vec<_>>()
        );
        assert_eq!(model.induction_vars(&ctx, body, looped), None);

        let (body, parallels) = ops(&module.body, module.op, "scf.parallel", &ctx);
        let looped = parallels[0];
        let model = loop_like_interface(&ctx, body, looped).unwrap();
        let operands: Vec<Value> = body.operands(looped).collect();
        assert_eq!(
            model.induction_vars(&ctx, body, looped).map(|v| v.len()),
            Some(2)
        );
        assert_eq!(
            model.lower_bounds(&ctx, body, looped),
            Some(values(&operands[0..2]))
        );
        assert_eq!(
            model.steps(&ctx, body, looped),
            Some(values(&operands[4..6]))
        );
        assert_eq!(single(model.steps(&ctx, body, looped)), None);

        let (body, foralls) = ops(&module.body, module.op, "scf.forall", &ctx);
        let looped = foralls[0];
        let model = loop_like_interface(&ctx, body, looped).unwrap();
        let operands: Vec<Value> = body.operands(looped).collect();
        let entry = body.region_entry(body.op_regions(looped)[0]).unwrap();
        let args: Vec<Value> = body.block_args(entry).collect();
        let constant = |bound: Option<FoldResult>| match bound {
            Some(FoldResult::Attr(attr)) => attr.dyn_cast::<IntegerAttr>(&ctx)?.value_i64(&ctx),
            _ => None,
        };
        assert_eq!(
            single(model.induction_vars(&ctx, body, looped)),
            Some(args[0])
        );
        assert_eq!(
            single(model.lower_bounds(&ctx, body, looped)),
            Some(FoldResult::Value(operands[0]))
        );
        assert_eq!(
            constant(single(model.upper_bounds(&ctx, body, looped))),
            Some(8)
        );
        assert_eq!(constant(single(model.steps(&ctx, body, looped))), Some(2));
        assert_eq!(model.inits(&ctx, body, looped), &operands[1..]);
        assert_eq!(model.region_iter_args(&ctx, body, looped), &args[1..]);
    }
}
