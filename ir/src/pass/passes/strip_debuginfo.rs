//! `strip-debuginfo`: MLIR's `StripDebugInfo` pass over
//! [`crate::transforms::strip_debuginfo()`]. It runs on any op.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget};
use crate::transforms::strip_debuginfo;

/// The `strip-debuginfo` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn name(&self) -> &str {
        "StripDebugInfo"
    }

    fn argument(&self) -> &str {
        "strip-debuginfo"
    }

    fn description(&self) -> &str {
        "Strip debug info from all operations"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        if strip_debuginfo(ctx, target.body, op) == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
