//! A small dialect `t` for the rewrite tests, built by hand: integer constants with a
//! materialization hook, foldable arithmetic, side-effecting ops, branches implementing the
//! branch interface, an isolated function op and a plain region op; plus helpers to parse,
//! rewrite and print.

use super::*;
use crate::attrs::{AttrData, Attribute, IntValue};
use crate::branch::{BranchOpInterface, SuccessorOperands};
use crate::builder::Builder;
use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::op::Op;
use crate::structure::{Body, Location, OpId, OperationState, OwnedOp, Value, WalkOrder};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::{Trait, TraitSet};
use crate::types::Type;

/// `value : ty` as an integer attribute.
pub(crate) fn int(ctx: &Context, value: i64, ty: Type) -> Attribute {
    ctx.intern_attr(AttrData::Integer {
        ty,
        value: IntValue::Small(value),
    })
}

/// The value and type of an integer attribute.
pub(crate) fn int_of(ctx: &Context, attr: Attribute) -> Option<(i64, Type)> {
    match ctx.attr_data(attr) {
        AttrData::Integer {
            ty,
            value: IntValue::Small(v),
        } => Some((*v, *ty)),
        _ => None,
    }
}

fn fold_constant(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match body.attr(ctx, op, "value") {
        Some(value) => FoldOutcome::attr(value),
        None => FoldOutcome::NoFold,
    }
}

/// `c1 + c2` folds to a constant; a constant on the left moves to the right (in place).
fn fold_add(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let ints: Vec<Option<(i64, Type)>> = operands
        .iter()
        .map(|c| c.and_then(|a| int_of(ctx, a)))
        .collect();
    match ints[..] {
        [Some((a, ty)), Some((b, _))] => FoldOutcome::attr(int(ctx, a.wrapping_add(b), ty)),
        [Some(_), None] => {
            let mut swapped: Vec<Value> = body.operands(op).collect();
            swapped.swap(0, 1);
            FoldOutcome::InPlace(InPlaceUpdate::operands(swapped))
        }
        _ => FoldOutcome::NoFold,
    }
}

/// `x * 1` folds to `x`.
fn fold_mul(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    match operands {
        [_, Some(rhs)] if int_of(ctx, *rhs).map(|(v, _)| v) == Some(1) => body
            .operand(op, 0)
            .map_or(FoldOutcome::NoFold, FoldOutcome::value),
        _ => FoldOutcome::NoFold,
    }
}

/// `t.str` folds to its `value` attribute whatever it is: the dialect cannot materialize a
/// string, so the fold must not happen.
fn fold_str(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    body.attr(ctx, op, "value")
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// Builds `t.constant` for integer attributes of the requested type.
fn materialize(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if int_of(ctx, value).map(|(_, t)| t) != Some(ty) {
        return None;
    }
    let state = OperationState::new(ctx.op_name("t.constant"), loc)
        .results(&[ty])
        .attr(ctx.string_attr("value"), value);
    builder.create(ctx, body, state).ok()
}

/// `t.br ^bb(%args...)`: every operand goes to the only successor.
pub(crate) struct Br;
impl BranchOpInterface for Br {
    fn successor_operands(
        &self,
        _: &Context,
        body: &Body,
        op: OpId,
        _: usize,
    ) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..body.num_operands(op))
    }
}

/// `t.cond_br %c, ^a(...), ^b(...)` with `operandSegmentSizes = [1, a, b]`.
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
}

