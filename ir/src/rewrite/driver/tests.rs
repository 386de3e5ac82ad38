//! Tests of the greedy driver on the `t` test dialect: folding (to constants, to values, in
//! place), constant uniquing and hoisting, dead ops, pattern order, traversal order, nested
//! isolated bodies, non-convergence, listeners, statistics, strictness and the op-list driver.

use super::super::testing::*;
use super::super::*;
use crate::attrs::AttrData;
use crate::branch::BranchOpInterface;
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::Trait;

fn default() -> GreedyRewriteConfig {
    GreedyRewriteConfig::default()
}

#[test]
fn constants_fold_and_dead_ops_go() {
    let result = check(
        r#""t.func"() ({
^bb0(%a: i32):
  %c1 = "t.constant"() {value = 1 : i32} : () -> i32
  %c2 = "t.constant"() {value = 2 : i32} : () -> i32
  %x = "t.add"(%c1, %c2) : (i32, i32) -> i32
  %y = "t.add"(%x, %a) : (i32, i32) -> i32
  %unused = "t.neg"(%y) : (i32) -> i32
  "t.return"(%y) : (i32) -> ()
}) : () -> ()"#,
        no_patterns,
        &default(),
        r#"module {
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.constant"() {value = 3 : i32} : () -> i32
    %1 = "t.add"(%arg0, %0) : (i32, i32) -> i32
    "t.return"(%1) : (i32) -> ()
  }) : () -> ()
}
"#,
    );
    assert!(result.changed && result.converged());
    assert_eq!(result.iterations, 2);
}

#[test]
fn folded_constants_take_the_location_of_the_folded_op() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
  %c1 = "t.constant"() {value = 1 : i32} : () -> i32 loc("f":1:1)
  %c2 = "t.constant"() {value = 2 : i32} : () -> i32 loc("f":2:1)
  %x = "t.add"(%c1, %c2) : (i32, i32) -> i32 loc("f":3:1)
  "t.print"(%x) : (i32) -> () loc("f":4:1)
  "t.return"() : () -> () loc("f":5:1)
}) : () -> ()"#,
    );
    let frozen = RewritePatternSet::new().freeze(&ctx);
    rewrite(&ctx, &mut owned, &frozen, &default());
    let options = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let text = print_op(&ctx, &owned.body, owned.op, &options);
    assert!(
        text.contains(r#"%0 = "t.constant"() {value = 3 : i32} : () -> i32 loc(#loc2)"#)
            && text.contains(r#"#loc2 = loc("f":3:1)"#),
        "{text}"
    );
}

#[test]
fn folds_go_in_place_and_to_existing_values() {
    check(
        r#""t.func"() ({
^bb0(%a: i32):
  %c1 = "t.constant"() {value = 1 : i32} : () -> i32
  %x = "t.add"(%c1, %a) : (i32, i32) -> i32
  %y = "t.mul"(%x, %c1) : (i32, i32) -> i32
  "t.return"(%y) : (i32) -> ()
}) : () -> ()"#,
        no_patterns,
        &default(),
        r#"module {
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.constant"() {value = 1 : i32} : () -> i32
    %1 = "t.add"(%arg0, %0) : (i32, i32) -> i32
    "t.return"(%1) : (i32) -> ()
  }) : () -> ()
}
"#,
    );
}

