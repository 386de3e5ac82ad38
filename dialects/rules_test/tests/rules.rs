//! Behaviour of the rules generated from `defs/rt.rules.toml`: IR is parsed, the rules run with
//! the greedy driver (folding on, constants left in place), and the printed result is compared
//! with what each rule must produce. One test per feature of the rule language. Each run is
//! made twice, with the same rules written in Rust syntax (`src/rust_rules.rs`) the second time.

use oxir::rewrite::{
    FrozenRewritePatternSet, GreedyRewriteConfig, PatternStats, RewritePatternSet,
    apply_patterns_and_fold_greedily_on_op, canonicalization_patterns,
};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::verifier::verify;
use oxir::{Context, OwnedOp};

fn context() -> Context {
    let ctx = Context::new();
    assert!(oxir_rules_test::register(&ctx));
    ctx.set_print_op_on_diagnostic(false);
    ctx
}

/// The rules of `defs/rt.rules.toml`, or with `rust` the same rules written with `rules!`.
fn all_rules(ctx: &Context, rust: bool) -> FrozenRewritePatternSet {
    let mut set = RewritePatternSet::new();
    if rust {
        oxir_rules_test::rust_rules::register_rules(ctx, &mut set);
    } else {
        oxir_rules_test::rules::register_rules(ctx, &mut set);
    }
    set.freeze(ctx)
}

/// [`run`] with every rule, once with the rules file's and once with the Rust-syntax ones,
/// which must rewrite the same way.
fn run_all(input: &str, ctx: &Context, locs: bool) -> String {
    let printed = run(input, &all_rules(ctx, false), ctx, locs);
    let rust = run(input, &all_rules(ctx, true), ctx, locs);
    assert_eq!(
        printed, rust,
        "the rules written in Rust rewrite differently"
    );
    printed
}

fn config() -> GreedyRewriteConfig {
    GreedyRewriteConfig {
        cse_constants: false,
        ..GreedyRewriteConfig::default()
    }
}

/// `ops` in the block of an `rt.func` with arguments `args`, ended with `rt.yield`.
fn func(args: &str, ops: &str) -> String {
    format!("\"rt.func\"() ({{\n^bb0({args}):\n{ops}\n  \"rt.yield\"() : () -> ()\n}}) : () -> ()")
}

