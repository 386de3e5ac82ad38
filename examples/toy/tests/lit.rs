//! Runs the Toy compiler's file-based tests under `tests/toy/` (LLVM lit, with `FileCheck`)
//! against the `toyc` binary built for this test run.

#[path = "../../../tests/lit_driver.rs"]
mod lit_driver;

#[test]
fn toy_file_tests_pass_under_lit() {
    lit_driver::run(&lit_driver::Suite {
        dir: "toy",
        binary: env!("CARGO_BIN_EXE_toyc"),
        bin_dir_var: "TOYC_BIN_DIR",
        out_dir_var: "TOYC_LIT_OUT",
    });
}
