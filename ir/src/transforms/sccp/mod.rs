//! Sparse conditional constant propagation, as MLIR 19's `-sccp` does it: an optimistic
//! analysis of which blocks can execute and which values are constants ([`solver`], over the
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
pub mod solver;
#[cfg(test)]
mod tests;

use crate::attrs::Attribute;
use crate::call::{call_interface, callable_interface};
use crate::context::Context;
use crate::effects::would_be_trivially_dead;
use crate::rewrite::{OperationFolder, PatternRewriter};
use crate::structure::{BlockId, Body, IrError, OpId, RegionId, Value};
use crate::symbols::{
    SymbolRef, Visibility, is_symbol_op, is_symbol_table, symbol_name, symbol_uses,
    symbol_visibility,
};
use lattice::Lattice;
use solver::{Solver, Unit, UnitState};
use std::collections::{HashMap, HashSet};

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
    if is_symbol_table(ctx, top, op) {
        let (table, regions) = top.region_scope_mut(op);
        let Some(block) = regions.first().and_then(|&r| table.region_entry(r)) else {
            return Ok(SccpStats::default());
        };
        let mut tables = Vec::new();
        let mut plans = Vec::new();
        plan_table(
            ctx,
            table,
            block,
            &[],
            all_uses_visible,
            &mut tables,
            &mut plans,
        );
        let states = {
            let table: &Body = table;
            let units: Vec<Unit<'_>> = plans
                .iter()
                .filter_map(|plan| {
                    let (&callable, owners) = plan.path.split_last()?;
                    let holder = descend(table, owners)?;
                    Some(Unit {
                        op: callable,
                        body: holder.nested_body(callable)?,
                        regions: holder.op_regions(callable).to_vec(),
                        known_callers: plan.known_callers,
                        table: plan.table,
                    })
                })
                .collect();
            if units.len() != plans.len() {
                return Err(IrError::Detached);
            }
            Solver::run(ctx, &units, &tables)
        };
        let mut stats = SccpStats::default();
        for (plan, state) in plans.iter().zip(states) {
            let Some((&callable, owners)) = plan.path.split_last() else {
                continue;
            };
            let holder = descend_mut(table, owners).ok_or(IrError::Detached)?;
            let regions = holder.op_regions(callable).to_vec();
            let body = holder.nested_body_mut(callable).ok_or(IrError::Detached)?;
            rewrite(ctx, body, &regions, &state, &mut stats)?;
        }
        return Ok(stats);
    }
    let state = {
        let (body, regions) = top.region_scope(op);
        let units = [Unit {
            op,
            body,
            regions: regions.to_vec(),
            known_callers: false,
            table: 0,
        }];
        Solver::run(ctx, &units, &[]).pop().unwrap_or_default()
    };
    let (body, regions) = top.region_scope_mut(op);
    let mut stats = SccpStats::default();
    rewrite(ctx, body, &regions, &state, &mut stats)?;
    Ok(stats)
}

/// A callable to analyse: the isolated ops leading to it from the table the pass runs on (the
/// nested symbol tables, then the callable), the table whose symbols its calls resolve in, and
/// whether all its callers are known.
struct Plan {
    path: Vec<OpId>,
    table: usize,
    known_callers: bool,
}

/// Adds the callables of the symbol table whose ops are in `block` (of `body`, reached through
/// `owners`) and of the tables nested in it. `all_uses_visible`: nothing outside refers to the
/// table's symbols (MLIR's `walkSymbolTables`).
fn plan_table(
    ctx: &Context,
    body: &Body,
    block: BlockId,
    owners: &[OpId],
    all_uses_visible: bool,
    tables: &mut Vec<HashMap<Attribute, usize>>,
    plans: &mut Vec<Plan>,
) {
    let table = tables.len();
    tables.push(HashMap::new());
    let not_only_called = symbols_used_otherwise(ctx, body, block);
    for op in body.block_ops(block) {
        let Some(nested) = body.nested_body(op) else {
            continue;
        };
        let path = || owners.iter().copied().chain([op]).collect::<Vec<_>>();
        let is_callable = callable_interface(ctx, body, op)
            .is_some_and(|c| c.callable_region(ctx, body, op).is_some());
        if is_callable {
            let name = symbol_name(ctx, body, op);
            if let Some(name) = name {
                tables[table].entry(name).or_insert(plans.len());
            }
            let visible = match symbol_visibility(ctx, body, op) {
                Visibility::Private => true,
                Visibility::Nested => all_uses_visible,
                Visibility::Public => false,
            };
            plans.push(Plan {
                path: path(),
                table,
                known_callers: visible && name.is_some_and(|n| !not_only_called.contains(&n)),
            });
        } else if is_symbol_table(ctx, body, op) {
            let hidden = all_uses_visible
                || !is_symbol_op(ctx, body, op)
                || symbol_visibility(ctx, body, op) == Visibility::Private;
            let entry = body
                .op_regions(op)
                .first()
                .and_then(|&r| nested.region_entry(r));
            if let Some(entry) = entry {
                plan_table(ctx, nested, entry, &path(), hidden, tables, plans);
            }
        }
    }
}

/// The nested body reached from `body` through the isolated ops `owners`.
fn descend<'b>(body: &'b Body, owners: &[OpId]) -> Option<&'b Body> {
    owners
        .iter()
        .try_fold(body, |body, &owner| body.nested_body(owner))
}

/// Mutable form of [`descend`].
fn descend_mut<'b>(body: &'b mut Body, owners: &[OpId]) -> Option<&'b mut Body> {
    let mut current = body;
    for &owner in owners {
        current = current.nested_body_mut(owner)?;
    }
    Some(current)
}

/// The names of the symbols of the table (whose ops are in `block`) referred to other than as
/// the callee of a call; all of them when the uses cannot be known.
fn symbols_used_otherwise(ctx: &Context, table: &Body, block: BlockId) -> HashSet<Attribute> {
    let mut names = HashSet::new();
    for op in table.block_ops(block) {
        let Ok(uses) = symbol_uses(ctx, table, op) else {
            return table
                .block_ops(block)
                .filter_map(|op| symbol_name(ctx, table, op))
                .collect();
        };
        for use_ in uses {
            let is_call = use_
                .user
                .resolve(table)
                .is_some_and(|body| call_interface(ctx, body, use_.user.op()).is_some());
            if is_call {
                continue;
            }
            if let Some(reference) = SymbolRef::from_attr(ctx, use_.symbol_ref) {
                names.insert(reference.root());
            }
        }
    }
    names
}

/// Replaces the values of `regions` (of `body`) that `state` proved constant, in MLIR's order:
/// blocks as a worklist (the regions of an op visited after its block), the ops of a block in
/// order, then its arguments.
fn rewrite(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    state: &UnitState,
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
    state: &UnitState,
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
