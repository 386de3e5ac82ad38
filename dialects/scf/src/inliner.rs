//! `scf`'s inliner interface (MLIR's `SCFInlinerInterface`): every scf op may be inlined, a
//! region may be inlined into an scf op's region, and an inlined single block ending in
//! `scf.yield` hands the yielded values to the results it replaces. `defs/scf.toml` registers
//! it with the dialect.

use oxir::inliner::{DialectInlinerInterface, forward_returned_values};
use oxir::{Body, Context, OpId, Value};

/// The interface; see the module documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct ScfInliner;

impl DialectInlinerInterface for ScfInliner {
    fn legal_by_default(&self) -> bool {
        true
    }

    fn handle_terminator(&self, ctx: &Context, body: &mut Body, op: OpId, results: &[Value]) {
        if ctx.op_name_str(body.op_name(op)) == "scf.yield" {
            forward_returned_values(body, op, results);
        }
    }
}

#[cfg(test)]
mod tests {
    use oxir::inliner::inliner_interface_of;
    use oxir::{Body, Context, OperationState};

    #[test]
    fn yields_hand_their_operands_to_the_replaced_results() {
        let ctx = Context::new();
        crate::register(&ctx);
        let loc = ctx.common().unknown_loc;
        let i32 = ctx.common().i32;
        let mut body = Body::new();
        let region = body.create_region();
        let block = body.create_block(&[(i32, loc), (i32, loc)]);
        body.append_block(region, block).unwrap();
        let (old, new) = (
            body.block_arg(block, 0).unwrap(),
            body.block_arg(block, 1).unwrap(),
        );
        let user = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("scf.yield"), loc).operands(&[old]),
        );
        body.append_op(block, user).unwrap();
        let other = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("scf.yield"), loc).operands(&[new]),
        );
        let inliner = inliner_interface_of(&ctx, &body, other).expect("registered");
        assert!(inliner.is_legal_to_inline_op(&ctx, &body, user, &body, region, true));
        inliner.handle_terminator(&ctx, &mut body, other, &[old]);
        assert_eq!(body.operand(user, 0), Some(new));
        assert!(!body.has_uses(old));
    }
}
