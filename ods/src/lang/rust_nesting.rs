//! How deeply Rust code nests, measured before anything recursive reads it: the Rust written in
//! specs (builder and method parameter types, defaults, default bodies), which the emitter
//! tokenizes and the `pretty` feature parses with syn, and, for the Rust front end, the input of
//! the macros and the Rust spec files, which syn parses whole. syn, prettyplease and the drop of
//! a syntax tree recurse once per level of it, so `Vec<Vec<...>>` or `&&&...T` thousands deep
//! would exhaust the stack; measured here, it is an error at the token too deep.
//!
//! The measure is over tokens, without parsing: each bracket and each `<` of generic arguments
//! is a level, and so is each operator (and operator-like keyword such as `as` or `else`) or
//! call since the last `,` or `;` at its level, since `a + b + c` or `a.b().c()` is a tree as
//! deep as its operators are many. It never counts less than the syntax tree's depth; it may
//! count more (a long `A | B | C` pattern, the conditions of an `else if` chain), which only
//! matters near the limits, [`MAX_RUST_NESTING`] and [`MAX_RUST_INPUT_NESTING`].

use crate::diag::{Span, SpecDiagnostic};

use super::sub_span;

/// The deepest nesting accepted, by the measure of this module, in Rust written in spec
/// strings (a type, an expression, a block): far above any hand-written one, and low enough for
/// syn and prettyplease to format it on a 2 MiB stack in a debug build, where each level of
/// generic arguments takes syn some 40 KiB.
pub const MAX_RUST_NESTING: usize = 32;

/// The deepest nesting accepted in whole Rust inputs of the Rust front end (a `#[dialect]`
/// module, the statements of `rules!`, a Rust spec file), which hold hand-written code (up to
/// some 60 in this repository's sources, the measure counting generously) and are parsed by syn
/// on the 8 MiB stack of the compiler or of a build script.
pub const MAX_RUST_INPUT_NESTING: usize = 128;

/// What one token of Rust code does to the nesting.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Class {
    /// `(`, `[` or `{`.
    Open,
    /// `)`, `]` or `}`; `true` for `}`, after which a word starts a new statement or item.
    Close(bool),
    /// `<`: generic arguments open, or a comparison (then it closes with its group).
    Less,
    /// `>`: generic arguments close, or a comparison.
    Greater,
    /// `,`: what follows is a sibling, not a child.
    Comma,
    /// `;`: the end of a statement.
    Semicolon,
    /// An operator or a keyword nesting what follows (`as`, `else`, `return`).
    Operator,
    /// An identifier, a literal or a lifetime.
    Value,
    /// Path and attribute punctuation (`::`, `:`, `#`, `$`), which nest nothing.
    Other,
}

/// Keywords whose repetition nests the syntax tree without any punctuation.
const NESTING_KEYWORDS: &[&str] = &["as", "else", "return", "break", "yield", "become", "box"];

/// Operators of more than one character, longest first; `<<` and `>>` are left out on purpose:
/// in types they are two angle brackets (`Vec<Vec<u8>>`).
const LONG_PUNCTS: &[&str] = &[
    "...", "..=", "<<=", ">>=", "::", "->", "=>", "==", "!=", "<=", ">=", "||", "+=", "-=", "*=",
    "/=", "%=", "^=", "&=", "|=", "..",
];

/// The class and byte length of the punctuation token at the start of `text` (not empty).
fn punct(text: &str) -> (Class, usize) {
    if let Some(long) = LONG_PUNCTS.iter().find(|p| text.starts_with(**p)) {
        let class = if *long == "::" {
            Class::Other
        } else {
            Class::Operator
        };
        return (class, long.len());
    }
    let c = text.chars().next().unwrap_or(' ');
    let class = match c {
        '(' | '[' | '{' => Class::Open,
        ')' | ']' => Class::Close(false),
        '}' => Class::Close(true),
        '<' => Class::Less,
        '>' => Class::Greater,
        ',' => Class::Comma,
        ';' => Class::Semicolon,
        ':' | '#' | '$' | '\'' | '\\' => Class::Other,
        c if c.is_ascii_punctuation() => Class::Operator,
        _ => Class::Other,
    };
    (class, c.len_utf8())
}

