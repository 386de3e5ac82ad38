//! `llvm`: MLIR's LLVM IR dialect as MLIR 19 defines it: LLVM's types (`!llvm.ptr`,
//! `!llvm.void`, `!llvm.array`, `!llvm.func`, literal and identified `!llvm.struct`), and
//! its operations.
//!
//! The type definitions, op wrappers, accessors, builders, generated verifiers, enums and
//! declarative forms come from `defs/llvm.toml` through `oxir-ods`. This crate adds what MLIR
//! writes by hand: the type syntax ([`syntax`], MLIR's `LLVMTypeSyntax.cpp`), the struct type
//! on the core's mutable storage ([`structs`]), the type checks ([`types`]) and the memory slot models of `-mem2reg`
//! ([`memory_slot`]).
//!
//! Views for code consuming the dialect (lowerings, the translation to LLVM IR):
//! [`LLVMPointerType`] (`address_space`), [`LLVMArrayType`] (`num_elements`, `element_type`),
//! [`LLVMFunctionType`] (`return_type`, `params`, `var_arg`), [`LLVMVoidType`] and
//! [`LLVMStructType`] (`name`, `body`, `is_packed`, `is_opaque`, `set_body`).
//!
//! For lowerings to the dialect, [`conversion`]: the `LLVMTypeConverter`, the memref
//! descriptor helpers, the `ConvertToLLVMPatternInterface` and the `-convert-to-llvm` pass.

/// The items generated from `defs/llvm.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/llvm.rs"));
}

pub mod atomics;
pub mod branch;
pub mod call;
pub mod casts;
pub mod comdat;
pub mod conversion;
pub mod debug_info;
pub mod di_scope;
pub mod directives;
pub mod effects;
pub mod fold;
pub mod forms;
pub mod func;
pub mod gep;
pub mod global;
pub mod inliner;
pub mod layout;
pub mod memory_slot;
pub mod structs;
pub mod switch;
pub mod symbol_uses;
pub mod syntax;
pub mod types;
pub mod verify;

pub use generated::*;

/// Registers the `llvm` dialect, its ops and the interfaces attached by hand (the memory slot
/// models of [`memory_slot`]) into `ctx`; `false` when a dialect of that name was registered
/// already.
pub fn register(ctx: &oxir::Context) -> bool {
    if !generated::register(ctx) {
        return false;
    }
    memory_slot::attach(ctx);
    true
}
pub use structs::LLVMStructType;
