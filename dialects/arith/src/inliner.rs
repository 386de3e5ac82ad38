//! `arith`'s inliner interface (MLIR's `ArithInlinerInterface`): every arith op may be inlined
//! into any region. Arith has no calls, no regions and no terminators, so the core's
//! allow-everything implementation, `oxir::inliner::AlwaysLegalToInline`, says exactly that;
//! `defs/arith.toml` registers it, and this module only tests that it is there.

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
        let block = body.create_block(&[]);
        let op = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("arith.constant"), loc),
        );
        let inliner = inliner_interface_of(&ctx, &body, op).expect("registered with the dialect");
        assert!(inliner.is_legal_to_inline_op(&ctx, &body, op, &body, region, true));
        // No terminator to handle.
        assert!(!inliner.handle_terminator_with_branch(&ctx, &mut body, op, block));
        assert!(body.contains_op(op));
    }
}
