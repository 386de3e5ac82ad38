//! Sorting the ops of graph regions in topological order (MLIR's `-topological-sort` and its
//! `sortTopologically` utility): in each block of a region without SSA dominance, the ops are
//! moved so that, where the uses allow it, every value is defined before the ops that use it,
//! including uses nested in the regions of an op. Ops on a cycle of uses keep their relative
//! order. Regions with SSA dominance are not touched: they are sorted already.

use crate::context::Context;
use crate::structure::{BlockId, Body, InsertPoint, OpId, Value, WalkOrder};
use crate::traits::Trait;
use std::collections::HashSet;

/// Sorts every block of every graph region (a region of a registered op with
/// `HasOnlyGraphRegion`) in `root` and the ops nested in it, as MLIR's `-topological-sort` does.
/// Returns how many blocks changed order.
pub fn topological_sort(ctx: &Context, body: &mut Body, root: OpId) -> usize {
    let mut changed = 0;
    body.walk_mut(root, &mut |body, op| {
        if !ctx.op_has_trait(body.op_name(op), Trait::HasOnlyGraphRegion) {
            return;
        }
        let (scope, regions) = body.region_scope_mut(op);
        for region in regions {
            let blocks: Vec<_> = scope.region_blocks(region).collect();
            for block in blocks {
                changed += usize::from(sort_block(ctx, scope, block));
            }
        }
    });
    changed
}

/// Sorts the ops of `block` but its terminator (MLIR's `sortTopologically(Block *)`). Returns
/// whether the order changed.
pub fn sort_block(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let mut ops: Vec<OpId> = body.block_ops(block).collect();
    let terminator = ops
        .last()
        .copied()
        .filter(|&last| ctx.op_has_trait(body.op_name(last), Trait::IsTerminator));
    if terminator.is_some() {
        ops.pop();
    }
    let sorted = sorted_order(body, &ops);
    if sorted == ops {
        return false;
    }
    let point = match terminator {
        Some(terminator) => InsertPoint::Before(terminator),
        None => InsertPoint::BlockEnd(block),
    };
    for op in sorted {
        // The op and the point are in `block`: moving cannot fail.
        let _ = body.move_op(op, point);
    }
    true
}

/// The order MLIR's list scheduling gives `ops`, consecutive ops of one block: repeatedly, each
/// op not scheduled yet whose operands are ready moves to the end of the scheduled prefix;
/// when none is ready, the first one left is taken as it is.
fn sorted_order(body: &Body, ops: &[OpId]) -> Vec<OpId> {
    let mut order = ops.to_vec();
    let mut unscheduled: HashSet<OpId> = ops.iter().copied().collect();
    let mut next = 0;
    while !unscheduled.is_empty() && next < order.len() {
        let mut scheduled_any = false;
        // The ops left when the round starts; scheduling moves them within `order`.
        let candidates: Vec<OpId> = order[next..].to_vec();
        for op in candidates {
            if !is_ready(body, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            let at = order[next..]
                .iter()
                .position(|&o| o == op)
                .map_or(next, |p| p + next);
            order.remove(at);
            order.insert(next, op);
            next += 1;
            scheduled_any = true;
        }
        if !scheduled_any {
            unscheduled.remove(&order[next]);
            next += 1;
        }
    }
    order
}

/// Whether every operand of `op` and of the ops nested in it is ready: a block argument, or
/// defined by an op that neither is unscheduled nor is nested in one (ops in `op` excepted).
/// Ops in isolated bodies use only values of their own body, which are always ready.
fn is_ready(body: &Body, op: OpId, unscheduled: &HashSet<OpId>) -> bool {
    let operand_ready = |value| {
        let Some(mut parent) = Value::defining_op(value) else {
            return true;
        };
        loop {
            if parent == op {
                return true;
            }
            if unscheduled.contains(&parent) {
                return false;
            }
            match body.op_parent_op(parent) {
                Some(up) => parent = up,
                None => return true,
            }
        }
    };
    body.collect_ops(op, WalkOrder::PreOrder)
        .into_iter()
        .all(|nested| body.operands(nested).all(operand_ready))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::text::parser::{ParseOptions, parse_source};
    use crate::text::printer::{PrintOptions, print_op};
    use crate::traits::TraitSet;

    #[test]
    fn graph_blocks_are_sorted_and_keep_their_terminator_last() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let graph = OpDescriptor::new("t.graph").with_traits(TraitSet::new(&[
            Trait::HasOnlyGraphRegion,
            Trait::SingleBlock,
        ]));
        let end = OpDescriptor::new("t.end").with_traits(TraitSet::new(&[Trait::IsTerminator]));
        ctx.register_dialect(DialectDescriptor::new("t"), vec![graph, end]);
        let source = r#"
"t.graph"() ({
  %0 = "t.use"(%1) : (i32) -> i32
  %1 = "t.def"() : () -> i32
  "t.end"(%0) : (i32) -> ()
}) : () -> ()
"#;
        let mut top = parse_source(&ctx, source, &ParseOptions::default()).unwrap();
        assert_eq!(topological_sort(&ctx, &mut top.body, top.op), 1);
        let printed = print_op(&ctx, &top.body, top.op, &PrintOptions::default());
        let def = printed.find("t.def").unwrap();
        let use_ = printed.find("t.use").unwrap();
        let end = printed.find("t.end").unwrap();
        assert!(def < use_ && use_ < end, "{printed}");
        assert_eq!(topological_sort(&ctx, &mut top.body, top.op), 0);
    }
}
