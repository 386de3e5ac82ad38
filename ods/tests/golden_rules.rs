//! Golden test of the Rust generated from a rules file: the output for the `rt` test dialect's
//! rules (`dialects/rules_test/defs/rt.rules.toml`) must equal `tests/golden/rules_test.rs.txt`,
//! so that every change to generated matchers and rewrites shows up as a reviewable diff.
//! Setting `OXIR_BLESS=1` rewrites the golden file. The generated code is compiled and run by
//! the `oxir-rules-test` crate's tests.

use std::path::Path;

use oxir_ods::rules::build::compile;

#[test]
fn rules_test_dialect_generates_the_golden_rust() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../dialects/rules_test");
    let text = std::fs::read_to_string(root.join("defs/rt.rules.toml")).expect("the rules exist");
    // The names the crate's build script uses, so that comments cite the same lines.
    let read = |path: &str| std::fs::read_to_string(root.join(path)).map_err(|e| e.to_string());
    let compiled = compile("defs/rt.rules.toml", &text, &read).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        compiled.warnings, "",
        "the test rules have no shadowed rule"
    );
    let golden_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/rules_test.rs.txt");
    if std::env::var_os("OXIR_BLESS").is_some() {
        std::fs::write(&golden_path, &compiled.source).expect("the golden file is writable");
    }
    let golden = std::fs::read_to_string(&golden_path).unwrap_or_default();
    assert!(
        golden == compiled.source,
        "generated code differs from tests/golden/rules_test.rs.txt (rerun with OXIR_BLESS=1 and review the diff)"
    );
}
