//! The sparse forward data-flow solver (MLIR's `DeadCodeAnalysis` run together with a
//! `SparseForwardDataFlowAnalysis`): which blocks can execute, and a lattice value per SSA value,
//! computed optimistically with a worklist until nothing changes. What the lattice is and how
//! ops transform it is the [`SparseAnalysis`] the solver is given (constants for `-sccp`,
//! integer ranges for `-int-range-optimizations`); the control flow is the solver's.
//!
//! The IR analysed is a list of *units*, isolated ops of one holding body (the functions of a
//! module, or the one op a pass runs on), each with its regions in its nested body. A unit's
//! entry blocks execute when its callers are not all known (a public function, one whose
//! symbol is used other than by calls, or the op the pass runs on) or when a call to it
//! executes; in the first case its entry arguments get the analysis's entry state, else they
//! join the operands of the executing calls. Within a unit:
//! - an op in an executing block without regions is given to the analysis's transfer function
//!   ([`SparseAnalysis::visit_op`]); a result may follow another value's lattice (a fold to a
//!   value), and its op is visited again whenever that lattice changes, even when the value is
//!   not one of its operands (MLIR 19 misses this case, and may keep a stale constant);
//! - a call to a unit gets the join of the values its callee returns (`ReturnLike`
//!   terminators of executing blocks of the callee's regions); other calls get the entry state;
//! - a terminator with [`crate::branch::BranchOpInterface`] makes executable the successor its
//!   constant operands select ([`SparseAnalysis::constant`]), or all of them, and its forwarded
//!   operands join the successors' arguments; a terminator without the interface makes every
//!   successor executable with entry-state arguments;
//! - an op with [`crate::region_branch::RegionBranchOpInterface`] enters the regions its
//!   constant operands lead to, passing its operands; a terminator ending one of its regions
//!   passes its operands on to the next region or to the op's results, as the interface says;
//!   the other arguments of a region it enters are the analysis's
//!   ([`SparseAnalysis::non_control_flow_argument`]: a loop's induction variable);
//! - another op with regions makes the entry blocks of its regions executable with entry-state
//!   arguments, and its results get the entry state.
//!
//! Ops nested in a further isolated op are not analysed.

use crate::attrs::{AttrData, Attribute};
use crate::branch::branch_interface;
use crate::call::{Callee, call_callee};
use crate::context::Context;
use crate::region_branch::{
    RegionBranchOpInterface, RegionPoint, region_branch_interface, region_entry_block,
    terminator_successor_operands,
};
use crate::structure::{BlockId, Body, OpId, RegionId, Value};
use crate::traits::Trait;
use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt::Debug;

/// What a data-flow analysis contributes to the [`Solver`]: its lattice and how ops change it.
pub trait SparseAnalysis {
    /// What is known of one value; `Default` is the bottom: nothing reached it yet.
    type Lattice: Copy + PartialEq + Debug + Default;

    /// The least upper bound of two lattice values.
    fn join(&self, a: Self::Lattice, b: Self::Lattice) -> Self::Lattice;

    /// What `value` (of `body`) is when nothing is known of where it comes from: the
    /// arguments of a function called from outside, the results of an op the analysis does
    /// not understand (MLIR's entry state).
    fn entry_state(&self, ctx: &Context, body: &Body, value: Value) -> Self::Lattice;

    /// The constant `lattice` (of `value`) says the value is, for the branches: `None` while it
    /// is not known yet (the branch waits), `Some(None)` when it is not one constant.
    fn constant(
        &self,
        ctx: &Context,
        body: &Body,
        value: Value,
        lattice: Self::Lattice,
    ) -> Option<Option<Attribute>>;

    /// The transfer function of `op` (without regions, not a call), given the lattices of its
    /// operands: what its results become. Results left out are unchanged.
    fn visit_op(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Self::Lattice],
    ) -> Vec<(Value, Transfer<Self::Lattice>)>;

    /// The new lattice of `value`, a result [`SparseAnalysis::visit_op`] computed or a
    /// non-control-flow argument, when `incoming` arrives at `old`: their join by default; an
    /// analysis of an infinite lattice widens here.
    fn join_computed(
        &self,
        _ctx: &Context,
        _body: &Body,
        _value: Value,
        old: Self::Lattice,
        incoming: Self::Lattice,
    ) -> Self::Lattice {
        self.join(old, incoming)
    }

    /// What argument `arg` of the entry block of region `region` of region branch op `op` is,
    /// when the op's control flow does not pass it (a loop's induction variable). `lattice`
    /// gives the current lattice of any value of the unit. The entry state by default.
    fn non_control_flow_argument(
        &self,
        ctx: &Context,
        body: &Body,
        _op: OpId,
        _region: usize,
        arg: Value,
        _lattice: &dyn Fn(Value) -> Self::Lattice,
    ) -> Self::Lattice {
        self.entry_state(ctx, body, arg)
    }
}

