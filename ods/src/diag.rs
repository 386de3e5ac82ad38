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
        if let Some(source_line) = text.lines().nth(line.saturating_sub(1)) {
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
    fn suggestions_need_to_be_close() {
        let names = ["AnyInteger", "AnyFloat", "Index"];
        assert_eq!(did_you_mean("AnyIntger", names), Some("AnyInteger"));
        assert_eq!(did_you_mean("Indx", names), Some("Index"));
        assert_eq!(did_you_mean("Tensor", names), None);
    }
}
