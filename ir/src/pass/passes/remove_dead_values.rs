//! `remove-dead-values`: MLIR 19's removal of dead values over
//! [`crate::transforms::remove_dead_values`]. IR it does not handle (branch ops, symbol ops
//! other than functions, symbol users other than calls) gets MLIR's error and is left as it
//! is, and the pass fails: MLIR 19 succeeds there, leaving a run that changed nothing looking
//! like one that worked; later MLIR fails too.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget};
use crate::transforms::remove_dead_values::{Outcome, remove_dead_values};

/// The `remove-dead-values` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct RemoveDeadValues;

impl Pass for RemoveDeadValues {
    fn name(&self) -> &str {
        "RemoveDeadValues"
    }

    fn argument(&self) -> &str {
        "remove-dead-values"
    }

    fn description(&self) -> &str {
        "Remove dead values"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let op = target.op();
        let loc = target.body.op_loc(op);
        let all_uses_visible = target.parent_name().is_none();
        let outcome =
            remove_dead_values(target.ctx(), target.body, op, all_uses_visible).map_err(|e| {
                Diagnostic::error(
                    loc,
                    format!("remove-dead-values could not edit the IR: {e}"),
                )
            })?;
        match outcome {
            Outcome::Refused(error) => return Err(*error),
            Outcome::Cleaned(false) => target.preserve_all(),
            Outcome::Cleaned(true) => {}
        }
        Ok(())
    }
}
