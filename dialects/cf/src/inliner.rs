//! `cf`'s inliner interface (MLIR's `ControlFlowInlinerInterface`): every cf op may be inlined,
//! and a region may be inlined into the region of a cf op. Its terminators (branches) stay as
//! they are in inlined blocks, so the core's allow-everything implementation,
//! `oxir::inliner::AlwaysLegalToInline`, says exactly that; `defs/cf.toml` registers it, and
//! this module only tests that it is there.

#[cfg(test)]
mod tests {
    use oxir::inliner::inliner_interface_of;
    use oxir::{Body, Context, OperationState};

    #[test]
    fn cf_ops_are_legal_to_inline() {
        let ctx = Context::new();
        crate::register(&ctx);
        let loc = ctx.common().unknown_loc;
        let mut body = Body::new();
        let region = body.create_region();
        let block = body.create_block(&[]);
        let op = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("cf.br"), loc).successors(&[block]),
        );
        let inliner = inliner_interface_of(&ctx, &body, op).expect("registered with the dialect");
        assert!(inliner.is_legal_to_inline_op(&ctx, &body, op, &body, region, true));
        assert!(inliner.is_legal_to_inline_region(
            &ctx,
            &body,
            region,
            &body,
            region,
            false,
            &oxir::structure::ValueMap::new()
        ));
        // A branch is left alone.
        assert!(!inliner.handle_terminator_with_branch(&ctx, &mut body, op, block));
        assert_eq!(body.successor(op, 0), Some(block));
    }
}
