//! `snapshot-op-locations`: MLIR's `LocationSnapshot` pass over
//! [`crate::transforms::location_snapshot::snapshot_op_locations`], with its `filename` and
//! `tag` options; the IR is printed with the run's printing switches. It runs on any op.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassOptions, PassTarget};
use crate::transforms::location_snapshot::snapshot_op_locations;
use crate::verifier::error_on_op;

/// The `snapshot-op-locations` pass.
pub struct LocationSnapshot {
    options: PassOptions,
}

impl Default for LocationSnapshot {
    fn default() -> Self {
        LocationSnapshot {
            options: PassOptions::new()
                .string("filename", "The filename to print the generated IR", "")
                .string(
                    "tag",
                    "A tag to use when fusing the new locations with the original. If unset, the locations are replaced.",
                    "",
                ),
        }
    }
}

impl Pass for LocationSnapshot {
    fn name(&self) -> &str {
        "LocationSnapshot"
    }

    fn argument(&self) -> &str {
        "snapshot-op-locations"
    }

    fn description(&self) -> &str {
        "Generate new locations from the current IR"
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
        let file = self.options.get::<String>("filename").unwrap_or_default();
        let tag = self.options.get::<String>("tag").unwrap_or_default();
        // An op that is not the top-level one prints as MLIR prints an op with a parent: on its
        // own, with no aliases.
        let mut options = target.print_options().clone();
        options.local_scope |= target.parent_name().is_some();
        snapshot_op_locations(ctx, target.body, op, &file, &tag, &options)
            .map(|_| ())
            .map_err(|message| error_on_op(ctx, target.body, op, message))
    }
}
