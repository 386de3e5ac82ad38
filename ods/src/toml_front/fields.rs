//! Typed, spanned reading of TOML tables for the front end: each table is opened with the list of
//! keys valid there (unknown keys are reported with a did-you-mean), and each value is read as
//! the expected kind (a wrong kind is reported with what was expected and what was found).
//! Reading never stops at an error: the bad value is reported and skipped, so every error of a
//! file is found in one pass.
//!
//! This module knows TOML and spans, not the spec layout: which keys exist where is decided in
//! the parent module.

use toml::Spanned as TomlSpanned;
use toml::de::{DeTable, DeValue};

use crate::diag::{OffsetMap, Span, SpecDiagnostic, did_you_mean};
use crate::model::{Hook, Spanned};

/// A TOML value with its span, as the `toml` crate parses it.
pub(crate) type Value<'i> = TomlSpanned<DeValue<'i>>;

/// Collects the diagnostics of one spec source and converts TOML spans into spec spans.
pub(crate) struct Reader<'t> {
    /// Index of the source in the `Sources`.
    pub source: u32,
    /// The source text (to find string contents inside quotes).
    pub text: &'t str,
    /// Everything reported so far.
    pub diagnostics: Vec<SpecDiagnostic>,
    /// The offset maps of the strings read so far that were written with escapes.
    pub offset_maps: Vec<OffsetMap>,
}

/// One open table: its entries, the span diagnostics about the table as a whole point at, and
/// what it is called in messages (`op`, `operand`).
pub(crate) struct Fields<'a, 'i> {
    table: &'a DeTable<'i>,
    /// The table's header (`[[op]]`) or inline table (`{ ... }`).
    pub span: Span,
    /// The table's name in messages.
    pub what: &'static str,
}

impl<'a, 'i> Fields<'a, 'i> {
    /// The value at `key`, if present.
    pub fn get(&self, key: &str) -> Option<&'a Value<'i>> {
        self.table.get(key)
    }
}

impl<'t> Reader<'t> {
    /// A reader of `text`, source `source`.
    pub fn new(source: u32, text: &'t str) -> Self {
        Reader {
            source,
            text,
            diagnostics: Vec::new(),
            offset_maps: Vec::new(),
        }
    }

    /// The spec span of a TOML span.
    pub fn span(&self, range: std::ops::Range<usize>) -> Span {
        Span::new(self.source, range.start, range.end)
    }

