//! `oxir-llvm-ir`: the `llvm` dialect translated to LLVM IR, as MLIR 19's
//! `mlir-translate --mlir-to-llvmir` translates it, into an inkwell [`Module`].
//!
//! The translation writes LLVM IR text ([`module_to_text`], one line per instruction, each line
//! remembering the location of the op it came from) and has LLVM 19's own parser read it into a
//! module, then runs LLVM's verifier. Building through text rather than through inkwell's
//! builder is a choice forced by the workspace's `unsafe` ban: inkwell's `getelementptr`
//! builders and constant GEPs are `unsafe fn`s and it has no `freeze` builder, while its parser
//! entry point is safe and takes every instruction, flag and attribute LLVM has. Everything the
//! dialect checks is checked again on the way (types, constants, symbols) with errors at the
//! op; what LLVM's parser still rejects is reported at the op whose line it names, and a
//! verifier failure at the op whose instruction the verifier quotes.
//!
//! The other direction, [`import_llvm_ir`], reads LLVM IR (text or bitcode) back into the
//! `llvm` dialect as `mlir-translate --import-llvm` does (`import/`).
//!
//! Only crates that run or emit LLVM IR depend on this one (it links LLVM): `oxir-translate`,
//! `oxir-cpu-runner`. The core and the dialects never do.

mod consts;
mod debug;
mod fn_attrs;
mod func;
mod import;
mod module;
mod types;

pub use import::{import_llvm_ir, import_to_text};
pub use inkwell;
pub use module::{LocatedText, module_to_text};

use inkwell::context::Context as LlvmContext;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{FlagBehavior, Module};
use oxir::{Attribute, Body, Context, Diagnostic, OpId};

/// The module name and source file name MLIR gives a translated module.
pub const MODULE_NAME: &str = "LLVMDialectModule";

/// Translates `module` (a `builtin.module` of `llvm` ops in `body`) to a verified LLVM module
/// of `llvm`, or the error at the op that could not be translated.
pub fn translate_module<'c>(
    ctx: &Context,
    body: &Body,
    module: OpId,
    llvm: &'c LlvmContext,
) -> Result<Module<'c>, Diagnostic> {
    let text = module_to_text(ctx, body, module)?;
    let module_loc = body.op_loc(module);
    let translated = match text.with_debug_info() {
        Some(debug) => {
            // Verified without its debug metadata first (in a context of its own, whose
            // named types do not rename the final module's), the module cannot make LLVM's
            // parser abort.
            parse_and_verify(&text, &LlvmContext::create(), module_loc)?;
            with_debug_info(&debug, llvm, module_loc)?
        }
        None => {
            let translated = parse_and_verify(&text, llvm, module_loc)?;
            // MLIR's translation records the debug info version. It is added after parsing:
            // LLVM's parser verifies a module that has it and aborts the process if it does
            // not verify, where `parse_and_verify` reports the failure as a value.
            let version = llvm.i32_type().const_int(3, false);
            translated.add_basic_value_flag("Debug Info Version", FlagBehavior::Warning, version);
            translated
        }
    };
    strip_names(&translated);
    Ok(translated)
}

/// Reads `text` with LLVM's parser into a module of `llvm` and runs LLVM's verifier; their
/// errors at the ops the text's lines came from.
fn parse_and_verify<'c>(
    text: &LocatedText,
    llvm: &'c LlvmContext,
    module_loc: Attribute,
) -> Result<Module<'c>, Diagnostic> {
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.text.as_bytes(), MODULE_NAME);
    let translated = llvm
        .create_module_from_ir(buffer)
        .map_err(|e| parse_error(text, &e.to_string(), module_loc))?;
    translated.set_name(MODULE_NAME);
    translated.set_source_file_name(MODULE_NAME);
    translated
        .verify()
        .map_err(|e| verifier_error(text, &e.to_string(), module_loc))?;
    Ok(translated)
}

