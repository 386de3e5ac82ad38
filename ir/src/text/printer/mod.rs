//! The printer of the textual IR, byte-identical to what `mlir-opt` 19 prints.
//!
//! [`print_op`] prints a top-level operation (usually the module) the way `mlir-opt` writes it:
//! the alias definitions that cannot be deferred (`#map = ...`, `!tuple = ...`), the op with
//! everything nested in it, then the deferred aliases (locations, with `debug_info`). Every op is
//! printed in the generic form (`%0 = "d.op"(%a) <{p}> ({...}) [^bb1] {a} : (i32) -> i32`) when
//! [`PrintOptions::generic`] is set; otherwise an op whose descriptor has a print hook is printed
//! through it (its custom form), and any other op in the generic form.
//!
//! [`print_op_local`] prints one op out of its context, as diagnostics show it (MLIR's local
//! scope: no aliases, values numbered as in the nearest isolated ancestor).
//!
//! Printing runs in two passes over the IR, as MLIR's `AsmPrinter` does: the first walks what
//! would be printed and collects the attributes and types that get aliases (`aliases`), the
//! second writes the text into one `String`. The first pass skips an op without regions whose
//! types and attributes can hold no alias or were all visited before (most ops of a function):
//! visiting them again would change nothing. SSA value and block names are computed before the
//! second pass into dense per-body tables (`names`), so naming a value costs an index, not a
//! hash lookup.
//!
//! This module is not the parser, and it does not verify: an invalid op with a custom form is
//! printed through its hook anyway (MLIR falls back to the generic form for ops that fail to
//! verify; callers that need this print with `generic`).
//!
//! Modules: `ops` (operations, regions, blocks), `types`, `attrs` (including dense elements),
//! `locations`, `aliases`, `names`, `custom` (the API for custom forms: [`OpAsmPrinter`],
//! [`DialectAsmPrinter`], the interfaces dialects implement), `builtin_forms` (the custom forms
//! of the builtin ops).

mod aliases;
mod attrs;
mod builtin_forms;
mod custom;
mod locations;
mod names;
mod ops;
mod resources;
#[cfg(test)]
mod tests;
mod types;

pub(crate) use builtin_forms::ModuleAsm;
pub use builtin_forms::{print_module, print_unrealized_conversion_cast};
pub use custom::{
    AliasResult, DialectAsmPrinter, OpAsmDialectInterface, OpAsmInterface, PrintAttrHook,
    PrintHook, PrintTypeHook,
};
pub use ops::{Merged, merged_attrs};

use crate::attrs::Attribute;
use crate::context::{Context, OpName};
use crate::descriptor::DialectDescriptor;
use crate::structure::{Body, OpId};
use crate::traits::Trait;
use crate::types::Type;
use aliases::{AliasCollector, AliasTable};
use names::Names;
use std::sync::Arc;

/// What to print and how: the switches of `mlir-opt` that change the text.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in the generic form (`--mlir-print-op-generic`). Also makes SSA value
    /// numbers unique across the whole op, as MLIR does in this mode.
    pub generic: bool,
    /// Print locations: `loc(...)` after ops and block arguments, with `#loc` aliases
    /// (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// With `debug_info`, print locations in the pretty form: `file:1:2`, without `loc(...)`
    /// (`--mlir-pretty-debuginfo`). The pretty form cannot be parsed back.
    pub pretty_debug_info: bool,
    /// Print dense elements attributes with more elements than this (and not a splat) as
    /// `dense_resource<__elided__>` (`--mlir-elide-elementsattrs-if-larger`). Cannot be parsed
    /// back.
    pub elide_large_elements: Option<usize>,
    /// Print dense int, float and complex elements attributes with more elements than this
    /// (and not a splat) as hex strings (`--mlir-print-elementsattrs-with-hex-if-larger`); `-1`
    /// never does. `None` is MLIR's default, 100.
    pub hex_elements_if_larger: Option<i64>,
    /// Print the op as MLIR prints an op with a local scope (`--mlir-print-local-scope`): no
    /// alias definitions (types and attributes in full), values numbered from the nearest
    /// isolated ancestor, no newline after the top-level op.
    pub local_scope: bool,
    /// Number values across the whole op instead of restarting in each isolated region
    /// (`--mlir-print-unique-ssa-ids`); names given by ops are kept. The generic form implies
    /// it.
    pub unique_ssa_ids: bool,
    /// Print every region as `{...}` (`--mlir-print-skip-regions`).
    pub skip_regions: bool,
    /// After each op and at the top of each block, a comment naming the users of the values
    /// (`// users: %2, %3`), with ops without results numbered too so they can be named
    /// (`--mlir-print-value-users`).
    pub value_users: bool,
    /// The IR is known to be valid: callers that would verify it first to choose the generic
    /// form for invalid IR, as MLIR's printer does, need not (`--mlir-print-assume-verified`;
    /// see [`verified_print_options`]). The printer itself never verifies.
    pub assume_verified: bool,
    /// Leave out of the file metadata each resource whose value prints longer than this many
    /// characters, quotes included (`--mlir-elide-resource-strings-if-larger`).
    pub elide_resource_strings_if_larger: Option<usize>,
    /// Print the context's external resources in the file metadata, as `mlir-opt` prints those
    /// of the file it read (its IR dumps do not).
    pub external_resources: bool,
}

