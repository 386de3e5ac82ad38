//! The dialect inliner interface: what a dialect allows to be inlined and how its terminators
//! and type mismatches are handled when a region is inlined (MLIR's `DialectInlinerInterface`).
//!
//! A dialect puts an implementation of [`DialectInlinerInterface`] in its
//! [`crate::DialectDescriptor::interfaces`]: a spec names it in its `[dialect]` table
//! (`interfaces = [{ name = "DialectInlinerInterface", impl = "crate::inliner::Model" }]`) and
//! the generated registration installs it; `ctx.attach_dialect_interface` attaches one to a
//! registered dialect later. The inliner asks the dialect of each op involved, through
//! [`inliner_interface_of`]: the call's dialect whether the call may be inlined, the dialect of
//! the op owning the destination region whether the source region may go there, the dialect of
//! every op of the inlined body whether that op may be moved, and the terminators' dialects to
//! rewrite the terminators of the inlined blocks. Every legality question answers `false` unless
//! the dialect says otherwise, as in MLIR: an op of a dialect without the interface is never
//! inlined. This module defines the interface only; the inlining itself is
//! `crate::transforms::inline`.

use crate::context::Context;
use crate::structure::{
    BlockId, Body, InsertPoint, Location, OpId, OperationState, RegionId, Value, ValueMap,
};
use crate::types::Type;

/// A dialect's inlining hooks. Bodies: the call and the destination region live in the caller's
/// body (mutable while terminators are handled, since the inlined blocks are already there); the
/// callable and the source region in the body holding the callable's regions.
pub trait DialectInlinerInterface: Send + Sync {
    /// What the three legality questions below answer unless overridden: `false`, MLIR's
    /// default, or `true` for a dialect without inlining constraints.
    fn legal_by_default(&self) -> bool {
        false
    }

    /// Whether `call` (an op of this dialect, in `caller`) may be inlined with `callable` (in
    /// `callee`). `would_be_cloned` tells whether the callable's body is copied (else it is
    /// moved, the callable being erased afterwards).
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        caller: &Body,
        call: OpId,
        callee: &Body,
        callable: OpId,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ctx, caller, call, callee, callable, would_be_cloned);
        self.legal_by_default()
    }

    /// Whether region `src` (of `src_body`) may be inlined into region `dest` (of `dest_body`),
    /// whose parent op is of this dialect. `mapping` maps the arguments of `src`'s entry block
    /// to the values of `dest_body` replacing them (a call's operands), for a dialect whose
    /// answer depends on what those values are.
    // MLIR's question has these parts; bundling them would only serve this one hook.
    #[allow(clippy::too_many_arguments)]
    fn is_legal_to_inline_region(
        &self,
        ctx: &Context,
        dest_body: &Body,
        dest: RegionId,
        src_body: &Body,
        src: RegionId,
        would_be_cloned: bool,
        mapping: &ValueMap,
    ) -> bool {
        let _ = (
            ctx,
            dest_body,
            dest,
            src_body,
            src,
            would_be_cloned,
            mapping,
        );
        self.legal_by_default()
    }

    /// Whether `op` (of this dialect, in `src_body`) may be inlined into region `dest` of
    /// `dest_body`.
    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        src_body: &Body,
        op: OpId,
        dest_body: &Body,
        dest: RegionId,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ctx, src_body, op, dest_body, dest, would_be_cloned);
        self.legal_by_default()
    }

    /// Whether the regions of `op` (of this dialect) must be checked op by op too; `false` lets
    /// an op vouch for everything it holds.
    fn should_analyze_recursively(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let _ = (ctx, body, op);
        true
    }

    /// Replaces terminator `op` (of this dialect) of an inlined block by a branch to `dest`,
    /// the block after the inlined ones, passing the values it returns; several blocks were
    /// inlined. Returns whether it did: a terminator left in place is an error of the inliner.
    fn handle_terminator_with_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) -> bool {
        let _ = (ctx, body, op, dest);
        false
    }

    /// Replaces the uses of `results` (the call's results) by the values terminator `op` (of
    /// this dialect) returns; one block was inlined, and the inliner erases `op` afterwards.
    fn handle_terminator(&self, ctx: &Context, body: &mut Body, op: OpId, results: &[Value]) {
        let _ = (ctx, body, op, results);
    }

    /// Builds at `point` an op converting `input` to `ty`, where a call's operand or result
    /// type differs from the callable's, and returns the converted value; `None` declines, and
    /// the call is not inlined.
    fn materialize_call_conversion(
        &self,
        ctx: &Context,
        body: &mut Body,
        point: InsertPoint,
        input: Value,
        ty: Type,
        loc: Location,
    ) -> Option<Value> {
        let _ = (ctx, body, point, input, ty, loc);
        None
    }
}

/// A [`DialectInlinerInterface`] that allows everything and handles no terminator: what
/// dialects whose ops have no inlining constraints register (MLIR's `ArithInlinerInterface`,
/// `ControlFlowInlinerInterface`), naming `oxir::inliner::AlwaysLegalToInline` in their specs.
#[derive(Clone, Copy, Debug, Default)]
pub struct AlwaysLegalToInline;

impl DialectInlinerInterface for AlwaysLegalToInline {
    fn legal_by_default(&self) -> bool {
        true
    }
}

/// Hands the values terminator `op` returns to the uses of `results`: what a dialect's
/// [`DialectInlinerInterface::handle_terminator`] does for its return-like terminator.
pub fn forward_returned_values(body: &mut Body, op: OpId, results: &[Value]) {
    let returned: Vec<Value> = body.operands(op).collect();
    for (&result, value) in results.iter().zip(returned) {
        body.replace_all_uses(result, value);
    }
}

