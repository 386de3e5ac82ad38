//! `cargo xtask bench`: oxir-opt against mlir-opt-19 on the same generated files (the `opt`
//! table), then the translation to LLVM IR and the JIT against MLIR 19's (the `llvm` table,
//! `bench_llvm`), then SPIR-V binaries written and read against `mlir-translate-19`'s (the
//! `spirv` table, `bench_spirv`).
//!
//! Workloads come from `shared/bench/gen_mlir.py` (beside the repository). Each tool parses,
//! verifies and prints the file to an output file; we take the median wall time of several runs
//! and the peak RSS reported by `/usr/bin/time`. With `--pipelines`, each row also runs passes
//! (`canonicalize+cse` means `-canonicalize -cse`), and the outputs are compared: how many ops
//! each tool leaves, and whether `mlir-opt-19` reads oxir's output back. Unless `--registered`
//! is given, both tools read unknown dialects as unregistered ops
//! (`--allow-unregistered-dialect`). `--10m` adds a last row at 10M ops (custom form, no pass,
//! one run of each tool), to check that time and memory grow linearly past the 1M rows.
//! `--pipelines to-llvm` is MLIR 19's usual lowering to the `llvm` dialect
//! (`-expand-strided-metadata -lower-affine -convert-scf-to-cf -arith-expand
//! -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts`), oxir's passes against
//! mlir-opt-19's. `--generator PATH` names the workload generator (by default
//! `shared/bench/gen_mlir.py` beside the repository).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::tools::{release_oxir_opt, workspace_root};

struct Config {
    sizes: Vec<u64>,
    runs: usize,
    forms: Vec<String>,
    pipelines: Vec<String>,
    registered: bool,
    out: PathBuf,
    /// Which tables to print: `opt` (oxir-opt against mlir-opt-19), `llvm` (the translation
    /// and the JIT, `bench_llvm`), `spirv` (SPIR-V binaries, `bench_spirv`).
    tables: Vec<String>,
    /// The size of the `llvm` table's module.
    llvm_ops: u64,
    /// The size of the `spirv` table's module.
    spirv_ops: u64,
    /// Whether the `opt` table ends with one 10M-op row (custom form, parse+verify+print, one
    /// run each: mlir-opt-19 takes about a minute there).
    ten_million: bool,
    /// The workload generator (`--generator`; by default `shared/bench/gen_mlir.py` beside
    /// the repository).
    generator: Option<PathBuf>,
}

fn parse_config(args: Vec<String>) -> Result<Config, String> {
    let mut config = Config {
        sizes: vec![10_000, 100_000, 1_000_000],
        runs: 5,
        forms: vec!["generic".into()],
        pipelines: vec!["none".into()],
        registered: false,
        out: PathBuf::from("bench-out"),
        tables: vec!["opt".into(), "llvm".into(), "spirv".into()],
        llvm_ops: 1_000_000,
        spirv_ops: 100_000,
        ten_million: false,
        generator: None,
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("`{arg}` needs a value"));
        match arg.as_str() {
            "--sizes" => {
                config.sizes = value()?
                    .split(',')
                    .map(|s| {
                        s.trim()
                            .parse::<u64>()
                            .map_err(|e| format!("bad size `{s}`: {e}"))
                    })
                    .collect::<Result<_, _>>()?
            }
            "--runs" => {
                config.runs = value()?
                    .parse()
                    .map_err(|e| format!("bad run count: {e}"))?
            }
            "--forms" => config.forms = value()?.split(',').map(str::to_string).collect(),
            "--out" => config.out = PathBuf::from(value()?),
            "--pipelines" => config.pipelines = value()?.split(',').map(str::to_string).collect(),
            "--registered" => config.registered = true,
            "--10m" => config.ten_million = true,
            "--generator" => config.generator = Some(PathBuf::from(value()?)),
            "--tables" => config.tables = value()?.split(',').map(str::to_string).collect(),
            "--llvm-ops" => {
                config.llvm_ops = value()?
                    .parse()
                    .map_err(|e| format!("bad `--llvm-ops`: {e}"))?
            }
            "--spirv-ops" => {
                config.spirv_ops = value()?
                    .parse()
                    .map_err(|e| format!("bad `--spirv-ops`: {e}"))?
            }
            other => return Err(format!("unknown bench option `{other}`")),
        }
    }
    if config.runs == 0 {
        return Err("`--runs` must be at least 1".into());
    }
    if let Some(table) = config
        .tables
        .iter()
        .find(|t| !["opt", "llvm", "spirv"].contains(&t.as_str()))
    {
        return Err(format!(
            "unknown bench table `{table}`: `opt`, `llvm` or `spirv`"
        ));
    }
    Ok(config)
}

