//! The lexer of MLIR's textual IR: it cuts a source buffer into tokens, following MLIR 19's
//! `mlir/lib/AsmParser/Lexer.cpp` and `TokenKinds.def` rule for rule, plus the small helpers a
//! parser needs around tokens (decoding integer, float, string and symbol tokens, splitting the
//! `4x8xf32` dimension lists that the token rules cannot split, line/column lookup).
//!
//! It is not a parser: it knows no grammar beyond single tokens, allocates nothing per token, and
//! never panics on any input. Errors come back as [`TokenKind::Error`] tokens whose message is
//! available from [`Lexer::error_message`]; the messages are MLIR's, word for word, because
//! diagnostics are compared with `mlir-opt`'s.
//!
//! It reads bytes, not text, as MLIR does: comments and string literals may hold any bytes,
//! UTF-8 or not (a string token's value is its bytes, see [`string_value`]); anywhere else a
//! byte that starts no token is an "unexpected character", as an ASCII one would be.
//!
//! Token boundaries that surprise people, all as in MLIR:
//! - `%0#1` (result number) lexes as `%0` ([`TokenKind::PercentIdentifier`]) then `#1`
//!   ([`TokenKind::HashIdentifier`]); [`hash_identifier_number`] reads the number.
//! - `4x8xf32` lexes as the integer `4` then the bare identifier `x8xf32`; the parser splits
//!   it with [`Lexer::dimension_list`] (or the single steps [`Lexer::dimension_integer`] and
//!   [`Lexer::dimension_x`]), which re-lex from inside the identifier.
//! - `0x10` is a hexadecimal integer, but `0xf32` inside a dimension list means `0` `x` `f32`:
//!   [`Lexer::dimension_integer`] handles that case.
//! - `1.` and `1.e5` are floats, `1e5` is the integer `1` followed by the identifier `e5`, and a
//!   leading `-` is always a separate [`TokenKind::Minus`] token.
//! - `->` is one [`TokenKind::Arrow`] token; `>=` is `>` then `=`.
//! - `i32`, `si8`, `ui64` are [`TokenKind::IntType`]; `f32`, `index`, `affine_map`, ... are
//!   [`TokenKind::Keyword`]s. Anything else that looks like an identifier is a
//!   [`TokenKind::BareIdentifier`].

use std::borrow::Cow;
use std::fmt;

/// A half-open range of byte offsets into the source buffer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// The span `start..end`.
    pub fn new(start: u32, end: u32) -> Span {
        Span { start, end }
    }

    /// The empty span at `offset`, for errors that point between two characters.
    pub fn at(offset: u32) -> Span {
        Span {
            start: offset,
            end: offset,
        }
    }

    /// Number of bytes covered.
    pub fn len(self) -> u32 {
        self.end.saturating_sub(self.start)
    }

    /// Whether the span covers no byte.
    pub fn is_empty(self) -> bool {
        self.end <= self.start
    }

    /// The smallest span covering both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// A syntax error: where it is and what is wrong (lowercase, no trailing period).
pub type SyntaxError = (Span, String);

/// The reserved words of MLIR 19 (`TOK_KEYWORD` in `TokenKinds.def`, in its order).
///
/// MLIR lexes these as keyword tokens rather than bare identifiers; parsers that accept "any
/// identifier" (attribute names, affine dimension names, ...) accept keywords too.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Keyword {
    /// `affine_map`
    AffineMap,
    /// `affine_set`
    AffineSet,
    /// `array`
    Array,
    /// `attributes`
    Attributes,
    /// `bf16`
    Bf16,
    /// `ceildiv`
    Ceildiv,
    /// `complex`
    Complex,
    /// `dense`
    Dense,
    /// `dense_resource`
    DenseResource,
    /// `distinct`
    Distinct,
    /// `f16`
    F16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80`
    F80,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E4M3FN`
    F8E4M3FN,
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`
    F8E4M3B11FNUZ,
    /// `f128`
    F128,
    /// `false`
    False,
    /// `floordiv`
    Floordiv,
    /// `for`
    For,
    /// `func`
    Func,
    /// `index`
    Index,
    /// `loc`
    Loc,
    /// `max`
    Max,
    /// `memref`
    Memref,
    /// `min`
    Min,
    /// `mod`
    Mod,
    /// `none`
    None,
    /// `offset`
    Offset,
    /// `size`
    Size,
    /// `sparse`
    Sparse,
    /// `step`
    Step,
    /// `strided`
    Strided,
    /// `symbol`
    Symbol,
    /// `tensor`
    Tensor,
    /// `tf32`
    Tf32,
    /// `to`
    To,
    /// `true`
    True,
    /// `tuple`
    Tuple,
    /// `type`
    Type,
    /// `unit`
    Unit,
    /// `vector`
    Vector,
}

impl Keyword {
    /// Every keyword, in `TokenKinds.def` order.
    pub const ALL: [Keyword; 46] = [
        Keyword::AffineMap,
        Keyword::AffineSet,
        Keyword::Array,
        Keyword::Attributes,
        Keyword::Bf16,
        Keyword::Ceildiv,
        Keyword::Complex,
        Keyword::Dense,
        Keyword::DenseResource,
        Keyword::Distinct,
        Keyword::F16,
        Keyword::F32,
        Keyword::F64,
        Keyword::F80,
        Keyword::F8E5M2,
        Keyword::F8E4M3,
        Keyword::F8E4M3FN,
        Keyword::F8E5M2FNUZ,
        Keyword::F8E4M3FNUZ,
        Keyword::F8E4M3B11FNUZ,
        Keyword::F128,
        Keyword::False,
        Keyword::Floordiv,
        Keyword::For,
        Keyword::Func,
        Keyword::Index,
        Keyword::Loc,
        Keyword::Max,
        Keyword::Memref,
        Keyword::Min,
        Keyword::Mod,
        Keyword::None,
        Keyword::Offset,
        Keyword::Size,
        Keyword::Sparse,
        Keyword::Step,
        Keyword::Strided,
        Keyword::Symbol,
        Keyword::Tensor,
        Keyword::Tf32,
        Keyword::To,
        Keyword::True,
        Keyword::Tuple,
        Keyword::Type,
        Keyword::Unit,
        Keyword::Vector,
    ];

    /// The keyword's spelling in the source.
    pub fn as_str(self) -> &'static str {
        match self {
            Keyword::AffineMap => "affine_map",
            Keyword::AffineSet => "affine_set",
            Keyword::Array => "array",
            Keyword::Attributes => "attributes",
            Keyword::Bf16 => "bf16",
            Keyword::Ceildiv => "ceildiv",
            Keyword::Complex => "complex",
            Keyword::Dense => "dense",
            Keyword::DenseResource => "dense_resource",
            Keyword::Distinct => "distinct",
            Keyword::F16 => "f16",
            Keyword::F32 => "f32",
            Keyword::F64 => "f64",
            Keyword::F80 => "f80",
            Keyword::F8E5M2 => "f8E5M2",
            Keyword::F8E4M3 => "f8E4M3",
            Keyword::F8E4M3FN => "f8E4M3FN",
            Keyword::F8E5M2FNUZ => "f8E5M2FNUZ",
            Keyword::F8E4M3FNUZ => "f8E4M3FNUZ",
            Keyword::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            Keyword::F128 => "f128",
            Keyword::False => "false",
            Keyword::Floordiv => "floordiv",
            Keyword::For => "for",
            Keyword::Func => "func",
            Keyword::Index => "index",
            Keyword::Loc => "loc",
            Keyword::Max => "max",
            Keyword::Memref => "memref",
            Keyword::Min => "min",
            Keyword::Mod => "mod",
            Keyword::None => "none",
            Keyword::Offset => "offset",
            Keyword::Size => "size",
            Keyword::Sparse => "sparse",
            Keyword::Step => "step",
            Keyword::Strided => "strided",
            Keyword::Symbol => "symbol",
            Keyword::Tensor => "tensor",
            Keyword::Tf32 => "tf32",
            Keyword::To => "to",
            Keyword::True => "true",
            Keyword::Tuple => "tuple",
            Keyword::Type => "type",
            Keyword::Unit => "unit",
            Keyword::Vector => "vector",
        }
    }

    /// The keyword spelled `text`, if it is one.
    pub fn from_text(text: &str) -> Option<Keyword> {
        Some(match text {
            "affine_map" => Keyword::AffineMap,
            "affine_set" => Keyword::AffineSet,
            "array" => Keyword::Array,
            "attributes" => Keyword::Attributes,
            "bf16" => Keyword::Bf16,
            "ceildiv" => Keyword::Ceildiv,
            "complex" => Keyword::Complex,
            "dense" => Keyword::Dense,
            "dense_resource" => Keyword::DenseResource,
            "distinct" => Keyword::Distinct,
            "f16" => Keyword::F16,
            "f32" => Keyword::F32,
            "f64" => Keyword::F64,
            "f80" => Keyword::F80,
            "f8E5M2" => Keyword::F8E5M2,
            "f8E4M3" => Keyword::F8E4M3,
            "f8E4M3FN" => Keyword::F8E4M3FN,
            "f8E5M2FNUZ" => Keyword::F8E5M2FNUZ,
            "f8E4M3FNUZ" => Keyword::F8E4M3FNUZ,
            "f8E4M3B11FNUZ" => Keyword::F8E4M3B11FNUZ,
            "f128" => Keyword::F128,
            "false" => Keyword::False,
            "floordiv" => Keyword::Floordiv,
            "for" => Keyword::For,
            "func" => Keyword::Func,
            "index" => Keyword::Index,
            "loc" => Keyword::Loc,
            "max" => Keyword::Max,
            "memref" => Keyword::Memref,
            "min" => Keyword::Min,
            "mod" => Keyword::Mod,
            "none" => Keyword::None,
            "offset" => Keyword::Offset,
            "size" => Keyword::Size,
            "sparse" => Keyword::Sparse,
            "step" => Keyword::Step,
            "strided" => Keyword::Strided,
            "symbol" => Keyword::Symbol,
            "tensor" => Keyword::Tensor,
            "tf32" => Keyword::Tf32,
            "to" => Keyword::To,
            "true" => Keyword::True,
            "tuple" => Keyword::Tuple,
            "type" => Keyword::Type,
            "unit" => Keyword::Unit,
            "vector" => Keyword::Vector,
            _ => return None,
        })
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a token is. Identifier and literal kinds keep their text in the source; use
/// [`Lexer::text`] with the token's span to read it.
///
/// `TokenKinds.def` also lists the punctuation `@` and `/`, which MLIR's lexer never produces
/// (a lone `@` or `/` is an error); they are left out here for that reason.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// End of the buffer; returned again on every further call.
    Eof,
    /// A lexical error; [`Lexer::error_message`] says what is wrong.
    Error,
    /// `foo`, `foo.bar`, `x8xf32`: `(letter|_) (letter|digit|[_$.])*`, not a keyword.
    BareIdentifier,
    /// `@foo` or `@"any string"`.
    AtIdentifier,
    /// `#foo`, `#foo.bar`, `#1` (an attribute alias, dialect attribute or result number).
    HashIdentifier,
    /// `%foo`, `%0`, `%foo-bar.baz`.
    PercentIdentifier,
    /// `^bb0`.
    CaretIdentifier,
    /// `!foo`, `!foo.bar`.
    ExclamationIdentifier,
    /// `1.0`, `1.`, `1.5e-3` (never signed).
    Float,
    /// `42` or `0x2A` (never signed).
    Integer,
    /// `"..."`, including both quotes and undecoded escapes.
    String,
    /// `i32`, `si8`, `ui64`: an integer type written as one token.
    IntType,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `>`
    Greater,
    /// `{`
    LBrace,
    /// `(`
    LParen,
    /// `[`
    LSquare,
    /// `<`
    Less,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `}`
    RBrace,
    /// `)`
    RParen,
    /// `]`
    RSquare,
    /// `*`
    Star,
    /// `|`
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
    /// A reserved word; see [`Keyword`].
    Keyword(Keyword),
}