/// The class of an identifier or keyword.
fn word(text: &str) -> Class {
    if NESTING_KEYWORDS.contains(&text) {
        Class::Operator
    } else {
        Class::Value
    }
}

/// One open level: a bracket, generic arguments, or the text itself.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Level {
    Top,
    Group,
    Angle,
}

/// The running measure.
struct Depth {
    /// Open levels, each with the operators counted since its last separator.
    levels: Vec<(Level, usize)>,
    /// The measure: open levels (beyond the text) plus every level's operators.
    total: usize,
    /// The last token ended a value, so that a bracket after it is a call or an index.
    after_value: bool,
    /// The last token closed a `{...}`: a word next starts a new statement or item.
    after_block: bool,
    /// The deepest measure accepted.
    limit: usize,
}

impl Depth {
    fn new(limit: usize) -> Self {
        Depth {
            levels: vec![(Level::Top, 0)],
            total: 0,
            after_value: false,
            after_block: false,
            limit,
        }
    }

    fn push(&mut self, level: Level) {
        self.levels.push((level, 0));
        self.total += 1;
    }

    /// Closes the innermost level if it is of kind `level`.
    fn pop_if(&mut self, level: Level) -> bool {
        match self.levels.last() {
            Some(&(l, count)) if l == level => {
                self.levels.pop();
                self.total -= 1 + count;
                true
            }
            _ => false,
        }
    }

    fn count(&mut self) {
        if let Some(last) = self.levels.last_mut() {
            last.1 += 1;
            self.total += 1;
        }
    }

    fn reset(&mut self) {
        if let Some(last) = self.levels.last_mut() {
            self.total -= last.1;
            last.1 = 0;
        }
    }

    /// Takes one token; whether the measure is now above the limit.
    fn step(&mut self, class: Class) -> bool {
        if std::mem::take(&mut self.after_block) {
            // `{...}` then a word: a new statement or item. Anything else continues the
            // expression (`} else {`, `}.await`, `} + 1`).
            if class == Class::Value {
                self.reset();
            }
        }
        let after_value = std::mem::take(&mut self.after_value);
        match class {
            Class::Open => {
                if after_value {
                    // A call, an index or a block after an expression: one more level.
                    self.count();
                }
                self.push(Level::Group);
            }
            Class::Close(brace) => {
                // Comparisons left `<` levels open: they end with their group.
                while self.pop_if(Level::Angle) {}
                self.pop_if(Level::Group);
                if brace {
                    // `if a < b { ... }`: the comparison ends with the block.
                    while self.pop_if(Level::Angle) {}
                }
                self.after_value = true;
                self.after_block = brace;
            }
            Class::Less => self.push(Level::Angle),
            Class::Greater => {
                if self.pop_if(Level::Angle) {
                    self.after_value = true;
                } else {
                    self.count();
                }
            }
            Class::Comma => self.reset(),
            Class::Semicolon => {
                // Comparisons still open end with the statement.
                while self.pop_if(Level::Angle) {}
                self.reset();
            }
            Class::Operator => self.count(),
            Class::Value => self.after_value = true,
            Class::Other => {}
        }
        self.total > self.limit
    }
}

/// The byte length of the token at the start of `text` (not empty, not whitespace) with its
/// class; comments are `None`.
fn token(text: &str) -> (Option<Class>, usize) {
    let bytes = text.as_bytes();
    if text.starts_with("//") {
        return (None, text.find('\n').unwrap_or(text.len()));
    }
    if text.starts_with("/*") {
        return (None, block_comment(text));
    }
    let c = text.chars().next().unwrap_or(' ');
    if c == '"' {
        return (Some(Class::Value), 1 + quoted(&text[1..], '"'));
    }
    if c == '\'' {
        return (Some(Class::Value), char_or_lifetime(text));
    }
    if c.is_ascii_digit() {
        return (Some(Class::Value), number(text));
    }
    if c.is_alphanumeric() || c == '_' {
        if let Some(len) = prefixed_literal(text) {
            return (Some(Class::Value), len);
        }
        let raw = text.starts_with("r#") && bytes.get(2).is_some_and(|b| is_word_byte(*b));
        let start = if raw { 2 } else { 0 };
        let len = start + word_len(&text[start..]);
        return (Some(word(&text[start..len])), len);
    }
    let (class, len) = punct(text);
    (Some(class), len)
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

fn word_len(text: &str) -> usize {
    text.char_indices()
        .find(|&(_, c)| !(c.is_alphanumeric() || c == '_'))
        .map_or(text.len(), |(i, _)| i)
}

/// A number: digits and letters (`0x1f`, `1_000u32`), a fraction (`1.5`, not `1..2` nor
/// `1.max(2)`) and an exponent sign (`1e-5`).
fn number(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let next_is_digit = bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
        let exponent =
            matches!(bytes.get(i.wrapping_sub(1)), Some(b'e' | b'E')) && !text.starts_with("0x");
        if is_word_byte(b) || (b == b'.' && next_is_digit) || ((b == b'+' || b == b'-') && exponent)
        {
            i += 1;
        } else {
            break;
        }
    }
    i.max(1)
}

