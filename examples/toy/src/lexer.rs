//! The Toy lexer: turns source text into tokens, each with the file, line and column where it
//! starts.
//!
//! Identifiers are `[A-Za-z][A-Za-z0-9_]*` (`def`, `var`, `return` and chapter 7's `struct` are
//! keywords), numbers are runs of digits and dots read as `f64` (a `.` not followed by a digit
//! is the field access operator), `#` starts a comment that runs to the end of the line, and any
//! other character is a punctuation token of its own. This module does not know the
//! grammar: that is the parser's job.

use std::sync::Arc;

use crate::ast::Location;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    /// `def`.
    Def,
    /// `var`.
    Var,
    /// `return`.
    Return,
    /// `struct`.
    Struct,
    /// A name.
    Identifier(String),
    /// A number literal.
    Number(f64),
    /// Any other single character: `(`, `;`, `<`, `+`, ...
    Punct(char),
    /// The end of the input.
    Eof,
}

impl TokenKind {
    /// How the token reads in an error message.
    pub fn describe(&self) -> String {
        match self {
            TokenKind::Def => "`def`".to_string(),
            TokenKind::Var => "`var`".to_string(),
            TokenKind::Return => "`return`".to_string(),
            TokenKind::Struct => "`struct`".to_string(),
            TokenKind::Identifier(name) => format!("identifier `{name}`"),
            TokenKind::Number(value) => format!("number `{value}`"),
            TokenKind::Punct(c) => format!("`{c}`"),
            TokenKind::Eof => "end of file".to_string(),
        }
    }
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Where it starts.
    pub loc: Location,
}

/// An error of the lexer: a number that is not one.
#[derive(Clone, Debug, PartialEq)]
pub struct LexError {
    /// Where the bad token starts.
    pub loc: Location,
    /// What is wrong.
    pub message: String,
}

/// Whether the `.` at the head of `chars` starts a number (a digit follows it).
fn starts_number(chars: &std::iter::Peekable<std::str::Chars<'_>>) -> bool {
    let mut ahead = chars.clone();
    ahead.next();
    ahead.peek().is_some_and(char::is_ascii_digit)
}

/// Splits `text`, read from `file`, into tokens ending with [`TokenKind::Eof`].
pub fn tokenize(file: &Arc<str>, text: &str) -> Result<Vec<Token>, LexError> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    let (mut line, mut col) = (1u32, 1u32);
    let loc = |line, col| Location {
        file: file.clone(),
        line,
        col,
    };
    // Advances past one character, keeping the line and column of the next one.
    let bump = |c: char, line: &mut u32, col: &mut u32| {
        if c == '\n' {
            *line += 1;
            *col = 1;
        } else {
            *col += 1;
        }
    };
    while let Some(&c) = chars.peek() {
        let start = loc(line, col);
        if c.is_whitespace() {
            chars.next();
            bump(c, &mut line, &mut col);
        } else if c == '#' {
            while let Some(&c) = chars.peek() {
                if c == '\n' || c == '\r' {
                    break;
                }
                chars.next();
                bump(c, &mut line, &mut col);
            }
        } else if c.is_ascii_alphabetic() {
            let mut word = String::new();
            while let Some(&c) = chars.peek() {
                if !(c.is_ascii_alphanumeric() || c == '_') {
                    break;
                }
                word.push(c);
                chars.next();
                bump(c, &mut line, &mut col);
            }
            let kind = match word.as_str() {
                "def" => TokenKind::Def,
                "var" => TokenKind::Var,
                "return" => TokenKind::Return,
                "struct" => TokenKind::Struct,
                _ => TokenKind::Identifier(word),
            };
            tokens.push(Token { kind, loc: start });
        } else if c.is_ascii_digit() || (c == '.' && starts_number(&chars)) {
            let mut digits = String::new();
            while let Some(&c) = chars.peek() {
                if !(c.is_ascii_digit() || c == '.') {
                    break;
                }
                digits.push(c);
                chars.next();
                bump(c, &mut line, &mut col);
            }
            let value = digits.parse::<f64>().map_err(|_| LexError {
                loc: start.clone(),
                message: format!("invalid number `{digits}`"),
            })?;
            tokens.push(Token {
                kind: TokenKind::Number(value),
                loc: start,
            });
        } else {
            chars.next();
            bump(c, &mut line, &mut col);
            tokens.push(Token {
                kind: TokenKind::Punct(c),
                loc: start,
            });
        }
    }
    tokens.push(Token {
        kind: TokenKind::Eof,
        loc: loc(line, col),
    });
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        tokenize(&Arc::from("t.toy"), text)
            .unwrap()
            .into_iter()
            .map(|t| t.kind)
            .collect()
    }

    #[test]
    fn keywords_names_numbers_and_punctuation() {
        use TokenKind::*;
        assert_eq!(
            kinds("def f_1(a) { var x<2> = [1.5, 2]; return x; }"),
            vec![
                Def,
                Identifier("f_1".into()),
                Punct('('),
                Identifier("a".into()),
                Punct(')'),
                Punct('{'),
                Var,
                Identifier("x".into()),
                Punct('<'),
                Number(2.0),
                Punct('>'),
                Punct('='),
                Punct('['),
                Number(1.5),
                Punct(','),
                Number(2.0),
                Punct(']'),
                Punct(';'),
                Return,
                Identifier("x".into()),
                Punct(';'),
                Punct('}'),
                Eof
            ]
        );
    }

    #[test]
    fn comments_are_skipped_and_locations_count_lines_and_columns() {
        let tokens = tokenize(&Arc::from("t.toy"), "# a comment\n  var # more\n x").unwrap();
        let places: Vec<(u32, u32)> = tokens.iter().map(|t| (t.loc.line, t.loc.col)).collect();
        assert_eq!(places, vec![(2, 3), (3, 2), (3, 3)]);
        assert_eq!(tokens[1].kind, TokenKind::Identifier("x".into()));
    }

    #[test]
    fn struct_is_a_keyword_and_a_dot_before_a_name_accesses_a_field() {
        use TokenKind::*;
        assert_eq!(
            kinds("struct S v.a .5"),
            vec![
                Struct,
                Identifier("S".into()),
                Identifier("v".into()),
                Punct('.'),
                Identifier("a".into()),
                Number(0.5),
                Eof
            ]
        );
    }

    #[test]
    fn a_number_with_two_dots_is_an_error() {
        let error = tokenize(&Arc::from("t.toy"), "\n 1.2.3").unwrap_err();
        assert_eq!((error.loc.line, error.loc.col), (2, 2));
        assert_eq!(error.message, "invalid number `1.2.3`");
    }
}
