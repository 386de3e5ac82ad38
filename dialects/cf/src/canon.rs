//! The canonicalization patterns of `cf.br` and `cf.cond_br`, MLIR 19's patterns of
//! `ControlFlowOps.cpp`: a branch to a block with no other predecessor merges the block into
//! its own; a branch to a block that only branches on is redirected past it; a conditional
//! branch on a constant, or to one block with the same operands, becomes a `cf.br`; one whose
//! block is only reached from a conditional branch on the same condition knows where it goes;
//! and inside a successor only reached through one edge the condition is a constant. A
//! `cf.assert` of a constant `true` goes.
//!
//! The patterns of `cf.switch` are in [`crate::switch_canon`].

use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::{BlockId, Body, Context, OpId, OperationState, Value, ValueDef};

use crate::{AssertOp, BranchOp, CondBranchOp};

/// Adds the pattern of `cf.assert` (its `canonicalize` hook).
pub fn assert_patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_op_fn::<AssertOp>("cf.assert of true", 1, assert_true);
}

/// An assertion of a constant `true` holds: it goes (MLIR's `AssertOp::canonicalize`).
fn assert_true(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AssertOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if bool_constant(ctx, body, op.arg(ctx, body)) != Some(true) {
        return Err(MatchFailure::new(
            "the asserted value is not a constant `true`",
        ));
    }
    rewriter.erase_op(op.0).map_err(ir_failure)
}

/// Adds the patterns of `cf.br` (its `canonicalize` hook).
pub fn branch_patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_op_fn::<BranchOp>(
        "cf.br SimplifyBrToBlockWithSinglePred",
        1,
        merge_single_pred,
    );
    set.add_op_fn::<BranchOp>("cf.br SimplifyPassThroughBr", 1, pass_through_br);
}

/// Adds the patterns of `cf.cond_br` (its `canonicalize` hook).
pub fn cond_branch_patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_op_fn::<CondBranchOp>("cf.cond_br SimplifyConstCondBranchPred", 1, constant_cond);
    set.add_op_fn::<CondBranchOp>(
        "cf.cond_br SimplifyPassThroughCondBranch",
        1,
        pass_through_cond,
    );
    set.add_op_fn::<CondBranchOp>(
        "cf.cond_br SimplifyCondBranchIdenticalSuccessors",
        1,
        identical_successors,
    );
    set.add_op_fn::<CondBranchOp>(
        "cf.cond_br SimplifyCondBranchFromCondBranchOnSameCondition",
        1,
        same_condition_as_pred,
    );
    set.add_op_fn::<CondBranchOp>(
        "cf.cond_br CondBranchTruthPropagation",
        1,
        truth_propagation,
    );
}

/// The value of the `i1` constant `value` is, if it is one.
fn bool_constant(ctx: &Context, body: &Body, value: Value) -> Option<bool> {
    m_constant(ctx, body, value)
        .and_then(|attr| attr.dyn_cast::<oxir::attrs::IntegerAttr>(ctx))
        .and_then(|attr| attr.value_i64(ctx))
        .map(|v| v != 0)
}

pub(crate) fn ir_failure(error: oxir::IrError) -> MatchFailure {
    MatchFailure::new(format!("the rewrite failed: {error}"))
}

/// The parts of a `cf.cond_br`.
struct Cond {
    condition: Value,
    true_dest: BlockId,
    true_operands: Vec<Value>,
    false_dest: BlockId,
    false_operands: Vec<Value>,
}

impl Cond {
    /// The successor and its operands when the condition is `taken`.
    fn side(&self, taken: bool) -> (BlockId, &[Value]) {
        if taken {
            (self.true_dest, &self.true_operands)
        } else {
            (self.false_dest, &self.false_operands)
        }
    }
}

fn cond_parts(ctx: &Context, body: &Body, op: CondBranchOp) -> Result<Cond, MatchFailure> {
    match (op.true_dest(body), op.false_dest(body)) {
        (Some(true_dest), Some(false_dest)) => Ok(Cond {
            condition: op.condition(ctx, body),
            true_dest,
            true_operands: op.true_dest_operands(ctx, body),
            false_dest,
            false_operands: op.false_dest_operands(ctx, body),
        }),
        _ => Err(MatchFailure::new("a `cf.cond_br` without its parts")),
    }
}

/// The one predecessor edge of `block` (MLIR's `getSinglePredecessor`).
pub(crate) fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let mut preds = body.predecessors(block);
    let first = preds.next()?;
    preds.next().is_none().then_some(first)
}

/// The one block all predecessor edges of `block` come from (MLIR's `getUniquePredecessor`).
fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let mut preds = body.predecessors(block);
    let first = preds.next()?;
    preds.all(|p| p == first).then_some(first)
}

