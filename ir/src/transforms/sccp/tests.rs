//! Tests of constant propagation on a small dialect `s` defined here: `s.constant` and `s.add`
//! fold, `s.xor` folds `(x ^ a) ^ a` to `x`, `s.br` forwards its operands, `s.cond_br` (condition, then the operands of each
//! successor, sized by `operandSegmentSizes`) picks its successor when the condition is a known
//! boolean, `s.if` runs one of its two regions (`s.yield` ends them) by the same rule, `s.return`
//! is return-like, and `s.func` is an isolated callable symbol whose signature is its
//! `function_type`.

use super::*;
use crate::Trait;
use crate::attrs::{AttrData, IntValue};
use crate::branch::{BranchOpInterface, SuccessorOperands};
use crate::builder::Builder;
use crate::call::{CallOpInterface, CallableOpInterface};
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::region_branch::{RegionBranchOpInterface, RegionPoint};
use crate::rewrite::FoldOutcome;
use crate::rewrite::testing::{Br, int_of};
use crate::structure::{Location, OperationState};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::TraitSet;
use crate::transforms::inline::testing::{Call, Func};
use crate::types::Type;

fn fold_add(ctx: &Context, _: &Body, _: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    match operands {
        [Some(a), Some(b)] => match (int_of(ctx, *a), int_of(ctx, *b)) {
            (Some((a, ty)), Some((b, _))) => {
                FoldOutcome::attr(ctx.intern_attr(AttrData::Integer {
                    ty,
                    value: IntValue::Small(a.wrapping_add(b)),
                }))
            }
            _ => FoldOutcome::NoFold,
        },
        _ => FoldOutcome::NoFold,
    }
}

/// `s.xor`: `(x ^ a) ^ a` folds to `x`, a value that is not one of its operands.
fn fold_xor(_: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(inner), Some(a)) = (body.operand(op, 0), body.operand(op, 1)) else {
        return FoldOutcome::NoFold;
    };
    let inner_op = inner
        .defining_op()
        .filter(|&d| body.op_name(d) == body.op_name(op));
    match inner_op {
        Some(d) if body.operand(d, 1) == Some(a) => match body.operand(d, 0) {
            Some(x) => FoldOutcome::value(x),
            None => FoldOutcome::NoFold,
        },
        _ => FoldOutcome::NoFold,
    }
}

fn materialize(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let state = OperationState::new(ctx.op_name("s.constant"), loc)
        .results(&[ty])
        .attr(ctx.string_attr("value"), value);
    builder.create(ctx, body, state).ok()
}

struct CondBr;
impl BranchOpInterface for CondBr {
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: usize,
    ) -> SuccessorOperands {
        SuccessorOperands::of_segment(ctx, body, op, successor + 1)
    }
    fn successor_for_operands(
        &self,
        ctx: &Context,
        _: &Body,
        _: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        match ctx.attr_data((*operands.first()?)?) {
            AttrData::Bool(true) => Some(0),
            AttrData::Bool(false) => Some(1),
            _ => None,
        }
    }
}

