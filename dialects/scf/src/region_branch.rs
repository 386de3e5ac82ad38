//! The `RegionBranchOpInterface` of `scf.if`, `scf.for`, `scf.while`,
//! `scf.index_switch`, `scf.parallel` and `scf.forall`, and the
//! `RegionBranchTerminatorOpInterface` of `scf.condition` and `scf.reduce`, as MLIR 19's
//! `SCF.cpp` defines them: where control goes when each op is entered and when each of its
//! regions ends, which operands travel along those edges, and which edges a constant condition
//! (or switch value) rules out, and how often `scf.if` and `scf.index_switch` run each region. The `impl` keys of `defs/scf.toml` register them; analyses such
//! as constant propagation read them through `oxir::region_branch`.
//!
//! It is not a verifier: [`crate::edges`] checks the values along the edges these models list.
//! `scf.yield` needs no model (it passes all its operands, the interface's default), nor does
//! `scf.forall.in_parallel` (it has no operands and, as in MLIR, no terminator interface).
//! `scf.execute_region` uses the core's `oxir::region_branch::RunsRegionOnce`.

use std::ops::Range;

use oxir::attrs::{BoolAttr, IntegerAttr};
use oxir::op_support::attr;
use oxir::region_branch::{
    InvocationBounds, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionPoint,
    entry_argument_count,
};
use oxir::{Attribute, Body, Context, OpId};

use RegionPoint::{Parent, Region};

/// The constant boolean `operands[index]` is, if known.
fn known_bool(ctx: &Context, operands: &[Option<Attribute>], index: usize) -> Option<bool> {
    let value = operands.get(index).copied().flatten()?;
    Some(value.dyn_cast::<BoolAttr>(ctx)?.value(ctx))
}

/// The points a two-way choice leads to: `on_true`, `on_false`, or both when `known` is not
/// known (MLIR's pruning of `scf.if` and `scf.condition` edges).
fn choose(known: Option<bool>, on_true: RegionPoint, on_false: RegionPoint) -> Vec<RegionPoint> {
    match known {
        Some(true) => vec![on_true],
        Some(false) => vec![on_false],
        None => vec![on_true, on_false],
    }
}

/// Whether `op`'s region `index` has no block.
fn region_is_empty(body: &Body, op: OpId, index: usize) -> bool {
    body.op_regions(op)
        .get(index)
        .is_none_or(|&region| body.region_entry(region).is_none())
}

/// `scf.if`: enters the `then` region, or the `else` region (the results when it is empty) as
/// the condition says; both regions yield to the results.
pub struct IfBranch;

impl RegionBranchOpInterface for IfBranch {
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        from: RegionPoint,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        if from != Parent {
            return vec![Parent];
        }
        let otherwise = if region_is_empty(body, op, 1) {
            Parent
        } else {
            Region(1)
        };
        choose(known_bool(ctx, operands, 0), Region(0), otherwise)
    }

    fn invocation_bounds(
        &self,
        ctx: &Context,
        _: &Body,
        _: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        // Each region runs at most once; a known condition rules one out.
        match known_bool(ctx, operands, 0) {
            Some(cond) => vec![
                InvocationBounds::new(0, u32::from(cond)),
                InvocationBounds::new(0, u32::from(!cond)),
            ],
            None => vec![InvocationBounds::new(0, 1); 2],
        }
    }
}

/// `scf.for`: the body may run (receiving the init values as its iteration arguments, after
/// the induction variable) or not, and each iteration loops back or ends the loop.
pub struct ForBranch;

impl RegionBranchOpInterface for ForBranch {
    fn successors(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: RegionPoint,
        _: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        vec![Region(0), Parent]
    }

    fn entry_operands(&self, _: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
        // Lower bound, upper bound and step come first.
        3.min(body.num_operands(op))..body.num_operands(op)
    }

    fn region_inputs(&self, _: &Context, body: &Body, op: OpId, region: usize) -> Range<usize> {
        // The induction variable comes first and is not a region input.
        let count = entry_argument_count(body, op, region);
        1.min(count)..count
    }
}

/// `scf.while`: enters the `before` region with the init values; `before` ends in
/// `scf.condition`, going to `after` or to the results as its condition says; `after` loops
/// back to `before`.
pub struct WhileBranch;

impl RegionBranchOpInterface for WhileBranch {
    fn successors(
        &self,
        ctx: &Context,
        _: &Body,
        _: OpId,
        from: RegionPoint,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        match from {
            Parent | Region(1) => vec![Region(0)],
            // The operands are those of the ending `scf.condition`, the condition first; when
            // it is not known, the results come first, as in MLIR's `getSuccessorRegions`.
            Region(_) => match known_bool(ctx, operands, 0) {
                Some(true) => vec![Region(1)],
                Some(false) => vec![Parent],
                None => vec![Parent, Region(1)],
            },
        }
    }

