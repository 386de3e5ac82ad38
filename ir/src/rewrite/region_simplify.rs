//! Region simplification (MLIR's `simplifyRegions`): erase unreachable blocks, remove dead ops
//! and dead block arguments (with the branch operands that feed them), merge identical blocks
//! and drop block arguments that always receive the same value. All edits go through a
//! [`PatternRewriter`], so a driver's worklist stays right.
//!
//! Block arguments are only edited when every predecessor's terminator implements
//! [`BranchOpInterface`]; an op with successors but without it keeps its successors' arguments
//! (and they count as used). Entry block arguments are never touched. Regions are simplified
//! within the rewriter's body: the nested bodies of isolated ops are simplified on their own.

use super::op_set::OpSet;
use super::rewriter::PatternRewriter;
use crate::branch::{BranchOpInterface, branch_interface, successor_block_argument};
use crate::context::Context;
use crate::effects::would_be_trivially_dead;
use crate::structure::{BlockId, Body, Location, OpId, RegionId, Use, Value, ValueDef};
use crate::traits::Trait;
use rustc_hash::{FxHashMap, FxHashSet, FxHasher};
use smallvec::SmallVec;
use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

/// How much control-flow simplification to do (MLIR's `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks and dead ops and block arguments (what `mlir-opt-19 --canonicalize`
    /// does by default).
    Normal,
    /// Also merge identical blocks and drop block arguments that always get the same value.
    Aggressive,
}

/// Runs the simplifications `level` asks for over `regions` and the regions nested in them;
/// whether anything changed.
pub fn simplify_regions(
    rewriter: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    level: RegionSimplification,
) -> bool {
    if level == RegionSimplification::Disabled {
        return false;
    }
    let mut changed = erase_unreachable_blocks(rewriter, regions);
    changed |= run_region_dce(rewriter, regions);
    if level == RegionSimplification::Aggressive {
        let tree = region_tree(rewriter.body(), regions);
        changed |= merge_identical_blocks_in(rewriter, &tree);
        changed |= drop_redundant_arguments_in(rewriter, &tree);
    }
    changed
}

// ---- helpers ----

/// The regions of the ops in `block` that live in this body.
fn nested_regions(body: &Body, block: BlockId) -> Vec<RegionId> {
    let mut regions = Vec::new();
    for op in body.block_ops(block) {
        let own = body.op_regions(op);
        if !own.is_empty() && body.nested_body(op).is_none() {
            regions.extend_from_slice(own);
        }
    }
    regions
}

/// The ops of `block` from last to first; erasing the op just returned is allowed.
fn ops_backwards(body: &Body, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
    std::iter::successors(body.last_op(block), move |&op| body.prev_op(op))
}

/// The successors of `block`: those of its last op.
fn block_successors(body: &Body, block: BlockId) -> SmallVec<[BlockId; 2]> {
    body.last_op(block)
        .map(|last| body.successors(last).collect())
        .unwrap_or_default()
}

/// The blocks reachable from `entry`, in post-order (successors before predecessors).
fn post_order(body: &Body, entry: BlockId) -> Vec<BlockId> {
    let mut order = Vec::new();
    let mut visited = FxHashSet::default();
    visited.insert(entry);
    let mut stack = vec![(entry, block_successors(body, entry), 0usize)];
    while let Some((block, successors, next)) = stack.last_mut() {
        if let Some(&successor) = successors.get(*next) {
            *next += 1;
            if visited.insert(successor) {
                stack.push((successor, block_successors(body, successor), 0));
            }
        } else {
            order.push(*block);
            stack.pop();
        }
    }
    order
}

/// `regions` and every region nested in them within the body, outer ones first.
fn region_tree(body: &Body, regions: &[RegionId]) -> Vec<RegionId> {
    let mut tree = regions.to_vec();
    let mut next = 0;
    while let Some(&region) = tree.get(next) {
        next += 1;
        for block in body.region_blocks(region) {
            tree.extend(nested_regions(body, block));
        }
    }
    tree
}

