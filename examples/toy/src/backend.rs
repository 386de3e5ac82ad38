//! The last steps of chapter 6, the ones that link LLVM (which the oxir core never does):
//! the module, lowered to the `llvm` dialect, translated to LLVM IR (`oxir-llvm-ir`) and either
//! printed (`-emit=llvm`, the tutorial's `dumpLLVMIR`) or run (`-emit=jit`, its `runJit`).
//!
//! As in the tutorial, the LLVM module gets the host's triple and data layout and LLVM's
//! `default<O3>` pipeline under `-opt` (`default<O0>` otherwise) before it is printed; the JIT
//! (`oxir-jit`, LLVM's MCJIT) runs the same `default<O3>` pipeline under `-opt` and calls
//! `main` through its packed wrapper, whose `printf`s write to standard output.

use oxir::{Body, Context, Diagnostic, OpId};
use oxir_jit::inkwell::context::Context as LlvmContext;
use oxir_jit::inkwell::module::Module;
use oxir_jit::{EngineOptions, ExecutionEngine, OptLevel, optimize_module, set_host_target};

/// Why the LLVM part failed.
#[derive(Debug)]
pub enum BackendError {
    /// The module could not be translated: the error at the op.
    At(Diagnostic),
    /// `-emit=jit` found no function `main` with a body to run.
    NoEntry,
    /// LLVM failed (optimizing, compiling or calling): its message.
    Llvm(String),
}

/// The function `-emit=jit` runs.
pub const ENTRY: &str = "main";

/// The LLVM optimization level of `-opt` (or of its absence), as the tutorial's
/// `makeOptimizingTransformer(enableOpt ? 3 : 0, ...)`.
fn level(opt: bool) -> OptLevel {
    if opt { OptLevel::O3 } else { OptLevel::O0 }
}

/// Translates `module` (`llvm` dialect ops in `body`) to a module of `llvm`.
fn translate<'c>(
    ctx: &Context,
    body: &Body,
    module: OpId,
    llvm: &'c LlvmContext,
) -> Result<Module<'c>, BackendError> {
    oxir_llvm_ir::translate_module(ctx, body, module, llvm).map_err(BackendError::At)
}

/// The LLVM IR of `module`, for the host, optimized at O3 when `opt`.
pub fn llvm_ir(
    ctx: &Context,
    body: &Body,
    module: OpId,
    opt: bool,
) -> Result<String, BackendError> {
    let llvm = LlvmContext::create();
    let translated = translate(ctx, body, module, &llvm)?;
    let level = level(opt);
    let machine =
        set_host_target(&translated, Some(level)).map_err(|e| BackendError::Llvm(e.to_string()))?;
    optimize_module(&translated, level, &machine).map_err(|e| BackendError::Llvm(e.to_string()))?;
    Ok(translated.print_to_string().to_string())
}

/// Runs `main` of `module` in the JIT, optimized at O3 when `opt`; what it prints goes to
/// standard output.
pub fn run_jit(ctx: &Context, body: &Body, module: OpId, opt: bool) -> Result<(), BackendError> {
    let llvm = LlvmContext::create();
    let translated = translate(ctx, body, module, &llvm)?;
    // The tutorial's `invokePacked("main")` fails then, and it prints `JIT invocation failed`;
    // checking first says why, before compiling anything.
    if translated
        .get_function(ENTRY)
        .is_none_or(|f| f.count_basic_blocks() == 0)
    {
        return Err(BackendError::NoEntry);
    }
    // Without `-opt` no IR pass runs: `default<O0>` would change nothing the JIT runs, and
    // the code generator stays at LLVM's default level, as in the tutorial's engine.
    let options = EngineOptions {
        opt_level: opt.then_some(OptLevel::O3),
        ..EngineOptions::default()
    };
    let engine = ExecutionEngine::new(translated, &options)
        .map_err(|e| BackendError::Llvm(e.to_string()))?;
    engine
        .invoke(ENTRY, &mut [])
        .map_err(|e| BackendError::Llvm(format!("JIT invocation failed: {e}")))?;
    Ok(())
}
