//! `cargo xtask docs` and `cargo xtask schema`: the Markdown reference (`docs/dialects/<d>.md`)
//! and the JSON schema (`docs/schema/<d>.json`) of every dialect spec, written, or with
//! `--check` compared with the checked-in files so that a stale one fails the task. The specs
//! are the TOML files `defs/*.toml` and the `#[dialect]` modules of [`RUST_SPECS`], read by the
//! Rust front end into the same model.
//!
//! The rendering itself is `oxir_ods::docs` and `oxir_ods::schema`; this module only finds the
//! specs, reads and checks them, and writes or compares files.

use std::path::{Path, PathBuf};

use oxir_ods::check::check_and_resolve;
use oxir_ods::diag::{Level, Sources};
use oxir_ods::docs::rules::RuleIndex;
use oxir_ods::resolved::ResolvedDialect;
use oxir_ods::toml_front::parse_dialect_spec;

/// The Rust files, relative to the workspace root, whose `#[dialect]` modules are dialect
/// specs documented like the TOML ones (the Toy example's dialect has its own page).
pub const RUST_SPECS: &[&str] = &["dialects/index/src/lib.rs"];

/// What a task generates from each spec.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// `docs/dialects/<d>.md`.
    Markdown,
    /// `docs/schema/<d>.json`.
    Schema,
}

impl Output {
    /// The directory of the generated files, relative to the workspace root.
    fn dir(self) -> &'static str {
        match self {
            Output::Markdown => "docs/dialects",
            Output::Schema => "docs/schema",
        }
    }

    fn extension(self) -> &'static str {
        match self {
            Output::Markdown => "md",
            Output::Schema => "json",
        }
    }

    fn task(self) -> &'static str {
        match self {
            Output::Markdown => "docs",
            Output::Schema => "schema",
        }
    }

    fn render(self, dialect: &ResolvedDialect, rules: &RuleIndex) -> String {
        match self {
            Output::Markdown => oxir_ods::docs::dialect_markdown_with_rules(dialect, rules),
            Output::Schema => oxir_ods::schema::dialect_json(dialect),
        }
    }
}

/// Runs the `docs` or `schema` task with its command-line arguments: `--check`, or
/// `--spec PATH` (repeatable) with `--out DIR` for specs anywhere on disk.
pub fn run(output: Output, args: Vec<String>) -> Result<(), String> {
    let mut check = false;
    let mut specs = Vec::new();
    let mut out = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--check" => check = true,
            "--spec" => specs.push(PathBuf::from(
                args.next().ok_or("`--spec` needs the path of a spec")?,
            )),
            "--out" => {
                out = Some(PathBuf::from(
                    args.next().ok_or("`--out` needs a directory")?,
                ))
            }
            other => return Err(format!("unknown option `{other}` of `{}`", output.task())),
        }
    }
    if !specs.is_empty() {
        if check {
            return Err("`--check` compares the in-tree specs only; drop `--spec`".into());
        }
        return write_out_of_tree(output, &specs, out.as_deref());
    }
    if out.is_some() {
        return Err("`--out` goes with `--spec`".into());
    }
    let root = workspace_root();
    if check {
        check_outputs(&root, output)
    } else {
        for (path, text) in generate(&root, output)? {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
            }
            std::fs::write(&path, text)
                .map_err(|e| format!("cannot write `{}`: {e}", path.display()))?;
            println!("wrote {}", relative(&root, &path));
        }
        Ok(())
    }
}

