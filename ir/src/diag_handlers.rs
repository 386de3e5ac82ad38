//! What to do with diagnostics: collect them, print them as `mlir-opt` does (with the source
//! line and a caret), or check them against `expected-*` annotations (`--verify-diagnostics`).
//!
//! A [`SourceMgr`] holds the text of named buffers so that a `"file":line:col` location can show
//! its source line. [`render`] prints a diagnostic exactly like MLIR's source-manager handler:
//! `file:line:col: error: message`, the line, a caret line (tabs expanded to 8 columns, as LLVM
//! does), then each call-site frame as `called from` and each note the same way; a location with
//! no file in it prints as `<unknown>:0: error: loc(...): message`. [`DiagnosticVerifier`] is
//! MLIR's `SourceMgrDiagnosticVerifierHandler`: it reads the annotations of every buffer, matches
//! emitted diagnostics by line and substring, and reports what was unexpected or missing in
//! MLIR's words. This module reads no files: a location naming a file that is not in the
//! `SourceMgr` prints without its source line.
//!
//! Buffers are bytes, as the parser reads them: a source line that is not UTF-8 is shown as it
//! is by [`render_bytes`] (what `mlir-opt` writes), and with U+FFFD in its place by [`render`].

use crate::attrs::{AttrData, Attribute, LocationData};
use crate::context::Context;
use crate::diagnostics::{Diagnostic, Severity};
use std::fmt::Write as _;
use std::io::Write as _;

/// LLVM's tab stop when it prints a source line.
const TAB_STOP: usize = 8;
/// How many `called from` frames are shown at most (MLIR's default call stack limit).
const CALL_STACK_LIMIT: usize = 10;

// ---- source buffers ----

struct Buffer {
    name: String,
    text: Vec<u8>,
    /// Byte offset of the start of each line: 0 and one past each `\n`.
    line_starts: Vec<usize>,
}

/// Named source buffers (file name to bytes, UTF-8 or not), to resolve `"file":line:col`
/// locations.
#[derive(Default)]
pub struct SourceMgr {
    buffers: Vec<Buffer>,
}

impl std::fmt::Debug for SourceMgr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.buffers.iter().map(|b| b.name.as_str()).collect();
        f.debug_struct("SourceMgr")
            .field("buffers", &names)
            .finish()
    }
}

impl SourceMgr {
    /// An empty manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer: text or any bytes. When two buffers have the same name, lookups find the
    /// first.
    pub fn add_buffer(&mut self, name: impl Into<String>, text: impl Into<Vec<u8>>) {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(
            text.iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        self.buffers.push(Buffer {
            name: name.into(),
            text,
            line_starts,
        });
    }

    fn find(&self, name: &str) -> Option<&Buffer> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// The bytes of the buffer named `name`.
    pub fn buffer(&self, name: &str) -> Option<&[u8]> {
        self.find(name).map(|b| b.text.as_slice())
    }

    /// The names of the buffers, in the order they were added.
    pub fn buffer_names(&self) -> impl Iterator<Item = &str> {
        self.buffers.iter().map(|b| b.name.as_str())
    }

    /// Line `line` (1-based) of buffer `name`, without its line ending.
    pub fn line(&self, name: &str, line: u32) -> Option<&[u8]> {
        self.find(name)
            .and_then(|b| line_of(b, line))
            .map(|(text, _)| text)
    }
}

/// The bytes of line `line` (1-based) of `buffer` and the offset of its start. A line ends at
/// `\n` or `\r`, like LLVM's source manager sees it.
fn line_of(buffer: &Buffer, line: u32) -> Option<(&[u8], usize)> {
    let index = (line as usize).checked_sub(1)?;
    let start = *buffer.line_starts.get(index)?;
    let rest = &buffer.text[start..];
    let end = rest
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .unwrap_or(rest.len());
    Some((&rest[..end], start))
}

// ---- locations ----

/// A resolved file location.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FileLoc {
    file: String,
    line: u32,
    column: u32,
}

