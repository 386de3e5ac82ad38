//! The canonicalization patterns of `cf.switch`, MLIR 19's patterns of `ControlFlowOps.cpp`: a
//! switch with only a default, or on a constant flag, is a `cf.br`; cases that do what the
//! default does go; cases and the default skip blocks that only branch on; and a switch
//! reached from a switch on the same flag knows which cases it can still take.
//!
//! Not here: the patterns of `cf.br` and `cf.cond_br` ([`crate::canon`]). Switches on flags
//! wider than 64 bits are left alone by the patterns that rebuild the case list.

use oxir::attrs::{DenseElementsAttr, IntValue, IntegerAttr};
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::types::VectorType;
use oxir::{Attribute, BlockId, Body, Context, Value};

use crate::SwitchOp;
use crate::canon::{collapse, ir_failure, replace_with_br, single_predecessor};

/// Adds the patterns of `cf.switch` (its `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_op_fn::<SwitchOp>("cf.switch SimplifySwitchWithOnlyDefault", 1, only_default);
    set.add_op_fn::<SwitchOp>(
        "cf.switch DropSwitchCasesThatMatchDefault",
        1,
        drop_cases_matching_default,
    );
    set.add_op_fn::<SwitchOp>("cf.switch SimplifyConstSwitchValue", 1, constant_flag);
    set.add_op_fn::<SwitchOp>("cf.switch SimplifyPassThroughSwitch", 1, pass_through);
    set.add_op_fn::<SwitchOp>(
        "cf.switch SimplifySwitchFromSwitchOnSameCondition",
        1,
        case_of_same_flag,
    );
    set.add_op_fn::<SwitchOp>(
        "cf.switch SimplifySwitchFromDefaultSwitchOnSameCondition",
        1,
        default_of_same_flag,
    );
}

/// One case of a switch: its value, destination and operands.
#[derive(Clone)]
struct Case {
    value: IntValue,
    dest: BlockId,
    operands: Vec<Value>,
}

/// The parts of a `cf.switch`.
struct Switch {
    flag: Value,
    default: BlockId,
    default_operands: Vec<Value>,
    cases: Vec<Case>,
}

impl Switch {
    fn read(ctx: &Context, body: &Body, op: SwitchOp) -> Result<Switch, MatchFailure> {
        let missing = || MatchFailure::new("a `cf.switch` without its parts");
        let flag = op.flag(ctx, body);
        let default = op.default_destination(body).ok_or_else(missing)?;
        let dests = op.case_destinations(body);
        let values: Vec<IntValue> = match op.case_values(ctx, body) {
            Some(values) => values
                .dyn_cast::<DenseElementsAttr>(ctx)
                .and_then(|d| d.int_values(ctx).map(|v| v.collect()))
                .ok_or_else(missing)?,
            None => Vec::new(),
        };
        let operands = op.case_operands(ctx, body);
        if values.len() != dests.len() || operands.len() != dests.len() {
            return Err(missing());
        }
        let cases = values
            .into_iter()
            .zip(dests)
            .zip(operands)
            .map(|((value, dest), operands)| Case {
                value,
                dest,
                operands,
            })
            .collect();
        Ok(Switch {
            flag,
            default,
            default_operands: op.default_operands(ctx, body),
            cases,
        })
    }

    /// Where control goes when the flag is `value`, and with which operands.
    fn target(&self, value: &IntValue) -> (BlockId, &[Value]) {
        match self.cases.iter().find(|case| &case.value == value) {
            Some(case) => (case.dest, &case.operands),
            None => (self.default, &self.default_operands),
        }
    }
}

/// The `case_values` of `cases` for a flag of type `flag_type`: none without cases.
fn case_values_attr(
    ctx: &Context,
    flag_type: oxir::Type,
    cases: &[Case],
) -> Result<Option<Attribute>, MatchFailure> {
    if cases.is_empty() {
        return Ok(None);
    }
    let values = cases
        .iter()
        .map(|case| case.value.as_i64())
        .collect::<Option<Vec<i64>>>()
        .ok_or_else(|| MatchFailure::new("a case value wider than 64 bits"))?;
    let ty = VectorType::get(ctx, &[values.len() as i64], flag_type).ty();
    DenseElementsAttr::get_i64(ctx, ty, &values)
        .map(|d| Some(d.attr()))
        .map_err(|e| MatchFailure::new(format!("the case values do not fit: {}", e.message)))
}