#[test]
fn folds_whose_constants_cannot_be_built_leave_the_op() {
    let input = r#""t.func"() ({
  %s = "t.str"() {value = "text"} : () -> i32
  "t.print"(%s) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
    let result = check(
        input,
        no_patterns,
        &default(),
        r#"module {
  "t.func"() ({
    %0 = "t.str"() {value = "text"} : () -> i32
    "t.print"(%0) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
    );
    assert!(!result.changed && result.converged());
}

#[test]
fn folding_can_be_turned_off() {
    check(
        r#""t.func"() ({
  %c1 = "t.constant"() {value = 1 : i32} : () -> i32
  %x = "t.add"(%c1, %c1) : (i32, i32) -> i32
  "t.print"(%x) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
        no_patterns,
        &GreedyRewriteConfig {
            fold: false,
            ..default()
        },
        r#"module {
  "t.func"() ({
    %0 = "t.constant"() {value = 1 : i32} : () -> i32
    %1 = "t.add"(%0, %0) : (i32, i32) -> i32
    "t.print"(%1) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
    );
}

#[test]
fn constants_are_made_unique_and_moved_to_the_start_of_their_scope() {
    let input = r#""t.func"() ({
^bb0(%a: i32):
  "t.print"(%a) : (i32) -> ()
  "t.region"() ({
    %c7 = "t.constant"() {value = 7 : i32} : () -> i32
    "t.print"(%c7) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
  %c5 = "t.constant"() {value = 5 : i32} : () -> i32
  %d7 = "t.constant"() {value = 7 : i32} : () -> i32
  "t.print"(%c5, %d7) : (i32, i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
    let expected = r#"module {
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.constant"() {value = 5 : i32} : () -> i32
    %1 = "t.constant"() {value = 7 : i32} : () -> i32
    "t.print"(%arg0) : (i32) -> ()
    "t.region"() ({
      "t.print"(%1) : (i32) -> ()
      "t.return"() : () -> ()
    }) : () -> ()
    "t.print"(%0, %1) : (i32, i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#;
    let result = check(input, no_patterns, &default(), expected);
    assert!(!result.changed, "moving constants is not a change");
    let ctx = context();
    let untouched = check(
        input,
        no_patterns,
        &GreedyRewriteConfig {
            cse_constants: false,
            ..default()
        },
        &print(&ctx, &parse(&ctx, input)),
    );
    assert!(!untouched.changed);
}

#[test]
fn nested_isolated_bodies_are_processed_each_with_its_own_constants() {
    check(
        r#""t.func"() ({
  %c1 = "t.constant"() {value = 1 : i32} : () -> i32
  "t.func"() ({
    %c2 = "t.constant"() {value = 2 : i32} : () -> i32
    %x = "t.add"(%c2, %c2) : (i32, i32) -> i32
    "t.print"(%x) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
  %y = "t.add"(%c1, %c1) : (i32, i32) -> i32
  "t.print"(%y) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
        no_patterns,
        &default(),
        r#"module {
  "t.func"() ({
    %0 = "t.constant"() {value = 2 : i32} : () -> i32
    "t.func"() ({
      %1 = "t.constant"() {value = 4 : i32} : () -> i32
      "t.print"(%1) : (i32) -> ()
      "t.return"() : () -> ()
    }) : () -> ()
    "t.print"(%0) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
    );
}

#[test]
fn patterns_rewrite_and_build_new_ops() {
    check(
        r#""t.func"() ({
^bb0(%a: i32):
  %c0 = "t.constant"() {value = 0 : i32} : () -> i32
  %c2 = "t.constant"() {value = 2 : i32} : () -> i32
  %x = "t.add"(%a, %c0) : (i32, i32) -> i32
  %y = "t.mul"(%x, %c2) : (i32, i32) -> i32
  "t.return"(%y) : (i32) -> ()
}) : () -> ()"#,
        |set| {
            add_zero(set);
            mul_two(set);
        },
        &default(),
        r#"module {
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.add"(%arg0, %arg0) : (i32, i32) -> i32
    "t.return"(%0) : (i32) -> ()
  }) : () -> ()
}
"#,
    );
}

#[test]
fn the_pattern_with_the_highest_benefit_applies_first() {
    fn tag(name: &'static str, benefit: u16, set: &mut RewritePatternSet) {
        set.add_fn("t.neg", name, benefit, move |ctx, rewriter, op| {
            if rewriter.body().attr(ctx, op, "tag").is_some() {
                return Err(MatchFailure::new("already tagged"));
            }
            let value = ctx.string_attr(name);
            rewriter.modify_op_in_place(op, |body| body.set_attr(ctx, op, "tag", value));
            Ok(())
        });
    }
    let input = r#""t.func"() ({
^bb0(%a: i32):
  %x = "t.neg"(%a) : (i32) -> i32
  "t.return"(%x) : (i32) -> ()
}) : () -> ()"#;
    let expected = |tag: &str| {
        format!(
            r#"module {{
  "t.func"() ({{
  ^bb0(%arg0: i32):
    %0 = "t.neg"(%arg0) {{tag = "{tag}"}} : (i32) -> i32
    "t.return"(%0) : (i32) -> ()
  }}) : () -> ()
}}
"#
        )
    };
    check(
        input,
        |set| {
            tag("low", 1, set);
            tag("high", 2, set);
            tag("high-too", 2, set);
        },
        &default(),
        &expected("high"),
    );
    check(
        input,
        |set| {
            tag("first", 3, set);
            tag("second", 3, set);
        },
        &default(),
        &expected("first"),
    );
}

/// The ops `patterns` were tried on, in order, with the config's traversal.
fn visit_order(use_top_down: bool) -> Vec<String> {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32):
  %x = "t.neg"(%a) {n = 1} : (i32) -> i32
  %y = "t.neg"(%x) {n = 2} : (i32) -> i32
  "t.print"(%y) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
    );
    let mut set = RewritePatternSet::new();
    set.add_any_op_fn("never", 1, |_, _, _| Err(MatchFailure::new("never")));
    let frozen = set.freeze(&ctx);
    let mut recorder = Recorder::new(&ctx);
    let config = GreedyRewriteConfig {
        use_top_down,
        ..default()
    };
    let result = GreedyRewriteDriver::new(&ctx, &frozen, &config)
        .with_listener(&mut recorder)
        .run_on_op(&mut owned.body, owned.op);
    assert!(!result.changed);
    recorder
        .events
        .into_iter()
        .filter(|e| e.starts_with("begin"))
        .collect()
}

#[test]
fn the_worklist_is_seeded_top_down_or_bottom_up() {
    let names = |order: &[&str]| {
        order
            .iter()
            .map(|n| format!("begin never on {n}"))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        visit_order(true),
        names(&["t.func", "t.neg", "t.neg", "t.print", "t.return"])
    );
    assert_eq!(
        visit_order(false),
        names(&["t.func", "t.return", "t.print", "t.neg", "t.neg"])
    );
}

#[test]
fn rewrites_that_never_converge_are_reported_on_the_root_op() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32):
  "t.ping"(%a) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> () loc("f.mlir":1:1)"#,
    );
    let mut set = RewritePatternSet::new();
    ping_pong(&mut set);
    let frozen = set.freeze(&ctx);
    let config = GreedyRewriteConfig {
        max_iterations: 3,
        ..default()
    };
    let module = owned.body.nested_body_mut(owned.op).unwrap();
    let func = ops_named(&ctx, module, "t.func")[0];
    let loc = module.op_loc(func);
    let result = apply_patterns_and_fold_greedily_on_op(&ctx, module, func, &frozen, &config);
    assert_eq!(result.iterations, 3);
    let error = result.error.expect("no fixed point");
    assert_eq!(
        error.message,
        "pattern rewrite did not converge after 3 iterations"
    );
    assert_eq!(error.location, loc);
    let notes: Vec<&str> = error.notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(
        notes,
        vec!["patterns still applying: `ping-to-pong`, `pong-to-ping`"]
    );
}

