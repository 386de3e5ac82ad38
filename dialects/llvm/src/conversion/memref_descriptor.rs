//! [`MemRefDescriptor`] and [`UnrankedMemRefDescriptor`]: MLIR's helpers of those names, which
//! read and write the fields of a memref's descriptor struct with `llvm.extractvalue` and
//! `llvm.insertvalue` at the rewriter's insertion point. Ranked:
//! `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>` (allocated pointer, aligned
//! pointer, offset, sizes, strides; rank 0 has the first three); unranked:
//! `!llvm.struct<(iN, ptr)>` (rank, pointer to a ranked descriptor). They only build the ops
//! that move fields; which types a memref becomes is [`super::LLVMTypeConverter`]'s.

use crate::{LLVMArrayType, LLVMStructType};
use oxir::attrs::{DenseArrayAttr, IntegerAttr};
use oxir::rewrite::PatternRewriter;
use oxir::structure::{Body, IrError, Location, Value};
use oxir::types::MemRefType;
use oxir::{Context, Type};

const ALLOCATED_PTR: i64 = 0;
const ALIGNED_PTR: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

/// Builds op `name` at the insertion point with `operands`, one result of `ty` and property
/// `prop` when given; returns the result.
fn build(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[Value],
    ty: Type,
    prop: Option<(&str, oxir::Attribute)>,
) -> Result<Value, IrError> {
    let ctx = rewriter.ctx();
    let mut state = rewriter.state(name).operands(operands).results(&[ty]);
    state.loc = loc;
    if let Some((key, value)) = prop {
        state.props = oxir::op_support::properties(ctx, &[(key, Some(value))]);
    }
    let op = rewriter.create(state)?;
    rewriter.body().results(op).next().ok_or(IrError::Detached)
}

/// `llvm.mlir.undef : ty`.
fn undef(rewriter: &mut PatternRewriter<'_>, loc: Location, ty: Type) -> Result<Value, IrError> {
    build(rewriter, loc, "llvm.mlir.undef", &[], ty, None)
}

/// `llvm.extractvalue container[position]` of type `ty`.
fn extract(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    container: Value,
    position: &[i64],
    ty: Type,
) -> Result<Value, IrError> {
    let position = DenseArrayAttr::from_i64(rewriter.ctx(), position).attr();
    build(
        rewriter,
        loc,
        "llvm.extractvalue",
        &[container],
        ty,
        Some(("position", position)),
    )
}

/// `llvm.insertvalue value, container[position]`.
fn insert(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    container: Value,
    value: Value,
    position: &[i64],
) -> Result<Value, IrError> {
    let ty = rewriter.body().value_type(container);
    let position = DenseArrayAttr::from_i64(rewriter.ctx(), position).attr();
    build(
        rewriter,
        loc,
        "llvm.insertvalue",
        &[container, value],
        ty,
        Some(("position", position)),
    )
}

/// `llvm.mlir.constant(value : index) : ty` (MLIR's `createIndexAttrConstant`).
fn constant(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: i64,
) -> Result<Value, IrError> {
    let index = rewriter.ctx().intern_type(oxir::TypeData::Index);
    let attr = IntegerAttr::get(rewriter.ctx(), index, value).attr();
    build(
        rewriter,
        loc,
        "llvm.mlir.constant",
        &[],
        ty,
        Some(("value", attr)),
    )
}

/// The body of literal struct `ty`, if it is one.
fn struct_fields(ctx: &Context, ty: Type) -> Option<&[Type]> {
    Some(ty.dyn_cast::<LLVMStructType>(ctx)?.body(ctx))
}

fn out_of_range(what: &'static str, index: usize, len: usize) -> IrError {
    IrError::OutOfRange { what, index, len }
}

/// What a size or stride is set to.
enum Entry {
    Value(Value),
    Constant(i64),
}

/// A ranked memref descriptor value (MLIR's `MemRefDescriptor`). Setters build an
/// `llvm.insertvalue` and make its result the descriptor's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemRefDescriptor {
    value: Value,
    ptr: Type,
    index: Type,
    rank: usize,
}

