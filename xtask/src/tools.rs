//! What several tasks share about the workspace and the tools they compare: where the workspace
//! is, and a release `oxir-opt` built on demand.

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
    let root = workspace_root();
    let status = Command::new("cargo")
        .args(["build", "--release", "--quiet", "-p", "oxir-opt"])
        .current_dir(&root)
        .status()
        .map_err(|e| format!("could not run cargo: {e}"))?;
    if !status.success() {
        return Err("building oxir-opt failed".into());
    }
    Ok(root.join("target/release/oxir-opt"))
}
