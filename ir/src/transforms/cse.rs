//! Common-subexpression elimination: MLIR 19's `-cse`, as a function over the regions of a
//! [`Body`].
//!
//! The walk follows MLIR's `CSEDriver`. Each region is visited along its dominator tree with a
//! scoped hash table of the ops seen so far (keyed by [`op_hash`], compared with
//! [`ops_equivalent`]), so an op is replaced by an equivalent op that dominates it,
//! in its block, in a dominating block, or in an enclosing region. An op's regions are visited
//! before the op itself. The regions of an op that is, or might be (unregistered), isolated from
//! above start from an empty table; an isolated op's nested body gets a run of its own, so running
//! on a module processes every function. Unreachable blocks and graph regions of several blocks are
//! left alone; in a single-block graph region, uses already visited keep the value they had.
//!
//! What is replaced: ops free of memory effects (counting nested ops for `RecursiveMemoryEffects`
//! kinds), and ops whose own effects are all reads when the equivalent op is in the same block with
//! no op in between that may write (unknown effects count as writes). Terminators, ops with unknown
//! effects and ops with a region of several blocks are never replaced. Trivially dead ops met on
//! the way are erased (symbols excepted, as in MLIR). The earlier op is kept, with its location,
//! unless that location is unknown and the replaced op's is not. Replacements are made at once and
//! erasures at the end, so every decision sees the IR as MLIR's pass would.
//!
//! It is not a pass (the pass manager wraps [`cse`]) and not global value numbering: it does not
//! merge ops across sibling branches, hoist, or fold.

mod table;
#[cfg(test)]
mod tests;

use super::equivalence::{op_hash, ops_equivalent};
use crate::context::Context;
use crate::effects::{self, EffectKind};
use crate::structure::{BlockId, Body, OpId, RegionId, Value};
use crate::traits::Trait;
use crate::verifier::dominance::DominanceInfo;
use rustc_hash::FxHashMap;
use table::ScopedTable;

/// What a CSE run changed: MLIR's pass statistics.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Ops replaced by an equivalent op (MLIR's `num-cse'd`, which counts an op free of memory
    /// effects twice; here each op counts once).
    pub num_cse: usize,
    /// Trivially dead ops erased (`num-dce'd`).
    pub num_dce: usize,
}

