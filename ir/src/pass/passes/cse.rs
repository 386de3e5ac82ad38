//! `cse`: MLIR's common-subexpression elimination over the regions of the op it is given
//! ([`crate::transforms::cse::cse_op`]), with MLIR's statistics.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget, Statistic};
use crate::transforms::cse::cse_op;

/// The `cse` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cse;

const STATISTICS: &[Statistic] = &[
    Statistic {
        name: "num-cse'd",
        description: "Number of operations CSE'd",
    },
    Statistic {
        name: "num-dce'd",
        description: "Number of operations DCE'd",
    },
];

impl Pass for Cse {
    fn name(&self) -> &str {
        "CSE"
    }

    fn argument(&self) -> &str {
        "cse"
    }

    fn description(&self) -> &str {
        "Eliminate common sub-expressions"
    }

    fn statistics(&self) -> &[Statistic] {
        STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let stats = cse_op(ctx, target.body, op);
        target.add_statistic("num-cse'd", stats.num_cse as u64);
        target.add_statistic("num-dce'd", stats.num_dce as u64);
        if stats.num_cse == 0 && stats.num_dce == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
