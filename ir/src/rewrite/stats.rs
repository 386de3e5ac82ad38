//! Pattern statistics, for "why didn't my rule fire": per pattern, how often it was tried, how
//! often it matched, how often it changed the IR, and why it failed (each reason counted); plus
//! the driver's own folds and dead-op erasures. The greedy driver fills them when
//! `collect_stats` is set; [`PatternStats`] prints as a table. Nothing here changes IR.

use super::pattern::MatchFailure;
use super::pattern_set::FrozenRewritePatternSet;
use std::fmt;

/// The statistics of one pattern.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PatternStat {
    /// The pattern's debug name.
    pub name: String,
    /// The root op name, or `*` for patterns tried on any op.
    pub root: String,
    /// How many times the pattern was tried.
    pub tried: u64,
    /// How many times it matched (returned `Ok`).
    pub matched: u64,
    /// How many times it matched and changed the IR (a pattern that matches without changing
    /// anything is broken: the driver could loop on it).
    pub applied: u64,
    /// The reasons it failed with, each with a count, in the order first seen.
    pub failures: Vec<(String, u64)>,
}

impl PatternStat {
    /// How many times the pattern failed with `reason`.
    pub fn failures_with(&self, reason: &str) -> u64 {
        self.failures
            .iter()
            .find(|(r, _)| r == reason)
            .map_or(0, |(_, count)| *count)
    }
}

/// Statistics of a rewrite run. See the module documentation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PatternStats {
    /// One entry per pattern, in the order of the pattern set.
    pub patterns: Vec<PatternStat>,
    /// Ops folded away (replaced by values or constants).
    pub folds: u64,
    /// Ops updated in place by their fold hook.
    pub folds_in_place: u64,
    /// Ops erased because they were trivially dead.
    pub dead_ops_erased: u64,
}

impl PatternStats {
    /// Empty statistics with one zeroed entry per pattern of `patterns`.
    pub fn for_patterns(patterns: &FrozenRewritePatternSet) -> Self {
        PatternStats {
            patterns: patterns
                .patterns()
                .map(|p| PatternStat {
                    name: p.debug_name().to_string(),
                    root: p.root().to_string(),
                    ..PatternStat::default()
                })
                .collect(),
            ..Self::default()
        }
    }

    /// The first entry named `name`.
    pub fn get(&self, name: &str) -> Option<&PatternStat> {
        self.patterns.iter().find(|s| s.name == name)
    }

    /// Records one try of pattern `index`.
    pub(crate) fn record(
        &mut self,
        index: usize,
        result: &Result<(), MatchFailure>,
        changed: bool,
    ) {
        let Some(stat) = self.patterns.get_mut(index) else {
            return;
        };
        stat.tried += 1;
        match result {
            Ok(()) => {
                stat.matched += 1;
                stat.applied += u64::from(changed);
            }
            Err(failure) => match stat.failures.iter_mut().find(|(r, _)| *r == failure.reason) {
                Some((_, count)) => *count += 1,
                None => stat.failures.push((failure.reason.to_string(), 1)),
            },
        }
    }
}

impl fmt::Display for PatternStats {
    /// A table: one row per pattern, its failure reasons indented below it, and a last line with
    /// the folds and dead-op erasures.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name_width = self
            .patterns
            .iter()
            .map(|s| s.name.len())
            .chain([7])
            .max()
            .unwrap_or(7);
        let root_width = self
            .patterns
            .iter()
            .map(|s| s.root.len())
            .chain([4])
            .max()
            .unwrap_or(4);
        writeln!(
            f,
            "{:<name_width$}  {:<root_width$}  {:>8}  {:>8}  {:>8}",
            "pattern", "root", "tried", "matched", "applied"
        )?;
        for stat in &self.patterns {
            writeln!(
                f,
                "{:<name_width$}  {:<root_width$}  {:>8}  {:>8}  {:>8}",
                stat.name, stat.root, stat.tried, stat.matched, stat.applied
            )?;
            for (reason, count) in &stat.failures {
                writeln!(f, "    {count} x {reason}")?;
            }
        }
        writeln!(
            f,
            "folded: {}, folded in place: {}, dead ops erased: {}",
            self.folds, self.folds_in_place, self.dead_ops_erased
        )
    }
}
