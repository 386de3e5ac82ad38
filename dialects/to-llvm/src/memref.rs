//! The lowering of `memref` to the `llvm` dialect (MLIR 19's `MemRefToLLVM.cpp`): the
//! conversion patterns ([`populate_finalize_memref_to_llvm_patterns`]), their contribution to
//! `-convert-to-llvm` ([`register_memref_to_llvm_interface`]) and the
//! `-finalize-memref-to-llvm` pass ([`FinalizeMemRefToLLVM`]).
//!
//! Ops are built in MLIR's order, so the output is mlir-opt-19's. Allocation functions
//! (`malloc`, `aligned_alloc`, `free`, or their generic `_mlir_memref_to_llvm_*` forms) are
//! declared at the top of the module: a pattern only sees the body of the function it rewrites,
//! so the pass declares them before converting, in the order MLIR's patterns would (each new
//! declaration goes first in the module), and removes them again when the conversion fails.

use oxir::attrs::{DenseArrayAttr, FlatSymbolRefAttr, IntegerAttr, TypeAttr, UnitAttr};
use oxir::conversion::{
    Conversion, ConversionPatternSet, ConversionTarget, RemappedOperands, TypeConverter,
    apply_partial_conversion,
};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{IrError, Location, OpId, Value, WalkOrder};
use oxir::types::{DYNAMIC, MemRefType, Signedness, UnrankedMemRefType};
use oxir::{Context, Diagnostic, Op, Type, TypeData};
use oxir_llvm::conversion::{
    ConvertToLLVMPatternInterface, FunctionDecl, LLVMTypeConverter, LowerToLLVMOptions,
    MemRefDescriptor, UnrankedMemRefDescriptor, convert_with_declared_functions,
};
use oxir_llvm::gep::DYNAMIC_INDEX;
use oxir_llvm::{LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType};

use crate::memref_unranked::{self as unranked, memory_space, ranked_desc_ptr};

/// How heap allocations are lowered (MLIR's `LowerToLLVMOptions::allocLowering` and
/// `useGenericFunctions`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MemRefLoweringOptions {
    /// `aligned_alloc` instead of `malloc` (`use-aligned-alloc`).
    pub use_aligned_alloc: bool,
    /// `_mlir_memref_to_llvm_alloc`, `_mlir_memref_to_llvm_aligned_alloc` and
    /// `_mlir_memref_to_llvm_free` instead of the C functions (`use-generic-functions`).
    pub use_generic_functions: bool,
}

impl MemRefLoweringOptions {
    fn alloc_fn(self) -> RuntimeFn {
        match (self.use_aligned_alloc, self.use_generic_functions) {
            (false, false) => RuntimeFn::Malloc,
            (true, false) => RuntimeFn::AlignedAlloc,
            (false, true) => RuntimeFn::GenericAlloc,
            (true, true) => RuntimeFn::GenericAlignedAlloc,
        }
    }

    fn free_fn(self) -> RuntimeFn {
        if self.use_generic_functions {
            RuntimeFn::GenericFree
        } else {
            RuntimeFn::Free
        }
    }
}

/// A function the lowered code calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum RuntimeFn {
    Malloc,
    AlignedAlloc,
    Free,
    GenericAlloc,
    GenericAlignedAlloc,
    GenericFree,
    MemrefCopy,
}

impl RuntimeFn {
    fn name(self) -> &'static str {
        match self {
            RuntimeFn::Malloc => "malloc",
            RuntimeFn::AlignedAlloc => "aligned_alloc",
            RuntimeFn::Free => "free",
            RuntimeFn::GenericAlloc => "_mlir_memref_to_llvm_alloc",
            RuntimeFn::GenericAlignedAlloc => "_mlir_memref_to_llvm_aligned_alloc",
            RuntimeFn::GenericFree => "_mlir_memref_to_llvm_free",
            RuntimeFn::MemrefCopy => "memrefCopy",
        }
    }

    /// Its declaration, with `index` of `index_ty`.
    pub(crate) fn decl(self, ctx: &Context, index_ty: Type) -> FunctionDecl {
        FunctionDecl {
            name: self.name().to_string(),
            ty: self.ty(ctx, index_ty),
        }
    }

    /// Its `!llvm.func` type, with `index` of `index_ty`.
    fn ty(self, ctx: &Context, index_ty: Type) -> Type {
        let ptr = LLVMPointerType::get(ctx, 0).ty();
        let (ret, params) = match self {
            RuntimeFn::Malloc | RuntimeFn::GenericAlloc => (ptr, vec![index_ty]),
            RuntimeFn::AlignedAlloc | RuntimeFn::GenericAlignedAlloc => {
                (ptr, vec![index_ty, index_ty])
            }
            RuntimeFn::Free | RuntimeFn::GenericFree => (LLVMVoidType::get(ctx).ty(), vec![ptr]),
            RuntimeFn::MemrefCopy => (LLVMVoidType::get(ctx).ty(), vec![index_ty, ptr, ptr]),
        };
        LLVMFunctionType::get(ctx, ret, &params, false).ty()
    }
}

pub(crate) type PatternResult = Result<(), MatchFailure>;

pub(crate) fn integer(ctx: &Context, width: u32) -> Type {
    ctx.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

/// The integer type `index` becomes under `converter` (64 bits unless its LLVM options say).
pub(crate) fn index_type(ctx: &Context, converter: &TypeConverter) -> Type {
    let bits = LLVMTypeConverter::options_of(converter).map_or(64, |o| o.index_bitwidth);
    integer(ctx, bits)
}

pub(crate) fn ptr_type(ctx: &Context) -> Type {
    LLVMPointerType::get(ctx, 0).ty()
}

pub(crate) fn first_result(rw: &PatternRewriter<'_>, op: OpId) -> Result<Value, IrError> {
    rw.body().results(op).next().ok_or(IrError::Detached)
}

/// `llvm.mlir.constant(value : index) : ty` (MLIR's `createIndexAttrConstant`).
pub(crate) fn index_const(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: i64,
) -> Result<Value, IrError> {
    let ctx = rw.ctx();
    let index = ctx.intern_type(TypeData::Index);
    let attr = IntegerAttr::get(ctx, index, value).attr();
    let op = oxir_llvm::ConstantOp::create(rw, loc, ty, attr)?.id();
    first_result(rw, op)
}

pub(crate) fn add(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    a: Value,
    b: Value,
) -> Result<Value, IrError> {
    let op = oxir_llvm::AddOp::create(rw, loc, a, b, None)?.id();
    first_result(rw, op)
}

pub(crate) fn sub(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    a: Value,
    b: Value,
) -> Result<Value, IrError> {
    let op = oxir_llvm::SubOp::create(rw, loc, a, b, None)?.id();
    first_result(rw, op)
}

pub(crate) fn mul(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    a: Value,
    b: Value,
) -> Result<Value, IrError> {
    let op = oxir_llvm::MulOp::create(rw, loc, a, b, None)?.id();
    first_result(rw, op)
}

pub(crate) fn ptr_to_int(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    ptr: Value,
) -> Result<Value, IrError> {
    let op = oxir_llvm::PtrToIntOp::create(rw, loc, ty, ptr)?.id();
    first_result(rw, op)
}

pub(crate) fn int_to_ptr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    int: Value,
) -> Result<Value, IrError> {
    let op = oxir_llvm::IntToPtrOp::create(rw, loc, ty, int)?.id();
    first_result(rw, op)
}

