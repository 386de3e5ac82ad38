//! The analysis of sparse conditional constant propagation (MLIR's `DeadCodeAnalysis` and
//! `SparseConstantPropagation` run together): which blocks can execute, and a [`Lattice`] per
//! value, computed optimistically with a worklist until nothing changes.
//!
//! The IR analysed is a list of *units*, isolated ops of one holding body (the functions of a
//! module, or the one op a pass runs on), each with its regions in its nested body. A unit's
//! entry blocks execute when its callers are not all known (a public function, one whose
//! symbol is used other than by calls, or the op the pass runs on) or when a call to it
//! executes; in the first case its entry arguments are overdefined, else they join the
//! operands of the executing calls. Within a unit:
//! - an op in an executing block is simulated with its fold hook on the constants of its
//!   operands (waiting while one of them is uninitialized); an op that does not fold, folds in
//!   place, or has regions gets overdefined results; an op folding to a value gets that
//!   value's lattice, and is simulated again whenever that lattice changes, even when the
//!   value is not one of its operands (MLIR 19 misses this case, and may keep a stale
//!   constant);
//! - a call to a unit gets the join of the values its callee returns (`ReturnLike`
//!   terminators of executing blocks of the callee's regions); other calls are overdefined;
//! - a terminator with [`crate::branch::BranchOpInterface`] makes executable the successor its
//!   constant operands select, or all of them, and its forwarded operands join the successors'
//!   arguments; a terminator without the interface makes every successor executable with
//!   overdefined arguments;
//! - an op with [`crate::region_branch::RegionBranchOpInterface`] enters the regions its
//!   constant operands lead to, passing its operands; a terminator ending one of its regions
//!   passes its operands on to the next region or to the op's results, as the interface says;
//! - another op with regions makes the entry blocks of its regions executable with overdefined
//!   arguments, and its results overdefined.
//!
//! Ops nested in a further isolated op are not analysed. The rewrite using the result is in
//! the parent module.

use super::lattice::Lattice;
use crate::attrs::{AttrData, Attribute};
use crate::branch::branch_interface;
use crate::call::{Callee, call_callee};
use crate::context::Context;
use crate::region_branch::{
    RegionBranchOpInterface, RegionPoint, region_branch_interface, terminator_successor_operands,
};
use crate::rewrite::FoldOutcome;
use crate::rewrite::FoldResult;
use crate::structure::{BlockId, Body, OpId, RegionId, Value};
use crate::traits::Trait;
use std::collections::{HashMap, HashSet};

/// One analysed isolated op: its body and regions, and how it is called.
pub struct Unit<'a> {
    /// The op, in the holding body.
    pub op: OpId,
    /// The body of its regions.
    pub body: &'a Body,
    /// Its regions, in `body`.
    pub regions: Vec<RegionId>,
    /// Whether every call to it is known (a private callable whose symbol is only called).
    pub known_callers: bool,
    /// The symbol table its calls resolve in (an index into the solver's tables).
    pub table: usize,
}

/// What the analysis found for one unit.
#[derive(Default, Debug)]
pub struct UnitState {
    /// The blocks that can execute.
    pub live: HashSet<BlockId>,
    /// The lattice of each value reached.
    pub lattice: HashMap<Value, Lattice>,
    /// The calls to this unit that execute: (unit, call op).
    callers: Vec<(usize, OpId)>,
    /// Per value, the ops of this unit whose fold gave that value although it is not one of
    /// their operands (`(x ^ a) ^ a` gives `x`): their results follow its lattice, so they
    /// are visited again when it changes, as its users are.
    folded_to: HashMap<Value, Vec<OpId>>,
}

impl UnitState {
    /// The lattice of `value` (uninitialized when never reached).
    pub fn get(&self, value: Value) -> Lattice {
        self.lattice
            .get(&value)
            .copied()
            .unwrap_or(Lattice::Uninitialized)
    }
}

/// The solver. See the module documentation.
pub struct Solver<'a, 'c> {
    ctx: &'c Context,
    units: &'a [Unit<'a>],
    /// Per symbol table: the unit of each callable symbol name.
    tables: &'a [HashMap<Attribute, usize>],
    states: Vec<UnitState>,
    worklist: Vec<(usize, OpId)>,
}

