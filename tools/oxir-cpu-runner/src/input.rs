//! The input stage: from the text of the input file to an LLVM module.
//!
//! `mlir-cpu-runner` takes MLIR: a module of `llvm` dialect ops, which is parsed, verified and
//! translated to LLVM IR (`oxir-llvm-ir`, what `mlir-translate --mlir-to-llvmir` does). LLVM IR
//! text is taken too, as before the translation existed: a `.ll` file is read as LLVM IR, and
//! any other input that does not parse as MLIR but does as LLVM IR. When neither parses, the
//! error is LLVM's for a text with LLVM IR's top-level keywords, MLIR's (rendered against the
//! source) otherwise. The entry checks and the run work on the
//! module either way.

use oxir::diag_handlers::{SourceMgr, render};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir_jit::ExecutionEngine;
use oxir_jit::inkwell::context::Context;
use oxir_jit::inkwell::module::Module;

/// Turns the input `text`, read from `name`, into a module of `context`, or a message.
pub fn load_module<'ctx>(
    context: &'ctx Context,
    text: &str,
    name: &str,
) -> Result<Module<'ctx>, String> {
    if name.ends_with(".ll") {
        return ExecutionEngine::parse_ir(context, text, name).map_err(|e| e.to_string());
    }
    let ctx = oxir::Context::new();
    oxir_llvm::register(&ctx);
    let options = ParseOptions {
        file_name: name,
        ..ParseOptions::default()
    };
    let rendered = |diagnostic: &oxir::Diagnostic| {
        let mut sources = SourceMgr::new();
        sources.add_buffer(name, text);
        render(&ctx, &sources, diagnostic).trim_end().to_string()
    };
    let module = match parse_source(&ctx, text, &options) {
        Ok(module) => module,
        Err(diagnostic) => {
            return ExecutionEngine::parse_ir(context, text, name).map_err(|e| {
                // Neither parses: the error of the language the text looks like.
                if looks_like_llvm_ir(text) {
                    e.to_string()
                } else {
                    rendered(&diagnostic)
                }
            });
        }
    };
    oxir::verifier::verify(&ctx, &module.body, module.op).map_err(|d| rendered(&d))?;
    oxir_llvm_ir::translate_module(&ctx, &module.body, module.op, context).map_err(|d| rendered(&d))
}

/// Whether a line of `text` starts with a top-level entity of LLVM IR.
fn looks_like_llvm_ir(text: &str) -> bool {
    text.lines().map(str::trim_start).any(|line| {
        ["define ", "declare ", "target ", "source_filename", "@"]
            .iter()
            .any(|keyword| line.starts_with(keyword))
    })
}