/// Replaces terminator `op` by a `branch` op (a name, e.g. `cf.br`) to `dest` forwarding its
/// operands; whether it did. What a dialect's
/// [`DialectInlinerInterface::handle_terminator_with_branch`] does for its return-like
/// terminator.
pub fn replace_with_branch(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    branch: &str,
    dest: BlockId,
) -> bool {
    let operands: Vec<Value> = body.operands(op).collect();
    let new = body.create_op(
        ctx,
        OperationState::new(ctx.op_name(branch), body.op_loc(op))
            .operands(&operands)
            .successors(&[dest]),
    );
    if body.insert_op(new, InsertPoint::Before(op)).is_err() {
        // The terminator is detached: nothing to replace.
        let _ = body.erase_op(new);
        return false;
    }
    body.erase_op(op).is_ok()
}

/// The inliner interface of the dialect of `op`, if that dialect registered one.
pub fn inliner_interface_of<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn DialectInlinerInterface> {
    let dialect = ctx.op_name_dialect(body.op_name(op));
    ctx.dialect_interface::<dyn DialectInlinerInterface>(dialect)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::structure::OperationState;

    #[test]
    fn terminators_forward_their_values_or_become_branches() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let loc = ctx.common().unknown_loc;
        let i32 = ctx.common().i32;
        let mut body = Body::new();
        let region = body.create_region();
        let block = body.create_block(&[(i32, loc), (i32, loc)]);
        let dest = body.create_block(&[(i32, loc)]);
        body.append_block(region, block).unwrap();
        body.append_block(region, dest).unwrap();
        let (old, new) = (
            body.block_arg(block, 0).unwrap(),
            body.block_arg(block, 1).unwrap(),
        );
        let user = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("x.use"), loc).operands(&[old]),
        );
        body.append_op(block, user).unwrap();
        let ret = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("x.ret"), loc).operands(&[new]),
        );
        body.append_op(block, ret).unwrap();
        forward_returned_values(&mut body, ret, &[old]);
        assert_eq!(body.operand(user, 0), Some(new));
        assert!(replace_with_branch(&ctx, &mut body, ret, "x.br", dest));
        let branch = body.last_op(block).unwrap();
        assert_eq!(ctx.op_name_str(body.op_name(branch)), "x.br");
        assert_eq!(body.successor(branch, 0), Some(dest));
        assert_eq!(body.operand(branch, 0), Some(new));
        assert!(!body.contains_op(ret));
        // A detached terminator is left alone.
        let detached = body.create_op(&ctx, OperationState::new(ctx.op_name("x.ret"), loc));
        assert!(!replace_with_branch(
            &ctx, &mut body, detached, "x.br", dest
        ));
        assert!(body.contains_op(detached));
    }

    #[test]
    fn dialects_answer_for_their_ops_and_the_default_is_no() {
        let ctx = Context::new();
        let open = DialectDescriptor::new("open");
        open.interfaces
            .insert::<dyn DialectInlinerInterface>(Box::new(AlwaysLegalToInline));
        ctx.register_dialect(open, vec![OpDescriptor::new("open.op")]);
        /// A dialect implementing only the defaults.
        struct Closed;
        impl DialectInlinerInterface for Closed {}
        let closed = DialectDescriptor::new("closed");
        closed
            .interfaces
            .insert::<dyn DialectInlinerInterface>(Box::new(Closed));
        ctx.register_dialect(closed, vec![OpDescriptor::new("closed.op")]);
        ctx.register_dialect(
            DialectDescriptor::new("none"),
            vec![OpDescriptor::new("none.op")],
        );

        let loc = ctx.common().unknown_loc;
        let mut body = Body::new();
        let region = body.create_region();
        let make = |body: &mut Body, name: &str| {
            body.create_op(&ctx, OperationState::new(ctx.op_name(name), loc))
        };
        let open_op = make(&mut body, "open.op");
        let closed_op = make(&mut body, "closed.op");
        let none_op = make(&mut body, "none.op");
        let open_inliner = inliner_interface_of(&ctx, &body, open_op).unwrap();
        assert!(open_inliner.is_legal_to_inline_op(&ctx, &body, open_op, &body, region, true));
        assert!(
            open_inliner.is_legal_to_inline_call(&ctx, &body, open_op, &body, closed_op, false)
        );
        let region_legal = |inliner: &dyn DialectInlinerInterface| {
            inliner.is_legal_to_inline_region(
                &ctx,
                &body,
                region,
                &body,
                region,
                true,
                &ValueMap::new(),
            )
        };
        assert!(region_legal(open_inliner));
        let closed_inliner = inliner_interface_of(&ctx, &body, closed_op).unwrap();
        assert!(!closed_inliner.is_legal_to_inline_op(&ctx, &body, closed_op, &body, region, true));
        assert!(!region_legal(closed_inliner));
        assert!(closed_inliner.should_analyze_recursively(&ctx, &body, closed_op));
        let block = body.create_block(&[]);
        assert!(!closed_inliner.handle_terminator_with_branch(&ctx, &mut body, closed_op, block));
        let i32 = ctx.common().i32;
        let arg = body.add_block_arg(block, i32, loc);
        assert_eq!(
            closed_inliner.materialize_call_conversion(
                &ctx,
                &mut body,
                InsertPoint::BlockEnd(block),
                arg,
                i32,
                loc
            ),
            None
        );
        assert!(inliner_interface_of(&ctx, &body, none_op).is_none());
    }
}
