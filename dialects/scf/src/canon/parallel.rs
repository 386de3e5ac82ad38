//! The canonicalization patterns of `scf.parallel`, MLIR 19's
//! `ParallelOpSingleOrZeroIterationDimsFolder` (a loop with a dimension of no iteration is
//! replaced with its initial values, dimensions of one iteration go, and the body and the
//! reductions are inlined when none is left) and `MergeNestedParallelLoops` (a loop whose body
//! is only another loop without reductions, its bounds independent of the outer induction
//! variables, becomes one loop over both sets of dimensions). MLIR 19 gives `scf.parallel` no
//! folder.

use oxir::op_support::{properties, segment_sizes};
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::structure::ValueMap;
use oxir::{BlockId, Body, Context, Location, OpId, OperationState, Value};

use super::ir_failure;
use crate::forall::{Mixed, constant_trip_count};
use crate::parallel::operand_groups;

/// Adds the patterns of `scf.parallel` (its `canonicalize` hook), in MLIR's order.
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "scf.parallel",
        "scf.parallel ParallelOpSingleOrZeroIterationDimsFolder",
        1,
        fold_single_or_zero_iteration_dims,
    );
    set.add_fn(
        "scf.parallel",
        "scf.parallel MergeNestedParallelLoops",
        1,
        merge_nested,
    );
}

/// The parts of an `scf.parallel` the patterns read.
struct ParallelParts {
    lower: Vec<Value>,
    upper: Vec<Value>,
    step: Vec<Value>,
    inits: Vec<Value>,
    block: BlockId,
    ivs: Vec<Value>,
    reduce: OpId,
}

fn parts(ctx: &Context, body: &Body, op: OpId) -> Result<ParallelParts, MatchFailure> {
    let [lower, upper, step, inits] =
        operand_groups(ctx, body, op, &crate::ParallelOp::SHAPE.operands)
            .ok_or_else(|| MatchFailure::new("the operand segments do not split the operands"))?;
    let block = body
        .op_regions(op)
        .first()
        .and_then(|&r| body.region_entry(r))
        .ok_or_else(|| MatchFailure::new("no body block"))?;
    let reduce = body
        .last_op(block)
        .filter(|&last| ctx.op_name_str(body.op_name(last)) == crate::ReduceOp::NAME)
        .ok_or_else(|| MatchFailure::new("the body does not end in `scf.reduce`"))?;
    let ivs: Vec<Value> = body.block_args(block).collect();
    let rank = step.len();
    if lower.len() != rank || upper.len() != rank || ivs.len() != rank {
        return Err(MatchFailure::new("the dimensions do not line up"));
    }
    if body.op_regions(reduce).len() != inits.len() || body.num_operands(reduce) != inits.len() {
        return Err(MatchFailure::new("the reductions do not line up"));
    }
    Ok(ParallelParts {
        lower,
        upper,
        step,
        inits,
        block,
        ivs,
        reduce,
    })
}

/// Creates an `scf.parallel` before `op` over `bounds` (lower bounds, upper bounds, steps)
/// with initial values `inits` and results of their types, and its entry block with an
/// `index` argument per dimension at `locs`; the block is left without terminator.
fn create_parallel(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    bounds: [Vec<Value>; 3],
    inits: &[Value],
    locs: &[Location],
) -> Result<(OpId, BlockId), MatchFailure> {
    let body = rewriter.body();
    let loc = body.op_loc(op);
    let types: Vec<_> = inits.iter().map(|&v| body.value_type(v)).collect();
    let sizes = [
        bounds[0].len(),
        bounds[1].len(),
        bounds[2].len(),
        inits.len(),
    ];
    let mut operands: Vec<Value> = bounds.concat();
    operands.extend(inits);
    let mut state = OperationState::new(ctx.op_name(crate::ParallelOp::NAME), loc)
        .operands(&operands)
        .results(&types)
        .regions(1);
    state.props = properties(
        ctx,
        &[("operandSegmentSizes", Some(segment_sizes(ctx, &sizes)))],
    );
    rewriter.set_insertion_point_before(op);
    let new_op = rewriter.create(state).map_err(ir_failure)?;
    let index = ctx.common().index;
    let args: Vec<_> = locs.iter().map(|&l| (index, l)).collect();
    let region = rewriter.body().op_regions(new_op)[0];
    let block = rewriter
        .create_block(region, None, &args)
        .map_err(ir_failure)?;
    Ok((new_op, block))
}

