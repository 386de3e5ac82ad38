//! The pass statistics report (`--mlir-pass-statistics`), laid out as MLIR's: per pass in the
//! shape of the pipeline, or one entry per pass name with counters summed.
//!
//! ```text
//! ===-------------------------------------------------------------------------===
//!                          ... Pass statistics report ...
//! ===-------------------------------------------------------------------------===
//! 'func.func' Pipeline
//!   CSE
//!     (S) 3 num-cse'd - Number of operations CSE'd
//! ```

use super::interface::{Pass, StatisticValues};
use super::manager::{OpPassManager, PipelineEntry};
use std::collections::BTreeMap;

/// How the statistics report is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// One entry per pass name, counters summed over the pipeline, sorted by name.
    List,
    /// The shape of the pipeline (the default).
    #[default]
    Pipeline,
}

/// One counter of a report: name, description, value.
type Counter = (String, String, u64);

/// The report for the pipeline `root`, with the counter values of each pass node.
pub(crate) fn report(
    root: &OpPassManager,
    values: &BTreeMap<u32, StatisticValues>,
    display: StatisticsDisplay,
) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut out = format!(
        "{rule}{}{title}\n{rule}",
        " ".repeat((80 - title.len()) / 2)
    );
    match display {
        StatisticsDisplay::Pipeline => {
            for entry in &root.entries {
                pipeline_entry(entry, values, 0, &mut out);
            }
        }
        StatisticsDisplay::List => {
            let mut merged: BTreeMap<String, Vec<Counter>> = BTreeMap::new();
            collect(root, values, &mut merged);
            for (name, counters) in merged {
                write_entry(&name, counters, 2, &mut out);
            }
        }
    }
    out.push('\n');
    out
}

fn counters(pass: &dyn Pass, values: Option<&StatisticValues>) -> Vec<Counter> {
    let mut counters: Vec<Counter> = pass
        .statistics()
        .iter()
        .enumerate()
        .map(|(index, statistic)| {
            let value = values
                .and_then(|v| v.declared.get(index))
                .copied()
                .unwrap_or(0);
            (
                statistic.name.to_string(),
                statistic.description.to_string(),
                value,
            )
        })
        .collect();
    if let Some(values) = values {
        counters.extend(
            values
                .undeclared
                .iter()
                .map(|(name, value)| (name.clone(), String::new(), *value)),
        );
    }
    counters
}

fn pipeline_entry(
    entry: &PipelineEntry,
    values: &BTreeMap<u32, StatisticValues>,
    indent: usize,
    out: &mut String,
) {
    match entry {
        PipelineEntry::Pass(entry) => {
            let counters = counters(&*entry.pass, values.get(&entry.id));
            write_entry(entry.pass.name(), counters, indent, out);
        }
        PipelineEntry::Collection(collection) => {
            let mut indent = indent;
            if collection.managers.len() > 1 {
                write_entry(&collection.label(), Vec::new(), indent, out);
                indent += 2;
            }
            for manager in &collection.managers {
                write_entry(
                    &format!("'{}' Pipeline", manager.anchor_name()),
                    Vec::new(),
                    indent,
                    out,
                );
                for entry in &manager.entries {
                    pipeline_entry(entry, values, indent + 2, out);
                }
            }
        }
    }
}

/// Sums the counters of every pass with counters, by pass name.
fn collect(
    manager: &OpPassManager,
    values: &BTreeMap<u32, StatisticValues>,
    merged: &mut BTreeMap<String, Vec<Counter>>,
) {
    for entry in &manager.entries {
        match entry {
            PipelineEntry::Pass(entry) => {
                let counters = counters(&*entry.pass, values.get(&entry.id));
                if counters.is_empty() {
                    continue;
                }
                let total = merged.entry(entry.pass.name().to_string()).or_default();
                for (name, description, value) in counters {
                    match total.iter_mut().find(|(n, _, _)| *n == name) {
                        Some((_, _, sum)) => *sum += value,
                        None => total.push((name, description, value)),
                    }
                }
            }
            PipelineEntry::Collection(collection) => {
                for manager in &collection.managers {
                    collect(manager, values, merged);
                }
            }
        }
    }
}

/// One pass (or pipeline) line, then its counters sorted by name, names and values aligned:
/// `(S) <value> <name> - <description>`.
fn write_entry(name: &str, mut counters: Vec<Counter>, indent: usize, out: &mut String) {
    out.push_str(&" ".repeat(indent));
    out.push_str(name);
    out.push('\n');
    counters.sort_by(|a, b| a.0.cmp(&b.0));
    let name_width = counters.iter().map(|c| c.0.len()).max().unwrap_or(0);
    let value_width = counters
        .iter()
        .map(|c| c.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (name, description, value) in counters {
        out.push_str(&format!(
            "{}(S) {value:>value_width$} {name:<name_width$} - {description}\n",
            " ".repeat(indent + 2)
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::Statistic;
    use crate::pass::testing::{TestPass, pass};

    const STATS: &[Statistic] = &[
        Statistic {
            name: "num-ops2",
            description: "Number of operations counted one more time",
        },
        Statistic {
            name: "num-ops",
            description: "Number of operations counted",
        },
    ];

    fn values(declared: &[u64]) -> StatisticValues {
        StatisticValues {
            declared: declared.to_vec(),
            undeclared: Vec::new(),
        }
    }

    #[test]
    fn reports_follow_the_pipeline_or_merge_by_name() {
        let mut root = OpPassManager::new("builtin.module");
        root.nest("func.func")
            .add_pass(TestPass::new("stats").with_statistics(STATS).boxed())
            .unwrap();
        root.add_pass(TestPass::new("stats").with_statistics(STATS).boxed())
            .unwrap();
        root.add_pass(pass("cse")).unwrap();
        let mut next = 0;
        root.number_nodes(&mut next);
        // Nodes: 0 root, 1 collection, 2 'func.func', 3 stats, 4 stats, 5 cse.
        let mut counts = BTreeMap::new();
        counts.insert(3, values(&[12, 12]));
        counts.insert(4, values(&[100, 100]));
        let header = "===-------------------------------------------------------------------------===\n                         ... Pass statistics report ...\n===-------------------------------------------------------------------------===\n";
        assert_eq!(
            report(&root, &counts, StatisticsDisplay::Pipeline),
            format!(
                "{header}'func.func' Pipeline\n  Stats\n    (S) 12 num-ops  - Number of operations counted\n    (S) 12 num-ops2 - Number of operations counted one more time\nStats\n  (S) 100 num-ops  - Number of operations counted\n  (S) 100 num-ops2 - Number of operations counted one more time\nCse\n\n"
            )
        );
        assert_eq!(
            report(&root, &counts, StatisticsDisplay::List),
            format!(
                "{header}  Stats\n    (S) 112 num-ops  - Number of operations counted\n    (S) 112 num-ops2 - Number of operations counted one more time\n\n"
            )
        );
    }
}
