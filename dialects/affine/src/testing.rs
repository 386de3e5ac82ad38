//! What the unit tests of this crate share: parsing, verifying and printing IR written as text
//! with `affine` (and `arith`, whose constants the folds create) registered.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};

/// A context with `affine` registered and unregistered ops allowed.
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

/// `ir` after the canonicalizer's folds, printed back without the module around it, one op
/// per line without indentation.
pub fn canonicalized(ir: &str) -> String {
    use oxir::rewrite::{
        GreedyRewriteConfig, apply_patterns_and_fold_greedily_on_op, canonicalization_patterns,
    };
    let ctx = context();
    let mut module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    let patterns = canonicalization_patterns(&ctx).freeze(&ctx);
    let config = GreedyRewriteConfig::default();
    apply_patterns_and_fold_greedily_on_op(&ctx, &mut module.body, module.op, &patterns, &config);
    let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("module"))
        .map_or(0, |i| i + 1);
    let inner = lines
        .get(start..lines.len().saturating_sub(1))
        .unwrap_or(&[]);
    inner
        .iter()
        .map(|l| l.trim_start())
        .collect::<Vec<_>>()
        .join("\n")
}
