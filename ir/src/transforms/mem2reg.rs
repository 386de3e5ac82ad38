//! Promoting memory slots to SSA values (MLIR 19's `-mem2reg` and `tryToPromoteMemorySlots`).
//!
//! A slot is promoted when every use of its pointer can be removed: loads and stores of it
//! ([`PromotableMemOpInterface`]) in the region of the pointer, and other users that can drop
//! their use ([`PromotableOpInterface`]). Loads are then replaced by the value stored last on
//! the way to them; where several stores can reach a block (the iterated dominance frontier of
//! the storing blocks, pruned to the blocks where the slot's value is live), the block gets a
//! new argument, appended after its others, that every predecessor's branch fills. A load with
//! no store before it reads the allocation's default value, built at the start of the
//! pointer's block. As in MLIR 19, uses inside nested regions (other than by
//! [`PromotableOpInterface`] ops) block promotion, and so does a predecessor of a merge block
//! whose terminator is not a [`crate::branch::BranchOpInterface`].
//!
//! Allocations are tried in post-order within each region of the root op, again and again
//! until none is promoted, since promoting a slot may make another promotable; the regions of
//! isolated ops nested in the root are handled first, each on its own body.

use crate::branch::{append_forwarded_operands, branch_interface, forwarded_operands};
use crate::builder::Builder;
use crate::context::Context;
use crate::descriptor::op_interface;
use crate::memory_slot::{
    DeletionKind, MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface,
    PromotableOpInterface,
};
use crate::rule_support::value_loc;
use crate::structure::{BlockId, Body, InsertPoint, OpId, RegionId, Use, Value, WalkOrder};
use crate::traits::Trait;
use crate::verifier::DominanceInfo;
use std::collections::{HashMap, HashSet};

/// What [`mem2reg`] did, as MLIR's statistics count it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Mem2RegStats {
    /// Slots promoted (`promoted slots`).
    pub promoted: u64,
    /// Block arguments added (`new block args`).
    pub new_block_args: u64,
}

/// Promotes every promotable slot allocated in the regions of `root` (and of the isolated ops
/// nested in it). Returns the counts.
pub fn mem2reg(ctx: &Context, body: &mut Body, root: OpId) -> Mem2RegStats {
    let mut stats = Mem2RegStats::default();
    let (scope, regions) = body.region_scope_mut(root);
    run_to_fixpoint(
        ctx,
        scope,
        &regions,
        &|ctx, body, op| {
            op_interface::<dyn PromotableAllocationOpInterface>(ctx, body, op).is_some()
        },
        &mut |ctx, body, op| try_promote_allocator(ctx, body, op, &mut stats),
    );
    stats
}

/// Runs `transform` on each op of `regions` of `body` that `wanted` picks, in post-order, again
/// and again per region until it changes nothing (`transform` says whether it did), after doing
/// the same in the regions of the isolated ops nested there, each on its own body: how MLIR's
/// `-mem2reg` and `-sroa` visit their allocations.
pub(super) fn run_to_fixpoint(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    wanted: &dyn Fn(&Context, &Body, OpId) -> bool,
    transform: &mut dyn FnMut(&Context, &mut Body, OpId) -> bool,
) {
    for op in walk_regions(body, regions) {
        if body.nested_body(op).is_some() {
            let (scope, inner) = body.region_scope_mut(op);
            run_to_fixpoint(ctx, scope, &inner, wanted, transform);
        }
    }
    for &region in regions {
        loop {
            let picked: Vec<OpId> = walk_regions(body, &[region])
                .into_iter()
                .filter(|&op| wanted(ctx, body, op))
                .collect();
            let mut changed = false;
            for op in picked {
                changed |= transform(ctx, body, op);
            }
            if !changed {
                break;
            }
        }
    }
}

/// The ops of `regions` in this body, nested ones first (a post-order walk).
fn walk_regions(body: &Body, regions: &[RegionId]) -> Vec<OpId> {
    body.ops_of_regions(regions)
        .into_iter()
        .flat_map(|op| body.collect_ops(op, WalkOrder::PostOrder))
        .collect()
}