impl PrintOptions {
    /// How values are numbered under these options.
    fn numbering(&self) -> names::Numbering {
        names::Numbering {
            custom: !self.generic,
            unique: self.generic || self.unique_ssa_ids,
            resultless: self.value_users,
        }
    }
}

/// `options`, switched to the generic form when `op` fails to verify and `options` does not
/// assume it valid, as MLIR's printer decides before printing. For callers that may print IR
/// no verifier has seen (a pipeline run without `--verify-each`): the custom form of an invalid
/// op may not be printable, and its hook may even misread it.
pub fn verified_print_options(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
) -> PrintOptions {
    let mut options = options.clone();
    if !options.generic
        && !options.assume_verified
        && crate::verifier::verify(ctx, body, op).is_err()
    {
        options.generic = true;
    }
    options
}

/// Prints `op` (an op of `body`, usually a `builtin.module`) as a whole file, like `mlir-opt`:
/// alias definitions first, then the op and a newline, then the deferred aliases. The op is the
/// root of value numbering: values it uses from outside print as `<<UNKNOWN SSA VALUE>>`.
///
/// This is MLIR's `Operation::print` of a top-level op; `mlir-opt` writes one more `"\n"` after
/// it when it writes a file.
pub fn print_op(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    let mut out = String::new();
    write_op(ctx, body, op, options, &mut out);
    out
}

/// Appends what [`print_op`] returns to `out`.
pub fn write_op(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions, out: &mut String) {
    if options.local_scope {
        out.push_str(&print_op_local(ctx, body, op, options));
        return;
    }
    let mut printer = OpAsmPrinter::new(ctx, options, body, std::mem::take(out));
    printer.names = Names::compute(ctx, body, op, options.numbering(), &mut printer.infos);
    // Most ops print in 50 to 100 bytes; growing a large output by doubling would copy it.
    printer
        .out
        .reserve(printer.names.op_count().saturating_mul(64));
    printer.collect_aliases(op);
    printer.print_top_level(op);
    *out = printer.out;
}

