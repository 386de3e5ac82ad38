//! `oxir-cpu-runner`: JIT-compiles a module with LLVM 19 (through `oxir-jit`) and calls its
//! entry function, with `mlir-cpu-runner-19`'s flags, checks, messages and output.
//!
//! The stages are separate functions: the command line (`cli`), the input stage
//! (`input::load_module`, LLVM IR text today, MLIR's `llvm` dialect once it can be translated),
//! the entry checks (`check_entry`, which `mlir-cpu-runner` makes on the `llvm.func`), and the run.
//! Errors of the command line and the input are `oxir-cpu-runner: <message>`; those of the run
//! are `Error: <message>`, as `mlir-cpu-runner` writes them. Every failure exits with status 1.

mod cli;
mod input;
mod print;

use std::process::ExitCode;

use cli::{Command, EntryResult, Options};
use oxir_jit::inkwell::context::Context;
use oxir_jit::inkwell::module::Module;
use oxir_jit::inkwell::types::BasicTypeEnum;
use oxir_jit::{EngineOptions, ExecutionEngine, Value};

/// Why the run failed: the input could not be read or loaded, or running it failed.
enum Failure {
    Input(String),
    Run(String),
}

fn main() -> ExitCode {
    let options = match cli::parse(std::env::args().skip(1)) {
        Ok(Command::Run(options)) => options,
        Ok(Command::Help) => {
            print!("{}", cli::HELP);
            return ExitCode::SUCCESS;
        }
        Ok(Command::Version) => {
            println!("oxir-cpu-runner {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("oxir-cpu-runner: {message}");
            return ExitCode::FAILURE;
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(message)) => {
            eprintln!("oxir-cpu-runner: {message}");
            ExitCode::FAILURE
        }
        Err(Failure::Run(message)) => {
            eprintln!("Error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Reads the input, loads it, checks the entry function, runs it and prints its result.
fn run(options: &Options) -> Result<(), Failure> {
    let (text, name) = oxir_llvm_ir::read_input(&options.input).map_err(Failure::Input)?;
    let context = Context::create();
    let module = input::load_module(&context, &text, &name).map_err(Failure::Input)?;
    check_entry(&module, &options.entry, options.result).map_err(Failure::Run)?;
    let engine_options = EngineOptions {
        opt_level: options.opt_level,
        shared_libs: options.shared_libs.clone(),
        symbols: Vec::new(),
    };
    let engine =
        ExecutionEngine::new(module, &engine_options).map_err(|e| Failure::Run(e.to_string()))?;
    let result = engine
        .invoke(&options.entry, &mut [])
        .map_err(|e| Failure::Run(e.to_string()))?;
    match result {
        Value::Void => {}
        Value::I32(n) => println!("{n}"),
        Value::I64(n) => println!("{n}"),
        Value::F32(x) => println!("{}", print::llvm_double(f64::from(x))),
        other => return Err(Failure::Run(format!("unexpected result {other:?}"))),
    }
    Ok(())
}

/// `mlir-cpu-runner`'s checks of the entry function, with its messages: defined, no
/// parameters, and a result of the type `--entry-point-result` names.
fn check_entry(module: &Module<'_>, entry: &str, result: EntryResult) -> Result<(), String> {
    let Some(function) = module
        .get_function(entry)
        .filter(|f| f.count_basic_blocks() > 0)
    else {
        return Err("entry point not found".into());
    };
    let fn_type = function.get_type();
    let returned = fn_type.get_return_type();
    let matches = match (result, returned) {
        (EntryResult::Void, None) => true,
        (EntryResult::I32, Some(BasicTypeEnum::IntType(t))) => t.get_bit_width() == 32,
        (EntryResult::I64, Some(BasicTypeEnum::IntType(t))) => t.get_bit_width() == 64,
        (EntryResult::F32, Some(BasicTypeEnum::FloatType(t))) => {
            t == module.get_context().f32_type()
        }
        _ => false,
    };
    // `mlir-cpu-runner` checks the result of a void entry first; it calls a void function with
    // parameters with none (and crashes), where this is an error.
    if result == EntryResult::Void && !matches {
        return Err("expected void function".into());
    }
    if fn_type.count_param_types() != 0 {
        return Err("function inputs not supported".into());
    }
    if !matches {
        let name = match result {
            EntryResult::I32 => "i32",
            EntryResult::I64 => "i64",
            EntryResult::F32 | EntryResult::Void => "f32",
        };
        return Err(format!("only single {name} function result supported"));
    }
    Ok(())
}
