//! Which operands of a `cf` branch go to which successor, and MLIR's check of them against the
//! successors' block arguments (`branch has 2 operands for successor #0, but target block has
//! 1`, `type mismatch for bb argument #0 of successor #1`).
//!
//! BRANCH-INTERFACE-PENDING: [`successor_operands`] is what the `BranchOpInterface` of
//! `ir/src/branch.rs` asks of `cf.br`, `cf.cond_br` and `cf.switch`; once that interface is on
//! `main`, it becomes their implementation of it and the interface's own verifier replaces
//! [`verify_successor_operands`].

use std::ops::Range;

use oxir::verifier::error_on_op;
use oxir::{Body, Context, Diagnostic, OpId};

/// The range of `op`'s operands forwarded to successor `successor`, when `op` is a `cf` branch
/// of the shape its spec declares and has that successor.
pub fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: usize,
) -> Option<Range<usize>> {
    if successor >= body.num_successors(op) {
        return None;
    }
    let name = ctx.op_name_str(body.op_name(op));
    let total = body.num_operands(op);
    match name {
        crate::BranchOp::NAME => Some(0..total),
        crate::CondBranchOp::NAME => {
            let operands = crate::CondBranchOp::SHAPE.operands;
            operands.sizes(ctx, body, op, total)?;
            Some(operands.range(ctx, body, op, total, 1 + successor))
        }
        crate::SwitchOp::NAME => {
            let operands = crate::SwitchOp::SHAPE.operands;
            operands.sizes(ctx, body, op, total)?;
            if successor == 0 {
                return Some(operands.range(ctx, body, op, total, 1));
            }
            let cases = operands.range(ctx, body, op, total, 2);
            let sizes = crate::switch::case_operand_sizes(ctx, body, op)?;
            let start = cases.start + sizes.get(..successor - 1)?.iter().sum::<usize>();
            Some(start..start + *sizes.get(successor - 1)?)
        }
        _ => None,
    }
}

/// MLIR's `BranchOpInterface` check: each successor receives as many operands as it has block
/// arguments, of the same types. Ops whose operands do not split into their groups are left to
/// the generated checks.
pub fn verify_successor_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for successor in 0..body.num_successors(op) {
        let (Some(range), Some(block)) = (
            successor_operands(ctx, body, op, successor),
            body.successor(op, successor),
        ) else {
            continue;
        };
        let arguments: Vec<_> = body.block_args(block).collect();
        if range.len() != arguments.len() {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!(
                    "branch has {} operands for successor #{successor}, but target block has {}",
                    range.len(),
                    arguments.len()
                ),
            ));
        }
        for (i, (operand, argument)) in range.zip(arguments).enumerate() {
            let operand = body.operand(op, operand).map(|v| body.value_type(v));
            if operand != Some(body.value_type(argument)) {
                return Err(error_on_op(
                    ctx,
                    body,
                    op,
                    format!("type mismatch for bb argument #{i} of successor #{successor}"),
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::OpId;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    /// The operand ranges of every successor of the first op named `name` in `ir`, and the
    /// result of the successor check.
    fn ranges(ir: &str, name: &str) -> (Vec<Option<Range<usize>>>, Result<(), String>) {
        let ctx = oxir::Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let mut found: Option<(&oxir::Body, OpId)> = None;
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if found.is_none() && ctx.op_name_str(body.op_name(op)) == name {
                    found = Some((body, op));
                }
            });
        let (body, op) = found.expect("the op is in the IR");
        let ranges = (0..=body.num_successors(op))
            .map(|s| successor_operands(&ctx, body, op, s))
            .collect();
        let checked = verify_successor_operands(&ctx, body, op).map_err(|d| d.message);
        (ranges, checked)
    }

    const BLOCKS: &str = r#"
"t.region"() ({
^bb0(%c: i1, %a: i32, %b: i64):
  "t.use"() : () -> ()
  %x = "t.def"() : () -> i32
  SUCCESSOR
^bb1:
  "t.end"() : () -> ()
^bb2(%p: i32):
  "t.end"() : () -> ()
^bb3(%q: i32, %r: i64):
  "t.end"() : () -> ()
}) : () -> ()
"#;

    fn with(successor: &str) -> String {
        BLOCKS.replace("SUCCESSOR", successor)
    }

    #[test]
    fn a_branch_forwards_all_its_operands() {
        let (ranges, checked) = ranges(&with("cf.br ^bb3(%a, %b : i32, i64)"), "cf.br");
        assert_eq!(ranges, [Some(0..2), None]);
        assert_eq!(checked, Ok(()));
    }

    #[test]
    fn a_conditional_branch_splits_its_operands_by_segment() {
        let ir = with("cf.cond_br %c, ^bb2(%a : i32), ^bb3(%x, %b : i32, i64)");
        let (ranges, checked) = ranges(&ir, "cf.cond_br");
        assert_eq!(ranges, [Some(1..2), Some(2..4), None]);
        assert_eq!(checked, Ok(()));
    }

    #[test]
    fn a_switch_splits_its_case_operands_by_case() {
        let ir = with(
            "cf.switch %a : i32, [\n default: ^bb2(%x : i32),\n 1: ^bb1,\n 2: ^bb3(%a, %b : i32, i64),\n 3: ^bb2(%a : i32)\n ]",
        );
        let (ranges, checked) = ranges(&ir, "cf.switch");
        assert_eq!(
            ranges,
            [Some(1..2), Some(2..2), Some(2..4), Some(4..5), None]
        );
        assert_eq!(checked, Ok(()));
    }

    #[test]
    fn operands_that_do_not_match_the_block_arguments_are_reported() {
        let (_, checked) = ranges(&with("cf.br ^bb2(%b : i64)"), "cf.br");
        assert_eq!(
            checked,
            Err("type mismatch for bb argument #0 of successor #0".to_string())
        );
        let (_, checked) = ranges(&with("cf.cond_br %c, ^bb1, ^bb1(%a : i32)"), "cf.cond_br");
        assert_eq!(
            checked,
            Err("branch has 1 operands for successor #1, but target block has 0".to_string())
        );
    }
}
