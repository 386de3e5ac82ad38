//! The `spirv` rows of `cargo xtask bench`: SPIR-V binaries written and read on one large
//! `spirv.module`, `oxir-translate` (release) against `mlir-translate-19`. `serialize` is
//! `--serialize-spirv` of the module to a binary; `deserialize` is `--deserialize-spirv` of the
//! binary `mlir-translate-19` wrote (both tools read the same words) to an output file.
//!
//! The module is made here, once per size, and kept in the output folder: functions of a
//! hundred integer and float ops each (a chain through the arguments, so nothing is dead),
//! about `size` ops in all.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::bench::{as_strs, label, measure_median, path_str, print_row};
use crate::tools::release_tool;

/// The ops of each generated function, its return included.
const OPS_PER_FUNCTION: u64 = 100;

/// Prints the `spirv` rows for a module of about `size` ops, each tool run `runs` times.
pub fn run(out: &Path, size: u64, runs: usize) -> Result<(), String> {
    let translate = release_tool("oxir-translate")?;
    let translate = path_str(&translate)?;
    let input = workload(out, size)?;
    let input = path_str(&input)?;
    println!(
        "{:<12} {:<6} {:>8} {:>8} {:>6} {:>9} {:>9} {:>6}",
        "spirv", "ops", "oxir s", "mlir s", "time", "oxir MiB", "mlir MiB", "mem"
    );
    let (oxir_spv, mlir_spv) = (out.join("out-oxir.spv"), out.join("out-mlir.spv"));
    let serialize = |output: &Path| -> Result<Vec<String>, String> {
        Ok(vec![
            "--no-implicit-module".into(),
            "--serialize-spirv".into(),
            input.into(),
            "-o".into(),
            path_str(output)?.into(),
        ])
    };
    let oxir = measure_median(runs, translate, &as_strs(&serialize(&oxir_spv)?))?;
    let mlir = measure_median(runs, "mlir-translate-19", &as_strs(&serialize(&mlir_spv)?))?;
    print_row(12, "serialize", size, &oxir, &mlir);
    let read_back = out.join("out-deserialized.mlir");
    let deserialize = vec![
        "--deserialize-spirv".to_string(),
        path_str(&mlir_spv)?.into(),
        "-o".into(),
        path_str(&read_back)?.into(),
    ];
    let oxir = measure_median(runs, translate, &as_strs(&deserialize))?;
    let mlir = measure_median(runs, "mlir-translate-19", &as_strs(&deserialize))?;
    print_row(12, "deserialize", size, &oxir, &mlir);
    println!(
        "(spirv rows: oxir-translate / mlir-translate-19; both read mlir-translate-19's binary)"
    );
    Ok(())
}

/// The `spirv.module` of about `size` ops, made once and kept in the output folder.
fn workload(out: &Path, size: u64) -> Result<PathBuf, String> {
    let path = out.join(format!("w{}-spirv.mlir", label(size)));
    if !path.exists() {
        std::fs::write(&path, module_text(size))
            .map_err(|e| format!("could not write {}: {e}", path.display()))?;
    }
    Ok(path)
}

/// The text of the generated module.
fn module_text(size: u64) -> String {
    let functions = size.div_ceil(OPS_PER_FUNCTION).max(1);
    let mut text =
        String::from("spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n");
    for index in 0..functions {
        function_text(&mut text, index);
    }
    text.push_str("}\n");
    text
}

/// Appends function `f<index>`: alternating integer and float ops, each reading the last two
/// values of its kind, then the sum of the two chains' last values returned.
fn function_text(text: &mut String, index: u64) {
    let _ = writeln!(
        text,
        "  spirv.func @f{index}(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 \"None\" {{"
    );
    let (mut ints, mut floats) = (
        ["%a".to_string(), "%b".to_string()],
        ["%x".to_string(), "%y".to_string()],
    );
    let int_ops = ["spirv.IAdd", "spirv.IMul", "spirv.ISub", "spirv.BitwiseXor"];
    let float_ops = ["spirv.FAdd", "spirv.FMul", "spirv.FSub"];
    // The last three ops: the conversion, the addition and the return.
    for op in 0..OPS_PER_FUNCTION - 3 {
        let name = format!("%v{op}");
        if op % 2 == 0 {
            let kind = int_ops[(op / 2) as usize % int_ops.len()];
            let _ = writeln!(text, "    {name} = {kind} {}, {} : i32", ints[0], ints[1]);
            ints = [ints[1].clone(), name];
        } else {
            let kind = float_ops[(op / 2) as usize % float_ops.len()];
            let _ = writeln!(
                text,
                "    {name} = {kind} {}, {} : f32",
                floats[0], floats[1]
            );
            floats = [floats[1].clone(), name];
        }
    }
    let _ = writeln!(
        text,
        "    %c = spirv.ConvertFToS {} : f32 to i32",
        floats[1]
    );
    let _ = writeln!(text, "    %r = spirv.IAdd %c, {} : i32", ints[1]);
    text.push_str("    spirv.ReturnValue %r : i32\n  }\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_module_has_about_the_ops_asked_for() {
        let text = module_text(1_000);
        let ops = text.lines().filter(|l| l.contains("spirv.")).count() as u64;
        // Each function's line, its ops, and the module's line.
        assert_eq!(ops, 10 * (OPS_PER_FUNCTION + 1) + 1);
        assert!(text.ends_with("spirv.ReturnValue %r : i32\n  }\n}\n"));
    }
}
