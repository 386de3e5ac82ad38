//! Spec files with errors, one file per topic under `tests/invalid/`: each must produce exactly
//! the rendered diagnostics of the `.stderr` file next to it (every error, with file:line:col
//! pointing at the offending token). Setting `OXIR_BLESS=1` rewrites the `.stderr` files from
//! the current output, for review in the diff. Also loads `defs/test.toml`, which must be valid.

use std::path::Path;

use oxir_ods::diag::Sources;
use oxir_ods::model::{AttrPresence, AttrStorage, Hook, InterfaceKind};
use oxir_ods::toml_front::parse_dialect_spec;

/// Every diagnostic of `text` rendered, in file order.
fn render(file_name: &str, text: &str) -> String {
    let mut sources = Sources::new();
    let (dialect, diagnostics) = parse_dialect_spec(&mut sources, file_name, text);
    assert!(
        dialect.is_none(),
        "{file_name}: an invalid spec produced a dialect"
    );
    diagnostics.iter().map(|d| sources.render(d)).collect()
}

#[test]
fn invalid_specs_report_exactly_the_expected_diagnostics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/invalid");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/invalid exists")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 8, "expected one invalid spec per topic");
    let bless = std::env::var_os("OXIR_BLESS").is_some();
    let mut mismatches = Vec::new();
    for path in files {
        let name = format!(
            "tests/invalid/{}",
            path.file_name()
                .and_then(|n| n.to_str())
                .expect("a utf-8 name")
        );
        let text = std::fs::read_to_string(&path).expect("readable spec");
        let actual = render(&name, &text);
        let expected_path = path.with_extension("stderr");
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

#[test]
fn the_test_dialect_loads_without_errors() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../defs/test.toml");
    let text = std::fs::read_to_string(&path).expect("defs/test.toml exists");
    let mut sources = Sources::new();
    let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "defs/test.toml", &text);
    let rendered: String = diagnostics.iter().map(|d| sources.render(d)).collect();
    assert_eq!(rendered, "");
    let dialect = dialect.expect("a valid dialect");

    assert_eq!(dialect.name.value, "test");
    let ops: Vec<_> = dialect.ops.iter().map(|op| op.name.as_str()).collect();
    assert_eq!(
        ops,
        [
            "addi",
            "constant",
            "cmpi",
            "pack",
            "region_holder",
            "yield",
            "switch",
            "symbol",
            "custom_trait",
            "select",
            "zip",
            "forward",
            "groups",
            "split",
            "unzip",
            "halves",
            "widen",
            "clash"
        ]
    );
    let pack = &dialect.ops[3];
    let operands: Vec<_> = pack
        .operands
        .iter()
        .map(|o| (o.name.as_str(), o.constraint.as_str()))
        .collect();
    assert_eq!(
        operands,
        [
            ("inputs", "Variadic<AnyType>"),
            ("mask", "Optional<I1>"),
            ("indices", "Variadic<Index>")
        ]
    );
    // A constraint's span is its text in the file, so the constraint parser can point inside.
    let width = &pack.attributes[0];
    let span = width.constraint.span;
    assert_eq!(
        &text[span.start as usize..span.end as usize],
        "Confined<I64Attr, [IntMinValue<0>]>"
    );
    assert_eq!(width.presence, AttrPresence::Required);
    assert!(matches!(
        pack.attributes[1].presence,
        AttrPresence::Optional
    ));
    assert_eq!(pack.attributes[2].storage.value, AttrStorage::Attribute);
    assert_eq!(pack.attributes[3].storage.value, AttrStorage::Property);
    assert!(matches!(&pack.hooks.verify, Some(Hook::Path(p)) if p.value == "crate::verify::pack"));
    let format = pack.format.as_ref().expect("a format");
    assert!(format.value.starts_with("$inputs (`mask`"));
    assert_eq!(
        &text[format.span.start as usize..format.span.start as usize + 7],
        "$inputs"
    );

    let symbol = &dialect.ops[7];
    assert!(symbol.skip_default_builders);
    assert_eq!(symbol.builders[0].name, None);
    assert_eq!(
        symbol.builders[0].params[1].rust_type.as_str(),
        "Option<&str>"
    );
    let shaped = &symbol.interfaces[0];
    assert_eq!(
        shaped.implementation.as_ref().map(|i| i.as_str()),
        Some("crate::shaped::symbol")
    );
    assert!(matches!(
        &dialect.ops[1].infer_result_types,
        Some(Hook::Path(p)) if p.value == "crate::infer::constant"
    ));
    assert_eq!(dialect.implements[0].name.value, "InlinerDialectInterface");
    assert_eq!(
        symbol.class.as_ref().map(|c| c.as_str()),
        Some("TestSymbolOp")
    );
    let switch = &dialect.ops[6];
    assert_eq!(switch.successors[0].constraint, None);
    assert_eq!(
        switch.interfaces[0].methods[0].value,
        "getSuccessorForOperands"
    );
    assert_eq!(
        switch.interfaces[0]
            .implementation
            .as_ref()
            .map(|i| i.as_str()),
        Some("crate::branch::SwitchBranch")
    );

    assert_eq!(dialect.type_defs.len(), 2);
    assert_eq!(dialect.type_defs[1].parameters.len(), 4);
    assert!(dialect.type_defs[1].parameters[2].optional);
    assert_eq!(dialect.attr_defs[2].mnemonic, None);
    assert_eq!(
        dialect.attr_defs[1].parameters[1]
            .default
            .as_ref()
            .map(|d| d.as_str()),
        Some("IntegerOverflowFlags::NONE")
    );
    let flags = &dialect.enums[1];
    assert!(flags.bit_enum);
    assert_eq!(flags.cases[3].spelling().value, "nsw_nuw");
    assert_eq!(dialect.enums[0].cases[0].spelling().value, "eq");
    let kinds: Vec<_> = dialect.interfaces.iter().map(|i| i.kind.value).collect();
    assert_eq!(
        kinds,
        [
            InterfaceKind::Op,
            InterfaceKind::Type,
            InterfaceKind::Attr,
            InterfaceKind::Dialect
        ]
    );
    let methods = &dialect.interfaces[0].methods;
    assert!(methods[2].is_static);
    assert_eq!(
        methods[1].default_body.as_ref().map(|b| b.as_str()),
        Some("None")
    );
}