/// Tries to promote each slot of `allocator`; whether one was.
fn try_promote_allocator(
    ctx: &Context,
    body: &mut Body,
    allocator: OpId,
    stats: &mut Mem2RegStats,
) -> bool {
    if !body.contains_op(allocator) {
        return false;
    }
    let Some(interface) = op_interface::<dyn PromotableAllocationOpInterface>(ctx, body, allocator)
    else {
        return false;
    };
    let mut promoted = false;
    for slot in interface.promotable_slots(ctx, body, allocator) {
        if !body.contains_op(allocator) {
            break;
        }
        if !body.has_uses(slot.ptr) {
            continue;
        }
        let Some(info) = analyze(ctx, body, &slot) else {
            continue;
        };
        if promote(ctx, body, interface, allocator, slot, info, stats) {
            promoted = true;
        }
    }
    promoted
}

/// What the analysis learns before any change: the uses each op must drop, and the blocks that
/// need an argument for the slot's value (MLIR's `MemorySlotPromotionInfo`).
struct PromotionInfo {
    /// Ops with uses to remove, in the order found, each with those uses.
    blocking: Vec<(OpId, Vec<Use>)>,
    /// Blocks where several definitions of the slot's value meet.
    merge_points: HashSet<BlockId>,
}

/// Whether `slot` can be promoted, and how (MLIR's `MemorySlotPromotionAnalyzer`).
fn analyze(ctx: &Context, body: &Body, slot: &MemorySlot) -> Option<PromotionInfo> {
    let region = body
        .value_parent_block(slot.ptr)
        .and_then(|b| body.block_parent_region(b))?;
    let parent_has_graph_region = match body.region_parent_op(region) {
        Some(op) => ctx.op_has_trait(body.op_name(op), Trait::HasOnlyGraphRegion),
        None => body
            .owner_name()
            .is_some_and(|name| ctx.op_has_trait(name, Trait::HasOnlyGraphRegion)),
    };
    if parent_has_graph_region {
        return None;
    }
    let blocking = blocking_uses(ctx, body, slot, region)?;
    let dominance = DominanceInfo::new(ctx, body);
    let merge_points = merge_points(ctx, body, &dominance, slot, region);
    let usable = merge_points.iter().all(|&block| {
        body.block_uses(block)
            .all(|u| branch_interface(ctx, body, u.owner).is_some())
    });
    usable.then_some(PromotionInfo {
        blocking,
        merge_points,
    })
}

/// The uses of the slot's pointer, and of values derived from it, that promotion must remove,
/// per op; `None` when an op cannot remove them (MLIR's `computeBlockingUses`).
fn blocking_uses(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    region: RegionId,
) -> Option<Vec<(OpId, Vec<Use>)>> {
    let mut blocking: Vec<(OpId, Vec<Use>)> = Vec::new();
    let mut index: HashMap<OpId, usize> = HashMap::new();
    let mut add = |blocking: &mut Vec<(OpId, Vec<Use>)>, u: Use| {
        let at = *index.entry(u.owner).or_insert_with(|| {
            blocking.push((u.owner, Vec::new()));
            blocking.len() - 1
        });
        if !blocking[at].1.contains(&u) {
            blocking[at].1.push(u);
        }
    };
    for u in body.uses(slot.ptr) {
        add(&mut blocking, u);
    }
    for user in forward_slice(body, slot.ptr) {
        let Some(at) = blocking.iter().position(|(op, _)| *op == user) else {
            continue;
        };
        let uses = blocking[at].1.clone();
        let mut new_uses = Vec::new();
        let removable = if let Some(promotable) =
            op_interface::<dyn PromotableOpInterface>(ctx, body, user)
        {
            promotable.can_uses_be_removed(ctx, body, user, &uses, &mut new_uses)
        } else if let Some(mem) = op_interface::<dyn PromotableMemOpInterface>(ctx, body, user) {
            mem.can_uses_be_removed(ctx, body, user, slot, &uses, &mut new_uses)
        } else {
            false
        };
        if !removable {
            return None;
        }
        for u in new_uses {
            add(&mut blocking, u);
        }
    }
    // Only the pointer's own region is analysed: a load or store elsewhere has no known value.
    let outside = blocking.iter().any(|(op, _)| {
        op_interface::<dyn PromotableMemOpInterface>(ctx, body, *op).is_some()
            && body.op_parent_region(*op) != Some(region)
    });
    (!outside).then_some(blocking)
}