/// Writes what [`print_op`] returns to `sink` as it goes, keeping at most about a megabyte of
/// text in memory: a large module is never held whole as a string.
pub fn write_op_to(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut printer = OpAsmPrinter::new(ctx, options, body, String::with_capacity(FLUSH_AT * 2));
    printer.sink = Some(sink);
    printer.print_whole(op);
    printer.flush(0);
    match printer.sink_error.take() {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// Where the ops printed by [`print_op_with_positions`] start in the text: a line (from 1) and
/// a column (from 0, in bytes), as MLIR's `AsmState` location map records them. Ops a custom form
/// leaves out (elided terminators) have none.
#[derive(Debug, Default)]
pub struct OpPositions {
    map: rustc_hash::FxHashMap<(usize, OpId), (u32, u32)>,
}

impl OpPositions {
    /// The line and column where `op`, an op of `body` (the body as it was printed), starts.
    pub fn get(&self, body: &Body, op: OpId) -> Option<(u32, u32)> {
        self.map.get(&(body_key(body), op)).copied()
    }
}

/// What identifies a body while it is borrowed: its address (a key, never turned back into a
/// reference).
pub(super) fn body_key(body: &Body) -> usize {
    std::ptr::from_ref(body).addr()
}

/// Prints `op` as [`print_op`] does, and tells where each printed op starts in the text (for
/// MLIR's `-snapshot-op-locations`).
pub fn print_op_with_positions(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
) -> (String, OpPositions) {
    let mut printer = OpAsmPrinter::new(ctx, options, body, String::new());
    printer.positions = Some(rustc_hash::FxHashMap::default());
    printer.print_whole(op);
    let text = printer.out;
    let mut offsets: Vec<((usize, OpId), usize)> =
        printer.positions.unwrap_or_default().into_iter().collect();
    offsets.sort_unstable_by_key(|&(_, offset)| offset);
    let mut map = rustc_hash::FxHashMap::default();
    let (mut line, mut line_start, mut scanned) = (1u32, 0usize, 0usize);
    for (key, offset) in offsets {
        for (i, byte) in text.as_bytes()[scanned..offset].iter().enumerate() {
            if *byte == b'\n' {
                line += 1;
                line_start = scanned + i + 1;
            }
        }
        scanned = offset;
        let column = u32::try_from(offset - line_start).unwrap_or(u32::MAX);
        map.insert(key, (line, column));
    }
    (text, OpPositions { map })
}

/// How much text a streaming printer keeps before it writes to its sink.
const FLUSH_AT: usize = 1 << 20;

/// Prints `op` (an op of `body`) on its own, as MLIR's `Operation::print` does with a local
/// scope: the op with everything nested in it, at no indentation, with its trailing location
/// when `options.debug_info` is set, and no alias definitions (types and attributes print in
/// full). Values are named as in the nearest enclosing op registered as `IsolatedFromAbove`
/// (the op itself if it is one), so operands defined outside `op` keep the numbers they have
/// there; at the top of a nested body, as its owner names them. Without a newline at the end.
///
/// This is what diagnostics show of an op (`see current operation: ...`).
pub fn print_op_local(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    let mut printer = OpAsmPrinter::new(ctx, options, body, String::new());
    printer.names = Names::compute_local(ctx, body, op, options.numbering(), &mut printer.infos);
    printer.print_op_alone(op);
    printer.out
}

/// The text of a type, without aliases (MLIR's `Type::print`); for diagnostics and tests.
pub fn print_type(ctx: &Context, ty: Type) -> String {
    let options = PrintOptions::default();
    let body = Body::new();
    let mut printer = OpAsmPrinter::new(ctx, &options, &body, String::new());
    printer.print_type(ty);
    printer.out
}

/// The text of an attribute with its type, without aliases (MLIR's `Attribute::print`); for
/// diagnostics and tests.
pub fn print_attribute(ctx: &Context, attr: Attribute) -> String {
    let options = PrintOptions::default();
    let body = Body::new();
    let mut printer = OpAsmPrinter::new(ctx, &options, &body, String::new());
    printer.print_attribute(attr);
    printer.out
}

/// How an attribute's type is printed after its value (MLIR's `AttrTypeElision`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Elision {
    /// Always print the type.
    Never,
    /// Leave out the type the parser would assume anyway (`i64` for integers, `f64` for
    /// floats); used inside arrays and for memref layouts and memory spaces.
    May,
    /// Never print the type.
    Must,
}

/// What the printer needs to know about an op kind, looked up once per op name.
#[derive(Copy, Clone)]
pub(crate) struct OpInfo<'a> {
    /// The op name, and whether it prints in quotes without escapes.
    name: &'a str,
    plain_name: bool,
    hook: Option<PrintHook>,
    asm: Option<&'a dyn OpAsmInterface>,
    registered: bool,
    terminator: bool,
}

/// Per op name, the [`OpInfo`] (a dense cache indexed by the interned name).
pub(crate) struct OpInfos<'a> {
    ctx: &'a Context,
    cache: Vec<Option<OpInfo<'a>>>,
}

impl<'a> OpInfos<'a> {
    fn new(ctx: &'a Context) -> Self {
        OpInfos {
            ctx,
            cache: Vec::new(),
        }
    }

    /// The info of op kind `name`.
    pub(crate) fn get(&mut self, name: OpName) -> OpInfo<'a> {
        let index = name.id() as usize;
        if let Some(Some(info)) = self.cache.get(index) {
            return *info;
        }
        let text = self.ctx.op_name_str(name);
        let plain_name = text
            .bytes()
            .all(|b| (0x20..0x7F).contains(&b) && b != b'"' && b != b'\\');
        let info = match self.ctx.op_descriptor(name) {
            Some(desc) => OpInfo {
                name: text,
                plain_name,
                hook: desc.print,
                asm: desc.interfaces.get::<dyn OpAsmInterface>(),
                registered: true,
                terminator: desc.traits.has(Trait::IsTerminator),
            },
            None => OpInfo {
                name: text,
                plain_name,
                hook: None,
                asm: None,
                registered: false,
                terminator: false,
            },
        };
        if self.cache.len() <= index {
            self.cache.resize(index + 1, None);
        }
        self.cache[index] = Some(info);
        info
    }
}

