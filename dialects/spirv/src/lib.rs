//! `spirv`: MLIR's SPIR-V dialect as MLIR 19 defines it: SPIR-V's types (`!spirv.ptr`,
//! `!spirv.array`, `!spirv.rtarray`, `!spirv.matrix`, literal and identified `!spirv.struct`
//! with member offsets and decorations), its enums and attributes (`#spirv.vce`, storage
//! classes, decorations, capabilities, execution models and modes, ...) and its operations
//! (`spirv.module`, `spirv.func`, variables, memory, constants, control flow, arithmetic,
//! comparisons, conversions, composites, `GL.*`, barriers and atomics).
//!
//! The op wrappers, accessors, builders, generated verifiers, enums and declarative forms come
//! from `defs/spirv.toml` through `oxir-ods`. This crate adds what MLIR writes by hand: the
//! types ([`types`]) and their syntax ([`syntax`]), and the custom forms of the ops MLIR
//! parses in C++ ([`module`], [`func`], [`variables`], [`memory`], [`constants`], [`entry`],
//! [`branch`]). The binary format is `oxir-spirv-binary`'s.

/// The items generated from `defs/spirv.toml`; each names the spec line it came from.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/spirv.rs"));
}

pub mod attrs;
pub mod branch;
pub mod composites;
pub mod constants;
pub mod entry;
pub mod fold;
mod forms;
pub mod func;
pub mod memory;
pub mod module;
pub mod structured;
pub mod syntax;
pub mod types;
pub mod variables;

pub use generated::*;
pub use types::{ArrayType, MatrixType, PointerType, RuntimeArrayType, StructType};

/// Registers the `spirv` dialect, its ops and the interfaces written by hand into `ctx`;
/// `false` when a dialect of that name was registered already.
pub fn register(ctx: &oxir::Context) -> bool {
    if !generated::register(ctx) {
        return false;
    }
    constants::attach(ctx);
    true
}
