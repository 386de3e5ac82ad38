//! The `build.rs` route of dialect crates: read a spec, check it, emit its Rust into `OUT_DIR`.
//! Diagnostics are printed rendered (file:line:col with the source line) and fail the build.
//!
//! This module only ties the front end, the checks and the emitter together; it holds no
//! generation logic of its own.

use std::path::Path;

use crate::check::check_and_resolve;
use crate::diag::{Level, Sources};
use crate::emit;
use crate::toml_front::parse_dialect_spec;

/// The generated Rust of the spec `text`, named `spec_name` in diagnostics and in the comments
/// of generated items; `Err` holds every diagnostic rendered.
pub fn generate_source(spec_name: &str, text: &str) -> Result<String, String> {
    let mut sources = Sources::new();
    let (dialect, diagnostics) = parse_dialect_spec(&mut sources, spec_name, text);
    let rendered = |ds: &[crate::diag::SpecDiagnostic], sources: &Sources| -> String {
        ds.iter().map(|d| sources.render(d)).collect()
    };
    let Some(dialect) = dialect else {
        return Err(rendered(&diagnostics, &sources));
    };
    let (checked, check_diagnostics) = check_and_resolve(&dialect, &sources);
    let Some(checked) = checked else {
        let errors: Vec<_> = check_diagnostics
            .into_iter()
            .filter(|d| d.level == Level::Error)
            .collect();
        return Err(rendered(&errors, &sources));
    };
    let tokens = emit::dialect_tokens(&dialect, &checked, &sources)
        .map_err(|errors| rendered(&errors, &sources))?;
    Ok(emit::render(tokens, spec_name))
}

/// For a `build.rs`: generates the Rust of the spec at `spec_path` (relative to the crate, as
/// cited in generated comments) into `out_file`, tells Cargo to rerun when the spec changes, and
/// prints the diagnostics when the spec has errors (the `Err` holds them too).
pub fn generate(spec_path: impl AsRef<Path>, out_file: impl AsRef<Path>) -> Result<(), String> {
    let spec_path = spec_path.as_ref();
    println!("cargo:rerun-if-changed={}", spec_path.display());
    let text = std::fs::read_to_string(spec_path)
        .map_err(|e| format!("cannot read `{}`: {e}", spec_path.display()))?;
    let name = spec_path.to_string_lossy().replace('\\', "/");
    let source = generate_source(&name, &text).inspect_err(|diagnostics| {
        eprintln!("{diagnostics}");
    })?;
    std::fs::write(out_file.as_ref(), source)
        .map_err(|e| format!("cannot write `{}`: {e}", out_file.as_ref().display()))
}