/// What a transfer function says of one result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transfer<L> {
    /// It joins this lattice value.
    Lattice(L),
    /// It is this other value of the unit (an op folding to a value) and follows its lattice.
    Follow(Value),
}

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
#[derive(Debug)]
pub struct UnitState<L> {
    /// The blocks that can execute.
    pub live: HashSet<BlockId>,
    /// The lattice of each value reached.
    pub lattice: HashMap<Value, L>,
    /// The calls to this unit that execute: (unit, call op).
    callers: Vec<(usize, OpId)>,
    /// Per value, the ops of this unit whose fold gave that value although it is not one of
    /// their operands (`(x ^ a) ^ a` gives `x`): their results follow its lattice, so they
    /// are visited again when it changes, as its users are.
    folded_to: HashMap<Value, Vec<OpId>>,
}

impl<L> Default for UnitState<L> {
    fn default() -> Self {
        UnitState {
            live: HashSet::new(),
            lattice: HashMap::new(),
            callers: Vec::new(),
            folded_to: HashMap::new(),
        }
    }
}

impl<L: Copy + Default> UnitState<L> {
    /// The lattice of `value` (the bottom when never reached).
    pub fn get(&self, value: Value) -> L {
        self.lattice.get(&value).copied().unwrap_or_default()
    }
}

/// The solver. See the module documentation.
pub struct Solver<'a, 'c, A: SparseAnalysis> {
    ctx: &'c Context,
    analysis: &'a A,
    units: &'a [Unit<'a>],
    /// Per symbol table: the unit of each callable symbol name.
    tables: &'a [HashMap<Attribute, usize>],
    states: Vec<UnitState<A::Lattice>>,
    /// First in, first out, as MLIR's solver: ops are visited in program order, so a
    /// transfer function that is not monotone (`arith.select` on an operand not known yet)
    /// sees its operands computed when they can be.
    worklist: VecDeque<(usize, OpId)>,
}

