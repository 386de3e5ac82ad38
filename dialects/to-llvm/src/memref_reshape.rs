//! `memref.reshape` to the `llvm` dialect (MLIR's `MemRefReshapeOpLowering`), ops built in
//! MLIR's order: with a shape of static length, a ranked descriptor; with a shape of dynamic
//! length, an unranked descriptor over a ranked one on the stack, whose sizes and strides a loop
//! fills.

use crate::memref::{
    GepArg, PatternResult, converted, converted_element, descriptor, fail, gep, index_const,
    index_type, integer, load, mul, operand_type, ranked_result, store, sub,
};
use crate::memref_unranked::{alloca, field_ptr, memory_space, pointers_and_offset};
use crate::memref_views::descriptor_size;
use oxir::Context;
use oxir::conversion::{RemappedOperands, TypeConverter};
use oxir::rewrite::PatternRewriter;
use oxir::structure::{OpId, Value};
use oxir::types::{DYNAMIC, MemRefType};
use oxir_llvm::conversion::{MemRefDescriptor, UnrankedMemRefDescriptor};
use oxir_llvm::{ICmpPredicate, LLVMPointerType, LLVMStructType};

/// `memref.reshape %source(%shape)`. With a shape of static length: a descriptor over the
/// source's pointers with the result's constant offset, and per dimension from the innermost
/// its size (static, or loaded from the shape with a `memref.load` the conversion lowers in
/// turn, sign-extended or truncated to the width of `index` where MLIR 19 leaves a cast that
/// cannot be reconciled) and its stride (static from the result's layout, else the running
/// product). With a shape of dynamic length: see [`lower_dynamic_reshape`].
pub(crate) fn lower_reshape(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let source_ty = operand_type(rw, op, 0)?;
    let shape = rw
        .body()
        .operand(op, 1)
        .ok_or_else(|| fail("memref.reshape has no shape"))?;
    let shape_ty = rw
        .body()
        .value_type(shape)
        .dyn_cast::<MemRefType>(ctx)
        .ok_or_else(|| fail("the shape is not a ranked memref"))?;
    if shape_ty.shape(ctx).contains(&DYNAMIC) {
        return lower_dynamic_reshape(ctx, op, operands, converter, rw, shape_ty);
    }
    let index = index_type(ctx, converter);
    let element = shape_ty.element_type(ctx);
    let target = ranked_result(ctx, rw, op)?;
    let shape_sizes = target.shape(ctx).to_vec();
    let (strides, offset) = target
        .strides_and_offset(ctx)
        .ok_or_else(|| fail("failed to get stride and offset exprs"))?;
    if offset == DYNAMIC {
        return Err(fail("dynamic offset is unsupported"));
    }
    let desc_ty = converted(ctx, converter, target.ty())?;
    let source = operands.one_to_one()?[0];
    let mut desc = MemRefDescriptor::undef(rw, loc, desc_ty)?;
    let (allocated, aligned) = crate::memref_unranked::pointers(ctx, rw, loc, source_ty, source)?;
    desc.set_allocated_ptr(rw, loc, allocated)?;
    desc.set_aligned_ptr(rw, loc, aligned)?;
    desc.set_constant_offset(rw, loc, offset)?;
    let mut stride: Option<Value> = None;
    for i in (0..shape_sizes.len()).rev() {
        let current = match (strides[i], stride) {
            (s, _) if s != DYNAMIC => index_const(rw, loc, index, s)?,
            (_, Some(running)) => running,
            (_, None) => index_const(rw, loc, index, 1)?,
        };
        let size = if shape_sizes[i] == DYNAMIC {
            let position = index_const(rw, loc, index, i as i64)?;
            let mut load = rw.state("memref.load").operands(&[shape, position]);
            load.result_types = vec![element];
            let load = rw.create(load)?;
            let size = crate::memref::first_result(rw, load)?;
            if element == ctx.common().index {
                // As MLIR: an `index` size becomes the converted index type by materialization.
                let cast = converter.materialize_target(rw, &[index], size, loc);
                cast.map_err(|e| fail(e.to_string()))?
                    .first()
                    .copied()
                    .ok_or_else(|| fail("an index size does not convert"))?
            } else {
                crate::common::resize_int(ctx, rw, size, index, true)?
            }
        } else {
            index_const(rw, loc, index, shape_sizes[i])?
        };
        desc.set_size(rw, loc, i, size)?;
        desc.set_stride(rw, loc, i, current)?;
        stride = Some(mul(rw, loc, current, size)?);
    }
    rw.replace_op(op, &[desc.value()])?;
    Ok(())
}

