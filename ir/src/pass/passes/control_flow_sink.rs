//! `control-flow-sink`: MLIR's `ControlFlowSink` pass over
//! [`crate::transforms::control_flow_sink()`]. It runs on any op. Like MLIR 19's, it reports
//! no statistics.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget};
use crate::transforms::control_flow_sink;

/// The `control-flow-sink` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ControlFlowSink;

impl Pass for ControlFlowSink {
    fn name(&self) -> &str {
        "ControlFlowSink"
    }

    fn argument(&self) -> &str {
        "control-flow-sink"
    }

    fn description(&self) -> &str {
        "Sink operations into conditional blocks"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        if control_flow_sink(ctx, target.body, op) == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
