//! The passes of the core, and [`register_core_passes`] to put them in a registry. Passes that
//! belong to a dialect or to the rewriting machinery register themselves from their own modules.

mod symbol_dce;

pub use symbol_dce::SymbolDce;

use super::registry::PassRegistry;

/// Registers the core passes (`symbol-dce`) in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) -> Result<(), String> {
    registry.register_pass(|| Box::new(SymbolDce))
}
