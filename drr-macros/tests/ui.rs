//! The diagnostics of `rules!` as users see them: each case of `tests/ui/` must fail to compile
//! with exactly the errors of its `.stderr` (message, `help:`, and the tokens the caret
//! underlines). The cases use the `rt` test dialect: its spec is found from the crate trybuild
//! builds them in (`target/tests/trybuild/oxir-drr-macros`), and its op types are
//! `oxir_rules_test`'s. `TRYBUILD=overwrite` regenerates the `.stderr` files for review.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.pass("tests/pass/*.rs");
}
