//! Input nested thousands of levels deep, in each language of the specs: TOML itself, type and
//! attribute constraints, op and definition formats, rule DAGs, Rust types and code in specs,
//! and, with the Rust front end, macro inputs and Rust spec files. Each is one error at the
//! first level too deep, and never a stack overflow: every case runs on a thread with a small
//! stack, far too small for recursion once per level.

use oxir_ods::build::generate_source;
use oxir_ods::rules::build::compile;

/// The stack of the threads running the cases: enough for a spec of a few items (and for the
/// `toml` crate, which recurses up to its own limit of 80 levels), not for thousands of frames.
const SMALL_STACK: usize = 512 << 10;

/// `f` run on a thread with [`SMALL_STACK`]; a stack overflow aborts the whole test binary.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(f)
        .expect("a thread")
        .join()
        .expect("no panic")
}

/// The one error of generating the spec `text`: its first line (`file:line:col: error: ...`)
/// and its `help:`.
fn spec_error(text: String) -> (String, String) {
    let rendered =
        on_small_stack(move || generate_source("t.toml", &text)).expect_err("the spec is refused");
    one_error(&rendered)
}

/// The first line and the `help:` of `rendered`, which holds one error.
fn one_error(rendered: &str) -> (String, String) {
    assert_eq!(rendered.matches(": error: ").count(), 1, "{rendered}");
    let first = rendered.lines().next().unwrap_or_default().to_string();
    let help = rendered
        .lines()
        .find_map(|l| l.strip_prefix("help: "))
        .unwrap_or_default()
        .to_string();
    (first, help)
}

const OP: &str = "[dialect]\nname = \"d\"\n\n[[op]]\nname = \"x\"\n";

#[test]
fn toml_arrays_and_inline_tables() {
    for (open, close) in [("[", "]"), ("{ a = ", " }")] {
        let text = format!(
            "{OP}x = {}1{}\n",
            open.repeat(100_000),
            close.repeat(100_000)
        );
        let (error, help) = spec_error(text);
        assert!(
            error.starts_with("t.toml:6:")
                && error.ends_with("error: invalid TOML: arrays and inline tables nested too deep"),
            "{error}"
        );
        assert!(help.contains("`[table.key]`"), "{help}");
    }
}

#[test]
fn constraints() {
    let deep = format!(
        "{}AnyType{}",
        "Variadic<".repeat(100_000),
        ">".repeat(100_000)
    );
    let text = format!("{OP}operands = [{{ name = \"a\", type = \"{deep}\" }}]\n");
    let (error, help) = spec_error(text);
    // The 65th `<`: the string starts at column 35.
    let column = 35 + 9 * 64 + 8;
    assert_eq!(
        error,
        format!("t.toml:6:{column}: error: constraint nested deeper than 64 levels")
    );
    assert_eq!(
        help,
        "at most 64 levels of `<...>` and `[...]` are read: write the constraint with fewer nested arguments"
    );
}

#[test]
fn op_formats() {
    let deep = format!("{}attr-dict{}", "(".repeat(100_000), ")?".repeat(100_000));
    let (error, help) = spec_error(format!("{OP}format = \"{deep}\"\n"));
    assert_eq!(
        error,
        "t.toml:6:75: error: format nested deeper than 64 levels"
    );
    assert!(help.contains("optional groups"), "{help}");
}

#[test]
fn definition_formats() {
    let deep = format!("{}$p{}", "(".repeat(100_000), ")?".repeat(100_000));
    let text = format!(
        "[dialect]\nname = \"d\"\n\n[[type]]\nname = \"T\"\nmnemonic = \"t\"\nparameters = [{{ name = \"p\", type = \"u32\" }}]\nformat = \"{deep}\"\n"
    );
    let (error, _) = spec_error(text);
    assert_eq!(
        error,
        "t.toml:8:75: error: format nested deeper than 64 levels"
    );
}