/// Replaces `op` with a switch on `parts.flag` to `parts`' default and `cases`.
fn rebuild(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
    parts: &Switch,
    cases: &[Case],
) -> Result<(), MatchFailure> {
    let flag_type = rewriter.body().value_type(parts.flag);
    let values = case_values_attr(ctx, flag_type, cases)?;
    let loc = rewriter.body().op_loc(op.0);
    let operands: Vec<&[Value]> = cases.iter().map(|c| c.operands.as_slice()).collect();
    let dests: Vec<BlockId> = cases.iter().map(|c| c.dest).collect();
    rewriter.set_insertion_point_before(op.0);
    SwitchOp::create(
        rewriter,
        loc,
        parts.flag,
        &parts.default_operands,
        &operands,
        values,
        parts.default,
        &dests,
    )?;
    rewriter.erase_op(op.0).map_err(ir_failure)
}

/// Replaces `op` with the switch of `parts` keeping only the cases `keep` accepts; fails with
/// `unchanged` when it accepts them all.
fn rebuild_keeping(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
    parts: &Switch,
    keep: impl Fn(&Case) -> bool,
    unchanged: &'static str,
) -> Result<(), MatchFailure> {
    let kept: Vec<Case> = parts.cases.iter().filter(|c| keep(c)).cloned().collect();
    if kept.len() == parts.cases.len() {
        return Err(MatchFailure::new(unchanged));
    }
    rebuild(ctx, rewriter, op, parts, &kept)
}

/// Replaces `op` with a `cf.br` to `target`.
fn branch_to(
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
    (dest, operands): (BlockId, &[Value]),
) -> Result<(), MatchFailure> {
    let operands = operands.to_vec();
    replace_with_br(rewriter, op.0, dest, &operands)
}

/// A switch without cases is a branch to its default (MLIR's `simplifySwitchWithOnlyDefault`).
fn only_default(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
) -> Result<(), MatchFailure> {
    let parts = Switch::read(ctx, rewriter.body(), op)?;
    if !parts.cases.is_empty() {
        return Err(MatchFailure::new("the switch has cases"));
    }
    branch_to(rewriter, op, (parts.default, &parts.default_operands))
}

/// Cases going where the default goes, with the same operands, go (MLIR's
/// `dropSwitchCasesThatMatchDefault`).
fn drop_cases_matching_default(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
) -> Result<(), MatchFailure> {
    let parts = Switch::read(ctx, rewriter.body(), op)?;
    let keep = |c: &Case| c.dest != parts.default || c.operands != parts.default_operands;
    rebuild_keeping(
        ctx,
        rewriter,
        op,
        &parts,
        keep,
        "no case matches the default",
    )
}

/// A switch on a constant is a branch to the case it selects, or to the default (MLIR's
/// `simplifyConstSwitchValue`).
fn constant_flag(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parts = Switch::read(ctx, body, op)?;
    let value = m_constant(ctx, body, parts.flag)
        .and_then(|attr| attr.dyn_cast::<IntegerAttr>(ctx))
        .map(|attr| attr.value(ctx).clone())
        .ok_or_else(|| MatchFailure::new("the flag is not a constant integer"))?;
    branch_to(rewriter, op, parts.target(&value))
}

/// Cases and the default going to a block that only branches on go straight to that block's
/// destination (MLIR's `simplifyPassThroughSwitch`).
fn pass_through(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let mut parts = Switch::read(ctx, body, op)?;
    let mut changed = false;
    for case in &mut parts.cases {
        if let Some((dest, operands)) = collapse(ctx, body, case.dest, &case.operands) {
            (case.dest, case.operands) = (dest, operands);
            changed = true;
        }
    }
    if let Some((dest, operands)) = collapse(ctx, body, parts.default, &parts.default_operands) {
        (parts.default, parts.default_operands) = (dest, operands);
        changed = true;
    }
    if !changed {
        return Err(MatchFailure::new("no successor only branches on"));
    }
    let cases = std::mem::take(&mut parts.cases);
    rebuild(ctx, rewriter, op, &parts, &cases)
}

