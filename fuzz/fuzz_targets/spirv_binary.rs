//! Reads arbitrary bytes as a SPIR-V binary: never panics; a binary that reads gives IR that,
//! when it verifies, prints, and serializes to a binary that reads back to the same IR.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::text::printer::{PrintOptions, print_op};
use oxir_spirv_binary::deserialize::{deserialize, words};

fuzz_target!(|data: &[u8]| {
    let Ok(words) = words(data) else { return };
    let ctx = oxir::Context::new();
    let Ok(module) = deserialize(&ctx, &words) else { return };
    if oxir::verifier::verify(&ctx, &module.body, module.op).is_err() {
        return;
    }
    let first = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    let Ok(binary) = oxir_spirv_binary::serialize::serialize(&ctx, &module.body, module.op) else {
        return;
    };
    let ctx2 = oxir::Context::new();
    let module2 = deserialize(&ctx2, &binary).expect("our binary reads back");
    let second = print_op(&ctx2, &module2.body, module2.op, &PrintOptions::default());
    assert_eq!(first, second);
});
