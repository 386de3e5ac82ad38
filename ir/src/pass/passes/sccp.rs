//! `sccp`: MLIR's sparse conditional constant propagation pass over
//! [`crate::transforms::sccp`]. It runs on any op; on a symbol table (the module) the analysis
//! spans its functions and the calls between them.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget, Statistic};
use crate::transforms::sccp::sccp;

/// The `sccp` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sccp;

const STATISTICS: &[Statistic] = &[
    Statistic {
        name: "num-replaced",
        description: "Number of values replaced with constants",
    },
    Statistic {
        name: "num-erased",
        description: "Number of ops erased once their results were constants",
    },
];

impl Pass for Sccp {
    fn name(&self) -> &str {
        "SCCP"
    }

    fn argument(&self) -> &str {
        "sccp"
    }

    fn description(&self) -> &str {
        "Sparse Conditional Constant Propagation"
    }

    fn statistics(&self) -> &[Statistic] {
        STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let op = target.op();
        let loc = target.body.op_loc(op);
        let all_uses_visible = target.parent_name().is_none();
        let stats = sccp(target.ctx(), target.body, op, all_uses_visible)
            .map_err(|e| Diagnostic::error(loc, format!("sccp could not rewrite the IR: {e}")))?;
        target.add_statistic("num-replaced", stats.replaced as u64);
        target.add_statistic("num-erased", stats.erased as u64);
        if stats == Default::default() {
            target.preserve_all();
        }
        Ok(())
    }
}
