//! Typed pass options: what a pass declares it accepts (name, description, kind, default), how
//! their values are read from pipeline text (`{max-iterations=5 top-down=false}`) and printed back
//! the way MLIR 19 prints them, and typed access from the pass.
//!
//! Text syntax, as in MLIR: options separated by spaces, each `name=value` (a bare `name` sets a
//! boolean option); a value ends at the next space unless it is wrapped in `{...}` or in quotes,
//! which are removed; list values separate their elements with `,`, each element optionally
//! wrapped the same way. Printing sorts options by name, wraps values holding spaces in `{...}`,
//! and prints an empty list as nothing at all (so two spaces may follow each other, as in
//! `mlir-opt`). This module knows nothing of passes or pipelines.

use super::suggest::did_you_mean;
use std::fmt;

/// The kind of the values of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true` / `false` (also `1` / `0`; a bare name means `true`).
    Bool,
    /// A signed 64-bit integer.
    Int,
    /// An unsigned 64-bit integer.
    UInt,
    /// A 64-bit float.
    Float,
    /// Any text.
    String,
    /// One of the given names.
    Enum(&'static [&'static str]),
}

impl OptionKind {
    /// How `--help` shows a value of this kind (`<int>`, `<string>`, `<disabled|normal>`).
    pub fn placeholder(self) -> String {
        match self {
            OptionKind::Bool => "<bool>".into(),
            OptionKind::Int => "<int>".into(),
            OptionKind::UInt => "<uint>".into(),
            OptionKind::Float => "<number>".into(),
            OptionKind::String => "<string>".into(),
            OptionKind::Enum(names) => format!("<{}>", names.join("|")),
        }
    }
}

/// A value of an option.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    /// A boolean.
    Bool(bool),
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    UInt(u64),
    /// A float.
    Float(f64),
    /// A string, or the name of an enum value.
    String(String),
    /// The elements of a list option.
    List(Vec<OptionValue>),
}

/// One declared option and its current value.
#[derive(Clone, Debug, PartialEq)]
pub struct PassOption {
    /// The name used in pipeline text (`max-iterations`).
    pub name: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    /// The kind of its values (of each element, for a list).
    pub kind: OptionKind,
    /// Whether it holds a list of values.
    pub list: bool,
    /// The current value (the default until set).
    pub value: OptionValue,
}

/// The options a pass declares, with their current values. Built with the declaring methods
/// (`PassOptions::new().uint("max-iterations", "...", 10)`), set from text with
/// [`PassOptions::parse`], read with [`PassOptions::get`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassOptions {
    options: Vec<PassOption>,
}

/// An error in option text: a byte offset into that text and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError {
    /// Where in the option text the error is.
    pub offset: usize,
    /// What is wrong, with what was expected.
    pub message: String,
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for OptionError {}

/// Rust types an option value converts to (see [`PassOptions::get`]).
pub trait FromOptionValue: Sized {
    /// The value as `Self`, if it has that kind.
    fn from_option_value(value: &OptionValue) -> Option<Self>;
}

