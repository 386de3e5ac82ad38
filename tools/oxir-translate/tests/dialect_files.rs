//! Every `llvm`-dialect test file of `tests/dialects/llvm/` (the invalid-input ones aside), cut
//! at `// -----`: each chunk `mlir-translate-19 --mlir-to-llvmir` translates must be
//! translated by `oxir-translate` too, into LLVM IR that `opt-19 -passes=verify` accepts. The
//! references missing fail the test under CI (`CI` set); elsewhere it says so and skips.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Whether `tool` runs (`--version` succeeds).
fn available(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn llvm_tool(name: &str) -> String {
    let dir = std::env::var("LLVM_BIN_DIR").unwrap_or_else(|_| "/usr/lib/llvm-19/bin".into());
    let path = Path::new(&dir).join(name);
    if path.exists() {
        path.display().to_string()
    } else {
        name.to_string()
    }
}

/// The chunks of `text` between `// -----` lines.
fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        if line.trim_end().starts_with("// -----") {
            out.push(String::new());
        } else if let Some(last) = out.last_mut() {
            last.push_str(line);
            last.push('\n');
        }
    }
    out
}

#[test]
fn dialect_test_files_translate_to_verified_llvm_ir() {
    let reference = "mlir-translate-19";
    let opt = llvm_tool("opt-19");
    let missing: Vec<&str> = [reference, opt.as_str()]
        .into_iter()
        .filter(|t| !available(t))
        .collect();
    if !missing.is_empty() {
        let message = format!("reference tools not found: {}", missing.join(", "));
        assert!(
            std::env::var_os("CI").is_none(),
            "{message}; CI must compare with them"
        );
        println!("{message}: skipping the comparison");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/dialects/llvm");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/dialects/llvm exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .filter(|p| !p.to_string_lossy().contains("invalid"))
        .collect();
    files.sort();
    assert!(
        !files.is_empty(),
        "no llvm dialect test files in {}",
        dir.display()
    );
    let scratch = std::env::temp_dir().join(format!("oxir-translate-files-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    let mut failures = Vec::new();
    let mut compared = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable test file");
        for (index, chunk) in chunks(&text).into_iter().enumerate() {
            let name = format!(
                "{}#{index}",
                file.file_name().unwrap_or_default().to_string_lossy()
            );
            let input = scratch.join("input.mlir");
            std::fs::write(&input, &chunk).expect("scratch file");
            let theirs = Command::new(reference)
                .arg("--mlir-to-llvmir")
                .arg(&input)
                .output()
                .expect("mlir-translate-19 runs");
            if !theirs.status.success() {
                continue;
            }
            compared += 1;
            let output = scratch.join("ours.ll");
            let ours = Command::new(env!("CARGO_BIN_EXE_oxir-translate"))
                .arg("--mlir-to-llvmir")
                .arg(&input)
                .arg("-o")
                .arg(&output)
                .output()
                .expect("oxir-translate runs");
            if !ours.status.success() {
                failures.push(format!("{name}: {}", String::from_utf8_lossy(&ours.stderr)));
                continue;
            }
            let verified = Command::new(&opt)
                .args(["-passes=verify", "-disable-output"])
                .arg(&output)
                .output()
                .expect("opt-19 runs");
            if !verified.status.success() {
                failures.push(format!(
                    "{name}: {}",
                    String::from_utf8_lossy(&verified.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(
        compared > 0,
        "mlir-translate-19 translated none of the chunks"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
