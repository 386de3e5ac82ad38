//! Whether an operation between two affine accesses may write (or read) the memory one of them
//! touches: MLIR's `hasNoInterveningEffect` with the may-alias test of its local alias
//! analysis, as `-affine-scalrep` and `-affine-loop-fusion` use them.

use crate::dependence::{Access, Dependence, check_dependence, common_loops};
use oxir::effects::{EffectKind, own_effects};
use oxir::traits::Trait;
use oxir::{Body, Context, OpId, RegionId, Value};

/// Whether `value` is the result of a `memref.alloc` or `memref.alloca`.
pub fn is_local_alloc(ctx: &Context, body: &Body, value: Value) -> bool {
    value.defining_op().is_some_and(|op| {
        matches!(
            ctx.op_name_str(body.op_name(op)),
            "memref.alloc" | "memref.alloca"
        )
    })
}

/// Whether `value` is an argument of the entry block of `function` (the function's region).
fn is_function_argument(body: &Body, function: RegionId, value: Value) -> bool {
    body.value_parent_block(value)
        .is_some_and(|b| value.defining_op().is_none() && body.region_entry(function) == Some(b))
}

/// Whether two memrefs may be the same memory (MLIR's `LocalAliasAnalysis`, as far as it
/// decides here): two distinct local allocations do not alias, nor does a local allocation
/// and an argument of the function; anything else may.
pub fn may_alias(ctx: &Context, body: &Body, function: RegionId, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (la, lb) = (is_local_alloc(ctx, body, a), is_local_alloc(ctx, body, b));
    let argument = |v| is_function_argument(body, function, v);
    // Distinct when both are local allocations, or one is and the other an argument.
    !(la && (lb || argument(b)) || lb && argument(a))
}

/// The search for an effect of one kind between two ops.
struct Search<'a> {
    ctx: &'a Context,
    body: &'a Body,
    function: RegionId,
    kind: EffectKind,
    start: OpId,
    target: &'a Access,
    found: bool,
}

impl Search<'_> {
    /// Marks `found` when `op` (with what it nests) may have the effect on the target's memory.
    fn check(&mut self, op: OpId) {
        if self.found {
            return;
        }
        let (ctx, body) = (self.ctx, self.body);
        if let Some(effects) = own_effects(ctx, body, op) {
            let memref = self.target.memref;
            let relevant = effects.iter().any(|e| {
                e.kind == self.kind
                    && e.value.is_none_or(|v| {
                        v == memref || may_alias(ctx, body, self.function, v, memref)
                    })
            });
            if !relevant {
                return;
            }
            self.found = match Access::of(ctx, body, op) {
                Some(access) => self.may_reach(&access),
                None => true,
            };
            return;
        }
        if ctx.op_has_trait(body.op_name(op), Trait::RecursiveMemoryEffects) {
            for &region in body.op_regions(op) {
                for block in body.region_blocks(region) {
                    for nested in body.block_ops(block) {
                        self.check(nested);
                    }
                }
            }
            return;
        }
        self.found = true;
    }

    /// MLIR's `mayHaveEffect`: whether the affine access `op` may touch the target's element
    /// at a depth deeper than the loops around both the start and the target.
    fn may_reach(&self, op: &Access) -> bool {
        if op.memref != self.target.memref {
            return true;
        }
        let (ctx, body) = (self.ctx, self.body);
        let min = common_loops(ctx, body, self.start, self.target.op);
        let shared = common_loops(ctx, body, op.op, self.target.op);
        (min + 1..=shared + 1)
            .rev()
            .any(|d| check_dependence(ctx, body, op, self.target, d) != Dependence::None)
    }

    /// Checks every op that may run between `from` and `until` (MLIR's traversal: the ops
    /// after `from` in its block, and the whole of each op around `until` below `from`'s
    /// region); another block of the same region is not followed and counts as an effect.
    fn between(&mut self, from: OpId, until: OpId) {
        let body = self.body;
        if body.op_parent_region(from) != body.op_parent_region(until) {
            let Some(parent) = body.op_parent_op(until) else {
                self.found = true;
                return;
            };
            self.between(from, parent);
            self.check(parent);
            return;
        }
        if body.op_parent_block(from) != body.op_parent_block(until) {
            self.found = true;
            return;
        }
        let mut current = body.next_op(from);
        while let Some(op) = current {
            if op == until {
                return;
            }
            self.check(op);
            current = body.next_op(op);
        }
        self.found = true;
    }
}

/// Whether no op that may run between `start` and the access `target` has an effect of
/// `kind` on memory `target` may touch (MLIR's `hasNoInterveningEffect`); `start` must be in
/// a block enclosing `target`.
pub fn no_intervening_effect(
    ctx: &Context,
    body: &Body,
    function: RegionId,
    kind: EffectKind,
    start: OpId,
    target: &Access,
) -> bool {
    let mut search = Search {
        ctx,
        body,
        function,
        kind,
        start,
        target,
        found: false,
    };
    search.between(start, target.op);
    !search.found
}
