//! Passes preserve meaning: every program of `tests/semantics/` and a few generated workloads are
//! run before and after each pass pipeline of [`PIPELINES`], with MLIR's JIT as the oracle. For
//! each program and pipeline, `oxir-opt` transforms the program, `mlir-opt-19` lowers both the
//! original and the result to the `llvm` dialect ([`LOWERING`]), `mlir-cpu-runner-19` runs both,
//! and what they print must be equal. The op count of oxir's result must also equal that of
//! `mlir-opt-19` with the same pipeline, except for the cases of [`COUNT_EXCEPTIONS`]. The first
//! steps of [`LOWERING`] that `oxir-opt` has ([`OXIR_LOWERING_STEPS`]) must print what
//! `mlir-opt-19` prints after them ([`check_lowering`]).
//!
//! The inputs are `.mlir.in` files rather than `.mlir` ones: they are programs to execute, not
//! printing or diagnostics tests, so lit and the conformance test (which read every `.mlir`
//! under `tests/`) leave them alone. Not here: checking what the passes print (lit and
//! conformance do that).
//!
//! When `mlir-opt-19`, `mlir-cpu-runner-19` or its runtime library is not installed the test
//! fails under CI and is skipped, saying so, elsewhere ([`support::reference_tools_present`]);
//! the README's test command installs them. The generated workloads need the
//! benchmark generator, `../shared/bench/gen_mlir.py` beside the repository or the file the
//! `OXIR_GEN_MLIR` environment variable names; without it only the hand-written programs are
//! checked.
//!
//! oxir's own path ([`OWN_LOWERING_PROGRAMS`]): the programs whose dialects oxir lowers to the
//! `llvm` dialect by itself are also lowered by `oxir-opt` ([`OXIR_LOWERING_STEPS`] then [`OWN_LOWERING`]) and run by
//! `oxir-cpu-runner` (built by this test when missing), which must print what
//! `mlir-opt-19` and `mlir-cpu-runner-19` print.

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// The pass pipelines checked, each as `oxir-opt`/`mlir-opt-19` arguments.
const PIPELINES: &[&[&str]] = &[
    &["-canonicalize"],
    &["-cse"],
    &["-sccp"],
    &["-inline"],
    &["-symbol-dce"],
    &["-canonicalize", "-cse"],
];

/// The `mlir-opt-19` pipeline lowering every dialect the programs use to the `llvm` dialect.
/// `-convert-arith-to-llvm` runs before `-arith-expand` because the latter rewrites
/// `maximumf`/`minimumf` into compares and selects that lose the sign of zeros; it is still
/// needed for the ops with no direct lowering (`ceildivsi`, `floordivsi`, `ceildivui`).
const LOWERING: &[&str] = &[
    "-affine-expand-index-ops",
    "-lower-affine",
    "-scf-forall-to-for",
    "-convert-scf-to-cf",
    "-expand-strided-metadata",
    "-lower-affine",
    "-convert-arith-to-llvm",
    "-arith-expand",
    "-convert-to-llvm",
    "-reconcile-unrealized-casts",
];

/// The programs of `tests/semantics/` that oxir lowers to `llvm` by itself, with [`OWN_LOWERING`]:
/// all of them. A new program whose ops oxir cannot lower yet stays out until it can.
const OWN_LOWERING_PROGRAMS: &[&str] = &[
    "affine_index",
    "arith",
    "calls",
    "cf",
    "lowering",
    "memref",
    "scf",
];

/// oxir's lowering of those programs to the `llvm` dialect after [`OXIR_LOWERING_STEPS`], as
/// `oxir-opt` arguments: the rest of [`LOWERING`] that oxir has, in its order
/// (`-convert-arith-to-llvm` before `-arith-expand` for the same reason), then the generic
/// form, which reads back (the custom form of a private `llvm.func` does not, in MLIR either).
const OWN_LOWERING: &[&str] = &[
    "-convert-arith-to-llvm",
    "-arith-expand",
    "-convert-to-llvm",
    "-reconcile-unrealized-casts",
    "--mlir-print-op-generic",
];

/// How many steps open [`LOWERING`] before the lowerings to `llvm`: those `oxir-opt` is
/// compared with `mlir-opt-19` on.
const LOWERING_PREFIX: usize = 6;