#[test]
fn a_single_iteration_that_changes_anything_has_not_converged() {
    let input = r#""t.func"() ({
  %c1 = "t.constant"() {value = 1 : i32} : () -> i32
  %x = "t.add"(%c1, %c1) : (i32, i32) -> i32
  "t.print"(%x) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
    let ctx = context();
    let frozen = RewritePatternSet::new().freeze(&ctx);
    let one = GreedyRewriteConfig {
        max_iterations: 1,
        ..default()
    };
    let mut owned = parse(&ctx, input);
    let result = rewrite(&ctx, &mut owned, &frozen, &one);
    let error = result.error.expect("the first iteration changed the IR");
    assert_eq!(
        error.message,
        "pattern rewrite did not converge after 1 iteration"
    );
    assert!(
        error
            .notes
            .iter()
            .any(|n| n.message == "ops still folding: 1")
    );
    // A second run finds nothing left to do within one iteration.
    let again = rewrite(&ctx, &mut owned, &frozen, &one);
    assert!(again.converged() && !again.changed);
}

#[test]
fn listeners_hear_every_change() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32):
  %c0 = "t.constant"() {value = 0 : i32} : () -> i32
  %c3 = "t.constant"() {value = 3 : i32} : () -> i32
  %x = "t.add"(%a, %c3) : (i32, i32) -> i32
  %y = "t.add"(%x, %c0) : (i32, i32) -> i32
  "t.print"(%y) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
    );
    let mut set = RewritePatternSet::new();
    add_zero(&mut set);
    let frozen = set.freeze(&ctx);
    let mut recorder = Recorder::new(&ctx);
    let config = GreedyRewriteConfig {
        region_simplification: RegionSimplification::Disabled,
        ..default()
    };
    GreedyRewriteDriver::new(&ctx, &frozen, &config)
        .with_listener(&mut recorder)
        .run_on_op(&mut owned.body, owned.op);
    let events: Vec<&str> = recorder.events.iter().map(String::as_str).collect();
    assert_eq!(
        events,
        vec![
            "begin add-zero on t.add",
            "failure `rhs is not zero` on t.add",
            "end add-zero failed",
            "begin add-zero on t.add",
            "replaced(1) t.add",
            "modified t.print",
            "erased t.add",
            "end add-zero ok, changed",
            // Erasing the add queued its operands' ops: the constant, now dead, comes first.
            "erased t.constant",
            "begin add-zero on t.add",
            "failure `rhs is not zero` on t.add",
            "end add-zero failed",
            // The second iteration finds nothing to do.
            "begin add-zero on t.add",
            "failure `rhs is not zero` on t.add",
            "end add-zero failed",
        ]
    );
}

