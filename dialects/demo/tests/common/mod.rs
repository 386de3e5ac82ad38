//! What the `demo` integration tests share: a context with the dialect registered (unregistered
//! dialects allowed, for the `test.*` ops around), parsing and printing of whole modules with
//! errors as `line:column: message`, and the first verifier error of a text. Not a test itself.
//!
//! Each test file is its own crate and uses only some of these.
#![allow(dead_code)]

use oxir::attrs::LocationData;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::verifier::verify;
use oxir::{AttrData, Context, OwnedOp};

/// A context with `demo` registered and unregistered dialects allowed; diagnostics without the
/// op attached, so tests compare messages.
pub fn context() -> Context {
    let ctx = Context::new();
    assert!(oxir_demo::register(&ctx));
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_print_op_on_diagnostic(false);
    ctx
}

/// The ops directly in `module`, with the body that holds them.
pub fn top_level_ops(module: &OwnedOp) -> (&oxir::Body, Vec<oxir::OpId>) {
    let (scope, regions) = module.body.region_scope(module.op);
    let ops = scope
        .region_blocks(regions[0])
        .flat_map(|block| scope.block_ops(block))
        .collect();
    (scope, ops)
}

/// The parsed module, or the error as `line:column: message`.
pub fn parse(ctx: &Context, text: &str) -> Result<OwnedOp, String> {
    parse_source(ctx, text, &ParseOptions::default()).map_err(|d| match ctx.attr_data(d.location) {
        AttrData::Location(LocationData::FileLineCol { line, column, .. }) => {
            format!("{line}:{column}: {}", d.message)
        }
        _ => d.message.clone(),
    })
}

/// The module printed in the custom forms, or in the generic form when `generic`.
pub fn print(ctx: &Context, module: &OwnedOp, generic: bool) -> String {
    print_op(
        ctx,
        &module.body,
        module.op,
        &PrintOptions {
            generic,
            ..PrintOptions::default()
        },
    )
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
