//! What the unit tests of this crate share: IR written as text, parsed with `arith`
//! registered (and unregistered ops allowed), then verified or printed back; the steps
//! themselves are `oxir::testing`'s.

/// A context with `arith` registered and unregistered ops allowed.
fn context() -> oxir::Context {
    let ctx = oxir::testing::open_context();
    crate::register(&ctx);
    ctx
}

/// The message of the first error parsing or verifying `ir`, if any.
pub fn first_error(ir: &str) -> Option<String> {
    oxir::testing::first_error(&context(), ir)
}

/// `ir` parsed and printed back in the custom form, without the module around it.
pub fn printed(ir: &str) -> String {
    oxir::testing::printed_inner(&context(), ir)
}