    fn entry_operands(&self, _: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
        0..body.num_operands(op)
    }
}

/// `scf.index_switch`: enters the region of the case matching a known argument, else the
/// default region (region 0), or any of them when the argument is not known; all yield to the
/// results.
pub struct IndexSwitchBranch;

impl RegionBranchOpInterface for IndexSwitchBranch {
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        from: RegionPoint,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        if from != Parent {
            return vec![Parent];
        }
        let known = operands
            .first()
            .copied()
            .flatten()
            .and_then(|value| value.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|value| value.value_i64(ctx));
        let Some(value) = known else {
            return (0..body.op_regions(op).len()).map(Region).collect();
        };
        let cases = crate::index_switch::case_values(ctx, attr(ctx, body, op, "cases"));
        let case = cases.iter().position(|&case| case == value);
        vec![Region(case.map_or(0, |i| i + 1))]
    }

    fn invocation_bounds(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        // Each region runs at most once; a known argument rules out all but one.
        let live = self
            .successors(ctx, body, op, Parent, operands)
            .into_iter()
            .filter_map(|point| match point {
                Region(index) => Some(index),
                Parent => None,
            })
            .collect::<Vec<_>>();
        (0..body.op_regions(op).len())
            .map(|index| InvocationBounds::new(0, u32::from(live.contains(&index))))
            .collect()
    }
}

/// `scf.parallel` and `scf.forall`: the body may run or not, and each run may be followed by
/// another or end the loop. No value travels along these edges (MLIR lists successors without
/// inputs): the body's arguments (induction variables, shared outputs) get values the loop
/// makes itself, and its results come from the reductions or the shared outputs, not from the
/// terminator's operands.
pub struct ParallelBranch;

impl RegionBranchOpInterface for ParallelBranch {
    fn successors(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: RegionPoint,
        _: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        vec![Region(0), Parent]
    }

    fn region_inputs(&self, _: &Context, _: &Body, _: OpId, _: usize) -> Range<usize> {
        0..0
    }
}

/// `scf.reduce`: passes none of its operands (they go to its reduction regions, not along the
/// loop's edges).
pub struct ReduceTerminator;

impl RegionBranchTerminatorOpInterface for ReduceTerminator {
    fn successor_operands(&self, _: &Context, _: &Body, _: OpId, _: RegionPoint) -> Range<usize> {
        0..0
    }
}

/// `scf.condition`: passes its operands after the condition.
pub struct ConditionTerminator;

