//! Sparse conditional constant propagation, as MLIR 19's `-sccp` does it: an optimistic
//! analysis of which blocks can execute and which values are constants ([`ConstantPropagation`]
//! on the solver of [`crate::transforms::dataflow`], over the
//! [`lattice`]), then a rewrite that replaces every value found constant with a constant op
//! (made unique per function and placed at the start of its entry block by the
//! [`OperationFolder`]) and erases the ops left dead by it.
//!
//! Run on a symbol table (a module), the analysis is interprocedural: the functions of the table
//! are analysed together, a call's results get what its callee returns, and a private function
//! only called gets the constants its callers pass. Run on another op, that op alone is
//! analysed. Blocks found dead are left in place (their values stay as they are), as in MLIR.
//! What it is not: a folder of everything (only values proved constant change), nor a remover
//! of dead blocks.

pub mod lattice;
#[cfg(test)]
mod tests;

use crate::attrs::Attribute;
use crate::context::Context;
use crate::effects::would_be_trivially_dead;
use crate::rewrite::{FoldOutcome, FoldResult, OperationFolder, PatternRewriter};
use crate::structure::{BlockId, Body, IrError, OpId, RegionId, Value};
use crate::transforms::dataflow::{SparseAnalysis, Transfer, UnitState, analyze, unit_scope_mut};
use lattice::Lattice;

/// What the rewrite changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SccpStats {
    /// Values whose uses now use a constant.
    pub replaced: usize,
    /// Ops erased because all their results became constants.
    pub erased: usize,
}

/// Runs sparse conditional constant propagation on `op`, an op of `top`, and what is nested in
/// it. See the module documentation. `all_uses_visible` says that nothing outside `op` refers to
/// its symbols (the top-level module): then the callers of its `nested` functions are known
/// too, not only those of its private ones.
pub fn sccp(
    ctx: &Context,
    top: &mut Body,
    op: OpId,
    all_uses_visible: bool,
) -> Result<SccpStats, IrError> {
    let analysed = analyze(ctx, top, op, all_uses_visible, &ConstantPropagation)?;
    let mut stats = SccpStats::default();
    for unit in analysed {
        let (body, regions) = unit_scope_mut(top, op, &unit.path).ok_or(IrError::Detached)?;
        rewrite(ctx, body, &regions, &unit.state, &mut stats)?;
    }
    Ok(stats)
}

/// The sparse analysis of constant propagation (MLIR's `SparseConstantPropagation`): ops are
/// simulated with their fold hooks on the constants of their operands, waiting while one is
/// uninitialized; an op that does not fold or folds in place gives overdefined results, one
/// folding to a value follows that value.
pub struct ConstantPropagation;

impl SparseAnalysis for ConstantPropagation {
    type Lattice = Lattice;

    fn join(&self, a: Lattice, b: Lattice) -> Lattice {
        a.join(b)
    }

    fn entry_state(&self, _: &Context, _: &Body, _: Value) -> Lattice {
        Lattice::Overdefined
    }

    fn constant(
        &self,
        _: &Context,
        _: &Body,
        _: Value,
        lattice: Lattice,
    ) -> Option<Option<Attribute>> {
        match lattice {
            Lattice::Uninitialized => None,
            lattice => Some(lattice.constant()),
        }
    }

    fn visit_op(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Lattice],
    ) -> Vec<(Value, Transfer<Lattice>)> {
        let Some(constants) = operands
            .iter()
            .map(|&lattice| match lattice {
                Lattice::Uninitialized => None,
                lattice => Some(lattice.constant()),
            })
            .collect::<Option<Vec<_>>>()
        else {
            return Vec::new();
        };
        let name = body.op_name(op);
        let outcome = match ctx.op_descriptor(name).and_then(|d| d.fold) {
            Some(fold) => fold(ctx, body, op, &constants),
            None => FoldOutcome::NoFold,
        };
        let results = body.results(op);
        match outcome {
            FoldOutcome::Results(folded) if folded.len() == body.num_results(op) => results
                .zip(folded)
                .map(|(result, folded)| {
                    let transfer = match folded {
                        FoldResult::Attr(value) => Transfer::Lattice(Lattice::Constant {
                            value,
                            producer: name,
                        }),
                        FoldResult::Value(value) => Transfer::Follow(value),
                    };
                    (result, transfer)
                })
                .collect(),
            _ => results
                .map(|result| (result, Transfer::Lattice(Lattice::Overdefined)))
                .collect(),
        }
    }
}

/// Replaces the values of `regions` (of `body`) that `state` proved constant, in MLIR's order:
/// blocks as a worklist (the regions of an op visited after its block), the ops of a block in
/// order, then its arguments.
fn rewrite(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    state: &UnitState<Lattice>,
    stats: &mut SccpStats,
) -> Result<(), IrError> {
    let mut folder = OperationFolder::new();
    let mut rewriter = PatternRewriter::new(ctx, body);
    let mut worklist = Vec::new();
    let push = |worklist: &mut Vec<BlockId>, body: &Body, regions: &[RegionId]| {
        for &region in regions {
            let blocks: Vec<BlockId> = body.region_blocks(region).collect();
            worklist.extend(blocks.into_iter().rev());
        }
    };
    push(&mut worklist, rewriter.body(), regions);
    while let Some(block) = worklist.pop() {
        let ops: Vec<OpId> = rewriter.body().block_ops(block).collect();
        for op in ops {
            let results: Vec<Value> = rewriter.body().results(op).collect();
            let mut replaced_all = !results.is_empty();
            for result in results {
                replaced_all &=
                    replace_with_constant(&mut rewriter, &mut folder, state, block, result, stats);
            }
            if replaced_all && would_be_trivially_dead(ctx, rewriter.body(), op) {
                rewriter.erase_op(op)?;
                stats.erased += 1;
                continue;
            }
            if rewriter.body().nested_body(op).is_none() {
                let nested = rewriter.body().op_regions(op).to_vec();
                push(&mut worklist, rewriter.body(), &nested);
            }
        }
        let args: Vec<Value> = rewriter.body().block_args(block).collect();
        for arg in args {
            replace_with_constant(&mut rewriter, &mut folder, state, block, arg, stats);
        }
    }
    Ok(())
}

/// Replaces the uses of `value` (in `block`) with the unique constant of its lattice; whether
/// it was a constant that could be materialized.
fn replace_with_constant(
    rewriter: &mut PatternRewriter<'_>,
    folder: &mut OperationFolder,
    state: &UnitState<Lattice>,
    block: BlockId,
    value: Value,
    stats: &mut SccpStats,
) -> bool {
    let Lattice::Constant {
        value: constant,
        producer,
    } = state.get(value)
    else {
        return false;
    };
    let ctx = rewriter.ctx();
    let ty = rewriter.body().value_type(value);
    let dialect = ctx.op_name_dialect(producer);
    let Some(replacement) = folder.get_or_create_constant(rewriter, block, dialect, constant, ty)
    else {
        return false;
    };
    rewriter.replace_all_uses_with(value, replacement);
    stats.replaced += 1;
    true
}
