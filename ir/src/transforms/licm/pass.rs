//! `loop-invariant-code-motion`: MLIR's pass of that name over
//! [`super::loop_invariant_code_motion`]. It runs on any op and moves invariant code out of
//! every loop nested in it.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget};

/// The `loop-invariant-code-motion` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn name(&self) -> &str {
        "LoopInvariantCodeMotion"
    }

    fn argument(&self) -> &str {
        "loop-invariant-code-motion"
    }

    fn description(&self) -> &str {
        "Hoist loop invariant instructions outside of the loop"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let op = target.op();
        let loc = target.body.op_loc(op);
        let moved =
            super::loop_invariant_code_motion(target.ctx(), target.body, op).map_err(|e| {
                Diagnostic::error(loc, format!("loop-invariant code motion failed: {e}"))
            })?;
        if moved == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