/// The first `"file":line:col` inside a location, in MLIR's walk order (the location, then its
/// parts in order).
fn find_file_loc(ctx: &Context, loc: Attribute) -> Option<FileLoc> {
    let mut stack = vec![loc];
    while let Some(current) = stack.pop() {
        let AttrData::Location(data) = ctx.attr_data(current) else {
            continue;
        };
        match data {
            LocationData::FileLineCol { file, line, column } => {
                return Some(FileLoc {
                    file: String::from_utf8_lossy(ctx.string_bytes(*file)).into_owned(),
                    line: *line,
                    column: *column,
                });
            }
            LocationData::Unknown => {}
            LocationData::Name { child, .. } => stack.push(*child),
            LocationData::CallSite { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            LocationData::Fused {
                locations,
                metadata,
            } => {
                stack.extend(metadata.iter().copied());
                stack.extend(locations.iter().rev().copied());
            }
        }
    }
    None
}

/// The call site a location stands for: the location itself, or one found through names and
/// fused locations (MLIR's `getCallSiteLoc`). Returns the caller.
fn call_site_caller(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    let mut current = loc;
    // Names wrap one child; fused locations are searched in order.
    let mut pending = Vec::new();
    loop {
        match ctx.attr_data(current) {
            AttrData::Location(LocationData::CallSite { caller, .. }) => return Some(*caller),
            AttrData::Location(LocationData::Name { child, .. }) => {
                current = *child;
                continue;
            }
            AttrData::Location(LocationData::Fused { locations, .. }) => {
                pending.extend(locations.iter().rev().copied());
            }
            _ => {}
        }
        current = pending.pop()?;
    }
}

fn is_unknown(ctx: &Context, loc: Attribute) -> bool {
    matches!(
        ctx.attr_data(loc),
        AttrData::Location(LocationData::Unknown)
    )
}

/// A location in MLIR's syntax: `loc("name")`, `loc(callsite("a" at "f":1:2))`, ...
pub fn location_to_string(ctx: &Context, loc: Attribute) -> String {
    let mut out = String::from("loc(");
    write_location(ctx, loc, &mut out);
    out.push(')');
    out
}

fn write_location(ctx: &Context, loc: Attribute, out: &mut String) {
    let AttrData::Location(data) = ctx.attr_data(loc) else {
        out.push_str(&crate::verifier::traits::describe_attr(ctx, loc));
        return;
    };
    match data {
        LocationData::Unknown => out.push_str("unknown"),
        LocationData::FileLineCol { file, line, column } => {
            out.push_str(&crate::verifier::traits::quote(ctx.string_bytes(*file)));
            let _ = write!(out, ":{line}:{column}");
        }
        LocationData::Name { name, child } => {
            out.push_str(&crate::verifier::traits::quote(ctx.string_bytes(*name)));
            if !is_unknown(ctx, *child) {
                out.push('(');
                write_location(ctx, *child, out);
                out.push(')');
            }
        }
        LocationData::CallSite { callee, caller } => {
            out.push_str("callsite(");
            write_location(ctx, *callee, out);
            out.push_str(" at ");
            write_location(ctx, *caller, out);
            out.push(')');
        }
        LocationData::Fused {
            locations,
            metadata,
        } => {
            out.push_str("fused");
            if let Some(metadata) = metadata {
                out.push('<');
                out.push_str(&crate::verifier::traits::describe_attr(ctx, *metadata));
                out.push('>');
            }
            out.push('[');
            for (i, &l) in locations.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_location(ctx, l, out);
            }
            out.push(']');
        }
    }
}

// ---- rendering ----

/// Prints one message at one location, as LLVM's `SMDiagnostic::print` does. `range` is a byte
/// range of the source line to underline with `~`.
fn print_message(
    ctx: &Context,
    sources: &SourceMgr,
    out: &mut Vec<u8>,
    loc: Attribute,
    severity: Severity,
    message: &str,
    show_source: bool,
) {
    let Some(file_loc) = find_file_loc(ctx, loc) else {
        let text = if is_unknown(ctx, loc) {
            message.to_string()
        } else {
            format!("{}: {message}", location_to_string(ctx, loc))
        };
        let _ = writeln!(out, "<unknown>:0: {}: {text}", severity.label());
        return;
    };
    if show_source {
        print_at(sources, out, &file_loc, severity, message.as_bytes(), 0);
    } else {
        let _ = writeln!(
            out,
            "{}:{}:{}: {}: {message}",
            file_loc.file,
            file_loc.line,
            file_loc.column,
            severity.label()
        );
    }
}

/// Prints `file:line:col: kind: message`, then the source line and the caret line when the
/// location resolves to a column of a buffer. `underline` bytes from the column on get `~`.
fn print_at(
    sources: &SourceMgr,
    out: &mut Vec<u8>,
    loc: &FileLoc,
    severity: Severity,
    message: &[u8],
    underline: usize,
) {
    let _ = write!(
        out,
        "{}:{}:{}: {}: ",
        loc.file,
        loc.line,
        loc.column,
        severity.label()
    );
    out.extend_from_slice(message);
    out.push(b'\n');
    if loc.line == 0 || loc.column == 0 {
        return;
    }
    let Some((line, _)) = sources.find(&loc.file).and_then(|b| line_of(b, loc.line)) else {
        return;
    };
    let column = loc.column as usize - 1;
    if column > line.len() {
        return;
    }
    write_source_and_caret(out, line, column, underline);
}

/// The source line with tabs expanded, and below it the caret line (LLVM's layout). Columns
/// count bytes, as LLVM's do; the line's bytes are written as they are.
fn write_source_and_caret(out: &mut Vec<u8>, line: &[u8], column: usize, underline: usize) {
    let bytes = line;
    let mut col = 0usize;
    for &b in line {
        if b == b'\t' {
            loop {
                out.push(b' ');
                col += 1;
                if col.is_multiple_of(TAB_STOP) {
                    break;
                }
            }
        } else {
            out.push(b);
            col += 1;
        }
    }
    out.push(b'\n');
    if !line.is_ascii() {
        // LLVM cannot place a caret under multi-byte characters and shows the line only.
        return;
    }
    let mut caret = vec![b' '; bytes.len() + 1];
    let end = (column + underline).min(caret.len());
    for c in &mut caret[column.min(end)..end] {
        *c = b'~';
    }
    caret[column.min(bytes.len())] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let mut col = 0usize;
    for (i, &c) in caret.iter().enumerate() {
        if bytes.get(i) == Some(&b'\t') {
            loop {
                out.push(c);
                col += 1;
                if col.is_multiple_of(TAB_STOP) {
                    break;
                }
            }
        } else {
            out.push(c);
            col += 1;
        }
    }
    out.push(b'\n');
}

/// Prints a diagnostic as text: [`render_bytes`], with U+FFFD for source bytes that are not
/// UTF-8.
pub fn render(ctx: &Context, sources: &SourceMgr, diagnostic: &Diagnostic) -> String {
    into_text(render_bytes(ctx, sources, diagnostic))
}

