//! `oxir-jit`: runs LLVM IR in-process, as MLIR's `ExecutionEngine` does, on LLVM 19's MCJIT
//! through inkwell. It is the LLVM-linking half of `oxir-cpu-runner` and of `toyc`'s `-emit=jit`;
//! the IR core and the dialects never link LLVM.
//!
//! ```
//! use oxir_jit::{Arg, EngineOptions, ExecutionEngine, OptLevel, Value};
//!
//! let context = oxir_jit::inkwell::context::Context::create();
//! let ir = "define i32 @add(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n";
//! let options = EngineOptions::default().with_opt_level(OptLevel::O2);
//! let engine = ExecutionEngine::from_ir(&context, ir, "add.ll", &options)?;
//! assert_eq!(engine.invoke("add", &mut [Arg::I32(2), Arg::I32(3)])?, Value::I32(5));
//! # Ok::<(), oxir_jit::JitError>(())
//! ```
//!
//! Calls go through MLIR's packed convention: every function `f` with a body gets a wrapper
//! `_mlir_f(void**)` (`wrappers.rs`), and [`ExecutionEngine::invoke`] checks the arguments
//! against `f`'s signature before calling it. Memrefs are passed to `_mlir_ciface_` functions
//! as pointers to [`MemRef`] descriptors. The call itself is the crate's only `unsafe` code, in
//! `call.rs`.

mod call;
mod engine;
mod error;
mod memref;
mod packed;
mod value;
mod wrappers;

pub use engine::{EngineOptions, ExecutionEngine, OptLevel, optimize_module, set_host_target};
pub use error::JitError;
pub use memref::{Element, MemRef};
pub use value::{Arg, Signature, TypeKind, Value};
pub use wrappers::PACKED_PREFIX;

/// The inkwell this crate is built with, so that callers build modules with the same version.
pub use inkwell;
