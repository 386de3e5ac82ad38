//! `cargo xtask expand <file> [--op <name>]`: prints the Rust generated for a dialect, formatted
//! with prettyplease — from a TOML spec (`defs/<d>.toml`, what `build.rs` writes into
//! `OUT_DIR`), from a rules file (`*.rules.toml`, the patterns its `build.rs` step writes), or
//! from a Rust file with `#[dialect]` modules (what the proc macro expands to, the generated
//! items only). With `--op`, only that op's type and impl of a spec are printed.
//!
//! Generation is `oxir_ods` (`build::generate_source`, `rust_front`); this module only reads
//! the file, picks the items and prints them, with the spec's errors rendered at
//! `file:line:col` when there are any.

use std::path::Path;

use oxir_ods::diag::{Sources, Span, SpecDiagnostic};
use oxir_ods::emit::render;
use oxir_ods::model::Dialect;
use oxir_ods::names;
use oxir_ods::rust_front::{RustSpec, find_dialects, read_module};
use proc_macro2::TokenStream;
use quote::ToTokens;

/// Runs `expand` with its command-line arguments.
pub fn run(args: Vec<String>) -> Result<(), String> {
    let mut file = None;
    let mut op = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--op" => op = Some(args.next().ok_or("`--op` needs an op name")?),
            _ if file.is_none() => file = Some(arg),
            other => return Err(format!("unexpected argument `{other}`")),
        }
    }
    let file = file.ok_or(
        "usage: cargo xtask expand <spec.toml | rules.rules.toml | file.rs> [--op <name>]",
    )?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read `{file}`: {e}"))?;
    let output = if Path::new(&file).extension().is_some_and(|e| e == "rs") {
        expand_rust(&file, &text, op.as_deref())?
    } else if file.ends_with(".rules.toml") {
        if op.is_some() {
            return Err("`--op` picks an op of a spec, not of a rules file".into());
        }
        expand_rules(&file, &text)?
    } else {
        expand_toml(&file, &text, op.as_deref())?
    };
    print!("{output}");
    Ok(())
}

/// The generated Rust of the rules file `text` (the specs it uses are read from their cited
/// paths, which are relative to the file's directory); its warnings go to stderr.
fn expand_rules(file: &str, text: &str) -> Result<String, String> {
    let read = |path: &str| std::fs::read_to_string(path).map_err(|e| e.to_string());
    let compiled = oxir_ods::rules::build::compile(file, text, &read)?;
    eprint!("{}", compiled.warnings);
    Ok(compiled.source)
}

/// The generated Rust of the TOML spec `text`, or of its op `op`.
fn expand_toml(file: &str, text: &str, op: Option<&str>) -> Result<String, String> {
    let source = oxir_ods::build::generate_source(file, text)?;
    let Some(op) = op else {
        return Ok(source);
    };
    let (dialect, _) = oxir_ods::toml_front::read_dialect(0, text);
    let dialect = dialect.ok_or("the spec has no dialect")?;
    let generated: syn::File =
        syn::parse_str(&source).map_err(|e| format!("generated code does not parse: {e}"))?;
    let tokens = op_items(&dialect, &generated.items, op)?;
    Ok(render(tokens, file))
}

/// The generated Rust of every `#[dialect]` module of the Rust file `text`, or of op `op`.
fn expand_rust(file: &str, text: &str, op: Option<&str>) -> Result<String, String> {
    let parsed: syn::File =
        syn::parse_file(text).map_err(|e| format!("`{file}` is not valid Rust: {e}"))?;
    let modules = find_dialects(&parsed);
    if modules.is_empty() {
        return Err(format!("`{file}` has no `#[dialect]` module"));
    }
    let mut output = String::new();
    let mut errors = String::new();
    for (args, module) in modules {
        let ident = module.ident.to_string();
        let spec = read_module(file, args, module);
        let tokens = match spec.generate() {
            Ok(tokens) => tokens,
            Err(diagnostics) => {
                errors += &render_errors(&spec, &diagnostics, file, text);
                continue;
            }
        };
        let tokens = match op {
            Some(op) => {
                let generated: syn::File = syn::parse2(tokens)
                    .map_err(|e| format!("generated code does not parse: {e}"))?;
                match op_items(&spec.dialect, &generated.items, op) {
                    Ok(tokens) => tokens,
                    // Another module of the file may hold the op.
                    Err(_) => continue,
                }
            }
            None => tokens,
        };
        output += &render(tokens, &format!("{file}` module `{ident}"));
    }
    if !errors.is_empty() {
        return Err(format!("the spec has errors:\n{errors}"));
    }
    if output.is_empty()
        && let Some(op) = op
    {
        return Err(format!("no op `{op}` in `{file}`"));
    }
    Ok(output)
}

