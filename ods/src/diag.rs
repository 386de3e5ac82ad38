//! Diagnostics about dialect specs: an error (or warning) at a span of a spec source, with what
//! was expected, what was found, and a `help:` with the fix. Every front end and check reports
//! through these values; nothing in the generator panics on a bad spec.

use std::fmt;

/// A byte range in one spec source.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// Index of the source in the [`Sources`] it came from.
    pub source: u32,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span of `source` from `start` to `end`.
    pub fn new(source: u32, start: usize, end: usize) -> Self {
        Span {
            source,
            start: start as u32,
            end: end as u32,
        }
    }

    /// The span `offset` bytes into this one and `len` long (e.g. a piece of an embedded
    /// language inside a TOML string, once the string's opening quote is accounted for).
    pub fn sub(self, offset: usize, len: usize) -> Self {
        let start = self.start + offset as u32;
        Span {
            source: self.source,
            start,
            end: (start + len as u32).min(self.end.max(start)),
        }
    }
}

/// Where the bytes of a string value lie in its source when the string was written with
/// escapes (`"a\"b"`): a value offset `v` maps to the source offset of the last point at or
/// before `v`, plus the distance from it. Strings without escapes need no map: their value
/// offsets are source offsets from the start of the contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OffsetMap {
    /// The string's contents in the source (without quotes).
    pub contents: Span,
    /// The length of the decoded value.
    pub value_len: u32,
    /// `(value offset, source offset)` pairs, increasing: the start of the contents and the end
    /// of each escape.
    pub points: Vec<(u32, u32)>,
}

impl OffsetMap {
    /// Builds the map of a basic (double-quoted) TOML string whose raw contents `raw` start at
    /// `contents.start`; `None` when it has no escapes.
    pub fn of_basic_string(raw: &str, contents: Span) -> Option<Self> {
        if !raw.contains('\\') {
            return None;
        }
        let mut points = vec![(0, contents.start)];
        let (mut value, mut i) = (0usize, 0usize);
        let bytes = raw.as_bytes();
        while i < raw.len() {
            if bytes[i] != b'\\' {
                let len = raw[i..].chars().next().map_or(1, char::len_utf8);
                value += len;
                i += len;
                continue;
            }
            let (decoded, consumed) = match bytes.get(i + 1) {
                Some(b'u') => (hex_char_len(raw.get(i + 2..i + 6)), 6),
                Some(b'U') => (hex_char_len(raw.get(i + 2..i + 10)), 10),
                // A line-ending backslash drops the whitespace and newlines that follow.
                Some(b' ' | b'\t' | b'\r' | b'\n') => {
                    let rest = &raw[i + 1..];
                    (0, 1 + rest.len() - rest.trim_start().len())
                }
                _ => (1, 2),
            };
            value += decoded;
            i = (i + consumed).min(raw.len());
            points.push((value as u32, contents.start + i as u32));
        }
        Some(OffsetMap {
            contents,
            value_len: value as u32,
            points,
        })
    }

    /// The source offset of value offset `value` (at most the value's length).
    fn source_offset(&self, value: u32) -> u32 {
        let (v, s) = self
            .points
            .iter()
            .rev()
            .find(|(v, _)| *v <= value)
            .copied()
            .unwrap_or((0, self.contents.start));
        s + (value - v)
    }

    /// Whether `offset`, computed as the contents' start plus a value offset, falls in the value.
    fn holds(&self, source: u32, offset: u32) -> bool {
        source == self.contents.source
            && offset >= self.contents.start
            && offset <= self.contents.start + self.value_len
    }
}

/// [`Sources::map_span`] over the given maps.
pub fn map_span(maps: &[OffsetMap], span: Span) -> Span {
    let Some(map) = maps.iter().find(|m| m.holds(span.source, span.start)) else {
        return span;
    };
    let start = map.source_offset(span.start - map.contents.start);
    // An end beyond the value is already a source offset (a span of the whole contents).
    let end = if map.holds(span.source, span.end) {
        map.source_offset(span.end - map.contents.start)
    } else {
        span.end
    };
    Span {
        source: span.source,
        start,
        end: end.max(start),
    }
}

