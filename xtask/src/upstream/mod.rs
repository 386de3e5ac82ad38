//! `cargo xtask upstream DIR`: a differential run of oxir-opt against `mlir-opt-19` on a folder
//! of MLIR's own test files.
//!
//! MLIR's tests (`mlir/test/...` of llvm-project) are not ours and stay out of the repository;
//! they are fetched to a scratch folder and measured there. For each `.mlir` file under `DIR`,
//! every `// RUN:` line whose first command is `mlir-opt %s ...` is run through both tools with
//! the same flags, per `// -----` chunk when it has `-split-input-file`, and each chunk is
//! classified (`classify`): `match`, `differ`, `crash` or `skipped`, the skips with what was
//! missing. `FileCheck` is never run: what would be checked is what both tools print, so the
//! outputs are compared directly. The task measures and always exits 0 once it has run; only
//! unusable arguments (no folder, a tool that does not run) are errors.

mod classify;
mod exec;
mod runline;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use classify::{Side, Verdict, classify, compared_text, diff_excerpt};
use runline::{INPUT, Invocation, parse_invocation, run_lines, split_chunks};

/// How many `-`/`+` lines of a differing chunk's diff the report shows.
const DIFF_LINES: usize = 8;

/// The command line of the task.
struct Options {
    dir: PathBuf,
    oxir: Option<PathBuf>,
    mlir: PathBuf,
    timeout: Duration,
    verbose: bool,
    show_diffs: bool,
    json: bool,
    filter: Option<String>,
}

fn parse_options(args: Vec<String>) -> Result<Options, String> {
    let mut options = Options {
        dir: PathBuf::new(),
        oxir: None,
        mlir: PathBuf::from("mlir-opt-19"),
        timeout: Duration::from_secs(20),
        verbose: false,
        show_diffs: false,
        json: false,
        filter: None,
    };
    let mut dir = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("`{arg}` needs a value"));
        match arg.as_str() {
            "--oxir-opt" => options.oxir = Some(PathBuf::from(value()?)),
            "--mlir-opt" => options.mlir = PathBuf::from(value()?),
            "--timeout" => {
                let text = value()?;
                let seconds: f64 = text
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s > 0.0)
                    .ok_or_else(|| format!("bad timeout `{text}`: a positive number of seconds"))?;
                options.timeout = Duration::from_secs_f64(seconds);
            }
            "--filter" => options.filter = Some(value()?),
            "--verbose" | "-v" => options.verbose = true,
            "--show-diffs" => options.show_diffs = true,
            "--json" => options.json = true,
            other if other.starts_with('-') => {
                return Err(format!("unknown upstream option `{other}`"));
            }
            other if dir.is_none() => dir = Some(PathBuf::from(other)),
            other => return Err(format!("one folder only; `{other}` is a second one")),
        }
    }
    options.dir = dir.ok_or("upstream needs the folder of MLIR test files")?;
    if !options.dir.is_dir() {
        return Err(format!("`{}` is not a folder", options.dir.display()));
    }
    Ok(options)
}

/// One chunk of one RUN line, and its verdict.
struct ChunkReport {
    /// The line of the RUN line in the file.
    run_line: usize,
    /// The chunk's index in the file (1 when the file is not split).
    chunk: usize,
    /// The line where the chunk starts.
    line: usize,
    verdict: Verdict,
    /// The first lines of the diff, for a differing chunk.
    diff: Vec<String>,
}

/// Everything measured on one file.
struct FileReport {
    /// The file's path under the measured folder.
    name: String,
    /// How many RUN lines were run.
    runs: usize,
    /// RUN lines of `mlir-opt` that could not be run, with why.
    not_run: Vec<(usize, String)>,
    chunks: Vec<ChunkReport>,
}

impl FileReport {
    fn count(&self, verdict: &str) -> usize {
        self.chunks
            .iter()
            .filter(|c| c.verdict.name() == verdict)
            .count()
    }
}