#[test]
fn statistics_say_why_patterns_did_not_apply() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32, %b: i32):
  %c0 = "t.constant"() {value = 0 : i32} : () -> i32
  %c3 = "t.constant"() {value = 3 : i32} : () -> i32
  %x = "t.add"(%a, %c3) : (i32, i32) -> i32
  %y = "t.add"(%x, %b) : (i32, i32) -> i32
  %z = "t.add"(%y, %c0) : (i32, i32) -> i32
  "t.print"(%z) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
    );
    let mut set = RewritePatternSet::new();
    add_zero(&mut set);
    mul_two(&mut set);
    let frozen = set.freeze(&ctx);
    let config = GreedyRewriteConfig {
        collect_stats: true,
        ..default()
    };
    let result = rewrite(&ctx, &mut owned, &frozen, &config);
    let stats = result.stats.expect("asked for");
    let add_zero = stats.get("add-zero").unwrap();
    assert_eq!(
        (add_zero.tried, add_zero.matched, add_zero.applied),
        (6, 1, 1)
    );
    assert_eq!(add_zero.failures_with("rhs is not zero"), 2);
    assert_eq!(add_zero.failures_with("rhs is not a constant"), 3);
    let mul_two = stats.get("mul-two").unwrap();
    assert_eq!((mul_two.tried, mul_two.root.as_str()), (0, "t.mul"));
    assert_eq!(stats.dead_ops_erased, 1);
    assert_eq!(
        stats.to_string(),
        "pattern `add-zero` on t.add: tried 6, matched 1, applied 1
  failed 2 x: rhs is not zero
    on `t.add` at loc(\"\":5:8) (2 x)
  failed 3 x: rhs is not a constant
    on `t.add` at loc(\"\":6:8) (3 x)
patterns never tried: 1
folded: 0, folded in place: 0, dead ops erased: 1
"
    );
}

#[test]
fn typed_patterns_see_their_op_wrapper() {
    let input = r#""t.func"() ({
^bb0(%a: i32):
  %x = "t.add"(%a, %a) : (i32, i32) -> i32
  "t.print"(%x) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
    check(
        input,
        |set| {
            set.add_op_fn::<AddOp>("double-to-neg", 1, |_, rewriter, add| {
                let body = rewriter.body();
                let op = crate::op::Op::id(add);
                let lhs = body.operand(op, 0).unwrap();
                if body.operand(op, 1) != Some(lhs) {
                    return Err(MatchFailure::new("operands differ"));
                }
                let state = rewriter
                    .state("t.neg")
                    .operands(&[lhs])
                    .results(&[body.value_type(lhs)]);
                rewriter
                    .replace_op_with_new(op, state)
                    .map(|_| ())
                    .map_err(|e| MatchFailure::new(e.to_string()))
            });
        },
        &default(),
        r#"module {
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.neg"(%arg0) : (i32) -> i32
    "t.print"(%0) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
    );
}

/// Parses a function and returns the module with the ids of its `t.neg` ops.
fn negs(ctx: &crate::Context, input: &str) -> (crate::OwnedOp, Vec<crate::OpId>) {
    let mut owned = parse(ctx, input);
    let body = nested_of(ctx, &mut owned, "t.func");
    let ops = ops_named(ctx, body, "t.neg");
    (owned, ops)
}

const DOUBLE_NEG: &str = r#""t.func"() ({
^bb0(%a: i32):
  %x = "t.neg"(%a) : (i32) -> i32
  %y = "t.neg"(%x) : (i32) -> i32
  "t.print"(%y) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;

/// `t.neg(t.neg(x)) -> x`.
fn neg_neg(set: &mut RewritePatternSet) {
    set.add_fn("t.neg", "neg-neg", 1, |ctx, rewriter, op| {
        let body = rewriter.body();
        let inner = body.operand(op, 0).and_then(|v| v.defining_op());
        let Some(inner) = inner.filter(|&i| ctx.op_name_str(body.op_name(i)) == "t.neg") else {
            return Err(MatchFailure::new("operand is not a negation"));
        };
        let value = body.operand(inner, 0).unwrap();
        rewriter
            .replace_op(op, &[value])
            .map_err(|e| MatchFailure::new(e.to_string()))
    });
}

/// `t.add(x, x) -> t.neg(x)`: only there to see whether a new `t.add` gets processed.
fn add_self(set: &mut RewritePatternSet) {
    set.add_fn("t.add", "add-self", 1, |_, rewriter, op| {
        let body = rewriter.body();
        let lhs = body.operand(op, 0).unwrap();
        if body.operand(op, 1) != Some(lhs) {
            return Err(MatchFailure::new("operands differ"));
        }
        let ty = body.value_type(lhs);
        let state = rewriter.state("t.neg").operands(&[lhs]).results(&[ty]);
        rewriter
            .replace_op_with_new(op, state)
            .map(|_| ())
            .map_err(|e| MatchFailure::new(e.to_string()))
    });
}

/// Rewrites the `t.neg` and `t.mul` of the last `t.print` operands with `strictness` and
/// returns the function's text.
fn rewrite_listed_ops(strictness: Strictness) -> String {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32):
  %x = "t.neg"(%a) : (i32) -> i32
  %y = "t.neg"(%x) : (i32) -> i32
  %c2 = "t.constant"() {value = 2 : i32} : () -> i32
  %m = "t.mul"(%a, %c2) : (i32, i32) -> i32
  "t.print"(%y, %m) : (i32, i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#,
    );
    let mut set = RewritePatternSet::new();
    neg_neg(&mut set);
    mul_two(&mut set);
    add_self(&mut set);
    let frozen = set.freeze(&ctx);
    let body = nested_of(&ctx, &mut owned, "t.func");
    let y = ops_named(&ctx, body, "t.neg")[1];
    let m = ops_named(&ctx, body, "t.mul")[0];
    let config = GreedyRewriteConfig {
        strictness,
        ..default()
    };
    let result = apply_op_patterns_and_fold(&ctx, body, &[y, m], &frozen, &config);
    assert!(result.changed && result.converged() && result.all_erased);
    let text = print(&ctx, &owned);
    let start = text.find("^bb0").unwrap();
    let end = text.find("\"t.return\"").unwrap();
    text[start..end].to_string()
}