/// `s.if %cond` runs its first region when the condition is true, its second when false; both
/// give their `s.yield`ed values to its results.
struct If;
impl RegionBranchOpInterface for If {
    fn successors(
        &self,
        ctx: &Context,
        _: &Body,
        _: OpId,
        from: RegionPoint,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionPoint> {
        if from != RegionPoint::Parent {
            return vec![RegionPoint::Parent];
        }
        match operands
            .first()
            .copied()
            .flatten()
            .map(|c| ctx.attr_data(c))
        {
            Some(AttrData::Bool(true)) => vec![RegionPoint::Region(0)],
            Some(AttrData::Bool(false)) => vec![RegionPoint::Region(1)],
            _ => vec![RegionPoint::Region(0), RegionPoint::Region(1)],
        }
    }
}

fn context() -> Context {
    let ctx = Context::new();
    let traits = |t: &[Trait]| TraitSet::new(t);
    let pure = [Trait::NoMemoryEffect, Trait::AlwaysSpeculatable];
    let br = OpDescriptor::new("s.br").with_traits(traits(&[Trait::IsTerminator]));
    br.interfaces.insert::<dyn BranchOpInterface>(Box::new(Br));
    let cond_br = OpDescriptor::new("s.cond_br").with_traits(traits(&[Trait::IsTerminator]));
    cond_br
        .interfaces
        .insert::<dyn BranchOpInterface>(Box::new(CondBr));
    let if_op = OpDescriptor::new("s.if");
    if_op
        .interfaces
        .insert::<dyn RegionBranchOpInterface>(Box::new(If));
    let call = OpDescriptor::new("s.call");
    call.interfaces
        .insert::<dyn CallOpInterface>(Box::new(Call));
    let func =
        OpDescriptor::new("s.func").with_traits(traits(&[Trait::Symbol, Trait::IsolatedFromAbove]));
    func.interfaces
        .insert::<dyn CallableOpInterface>(Box::new(Func));
    ctx.register_dialect(
        DialectDescriptor::new("s").with_materialize_constant(materialize),
        vec![
            OpDescriptor::new("s.constant")
                .with_traits(traits(&[pure[0], pure[1], Trait::ConstantLike]))
                .with_fold(crate::rewrite::fold_to_value_attr),
            OpDescriptor::new("s.add")
                .with_traits(traits(&pure))
                .with_fold(fold_add),
            OpDescriptor::new("s.xor")
                .with_traits(traits(&pure))
                .with_fold(fold_xor),
            br,
            cond_br,
            if_op,
            OpDescriptor::new("s.yield")
                .with_traits(traits(&[Trait::IsTerminator, Trait::ReturnLike])),
            call,
            func,
            OpDescriptor::new("s.return")
                .with_traits(traits(&[Trait::IsTerminator, Trait::ReturnLike])),
            OpDescriptor::new("s.unknown"),
        ],
    );
    ctx
}

/// Runs the propagation on the module of `ir` and returns the printed result and what changed.
fn run(ir: &str) -> (String, SccpStats) {
    let ctx = context();
    let options = ParseOptions {
        implicit_module: true,
        ..ParseOptions::default()
    };
    let mut module = parse_source(&ctx, ir, &options).expect("valid test input");
    let stats = sccp(&ctx, &mut module.body, module.op, true).expect("the rewrite succeeds");
    let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    (text, stats)
}

fn branches(condition: &str) -> String {
    format!(
        r#""s.func"() ({{
^bb0(%c: i1):
  %one = "s.constant"() {{value = 1 : i32}} : () -> i32
  %cond = {condition}
  "s.cond_br"(%cond)[^bb1, ^bb2] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i1) -> ()
^bb1:
  "s.br"(%one)[^bb3] : (i32) -> ()
^bb2:
  %two = "s.add"(%one, %one) : (i32, i32) -> i32
  "s.br"(%two)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %y = "s.add"(%x, %one) : (i32, i32) -> i32
  "s.return"(%y) : (i32) -> ()
}}) {{sym_name = "f", function_type = (i1) -> i32}} : () -> ()"#
    )
}

