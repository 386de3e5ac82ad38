//! The checks MLIR writes by hand for atomic memory accesses (`verifyAtomicMemOp`,
//! `AtomicRMWOp::verify`, `AtomicCmpXchgOp::verify` and `FenceOp::verify` in
//! `LLVMDialect.cpp`), with its messages: the value types an atomic access takes, the
//! orderings each op allows, and the alignment an atomic load or store needs.

use crate::types::{is_atomic_type, is_compatible_float, type_text};
use crate::{AtomicBinOp, AtomicOrdering};
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, Type, TypeData};

/// The ordering attribute `name` of `op` (`not_atomic` when missing).
fn ordering(ctx: &Context, body: &Body, op: OpId, name: &str) -> AtomicOrdering {
    oxir::op_support::attr(ctx, body, op, name)
        .and_then(|a| AtomicOrdering::from_attr(ctx, a))
        .unwrap_or(AtomicOrdering::NotAtomic)
}

/// Whether `op` has attribute `name`.
fn has(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    oxir::op_support::attr(ctx, body, op, name).is_some()
}

/// MLIR's `verifyAtomicMemOp`: an atomic access of a type atomics take, in an ordering the op
/// allows, with an alignment; a plain access without a syncscope.
fn memory_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    value: Type,
    unsupported: &[AtomicOrdering],
) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let order = ordering(ctx, body, op, "ordering");
    if order == AtomicOrdering::NotAtomic {
        if has(ctx, body, op, "syncscope") {
            return error("expected syncscope to be null for non-atomic access".into());
        }
        return Ok(());
    }
    if !is_atomic_type(ctx, value) {
        return error(format!(
            "unsupported type {} for atomic access",
            type_text(ctx, value)
        ));
    }
    if unsupported.contains(&order) {
        return error(format!("unsupported ordering '{order}'"));
    }
    if !has(ctx, body, op, "alignment") {
        return error("expected alignment for atomic access".into());
    }
    Ok(())
}

/// The checks of `llvm.load`: an atomic load neither releases nor acquires-and-releases.
pub fn load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = body.result(op, 0) else {
        return Ok(());
    };
    memory_access(
        ctx,
        body,
        op,
        body.value_type(result),
        &[AtomicOrdering::Release, AtomicOrdering::AcqRel],
    )
}

/// The checks of `llvm.store`: an atomic store neither acquires nor acquires-and-releases.
pub fn store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(value) = body.operand(op, 0) else {
        return Ok(());
    };
    memory_access(
        ctx,
        body,
        op,
        body.value_type(value),
        &[AtomicOrdering::Acquire, AtomicOrdering::AcqRel],
    )
}

/// The width of an integer type, 0 for any other type.
fn integer_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => 0,
    }
}

/// MLIR's `AtomicRMWOp::verify`: float operations on floats (or vectors of them), `xchg` on
/// any atomic type, the others on integers of 8 to 64 bits; at least `monotonic`.
pub fn atomicrmw(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(value) = body.operand(op, 1) else {
        return Ok(());
    };
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    let ty = body.value_type(value);
    let bin_op = oxir::op_support::attr(ctx, body, op, "bin_op")
        .and_then(|a| AtomicBinOp::from_attr(ctx, a))
        .unwrap_or(AtomicBinOp::Xchg);
    match bin_op {
        AtomicBinOp::Fadd | AtomicBinOp::Fsub | AtomicBinOp::Fmax | AtomicBinOp::Fmin => {
            let element = crate::types::vector_element(ctx, ty).unwrap_or(ty);
            if !is_compatible_float(ctx, element) {
                return error("expected LLVM IR floating point type");
            }
        }
        AtomicBinOp::Xchg => {
            if !is_atomic_type(ctx, ty) {
                return error("unexpected LLVM IR type for 'xchg' bin_op");
            }
        }
        _ => {
            if !matches!(integer_width(ctx, ty), 8 | 16 | 32 | 64) {
                return error("expected LLVM IR integer type");
            }
        }
    }
    if ordering(ctx, body, op, "ordering").value() < AtomicOrdering::Monotonic.value() {
        return error("expected at least 'monotonic' ordering");
    }
    Ok(())
}

/// MLIR's `AtomicCmpXchgOp::verify`: an atomic type, both orderings at least `monotonic`, and
/// a failure ordering that does not release.
pub fn cmpxchg(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(value) = body.operand(op, 2) else {
        return Ok(());
    };
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    if !is_atomic_type(ctx, body.value_type(value)) {
        return error("unexpected LLVM IR type");
    }
    let success = ordering(ctx, body, op, "success_ordering");
    let failure = ordering(ctx, body, op, "failure_ordering");
    let monotonic = AtomicOrdering::Monotonic.value();
    if success.value() < monotonic || failure.value() < monotonic {
        return error("ordering must be at least 'monotonic'");
    }
    if matches!(failure, AtomicOrdering::Release | AtomicOrdering::AcqRel) {
        return error("failure ordering cannot be 'release' or 'acq_rel'");
    }
    Ok(())
}

/// MLIR's `FenceOp::verify`: a fence acquires, releases, or both.
pub fn fence(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let order = ordering(ctx, body, op, "ordering");
    if matches!(
        order,
        AtomicOrdering::NotAtomic | AtomicOrdering::Unordered | AtomicOrdering::Monotonic
    ) {
        return Err(op_error(
            ctx,
            body,
            op,
            "can be given only acquire, release, acq_rel, and seq_cst orderings",
        ));
    }
    Ok(())
}
