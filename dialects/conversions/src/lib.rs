//! Lowerings between the in-tree dialects that stay above LLVM, each a pass under MLIR 19's
//! name: [`scf_to_cf`] (`-convert-scf-to-cf`) and [`affine_to_standard`] (`-lower-affine`).

pub mod affine_to_standard;
pub mod scf_to_cf;

pub use affine_to_standard::LowerAffine;
pub use scf_to_cf::ConvertScfToCf;
