//! The memory slot models of `memref` (MLIR 19's `MemRefMemorySlot.cpp`) through which
//! `-mem2reg` promotes single-element `memref.alloca`s: the allocation names its slot and builds
//! its default (`arith.constant` zero, or a fresh `memref.alloca` for memrefs of memrefs), and
//! `memref.load`/`memref.store` of the whole slot read and write it. For `-sroa`, an alloca of
//! a static shape of 2 to 16 elements splits into one `memref<T>` alloca per element used, and
//! loads and stores at constant in-bounds indices move to their element's alloca.

use oxir::attrs::{ArrayAttr, DenseElementsAttr, FloatAttr, IntegerAttr};
use oxir::descriptor::attach_op_interface;
use oxir::memory_slot::{
    DeletionKind, DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, MemorySlot, PromotableAllocationOpInterface,
    PromotableMemOpInterface, WholeSlotLoad, WholeSlotStore, add_used_index,
    erase_promoted_allocation, subslot,
};
use oxir::types::DYNAMIC;
use oxir::{Attribute, Body, Builder, Context, OpId, OperationState, Type, TypeData, Value};

/// The model of `memref.alloca`.
struct AllocaSlot;

/// The zero of `ty` (MLIR's `Builder::getZeroAttr`): integers, indices, floats, and splats of
/// them for vectors and ranked tensors.
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Index => Some(IntegerAttr::get(ctx, ty, 0).attr()),
        TypeData::Float(_) => Some(FloatAttr::get(ctx, ty, 0.0).attr()),
        TypeData::Vector { element, .. } | TypeData::RankedTensor { element, .. } => {
            let element = zero_attr(ctx, *element)?;
            DenseElementsAttr::get_splat(ctx, ty, element)
                .ok()
                .map(|splat| splat.attr())
        }
        _ => None,
    }
}

/// The element type of `ty` if it is a memref of one element whose default can be built
/// (MLIR's `getPromotableSlots` with `isSupportedElementType`).
fn single_element(ctx: &Context, ty: Type) -> Option<Type> {
    let TypeData::MemRef { shape, element, .. } = ctx.type_data(ty) else {
        return None;
    };
    let supported = matches!(ctx.type_data(*element), TypeData::MemRef { .. })
        || zero_attr(ctx, *element).is_some();
    (supported && shape.iter().all(|&d| d == 1 && d != DYNAMIC)).then_some(*element)
}

impl PromotableAllocationOpInterface for AllocaSlot {
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
        let Some(ptr) = body.result(op, 0) else {
            return Vec::new();
        };
        single_element(ctx, body.value_type(ptr))
            .map(|elem_type| MemorySlot { ptr, elem_type })
            .into_iter()
            .collect()
    }

    fn default_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        builder: &mut Builder,
    ) -> Option<Value> {
        let loc = body.op_loc(op);
        let ty = slot.elem_type;
        let state = match ctx.type_data(ty) {
            TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC) => {
                let mut state =
                    OperationState::new(ctx.op_name("memref.alloca"), loc).results(&[ty]);
                let segments = oxir::op_support::segment_sizes(ctx, &[0, 0]);
                state.props =
                    oxir::op_support::properties(ctx, &[("operandSegmentSizes", Some(segments))]);
                state
            }
            TypeData::MemRef { .. } => return None,
            _ => {
                let mut state =
                    OperationState::new(ctx.op_name("arith.constant"), loc).results(&[ty]);
                state.props =
                    oxir::op_support::properties(ctx, &[("value", Some(zero_attr(ctx, ty)?))]);
                state
            }
        };
        let created = builder.create(ctx, body, state).ok()?;
        body.result(created, 0)
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

/// `memref<element>`.
fn scalar_memref(ctx: &Context, element: Type) -> Type {
    ctx.intern_type(TypeData::MemRef {
        shape: Box::new([]),
        element,
        layout: None,
        memory_space: None,
    })
}

/// The most elements an alloca may have to be split (MLIR's `maxMemrefSizeForDestructuring`).
const MAX_ELEMENTS_TO_SPLIT: i64 = 16;

/// Every index of `shape`, the last dimension varying slowest (MLIR's `walkIndicesAsAttr`, which
/// counts up from the first dimension), each as an array of `index` attributes.
fn all_indices(ctx: &Context, shape: &[i64]) -> Vec<Attribute> {
    let mut out = Vec::new();
    let mut at = vec![0i64; shape.len()];
    let index_type = ctx.common().index;
    loop {
        let coords: Vec<Attribute> = at
            .iter()
            .map(|&c| IntegerAttr::get(ctx, index_type, c).attr())
            .collect();
        out.push(ArrayAttr::get(ctx, &coords).attr());
        let mut dim = 0;
        loop {
            if dim == shape.len() {
                return out;
            }
            at[dim] += 1;
            if at[dim] < shape[dim] {
                break;
            }
            at[dim] = 0;
            dim += 1;
        }
    }
}

