//! The import of LLVM IR into the `llvm` dialect, as `mlir-translate --import-llvm` (MLIR 19's
//! `ModuleImport`) does it: LLVM 19 reads the text (or bitcode) through inkwell and verifies
//! it, the importer walks the module and writes the `llvm` dialect ops of its globals,
//! functions and instructions as MLIR text, which oxir's parser reads and its verifier checks.
//!
//! Writing text rather than building ops keeps this crate to the dialect's textual contract
//! (the forms `mlir-opt-19` prints), the same way the translation to LLVM IR goes through
//! LLVM's parser. A malformed input is LLVM's parse diagnostic at its line and column; a
//! construct the importer does not convert is an error at the line of the instruction or global.

mod consts;
mod fn_attrs;
mod func;
mod text;
mod types;

use consts::{Constants, mlir_symbol};
use inkwell::GlobalVisibility;
use inkwell::context::Context as LlvmContext;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::values::{AsValueRef, BasicValueEnum, GlobalValue, UnnamedAddress};
use oxir::attrs::{AttrData, LocationData};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::{Context, Diagnostic};
use std::collections::HashMap;
use text::{LlConst, Reader};
use types::{TypeSpeller, mlir_string};

type Result<T> = std::result::Result<T, String>;

/// Reads LLVM IR (text, or bitcode when `input` starts with the bitcode magic) named `name` and
/// prints it as a module of `llvm` dialect ops, as `mlir-translate --import-llvm` does. `ctx`
/// must have the `llvm` dialect registered.
pub fn import_llvm_ir(
    ctx: &Context,
    input: &[u8],
    name: &str,
) -> std::result::Result<String, Diagnostic> {
    let text = import_to_text(ctx, input, name)?;
    let options = ParseOptions {
        file_name: "<imported LLVM IR>",
        ..ParseOptions::default()
    };
    let module =
        parse_source(ctx, text.as_bytes(), &options).map_err(|d| internal(ctx, name, &d))?;
    oxir::verifier::verify(ctx, &module.body, module.op).map_err(|d| internal(ctx, name, &d))?;
    // As `mlir-translate`, without a newline after the module.
    Ok(print_op(
        ctx,
        &module.body,
        module.op,
        &PrintOptions::default(),
    ))
}

/// The MLIR text the importer writes for `input`, before oxir reads it.
pub fn import_to_text(
    ctx: &Context,
    input: &[u8],
    name: &str,
) -> std::result::Result<String, Diagnostic> {
    let llvm = LlvmContext::create();
    let bitcode = input.starts_with(b"BC\xC0\xDE") || input.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
    let source = if bitcode {
        ""
    } else {
        std::str::from_utf8(input).unwrap_or("")
    };
    let at_line = |line: u32| {
        let text = source
            .lines()
            .nth((line as usize).wrapping_sub(1))
            .unwrap_or("");
        let column = if line == 0 {
            0
        } else {
            (text.len() - text.trim_start().len()) as u32 + 1
        };
        (line, column)
    };
    let verify = |module: &Module<'_>| -> std::result::Result<(), Diagnostic> {
        let Err(e) = module.verify() else {
            return Ok(());
        };
        // At the first input line the message quotes (the verifier prints the offending
        // instructions after its message).
        let message = e.to_string();
        let line = message
            .lines()
            .skip(1)
            .map(str::trim)
            .find_map(|quoted| {
                source
                    .lines()
                    .position(|l| !quoted.is_empty() && l.trim() == quoted)
            })
            .map_or(0, |i| i as u32 + 1);
        let (line, column) = at_line(line);
        let first = message.lines().next().unwrap_or("").trim_end();
        Err(located(
            ctx,
            name,
            line,
            column,
            &format!("LLVM IR does not verify: {first}"),
        ))
    };
    let module = if bitcode {
        let buffer = MemoryBuffer::create_from_memory_range_copy(input, name);
        Module::parse_bitcode_from_buffer(&buffer, &llvm).map_err(|e| {
            let message = format!("cannot read bitcode: {}", e.to_string().trim_end());
            located(ctx, name, 0, 0, &message)
        })?
    } else {
        // LLVM's parser verifies a module that declares the current debug info version and
        // aborts the process when it does not verify. A probe without that declaration (the
        // flag's name and every escape defused, at the same offsets) is parsed and verified
        // first; only input that verifies reaches the parser as it is.
        if let Some(probe) = defused(input) {
            let probe_llvm = LlvmContext::create();
            let buffer = MemoryBuffer::create_from_memory_range_copy(&probe, name);
            let module = probe_llvm
                .create_module_from_ir(buffer)
                .map_err(|e| parse_error(ctx, name, &e.to_string()))?;
            verify(&module)?;
        }
        let buffer = MemoryBuffer::create_from_memory_range_copy(input, name);
        llvm.create_module_from_ir(buffer)
            .map_err(|e| parse_error(ctx, name, &e.to_string()))?
    };
    verify(&module)?;
    let mut importer = Importer::new(&module, source);
    importer.module().map_err(|(line, message)| {
        let (line, column) = at_line(line);
        located(ctx, name, line, column, &message)
    })
}

