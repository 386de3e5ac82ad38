//! The region branch op interface: where control goes between an op and its regions (MLIR's
//! `RegionBranchOpInterface`), for ops like `scf.if` and `scf.for` whose regions run under their
//! control, and which values travel along each edge.
//!
//! An edge runs from a [`RegionPoint`] to another: [`RegionPoint::Parent`] as a source is the
//! op being entered (the values passed are some of the op's operands), as a target it is the op
//! being left (the values arrive as its results); [`RegionPoint::Region`] as a source is leaving
//! that region through a terminator without successors (the values passed are the terminator's
//! operands, all of them unless the terminator says otherwise with
//! [`RegionBranchTerminatorOpInterface`]), as a target it is entering the region (the values
//! arrive as arguments of its entry block). Generic code asks [`region_branch_interface`]. This
//! module only describes control flow; analyses use it (constant propagation).

use crate::attrs::Attribute;
use crate::context::Context;
use crate::structure::{Body, OpId};
use std::ops::Range;

/// Where region control flow starts or ends: the op itself, or one of its regions by number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionPoint {
    /// The op: entering it as a source, its results as a target.
    Parent,
    /// The region of this number.
    Region(usize),
}

/// How many times a region may run each time its op runs (MLIR's `InvocationBounds`): at least
/// `lower`, at most `upper` (`None` when there is no known bound).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// The fewest runs.
    pub lower: u32,
    /// The most runs, if bounded.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known: from zero to any number of runs.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };

    /// From `lower` to `upper` runs.
    pub fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds {
            lower,
            upper: Some(upper),
        }
    }
}

/// The model of an op whose one region runs exactly once each time the op runs and then
/// yields to the op's results (`scf.execute_region`, `memref.alloca_scope`): shared so that
/// every such op describes its control flow the same way.
pub struct RunsRegionOnce;

impl RegionBranchOpInterface for RunsRegionOnce {
    fn successors(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        from: RegionPoint,
        _: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        match from {
            RegionPoint::Parent => vec![RegionPoint::Region(0)],
            RegionPoint::Region(_) => vec![RegionPoint::Parent],
        }
    }
}

/// The op interface of ops with region control flow. See the module documentation.
pub trait RegionBranchOpInterface: Send + Sync {
    /// The points control may go to from `from`: the regions entered first when `from` is
    /// [`RegionPoint::Parent`], else the points reachable when region `from` ends. `operands`
    /// are the constant values (`None` where unknown) of the op's operands for `Parent`, of the
    /// ending terminator's operands otherwise, so that a known condition can rule edges out.
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        from: RegionPoint,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionPoint>;

    /// The operands of `op` passed to `to` when the op is entered (MLIR's
    /// `getEntrySuccessorOperands`), as operand numbers. The default passes none.
    fn entry_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        to: RegionPoint,
    ) -> Range<usize> {
        let _ = (ctx, body, op, to);
        0..0
    }

    /// How many times each of `op`'s regions runs per run of `op` (MLIR's
    /// `getRegionInvocationBounds`), given the constant values of its operands (`None` where
    /// unknown), one entry per region. The default knows nothing, as MLIR's.
    fn invocation_bounds(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let _ = (ctx, operands);
        vec![InvocationBounds::UNKNOWN; body.op_regions(op).len()]
    }

    /// The arguments of region `region`'s entry block that receive the values passed to it, as
    /// argument numbers (MLIR's `getSuccessorInputs`); the others (a loop's induction variable)
    /// get values the op makes itself. The default is every argument.
    fn region_inputs(&self, ctx: &Context, body: &Body, op: OpId, region: usize) -> Range<usize> {
        let _ = ctx;
        0..entry_argument_count(body, op, region)
    }
}

/// The number of arguments of the entry block of `op`'s region `region` (0 when the region is
/// missing or empty), looked up in the body that holds the op's regions: the count the
/// interface's `region_inputs` ranges over.
pub fn entry_argument_count(body: &Body, op: OpId, region: usize) -> usize {
    let (scope, regions) = body.region_scope(op);
    regions
        .get(region)
        .and_then(|&r| scope.region_entry(r))
        .map_or(0, |entry| scope.num_block_args(entry))
}

/// The entry block of region `region` of `op`, whose regions are in `body` (not isolated):
/// where values passed to [`RegionPoint::Region`] arrive.
pub fn region_entry_block(
    body: &Body,
    op: OpId,
    region: usize,
) -> Option<crate::structure::BlockId> {
    body.op_regions(op)
        .get(region)
        .and_then(|&r| body.region_entry(r))
}

/// The op interface of the terminators that end a region of a region branch op and pass
/// values on (MLIR's `RegionBranchTerminatorOpInterface`), when they pass only some of their
/// operands (`scf.condition` keeps its condition).
pub trait RegionBranchTerminatorOpInterface: Send + Sync {
    /// The operands passed to `to`, as operand numbers.
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        to: RegionPoint,
    ) -> Range<usize>;
}

