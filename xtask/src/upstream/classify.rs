//! Deciding what one chunk's two runs say: `match`, `differ`, `crash` or `skipped`, and why.
//!
//! A chunk is skipped when one tool lacks what it needs rather than disagreeing: `mlir-opt-19`
//! lacking a dialect or pass (the tests may be newer than MLIR 19) or rejecting the chunk
//! outright, or oxir-opt reporting an unregistered dialect or op, an unknown pass or pass option.
//! Those reasons are kept as short keys (`needs dialect tensor`, `needs pass
//! test-legalize-patterns`) so the report can count what would unlock the most chunks.

use super::exec::{Outcome, RunOutput};
use super::runline::Invocation;

/// Which tool a skip reason comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    /// `mlir-opt-19` itself rejected the chunk.
    Reference,
    /// oxir-opt lacks a dialect, op or pass the chunk needs.
    Oxir,
}

/// What one chunk's runs say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Same outputs (and, under `-verify-diagnostics`, both accept).
    Match,
    /// A different output or status; the one-line reason.
    Differ(String),
    /// oxir-opt panicked, died by a signal or timed out; how.
    Crash(String),
    /// Not comparable: who lacks what.
    Skipped(Side, String),
}

impl Verdict {
    /// The verdict's name in reports.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Match => "match",
            Verdict::Differ(_) => "differ",
            Verdict::Crash(_) => "crash",
            Verdict::Skipped(..) => "skipped",
        }
    }

    /// The reason, empty for a match.
    pub fn reason(&self) -> &str {
        match self {
            Verdict::Match => "",
            Verdict::Differ(reason) | Verdict::Crash(reason) | Verdict::Skipped(_, reason) => {
                reason
            }
        }
    }
}

/// The verdict on one chunk run through `invocation` by `mlir-opt-19` (`reference`) and
/// oxir-opt (`oxir`).
pub fn classify(invocation: &Invocation, reference: &RunOutput, oxir: &RunOutput) -> Verdict {
    if let Some(how) = crash(oxir) {
        return Verdict::Crash(how);
    }
    if !reference.outcome.success() {
        if reference.outcome == Outcome::TimedOut {
            return Verdict::Skipped(Side::Reference, "mlir-opt-19 timed out".into());
        }
        if let Some(lacks) = lacking(&reference.stderr) {
            return Verdict::Skipped(Side::Reference, format!("mlir-opt-19 {lacks}"));
        }
        if invocation.verify {
            return Verdict::Skipped(
                Side::Reference,
                "mlir-opt-19 fails the expected diagnostics".into(),
            );
        }
        // Both rejecting the chunk is agreement when what they print agrees too.
        if !oxir.outcome.success() {
            return compare(invocation, reference, oxir);
        }
        return Verdict::Skipped(
            Side::Reference,
            format!("mlir-opt-19 rejects: {}", first_error(&reference.stderr)),
        );
    }
    if !oxir.outcome.success() {
        if let Some(lacks) = lacking(&oxir.stderr) {
            return Verdict::Skipped(Side::Oxir, lacks);
        }
        let what = if invocation.verify {
            "oxir-opt fails the expected diagnostics"
        } else {
            "oxir-opt rejects"
        };
        return Verdict::Differ(format!("{what}: {}", first_error(&oxir.stderr)));
    }
    compare(invocation, reference, oxir)
}

/// How oxir-opt crashed, if it did: a panic (exit 101 or a panic message), a signal, a timeout.
fn crash(oxir: &RunOutput) -> Option<String> {
    match oxir.outcome {
        Outcome::TimedOut => Some("timed out".into()),
        Outcome::Signaled(signal) => Some(format!("killed by signal {signal}")),
        Outcome::Exited(code) if code == 101 || oxir.stderr.contains("panicked at") => {
            let message = oxir
                .stderr
                .lines()
                .skip_while(|line| !line.contains("panicked at"))
                .take(2)
                .collect::<Vec<_>>()
                .join(" ");
            Some(if message.is_empty() {
                format!("exit {code}")
            } else {
                message
            })
        }
        Outcome::Exited(_) => None,
    }
}

/// Match when the compared streams are equal, otherwise the first differing line.
fn compare(invocation: &Invocation, reference: &RunOutput, oxir: &RunOutput) -> Verdict {
    let expected = compared_text(invocation, reference);
    let found = compared_text(invocation, oxir);
    if expected == found {
        Verdict::Match
    } else {
        Verdict::Differ(crate::docs::first_difference(&expected, &found))
    }
}

/// What a RUN line's next command would see: standard output, and the errors too under `2>&1`.
pub fn compared_text(invocation: &Invocation, output: &RunOutput) -> String {
    if invocation.merge_stderr {
        format!("{}{}", output.stderr, output.stdout)
    } else {
        output.stdout.clone()
    }
}