/// An index of a GEP: a value or a constant.
#[derive(Copy, Clone)]
pub(crate) enum GepArg {
    Value(Value),
    Const(i32),
}

/// `llvm.getelementptr base[args] : elem` giving a pointer of `ptr_ty`.
pub(crate) fn gep(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ptr_ty: Type,
    elem: Type,
    base: Value,
    args: &[GepArg],
) -> Result<Value, IrError> {
    let ctx = rw.ctx();
    let mut dynamic = Vec::new();
    let raw: Vec<i32> = args
        .iter()
        .map(|arg| match *arg {
            GepArg::Value(v) => {
                dynamic.push(v);
                DYNAMIC_INDEX
            }
            GepArg::Const(c) => c,
        })
        .collect();
    let raw = DenseArrayAttr::from_i32(ctx, &raw).attr();
    let elem = TypeAttr::get(ctx, elem).attr();
    let op = oxir_llvm::GEPOp::create(rw, loc, ptr_ty, base, &dynamic, raw, elem, None)?.id();
    first_result(rw, op)
}

/// `llvm.call @callee(args)`, returning its result when it has one.
pub(crate) fn call(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    callee: RuntimeFn,
    result: Option<Type>,
    args: &[Value],
) -> Result<Option<Value>, IrError> {
    let ctx = rw.ctx();
    let callee = FlatSymbolRefAttr::get(ctx, callee.name()).attr();
    let op =
        oxir_llvm::CallOp::create(rw, loc, result, args, Some(callee), None, None, None, None)?
            .id();
    Ok(rw.body().results(op).next())
}

pub(crate) fn fail(message: impl Into<String>) -> MatchFailure {
    MatchFailure::new(message.into())
}

/// The memref type of value `v` (of the op being rewritten, before conversion).
pub(crate) fn memref_of(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    v: Value,
) -> Result<MemRefType, MatchFailure> {
    rw.body()
        .value_type(v)
        .dyn_cast::<MemRefType>(ctx)
        .ok_or_else(|| fail("expected a ranked memref"))
}

/// The type of operand `index` of `op` (before conversion).
pub(crate) fn operand_type(
    rw: &PatternRewriter<'_>,
    op: OpId,
    index: usize,
) -> Result<Type, MatchFailure> {
    let value = rw
        .body()
        .operand(op, index)
        .ok_or_else(|| fail("missing operand"))?;
    Ok(rw.body().value_type(value))
}

/// The type of the first result of `op`.
pub(crate) fn result_type(rw: &PatternRewriter<'_>, op: OpId) -> Result<Type, MatchFailure> {
    rw.body()
        .result_types(op)
        .next()
        .ok_or_else(|| fail("no result"))
}

/// The memref type of operand `index` of `op` (before conversion).
pub(crate) fn source_memref(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    op: OpId,
    index: usize,
) -> Result<MemRefType, MatchFailure> {
    let value = rw
        .body()
        .operand(op, index)
        .ok_or_else(|| fail("missing memref operand"))?;
    memref_of(ctx, rw, value)
}

pub(crate) fn converted(
    ctx: &Context,
    converter: &TypeConverter,
    ty: Type,
) -> Result<Type, MatchFailure> {
    converter
        .convert_type_1to1(ctx, ty)
        .filter(|&t| t != ty)
        .ok_or_else(|| fail("type does not convert"))
}

pub(crate) fn descriptor(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    v: Value,
) -> Result<MemRefDescriptor, MatchFailure> {
    MemRefDescriptor::new(ctx, rw.body(), v)
        .ok_or_else(|| fail("operand is not a memref descriptor"))
}

/// The sizes, strides and total size (bytes when `in_bytes`, else elements) of a new
/// memref of identity layout (MLIR 19's `getMemRefDescriptorSizes`).
fn descriptor_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    ty: MemRefType,
    dynamic_sizes: &[Value],
    in_bytes: bool,
) -> Result<(Vec<Value>, Vec<Value>, Value), MatchFailure> {
    let ctx = rw.ctx();
    let index = index_type(ctx, converter);
    let shape = ty.shape(ctx).to_vec();
    if shape.iter().filter(|&&s| s == DYNAMIC).count() != dynamic_sizes.len() {
        return Err(fail("dynamic sizes do not match the shape"));
    }
    let mut dynamic = dynamic_sizes.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &size in &shape {
        sizes.push(if size == DYNAMIC {
            *dynamic.next().ok_or_else(|| fail("missing dynamic size"))?
        } else {
            index_const(rw, loc, index, size)?
        });
    }
    let mut stride = 1i64;
    let mut running = index_const(rw, loc, index, 1)?;
    let mut strides = vec![running; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        // As MLIR 19: a static zero-size dimension does not count towards the strides of the
        // dimensions before it nor the allocation size (`memref<32x0x18xf32>` gets strides
        // [18, 18, 1] and room for 576 elements).
        if shape[i] == 0 {
            continue;
        }
        let use_size_as_stride = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.wrapping_mul(shape[i]);
        }
        running = if use_size_as_stride {
            sizes[i]
        } else if stride == DYNAMIC {
            mul(rw, loc, running, sizes[i])?
        } else {
            index_const(rw, loc, index, stride)?
        };
    }
    let size = if in_bytes {
        let elem = converted_element(ctx, converter, ty)?;
        let ptr = ptr_type(ctx);
        let null = oxir_llvm::ZeroOp::create(rw, loc, ptr)?.id();
        let null = first_result(rw, null)?;
        let end = gep(rw, loc, ptr, elem, null, &[GepArg::Value(running)])?;
        ptr_to_int(rw, loc, index, end)?
    } else {
        running
    };
    Ok((sizes, strides, size))
}

pub(crate) fn converted_element(
    ctx: &Context,
    converter: &TypeConverter,
    ty: MemRefType,
) -> Result<Type, MatchFailure> {
    converter
        .convert_type_1to1(ctx, ty.element_type(ctx))
        .ok_or_else(|| fail("element type does not convert"))
}

/// The size of `ty` in bytes (MLIR's `getSizeInBytes`: a GEP of one element from null).
pub(crate) fn size_in_bytes(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    ty: Type,
) -> Result<Value, MatchFailure> {
    let ctx = rw.ctx();
    let llvm_ty = converter
        .convert_type_1to1(ctx, ty)
        .ok_or_else(|| fail("element type does not convert"))?;
    let ptr = ptr_type(ctx);
    let null = oxir_llvm::ZeroOp::create(rw, loc, ptr)?.id();
    let null = first_result(rw, null)?;
    let one = gep(rw, loc, ptr, llvm_ty, null, &[GepArg::Const(1)])?;
    Ok(ptr_to_int(rw, loc, index_type(ctx, converter), one)?)
}

