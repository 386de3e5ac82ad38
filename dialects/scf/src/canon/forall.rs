//! The canonicalization patterns of `scf.forall`, MLIR 19's that do not need the `tensor`
//! dialect: `ForallOpControlOperandsFolder` (bounds and steps given by constant operands move
//! into the static lists), `ForallOpIterArgsFolder` (shared outputs that no op of the
//! terminator writes leave the loop, their results replaced with the outputs) and
//! `ForallOpSingleOrZeroIterationDimsFolder` (a loop with a dimension of no iteration goes,
//! dimensions of one iteration go, the loop is inlined when none is left).
//!
//! `ForallOpIterArgsFolder` drops every shared output here: only `tensor.parallel_insert_slice`
//! writes one in MLIR, and `scf.forall.in_parallel` holds no op without the `tensor` dialect.
//! Not here: `DimOfForallOp` and `FoldTensorCastOfOutputIntoForallOp` (they match `tensor`
//! ops). MLIR 19 has no other `scf.forall` pattern.

use oxir::attrs::IntegerAttr;
use oxir::op_support::attr;
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{BlockId, Body, Context, NamedAttr, OpId, OperationState, Value};

use super::{int_constant, ir_failure};
use crate::forall::{ForallBounds, Mixed, constant_trip_count};

/// Adds the patterns of `scf.forall` (its `canonicalize` hook), in MLIR's order.
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "scf.forall",
        "scf.forall ForallOpControlOperandsFolder",
        1,
        fold_control_operands,
    );
    set.add_fn(
        "scf.forall",
        "scf.forall ForallOpIterArgsFolder",
        1,
        fold_iter_args,
    );
    set.add_fn(
        "scf.forall",
        "scf.forall ForallOpSingleOrZeroIterationDimsFolder",
        1,
        fold_single_or_zero_iteration_dims,
    );
}

/// The bounds of `op` and the one block of its body.
fn parts(ctx: &Context, body: &Body, op: OpId) -> Result<(ForallBounds, BlockId), MatchFailure> {
    let bounds = ForallBounds::of(ctx, body, op)
        .ok_or_else(|| MatchFailure::new("the static lists and operands disagree"))?;
    let block = body
        .op_regions(op)
        .first()
        .and_then(|&r| body.region_entry(r))
        .ok_or_else(|| MatchFailure::new("no body block"))?;
    if body.num_block_args(block) != bounds.rank() + bounds.outputs.len()
        || body.num_results(op) != bounds.outputs.len()
    {
        return Err(MatchFailure::new(
            "the body's arguments or the results do not match the loop",
        ));
    }
    Ok((bounds, block))
}

/// Moves bounds and steps given by constant operands into the static lists, in place (MLIR's
/// `ForallOpControlOperandsFolder`).
fn fold_control_operands(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (mut bounds, _) = parts(ctx, body, op)?;
    let mut changed = false;
    for list in [&mut bounds.lower, &mut bounds.upper, &mut bounds.step] {
        for entry in list.iter_mut() {
            if let Mixed::Dynamic(value) = *entry
                && let Some(constant) = int_constant(ctx, body, value)
            {
                *entry = Mixed::Static(constant);
                changed = true;
            }
        }
    }
    if !changed {
        return Err(MatchFailure::new("no bound or step is a constant operand"));
    }
    let mapping = attr(ctx, body, op, "mapping");
    let (operands, props) = bounds.operands_and_properties(ctx, mapping);
    rewriter.modify_op_in_place(op, |body| {
        body.set_operands(op, &operands);
        body.set_op_props(op, props);
    });
    Ok(())
}

/// Creates an `scf.forall` before `op` with `bounds`, `mapping` and the discardable `attrs`,
/// and an entry block whose arguments are an `index` per dimension (at `locs`, else at the
/// op's location) and one per output; the block is left without terminator.
fn create_forall(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    bounds: &ForallBounds,
    mapping: Option<oxir::Attribute>,
    attrs: Vec<NamedAttr>,
    locs: &[oxir::Location],
) -> Result<(OpId, BlockId), MatchFailure> {
    let body = rewriter.body();
    let loc = body.op_loc(op);
    let (operands, props) = bounds.operands_and_properties(ctx, mapping);
    let output_types: Vec<_> = bounds.outputs.iter().map(|&v| body.value_type(v)).collect();
    let mut state = OperationState::new(ctx.op_name(crate::ForallOp::NAME), loc)
        .operands(&operands)
        .results(&output_types)
        .regions(1);
    state.props = props;
    state.attrs = attrs;
    rewriter.set_insertion_point_before(op);
    let new_op = rewriter.create(state).map_err(ir_failure)?;
    let index = ctx.common().index;
    let mut args: Vec<_> = (0..bounds.rank())
        .map(|i| (index, locs.get(i).copied().unwrap_or(loc)))
        .collect();
    args.extend(output_types.iter().map(|&ty| (ty, loc)));
    let region = rewriter.body().op_regions(new_op)[0];
    let block = rewriter
        .create_block(region, None, &args)
        .map_err(ir_failure)?;
    Ok((new_op, block))
}