/// The ops that use `root` transitively through results, in topological order (MLIR's
/// `getForwardSlice`).
pub(super) fn forward_slice(body: &Body, root: Value) -> Vec<OpId> {
    let mut post_order = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<(OpId, bool)> = body.users(root).map(|op| (op, false)).collect();
    while let Some((op, done)) = stack.pop() {
        if done {
            post_order.push(op);
            continue;
        }
        if !seen.insert(op) {
            continue;
        }
        stack.push((op, true));
        for result in body.results(op) {
            stack.extend(body.users(result).map(|user| (user, false)));
        }
    }
    post_order.reverse();
    post_order
}

/// The blocks of `region` that need an argument for the slot's value: the iterated dominance
/// frontier of the blocks storing to it, restricted to those where its value is live on entry
/// (MLIR's `computeMergePoints`, with LLVM's pruned `IDFCalculator`).
fn merge_points(
    ctx: &Context,
    body: &Body,
    dominance: &DominanceInfo<'_>,
    slot: &MemorySlot,
    region: RegionId,
) -> HashSet<BlockId> {
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    if blocks.len() < 2 {
        return HashSet::new();
    }
    let defining: HashSet<BlockId> = body
        .users(slot.ptr)
        .filter(|&user| {
            op_interface::<dyn PromotableMemOpInterface>(ctx, body, user)
                .is_some_and(|mem| mem.stores_to(ctx, body, user, slot))
        })
        .filter_map(|user| body.op_parent_block(user))
        .collect();
    let live_in = live_in_blocks(ctx, body, slot, &defining);
    let frontier = dominance_frontiers(body, dominance, &blocks);
    let mut result = HashSet::new();
    let mut worklist: Vec<BlockId> = defining.iter().copied().collect();
    let mut visited: HashSet<BlockId> = HashSet::new();
    while let Some(block) = worklist.pop() {
        let Some(frontier) = frontier.get(&block) else {
            continue;
        };
        for &join in frontier {
            if !live_in.contains(&join) || !visited.insert(join) {
                continue;
            }
            result.insert(join);
            if !defining.contains(&join) {
                worklist.push(join);
            }
        }
    }
    result
}

/// The blocks where the slot's value may be read before being written (MLIR's
/// `computeSlotLiveIn`): blocks that load before storing, and their predecessors back to a
/// storing block.
fn live_in_blocks(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    defining: &HashSet<BlockId>,
) -> HashSet<BlockId> {
    let mut worklist = Vec::new();
    let mut visited = HashSet::new();
    for user in body.users(slot.ptr) {
        let Some(block) = body.op_parent_block(user) else {
            continue;
        };
        if !visited.insert(block) {
            continue;
        }
        for op in body.block_ops(block) {
            let Some(mem) = op_interface::<dyn PromotableMemOpInterface>(ctx, body, op) else {
                continue;
            };
            if mem.loads_from(ctx, body, op, slot) {
                worklist.push(block);
                break;
            }
            if mem.stores_to(ctx, body, op, slot) {
                break;
            }
        }
    }
    let mut live_in = HashSet::new();
    while let Some(block) = worklist.pop() {
        if !live_in.insert(block) {
            continue;
        }
        worklist.extend(
            body.predecessors(block)
                .filter(|pred| !defining.contains(pred)),
        );
    }
    live_in
}

/// The dominance frontier of each reachable block of a region (Cooper, Harvey and Kennedy).
fn dominance_frontiers(
    body: &Body,
    dominance: &DominanceInfo<'_>,
    blocks: &[BlockId],
) -> HashMap<BlockId, Vec<BlockId>> {
    let mut frontier: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for &block in blocks {
        if !dominance.is_reachable(block) {
            continue;
        }
        let preds: Vec<BlockId> = body
            .predecessors(block)
            .filter(|&pred| dominance.is_reachable(pred))
            .collect();
        if preds.len() < 2 {
            continue;
        }
        let idom = dominance.immediate_dominator(block);
        for pred in preds {
            let mut runner = Some(pred);
            while let Some(at) = runner {
                if Some(at) == idom {
                    break;
                }
                let entry = frontier.entry(at).or_default();
                if !entry.contains(&block) {
                    entry.push(block);
                }
                runner = dominance.immediate_dominator(at);
            }
        }
    }
    frontier
}

