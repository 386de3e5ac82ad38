//! Running one tool on one input with a deadline, and pipelines of such runs.
//!
//! A run that outlives its deadline is killed and reported as timed out: the runner measures a
//! folder of files and must finish even when a tool hangs on one of them. Output is read on
//! threads while the child runs, so a child filling a pipe never blocks the wait.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The process exited with this code.
    Exited(i32),
    /// The process was killed by this signal.
    Signaled(i32),
    /// The process outlived the deadline and was killed.
    TimedOut,
}

impl Outcome {
    /// Whether the run exited with status 0.
    pub fn success(self) -> bool {
        self == Outcome::Exited(0)
    }
}

/// What a run (or a pipeline of runs) printed, and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunOutput {
    /// How the run ended; for a pipeline, the first stage that did not succeed, or the last.
    pub outcome: Outcome,
    /// Standard output of the last stage that ran.
    pub stdout: String,
    /// Standard error of every stage that ran, in order.
    pub stderr: String,
}

/// Runs `program args...` with `stdin` as its standard input (none: empty), killing it after
/// `timeout`.
pub fn run(
    program: &Path,
    args: &[String],
    stdin: Option<&str>,
    timeout: Duration,
) -> Result<RunOutput, String> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not run {}: {e}", program.display()))?;
    let writer = child.stdin.take().zip(stdin).map(|(mut pipe, text)| {
        let text = text.to_string();
        // A child that exits without reading its input closes the pipe; that is its business.
        std::thread::spawn(move || drop(pipe.write_all(text.as_bytes())))
    });
    let stdout = reader(child.stdout.take());
    let stderr = reader(child.stderr.take());
    let outcome = wait(&mut child, timeout)
        .map_err(|e| format!("could not wait for {}: {e}", program.display()))?;
    if let Some(writer) = writer {
        drop(writer.join());
    }
    Ok(RunOutput {
        outcome,
        stdout: joined(stdout),
        stderr: joined(stderr),
    })
}

/// Runs `program` once per stage, each stage reading the previous one's output, and stops at
/// the first stage that does not succeed (as lit's `pipefail` reports it).
pub fn run_pipeline(
    program: &Path,
    stages: &[Vec<String>],
    timeout: Duration,
) -> Result<RunOutput, String> {
    let mut result = RunOutput {
        outcome: Outcome::Exited(0),
        stdout: String::new(),
        stderr: String::new(),
    };
    for (index, args) in stages.iter().enumerate() {
        let input = (index > 0).then_some(result.stdout.as_str());
        let output = run(program, args, input, timeout)?;
        result.stderr.push_str(&output.stderr);
        result.stdout = output.stdout;
        result.outcome = output.outcome;
        if !output.outcome.success() {
            break;
        }
    }
    Ok(result)
}

/// A thread collecting everything `pipe` yields.
fn reader(pipe: Option<impl Read + Send + 'static>) -> Option<JoinHandle<Vec<u8>>> {
    pipe.map(|mut pipe| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            // A read error ends the capture; what was read so far is still reported.
            drop(pipe.read_to_end(&mut bytes));
            bytes
        })
    })
}

/// The text a [`reader`] collected, invalid UTF-8 replaced.
fn joined(handle: Option<JoinHandle<Vec<u8>>>) -> String {
    let bytes = handle.and_then(|h| h.join().ok()).unwrap_or_default();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Waits for `child` until `timeout`, then kills it.
fn wait(child: &mut Child, timeout: Duration) -> std::io::Result<Outcome> {
    let deadline = Instant::now() + timeout;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(outcome(status));
        }
        if Instant::now() >= deadline {
            // Killing may fail when the child exits in between; the wait below settles it.
            drop(child.kill());
            child.wait()?;
            return Ok(Outcome::TimedOut);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The [`Outcome`] of an exit status.
fn outcome(status: ExitStatus) -> Outcome {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => Outcome::Exited(code),
        (None, Some(signal)) => Outcome::Signaled(signal),
        (None, None) => Outcome::Exited(-1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str, timeout: Duration) -> RunOutput {
        run(
            Path::new("/bin/sh"),
            &["-c".into(), script.into()],
            None,
            timeout,
        )
        .expect("sh runs")
    }

    #[test]
    fn outputs_and_status_are_captured() {
        let output = sh("echo out; echo err >&2; exit 3", Duration::from_secs(10));
        assert_eq!(output.outcome, Outcome::Exited(3));
        assert_eq!(
            (output.stdout.as_str(), output.stderr.as_str()),
            ("out\n", "err\n")
        );
    }

    #[test]
    fn a_hang_is_killed_at_the_deadline() {
        let started = Instant::now();
        let output = sh("exec sleep 30", Duration::from_millis(200));
        assert_eq!(output.outcome, Outcome::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(10));
        assert_eq!(
            sh("kill -9 $$", Duration::from_secs(10)).outcome,
            Outcome::Signaled(9)
        );
    }

    #[test]
    fn a_pipeline_feeds_each_stage_and_stops_at_a_failure() {
        let stages = vec![
            vec!["-c".to_string(), "echo a".to_string()],
            vec!["-c".to_string(), "cat; echo b".to_string()],
        ];
        let output =
            run_pipeline(Path::new("/bin/sh"), &stages, Duration::from_secs(10)).expect("sh runs");
        assert_eq!(output.stdout, "a\nb\n");
        let failing = vec![
            vec!["-c".to_string(), "echo x >&2; exit 1".to_string()],
            vec!["-c".to_string(), "echo never".to_string()],
        ];
        let output =
            run_pipeline(Path::new("/bin/sh"), &failing, Duration::from_secs(10)).expect("sh runs");
        assert_eq!(
            (output.outcome, output.stderr.as_str()),
            (Outcome::Exited(1), "x\n")
        );
        assert_eq!(output.stdout, "");
    }
}
