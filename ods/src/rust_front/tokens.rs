//! Token-level helpers of the Rust front end: rendering tokens as compact spec text (a
//! constraint `Variadic<AnyInteger>`, a trait `HasParent<"func.func">`, a Rust type or path)
//! with the token behind each piece of the text, splitting token lists at top-level commas, and
//! reading the `key`, `key = value` and `key(...)` entries of an attribute's arguments.
//!
//! This module knows tokens, not the spec: which keys exist and what their values mean is
//! decided by the item readers.

use proc_macro2::{Delimiter, Group, Ident, Spacing, Span as TokenSpan, TokenStream, TokenTree};

/// Text rendered from tokens, with the token each piece of it came from.
#[derive(Clone, Debug, Default)]
pub struct Rendered {
    /// The text.
    pub text: String,
    /// `(offset in text, token)`, increasing.
    pub pieces: Vec<(usize, TokenSpan)>,
}

/// What was written last, to decide the space before the next token.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Last {
    Nothing,
    Word,
    Comma,
    Other,
}

/// Renders `tokens` compactly, as specs write texts: a space only between two words (idents
/// and literals) and after a comma (`Confined<I64Attr, [IntMinValue<0>]>`). With `lists`,
/// parentheses become brackets: Rust's type syntax has no list, so a constraint's list
/// `[F32, F64]` is written as the tuple `(F32, F64)` in a field type.
pub fn render(tokens: TokenStream, lists: bool) -> Rendered {
    let mut out = Rendered::default();
    let mut last = Last::Nothing;
    render_into(tokens, lists, &mut out, &mut last);
    out
}

fn render_into(tokens: TokenStream, lists: bool, out: &mut Rendered, last: &mut Last) {
    for token in tokens {
        let is_word = matches!(token, TokenTree::Ident(_) | TokenTree::Literal(_));
        if *last == Last::Comma || (*last == Last::Word && is_word) {
            out.text.push(' ');
        }
        match token {
            TokenTree::Group(group) => render_group(group, lists, out, last),
            TokenTree::Ident(ident) => {
                out.pieces.push((out.text.len(), ident.span()));
                out.text.push_str(&ident.to_string());
                *last = Last::Word;
            }
            TokenTree::Literal(literal) => {
                out.pieces.push((out.text.len(), literal.span()));
                out.text.push_str(&literal.to_string());
                *last = Last::Word;
            }
            TokenTree::Punct(punct) => {
                out.pieces.push((out.text.len(), punct.span()));
                out.text.push(punct.as_char());
                *last = if punct.as_char() == ',' {
                    Last::Comma
                } else {
                    Last::Other
                };
            }
        }
    }
}

fn render_group(group: Group, lists: bool, out: &mut Rendered, last: &mut Last) {
    let (open, close) = match group.delimiter() {
        Delimiter::Parenthesis if lists => ("[", "]"),
        Delimiter::Parenthesis => ("(", ")"),
        Delimiter::Bracket => ("[", "]"),
        Delimiter::Brace => ("{", "}"),
        // An invisible group (a `$ty` of a `macro_rules!`): its contents as they are.
        Delimiter::None => ("", ""),
    };
    if !open.is_empty() {
        out.pieces.push((out.text.len(), group.span_open()));
        out.text.push_str(open);
        *last = Last::Other;
    }
    render_into(group.stream(), lists, out, last);
    // A one-element tuple needs a trailing comma in Rust, a list does not have one.
    if lists && group.delimiter() == Delimiter::Parenthesis && out.text.ends_with(',') {
        out.text.pop();
        out.pieces.pop();
    }
    if !close.is_empty() {
        out.pieces.push((out.text.len(), group.span_close()));
        out.text.push_str(close);
        *last = Last::Other;
    }
}

/// Splits `tokens` at commas outside `<...>` (brackets, parentheses and braces are groups
/// already), leaving out empty pieces (a trailing comma).
pub fn split_commas(tokens: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut pieces = Vec::new();
    let mut piece = Vec::new();
    let mut depth = 0usize;
    // Whether the last token was a `-` or `=` joined to the next (`->`, `=>`): its `>` closes
    // nothing.
    let mut arrow = false;
    for token in tokens {
        if let TokenTree::Punct(p) = &token {
            match p.as_char() {
                ',' if depth == 0 => {
                    if !piece.is_empty() {
                        pieces.push(std::mem::take(&mut piece));
                    }
                    arrow = false;
                    continue;
                }
                '<' => depth += 1,
                '>' if !arrow => depth = depth.saturating_sub(1),
                _ => {}
            }
            arrow = matches!(p.as_char(), '-' | '=') && p.spacing() == Spacing::Joint;
        } else {
            arrow = false;
        }
        piece.push(token);
    }
    if !piece.is_empty() {
        pieces.push(piece);
    }
    pieces
}

/// The value of one attribute argument.
#[derive(Clone, Debug)]
pub enum ArgValue {
    /// `key` alone.
    Flag,
    /// `key = tokens`.
    Assign(TokenStream),
    /// `key(tokens)`.
    List(Group),
}

