//! Control flow: `Branch` and `BranchConditional` become `llvm.br` and `llvm.cond_br` (branch
//! weights carried); `mlir.selection` and `mlir.loop` are flattened into the enclosing region
//! (the block split after the op, the header's branch taken from the block before it, the
//! merge block branching to the rest), as the manual draws it; `FunctionCall` becomes
//! `llvm.call`, `Return` and `ReturnValue` `llvm.return`.

use crate::common::{PatternResult, convert, fail, values};
use oxir::attrs::{ArrayAttr, DenseArrayAttr, IntegerAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{BlockId, OpId, Value};
use oxir::{Context, Op};
use oxir_llvm::{BrOp, CondBrOp, ReturnOp};

fn lower_branch(
    _ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    _converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let values = values(operands)?;
    let dest = rewriter
        .body()
        .successors(op)
        .next()
        .ok_or_else(|| MatchFailure::new("a branch has a successor"))?;
    let loc = rewriter.body().op_loc(op);
    BrOp::create(rewriter, loc, &values, dest)?;
    rewriter.erase_op(op).map_err(fail)
}

/// The operands of a `spirv.BranchConditional` split into the condition and the operands of
/// each successor (by the op's segment sizes).
fn cond_br_parts(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
    values: &[Value],
) -> Result<(Value, Vec<Value>, Vec<Value>), MatchFailure> {
    let body = rewriter.body();
    let cond = oxir_spirv::BranchConditionalOp::from_op(ctx, body, op)
        .ok_or_else(|| MatchFailure::new("not a spirv.BranchConditional"))?;
    let true_len = cond.true_target_operands(ctx, body).len();
    let (condition, rest) = values
        .split_first()
        .ok_or_else(|| MatchFailure::new("no condition"))?;
    let (on_true, on_false) = rest.split_at(true_len.min(rest.len()));
    Ok((*condition, on_true.to_vec(), on_false.to_vec()))
}

/// The branch weights of `op` as `llvm.cond_br` takes them (an `i32` dense array).
fn branch_weights(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
) -> Option<oxir::Attribute> {
    let weights = oxir::op_support::attr(ctx, rewriter.body(), op, "branch_weights")?;
    let values: Vec<i32> = weights
        .dyn_cast::<ArrayAttr>(ctx)?
        .elements(ctx)
        .iter()
        .map(|&w| {
            w.dyn_cast::<IntegerAttr>(ctx)
                .and_then(|i| i.value_i64(ctx))
                .map(|v| v as i32)
        })
        .collect::<Option<_>>()?;
    Some(DenseArrayAttr::from_i32(ctx, &values).attr())
}

fn lower_cond_branch(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    _converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let values = values(operands)?;
    let (condition, on_true, on_false) = cond_br_parts(ctx, rewriter, op, &values)?;
    let successors: Vec<BlockId> = rewriter.body().successors(op).collect();
    let [on_true_dest, on_false_dest] = successors[..] else {
        return Err(MatchFailure::new("a conditional branch has two successors"));
    };
    let weights = branch_weights(ctx, rewriter, op);
    let loc = rewriter.body().op_loc(op);
    CondBrOp::create(
        rewriter,
        loc,
        condition,
        &on_true,
        &on_false,
        weights,
        on_true_dest,
        on_false_dest,
    )?;
    rewriter.erase_op(op).map_err(fail)
}

/// Whether the control attribute `name` of `op` is `None` (0) or absent: MLIR lowers neither
/// `Flatten` / `DontFlatten` nor loop controls.
fn has_no_control(ctx: &Context, rewriter: &PatternRewriter<'_>, op: OpId, name: &str) -> bool {
    match oxir::op_support::attr(ctx, rewriter.body(), op, name) {
        None => true,
        Some(attr) => {
            let selection = attr
                .dyn_cast::<oxir_spirv::SelectionControlAttr>(ctx)
                .map(|a| a.value(ctx).value());
            let looping = attr
                .dyn_cast::<oxir_spirv::LoopControlAttr>(ctx)
                .map(|a| a.value(ctx).value());
            selection.or(looping) == Some(0)
        }
    }
}

/// The blocks of the single region of structured op `op`.
fn region_blocks(
    rewriter: &PatternRewriter<'_>,
    op: OpId,
) -> Result<(oxir::RegionId, Vec<BlockId>), MatchFailure> {
    let body = rewriter.body();
    let region = *body
        .op_regions(op)
        .first()
        .ok_or_else(|| MatchFailure::new("no region"))?;
    Ok((region, body.region_blocks(region).collect()))
}

/// The only op of `block`, which must be `name`.
fn single_op(
    rewriter: &PatternRewriter<'_>,
    block: BlockId,
    name: &str,
) -> Result<OpId, MatchFailure> {
    let body = rewriter.body();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    match ops[..] {
        [only] if rewriter.ctx().op_name_str(body.op_name(only)) == name => Ok(only),
        _ => Err(MatchFailure::new(format!(
            "the block does not hold just a {name}"
        ))),
    }
}

/// Splits the block of `op` after it: the block the rest of the code continues in.
fn split_after(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(BlockId, BlockId), MatchFailure> {
    let body = rewriter.body();
    let current = body
        .op_parent_block(op)
        .ok_or_else(|| MatchFailure::new("the op is not in a block"))?;
    let next = body.next_op(op);
    let rest = rewriter.split_block(current, next).map_err(fail)?;
    Ok((current, rest))
}

/// Replaces the `spirv.mlir.merge` ending `merge` with a branch to `rest`.
fn branch_from_merge(
    rewriter: &mut PatternRewriter<'_>,
    merge: BlockId,
    rest: BlockId,
) -> PatternResult {
    let body = rewriter.body();
    let terminator = body
        .last_op(merge)
        .ok_or_else(|| MatchFailure::new("the merge block is empty"))?;
    let passed: Vec<Value> = body.operands(terminator).collect();
    let loc = body.op_loc(terminator);
    rewriter.set_insertion_point_before(terminator);
    BrOp::create(rewriter, loc, &passed, rest)?;
    rewriter.erase_op(terminator).map_err(fail)
}

/// Moves the remaining blocks of `region` before `rest` and erases `op`.
fn inline_and_erase(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    region: oxir::RegionId,
    rest: BlockId,
) -> PatternResult {
    let parent = rewriter
        .body()
        .block_parent_region(rest)
        .ok_or_else(|| MatchFailure::new("the block is not in a region"))?;
    rewriter
        .inline_region_before(region, parent, Some(rest))
        .map_err(fail)?;
    rewriter.erase_op(op).map_err(fail)
}

/// `spirv.mlir.selection`: the header's conditional branch ends the block before it, the
/// merge block branches to the code after it.
fn lower_selection(
    ctx: &Context,
    op: OpId,
    _operands: &RemappedOperands,
    _converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    if !has_no_control(ctx, rewriter, op, "selection_control") {
        return Err(MatchFailure::new("selection control is not lowered"));
    }
    let (region, blocks) = region_blocks(rewriter, op)?;
    // A header and a merge block only (or nothing): the selection does nothing.
    if blocks.len() <= 2 {
        return rewriter.erase_op(op).map_err(fail);
    }
    let header = blocks[0];
    let merge = blocks[blocks.len() - 1];
    let branch = single_op(rewriter, header, "spirv.BranchConditional")?;
    let body = rewriter.body();
    let all: Vec<Value> = body.operands(branch).collect();
    let successors: Vec<BlockId> = body.successors(branch).collect();
    let loc = body.op_loc(op);
    let [on_true_dest, on_false_dest] = successors[..] else {
        return Err(MatchFailure::new("a conditional branch has two successors"));
    };
    let (condition, on_true, on_false) = cond_br_parts(ctx, rewriter, branch, &all)?;
    let (current, rest) = split_after(rewriter, op)?;
    rewriter.erase_block(header).map_err(fail)?;
    branch_from_merge(rewriter, merge, rest)?;
    rewriter.set_insertion_point_to_end(current);
    // MLIR's selection lowering does not carry the header's branch weights.
    CondBrOp::create(
        rewriter,
        loc,
        condition,
        &on_true,
        &on_false,
        None,
        on_true_dest,
        on_false_dest,
    )?;
    inline_and_erase(rewriter, op, region, rest)
}

/// `spirv.mlir.loop`: the entry block's branch to the header ends the block before it, the
/// merge block branches to the code after it.
fn lower_loop(
    ctx: &Context,
    op: OpId,
    _operands: &RemappedOperands,
    _converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    if !has_no_control(ctx, rewriter, op, "loop_control") {
        return Err(MatchFailure::new("loop control is not lowered"));
    }
    let (region, blocks) = region_blocks(rewriter, op)?;
    let (Some(&entry), Some(&merge)) = (blocks.first(), blocks.last()) else {
        return Err(MatchFailure::new("the loop has no blocks"));
    };
    let branch = single_op(rewriter, entry, "spirv.Branch")?;
    let body = rewriter.body();
    let passed: Vec<Value> = body.operands(branch).collect();
    let header = body
        .successors(branch)
        .next()
        .ok_or_else(|| MatchFailure::new("a branch has a successor"))?;
    let loc = body.op_loc(op);
    let (current, rest) = split_after(rewriter, op)?;
    rewriter.set_insertion_point_to_end(current);
    BrOp::create(rewriter, loc, &passed, header)?;
    rewriter.erase_block(entry).map_err(fail)?;
    branch_from_merge(rewriter, merge, rest)?;
    inline_and_erase(rewriter, op, region, rest)
}

fn lower_call(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let values = values(operands)?;
    let result = match rewriter.body().result_types(op).next() {
        Some(ty) => Some(convert(ctx, converter, ty)?),
        None => None,
    };
    let callee = oxir::op_support::attr(ctx, rewriter.body(), op, "callee");
    let loc = rewriter.body().op_loc(op);
    let call = oxir_llvm::CallOp::create(
        rewriter, loc, result, &values, callee, None, None, None, None,
    )?;
    rewriter.replace_op_with_op(op, call.id()).map_err(fail)
}

fn lower_return(
    _ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    _converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let values = values(operands)?;
    let loc = rewriter.body().op_loc(op);
    ReturnOp::create(rewriter, loc, values.first().copied())?;
    rewriter.erase_op(op).map_err(fail)
}

/// Adds the control-flow patterns.
pub fn populate(patterns: &mut ConversionPatternSet) {
    patterns.add_fn("spirv.Branch", "spirv.Branch", lower_branch);
    patterns.add_fn(
        "spirv.BranchConditional",
        "spirv.BranchConditional",
        lower_cond_branch,
    );
    patterns.add_fn(
        "spirv.mlir.selection",
        "spirv.mlir.selection",
        lower_selection,
    );
    patterns.add_fn("spirv.mlir.loop", "spirv.mlir.loop", lower_loop);
    patterns.add_fn(
        "spirv.mlir.merge",
        "spirv.mlir.merge",
        |_, op, _, _, rewriter| rewriter.erase_op(op).map_err(fail),
    );
    patterns.add_fn("spirv.FunctionCall", "spirv.FunctionCall", lower_call);
    patterns.add_fn("spirv.Return", "spirv.Return", lower_return);
    patterns.add_fn("spirv.ReturnValue", "spirv.ReturnValue", lower_return);
}
