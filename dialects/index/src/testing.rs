//! What the unit tests of this crate share: IR written as text, parsed with `index`
//! registered (`arith` too, for integer constants; unregistered ops allowed), then verified, or canonicalized and printed.

use oxir::rewrite::{
    GreedyRewriteConfig, RewritePatternSet, apply_patterns_and_fold_greedily_on_op,
};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};

/// A context with `index` and `arith` registered and unregistered ops allowed.
pub fn context() -> oxir::Context {
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

/// `ir` canonicalized (the ops' folds and patterns) to a fixed point, printed back.
pub fn canonicalized(ir: &str) -> String {
    let ctx = context();
    let mut module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    let mut set = RewritePatternSet::new();
    crate::canon::patterns(&ctx, &mut set);
    let patterns = set.freeze(&ctx);
    apply_patterns_and_fold_greedily_on_op(
        &ctx,
        &mut module.body,
        module.op,
        &patterns,
        &GreedyRewriteConfig::default(),
    );
    print_op(&ctx, &module.body, module.op, &PrintOptions::default())
}
