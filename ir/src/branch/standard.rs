//! The branch model `cf` and `llvm` share: an unconditional branch forwarding all its
//! operands, a conditional branch with a condition then one operand group per successor
//! (sized by `operandSegmentSizes`), and a switch laid out as [`super::switch`] reads it. The
//! dialects differ only in the ops' names and generated operand groups, which
//! [`StandardBranches`] takes; it is their `BranchOpInterface` model and the check of their
//! forwarded operands.

use super::{
    BranchOpInterface, SuccessorOperands, conditional_successor, require_forwarded,
    splice_operands, verify_forwarded_operands,
};
use crate::attrs::Attribute;
use crate::context::Context;
use crate::op_support::Groups;
use crate::structure::{Body, IrError, OpId, Value};
use std::ops::Range;

/// A dialect's three branch ops: the names, and the operand groups its spec gives the
/// conditional branch and the switch (`<Op>::SHAPE.operands`).
pub struct StandardBranches {
    /// The unconditional branch (`cf.br`, `llvm.br`).
    pub br: &'static str,
    /// The conditional branch (`cf.cond_br`, `llvm.cond_br`).
    pub cond_br: &'static str,
    /// The conditional branch's operand groups: condition, true and false operands.
    pub cond_br_operands: Groups,
    /// The switch (`cf.switch`, `llvm.switch`).
    pub switch: &'static str,
    /// The switch's operand groups: flag, default operands, case operands.
    pub switch_operands: Groups,
}

/// Which of the three kinds an op is.
enum Kind {
    Br,
    CondBr,
    Switch,
}

impl StandardBranches {
    fn kind(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Kind> {
        let name = ctx.op_name_str(body.op_name(op));
        if name == self.br {
            Some(Kind::Br)
        } else if name == self.cond_br {
            Some(Kind::CondBr)
        } else if name == self.switch {
            Some(Kind::Switch)
        } else {
            None
        }
    }

    /// The range of `op`'s operands forwarded to successor `successor`, when `op` is one of
    /// the three branches, of the shape its spec declares, and has that successor.
    pub fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: usize,
    ) -> Option<Range<usize>> {
        if successor >= body.num_successors(op) {
            return None;
        }
        let total = body.num_operands(op);
        match self.kind(ctx, body, op)? {
            Kind::Br => Some(0..total),
            Kind::CondBr => {
                let operands = &self.cond_br_operands;
                operands.sizes(ctx, body, op, total)?;
                Some(operands.range(ctx, body, op, total, 1 + successor))
            }
            Kind::Switch => {
                super::switch::successor_operands(ctx, body, op, &self.switch_operands, successor)
            }
        }
    }

    /// MLIR's `BranchOpInterface` check: each successor receives as many operands as it has
    /// block arguments, of the same types. Ops whose operands do not split into their groups
    /// are left to the generated checks.
    pub fn verify(&self, ctx: &Context, body: &Body, op: OpId) -> Result<(), crate::Diagnostic> {
        verify_forwarded_operands(ctx, body, op, |successor| {
            self.successor_operands(ctx, body, op, successor)
        })
    }
}

impl BranchOpInterface for StandardBranches {
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: usize,
    ) -> SuccessorOperands {
        let forwarded =
            StandardBranches::successor_operands(self, ctx, body, op, successor).unwrap_or(0..0);
        // The operand group the range lies in, for the ops whose groups are sized by
        // `operandSegmentSizes`; a switch's case groups are resized by `set_forwarded_operands`.
        let segment = match self.kind(ctx, body, op) {
            Some(Kind::CondBr) => Some(1 + successor),
            Some(Kind::Switch) => Some(super::switch::segment(successor)),
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
        match self.kind(ctx, body, op)? {
            Kind::Br => Some(0),
            Kind::CondBr => conditional_successor(ctx, operands),
            Kind::Switch => super::switch::successor_for_operands(ctx, body, op, operands),
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
        let forwarded = StandardBranches::successor_operands(self, ctx, body, op, successor);
        require_forwarded(body, op, successor, forwarded)?;
        if let Some(Kind::Switch) = self.kind(ctx, body, op) {
            return super::switch::set_forwarded_operands(
                ctx,
                body,
                op,
                &self.switch_operands,
                successor,
                values,
            );
        }
        let operands = BranchOpInterface::successor_operands(self, ctx, body, op, successor);
        splice_operands(ctx, body, op, operands.forwarded, operands.segment, values)
    }
}
