//! The lowering of `memref`'s atomic ops (MLIR 19's `AtomicRMWOpLowering` and
//! `GenericAtomicRMWOpLowering`): `memref.atomic_rmw` becomes one `llvm.atomicrmw` when its
//! kind has one, and `memref.generic_atomic_rmw` becomes a compare-and-swap loop running its
//! region, as do the kinds `llvm.atomicrmw` has no operation for.

use oxir::conversion::{RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{Location, OpId, Value, ValueMap};
use oxir::types::get_int_or_float_bitwidth;
use oxir::{Context, Type, TypeData};
use oxir_llvm::AtomicOrdering;

use crate::memref::{
    Access, PatternResult, access, converted_element, first_result, integer, load, typed,
};

/// How a `memref.atomic_rmw` kind is lowered.
#[derive(Clone, Copy)]
enum KindLowering {
    /// To this `llvm.atomicrmw` operation (MLIR's `matchSimpleAtomicOp`).
    Rmw(oxir_llvm::AtomicBinOp),
    /// To a compare-and-swap loop computing this operation, where `llvm.atomicrmw` has none.
    Loop(LoopUpdate),
}

/// The llvm op a compare-and-swap loop computes the new value with.
#[derive(Clone, Copy)]
enum LoopUpdate {
    Mul,
    Fmul,
    Maxnum,
    Minnum,
}

fn kind_lowering(kind: oxir_memref::AtomicRMWKind) -> KindLowering {
    use KindLowering::{Loop, Rmw};
    use oxir_llvm::AtomicBinOp as B;
    use oxir_memref::AtomicRMWKind as K;
    match kind {
        K::Addf => Rmw(B::Fadd),
        K::Addi => Rmw(B::Add),
        K::Assign => Rmw(B::Xchg),
        K::Maximumf => Rmw(B::Fmax),
        K::Maxs => Rmw(B::Max),
        K::Maxu => Rmw(B::Umax),
        K::Minimumf => Rmw(B::Fmin),
        K::Mins => Rmw(B::Min),
        K::Minu => Rmw(B::Umin),
        K::Ori => Rmw(B::Or),
        K::Andi => Rmw(B::And),
        K::Muli => Loop(LoopUpdate::Mul),
        K::Mulf => Loop(LoopUpdate::Fmul),
        K::Maxnumf => Loop(LoopUpdate::Maxnum),
        K::Minnumf => Loop(LoopUpdate::Minnum),
    }
}

/// `memref.atomic_rmw` → `llvm.atomicrmw` with `acq_rel` ordering, or a compare-and-swap loop
/// for the kinds it has no operation for.
pub(crate) fn lower_atomic_rmw(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let atomic: oxir_memref::AtomicRmwOp = typed(ctx, rw, op)?;
    let kind = (atomic.kind(ctx, rw.body())).ok_or_else(|| MatchFailure::new("no atomic kind"))?;
    let args = oxir_memref::AtomicRmwOpAdaptor::new(ctx, rw.body(), atomic, operands)?;
    let memref = (atomic.memref(ctx, rw.body()), args.memref());
    let a = access(ctx, op, memref, args.indices(), converter, rw)?;
    let value = args.value();
    let bin_op = match kind_lowering(kind) {
        KindLowering::Rmw(bin_op) => bin_op,
        KindLowering::Loop(update) => {
            return lower_atomic_rmw_loop(ctx, op, update, value, a, rw);
        }
    };
    let result = oxir_llvm::AtomicRMWOp::create_unwrapped(
        rw,
        loc,
        a.addr,
        value,
        bin_op,
        AtomicOrdering::AcqRel,
        None,
        None,
        false,
    )?
    .res(ctx, rw.body());
    rw.replace_op(op, &[result])?;
    Ok(())
}

/// The diagnostic of a `memref.generic_atomic_rmw` the lowering cannot read.
fn malformed(what: &str) -> MatchFailure {
    MatchFailure::new(format!("malformed memref.generic_atomic_rmw: {what}"))
}

/// What the loop needs of the op's region: its block argument (the value read), the ops that
/// compute the new value and the value its `memref.atomic_yield` gives.
struct AtomicBody {
    current: Value,
    ops: Vec<OpId>,
    yielded: Value,
}

fn atomic_body(rw: &PatternRewriter<'_>, op: OpId) -> Result<AtomicBody, MatchFailure> {
    let body = rw.body();
    let region = body
        .op_regions(op)
        .first()
        .copied()
        .ok_or_else(|| malformed("no region"))?;
    let entry = body
        .region_entry(region)
        .ok_or_else(|| malformed("empty region"))?;
    let current = body
        .block_args(entry)
        .next()
        .ok_or_else(|| malformed("no block argument"))?;
    let terminator = body
        .last_op(entry)
        .ok_or_else(|| malformed("no terminator"))?;
    let yielded = body
        .operand(terminator, 0)
        .ok_or_else(|| malformed("nothing yielded"))?;
    let ops = body
        .block_ops(entry)
        .filter(|&nested| nested != terminator)
        .collect();
    Ok(AtomicBody {
        current,
        ops,
        yielded,
    })
}

/// The type `llvm.cmpxchg` compares values of `element` as: the type itself for an integer or
/// pointer, the integer of its width for a float (LLVM's `cmpxchg` takes no floats).
fn exchange_type(ctx: &Context, element: Type) -> Result<Type, MatchFailure> {
    match ctx.type_data(element) {
        TypeData::Float(_) => {
            let width = get_int_or_float_bitwidth(ctx, element)
                .ok_or_else(|| malformed("a float without a width"))?;
            Ok(integer(ctx, width))
        }
        TypeData::Integer { .. } => Ok(element),
        _ if element.isa::<oxir_llvm::LLVMPointerType>(ctx) => Ok(element),
        _ => Err(MatchFailure::new(format!(
            "no compare-and-swap of {}",
            oxir::text::printer::print_type(ctx, element)
        ))),
    }
}

/// `value` as type `to`: itself when it has that type, else through `llvm.bitcast`.
fn bitcast_to(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: Value,
    to: Type,
) -> Result<Value, MatchFailure> {
    if rw.body().value_type(value) == to {
        return Ok(value);
    }
    Ok(oxir_llvm::BitcastOp::create(rw, loc, to, value)?.res(ctx, rw.body()))
}

/// `memref.generic_atomic_rmw` → a compare-and-swap loop running the op's region (MLIR's
/// `GenericAtomicRMWOpLowering`).
pub(crate) fn lower_generic_atomic_rmw(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let region_body = atomic_body(rw, op)?;
    let atomic: oxir_memref::GenericAtomicRmwOp = typed(ctx, rw, op)?;
    let args = oxir_memref::GenericAtomicRmwOpAdaptor::new(ctx, rw.body(), atomic, operands)?;
    let memref = (atomic.memref(ctx, rw.body()), args.memref());
    let a = access(ctx, op, memref, args.indices(), converter, rw)?;
    let element = converted_element(ctx, converter, a.ty)?;
    cas_loop(ctx, rw, op, a.addr, element, |rw, old| {
        let mut map = ValueMap::new();
        map.map_value(region_body.current, old);
        for nested in region_body.ops {
            rw.clone_op(nested, &mut map)?;
        }
        Ok(map
            .value(region_body.yielded)
            .unwrap_or(region_body.yielded))
    })
}

/// `memref.atomic_rmw` of a kind `llvm.atomicrmw` has no operation for (`mulf`, `muli`,
/// `maxnumf`, `minnumf`) → a compare-and-swap loop computing the kind's operation. MLIR 19
/// leaves these ops unlowered.
fn lower_atomic_rmw_loop(
    ctx: &Context,
    op: OpId,
    update: LoopUpdate,
    value: Value,
    a: Access,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let element = rw.body().value_type(value);
    cas_loop(ctx, rw, op, a.addr, element, |rw, old| {
        let new = match update {
            LoopUpdate::Mul => oxir_llvm::MulOp::create(rw, loc, old, value, None)?.0,
            LoopUpdate::Fmul => oxir_llvm::FmulOp::create(rw, loc, old, value, None)?.0,
            LoopUpdate::Maxnum => oxir_llvm::MaxnumOp::create(rw, loc, old, value, None)?.0,
            LoopUpdate::Minnum => oxir_llvm::MinnumOp::create(rw, loc, old, value, None)?.0,
        };
        Ok(first_result(rw, new)?)
    })
}

/// Replaces `op`, an atomic update of the `element` at `addr`, with a loop: its block is split
/// after the load of the element, which the first part branches with to a loop block taking the
/// value read; there `update` computes the new value and `llvm.cmpxchg` tries to swap it in. The
/// loop repeats with the value found until the swap succeeds, and the rest of the block
/// continues with that value as the op's result.
///
/// LLVM's `cmpxchg` takes no floats: they are swapped as the integers of their width (MLIR 19's
/// builder crashes on them).
fn cas_loop(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    addr: Value,
    element: Type,
    update: impl FnOnce(&mut PatternRewriter<'_>, Value) -> Result<Value, MatchFailure>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let exchanged = exchange_type(ctx, element)?;
    let at = crate::common::split_point(rw, op, "the atomic update")?;
    let initial = load(rw, loc, element, addr, None)?;
    let end_block = rw.split_block(at.block, Some(at.rest))?;
    let loop_block = rw.create_block(at.region, Some(end_block), &[(element, loc)])?;
    rw.set_insertion_point_before(op);
    oxir_llvm::BrOp::create(rw, loc, &[initial], loop_block)?;

    rw.set_insertion_point_to_end(loop_block);
    let old = rw
        .body()
        .block_args(loop_block)
        .next()
        .ok_or_else(|| malformed("no loop argument"))?;
    let new = update(rw, old)?;
    let expected = bitcast_to(ctx, rw, loc, old, exchanged)?;
    let desired = bitcast_to(ctx, rw, loc, new, exchanged)?;
    let pair = oxir_llvm::AtomicCmpXchgOp::create_unwrapped(
        rw,
        loc,
        addr,
        expected,
        desired,
        AtomicOrdering::AcqRel,
        AtomicOrdering::Monotonic,
        None,
        None,
        false,
        false,
    )?
    .res(ctx, rw.body());
    let found = crate::common::extract(rw, pair, &[0], exchanged)?;
    let swapped = crate::common::extract(rw, pair, &[1], ctx.common().i1)?;
    let found = bitcast_to(ctx, rw, loc, found, element)?;
    oxir_llvm::CondBrOp::create(rw, loc, swapped, &[], &[found], None, end_block, loop_block)?;
    rw.replace_op(op, &[found])?;
    Ok(())
}
