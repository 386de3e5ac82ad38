//! Reads arbitrary bytes as LLVM IR text and imports it into the llvm dialect, as
//! `oxir-translate --import-llvm` does: never panics (nor aborts inside LLVM); input LLVM
//! rejects or the importer does not convert is an error value at a location, and what it
//! imports parses and verifies as oxir IR (`import_llvm_ir` checks that). Bitcode is left out:
//! LLVM's bitcode reader aborts the process on some malformed modules, before any caller can
//! intervene, as it does in `mlir-translate-19`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::Context;

fuzz_target!(|data: &[u8]| {
    if data.starts_with(b"BC") || data.starts_with(&[0xDE, 0xC0]) {
        return;
    }
    let ctx = Context::new();
    oxir_llvm::register(&ctx);
    let _ = oxir_llvm_ir::import_llvm_ir(&ctx, data, "fuzz.ll");
});