/// One argument of an attribute: `key`, `key = value` or `key(...)`.
#[derive(Clone, Debug)]
pub struct Arg {
    /// The key.
    pub key: Ident,
    /// Its value.
    pub value: ArgValue,
}

impl Arg {
    /// The tokens of the whole argument, for diagnostics about it.
    pub fn tokens(&self) -> TokenStream {
        let mut tokens: TokenStream = TokenTree::Ident(self.key.clone()).into();
        match &self.value {
            ArgValue::Flag => {}
            ArgValue::Assign(value) => tokens.extend(value.clone()),
            ArgValue::List(group) => tokens.extend([TokenTree::Group(group.clone())]),
        }
        tokens
    }
}

/// A malformed argument: the tokens to point at and what is wrong.
#[derive(Clone, Debug)]
pub struct ArgError {
    /// The offending tokens.
    pub tokens: TokenStream,
    /// What is wrong.
    pub message: String,
    /// How to fix it.
    pub help: String,
}

/// Reads the arguments of an attribute (`name = "addi", traits(Pure), verify`), in order; a
/// malformed argument is reported and skipped.
pub fn parse_args(tokens: TokenStream) -> (Vec<Arg>, Vec<ArgError>) {
    let mut args = Vec::new();
    let mut errors = Vec::new();
    for piece in split_commas(tokens) {
        let mut rest = piece.into_iter();
        let Some(first) = rest.next() else { continue };
        let TokenTree::Ident(key) = first else {
            let mut tokens: TokenStream = first.into();
            tokens.extend(rest);
            errors.push(ArgError {
                tokens,
                message: "expected a key".to_string(),
                help: "write `key = value`, `key(...)` or a flag `key`".to_string(),
            });
            continue;
        };
        let rest: Vec<TokenTree> = rest.collect();
        let value = match rest.as_slice() {
            [] => ArgValue::Flag,
            [TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
                ArgValue::List(group.clone())
            }
            [TokenTree::Punct(eq), value @ ..] if eq.as_char() == '=' && !value.is_empty() => {
                ArgValue::Assign(value.iter().cloned().collect())
            }
            _ => {
                let mut tokens: TokenStream = TokenTree::Ident(key.clone()).into();
                tokens.extend(rest);
                errors.push(ArgError {
                    tokens,
                    message: format!("expected `{key} = value`, `{key}(...)` or `{key}` alone"),
                    help: "separate arguments with commas".to_string(),
                });
                continue;
            }
        };
        args.push(Arg { key, value });
    }
    (args, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> TokenStream {
        text.parse().expect("tokens")
    }

    #[test]
    fn renders_like_spec_text() {
        let r = render(
            tokens("Confined < I64Attr , [ IntMinValue < - 1 > ] >"),
            false,
        );
        assert_eq!(r.text, "Confined<I64Attr, [IntMinValue<-1>]>");
        assert_eq!(
            render(tokens("AnyTypeOf<(I32, Index)>"), true).text,
            "AnyTypeOf<[I32, Index]>"
        );
        assert_eq!(
            render(tokens("HasParent<\"func.func\">"), false).text,
            "HasParent<\"func.func\">"
        );
        assert_eq!(
            render(tokens("Confined<I64Attr, (IntMinValue<0>,)>"), true).text,
            "Confined<I64Attr, [IntMinValue<0>]>"
        );
        assert_eq!(render(tokens("&'a str"), false).text, "&'a str");
        assert_eq!(render(tokens("crate :: a :: b"), false).text, "crate::a::b");
        // Each piece starts where its token was rendered.
        let r = render(tokens("Variadic<AnyIntger>"), false);
        let offsets: Vec<usize> = r.pieces.iter().map(|(o, _)| *o).collect();
        assert_eq!(offsets, [0, 8, 9, 18]);
    }

    #[test]
    fn splits_at_top_level_commas_only() {
        let pieces = split_commas(tokens("A<B, C>, D(e, f), g: Fn(u8) -> Vec<u8>, h,"));
        let texts: Vec<String> = pieces
            .into_iter()
            .map(|p| render(p.into_iter().collect(), false).text)
            .collect();
        assert_eq!(texts, ["A<B, C>", "D(e, f)", "g:Fn(u8)->Vec<u8>", "h"]);
    }

    #[test]
    fn reads_keys_values_and_lists() {
        let (args, errors) = parse_args(tokens(
            "name = \"addi\", traits(Pure, HasParent<\"f\">), verify, 3, fold = ",
        ));
        let shapes: Vec<(String, &str)> = args
            .iter()
            .map(|a| {
                let shape = match a.value {
                    ArgValue::Flag => "flag",
                    ArgValue::Assign(_) => "assign",
                    ArgValue::List(_) => "list",
                };
                (a.key.to_string(), shape)
            })
            .collect();
        assert_eq!(
            shapes,
            [
                ("name".to_string(), "assign"),
                ("traits".to_string(), "list"),
                ("verify".to_string(), "flag")
            ]
        );
        let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "expected a key",
                "expected `fold = value`, `fold(...)` or `fold` alone"
            ]
        );
    }
}
