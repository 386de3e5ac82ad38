//! `view-op-graph`: MLIR's `ViewOpGraph` pass, which writes a Graphviz (DOT) picture of the op
//! it runs on to the run's output and changes nothing.
//!
//! Every op with regions is a cluster (`subgraph cluster_N`) holding one cluster per block, every
//! other op and every block argument a node. Each cluster has an invisible anchor node that
//! edges to and from it start or end at, clipped to the cluster's border (`ltail`/`lhead`).
//! Data-flow edges run from the node defining each operand to its user (labelled with the
//! operand's position when the user has several), control-flow edges (dashed) between
//! consecutive ops of a block. Ops of one name share a fill colour, hues spread evenly over the
//! names in the order a post-order walk first meets them. Labels show the op name, result types
//! and attributes, each long text cut to `max-label-len` characters; elements attributes of
//! more elements than the printer's elision limit (16 by default) and arrays of more than that
//! many entries are elided.

use crate::Attribute;
use crate::attrs::{AttrData, DenseElementsAttr, NamedAttr};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassOptions, PassTarget};
use crate::structure::{Body, OpId, Value, WalkOrder};
use crate::text::printer::{merged_attrs, print_attribute, print_type};
use std::collections::HashMap;

/// The `view-op-graph` pass.
pub struct ViewOpGraph {
    options: PassOptions,
}

impl Default for ViewOpGraph {
    fn default() -> Self {
        ViewOpGraph {
            options: PassOptions::new()
                .uint(
                    "max-label-len",
                    "Limit attribute/type length to number of chars",
                    20,
                )
                .bool("print-attrs", "Print attributes of operations", true)
                .bool(
                    "print-control-flow-edges",
                    "Print control flow edges",
                    false,
                )
                .bool("print-data-flow-edges", "Print data flow edges", true)
                .bool(
                    "print-result-types",
                    "Print result types of operations",
                    true,
                ),
        }
    }
}

impl Pass for ViewOpGraph {
    fn name(&self) -> &str {
        "ViewOpGraph"
    }

    fn argument(&self) -> &str {
        "view-op-graph"
    }

    fn description(&self) -> &str {
        "Print Graphviz visualization of an operation"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let flag = |name: &str, default: bool| self.options.get::<bool>(name).unwrap_or(default);
        let settings = Settings {
            max_label_len: self
                .options
                .get::<u64>("max-label-len")
                .map_or(20, |n| usize::try_from(n).unwrap_or(usize::MAX)),
            print_attrs: flag("print-attrs", true),
            print_control_flow_edges: flag("print-control-flow-edges", false),
            print_data_flow_edges: flag("print-data-flow-edges", true),
            print_result_types: flag("print-result-types", true),
            large_elements_limit: target
                .print_options()
                .elide_large_elements
                .map_or(16, |n| n as u64),
        };
        let graph = GraphWriter::new(target.ctx(), settings).write(target.body, target.op());
        target.write_output(&graph);
        target.preserve_all();
        Ok(())
    }
}

/// What the graph shows, from the pass options.
struct Settings {
    max_label_len: usize,
    print_attrs: bool,
    print_control_flow_edges: bool,
    print_data_flow_edges: bool,
    print_result_types: bool,
    large_elements_limit: u64,
}

/// A node of the graph; for a cluster, its anchor node and the cluster's number.
#[derive(Copy, Clone, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// A data-flow edge, resolved once every node exists (a value may be used before the op
/// defining it is drawn, in a graph region or a later block).
struct DataFlowEdge {
    /// The value map of the body the value lives in (isolated ops have bodies of their own).
    scope: usize,
    value: Value,
    to: Node,
    label: String,
}

/// Writes the DOT text of one op.
struct GraphWriter<'c> {
    ctx: &'c Context,
    settings: Settings,
    out: String,
    indent: usize,
    /// The last node or cluster number given.
    counter: u32,
    /// Per op name, its `fillcolor`.
    colors: HashMap<&'c str, String>,
    /// Per body visited, the node of each value defined in it.
    scopes: Vec<HashMap<Value, Node>>,
    control_flow_edges: Vec<String>,
    data_flow_edges: Vec<DataFlowEdge>,
}

impl<'c> GraphWriter<'c> {
    fn new(ctx: &'c Context, settings: Settings) -> Self {
        GraphWriter {
            ctx,
            settings,
            out: String::new(),
            indent: 0,
            counter: 0,
            colors: HashMap::new(),
            scopes: Vec::new(),
            control_flow_edges: Vec::new(),
            data_flow_edges: Vec::new(),
        }
    }

