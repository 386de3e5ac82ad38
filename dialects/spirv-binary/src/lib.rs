//! SPIR-V binaries from and to the `spirv` dialect, through rspirv (MLIR's
//! `spirv::serialize` and `spirv::deserialize`): [`serialize::serialize`] writes a
//! `spirv.module` as words, [`deserialize::deserialize`] reads words back into the IR of a
//! `spirv.module`, built directly through the core's API. This crate is the only one besides `oxir-translate` that depends on rspirv.

pub mod deserialize;
mod ops;
pub mod serialize;