/// The parts of `op`, its block, and those of the switch ending the block's one predecessor,
/// when that switch is on the same flag and reaches the block through its default
/// (`through_default`) or only through cases (otherwise).
fn after_same_flag_switch(
    ctx: &Context,
    body: &Body,
    op: SwitchOp,
    through_default: bool,
) -> Result<(Switch, BlockId, Switch), MatchFailure> {
    let parts = Switch::read(ctx, body, op)?;
    let block = body
        .op_parent_block(op.0)
        .ok_or_else(|| MatchFailure::new("a detached switch"))?;
    let pred = single_predecessor(body, block)
        .and_then(|pred| body.last_op(pred))
        .filter(|&last| body.op_name(last) == ctx.op_name(SwitchOp::NAME))
        .ok_or_else(|| MatchFailure::new("the block has not one predecessor ending in a switch"))?;
    let pred = Switch::read(ctx, body, SwitchOp(pred))?;
    if pred.flag != parts.flag {
        return Err(MatchFailure::new(
            "the predecessor switches on another flag",
        ));
    }
    if (pred.default == block) != through_default {
        return Err(MatchFailure::new(
            "the block is not reached the way this pattern needs",
        ));
    }
    Ok((parts, block, pred))
}

/// A switch reached through a case of a switch on the same flag knows the flag's value (MLIR's
/// `simplifySwitchFromSwitchOnSameCondition`).
fn case_of_same_flag(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
) -> Result<(), MatchFailure> {
    let (parts, block, pred) = after_same_flag_switch(ctx, rewriter.body(), op, false)?;
    let target = match pred.cases.iter().find(|case| case.dest == block) {
        Some(case) => parts.target(&case.value),
        None => (parts.default, parts.default_operands.as_slice()),
    };
    branch_to(rewriter, op, target)
}

/// A switch reached through the default of a switch on the same flag drops the cases whose
/// values the predecessor sends elsewhere (MLIR's
/// `simplifySwitchFromDefaultSwitchOnSameCondition`).
fn default_of_same_flag(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
) -> Result<(), MatchFailure> {
    let (parts, block, pred) = after_same_flag_switch(ctx, rewriter.body(), op, true)?;
    let elsewhere: Vec<&IntValue> = pred
        .cases
        .iter()
        .filter(|case| case.dest != block)
        .map(|case| &case.value)
        .collect();
    let keep = |case: &Case| !elsewhere.contains(&&case.value);
    rebuild_keeping(
        ctx,
        rewriter,
        op,
        &parts,
        keep,
        "every case can still be taken",
    )
}

#[cfg(test)]
mod tests {
    use crate::canon::tests::canonicalized;

    /// A region whose entry block ends in `switch` (on `%f`, with `%a` and `%b` at hand) and
    /// whose blocks `^bb1` to `^bb3` take an `i32` and do something of their own.
    fn with(switch: &str) -> String {
        format!(
            r#""test.region"() ({{
^bb0(%f: i32, %a: i32, %b: i32):
  "test.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
^bb4:
  {switch}
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
^bb3(%z: i32):
  "test.three"(%z) : (i32) -> ()
}}) : () -> ()"#
        )
    }

    #[test]
    fn cases_doing_what_the_default_does_go() {
        let out = canonicalized(&with(
            "cf.switch %f : i32, [\n default: ^bb1(%a : i32),\n 4: ^bb1(%a : i32),\n -7: ^bb1(%b : i32),\n 9: ^bb2(%a : i32)\n ]",
        ));
        assert!(
            out.contains(
                "cf.switch %arg0 : i32, [\n      default: ^bb2(%arg1 : i32),\n      4294967289: ^bb2(%arg2 : i32),\n      9: ^bb3(%arg1 : i32)\n    ]"
            ),
            "{out}"
        );
        let out = canonicalized(&with(
            "cf.switch %f : i32, [\n default: ^bb3(%a : i32),\n 4: ^bb3(%a : i32)\n ]",
        ));
        assert!(out.contains("cf.br ^bb4(%arg1 : i32)"), "{out}");
        assert!(!out.contains("cf.switch"), "{out}");
    }

    #[test]
    fn a_switch_after_a_switch_on_the_same_flag_knows_the_flag() {
        let ir = r#""test.region"() ({
^bb0(%f: i32, %a: i32, %b: i32):
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  "test.keep"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3(%a : i32),
    5: ^bb3(%b : i32),
    6: ^bb4(%b : i32)
  ]
^bb2:
  "test.keep"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3(%a : i32),
    5: ^bb4(%b : i32)
  ]
^bb3(%x: i32):
  "test.three"(%x) : (i32) -> ()
^bb4(%y: i32):
  "test.four"(%y) : (i32) -> ()
}) : () -> ()"#;
        let out = canonicalized(ir);
        // Through the default, 5 is impossible; through case 5, the flag is 5.
        assert!(
            out.contains("default: ^bb3,\n      6: ^bb4\n    ]"),
            "{out}"
        );
        assert!(out.contains("cf.br ^bb4\n"), "{out}");
    }
}
