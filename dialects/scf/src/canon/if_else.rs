//! The canonicalization patterns of `scf.if`, MLIR 19's `IfOp::fold` and the patterns of
//! `IfOp::getCanonicalizationPatterns`, tried in MLIR's order: a negated condition swaps the
//! regions; two adjacent conditionals on one condition merge, and so do nested ones (on
//! `arith.andi` of their conditions); the condition is a constant in the regions it guards;
//! yielded values defined outside become `arith.select`s; an empty `else` goes; a constant
//! condition inlines the region it picks; unused results go; results that are the condition,
//! its negation or one value for both regions are replaced.

use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{BlockId, Body, Context, OpId, OperationState, RegionId, Type, Value};

use super::{bool_constant, bool_value, defining_region, ir_failure, replace_op_with_region};

/// Adds the patterns of `scf.if` (its `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "scf.if",
        "scf.if negated condition",
        1,
        swap_negated_condition,
    );
    set.add_fn("scf.if", "scf.if CombineIfs", 1, combine_ifs);
    set.add_fn("scf.if", "scf.if CombineNestedIfs", 1, combine_nested_ifs);
    set.add_fn(
        "scf.if",
        "scf.if ConditionPropagation",
        1,
        propagate_condition,
    );
    set.add_fn(
        "scf.if",
        "scf.if ConvertTrivialIfToSelect",
        1,
        trivial_to_select,
    );
    set.add_fn(
        "scf.if",
        "scf.if RemoveEmptyElseBranch",
        1,
        remove_empty_else,
    );
    set.add_fn(
        "scf.if",
        "scf.if RemoveStaticCondition",
        1,
        remove_static_condition,
    );
    set.add_fn(
        "scf.if",
        "scf.if RemoveUnusedResults",
        1,
        remove_unused_results,
    );
    set.add_fn(
        "scf.if",
        "scf.if ReplaceIfYieldWithConditionOrValue",
        1,
        replace_yielded,
    );
}

/// The parts of an `scf.if` the patterns read.
struct IfParts {
    condition: Value,
    then_region: RegionId,
    else_region: RegionId,
}

fn parts(body: &Body, op: OpId) -> Result<IfParts, MatchFailure> {
    match (body.operand(op, 0), body.op_regions(op)) {
        (Some(condition), &[then_region, else_region]) => Ok(IfParts {
            condition,
            then_region,
            else_region,
        }),
        _ => Err(MatchFailure::new(
            "not an `scf.if` with a condition and two regions",
        )),
    }
}

/// The terminator of the one block of `region`, if it has one.
fn yield_of(body: &Body, region: RegionId) -> Option<OpId> {
    body.last_op(body.region_entry(region)?)
}

/// The terminators of the `then` and `else` regions and the values they give.
struct Yields {
    then_yield: OpId,
    else_yield: OpId,
    then_values: Vec<Value>,
    else_values: Vec<Value>,
}

fn yields(body: &Body, parts: &IfParts) -> Result<Yields, MatchFailure> {
    match (
        yield_of(body, parts.then_region),
        yield_of(body, parts.else_region),
    ) {
        (Some(then_yield), Some(else_yield)) => Ok(Yields {
            then_yield,
            else_yield,
            then_values: body.operands(then_yield).collect(),
            else_values: body.operands(else_yield).collect(),
        }),
        _ => Err(MatchFailure::new("a region without terminator")),
    }
}

/// Whether `op` sits in `region` or in a region nested in it.
fn region_contains(body: &Body, region: RegionId, mut op: OpId) -> bool {
    while let Some(parent) = body.op_parent_region(op) {
        if parent == region {
            return true;
        }
        match body.region_parent_op(parent) {
            Some(owner) => op = owner,
            None => return false,
        }
    }
    false
}

/// Whether `value` is `arith.xori %x, true`; gives `%x`.
fn negation_of(ctx: &Context, body: &Body, value: Value) -> Option<Value> {
    let def = value.defining_op()?;
    if body.op_name(def) != ctx.op_name("arith.xori") {
        return None;
    }
    let (lhs, rhs) = (body.operand(def, 0)?, body.operand(def, 1)?);
    bool_constant(ctx, body, rhs)
        .filter(|&one| one)
        .map(|_| lhs)
}

