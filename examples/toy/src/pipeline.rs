//! The optimization pipeline of `toyc -opt`: the tutorial's pass manager, written as pipeline
//! text over the pass registry (the core passes and `toy-shape-inference`).
//!
//! This module assembles and runs passes; the passes themselves live elsewhere (`oxir::pass`
//! for canonicalize and cse, `oxir-affine` for loop fusion and scalar replacement).

use oxir::pass::{PassManager, PassRegistry};
use oxir::{Body, Context, Diagnostic, OpId};

/// The pipeline `-opt` runs on the module, the tutorial's: inline every call, then on each
/// function infer the shapes, canonicalize and eliminate common subexpressions.
pub const OPT_PIPELINE: &str =
    "builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse))";

/// The pipeline of `-emit=mlir-affine`, with or without `-opt` (the tutorial's chapter 5): the
/// optimizations of [`OPT_PIPELINE`], the partial lowering, then canonicalize and cse on the
/// lowered function.
pub const AFFINE_PIPELINE: &str = "builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse), toy-lower-to-affine, func.func(canonicalize, cse))";

/// [`AFFINE_PIPELINE`] under `-opt`: after the cleanup of the lowered function, the affine
/// optimizations of the tutorial's chapters 5 and 6, loop fusion then scalar replacement.
pub const AFFINE_OPT_PIPELINE: &str = "builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse), toy-lower-to-affine, func.func(canonicalize, cse, affine-loop-fusion, affine-scalrep))";

/// The pipeline of `-emit=mlir-llvm`, `-emit=llvm` and `-emit=jit` (the tutorial's chapter 6):
/// [`AFFINE_PIPELINE`], the lowering of `toy.print` to `printf` calls, then oxir's lowerings to
/// the `llvm` dialect.
pub const LLVM_PIPELINE: &str = "builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse), toy-lower-to-affine, func.func(canonicalize, cse), toy-lower-print, lower-affine, convert-scf-to-cf, finalize-memref-to-llvm, convert-to-llvm, reconcile-unrealized-casts)";

/// [`LLVM_PIPELINE`] under `-opt`, with the affine optimizations of [`AFFINE_OPT_PIPELINE`].
pub const LLVM_OPT_PIPELINE: &str = "builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse), toy-lower-to-affine, func.func(canonicalize, cse, affine-loop-fusion, affine-scalrep), toy-lower-print, lower-affine, convert-scf-to-cf, finalize-memref-to-llvm, convert-to-llvm, reconcile-unrealized-casts)";

/// The passes the pipeline may name.
pub fn registry() -> Result<PassRegistry, String> {
    let mut registry = PassRegistry::new();
    oxir::pass::passes::register_core_passes(&mut registry)?;
    registry.register_pass(|| Box::new(crate::shape_inference::ShapeInference))?;
    registry.register_pass(|| Box::new(crate::lower_to_affine::LowerToAffine))?;
    registry.register_pass(|| Box::new(crate::lower_to_llvm::LowerPrint))?;
    registry.register_pass(|| Box::new(oxir_affine::loop_fusion::AffineLoopFusion::default()))?;
    registry.register_pass(|| Box::new(oxir_affine::scalrep::AffineScalarReplacement))?;
    registry.register_pass(|| Box::new(oxir_conversions::LowerAffine))?;
    registry.register_pass(|| Box::new(oxir_conversions::ConvertScfToCf))?;
    oxir_to_llvm::register_passes(&mut registry)?;
    registry.register_pass(|| Box::new(oxir_llvm::conversion::ConvertToLLVM::default()))?;
    Ok(registry)
}

/// Why a pipeline run failed.
#[derive(Debug)]
pub enum RunError {
    /// The pipeline text does not read (rendered, with a caret under the fault).
    Pipeline(String),
    /// A pass failed, or the IR did not verify after it: the diagnostics.
    Pass(Vec<Diagnostic>),
}

/// Runs the pipeline `text` (e.g. [`OPT_PIPELINE`]) on `module` (of `body`); the remarks and
/// warnings the passes made (the inliner's, where it bounds its growth).
pub fn run(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    text: &str,
) -> Result<Vec<Diagnostic>, RunError> {
    let registry = registry().map_err(RunError::Pipeline)?;
    let pipeline = registry
        .parse_pipeline(text)
        .map_err(|e| RunError::Pipeline(e.render(text)))?;
    let mut manager = PassManager::from_pipeline(pipeline);
    let result = manager.run(ctx, body, module);
    if result.failed {
        return Err(RunError::Pass(result.diagnostics));
    }
    Ok(result.diagnostics)
}
