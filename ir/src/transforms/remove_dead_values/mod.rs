//! Dead value removal, as MLIR 19's `-remove-dead-values` does it: with the [`liveness`] of
//! every value, found once, it erases the ops without effects whose results are all dead,
//! drops the dead arguments and results of private functions (and the matching operands and
//! results of their calls), and drops the dead results, region arguments and forwarded operands
//! of region ops such as `scf.for`, `scf.while` and `scf.if`, erasing those left with nothing
//! live and no effects.
//!
//! As in MLIR 19, IR with branch ops, symbol ops other than functions (a named module, a
//! global) or symbol users other than calls is refused with an error and left as it is; public
//! functions keep their signatures; a value the analysis did not reach (in a block that cannot
//! execute, a loop's induction variable) is kept. Unlike MLIR 19, which crashes on them, private
//! function declarations are left alone.
//!
//! Ops are visited after the ops nested in them, each function after its body. A removed value
//! may still be used by an op removed later (a dead user after its dead producer, a returned
//! value the function stops returning): its uses move to a placeholder, which is erased once
//! unused, as MLIR leaves such operands null until their users go.

mod liveness;
#[cfg(test)]
mod tests;

use crate::call::call_interface;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::function::{erase_signature_entries, function_interface};
use crate::region_branch::{
    RegionBranchOpInterface, RegionPoint, region_branch_interface, terminator_successor_operands,
};
use crate::structure::{
    BlockId, Body, InsertPoint, IrError, OpId, OperationState, RegionId, Value, WalkControl,
    WalkOrder, dictionary_entries,
};
use crate::symbols::{Visibility, is_symbol_op, symbol_name, symbol_visibility};
use crate::transforms::dataflow::{
    analyze, unit_holder, unit_holder_mut, unit_scope, unit_scope_mut,
};
use crate::transforms::sccp::ConstantPropagation;
use liveness::{Callees, Key, Liveness, UnitView, callee_name, goes_whole};
use std::collections::HashSet;
use std::ops::ControlFlow;

/// The error on the first op of IR the pass does not change (MLIR 19's words, its line break
/// included).
pub const REFUSED: &str =
    "cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops\n";

/// What the pass did.
#[derive(Debug)]
pub enum Outcome {
    /// The IR holds an op the pass does not handle: this error is on it, and nothing changed.
    Refused(Box<Diagnostic>),
    /// The dead values are gone; whether anything changed.
    Cleaned(bool),
}

/// Removes the dead values of `op` of `top` (see the module documentation).
/// `all_uses_visible` says that nothing outside `op` refers to its symbols (the top-level
/// module).
pub fn remove_dead_values(
    ctx: &Context,
    top: &mut Body,
    op: OpId,
    all_uses_visible: bool,
) -> Result<Outcome, IrError> {
    if let Some(error) = refusal(ctx, top, op) {
        return Ok(Outcome::Refused(Box::new(error)));
    }
    let analysed = analyze(ctx, top, op, all_uses_visible, &ConstantPropagation)?;
    let mut views = Vec::new();
    for unit in &analysed {
        let (body, regions) = unit_scope(top, op, &unit.path).ok_or(IrError::Detached)?;
        let name = unit_holder(top, op, &unit.path)
            .and_then(|(holder, callable)| symbol_name(ctx, holder, callable));
        views.push(UnitView {
            body,
            regions,
            path: unit.path.clone(),
            name,
            known_callers: unit.known_callers,
            executable: &unit.state.live,
        });
    }
    let liveness = Liveness::compute(ctx, &views);
    let paths: Vec<Vec<OpId>> = views.iter().map(|v| v.path.clone()).collect();
    let entries: Vec<Option<BlockId>> = views
        .iter()
        .map(|v| v.regions.first().and_then(|&r| v.body.region_entry(r)))
        .collect();
    let names: Vec<_> = views.iter().map(|v| v.name).collect();
    let calls = calls_by_callee(ctx, &views);
    drop(views);
    let mut cleaner = Cleaner {
        ctx,
        liveness: &liveness,
        fresh: HashSet::new(),
        entries,
        placeholders: vec![Vec::new(); paths.len()],
        changed: false,
    };
    for unit in 0..paths.len() {
        let (body, regions) = unit_scope_mut(top, op, &paths[unit]).ok_or(IrError::Detached)?;
        cleaner.clean_body(unit, body, &regions)?;
        cleaner.clean_function(top, op, &paths, &names, &calls, unit)?;
    }
    for (unit, path) in paths.iter().enumerate() {
        let (body, _) = unit_scope_mut(top, op, path).ok_or(IrError::Detached)?;
        cleaner.erase_placeholders(unit, body)?;
    }
    Ok(Outcome::Cleaned(cleaner.changed))
}

