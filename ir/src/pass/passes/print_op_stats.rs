//! `print-op-stats`: MLIR's `PrintOpStats` pass, which counts the ops nested in the op it runs
//! on (the op included) by name and prints the counts to the run's output, as a table or, with
//! `json`, as a JSON object. It runs on any op and changes nothing.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassOptions, PassTarget};
use crate::structure::WalkOrder;
use std::collections::BTreeMap;

/// The `print-op-stats` pass.
pub struct PrintOpStats {
    options: PassOptions,
}

impl Default for PrintOpStats {
    fn default() -> Self {
        PrintOpStats {
            options: PassOptions::new().bool("json", "print the stats as JSON", false),
        }
    }
}

impl Pass for PrintOpStats {
    fn name(&self) -> &str {
        "PrintOpStats"
    }

    fn argument(&self) -> &str {
        "print-op-stats"
    }

    fn description(&self) -> &str {
        "Print statistics of operations"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        target
            .body
            .walk(target.op(), WalkOrder::PreOrder, |body, op| {
                *counts.entry(ctx.op_name_str(body.op_name(op))).or_default() += 1;
            });
        let text = if self.options.get::<bool>("json").unwrap_or(false) {
            json_summary(&counts)
        } else {
            summary(&counts)
        };
        target.write_output(&text);
        target.preserve_all();
        Ok(())
    }
}

/// The table MLIR prints: names aligned on the dot after the dialect, counts after ` , `.
fn summary(counts: &BTreeMap<&str, u64>) -> String {
    // The dialect ends at the first dot; a name with nothing after it has no dialect.
    let parts: Vec<(&str, &str, u64)> = counts
        .iter()
        .map(|(name, &count)| match name.split_once('.') {
            Some((dialect, op)) if !op.is_empty() => (dialect, op, count),
            Some((first, _)) => ("", first, count),
            None => ("", *name, count),
        })
        .collect();
    let dialect_width = parts.iter().map(|p| p.0.len()).max().unwrap_or(0);
    let op_width = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    for (dialect, op, count) in parts {
        if dialect.is_empty() {
            out += &" ".repeat(dialect_width + 3);
        } else {
            out += &format!("{dialect:>width$}.", width = dialect_width + 2);
        }
        out += &format!("{op:<op_width$} , {count}\n");
    }
    out
}

/// The JSON object MLIR prints with `json`: one `"name" : count` line per op name.
fn json_summary(counts: &BTreeMap<&str, u64>) -> String {
    let lines: Vec<String> = counts
        .iter()
        .map(|(name, count)| format!("  \"{name}\" : {count}"))
        .collect();
    format!("{{\n{}\n}}\n", lines.join(",\n"))
}
