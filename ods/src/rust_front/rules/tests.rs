//! The Rust front end of rules: statements read into the rules model with ops named by their
//! types written as op names, and every error mapped back to the tokens it is about.

use super::*;
use crate::model::Spanned;

const SPEC: &str = r#"[dialect]
name = "t"

[[op]]
name = "neg"
operands = [{ name = "input", type = "I32" }]
results = [{ name = "result", type = "I32" }]

[[op]]
name = "add"
traits = ["Commutative"]
operands = [{ name = "lhs", type = "I32" }, { name = "rhs", type = "I32" }]
results = [{ name = "result", type = "I32" }]

[[op]]
name = "print"
operands = [{ name = "input", type = "I32" }]
"#;

fn read_spec(path: &str) -> Result<String, String> {
    match path {
        "defs/t.toml" => Ok(SPEC.to_string()),
        "defs/bad.toml" => Ok("[dialect]\nname = 3\n".to_string()),
        other => Err(format!("no file `{other}`")),
    }
}

fn read(text: &str) -> RustRules {
    read_rules("src/r.rs", text.parse().expect("tokens"), &read_spec)
}

/// The errors of the rules `text`, each as `line:column-end column: message / help`, where
/// the line and columns are those of the first and last token it points at.
fn errors(text: &str) -> Vec<String> {
    let rules = read(text);
    rules
        .diagnostics
        .iter()
        .filter(|d| d.level == Level::Error)
        .map(|d| {
            let help = d.help.as_deref().unwrap_or("");
            match rules.spans.tokens(d.span).filter(|_| d.span.source == 0) {
                Some((first, last)) => {
                    let (start, end) = (first.start(), last.end());
                    format!(
                        "{}:{}-{}: {} / {help}",
                        start.line, start.column, end.column, d.message
                    )
                }
                None => format!("-: {} / {help}", d.message),
            }
        })
        .collect()
}

#[test]
fn rules_become_the_model_of_a_rules_file() {
    let text = r#"
summary = "t rules";
use crate::ops from "defs/t.toml";
/// -(-x) is x
rule double_neg: (NegOp (NegOp $x)) => $x;
rule add_neg: (crate::ops::AddOp (either $x, (NegOp:$n $y))) if (hasOneUse $n), (I32 $x)
    => (crate::native::sub $x, $y), benefit = 3;
rule gone: (PrintOp $x) => erase, add_benefit = 1 then (crate::native::note $x);
"#;
    let rules = read(text);
    assert_eq!(errors(text), Vec::<String>::new());
    let loaded = rules.loaded.as_ref().expect("checked");
    let file = &loaded.file;
    assert_eq!(file.summary.as_ref().map(|s| s.as_str()), Some("t rules"));
    assert_eq!(file.uses[0].spec.value, "defs/t.toml");
    assert_eq!(
        file.uses[0].rust.as_ref().map(|r| r.as_str()),
        Some("crate::ops")
    );
    let texts = |list: &[Spanned<String>]| -> Vec<String> {
        list.iter().map(|s| s.value.clone()).collect()
    };
    let [double_neg, add_neg, gone] = file.rules.as_slice() else {
        panic!("three rules, found {}", file.rules.len());
    };
    assert_eq!(double_neg.name.value, "double_neg");
    assert_eq!(
        double_neg.summary.as_ref().map(|s| s.as_str()),
        Some("-(-x) is x")
    );
    assert_eq!(texts(&double_neg.source), ["(t.neg (t.neg $x))"]);
    assert_eq!(texts(&double_neg.result), ["$x"]);
    assert_eq!(
        texts(&add_neg.source),
        ["(t.add (either $x, (t.neg:$n $y)))"]
    );
    assert_eq!(texts(&add_neg.constraints), ["(hasOneUse $n)", "(I32 $x)"]);
    assert_eq!(texts(&add_neg.result), ["(crate::native::sub $x, $y)"]);
    assert_eq!(add_neg.benefit.as_ref().map(|b| b.value), Some(3));
    assert_eq!(texts(&gone.source), ["(t.print $x)"]);
    assert!(gone.result.is_empty());
    assert_eq!(texts(&gone.supplemental), ["(crate::native::note $x)"]);
    assert_eq!(gone.add_benefit.as_ref().map(|b| b.value), Some(1));
    // The op types, for rustc to check, at the tokens that named them.
    let named: Vec<String> = rules
        .wrappers
        .iter()
        .map(|op| format!("{}::{}@{}", op.module, op.ty, op.ty.span().start().line))
        .collect();
    assert_eq!(
        named,
        [
            "crate::ops::NegOp@5",
            "crate::ops::NegOp@5",
            "crate::ops::AddOp@6",
            "crate::ops::NegOp@6",
            "crate::ops::PrintOp@8"
        ]
    );
    let code = rules.rules_tokens().expect("generated").to_string();
    assert!(code.contains("pub fn register_t_neg_rules"), "{code}");
    assert!(code.contains("crate :: ops :: NegOp"), "{code}");
}

