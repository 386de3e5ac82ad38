//! What the `demo` integration tests share: a context with the dialect registered, and parsing
//! and printing of whole modules with errors as `line:column: message`. Not a test itself.

use oxir::attrs::LocationData;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::{AttrData, Context, OwnedOp};

/// A context with `demo` registered and unregistered dialects allowed; diagnostics without the
/// op attached.
pub fn context() -> Context {
    let ctx = Context::new();
    assert!(oxir_demo::register(&ctx));
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_print_op_on_diagnostic(false);
    ctx
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