#[test]
fn a_constant_condition_leaves_the_other_successor_dead() {
    let (text, stats) = run(&branches(r#""s.constant"() {value = true} : () -> i1"#));
    // Constants are made again at the start of the entry block (the last made first), the
    // dead block is left as it was, and the join of the single live edge is a constant.
    let expected = r#"  ^bb0(%arg0: i1):
    %0 = "s.constant"() {value = 2 : i32} : () -> i32
    %1 = "s.constant"() {value = true} : () -> i1
    %2 = "s.constant"() {value = 1 : i32} : () -> i32
    "s.cond_br"(%1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "s.br"(%2)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "s.add"(%2, %2) : (i32, i32) -> i32
    "s.br"(%3)[^bb3] : (i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    "s.return"(%0) : (i32) -> ()"#;
    assert!(text.contains(expected), "{text}");
    // %one, %cond, %x and %y; the old constants and %y erased.
    assert_eq!(
        stats,
        SccpStats {
            replaced: 4,
            erased: 3
        }
    );
}

#[test]
fn an_unknown_condition_joins_both_edges() {
    let (text, _) = run(&branches(r#""s.unknown"(%c) : (i1) -> i1"#));
    // 1 and 2 meet in ^bb3: not a constant. The sum in ^bb2 is live, and folded.
    let expected = r#"  ^bb2:  // pred: ^bb0
    "s.br"(%0)[^bb3] : (i32) -> ()
  ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
    %4 = "s.add"(%3, %1) : (i32, i32) -> i32
    "s.return"(%4) : (i32) -> ()"#;
    assert!(text.contains(expected), "{text}");
}

#[test]
fn loops_are_solved_optimistically() {
    // %i starts at 0 and the back edge adds 0: it stays 0, which a pessimistic analysis would
    // not see.
    let ir = r#""s.func"() ({
^bb0(%c: i1):
  %zero = "s.constant"() {value = 0 : i32} : () -> i32
  "s.br"(%zero)[^bb1] : (i32) -> ()
^bb1(%i: i32):
  %next = "s.add"(%i, %zero) : (i32, i32) -> i32
  "s.cond_br"(%c, %next)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb2:
  "s.return"(%i) : (i32) -> ()
}) {sym_name = "f", function_type = (i1) -> i32} : () -> ()"#;
    let (text, _) = run(ir);
    assert!(text.contains(r#""s.return"(%0) : (i32) -> ()"#), "{text}");
    assert!(!text.contains(r#""s.add""#), "{text}");
}

#[test]
fn private_callees_get_their_callers_constants() {
    let ir = r#""s.func"() ({
^bb0(%x: i32):
  %one = "s.constant"() {value = 1 : i32} : () -> i32
  %y = "s.add"(%x, %one) : (i32, i32) -> i32
  "s.return"(%y) : (i32) -> ()
}) {sym_name = "inc", function_type = (i32) -> i32, sym_visibility = "private"} : () -> ()
"s.func"() ({
^bb0(%x: i32):
  %c = "s.constant"() {value = 41 : i32} : () -> i32
  %r = "s.call"(%c) {callee = @inc} : (i32) -> i32
  %u = "s.call"(%x) {callee = @opaque} : (i32) -> i32
  %s = "s.add"(%r, %u) : (i32, i32) -> i32
  "s.return"(%s) : (i32) -> ()
}) {sym_name = "main", function_type = (i32) -> i32} : () -> ()"#;
    let (text, _) = run(ir);
    // The callee's argument is 41 and its result 42, which the caller uses; the call to a
    // symbol that is not defined stays unknown.
    let callee = r#"    %0 = "s.constant"() {value = 41 : i32} : () -> i32
    %1 = "s.constant"() {value = 42 : i32} : () -> i32
    %2 = "s.constant"() {value = 1 : i32} : () -> i32
    "s.return"(%1) : (i32) -> ()"#;
    assert!(text.contains(callee), "{text}");
    let caller = r#"    %2 = "s.call"(%1) {callee = @inc} : (i32) -> i32
    %3 = "s.call"(%arg0) {callee = @opaque} : (i32) -> i32
    %4 = "s.add"(%0, %3) : (i32, i32) -> i32"#;
    assert!(text.contains(caller), "{text}");
}

fn conditional(condition: &str, other: i64) -> String {
    format!(
        r#""s.func"() ({{
^bb0(%c: i1):
  %one = "s.constant"() {{value = 1 : i32}} : () -> i32
  %other = "s.constant"() {{value = {other} : i32}} : () -> i32
  %cond = {condition}
  %r = "s.if"(%cond) ({{
    "s.yield"(%one) : (i32) -> ()
  }}, {{
    %x = "s.add"(%other, %one) : (i32, i32) -> i32
    "s.yield"(%x) : (i32) -> ()
  }}) : (i1) -> i32
  "s.return"(%r) : (i32) -> ()
}}) {{sym_name = "f", function_type = (i1) -> i32}} : () -> ()"#
    )
}

#[test]
fn region_control_flow_follows_known_conditions() {
    // A true condition: only the first region runs, the result is its 1.
    let (text, _) = run(&conditional(
        r#""s.constant"() {value = true} : () -> i1"#,
        5,
    ));
    assert!(text.contains(r#""s.return"(%"#), "{text}");
    let returned = text
        .lines()
        .find(|l| l.contains("\"s.return\""))
        .unwrap_or_default();
    let one = text
        .lines()
        .find(|l| l.contains("{value = 1 : i32}"))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_default();
    assert_eq!(
        returned.trim(),
        format!(r#""s.return"({one}) : (i32) -> ()"#),
        "{text}"
    );
    // The second region is dead: its sum is left alone.
    assert!(text.contains(r#""s.add""#), "{text}");
}

#[test]
fn region_results_join_the_regions_that_run() {
    let unknown = r#""s.unknown"(%c) : (i1) -> i1"#;
    // Both regions may run and yield 1 and 6: the result is unknown.
    let (text, _) = run(&conditional(unknown, 5));
    assert!(text.contains(r#""s.return"(%4) : (i32) -> ()"#), "{text}");
    // Both yield 1 (0 + 1): the result is 1 whichever runs.
    let (text, _) = run(&conditional(unknown, 0));
    assert!(!text.contains(r#""s.add""#), "{text}");
    let one = text
        .lines()
        .find(|l| l.contains("{value = 1 : i32}"))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_default();
    assert!(
        text.contains(&format!(r#""s.return"({one}) : (i32) -> ()"#)),
        "{text}"
    );
}

#[test]
fn a_fold_to_a_value_follows_that_value() {
    // `@h` returns `%a1` whatever `%a0` is. `@f2` (visited first) passes it an unknown, `@f`
    // the constant 100: `%a1`, and so `%1`, `@h`'s result and `@f2`'s, are not constants,
    // though `%1` folded to `%a1` while it was still 100.
    let ir = r#""s.func"() ({
^bb0(%x: i32, %y: i32):
  %r1 = "s.call"(%x, %y) {callee = @h} : (i32, i32) -> i32
  "s.return"(%r1) : (i32) -> ()
}) {sym_name = "f2", function_type = (i32, i32) -> i32} : () -> ()
"s.func"() ({
^bb0(%x: i32):
  %c100 = "s.constant"() {value = 100 : i32} : () -> i32
  %r0 = "s.call"(%x, %c100) {callee = @h} : (i32, i32) -> i32
  "s.return"(%r0) : (i32) -> ()
}) {sym_name = "f", function_type = (i32) -> i32} : () -> ()
"s.func"() ({
^bb0(%a0: i32, %a1: i32):
  %0 = "s.xor"(%a1, %a0) : (i32, i32) -> i32
  %1 = "s.xor"(%0, %a0) : (i32, i32) -> i32
  "s.return"(%1) : (i32) -> ()
}) {sym_name = "h", function_type = (i32, i32) -> i32, sym_visibility = "private"} : () -> ()"#;
    let (text, stats) = run(ir);
    let callee = r#"  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "s.xor"(%arg1, %arg0) : (i32, i32) -> i32
    %1 = "s.xor"(%0, %arg0) : (i32, i32) -> i32
    "s.return"(%1) : (i32) -> ()"#;
    assert!(text.contains(callee), "{text}");
    let f2 = r#"    %0 = "s.call"(%arg0, %arg1) {callee = @h} : (i32, i32) -> i32
    "s.return"(%0) : (i32) -> ()"#;
    assert!(text.contains(f2), "{text}");
    // Only `@f`'s constant, made again in its entry block.
    assert_eq!(
        stats,
        SccpStats {
            replaced: 1,
            erased: 1
        }
    );
}