impl<'a, 'c> Solver<'a, 'c> {
    /// Runs the analysis over `units`, calls resolving through `tables` (per symbol table, the
    /// unit of each callable symbol name).
    pub fn run(
        ctx: &'c Context,
        units: &'a [Unit<'a>],
        tables: &'a [HashMap<Attribute, usize>],
    ) -> Vec<UnitState> {
        let mut solver = Solver {
            ctx,
            units,
            tables,
            states: units.iter().map(|_| UnitState::default()).collect(),
            worklist: Vec::new(),
        };
        for (index, unit) in units.iter().enumerate() {
            if !unit.known_callers {
                solver.enter_unit(index, None);
            }
        }
        while let Some((unit, op)) = solver.worklist.pop() {
            solver.visit(unit, op);
        }
        solver.states
    }

    /// Makes the entry blocks of `unit`'s regions executable; its entry arguments join the
    /// operands of `call` (unit, op), or become overdefined without one.
    fn enter_unit(&mut self, unit: usize, call: Option<(usize, OpId)>) {
        let info = &self.units[unit];
        let args: Vec<Lattice> = match call {
            Some((caller, op)) => {
                let body = self.units[caller].body;
                let operands = crate::call::call_arguments(self.ctx, body, op).unwrap_or_default();
                operands
                    .iter()
                    .map(|&v| self.states[caller].get(v))
                    .collect()
            }
            None => Vec::new(),
        };
        for &region in &info.regions {
            let Some(entry) = info.body.region_entry(region) else {
                continue;
            };
            let entry_args: Vec<Value> = info.body.block_args(entry).collect();
            for (index, arg) in entry_args.into_iter().enumerate() {
                let lattice = match call {
                    Some(_) => args.get(index).copied().unwrap_or(Lattice::Overdefined),
                    None => Lattice::Overdefined,
                };
                self.join(unit, arg, lattice);
            }
            self.mark_live(unit, entry);
        }
    }

    /// Makes `block` of `unit` executable (visiting its ops the first time).
    fn mark_live(&mut self, unit: usize, block: BlockId) {
        if self.states[unit].live.insert(block) {
            let body = self.units[unit].body;
            self.worklist
                .extend(body.block_ops(block).map(|op| (unit, op)));
        }
    }

    /// Joins `lattice` into `value` of `unit`, revisiting the users when it changes.
    fn join(&mut self, unit: usize, value: Value, lattice: Lattice) {
        let old = self.states[unit].get(value);
        let new = old.join(lattice);
        if new == old {
            return;
        }
        self.states[unit].lattice.insert(value, new);
        let body = self.units[unit].body;
        let live = &self.states[unit].live;
        let users: Vec<OpId> = body
            .users(value)
            .filter(|&user| {
                body.op_parent_block(user)
                    .is_some_and(|b| live.contains(&b))
            })
            .collect();
        self.worklist.extend(users.into_iter().map(|op| (unit, op)));
        if let Some(folded) = self.states[unit].folded_to.get(&value) {
            self.worklist.extend(folded.iter().map(|&op| (unit, op)));
        }
    }

    fn visit(&mut self, unit: usize, op: OpId) {
        let body = self.units[unit].body;
        let ctx = self.ctx;
        let name = body.op_name(op);
        if call_callee(ctx, body, op).is_some() {
            self.visit_call(unit, op);
        } else if !body.op_regions(op).is_empty()
            && body.nested_body(op).is_none()
            && let Some(interface) = region_branch_interface(ctx, body, op)
        {
            self.enter_region_branch(unit, op, interface);
        } else if !body.op_regions(op).is_empty() {
            self.overdefine_results(unit, op);
            if body.nested_body(op).is_none() {
                for &region in body.op_regions(op) {
                    if let Some(entry) = body.region_entry(region) {
                        let args: Vec<Value> = body.block_args(entry).collect();
                        for arg in args {
                            self.join(unit, arg, Lattice::Overdefined);
                        }
                        self.mark_live(unit, entry);
                    }
                }
            }
        } else if body.num_results(op) > 0 {
            self.fold(unit, op);
        }
        // Any op with successors branches (an unregistered one too, as in MLIR).
        if body.num_successors(op) > 0 {
            self.visit_branch(unit, op);
        } else if ctx.op_has_trait(name, Trait::IsTerminator) {
            if let Some(parent) = body
                .op_parent_region(op)
                .and_then(|r| body.region_parent_op(r))
            {
                if let Some(interface) = region_branch_interface(ctx, body, parent) {
                    self.leave_region(unit, op, parent, interface);
                }
            } else if ctx.op_has_trait(name, Trait::ReturnLike) {
                let callers = self.states[unit].callers.clone();
                self.worklist.extend(callers);
            }
        }
    }

    /// Control enters region branch op `op`: the regions (or results) its constant operands
    /// lead to receive the operands it passes.
    fn enter_region_branch(
        &mut self,
        unit: usize,
        op: OpId,
        interface: &dyn RegionBranchOpInterface,
    ) {
        let body = self.units[unit].body;
        let Some(constants) = self.operand_constants(unit, op) else {
            return;
        };
        for to in interface.successors(self.ctx, body, op, RegionPoint::Parent, &constants) {
            let values: Vec<Lattice> = interface
                .entry_operands(self.ctx, body, op, to)
                .filter_map(|index| body.operand(op, index))
                .map(|value| self.states[unit].get(value))
                .collect();
            self.flow_into(unit, op, interface, to, &values);
        }
    }

    /// Control leaves a region of region branch op `parent` through terminator `op`.
    fn leave_region(
        &mut self,
        unit: usize,
        op: OpId,
        parent: OpId,
        interface: &dyn RegionBranchOpInterface,
    ) {
        let body = self.units[unit].body;
        let Some(region) = body.op_parent_region(op) else {
            return;
        };
        let Some(index) = body.op_regions(parent).iter().position(|&r| r == region) else {
            return;
        };
        let Some(constants) = self.operand_constants(unit, op) else {
            return;
        };
        let from = RegionPoint::Region(index);
        for to in interface.successors(self.ctx, body, parent, from, &constants) {
            let values: Vec<Lattice> = terminator_successor_operands(self.ctx, body, op, to)
                .filter_map(|index| body.operand(op, index))
                .map(|value| self.states[unit].get(value))
                .collect();
            self.flow_into(unit, parent, interface, to, &values);
        }
    }

    /// `values` arrive at `to` of region branch op `op`: its results, or the inputs of a
    /// region's entry block (then executable; its other arguments are overdefined).
    fn flow_into(
        &mut self,
        unit: usize,
        op: OpId,
        interface: &dyn RegionBranchOpInterface,
        to: RegionPoint,
        values: &[Lattice],
    ) {
        let body = self.units[unit].body;
        let value_at = |index: usize| values.get(index).copied().unwrap_or(Lattice::Overdefined);
        match to {
            RegionPoint::Parent => {
                let results: Vec<Value> = body.results(op).collect();
                for (index, result) in results.into_iter().enumerate() {
                    self.join(unit, result, value_at(index));
                }
            }
            RegionPoint::Region(index) => {
                let Some(entry) = body
                    .op_regions(op)
                    .get(index)
                    .and_then(|&r| body.region_entry(r))
                else {
                    return;
                };
                let inputs = interface.region_inputs(self.ctx, body, op, index);
                let args: Vec<Value> = body.block_args(entry).collect();
                for (position, arg) in args.into_iter().enumerate() {
                    let lattice = if inputs.contains(&position) {
                        value_at(position - inputs.start)
                    } else {
                        Lattice::Overdefined
                    };
                    self.join(unit, arg, lattice);
                }
                self.mark_live(unit, entry);
            }
        }
    }

    fn overdefine_results(&mut self, unit: usize, op: OpId) {
        let results: Vec<Value> = self.units[unit].body.results(op).collect();
        for result in results {
            self.join(unit, result, Lattice::Overdefined);
        }
    }

    /// The constants of `op`'s operands, or `None` while one is uninitialized.
    fn operand_constants(&self, unit: usize, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let body = self.units[unit].body;
        body.operands(op)
            .map(|v| match self.states[unit].get(v) {
                Lattice::Uninitialized => None,
                lattice => Some(lattice.constant()),
            })
            .collect()
    }

    /// Simulates `op` with its fold hook.
    fn fold(&mut self, unit: usize, op: OpId) {
        let body = self.units[unit].body;
        let Some(constants) = self.operand_constants(unit, op) else {
            return;
        };
        let name = body.op_name(op);
        let outcome = match self.ctx.op_descriptor(name).and_then(|d| d.fold) {
            Some(fold) => fold(self.ctx, body, op, &constants),
            None => FoldOutcome::NoFold,
        };
        let results: Vec<Value> = body.results(op).collect();
        match outcome {
            FoldOutcome::Results(folded) if folded.len() == results.len() => {
                for (result, folded) in results.into_iter().zip(folded) {
                    let lattice = match folded {
                        FoldResult::Attr(value) => Lattice::Constant {
                            value,
                            producer: name,
                        },
                        FoldResult::Value(value) if body.contains_value(value) => {
                            self.follow(unit, op, value);
                            self.states[unit].get(value)
                        }
                        FoldResult::Value(_) => Lattice::Overdefined,
                    };
                    self.join(unit, result, lattice);
                }
            }
            _ => self.overdefine_results(unit, op),
        }
    }

    /// Makes `op` of `unit`, which folded to `value`, visited again whenever the lattice of
    /// `value` changes. Without it a result would keep what `value` was when `op` folded (a
    /// constant from the first caller of a function, say) after `value` became overdefined.
    /// An operand needs nothing: its users are visited already.
    fn follow(&mut self, unit: usize, op: OpId, value: Value) {
        if self.units[unit].body.operands(op).any(|v| v == value) {
            return;
        }
        let ops = self.states[unit].folded_to.entry(value).or_default();
        if !ops.contains(&op) {
            ops.push(op);
        }
    }

    /// The unit `op` of `unit` calls, when it calls one of the analysed units by flat symbol.
    fn callee_unit(&self, unit: usize, op: OpId) -> Option<usize> {
        let body = self.units[unit].body;
        let Some(Callee::Symbol(reference)) = call_callee(self.ctx, body, op) else {
            return None;
        };
        match self.ctx.attr_data(reference) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => {
                self.tables.get(self.units[unit].table)?.get(root).copied()
            }
            _ => None,
        }
    }

    fn visit_call(&mut self, unit: usize, op: OpId) {
        let Some(callee) = self.callee_unit(unit, op) else {
            self.overdefine_results(unit, op);
            return;
        };
        if !self.states[callee].callers.contains(&(unit, op)) {
            self.states[callee].callers.push((unit, op));
        }
        if self.units[callee].known_callers {
            self.enter_unit(callee, Some((unit, op)));
        }
        // The results: what the callee returns from its executing blocks.
        let info = &self.units[callee];
        let mut returned: Vec<Lattice> =
            vec![Lattice::Uninitialized; self.units[unit].body.num_results(op)];
        for &region in &info.regions {
            for block in info.body.region_blocks(region) {
                if !self.states[callee].live.contains(&block) {
                    continue;
                }
                let Some(terminator) = info.body.last_op(block) else {
                    continue;
                };
                let name = info.body.op_name(terminator);
                if !self.ctx.op_has_trait(name, Trait::ReturnLike) {
                    continue;
                }
                for (slot, value) in returned.iter_mut().zip(info.body.operands(terminator)) {
                    *slot = slot.join(self.states[callee].get(value));
                }
            }
        }
        let results: Vec<Value> = self.units[unit].body.results(op).collect();
        for (result, lattice) in results.into_iter().zip(returned) {
            self.join(unit, result, lattice);
        }
    }

    fn visit_branch(&mut self, unit: usize, op: OpId) {
        let body = self.units[unit].body;
        let successors: Vec<BlockId> = body.successors(op).collect();
        let Some(interface) = branch_interface(self.ctx, body, op) else {
            for successor in successors {
                let args: Vec<Value> = body.block_args(successor).collect();
                for arg in args {
                    self.join(unit, arg, Lattice::Overdefined);
                }
                self.mark_live(unit, successor);
            }
            return;
        };
        let Some(constants) = self.operand_constants(unit, op) else {
            return;
        };
        // Liveness is per edge between blocks, as in MLIR: every successor slot naming the
        // selected block forwards its operands along that one live edge.
        let taken: Vec<usize> =
            match interface.successor_for_operands(self.ctx, body, op, &constants) {
                Some(index) if index < successors.len() => (0..successors.len())
                    .filter(|&i| successors[i] == successors[index])
                    .collect(),
                _ => (0..successors.len()).collect(),
            };
        for index in taken {
            let successor = successors[index];
            let operands = interface.successor_operands(self.ctx, body, op, index);
            let args: Vec<Value> = body.block_args(successor).collect();
            for (position, &arg) in args.iter().enumerate() {
                let lattice = if position < operands.produced {
                    Lattice::Overdefined
                } else {
                    operands
                        .forwarded
                        .clone()
                        .nth(position - operands.produced)
                        .and_then(|i| body.operand(op, i))
                        .map_or(Lattice::Overdefined, |v| self.states[unit].get(v))
                };
                self.join(unit, arg, lattice);
            }
            self.mark_live(unit, successor);
        }
    }
}