/// Replaces the terminator `op` with a `cf.br` to `dest` with `operands`.
pub(crate) fn replace_with_br(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    dest: BlockId,
    operands: &[Value],
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op);
    rewriter.set_insertion_point_before(op);
    BranchOp::create(rewriter, loc, operands, dest)?;
    rewriter.erase_op(op).map_err(ir_failure)
}

/// Where a branch to `successor` with `operands` ends up when `successor` holds nothing but a
/// `cf.br` whose operands only use its arguments there (MLIR's `collapseBranch`); `None` when
/// it does not, or branches to itself.
pub(crate) fn collapse(
    ctx: &Context,
    body: &Body,
    successor: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let branch = body.first_op(successor)?;
    if body.last_op(successor) != Some(branch)
        || body.op_name(branch) != ctx.op_name(BranchOp::NAME)
    {
        return None;
    }
    let only_used_by_branch = body
        .block_args(successor)
        .all(|arg| body.users(arg).all(|user| user == branch));
    let dest = body.successor(branch, 0)?;
    if !only_used_by_branch || dest == successor {
        return None;
    }
    let forwarded = body
        .operands(branch)
        .map(|v| match v.def() {
            ValueDef::BlockArg { block, index } if block == successor => {
                operands.get(index as usize).copied()
            }
            _ => Some(v),
        })
        .collect::<Option<Vec<Value>>>()?;
    Some((dest, forwarded))
}

/// A branch to a block whose only predecessor is the branch's block merges that block into
/// its own (MLIR's `SimplifyBrToBlockWithSinglePred`).
fn merge_single_pred(
    _ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: BranchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (Some(dest), Some(block)) = (op.dest(body), body.op_parent_block(op.0)) else {
        return Err(MatchFailure::new("a branch without its parts"));
    };
    if dest == block || single_predecessor(body, dest).is_none() {
        return Err(MatchFailure::new("the destination has other predecessors"));
    }
    let operands: Vec<Value> = body.operands(op.0).collect();
    rewriter.erase_op(op.0).map_err(ir_failure)?;
    rewriter
        .merge_blocks(dest, block, &operands)
        .map_err(ir_failure)
}

/// A branch to a block that only branches on goes straight to that block's destination
/// (MLIR's `SimplifyPassThroughBr`).
fn pass_through_br(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: BranchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let dest = op
        .dest(body)
        .ok_or_else(|| MatchFailure::new("a branch without destination"))?;
    let operands: Vec<Value> = body.operands(op.0).collect();
    if body.op_parent_block(op.0) == Some(dest) {
        return Err(MatchFailure::new("the branch goes to its own block"));
    }
    let (dest, operands) = collapse(ctx, body, dest, &operands)
        .ok_or_else(|| MatchFailure::new("the destination does more than branch on"))?;
    replace_with_br(rewriter, op.0, dest, &operands)
}

/// A conditional branch on a constant is a branch to the successor it picks (MLIR's
/// `SimplifyConstCondBranchPred`).
fn constant_cond(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CondBranchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = cond_parts(ctx, body, op)?;
    let value = bool_constant(ctx, body, parts.condition)
        .ok_or_else(|| MatchFailure::new("the condition is not a constant"))?;
    let (dest, operands) = parts.side(value);
    replace_with_br(rewriter, op.0, dest, operands)
}

/// Successors that only branch on are skipped (MLIR's `SimplifyPassThroughCondBranch`).
fn pass_through_cond(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CondBranchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = cond_parts(ctx, body, op)?;
    let true_side = collapse(ctx, body, parts.true_dest, &parts.true_operands);
    let false_side = collapse(ctx, body, parts.false_dest, &parts.false_operands);
    if true_side.is_none() && false_side.is_none() {
        return Err(MatchFailure::new("no successor only branches on"));
    }
    let (true_dest, true_operands) = true_side.unwrap_or((parts.true_dest, parts.true_operands));
    let (false_dest, false_operands) =
        false_side.unwrap_or((parts.false_dest, parts.false_operands));
    let loc = body.op_loc(op.0);
    rewriter.set_insertion_point_before(op.0);
    CondBranchOp::create(
        rewriter,
        loc,
        parts.condition,
        &true_operands,
        &false_operands,
        true_dest,
        false_dest,
    )?;
    rewriter.erase_op(op.0).map_err(ir_failure)
}

/// A conditional branch to one block is a branch: with the same operands, or with
/// `arith.select`s of the differing ones when the block has no other predecessor (MLIR's
/// `SimplifyCondBranchIdenticalSuccessors`).
fn identical_successors(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CondBranchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = cond_parts(ctx, body, op)?;
    if parts.true_dest != parts.false_dest {
        return Err(MatchFailure::new("the successors differ"));
    }
    if parts.true_operands == parts.false_operands {
        return replace_with_br(rewriter, op.0, parts.true_dest, &parts.true_operands);
    }
    if unique_predecessor(body, parts.true_dest) != body.op_parent_block(op.0) {
        return Err(MatchFailure::new("the successor has other predecessors"));
    }
    let loc = body.op_loc(op.0);
    rewriter.set_insertion_point_before(op.0);
    let mut merged = Vec::with_capacity(parts.true_operands.len());
    for (&t, &f) in parts.true_operands.iter().zip(&parts.false_operands) {
        if t == f {
            merged.push(t);
            continue;
        }
        let ty = rewriter.body().value_type(t);
        let state = OperationState::new(ctx.op_name("arith.select"), loc)
            .operands(&[parts.condition, t, f])
            .results(&[ty]);
        let select = rewriter.create(state).map_err(ir_failure)?;
        merged.push(Value::result(select, 0));
    }
    replace_with_br(rewriter, op.0, parts.true_dest, &merged)
}

