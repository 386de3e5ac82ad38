//! The checks of a rules file against the op specs it uses: each rule's name, its DAG texts
//! parsed, its source walked into match steps ([`super::source`]) once per choice of its
//! `either` directives, its results checked into a rewrite ([`super::result`]), its benefit.
//! Every error of every rule is collected; a rule with an error is left out of the result.
//!
//! This module does not plan the decision trees nor report shadowed rules ([`super::tree`]).

use std::collections::HashSet;

use crate::check::is_identifier;
use crate::diag::SpecDiagnostic;
use crate::model::Spanned;

use super::dag::{Item, parse_dag};
use super::ir::{CheckedRule, Step, Stmt, Variant, prune_unused_reads};
use super::model::{Rule, RulesFile};
use super::result::ResultChecker;
use super::source::SourceWalker;
use super::specs::SpecSet;

/// Checks every rule of `file` against `specs`: the rules without errors, and every error.
pub fn check_rules(file: &RulesFile, specs: &SpecSet) -> (Vec<CheckedRule>, Vec<SpecDiagnostic>) {
    let mut errors = Vec::new();
    let mut seen: HashSet<&str> = HashSet::new();
    for rule in &file.rules {
        let name = rule.name.as_str();
        if !is_identifier(name) {
            errors.push(
                SpecDiagnostic::error(rule.name.span, format!("`{name}` is not a valid rule name"))
                    .with_help("rule names are identifiers such as `fold_double_neg`"),
            );
        } else if seen.contains(name) {
            errors.push(
                SpecDiagnostic::error(rule.name.span, format!("rule `{name}` is defined twice"))
                    .with_help("rename one of them: rule names are unique in a file"),
            );
        } else {
            seen.insert(name);
        }
    }
    if specs.dialects.is_empty() {
        return (Vec::new(), errors);
    }
    let library = specs.library();
    let mut rules = Vec::new();
    for (index, rule) in file.rules.iter().enumerate() {
        match check_rule(index, rule, specs, &library) {
            Ok(checked) => rules.push(checked),
            Err(mut e) => errors.append(&mut e),
        }
    }
    (rules, errors)
}

fn parse_all(texts: &[Spanned<String>], errors: &mut Vec<SpecDiagnostic>) -> Vec<Item> {
    texts
        .iter()
        .filter_map(|t| match parse_dag(&t.value, t.span) {
            Ok(item) => Some(item),
            Err(e) => {
                errors.push(e);
                None
            }
        })
        .collect()
}

fn check_rule(
    index: usize,
    rule: &Rule,
    specs: &SpecSet,
    library: &crate::lang::library::Library,
) -> Result<CheckedRule, Vec<SpecDiagnostic>> {
    let mut errors = Vec::new();
    let source = parse_all(&rule.source, &mut errors);
    let result = parse_all(&rule.result, &mut errors);
    let constraints = parse_all(&rule.constraints, &mut errors);
    let supplemental = parse_all(&rule.supplemental, &mut errors);
    if rule.source.is_empty() {
        errors.push(
            SpecDiagnostic::error(rule.span, "a rule needs a source pattern")
                .with_help("add `source = \"(<dialect>.<op> $x)\"`"),
        );
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let first = SourceWalker::new(specs, library, true, &[]).walk(&source, &constraints)?;
    let checked =
        ResultChecker::new(specs, library, &first).check(&result, &supplemental, rule.span)?;

    let mut variants = Vec::new();
    for mask in 0..(1usize << first.eithers) {
        let swaps: Vec<bool> = (0..first.eithers).map(|i| mask & (1 << i) != 0).collect();
        let mut m = if mask == 0 {
            first.clone()
        } else {
            match SourceWalker::new(specs, library, false, &swaps).walk(&source, &constraints) {
                Ok(m) => m,
                // A swapped walk fails only where the first one reported; keep what matched.
                Err(_) => continue,
            }
        };
        let captures: Vec<_> = checked
            .sources
            .iter()
            .map(|s| m.capture(specs, s))
            .collect();
        let roots: Vec<_> = m.roots.iter().map(|r| r.0).collect();
        // What the rewrite needs beyond the pattern, checked before anything changes.
        if roots.len() > 1 {
            m.steps.push(Step::Ordered {
                roots: roots.clone(),
            });
        }
        for stmt in &checked.rewrite.stmts {
            if let Stmt::Inline {
                region,
                args,
                yields,
            } = stmt
            {
                m.steps.push(Step::Inlinable {
                    region: captures[*region],
                    args: args.len(),
                    yields: *yields,
                });
            }
        }
        for &value in &checked.rewrite.outside_values {
            m.steps.push(Step::Outside {
                value: captures[value],
                roots: roots.clone(),
            });
        }
        let matched: Vec<_> = m.matched.iter().map(|r| r.0).collect();
        let used: Vec<_> = captures
            .iter()
            .chain(&roots)
            .chain(&matched)
            .copied()
            .collect();
        let steps = prune_unused_reads(m.steps, &used, &m.slots);
        variants.push(Variant {
            steps,
            slots: m.slots,
            captures,
            roots,
            matched,
        });
    }

    let default = first.matched.len() as i64;
    let (benefit, span) = match (&rule.benefit, &rule.add_benefit) {
        (Some(b), _) => (b.value, b.span),
        (None, Some(add)) => (default.saturating_add(add.value), add.span),
        (None, None) => (default, rule.name.span),
    };
    let Ok(benefit) = u16::try_from(benefit) else {
        return Err(vec![
            SpecDiagnostic::error(span, format!("benefit {benefit} is out of range"))
                .with_help(format!("a benefit is between 0 and {}", u16::MAX)),
        ]);
    };
    Ok(CheckedRule {
        index,
        name: rule.name.value.clone(),
        span: rule.name.span,
        summary: rule.summary.as_ref().map(|s| s.value.clone()),
        root: first.roots[0].1,
        matched_ops: first.matched.iter().map(|m| m.1).collect(),
        built_ops: checked.built,
        benefit,
        variants,
        captures: checked.captures,
        rewrite: checked.rewrite,
        source_text: rule.source.iter().map(|s| s.value.clone()).collect(),
        result_text: rule.result.iter().map(|s| s.value.clone()).collect(),
    })
}
