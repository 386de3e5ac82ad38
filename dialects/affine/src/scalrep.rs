//! `-affine-scalrep`: MLIR 19's `AffineScalarReplacement` (`affineScalarReplace`), which
//! replaces affine memory accesses by the scalars they move:
//! 1. store-to-load forwarding: a load takes the value of the store to the same element
//!    ([`same_access`]) that dominates it, reaches it, and has no write that may alias between;
//! 2. otherwise, redundant load elimination: a load takes the value of an equal load that
//!    dominates it with no write between (of several, the one dominating the others);
//! 3. dead store elimination: a store is erased when a later store in the same block writes the
//!    same element with no read that may alias between;
//! 4. a local allocation some load was forwarded from, left with only stores and deallocations,
//!    is erased with them.
//!
//! Dominance is decided within one block and its nested regions (a store in another block of a
//! CFG region is no candidate), and a store in an enclosing block reaches a load in a nested
//! loop unless a loop between has constant bounds and no iteration, or an `affine.if` is
//! between; both are conservative where MLIR asks its dominance and dependence analyses.

use crate::dependence::{Access, LoopRange, loop_range, same_access};
use crate::intervening::{is_local_alloc, no_intervening_effect};
use oxir::effects::{EffectKind, own_effects};
use oxir::pass::{Pass, PassTarget};
use oxir::structure::WalkOrder;
use oxir::{Body, Context, Diagnostic, OpId, RegionId, Value};
use std::collections::HashSet;

/// The ancestor of `op` (or `op`) whose block is `block`.
fn ancestor_in(body: &Body, block: oxir::BlockId, op: OpId) -> Option<OpId> {
    let mut current = Some(op);
    while let Some(o) = current {
        if body.op_parent_block(o) == Some(block) {
            return Some(o);
        }
        current = body.op_parent_op(o);
    }
    None
}

/// Whether `a` properly dominates `b`: `a` comes before the ancestor of `b` in `a`'s block.
fn dominates(body: &Body, a: OpId, b: OpId) -> bool {
    let Some(block) = body.op_parent_block(a) else {
        return false;
    };
    let Some(anchor) = ancestor_in(body, block, b) else {
        return false;
    };
    anchor != a
        && body
            .block_ops(block)
            .take_while(|&o| o != anchor)
            .any(|o| o == a)
}

/// Whether `store` (in a block enclosing `load`) reaches `load`: same block, or only
/// `affine.for`s that may run between them (MLIR's `mustReachAtInnermost`; an `affine.if`
/// between is refused, where MLIR would test its condition).
fn must_reach(ctx: &Context, body: &Body, store: OpId, load: OpId) -> bool {
    let block = body.op_parent_block(store);
    let mut current = body.op_parent_op(load);
    while body.op_parent_block(load) != block {
        let Some(parent) = current else {
            return false;
        };
        if body.op_parent_block(parent) == block {
            return non_empty_loop(ctx, body, parent);
        }
        if !non_empty_loop(ctx, body, parent) {
            return false;
        }
        current = body.op_parent_op(parent);
    }
    true
}

/// Whether `op` is an `affine.for` that may run: one with constant bounds runs at least once
/// (MLIR's dependence system is infeasible otherwise); one with other bounds is granted, as
/// MLIR's is feasible for some value of them, and a load in a loop that does not run never
/// reads the forwarded value.
fn non_empty_loop(ctx: &Context, body: &Body, op: OpId) -> bool {
    if crate::AffineForOp::from_op(ctx, body, op).is_none() {
        return false;
    }
    loop_range(ctx, body, op).is_none_or(|r: LoopRange| r.trip_count() > 0)
}

/// The affine accesses of `memref` other than `op`.
fn accesses_of(ctx: &Context, body: &Body, memref: Value, op: OpId) -> Vec<Access> {
    body.users(memref)
        .filter(|&u| u != op)
        .filter_map(|u| Access::of(ctx, body, u))
        .filter(|a| a.memref == memref)
        .collect()
}

/// The state of one run over a function.
struct Replacer<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    function: RegionId,
    erased: HashSet<OpId>,
    forwarded_memrefs: Vec<Value>,
}