    /// The graph of `root`: its clusters and nodes, then the control-flow edges, then the
    /// data-flow edges.
    fn write(mut self, body: &Body, root: OpId) -> String {
        self.assign_colors(body, root);
        self.line("digraph G {");
        self.indent += 1;
        self.line("compound = true;");
        self.scopes.push(HashMap::new());
        self.op(body, root, 0);
        for edge in std::mem::take(&mut self.control_flow_edges) {
            self.line(&format!("{edge};"));
        }
        for edge in std::mem::take(&mut self.data_flow_edges) {
            let from = self.scopes[edge.scope]
                .get(&edge.value)
                .copied()
                .unwrap_or_default();
            let text = edge_text(from, edge.to, &edge.label, "solid");
            self.line(&format!("{text};"));
        }
        self.indent -= 1;
        self.line("}");
        self.out
    }

    /// Gives each op name a hue: the names in the order a post-order walk first meets them,
    /// spread evenly over the colour circle.
    fn assign_colors(&mut self, body: &Body, root: OpId) {
        let ctx = self.ctx;
        let mut names: Vec<&'c str> = Vec::new();
        body.walk(root, WalkOrder::PostOrder, |body, op| {
            let name = ctx.op_name_str(body.op_name(op));
            if !names.contains(&name) {
                names.push(name);
            }
        });
        let count = names.len() as f64;
        for (index, name) in names.into_iter().enumerate() {
            let hue = index as f64 / count;
            self.colors.insert(name, format!("{hue:.6} 1.0 1.0"));
        }
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Draws `op` (a cluster when it has regions, else a node) and records the data-flow edges
    /// of its operands; `scope` is the value map of the body it lives in.
    fn op(&mut self, body: &Body, op: OpId, scope: usize) -> Node {
        let label = self.op_label(body, op);
        let node = if body.op_regions(op).is_empty() {
            let name = self.ctx.op_name_str(body.op_name(op));
            let color = self.colors.get(name).cloned().unwrap_or_default();
            self.node(&label, "ellipse", Some(&color))
        } else {
            let (inner, regions) = body.region_scope(op);
            let inner_scope = if body.nested_body(op).is_some() {
                self.scopes.push(HashMap::new());
                self.scopes.len() - 1
            } else {
                scope
            };
            self.cluster(&label, |writer| {
                for &region in regions {
                    for block in inner.region_blocks(region) {
                        writer.block(inner, block, inner_scope);
                    }
                }
            })
        };
        if self.settings.print_data_flow_edges {
            let operands: Vec<Value> = body.operands(op).collect();
            let count = operands.len();
            for (index, value) in operands.into_iter().enumerate() {
                let label = if count == 1 {
                    String::new()
                } else {
                    index.to_string()
                };
                self.data_flow_edges.push(DataFlowEdge {
                    scope,
                    value,
                    to: node,
                    label,
                });
            }
        }
        for result in body.results(op) {
            self.scopes[scope].insert(result, node);
        }
        node
    }

    /// Draws `block` as a cluster of its arguments and ops.
    fn block(&mut self, body: &Body, block: crate::structure::BlockId, scope: usize) {
        self.cluster(b"", |writer| {
            for (number, arg) in body.block_args(block).enumerate() {
                let node = writer.node(format!("arg{number}").as_bytes(), "ellipse", None);
                writer.scopes[scope].insert(arg, node);
            }
            let mut previous: Option<Node> = None;
            for op in body.block_ops(block) {
                let node = writer.op(body, op, scope);
                if let Some(previous) = previous
                    && writer.settings.print_control_flow_edges
                {
                    let edge = edge_text(previous, node, "", "dashed");
                    writer.control_flow_edges.push(edge);
                }
                previous = Some(node);
            }
        });
    }

    /// Draws a cluster labelled `label` whose contents `contents` draws; returns its anchor.
    fn cluster(&mut self, label: &[u8], contents: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.node(b" ", "plain", None);
        self.line(&format!("label = \"{}\";", escape(label)));
        contents(self);
        self.indent -= 1;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    /// Draws a node; its attributes come in name order, as MLIR writes them.
    fn node(&mut self, label: &[u8], shape: &str, color: Option<&str>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let label = escape(label);
        let text = match color {
            Some(color) => format!(
                "v{id} [fillcolor = \"{color}\", label = \"{label}\", shape = {shape}, style = filled];"
            ),
            None => format!("v{id} [label = \"{label}\", shape = {shape}];"),
        };
        self.line(&text);
        Node { id, cluster: None }
    }

    /// The label of `op`: its name, its result types and its attributes (bytes: a cut may fall
    /// inside a UTF-8 sequence, as in MLIR, whose escaping writes such bytes in octal).
    fn op_label(&self, body: &Body, op: OpId) -> Vec<u8> {
        let ctx = self.ctx;
        let mut label = ctx.op_name_str(body.op_name(op)).as_bytes().to_vec();
        if self.settings.print_result_types {
            let types: Vec<String> = body
                .result_types(op)
                .map(|ty| print_type(ctx, ty))
                .collect();
            label.extend_from_slice(b" : (");
            label.extend_from_slice(&self.truncate(types.join(", ").as_bytes()));
            label.push(b')');
        }
        if self.settings.print_attrs {
            label.push(b'\n');
            for NamedAttr { name, value } in merged_attrs(ctx, body.op_props(op), body.op_attrs(op))
            {
                label.push(b'\n');
                label.extend_from_slice(ctx.string_bytes(name));
                label.extend_from_slice(b": ");
                label.extend_from_slice(&self.attr_text(value));
            }
        }
        label
    }

    /// An attribute as the label shows it: splats in full, large elements attributes and arrays
    /// elided, anything else printed and cut.
    fn attr_text(&self, attr: Attribute) -> Vec<u8> {
        let ctx = self.ctx;
        let limit = self.settings.large_elements_limit;
        if let Some(dense) = attr.dyn_cast::<DenseElementsAttr>(ctx) {
            if dense.is_splat(ctx) {
                return print_attribute(ctx, attr).into_bytes();
            }
            if dense.num_elements(ctx) > limit {
                let ty = dense.ty(ctx);
                let rank = dense.shaped_type(ctx).rank(ctx).unwrap_or(0);
                return format!(
                    "{}...{} : {}",
                    "[".repeat(rank),
                    "]".repeat(rank),
                    print_type(ctx, ty)
                )
                .into_bytes();
            }
        }
        if let AttrData::Array(items) = ctx.attr_data(attr)
            && items.len() as u64 > limit
        {
            return b"[...]".to_vec();
        }
        self.truncate(print_attribute(ctx, attr).as_bytes())
            .to_vec()
    }

    /// `text` cut to `max-label-len` bytes, with `...` when cut.
    fn truncate<'t>(&self, text: &'t [u8]) -> std::borrow::Cow<'t, [u8]> {
        let max = self.settings.max_label_len;
        if text.len() <= max {
            return text.into();
        }
        let mut cut = text[..max].to_vec();
        cut.extend_from_slice(b"...");
        cut.into()
    }
}

