//! `-convert-scf-to-cf`: MLIR 19's `SCFToControlFlow`. Each structured op becomes blocks of the
//! region it is in, in the order MLIR builds them: `scf.for` a condition block, its body blocks
//! and the continuation; `scf.if` its `then` and `else` blocks (and a block of the results when
//! it has some); `scf.while` its `before` and `after` blocks (only `before` for a do-while whose
//! `after` forwards its arguments); `scf.execute_region` its blocks; `scf.index_switch` a
//! `cf.switch` over its cases; `scf.parallel` a nest of `scf.for` (lowered in turn); `scf.forall`
//! without shared outputs an `scf.parallel`. The patterns run as one partial conversion whose
//! target has those ops illegal and every other op legal.

use oxir::attrs::{DenseElementsAttr, IntegerAttr};
use oxir::conversion::{ConversionTarget, apply_partial_rewrite_conversion_in};
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{FnPattern, MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::types::VectorType;
use oxir::{BlockId, Context, Diagnostic, Location, OpId, RegionId, Type, Value};
use oxir_arith::{AddIOp, CmpIOp, CmpIPredicate, ConstantOp, IndexCastOp};
use oxir_cf::{BranchOp, CondBranchOp, SwitchOp};
use oxir_scf::forall_to_for::{build_for, forall_bound_values};
use oxir_scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, ReduceOp,
    WhileOp, YieldOp,
};

/// The ops `-convert-scf-to-cf` removes.
pub const ILLEGAL_OPS: [&str; 7] = [
    "scf.forall",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.while",
    "scf.execute_region",
];

/// A structural error (an op without the block or terminator its kind requires) as a match
/// failure.
fn malformed(what: &str) -> MatchFailure {
    MatchFailure::new(format!("malformed op: {what}"))
}

/// The block holding `op`.
fn parent_block(rewriter: &PatternRewriter<'_>, op: OpId) -> Result<BlockId, MatchFailure> {
    rewriter
        .body()
        .op_parent_block(op)
        .ok_or_else(|| malformed("op is not in a block"))
}

/// The region holding `block`.
fn parent_region(rewriter: &PatternRewriter<'_>, block: BlockId) -> Result<RegionId, MatchFailure> {
    rewriter
        .body()
        .block_parent_region(block)
        .ok_or_else(|| malformed("block is not in a region"))
}

/// The first block of `region`.
fn entry(
    rewriter: &PatternRewriter<'_>,
    region: Option<RegionId>,
) -> Result<BlockId, MatchFailure> {
    region
        .and_then(|r| rewriter.body().region_entry(r))
        .ok_or_else(|| malformed("empty region"))
}

/// The last block of `region`.
fn last_block(rewriter: &PatternRewriter<'_>, region: RegionId) -> Result<BlockId, MatchFailure> {
    rewriter
        .body()
        .region_blocks(region)
        .last()
        .ok_or_else(|| malformed("empty region"))
}

/// The terminator of `block`.
fn terminator(rewriter: &PatternRewriter<'_>, block: BlockId) -> Result<OpId, MatchFailure> {
    rewriter
        .body()
        .last_op(block)
        .ok_or_else(|| malformed("block without terminator"))
}

