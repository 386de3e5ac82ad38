//! The checks of a rules file against the op specs it uses: each rule's name, its DAG texts
//! parsed, its source walked into match steps ([`super::source`]) once per choice of its
//! `either` directives, its results checked into a rewrite ([`super::result`]), its benefit.
//! Every error of every rule is collected; a rule with an error is left out of the result.
//!
//! This module does not plan the decision trees nor report shadowed rules ([`super::tree`]).

use std::collections::HashMap;

use crate::check::is_identifier;
use crate::diag::SpecDiagnostic;
use crate::model::Spanned;
use crate::names;

use super::dag::{Item, parse_dag};
use super::ir::{CheckedRule, Step, Stmt, Variant, prune_unused_reads};
use super::model::{Rule, RulesFile};
use super::result::ResultChecker;
use super::source::SourceWalker;
use super::specs::SpecSet;

/// Checks every rule of `file` against `specs`: the rules without errors, and every error.
pub fn check_rules(file: &RulesFile, specs: &SpecSet) -> (Vec<CheckedRule>, Vec<SpecDiagnostic>) {
    let mut errors = Vec::new();
    let mut seen: HashMap<String, &str> = HashMap::new();
    for rule in &file.rules {
        let name = rule.name.as_str();
        if !is_identifier(name) {
            errors.push(
                SpecDiagnostic::error(rule.name.span, format!("`{name}` is not a valid rule name"))
                    .with_help("rule names are identifiers such as `fold_double_neg`"),
            );
        } else if let Some(first) = seen.get(&names::snake_case(name)) {
            // Rust names come from the snake case of rule names (`rule_<name>`).
            let message = if *first == name {
                format!("rule `{name}` is defined twice")
            } else {
                format!("rules `{first}` and `{name}` get the same Rust name")
            };
            errors.push(
                SpecDiagnostic::error(rule.name.span, message)
                    .with_help("rename one of them: rule names are unique in a file"),
            );
        } else {
            seen.insert(names::snake_case(name), name);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Sources;
    use crate::rules::build::{LoadedRules, load};
    use crate::rules::ir::{Rewrite, TypeExpr, ValueExpr};

    const SPEC: &str = r#"
[dialect]
name = "d"

[[op]]
name = "add"
traits = ["SameOperandsAndResultType"]
operands = [{ name = "lhs", type = "AnyInteger" }, { name = "rhs", type = "AnyInteger" }]
results = [{ name = "result", type = "AnyInteger" }]

[[op]]
name = "neg"
operands = [{ name = "input", type = "AnyInteger" }]
results = [{ name = "result", type = "AnyInteger" }]

[[op]]
name = "like"
traits = ['AllTypesMatch<["input", "result"]>']
operands = [{ name = "input", type = "AnyInteger" }]
results = [{ name = "result", type = "AnyInteger" }]

[[op]]
name = "one"
results = [{ name = "result", type = "I32" }]
"#;

    fn rules(body: &str) -> (Option<LoadedRules>, Vec<String>) {
        let text = format!("[rules]\nuses = [{{ spec = \"d.toml\" }}]\n{body}");
        let mut sources = Sources::new();
        let read = |_: &str| Ok(SPEC.to_string());
        let (loaded, diagnostics) = load(&mut sources, "r.rules.toml", &text, &read);
        (loaded, diagnostics.into_iter().map(|d| d.message).collect())
    }

    fn rule(source: &str, result: &str) -> CheckedRule {
        let (loaded, errors) = rules(&format!(
            "[[rule]]\nname = \"r\"\nsource = '{source}'\nresult = '{result}'\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        loaded.expect("valid").rules.remove(0)
    }

    #[test]
    fn either_gives_one_variant_per_order_and_repeated_names_compare() {
        let r = rule("(d.add (either $x, (d.neg $x)))", "$x");
        assert_eq!(r.variants.len(), 2);
        let defining_operand = |steps: &[Step]| {
            steps.iter().find_map(|s| match s {
                Step::Defining { value, .. } => steps.iter().find_map(|t| match t {
                    Step::Operand { group, out, .. } if out == value => Some(*group),
                    _ => None,
                }),
                _ => None,
            })
        };
        assert_eq!(defining_operand(&r.variants[0].steps), Some(1));
        assert_eq!(defining_operand(&r.variants[1].steps), Some(0));
        for v in &r.variants {
            assert!(
                v.steps.iter().any(|s| matches!(s, Step::Same { .. })),
                "{v:?}"
            );
        }
        // The default benefit counts the matched ops.
        assert_eq!(r.benefit, 2);
    }

    #[test]
    fn names_nothing_uses_are_not_read() {
        let r = rule("(d.add $x, $unused)", "$x");
        let operands: Vec<usize> = r.variants[0]
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Operand { group, .. } => Some(*group),
                _ => None,
            })
            .collect();
        assert_eq!(operands, [0]);
    }

    fn result_types(rewrite: &Rewrite) -> Vec<Option<Vec<TypeExpr>>> {
        rewrite
            .stmts
            .iter()
            .filter_map(|s| match s {
                Stmt::Op(b) => Some(b.result_types.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn result_types_come_from_the_first_source_that_gives_them() {
        // The builders of `d.like` (`AllTypesMatch`), `d.one` (a one-type constraint) and
        // `d.add` (`SameOperandsAndResultType`) infer their result types: the rule gives none;
        // `d.neg` replacing the root takes the root's result type.
        let r = rule("(d.neg $x)", "(d.neg (d.add (d.like $x), (d.one)))");
        let types = result_types(&r.rewrite);
        assert_eq!(types[0], None);
        assert_eq!(types[1], None);
        assert_eq!(types[2], None);
        assert!(
            matches!(&types[3], Some(t) if matches!(t[0], TypeExpr::Of(ValueExpr::Capture(_))))
        );
        let (_, errors) =
            rules("[[rule]]\nname = \"r\"\nsource = '(d.neg $x)'\nresult = '(d.neg (d.neg $x))'\n");
        assert_eq!(
            errors,
            ["cannot infer the type of result `result` of `d.neg` here"]
        );
    }

    fn next(seed: &mut u64, n: usize) -> usize {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        (*seed % n as u64) as usize
    }

    /// A random op node of the test spec with mostly the right number of arguments, each a
    /// leaf of `leaves` or (up to `depth`) another node; now and then something else (an
    /// `either`, a list, a region, a directive) to reach the error paths.
    fn random_dag(seed: &mut u64, depth: u32, leaves: &[&str]) -> String {
        const OPS: &[(&str, usize)] = &[("d.add", 2), ("d.neg", 1), ("d.like", 1), ("d.one", 0)];
        const ODD: &[&str] = &[
            "(either $x, $y)",
            "[$x, $y...]",
            "{^($i) (d.one)}",
            "(location $x)",
            "(returnType $x)",
            "(attr \"0 : i32\")",
            "(crate::f $x)",
            "$x.result",
            "I32Attr:$z",
        ];
        let (name, count) = OPS[next(seed, OPS.len())];
        let count = if next(seed, 8) == 0 { count + 1 } else { count };
        let mut args = Vec::new();
        for _ in 0..count {
            args.push(match next(seed, 10) {
                0 => ODD[next(seed, ODD.len())].to_string(),
                1..=3 if depth > 0 => random_dag(seed, depth - 1, leaves),
                _ => leaves[next(seed, leaves.len())].to_string(),
            });
        }
        let bind = if next(seed, 4) == 0 { ":$n" } else { "" };
        format!("({name}{bind} {})", args.join(", "))
    }

    #[test]
    fn random_rules_never_panic() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut valid = 0;
        for _ in 0..400 {
            let source = random_dag(&mut seed, 2, &["$x", "$y", "_", "I32:$y", "$x"]);
            let result = match next(&mut seed, 3) {
                0 => "$x".to_string(),
                _ => random_dag(&mut seed, 2, &["$x", "$y", "$n", "(returnType $x)"]),
            };
            let constraint =
                ["(hasOneUse $x)", "(I32 $y)", "(crate::ok $x, $n)", "I32:$x"][next(&mut seed, 4)];
            let body = format!(
                "[[rule]]\nname = \"r\"\nsource = '''{source}'''\nresult = '''{result}'''\nconstraints = ['''{constraint}''']\n"
            );
            let text = format!("[rules]\nuses = [{{ spec = \"d.toml\" }}]\n{body}");
            let mut sources = Sources::new();
            let read = |_: &str| Ok(SPEC.to_string());
            let (loaded, diagnostics) = load(&mut sources, "r.rules.toml", &text, &read);
            match loaded {
                Some(loaded) => {
                    valid += 1;
                    let tokens = crate::emit::rules_tokens(
                        "r.rules.toml",
                        &loaded.rules,
                        &loaded.groups,
                        &loaded.specs,
                        &sources,
                    );
                    assert!(!tokens.is_empty());
                }
                None => assert!(!diagnostics.is_empty(), "{body}"),
            }
        }
        assert!(valid > 0, "the generator makes some valid rules");
    }

    #[test]
    fn benefits_are_given_added_or_counted() {
        let (loaded, errors) = rules(
            "[[rule]]\nname = \"a\"\nsource = '(d.neg (d.neg $x))'\nresult = '$x'\nadd_benefit = 3\n\
             [[rule]]\nname = \"b\"\nsource = '(d.neg $x)'\nresult = '(d.neg $x, (returnType $x))'\nbenefit = 1\n",
        );
        assert!(errors.is_empty(), "{errors:?}");
        let benefits: Vec<u16> = loaded.unwrap().rules.iter().map(|r| r.benefit).collect();
        assert_eq!(benefits, [5, 1]);
        let (_, errors) = rules(
            "[[rule]]\nname = \"a\"\nsource = '(d.neg $x)'\nresult = '$x'\nbenefit = 70000\n",
        );
        assert_eq!(errors, ["benefit 70000 is out of range"]);
    }
}
