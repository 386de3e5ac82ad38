use super::*;
use oxir::context::Context;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir_ods::docs::examples::{ExampleForm, op_examples};

#[test]
fn checked_in_docs_are_current() {
    if let Err(message) = check_outputs(&workspace_root(), Output::Markdown) {
        panic!("{message}");
    }
}

#[test]
fn checked_in_schemas_are_current() {
    if let Err(message) = check_outputs(&workspace_root(), Output::Schema) {
        panic!("{message}");
    }
}

/// A scratch workspace with `defs/` holding the test dialect's spec.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oxir-xtask-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("defs")).expect("create scratch defs");
    std::fs::copy(
        workspace_root().join("defs/test.toml"),
        dir.join("defs/test.toml"),
    )
    .expect("copy the test spec");
    dir
}

fn write_all(root: &Path, output: Output) {
    for (path, text) in generate(root, output).expect("the specs are valid") {
        std::fs::create_dir_all(path.parent().expect("a directory")).expect("create");
        std::fs::write(path, text).expect("write");
    }
}

#[test]
fn check_reports_stale_missing_and_orphaned_files() {
    let root = scratch("stale");
    let error = check_outputs(&root, Output::Markdown).expect_err("nothing generated yet");
    assert!(error.contains("docs/dialects/test.md: missing"), "{error}");

    write_all(&root, Output::Markdown);
    check_outputs(&root, Output::Markdown).expect("freshly generated");

    let md = root.join("docs/dialects/test.md");
    let text = std::fs::read_to_string(&md).expect("read");
    std::fs::write(&md, text.replacen("### `test.addi`", "### `test.add`", 1)).expect("write");
    std::fs::write(root.join("docs/dialects/gone.md"), "old\n").expect("write");
    let error = check_outputs(&root, Output::Markdown).expect_err("stale");
    assert!(
        error.contains("docs/dialects/test.md: stale, first difference at line"),
        "{error}"
    );
    assert!(error.contains("found `### `test.add` (AddIOp)`"), "{error}");
    assert!(
        error.contains("docs/dialects/gone.md: no spec `defs/*.toml` generates it"),
        "{error}"
    );
    assert!(error.contains("run `cargo xtask docs`"), "{error}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn schema_files_are_json_of_the_current_version() {
    let root = scratch("schema");
    write_all(&root, Output::Schema);
    let text = std::fs::read_to_string(root.join("docs/schema/test.json")).expect("written");
    let schema = oxir_ods::schema::parse_json(&text).expect("valid schema json");
    assert_eq!(schema.schema_version, oxir_ods::schema::SCHEMA_VERSION);
    assert_eq!(schema.name, "test");
    check_outputs(&root, Output::Schema).expect("freshly generated");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn bad_options_are_errors() {
    let error = run(Output::Schema, vec!["--chek".to_string()]).expect_err("unknown option");
    assert_eq!(error, "unknown option `--chek` of `schema`");
}

#[test]
fn first_difference_names_the_line() {
    assert_eq!(
        first_difference("a\nb\n", "a\nc\nd\n"),
        "first difference at line 2: expected `b`, found `c` (2 lines expected, 3 found)"
    );
    assert_eq!(
        first_difference("a\n", "a"),
        "the files differ only in line endings"
    );
}

/// Every generic-form IR example of the specs' op descriptions must parse with the dialect
/// unregistered; the custom-form ones are parsed and verified with the dialects registered by
/// `tools/oxir-opt/tests/conformance.rs`, and only listed here on stderr.
#[test]
fn op_description_examples_parse() {
    let mut generic = 0;
    let mut pending = Vec::new();
    let mut failures = Vec::new();
    for spec in spec_files(&workspace_root()).expect("defs/ is readable") {
        let loaded = load_spec(&spec).unwrap_or_else(|e| panic!("{e}"));
        for example in op_examples(&loaded.dialect.spec, &loaded.sources) {
            let (file, _) = loaded
                .sources
                .get(example.span.source)
                .expect("the spec's source");
            let (line, _) = loaded
                .sources
                .line_col(example.span.source, example.span.start);
            let ctx = Context::new();
            ctx.set_allow_unregistered_dialects(true);
            let options = ParseOptions {
                file_name: file,
                line_offset: line as u32 - 1,
                ..ParseOptions::default()
            };
            let parsed = parse_source(&ctx, &example.text, &options);
            match (example.form, parsed) {
                (ExampleForm::Generic, Ok(_)) => generic += 1,
                (ExampleForm::Generic, Err(diag)) => failures.push(format!(
                    "{file}:{line}: example of `{}` does not parse: {diag}",
                    example.op
                )),
                (ExampleForm::Custom, _) => pending.push(format!(
                    "{file}:{line}: example of `{}` (pending custom form)",
                    example.op
                )),
            }
        }
    }
    for p in &pending {
        eprintln!("{p}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(generic >= 1, "defs/test.toml has a generic-form example");
}

#[test]
fn a_broken_generic_example_fails_to_parse() {
    // The test above is only as good as the parser's refusal of bad examples.
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let broken = "%lt = \"test.cmpi\"(%a, %b) : (i32, i32) -> i1\n";
    assert!(parse_source(&ctx, broken, &ParseOptions::default()).is_err());
}