/// Drops the shared outputs that no op of the terminator writes (all of them, see the module
/// documentation), or whose result is unused: the body reads the output itself and the result
/// is the output (MLIR's `ForallOpIterArgsFolder`). Discardable attributes are not kept, as in
/// MLIR.
fn fold_iter_args(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (bounds, block) = parts(ctx, body, op)?;
    if bounds.outputs.is_empty() {
        return Err(MatchFailure::new("no shared output"));
    }
    let outputs = bounds.outputs.clone();
    let kept = ForallBounds {
        outputs: Vec::new(),
        ..bounds.clone()
    };
    let mapping = attr(ctx, body, op, "mapping");
    let (_, new_block) = create_forall(ctx, rewriter, op, &kept, mapping, Vec::new(), &[])?;
    let mut args: Vec<Value> = rewriter.body().block_args(new_block).collect();
    args.extend(&outputs);
    rewriter
        .merge_blocks(block, new_block, &args)
        .map_err(ir_failure)?;
    rewriter.replace_op(op, &outputs).map_err(ir_failure)
}

/// The value of bound `entry` before `op`: its operand, or an `arith.constant` of `index`
/// made there (MLIR's `getValueOrCreateConstantIndexOp`).
fn bound_value(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    entry: Mixed,
) -> Result<Value, MatchFailure> {
    match entry {
        Mixed::Dynamic(value) => Ok(value),
        Mixed::Static(constant) => {
            let (index, loc) = (ctx.common().index, rewriter.body().op_loc(op));
            let attr = IntegerAttr::get(ctx, index, constant).attr();
            rewriter.set_insertion_point_before(op);
            rewriter
                .materialize_constant("arith", attr, index, loc)
                .map(|constant| Value::result(constant, 0))
                .ok_or_else(|| MatchFailure::new("`arith` cannot build an `index` constant"))
        }
    }
}

/// Removes a loop with a dimension of no iteration (its results are the outputs), and the
/// dimensions of one iteration (their induction variable is the lower bound): the loop is
/// rebuilt with the others, or inlined when none is left. Loops with a `mapping` are left
/// alone (MLIR's `ForallOpSingleOrZeroIterationDimsFolder`).
fn fold_single_or_zero_iteration_dims(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if attr(ctx, body, op, "mapping").is_some() {
        return Err(MatchFailure::new(
            "the dimensions are mapped to processing units",
        ));
    }
    let (bounds, block) = parts(ctx, body, op)?;
    let mut kept = ForallBounds {
        lower: Vec::new(),
        upper: Vec::new(),
        step: Vec::new(),
        outputs: bounds.outputs.clone(),
    };
    let mut single = Vec::new();
    for dim in 0..bounds.rank() {
        let (lower, upper, step) = (bounds.lower[dim], bounds.upper[dim], bounds.step[dim]);
        match constant_trip_count(ctx, body, lower, upper, step) {
            Some(0) => return rewriter.replace_op(op, &bounds.outputs).map_err(ir_failure),
            Some(1) => single.push(dim),
            _ => {
                kept.lower.push(lower);
                kept.upper.push(upper);
                kept.step.push(step);
            }
        }
    }
    if single.is_empty() {
        return Err(MatchFailure::new("no dimensions have 0 or 1 iterations"));
    }
    if kept.rank() == 0 && body.num_results(op) > 0 {
        // MLIR rebuilds the results from the terminator's ops, which cannot exist here;
        // `ForallOpIterArgsFolder` removes the results first.
        return Err(MatchFailure::new("the shared outputs are still results"));
    }
    let old_args: Vec<Value> = body.block_args(block).collect();
    let locs: Vec<_> = (0..bounds.rank())
        .filter(|dim| !single.contains(dim))
        .map(|dim| body.block_arg_loc(block, dim).unwrap_or(body.op_loc(op)))
        .collect();
    let mut ivs = Vec::new();
    for &dim in &single {
        ivs.push((dim, bound_value(ctx, rewriter, op, bounds.lower[dim])?));
    }
    if kept.rank() == 0 {
        return promote(rewriter, op, block, &ivs, &bounds.outputs);
    }
    let attrs: Vec<NamedAttr> =
        oxir::structure::dictionary_entries(ctx, rewriter.body().op_attrs(op)).to_vec();
    let (new_op, new_block) = create_forall(ctx, rewriter, op, &kept, None, attrs, &locs)?;
    let mut new_args = rewriter.body().block_args(new_block);
    let args: Vec<Value> = (0..old_args.len())
        .map(|i| match ivs.iter().find(|(dim, _)| *dim == i) {
            Some(&(_, value)) => value,
            None => new_args.next().unwrap_or(old_args[i]),
        })
        .collect();
    rewriter
        .merge_blocks(block, new_block, &args)
        .map_err(ir_failure)?;
    let results: Vec<Value> = rewriter.body().results(new_op).collect();
    rewriter.replace_op(op, &results).map_err(ir_failure)
}