/// Eliminates common subexpressions in `regions`, regions of `body` (for an op, the regions
/// [`Body::region_scope_mut`] gives), and in everything nested in them, nested bodies included.
/// Ids that are not live regions of `body` are ignored.
pub fn cse(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> CseStats {
    let mut stats = CseStats::default();
    let pending = simplify_body(ctx, body, regions, &mut stats);
    pending.erase(body);
    stats
}

/// [`cse`] over the regions of `op`, an op of `body`: what the `cse` pass anchored on `op` does.
pub fn cse_op(ctx: &Context, body: &mut Body, op: OpId) -> CseStats {
    let (scope, regions) = body.region_scope_mut(op);
    cse(ctx, scope, &regions)
}

/// Ops to erase once the whole run is over: those of one body in the order they were found
/// (nested ops before the ops holding them), and those of its nested bodies by owner.
#[derive(Default)]
struct Pending {
    dead: Vec<OpId>,
    nested: Vec<(OpId, Pending)>,
}

impl Pending {
    fn erase(self, body: &mut Body) {
        for (owner, pending) in self.nested {
            if let Some(nested) = body.nested_body_mut(owner) {
                pending.erase(nested);
            }
        }
        for op in self.dead {
            // Cannot fail: a replaced op lost its uses, a dead one had none, and nothing was
            // given a use of either since.
            let erased = body.erase_op(op);
            debug_assert!(erased.is_ok(), "op queued for erasure is still used");
        }
    }

    fn is_empty(&self) -> bool {
        self.dead.is_empty() && self.nested.is_empty()
    }
}

/// What CSE needs to know of dominance in one body, taken before anything is edited: CSE changes
/// no block and no region, so it stays true during the run.
struct Plan {
    /// Per region index: whether the region has SSA dominance (false for graph regions).
    ssa: Vec<bool>,
    /// For each region of several blocks: its reachable blocks in dominator-tree preorder, with
    /// their immediate dominators.
    trees: FxHashMap<RegionId, Vec<(BlockId, Option<BlockId>)>>,
}

impl Plan {
    fn new(ctx: &Context, body: &Body) -> Plan {
        let dominance = DominanceInfo::new(ctx, body);
        let mut ssa = Vec::with_capacity(body.regions.len());
        let mut trees = FxHashMap::default();
        for index in 0..body.regions.len() {
            let region = RegionId(index as u32);
            if !body.contains_region(region) {
                ssa.push(true);
                continue;
            }
            ssa.push(dominance.has_ssa_dominance(region));
            let mut blocks = body.region_blocks(region);
            if blocks.next().is_some() && blocks.next().is_some() {
                let order = dominance
                    .dominator_tree_preorder(region)
                    .into_iter()
                    .map(|block| (block, dominance.immediate_dominator(block)))
                    .collect();
                trees.insert(region, order);
            }
        }
        Plan { ssa, trees }
    }

    fn has_ssa_dominance(&self, region: RegionId) -> bool {
        self.ssa.get(region.0 as usize).copied().unwrap_or(true)
    }
}

/// What is left to do in the walk over one body, innermost last.
enum Work {
    /// Visit a region.
    Region(RegionId),
    /// Visit the blocks of a region of several blocks from position `next` of its dominator
    /// tree preorder; `open` are the blocks whose scopes are open, root first.
    Tree {
        region: RegionId,
        next: usize,
        open: Vec<BlockId>,
    },
    /// Visit the ops of a block from `next` on; `ssa`: whether its region has SSA dominance.
    Block { next: Option<OpId>, ssa: bool },
    /// Simplify an op whose regions have been visited.
    Simplify { op: OpId, ssa: bool },
    /// Close the scope of a single-block region.
    CloseScope,
    /// Remove the barrier put up for the regions of an op that might be isolated from above.
    CloseBarrier,
}

/// Runs CSE over `regions` of `body` with a fresh table and returns what to erase.
fn simplify_body(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    stats: &mut CseStats,
) -> Pending {
    let mut walk = Walk {
        ctx,
        plan: Plan::new(ctx, body),
        table: ScopedTable::default(),
        scanned: FxHashMap::default(),
        pending: Pending::default(),
        stats,
    };
    let mut work: Vec<Work> = regions
        .iter()
        .rev()
        .filter(|&&region| body.contains_region(region))
        .map(|&region| Work::Region(region))
        .collect();
    while let Some(item) = work.pop() {
        walk.step(body, item, &mut work);
    }
    walk.pending
}

/// The state of the walk over one body.
struct Walk<'a> {
    ctx: &'a Context,
    plan: Plan,
    table: ScopedTable,
    /// For a reading op already in the table: how far after it the block has been searched for
    /// an op that may write, and whether one was found (MLIR's `memEffectsCache`).
    scanned: FxHashMap<OpId, (OpId, bool)>,
    pending: Pending,
    stats: &'a mut CseStats,
}