    /// Reports an error.
    pub fn error(&mut self, diagnostic: SpecDiagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// Opens `value` as a table called `what` whose valid keys are `keys`; reports a value that
    /// is not a table, and every unknown key.
    pub fn table<'a, 'i>(
        &mut self,
        value: &'a Value<'i>,
        what: &'static str,
        keys: &[&'static str],
    ) -> Option<Fields<'a, 'i>> {
        let span = self.span(value.span());
        let DeValue::Table(table) = value.get_ref() else {
            self.error(self.wrong_kind(value, &format!("a table for the {what}")));
            return None;
        };
        for (key, _) in table.iter() {
            if keys.contains(&key.get_ref().as_ref()) {
                continue;
            }
            let name = key.get_ref().as_ref();
            let diagnostic = SpecDiagnostic::error(
                self.span(key.span()),
                format!("unknown key `{name}` in {what}"),
            );
            let help = match did_you_mean(name, keys.iter().copied()) {
                Some(close) => format!("did you mean `{close}`?"),
                None => format!("the keys of {what} are {}", backticked(keys)),
            };
            self.error(diagnostic.with_help(help));
        }
        Some(Fields { table, span, what })
    }

    /// Reports that the required `key` of `fields` is missing.
    pub fn missing(&mut self, fields: &Fields<'_, '_>, key: &str, example: &str) {
        let diagnostic = SpecDiagnostic::error(
            fields.span,
            format!("missing key `{key}` in {}", fields.what),
        )
        .with_help(format!("add `{key} = {example}`"));
        self.error(diagnostic);
    }

    /// The error for `value` not being `expected` (`a string`).
    pub fn wrong_kind(&self, value: &Value<'_>, expected: &str) -> SpecDiagnostic {
        let found = value.get_ref().type_str();
        let article = if found.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        SpecDiagnostic::error(
            self.span(value.span()),
            format!("expected {expected}, found {article} {found}"),
        )
    }

    /// `value` as a string whose span covers its contents; reports any other kind.
    pub fn as_string(&mut self, value: &Value<'_>) -> Option<Spanned<String>> {
        match value.get_ref() {
            DeValue::String(text) => {
                let contents = self.contents_span(value.span());
                let raw = self.text.get(value.span()).unwrap_or("");
                // Literal strings ('...') have no escapes; only basic ones need a map.
                if raw.starts_with('"')
                    && let Some(map) = self
                        .text
                        .get(contents.start as usize..contents.end as usize)
                        .and_then(|c| OffsetMap::of_basic_string(c, contents))
                {
                    self.offset_maps.push(map);
                }
                Some(Spanned::new(text.to_string(), contents))
            }
            _ => {
                self.error(self.wrong_kind(value, "a string"));
                None
            }
        }
    }

    /// The optional string at `key`.
    pub fn string(&mut self, fields: &Fields<'_, '_>, key: &str) -> Option<Spanned<String>> {
        fields.get(key).and_then(|value| self.as_string(value))
    }

    /// The string at `key`, reported when missing.
    pub fn required_string(
        &mut self,
        fields: &Fields<'_, '_>,
        key: &str,
        example: &str,
    ) -> Option<Spanned<String>> {
        if fields.get(key).is_none() {
            self.missing(fields, key, example);
        }
        self.string(fields, key)
    }

    /// The boolean at `key`, if present.
    pub fn boolean(&mut self, fields: &Fields<'_, '_>, key: &str) -> Option<Spanned<bool>> {
        let value = fields.get(key)?;
        match value.get_ref() {
            DeValue::Boolean(b) => Some(Spanned::new(*b, self.span(value.span()))),
            _ => {
                self.error(self.wrong_kind(value, "`true` or `false`"));
                None
            }
        }
    }

    /// The boolean at `key`, `false` when absent or wrong.
    pub fn flag(&mut self, fields: &Fields<'_, '_>, key: &str) -> bool {
        self.boolean(fields, key).is_some_and(|b| b.value)
    }

    /// The integer at `key`, if present and within `i64`.
    pub fn integer(&mut self, fields: &Fields<'_, '_>, key: &str) -> Option<Spanned<i64>> {
        let value = fields.get(key)?;
        let span = self.span(value.span());
        match value.get_ref() {
            DeValue::Integer(int) => match i64::from_str_radix(int.as_str(), int.radix()) {
                Ok(n) => Some(Spanned::new(n, span)),
                Err(_) => {
                    let diagnostic = SpecDiagnostic::error(
                        span,
                        format!("expected a 64-bit signed integer, found `{int}`"),
                    )
                    .with_help(format!(
                        "use a value from {} to {}",
                        i64::MIN,
                        i64::MAX
                    ));
                    self.error(diagnostic);
                    None
                }
            },
            _ => {
                self.error(self.wrong_kind(value, "an integer"));
                None
            }
        }
    }

    /// The elements of the array at `key` (empty when absent); reports a value that is not an
    /// array.
    pub fn array<'a, 'i>(
        &mut self,
        fields: &Fields<'a, 'i>,
        key: &str,
        expected: &str,
    ) -> &'a [Value<'i>] {
        let Some(value) = fields.get(key) else {
            return &[];
        };
        match value.get_ref() {
            DeValue::Array(items) => items,
            _ => {
                self.error(self.wrong_kind(value, expected));
                &[]
            }
        }
    }

    /// The strings of the array at `key` (empty when absent); reports every element that is not
    /// a string.
    pub fn string_list(&mut self, fields: &Fields<'_, '_>, key: &str) -> Vec<Spanned<String>> {
        let items = self.array(fields, key, "an array of strings");
        items
            .iter()
            .filter_map(|item| self.as_string(item))
            .collect()
    }

    /// A hook at `key`: `true` for the conventional function, a string for a Rust path, `false`
    /// or absent for none.
    pub fn hook(&mut self, fields: &Fields<'_, '_>, key: &str) -> Option<Hook> {
        let value = fields.get(key)?;
        match value.get_ref() {
            DeValue::Boolean(true) => Some(Hook::Default(self.span(value.span()))),
            DeValue::Boolean(false) => None,
            DeValue::String(_) => self.as_string(value).map(Hook::Path),
            _ => {
                let diagnostic = self
                    .wrong_kind(value, "`true` or a Rust function path")
                    .with_help(format!(
                        "write `{key} = true` for the conventional function or `{key} = \"crate::path::to_fn\"`"
                    ));
                self.error(diagnostic);
                None
            }
        }
    }

    /// The span of a string's contents, given the span of the whole string with its quotes.
    fn contents_span(&self, range: std::ops::Range<usize>) -> Span {
        let raw = self.text.get(range.clone()).unwrap_or("");
        let (open, close) = if raw.starts_with("\"\"\"") || raw.starts_with("'''") {
            // A newline right after the opening quotes is not part of a multi-line string.
            let newline = if raw[3..].starts_with("\r\n") {
                2
            } else {
                usize::from(raw[3..].starts_with('\n'))
            };
            (3 + newline, 3)
        } else if raw.starts_with(['"', '\'']) {
            (1, 1)
        } else {
            (0, 0)
        };
        if raw.len() < open + close {
            return self.span(range);
        }
        Span::new(self.source, range.start + open, range.end - close)
    }
}

/// The `toml` crate's message for arrays and inline tables nested beyond its limit.
const TOML_TOO_DEEP: &str = "cannot recurse further; max recursion depth met";

/// Parses `text` as a TOML document (a table), reporting its first syntax error to `r`; `None`
/// after it, since the tables recovered after an error are unreliable. The errors after the
/// first are left out for the same reason: the parser resynchronizes badly (after an unclosed
/// string, every later line is "a key with no value"), so one mistake would be reported once
/// per line after it.
pub(crate) fn parse_document<'i>(r: &mut Reader<'_>, text: &'i str) -> Option<Value<'i>> {
    let (root, errors) = DeTable::parse_recoverable(text);
    let Some(first) = errors
        .iter()
        .min_by_key(|e| e.span().map_or(0, |range| range.start))
    else {
        return Some(TomlSpanned::new(0..0, DeValue::Table(root.into_inner())));
    };
    let span = r.span(first.span().unwrap_or(0..0));
    let message = first.message().trim().trim_end_matches('.');
    let diagnostic = if message == TOML_TOO_DEEP {
        SpecDiagnostic::error(span, "invalid TOML: arrays and inline tables nested too deep")
            .with_help("write the inner tables as sections (`[table.key]`, `[[array]]`) instead of nesting them inline")
    } else {
        SpecDiagnostic::error(span, format!("invalid TOML: {message}"))
    };
    r.error(diagnostic);
    None
}

/// `a`, `b` and `c`, for messages.
pub(crate) fn backticked(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> TomlSpanned<DeTable<'_>> {
        DeTable::parse(text).expect("valid toml")
    }