/// Whether `op` ends its block with successors that must be handled as a branch: it is a
/// terminator, or it has successors.
fn is_terminator_like(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.num_successors(op) > 0 || ctx.op_has_trait(body.op_name(op), Trait::IsTerminator)
}

// ---- unreachable blocks ----

/// Erases the blocks of `regions` (and of the regions nested in them) that cannot be reached
/// from their region's entry block; whether any was erased.
pub fn erase_unreachable_blocks(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut erased = false;
    while let Some(region) = worklist.pop() {
        let body = rewriter.body();
        let Some(entry) = body.region_entry(region) else {
            continue;
        };
        if body.next_block(entry).is_none() {
            worklist.extend(nested_regions(body, entry));
            continue;
        }
        let reachable: FxHashSet<BlockId> = post_order(body, entry).into_iter().collect();
        let mut dead = Vec::new();
        for block in body.region_blocks(region) {
            if reachable.contains(&block) {
                worklist.extend(nested_regions(body, block));
            } else {
                dead.push(block);
            }
        }
        if !dead.is_empty() && rewriter.erase_blocks(&dead).is_ok() {
            erased = true;
        }
    }
    erased
}

// ---- dead code ----

/// What region DCE has proven live: ops, and block arguments (results are live with their op).
struct LiveMap {
    ops: OpSet,
    args: FxHashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(op)
    }

    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }

    fn value_live(&self, value: Value) -> bool {
        match value.def() {
            ValueDef::Result { op, .. } => self.op_live(op),
            ValueDef::BlockArg { .. } => self.args.contains(&value),
        }
    }

    fn set_value_live(&mut self, value: Value) {
        match value.def() {
            ValueDef::Result { op, .. } => self.set_op_live(op),
            ValueDef::BlockArg { .. } => self.changed |= self.args.insert(value),
        }
    }
}

