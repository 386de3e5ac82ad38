//! The `BranchOpInterface` of `llvm.br`, `llvm.cond_br` and `llvm.switch` ([`LlvmBranch`], registered by
//! `defs/llvm.toml`): which operands go to which successor, which successor a constant
//! condition selects, and how the forwarded operands of one successor are replaced (keeping
//! `operandSegmentSizes` right), as `cf`'s branches; and MLIR's check of the forwarded operands
//! against the successors' block arguments.

use std::ops::Range;

use oxir::branch::{BranchOpInterface, SuccessorOperands, splice_operands};
use oxir::{Attribute, Body, Context, Diagnostic, IrError, OpId, Value};

/// The `BranchOpInterface` model of `llvm.br`, `llvm.cond_br` and `llvm.switch` (whose
/// layout is `cf.switch`'s, read by `oxir::branch::switch`).
pub struct LlvmBranch;

impl BranchOpInterface for LlvmBranch {
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: usize,
    ) -> SuccessorOperands {
        let forwarded = successor_operands(ctx, body, op, successor).unwrap_or(0..0);
        let segment = match ctx.op_name_str(body.op_name(op)) {
            crate::CondBrOp::NAME => Some(1 + successor),
            crate::SwitchOp::NAME => Some(oxir::branch::switch::segment(successor)),
            _ => None,
        };
        SuccessorOperands {
            produced: 0,
            forwarded,
            segment,
        }
    }

    fn successor_for_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        match ctx.op_name_str(body.op_name(op)) {
            crate::BrOp::NAME => Some(0),
            crate::CondBrOp::NAME => oxir::branch::conditional_successor(ctx, operands),
            crate::SwitchOp::NAME => {
                oxir::branch::switch::successor_for_operands(ctx, body, op, operands)
            }
            _ => None,
        }
    }

    fn set_forwarded_operands(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        successor: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        oxir::branch::require_forwarded(
            body,
            op,
            successor,
            successor_operands(ctx, body, op, successor),
        )?;
        if ctx.op_name_str(body.op_name(op)) == crate::SwitchOp::NAME {
            let groups = &crate::SwitchOp::SHAPE.operands;
            return oxir::branch::switch::set_forwarded_operands(
                ctx, body, op, groups, successor, values,
            );
        }
        let operands = self.successor_operands(ctx, body, op, successor);
        splice_operands(ctx, body, op, operands.forwarded, operands.segment, values)
    }
}

/// The range of `op`'s operands forwarded to successor `successor`, when `op` is an `llvm`
/// branch of the shape its spec declares and has that successor.
pub fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: usize,
) -> Option<Range<usize>> {
    if successor >= body.num_successors(op) {
        return None;
    }
    let total = body.num_operands(op);
    match ctx.op_name_str(body.op_name(op)) {
        crate::BrOp::NAME => Some(0..total),
        crate::CondBrOp::NAME => {
            let operands = crate::CondBrOp::SHAPE.operands;
            operands.sizes(ctx, body, op, total)?;
            Some(operands.range(ctx, body, op, total, 1 + successor))
        }
        crate::SwitchOp::NAME => oxir::branch::switch::successor_operands(
            ctx,
            body,
            op,
            &crate::SwitchOp::SHAPE.operands,
            successor,
        ),
        _ => None,
    }
}

/// MLIR's `BranchOpInterface` check of `llvm.br`, `llvm.cond_br` and `llvm.switch`.
pub fn verify_successor_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    oxir::branch::verify_forwarded_operands(ctx, body, op, |successor| {
        successor_operands(ctx, body, op, successor)
    })
}