/// Creates an `scf.if` on `condition` with results `types` and two empty regions, before `op`.
fn create_if(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    condition: Value,
    types: &[Type],
) -> Result<OpId, MatchFailure> {
    let loc = rewriter.body().op_loc(op);
    rewriter.set_insertion_point_before(op);
    let state = OperationState::new(ctx.op_name("scf.if"), loc)
        .operands(&[condition])
        .results(types)
        .regions(2);
    rewriter.create(state).map_err(ir_failure)
}

/// Replaces the terminator `old` with an `scf.yield` of `values`.
fn replace_yield(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    old: OpId,
    values: &[Value],
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(old);
    rewriter.set_insertion_point_before(old);
    let state = OperationState::new(ctx.op_name("scf.yield"), loc).operands(values);
    rewriter.create(state).map_err(ir_failure)?;
    rewriter.erase_op(old).map_err(ir_failure)
}

/// `scf.if (xori %c, true)` with an `else` region is `scf.if %c` with the regions swapped
/// (MLIR's `IfOp::fold`).
fn swap_negated_condition(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = parts(body, op)?;
    let (Some(then_block), Some(else_block)) = (
        body.region_entry(parts.then_region),
        body.region_entry(parts.else_region),
    ) else {
        return Err(MatchFailure::new("no `else` region"));
    };
    let condition = negation_of(ctx, body, parts.condition)
        .ok_or_else(|| MatchFailure::new("the condition is not a negation"))?;
    rewriter
        .modify_op_in_place(op, |body| {
            body.detach_block(then_block);
            body.detach_block(else_block);
            body.insert_block(parts.then_region, else_block, None)?;
            body.insert_block(parts.else_region, then_block, None)?;
            body.set_operand(op, 0, condition)
        })
        .map_err(ir_failure)
}

/// Two adjacent `scf.if`s on the same condition (or on a condition and its negation) merge
/// into one (MLIR's `CombineIfs`).
fn combine_ifs(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    next: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let prev = body
        .prev_op(next)
        .filter(|&p| body.op_name(p) == body.op_name(next))
        .ok_or_else(|| MatchFailure::new("not right after another `scf.if`"))?;
    let (prev_parts, next_parts) = (parts(body, prev)?, parts(body, next)?);
    let next_then = body.region_entry(next_parts.then_region);
    let next_else = body.region_entry(next_parts.else_region);
    // The blocks of `next` that run when `prev`'s condition holds and when it does not.
    let (mut run_then, mut run_else) = (None, None);
    if next_parts.condition == prev_parts.condition {
        (run_then, run_else) = (next_then, next_else);
    }
    if negation_of(ctx, body, next_parts.condition) == Some(prev_parts.condition)
        || negation_of(ctx, body, prev_parts.condition) == Some(next_parts.condition)
    {
        (run_then, run_else) = (next_else, next_then);
    }
    if run_then.is_none() && run_else.is_none() {
        return Err(MatchFailure::new("the conditions are unrelated"));
    }
    let prev_then_yield = yield_of(body, prev_parts.then_region)
        .ok_or_else(|| MatchFailure::new("no `then` terminator"))?;
    let prev_then_values: Vec<Value> = body.operands(prev_then_yield).collect();
    let prev_else_values: Vec<Value> = yield_of(body, prev_parts.else_region)
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    // Uses of `prev`'s results inside `next` see the values its regions yield.
    for (index, result) in body.results(prev).enumerate().collect::<Vec<_>>() {
        for (block, values) in [(run_then, &prev_then_values), (run_else, &prev_else_values)] {
            let (Some(block), Some(&value)) = (block, values.get(index)) else {
                continue;
            };
            let Some(region) = rewriter.body().block_parent_region(block) else {
                continue;
            };
            rewriter.replace_uses_with_if(result, value, |body, u| {
                region_contains(body, region, u.owner)
            });
        }
    }
    let body = rewriter.body();
    let mut types: Vec<Type> = body.result_types(prev).collect();
    types.extend(body.result_types(next));
    let combined = create_if(ctx, rewriter, next, prev_parts.condition, &types)?;
    let [combined_then, combined_else] = [0, 1].map(|i| rewriter.body().op_regions(combined)[i]);
    rewriter
        .inline_region_before(prev_parts.then_region, combined_then, None)
        .map_err(ir_failure)?;
    if let Some(block) = run_then {
        append_block_to(ctx, rewriter, block, combined_then)?;
    }
    rewriter
        .inline_region_before(prev_parts.else_region, combined_else, None)
        .map_err(ir_failure)?;
    if let Some(block) = run_else {
        if rewriter.body().region_is_empty(combined_else) {
            let region = rewriter
                .body()
                .block_parent_region(block)
                .ok_or_else(|| MatchFailure::new("a detached block"))?;
            rewriter
                .inline_region_before(region, combined_else, None)
                .map_err(ir_failure)?;
        } else {
            append_block_to(ctx, rewriter, block, combined_else)?;
        }
    }
    let results: Vec<Value> = rewriter.body().results(combined).collect();
    let split = rewriter.body().num_results(prev);
    rewriter
        .replace_op(prev, &results[..split])
        .map_err(ir_failure)?;
    rewriter
        .replace_op(next, &results[split..])
        .map_err(ir_failure)
}

