//! A progress line for long pipelines on a terminal: `[3/12] canonicalize on func.func @f`,
//! rewritten in place on standard error as passes start, and erased at the end. It shows only
//! when standard error is a terminal, and only once a run has lasted long enough to be worth
//! it, at most ten times a second.

use oxir::pass::{PassEvent, PassInstrumentation};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a run goes before the line appears.
const DELAY: Duration = Duration::from_millis(300);
/// The least time between two updates.
const INTERVAL: Duration = Duration::from_millis(100);

/// Progress through `total` planned pass runs.
#[derive(Debug)]
pub struct Progress {
    total: usize,
    done: AtomicUsize,
    start: Instant,
    last: Mutex<Option<Instant>>,
    shown: AtomicBool,
}

impl Progress {
    /// Progress through `total` pass runs, starting now.
    pub fn new(total: usize) -> Self {
        Progress {
            total,
            done: AtomicUsize::new(0),
            start: Instant::now(),
            last: Mutex::new(None),
            shown: AtomicBool::new(false),
        }
    }

    /// The line for the `index`-th run of `argument` on `op`.
    fn line(&self, index: usize, argument: &str, op: &str) -> String {
        // Runs may outnumber the plan when passes add ops.
        let total = self.total.max(index);
        format!("[{index}/{total}] {argument} on {op}")
    }

    /// Erases the line, if it was shown.
    pub fn finish(&self) {
        if self.shown.swap(false, Ordering::Relaxed) {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r\x1b[K");
            let _ = err.flush();
        }
    }
}

/// The instrumentation handed to the pass manager.
pub struct ProgressLine(pub Arc<Progress>);

impl PassInstrumentation for ProgressLine {
    fn before_pass(&self, event: &PassEvent<'_>, _: &mut String) {
        let progress = &self.0;
        let index = progress.done.fetch_add(1, Ordering::Relaxed) + 1;
        let now = Instant::now();
        if now.duration_since(progress.start) < DELAY {
            return;
        }
        {
            let mut last = progress.last.lock().unwrap_or_else(|p| p.into_inner());
            if last.is_some_and(|l| now.duration_since(l) < INTERVAL) {
                return;
            }
            *last = Some(now);
        }
        let ctx = event.ctx;
        let mut op = ctx.op_name_str(event.body.op_name(event.op)).to_string();
        if let Some(name) =
            oxir::symbols::symbol_name(ctx, event.body, event.op).and_then(|n| ctx.string_str(n))
        {
            op += &format!(" @{name}");
        }
        let line = progress.line(index, event.pass.argument(), &op);
        progress.shown.store(true, Ordering::Relaxed);
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r{line}\x1b[K");
        let _ = err.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_count_runs_against_the_plan() {
        let progress = Progress::new(12);
        assert_eq!(
            progress.line(3, "canonicalize", "func.func @f"),
            "[3/12] canonicalize on func.func @f"
        );
        assert_eq!(
            progress.line(13, "cse", "builtin.module"),
            "[13/13] cse on builtin.module"
        );
        // Nothing was shown: finishing writes nothing.
        progress.finish();
        assert!(!progress.shown.load(Ordering::Relaxed));
    }
}