impl FromOptionValue for bool {
    fn from_option_value(value: &OptionValue) -> Option<Self> {
        match value {
            OptionValue::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

impl FromOptionValue for i64 {
    fn from_option_value(value: &OptionValue) -> Option<Self> {
        match value {
            OptionValue::Int(i) => Some(*i),
            _ => None,
        }
    }
}

impl FromOptionValue for u64 {
    fn from_option_value(value: &OptionValue) -> Option<Self> {
        match value {
            OptionValue::UInt(u) => Some(*u),
            _ => None,
        }
    }
}

impl FromOptionValue for f64 {
    fn from_option_value(value: &OptionValue) -> Option<Self> {
        match value {
            OptionValue::Float(x) => Some(*x),
            _ => None,
        }
    }
}

impl FromOptionValue for String {
    fn from_option_value(value: &OptionValue) -> Option<Self> {
        match value {
            OptionValue::String(s) => Some(s.clone()),
            _ => None,
        }
    }
}

impl<T: FromOptionValue> FromOptionValue for Vec<T> {
    fn from_option_value(value: &OptionValue) -> Option<Self> {
        match value {
            OptionValue::List(items) => items.iter().map(T::from_option_value).collect(),
            _ => None,
        }
    }
}

impl PassOptions {
    /// No options.
    pub fn new() -> Self {
        Self::default()
    }

    fn declare(
        mut self,
        name: &'static str,
        description: &'static str,
        kind: OptionKind,
        list: bool,
        value: OptionValue,
    ) -> Self {
        self.options.push(PassOption {
            name,
            description,
            kind,
            list,
            value,
        });
        self
    }

    /// Declares a boolean option.
    pub fn bool(self, name: &'static str, description: &'static str, default: bool) -> Self {
        self.declare(
            name,
            description,
            OptionKind::Bool,
            false,
            OptionValue::Bool(default),
        )
    }

    /// Declares a signed integer option.
    pub fn int(self, name: &'static str, description: &'static str, default: i64) -> Self {
        self.declare(
            name,
            description,
            OptionKind::Int,
            false,
            OptionValue::Int(default),
        )
    }

    /// Declares an unsigned integer option.
    pub fn uint(self, name: &'static str, description: &'static str, default: u64) -> Self {
        self.declare(
            name,
            description,
            OptionKind::UInt,
            false,
            OptionValue::UInt(default),
        )
    }

    /// Declares a float option.
    pub fn float(self, name: &'static str, description: &'static str, default: f64) -> Self {
        self.declare(
            name,
            description,
            OptionKind::Float,
            false,
            OptionValue::Float(default),
        )
    }

    /// Declares a string option.
    pub fn string(self, name: &'static str, description: &'static str, default: &str) -> Self {
        self.declare(
            name,
            description,
            OptionKind::String,
            false,
            OptionValue::String(default.into()),
        )
    }

    /// Declares an option whose value is one of `names`.
    pub fn enumeration(
        self,
        name: &'static str,
        description: &'static str,
        names: &'static [&'static str],
        default: &str,
    ) -> Self {
        self.declare(
            name,
            description,
            OptionKind::Enum(names),
            false,
            OptionValue::String(default.into()),
        )
    }

    /// Declares a list option whose elements have `kind`; it starts empty.
    pub fn list(self, name: &'static str, description: &'static str, kind: OptionKind) -> Self {
        self.declare(name, description, kind, true, OptionValue::List(Vec::new()))
    }

    /// The declared options, in declaration order.
    pub fn iter(&self) -> impl Iterator<Item = &PassOption> {
        self.options.iter()
    }

    /// Whether no option is declared.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }

    /// The current value of option `name` as `T`; `None` if there is no such option or it holds
    /// another kind of value.
    pub fn get<T: FromOptionValue>(&self, name: &str) -> Option<T> {
        self.find(name).and_then(|o| T::from_option_value(&o.value))
    }

    fn find(&self, name: &str) -> Option<&PassOption> {
        self.options.iter().find(|o| o.name == name)
    }

    /// Sets option `name` from the text of its value (what follows `=`); `None` is a bare name.
    pub fn set_from_text(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        let Some(option) = self.options.iter_mut().find(|o| o.name == name) else {
            let mut message = format!("unknown option `{name}`");
            let names = self.options.iter().map(|o| o.name);
            if let Some(close) = did_you_mean(name, names) {
                message += &format!("; did you mean `{close}`?");
            } else if self.options.is_empty() {
                message += " (this pass has no options)";
            }
            return Err(message);
        };
        let value = match value {
            Some(text) => text,
            None if option.kind == OptionKind::Bool && !option.list => "true",
            None => return Err(format!("option `{name}` needs a value: `{name}=...`")),
        };
        option.value = if option.list {
            let mut items = Vec::new();
            for item in split_list(value) {
                items.push(parse_scalar(
                    option.name,
                    option.kind,
                    strip_wrapping(item),
                )?);
            }
            OptionValue::List(items)
        } else {
            parse_scalar(option.name, option.kind, strip_wrapping(value))?
        };
        Ok(())
    }

    /// Sets options from text: `name=value` entries separated by spaces (the text between the
    /// braces of `pass{...}`). Later entries win over earlier ones.
    pub fn parse(&mut self, text: &str) -> Result<(), OptionError> {
        for (offset, entry) in split_entries(text)? {
            let (name, value) = match entry.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (entry, None),
            };
            self.set_from_text(name, value)
                .map_err(|message| OptionError { offset, message })?;
        }
        Ok(())
    }

    /// Appends the options as MLIR prints them: `{name=value ...}` sorted by name, or nothing
    /// when there are no options.
    pub fn write(&self, out: &mut String) {
        if self.options.is_empty() {
            return;
        }
        let mut sorted: Vec<&PassOption> = self.options.iter().collect();
        sorted.sort_by_key(|o| o.name);
        out.push('{');
        for (index, option) in sorted.into_iter().enumerate() {
            if index > 0 {
                out.push(' ');
            }
            match &option.value {
                OptionValue::List(items) if items.is_empty() => {}
                OptionValue::List(items) => {
                    out.push_str(option.name);
                    out.push('=');
                    for (index, item) in items.iter().enumerate() {
                        if index > 0 {
                            out.push(',');
                        }
                        write_scalar(item, true, out);
                    }
                }
                value => {
                    out.push_str(option.name);
                    out.push('=');
                    write_scalar(value, false, out);
                }
            }
        }
        out.push('}');
    }
}

/// Splits option text into `(offset, entry)` at spaces outside braces and quotes.
fn split_entries(text: &str) -> Result<Vec<(usize, &str)>, OptionError> {
    let mut entries = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
            i = skip_group(text, i)?;
        }
        let entry = &text[start..i];
        if entry.starts_with('=') {
            return Err(OptionError {
                offset: start,
                message: "expected an option name before `=`".into(),
            });
        }
        entries.push((start, entry));
    }
    Ok(entries)
}

