//! Reads arbitrary bytes as a SPIR-V binary: never panics; a binary that reads gives IR that
//! parses and, when it verifies, serializes to a binary that reads back to the same IR.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir_spirv_binary::deserialize::{deserialize, words};

fuzz_target!(|data: &[u8]| {
    let Ok(words) = words(data) else { return };
    let Ok(text) = deserialize(&words) else { return };
    let ctx = oxir::Context::new();
    oxir_spirv::register(&ctx);
    let options = ParseOptions {
        implicit_module: false,
        ..ParseOptions::default()
    };
    let Ok(module) = parse_source(&ctx, text.as_bytes(), &options) else { return };
    if oxir::verifier::verify(&ctx, &module.body, module.op).is_err() {
        return;
    }
    let first = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    let Ok(binary) = oxir_spirv_binary::serialize::serialize(&ctx, &module.body, module.op) else {
        return;
    };
    let again = deserialize(&binary).expect("our binary reads back");
    let ctx2 = oxir::Context::new();
    oxir_spirv::register(&ctx2);
    let module2 = parse_source(&ctx2, again.as_bytes(), &options).expect("parses");
    let second = print_op(&ctx2, &module2.body, module2.op, &PrintOptions::default());
    assert_eq!(first, second);
});
