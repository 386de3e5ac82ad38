//! `symbol-privatize`: MLIR's `SymbolPrivatize` pass over
//! [`crate::transforms::symbol_privatize()`], with its `exclude` option. It runs on any op.

use crate::diagnostics::Diagnostic;
use crate::pass::{OptionKind, Pass, PassOptions, PassTarget};
use crate::transforms::symbol_privatize;

/// The `symbol-privatize` pass.
pub struct SymbolPrivatize {
    options: PassOptions,
}

impl Default for SymbolPrivatize {
    fn default() -> Self {
        SymbolPrivatize {
            options: PassOptions::new().list(
                "exclude",
                "Comma separated list of symbols that should not be marked private",
                OptionKind::String,
            ),
        }
    }
}

impl Pass for SymbolPrivatize {
    fn name(&self) -> &str {
        "SymbolPrivatize"
    }

    fn argument(&self) -> &str {
        "symbol-privatize"
    }

    fn description(&self) -> &str {
        "Mark symbols private"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let exclude = self
            .options
            .get::<Vec<String>>("exclude")
            .unwrap_or_default();
        if symbol_privatize(ctx, target.body, op, &exclude) == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
