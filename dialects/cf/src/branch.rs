//! Which operands of a `cf` branch go to which successor, and MLIR's check of them against the
//! successors' block arguments (`branch has 2 operands for successor #0, but target block has
//! 1`, `type mismatch for bb argument #0 of successor #1`).
//!
//! BRANCH-INTERFACE-PENDING: [`successor_operands`] is what the `BranchOpInterface` of
//! `ir/src/branch.rs` asks of `cf.br`, `cf.cond_br` and `cf.switch`; once that interface is on
//! `main`, it becomes their implementation of it and the interface's own verifier replaces
//! [`verify_successor_operands`].

use std::ops::Range;

use oxir::verifier::error_on_op;
use oxir::{Body, Context, Diagnostic, OpId};

/// The range of `op`'s operands forwarded to successor `successor`, when `op` is a `cf` branch
/// of the shape its spec declares and has that successor.
pub fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: usize,
) -> Option<Range<usize>> {
    if successor >= body.num_successors(op) {
        return None;
    }
    let name = ctx.op_name_str(body.op_name(op));
    let total = body.num_operands(op);
    match name {
        crate::BranchOp::NAME => Some(0..total),
        crate::CondBranchOp::NAME => {
            let operands = crate::CondBranchOp::SHAPE.operands;
            operands.sizes(ctx, body, op, total)?;
            Some(operands.range(ctx, body, op, total, 1 + successor))
        }
        crate::SwitchOp::NAME => {
            let operands = crate::SwitchOp::SHAPE.operands;
            operands.sizes(ctx, body, op, total)?;
            if successor == 0 {
                return Some(operands.range(ctx, body, op, total, 1));
            }
            let cases = operands.range(ctx, body, op, total, 2);
            let sizes = crate::switch::case_operand_sizes(ctx, body, op)?;
            let start = cases.start + sizes.get(..successor - 1)?.iter().sum::<usize>();
            Some(start..start + *sizes.get(successor - 1)?)
        }
        _ => None,
    }
}

/// MLIR's `BranchOpInterface` check: each successor receives as many operands as it has block
/// arguments, of the same types. Ops whose operands do not split into their groups are left to
/// the generated checks.
pub fn verify_successor_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for successor in 0..body.num_successors(op) {
        let (Some(range), Some(block)) = (
            successor_operands(ctx, body, op, successor),
            body.successor(op, successor),
        ) else {
            continue;
        };
        let arguments: Vec<_> = body.block_args(block).collect();
        if range.len() != arguments.len() {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!(
                    "branch has {} operands for successor #{successor}, but target block has {}",
                    range.len(),
                    arguments.len()
                ),
            ));
        }
        for (i, (operand, argument)) in range.zip(arguments).enumerate() {
            let operand = body.operand(op, operand).map(|v| body.value_type(v));
            if operand != Some(body.value_type(argument)) {
                return Err(error_on_op(
                    ctx,
                    body,
                    op,
                    format!("type mismatch for bb argument #{i} of successor #{successor}"),
                ));
            }
        }
    }
    Ok(())
}
