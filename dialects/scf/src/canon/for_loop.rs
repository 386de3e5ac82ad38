//! The canonicalization patterns of `scf.for`, MLIR 19's `ForOpIterArgsFolder` (loop-carried
//! values that are forwarded unchanged, or unused inside and outside, leave the loop) and
//! `SimplifyTrivialLoops` (loops of no iteration go, loops of one iteration are inlined, empty
//! loops yielding values from outside are replaced with those values).
//!
//! Not here: `ForOpTensorCastFolder` (it needs the `tensor` dialect).

use oxir::attrs::IntegerAttr;
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{Body, Context, OpId, OperationState, RegionId, Type, Value};

use super::{int_constant, ir_failure, replace_op_with_region};

/// Adds the patterns of `scf.for` (its `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn("scf.for", "scf.for ForOpIterArgsFolder", 1, fold_iter_args);
    set.add_fn(
        "scf.for",
        "scf.for SimplifyTrivialLoops",
        1,
        simplify_trivial,
    );
}

/// The parts of an `scf.for` the patterns read.
struct ForParts {
    lower: Value,
    upper: Value,
    step: Value,
    inits: Vec<Value>,
    region: RegionId,
    iter_args: Vec<Value>,
    terminator: OpId,
    yielded: Vec<Value>,
}

fn parts(body: &Body, op: OpId) -> Result<ForParts, MatchFailure> {
    let operands: Vec<Value> = body.operands(op).collect();
    let (&[lower, upper, step], inits) = (
        operands.get(..3).unwrap_or_default(),
        operands.get(3..).unwrap_or_default(),
    ) else {
        return Err(MatchFailure::new("not an `scf.for` with bounds and a step"));
    };
    let region = *body
        .op_regions(op)
        .first()
        .ok_or_else(|| MatchFailure::new("no body region"))?;
    let block = body
        .region_entry(region)
        .ok_or_else(|| MatchFailure::new("no body block"))?;
    let terminator = body
        .last_op(block)
        .ok_or_else(|| MatchFailure::new("no terminator"))?;
    let iter_args: Vec<Value> = body.block_args(block).skip(1).collect();
    let yielded: Vec<Value> = body.operands(terminator).collect();
    if iter_args.len() != inits.len() || yielded.len() != inits.len() {
        return Err(MatchFailure::new("the loop-carried values do not line up"));
    }
    Ok(ForParts {
        lower,
        upper,
        step,
        inits: inits.to_vec(),
        region,
        iter_args,
        terminator,
        yielded,
    })
}

