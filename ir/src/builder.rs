//! The builder: creates operations at an insertion point, the way MLIR's `OpBuilder` does.
//!
//! A [`Builder`] is a small `Copy` cursor (an insertion point and a default location); the body it
//! inserts into is passed to each call, so one builder works on whichever `Body` the caller holds
//! mutably. It does not own IR and it does not know dialects. Generated ops are created through
//! [`crate::OpInserter`] (`XOp::create(b, loc, ...)`), which [`crate::BodyBuilder`] implements
//! over a `Builder` and one borrowed body.

use crate::context::Context;
use crate::structure::{
    BlockId, Body, InsertPoint, IrError, Location, OpId, OperationState, RegionId,
};
use crate::types::Type;

/// An insertion point and a default location. See the module documentation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Builder {
    point: Option<InsertPoint>,
    loc: Location,
}

impl Builder {
    /// A builder with no insertion point: created ops stay detached.
    pub fn new(ctx: &Context) -> Self {
        Builder {
            point: None,
            loc: ctx.common().unknown_loc,
        }
    }

    /// A builder inserting at `point`.
    pub fn at(ctx: &Context, point: InsertPoint) -> Self {
        Builder {
            point: Some(point),
            loc: ctx.common().unknown_loc,
        }
    }

    /// The current insertion point, if any.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.point
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = Some(point);
    }

    /// Clears the insertion point: created ops stay detached.
    pub fn clear_insertion_point(&mut self) {
        self.point = None;
    }

    /// Inserts before `op` from now on.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.point = Some(InsertPoint::Before(op));
    }

    /// Inserts after `op` from now on: each new op goes after the previously created one.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = Some(InsertPoint::After(op));
    }

    /// Inserts at the start of `block` from now on (in creation order).
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = Some(InsertPoint::BlockStart(block));
    }

    /// Inserts at the end of `block` from now on.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = Some(InsertPoint::BlockEnd(block));
    }

    /// The location given to ops whose state has none set explicitly by the caller.
    pub fn loc(&self) -> Location {
        self.loc
    }

    /// Sets the default location.
    pub fn set_loc(&mut self, loc: Location) {
        self.loc = loc;
    }

    /// Creates an op from `state` and inserts it at the insertion point. Consecutive creations
    /// keep their order: after inserting, the point moves past the new op when it was "after an
    /// op" or "at the start of a block".
    pub fn create(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        state: OperationState,
    ) -> Result<OpId, IrError> {
        let op = body.create_op(ctx, state);
        self.insert(body, op)?;
        Ok(op)
    }

    /// Inserts an already created, detached op at the insertion point (see [`Builder::create`]).
    pub fn insert(&mut self, body: &mut Body, op: OpId) -> Result<(), IrError> {
        let Some(point) = self.point else {
            return Ok(());
        };
        if let Err(error) = body.insert_op(op, point) {
            // Nothing was linked, so the op can be dropped again: the caller sees no half-state.
            let _ = body.erase_op(op);
            return Err(error);
        }
        self.point = Some(match point {
            InsertPoint::After(_) | InsertPoint::BlockStart(_) => InsertPoint::After(op),
            other => other,
        });
        Ok(())
    }

    /// Creates a block with the given arguments at the end of `region` and moves the insertion
    /// point to its end, like MLIR's `createBlock`.
    pub fn create_block(
        &mut self,
        body: &mut Body,
        region: RegionId,
        args: &[(Type, Location)],
    ) -> Result<BlockId, IrError> {
        let block = body.create_block(args);
        body.append_block(region, block)?;
        self.point = Some(InsertPoint::BlockEnd(block));
        Ok(block)
    }

    /// A state for `name` at the builder's location.
    pub fn state(&self, ctx: &Context, name: &str) -> OperationState {
        OperationState::new(ctx.op_name(name), self.loc)
    }
}

