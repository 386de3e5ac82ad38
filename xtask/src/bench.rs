//! `cargo xtask bench`: oxir-opt against mlir-opt-19 on the same generated files.
//!
//! Workloads come from `shared/bench/gen_mlir.py` (beside the repository). Each tool parses,
//! verifies and prints the file to an output file; we take the median wall time of several runs
//! and the peak RSS reported by `/usr/bin/time`. Until the upstream dialects are defined with
//! oxir, oxir-opt reads them as unregistered ops (`--allow-unregistered-dialect`).

use std::path::{Path, PathBuf};
use std::process::Command;

struct Config {
    sizes: Vec<u64>,
    runs: usize,
    forms: Vec<String>,
    out: PathBuf,
}

fn parse_config(args: Vec<String>) -> Result<Config, String> {
    let mut config = Config {
        sizes: vec![10_000, 100_000, 1_000_000],
        runs: 5,
        forms: vec!["generic".into()],
        out: PathBuf::from("bench-out"),
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
            other => return Err(format!("unknown bench option `{other}`")),
        }
    }
    if config.runs == 0 {
        return Err("`--runs` must be at least 1".into());
    }
    Ok(config)
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

fn generator() -> Result<PathBuf, String> {
    let path = workspace_root().join("../shared/bench/gen_mlir.py");
    if path.exists() {
        Ok(path)
    } else {
        Err(format!(
            "workload generator not found at {}",
            path.display()
        ))
    }
}

/// One measured run: wall seconds and peak resident set in KiB.
struct Sample {
    seconds: f64,
    max_rss_kib: u64,
}

fn measure(program: &str, args: &[&str]) -> Result<Sample, String> {
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
        (Some(seconds), Some(max_rss_kib)) => Ok(Sample {
            seconds,
            max_rss_kib,
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

fn measure_median(runs: usize, program: &str, args: &[&str]) -> Result<(f64, u64), String> {
    let mut times = Vec::with_capacity(runs);
    let mut rss = 0;
    for _ in 0..runs {
        let sample = measure(program, args)?;
        times.push(sample.seconds);
        rss = rss.max(sample.max_rss_kib);
    }
    Ok((median(times), rss))
}

fn label(size: u64) -> String {
    match size {
        s if s % 1_000_000 == 0 => format!("{}M", s / 1_000_000),
        s if s % 1_000 == 0 => format!("{}k", s / 1_000),
        s => s.to_string(),
    }
}

/// Runs the comparison.
pub fn run(args: Vec<String>) -> Result<(), String> {
    let config = parse_config(args)?;
    let root = workspace_root();
    let status = Command::new("cargo")
        .args(["build", "--release", "--quiet", "-p", "oxir-opt"])
        .current_dir(&root)
        .status()
        .map_err(|e| format!("could not run cargo: {e}"))?;
    if !status.success() {
        return Err("building oxir-opt failed".into());
    }
    let oxir = root.join("target/release/oxir-opt");
    let oxir = oxir.to_str().ok_or("non-UTF-8 target path")?.to_string();
    std::fs::create_dir_all(&config.out)
        .map_err(|e| format!("could not create {}: {e}", config.out.display()))?;
    let generator = generator()?;
    println!(
        "{:<8} {:<8} {:>10} {:>10} {:>7} {:>9} {:>9} {:>7} {:>8} {:>8}",
        "form",
        "ops",
        "oxir s",
        "mlir s",
        "time",
        "oxir MiB",
        "mlir MiB",
        "mem",
        "oxir B/op",
        "mlir B/op"
    );
    for form in &config.forms {
        for &size in &config.sizes {
            let input = config.out.join(format!("w{}-{form}.mlir", label(size)));
            if !input.exists() {
                let status = Command::new("python3")
                    .arg(&generator)
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
                    return Err(format!("the generator failed for {} ops", size));
                }
            }
            let input = input.to_str().ok_or("non-UTF-8 path")?.to_string();
            let output = config.out.join("out.mlir");
            let output = output.to_str().ok_or("non-UTF-8 path")?.to_string();
            let mut args = vec![
                input.as_str(),
                "-o",
                output.as_str(),
                "--allow-unregistered-dialect",
            ];
            if form == "generic" {
                args.push("--mlir-print-op-generic");
            }
            let (oxir_s, oxir_kib) = measure_median(config.runs, &oxir, &args)?;
            let (mlir_s, mlir_kib) = measure_median(config.runs, "mlir-opt-19", &args)?;
            println!(
                "{:<8} {:<8} {:>10.3} {:>10.3} {:>6.2}x {:>9.1} {:>9.1} {:>6.2}x {:>8.0} {:>8.0}",
                form,
                label(size),
                oxir_s,
                mlir_s,
                oxir_s / mlir_s,
                oxir_kib as f64 / 1024.0,
                mlir_kib as f64 / 1024.0,
                oxir_kib as f64 / mlir_kib as f64,
                oxir_kib as f64 * 1024.0 / size as f64,
                mlir_kib as f64 * 1024.0 / size as f64,
            );
        }
    }
    println!("(ratios are oxir / mlir-opt-19: below 1.00 means oxir is faster or smaller)");
    Ok(())
}
