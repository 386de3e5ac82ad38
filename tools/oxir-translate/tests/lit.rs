//! Runs `oxir-translate`'s file-based tests under `tests/oxir-translate/` (LLVM lit, with
//! `FileCheck`, and `mlir-translate-19`, `lli-19`, `llvm-as-19` and `opt-19` as references)
//! against the binary built for this test run.

#[path = "../../../tests/lit_driver.rs"]
mod lit_driver;

#[test]
fn translate_file_tests_pass_under_lit() {
    lit_driver::run(&lit_driver::Suite {
        dir: "oxir-translate",
        binary: env!("CARGO_BIN_EXE_oxir-translate"),
        bin_dir_var: "OXIR_TRANSLATE_BIN_DIR",
        out_dir_var: "OXIR_TRANSLATE_LIT_OUT",
    });
}