/// The DOT text of an edge. Edges at a cluster's border get no label (Graphviz would leave it
/// floating away from the clipped edge).
fn edge_text(from: Node, to: Node, label: &str, style: &str) -> String {
    let mut attrs = Vec::new();
    if from.cluster.is_none() && to.cluster.is_none() {
        attrs.push(format!("label = \"{}\"", escape(label.as_bytes())));
    }
    if let Some(cluster) = to.cluster {
        attrs.push(format!("lhead = cluster_{cluster}"));
    }
    if let Some(cluster) = from.cluster {
        attrs.push(format!("ltail = cluster_{cluster}"));
    }
    attrs.push(format!("style = {style}"));
    format!("v{} -> v{} [{}]", from.id, to.id, attrs.join(", "))
}

/// `text` escaped for a DOT string as LLVM's `write_escaped` does: backslash, tab, newline and
/// double quote with a backslash, other bytes outside printable ASCII as three octal digits.
fn escape(text: &[u8]) -> String {
    let mut out = String::with_capacity(text.len());
    for &byte in text {
        match byte {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'"' => out.push_str("\\\""),
            0x20..=0x7e => out.push(byte as char),
            _ => out.push_str(&format!("\\{byte:03o}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_as_llvm_does() {
        assert_eq!(escape(b"a\"b\\c\nd\te"), "a\\\"b\\\\c\\nd\\te");
        assert_eq!(escape("é".as_bytes()), "\\303\\251");
        assert_eq!(escape(&[0x01, 0x7f]), "\\001\\177");
    }

    #[test]
    fn edges_at_clusters_are_clipped_and_unlabelled() {
        let node = Node {
            id: 3,
            cluster: None,
        };
        let cluster = Node {
            id: 5,
            cluster: Some(4),
        };
        assert_eq!(
            edge_text(node, node, "1", "solid"),
            "v3 -> v3 [label = \"1\", style = solid]"
        );
        assert_eq!(
            edge_text(node, cluster, "1", "solid"),
            "v3 -> v5 [lhead = cluster_4, style = solid]"
        );
        assert_eq!(
            edge_text(cluster, node, "", "dashed"),
            "v5 -> v3 [ltail = cluster_4, style = dashed]"
        );
    }
}
