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

/// A spec read and checked: the dialect resolved (holding the spec as written), and its
/// sources (for spans).
pub struct CheckedSpec {
    /// The dialect, resolved.
    pub dialect: crate::resolved::ResolvedDialect,
    /// The spec's text and offset maps.
    pub sources: Sources,
}

/// Reads and checks the spec `text`, named `spec_name` in diagnostics; `Err` holds every error
/// rendered (file:line:col with the source line).
pub fn check_spec(spec_name: &str, text: &str) -> Result<CheckedSpec, String> {
    let mut sources = Sources::new();
    let (dialect, diagnostics) = parse_dialect_spec(&mut sources, spec_name, text);
    let Some(dialect) = dialect else {
        return Err(render_all(&diagnostics, &sources));
    };
    let (checked, check_diagnostics) = check_and_resolve(&dialect, &sources);
    let Some(dialect) = checked else {
        let errors: Vec<_> = check_diagnostics
            .into_iter()
            .filter(|d| d.level == Level::Error)
            .collect();
        return Err(render_all(&errors, &sources));
    };
    Ok(CheckedSpec { dialect, sources })
}

fn render_all(diagnostics: &[crate::diag::SpecDiagnostic], sources: &Sources) -> String {
    diagnostics.iter().map(|d| sources.render(d)).collect()
}

/// The generated Rust of the spec `text`, named `spec_name` in diagnostics and in the comments
/// of generated items; `Err` holds every diagnostic rendered.
pub fn generate_source(spec_name: &str, text: &str) -> Result<String, String> {
    let CheckedSpec { dialect, sources } = check_spec(spec_name, text)?;
    let tokens = emit::dialect_tokens(&dialect, &sources).map_err(|mut errors| {
        // Spans inside strings with escapes move onto the source bytes, as the checks' do.
        for e in &mut errors {
            e.span = sources.map_span(e.span);
        }
        render_all(&errors, &sources)
    })?;
    Ok(emit::render(tokens, spec_name))
}

/// Reads and checks the spec file at `spec_path` (any path: in a repository or out of it).
pub fn check_spec_file(spec_path: impl AsRef<Path>) -> Result<CheckedSpec, String> {
    let spec_path = spec_path.as_ref();
    let text = std::fs::read_to_string(spec_path)
        .map_err(|e| format!("cannot read `{}`: {e}", spec_path.display()))?;
    check_spec(&spec_path.to_string_lossy().replace('\\', "/"), &text)
}

/// The Markdown reference of the spec at `spec_path`, as `cargo xtask docs` writes it for the
/// in-tree dialects (without the rewrite rules section, which needs the rules files).
pub fn docs_markdown(spec_path: impl AsRef<Path>) -> Result<String, String> {
    let spec = check_spec_file(spec_path)?;
    Ok(crate::docs::dialect_markdown(&spec.dialect))
}

/// The JSON schema of the spec at `spec_path`, as `cargo xtask schema` writes it.
pub fn schema_json(spec_path: impl AsRef<Path>) -> Result<String, String> {
    let spec = check_spec_file(spec_path)?;
    Ok(crate::schema::dialect_json(&spec.dialect))
}

/// Writes the Markdown reference (`<dialect>.md`) and the JSON schema (`<dialect>.json`) of the
/// spec at `spec_path` into `out_dir` (created when missing), e.g. from a `build.rs` or a
/// dialect crate's own task; returns the files written.
pub fn write_docs(
    spec_path: impl AsRef<Path>,
    out_dir: impl AsRef<Path>,
) -> Result<Vec<PathBuf>, String> {
    let spec = check_spec_file(spec_path)?;
    let out_dir = out_dir.as_ref();
    std::fs::create_dir_all(out_dir)
        .map_err(|e| format!("cannot create `{}`: {e}", out_dir.display()))?;
    let name = spec.dialect.name();
    let files = [
        (
            out_dir.join(format!("{name}.md")),
            crate::docs::dialect_markdown(&spec.dialect),
        ),
        (
            out_dir.join(format!("{name}.json")),
            crate::schema::dialect_json(&spec.dialect),
        ),
    ];
    let mut written = Vec::new();
    for (path, text) in files {
        std::fs::write(&path, text)
            .map_err(|e| format!("cannot write `{}`: {e}", path.display()))?;
        written.push(path);
    }
    Ok(written)
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
    use super::{generate_source, write_docs};

    /// A spec anywhere on disk gets its reference and schema; a broken one gets its errors.
    #[test]
    fn docs_and_schema_are_written_for_a_spec_out_of_tree() {
        let dir = std::env::temp_dir().join(format!("oxir-ods-docs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let spec = dir.join("mine.toml");
        std::fs::write(
            &spec,
            "[dialect]\nname = \"mine\"\nsummary = \"a dialect of mine\"\n[[op]]\nname = \"nop\"\nsummary = \"does nothing\"\n",
        )
        .unwrap();
        let out = dir.join("out");
        let written = write_docs(&spec, &out).unwrap();
        assert_eq!(written, [out.join("mine.md"), out.join("mine.json")]);
        let markdown = std::fs::read_to_string(&written[0]).unwrap();
        assert!(markdown.contains("mine.nop"), "{markdown}");
        let schema = std::fs::read_to_string(&written[1]).unwrap();
        assert!(schema.contains("\"mine.nop\""), "{schema}");
        std::fs::write(&spec, "[dialect]\nname = 3\n").unwrap();
        let error = write_docs(&spec, &out).unwrap_err();
        assert!(error.contains("mine.toml:2:"), "{error}");
        let _ = std::fs::remove_dir_all(&dir);
    }

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
