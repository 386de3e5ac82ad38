//! Runs the file-based tests under `tests/` (LLVM lit, with `FileCheck`) against the `oxir-opt`
//! binary built for this test run. lit and FileCheck come with Debian's `llvm-19-dev`, which the
//! README's test command installs.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root exists")
}

fn lit_script() -> PathBuf {
    let llvm_prefix = std::env::var("LLVM_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-19".into());
    PathBuf::from(llvm_prefix).join("build/utils/lit/lit.py")
}

#[test]
fn file_based_tests_pass_under_lit() {
    let lit = lit_script();
    assert!(
        lit.exists(),
        "lit not found at {} (install llvm-19-dev, as the README's test command does)",
        lit.display()
    );
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_oxir-opt"));
    let bin_dir = binary.parent().expect("binary has a directory");
    let out_dir = std::env::temp_dir().join(format!("oxir-lit-{}", std::process::id()));
    let status = Command::new("python3")
        .arg(&lit)
        .arg("-sv")
        .arg(workspace_root().join("tests"))
        .env("OXIR_BIN_DIR", bin_dir)
        .env("OXIR_LIT_OUT", &out_dir)
        .status()
        .expect("python3 runs lit");
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(
        status.success(),
        "lit reported failing file-based tests (see the output above)"
    );
}
