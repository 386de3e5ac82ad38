//! What the unit tests of this crate share: parsing, verifying and printing IR written as text
//! with `affine` registered.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};

/// A context with `affine` registered and unregistered ops allowed.
fn context() -> oxir::Context {
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    ctx
}

/// The message of the first error parsing or verifying `ir`, if any.
pub fn first_error(ir: &str) -> Option<String> {
    let ctx = context();
    let module = match parse_source(&ctx, ir, &ParseOptions::default()) {
        Ok(module) => module,
        Err(d) => return Some(d.message),
    };
    oxir::verifier::verify(&ctx, &module.body, module.op)
        .err()
        .map(|d| d.message)
}

/// `ir` parsed, verified and printed back (generic form when `generic`).
pub fn printed(ir: &str, generic: bool) -> String {
    let ctx = context();
    let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    oxir::verifier::verify(&ctx, &module.body, module.op).expect("verifies");
    let options = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_op(&ctx, &module.body, module.op, &options)
}