/// `memref.reshape` with a shape of dynamic length, whose result is unranked: the unranked
/// descriptor takes the shape's length as its rank and points to a ranked descriptor allocated
/// on the stack, which gets the source's pointers and offset. The block is split after the op:
/// a loop over the dimensions from the innermost copies each size from the shape and stores
/// the running product of the inner sizes as its stride, and the rest of the block follows.
///
/// MLIR 19 loads each size as an `index` whatever the shape's element type, reading past the
/// elements of an `i32` shape; here an element narrower or wider than `index` is loaded as
/// itself and sign-extended or truncated.
fn lower_dynamic_reshape(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
    shape_ty: MemRefType,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let source_ty = operand_type(rw, op, 0)?;
    let result_ty = rw
        .body()
        .result_types(op)
        .next()
        .ok_or_else(|| fail("memref.reshape has no result"))?;
    let crate::common::SplitPoint {
        block: init_block,
        region,
        rest,
    } = crate::common::split_point(rw, op, "memref.reshape")?;
    let index = index_type(ctx, converter);
    let shape_element = converted_element(ctx, converter, shape_ty)?;
    let values = operands.one_to_one()?.to_vec();
    let shape_desc = descriptor(ctx, rw, values[1])?;
    let rank = shape_desc.size(rw, loc, 0)?;

    let mut target =
        UnrankedMemRefDescriptor::undef(rw, loc, converted(ctx, converter, result_ty)?)?;
    target.set_rank(rw, loc, rank)?;
    let size = descriptor_size(rw, loc, converter, target)?;
    let underlying = alloca(rw, loc, size, integer(ctx, 8))?;
    target.set_memref_desc_ptr(rw, loc, underlying)?;
    let (allocated, aligned, offset) =
        pointers_and_offset(ctx, rw, loc, converter, source_ty, values[0])?;
    let elem_ptr = LLVMPointerType::get(ctx, memory_space(ctx, result_ty)?).ty();
    store(rw, loc, allocated, underlying, None)?;
    let aligned_at = field_ptr(rw, loc, underlying, elem_ptr, 1)?;
    store(rw, loc, aligned, aligned_at, None)?;
    let offset_at = field_ptr(rw, loc, underlying, elem_ptr, 2)?;
    store(rw, loc, offset, offset_at, None)?;
    let ptr = LLVMPointerType::get(ctx, 0).ty();
    let header = LLVMStructType::get_literal(ctx, &[elem_ptr, elem_ptr, index, index], false).ty();
    let sizes_base = gep(
        rw,
        loc,
        ptr,
        header,
        underlying,
        &[GepArg::Const(0), GepArg::Const(3)],
    )?;
    let strides_base = gep(rw, loc, ptr, index, sizes_base, &[GepArg::Value(rank)])?;
    let shape_ptr = shape_desc.aligned_ptr(rw, loc)?;
    let one = index_const(rw, loc, index, 1)?;
    let last = sub(rw, loc, rank, one)?;

    // The loop's blocks go at the end of the region, as MLIR creates them; the rest of the
    // block moves to the exit block.
    let cond_block = rw.create_block(region, None, &[(index, loc), (index, loc)])?;
    let remaining = rw.split_block(init_block, Some(rest))?;
    rw.inline_block_before(remaining, cond_block, None, &[])?;
    rw.set_insertion_point_to_end(init_block);
    oxir_llvm::BrOp::create(rw, loc, &[last, one], cond_block)?;

    let (dim, stride) = {
        let mut args = rw.body().block_args(cond_block);
        let dim = args.next().ok_or_else(|| fail("no loop index"))?;
        let stride = args.next().ok_or_else(|| fail("no loop stride"))?;
        (dim, stride)
    };
    rw.set_insertion_point_before(rest);
    let zero = index_const(rw, loc, index, 0)?;
    let i1 = ctx.common().i1;
    let sge = ICmpPredicate::Sge.get_attr(ctx);
    let in_range = oxir_llvm::ICmpOp::create(rw, loc, i1, dim, zero, sge)?.res(ctx, rw.body());
    let body_block = rw.split_block(cond_block, Some(rest))?;

    rw.set_insertion_point_before(rest);
    let size_at = gep(
        rw,
        loc,
        ptr,
        shape_element,
        shape_ptr,
        &[GepArg::Value(dim)],
    )?;
    let size = load(rw, loc, shape_element, size_at, None)?;
    let size = crate::common::resize_int(ctx, rw, size, index, true)?;
    let size_slot = gep(rw, loc, ptr, index, sizes_base, &[GepArg::Value(dim)])?;
    store(rw, loc, size, size_slot, None)?;
    let stride_slot = gep(rw, loc, ptr, index, strides_base, &[GepArg::Value(dim)])?;
    store(rw, loc, stride, stride_slot, None)?;
    let next_stride = mul(rw, loc, stride, size)?;
    let next_dim = sub(rw, loc, dim, one)?;
    oxir_llvm::BrOp::create(rw, loc, &[next_dim, next_stride], cond_block)?;
    let exit_block = rw.split_block(body_block, Some(rest))?;

    rw.set_insertion_point_to_end(cond_block);
    oxir_llvm::CondBrOp::create(rw, loc, in_range, &[], &[], None, body_block, exit_block)?;
    rw.replace_op(op, &[target.value()])?;
    Ok(())
}
