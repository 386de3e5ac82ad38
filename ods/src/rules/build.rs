//! The build route of rules files: read a `*.rules.toml`, load the specs it uses, check and
//! plan its rules, and emit their Rust ([`compile`]); [`generate`] does it from a dialect
//! crate's `build.rs`, into `OUT_DIR`, printing the diagnostics. [`load`] stops before the
//! Rust, for tools and documentation.
//!
//! This module ties the stages together and renders diagnostics; it holds no rule logic.

use std::path::Path;

use crate::diag::{Level, Sources, SpecDiagnostic};
use crate::emit;

use super::check::check_rules;
use super::front::read_rules;
use super::ir::CheckedRule;
use super::model::RulesFile;
use super::specs::{SpecSet, load_specs};
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
/// and warnings, in file order) point into `sources`; the rules come back only without errors.
pub fn load(
    sources: &mut Sources,
    name: &str,
    text: &str,
    read: &dyn Fn(&str) -> Result<String, String>,
) -> (Option<LoadedRules>, Vec<SpecDiagnostic>) {
    let source = sources.add(name, text);
    let (file, mut diagnostics, maps) = read_rules(source, text);
    for map in maps {
        sources.add_offset_map(map);
    }
    for d in &mut diagnostics {
        d.span = sources.map_span(d.span);
    }
    let mut loaded = None;
    if let Some(file) = file {
        let (specs, spec_errors) = load_specs(&file, name, sources, read);
        let (checked, mut more) = check_and_plan(file, specs, spec_errors, sources);
        loaded = checked;
        diagnostics.append(&mut more);
    }
    diagnostics.sort_by_key(|d| {
        (
            d.span.source != source,
            d.span.source,
            d.span.start,
            d.span.end,
        )
    });
    (loaded, diagnostics)
}

/// Checks the rules of `file` against `specs` (loaded with `spec_errors`) and plans them: the
/// part of [`load`] after reading, shared with the Rust front end of rules. The diagnostics are
/// the spec errors, the rule errors and, without errors, the warnings about shadowed rules;
/// their spans are moved onto source bytes (see `Sources::map_span`).
pub fn check_and_plan(
    file: RulesFile,
    specs: SpecSet,
    spec_errors: Vec<SpecDiagnostic>,
    sources: &Sources,
) -> (Option<LoadedRules>, Vec<SpecDiagnostic>) {
    let (rules, mut diagnostics) = check_rules(&file, &specs);
    // Spans inside strings with escapes move onto the source bytes (the specs' own
    // diagnostics are moved already).
    for d in &mut diagnostics {
        d.span = sources.map_span(d.span);
    }
    diagnostics.extend(spec_errors);
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
    let render =
        |ds: &[SpecDiagnostic]| -> String { ds.iter().map(|d| sources.render(d)).collect() };
    let Some(loaded) = loaded else {
        return Err(render(&diagnostics));
    };
    let tokens = emit::rules_tokens(name, &loaded.rules, &loaded.groups, &loaded.specs, &sources);
    Ok(Compiled {
        source: emit::render(tokens, name),
        warnings: render(&diagnostics),
    })
}

/// For a `build.rs`: generates the Rust of the rules file at `rules_path` (relative to the
/// crate, as cited in diagnostics and generated comments) into `out_file`, tells Cargo to rerun
/// when the file or a spec it uses changes, shows warnings as Cargo warnings, and prints the
/// diagnostics when there are errors (the `Err` holds them too).
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
    let compiled = compile(&name, &text, &read).inspect_err(|diagnostics| {
        eprintln!("{diagnostics}");
    })?;
    for line in compiled.warnings.lines() {
        println!("cargo:warning={line}");
    }
    std::fs::write(out_file.as_ref(), compiled.source)
        .map_err(|e| format!("cannot write `{}`: {e}", out_file.as_ref().display()))
}
