//! The spec of a dialect written with the `#[dialect]` macros, loaded for a rules file: a
//! `uses` entry naming a `.rs` file reads the first `#[dialect]` module in it through the Rust
//! front end, so that rules are checked against a macro-defined dialect exactly as against a
//! TOML spec.
//!
//! This is only the loading step; the checks that follow are the shared ones of
//! [`super::specs`]. It needs the feature `rust-front` (syn); without it, such an entry is an
//! error saying so.

use crate::diag::{Sources, Span, SpecDiagnostic};
use crate::model::Dialect;

/// Reads the dialect module of the Rust file `text`, cited as `name`. Its spans point into the
/// module's mirror text, which is added to `sources` under `name`.
#[cfg(feature = "rust-front")]
pub fn read_rust_spec(
    sources: &mut Sources,
    name: &str,
    text: &str,
) -> (Option<Dialect>, Vec<SpecDiagnostic>) {
    use crate::lang::rust_nesting::check_rust_file;
    use crate::rust_front::{find_dialects, read_module_as};

    // Inside a proc macro (`rules!`), tokens parsed from a string all sit at the macro's call
    // site; the fallback tokenizer gives them the file's lines and columns, which the mirror
    // and every diagnostic about the spec are made of. Nothing read here leaves this function
    // as tokens, so the two kinds never mix.
    let _fallback = FallbackTokens::force();
    let advice = "move the deep part into a function or a `type` alias of fewer levels";
    // The index the file's text gets if it is added next.
    let next = (0..).find(|&i| sources.get(i).is_none()).unwrap_or(0);
    if let Err(e) = check_rust_file(text, next, advice) {
        // syn, which reads the file next, recurses once per level.
        sources.add(name, text);
        return (None, vec![e]);
    }
    let file = match syn::parse_file(text) {
        Ok(file) => file,
        Err(e) => {
            let id = sources.add(name, text);
            return (
                None,
                vec![error_at_start(
                    id,
                    format!("cannot read `{name}` as Rust: {e}"),
                )],
            );
        }
    };
    let Some((args, module)) = find_dialects(&file).into_iter().next() else {
        let id = sources.add(name, text);
        return (
            None,
            vec![
                error_at_start(id, format!("`{name}` holds no `#[dialect]` module"))
                    .with_help("name the Rust file that defines the dialect with `#[dialect] mod`"),
            ],
        );
    };
    // The mirror is added after reading, so its index is the next free one, known in advance.
    let id = (0..).find(|&i| sources.get(i).is_none()).unwrap_or(0);
    let spec = read_module_as(id, name, args, module);
    let mirror = spec.sources.get(0).map_or("", |(_, mirror)| mirror);
    sources.add(name, mirror);
    sources.show_text_of(id, text);
    if spec.diagnostics.is_empty() {
        (Some(spec.dialect), Vec::new())
    } else {
        (None, spec.diagnostics)
    }
}

/// Tokens made by proc-macro2's own tokenizer while it lives (see [`read_rust_spec`]).
#[cfg(feature = "rust-front")]
struct FallbackTokens;

#[cfg(feature = "rust-front")]
impl FallbackTokens {
    fn force() -> Self {
        proc_macro2::fallback::force();
        FallbackTokens
    }
}

#[cfg(feature = "rust-front")]
impl Drop for FallbackTokens {
    fn drop(&mut self) {
        proc_macro2::fallback::unforce();
    }
}

/// Without the Rust front end, a `.rs` spec cannot be read.
#[cfg(not(feature = "rust-front"))]
pub fn read_rust_spec(
    sources: &mut Sources,
    name: &str,
    text: &str,
) -> (Option<Dialect>, Vec<SpecDiagnostic>) {
    let id = sources.add(name, text);
    (
        None,
        vec![
            error_at_start(
                id,
                format!("`{name}` is a Rust spec, which needs the Rust front end"),
            )
            .with_help("enable the feature `rust-front` of `oxir-ods` in the build dependency"),
        ],
    )
}

fn error_at_start(source: u32, message: String) -> SpecDiagnostic {
    SpecDiagnostic::error(Span::new(source, 0, 0), message)
}

#[cfg(all(test, feature = "rust-front"))]
mod tests {
    use super::*;

    const SPEC: &str = r#"
use oxir_ods_macros::dialect;

/// a dialect
#[dialect(name = "m")]
pub mod m {
    /// negation
    #[op(name = "neg", traits(Pure, SameOperandsAndResultType))]
    pub struct NegOp {
        input: Operand<I32>,
        result: Result<I32>,
    }
}
"#;

    #[test]
    fn a_macro_module_loads_with_spans_in_its_own_source() {
        let mut sources = Sources::new();
        sources.add("rules.toml", "");
        let (dialect, errors) = read_rust_spec(&mut sources, "m.rs", SPEC);
        assert!(errors.is_empty());
        let dialect = dialect.expect("the module reads");
        assert_eq!(dialect.name.value, "m");
        assert_eq!(dialect.ops.len(), 1);
        let span = dialect.ops[0].name.span;
        assert_eq!(span.source, 1);
        let (name, mirror) = sources.get(1).expect("the mirror is added");
        assert_eq!(name, "m.rs");
        assert_eq!(&mirror[span.start as usize..span.end as usize], "neg");
    }

    #[test]
    fn errors_show_the_line_of_the_file() {
        let text = SPEC.replace("#[op(name = ", "#[op(nme = ");
        let mut sources = Sources::new();
        let (_, errors) = read_rust_spec(&mut sources, "m.rs", &text);
        let rendered = sources.render(&errors[0]);
        let line = text
            .lines()
            .find(|l| l.contains("nme"))
            .expect("the changed line");
        assert!(rendered.contains(&format!("\n{line}\n")), "{rendered}");
    }

    #[test]
    fn a_file_without_a_dialect_is_an_error() {
        let mut sources = Sources::new();
        let (dialect, errors) = read_rust_spec(&mut sources, "x.rs", "fn main() {}");
        assert!(dialect.is_none());
        assert_eq!(errors[0].message, "`x.rs` holds no `#[dialect]` module");
    }
}