/// Inlines the body of `op`, a loop without results whose every dimension runs once, before
/// it: the induction variables are `ivs` (by dimension), the output arguments the outputs
/// (MLIR's `promote`).
fn promote(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    block: BlockId,
    ivs: &[(usize, Value)],
    outputs: &[Value],
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parent = body
        .op_parent_block(op)
        .ok_or_else(|| MatchFailure::new("the loop is not in a block"))?;
    let terminator = body
        .last_op(block)
        .ok_or_else(|| MatchFailure::new("no terminator"))?;
    let mut args: Vec<Value> = ivs.iter().map(|&(_, value)| value).collect();
    args.extend(outputs);
    rewriter
        .inline_block_before(block, parent, Some(op), &args)
        .map_err(ir_failure)?;
    rewriter.erase_op(terminator).map_err(ir_failure)?;
    rewriter.erase_op(op).map_err(ir_failure)
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    const PREFIX: &str = "%n = \"test.n\"() : () -> index\n";

    fn canonical(ir: &str) -> String {
        canonicalized(&format!("{PREFIX}{ir}"))
    }

    // `mlir-opt-19 -canonicalize` gives the same (with `arith.constant` for `tc.constant`).
    #[test]
    fn constant_operands_become_static_bounds() {
        let out = canonical(
            "%c0 = \"tc.constant\"() {value = 0 : index} : () -> index\n%c9 = \"tc.constant\"() {value = 9 : index} : () -> index\nscf.forall (%i, %j) = (%c0, 0) to (%c9, %n) step (2, 2) {\n  \"test.use\"(%i, %j) : (index, index) -> ()\n}",
        );
        assert!(
            out.contains("scf.forall (%arg0, %arg1) = (0, 0) to (9, %0) step (2, 2) {"),
            "{out}"
        );
    }

    #[test]
    fn shared_outputs_leave_the_loop() {
        let out = canonical(
            "%t = \"test.t\"() : () -> tensor<4xf32>\n%r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {\n  \"test.use\"(%o) : (tensor<4xf32>) -> ()\n  scf.forall.in_parallel {\n  }\n} {test.tag}\n\"test.use\"(%r) : (tensor<4xf32>) -> ()",
        );
        let expected = "%0 = \"test.n\"() : () -> index\n%1 = \"test.t\"() : () -> tensor<4xf32>\nscf.forall (%arg0) in (%0) {\n\"test.use\"(%1) : (tensor<4xf32>) -> ()\n}\n\"test.use\"(%1) : (tensor<4xf32>) -> ()";
        assert_eq!(out, expected);
    }

    // Dimensions of one iteration need `arith` to build their lower bound; the file-based
    // tests cover them.
    #[test]
    fn loops_with_a_dimension_of_no_iteration_go() {
        let out = canonical(
            "%t = \"test.t\"() : () -> tensor<4xf32>\nscf.forall (%i, %j) in (%n, 0) {\n  \"test.use\"(%i) : (index) -> ()\n}\n%r = scf.forall (%i) = (%n) to (%n) step (3) shared_outs(%o = %t) -> (tensor<4xf32>) {\n  \"test.use\"(%o) : (tensor<4xf32>) -> ()\n  scf.forall.in_parallel {\n  }\n}\n\"test.use\"(%r) : (tensor<4xf32>) -> ()",
        );
        assert!(!out.contains("scf.forall"), "{out}");
        assert!(
            out.ends_with("\"test.use\"(%1) : (tensor<4xf32>) -> ()"),
            "{out}"
        );
    }

    #[test]
    fn mapped_and_unknown_dimensions_stay() {
        for ir in [
            "scf.forall (%i) in (1) {\n  \"test.use\"(%i) : (index) -> ()\n} {mapping = [#gpu.thread<x>]}",
            "scf.forall (%i) = (5) to (2) step (1) {\n  \"test.use\"(%i) : (index) -> ()\n}",
            "scf.forall (%i) in (%n) {\n  \"test.use\"(%i) : (index) -> ()\n}",
        ] {
            assert!(canonical(ir).contains("scf.forall"), "{ir}");
        }
    }
}
