use super::*;
use crate::check::check_and_resolve;
use crate::diag::Sources;
use crate::toml_front::parse_dialect_spec;

fn markdown_of(spec: &str) -> String {
    let mut sources = Sources::new();
    let (dialect, diagnostics) = parse_dialect_spec(&mut sources, "d.toml", spec);
    let dialect = dialect.unwrap_or_else(|| panic!("{diagnostics:?}"));
    let (checked, diagnostics) = check_and_resolve(&dialect, &sources);
    let checked = checked.unwrap_or_else(|| panic!("{diagnostics:?}"));
    dialect_markdown(&checked)
}

const SPEC: &str = r#"
[dialect]
name = "d"
summary = "a small dialect"
description = "Says *what* it is."

[[op]]
name = "addi"
class = "AddIOp"
summary = "adds"
description = """
Adds.

```mlir
%s = d.addi %a, %b : i32
```
"""
traits = ["Pure", 'HasParent<"d.holder">']
interfaces = [{ name = "BranchOpInterface", methods = ["getSuccessorForOperands"] }]
operands = [
  { name = "lhs", type = "SignlessIntegerLike", description = "the left | operand" },
  { name = "rhs", type = "Variadic<AnyInteger>" },
]
results = [{ name = "result", type = "SignlessIntegerLike" }]
attributes = [
  { name = "n", type = "Confined<I64Attr, [IntMinValue<0>]>", storage = "attribute" },
  { name = "o", type = "StrAttr", optional = true },
]
regions = [{ name = "body", type = "SizedRegion<1>" }]
format = '''
$lhs `,` $rhs
  attr-dict `:` type($lhs) type($rhs) type($result) $body
'''

[[enum]]
name = "E"
bit = true
mnemonic = "e"
cases = [{ name = "none", value = 0 }, { name = "Low", value = 1 }, { name = "High", value = 2, string = "hi" }]

[[interface]]
name = "I"
kind = "op"
methods = [{ name = "dim", params = [{ name = "i", type = "usize" }], returns = "i64", default = "0" }]
"#;

#[test]
fn op_sections_follow_mlir_docs() {
    let md = markdown_of(SPEC);
    assert!(md.starts_with("# 'd' Dialect\n"), "{md}");
    assert!(md.contains("_a small dialect_\n\nSays *what* it is.\n"));
    assert!(md.contains("### `d.addi` (AddIOp)\n\n_adds_\n"));
    assert!(md.contains(
        "```\noperation ::= `d.addi` $lhs `,` $rhs\n              attr-dict `:` type($lhs) type($rhs) type($result) $body\n```"
    ));
    assert!(md.contains("```mlir\n%s = d.addi %a, %b : i32\n```"));
    assert!(md.contains("Traits: `Pure`, `HasParent<\"d.holder\">`\n"));
    assert!(
        md.contains("Named without a model in the spec (attached by the dialect crate, if at all): `BranchOpInterface` (implements `getSuccessorForOperands`)\n")
    );
    assert!(md.contains("| Attribute | Storage | Constraint | Description |"));
    assert!(md.contains(
        "| `n` | attribute | `I64Attr` | 64-bit signless integer attribute whose minimum value is 0 |"
    ));
    assert!(md.contains("| `o` | property | `StrAttr` | string attribute (optional) |"));
    assert!(md.contains("| `lhs` | signless-integer-like — the left \\| operand |"));
    assert!(md.contains("| `rhs` | variadic of integer |"), "{md}");
    assert!(md.contains("#### Results:\n\n| Result | Description |"));
    assert!(md.contains("| `body` | region with 1 blocks |"));
    assert!(!md.contains("#### Successors"));
}

#[test]
fn enums_and_interfaces_have_their_tables() {
    let md = markdown_of(SPEC);
    assert!(md.contains("## Enums\n\n### E\n"));
    assert!(md.contains("Attribute form: `#d.e<...>` (constraint `EAttr`)"));
    assert!(md.contains("| `High` | `2` | hi |"));
    assert!(md.contains("### I (op interface)\n\nHandle: `IRef`\n"));
    assert!(md.contains(
        "```rust\nfn dim(&self, ctx: &Context, body: &Body, op: OpId, i: usize) -> i64;\n```\n\nHas a default"
    ));
    assert!(md.ends_with("implementation.\n"), "{md}");
}

#[test]
fn definitions_builders_and_implemented_interfaces() {
    let spec = r#"
[dialect]
name = "d"
interfaces = [{ name = "J", impl = "crate::j", methods = ["go"] }]

[[op]]
name = "x"
results = [{ name = "r", type = "I32" }]
builders = [{ name = "one", body = "crate::one" }]

[[op]]
name = "y"
results = [{ name = "r", type = "AnyType" }]
infer_result_types = "crate::infer_y"
skip_default_builders = true
builders = [{ body = "crate::y" }]

[[type]]
name = "T"
mnemonic = "t"

[[attr]]
name = "Hidden"
parameters = [{ name = "n", type = "u8" }]

[[interface]]
name = "J"
kind = "dialect"
methods = [{ name = "go", returns = "bool", default = "true" }]
"#;
    let md = markdown_of(spec);
    assert!(
        md.contains("Interfaces: `J` (implements `go`; in `crate::j`)\n"),
        "{md}"
    );
    assert!(md.contains(
        "Builders: `build`, `build_with_one`; result types inferred from the operands and constraints\n"
    ));
    assert!(md.contains("Builders: `build`; result types inferred by `crate::infer_y`\n"));
    assert!(md.contains("```\ntype ::= `!d.t`\n```"));
    assert!(md.contains("Without a mnemonic, the attribute has no textual form of its own."));
    assert!(md.contains("```rust\nfn go(&self, ctx: &Context) -> bool;\n```"));
}

#[test]
fn output_is_deterministic() {
    assert_eq!(markdown_of(SPEC), markdown_of(SPEC));
}

#[test]
fn syntax_of_a_one_line_format() {
    assert_eq!(
        op_syntax("t.x", "  $a attr-dict  "),
        "operation ::= `t.x` $a attr-dict"
    );
}