#[test]
fn the_op_list_driver_processes_the_listed_ops_as_strictness_allows() {
    // Existing ops only: the dead `t.neg` and constant stay, the new `t.add` is not rewritten.
    assert_eq!(
        rewrite_listed_ops(Strictness::ExistingOps),
        r#"^bb0(%arg0: i32):
    %0 = "t.neg"(%arg0) : (i32) -> i32
    %1 = "t.constant"() {value = 2 : i32} : () -> i32
    %2 = "t.add"(%arg0, %arg0) : (i32, i32) -> i32
    "t.print"(%arg0, %2) : (i32, i32) -> ()
    "#
    );
    // New ops too: the `t.add` becomes a `t.neg`.
    assert_eq!(
        rewrite_listed_ops(Strictness::ExistingAndNewOps),
        r#"^bb0(%arg0: i32):
    %0 = "t.neg"(%arg0) : (i32) -> i32
    %1 = "t.constant"() {value = 2 : i32} : () -> i32
    %2 = "t.neg"(%arg0) : (i32) -> i32
    "t.print"(%arg0, %2) : (i32, i32) -> ()
    "#
    );
    // Any op: the ops left dead are erased as well.
    assert_eq!(
        rewrite_listed_ops(Strictness::AnyOp),
        r#"^bb0(%arg0: i32):
    %0 = "t.neg"(%arg0) : (i32) -> i32
    "t.print"(%arg0, %0) : (i32, i32) -> ()
    "#
    );
}