/// Removes the ops of `regions` that are dead (no effect, no live use, including cycles of
/// dead ops and block arguments), and the dead arguments of non-entry blocks together with the
/// branch operands that feed them (MLIR's `runRegionDCE`); whether anything changed.
pub fn run_region_dce(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let ctx = rewriter.ctx();
    let mut live = LiveMap {
        ops: OpSet::new(),
        args: FxHashSet::default(),
        changed: false,
    };
    // Optimistic fixed point: everything is dead until proven live.
    loop {
        live.changed = false;
        for &region in regions {
            propagate_region(ctx, rewriter.body(), region, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_dead(rewriter, regions, &live)
}

fn propagate_region(ctx: &Context, body: &Body, region: RegionId, live: &mut LiveMap) {
    let Some(entry) = body.region_entry(region) else {
        return;
    };
    for block in post_order(body, entry) {
        // Uses before definitions: ops last to first, then the block's arguments.
        for op in ops_backwards(body, block) {
            propagate_op(ctx, body, op, live);
        }
        if block == entry {
            continue;
        }
        for arg in body.block_args(block) {
            if !live.value_live(arg) {
                propagate_value(ctx, body, arg, live);
            }
        }
    }
}

fn propagate_op(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    if body.nested_body(op).is_none() {
        for &region in body.op_regions(op) {
            propagate_region(ctx, body, region, live);
        }
    }
    if is_terminator_like(ctx, body, op) {
        propagate_terminator(ctx, body, op, live);
        return;
    }
    if live.op_live(op) {
        return;
    }
    if !would_be_trivially_dead(ctx, body, op) {
        live.set_op_live(op);
        return;
    }
    for result in body.results(op) {
        propagate_value(ctx, body, result, live);
    }
}

/// Terminators are live; the arguments they feed without the branch interface, or produce
/// themselves, are live too.
fn propagate_terminator(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    live.set_op_live(op);
    let interface = branch_interface(ctx, body, op);
    for (index, successor) in body.successors(op).enumerate() {
        let kept = match interface {
            Some(interface) => interface
                .successor_operands(ctx, body, op, index)
                .produced
                .min(body.num_block_args(successor)),
            None => body.num_block_args(successor),
        };
        for arg in body.block_args(successor).take(kept) {
            live.set_value_live(arg);
        }
    }
}

/// A value is live when a live op uses it, except as a branch operand feeding a dead block
/// argument.
fn propagate_value(ctx: &Context, body: &Body, value: Value, live: &mut LiveMap) {
    let used = body.uses(value).any(|u| {
        if !live.op_live(u.owner) {
            return false;
        }
        let feeds_dead_arg = body.num_successors(u.owner) > 0
            && successor_block_argument(ctx, body, u.owner, u.index as usize)
                .is_some_and(|arg| !live.value_live(arg));
        !feeds_dead_arg
    });
    if used {
        live.set_value_live(value);
    }
}

fn delete_dead(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut changed = false;
    for &region in regions {
        let body = rewriter.body();
        let Some(entry) = body.region_entry(region) else {
            continue;
        };
        let single_block = body.next_block(entry).is_none();
        for block in post_order(body, entry) {
            if !single_block && let Some(terminator) = rewriter.body().last_op(block) {
                changed |= erase_dead_successor_operands(rewriter, terminator, live);
            }
            let mut cursor = rewriter.body().last_op(block);
            while let Some(op) = cursor {
                cursor = rewriter.body().prev_op(op);
                if !live.op_live(op) {
                    // A dead op still used (by dead ops of a graph-region cycle) stays.
                    changed |= rewriter.erase_op(op).is_ok();
                } else if rewriter.body().nested_body(op).is_none() {
                    let nested = rewriter.body().op_regions(op).to_vec();
                    changed |= delete_dead(rewriter, &nested, live);
                }
            }
        }
        let blocks: Vec<BlockId> = rewriter.body().region_blocks(region).skip(1).collect();
        for block in blocks {
            for index in (0..rewriter.body().num_block_args(block)).rev() {
                let arg = Value::block_arg(block, index as u32);
                if !live.value_live(arg)
                    && rewriter.body_mut().erase_block_arg(block, index).is_ok()
                {
                    changed = true;
                }
            }
        }
    }
    changed
}

/// Drops the operands `terminator` forwards to dead block arguments.
fn erase_dead_successor_operands(
    rewriter: &mut PatternRewriter<'_>,
    terminator: OpId,
    live: &LiveMap,
) -> bool {
    let ctx = rewriter.ctx();
    let Some(interface) = branch_interface(ctx, rewriter.body(), terminator) else {
        return false;
    };
    let mut changed = false;
    for index in (0..rewriter.body().num_successors(terminator)).rev() {
        let body = rewriter.body();
        let Some(successor) = body.successor(terminator, index) else {
            continue;
        };
        let operands = interface.successor_operands(ctx, body, terminator, index);
        let forwarded: Vec<Value> = operands
            .forwarded
            .clone()
            .filter_map(|i| body.operand(terminator, i))
            .collect();
        let kept: Vec<Value> = forwarded
            .iter()
            .enumerate()
            .filter(|(position, _)| {
                body.block_arg(successor, operands.produced + position)
                    .is_none_or(|arg| live.value_live(arg))
            })
            .map(|(_, &value)| value)
            .collect();
        if kept.len() != forwarded.len() {
            changed |= set_forwarded(rewriter, interface, terminator, index, &kept);
        }
    }
    changed
}

/// Replaces the operands `terminator` forwards to successor `index`, reporting the change.
fn set_forwarded(
    rewriter: &mut PatternRewriter<'_>,
    interface: &dyn BranchOpInterface,
    terminator: OpId,
    index: usize,
    values: &[Value],
) -> bool {
    let ctx = rewriter.ctx();
    rewriter.modify_op_in_place(terminator, |body| {
        interface
            .set_forwarded_operands(ctx, body, terminator, index, values)
            .is_ok()
    })
}

// ---- identical blocks ----

/// Merges the blocks of each region of `regions` (and nested regions) that hold the same ops
/// and branch to the same successors, passing the values they differ in as new block arguments;
/// whether any were merged.
pub fn merge_identical_blocks(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let tree = region_tree(rewriter.body(), regions);
    merge_identical_blocks_in(rewriter, &tree)
}

/// [`merge_identical_blocks`] over the regions of `tree` (nested ones included already); a
/// region that merged blocks is tried again, as merging can make more blocks identical.
fn merge_identical_blocks_in(rewriter: &mut PatternRewriter<'_>, tree: &[RegionId]) -> bool {
    let mut changed = false;
    for &region in tree {
        // Merging erases blocks, and with them the (empty) regions of their ops.
        while rewriter.body().contains_region(region) && merge_blocks_of_region(rewriter, region) {
            changed = true;
        }
    }
    changed
}

/// What block merging compares: the ops, a hash of them ignoring operands and locations, and
/// the position of each value the block defines.
struct BlockData {
    block: BlockId,
    ops: Vec<OpId>,
    hash: u64,
    first_value: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> Self {
        let mut hasher = FxHasher::default();
        let mut first_value = FxHashMap::default();
        let mut next = body.num_block_args(block);
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for &op in &ops {
            if body.num_results(op) > 0 {
                first_value.insert(op, next);
                next += body.num_results(op);
            }
            body.op_name(op).hash(&mut hasher);
            body.op_attrs(op).hash(&mut hasher);
            body.op_props(op).hash(&mut hasher);
            body.num_operands(op).hash(&mut hasher);
            for ty in body.result_types(op) {
                ty.hash(&mut hasher);
            }
        }
        BlockData {
            block,
            ops,
            hash: hasher.finish(),
            first_value,
        }
    }

    /// The position of `value` (defined in this block) among the block's values.
    fn position(&self, value: Value) -> Option<usize> {
        match value.def() {
            ValueDef::BlockArg { index, .. } => Some(index as usize),
            ValueDef::Result { op, index } => self
                .first_value
                .get(&op)
                .map(|first| first + index as usize),
        }
    }
}

/// Whether two ops are the same but for their operands and locations.
fn same_op(body: &Body, a: OpId, b: OpId) -> bool {
    body.op_name(a) == body.op_name(b)
        && body.op_attrs(a) == body.op_attrs(b)
        && body.op_props(a) == body.op_props(b)
        && body.num_operands(a) == body.num_operands(b)
        && body.result_types(a).eq(body.result_types(b))
        && body.op_regions(a).len() == body.op_regions(b).len()
        && body.successors(a).eq(body.successors(b))
}

/// Whether a result of `op` is used by an op not directly in `block`.
fn used_outside(body: &Body, op: OpId, block: BlockId) -> bool {
    body.results(op).any(|r| value_used_outside(body, r, block))
}

fn value_used_outside(body: &Body, value: Value, block: BlockId) -> bool {
    body.users(value)
        .any(|user| body.op_parent_block(user) != Some(block))
}

/// A value produced by the terminator of a predecessor of `block` cannot be passed to `block`
/// as a branch operand: it does not dominate that terminator.
fn can_pass_to(body: &Body, block: BlockId, value: Value) -> bool {
    let Some(def) = value.defining_op() else {
        return true;
    };
    let Some(def_block) = body.op_parent_block(def) else {
        return true;
    };
    body.last_op(def_block) != Some(def) || !body.predecessors(block).any(|p| p == def_block)
}

/// A leader block and the blocks found identical to it.
struct Cluster {
    leader: BlockData,
    blocks: Vec<BlockId>,
    /// (op position, operand number) of the operands that differ: they become block arguments.
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    /// Adds `data`'s block when it is identical to the leader.
    fn try_add(&mut self, body: &Body, data: &BlockData) -> bool {
        let leader = &self.leader;
        if leader.hash != data.hash || leader.ops.len() != data.ops.len() {
            return false;
        }
        let arg_types = |block| body.block_args(block).map(|a| body.value_type(a));
        if !arg_types(leader.block).eq(arg_types(data.block)) {
            return false;
        }
        let mut mismatched = Vec::new();
        for (position, (&lhs, &rhs)) in leader.ops.iter().zip(&data.ops).enumerate() {
            if !same_op(body, lhs, rhs) {
                return false;
            }
            for (operand, (l, r)) in body.operands(lhs).zip(body.operands(rhs)).enumerate() {
                if l == r {
                    continue;
                }
                if body.value_type(l) != body.value_type(r) {
                    return false;
                }
                let l_inside = body.value_parent_block(l) == Some(leader.block);
                let r_inside = body.value_parent_block(r) == Some(data.block);
                if l_inside != r_inside {
                    return false;
                }
                if !l_inside {
                    if !can_pass_to(body, leader.block, l) || !can_pass_to(body, data.block, r) {
                        return false;
                    }
                    mismatched.push((position, operand));
                } else if leader.position(l) != data.position(r) {
                    return false;
                }
            }
            if used_outside(body, lhs, leader.block) || used_outside(body, rhs, data.block) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        self.blocks.push(data.block);
        true
    }

    /// Merges the cluster's blocks into the leader; whether it did.
    fn merge(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let ctx = rewriter.ctx();
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            let updatable = |block| {
                rewriter
                    .body()
                    .block_uses(block)
                    .all(|u| branch_interface(ctx, rewriter.body(), u.owner).is_some())
            };
            if !updatable(leader) || !self.blocks.iter().all(|&b| updatable(b)) {
                return false;
            }
            let mut ops_of: Vec<Vec<OpId>> = vec![self.leader.ops.clone()];
            for &block in &self.blocks {
                ops_of.push(rewriter.body().block_ops(block).collect());
            }
            // The values each block uses where they differ; `try_add` checked the operands exist.
            let body = rewriter.body();
            let new_args: Vec<Vec<Value>> = ops_of
                .iter()
                .map(|ops| {
                    self.operands
                        .iter()
                        .filter_map(|&(position, operand)| body.operand(ops[position], operand))
                        .collect()
                })
                .collect();
            let old_args = body.num_block_args(leader);
            // The leader takes them as new arguments.
            for (&(position, operand), &value) in self.operands.iter().zip(&new_args[0]) {
                let op = ops_of[0][position];
                let ty = rewriter.body().value_type(value);
                let loc = value_loc(ctx, rewriter.body(), value);
                let arg = rewriter.body_mut().add_block_arg(leader, ty, loc);
                rewriter.modify_op_in_place(op, |body| body.set_operand(op, operand, arg).is_ok());
            }
            let new_args = prune_redundant_arguments(rewriter, new_args, old_args, leader);
            let all: Vec<BlockId> = std::iter::once(leader)
                .chain(self.blocks.iter().copied())
                .collect();
            for (cluster_index, &block) in all.iter().enumerate() {
                let edges: SmallVec<[Use; 4]> = rewriter.body().block_uses(block).collect();
                for edge in edges {
                    let Some(interface) = branch_interface(ctx, rewriter.body(), edge.owner) else {
                        continue;
                    };
                    let body = rewriter.body();
                    let operands =
                        interface.successor_operands(ctx, body, edge.owner, edge.index as usize);
                    let mut values: Vec<Value> = operands
                        .forwarded
                        .filter_map(|i| body.operand(edge.owner, i))
                        .collect();
                    values.extend_from_slice(&new_args[cluster_index]);
                    set_forwarded(
                        rewriter,
                        interface,
                        edge.owner,
                        edge.index as usize,
                        &values,
                    );
                }
            }
        }
        for &block in &self.blocks {
            let edges: SmallVec<[Use; 4]> = rewriter.body().block_uses(block).collect();
            for edge in edges {
                rewriter.modify_op_in_place(edge.owner, |body| {
                    body.set_successor(edge.owner, edge.index as usize, leader)
                        .is_ok()
                });
            }
            let _ = rewriter.erase_block(block);
        }
        true
    }
}

/// Where a value comes from: its defining op's location, or its block argument's.
fn value_loc(ctx: &Context, body: &Body, value: Value) -> Location {
    match value.def() {
        ValueDef::Result { op, .. } => body.op_loc(op),
        ValueDef::BlockArg { block, index } => body
            .block_arg_loc(block, index as usize)
            .unwrap_or(ctx.common().unknown_loc),
    }
}

/// Removes new leader arguments that receive, on every incoming edge, the same value as an
/// earlier new argument; returns the lists of values to pass without them.
fn prune_redundant_arguments(
    rewriter: &mut PatternRewriter<'_>,
    lists: Vec<Vec<Value>>,
    old_args: usize,
    leader: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (index, &value) in first.iter().enumerate() {
        first_index.entry(value).or_insert(index);
    }
    let mut replaced: Vec<(usize, usize)> = Vec::new();
    for index in 0..first.len() {
        let earlier = first_index[&first[index]];
        if earlier != index && lists[1..].iter().all(|list| list[earlier] == list[index]) {
            replaced.push((index, earlier));
        }
    }
    if replaced.is_empty() {
        return lists;
    }
    for &(index, earlier) in &replaced {
        let from = Value::block_arg(leader, (old_args + index) as u32);
        let to = Value::block_arg(leader, (old_args + earlier) as u32);
        rewriter.replace_all_uses_with(from, to);
    }
    for &(index, _) in replaced.iter().rev() {
        let _ = rewriter
            .body_mut()
            .erase_block_arg(leader, old_args + index);
    }
    lists
        .into_iter()
        .map(|list| {
            list.into_iter()
                .enumerate()
                .filter(|(index, _)| !replaced.iter().any(|(r, _)| r == index))
                .map(|(_, value)| value)
                .collect()
        })
        .collect()
}

fn merge_blocks_of_region(rewriter: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let body = rewriter.body();
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Group the non-entry blocks by successor list, in block order.
    let mut groups: Vec<(SmallVec<[BlockId; 2]>, Vec<BlockId>)> = Vec::new();
    let mut group_of: FxHashMap<SmallVec<[BlockId; 2]>, usize> = FxHashMap::default();
    for &block in &blocks[1..] {
        let successors = block_successors(body, block);
        let index = *group_of.entry(successors.clone()).or_insert_with(|| {
            groups.push((successors, Vec::new()));
            groups.len() - 1
        });
        groups[index].1.push(block);
    }
    let mut clusters: Vec<Cluster> = Vec::new();
    for (_, group) in groups.into_iter().filter(|(_, g)| g.len() > 1) {
        let mut group_clusters: Vec<Cluster> = Vec::new();
        for block in group {
            let has_regions = body.block_ops(block).any(|op| {
                let (scope, regions) = body.region_scope(op);
                regions.iter().any(|&r| !scope.region_is_empty(r))
            });
            let args_escape = body
                .block_args(block)
                .any(|a| value_used_outside(body, a, block));
            if has_regions || args_escape {
                continue;
            }
            let data = BlockData::new(body, block);
            if !group_clusters.iter_mut().any(|c| c.try_add(body, &data)) {
                group_clusters.push(Cluster {
                    leader: data,
                    blocks: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        clusters.extend(group_clusters);
    }
    let mut merged = false;
    for cluster in clusters {
        merged |= cluster.merge(rewriter);
    }
    merged
}

// ---- redundant arguments ----

/// Drops the block arguments that receive the same value from every predecessor, using that
/// value instead (all predecessors must implement the branch interface); whether any was
/// dropped.
pub fn drop_redundant_arguments(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let tree = region_tree(rewriter.body(), regions);
    drop_redundant_arguments_in(rewriter, &tree)
}

/// [`drop_redundant_arguments`] over the regions of `tree` (nested ones included already).
fn drop_redundant_arguments_in(rewriter: &mut PatternRewriter<'_>, tree: &[RegionId]) -> bool {
    let mut changed = false;
    for &region in tree {
        if !rewriter.body().contains_region(region) {
            continue;
        }
        let blocks: Vec<BlockId> = rewriter.body().region_blocks(region).collect();
        for block in blocks {
            changed |= drop_redundant_arguments_of(rewriter, block);
        }
    }
    changed
}

/// The value every incoming edge of `block` passes to argument `index`, if they all agree.
fn common_incoming_value(
    ctx: &Context,
    body: &Body,
    block: BlockId,
    edges: &[Use],
    index: usize,
) -> Option<Value> {
    let mut common = None;
    for edge in edges {
        let interface = branch_interface(ctx, body, edge.owner)?;
        let operands = interface.successor_operands(ctx, body, edge.owner, edge.index as usize);
        let position = index.checked_sub(operands.produced)?;
        let operand = operands.forwarded.clone().nth(position)?;
        let value = body.operand(edge.owner, operand)?;
        match common {
            None => common = Some(value),
            Some(seen) if seen != value => return None,
            Some(_) => {}
        }
    }
    common.filter(|&v| body.value_parent_block(v) != Some(block))
}

fn drop_redundant_arguments_of(rewriter: &mut PatternRewriter<'_>, block: BlockId) -> bool {
    let ctx = rewriter.ctx();
    let edges: Vec<Use> = rewriter.body().block_uses(block).collect();
    if edges.is_empty() {
        return false;
    }
    let mut dropped = Vec::new();
    for index in 0..rewriter.body().num_block_args(block) {
        if let Some(value) = common_incoming_value(ctx, rewriter.body(), block, &edges, index) {
            rewriter.replace_all_uses_with(Value::block_arg(block, index as u32), value);
            dropped.push(index);
        }
    }
    for &index in dropped.iter().rev() {
        for edge in &edges {
            let Some(interface) = branch_interface(ctx, rewriter.body(), edge.owner) else {
                continue;
            };
            let body = rewriter.body();
            let operands = interface.successor_operands(ctx, body, edge.owner, edge.index as usize);
            let mut values: Vec<Value> = operands
                .forwarded
                .filter_map(|i| body.operand(edge.owner, i))
                .collect();
            let position = index - operands.produced;
            if position < values.len() {
                values.remove(position);
                set_forwarded(
                    rewriter,
                    interface,
                    edge.owner,
                    edge.index as usize,
                    &values,
                );
            }
        }
        let _ = rewriter.body_mut().erase_block_arg(block, index);
    }
    !dropped.is_empty()
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use super::*;
    use crate::rewrite::{GreedyRewriteConfig, RewritePatternSet};

    /// Runs the driver with no patterns at `level` and checks the text.
    fn simplify(input: &str, level: RegionSimplification, expected: &str) {
        let config = GreedyRewriteConfig {
            region_simplification: level,
            ..GreedyRewriteConfig::default()
        };
        check(input, no_patterns, &config, expected);
    }

    /// Runs one region simplification on the function's body and returns whether it changed.
    fn simplify_once(input: &str, level: RegionSimplification) -> (String, bool) {
        let ctx = context();
        let mut owned = parse(&ctx, input);
        let body = nested_of(&ctx, &mut owned, "t.func");
        let regions: Vec<RegionId> = body.top_level_regions().collect();
        let mut rewriter = PatternRewriter::new(&ctx, body);
        let changed = simplify_regions(&mut rewriter, &regions, level);
        (print(&ctx, &owned), changed)
    }

    #[test]
    fn unreachable_blocks_are_erased_even_in_cycles() {
        simplify(
            r#""t.func"() ({
^bb0(%a: i32):
  "t.br"(%a)[^bb3] : (i32) -> ()
^bb1(%x: i32):
  %n = "t.neg"(%x) : (i32) -> i32
  "t.br"(%n)[^bb2] : (i32) -> ()
^bb2(%y: i32):
  "t.br"(%y)[^bb1] : (i32) -> ()
^bb3(%z: i32):
  "t.print"(%z) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
            RegionSimplification::Normal,
            r#"module {
  "t.func"() ({
  ^bb0(%arg0: i32):
    "t.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "t.print"(%0) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
        );
    }

    #[test]
    fn dead_block_arguments_go_with_the_operands_that_feed_them() {
        simplify(
            r#""t.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "t.cond_br"(%c, %a, %b, %b)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> ()
^bb1(%x: i32, %unused: i32):
  "t.print"(%x) : (i32) -> ()
  "t.return"() : () -> ()
^bb2(%y: i32):
  %dead = "t.neg"(%y) : (i32) -> i32
  "t.br"(%dead)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  "t.return"() : () -> ()
}) : () -> ()"#,
            RegionSimplification::Normal,
            r#"module {
  "t.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "t.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "t.print"(%0) : (i32) -> ()
    "t.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "t.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
        );
    }

    #[test]
    fn branches_without_the_interface_keep_their_successors_arguments() {
        let input = r#""t.func"() ({
^bb0(%a: i32):
  "t.jump"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "t.return"() : () -> ()
}) : () -> ()"#;
        let ctx = context();
        ctx.set_allow_unregistered_dialects(true);
        let mut owned = parse(&ctx, input);
        let before = print(&ctx, &owned);
        let body = nested_of(&ctx, &mut owned, "t.func");
        let regions: Vec<RegionId> = body.top_level_regions().collect();
        let mut rewriter = PatternRewriter::new(&ctx, body);
        assert!(!simplify_regions(
            &mut rewriter,
            &regions,
            RegionSimplification::Aggressive
        ));
        assert_eq!(print(&ctx, &owned), before);
    }

    /// The merged block's argument stays (two edges pass different values); the argument of
    /// the block after it goes, as it now has a single predecessor.
    #[test]
    fn identical_blocks_merge_and_differing_operands_become_arguments() {
        let input = r#""t.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "t.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %x = "t.neg"(%a) : (i32) -> i32
  "t.br"(%x)[^bb3] : (i32) -> ()
^bb2:
  %y = "t.neg"(%b) : (i32) -> i32
  "t.br"(%y)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "t.print"(%r) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
        simplify(
            input,
            RegionSimplification::Aggressive,
            r#"module {
  "t.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "t.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    %1 = "t.neg"(%0) : (i32) -> i32
    "t.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "t.print"(%1) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
        );
        let (text, changed) = simplify_once(input, RegionSimplification::Normal);
        assert!(!changed);
        assert!(
            text.contains("^bb2:"),
            "normal simplification merges nothing: {text}"
        );
    }

    #[test]
    fn merged_blocks_pass_a_value_used_twice_once() {
        let (text, changed) = simplify_once(
            r#""t.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "t.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "t.print"(%a, %a) : (i32, i32) -> ()
  "t.return"() : () -> ()
^bb2:
  "t.print"(%b, %b) : (i32, i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
            RegionSimplification::Aggressive,
        );
        assert!(changed);
        assert_eq!(
            text,
            r#"module {
  "t.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "t.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "t.print"(%0, %0) : (i32, i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#
        );
    }

    /// Every argument here gets one value only: from its single predecessor (`^bb1`), or the
    /// same from both (`^bb2`, once `^bb1`'s arguments are gone).
    #[test]
    fn arguments_that_always_get_the_same_value_are_dropped() {
        let input = r#""t.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "t.cond_br"(%c, %a, %b, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "t.print"(%x, %y) : (i32, i32) -> ()
  "t.br"(%x, %x)[^bb2] : (i32, i32) -> ()
^bb2(%z: i32, %w: i32):
  "t.print"(%z, %w) : (i32, i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
        let (text, changed) = simplify_once(input, RegionSimplification::Aggressive);
        assert!(changed);
        assert_eq!(
            text,
            r#"module {
  "t.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "t.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "t.print"(%arg1, %arg2) : (i32, i32) -> ()
    "t.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "t.print"(%arg1, %arg1) : (i32, i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#
        );
    }

    #[test]
    fn dead_cycles_through_block_arguments_are_removed() {
        simplify(
            r#""t.func"() ({
^bb0(%c: i1, %a: i32):
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%i: i32):
  %n = "t.neg"(%i) : (i32) -> i32
  "t.cond_br"(%c, %n)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb2:
  "t.return"() : () -> ()
}) : () -> ()"#,
            RegionSimplification::Normal,
            r#"module {
  "t.func"() ({
  ^bb0(%arg0: i1, %arg1: i32):
    "t.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "t.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
        );
    }

    #[test]
    fn disabled_simplification_does_nothing() {
        let input = r#""t.func"() ({
  "t.return"() : () -> ()
^bb1:
  "t.return"() : () -> ()
}) : () -> ()"#;
        let (_, changed) = simplify_once(input, RegionSimplification::Disabled);
        assert!(!changed);
        let (text, changed) = simplify_once(input, RegionSimplification::Normal);
        assert!(changed && !text.contains("^bb1"), "{text}");
        let frozen = RewritePatternSet::new().freeze(&context());
        assert!(frozen.is_empty());
    }
}
