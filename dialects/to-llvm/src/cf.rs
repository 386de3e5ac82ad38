//! `cf` to `llvm`: MLIR 19's `ControlFlowToLLVM.cpp`. `cf.br`, `cf.cond_br` and `cf.switch`
//! become `llvm.br`, `llvm.cond_br` and `llvm.switch` of the same successors, properties and
//! converted operands; as in MLIR, a branch whose converted operands do not have the types of
//! its successors' arguments (blocks not converted yet) is not lowered. `cf.assert` branches
//! to a new block at the end of the region that prints its message with `puts` and calls
//! `abort`. The message's global (MLIR's `assert_msg`, `assert_msg_0`, ...) and the two
//! functions are declared at the top of the module before converting ([`assert_symbols`]),
//! since a pattern only sees the body of the function it rewrites; the pattern takes the
//! global's name from the converter. [`convert_cf_to_llvm`] is `-convert-cf-to-llvm`;
//! [`register_control_flow_to_llvm_interface`] attaches the dialect's
//! `ConvertToLLVMPatternInterface`.

use crate::common::LoweringPass;
use crate::common::fail;
use oxir::attrs::{DenseArrayAttr, FlatSymbolRefAttr, TypeAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{Body, OpId, Value};
use oxir::{Context, Op, Type};
use oxir_llvm::conversion::{
    ConvertToLLVMPatternInterface, FunctionDecl, LLVMTypeConverter, MessageDecl, ModuleSymbol,
};
use oxir_llvm::{LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType};

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

/// The bytes of the message of `cf.assert` `op` with the NUL that ends them in its global.
fn message_bytes(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u8>> {
    let msg = oxir::structure::dictionary_get(ctx, body.op_props(op)?, b"msg")?;
    let mut bytes = ctx.string_bytes(msg).to_vec();
    bytes.push(0);
    Some(bytes)
}

/// `!llvm.func<void (ptr)>` of `puts`, `!llvm.func<void ()>` of `abort`.
fn runtime_functions(ctx: &Context) -> [FunctionDecl; 2] {
    let void = LLVMVoidType::get(ctx).ty();
    let ptr = LLVMPointerType::get(ctx, 0).ty();
    [
        FunctionDecl {
            name: "puts".to_string(),
            ty: LLVMFunctionType::get(ctx, void, &[ptr], false).ty(),
        },
        FunctionDecl {
            name: "abort".to_string(),
            ty: LLVMFunctionType::get(ctx, void, &[], false).ty(),
        },
    ]
}

/// What the lowering of `op` refers to at the top of the module, in the order MLIR's
/// `AssertOpLowering` creates it (each first in the module): for a `cf.assert`, the global
/// of its message, then `puts`, then `abort`.
pub fn assert_symbols(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &LLVMTypeConverter,
) -> Vec<ModuleSymbol> {
    if ctx.op_name_str(body.op_name(op)) != "cf.assert" {
        return Vec::new();
    }
    let Some(bytes) = message_bytes(ctx, body, op) else {
        return Vec::new();
    };
    let mut symbols = vec![ModuleSymbol::Message(MessageDecl {
        base: "assert_msg".to_string(),
        bytes,
        loc: body.op_loc(op),
    })];
    symbols.extend(runtime_functions(ctx).map(ModuleSymbol::Function));
    symbols
}

/// `llvm.call @callee(args) : (...) -> ()`.
fn call_void(
    rewriter: &mut PatternRewriter<'_>,
    loc: oxir::structure::Location,
    callee: &str,
    args: &[Value],
) -> Result<(), MatchFailure> {
    let callee = FlatSymbolRefAttr::get(rewriter.ctx(), callee).attr();
    oxir_llvm::CallOp::create(
        rewriter,
        loc,
        None,
        args,
        Some(callee),
        None,
        None,
        None,
        None,
    )
    .map_err(fail)?;
    Ok(())
}

/// `cf.assert %c, "msg"` (MLIR's `AssertOpLowering`): the block is split after the assert,
/// `llvm.cond_br %c` goes on to the rest or to a new block at the end of the region that
/// passes the message's global to `puts`, calls `abort` and is unreachable after.
fn lower_assert(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let condition = operands.one_to_one()?[0];
    let bytes = message_bytes(ctx, rewriter.body(), op)
        .ok_or_else(|| MatchFailure::new("cf.assert has no message"))?;
    let llvm = LLVMTypeConverter::from_type_converter(converter)
        .ok_or_else(|| MatchFailure::new("not an LLVM type converter"))?;
    let global = llvm
        .message_globals()
        .take(&bytes)
        .ok_or_else(|| MatchFailure::new("the message's global was not declared"))?;
    let body = rewriter.body();
    let loc = body.op_loc(op);
    let block = body
        .op_parent_block(op)
        .ok_or_else(|| MatchFailure::new("cf.assert is not in a block"))?;
    let region = body
        .block_parent_region(block)
        .ok_or_else(|| MatchFailure::new("cf.assert is not in a region"))?;
    let next = body
        .next_op(op)
        .ok_or_else(|| MatchFailure::new("cf.assert ends its block"))?;
    let continuation = rewriter.split_block(block, Some(next)).map_err(fail)?;
    let failure = rewriter.create_block(region, None, &[]).map_err(fail)?;
    let ptr: Type = LLVMPointerType::get(ctx, 0).ty();
    let i8_ty = crate::memref::integer(ctx, 8);
    let array = LLVMArrayType::get(ctx, bytes.len() as u64, i8_ty).ty();
    let name = FlatSymbolRefAttr::get(ctx, &global).attr();
    let address = oxir_llvm::AddressOfOp::create(rewriter, loc, ptr, name).map_err(fail)?;
    let address = crate::common::result(rewriter, address.id()).map_err(fail)?;
    let indices = DenseArrayAttr::from_i32(ctx, &[0]).attr();
    let element = TypeAttr::get(ctx, array).attr();
    let gep = oxir_llvm::GEPOp::create(rewriter, loc, ptr, address, &[], indices, element, None)
        .map_err(fail)?;
    let gep = crate::common::result(rewriter, gep.id()).map_err(fail)?;
    call_void(rewriter, loc, "puts", &[gep])?;
    call_void(rewriter, loc, "abort", &[])?;
    oxir_llvm::UnreachableOp::create(rewriter, loc).map_err(fail)?;
    rewriter.set_insertion_point_to_end(block);
    oxir_llvm::CondBrOp::create(
        rewriter,
        loc,
        condition,
        &[],
        &[],
        None,
        continuation,
        failure,
    )
    .map_err(fail)?;
    rewriter.erase_op(op).map_err(fail)?;
    Ok(())
}

/// Adds the lowerings of the `cf` ops (MLIR's `populateControlFlowToLLVMConversionPatterns`
/// and `populateAssertToLLVMConversionPattern`, aborting on a failed assertion).
pub fn populate_control_flow_to_llvm_conversion_patterns(patterns: &mut ConversionPatternSet) {
    patterns.add_fn("cf.assert", "AssertOpLowering", lower_assert);
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
    .declaring(assert_symbols)
}

/// Attaches the `cf` lowering's `ConvertToLLVMPatternInterface` to the `cf` dialect.
pub fn register_control_flow_to_llvm_interface(ctx: &Context) {
    ctx.attach_dialect_interface::<dyn ConvertToLLVMPatternInterface>(
        "cf",
        Box::new(
            crate::common::PatternsInterface::new(
                populate_control_flow_to_llvm_conversion_patterns,
            )
            .declaring(assert_symbols),
        ),
    );
}
