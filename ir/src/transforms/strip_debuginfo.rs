//! Dropping debug information (MLIR's `-strip-debuginfo`): every op nested in an op, the op
//! itself included, and every argument of their blocks gets the unknown location, so that the
//! printed IR carries no source positions and no names from a frontend.

use crate::context::Context;
use crate::structure::{Body, OpId};

/// Sets the location of `root`, of every op nested in it and of their block arguments to
/// `loc(unknown)`. Returns how many locations changed (0 when there was no debug information).
pub fn strip_debuginfo(ctx: &Context, body: &mut Body, root: OpId) -> usize {
    let unknown = ctx.common().unknown_loc;
    let mut changed = 0;
    body.walk_mut(root, &mut |body, op| {
        if body.op_loc(op) != unknown {
            body.set_op_loc(op, unknown);
            changed += 1;
        }
        let (scope, regions) = body.region_scope_mut(op);
        for region in regions {
            let blocks: Vec<_> = scope.region_blocks(region).collect();
            for block in blocks {
                for index in 0..scope.num_block_args(block) {
                    if scope.block_arg_loc(block, index) != Some(unknown) {
                        scope.set_block_arg_loc(block, index, unknown);
                        changed += 1;
                    }
                }
            }
        }
    });
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::structure::WalkOrder;
    use crate::text::parser::{ParseOptions, parse_source};

    #[test]
    fn every_location_becomes_unknown() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        // The module (the top op, as parsed) is isolated: its ops live in a body of their own.
        let source = r#"
builtin.module {
  "t.outer"() ({
  ^bb0(%a: i32 loc("arg")):
    "t.inner"(%a) : (i32) -> () loc("inner")
  }) : () -> () loc("outer")
} loc("module")
"#;
        let mut top = parse_source(&ctx, source, &ParseOptions::default()).unwrap();
        let unknown = ctx.common().unknown_loc;
        assert_eq!(strip_debuginfo(&ctx, &mut top.body, top.op), 4);
        let mut seen = 0;
        top.body.walk(top.op, WalkOrder::PreOrder, |body, op| {
            assert_eq!(body.op_loc(op), unknown);
            seen += 1;
        });
        assert_eq!(seen, 3);
        assert_eq!(strip_debuginfo(&ctx, &mut top.body, top.op), 0);
    }
}
