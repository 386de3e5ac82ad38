//! `cargo xtask <task>`: project tasks that are programs rather than tests.
//!
//! - `bench`: generates MLIR workloads with `gen_mlir.py` and runs `oxir-opt` and `mlir-opt-19`
//!   side by side on them, printing wall time, peak memory, bytes per op and the ratios.
//! - `docs`, `schema`: the Markdown reference and the JSON schema of every dialect spec.

mod bench;
mod docs;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <task> [options]

tasks:
  bench [--sizes 10000,100000,1000000] [--runs 5] [--forms generic,custom] [--out DIR]
        Compare oxir-opt with mlir-opt-19 on generated workloads: parse + verify + print
        to a file; median wall time of the runs, peak RSS, bytes per op, ratios.
  docs [--check]
        Write docs/dialects/<dialect>.md for every defs/*.toml; with --check, fail
        when a checked-in file is stale.
  schema [--check]
        Write docs/schema/<dialect>.json (versioned JSON) for every defs/*.toml; with
        --check, fail when a checked-in file is stale.
";

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let result = match args.next().as_deref() {
        Some("bench") => bench::run(args.collect()),
        Some("docs") => docs::run(docs::Output::Markdown, args.collect()),
        Some("schema") => docs::run(docs::Output::Schema, args.collect()),
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
