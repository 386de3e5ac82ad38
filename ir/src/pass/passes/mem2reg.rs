//! `mem2reg`: MLIR's `Mem2Reg` pass over [`crate::transforms::mem2reg()`], with its option and
//! statistics. It runs on any op. MLIR 19 declares `region-simplify` but does not read it (its
//! output is the same either way), and so does this pass.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassOptions, PassTarget, Statistic};
use crate::transforms::mem2reg;

/// The `mem2reg` pass.
pub struct Mem2Reg {
    options: PassOptions,
}

impl Default for Mem2Reg {
    fn default() -> Self {
        Mem2Reg {
            options: PassOptions::new().bool(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                true,
            ),
        }
    }
}

const STATISTICS: &[Statistic] = &[
    Statistic {
        name: "promoted slots",
        description: "Total amount of memory slot promoted",
    },
    Statistic {
        name: "new block args",
        description: "Total amount of new block argument inserted in blocks",
    },
];

impl Pass for Mem2Reg {
    fn name(&self) -> &str {
        "Mem2Reg"
    }

    fn argument(&self) -> &str {
        "mem2reg"
    }

    fn description(&self) -> &str {
        "Promotes memory slots into values."
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn statistics(&self) -> &[Statistic] {
        STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let stats = mem2reg(ctx, target.body, op);
        target.add_statistic("promoted slots", stats.promoted);
        target.add_statistic("new block args", stats.new_block_args);
        if stats.promoted == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
