//! Which values are live, as MLIR 19's `LivenessAnalysis` finds it: a backward analysis over
//! the blocks the forward solver found executable. A value is live when it feeds an op with
//! memory effects (or unknown ones), is returned from a function whose callers are not all
//! known, is passed to a call of an external or unknown function, is a control operand (a
//! condition, loop bounds) of a region op with effects or live results, or flows into any of
//! these: through an op's results to its operands, from a call's arguments to the callee's
//! parameters, from a return to the results of its calls, and along region control flow.
//!
//! MLIR gives a lattice only to the values its solver visits (operands and results of the ops
//! of executable blocks, the inputs of the region edges and callee parameters they reach);
//! every other value counts as live, and [`Liveness::is_live`] says so too.

use crate::attrs::Attribute;
use crate::call::{Callee, call_interface};
use crate::context::Context;
use crate::effects::is_memory_effect_free;
use crate::region_branch::{
    RegionBranchOpInterface, RegionPoint, region_branch_interface, region_entry_block,
    terminator_successor_operands,
};
use crate::structure::{BlockId, Body, OpId, RegionId, Value};
use crate::symbols::SymbolRef;
use crate::traits::Trait;
use std::collections::{HashMap, HashSet};

/// A value of one unit: the unit's index and the value in its body.
pub(super) type Key = (usize, Value);

/// One analysed callable (or the op analysed alone), as the liveness sees it.
pub(super) struct UnitView<'a> {
    /// The body of its regions.
    pub body: &'a Body,
    /// Its regions, in `body`.
    pub regions: Vec<RegionId>,
    /// The isolated ops leading to it (its symbol table's, then its own).
    pub path: Vec<OpId>,
    /// Its symbol name, if it has one.
    pub name: Option<Attribute>,
    /// Whether all its callers are known.
    pub known_callers: bool,
    /// The blocks that can execute.
    pub executable: &'a HashSet<BlockId>,
}

/// The live values, and the values that have a lattice at all.
pub(super) struct Liveness {
    live: HashSet<Key>,
    known: HashSet<Key>,
}

impl Liveness {
    /// Whether `key` is live: found live, or never given a lattice (MLIR keeps such values).
    pub fn is_live(&self, key: Key) -> bool {
        self.live.contains(&key) || !self.known.contains(&key)
    }

    /// Runs the analysis over `units`.
    pub fn compute(ctx: &Context, units: &[UnitView<'_>]) -> Liveness {
        let mut builder = Builder {
            ctx,
            units,
            callees: Callees::new(units),
            call_sites: vec![Vec::new(); units.len()],
            edges: HashMap::new(),
            seeds: Vec::new(),
            known: HashSet::new(),
        };
        for unit in 0..units.len() {
            for op in builder.executable_ops(unit) {
                if let Some(callee) = builder.callee_unit(unit, op) {
                    builder.call_sites[callee].push((unit, op));
                }
            }
        }
        let mut stranded = Vec::new();
        for unit in 0..units.len() {
            for op in builder.executable_ops(unit) {
                builder.visit(unit, op);
            }
            stranded.extend(builder.ops(unit, false).into_iter().map(|op| (unit, op)));
        }
        let mut liveness = Liveness {
            live: HashSet::new(),
            known: std::mem::take(&mut builder.known),
        };
        let mut seeds = std::mem::take(&mut builder.seeds);
        // An op of a block that cannot execute has no lattice, so it stays unless an op
        // around it goes; what it uses then stays too (MLIR 19 erases that, leaving the op a
        // null operand). Whether an op around it goes depends on liveness: repeat until no
        // more such op is found staying.
        loop {
            liveness.propagate(&builder.edges, seeds);
            let staying: Vec<OpKey> = stranded
                .iter()
                .copied()
                .filter(|&(unit, op)| !builder.inside_erased_op(&liveness, unit, op))
                .collect();
            stranded.retain(|key| !staying.contains(key));
            if staying.is_empty() {
                break;
            }
            seeds = staying
                .into_iter()
                .flat_map(|(unit, op)| units[unit].body.operands(op).map(move |v| (unit, v)))
                .collect();
        }
        liveness
    }

    /// Marks `seeds` live, and everything liveness flows to from them along `edges`.
    fn propagate(&mut self, edges: &HashMap<Key, Vec<Key>>, seeds: Vec<Key>) {
        let mut worklist = seeds;
        while let Some(key) = worklist.pop() {
            if !self.live.insert(key) {
                continue;
            }
            if let Some(targets) = edges.get(&key) {
                worklist.extend(targets.iter().copied());
            }
        }
    }
}

/// An op of a unit: the unit's index and the op in its body.
type OpKey = (usize, OpId);

/// The units by symbol table (the isolated ops leading to them but their own) and name: what
/// a call of a symbol of its own table calls.
pub(super) struct Callees<'a> {
    units: HashMap<(&'a [OpId], Attribute), usize>,
}

impl<'a> Callees<'a> {
    /// The table of `units`.
    pub fn new(units: &'a [UnitView<'_>]) -> Callees<'a> {
        let mut table = HashMap::new();
        for (index, unit) in units.iter().enumerate() {
            if let (Some(name), Some((_, owners))) = (unit.name, unit.path.split_last()) {
                table.entry((owners, name)).or_insert(index);
            }
        }
        Callees { units: table }
    }

    /// The unit `op` of unit `caller` calls, when it is a call of an analysed function of the
    /// same symbol table (`@f`).
    pub fn of(&self, ctx: &Context, caller: &UnitView<'_>, op: OpId) -> Option<usize> {
        let name = callee_name(ctx, caller.body, op)?;
        let (_, owners) = caller.path.split_last()?;
        self.units.get(&(owners, name)).copied()
    }
}