/// The region branch interface of `op`'s kind, if it is registered and implements it.
pub fn region_branch_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn RegionBranchOpInterface> {
    crate::descriptor::op_interface(ctx, body, op)
}

/// The operands terminator `op` passes to `to`: as its [`RegionBranchTerminatorOpInterface`]
/// says, else all of them.
pub fn terminator_successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    to: RegionPoint,
) -> Range<usize> {
    let interface = ctx
        .op_descriptor(body.op_name(op))
        .and_then(|d| d.interfaces.get::<dyn RegionBranchTerminatorOpInterface>());
    match interface {
        Some(interface) => interface.successor_operands(ctx, body, op, to),
        None => 0..body.num_operands(op),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::structure::OperationState;

    /// `r.loop` enters its region, which loops or leaves; its entry block's first argument is
    /// its own (an induction variable).
    struct Loop;
    impl RegionBranchOpInterface for Loop {
        fn successors(
            &self,
            _: &Context,
            _: &Body,
            _: OpId,
            from: RegionPoint,
            _: &[Option<Attribute>],
        ) -> Vec<RegionPoint> {
            match from {
                RegionPoint::Parent => vec![RegionPoint::Region(0)],
                RegionPoint::Region(_) => vec![RegionPoint::Region(0), RegionPoint::Parent],
            }
        }
        fn region_inputs(&self, _: &Context, _: &Body, _: OpId, _: usize) -> Range<usize> {
            1..2
        }
    }

    /// `r.cond` keeps its first operand.
    struct Condition;
    impl RegionBranchTerminatorOpInterface for Condition {
        fn successor_operands(
            &self,
            _: &Context,
            body: &Body,
            op: OpId,
            _: RegionPoint,
        ) -> Range<usize> {
            1..body.num_operands(op)
        }
    }

    /// `r.other` only answers with the defaults.
    struct Defaults;
    impl RegionBranchOpInterface for Defaults {
        fn successors(
            &self,
            _: &Context,
            _: &Body,
            _: OpId,
            _: RegionPoint,
            _: &[Option<Attribute>],
        ) -> Vec<RegionPoint> {
            Vec::new()
        }
    }

    #[test]
    fn edges_and_the_values_they_carry() {
        let ctx = Context::new();
        let r#loop = OpDescriptor::new("r.loop");
        r#loop
            .interfaces
            .insert::<dyn RegionBranchOpInterface>(Box::new(Loop));
        let other = OpDescriptor::new("r.other");
        other
            .interfaces
            .insert::<dyn RegionBranchOpInterface>(Box::new(Defaults));
        let cond = OpDescriptor::new("r.cond");
        cond.interfaces
            .insert::<dyn RegionBranchTerminatorOpInterface>(Box::new(Condition));
        ctx.register_dialect(
            DialectDescriptor::new("r"),
            vec![r#loop, other, cond, OpDescriptor::new("r.yield")],
        );
        let loc = ctx.common().unknown_loc;
        let i32 = ctx.common().i32;
        let mut body = Body::new();
        let make = |body: &mut Body, name: &str, operands: &[crate::Value], regions: u32| {
            body.create_op(
                &ctx,
                OperationState::new(ctx.op_name(name), loc)
                    .operands(operands)
                    .regions(regions),
            )
        };
        let outer = body.create_block(&[(i32, loc), (i32, loc), (i32, loc)]);
        let args: Vec<crate::Value> = body.block_args(outer).collect();
        let looping = make(&mut body, "r.loop", &[], 1);
        let other = make(&mut body, "r.other", &[], 1);
        let region = body.op_regions(other)[0];
        let inner = body.create_block(&[(i32, loc), (i32, loc)]);
        body.append_block(region, inner).unwrap();
        let cond = make(&mut body, "r.cond", &args, 0);
        let plain = make(&mut body, "r.yield", &args, 0);

        let interface = region_branch_interface(&ctx, &body, looping).unwrap();
        assert_eq!(
            interface.successors(&ctx, &body, looping, RegionPoint::Region(0), &[]),
            [RegionPoint::Region(0), RegionPoint::Parent]
        );
        assert_eq!(interface.region_inputs(&ctx, &body, looping, 0), 1..2);
        let defaults = region_branch_interface(&ctx, &body, other).unwrap();
        assert_eq!(defaults.region_inputs(&ctx, &body, other, 0), 0..2);
        assert_eq!(defaults.region_inputs(&ctx, &body, other, 5), 0..0);
        assert_eq!(
            defaults.entry_operands(&ctx, &body, other, RegionPoint::Region(0)),
            0..0
        );
        assert!(region_branch_interface(&ctx, &body, cond).is_none());
        assert_eq!(
            terminator_successor_operands(&ctx, &body, cond, RegionPoint::Parent),
            1..3
        );
        assert_eq!(
            terminator_successor_operands(&ctx, &body, plain, RegionPoint::Parent),
            0..3
        );
    }
}
