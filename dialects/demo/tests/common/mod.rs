//! Helpers shared by the `demo` dialect's test files: a context with the dialect registered
//! (unregistered dialects allowed, for the `test.*` ops around), and the first verifier error
//! of a text.
//!
//! Each test file is its own crate and uses only some of these.
#![allow(dead_code)]

use oxir::Context;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::verifier::verify;

/// A context with `demo` registered; errors leave out the op note, so tests compare messages.
pub fn context() -> Context {
    let ctx = Context::new();
    assert!(oxir_demo::register(&ctx));
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_print_op_on_diagnostic(false);
    ctx
}

/// The message of the first verifier error of `text`, or `verifies`.
pub fn verify_text(text: &str) -> String {
    let ctx = context();
    let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    match verify(&ctx, &module.body, module.op) {
        Ok(()) => "verifies".to_string(),
        Err(diagnostic) => diagnostic.message,
    }
}

/// Checks that each text of `cases`, after `prefix`, verifies with the message given (or
/// `verifies`).
pub fn assert_messages(prefix: &str, cases: &[(&str, &str)]) {
    for (text, expected) in cases {
        let text = format!("{prefix}{text}");
        assert_eq!(verify_text(&text), *expected, "for:\n{text}");
    }
}
