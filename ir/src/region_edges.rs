//! MLIR's `RegionBranchOpInterface` check (`verifyTypesAlongControlFlowEdges`): along each
//! control flow edge an op's [`RegionBranchOpInterface`] describes (from the op's operands or a
//! region's terminator to a region's arguments or the op's results), the values passed match
//! the values received in number and type, with MLIR's messages. Dialects call it from their
//! region verifiers, naming the terminators that end their regions.
//!
//! It is not the interface itself ([`crate::region_branch`]), and it makes none of the checks
//! ops make beyond it (iteration arguments against results, terminator kinds).

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::region_branch::{
    RegionBranchOpInterface, RegionPoint, region_branch_interface, terminator_successor_operands,
};
use crate::structure::{Body, OpId};
use crate::text::printer::print_type;
use crate::types::Type;
use crate::verifier::op_error;

use RegionPoint::{Parent, Region};

/// Checks the edges of `op` as its `RegionBranchOpInterface` lists them: first those leaving
/// the op, then those leaving each region through the first block ending in an op named in
/// `terminators`. Ops without the interface pass.
pub fn verify_region_edges(
    ctx: &Context,
    body: &Body,
    op: OpId,
    terminators: &[&str],
) -> Result<(), Diagnostic> {
    let Some(interface) = region_branch_interface(ctx, body, op) else {
        return Ok(());
    };
    let (scope, regions) = body.region_scope(op);
    let unknown = vec![None; body.num_operands(op)];
    for to in interface.successors(ctx, body, op, Parent, &unknown) {
        let passed: Vec<Type> = interface
            .entry_operands(ctx, body, op, to)
            .filter_map(|i| body.operand(op, i))
            .map(|v| body.value_type(v))
            .collect();
        verify_edge(ctx, body, op, interface, Parent, to, &passed)?;
    }
    let terminators: Vec<_> = terminators.iter().map(|&n| ctx.op_name(n)).collect();
    for (index, &region) in regions.iter().enumerate() {
        let Some(terminator) = scope
            .region_blocks(region)
            .filter_map(|block| scope.last_op(block))
            .find(|&last| terminators.contains(&scope.op_name(last)))
        else {
            continue;
        };
        let unknown = vec![None; scope.num_operands(terminator)];
        for to in interface.successors(ctx, body, op, Region(index), &unknown) {
            let passed: Vec<Type> = terminator_successor_operands(ctx, scope, terminator, to)
                .filter_map(|i| scope.operand(terminator, i))
                .map(|v| scope.value_type(v))
                .collect();
            verify_edge(ctx, body, op, interface, Region(index), to, &passed)?;
        }
    }
    Ok(())
}

/// The types `to` receives: the op's result types, or those of the arguments of the region's
/// entry block that take passed values.
fn received_types(
    ctx: &Context,
    body: &Body,
    op: OpId,
    interface: &dyn RegionBranchOpInterface,
    to: RegionPoint,
) -> Vec<Type> {
    match to {
        Parent => body.result_types(op).collect(),
        Region(index) => {
            let (scope, regions) = body.region_scope(op);
            let Some(entry) = regions.get(index).and_then(|&r| scope.region_entry(r)) else {
                return Vec::new();
            };
            let args: Vec<Type> = scope
                .block_args(entry)
                .map(|a| scope.value_type(a))
                .collect();
            let inputs = interface.region_inputs(ctx, body, op, index);
            args.get(inputs).map(<[Type]>::to_vec).unwrap_or_default()
        }
    }
}

/// Checks that `passed` (the types sent from `from`) match what `to` receives.
fn verify_edge(
    ctx: &Context,
    body: &Body,
    op: OpId,
    interface: &dyn RegionBranchOpInterface,
    from: RegionPoint,
    to: RegionPoint,
    passed: &[Type],
) -> Result<(), Diagnostic> {
    let received = received_types(ctx, body, op, interface, to);
    // Named only for an error: building the name on every edge of every op cost more than the
    // check.
    let name = || edge_name(from, to);
    if passed.len() != received.len() {
        let name = name();
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                " region control flow edge {name}: source has {} operands, but target successor needs {}",
                passed.len(),
                received.len()
            ),
        ));
    }
    for (i, (&from, &to)) in passed.iter().zip(&received).enumerate() {
        if from != to {
            let name = name();
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
    Ok(())
}

/// `from <source> to <target>`, as MLIR names an edge.
fn edge_name(source: RegionPoint, target: RegionPoint) -> String {
    let point = |p: RegionPoint, parent: &str| match p {
        Parent => parent.to_string(),
        Region(n) => format!("Region #{n}"),
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
            edge_name(Parent, Region(0)),
            "from parent operands to Region #0"
        );
        assert_eq!(
            edge_name(Region(1), Parent),
            "from Region #1 to parent results"
        );
    }
}