/// `t.neg(x)` becomes `t.neg(t.neg(t.neg(x)))`, once per op: the IR grows for as long as the
/// new ops are processed.
fn triple_neg(set: &mut RewritePatternSet) {
    set.add_fn("t.neg", "triple", 1, |ctx, rewriter, op| {
        if rewriter.body().attr(ctx, op, "done").is_some() {
            return Err(MatchFailure::new("done"));
        }
        let body = rewriter.body();
        let input = body.operand(op, 0).unwrap();
        let ty = body.value_type(input);
        let first = rewriter
            .create(rewriter.state("t.neg").operands(&[input]).results(&[ty]))
            .unwrap();
        let second = rewriter
            .create(
                rewriter
                    .state("t.neg")
                    .operands(&[crate::Value::result(first, 0)])
                    .results(&[ty]),
            )
            .unwrap();
        let unit = ctx.common().unit;
        rewriter.modify_op_in_place(op, |body| {
            body.set_operand(op, 0, crate::Value::result(second, 0))
                .unwrap();
            body.set_attr(ctx, op, "done", unit);
        });
        Ok(())
    });
}

#[test]
fn the_op_list_driver_stops_at_the_rewrite_limit() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    triple_neg(&mut set);
    let frozen = set.freeze(&ctx);
    let (mut owned, ops) = negs(&ctx, DOUBLE_NEG);
    let body = nested_of(&ctx, &mut owned, "t.func");
    let config = GreedyRewriteConfig {
        max_rewrites: Some(20),
        ..default()
    };
    let result = apply_op_patterns_and_fold(&ctx, body, &ops[..1], &frozen, &config);
    assert_eq!(ops_named(&ctx, body, "t.neg").len(), 2 + 2 * 20);
    let error = result.error.expect("the pattern grows the IR forever");
    assert_eq!(
        error.message,
        "pattern rewrite did not converge after 20 rewrites"
    );
}

#[test]
fn the_op_list_driver_reports_when_all_ops_are_erased() {
    let ctx = context();
    let (mut owned, ops) = negs(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32):
  %x = "t.neg"(%a) : (i32) -> i32
  %y = "t.neg"(%x) : (i32) -> i32
  "t.return"() : () -> ()
}) : () -> ()"#,
    );
    let body = nested_of(&ctx, &mut owned, "t.func");
    let frozen = RewritePatternSet::new().freeze(&ctx);
    let result = apply_op_patterns_and_fold(&ctx, body, &ops[1..], &frozen, &default());
    assert!(result.all_erased && result.changed && result.converged());
    assert!(
        ops_named(&ctx, body, "t.neg").is_empty(),
        "the operand's op died too"
    );
    let empty = apply_op_patterns_and_fold(&ctx, body, &[], &frozen, &default());
    assert!(empty.all_erased && !empty.changed);
}

#[test]
fn strict_regions_leave_new_ops_alone() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    triple_neg(&mut set);
    let frozen = set.freeze(&ctx);
    let mut owned = parse(&ctx, DOUBLE_NEG);
    let config = GreedyRewriteConfig {
        strictness: Strictness::ExistingOps,
        ..default()
    };
    let result = rewrite(&ctx, &mut owned, &frozen, &config);
    assert!(result.converged());
    let body = nested_of(&ctx, &mut owned, "t.func");
    assert_eq!(ops_named(&ctx, body, "t.neg").len(), 6);
}

