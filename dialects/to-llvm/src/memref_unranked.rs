//! Reaching a memref's descriptor through an unranked one (MLIR's static
//! `UnrankedMemRefDescriptor` accessors: the ranked descriptor it points to starts with the two
//! pointers, then the offset, the sizes and the strides), putting descriptors on the stack
//! (`promoteOneMemRefDescriptor`), and `memref.copy` between memrefs that are not contiguous,
//! which goes through the runtime's `memrefCopy` on unranked descriptors.

use crate::memref::{
    GepArg, PatternResult, RuntimeFn, call, descriptor, fail, first_result, gep, index_const,
    index_type, integer, load, ptr_type, size_in_bytes, store,
};
use oxir::attrs::{IntegerAttr, TypeAttr};
use oxir::conversion::{RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{IrError, Location, OpId, Value};
use oxir::types::{BaseMemRefType, MemRefType, UnrankedMemRefType};
use oxir::{Context, Op, Type};
use oxir_llvm::LLVMPointerType;
use oxir_llvm::conversion::UnrankedMemRefDescriptor;

/// The integer address space of memref type `ty` (ranked or not): 0 without a memory space.
pub(crate) fn memory_space(ctx: &Context, ty: Type) -> Result<u32, MatchFailure> {
    let memref = ty
        .dyn_cast::<BaseMemRefType>(ctx)
        .ok_or_else(|| fail("expected a memref"))?;
    match memref.memory_space(ctx) {
        None => Ok(0),
        Some(space) => space
            .dyn_cast::<IntegerAttr>(ctx)
            .and_then(|a| a.value_i64(ctx))
            .and_then(|a| u32::try_from(a).ok())
            .ok_or_else(|| {
                fail("memref memory space must be convertible to an integer address space")
            }),
    }
}

/// The pointer to the ranked descriptor of unranked descriptor `value`.
pub(crate) fn ranked_desc_ptr(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: Value,
) -> Result<Value, MatchFailure> {
    let desc = UnrankedMemRefDescriptor::new(ctx, rw.body(), value)
        .ok_or_else(|| fail("operand is not an unranked descriptor"))?;
    Ok(desc.memref_desc_ptr(rw, loc)?)
}

/// The pointer to the ranked descriptor of unranked descriptor `value` of memref type `ty`,
/// and the type of the pointers in it.
pub(crate) fn ranked_desc(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: Value,
) -> Result<(Value, Type), MatchFailure> {
    let elem_ptr = LLVMPointerType::get(ctx, memory_space(ctx, ty)?).ty();
    Ok((ranked_desc_ptr(ctx, rw, loc, value)?, elem_ptr))
}

/// The allocated pointer (of `elem_ptr` type) of the ranked descriptor at `desc_ptr`.
pub(crate) fn allocated_ptr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    desc_ptr: Value,
    elem_ptr: Type,
) -> Result<Value, IrError> {
    load(rw, loc, elem_ptr, desc_ptr, None)
}

/// The aligned pointer (of `elem_ptr` type) of the ranked descriptor at `desc_ptr`.
pub(crate) fn aligned_ptr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    desc_ptr: Value,
    elem_ptr: Type,
) -> Result<Value, IrError> {
    let at = field_ptr(rw, loc, desc_ptr, elem_ptr, 1)?;
    load(rw, loc, elem_ptr, at, None)
}

/// The address of field `field` (0, 1: the pointers; 2: the offset, where the index fields
/// begin) of the ranked descriptor at `desc_ptr` whose pointers are of `elem_ptr` type.
pub(crate) fn field_ptr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    desc_ptr: Value,
    elem_ptr: Type,
    field: i32,
) -> Result<Value, IrError> {
    let ptr = ptr_type(rw.ctx());
    gep(rw, loc, ptr, elem_ptr, desc_ptr, &[GepArg::Const(field)])
}

/// The allocated and aligned pointers of the memref of type `ty` whose converted value is
/// `value`, a ranked or an unranked descriptor (MLIR's `extractPointersAndOffset`).
pub(crate) fn pointers(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: Value,
) -> Result<(Value, Value), MatchFailure> {
    let (allocated, aligned, _) = extract_pointers(ctx, rw, loc, ty, value, None)?;
    Ok((allocated, aligned))
}