/// Whether the cleanup erases `op` whole, what it holds with it: neither a terminator nor a
/// call, without effects, and with no result `is_live`.
pub(super) fn goes_whole(
    ctx: &Context,
    body: &Body,
    op: OpId,
    is_live: impl Fn(Value) -> bool,
) -> bool {
    !ctx.op_has_trait(body.op_name(op), Trait::IsTerminator)
        && call_interface(ctx, body, op).is_none()
        && is_memory_effect_free(ctx, body, op)
        && !body.results(op).any(is_live)
}

/// The name `op` calls when it is a call of a symbol of its own table (`@f`).
pub(super) fn callee_name(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let Callee::Symbol(symbol) = call_interface(ctx, body, op)?.callee(ctx, body, op)? else {
        return None;
    };
    let reference = SymbolRef::from_attr(ctx, symbol)?;
    reference.nested().is_empty().then(|| reference.root())
}

/// What the analysis gathers before it propagates: where liveness flows and where it starts.
struct Builder<'a, 'c> {
    ctx: &'c Context,
    units: &'a [UnitView<'a>],
    callees: Callees<'a>,
    /// Per unit, the executable calls to it.
    call_sites: Vec<Vec<OpKey>>,
    /// When the key is live, so are these.
    edges: HashMap<Key, Vec<Key>>,
    /// Live whatever else is.
    seeds: Vec<Key>,
    known: HashSet<Key>,
}

impl Builder<'_, '_> {
    /// The ops of the executable blocks of `unit`, outer ops before the ops nested in them
    /// (not descending into isolated ops).
    fn executable_ops(&self, unit: usize) -> Vec<OpId> {
        self.ops(unit, true)
    }

    /// The ops of `unit` whose block is executable (`executable`) or not (an op nested in an
    /// op of a block that is not executable is not either).
    fn ops(&self, unit: usize, executable: bool) -> Vec<OpId> {
        let view = &self.units[unit];
        let body = view.body;
        let mut ops = Vec::new();
        let mut regions: Vec<(RegionId, bool)> =
            view.regions.iter().rev().map(|&r| (r, true)).collect();
        while let Some((region, reached)) = regions.pop() {
            for block in body.region_blocks(region) {
                let runs = reached && view.executable.contains(&block);
                for op in body.block_ops(block) {
                    if runs == executable {
                        ops.push(op);
                    }
                    if body.nested_body(op).is_none() {
                        regions.extend(body.op_regions(op).iter().rev().map(|&r| (r, runs)));
                    }
                }
            }
        }
        ops
    }

    /// The unit `op` (of `unit`) calls, when it is a call whose callee is an analysed
    /// function of the same symbol table.
    fn callee_unit(&self, unit: usize, op: OpId) -> Option<usize> {
        self.callees.of(self.ctx, &self.units[unit], op)
    }