impl TokenKind {
    /// The fixed spelling of punctuation and keywords; `None` for kinds whose text varies.
    pub fn spelling(self) -> Option<&'static str> {
        Some(match self {
            TokenKind::Arrow => "->",
            TokenKind::Colon => ":",
            TokenKind::Comma => ",",
            TokenKind::Ellipsis => "...",
            TokenKind::Equal => "=",
            TokenKind::Greater => ">",
            TokenKind::LBrace => "{",
            TokenKind::LParen => "(",
            TokenKind::LSquare => "[",
            TokenKind::Less => "<",
            TokenKind::Minus => "-",
            TokenKind::Plus => "+",
            TokenKind::Question => "?",
            TokenKind::RBrace => "}",
            TokenKind::RParen => ")",
            TokenKind::RSquare => "]",
            TokenKind::Star => "*",
            TokenKind::VerticalBar => "|",
            TokenKind::FileMetadataBegin => "{-#",
            TokenKind::FileMetadataEnd => "#-}",
            TokenKind::Keyword(k) => k.as_str(),
            _ => return None,
        })
    }

    /// Whether this is a keyword token.
    pub fn is_keyword(self) -> bool {
        matches!(self, TokenKind::Keyword(_))
    }

    /// Whether the token can serve as a plain identifier: a bare identifier, an integer type
    /// or a keyword (MLIR accepts all three wherever it expects a bare name).
    pub fn is_identifier_like(self) -> bool {
        matches!(
            self,
            TokenKind::BareIdentifier | TokenKind::IntType | TokenKind::Keyword(_)
        )
    }
}

/// One token: its kind and where it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    /// What the token is.
    pub kind: TokenKind,
    /// Its bytes in the source. For [`TokenKind::Error`] it is where MLIR reports the error
    /// (possibly empty, e.g. at the end of the buffer).
    pub span: Span,
}

impl Token {
    /// Whether the token is of kind `kind`.
    pub fn is(self, kind: TokenKind) -> bool {
        self.kind == kind
    }

    /// Whether the token is the keyword `kw`.
    pub fn is_keyword(self, kw: Keyword) -> bool {
        self.kind == TokenKind::Keyword(kw)
    }
}

// Byte classes, one bit each, looked up in a table so that the hot loops are one load and one
// test per byte.
const ALPHA: u8 = 1;
const DIGIT: u8 = 2;
const HEX: u8 = 4;
/// Continues a bare or `@` identifier: letter, digit, `_`, `$`, `.`.
const ID_CONT: u8 = 8;
/// Continues a `%`, `#`, `^`, `!` suffix identifier: letter, digit, `_`, `$`, `.`, `-`.
const SUFFIX_CONT: u8 = 16;
/// `$`, `.`, `_`, `-`: may start a suffix identifier.
const PUNCT: u8 = 32;

const CLASSES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        let mut class = 0;
        if c.is_ascii_alphabetic() {
            class |= ALPHA | ID_CONT | SUFFIX_CONT;
        }
        if c.is_ascii_digit() {
            class |= DIGIT | ID_CONT | SUFFIX_CONT;
        }
        if c.is_ascii_hexdigit() {
            class |= HEX;
        }
        if c == b'_' || c == b'$' || c == b'.' {
            class |= ID_CONT | SUFFIX_CONT | PUNCT;
        }
        if c == b'-' {
            class |= SUFFIX_CONT | PUNCT;
        }
        table[i] = class;
        i += 1;
    }
    table
};

#[inline]
fn has(class: u8, c: u8) -> bool {
    CLASSES[c as usize] & class != 0
}

/// Length of the UTF-8 character whose first byte is `b`.
fn utf8_len(b: u8) -> usize {
    match b {
        0x00..=0x7F => 1,
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        _ => 4,
    }
}

/// Whether `b` continues a UTF-8 character (and so starts none).
fn is_continuation(b: u8) -> bool {
    b & 0xC0 == 0x80
}

/// `bytes` as text, or `""` when they are not UTF-8. Every token but strings (and the errors
/// inside them) is ASCII, so this loses nothing there.
fn as_text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap_or("")
}

/// The lexer: hands out tokens of one source buffer, front to back.
///
/// The source is bytes (text or not, see the module documentation) and must be smaller than
/// 4 GiB (offsets are `u32`); a larger buffer yields a single [`TokenKind::Error`] token.
#[derive(Clone)]
pub struct Lexer<'src> {
    src: &'src [u8],
    /// `src` as text when all of it is UTF-8, checked once here so that taking a token's text
    /// only checks that its ends fall on character boundaries.
    utf8: Option<&'src str>,
    pos: usize,
    error: &'static str,
    too_large: bool,
}

// Not derived: the source can be hundreds of megabytes.
impl fmt::Debug for Lexer<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lexer")
            .field("len", &self.src.len())
            .field("pos", &self.pos)
            .field("error", &self.error)
            .finish()
    }
}

impl<'src> Lexer<'src> {
    /// A lexer at the start of `src`: text (`&str`) or any bytes (`&[u8]`).
    pub fn new<S: AsRef<[u8]> + ?Sized>(src: &'src S) -> Self {
        let src = src.as_ref();
        Lexer {
            src,
            utf8: std::str::from_utf8(src).ok(),
            pos: 0,
            error: "",
            too_large: src.len() > u32::MAX as usize,
        }
    }