/// The first `error:` message of `stderr` without its location, or its first line, shortened.
fn first_error(stderr: &str) -> String {
    let line = stderr
        .lines()
        .find_map(|line| line.split_once("error: ").map(|(_, message)| message))
        .or_else(|| stderr.lines().find(|line| !line.trim().is_empty()))
        .unwrap_or("no message")
        .trim();
    shorten(line, 120)
}

/// `text` cut to at most `max` characters, marked with `...` when cut.
fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// The dialects a tool registers, read from the note it attaches to an unknown custom op
/// (`Registered dialects: a, b, c ; for more info ...`, the same words in both tools).
pub fn registered_dialects(stderr: &str) -> Vec<String> {
    between(stderr, "Registered dialects: ", " ;")
        .map(|list| list.split(", ").map(|d| d.trim().to_string()).collect())
        .unwrap_or_default()
}

/// The dialects named in `text` (ops `a.b`, `"a.b"`, types `!a.b`, attributes `#a.b`) that
/// `mlir-opt-19` registers and oxir-opt does not, sorted. Under `-allow-unregistered-dialect`
/// oxir-opt reads such ops as unregistered ones, without their traits, folders or custom
/// forms, so a difference on such a chunk says what oxir-opt lacks rather than what it gets
/// wrong.
pub fn dialects_only_reference_has(
    text: &str,
    reference: &[String],
    oxir: &[String],
) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let bytes = text.as_bytes();
    for (at, _) in text.match_indices('.') {
        let start = text[..at]
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |p| p + 1);
        let name = &text[start..at];
        let before = start.checked_sub(1).map(|p| bytes[p]);
        let after = bytes.get(at + 1).copied();
        let starts_like_a_name = name.starts_with(|c: char| c.is_ascii_lowercase());
        let op_position = matches!(
            before,
            None | Some(b' ' | b'\t' | b'\n' | b'"' | b'!' | b'#' | b'(')
        );
        if starts_like_a_name
            && op_position
            && after.is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
            && reference.iter().any(|d| d == name)
            && !oxir.iter().any(|d| d == name)
            && !found.iter().any(|d| d == name)
        {
            found.push(name.to_string());
        }
    }
    found.sort();
    found
}

/// What a tool's errors say it lacks: `needs dialect X`, `needs op X`, `needs pass X`, `needs
/// pass option P{O}`, `needs flag X`; `None` when the errors are about the input itself.
pub fn lacking(stderr: &str) -> Option<String> {
    let lines: Vec<&str> = stderr.lines().collect();
    for (index, line) in lines.iter().enumerate() {
        // Expected diagnostics that were not produced quote the test's text, not the tool's.
        if line.contains("was not produced") {
            continue;
        }
        if let Some(dialect) = between(line, "Dialect `", "' not found for custom op") {
            return Some(format!("needs dialect {dialect}"));
        }
        if let Some(dialect) = between(line, "dialect '", "' is unknown") {
            return Some(format!("needs dialect {dialect}"));
        }
        if let Some(op) = between(line, "custom op '", "' is unknown") {
            return Some(format!("needs op {op}"));
        }
        if let Some(op) = between(line, "unregistered operation '", "' found in dialect") {
            return Some(format!("needs op {op}"));
        }
        if let Some(op) = between(line, "'", "' op created with unregistered dialect") {
            return Some(format!("needs dialect {}", dialect_of(op)));
        }
        if line.contains("created with unregistered dialect")
            && let Some(at) = line.find("!\"").or_else(|| line.find("#\""))
            && let Some(dialect) = line[at + 2..].split('"').next()
        {
            return Some(format!("needs dialect {dialect}"));
        }
        if line.contains("operation being parsed with an unregistered dialect") {
            let op = lines
                .get(index + 1)
                .and_then(|source| quoted_op_before(source, column(line)?));
            return Some(match op {
                Some(op) => format!("needs dialect {}", dialect_of(&op)),
                None => "needs an unregistered dialect".into(),
            });
        }
        if let Some(pass) = quoted_before(line, " does not refer to a registered pass") {
            return Some(format!("needs pass {pass}"));
        }
        if let Some((pass, option)) = between(line, "invalid options for pass `", "`").zip(between(
            line,
            "unknown option `",
            "`",
        )) {
            return Some(format!("needs pass option {pass}{{{option}}}"));
        }
        let flag = between(line, "nknown command line argument `", "`")
            .or_else(|| between(line, "nknown command line argument '", "'"));
        if let Some(flag) = flag {
            let name = flag.trim_start_matches('-');
            let name = name.split_once('=').map_or(name, |(name, _)| name);
            let kind = if name.starts_with("mlir-") {
                "flag"
            } else {
                "pass"
            };
            return Some(format!("needs {kind} {name}"));
        }
    }
    None
}