/// Moves the ops of `block` to the end of the one block of `region`, whose terminator then
/// yields its own values followed by those of `block`'s terminator.
fn append_block_to(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    block: BlockId,
    region: RegionId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let dest = body
        .region_entry(region)
        .ok_or_else(|| MatchFailure::new("no block to merge into"))?;
    let (Some(first_yield), Some(second_yield)) = (body.last_op(dest), body.last_op(block)) else {
        return Err(MatchFailure::new("a block without terminator"));
    };
    let mut values: Vec<Value> = body.operands(first_yield).collect();
    values.extend(body.operands(second_yield));
    rewriter
        .merge_blocks(block, dest, &[])
        .map_err(ir_failure)?;
    rewriter.erase_op(first_yield).map_err(ir_failure)?;
    replace_yield(ctx, rewriter, second_yield, &values)
}

/// Whether `block` holds nothing but its terminator.
fn only_terminator(body: &Body, block: BlockId) -> bool {
    body.first_op(block).is_some() && body.first_op(block) == body.last_op(block)
}

/// An `scf.if` whose `then` block holds only another `scf.if`, neither with an `else` that does
/// more than yield, becomes one `scf.if` on `arith.andi` of the conditions; yielded values
/// from outside get an `arith.select` on the outer condition (MLIR's `CombineNestedIfs`).
fn combine_nested_ifs(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let outer = parts(body, op)?;
    let then_block = body
        .region_entry(outer.then_region)
        .ok_or_else(|| MatchFailure::new("no `then` block"))?;
    let nested = body
        .first_op(then_block)
        .filter(|&n| {
            body.op_name(n) == body.op_name(op) && body.next_op(n) == body.last_op(then_block)
        })
        .ok_or_else(|| MatchFailure::new("the `then` block does not hold just an `scf.if`"))?;
    let inner = parts(body, nested)?;
    let else_only_yields = |p: &IfParts| {
        body.region_entry(p.else_region)
            .is_none_or(|b| only_terminator(body, b))
    };
    if !else_only_yields(&outer) || !else_only_yields(&inner) {
        return Err(MatchFailure::new("an `else` block does more than yield"));
    }
    let outer_then = yield_of(body, outer.then_region)
        .ok_or_else(|| MatchFailure::new("no `then` terminator"))?;
    let inner_then = yield_of(body, inner.then_region)
        .ok_or_else(|| MatchFailure::new("no nested `then` terminator"))?;
    let mut then_values: Vec<Value> = body.operands(outer_then).collect();
    let else_values: Vec<Value> = yield_of(body, outer.else_region)
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let inner_else: Vec<Value> = yield_of(body, inner.else_region)
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let inner_then_values: Vec<Value> = body.operands(inner_then).collect();
    // Results yielded from outside need a select: the combined `else` also runs when only the
    // outer condition holds.
    let mut to_select = Vec::new();
    for (index, value) in then_values.iter_mut().enumerate() {
        if value.defining_op() == Some(nested) {
            let number = value.number() as usize;
            if inner_else.get(number) != else_values.get(index) {
                return Err(MatchFailure::new(
                    "the nested `else` yields another value than the outer one",
                ));
            }
            *value = inner_then_values[number];
        } else if defining_region(body, *value) == Some(outer.then_region) {
            return Err(MatchFailure::new(
                "a yielded value is defined in the `then` region",
            ));
        } else {
            to_select.push(index);
        }
    }
    let (loc, types) = (
        body.op_loc(op),
        body.result_types(op).collect::<Vec<Type>>(),
    );
    let i1 = ctx.common().i1;
    rewriter.set_insertion_point_before(op);
    let and = OperationState::new(ctx.op_name("arith.andi"), loc)
        .operands(&[outer.condition, inner.condition])
        .results(&[i1]);
    let condition = Value::result(rewriter.create(and).map_err(ir_failure)?, 0);
    let combined = create_if(ctx, rewriter, op, condition, &types)?;
    let regions: Vec<RegionId> = rewriter.body().op_regions(combined).to_vec();
    let mut results: Vec<Value> = rewriter.body().results(combined).collect();
    rewriter.set_insertion_point_before(combined);
    for index in to_select {
        let state = OperationState::new(ctx.op_name("arith.select"), loc)
            .operands(&[outer.condition, then_values[index], else_values[index]])
            .results(&[types[index]]);
        results[index] = Value::result(rewriter.create(state).map_err(ir_failure)?, 0);
    }
    rewriter
        .inline_region_before(inner.then_region, regions[0], None)
        .map_err(ir_failure)?;
    replace_yield(ctx, rewriter, inner_then, &then_values)?;
    if !else_values.is_empty() {
        rewriter
            .create_block(regions[1], None, &[])
            .map_err(ir_failure)?;
        let state = OperationState::new(ctx.op_name("scf.yield"), loc).operands(&else_values);
        rewriter.create(state).map_err(ir_failure)?;
    }
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// Inside the `then` region the condition is true, inside the `else` region false (MLIR's
/// `ConditionPropagation`).
fn propagate_condition(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = parts(body, op)?;
    if oxir::rewrite::m_constant(ctx, body, parts.condition).is_some() {
        return Err(MatchFailure::new("the condition is a constant"));
    }
    let uses: Vec<(oxir::structure::Use, bool)> = body
        .uses(parts.condition)
        .filter_map(|u| {
            if region_contains(body, parts.then_region, u.owner) {
                Some((u, true))
            } else if region_contains(body, parts.else_region, u.owner) {
                Some((u, false))
            } else {
                None
            }
        })
        .collect();
    if uses.is_empty() {
        return Err(MatchFailure::new("the regions do not use the condition"));
    }
    let mut constants: [Option<Value>; 2] = [None, None];
    for (u, value) in uses {
        let slot = &mut constants[usize::from(value)];
        let constant = match *slot {
            Some(constant) => constant,
            None => *slot.insert(bool_value(ctx, rewriter, op, value)?),
        };
        rewriter
            .modify_op_in_place(u.owner, |body| {
                body.set_operand(u.owner, u.index as usize, constant)
            })
            .map_err(ir_failure)?;
    }
    Ok(())
}

/// Results whose yielded values are all defined outside the regions become `arith.select`s
/// (or the value itself when both regions yield it); the `scf.if` keeps the others (MLIR's
/// `ConvertTrivialIfToSelect`).
fn trivial_to_select(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if body.num_results(op) == 0 {
        return Err(MatchFailure::new("no results"));
    }
    let parts = parts(body, op)?;
    let Yields {
        then_yield,
        else_yield,
        then_values,
        else_values,
    } = yields(body, &parts)?;
    let kept = |t: Value, f: Value| {
        defining_region(body, t) == Some(parts.then_region)
            || defining_region(body, f) == Some(parts.else_region)
    };
    let kept_types: Vec<Type> = then_values
        .iter()
        .zip(&else_values)
        .filter(|&(&t, &f)| kept(t, f))
        .map(|(&t, _)| body.value_type(t))
        .collect();
    if kept_types.len() == body.num_results(op) {
        return Err(MatchFailure::new("every result is defined in the regions"));
    }
    let keep: Vec<bool> = then_values
        .iter()
        .zip(&else_values)
        .map(|(&t, &f)| kept(t, f))
        .collect();
    let replacement = create_if(ctx, rewriter, op, parts.condition, &kept_types)?;
    let new_regions: Vec<RegionId> = rewriter.body().op_regions(replacement).to_vec();
    rewriter
        .inline_region_before(parts.then_region, new_regions[0], None)
        .map_err(ir_failure)?;
    rewriter
        .inline_region_before(parts.else_region, new_regions[1], None)
        .map_err(ir_failure)?;
    let loc = rewriter.body().op_loc(op);
    rewriter.set_insertion_point_before(replacement);
    let (mut true_yields, mut false_yields, mut results) = (Vec::new(), Vec::new(), Vec::new());
    for ((&t, &f), keep) in then_values.iter().zip(&else_values).zip(keep) {
        if keep {
            results.push(Value::result(replacement, true_yields.len() as u32));
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            let ty = rewriter.body().value_type(t);
            let state = OperationState::new(ctx.op_name("arith.select"), loc)
                .operands(&[parts.condition, t, f])
                .results(&[ty]);
            let select = rewriter.create(state).map_err(ir_failure)?;
            results.push(Value::result(select, 0));
        }
    }
    replace_yield(ctx, rewriter, then_yield, &true_yields)?;
    replace_yield(ctx, rewriter, else_yield, &false_yields)?;
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// An `else` region holding only its terminator goes when there are no results (MLIR's
/// `RemoveEmptyElseBranch`).
fn remove_empty_else(
    _ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if body.num_results(op) != 0 {
        return Err(MatchFailure::new("the op has results"));
    }
    let parts = parts(body, op)?;
    let block = body
        .region_entry(parts.else_region)
        .filter(|&b| only_terminator(body, b))
        .ok_or_else(|| MatchFailure::new("no `else` block holding only its terminator"))?;
    rewriter.erase_block(block).map_err(ir_failure)?;
    rewriter.modify_op_in_place(op, |_| ());
    Ok(())
}

/// A constant condition replaces the op with the region it picks, or erases it (MLIR's
/// `RemoveStaticCondition`).
fn remove_static_condition(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = parts(body, op)?;
    let condition = bool_constant(ctx, body, parts.condition)
        .ok_or_else(|| MatchFailure::new("the condition is not a constant"))?;
    if condition {
        replace_op_with_region(rewriter, op, parts.then_region, &[])
    } else if !body.region_is_empty(parts.else_region) {
        replace_op_with_region(rewriter, op, parts.else_region, &[])
    } else {
        rewriter.erase_op(op).map_err(ir_failure)
    }
}

/// Results without uses go (MLIR's `RemoveUnusedResults`).
fn remove_unused_results(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let used: Vec<usize> = body
        .results(op)
        .enumerate()
        .filter(|&(_, r)| body.has_uses(r))
        .map(|(i, _)| i)
        .collect();
    if used.len() == body.num_results(op) {
        return Err(MatchFailure::new("every result is used"));
    }
    let parts = parts(body, op)?;
    let Yields {
        then_yield,
        else_yield,
        then_values,
        else_values,
    } = yields(body, &parts)?;
    let types: Vec<Type> = used
        .iter()
        .map(|&i| body.value_type(Value::result(op, i as u32)))
        .collect();
    let replacement = create_if(ctx, rewriter, op, parts.condition, &types)?;
    let new_regions: Vec<RegionId> = rewriter.body().op_regions(replacement).to_vec();
    for (old, new) in [parts.then_region, parts.else_region]
        .into_iter()
        .zip(new_regions)
    {
        rewriter
            .inline_region_before(old, new, None)
            .map_err(ir_failure)?;
    }
    for (terminator, values) in [(then_yield, &then_values), (else_yield, &else_values)] {
        let kept: Vec<Value> = used.iter().map(|&i| values[i]).collect();
        rewriter.modify_op_in_place(terminator, |body| body.set_operands(terminator, &kept));
    }
    // Unused results get any value of their type: nothing reads it.
    let results: Vec<Value> = (0..then_values.len())
        .map(|i| match used.iter().position(|&u| u == i) {
            Some(k) => Value::result(replacement, k as u32),
            None => then_values[i],
        })
        .collect();
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// A result both regions yield the same value for is that value; one yielding `true` and
/// `false` is the condition, `false` and `true` its negation (MLIR's
/// `ReplaceIfYieldWithConditionOrValue`).
fn replace_yielded(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if body.num_results(op) == 0 {
        return Err(MatchFailure::new("no results"));
    }
    let parts = parts(body, op)?;
    let Yields {
        then_values,
        else_values,
        ..
    } = yields(body, &parts)?;
    let loc = body.op_loc(op);
    let i1 = ctx.common().i1;
    let mut changed = false;
    for (index, (&t, &f)) in then_values.iter().zip(&else_values).enumerate() {
        let result = Value::result(op, index as u32);
        if !rewriter.body().has_uses(result) {
            continue;
        }
        if t == f {
            rewriter.replace_all_uses_with(result, t);
            changed = true;
            continue;
        }
        let body = rewriter.body();
        let (Some(t), Some(f)) = (bool_constant(ctx, body, t), bool_constant(ctx, body, f)) else {
            continue;
        };
        let replacement = match (t, f) {
            (true, false) => parts.condition,
            (false, true) => {
                let Ok(one) = bool_value(ctx, rewriter, op, true) else {
                    continue;
                };
                let state = OperationState::new(ctx.op_name("arith.xori"), loc)
                    .operands(&[parts.condition, one])
                    .results(&[i1]);
                Value::result(rewriter.create(state).map_err(ir_failure)?, 0)
            }
            _ => continue,
        };
        rewriter.replace_all_uses_with(result, replacement);
        changed = true;
    }
    if changed {
        Ok(())
    } else {
        Err(MatchFailure::new("no result to replace"))
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    // `mlir-opt-19 -canonicalize` gives the same, with `arith.select` in its custom form (`arith`
    // is not registered here).
    #[test]
    fn outside_values_become_selects_and_adjacent_ifs_merge() {
        let out = canonicalized(
            r#"%c = "test.cond"() : () -> i1
%a = "test.a"() : () -> i32
%b = "test.b"() : () -> i32
%0, %1 = scf.if %c -> (i32, i32) {
  %x = "test.x"() : () -> i32
  scf.yield %a, %x : i32, i32
} else {
  scf.yield %b, %b : i32, i32
}
%2, %3 = scf.if %c -> (i32, i32) {
  %y = "test.y"() : () -> i32
  scf.yield %y, %y : i32, i32
} else {
  %z = "test.z"() : () -> i32
  scf.yield %z, %z : i32, i32
}
"test.use"(%0, %1, %3) : (i32, i32, i32) -> ()"#,
        );
        let expected = r#"%0 = "test.cond"() : () -> i1
%1 = "test.a"() : () -> i32
%2 = "test.b"() : () -> i32
%3 = "arith.select"(%0, %1, %2) : (i1, i32, i32) -> i32
%4:2 = scf.if %0 -> (i32, i32) {
%5 = "test.x"() : () -> i32
%6 = "test.y"() : () -> i32
scf.yield %5, %6 : i32, i32
} else {
%5 = "test.z"() : () -> i32
scf.yield %2, %5 : i32, i32
}
"test.use"(%3, %4#0, %4#1) : (i32, i32, i32) -> ()"#;
        assert_eq!(out, expected);
    }

    #[test]
    fn empty_else_regions_go() {
        let out = canonicalized(
            r#"%c = "test.cond"() : () -> i1
scf.if %c {
  "test.a"() : () -> ()
} else {
}"#,
        );
        assert_eq!(
            out,
            "%0 = \"test.cond\"() : () -> i1\nscf.if %0 {\n\"test.a\"() : () -> ()\n}"
        );
    }
}