/// The default data layout's size in bytes of an element type, when known (MLIR's
/// `getMemRefEltSizeInBytes`): a fixed vector's as MLIR's default layout sizes it (its
/// innermost dimension rounded up to a power of two); a memref's as its descriptor's fields
/// add up, without padding (two pointers, then the offset, sizes and strides; an unranked one's
/// rank and pointer); any other type's as the LLVM type it converts to.
fn element_size_in_bytes(ctx: &Context, converter: &TypeConverter, ty: Type) -> Option<u64> {
    const POINTER_BYTES: u64 = 8;
    let index_bytes = || {
        crate::common::int_width(ctx, index_type(ctx, converter)).map(|w| u64::from(w).div_ceil(8))
    };
    if let Some(memref) = ty.dyn_cast::<MemRefType>(ctx) {
        let fields = 1 + 2 * memref.shape(ctx).len() as u64;
        return Some(2 * POINTER_BYTES + fields * index_bytes()?);
    }
    if ty.isa::<UnrankedMemRefType>(ctx) {
        return Some(index_bytes()? + POINTER_BYTES);
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(u64::from(*width).div_ceil(8)),
        TypeData::Index => Some(8),
        TypeData::Float(kind) => Some(u64::from(kind.bit_width()).div_ceil(8)),
        TypeData::Complex(elem) => Some(2 * element_size_in_bytes(ctx, converter, *elem)?),
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            if scalable.contains(&true) {
                return None;
            }
            let (&inner, outer) = shape.split_last()?;
            let outer = outer
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
            let inner = u64::try_from(inner).ok()?.checked_next_power_of_two()?;
            let element = element_size_in_bytes(ctx, converter, *element)?;
            outer.checked_mul(inner)?.checked_mul(element)
        }
        _ => {
            let converted = converter.convert_type_1to1(ctx, ty)?;
            oxir_llvm::layout::size_and_align(ctx, converted).map(|(size, _)| size)
        }
    }
}

/// `(input + alignment - 1) - (input + alignment - 1) % alignment` (MLIR's `createAligned`).
fn create_aligned(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    input: Value,
    alignment: Value,
) -> Result<Value, IrError> {
    let ty = rw.body().value_type(alignment);
    let one = index_const(rw, loc, ty, 1)?;
    let bump = sub(rw, loc, alignment, one)?;
    let bumped = add(rw, loc, input, bump)?;
    let op = oxir_llvm::UremOp::create(rw, loc, bumped, alignment)?.id();
    let rem = first_result(rw, op)?;
    sub(rw, loc, bumped, rem)
}

/// A descriptor of `ty` over the two pointers with offset 0 (MLIR's `createMemRefDescriptor`).
#[allow(clippy::too_many_arguments)]
fn create_descriptor(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    ty: Type,
    allocated: Value,
    aligned: Value,
    sizes: &[Value],
    strides: &[Value],
) -> Result<Value, MatchFailure> {
    let ctx = rw.ctx();
    let struct_ty = converted(ctx, converter, ty)?;
    let mut desc = MemRefDescriptor::undef(rw, loc, struct_ty)?;
    desc.set_allocated_ptr(rw, loc, allocated)?;
    desc.set_aligned_ptr(rw, loc, aligned)?;
    let zero = index_const(rw, loc, index_type(ctx, converter), 0)?;
    desc.set_offset(rw, loc, zero)?;
    for (i, &size) in sizes.iter().enumerate() {
        desc.set_size(rw, loc, i, size)?;
    }
    for (i, &stride) in strides.iter().enumerate() {
        desc.set_stride(rw, loc, i, stride)?;
    }
    Ok(desc.value())
}

fn identity_result(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    op: OpId,
) -> Result<MemRefType, MatchFailure> {
    let ty = ranked_result(ctx, rw, op)?;
    if !ty.has_identity_layout(ctx) {
        return Err(fail("incompatible memref type"));
    }
    Ok(ty)
}

fn alignment_of(ctx: &Context, rw: &PatternRewriter<'_>, op: OpId) -> Option<i64> {
    let attr = oxir::structure::dictionary_get(ctx, rw.body().op_props(op)?, b"alignment")?;
    attr.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx)
}

fn lower_alloc(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
    options: MemRefLoweringOptions,
) -> PatternResult {
    let ty = identity_result(ctx, rw, op)?;
    let loc = rw.body().op_loc(op);
    let index = index_type(ctx, converter);
    let dynamic = operands.one_to_one()?.to_vec();
    let elem = ty.element_type(ctx);
    let elem_size = element_size_in_bytes(ctx, converter, elem);
    if options.use_aligned_alloc && elem_size.is_none() {
        return Err(fail("element type size is not known"));
    }
    let (sizes, strides, mut size) = descriptor_sizes(rw, loc, converter, ty, &dynamic, true)?;
    let ptr = ptr_type(ctx);
    let (allocated, aligned) =
        if let (true, Some(elem_size)) = (options.use_aligned_alloc, elem_size) {
            let alignment = match alignment_of(ctx, rw, op) {
                Some(a) => a,
                None => elem_size.next_power_of_two().max(16) as i64,
            };
            let align_value = index_const(rw, loc, index, alignment)?;
            let mut divisor = elem_size;
            for &s in ty.shape(ctx) {
                if s != DYNAMIC {
                    divisor = divisor.wrapping_mul(s as u64);
                }
            }
            if alignment <= 0 || divisor % alignment as u64 != 0 {
                size = create_aligned(rw, loc, size, align_value)?;
            }
            let p = call(rw, loc, options.alloc_fn(), Some(ptr), &[align_value, size])?
                .ok_or_else(|| fail("allocation call has no result"))?;
            let p = to_memref_space(rw, loc, ty, p)?;
            (p, p)
        } else {
            let alignment = match alignment_of(ctx, rw, op) {
                Some(a) => Some(index_const(rw, loc, index, a)?),
                None if !is_int_index_or_float(ctx, elem) => {
                    Some(size_in_bytes(rw, loc, converter, elem)?)
                }
                None => None,
            };
            if let Some(a) = alignment {
                size = add(rw, loc, size, a)?;
            }
            let p = call(rw, loc, options.alloc_fn(), Some(ptr), &[size])?
                .ok_or_else(|| fail("allocation call has no result"))?;
            let p = to_memref_space(rw, loc, ty, p)?;
            let aligned = match alignment {
                Some(a) => {
                    let int = ptr_to_int(rw, loc, index, p)?;
                    let int = create_aligned(rw, loc, int, a)?;
                    let space_ptr = rw.body().value_type(p);
                    int_to_ptr(rw, loc, space_ptr, int)?
                }
                None => p,
            };
            (p, aligned)
        };
    let desc = create_descriptor(
        rw,
        loc,
        converter,
        ty.ty(),
        allocated,
        aligned,
        &sizes,
        &strides,
    )?;
    rw.replace_op(op, &[desc])?;
    Ok(())
}

/// The pointer an allocation function returned, in the address space of memref `ty` (MLIR's
/// `castAllocFuncResult`: an `llvm.addrspacecast` when that space is not 0).
fn to_memref_space(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: MemRefType,
    allocated: Value,
) -> Result<Value, MatchFailure> {
    let ctx = rw.ctx();
    let space = memory_space(ctx, ty.ty())?;
    if space == 0 {
        return Ok(allocated);
    }
    let space_ptr = LLVMPointerType::get(ctx, space).ty();
    Ok(crate::memref_views::addrspace_cast(
        rw, loc, space_ptr, allocated,
    )?)
}