/// The element an access reaches: its index operands (after operand `first_index`), each a
/// constant within its dimension, as an array attribute; `None` otherwise (MLIR's
/// `getAttributeIndexFromIndexOperands`).
fn accessed_index(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref: usize,
    first_index: usize,
) -> Option<Attribute> {
    let ty = body.value_type(body.operand(op, memref)?);
    let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else {
        return None;
    };
    let indices: Vec<Value> = body.operands(op).skip(first_index).collect();
    let mut coords = Vec::new();
    for (value, &size) in indices.iter().zip(shape.iter()) {
        let attr = oxir::rewrite::m_constant(ctx, body, *value)?;
        let coord = attr.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx)?;
        if coord < 0 || size == DYNAMIC || coord >= size {
            return None;
        }
        coords.push(attr);
    }
    Some(ArrayAttr::get(ctx, &coords).attr())
}

impl DestructurableAllocationOpInterface for AllocaSlot {
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Vec<DestructurableMemorySlot> {
        let Some(ptr) = body.result(op, 0) else {
            return Vec::new();
        };
        let ty = body.value_type(ptr);
        let TypeData::MemRef { shape, element, .. } = ctx.type_data(ty) else {
            return Vec::new();
        };
        if shape.contains(&DYNAMIC) {
            return Vec::new();
        }
        let count = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
        if !count.is_some_and(|n| n != 1 && n <= MAX_ELEMENTS_TO_SPLIT) {
            return Vec::new();
        }
        let part = scalar_memref(ctx, *element);
        let subelement_types = all_indices(ctx, shape)
            .into_iter()
            .map(|index| (index, part))
            .collect();
        vec![DestructurableMemorySlot {
            slot: MemorySlot { ptr, elem_type: ty },
            subelement_types,
        }]
    }

    fn destructure(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
    ) -> Vec<(Attribute, MemorySlot)> {
        let TypeData::MemRef { element, .. } = ctx.type_data(slot.slot.elem_type) else {
            return Vec::new();
        };
        let element = *element;
        let part = scalar_memref(ctx, element);
        let mut builder = Builder::at(ctx, oxir::InsertPoint::After(op));
        let loc = body.op_loc(op);
        let mut out = Vec::new();
        for &index in used {
            let mut state = OperationState::new(ctx.op_name("memref.alloca"), loc).results(&[part]);
            let segments = oxir::op_support::segment_sizes(ctx, &[0, 0]);
            state.props =
                oxir::op_support::properties(ctx, &[("operandSegmentSizes", Some(segments))]);
            if let Ok(alloca) = builder.create(ctx, body, state)
                && let Some(ptr) = body.result(alloca, 0)
            {
                out.push((
                    index,
                    MemorySlot {
                        ptr,
                        elem_type: element,
                    },
                ));
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

/// The `-sroa` model of `memref.load` and `memref.store`: operand `memref` is the memref, the
/// indices follow it, and operand `value`, if any, is the stored value.
struct ElementAccess {
    /// The operand holding the memref.
    memref: usize,
    /// The operand holding the stored value (stores only).
    value: Option<usize>,
}

impl DestructurableAccessorOpInterface for ElementAccess {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        if body.operand(op, self.memref) != Some(slot.slot.ptr)
            || self
                .value
                .is_some_and(|v| body.operand(op, v) == Some(slot.slot.ptr))
        {
            return false;
        }
        let Some(index) = accessed_index(ctx, body, op, self.memref, self.memref + 1) else {
            return false;
        };
        if self.value.is_some() && slot.subelement_type(index).is_none() {
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
        let part = accessed_index(ctx, body, op, self.memref, self.memref + 1)
            .and_then(|index| subslot(subslots, index));
        if let Some(part) = part {
            let mut operands: Vec<Value> = body.operands(op).take(self.memref + 1).collect();
            operands[self.memref] = part.ptr;
            body.set_operands(op, &operands);
        }
        DeletionKind::Keep
    }
}

/// Attaches the memory slot models (of `-mem2reg` and `-sroa`) to `memref.alloca`,
/// `memref.load` and `memref.store`.
pub fn attach(ctx: &Context) {
    attach_op_interface::<dyn PromotableAllocationOpInterface>(
        ctx,
        "memref.alloca",
        Box::new(AllocaSlot),
    );
    attach_op_interface::<dyn PromotableMemOpInterface>(
        ctx,
        "memref.load",
        Box::new(WholeSlotLoad {
            address: 0,
            blocked_by: None,
        }),
    );
    attach_op_interface::<dyn DestructurableAllocationOpInterface>(
        ctx,
        "memref.alloca",
        Box::new(AllocaSlot),
    );
    attach_op_interface::<dyn DestructurableAccessorOpInterface>(
        ctx,
        "memref.load",
        Box::new(ElementAccess {
            memref: 0,
            value: None,
        }),
    );
    attach_op_interface::<dyn DestructurableAccessorOpInterface>(
        ctx,
        "memref.store",
        Box::new(ElementAccess {
            memref: 1,
            value: Some(0),
        }),
    );
    attach_op_interface::<dyn PromotableMemOpInterface>(
        ctx,
        "memref.store",
        Box::new(WholeSlotStore {
            value: 0,
            address: 1,
            blocked_by: None,
        }),
    );
}