/// A conditional branch in a block whose one predecessor edge is a conditional branch on the
/// same condition goes where that edge says (MLIR's
/// `SimplifyCondBranchFromCondBranchOnSameCondition`).
fn same_condition_as_pred(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CondBranchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = cond_parts(ctx, body, op)?;
    let block = body
        .op_parent_block(op.0)
        .ok_or_else(|| MatchFailure::new("the branch is not in a block"))?;
    let pred = single_predecessor(body, block)
        .and_then(|p| body.last_op(p))
        .and_then(|t| CondBranchOp::from_op(ctx, body, t))
        .ok_or_else(|| MatchFailure::new("no single predecessor ending in `cf.cond_br`"))?;
    let pred_parts = cond_parts(ctx, body, pred)?;
    if pred_parts.condition != parts.condition {
        return Err(MatchFailure::new(
            "the predecessor branches on another condition",
        ));
    }
    let (dest, operands) = parts.side(pred_parts.true_dest == block);
    replace_with_br(rewriter, op.0, dest, operands)
}

/// In a successor reached through this edge only, the condition is known: its uses in that
/// block become constants (MLIR's `CondBranchTruthPropagation`).
fn truth_propagation(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CondBranchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = cond_parts(ctx, body, op)?;
    let loc = body.op_loc(op.0);
    let mut replaced = false;
    for (dest, value) in [(parts.true_dest, true), (parts.false_dest, false)] {
        let body = rewriter.body();
        if single_predecessor(body, dest).is_none() {
            continue;
        }
        let uses: Vec<oxir::structure::Use> = body
            .uses(parts.condition)
            .filter(|u| body.op_parent_block(u.owner) == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        let i1 = ctx.common().i1;
        let attr = oxir::attrs::IntegerAttr::get(ctx, i1, i64::from(value)).attr();
        rewriter.set_insertion_point_before(op.0);
        let constant = rewriter
            .materialize_constant("arith", attr, i1, loc)
            .ok_or_else(|| MatchFailure::new("`arith` cannot build an `i1` constant"))?;
        for u in uses {
            rewriter
                .modify_op_in_place(u.owner, |body| {
                    body.set_operand(u.owner, u.index as usize, Value::result(constant, 0))
                })
                .map_err(ir_failure)?;
        }
        replaced = true;
    }
    if replaced {
        Ok(())
    } else {
        Err(MatchFailure::new("no use of the condition in a successor"))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    /// `ir` canonicalized with `cf` registered (unregistered ops allowed), printed back.
    pub(crate) fn canonicalized(ir: &str) -> String {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        oxir::testing::canonicalized(&ctx, ir)
    }

    #[test]
    fn pass_through_blocks_are_skipped() {
        let out = canonicalized(
            r#""test.region"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  "test.q"() : () -> ()
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  "test.z"(%p, %q) : (i32, i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()"#,
        );
        // `^bb1` only forwarded its argument: the conditional branch goes to `^bb3` directly.
        assert!(
            out.contains("cf.cond_br %arg0, ^bb2(%arg1, %arg2 : i32, i32), ^bb1"),
            "{out}"
        );
        assert!(!out.contains("^bb3"), "{out}");
    }

    #[test]
    fn identical_successors_become_a_branch_and_merge() {
        let out = canonicalized(
            r#""test.region"() ({
^bb0(%c: i1, %a: i32):
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "test.y"(%x) : (i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()"#,
        );
        assert!(!out.contains("cf."), "{out}");
        assert!(out.contains("\"test.y\"(%arg1) : (i32) -> ()"), "{out}");
    }

    #[test]
    fn the_condition_is_known_in_successors_with_one_predecessor() {
        let out = canonicalized(
            r#""test.region"() ({
^bb0(%c: i1):
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"(%c) : (i1) -> ()
  "test.end"() : () -> ()
^bb2:
  "test.b"(%c) : (i1) -> ()
  "test.end"() : () -> ()
}) : () -> ()"#,
        );
        // `arith` is not registered, so no constant can be built: nothing changes.
        assert!(out.contains("\"test.a\"(%arg0)"), "{out}");
        assert!(out.contains("cf.cond_br %arg0, ^bb1, ^bb2"), "{out}");
    }
}
