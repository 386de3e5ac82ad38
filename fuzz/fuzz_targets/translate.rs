//! Parses arbitrary bytes as `llvm`-dialect IR, verifies it and translates it to LLVM IR, as
//! `oxir-translate --mlir-to-llvmir` does: never panics (nor aborts inside LLVM); every input
//! the translation refuses is an error value at a location.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::Context;
use oxir::text::parser::{ParseOptions, parse_source};

fuzz_target!(|data: &[u8]| {
    let ctx = Context::new();
    oxir_llvm::register(&ctx);
    let options = ParseOptions { file_name: "fuzz.mlir", ..ParseOptions::default() };
    let Ok(module) = parse_source(&ctx, data, &options) else { return };
    if oxir::verifier::verify(&ctx, &module.body, module.op).is_err() {
        return;
    }
    let _ = oxir_llvm_ir::translate_to_llvm_ir(&ctx, &module.body, module.op);
});