/// The text between `open` and the next `close` after it in `line` (`close` empty: the rest).
fn between<'a>(line: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let start = line.find(open)? + open.len();
    let rest = &line[start..];
    if close.is_empty() {
        return Some(rest);
    }
    rest.find(close).map(|end| &rest[..end])
}

/// The quoted name (`'x'` or `` `x` ``) that ends right before `suffix` in `line`.
fn quoted_before<'a>(line: &'a str, suffix: &str) -> Option<&'a str> {
    let head = &line[..line.find(suffix)?];
    let body = head.strip_suffix(['\'', '`'])?;
    let start = body.rfind(['\'', '`'])?;
    Some(&body[start + 1..])
}

/// The column of a `file:line:col: error:` line.
fn column(line: &str) -> Option<usize> {
    let head = &line[..line.find(": error:")?];
    head.rsplit(':').next()?.parse().ok()
}

/// The last `"dialect.op"` string that ends before `column` (1-based) of `source`.
fn quoted_op_before(source: &str, column: usize) -> Option<String> {
    let head = source.get(..column.saturating_sub(1))?;
    let end = head.rfind('"')?;
    let start = head[..end].rfind('"')?;
    Some(head[start + 1..end].to_string())
}

/// The dialect of an op name: the part before the first dot.
fn dialect_of(op: &str) -> &str {
    op.split('.').next().unwrap_or(op)
}