    /// Whether an op around `op` (of `unit`) is erased with what it holds: an op of an
    /// executable block, neither a terminator nor a call, without effects and with no live
    /// result, as the cleanup erases it.
    fn inside_erased_op(&self, liveness: &Liveness, unit: usize, op: OpId) -> bool {
        let body = self.units[unit].body;
        let mut current = body.op_parent_op(op);
        while let Some(outer) = current {
            let visited = body
                .results(outer)
                .all(|r| liveness.known.contains(&(unit, r)))
                && body
                    .op_parent_block(outer)
                    .is_some_and(|b| self.units[unit].executable.contains(&b));
            if visited && goes_whole(self.ctx, body, outer, |r| liveness.is_live((unit, r))) {
                return true;
            }
            current = body.op_parent_op(outer);
        }
        false
    }

    fn edge(&mut self, from: Key, to: Key) {
        self.edges.entry(from).or_default().push(to);
    }

    /// Applies the transfer rule of `op`, an op of an executable block of `unit`.
    fn visit(&mut self, unit: usize, op: OpId) {
        let body = self.units[unit].body;
        let operands: Vec<Key> = body.operands(op).map(|v| (unit, v)).collect();
        let results: Vec<Key> = body.results(op).map(|v| (unit, v)).collect();
        self.known.extend(operands.iter().chain(&results).copied());
        if let Some(interface) = region_branch_interface(self.ctx, body, op) {
            return self.visit_region_branch(unit, op, interface, &operands);
        }
        let is_terminator = self.ctx.op_has_trait(body.op_name(op), Trait::IsTerminator);
        if is_terminator
            && let Some(parent) = body.op_parent_op(op)
            && let Some(interface) = region_branch_interface(self.ctx, body, parent)
        {
            return self.visit_region_terminator(unit, op, parent, interface, &operands);
        }
        if call_interface(self.ctx, body, op).is_some() {
            return self.visit_call(unit, op, &operands);
        }
        let in_unit_region = body
            .op_parent_region(op)
            .is_some_and(|r| self.units[unit].regions.contains(&r));
        if is_terminator
            && in_unit_region
            && self.ctx.op_has_trait(body.op_name(op), Trait::ReturnLike)
        {
            if !self.units[unit].known_callers {
                self.seeds.extend(operands);
                return;
            }
            for (caller, call) in self.call_sites[unit].clone() {
                let call_body = self.units[caller].body;
                for (result, &operand) in call_body.results(call).zip(&operands) {
                    self.edge((caller, result), operand);
                }
            }
            return;
        }
        self.visit_plain(unit, op, &operands, &results);
    }

    /// An op without special control flow: its operands are live when it has effects, else
    /// when one of its results is.
    fn visit_plain(&mut self, unit: usize, op: OpId, operands: &[Key], results: &[Key]) {
        if !is_memory_effect_free(self.ctx, self.units[unit].body, op) {
            self.seeds.extend(operands.iter().copied());
            return;
        }
        for &result in results {
            for &operand in operands {
                self.edge(result, operand);
            }
        }
    }

    /// A call: the arguments of an analysed callee follow its parameters; every other operand
    /// (the callee's unknown, external, or the operand no argument) is live.
    fn visit_call(&mut self, unit: usize, op: OpId, operands: &[Key]) {
        let body = self.units[unit].body;
        let Some(callee) = self.callee_unit(unit, op) else {
            self.seeds.extend(operands.iter().copied());
            return;
        };
        let args =
            call_interface(self.ctx, body, op).map_or(0..0, |c| c.arg_operands(self.ctx, body, op));
        let callee_view = &self.units[callee];
        let parameters: Vec<Value> = callee_view
            .regions
            .first()
            .and_then(|&r| callee_view.body.region_entry(r))
            .map(|entry| callee_view.body.block_args(entry).collect())
            .unwrap_or_default();
        for (index, &operand) in operands.iter().enumerate() {
            let parameter = index
                .checked_sub(args.start)
                .filter(|_| args.contains(&index))
                .and_then(|i| parameters.get(i));
            match parameter {
                Some(&parameter) => {
                    self.known.insert((callee, parameter));
                    self.edge((callee, parameter), operand);
                }
                None => self.seeds.push(operand),
            }
        }
    }

