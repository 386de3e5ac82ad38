//! The memory slot interfaces through which `-mem2reg` promotes memory to SSA values (MLIR 19's
//! `MemorySlotInterfaces`): an allocation op names the slots it allocates
//! ([`PromotableAllocationOpInterface`]), the ops that read and write a slot say what they load
//! and store and how to drop their use of it ([`PromotableMemOpInterface`]), and other users of
//! a slot's pointer say whether they can drop their uses ([`PromotableOpInterface`]). For
//! `-sroa`, an allocation of an aggregate names its parts ([`DestructurableAllocationOpInterface`]),
//! ops that reach one part say which and move to its own slot
//! ([`DestructurableAccessorOpInterface`]), and accesses through such a part say they stay in
//! it ([`SafeMemorySlotAccessOpInterface`]). The transformations live in
//! [`crate::transforms::mem2reg`] and [`crate::transforms::sroa`]; dialects attach the models.

use crate::attrs::Attribute;
use crate::builder::Builder;
use crate::context::Context;
use crate::structure::{Body, OpId, Use, Value};
use crate::types::Type;

/// A memory location holding one value of `elem_type`, reached through the pointer `ptr`
/// (MLIR's `MemorySlot`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemorySlot {
    /// The pointer to the slot: a result of its allocation op.
    pub ptr: Value,
    /// The type of the value the slot holds.
    pub elem_type: Type,
}

/// What happens to an op once its blocking uses are removed (MLIR's `DeletionKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeletionKind {
    /// The op stays.
    Keep,
    /// The op is erased by the promotion once every blocking use is removed.
    Delete,
}

/// An op that allocates memory slots that can be promoted to SSA values (MLIR's
/// `PromotableAllocationOpInterface`).
pub trait PromotableAllocationOpInterface: Send + Sync {
    /// The slots `op` allocates that may be promoted.
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot>;

    /// Builds, at `builder`'s insertion point, the value a slot holds before anything is
    /// stored to it; `None` when it cannot be built (the slot is then not promoted).
    fn default_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        builder: &mut Builder,
    ) -> Option<Value>;

    /// Called for each block argument the promotion adds to carry the slot's value, with the
    /// builder at the start of its block.
    fn handle_block_argument(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _slot: &MemorySlot,
        _argument: Value,
        _builder: &mut Builder,
    ) {
    }

    /// Called once the slot is promoted (its pointer has no more uses), with the default
    /// value built for it; usually erases the allocation and an unused default.
    fn handle_promotion_complete(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        default: Value,
    );
}

/// An op that reads or writes a memory slot (MLIR's `PromotableMemOpInterface`).
pub trait PromotableMemOpInterface: Send + Sync {
    /// Whether `op` reads the content of `slot`.
    fn loads_from(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool;

    /// Whether `op` writes the content of `slot`.
    fn stores_to(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool;

    /// The value `op` writes to `slot`, built at `builder`'s insertion point (after `op`) if it
    /// needs ops; `reaching` is the slot's value before `op`. Called only when
    /// [`PromotableMemOpInterface::stores_to`] holds.
    fn stored_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        reaching: Option<Value>,
        builder: &mut Builder,
    ) -> Option<Value>;

    /// Whether the uses `blocking` of `op`'s operands can be removed when `slot` is promoted;
    /// uses of `op`'s results that must go too are pushed onto `new_blocking`.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Use],
        new_blocking: &mut Vec<Use>,
    ) -> bool;

    /// Removes the uses `blocking`, given `reaching`, the slot's value before `op`; the builder
    /// is after `op`.
    #[allow(clippy::too_many_arguments)]
    fn remove_blocking_uses(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Use],
        reaching: Value,
        builder: &mut Builder,
    ) -> DeletionKind;
}

/// An op that uses a slot's pointer without accessing the slot and can drop that use (MLIR's
/// `PromotableOpInterface`), like a cast of the pointer that deletes itself.
pub trait PromotableOpInterface: Send + Sync {
    /// Whether the uses `blocking` of `op`'s operands can be removed; uses of `op`'s results
    /// that must go too are pushed onto `new_blocking`.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        blocking: &[Use],
        new_blocking: &mut Vec<Use>,
    ) -> bool;

    /// Removes the uses `blocking`; the builder is after `op`.
    fn remove_blocking_uses(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        blocking: &[Use],
        builder: &mut Builder,
    ) -> DeletionKind;
}

/// A slot holding an aggregate whose parts can each get a slot of their own (MLIR's
/// `DestructurableMemorySlot`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DestructurableMemorySlot {
    /// The slot as a whole.
    pub slot: MemorySlot,
    /// Each part: the attribute naming it and the type of its value.
    pub subelement_types: Vec<(Attribute, Type)>,
}

impl DestructurableMemorySlot {
    /// The type of the part named `index`, if there is one.
    pub fn subelement_type(&self, index: Attribute) -> Option<Type> {
        self.subelement_types
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, t)| *t)
    }
}

/// An op that allocates slots that can be split into one slot per part (MLIR's
/// `DestructurableAllocationOpInterface`).
pub trait DestructurableAllocationOpInterface: Send + Sync {
    /// The slots `op` allocates that may be split.
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Vec<DestructurableMemorySlot>;

    /// Allocates a slot for each part of `used` (in that order, after `op`), returning the
    /// slot of each.
    fn destructure(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
    ) -> Vec<(Attribute, MemorySlot)>;

    /// Called once no use of the slot is left; usually erases `op`.
    fn handle_destructuring_complete(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
    );
}

