//! What `oxir-opt` does with one input: split it if asked, then for each chunk parse, verify, run
//! the requested passes and print, writing the printed IR as it is produced and collecting the
//! rendered diagnostics.

use crate::cli::Options;
use crate::passes::{pass_manager, print_options};
use crate::progress::{Progress, ProgressLine};
use crate::split::{near_miss_warning, split_input};
use crate::timing::{PassTimer, PassTiming, Timing};
use oxir::diag_handlers::{SourceMgr, render_bytes, verify_diagnostics};
use oxir::pass::PassRegistry;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{verified_print_options, write_op_to};
use oxir::{Context, Diagnostic};
use std::io::{IsTerminal, Write};
use std::sync::Arc;

/// The result of a whole run (the printed IR went to the output stream).
#[derive(Debug, Default)]
pub struct Outcome {
    /// Whether every chunk succeeded.
    pub success: bool,
    /// Rendered diagnostics, for standard error: bytes, since the source lines they quote
    /// need not be UTF-8.
    pub diagnostics: Vec<u8>,
}

/// The marker mlir-opt writes between the outputs of split chunks.
const SPLIT_MARKER: &str = "// -----\n";

/// Processes the input as the options say, writing the printed IR to `out`.
pub fn run(
    options: &Options,
    registry: &PassRegistry,
    file_name: &str,
    source: &[u8],
    timing: &mut Timing,
    out: &mut dyn Write,
) -> Outcome {
    if !options.split_input_file {
        let chunk = Chunk {
            options,
            registry,
            timing,
            out,
        };
        return process_chunk(chunk, file_name, source);
    }
    let split = split_input(source, &options.split_marker);
    // mlir-opt warns of near misses at once, before any chunk is processed or printed.
    for &at in &split.near_misses {
        let _ = std::io::stderr().write_all(&near_miss_warning(file_name, source, at));
    }
    let mut outcome = Outcome {
        success: true,
        diagnostics: Vec::new(),
    };
    for (index, chunk) in split.chunks.into_iter().enumerate() {
        let name = format!("within split at {file_name}:{} offset ", chunk.start_line);
        if index > 0
            && let Err(error) = out.write_all(SPLIT_MARKER.as_bytes())
        {
            outcome.success = false;
            outcome
                .diagnostics
                .extend(format!("oxir-opt: could not write output: {error}\n").bytes());
        }
        let context = Chunk {
            options,
            registry,
            timing: &mut *timing,
            out: &mut *out,
        };
        let result = process_chunk(context, &name, chunk.text);
        outcome.diagnostics.extend(result.diagnostics);
        outcome.success &= result.success;
    }
    outcome
}

/// What processing one chunk needs besides its text.
struct Chunk<'a> {
    options: &'a Options,
    registry: &'a PassRegistry,
    timing: &'a mut Timing,
    out: &'a mut dyn Write,
}

/// Parses, verifies, transforms and prints one buffer in a fresh context, as mlir-opt does for
/// each chunk.
fn process_chunk(chunk: Chunk<'_>, buffer_name: &str, text: &[u8]) -> Outcome {
    let options = chunk.options;
    let ctx = crate::dialects::context();
    ctx.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
    // As in mlir-opt: errors on ops show the op, except when checking expected diagnostics
    // (the notes would be unexpected), and with locations under `--mlir-print-debuginfo`.
    ctx.set_print_op_on_diagnostic(options.print_op_on_diagnostic && !options.verify_diagnostics);
    ctx.set_debug_rewrites(options.debug_rewrites);
    ctx.set_debug_conversion(options.debug_conversion);
    ctx.set_print_debug_info_on_diagnostic(options.print_debuginfo);
    let mut emitted: Vec<Diagnostic> = Vec::new();
    // What passes print after their diagnostics (statistics), as mlir-opt orders it.
    let mut report = String::new();
    let printed = transform_and_print(chunk, &ctx, buffer_name, text, &mut emitted, &mut report);
    if emitted.is_empty() && !options.verify_diagnostics {
        return Outcome {
            success: printed,
            diagnostics: report.into_bytes(),
        };
    }
    // The source is copied for rendering only when there is something to render.
    let mut sources = SourceMgr::new();
    sources.add_buffer(buffer_name, text);
    if options.verify_diagnostics {
        let mut verified = verify_diagnostics(&ctx, &sources, &emitted);
        verified.output.extend(report.bytes());
        return Outcome {
            success: verified.success,
            diagnostics: verified.output,
        };
    }
    let mut diagnostics: Vec<u8> = emitted
        .iter()
        .flat_map(|d| render_bytes(&ctx, &sources, d))
        .collect();
    diagnostics.extend(report.bytes());
    // As in mlir-opt, a run fails when the input does not parse or verify or a pass fails;
    // diagnostics a pass reports while it succeeds (errors of lowering patterns that leave an
    // op unconverted, as `-convert-func-to-llvm` does) do not fail it.
    Outcome {
        success: printed,
        diagnostics,
    }
}

