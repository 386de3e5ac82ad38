//! The `BranchOpInterface` of `cf.br`, `cf.cond_br` and `cf.switch` ([`CfBranch`], registered by
//! `defs/cf.toml`): which operands go to which successor, which successor a constant condition
//! or flag selects, and how the forwarded operands of one successor are replaced (keeping
//! `operandSegmentSizes` and `cf.switch`'s `case_operand_segments` right). Also MLIR's check
//! of the forwarded operands against the successors' block arguments (`branch has 2 operands
//! for successor #0, but target block has 1`, `type mismatch for bb argument #0 of successor
//! #1`).
//!
//! It does not rewrite branches: the canonicalization patterns are in [`crate::canon`].

use std::ops::Range;

use oxir::branch::{BranchOpInterface, SuccessorOperands, splice_operands};
use oxir::{Attribute, Body, Context, Diagnostic, IrError, OpId, Value};

/// The `BranchOpInterface` model of the three `cf` branches (MLIR's
/// `getSuccessorOperands`, `getSuccessorForOperands` and the operand edits of
/// `SuccessorOperands`).
pub struct CfBranch;

impl BranchOpInterface for CfBranch {
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: usize,
    ) -> SuccessorOperands {
        let forwarded = successor_operands(ctx, body, op, successor).unwrap_or(0..0);
        let name = ctx.op_name_str(body.op_name(op));
        // The operand group the range lies in, for the ops whose groups are sized by
        // `operandSegmentSizes`; a switch's case groups are resized by `set_forwarded_operands`.
        let segment = match name {
            crate::CondBranchOp::NAME => Some(1 + successor),
            crate::SwitchOp::NAME => Some(oxir::branch::switch::segment(successor)),
            _ => None,
        };
        SuccessorOperands {
            produced: 0,
            forwarded,
            segment,
        }
    }

    fn successor_for_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let name = ctx.op_name_str(body.op_name(op));
        match name {
            crate::BranchOp::NAME => Some(0),
            crate::CondBranchOp::NAME => oxir::branch::conditional_successor(ctx, operands),
            crate::SwitchOp::NAME => {
                oxir::branch::switch::successor_for_operands(ctx, body, op, operands)
            }
            _ => None,
        }
    }

    fn set_forwarded_operands(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        successor: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        oxir::branch::require_forwarded(
            body,
            op,
            successor,
            successor_operands(ctx, body, op, successor),
        )?;
        if ctx.op_name_str(body.op_name(op)) == crate::SwitchOp::NAME {
            let groups = &crate::SwitchOp::SHAPE.operands;
            return oxir::branch::switch::set_forwarded_operands(
                ctx, body, op, groups, successor, values,
            );
        }
        let operands = self.successor_operands(ctx, body, op, successor);
        splice_operands(ctx, body, op, operands.forwarded, operands.segment, values)
    }
}

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
        crate::SwitchOp::NAME => oxir::branch::switch::successor_operands(
            ctx,
            body,
            op,
            &crate::SwitchOp::SHAPE.operands,
            successor,
        ),
        _ => None,
    }
}

