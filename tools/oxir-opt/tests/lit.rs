//! Runs the file-based tests under `tests/` (LLVM lit, with `FileCheck`) against the `oxir-opt`
//! binary built for this test run.

#[path = "../../../tests/lit_driver.rs"]
mod lit_driver;

#[test]
fn file_based_tests_pass_under_lit() {
    lit_driver::run(&lit_driver::Suite {
        dir: "",
        binary: env!("CARGO_BIN_EXE_oxir-opt"),
        bin_dir_var: "OXIR_BIN_DIR",
        out_dir_var: "OXIR_LIT_OUT",
    });
}
