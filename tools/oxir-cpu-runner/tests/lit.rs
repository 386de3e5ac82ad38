//! Runs `oxir-cpu-runner`'s file-based tests under `tests/oxir-cpu-runner/` (LLVM lit, with
//! `FileCheck`, and `lli-19` / `mlir-cpu-runner-19` as references, which `llvm-19` and
//! `mlir-19-tools` install) against the binary built for this test run.

#[path = "../../../tests/lit_driver.rs"]
mod lit_driver;

#[test]
fn runner_file_tests_pass_under_lit() {
    lit_driver::run(&lit_driver::Suite {
        dir: "oxir-cpu-runner",
        binary: env!("CARGO_BIN_EXE_oxir-cpu-runner"),
        bin_dir_var: "OXIR_CPU_RUNNER_BIN_DIR",
        out_dir_var: "OXIR_CPU_RUNNER_LIT_OUT",
    });
}
