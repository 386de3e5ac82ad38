//! The call graph of one symbol table, as the inliner sees it (MLIR's `CallGraph`): a node per
//! callable op with a body directly in the table, an edge per distinct callee a node calls
//! directly by a flat symbol reference, and the strongly connected components in bottom-up
//! order (callees before callers).
//!
//! The graph is built once, before inlining, and not updated afterwards, as in MLIR: inlined
//! calls keep their edges. Calls through values and nested references (`@m::@f`) have no edge,
//! and nested symbol tables are not entered.

use crate::attrs::{AttrData, Attribute};
use crate::call::{Callee, call_callee, callable_interface};
use crate::context::Context;
use crate::structure::{Body, OpId, RegionId};
use crate::symbols::symbol_name;
use std::collections::HashMap;

/// One callable of the table.
#[derive(Clone, Debug)]
pub struct Node {
    /// The callable op, in the table's body.
    pub op: OpId,
    /// The callable's region, in the op's nested body.
    pub region: RegionId,
    /// The nodes it calls, each once, in the order of their first call.
    pub edges: Vec<usize>,
}

/// The call graph. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct CallGraph {
    nodes: Vec<Node>,
    by_op: HashMap<OpId, usize>,
    /// The symbol ops of the table by name (callables or not).
    symbols: HashMap<Attribute, OpId>,
}

impl CallGraph {
    /// The graph of the symbols in `block`, the body of a symbol table (in `table`).
    pub fn build(ctx: &Context, table: &Body, block: crate::BlockId) -> CallGraph {
        let mut graph = CallGraph::default();
        for op in table.block_ops(block) {
            if let Some(name) = symbol_name(ctx, table, op) {
                graph.symbols.entry(name).or_insert(op);
            }
            let Some(callable) = callable_interface(ctx, table, op) else {
                continue;
            };
            if table.nested_body(op).is_none() {
                continue;
            }
            if let Some(region) = callable.callable_region(ctx, table, op) {
                graph.by_op.insert(op, graph.nodes.len());
                graph.nodes.push(Node {
                    op,
                    region,
                    edges: Vec::new(),
                });
            }
        }
        for index in 0..graph.nodes.len() {
            let node = &graph.nodes[index];
            let Some(body) = table.nested_body(node.op) else {
                continue;
            };
            let mut edges = Vec::new();
            let mut calls = Vec::new();
            walk_region(body, node.region, &mut |op| {
                if call_callee(ctx, body, op).is_some() {
                    calls.push(op);
                }
            });
            for call in calls {
                if let Some(target) = graph.resolve(ctx, body, call)
                    && !edges.contains(&target)
                {
                    edges.push(target);
                }
            }
            graph.nodes[index].edges = edges;
        }
        graph
    }

    /// The nodes, indexed as the other methods index them.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The node of callable `op`, if it is one.
    pub fn node_of(&self, op: OpId) -> Option<usize> {
        self.by_op.get(&op).copied()
    }

    /// The symbol of the table named by the string attribute `name`.
    pub fn symbol(&self, name: Attribute) -> Option<OpId> {
        self.symbols.get(&name).copied()
    }

    /// The node that call `call` (an op of `body`) calls, when it calls one by a flat symbol
    /// reference.
    pub fn resolve(&self, ctx: &Context, body: &Body, call: OpId) -> Option<usize> {
        let Callee::Symbol(reference) = call_callee(ctx, body, call)? else {
            return None;
        };
        match ctx.attr_data(reference) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => {
                self.node_of(self.symbol(*root)?)
            }
            _ => None,
        }
    }

    /// The strongly connected components, callees before callers (Tarjan's algorithm started
    /// from every node in table order, as MLIR's external node reaches them; the nodes of one
    /// component in the order they leave the stack).
    pub fn sccs_bottom_up(&self) -> Vec<Vec<usize>> {
        let count = self.nodes.len();
        let mut index = vec![usize::MAX; count];
        let mut low = vec![0; count];
        let mut on_stack = vec![false; count];
        let mut stack = Vec::new();
        let mut sccs = Vec::new();
        let mut next = 0;
        for root in 0..count {
            if index[root] != usize::MAX {
                continue;
            }
            // An explicit DFS: (node, position of the next edge to follow).
            let mut dfs = vec![(root, 0usize)];
            index[root] = next;
            low[root] = next;
            next += 1;
            stack.push(root);
            on_stack[root] = true;
            while let Some(&(node, edge)) = dfs.last() {
                if let Some(&target) = self.nodes[node].edges.get(edge) {
                    if let Some(top) = dfs.last_mut() {
                        top.1 += 1;
                    }
                    if index[target] == usize::MAX {
                        index[target] = next;
                        low[target] = next;
                        next += 1;
                        stack.push(target);
                        on_stack[target] = true;
                        dfs.push((target, 0));
                    } else if on_stack[target] {
                        low[node] = low[node].min(index[target]);
                    }
                    continue;
                }
                dfs.pop();
                if let Some(&(parent, _)) = dfs.last() {
                    low[parent] = low[parent].min(low[node]);
                }
                if low[node] == index[node] {
                    let mut scc = Vec::new();
                    while let Some(member) = stack.pop() {
                        on_stack[member] = false;
                        scc.push(member);
                        if member == node {
                            break;
                        }
                    }
                    sccs.push(scc);
                }
            }
        }
        sccs
    }
}

/// The call ops in `region` of `body` and in the regions nested in it (not entering nested
/// bodies, nor the regions of call ops), in MLIR's order: a block's calls, then the calls of
/// the blocks of nested regions, the last region reached first.
pub fn calls_in_region(ctx: &Context, body: &Body, region: RegionId) -> Vec<OpId> {
    calls_in_blocks(ctx, body, body.region_blocks(region).collect())
}

/// [`calls_in_region`] for a list of blocks.
pub fn calls_in_blocks(ctx: &Context, body: &Body, blocks: Vec<crate::BlockId>) -> Vec<OpId> {
    let mut calls = Vec::new();
    let mut worklist = blocks;
    while let Some(block) = worklist.pop() {
        for op in body.block_ops(block) {
            if call_callee(ctx, body, op).is_some() {
                calls.push(op);
                continue;
            }
            if body.nested_body(op).is_some() {
                continue;
            }
            for &region in body.op_regions(op) {
                worklist.extend(body.region_blocks(region));
            }
        }
    }
    calls
}

/// Calls `f` with every op of `region` and of the regions nested in it, in pre-order, not
/// entering nested bodies.
pub fn walk_region(body: &Body, region: RegionId, f: &mut dyn FnMut(OpId)) {
    for block in body.region_blocks(region) {
        walk_block(body, block, f);
    }
}

/// [`walk_region`] for the ops of one block.
pub fn walk_block(body: &Body, block: crate::BlockId, f: &mut dyn FnMut(OpId)) {
    for op in body.block_ops(block) {
        f(op);
        if body.nested_body(op).is_none() {
            for &region in body.op_regions(op) {
                walk_region(body, region, f);
            }
        }
    }
}