fn is_int_index_or_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        } | TypeData::Index
            | TypeData::Float(_)
    )
}

fn lower_alloca(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let ty = identity_result(ctx, rw, op)?;
    let loc = rw.body().op_loc(op);
    let dynamic = operands.one_to_one()?.to_vec();
    let (sizes, strides, count) = descriptor_sizes(rw, loc, converter, ty, &dynamic, false)?;
    let elem = converted_element(ctx, converter, ty)?;
    let alignment = alignment_of(ctx, rw, op)
        .filter(|&a| a != 0)
        .map(|a| IntegerAttr::get(ctx, integer(ctx, 64), a).attr());
    let elem = TypeAttr::get(ctx, elem).attr();
    let ptr = ptr_type(ctx);
    let alloca = oxir_llvm::AllocaOp::create(rw, loc, ptr, count, alignment, elem, None)?.id();
    let p = first_result(rw, alloca)?;
    let desc = create_descriptor(rw, loc, converter, ty.ty(), p, p, &sizes, &strides)?;
    rw.replace_op(op, &[desc])?;
    Ok(())
}

fn lower_dealloc(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    rw: &mut PatternRewriter<'_>,
    options: MemRefLoweringOptions,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let ty = operand_type(rw, op, 0)?;
    let value = operands.one_to_one()?[0];
    let allocated = if ty.isa::<UnrankedMemRefType>(ctx) {
        let (desc_ptr, elem_ptr) = unranked::ranked_desc(ctx, rw, loc, ty, value)?;
        unranked::allocated_ptr(rw, loc, desc_ptr, elem_ptr)?
    } else {
        descriptor(ctx, rw, value)?.allocated_ptr(rw, loc)?
    };
    call(rw, loc, options.free_fn(), None, &[allocated])?;
    rw.erase_op(op)?;
    Ok(())
}

/// The address of element `indices` of memref `ty` described by `desc` (MLIR's
/// `getStridedElementPtr`).
pub(crate) fn strided_element_ptr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    ty: MemRefType,
    desc: MemRefDescriptor,
    indices: &[Value],
) -> Result<Value, MatchFailure> {
    let ctx = rw.ctx();
    let (strides, offset) = ty
        .strides_and_offset(ctx)
        .ok_or_else(|| fail("memref layout is not strided"))?;
    let index = index_type(ctx, converter);
    let elem = converted_element(ctx, converter, ty)?;
    let ptr_ty = desc.ptr_type();
    let mut base = desc.aligned_ptr(rw, loc)?;
    if offset != 0 {
        let offset = if offset == DYNAMIC {
            desc.offset(rw, loc)?
        } else {
            index_const(rw, loc, index, offset)?
        };
        base = gep(rw, loc, ptr_ty, elem, base, &[GepArg::Value(offset)])?;
    }
    let mut total: Option<Value> = None;
    for (i, &idx) in indices.iter().enumerate() {
        let stride = *strides.get(i).ok_or_else(|| fail("too many indices"))?;
        let mut increment = idx;
        if stride != 1 {
            let stride = if stride == DYNAMIC {
                desc.stride(rw, loc, i)?
            } else {
                index_const(rw, loc, index, stride)?
            };
            increment = mul(rw, loc, increment, stride)?;
        }
        total = Some(match total {
            Some(t) => add(rw, loc, t, increment)?,
            None => increment,
        });
    }
    match total {
        Some(t) => Ok(gep(rw, loc, ptr_ty, elem, base, &[GepArg::Value(t)])?),
        None => Ok(base),
    }
}

pub(crate) fn unit_prop(ctx: &Context, rw: &PatternRewriter<'_>, op: OpId, name: &str) -> bool {
    rw.body()
        .op_props(op)
        .and_then(|p| oxir::structure::dictionary_get(ctx, p, name.as_bytes()))
        .is_some_and(|a| {
            a.dyn_cast::<oxir::attrs::BoolAttr>(ctx)
                .is_none_or(|b| b.value(ctx))
        })
}

/// `llvm.load addr : ty`, `nontemporal` when asked.
pub(crate) fn load(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    addr: Value,
    nontemporal: Option<oxir::Attribute>,
) -> Result<Value, IrError> {
    let op = oxir_llvm::LoadOp::create(
        rw,
        loc,
        ty,
        addr,
        None,
        None,
        nontemporal,
        None,
        None,
        None,
        None,
    )?
    .id();
    first_result(rw, op)
}

/// `llvm.store value, addr`, `nontemporal` when asked.
pub(crate) fn store(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: Value,
    addr: Value,
    nontemporal: Option<oxir::Attribute>,
) -> Result<(), IrError> {
    oxir_llvm::StoreOp::create(
        rw,
        loc,
        value,
        addr,
        None,
        None,
        nontemporal,
        None,
        None,
        None,
    )?;
    Ok(())
}

/// What an access to one element of a memref (a load, a store, an atomic, a prefetch) needs:
/// the memref type, the element's address and the op's `nontemporal`.
pub(crate) struct Access {
    pub(crate) ty: MemRefType,
    pub(crate) addr: Value,
    pub(crate) nontemporal: Option<oxir::Attribute>,
}

/// The access `op` makes to the element of `memref` (the original operand) at `indices`,
/// `converted` being the memref's converted descriptor: both from the op's adaptor.
pub(crate) fn access(
    ctx: &Context,
    op: OpId,
    (memref, converted): (Value, Value),
    indices: &[Value],
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> Result<Access, MatchFailure> {
    let loc = rw.body().op_loc(op);
    let ty = memref_of(ctx, rw, memref)?;
    let desc = descriptor(ctx, rw, converted)?;
    let addr = strided_element_ptr(rw, loc, converter, ty, desc, indices)?;
    let nontemporal = unit_prop(ctx, rw, op, "nontemporal").then(|| UnitAttr::get(ctx).attr());
    Ok(Access {
        ty,
        addr,
        nontemporal,
    })
}

/// `op` as the memref op `T` a pattern is registered for.
pub(crate) fn typed<T: Op>(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    op: OpId,
) -> Result<T, MatchFailure> {
    T::from_op(ctx, rw.body(), op)
        .ok_or_else(|| MatchFailure::new(format!("not a `{}` of its spec's shape", T::NAME)))
}

fn lower_load(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let load_op: oxir_memref::LoadOp = typed(ctx, rw, op)?;
    let args = oxir_memref::LoadOpAdaptor::new(ctx, rw.body(), load_op, operands)?;
    let memref = (load_op.memref(ctx, rw.body()), args.memref());
    let a = access(ctx, op, memref, args.indices(), converter, rw)?;
    let elem = converted_element(ctx, converter, a.ty)?;
    let value = load(rw, loc, elem, a.addr, a.nontemporal)?;
    rw.replace_op(op, &[value])?;
    Ok(())
}

fn lower_store(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let store_op: oxir_memref::StoreOp = typed(ctx, rw, op)?;
    let args = oxir_memref::StoreOpAdaptor::new(ctx, rw.body(), store_op, operands)?;
    let memref = (store_op.memref(ctx, rw.body()), args.memref());
    let a = access(ctx, op, memref, args.indices(), converter, rw)?;
    store(rw, loc, args.value(), a.addr, a.nontemporal)?;
    rw.erase_op(op)?;
    Ok(())
}

/// The value of the constant that defines `v`, if an `arith.constant` or `llvm.mlir.constant`
/// does.
fn constant_index(ctx: &Context, rw: &PatternRewriter<'_>, v: Value) -> Option<i64> {
    let body = rw.body();
    let def = v.defining_op()?;
    let name = ctx.op_name_str(body.op_name(def));
    if name != "arith.constant" && name != "llvm.mlir.constant" {
        return None;
    }
    let value = oxir::structure::dictionary_get(ctx, body.op_props(def)?, b"value")?;
    value.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx)
}

