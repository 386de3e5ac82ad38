//! MLIR's `RegionBranchOpInterface` check for the `scf` ops: along each control flow edge (from
//! the op's operands or a region's `scf.yield` to a region's arguments or the op's results),
//! the values passed match the values received in number and type.
//!
//! It is not the interface itself: each op lists its edges ([`Edge`]) in its own module, and
//! this module only compares and words the errors as MLIR does.

use oxir::text::printer::print_type;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, RegionId, Type};

/// Where a control flow edge starts or ends: the op itself or one of its regions, by number.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Point {
    /// The op: its operands as a source, its results as a target.
    Parent,
    /// The region of this number.
    Region(usize),
}

/// One edge: its target and the types the target receives.
#[derive(Clone, Debug)]
pub struct Edge {
    /// Where control goes.
    pub target: Point,
    /// The types of the values it receives (region arguments or op results).
    pub inputs: Vec<Type>,
}

/// Checks that `sources` (the types passed from `source`) match the inputs of every edge in
/// `edges`, in order, with MLIR's messages.
pub fn verify_edges(
    ctx: &Context,
    body: &Body,
    op: OpId,
    source: Point,
    sources: &[Type],
    edges: &[Edge],
) -> Result<(), Diagnostic> {
    for edge in edges {
        let name = edge_name(source, edge.target);
        if sources.len() != edge.inputs.len() {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    " region control flow edge {name}: source has {} operands, but target successor needs {}",
                    sources.len(),
                    edge.inputs.len()
                ),
            ));
        }
        for (i, (&from, &to)) in sources.iter().zip(&edge.inputs).enumerate() {
            if from != to {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        " along control flow edge {name}: source type #{i} '{}' should match input type #{i} '{}'",
                        print_type(ctx, from),
                        print_type(ctx, to)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The types of the operands of the `scf.yield` ending each block of `region` (of `op`'s
/// regions, in `scope`), or `None` when no block ends in one.
pub fn yielded_types(ctx: &Context, scope: &Body, region: RegionId) -> Option<Vec<Type>> {
    terminator_types(ctx, scope, region, crate::YieldOp::NAME, 0)
}

/// The types of the operands after the first `skip` of the first terminator named
/// `terminator` ending a block of `region` (in `scope`), or `None` when no block ends in one:
/// the values that terminator passes along the region's outgoing edges.
pub fn terminator_types(
    ctx: &Context,
    scope: &Body,
    region: RegionId,
    terminator: &str,
    skip: usize,
) -> Option<Vec<Type>> {
    let name = ctx.op_name(terminator);
    scope
        .region_blocks(region)
        .filter_map(|block| scope.last_op(block))
        .find(|&last| scope.op_name(last) == name)
        .map(|t| {
            scope
                .operands(t)
                .skip(skip)
                .map(|v| scope.value_type(v))
                .collect()
        })
}

/// The types of the arguments of `region`'s entry block (in `scope`); none without blocks.
pub fn entry_arg_types(scope: &Body, region: RegionId) -> Vec<Type> {
    scope
        .region_entry(region)
        .map(|entry| {
            scope
                .block_args(entry)
                .map(|a| scope.value_type(a))
                .collect()
        })
        .unwrap_or_default()
}

/// `from <source> to <target>`, as MLIR names an edge.
fn edge_name(source: Point, target: Point) -> String {
    let point = |p: Point, parent: &str| match p {
        Point::Parent => parent.to_string(),
        Point::Region(n) => format!("Region #{n}"),
    };
    format!(
        "from {} to {}",
        point(source, "parent operands"),
        point(target, "parent results")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_are_named_as_mlir_names_them() {
        assert_eq!(
            edge_name(Point::Parent, Point::Region(0)),
            "from parent operands to Region #0"
        );
        assert_eq!(
            edge_name(Point::Region(1), Point::Parent),
            "from Region #1 to parent results"
        );
    }
}