impl Walk<'_> {
    fn step(&mut self, body: &mut Body, item: Work, work: &mut Vec<Work>) {
        match item {
            Work::Region(region) => self.enter_region(body, region, work),
            Work::Tree { region, next, open } => self.tree_step(body, region, next, open, work),
            Work::Block { next, ssa } => self.block(body, next, ssa, work),
            Work::Simplify { op, ssa } => self.simplify_operation(body, op, ssa),
            Work::CloseScope => self.table.pop_scope(),
            Work::CloseBarrier => self.table.pop_barrier(),
        }
    }

    fn enter_region(&mut self, body: &Body, region: RegionId, work: &mut Vec<Work>) {
        let Some(entry) = body.region_entry(region) else {
            return;
        };
        let ssa = self.plan.has_ssa_dominance(region);
        if body.next_block(entry).is_none() {
            self.table.push_scope();
            work.push(Work::CloseScope);
            work.push(Work::Block {
                next: body.first_op(entry),
                ssa,
            });
        } else if ssa {
            // A graph region of several blocks has no order to follow: it is left alone.
            work.push(Work::Tree {
                region,
                next: 0,
                open: Vec::new(),
            });
        }
    }

    /// Visits the next block of a dominator tree walk: closes the scopes of the blocks that do
    /// not dominate it and opens its own.
    fn tree_step(
        &mut self,
        body: &Body,
        region: RegionId,
        next: usize,
        mut open: Vec<BlockId>,
        work: &mut Vec<Work>,
    ) {
        let Some(&(block, idom)) = self.plan.trees.get(&region).and_then(|t| t.get(next)) else {
            for _ in open {
                self.table.pop_scope();
            }
            return;
        };
        while let Some(&top) = open.last() {
            if Some(top) == idom {
                break;
            }
            open.pop();
            self.table.pop_scope();
        }
        self.table.push_scope();
        open.push(block);
        work.push(Work::Tree {
            region,
            next: next + 1,
            open,
        });
        work.push(Work::Block {
            next: body.first_op(block),
            ssa: true,
        });
    }

    /// Simplifies the ops of a block from `next` on, stopping at the first op with regions: its
    /// regions, then the op, then the rest of the block are left as work.
    fn block(&mut self, body: &mut Body, next: Option<OpId>, ssa: bool, work: &mut Vec<Work>) {
        let mut cursor = next;
        while let Some(op) = cursor {
            cursor = body.next_op(op);
            if body.op_regions(op).is_empty() {
                self.simplify_operation(body, op, ssa);
                continue;
            }
            work.push(Work::Block { next: cursor, ssa });
            work.push(Work::Simplify { op, ssa });
            if body.nested_body(op).is_some() {
                let (nested, regions) = body.region_scope_mut(op);
                let pending = simplify_body(self.ctx, nested, &regions, &mut *self.stats);
                if !pending.is_empty() {
                    self.pending.nested.push((op, pending));
                }
                return;
            }
            // An unregistered op might be isolated from above: its regions must not see the
            // values outside (MLIR's `mightHaveTrait<IsIsolatedFromAbove>`).
            let isolated = self
                .ctx
                .op_descriptor(body.op_name(op))
                .is_none_or(|d| d.traits.has(Trait::IsolatedFromAbove));
            if isolated {
                work.push(Work::CloseBarrier);
            }
            work.extend(body.op_regions(op).iter().rev().map(|&r| Work::Region(r)));
            if isolated {
                self.table.push_barrier();
            }
            return;
        }
        // The cache is only good within one block.
        self.scanned.clear();
    }

    /// MLIR's `simplifyOperation`: erase `op` if it is trivially dead, replace it by an
    /// equivalent op in the table, or enter it in the table.
    fn simplify_operation(&mut self, body: &mut Body, op: OpId, ssa: bool) {
        let ctx = self.ctx;
        // An unregistered op may be a terminator and has unknown effects: nothing to do.
        let Some(descriptor) = ctx.op_descriptor(body.op_name(op)) else {
            return;
        };
        let traits = &descriptor.traits;
        if traits.has(Trait::IsTerminator) {
            return;
        }
        // The common case, answered without collecting effects.
        let effect_free_alone =
            traits.has(Trait::NoMemoryEffect) && !traits.has(Trait::RecursiveMemoryEffects);
        if body.op_results_unused(op)
            && !traits.has(Trait::Symbol)
            && (effect_free_alone || effects::would_be_trivially_dead(ctx, body, op))
        {
            self.pending.dead.push(op);
            self.stats.num_dce += 1;
            return;
        }
        if has_region_of_several_blocks(body, op) {
            return;
        }
        if !effect_free_alone && !effects::is_memory_effect_free(ctx, body, op) {
            if !only_reads(ctx, body, op) {
                return;
            }
            let hash = op_hash(ctx, body, op);
            let existing = self
                .table
                .lookup(hash, |known| ops_equivalent(ctx, body, op, known));
            if let Some(existing) = existing
                && body.op_parent_block(existing) == body.op_parent_block(op)
                && !self.write_between(body, existing, op)
            {
                self.replace(body, existing, op, ssa);
                return;
            }
            self.table
                .insert(hash, op, |known| ops_equivalent(ctx, body, op, known));
            return;
        }
        let hash = op_hash(ctx, body, op);
        match self
            .table
            .lookup(hash, |known| ops_equivalent(ctx, body, op, known))
        {
            Some(existing) => self.replace(body, existing, op, ssa),
            None => self
                .table
                .insert(hash, op, |known| ops_equivalent(ctx, body, op, known)),
        }
    }

    /// Replaces the uses of `op` with the results of `existing` and queues `op` for erasure
    /// (MLIR's `replaceUsesAndDelete`). In a graph region, uses by ops already in the table keep
    /// `op` (changing them would change their keys), and `op` stays if some remain.
    fn replace(&mut self, body: &mut Body, existing: OpId, op: OpId, ssa: bool) {
        let ctx = self.ctx;
        let results = body.num_results(op) as u32;
        if ssa {
            for index in 0..results {
                body.replace_all_uses(Value::result(op, index), Value::result(existing, index));
            }
            self.pending.dead.push(op);
        } else {
            let table = &self.table;
            for index in 0..results {
                body.replace_uses_if(
                    Value::result(op, index),
                    Value::result(existing, index),
                    |body, used| {
                        let hash = op_hash(ctx, body, used.owner);
                        table
                            .lookup(hash, |known| ops_equivalent(ctx, body, used.owner, known))
                            .is_none()
                    },
                );
            }
            if body.op_results_unused(op) {
                self.pending.dead.push(op);
            }
        }
        let unknown = ctx.common().unknown_loc;
        if body.op_loc(existing) == unknown && body.op_loc(op) != unknown {
            body.set_op_loc(existing, body.op_loc(op));
        }
        self.stats.num_cse += 1;
    }

    /// Whether an op between `from` and `to` (same block, `from` first) may write memory: its
    /// effects, nested ones included, are unknown or include a write (MLIR's
    /// `hasOtherSideEffectingOpInBetween`). Searches resume where the last search from `from`
    /// stopped.
    fn write_between(&mut self, body: &Body, from: OpId, to: OpId) -> bool {
        let mut cursor = match self.scanned.get(&from) {
            Some(&(_, true)) => return true,
            Some(&(until, false)) => Some(until),
            None => body.next_op(from),
        };
        while let Some(current) = cursor
            && current != to
        {
            let writes = effects::memory_effects(self.ctx, body, current)
                .is_none_or(|list| list.iter().any(|e| e.kind == EffectKind::Write));
            if writes {
                self.scanned.insert(from, (current, true));
                return true;
            }
            cursor = body.next_op(current);
        }
        self.scanned.insert(from, (to, false));
        false
    }
}

/// Whether `op` declares its own effects and they are all reads, at least one (MLIR's
/// `hasSingleEffect<MemoryEffects::Read>`): effects of nested ops do not count.
fn only_reads(ctx: &Context, body: &Body, op: OpId) -> bool {
    effects::own_effects(ctx, body, op)
        .is_some_and(|list| !list.is_empty() && list.iter().all(|e| e.kind == EffectKind::Read))
}

fn has_region_of_several_blocks(body: &Body, op: OpId) -> bool {
    let (scope, regions) = body.region_scope(op);
    regions.iter().any(|&region| {
        let mut blocks = scope.region_blocks(region);
        blocks.next().is_some() && blocks.next().is_some()
    })
}
