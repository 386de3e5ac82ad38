//! The canonicalization patterns of `scf.while`, MLIR 19's patterns of
//! `WhileOp::getCanonicalizationPatterns`, in MLIR's order: loop-invariant `before` arguments
//! and values passed to `after` leave the loop; the condition (and comparisons equal to it or
//! to its negation) is known in `after`; results unused inside and outside, duplicated ones, and
//! unused `before` arguments go; the values passed to `after` are put in the order of the
//! `before` arguments they forward.
//!
//! Most patterns rebuild the loop with other arguments or results: [`rebuild`] makes the new
//! op and moves both blocks into it, each old argument and result replaced as a [`Slot`] says.
//! A new block argument takes the location of the old one it replaces (MLIR's patterns differ
//! there: some give the op's location or the initial value's).

use oxir::attrs::IntegerAttr;
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{BlockId, Body, Context, Location, OpId, OperationState, RegionId, Type, Value};

use super::{bool_value, ir_failure};

/// Adds the patterns of `scf.while` (its `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    let all: [(&str, super::PatternFn); 8] = [
        (
            "RemoveLoopInvariantArgsFromBeforeBlock",
            invariant_before_args,
        ),
        ("RemoveLoopInvariantValueYielded", invariant_after_values),
        ("WhileConditionTruth", condition_truth),
        ("WhileCmpCond", comparison_truth),
        ("WhileUnusedResult", unused_results),
        ("WhileRemoveDuplicatedResults", duplicated_results),
        ("WhileRemoveUnusedArgs", unused_before_args),
        ("WhileOpAlignBeforeArgs", align_with_before_args),
    ];
    for (name, pattern) in all {
        set.add_fn("scf.while", &format!("scf.while {name}"), 1, pattern);
    }
}

/// The parts of an `scf.while` the patterns read.
struct Loop {
    inits: Vec<Value>,
    before: BlockId,
    after: BlockId,
    before_args: Vec<Value>,
    after_args: Vec<Value>,
    /// The `scf.condition` ending `before`, its condition and the values it passes.
    condition_op: OpId,
    condition: Value,
    passed: Vec<Value>,
    /// The `scf.yield` ending `after` and the values it yields.
    yield_op: OpId,
    yielded: Vec<Value>,
}

fn parts(body: &Body, op: OpId) -> Result<Loop, MatchFailure> {
    let block = |region: Option<&RegionId>| region.and_then(|&r| body.region_entry(r));
    let regions = body.op_regions(op);
    let (Some(before), Some(after)) = (block(regions.first()), block(regions.get(1))) else {
        return Err(MatchFailure::new("not an `scf.while` with two blocks"));
    };
    let (Some(condition_op), Some(yield_op)) = (body.last_op(before), body.last_op(after)) else {
        return Err(MatchFailure::new("a block without terminator"));
    };
    let mut passed = body.operands(condition_op);
    let condition = passed
        .next()
        .ok_or_else(|| MatchFailure::new("an `scf.condition` without condition"))?;
    let parts = Loop {
        inits: body.operands(op).collect(),
        before,
        after,
        before_args: body.block_args(before).collect(),
        after_args: body.block_args(after).collect(),
        condition_op,
        condition,
        passed: passed.collect(),
        yield_op,
        yielded: body.operands(yield_op).collect(),
    };
    let counts = [parts.before_args.len(), parts.yielded.len()];
    if counts != [parts.inits.len(); 2]
        || parts.after_args.len() != parts.passed.len()
        || body.num_results(op) != parts.passed.len()
    {
        return Err(MatchFailure::new("the loop's values do not line up"));
    }
    Ok(parts)
}

/// What replaces an old block argument or result when the loop is rebuilt.
#[derive(Copy, Clone)]
enum Slot {
    /// The new loop's argument (or result) at this position.
    New(usize),
    /// An existing value.
    Value(Value),
}