fn lower_dim(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let original_index = rw.body().operand(op, 1).ok_or_else(|| fail("no index"))?;
    let source_ty = operand_type(rw, op, 0)?;
    if source_ty.isa::<UnrankedMemRefType>(ctx) {
        let size = unranked_size(ctx, rw, loc, converter, source_ty, operands)?;
        rw.replace_op(op, &[size])?;
        return Ok(());
    }
    let ty = source_memref(ctx, rw, op, 0)?;
    let index = index_type(ctx, converter);
    let values = operands.one_to_one()?.to_vec();
    let desc = descriptor(ctx, rw, values[0])?;
    let shape = ty.shape(ctx).to_vec();
    let rank = shape.len();
    let result = match constant_index(ctx, rw, original_index) {
        Some(i) if i >= 0 && (i as usize) < rank => {
            let i = i as usize;
            if shape[i] == DYNAMIC {
                desc.size(rw, loc, i)?
            } else {
                index_const(rw, loc, index, shape[i])?
            }
        }
        _ => {
            // Copy the sizes to the stack and load the one asked for (MemRefDescriptor::size
            // with a dynamic position).
            let array = LLVMArrayType::get(ctx, rank as u64, index).ty();
            let ptr = ptr_type(ctx);
            let one = index_const(rw, loc, index, 1)?;
            let position = DenseArrayAttr::from_i64(ctx, &[3]).attr();
            let sizes =
                oxir_llvm::ExtractvalueOp::create(rw, loc, array, desc.value(), position)?.id();
            let sizes = first_result(rw, sizes)?;
            let array_attr = TypeAttr::get(ctx, array).attr();
            let slot = oxir_llvm::AllocaOp::create(rw, loc, ptr, one, None, array_attr, None)?.id();
            let slot = first_result(rw, slot)?;
            store(rw, loc, sizes, slot, None)?;
            let at = gep(
                rw,
                loc,
                ptr,
                array,
                slot,
                &[GepArg::Const(0), GepArg::Value(values[1])],
            )?;
            load(rw, loc, index, at, None)?
        }
    };
    rw.replace_op(op, &[result])?;
    Ok(())
}

/// Size `index` of an unranked memref of `ty` (MLIR's `extractSizeOfUnrankedMemRef`): read
/// through the ranked descriptor, seen as that of a 0-d memref to find where its index fields
/// begin.
fn unranked_size(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    converter: &TypeConverter,
    ty: Type,
    operands: &RemappedOperands,
) -> Result<Value, MatchFailure> {
    let values = operands.one_to_one()?.to_vec();
    let index = index_type(ctx, converter);
    let element = ty
        .dyn_cast::<UnrankedMemRefType>(ctx)
        .ok_or_else(|| fail("expected an unranked memref"))?
        .element_type(ctx);
    let scalar = MemRefType::get(ctx, &[], element, None, None).ty();
    let scalar_desc = converted(ctx, converter, scalar)?;
    let index_ptr = LLVMPointerType::get(ctx, memory_space(ctx, ty)?).ty();
    let desc_ptr = ranked_desc_ptr(ctx, rw, loc, values[0])?;
    let offset_ptr = gep(
        rw,
        loc,
        index_ptr,
        scalar_desc,
        desc_ptr,
        &[GepArg::Const(0), GepArg::Const(2)],
    )?;
    let one = index_const(rw, loc, index, 1)?;
    let position = add(rw, loc, one, values[1])?;
    let size_ptr = gep(
        rw,
        loc,
        index_ptr,
        index,
        offset_ptr,
        &[GepArg::Value(position)],
    )?;
    Ok(load(rw, loc, index, size_ptr, None)?)
}

fn lower_rank(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let source_ty = operand_type(rw, op, 0)?;
    let value = if let Some(ty) = source_ty.dyn_cast::<MemRefType>(ctx) {
        index_const(rw, loc, index_type(ctx, converter), ty.rank(ctx) as i64)?
    } else if source_ty.isa::<UnrankedMemRefType>(ctx) {
        let values = operands.one_to_one()?;
        let desc = UnrankedMemRefDescriptor::new(ctx, rw.body(), values[0])
            .ok_or_else(|| fail("operand is not an unranked descriptor"))?;
        desc.rank(rw, loc)?
    } else {
        return Err(fail("expected a memref"));
    };
    rw.replace_op(op, &[value])?;
    Ok(())
}

fn lower_extract_aligned_pointer(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let ty = operand_type(rw, op, 0)?;
    let value = operands.one_to_one()?[0];
    let aligned = if ty.isa::<UnrankedMemRefType>(ctx) {
        let (desc_ptr, elem_ptr) = unranked::ranked_desc(ctx, rw, loc, ty, value)?;
        unranked::aligned_ptr(rw, loc, desc_ptr, elem_ptr)?
    } else {
        descriptor(ctx, rw, value)?.aligned_ptr(rw, loc)?
    };
    let int = ptr_to_int(rw, loc, index_type(ctx, converter), aligned)?;
    rw.replace_op(op, &[int])?;
    Ok(())
}

fn lower_extract_strided_metadata(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let rank = source_memref(ctx, rw, op, 0)?.rank(ctx);
    let base_ty = rw
        .body()
        .result_types(op)
        .next()
        .ok_or_else(|| fail("no base buffer result"))?;
    let source = descriptor(ctx, rw, operands.one_to_one()?[0])?;
    let allocated = source.allocated_ptr(rw, loc)?;
    let aligned = source.aligned_ptr(rw, loc)?;
    let llvm = LLVMTypeConverter::from_type_converter(converter)
        .ok_or_else(|| fail("not an LLVM type converter"))?;
    let base = MemRefDescriptor::from_static_shape(rw, loc, &llvm, base_ty, allocated, aligned)?;
    let mut results = vec![base.value(), source.offset(rw, loc)?];
    for i in 0..rank {
        results.push(source.size(rw, loc, i)?);
    }
    for i in 0..rank {
        results.push(source.stride(rw, loc, i)?);
    }
    rw.replace_op(op, &results)?;
    Ok(())
}

/// The values of dense array property `name` of `op`.
fn static_values(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    op: OpId,
    name: &str,
) -> Option<Vec<i64>> {
    let attr = oxir::structure::dictionary_get(ctx, rw.body().op_props(op)?, name.as_bytes())?;
    Some(
        attr.dyn_cast::<DenseArrayAttr>(ctx)?
            .i64_values(ctx)?
            .collect(),
    )
}