/// A declared builder's parameter type, the Rust type an interface method returns and the
/// Rust block of its default: each nested deeper than Rust written in specs may be.
#[test]
fn rust_types_and_code_in_specs() {
    let builder = |ty: String| {
        format!(
            "{OP}builders = [{{ name = \"b\", params = [{{ name = \"v\", type = \"{ty}\" }}], body = \"crate::b\" }}]\n"
        )
    };
    let method = |key: &str, text: String| {
        format!(
            "[dialect]\nname = \"d\"\n\n[[interface]]\nname = \"I\"\nkind = \"op\"\nmethods = [{{ name = \"m\", {key} = \"{text}\" }}]\n"
        )
    };
    let type_help = "at most 32 levels of brackets, generic arguments and operators are read: name an inner type with a `type` alias in the dialect crate and write the alias";
    for (text, at) in [
        // The 33rd `<` of the 3,000 (the string starts at column 59).
        (
            builder(format!("{}i64{}", "Vec<".repeat(3_000), ">".repeat(3_000))),
            "t.toml:6:190",
        ),
        (
            builder(format!("{}i64", "&".repeat(100_000))),
            "t.toml:6:91",
        ),
        (
            builder(format!(
                "{}i64{}",
                "(".repeat(100_000),
                ",)".repeat(100_000)
            )),
            "t.toml:6:91",
        ),
        (
            method(
                "returns",
                format!("{}i64{}", "Vec<".repeat(3_000), ">".repeat(3_000)),
            ),
            "t.toml:7:168",
        ),
    ] {
        let (error, help) = spec_error(text);
        assert_eq!(
            error,
            format!("{at}: error: Rust type nested deeper than 32 levels")
        );
        assert_eq!(help, type_help);
    }
    let (error, help) = spec_error(method(
        "default",
        format!("{}1{}", "{".repeat(100_000), "}".repeat(100_000)),
    ));
    assert_eq!(
        error,
        "t.toml:7:69: error: Rust block nested deeper than 32 levels"
    );
    assert!(help.ends_with("move the code into a function of the dialect crate and call it"));
}

/// The rules file's DAGs, in each of their brackets, and the rules file's TOML.
#[test]
fn rule_dags() {
    const RULE: &str = "[rules]\nuses = [{ spec = \"t.toml\" }]\n\n[[rule]]\nname = \"r\"\n";
    const SPEC: &str = "[dialect]\nname = \"t\"\n\n[[op]]\nname = \"neg\"\noperands = [{ name = \"input\", type = \"AnyType\" }]\nresults = [{ name = \"result\", type = \"AnyType\" }]\n";
    let n = 100_000;
    for (source, message) in [
        (
            format!("{}$x{}", "(t.neg ".repeat(n), ")".repeat(n)),
            "DAG nested deeper than 64 levels",
        ),
        (
            format!("(t.neg {}$x{})", "[".repeat(n), "]".repeat(n)),
            "DAG nested deeper than 64 levels",
        ),
        (
            format!("(t.neg {}(t.neg $x){})", "{".repeat(n), "}".repeat(n)),
            "DAG nested deeper than 64 levels",
        ),
        (
            format!("(t.neg {}X{}:$x)", "A<".repeat(n), ">".repeat(n)),
            "DAG nested deeper than 64 levels",
        ),
    ] {
        let text = format!("{RULE}source = \"{source}\"\nresult = \"$x\"\n");
        let rendered = on_small_stack(move || compile("r.rules.toml", &text, &|_| Ok(SPEC.into())))
            .expect_err("the rules are refused");
        let (error, help) = one_error(&rendered);
        assert!(
            error.starts_with("r.rules.toml:6:") && error.ends_with(message),
            "{error}"
        );
        assert!(help.starts_with("at most 64 levels of `(...)`, `[...]`, `{...}` and `<...>`"));
    }
    let text = format!(
        "{RULE}source = \"(t.neg $x)\"\nresult = \"$x\"\nx = {}{}\n",
        "[".repeat(n),
        "]".repeat(n)
    );
    let rendered = on_small_stack(move || compile("r.rules.toml", &text, &|_| Ok(SPEC.into())))
        .expect_err("the rules are refused");
    let (error, _) = one_error(&rendered);
    assert!(
        error.ends_with("arrays and inline tables nested too deep"),
        "{error}"
    );
}

/// The Rust front end: the input of `#[dialect]` (a constraint written as a field type, a
/// builder's parameter type, the attribute's arguments), of `rules!`, and a Rust spec file a
/// rules file uses.
#[cfg(feature = "rust-front")]
mod rust_front {
    use super::*;
    use oxir_ods::rust_front::expand_dialect;
    use proc_macro2::TokenStream;

