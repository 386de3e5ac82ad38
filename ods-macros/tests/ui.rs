//! The macros' diagnostics as users see them: each case of `tests/ui/` must fail to compile
//! with exactly the errors of its `.stderr` (message, `help:`, and the tokens the caret
//! underlines), and each case of `tests/pass/` must compile and run. The `.stderr` files hold
//! rustc's wording on the pinned toolchain; `TRYBUILD=overwrite` regenerates them for review.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.pass("tests/pass/*.rs");
}