/// Runs the task.
pub fn run(args: Vec<String>) -> Result<(), String> {
    let options = parse_options(args)?;
    let oxir = match &options.oxir {
        Some(path) => path.clone(),
        None => crate::tools::release_oxir_opt()?,
    };
    // `--help` rather than `--version`: oxir-opt has no version of its own to print.
    for tool in [&oxir, &options.mlir] {
        let runs = std::process::Command::new(tool)
            .arg("--help")
            .output()
            .is_ok_and(|o| o.status.success());
        if !runs {
            return Err(format!("`{} --help` does not run", tool.display()));
        }
    }
    let files = test_files(&options.dir, options.filter.as_deref())?;
    let scratch = std::env::temp_dir().join(format!("oxir-upstream-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)
        .map_err(|e| format!("could not create {}: {e}", scratch.display()))?;
    let oxir_dialects = dialects_of(&oxir, &scratch, options.timeout)?;
    let mlir_dialects = dialects_of(&options.mlir, &scratch, options.timeout)?;
    let mut reports = Vec::new();
    for (number, file) in files.iter().enumerate() {
        let name = file
            .strip_prefix(&options.dir)
            .unwrap_or(file)
            .display()
            .to_string();
        eprintln!("[{}/{}] {name}", number + 1, files.len());
        let tools = Tools {
            oxir: &oxir,
            mlir: &options.mlir,
            timeout: options.timeout,
            oxir_dialects: &oxir_dialects,
            mlir_dialects: &mlir_dialects,
        };
        let report = measure_file(&tools, file, name, &scratch.join(number.to_string()));
        reports.push(report);
    }
    // The scratch copies are only inputs; a failure to remove them loses nothing.
    drop(std::fs::remove_dir_all(&scratch));
    let reports = reports.into_iter().collect::<Result<Vec<_>, _>>()?;
    if options.json {
        print!("{}", json_report(&reports));
    } else {
        print!("{}", text_report(&reports, &options));
    }
    Ok(())
}

/// The `.mlir` files under `dir`, recursively, sorted, whose path contains `filter`.
fn test_files(dir: &Path, filter: Option<&str>) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        let entries = std::fs::read_dir(&folder)
            .map_err(|e| format!("could not read {}: {e}", folder.display()))?;
        for entry in entries {
            let path = entry
                .map_err(|e| format!("could not read {}: {e}", folder.display()))?
                .path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "mlir") {
                let relative = path.strip_prefix(dir).unwrap_or(&path).to_string_lossy();
                if filter.is_none_or(|f| relative.contains(f)) {
                    files.push(path);
                }
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The two tools and the deadline of each run.
struct Tools<'a> {
    oxir: &'a Path,
    mlir: &'a Path,
    timeout: Duration,
    /// The dialects each tool registers (empty when a tool did not say).
    oxir_dialects: &'a [String],
    mlir_dialects: &'a [String],
}

/// The dialects `tool` registers: it is given a custom op of a dialect nobody has, and its error
/// lists them.
fn dialects_of(tool: &Path, scratch: &Path, timeout: Duration) -> Result<Vec<String>, String> {
    let probe = scratch.join("dialects.mlir");
    std::fs::write(&probe, "%0 = no_such_dialect.op : i32\n")
        .map_err(|e| format!("could not write {}: {e}", probe.display()))?;
    let output = exec::run(tool, &[probe.to_string_lossy().into_owned()], None, timeout)?;
    Ok(classify::registered_dialects(&output.stderr))
}

/// Runs every `mlir-opt` RUN line of `file` through both tools, chunk by chunk; split chunks are
/// written under `scratch`.
fn measure_file(
    tools: &Tools<'_>,
    file: &Path,
    name: String,
    scratch: &Path,
) -> Result<FileReport, String> {
    let mut report = FileReport {
        name,
        runs: 0,
        not_run: Vec::new(),
        chunks: Vec::new(),
    };
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            report.not_run.push((0, format!("unreadable: {e}")));
            return Ok(report);
        }
    };
    for run in run_lines(&text) {
        let invocation = match parse_invocation(&run.text) {
            Ok(Some(invocation)) => invocation,
            Ok(None) => continue,
            Err(why) => {
                report.not_run.push((run.line, why));
                continue;
            }
        };
        report.runs += 1;
        let inputs = match &invocation.split {
            Some(marker) => {
                std::fs::create_dir_all(scratch)
                    .map_err(|e| format!("could not create {}: {e}", scratch.display()))?;
                let mut inputs = Vec::new();
                for chunk in split_chunks(&text, marker) {
                    let path = scratch.join(format!("{}.chunk{}.mlir", run.line, chunk.index));
                    std::fs::write(&path, &chunk.text)
                        .map_err(|e| format!("could not write {}: {e}", path.display()))?;
                    inputs.push((chunk.index, chunk.line, path, chunk.text));
                }
                inputs
            }
            None => vec![(1, 1, file.to_path_buf(), text.clone())],
        };
        for (chunk, line, input, chunk_text) in inputs {
            let (verdict, diff) = measure_chunk(tools, &invocation, &input, &chunk_text)?;
            report.chunks.push(ChunkReport {
                run_line: run.line,
                chunk,
                line,
                verdict,
                diff,
            });
        }
    }
    Ok(report)
}

