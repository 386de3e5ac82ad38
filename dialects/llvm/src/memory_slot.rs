//! The memory slot models of `llvm` (after MLIR 19's `LLVMMemorySlot.cpp`) through which
//! `-mem2reg` promotes `llvm.alloca`s of the entry block: the allocation names its slot (its
//! `elem_type`) and builds its default (`llvm.mlir.undef`), and non-volatile `llvm.load` and
//! `llvm.store` of the slot's type read and write it. Accesses of another type than the slot's
//! (which MLIR converts with casts) block promotion here.
//!
//! For `-sroa`, an `llvm.alloca` of one struct, or of an array of at most 16 elements, splits
//! into one alloca per part used: a `llvm.getelementptr` with constant indices starting `[0, i]`
//! moves to part `i` (dropping its first two indices), loads and stores of the alloca itself
//! to part 0 when they fit in it, and accesses through such a pointer (or through a GEP of it
//! with constant indices starting at 0) must fit in what it reaches. Sizes are those of LLVM's default data layout for integers, floats, pointers and
//! aggregates of them; an access of any other type of another size is taken as unsafe.

use crate::layout::size_and_align;
use crate::{LLVMArrayType, LLVMPointerType, LLVMStructType};
use oxir::attrs::{Attribute, DenseArrayAttr, IntegerAttr, TypeAttr};
use oxir::descriptor::attach_op_interface;
use oxir::memory_slot::{
    DeletionKind, DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, MemorySlot, PromotableAllocationOpInterface,
    PromotableMemOpInterface, SafeMemorySlotAccessOpInterface, WholeSlotLoad, WholeSlotStore,
    add_used_index, erase_promoted_allocation, subslot,
};
use oxir::op_support::attr;
use oxir::{Body, Builder, Context, InsertPoint, OpId, OperationState, Type, Value};

/// The model of `llvm.alloca`.
struct AllocaSlot;

impl PromotableAllocationOpInterface for AllocaSlot {
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
        let in_entry = body.op_parent_block(op).is_some_and(|block| {
            body.block_parent_region(block)
                .and_then(|region| body.region_entry(region))
                == Some(block)
        });
        let elem_type = attr(ctx, body, op, "elem_type")
            .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
            .map(|t| t.value(ctx));
        match (in_entry, elem_type, body.result(op, 0)) {
            (true, Some(elem_type), Some(ptr)) => vec![MemorySlot { ptr, elem_type }],
            _ => Vec::new(),
        }
    }

    fn default_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        builder: &mut Builder,
    ) -> Option<Value> {
        let state = OperationState::new(ctx.op_name(crate::UndefOp::NAME), body.op_loc(op))
            .results(&[slot.elem_type]);
        let undef = builder.create(ctx, body, state).ok()?;
        body.result(undef, 0)
    }

    fn handle_promotion_complete(
        &self,
        _ctx: &Context,
        body: &mut Body,
        op: OpId,
        _slot: &MemorySlot,
        default: Value,
    ) {
        erase_promoted_allocation(body, op, default);
    }
}

/// The most elements an array may have to be split (MLIR's `maxArraySizeForDestructuring`).
const MAX_ARRAY_ELEMENTS_TO_SPLIT: u64 = 16;

/// The parts of an aggregate type (MLIR's `getSubelementIndexMap` of LLVM's struct and array
/// types): each field or element, named by an `i32` attribute of its position.
fn subelements(ctx: &Context, ty: Type) -> Option<Vec<(Attribute, Type)>> {
    let i32_type = ctx.common().i32;
    let part = |i: usize, t: Type| (IntegerAttr::get(ctx, i32_type, i as i64).attr(), t);
    if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
        return Some(
            st.body(ctx)
                .iter()
                .enumerate()
                .map(|(i, t)| part(i, *t))
                .collect(),
        );
    }
    let array = ty.dyn_cast::<LLVMArrayType>(ctx)?;
    let count = array.num_elements(ctx);
    (count <= MAX_ARRAY_ELEMENTS_TO_SPLIT).then(|| {
        (0..count as usize)
            .map(|i| part(i, array.element_type(ctx)))
            .collect()
    })
}

/// Whether an access of type `access` stays inside a value of type `slot` (MLIR's
/// `isValidAccessType`, with sizes from [`size_and_align`]).
fn fits(ctx: &Context, access: Type, slot: Type) -> bool {
    access == slot
        || matches!(
            (size_and_align(ctx, access), size_and_align(ctx, slot)),
            (Some((a, _)), Some((s, _))) if a <= s
        )
}

/// Whether `op` carries `volatile_`.
fn is_volatile(ctx: &Context, body: &Body, op: OpId) -> bool {
    attr(ctx, body, op, "volatile_").is_some()
}