fn generator(config: &Config) -> Result<PathBuf, String> {
    let path = config
        .generator
        .clone()
        .unwrap_or_else(|| workspace_root().join("../shared/bench/gen_mlir.py"));
    if path.exists() {
        Ok(path)
    } else {
        Err(format!(
            "workload generator not found at {}",
            path.display()
        ))
    }
}

/// One measured run: wall seconds, peak resident set in KiB and what the program printed.
pub(crate) struct Measured {
    pub(crate) seconds: f64,
    pub(crate) max_rss_kib: u64,
    pub(crate) stdout: String,
}

fn measure(program: &str, args: &[&str]) -> Result<Measured, String> {
    let output = Command::new("/usr/bin/time")
        .args(["-f", "%e %M", program])
        .args(args)
        .output()
        .map_err(|e| format!("could not run /usr/bin/time {program}: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("{program} failed:\n{stderr}"));
    }
    let last = stderr.lines().last().unwrap_or_default();
    let mut fields = last.split_whitespace();
    let seconds = fields.next().and_then(|s| s.parse().ok());
    let rss = fields.next().and_then(|s| s.parse().ok());
    match (seconds, rss) {
        (Some(seconds), Some(max_rss_kib)) => Ok(Measured {
            seconds,
            max_rss_kib,
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        }),
        _ => Err(format!(
            "could not read the timing line of {program}: `{last}`"
        )),
    }
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// `runs` runs of `program`: the median wall time, the largest peak RSS and the last run's
/// output.
pub(crate) fn measure_median(
    runs: usize,
    program: &str,
    args: &[&str],
) -> Result<Measured, String> {
    let mut times = Vec::with_capacity(runs);
    let mut rss = 0;
    let mut stdout = String::new();
    for _ in 0..runs {
        let sample = measure(program, args)?;
        times.push(sample.seconds);
        rss = rss.max(sample.max_rss_kib);
        stdout = sample.stdout;
    }
    Ok(Measured {
        seconds: median(times),
        max_rss_kib: rss,
        stdout,
    })
}

/// One row of the `llvm` and `spirv` tables: the row's name in a column of `width`, the size,
/// both times and peak memories, and the ratios.
pub(crate) fn print_row(width: usize, name: &str, size: u64, oxir: &Measured, mlir: &Measured) {
    println!(
        "{:<width$} {:<6} {:>8.3} {:>8.3} {:>5.2}x {:>9.1} {:>9.1} {:>5.2}x",
        name,
        label(size),
        oxir.seconds,
        mlir.seconds,
        oxir.seconds / mlir.seconds,
        oxir.max_rss_kib as f64 / 1024.0,
        mlir.max_rss_kib as f64 / 1024.0,
        oxir.max_rss_kib as f64 / mlir.max_rss_kib as f64,
    );
}

/// `path` as a string (the tools take UTF-8 paths).
pub(crate) fn path_str(path: &Path) -> Result<&str, String> {
    path.to_str()
        .ok_or_else(|| format!("non-UTF-8 path {}", path.display()))
}

pub(crate) fn label(size: u64) -> String {
    match size {
        s if s % 1_000_000 == 0 => format!("{}M", s / 1_000_000),
        s if s % 1_000 == 0 => format!("{}k", s / 1_000),
        s => s.to_string(),
    }
}

/// Runs the comparison.
pub fn run(args: Vec<String>) -> Result<(), String> {
    let config = parse_config(args)?;
    std::fs::create_dir_all(&config.out)
        .map_err(|e| format!("could not create {}: {e}", config.out.display()))?;
    let wants = |table: &str| config.tables.iter().any(|t| t == table);
    // The `spirv` table makes its own module; the others need gen_mlir.py.
    if wants("opt") || wants("llvm") {
        let generator = generator(&config)?;
        if wants("opt") {
            opt_table(&config, &generator)?;
        }
        if wants("llvm") {
            crate::bench_llvm::run(&generator, &config.out, config.llvm_ops, config.runs)?;
        }
    }
    if wants("spirv") {
        crate::bench_spirv::run(&config.out, config.spirv_ops, config.runs)?;
    }
    Ok(())
}

/// The rows of oxir-opt against mlir-opt-19.
fn opt_table(config: &Config, generator: &Path) -> Result<(), String> {
    let oxir = release_oxir_opt()?;
    let oxir = oxir.to_str().ok_or("non-UTF-8 target path")?.to_string();
    println!(
        "{:<8} {:<18} {:<6} {:>8} {:>8} {:>6} {:>9} {:>9} {:>6} {:>9} {:>9} {:>9} {:>9}",
        "form",
        "pipeline",
        "ops",
        "oxir s",
        "mlir s",
        "time",
        "oxir MiB",
        "mlir MiB",
        "mem",
        "oxir B/op",
        "mlir B/op",
        "oxir ops",
        "mlir ops"
    );
    let mut rows: Vec<(&str, &str, u64, usize)> = Vec::new();
    for form in &config.forms {
        for &size in &config.sizes {
            for pipeline in &config.pipelines {
                rows.push((form.as_str(), pipeline.as_str(), size, config.runs));
            }
        }
    }
    if config.ten_million {
        rows.push(("custom", "none", 10_000_000, 1));
    }
    for (form, pipeline, size, runs) in rows {
        let input = workload(generator, &config.out, form, size)?;
        let input = input.to_str().ok_or("non-UTF-8 path")?.to_string();
        let row = compare(config, runs, &oxir, &input, form, pipeline)?;
        println!(
            "{:<8} {:<18} {:<6} {:>8.3} {:>8.3} {:>5.2}x {:>9.1} {:>9.1} {:>5.2}x {:>9.0} {:>9.0} {:>9} {:>9}",
            form,
            pipeline,
            label(size),
            row.oxir.seconds,
            row.mlir.seconds,
            row.oxir.seconds / row.mlir.seconds,
            row.oxir.max_rss_kib as f64 / 1024.0,
            row.mlir.max_rss_kib as f64 / 1024.0,
            row.oxir.max_rss_kib as f64 / row.mlir.max_rss_kib as f64,
            row.oxir.max_rss_kib as f64 * 1024.0 / size as f64,
            row.mlir.max_rss_kib as f64 * 1024.0 / size as f64,
            row.oxir_ops.map_or("-".to_string(), |n| n.to_string()),
            row.mlir_ops.map_or("-".to_string(), |n| n.to_string()),
        );
    }
    println!("(ratios are oxir / mlir-opt-19: below 1.00 means oxir is faster or smaller)");
    Ok(())
}

/// The generated input of `size` ops in `form`, made once and kept in the output folder.
fn workload(generator: &Path, out: &Path, form: &str, size: u64) -> Result<PathBuf, String> {
    let input = out.join(format!("w{}-{form}.mlir", label(size)));
    if input.exists() {
        return Ok(input);
    }
    let status = Command::new("python3")
        .arg(generator)
        .args([
            "--ops",
            &size.to_string(),
            "--form",
            form,
            "--seed",
            "1",
            "-o",
        ])
        .arg(&input)
        .status()
        .map_err(|e| format!("could not run the generator: {e}"))?;
    if !status.success() {
        return Err(format!("the generator failed for {size} ops"));
    }
    Ok(input)
}

/// One row: (median seconds, peak KiB) of each tool, and the op counts of their outputs when a
/// pipeline ran.
struct Row {
    oxir: Measured,
    mlir: Measured,
    oxir_ops: Option<usize>,
    mlir_ops: Option<usize>,
}

/// MLIR 19's usual lowering of the workloads' dialects to the `llvm` dialect, the `to-llvm`
/// pipeline.
const TO_LLVM: [&str; 7] = [
    "expand-strided-metadata",
    "lower-affine",
    "convert-scf-to-cf",
    "arith-expand",
    "finalize-memref-to-llvm",
    "convert-to-llvm",
    "reconcile-unrealized-casts",
];

/// The command-line flags of a pipeline name: `none` is no pass, `to-llvm` the lowering to the
/// `llvm` dialect ([`TO_LLVM`]), `a+b` is `-a -b`.
fn pipeline_flags(pipeline: &str) -> Vec<String> {
    if pipeline == "none" {
        return Vec::new();
    }
    if pipeline == "to-llvm" {
        return TO_LLVM.iter().map(|pass| format!("-{pass}")).collect();
    }
    pipeline.split('+').map(|pass| format!("-{pass}")).collect()
}

/// Runs both tools on `input` with `pipeline`; when passes ran, counts the ops each left and
/// checks that mlir-opt-19 reads oxir's output.
fn compare(
    config: &Config,
    runs: usize,
    oxir: &str,
    input: &str,
    form: &str,
    pipeline: &str,
) -> Result<Row, String> {
    let oxir_out = config.out.join("out-oxir.mlir");
    let mlir_out = config.out.join("out-mlir.mlir");
    let oxir_out = oxir_out.to_str().ok_or("non-UTF-8 path")?.to_string();
    let mlir_out = mlir_out.to_str().ok_or("non-UTF-8 path")?.to_string();
    let mut common: Vec<String> = vec![input.to_string()];
    if !config.registered {
        common.push("--allow-unregistered-dialect".into());
    }
    if form == "generic" {
        common.push("--mlir-print-op-generic".into());
    }
    common.extend(pipeline_flags(pipeline));
    let with_output = |out: &str| {
        let mut args = common.clone();
        args.extend(["-o".to_string(), out.to_string()]);
        args
    };
    let oxir_args = with_output(&oxir_out);
    let mlir_args = with_output(&mlir_out);
    let oxir_row = measure_median(runs, oxir, &as_strs(&oxir_args))?;
    let mlir_row = measure_median(runs, "mlir-opt-19", &as_strs(&mlir_args))?;
    let (oxir_ops, mlir_ops) = if pipeline == "none" {
        (None, None)
    } else {
        accepted_by_mlir_opt(config, &oxir_out)?;
        (Some(count_ops(&oxir_out)?), Some(count_ops(&mlir_out)?))
    };
    Ok(Row {
        oxir: oxir_row,
        mlir: mlir_row,
        oxir_ops,
        mlir_ops,
    })
}

/// Fails unless mlir-opt-19 parses and verifies `path`.
fn accepted_by_mlir_opt(config: &Config, path: &str) -> Result<(), String> {
    let mut command = Command::new("mlir-opt-19");
    command.arg(path).args(["-o", "/dev/null"]);
    if !config.registered {
        command.arg("--allow-unregistered-dialect");
    }
    let output = command
        .output()
        .map_err(|e| format!("could not run mlir-opt-19: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "mlir-opt-19 rejects oxir's output {path}:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// The number of ops in a printed file: mlir-opt-19 counts them (`--mlir-print-op-generic`
/// prints one op per line, each with a quoted name).
fn count_ops(path: &str) -> Result<usize, String> {
    let output = Command::new("mlir-opt-19")
        .args([
            path,
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
        ])
        .output()
        .map_err(|e| format!("could not run mlir-opt-19: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "mlir-opt-19 could not read {path}:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(count_generic_ops(&String::from_utf8_lossy(&output.stdout)))
}

/// Counts the ops of generic-form text: lines whose first token after the results is a quoted
/// op name.
fn count_generic_ops(text: &str) -> usize {
    text.lines()
        .map(str::trim_start)
        .filter(|line| {
            let rest = match line.split_once(" = ") {
                Some((results, rest)) if results.starts_with('%') => rest,
                _ => line,
            };
            rest.starts_with('"')
        })
        .count()
}

/// Borrows owned arguments as the `&str`s [`measure_median`] takes.
pub(crate) fn as_strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines_become_flags() {
        assert!(pipeline_flags("none").is_empty());
        assert_eq!(
            pipeline_flags("canonicalize+cse"),
            ["-canonicalize", "-cse"]
        );
        let to_llvm = pipeline_flags("to-llvm");
        assert_eq!(
            to_llvm.first().map(String::as_str),
            Some("-expand-strided-metadata")
        );
        assert_eq!(
            to_llvm.last().map(String::as_str),
            Some("-reconcile-unrealized-casts")
        );
        assert_eq!(to_llvm.len(), 7);
    }

    #[test]
    fn the_generator_path_is_an_option() {
        let config = parse_config(vec!["--generator".into(), "/tmp/gen.py".into()]).unwrap();
        assert_eq!(config.generator, Some(PathBuf::from("/tmp/gen.py")));
        assert!(parse_config(vec!["--generator".into()]).is_err());
    }

    #[test]
    fn generic_ops_are_counted_once_per_line() {
        let text = "\"builtin.module\"() ({\n  %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n  %1:2 = \"t.pair\"() : () -> (i32, i32)\n  \"t.use\"(%0) : (i32) -> ()\n}) : () -> ()\n";
        assert_eq!(count_generic_ops(text), 4);
    }
}