/// The UTF-8 length of the character a `\u`/`\U` escape's hex digits encode.
fn hex_char_len(hex: Option<&str>) -> usize {
    hex.and_then(|h| u32::from_str_radix(h, 16).ok())
        .and_then(char::from_u32)
        .map_or(1, char::len_utf8)
}

/// How serious a spec diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Level {
    /// The spec is wrong; nothing is generated.
    Error,
    /// The spec works but something is probably unintended (e.g. a shadowed rule).
    Warning,
}

/// One diagnostic about a spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecDiagnostic {
    /// Error or warning.
    pub level: Level,
    /// Where.
    pub span: Span,
    /// What is wrong: lowercase, no trailing period, names in backticks.
    pub message: String,
    /// How to fix it, if known.
    pub help: Option<String>,
}

impl SpecDiagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        SpecDiagnostic {
            level: Level::Error,
            span,
            message: message.into(),
            help: None,
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Self {
        SpecDiagnostic {
            level: Level::Warning,
            span,
            message: message.into(),
            help: None,
        }
    }

    /// Adds a `help:` line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

/// The spec sources diagnostics point into: names and texts, indexed by [`Span::source`].
#[derive(Clone, Debug, Default)]
pub struct Sources {
    files: Vec<(String, String)>,
    /// The offset maps of strings written with escapes.
    maps: Vec<OffsetMap>,
    /// Per source, the text whose lines a rendered diagnostic shows when it is not the text
    /// spans index (the Rust file behind the Rust front end's mirror).
    shown: Vec<(u32, String)>,
}

impl Sources {
    /// No sources.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a source and returns its index for spans.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> u32 {
        self.files.push((name.into(), text.into()));
        self.files.len() as u32 - 1
    }

    /// Replaces the text of source `index`: for a text written while spans into it were made
    /// (the Rust front end's mirror), added first so that its index is known.
    pub fn set_text(&mut self, index: u32, text: impl Into<String>) {
        if let Some(file) = self.files.get_mut(index as usize) {
            file.1 = text.into();
        }
    }

    /// Makes diagnostics in source `index` show the lines of `text`, a text with the same lines
    /// and columns as the source's (the Rust file whose mirror the source is: the mirror holds
    /// only what the front end read, each at its line and column in the file).
    pub fn show_text_of(&mut self, index: u32, text: impl Into<String>) {
        self.shown.push((index, text.into()));
    }

    /// Records the offset map of a string written with escapes, for [`Self::map_span`].
    pub fn add_offset_map(&mut self, map: OffsetMap) {
        self.maps.push(map);
    }

    /// The true source span of `span`. Spans inside string values are computed as the start of
    /// the contents plus offsets into the decoded value; where the string has escapes, this
    /// moves them onto the source bytes they were decoded from. Other spans are unchanged.
    pub fn map_span(&self, span: Span) -> Span {
        map_span(&self.maps, span)
    }

    /// The name and text of source `index`.
    pub fn get(&self, index: u32) -> Option<(&str, &str)> {
        self.files
            .get(index as usize)
            .map(|(n, t)| (n.as_str(), t.as_str()))
    }

    /// 1-based line and column (in characters) of a byte offset of source `index`.
    pub fn line_col(&self, index: u32, offset: u32) -> (usize, usize) {
        let Some((_, text)) = self.get(index) else {
            return (0, 0);
        };
        let offset = (offset as usize).min(text.len());
        let before = text.get(..offset).unwrap_or(text);
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = text
            .get(line_start..offset)
            .map_or(1, |s| s.chars().count() + 1);
        (line, column)
    }