/// Removes a loop with a dimension of no iteration (its results are its initial values) and
/// the dimensions of one iteration (their induction variable is the lower bound): the loop is
/// rebuilt over the others, without its discardable attributes as in MLIR, or, when none is
/// left, its body and then each reduction (combining the initial value with the reduced
/// value) are cloned in its place (MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`).
fn fold_single_or_zero_iteration_dims(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let loop_ = parts(ctx, body, op)?;
    let mut kept: [Vec<Value>; 3] = Default::default();
    let mut locs = Vec::new();
    let mut map = ValueMap::new();
    for dim in 0..loop_.ivs.len() {
        let (lower, upper, step) = (loop_.lower[dim], loop_.upper[dim], loop_.step[dim]);
        let count = constant_trip_count(
            ctx,
            body,
            Mixed::Dynamic(lower),
            Mixed::Dynamic(upper),
            Mixed::Dynamic(step),
        );
        match count {
            Some(0) => return rewriter.replace_op(op, &loop_.inits).map_err(ir_failure),
            Some(1) => map.map_value(loop_.ivs[dim], lower),
            _ => {
                kept[0].push(lower);
                kept[1].push(upper);
                kept[2].push(step);
                locs.push(
                    body.block_arg_loc(loop_.block, dim)
                        .unwrap_or(body.op_loc(op)),
                );
            }
        }
    }
    if kept[0].len() == loop_.ivs.len() {
        return Err(MatchFailure::new("no dimensions have 0 or 1 iterations"));
    }
    if kept[0].is_empty() {
        return inline_loop(rewriter, op, &loop_, map);
    }
    let (new_op, new_block) = create_parallel(ctx, rewriter, op, kept, &loop_.inits, &locs)?;
    let mut new_args = rewriter.body().block_args(new_block);
    let args: Vec<Value> = loop_
        .ivs
        .iter()
        .map(|&iv| match map.value(iv) {
            Some(lower) => lower,
            None => new_args.next().unwrap_or(iv),
        })
        .collect();
    rewriter
        .merge_blocks(loop_.block, new_block, &args)
        .map_err(ir_failure)?;
    let results: Vec<Value> = rewriter.body().results(new_op).collect();
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// Clones the ops of `block` but its last before `op`, through `map`.
fn clone_ops_before(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    block: BlockId,
    map: &mut ValueMap,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let Some((_, ops)) = ops.split_last() else {
        return Ok(());
    };
    for &inner in ops {
        rewriter.set_insertion_point_before(op);
        rewriter.clone_op(inner, map).map_err(ir_failure)?;
    }
    Ok(())
}

/// Replaces `op`, a loop whose every dimension runs once (`map` holding its induction
/// variables' values), with clones of its body and of its reductions, each combining the
/// initial value with the value reduced.
fn inline_loop(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    loop_: &ParallelParts,
    mut map: ValueMap,
) -> Result<(), MatchFailure> {
    clone_ops_before(rewriter, op, loop_.block, &mut map)?;
    let mut results = Vec::new();
    let regions = rewriter.body().op_regions(loop_.reduce).to_vec();
    for (i, region) in regions.into_iter().enumerate() {
        let body = rewriter.body();
        let block = body
            .region_entry(region)
            .ok_or_else(|| MatchFailure::new("a reduction has no block"))?;
        let args: Vec<Value> = body.block_args(block).collect();
        let (&[lhs, rhs], Some(reduced)) = (&args[..], body.operand(loop_.reduce, i)) else {
            return Err(MatchFailure::new("a reduction does not take two values"));
        };
        let returned = body
            .last_op(block)
            .and_then(|last| body.operand(last, 0))
            .ok_or_else(|| MatchFailure::new("a reduction returns no value"))?;
        map.map_value(lhs, loop_.inits[i]);
        map.map_value(rhs, map.value(reduced).unwrap_or(reduced));
        clone_ops_before(rewriter, op, block, &mut map)?;
        results.push(map.value(returned).unwrap_or(returned));
    }
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// Merges a loop whose body is only another loop into one loop over the outer dimensions then
/// the inner ones, when neither has reductions and the inner bounds and steps do not use the
/// outer induction variables (MLIR's `MergeNestedParallelLoops`). The merged loop has the
/// outer loop's location and no discardable attribute.
fn merge_nested(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let outer = parts(ctx, body, op)?;
    let inner = body
        .first_op(outer.block)
        .filter(|&first| body.next_op(first) == Some(outer.reduce))
        .filter(|&first| ctx.op_name_str(body.op_name(first)) == crate::ParallelOp::NAME)
        .ok_or_else(|| MatchFailure::new("the body is not one `scf.parallel`"))?;
    let inner = parts(ctx, body, inner)?;
    let control = [&inner.lower, &inner.upper, &inner.step];
    if control
        .iter()
        .any(|list| list.iter().any(|v| outer.ivs.contains(v)))
    {
        return Err(MatchFailure::new(
            "the inner bounds use the outer induction variables",
        ));
    }
    if !outer.inits.is_empty() || !inner.inits.is_empty() {
        return Err(MatchFailure::new("reductions are not supported"));
    }
    let bounds = [
        [outer.lower.clone(), inner.lower.clone()].concat(),
        [outer.upper.clone(), inner.upper.clone()].concat(),
        [outer.step.clone(), inner.step.clone()].concat(),
    ];
    let loc = body.op_loc(op);
    let locs = vec![loc; bounds[0].len()];
    let (_, new_block) = create_parallel(ctx, rewriter, op, bounds, &[], &locs)?;
    let new_args: Vec<Value> = rewriter.body().block_args(new_block).collect();
    let mut map = ValueMap::new();
    for (&old, &new) in outer.ivs.iter().chain(&inner.ivs).zip(&new_args) {
        map.map_value(old, new);
    }
    let ops: Vec<OpId> = rewriter.body().block_ops(inner.block).collect();
    for &nested in ops.split_last().map_or(&[][..], |(_, rest)| rest) {
        rewriter.set_insertion_point_to_end(new_block);
        rewriter.clone_op(nested, &mut map).map_err(ir_failure)?;
    }
    rewriter.set_insertion_point_to_end(new_block);
    let reduce = OperationState::new(ctx.op_name(crate::ReduceOp::NAME), loc);
    rewriter.create(reduce).map_err(ir_failure)?;
    rewriter.erase_op(op).map_err(ir_failure)
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    const PREFIX: &str = "%n = \"test.n\"() : () -> index\n%c0 = \"tc.constant\"() {value = 0 : index} : () -> index\n%c1 = \"tc.constant\"() {value = 1 : index} : () -> index\n%c4 = \"tc.constant\"() {value = 4 : index} : () -> index\n%a = \"test.a\"() : () -> f32\n";

    fn canonical(ir: &str) -> String {
        canonicalized(&format!("{PREFIX}{ir}"))
    }

    // `mlir-opt-19 -canonicalize` gives the same (with `arith.constant` for `tc.constant`).
    #[test]
    fn dimensions_of_one_iteration_go() {
        let out = canonical(
            "scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {\n  \"test.use\"(%i, %j) : (index, index) -> ()\n}",
        );
        assert!(
            out.contains("scf.parallel (%arg0) = (%1) to (%2) step (%0) {"),
            "{out}"
        );
        assert!(out.contains("\"test.use\"(%1, %arg0)"), "{out}");
    }

    #[test]
    fn loops_of_no_iteration_give_their_initial_values() {
        let out = canonical(
            "%r = scf.parallel (%i) = (%n) to (%n) step (%c1) init (%a) -> f32 {\n  %v = \"test.v\"() : () -> f32\n  scf.reduce(%v : f32) {\n  ^bb0(%x: f32, %y: f32):\n    scf.reduce.return %x : f32\n  }\n}\n\"test.use\"(%r) : (f32) -> ()",
        );
        assert!(!out.contains("scf.parallel"), "{out}");
        assert!(out.ends_with("\"test.use\"(%1) : (f32) -> ()"), "{out}");
    }

    #[test]
    fn loops_of_one_iteration_inline_their_body_and_reductions() {
        let out = canonical(
            "%r = scf.parallel (%i) = (%c0) to (%c4) step (%c4) init (%a) -> f32 {\n  %v = \"test.v\"(%i) : (index) -> f32\n  scf.reduce(%v : f32) {\n  ^bb0(%x: f32, %y: f32):\n    %s = \"test.add\"(%x, %y) : (f32, f32) -> f32\n    scf.reduce.return %s : f32\n  }\n}\n\"test.use\"(%r) : (f32) -> ()",
        );
        assert!(!out.contains("scf."), "{out}");
        assert!(
            out.contains("%3 = \"test.v\"(%0) : (index) -> f32"),
            "{out}"
        );
        assert!(
            out.contains("%4 = \"test.add\"(%2, %3) : (f32, f32) -> f32"),
            "{out}"
        );
        assert!(out.ends_with("\"test.use\"(%4) : (f32) -> ()"), "{out}");
    }

    #[test]
    fn nested_loops_without_reductions_merge() {
        let out = canonical(
            "scf.parallel (%i) = (%c0) to (%n) step (%c1) {\n  scf.parallel (%j) = (%c0) to (%n) step (%c4) {\n    \"test.use\"(%i, %j) : (index, index) -> ()\n  }\n}",
        );
        assert!(
            out.contains("scf.parallel (%arg0, %arg1) = (%2, %2) to (%3, %3) step (%1, %0) {"),
            "{out}"
        );
        assert!(out.contains("\"test.use\"(%arg0, %arg1)"), "{out}");
        let dependent = canonical(
            "scf.parallel (%i) = (%c0) to (%n) step (%c1) {\n  scf.parallel (%j) = (%c0) to (%i) step (%c1) {\n    \"test.use\"(%i, %j) : (index, index) -> ()\n  }\n}",
        );
        assert_eq!(dependent.matches("scf.parallel").count(), 2, "{dependent}");
    }
}
