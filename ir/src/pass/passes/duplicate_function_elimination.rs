//! `duplicate-function-elimination`: MLIR's `DuplicateFunctionEliminationPass` over
//! [`crate::transforms::duplicate_function_elimination()`]. It runs on `builtin.module`.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget};
use crate::transforms::duplicate_function_elimination;

/// The `duplicate-function-elimination` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct DuplicateFunctionElimination;

impl Pass for DuplicateFunctionElimination {
    fn name(&self) -> &str {
        "DuplicateFunctionEliminationPass"
    }

    fn argument(&self) -> &str {
        "duplicate-function-elimination"
    }

    fn description(&self) -> &str {
        "Deduplicate functions"
    }

    fn anchor(&self) -> Option<&str> {
        Some(crate::builtin::MODULE)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        if duplicate_function_elimination(ctx, target.body, op) == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
