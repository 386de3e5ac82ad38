//! The build route of rules files: read a `*.rules.toml`, load the specs it uses, check and
//! plan its rules, and emit their Rust ([`compile`]); [`generate`] does it from a dialect
//! crate's `build.rs`, into `OUT_DIR`, printing the diagnostics. [`load`] stops before the
//! Rust, for tools and documentation.
//!
//! This module ties the stages together and renders diagnostics; it holds no rule logic.

use std::path::Path;

use crate::diag::{Level, Sources, Span, SpecDiagnostic};
use crate::emit;

use super::check::check_rules;
use super::front::read_rules;
use super::ir::CheckedRule;
use super::model::{RulesFile, SpecUse};
use super::specs::{SpecSet, load_specs, spec_path};
use super::tree::{RootGroup, plan, shadow_warnings};

/// A rules file read, checked and planned.
pub struct LoadedRules {
    /// The file as read.
    pub file: RulesFile,
    /// The specs it uses.
    pub specs: SpecSet,
    /// Its rules, checked.
    pub rules: Vec<CheckedRule>,
    /// The rules grouped by root op, planned.
    pub groups: Vec<RootGroup>,
}

/// Reads, checks and plans the rules file `text`, cited as `name` (spec paths are relative to
/// its directory); `read` returns the text of a spec from its cited path. The diagnostics (errors
/// and warnings, in file order) point into `sources`; the rules come back only without errors,
/// those of reading the file included (a rule with one is left out of the file read, so the
/// rules that remain are not the file's).
pub fn load(
    sources: &mut Sources,
    name: &str,
    text: &str,
    read: &dyn Fn(&str) -> Result<String, String>,
) -> (Option<LoadedRules>, Vec<SpecDiagnostic>) {
    let (loaded, diagnostics, _) = load_with_uses(sources, name, text, read);
    (loaded, diagnostics)
}

/// [`load`], with the file's `uses` entries when its `[rules]` table reads (where
/// [`generate`] reports a spec whose errors were printed already).
fn load_with_uses(
    sources: &mut Sources,
    name: &str,
    text: &str,
    read: &dyn Fn(&str) -> Result<String, String>,
) -> (Option<LoadedRules>, Vec<SpecDiagnostic>, Vec<SpecUse>) {
    let source = sources.add(name, text);
    let (file, mut errors, maps) = read_rules(source, text);
    for map in maps {
        sources.add_offset_map(map);
    }
    for d in &mut errors {
        d.span = sources.map_span(d.span);
    }
    let (loaded, mut diagnostics, uses) = match file {
        Some(file) => {
            let uses = file.uses.clone();
            let (specs, mut spec_errors) = load_specs(&file, name, sources, read);
            errors.append(&mut spec_errors);
            let (loaded, diagnostics) = check_and_plan(file, specs, errors, sources);
            (loaded, diagnostics, uses)
        }
        None => (None, errors, Vec::new()),
    };
    diagnostics.sort_by_key(|d| {
        (
            d.span.source != source,
            d.span.source,
            d.span.start,
            d.span.end,
        )
    });
    (loaded, diagnostics, uses)
}

/// Checks the rules of `file` against `specs` and plans them: the part of [`load`] after
/// reading, shared with the Rust front end of rules. `errors` are those found before (loading
/// the specs, and reading the file for [`load`]), their spans on source bytes already. The
/// diagnostics are those errors, the rule errors and, without errors, the warnings about
/// shadowed rules; their spans are moved onto source bytes (see `Sources::map_span`).
pub fn check_and_plan(
    file: RulesFile,
    specs: SpecSet,
    errors: Vec<SpecDiagnostic>,
    sources: &Sources,
) -> (Option<LoadedRules>, Vec<SpecDiagnostic>) {
    let (rules, mut diagnostics) = check_rules(&file, &specs);
    // Spans inside strings with escapes move onto the source bytes.
    for d in &mut diagnostics {
        d.span = sources.map_span(d.span);
    }
    diagnostics.extend(errors);
    if diagnostics.iter().any(|d| d.level == Level::Error) {
        return (None, diagnostics);
    }
    let groups = plan(&rules);
    for mut w in shadow_warnings(&groups, &rules, &specs) {
        w.span = sources.map_span(w.span);
        diagnostics.push(w);
    }
    let loaded = LoadedRules {
        file,
        specs,
        rules,
        groups,
    };
    (Some(loaded), diagnostics)
}

