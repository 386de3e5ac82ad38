//! What the unit tests of this crate share: parsing, verifying and printing IR written as text
//! with `affine`, `memref`, `func` and `arith` (whose constants the folds create) registered;
//! the steps themselves are `oxir::testing`'s.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};

/// A context with `affine`, `arith`, `memref` and `func` registered and unregistered ops allowed.
pub fn context() -> oxir::Context {
    let ctx = oxir::testing::open_context();
    crate::register(&ctx);
    oxir_arith::register(&ctx);
    oxir_memref::register(&ctx);
    oxir_func::register(&ctx);
    ctx
}

/// The message of the first error parsing or verifying `ir`, if any.
pub fn first_error(ir: &str) -> Option<String> {
    oxir::testing::first_error(&context(), ir)
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
    oxir::testing::inner_lines(&oxir::testing::canonicalized(&context(), ir))
}

/// Parses `ir` (a module whose first op is a function) in a fresh context and calls `f` with
/// the context, the body holding the function's region, and that region.
pub fn in_first_function<R>(
    ir: &str,
    f: impl FnOnce(&oxir::Context, &oxir::Body, oxir::RegionId) -> R,
) -> R {
    let ctx = context();
    let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    let (scope, regions) = module.body.region_scope(module.op);
    let block = scope.region_entry(regions[0]).expect("a module block");
    let func = scope.first_op(block).expect("a function");
    let (body, func_regions) = scope.region_scope(func);
    f(&ctx, body, func_regions[0])
}

/// Calls `f` with the context, the body of a module holding one `affine.for` and that loop's
/// induction variable.
pub fn with_induction_variable<R>(
    f: impl FnOnce(&oxir::Context, &oxir::Body, oxir::Value) -> R,
) -> R {
    let ctx = context();
    let module = parse_source(
        &ctx,
        "affine.for %i = 0 to 10 {\n}",
        &ParseOptions::default(),
    )
    .expect("valid IR");
    let (body, regions) = module.body.region_scope(module.op);
    let block = body.region_entry(regions[0]).expect("a module block");
    let for_op = body.first_op(block).expect("a loop");
    let entry = body
        .region_entry(body.op_regions(for_op)[0])
        .expect("a loop body");
    let iv = body.block_arg(entry, 0).expect("an induction variable");
    f(&ctx, body, iv)
}
