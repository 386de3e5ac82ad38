//! The lowering of the `spirv` dialect to the `llvm` dialect: MLIR 19's
//! `-convert-spirv-to-llvm` (`SPIRVToLLVM.cpp`), as the "SPIR-V Dialect to LLVM Dialect
//! conversion manual" describes it. [`types`] converts the types, [`ops`] the value ops,
//! [`composite`] the composites, [`control`] the control flow, [`memory`] variables, pointers
//! and globals, [`module`] modules, functions, entry points and execution modes.
//! [`ConvertSPIRVToLLVM`] is the pass, with MLIR's `client-api` option; a SPIR-V op no pattern
//! lowers fails the pass with MLIR's `failed to legalize operation 'spirv.X'`.

mod common;

pub mod composite;
pub mod control;
pub mod memory;
pub mod module;
pub mod ops;
pub mod types;

use oxir::conversion::{
    Conversion, ConversionPatternSet, ConversionTarget, apply_partial_conversion,
};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::structure::{Body, OpId};
use oxir::{Context, Diagnostic};
pub use types::{ClientApi, address_space, spirv_to_llvm_type_converter};

/// Adds every pattern of the lowering (MLIR's `populateSPIRVToLLVMConversionPatterns`, with
/// its function and module patterns); global variables get address spaces by `api`.
pub fn populate_spirv_to_llvm_conversion_patterns(
    patterns: &mut ConversionPatternSet,
    api: ClientApi,
) {
    module::populate(patterns);
    ops::populate(patterns);
    composite::populate(patterns);
    control::populate(patterns);
    memory::populate(patterns, api);
}

/// The `convert-spirv-to-llvm` pass (MLIR's `ConvertSPIRVToLLVMPass`), on a module.
pub struct ConvertSPIRVToLLVM {
    options: PassOptions,
}

impl Default for ConvertSPIRVToLLVM {
    fn default() -> Self {
        ConvertSPIRVToLLVM {
            options: PassOptions::new().enumeration(
                "client-api",
                "Derive StorageClass to address space mapping from the client API",
                ClientApi::NAMES,
                "Unknown",
            ),
        }
    }
}

impl Pass for ConvertSPIRVToLLVM {
    fn name(&self) -> &str {
        "ConvertSPIRVToLLVMPass"
    }

    fn argument(&self) -> &str {
        "convert-spirv-to-llvm"
    }

    fn description(&self) -> &str {
        "Convert SPIR-V dialect to LLVM dialect"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
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
        let name = self
            .options
            .get::<String>("client-api")
            .unwrap_or_else(|| "Unknown".to_string());
        let api = ClientApi::from_name(&name).unwrap_or(ClientApi::Unknown);
        if !api.has_address_spaces() {
            // As MLIR 19: a warning, and the module is left as it is.
            let loc = target.body.op_loc(op);
            target.emit(Diagnostic::warning(
                loc,
                format!("address space mapping for client '{name}' not implemented"),
            ));
            return Ok(());
        }
        convert_spirv_to_llvm(ctx, target.body, op, api)
    }
}

/// Converts the SPIR-V in module `module` (an op of `body`) to the `llvm` dialect under `api`,
/// as the pass does: global variables with a descriptor set and binding renamed, then the
/// partial conversion with the `spirv` dialect illegal. On failure, the error names the op
/// that failed to legalize and the IR is as the renaming left it.
pub fn convert_spirv_to_llvm(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    api: ClientApi,
) -> Result<(), Diagnostic> {
    module::encode_bind_attributes(ctx, body, module)
        .map_err(|message| Diagnostic::error(body.op_loc(module), message))?;
    let mut legality = ConversionTarget::new();
    legality.add_illegal_dialect("spirv");
    legality.add_legal_dialect("llvm");
    legality.add_legal_op("builtin.module");
    let converter = spirv_to_llvm_type_converter(api);
    let mut patterns = ConversionPatternSet::new();
    populate_spirv_to_llvm_conversion_patterns(&mut patterns, api);
    let conversion = Conversion::new(&legality, &patterns, &converter);
    apply_partial_conversion(ctx, body, module, &conversion)
}

/// Registers the passes of this crate into a driver's registry.
pub fn register_passes(registry: &mut oxir::pass::PassRegistry) -> Result<(), String> {
    registry.register_pass(|| Box::new(ConvertSPIRVToLLVM::default()))
}