/// What compiling a rules file gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    /// The generated Rust.
    pub source: String,
    /// The warnings, rendered (empty when there are none).
    pub warnings: String,
}

/// The generated Rust of the rules file `text` cited as `name` (see [`load`]); `Err` holds
/// every diagnostic rendered.
pub fn compile(
    name: &str,
    text: &str,
    read: &dyn Fn(&str) -> Result<String, String>,
) -> Result<Compiled, String> {
    let mut sources = Sources::new();
    let (loaded, diagnostics) = load(&mut sources, name, text, read);
    emit_loaded(name, loaded, &diagnostics, &sources)
}

/// The Rust of the rules `loaded` from the file cited as `name`, or every diagnostic rendered
/// when they did not load.
fn emit_loaded(
    name: &str,
    loaded: Option<LoadedRules>,
    diagnostics: &[SpecDiagnostic],
    sources: &Sources,
) -> Result<Compiled, String> {
    let render =
        |ds: &[SpecDiagnostic]| -> String { ds.iter().map(|d| sources.render(d)).collect() };
    let Some(loaded) = loaded else {
        return Err(render(diagnostics));
    };
    let tokens = emit::rules_tokens(name, &loaded.rules, &loaded.groups, &loaded.specs, sources);
    Ok(Compiled {
        source: emit::render(tokens, name),
        warnings: render(diagnostics),
    })
}

/// For a `build.rs`: generates the Rust of the rules file at `rules_path` (relative to the
/// crate, as cited in diagnostics and generated comments) into `out_file`, tells Cargo to rerun
/// when the file or a spec it uses changes, shows warnings as Cargo warnings, and prints the
/// diagnostics when there are errors (the `Err` holds them too). A spec whose errors
/// [`crate::build::generate`] printed earlier in the same build script is one error here, at
/// its `uses` entry, instead of all its errors a second time.
pub fn generate(rules_path: impl AsRef<Path>, out_file: impl AsRef<Path>) -> Result<(), String> {
    let rules_path = rules_path.as_ref();
    println!("cargo:rerun-if-changed={}", rules_path.display());
    let text = std::fs::read_to_string(rules_path)
        .map_err(|e| format!("cannot read `{}`: {e}", rules_path.display()))?;
    let name = rules_path.to_string_lossy().replace('\\', "/");
    let read = |path: &str| -> Result<String, String> {
        println!("cargo:rerun-if-changed={path}");
        std::fs::read_to_string(path).map_err(|e| e.to_string())
    };
    let mut sources = Sources::new();
    let (loaded, diagnostics, uses) = load_with_uses(&mut sources, &name, &text, &read);
    let diagnostics = name_printed_specs(diagnostics, &sources, &name, &uses);
    let compiled =
        emit_loaded(&name, loaded, &diagnostics, &sources).inspect_err(|diagnostics| {
            eprintln!("{diagnostics}");
        })?;
    for line in compiled.warnings.lines() {
        println!("cargo:warning={line}");
    }
    std::fs::write(out_file.as_ref(), compiled.source)
        .map_err(|e| format!("cannot write `{}`: {e}", out_file.as_ref().display()))
}

