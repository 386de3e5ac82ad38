//! Runs the `calc-opt` driver of the template as a user would: a file is canonicalized (its
//! folds, materializer and rule at work) and printed; a broken file gets its error rendered at
//! the source line with a non-zero exit.

use std::process::Command;

fn calc_opt(input: &str) -> std::process::Output {
    let path = format!("{}/tests/inputs/{input}", env!("CARGO_MANIFEST_DIR"));
    Command::new(env!("CARGO_BIN_EXE_calc-opt"))
        .arg(path)
        .output()
        .expect("calc-opt runs")
}

#[test]
fn the_driver_folds_materializes_and_applies_the_rule() {
    let output = calc_opt("canonicalize.calc.mlir");
    assert!(output.status.success(), "{output:?}");
    // 40 + 2 folds to a materialized 42; -(-x) is x by the rule `neg_neg`.
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "module {
  %0 = calc.constant 7 : i32
  %1 = calc.constant 42 : i32
  calc.print %1 : i32
  calc.print %0 : i32
}
"
    );
}

#[test]
fn the_driver_renders_errors_at_their_source_line() {
    let output = calc_opt("invalid.calc.mlir");
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.ends_with("invalid.calc.mlir:2:17: error: expected ','\n%1 = calc.add %0 : i32\n                ^\n"),
        "{stderr}"
    );
}
