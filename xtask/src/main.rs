//! `cargo xtask <task>`: project tasks that are programs rather than tests.
//!
//! - `bench`: generates MLIR workloads with `gen_mlir.py` and runs `oxir-opt` and `mlir-opt-19`
//!   side by side on them, printing wall time, peak memory, bytes per op and the ratios.

mod bench;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <task> [options]

tasks:
  bench [--sizes 10000,100000,1000000] [--runs 5] [--forms generic,custom] [--out DIR]
        Compare oxir-opt with mlir-opt-19 on generated workloads: parse + verify + print
        to a file; median wall time of the runs, peak RSS, bytes per op, ratios.
";

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let result = match args.next().as_deref() {
        Some("bench") => bench::run(args.collect()),
        Some("help") | Some("--help") | None => {
            print!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown task `{other}`\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}
