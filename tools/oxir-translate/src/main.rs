//! `oxir-translate`: `mlir-translate`'s `--mlir-to-llvmir` and SPIR-V translations on oxir.
//! `--mlir-to-llvmir` reads an MLIR module of `llvm` dialect ops (a file, or stdin as `-` or by
//! default), verifies it, translates it with `oxir-llvm-ir` and prints the LLVM IR, to stdout
//! or to the `-o` file. `--import-llvm` reads LLVM IR text or bitcode and prints it as a
//! module of `llvm` dialect ops (`oxir_llvm_ir::import_llvm_ir`). `--serialize-spirv`, `--deserialize-spirv` and
//! `--test-spirv-roundtrip` convert between a top-level `spirv.module` and a SPIR-V binary
//! (`spirv.rs`, through `oxir-spirv-binary`).
//!
//! With `--split-input-file[=<marker>]` the input is cut at the marker (`// -----`) as
//! `mlir-translate-19` cuts it (the splitting is `oxir-opt`'s, `split.rs`), each chunk is
//! translated on its own in a fresh context and the outputs are joined with
//! `--output-split-marker` and a newline (the marker is empty by default, as in
//! `mlir-translate-19`). A chunk that fails does not stop the others; the exit status is 1 if
//! any failed. Diagnostics of a chunk are located `within split at FILE:LINE offset :L:C`.
//! `--verify-diagnostics` checks the diagnostics against the `expected-*` annotations instead
//! of printing them, per chunk.
//!
//! Errors are rendered like `oxir-opt`'s (`file:line:col: error: ...` with the source line and
//! a caret) and exit with status 1; command-line errors read `oxir-translate: <message>`.

mod spirv;
#[path = "../../oxir-opt/src/split.rs"]
mod split;

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use oxir::Context;
use oxir::diag_handlers::{SourceMgr, render_bytes, verify_diagnostics};
use oxir::text::parser::{ParseOptions, parse_source};

const HELP: &str = "OVERVIEW: oxir translation driver

USAGE: oxir-translate <translation> [options] <input file>

OPTIONS:
  --mlir-to-llvmir                 Translate MLIR (the llvm dialect) to LLVM IR
  --import-llvm                    Translate LLVM IR (text or bitcode) to MLIR (the llvm dialect)
  --serialize-spirv                Serialize the top-level spirv.module to a SPIR-V binary
  --deserialize-spirv              Read a SPIR-V binary and print its spirv.module
  --test-spirv-roundtrip           Serialize the top-level spirv.module and print it read back
  --no-implicit-module             Do not wrap the input in a builtin.module (the SPIR-V
                                   translations need the spirv.module at the top)
  -o <filename>                    Output filename (default: stdout)
  --split-input-file[=<marker>]    Translate each chunk separated by the marker (default
                                   `// -----`) on its own
  --output-split-marker=<marker>   Written between the outputs of split chunks (default: empty)
  --verify-diagnostics             Check diagnostics against expected-* annotations in the input
  --help                           Display this help
  --version                        Display the version
";

/// The translation the command line names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Translation {
    MlirToLlvmir,
    ImportLlvm,
    SerializeSpirv,
    DeserializeSpirv,
    TestSpirvRoundtrip,
}

/// What the command line asks for.
struct Options {
    translation: Translation,
    /// `--no-implicit-module`.
    no_implicit_module: bool,
    input: String,
    output: Option<String>,
    /// The marker of `--split-input-file`, when given.
    split: Option<String>,
    output_split_marker: String,
    verify_diagnostics: bool,
}

enum Command {
    Run(Options),
    Help,
    Version,
}

