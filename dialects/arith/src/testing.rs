//! What the unit tests of this crate share: IR written as text, parsed with `arith`
//! registered (and unregistered ops allowed), then verified or printed back.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};

/// The message of the first error parsing or verifying `ir`, if any.
pub fn first_error(ir: &str) -> Option<String> {
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    match parse_source(&ctx, ir, &ParseOptions::default()) {
        Ok(module) => oxir::verifier::verify(&ctx, &module.body, module.op)
            .err()
            .map(|d| d.message),
        Err(diagnostic) => Some(diagnostic.message),
    }
}

/// `ir` parsed and printed back in the custom form, without the module around it.
pub fn printed(ir: &str) -> String {
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    let lines: Vec<&str> = text.lines().collect();
    let inner = lines.get(1..lines.len().saturating_sub(1)).unwrap_or(&[]);
    inner
        .iter()
        .map(|l| l.trim_start())
        .collect::<Vec<_>>()
        .join("\n")
}
