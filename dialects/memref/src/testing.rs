//! What the unit tests of this crate share: IR written as text, parsed with `memref` and
//! `arith` registered (and unregistered ops allowed), then verified, printed back or
//! canonicalized.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};

/// A context with `memref` and `arith` registered and unregistered ops allowed.
fn context() -> oxir::Context {
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    oxir_arith::register(&ctx);
    ctx
}

/// The message of the first error parsing or verifying `ir`, if any.
pub fn first_error(ir: &str) -> Option<String> {
    let ctx = context();
    match parse_source(&ctx, ir, &ParseOptions::default()) {
        Ok(module) => oxir::verifier::verify(&ctx, &module.body, module.op)
            .err()
            .map(|d| d.message),
        Err(diagnostic) => Some(diagnostic.message),
    }
}

/// The lines of a printed module without the module around them, unindented.
fn inner_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let inner = lines.get(1..lines.len().saturating_sub(1)).unwrap_or(&[]);
    inner
        .iter()
        .map(|l| l.trim_start())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `ir` parsed and printed back in the custom form, without the module around it.
pub fn printed(ir: &str) -> String {
    let ctx = context();
    let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    inner_lines(&print_op(
        &ctx,
        &module.body,
        module.op,
        &PrintOptions::default(),
    ))
}

/// `ir` after the greedy canonicalizer, printed without the module around it.
pub fn canonicalized(ir: &str) -> String {
    let ctx = context();
    let mut module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    let patterns = oxir::rewrite::canonicalization_patterns(&ctx).freeze(&ctx);
    let result = oxir::rewrite::apply_patterns_and_fold_greedily_on_op(
        &ctx,
        &mut module.body,
        module.op,
        &patterns,
        &oxir::rewrite::GreedyRewriteConfig::default(),
    );
    assert!(result.converged(), "the canonicalizer converges");
    inner_lines(&print_op(
        &ctx,
        &module.body,
        module.op,
        &PrintOptions::default(),
    ))
}
