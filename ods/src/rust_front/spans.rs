//! How the Rust front end's model spans lead back to tokens. The model's [`Span`]s are byte
//! ranges into a source of [`crate::diag::Sources`]; the Rust front end has no such text, only
//! tokens. So it writes one: a *mirror* of the Rust file in which every text it reads (a name, a
//! string's value, a constraint rendered from a type) is placed at the line and column of its
//! first token, with newlines and spaces in between. A model span is then an ordinary range of
//! the mirror, line numbers computed from it are the file's (for `help:` lines and the citations
//! in generated docs), and the [`SpanTable`] keeps, for each placed text, which token each of its
//! bytes came from, so that a diagnostic's range maps back to a first and a last token.
//!
//! This module does not read Rust items; it only places texts and looks spans up.

use proc_macro2::Span as TokenSpan;

use crate::diag::Span;

/// The mirror text of one Rust file and the tokens behind each placed text.
#[derive(Debug)]
pub struct SpanTable {
    /// The source index of the mirror in its `Sources`.
    source: u32,
    /// The mirror text.
    text: String,
    /// The 1-based line at the end of `text`.
    line: usize,
    /// The column (in characters) at the end of `text`.
    column: usize,
    /// The placed texts, in increasing offsets.
    entries: Vec<Entry>,
}

/// One placed text: where it ends in the mirror and the token each part of it came from.
#[derive(Debug)]
struct Entry {
    end: u32,
    /// `(offset in the mirror, token)`, increasing: the bytes from an offset up to the next one
    /// came from that token.
    pieces: Vec<(u32, TokenSpan)>,
}

impl SpanTable {
    /// An empty mirror that will be source `source`.
    pub fn new(source: u32) -> Self {
        SpanTable {
            source,
            text: String::new(),
            line: 1,
            column: 0,
            entries: Vec::new(),
        }
    }

    /// The mirror text, for `Sources`.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Places `text`, whose bytes from each `pieces` offset (relative to `text`, the first one
    /// 0) on came from that token, at the position of the first token, and returns its span.
    /// A text whose position is already behind the end of the mirror (tokens out of order, or
    /// without a position) goes at the end instead, after a space.
    pub fn place(&mut self, text: &str, pieces: &[(usize, TokenSpan)]) -> Span {
        let position = pieces.first().map(|(_, span)| span.start());
        match position {
            // Line 0: a span without a position (made by a macro, not read from a file).
            Some(at) if at.line > self.line => {
                self.push(&"\n".repeat(at.line - self.line));
                self.push(&" ".repeat(at.column));
            }
            Some(at) if at.line == self.line && at.column >= self.column => {
                self.push(&" ".repeat(at.column - self.column));
            }
            _ if self.column > 0 => self.push(" "),
            _ => {}
        }
        let start = self.text.len();
        self.push(text);
        let pieces = pieces
            .iter()
            .map(|&(offset, span)| ((start + offset.min(text.len())) as u32, span))
            .collect();
        self.entries.push(Entry {
            end: self.text.len() as u32,
            pieces,
        });
        Span::new(self.source, start, self.text.len())
    }

    fn push(&mut self, text: &str) {
        self.text.push_str(text);
        match text.rfind('\n') {
            Some(last) => {
                self.line += text.matches('\n').count();
                self.column = text[last + 1..].chars().count();
            }
            None => self.column += text.chars().count(),
        }
    }

    /// The first and the last token of `span`, or `None` when it is not a span of this mirror.
    /// A span between placed texts belongs to the next one; an empty span to the text it ends.
    pub fn tokens(&self, span: Span) -> Option<(TokenSpan, TokenSpan)> {
        if span.source != self.source || self.entries.is_empty() {
            return None;
        }
        let first = self.token_at(span.start)?;
        let last = self.token_at(span.end.saturating_sub(1).max(span.start))?;
        Some((first, last))
    }

    /// The token behind mirror offset `offset`.
    fn token_at(&self, offset: u32) -> Option<TokenSpan> {
        // The first entry that ends after `offset`, or the last one.
        let index = self.entries.partition_point(|e| e.end <= offset);
        let entry = self.entries.get(index).or_else(|| self.entries.last())?;
        let piece = entry
            .pieces
            .iter()
            .rev()
            .find(|(at, _)| *at <= offset)
            .or_else(|| entry.pieces.first())?;
        Some(piece.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proc_macro2::TokenStream;

    /// The spans of the tokens of `text`, which has line and column positions.
    fn token_spans(text: &str) -> Vec<TokenSpan> {
        let tokens: TokenStream = text.parse().expect("tokens");
        tokens.into_iter().map(|t| t.span()).collect()
    }

    fn position(span: TokenSpan) -> (usize, usize) {
        let at = span.start();
        (at.line, at.column)
    }

    #[test]
    fn texts_land_on_the_lines_and_columns_of_their_tokens() {
        let spans = token_spans("a\n  bb cc\n\n dd");
        let mut table = SpanTable::new(3);
        let a = table.place("a", &[(0, spans[0])]);
        let b = table.place("bb", &[(0, spans[1])]);
        let c = table.place("cc", &[(0, spans[2])]);
        let d = table.place("dd", &[(0, spans[3])]);
        assert_eq!(table.text(), "a\n  bb cc\n\n dd");
        assert_eq!((a.source, a.start, a.end), (3, 0, 1));
        assert_eq!((b.start, b.end), (4, 6));
        assert_eq!((c.start, d.start), (7, 12));
    }

    #[test]
    fn out_of_order_texts_go_at_the_end() {
        let spans = token_spans("x y");
        let mut table = SpanTable::new(0);
        table.place("y", &[(0, spans[1])]);
        let x = table.place("x", &[(0, spans[0])]);
        assert_eq!(table.text(), "  y x");
        assert_eq!((x.start, x.end), (4, 5));
        let unplaced = table.place("z", &[]);
        assert_eq!((unplaced.start, unplaced.end), (6, 7));
    }

    #[test]
    fn spans_map_to_the_tokens_of_their_first_and_last_bytes() {
        let spans = token_spans("Variadic<AnyIntger>");
        let pieces: Vec<(usize, TokenSpan)> = [0, 8, 9, 18]
            .into_iter()
            .zip(spans.iter().copied())
            .collect();
        let mut table = SpanTable::new(0);
        let whole = table.place("Variadic<AnyIntger>", &pieces);
        // `AnyIntger`: its own token.
        let (first, last) = table.tokens(whole.sub(9, 9)).expect("mapped");
        assert_eq!(position(first), (1, 9));
        assert_eq!(position(last), (1, 9));
        // The whole text: from `Variadic` to `>`.
        let (first, last) = table.tokens(whole).expect("mapped");
        assert_eq!((position(first), position(last)), ((1, 0), (1, 18)));
        // An empty span at the end: the last token.
        let (first, _) = table.tokens(whole.sub(19, 0)).expect("mapped");
        assert_eq!(position(first), (1, 18));
        // Another source: not ours.
        assert!(table.tokens(Span::new(1, 0, 1)).is_none());
    }
}