    /// Renders a diagnostic like rustc: `file:line:col: error: message`, the source line, a
    /// caret line under the span, and `help:`.
    pub fn render(&self, diagnostic: &SpecDiagnostic) -> String {
        let level = match diagnostic.level {
            Level::Error => "error",
            Level::Warning => "warning",
        };
        let span = diagnostic.span;
        let (name, text) = self.get(span.source).unwrap_or(("<unknown>", ""));
        let (line, column) = self.line_col(span.source, span.start);
        let mut out = format!("{name}:{line}:{column}: {level}: {}\n", diagnostic.message);
        let shown = self.shown.iter().find(|(i, _)| *i == span.source);
        let shown = shown.map_or(text, |(_, shown)| shown.as_str());
        if let Some(source_line) = shown.lines().nth(line.saturating_sub(1)) {
            let width = text
                .get(span.start as usize..span.end as usize)
                .map_or(1, |s| s.lines().next().unwrap_or("").chars().count().max(1));
            out += &format!(
                "{source_line}\n{}{}\n",
                " ".repeat(column - 1),
                "^".repeat(width)
            );
        }
        if let Some(help) = &diagnostic.help {
            out += &format!("help: {help}\n");
        }
        out
    }
}

impl fmt::Display for SpecDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)
    }
}

/// The closest of `candidates` to `name`, if close enough to suggest ("did you mean ...?").
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (strsim::damerau_levenshtein(name, c), c))
        .filter(|&(distance, c)| distance <= (c.len().max(name.len()) / 3).max(1))
        .min()
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_location_source_line_caret_and_help() {
        let mut sources = Sources::new();
        let file = sources.add("defs/t.toml", "[op.add]\noperands = [\"AnyIntger\"]\n");
        let diagnostic =
            SpecDiagnostic::error(Span::new(file, 22, 31), "unknown constraint `AnyIntger`")
                .with_help("did you mean `AnyInteger`?");
        assert_eq!(
            sources.render(&diagnostic),
            "defs/t.toml:2:14: error: unknown constraint `AnyIntger`\noperands = [\"AnyIntger\"]\n             ^^^^^^^^^\nhelp: did you mean `AnyInteger`?\n"
        );
    }

    #[test]
    fn offset_maps_move_value_offsets_onto_the_source() {
        // Source: `x = "a\"b\u00e9c"`; the contents start at byte 5.
        let raw = r#"a\"b\u00e9c"#;
        let contents = Span::new(0, 5, 5 + raw.len());
        let map = OffsetMap::of_basic_string(raw, contents).expect("escapes");
        // Value `a"béc`: a@0, "@1, b@2, é@3..5, c@5.
        assert_eq!(map.value_len, 6);
        let mut sources = Sources::new();
        sources.add_offset_map(map);
        let at = |start: usize, end: usize| sources.map_span(Span::new(0, 5 + start, 5 + end));
        assert_eq!(at(0, 1), Span::new(0, 5, 6));
        assert_eq!(at(1, 2), Span::new(0, 6, 8));
        assert_eq!(at(2, 3), Span::new(0, 8, 9));
        assert_eq!(at(3, 5), Span::new(0, 9, 15));
        assert_eq!(at(5, 6), Span::new(0, 15, 16));
        // The whole contents, and spans elsewhere, stay as they are.
        assert_eq!(sources.map_span(contents), contents);
        assert_eq!(at(40, 42), Span::new(0, 45, 47));
        assert_eq!(sources.map_span(Span::new(1, 6, 7)), Span::new(1, 6, 7));
        assert!(OffsetMap::of_basic_string("plain", contents).is_none());
    }

    #[test]
    fn line_ending_backslashes_drop_the_following_whitespace() {
        let raw = "a \\\n   b";
        let map = OffsetMap::of_basic_string(raw, Span::new(0, 0, raw.len())).expect("escape");
        // Value `a b`: `b` is value byte 2, source byte 7.
        assert_eq!(map.value_len, 3);
        let mut sources = Sources::new();
        sources.add_offset_map(map);
        assert_eq!(sources.map_span(Span::new(0, 2, 3)), Span::new(0, 7, 8));
    }

    #[test]
    fn suggestions_need_to_be_close() {
        let names = ["AnyInteger", "AnyFloat", "Index"];
        assert_eq!(did_you_mean("AnyIntger", names), Some("AnyInteger"));
        assert_eq!(did_you_mean("Indx", names), Some("Index"));
        assert_eq!(did_you_mean("Tensor", names), None);
    }
}
