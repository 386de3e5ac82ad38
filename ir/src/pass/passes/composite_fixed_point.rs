//! `composite-fixed-point-pass`: MLIR's `CompositeFixedPointPass`, which runs the pipeline of
//! its `pipeline` option (steps without an anchor, `canonicalize,cse`, run on the op itself)
//! again and again until the op stops changing, at most `max-iterations` times more than the
//! first run; when that bound is reached it warns that the pipeline did not converge. It takes
//! the name `name` in reports. It runs on any op.
//!
//! The op "changes" when its text (generic form, with locations) changes, where MLIR compares
//! fingerprints of the ops' identities and contents. As in the inliner, the pipeline is read
//! with a registry of the core passes: a pass registered only by a tool is not available in it.

use crate::context::Context;
use crate::diagnostics::{Diagnostic, Severity};
use crate::pass::{OpPassManager, Pass, PassManager, PassOptions, PassRegistry, PassTarget};
use crate::structure::{Body, OpId};
use crate::text::printer::{PrintOptions, print_op_local};
use crate::verifier::warning_on_op;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// The `composite-fixed-point-pass` pass.
pub struct CompositeFixedPoint {
    options: PassOptions,
    /// The `name` option, read by [`Pass::initialize`].
    name: String,
}

impl Default for CompositeFixedPoint {
    fn default() -> Self {
        CompositeFixedPoint {
            options: PassOptions::new()
                .string(
                    "name",
                    "Composite pass display name",
                    "CompositeFixedPointPass",
                )
                .string("pipeline", "Composite pass inner pipeline", "")
                .int(
                    "max-iterations",
                    "Maximum number of iterations if inner pipeline",
                    10,
                ),
            name: "CompositeFixedPointPass".to_string(),
        }
    }
}

impl CompositeFixedPoint {
    /// The inner pipeline, read from the `pipeline` option.
    fn pipeline(&self) -> Result<OpPassManager, String> {
        let mut registry = PassRegistry::new();
        super::register_core_passes(&mut registry)?;
        let text = self.options.get::<String>("pipeline").unwrap_or_default();
        let mut manager = OpPassManager::any();
        registry.add_to_pipeline(&mut manager, &text).map_err(|e| {
            format!(
                "failed to parse composite pass pipeline `{text}`: {}",
                e.message
            )
        })?;
        Ok(manager)
    }

    fn max_iterations(&self) -> i64 {
        self.options.get::<i64>("max-iterations").unwrap_or(10)
    }
}

/// What identifies the state of `op`: its text in the generic form, with locations.
fn fingerprint(ctx: &Context, body: &Body, op: OpId) -> String {
    let options = PrintOptions {
        generic: true,
        debug_info: true,
        assume_verified: true,
        ..PrintOptions::default()
    };
    print_op_local(ctx, body, op, &options)
}

/// A sink that keeps what it is given, for the output of the inner pipeline.
#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let mut buffer = self.0.lock().unwrap_or_else(|p| p.into_inner());
        buffer.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Pass for CompositeFixedPoint {
    fn name(&self) -> &str {
        &self.name
    }

    fn argument(&self) -> &str {
        "composite-fixed-point-pass"
    }

    fn description(&self) -> &str {
        "Composite fixed point pass"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let loc = ctx.common().unknown_loc;
        self.name = self
            .options
            .get::<String>("name")
            .unwrap_or_else(|| "CompositeFixedPointPass".to_string());
        self.pipeline().map_err(|e| Diagnostic::error(loc, e))?;
        let max = self.max_iterations();
        if max <= 0 {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "invalid `max-iterations` value {max} for pass `composite-fixed-point-pass`: expected a positive number"
                ),
            ));
        }
        Ok(())
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let loc = target.body.op_loc(op);
        let pipeline = self.pipeline().map_err(|e| Diagnostic::error(loc, e))?;
        let mut manager = PassManager::from_pipeline(pipeline);
        manager.enable_threading(false);
        manager.enable_verifier(false);
        manager.set_print_options(target.print_options().clone());
        let output = Buffer::default();
        manager.set_output(Box::new(output.clone()));
        let max = self.max_iterations();
        let start = fingerprint(ctx, target.body, op);
        let mut before = start.clone();
        let mut runs = 0;
        let result = loop {
            let result = manager.run(ctx, target.body, op);
            let mut error = None;
            for diagnostic in result.diagnostics {
                if result.failed && error.is_none() && diagnostic.severity == Severity::Error {
                    error = Some(diagnostic);
                } else {
                    target.emit(diagnostic);
                }
            }
            if result.failed {
                break Err(error.unwrap_or_else(|| {
                    Diagnostic::error(loc, format!("composite pass \"{}\" failed", self.name))
                }));
            }
            let done = runs >= max;
            runs += 1;
            if done {
                target.emit(warning_on_op(
                    ctx,
                    target.body,
                    op,
                    format!(
                        "Composite pass \"{}\"+ didn't converge in {max} iterations",
                        self.name
                    ),
                ));
                break Ok(());
            }
            let after = fingerprint(ctx, target.body, op);
            if after == before {
                break Ok(());
            }
            before = after;
        };
        let text = std::mem::take(&mut *output.0.lock().unwrap_or_else(|p| p.into_inner()));
        target.write_output(&String::from_utf8_lossy(&text));
        if result.is_ok() && before == start && runs == 1 {
            target.preserve_all();
        }
        result
    }
}