    /// The whole source buffer.
    pub fn source(&self) -> &'src [u8] {
        self.src
    }

    /// The offset at which the next token search starts.
    pub fn offset(&self) -> u32 {
        self.pos as u32
    }

    /// The source text of `span`; empty if the span is not inside the buffer or its bytes are
    /// not UTF-8 (which only a string literal's can fail to be: read those with
    /// [`Lexer::bytes`]).
    pub fn text(&self, span: Span) -> &'src str {
        self.text_of(span.start as usize..span.end as usize)
    }

    /// The text of source bytes `range` (see [`Lexer::text`]). A range of a UTF-8 source whose
    /// ends are character boundaries is UTF-8, so only those are checked then.
    #[inline]
    fn text_of(&self, range: std::ops::Range<usize>) -> &'src str {
        match self.utf8 {
            Some(text) => text.get(range).unwrap_or(""),
            None => as_text(self.src.get(range).unwrap_or(&[])),
        }
    }

    /// The source bytes of `span`; empty if the span is not inside the buffer.
    pub fn bytes(&self, span: Span) -> &'src [u8] {
        self.src
            .get(span.start as usize..span.end as usize)
            .unwrap_or(&[])
    }

    /// The source text of `token` (see [`Lexer::text`]).
    pub fn token_text(&self, token: Token) -> &'src str {
        self.text(token.span)
    }

    /// The source bytes of `token`.
    pub fn token_bytes(&self, token: Token) -> &'src [u8] {
        self.bytes(token.span)
    }

    /// The message of the last [`TokenKind::Error`] token, if one was produced.
    pub fn error_message(&self) -> Option<&'static str> {
        if self.error.is_empty() {
            None
        } else {
            Some(self.error)
        }
    }

    /// Continue lexing from byte `offset` (clamped to the buffer, moved forward past bytes that
    /// continue a UTF-8 character). Parsers use it to re-lex part of a token, e.g. the rest of
    /// `x8xf32`.
    pub fn reset_to(&mut self, offset: u32) {
        let mut pos = (offset as usize).min(self.src.len());
        while self.src.get(pos).is_some_and(|&b| is_continuation(b)) {
            pos += 1;
        }
        self.pos = pos;
    }

    /// Where MLIR reports "expected ..." errors about `tok`: if only blanks, line breaks and
    /// `//` comments separate `tok` from the previous token, the position just after that
    /// previous token (so the caret points at the end of what was written, not at the next
    /// line); otherwise the start of `tok`. At the end of the buffer it backs up one byte.
    pub fn wrong_token_location(&self, tok: Token) -> u32 {
        let bytes = self.src;
        let mut loc = (tok.span.start as usize).min(bytes.len());
        if tok.kind == TokenKind::Eof && loc > 0 {
            loc -= 1;
            while loc > 0 && is_continuation(bytes[loc]) {
                loc -= 1;
            }
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && (bytes[end - 1] == b' ' || bytes[end - 1] == b'\t') {
                end -= 1;
            }
            if end == 0 {
                return original as u32;
            }
            let last = bytes[end - 1];
            if last != b'\n' && last != b'\r' {
                return end as u32;
            }
            end -= 1;
            // A `//` on the previous line starts a comment: report before it.
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .unwrap_or(0);
            if let Some(c) = bytes[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + c;
            }
        }
    }

    fn form(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            span: Span::new(start as u32, self.pos as u32),
        }
    }

    /// An error token for `span`, leaving the lexer at `resume`.
    fn error(&mut self, message: &'static str, at: usize, len: usize, resume: usize) -> Token {
        self.error = message;
        self.pos = resume;
        Token {
            kind: TokenKind::Error,
            span: Span::new(at as u32, (at + len) as u32),
        }
    }

    /// Length of the character at `pos`: of its UTF-8 sequence, or 1 for a byte that starts
    /// none; 0 at the end of the buffer.
    fn char_len_at(&self, pos: usize) -> usize {
        let Some(&b) = self.src.get(pos) else {
            return 0;
        };
        let len = utf8_len(b);
        let sequence = self.src.get(pos..pos + len);
        if sequence.is_some_and(|s| std::str::from_utf8(s).is_ok()) {
            len
        } else {
            1
        }
    }

    #[inline]
    fn peek(&self, pos: usize) -> u8 {
        // The buffer end reads as NUL, like the terminator MLIR's buffers guarantee.
        self.src.get(pos).copied().unwrap_or(0)
    }

    /// The next token. After the end of the buffer it keeps returning [`TokenKind::Eof`].
    pub fn next_token(&mut self) -> Token {
        if self.too_large {
            self.error = "source buffer is larger than 4 GiB";
            return Token {
                kind: TokenKind::Error,
                span: Span::at(0),
            };
        }
        let bytes = self.src;
        loop {
            let start = self.pos;
            let Some(&c) = bytes.get(start) else {
                return self.form(TokenKind::Eof, start);
            };
            self.pos += 1;
            let kind = match c {
                // A NUL inside the buffer is skipped like whitespace, as MLIR does.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => {
                    // Indentation comes in runs; skip a run in one tight loop.
                    while matches!(bytes.get(self.pos), Some(b' ' | b'\t' | b'\n' | b'\r' | 0)) {
                        self.pos += 1;
                    }
                    continue;
                }
                b':' => TokenKind::Colon,
                b',' => TokenKind::Comma,
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'}' => TokenKind::RBrace,
                b'[' => TokenKind::LSquare,
                b']' => TokenKind::RSquare,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b'=' => TokenKind::Equal,
                b'+' => TokenKind::Plus,
                b'*' => TokenKind::Star,
                b'?' => TokenKind::Question,
                b'|' => TokenKind::VerticalBar,
                b'{' => {
                    if self.peek(self.pos) == b'-' && self.peek(self.pos + 1) == b'#' {
                        self.pos += 2;
                        TokenKind::FileMetadataBegin
                    } else {
                        TokenKind::LBrace
                    }
                }
                b'-' => {
                    if self.peek(self.pos) == b'>' {
                        self.pos += 1;
                        TokenKind::Arrow
                    } else {
                        TokenKind::Minus
                    }
                }
                b'.' => return self.lex_ellipsis(start),
                b'/' => {
                    if self.peek(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    return self.error("unexpected character", start, 1, start + 1);
                }
                b'@' => return self.lex_at_identifier(start),
                b'#' => {
                    if self.peek(self.pos) == b'-' && self.peek(self.pos + 1) == b'}' {
                        self.pos += 2;
                        TokenKind::FileMetadataEnd
                    } else {
                        return self.lex_prefixed_identifier(start);
                    }
                }
                b'!' | b'^' | b'%' => return self.lex_prefixed_identifier(start),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                b'_' => return self.lex_bare_identifier(start),
                _ if c.is_ascii_alphabetic() => return self.lex_bare_identifier(start),
                _ => {
                    let len = self.char_len_at(start);
                    return self.error("unexpected character", start, len, start + len);
                }
            };
            return self.form(kind, start);
        }
    }

    /// Skips a `//` comment up to (not including) the end of the line, whatever bytes it holds.
    fn skip_comment(&mut self) {
        let rest = &self.src[self.pos..];
        self.pos += rest
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .unwrap_or(rest.len());
    }

    fn lex_ellipsis(&mut self, start: usize) -> Token {
        if self.peek(self.pos) == b'.' && self.peek(self.pos + 1) == b'.' {
            self.pos += 2;
            return self.form(TokenKind::Ellipsis, start);
        }
        let at = self.pos;
        self.error("expected three consecutive dots for an ellipsis", at, 0, at)
    }

    fn lex_at_identifier(&mut self, start: usize) -> Token {
        let c = self.peek(self.pos);
        if c == b'"' {
            self.pos += 1;
            let string = self.lex_string(start + 1);
            if string.kind == TokenKind::Error {
                return string;
            }
            return self.form(TokenKind::AtIdentifier, start);
        }
        // `@::` starts an absolute symbol reference (`@::@a::@b`): the token is the bare `@`,
        // an empty root name the parser reads as "from the outermost symbol table".
        if c == b':' && self.peek(self.pos + 1) == b':' {
            return self.form(TokenKind::AtIdentifier, start);
        }
        // `@.super` climbs one symbol table (the RFC "Allow symbol references to escape from
        // SymbolTable"); no other `@` identifier starts with `.`.
        if c == b'.'
            && self.src[self.pos..].starts_with(b".super")
            && !has(ID_CONT, self.peek(self.pos + 6))
        {
            self.pos += 6;
            return self.form(TokenKind::AtIdentifier, start);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            let at = self.pos;
            let len = self.char_len_at(at);
            return self.error(
                "@ identifier expected to start with letter or '_'",
                at,
                len,
                at + len,
            );
        }
        self.pos += 1;
        self.skip_while(ID_CONT);
        self.form(TokenKind::AtIdentifier, start)
    }

    #[inline]
    fn skip_while(&mut self, class: u8) {
        let bytes = self.src;
        while self.pos < bytes.len() && has(class, bytes[self.pos]) {
            self.pos += 1;
        }
    }

    fn lex_bare_identifier(&mut self, start: usize) -> Token {
        self.skip_while(ID_CONT);
        let text = self.text_of(start..self.pos);
        let kind = if is_int_type_spelling(text) {
            TokenKind::IntType
        } else {
            match Keyword::from_text(text) {
                Some(kw) => TokenKind::Keyword(kw),
                None => TokenKind::BareIdentifier,
            }
        };
        self.form(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let bytes = self.src;
        if bytes[start] == b'0' && self.peek(self.pos) == b'x' {
            // `0xi32` is `0` then `xi32`; only `0x` plus a hex digit starts a hex literal.
            if !has(HEX, self.peek(self.pos + 1)) {
                return self.form(TokenKind::Integer, start);
            }
            self.pos += 2;
            self.skip_while(HEX);
            return self.form(TokenKind::Integer, start);
        }
        self.skip_while(DIGIT);
        if self.peek(self.pos) != b'.' {
            return self.form(TokenKind::Integer, start);
        }
        self.pos += 1;
        self.skip_while(DIGIT);
        let e = self.peek(self.pos);
        if e == b'e' || e == b'E' {
            let c1 = self.peek(self.pos + 1);
            let signed_digit =
                (c1 == b'-' || c1 == b'+') && self.peek(self.pos + 2).is_ascii_digit();
            if c1.is_ascii_digit() || signed_digit {
                self.pos += 2;
                self.skip_while(DIGIT);
            }
        }
        self.form(TokenKind::Float, start)
    }

    fn lex_prefixed_identifier(&mut self, start: usize) -> Token {
        let (kind, message) = match self.src[start] {
            b'#' => (TokenKind::HashIdentifier, "invalid attribute name"),
            b'%' => (TokenKind::PercentIdentifier, "invalid SSA name"),
            b'^' => (TokenKind::CaretIdentifier, "invalid block name"),
            _ => (TokenKind::ExclamationIdentifier, "invalid type identifier"),
        };
        let c = self.peek(self.pos);
        if c.is_ascii_digit() {
            // A suffix starting with a digit is all digits.
            self.skip_while(DIGIT);
        } else if c.is_ascii_alphabetic() || has(PUNCT, c) {
            self.skip_while(SUFFIX_CONT);
        } else {
            return self.error(message, start, 1, start + 1);
        }
        self.form(kind, start)
    }

    /// Lexes a string literal whose opening quote is at `start` (already consumed). Any byte but
    /// a quote, a backslash and a line break stands for itself, UTF-8 or not.
    fn lex_string(&mut self, start: usize) -> Token {
        let bytes = self.src;
        loop {
            let Some(&c) = bytes.get(self.pos) else {
                let at = self.pos;
                return self.error("expected '\"' in string literal", at, 0, at);
            };
            self.pos += 1;
            match c {
                b'"' => return self.form(TokenKind::String, start),
                b'\n' | b'\x0B' | b'\x0C' => {
                    let at = self.pos - 1;
                    return self.error("expected '\"' in string literal", at, 1, at + 1);
                }
                b'\\' => {
                    let c1 = self.peek(self.pos);
                    if matches!(c1, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if has(HEX, c1) && has(HEX, self.peek(self.pos + 1)) {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.error("unknown escape in string literal", at, 1, at + 1);
                    }
                }
                _ => {}
            }
        }
    }

    /// Reads one dimension of a dimension list from the integer token `tok` (the current token,
    /// just lexed), as MLIR's `parseIntegerInDimensionList` does: a hexadecimal-looking token
    /// such as `0xf32` stands for the dimension `0` followed by `xf32`, so the lexer is moved
    /// back to re-lex from the `x`. Returns the value and the next token.
    pub fn dimension_integer(&mut self, tok: Token) -> Result<(i64, Token), SyntaxError> {
        let text = self.text(tok.span);
        if text.as_bytes().get(1) == Some(&b'x') {
            self.reset_to(tok.span.start + 1);
            return Ok((0, self.next_token()));
        }
        match parse_u64(text) {
            Some(v) if v <= i64::MAX as u64 => {
                self.reset_to(tok.span.end);
                Ok((v as i64, self.next_token()))
            }
            _ => Err((tok.span, "invalid dimension".to_string())),
        }
    }

    /// Consumes the `x` that separates dimensions, given the current token `tok`: a bare
    /// identifier starting with `x` (`x`, `x8xf32`, `xf32`). Lexing continues right after the
    /// `x`. Returns the next token.
    pub fn dimension_x(&mut self, tok: Token) -> Result<Token, SyntaxError> {
        if tok.kind != TokenKind::BareIdentifier || !self.text(tok.span).starts_with('x') {
            let at = self.wrong_token_location(tok);
            return Err((Span::at(at), "expected 'x' in dimension list".to_string()));
        }
        self.reset_to(tok.span.start + 1);
        Ok(self.next_token())
    }

    /// Parses a ranked dimension list starting at the current token `tok`, as MLIR's
    /// `parseDimensionListRanked`: `?` is a dynamic dimension ([`DYNAMIC_DIM`], only if
    /// `allow_dynamic`). With `with_trailing_x` every dimension is followed by `x`
    /// (`4x?x` before an element type, the list may be empty); without it the dimensions are
    /// separated by `x` (`4x8`). Returns the dimensions and the token after the list.
    pub fn dimension_list(
        &mut self,
        tok: Token,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> Result<(Vec<i64>, Token), SyntaxError> {
        let mut dims = Vec::new();
        let mut tok = tok;
        let starts_dim = |t: Token| matches!(t.kind, TokenKind::Integer | TokenKind::Question);
        if with_trailing_x {
            while starts_dim(tok) {
                let (dim, next) = self.dimension(tok, allow_dynamic)?;
                dims.push(dim);
                tok = self.dimension_x(next)?;
            }
            return Ok((dims, tok));
        }
        if starts_dim(tok) {
            let (dim, next) = self.dimension(tok, allow_dynamic)?;
            dims.push(dim);
            tok = next;
            while tok.kind == TokenKind::BareIdentifier && self.text(tok.span).starts_with('x') {
                let next = self.dimension_x(tok)?;
                let (dim, next) = self.dimension(next, allow_dynamic)?;
                dims.push(dim);
                tok = next;
            }
        }
        Ok((dims, tok))
    }

    /// One dimension (`?` or an integer) at `tok`.
    fn dimension(&mut self, tok: Token, allow_dynamic: bool) -> Result<(i64, Token), SyntaxError> {
        match tok.kind {
            TokenKind::Question => {
                if !allow_dynamic {
                    return Err((tok.span, "expected static shape".to_string()));
                }
                self.reset_to(tok.span.end);
                Ok((DYNAMIC_DIM, self.next_token()))
            }
            TokenKind::Integer => self.dimension_integer(tok),
            _ => {
                let at = self.wrong_token_location(tok);
                Err((Span::at(at), "expected dimension".to_string()))
            }
        }
    }
}

/// The value [`Lexer::dimension_list`] gives a dynamic (`?`) dimension, as MLIR's
/// `ShapedType::kDynamic`.
pub const DYNAMIC_DIM: i64 = i64::MIN;

/// Whether `text` is an integer type spelling: `i`, `si` or `ui` followed by decimal digits.
fn is_int_type_spelling(text: &str) -> bool {
    let digits = if let Some(rest) = text.strip_prefix('i') {
        rest
    } else if let Some(rest) = text.strip_prefix("si").or_else(|| text.strip_prefix("ui")) {
        rest
    } else {
        return false;
    };
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Whether `s` can be written as a bare identifier (`(letter|_) (letter|digit|[_$.])*`).
/// Printers quote names for which this is false. Keywords and integer types qualify.
pub fn is_bare_identifier(s: &str) -> bool {
    let bytes = s.as_bytes();
    match bytes.first() {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {
            bytes[1..].iter().all(|&b| has(ID_CONT, b))
        }
        _ => false,
    }
}

/// Whether `s` can follow `%`, `#`, `^` or `!` as one token: all digits, or
/// `(letter|[$._-]) (letter|digit|[$._-])*`.
pub fn is_suffix_identifier(s: &str) -> bool {
    let bytes = s.as_bytes();
    match bytes.first() {
        Some(c) if c.is_ascii_digit() => bytes.iter().all(|b| b.is_ascii_digit()),
        Some(&c) if c.is_ascii_alphabetic() || has(PUNCT, c) => {
            bytes.iter().all(|&b| has(SUFFIX_CONT, b))
        }
        _ => false,
    }
}

/// The value of an [`TokenKind::Integer`] token's text, decimal or `0x` hexadecimal; `None`
/// if it does not fit in `u64` (or is not an integer spelling).
pub fn parse_u64(text: &str) -> Option<u64> {
    let (radix, digits) = integer_digits(text);
    if digits.is_empty() || !digits.bytes().all(|b| (b as char).is_digit(radix)) {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// The radix (10 or 16) and the digits (without `0x`) of an [`TokenKind::Integer`] token's
/// text, for building integers wider than 64 bits (e.g. with a big-integer `parse_bytes`).
pub fn integer_digits(text: &str) -> (u32, &str) {
    if text.as_bytes().get(1) == Some(&b'x') {
        (16, text.get(2..).unwrap_or(""))
    } else {
        (10, text)
    }
}

/// The value of a [`TokenKind::Float`] token's text; `None` if it overflows to infinity or a
/// nonzero value underflows to zero (MLIR rejects both).
pub fn parse_float(text: &str) -> Option<f64> {
    let value: f64 = text.parse().ok()?;
    if value.is_infinite() {
        return None;
    }
    let mantissa = text.split(['e', 'E']).next().unwrap_or("");
    if value == 0.0 && mantissa.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
        return None;
    }
    Some(value)
}

pub use crate::types::Signedness;

/// The signedness and width of an [`TokenKind::IntType`] token's text; the width is `None` if
/// it does not fit in `u32`. `None` overall if the text is not an integer type spelling.
pub fn int_type_info(text: &str) -> Option<(Signedness, Option<u32>)> {
    if !is_int_type_spelling(text) {
        return None;
    }
    let (signedness, digits) = match text.as_bytes()[0] {
        b'i' => (Signedness::Signless, &text[1..]),
        b's' => (Signedness::Signed, &text[2..]),
        _ => (Signedness::Unsigned, &text[2..]),
    };
    Some((signedness, digits.parse().ok()))
}

/// The number in a [`TokenKind::HashIdentifier`] token's text such as `#12` (a result
/// number); `None` for named identifiers like `#map` or if it does not fit in `u32`.
pub fn hash_identifier_number(text: &str) -> Option<u32> {
    let digits = text.strip_prefix('#')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The bytes a string literal stands for: `lit` is the token's bytes (or text) with both
/// quotes; escapes `\n`, `\t`, `\"`, `\\` and two hex digits `\AB` are decoded, and every
/// other byte is kept as it is.
pub fn unescape_string<S: AsRef<[u8]> + ?Sized>(lit: &S) -> Result<Vec<u8>, String> {
    string_value(lit).map(Cow::into_owned)
}

/// Like [`unescape_string`], but borrows from `lit` when it holds no escape.
pub fn string_value<S: AsRef<[u8]> + ?Sized>(lit: &S) -> Result<Cow<'_, [u8]>, String> {
    let lit = lit.as_ref();
    let bytes = lit
        .strip_prefix(b"\"")
        .and_then(|s| s.strip_suffix(b"\""))
        .filter(|_| lit.len() >= 2)
        .ok_or_else(|| "expected a quoted string literal".to_string())?;
    if !bytes.contains(&b'\\') {
        return Ok(Cow::Borrowed(bytes));
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        match bytes.get(i) {
            Some(&c1 @ (b'"' | b'\\')) => {
                out.push(c1);
                i += 1;
            }
            Some(b'n') => {
                out.push(b'\n');
                i += 1;
            }
            Some(b't') => {
                out.push(b'\t');
                i += 1;
            }
            _ => {
                let hi = bytes.get(i).and_then(|&b| (b as char).to_digit(16));
                let lo = bytes.get(i + 1).and_then(|&b| (b as char).to_digit(16));
                match (hi, lo) {
                    (Some(hi), Some(lo)) => {
                        out.push((hi * 16 + lo) as u8);
                        i += 2;
                    }
                    _ => return Err("unknown escape in string literal".to_string()),
                }
            }
        }
    }
    Ok(Cow::Owned(out))
}

/// Appends `bytes` to `out` escaped as MLIR prints string contents (without quotes): printable
/// ASCII except `"` and `\` as is, `\` as `\\`, everything else as `\` and two uppercase hex
/// digits. [`unescape_string`] reverses it.
pub fn escape_string(bytes: &[u8], out: &mut String) {
    const HEX_DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7F).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push(HEX_DIGITS[(b >> 4) as usize] as char);
            out.push(HEX_DIGITS[(b & 15) as usize] as char);
        }
    }
}

/// The name an [`TokenKind::AtIdentifier`] token's bytes (or text) refer to: the bytes after
/// `@`, or the decoded string for `@"..."`.
pub fn symbol_reference<S: AsRef<[u8]> + ?Sized>(text: &S) -> Result<Cow<'_, [u8]>, String> {
    let name = text
        .as_ref()
        .strip_prefix(b"@")
        .ok_or_else(|| "expected `@` identifier".to_string())?;
    if name.starts_with(b"\"") {
        string_value(name)
    } else {
        Ok(Cow::Borrowed(name))
    }
}

