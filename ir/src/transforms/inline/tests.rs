//! Tests of the inliner on a small dialect `t` defined here: `t.func` (a callable symbol whose
//! signature is its `function_type`), `t.call`, `t.return`, `t.br`, `t.cond_br` and `t.cast`,
//! with an inliner interface that turns returns into branches and builds `t.cast` where types
//! differ at a call boundary. A call carrying `noinline` is refused by the dialect.

use super::call_graph::CallGraph;
use super::testing::{Call, Func};
use super::*;
use crate::call::{CallOpInterface, CallableOpInterface};
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::diagnostics::Severity;
use crate::inliner::{DialectInlinerInterface, forward_returned_values, replace_with_branch};
use crate::structure::{BlockId, InsertPoint, Location, OperationState, Value};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::TraitSet;

struct Inliner;
impl DialectInlinerInterface for Inliner {
    fn legal_by_default(&self) -> bool {
        true
    }
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        caller: &Body,
        call: OpId,
        _: &Body,
        _: OpId,
        _: bool,
    ) -> bool {
        caller.attr(ctx, call, "noinline").is_none()
    }
    fn handle_terminator_with_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) -> bool {
        ctx.op_name_str(body.op_name(op)) == "t.return"
            && replace_with_branch(ctx, body, op, "t.br", dest)
    }
    fn handle_terminator(&self, _: &Context, body: &mut Body, op: OpId, results: &[Value]) {
        forward_returned_values(body, op, results);
    }
    fn materialize_call_conversion(
        &self,
        ctx: &Context,
        body: &mut Body,
        point: InsertPoint,
        input: Value,
        ty: crate::Type,
        loc: Location,
    ) -> Option<Value> {
        let cast = body.create_op(
            ctx,
            OperationState::new(ctx.op_name("t.cast"), loc)
                .operands(&[input])
                .results(&[ty]),
        );
        body.insert_op(cast, point).ok()?;
        body.result(cast, 0)
    }
}

fn context() -> Context {
    let ctx = Context::new();
    let traits = |t: &[Trait]| TraitSet::new(t);
    let func =
        OpDescriptor::new("t.func").with_traits(traits(&[Trait::Symbol, Trait::IsolatedFromAbove]));
    func.interfaces
        .insert::<dyn CallableOpInterface>(Box::new(Func));
    let call = OpDescriptor::new("t.call");
    call.interfaces
        .insert::<dyn CallOpInterface>(Box::new(Call));
    let dialect = DialectDescriptor::new("t");
    dialect
        .interfaces
        .insert::<dyn DialectInlinerInterface>(Box::new(Inliner));
    ctx.register_dialect(
        dialect,
        vec![
            func,
            call,
            OpDescriptor::new("t.return").with_traits(traits(&[Trait::IsTerminator])),
            OpDescriptor::new("t.br").with_traits(traits(&[Trait::IsTerminator])),
            OpDescriptor::new("t.cond_br").with_traits(traits(&[Trait::IsTerminator])),
            OpDescriptor::new("t.cast"),
            OpDescriptor::new("t.add"),
        ],
    );
    ctx
}

/// Runs the inliner on `ir` (generic form, implicitly in a module) and returns the printed
/// result, what it did and the callables simplified, in order.
fn inline(ir: &str, config: &InlineConfig) -> (String, InlineStats, Vec<String>) {
    let ctx = context();
    let options = ParseOptions {
        implicit_module: true,
        ..ParseOptions::default()
    };
    let mut module = parse_source(&ctx, ir, &options).expect("valid test input");
    let mut simplified = Vec::new();
    let stats = inline_symbol_table(
        &ctx,
        &mut module.body,
        module.op,
        config,
        &mut |body, op| {
            let name = crate::symbols::symbol_name(&ctx, body, op).and_then(|n| ctx.string_str(n));
            simplified.push(name.unwrap_or_default().to_string());
            Ok(())
        },
    )
    .expect("inlining succeeds");
    let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    (text, stats, simplified)
}

const CONVERT: &str = r#"
"t.func"() ({
^bb0(%x: i32):
  "t.return"(%x) : (i32) -> ()
}) {sym_name = "widen", function_type = (i32) -> i32, sym_visibility = "private"} : () -> ()
"t.func"() ({
^bb0(%a: i16):
  %0 = "t.call"(%a) {callee = @widen} : (i16) -> i16
  "t.return"(%0) : (i16) -> ()
}) {sym_name = "caller", function_type = (i16) -> i16} : () -> ()
"#;

