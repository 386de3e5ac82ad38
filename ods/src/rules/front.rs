//! The TOML front end of rules files: reads `defs/<dialect>.rules.toml` into a [`RulesFile`],
//! reporting every error of the file (TOML syntax, unknown keys with a did-you-mean, values of
//! the wrong kind, missing keys) at the offending token. The layout is documented in
//! `docs/spec-language.md`, chapter "Rewrite rules".
//!
//! DAG texts stay raw strings here; they are parsed by [`super::dag`] when the rules are
//! checked. The typed, spanned reading of tables is shared with the spec front end
//! ([`crate::toml_front::fields`]).

use toml::de::DeValue;

use super::model::{Rule, RulesFile, SpecUse};
use crate::diag::{OffsetMap, Span, SpecDiagnostic};
use crate::model::Spanned;
use crate::toml_front::fields::{Fields, Reader, Value, parse_document};

const ROOT_KEYS: &[&str] = &["rules", "rule"];
const HEADER_KEYS: &[&str] = &["summary", "uses"];
const USE_KEYS: &[&str] = &["spec", "rust"];
const RULE_KEYS: &[&str] = &[
    "name",
    "summary",
    "source",
    "result",
    "constraints",
    "supplemental",
    "benefit",
    "add_benefit",
];

/// Reads the rules file `text` (source `source`). The file is returned whenever its `[rules]`
/// table reads, without the rules that had errors (so later checks see only complete rules);
/// the offset maps of strings written with escapes come with it, for the caller's `Sources`.
pub fn read_rules(
    source: u32,
    text: &str,
) -> (Option<RulesFile>, Vec<SpecDiagnostic>, Vec<OffsetMap>) {
    let mut reader = Reader::new(source, text);
    let Some(root) = parse_document(&mut reader, text) else {
        return (None, reader.diagnostics, Vec::new());
    };
    let file = read_root(&mut reader, &root);
    let mut diagnostics = reader.diagnostics;
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    (file, diagnostics, reader.offset_maps)
}

fn read_root(r: &mut Reader<'_>, root: &Value<'_>) -> Option<RulesFile> {
    let f = r.table(root, "the file", ROOT_KEYS)?;
    let items = r.array(&f, "rule", "an array of tables `[[rule]]`");
    let mut rules = Vec::new();
    for item in items {
        let errors = r.diagnostics.len();
        if let Some(rule) = read_rule(r, item)
            && r.diagnostics.len() == errors
        {
            rules.push(rule);
        }
    }
    let Some(header) = f.get("rules") else {
        r.error(
            SpecDiagnostic::error(Span::new(r.source, 0, 0), "missing table `[rules]`").with_help(
                "start the file with `[rules]` and `uses = [{ spec = \"<dialect>.toml\" }]`",
            ),
        );
        return None;
    };
    let h = r.table(header, "rules", HEADER_KEYS)?;
    let summary = r.string(&h, "summary");
    let uses_items = r.array(&h, "uses", "an array of `{ spec = \"...\" }` tables");
    if h.get("uses").is_none() {
        r.missing(
            &h,
            "uses",
            "[{ spec = \"<dialect>.toml\", rust = \"crate\" }]",
        );
    }
    let mut uses = Vec::new();
    for item in uses_items {
        let Some(u) = r.table(item, "spec use", USE_KEYS) else {
            continue;
        };
        let spec = r.required_string(&u, "spec", "\"<dialect>.toml\"");
        let rust = r.string(&u, "rust");
        if let Some(spec) = spec {
            uses.push(SpecUse {
                spec,
                rust,
                span: u.span,
            });
        }
    }
    Some(RulesFile {
        summary,
        uses,
        rules,
        span: h.span,
    })
}