impl MemRefDescriptor {
    /// `value` as a descriptor, when its type is a descriptor struct.
    pub fn new(ctx: &Context, body: &Body, value: Value) -> Option<Self> {
        let fields = struct_fields(ctx, body.value_type(value))?;
        let rank = match fields {
            [_, _, _] => 0,
            [_, _, _, sizes, _] => {
                usize::try_from(sizes.dyn_cast::<LLVMArrayType>(ctx)?.num_elements(ctx)).ok()?
            }
            _ => return None,
        };
        Some(MemRefDescriptor {
            value,
            ptr: fields[0],
            index: fields[2],
            rank,
        })
    }

    /// An `llvm.mlir.undef` of descriptor type `ty` (MLIR's `MemRefDescriptor::undef`).
    pub fn undef(
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        ty: Type,
    ) -> Result<Self, IrError> {
        let value = undef(rewriter, loc, ty)?;
        Self::new(rewriter.ctx(), rewriter.body(), value).ok_or(out_of_range(
            "descriptor field",
            0,
            0,
        ))
    }

    /// The descriptor value, after the last setter.
    pub fn value(self) -> Value {
        self.value
    }

    /// The rank of the memref it describes.
    pub fn rank(self) -> usize {
        self.rank
    }

    /// The type of its offset, sizes and strides (the converter's index type).
    pub fn index_type(self) -> Type {
        self.index
    }

    /// The type of its pointers.
    pub fn ptr_type(self) -> Type {
        self.ptr
    }

    fn check_dim(self, pos: usize) -> Result<i64, IrError> {
        if pos < self.rank {
            i64::try_from(pos).map_err(|_| out_of_range("dimension", pos, self.rank))
        } else {
            Err(out_of_range("dimension", pos, self.rank))
        }
    }

    fn get(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        position: &[i64],
        ty: Type,
    ) -> Result<Value, IrError> {
        extract(rewriter, loc, self.value, position, ty)
    }

    fn set(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        position: &[i64],
        value: Value,
    ) -> Result<(), IrError> {
        self.value = insert(rewriter, loc, self.value, value, position)?;
        Ok(())
    }

    /// Entry `pos` of array field `array` (the sizes or the strides).
    fn get_dim(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        array: i64,
        pos: usize,
    ) -> Result<Value, IrError> {
        let pos = self.check_dim(pos)?;
        self.get(rewriter, loc, &[array, pos], self.index)
    }

    /// Sets entry `pos` of array field `array` to `value`.
    fn set_dim(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        array: i64,
        pos: usize,
        value: Entry,
    ) -> Result<(), IrError> {
        let pos = self.check_dim(pos)?;
        let value = match value {
            Entry::Value(value) => value,
            Entry::Constant(c) => constant(rewriter, loc, self.index, c)?,
        };
        self.set(rewriter, loc, &[array, pos], value)
    }

    /// The allocated pointer.
    pub fn allocated_ptr(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
    ) -> Result<Value, IrError> {
        self.get(rewriter, loc, &[ALLOCATED_PTR], self.ptr)
    }

    /// Sets the allocated pointer.
    pub fn set_allocated_ptr(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        ptr: Value,
    ) -> Result<(), IrError> {
        self.set(rewriter, loc, &[ALLOCATED_PTR], ptr)
    }

    /// The aligned pointer.
    pub fn aligned_ptr(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
    ) -> Result<Value, IrError> {
        self.get(rewriter, loc, &[ALIGNED_PTR], self.ptr)
    }

    /// Sets the aligned pointer.
    pub fn set_aligned_ptr(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        ptr: Value,
    ) -> Result<(), IrError> {
        self.set(rewriter, loc, &[ALIGNED_PTR], ptr)
    }

    /// The offset.
    pub fn offset(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
    ) -> Result<Value, IrError> {
        self.get(rewriter, loc, &[OFFSET], self.index)
    }

    /// Sets the offset.
    pub fn set_offset(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        offset: Value,
    ) -> Result<(), IrError> {
        self.set(rewriter, loc, &[OFFSET], offset)
    }

    /// Sets the offset to a constant (an `llvm.mlir.constant`).
    pub fn set_constant_offset(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        offset: i64,
    ) -> Result<(), IrError> {
        let value = constant(rewriter, loc, self.index, offset)?;
        self.set_offset(rewriter, loc, value)
    }

    /// The size of dimension `pos`.
    pub fn size(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        pos: usize,
    ) -> Result<Value, IrError> {
        self.get_dim(rewriter, loc, SIZES, pos)
    }