/// The steps of `LOWERING[..LOWERING_PREFIX]` that `oxir-opt` has, in order. On every program,
/// `oxir-opt` running them must print what `mlir-opt-19` running them prints, except for the
/// programs of [`LOWERING_TEXT_EXCEPTIONS`]. Add a step here when `oxir-opt` gets it.
const OXIR_LOWERING_STEPS: &[&str] = &[
    "-affine-expand-index-ops",
    "-lower-affine",
    "-scf-forall-to-for",
    "-convert-scf-to-cf",
    "-expand-strided-metadata",
    "-lower-affine",
];

/// `(program, why)`: programs whose text after [`OXIR_LOWERING_STEPS`] differs from
/// `mlir-opt-19`'s for a known reason. For them the meaning is checked instead: `mlir-opt-19`
/// lowers oxir's result with the rest of [`LOWERING`] and it must print what the original
/// prints. A listed program whose text stops differing fails the test, so the list stays exact.
const LOWERING_TEXT_EXCEPTIONS: &[(&str, &str)] = &[];

/// Where `mlir-cpu-runner-19` finds `printI64`, `printF64` and `printNewline`.
const RUNTIME_LIBRARY: &str = "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1";

/// `(program, pipeline, why)`: cases whose op count differs from `mlir-opt-19`'s for a known
/// reason (their meaning is still checked). A listed case that stops differing fails the test,
/// so the list stays exact.
const COUNT_EXCEPTIONS: &[(&str, &str, &str)] = &[];

/// The generated workloads: `(seed, form)` of `gen_mlir.py`.
const WORKLOADS: &[(u32, &str)] = &[(1, "custom"), (2, "generic"), (3, "custom"), (4, "generic")];

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root exists")
}

