//! Conformance with `mlir-opt-19` on every IR test file under `tests/`: valid files must print
//! byte-identically with both tools, in the generic form and then in the custom forms (those of
//! the in-tree dialects, `tests/dialects/`, included); invalid files (those with `expected-*`
//! annotations) must fail in both, with errors on the same lines.
//!
//! When `mlir-opt-19` is not installed the comparison fails under CI and is skipped, saying so,
//! elsewhere ([`support::reference_tools_present`]); the README's test command installs it
//! (Debian's `mlir-19-tools`).

mod support;

#[path = "../src/dialects.rs"]
mod dialects;

use oxir::text::parser::{ParseOptions, parse_source};
use oxir_ods::docs::examples::{ExampleForm, op_examples};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root exists")
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        // `tests/toy` is the suite of the Toy compiler (`toyc` and its own dialect), which
        // neither oxir-opt nor mlir-opt knows.
        if path.is_dir() && path.ends_with("tests/toy") {
            continue;
        }
        // The translator's inputs hold llvm-dialect IR that MLIR's verifier rejects and ours
        // does not check yet (the translation reports it instead), or that MLIR's custom form
        // does not round trip (a switch case above 2^64 - 1), so they are not IR test files of
        // the dialect.
        if path.is_dir() && path.ends_with("tests/oxir-translate/inputs") {
            continue;
        }
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// Whether the file's first RUN line expects the tool itself to fail on the file (`RUN: not`
/// with the input parsed as it stands, no pass given, unregistered dialects allowed or not,
/// as this test allows them anyway): an error test of the parser or the verifier whose
/// messages are checked with FileCheck.
fn expects_failure(text: &str) -> bool {
    let first_run = text.lines().find(|l| l.contains("RUN:")).unwrap_or("");
    let command = first_run.split_once("RUN:").map_or("", |(_, c)| c.trim());
    let Some(rest) = command.strip_prefix("not ") else {
        return false;
    };
    rest.split_whitespace()
        .take_while(|word| !word.starts_with('|') && !word.starts_with("2>"))
        .all(|word| {
            matches!(
                word,
                "oxir-opt"
                    | "%s"
                    | "--split-input-file"
                    | "-split-input-file"
                    | "--allow-unregistered-dialect"
                    | "-allow-unregistered-dialect"
            )
        })
}

/// The extra flags of a file's first RUN line that change what is printed (later RUN lines may
/// check other behaviour, such as an error under a different flag).
fn printing_flags(text: &str) -> Vec<&'static str> {
    let first_run = text.lines().find(|l| l.contains("RUN:")).unwrap_or("");
    ["--mlir-print-debuginfo", "--no-implicit-module"]
        .into_iter()
        .filter(|f| first_run.contains(f))
        .collect()
}

/// Runs `program` on `file` with `flags`, printing the generic form when `generic` is set.
fn run(program: &Path, file: &Path, flags: &[&str], generic: bool) -> Output {
    Command::new(program)
        .arg(file)
        .args(["--allow-unregistered-dialect", "--split-input-file"])
        .args(generic.then_some("--mlir-print-op-generic"))
        .args(flags)
        .output()
        .unwrap_or_else(|e| panic!("could not run {}: {e}", program.display()))
}

/// `(chunk, line)` of every error line in a diagnostic output (`<chunk name>:<line>:<col>: error:`).
fn error_lines(stderr: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(stderr)
        .lines()
        .filter_map(|line| {
            let (location, _) = line.split_once(": error:")?;
            let mut parts = location.rsplitn(3, ':');
            let _column = parts.next()?;
            let line_number = parts.next()?;
            let chunk = parts.next()?;
            Some(format!("{chunk}:{line_number}"))
        })
        .collect()
}

