//! Inlining calls to callables of a symbol table, as MLIR 19's inliner does it: the call graph of
//! the table ([`call_graph`]) is walked bottom-up by strongly connected components; in each
//! component, callables are simplified (a caller-supplied step: the `inline` pass runs a nested
//! pipeline) and every legal call to a callable of the table is inlined ([`region`]), until
//! nothing is inlined or the iteration bound is reached. A history of inlined callees keeps calls
//! that inlining brought in from inlining the same callee again (no infinite unrolling of
//! recursion); self-recursive callables and calls inside their own callee are never inlined.
//! Private callables that end up without uses are erased at the end, as MLIR's inliner discards
//! dead symbols (only those: it is not `symbol-dce`).
//!
//! What it is not: a cost model (every legal call is inlined, MLIR's default), nor a pass (the
//! `inline` pass in `crate::pass::passes` wraps it). Nested symbol tables are not entered, and
//! only calls by flat symbol reference to callables defined in the table are inlined.

pub mod call_graph;
pub mod region;
#[cfg(test)]
mod tests;

use crate::call::callable_interface;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::inliner::inliner_interface_of;
use crate::structure::{Body, OpId};
use crate::symbols::{
    SymbolRef, Visibility, can_discard_on_use_empty, is_symbol_op, symbol_uses, symbol_visibility,
};
use crate::traits::Trait;
use crate::types::Type;
use call_graph::{CallGraph, calls_in_region, walk_region};
use region::{CalleeRegion, inline_call};
use std::collections::HashSet;

/// How the inliner runs.
#[derive(Clone, Copy, Debug)]
pub struct InlineConfig {
    /// The most rounds of simplification and inlining per component (MLIR's
    /// `max-iterations`, 4 by default); one round always runs.
    pub max_iterations: u32,
    /// Whether every use of the table's symbols is in the table (the top-level module): then
    /// any symbol that allows it may be discarded, not only private ones.
    pub all_uses_visible: bool,
    /// The largest size of a callee, in percent of its caller's (counting ops), that is
    /// inlined (MLIR's `inlining-threshold`); `None` for no bound.
    pub threshold: Option<u64>,
}

impl Default for InlineConfig {
    fn default() -> Self {
        InlineConfig {
            max_iterations: 4,
            all_uses_visible: true,
            threshold: None,
        }
    }
}

/// What the inliner did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InlineStats {
    /// Calls inlined.
    pub inlined: usize,
    /// Callables erased because nothing used them any more.
    pub erased: usize,
}

/// The simplification run on a callable between rounds: it gets the table's body and the
/// callable op in it.
pub type Simplify<'a> = dyn FnMut(&mut Body, OpId) -> Result<(), Diagnostic> + 'a;

/// Inlines the calls between the callables of symbol table `table_op`, an op of `top`. See the
/// module documentation. An error comes from `simplify` or from an edit that could not be made
/// (the IR may then be partly inlined).
pub fn inline_symbol_table(
    ctx: &Context,
    top: &mut Body,
    table_op: OpId,
    config: &InlineConfig,
    simplify: &mut Simplify<'_>,
) -> Result<InlineStats, Diagnostic> {
    let loc = top.op_loc(table_op);
    let (table, regions) = top.region_scope_mut(table_op);
    let Some(block) = regions.first().and_then(|&r| table.region_entry(r)) else {
        return Ok(InlineStats::default());
    };
    let graph = CallGraph::build(ctx, table, block);
    let mut inliner = Inliner::new(ctx, table, block, graph, config);
    for scc in inliner.graph.sccs_bottom_up() {
        inliner.run_scc(table, scc, simplify)?;
    }
    let mut stats = InlineStats {
        inlined: inliner.inlined,
        erased: 0,
    };
    for &node in &inliner.dead {
        let op = inliner.graph.nodes()[node].op;
        table.erase_op(op).map_err(|e| {
            Diagnostic::error(loc, format!("inliner could not erase a dead callable: {e}"))
        })?;
        stats.erased += 1;
    }
    Ok(stats)
}

/// One inlined call, to keep calls it brought in from inlining the same callee again (MLIR's
/// inline history): the callee and the entry of the call it came from.
type History = Vec<(usize, Option<usize>)>;

/// A call waiting to be inlined: the node it is in, the call, its callee, and the history entry
/// of the inlining that brought it in.
#[derive(Clone, Copy)]
struct PendingCall {
    source: usize,
    call: OpId,
    target: usize,
    history: Option<usize>,
}

struct Inliner<'c> {
    ctx: &'c Context,
    graph: CallGraph,
    config: InlineConfig,
    /// Per node: a symbol nothing outside the callables of the table refers to, that may go once
    /// unused.
    discardable: Vec<bool>,
    /// Nodes inlined in place of their last use: their uses no longer count.
    gone: HashSet<usize>,
    /// Nodes to erase at the end, in the order found.
    dead: Vec<usize>,
    inlined: usize,
}

