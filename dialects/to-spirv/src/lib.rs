//! Lowerings to the `spirv` dialect of `arith`, `func`, `scf`, `memref` and `index` (MLIR 19's
//! `ArithToSPIRV`, `FuncToSPIRV`, `SCFToSPIRV`, `MemRefToSPIRV` and `IndexToSPIRV`), each a
//! pass under MLIR's name and options, driven by the `spirv.target_env` of the nearest symbol
//! table ([`target_env`]) through the SPIR-V type converter ([`type_converter`]); and the
//! passes `-map-memref-spirv-storage-class` ([`map_storage`]), `-spirv-lower-abi-attrs` ([`abi`]) and `-spirv-update-vce` ([`vce`]),
//! and oxir's `-oxir-wrap-in-spirv-module` ([`wrap`]), the step from a module of lowered
//! functions to a `spirv.module` that MLIR takes in `-convert-gpu-to-spirv`.

mod common;

pub mod abi;
pub mod arith;
pub mod func;
pub mod index;
pub mod map_storage;
pub mod memref;
pub mod requirements;
pub mod scf;
pub mod target_env;
pub mod type_converter;
pub mod vce;
pub mod wrap;

pub use common::{Populate, SpirvLoweringPass, run_spirv_conversion, spirv_conversion_target};
pub use target_env::TargetEnv;
pub use type_converter::{SpirvConversionOptions, SpirvTypeConverter};

/// Registers the passes of this crate into a driver's registry.
pub fn register_passes(registry: &mut oxir::pass::PassRegistry) -> Result<(), String> {
    registry.register_pass(|| Box::new(arith::convert_arith_to_spirv()))?;
    registry.register_pass(|| Box::new(func::convert_func_to_spirv()))?;
    registry.register_pass(|| Box::new(scf::convert_scf_to_spirv()))?;
    registry.register_pass(|| Box::new(memref::convert_memref_to_spirv()))?;
    registry.register_pass(|| Box::new(index::convert_index_to_spirv()))?;
    registry.register_pass(|| Box::new(map_storage::MapMemRefStorageClass::default()))?;
    registry.register_pass(|| Box::new(abi::LowerAbiAttributes))?;
    registry.register_pass(|| Box::new(vce::UpdateVce))?;
    registry.register_pass(|| Box::new(wrap::WrapInSpirvModule))?;
    Ok(())
}
