//! The one module that runs JIT-compiled code, and so the only one allowed `unsafe`.
//!
//! Everything it calls is a `_mlir_` wrapper this crate generated (`wrappers.rs`), whose LLVM
//! type is `void (ptr)`: the C ABI of `extern "C" fn(*mut *mut c_void)`. Its argument is the
//! pointer array of a [`PackedArgs`], which `packed.rs` built and checked against the wrapped
//! function's signature. What the compiled code then does is as safe as the IR it came from: the
//! engine verified it, but a program that writes out of bounds does so here as it would under
//! `mlir-cpu-runner`.
#![allow(unsafe_code)]

use std::ffi::c_void;

use crate::packed::PackedArgs;

/// The address of a packed wrapper, looked up in the engine that compiled it.
pub(crate) struct WrapperAddress(pub(crate) usize);

unsafe extern "C" {
    /// C's `fflush`; with a null stream it flushes every output stream of the process.
    fn fflush(stream: *mut c_void) -> i32;
}

/// Calls the wrapper at `wrapper` with `args`, then flushes C's output streams so that what the
/// compiled code printed with `printf` comes before anything Rust prints next.
pub(crate) fn call_packed(wrapper: &WrapperAddress, args: &mut PackedArgs<'_>) {
    // SAFETY: `wrapper.0` is the non-null address MCJIT returned for a function this crate
    // defined as `void (ptr)` with the C calling convention, which is the ABI of this fn pointer
    // type; function pointers and `usize` have the same size on every target LLVM JITs for.
    let function: unsafe extern "C" fn(*mut *mut c_void) =
        unsafe { std::mem::transmute::<usize, unsafe extern "C" fn(*mut *mut c_void)>(wrapper.0) };
    // SAFETY: the wrapper reads one pointer per parameter and, for a non-void callee, one more;
    // `PackedArgs::new` made exactly that many, each to live, suitably aligned storage holding a
    // value of the parameter's type (or, for the result, zeroed storage of at least its size).
    // The storage and the memref descriptors it points to outlive the call (`args` borrows them).
    unsafe { function(args.pointers().as_mut_ptr()) };
    // SAFETY: `fflush(NULL)` takes no pointer to Rust memory; it only flushes libc's buffers.
    unsafe { fflush(std::ptr::null_mut()) };
}
