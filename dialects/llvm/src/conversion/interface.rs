//! [`ConvertToLLVMPatternInterface`]: MLIR's dialect interface of that name. A dialect (or
//! the crate holding its lowering) attaches an implementation to the dialect, and
//! `-convert-to-llvm` ([`super::ConvertToLLVM`]) collects the target legality, type
//! conversions and patterns of every registered dialect implementing it: no central list of
//! lowerings. It holds no pattern itself.

use super::module_functions::{FunctionDecl, ModuleSymbol};
use super::type_converter::LLVMTypeConverter;
use oxir::conversion::{ConversionPatternSet, ConversionTarget};
use oxir::{Body, Context, OpId};

/// What a dialect contributes to `-convert-to-llvm`. Attach it with
/// `ctx.attach_dialect_interface::<dyn ConvertToLLVMPatternInterface>("arith", Box::new(..))`
/// (or put it in the dialect's descriptor before registering it).
pub trait ConvertToLLVMPatternInterface: Send + Sync {
    /// Adds the dialect's legality rules, type conversions and conversion patterns to the
    /// ones a lowering to the `llvm` dialect runs (MLIR's
    /// `populateConvertToLLVMConversionPatterns`).
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        ctx: &Context,
        target: &mut ConversionTarget,
        converter: &mut LLVMTypeConverter,
        patterns: &mut ConversionPatternSet,
    );

    /// The prepare step: the functions the lowering of `op` (an op of the dialect, in `body`)
    /// calls, which `-convert-to-llvm` declares at the top of the module before converting
    /// (MLIR's patterns declare them lazily, which a pattern cannot do here). None by default.
    fn functions_to_declare(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _converter: &LLVMTypeConverter,
    ) -> Vec<FunctionDecl> {
        Vec::new()
    }

    /// The symbols the lowering of `op` refers to at the top of the module: by default the
    /// functions of [`ConvertToLLVMPatternInterface::functions_to_declare`]; a lowering that
    /// also adds globals (`cf.assert`'s message) says so here.
    fn symbols_to_declare(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        converter: &LLVMTypeConverter,
    ) -> Vec<ModuleSymbol> {
        self.functions_to_declare(ctx, body, op, converter)
            .into_iter()
            .map(ModuleSymbol::Function)
            .collect()
    }
}

/// Lets every registered dialect implementing [`ConvertToLLVMPatternInterface`] add to
/// `target`, `converter` and `patterns`, in dialect-name order (so that runs are
/// reproducible); returns the names of those dialects.
pub fn populate_convert_to_llvm_from_dialects(
    ctx: &Context,
    target: &mut ConversionTarget,
    converter: &mut LLVMTypeConverter,
    patterns: &mut ConversionPatternSet,
) -> Vec<String> {
    let mut names = ctx.dialect_names();
    names.sort();
    names.retain(
        |name| match ctx.dialect_interface::<dyn ConvertToLLVMPatternInterface>(name) {
            Some(interface) => {
                interface
                    .populate_convert_to_llvm_conversion_patterns(ctx, target, converter, patterns);
                true
            }
            None => false,
        },
    );
    names
}
