//! Tests of the inliner on a small dialect `t` defined here: `t.func` (a callable symbol whose
//! signature is its `function_type`), `t.call`, `t.return`, `t.br`, `t.cond_br` and `t.cast`,
//! with an inliner interface that turns returns into branches and builds `t.cast` where types
//! differ at a call boundary. A call carrying `noinline` is refused by the dialect.

use super::call_graph::CallGraph;
use super::*;
use crate::attrs::TypeAttr;
use crate::call::{CallOpInterface, CallableOpInterface, Callee};
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::inliner::DialectInlinerInterface;
use crate::structure::{BlockId, InsertPoint, IrError, Location, OperationState, RegionId, Value};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::TraitSet;
use crate::types::FunctionType;

struct Call;
impl CallOpInterface for Call {
    fn callee(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Callee> {
        body.attr(ctx, op, "callee").map(Callee::Symbol)
    }
    fn set_callee(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        callee: Callee,
    ) -> Result<(), IrError> {
        match callee {
            Callee::Symbol(symbol) => {
                body.set_attr(ctx, op, "callee", symbol);
                Ok(())
            }
            Callee::Value(_) => Err(IrError::Detached),
        }
    }
}

struct Func;
impl Func {
    fn signature(ctx: &Context, body: &Body, op: OpId) -> Option<FunctionType> {
        let ty = body
            .attr(ctx, op, "function_type")?
            .dyn_cast::<TypeAttr>(ctx)?
            .value(ctx);
        ty.dyn_cast::<FunctionType>(ctx)
    }
}
impl CallableOpInterface for Func {
    fn callable_region(&self, _: &Context, body: &Body, op: OpId) -> Option<RegionId> {
        let (scope, regions) = body.region_scope(op);
        regions
            .first()
            .copied()
            .filter(|&r| !scope.region_is_empty(r))
    }
    fn argument_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<crate::Type> {
        Self::signature(ctx, body, op).map_or(Vec::new(), |f| f.inputs(ctx).to_vec())
    }
    fn result_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<crate::Type> {
        Self::signature(ctx, body, op).map_or(Vec::new(), |f| f.results(ctx).to_vec())
    }
}

struct Inliner;
impl DialectInlinerInterface for Inliner {
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
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: &Body,
        _: RegionId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        true
    }
    fn handle_terminator_with_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) -> bool {
        if ctx.op_name_str(body.op_name(op)) != "t.return" {
            return false;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        let branch = body.create_op(
            ctx,
            OperationState::new(ctx.op_name("t.br"), body.op_loc(op))
                .operands(&operands)
                .successors(&[dest]),
        );
        body.insert_op(branch, InsertPoint::Before(op)).is_ok() && body.erase_op(op).is_ok()
    }
    fn handle_terminator(&self, _: &Context, body: &mut Body, op: OpId, results: &[Value]) {
        let returned: Vec<Value> = body.operands(op).collect();
        for (&result, value) in results.iter().zip(returned) {
            body.replace_all_uses(result, value);
        }
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
            erased: 1
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
            erased: 0
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