/// Runs `program` with `args`; its standard output, or a message with its standard error.
fn run(program: &str, args: &[&str]) -> Result<String, String> {
    let output = Command::new(program)
        .args(args)
        .output()
        .map_err(|e| format!("could not run {program}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "`{program} {}` failed ({:?}):\n{}",
            args.join(" "),
            output.status.code(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| format!("{program} printed non-UTF-8: {e}"))
}

/// Lowers the IR in `file` (into `lowered`) and runs its `@main`; what it prints. A NaN's
/// sign is not part of the meaning (folding and the processor may differ there), so `-nan`
/// reads as `nan`.
fn execute(file: &Path, lowered: &Path) -> Result<String, String> {
    run(
        "mlir-opt-19",
        &[&[path_str(file)], LOWERING, &["-o", path_str(lowered)]].concat(),
    )?;
    run_lowered(lowered)
}

/// Runs the `@main` of `lowered`, a module in the `llvm` dialect; what it prints (a NaN's sign
/// dropped, see [`execute`]).
fn run_lowered(lowered: &Path) -> Result<String, String> {
    let library = format!("-shared-libs={RUNTIME_LIBRARY}");
    let printed = run(
        "mlir-cpu-runner-19",
        &[
            path_str(lowered),
            "-e",
            "main",
            "-entry-point-result=void",
            &library,
        ],
    )?;
    Ok(printed.replace("-nan", "nan"))
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}

/// How many ops of each name a module printed in the generic form holds: one per line that
/// starts (after results) with a quoted op name.
fn op_counts(generic: &str) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for line in generic.lines() {
        let line = line.trim_start();
        let rest = match line.split_once(" = \"") {
            Some((results, rest)) if results.starts_with('%') => rest,
            _ => match line.strip_prefix('"') {
                Some(rest) => rest,
                None => continue,
            },
        };
        if let Some((name, _)) = rest.split_once('"') {
            *counts.entry(name.to_string()).or_insert(0) += 1;
        }
    }
    counts
}

fn describe_counts(ours: &BTreeMap<String, usize>, theirs: &BTreeMap<String, usize>) -> String {
    let mut names: Vec<&String> = ours.keys().chain(theirs.keys()).collect();
    names.sort();
    names.dedup();
    names
        .into_iter()
        .filter_map(|name| {
            let (a, b) = (
                ours.get(name).copied().unwrap_or(0),
                theirs.get(name).copied().unwrap_or(0),
            );
            (a != b).then(|| format!("{name}: oxir {a}, mlir {b}"))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A program to check: its name and the file holding it.
struct Program {
    name: String,
    file: PathBuf,
}

/// Checks one program under one pipeline; `Err` describes what went wrong.
fn check_case(
    program: &Program,
    pipeline: &[&str],
    expected_output: &str,
    scratch: &Path,
) -> Result<(), String> {
    let label = pipeline.join(" ");
    let stem = format!("{}{}", program.name, label.replace([' ', '-'], "_"));
    let input = path_str(&program.file);
    let ours = env!("CARGO_BIN_EXE_oxir-opt");
    let transformed = run(
        ours,
        &[&[input], pipeline, &["--mlir-print-op-generic"]].concat(),
    )?;
    let transformed_path = scratch.join(format!("{stem}.mlir"));
    std::fs::write(&transformed_path, &transformed).map_err(|e| e.to_string())?;
    let output = execute(
        &transformed_path,
        &scratch.join(format!("{stem}.llvm.mlir")),
    )?;
    if output != expected_output {
        return Err(format!(
            "{} `{label}`: oxir-opt changed what the program prints\n--- before\n{expected_output}\n--- after\n{output}",
            program.name
        ));
    }
    let reference = run(
        "mlir-opt-19",
        &[&[input], pipeline, &["--mlir-print-op-generic"]].concat(),
    )?;
    let (ours, theirs) = (op_counts(&transformed), op_counts(&reference));
    let (ours_total, theirs_total) = (ours.values().sum::<usize>(), theirs.values().sum());
    let excepted = COUNT_EXCEPTIONS
        .iter()
        .any(|(name, listed, _)| *name == program.name && *listed == label);
    match (ours_total == theirs_total, excepted) {
        (false, false) => Err(format!(
            "{} `{label}`: {ours_total} ops, mlir-opt-19 leaves {theirs_total} ({})",
            program.name,
            describe_counts(&ours, &theirs)
        )),
        (true, true) => Err(format!(
            "{} `{label}`: listed in COUNT_EXCEPTIONS but the counts agree now: remove the entry",
            program.name
        )),
        _ => Ok(()),
    }
}

/// Checks [`OXIR_LOWERING_STEPS`] on one program: the same text as `mlir-opt-19`'s, or, for
/// the programs of [`LOWERING_TEXT_EXCEPTIONS`], the same output once `mlir-opt-19` lowered the
/// rest.
fn check_lowering(program: &Program, expected_output: &str, scratch: &Path) -> Result<(), String> {
    let input = path_str(&program.file);
    let label = OXIR_LOWERING_STEPS.join(" ");
    let ours = run(
        env!("CARGO_BIN_EXE_oxir-opt"),
        &[&[input], OXIR_LOWERING_STEPS].concat(),
    )?;
    let theirs = run("mlir-opt-19", &[&[input], OXIR_LOWERING_STEPS].concat())?;
    let excepted = LOWERING_TEXT_EXCEPTIONS
        .iter()
        .any(|(name, _)| *name == program.name);
    match (ours == theirs, excepted) {
        (true, false) => return Ok(()),
        (true, true) => {
            return Err(format!(
                "{} `{label}`: listed in LOWERING_TEXT_EXCEPTIONS but the texts agree now: remove the entry",
                program.name
            ));
        }
        (false, false) => {
            return Err(format!(
                "{} `{label}`: oxir-opt prints\n{ours}\n--- mlir-opt-19 prints\n{theirs}",
                program.name
            ));
        }
        (false, true) => {}
    }
    let stem = format!("{}_lowering_prefix", program.name);
    let partly = scratch.join(format!("{stem}.mlir"));
    std::fs::write(&partly, &ours).map_err(|e| e.to_string())?;
    let lowered = scratch.join(format!("{stem}.llvm.mlir"));
    run(
        "mlir-opt-19",
        &[
            &[path_str(&partly)],
            &LOWERING[LOWERING_PREFIX..],
            &["-o", path_str(&lowered)],
        ]
        .concat(),
    )?;
    let output = run_lowered(&lowered)?;
    if output != expected_output {
        return Err(format!(
            "{} `{label}`: oxir-opt's lowering changed what the program prints\n--- before\n{expected_output}\n--- after\n{output}",
            program.name
        ));
    }
    Ok(())
}

/// The hand-written programs of `tests/semantics/`.
fn hand_written() -> Vec<Program> {
    let dir = workspace_root().join("tests/semantics");
    let mut programs: Vec<Program> = std::fs::read_dir(&dir)
        .expect("tests/semantics exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter_map(|file| {
            let name = file
                .file_name()?
                .to_str()?
                .strip_suffix(".mlir.in")?
                .to_string();
            Some(Program { name, file })
        })
        .collect();
    programs.sort_by(|a, b| a.name.cmp(&b.name));
    programs
}

/// The generated workloads, written into `scratch`; none when the generator is missing.
fn generated(scratch: &Path) -> Vec<Program> {
    let generator = std::env::var_os("OXIR_GEN_MLIR").map_or_else(
        || workspace_root().join("../shared/bench/gen_mlir.py"),
        PathBuf::from,
    );
    if !generator.exists() {
        eprintln!(
            "{} is missing: generated workloads not checked",
            generator.display()
        );
        return Vec::new();
    }
    WORKLOADS
        .iter()
        .map(|&(seed, form)| {
            let text = run(
                "python3",
                &[
                    path_str(&generator),
                    "--funcs=3",
                    "--ops-per-func=80",
                    "--funcs-per-module=100",
                    "--helpers-per-module=2",
                    "--helper-ops=6",
                    "--cf-frac=0.5",
                    &format!("--seed={seed}"),
                    &format!("--form={form}"),
                ],
            )
            .expect("gen_mlir.py runs");
            let name = format!("gen_{form}_{seed}");
            let file = scratch.join(format!("{name}.mlir"));
            std::fs::write(&file, driven_workload(&text, form == "generic"))
                .expect("scratch directory is writable");
            Program { name, file }
        })
        .collect()
}

/// Makes a generated workload runnable: drops the nested module around its functions (a
/// `func.call` cannot reach into it), keeps every memory access inside `memref<64xi32>` (the
/// generator indexes with any value) and appends a `@main` calling each public function.
fn driven_workload(text: &str, generic: bool) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let (nested_open, nested_close) = if generic {
        (
            "  \"builtin.module\"() <{sym_name = \"m0\"}> ({",
            "  }) : () -> ()",
        )
    } else {
        ("  module @m0 {", "  }")
    };
    assert!(
        lines.len() > 4 && lines[1] == nested_open && lines[lines.len() - 2] == nested_close,
        "gen_mlir.py's output no longer has one nested module `@m0`"
    );
    let mut out = String::new();
    let mut publics = Vec::new();
    for (n, line) in lines[2..lines.len() - 2].iter().enumerate() {
        if let Some(name) = public_function(line, generic) {
            publics.push(name);
        }
        match memory_index(line, generic) {
            Some((before, index, after)) => {
                let indent = &line[..line.len() - line.trim_start().len()];
                let (bound, clamped) = (format!("%sem_bound{n}"), format!("%sem_index{n}"));
                if generic {
                    out += &format!(
                        "{indent}{bound} = \"arith.constant\"() <{{value = 64 : index}}> : () -> index\n\
                         {indent}{clamped} = \"arith.remui\"({index}, {bound}) : (index, index) -> index\n"
                    );
                } else {
                    out += &format!(
                        "{indent}{bound} = arith.constant 64 : index\n\
                         {indent}{clamped} = arith.remui {index}, {bound} : index\n"
                    );
                }
                out += &format!("{before}{clamped}{after}\n");
            }
            None => out += &format!("{line}\n"),
        }
    }
    assert!(
        !publics.is_empty(),
        "gen_mlir.py's output has no public function"
    );
    format!(
        "{}\n{out}{}{}\n",
        lines[0],
        main_driver(&publics),
        lines[lines.len() - 1]
    )
}

/// The name of the public function `line` opens, if it does; panics on a signature other than
/// the generator's `(i32, i32, f32, memref<64xi32>) -> (i32, f32)`.
fn public_function(line: &str, generic: bool) -> Option<String> {
    let trimmed = line.trim_start();
    let name = if generic {
        if !trimmed.starts_with("\"func.func\"()") || trimmed.contains("sym_visibility") {
            return None;
        }
        trimmed.split("sym_name = \"").nth(1)?.split('"').next()?
    } else {
        trimmed.strip_prefix("func.func @")?.split('(').next()?
    };
    assert!(
        line.contains("memref<64xi32>) -> (i32, f32)"),
        "unexpected signature of a generated public function: {line}"
    );
    Some(name.to_string())
}

/// Splits a `memref.load`/`memref.store` line of `%arg3` around its index operand.
fn memory_index(line: &str, generic: bool) -> Option<(&str, &str, &str)> {
    let (open, close) = if generic {
        ("%arg3, ", ")")
    } else {
        ("%arg3[", "]")
    };
    if !line.contains("memref.load") && !line.contains("memref.store") {
        return None;
    }
    let start = line.find(open)? + open.len();
    let end = start + line[start..].find(close)?;
    Some((&line[..start], &line[start..end], &line[end..]))
}

/// `@main`: fills a buffer, calls each function on several argument sets (edge values
/// included), prints both results and then the whole buffer.
fn main_driver(functions: &[String]) -> String {
    const ARGUMENTS: &[(i32, i32, &str)] = &[
        (3, -5, "1.5"),
        (0, 0, "0.0"),
        (2147483647, -2147483648, "-2.5e+07"),
    ];
    let mut main = String::from(
        "  func.func private @printI64(i64)\n  func.func private @printF64(f64)\n  \
         func.func private @printNewline()\n  func.func @main() {\n    \
         %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    \
         %c64 = arith.constant 64 : index\n    %mem = memref.alloca() : memref<64xi32>\n",
    );
    let mut n = 0;
    for function in functions {
        for (a, b, x) in ARGUMENTS {
            n += 1;
            main += &format!(
                "    scf.for %i = %c0 to %c64 step %c1 {{\n      \
                 %ii = arith.index_cast %i : index to i32\n      \
                 %k = arith.constant {n} : i32\n      %v = arith.muli %ii, %k : i32\n      \
                 memref.store %v, %mem[%i] : memref<64xi32>\n    }}\n    \
                 %a{n} = arith.constant {a} : i32\n    %b{n} = arith.constant {b} : i32\n    \
                 %x{n} = arith.constant {x} : f32\n    \
                 %r{n}:2 = func.call @{function}(%a{n}, %b{n}, %x{n}, %mem) : \
                 (i32, i32, f32, memref<64xi32>) -> (i32, f32)\n    \
                 %i{n} = arith.extsi %r{n}#0 : i32 to i64\n    \
                 func.call @printI64(%i{n}) : (i64) -> ()\n    \
                 func.call @printNewline() : () -> ()\n    \
                 %f{n} = arith.extf %r{n}#1 : f32 to f64\n    \
                 func.call @printF64(%f{n}) : (f64) -> ()\n    \
                 func.call @printNewline() : () -> ()\n    \
                 scf.for %i = %c0 to %c64 step %c1 {{\n      \
                 %v = memref.load %mem[%i] : memref<64xi32>\n      \
                 %w = arith.extsi %v : i32 to i64\n      \
                 func.call @printI64(%w) : (i64) -> ()\n      \
                 func.call @printNewline() : () -> ()\n    }}\n"
            );
        }
    }
    main + "    return\n  }\n"
}

#[test]
fn passes_preserve_what_programs_print() {
    let tools = ["mlir-opt-19", "mlir-cpu-runner-19"];
    if !support::reference_tools_present("semantics", &tools, &[RUNTIME_LIBRARY]) {
        return;
    }
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("semantics");
    std::fs::create_dir_all(&scratch).expect("scratch directory can be made");
    let mut programs = hand_written();
    assert!(programs.len() >= 5, "tests/semantics holds the programs");
    programs.extend(generated(&scratch));

    // One job per program (its original output first, then each pipeline), shared among
    // threads: the work is in the child processes.
    let jobs = Mutex::new(programs.iter().collect::<Vec<_>>());
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(program) = jobs.lock().expect("no panic holds the lock").pop() {
                    let mut found = Vec::new();
                    let lowered = scratch.join(format!("{}.llvm.mlir", program.name));
                    match execute(&program.file, &lowered) {
                        Ok(expected) if expected.is_empty() => {
                            found.push(format!("{}: prints nothing", program.name));
                        }
                        Ok(expected) => {
                            if let Err(e) = check_lowering(program, &expected, &scratch) {
                                found.push(e);
                            }
                            for pipeline in PIPELINES {
                                if let Err(e) = check_case(program, pipeline, &expected, &scratch) {
                                    found.push(e);
                                }
                            }
                        }
                        Err(e) => found.push(format!("{}: {e}", program.name)),
                    }
                    failures
                        .lock()
                        .expect("no panic holds the lock")
                        .extend(found);
                }
            });
        }
    });
    let failures = failures.into_inner().expect("no panic holds the lock");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `oxir-cpu-runner`, beside `oxir-opt` in the target directory; built first when missing