/// [`pointers`] and the offset, read as an integer of the index type `converter` gives.
pub(crate) fn pointers_and_offset(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    ty: Type,
    value: Value,
) -> Result<(Value, Value, Value), MatchFailure> {
    let index = index_type(ctx, converter);
    let (allocated, aligned, offset) = extract_pointers(ctx, rw, loc, ty, value, Some(index))?;
    let offset = offset.ok_or_else(|| fail("no offset"))?;
    Ok((allocated, aligned, offset))
}

/// The two pointers and, with `offset` (the index type), the offset, in MLIR's order: from a
/// ranked descriptor's fields, or loaded through an unranked one's ranked descriptor.
fn extract_pointers(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: Value,
    offset: Option<Type>,
) -> Result<(Value, Value, Option<Value>), MatchFailure> {
    if ty.isa::<MemRefType>(ctx) {
        let desc = descriptor(ctx, rw, value)?;
        let allocated = desc.allocated_ptr(rw, loc)?;
        let aligned = desc.aligned_ptr(rw, loc)?;
        let offset = match offset {
            Some(_) => Some(desc.offset(rw, loc)?),
            None => None,
        };
        return Ok((allocated, aligned, offset));
    }
    let (desc_ptr, elem_ptr) = ranked_desc(ctx, rw, loc, ty, value)?;
    let allocated = allocated_ptr(rw, loc, desc_ptr, elem_ptr)?;
    let aligned = aligned_ptr(rw, loc, desc_ptr, elem_ptr)?;
    let offset = match offset {
        Some(index) => {
            let at = field_ptr(rw, loc, desc_ptr, elem_ptr, 2)?;
            Some(load(rw, loc, index, at, None)?)
        }
        None => None,
    };
    Ok((allocated, aligned, offset))
}

/// Where [`copy_unranked_descriptors`] puts the copies.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum CopyTo {
    /// Memory from `malloc`: a function returns its unranked memrefs this way, as their
    /// descriptors may live in its stack frame.
    Heap,
    /// The stack, freeing the heap copy: a caller takes the unranked memrefs a call returns.
    Stack,
}

/// Copies the ranked descriptor each unranked memref among `values` (of original types
/// `types`) points to, to the heap or to the stack, and replaces it with a new unranked
/// descriptor pointing to the copy (MLIR's `copyUnrankedDescriptors`: a descriptor returned
/// several times gets one copy each).
pub(crate) fn copy_unranked_descriptors(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    types: &[Type],
    values: &mut [Value],
    to: CopyTo,
) -> Result<(), MatchFailure> {
    let unranked: Vec<usize> = (0..types.len())
        .filter(|&i| types[i].isa::<UnrankedMemRefType>(ctx))
        .collect();
    if unranked.is_empty() {
        return Ok(());
    }
    let mut descs = Vec::with_capacity(unranked.len());
    for &i in &unranked {
        memory_space(ctx, types[i])?;
        descs.push(
            UnrankedMemRefDescriptor::new(ctx, rw.body(), values[i])
                .ok_or_else(|| fail("not an unranked descriptor"))?,
        );
    }
    let sizes = crate::memref_views::descriptor_sizes(rw, loc, converter, &descs)?;
    for ((&i, desc), size) in unranked.iter().zip(descs).zip(sizes) {
        let memory = match to {
            CopyTo::Heap => call(rw, loc, RuntimeFn::Malloc, Some(ptr_type(ctx)), &[size])?
                .ok_or_else(|| fail("malloc has no result"))?,
            CopyTo::Stack => alloca(rw, loc, size, integer(ctx, 8))?,
        };
        let source = desc.memref_desc_ptr(rw, loc)?;
        oxir_llvm::MemcpyOp::create_unwrapped(rw, loc, memory, source, size, 0)?;
        if to == CopyTo::Stack {
            call(rw, loc, RuntimeFn::Free, None, &[source])?;
        }
        let desc_ty = crate::memref::converted(ctx, converter, types[i])?;
        let mut copy = UnrankedMemRefDescriptor::undef(rw, loc, desc_ty)?;
        let rank = desc.rank(rw, loc)?;
        copy.set_rank(rw, loc, rank)?;
        copy.set_memref_desc_ptr(rw, loc, memory)?;
        values[i] = copy.value();
    }
    Ok(())
}