/// The index after the character at `i`, or after the whole `{...}` / quoted group it opens.
fn skip_group(text: &str, i: usize) -> Result<usize, OptionError> {
    let bytes = text.as_bytes();
    match bytes[i] {
        b'{' => {
            let mut depth = 0usize;
            let mut j = i;
            while j < bytes.len() {
                match bytes[j] {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            return Ok(j + 1);
                        }
                    }
                    b'"' | b'\'' => {
                        j = skip_group(text, j)?;
                        continue;
                    }
                    _ => {}
                }
                j += 1;
            }
            Err(OptionError {
                offset: i,
                message: "missing `}` closing this `{`".into(),
            })
        }
        quote @ (b'"' | b'\'') => match bytes[i + 1..].iter().position(|&b| b == quote) {
            Some(end) => Ok(i + end + 2),
            None => Err(OptionError {
                offset: i,
                message: format!("missing `{}` closing this quote", quote as char),
            }),
        },
        _ => Ok(i + text[i..].chars().next().map_or(1, char::len_utf8)),
    }
}

/// The elements of a list value: split at commas outside `()`, `[]`, `{}` groups and quotes,
/// as MLIR splits them (so `op-pipelines=func.func(canonicalize,cse)` is one element). An
/// empty value is an empty list; a value wrapped whole in braces is unwrapped first
/// (`list={1,2}`).
fn split_list(value: &str) -> Vec<&str> {
    let value = strip_braces(value);
    if value.is_empty() {
        return Vec::new();
    }
    let mut items = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < value.len() {
        if value.as_bytes()[i] == b',' {
            items.push(&value[start..i]);
            start = i + 1;
            i += 1;
        } else {
            i = skip_list_group(value, i);
        }
    }
    items.push(&value[start..]);
    items
}

/// The index after the byte at `i` of a list value, or after the whole `(...)`, `[...]`,
/// `{...}` or quoted group it opens, nested groups included (MLIR's `findChar`); the end of
/// `value` when the group is not closed. Iterative, so that deep nesting cannot exhaust the
/// stack.
fn skip_list_group(value: &str, i: usize) -> usize {
    let bytes = value.as_bytes();
    let mut closers: Vec<u8> = Vec::new();
    let mut j = i;
    while j < bytes.len() {
        let byte = bytes[j];
        if closers.last() == Some(&byte) {
            closers.pop();
            j += 1;
        } else {
            match byte {
                b'(' => closers.push(b')'),
                b'[' => closers.push(b']'),
                b'{' => closers.push(b'}'),
                b'"' | b'\'' => match bytes[j + 1..].iter().position(|&b| b == byte) {
                    Some(end) => j += end + 1,
                    None => return value.len(),
                },
                _ => {}
            }
            j += 1;
        }
        if closers.is_empty() {
            return j;
        }
    }
    value.len()
}

/// Whether `text` written as an option value would not read back as one value: it has
/// whitespace outside braces and quotes (where entries split), or, in a list, a comma outside
/// groups (where elements split).
fn needs_braces(text: &str, in_list: bool) -> bool {
    let at_top_level = |skip: &dyn Fn(usize) -> usize, found: fn(u8) -> bool| {
        let mut i = 0;
        while i < text.len() {
            if found(text.as_bytes()[i]) {
                return true;
            }
            i = skip(i);
        }
        false
    };
    let entry_skip = |i: usize| skip_group(text, i).unwrap_or(text.len());
    let list_skip = |i: usize| skip_list_group(text, i);
    at_top_level(&entry_skip, |b| b.is_ascii_whitespace())
        || (in_list && at_top_level(&list_skip, |b| b == b','))
}

fn strip_braces(value: &str) -> &str {
    match value.strip_prefix('{').and_then(|v| v.strip_suffix('}')) {
        Some(inner) if skip_group(value, 0).ok() == Some(value.len()) => inner,
        _ => value,
    }
}