/// Writes the output of each spec of `specs` (any path) into `out`, or beside the spec.
fn write_out_of_tree(output: Output, specs: &[PathBuf], out: Option<&Path>) -> Result<(), String> {
    for spec in specs {
        let checked = oxir_ods::build::check_spec_file(spec)?;
        let text = match output {
            Output::Markdown => oxir_ods::docs::dialect_markdown(&checked.dialect),
            Output::Schema => oxir_ods::schema::dialect_json(&checked.dialect),
        };
        let dir = out
            .map(Path::to_path_buf)
            .or_else(|| spec.parent().map(Path::to_path_buf))
            .unwrap_or_default();
        let name = checked.dialect.name();
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
        let path = dir.join(format!("{name}.{}", output.extension()));
        std::fs::write(&path, text)
            .map_err(|e| format!("cannot write `{}`: {e}", path.display()))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

pub use crate::tools::workspace_root;

/// The spec files `defs/*.toml` under `root`, sorted by name.
pub fn spec_files(root: &Path) -> Result<Vec<PathBuf>, String> {
    let defs = root.join("defs");
    let entries =
        std::fs::read_dir(&defs).map_err(|e| format!("cannot read `{}`: {e}", defs.display()))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read `{}`: {e}", defs.display()))?
            .path();
        // Rules files (`*.rules.toml`) sit beside the specs but are not specs.
        let is_rules = path.to_string_lossy().ends_with(".rules.toml");
        if path.extension().is_some_and(|e| e == "toml") && !is_rules {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// A spec file read and checked: its dialect, resolved, and its sources.
pub struct LoadedSpec {
    /// The dialect, resolved.
    pub dialect: ResolvedDialect,
    /// The spec's text and offset maps, for spans.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "read by the test of the examples")
    )]
    pub sources: Sources,
}

/// Reads and checks the spec at `path`; its errors, rendered, are the error.
pub fn load_spec(path: &Path) -> Result<LoadedSpec, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    let mut sources = Sources::new();
    let name = path.display().to_string();
    let (dialect, diagnostics) = parse_dialect_spec(&mut sources, &name, &text);
    let rendered =
        |diagnostics: &[_]| -> String { diagnostics.iter().map(|d| sources.render(d)).collect() };
    let Some(dialect) = dialect else {
        return Err(format!("`{name}` has errors:\n{}", rendered(&diagnostics)));
    };
    let (checked, diagnostics) = check_and_resolve(&dialect, &sources);
    let Some(checked) = checked else {
        return Err(format!("`{name}` has errors:\n{}", rendered(&diagnostics)));
    };
    Ok(LoadedSpec {
        dialect: checked,
        sources,
    })
}

/// The `#[dialect]` modules of the Rust file `file` (relative to `root`), read and checked;
/// their errors, rendered, are the error.
pub fn load_rust_specs(root: &Path, file: &str) -> Result<Vec<LoadedSpec>, String> {
    let text = std::fs::read_to_string(root.join(file))
        .map_err(|e| format!("cannot read `{file}`: {e}"))?;
    let parsed = syn::parse_file(&text).map_err(|e| format!("`{file}` is not valid Rust: {e}"))?;
    let mut specs = Vec::new();
    for (args, module) in oxir_ods::rust_front::find_dialects(&parsed) {
        let spec = oxir_ods::rust_front::read_module(file, args, module);
        let (checked, diagnostics) = check_and_resolve(&spec.dialect, &spec.sources);
        let errors: String = spec
            .diagnostics
            .iter()
            .chain(diagnostics.iter().filter(|d| d.level == Level::Error))
            .map(|d| spec.sources.render(d))
            .collect();
        match checked {
            Some(checked) if errors.is_empty() => specs.push(LoadedSpec {
                dialect: checked,
                sources: spec.sources,
            }),
            _ => return Err(format!("`{file}` has errors:\n{errors}")),
        }
    }
    if specs.is_empty() {
        return Err(format!("`{file}` has no `#[dialect]` module"));
    }
    Ok(specs)
}

/// Every spec under `root`: the TOML files, then the Rust modules of [`RUST_SPECS`]. A listed
/// Rust file absent under `root` is skipped (a scratch workspace holds `defs/` only); in the
/// repository its generated files then show up as orphans in `--check`.
pub fn load_all_specs(root: &Path) -> Result<Vec<LoadedSpec>, String> {
    let mut specs = Vec::new();
    for path in spec_files(root)? {
        specs.push(load_spec(&path)?);
    }
    for file in RUST_SPECS.iter().filter(|f| root.join(f).exists()) {
        specs.extend(load_rust_specs(root, file)?);
    }
    Ok(specs)
}

/// Every file `output` generates from the specs under `root`, with its contents.
pub fn generate(root: &Path, output: Output) -> Result<Vec<(PathBuf, String)>, String> {
    let rules = rule_index(root)?;
    let mut files = Vec::new();
    for loaded in load_all_specs(root)? {
        let name = format!("{}.{}", loaded.dialect.name(), output.extension());
        let path = root.join(output.dir()).join(name);
        files.push((path, output.render(&loaded.dialect, &rules)));
    }
    Ok(files)
}

/// The rewrite rules of the rules files `defs/*.rules.toml` under `root`, by the ops they
/// match; their errors, rendered, are the error.
fn rule_index(root: &Path) -> Result<RuleIndex, String> {
    let defs = root.join("defs");
    let entries =
        std::fs::read_dir(&defs).map_err(|e| format!("cannot read `{}`: {e}", defs.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".rules.toml"))
        .collect();
    files.sort();
    let mut index = RuleIndex::new();
    for path in files {
        let name = relative(root, &path);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("cannot read `{name}`: {e}"))?;
        let read = |spec: &str| std::fs::read_to_string(root.join(spec)).map_err(|e| e.to_string());
        let mut sources = Sources::new();
        let (loaded, diagnostics) = oxir_ods::rules::build::load(&mut sources, &name, &text, &read);
        let Some(loaded) = loaded else {
            let rendered: String = diagnostics.iter().map(|d| sources.render(d)).collect();
            return Err(format!("`{name}` has errors:\n{rendered}"));
        };
        index.add(&name, &loaded);
    }
    Ok(index)
}