/// MLIR's `BranchOpInterface` check: each successor receives as many operands as it has block
/// arguments, of the same types. Ops whose operands do not split into their groups are left to
/// the generated checks.
pub fn verify_successor_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    oxir::branch::verify_forwarded_operands(ctx, body, op, |successor| {
        successor_operands(ctx, body, op, successor)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::OpId;
    use oxir::attrs::IntegerAttr;
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

    /// The successor `CfBranch` picks for the terminator `name` of `ir`'s first block when its
    /// first operand is `flag`, and the IR printed after its successor `edited` is made to
    /// receive `%a` alone.
    fn decide_and_edit(
        ir: &str,
        name: &str,
        flag: Option<(i64, &str)>,
        edited: usize,
    ) -> (Option<usize>, String) {
        let ctx = oxir::Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        let mut module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let (scope, regions) = module.body.region_scope(module.op);
        let outer = scope
            .block_ops(scope.region_entry(regions[0]).unwrap())
            .next()
            .unwrap();
        let entry = scope.region_entry(scope.op_regions(outer)[0]).unwrap();
        let op = scope.last_op(entry).unwrap();
        assert_eq!(ctx.op_name_str(scope.op_name(op)), name);
        let interface = oxir::branch::branch_interface(&ctx, scope, op).expect("registered");
        let mut operands: Vec<Option<Attribute>> = vec![None; scope.num_operands(op)];
        if let Some((value, ty)) = flag {
            let ty = oxir::text::parser::parse_type(&ctx, ty).unwrap();
            operands[0] = Some(IntegerAttr::get(&ctx, ty, value).attr());
        }
        let taken = interface.successor_for_operands(&ctx, scope, op, &operands);
        let a = scope.block_arg(entry, 1).unwrap();
        let body = module.body.nested_body_mut(module.op).unwrap();
        interface
            .set_forwarded_operands(&ctx, body, op, edited, &[a])
            .unwrap();
        let text = oxir::text::printer::print_op(
            &ctx,
            &module.body,
            module.op,
            &oxir::text::printer::PrintOptions::default(),
        );
        (taken, text)
    }

    #[test]
    fn a_constant_condition_or_flag_selects_the_successor() {
        let cond = with("cf.cond_br %c, ^bb2(%a : i32), ^bb3(%x, %b : i32, i64)");
        assert_eq!(
            decide_and_edit(&cond, "cf.cond_br", Some((1, "i1")), 1).0,
            Some(0)
        );
        assert_eq!(
            decide_and_edit(&cond, "cf.cond_br", Some((0, "i1")), 1).0,
            Some(1)
        );
        assert_eq!(decide_and_edit(&cond, "cf.cond_br", None, 1).0, None);
        let switch = with(
            "cf.switch %a : i32, [\n default: ^bb2(%x : i32),\n 1: ^bb1,\n -2: ^bb3(%a, %b : i32, i64)\n ]",
        );
        assert_eq!(
            decide_and_edit(&switch, "cf.switch", Some((-2, "i32")), 2).0,
            Some(2)
        );
        assert_eq!(
            decide_and_edit(&switch, "cf.switch", Some((1, "i32")), 2).0,
            Some(1)
        );
        assert_eq!(
            decide_and_edit(&switch, "cf.switch", Some((7, "i32")), 2).0,
            Some(0)
        );
        assert_eq!(decide_and_edit(&switch, "cf.switch", None, 2).0, None);
        let no_cases = with("cf.switch %a : i32, [\n default: ^bb1\n ]");
        assert_eq!(decide_and_edit(&no_cases, "cf.switch", None, 0).0, None);
        assert_eq!(
            decide_and_edit(&no_cases, "cf.switch", Some((3, "i32")), 0).0,
            Some(0)
        );
        let br = with("cf.br ^bb2(%a : i32)");
        assert_eq!(decide_and_edit(&br, "cf.br", None, 0).0, Some(0));
    }

    #[test]
    fn editing_a_successor_the_branch_lacks_fails() {
        let ctx = oxir::Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        let ir = with("cf.br ^bb2(%a : i32)");
        let mut module = parse_source(&ctx, &ir, &ParseOptions::default()).expect("valid IR");
        let mut branch = None;
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if ctx.op_name_str(body.op_name(op)) == "cf.br" {
                    branch = Some(op);
                }
            });
        let branch = branch.expect("the branch is in the IR");
        let body = module.body.nested_body_mut(module.op).unwrap();
        let a = body.operand(branch, 0).unwrap();
        let edit = CfBranch.set_forwarded_operands(&ctx, body, branch, 1, &[a]);
        assert_eq!(
            edit,
            Err(IrError::OutOfRange {
                what: "successor",
                index: 1,
                len: 1
            })
        );
        assert_eq!(body.num_operands(branch), 1);
    }

    #[test]
    fn replacing_forwarded_operands_keeps_the_groups_right() {
        let cond = with("cf.cond_br %c, ^bb2(%a : i32), ^bb3(%x, %b : i32, i64)");
        let (_, text) = decide_and_edit(&cond, "cf.cond_br", None, 1);
        assert!(
            text.contains("cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb3(%arg1 : i32)"),
            "{text}"
        );
        let switch = with(
            "cf.switch %a : i32, [\n default: ^bb2(%x : i32),\n 1: ^bb1,\n 2: ^bb3(%a, %b : i32, i64),\n 3: ^bb2(%x : i32)\n ]",
        );
        let (_, text) = decide_and_edit(&switch, "cf.switch", None, 2);
        assert!(
            text.contains("2: ^bb3(%arg1 : i32),\n      3: ^bb2(%0 : i32)"),
            "{text}"
        );
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