fn parse_args(args: impl Iterator<Item = OsString>) -> Result<Command, String> {
    let mut options = Options {
        translation: Translation::MlirToLlvmir,
        no_implicit_module: false,
        input: "-".into(),
        output: None,
        split: None,
        output_split_marker: String::new(),
        verify_diagnostics: false,
    };
    let mut input = None;
    let mut translation = false;
    let mut args = args.map(|a| {
        a.into_string()
            .map_err(|a| format!("argument `{}` is not UTF-8", a.to_string_lossy()))
    });
    while let Some(arg) = args.next() {
        let arg = arg?;
        // `-name` and `--name`, with a value after `=` or none.
        let (name, value) = match arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')) {
            Some(flag) if !flag.is_empty() => match flag.split_once('=') {
                Some((name, value)) => (name, Some(value.to_string())),
                None => (flag, None),
            },
            _ => {
                if input.replace(arg).is_some() {
                    return Err("only one input file is allowed".into());
                }
                continue;
            }
        };
        let no_value = |value: Option<String>| match value {
            None => Ok(()),
            Some(value) => Err(format!("`--{name}` takes no value, found `{value}`")),
        };
        match name {
            "mlir-to-llvmir"
            | "import-llvm"
            | "serialize-spirv"
            | "deserialize-spirv"
            | "test-spirv-roundtrip" => {
                no_value(value)?;
                if translation {
                    return Err("only one translation may be given".into());
                }
                translation = true;
                options.translation = match name {
                    "mlir-to-llvmir" => Translation::MlirToLlvmir,
                    "import-llvm" => Translation::ImportLlvm,
                    "serialize-spirv" => Translation::SerializeSpirv,
                    "deserialize-spirv" => Translation::DeserializeSpirv,
                    _ => Translation::TestSpirvRoundtrip,
                };
            }
            "no-implicit-module" => {
                no_value(value)?;
                options.no_implicit_module = true;
            }
            "help" | "h" => return Ok(Command::Help),
            "version" => return Ok(Command::Version),
            "o" => {
                let file = match value {
                    Some(file) => file,
                    None => args.next().ok_or("`-o` needs a file name")??,
                };
                options.output = Some(file);
            }
            "split-input-file" => {
                options.split = Some(split::split_marker(name, value.unwrap_or_default())?);
            }
            "output-split-marker" => {
                options.output_split_marker = value
                    .ok_or_else(|| format!("`--{name}` needs a value: `--{name}=<marker>`"))?;
            }
            "verify-diagnostics" => {
                no_value(value)?;
                options.verify_diagnostics = true;
            }
            _ => return Err(format!("unknown argument `{arg}`")),
        }
    }
    if !translation {
        return Err("no translation given: pass `--mlir-to-llvmir`, `--import-llvm`, `--serialize-spirv`, `--deserialize-spirv` or `--test-spirv-roundtrip`".into());
    }
    if let Some(input) = input {
        options.input = input;
    }
    Ok(Command::Run(options))
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
    if run(&options) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Reads, translates (each chunk when splitting) and writes; diagnostics go to stderr as they
/// come. Whether everything succeeded.
fn run(options: &Options) -> bool {
    if options.translation == Translation::DeserializeSpirv {
        return run_deserialize(options);
    }
    if options.translation == Translation::ImportLlvm && options.split.is_none() {
        // LLVM IR may be bitcode: read bytes, not text.
        let Some(bytes) = read_bytes(options) else {
            return false;
        };
        let name = if options.input == "-" {
            "<stdin>"
        } else {
            &options.input
        };
        let mut output = Vec::new();
        let success = translate_chunk(options, &bytes, name, &mut output);
        return write_output(options, &output) && success;
    }
    let (text, name) = match oxir_llvm_ir::read_input(&options.input) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("oxir-translate: {message}");
            return false;
        }
    };
    let mut output = Vec::new();
    let mut success = true;
    match &options.split {
        None => success &= translate_chunk(options, text.as_bytes(), &name, &mut output),
        Some(marker) => {
            let source = text.as_bytes();
            let split = split::split_input(source, marker);
            for &at in &split.near_misses {
                let _ = std::io::stderr().write_all(&split::near_miss_warning(&name, source, at));
            }
            for (index, chunk) in split.chunks.iter().enumerate() {
                if index > 0 {
                    output.extend_from_slice(options.output_split_marker.as_bytes());
                    output.push(b'\n');
                }
                let buffer = format!("within split at {name}:{} offset ", chunk.start_line);
                success &= translate_chunk(options, chunk.text, &buffer, &mut output);
            }
        }
    }
    write_output(options, &output) && success
}

