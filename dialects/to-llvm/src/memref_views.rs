//! `memref.view`, `memref.transpose` and `memref.memory_space_cast` to the `llvm` dialect
//! (MLIR's `ViewOpLowering`, `TransposeOpLowering` and `MemorySpaceCastOpLowering`), ops built in
//! MLIR's order.

use crate::memref::{
    GepArg, PatternResult, add, converted, converted_element, descriptor, fail, gep, index_const,
    index_type, mul, operand_type, ranked_result, result_type, store, sub,
};
use crate::memref_unranked::{
    aligned_ptr, alloca, allocated_ptr, field_ptr, memory_space, ranked_desc_ptr,
};
use oxir::AttrData;
use oxir::conversion::{RemappedOperands, TypeConverter};
use oxir::rewrite::PatternRewriter;
use oxir::structure::{IrError, Location, OpId, Value};
use oxir::types::{DYNAMIC, MemRefType, UnrankedMemRefType};
use oxir::{Context, Op, Type};
use oxir_llvm::LLVMPointerType;
use oxir_llvm::conversion::{MemRefDescriptor, UnrankedMemRefDescriptor};

/// `memref.view %source[%shift][%sizes]`: a descriptor over the source's pointers, the
/// aligned one moved by the byte shift, with offset 0, and per dimension from the innermost
/// its size (static or the next dynamic size operand) and stride (static from the result's
/// layout, else the running product of the inner sizes).
pub(crate) fn lower_view(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let source_ty = operand_type(rw, op, 0)?
        .dyn_cast::<MemRefType>(ctx)
        .ok_or_else(|| fail("expected a ranked memref source"))?;
    let target = ranked_result(ctx, rw, op)?;
    let (strides, offset) = target
        .strides_and_offset(ctx)
        .ok_or_else(|| fail("unknown stride or offset"))?;
    if offset == DYNAMIC {
        return Err(fail("unknown offset"));
    }
    let desc_ty = converted(ctx, converter, target.ty())?;
    let values = operands.one_to_one()?.to_vec();
    let (&source, rest) = values
        .split_first()
        .ok_or_else(|| fail("memref.view has no source"))?;
    let (&shift, sizes) = rest
        .split_first()
        .ok_or_else(|| fail("memref.view has no byte shift"))?;
    let index = index_type(ctx, converter);
    let source = descriptor(ctx, rw, source)?;
    let mut desc = MemRefDescriptor::undef(rw, loc, desc_ty)?;
    let allocated = source.allocated_ptr(rw, loc)?;
    desc.set_allocated_ptr(rw, loc, allocated)?;
    let aligned = source.aligned_ptr(rw, loc)?;
    let byte = converted_element(ctx, converter, source_ty)?;
    let ptr = rw.body().value_type(aligned);
    let aligned = gep(rw, loc, ptr, byte, aligned, &[GepArg::Value(shift)])?;
    desc.set_aligned_ptr(rw, loc, aligned)?;
    let zero = index_const(rw, loc, index, offset)?;
    desc.set_offset(rw, loc, zero)?;
    let shape = target.shape(ctx).to_vec();
    let mut stride: Option<Value> = None;
    let mut next_size: Option<Value> = None;
    for i in (0..shape.len()).rev() {
        let size = if shape[i] == DYNAMIC {
            let before = shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
            *sizes
                .get(before)
                .ok_or_else(|| fail("missing dynamic size"))?
        } else {
            index_const(rw, loc, index, shape[i])?
        };
        desc.set_size(rw, loc, i, size)?;
        let next = if strides[i] != DYNAMIC {
            index_const(rw, loc, index, strides[i])?
        } else {
            match (stride, next_size) {
                (Some(running), Some(inner)) => mul(rw, loc, running, inner)?,
                (None, Some(inner)) => inner,
                _ => index_const(rw, loc, index, 1)?,
            }
        };
        desc.set_stride(rw, loc, i, next)?;
        stride = Some(next);
        next_size = Some(size);
    }
    rw.replace_op(op, &[desc.value()])?;
    Ok(())
}