/// `input` with the debug info version flag's name defused and every `\XX` escape (which could
/// spell that name) escaping `_` instead, at the same offsets and lengths, or `None` when it
/// has neither. Escapes are read as LLVM's lexer reads them (`\\` is one backslash).
fn defused(input: &[u8]) -> Option<Vec<u8>> {
    const FLAG: &[u8] = b"Debug Info Version";
    let has_flag = input.windows(FLAG.len()).any(|w| w == FLAG);
    if !has_flag && !input.contains(&b'\\') {
        return None;
    }
    let mut probe = input.to_vec();
    let mut i = 0;
    while i < probe.len() {
        if probe[i] != b'\\' {
            i += 1;
            continue;
        }
        match probe.get(i + 1..i + 3) {
            Some([b'\\', ..]) => i += 2,
            Some([a, b]) if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() => {
                probe[i + 1] = b'5';
                probe[i + 2] = b'F';
                i += 3;
            }
            _ => i += 1,
        }
    }
    let mut at = 0;
    while let Some(found) = probe[at..].windows(FLAG.len()).position(|w| w == FLAG) {
        probe[at + found + 5] = b'_';
        at += found + FLAG.len();
    }
    Some(probe)
}

/// A diagnostic at `name:line:column`.
fn located(ctx: &Context, name: &str, line: u32, column: u32, message: &str) -> Diagnostic {
    let loc = ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
        file: ctx.string_attr(name),
        line,
        column,
    }));
    Diagnostic::error(loc, message.to_string())
}

/// LLVM's parse error (`name:LINE:COL: error: message`, the source line and a caret) as a
/// diagnostic at that line and column.
fn parse_error(ctx: &Context, name: &str, message: &str) -> Diagnostic {
    let first = message.lines().next().unwrap_or(message);
    let parsed = first.split_once(": error: ").and_then(|(place, what)| {
        let mut parts = place.rsplit(':');
        let column: u32 = parts.next()?.parse().ok()?;
        let line: u32 = parts.next()?.parse().ok()?;
        Some((line, column, what))
    });
    match parsed {
        Some((line, column, what)) => located(ctx, name, line, column, what),
        None => located(ctx, name, 0, 0, message.trim_end()),
    }
}

/// The importer's output failing oxir's parser or verifier: a bug of the importer, reported
/// at the input file with what oxir said.
fn internal(ctx: &Context, name: &str, diag: &Diagnostic) -> Diagnostic {
    located(
        ctx,
        name,
        0,
        0,
        &format!("the imported module is invalid: {}", diag.message),
    )
}

/// An error and the input line it belongs to (0 when unknown).
pub(crate) type Located = (u32, String);

/// What the import of one module shares.
pub(crate) struct Importer<'m, 'ctx> {
    module: &'m Module<'ctx>,
    types: TypeSpeller<'m, 'ctx>,
    /// Globals and functions by value, with their names.
    symbols: HashMap<usize, String>,
    /// The initializers of the global variables by name (`None` for a declaration).
    global_inits: HashMap<String, Option<LlConst>>,
    /// The lines of LLVM's printing of the module: `define`/`declare` lines by function name,
    /// global lines by global name, metadata by `!N`.
    headers: HashMap<String, String>,
    metadata: HashMap<String, String>,
    /// Input lines (trimmed) by content, to place errors.
    source_lines: HashMap<&'m str, u32>,
}

