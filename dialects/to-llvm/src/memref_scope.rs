//! The lowering of `memref.alloca_scope` (MLIR 19's `AllocaScopeOpLowering`): the scope's
//! blocks are inlined between a `llvm.intr.stacksave` and, before leaving, a
//! `llvm.intr.stackrestore`, so the stack allocations made inside are freed at its end.

use oxir::conversion::{RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{BlockId, Location, OpId, Value};
use oxir::{Context, Type};
use oxir_llvm::{BrOp, LLVMPointerType, StackRestoreOp, StackSaveOp};

type PatternResult = Result<(), MatchFailure>;

/// The diagnostic of a malformed scope.
fn malformed(what: &str) -> MatchFailure {
    MatchFailure::new(format!("malformed memref.alloca_scope: {what}"))
}

/// `memref.alloca_scope` → a `llvm.intr.stacksave` and a branch to its inlined blocks, whose
/// `memref.alloca_scope.return` becomes a `llvm.intr.stackrestore` and a branch to the
/// continuation, which takes the results as block arguments when there are some.
pub fn lower_alloca_scope(
    ctx: &Context,
    op: OpId,
    _: &RemappedOperands,
    _: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let body = rw.body();
    let loc = body.op_loc(op);
    let region = body
        .op_regions(op)
        .first()
        .copied()
        .ok_or_else(|| malformed("no region"))?;
    let first = body
        .region_entry(region)
        .ok_or_else(|| malformed("empty region"))?;
    let last = body
        .region_blocks(region)
        .last()
        .ok_or_else(|| malformed("empty region"))?;
    let ret = body
        .last_op(last)
        .ok_or_else(|| malformed("no terminator"))?;
    if ctx.op_name_str(body.op_name(ret)) != "memref.alloca_scope.return" {
        return Err(malformed(
            "the last block does not end in memref.alloca_scope.return",
        ));
    }
    let current = body
        .op_parent_block(op)
        .ok_or_else(|| malformed("not in a block"))?;
    let parent = body
        .block_parent_region(current)
        .ok_or_else(|| malformed("not in a region"))?;
    let result_types: Vec<Type> = body.result_types(op).collect();
    let remaining = rw.split_block(current, Some(op))?;
    let continue_block = continuation(rw, parent, remaining, &result_types, loc)?;
    rw.inline_region_before(region, parent, Some(continue_block))?;
    rw.set_insertion_point_to_end(current);
    let ptr = LLVMPointerType::get(ctx, 0).ty();
    let saved = StackSaveOp::create(rw, loc, ptr)?.res(ctx, rw.body());
    BrOp::create(rw, loc, &[], first)?;
    rw.set_insertion_point_before(ret);
    let returned: Vec<Value> = rw.body().operands(ret).collect();
    let branch = BrOp::create(rw, loc, &returned, continue_block)?;
    rw.erase_op(ret)?;
    rw.set_insertion_point_before(branch.0);
    StackRestoreOp::create(rw, loc, saved)?;
    let results: Vec<Value> = rw.body().block_args(continue_block).collect();
    rw.replace_op(op, &results)?;
    Ok(())
}

/// The block the scope continues in: `remaining` itself without results, else a new block
/// before it taking the results and branching to it.
fn continuation(
    rw: &mut PatternRewriter<'_>,
    parent: oxir::structure::RegionId,
    remaining: BlockId,
    result_types: &[Type],
    loc: Location,
) -> Result<BlockId, MatchFailure> {
    if result_types.is_empty() {
        return Ok(remaining);
    }
    let args: Vec<(Type, Location)> = result_types.iter().map(|&t| (t, loc)).collect();
    let block = rw.create_block(parent, Some(remaining), &args)?;
    BrOp::create(rw, loc, &[], remaining)?;
    Ok(block)
}
