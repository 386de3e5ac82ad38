//! Lowerings to the `llvm` dialect of `arith`, `index`, `cf`, `func` and `memref` (MLIR 19's
//! `ArithToLLVM`, `IndexToLLVM`, `ControlFlowToLLVM`, `FuncToLLVM` and `MemRefToLLVM`): each a
//! pass under MLIR's name and options, and each contributed to `-convert-to-llvm` through the
//! dialect's `ConvertToLLVMPatternInterface`, attached by [`register_convert_to_llvm_interfaces`].

mod common;

pub mod arith;
pub mod cf;
pub mod func;
pub mod index;
pub mod memref;
mod memref_atomics;
mod memref_intrinsics;
mod memref_reshape;
mod memref_scope;
mod memref_unranked;
mod memref_views;

pub use common::{LoweringPass, PatternsInterface};
pub use memref::{
    FinalizeMemRefToLLVM, MemRefLoweringOptions, populate_finalize_memref_to_llvm_patterns,
    register_memref_to_llvm_interface,
};

use oxir::Context;
use oxir_llvm::conversion::ConvertToLLVMPatternInterface;

/// Attaches the `ConvertToLLVMPatternInterface` of each dialect lowered here (MLIR's
/// `register*ToLLVMInterface` dialect extensions); the dialects must be registered first.
pub fn register_convert_to_llvm_interfaces(ctx: &Context) {
    let lowerings: [(&str, common::Populate); 2] = [
        ("arith", arith::populate_arith_to_llvm_conversion_patterns),
        ("index", index::populate_index_to_llvm_conversion_patterns),
    ];
    for (dialect, populate) in lowerings {
        ctx.attach_dialect_interface::<dyn ConvertToLLVMPatternInterface>(
            dialect,
            Box::new(PatternsInterface::new(populate)),
        );
    }
    ctx.attach_dialect_interface::<dyn ConvertToLLVMPatternInterface>(
        "func",
        Box::new(
            PatternsInterface::new(func::populate_func_to_llvm_conversion_patterns)
                .declaring(func::unranked_copy_symbols),
        ),
    );
    cf::register_control_flow_to_llvm_interface(ctx);
    register_memref_to_llvm_interface(ctx);
}

/// Registers the passes of this crate into a driver's registry.
pub fn register_passes(registry: &mut oxir::pass::PassRegistry) -> Result<(), String> {
    registry.register_pass(|| Box::new(arith::convert_arith_to_llvm()))?;
    registry.register_pass(|| Box::new(func::convert_func_to_llvm()))?;
    registry.register_pass(|| Box::new(cf::convert_cf_to_llvm()))?;
    registry.register_pass(|| Box::new(index::convert_index_to_llvm()))?;
    registry.register_pass(|| Box::new(FinalizeMemRefToLLVM::default()))?;
    Ok(())
}
