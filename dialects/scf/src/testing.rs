//! What the unit tests of this crate share: verifying and canonicalizing IR written as text
//! with `scf` registered.

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

/// `ir` after the canonicalizer's patterns and folds (unregistered ops allowed), printed back
/// without the module around it.
pub fn canonicalized(ir: &str) -> String {
    use oxir::rewrite::{
        GreedyRewriteConfig, apply_patterns_and_fold_greedily_on_op, canonicalization_patterns,
    };
    use oxir::text::printer::{PrintOptions, print_op};
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    let mut module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    let patterns = canonicalization_patterns(&ctx).freeze(&ctx);
    let config = GreedyRewriteConfig::default();
    apply_patterns_and_fold_greedily_on_op(&ctx, &mut module.body, module.op, &patterns, &config);
    let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    let lines: Vec<&str> = text.lines().collect();
    let inner = lines.get(1..lines.len().saturating_sub(1)).unwrap_or(&[]);
    inner
        .iter()
        .map(|l| l.trim_start())
        .collect::<Vec<_>>()
        .join("\n")
}
