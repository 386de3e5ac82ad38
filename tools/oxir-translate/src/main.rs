//! `oxir-translate`: `mlir-translate`'s `--mlir-to-llvmir` on oxir. Reads an MLIR module of
//! `llvm` dialect ops (a file, or stdin as `-` or by default), verifies it, translates it with
//! `oxir-llvm-ir` and prints the LLVM IR, to stdout or to the `-o` file.
//!
//! Errors are rendered like `oxir-opt`'s (`file:line:col: error: ...` with the source line and
//! a caret) and exit with status 1; command-line errors read `oxir-translate: <message>`.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::ExitCode;

use oxir::Context;
use oxir::diag_handlers::{SourceMgr, render};
use oxir::text::parser::{ParseOptions, parse_source};

const HELP: &str = "OVERVIEW: oxir translation driver

USAGE: oxir-translate --mlir-to-llvmir [options] <input file>

OPTIONS:
  --mlir-to-llvmir   Translate MLIR (the llvm dialect) to LLVM IR
  -o <filename>      Output filename (default: stdout)
  --help             Display this help
  --version          Display the version
";

/// What the command line asks for.
struct Options {
    input: String,
    output: Option<String>,
}

enum Command {
    Run(Options),
    Help,
    Version,
}

fn parse_args(args: impl Iterator<Item = OsString>) -> Result<Command, String> {
    let mut input = None;
    let mut output = None;
    let mut translation = false;
    let mut args = args.map(|a| {
        a.into_string()
            .map_err(|a| format!("argument `{}` is not UTF-8", a.to_string_lossy()))
    });
    while let Some(arg) = args.next() {
        let arg = arg?;
        match arg.as_str() {
            "--mlir-to-llvmir" | "-mlir-to-llvmir" => translation = true,
            "--help" | "-help" | "-h" => return Ok(Command::Help),
            "--version" | "-version" => return Ok(Command::Version),
            "-o" | "--o" => output = Some(args.next().ok_or("`-o` needs a file name")??),
            _ if arg.starts_with("-o=") || arg.starts_with("--o=") => {
                output = Some(
                    arg.split_once('=')
                        .map(|(_, f)| f.to_string())
                        .unwrap_or_default(),
                );
            }
            _ if arg.starts_with('-') && arg != "-" => {
                return Err(format!("unknown argument `{arg}`"));
            }
            _ => {
                if input.replace(arg).is_some() {
                    return Err("only one input file is allowed".into());
                }
            }
        }
    }
    if !translation {
        return Err("no translation given: pass `--mlir-to-llvmir`".into());
    }
    Ok(Command::Run(Options {
        input: input.unwrap_or_else(|| "-".into()),
        output,
    }))
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(Command::Run(options)) => options,
        Ok(Command::Help) => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Ok(Command::Version) => {
            println!("oxir-translate {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("oxir-translate: {message}");
            return ExitCode::FAILURE;
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprint!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// Reads, translates and writes; the error is the text to print.
fn run(options: &Options) -> Result<(), String> {
    let (text, name) = read_input(&options.input).map_err(|m| format!("oxir-translate: {m}\n"))?;
    let ir = translate_text(&text, &name)?;
    match options.output.as_deref() {
        None | Some("-") => std::io::stdout()
            .write_all(ir.as_bytes())
            .map_err(|e| format!("oxir-translate: cannot write stdout: {e}\n")),
        Some(path) => std::fs::write(path, ir)
            .map_err(|e| format!("oxir-translate: cannot write `{path}`: {e}\n")),
    }
}

/// Parses, verifies and translates one buffer; errors come rendered against the source.
fn translate_text(text: &str, name: &str) -> Result<String, String> {
    let ctx = Context::new();
    oxir_llvm::register(&ctx);
    let mut sources = SourceMgr::new();
    sources.add_buffer(name, text);
    let options = ParseOptions {
        file_name: name,
        ..ParseOptions::default()
    };
    let module = parse_source(&ctx, text, &options).map_err(|d| render(&ctx, &sources, &d))?;
    oxir::verifier::verify(&ctx, &module.body, module.op)
        .map_err(|d| render(&ctx, &sources, &d))?;
    oxir_llvm_ir::translate_to_llvm_ir(&ctx, &module.body, module.op)
        .map_err(|d| render(&ctx, &sources, &d))
}

/// The input's text and the name diagnostics give it (`<stdin>` for `-`).
fn read_input(path: &str) -> Result<(String, String), String> {
    if path == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        return Ok((text, "<stdin>".into()));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read `{path}`: {e}"))?;
    Ok((text, path.to_string()))
}
