//! `cargo xtask <task>`: project tasks that are programs rather than tests.
//!
//! - `bench`: generates MLIR workloads with `gen_mlir.py` and runs `oxir-opt` and `mlir-opt-19`
//!   side by side on them, printing wall time, peak memory, bytes per op and the ratios.
//! - `docs`, `schema`: the Markdown reference and the JSON schema of every dialect spec.
//! - `expand`: the generated Rust of a TOML spec or of the `#[dialect]` modules of a Rust file.
//! - `expand-bench`: compile times of a large dialect written with the macros and in TOML.
//! - `upstream`: oxir-opt against `mlir-opt-19` on a folder of MLIR's own test files, chunk by
//!   chunk: how many print the same, differ, crash, or are skipped for a missing dialect or pass.

mod bench;
mod bench_llvm;
mod bench_spirv;
mod docs;
mod expand;
mod expand_bench;
mod tools;
mod upstream;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <task> [options]

tasks:
  bench [--sizes 10000,100000,1000000] [--runs 5] [--forms generic,custom] [--out DIR]
        [--tables opt,llvm,spirv] [--llvm-ops 1000000] [--spirv-ops 100000]
        Compare oxir-opt with mlir-opt-19 on generated workloads: parse + verify + print
        to a file; median wall time of the runs, peak RSS, bytes per op, ratios (`opt`).
        Then the same workload lowered to the llvm dialect by mlir-opt-19: oxir-translate
        against mlir-translate-19 (--mlir-to-llvmir), oxir-cpu-runner against
        mlir-cpu-runner-19 (JIT and run `main`, -O0 and -O2; same printed result) (`llvm`).
        Then a generated spirv.module: oxir-translate against mlir-translate-19 writing
        it as a SPIR-V binary and reading mlir-translate-19's binary back (`spirv`).
  docs [--check] [--spec PATH... [--out DIR]]
        Write docs/dialects/<dialect>.md for every defs/*.toml; with --check, fail
        when a checked-in file is stale; with --spec, write <dialect>.md of that spec
        (any path, repeatable) into DIR (default: beside the spec).
  schema [--check] [--spec PATH... [--out DIR]]
        Write docs/schema/<dialect>.json (versioned JSON) for every defs/*.toml; with
        --check, fail when a checked-in file is stale; --spec and --out as for docs.
  expand <spec.toml | rules.rules.toml | file.rs> [--op <name>]
        Print the Rust generated for a TOML spec, a rules file or the #[dialect]
        modules of a Rust file (formatted with prettyplease); with --op, only that op's
        items of a spec.
  expand-bench [--ops 200] [--runs 3] [--out DIR]
        Compile time of an N-op dialect written with the macros and the same one in TOML
        through build.rs: cold build and rebuild after touching one op, debug and release.
  upstream DIR [--oxir-opt PATH] [--mlir-opt PATH] [--timeout SECS] [--filter TEXT]
           [--verbose] [--show-diffs] [--json]
        Run the `mlir-opt %s ...` RUN lines of the .mlir files under DIR (MLIR's own tests,
        fetched outside the repository) through mlir-opt-19 and oxir-opt (default: a release
        build of target/release/oxir-opt), per `// -----` chunk under -split-input-file, and
        count the chunks that match, differ, crash or are skipped (mlir-opt-19 rejects them,
        or oxir-opt lacks their dialect or pass: the reasons are counted). FileCheck is not
        run: both tools' outputs are compared. Timeout per run: 20 s.
";

fn main() -> ExitCode {
    let args = match utf8_args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("xtask: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut args = args.into_iter();
    let result = match args.next().as_deref() {
        Some("bench") => bench::run(args.collect()),
        Some("docs") => docs::run(docs::Output::Markdown, args.collect()),
        Some("schema") => docs::run(docs::Output::Schema, args.collect()),
        Some("expand") => expand::run(args.collect()),
        Some("expand-bench") => expand_bench::run(args.collect()),
        Some("upstream") => upstream::run(args.collect()),
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

/// The command-line arguments after the program name. The tasks read paths and numbers as text,
/// so an argument that is not UTF-8 is an error naming it (`std::env::args` would panic on it).
fn utf8_args() -> Result<Vec<String>, String> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(index, arg)| {
            arg.into_string().map_err(|arg| {
                format!(
                    "argument {} is not valid UTF-8: `{}`",
                    index + 1,
                    arg.to_string_lossy()
                )
            })
        })
        .collect()
}
