//! What the unit tests of this crate share: verifying IR written as text with `func`
//! registered; the steps themselves are `oxir::testing`'s.

/// A context with `func` registered and unregistered ops allowed.
pub fn context() -> oxir::Context {
    let ctx = oxir::testing::open_context();
    crate::register(&ctx);
    ctx
}

/// The message of the first error parsing or verifying `ir` (unregistered ops allowed), if
/// any.
pub fn first_error(ir: &str) -> Option<String> {
    oxir::testing::first_error(&context(), ir)
}
