//! The `llvm` rows of `cargo xtask bench`: the back half of the pipeline on one large module of
//! the `llvm` dialect, oxir's tools against MLIR 19's. `translate` is `oxir-translate
//! --mlir-to-llvmir` against `mlir-translate-19 --mlir-to-llvmir` (to an output file); `jit
//! -O0` and `jit -O2` are `oxir-cpu-runner` against `mlir-cpu-runner-19` JIT-compiling the module
//! and running its `main`, whose printed results must be equal.
//!
//! The module is made once per size and kept in the output folder: `gen_mlir.py`'s workload
//! (in one symbol table), with a `main` that fills a buffer and calls the first big function,
//! lowered by `mlir-opt-19 --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts`
//! and printed in the generic form (both tools read it). Not a test of the lowering: oxir's own
//! conversions are not involved, so both sides translate the same input.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::bench::{as_strs, label, measure_median, path_str, print_row};
use crate::tools::release_tool;

/// The entry function added to the workload: a 64-element buffer filled with its indices, the
/// first big function called on it; its `i32` result is what both runners print.
const MAIN: &str = "  func.func @main() -> i32 {
    %m = memref.alloca() : memref<64xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    scf.for %i = %c0 to %c64 step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %m[%i] : memref<64xi32>
    }
    %a = arith.constant 3 : i32
    %b = arith.constant 5 : i32
    %x = arith.constant 1.5 : f32
    %r:2 = func.call @m0_f0(%a, %b, %x, %m) : (i32, i32, f32, memref<64xi32>) -> (i32, f32)
    return %r#0 : i32
  }
";

/// Prints the `llvm` rows for a module of about `size` ops, each tool run `runs` times.
pub fn run(generator: &Path, out: &Path, size: u64, runs: usize) -> Result<(), String> {
    let translate = release_tool("oxir-translate")?;
    let runner = release_tool("oxir-cpu-runner")?;
    let input = llvm_workload(generator, out, size)?;
    let input = path_str(&input)?;
    println!(
        "{:<10} {:<6} {:>8} {:>8} {:>6} {:>9} {:>9} {:>6}",
        "llvm", "ops", "oxir s", "mlir s", "time", "oxir MiB", "mlir MiB", "mem"
    );
    let (oxir_ll, mlir_ll) = (out.join("out-oxir.ll"), out.join("out-mlir.ll"));
    let translate_args = |output: &'_ Path| -> Result<Vec<String>, String> {
        let output = path_str(output)?.to_string();
        Ok(vec![
            "--mlir-to-llvmir".into(),
            input.into(),
            "-o".into(),
            output,
        ])
    };
    let oxir_args = translate_args(&oxir_ll)?;
    let mlir_args = translate_args(&mlir_ll)?;
    let oxir = measure_median(runs, path_str(&translate)?, &as_strs(&oxir_args))?;
    let mlir = measure_median(runs, "mlir-translate-19", &as_strs(&mlir_args))?;
    print_row(10, "translate", size, &oxir, &mlir);
    for level in ["-O0", "-O2"] {
        let args = ["-e", "main", "--entry-point-result=i32", level, input];
        let oxir = measure_median(runs, path_str(&runner)?, &args)?;
        let mlir = measure_median(runs, "mlir-cpu-runner-19", &args)?;
        if oxir.stdout != mlir.stdout {
            return Err(format!(
                "jit {level}: oxir-cpu-runner printed `{}`, mlir-cpu-runner-19 `{}`",
                oxir.stdout.trim_end(),
                mlir.stdout.trim_end()
            ));
        }
        print_row(10, &format!("jit {level}"), size, &oxir, &mlir);
    }
    println!(
        "(llvm rows: oxir-translate / mlir-translate-19, oxir-cpu-runner / mlir-cpu-runner-19)"
    );
    Ok(())
}

/// The `llvm`-dialect module of about `size` ops, made once and kept in the output folder.
fn llvm_workload(generator: &Path, out: &Path, size: u64) -> Result<PathBuf, String> {
    let lowered = out.join(format!("w{}-llvm.mlir", label(size)));
    if lowered.exists() {
        return Ok(lowered);
    }
    // One symbol table: the translation takes a module of `llvm` ops, not nested modules.
    let generated = Command::new("python3")
        .arg(generator)
        .args([
            "--ops",
            &size.to_string(),
            "--funcs-per-module",
            "1000000000",
        ])
        .args(["--form", "custom", "--seed", "1"])
        .output()
        .map_err(|e| format!("could not run the generator: {e}"))?;
    if !generated.status.success() {
        return Err(format!("the generator failed for {size} ops"));
    }
    let text = String::from_utf8(generated.stdout).map_err(|e| format!("generator output: {e}"))?;
    let source = with_main(&text)?;
    let source_path = out.join(format!("w{}-llvm-src.mlir", label(size)));
    std::fs::write(&source_path, source)
        .map_err(|e| format!("could not write {}: {e}", source_path.display()))?;
    let lowering = Command::new("mlir-opt-19")
        .arg(&source_path)
        .args([
            "--convert-scf-to-cf",
            "--convert-to-llvm",
            "--reconcile-unrealized-casts",
        ])
        .args(["--mlir-print-op-generic", "-o"])
        .arg(&lowered)
        .output()
        .map_err(|e| format!("could not run mlir-opt-19: {e}"))?;
    if !lowering.status.success() {
        let _ = std::fs::remove_file(&lowered);
        return Err(format!(
            "mlir-opt-19 could not lower {}:\n{}",
            source_path.display(),
            String::from_utf8_lossy(&lowering.stderr)
        ));
    }
    Ok(lowered)
}

/// The generator's `module { module @m0 { ... } }` as `module @m0 { ... }` with [`MAIN`] at its
/// end.
fn with_main(text: &str) -> Result<String, String> {
    let inner = text
        .trim_end()
        .strip_prefix("module {\n")
        .and_then(|t| t.strip_suffix('}'))
        .map(str::trim_end)
        .and_then(|t| t.strip_suffix('}'))
        .ok_or("the generator's output is not `module { ... }` of one module")?;
    Ok(format!("{inner}{MAIN}}}\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn main_goes_at_the_end_of_the_inner_module() {
        let text = "module {\n  module @m0 {\n    func.func @m0_f0() { return }\n  }\n}\n";
        let made = with_main(text).unwrap();
        assert!(made.starts_with("  module @m0 {\n    func.func @m0_f0()"));
        assert!(made.ends_with("    return %r#0 : i32\n  }\n}\n"));
        assert!(with_main("func.func @f()").is_err());
    }
}