/// Promotes `slot` of `allocator` as `info` says (MLIR's `MemorySlotPromoter`). Returns false,
/// having changed nothing, when the default value cannot be built.
fn promote(
    ctx: &Context,
    body: &mut Body,
    interface: &dyn PromotableAllocationOpInterface,
    allocator: OpId,
    slot: MemorySlot,
    info: PromotionInfo,
    stats: &mut Mem2RegStats,
) -> bool {
    let Some(ptr_block) = body.value_parent_block(slot.ptr) else {
        return false;
    };
    let Some(region) = body.block_parent_region(ptr_block) else {
        return false;
    };
    // MLIR builds the default lazily at the start of the pointer's block; building it first at
    // the same place, and letting the allocation erase it when unused, gives the same IR.
    let mut builder = Builder::at(ctx, InsertPoint::BlockStart(ptr_block));
    let Some(default) = interface.default_value(ctx, body, allocator, &slot, &mut builder) else {
        return false;
    };
    let order = {
        let dominance = DominanceInfo::new(ctx, body);
        let preorder = if body.region_blocks(region).nth(1).is_some() {
            dominance.dominator_tree_preorder(region)
        } else {
            body.region_entry(region).into_iter().collect()
        };
        let idoms: Vec<Option<BlockId>> = preorder
            .iter()
            .map(|&b| dominance.immediate_dominator(b))
            .collect();
        preorder.into_iter().zip(idoms).collect::<Vec<_>>()
    };
    let blocking: HashMap<OpId, Vec<Use>> = info.blocking.iter().cloned().collect();
    let mut reaching_defs: HashMap<OpId, Option<Value>> = HashMap::new();
    let mut at_end: HashMap<BlockId, Option<Value>> = HashMap::new();
    let ptr_loc = value_loc(ctx, body, slot.ptr);
    for (block, idom) in &order {
        let mut reaching = idom.and_then(|d| at_end.get(&d).copied().flatten());
        if info.merge_points.contains(block) {
            let argument = body.add_block_arg(*block, slot.elem_type, ptr_loc);
            let mut builder = Builder::at(ctx, InsertPoint::BlockStart(*block));
            interface.handle_block_argument(ctx, body, allocator, &slot, argument, &mut builder);
            reaching = Some(argument);
            stats.new_block_args += 1;
        }
        for op in body.block_ops(*block).collect::<Vec<_>>() {
            let Some(mem) = op_interface::<dyn PromotableMemOpInterface>(ctx, body, op) else {
                continue;
            };
            if blocking.contains_key(&op) {
                reaching_defs.insert(op, reaching);
            }
            if mem.stores_to(ctx, body, op, &slot) {
                let mut builder = Builder::at(ctx, InsertPoint::After(op));
                if let Some(stored) = mem.stored_value(ctx, body, op, &slot, reaching, &mut builder)
                {
                    reaching = Some(stored);
                }
            }
        }
        if let Some(terminator) = body.last_op(*block) {
            forward_to_merge_points(
                ctx,
                body,
                terminator,
                &info.merge_points,
                reaching.unwrap_or(default),
                false,
            );
        }
        at_end.insert(*block, reaching);
    }
    remove_blocking_uses(
        ctx,
        body,
        &slot,
        &info.blocking,
        &reaching_defs,
        default,
        region,
    );
    // Branches from blocks the walk did not reach (unreachable ones) pass the default.
    let merge_preds: Vec<OpId> = info
        .merge_points
        .iter()
        .flat_map(|&block| body.block_uses(block).map(|u| u.owner).collect::<Vec<_>>())
        .collect();
    for terminator in merge_preds {
        forward_to_merge_points(ctx, body, terminator, &info.merge_points, default, true);
    }
    stats.promoted += 1;
    interface.handle_promotion_complete(ctx, body, allocator, &slot, default);
    true
}