/// `memref.transpose`: a descriptor with the source's pointers and offset, and result
/// dimension `i` taking the size and stride of the source dimension the permutation's result
/// `i` names. An identity permutation is the source descriptor itself, as in MLIR.
pub(crate) fn lower_transpose(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let permutation = oxir_memref::TransposeOp::from_op(ctx, rw.body(), op)
        .and_then(|transpose| transpose.permutation(ctx, rw.body()))
        .and_then(|attr| match ctx.attr_data(attr) {
            AttrData::AffineMap(map) => oxir_memref::views::permutation(map),
            _ => None,
        })
        .ok_or_else(|| fail("expected a permutation map"))?;
    let value = operands.one_to_one()?[0];
    if permutation
        .iter()
        .enumerate()
        .all(|(dim, &source_dim)| dim == source_dim)
    {
        rw.replace_op(op, &[value])?;
        return Ok(());
    }
    let target = ranked_result(ctx, rw, op)?;
    let desc_ty = converted(ctx, converter, target.ty())?;
    let source = descriptor(ctx, rw, value)?;
    let mut desc = MemRefDescriptor::undef(rw, loc, desc_ty)?;
    let allocated = source.allocated_ptr(rw, loc)?;
    desc.set_allocated_ptr(rw, loc, allocated)?;
    let aligned = source.aligned_ptr(rw, loc)?;
    desc.set_aligned_ptr(rw, loc, aligned)?;
    let offset = source.offset(rw, loc)?;
    desc.set_offset(rw, loc, offset)?;
    for (target_dim, &source_dim) in permutation.iter().enumerate() {
        let size = source.size(rw, loc, source_dim)?;
        desc.set_size(rw, loc, target_dim, size)?;
        let stride = source.stride(rw, loc, source_dim)?;
        desc.set_stride(rw, loc, target_dim, stride)?;
    }
    rw.replace_op(op, &[desc.value()])?;
    Ok(())
}

/// `memref.memory_space_cast`: a ranked descriptor is rebuilt with its two pointers cast to
/// the new address space; an unranked one gets a new ranked descriptor on the stack, the cast
/// pointers stored in it and the index fields copied over.
pub(crate) fn lower_memory_space_cast(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let source_ty = operand_type(rw, op, 0)?;
    let result_ty = result_type(rw, op)?;
    let value = operands.one_to_one()?[0];
    let result_space = memory_space(ctx, result_ty)?;
    let result_ptr = LLVMPointerType::get(ctx, result_space).ty();
    let desc_ty = converted(ctx, converter, result_ty)?;
    let cast = if source_ty.isa::<MemRefType>(ctx) {
        let mut fields = MemRefDescriptor::unpack(rw, loc, value)?;
        for field in fields.iter_mut().take(2) {
            *field = addrspace_cast(rw, loc, result_ptr, *field)?;
        }
        MemRefDescriptor::pack(rw, loc, desc_ty, &fields)?
    } else if source_ty.isa::<UnrankedMemRefType>(ctx) {
        let source_ptr = LLVMPointerType::get(ctx, memory_space(ctx, source_ty)?).ty();
        cast_unranked(rw, loc, converter, value, desc_ty, source_ptr, result_ptr)?
    } else {
        return Err(fail("expected a memref"));
    };
    rw.replace_op(op, &[cast])?;
    Ok(())
}

/// `llvm.addrspacecast value : ty`.
pub(crate) fn addrspace_cast(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: Value,
) -> Result<Value, IrError> {
    let op = oxir_llvm::AddrSpaceCastOp::create(rw, loc, ty, value)?.id();
    crate::memref::first_result(rw, op)
}