/// The printer's state. Custom-form hooks receive it as the API to print with (see
/// `custom.rs` for the methods meant for them); the rest of the printer is private.
pub struct OpAsmPrinter<'a> {
    ctx: &'a Context,
    options: &'a PrintOptions,
    /// The text written so far.
    out: String,
    /// Spaces before each op at the current nesting.
    indent: usize,
    /// Set during the first pass: visit types and attributes instead of printing.
    collecting: bool,
    collector: AliasCollector,
    aliases: AliasTable,
    names: Names,
    infos: OpInfos<'a>,
    /// The body holding the ops being printed, and its names table.
    body: &'a Body,
    table: u32,
    /// The op a custom-form hook is printing, and the body holding it.
    hook_op: Option<(OpId, &'a Body, u32)>,
    /// Where the output of the op a hook is printing starts (before its name), so that a hook
    /// falling back to the generic form replaces what it already wrote.
    hook_start: usize,
    /// The default dialects of the enclosing regions (MLIR's `defaultDialectStack`).
    dialect_stack: Vec<&'a str>,
    /// Dialects looked up for their type and attribute hooks.
    dialects: Vec<(&'static str, Option<Arc<DialectDescriptor>>)>,
    /// Dialects offering alias names, in lookup order.
    alias_dialects: Vec<Arc<DialectDescriptor>>,
    /// Buffers reused when a dialect hook's text must be inspected before it is written.
    scratch: Vec<String>,
    /// Reused by the predecessor comments of block headers.
    preds: Vec<(u32, crate::structure::BlockId)>,
    /// Where a streaming print writes its text (see [`write_op_to`]).
    sink: Option<&'a mut dyn std::io::Write>,
    /// The first error the sink reported; later writes are skipped.
    sink_error: Option<std::io::Error>,
    /// The number each distinct attribute printed so far got.
    distinct_ids: rustc_hash::FxHashMap<Attribute, u64>,
    /// The types and attributes whose dialect hooks are printing right now, outermost first
    /// (MLIR's cyclic printing stack), so that a recursive type prints a reference to itself.
    cyclic: Vec<CycleKey>,
    /// Where each printed op starts in `out`, when asked for (see [`print_op_with_positions`]).
    positions: Option<rustc_hash::FxHashMap<(usize, OpId), usize>>,
    /// The builtin blobs `dense_resource` attributes printed so far referenced, in first-printed
    /// order: the ones the file metadata holds.
    resources: Vec<crate::resources::ResourceHandle>,
    /// The members of `resources`.
    resources_seen: rustc_hash::FxHashSet<crate::resources::ResourceHandle>,
}

/// An entry of [`OpAsmPrinter`]'s cyclic printing stack.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum CycleKey {
    /// A type being printed.
    Type(Type),
    /// An attribute being printed.
    Attr(Attribute),
}

impl<'a> OpAsmPrinter<'a> {
    /// With a sink, writes the text gathered so far once it is at least `threshold` bytes long.
    /// Called between ops, where no part of the text is still to be revised.
    fn flush(&mut self, threshold: usize) {
        if self.out.len() < threshold {
            return;
        }
        let Some(sink) = self.sink.as_mut() else {
            return;
        };
        if self.sink_error.is_none()
            && let Err(error) = sink.write_all(self.out.as_bytes())
        {
            self.sink_error = Some(error);
        }
        self.out.clear();
    }

    fn new(ctx: &'a Context, options: &'a PrintOptions, body: &'a Body, out: String) -> Self {
        let alias_dialects = ctx
            .dialect_names()
            .iter()
            .filter_map(|name| ctx.dialect(name))
            .filter(|d| d.interfaces.contains::<dyn OpAsmDialectInterface>())
            .collect();
        OpAsmPrinter {
            ctx,
            options,
            out,
            indent: 0,
            collecting: false,
            collector: AliasCollector::default(),
            aliases: AliasTable::default(),
            names: Names::default(),
            infos: OpInfos::new(ctx),
            body,
            table: 0,
            hook_op: None,
            hook_start: 0,
            dialect_stack: vec!["builtin"],
            dialects: Vec::new(),
            alias_dialects,
            scratch: Vec::new(),
            preds: Vec::new(),
            sink: None,
            sink_error: None,
            distinct_ids: rustc_hash::FxHashMap::default(),
            cyclic: Vec::new(),
            positions: None,
            resources: Vec::new(),
            resources_seen: rustc_hash::FxHashSet::default(),
        }
    }