#[test]
fn type_mismatches_are_bridged_by_the_dialect_conversions() {
    let (text, stats, simplified) = inline(CONVERT, &InlineConfig::default());
    let expected = r#"  "t.func"() ({
  ^bb0(%arg0: i16):
    %0 = "t.cast"(%arg0) : (i16) -> i32
    %1 = "t.cast"(%0) : (i32) -> i16
    "t.return"(%1) : (i16) -> ()
  }) {function_type = (i16) -> i16, sym_name = "caller"} : () -> ()
}"#;
    assert!(text.trim_end().ends_with(expected), "{text}");
    // The private callee was used once: inlined in place, then erased.
    assert!(!text.contains("widen"), "{text}");
    assert_eq!(
        stats,
        InlineStats {
            inlined: 1,
            erased: 1,
            ..InlineStats::default()
        }
    );
    // Bottom-up: the callee first, then the caller, which the second round simplifies again
    // (the callee, dead, is no longer simplified).
    assert_eq!(simplified, ["widen", "caller", "caller"]);
}

#[test]
fn a_refused_call_stays() {
    let ir = CONVERT.replace("{callee = @widen}", "{callee = @widen, noinline}");
    let (text, stats, _) = inline(&ir, &InlineConfig::default());
    assert!(
        text.contains(r#""t.call"(%arg0) {callee = @widen, noinline}"#),
        "{text}"
    );
    assert!(!text.contains("t.cast"), "{text}");
    assert_eq!(stats, InlineStats::default());
}

const MULTI_BLOCK: &str = r#"
"t.func"() ({
^bb0(%c: i1, %x: i32):
  "t.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "t.return"(%x) : (i32) -> ()
^bb2:
  %y = "t.add"(%x, %x) : (i32, i32) -> i32
  "t.return"(%y) : (i32) -> ()
}) {sym_name = "pick", function_type = (i1, i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%c: i1, %x: i32):
  %0 = "t.call"(%c, %x) {callee = @pick} : (i1, i32) -> i32
  %1 = "t.add"(%0, %0) : (i32, i32) -> i32
  "t.return"(%1) : (i32) -> ()
}) {sym_name = "caller", function_type = (i1, i32) -> i32} : () -> ()
"#;

#[test]
fn several_blocks_split_the_call_block() {
    let (text, stats, _) = inline(MULTI_BLOCK, &InlineConfig::default());
    let expected = r#"  ^bb0(%arg0: i1, %arg1: i32):
    "t.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "t.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %0 = "t.add"(%arg1, %arg1) : (i32, i32) -> i32
    "t.br"(%0)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    %2 = "t.add"(%1, %1) : (i32, i32) -> i32
    "t.return"(%2) : (i32) -> ()
  }) {function_type = (i1, i32) -> i32, sym_name = "caller"} : () -> ()"#;
    assert!(text.contains(expected), "{text}");
    // Public: kept.
    assert!(text.contains(r#"sym_name = "pick""#), "{text}");
    assert_eq!(
        stats,
        InlineStats {
            inlined: 1,
            erased: 0,
            ..InlineStats::default()
        }
    );
}

const RECURSIVE: &str = r#"
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.call"(%x) {callee = @self} : (i32) -> i32
  "t.return"(%0) : (i32) -> ()
}) {sym_name = "self", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.call"(%x) {callee = @pong} : (i32) -> i32
  "t.return"(%0) : (i32) -> ()
}) {sym_name = "ping", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.add"(%x, %x) : (i32, i32) -> i32
  %1 = "t.call"(%0) {callee = @ping} : (i32) -> i32
  "t.return"(%1) : (i32) -> ()
}) {sym_name = "pong", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.call"(%x) {callee = @self} : (i32) -> i32
  "t.return"(%0) : (i32) -> ()
}) {sym_name = "user", function_type = (i32) -> i32} : () -> ()
"#;