/// The generated items of op `op` of `dialect` (its type and the type's impls) among `items`.
fn op_items(dialect: &Dialect, items: &[syn::Item], op: &str) -> Result<TokenStream, String> {
    let Some(spec) = dialect.ops.iter().find(|o| o.name.value == op) else {
        let names: Vec<String> = dialect
            .ops
            .iter()
            .map(|o| format!("`{}`", o.name.value))
            .collect();
        return Err(format!(
            "no op `{op}` in dialect `{}`; its ops are {}",
            dialect.name.value,
            names.join(", ")
        ));
    };
    let rust_name = names::op_type_name(&spec.name.value, spec.class.as_ref().map(|c| c.as_str()));
    let mut tokens = TokenStream::new();
    for item in items {
        let named = match item {
            syn::Item::Struct(s) => s.ident == rust_name,
            syn::Item::Impl(i) => i.self_ty.to_token_stream().to_string() == rust_name,
            _ => false,
        };
        if named {
            item.to_tokens(&mut tokens);
        }
    }
    Ok(tokens)
}

/// `diagnostics` of the module read as `spec`, rendered at the lines and columns of the Rust
/// file `text` (the tokens they map to), with the source line and a caret line.
fn render_errors(
    spec: &RustSpec,
    diagnostics: &[SpecDiagnostic],
    file: &str,
    text: &str,
) -> String {
    let mut sources = Sources::new();
    let source = sources.add(file, text);
    diagnostics
        .iter()
        .map(|d| {
            let span = match spec.spans.tokens(d.span) {
                Some((first, last)) => {
                    let start = offset(text, first.start());
                    let end = offset(text, last.end()).max(start);
                    Span::new(source, start, end)
                }
                None => Span::new(source, 0, 0),
            };
            sources.render(&SpecDiagnostic { span, ..d.clone() })
        })
        .collect()
}

/// The byte offset of a 1-based line and 0-based character column of `text`.
fn offset(text: &str, at: proc_macro2::LineColumn) -> usize {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(at.line.saturating_sub(1))
        .map(str::len)
        .sum();
    let line = &text[line_start.min(text.len())..];
    line_start
        + line
            .char_indices()
            .nth(at.column)
            .map_or(line.len(), |(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUST: &str = r#"
#[dialect(name = "x")]
mod x {
    #[op(name = "one")]
    pub struct OneOp { a: Operand<I64> }
    #[op(name = "two")]
    pub struct TwoOp;
}
"#;

    #[test]
    fn a_rust_file_expands_to_its_generated_items() {
        let all = expand_rust("src/x.rs", RUST, None).expect("generated");
        assert!(
            all.starts_with("// Generated by oxir-ods from `src/x.rs` module `x`."),
            "{all}"
        );
        assert!(all.contains("pub struct OneOp(pub ::oxir::OpId);"), "{all}");
        assert!(
            all.contains("pub fn register(ctx: &::oxir::Context) -> bool"),
            "{all}"
        );
        let one = expand_rust("src/x.rs", RUST, Some("one")).expect("generated");
        assert!(one.contains("impl OneOp {"), "{one}");
        assert!(
            !one.contains("TwoOp") && !one.contains("fn register"),
            "{one}"
        );
        assert_eq!(
            expand_rust("src/x.rs", RUST, Some("three")),
            Err("no op `three` in `src/x.rs`".to_string())
        );
    }

    #[test]
    fn a_toml_spec_expands_to_its_generated_items() {
        let spec = "[dialect]\nname = \"y\"\n[[op]]\nname = \"one\"\n[[op]]\nname = \"two\"\n";
        let one = expand_toml("defs/y.toml", spec, Some("two")).expect("generated");
        assert!(one.contains("pub struct TwoOp(pub ::oxir::OpId);"), "{one}");
        assert!(!one.contains("OneOp"), "{one}");
        let error = expand_toml("defs/y.toml", spec, Some("zero")).expect_err("no such op");
        assert_eq!(
            error,
            "no op `zero` in dialect `y`; its ops are `one`, `two`"
        );
    }

    #[test]
    fn errors_of_a_rust_file_are_rendered_at_its_lines() {
        let text = RUST.replace("Operand<I64>", "Operand<I46>");
        let error = expand_rust("src/x.rs", &text, None).expect_err("an unknown constraint");
        assert!(
            error.contains(
                "src/x.rs:5:35: error: unknown type constraint `I46`\n    pub struct OneOp { a: Operand<I46> }\n                                  ^^^\n"
            ),
            "{error}"
        );
    }
}