impl<'c> Inliner<'c> {
    fn new(
        ctx: &'c Context,
        table: &Body,
        block: crate::BlockId,
        graph: CallGraph,
        config: &InlineConfig,
    ) -> Self {
        let mut discardable: Vec<bool> = graph
            .nodes()
            .iter()
            .map(|node| {
                is_symbol_op(ctx, table, node.op)
                    && (config.all_uses_visible
                        || symbol_visibility(ctx, table, node.op) == Visibility::Private)
                    && can_discard_on_use_empty(ctx, table, node.op)
            })
            .collect();
        // Nodes referred to from outside the callables are always live.
        for op in table.block_ops(block) {
            if graph.node_of(op).is_some() {
                continue;
            }
            for target in referenced_nodes(ctx, table, &graph, op).unwrap_or_default() {
                discardable[target] = false;
            }
        }
        Inliner {
            ctx,
            graph,
            config: *config,
            discardable,
            gone: HashSet::new(),
            dead: Vec::new(),
            inlined: 0,
        }
    }

    /// Rounds of simplification and inlining over one component.
    fn run_scc(
        &mut self,
        table: &mut Body,
        mut members: Vec<usize>,
        simplify: &mut Simplify<'_>,
    ) -> Result<(), Diagnostic> {
        let mut rounds = 0;
        loop {
            for &node in &members {
                simplify(table, self.graph.nodes()[node].op)?;
            }
            let inlined_any = self.inline_in_scc(table, &mut members)?;
            rounds += 1;
            if !inlined_any || rounds >= self.config.max_iterations {
                return Ok(());
            }
        }
    }

    /// One round of inlining the calls made by the nodes of `members`; whether any was inlined.
    /// Nodes found dead leave `members`.
    fn inline_in_scc(
        &mut self,
        table: &mut Body,
        members: &mut Vec<usize>,
    ) -> Result<bool, Diagnostic> {
        let ctx = self.ctx;
        let mut dead_now = Vec::new();
        let mut calls = Vec::new();
        for &node in members.iter() {
            if self.is_dead(table, node) {
                dead_now.push(node);
                continue;
            }
            let info = &self.graph.nodes()[node];
            let Some(body) = table.nested_body(info.op) else {
                continue;
            };
            for call in calls_in_region(ctx, body, info.region) {
                if let Some(target) = self.graph.resolve(ctx, body, call) {
                    calls.push(PendingCall {
                        source: node,
                        call,
                        target,
                        history: None,
                    });
                }
            }
        }
        let mut history: History = Vec::new();
        let mut inlined_any = false;
        let mut index = 0;
        while let Some(&pending) = calls.get(index) {
            index += 1;
            if dead_now.contains(&pending.source)
                || in_history(pending.target, pending.history, &history)
                || !self.should_inline(table, &pending)
            {
                continue;
            }
            let in_place = self.uses(table, pending.target) == Some(1);
            let Some(new_calls) = self.inline_one(table, &pending, !in_place)? else {
                continue;
            };
            inlined_any = true;
            self.inlined += 1;
            history.push((pending.target, pending.history));
            let entry = Some(history.len() - 1);
            let source_op = self.graph.nodes()[pending.source].op;
            if let Some(body) = table.nested_body(source_op) {
                for call in new_calls {
                    if let Some(target) = self.graph.resolve(ctx, body, call) {
                        calls.push(PendingCall {
                            source: pending.source,
                            call,
                            target,
                            history: entry,
                        });
                    }
                }
            }
            if in_place {
                self.gone.insert(pending.target);
                dead_now.push(pending.target);
            }
        }
        for node in dead_now {
            members.retain(|&m| m != node);
            if !self.dead.contains(&node) {
                self.dead.push(node);
            }
        }
        Ok(inlined_any)
    }

    /// MLIR's `shouldInline`: not a terminator call, not a self-recursive callee, not a call
    /// inside its own callee, and a multi-block callee only where several blocks may go.
    fn should_inline(&self, table: &Body, pending: &PendingCall) -> bool {
        let ctx = self.ctx;
        let target = &self.graph.nodes()[pending.target];
        if pending.source == pending.target || target.edges.contains(&pending.target) {
            return false;
        }
        let source_op = self.graph.nodes()[pending.source].op;
        let (Some(caller), Some(callee)) =
            (table.nested_body(source_op), table.nested_body(target.op))
        else {
            return false;
        };
        if ctx.op_has_trait(caller.op_name(pending.call), Trait::IsTerminator) {
            return false;
        }
        let multi_block = callee.region_blocks(target.region).nth(1).is_some();
        if multi_block {
            let parent_name = caller
                .op_parent_region(pending.call)
                .and_then(|r| caller.region_parent_op(r))
                .map(|op| caller.op_name(op))
                .or_else(|| caller.owner_name());
            let Some(parent_name) = parent_name else {
                return false;
            };
            let might_be_single_block = ctx.op_descriptor(parent_name).is_none()
                || ctx.op_has_trait(parent_name, Trait::SingleBlock);
            if parent_name != table.op_name(target.op) && might_be_single_block {
                return false;
            }
        }
        let Some(threshold) = self.config.threshold else {
            return true;
        };
        let source_region = self.graph.nodes()[pending.source].region;
        let count = |body: &Body, region| {
            let mut ops = 0u64;
            walk_region(body, region, &mut |_| ops += 1);
            ops
        };
        let caller_ops = count(caller, source_region);
        caller_ops == 0 || count(callee, target.region) * 100 / caller_ops <= threshold
    }