/// The insertion-point methods of a cursor holding a [`Builder`] in field `builder` and the
/// context in field `ctx` ([`crate::BodyBuilder`], [`crate::rewrite::PatternRewriter`]), written
/// once for both.
macro_rules! insertion_point_methods {
    () => {
        /// The insertion point and default location, as a builder.
        pub fn builder(&self) -> $crate::Builder {
            self.builder
        }

        /// The current insertion point, if any.
        pub fn insertion_point(&self) -> Option<$crate::InsertPoint> {
            self.builder.insertion_point()
        }

        /// Sets the insertion point.
        pub fn set_insertion_point(&mut self, point: $crate::InsertPoint) {
            self.builder.set_insertion_point(point);
        }

        /// Inserts before `op` from now on.
        pub fn set_insertion_point_before(&mut self, op: $crate::OpId) {
            self.builder.set_insertion_point_before(op);
        }

        /// Inserts after `op` from now on: each new op goes after the previously created one.
        pub fn set_insertion_point_after(&mut self, op: $crate::OpId) {
            self.builder.set_insertion_point_after(op);
        }

        /// Inserts at the start of `block` from now on (in creation order).
        pub fn set_insertion_point_to_start(&mut self, block: $crate::BlockId) {
            self.builder.set_insertion_point_to_start(block);
        }

        /// Inserts at the end of `block` from now on.
        pub fn set_insertion_point_to_end(&mut self, block: $crate::BlockId) {
            self.builder.set_insertion_point_to_end(block);
        }

        /// Clears the insertion point: created ops stay detached (and are not reported).
        pub fn clear_insertion_point(&mut self) {
            self.builder.clear_insertion_point();
        }

        /// The default location of ops created from [`Self::state`].
        pub fn loc(&self) -> $crate::Location {
            self.builder.loc()
        }

        /// Sets the default location.
        pub fn set_loc(&mut self, loc: $crate::Location) {
            self.builder.set_loc(loc);
        }

        /// A state for op `name` at the default location.
        pub fn state(&self, name: &str) -> $crate::OperationState {
            self.builder.state(self.ctx, name)
        }
    };
}
pub(crate) use insertion_point_methods;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consecutive_creations_keep_their_order_from_every_point() {
        let ctx = Context::new();
        let mut body = Body::new();
        let region = body.create_region();
        let mut builder = Builder::new(&ctx);
        let block = builder.create_block(&mut body, region, &[]).unwrap();
        let last = builder
            .create(&ctx, &mut body, builder.state(&ctx, "t.last"))
            .unwrap();
        builder.set_insertion_point_to_start(block);
        let a = builder
            .create(&ctx, &mut body, builder.state(&ctx, "t.a"))
            .unwrap();
        let b = builder
            .create(&ctx, &mut body, builder.state(&ctx, "t.b"))
            .unwrap();
        builder.set_insertion_point_before(last);
        let c = builder
            .create(&ctx, &mut body, builder.state(&ctx, "t.c"))
            .unwrap();
        let d = builder
            .create(&ctx, &mut body, builder.state(&ctx, "t.d"))
            .unwrap();
        builder.set_insertion_point_after(a);
        let e = builder
            .create(&ctx, &mut body, builder.state(&ctx, "t.e"))
            .unwrap();
        assert_eq!(
            body.block_ops(block).collect::<Vec<_>>(),
            vec![a, e, b, c, d, last]
        );
    }

    #[test]
    fn builders_without_a_point_leave_ops_detached_and_use_their_location() {
        let ctx = Context::new();
        let mut body = Body::new();
        let mut builder = Builder::new(&ctx);
        let loc = ctx.intern_attr(crate::attrs::AttrData::Location(
            crate::attrs::LocationData::FileLineCol {
                file: ctx.string_attr("f.mlir"),
                line: 3,
                column: 4,
            },
        ));
        builder.set_loc(loc);
        let op = builder
            .create(&ctx, &mut body, builder.state(&ctx, "t.x"))
            .unwrap();
        assert_eq!(body.op_parent_block(op), None);
        assert_eq!(body.op_loc(op), loc);
    }

    #[test]
    fn a_failed_insertion_leaves_no_op_behind() {
        let ctx = Context::new();
        let mut body = Body::new();
        let detached = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("t.anchor"), ctx.common().unknown_loc),
        );
        let mut builder = Builder::at(&ctx, InsertPoint::Before(detached));
        let before = body.num_ops();
        assert_eq!(
            builder.create(&ctx, &mut body, builder.state(&ctx, "t.x")),
            Err(IrError::Detached)
        );
        assert_eq!(body.num_ops(), before);
    }
}