/// Runs one input through both tools and classifies the result; the diff excerpt for a
/// differing chunk.
fn measure_chunk(
    tools: &Tools<'_>,
    invocation: &Invocation,
    input: &Path,
    text: &str,
) -> Result<(Verdict, Vec<String>), String> {
    let input = input.to_string_lossy();
    let stages = if invocation.split.is_some() {
        invocation.unsplit_stages()
    } else {
        invocation.stages.clone()
    };
    let stages: Vec<Vec<String>> = stages
        .iter()
        .map(|stage| {
            stage
                .args
                .iter()
                .map(|arg| arg.replace(INPUT, &input))
                .collect()
        })
        .collect();
    let reference = exec::run_pipeline(tools.mlir, &stages, tools.timeout)?;
    let oxir = exec::run_pipeline(tools.oxir, &stages, tools.timeout)?;
    let mut verdict = classify(invocation, &reference, &oxir);
    if matches!(verdict, Verdict::Differ(_)) {
        let missing =
            classify::dialects_only_reference_has(text, tools.mlir_dialects, tools.oxir_dialects);
        if !missing.is_empty() {
            verdict = Verdict::Skipped(
                Side::Oxir,
                format!(
                    "needs dialect {} (read as unregistered)",
                    missing.join(", ")
                ),
            );
        }
    }
    let diff = if matches!(verdict, Verdict::Differ(_)) {
        // When oxir-opt alone fails, its output is empty and its errors say what went wrong.
        let (expected, found) = if reference.outcome.success() && !oxir.outcome.success() {
            (reference.stderr.clone(), oxir.stderr.clone())
        } else {
            (
                compared_text(invocation, &reference),
                compared_text(invocation, &oxir),
            )
        };
        diff_excerpt(&expected, &found, DIFF_LINES)
    } else {
        Vec::new()
    };
    Ok((verdict, diff))
}

/// The verdict names, in report order.
const VERDICTS: [&str; 4] = ["match", "differ", "crash", "skipped"];

/// The skip reasons with their chunk counts, most frequent first, oxir-opt's before
/// mlir-opt-19's.
fn skip_reasons(reports: &[FileReport]) -> Vec<(Side, String, usize)> {
    let mut counts: BTreeMap<(Side, String), usize> = BTreeMap::new();
    for chunk in reports.iter().flat_map(|r| &r.chunks) {
        if let Verdict::Skipped(side, reason) = &chunk.verdict {
            *counts.entry((*side, reason.clone())).or_default() += 1;
        }
    }
    let mut reasons: Vec<(Side, String, usize)> = counts
        .into_iter()
        .map(|((side, reason), count)| (side, reason, count))
        .collect();
    reasons.sort_by(|a, b| {
        (b.0 == Side::Oxir)
            .cmp(&(a.0 == Side::Oxir))
            .then(b.2.cmp(&a.2))
            .then(a.1.cmp(&b.1))
    });
    reasons
}

/// Where a chunk is: `file RUN@line chunk N (line L)`.
fn chunk_place(file: &FileReport, chunk: &ChunkReport) -> String {
    format!(
        "{} RUN@{} chunk {} (line {})",
        file.name, chunk.run_line, chunk.chunk, chunk.line
    )
}

