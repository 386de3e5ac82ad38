//! The shared part of the lowerings to the `llvm` dialect: the [`LLVMTypeConverter`] and its
//! [`LowerToLLVMOptions`], the memref descriptor helpers ([`MemRefDescriptor`],
//! [`UnrankedMemRefDescriptor`]), the [`ConvertToLLVMPatternInterface`] through which dialects
//! contribute their lowerings, and the `-convert-to-llvm` pass ([`ConvertToLLVM`]) that
//! gathers them. The lowerings of particular dialects are not here.

mod interface;
mod memref_descriptor;
mod pass;
mod type_converter;

#[cfg(test)]
mod tests;

pub use interface::{ConvertToLLVMPatternInterface, populate_convert_to_llvm_from_dialects};
pub use memref_descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
pub use pass::ConvertToLLVM;
pub use type_converter::{LLVMTypeConverter, LowerToLLVMOptions, data_layout_index_bitwidth};