fn lower_reinterpret_cast(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let source_ty = operand_type(rw, op, 0)?;
    let target = ranked_result(ctx, rw, op)?;
    let missing = || fail("missing static offsets, sizes or strides");
    let offsets = static_values(ctx, rw, op, "static_offsets").ok_or_else(missing)?;
    let sizes = static_values(ctx, rw, op, "static_sizes").ok_or_else(missing)?;
    let strides = static_values(ctx, rw, op, "static_strides").ok_or_else(missing)?;
    let rank = target.rank(ctx);
    if offsets.len() != 1 || sizes.len() != rank || strides.len() != rank {
        return Err(fail("offsets, sizes and strides do not match the result"));
    }
    let values = operands.one_to_one()?.to_vec();
    let mut dynamic = values[1..].iter().copied();
    let mut next = || {
        dynamic
            .next()
            .ok_or_else(|| fail("missing dynamic operand"))
    };
    let dyn_offset = if offsets[0] == DYNAMIC {
        Some(next()?)
    } else {
        None
    };
    let mut dyn_sizes = Vec::new();
    for &size in &sizes {
        dyn_sizes.push(if size == DYNAMIC { Some(next()?) } else { None });
    }
    let mut dyn_strides = Vec::new();
    for &stride in &strides {
        dyn_strides.push(if stride == DYNAMIC {
            Some(next()?)
        } else {
            None
        });
    }
    let desc_ty = converted(ctx, converter, target.ty())?;
    let mut desc = MemRefDescriptor::undef(rw, loc, desc_ty)?;
    let (allocated, aligned) = unranked::pointers(ctx, rw, loc, source_ty, values[0])?;
    desc.set_allocated_ptr(rw, loc, allocated)?;
    desc.set_aligned_ptr(rw, loc, aligned)?;
    match dyn_offset {
        Some(offset) => desc.set_offset(rw, loc, offset)?,
        None => desc.set_constant_offset(rw, loc, offsets[0])?,
    }
    for i in 0..rank {
        match dyn_sizes[i] {
            Some(size) => desc.set_size(rw, loc, i, size)?,
            None => desc.set_constant_size(rw, loc, i, sizes[i])?,
        }
        match dyn_strides[i] {
            Some(stride) => desc.set_stride(rw, loc, i, stride)?,
            None => desc.set_constant_stride(rw, loc, i, strides[i])?,
        }
    }
    rw.replace_op(op, &[desc.value()])?;
    Ok(())
}

fn lower_cast(
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
    let ranked = |t: Type| t.isa::<MemRefType>(ctx);
    let unranked = |t: Type| t.isa::<UnrankedMemRefType>(ctx);
    let replacement = if ranked(source_ty) && ranked(result_ty) {
        // Between ranked memrefs the descriptor is the same.
        value
    } else if ranked(source_ty) && unranked(result_ty) {
        // The ranked descriptor goes to the stack; the unranked one points at it.
        let index = index_type(ctx, converter);
        let slot = unranked::promote_to_stack(rw, loc, value)?;
        let rank = source_ty
            .dyn_cast::<MemRefType>(ctx)
            .map_or(0, |t| t.rank(ctx));
        let rank = index_const(rw, loc, index, rank as i64)?;
        let unranked_ty = converted(ctx, converter, result_ty)?;
        UnrankedMemRefDescriptor::pack(rw, loc, unranked_ty, &[rank, slot])?
    } else if unranked(source_ty) && ranked(result_ty) {
        let desc = UnrankedMemRefDescriptor::new(ctx, rw.body(), value)
            .ok_or_else(|| fail("operand is not an unranked descriptor"))?;
        let ptr = desc.memref_desc_ptr(rw, loc)?;
        let desc_ty = converted(ctx, converter, result_ty)?;
        load(rw, loc, desc_ty, ptr, None)?
    } else {
        return Err(fail("unsupported memref cast"));
    };
    rw.replace_op(op, &[replacement])?;
    Ok(())
}

/// Whether a memref of `ty` is one contiguous row-major block: an identity layout, or a
/// static shape of some elements whose inner strides are the row-major ones and whose other
/// dimensions have size 1 (MLIR's `isStaticShapeAndContiguousRowMajor`, checked before
/// lowering `memref.copy` to `llvm.intr.memcpy`).
/// Whether `memref.copy` `op` copies between two contiguous memrefs (with `llvm.intr.memcpy`,
/// else through `memrefCopy`).
fn copies_contiguous(ctx: &Context, body: &oxir::Body, op: OpId) -> bool {
    body.operands(op)
        .all(|v| is_contiguous(ctx, body.value_type(v)))
}

pub(crate) fn is_contiguous(ctx: &Context, ty: Type) -> bool {
    let Some(ty) = ty.dyn_cast::<MemRefType>(ctx) else {
        return false;
    };
    if ty.has_identity_layout(ctx) {
        return true;
    }
    let shape = ty.shape(ctx);
    if shape.contains(&DYNAMIC) || shape.contains(&0) {
        return false;
    }
    let Some((strides, _)) = ty.strides_and_offset(ctx) else {
        return false;
    };
    // Inner dimensions of row-major strides, then only dimensions of size 1.
    let mut running = 1i64;
    let mut inner = shape.len();
    for (&size, &stride) in shape.iter().zip(&strides).rev() {
        if stride != running {
            break;
        }
        running = running.saturating_mul(size);
        inner -= 1;
    }
    shape[..inner].iter().all(|&size| size == 1)
}

fn lower_copy(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    if !copies_contiguous(rw.ctx(), rw.body(), op) {
        return unranked::lower_copy_call(ctx, op, operands, converter, rw);
    }
    let loc = rw.body().op_loc(op);
    let source_ty = source_memref(ctx, rw, op, 0)?;
    let values = operands.one_to_one()?.to_vec();
    let source = descriptor(ctx, rw, values[0])?;
    let target = descriptor(ctx, rw, values[1])?;
    let index = index_type(ctx, converter);
    let mut count = index_const(rw, loc, index, 1)?;
    for i in 0..source_ty.rank(ctx) {
        let size = source.size(rw, loc, i)?;
        count = mul(rw, loc, count, size)?;
    }
    let elem_size = size_in_bytes(rw, loc, converter, source_ty.element_type(ctx))?;
    let total = mul(rw, loc, count, elem_size)?;
    let elem = converted_element(ctx, converter, source_ty)?;
    let mut ptrs = Vec::new();
    for desc in [source, target] {
        let base = desc.aligned_ptr(rw, loc)?;
        let offset = desc.offset(rw, loc)?;
        ptrs.push(gep(
            rw,
            loc,
            desc.ptr_type(),
            elem,
            base,
            &[GepArg::Value(offset)],
        )?);
    }
    oxir_llvm::MemcpyOp::create_unwrapped(rw, loc, ptrs[1], ptrs[0], total, 0)?;
    rw.erase_op(op)?;
    Ok(())
}

pub(crate) fn ranked_result(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    op: OpId,
) -> Result<MemRefType, MatchFailure> {
    rw.body()
        .result_types(op)
        .next()
        .and_then(|t| t.dyn_cast::<MemRefType>(ctx))
        .ok_or_else(|| fail("expected a ranked memref result"))
}