/// Appends `value` to the operands `terminator` passes to each of its successors that is a
/// merge point; with `only_missing`, only where the successor still lacks that operand.
fn forward_to_merge_points(
    ctx: &Context,
    body: &mut Body,
    terminator: OpId,
    merge_points: &HashSet<BlockId>,
    value: Value,
    only_missing: bool,
) {
    if branch_interface(ctx, body, terminator).is_none() {
        return;
    }
    for successor in 0..body.num_successors(terminator) {
        let Some(block) = body.successor(terminator, successor) else {
            continue;
        };
        if !merge_points.contains(&block) {
            continue;
        }
        if only_missing {
            let forwarded =
                forwarded_operands(ctx, body, terminator, successor).map_or(0, |v| v.len());
            if forwarded + 1 != body.num_block_args(block) {
                continue;
            }
        }
        // Merge points' predecessors were checked to be branches.
        let _ = append_forwarded_operands(ctx, body, terminator, successor, &[value]);
    }
}

/// Removes the blocking uses, later ops first, and erases the ops that ask for it (MLIR's
/// `removeBlockingUses`).
fn remove_blocking_uses(
    ctx: &Context,
    body: &mut Body,
    slot: &MemorySlot,
    blocking: &[(OpId, Vec<Use>)],
    reaching_defs: &HashMap<OpId, Option<Value>>,
    default: Value,
    region: RegionId,
) {
    let ops: Vec<OpId> = blocking.iter().map(|(op, _)| *op).collect();
    let users = dominance_sort(ctx, body, region, &ops);
    let uses: HashMap<OpId, &Vec<Use>> = blocking.iter().map(|(op, u)| (*op, u)).collect();
    let mut to_erase = Vec::new();
    for &op in users.iter().rev() {
        let mut builder = Builder::at(ctx, InsertPoint::After(op));
        let op_uses = uses[&op];
        let deletion = if let Some(mem) =
            op_interface::<dyn PromotableMemOpInterface>(ctx, body, op)
        {
            let reaching = reaching_defs.get(&op).copied().flatten().unwrap_or(default);
            mem.remove_blocking_uses(ctx, body, op, slot, op_uses, reaching, &mut builder)
        } else if let Some(promotable) = op_interface::<dyn PromotableOpInterface>(ctx, body, op) {
            promotable.remove_blocking_uses(ctx, body, op, op_uses, &mut builder)
        } else {
            DeletionKind::Keep
        };
        if deletion == DeletionKind::Delete {
            to_erase.push(op);
        }
    }
    for op in to_erase {
        // Every use of what the erased ops define was removed by the models.
        let _ = body.erase_op(op);
    }
}

/// `ops` sorted by dominance (MLIR's `dominanceSort`): blocks of `region` in dominator tree
/// preorder (unreachable ones last), ops in block order, an op in a nested region at the place
/// of its ancestor in `region`.
pub(super) fn dominance_sort(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    ops: &[OpId],
) -> Vec<OpId> {
    let blocks = if body.region_blocks(region).nth(1).is_some() {
        DominanceInfo::new(ctx, body).dominator_tree_preorder(region)
    } else {
        body.region_entry(region).into_iter().collect()
    };
    let block_index: HashMap<BlockId, usize> =
        blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let place: HashMap<OpId, usize> = blocks
        .iter()
        .flat_map(|b| body.block_ops(*b).enumerate().map(|(i, op)| (op, i)))
        .collect();
    let mut sorted: Vec<((usize, usize), OpId)> = ops
        .iter()
        .map(|&op| {
            (
                dominance_position(body, op, Some(region), &block_index, &place),
                op,
            )
        })
        .collect();
    sorted.sort_by_key(|(position, _)| *position);
    sorted.into_iter().map(|(_, op)| op).collect()
}

/// Where `op` sorts in dominance order: the index of its block (through its ancestor in
/// `region`) in `block_index`, then its ancestor's place in that block.
fn dominance_position(
    body: &Body,
    op: OpId,
    region: Option<RegionId>,
    block_index: &HashMap<BlockId, usize>,
    place: &HashMap<OpId, usize>,
) -> (usize, usize) {
    let mut at = op;
    while body.op_parent_region(at) != region {
        match body.op_parent_op(at) {
            Some(parent) => at = parent,
            None => break,
        }
    }
    let index = body
        .op_parent_block(at)
        .and_then(|block| block_index.get(&block).copied());
    (
        index.unwrap_or(usize::MAX),
        place.get(&at).copied().unwrap_or(usize::MAX),
    )
}
