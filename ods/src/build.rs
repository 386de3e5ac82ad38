//! The `build.rs` route of dialect crates: read a spec, check it, emit its Rust into `OUT_DIR`.
//! Diagnostics are printed rendered (file:line:col with the source line) and fail the build.
//!
//! This module only ties the front end, the checks and the emitter together; it holds no
//! generation logic of its own.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

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
    let tokens = emit::dialect_tokens(&dialect, &checked, &sources).map_err(|mut errors| {
        // Spans inside strings with escapes move onto the source bytes, as the checks' do.
        for e in &mut errors {
            e.span = sources.map_span(e.span);
        }
        rendered(&errors, &sources)
    })?;
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
        record_printed(spec_path);
    })?;
    std::fs::write(out_file.as_ref(), source)
        .map_err(|e| format!("cannot write `{}`: {e}", out_file.as_ref().display()))
}

/// The specs whose errors [`generate`] printed in this process, canonicalized: a build script
/// generating a spec and then rules using it prints the spec's errors once, from the spec's
/// step (see [`crate::rules::build::generate`]).
static PRINTED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// `path` made absolute with symbolic links resolved, so that two spellings of one file are
/// equal; as given when it does not exist.
fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

fn record_printed(spec_path: &Path) {
    // A poisoned lock only means another thread panicked while holding it; the list is whole.
    let mut printed = PRINTED.lock().unwrap_or_else(|e| e.into_inner());
    printed.push(canonical(spec_path));
}

/// Whether [`generate`] printed the errors of the spec at `spec_path` in this process.
pub fn errors_printed(spec_path: &Path) -> bool {
    let printed = PRINTED.lock().unwrap_or_else(|e| e.into_inner());
    printed.contains(&canonical(spec_path))
}

#[cfg(test)]
mod tests {
    use super::generate_source;

    /// Texts at the edges of the TOML front end, the embedded languages and the emitter: each
    /// is generated or refused with a rendered error, never a panic (the fuzz target
    /// `ods_spec` explores the rest).
    #[test]
    fn nasty_specs_are_generated_or_refused_with_errors() {
        let deep = format!("x = {}{}", "[".repeat(200), "]".repeat(200));
        let many_ops = "[[op]]\nname = \"o\"\n".repeat(50);
        let nasty: Vec<(String, bool)> = [
            ("", false),
            ("\u{feff}[dialect]\nname = \"d\"\n", true),
            ("[dialect]\r\nname = \"d\"\r\n[[op]]\r\nname = \"x\"\r\n", true),
            ("[dialect]\nname = \"\"\n", false),
            ("[dialect]\nname = \"d\"\n[[op]]\nname = \"é\"\n", false),
            (
                "[dialect]\nname = \"d\"\n[[op]]\nname = \"x\"\noperands = [{ name = \"a\", type = \"Variadic<\" }]\n",
                false,
            ),
            (
                "[dialect]\nname = \"d\"\n[[op]]\nname = \"x\"\noperands = [{ name = \"a\", type = 'VariadicOfVariadic<AnyType, \"\">' }]\n",
                false,
            ),
            (
                "[dialect]\nname = \"d\"\n[[op]]\nname = \"x\"\ntraits = ['NativeOpTrait<\"\">', 'NativeOpTrait<\"a\", \"b\">']\n",
                false,
            ),
            (
                "[dialect]\nname = \"d\"\n[[op]]\nname = \"x\"\noperands = [{ name = \"a\", type = \"AnyType\" }]\nformat = \"$a \\u00e9\\t`\\u{1F600}` attr-dict : type($a)\"\n",
                false,
            ),
            (
                "[dialect]\nname = \"d\"\n[[enum]]\nname = \"E\"\nwidth = 99999999999999999\ncases = [{ name = \"a\", value = -9223372036854775808 }]\n",
                false,
            ),
            ("[dialect]\nname = \"d\"\n[[op]]\n[[op]]\nname = 3\n", false),
            (&deep, false),
        ]
        .into_iter()
        .map(|(t, ok)| (t.to_string(), ok))
        .chain([(format!("[dialect]\nname = \"d\"\n{many_ops}"), false)])
        .collect();
        for (text, generates) in &nasty {
            match generate_source("n.toml", text) {
                Ok(code) => {
                    assert!(*generates, "{text:?} generated");
                    assert!(code.contains("pub fn register"), "{code}");
                }
                Err(errors) => {
                    assert!(!*generates, "{text:?}: {errors}");
                    assert!(errors.contains("n.toml:"), "{text:?}: {errors}");
                }
            }
        }
    }
}
