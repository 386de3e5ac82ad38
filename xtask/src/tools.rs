//! What several tasks share about the workspace and the tools they compare: where the workspace
//! is, and release builds of its tools (`oxir-opt`, `oxir-translate`, `oxir-cpu-runner`) made on
//! demand.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root: the parent of this crate's directory.
pub fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// Builds `oxir-opt` in release mode (quietly; a no-op when it is up to date) and returns the
/// path of the binary, `target/release/oxir-opt` under the workspace root.
pub fn release_oxir_opt() -> Result<PathBuf, String> {
    release_tool("oxir-opt")
}

/// Builds the binary of workspace package `package` in release mode (quietly; a no-op when it is
/// up to date) and returns its path, `target/release/<package>` under the workspace root.
pub fn release_tool(package: &str) -> Result<PathBuf, String> {
    let root = workspace_root();
    let status = Command::new("cargo")
        .args(["build", "--release", "--quiet", "-p", package])
        .current_dir(&root)
        .status()
        .map_err(|e| format!("could not run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("building {package} failed"));
    }
    Ok(root.join("target/release").join(package))
}