/// `bytes` as text, with U+FFFD for what is not UTF-8.
fn into_text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Prints a diagnostic exactly as `mlir-opt` does (MLIR's `SourceMgrDiagnosticHandler`): the
/// message at the first file location found in its location, the call stack of a call-site
/// location as `called from` notes, then its notes; a note repeats the source line only when its
/// location differs from the previous one. Source lines are copied byte for byte.
pub fn render_bytes(ctx: &Context, sources: &SourceMgr, diagnostic: &Diagnostic) -> Vec<u8> {
    let mut out = Vec::new();
    let mut loc = diagnostic.location;
    let mut frames = Vec::new();
    if let Some(caller) = call_site_caller(ctx, loc) {
        loc = caller;
        for _ in 0..CALL_STACK_LIMIT {
            frames.push(loc);
            match call_site_caller(ctx, loc) {
                Some(next) => loc = next,
                None => break,
            }
        }
    }
    print_message(
        ctx,
        sources,
        &mut out,
        diagnostic.location,
        diagnostic.severity,
        &diagnostic.message,
        true,
    );
    for &frame in &frames {
        print_message(
            ctx,
            sources,
            &mut out,
            frame,
            Severity::Note,
            "called from",
            true,
        );
    }
    for note in &diagnostic.notes {
        let show = loc != note.location;
        print_message(
            ctx,
            sources,
            &mut out,
            note.location,
            note.severity,
            &note.message,
            show,
        );
        loc = note.location;
    }
    out
}

// ---- handlers ----

/// Something that receives diagnostics as they are emitted.
pub trait DiagnosticHandler {
    /// Takes one diagnostic (with its notes).
    fn handle(&mut self, ctx: &Context, diagnostic: Diagnostic);
}

/// Keeps every diagnostic, in order.
#[derive(Default, Debug)]
pub struct CollectingHandler {
    diagnostics: Vec<Diagnostic>,
}

impl CollectingHandler {
    /// An empty collector.
    pub fn new() -> Self {
        Self::default()
    }

    /// The diagnostics so far.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// Takes the diagnostics out, leaving the collector empty.
    pub fn take(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    /// Whether an error was collected.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }

    /// All diagnostics rendered with [`render`], one after another.
    pub fn render_all(&self, ctx: &Context, sources: &SourceMgr) -> String {
        self.diagnostics
            .iter()
            .map(|d| render(ctx, sources, d))
            .collect()
    }
}

impl DiagnosticHandler for CollectingHandler {
    fn handle(&mut self, _ctx: &Context, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }
}

/// Renders each diagnostic as it comes, appending to bytes (what `mlir-opt` writes to stderr).
#[derive(Debug)]
pub struct RenderingHandler<'s> {
    sources: &'s SourceMgr,
    /// Everything rendered so far, by [`render_bytes`].
    pub output: Vec<u8>,
}

impl<'s> RenderingHandler<'s> {
    /// A handler resolving locations in `sources`.
    pub fn new(sources: &'s SourceMgr) -> Self {
        RenderingHandler {
            sources,
            output: Vec::new(),
        }
    }
}

impl DiagnosticHandler for RenderingHandler<'_> {
    fn handle(&mut self, ctx: &Context, diagnostic: Diagnostic) {
        self.output
            .extend(render_bytes(ctx, self.sources, &diagnostic));
    }
}

// ---- expected-* annotations ----

/// One `expected-<severity> [@where] {{text}}` annotation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// The expected severity.
    pub severity: Severity,
    /// The buffer it was found in.
    pub buffer: String,
    /// The line (1-based) the diagnostic is expected on.
    pub line: u32,
    /// Where the annotation itself is: its line and the column of `expected-`.
    pub at_line: u32,
    /// See `at_line`.
    pub at_column: u32,
    /// The text between `{{` and `}}`: bytes, as the buffer holds them.
    pub text: Vec<u8>,
    /// Whether it is an `expected-*-re` annotation.
    pub regex: bool,
    /// Whether a diagnostic matched it.
    pub matched: bool,
}

impl Expectation {
    /// Whether `message` satisfies the annotation: it contains the text; for `-re` annotations,
    /// each `{{...}}` part inside the text stands for any run of characters (regular
    /// expressions themselves are not interpreted).
    pub fn matches(&self, message: &str) -> bool {
        let message = message.as_bytes();
        if !self.regex {
            return find_bytes(message, &self.text).is_some();
        }
        let mut literals = Vec::new();
        let mut rest = &self.text[..];
        while let Some(start) = find_bytes(rest, b"{{") {
            literals.push(&rest[..start]);
            rest = match find_bytes(&rest[start + 2..], b"}}") {
                Some(end) => &rest[start + 2 + end + 2..],
                None => &[],
            };
        }
        literals.push(rest);
        // The literal parts in order, anywhere in the message, separated by anything.
        let mut position = 0;
        for literal in literals {
            match find_bytes(&message[position..], literal) {
                Some(found) => position += found + literal.len(),
                None => return false,
            }
        }
        true
    }
}

/// Offset of the first occurrence of `needle` in `haystack` (0 for an empty needle).
fn find_bytes(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// An annotation that could not be read, with the position of `expected-` and the length of
/// the text to underline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnnotationError {
    /// Where the annotation is.
    pub buffer: String,
    /// Its line.
    pub line: u32,
    /// The column of `expected-`.
    pub column: u32,
    /// Length of the annotation's text.
    pub length: usize,
    /// What is wrong.
    pub message: String,
}

