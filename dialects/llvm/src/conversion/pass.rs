//! `-convert-to-llvm`: MLIR's pass of that name. It lowers what the registered dialects know
//! how to lower, each through its [`super::ConvertToLLVMPatternInterface`], as one partial
//! conversion whose target has the `llvm` dialect legal, with an [`super::LLVMTypeConverter`]
//! under the data layout of the op it runs on. It has no pattern of its own. On a module it
//! first declares the functions and globals the dialects' lowerings will refer to (the
//! interface's prepare step, [`ConvertToLLVMPatternInterface::symbols_to_declare`]), in the
//! order of the ops needing them, and removes them again if the conversion fails.

use super::interface::{ConvertToLLVMPatternInterface, populate_convert_to_llvm_from_dialects};
use super::module_functions::{
    MessageGlobals, ModuleSymbol, convert_with_module_symbols, module_symbols,
};
use super::type_converter::{LLVMTypeConverter, LowerToLLVMOptions};
use oxir::conversion::{
    Conversion, ConversionPatternSet, ConversionTarget, apply_partial_conversion_with_diagnostics,
};
use oxir::pass::{OptionKind, Pass, PassOptions, PassTarget};
use oxir::{Body, Context, Diagnostic, OpId};

/// The `convert-to-llvm` pass.
pub struct ConvertToLLVM {
    options: PassOptions,
}

impl Default for ConvertToLLVM {
    fn default() -> Self {
        ConvertToLLVM {
            options: PassOptions::new().list(
                "filter-dialects",
                "Test conversion patterns of only the specified dialects",
                OptionKind::String,
            ),
        }
    }
}

impl ConvertToLLVM {
    /// The target, type converter and patterns the pass applies at `op` of `body`: the `llvm`
    /// dialect legal, then what each dialect implementing the interface adds (only those of
    /// `filter` when it is not empty). The converter knows the functions of `op`'s symbol
    /// table marked `llvm.bareptr` (as MLIR's call lowering looks callees up by name).
    pub fn conversion_parts(
        ctx: &Context,
        body: &oxir::Body,
        op: oxir::OpId,
        filter: &[String],
    ) -> (ConversionTarget, LLVMTypeConverter, ConversionPatternSet) {
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        let mut converter =
            LLVMTypeConverter::new(LowerToLLVMOptions::from_data_layout(ctx, body, op));
        converter.set_bare_ptr_functions(super::bare_ptr_functions(ctx, body, op));
        let mut patterns = ConversionPatternSet::new();
        if filter.is_empty() {
            populate_convert_to_llvm_from_dialects(ctx, &mut target, &mut converter, &mut patterns);
        } else {
            for name in filter {
                if let Some(interface) =
                    ctx.dialect_interface::<dyn super::ConvertToLLVMPatternInterface>(name)
                {
                    interface.populate_convert_to_llvm_conversion_patterns(
                        ctx,
                        &mut target,
                        &mut converter,
                        &mut patterns,
                    );
                }
            }
        }
        (target, converter, patterns)
    }
}

impl Pass for ConvertToLLVM {
    fn name(&self) -> &str {
        "ConvertToLLVMPass"
    }

    fn argument(&self) -> &str {
        "convert-to-llvm"
    }

    fn description(&self) -> &str {
        "Convert to LLVM via dialect interfaces found in the input IR"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let filter = self
            .options
            .get::<Vec<String>>("filter-dialects")
            .unwrap_or_default();
        let (legality, converter, patterns) = Self::conversion_parts(ctx, target.body, op, &filter);
        if patterns.is_empty() {
            target.preserve_all();
            return Ok(());
        }
        let conversion = Conversion::new(&legality, &patterns, &converter);
        let wanted = (ctx.op_name_str(target.body.op_name(op)) == "builtin.module")
            .then(|| symbols_to_declare(ctx, target.body, op, &filter, &converter));
        let declared = wanted.as_deref().map(|w| (w, converter.message_globals()));
        apply_lowering(target, &conversion, declared)
    }
}

/// The partial `conversion` of the op `target` runs on, as MLIR's lowering passes run it: with
/// the `declared` symbols and message globals declared in it first when given (see
/// [`convert_with_module_symbols`]), and what the patterns emit reported on `target`, the pass
/// going on.
pub fn apply_lowering(
    target: &mut PassTarget<'_>,
    conversion: &Conversion<'_>,
    declared: Option<(&[ModuleSymbol], &MessageGlobals)>,
) -> Result<(), Diagnostic> {
    let (ctx, op) = (target.ctx(), target.op());
    let mut emitted = Vec::new();
    let mut apply = |body: &mut Body| {
        apply_partial_conversion_with_diagnostics(ctx, body, op, conversion, &mut emitted)
    };
    let result = match declared {
        None => apply(target.body),
        Some((wanted, messages)) => {
            convert_with_module_symbols(ctx, target.body, op, wanted, messages, apply)
        }
    };
    for diagnostic in emitted {
        target.emit(diagnostic);
    }
    result
}

/// The symbols the ops nested in `module` need declared, asked of their dialects'
/// interfaces (only those of `filter` when it is not empty) in pre-order.
fn symbols_to_declare(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    filter: &[String],
    converter: &LLVMTypeConverter,
) -> Vec<ModuleSymbol> {
    module_symbols(body, module, |b, op| {
        let name = ctx.op_name_str(b.op_name(op));
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        if !filter.is_empty() && !filter.iter().any(|f| f == dialect) {
            return Vec::new();
        }
        match ctx.dialect_interface::<dyn ConvertToLLVMPatternInterface>(dialect) {
            Some(interface) => interface.symbols_to_declare(ctx, b, op, converter),
            None => Vec::new(),
        }
    })
}