/// Per unit, the calls to it from the units of its symbol table, in any block: (calling unit,
/// call op).
fn calls_by_callee(ctx: &Context, views: &[UnitView<'_>]) -> Vec<Vec<(usize, OpId)>> {
    let callees = Callees::new(views);
    let mut calls = vec![Vec::new(); views.len()];
    for (caller, view) in views.iter().enumerate() {
        for op in view.body.ops_of_regions(&view.regions) {
            for inner in view.body.collect_ops(op, WalkOrder::PreOrder) {
                if let Some(callee) = callees.of(ctx, view, inner) {
                    calls[callee].push((caller, inner));
                }
            }
        }
    }
    calls
}

/// The error on the first op, after the ops nested in it, that the pass does not handle: a
/// branch op, a symbol op that is not a function, or a symbol user that is not a call.
fn refusal(ctx: &Context, top: &Body, root: OpId) -> Option<Diagnostic> {
    let found = top.walk_with_control(root, WalkOrder::PostOrder, |body, op| {
        let name = body.op_name(op);
        let branch = crate::branch::branch_interface(ctx, body, op).is_some();
        let symbol = is_symbol_op(ctx, body, op) && function_interface(ctx, body, op).is_none();
        let user = ctx
            .op_descriptor(name)
            .and_then(|d| {
                d.interfaces
                    .get::<dyn crate::symbols::SymbolUserOpInterface>()
            })
            .is_some()
            && call_interface(ctx, body, op).is_none();
        if branch || symbol || user {
            ControlFlow::Break(crate::verifier::error_on_op(ctx, body, op, REFUSED))
        } else {
            ControlFlow::Continue(WalkControl::Advance)
        }
    });
    match found {
        ControlFlow::Break(error) => Some(error),
        ControlFlow::Continue(()) => None,
    }
}

/// The edits, with what they need to know.
struct Cleaner<'a, 'c> {
    ctx: &'c Context,
    liveness: &'a Liveness,
    /// The ops made by the edits (rebuilt ops, placeholders), by unit: their values count as
    /// live, as in MLIR, whose analysis never saw them.
    fresh: HashSet<(usize, OpId)>,
    /// Per unit, the entry block of its first region, where placeholders go.
    entries: Vec<Option<BlockId>>,
    /// Per unit, the placeholder ops standing in for removed values still used; erased at
    /// the end, when their users are gone.
    placeholders: Vec<Vec<OpId>>,
    changed: bool,
}

impl Cleaner<'_, '_> {
    /// Whether `value` of `unit` is live (a value the edits made always is).
    fn is_live(&self, unit: usize, value: Value) -> bool {
        if value
            .defining_op()
            .is_some_and(|op| self.fresh.contains(&(unit, op)))
        {
            return true;
        }
        self.liveness.is_live((unit, value) as Key)
    }

    /// Moves the uses of `value` (of `unit`) to a placeholder of its type, placed at the
    /// start of the unit's entry block: outside every op the pass may erase, and before every
    /// use.
    fn drop_uses(&mut self, unit: usize, body: &mut Body, value: Value) -> Result<(), IrError> {
        if !body.has_uses(value) {
            return Ok(());
        }
        let at = InsertPoint::BlockStart(self.entries[unit].ok_or(IrError::Detached)?);
        let name = self.ctx.op_name("builtin.unrealized_conversion_cast");
        let mut state = OperationState::new(name, self.ctx.common().unknown_loc);
        state.result_types.push(body.value_type(value));
        let placeholder = body.create_op(self.ctx, state);
        body.insert_op(placeholder, at)?;
        self.fresh.insert((unit, placeholder));
        self.placeholders[unit].push(placeholder);
        body.replace_all_uses(value, Value::result(placeholder, 0));
        Ok(())
    }

    /// Drops the uses of the results of `op` (of `unit`), then erases it.
    fn erase(&mut self, unit: usize, body: &mut Body, op: OpId) -> Result<(), IrError> {
        for result in body.results(op).collect::<Vec<_>>() {
            self.drop_uses(unit, body, result)?;
        }
        body.erase_op(op)?;
        self.changed = true;
        Ok(())
    }

    /// Erases the placeholders of `unit` (in `body`): the ops that used them are gone by now;
    /// one still used is an edit this module got wrong, and fails the pass.
    fn erase_placeholders(&mut self, unit: usize, body: &mut Body) -> Result<(), IrError> {
        for placeholder in std::mem::take(&mut self.placeholders[unit]) {
            body.erase_op(placeholder)?;
        }
        Ok(())
    }

    /// Cleans the ops of `regions` (of `body`, unit `unit`), each after the ops nested in it.
    fn clean_body(
        &mut self,
        unit: usize,
        body: &mut Body,
        regions: &[RegionId],
    ) -> Result<(), IrError> {
        let ops: Vec<OpId> = body
            .ops_of_regions(regions)
            .into_iter()
            .flat_map(|op| body.collect_ops(op, WalkOrder::PostOrder))
            .collect();
        for op in ops {
            if self.fresh.contains(&(unit, op)) || !body.contains_op(op) {
                continue;
            }
            if function_interface(self.ctx, body, op).is_some() {
                continue;
            }
            if let Some(interface) = region_branch_interface(self.ctx, body, op) {
                self.clean_region_branch(unit, body, op, interface)?;
            } else if goes_whole(self.ctx, body, op, |r| self.is_live(unit, r)) {
                self.erase(unit, body, op)?;
            }
        }
        Ok(())
    }

    /// Drops the dead arguments and results of private function `unit` (MLIR's
    /// `cleanFuncOp`): its arguments that are dead, with the operands of its calls; its
    /// results dead at every call (all of them without calls), with those of its calls.
    fn clean_function(
        &mut self,
        top: &mut Body,
        root: OpId,
        paths: &[Vec<OpId>],
        names: &[Option<crate::attrs::Attribute>],
        calls: &[Vec<(usize, OpId)>],
        unit: usize,
    ) -> Result<(), IrError> {
        // Only a function of a symbol table has a name (the op analysed alone has none).
        let Some(name) = names[unit] else {
            return Ok(());
        };
        let (holder, function) = unit_holder(top, root, &paths[unit]).ok_or(IrError::Detached)?;
        if symbol_visibility(self.ctx, holder, function) != Visibility::Private
            || function_interface(self.ctx, holder, function).is_none()
        {
            return Ok(());
        }
        // A call gone since it was found (erased with an op around it) is skipped.
        let calls: Vec<(usize, OpId)> = calls[unit]
            .iter()
            .copied()
            .filter(|&(caller, call)| {
                unit_scope(top, root, &paths[caller]).is_some_and(|(body, _)| {
                    body.contains_op(call) && callee_name(self.ctx, body, call) == Some(name)
                })
            })
            .collect();
        // Which arguments and results go, from the function's body and its calls.
        let (body, regions) = unit_scope_mut(top, root, &paths[unit]).ok_or(IrError::Detached)?;
        let Some(entry) = regions.first().and_then(|&r| body.region_entry(r)) else {
            return Ok(());
        };
        let args: Vec<Value> = body.block_args(entry).collect();
        let dead_args: Vec<bool> = args.iter().map(|&a| !self.is_live(unit, a)).collect();
        let last_block = body.region_blocks(regions[0]).last();
        let num_returns = last_block
            .and_then(|b| body.last_op(b))
            .map_or(0, |t| body.num_operands(t));
        let mut dead_results = vec![true; num_returns];
        for &(caller, call) in &calls {
            let (caller_body, _) =
                unit_scope(top, root, &paths[caller]).ok_or(IrError::Detached)?;
            for (index, result) in caller_body.results(call).enumerate() {
                if index < num_returns && self.is_live(caller, result) {
                    dead_results[index] = false;
                }
            }
        }
        // The body: dead arguments and returned values go.
        let (body, regions) = unit_scope_mut(top, root, &paths[unit]).ok_or(IrError::Detached)?;
        for (index, &arg) in args.iter().enumerate().rev() {
            if dead_args[index] {
                self.drop_uses(unit, body, arg)?;
                body.erase_block_arg(entry, index)?;
                self.changed = true;
            }
        }
        let blocks: Vec<_> = body.region_blocks(regions[0]).collect();
        for block in blocks {
            let Some(terminator) = body.last_op(block) else {
                continue;
            };
            if body.num_operands(terminator) == num_returns {
                let kept = kept_values(body.operands(terminator), &dead_results);
                body.set_operands(terminator, &kept);
            }
        }
        // The signature.
        let (holder, _) = unit_holder_mut(top, root, &paths[unit]).ok_or(IrError::Detached)?;
        erase_signature_entries(self.ctx, holder, function, &dead_args, &dead_results);
        self.changed |= dead_results.iter().any(|&d| d);
        // The calls.
        for (caller, call) in calls {
            let (caller_body, _) =
                unit_scope_mut(top, root, &paths[caller]).ok_or(IrError::Detached)?;
            let args = call_interface(self.ctx, caller_body, call)
                .map_or(0..0, |c| c.arg_operands(self.ctx, caller_body, call));
            let operands: Vec<Value> = caller_body
                .operands(call)
                .enumerate()
                .filter(|&(i, _)| {
                    !(args.contains(&i) && dead_args.get(i - args.start).copied().unwrap_or(false))
                })
                .map(|(_, v)| v)
                .collect();
            caller_body.set_operands(call, &operands);
            self.rebuild_without_results(caller, caller_body, call, &dead_results)?;
        }
        Ok(())
    }

    /// Replaces `op` with an op like it without the results marked in `erased`, its regions
    /// moved over (MLIR's `dropUsesAndEraseResults`), even when none is.
    fn rebuild_without_results(
        &mut self,
        unit: usize,
        body: &mut Body,
        op: OpId,
        erased: &[bool],
    ) -> Result<OpId, IrError> {
        let results: Vec<Value> = body.results(op).collect();
        let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
        state.operands = body.operands(op).collect();
        state.result_types = kept_values(results.iter().copied(), erased)
            .into_iter()
            .map(|v| body.value_type(v))
            .collect();
        state.attrs = dictionary_entries(self.ctx, body.op_attrs(op)).to_vec();
        state.props = body.op_props(op);
        state.successors = body.successors(op).collect();
        let old_regions = body.op_regions(op).to_vec();
        state.num_regions = old_regions.len() as u32;
        let new = body.create_op(self.ctx, state);
        body.insert_op(new, InsertPoint::After(op))?;
        self.fresh.insert((unit, new));
        let new_regions = body.op_regions(new).to_vec();
        for (&from, &into) in old_regions.iter().zip(&new_regions) {
            body.move_region_blocks(from, into, None)?;
        }
        let mut next = 0;
        for (index, &result) in results.iter().enumerate() {
            if erased.get(index).copied().unwrap_or(false) {
                self.drop_uses(unit, body, result)?;
            } else {
                body.replace_all_uses(result, Value::result(new, next));
                next += 1;
            }
        }
        body.erase_op(op)?;
        self.changed |= erased.iter().any(|&e| e);
        Ok(new)
    }

    /// Cleans region branch op `op` (MLIR's `cleanRegionBranchOp`): erased when it has no
    /// effects and no live result; else the results, region arguments and forwarded operands
    /// that nothing live needs go, each kept with every value it is passed to or from.
    fn clean_region_branch(
        &mut self,
        unit: usize,
        body: &mut Body,
        op: OpId,
        interface: &dyn RegionBranchOpInterface,
    ) -> Result<(), IrError> {
        let results: Vec<Value> = body.results(op).collect();
        if goes_whole(self.ctx, body, op, |r| self.is_live(unit, r)) {
            return self.erase(unit, body, op);
        }
        let edges = RegionEdges::of(self.ctx, body, op, interface);
        let regions = body.op_regions(op).to_vec();
        let mut keep = Keep {
            results: results.iter().map(|&r| self.is_live(unit, r)).collect(),
            // An argument the op makes itself (a loop's induction variable) stays: MLIR 19
            // erases a dead one, breaking the loop.
            args: regions
                .iter()
                .enumerate()
                .map(|(index, &r)| match body.region_entry(r) {
                    Some(entry) => {
                        let inputs = interface.region_inputs(self.ctx, body, op, index);
                        body.block_args(entry)
                            .enumerate()
                            .map(|(i, a)| !inputs.contains(&i) || self.is_live(unit, a))
                            .collect()
                    }
                    None => Vec::new(),
                })
                .collect(),
            operands: (0..body.num_operands(op))
                .map(|i| !edges.entry.iter().any(|e| e.operand == i))
                .collect(),
            // A terminator operand passed nowhere (`scf.condition`'s condition) stays.
            terminators: edges
                .terminators
                .iter()
                .enumerate()
                .map(|(t, &(_, count))| {
                    (0..count)
                        .map(|i| {
                            !edges
                                .exits
                                .iter()
                                .any(|e| e.terminator == t && e.operand == i)
                        })
                        .collect()
                })
                .collect(),
        };
        keep.close(&edges);
        // Operands, region arguments, terminator operands, then results.
        let kept = kept_values(body.operands(op), &negated(&keep.operands));
        body.set_operands(op, &kept);
        for (index, &region) in regions.iter().enumerate() {
            let Some(entry) = body.region_entry(region) else {
                continue;
            };
            for arg in (0..body.num_block_args(entry)).rev() {
                if !keep.args[index][arg] {
                    let value = Value::block_arg(entry, arg as u32);
                    self.drop_uses(unit, body, value)?;
                    body.erase_block_arg(entry, arg)?;
                    self.changed = true;
                }
            }
        }
        for (t, &(region, _)) in edges.terminators.iter().enumerate() {
            let Some(terminator) = body
                .region_entry(regions[region])
                .and_then(|b| body.last_op(b))
            else {
                continue;
            };
            let kept = kept_values(body.operands(terminator), &negated(&keep.terminators[t]));
            body.set_operands(terminator, &kept);
        }
        self.changed |= keep.operands.iter().any(|&k| !k);
        self.rebuild_without_results(unit, body, op, &negated(&keep.results))?;
        Ok(())
    }
}

/// One value passed along a region edge: operand `operand` of the op (on entry) or of
/// terminator `terminator` (its index in [`RegionEdges::terminators`]; unused on entry),
/// arriving at `input`.
struct Passed {
    terminator: usize,
    operand: usize,
    input: Input,
}

/// Where a passed value arrives: result `n` of the op, or argument `n` of a region's entry
/// block.
#[derive(Copy, Clone)]
enum Input {
    Result(usize),
    Arg(usize, usize),
}

/// The edges of a region branch op, read once before it changes.
struct RegionEdges {
    /// The op's operands passed on entry.
    entry: Vec<Passed>,
    /// The terminators' operands passed on.
    exits: Vec<Passed>,
    /// The regions with a terminator ending their first block, and its operand count.
    terminators: Vec<(usize, usize)>,
}

impl RegionEdges {
    fn of(ctx: &Context, body: &Body, op: OpId, interface: &dyn RegionBranchOpInterface) -> Self {
        let inputs = |to: RegionPoint| -> Vec<Input> {
            match to {
                RegionPoint::Parent => (0..body.num_results(op)).map(Input::Result).collect(),
                RegionPoint::Region(r) => interface
                    .region_inputs(ctx, body, op, r)
                    .map(|a| Input::Arg(r, a))
                    .collect(),
            }
        };
        let unknown = vec![None; body.num_operands(op)];
        let mut entry = Vec::new();
        for to in interface.successors(ctx, body, op, RegionPoint::Parent, &unknown) {
            let passed = interface.entry_operands(ctx, body, op, to);
            for (operand, input) in passed.zip(inputs(to)) {
                entry.push(Passed {
                    terminator: 0,
                    operand,
                    input,
                });
            }
        }
        let mut exits = Vec::new();
        let mut terminators = Vec::new();
        for (region, &id) in body.op_regions(op).iter().enumerate() {
            let Some(terminator) = body.region_entry(id).and_then(|b| body.last_op(b)) else {
                continue;
            };
            let count = body.num_operands(terminator);
            let index = terminators.len();
            terminators.push((region, count));
            let unknown = vec![None; count];
            let from = RegionPoint::Region(region);
            for to in interface.successors(ctx, body, op, from, &unknown) {
                let passed = terminator_successor_operands(ctx, body, terminator, to);
                for (operand, input) in passed.zip(inputs(to)) {
                    exits.push(Passed {
                        terminator: index,
                        operand,
                        input,
                    });
                }
            }
        }
        RegionEdges {
            entry,
            exits,
            terminators,
        }
    }
}

/// What a region branch op keeps: per result, per region entry argument, per operand and per
/// terminator operand.
struct Keep {
    results: Vec<bool>,
    args: Vec<Vec<bool>>,
    operands: Vec<bool>,
    terminators: Vec<Vec<bool>>,
}

impl Keep {
    fn input(&mut self, input: Input) -> &mut bool {
        match input {
            Input::Result(n) => &mut self.results[n],
            Input::Arg(r, a) => &mut self.args[r][a],
        }
    }

    /// Keeps, until nothing changes, every operand passed to a kept input and every input
    /// a kept operand is passed to: what goes, goes with all it travels with.
    fn close(&mut self, edges: &RegionEdges) {
        loop {
            let mut changed = false;
            for passed in &edges.entry {
                let input = *self.input(passed.input);
                changed |= keep_together(&mut self.operands[passed.operand], input);
            }
            for passed in &edges.exits {
                let input = *self.input(passed.input);
                let operand = &mut self.terminators[passed.terminator][passed.operand];
                changed |= keep_together(operand, input);
            }
            for passed in &edges.entry {
                let operand = self.operands[passed.operand];
                changed |= keep_together(self.input(passed.input), operand);
            }
            for passed in &edges.exits {
                let operand = self.terminators[passed.terminator][passed.operand];
                changed |= keep_together(self.input(passed.input), operand);
            }
            if !changed {
                return;
            }
        }
    }
}

/// Keeps `slot` when `other` is kept; whether that changed it.
fn keep_together(slot: &mut bool, other: bool) -> bool {
    let changed = other && !*slot;
    *slot |= other;
    changed
}

/// The values of `values` not marked in `erased`.
fn kept_values(values: impl Iterator<Item = Value>, erased: &[bool]) -> Vec<Value> {
    values
        .enumerate()
        .filter(|&(i, _)| !erased.get(i).copied().unwrap_or(false))
        .map(|(_, v)| v)
        .collect()
}

fn negated(keep: &[bool]) -> Vec<bool> {
    keep.iter().map(|&k| !k).collect()
}
