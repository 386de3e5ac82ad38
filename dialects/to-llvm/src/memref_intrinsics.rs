//! The `memref` ops that become LLVM intrinsics (MLIR 19's `AssumeAlignmentOpLowering` and
//! `PrefetchOpLowering`): `memref.assume_alignment` an `llvm.intr.assume` that the aligned
//! address has its low bits clear, `memref.prefetch` an `llvm.intr.prefetch` of the element's
//! address.

use crate::memref::{
    access, descriptor, fail, index_const, ptr_to_int, source_memref, strided_element_ptr, typed,
    unit_prop,
};
use oxir::attrs::IntegerAttr;
use oxir::conversion::{RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::OpId;
use oxir::{Context, Type};
use oxir_llvm::{AndOp, AssumeOp, ICmpOp, ICmpPredicate, PrefetchOp};

type PatternResult = Result<(), MatchFailure>;

/// The `i32` value of the integer attribute `name` of `op`.
fn int_attr(ctx: &Context, rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Option<i64> {
    oxir::op_support::attr(ctx, rw.body(), op, name)
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|a| a.value_i64(ctx))
}

/// `memref.assume_alignment %m, N` → `llvm.intr.assume` of `(ptrtoint addr) & (N - 1) == 0`,
/// `addr` the address of the memref's first element.
pub fn lower_assume_alignment(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let ty = source_memref(ctx, rw, op, 0)?;
    let alignment = int_attr(ctx, rw, op, "alignment").ok_or_else(|| fail("no alignment"))?;
    let values = operands.one_to_one()?.to_vec();
    let desc = descriptor(ctx, rw, values[0])?;
    let ptr = strided_element_ptr(rw, loc, converter, ty, desc, &[])?;
    let int_ptr: Type = crate::memref::integer(ctx, POINTER_BITS);
    let zero = index_const(rw, loc, int_ptr, 0)?;
    let mask = index_const(rw, loc, int_ptr, alignment - 1)?;
    let as_int = ptr_to_int(rw, loc, int_ptr, ptr)?;
    let masked = AndOp::create(rw, loc, as_int, mask)?.res(ctx, rw.body());
    let i1 = ctx.common().i1;
    let predicate = ICmpPredicate::Eq.get_attr(ctx);
    let cond = ICmpOp::create(rw, loc, i1, masked, zero, predicate)?.res(ctx, rw.body());
    AssumeOp::create(rw, loc, cond)?;
    rw.erase_op(op)?;
    Ok(())
}

/// The width of pointers in address space 0 of the default data layout, the integer type
/// MLIR's `getIntPtrType` casts them to.
const POINTER_BITS: u32 = 64;

/// `memref.prefetch %m[...]` → `llvm.intr.prefetch` of the element's address, with `rw` 1
/// for a write, the locality hint, and `cache` 1 for data.
pub fn lower_prefetch(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let prefetch: oxir_memref::PrefetchOp = typed(ctx, rw, op)?;
    let args = oxir_memref::PrefetchOpAdaptor::new(ctx, rw.body(), prefetch, operands)?;
    let memref = (prefetch.memref(ctx, rw.body()), args.memref());
    let a = access(ctx, op, memref, args.indices(), converter, rw)?;
    let i32_ty = ctx.common().i32;
    let flag = |name: &str, rw: &PatternRewriter<'_>| {
        IntegerAttr::get(ctx, i32_ty, i64::from(unit_prop(ctx, rw, op, name))).attr()
    };
    let write = flag("isWrite", rw);
    let data = flag("isDataCache", rw);
    let hint = int_attr(ctx, rw, op, "localityHint").ok_or_else(|| fail("no locality hint"))?;
    let hint = IntegerAttr::get(ctx, i32_ty, hint).attr();
    PrefetchOp::create(rw, loc, a.addr, write, hint, data)?;
    rw.erase_op(op)?;
    Ok(())
}