impl DestructurableAllocationOpInterface for AllocaSlot {
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Vec<DestructurableMemorySlot> {
        let one = body
            .operand(op, 0)
            .and_then(|size| oxir::rewrite::m_constant(ctx, body, size))
            .and_then(|c| c.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|c| c.value_i64(ctx))
            == Some(1);
        let elem_type = attr(ctx, body, op, "elem_type")
            .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
            .map(|t| t.value(ctx));
        match (one, elem_type, body.result(op, 0)) {
            (true, Some(elem_type), Some(ptr)) => subelements(ctx, elem_type)
                .map(|subelement_types| DestructurableMemorySlot {
                    slot: MemorySlot { ptr, elem_type },
                    subelement_types,
                })
                .into_iter()
                .collect(),
            _ => Vec::new(),
        }
    }

    fn destructure(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
    ) -> Vec<(Attribute, MemorySlot)> {
        let Some(size) = body.operand(op, 0) else {
            return Vec::new();
        };
        let ptr_type = LLVMPointerType::get(ctx, 0).ty();
        let loc = body.op_loc(op);
        let mut builder = Builder::at(ctx, InsertPoint::After(op));
        let mut out = Vec::new();
        for &index in used {
            let Some(elem_type) = slot.subelement_type(index) else {
                continue;
            };
            let mut state = OperationState::new(ctx.op_name(crate::AllocaOp::NAME), loc)
                .operands(&[size])
                .results(&[ptr_type]);
            state.props = oxir::op_support::properties(
                ctx,
                &[("elem_type", Some(TypeAttr::get(ctx, elem_type).attr()))],
            );
            if let Ok(alloca) = builder.create(ctx, body, state)
                && let Some(ptr) = body.result(alloca, 0)
            {
                out.push((index, MemorySlot { ptr, elem_type }));
            }
        }
        out
    }

    fn handle_destructuring_complete(
        &self,
        _ctx: &Context,
        body: &mut Body,
        op: OpId,
        _slot: &DestructurableMemorySlot,
    ) {
        // Every use of the alloca moved to the new ones.
        let _ = body.erase_op(op);
    }
}

/// The `-sroa` model of `llvm.getelementptr`.
struct GepAccess;

/// The type `indices` (after the first) reach from `ty`: a field of a struct, the element of
/// an array.
fn reached_type(ctx: &Context, mut ty: Type, indices: &[i32]) -> Option<Type> {
    for &index in indices {
        ty = if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
            *st.body(ctx).get(usize::try_from(index).ok()?)?
        } else {
            ty.dyn_cast::<LLVMArrayType>(ctx)?.element_type(ctx)
        };
    }
    Some(ty)
}

/// The constant indices of a GEP of `slot` that starts at index 0 with no dynamic index, and
/// the slot its result reaches; `None` for any other GEP.
fn constant_gep_of(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &MemorySlot,
) -> Option<(Vec<i32>, MemorySlot)> {
    let elem_type = attr(ctx, body, op, "elem_type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .map(|t| t.value(ctx));
    let raw = crate::gep::raw_indices(ctx, attr(ctx, body, op, "rawConstantIndices"));
    if body.operand(op, 0) != Some(slot.ptr)
        || elem_type != Some(slot.elem_type)
        || body.num_operands(op) != 1
        || raw.first() != Some(&0)
    {
        return None;
    }
    let reached = reached_type(ctx, slot.elem_type, &raw[1..])?;
    let ptr = body.result(op, 0)?;
    Some((
        raw,
        MemorySlot {
            ptr,
            elem_type: reached,
        },
    ))
}

impl SafeMemorySlotAccessOpInterface for GepAccess {
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        if body.operand(op, 0) != Some(slot.ptr) {
            return true;
        }
        match constant_gep_of(ctx, body, op, slot) {
            Some((_, reached)) => {
                must_be_safely_used.push(reached);
                true
            }
            None => false,
        }
    }
}

impl DestructurableAccessorOpInterface for GepAccess {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        let Some((raw, reached)) = constant_gep_of(ctx, body, op, &slot.slot) else {
            return false;
        };
        if raw.len() < 2 {
            return false;
        }
        let index = IntegerAttr::get(ctx, ctx.common().i32, i64::from(raw[1])).attr();
        if slot.subelement_type(index).is_none() {
            return false;
        }
        must_be_safely_used.push(reached);
        add_used_index(used, index);
        true
    }

    fn rewire(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
        _builder: &mut Builder,
    ) -> DeletionKind {
        let raw = crate::gep::raw_indices(ctx, attr(ctx, body, op, "rawConstantIndices"));
        let index = IntegerAttr::get(ctx, ctx.common().i32, i64::from(raw[1])).attr();
        let (Some(part), Some(result)) = (subslot(subslots, index), body.result(op, 0)) else {
            return DeletionKind::Keep;
        };
        if raw.len() == 2 {
            body.replace_all_uses(result, part.ptr);
            return DeletionKind::Delete;
        }
        let mut indices = vec![0];
        indices.extend_from_slice(&raw[2..]);
        let props = oxir::op_support::properties(
            ctx,
            &[
                ("elem_type", Some(TypeAttr::get(ctx, part.elem_type).attr())),
                ("inbounds", attr(ctx, body, op, "inbounds")),
                (
                    "rawConstantIndices",
                    Some(DenseArrayAttr::from_i32(ctx, &indices).attr()),
                ),
            ],
        );
        body.set_op_props(op, props);
        body.set_operands(op, &[part.ptr]);
        DeletionKind::Keep
    }
}