#[test]
fn every_test_file_agrees_with_mlir_opt() {
    if !support::reference_tools_present("conformance", &["mlir-opt-19"], &[]) {
        return;
    }
    let reference = PathBuf::from("mlir-opt-19");
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_oxir-opt"));
    let mut files = Vec::new();
    mlir_files(&workspace_root().join("tests"), &mut files);
    assert!(!files.is_empty(), "no .mlir test files found");
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("test files are UTF-8");
        let flags = printing_flags(&text);
        let expected = run(&reference, file, &flags, true);
        let actual = run(&ours, file, &flags, true);
        let name = file
            .strip_prefix(workspace_root())
            .unwrap_or(file)
            .display()
            .to_string();
        if text.contains("expected-") {
            if actual.status.success() || expected.status.success() {
                failures.push(format!("{name}: an invalid file must fail with both tools"));
            } else if error_lines(&actual.stderr) != error_lines(&expected.stderr) {
                failures.push(format!(
                    "{name}: errors on different lines\n  oxir-opt:    {:?}\n  mlir-opt-19: {:?}",
                    error_lines(&actual.stderr),
                    error_lines(&expected.stderr)
                ));
            }
        } else if expects_failure(&text) {
            // An error test checked with FileCheck rather than annotations (mlir-opt-19 adds
            // notes of its own): both tools must reject it, first at the same line.
            let (ours, theirs) = (error_lines(&actual.stderr), error_lines(&expected.stderr));
            if actual.status.success() || expected.status.success() {
                failures.push(format!("{name}: an error test must fail with both tools"));
            } else if ours.first() != theirs.first() {
                failures.push(format!(
                    "{name}: first errors on different lines\n  oxir-opt:    {ours:?}\n  mlir-opt-19: {theirs:?}"
                ));
            }
        } else if !expected.status.success() {
            failures.push(format!(
                "{name}: mlir-opt-19 rejects a valid test file:\n{}",
                String::from_utf8_lossy(&expected.stderr)
            ));
        } else if actual.stdout != expected.stdout
            && mlir_output_is_lossy(&reference, &expected.stdout, &flags)
        {
            // Where mlir-opt-19's output does not read back to itself (it loses information,
            // e.g. f80/f128 values beyond an f64), ours must at least be a fixed point.
            let generic: Vec<&str> = flags
                .iter()
                .copied()
                .chain(["--mlir-print-op-generic"])
                .collect();
            let again = run_ours(&actual.stdout, &generic);
            if !actual.status.success() || again.stdout != actual.stdout {
                failures.push(format!(
                    "{name}: mlir-opt-19 is lossy here, and so is oxir-opt"
                ));
            }
        } else if actual.stdout != expected.stdout || !actual.status.success() {
            failures.push(format!(
                "{name}: output differs from mlir-opt-19's\n--- oxir-opt (exit {:?})\n{}{}\n--- mlir-opt-19\n{}",
                actual.status.code(),
                String::from_utf8_lossy(&actual.stdout),
                String::from_utf8_lossy(&actual.stderr),
                String::from_utf8_lossy(&expected.stdout)
            ));
        } else {
            let expected = run(&reference, file, &flags, false);
            let actual = run(&ours, file, &flags, false);
            if actual.stdout != expected.stdout || !actual.status.success() {
                failures.push(format!(
                    "{name}: custom form differs from mlir-opt-19's\n--- oxir-opt (exit {:?})\n{}{}\n--- mlir-opt-19\n{}",
                    actual.status.code(),
                    String::from_utf8_lossy(&actual.stdout),
                    String::from_utf8_lossy(&actual.stderr),
                    String::from_utf8_lossy(&expected.stdout)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files disagree:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

/// Whether `mlir-opt-19`'s `output` fails to read back to itself (each split chunk on its own).
fn mlir_output_is_lossy(reference: &Path, output: &[u8], flags: &[&str]) -> bool {
    use std::io::Write;
    let mut child = Command::new(reference)
        .args([
            "-",
            "--allow-unregistered-dialect",
            "--split-input-file",
            "--mlir-print-op-generic",
        ])
        .args(flags)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("mlir-opt-19 runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(output)
        .expect("mlir-opt-19 reads its input");
    let again = child.wait_with_output().expect("mlir-opt-19 finishes");
    again.stdout != output
}

/// Runs `oxir-opt` on `input` (a file path or text on standard input) with `flags`.
fn run_ours(input: &[u8], flags: &[&str]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_oxir-opt"))
        .args(["-", "--allow-unregistered-dialect", "--split-input-file"])
        .args(flags)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("oxir-opt runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(input)
        .expect("oxir-opt reads its input");
    child.wait_with_output().expect("oxir-opt finishes")
}

/// Every valid test file round-trips: what oxir-opt prints (custom or generic form, with or
/// without locations) reads back and prints identically. Needs no reference tool.
#[test]
fn every_valid_test_file_round_trips() {
    let mut files = Vec::new();
    mlir_files(&workspace_root().join("tests"), &mut files);
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("test files are UTF-8");
        if text.contains("expected-") || text.contains("RUN: not ") {
            continue;
        }
        for flags in [
            &[][..],
            &["--mlir-print-op-generic"],
            &["--mlir-print-debuginfo"],
            &["--mlir-print-op-generic", "--mlir-print-debuginfo"],
        ] {
            let first = run_ours(text.as_bytes(), flags);
            if !first.status.success() {
                continue; // files made to fail under some flags are checked by their RUN lines
            }
            let second = run_ours(&first.stdout, flags);
            if second.stdout != first.stdout {
                failures.push(format!(
                    "{} with {flags:?}: printing is not stable\n--- first\n{}\n--- second\n{}{}",
                    file.display(),
                    String::from_utf8_lossy(&first.stdout),
                    String::from_utf8_lossy(&second.stdout),
                    String::from_utf8_lossy(&second.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn error_lines_are_read_from_diagnostics() {
    let stderr = b"within split at a.mlir:5 offset :2:4: error: oops\nsource line\n   ^\nb.mlir:3:1: error: x: y\nb.mlir:4:1: note: n\n";
    assert_eq!(
        error_lines(stderr),
        vec!["within split at a.mlir:5 offset :2", "b.mlir:3"]
    );
}

// The custom-form IR examples of the op descriptions in `defs/*.toml`, parsed and verified
// with every in-tree dialect registered (the generic-form ones are parsed by xtask's docs
// test; `defs/test.toml` is the generator's test dialect, not registered here). Most examples
// are fragments that use values they do not define, as MLIR's are: those values are bound at
// the top level with the types of their uses ([`ParseOptions::free_values`]), and ops of no
// dialect are allowed, so every example, whole or fragment, must parse and verify.

/// What the parser and verifier say of `text`, an example: `Err` with the error.
fn example_verdict(ctx: &oxir::Context, text: &str) -> Result<(), String> {
    let options = ParseOptions {
        free_values: true,
        ..ParseOptions::default()
    };
    let module = parse_source(ctx, text, &options).map_err(|e| e.to_string())?;
    oxir::verifier::verify(ctx, &module.body, module.op).map_err(|e| e.to_string())
}

#[test]
fn custom_form_examples_of_op_descriptions_parse_and_verify() {
    let defs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../defs");
    let mut specs: Vec<_> = std::fs::read_dir(&defs)
        .expect("defs/ is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .filter(|p| !p.to_string_lossy().ends_with(".rules.toml"))
        .collect();
    specs.sort();
    // Examples show their ops among generic ops of no dialect (`"use"(%x)`), as MLIR's do.
    let ctx = dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let mut passed = 0;
    let mut reports = Vec::new();
    for spec in specs {
        let file = spec
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if file == "test.toml" {
            continue;
        }
        let checked = oxir_ods::build::check_spec_file(&spec).unwrap_or_else(|e| panic!("{e}"));
        for example in op_examples(&checked.dialect.spec, &checked.sources) {
            if example.form != ExampleForm::Custom {
                continue;
            }
            let (line, _) = checked
                .sources
                .line_col(example.span.source, example.span.start);
            match example_verdict(&ctx, &example.text) {
                Ok(()) => passed += 1,
                Err(error) => reports.push(format!(
                    "defs/{file}:{line}: example of `{}`:\n{error}",
                    example.op
                )),
            }
        }
    }
    eprintln!(
        "custom-form examples: {passed} parse and verify, {} are wrong",
        reports.len()
    );
    assert!(reports.is_empty(), "examples fail:\n{}", reports.join("\n"));
    assert!(passed > 90, "the examples are found");
}
