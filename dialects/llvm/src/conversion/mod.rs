//! The shared part of the lowerings to the `llvm` dialect: the [`LLVMTypeConverter`] and its
//! [`LowerToLLVMOptions`], the memref descriptor helpers ([`MemRefDescriptor`],
//! [`UnrankedMemRefDescriptor`]), the [`ConvertToLLVMPatternInterface`] through which dialects
//! contribute their lowerings (and the functions those call, which
//! [`convert_with_module_symbols`] declares in the module before converting), and the
//! `-convert-to-llvm` pass ([`ConvertToLLVM`]) that gathers them. The lowerings of particular dialects are not here.

mod interface;
mod memref_descriptor;
mod module_functions;
mod pass;
mod type_converter;

#[cfg(test)]
mod tests;

pub use interface::{ConvertToLLVMPatternInterface, populate_convert_to_llvm_from_dialects};
pub use memref_descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
pub use module_functions::{
    FunctionDecl, MessageDecl, MessageGlobals, ModuleSymbol, convert_with_declarations,
    convert_with_declared_functions, convert_with_module_symbols, declare_functions,
    declare_symbols, module_symbols,
};
pub use pass::{ConvertToLLVM, apply_lowering};
pub use type_converter::{
    BARE_PTR_ATTR, LLVMTypeConverter, LowerToLLVMOptions, bare_ptr_functions,
    data_layout_index_bitwidth,
};