/// A value without the braces or quotes wrapping it whole.
fn strip_wrapping(value: &str) -> &str {
    for quote in ['"', '\''] {
        if value.len() >= 2 && value.starts_with(quote) && value.ends_with(quote) {
            return &value[1..value.len() - 1];
        }
    }
    strip_braces(value)
}

fn parse_scalar(name: &str, kind: OptionKind, text: &str) -> Result<OptionValue, String> {
    let invalid =
        |expected: &str| format!("invalid value `{text}` for option `{name}`: expected {expected}");
    Ok(match kind {
        OptionKind::Bool => match text {
            "true" | "1" => OptionValue::Bool(true),
            "false" | "0" => OptionValue::Bool(false),
            _ => return Err(invalid("`true` or `false`")),
        },
        OptionKind::Int => OptionValue::Int(text.parse().map_err(|_| invalid("an integer"))?),
        OptionKind::UInt => {
            OptionValue::UInt(text.parse().map_err(|_| invalid("an unsigned integer"))?)
        }
        OptionKind::Float => OptionValue::Float(text.parse().map_err(|_| invalid("a number"))?),
        OptionKind::String => OptionValue::String(text.to_string()),
        OptionKind::Enum(names) => {
            if !names.contains(&text) {
                let listed: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
                let mut message = invalid(&format!("one of {}", listed.join(", ")));
                if let Some(close) = did_you_mean(text, names.iter().copied()) {
                    message += &format!("; did you mean `{close}`?");
                }
                return Err(message);
            }
            OptionValue::String(text.to_string())
        }
    })
}