/// The `!llvm.array` nest a global memref of `ty` is stored as (MLIR's
/// `convertGlobalMemrefTypeToLLVM`).
fn global_type(
    ctx: &Context,
    converter: &TypeConverter,
    ty: MemRefType,
) -> Result<Type, MatchFailure> {
    let mut array = converted_element(ctx, converter, ty)?;
    for &size in ty.shape(ctx).iter().rev() {
        let size = u64::try_from(size).map_err(|_| fail("global memref has a dynamic size"))?;
        array = LLVMArrayType::get(ctx, size, array).ty();
    }
    Ok(array)
}

pub(crate) fn address_space(ctx: &Context, ty: MemRefType) -> Result<i64, MatchFailure> {
    match ty.memory_space(ctx) {
        None => Ok(0),
        Some(space) => space
            .dyn_cast::<IntegerAttr>(ctx)
            .and_then(|a| a.value_i64(ctx))
            .ok_or_else(|| fail("memory space is not an integer")),
    }
}

fn lower_global(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let loc = rw.body().op_loc(op);
    let global = oxir_memref::GlobalOp::from_op(ctx, rw.body(), op)
        .ok_or_else(|| fail("not a memref.global"))?;
    let ty = global
        .type_(ctx, rw.body())
        .and_then(|t| t.value(ctx).dyn_cast::<MemRefType>(ctx))
        .ok_or_else(|| fail("expected a ranked memref type"))?;
    let array = global_type(ctx, converter, ty)?;
    let name = global
        .sym_name(ctx, rw.body())
        .ok_or_else(|| fail("no symbol name"))?;
    let private = global
        .sym_visibility(ctx, rw.body())
        .is_some_and(|v| ctx.string_bytes(v.attr()) == b"private");
    let initial = global.initial_value(ctx, rw.body());
    let uninitialized = initial.is_some_and(|v| v.dyn_cast::<UnitAttr>(ctx).is_some());
    let value = match initial {
        None => None,
        Some(_) if uninitialized => None,
        Some(v) if ty.rank(ctx) == 0 => Some(
            v.dyn_cast::<oxir::attrs::DenseElementsAttr>(ctx)
                .and_then(|d| d.splat_value(ctx))
                .ok_or_else(|| fail("initial value is not a splat"))?,
        ),
        Some(v) => Some(v),
    };
    let linkage = oxir_llvm::LinkageAttr::get(
        ctx,
        if private {
            oxir_llvm::Linkage::Private
        } else {
            oxir_llvm::Linkage::External
        },
    )
    .attr();
    let i32_ty = integer(ctx, 32);
    let space = address_space(ctx, ty)?;
    let alignment = global.alignment(ctx, rw.body()).map(|a| a.attr());
    let constant = global
        .constant(ctx, rw.body())
        .then(|| UnitAttr::get(ctx).attr());
    let new = oxir_llvm::GlobalOp::create(
        rw,
        loc,
        TypeAttr::get(ctx, array).attr(),
        constant,
        name.attr(),
        Some(linkage),
        None,
        None,
        value,
        alignment,
        Some(IntegerAttr::get(ctx, i32_ty, space).attr()),
        None,
        None,
    )?
    .id();
    if uninitialized {
        // An initializer region returning `llvm.mlir.undef`, as MLIR.
        let (scope, regions) = rw.body_mut().region_scope_mut(new);
        let region = *regions
            .first()
            .ok_or_else(|| fail("llvm.mlir.global has no region"))?;
        let block = scope.create_block(&[]);
        scope.insert_block(region, block, None)?;
        let mut b = oxir::BodyBuilder::at_end(ctx, scope, block);
        let undef = oxir_llvm::UndefOp::create(&mut b, loc, array)?.id();
        let undef = b.body().results(undef).next().ok_or(IrError::Detached)?;
        oxir_llvm::ReturnOp::create(&mut b, loc, Some(undef))?;
    }
    rw.erase_op(op)?;
    Ok(())
}

/// The allocated pointer of a descriptor of a global: an address no one may free.
const DEAD_BEEF: i64 = 0xdeadbeef;