/// The module of `input` after `patterns` ran on it (the result must verify), printed in
/// generic form with locations when `locs`.
fn run(input: &str, patterns: &FrozenRewritePatternSet, ctx: &Context, locs: bool) -> String {
    let mut module: OwnedOp = parse_source(ctx, input, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{}", d.message));
    verify(ctx, &module.body, module.op).unwrap_or_else(|d| panic!("input: {}", d.message));
    let result = apply_patterns_and_fold_greedily_on_op(
        ctx,
        &mut module.body,
        module.op,
        patterns,
        &config(),
    );
    assert!(result.converged(), "{:?}", result.error.map(|d| d.message));
    verify(ctx, &module.body, module.op).unwrap_or_else(|d| panic!("output: {}", d.message));
    let options = PrintOptions {
        generic: true,
        debug_info: locs,
        ..PrintOptions::default()
    };
    print_op(ctx, &module.body, module.op, &options)
}

/// The region of the `rt.func` of `input` after every rule ran: its lines without the module
/// and function around them, and without the final `rt.yield`.
fn rewrite(input: &str) -> String {
    let ctx = context();
    let printed = run_all(input, &ctx, false);
    inside_func(&printed)
}

fn inside_func(printed: &str) -> String {
    let lines: Vec<&str> = printed.lines().collect();
    let inner = &lines[2..lines.len().saturating_sub(3).max(2)];
    inner
        .iter()
        .map(|l| l.strip_prefix("  ").unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn nested_source_ops_and_a_bound_value_as_the_result() {
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.neg"(%x) : (i32) -> i32
  %1 = "rt.neg"(%0) : (i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  "rt.print"(%arg0) : (i32) -> ()"#
    );
}

#[test]
fn either_matches_both_operand_orders_and_names_the_location() {
    let input = func(
        "%x: i32, %y: i32",
        r#"  %0 = "rt.neg"(%y) : (i32) -> i32
  %1 = "rt.add"(%x, %0) : (i32, i32) -> i32
  %2 = "rt.add"(%0, %x) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()
  "rt.print"(%2) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32, %arg1: i32):
  %0 = "rt.sub"(%arg0, %arg1) : (i32, i32) -> i32
  %1 = "rt.sub"(%arg0, %arg1) : (i32, i32) -> i32
  "rt.print"(%0) : (i32) -> ()
  "rt.print"(%1) : (i32) -> ()"#
    );
    let ctx = context();
    let printed = run_all(&input, &ctx, true);
    assert_eq!(
        printed.matches(r#"-> i32 loc(#loc4)"#).count(),
        2,
        "{printed}"
    );
    assert!(printed.contains(r#"#loc4 = loc("add_neg")"#), "{printed}");
}

#[test]
fn attribute_literals_select_what_matches() {
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.constant"() <{value = 0 : i32}> : () -> i32
  %1 = "rt.add"(%x, %0) : (i32, i32) -> i32
  %2 = "rt.constant"() <{value = 1 : i32}> : () -> i32
  %3 = "rt.add"(%x, %2) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()
  "rt.print"(%3) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  %0 = "rt.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "rt.add"(%arg0, %0) : (i32, i32) -> i32
  "rt.print"(%arg0) : (i32) -> ()
  "rt.print"(%1) : (i32) -> ()"#
    );
}

#[test]
fn native_matchers_bind_what_they_return() {
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.constant"() <{value = 0 : i32}> : () -> i32
  %1 = "rt.sub"(%x, %0) : (i32, i32) -> i32
  %2 = "rt.constant"() <{value = 2 : i32}> : () -> i32
  %3 = "rt.sub"(%x, %2) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()
  "rt.print"(%3) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  %0 = "rt.constant"() <{value = 2 : i32}> : () -> i32
  %1 = "rt.sub"(%arg0, %0) : (i32, i32) -> i32
  "rt.print"(%arg0) : (i32) -> ()
  "rt.print"(%1) : (i32) -> ()"#
    );
}

#[test]
fn native_constraints_native_builders_and_locations_of_matched_ops() {
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.constant"() <{value = 8 : i32}> : () -> i32 loc("eight")
  %1 = "rt.mul"(%x, %0) : (i32, i32) -> i32 loc("mul")
  %2 = "rt.constant"() <{value = 6 : i32}> : () -> i32
  %3 = "rt.mul"(%x, %2) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()
  "rt.print"(%3) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  %0 = "rt.constant"() <{value = 3 : i32}> : () -> i32
  %1 = "rt.shl"(%arg0, %0) : (i32, i32) -> i32
  %2 = "rt.constant"() <{value = 6 : i32}> : () -> i32
  %3 = "rt.mul"(%arg0, %2) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()
  "rt.print"(%3) : (i32) -> ()"#
    );
    // The new constant has the location of the matched constant (`(location $c)`); the shift
    // has the fused location of the matched ops (the default).
    let ctx = context();
    let printed = run_all(&input, &ctx, true);
    assert!(
        printed.contains(r#"<{value = 3 : i32}> : () -> i32 loc(#loc3)"#),
        "{printed}"
    );
    assert!(printed.contains(r#"#loc3 = loc("eight")"#), "{printed}");
    assert!(printed.contains(r#"#loc4 = loc("mul")"#), "{printed}");
    assert!(printed.contains("= loc(fused[#loc4, #loc3])"), "{printed}");
}

#[test]
fn several_roots_become_one_op_when_the_order_allows_it() {
    let both = func(
        "%a: i32, %b: i32",
        r#"  %0 = "rt.div"(%a, %b) : (i32, i32) -> i32
  %1 = "rt.rem"(%a, %b) : (i32, i32) -> i32
  "rt.print"(%0) : (i32) -> ()
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&both),
        r#"^bb0(%arg0: i32, %arg1: i32):
  %0:2 = "rt.divrem"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
  "rt.print"(%0#0) : (i32) -> ()
  "rt.print"(%0#1) : (i32) -> ()"#
    );
    // The quotient is used before the remainder exists: the two-root rule declines and the
    // one-root rule builds a `divrem` for the division alone, using its `quot` by name.
    let used_between = func(
        "%a: i32, %b: i32",
        r#"  %0 = "rt.div"(%a, %b) : (i32, i32) -> i32
  "rt.print"(%0) : (i32) -> ()
  %1 = "rt.rem"(%a, %b) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&used_between),
        r#"^bb0(%arg0: i32, %arg1: i32):
  %0:2 = "rt.divrem"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
  "rt.print"(%0#0) : (i32) -> ()
  %1 = "rt.rem"(%arg0, %arg1) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#
    );
}

#[test]
fn a_multi_result_root_is_replaced_result_by_result() {
    let input = func(
        "%a: i32",
        r#"  %c1 = "rt.constant"() <{value = 1 : i32}> : () -> i32
  %0:2 = "rt.divrem"(%a, %c1) : (i32, i32) -> (i32, i32)
  "rt.print"(%0#0) : (i32) -> ()
  "rt.print"(%0#1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  %0 = "rt.constant"() <{value = 0 : i32}> : () -> i32
  "rt.print"(%arg0) : (i32) -> ()
  "rt.print"(%0) : (i32) -> ()"#
    );
    // `(hasOneUse $d.quot)`: a quotient used twice keeps the op.
    let twice = func(
        "%a: i32",
        r#"  %c1 = "rt.constant"() <{value = 1 : i32}> : () -> i32
  %0:2 = "rt.divrem"(%a, %c1) : (i32, i32) -> (i32, i32)
  "rt.print"(%0#0) : (i32) -> ()
  "rt.print"(%0#0) : (i32) -> ()"#,
    );
    assert!(rewrite(&twice).contains("rt.divrem"));
}

#[test]
fn variadic_groups_are_unpacked_and_packed() {
    let input = func(
        "%a: i32, %b: i32, %c: i32",
        r#"  %0 = "rt.pack"(%a) : (i32) -> i32
  %1 = "rt.pack"(%a, %b) {label = "inner"} : (i32, i32) -> i32
  %2 = "rt.pack"(%1, %c, %0) {label = "outer"} : (i32, i32, i32) -> i32
  "rt.print"(%2) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
  %0 = "rt.pack"(%arg0, %arg1, %arg2, %arg0) {label = "outer"} : (i32, i32, i32, i32) -> i32
  "rt.print"(%0) : (i32) -> ()"#
    );
}

#[test]
fn an_absent_optional_operand() {
    let input = func(
        "%x: i32, %f: i32",
        r#"  %0 = "rt.scale"(%x) : (i32) -> i32
  %1 = "rt.scale"(%x, %f) : (i32, i32) -> i32
  "rt.print"(%0) : (i32) -> ()
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32, %arg1: i32):
  %0 = "rt.scale"(%arg0, %arg1) : (i32, i32) -> i32
  "rt.print"(%arg0) : (i32) -> ()
  "rt.print"(%0) : (i32) -> ()"#
    );
}

#[test]
fn return_types_and_native_builders_returning_several_values() {
    let input = func(
        "%x: i32, %z: i64",
        r#"  %0 = "rt.widen"(%x) : (i32) -> i64
  %1 = "rt.swap"(%z) : (i64) -> i64
  "rt.print"(%0) : (i64) -> ()
  "rt.print"(%1) : (i64) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32, %arg1: i64):
  %0 = "rt.cast"(%arg0) : (i32) -> i64
  %1 = "rt.lo"(%arg1) : (i64) -> i32
  %2 = "rt.hi"(%arg1) : (i64) -> i32
  %3 = "rt.join"(%1, %2) : (i32, i32) -> i64
  "rt.print"(%0) : (i64) -> ()
  "rt.print"(%3) : (i64) -> ()"#
    );
}

#[test]
fn properties_attributes_and_supplemental_calls() {
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.weighted"(%x) <{weight = 2 : i32}> {note = "x"} : (i32) -> i32
  %1 = "rt.weighted"(%0) <{weight = 3 : i32}> {note = "y"} : (i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  %0 = "rt.weighted"(%arg0) <{weight = 5 : i32}> {merged, note = "y"} : (i32) -> i32
  "rt.print"(%0) : (i32) -> ()"#
    );
}

#[test]
fn a_nested_multi_result_op_says_which_result_feeds_the_operand() {
    // The remainder feeds the negation: the rule applies.
    let input = func(
        "%x: i32, %y: i32",
        r#"  %0:2 = "rt.divrem"(%x, %y) : (i32, i32) -> (i32, i32)
  %1 = "rt.neg"(%0#1) : (i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32, %arg1: i32):
  %0 = "rt.rem"(%arg0, %arg1) : (i32, i32) -> i32
  %1 = "rt.neg"(%0) : (i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#
    );
    // The quotient feeds it: the rule does not apply.
    let input = func(
        "%x: i32, %y: i32",
        r#"  %0:2 = "rt.divrem"(%x, %y) : (i32, i32) -> (i32, i32)
  %1 = "rt.neg"(%0#0) : (i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32, %arg1: i32):
  %0:2 = "rt.divrem"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
  %1 = "rt.neg"(%0#0) : (i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#
    );
}

#[test]
fn a_same_type_constraint_compares_the_types_of_values() {
    // A cast to its own type goes; a widening cast stays.
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.cast"(%x) : (i32) -> i32
  %1 = "rt.cast"(%0) : (i32) -> i64
  "rt.print"(%1) : (i64) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  %0 = "rt.cast"(%arg0) : (i32) -> i64
  "rt.print"(%0) : (i64) -> ()"#
    );
}

#[test]
fn a_one_use_constraint_and_the_fused_location_of_two_matched_ops() {
    let input = func(
        "%x: i32, %y: i32",
        r#"  %0 = "rt.neg"(%x) : (i32) -> i32 loc("n")
  %1 = "rt.sub"(%0, %y) : (i32, i32) -> i32 loc("s")
  "rt.print"(%1) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32, %arg1: i32):
  %0 = "rt.add"(%arg0, %arg1) : (i32, i32) -> i32
  %1 = "rt.neg"(%0) : (i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#
    );
    let ctx = context();
    let printed = run_all(&input, &ctx, true);
    assert!(printed.contains(r#"#loc4 = loc("s")"#), "{printed}");
    assert!(printed.contains(r#"#loc5 = loc("n")"#), "{printed}");
    assert!(printed.contains("= loc(fused[#loc4, #loc5])"), "{printed}");
    // The negation has another use: the rule does not apply.
    let shared = func(
        "%x: i32, %y: i32",
        r#"  %0 = "rt.neg"(%x) : (i32) -> i32
  %1 = "rt.sub"(%0, %y) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()
  "rt.print"(%0) : (i32) -> ()"#,
    );
    assert!(rewrite(&shared).contains("rt.sub"));
}

#[test]
fn regions_are_matched_moved_and_built_with_block_arguments() {
    let input = func(
        "%n: index",
        r#"  "rt.loop"(%n) ({
  ^bb0(%i: index):
    "rt.yield"() : () -> ()
  }) : (index) -> ()
  "rt.loop"(%n) ({
  ^bb0(%i: index):
    "rt.print"(%i) : (index) -> ()
    "rt.yield"() : () -> ()
  }) : (index) -> ()
  "rt.times"(%n) : (index) -> ()"#,
    );
    // The empty loop is erased; the other one becomes a `for` holding its block; `times`
    // becomes a loop built with a block argument, which then becomes a `for` too.
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: index):
  %0 = "rt.zero"() : () -> index
  "rt.for"(%0, %arg0) ({
  ^bb0(%arg2: index):
    "rt.print"(%arg2) : (index) -> ()
    "rt.yield"() : () -> ()
  }) : (index, index) -> ()
  %1 = "rt.zero"() : () -> index
  "rt.for"(%1, %arg0) ({
  ^bb0(%arg1: index):
    "rt.print"(%arg1) : (index) -> ()
    "rt.yield"() : () -> ()
  }) : (index, index) -> ()"#
    );
}

#[test]
fn a_matched_region_is_inlined() {
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.execute"() ({
    %1 = "rt.neg"(%x) : (i32) -> i32
    "rt.yield"(%1) : (i32) -> ()
  }) : () -> i32
  "rt.print"(%0) : (i32) -> ()"#,
    );
    assert_eq!(
        rewrite(&input),
        r#"^bb0(%arg0: i32):
  %0 = "rt.neg"(%arg0) : (i32) -> i32
  "rt.print"(%0) : (i32) -> ()"#
    );
}

#[test]
fn successors_are_matched_and_built() {
    let input = r#""rt.func"() ({
^bb0(%x: i32):
  %t = "rt.bool"() <{value = true}> : () -> i1
  "rt.cond_br"(%t)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "rt.print"(%x) : (i32) -> ()
  "rt.yield"() : () -> ()
^bb2:
  "rt.yield"() : () -> ()
}) : () -> ()"#;
    let ctx = context();
    let printed = run_all(input, &ctx, false);
    // The false block became unreachable and was removed.
    assert_eq!(
        printed.trim_end(),
        r#""builtin.module"() ({
  "rt.func"() ({
  ^bb0(%arg0: i32):
    "rt.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "rt.print"(%arg0) : (i32) -> ()
    "rt.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()"#
    );
}

/// The statistics of running `patterns` on the module of `input`.
fn stats_of(ctx: &Context, patterns: &FrozenRewritePatternSet, input: &str) -> PatternStats {
    let mut module: OwnedOp = parse_source(ctx, input, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{}", d.message));
    let config = GreedyRewriteConfig {
        collect_stats: true,
        ..config()
    };
    let result =
        apply_patterns_and_fold_greedily_on_op(ctx, &mut module.body, module.op, patterns, &config);
    result.stats.expect("statistics were asked for")
}

#[test]
fn the_rules_of_one_root_op_register_alone_and_say_why_they_do_not_apply() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    oxir_rules_test::rules::register_rt_mul_rules(&ctx, &mut set);
    assert_eq!(set.len(), 1);
    let patterns = set.freeze(&ctx);
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.constant"() <{value = 6 : i32}> : () -> i32
  %1 = "rt.mul"(%x, %0) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()"#,
    );
    let stats = stats_of(&ctx, &patterns, &input);
    let stat = stats
        .get("rt.mul rules of defs/rt.rules.toml")
        .expect("the pattern of the `rt.mul` rules");
    assert_eq!(stat.applied, 0);
    assert!(
        stat.failures_with("native constraint `crate::native::is_power_of_two` does not hold") > 0,
        "{stat:?}"
    );
}

#[test]
fn each_rule_of_a_root_op_is_counted_with_every_reason_and_the_op_it_failed_on() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    oxir_rules_test::rules::register_rt_add_rules(&ctx, &mut set);
    let patterns = set.freeze(&ctx);
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.constant"() <{value = 0 : i32}> : () -> i32
  %1 = "rt.add"(%x, %0) : (i32, i32) -> i32 loc("the add")
  "rt.print"(%1) : (i32) -> ()"#,
    );
    let stats = stats_of(&ctx, &patterns, &input);
    let stat = &stats.patterns[0];
    let names: Vec<&str> = stat.rules.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["add_neg", "add_zero"]);
    // Both variants of the commutative `add_neg` failed on the one try, each with its reason.
    let add_neg = stat.rule("add_neg").unwrap();
    assert_eq!((add_neg.tried, add_neg.matched), (1, 0), "{add_neg:?}");
    let reasons: Vec<&str> = add_neg.failures.iter().map(|f| f.reason.as_str()).collect();
    assert_eq!(
        reasons,
        [
            "operand `rhs` of `rt.add` is not defined by `rt.neg`",
            "operand `lhs` of `rt.add` is not defined by `rt.neg`"
        ]
    );
    assert_eq!(add_neg.failures[0].sites, ["`rt.add` at loc(\"the add\")"]);
    let add_zero = stat.rule("add_zero").unwrap();
    assert_eq!(
        (add_zero.tried, add_zero.matched, add_zero.applied),
        (1, 1, 1)
    );
    assert!(add_zero.failures.is_empty(), "{add_zero:?}");
}

#[test]
fn an_op_canonicalization_hook_adds_the_rules_rooted_at_it() {
    let ctx = context();
    // `rt.neg` names `register_rt_neg_rules` as its canonicalization hook; no other op has one.
    let patterns = canonicalization_patterns(&ctx);
    assert_eq!(patterns.len(), 1);
    let names: Vec<&str> = patterns.patterns().map(|p| p.debug_name()).collect();
    assert_eq!(names, ["rt.neg rules of defs/rt.rules.toml"]);
    let input = func(
        "%x: i32",
        r#"  %0 = "rt.neg"(%x) : (i32) -> i32
  %1 = "rt.neg"(%0) : (i32) -> i32
  %2 = "rt.add"(%x, %0) : (i32, i32) -> i32
  "rt.print"(%1) : (i32) -> ()
  "rt.print"(%2) : (i32) -> ()"#,
    );
    // The `rt.add` rules are not canonicalizations: the addition stays.
    let printed = run(&input, &patterns.freeze(&ctx), &ctx, false);
    assert_eq!(
        inside_func(&printed),
        r#"^bb0(%arg0: i32):
  %0 = "rt.neg"(%arg0) : (i32) -> i32
  %1 = "rt.add"(%arg0, %0) : (i32, i32) -> i32
  "rt.print"(%arg0) : (i32) -> ()
  "rt.print"(%1) : (i32) -> ()"#
    );
}