/// Writes a scalar; text that would not read back as one value is wrapped in braces.
fn write_scalar(value: &OptionValue, in_list: bool, out: &mut String) {
    match value {
        OptionValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        OptionValue::Int(i) => out.push_str(&i.to_string()),
        OptionValue::UInt(u) => out.push_str(&u.to_string()),
        OptionValue::Float(x) => out.push_str(&x.to_string()),
        OptionValue::String(s) => {
            if needs_braces(s, in_list) {
                out.push('{');
                out.push_str(s);
                out.push('}');
            } else {
                out.push_str(s);
            }
        }
        OptionValue::List(items) => {
            for (index, item) in items.iter().enumerate() {
                if index > 0 {
                    out.push(',');
                }
                write_scalar(item, true, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODES: &[&str] = &["disabled", "normal", "aggressive"];

    fn canonicalize_like() -> PassOptions {
        PassOptions::new()
            .bool(
                "top-down",
                "Seed the worklist in general top-down order",
                true,
            )
            .enumeration(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                MODES,
                "normal",
            )
            .int(
                "max-iterations",
                "Max. iterations between applying patterns / simplifying regions",
                10,
            )
            .int(
                "max-num-rewrites",
                "Max. number of pattern rewrites within an iteration",
                -1,
            )
            .bool(
                "test-convergence",
                "Test only: Fail pattern application if convergence is not achieved",
                false,
            )
            .list(
                "disable-patterns",
                "Labels of patterns that should be filtered out during application",
                OptionKind::String,
            )
            .list(
                "enable-patterns",
                "Labels of patterns that should be used during application",
                OptionKind::String,
            )
    }

    fn printed(options: &PassOptions) -> String {
        let mut out = String::new();
        options.write(&mut out);
        out
    }

    #[test]
    fn defaults_print_sorted_like_mlir() {
        assert_eq!(
            printed(&canonicalize_like()),
            "{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"
        );
        assert_eq!(printed(&PassOptions::new()), "");
    }

    #[test]
    fn text_sets_typed_values() {
        let mut options = canonicalize_like();
        options
            .parse(" max-iterations=5  top-down=false disable-patterns=a,{b c} region-simplify=aggressive ")
            .unwrap();
        assert_eq!(options.get::<i64>("max-iterations"), Some(5));
        assert_eq!(options.get::<bool>("top-down"), Some(false));
        assert_eq!(
            options.get::<String>("region-simplify").as_deref(),
            Some("aggressive")
        );
        assert_eq!(
            options.get::<Vec<String>>("disable-patterns"),
            Some(vec!["a".to_string(), "b c".to_string()])
        );
        // Wrong type or unknown name: no value.
        assert_eq!(options.get::<u64>("max-iterations"), None);
        assert_eq!(options.get::<bool>("nope"), None);
        // A bare boolean name sets it; later entries win.
        options.parse("top-down top-down=0 top-down").unwrap();
        assert_eq!(options.get::<bool>("top-down"), Some(true));
        assert_eq!(
            printed(&options),
            "{disable-patterns=a,{b c}  max-iterations=5 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=true}"
        );
    }

    #[test]
    fn printed_options_read_back_the_same() {
        let mut options = PassOptions::new()
            .string("string", "a string", "")
            .list("list", "numbers", OptionKind::Int)
            .list("string-list", "strings", OptionKind::String)
            .float("ratio", "a ratio", 0.5)
            .uint("count", "a count", 3);
        options
            .parse("string='a b' list={1,2} string-list=x,{y z},'w' ratio=2.25 count=7")
            .unwrap();
        let text = printed(&options);
        assert_eq!(
            text,
            "{count=7 list=1,2 ratio=2.25 string={a b} string-list=x,{y z},w}"
        );
        let mut again = options.clone();
        again.parse(&text[1..text.len() - 1]).unwrap();
        assert_eq!(again, options);
    }

    #[test]
    fn list_elements_keep_their_groups_whole() {
        assert_eq!(
            split_list("func.func(canonicalize,cse),t.f(cse{a=1,2}),[x,y],'p,q',\"r,s\",z"),
            [
                "func.func(canonicalize,cse)",
                "t.f(cse{a=1,2})",
                "[x,y]",
                "'p,q'",
                "\"r,s\"",
                "z"
            ]
        );
        // Nested and mismatched closers: only the opener's own closer ends a group.
        assert_eq!(split_list("a(b[c)d],e),f"), ["a(b[c)d],e)", "f"]);
        // An unclosed group runs to the end, as in MLIR.
        assert_eq!(split_list("a(b,c,d"), ["a(b,c,d"]);
        assert_eq!(split_list("a,'b,c"), ["a", "'b,c"]);
        let deep = format!("{}x{},y", "(".repeat(100_000), ")".repeat(100_000));
        assert_eq!(split_list(&deep).len(), 2);
    }

    #[test]
    fn grouped_list_elements_print_without_braces() {
        let mut options = PassOptions::new().list("pipelines", "pipelines", OptionKind::String);
        options
            .parse("pipelines=func.func(canonicalize,cse),{a,b},t.f(cse{x=1 y=2})")
            .unwrap();
        assert_eq!(
            options.get::<Vec<String>>("pipelines"),
            Some(vec![
                "func.func(canonicalize,cse)".to_string(),
                "a,b".to_string(),
                "t.f(cse{x=1 y=2})".to_string()
            ])
        );
        let text = printed(&options);
        assert_eq!(
            text,
            "{pipelines=func.func(canonicalize,cse),{a,b},t.f(cse{x=1 y=2})}"
        );
        let mut again = options.clone();
        again.parse(&text[1..text.len() - 1]).unwrap();
        assert_eq!(again, options);
    }

    #[test]
    fn errors_name_the_option_and_suggest() {
        let mut options = canonicalize_like();
        let error = options.parse("top-down=true max-iteration=5").unwrap_err();
        assert_eq!(error.offset, 14);
        assert_eq!(
            error.message,
            "unknown option `max-iteration`; did you mean `max-iterations`?"
        );
        let error = options.parse("max-iterations=abc").unwrap_err();
        assert_eq!(
            error.message,
            "invalid value `abc` for option `max-iterations`: expected an integer"
        );
        let error = options.parse("top-down=2").unwrap_err();
        assert_eq!(
            error.message,
            "invalid value `2` for option `top-down`: expected `true` or `false`"
        );
        let error = options.parse("region-simplify=agressive").unwrap_err();
        assert_eq!(
            error.message,
            "invalid value `agressive` for option `region-simplify`: expected one of `disabled`, `normal`, `aggressive`; did you mean `aggressive`?"
        );
        let error = options.parse("max-iterations").unwrap_err();
        assert_eq!(
            error.message,
            "option `max-iterations` needs a value: `max-iterations=...`"
        );
        let error = options.parse("disable-patterns={a,b").unwrap_err();
        assert_eq!(
            (error.offset, error.message.as_str()),
            (17, "missing `}` closing this `{`")
        );
        let error = PassOptions::new().parse("x=1").unwrap_err();
        assert_eq!(
            error.message,
            "unknown option `x` (this pass has no options)"
        );
        let error = options.parse("=1").unwrap_err();
        assert_eq!(error.message, "expected an option name before `=`");
    }

    #[test]
    fn placeholders_describe_kinds() {
        assert_eq!(
            OptionKind::Enum(MODES).placeholder(),
            "<disabled|normal|aggressive>"
        );
        assert_eq!(OptionKind::UInt.placeholder(), "<uint>");
    }
}
