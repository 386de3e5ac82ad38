//! `sroa`: MLIR's `SROA` pass over [`crate::transforms::sroa()`], with its statistics. It runs
//! on any op.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget, Statistic};
use crate::transforms::sroa;

/// The `sroa` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sroa;

const STATISTICS: &[Statistic] = &[
    Statistic {
        name: "destructured slots",
        description: "Total amount of memory slots destructured",
    },
    Statistic {
        name: "slots with memory benefit",
        description: "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields",
    },
    Statistic {
        name: "max subelement number",
        description: "Maximal number of sub-elements a successfully destructured slot initially had",
    },
];

impl Pass for Sroa {
    fn name(&self) -> &str {
        "SROA"
    }

    fn argument(&self) -> &str {
        "sroa"
    }

    fn description(&self) -> &str {
        "Scalar Replacement of Aggregates"
    }

    fn statistics(&self) -> &[Statistic] {
        STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let stats = sroa(ctx, target.body, op);
        target.add_statistic("destructured slots", stats.destructured);
        target.add_statistic("slots with memory benefit", stats.with_memory_benefit);
        target.add_statistic("max subelement number", stats.max_subelements);
        if stats.destructured == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
