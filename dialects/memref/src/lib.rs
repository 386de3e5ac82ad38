//! `memref`: MLIR's dialect of memory buffers as MLIR 19 defines it — allocation (`memref.alloc`,
//! `memref.alloca`, `memref.alloca_scope`, `memref.dealloc`, `memref.realloc`, `memref.global`,
//! `memref.get_global`), element access (`memref.load`, `memref.store`, `memref.atomic_rmw`,
//! `memref.generic_atomic_rmw`, `memref.prefetch`, `memref.copy`, `memref.dma_start`,
//! `memref.dma_wait`), metadata (`memref.dim`, `memref.rank`, `memref.extract_strided_metadata`,
//! `memref.extract_aligned_pointer_as_index`, `memref.assume_alignment`) and views (`memref.cast`,
//! `memref.memory_space_cast`, `memref.subview`, `memref.view`, `memref.reshape`,
//! `memref.expand_shape`, `memref.collapse_shape`, `memref.reinterpret_cast`, `memref.transpose`).
//!
//! The op wrappers, accessors, builders, generated verifiers and declarative forms come from
//! `defs/memref.toml` through `oxir-ods`; this crate adds what MLIR writes by hand: the custom
//! forms ([`forms`]) and format directives ([`directives`]), the checks of accesses and allocations
//! ([`verify`]), DMA ops ([`dma`]), casts ([`casts`]), globals ([`globals`]) and views ([`views`]),
//! the folds ([`fold`]) and canonicalization patterns ([`patterns`], [`subview_patterns`]), the
//! memory effects ([`effects`]) and the result names ([`names`]).

/// The items generated from `defs/memref.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/memref.rs"));
}

pub mod casts;
pub mod directives;
pub mod dma;
pub mod effects;
pub mod fold;
pub mod forms;
pub mod globals;
pub mod memory_slot;
pub mod names;
pub mod patterns;
pub mod speculation;
pub mod subview_patterns;
#[cfg(test)]
mod testing;
pub mod verify;
pub mod views;

pub use generated::*;

/// Registers the `memref` dialect, its ops and the interfaces written by hand into `ctx`;
/// `false` when a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    if !generated::register(ctx) {
        return false;
    }
    effects::attach(ctx);
    memory_slot::attach(ctx);
    names::attach(ctx);
    oxir::descriptor::attach_op_interface::<dyn oxir::symbols::SymbolUserOpInterface>(
        ctx,
        GetGlobalOp::NAME,
        Box::new(globals::GetGlobalUses),
    );
    true
}

#[cfg(test)]
mod tests {
    #[test]
    fn registering_memref_loads_its_dependent_dialect() {
        let ctx = oxir::Context::new();
        assert!(!ctx.is_dialect_registered("arith"));
        assert!(super::register(&ctx));
        assert!(ctx.is_dialect_registered("arith"));
    }
}
