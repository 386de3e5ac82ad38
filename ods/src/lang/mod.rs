//! The small languages embedded in spec strings: constraint expressions (`TensorOf<[F32, F64]>`,
//! `Confined<I64Attr, [IntMinValue<0>]>`), the constraint library they resolve against, and the
//! declarative assembly format of ops (`$lhs `,` $rhs attr-dict `:` type($lhs)`).
//!
//! Each language is parsed with pest into a typed tree whose nodes carry [`Span`]s in the spec
//! source: the caller passes the span of the string's contents and every position inside the
//! string is mapped onto it. This module does not read TOML and does not emit Rust; it turns
//! strings into checked values and diagnostics.

pub mod constraint;
pub mod def_format;
pub mod format;
pub mod library;
pub mod param_type;
pub mod rust_nesting;

use crate::diag::{Span, SpecDiagnostic};
use pest::error::{ErrorVariant, InputLocation};

/// The deepest bracket nesting the parsers accept; deeper input is reported, not recursed into,
/// so that no spec string can exhaust the stack.
pub const MAX_NESTING: usize = 64;

/// The span of bytes `start..end` of an embedded string whose contents start at `base`.
pub(crate) fn sub_span(base: Span, start: usize, end: usize) -> Span {
    base.sub(start, end.saturating_sub(start))
}

/// The span of a pest pair inside the embedded string at `base`.
pub(crate) fn pair_span<R: pest::RuleType>(
    base: Span,
    pair: &pest::iterators::Pair<'_, R>,
) -> Span {
    let s = pair.as_span();
    sub_span(base, s.start(), s.end())
}

/// What [`check_nesting`] needs to know of one embedded language.
pub(crate) struct Nesting {
    /// The language, in the message (`constraint`, `format`, `DAG`).
    pub what: &'static str,
    /// Quote characters: the brackets between two of them are text, not structure.
    pub quotes: &'static [char],
    /// The brackets that nest in the language, for the `help:` (`` `<...>` and `[...]` ``).
    pub brackets: &'static str,
    /// How to write the text with less nesting, for the `help:`.
    pub advice: &'static str,
}

/// Reports bracket nesting (`(`, `<`, `[` and `{`) deeper than [`MAX_NESTING`] at the first
/// bracket too deep, before a recursive parser sees the text. Quoted pieces are skipped: the
/// brackets in them are text.
pub(crate) fn check_nesting(
    text: &str,
    base: Span,
    language: &Nesting,
) -> Result<(), SpecDiagnostic> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' && q == '"' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            c if language.quotes.contains(&c) => quote = Some(c),
            '(' | '<' | '[' | '{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(SpecDiagnostic::error(
                        sub_span(base, i, i + 1),
                        format!("{} nested deeper than {MAX_NESTING} levels", language.what),
                    )
                    .with_help(format!(
                        "at most {MAX_NESTING} levels of {} are read: {}",
                        language.brackets, language.advice
                    )));
                }
            }
            ')' | '>' | ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// Turns a pest syntax error into a diagnostic at the failing position, naming what was
/// expected (through `describe`, which gives each rule a human name) and what was found.
pub(crate) fn syntax_error<R: pest::RuleType>(
    error: &pest::error::Error<R>,
    text: &str,
    base: Span,
    describe: fn(R) -> Option<&'static str>,
) -> SpecDiagnostic {
    let pos = match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    }
    .min(text.len());
    let found = match text.get(pos..).and_then(|rest| rest.chars().next()) {
        None => "end of input".to_string(),
        // A backtick cannot be quoted in backticks: use the doubled form.
        Some('`') => "`` ` ``".to_string(),
        Some(c) => format!("`{c}`"),
    };
    let len = text
        .get(pos..)
        .and_then(|rest| rest.chars().next())
        .map_or(0, char::len_utf8);
    let mut expected: Vec<&'static str> = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => {
            positives.iter().filter_map(|&r| describe(r)).collect()
        }
        ErrorVariant::CustomError { .. } => Vec::new(),
    };
    expected.sort_unstable();
    expected.dedup();
    let message = if expected.is_empty() {
        format!("unexpected {found}")
    } else {
        format!("expected {}, found {found}", join_or(&expected))
    };
    SpecDiagnostic::error(sub_span(base, pos, pos + len), message)
}

