//! [`ExecutionEngine`]: LLVM IR compiled in-process by LLVM 19's MCJIT, with what MLIR's
//! `ExecutionEngine` adds around LLVM's: a packed `_mlir_` wrapper for every function, the
//! target's triple and data layout, an optional `default<On>` pipeline of the new pass manager,
//! shared libraries whose symbols the program may call, and runtime symbols registered by
//! address. Building the engine checks everything MCJIT would otherwise abort the process on
//! (invalid IR, unresolved external symbols), so errors are values.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use inkwell::OptimizationLevel;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine};
use inkwell::values::BasicValue;

use crate::call::{WrapperAddress, call_packed};
use crate::error::llvm_message;
use crate::packed::PackedArgs;
use crate::wrappers::{PACKED_PREFIX, add_packed_wrappers};
use crate::{Arg, JitError, Signature, Value};

/// An optimization level: the new pass manager's `default<On>` pipeline, and the code generator
/// at the same level, as `mlir-cpu-runner -On` runs them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptLevel {
    /// `-O0`.
    O0,
    /// `-O1`.
    O1,
    /// `-O2`.
    O2,
    /// `-O3`.
    O3,
}

impl OptLevel {
    /// The level numbered `level` (0 to 3).
    pub fn from_number(level: u32) -> Result<Self, JitError> {
        match level {
            0 => Ok(OptLevel::O0),
            1 => Ok(OptLevel::O1),
            2 => Ok(OptLevel::O2),
            3 => Ok(OptLevel::O3),
            _ => Err(JitError::new(format!(
                "optimization level must be 0, 1, 2 or 3, but got {level}"
            ))),
        }
    }

    /// The new pass manager's pipeline text, `default<On>`.
    pub fn pipeline(self) -> &'static str {
        match self {
            OptLevel::O0 => "default<O0>",
            OptLevel::O1 => "default<O1>",
            OptLevel::O2 => "default<O2>",
            OptLevel::O3 => "default<O3>",
        }
    }

    fn codegen(self) -> OptimizationLevel {
        match self {
            OptLevel::O0 => OptimizationLevel::None,
            OptLevel::O1 => OptimizationLevel::Less,
            OptLevel::O2 => OptimizationLevel::Default,
            OptLevel::O3 => OptimizationLevel::Aggressive,
        }
    }
}

/// How to build an [`ExecutionEngine`].
#[derive(Clone, Debug, Default)]
pub struct EngineOptions {
    /// The optimization pipeline to run; `None` runs no IR pass and generates code at LLVM's
    /// default level, as `mlir-cpu-runner` does without an `-O` flag.
    pub opt_level: Option<OptLevel>,
    /// Shared libraries to load (for good) before compiling, so the program's external
    /// functions resolve to their symbols (`mlir-cpu-runner --shared-libs`).
    pub shared_libs: Vec<PathBuf>,
    /// Symbols defined by address, which take precedence over the process's and the libraries'
    /// (MLIR's `registerSymbols`): a Rust `extern "C" fn` cast to `usize`, for instance.
    pub symbols: Vec<(String, usize)>,
}

impl EngineOptions {
    /// These options with optimization level `level`.
    pub fn with_opt_level(mut self, level: OptLevel) -> Self {
        self.opt_level = Some(level);
        self
    }

    /// These options, loading the shared library at `path` too.
    pub fn with_shared_lib(mut self, path: impl Into<PathBuf>) -> Self {
        self.shared_libs.push(path.into());
        self
    }

    /// These options, resolving `name` to `address` too.
    pub fn with_symbol(mut self, name: impl Into<String>, address: usize) -> Self {
        self.symbols.push((name.into(), address));
        self
    }
}

/// A module compiled for the host, whose functions can be looked up and called.
///
/// The engine owns the module (MCJIT does); both borrow the inkwell [`Context`] they were made in.
pub struct ExecutionEngine<'ctx> {
    module: Module<'ctx>,
    engine: inkwell::execution_engine::ExecutionEngine<'ctx>,
    signatures: HashMap<String, Signature>,
}

