//! What `oxir-opt` does with one input: split it if asked, then for each chunk parse, verify, run
//! the requested passes and print, writing the printed IR as it is produced and collecting the
//! rendered diagnostics.

use crate::cli::Options;
use crate::split::split_input;
use crate::timing::Timing;
use oxir::diag_handlers::{SourceMgr, render, verify_diagnostics};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, write_op_to};
use oxir::{Context, Diagnostic};
use std::io::Write;

/// The result of a whole run (the printed IR went to the output stream).
#[derive(Debug, Default)]
pub struct Outcome {
    /// Whether every chunk succeeded.
    pub success: bool,
    /// Rendered diagnostics, for standard error.
    pub diagnostics: String,
}

/// The marker mlir-opt writes between the outputs of split chunks.
const SPLIT_MARKER: &str = "// -----\n";

/// Processes the input as the options say, writing the printed IR to `out`.
pub fn run(
    options: &Options,
    file_name: &str,
    source: &str,
    timing: &mut Timing,
    out: &mut dyn Write,
) -> Outcome {
    if !options.split_input_file {
        return process_chunk(options, file_name, source, timing, out);
    }
    let mut outcome = Outcome {
        success: true,
        diagnostics: String::new(),
    };
    for (index, chunk) in split_input(source).into_iter().enumerate() {
        let name = format!("within split at {file_name}:{} offset ", chunk.start_line);
        if index > 0
            && let Err(error) = out.write_all(SPLIT_MARKER.as_bytes())
        {
            outcome.success = false;
            outcome
                .diagnostics
                .push_str(&format!("oxir-opt: could not write output: {error}\n"));
        }
        let result = process_chunk(options, &name, chunk.text, timing, out);
        outcome.diagnostics.push_str(&result.diagnostics);
        outcome.success &= result.success;
    }
    outcome
}

/// Parses, verifies, transforms and prints one buffer in a fresh context, as mlir-opt does for
/// each chunk.
fn process_chunk(
    options: &Options,
    buffer_name: &str,
    text: &str,
    timing: &mut Timing,
    out: &mut dyn Write,
) -> Outcome {
    let ctx = crate::dialects::context();
    ctx.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
    // As in mlir-opt: errors on ops show the op, except when checking expected diagnostics
    // (the notes would be unexpected), and with locations under `--mlir-print-debuginfo`.
    ctx.set_print_op_on_diagnostic(options.print_op_on_diagnostic && !options.verify_diagnostics);
    ctx.set_print_debug_info_on_diagnostic(options.print_debuginfo);
    let mut emitted: Vec<Diagnostic> = Vec::new();
    let printed = transform_and_print(options, &ctx, buffer_name, text, timing, &mut emitted, out);
    if emitted.is_empty() && !options.verify_diagnostics {
        return Outcome {
            success: printed,
            diagnostics: String::new(),
        };
    }
    // The source is copied for rendering only when there is something to render.
    let mut sources = SourceMgr::new();
    sources.add_buffer(buffer_name, text);
    if options.verify_diagnostics {
        let report = verify_diagnostics(&ctx, &sources, &emitted);
        return Outcome {
            success: report.success,
            diagnostics: report.output,
        };
    }
    let diagnostics: String = emitted.iter().map(|d| render(&ctx, &sources, d)).collect();
    Outcome {
        success: false,
        diagnostics,
    }
}

/// Whether the IR was printed; `false` after an error (reported into `emitted`).
fn transform_and_print(
    options: &Options,
    ctx: &Context,
    buffer_name: &str,
    text: &str,
    timing: &mut Timing,
    emitted: &mut Vec<Diagnostic>,
    out: &mut dyn Write,
) -> bool {
    let parse_options = ParseOptions {
        file_name: buffer_name,
        implicit_module: !options.no_implicit_module,
        ..ParseOptions::default()
    };
    let module = match timing.time("Parser", || parse_source(ctx, text, &parse_options)) {
        Ok(module) => module,
        Err(diagnostic) => {
            emitted.push(diagnostic);
            return false;
        }
    };
    if let Err(diagnostic) = timing.time("Verifier", || {
        oxir::verifier::verify(ctx, &module.body, module.op)
    }) {
        emitted.push(diagnostic);
        return false;
    }
    if let Some(pipeline) = options
        .pass_pipeline
        .as_deref()
        .filter(|p| !p.trim().is_empty())
    {
        emitted.push(Diagnostic::error(
            ctx.common().unknown_loc,
            format!("pass pipeline `{pipeline}` cannot run: no passes are registered yet"),
        ));
        return false;
    }
    if let Some(pass) = options.passes.first() {
        emitted.push(Diagnostic::error(
            ctx.common().unknown_loc,
            format!("`{pass}` does not refer to a registered pass"),
        ));
        return false;
    }
    let print_options = PrintOptions {
        generic: options.print_generic,
        debug_info: options.print_debuginfo,
        ..PrintOptions::default()
    };
    let written = timing.time("Output", || {
        write_op_to(ctx, &module.body, module.op, &print_options, out)
            .and_then(|()| out.write_all(b"\n"))
    });
    if let Err(error) = written {
        emitted.push(Diagnostic::error(
            ctx.common().unknown_loc,
            format!("could not write output: {error}"),
        ));
        return false;
    }
    true
}