/// The first lines where two outputs differ, as `-` (mlir-opt-19) and `+` (oxir-opt) lines
/// after the common prefix and before the common suffix, at most `max` of each.
pub fn diff_excerpt(expected: &str, found: &str, max: usize) -> Vec<String> {
    let expected: Vec<&str> = expected.lines().collect();
    let found: Vec<&str> = found.lines().collect();
    let prefix = expected
        .iter()
        .zip(&found)
        .take_while(|(a, b)| a == b)
        .count();
    let suffix = expected[prefix..]
        .iter()
        .rev()
        .zip(found[prefix..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let removed = &expected[prefix..expected.len() - suffix];
    let added = &found[prefix..found.len() - suffix];
    let mut lines = vec![format!("@@ output line {} @@", prefix + 1)];
    lines.extend(removed.iter().take(max).map(|line| format!("-{line}")));
    if removed.len() > max {
        lines.push(format!("-... ({} more)", removed.len() - max));
    }
    lines.extend(added.iter().take(max).map(|line| format!("+{line}")));
    if added.len() > max {
        lines.push(format!("+... ({} more)", added.len() - max));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::upstream::runline::parse_invocation;

    fn output(code: i32, stdout: &str, stderr: &str) -> RunOutput {
        RunOutput {
            outcome: Outcome::Exited(code),
            stdout: stdout.into(),
            stderr: stderr.into(),
        }
    }

    fn plain() -> Invocation {
        parse_invocation("mlir-opt %s | FileCheck %s")
            .unwrap()
            .unwrap()
    }

    fn verify() -> Invocation {
        parse_invocation("mlir-opt %s -verify-diagnostics")
            .unwrap()
            .unwrap()
    }

    #[test]
    fn equal_outputs_match_and_others_differ() {
        let ok = output(0, "a\nb\n", "");
        assert_eq!(classify(&plain(), &ok, &ok.clone()), Verdict::Match);
        let verdict = classify(&plain(), &ok, &output(0, "a\nc\n", ""));
        assert_eq!(verdict.name(), "differ");
        assert!(verdict.reason().contains("line 2"), "{verdict:?}");
        let rejected = classify(
            &plain(),
            &ok,
            &output(1, "", "f.mlir:1:2: error: bad thing\n"),
        );
        assert_eq!(
            rejected,
            Verdict::Differ("oxir-opt rejects: bad thing".into())
        );
    }

    #[test]
    fn panics_signals_and_timeouts_are_crashes() {
        let ok = output(0, "", "");
        let panic = output(101, "", "thread 'main' panicked at src/x.rs:1:1:\nboom\n");
        assert_eq!(
            classify(&plain(), &ok, &panic),
            Verdict::Crash("thread 'main' panicked at src/x.rs:1:1: boom".into())
        );
        let killed = RunOutput {
            outcome: Outcome::Signaled(11),
            ..ok.clone()
        };
        assert_eq!(classify(&plain(), &ok, &killed).name(), "crash");
        let hung = RunOutput {
            outcome: Outcome::TimedOut,
            ..ok.clone()
        };
        // A crash counts even when mlir-opt-19 rejects the chunk: oxir-opt must never panic.
        assert_eq!(
            classify(&plain(), &output(1, "", "x"), &hung).name(),
            "crash"
        );
    }

    #[test]
    fn what_a_tool_lacks_is_a_skip() {
        let ok = output(0, "module {\n}\n", "");
        let cases = [
            (
                "f.mlir:2:8: error: Dialect `tensor' not found for custom op 'tensor.empty' \n",
                "needs dialect tensor",
            ),
            (
                "f.mlir:1:10: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n\"test.op\"() : () -> ()\n         ^\n",
                "needs dialect test",
            ),
            (
                "oxir-opt: unknown command line argument `-test-pass`; try `--help`\n",
                "needs pass test-pass",
            ),
            (
                "oxir-opt: invalid pass pipeline: `loop-fusion` does not refer to a registered pass or pipeline\n",
                "needs pass loop-fusion",
            ),
            (
                "oxir-opt: `-canonicalize=x=1`: invalid options for pass `canonicalize`: unknown option `x`\n",
                "needs pass option canonicalize{x}",
            ),
            (
                "f.mlir:1:3: error: custom op 'arith.foo' is unknown\n",
                "needs op arith.foo",
            ),
            (
                "f.mlir:1:3: error: `!\"vector\"<\"x\">` type created with unregistered dialect. If this...\n",
                "needs dialect vector",
            ),
        ];
        for (stderr, reason) in cases {
            assert_eq!(
                classify(&plain(), &ok, &output(1, "", stderr)),
                Verdict::Skipped(Side::Oxir, reason.into()),
                "{stderr}"
            );
        }
    }

    #[test]
    fn a_rejecting_reference_skips_or_agrees() {
        let ok = output(0, "module {\n}\n", "");
        let lacks = output(
            1,
            "",
            "mlir-opt-19: Unknown command line argument '-new-pass'.  Try: 'mlir-opt-19 --help'\n",
        );
        assert_eq!(
            classify(&plain(), &lacks, &ok),
            Verdict::Skipped(Side::Reference, "mlir-opt-19 needs pass new-pass".into())
        );
        let newer = output(1, "", "f.mlir:1:1: error: expected type\n");
        assert_eq!(
            classify(&plain(), &newer, &ok),
            Verdict::Skipped(Side::Reference, "mlir-opt-19 rejects: expected type".into())
        );
        assert_eq!(
            classify(&verify(), &newer, &output(1, "", "")),
            Verdict::Skipped(
                Side::Reference,
                "mlir-opt-19 fails the expected diagnostics".into()
            )
        );
        // Both rejecting, with nothing on the compared stream, agree.
        assert_eq!(
            classify(&plain(), &newer, &output(1, "", "other\n")),
            Verdict::Match
        );
        let merged = parse_invocation("mlir-opt %s 2>&1 | FileCheck %s")
            .unwrap()
            .unwrap();
        assert_eq!(
            classify(&merged, &newer, &output(1, "", "other\n")).name(),
            "differ"
        );
    }

    #[test]
    fn unproduced_expectations_are_not_what_a_tool_lacks() {
        let stderr =
            "f.mlir:2:6: error: expected error \"custom op 'x.y' is unknown\" was not produced\n";
        assert_eq!(lacking(stderr), None);
        assert_eq!(
            classify(&verify(), &output(0, "", ""), &output(1, "", stderr)).name(),
            "differ"
        );
    }

    #[test]
    fn dialects_only_the_reference_registers_are_found() {
        let note =
            "f.mlir:1:1: note: Registered dialects: arith, builtin, math, test ; for more info";
        let reference = registered_dialects(note);
        assert_eq!(reference, ["arith", "builtin", "math", "test"]);
        let oxir = vec!["arith".to_string(), "builtin".to_string()];
        let text = "%0 = \"math.exp\"(%a) : (f32) -> f32\n  test.op\n  %1 = arith.addf %0, %0 : f32 // 1.5 e.g. @x.y %v.w\n";
        assert_eq!(
            dialects_only_reference_has(text, &reference, &oxir),
            ["math", "test"]
        );
        assert!(dialects_only_reference_has("arith.addi", &reference, &oxir).is_empty());
    }

    #[test]
    fn the_excerpt_shows_the_changed_lines() {
        assert_eq!(
            diff_excerpt("a\nb\nc\nz\n", "a\nB\nz\n", 5),
            ["@@ output line 2 @@", "-b", "-c", "+B"]
        );
        assert_eq!(diff_excerpt("a\nb\nc\n", "x\n", 1)[2], "-... (2 more)");
    }
}
