//! Runs the Toy compiler's file-based tests under `tests/toy/` (LLVM lit, with `FileCheck`)
//! against the `toyc` binary built for this test run. lit and FileCheck come with Debian's
//! `llvm-19-dev`, which the README's test command installs.

use std::path::{Path, PathBuf};
use std::process::Command;

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/toy")
        .canonicalize()
        .expect("tests/toy exists")
}

fn lit_script() -> PathBuf {
    let llvm_prefix = std::env::var("LLVM_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-19".into());
    PathBuf::from(llvm_prefix).join("build/utils/lit/lit.py")
}

#[test]
fn toy_file_tests_pass_under_lit() {
    let lit = lit_script();
    assert!(
        lit.exists(),
        "lit not found at {} (install llvm-19-dev, as the README's test command does)",
        lit.display()
    );
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_toyc"));
    let bin_dir = binary.parent().expect("binary has a directory");
    let out_dir = std::env::temp_dir().join(format!("toy-lit-{}", std::process::id()));
    let status = Command::new("python3")
        .arg(&lit)
        .arg("-sv")
        .arg(suite())
        .env("TOYC_BIN_DIR", bin_dir)
        .env("TOYC_LIT_OUT", &out_dir)
        .status()
        .expect("python3 runs lit");
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(
        status.success(),
        "lit reported failing Toy tests (see the output above)"
    );
}