/// Every prefix of a valid spec is read without a panic, and yields either a dialect or at
/// least one error (never a silent failure).
#[test]
fn truncated_specs_never_panic_and_never_fail_silently() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../defs/test.toml");
    let text = std::fs::read_to_string(&path).expect("defs/test.toml exists");
    // Every 7th byte keeps the test fast in debug builds while cutting every kind of token.
    for end in (0..=text.len())
        .step_by(7)
        .filter(|&i| text.is_char_boundary(i))
    {
        let mut sources = Sources::new();
        let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "t.toml", &text[..end]);
        assert!(
            dialect.is_some()
                != diagnostics
                    .iter()
                    .any(|d| d.level == oxir_ods::diag::Level::Error),
            "prefix of {end} bytes"
        );
        for d in &diagnostics {
            sources.render(d);
        }
    }
}

/// The errors of `text` as the build step prints them, and as the checker API returns them.
fn error_counts(text: &str) -> (usize, usize) {
    let printed = oxir_ods::build::generate_source("t.toml", text)
        .err()
        .unwrap_or_default()
        .matches(": error: ")
        .count();
    let mut sources = Sources::new();
    let (_, diagnostics) = parse_dialect_spec(&mut sources, "t.toml", text);
    let returned = diagnostics
        .iter()
        .filter(|d| d.level == oxir_ods::diag::Level::Error)
        .count();
    (printed, returned)
}

/// One mistake in a real spec is one error, wherever it is: the TOML parser's recovery after a
/// syntax error (an unclosed string, a stray character, a bracket too many) reports every line
/// after it, hundreds of errors, of which only the first is the mistake.
#[test]
fn one_mistake_in_a_spec_is_one_error() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../defs/affine.toml");
    let text = std::fs::read_to_string(&path).expect("defs/affine.toml exists");
    let lines: Vec<&str> = text.lines().collect();
    type Mistake = fn(&str) -> String;
    let mistakes: [(&str, Mistake); 3] = [
        ("an unclosed string", |l| l.replacen("\" }", " }", 1)),
        ("a stray character", |l| format!("{l} @")),
        ("a bracket too many", |l| format!("[{l}")),
    ];
    let mut checked = 0;
    // Every third entry of an operand, result or attribute list keeps the test fast in debug
    // builds while breaking lines of every section.
    let entries = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.contains("type = \""));
    for (i, line) in entries.step_by(3) {
        for (what, mistake) in &mistakes {
            let mut broken = lines.clone();
            let changed = mistake(line);
            assert_ne!(changed, *line, "{what} at line {}", i + 1);
            broken[i] = &changed;
            let counts = error_counts(&(broken.join("\n") + "\n"));
            assert_eq!(counts, (1, 1), "{what} at line {}", i + 1);
            checked += 1;
        }
    }
    assert!(checked >= 30, "{checked} mistakes tried");
}

/// A spec written on few long lines: a mistake early in a line is one error, printed with the
/// line once (the errors after it, one per token, each repeated the whole line).
#[test]
fn a_mistake_in_a_long_line_is_printed_once() {
    let ops: Vec<String> = (0..150)
        .map(|i| format!("{{ name = \"o{i}\", operands = [{{ name = \"a\", type = \"AnyType\" }}], results = [{{ name = \"r\", type = \"AnyType\" }}] }}"))
        .collect();
    let line = format!("op = [{}]", ops.join(", ")).replacen("\"o3\"", "\"o3", 1);
    let text = format!("[dialect]\nname = \"d\"\n{line}\n");
    let printed = oxir_ods::build::generate_source("t.toml", &text).unwrap_err();
    assert_eq!(printed.matches(": error: ").count(), 1, "{printed}");
    assert!(printed.len() < 3 * line.len(), "{} bytes", printed.len());
}