/// The length of a block comment (`/* ... */`, nested ones included; unclosed: the rest).
fn block_comment(text: &str) -> usize {
    let mut depth = 0usize;
    let mut i = 0;
    while i < text.len() {
        if text[i..].starts_with("/*") {
            depth += 1;
            i += 2;
        } else if text[i..].starts_with("*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    text.len()
}

/// The length of the body of a quoted literal and its closing `quote`, after the opening one;
/// `\` escapes the next character.
fn quoted(text: &str, quote: char) -> usize {
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if c == quote {
            return i + 1;
        }
    }
    text.len()
}

/// `'a'`, `'\n'`, `'('` (a character) or `'a` (a lifetime or label).
fn char_or_lifetime(text: &str) -> usize {
    let rest = &text[1..];
    let mut chars = rest.char_indices();
    match (chars.next(), chars.next()) {
        (Some((_, '\\')), _) => 1 + quoted(rest, '\''),
        (Some((_, c)), Some((j, '\''))) if c != '\'' => 1 + j + 1,
        _ => 1 + word_len(rest),
    }
}

/// Byte, raw and C string literals and byte characters (`b"..."`, `r#"..."#`, `br"..."`,
/// `c"..."`, `b'x'`), if `text` starts with one.
fn prefixed_literal(text: &str) -> Option<usize> {
    let prefix = ["br", "cr", "b", "c", "r"]
        .into_iter()
        .find(|p| text.starts_with(p))?;
    let rest = &text[prefix.len()..];
    if prefix == "b" && rest.starts_with('\'') {
        return Some(1 + 1 + quoted(&rest[1..], '\''));
    }
    if prefix.ends_with('r') {
        let hashes = rest.len() - rest.trim_start_matches('#').len();
        let body = rest[hashes..].strip_prefix('"')?;
        let close = format!("\"{}", "#".repeat(hashes));
        let len = body.find(&close).map_or(body.len(), |i| i + close.len());
        return Some(prefix.len() + hashes + 1 + len);
    }
    let body = rest.strip_prefix('"')?;
    Some(prefix.len() + 1 + quoted(body, '"'))
}

/// The tokens of Rust `text` that the measure takes, with their byte ranges: whitespace and
/// comments are left out.
fn classified(text: &str) -> impl Iterator<Item = (Class, usize, usize)> + '_ {
    let mut pos = 0;
    std::iter::from_fn(move || {
        loop {
            let c = text[pos..].chars().next()?;
            if c.is_whitespace() {
                pos += c.len_utf8();
                continue;
            }
            let (class, len) = token(&text[pos..]);
            let start = pos;
            // Every token is at least one character, so the scan ends, and ends on a character.
            pos += len.max(c.len_utf8());
            while pos < text.len() && !text.is_char_boundary(pos) {
                pos += 1;
            }
            pos = pos.min(text.len());
            if let Some(class) = class {
                return Some((class, start, pos));
            }
        }
    })
}

