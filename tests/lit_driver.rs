//! Runs one lit suite under `tests/` against a binary built for this test run; shared by the
//! `lit.rs` test of each tool crate (`#[path]`-included, since test crates share no library).
//! lit and FileCheck come with Debian's `llvm-19-dev`, which the README's test command installs.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A lit suite and how its `lit.cfg.py` is told where things are.
pub struct Suite<'a> {
    /// The suite's directory, relative to `tests/` (empty for `tests/` itself).
    pub dir: &'a str,
    /// The binary the suite runs (`env!("CARGO_BIN_EXE_...")`).
    pub binary: &'a str,
    /// The variable naming the binary's directory, read by `lit.cfg.py`.
    pub bin_dir_var: &'a str,
    /// The variable naming lit's output directory, read by `lit.cfg.py`.
    pub out_dir_var: &'a str,
}

/// Runs `suite` with lit and panics, pointing at lit's output, unless every test passes.
pub fn run(suite: &Suite<'_>) {
    let llvm_prefix = std::env::var("LLVM_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-19".into());
    let lit = PathBuf::from(llvm_prefix).join("build/utils/lit/lit.py");
    assert!(
        lit.exists(),
        "lit not found at {} (install llvm-19-dev, as the README's test command does)",
        lit.display()
    );
    let tests = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests")
        .join(suite.dir);
    let tests = tests
        .canonicalize()
        .unwrap_or_else(|_| panic!("{} exists", tests.display()));
    let bin_dir = Path::new(suite.binary)
        .parent()
        .expect("binary has a directory");
    let name = suite.binary.rsplit('/').next().unwrap_or("lit");
    let out_dir = std::env::temp_dir().join(format!("{name}-lit-{}", std::process::id()));
    let status = Command::new("python3")
        .arg(&lit)
        .arg("-sv")
        .arg(&tests)
        .env(suite.bin_dir_var, bin_dir)
        .env(suite.out_dir_var, &out_dir)
        .status()
        .expect("python3 runs lit");
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(
        status.success(),
        "lit reported failing tests in {} (see the output above)",
        tests.display()
    );
}
