//! The `BranchOpInterface` of `llvm.br`, `llvm.cond_br` and `llvm.switch` ([`LLVM_BRANCHES`],
//! registered by `defs/llvm.toml`): the core's model of the branches `cf` and `llvm` share
//! (`oxir::branch::standard`), over the `llvm` ops, and MLIR's check of the forwarded operands
//! against the successors' block arguments.

use oxir::branch::standard::StandardBranches;
use oxir::{Body, Context, Diagnostic, OpId};

/// The `BranchOpInterface` model of `llvm.br`, `llvm.cond_br` and `llvm.switch` (whose
/// layout is `cf.switch`'s).
pub const LLVM_BRANCHES: StandardBranches = StandardBranches {
    br: crate::BrOp::NAME,
    cond_br: crate::CondBrOp::NAME,
    cond_br_operands: crate::CondBrOp::SHAPE.operands,
    switch: crate::SwitchOp::NAME,
    switch_operands: crate::SwitchOp::SHAPE.operands,
};

/// MLIR's `BranchOpInterface` check of `llvm.br`, `llvm.cond_br` and `llvm.switch`.
pub fn verify_successor_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    LLVM_BRANCHES.verify(ctx, body, op)
}