impl Replacer<'_> {
    /// Store-to-load forwarding for `load`; whether it happened.
    fn forward(&mut self, load: &Access) -> bool {
        let (ctx, function) = (self.ctx, self.function);
        let body = &*self.body;
        let candidate = accesses_of(ctx, body, load.memref, load.op)
            .into_iter()
            .filter(|s| s.is_write && same_access(s, load))
            .filter(|s| dominates(body, s.op, load.op))
            .filter(|s| must_reach(ctx, body, s.op, load.op))
            .find(|s| no_intervening_effect(ctx, body, function, EffectKind::Write, s.op, load));
        let Some(store) = candidate else {
            return false;
        };
        let Some(value) = body.operand(store.op, 0) else {
            return false;
        };
        let Some(result) = body.result(load.op, 0) else {
            return false;
        };
        if body.value_type(value) != body.value_type(result) {
            return false;
        }
        self.body.replace_all_uses(result, value);
        if !self.forwarded_memrefs.contains(&load.memref) {
            self.forwarded_memrefs.push(load.memref);
        }
        self.erased.insert(load.op);
        true
    }

    /// Redundant load elimination for `load` (MLIR's `loadCSE`).
    fn eliminate_redundant(&mut self, load: &Access) {
        let (ctx, function) = (self.ctx, self.function);
        let body = &*self.body;
        let Some(result) = body.result(load.op, 0) else {
            return;
        };
        let candidates: Vec<OpId> = accesses_of(ctx, body, load.memref, load.op)
            .into_iter()
            .filter(|o| !o.is_write && !self.erased.contains(&o.op) && same_access(o, load))
            .filter(|o| dominates(body, o.op, load.op))
            .filter(|o| no_intervening_effect(ctx, body, function, EffectKind::Write, o.op, load))
            .map(|o| o.op)
            .filter(|&o| {
                body.result(o, 0).map(|v| body.value_type(v)) == Some(body.value_type(result))
            })
            .collect();
        let chosen = candidates
            .iter()
            .find(|&&c| candidates.iter().all(|&o| o == c || dominates(body, c, o)));
        if let Some(value) = chosen.and_then(|&c| body.result(c, 0)) {
            self.body.replace_all_uses(result, value);
            self.erased.insert(load.op);
        }
    }

    /// Whether `store` is overwritten, before any read, by a later store of the same element in
    /// its block (MLIR's `findUnusedStore`).
    fn is_unused_store(&self, store: &Access) -> bool {
        let (ctx, body) = (self.ctx, &*self.body);
        accesses_of(ctx, body, store.memref, store.op)
            .into_iter()
            .filter(|w| w.is_write && same_access(w, store))
            .filter(|w| body.op_parent_block(w.op) == body.op_parent_block(store.op))
            .filter(|w| dominates(body, store.op, w.op))
            .any(|w| {
                no_intervening_effect(ctx, body, self.function, EffectKind::Read, store.op, &w)
            })
    }

    /// Erases the ops collected in `erased`.
    fn erase_collected(&mut self) -> Result<(), Diagnostic> {
        for op in std::mem::take(&mut self.erased) {
            self.body
                .erase_op(op)
                .map_err(|e| Diagnostic::error(self.body.op_loc(op), e.to_string()))?;
        }
        Ok(())
    }

    /// Erases each forwarded-from local allocation used only by stores and deallocations.
    fn erase_dead_allocations(&mut self) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for memref in std::mem::take(&mut self.forwarded_memrefs) {
            let body = &*self.body;
            let Some(alloc) = memref.defining_op() else {
                continue;
            };
            if !is_local_alloc(ctx, body, memref) {
                continue;
            }
            let users: Vec<OpId> = body.users(memref).collect();
            let removable = users.iter().all(|&u| {
                Access::of(ctx, body, u).is_some_and(|a| a.is_write && a.memref == memref)
                    || frees_only(ctx, body, u, memref)
            });
            if !removable {
                continue;
            }
            for op in users.into_iter().chain([alloc]) {
                if self.body.contains_op(op) {
                    self.body
                        .erase_op(op)
                        .map_err(|e| Diagnostic::error(self.body.op_loc(op), e.to_string()))?;
                }
            }
        }
        Ok(())
    }
}

/// Whether the only effect of `op` is freeing `memref` (MLIR's `hasSingleEffect<Free>`).
fn frees_only(ctx: &Context, body: &Body, op: OpId, memref: Value) -> bool {
    own_effects(ctx, body, op).is_some_and(|effects| {
        !effects.is_empty()
            && effects
                .iter()
                .all(|e| e.kind == EffectKind::Free && e.value == Some(memref))
    })
}

/// The affine loads (or stores) of the region, in program order.
fn collect(ctx: &Context, body: &Body, region: RegionId, writes: bool) -> Vec<Access> {
    let mut out = Vec::new();
    for block in body.region_blocks(region) {
        for top in body.block_ops(block) {
            body.walk(top, WalkOrder::PostOrder, |b, op| {
                if let Some(a) = Access::of(ctx, b, op).filter(|a| a.is_write == writes) {
                    out.push(a);
                }
            });
        }
    }
    out
}

/// Runs the replacement on the function whose region is `function` (in `body`); whether it
/// changed anything.
pub fn scalar_replace(
    ctx: &Context,
    body: &mut Body,
    function: RegionId,
) -> Result<bool, Diagnostic> {
    let mut replacer = Replacer {
        ctx,
        body,
        function,
        erased: HashSet::new(),
        forwarded_memrefs: Vec::new(),
    };
    for load in collect(ctx, replacer.body, function, false) {
        // The access is read again: forwarding an earlier load changed no map, but the
        // operands of this one may now be another load's value.
        let Some(load) = Access::of(ctx, replacer.body, load.op) else {
            continue;
        };
        if !replacer.forward(&load) {
            replacer.eliminate_redundant(&load);
        }
    }
    let mut changed = !replacer.erased.is_empty();
    replacer.erase_collected()?;
    for store in collect(ctx, replacer.body, function, true) {
        if replacer.is_unused_store(&store) {
            replacer.erased.insert(store.op);
        }
    }
    changed |= !replacer.erased.is_empty();
    replacer.erase_collected()?;
    changed |= !replacer.forwarded_memrefs.is_empty();
    replacer.erase_dead_allocations()?;
    Ok(changed)
}

/// The `affine-scalrep` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct AffineScalarReplacement;

impl Pass for AffineScalarReplacement {
    fn name(&self) -> &str {
        "AffineScalarReplacement"
    }

    fn argument(&self) -> &str {
        "affine-scalrep"
    }

    fn description(&self) -> &str {
        "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let (ctx, op) = (target.ctx(), target.op());
        let (body, regions) = target.body.region_scope_mut(op);
        let mut changed = false;
        for region in regions {
            changed |= scalar_replace(ctx, body, region)?;
        }
        if !changed {
            target.preserve_all();
        }
        Ok(())
    }
}
