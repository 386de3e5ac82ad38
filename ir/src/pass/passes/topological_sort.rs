//! `topological-sort`: MLIR's `TopologicalSort` pass over
//! [`crate::transforms::topological_sort()`]. It runs on any op.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget};
use crate::transforms::topological_sort;

/// The `topological-sort` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct TopologicalSort;

impl Pass for TopologicalSort {
    fn name(&self) -> &str {
        "TopologicalSort"
    }

    fn argument(&self) -> &str {
        "topological-sort"
    }

    fn description(&self) -> &str {
        "Sort regions without SSA dominance in topological order"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        if topological_sort(ctx, target.body, op) == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