/// Whether the IR was printed; `false` after an error (reported into `emitted`).
fn transform_and_print(
    chunk: Chunk<'_>,
    ctx: &Context,
    buffer_name: &str,
    text: &[u8],
    emitted: &mut Vec<Diagnostic>,
    report: &mut String,
) -> bool {
    let Chunk {
        options,
        registry,
        timing,
        out,
    } = chunk;
    let parse_options = ParseOptions {
        file_name: buffer_name,
        implicit_module: !options.no_implicit_module,
        ..ParseOptions::default()
    };
    let mut module = match timing.time("Parser", || parse_source(ctx, text, &parse_options)) {
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
    if options.verify_roundtrip
        && let Err(diagnostic) = verify_roundtrip(ctx, options, &module.body, module.op)
    {
        emitted.push(diagnostic);
        return false;
    }
    let anchor = ctx.op_name_str(module.body.op_name(module.op));
    let mut manager = match pass_manager(options, registry, anchor) {
        Ok(manager) => manager,
        Err(message) => {
            emitted.push(Diagnostic::error(ctx.common().unknown_loc, message));
            return false;
        }
    };
    if options.dump_pass_pipeline {
        eprintln!("{}", manager.description());
    }
    let times = options.timing.then(|| Arc::new(PassTiming::default()));
    if let Some(times) = &times {
        manager.add_instrumentation(Box::new(PassTimer(times.clone())));
    }
    // A progress line only where someone watches and nothing else prints as passes run.
    let progress = (std::io::stderr().is_terminal()
        && !manager.pipeline().is_empty()
        && !crate::passes::ir_printing(options).is_active())
    .then(|| {
        Arc::new(Progress::new(manager.planned_runs(
            ctx,
            &module.body,
            module.op,
        )))
    });
    if let Some(progress) = &progress {
        manager.add_instrumentation(Box::new(ProgressLine(progress.clone())));
    }
    let result = manager.run(ctx, &mut module.body, module.op);
    if let Some(progress) = &progress {
        progress.finish();
    }
    if let Some(times) = &times {
        timing.add_passes(times);
    }
    emitted.extend(result.diagnostics);
    if options.pass_statistics {
        report.push_str(&manager.statistics_report(options.pass_statistics_display));
    }
    if result.failed {
        return false;
    }
    let mut print_options = print_options(options);
    // As mlir-opt prints the external resources of the file it read with its output, and
    // nowhere else; under `--run-reproducer` the reproducer's own group is read by a parser
    // of its own, so it is not printed back.
    print_options.external_resources = true;
    if options.run_reproducer {
        ctx.remove_external_resources("mlir_reproducer");
    }
    // Verified after the last pass already unless `--verify-each=false`; only then can the IR
    // be invalid, and MLIR's printer would fall back to the generic form for it.
    if !options.verify_each {
        print_options = verified_print_options(ctx, &module.body, module.op, &print_options);
    }
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

/// `--verify-roundtrip`, as mlir-opt runs it right after parsing: prints `op` in the custom form
/// with locations, parses that in a fresh context and compares the generic forms, locations
/// included, of both. mlir-opt also round-trips through bytecode, which oxir does not have; the
/// textual round trip is the one that checks custom printers and parsers.
fn verify_roundtrip(
    ctx: &Context,
    options: &Options,
    body: &oxir::Body,
    op: oxir::OpId,
) -> Result<(), Diagnostic> {
    let with_locations = oxir::text::printer::PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    let text = oxir::text::printer::print_op(ctx, body, op, &with_locations);
    let fresh = crate::dialects::context();
    fresh.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
    let parse_options = ParseOptions {
        implicit_module: false,
        ..ParseOptions::default()
    };
    let Ok(reparsed) = parse_source(&fresh, &text, &parse_options) else {
        return Err(oxir::verifier::op_error(
            ctx,
            body,
            op,
            "failed to parse textual content back, cannot verify round-trip.\n",
        ));
    };
    let generic = oxir::text::printer::PrintOptions {
        generic: true,
        ..with_locations
    };
    let reference = oxir::text::printer::print_op(ctx, body, op, &generic);
    let roundtrip = oxir::text::printer::print_op(&fresh, &reparsed.body, reparsed.op, &generic);
    if reference == roundtrip {
        return Ok(());
    }
    Err(oxir::verifier::op_error(
        ctx,
        body,
        op,
        format!(
            "textual roundTrip testing roundtripped module differs from reference:\n\
             <<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped\n"
        ),
    ))
}
