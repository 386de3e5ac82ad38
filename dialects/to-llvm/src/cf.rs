//! `cf` to `llvm`: MLIR 19's `ControlFlowToLLVM.cpp`. `cf.br`, `cf.cond_br` and `cf.switch`
//! become `llvm.br`, `llvm.cond_br` and `llvm.switch` of the same successors, properties and
//! converted operands; as in MLIR, a branch whose converted operands do not have the types of
//! its successors' arguments (blocks not converted yet) is not lowered. `cf.assert` is not
//! lowered here: MLIR's lowering adds a global string and declarations of `puts` and `abort`
//! to the module, which a pattern working inside a function's own body cannot reach.
//! [`ConvertControlFlowToLLVM`] is `-convert-cf-to-llvm`; [`ControlFlowToLLVM`] the
//! dialect's `ConvertToLLVMPatternInterface`.

use crate::common::LoweringPass;
use crate::common::fail;
use oxir::Context;
use oxir::conversion::{ConversionPatternSet, RemappedOperands};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{OpId, Value};

/// Rebuilds branch `op` as `to`: the converted operands, the same successors, properties and
/// attributes. Fails when an operand's type differs from its successor argument's.
fn lower_branch(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
) -> Result<(), MatchFailure> {
    let values: Vec<Value> = operands.one_to_one()?.to_vec();
    let body = rewriter.body();
    let successors: Vec<_> = body.successors(op).collect();
    // Each successor's converted operands must have the types of its arguments.
    if let Some(branch) = oxir::branch::branch_interface(ctx, body, op) {
        for (index, &block) in successors.iter().enumerate() {
            let passed = branch.successor_operands(ctx, body, op, index);
            let args = body.block_args(block).skip(passed.produced);
            for (position, (operand, arg)) in passed.forwarded.zip(args).enumerate() {
                let converted = values.get(operand).copied();
                if converted.map(|v| body.value_type(v)) != Some(body.value_type(arg)) {
                    return Err(MatchFailure::new(format!(
                        "mismatched types from operand # {position} of successor # {index}"
                    )));
                }
            }
        }
    }
    let mut state = rewriter.state(to).operands(&values).successors(&successors);
    state.props = body.op_props(op);
    state.attrs = oxir::structure::dictionary_entries(ctx, body.op_attrs(op)).to_vec();
    rewriter.replace_op_with_new(op, state).map_err(fail)?;
    Ok(())
}

/// Adds the lowerings of the `cf` branches (MLIR's
/// `populateControlFlowToLLVMConversionPatterns`, but `cf.assert`).
pub fn populate_control_flow_to_llvm_conversion_patterns(patterns: &mut ConversionPatternSet) {
    for (from, to) in [
        ("cf.br", "llvm.br"),
        ("cf.cond_br", "llvm.cond_br"),
        ("cf.switch", "llvm.switch"),
    ] {
        patterns.add_fn(
            from,
            &format!("{from}-to-llvm"),
            move |ctx, op, operands, _, rewriter| lower_branch(ctx, op, operands, rewriter, to),
        );
    }
}

/// The `convert-cf-to-llvm` pass (MLIR's `ConvertControlFlowToLLVMPass`), on a module.
pub fn convert_cf_to_llvm() -> LoweringPass {
    LoweringPass::new(
        "ConvertControlFlowToLLVMPass",
        "convert-cf-to-llvm",
        "Convert ControlFlow operations to the LLVM dialect",
        Some("builtin.module"),
        PassOptions::new(),
        populate_control_flow_to_llvm_conversion_patterns,
    )
}
