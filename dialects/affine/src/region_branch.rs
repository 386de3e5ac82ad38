//! The `RegionBranchOpInterface` of `affine.for` and `affine.if`, as MLIR 19's `AffineOps.cpp`
//! defines them: where control goes when each op is entered and when each of its regions
//! ends, and which operands travel along those edges. A loop with constant bounds rules out
//! the edges its trip count excludes; an `affine.if` does not know its condition. The spec
//! (`defs/affine.toml`) registers them; analyses read them through `oxir::region_branch`, and
//! [`verify_edges`] checks the values along them.
//!
//! `affine.yield` needs no model: it passes all its operands. `affine.parallel` has none, as
//! in MLIR 19.

use std::ops::Range;

use oxir::region_branch::{RegionBranchOpInterface, RegionPoint, entry_argument_count};
use oxir::{Attribute, Body, Context, Diagnostic, OpId};

use RegionPoint::{Parent, Region};

/// Checks the values passed along the control flow edges of `op` (MLIR's
/// `verifyTypesAlongControlFlowEdges`), its regions ending in `affine.yield`.
pub fn verify_edges(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    oxir::region_edges::verify_region_edges(ctx, body, op, &[crate::AffineYieldOp::NAME])
}

/// `affine.for`: entering runs the body (its iteration arguments receiving the inits) or,
/// when the trip count is zero, goes straight to the results; the body loops back or leaves,
/// and only leaves when the trip count is one.
pub struct ForBranch;

impl RegionBranchOpInterface for ForBranch {
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        from: RegionPoint,
        _: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        let trip_count = crate::for_op::loop_control(ctx, body, op)
            .and_then(|control| control.trivial_trip_count());
        match (from, trip_count) {
            (Parent, Some(0)) => vec![Parent],
            (Parent, Some(_)) => vec![Region(0)],
            (Region(_), Some(1)) => vec![Parent],
            _ => vec![Region(0), Parent],
        }
    }

    fn entry_operands(&self, ctx: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
        let total = body.num_operands(op);
        crate::AffineForOp::SHAPE
            .operands
            .range(ctx, body, op, total, 2)
    }

    fn region_inputs(&self, _: &Context, body: &Body, op: OpId, region: usize) -> Range<usize> {
        // The induction variable comes first and is not a region input.
        let count = entry_argument_count(body, op, region);
        1.min(count)..count
    }
}

/// `affine.if`: enters the `then` region or the `else` region (the results when it is empty);
/// both regions yield to the results.
pub struct IfBranch;

impl RegionBranchOpInterface for IfBranch {
    fn successors(
        &self,
        _: &Context,
        body: &Body,
        op: OpId,
        from: RegionPoint,
        _: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        if from != Parent {
            return vec![Parent];
        }
        let (scope, regions) = body.region_scope(op);
        let else_empty = regions
            .get(1)
            .is_none_or(|&r| scope.region_entry(r).is_none());
        vec![Region(0), if else_empty { Parent } else { Region(1) }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::region_branch::region_branch_interface;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    /// The successors of each `affine.for` in `ir` (in order) from the op and from its body,
    /// with the operands entering the body.
    fn loops(ir: &str) -> Vec<(Vec<RegionPoint>, Vec<RegionPoint>, Range<usize>)> {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let mut found = Vec::new();
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if let Some(interface) = region_branch_interface(&ctx, body, op) {
                    found.push((
                        interface.successors(&ctx, body, op, Parent, &[]),
                        interface.successors(&ctx, body, op, Region(0), &[]),
                        interface.entry_operands(&ctx, body, op, Region(0)),
                    ));
                }
            });
        found
    }

    #[test]
    fn constant_trip_counts_rule_edges_out() {
        let ir = r#"
%n = "t.def"() : () -> index
%x = "t.def"() : () -> f32
%a = affine.for %i = 0 to 0 iter_args(%p = %x) -> (f32) {
  affine.yield %p : f32
}
%b = affine.for %i = 0 to 1 iter_args(%p = %x) -> (f32) {
  affine.yield %p : f32
}
%c = affine.for %i = 0 to 8 iter_args(%p = %x) -> (f32) {
  affine.yield %p : f32
}
%d = affine.for %i = %n to 8 iter_args(%p = %x) -> (f32) {
  affine.yield %p : f32
}
"#;
        let found = loops(ir);
        assert_eq!(found.len(), 4);
        assert_eq!(found[0].0, [Parent]);
        assert_eq!(found[1].0, [Region(0)]);
        assert_eq!(found[1].1, [Parent]);
        assert_eq!(found[2].1, [Region(0), Parent]);
        assert_eq!(found[3].0, [Region(0), Parent]);
        // The inits follow the lower bound's operand.
        assert_eq!(found[3].2, 1..2);
        assert_eq!(found[2].2, 0..1);
    }
}
