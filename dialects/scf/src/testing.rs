//! What the unit tests of this crate share: verifying IR written as text with `scf`
//! registered.

use oxir::text::parser::{ParseOptions, parse_source};

/// The message of the first error verifying `ir` (unregistered ops allowed), if any.
pub fn first_error(ir: &str) -> Option<String> {
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid syntax");
    oxir::verifier::verify(&ctx, &module.body, module.op)
        .err()
        .map(|d| d.message)
}