impl<'m, 'ctx> Importer<'m, 'ctx> {
    fn new(module: &'m Module<'ctx>, source: &'m str) -> Self {
        let mut symbols = HashMap::new();
        let mut global_inits = HashMap::new();
        for global in module.get_globals() {
            let name = global.get_name().to_string_lossy().into_owned();
            symbols.insert(global.as_value_ref() as usize, name.clone());
            global_inits.insert(name, None);
        }
        for function in module.get_functions() {
            let name = function.get_name().to_string_lossy().into_owned();
            symbols.insert(function.as_value_ref() as usize, name);
        }
        let printed = module.print_to_string().to_string();
        let mut headers = HashMap::new();
        let mut metadata = HashMap::new();
        for line in printed.lines() {
            if line.starts_with("define ") || line.starts_with("declare ") {
                if let Some(name) = line
                    .split_once(" @")
                    .and_then(|(_, rest)| symbol_name(rest))
                {
                    headers.insert(name, line.to_string());
                }
            } else if let Some(rest) = line.strip_prefix('@') {
                if let Some(name) = symbol_name(rest) {
                    headers.insert(name, line.to_string());
                }
            } else if line.starts_with('!')
                && let Some((id, content)) = line.split_once(" = ")
            {
                metadata.insert(id.to_string(), content.to_string());
            }
        }
        let mut source_lines = HashMap::new();
        for (i, line) in source.lines().enumerate() {
            source_lines.entry(line.trim()).or_insert(i as u32 + 1);
        }
        Importer {
            module,
            types: TypeSpeller::new(module),
            symbols,
            global_inits,
            headers,
            metadata,
            source_lines,
        }
    }

    /// The input line holding `text` (LLVM's printing of an instruction or global), or 0.
    fn line_of(&self, text: &str) -> u32 {
        self.source_lines.get(text.trim()).copied().unwrap_or(0)
    }

    /// The initializer of global variable `name`, read once.
    fn global_initializer(&mut self, name: &str) -> Result<Option<LlConst>> {
        if let Some(Some(init)) = self.global_inits.get(name) {
            return Ok(Some(init.clone()));
        }
        let Some(global) = self.module.get_global(name) else {
            return Ok(None);
        };
        let Some(init) = global.get_initializer() else {
            return Ok(None);
        };
        let init = self.constant_of(init)?;
        self.global_inits
            .insert(name.to_string(), Some(init.clone()));
        Ok(Some(init))
    }

    /// A constant value of the module as a constant tree.
    fn constant_of(&mut self, value: BasicValueEnum<'ctx>) -> Result<LlConst> {
        let ty = types::TypeSpeller::parse(&types::type_text(value.get_type()))?;
        if let Some(name) = self.symbols.get(&(value.as_value_ref() as usize)) {
            return Ok(LlConst::Global(ty, name.clone()));
        }
        let printed = inkwell::values::AnyValue::print_to_string(&value).to_string();
        let mut reader = Reader::new(&printed);
        let c = reader.typed_const()?;
        if !reader.at_end() {
            return Err(format!("unsupported constant `{printed}`"));
        }
        Ok(c)
    }

    /// The whole module.
    fn module(&mut self) -> std::result::Result<String, Located> {
        let mut out = String::new();
        let mut attrs = Vec::new();
        let layout = self
            .module
            .get_data_layout()
            .as_str()
            .to_string_lossy()
            .into_owned();
        if !layout.is_empty() {
            attrs.push(format!(
                "llvm.data_layout = {}",
                mlir_string(layout.as_bytes())
            ));
        }
        let triple = self
            .module
            .get_triple()
            .as_str()
            .to_string_lossy()
            .into_owned();
        if !triple.is_empty() {
            attrs.push(format!(
                "llvm.target_triple = {}",
                mlir_string(triple.as_bytes())
            ));
        }
        if attrs.is_empty() {
            out.push_str("module {\n");
        } else {
            out.push_str(&format!("module attributes {{{}}} {{\n", attrs.join(", ")));
        }
        for global in self.module.get_globals() {
            let name = global.get_name().to_string_lossy().into_owned();
            let line = self
                .headers
                .get(&name)
                .map(|h| self.line_of(h))
                .unwrap_or(0);
            let text = self.global(global, &name).map_err(|m| (line, m))?;
            out.push_str(&text);
        }
        for function in self.module.get_functions() {
            let text = self.function(function)?;
            out.push_str(&text);
        }
        out.push_str("}\n");
        Ok(out)
    }

