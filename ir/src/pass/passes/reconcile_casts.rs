//! `reconcile-unrealized-casts`: MLIR's pass of that name, folding and erasing the
//! `builtin.unrealized_conversion_cast`s nested in the op it is given
//! ([`crate::conversion::reconcile_unrealized_casts`]).

use crate::conversion::reconcile_unrealized_casts;
use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget};

/// The `reconcile-unrealized-casts` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReconcileUnrealizedCasts;

impl Pass for ReconcileUnrealizedCasts {
    fn name(&self) -> &str {
        "ReconcileUnrealizedCastsPass"
    }

    fn argument(&self) -> &str {
        "reconcile-unrealized-casts"
    }

    fn description(&self) -> &str {
        "Simplify and eliminate unrealized conversion casts"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        if reconcile_unrealized_casts(ctx, target.body, op) == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
