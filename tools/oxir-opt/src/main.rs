//! `oxir-opt`: parse, verify, transform and print oxir IR, with `mlir-opt`'s flags and meanings.
//!
//! Exit status: 0 on success, 1 on any error (bad arguments, unreadable input, a parse or verify
//! error, a failing pass, unmet `expected-*` annotations with `--verify-diagnostics`). As with
//! `mlir-opt`, an error a pass reports while it succeeds is printed but does not fail the run.

mod cli;
mod dialects;
mod driver;
mod passes;
mod progress;
mod split;
mod test_fold;
mod test_passes;
mod timing;

use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

/// Writes `text` to standard output for the flags that print and stop (`--help`,
/// `--show-dialects`). A reader that closed the pipe early (`oxir-opt --help | head -1`) is not
/// an error, as in mlir-opt; any other write error is reported and fails the run.
fn print_to_stdout(text: &str) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("oxir-opt: could not write output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The buffer name and the bytes of the input: standard input for no path or `-`. They need not
/// be UTF-8: the parser reads bytes, as mlir-opt does (comments and strings may hold any, and a
/// stray byte elsewhere is an error at its line and column).
fn read_input(path: Option<&Path>) -> Result<(String, Vec<u8>), String> {
    match path {
        None => read_stdin(),
        Some(path) if path == Path::new("-") => read_stdin(),
        Some(path) => {
            // Names that are not UTF-8 are shown with U+FFFD, here and in diagnostics.
            let name = path.display();
            let bytes = std::fs::read(path)
                .map_err(|e| format!("could not open input file '{name}': {e}"))?;
            Ok((name.to_string(), bytes))
        }
    }
}

/// Standard input, named `<stdin>`.
fn read_stdin() -> Result<(String, Vec<u8>), String> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("could not read standard input: {e}"))?;
    Ok(("<stdin>".to_string(), bytes))
}

/// The output stream: a buffered file or standard output (for no path or `-`).
fn open_output(path: Option<&Path>) -> Result<Box<dyn Write>, String> {
    match path {
        Some(path) if path != Path::new("-") => {
            let file = std::fs::File::create(path)
                .map_err(|e| format!("could not open output file '{}': {e}", path.display()))?;
            Ok(Box::new(std::io::BufWriter::with_capacity(1 << 16, file)))
        }
        _ => Ok(Box::new(std::io::BufWriter::with_capacity(
            1 << 16,
            std::io::stdout().lock(),
        ))),
    }
}

/// Takes the pipeline and settings of the input's reproducer trailer, where the command line
/// does not give its own pipeline (as `mlir-opt --run-reproducer` does).
fn apply_reproducer(options: &mut cli::Options, source: &str) -> Result<(), String> {
    let Some(settings) = oxir::pass::read_reproducer(source)? else {
        return Ok(());
    };
    if options.pass_pipeline.is_none() && options.passes.is_empty() {
        options.pass_pipeline = settings.pipeline;
    }
    if settings.disable_threading == Some(true) {
        options.disable_threading = true;
    }
    if let Some(verify_each) = settings.verify_each {
        options.verify_each = verify_each;
    }
    Ok(())
}

fn main() -> ExitCode {
    let mut options = match cli::parse_args(std::env::args_os().skip(1)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("oxir-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    oxir::diagnostics::set_trace_on_diagnostic(options.stacktrace_on_diagnostic);
    let registry = match passes::registry() {
        Ok(registry) => registry,
        Err(message) => {
            eprintln!("oxir-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    if options.help {
        return print_to_stdout(&format!("{}{}", cli::HELP, passes::help(&registry)));
    }
    if options.show_dialects {
        // As mlir-opt: the names in order, comma-separated, and nothing else is done.
        let ctx = dialects::context();
        let mut names: Vec<String> = ctx.dialect_names().iter().map(|n| n.to_string()).collect();
        names.sort_unstable();
        return print_to_stdout(&format!("Available Dialects: {}\n", names.join(",")));
    }
    if let Err(message) = passes::check_pass_flags(&options, &registry) {
        eprintln!("oxir-opt: {message}");
        return ExitCode::FAILURE;
    }
    let (file_name, source) = match read_input(options.input.as_deref()) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("oxir-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    let checked = if options.run_reproducer {
        // The trailer is text; bytes that are not UTF-8 elsewhere do not matter to it.
        apply_reproducer(&mut options, &String::from_utf8_lossy(&source))
            .and_then(|()| passes::check_pass_flags(&options, &registry))
    } else {
        Ok(())
    };
    if let Err(message) = checked.and_then(|()| passes::check_threading(&options)) {
        eprintln!("oxir-opt: {message}");
        return ExitCode::FAILURE;
    }
    let mut out = match open_output(options.output.as_deref()) {
        Ok(out) => out,
        Err(message) => {
            eprintln!("oxir-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut timing = timing::Timing::new();
    let outcome = driver::run(
        &options,
        &registry,
        &file_name,
        &source,
        &mut timing,
        &mut *out,
    );
    let mut ok = outcome.success;
    if let Err(error) = timing.time("Output", || out.flush()) {
        eprintln!("oxir-opt: could not write output: {error}");
        ok = false;
    }
    drop(out);
    // Bytes as they are: a source line quoted in a message need not be UTF-8.
    let _ = std::io::stderr().write_all(&outcome.diagnostics);
    if options.timing {
        eprint!(
            "{}",
            timing.report(options.timing_display, options.output_format)
        );
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