/// The bytes of the input file (or stdin), or `None` after reporting why they cannot be read.
fn read_bytes(options: &Options) -> Option<Vec<u8>> {
    let read = if options.input == "-" {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map(|_| bytes)
    } else {
        std::fs::read(&options.input)
    };
    match read {
        Ok(bytes) => Some(bytes),
        Err(e) => {
            eprintln!("oxir-translate: cannot read `{}`: {e}", options.input);
            None
        }
    }
}

/// Reads the binary input and prints its module.
fn run_deserialize(options: &Options) -> bool {
    let Some(bytes) = read_bytes(options) else {
        return false;
    };
    let ctx = spirv_context();
    match spirv::deserialize(&ctx, &bytes) {
        Ok(text) => write_output(options, text.as_bytes()),
        Err(message) => {
            eprintln!("{}: error: {message}", options.input);
            false
        }
    }
}

/// A context with the dialects the SPIR-V translations read.
pub(crate) fn spirv_context() -> Context {
    let ctx = Context::new();
    oxir_spirv::register(&ctx);
    ctx
}

/// Writes `output` to stdout or the `-o` file; whether that worked.
fn write_output(options: &Options, output: &[u8]) -> bool {
    let written = match options.output.as_deref() {
        None | Some("-") => std::io::stdout()
            .write_all(output)
            .map_err(|e| format!("cannot write stdout: {e}")),
        Some(path) => {
            std::fs::write(path, output).map_err(|e| format!("cannot write `{path}`: {e}"))
        }
    };
    if let Err(message) = written {
        eprintln!("oxir-translate: {message}");
        return false;
    }
    true
}

/// Parses, verifies and translates one buffer named `name` in a fresh context, appending the
/// LLVM IR to `output` and writing diagnostics (or, under `--verify-diagnostics`, what differs
/// from the expected ones) to stderr. Whether it succeeded.
fn translate_chunk(options: &Options, text: &[u8], name: &str, output: &mut Vec<u8>) -> bool {
    let ctx = Context::new();
    oxir_llvm::register(&ctx);
    oxir_spirv::register(&ctx);
    let implicit = !options.no_implicit_module;
    let translated = match options.translation {
        Translation::SerializeSpirv => spirv::serialize(&ctx, text, name, implicit),
        Translation::TestSpirvRoundtrip => {
            spirv::roundtrip(&ctx, text, name, implicit).map(String::into_bytes)
        }
        Translation::ImportLlvm => {
            oxir_llvm_ir::import_llvm_ir(&ctx, text, name).map(String::into_bytes)
        }
        _ => translate_text(&ctx, text, name).map(String::into_bytes),
    };
    if let Ok(bytes) = &translated {
        output.extend_from_slice(bytes);
    }
    if translated.is_ok() && !options.verify_diagnostics {
        return true;
    }
    let mut sources = SourceMgr::new();
    sources.add_buffer(name, text);
    let emitted: Vec<oxir::Diagnostic> = translated.err().into_iter().collect();
    let (success, report) = if options.verify_diagnostics {
        let verified = verify_diagnostics(&ctx, &sources, &emitted);
        (verified.success, verified.output)
    } else {
        let rendered = emitted.iter().flat_map(|d| render_bytes(&ctx, &sources, d));
        (false, rendered.collect())
    };
    let _ = std::io::stderr().write_all(&report);
    success
}

/// The LLVM IR of one buffer, or the diagnostic that stopped it.
fn translate_text(ctx: &Context, text: &[u8], name: &str) -> Result<String, oxir::Diagnostic> {
    let options = ParseOptions {
        file_name: name,
        ..ParseOptions::default()
    };
    let module = parse_source(ctx, text, &options)?;
    oxir::verifier::verify(ctx, &module.body, module.op)?;
    oxir_llvm_ir::translate_to_llvm_ir(ctx, &module.body, module.op)
}