/// (it is not a default member of the workspace).
fn oxir_cpu_runner() -> PathBuf {
    let runner = Path::new(env!("CARGO_BIN_EXE_oxir-opt")).with_file_name("oxir-cpu-runner");
    if !runner.exists() {
        let target_dir = Path::new(env!("CARGO_BIN_EXE_oxir-opt"))
            .parent()
            .and_then(Path::parent)
            .expect("oxir-opt lives in <target>/<profile>/");
        let status = Command::new(env!("CARGO"))
            .args(["build", "-p", "oxir-cpu-runner", "--manifest-path"])
            .arg(workspace_root().join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target_dir)
            .status()
            .expect("cargo runs");
        assert!(status.success(), "oxir-cpu-runner builds");
    }
    runner
}

#[test]
fn oxirs_own_lowering_runs_as_mlirs() {
    let tools = ["mlir-opt-19", "mlir-cpu-runner-19"];
    if !support::reference_tools_present("oxir's own lowering", &tools, &[RUNTIME_LIBRARY]) {
        return;
    }
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("own-lowering");
    std::fs::create_dir_all(&scratch).expect("scratch directory can be made");
    let runner = oxir_cpu_runner();
    let library = format!("--shared-libs={RUNTIME_LIBRARY}");
    let mut failures = Vec::new();
    for name in OWN_LOWERING_PROGRAMS {
        let file = workspace_root().join(format!("tests/semantics/{name}.mlir.in"));
        let result = (|| {
            let expected = execute(&file, &scratch.join(format!("{name}.mlir-opt.mlir")))?;
            let lowered = run(
                env!("CARGO_BIN_EXE_oxir-opt"),
                &[&[path_str(&file)], OXIR_LOWERING_STEPS, OWN_LOWERING].concat(),
            )?;
            let lowered_path = scratch.join(format!("{name}.oxir.mlir"));
            std::fs::write(&lowered_path, &lowered).map_err(|e| e.to_string())?;
            let printed = run(
                path_str(&runner),
                &[
                    path_str(&lowered_path),
                    "-e",
                    "main",
                    "--entry-point-result=void",
                    &library,
                ],
            )?
            .replace("-nan", "nan");
            if expected.is_empty() {
                return Err("prints nothing".to_string());
            }
            if printed != expected {
                return Err(format!(
                    "oxir's lowering and runner print otherwise\n--- mlir\n{expected}\n--- oxir\n{printed}"
                ));
            }
            Ok(())
        })();
        if let Err(e) = result {
            failures.push(format!("{name}: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oxir_lowering_steps_are_the_first_steps_of_the_lowering_in_order() {
        let mut prefix = LOWERING[..LOWERING_PREFIX].iter();
        for step in OXIR_LOWERING_STEPS {
            assert!(
                prefix.any(|s| s == step),
                "{step} is not among the first steps of LOWERING, in order"
            );
        }
    }

    #[test]
    fn ops_are_counted_by_name_in_the_generic_form() {
        let text = "\"builtin.module\"() ({\n  %0:2 = \"a.b\"() : () -> (i32, i32)\n  \
                    \"a.b\"(%0#0) : (i32) -> ()\n^bb1:\n  %1 = \"c.d\"() {s = \"x.y\"} : () -> i1\n}) : () -> ()\n";
        let counts = op_counts(text);
        assert_eq!(counts.get("a.b"), Some(&2));
        assert_eq!(counts.get("c.d"), Some(&1));
        assert_eq!(counts.get("builtin.module"), Some(&1));
        assert_eq!(counts.len(), 3);
    }

    #[test]
    fn workload_accesses_are_clamped_and_functions_driven() {
        let custom = "module {\n  module @m0 {\n    func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<64xi32>) -> (i32, f32) {\n      %0 = memref.load %arg3[%9] : memref<64xi32>\n    }\n  }\n}\n";
        let driven = driven_workload(custom, false);
        assert!(driven.contains("%sem_index1 = arith.remui %9, %sem_bound1 : index"));
        assert!(driven.contains("%0 = memref.load %arg3[%sem_index1] : memref<64xi32>"));
        assert!(driven.contains("func.call @f(%a1, %b1, %x1, %mem)"));
        assert!(!driven.contains("module @m0"));
        let generic = "\"builtin.module\"() ({\n  \"builtin.module\"() <{sym_name = \"m0\"}> ({\n    \"func.func\"() <{function_type = (i32, i32, f32, memref<64xi32>) -> (i32, f32), sym_name = \"g\"}> ({\n      \"memref.store\"(%1, %arg3, %2) : (i32, memref<64xi32>, index) -> ()\n    }) : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
        let driven = driven_workload(generic, true);
        assert!(driven.contains("\"memref.store\"(%1, %arg3, %sem_index1) :"));
        assert!(driven.contains("func.call @g("));
    }
}