/// An op that reaches one part of a slot and can be moved to that part's own slot (MLIR's
/// `DestructurableAccessorOpInterface`).
pub trait DestructurableAccessorOpInterface: Send + Sync {
    /// Whether `op` can use a part's slot instead of `slot`: it adds the part it reaches to
    /// `used` (once) and the slots it derives that must then be used safely to
    /// `must_be_safely_used`.
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool;

    /// Makes `op` use the slot of its part among `subslots`; the builder is after `op`.
    fn rewire(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
        builder: &mut Builder,
    ) -> DeletionKind;
}

/// An op that accesses a slot only within its bounds (MLIR's `SafeMemorySlotAccessOpInterface`).
pub trait SafeMemorySlotAccessOpInterface: Send + Sync {
    /// Whether every access of `op` to `slot` stays inside it; slots it derives that must be
    /// used safely too go onto `must_be_safely_used`.
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool;
}

/// Adds `index` to `used` unless it is there (an insertion-ordered set, like the small sets
/// MLIR collects used parts in).
pub fn add_used_index(used: &mut Vec<Attribute>, index: Attribute) {
    if !used.contains(&index) {
        used.push(index);
    }
}

/// The slot of part `index` among `subslots`.
pub fn subslot(subslots: &[(Attribute, MemorySlot)], index: Attribute) -> Option<MemorySlot> {
    subslots.iter().find(|(i, _)| *i == index).map(|(_, s)| *s)
}

/// The model of a load of a whole slot shared by dialects (MLIR's `memref.load` and
/// `llvm.load` models): operand `address` is the slot's pointer and result 0, of the slot's
/// type, its value. An op carrying the attribute `blocked_by` (`volatile_`) blocks promotion.
pub struct WholeSlotLoad {
    /// The operand holding the address.
    pub address: usize,
    /// An attribute whose presence blocks promotion.
    pub blocked_by: Option<&'static str>,
}

/// The model of a store of a whole slot shared by dialects (MLIR's `memref.store` and
/// `llvm.store` models): operand `address` is the slot's pointer and operand `value`, of the
/// slot's type and not the pointer itself, the value written. An op carrying the attribute
/// `blocked_by` blocks promotion.
pub struct WholeSlotStore {
    /// The operand holding the stored value.
    pub value: usize,
    /// The operand holding the address.
    pub address: usize,
    /// An attribute whose presence blocks promotion.
    pub blocked_by: Option<&'static str>,
}

/// Whether `blocking` is exactly the use of operand `operand` of `op` by `slot`'s pointer, and
/// `op` does not carry `blocked_by`.
fn is_single_use_of_slot(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operand: usize,
    slot: &MemorySlot,
    blocking: &[Use],
    blocked_by: Option<&str>,
) -> bool {
    let single = matches!(blocking, [u] if u.owner == op
        && u.index as usize == operand
        && body.operand(op, operand) == Some(slot.ptr));
    single && blocked_by.is_none_or(|name| crate::op_support::attr(ctx, body, op, name).is_none())
}

impl PromotableMemOpInterface for WholeSlotLoad {
    fn loads_from(&self, _ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        body.operand(op, self.address) == Some(slot.ptr)
    }

    fn stores_to(&self, _ctx: &Context, _body: &Body, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }

    fn stored_value(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _slot: &MemorySlot,
        _reaching: Option<Value>,
        _builder: &mut Builder,
    ) -> Option<Value> {
        None
    }

    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Use],
        _new_blocking: &mut Vec<Use>,
    ) -> bool {
        is_single_use_of_slot(ctx, body, op, self.address, slot, blocking, self.blocked_by)
            && body
                .result(op, 0)
                .is_some_and(|r| body.value_type(r) == slot.elem_type)
    }

    fn remove_blocking_uses(
        &self,
        _ctx: &Context,
        body: &mut Body,
        op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Use],
        reaching: Value,
        _builder: &mut Builder,
    ) -> DeletionKind {
        if let Some(result) = body.result(op, 0) {
            body.replace_all_uses(result, reaching);
        }
        DeletionKind::Delete
    }
}

impl PromotableMemOpInterface for WholeSlotStore {
    fn loads_from(&self, _ctx: &Context, _body: &Body, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }

    fn stores_to(&self, _ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        body.operand(op, self.address) == Some(slot.ptr)
    }

    fn stored_value(
        &self,
        _ctx: &Context,
        body: &mut Body,
        op: OpId,
        _slot: &MemorySlot,
        _reaching: Option<Value>,
        _builder: &mut Builder,
    ) -> Option<Value> {
        body.operand(op, self.value)
    }

    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Use],
        _new_blocking: &mut Vec<Use>,
    ) -> bool {
        is_single_use_of_slot(ctx, body, op, self.address, slot, blocking, self.blocked_by)
            && body.operand(op, self.value).is_some_and(|stored| {
                stored != slot.ptr && body.value_type(stored) == slot.elem_type
            })
    }

    fn remove_blocking_uses(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Use],
        _reaching: Value,
        _builder: &mut Builder,
    ) -> DeletionKind {
        DeletionKind::Delete
    }
}

/// What allocations usually do once promoted (MLIR's `handlePromotionComplete` of `memref`
/// and `llvm`): erase the default value if nothing uses it, and the allocation.
pub fn erase_promoted_allocation(body: &mut Body, op: OpId, default: Value) {
    if !body.has_uses(default)
        && let Some(defining) = default.defining_op()
    {
        // Unused, so erasing cannot fail.
        let _ = body.erase_op(defining);
    }
    // The promotion removed every use of the slot's pointer.
    let _ = body.erase_op(op);
}