/// Checks Rust written in a spec string (`what` names it in the error: `path`, `type`,
/// `expression`, `block`): an error at its span when it does not tokenize, or at the token
/// nesting too deep, before anything recursive (the tokenizer inside a proc macro, syn when
/// formatting) reads it. The checks run this on every Rust text the emitter will tokenize, so
/// that generation finds none broken.
pub fn check_rust_text(text: &str, span: Span, what: &str) -> Result<(), SpecDiagnostic> {
    let advice = if what == "type" {
        "name an inner type with a `type` alias in the dialect crate and write the alias"
    } else {
        "move the code into a function of the dialect crate and call it"
    };
    check_rust_nesting(text, span, what, advice)?;
    match text.parse::<proc_macro2::TokenStream>() {
        // A type's generic arguments must close too, which tokenizing alone does not see.
        Ok(tokens) if what != "type" || angles_balanced(tokens.clone()) => Ok(()),
        _ => Err(SpecDiagnostic::error(
            span,
            format!("`{text}` is not a Rust {what}"),
        )),
    }
}

/// Whether every `<` of `tokens` is closed by a `>` in the same group, not counting the `>`
/// of `->` (`Vec<u32>`, `fn(u32) -> u32`, but not `Vec<` or `u32>`).
fn angles_balanced(tokens: proc_macro2::TokenStream) -> bool {
    use proc_macro2::{Spacing, TokenTree};
    let mut depth = 0usize;
    let mut after_minus = false;
    for token in tokens {
        let mut minus = false;
        match token {
            TokenTree::Group(group) if !angles_balanced(group.stream()) => return false,
            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
            TokenTree::Punct(p) if p.as_char() == '>' && !after_minus => {
                let Some(less) = depth.checked_sub(1) else {
                    return false;
                };
                depth = less;
            }
            TokenTree::Punct(p) => minus = p.as_char() == '-' && p.spacing() == Spacing::Joint,
            _ => {}
        }
        after_minus = minus;
    }
    depth == 0
}

/// Where the Rust `text` first nests deeper than `limit`: the byte range of the token too deep.
fn too_deep(text: &str, limit: usize) -> Option<(usize, usize)> {
    let mut depth = Depth::new(limit);
    classified(text)
        .find(|&(class, _, _)| depth.step(class))
        .map(|(_, start, end)| (start, end))
}

/// Reports Rust `text` written in a spec string (at `base`, written as the spec's `what`:
/// `type`, `expression`, ...) nesting deeper than [`MAX_RUST_NESTING`], at the token too
/// deep; `advice` says how to write it with less.
pub(crate) fn check_rust_nesting(
    text: &str,
    base: Span,
    what: &str,
    advice: &str,
) -> Result<(), SpecDiagnostic> {
    match too_deep(text, MAX_RUST_NESTING) {
        None => Ok(()),
        Some((start, end)) => Err(nesting_error(
            sub_span(base, start, end),
            what,
            MAX_RUST_NESTING,
            advice,
        )),
    }
}

/// Reports the Rust file `text` (source `source`) nesting deeper than
/// [`MAX_RUST_INPUT_NESTING`], at the token too deep, before syn parses it; `advice` says how
/// to write it with less.
#[cfg(feature = "rust-front")]
pub(crate) fn check_rust_file(text: &str, source: u32, advice: &str) -> Result<(), SpecDiagnostic> {
    match too_deep(text, MAX_RUST_INPUT_NESTING) {
        None => Ok(()),
        Some((start, end)) => Err(input_nesting_error(Span::new(source, start, end), advice)),
    }
}

/// The error for a whole Rust input of the Rust front end nesting too deep, at `span` (see
/// [`too_deep_tokens`] and [`check_rust_file`]).
#[cfg(feature = "rust-front")]
pub(crate) fn input_nesting_error(span: Span, advice: &str) -> SpecDiagnostic {
    nesting_error(span, "code", MAX_RUST_INPUT_NESTING, advice)
}

/// The error for Rust code too deep for `limit` at `span`.
fn nesting_error(span: Span, what: &str, limit: usize, advice: &str) -> SpecDiagnostic {
    SpecDiagnostic::error(
        span,
        format!("Rust {what} nested deeper than {limit} levels"),
    )
    .with_help(format!(
        "at most {limit} levels of brackets, generic arguments and operators are read: {advice}"
    ))
}

