//! Sparse forward data-flow analysis over the units of a body (MLIR's `DataFlowSolver` with
//! `DeadCodeAnalysis` and one sparse analysis): [`solver`] is the fixpoint over control flow,
//! generic in the [`SparseAnalysis`] it runs; this module says what the units are.
//!
//! Run on a symbol table (a module), the analysis is interprocedural: the callables of the
//! table (and of the tables nested in it) are the units, a call's results get what its callee
//! returns, and a private callable only called gets what its callers pass. Run on another op,
//! that op alone is the unit. [`analyze`] gives each unit's [`UnitState`] with the path that
//! leads to it, which [`unit_scope_mut`] turns into the body a rewrite edits.

pub mod solver;

use crate::attrs::Attribute;
use crate::call::{call_interface, callable_interface};
use crate::context::Context;
use crate::structure::{BlockId, Body, IrError, OpId, RegionId};
use crate::symbols::{
    SymbolRef, Visibility, is_symbol_op, is_symbol_table, symbol_name, symbol_uses,
    symbol_visibility,
};
use solver::{Solver, Unit};
pub use solver::{SparseAnalysis, Transfer, UnitState};
use std::collections::{HashMap, HashSet};

/// What the analysis found for one unit, and where the unit is.
#[derive(Debug)]
pub struct Analysed<L> {
    /// The isolated ops leading from the op analysed to the unit (the nested symbol tables,
    /// then the callable); empty when the op analysed is the unit.
    pub path: Vec<OpId>,
    /// Whether every call to the unit is known (a private callable whose symbol is only
    /// called); the op analysed alone has callers that are not.
    pub known_callers: bool,
    /// The blocks that execute and the lattice of each value.
    pub state: UnitState<L>,
}

/// Runs `analysis` on `op` of `top` and what is nested in it (see the module documentation).
/// `all_uses_visible` says that nothing outside `op` refers to its symbols (the top-level
/// module): then the callers of its `nested` callables are known too, not only those of its
/// private ones.
pub fn analyze<A: SparseAnalysis>(
    ctx: &Context,
    top: &Body,
    op: OpId,
    all_uses_visible: bool,
    analysis: &A,
) -> Result<Vec<Analysed<A::Lattice>>, IrError> {
    if !is_symbol_table(ctx, top, op) {
        let (body, regions) = top.region_scope(op);
        let units = [Unit {
            op,
            body,
            regions: regions.to_vec(),
            known_callers: false,
            table: 0,
        }];
        let state = Solver::run(ctx, analysis, &units, &[])
            .pop()
            .unwrap_or_default();
        return Ok(vec![Analysed {
            path: Vec::new(),
            known_callers: false,
            state,
        }]);
    }
    let (table, regions) = top.region_scope(op);
    let Some(block) = regions.first().and_then(|&r| table.region_entry(r)) else {
        return Ok(Vec::new());
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
    let states = Solver::run(ctx, analysis, &units, &tables);
    Ok(plans
        .into_iter()
        .zip(states)
        .map(|(plan, state)| Analysed {
            path: plan.path,
            known_callers: plan.known_callers,
            state,
        })
        .collect())
}

/// The body holding the regions of the unit `path` leads to from `op` of `top` (see
/// [`Analysed::path`]), and those regions.
pub fn unit_scope<'b>(top: &'b Body, op: OpId, path: &[OpId]) -> Option<(&'b Body, Vec<RegionId>)> {
    let (scope, regions) = top.region_scope(op);
    let Some((&callable, owners)) = path.split_last() else {
        return Some((scope, regions.to_vec()));
    };
    let holder = descend(scope, owners)?;
    Some((
        holder.nested_body(callable)?,
        holder.op_regions(callable).to_vec(),
    ))
}

/// The body holding the op of the unit `path` leads to from `op` of `top` (where its symbol
/// name, visibility and signature are), and that op; `None` for the op analysed alone.
pub fn unit_holder<'b>(top: &'b Body, op: OpId, path: &[OpId]) -> Option<(&'b Body, OpId)> {
    let (&callable, owners) = path.split_last()?;
    let (scope, _) = top.region_scope(op);
    Some((descend(scope, owners)?, callable))
}

/// Mutable form of [`unit_holder`].
pub fn unit_holder_mut<'b>(
    top: &'b mut Body,
    op: OpId,
    path: &[OpId],
) -> Option<(&'b mut Body, OpId)> {
    let (&callable, owners) = path.split_last()?;
    let (scope, _) = top.region_scope_mut(op);
    Some((descend_mut(scope, owners)?, callable))
}

/// Mutable form of [`unit_scope`].
pub fn unit_scope_mut<'b>(
    top: &'b mut Body,
    op: OpId,
    path: &[OpId],
) -> Option<(&'b mut Body, Vec<RegionId>)> {
    let (scope, regions) = top.region_scope_mut(op);
    let Some((&callable, owners)) = path.split_last() else {
        return Some((scope, regions));
    };
    let holder = descend_mut(scope, owners)?;
    let regions = holder.op_regions(callable).to_vec();
    Some((holder.nested_body_mut(callable)?, regions))
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