    /// The messages of the `compile_error!`s in `tokens`.
    fn compile_errors(tokens: &TokenStream) -> Vec<String> {
        let text = tokens.to_string();
        text.match_indices("compile_error ! {")
            .map(|(i, m)| {
                let rest = &text[i + m.len()..];
                rest[..rest.find('}').unwrap_or(rest.len())]
                    .trim()
                    .to_string()
            })
            .collect()
    }

    fn expand(args: String, item: String) -> Vec<String> {
        on_small_stack(move || {
            let args: TokenStream = args.parse().expect("tokens");
            let item: TokenStream = item.parse().expect("tokens");
            compile_errors(&expand_dialect(args, item))
        })
    }

    /// A module with one op whose declared builder takes a parameter of type `ty`.
    fn builder_item(ty: String) -> String {
        format!(
            "mod t {{ #[op(name = \"x\")] #[builder(name = b, params(v: {ty}), body = crate::b)] pub struct X; }}"
        )
    }

    const TOO_DEEP: &str = "\"Rust code nested deeper than 128 levels\\nhelp: at most 128 levels of brackets, generic arguments and operators are read: move the deep part out of the `#[dialect]` module, into a function or a `type` alias\"";

    #[test]
    fn dialect_macro_inputs() {
        let n = 100_000;
        let field = format!(
            "mod t {{ #[op(name = \"x\")] pub struct X {{ a: Operand<{}I32{}> }} }}",
            "Variadic<".repeat(n),
            ">".repeat(n)
        );
        let builder = builder_item(format!("{}i64{}", "(".repeat(n), ",)".repeat(n)));
        let args = format!(
            "name = \"t\", summary = {}\"x\"{}",
            "(".repeat(n),
            ")".repeat(n)
        );
        for (args, item) in [
            ("name = \"t\"".to_string(), field),
            ("name = \"t\"".to_string(), builder),
            (args, "mod t {}".to_string()),
        ] {
            assert_eq!(expand(args, item), [TOO_DEEP]);
        }
    }

    /// Between the limit of whole inputs and that of Rust in specs, a builder's parameter type
    /// is refused by the shared check, at its tokens.
    #[test]
    fn builder_parameter_types() {
        let item = builder_item(format!("{}i64{}", "Vec<".repeat(40), ">".repeat(40)));
        let errors = expand("name = \"t\"".to_string(), item);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].starts_with("\"Rust type nested deeper than 32 levels\\nhelp:"),
            "{errors:?}"
        );
    }

    #[test]
    fn rules_macro_input() {
        let n = 100_000;
        let input = format!(
            "use crate from \"defs/t.toml\"; rule r: (NegOp {}$x{}) => $x;",
            "{".repeat(n),
            "}".repeat(n)
        );
        let messages = on_small_stack(move || {
            let input: TokenStream = input.parse().expect("tokens");
            let rules = oxir_ods::rust_front::rules::read_rules("src/r.rs", input, &|_| {
                Err("not read".to_string())
            });
            assert!(rules.loaded.is_none());
            rules
                .diagnostics
                .iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
        });
        assert_eq!(messages, ["Rust code nested deeper than 128 levels"]);
    }

    #[test]
    fn rust_spec_files_of_rules() {
        let spec = format!(
            "#[dialect(name = \"t\")]\nmod t {{\n    fn f() -> i64 {{ {}1 }}\n}}\n",
            "-".repeat(100_000)
        );
        let rules = "[rules]\nuses = [{ spec = \"t.rs\" }]\n\n[[rule]]\nname = \"r\"\nsource = \"(t.neg $x)\"\nresult = \"$x\"\n";
        let rendered =
            on_small_stack(move || compile("r.rules.toml", rules, &|_| Ok(spec.clone())))
                .expect_err("the rules are refused");
        let (error, _) = one_error(&rendered);
        // The 123rd `-`: the module and the function are six levels by the measure (two
        // blocks after a name, a call-like `f()` and `->`).
        assert_eq!(
            error,
            "t.rs:3:143: error: Rust code nested deeper than 128 levels"
        );
    }
}
