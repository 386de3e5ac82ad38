//! The input stage: from the text of the input file to an LLVM module.
//!
//! Today the input is LLVM IR text. When the `llvm` dialect and its translation land, this is
//! the one function that changes: parse the MLIR module, translate it to LLVM IR (what
//! `mlir-translate --mlir-to-llvmir` does) and return that module; the entry checks and the run
//! work on the module either way.

use oxir_jit::ExecutionEngine;
use oxir_jit::inkwell::context::Context;
use oxir_jit::inkwell::module::Module;

/// Turns the input `text`, read from `name`, into a module of `context`, or a message.
pub fn load_module<'ctx>(
    context: &'ctx Context,
    text: &str,
    name: &str,
) -> Result<Module<'ctx>, String> {
    ExecutionEngine::parse_ir(context, text, name).map_err(|e| e.to_string())
}
