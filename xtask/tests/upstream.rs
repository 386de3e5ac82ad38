//! `cargo xtask upstream` end to end, on `tests/upstream-sample/`: small test files of our own
//! written in the form of MLIR's (RUN lines, `// -----` chunks, `-verify-diagnostics`, a second
//! `mlir-opt` stage, RUN lines it cannot or must not run), compared with `mlir-opt-19`.
//!
//! It needs `mlir-opt-19` and an `oxir-opt` binary of the same build (`cargo test --workspace`
//! builds it); when one is missing the test fails under CI and is skipped, saying so, elsewhere
//! (the helper the oxir-opt conformance tests use).

#[path = "../../tools/oxir-opt/tests/support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The `oxir-opt` beside the `xtask` binary under test: the same target folder and profile.
fn oxir_opt() -> PathBuf {
    let xtask = Path::new(env!("CARGO_BIN_EXE_xtask"));
    xtask.with_file_name("oxir-opt")
}

fn upstream(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("upstream")
        .args(args)
        .output()
        .expect("xtask runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_sample_is_measured_chunk_by_chunk() {
    let oxir = oxir_opt();
    let oxir = oxir.to_str().expect("UTF-8 target path");
    if !support::reference_tools_present("upstream runner", &["mlir-opt-19"], &[oxir]) {
        return;
    }
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/upstream-sample");
    let (ok, json, stderr) = upstream(&[sample, "--oxir-opt", oxir, "--json"]);
    assert!(ok, "{stderr}");
    assert!(
        json.contains(
            "\"totals\": {\"files\": 4, \"runs\": 5, \"chunks\": 8, \"match\": 6, \"differ\": 0, \"crash\": 0, \"skipped\": 2, \"not_run\": 1}"
        ),
        "{json}"
    );
    assert!(
        json.contains(
            "{\"side\": \"oxir-opt\", \"reason\": \"needs dialect tensor\", \"chunks\": 1}"
        ),
        "{json}"
    );
    assert!(
        json.contains("\"reason\": \"mlir-opt-19 needs pass no-such-pass-anywhere\""),
        "{json}"
    );
    assert!(
        json.contains("{\"run_line\": 6, \"reason\": \"lit substitution `%t`\"}"),
        "{json}"
    );

    let (ok, text, stderr) = upstream(&[sample, "--oxir-opt", oxir, "--filter", "split"]);
    assert!(ok, "{stderr}");
    assert!(text.contains("total (1 files)"), "{text}");
    assert!(text.contains("split.mlir RUN@1 chunk 3") || text.contains("needs dialect tensor"));
}

#[test]
fn unusable_arguments_fail() {
    let (ok, _, stderr) = upstream(&["/nonexistent/folder", "--oxir-opt", "/bin/true"]);
    assert!(!ok);
    assert!(stderr.contains("is not a folder"), "{stderr}");
    let (ok, _, stderr) = upstream(&[".", "--oxir-opt", "/nonexistent/oxir-opt"]);
    assert!(!ok);
    assert!(stderr.contains("does not run"), "{stderr}");
}
