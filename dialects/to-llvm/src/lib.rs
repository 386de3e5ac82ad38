//! `oxir-to-llvm`: the lowerings of the in-tree dialects to the `llvm` dialect, each a module
//! with its patterns, its contribution to `-convert-to-llvm` (through
//! `ConvertToLLVMPatternInterface`) and its standalone pass.

pub mod memref;

pub use memref::{
    FinalizeMemRefToLLVM, MemRefLoweringOptions, populate_finalize_memref_to_llvm_patterns,
    register_memref_to_llvm_interface,
};

/// Attaches every lowering's `ConvertToLLVMPatternInterface` to the dialect it lowers.
pub fn register(ctx: &oxir::Context) {
    register_memref_to_llvm_interface(ctx);
}