/// The chunks whose verdict is named `verdict`, with their files, in report order.
fn chunks_with<'a>(
    reports: &'a [FileReport],
    verdict: &str,
) -> Vec<(&'a FileReport, &'a ChunkReport)> {
    reports
        .iter()
        .flat_map(|r| r.chunks.iter().map(move |c| (r, c)))
        .filter(|(_, c)| c.verdict.name() == verdict)
        .collect()
}

/// The summary table, the skip reasons, and the differing and crashing chunks.
fn text_report(reports: &[FileReport], options: &Options) -> String {
    let mut out = String::new();
    let width = reports
        .iter()
        .map(|r| r.name.len())
        .chain([5])
        .max()
        .unwrap_or(5);
    let header = [
        "runs", "chunks", "match", "differ", "crash", "skipped", "not run",
    ];
    let _ = write!(out, "{:<width$}", "file");
    for column in header {
        let _ = write!(out, " {column:>7}");
    }
    out.push('\n');
    let row = |out: &mut String, name: &str, counts: [usize; 7]| {
        let _ = write!(out, "{name:<width$}");
        for count in counts {
            let _ = write!(out, " {count:>7}");
        }
        out.push('\n');
    };
    let mut totals = [0; 7];
    for report in reports {
        let counts = [
            report.runs,
            report.chunks.len(),
            report.count("match"),
            report.count("differ"),
            report.count("crash"),
            report.count("skipped"),
            report.not_run.len(),
        ];
        for (total, count) in totals.iter_mut().zip(counts) {
            *total += count;
        }
        row(&mut out, &report.name, counts);
    }
    row(
        &mut out,
        &format!("total ({} files)", reports.len()),
        totals,
    );

    let reasons = skip_reasons(reports);
    if !reasons.is_empty() {
        out.push_str("\nskipped chunks by reason:\n");
        for (_, reason, count) in &reasons {
            let _ = writeln!(out, "  {count:>5}  {reason}");
        }
    }
    // Skipped chunks are many and their reasons are counted above; they are listed one by one
    // only when asked.
    let sections = [
        ("crashing", "crash", true),
        ("differing", "differ", true),
        ("skipped", "skipped", options.verbose),
    ];
    for (title, verdict, shown) in sections {
        let listed = chunks_with(reports, verdict);
        if !shown || listed.is_empty() {
            continue;
        }
        let _ = writeln!(out, "\n{title} chunks:");
        for (file, chunk) in listed {
            let _ = writeln!(
                out,
                "  {}: {}",
                chunk_place(file, chunk),
                chunk.verdict.reason()
            );
            if options.verbose || options.show_diffs {
                for line in &chunk.diff {
                    let _ = writeln!(out, "      {line}");
                }
            }
        }
    }
    let not_run: Vec<_> = reports
        .iter()
        .flat_map(|r| r.not_run.iter().map(move |n| (r, n)))
        .collect();
    if !not_run.is_empty() {
        out.push_str("\nRUN lines not run:\n");
        for (file, (line, why)) in not_run {
            let _ = writeln!(out, "  {} RUN@{line}: {why}", file.name);
        }
    }
    out
}