/// Compares the generated files with those under `root`; the error lists every stale, missing
/// or orphaned file and where each first differs.
pub fn check_outputs(root: &Path, output: Output) -> Result<(), String> {
    let files = generate(root, output)?;
    let mut problems = Vec::new();
    for (path, expected) in &files {
        let shown = relative(root, path);
        match std::fs::read_to_string(path) {
            Err(_) => problems.push(format!("{shown}: missing")),
            Ok(found) if found != *expected => {
                problems.push(format!(
                    "{shown}: stale, {}",
                    first_difference(expected, &found)
                ));
            }
            Ok(_) => {}
        }
    }
    // A generated file whose spec is gone is stale too.
    if let Ok(entries) = std::fs::read_dir(root.join(output.dir())) {
        let mut orphans: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == output.extension()))
            .filter(|p| output == Output::Schema || p.file_name().is_some_and(|n| n != "README.md"))
            .filter(|p| !files.iter().any(|(f, _)| f == p))
            .collect();
        orphans.sort();
        for orphan in orphans {
            problems.push(format!(
                "{}: no spec `defs/*.toml` generates it",
                relative(root, &orphan)
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "generated {} files are out of date:\n  {}\nrun `cargo xtask {}` and commit the result",
            output.task(),
            problems.join("\n  "),
            output.task()
        ))
    }
}

/// `first difference at line N: expected `...`, found `...``, with the line counts.
pub fn first_difference(expected: &str, found: &str) -> String {
    let mut expected_lines = expected.lines();
    let mut found_lines = found.lines();
    let mut line = 1;
    loop {
        match (expected_lines.next(), found_lines.next()) {
            (Some(e), Some(f)) if e == f => line += 1,
            (None, None) => return "the files differ only in line endings".to_string(),
            (e, f) => {
                return format!(
                    "first difference at line {line}: expected `{}`, found `{}` ({} lines expected, {} found)",
                    e.unwrap_or("<end of file>"),
                    f.unwrap_or("<end of file>"),
                    expected.lines().count(),
                    found.lines().count()
                );
            }
        }
    }
}

fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

#[cfg(test)]
mod tests;