    /// Sets the size of dimension `pos`.
    pub fn set_size(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        pos: usize,
        size: Value,
    ) -> Result<(), IrError> {
        self.set_dim(rewriter, loc, SIZES, pos, Entry::Value(size))
    }

    /// Sets the size of dimension `pos` to a constant.
    pub fn set_constant_size(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        pos: usize,
        size: i64,
    ) -> Result<(), IrError> {
        self.set_dim(rewriter, loc, SIZES, pos, Entry::Constant(size))
    }

    /// The stride of dimension `pos`.
    pub fn stride(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        pos: usize,
    ) -> Result<Value, IrError> {
        self.get_dim(rewriter, loc, STRIDES, pos)
    }

    /// Sets the stride of dimension `pos`.
    pub fn set_stride(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        pos: usize,
        stride: Value,
    ) -> Result<(), IrError> {
        self.set_dim(rewriter, loc, STRIDES, pos, Entry::Value(stride))
    }

    /// Sets the stride of dimension `pos` to a constant.
    pub fn set_constant_stride(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        pos: usize,
        stride: i64,
    ) -> Result<(), IrError> {
        self.set_dim(rewriter, loc, STRIDES, pos, Entry::Constant(stride))
    }

    /// The descriptor of memref `ty`, of static shape, strides and offset, over the pointers
    /// `allocated` and `aligned` (MLIR's `MemRefDescriptor::fromStaticShape`): the offset,
    /// sizes and strides as `llvm.mlir.constant`s. Fails when `ty` does not convert or has a
    /// dynamic size, stride or offset.
    pub fn from_static_shape(
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        converter: &super::LLVMTypeConverter,
        ty: Type,
        allocated: Value,
        aligned: Value,
    ) -> Result<Self, IrError> {
        let ctx = rewriter.ctx();
        let not_static = || out_of_range("static memref", 0, 0);
        let memref = ty.dyn_cast::<MemRefType>(ctx).ok_or_else(not_static)?;
        let shape = memref.shape(ctx).to_vec();
        let (strides, offset) = memref.strides_and_offset(ctx).ok_or_else(not_static)?;
        let dynamic = oxir::types::DYNAMIC;
        if offset == dynamic || shape.contains(&dynamic) || strides.contains(&dynamic) {
            return Err(not_static());
        }
        let desc_ty = converter.convert(ctx, ty).ok_or_else(not_static)?;
        let mut desc = Self::undef(rewriter, loc, desc_ty)?;
        desc.set_allocated_ptr(rewriter, loc, allocated)?;
        desc.set_aligned_ptr(rewriter, loc, aligned)?;
        desc.set_constant_offset(rewriter, loc, offset)?;
        for (pos, (size, stride)) in shape.into_iter().zip(strides).enumerate() {
            desc.set_constant_size(rewriter, loc, pos, size)?;
            desc.set_constant_stride(rewriter, loc, pos, stride)?;
        }
        Ok(desc)
    }

    /// The number of values a descriptor of memref `ty` unpacks to (MLIR's
    /// `getNumUnpackedValues`): 3 + 2 × rank; `None` when `ty` is not a ranked memref.
    pub fn num_unpacked_values(ctx: &Context, ty: Type) -> Option<usize> {
        Some(3 + 2 * ty.dyn_cast::<MemRefType>(ctx)?.rank(ctx))
    }

    /// A descriptor of type `ty` (the converted type of the memref) filled with `values`:
    /// allocated pointer, aligned pointer, offset, the sizes, the strides (MLIR's
    /// `MemRefDescriptor::pack`). Fails when the count does not match the rank.
    pub fn pack(
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        ty: Type,
        values: &[Value],
    ) -> Result<Value, IrError> {
        let mut desc = Self::undef(rewriter, loc, ty)?;
        let expected = 3 + 2 * desc.rank;
        if values.len() != expected {
            return Err(out_of_range("descriptor value", values.len(), expected));
        }
        desc.set_allocated_ptr(rewriter, loc, values[0])?;
        desc.set_aligned_ptr(rewriter, loc, values[1])?;
        desc.set_offset(rewriter, loc, values[2])?;
        for i in 0..desc.rank {
            desc.set_size(rewriter, loc, i, values[3 + i])?;
            desc.set_stride(rewriter, loc, i, values[3 + desc.rank + i])?;
        }
        Ok(desc.value)
    }

