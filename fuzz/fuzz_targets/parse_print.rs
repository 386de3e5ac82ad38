//! Parses arbitrary bytes as IR (UTF-8 or not, as the parser reads them): never panics;
//! whatever parses and verifies prints, and the printed text parses back and prints identically
//! (the round trip is exact).
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::Context;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};

fuzz_target!(|data: &[u8]| {
    let text = data;
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let options = ParseOptions { file_name: "fuzz.mlir", ..ParseOptions::default() };
    let Ok(module) = parse_source(&ctx, text, &options) else { return };
    if oxir::verifier::verify(&ctx, &module.body, module.op).is_err() {
        return;
    }
    for generic in [true, false] {
        let print_options = PrintOptions { generic, debug_info: true, ..PrintOptions::default() };
        let printed = print_op(&ctx, &module.body, module.op, &print_options);
        let again = parse_source(&ctx, &printed, &options)
            .unwrap_or_else(|d| panic!("printed IR does not parse back: {d}\n{printed}"));
        let reprinted = print_op(&ctx, &again.body, again.op, &print_options);
        assert_eq!(printed, reprinted, "printing is not stable across a round trip");
    }
});