#[test]
fn every_error_points_at_its_tokens() {
    let text = r#"use crate from "defs/t.toml";
rule unknown_op: (NegOq $x) => $x;
rule arity: (NegOp $x, $y) => $x;
rule unbound: (NegOp $x) => $z;
rule twice: (AddOp $x, (NegOp:$x $y)) => $y;
rule constraint: (NegOp $x) if (I3 $x) => $x;
rule no_arrow: (NegOp $x);
rule bad_benefit: (NegOp $x) => $x, benefit = high;
nonsense here;
"#;
    assert_eq!(
        errors(text),
        [
            "2:18-23: unknown op `NegOq` / did you mean `NegOp`?",
            "3:12-26: `t.neg` takes 1 argument, found 2 / the arguments of `t.neg` are, in order: `input` (operands, attributes, regions, successors); write `_` for one you do not look at",
            "4:28-30: `$z` is not bound / did you mean `$x`?",
            "5:30-32: `$x` is bound twice (a value and an op) / rename one of them: a repeated name compares things of one kind",
            "6:32-34: unknown type constraint `I3` / did you mean `I1`?",
            "7:5-13: rule `no_arrow` has no `=>` / write `rule name: <source> => <result>;` (`=> erase` erases the root)",
            "8:46-50: expected an integer literal for `benefit` / write `benefit = 2`",
            "9:0-13: expected `use <module> from \"<spec>\";`, `summary = \"...\";` or `rule <name>: <source> => <result>;` / statements end with `;`",
        ]
    );
}

#[test]
fn a_spec_that_cannot_be_read_is_reported_at_its_path() {
    let text = "use crate from \"defs/none.toml\";\nrule r: (NegOp $x) => $x;\n";
    let found = errors(text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("1:15-31: cannot read spec `defs/none.toml`")
            && found[0].ends_with("/ spec paths are relative to the crate's directory"),
        "{found:?}"
    );
    assert_eq!(
        errors("rule r: (NegOp $x) => $x;\nuse crate from \"defs/t.toml\";"),
        [
            "1:0-24: the rules use no spec / add `use crate from \"defs/<dialect>.toml\";` before the rules: the module of the ops' Rust types and their spec",
            "2:0-28: a `use` after the first rule / write the `use` statements before the rules",
        ]
    );
}

#[test]
fn expansion_names_the_op_types_and_tracks_the_specs() {
    let rules = read("use crate from \"defs/t.toml\";\nrule r: (NegOp (NegOp $x)) => $x;\n");
    let out = rules.expand(&|path| format!("/root/{path}")).to_string();
    assert!(
        out.contains("crate :: NegOp :: SHAPE . operands . arities . len () == 1 && crate :: NegOp :: SHAPE . results . arities . len () == 1"),
        "{out}"
    );
    assert!(
        out.contains("include_bytes ! (\"/root/defs/t.toml\")"),
        "{out}"
    );
    assert!(out.contains("pub fn register_rules"), "{out}");
    let bad = read("use crate from \"defs/t.toml\";\nrule r: (NegOq $x) => $x;\n");
    let out = bad.expand(&|path| path.to_string()).to_string();
    assert!(out.contains("compile_error !"), "{out}");
    assert!(out.contains("unknown op `NegOq`"), "{out}");
    assert!(!out.contains("register_rules"), "{out}");
}

#[test]
fn the_errors_of_a_spec_point_at_its_use() {
    let rules =
        read("summary = \"s\";\nuse crate from \"defs/bad.toml\";\nrule r: (NegOp $x) => $x;\n");
    let spec_error = rules
        .diagnostics
        .iter()
        .find(|d| d.span.source != 0)
        .expect("an error of the spec");
    let error = rules.error(spec_error);
    assert_eq!(error.span().start().line, 2);
    let message = error.to_string();
    assert!(message.contains("defs/bad.toml:2"), "{message}");
}