/// The report as JSON: per file, its RUN lines not run and its chunks; the totals; the skip
/// reasons with their counts.
fn json_report(reports: &[FileReport]) -> String {
    let mut out = String::from("{\n  \"files\": [");
    for (index, report) in reports.iter().enumerate() {
        out.push_str(if index == 0 { "\n" } else { ",\n" });
        let _ = write!(
            out,
            "    {{\"file\": {}, \"runs\": {}, \"not_run\": [",
            json_string(&report.name),
            report.runs
        );
        for (n, (line, why)) in report.not_run.iter().enumerate() {
            let comma = if n == 0 { "" } else { ", " };
            let _ = write!(
                out,
                "{comma}{{\"run_line\": {line}, \"reason\": {}}}",
                json_string(why)
            );
        }
        out.push_str("], \"chunks\": [");
        for (n, chunk) in report.chunks.iter().enumerate() {
            let diff: Vec<String> = chunk.diff.iter().map(|l| json_string(l)).collect();
            let side = match &chunk.verdict {
                Verdict::Skipped(Side::Oxir, _) => ", \"side\": \"oxir-opt\"",
                Verdict::Skipped(Side::Reference, _) => ", \"side\": \"mlir-opt-19\"",
                _ => "",
            };
            let _ = write!(
                out,
                "{}\n      {{\"run_line\": {}, \"chunk\": {}, \"line\": {}, \"verdict\": \"{}\"{side}, \"reason\": {}, \"diff\": [{}]}}",
                if n == 0 { "" } else { "," },
                chunk.run_line,
                chunk.chunk,
                chunk.line,
                chunk.verdict.name(),
                json_string(chunk.verdict.reason()),
                diff.join(", ")
            );
        }
        out.push_str(if report.chunks.is_empty() {
            "]}"
        } else {
            "\n    ]}"
        });
    }
    let chunks: Vec<&ChunkReport> = reports.iter().flat_map(|r| &r.chunks).collect();
    let _ = write!(
        out,
        "\n  ],\n  \"totals\": {{\"files\": {}, \"runs\": {}, \"chunks\": {}",
        reports.len(),
        reports.iter().map(|r| r.runs).sum::<usize>(),
        chunks.len()
    );
    for verdict in VERDICTS {
        let count = chunks
            .iter()
            .filter(|c| c.verdict.name() == verdict)
            .count();
        let _ = write!(out, ", \"{verdict}\": {count}");
    }
    let not_run: usize = reports.iter().map(|r| r.not_run.len()).sum();
    let _ = write!(out, ", \"not_run\": {not_run}}},\n  \"skip_reasons\": [");
    for (n, (side, reason, count)) in skip_reasons(reports).iter().enumerate() {
        let side = match side {
            Side::Oxir => "oxir-opt",
            Side::Reference => "mlir-opt-19",
        };
        let _ = write!(
            out,
            "{}\n    {{\"side\": \"{side}\", \"reason\": {}, \"chunks\": {count}}}",
            if n == 0 { "" } else { "," },
            json_string(reason)
        );
    }
    out.push_str("\n  ]\n}\n");
    out
}

/// `text` as a JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn unusable_arguments_are_errors() {
        assert!(parse_options(args(&[])).is_err());
        assert!(parse_options(args(&["/nonexistent/folder"])).is_err());
        assert!(parse_options(args(&[".", "--bogus"])).is_err());
        assert!(parse_options(args(&[".", "--timeout", "0"])).is_err());
        assert!(parse_options(args(&[".", "--timeout"])).is_err());
        let options = parse_options(args(&[
            ".",
            "--json",
            "--filter",
            "IR/",
            "--timeout",
            "1.5",
        ]))
        .unwrap();
        assert!(options.json && options.filter.as_deref() == Some("IR/"));
        assert_eq!(options.timeout, Duration::from_millis(1500));
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    }

    #[test]
    fn reports_count_and_group_verdicts() {
        let chunk = |verdict| ChunkReport {
            run_line: 1,
            chunk: 1,
            line: 1,
            verdict,
            diff: Vec::new(),
        };
        let reports = [FileReport {
            name: "a.mlir".into(),
            runs: 1,
            not_run: vec![(3, "lit substitution `%t`".into())],
            chunks: vec![
                chunk(Verdict::Match),
                chunk(Verdict::Differ("first difference at line 2".into())),
                chunk(Verdict::Skipped(
                    Side::Reference,
                    "mlir-opt-19 rejects: x".into(),
                )),
                chunk(Verdict::Skipped(Side::Oxir, "needs dialect tensor".into())),
                chunk(Verdict::Skipped(Side::Oxir, "needs dialect tensor".into())),
            ],
        }];
        let json = json_report(&reports);
        assert!(
            json.contains("\"totals\": {\"files\": 1, \"runs\": 1, \"chunks\": 5, \"match\": 1, \"differ\": 1, \"crash\": 0, \"skipped\": 3, \"not_run\": 1}"),
            "{json}"
        );
        let reasons = skip_reasons(&reports);
        assert_eq!(reasons[0], (Side::Oxir, "needs dialect tensor".into(), 2));
        let options = parse_options(args(&["."])).unwrap();
        let text = text_report(&reports, &options);
        assert!(text.contains("a.mlir RUN@1 chunk 1 (line 1): first difference at line 2"));
        assert!(text.contains("      2  needs dialect tensor"), "{text}");
    }
}