/// Where the Rust `tokens` (a whole input of the Rust front end) first nest deeper than
/// [`MAX_RUST_INPUT_NESTING`]: the span of the token too deep. The token trees are walked with
/// an explicit stack, so that depth costs no stack.
#[cfg(feature = "rust-front")]
pub(crate) fn too_deep_tokens(tokens: proc_macro2::TokenStream) -> Option<proc_macro2::Span> {
    too_deep_tokens_for(tokens, MAX_RUST_INPUT_NESTING)
}

#[cfg(feature = "rust-front")]
fn too_deep_tokens_for(
    tokens: proc_macro2::TokenStream,
    limit: usize,
) -> Option<proc_macro2::Span> {
    use proc_macro2::{Delimiter, Spacing, TokenTree};

    let mut depth = Depth::new(limit);
    // The rest of each open group, with whether its delimiter is a brace and the span closing
    // it; invisible groups (a `$ty` of a `macro_rules!`) have no delimiter and nest nothing.
    let mut stack = vec![(tokens.into_iter(), None)];
    // A run of joint punctuation (`->`, `&&`), measured as the text of its characters.
    let mut run: Vec<(char, proc_macro2::Span)> = Vec::new();
    while let Some((iter, _)) = stack.last_mut() {
        let token = iter.next();
        if !matches!(token, Some(TokenTree::Punct(_)))
            && let Err(span) = flush(&mut depth, &mut run)
        {
            return Some(span);
        }
        let too_deep = match token {
            None => match stack.pop() {
                Some((_, Some((brace, close)))) => depth.step(Class::Close(brace)).then_some(close),
                _ => None,
            },
            Some(TokenTree::Group(group)) => {
                let close = match group.delimiter() {
                    Delimiter::None => None,
                    delimiter => Some((delimiter == Delimiter::Brace, group.span_close())),
                };
                stack.push((group.stream().into_iter(), close));
                (close.is_some() && depth.step(Class::Open)).then(|| group.span_open())
            }
            Some(TokenTree::Punct(p)) => {
                run.push((p.as_char(), p.span()));
                match p.spacing() {
                    Spacing::Alone => flush(&mut depth, &mut run).err(),
                    Spacing::Joint => None,
                }
            }
            Some(TokenTree::Ident(ident)) => {
                depth.step(word(&ident.to_string())).then(|| ident.span())
            }
            Some(TokenTree::Literal(literal)) => depth.step(Class::Value).then(|| literal.span()),
        };
        if too_deep.is_some() {
            return too_deep;
        }
    }
    None
}

