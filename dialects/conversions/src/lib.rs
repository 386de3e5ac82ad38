//! Lowerings between the in-tree dialects that stay above LLVM, each a pass under MLIR 19's
//! name: [`scf_to_cf`] (`-convert-scf-to-cf`), [`affine_to_standard`] (`-lower-affine`),
//! [`strided_metadata`] (`-expand-strided-metadata`) and [`expand_realloc`] (`-expand-realloc`).

pub mod affine_to_standard;
pub mod expand_realloc;
pub mod scf_to_cf;
pub mod strided_metadata;

pub use affine_to_standard::LowerAffine;
pub use expand_realloc::ExpandRealloc;
pub use scf_to_cf::ConvertScfToCf;
pub use strided_metadata::ExpandStridedMetadata;
