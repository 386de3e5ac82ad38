//! Pattern statistics, for "why didn't my rule fire": per pattern (and per rule, for the
//! pattern a rules file generates for one root op), how often it was tried, how often it
//! matched, how often it changed the IR, and every reason it failed with the op it was tried on;
//! plus the driver's own folds and dead-op erasures. The greedy driver fills them when
//! `collect_stats` is set; [`PatternStats`] prints in a stable line format (only what was
//! tried, no column alignment) that `oxir-opt --debug-rewrites` shows. Nothing here changes IR.

use super::pattern::MatchFailure;
use super::pattern_set::FrozenRewritePatternSet;
use super::rewriter::RuleEvent;
use crate::context::Context;
use crate::structure::{Body, OpId};
use std::fmt;

/// One failure reason and every op it was given for, in the order the tries came.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FailureStat {
    /// The reason, as the pattern gave it.
    pub reason: String,
    /// Each op a try failed on with this reason: its name and location, as
    /// ``"`arith.muli` at loc("f.mlir":3:8)"``, once per try.
    pub sites: Vec<String>,
}

/// The statistics of one rule of a pattern made of several rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleStat {
    /// The rule's name.
    pub name: String,
    /// How many tries of the pattern reached the rule.
    pub tried: u64,
    /// How many times it matched (its rewrite ran).
    pub matched: u64,
    /// How many times it matched and the IR changed.
    pub applied: u64,
    /// Why it did not match, each reason with the ops, in the order first seen.
    pub failures: Vec<FailureStat>,
}

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
    /// The reasons it failed with, each with the ops, in the order first seen.
    pub failures: Vec<FailureStat>,
    /// One entry per rule when the pattern is made of several
    /// ([`super::RewritePattern::rule_names`]), in the order they are tried.
    pub rules: Vec<RuleStat>,
}

impl PatternStat {
    /// How many times the pattern failed with `reason`.
    pub fn failures_with(&self, reason: &str) -> u64 {
        count_with(&self.failures, reason)
    }

    /// The rule named `name`.
    pub fn rule(&self, name: &str) -> Option<&RuleStat> {
        self.rules.iter().find(|r| r.name == name)
    }
}

impl RuleStat {
    /// How many times the rule failed with `reason`.
    pub fn failures_with(&self, reason: &str) -> u64 {
        count_with(&self.failures, reason)
    }
}

fn count_with(failures: &[FailureStat], reason: &str) -> u64 {
    failures
        .iter()
        .find(|f| f.reason == reason)
        .map_or(0, |f| f.sites.len() as u64)
}

/// Adds one failure with `reason` on `site` to `failures`.
fn push_failure(failures: &mut Vec<FailureStat>, reason: &str, site: &TrySite) {
    match failures.iter_mut().find(|f| f.reason == reason) {
        Some(failure) => failure.sites.push(site.0.clone()),
        None => failures.push(FailureStat {
            reason: reason.to_string(),
            sites: vec![site.0.clone()],
        }),
    }
}

/// The op a pattern was tried on, in words: its name and location. Taken before the try,
/// since a pattern may erase the op.
pub(crate) struct TrySite(String);

impl TrySite {
    /// The site of `op` in `body`.
    pub(crate) fn of(ctx: &Context, body: &Body, op: OpId) -> Self {
        let loc = crate::diag_handlers::location_to_string(ctx, body.op_loc(op));
        TrySite(format!("`{}` at {loc}", ctx.op_name_str(body.op_name(op))))
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
    /// Empty statistics with one zeroed entry per pattern of `patterns` (and per rule of each).
    pub fn for_patterns(patterns: &FrozenRewritePatternSet) -> Self {
        PatternStats {
            patterns: patterns
                .patterns()
                .map(|p| PatternStat {
                    name: p.debug_name().to_string(),
                    root: p.root().to_string(),
                    rules: p
                        .rule_names()
                        .iter()
                        .map(|name| RuleStat {
                            name: name.to_string(),
                            ..RuleStat::default()
                        })
                        .collect(),
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

    /// Records one try of pattern `index` on `site`, with what its rules reported.
    pub(crate) fn record(
        &mut self,
        index: usize,
        result: &Result<(), MatchFailure>,
        changed: bool,
        rules: &[RuleEvent],
        site: &TrySite,
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
            Err(failure) => push_failure(&mut stat.failures, &failure.reason, site),
        }
        // A rule is tried once per try of its pattern, whatever number of variants it failed in.
        let mut reached = vec![false; stat.rules.len()];
        for event in rules {
            let Some(rule) = stat.rules.get_mut(event.rule) else {
                continue;
            };
            if !std::mem::replace(&mut reached[event.rule], true) {
                rule.tried += 1;
            }
            match &event.failure {
                None => {
                    rule.matched += 1;
                    rule.applied += u64::from(changed);
                }
                Some(reason) => push_failure(&mut rule.failures, reason, site),
            }
        }
    }
}

/// Writes the failures, each reason with its count and then the ops it was given for (each op
/// once, with its count when more than one try failed on it), indented by `indent`.
fn write_failures(
    f: &mut fmt::Formatter<'_>,
    failures: &[FailureStat],
    indent: &str,
) -> fmt::Result {
    for failure in failures {
        writeln!(
            f,
            "{indent}failed {} x: {}",
            failure.sites.len(),
            failure.reason
        )?;
        // Each op once, in the order first seen, with how many tries failed on it.
        let mut seen: Vec<(&str, usize)> = Vec::new();
        for site in &failure.sites {
            match seen.iter_mut().find(|(s, _)| s == site) {
                Some((_, count)) => *count += 1,
                None => seen.push((site, 1)),
            }
        }
        for (site, count) in seen {
            match count {
                1 => writeln!(f, "{indent}  on {site}")?,
                _ => writeln!(f, "{indent}  on {site} ({count} x)")?,
            }
        }
    }
    Ok(())
}

impl fmt::Display for PatternStats {
    /// One line per pattern tried (its counts), its rules below it (each with its failures), or
    /// its failures when it is one rule, each reason with the ops it was given for; then how
    /// many patterns were never tried and the driver's folds and dead-op erasures. Patterns
    /// never tried are left out so that the report does not change when unrelated patterns are
    /// registered.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut untried = 0;
        for stat in &self.patterns {
            if stat.tried == 0 {
                untried += 1;
                continue;
            }
            writeln!(
                f,
                "pattern `{}` on {}: tried {}, matched {}, applied {}",
                stat.name, stat.root, stat.tried, stat.matched, stat.applied
            )?;
            if stat.rules.is_empty() {
                write_failures(f, &stat.failures, "  ")?;
            }
            for rule in stat.rules.iter().filter(|r| r.tried > 0) {
                writeln!(
                    f,
                    "  rule `{}`: tried {}, matched {}, applied {}",
                    rule.name, rule.tried, rule.matched, rule.applied
                )?;
                write_failures(f, &rule.failures, "    ")?;
            }
        }
        writeln!(f, "patterns never tried: {untried}")?;
        writeln!(
            f,
            "folded: {}, folded in place: {}, dead ops erased: {}",
            self.folds, self.folds_in_place, self.dead_ops_erased
        )
    }
}