/// Reads the text with debug metadata (which declares the debug info version) and verifies it.
/// LLVM's parser drops debug info that does not verify, with a warning; that is an error here.
fn with_debug_info<'c>(
    debug: &LocatedText,
    llvm: &'c LlvmContext,
    module_loc: Attribute,
) -> Result<Module<'c>, Diagnostic> {
    let translated = parse_and_verify(debug, llvm, module_loc)?;
    let declared = debug.text.lines().any(|l| l.contains(" !dbg !"));
    let kept = translated
        .get_functions()
        .any(|f| f.get_subprogram().is_some());
    if declared && !kept {
        return Err(Diagnostic::error(
            module_loc,
            "LLVM IR rejected: the debug metadata does not verify",
        ));
    }
    Ok(translated)
}

/// The text of a tool's input, a file or stdin (`-`), and the name diagnostics give it
/// (`<stdin>` for `-`): how `oxir-translate` and `oxir-cpu-runner` read theirs.
pub fn read_input(path: &str) -> Result<(String, String), String> {
    if path == "-" {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        return Ok((text, "<stdin>".into()));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
    Ok((text, path.to_string()))
}

/// Translates `module` and prints the LLVM IR, as `mlir-translate --mlir-to-llvmir` does.
pub fn translate_to_llvm_ir(
    ctx: &Context,
    body: &Body,
    module: OpId,
) -> Result<String, Diagnostic> {
    let llvm = LlvmContext::create();
    let translated = translate_module(ctx, body, module, &llvm)?;
    Ok(translated.print_to_string().to_string())
}

/// An error LLVM's parser reported (`name:LINE:COL: error: message` and the line), placed at
/// the op that wrote that line.
fn parse_error(text: &LocatedText, message: &str, module_loc: Attribute) -> Diagnostic {
    let first = message.lines().next().unwrap_or(message);
    let located = first.split_once(": error: ").and_then(|(place, what)| {
        let mut parts = place.rsplit(':');
        let _column = parts.next()?;
        let line: usize = parts.next()?.parse().ok()?;
        Some((line, what))
    });
    match located {
        Some((line, what)) => {
            let loc = text
                .locations
                .get(line.wrapping_sub(1))
                .copied()
                .unwrap_or(module_loc);
            let source = text
                .text
                .lines()
                .nth(line.wrapping_sub(1))
                .unwrap_or("")
                .trim();
            Diagnostic::error(loc, format!("LLVM IR rejected: {what} (in `{source}`)"))
        }
        None => Diagnostic::error(
            module_loc,
            format!("LLVM IR rejected: {}", message.trim_end()),
        ),
    }
}

/// A verifier failure, placed at the op whose instruction the message quotes (the values still
/// have the text's names then, so the quoted instruction is one of the text's lines), or at the
/// module.
fn verifier_error(text: &LocatedText, message: &str, module_loc: Attribute) -> Diagnostic {
    let message = message.trim_end();
    let loc = message
        .lines()
        .skip(1)
        .map(str::trim)
        .find_map(|quoted| {
            text.text
                .lines()
                .position(|line| !quoted.is_empty() && line.trim() == quoted)
        })
        .and_then(|line| text.locations.get(line).copied())
        .unwrap_or(module_loc);
    Diagnostic::error(loc, format!("LLVM IR does not verify: {message}"))
}

/// Drops the names the text gave values and blocks (`%v3`, `bb2`), so LLVM numbers them as
/// in MLIR's output.
fn strip_names(module: &Module<'_>) {
    for function in module.get_functions() {
        // Declarations have no names to drop, and inkwell's parameter iterator panics on the
        // `metadata` parameters of intrinsics such as the constrained ones.
        if function.count_basic_blocks() == 0 {
            continue;
        }
        for param in function.get_param_iter() {
            param.set_name("");
        }
        for block in function.get_basic_blocks() {
            block.set_name("");
            let mut next = block.get_first_instruction();
            while let Some(instruction) = next {
                // Only instructions without a result refuse a name, and they have none.
                let _ = instruction.set_name("");
                next = instruction.get_next_instruction();
            }
        }
    }
}
