//! Scalar replacement of aggregates (MLIR 19's `-sroa` and `tryToDestructureMemorySlots`): a
//! slot holding an aggregate whose every use reaches one known part
//! ([`DestructurableAccessorOpInterface`], with the accesses through derived pointers staying
//! inside the part, [`SafeMemorySlotAccessOpInterface`]) or can be dropped
//! ([`PromotableOpInterface`]) is replaced by one slot per part used. The new slots are made
//! in the order their parts are first reached along the pointer's use list, as MLIR's small
//! sets keep them. Promoting the new slots to values is `-mem2reg`'s job.
//!
//! Allocations are tried in post-order within each region of the root op until none splits, the
//! regions of isolated ops nested in the root first.

use super::mem2reg::{dominance_sort, forward_slice, run_to_fixpoint};
use crate::context::Context;
use crate::descriptor::op_interface;
use crate::memory_slot::{
    DeletionKind, DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, MemorySlot, PromotableOpInterface, SafeMemorySlotAccessOpInterface,
};
use crate::structure::{Body, InsertPoint, OpId, Use};
use crate::{Attribute, Builder};
use std::collections::{HashMap, HashSet};

/// What [`sroa`] did, as MLIR's statistics count it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SroaStats {
    /// Slots split (`destructured slots`).
    pub destructured: u64,
    /// Slots split with some part unused, so less memory (`slots with memory benefit`).
    pub with_memory_benefit: u64,
    /// The most parts a split slot had (`max subelement number`).
    pub max_subelements: u64,
}

/// Splits every destructurable slot allocated in the regions of `root` (and of the isolated
/// ops nested in it). Returns the counts.
pub fn sroa(ctx: &Context, body: &mut Body, root: OpId) -> SroaStats {
    let mut stats = SroaStats::default();
    let (scope, regions) = body.region_scope_mut(root);
    run_to_fixpoint(
        ctx,
        scope,
        &regions,
        &|ctx, body, op| {
            op_interface::<dyn DestructurableAllocationOpInterface>(ctx, body, op).is_some()
        },
        &mut |ctx, body, op| try_destructure(ctx, body, op, &mut stats),
    );
    stats
}

/// What the analysis of a slot learns (MLIR's `MemorySlotDestructuringInfo`).
struct DestructuringInfo {
    /// The parts used, in the order first reached.
    used: Vec<Attribute>,
    /// Ops that must drop uses, with those uses.
    blocking: Vec<(OpId, Vec<Use>)>,
    /// Ops that move to a part's slot.
    accessors: Vec<OpId>,
}

/// Splits each slot of `allocator` that can be; whether one was.
fn try_destructure(ctx: &Context, body: &mut Body, allocator: OpId, stats: &mut SroaStats) -> bool {
    if !body.contains_op(allocator) {
        return false;
    }
    let Some(interface) =
        op_interface::<dyn DestructurableAllocationOpInterface>(ctx, body, allocator)
    else {
        return false;
    };
    let mut any = false;
    for slot in interface.destructurable_slots(ctx, body, allocator) {
        if !body.contains_op(allocator) {
            break;
        }
        let Some(info) = analyze(ctx, body, &slot) else {
            continue;
        };
        let Some(region) = body
            .value_parent_block(slot.slot.ptr)
            .and_then(|b| body.block_parent_region(b))
        else {
            continue;
        };
        let subslots = interface.destructure(ctx, body, allocator, &slot, &info.used);
        if slot.subelement_types.len() != info.used.len() {
            stats.with_memory_benefit += 1;
        }
        stats.max_subelements = stats
            .max_subelements
            .max(slot.subelement_types.len() as u64);
        let mut users: Vec<OpId> = Vec::new();
        for op in info
            .blocking
            .iter()
            .map(|(op, _)| *op)
            .chain(info.accessors.iter().copied())
        {
            if !users.contains(&op) {
                users.push(op);
            }
        }
        let users = dominance_sort(ctx, body, region, &users);
        let blocking: HashMap<OpId, &Vec<Use>> =
            info.blocking.iter().map(|(op, uses)| (*op, uses)).collect();
        let mut to_erase = Vec::new();
        for &op in users.iter().rev() {
            let mut builder = Builder::at(ctx, InsertPoint::After(op));
            let deletion = if let Some(accessor) =
                op_interface::<dyn DestructurableAccessorOpInterface>(ctx, body, op)
                && info.accessors.contains(&op)
            {
                accessor.rewire(ctx, body, op, &slot, &subslots, &mut builder)
            } else if let (Some(promotable), Some(uses)) = (
                op_interface::<dyn PromotableOpInterface>(ctx, body, op),
                blocking.get(&op),
            ) {
                promotable.remove_blocking_uses(ctx, body, op, uses, &mut builder)
            } else {
                DeletionKind::Keep
            };
            if deletion == DeletionKind::Delete {
                to_erase.push(op);
            }
        }
        for op in to_erase {
            // The models replaced every use of what they delete.
            let _ = body.erase_op(op);
        }
        stats.destructured += 1;
        interface.handle_destructuring_complete(ctx, body, allocator, &slot);
        any = true;
    }
    any
}

/// Whether `slot` can be split, and how (MLIR's `computeDestructuringInfo`).
fn analyze(
    ctx: &Context,
    body: &Body,
    slot: &DestructurableMemorySlot,
) -> Option<DestructuringInfo> {
    let ptr = slot.slot.ptr;
    if !body.has_uses(ptr) {
        return None;
    }
    let mut info = DestructuringInfo {
        used: Vec::new(),
        blocking: Vec::new(),
        accessors: Vec::new(),
    };
    let mut must_be_safe: Vec<MemorySlot> = Vec::new();
    let schedule = |blocking: &mut Vec<(OpId, Vec<Use>)>, u: Use| match blocking
        .iter_mut()
        .find(|(op, _)| *op == u.owner)
    {
        Some((_, uses)) if !uses.contains(&u) => uses.push(u),
        Some(_) => {}
        None => blocking.push((u.owner, vec![u])),
    };
    for u in body.uses(ptr) {
        if let Some(accessor) =
            op_interface::<dyn DestructurableAccessorOpInterface>(ctx, body, u.owner)
            && accessor.can_rewire(ctx, body, u.owner, slot, &mut info.used, &mut must_be_safe)
        {
            info.accessors.push(u.owner);
            continue;
        }
        schedule(&mut info.blocking, u);
    }
    let mut visited: HashSet<Use> = HashSet::new();
    while let Some(part) = must_be_safe.pop() {
        for u in body.uses(part.ptr) {
            if !visited.insert(u) {
                continue;
            }
            if let Some(access) =
                op_interface::<dyn SafeMemorySlotAccessOpInterface>(ctx, body, u.owner)
                && access.ensure_only_safe_accesses(ctx, body, u.owner, &part, &mut must_be_safe)
            {
                continue;
            }
            schedule(&mut info.blocking, u);
        }
    }
    for user in forward_slice(body, ptr) {
        let Some(at) = info.blocking.iter().position(|(op, _)| *op == user) else {
            continue;
        };
        let promotable = op_interface::<dyn PromotableOpInterface>(ctx, body, user)?;
        let uses = info.blocking[at].1.clone();
        let mut new_uses = Vec::new();
        if !promotable.can_uses_be_removed(ctx, body, user, &uses, &mut new_uses) {
            return None;
        }
        for u in new_uses {
            schedule(&mut info.blocking, u);
        }
    }
    Some(info)
}
