//! The `--mlir-timing` report: wall time per phase, printed like mlir-opt's execution time report.

use std::time::{Duration, Instant};

/// Accumulates wall time per named phase, in first-use order.
#[derive(Debug)]
pub struct Timing {
    start: Instant,
    phases: Vec<(String, Duration)>,
}

impl Default for Timing {
    fn default() -> Self {
        Self::new()
    }
}

impl Timing {
    /// Starts the clock for the whole run.
    pub fn new() -> Self {
        Timing {
            start: Instant::now(),
            phases: Vec::new(),
        }
    }

    /// Runs `f`, adding its wall time to phase `name`.
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let begin = Instant::now();
        let result = f();
        self.add(name, begin.elapsed());
        result
    }

    /// Adds `elapsed` to phase `name`.
    pub fn add(&mut self, name: &str, elapsed: Duration) {
        match self.phases.iter_mut().find(|(n, _)| n == name) {
            Some((_, total)) => *total += elapsed,
            None => self.phases.push((name.to_string(), elapsed)),
        }
    }

    /// The report text, with the time not attributed to a phase shown as `Rest`.
    pub fn report(&self) -> String {
        self.report_with_total(self.start.elapsed())
    }

    fn report_with_total(&self, total: Duration) -> String {
        let rule =
            "===-------------------------------------------------------------------------===";
        let total_secs = total.as_secs_f64();
        let accounted: f64 = self.phases.iter().map(|(_, d)| d.as_secs_f64()).sum();
        let percent = |secs: f64| {
            if total_secs > 0.0 {
                secs / total_secs * 100.0
            } else {
                0.0
            }
        };
        let mut out = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  Total Execution Time: {total_secs:.4} seconds\n\n  ----Wall Time----  ----Name----\n"
        );
        let rest = (total_secs - accounted).max(0.0);
        for (name, secs) in self
            .phases
            .iter()
            .map(|(n, d)| (n.as_str(), d.as_secs_f64()))
            .chain([("Rest", rest)])
        {
            out += &format!("  {secs:>8.4} ({:>5.1}%)  {name}\n", percent(secs));
        }
        out += &format!("  {total_secs:>8.4} ({:>5.1}%)  Total\n", 100.0);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_lists_phases_rest_and_total() {
        let mut timing = Timing::new();
        timing.add("Parser", Duration::from_millis(300));
        timing.add("Output", Duration::from_millis(100));
        timing.add("Parser", Duration::from_millis(100));
        let report = timing.report_with_total(Duration::from_secs(1));
        assert!(report.contains("Total Execution Time: 1.0000 seconds"));
        assert!(report.contains("    0.4000 ( 40.0%)  Parser\n"));
        assert!(report.contains("    0.1000 ( 10.0%)  Output\n"));
        assert!(report.contains("    0.5000 ( 50.0%)  Rest\n"));
        assert!(report.ends_with("    1.0000 (100.0%)  Total\n"));
    }
}
