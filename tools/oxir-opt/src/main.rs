//! `oxir-opt`: parse, verify, transform and print oxir IR, with `mlir-opt`'s flags and meanings.
//!
//! Exit status: 0 on success, 1 on any error (bad arguments, unreadable input, a parse or verify
//! error, unmet `expected-*` annotations with `--verify-diagnostics`).

mod cli;
mod dialects;
mod driver;
mod split;
mod timing;

use std::io::{Read, Write};
use std::process::ExitCode;

fn read_input(path: Option<&str>) -> Result<(String, String), String> {
    match path {
        None | Some("-") => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("could not read standard input: {e}"))?;
            Ok(("<stdin>".to_string(), text))
        }
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| format!("could not open input file '{path}': {e}"))?;
            let text = String::from_utf8(bytes).map_err(|e| {
                format!(
                    "input file '{path}' is not valid UTF-8 (byte offset {})",
                    e.utf8_error().valid_up_to()
                )
            })?;
            Ok((path.to_string(), text))
        }
    }
}

/// The output stream: a buffered file or standard output.
fn open_output(path: Option<&str>) -> Result<Box<dyn Write>, String> {
    match path {
        None | Some("-") => Ok(Box::new(std::io::BufWriter::with_capacity(
            1 << 16,
            std::io::stdout().lock(),
        ))),
        Some(path) => {
            let file = std::fs::File::create(path)
                .map_err(|e| format!("could not open output file '{path}': {e}"))?;
            Ok(Box::new(std::io::BufWriter::with_capacity(1 << 16, file)))
        }
    }
}

fn main() -> ExitCode {
    let options = match cli::parse_args(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("oxir-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    if options.help {
        print!("{}", cli::HELP);
        return ExitCode::SUCCESS;
    }
    let (file_name, source) = match read_input(options.input.as_deref()) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("oxir-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = match open_output(options.output.as_deref()) {
        Ok(out) => out,
        Err(message) => {
            eprintln!("oxir-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut timing = timing::Timing::new();
    let outcome = driver::run(&options, &file_name, &source, &mut timing, &mut *out);
    let mut ok = outcome.success;
    if let Err(error) = timing.time("Output", || out.flush()) {
        eprintln!("oxir-opt: could not write output: {error}");
        ok = false;
    }
    drop(out);
    eprint!("{}", outcome.diagnostics);
    if options.timing {
        eprint!("{}", timing.report());
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