    #[test]
    fn string_spans_cover_the_contents() {
        let text = "a = \"xy\"\nb = 'lit'\nc = '''\nmulti'''\nd = \"\"\"one\"\"\"\n";
        let table = parsed(text);
        let mut reader = Reader::new(0, text);
        let contents = |reader: &mut Reader<'_>, key: &str| {
            let s = reader.as_string(&table.get_ref()[key]).expect("a string");
            let span = s.span;
            (s.value, &text[span.start as usize..span.end as usize])
        };
        assert_eq!(contents(&mut reader, "a"), ("xy".to_string(), "xy"));
        assert_eq!(contents(&mut reader, "b"), ("lit".to_string(), "lit"));
        assert_eq!(contents(&mut reader, "c"), ("multi".to_string(), "multi"));
        assert_eq!(contents(&mut reader, "d"), ("one".to_string(), "one"));
        assert!(reader.diagnostics.is_empty());
    }

    #[test]
    fn unknown_keys_and_wrong_kinds_are_all_reported() {
        let text = "[t]\nnmae = 1\nsummary = 2\nzzz = 3\n";
        let table = parsed(text);
        let mut reader = Reader::new(0, text);
        let fields = reader
            .table(&table.get_ref()["t"], "op", &["name", "summary"])
            .expect("a table");
        assert_eq!(reader.string(&fields, "summary"), None);
        let messages: Vec<_> = reader
            .diagnostics
            .iter()
            .map(|d| (d.message.clone(), d.help.clone()))
            .collect();
        assert_eq!(
            messages,
            [
                (
                    "unknown key `nmae` in op".to_string(),
                    Some("did you mean `name`?".to_string())
                ),
                (
                    "unknown key `zzz` in op".to_string(),
                    Some("the keys of op are `name` and `summary`".to_string())
                ),
                ("expected a string, found an integer".to_string(), None),
            ]
        );
    }

    #[test]
    fn lists_for_messages() {
        assert_eq!(backticked(&["a"]), "`a`");
        assert_eq!(backticked(&["a", "b", "c"]), "`a`, `b` and `c`");
    }
}
