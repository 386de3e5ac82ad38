//! The optimization pipeline of `toyc -opt`: the tutorial's pass manager, written as pipeline
//! text over the pass registry (the core passes and the Toy passes).
//!
//! This module assembles and runs passes; the passes themselves live elsewhere (`oxir::pass`
//! for canonicalize and cse).

use oxir::pass::{PassManager, PassRegistry};
use oxir::{Body, Context, Diagnostic, OpId};

/// The pipeline `-opt` runs on the module: canonicalization and common subexpression
/// elimination on each function.
pub const OPT_PIPELINE: &str = "builtin.module(toy.func(canonicalize, cse))";

/// The passes the pipeline may name.
pub fn registry() -> Result<PassRegistry, String> {
    let mut registry = PassRegistry::new();
    oxir::pass::passes::register_core_passes(&mut registry)?;
    Ok(registry)
}

/// Runs [`OPT_PIPELINE`] on `module` (of `body`); the diagnostics when a pass fails.
pub fn optimize(ctx: &Context, body: &mut Body, module: OpId) -> Result<(), Vec<Diagnostic>> {
    let unknown = ctx.common().unknown_loc;
    let failed = |message: String| vec![Diagnostic::error(unknown, message)];
    let registry = registry().map_err(failed)?;
    let pipeline = registry
        .parse_pipeline(OPT_PIPELINE)
        .map_err(|e| failed(e.render(OPT_PIPELINE)))?;
    let mut manager = PassManager::from_pipeline(pipeline);
    let result = manager.run(ctx, body, module);
    if result.failed {
        return Err(result.diagnostics);
    }
    Ok(())
}