#[test]
fn strict_regions_still_process_existing_ops_that_moved() {
    let input = r#""t.func"() ({
  "t.region"() ({
    %c = "t.constant"() {value = 1 : i32} : () -> i32
    "t.print"(%c) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
    let config = GreedyRewriteConfig {
        strictness: Strictness::ExistingOps,
        ..default()
    };
    check(
        input,
        |set| {
            set.add_fn("t.constant", "mark", 1, |ctx, rewriter, op| {
                if rewriter.body().attr(ctx, op, "seen").is_some() {
                    return Err(MatchFailure::new("seen"));
                }
                let unit = ctx.common().unit;
                rewriter.modify_op_in_place(op, |body| body.set_attr(ctx, op, "seen", unit));
                Ok(())
            });
        },
        &config,
        r#"module {
  "t.func"() ({
    %0 = "t.constant"() {seen, value = 1 : i32} : () -> i32
    "t.region"() ({
      "t.print"(%0) : (i32) -> ()
      "t.return"() : () -> ()
    }) : () -> ()
    "t.return"() : () -> ()
  }) : () -> ()
}
"#,
    );
}

#[test]
fn running_on_regions_locates_errors_at_their_op() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32):
  "t.region"() ({
    "t.ping"(%a) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> () loc("r":7:7)
  "t.return"() : () -> ()
}) : () -> ()"#,
    );
    let mut set = RewritePatternSet::new();
    ping_pong(&mut set);
    let frozen = set.freeze(&ctx);
    let body = nested_of(&ctx, &mut owned, "t.func");
    let region_op = ops_named(&ctx, body, "t.region")[0];
    let regions = body.op_regions(region_op).to_vec();
    let config = GreedyRewriteConfig {
        max_iterations: 2,
        ..default()
    };
    let result = apply_patterns_and_fold_greedily(&ctx, body, &regions, &frozen, &config);
    let error = result.error.unwrap();
    assert_eq!(error.location, body.op_loc(region_op));
    assert!(matches!(
        ctx.attr_data(error.location),
        AttrData::Location(_)
    ));
}

#[test]
fn trait_and_interface_rooted_patterns_apply_to_the_ops_that_have_them_by_benefit() {
    fn tag(name: &'static str) -> impl crate::rewrite::RewriteFn {
        move |ctx, rewriter, op| {
            if rewriter.body().attr(ctx, op, "tag").is_some() {
                return Err(MatchFailure::new("already tagged"));
            }
            let value = ctx.string_attr(name);
            rewriter.modify_op_in_place(op, |body| body.set_attr(ctx, op, "tag", value));
            Ok(())
        }
    }
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() ({
^bb0(%a: i32, %c: i1):
  %x = "t.add"(%a, %a) : (i32, i32) -> i32
  %y = "t.neg"(%x) : (i32) -> i32
  "t.print"(%y) : (i32) -> ()
  "t.cond_br"(%c)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  "t.return"() : () -> ()
}) : () -> ()"#,
    );
    let mut set = RewritePatternSet::new();
    set.add_fn("t.neg", "neg", 2, tag("neg"))
        .add_trait_fn(
            Trait::AlwaysSpeculatable,
            "speculatable",
            1,
            tag("speculatable"),
        )
        .add_trait_fn(
            Trait::AlwaysSpeculatable,
            "speculatable-first",
            3,
            tag("first"),
        )
        .add_interface_fn::<dyn BranchOpInterface>("branch", 1, tag("branch"));
    // The add and the neg are tagged by the highest trait pattern (3 beats the neg's 2).
    let frozen = set.freeze(&ctx);
    let config = GreedyRewriteConfig {
        collect_stats: true,
        ..default()
    };
    let result = rewrite(&ctx, &mut owned, &frozen, &config);
    let printed = print(&ctx, &owned);
    assert!(
        printed.contains(r#""t.add"(%arg0, %arg0) {tag = "first"}"#),
        "{printed}"
    );
    assert!(
        printed.contains(r#""t.neg"(%0) {tag = "first"}"#),
        "{printed}"
    );
    assert!(printed.contains(r#"tag = "branch"}"#), "{printed}");
    assert!(
        printed.contains(r#""t.print"(%1) : (i32) -> ()"#),
        "{printed}"
    );
    assert!(printed.contains(r#""t.return"() : () -> ()"#), "{printed}");
    let stats = result.stats.expect("asked for");
    let first = stats.get("speculatable-first").unwrap();
    assert_eq!(
        (first.applied, first.root.as_str()),
        (2, "trait:AlwaysSpeculatable")
    );
    let branch = stats.get("branch").unwrap();
    assert_eq!(
        (branch.applied, branch.root.as_str()),
        (1, "interface:BranchOpInterface")
    );
    // Every later visit of the neg tries its own pattern, then the lower trait one; the add
    // has only the trait one, so both are tried as often.
    let neg = stats.get("neg").unwrap();
    let speculatable = stats.get("speculatable").unwrap();
    assert_eq!((neg.applied, speculatable.applied), (0, 0));
    assert_eq!(speculatable.tried, 2 * neg.tried);
    let order: Vec<&str> = frozen
        .order_for(ctx.op_name("t.neg"))
        .iter()
        .map(|&i| frozen.pattern(i as usize).unwrap().debug_name())
        .collect();
    assert_eq!(order, vec!["speculatable-first", "neg", "speculatable"]);
}