    /// Names the values and prints `op` as a whole file would hold it: alone with a local
    /// scope, else with its aliases around it.
    fn print_whole(&mut self, op: OpId) {
        let (ctx, body, options) = (self.ctx, self.body, self.options);
        if options.local_scope {
            self.names = Names::compute_local(ctx, body, op, options.numbering(), &mut self.infos);
            self.print_op_alone(op);
        } else {
            self.names = Names::compute(ctx, body, op, options.numbering(), &mut self.infos);
            self.collect_aliases(op);
            self.print_top_level(op);
        }
    }

    /// The registered dialect named `name` (cached).
    fn dialect(&mut self, name: &'static str) -> Option<Arc<DialectDescriptor>> {
        if let Some((_, found)) = self.dialects.iter().find(|(n, _)| *n == name) {
            return found.clone();
        }
        let found = self.ctx.dialect(name);
        self.dialects.push((name, found.clone()));
        found
    }

    /// Appends `text` (nothing while collecting aliases).
    #[inline]
    fn put(&mut self, text: &str) {
        if !self.collecting {
            self.out.push_str(text);
        }
    }

    /// Appends one character (nothing while collecting aliases).
    #[inline]
    fn put_char(&mut self, c: char) {
        if !self.collecting {
            self.out.push(c);
        }
    }

    /// Appends a decimal number.
    #[inline]
    fn put_u64(&mut self, value: u64) {
        if !self.collecting {
            push_u64(&mut self.out, value);
        }
    }

    /// Appends the current indentation.
    fn put_indent(&mut self) {
        if !self.collecting {
            push_spaces(&mut self.out, self.indent);
        }
    }

    /// Appends `"..."` with MLIR's escaping.
    fn put_escaped(&mut self, bytes: &[u8]) {
        if !self.collecting {
            push_escaped(&mut self.out, bytes);
        }
    }
}

/// Appends `value` in decimal.
pub(crate) fn push_u64(out: &mut String, mut value: u64) {
    const PAIRS: &str = "0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    // Two digits at a time, least significant pair first.
    let mut pairs = [0u8; 10];
    let mut count = 0;
    while value >= 100 {
        pairs[count] = (value % 100) as u8;
        count += 1;
        value /= 100;
    }
    if value >= 10 {
        let at = value as usize * 2;
        out.push_str(&PAIRS[at..at + 2]);
    } else {
        out.push(char::from(b'0' + value as u8));
    }
    for &pair in pairs[..count].iter().rev() {
        let at = usize::from(pair) * 2;
        out.push_str(&PAIRS[at..at + 2]);
    }
}

/// Appends `value` in decimal with a `-` when negative.
pub(crate) fn push_i64(out: &mut String, value: i64) {
    if value < 0 {
        out.push('-');
    }
    push_u64(out, value.unsigned_abs());
}

/// Appends `count` spaces.
pub(crate) fn push_spaces(out: &mut String, count: usize) {
    const SPACES: &str = "                                                                ";
    let mut left = count;
    while left > 0 {
        let n = left.min(SPACES.len());
        out.push_str(&SPACES[..n]);
        left -= n;
    }
}

/// Appends `bytes` quoted and escaped as MLIR prints strings.
pub(crate) fn push_escaped(out: &mut String, bytes: &[u8]) {
    out.push('"');
    let plain = bytes
        .iter()
        .all(|&b| (0x20..0x7F).contains(&b) && b != b'"' && b != b'\\');
    match std::str::from_utf8(bytes) {
        Ok(text) if plain => out.push_str(text),
        _ => super::lexer::escape_string(bytes, out),
    }
    out.push('"');
}

/// Appends `bytes` bare when they form a bare identifier, else quoted and escaped (MLIR's
/// `printKeywordOrString`).
pub(crate) fn push_keyword_or_string(out: &mut String, bytes: &[u8]) {
    match std::str::from_utf8(bytes) {
        Ok(text) if super::lexer::is_bare_identifier(text) => out.push_str(text),
        _ => push_escaped(out, bytes),
    }
}

/// Appends a symbol reference `@name`, quoting names that are not bare identifiers.
pub(crate) fn push_symbol_ref(out: &mut String, bytes: &[u8]) {
    // The relative part `@.super` is written bare, as the parser reads it.
    if bytes == crate::symbols::SUPER_NAME.as_bytes() {
        out.push_str("@.super");
        return;
    }
    if bytes.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    push_keyword_or_string(out, bytes);
}