fn read_rule(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Rule> {
    let f = r.table(value, "rule", RULE_KEYS)?;
    let name = r.required_string(&f, "name", "\"<rule name>\"");
    let summary = r.string(&f, "summary");
    if f.get("source").is_none() {
        r.missing(&f, "source", "\"(<dialect>.<op> $x)\"");
    }
    if f.get("result").is_none() {
        r.missing(&f, "result", "\"$x\"");
    }
    let source = strings(r, &f, "source");
    let result = strings(r, &f, "result");
    let constraints = strings(r, &f, "constraints");
    let supplemental = strings(r, &f, "supplemental");
    let benefit = r.integer(&f, "benefit");
    let add_benefit = r.integer(&f, "add_benefit");
    if let (Some(benefit), Some(_)) = (&benefit, &add_benefit) {
        r.error(
            SpecDiagnostic::error(benefit.span, "a rule has either `benefit` or `add_benefit`")
                .with_help(
                    "keep `benefit` to set the value, or `add_benefit` to add to the default",
                ),
        );
    }
    Some(Rule {
        name: name?,
        summary,
        source,
        result,
        constraints,
        supplemental,
        benefit,
        add_benefit,
        span: f.span,
    })
}

/// A string or an array of strings at `key` (empty when absent).
fn strings(r: &mut Reader<'_>, f: &Fields<'_, '_>, key: &str) -> Vec<Spanned<String>> {
    match f.get(key).map(|v| v.get_ref()) {
        None => Vec::new(),
        Some(DeValue::String(_)) => r.string(f, key).into_iter().collect(),
        Some(DeValue::Array(_)) => r.string_list(f, key),
        Some(_) => {
            let Some(value) = f.get(key) else {
                return Vec::new();
            };
            let d = r
                .wrong_kind(value, "a string or an array of strings")
                .with_help(format!(
                    "write `{key} = \"(...)\"` or `{key} = [\"(...)\", ...]`"
                ));
            r.error(d);
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (Option<RulesFile>, Vec<String>) {
        let (file, diagnostics, _) = read_rules(0, text);
        (file, diagnostics.into_iter().map(|d| d.message).collect())
    }

    #[test]
    fn reads_uses_and_rules_in_order() {
        let text = r#"
[rules]
summary = "test rules"
uses = [{ spec = "rt.toml" }, { spec = "../arith.toml", rust = "::oxir_arith" }]

[[rule]]
name = "a"
source = "(rt.neg (rt.neg $x))"
result = "$x"
benefit = 3

[[rule]]
name = "b"
source = ['(rt.div $a, $b):$d', '(rt.rem $a, $b):$r']
result = ["(rt.divrem $a, $b)"]
constraints = ["(I32 $a)"]
add_benefit = 1
"#;
        let (file, errors) = read(text);
        assert_eq!(errors, Vec::<String>::new());
        let file = file.unwrap();
        assert_eq!(file.uses.len(), 2);
        assert_eq!(file.uses[1].rust.as_ref().unwrap().value, "::oxir_arith");
        let names: Vec<_> = file.rules.iter().map(|r| r.name.value.as_str()).collect();
        assert_eq!(names, ["a", "b"]);
        assert_eq!(file.rules[1].source.len(), 2);
        let span = file.rules[0].source[0].span;
        assert_eq!(
            &text[span.start as usize..span.end as usize],
            "(rt.neg (rt.neg $x))"
        );
        assert_eq!(file.rules[0].benefit.as_ref().map(|b| b.value), Some(3));
    }

    #[test]
    fn reports_every_error_of_the_file() {
        let text = r#"
[rules]
use = []

[[rule]]
name = "a"
sourse = "(rt.x)"
result = 3

[[rule]]
name = "b"
source = "(rt.x)"
result = "$x"
benefit = 1
add_benefit = 2
"#;
        let (file, errors) = read(text);
        assert_eq!(
            errors,
            [
                "missing key `uses` in rules",
                "unknown key `use` in rules",
                "missing key `source` in rule",
                "unknown key `sourse` in rule",
                "expected a string or an array of strings, found an integer",
                "a rule has either `benefit` or `add_benefit`",
            ]
        );
        assert!(file.unwrap().rules.is_empty());
        let (file, errors) = read("[[rule]]\nname = \"a\"\nsource = \"x\"\nresult = \"y\"\n");
        assert!(file.is_none());
        assert_eq!(errors, ["missing table `[rules]`"]);
    }
}
