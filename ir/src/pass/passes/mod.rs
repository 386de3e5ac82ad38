//! The passes of the core, and [`register_core_passes`] to put them in a registry. Passes that
//! belong to a dialect register themselves from their own crates.

mod canonicalize;
mod composite_fixed_point;
mod control_flow_sink;
mod cse;
mod duplicate_function_elimination;
mod inline;
mod location_snapshot;
mod mem2reg;
mod print_ir;
mod print_op_stats;
mod reconcile_casts;
mod remove_dead_values;
mod sccp;
mod sroa;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod topological_sort;
mod view_op_graph;

pub use canonicalize::Canonicalize;
pub use composite_fixed_point::CompositeFixedPoint;
pub use control_flow_sink::ControlFlowSink;
pub use cse::Cse;
pub use duplicate_function_elimination::DuplicateFunctionElimination;
pub use inline::Inline;
pub use location_snapshot::LocationSnapshot;
pub use mem2reg::Mem2Reg;
pub use print_ir::PrintIr;
pub use print_op_stats::PrintOpStats;
pub use reconcile_casts::ReconcileUnrealizedCasts;
pub use remove_dead_values::RemoveDeadValues;
pub use sccp::Sccp;
pub use sroa::Sroa;
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;
pub use topological_sort::TopologicalSort;
pub use view_op_graph::ViewOpGraph;

use super::registry::PassRegistry;

/// Registers the core passes (`canonicalize`, `composite-fixed-point-pass`, `control-flow-sink`, `cse`,
/// `duplicate-function-elimination`, `inline`, `loop-invariant-code-motion`,
/// `mem2reg`, `print-ir`, `print-op-stats`, `reconcile-unrealized-casts`, `remove-dead-values`, `sccp`, `snapshot-op-locations`, `sroa`,
/// `strip-debuginfo`, `symbol-dce`, `symbol-privatize`, `topological-sort`, `view-op-graph`) in
/// `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) -> Result<(), String> {
    registry.register_pass(|| Box::new(Canonicalize::default()))?;
    registry.register_pass(|| Box::new(CompositeFixedPoint::default()))?;
    registry.register_pass(|| Box::new(ControlFlowSink))?;
    registry.register_pass(|| Box::new(Cse))?;
    registry.register_pass(|| Box::new(DuplicateFunctionElimination))?;
    registry.register_pass(|| Box::new(Inline::default()))?;
    registry.register_pass(|| Box::new(crate::transforms::licm::pass::LoopInvariantCodeMotion))?;
    registry.register_pass(|| Box::new(Mem2Reg::default()))?;
    registry.register_pass(|| Box::new(PrintIr::default()))?;
    registry.register_pass(|| Box::new(PrintOpStats::default()))?;
    registry.register_pass(|| Box::new(ReconcileUnrealizedCasts))?;
    registry.register_pass(|| Box::new(RemoveDeadValues))?;
    registry.register_pass(|| Box::new(LocationSnapshot::default()))?;
    registry.register_pass(|| Box::new(Sccp))?;
    registry.register_pass(|| Box::new(Sroa))?;
    registry.register_pass(|| Box::new(StripDebugInfo))?;
    registry.register_pass(|| Box::new(SymbolDce))?;
    registry.register_pass(|| Box::new(SymbolPrivatize::default()))?;
    registry.register_pass(|| Box::new(TopologicalSort))?;
    registry.register_pass(|| Box::new(ViewOpGraph::default()))
}
