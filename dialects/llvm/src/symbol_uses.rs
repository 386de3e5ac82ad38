//! The symbol checks of `llvm.call` and `llvm.mlir.addressof` (MLIR's `verifySymbolUses` of
//! `CallOp` and `AddressOfOp`), with its messages: a direct call names an `llvm.func` whose
//! type its operands and result match (a variadic callee taking at least its parameters and
//! named by `vararg(...)`), an indirect call goes through a pointer, and an address is taken
//! of an `llvm.mlir.global` (in the pointer's address space) or an `llvm.func`.
//!
//! They run as `SymbolUserOpInterface` checks when the enclosing symbol table verifies: the
//! user sits in a function's isolated body, from which the table cannot be reached.

use crate::types::type_text;
use crate::{GlobalOp, LLVMFuncOp, LLVMPointerType, LLVMVoidType};
use oxir::op_support::attr;
use oxir::symbols::{
    OpPath, Resolved, SymbolRef, SymbolTableCollection, SymbolUseChecks, reference_leaf_name,
};
use oxir::verifier::op_error;
use oxir::{AttrData, Attribute, Body, Context, Diagnostic, OpId};

/// The model of `llvm.call`.
pub const CALL: SymbolUseChecks = SymbolUseChecks(verify_call);

/// The model of `llvm.mlir.addressof`.
pub const ADDRESS_OF: SymbolUseChecks = SymbolUseChecks(verify_address_of);

/// The op `reference` names from `user` in the nearest symbol table, if any.
pub(crate) fn lookup<'a>(
    ctx: &Context,
    top: &'a Body,
    user: &OpPath,
    reference: Attribute,
    tables: &mut SymbolTableCollection,
) -> Option<Resolved<'a>> {
    let reference = SymbolRef::from_attr(ctx, reference)?;
    tables
        .lookup_nearest_symbol_from(ctx, top, user, &reference)
        .ok()
}

/// The value of an integer attribute that fits an `i64`.
pub(crate) fn integer_value(ctx: &Context, attr: Attribute) -> Option<i64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

/// Whether `found` is an op named `name`.
pub(crate) fn is_op(ctx: &Context, found: &Resolved<'_>, name: &str) -> bool {
    ctx.op_name_str(found.body.op_name(found.op)) == name
}

/// MLIR's `CallOp::verifySymbolUses`.
fn verify_call(
    ctx: &Context,
    top: &Body,
    body: &Body,
    user: &OpPath,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let op = user.op();
    let error = |message: String| Err(op_error(ctx, body, op, message));
    if body.num_results(op) > 1 {
        return error("must have 0 or 1 result".into());
    }
    let Some(callee) = attr(ctx, body, op, "callee") else {
        let Some(pointer) = body.operand(op, 0) else {
            return error("must have either a `callee` attribute or at least an operand".into());
        };
        let ty = body.value_type(pointer);
        if !ty.isa::<LLVMPointerType>(ctx) {
            return error(format!(
                "indirect call expects a pointer as callee: {}",
                type_text(ctx, ty)
            ));
        }
        return Ok(());
    };
    let name = reference_leaf_name(ctx, callee);
    let Some(found) = lookup(ctx, top, user, callee, tables) else {
        return error(format!(
            "'{name}' does not reference a symbol in the current scope"
        ));
    };
    if !is_op(ctx, &found, LLVMFuncOp::NAME) {
        return error(format!("'{name}' does not reference a valid LLVM function"));
    }
    let Some(function) = crate::func::function_type(ctx, found.body, found.op) else {
        return Ok(());
    };
    verify_call_signature(ctx, body, op, function)
}

/// The part of MLIR's `CallOp::verifySymbolUses` comparing a direct call with its callee's
/// type.
fn verify_call_signature(
    ctx: &Context,
    body: &Body,
    op: OpId,
    function: crate::LLVMFunctionType,
) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let variadic = function.var_arg(ctx);
    if variadic && attr(ctx, body, op, "var_callee_type").is_none() {
        return error("missing var_callee_type attribute for vararg call".into());
    }
    let params = function.params(ctx);
    let arguments: Vec<_> = body.operands(op).collect();
    if !variadic && params.len() != arguments.len() {
        return error(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            arguments.len(),
            params.len()
        ));
    }
    if params.len() > arguments.len() {
        return error(format!(
            "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
            arguments.len(),
            params.len()
        ));
    }
    for (i, (&param, &argument)) in params.iter().zip(&arguments).enumerate() {
        let ty = body.value_type(argument);
        if ty != param {
            return error(format!(
                "operand type mismatch for operand {i}: {} != {}",
                type_text(ctx, ty),
                type_text(ctx, param)
            ));
        }
    }
    let returns = function.return_type(ctx);
    let void = returns.isa::<LLVMVoidType>(ctx);
    match body.result(op, 0) {
        None if !void => error("expected function call to produce a value".into()),
        Some(_) if void => {
            error("calling function with void result must not produce values".into())
        }
        Some(result) if body.value_type(result) != returns => error(format!(
            "result type mismatch: {} != {}",
            type_text(ctx, body.value_type(result)),
            type_text(ctx, returns)
        )),
        _ => Ok(()),
    }
}

/// MLIR's `AddressOfOp::verifySymbolUses`.
fn verify_address_of(
    ctx: &Context,
    top: &Body,
    body: &Body,
    user: &OpPath,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let op = user.op();
    let Some(name) = attr(ctx, body, op, "global_name") else {
        return Ok(());
    };
    let found = lookup(ctx, top, user, name, tables);
    let global = found.as_ref().filter(|f| is_op(ctx, f, GlobalOp::NAME));
    let function = found.as_ref().filter(|f| is_op(ctx, f, LLVMFuncOp::NAME));
    if global.is_none() && function.is_none() {
        return Err(op_error(
            ctx,
            body,
            op,
            "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
        ));
    }
    let pointer_space = body
        .result(op, 0)
        .and_then(|r| body.value_type(r).dyn_cast::<LLVMPointerType>(ctx))
        .map(|p| p.address_space(ctx));
    if let Some(global) = global {
        let space = attr(ctx, global.body, global.op, "addr_space")
            .and_then(|a| integer_value(ctx, a))
            .unwrap_or(0);
        if pointer_space.map(i64::from) != Some(space) {
            return Err(op_error(
                ctx,
                body,
                op,
                "pointer address space must match address space of the referenced global",
            ));
        }
    }
    Ok(())
}