/// Measures a run of joint punctuation (`->`, `&&`, `>>`) split into operators as the text
/// lexer splits it, and empties it; `Err` holds the span of the operator too deep.
#[cfg(feature = "rust-front")]
fn flush(
    depth: &mut Depth,
    run: &mut Vec<(char, proc_macro2::Span)>,
) -> Result<(), proc_macro2::Span> {
    let text: String = run.iter().map(|(c, _)| *c).collect();
    let spans: Vec<proc_macro2::Span> = run
        .drain(..)
        .flat_map(|(c, span)| std::iter::repeat_n(span, c.len_utf8()))
        .collect();
    let mut at = 0;
    while at < text.len() {
        let (class, len) = punct(&text[at..]);
        if depth.step(class) {
            return Err(spans
                .get(at)
                .copied()
                .unwrap_or_else(proc_macro2::Span::call_site));
        }
        at += len;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_type_closes_its_generic_arguments() {
        let span = Span::new(0, 0, 0);
        for ok in [
            "Vec<Vec<u32>>",
            "Option<&'static str>",
            "Box<dyn Fn(u32) -> Vec<u8>>",
            "fn(u32) -> u32",
            "[Option<u8>; 4]",
        ] {
            assert!(check_rust_text(ok, span, "type").is_ok(), "{ok}");
        }
        for bad in ["Vec<", "u32>", "Vec<(u32>)", "Option<Vec<u8>"] {
            let e = check_rust_text(bad, span, "type").expect_err(bad);
            assert_eq!(e.message, format!("`{bad}` is not a Rust type"));
        }
        // Only types are held to it: `a < b` is an expression.
        assert!(check_rust_text("a < b", span, "expression").is_ok());
    }

    /// The measure of `text`, run to the end (without the limit).
    fn measure(text: &str) -> usize {
        let mut depth = Depth::new(usize::MAX);
        classified(text)
            .map(|(class, _, _)| {
                depth.step(class);
                depth.total
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn hand_written_code_stays_shallow() {
        for (text, expected) in [
            ("i64", 0),
            ("Vec<Type>", 1),
            ("&[(Value, Option<Type>)]", 4),
            ("HashMap<String, Vec<(u8, u8)>>", 3),
            ("fn(&mut AsmParser) -> ParseResult<T>", 3),
            ("{ let x = self.value(ctx)?; x + 1 }", 5),
            // Comparisons end with their statement or block.
            ("{ if a < b { c } if d < e { f } let g = h < i; j }", 4),
            ("'a'.max('(')", 3),
            (r##"r#"(((("#.len() /* ((( */ // (((("##, 3),
            ("x.a().b().c()", 7),
        ] {
            assert_eq!(measure(text), expected, "{text}");
        }
    }

    #[test]
    fn every_kind_of_nesting_counts() {
        let n = MAX_RUST_NESTING + 1;
        for deep in [
            format!("{}i64{}", "Vec<".repeat(n), ">".repeat(n)),
            format!("{}1{}", "(".repeat(n), ")".repeat(n)),
            format!("{}1{}", "{".repeat(n), "}".repeat(n)),
            format!("{}T", "&".repeat(n)),
            format!("{}T", "*const ".repeat(n)),
            format!("1{}", " + 1".repeat(n)),
            format!("x{}", ".f()".repeat(n)),
            format!("x{}", "[0]".repeat(n)),
            format!("x{}", " as u8".repeat(n)),
            format!("{}x", "|| ".repeat(n)),
            format!("if a {{}}{}", " else if a {}".repeat(n)),
            format!("{}T", "fn() -> ".repeat(n)),
        ] {
            assert!(
                too_deep(&deep, MAX_RUST_NESTING).is_some(),
                "{}",
                &deep[..40.min(deep.len())]
            );
        }
        // Siblings do not nest.
        let wide = format!("({})", "Vec<u8>, ".repeat(10 * n));
        assert_eq!(too_deep(&wide, MAX_RUST_NESTING), None);
        let statements = format!("{{ {} }}", "let x = a + b; if a < b {} ".repeat(10 * n));
        assert_eq!(too_deep(&statements, MAX_RUST_NESTING), None);
    }

    #[test]
    fn the_error_points_at_the_token_too_deep() {
        let text = format!("{}i64{}", "Vec<".repeat(200), ">".repeat(200));
        let base = Span::new(0, 100, 100 + text.len());
        let err = check_rust_nesting(&text, base, "type", "use an alias").unwrap_err();
        let at = 100 + 4 * MAX_RUST_NESTING + 3;
        assert_eq!(err.span, Span::new(0, at, at + 1));
        assert_eq!(err.message, "Rust type nested deeper than 32 levels");
        assert_eq!(
            err.help.as_deref(),
            Some(
                "at most 32 levels of brackets, generic arguments and operators are read: use an alias"
            )
        );
        // Unclosed literals and comments, and text that is not Rust, end the scan too.
        for odd in ["\"((((", "/* (((", "r#\"", "b'", "'", "1e", "é(", "\\"] {
            assert_eq!(too_deep(odd, MAX_RUST_NESTING), None, "{odd}");
        }
    }

    #[cfg(feature = "rust-front")]
    #[test]
    fn tokens_are_measured_like_text() {
        let texts = [
            format!("{}i64{}", "Vec<".repeat(200), ">".repeat(200)),
            format!("{}T", "&&".repeat(100)),
            format!("{}1{}", "(".repeat(200), ")".repeat(200)),
            "fn f() -> Vec<Vec<u8>> { if a < b { c } else { d }; x.y()? }".to_string(),
            format!("{{ {} }}", "let x = a + b; if a < b {} ".repeat(500)),
        ];
        for text in texts {
            let tokens: proc_macro2::TokenStream = text.parse().expect("tokens");
            assert_eq!(
                too_deep_tokens_for(tokens, MAX_RUST_NESTING).is_some(),
                too_deep(&text, MAX_RUST_NESTING).is_some(),
                "{}",
                &text[..40.min(text.len())]
            );
        }
    }
}