impl<'ctx> ExecutionEngine<'ctx> {
    /// Parses LLVM IR text (as `llvm-as` reads it) into a module of `context`; `name` is the
    /// buffer name LLVM's messages start with.
    pub fn parse_ir(
        context: &'ctx Context,
        ir: &str,
        name: &str,
    ) -> Result<Module<'ctx>, JitError> {
        let buffer = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), name);
        context
            .create_module_from_ir(buffer)
            .map_err(|message| JitError::new(llvm_message(&message)))
    }

    /// Parses LLVM IR text and builds an engine for it ([`ExecutionEngine::parse_ir`], then
    /// [`ExecutionEngine::new`]).
    pub fn from_ir(
        context: &'ctx Context,
        ir: &str,
        name: &str,
        options: &EngineOptions,
    ) -> Result<Self, JitError> {
        Self::new(Self::parse_ir(context, ir, name)?, options)
    }

    /// Builds an engine for `module`: loads the shared libraries, verifies the module, sets the
    /// host's triple and data layout, adds the packed wrappers, runs the optimization pipeline,
    /// checks that every external symbol the module uses resolves, hands it to MCJIT and runs
    /// its global constructors (`llvm.global_ctors`); dropping the engine runs its destructors.
    pub fn new(module: Module<'ctx>, options: &EngineOptions) -> Result<Self, JitError> {
        for library in &options.shared_libs {
            load_library(library)?;
        }
        module.verify().map_err(|message| {
            JitError::new(format!("invalid LLVM IR: {}", llvm_message(&message)))
        })?;
        let codegen = options
            .opt_level
            .map_or(OptimizationLevel::Default, OptLevel::codegen);
        let machine = set_host_target(&module, options.opt_level)?;
        let signatures = add_packed_wrappers(&module, &machine.get_target_data())?;
        if let Some(level) = options.opt_level {
            optimize_module(&module, level, &machine)?;
        }
        check_external_symbols(&module, &options.symbols)?;
        let engine = module
            .create_jit_execution_engine(codegen)
            .map_err(|message| {
                JitError::new(format!(
                    "could not create the JIT: {}",
                    llvm_message(&message)
                ))
            })?;
        for (name, address) in &options.symbols {
            if let Some(function) = module.get_function(name) {
                engine.add_global_mapping(&function, *address);
            } else if let Some(global) = module.get_global(name) {
                engine.add_global_mapping(&global, *address);
            }
        }
        // MLIR's engine runs the module's global constructors once it is compiled, and its
        // destructors when the engine goes (see `Drop`); MCJIT does neither by itself.
        engine.run_static_constructors();
        Ok(Self {
            module,
            engine,
            signatures,
        })
    }

    /// The module being run (with its packed wrappers, after the optimization pipeline).
    pub fn module(&self) -> &Module<'ctx> {
        &self.module
    }

    /// The signature of function `name`, if it has a packed wrapper.
    pub fn signature(&self, name: &str) -> Option<&Signature> {
        self.signatures.get(name)
    }

    /// The address of function `name` (compiling the module on first use). Calling it is up to
    /// the caller, who must know its type; [`ExecutionEngine::invoke`] is the checked way.
    pub fn lookup(&self, name: &str) -> Result<usize, JitError> {
        self.engine
            .get_function_address(name)
            .map_err(|_| JitError::new(format!("symbol `{name}` not found")))
    }

    /// The address of the packed wrapper of `name`, `_mlir_<name>`, which takes a `void**`.
    pub fn lookup_packed(&self, name: &str) -> Result<usize, JitError> {
        if !self.signatures.contains_key(name) {
            return Err(JitError::new(format!(
                "no function `{name}` with a body (so no packed wrapper `{PACKED_PREFIX}{name}`) in the module"
            )));
        }
        self.lookup(&format!("{PACKED_PREFIX}{name}"))
    }

    /// Calls function `name` through its packed wrapper with `args`, checked against its
    /// signature, and returns its result. A `_mlir_ciface_` function takes each memref as
    /// [`Arg::MemRef`]; after the call, those descriptors hold what the function left in them.
    pub fn invoke(&self, name: &str, args: &mut [Arg<'_>]) -> Result<Value, JitError> {
        let address = WrapperAddress(self.lookup_packed(name)?);
        let signature = &self.signatures[name];
        let mut packed = PackedArgs::new(name, signature, args)?;
        call_packed(&address, &mut packed);
        Ok(packed.result())
    }
}