impl RegionBranchTerminatorOpInterface for ConditionTerminator {
    fn successor_operands(
        &self,
        _: &Context,
        body: &Body,
        op: OpId,
        _: RegionPoint,
    ) -> Range<usize> {
        1.min(body.num_operands(op))..body.num_operands(op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::region_branch::{region_branch_interface, terminator_successor_operands};
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    const IR: &str = r#"
"t.holder"() ({
^bb0(%c: i1, %i: index, %x: i32):
  scf.if %c {
    "t.then"() : () -> ()
  }
  %r:2 = scf.for %iv = %i to %i step %i iter_args(%a = %x, %b = %x) -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  }
  %w = scf.while (%p = %x, %q = %x) : (i32, i32) -> i32 {
    scf.condition(%c) %p : i32
  } do {
  ^bb0(%s: i32):
    scf.yield %s, %s : i32, i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  %s = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  case 5 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  %p = scf.parallel (%pi) = (%i) to (%i) step (%i) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %m: i32):
      scf.reduce.return %l : i32
    }
  }
  scf.forall (%fi) in (%i) {
  }
  "t.end"() : () -> ()
}) : () -> ()
"#;

    /// Runs `check` on the context, the body and the first op named `name` in [`IR`].
    fn with_op(name: &str, check: impl FnOnce(&Context, &Body, OpId)) {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        let module = parse_source(&ctx, IR, &ParseOptions::default()).expect("valid IR");
        let mut found: Option<(&Body, OpId)> = None;
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if found.is_none() && ctx.op_name_str(body.op_name(op)) == name {
                    found = Some((body, op));
                }
            });
        let (body, op) = found.expect("the op is in the IR");
        check(&ctx, body, op);
    }

    /// The successors of `from` of the first op named `name`, its first operand being `known`.
    fn successors(name: &str, from: RegionPoint, known: Option<Attribute>) -> Vec<RegionPoint> {
        let mut result = Vec::new();
        with_op(name, |ctx, body, op| {
            let interface = region_branch_interface(ctx, body, op).expect("attached");
            result = interface.successors(ctx, body, op, from, &[known]);
        });
        result
    }

    #[test]
    fn if_enters_the_region_its_condition_selects() {
        with_op("scf.if", |ctx, body, op| {
            let interface = region_branch_interface(ctx, body, op).unwrap();
            let t = Some(BoolAttr::get(ctx, true).attr());
            let f = Some(BoolAttr::get(ctx, false).attr());
            let at = |known| interface.successors(ctx, body, op, Parent, &[known]);
            assert_eq!(at(t), [Region(0)]);
            // Without an `else` region a false condition goes straight to the results.
            assert_eq!(at(f), [Parent]);
            assert_eq!(at(None), [Region(0), Parent]);
            assert_eq!(
                interface.successors(ctx, body, op, Region(0), &[]),
                [Parent]
            );
        });
    }

    #[test]
    fn for_passes_its_inits_to_the_iteration_arguments() {
        with_op("scf.for", |ctx, body, op| {
            let interface = region_branch_interface(ctx, body, op).unwrap();
            assert_eq!(
                interface.successors(ctx, body, op, Parent, &[]),
                [Region(0), Parent]
            );
            assert_eq!(interface.entry_operands(ctx, body, op, Region(0)), 3..5);
            assert_eq!(interface.region_inputs(ctx, body, op, 0), 1..3);
        });
    }

    #[test]
    fn while_leaves_its_before_region_as_the_condition_says() {
        with_op("scf.while", |ctx, body, op| {
            let interface = region_branch_interface(ctx, body, op).unwrap();
            let f = Some(BoolAttr::get(ctx, false).attr());
            let t = Some(BoolAttr::get(ctx, true).attr());
            let from_before = |known| interface.successors(ctx, body, op, Region(0), &[known]);
            assert_eq!(from_before(f), [Parent]);
            assert_eq!(from_before(t), [Region(1)]);
            assert_eq!(from_before(None), [Parent, Region(1)]);
            assert_eq!(
                interface.successors(ctx, body, op, Region(1), &[]),
                [Region(0)]
            );
            assert_eq!(
                interface.successors(ctx, body, op, Parent, &[]),
                [Region(0)]
            );
            assert_eq!(interface.entry_operands(ctx, body, op, Region(0)), 0..2);
        });
        with_op("scf.condition", |ctx, body, op| {
            assert_eq!(terminator_successor_operands(ctx, body, op, Parent), 1..2);
        });
    }

    #[test]
    fn execute_region_runs_its_region_once() {
        assert_eq!(successors("scf.execute_region", Parent, None), [Region(0)]);
        assert_eq!(successors("scf.execute_region", Region(0), None), [Parent]);
    }

    #[test]
    fn index_switch_enters_the_matching_case_or_the_default() {
        with_op("scf.index_switch", |ctx, body, op| {
            let interface = region_branch_interface(ctx, body, op).unwrap();
            let index = ctx.common().index;
            let at = |value: i64| {
                let known = Some(IntegerAttr::get(ctx, index, value).attr());
                interface.successors(ctx, body, op, Parent, &[known])
            };
            assert_eq!(at(5), [Region(2)]);
            assert_eq!(at(2), [Region(1)]);
            assert_eq!(at(7), [Region(0)]);
            assert_eq!(
                interface.successors(ctx, body, op, Parent, &[None]),
                [Region(0), Region(1), Region(2)]
            );
            assert_eq!(
                interface.successors(ctx, body, op, Region(1), &[]),
                [Parent]
            );
        });
    }

    #[test]
    fn parallel_loops_run_their_body_any_number_of_times_passing_nothing() {
        for name in ["scf.parallel", "scf.forall"] {
            with_op(name, |ctx, body, op| {
                let interface = region_branch_interface(ctx, body, op).unwrap();
                for from in [Parent, Region(0)] {
                    assert_eq!(
                        interface.successors(ctx, body, op, from, &[]),
                        [Region(0), Parent]
                    );
                }
                assert_eq!(interface.entry_operands(ctx, body, op, Region(0)), 0..0);
                assert_eq!(interface.region_inputs(ctx, body, op, 0), 0..0);
            });
        }
        with_op("scf.reduce", |ctx, body, op| {
            assert_eq!(body.num_operands(op), 1);
            assert_eq!(terminator_successor_operands(ctx, body, op, Parent), 0..0);
        });
    }
}