/// Drops the loop-carried values that are yielded unchanged, or that are unused in the body
/// and either yielded from their initial value or unused after the loop; their initial value
/// replaces them (MLIR's `ForOpIterArgsFolder`).
fn fold_iter_args(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let loop_ = parts(body, op)?;
    let forwarded: Vec<bool> = (0..loop_.inits.len())
        .map(|i| {
            let (init, arg, yielded) = (loop_.inits[i], loop_.iter_args[i], loop_.yielded[i]);
            arg == yielded
                || (!body.has_uses(arg)
                    && (init == yielded || !body.has_uses(Value::result(op, i as u32))))
        })
        .collect();
    if !forwarded.contains(&true) {
        return Err(MatchFailure::new("every loop-carried value is needed"));
    }
    let kept_inits: Vec<Value> = loop_
        .inits
        .iter()
        .zip(&forwarded)
        .filter(|&(_, &f)| !f)
        .map(|(&v, _)| v)
        .collect();
    let kept_types: Vec<Type> = kept_inits.iter().map(|&v| body.value_type(v)).collect();
    let block = body
        .region_entry(loop_.region)
        .ok_or_else(|| MatchFailure::new("no body block"))?;
    let iv = body
        .block_args(block)
        .next()
        .ok_or_else(|| MatchFailure::new("no induction variable"))?;
    let (loc, attrs) = (body.op_loc(op), body.op_attrs(op));
    let arg_of = |index: usize, value: Value| {
        let arg_loc = body.block_arg_loc(block, index).unwrap_or(loc);
        (body.value_type(value), arg_loc)
    };
    let mut new_args = vec![arg_of(0, iv)];
    for (i, (&arg, &f)) in loop_.iter_args.iter().zip(&forwarded).enumerate() {
        if !f {
            new_args.push(arg_of(i + 1, arg));
        }
    }
    rewriter.set_insertion_point_before(op);
    let mut operands = vec![loop_.lower, loop_.upper, loop_.step];
    operands.extend(&kept_inits);
    let state = OperationState::new(ctx.op_name("scf.for"), loc)
        .operands(&operands)
        .results(&kept_types)
        .regions(1);
    let new_op = rewriter.create(state).map_err(ir_failure)?;
    rewriter.modify_op_in_place(new_op, |body| body.set_op_attrs(new_op, attrs));
    let new_region = rewriter.body().op_regions(new_op)[0];
    let new_block = rewriter
        .create_block(new_region, None, &new_args)
        .map_err(ir_failure)?;
    let mut transfer = vec![Value::block_arg(new_block, 0)];
    let mut results = Vec::new();
    let mut kept = 0u32;
    for (i, &f) in forwarded.iter().enumerate() {
        if f {
            transfer.push(loop_.inits[i]);
            results.push(loop_.inits[i]);
        } else {
            transfer.push(Value::block_arg(new_block, kept + 1));
            results.push(Value::result(new_op, kept));
            kept += 1;
        }
    }
    rewriter
        .merge_blocks(block, new_block, &transfer)
        .map_err(ir_failure)?;
    let terminator = loop_.terminator;
    let yielded: Vec<Value> = rewriter
        .body()
        .operands(terminator)
        .zip(&forwarded)
        .filter(|&(_, &f)| !f)
        .map(|(v, _)| v)
        .collect();
    rewriter.modify_op_in_place(terminator, |body| body.set_operands(terminator, &yielded));
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// `upper - lower` when both are constants, or when `upper` is `lower` plus a constant
/// (MLIR's `computeConstDiff`), wrapped to the bounds' width.
fn constant_difference(ctx: &Context, body: &Body, lower: Value, upper: Value) -> Option<i64> {
    let ty = body.value_type(lower);
    let wrap = |v: i64| IntegerAttr::get(ctx, ty, v).value_i64(ctx);
    if let (Some(l), Some(u)) = (
        int_constant(ctx, body, lower),
        int_constant(ctx, body, upper),
    ) {
        return wrap(u.wrapping_sub(l));
    }
    let def = upper.defining_op()?;
    if body.op_name(def) != ctx.op_name("arith.addi") {
        return None;
    }
    let (a, b) = (body.operand(def, 0)?, body.operand(def, 1)?);
    if a == lower {
        int_constant(ctx, body, b)
    } else if b == lower {
        int_constant(ctx, body, a)
    } else {
        None
    }
}

/// Loops of no iteration are replaced with their initial values, loops of one iteration with
/// their body, and loops of several iterations whose body only yields values defined outside
/// with those values (MLIR's `SimplifyTrivialLoops`).
fn simplify_trivial(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let loop_ = parts(body, op)?;
    if loop_.lower == loop_.upper {
        return rewriter.replace_op(op, &loop_.inits).map_err(ir_failure);
    }
    let diff = constant_difference(ctx, body, loop_.lower, loop_.upper)
        .ok_or_else(|| MatchFailure::new("the trip count is not known"))?;
    if diff <= 0 {
        return rewriter.replace_op(op, &loop_.inits).map_err(ir_failure);
    }
    let step = int_constant(ctx, body, loop_.step)
        .ok_or_else(|| MatchFailure::new("the step is not a constant"))?;
    if step >= diff {
        let mut args = vec![loop_.lower];
        args.extend(&loop_.inits);
        return replace_op_with_region(rewriter, op, loop_.region, &args);
    }
    let block = body.op_parent_block(loop_.terminator);
    if block.and_then(|b| body.first_op(b)) != Some(loop_.terminator) {
        return Err(MatchFailure::new("the body is not empty"));
    }
    if loop_
        .yielded
        .iter()
        .any(|&v| body.value_defined_in_op(v, op))
    {
        return Err(MatchFailure::new("a yielded value is defined in the loop"));
    }
    rewriter.replace_op(op, &loop_.yielded).map_err(ir_failure)
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    // `mlir-opt-19 -canonicalize` gives the same.
    #[test]
    fn forwarded_and_unused_loop_carried_values_leave_the_loop() {
        let out = canonicalized(
            r#"%lb = "test.lb"() : () -> index
%ub = "test.ub"() : () -> index
%s = "test.step"() : () -> index
%a = "test.a"() : () -> i32
%0, %1, %2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a, %z = %a) -> (i32, i32, i32) {
  %n = "test.next"(%x) : (i32) -> i32
  %u = "test.unused"() : () -> i32
  scf.yield %n, %y, %u : i32, i32, i32
}
"test.use"(%0, %1) : (i32, i32) -> ()"#,
        );
        let expected = r#"%0 = "test.lb"() : () -> index
%1 = "test.ub"() : () -> index
%2 = "test.step"() : () -> index
%3 = "test.a"() : () -> i32
%4 = scf.for %arg0 = %0 to %1 step %2 iter_args(%arg1 = %3) -> (i32) {
%5 = "test.next"(%arg1) : (i32) -> i32
%6 = "test.unused"() : () -> i32
scf.yield %5 : i32
}
"test.use"(%4, %3) : (i32, i32) -> ()"#;
        assert_eq!(out, expected);
    }

    #[test]
    fn loops_from_a_bound_to_itself_do_not_run() {
        let out = canonicalized(
            r#"%b = "test.bound"() : () -> index
%s = "test.step"() : () -> index
%a = "test.a"() : () -> i32
%0 = scf.for %i = %b to %b step %s iter_args(%x = %a) -> (i32) {
  %n = "test.next"(%x) : (i32) -> i32
  scf.yield %n : i32
}
"test.use"(%0) : (i32) -> ()"#,
        );
        assert!(!out.contains("scf.for"), "{out}");
        assert!(out.ends_with("\"test.use\"(%2) : (i32) -> ()"), "{out}");
    }
}