/// An `llvm.alloca` of one value of `elem` type, `count` of them.
pub(crate) fn alloca(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    count: Value,
    elem: Type,
) -> Result<Value, IrError> {
    let ctx = rw.ctx();
    let elem = TypeAttr::get(ctx, elem).attr();
    let op = oxir_llvm::AllocaOp::create(rw, loc, ptr_type(ctx), count, None, elem, None)?.id();
    first_result(rw, op)
}

/// `value` stored in a new stack slot of its type, whose address is returned (MLIR's
/// `promoteOneMemRefDescriptor`: the slot count is an i64 whatever the index width).
pub(crate) fn promote_to_stack(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: Value,
) -> Result<Value, IrError> {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(value);
    let one = index_const(rw, loc, integer(ctx, 64), 1)?;
    let slot = alloca(rw, loc, one, ty)?;
    store(rw, loc, value, slot, None)?;
    Ok(slot)
}

/// The `!llvm.struct<(index, ptr)>` of unranked descriptors under `converter`.
fn unranked_struct(ctx: &Context, converter: &TypeConverter) -> Type {
    let fields = [index_type(ctx, converter), ptr_type(ctx)];
    oxir_llvm::LLVMStructType::get_literal(ctx, &fields, false).ty()
}

/// `memref.copy` between memrefs that are not both contiguous (MLIR's
/// `lowerToMemCopyFunctionCall`): inside a stack save and restore, ranked descriptors go to
/// the stack behind unranked ones, both unranked descriptors go to the stack, and
/// `memrefCopy(element size, source, target)` copies.
pub(crate) fn lower_copy_call(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let body = rw.body();
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let values = operands.one_to_one()?.to_vec();
    let (&[source_ty, target_ty], &[source, target]) = (&types[..], &values[..]) else {
        return Err(fail("memref.copy has two operands"));
    };
    let element = source_ty
        .dyn_cast::<BaseMemRefType>(ctx)
        .ok_or_else(|| fail("expected a memref"))?
        .element_type(ctx);
    let index = index_type(ctx, converter);
    let ptr = ptr_type(ctx);
    let saved = oxir_llvm::StackSaveOp::create(rw, loc, ptr)?.id();
    let saved = first_result(rw, saved)?;
    let unranked_ty = unranked_struct(ctx, converter);
    let mut unranked = Vec::with_capacity(2);
    for (ty, value) in [(source_ty, source), (target_ty, target)] {
        let Some(ranked) = ty.dyn_cast::<MemRefType>(ctx) else {
            unranked.push(value);
            continue;
        };
        let rank = IntegerAttr::get(ctx, index, ranked.rank(ctx) as i64).attr();
        let rank = crate::common::constant(rw, index, rank)?;
        let slot = promote_to_stack(rw, loc, value)?;
        unranked.push(UnrankedMemRefDescriptor::pack(
            rw,
            loc,
            unranked_ty,
            &[rank, slot],
        )?);
    }
    let one = index_const(rw, loc, index, 1)?;
    let mut slots = Vec::with_capacity(2);
    for desc in unranked {
        let ty = rw.body().value_type(desc);
        let slot = alloca(rw, loc, one, ty)?;
        store(rw, loc, desc, slot, None)?;
        slots.push(slot);
    }
    let size = size_in_bytes(rw, loc, converter, element)?;
    call(
        rw,
        loc,
        RuntimeFn::MemrefCopy,
        None,
        &[size, slots[0], slots[1]],
    )?;
    oxir_llvm::StackRestoreOp::create(rw, loc, saved)?;
    rw.erase_op(op)?;
    Ok(())
}