    /// The values arriving at `to` from region branch op `op`: its results, or the inputs of
    /// the entry block of one of its regions.
    fn successor_inputs(
        &self,
        unit: usize,
        op: OpId,
        interface: &dyn RegionBranchOpInterface,
        to: RegionPoint,
    ) -> Vec<Key> {
        let body = self.units[unit].body;
        match to {
            RegionPoint::Parent => body.results(op).map(|v| (unit, v)).collect(),
            RegionPoint::Region(index) => {
                let Some(entry) = region_entry_block(body, op, index) else {
                    return Vec::new();
                };
                interface
                    .region_inputs(self.ctx, body, op, index)
                    .filter_map(|i| body.block_arg(entry, i))
                    .map(|v| (unit, v))
                    .collect()
            }
        }
    }

    /// Makes each of `operands` passed to a point of region branch op `op` (`passes`: the point
    /// and the operand numbers passed there) follow the input it arrives at; returns the
    /// operands passed nowhere.
    fn follow_inputs(
        &mut self,
        unit: usize,
        op: OpId,
        interface: &dyn RegionBranchOpInterface,
        operands: &[Key],
        passes: Vec<(RegionPoint, std::ops::Range<usize>)>,
    ) -> Vec<Key> {
        let mut forwarded = vec![false; operands.len()];
        for (to, passed) in passes {
            let inputs = self.successor_inputs(unit, op, interface, to);
            for (index, input) in passed.zip(inputs) {
                let Some(&operand) = operands.get(index) else {
                    continue;
                };
                forwarded[index] = true;
                self.known.insert(input);
                self.edge(input, operand);
            }
        }
        operands
            .iter()
            .zip(&forwarded)
            .filter(|&(_, &f)| !f)
            .map(|(&k, _)| k)
            .collect()
    }

    /// A region branch op: each operand entering a region or the results follows the input it
    /// arrives at; the others (a condition, loop bounds) are control operands.
    fn visit_region_branch(
        &mut self,
        unit: usize,
        op: OpId,
        interface: &dyn RegionBranchOpInterface,
        operands: &[Key],
    ) {
        let body = self.units[unit].body;
        let unknown = vec![None; operands.len()];
        let passes: Vec<_> = interface
            .successors(self.ctx, body, op, RegionPoint::Parent, &unknown)
            .into_iter()
            .map(|to| (to, interface.entry_operands(self.ctx, body, op, to)))
            .collect();
        let control = self.follow_inputs(unit, op, interface, operands, passes);
        self.control_operands(unit, op, &control);
    }

    /// A terminator ending a region of region branch op `parent`: each operand passed on
    /// follows the input it arrives at; the others (`scf.condition`'s condition) are control
    /// operands of the parent.
    fn visit_region_terminator(
        &mut self,
        unit: usize,
        op: OpId,
        parent: OpId,
        interface: &dyn RegionBranchOpInterface,
        operands: &[Key],
    ) {
        let body = self.units[unit].body;
        let Some(region) = body
            .op_parent_region(op)
            .and_then(|r| body.op_regions(parent).iter().position(|&p| p == r))
        else {
            return;
        };
        let unknown = vec![None; operands.len()];
        let from = RegionPoint::Region(region);
        let passes: Vec<_> = interface
            .successors(self.ctx, body, parent, from, &unknown)
            .into_iter()
            .map(|to| (to, terminator_successor_operands(self.ctx, body, op, to)))
            .collect();
        let control = self.follow_inputs(unit, parent, interface, operands, passes);
        if control.is_empty() {
            return;
        }
        if !is_memory_effect_free(self.ctx, body, op) {
            self.seeds.extend(control);
            return;
        }
        self.control_operands(unit, parent, &control);
    }

    /// Control operands of region op `op` (its own or its terminators'): live when an op of
    /// its regions or the op itself has effects, else when a result of the op is.
    fn control_operands(&mut self, unit: usize, op: OpId, control: &[Key]) {
        if control.is_empty() {
            return;
        }
        let body = self.units[unit].body;
        let effects_inside = body.op_regions(op).iter().any(|&region| {
            body.region_blocks(region).any(|block| {
                body.block_ops(block)
                    .any(|inner| !is_memory_effect_free(self.ctx, body, inner))
            })
        });
        if effects_inside || !is_memory_effect_free(self.ctx, body, op) {
            self.seeds.extend(control.iter().copied());
            return;
        }
        let results: Vec<Key> = body.results(op).map(|v| (unit, v)).collect();
        for result in results {
            for &operand in control {
                self.edge(result, operand);
            }
        }
    }
}