fn lower_get_global(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> PatternResult {
    let ty = identity_result(ctx, rw, op)?;
    let loc = rw.body().op_loc(op);
    let get = oxir_memref::GetGlobalOp::from_op(ctx, rw.body(), op)
        .ok_or_else(|| fail("not a memref.get_global"))?;
    let name = get
        .name(ctx, rw.body())
        .ok_or_else(|| fail("no global name"))?;
    let (sizes, strides, _) = descriptor_sizes(rw, loc, converter, ty, &[], true)?;
    let array = global_type(ctx, converter, ty)?;
    let space = u32::try_from(address_space(ctx, ty)?).map_err(|_| fail("bad memory space"))?;
    let ptr = LLVMPointerType::get(ctx, space).ty();
    let address = oxir_llvm::AddressOfOp::create(rw, loc, ptr, name)?.id();
    let address = first_result(rw, address)?;
    let zeros = vec![GepArg::Const(0); ty.rank(ctx) + 1];
    let aligned = gep(rw, loc, ptr, array, address, &zeros)?;
    // An integer of the pointer's width (64 bits in every address space of the default
    // layout), not of the index type, as MLIR.
    let beef = index_const(rw, loc, integer(ctx, 64), DEAD_BEEF)?;
    let allocated = int_to_ptr(rw, loc, ptr, beef)?;
    let desc = create_descriptor(
        rw,
        loc,
        converter,
        ty.ty(),
        allocated,
        aligned,
        &sizes,
        &strides,
    )?;
    rw.replace_op(op, &[desc])?;
    Ok(())
}

/// Adds the memref lowering patterns (MLIR's `populateFinalizeMemRefToLLVMConversionPatterns`).
/// `alloc` and `dealloc` call the functions of `options`, which the caller declares (see
/// [`declare_runtime_functions`]).
pub fn populate_finalize_memref_to_llvm_patterns(
    options: MemRefLoweringOptions,
    patterns: &mut ConversionPatternSet,
) {
    patterns.add_fn(
        "memref.alloc",
        "AllocOpLowering",
        move |ctx, op, operands, converter, rw| {
            lower_alloc(ctx, op, operands, converter, rw, options)
        },
    );
    patterns.add_fn(
        "memref.dealloc",
        "DeallocOpLowering",
        move |ctx, op, operands, _, rw| lower_dealloc(ctx, op, operands, rw, options),
    );
    populate_without_heap(patterns);
}

/// The patterns that need no declared function.
fn populate_without_heap(patterns: &mut ConversionPatternSet) {
    patterns.add_fn("memref.alloca", "AllocaOpLowering", lower_alloca);
    patterns.add_fn("memref.load", "LoadOpLowering", lower_load);
    patterns.add_fn("memref.store", "StoreOpLowering", lower_store);
    patterns.add_fn("memref.dim", "DimOpLowering", lower_dim);
    patterns.add_fn("memref.rank", "RankOpLowering", lower_rank);
    patterns.add_fn(
        "memref.extract_aligned_pointer_as_index",
        "ConvertExtractAlignedPointerAsIndex",
        lower_extract_aligned_pointer,
    );
    patterns.add_fn(
        "memref.extract_strided_metadata",
        "ExtractStridedMetadataOpLowering",
        lower_extract_strided_metadata,
    );
    patterns.add_fn(
        "memref.reinterpret_cast",
        "MemRefReinterpretCastOpLowering",
        lower_reinterpret_cast,
    );
    patterns.add_fn("memref.cast", "MemRefCastOpLowering", lower_cast);
    patterns.add_fn("memref.copy", "MemRefCopyOpLowering", lower_copy);
    patterns.add_fn(
        "memref.view",
        "ViewOpLowering",
        crate::memref_views::lower_view,
    );
    patterns.add_fn(
        "memref.transpose",
        "TransposeOpLowering",
        crate::memref_views::lower_transpose,
    );
    patterns.add_fn(
        "memref.reshape",
        "MemRefReshapeOpLowering",
        crate::memref_reshape::lower_reshape,
    );
    patterns.add_fn(
        "memref.memory_space_cast",
        "MemorySpaceCastOpLowering",
        crate::memref_views::lower_memory_space_cast,
    );
    patterns.add_fn(
        "memref.assume_alignment",
        "AssumeAlignmentOpLowering",
        crate::memref_intrinsics::lower_assume_alignment,
    );
    patterns.add_fn(
        "memref.prefetch",
        "PrefetchOpLowering",
        crate::memref_intrinsics::lower_prefetch,
    );
    patterns.add_fn(
        "memref.alloca_scope",
        "AllocaScopeOpLowering",
        crate::memref_scope::lower_alloca_scope,
    );
    patterns.add_fn(
        "memref.atomic_rmw",
        "AtomicRMWOpLowering",
        crate::memref_atomics::lower_atomic_rmw,
    );
    patterns.add_fn(
        "memref.generic_atomic_rmw",
        "GenericAtomicRMWOpLowering",
        crate::memref_atomics::lower_generic_atomic_rmw,
    );
    patterns.add_fn(
        "memref.global",
        "GlobalMemrefOpLowering",
        |ctx, op, _, converter, rw| lower_global(ctx, op, converter, rw),
    );
    patterns.add_fn(
        "memref.get_global",
        "GetGlobalMemrefOpLowering",
        |ctx, op, _, converter, rw| lower_get_global(ctx, op, converter, rw),
    );
}

/// The function `op` calls once lowered with `options`: the allocation function of a
/// `memref.alloc`, the deallocation function of a `memref.dealloc`.
fn runtime_function(
    ctx: &Context,
    body: &oxir::Body,
    op: OpId,
    options: MemRefLoweringOptions,
    index: Type,
) -> Option<FunctionDecl> {
    let f = match ctx.op_name_str(body.op_name(op)) {
        "memref.alloc" => options.alloc_fn(),
        "memref.dealloc" => options.free_fn(),
        "memref.copy" if !copies_contiguous(ctx, body, op) => RuntimeFn::MemrefCopy,
        _ => return None,
    };
    Some(f.decl(ctx, index))
}

/// The functions the `alloc` and `dealloc` ops nested in `module` will call, in the order
/// MLIR's patterns declare them, each once.
fn runtime_functions(
    ctx: &Context,
    body: &mut oxir::Body,
    module: OpId,
    options: MemRefLoweringOptions,
    index: Type,
) -> Vec<FunctionDecl> {
    let mut needed: Vec<FunctionDecl> = Vec::new();
    body.walk(module, WalkOrder::PreOrder, |b, op| {
        if let Some(f) = runtime_function(ctx, b, op, options, index)
            && !needed.contains(&f)
        {
            needed.push(f);
        }
    });
    needed
}

/// The memref lowering's contribution to `-convert-to-llvm`.
struct MemRefToLLVM;

impl ConvertToLLVMPatternInterface for MemRefToLLVM {
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        _ctx: &Context,
        _target: &mut ConversionTarget,
        _converter: &mut LLVMTypeConverter,
        patterns: &mut ConversionPatternSet,
    ) {
        populate_finalize_memref_to_llvm_patterns(MemRefLoweringOptions::default(), patterns);
    }

    fn functions_to_declare(
        &self,
        ctx: &Context,
        body: &oxir::Body,
        op: OpId,
        converter: &LLVMTypeConverter,
    ) -> Vec<FunctionDecl> {
        let index = integer(ctx, converter.index_bitwidth());
        runtime_function(ctx, body, op, MemRefLoweringOptions::default(), index)
            .into_iter()
            .collect()
    }
}

/// Attaches the memref lowering's `ConvertToLLVMPatternInterface` to the `memref` dialect.
pub fn register_memref_to_llvm_interface(ctx: &Context) {
    ctx.attach_dialect_interface::<dyn ConvertToLLVMPatternInterface>(
        "memref",
        Box::new(MemRefToLLVM),
    );
}

/// The `finalize-memref-to-llvm` pass (MLIR's `FinalizeMemRefToLLVMConversionPass`).
pub struct FinalizeMemRefToLLVM {
    options: PassOptions,
}

impl Default for FinalizeMemRefToLLVM {
    fn default() -> Self {
        FinalizeMemRefToLLVM {
            options: PassOptions::new()
                .bool(
                    "use-aligned-alloc",
                    "Use aligned_alloc in place of malloc for heap allocations",
                    false,
                )
                .uint(
                    "index-bitwidth",
                    "Bitwidth of the index type, 0 to use size of machine word",
                    0,
                )
                .bool(
                    "use-generic-functions",
                    "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
                    false,
                ),
        }
    }
}

impl Pass for FinalizeMemRefToLLVM {
    fn name(&self) -> &str {
        "FinalizeMemRefToLLVMConversionPass"
    }

    fn argument(&self) -> &str {
        "finalize-memref-to-llvm"
    }

    fn description(&self) -> &str {
        "Finalize MemRef dialect to LLVM dialect conversion"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let memref_options = MemRefLoweringOptions {
            use_aligned_alloc: self
                .options
                .get::<bool>("use-aligned-alloc")
                .unwrap_or(false),
            use_generic_functions: self
                .options
                .get::<bool>("use-generic-functions")
                .unwrap_or(false),
        };
        let mut llvm_options = LowerToLLVMOptions::from_data_layout(ctx, target.body, op);
        let bits = self.options.get::<u64>("index-bitwidth").unwrap_or(0);
        if bits != 0 {
            llvm_options.index_bitwidth = u32::try_from(bits).map_err(|_| {
                Diagnostic::error(ctx.common().unknown_loc, "index-bitwidth is too large")
            })?;
        }
        let converter = LLVMTypeConverter::new(llvm_options);
        let mut legality = ConversionTarget::new();
        legality.add_legal_dialect("llvm");
        let mut patterns = ConversionPatternSet::new();
        populate_finalize_memref_to_llvm_patterns(memref_options, &mut patterns);
        let index = integer(ctx, llvm_options.index_bitwidth);
        let wanted = runtime_functions(ctx, target.body, op, memref_options, index);
        let conversion = Conversion::new(&legality, &patterns, &converter);
        convert_with_declared_functions(ctx, target.body, op, &wanted, |body| {
            apply_partial_conversion(ctx, body, op, &conversion)
        })
    }
}