impl Drop for ExecutionEngine<'_> {
    fn drop(&mut self) {
        self.engine.run_static_destructors();
    }
}

/// Gives `module` the host's target triple and data layout (MLIR's
/// `setupTargetTripleAndDataLayout`), for code generated at `level` (`None`: LLVM's default);
/// the host's target machine, which [`optimize_module`] takes.
pub fn set_host_target(
    module: &Module<'_>,
    level: Option<OptLevel>,
) -> Result<TargetMachine, JitError> {
    let machine = host_target_machine(level.map_or(OptimizationLevel::Default, OptLevel::codegen))?;
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    Ok(machine)
}

/// Runs the new pass manager's `default<On>` pipeline of `level` on `module` for `machine`
/// (MLIR's `makeOptimizingTransformer`).
pub fn optimize_module(
    module: &Module<'_>,
    level: OptLevel,
    machine: &TargetMachine,
) -> Result<(), JitError> {
    module
        .run_passes(level.pipeline(), machine, PassBuilderOptions::create())
        .map_err(|message| {
            JitError::new(format!(
                "could not run `{}`: {}",
                level.pipeline(),
                llvm_message(&message)
            ))
        })
}

/// Loads `path` into the process for good, as LLVM's `DynamicLibrary` does for MLIR.
fn load_library(path: &Path) -> Result<(), JitError> {
    if !path.exists() {
        return Err(JitError::new(format!(
            "cannot load shared library `{}`: no such file",
            path.display()
        )));
    }
    inkwell::support::load_library_permanently(path).map_err(|error| {
        JitError::new(format!(
            "cannot load shared library `{}`: {error}",
            path.display()
        ))
    })
}

/// A target machine for the host CPU and its features, as MLIR's runner detects them.
fn host_target_machine(level: OptimizationLevel) -> Result<TargetMachine, JitError> {
    Target::initialize_native(&InitializationConfig::default()).map_err(|message| {
        JitError::new(format!("cannot initialize the host target: {message}"))
    })?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple).map_err(|message| {
        JitError::new(format!(
            "no target for the host: {}",
            llvm_message(&message)
        ))
    })?;
    target
        .create_target_machine(
            &triple,
            &TargetMachine::get_host_cpu_name().to_string(),
            &TargetMachine::get_host_cpu_features().to_string(),
            level,
            RelocMode::Default,
            CodeModel::JITDefault,
        )
        .ok_or_else(|| JitError::new("cannot create a target machine for the host"))
}

/// Fails, naming them, when external functions or globals that `module` uses resolve neither to
/// a registered symbol nor to one of the process (its libraries included): MCJIT would abort
/// the process on them when compiling.
fn check_external_symbols(
    module: &Module<'_>,
    registered: &[(String, usize)],
) -> Result<(), JitError> {
    inkwell::support::load_visible_symbols();
    let resolves = |name: &str| {
        registered.iter().any(|(n, _)| n == name)
            || inkwell::support::search_for_address_of_symbol(name).is_some()
    };
    let mut missing = Vec::new();
    for function in module.get_functions() {
        let global = function.as_global_value();
        if function.count_basic_blocks() == 0
            && function.get_intrinsic_id() == 0
            && function.get_linkage() != Linkage::ExternalWeak
            && global.as_pointer_value().get_first_use().is_some()
        {
            let name = function.get_name().to_string_lossy().into_owned();
            if !resolves(&name) {
                missing.push(name);
            }
        }
    }
    for global in module.get_globals() {
        if global.is_declaration()
            && global.get_linkage() != Linkage::ExternalWeak
            && global.as_pointer_value().get_first_use().is_some()
        {
            let name = global.get_name().to_string_lossy().into_owned();
            if !resolves(&name) {
                missing.push(name);
            }
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    Err(JitError::new(format!(
        "symbols not found: {} (load the library defining them with `--shared-libs`, or register them)",
        missing
            .iter()
            .map(|name| format!("`{name}`"))
            .collect::<Vec<_>>()
            .join(", ")
    )))
}
