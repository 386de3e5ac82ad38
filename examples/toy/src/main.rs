//! `toyc`: the compiler of MLIR's Toy tutorial language, chapters 1 to 7, on oxir.
//!
//! It reads a Toy file (or IR as it prints it), and prints the syntax tree (`-emit=ast`) or the
//! IR of the `toy` dialect (`-emit=mlir`), optionally optimized (`-opt`), or lowered to `affine`
//! loops (`-emit=mlir-affine`) or to the `llvm` dialect (`-emit=mlir-llvm`), or the LLVM IR
//! (`-emit=llvm`), or runs the program in LLVM's JIT (`-emit=jit`). This file is the
//! driver: it reads the input, calls the stages and reports errors as
//! `file:line:col: error: message` with exit status 1, and the remarks of the passes (the
//! inliner's, where it bounds its growth) on stderr alongside the output. The stages are
//! modules of their own.

mod ast;
mod backend;
mod cli;
mod combine;
mod dialect;
mod dialect_hooks;
mod inliner;
mod lexer;
mod lower_to_affine;
mod lower_to_llvm;
mod mlirgen;
mod parser;
mod pipeline;
mod shape_inference;

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use cli::{Command, Emit, InputKind, Options};
use oxir::diag_handlers::{SourceMgr, render};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::verifier::verify;
use oxir::{Context, Diagnostic};

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let options = match cli::parse_args(&args) {
        Ok(Command::Run(options)) => options,
        Ok(Command::Help) => return write_stdout(cli::HELP),
        Err(message) => {
            eprintln!("toyc: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    match run(&options) {
        Ok(output) => write_stdout(&output),
        Err(message) => {
            eprint!("{message}");
            if !message.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
    }
}

/// Writes `text` to standard output. A reader that closed the pipe early (`toyc f.toy | head
/// -1`) is not an error, as for `oxir-opt`; any other failed write (a full disk) is reported.
fn write_stdout(text: &str) -> ExitCode {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("toyc: error: cannot write the output: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The input's text and the name to cite it by (U+FFFD for bytes of the file name that are
/// not UTF-8).
fn read_input(input: &Path) -> Result<(String, String), String> {
    if input == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("toyc: error: cannot read standard input: {e}"))?;
        return Ok(("<stdin>".to_string(), text));
    }
    let name = input.display().to_string();
    let text = std::fs::read_to_string(input)
        .map_err(|e| format!("toyc: error: cannot read `{name}`: {e}"))?;
    Ok((name, text))
}

/// Runs the stages `options` ask for; the text to print, or the error to report.
fn run(options: &Options) -> Result<String, String> {
    let (name, text) = read_input(&options.input)?;
    compile(options, &name, &text)
}

/// Compiles `text`, cited as `name`, as `options` ask.
fn compile(options: &Options, name: &str, text: &str) -> Result<String, String> {
    if options.input_kind == InputKind::Mlir && options.emit == Emit::Ast {
        return Err("toyc: error: `-emit=ast` needs Toy source, not IR".to_string());
    }
    if options.emit == Emit::Ast {
        let module = parser::parse_module(name, text).map_err(|e| e.to_string())?;
        return Ok(ast::dump(&module));
    }
    let ctx = context();
    let mut sources = SourceMgr::new();
    sources.add_buffer(name, text);
    let report = |d: &Diagnostic| render(&ctx, &sources, d);
    let mut module = match options.input_kind {
        InputKind::Toy => {
            let ast = parser::parse_module(name, text).map_err(|e| e.to_string())?;
            mlirgen::mlir_gen(&ctx, &ast).map_err(|d| report(&d))?
        }
        InputKind::Mlir => {
            let parse = ParseOptions {
                file_name: name,
                ..ParseOptions::default()
            };
            parse_source(&ctx, text, &parse).map_err(|d| report(&d))?
        }
    };
    verify(&ctx, &module.body, module.op).map_err(|d| report(&d))?;
    let pipeline_text = match &options.pass_pipeline {
        Some(pipeline) => Some(pipeline.as_str()),
        None if options.emit == Emit::MlirAffine => Some(if options.opt {
            pipeline::AFFINE_OPT_PIPELINE
        } else {
            pipeline::AFFINE_PIPELINE
        }),
        None if matches!(options.emit, Emit::MlirLlvm | Emit::Llvm | Emit::Jit) => {
            Some(if options.opt {
                pipeline::LLVM_OPT_PIPELINE
            } else {
                pipeline::LLVM_PIPELINE
            })
        }
        None => options.opt.then_some(pipeline::OPT_PIPELINE),
    };
    if let Some(text) = pipeline_text {
        let remarks =
            pipeline::run(&ctx, &mut module.body, module.op, text).map_err(|e| match e {
                pipeline::RunError::Pipeline(message) => format!("toyc: error: {message}"),
                pipeline::RunError::Pass(diagnostics) => diagnostics.iter().map(&report).collect(),
            })?;
        // What the passes have to say besides the output: it goes with the errors, to stderr.
        for remark in &remarks {
            eprint!("{}", report(remark));
        }
    }
    let backend_error = |e: backend::BackendError| match e {
        backend::BackendError::At(diagnostic) => report(&diagnostic),
        // The module has no location of its own (as in MLIR's Toy): the error is at the
        // file's start.
        backend::BackendError::NoEntry => {
            let start = ast::Location {
                file: name.into(),
                line: 1,
                col: 1,
            };
            report(&Diagnostic::error(
                mlirgen::location(&ctx, &start),
                format!(
                    "no function `{0}` to run (`-emit=jit` calls `{0}()`)",
                    backend::ENTRY
                ),
            ))
        }
        backend::BackendError::Llvm(message) => format!("toyc: error: {message}"),
    };
    match options.emit {
        Emit::Llvm => {
            return backend::llvm_ir(&ctx, &module.body, module.op, options.opt)
                .map_err(backend_error);
        }
        Emit::Jit => {
            backend::run_jit(&ctx, &module.body, module.op, options.opt).map_err(backend_error)?;
            return Ok(String::new());
        }
        Emit::Ast | Emit::Mlir | Emit::MlirAffine | Emit::MlirLlvm => {}
    }
    let print = PrintOptions {
        generic: options.generic,
        debug_info: options.debug_info,
        ..PrintOptions::default()
    };
    Ok(print_op(&ctx, &module.body, module.op, &print))
}

/// A context with the `toy` dialect and the dialects it lowers to registered; diagnostics do
/// not repeat the op.
fn context() -> Context {
    let ctx = Context::new();
    dialect::toy::register(&ctx);
    oxir_affine::register(&ctx);
    oxir_arith::register(&ctx);
    oxir_func::register(&ctx);
    oxir_memref::register(&ctx);
    oxir_scf::register(&ctx);
    oxir_cf::register(&ctx);
    oxir_llvm::register(&ctx);
    oxir_to_llvm::register_convert_to_llvm_interfaces(&ctx);
    ctx.set_print_op_on_diagnostic(false);
    ctx
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(opt: bool) -> Options {
        Options {
            input: "t.toy".into(),
            emit: Emit::Mlir,
            input_kind: InputKind::Toy,
            opt,
            pass_pipeline: None,
            debug_info: true,
            generic: false,
        }
    }

    /// Odd programs go through every stage to an error or an output, never a panic.
    #[test]
    fn odd_programs_fail_cleanly() {
        let programs = [
            "def main() { var a<0> = 1; print(a); }",
            "def main() { var a<> = 1; print(transpose(a)); }",
            "def main() { print(transpose([[[1, 2]]])); }",
            "def main() { var a<9223372036854775807, 2> = 1; print(a); }",
            "def f(a) { return; } def main() { print(f(1)); }",
            "def f() { return 1; return 2; } def main() { print(f()); }",
            "def f(a) { return f(a); } def main() { print(f(1)); }",
            "def main() { return 1; }",
            "def main() { 1; [2]; }",
            "def f(a, b) { return a * b; } def main() { print(f([1], [[1]])); }",
            "def main() { var a = [1, 2]; var b<2, 1> = a; print(a + b); }",
        ];
        for program in programs {
            for opt in [false, true] {
                for emit in [Emit::Mlir, Emit::MlirAffine, Emit::MlirLlvm, Emit::Llvm] {
                    let options = Options {
                        emit,
                        ..options(opt)
                    };
                    let result = std::panic::catch_unwind(|| compile(&options, "t.toy", program));
                    assert!(
                        result.is_ok(),
                        "`{program}` ({emit:?}, opt: {opt}) panicked"
                    );
                }
            }
        }
        assert!(compile(&options(true), "t.toy", programs[2]).is_ok());
        assert!(
            compile(&options(false), "t.toy", programs[0])
                .unwrap_err()
                .contains("cannot reshape 1 elements into 0")
        );
    }

    /// `-emit=llvm` prints the module for the host; `-emit=jit` without a `main` is an error
    /// at the file's start, and prints nothing.
    #[test]
    fn llvm_ir_is_for_the_host_and_the_jit_needs_main() {
        let emit = |emit, program| {
            let options = Options {
                emit,
                ..options(false)
            };
            compile(&options, "t.toy", program)
        };
        let ir = emit(Emit::Llvm, "def main() { print([1, 2]); }").expect("it compiles");
        assert!(ir.contains("target triple = ") && ir.contains("define void @main()"));
        let error = emit(Emit::Jit, "def twice(a) { return a + a; }").unwrap_err();
        assert!(
            error.starts_with("t.toy:1:1: error: no function `main` to run"),
            "{error}"
        );
        assert_eq!(emit(Emit::Jit, "def main() { }"), Ok(String::new()));
    }
}