/// `diagnostics` of the rules file `name` with the errors of each spec whose errors were
/// printed already ([`crate::build::errors_printed`]) replaced by one error at the `uses`
/// entry naming it.
fn name_printed_specs(
    diagnostics: Vec<SpecDiagnostic>,
    sources: &Sources,
    name: &str,
    uses: &[SpecUse],
) -> Vec<SpecDiagnostic> {
    let mut printed: Vec<&str> = Vec::new();
    let mut kept: Vec<SpecDiagnostic> = diagnostics
        .into_iter()
        .filter(|d| {
            let file = sources.get(d.span.source).map_or("", |(file, _)| file);
            let repeat = file != name && crate::build::errors_printed(Path::new(file));
            if repeat && !printed.contains(&file) {
                printed.push(file);
            }
            !repeat
        })
        .collect();
    for spec in printed {
        let at = uses
            .iter()
            .find(|u| spec_path(name, &u.spec.value) == spec)
            .map_or(Span::new(0, 0, 0), |u| u.spec.span);
        kept.push(
            SpecDiagnostic::error(at, format!("spec `{spec}` has errors"))
                .with_help("they are printed above, where the spec is generated: fix them first"),
        );
    }
    kept.sort_by_key(|d| (d.span.source, d.span.start, d.span.end));
    kept
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::{compile, generate};

    const SPEC: &str = "[dialect]\nname = \"t\"\n\n[[op]]\nname = \"neg\"\noperands = [{ name = \"input\", type = \"I32\" }]\nresults = [{ name = \"result\", type = \"I32\" }]\n";

    const HEADER: &str = "[rules]\nuses = [{ spec = \"t.toml\" }]\n\n[[rule]]\nname = \"fine\"\nsource = \"(t.neg (t.neg $x))\"\nresult = \"$x\"\n";

    /// A fresh directory holding `t.toml` (`spec`) and `t.rules.toml` (`rules`), named after
    /// `test` so that tests running at once do not share files.
    fn files(test: &str, spec: &str, rules: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("oxir-ods-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        std::fs::write(dir.join("t.toml"), spec).expect("the spec is written");
        std::fs::write(dir.join("t.rules.toml"), rules).expect("the rules are written");
        dir
    }

    fn errors(text: &str) -> usize {
        text.matches(": error: ").count()
    }

    /// An unknown key, a value of the wrong kind and a missing `result`, each alone in a file
    /// whose other rule is fine: the file fails with that one error, and nothing is written.
    #[test]
    fn front_end_errors_fail_the_build() {
        for (test, rule, message) in [
            (
                "unknown-key",
                "[[rule]]\nname = \"r\"\nsource = \"(t.neg $x)\"\nresult = \"$x\"\nbenfit = 2\n",
                "unknown key `benfit` in rule",
            ),
            (
                "wrong-kind",
                "[[rule]]\nname = \"r\"\nsource = \"(t.neg $x)\"\nresult = 3\n",
                "expected a string or an array of strings, found an integer",
            ),
            (
                "missing-result",
                "[[rule]]\nname = \"r\"\nsource = \"(t.neg $x)\"\n",
                "missing key `result` in rule",
            ),
        ] {
            let dir = files(test, SPEC, &format!("{HEADER}\n{rule}"));
            let out = dir.join("out.rs");
            let result = generate(dir.join("t.rules.toml"), &out);
            let Err(text) = result else {
                panic!("{test}: the rules were generated");
            };
            assert_eq!(errors(&text), 1, "{test}: {text}");
            assert!(text.contains(message), "{test}: {text}");
            assert!(!out.exists(), "{test}: the output was written");
            let read = |_: &str| Ok(SPEC.to_string());
            let compiled = compile("t.rules.toml", &format!("{HEADER}\n{rule}"), &read);
            assert!(compiled.is_err(), "{test}: compiled");
            let _ = std::fs::remove_dir_all(&dir);
        }
    }

    /// The build script of a dialect generates its spec, then the rules using it: the spec's
    /// errors are printed by the spec's step, and the rules step says the spec has errors
    /// instead of printing them again.
    #[test]
    fn the_errors_of_a_spec_are_printed_once() {
        let bad_spec = SPEC.replace("type = \"I32\" }]\nresults", "type = \"I32\" }]\nresutls");
        let dir = files("printed-once", &bad_spec, HEADER);
        let spec_error = "unknown key `resutls` in op";
        let Err(spec_step) = crate::build::generate(dir.join("t.toml"), dir.join("t.rs")) else {
            panic!("the spec was generated");
        };
        assert_eq!(errors(&spec_step), 1, "{spec_step}");
        assert!(spec_step.contains(spec_error), "{spec_step}");
        let Err(rules_step) = generate(dir.join("t.rules.toml"), dir.join("r.rs")) else {
            panic!("the rules were generated");
        };
        assert_eq!(errors(&rules_step), 1, "{rules_step}");
        assert!(!rules_step.contains(spec_error), "{rules_step}");
        assert!(
            rules_step.contains("t.rules.toml:2:19: error: spec `")
                && rules_step.contains("/t.toml` has errors\n")
                && rules_step.contains(
                    "help: they are printed above, where the spec is generated: fix them first"
                ),
            "{rules_step}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Without the spec's step before it, the rules step prints the spec's errors itself.
    #[test]
    fn the_errors_of_a_spec_not_printed_yet_are_printed_by_the_rules() {
        let bad_spec = SPEC.replace("type = \"I32\" }]\nresults", "type = \"I32\" }]\nresutls");
        let dir = files("not-printed", &bad_spec, HEADER);
        let Err(rules_step) = generate(dir.join("t.rules.toml"), dir.join("r.rs")) else {
            panic!("the rules were generated");
        };
        assert_eq!(errors(&rules_step), 1, "{rules_step}");
        assert!(
            rules_step.contains("unknown key `resutls` in op"),
            "{rules_step}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