/// Reads the `expected-*` annotations of a buffer (text or any bytes), resolving `@+N`, `@-N`,
/// `@above` and `@below` to the line each applies to (MLIR's rules: `@above` is the last line
/// without an annotation before it, `@below` the next such line, and a bare annotation its own
/// line). An annotation's text is kept as bytes, UTF-8 or not.
pub fn parse_expectations<S: AsRef<[u8]> + ?Sized>(
    buffer: &str,
    text: &S,
) -> (Vec<Expectation>, Vec<AnnotationError>) {
    let lines: Vec<&[u8]> = text.as_ref().split(|&b| b == b'\n').collect();
    let mut expected: Vec<Expectation> = Vec::new();
    let mut errors = Vec::new();
    let mut last_plain_line = 0usize;
    let mut for_next_line: Vec<usize> = Vec::new();
    for (index, raw) in lines.iter().enumerate() {
        let line = raw.trim_ascii_end();
        let Some(found) = parse_annotation(line) else {
            for &pending in &for_next_line {
                expected[pending].line = index as u32 + 1;
            }
            for_next_line.clear();
            last_plain_line = index;
            continue;
        };
        let mut record = Expectation {
            severity: found.severity,
            buffer: buffer.to_string(),
            line: index as u32 + 1,
            at_line: index as u32 + 1,
            at_column: found.column as u32 + 1,
            text: found.text.to_vec(),
            regex: found.regex,
            matched: false,
        };
        if found.regex && unterminated_regex(&record.text) {
            errors.push(AnnotationError {
                buffer: buffer.to_string(),
                line: record.at_line,
                column: record.at_column,
                length: found.text.len(),
                message: "found start of regex with no end '}}'".to_string(),
            });
            continue;
        }
        match found.place {
            Place::Here => {}
            Place::Offset(offset) => {
                record.line = (i64::from(record.line) + offset).clamp(0, i64::from(u32::MAX)) as u32
            }
            Place::Above => record.line = last_plain_line as u32 + 1,
            Place::Below => {
                for_next_line.push(expected.len());
                record.line = lines.len() as u32;
            }
        }
        expected.push(record);
    }
    (expected, errors)
}

fn unterminated_regex(text: &[u8]) -> bool {
    let mut rest = text;
    while let Some(start) = find_bytes(rest, b"{{") {
        match find_bytes(&rest[start + 2..], b"}}") {
            Some(end) => rest = &rest[start + 2 + end + 2..],
            None => return true,
        }
    }
    false
}

enum Place {
    Here,
    Offset(i64),
    Above,
    Below,
}

struct Annotation<'t> {
    severity: Severity,
    regex: bool,
    place: Place,
    text: &'t [u8],
    /// Byte offset of `expected-` in the line.
    column: usize,
}

