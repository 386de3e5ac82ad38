//! `toyc`: the compiler of MLIR's Toy tutorial language, chapters 1 to 4, on oxir.
//!
//! It reads a Toy file (or IR as it prints it), and prints the syntax tree (`-emit=ast`) or the
//! IR of the `toy` dialect (`-emit=mlir`), optionally optimized (`-opt`). This file is the
//! driver: it reads the input, calls the stages and reports errors as
//! `file:line:col: error: message` with exit status 1. The stages are modules of their own.

mod ast;
mod cli;
mod combine;
mod dialect;
mod dialect_hooks;
mod inliner;
mod lexer;
mod mlirgen;
mod parser;
mod pipeline;
mod shape_inference;

use std::io::Read;
use std::process::ExitCode;

use cli::{Command, Emit, InputKind, Options};
use oxir::diag_handlers::{SourceMgr, render};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::verifier::verify;
use oxir::{Context, Diagnostic};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match cli::parse_args(&args) {
        Ok(Command::Run(options)) => options,
        Ok(Command::Help) => {
            print!("{}", cli::HELP);
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("toyc: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    match run(&options) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprint!("{message}");
            if !message.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
    }
}

/// The input's text and the name to cite it by.
fn read_input(input: &str) -> Result<(String, String), String> {
    if input == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("toyc: error: cannot read standard input: {e}"))?;
        return Ok(("<stdin>".to_string(), text));
    }
    let text = std::fs::read_to_string(input)
        .map_err(|e| format!("toyc: error: cannot read `{input}`: {e}"))?;
    Ok((input.to_string(), text))
}

/// Runs the stages `options` ask for; the text to print, or the error to report.
fn run(options: &Options) -> Result<String, String> {
    let (name, text) = read_input(&options.input)?;
    if options.input_kind == InputKind::Mlir && options.emit == Emit::Ast {
        return Err("toyc: error: `-emit=ast` needs Toy source, not IR".to_string());
    }
    if options.emit == Emit::Ast {
        let module = parser::parse_module(&name, &text).map_err(|e| e.to_string())?;
        return Ok(ast::dump(&module));
    }
    let ctx = context();
    let mut sources = SourceMgr::new();
    sources.add_buffer(name.clone(), text.clone());
    let report = |d: &Diagnostic| render(&ctx, &sources, d);
    let module = match options.input_kind {
        InputKind::Toy => {
            let ast = parser::parse_module(&name, &text).map_err(|e| e.to_string())?;
            mlirgen::mlir_gen(&ctx, &ast).map_err(|d| report(&d))?
        }
        InputKind::Mlir => {
            let parse = ParseOptions {
                file_name: &name,
                ..ParseOptions::default()
            };
            parse_source(&ctx, &text, &parse).map_err(|d| report(&d))?
        }
    };
    let mut module = module;
    verify(&ctx, &module.body, module.op).map_err(|d| report(&d))?;
    let pipeline_text = match &options.pass_pipeline {
        Some(text) => Some(text.as_str()),
        None => options.opt.then_some(pipeline::OPT_PIPELINE),
    };
    if let Some(text) = pipeline_text {
        pipeline::run(&ctx, &mut module.body, module.op, text).map_err(|e| match e {
            pipeline::RunError::Pipeline(message) => format!("toyc: error: {message}"),
            pipeline::RunError::Pass(diagnostics) => diagnostics.iter().map(&report).collect(),
        })?;
    }
    let print = PrintOptions {
        generic: options.generic,
        debug_info: options.debug_info,
        ..PrintOptions::default()
    };
    Ok(print_op(&ctx, &module.body, module.op, &print))
}

/// A context with the `toy` dialect and the interfaces written by hand (symbol uses, inlining)
/// registered; diagnostics do not repeat the op.
fn context() -> Context {
    let ctx = Context::new();
    dialect::toy::register(&ctx);
    dialect_hooks::attach(&ctx);
    inliner::attach(&ctx);
    ctx.set_print_op_on_diagnostic(false);
    ctx
}