/// The `-sroa` model of `llvm.load` (no `value`) and `llvm.store` (`value` 0): a direct
/// access of the alloca reaches its part 0, and an access through a derived pointer must fit
/// in what the pointer reaches.
struct FirstPartAccess {
    /// The operand holding the address.
    address: usize,
    /// The operand holding the stored value (stores only).
    value: Option<usize>,
}

impl FirstPartAccess {
    /// The type `op` reads or writes.
    fn access_type(&self, body: &Body, op: OpId) -> Option<Type> {
        match self.value {
            Some(v) => body.operand(op, v).map(|v| body.value_type(v)),
            None => body.result(op, 0).map(|r| body.value_type(r)),
        }
    }
}

impl DestructurableAccessorOpInterface for FirstPartAccess {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        if is_volatile(ctx, body, op)
            || body.operand(op, self.address) != Some(slot.slot.ptr)
            || self
                .value
                .is_some_and(|v| body.operand(op, v) == Some(slot.slot.ptr))
        {
            return false;
        }
        let index = IntegerAttr::get(ctx, ctx.common().i32, 0).attr();
        let (Some(part), Some(access)) = (slot.subelement_type(index), self.access_type(body, op))
        else {
            return false;
        };
        if !fits(ctx, access, part) {
            return false;
        }
        add_used_index(used, index);
        true
    }

    fn rewire(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
        _builder: &mut Builder,
    ) -> DeletionKind {
        let index = IntegerAttr::get(ctx, ctx.common().i32, 0).attr();
        if let Some(part) = subslot(subslots, index) {
            let _ = body.set_operand(op, self.address, part.ptr);
        }
        DeletionKind::Keep
    }
}

impl SafeMemorySlotAccessOpInterface for FirstPartAccess {
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        body.operand(op, self.address) != Some(slot.ptr)
            || self
                .access_type(body, op)
                .is_some_and(|access| fits(ctx, access, slot.elem_type))
    }
}

/// Attaches the memory slot models (of `-mem2reg` and `-sroa`) to `llvm.alloca`, `llvm.load`,
/// `llvm.store` and `llvm.getelementptr`.
pub fn attach(ctx: &Context) {
    attach_op_interface::<dyn DestructurableAllocationOpInterface>(
        ctx,
        crate::AllocaOp::NAME,
        Box::new(AllocaSlot),
    );
    attach_op_interface::<dyn DestructurableAccessorOpInterface>(
        ctx,
        crate::GEPOp::NAME,
        Box::new(GepAccess),
    );
    attach_op_interface::<dyn SafeMemorySlotAccessOpInterface>(
        ctx,
        crate::GEPOp::NAME,
        Box::new(GepAccess),
    );
    for (name, value) in [(crate::LoadOp::NAME, None), (crate::StoreOp::NAME, Some(0))] {
        attach_op_interface::<dyn DestructurableAccessorOpInterface>(
            ctx,
            name,
            Box::new(FirstPartAccess {
                address: usize::from(value.is_some()),
                value,
            }),
        );
        attach_op_interface::<dyn SafeMemorySlotAccessOpInterface>(
            ctx,
            name,
            Box::new(FirstPartAccess {
                address: usize::from(value.is_some()),
                value,
            }),
        );
    }
    attach_op_interface::<dyn PromotableAllocationOpInterface>(
        ctx,
        crate::AllocaOp::NAME,
        Box::new(AllocaSlot),
    );
    attach_op_interface::<dyn PromotableMemOpInterface>(
        ctx,
        crate::LoadOp::NAME,
        Box::new(WholeSlotLoad {
            address: 0,
            blocked_by: Some("volatile_"),
        }),
    );
    attach_op_interface::<dyn PromotableMemOpInterface>(
        ctx,
        crate::StoreOp::NAME,
        Box::new(WholeSlotStore {
            value: 0,
            address: 1,
            blocked_by: Some("volatile_"),
        }),
    );
}
