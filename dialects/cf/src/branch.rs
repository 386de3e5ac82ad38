//! The `BranchOpInterface` of `cf.br`, `cf.cond_br` and `cf.switch` ([`CF_BRANCHES`], registered by
//! `defs/cf.toml`): which operands go to which successor, which successor a constant condition
//! or flag selects, and how the forwarded operands of one successor are replaced (keeping
//! `operandSegmentSizes` and `cf.switch`'s `case_operand_segments` right). Also MLIR's check
//! of the forwarded operands against the successors' block arguments (`branch has 2 operands
//! for successor #0, but target block has 1`, `type mismatch for bb argument #0 of successor
//! #1`).
//!
//! It does not rewrite branches: the canonicalization patterns are in [`crate::canon`].

use std::ops::Range;

use oxir::branch::standard::StandardBranches;
use oxir::{Body, Context, Diagnostic, OpId};

/// The `BranchOpInterface` model of the three `cf` branches (MLIR's
/// `getSuccessorOperands`, `getSuccessorForOperands` and the operand edits of
/// `SuccessorOperands`): the core's model of the branches `cf` and `llvm` share.
pub const CF_BRANCHES: StandardBranches = StandardBranches {
    br: crate::BranchOp::NAME,
    cond_br: crate::CondBranchOp::NAME,
    cond_br_operands: crate::CondBranchOp::SHAPE.operands,
    switch: crate::SwitchOp::NAME,
    switch_operands: crate::SwitchOp::SHAPE.operands,
};

/// The range of `op`'s operands forwarded to successor `successor`, when `op` is a `cf` branch
/// of the shape its spec declares and has that successor.
pub fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: usize,
) -> Option<Range<usize>> {
    CF_BRANCHES.successor_operands(ctx, body, op, successor)
}

/// MLIR's `BranchOpInterface` check: each successor receives as many operands as it has block
/// arguments, of the same types. Ops whose operands do not split into their groups are left to
/// the generated checks.
pub fn verify_successor_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    CF_BRANCHES.verify(ctx, body, op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::attrs::IntegerAttr;
    use oxir::branch::BranchOpInterface;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::{Attribute, IrError, OpId};

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

    /// The successor `CF_BRANCHES` picks for the terminator `name` of `ir`'s first block when its
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
        let edit = CF_BRANCHES.set_forwarded_operands(&ctx, body, branch, 1, &[a]);
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