/// The unranked half of [`lower_memory_space_cast`]: the new ranked descriptor takes
/// `2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)` bytes (MLIR's `computeSizes`, 64-bit
/// pointers), its pointers are the source's cast to `result_ptr`, and the bytes after them
/// are copied from the source's.
fn cast_unranked(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    value: Value,
    desc_ty: Type,
    source_ptr: Type,
    result_ptr: Type,
) -> Result<Value, oxir::rewrite::MatchFailure> {
    let ctx = rw.ctx();
    let index = index_type(ctx, converter);
    let source = UnrankedMemRefDescriptor::new(ctx, rw.body(), value)
        .ok_or_else(|| fail("operand is not an unranked descriptor"))?;
    let rank = source.rank(rw, loc)?;
    let source_desc = ranked_desc_ptr(ctx, rw, loc, value)?;
    let mut result = UnrankedMemRefDescriptor::undef(rw, loc, desc_ty)?;
    result.set_rank(rw, loc, rank)?;
    let size = descriptor_size(rw, loc, converter, result)?;
    let byte = crate::memref::integer(ctx, 8);
    let desc = alloca(rw, loc, size, byte)?;
    result.set_memref_desc_ptr(rw, loc, desc)?;
    let allocated = allocated_ptr(rw, loc, source_desc, source_ptr)?;
    let aligned = aligned_ptr(rw, loc, source_desc, source_ptr)?;
    let allocated = addrspace_cast(rw, loc, result_ptr, allocated)?;
    let aligned = addrspace_cast(rw, loc, result_ptr, aligned)?;
    store(rw, loc, allocated, desc, None)?;
    let aligned_at = field_ptr(rw, loc, desc, result_ptr, 1)?;
    store(rw, loc, aligned, aligned_at, None)?;
    let from = field_ptr(rw, loc, source_desc, source_ptr, 2)?;
    let to = field_ptr(rw, loc, desc, result_ptr, 2)?;
    let skipped = index_const(rw, loc, index, 2 * POINTER_BYTES)?;
    let count = sub(rw, loc, size, skipped)?;
    oxir_llvm::MemcpyOp::create_unwrapped(rw, loc, to, from, count, 0)?;
    Ok(result.value())
}

/// The size of a pointer in bytes under the default data layout.
pub(crate) const POINTER_BYTES: i64 = 8;

/// The bytes of the ranked descriptor unranked descriptor `desc` points to, two pointers and
/// `1 + 2 * rank` index values (MLIR's `UnrankedMemRefDescriptor::computeSizes`, 64-bit
/// pointers assumed).
pub(crate) fn descriptor_size(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    desc: UnrankedMemRefDescriptor,
) -> Result<Value, IrError> {
    let sizes = descriptor_sizes(rw, loc, converter, &[desc])?;
    sizes.into_iter().next().ok_or(IrError::Detached)
}

/// [`descriptor_size`] of each of `descs`, the constants they share built once first, as
/// MLIR's `computeSizes` does.
pub(crate) fn descriptor_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    descs: &[UnrankedMemRefDescriptor],
) -> Result<Vec<Value>, IrError> {
    let index = index_type(rw.ctx(), converter);
    let index_bytes = i64::from(
        crate::common::int_width(rw.ctx(), index)
            .unwrap_or(64)
            .div_ceil(8),
    );
    let one = index_const(rw, loc, index, 1)?;
    let two = index_const(rw, loc, index, 2)?;
    let index_size = index_const(rw, loc, index, index_bytes)?;
    let mut sizes = Vec::with_capacity(descs.len());
    for desc in descs {
        let ptr_size = index_const(rw, loc, index, POINTER_BYTES)?;
        let pointers = mul(rw, loc, two, ptr_size)?;
        let rank = desc.rank(rw, loc)?;
        let double_rank = mul(rw, loc, two, rank)?;
        let fields = add(rw, loc, double_rank, one)?;
        let fields = mul(rw, loc, fields, index_size)?;
        sizes.push(add(rw, loc, pointers, fields)?);
    }
    Ok(sizes)
}