/// A context with the `t` dialect.
pub(crate) fn context() -> Context {
    let ctx = Context::new();
    let pure = || TraitSet::new(&[Trait::NoMemoryEffect, Trait::AlwaysSpeculatable]);
    let terminator = || TraitSet::new(&[Trait::IsTerminator, Trait::NoMemoryEffect]);
    let mut constant_traits = pure();
    constant_traits.insert(Trait::ConstantLike);
    let br = OpDescriptor::new("t.br").with_traits(terminator());
    br.interfaces.insert::<dyn BranchOpInterface>(Box::new(Br));
    let cond_br = OpDescriptor::new("t.cond_br").with_traits(terminator());
    cond_br
        .interfaces
        .insert::<dyn BranchOpInterface>(Box::new(CondBr));
    let ops = vec![
        OpDescriptor::new("t.constant")
            .with_traits(constant_traits)
            .with_fold(fold_constant),
        OpDescriptor::new("t.add")
            .with_traits(pure())
            .with_fold(fold_add),
        OpDescriptor::new("t.mul")
            .with_traits(pure())
            .with_fold(fold_mul),
        OpDescriptor::new("t.neg").with_traits(pure()),
        OpDescriptor::new("t.str")
            .with_traits(pure())
            .with_fold(fold_str),
        OpDescriptor::new("t.print"),
        OpDescriptor::new("t.ping"),
        OpDescriptor::new("t.pong"),
        OpDescriptor::new("t.region"),
        OpDescriptor::new("t.func").with_traits(TraitSet::new(&[Trait::IsolatedFromAbove])),
        OpDescriptor::new("t.return").with_traits(terminator()),
        br,
        cond_br,
    ];
    ctx.register_dialect(
        DialectDescriptor::new("t").with_materialize_constant(materialize),
        ops,
    );
    ctx
}

/// A typed wrapper of `t.add`, for typed patterns.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct AddOp(OpId);

impl Op for AddOp {
    const NAME: &'static str = "t.add";

    fn from_op(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        (ctx.op_name_str(body.op_name(op)) == Self::NAME && body.num_operands(op) == 2)
            .then_some(AddOp(op))
    }

    fn id(self) -> OpId {
        self.0
    }
}

/// Parses `text` (wrapped in a module).
pub(crate) fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("test IR does not parse: {d}"))
}

/// Prints the whole module.
pub(crate) fn print(ctx: &Context, owned: &OwnedOp) -> String {
    print_op(ctx, &owned.body, owned.op, &PrintOptions::default())
}

/// Runs the greedy driver on everything inside the module.
pub(crate) fn rewrite(
    ctx: &Context,
    owned: &mut OwnedOp,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyRewriteResult {
    apply_patterns_and_fold_greedily_on_op(ctx, &mut owned.body, owned.op, patterns, config)
}

/// Parses `input`, rewrites it with `patterns` and `config`, and checks the printed result.
pub(crate) fn check(
    input: &str,
    patterns: fn(&mut RewritePatternSet),
    config: &GreedyRewriteConfig,
    expected: &str,
) -> GreedyRewriteResult {
    let ctx = context();
    let mut owned = parse(&ctx, input);
    let mut set = RewritePatternSet::new();
    patterns(&mut set);
    let frozen = set.freeze(&ctx);
    let result = rewrite(&ctx, &mut owned, &frozen, config);
    assert_eq!(print(&ctx, &owned), expected);
    result
}

/// No patterns.
pub(crate) fn no_patterns(_: &mut RewritePatternSet) {}

/// The nested body of the first op named `name` directly in the module, and that op's id in
/// the module's body.
pub(crate) fn nested_of<'a>(ctx: &Context, owned: &'a mut OwnedOp, name: &str) -> &'a mut Body {
    let module = owned
        .body
        .nested_body_mut(owned.op)
        .expect("modules are isolated");
    let found = module
        .top_level_regions()
        .flat_map(|r| module.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| module.block_ops(b).collect::<Vec<_>>())
        .find(|&op| ctx.op_name_str(module.op_name(op)) == name)
        .unwrap_or_else(|| panic!("no `{name}` in the module"));
    module.nested_body_mut(found).expect("an isolated op")
}

/// The ops named `name` in `body` (not in nested bodies), in pre-order.
pub(crate) fn ops_named(ctx: &Context, body: &Body, name: &str) -> Vec<OpId> {
    let mut found = Vec::new();
    for region in body.top_level_regions() {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                for nested in body.collect_ops(op, WalkOrder::PreOrder) {
                    if ctx.op_name_str(body.op_name(nested)) == name {
                        found.push(nested);
                    }
                }
            }
        }
    }
    found
}

/// A listener that writes down every notification, with op names.
pub(crate) struct Recorder<'c> {
    ctx: &'c Context,
    /// One line per notification.
    pub(crate) events: Vec<String>,
}

impl<'c> Recorder<'c> {
    pub(crate) fn new(ctx: &'c Context) -> Self {
        Recorder {
            ctx,
            events: Vec::new(),
        }
    }

    fn note(&mut self, what: &str, body: &Body, op: OpId) {
        let name = self.ctx.op_name_str(body.op_name(op));
        self.events.push(format!("{what} {name}"));
    }
}

