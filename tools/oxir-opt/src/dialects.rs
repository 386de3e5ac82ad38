//! The contexts `oxir-opt` works in: every in-tree dialect registered, as `mlir-opt` registers
//! the upstream ones. Ops of other dialects parse only with `--allow-unregistered-dialect`.

use oxir::Context;

/// Registers every in-tree dialect (`func`, `arith`, `cf`, `scf`, `memref`, `affine`, `index`, `llvm`, `spirv`) into `ctx`,
/// with the lowerings to `llvm` their `ConvertToLLVMPatternInterface`s contribute.
pub fn register_all_dialects(ctx: &Context) {
    oxir_func::register(ctx);
    oxir_arith::register(ctx);
    oxir_cf::register(ctx);
    oxir_scf::register(ctx);
    oxir_memref::register(ctx);
    oxir_affine::register(ctx);
    oxir_index::register(ctx);
    oxir_llvm::register(ctx);
    oxir_spirv::register(ctx);
    oxir_to_llvm::register_convert_to_llvm_interfaces(ctx);
}

/// A fresh context with every in-tree dialect registered.
pub fn context() -> Context {
    let ctx = Context::new();
    register_all_dialects(&ctx);
    ctx
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_the_in_tree_dialects_and_their_ops() {
        let ctx = context();
        for dialect in [
            "builtin", "func", "arith", "cf", "scf", "memref", "affine", "index", "llvm", "spirv",
        ] {
            assert!(ctx.is_dialect_registered(dialect), "{dialect}");
        }
        for op in [
            "func.func",
            "arith.addi",
            "cf.switch",
            "scf.for",
            "memref.load",
            "affine.apply",
            "index.bool.constant",
            "spirv.GlobalVariable",
        ] {
            assert!(ctx.op_descriptor(ctx.op_name(op)).is_some(), "{op}");
        }
        assert!(!ctx.is_dialect_registered("vector"));
    }

    #[test]
    fn the_lowered_dialects_contribute_to_convert_to_llvm() {
        use oxir_llvm::conversion::{LLVMTypeConverter, LowerToLLVMOptions};
        let ctx = context();
        let mut target = oxir::conversion::ConversionTarget::new();
        let mut converter = LLVMTypeConverter::new(LowerToLLVMOptions::default());
        let mut patterns = oxir::conversion::ConversionPatternSet::new();
        let names = oxir_llvm::conversion::populate_convert_to_llvm_from_dialects(
            &ctx,
            &mut target,
            &mut converter,
            &mut patterns,
        );
        assert_eq!(names, ["arith", "cf", "func", "index", "memref"]);
        assert!(!patterns.is_empty());
    }
}
