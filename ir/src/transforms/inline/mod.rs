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
//! Symbol tables nested in the table are processed the same way, each with its own call graph
//! (inner tables first); references into them from outside keep their targets alive.
//!
//! Two bounds keep inlining from growing the code without end, which MLIR 19's inliner does on
//! callables that call each other twice each (it re-expands their calls every round, multiplying
//! them) or on a long chain of callables each calling the next twice (the code doubles per
//! link). First, a caller in which a round turned one call into a recursive component (one of
//! several callables) into several such calls that a later round could inline inlines no call
//! into a recursive component again. Second, no callable gets more than
//! [`InlineConfig::budget`] inlined ops. A call either bound leaves alone gets a remark on its
//! location, one per caller and bound ([`InlineStats::remarks`]). Where neither applies, what
//! is inlined is what MLIR 19 inlines: recursion that stays linear (one call in, one call out)
//! still unrolls once per round.
//!
//! What it is not: a cost model (every legal call is inlined, MLIR's default), nor a pass (the
//! `inline` pass in `crate::pass::passes` wraps it). Only calls by flat symbol reference to
//! callables defined in the same table are inlined.

pub mod call_graph;
pub mod region;
#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod tests;

use crate::call::callable_interface;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::inliner::inliner_interface_of;
use crate::structure::{Body, OpId};
use crate::symbols::{
    OpPath, SymbolRef, SymbolUse, Visibility, can_discard_on_use_empty, is_symbol_op,
    is_symbol_table, symbol_name, symbol_uses, symbol_visibility,
};
use crate::traits::Trait;
use crate::types::Type;
use call_graph::{CallGraph, calls_in_region, walk_region};
use region::{CalleeRegion, inline_call};
use std::collections::{HashMap, HashSet};

/// The default of [`InlineConfig::budget`]: far more than any callee inlined a few times adds,
/// little enough that runaway inlining ends in seconds.
pub const DEFAULT_INLINE_BUDGET: u64 = 100_000;

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
    /// The most ops inlined into one callable over the whole run (each inlining counts the
    /// callee's ops at that time); a call that would go beyond it is not inlined. `None` for
    /// no bound.
    pub budget: Option<u64>,
}

impl Default for InlineConfig {
    fn default() -> Self {
        InlineConfig {
            max_iterations: 4,
            all_uses_visible: true,
            threshold: None,
            budget: Some(DEFAULT_INLINE_BUDGET),
        }
    }
}

/// What the inliner did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InlineStats {
    /// Calls inlined.
    pub inlined: usize,
    /// Callables erased because nothing used them any more.
    pub erased: usize,
    /// Calls left alone by the bounds on growth (see the module documentation).
    pub bounded: usize,
    /// One remark per caller and bound that left a call alone, on the first such call.
    pub remarks: Vec<Diagnostic>,
}

impl InlineStats {
    /// Adds what `other` did.
    fn merge(&mut self, other: InlineStats) {
        self.inlined += other.inlined;
        self.erased += other.erased;
        self.bounded += other.bounded;
        self.remarks.extend(other.remarks);
    }
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
    inline_table(ctx, top, table_op, config, &[], simplify)
}

/// [`inline_symbol_table`] with `external`: references to the table's symbols (relative to it)
/// from outside it, whose targets stay. The symbol tables nested in the table come first.
fn inline_table(
    ctx: &Context,
    top: &mut Body,
    table_op: OpId,
    config: &InlineConfig,
    external: &[SymbolRef],
    simplify: &mut Simplify<'_>,
) -> Result<InlineStats, Diagnostic> {
    let loc = top.op_loc(table_op);
    let (table, regions) = top.region_scope_mut(table_op);
    let Some(block) = regions.first().and_then(|&r| table.region_entry(r)) else {
        return Ok(InlineStats::default());
    };
    let mut stats = InlineStats::default();
    let references = table_references(ctx, table, block, external);
    let nested: Vec<OpId> = table
        .block_ops(block)
        .filter(|&op| is_symbol_table(ctx, table, op) && table.nested_body(op).is_some())
        .collect();
    for op in nested {
        // MLIR's `walkSymbolTables`: uses of a nested table's symbols are all visible when
        // those of its parent are, or when the nested table is hidden itself.
        let hidden = config.all_uses_visible
            || !is_symbol_op(ctx, table, op)
            || symbol_visibility(ctx, table, op) == Visibility::Private;
        let inner_config = InlineConfig {
            all_uses_visible: hidden,
            ..*config
        };
        let inner_external: Vec<SymbolRef> = match symbol_name(ctx, table, op) {
            Some(name) => references
                .iter()
                .filter(|r| r.root() == name && !r.nested().is_empty())
                .filter_map(|r| SymbolRef::from_names(r.nested().to_vec()))
                .collect(),
            None => Vec::new(),
        };
        let inner = inline_table(ctx, table, op, &inner_config, &inner_external, simplify)?;
        stats.merge(inner);
    }
    let graph = CallGraph::build(ctx, table, block);
    let mut inliner = Inliner::new(ctx, table, block, graph, config);
    for reference in external.iter().filter(|r| r.is_flat()) {
        if let Some(node) = inliner
            .graph
            .symbol(reference.root())
            .and_then(|op| inliner.graph.node_of(op))
        {
            inliner.discardable[node] = false;
        }
    }
    let sccs = inliner.graph.sccs_bottom_up();
    for scc in sccs.iter().filter(|scc| scc.len() > 1) {
        for &node in scc {
            inliner.recursive[node] = true;
        }
    }
    for scc in sccs {
        inliner.run_scc(table, scc, simplify)?;
    }
    stats.inlined += inliner.inlined;
    stats.bounded += inliner.bounded;
    stats.remarks.append(&mut inliner.remarks);
    for &node in &inliner.dead {
        let op = inliner.graph.nodes()[node].op;
        table.erase_op(op).map_err(|e| {
            Diagnostic::error(loc, format!("inliner could not erase a dead callable: {e}"))
        })?;
        stats.erased += 1;
    }
    Ok(stats)
}