impl RewriteListener for Recorder<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.note("inserted", body, op);
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.note("modified", body, op);
    }
    fn op_replaced(&mut self, body: &Body, op: OpId, with: &[Value]) {
        self.note(&format!("replaced({})", with.len()), body, op);
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.note("erased", body, op);
    }
    fn block_inserted(&mut self, body: &Body, block: crate::structure::BlockId) {
        self.events.push(format!(
            "block inserted ({} args)",
            body.num_block_args(block)
        ));
    }
    fn block_erased(&mut self, body: &Body, block: crate::structure::BlockId) {
        self.events.push(format!(
            "block erased ({} args)",
            body.num_block_args(block)
        ));
    }
    fn match_failure(&mut self, body: &Body, op: OpId, reason: &str) {
        self.note(&format!("failure `{reason}` on"), body, op);
    }
    fn pattern_begin(&mut self, pattern: &dyn RewritePattern, body: &Body, op: OpId) {
        self.note(&format!("begin {} on", pattern.debug_name()), body, op);
    }
    fn pattern_end(
        &mut self,
        pattern: &dyn RewritePattern,
        result: &Result<(), MatchFailure>,
        changed: bool,
    ) {
        let outcome = if result.is_ok() { "ok" } else { "failed" };
        let changed = if changed { ", changed" } else { "" };
        self.events
            .push(format!("end {} {outcome}{changed}", pattern.debug_name()));
    }
}

/// `t.add(x, 0) -> x`.
pub(crate) fn add_zero(set: &mut RewritePatternSet) {
    set.add_fn("t.add", "add-zero", 1, |ctx, rewriter, op| {
        let body = rewriter.body();
        let (Some(lhs), Some(rhs)) = (body.operand(op, 0), body.operand(op, 1)) else {
            return Err(MatchFailure::new("not two operands"));
        };
        let Some(value) = m_constant(ctx, body, rhs) else {
            return Err(rewriter.notify_match_failure(op, "rhs is not a constant"));
        };
        if int_of(ctx, value).map(|(v, _)| v) != Some(0) {
            return Err(rewriter.notify_match_failure(op, "rhs is not zero"));
        }
        rewriter
            .replace_op(op, &[lhs])
            .map_err(|e| MatchFailure::new(e.to_string()))
    });
}

/// `t.mul(x, 2) -> t.add(x, x)`.
pub(crate) fn mul_two(set: &mut RewritePatternSet) {
    set.add(
        FnPattern::new(Some("t.mul"), "mul-two", 1, |ctx, rewriter, op| {
            let body = rewriter.body();
            let (Some(lhs), Some(rhs)) = (body.operand(op, 0), body.operand(op, 1)) else {
                return Err(MatchFailure::new("not two operands"));
            };
            let two = m_constant(ctx, body, rhs).and_then(|a| int_of(ctx, a));
            if two.map(|(v, _)| v) != Some(2) {
                return Err(MatchFailure::new("rhs is not two"));
            }
            let ty = body.value_type(lhs);
            let loc = body.op_loc(op);
            let state = OperationState::new(ctx.op_name("t.add"), loc)
                .operands(&[lhs, lhs])
                .results(&[ty]);
            rewriter
                .replace_op_with_new(op, state)
                .map(|_| ())
                .map_err(|e| MatchFailure::new(e.to_string()))
        })
        .with_generated_ops(&["t.add"]),
    );
}

/// `t.ping -> t.pong` and `t.pong -> t.ping`: never converges.
pub(crate) fn ping_pong(set: &mut RewritePatternSet) {
    fn swap_to(to: &'static str) -> impl crate::rewrite::RewriteFn {
        move |ctx, rewriter, op| {
            let body = rewriter.body();
            let state = OperationState::new(ctx.op_name(to), body.op_loc(op))
                .operands(&body.operands(op).collect::<Vec<_>>());
            rewriter
                .replace_op_with_new(op, state)
                .map(|_| ())
                .map_err(|e| MatchFailure::new(e.to_string()))
        }
    }
    set.add_fn("t.ping", "ping-to-pong", 1, swap_to("t.pong"));
    set.add_fn("t.pong", "pong-to-ping", 1, swap_to("t.ping"));
}