    /// The values of descriptor `packed`, in [`MemRefDescriptor::pack`]'s order (MLIR's
    /// `MemRefDescriptor::unpack`).
    pub fn unpack(
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        packed: Value,
    ) -> Result<Vec<Value>, IrError> {
        let desc = Self::new(rewriter.ctx(), rewriter.body(), packed).ok_or(out_of_range(
            "descriptor field",
            0,
            0,
        ))?;
        let mut values = vec![
            desc.allocated_ptr(rewriter, loc)?,
            desc.aligned_ptr(rewriter, loc)?,
            desc.offset(rewriter, loc)?,
        ];
        for i in 0..desc.rank {
            values.push(desc.size(rewriter, loc, i)?);
        }
        for i in 0..desc.rank {
            values.push(desc.stride(rewriter, loc, i)?);
        }
        Ok(values)
    }
}

/// An unranked memref descriptor value, `(rank, pointer to a ranked descriptor)` (MLIR's
/// `UnrankedMemRefDescriptor`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnrankedMemRefDescriptor {
    value: Value,
    index: Type,
    ptr: Type,
}

impl UnrankedMemRefDescriptor {
    /// `value` as an unranked descriptor, when its type is `!llvm.struct<(iN, ptr)>`.
    pub fn new(ctx: &Context, body: &Body, value: Value) -> Option<Self> {
        match *struct_fields(ctx, body.value_type(value))? {
            [index, ptr] => Some(UnrankedMemRefDescriptor { value, index, ptr }),
            _ => None,
        }
    }

    /// An `llvm.mlir.undef` of unranked descriptor type `ty`.
    pub fn undef(
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        ty: Type,
    ) -> Result<Self, IrError> {
        let value = undef(rewriter, loc, ty)?;
        Self::new(rewriter.ctx(), rewriter.body(), value).ok_or(out_of_range(
            "descriptor field",
            0,
            0,
        ))
    }

    /// The descriptor value, after the last setter.
    pub fn value(self) -> Value {
        self.value
    }

    /// The rank.
    pub fn rank(self, rewriter: &mut PatternRewriter<'_>, loc: Location) -> Result<Value, IrError> {
        extract(rewriter, loc, self.value, &[0], self.index)
    }

    /// Sets the rank.
    pub fn set_rank(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        rank: Value,
    ) -> Result<(), IrError> {
        self.value = insert(rewriter, loc, self.value, rank, &[0])?;
        Ok(())
    }

    /// The pointer to the ranked descriptor.
    pub fn memref_desc_ptr(
        self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
    ) -> Result<Value, IrError> {
        extract(rewriter, loc, self.value, &[1], self.ptr)
    }

    /// Sets the pointer to the ranked descriptor.
    pub fn set_memref_desc_ptr(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        ptr: Value,
    ) -> Result<(), IrError> {
        self.value = insert(rewriter, loc, self.value, ptr, &[1])?;
        Ok(())
    }

    /// The number of values an unranked descriptor unpacks to: 2.
    pub fn num_unpacked_values() -> usize {
        2
    }

    /// A descriptor of type `ty` from the rank and the pointer (MLIR's
    /// `UnrankedMemRefDescriptor::pack`).
    pub fn pack(
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        ty: Type,
        values: &[Value],
    ) -> Result<Value, IrError> {
        let [rank, ptr] = values else {
            return Err(out_of_range("descriptor value", values.len(), 2));
        };
        let mut desc = Self::undef(rewriter, loc, ty)?;
        desc.set_rank(rewriter, loc, *rank)?;
        desc.set_memref_desc_ptr(rewriter, loc, *ptr)?;
        Ok(desc.value)
    }

    /// The rank and the pointer of descriptor `packed`.
    pub fn unpack(
        rewriter: &mut PatternRewriter<'_>,
        loc: Location,
        packed: Value,
    ) -> Result<Vec<Value>, IrError> {
        let desc = Self::new(rewriter.ctx(), rewriter.body(), packed).ok_or(out_of_range(
            "descriptor field",
            0,
            0,
        ))?;
        Ok(vec![
            desc.rank(rewriter, loc)?,
            desc.memref_desc_ptr(rewriter, loc)?,
        ])
    }
}