    /// An `llvm.mlir.global`.
    fn global(&mut self, global: GlobalValue<'ctx>, name: &str) -> Result<String> {
        let header = self.headers.get(name).cloned().unwrap_or_default();
        let value_ty =
            types::TypeSpeller::parse(&global.get_value_type().print_to_string().to_string())?;
        let ty = self.types.spell(&value_ty)?;
        let linkage = global.get_linkage();
        let mut words = vec![linkage_name(linkage)?.to_string()];
        visibility_words(global, global.is_thread_local(), &mut words);
        if global.is_constant() {
            words.push("constant".into());
        }
        let pointer = types::type_text(global.as_pointer_value().get_type());
        let space = match types::TypeSpeller::parse(&pointer)? {
            text::LlType::Ptr(space) => space,
            _ => 0,
        };
        let mut attrs = vec![format!("addr_space = {space} : i32")];
        if global.get_alignment() != 0 {
            attrs.push(format!("alignment = {} : i64", global.get_alignment()));
        }
        if dso_local(&header, linkage, global.get_visibility()) {
            attrs.push("dso_local".into());
        }
        if let Some(section) = global.get_section() {
            attrs.push(format!("section = {}", mlir_string(section.to_bytes())));
        }
        let symbol = mlir_symbol(name);
        let prefix = format!("  llvm.mlir.global {} {symbol}", words.join(" "));
        let attr_dict = format!("{{{}}}", attrs.join(", "));
        let Some(init) = self.global_initializer(name)? else {
            return Ok(format!("{prefix}() {attr_dict} : {ty}\n"));
        };
        if let Some(attr) = self.constant_attr(&init)? {
            // A function initializer is a symbol reference, spelled without a type.
            return Ok(format!("{prefix}({attr}) {attr_dict} : {ty}\n"));
        }
        let mut consts = Constants::default();
        let value = self.constant(&mut consts, &init)?;
        let mut out = format!("{prefix}() {attr_dict} : {ty} {{\n");
        for line in &consts.lines {
            out.push_str(&format!("    {line}\n"));
        }
        out.push_str(&format!("    llvm.return {value} : {ty}\n  }}\n"));
        Ok(out)
    }
}

/// The name at the start of `rest` (after `@`), bare or quoted.
fn symbol_name(rest: &str) -> Option<String> {
    let mut reader = Reader::new(rest);
    if rest.starts_with('"') {
        return reader
            .quoted()
            .ok()
            .map(|b| String::from_utf8_lossy(&b).into_owned());
    }
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '$')))
        .unwrap_or(rest.len());
    (end > 0).then(|| rest[..end].to_string())
}

/// Whether a global or function is `dso_local`: LLVM prints the keyword unless its linkage or
/// visibility implies it.
fn dso_local(header: &str, linkage: Linkage, visibility: GlobalVisibility) -> bool {
    header.split_whitespace().take(10).any(|w| w == "dso_local")
        || matches!(linkage, Linkage::Internal | Linkage::Private)
        || (visibility != GlobalVisibility::Default && linkage != Linkage::ExternalWeak)
}

/// The keywords of a global's or function's visibility, `thread_local` (when `thread_local`)
/// and `unnamed_addr`, in the order the dialect's custom forms write them.
pub(crate) fn visibility_words(
    global: GlobalValue<'_>,
    thread_local: bool,
    words: &mut Vec<String>,
) {
    match global.get_visibility() {
        GlobalVisibility::Hidden => words.push("hidden".into()),
        GlobalVisibility::Protected => words.push("protected".into()),
        GlobalVisibility::Default => {}
    }
    if thread_local {
        words.push("thread_local".into());
    }
    match global.get_unnamed_address() {
        UnnamedAddress::Global => words.push("unnamed_addr".into()),
        UnnamedAddress::Local => words.push("local_unnamed_addr".into()),
        UnnamedAddress::None => {}
    }
}

/// Whether a function is `dso_local`: the keyword, or a local linkage (a function's visibility
/// does not make it local in LLVM's reader, as it does a global's).
pub(crate) fn dso_local_function(header: &str, linkage: Linkage) -> bool {
    header.split_whitespace().take(10).any(|w| w == "dso_local")
        || matches!(linkage, Linkage::Internal | Linkage::Private)
}

/// The `llvm` dialect's name of a linkage.
pub(crate) fn linkage_name(linkage: Linkage) -> Result<&'static str> {
    Ok(match linkage {
        Linkage::Appending => "appending",
        Linkage::AvailableExternally => "available_externally",
        Linkage::Common => "common",
        Linkage::External => "external",
        Linkage::ExternalWeak => "extern_weak",
        Linkage::Internal => "internal",
        Linkage::LinkOnceAny => "linkonce",
        Linkage::LinkOnceODR => "linkonce_odr",
        Linkage::Private => "private",
        Linkage::WeakAny => "weak",
        Linkage::WeakODR => "weak_odr",
        other => return Err(format!("unsupported linkage {other:?}")),
    })
}
