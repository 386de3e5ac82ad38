//! Rules files with errors, one file per topic under `tests/invalid/rules/`, checked against
//! the op spec `iv.toml` beside them: each must produce exactly the rendered diagnostics of the
//! `.stderr` file next to it (every error, at file:line:col inside the DAG strings, with a
//! `help:`), failing to compile, or, for a file without errors, exactly its warnings. Setting
//! `OXIR_BLESS=1` rewrites the `.stderr` files from the current output, for review in the diff.

use std::path::Path;

use oxir_ods::rules::build::compile;

#[test]
fn invalid_rules_report_exactly_the_expected_diagnostics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/invalid/rules");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/invalid/rules exists")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.to_string_lossy().ends_with(".rules.toml"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 6,
        "expected one invalid rules file per topic"
    );
    let bless = std::env::var_os("OXIR_BLESS").is_some();
    // A fixed message for a missing spec, whatever the system says.
    let read = |path: &str| {
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
            .map_err(|_| "no such file".to_string())
    };
    let mut mismatches = Vec::new();
    for path in files {
        let file_name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a utf-8 name");
        let name = format!("tests/invalid/rules/{file_name}");
        let text = std::fs::read_to_string(&path).expect("readable rules");
        let actual = match compile(&name, &text, &read) {
            // Any error fails the file: only warnings may come with generated code.
            Ok(compiled) => {
                assert!(
                    !compiled.warnings.contains(": error: "),
                    "{name}: compiled despite errors:\n{}",
                    compiled.warnings
                );
                compiled.warnings
            }
            Err(errors) => errors,
        };
        assert!(!actual.is_empty(), "{name}: no diagnostic");
        let expected_path = dir.join(file_name.replace(".rules.toml", ".stderr"));
        if bless {
            std::fs::write(&expected_path, &actual).expect("writable .stderr");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if actual != expected {
            mismatches.push(format!(
                "--- {name}: expected\n{expected}--- actual\n{actual}"
            ));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

/// Every prefix of the test dialect's rules file is compiled without a panic, and gives either
/// the generated code or at least one error (never a silent failure).
#[test]
fn truncated_rules_never_panic_and_never_fail_silently() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../dialects/rules_test");
    let text = std::fs::read_to_string(root.join("defs/rt.rules.toml")).expect("the rules exist");
    let spec = std::fs::read_to_string(root.join("defs/rt.toml")).expect("the spec exists");
    let read = |_: &str| Ok(spec.clone());
    // Every 17th byte keeps the test fast in debug builds while cutting every kind of token.
    for end in (0..=text.len())
        .step_by(17)
        .filter(|&i| text.is_char_boundary(i))
    {
        match compile("defs/rt.rules.toml", &text[..end], &read) {
            Ok(compiled) => assert!(!compiled.source.is_empty()),
            Err(errors) => assert!(errors.contains("error:"), "prefix of {end} bytes: {errors}"),
        }
    }
}
