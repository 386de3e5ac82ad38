//! What the integration tests that compare with MLIR's own tools share: finding those
//! reference tools, and deciding what a missing one means.
//!
//! Outside CI a missing reference tool skips the comparison, saying so, so that the other tests
//! still run on a machine without MLIR. Under CI (the `CI` environment variable set, as in
//! `CI=true bash .ci/run`) it fails the test instead: a CI run that compared nothing must not
//! pass.

use std::path::Path;
use std::process::Command;

/// Whether the tests run under CI: `CI` is set to anything but nothing, `0` or `false`.
pub fn under_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| !matches!(value.as_str(), "" | "0" | "false"))
}

/// Whether `tool` is on `PATH` and runs (`tool --version` succeeds).
pub fn installed(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether the comparison `what` can run: every one of `tools` is [`installed`] and every one
/// of `files` exists. When some are missing: under CI, panics with a message naming them;
/// otherwise prints that message and returns `false`, for the caller to skip the comparison.
pub fn reference_tools_present(what: &str, tools: &[&str], files: &[&str]) -> bool {
    let missing: Vec<&str> = tools
        .iter()
        .copied()
        .filter(|tool| !installed(tool))
        .chain(files.iter().copied().filter(|f| !Path::new(f).exists()))
        .collect();
    if missing.is_empty() {
        return true;
    }
    let message = format!(
        "{} not installed: {what} not checked (the README's test command installs them)",
        missing.join(", ")
    );
    assert!(
        !under_ci(),
        "{message}; under CI (`CI` is set) a missing reference tool is an error"
    );
    eprintln!("{message}");
    false
}