/// Finds the first `expected-...` annotation of a line, as MLIR's pattern
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$` does.
fn parse_annotation(line: &[u8]) -> Option<Annotation<'_>> {
    let mut search = 0;
    while let Some(found) = find_bytes(&line[search..], b"expected-") {
        let start = search + found;
        if let Some(annotation) = parse_annotation_at(line, start) {
            return Some(annotation);
        }
        search = start + 1;
    }
    None
}

fn parse_annotation_at(line: &[u8], start: usize) -> Option<Annotation<'_>> {
    let mut rest = &line[start + b"expected-".len()..];
    let severity = [
        (&b"error"[..], Severity::Error),
        (b"note", Severity::Note),
        (b"remark", Severity::Remark),
        (b"warning", Severity::Warning),
    ]
    .into_iter()
    .find_map(|(word, severity)| {
        rest.strip_prefix(word).map(|r| {
            rest = r;
            severity
        })
    })?;
    let regex = match rest.strip_prefix(b"-re") {
        Some(r) => {
            rest = r;
            true
        }
        None => false,
    };
    rest = trim_spaces(rest);
    let mut place = Place::Here;
    if let Some(after) = rest.strip_prefix(b"@") {
        let (parsed, remaining) = parse_place(after)?;
        place = parsed;
        rest = trim_spaces(remaining);
    }
    let inner = rest.strip_prefix(b"{{")?;
    let text = inner.strip_suffix(b"}}")?;
    Some(Annotation {
        severity,
        regex,
        place,
        text,
        column: start,
    })
}

/// `text` without its leading spaces.
fn trim_spaces(text: &[u8]) -> &[u8] {
    let start = text.iter().position(|&b| b != b' ').unwrap_or(text.len());
    &text[start..]
}

fn parse_place(text: &[u8]) -> Option<(Place, &[u8])> {
    if let Some(rest) = text.strip_prefix(b"above") {
        return Some((Place::Above, rest));
    }
    if let Some(rest) = text.strip_prefix(b"below") {
        return Some((Place::Below, rest));
    }
    let sign = match text.first()? {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let digits_end = text[1..]
        .iter()
        .position(|b| !b.is_ascii_digit())
        .map_or(text.len(), |i| i + 1);
    // ASCII digits only, so the conversion cannot fail.
    let digits = std::str::from_utf8(&text[1..digits_end]).unwrap_or("");
    if digits.is_empty() {
        return None;
    }
    // LLVM reads the number with radix detection: a leading zero means octal.
    let value = if digits.len() > 1 && digits.starts_with('0') {
        i64::from_str_radix(&digits[1..], 8).unwrap_or(0)
    } else {
        digits.parse::<i64>().unwrap_or(0)
    };
    Some((Place::Offset(sign * value), &text[digits_end..]))
}

/// What a [`DiagnosticVerifier`] concluded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyReport {
    /// Whether every diagnostic was expected and every expectation met.
    pub success: bool,
    /// The errors about unexpected and missing diagnostics, rendered as `mlir-opt` prints them
    /// (source lines byte for byte, as [`render_bytes`] does).
    pub output: Vec<u8>,
}

/// Checks emitted diagnostics against the `expected-*` annotations of the source buffers
/// (MLIR's `SourceMgrDiagnosticVerifierHandler`, as in MLIR 19).
#[derive(Debug)]
pub struct DiagnosticVerifier<'s> {
    sources: &'s SourceMgr,
    expected: Vec<Expectation>,
    output: Vec<u8>,
    success: bool,
}

impl<'s> DiagnosticVerifier<'s> {
    /// Reads the annotations of every buffer of `sources`. Malformed annotations are reported
    /// at once (they make the verification fail).
    pub fn new(sources: &'s SourceMgr) -> Self {
        let mut verifier = DiagnosticVerifier {
            sources,
            expected: Vec::new(),
            output: Vec::new(),
            success: true,
        };
        for buffer in &sources.buffers {
            let (expected, errors) = parse_expectations(&buffer.name, &buffer.text);
            verifier.expected.extend(expected);
            for error in errors {
                let loc = FileLoc {
                    file: error.buffer,
                    line: error.line,
                    column: error.column,
                };
                print_at(
                    sources,
                    &mut verifier.output,
                    &loc,
                    Severity::Error,
                    error.message.as_bytes(),
                    error.length,
                );
                verifier.success = false;
            }
        }
        verifier
    }

    /// The annotations found.
    pub fn expectations(&self) -> &[Expectation] {
        &self.expected
    }

    /// Checks one diagnostic and each of its notes.
    pub fn process(&mut self, ctx: &Context, diagnostic: &Diagnostic) {
        self.process_one(
            ctx,
            diagnostic.location,
            diagnostic.severity,
            &diagnostic.message,
        );
        for note in &diagnostic.notes {
            self.process_one(ctx, note.location, note.severity, &note.message);
        }
    }

    fn process_one(&mut self, ctx: &Context, loc: Attribute, severity: Severity, message: &str) {
        // An annotation on the right line and text but of another severity is reported at the
        // annotation; anything else that no annotation expects, at the diagnostic.
        let mut near_miss = None;
        if let Some(file_loc) = find_file_loc(ctx, loc) {
            for (index, e) in self.expected.iter_mut().enumerate() {
                if e.buffer != file_loc.file || e.line != file_loc.line || !e.matches(message) {
                    continue;
                }
                if e.severity == severity {
                    e.matched = true;
                    return;
                }
                near_miss = Some(index);
            }
        }
        match near_miss {
            Some(index) => {
                let e = &self.expected[index];
                let message = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    severity.label(),
                    e.severity.label()
                );
                report_at_annotation(self.sources, &mut self.output, e, message.as_bytes(), 0);
            }
            None => print_message(
                ctx,
                self.sources,
                &mut self.output,
                loc,
                Severity::Error,
                &format!("unexpected {}: {message}", severity.label()),
                true,
            ),
        }
        self.success = false;
    }

    /// Reports every expectation no diagnostic met, and returns the verdict with everything
    /// reported.
    pub fn finish(mut self) -> VerifyReport {
        for e in self.expected.iter().filter(|e| !e.matched) {
            // The annotation's bytes as written, as MLIR quotes them.
            let mut message = format!("expected {} \"", e.severity.label()).into_bytes();
            message.extend_from_slice(&e.text);
            message.extend_from_slice(b"\" was not produced");
            report_at_annotation(self.sources, &mut self.output, e, &message, e.text.len());
            self.success = false;
        }
        VerifyReport {
            success: self.success,
            output: self.output,
        }
    }
}

/// An error of the verifier about annotation `e`, shown where the annotation is written.
fn report_at_annotation(
    sources: &SourceMgr,
    out: &mut Vec<u8>,
    e: &Expectation,
    message: &[u8],
    underline: usize,
) {
    let at = FileLoc {
        file: e.buffer.clone(),
        line: e.at_line,
        column: e.at_column,
    };
    print_at(sources, out, &at, Severity::Error, message, underline);
}

impl DiagnosticHandler for DiagnosticVerifier<'_> {
    fn handle(&mut self, ctx: &Context, diagnostic: Diagnostic) {
        self.process(ctx, &diagnostic);
    }
}

/// Checks `diagnostics` against the annotations of `sources` in one call.
pub fn verify_diagnostics(
    ctx: &Context,
    sources: &SourceMgr,
    diagnostics: &[Diagnostic],
) -> VerifyReport {
    let mut verifier = DiagnosticVerifier::new(sources);
    for diagnostic in diagnostics {
        verifier.process(ctx, diagnostic);
    }
    verifier.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rendered output that is UTF-8, as text.
    fn text(bytes: &[u8]) -> &str {
        std::str::from_utf8(bytes).expect("UTF-8 output")
    }

    fn file_loc(ctx: &Context, file: &str, line: u32, column: u32) -> Attribute {
        ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
            file: ctx.string_attr(file),
            line,
            column,
        }))
    }

    fn name_loc(ctx: &Context, name: &str, child: Attribute) -> Attribute {
        ctx.intern_attr(AttrData::Location(LocationData::Name {
            name: ctx.string_attr(name),
            child,
        }))
    }

    fn call_site(ctx: &Context, callee: Attribute, caller: Attribute) -> Attribute {
        ctx.intern_attr(AttrData::Location(LocationData::CallSite {
            callee,
            caller,
        }))
    }

    fn fused(ctx: &Context, locations: &[Attribute]) -> Attribute {
        ctx.intern_attr(AttrData::Location(LocationData::Fused {
            locations: locations.into(),
            metadata: None,
        }))
    }

    const SOURCE: &str = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %1 : i32\n  %1 = arith.addi %a, %a : i32\n\treturn %0 : i32\n}\n";

    fn sources() -> SourceMgr {
        let mut sources = SourceMgr::new();
        sources.add_buffer("a.mlir", SOURCE);
        sources
    }

    #[test]
    fn lines_are_found_by_number() {
        let mut sources = sources();
        sources.add_buffer("crlf.mlir", "one\r\ntwo\r\n");
        assert_eq!(
            sources.line("a.mlir", 2).map(text),
            Some("  %0 = arith.addi %a, %1 : i32")
        );
        assert_eq!(
            sources.line("a.mlir", 6).map(text),
            Some(""),
            "after the last newline"
        );
        assert_eq!(sources.line("a.mlir", 7).map(text), None);
        assert_eq!(sources.line("a.mlir", 0).map(text), None);
        assert_eq!(sources.line("crlf.mlir", 2).map(text), Some("two"));
        assert_eq!(sources.buffer("b.mlir"), None);
        assert_eq!(
            sources.buffer_names().collect::<Vec<_>>(),
            vec!["a.mlir", "crlf.mlir"]
        );
    }

    #[test]
    fn an_error_shows_its_line_and_a_caret_then_its_notes() {
        let ctx = Context::new();
        let d = Diagnostic::error(
            file_loc(&ctx, "a.mlir", 2, 8),
            "operand #1 does not dominate this use",
        )
        .with_note(file_loc(&ctx, "a.mlir", 2, 8), "see current operation")
        .with_note(
            file_loc(&ctx, "a.mlir", 3, 8),
            "operand defined here (op in the same block)",
        );
        assert_eq!(
            render(&ctx, &sources(), &d),
            "a.mlir:2:8: error: operand #1 does not dominate this use\n\
             \x20 %0 = arith.addi %a, %1 : i32\n\
             \x20      ^\n\
             a.mlir:2:8: note: see current operation\n\
             a.mlir:3:8: note: operand defined here (op in the same block)\n\
             \x20 %1 = arith.addi %a, %a : i32\n\
             \x20      ^\n"
        );
    }

    #[test]
    fn tabs_are_expanded_under_the_caret_too() {
        let ctx = Context::new();
        let d = Diagnostic::warning(file_loc(&ctx, "a.mlir", 4, 2), "tabbed");
        assert_eq!(
            render(&ctx, &sources(), &d),
            "a.mlir:4:2: warning: tabbed\n        return %0 : i32\n        ^\n"
        );
        // A caret on the tab itself fills the tab's width.
        let d = Diagnostic::remark(file_loc(&ctx, "a.mlir", 4, 1), "on the tab");
        assert_eq!(
            render(&ctx, &sources(), &d),
            "a.mlir:4:1: remark: on the tab\n        return %0 : i32\n^^^^^^^^\n"
        );
    }

    #[test]
    fn columns_past_the_line_or_unknown_files_show_no_source() {
        let ctx = Context::new();
        let end = Diagnostic::error(file_loc(&ctx, "a.mlir", 5, 2), "at the end");
        assert_eq!(
            render(&ctx, &sources(), &end),
            "a.mlir:5:2: error: at the end\n}\n ^\n"
        );
        for (file, line, column) in [
            ("a.mlir", 5, 3),
            ("a.mlir", 9, 1),
            ("a.mlir", 0, 0),
            ("other.mlir", 1, 1),
        ] {
            let d = Diagnostic::error(file_loc(&ctx, file, line, column), "m");
            assert_eq!(
                render(&ctx, &sources(), &d),
                format!("{file}:{line}:{column}: error: m\n")
            );
        }
    }

    #[test]
    fn lines_with_other_than_ascii_show_no_caret() {
        let ctx = Context::new();
        let mut sources = SourceMgr::new();
        sources.add_buffer("u.mlir", "\"é\" x\n");
        let d = Diagnostic::error(file_loc(&ctx, "u.mlir", 1, 6), "m");
        assert_eq!(
            render(&ctx, &sources, &d),
            "u.mlir:1:6: error: m\n\"é\" x\n"
        );
    }

    /// Buffers are bytes: a line that is not UTF-8 is copied as it is by `render_bytes` (and
    /// with U+FFFD by `render`), tabs are expanded by byte count as LLVM does, and annotations
    /// on such lines are read with byte columns.
    #[test]
    fn lines_that_are_not_utf8_show_as_they_are() {
        let ctx = Context::new();
        let mut sources = SourceMgr::new();
        let source: &[u8] = b"\"\xFF\"\tx // \xFE expected-error {{m}}\n\"\xC3\xA9\"\ty\n";
        sources.add_buffer("u.mlir", source);
        assert_eq!(sources.buffer("u.mlir"), Some(source));
        let d = Diagnostic::error(file_loc(&ctx, "u.mlir", 1, 5), "m");
        assert_eq!(
            render_bytes(&ctx, &sources, &d),
            b"u.mlir:1:5: error: m\n\"\xFF\"     x // \xFE expected-error {{m}}\n"
        );
        assert_eq!(
            render(&ctx, &sources, &d),
            "u.mlir:1:5: error: m\n\"\u{FFFD}\"     x // \u{FFFD} expected-error {{m}}\n"
        );
        // Two bytes for `é`: the tab pads from byte column 4.
        let d = Diagnostic::error(file_loc(&ctx, "u.mlir", 2, 6), "n");
        assert_eq!(
            render(&ctx, &sources, &d),
            "u.mlir:2:6: error: n\n\"é\"    y\n"
        );
        let (expected, errors) = parse_expectations("u.mlir", source);
        assert!(errors.is_empty());
        assert_eq!((expected[0].at_line, expected[0].at_column), (1, 12));
        let report = verify_diagnostics(&ctx, &sources, &[]);
        assert_eq!(
            report.output,
            b"u.mlir:1:12: error: expected error \"m\" was not produced\n\
              \"\xFF\"     x // \xFE expected-error {{m}}\n"
        );
    }

    #[test]
    fn locations_without_a_file_print_like_mlir() {
        let ctx = Context::new();
        let unknown = ctx.common().unknown_loc;
        let d = Diagnostic::error(unknown, "m");
        assert_eq!(render(&ctx, &sources(), &d), "<unknown>:0: error: m\n");
        let named = name_loc(&ctx, "my\"name", unknown);
        let d = Diagnostic::error(named, "m");
        assert_eq!(
            render(&ctx, &sources(), &d),
            "<unknown>:0: error: loc(\"my\\22name\"): m\n"
        );
        let nested = fused(
            &ctx,
            &[name_loc(&ctx, "a", name_loc(&ctx, "b", unknown)), unknown],
        );
        let d = Diagnostic::error(call_site(&ctx, nested, named), "m");
        assert_eq!(
            render(&ctx, &sources(), &d),
            "<unknown>:0: error: loc(callsite(fused[\"a\"(\"b\"), unknown] at \"my\\22name\")): m\n\
             <unknown>:0: note: loc(\"my\\22name\"): called from\n"
        );
    }

    #[test]
    fn names_and_fused_locations_show_their_file_location() {
        let ctx = Context::new();
        let inner = file_loc(&ctx, "a.mlir", 3, 3);
        let d = Diagnostic::error(
            fused(
                &ctx,
                &[
                    name_loc(&ctx, "x", ctx.common().unknown_loc),
                    name_loc(&ctx, "y", inner),
                ],
            ),
            "m",
        );
        assert_eq!(
            render(&ctx, &sources(), &d),
            "a.mlir:3:3: error: m\n  %1 = arith.addi %a, %a : i32\n  ^\n"
        );
    }

    #[test]
    fn call_sites_show_their_callers() {
        let ctx = Context::new();
        let outer = call_site(
            &ctx,
            file_loc(&ctx, "a.mlir", 3, 8),
            file_loc(&ctx, "x.mlir", 9, 9),
        );
        let loc = call_site(&ctx, file_loc(&ctx, "a.mlir", 2, 8), outer);
        let d = Diagnostic::error(loc, "m")
            .with_note(file_loc(&ctx, "x.mlir", 9, 9), "same as the last caller");
        assert_eq!(
            render(&ctx, &sources(), &d),
            "a.mlir:2:8: error: m\n\
             \x20 %0 = arith.addi %a, %1 : i32\n\
             \x20      ^\n\
             a.mlir:3:8: note: called from\n\
             \x20 %1 = arith.addi %a, %a : i32\n\
             \x20      ^\n\
             x.mlir:9:9: note: called from\n\
             x.mlir:9:9: note: same as the last caller\n"
        );
        // A callee without a file location: the caller's file location is shown for both.
        let loc = call_site(
            &ctx,
            name_loc(&ctx, "foo", ctx.common().unknown_loc),
            file_loc(&ctx, "a.mlir", 1, 5),
        );
        assert_eq!(
            render(&ctx, &sources(), &Diagnostic::error(loc, "m")),
            "a.mlir:1:5: error: m\nfunc.func @f(%a: i32) -> i32 {\n    ^\n\
             a.mlir:1:5: note: called from\nfunc.func @f(%a: i32) -> i32 {\n    ^\n"
        );
    }

    #[test]
    fn handlers_collect_and_render() {
        let ctx = Context::new();
        let mut collector = CollectingHandler::new();
        collector.handle(&ctx, Diagnostic::warning(ctx.common().unknown_loc, "w"));
        assert!(!collector.has_errors());
        collector.handle(&ctx, Diagnostic::error(ctx.common().unknown_loc, "e"));
        assert!(collector.has_errors());
        assert_eq!(
            collector.render_all(&ctx, &sources()),
            "<unknown>:0: warning: w\n<unknown>:0: error: e\n"
        );
        assert_eq!(collector.take().len(), 2);
        assert!(collector.diagnostics().is_empty());
        let sources = sources();
        let mut printer = RenderingHandler::new(&sources);
        printer.handle(&ctx, Diagnostic::remark(ctx.common().unknown_loc, "r"));
        assert_eq!(text(&printer.output), "<unknown>:0: remark: r\n");
    }

    const ANNOTATED: &str = "func.func @m() {\n  // expected-error@below {{block with no terminator}}\n  %0 = arith.constant 1 : i32\n  // expected-note {{never}}\n}\n// expected-remark @above {{xyz}}\n\t// expected-warning@-1 {{tab}}\n// expected-error-re {{a{{[0-9]+}}b}}\n// expected-error @+1 {{dangling}}\n";

    #[test]
    fn annotations_resolve_to_lines() {
        let (expected, errors) = parse_expectations("p.mlir", ANNOTATED);
        assert!(errors.is_empty());
        let lines: Vec<(Severity, u32, u32, &str, bool)> = expected
            .iter()
            .map(|e| (e.severity, e.line, e.at_column, text(&e.text), e.regex))
            .collect();
        assert_eq!(
            lines,
            vec![
                (Severity::Error, 3, 6, "block with no terminator", false),
                (Severity::Note, 4, 6, "never", false),
                (Severity::Remark, 5, 4, "xyz", false),
                (Severity::Warning, 6, 5, "tab", false),
                (Severity::Error, 8, 4, "a{{[0-9]+}}b", true),
                (Severity::Error, 10, 4, "dangling", false),
            ]
        );
        // A dangling `@below` points past the last line; spaces before `{{` are optional; an
        // annotation may follow other text; `@unknown` is not MLIR 19 syntax.
        let (expected, _) = parse_expectations(
            "q",
            "x // expected-warning-re@+2{{a}}   \n// expected-error @unknown {{z}}\n// expected-note@below {{n}}",
        );
        assert_eq!(expected.len(), 2);
        assert_eq!((expected[0].line, expected[0].at_column), (3, 6));
        assert!(expected[0].regex);
        assert_eq!(expected[1].line, 3);
    }

    #[test]
    fn missing_diagnostics_are_reported_with_the_annotation_underlined() {
        let ctx = Context::new();
        let mut sources = SourceMgr::new();
        sources.add_buffer("p.mlir", ANNOTATED);
        let d = Diagnostic::error(
            file_loc(&ctx, "p.mlir", 3, 8),
            "block with no terminator, has %0",
        );
        let report = verify_diagnostics(&ctx, &sources, &[d]);
        assert!(!report.success);
        assert_eq!(
            text(&report.output),
            "p.mlir:4:6: error: expected note \"never\" was not produced\n\
             \x20 // expected-note {{never}}\n\
             \x20    ^~~~~\n\
             p.mlir:6:4: error: expected remark \"xyz\" was not produced\n\
             // expected-remark @above {{xyz}}\n\
             \x20  ^~~\n\
             p.mlir:7:5: error: expected warning \"tab\" was not produced\n\
             \x20       // expected-warning@-1 {{tab}}\n\
             \x20          ^~~\n\
             p.mlir:8:4: error: expected error \"a{{[0-9]+}}b\" was not produced\n\
             // expected-error-re {{a{{[0-9]+}}b}}\n\
             \x20  ^~~~~~~~~~~~\n\
             p.mlir:9:4: error: expected error \"dangling\" was not produced\n\
             // expected-error @+1 {{dangling}}\n\
             \x20  ^~~~~~~~\n"
        );
    }

    #[test]
    fn matching_diagnostics_pass() {
        let ctx = Context::new();
        let mut sources = SourceMgr::new();
        sources.add_buffer(
            "ok.mlir",
            "op // expected-error {{bad}}\n// expected-note@-1 {{here}}\n// expected-error-re@+1 {{x {{.*}} z}}\nop\n",
        );
        let error = Diagnostic::error(file_loc(&ctx, "ok.mlir", 1, 1), "a bad thing")
            .with_note(file_loc(&ctx, "ok.mlir", 1, 2), "defined here");
        let re = Diagnostic::error(file_loc(&ctx, "ok.mlir", 4, 1), "x y z");
        let report = verify_diagnostics(&ctx, &sources, &[error, re]);
        assert_eq!(text(&report.output), "");
        assert!(report.success);
    }

    #[test]
    fn unexpected_and_mismatched_diagnostics_fail() {
        let ctx = Context::new();
        let mut sources = SourceMgr::new();
        sources.add_buffer(
            "n.mlir",
            "  %0 = arith.constant 1 : i32 // expected-warning {{no terminator}}\n",
        );
        let mut verifier = DiagnosticVerifier::new(&sources);
        assert_eq!(verifier.expectations().len(), 1);
        verifier.process(
            &ctx,
            &Diagnostic::error(file_loc(&ctx, "n.mlir", 1, 8), "block with no terminator"),
        );
        verifier.process(
            &ctx,
            &Diagnostic::remark(file_loc(&ctx, "n.mlir", 1, 3), "other"),
        );
        verifier.process(
            &ctx,
            &Diagnostic::error(name_loc(&ctx, "nm", ctx.common().unknown_loc), "lost"),
        );
        let report = verifier.finish();
        assert!(!report.success);
        assert_eq!(
            text(&report.output),
            "n.mlir:1:34: error: 'error' diagnostic emitted when expecting a 'warning'\n\
             \x20 %0 = arith.constant 1 : i32 // expected-warning {{no terminator}}\n\
             \x20                                ^\n\
             n.mlir:1:3: error: unexpected remark: other\n\
             \x20 %0 = arith.constant 1 : i32 // expected-warning {{no terminator}}\n\
             \x20 ^\n\
             <unknown>:0: error: loc(\"nm\"): unexpected error: lost\n\
             n.mlir:1:34: error: expected warning \"no terminator\" was not produced\n\
             \x20 %0 = arith.constant 1 : i32 // expected-warning {{no terminator}}\n\
             \x20                                ^~~~~~~~~~~~~\n"
        );
    }

    #[test]
    fn unexpected_notes_are_reported_on_their_own() {
        let ctx = Context::new();
        let mut sources = SourceMgr::new();
        sources.add_buffer(
            "w.mlir",
            "// expected-error@+1 {{does not dominate}}\n  %0 = x\n  %1 = y\n",
        );
        let d = Diagnostic::error(
            file_loc(&ctx, "w.mlir", 2, 8),
            "operand #0 does not dominate this use",
        )
        .with_note(
            file_loc(&ctx, "w.mlir", 3, 8),
            "operand defined here (op in the same block)",
        );
        let report = verify_diagnostics(&ctx, &sources, &[d]);
        assert_eq!(
            text(&report.output),
            "w.mlir:3:8: error: unexpected note: operand defined here (op in the same block)\n  %1 = y\n       ^\n"
        );
    }

    #[test]
    fn an_unterminated_regex_is_an_error() {
        let mut sources = SourceMgr::new();
        sources.add_buffer("r.mlir", "// expected-error-re {{a{{b}}\n");
        let report = DiagnosticVerifier::new(&sources).finish();
        assert!(!report.success);
        assert_eq!(
            text(&report.output),
            "r.mlir:1:4: error: found start of regex with no end '}}'\n// expected-error-re {{a{{b}}\n   ^~~~\n"
        );
    }

    #[test]
    fn regex_annotations_match_their_literal_parts_in_order() {
        let e = Expectation {
            severity: Severity::Error,
            buffer: String::new(),
            line: 1,
            at_line: 1,
            at_column: 1,
            text: b"op {{.*}} uses {{[0-9]+}} values".to_vec(),
            regex: true,
            matched: false,
        };
        assert!(e.matches("'x' op foo uses 12 values"));
        assert!(!e.matches("'x' op uses values foo"));
        let plain = Expectation { regex: false, ..e };
        assert!(plain.matches("an op {{.*}} uses {{[0-9]+}} values here"));
        assert!(!plain.matches("'x' op foo uses 12 values"));
    }
}