/// Splits the block of `op` before it (MLIR's `splitBlock(getInsertionBlock(),
/// getInsertionPoint())` with the insertion point at the op): returns the block before and the
/// new block starting with `op`.
fn split_at(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(BlockId, BlockId), MatchFailure> {
    let block = parent_block(rewriter, op)?;
    let rest = rewriter.split_block(block, Some(op))?;
    Ok((block, rest))
}

/// An `index` constant at the insertion point.
pub(crate) fn index_constant(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    value: i64,
) -> Result<Value, MatchFailure> {
    let index = ctx.common().index;
    let attr = IntegerAttr::get(ctx, index, value).attr();
    Ok(ConstantOp::create(rewriter, loc, index, attr)?.result(ctx, rewriter.body()))
}

/// `scf.for` → a condition block (the body's entry block, holding the induction variable and
/// the carried values), the body blocks, and the continuation (MLIR's `ForLowering`).
fn lower_for(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ForOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let region = op
        .region(rewriter.body())
        .ok_or_else(|| malformed("no body"))?;
    let (init_block, end_block) = split_at(rewriter, op.0)?;
    let condition_block = entry(rewriter, Some(region))?;
    let first_op = rewriter.body().first_op(condition_block);
    let first_body_block = rewriter.split_block(condition_block, first_op)?;
    let last_body_block = last_block(rewriter, region)?;
    let dest = parent_region(rewriter, init_block)?;
    rewriter.inline_region_before(region, dest, Some(end_block))?;
    let iv = rewriter
        .body()
        .block_arg(condition_block, 0)
        .ok_or_else(|| malformed("no induction variable"))?;

    let yield_op = terminator(rewriter, last_body_block)?;
    rewriter.set_insertion_point_to_end(last_body_block);
    let step = op.step(ctx, rewriter.body());
    let stepped = AddIOp::create(rewriter, loc, iv, step, None)?.result(ctx, rewriter.body());
    let mut carried = vec![stepped];
    carried.extend(rewriter.body().operands(yield_op));
    BranchOp::create(rewriter, loc, &carried, condition_block)?;
    rewriter.erase_op(yield_op)?;

    rewriter.set_insertion_point_to_end(init_block);
    let mut inits = vec![op.lower_bound(ctx, rewriter.body())];
    inits.extend(op.init_args(ctx, rewriter.body()));
    BranchOp::create(rewriter, loc, &inits, condition_block)?;

    rewriter.set_insertion_point_to_end(condition_block);
    let upper = op.upper_bound(ctx, rewriter.body());
    let slt = CmpIPredicate::Slt.get_attr(ctx);
    let comparison = CmpIOp::create(rewriter, loc, iv, upper, slt)?.result(ctx, rewriter.body());
    CondBranchOp::create(
        rewriter,
        loc,
        comparison,
        &[],
        &[],
        first_body_block,
        end_block,
    )?;
    let results: Vec<Value> = rewriter
        .body()
        .block_args(condition_block)
        .skip(1)
        .collect();
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// Ends the last block of `region` with a `cf.br` to `dest` carrying the operands of its
/// terminator, which it replaces, and moves the region's blocks before `dest`; returns the
/// region's first block.
fn branch_out_of(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    region: RegionId,
    dest: BlockId,
) -> Result<BlockId, MatchFailure> {
    let first = entry(rewriter, Some(region))?;
    let last = last_block(rewriter, region)?;
    let old = terminator(rewriter, last)?;
    let operands: Vec<Value> = rewriter.body().operands(old).collect();
    rewriter.set_insertion_point_to_end(last);
    BranchOp::create(rewriter, loc, &operands, dest)?;
    rewriter.erase_op(old)?;
    let parent = parent_region(rewriter, dest)?;
    rewriter.inline_region_before(region, parent, Some(dest))?;
    Ok(first)
}

/// `scf.if` → a `cf.cond_br` to the `then` blocks and the `else` blocks (or the continuation),
/// both branching to a block of the results, when there are some, then to the continuation
/// (MLIR's `IfLowering`).
fn lower_if(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: IfOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let (cond_block, remaining) = split_at(rewriter, op.0)?;
    let result_types: Vec<Type> = rewriter.body().result_types(op.0).collect();
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let region = parent_region(rewriter, remaining)?;
        let args: Vec<(Type, Location)> = result_types.iter().map(|&t| (t, loc)).collect();
        let block = rewriter.create_block(region, Some(remaining), &args)?;
        BranchOp::create(rewriter, loc, &[], remaining)?;
        block
    };
    let then_region = op
        .then_region(rewriter.body())
        .ok_or_else(|| malformed("no then"))?;
    let then_block = branch_out_of(rewriter, loc, then_region, continue_block)?;
    let mut else_block = continue_block;
    if let Some(else_region) = op.else_region(rewriter.body())
        && !rewriter.body().region_is_empty(else_region)
    {
        else_block = branch_out_of(rewriter, loc, else_region, continue_block)?;
    }
    rewriter.set_insertion_point_to_end(cond_block);
    let condition = op.condition(ctx, rewriter.body());
    CondBranchOp::create(rewriter, loc, condition, &[], &[], then_block, else_block)?;
    let results: Vec<Value> = rewriter.body().block_args(continue_block).collect();
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// `scf.execute_region` → a branch to its blocks, whose `scf.yield`s branch to the
/// continuation, which gets the results as arguments (MLIR's `ExecuteRegionLowering`).
fn lower_execute_region(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExecuteRegionOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let region = op
        .region(rewriter.body())
        .ok_or_else(|| malformed("no region"))?;
    let (cond_block, remaining) = split_at(rewriter, op.0)?;
    let first = entry(rewriter, Some(region))?;
    rewriter.set_insertion_point_to_end(cond_block);
    BranchOp::create(rewriter, loc, &[], first)?;
    let blocks: Vec<BlockId> = rewriter.body().region_blocks(region).collect();
    for block in blocks {
        let Some(last) = rewriter.body().last_op(block) else {
            continue;
        };
        if rewriter.body().op_name(last) != ctx.op_name(YieldOp::NAME) {
            continue;
        }
        let operands: Vec<Value> = rewriter.body().operands(last).collect();
        rewriter.set_insertion_point_to_end(block);
        BranchOp::create(rewriter, loc, &operands, remaining)?;
        rewriter.erase_op(last)?;
    }
    let parent = parent_region(rewriter, remaining)?;
    rewriter.inline_region_before(region, parent, Some(remaining))?;
    let types: Vec<Type> = rewriter.body().result_types(op.0).collect();
    let results: Vec<Value> = rewriter.modify_op_in_place(op.0, |body| {
        types
            .iter()
            .map(|&ty| body.add_block_arg(remaining, ty, loc))
            .collect()
    });
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// `scf.parallel` → a nest of `scf.for`, one per dimension, the reductions' blocks inlined
/// before the innermost yield (MLIR's `ParallelLowering`).
fn lower_parallel(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ParallelOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let body_block = entry(rewriter, op.region(rewriter.body()))?;
    let reduce = terminator(rewriter, body_block)?;
    let reduce = ReduceOp::from_op(ctx, rewriter.body(), reduce)
        .ok_or_else(|| malformed("body does not end in scf.reduce"))?;
    let mut iter_args = op.init_vals(ctx, rewriter.body());
    let lowers = op.lower_bound(ctx, rewriter.body());
    let uppers = op.upper_bound(ctx, rewriter.body());
    let steps = op.step(ctx, rewriter.body());
    let mut ivs = Vec::new();
    let mut loop_results = iter_args.clone();
    rewriter.set_insertion_point_before(op.0);
    let mut insertion_block = None;
    for (index, ((&lower, &upper), &step)) in lowers.iter().zip(&uppers).zip(&steps).enumerate() {
        let (for_op, block) = build_for(
            rewriter,
            loc,
            [lower, upper, step],
            &iter_args,
            iter_args.is_empty(),
        )?;
        let args: Vec<Value> = rewriter.body().block_args(block).collect();
        ivs.push(args[0]);
        iter_args = args[1..].to_vec();
        let results: Vec<Value> = rewriter.body().results(for_op.0).collect();
        if index == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let outer = insertion_block.ok_or_else(|| malformed("no outer loop"))?;
            rewriter.set_insertion_point_to_end(outer);
            YieldOp::create(rewriter, loc, &results)?;
        }
        rewriter.set_insertion_point_to_start(block);
        insertion_block = Some(block);
    }
    let new_body = insertion_block.ok_or_else(|| malformed("no dimension"))?;

    let reductions = reduce.reductions(rewriter.body()).to_vec();
    let operands = reduce.operands(ctx, rewriter.body());
    let mut yield_operands = Vec::new();
    for (index, region) in reductions.into_iter().enumerate() {
        let block = entry(rewriter, Some(region))?;
        let ret = terminator(rewriter, block)?;
        let value = rewriter
            .body()
            .operands(ret)
            .next()
            .ok_or_else(|| malformed("scf.reduce.return without operand"))?;
        rewriter.erase_op(ret)?;
        let (Some(&arg), Some(&operand)) = (iter_args.get(index), operands.get(index)) else {
            return Err(malformed("more reductions than reduced values"));
        };
        let replacements = [arg, operand];
        // A block argument returned as it is becomes what replaces it.
        let value = rewriter
            .body()
            .block_args(block)
            .position(|a| a == value)
            .map_or(value, |i| replacements[i]);
        yield_operands.push(value);
        rewriter.inline_block_before(block, body_block, Some(reduce.0), &replacements)?;
    }
    rewriter.erase_op(reduce.0)?;

    match rewriter.body().last_op(new_body) {
        None => rewriter.merge_blocks(body_block, new_body, &ivs)?,
        Some(last) => rewriter.inline_block_before(body_block, new_body, Some(last), &ivs)?,
    }
    if !yield_operands.is_empty() {
        rewriter.set_insertion_point_to_end(new_body);
        YieldOp::create(rewriter, loc, &yield_operands)?;
    }
    rewriter.replace_op(op.0, &loop_results)?;
    Ok(())
}

/// `scf.while` → a branch to the `before` blocks, whose `scf.condition` becomes a `cf.cond_br`
/// to the `after` blocks or the continuation, and the `after` blocks' `scf.yield` a branch
/// back (MLIR's `WhileLowering`).
fn lower_while(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: WhileOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let before_region = op
        .before(rewriter.body())
        .ok_or_else(|| malformed("no before"))?;
    let after_region = op
        .after(rewriter.body())
        .ok_or_else(|| malformed("no after"))?;
    let before = entry(rewriter, Some(before_region))?;
    let after = entry(rewriter, Some(after_region))?;
    let (current, continuation) = split_at(rewriter, op.0)?;
    let parent = parent_region(rewriter, current)?;
    rewriter.inline_region_before(after_region, parent, Some(continuation))?;
    rewriter.inline_region_before(before_region, parent, Some(after))?;
    rewriter.set_insertion_point_to_end(current);
    let inits = op.inits(ctx, rewriter.body());
    BranchOp::create(rewriter, loc, &inits, before)?;

    let args = replace_condition(ctx, rewriter, loc, before, after, continuation)?;
    let yield_op = terminator(rewriter, after)?;
    let yielded: Vec<Value> = rewriter.body().operands(yield_op).collect();
    rewriter.set_insertion_point_before(yield_op);
    let branch = BranchOp::create(rewriter, loc, &yielded, before)?;
    rewriter.replace_op_with_op(yield_op, branch.0)?;
    rewriter.replace_op(op.0, &args)?;
    Ok(())
}

/// Replaces the `scf.condition` ending `block` with a `cf.cond_br` to `on_true` (with the
/// condition's arguments) or `on_false`; returns those arguments.
fn replace_condition(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    block: BlockId,
    on_true: BlockId,
    on_false: BlockId,
) -> Result<Vec<Value>, MatchFailure> {
    let cond_op = terminator(rewriter, block)?;
    let cond_op = ConditionOp::from_op(ctx, rewriter.body(), cond_op)
        .ok_or_else(|| malformed("before region does not end in scf.condition"))?;
    let condition = cond_op.condition(ctx, rewriter.body());
    let args = cond_op.args(ctx, rewriter.body());
    rewriter.set_insertion_point_before(cond_op.0);
    let branch = CondBranchOp::create(rewriter, loc, condition, &args, &[], on_true, on_false)?;
    rewriter.replace_op_with_op(cond_op.0, branch.0)?;
    Ok(args)
}

/// `scf.while` whose `after` region only forwards its arguments → the `before` blocks looping
/// on themselves (MLIR's `DoWhileLowering`, tried first).
fn lower_do_while(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: WhileOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let after = entry(rewriter, op.after(rewriter.body()))?;
    let body = rewriter.body();
    let mut ops = body.block_ops(after);
    let (Some(only), None) = (ops.next(), ops.next()) else {
        return Err(rewriter.notify_match_failure(
            op.0,
            "do-while simplification applicable only if 'after' region has no payload",
        ));
    };
    let forwards = body.op_name(only) == ctx.op_name(YieldOp::NAME)
        && body.operands(only).eq(body.block_args(after));
    if !forwards {
        return Err(rewriter.notify_match_failure(
            op.0,
            "do-while simplification applicable only to forwarding 'after' regions",
        ));
    }
    let before_region = op
        .before(rewriter.body())
        .ok_or_else(|| malformed("no before"))?;
    let before = entry(rewriter, Some(before_region))?;
    let (current, continuation) = split_at(rewriter, op.0)?;
    let parent = parent_region(rewriter, current)?;
    rewriter.inline_region_before(before_region, parent, Some(continuation))?;
    rewriter.set_insertion_point_to_end(current);
    let inits = op.inits(ctx, rewriter.body());
    BranchOp::create(rewriter, loc, &inits, before)?;
    let args = replace_condition(ctx, rewriter, loc, before, before, continuation)?;
    rewriter.replace_op(op.0, &args)?;
    Ok(())
}

/// `scf.index_switch` → an `arith.index_cast` of the argument to `i32` and a `cf.switch` to
/// the cases' blocks and the default's, each branching to the continuation, which gets the
/// results as arguments (MLIR's `IndexSwitchLowering`).
fn lower_index_switch(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: IndexSwitchOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let (cond_block, continue_block) = split_at(rewriter, op.0)?;
    let types: Vec<Type> = rewriter.body().result_types(op.0).collect();
    let results: Vec<Value> = rewriter.modify_op_in_place(op.0, |body| {
        types
            .iter()
            .map(|&ty| body.add_block_arg(continue_block, ty, loc))
            .collect()
    });
    let convert = |rewriter: &mut PatternRewriter<'_>, region: RegionId| {
        let block = entry(rewriter, Some(region))?;
        let yield_op = terminator(rewriter, block)?;
        let operands: Vec<Value> = rewriter.body().operands(yield_op).collect();
        rewriter.set_insertion_point_before(yield_op);
        let branch = BranchOp::create(rewriter, loc, &operands, continue_block)?;
        rewriter.replace_op_with_op(yield_op, branch.0)?;
        let parent = parent_region(rewriter, continue_block)?;
        rewriter.inline_region_before(region, parent, Some(continue_block))?;
        Ok::<BlockId, MatchFailure>(block)
    };
    let case_values: Vec<i64> = op
        .cases(ctx, rewriter.body())
        .and_then(|cases| cases.i64_values(ctx).map(|v| v.collect()))
        .unwrap_or_default();
    let case_regions = op.case_regions(rewriter.body()).to_vec();
    let mut successors = Vec::new();
    for region in case_regions {
        successors.push(convert(rewriter, region)?);
    }
    let default_region = op
        .default_region(rewriter.body())
        .ok_or_else(|| malformed("no default region"))?;
    let default_block = convert(rewriter, default_region)?;

    rewriter.set_insertion_point_to_end(cond_block);
    let i32 = ctx.common().i32;
    let arg = op.arg(ctx, rewriter.body());
    let flag = IndexCastOp::create(rewriter, loc, i32, arg)?.out(ctx, rewriter.body());
    // Without cases the switch has no case values attribute, as MLIR's builder makes it.
    let values = if case_values.is_empty() {
        None
    } else {
        let values_type = VectorType::get(ctx, &[case_values.len() as i64], i32).ty();
        let values = DenseElementsAttr::get_i64(ctx, values_type, &case_values)
            .map_err(|e| MatchFailure::new(e.to_string()))?;
        Some(values.attr())
    };
    let operands: Vec<&[Value]> = vec![&[]; successors.len()];
    SwitchOp::create(
        rewriter,
        loc,
        flag,
        &[],
        &operands,
        values,
        default_block,
        &successors,
    )?;
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// `scf.forall` without shared outputs → an `scf.parallel` with its body (MLIR's
/// `ForallLowering`).
fn lower_forall(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ForallOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let [lower, upper, step] = forall_bound_values(
        ctx,
        rewriter,
        op,
        "only fully bufferized scf.forall ops can be lowered to scf.parallel",
    )?;
    let region = op
        .region(rewriter.body())
        .ok_or_else(|| malformed("no body"))?;
    let parallel = ParallelOp::create(rewriter, loc, &[], &lower, &upper, &step, &[])?;
    let dest = parallel
        .region(rewriter.body())
        .ok_or_else(|| malformed("no body"))?;
    rewriter.inline_region_before(region, dest, None)?;
    let block = entry(rewriter, Some(dest))?;
    let old = terminator(rewriter, block)?;
    rewriter.set_insertion_point_before(old);
    let reduce = ReduceOp::create(rewriter, loc, &[], 0)?;
    rewriter.replace_op_with_op(old, reduce.0)?;
    rewriter.replace_op_with_op(op.0, parallel.0)?;
    Ok(())
}

/// The patterns of `-convert-scf-to-cf` (MLIR's `populateSCFToControlFlowConversionPatterns`).
pub fn populate_scf_to_cf_patterns(patterns: &mut RewritePatternSet) {
    patterns
        .add(FnPattern::for_op("ForallLowering", 1, lower_forall))
        .add(FnPattern::for_op("ForLowering", 1, lower_for))
        .add(FnPattern::for_op("IfLowering", 1, lower_if))
        .add(FnPattern::for_op("ParallelLowering", 1, lower_parallel))
        .add(FnPattern::for_op("WhileLowering", 1, lower_while))
        .add(FnPattern::for_op(
            "ExecuteRegionLowering",
            1,
            lower_execute_region,
        ))
        .add(FnPattern::for_op(
            "IndexSwitchLowering",
            1,
            lower_index_switch,
        ))
        .add(FnPattern::for_op("DoWhileLowering", 2, lower_do_while));
}

/// The `convert-scf-to-cf` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConvertScfToCf;

impl Pass for ConvertScfToCf {
    fn name(&self) -> &str {
        "SCFToControlFlow"
    }

    fn argument(&self) -> &str {
        "convert-scf-to-cf"
    }

    fn description(&self) -> &str {
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let mut patterns = RewritePatternSet::new();
        populate_scf_to_cf_patterns(&mut patterns);
        let mut legality = ConversionTarget::new();
        for name in ILLEGAL_OPS {
            legality.add_illegal_op(name);
        }
        legality.mark_unknown_op_dynamically_legal(|_, _, _| true);
        apply_partial_rewrite_conversion_in(target, &legality, patterns)
    }
}