/// How to rebuild a loop: the new inits, result types, and a slot for each old `before`
/// argument and for each old result (the same slot serves the matching `after` argument).
struct Rebuild {
    inits: Vec<Value>,
    result_types: Vec<Type>,
    before: Vec<Slot>,
    results: Vec<Slot>,
}

fn resolve(slots: &[Slot], new: impl Fn(usize) -> Value) -> Vec<Value> {
    slots
        .iter()
        .map(|slot| match *slot {
            Slot::New(index) => new(index),
            Slot::Value(value) => value,
        })
        .collect()
}

/// Replaces `op` with an `scf.while` built as `plan` says: both old blocks move into the new
/// op's blocks, their arguments replaced through the slots, and so are the old results.
fn rebuild(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    old: &Loop,
    plan: Rebuild,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let loc = body.op_loc(op);
    // Each new argument keeps the location of the first old one it replaces.
    let arg_locs = |slots: &[Slot], block: BlockId, count: usize| -> Vec<Location> {
        (0..count)
            .map(|new| {
                slots
                    .iter()
                    .position(|slot| matches!(slot, Slot::New(n) if *n == new))
                    .and_then(|old_index| body.block_arg_loc(block, old_index))
                    .unwrap_or(loc)
            })
            .collect()
    };
    let before_locs = arg_locs(&plan.before, old.before, plan.inits.len());
    let after_locs = arg_locs(&plan.results, old.after, plan.result_types.len());
    let before_args: Vec<(Type, Location)> = plan
        .inits
        .iter()
        .map(|&v| body.value_type(v))
        .zip(before_locs)
        .collect();
    let after_args: Vec<(Type, Location)> =
        plan.result_types.iter().copied().zip(after_locs).collect();
    rewriter.set_insertion_point_before(op);
    let state = OperationState::new(ctx.op_name("scf.while"), loc)
        .operands(&plan.inits)
        .results(&plan.result_types)
        .regions(2);
    let new_op = rewriter.create(state).map_err(ir_failure)?;
    let regions = rewriter.body().op_regions(new_op).to_vec();
    let new_before = rewriter
        .create_block(regions[0], None, &before_args)
        .map_err(ir_failure)?;
    let new_after = rewriter
        .create_block(regions[1], None, &after_args)
        .map_err(ir_failure)?;
    let before_values = resolve(&plan.before, |i| Value::block_arg(new_before, i as u32));
    let after_values = resolve(&plan.results, |i| Value::block_arg(new_after, i as u32));
    let results = resolve(&plan.results, |i| Value::result(new_op, i as u32));
    rewriter
        .merge_blocks(old.before, new_before, &before_values)
        .map_err(ir_failure)?;
    rewriter
        .merge_blocks(old.after, new_after, &after_values)
        .map_err(ir_failure)?;
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// Sets the values `scf.condition` passes, keeping its condition.
fn set_passed(rewriter: &mut PatternRewriter<'_>, old: &Loop, passed: &[Value]) {
    let mut operands = vec![old.condition];
    operands.extend_from_slice(passed);
    let op = old.condition_op;
    rewriter.modify_op_in_place(op, |body| body.set_operands(op, &operands));
}

/// Sets the values `scf.yield` yields.
fn set_yielded(rewriter: &mut PatternRewriter<'_>, old: &Loop, yielded: &[Value]) {
    let op = old.yield_op;
    rewriter.modify_op_in_place(op, |body| body.set_operands(op, yielded));
}

/// The slots keeping every position as it is.
fn identity(count: usize) -> Vec<Slot> {
    (0..count).map(Slot::New).collect()
}

/// Slots for the positions `keep` selects, numbered in order; `dropped` gives the value of
/// each other position.
fn keeping(keep: &[bool], dropped: impl Fn(usize) -> Value) -> Vec<Slot> {
    let mut next = 0;
    keep.iter()
        .enumerate()
        .map(|(i, &k)| {
            if k {
                next += 1;
                Slot::New(next - 1)
            } else {
                Slot::Value(dropped(i))
            }
        })
        .collect()
}

fn select<T: Copy>(values: &[T], keep: &[bool]) -> Vec<T> {
    values
        .iter()
        .zip(keep)
        .filter(|&(_, &k)| k)
        .map(|(&v, _)| v)
        .collect()
}

/// Rebuilds the loop without the `before` arguments `keep` leaves out, and without their
/// initial and yielded values; the initial value replaces each dropped argument.
fn drop_before_args(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    old: &Loop,
    keep: &[bool],
) -> Result<(), MatchFailure> {
    set_yielded(rewriter, old, &select(&old.yielded, keep));
    let plan = Rebuild {
        inits: select(&old.inits, keep),
        result_types: rewriter.body().result_types(op).collect(),
        before: keeping(keep, |i| old.inits[i]),
        results: identity(old.passed.len()),
    };
    rebuild(ctx, rewriter, op, old, plan)
}

/// Rebuilds the loop without the passed values `keep` leaves out, and without their `after`
/// arguments and results; the passed value replaces each of those.
fn drop_passed(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    old: &Loop,
    keep: &[bool],
) -> Result<(), MatchFailure> {
    let kept = select(&old.passed, keep);
    let result_types = kept
        .iter()
        .map(|&v| rewriter.body().value_type(v))
        .collect();
    set_passed(rewriter, old, &kept);
    let plan = Rebuild {
        inits: old.inits.clone(),
        result_types,
        before: identity(old.inits.len()),
        results: keeping(keep, |i| old.passed[i]),
    };
    rebuild(ctx, rewriter, op, old, plan)
}

/// A `before` argument is loop-invariant when the loop yields its initial value back, or
/// yields an `after` argument that `scf.condition` fed from it or from its initial value; it
/// goes, replaced by its initial value (MLIR's `RemoveLoopInvariantArgsFromBeforeBlock`).
fn invariant_before_args(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let old = parts(rewriter.body(), op)?;
    let invariant: Vec<bool> = (0..old.inits.len())
        .map(|i| {
            let (init, yielded) = (old.inits[i], old.yielded[i]);
            yielded == init
                || old
                    .after_args
                    .iter()
                    .position(|&a| a == yielded)
                    .is_some_and(|k| old.passed[k] == old.before_args[i] || old.passed[k] == init)
        })
        .collect();
    if !invariant.contains(&true) {
        return Err(MatchFailure::new("no loop-invariant `before` argument"));
    }
    let keep: Vec<bool> = invariant.iter().map(|&v| !v).collect();
    drop_before_args(ctx, rewriter, op, &old, &keep)
}

/// Values `scf.condition` passes that are defined outside the `before` block go: they replace
/// the matching `after` arguments and results (MLIR's `RemoveLoopInvariantValueYielded`).
fn invariant_after_values(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let old = parts(body, op)?;
    let keep: Vec<bool> = old
        .passed
        .iter()
        .map(|&v| body.value_parent_block(v) == Some(old.before))
        .collect();
    if !keep.contains(&false) {
        return Err(MatchFailure::new(
            "every passed value is defined in `before`",
        ));
    }
    drop_passed(ctx, rewriter, op, &old, &keep)
}

/// An `after` argument fed the condition is true: `after` only runs when it holds (MLIR's
/// `WhileConditionTruth`).
fn condition_truth(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let old = parts(body, op)?;
    let args: Vec<Value> = old
        .passed
        .iter()
        .zip(&old.after_args)
        .filter(|&(&p, &a)| p == old.condition && body.has_uses(a))
        .map(|(_, &a)| a)
        .collect();
    if args.is_empty() {
        return Err(MatchFailure::new(
            "no used `after` argument is the condition",
        ));
    }
    let truth = bool_value(ctx, rewriter, op, true)?;
    for arg in args {
        rewriter.replace_all_uses_with(arg, truth);
    }
    Ok(())
}

/// `arith.cmpi`'s predicate that holds exactly when `predicate` does not (MLIR's
/// `invertPredicate`; `eq` is 0, `ne` 1, `slt` 2 ... `uge` 9).
fn inverted_predicate(predicate: i64) -> Option<i64> {
    const PAIRS: [(i64, i64); 5] = [(0, 1), (2, 5), (3, 4), (6, 9), (7, 8)];
    PAIRS.iter().find_map(|&(a, b)| {
        if predicate == a {
            Some(b)
        } else if predicate == b {
            Some(a)
        } else {
            None
        }
    })
}

/// The predicate and operands of an `arith.cmpi`.
fn comparison(ctx: &Context, body: &Body, op: OpId) -> Option<(i64, [Value; 2])> {
    if body.op_name(op) != ctx.op_name("arith.cmpi") {
        return None;
    }
    let predicate = oxir::op_support::attr(ctx, body, op, "predicate")?
        .dyn_cast::<IntegerAttr>(ctx)?
        .value_i64(ctx)?;
    Some((predicate, [body.operand(op, 0)?, body.operand(op, 1)?]))
}

/// When the condition is `arith.cmpi` of a passed value, the same comparison (or its inverse)
/// of the matching `after` argument is a constant in `after` (MLIR's `WhileCmpCond`).
fn comparison_truth(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let old = parts(body, op)?;
    let (predicate, operands) = old
        .condition
        .defining_op()
        .and_then(|c| comparison(ctx, body, c))
        .ok_or_else(|| MatchFailure::new("the condition is not an `arith.cmpi`"))?;
    let mut known: Vec<(OpId, bool)> = Vec::new();
    for (&passed, &arg) in old.passed.iter().zip(&old.after_args) {
        for side in 0..2 {
            if passed != operands[side] {
                continue;
            }
            for user in body.users(arg) {
                let Some((p, [a, b])) = comparison(ctx, body, user) else {
                    continue;
                };
                let (this, other) = if side == 0 { (a, b) } else { (b, a) };
                if this != arg || other != operands[1 - side] || known.iter().any(|k| k.0 == user) {
                    continue;
                }
                if p == predicate {
                    known.push((user, true));
                } else if Some(p) == inverted_predicate(predicate) {
                    known.push((user, false));
                }
            }
        }
    }
    if known.is_empty() {
        return Err(MatchFailure::new(
            "no comparison in `after` repeats the condition",
        ));
    }
    for (user, value) in known {
        let constant = bool_value(ctx, rewriter, user, value)?;
        rewriter.replace_op(user, &[constant]).map_err(ir_failure)?;
    }
    Ok(())
}

/// Results unused after the loop whose `after` argument is unused too go (MLIR's
/// `WhileUnusedResult`).
fn unused_results(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let old = parts(body, op)?;
    let keep: Vec<bool> = (0..old.passed.len())
        .map(|i| body.has_uses(Value::result(op, i as u32)) || body.has_uses(old.after_args[i]))
        .collect();
    if !keep.contains(&false) {
        return Err(MatchFailure::new("every result is used"));
    }
    // Nothing reads a dropped argument or result: the passed value, of its type, will do.
    drop_passed(ctx, rewriter, op, &old, &keep)
}

/// A value `scf.condition` passes twice is passed once; both `after` arguments and results
/// become the one (MLIR's `WhileRemoveDuplicatedResults`).
fn duplicated_results(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let old = parts(body, op)?;
    let mut unique: Vec<Value> = Vec::new();
    let results: Vec<Slot> = old
        .passed
        .iter()
        .map(|v| {
            let index = unique.iter().position(|u| u == v).unwrap_or_else(|| {
                unique.push(*v);
                unique.len() - 1
            });
            Slot::New(index)
        })
        .collect();
    if unique.len() == old.passed.len() {
        return Err(MatchFailure::new("no value is passed twice"));
    }
    let result_types = unique.iter().map(|&v| body.value_type(v)).collect();
    set_passed(rewriter, &old, &unique);
    let plan = Rebuild {
        inits: old.inits.clone(),
        result_types,
        before: identity(old.inits.len()),
        results,
    };
    rebuild(ctx, rewriter, op, &old, plan)
}

/// Unused `before` arguments go, with their initial and yielded values (MLIR's
/// `WhileRemoveUnusedArgs`).
fn unused_before_args(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let old = parts(body, op)?;
    let keep: Vec<bool> = old.before_args.iter().map(|&a| body.has_uses(a)).collect();
    if !keep.contains(&false) {
        return Err(MatchFailure::new("every `before` argument is used"));
    }
    // Nothing reads a dropped argument: its initial value, of its type, will do.
    drop_before_args(ctx, rewriter, op, &old, &keep)
}

/// When `scf.condition` passes exactly the `before` arguments, each once but in another order,
/// it passes them in their order; `after` arguments and results follow (MLIR's
/// `WhileOpAlignBeforeArgs`).
fn align_with_before_args(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let old = parts(body, op)?;
    if old.passed == old.before_args || old.passed.len() != old.before_args.len() {
        return Err(MatchFailure::new(
            "not a reordering of the `before` arguments",
        ));
    }
    // `position[k]`: where passed value `k` sits among the `before` arguments.
    let position: Option<Vec<usize>> = old
        .passed
        .iter()
        .map(|v| old.before_args.iter().position(|a| a == v))
        .collect();
    let Some(position) = position else {
        return Err(MatchFailure::new(
            "a passed value is not a `before` argument",
        ));
    };
    let mut seen = vec![false; position.len()];
    for &p in &position {
        if std::mem::replace(&mut seen[p], true) {
            return Err(MatchFailure::new("a `before` argument is passed twice"));
        }
    }
    let types: Vec<Type> = body.result_types(op).collect();
    let mut result_types = types.clone();
    for (k, &p) in position.iter().enumerate() {
        result_types[p] = types[k];
    }
    set_passed(rewriter, &old, &old.before_args);
    let plan = Rebuild {
        inits: old.inits.clone(),
        result_types,
        before: identity(old.inits.len()),
        results: position.into_iter().map(Slot::New).collect(),
    };
    rebuild(ctx, rewriter, op, &old, plan)
}

#[cfg(test)]
mod tests {
    use super::inverted_predicate;
    use crate::testing::canonicalized;

    #[test]
    fn inverted_predicates_pair_up() {
        // eq/ne, slt/sge, sle/sgt, ult/uge, ule/ugt.
        for (p, q) in [(0, 1), (2, 5), (3, 4), (6, 9), (7, 8)] {
            assert_eq!(inverted_predicate(p), Some(q));
            assert_eq!(inverted_predicate(q), Some(p));
        }
        assert_eq!(inverted_predicate(10), None);
    }

    // `mlir-opt-19 -canonicalize` gives the same.
    #[test]
    fn duplicated_and_unused_values_leave_the_loop() {
        let out = canonicalized(
            r#"%a = "test.a"() : () -> i32
%b = "test.b"() : () -> f32
%0:3 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, i32, i32) {
  %c = "test.cond"(%x) : (i32) -> i1
  %v = "test.v"(%x) : (i32) -> i32
  scf.condition(%c) %v, %v, %x : i32, i32, i32
} do {
^bb0(%p: i32, %q: i32, %r: i32):
  %n = "test.next"(%p, %q) : (i32, i32) -> i32
  %f = "test.f"() : () -> f32
  scf.yield %n, %f : i32, f32
}
"test.use"(%0#0, %0#1) : (i32, i32) -> ()"#,
        );
        let expected = r#"%0 = "test.a"() : () -> i32
%1 = "test.b"() : () -> f32
%2 = scf.while (%arg0 = %0) : (i32) -> i32 {
%3 = "test.cond"(%arg0) : (i32) -> i1
%4 = "test.v"(%arg0) : (i32) -> i32
scf.condition(%3) %4 : i32
} do {
^bb0(%arg0: i32):
%3 = "test.next"(%arg0, %arg0) : (i32, i32) -> i32
%4 = "test.f"() : () -> f32
scf.yield %3 : i32
}
"test.use"(%2, %2) : (i32, i32) -> ()"#;
        assert_eq!(out, expected);
    }
}
