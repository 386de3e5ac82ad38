//! The rewrite rules in a dialect's reference: for each op, the rules of the loaded rules files
//! whose source pattern matches it (as the root or inside the pattern), with what they rewrite
//! it to and their benefit.
//!
//! This module only indexes checked rules ([`crate::rules::build::LoadedRules`]) and renders a
//! table per op; it does not read rules files.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::rules::build::LoadedRules;

/// One rule as the reference shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleEntry {
    /// The rules file, as cited.
    pub file: String,
    /// The rule's name.
    pub name: String,
    /// Its summary.
    pub summary: Option<String>,
    /// Whether the op is the rule's root (otherwise it is matched inside the pattern).
    pub root: bool,
    /// The source DAGs, as written.
    pub source: Vec<String>,
    /// The result DAGs, as written.
    pub result: Vec<String>,
    /// The benefit.
    pub benefit: u16,
}

/// The rules of some rules files, by the full name of the ops they match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleIndex {
    by_op: BTreeMap<String, Vec<RuleEntry>>,
}

impl RuleIndex {
    /// No rules.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds the rules of the file `file` (as cited), loaded as `loaded`.
    pub fn add(&mut self, file: &str, loaded: &LoadedRules) {
        for rule in &loaded.rules {
            let mut ops: Vec<String> = Vec::new();
            for &op in &rule.matched_ops {
                let name = loaded.specs.info(op).full_name();
                if !ops.contains(&name) {
                    ops.push(name);
                }
            }
            let root = loaded.specs.info(rule.root).full_name();
            for op in ops {
                self.by_op.entry(op.clone()).or_default().push(RuleEntry {
                    file: file.to_string(),
                    name: rule.name.clone(),
                    summary: rule.summary.clone(),
                    root: op == root,
                    source: rule.source_text.clone(),
                    result: rule.result_text.clone(),
                    benefit: rule.benefit,
                });
            }
        }
    }

    /// The rules matching the op `full_name`, rules rooted at it first.
    pub fn for_op(&self, full_name: &str) -> Vec<&RuleEntry> {
        let mut entries: Vec<&RuleEntry> = self
            .by_op
            .get(full_name)
            .map(|v| v.iter().collect())
            .unwrap_or_default();
        entries.sort_by_key(|e| !e.root);
        entries
    }

    /// The `#### Rewrite rules:` section of the op `full_name` (empty without rules).
    pub fn op_section(&self, full_name: &str) -> String {
        let entries = self.for_op(full_name);
        if entries.is_empty() {
            return String::new();
        }
        let mut out = String::from("#### Rewrite rules:\n\n");
        out.push_str("| Rule | Matches | Rewrites to | Benefit |\n");
        out.push_str("| ---- | ------- | ----------- | ------- |\n");
        for e in entries {
            let mut rule = format!("`{}` (`{}`", e.name, e.file);
            if !e.root {
                rule.push_str(", inside the pattern");
            }
            rule.push(')');
            if let Some(summary) = &e.summary {
                let _ = write!(rule, " — {}", one_line(summary));
            }
            let result = if e.result.is_empty() {
                "erased".to_string()
            } else {
                code(&e.result)
            };
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} |",
                rule.replace('|', "\\|"),
                code(&e.source),
                result,
                e.benefit
            );
        }
        out.push('\n');
        out
    }
}

/// DAG texts as inline code, one line each, `|` escaped for a table cell.
fn code(texts: &[String]) -> String {
    texts
        .iter()
        .map(|t| format!("`{}`", one_line(t).replace('|', "\\|")))
        .collect::<Vec<_>>()
        .join(", ")
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Sources;
    use crate::rules::build::load;

    const SPEC: &str = r#"
[dialect]
name = "d"

[[op]]
name = "neg"
traits = ["SameOperandsAndResultType"]
operands = [{ name = "input", type = "I32" }]
results = [{ name = "result", type = "I32" }]
"#;

    const RULES: &str = r#"
[rules]
uses = [{ spec = "d.toml" }]

[[rule]]
name = "double_neg"
summary = "-(-x) | x"
source = "(d.neg (d.neg $x))"
result = "$x"
"#;

    #[test]
    fn ops_list_the_rules_that_match_them() {
        let mut sources = Sources::new();
        let read = |_: &str| Ok(SPEC.to_string());
        let (loaded, diagnostics) = load(&mut sources, "defs/d.rules.toml", RULES, &read);
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        let mut index = RuleIndex::new();
        index.add("defs/d.rules.toml", &loaded.expect("valid rules"));
        assert_eq!(
            index.op_section("d.neg"),
            "#### Rewrite rules:\n\n| Rule | Matches | Rewrites to | Benefit |\n| ---- | ------- | ----------- | ------- |\n| `double_neg` (`defs/d.rules.toml`) — -(-x) \\| x | `(d.neg (d.neg $x))` | `$x` | 2 |\n\n"
        );
        assert_eq!(index.op_section("d.other"), "");
        assert_eq!(
            index.for_op("d.neg").len(),
            1,
            "one entry per rule, not per matched op"
        );
    }
}
