//! Creating ops at an insertion point in one call: the [`OpInserter`] trait, which generated
//! `create` functions take, and [`BodyBuilder`], a cursor over one body that implements it.
//!
//! An inserter is "a context, a body and an insertion point": [`BodyBuilder`] for building IR
//! by hand, [`crate::rewrite::PatternRewriter`] inside patterns (which also reports each
//! insertion to its listener). A generated `XOp::create(b, loc, ...)` builds the op detached
//! with the context and body the inserter lends, then hands it back through
//! [`OpInserter::insert`]. This module does not know dialects and does not check ops.

use crate::builder::Builder;
use crate::context::Context;
use crate::structure::{
    BlockId, Body, InsertPoint, IrError, Location, OpId, OperationState, RegionId,
};
use crate::types::Type;

/// Something with a context, a body and an insertion point that creates ops there and reports
/// them. See the module documentation.
pub trait OpInserter {
    /// The context.
    fn ctx(&self) -> &Context;

    /// The body ops are created in, to read.
    fn body(&self) -> &Body;

    /// The context and the body, to create a detached op that [`OpInserter::insert`] then
    /// inserts. Edits made through the body this way are not reported.
    fn parts(&mut self) -> (&Context, &mut Body);

    /// Inserts the detached `op` at the insertion point (it stays detached when there is none)
    /// and reports it. On error the op is erased again and nothing was reported.
    fn insert(&mut self, op: OpId) -> Result<(), IrError>;

    /// Creates an op from `state` at the insertion point and reports it.
    fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        let (ctx, body) = self.parts();
        let op = body.create_op(ctx, state);
        self.insert(op)?;
        Ok(op)
    }
}

/// A cursor building IR in one [`Body`]: the context, the body and a [`Builder`] (insertion
/// point and default location) in one value, so op creation takes one handle
/// (`AddIOp::create(&mut b, loc, lhs, rhs)`).
pub struct BodyBuilder<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    builder: Builder,
}

impl<'a> BodyBuilder<'a> {
    /// A builder of `body` with no insertion point: created ops stay detached.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        BodyBuilder {
            ctx,
            body,
            builder: Builder::new(ctx),
        }
    }

    /// A builder of `body` inserting at `point`.
    pub fn at(ctx: &'a Context, body: &'a mut Body, point: InsertPoint) -> Self {
        BodyBuilder {
            ctx,
            body,
            builder: Builder::at(ctx, point),
        }
    }

    /// A builder of `body` inserting at the end of `block`.
    pub fn at_end(ctx: &'a Context, body: &'a mut Body, block: BlockId) -> Self {
        Self::at(ctx, body, InsertPoint::BlockEnd(block))
    }

    /// The context (with the builder's lifetime, so it can be held while building).
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The body, to read.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The body, to edit directly (set operands, attributes, ...).
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }

    crate::builder::insertion_point_methods!();

    /// Creates a block with arguments `args` at the end of `region` and moves the insertion
    /// point to its end.
    pub fn create_block(
        &mut self,
        region: RegionId,
        args: &[(Type, Location)],
    ) -> Result<BlockId, IrError> {
        self.builder.create_block(self.body, region, args)
    }
}

impl OpInserter for BodyBuilder<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }

    fn body(&self) -> &Body {
        self.body
    }

    fn parts(&mut self) -> (&Context, &mut Body) {
        (self.ctx, self.body)
    }

    fn insert(&mut self, op: OpId) -> Result<(), IrError> {
        self.builder.insert(self.body, op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rewrite::{PatternRewriter, RewriteListener};

    fn create_two(b: &mut impl OpInserter) -> (OpId, OpId) {
        let x = b.create(OperationState::new(
            b.ctx().op_name("t.x"),
            b.ctx().common().unknown_loc,
        ));
        let y = b.create(OperationState::new(
            b.ctx().op_name("t.y"),
            b.ctx().common().unknown_loc,
        ));
        (x.unwrap(), y.unwrap())
    }

    #[test]
    fn a_body_builder_creates_ops_in_order_at_its_point() {
        let ctx = Context::new();
        let mut body = Body::new();
        let region = body.create_region();
        let mut b = BodyBuilder::new(&ctx, &mut body);
        let block = b.create_block(region, &[]).unwrap();
        let (x, y) = create_two(&mut b);
        assert_eq!(b.body().block_ops(block).collect::<Vec<_>>(), vec![x, y]);
        b.set_insertion_point_to_start(block);
        let (z, w) = create_two(&mut b);
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![z, w, x, y]);
    }

    #[derive(Default)]
    struct Inserted(Vec<OpId>);
    impl RewriteListener for Inserted {
        fn op_inserted(&mut self, _body: &Body, op: OpId) {
            self.0.push(op);
        }
    }

    #[test]
    fn a_rewriter_reports_what_its_inserter_creates() {
        let ctx = Context::new();
        let mut body = Body::new();
        let region = body.create_region();
        let block = body.create_block(&[]);
        body.append_block(region, block).unwrap();
        let mut listener = Inserted::default();
        let mut rewriter = PatternRewriter::with_listener(&ctx, &mut body, &mut listener);
        rewriter.set_insertion_point_to_end(block);
        let (x, y) = create_two(&mut rewriter);
        assert_eq!(listener.0, vec![x, y]);
    }

    #[test]
    fn a_failed_insertion_leaves_no_op_behind() {
        let ctx = Context::new();
        let mut body = Body::new();
        let anchor = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("t.anchor"), ctx.common().unknown_loc),
        );
        let before = body.num_ops();
        let mut b = BodyBuilder::at(&ctx, &mut body, InsertPoint::Before(anchor));
        let state = b.state("t.x");
        assert_eq!(OpInserter::create(&mut b, state), Err(IrError::Detached));
        assert_eq!(body.num_ops(), before);
    }
}