/// `a`, `a or b`, `a, b or c`.
pub(crate) fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Decodes the escapes of a quoted string body (`\"`, `\\`, `\n`, `\t`), reporting an unknown
/// escape at its span.
pub(crate) fn unescape(
    body: &str,
    body_start: usize,
    base: Span,
) -> Result<String, SpecDiagnostic> {
    let mut out = String::with_capacity(body.len());
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let decoded = match chars.next() {
            Some((_, '"')) => '"',
            Some((_, '\\')) => '\\',
            Some((_, 'n')) => '\n',
            Some((_, 't')) => '\t',
            Some((j, other)) => {
                return Err(SpecDiagnostic::error(
                    sub_span(base, body_start + i, body_start + j + other.len_utf8()),
                    format!("unknown escape `\\{other}`"),
                )
                .with_help("the escapes are `\\\"`, `\\\\`, `\\n` and `\\t`"));
            }
            None => {
                return Err(SpecDiagnostic::error(
                    sub_span(base, body_start + i, body_start + i + 1),
                    "unfinished escape at the end of the string",
                ));
            }
        };
        out.push(decoded);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::constraint::{Variadicity, parse_constraint, resolve_attr, resolve_type};
    use crate::lang::format::{
        OpShape, ShapeAttr, ShapeItem, ShapeValue, check_format, parse_format,
    };
    use crate::lang::library::Library;

    /// A small deterministic generator (xorshift64*), so failures reproduce.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    const CONSTRAINT_TOKENS: &[&str] = &[
        "<",
        ">",
        "[",
        "]",
        ",",
        "\"",
        "\\",
        "-",
        "0",
        "17",
        "99999999999999999999",
        " ",
        "I32",
        "F32",
        "AnyType",
        "TensorOf",
        "Variadic",
        "Optional",
        "I64Attr",
        "Confined",
        "ConfinedAttr",
        "IntMinValue",
        "ArrayMinCount",
        "OptionalAttr",
        "DefaultValuedAttr",
        "AnyTypeOf",
        "TypeAttrOf",
        "VariadicOfVariadic",
        "\"x\"",
        "UnitAttr",
        "Foo",
        "é",
    ];

    const FORMAT_TOKENS: &[&str] = &[
        "$lhs",
        "$rhs",
        "$vars",
        "$opt",
        "$res",
        "$flag",
        "$body",
        "$dest",
        "$nope",
        "`,`",
        "`to`",
        "``",
        "` `",
        "`\\n`",
        "`",
        "(",
        ")",
        ")?",
        ":",
        "^",
        "?",
        ",",
        "|",
        "<",
        ">",
        "attr-dict",
        "attr-dict-with-keyword",
        "prop-dict",
        "operands",
        "results",
        "regions",
        "successors",
        "type",
        "type(",
        "qualified(",
        "functional-type(",
        "ref(",
        "custom<X>(",
        "oilist(",
        "\"code\"",
        " ",
        "foo",
        "é",
    ];

    fn shape() -> OpShape {
        let value = |name: &str, variadicity| ShapeValue {
            name: name.into(),
            variadicity,
            buildable_type: false,
        };
        OpShape {
            name: "test.op".into(),
            operands: vec![
                value("lhs", Variadicity::Single),
                value("rhs", Variadicity::Single),
                value("vars", Variadicity::Variadic),
                value("opt", Variadicity::Optional),
            ],
            results: vec![value("res", Variadicity::Single)],
            attributes: vec![ShapeAttr {
                name: "flag".into(),
                optional: true,
            }],
            regions: vec![ShapeItem {
                name: "body".into(),
                variadic: false,
            }],
            successors: vec![ShapeItem {
                name: "dest".into(),
                variadic: true,
            }],
            ..OpShape::default()
        }
    }

    fn random_text(rng: &mut Rng, tokens: &[&str]) -> String {
        let len = rng.below(24);
        if rng.below(3) == 0 {
            let bytes: Vec<u8> = (0..len * 2).map(|_| rng.next() as u8).collect();
            return String::from_utf8_lossy(&bytes).into_owned();
        }
        (0..len)
            .map(|_| tokens[rng.below(tokens.len())])
            .collect::<Vec<_>>()
            .join(if rng.below(2) == 0 { "" } else { " " })
    }

    fn inside(d: &SpecDiagnostic, base: Span) -> bool {
        d.span.source == base.source && d.span.start >= base.start && d.span.end <= base.end
    }

    #[test]
    fn random_input_never_panics_and_errors_stay_inside_the_string() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let library = Library::builtin();
        let shape = shape();
        for _ in 0..3000 {
            let text = random_text(&mut rng, CONSTRAINT_TOKENS);
            let base = Span::new(2, 40, 40 + text.len());
            match parse_constraint(&text, base) {
                Ok(c) => {
                    for d in resolve_type(&c, &library)
                        .err()
                        .into_iter()
                        .flatten()
                        .chain(resolve_attr(&c, &library).err().into_iter().flatten())
                    {
                        assert!(inside(&d, base), "{text:?}: {d:?}");
                    }
                }
                Err(d) => assert!(inside(&d, base), "{text:?}: {d:?}"),
            }
            let text = random_text(&mut rng, FORMAT_TOKENS);
            let base = Span::new(1, 7, 7 + text.len());
            match parse_format(&text, base) {
                Ok(f) => {
                    for d in check_format(&f, &shape) {
                        assert!(inside(&d, base), "{text:?}: {d:?}");
                    }
                }
                Err(errors) => {
                    assert!(!errors.is_empty(), "{text:?}");
                    for d in errors {
                        assert!(inside(&d, base), "{text:?}: {d:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let text = format!("{}I32{}", "Variadic<".repeat(10_000), ">".repeat(10_000));
        let base = Span::new(0, 0, text.len());
        assert!(parse_constraint(&text, base).is_err());
        let text = format!("{}`a` $x^{}", "(".repeat(10_000), ")?".repeat(10_000));
        assert!(parse_format(&text, Span::new(0, 0, text.len())).is_err());
    }

    #[test]
    fn nesting_is_limited_outside_quotes_only() {
        let language = Nesting {
            what: "text",
            quotes: &['"'],
            brackets: "`<...>`",
            advice: "write less",
        };
        let base = Span::new(0, 10, 500);
        let deep = "A<".repeat(MAX_NESTING + 1);
        let err = check_nesting(&deep, base, &language).unwrap_err();
        assert_eq!(
            err.span,
            Span::new(0, 11 + 2 * MAX_NESTING, 12 + 2 * MAX_NESTING)
        );
        assert_eq!(err.message, "text nested deeper than 64 levels");
        assert_eq!(
            err.help.as_deref(),
            Some("at most 64 levels of `<...>` are read: write less")
        );
        // Braces nest like the other brackets.
        assert!(check_nesting(&"{".repeat(MAX_NESTING + 1), base, &language).is_err());
        assert!(check_nesting(&"{}".repeat(MAX_NESTING + 1), base, &language).is_ok());
        let quoted = format!("\"{}\"", "<".repeat(200));
        assert!(check_nesting(&quoted, base, &language).is_ok());
    }

    #[test]
    fn unescape_decodes_and_reports_unknown_escapes() {
        let base = Span::new(0, 0, 100);
        assert_eq!(unescape(r#"a\"b\\c\n"#, 0, base).unwrap(), "a\"b\\c\n");
        let err = unescape(r"ab\q", 3, base).unwrap_err();
        assert_eq!(err.span, Span::new(0, 5, 7));
        assert_eq!(err.message, "unknown escape `\\q`");
    }

    #[test]
    fn join_or_reads_like_prose() {
        assert_eq!(join_or(&["a"]), "a");
        assert_eq!(join_or(&["a", "b"]), "a or b");
        assert_eq!(join_or(&["a", "b", "c"]), "a, b or c");
    }
}