#[test]
fn recursion_is_inlined_once_per_round() {
    let one_round = InlineConfig {
        max_iterations: 1,
        ..InlineConfig::default()
    };
    let (text, stats, _) = inline(RECURSIVE, &one_round);
    // A self-recursive callee is never inlined, not even into another function.
    assert_eq!(text.matches(r#"{callee = @self}"#).count(), 2, "{text}");
    // `pong` inlined into `ping` (bringing a call of `ping` itself, refused), then the new
    // `ping` into `pong` (bringing a call of `pong` from the history of inlining `ping`:
    // refused).
    assert_eq!(stats.inlined, 2);
    assert_eq!(text.matches(r#""t.add""#).count(), 2, "{text}");
    let (_, more, _) = inline(RECURSIVE, &InlineConfig::default());
    assert!(more.inlined > stats.inlined);
}

#[test]
fn components_come_callees_first() {
    let ctx = context();
    let options = ParseOptions {
        implicit_module: true,
        ..ParseOptions::default()
    };
    let module = parse_source(&ctx, RECURSIVE, &options).unwrap();
    let (table, regions) = module.body.region_scope(module.op);
    let block = table.region_entry(regions[0]).unwrap();
    let graph = CallGraph::build(&ctx, table, block);
    assert_eq!(graph.nodes().len(), 4);
    let self_node = graph.node_of(graph.nodes()[0].op).unwrap();
    assert_eq!(graph.nodes()[self_node].edges, [self_node]);
    // self, {pong, ping} (popped in reverse of discovery), then user.
    assert_eq!(graph.sccs_bottom_up(), vec![vec![0], vec![2, 1], vec![3]]);
    let name = ctx.string_attr("pong");
    assert_eq!(graph.symbol(name), Some(graph.nodes()[2].op));
}

/// `t.func` `name`, private, whose body calls each of `callees` in turn on its argument (after a
/// `t.add` when `add` is set).
fn func(name: &str, callees: &[&str], add: bool) -> String {
    let mut body = String::from("^bb0(%x: i32):\n");
    let mut value = "%x".to_string();
    if add {
        body.push_str("  %a = \"t.add\"(%x, %x) : (i32, i32) -> i32\n");
        value = "%a".to_string();
    }
    for (i, callee) in callees.iter().enumerate() {
        body.push_str(&format!(
            "  %c{i} = \"t.call\"({value}) {{callee = @{callee}}} : (i32) -> i32\n"
        ));
        value = format!("%c{i}");
    }
    body.push_str(&format!("  \"t.return\"({value}) : (i32) -> ()\n"));
    format!(
        "\"t.func\"() ({{\n{body}}}) {{sym_name = \"{name}\", function_type = (i32) -> i32, \
         sym_visibility = \"private\"}} : () -> ()\n"
    )
}

#[test]
fn recursion_that_multiplies_is_expanded_once() {
    // Each call of `a` or `b` brings two of the other: MLIR re-expands them every round, four
    // times as many each time; here the first round is the last.
    let ir = [func("a", &["b", "b"], false), func("b", &["a", "a"], true)].concat()
        + &func("main", &["a"], false).replace(", sym_visibility = \"private\"", "");
    let one_round = InlineConfig {
        max_iterations: 1,
        ..InlineConfig::default()
    };
    let (once, first, _) = inline(&ir, &one_round);
    let (text, stats, _) = inline(&ir, &InlineConfig::default());
    assert_eq!(text, once);
    assert_eq!(stats.inlined, first.inlined);
    assert!(first.remarks.is_empty() && first.bounded == 0);
    assert!(stats.bounded > 0);
    let messages: Vec<&str> = stats.remarks.iter().map(|r| r.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "call to @b not inlined: the calls @a makes into a recursive component multiplied \
             when they were last inlined",
            "call to @b not inlined: the calls @main makes into a recursive component \
             multiplied when they were last inlined",
        ]
    );
    assert!(stats.remarks.iter().all(|r| r.severity == Severity::Remark));
}

#[test]
fn linear_recursion_unrolls_every_round() {
    // One call in, one call out: inlined again each round, as MLIR does, with no remark.
    let ir = [func("a", &["b"], true), func("b", &["a"], true)].concat()
        + &func("main", &["a"], false).replace(", sym_visibility = \"private\"", "");
    let rounds = |max_iterations| {
        let config = InlineConfig {
            max_iterations,
            ..InlineConfig::default()
        };
        inline(&ir, &config)
    };
    let (two, stats, _) = rounds(2);
    let (four, more, _) = rounds(4);
    assert!(four.matches("\"t.add\"").count() > two.matches("\"t.add\"").count());
    assert!(stats.remarks.is_empty() && more.remarks.is_empty() && more.bounded == 0);
}

#[test]
fn the_budget_bounds_the_ops_inlined_into_each_callable() {
    // A chain where each function calls the next twice: 2^6 leaves in `f0` without a bound.
    let mut ir = String::new();
    for k in 0..6 {
        let next = format!("f{}", k + 1);
        ir += &func(&format!("f{k}"), &[&next, &next], false);
    }
    ir += &func("f6", &[], true);
    ir += &func("main", &["f0"], false).replace(", sym_visibility = \"private\"", "");
    let unbounded = InlineConfig {
        budget: None,
        ..InlineConfig::default()
    };
    let (all, stats, _) = inline(&ir, &unbounded);
    assert_eq!(all.matches("\"t.add\"").count(), 64);
    assert!(!all.contains("\"t.call\"") && stats.remarks.is_empty());
    let bounded = InlineConfig {
        budget: Some(10),
        ..InlineConfig::default()
    };
    let (text, stats, _) = inline(&ir, &bounded);
    // `f5` takes both `f6` (2 ops each, with the return), `f4` both `f5` (3 ops each), `f3`
    // both `f4` (5 ops each), `f2` one `f3` (9 ops) and so on: no function holds more than 10
    // inlined ops.
    assert!(text.matches("\"t.add\"").count() < 64 && text.contains("\"t.call\""));
    for function in text.split("\"t.func\"").skip(1) {
        assert!(function.matches("\"t.add\"").count() <= 10, "{function}");
    }
    assert!(stats.bounded > 0);
    let first = &stats.remarks[0].message;
    assert_eq!(
        first,
        "call to @f3 not inlined: @f2 would get more than its budget of 10 inlined ops \
         (inlining-budget)"
    );
}