impl<'a, 'c, A: SparseAnalysis> Solver<'a, 'c, A> {
    /// Runs `analysis` over `units`, calls resolving through `tables` (per symbol table, the
    /// unit of each callable symbol name).
    pub fn run(
        ctx: &'c Context,
        analysis: &'a A,
        units: &'a [Unit<'a>],
        tables: &'a [HashMap<Attribute, usize>],
    ) -> Vec<UnitState<A::Lattice>> {
        let mut solver = Solver {
            ctx,
            analysis,
            units,
            tables,
            states: units.iter().map(|_| UnitState::default()).collect(),
            worklist: VecDeque::new(),
        };
        for (index, unit) in units.iter().enumerate() {
            if !unit.known_callers {
                solver.enter_unit(index, None);
            }
        }
        while let Some((unit, op)) = solver.worklist.pop_front() {
            solver.visit(unit, op);
        }
        solver.states
    }

    /// Makes the entry blocks of `unit`'s regions executable; its entry arguments join the
    /// operands of `call` (unit, op), or get the entry state without one.
    fn enter_unit(&mut self, unit: usize, call: Option<(usize, OpId)>) {
        let info = &self.units[unit];
        let args: Vec<A::Lattice> = match call {
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
                let lattice = match (call, args.get(index)) {
                    (Some(_), Some(&lattice)) => lattice,
                    _ => self.entry_state(unit, arg),
                };
                self.join(unit, arg, lattice);
            }
            self.mark_live(unit, entry);
        }
    }

    /// The entry state of `value` of `unit`.
    fn entry_state(&self, unit: usize, value: Value) -> A::Lattice {
        self.analysis
            .entry_state(self.ctx, self.units[unit].body, value)
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
    fn join(&mut self, unit: usize, value: Value, lattice: A::Lattice) {
        let old = self.states[unit].get(value);
        let new = self.analysis.join(old, lattice);
        self.set(unit, value, old, new);
    }

    /// Joins `lattice` into `value` of `unit` as a computed value
    /// ([`SparseAnalysis::join_computed`]).
    fn join_computed(&mut self, unit: usize, value: Value, lattice: A::Lattice) {
        let old = self.states[unit].get(value);
        let body = self.units[unit].body;
        let new = self
            .analysis
            .join_computed(self.ctx, body, value, old, lattice);
        self.set(unit, value, old, new);
    }

    /// Sets `value` of `unit` from `old` to `new`, revisiting the users when it changes.
    fn set(&mut self, unit: usize, value: Value, old: A::Lattice, new: A::Lattice) {
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
            self.results_to_entry_state(unit, op);
            if body.nested_body(op).is_none() {
                for &region in body.op_regions(op) {
                    if let Some(entry) = body.region_entry(region) {
                        let args: Vec<Value> = body.block_args(entry).collect();
                        for arg in args {
                            let lattice = self.entry_state(unit, arg);
                            self.join(unit, arg, lattice);
                        }
                        self.mark_live(unit, entry);
                    }
                }
            }
        } else if body.num_results(op) > 0 {
            self.transfer(unit, op);
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
            let values: Vec<A::Lattice> = interface
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
            let values: Vec<A::Lattice> = terminator_successor_operands(self.ctx, body, op, to)
                .filter_map(|index| body.operand(op, index))
                .map(|value| self.states[unit].get(value))
                .collect();
            self.flow_into(unit, parent, interface, to, &values);
        }
    }

    /// `values` arrive at `to` of region branch op `op`: its results, or the inputs of a
    /// region's entry block (then executable; its other arguments are the analysis's).
    fn flow_into(
        &mut self,
        unit: usize,
        op: OpId,
        interface: &dyn RegionBranchOpInterface,
        to: RegionPoint,
        values: &[A::Lattice],
    ) {
        let body = self.units[unit].body;
        match to {
            RegionPoint::Parent => {
                let results: Vec<Value> = body.results(op).collect();
                for (index, result) in results.into_iter().enumerate() {
                    let lattice = match values.get(index) {
                        Some(&lattice) => lattice,
                        None => self.entry_state(unit, result),
                    };
                    self.join(unit, result, lattice);
                }
            }
            RegionPoint::Region(index) => {
                let Some(entry) = region_entry_block(body, op, index) else {
                    return;
                };
                let inputs = interface.region_inputs(self.ctx, body, op, index);
                let args: Vec<Value> = body.block_args(entry).collect();
                for (position, arg) in args.into_iter().enumerate() {
                    let passed = inputs
                        .contains(&position)
                        .then(|| values.get(position - inputs.start).copied())
                        .flatten();
                    match passed {
                        Some(lattice) => self.join(unit, arg, lattice),
                        None if inputs.contains(&position) => {
                            let lattice = self.entry_state(unit, arg);
                            self.join(unit, arg, lattice);
                        }
                        None => {
                            let state = &self.states[unit];
                            let lattice = self.analysis.non_control_flow_argument(
                                self.ctx,
                                body,
                                op,
                                index,
                                arg,
                                &|v| state.get(v),
                            );
                            self.join_computed(unit, arg, lattice);
                        }
                    }
                }
                self.mark_live(unit, entry);
            }
        }
    }

    fn results_to_entry_state(&mut self, unit: usize, op: OpId) {
        let results: Vec<Value> = self.units[unit].body.results(op).collect();
        for result in results {
            let lattice = self.entry_state(unit, result);
            self.join(unit, result, lattice);
        }
    }

    /// The constants of `op`'s operands, or `None` while one is not known yet.
    fn operand_constants(&self, unit: usize, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let body = self.units[unit].body;
        body.operands(op)
            .map(|v| {
                let lattice = self.states[unit].get(v);
                self.analysis.constant(self.ctx, body, v, lattice)
            })
            .collect()
    }

    /// Runs the analysis's transfer function on `op`.
    fn transfer(&mut self, unit: usize, op: OpId) {
        let body = self.units[unit].body;
        let operands: Vec<A::Lattice> = body
            .operands(op)
            .map(|v| self.states[unit].get(v))
            .collect();
        let changes = self.analysis.visit_op(self.ctx, body, op, &operands);
        for (result, transfer) in changes {
            let lattice = match transfer {
                Transfer::Lattice(lattice) => lattice,
                Transfer::Follow(value) if body.contains_value(value) => {
                    self.follow(unit, op, value);
                    self.states[unit].get(value)
                }
                Transfer::Follow(_) => self.entry_state(unit, result),
            };
            self.join_computed(unit, result, lattice);
        }
    }

    /// Makes `op` of `unit`, whose result follows `value`, visited again whenever the lattice
    /// of `value` changes. Without it a result would keep what `value` was when `op` was
    /// visited (a constant from the first caller of a function, say) after `value` rose.
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
            self.results_to_entry_state(unit, op);
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
        let mut returned: Vec<A::Lattice> =
            vec![A::Lattice::default(); self.units[unit].body.num_results(op)];
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
                    *slot = self.analysis.join(*slot, self.states[callee].get(value));
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
                    let lattice = self.entry_state(unit, arg);
                    self.join(unit, arg, lattice);
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
                let forwarded = (position >= operands.produced)
                    .then(|| {
                        operands
                            .forwarded
                            .clone()
                            .nth(position - operands.produced)
                            .and_then(|i| body.operand(op, i))
                    })
                    .flatten();
                let lattice = match forwarded {
                    Some(v) => self.states[unit].get(v),
                    None => self.entry_state(unit, arg),
                };
                self.join(unit, arg, lattice);
            }
            self.mark_live(unit, successor);
        }
    }
}