/// The bytes of a hex string literal `"0x..."` (an even number of hex digits), as used by
/// dense and resource attributes; `None` if `lit` is not one.
pub fn hex_string_value(lit: &str) -> Option<Vec<u8>> {
    let digits = lit.strip_prefix("\"0x")?.strip_suffix('"')?.as_bytes();
    if digits.len() % 2 != 0 {
        return None;
    }
    digits
        .chunks(2)
        .map(|pair| {
            let hi = (pair[0] as char).to_digit(16)?;
            let lo = (pair[1] as char).to_digit(16)?;
            Some((hi * 16 + lo) as u8)
        })
        .collect()
}

/// Line starts of one buffer, for turning byte offsets into 1-based line and column numbers
/// (columns count bytes, like MLIR's).
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Offset of the first byte of every line; `line_starts[0] == 0`.
    line_starts: Vec<u32>,
    len: u32,
}

impl LineIndex {
    /// Indexes the lines of `src`, text or any bytes (lines end at `\n`).
    pub fn new<S: AsRef<[u8]> + ?Sized>(src: &S) -> Self {
        let src = src.as_ref();
        let mut line_starts = vec![0u32];
        line_starts.extend(
            src.iter()
                .copied()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| (i + 1) as u32),
        );
        LineIndex {
            line_starts,
            len: src.len().min(u32::MAX as usize) as u32,
        }
    }

    /// Number of lines (a buffer ending in `\n` has an empty last line).
    pub fn line_count(&self) -> u32 {
        self.line_starts.len() as u32
    }

    /// The 1-based line and column of byte `offset` (clamped to the buffer end).
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let offset = offset.min(self.len);
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        (line as u32 + 1, offset - self.line_starts[line] + 1)
    }

    /// Byte offset of the start of 1-based `line`, if there is such a line.
    pub fn line_start(&self, line: u32) -> Option<u32> {
        self.line_starts
            .get((line as usize).checked_sub(1)?)
            .copied()
    }

    /// The bytes of 1-based `line` of `src` (the buffer this index was built from), without
    /// its line break; empty if there is no such line.
    pub fn line_text<'a, S: AsRef<[u8]> + ?Sized>(&self, src: &'a S, line: u32) -> &'a [u8] {
        let src = src.as_ref();
        let Some(start) = self.line_start(line) else {
            return &[];
        };
        let end = self
            .line_starts
            .get(line as usize)
            .map_or(src.len(), |&next| next as usize);
        let text = src.get(start as usize..end).unwrap_or(&[]);
        let text = text.strip_suffix(b"\n").unwrap_or(text);
        text.strip_suffix(b"\r").unwrap_or(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lexes all of `src` into (kind, text) pairs, stopping after `Eof` or an error.
    fn lex(src: &str) -> Vec<(TokenKind, &str)> {
        let mut lexer = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let tok = lexer.next_token();
            out.push((tok.kind, lexer.text(tok.span)));
            if matches!(tok.kind, TokenKind::Eof | TokenKind::Error) {
                return out;
            }
        }
    }

    fn kinds(src: &str) -> Vec<TokenKind> {
        lex(src).into_iter().map(|(k, _)| k).collect()
    }

    fn texts(src: &str) -> Vec<&str> {
        lex(src).into_iter().map(|(_, t)| t).collect()
    }

    use TokenKind as K;

    #[test]
    fn punctuation() {
        assert_eq!(
            kinds("-> : , ... = > { ( [ < - + ? } ) ] * | {-# #-}"),
            vec![
                K::Arrow,
                K::Colon,
                K::Comma,
                K::Ellipsis,
                K::Equal,
                K::Greater,
                K::LBrace,
                K::LParen,
                K::LSquare,
                K::Less,
                K::Minus,
                K::Plus,
                K::Question,
                K::RBrace,
                K::RParen,
                K::RSquare,
                K::Star,
                K::VerticalBar,
                K::FileMetadataBegin,
                K::FileMetadataEnd,
                K::Eof
            ]
        );
        // No whitespace needed between punctuation; `>=` is two tokens.
        assert_eq!(kinds(">=->"), vec![K::Greater, K::Equal, K::Arrow, K::Eof]);
        assert_eq!(kinds("{-"), vec![K::LBrace, K::Minus, K::Eof]);
        assert_eq!(kinds("{-}"), vec![K::LBrace, K::Minus, K::RBrace, K::Eof]);
        assert_eq!(texts("-->"), vec!["-", "->", ""]);
    }

    #[test]
    fn identifiers() {
        assert_eq!(
            lex("foo foo.bar _x a$b.c x8xf32"),
            vec![
                (K::BareIdentifier, "foo"),
                (K::BareIdentifier, "foo.bar"),
                (K::BareIdentifier, "_x"),
                (K::BareIdentifier, "a$b.c"),
                (K::BareIdentifier, "x8xf32"),
                (K::Eof, "")
            ]
        );
        // `-` is not part of a bare identifier, but is part of a suffix identifier.
        assert_eq!(texts("a-b"), vec!["a", "-", "b", ""]);
        assert_eq!(
            lex("%foo-bar.baz %0 %a$ ^bb0 !llvm.ptr #map1 #-x"),
            vec![
                (K::PercentIdentifier, "%foo-bar.baz"),
                (K::PercentIdentifier, "%0"),
                (K::PercentIdentifier, "%a$"),
                (K::CaretIdentifier, "^bb0"),
                (K::ExclamationIdentifier, "!llvm.ptr"),
                (K::HashIdentifier, "#map1"),
                (K::HashIdentifier, "#-x"),
                (K::Eof, "")
            ]
        );
        // A suffix starting with a digit stops at the first non-digit.
        assert_eq!(texts("%12abc"), vec!["%12", "abc", ""]);
        // Result numbers are separate hash identifiers.
        assert_eq!(
            lex("%0#1 %foo#12"),
            vec![
                (K::PercentIdentifier, "%0"),
                (K::HashIdentifier, "#1"),
                (K::PercentIdentifier, "%foo"),
                (K::HashIdentifier, "#12"),
                (K::Eof, "")
            ]
        );
        assert_eq!(hash_identifier_number("#12"), Some(12));
        assert_eq!(hash_identifier_number("#map"), None);
        assert_eq!(hash_identifier_number("#99999999999"), None);
        assert_eq!(
            lex("@foo @f.o$o1 @\"quoted \\\" name\" @_"),
            vec![
                (K::AtIdentifier, "@foo"),
                (K::AtIdentifier, "@f.o$o1"),
                (K::AtIdentifier, "@\"quoted \\\" name\""),
                (K::AtIdentifier, "@_"),
                (K::Eof, "")
            ]
        );
        // `-` does not continue an `@` identifier.
        assert_eq!(texts("@a-b"), vec!["@a", "-", "b", ""]);
    }

    #[test]
    fn keywords_and_int_types() {
        for kw in Keyword::ALL {
            assert_eq!(
                lex(kw.as_str()),
                vec![(K::Keyword(kw), kw.as_str()), (K::Eof, "")]
            );
            assert_eq!(Keyword::from_text(kw.as_str()), Some(kw));
            assert_eq!(kw.to_string(), kw.as_str());
        }
        // MLIR 19 has no `f8E3M4` or `token` keyword; a prefix or extension is no keyword.
        assert_eq!(
            kinds("f8E3M4 token f3 f32x tensorx"),
            vec![K::BareIdentifier; 5]
                .into_iter()
                .chain([K::Eof])
                .collect::<Vec<_>>()
        );
        assert_eq!(
            kinds("i1 i32 si8 ui64 i0 i s1 si ui u8 i32x i3.2"),
            vec![
                K::IntType,
                K::IntType,
                K::IntType,
                K::IntType,
                K::IntType,
                K::BareIdentifier,
                K::BareIdentifier,
                K::BareIdentifier,
                K::BareIdentifier,
                K::BareIdentifier,
                K::BareIdentifier,
                K::BareIdentifier,
                K::Eof
            ]
        );
        assert_eq!(int_type_info("i32"), Some((Signedness::Signless, Some(32))));
        assert_eq!(int_type_info("si8"), Some((Signedness::Signed, Some(8))));
        assert_eq!(
            int_type_info("ui64"),
            Some((Signedness::Unsigned, Some(64)))
        );
        assert_eq!(
            int_type_info("i99999999999"),
            Some((Signedness::Signless, None))
        );
        assert_eq!(int_type_info("f32"), None);
        assert!(K::Keyword(Keyword::Mod).is_identifier_like());
        assert!(K::IntType.is_identifier_like());
        assert!(!K::PercentIdentifier.is_identifier_like());
        assert_eq!(
            K::Keyword(Keyword::AffineMap).spelling(),
            Some("affine_map")
        );
        assert_eq!(K::Arrow.spelling(), Some("->"));
        assert_eq!(K::Integer.spelling(), None);
    }

    #[test]
    fn numbers() {
        assert_eq!(
            lex("42 0x2A 0x 0xi32 1.0 1. 1.5e-3 1.e5 2.5E+2 1.5e 1.5e+ 1e5 007"),
            vec![
                (K::Integer, "42"),
                (K::Integer, "0x2A"),
                (K::Integer, "0"),
                (K::BareIdentifier, "x"),
                (K::Integer, "0"),
                (K::BareIdentifier, "xi32"),
                (K::Float, "1.0"),
                (K::Float, "1."),
                (K::Float, "1.5e-3"),
                (K::Float, "1.e5"),
                (K::Float, "2.5E+2"),
                (K::Float, "1.5"),
                (K::BareIdentifier, "e"),
                (K::Float, "1.5"),
                (K::BareIdentifier, "e"),
                (K::Plus, "+"),
                (K::Integer, "1"),
                (K::BareIdentifier, "e5"),
                (K::Integer, "007"),
                (K::Eof, "")
            ]
        );
        // Signs are separate tokens; `4x8xf32` is an integer then one identifier.
        assert_eq!(texts("-1.5"), vec!["-", "1.5", ""]);
        assert_eq!(texts("4x8xf32"), vec!["4", "x8xf32", ""]);
        assert_eq!(texts("0x10xf32"), vec!["0x10", "xf32", ""]);
        assert_eq!(parse_u64("42"), Some(42));
        assert_eq!(parse_u64("0x2A"), Some(42));
        assert_eq!(parse_u64("0xffffffffffffffff"), Some(u64::MAX));
        assert_eq!(parse_u64("18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_u64("18446744073709551616"), None);
        assert_eq!(parse_u64("0x10000000000000000"), None);
        assert_eq!(parse_u64("007"), Some(7));
        assert_eq!(integer_digits("0x2A"), (16, "2A"));
        assert_eq!(integer_digits("123"), (10, "123"));
        assert_eq!(parse_float("1."), Some(1.0));
        assert_eq!(parse_float("1.e5"), Some(1e5));
        assert_eq!(parse_float("1.5e-3"), Some(1.5e-3));
        assert_eq!(parse_float("1.0e400"), None);
        assert_eq!(parse_float("1.0e-400"), None);
        assert_eq!(parse_float("0.0e-400"), Some(0.0));
    }

    #[test]
    fn strings() {
        assert_eq!(
            lex(r#""" "abc" "a\"b" "\\" "\41\n\t""#),
            vec![
                (K::String, r#""""#),
                (K::String, r#""abc""#),
                (K::String, r#""a\"b""#),
                (K::String, r#""\\""#),
                (K::String, r#""\41\n\t""#),
                (K::Eof, "")
            ]
        );
        assert_eq!(
            unescape_string(r#""\41\n\t\"\\z""#).unwrap(),
            b"A\n\t\"\\z".to_vec()
        );
        assert_eq!(unescape_string(r#""\ff\00""#).unwrap(), vec![0xFF, 0]);
        assert!(matches!(
            string_value(r#""plain""#).unwrap(),
            Cow::Borrowed(b"plain")
        ));
        assert!(unescape_string(r#""\q""#).is_err());
        assert!(unescape_string(r#""\4""#).is_err());
        assert!(unescape_string("abc").is_err());
        assert!(unescape_string("\"").is_err());
        // Non-ASCII text passes through a string literal.
        assert_eq!(lex("\"∂x\""), vec![(K::String, "\"∂x\""), (K::Eof, "")]);
        assert_eq!(symbol_reference("@foo").unwrap().as_ref(), b"foo");
        assert_eq!(symbol_reference("@\"a\\22b\"").unwrap().as_ref(), b"a\"b");
        assert_eq!(hex_string_value("\"0x0aFF\""), Some(vec![0x0A, 0xFF]));
        assert_eq!(hex_string_value("\"0x0aF\""), None);
        assert_eq!(hex_string_value("\"0xzz\""), None);
        assert_eq!(hex_string_value("\"abc\""), None);
    }

    #[test]
    fn escape_round_trip() {
        let all: Vec<u8> = (0..=255).collect();
        let mut escaped = String::from("\"");
        escape_string(&all, &mut escaped);
        escaped.push('"');
        assert_eq!(
            lex(&escaped),
            vec![(K::String, escaped.as_str()), (K::Eof, "")]
        );
        assert_eq!(unescape_string(&escaped).unwrap(), all);
        let mut s = String::new();
        escape_string(b"a\"b\\c\nd", &mut s);
        assert_eq!(s, r#"a\22b\\c\0Ad"#);
    }

    #[test]
    fn comments_and_whitespace() {
        assert_eq!(
            lex("a // comment ) ( \n b//x\r\nc // end"),
            vec![
                (K::BareIdentifier, "a"),
                (K::BareIdentifier, "b"),
                (K::BareIdentifier, "c"),
                (K::Eof, "")
            ]
        );
        assert_eq!(kinds("\t\r\n  "), vec![K::Eof]);
        // A NUL byte is skipped like whitespace.
        assert_eq!(texts("a\0b"), vec!["a", "b", ""]);
        let mut lexer = Lexer::new("x");
        lexer.next_token();
        assert_eq!(lexer.next_token().kind, K::Eof);
        assert_eq!(lexer.next_token().kind, K::Eof);
    }

    /// Bytes that are not UTF-8 are skipped in comments and kept in strings (and symbol names
    /// written as strings), as MLIR keeps them; elsewhere they are unexpected characters, one
    /// byte each, while a valid multi-byte character is one error covering all its bytes.
    #[test]
    fn bytes_that_are_not_utf8() {
        let src: &[u8] = b"// \xFF\xC3(\n%a = \"x\xFF\\41\xE9\" @\"s\xFE\" // \xC0\n";
        let mut lexer = Lexer::new(src);
        let mut tokens = Vec::new();
        loop {
            let tok = lexer.next_token();
            tokens.push((tok.kind, lexer.token_bytes(tok)));
            if matches!(tok.kind, K::Eof | K::Error) {
                break;
            }
        }
        assert_eq!(
            tokens,
            vec![
                (K::PercentIdentifier, &b"%a"[..]),
                (K::Equal, b"="),
                (K::String, b"\"x\xFF\\41\xE9\""),
                (K::AtIdentifier, b"@\"s\xFE\""),
                (K::Eof, b""),
            ]
        );
        assert_eq!(string_value(tokens[2].1).unwrap(), &b"x\xFFA\xE9"[..]);
        assert_eq!(symbol_reference(tokens[3].1).unwrap(), &b"s\xFE"[..]);
        // As text, such a token is empty; ASCII tokens read the same either way.
        let string = Span::new(12, 20);
        assert_eq!(lexer.bytes(string), tokens[2].1);
        assert_eq!(lexer.text(string), "");
        assert_eq!(lexer.text(Span::new(4, 6)), "");
        assert_eq!(lexer.text(Span::new(7, 9)), "%a");

        let unexpected = "unexpected character";
        assert_eq!(first_error(b"a \xFF\xFF"), (unexpected, Span::new(2, 3)));
        // A lead byte without its continuation, and a continuation byte alone.
        assert_eq!(first_error(b"\xC3("), (unexpected, Span::new(0, 1)));
        assert_eq!(first_error(b"\xA9"), (unexpected, Span::new(0, 1)));
        assert_eq!(first_error(b"\xE2\x82"), (unexpected, Span::new(0, 1)));
        assert_eq!(first_error("é".as_bytes()), (unexpected, Span::new(0, 2)));
        // An unterminated string still ends at the line break, whatever it holds.
        assert_eq!(
            first_error(b"\"\xFF\n\""),
            ("expected '\"' in string literal", Span::new(2, 3))
        );
        // Re-lexing never starts inside a character.
        let mut lexer = Lexer::new("\"é\" x");
        lexer.reset_to(2);
        assert_eq!(lexer.offset(), 3);
    }

    /// The error token's message and span for the first error in `src` (text or bytes).
    fn first_error<S: AsRef<[u8]> + ?Sized>(src: &S) -> (&'static str, Span) {
        let mut lexer = Lexer::new(src);
        loop {
            let tok = lexer.next_token();
            match tok.kind {
                K::Error => return (lexer.error_message().unwrap(), tok.span),
                K::Eof => panic!("no error in {:?}", String::from_utf8_lossy(src.as_ref())),
                _ => {}
            }
        }
    }

    #[test]
    fn errors_at_mlir_locations() {
        // Locations as mlir-opt-19 reports them (0-based offsets here).
        assert_eq!(
            first_error("a = \"abc\n\""),
            ("expected '\"' in string literal", Span::new(8, 9))
        );
        assert_eq!(
            first_error("a = \"abc"),
            ("expected '\"' in string literal", Span::at(8))
        );
        assert_eq!(
            first_error("\"a\\qc\""),
            ("unknown escape in string literal", Span::new(2, 3))
        );
        assert_eq!(
            first_error("\"\\4\""),
            ("unknown escape in string literal", Span::new(1, 2))
        );
        assert_eq!(
            first_error("a = @ x"),
            (
                "@ identifier expected to start with letter or '_'",
                Span::new(5, 6)
            )
        );
        assert_eq!(
            first_error("@"),
            (
                "@ identifier expected to start with letter or '_'",
                Span::at(1)
            )
        );
        assert_eq!(
            first_error("@\"abc"),
            ("expected '\"' in string literal", Span::at(5))
        );
        assert_eq!(
            first_error("1 . 2"),
            (
                "expected three consecutive dots for an ellipsis",
                Span::at(3)
            )
        );
        assert_eq!(
            first_error(".."),
            (
                "expected three consecutive dots for an ellipsis",
                Span::at(1)
            )
        );
        assert_eq!(first_error("(% 0)"), ("invalid SSA name", Span::new(1, 2)));
        assert_eq!(first_error("^"), ("invalid block name", Span::new(0, 1)));
        assert_eq!(
            first_error("! "),
            ("invalid type identifier", Span::new(0, 1))
        );
        assert_eq!(
            first_error("#)"),
            ("invalid attribute name", Span::new(0, 1))
        );
        assert_eq!(
            first_error("a / b"),
            ("unexpected character", Span::new(2, 3))
        );
        assert_eq!(
            first_error("a = ∂"),
            ("unexpected character", Span::new(4, 7))
        );
        assert_eq!(
            first_error("\x0B"),
            ("unexpected character", Span::new(0, 1))
        );
        assert_eq!(first_error("`"), ("unexpected character", Span::new(0, 1)));
    }

    #[test]
    fn lexing_continues_after_errors() {
        let mut lexer = Lexer::new("∂ a");
        assert_eq!(lexer.next_token().kind, K::Error);
        let tok = lexer.next_token();
        assert_eq!((tok.kind, lexer.text(tok.span)), (K::BareIdentifier, "a"));
        let mut lexer = Lexer::new("@∂b");
        assert_eq!(lexer.next_token().kind, K::Error);
        let tok = lexer.next_token();
        assert_eq!((tok.kind, lexer.text(tok.span)), (K::BareIdentifier, "b"));
    }

    #[test]
    fn reset_and_text() {
        let mut lexer = Lexer::new("abc ∂ def");
        let first = lexer.next_token();
        lexer.reset_to(first.span.start + 1);
        let tok = lexer.next_token();
        assert_eq!(lexer.token_text(tok), "bc");
        // Resetting into the middle of a character moves to the next boundary.
        lexer.reset_to(5);
        assert_eq!(lexer.offset(), 7);
        lexer.reset_to(1000);
        assert_eq!(lexer.next_token().kind, K::Eof);
        assert_eq!(lexer.text(Span::new(4, 5)), "");
        assert_eq!(lexer.text(Span::new(8, 100)), "");
        assert_eq!(lexer.text(Span::new(4, 7)), "∂");
    }

    /// Runs `dimension_list` on the source starting at its first token and returns the dims
    /// and the text of the token after the list.
    fn dims(
        src: &str,
        allow_dynamic: bool,
        trailing_x: bool,
    ) -> Result<(Vec<i64>, &str), SyntaxError> {
        let mut lexer = Lexer::new(src);
        let first = lexer.next_token();
        let (dims, next) = lexer.dimension_list(first, allow_dynamic, trailing_x)?;
        Ok((dims, lexer.text(next.span)))
    }

    #[test]
    fn dimension_lists() {
        const D: i64 = DYNAMIC_DIM;
        assert_eq!(dims("4x8xf32>", true, true).unwrap(), (vec![4, 8], "f32"));
        assert_eq!(dims("?x4xi32>", true, true).unwrap(), (vec![D, 4], "i32"));
        assert_eq!(
            dims("4x?x0xi32", true, true).unwrap(),
            (vec![4, D, 0], "i32")
        );
        assert_eq!(dims("0x0xf32", true, true).unwrap(), (vec![0, 0], "f32"));
        assert_eq!(dims("0xf32", true, true).unwrap(), (vec![0], "f32"));
        assert_eq!(
            dims("0x10xindex", true, true).unwrap(),
            (vec![0, 10], "index")
        );
        assert_eq!(
            dims("4 x 8 x f32", true, true).unwrap(),
            (vec![4, 8], "f32")
        );
        assert_eq!(
            dims("4x8x!llvm.ptr", true, true).unwrap(),
            (vec![4, 8], "!llvm.ptr")
        );
        assert_eq!(
            dims("4xvector<2xf32>", true, true).unwrap(),
            (vec![4], "vector")
        );
        assert_eq!(dims("f32", true, true).unwrap(), (vec![], "f32"));
        // Without trailing `x`: separated list, as in `[4x8]` or a shape literal.
        assert_eq!(dims("4x8]", true, false).unwrap(), (vec![4, 8], "]"));
        assert_eq!(
            dims("4x?x0x16>", true, false).unwrap(),
            (vec![4, D, 0, 16], ">")
        );
        assert_eq!(dims("7>", true, false).unwrap(), (vec![7], ">"));
        assert_eq!(dims(">", true, false).unwrap(), (vec![], ">"));
        // Errors.
        assert_eq!(
            dims("?x4xf32", false, true).unwrap_err(),
            (Span::new(0, 1), "expected static shape".to_string())
        );
        assert_eq!(
            dims("4 f32", true, true).unwrap_err(),
            (Span::at(1), "expected 'x' in dimension list".to_string())
        );
        assert_eq!(
            dims("99999999999999999999xf32", true, true).unwrap_err(),
            (Span::new(0, 20), "invalid dimension".to_string())
        );
        assert_eq!(
            dims("9223372036854775808xf32", true, true).unwrap_err().1,
            "invalid dimension"
        );
        assert_eq!(
            dims("9223372036854775807xf32", true, true).unwrap().0,
            vec![i64::MAX]
        );
        assert_eq!(
            dims("4xf32", true, false).unwrap_err(),
            (Span::at(2), "expected dimension".to_string())
        );
    }

    #[test]
    fn wrong_token_location_backs_up_to_previous_token() {
        fn loc(src: &str, nth: usize) -> u32 {
            let mut lexer = Lexer::new(src);
            let mut tok = lexer.next_token();
            for _ in 0..nth {
                tok = lexer.next_token();
            }
            lexer.wrong_token_location(tok)
        }
        // Same line: just after the previous token.
        assert_eq!(loc("(d0 d1)", 2), 3);
        // Next line: the end of the previous line, before any comment.
        assert_eq!(loc("(d0 +  \n  d2)", 3), 5);
        assert_eq!(loc("(d0 + // note\n\n  )", 3), 5);
        // First token of the buffer: its own position.
        assert_eq!(loc("  x", 0), 2);
        // At the end of the buffer: one byte back (mlir-opt-19 points at the last character),
        // then back over blanks.
        assert_eq!(loc("(d0", 2), 2);
        assert_eq!(loc("(d0\n", 2), 3);
        assert_eq!(loc("∂", 1), 0);
    }

    #[test]
    fn span_helpers() {
        let a = Span::new(3, 7);
        assert_eq!((a.len(), a.is_empty()), (4, false));
        assert!(Span::at(5).is_empty());
        assert_eq!(a.to(Span::new(10, 12)), Span::new(3, 12));
        assert_eq!(Span::new(10, 12).to(a), Span::new(3, 12));
        assert_eq!(Span::new(5, 2).len(), 0);
    }

    #[test]
    fn line_index() {
        let src = "ab\ncd\r\n\nxyz";
        let index = LineIndex::new(src);
        assert_eq!(index.line_count(), 4);
        assert_eq!(index.line_col(0), (1, 1));
        assert_eq!(index.line_col(2), (1, 3));
        assert_eq!(index.line_col(3), (2, 1));
        assert_eq!(index.line_col(7), (3, 1));
        assert_eq!(index.line_col(10), (4, 3));
        assert_eq!(index.line_col(1000), (4, 4));
        assert_eq!(index.line_text(src, 1), b"ab");
        assert_eq!(index.line_text(src, 2), b"cd");
        assert_eq!(index.line_text(src, 3), b"");
        assert_eq!(index.line_text(src, 4), b"xyz");
        assert_eq!(index.line_text(src, 5), b"");
        assert_eq!(index.line_text(src, 0), b"");
        assert_eq!(index.line_start(2), Some(3));
        assert_eq!(LineIndex::new("").line_col(0), (1, 1));
    }

    #[test]
    fn identifier_predicates() {
        assert!(is_bare_identifier("foo.bar$1"));
        assert!(is_bare_identifier("_"));
        assert!(!is_bare_identifier("1a"));
        assert!(!is_bare_identifier("a-b"));
        assert!(!is_bare_identifier(""));
        assert!(is_suffix_identifier("123"));
        assert!(is_suffix_identifier("a-b.c"));
        assert!(is_suffix_identifier("-"));
        assert!(!is_suffix_identifier("1a"));
        assert!(!is_suffix_identifier(""));
    }

    /// A small deterministic generator (xorshift) for the fuzz-style loops.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    #[test]
    fn random_input_never_panics_and_tokens_are_well_formed() {
        const PIECES: &[&str] = &[
            "%",
            "#",
            "^",
            "!",
            "@",
            "\"",
            "\\",
            "x",
            "0x",
            "0",
            "9",
            ".",
            "..",
            "-",
            ">",
            "{",
            "-#",
            "#-}",
            "/",
            "//",
            "\n",
            " ",
            "e",
            "E+",
            "i32",
            "∂",
            "é",
            "\0",
            "\r",
            "\x0B",
            "_",
            "$",
            "a",
            "?",
            "affine_map",
        ];
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for _ in 0..20_000 {
            let mut src = String::new();
            for _ in 0..(rng.next() % 12) {
                src.push_str(PIECES[(rng.next() % PIECES.len() as u64) as usize]);
            }
            let mut lexer = Lexer::new(&src);
            let mut last_end = 0;
            for _ in 0..=src.len() + 1 {
                let tok = lexer.next_token();
                assert!(tok.span.start <= tok.span.end && tok.span.end as usize <= src.len());
                assert!(src.is_char_boundary(tok.span.start as usize));
                assert!(src.is_char_boundary(tok.span.end as usize));
                assert!(lexer.offset() as usize <= src.len());
                if tok.kind == K::Eof {
                    break;
                }
                if tok.kind != K::Error {
                    assert!(
                        tok.span.start >= last_end && !tok.span.is_empty(),
                        "{src:?}"
                    );
                    last_end = tok.span.end;
                }
                // Every call makes progress or reaches the end.
                assert!(lexer.offset() >= tok.span.start);
            }
            let tok = lexer.next_token();
            assert!(lexer.wrong_token_location(tok) as usize <= src.len());
            let first = Lexer::new(&src).next_token();
            let _ = Lexer::new(&src).dimension_list(first, true, true);
        }
        // Raw random bytes, UTF-8 or not: progress, and spans inside the buffer.
        for _ in 0..5_000 {
            let src: Vec<u8> = (0..(rng.next() % 24)).map(|_| rng.next() as u8).collect();
            let mut lexer = Lexer::new(&src[..]);
            let mut steps = 0;
            loop {
                let tok = lexer.next_token();
                assert!(
                    tok.span.end as usize <= src.len(),
                    "span past the end of {src:?}"
                );
                if tok.kind == K::Eof {
                    break;
                }
                steps += 1;
                assert!(steps <= src.len() + 1, "no progress on {src:?}");
            }
        }
    }

    #[test]
    fn lexes_a_realistic_operation() {
        let src = r#"%0:2 = "d.op"(%a, %b#1) <{p = 1 : i64}> ({
^bb0(%x: tensor<4x?xf32>):  // block
  "d.t"() : () -> ()
}) {attr = dense<[1.5, -2.0]> : vector<2xf64>} : (i32, i32) -> (i32, i32) loc("f.mlir":1:2)"#;
        let toks = lex(src);
        assert_eq!(toks.last().unwrap().0, K::Eof);
        assert!(toks.iter().all(|(k, _)| *k != K::Error));
        let texts: Vec<&str> = toks.iter().map(|(_, t)| *t).collect();
        assert_eq!(
            &texts[..12],
            &[
                "%0", ":", "2", "=", "\"d.op\"", "(", "%a", ",", "%b", "#1", ")", "<"
            ]
        );
        assert!(texts.contains(&"^bb0"));
        assert!(texts.contains(&"x"));
        assert!(toks.contains(&(K::Keyword(Keyword::Loc), "loc")));
        assert!(toks.contains(&(K::Keyword(Keyword::Dense), "dense")));
        assert!(toks.contains(&(K::Float, "2.0")));
    }
}
