//! What `oxir-opt` does with one input: split it if asked, then for each chunk parse, verify, run
//! the requested passes and print, collecting the output text and the rendered diagnostics.

use crate::cli::Options;
use crate::split::split_input;
use crate::timing::Timing;
use oxir::diag_handlers::{SourceMgr, render, verify_diagnostics};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::{Context, Diagnostic};

/// The result of a whole run.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Whether every chunk succeeded.
    pub success: bool,
    /// The printed IR.
    pub output: String,
    /// Rendered diagnostics, for standard error.
    pub diagnostics: String,
}

/// The marker mlir-opt writes between the outputs of split chunks.
const SPLIT_MARKER: &str = "// -----\n";

/// Processes the input as the options say.
pub fn run(options: &Options, file_name: &str, source: &str, timing: &mut Timing) -> Outcome {
    let mut outcome = Outcome {
        success: true,
        ..Outcome::default()
    };
    if !options.split_input_file {
        let chunk = process_chunk(options, file_name, source, timing);
        outcome.success = chunk.success;
        outcome.output = chunk.output;
        outcome.diagnostics = chunk.diagnostics;
        return outcome;
    }
    for (index, chunk) in split_input(source).into_iter().enumerate() {
        let name = format!("within split at {file_name}:{} offset ", chunk.start_line);
        let result = process_chunk(options, &name, chunk.text, timing);
        if index > 0 {
            outcome.output.push_str(SPLIT_MARKER);
        }
        outcome.output.push_str(&result.output);
        outcome.diagnostics.push_str(&result.diagnostics);
        outcome.success &= result.success;
    }
    outcome
}

struct ChunkResult {
    success: bool,
    output: String,
    diagnostics: String,
}

/// Parses, verifies, transforms and prints one buffer in a fresh context, as mlir-opt does for
/// each chunk.
fn process_chunk(
    options: &Options,
    buffer_name: &str,
    text: &str,
    timing: &mut Timing,
) -> ChunkResult {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
    // As in mlir-opt: errors on ops show the op, except when checking expected diagnostics
    // (the notes would be unexpected), and with locations under `--mlir-print-debuginfo`.
    ctx.set_print_op_on_diagnostic(options.print_op_on_diagnostic && !options.verify_diagnostics);
    ctx.set_print_debug_info_on_diagnostic(options.print_debuginfo);
    let mut sources = SourceMgr::new();
    sources.add_buffer(buffer_name, text);
    let mut emitted: Vec<Diagnostic> = Vec::new();
    let output = transform_and_print(options, &ctx, buffer_name, text, timing, &mut emitted);
    if options.verify_diagnostics {
        let report = verify_diagnostics(&ctx, &sources, &emitted);
        return ChunkResult {
            success: report.success,
            output: output.unwrap_or_default(),
            diagnostics: report.output,
        };
    }
    let diagnostics: String = emitted.iter().map(|d| render(&ctx, &sources, d)).collect();
    ChunkResult {
        success: output.is_some(),
        output: output.unwrap_or_default(),
        diagnostics,
    }
}

/// The printed IR, or `None` after an error (reported into `emitted`).
fn transform_and_print(
    options: &Options,
    ctx: &Context,
    buffer_name: &str,
    text: &str,
    timing: &mut Timing,
    emitted: &mut Vec<Diagnostic>,
) -> Option<String> {
    let parse_options = ParseOptions {
        file_name: buffer_name,
        implicit_module: !options.no_implicit_module,
        ..ParseOptions::default()
    };
    let parsed = timing.time("Parser", || parse_source(ctx, text, &parse_options));
    let module = match parsed {
        Ok(module) => module,
        Err(diagnostic) => {
            emitted.push(diagnostic);
            return None;
        }
    };
    if let Err(diagnostic) = timing.time("Verifier", || {
        oxir::verifier::verify(ctx, &module.body, module.op)
    }) {
        emitted.push(diagnostic);
        return None;
    }
    let requested: Vec<&str> = options.passes.iter().map(String::as_str).collect();
    if let Some(pipeline) = options
        .pass_pipeline
        .as_deref()
        .filter(|p| !p.trim().is_empty())
    {
        emitted.push(Diagnostic::error(
            ctx.common().unknown_loc,
            format!("pass pipeline `{pipeline}` cannot run: no passes are registered yet"),
        ));
        return None;
    }
    if let Some(pass) = requested.first() {
        emitted.push(Diagnostic::error(
            ctx.common().unknown_loc,
            format!("`{pass}` does not refer to a registered pass"),
        ));
        return None;
    }
    let print_options = PrintOptions {
        generic: options.print_generic,
        debug_info: options.print_debuginfo,
        ..PrintOptions::default()
    };
    let mut printed = timing.time("Output", || {
        print_op(ctx, &module.body, module.op, &print_options)
    });
    printed.push('\n');
    Some(printed)
}
