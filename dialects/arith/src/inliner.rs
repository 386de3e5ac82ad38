//! `arith`'s inliner interface (MLIR's `ArithInlinerInterface`): every arith op may be inlined
//! into any region. Arith has no calls and no terminators, so nothing else is answered.

use oxir::inliner::DialectInlinerInterface;
use oxir::{Body, Context, OpId, RegionId};

/// The interface; see the module documentation.
struct ArithInliner;

impl DialectInlinerInterface for ArithInliner {
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        true
    }
}

/// Attaches the interface to the registered `arith` dialect of `ctx`.
pub fn attach(ctx: &Context) {
    ctx.attach_dialect_interface::<dyn DialectInlinerInterface>("arith", Box::new(ArithInliner));
}

#[cfg(test)]
mod tests {
    use oxir::inliner::inliner_interface_of;
    use oxir::{Body, Context, OperationState};

    #[test]
    fn arith_ops_are_legal_to_inline() {
        let ctx = Context::new();
        crate::register(&ctx);
        let loc = ctx.common().unknown_loc;
        let mut body = Body::new();
        let region = body.create_region();
        let op = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("arith.constant"), loc),
        );
        let inliner = inliner_interface_of(&ctx, &body, op).expect("registered with the dialect");
        assert!(inliner.is_legal_to_inline_op(&ctx, &body, op, &body, region, true));
        // Arith holds no call.
        assert!(!inliner.is_legal_to_inline_call(&ctx, &body, op, &body, op, true));
    }
}
