//! Transformations usable by passes: functions that rewrite the IR of a [`crate::Body`] in place
//! and report what they changed, each one a plain function a pass wraps (the pass manager lives
//! elsewhere and adds scheduling, options and statistics reporting on top).
//!
//! [`cse()`] eliminates common subexpressions (MLIR's `-cse`); [`equivalence`] is the notion of
//! "the same computation" it relies on, MLIR's `OperationEquivalence`. [`inline`] inlines calls between the callables of a symbol
//! table (MLIR's inliner); [`sccp`] propagates constants along executable control flow (MLIR's
//! `-sccp`) on the sparse data-flow solver of [`dataflow`]; [`strip_debuginfo()`] and [`symbol_privatize()`] are MLIR's `-strip-debuginfo`
//! and `-symbol-privatize`; [`topological_sort()`] is `-topological-sort`, [`location_snapshot`] is
//! `-snapshot-op-locations`, [`control_flow_sink()`] is `-control-flow-sink`,
//! [`duplicate_function_elimination()`] is `-duplicate-function-elimination`, [`mem2reg()`] is `-mem2reg`, [`sroa()`] is `-sroa`. This module holds no pattern rewriting and no pass infrastructure.

pub mod control_flow_sink;
pub mod cse;
pub mod dataflow;
pub mod duplicate_function_elimination;
pub mod equivalence;
pub mod inline;
pub mod licm;
pub mod location_snapshot;
pub mod mem2reg;
pub mod remove_dead_values;
pub mod sccp;
pub mod sroa;
pub mod strip_debuginfo;
pub mod symbol_privatize;
pub mod topological_sort;

pub use control_flow_sink::control_flow_sink;
pub use cse::{CseStats, cse, cse_op};
pub use duplicate_function_elimination::duplicate_function_elimination;
pub use mem2reg::mem2reg;
pub use sroa::sroa;
pub use strip_debuginfo::strip_debuginfo;
pub use symbol_privatize::symbol_privatize;
pub use topological_sort::topological_sort;
