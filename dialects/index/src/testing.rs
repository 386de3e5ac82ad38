//! What the unit tests of this crate share: IR written as text, parsed with `index`
//! registered (`arith` too, for integer constants; unregistered ops allowed), then verified,
//! or canonicalized and printed; the steps themselves are `oxir::testing`'s.

use oxir::rewrite::RewritePatternSet;

/// A context with `index` and `arith` registered and unregistered ops allowed.
pub fn context() -> oxir::Context {
    let ctx = oxir::testing::open_context();
    crate::register(&ctx);
    oxir_arith::register(&ctx);
    ctx
}

/// The message of the first error parsing or verifying `ir`, if any.
pub fn first_error(ir: &str) -> Option<String> {
    oxir::testing::first_error(&context(), ir)
}

/// `ir` canonicalized (the ops' folds and this crate's patterns) to a fixed point, printed
/// back.
pub fn canonicalized(ir: &str) -> String {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    crate::canon::patterns(&ctx, &mut set);
    oxir::testing::rewritten(&ctx, ir, &set.freeze(&ctx))
}