/// The references made in the table (whose ops are in `block`) and the `external` ones, as
/// symbol references relative to the table.
fn table_references(
    ctx: &Context,
    table: &Body,
    block: crate::BlockId,
    external: &[SymbolRef],
) -> Vec<SymbolRef> {
    let mut references = external.to_vec();
    for op in table.block_ops(block) {
        for use_ in symbol_uses(ctx, table, op).unwrap_or_default() {
            if let Some(reference) = SymbolRef::from_attr(ctx, use_.symbol_ref) {
                references.push(reference);
            }
        }
    }
    references
}

/// One inlined call, to keep calls it brought in from inlining the same callee again (MLIR's
/// inline history): the callee and the entry of the call it came from.
type History = Vec<(usize, Option<usize>)>;

/// The references one inlining takes from its caller and gives it, per node referred to.
type References = (HashMap<usize, usize>, HashMap<usize, usize>);

/// A call waiting to be inlined: the node it is in, the call, its callee, the history entry
/// of the inlining that brought it in, and its root: the first call into a recursive component
/// on the way to it, whose expansion this round it is part of.
#[derive(Clone, Copy)]
struct PendingCall {
    source: usize,
    call: OpId,
    target: usize,
    history: Option<usize>,
    root: Option<usize>,
}

/// The bounds on growth that can leave a call alone.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Bound {
    /// The caller's calls into a recursive component multiplied in a round.
    Growth,
    /// The caller's budget of inlined ops is spent.
    Budget,
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
    /// Per node, how many times it refers to each node, while known to be current.
    references: Vec<Option<HashMap<usize, usize>>>,
    /// Nodes to erase at the end, in the order found.
    dead: Vec<usize>,
    inlined: usize,
    /// Per node: a member of a component of several nodes, whose calls to each other MLIR
    /// inlines again every round.
    recursive: Vec<bool>,
    /// Per node: a round turned one of its calls into a recursive component into several; it
    /// inlines no call into a recursive component any more ([`Bound::Growth`]).
    saturated: Vec<bool>,
    /// Per node, the ops inlined into it so far ([`Bound::Budget`]).
    inlined_ops: Vec<u64>,
    /// The callers and bounds a remark was made for.
    remarked: HashSet<(usize, Bound)>,
    bounded: usize,
    remarks: Vec<Diagnostic>,
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
        // Relative and absolute references (`@.super::@f`, `@::@f`) made anywhere inside the
        // table, nested transparent tables included, may reach its callables from places the
        // use counts do not see: a callable whose name such a reference starts with is kept.
        for target in escaping_targets(ctx, table, block, &graph) {
            discardable[target] = false;
        }
        let count = graph.nodes().len();
        Inliner {
            ctx,
            references: vec![None; count],
            graph,
            config: *config,
            discardable,
            gone: HashSet::new(),
            dead: Vec::new(),
            inlined: 0,
            recursive: vec![false; count],
            saturated: vec![false; count],
            inlined_ops: vec![0; count],
            remarked: HashSet::new(),
            bounded: 0,
            remarks: Vec::new(),
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
                self.changed(node);
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
        let mut roots = 0;
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
                    let root = self.recursive[target].then_some(roots);
                    roots += usize::from(root.is_some());
                    calls.push(PendingCall {
                        source: node,
                        call,
                        target,
                        history: None,
                        root,
                    });
                }
            }
        }
        let mut history: History = Vec::new();
        let mut inlined_any = false;
        let mut done = vec![false; calls.len()];
        let mut index = 0;
        while let Some(&pending) = calls.get(index) {
            index += 1;
            if dead_now.contains(&pending.source)
                || in_history(pending.target, pending.history, &history)
                || !self.should_inline(table, &pending)
            {
                continue;
            }
            let Some(ops) = self.within_bounds(table, &pending) else {
                continue;
            };
            let in_place = self.uses(table, pending.target) == Some(1);
            let moved = self.moved_references(table, &pending);
            let Some(new_calls) = self.inline_one(table, &pending, !in_place)? else {
                continue;
            };
            inlined_any = true;
            done[index - 1] = true;
            self.inlined += 1;
            self.inlined_ops[pending.source] += ops;
            self.update_references(pending.source, moved);
            history.push((pending.target, pending.history));
            let entry = Some(history.len() - 1);
            let source_op = self.graph.nodes()[pending.source].op;
            if let Some(body) = table.nested_body(source_op) {
                for call in new_calls {
                    if let Some(target) = self.graph.resolve(ctx, body, call) {
                        let root = match pending.root {
                            None if self.recursive[target] => {
                                roots += 1;
                                Some(roots - 1)
                            }
                            root => root,
                        };
                        calls.push(PendingCall {
                            source: pending.source,
                            call,
                            target,
                            history: entry,
                            root,
                        });
                        done.push(false);
                    }
                }
            }
            if in_place {
                self.gone.insert(pending.target);
                dead_now.push(pending.target);
            }
        }
        // A call into a recursive component that this round's expansion left as several such
        // calls, each of which a later round may inline: inlining them again would multiply
        // them again.
        let mut left = vec![0usize; roots];
        for (pending, _) in calls.iter().zip(&done).filter(|(_, done)| !**done) {
            let target = &self.graph.nodes()[pending.target];
            let may_expand = self.recursive[pending.target]
                && pending.source != pending.target
                && !target.edges.contains(&pending.target);
            if let Some(root) = pending.root.filter(|_| may_expand) {
                left[root] += 1;
                if left[root] > 1 && !dead_now.contains(&pending.source) {
                    self.saturated[pending.source] = true;
                }
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

    /// The ops of `pending`'s callee, when inlining it stays within the bounds on growth;
    /// otherwise `None`, and a remark for the caller and bound when it is the first.
    fn within_bounds(&mut self, table: &Body, pending: &PendingCall) -> Option<u64> {
        let target = &self.graph.nodes()[pending.target];
        let mut ops = 0u64;
        if let Some(callee) = table.nested_body(target.op) {
            walk_region(callee, target.region, &mut |_| ops += 1);
        }
        let bound = if self.saturated[pending.source] && self.recursive[pending.target] {
            Bound::Growth
        } else if self
            .config
            .budget
            .is_some_and(|budget| self.inlined_ops[pending.source].saturating_add(ops) > budget)
        {
            Bound::Budget
        } else {
            return Some(ops);
        };
        self.bounded += 1;
        if self.remarked.insert((pending.source, bound)) {
            let source_op = self.graph.nodes()[pending.source].op;
            let name = |op| {
                symbol_name(self.ctx, table, op)
                    .and_then(|n| self.ctx.string_str(n))
                    .map_or_else(|| "a callable".to_string(), |n| format!("@{n}"))
            };
            let (caller, callee) = (name(source_op), name(target.op));
            let message = match bound {
                Bound::Growth => format!(
                    "call to {callee} not inlined: the calls {caller} makes into a recursive \
                     component multiplied when they were last inlined"
                ),
                Bound::Budget => format!(
                    "call to {callee} not inlined: {caller} would get more than its budget of \
                     {} inlined ops (inlining-budget)",
                    self.config.budget.unwrap_or(u64::MAX)
                ),
            };
            let loc = table
                .nested_body(source_op)
                .map_or_else(|| table.op_loc(source_op), |body| body.op_loc(pending.call));
            self.remarks.push(Diagnostic::remark(loc, message));
        }
        None
    }

    /// What inlining `pending` changes in its caller's references while they are known: those
    /// of the call go, those of the callee's ops come (`None` when they cannot be known).
    fn moved_references(&self, table: &Body, pending: &PendingCall) -> Option<References> {
        self.references[pending.source].as_ref()?;
        let source_op = self.graph.nodes()[pending.source].op;
        let target = &self.graph.nodes()[pending.target];
        let call_uses = symbol_uses(self.ctx, table, OpPath::new(vec![source_op], pending.call));
        let mut gone = HashMap::new();
        self.count_references(&call_uses.ok()?, &mut gone);
        let callee = table.nested_body(target.op)?;
        let mut come = HashMap::new();
        for block in callee.region_blocks(target.region) {
            for op in callee.block_ops(block) {
                let uses = symbol_uses(self.ctx, table, OpPath::new(vec![target.op], op)).ok()?;
                self.count_references(&uses, &mut come);
            }
        }
        Some((gone, come))
    }

    /// Applies [`Inliner::moved_references`]' result to `node`'s references (which are forgotten
    /// when it is `None`), so that a caller inlining many calls is not walked again for each.
    fn update_references(&mut self, node: usize, moved: Option<References>) {
        let (Some((gone, come)), Some(counts)) = (moved, self.references[node].as_mut()) else {
            self.changed(node);
            return;
        };
        for (target, n) in gone {
            let count = counts.entry(target).or_insert(0);
            *count = count.saturating_sub(n);
        }
        for (target, n) in come {
            *counts.entry(target).or_insert(0) += n;
        }
    }

    /// Adds to `counts` the nodes `uses` refer to by flat symbol reference.
    fn count_references(&self, uses: &[SymbolUse], counts: &mut HashMap<usize, usize>) {
        for use_ in uses {
            let target = SymbolRef::from_attr(self.ctx, use_.symbol_ref)
                .filter(SymbolRef::is_flat)
                .and_then(|r| self.graph.symbol(r.root()))
                .and_then(|op| self.graph.node_of(op));
            if let Some(target) = target {
                *counts.entry(target).or_insert(0) += 1;
            }
        }
    }

    /// Whether `node` is discardable and unused.
    fn is_dead(&mut self, table: &Body, node: usize) -> bool {
        self.uses(table, node) == Some(0)
    }

    /// The number of uses of `node` from the live callables, when it is discardable (MLIR's
    /// `CGUseList`: an op's references to it count once per op, the callable's own attributes
    /// once); `None` when it is not discardable or the uses cannot be known.
    fn uses(&mut self, table: &Body, node: usize) -> Option<usize> {
        if !self.discardable[node] || self.gone.contains(&node) {
            return None;
        }
        let mut count = 0;
        for other in 0..self.graph.nodes().len() {
            if self.gone.contains(&other) {
                continue;
            }
            count += self
                .references(table, other)?
                .get(&node)
                .copied()
                .unwrap_or(0);
        }
        Some(count)
    }

    /// How many times callable `node` refers to each node (cached until
    /// [`Inliner::changed`]); `None` when its uses cannot be known.
    fn references(&mut self, table: &Body, node: usize) -> Option<&HashMap<usize, usize>> {
        if self.references[node].is_none() {
            let op = self.graph.nodes()[node].op;
            let mut counts = HashMap::new();
            self.count_references(&symbol_uses(self.ctx, table, op).ok()?, &mut counts);
            self.references[node] = Some(counts);
        }
        self.references[node].as_ref()
    }

    /// Forgets what `node` refers to: its body changed.
    fn changed(&mut self, node: usize) {
        self.references[node] = None;
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

/// The nodes whose symbol name is the first name of a relative or absolute reference held inside
/// the table (whose ops are in `block`), at any depth but inside `IsolatedSymbols` tables, which
/// no reference leaves. Conservative: the reference may land in another table of that name.
fn escaping_targets(
    ctx: &Context,
    table: &Body,
    block: crate::BlockId,
    graph: &CallGraph,
) -> Vec<usize> {
    use crate::structure::WalkControl;
    use crate::symbols::{OpPath, is_isolated_symbols, walk_paths};
    let mut found = Vec::new();
    let mut walker = crate::attrs::AttrWalker::new();
    let mut refs = Vec::new();
    for op in table.block_ops(block) {
        walk_paths(table, &OpPath::from(op), |body, path| {
            refs.clear();
            crate::symbols::op_symbol_refs(ctx, &mut walker, body, path.op(), &mut refs);
            for &attr in &refs {
                let Some(reference) = SymbolRef::from_attr(ctx, attr) else {
                    continue;
                };
                if !reference.is_escaping(ctx) {
                    continue;
                }
                let Ok((_, first)) = reference.base(ctx) else {
                    continue;
                };
                if let Some(node) = graph
                    .symbol(reference.names()[first])
                    .and_then(|op| graph.node_of(op))
                {
                    found.push(node);
                }
            }
            if path.op() != op
                && is_symbol_table(ctx, body, path.op())
                && is_isolated_symbols(ctx, body, path.op())
            {
                WalkControl::Skip
            } else {
                WalkControl::Advance
            }
        });
    }
    found
}
