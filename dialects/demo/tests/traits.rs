//! Traits that generate folds or verifiers: `Involution` (`f(f(x))` folds to `x`),
//! `Idempotent` (`f(f(x))` to `f(x)`, `f(x, x)` to `x`), `SameOperandsAndResultRank`,
//! `SameOperandsAndResultEncoding` and `AllMatch`, with MLIR's messages.

mod common;

use common::{assert_messages, context, parse, print};
use oxir::rewrite::{
    FrozenRewritePatternSet, GreedyRewriteConfig, RewritePatternSet,
    apply_patterns_and_fold_greedily_on_op,
};

/// `text` folded (no patterns), printed.
fn folded(text: &str) -> String {
    let ctx = context();
    let mut module = parse(&ctx, text).expect("the text parses");
    let patterns = FrozenRewritePatternSet::new(&ctx, RewritePatternSet::new());
    apply_patterns_and_fold_greedily_on_op(
        &ctx,
        &mut module.body,
        module.op,
        &patterns,
        &GreedyRewriteConfig::default(),
    );
    print(&ctx, &module, false)
}

#[test]
fn an_involution_folds_through_its_own_kind() {
    let input = r#""test.source"() ({
^bb0(%a: i32):
  %0 = demo.negate %a : i32
  %1 = demo.negate %0 : i32
  %2 = demo.negate %1 : i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
"#;
    assert_eq!(
        folded(input),
        "module {\n  \"test.source\"() ({\n  ^bb0(%arg0: i32):\n    %0 = demo.negate %arg0 : i32\n    \"test.use\"(%arg0, %0) : (i32, i32) -> ()\n  }) : () -> ()\n}\n"
    );
}

#[test]
fn an_idempotent_op_folds_its_repeats() {
    let input = r#""test.source"() ({
^bb0(%a: i32, %b: i32):
  %0 = demo.max %a, %a : i32
  %1 = demo.max %a, %b : i32
  "test.use"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
"#;
    assert_eq!(
        folded(input),
        "module {\n  \"test.source\"() ({\n  ^bb0(%arg0: i32, %arg1: i32):\n    %0 = demo.max %arg0, %arg1 : i32\n    \"test.use\"(%arg0, %0) : (i32, i32) -> ()\n  }) : () -> ()\n}\n"
    );
}

#[test]
fn rank_encoding_and_all_match_traits_verify_with_mlirs_messages() {
    let op = |lhs: &str, rhs: &str, result: &str| {
        format!(
            "%l = \"test.l\"() : () -> {lhs}\n%r = \"test.r\"() : () -> {rhs}\n%0 = \"demo.same_rank\"(%l, %r) : ({lhs}, {rhs}) -> {result}\n"
        )
    };
    let cases = [
        (
            op("tensor<2xi32>", "tensor<2xi32>", "tensor<4xi32>"),
            "verifies",
        ),
        (
            op("tensor<*xi32>", "tensor<*xi32>", "tensor<4xi32>"),
            "verifies",
        ),
        (
            op("tensor<2xi32>", "tensor<2xi32>", "tensor<4x4xi32>"),
            "'demo.same_rank' op result type has different rank than operands",
        ),
        (
            op(
                "tensor<2xi32, \"a\">",
                "tensor<2xi32, \"a\">",
                "tensor<2xi32, \"b\">",
            ),
            "'demo.same_rank' op requires the same encoding for all operands and results",
        ),
        (
            op("tensor<2xi32>", "tensor<2xi64>", "tensor<2xi32>"),
            "'demo.same_rank' op failed to verify that lhs and rhs have one type",
        ),
    ];
    let cases: Vec<(&str, &str)> = cases.iter().map(|(t, m)| (t.as_str(), *m)).collect();
    assert_messages("", &cases);
}

#[test]
fn the_dialects_own_constraints_check_with_their_summaries() {
    let op = |types: &str, count: &str| {
        format!(
            "%a = \"test.source\"() : () -> {types}\n%r = demo.even %a {{count = {count}}} : {types} -> {types}\n"
        )
    };
    let cases = [
        (op("i16", "3"), "verifies"),
        (op("ui8", "8"), "verifies"),
        (
            op("i7", "3"),
            "'demo.even' op operand #0 must be integer of even width, but got 'i7'",
        ),
        (
            op("f32", "3"),
            "'demo.even' op operand #0 must be integer of even width, but got 'f32'",
        ),
        (
            op("i16", "9"),
            "'demo.even' op attribute 'count' failed to satisfy constraint: 64-bit integer attribute between 1 and 8",
        ),
        (
            op("i16", "3 : i32"),
            "'demo.even' op attribute 'count' failed to satisfy constraint: 64-bit integer attribute between 1 and 8",
        ),
    ];
    let cases: Vec<(&str, &str)> = cases.iter().map(|(t, m)| (t.as_str(), *m)).collect();
    assert_messages("", &cases);
    // The generated type answers for the constraint, as a definition's view does.
    let ctx = context();
    let c = *ctx.common();
    assert!(oxir_demo::EvenWidthInteger::satisfies(&ctx, c.i32));
    assert!(!oxir_demo::EvenWidthInteger::satisfies(&ctx, c.f32));
}
