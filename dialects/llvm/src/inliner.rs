//! The `llvm` dialect's inliner interface (MLIR's `LLVMInlinerInterface`, its part for the
//! ops this crate has): llvm ops inline, an inlined `llvm.return` becomes an `llvm.br` to the
//! block after the call when the callee has several blocks, and otherwise hands its value to
//! the call's users.
//!
//! Not here: MLIR's refusals for callees with attributes LLVM would not inline through
//! (`noinline`, personalities, varargs intrinsics), which need attributes this crate lacks,
//! and the hoisting of the callee's constant-size `alloca`s to the caller's entry block.

use oxir::inliner::{DialectInlinerInterface, forward_returned_values, replace_with_branch};
use oxir::{BlockId, Body, Context, OpId, Value};

/// The `DialectInlinerInterface` of the `llvm` dialect, registered by `defs/llvm.toml`.
#[derive(Clone, Copy, Debug, Default)]
pub struct LlvmInliner;

impl DialectInlinerInterface for LlvmInliner {
    fn legal_by_default(&self) -> bool {
        true
    }

    fn handle_terminator_with_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) -> bool {
        ctx.op_name_str(body.op_name(op)) == crate::ReturnOp::NAME
            && replace_with_branch(ctx, body, op, crate::BrOp::NAME, dest)
    }

    fn handle_terminator(&self, ctx: &Context, body: &mut Body, op: OpId, results: &[Value]) {
        if ctx.op_name_str(body.op_name(op)) == crate::ReturnOp::NAME {
            forward_returned_values(body, op, results);
        }
    }
}