    /// Inlines one call when its dialect allows it; the calls it brought in, or `None`.
    fn inline_one(
        &self,
        table: &mut Body,
        pending: &PendingCall,
        would_be_cloned: bool,
    ) -> Result<Option<Vec<OpId>>, Diagnostic> {
        let ctx = self.ctx;
        let source_op = self.graph.nodes()[pending.source].op;
        let target = &self.graph.nodes()[pending.target];
        let Some(caller) = table.nested_body(source_op) else {
            return Ok(None);
        };
        let legal = inliner_interface_of(ctx, caller, pending.call).is_some_and(|i| {
            i.is_legal_to_inline_call(ctx, caller, pending.call, table, target.op, would_be_cloned)
        });
        if !legal {
            return Ok(None);
        }
        let result_types: Vec<Type> = callable_interface(ctx, table, target.op)
            .map_or(Vec::new(), |c| c.result_types(ctx, table, target.op));
        let loc = table.op_loc(source_op);
        let mut bodies = table.nested_bodies_mut(&[source_op, target.op]);
        let callee_at = bodies.iter().position(|(op, _)| *op == target.op);
        let caller_at = bodies.iter().position(|(op, _)| *op == source_op);
        let (Some(callee_at), Some(caller_at)) = (callee_at, caller_at) else {
            return Ok(None);
        };
        // Two distinct bodies: take the callee out of the list first.
        let (_, callee_body) = bodies.swap_remove(callee_at);
        let caller_at = if caller_at == bodies.len() {
            callee_at
        } else {
            caller_at
        };
        let callee_region = CalleeRegion {
            body: callee_body,
            region: target.region,
            result_types: &result_types,
        };
        let (_, caller_body) = &mut bodies[caller_at];
        inline_call(ctx, caller_body, pending.call, &callee_region)
            .map_err(|e| Diagnostic::error(loc, format!("inliner could not inline a call: {e}")))
    }

    /// Whether `node` is discardable and unused.
    fn is_dead(&self, table: &Body, node: usize) -> bool {
        self.uses(table, node) == Some(0)
    }

    /// The number of uses of `node` from the live callables, when it is discardable (MLIR's
    /// `CGUseList`: an op's references to it count once per op, the callable's own attributes
    /// once); `None` when it is not discardable or the uses cannot be known.
    fn uses(&self, table: &Body, node: usize) -> Option<usize> {
        if !self.discardable[node] || self.gone.contains(&node) {
            return None;
        }
        let mut count = 0;
        for (index, other) in self.graph.nodes().iter().enumerate() {
            if self.gone.contains(&index) {
                continue;
            }
            for use_ in symbol_uses(self.ctx, table, other.op).ok()? {
                let Some(reference) = SymbolRef::from_attr(self.ctx, use_.symbol_ref) else {
                    continue;
                };
                let names_node = reference.is_flat()
                    && self
                        .graph
                        .symbol(reference.root())
                        .and_then(|op| self.graph.node_of(op))
                        == Some(node);
                if names_node {
                    count += 1;
                }
            }
        }
        Some(count)
    }
}

/// Whether the inlining that history entry `entry` records (or one it came from) inlined
/// `node`.
fn in_history(node: usize, mut entry: Option<usize>, history: &History) -> bool {
    while let Some(index) = entry {
        let Some(&(inlined, parent)) = history.get(index) else {
            return false;
        };
        if inlined == node {
            return true;
        }
        entry = parent;
    }
    false
}

/// The nodes `op` (an op of `table`, and what it holds) refers to by flat symbol reference;
/// `None` when its uses cannot be known.
fn referenced_nodes(
    ctx: &Context,
    table: &Body,
    graph: &CallGraph,
    op: OpId,
) -> Option<Vec<usize>> {
    let uses = symbol_uses(ctx, table, op).ok()?;
    Some(
        uses.iter()
            .filter_map(|u| SymbolRef::from_attr(ctx, u.symbol_ref))
            .filter(|r| r.is_flat())
            .filter_map(|r| graph.node_of(graph.symbol(r.root())?))
            .collect(),
    )
}
