//! The argument array of a packed call: storage for each argument and for the result, and the
//! array of pointers to them that a `_mlir_` wrapper reads (see `wrappers.rs`).
//!
//! [`PackedArgs::new`] is the only way to get such an array, and it checks every argument
//! against the wrapped function's signature, so the storage each pointer names holds a value of
//! the parameter's type and the result storage is large and aligned enough for the result type:
//! the invariant `call.rs` relies on.

use std::ffi::c_void;
use std::marker::PhantomData;

use crate::{Arg, JitError, Signature, TypeKind, Value};

/// 64 bytes aligned to 64: a slot of this alignment satisfies the ABI alignment LLVM gives any
/// first-class type on x86-64 (vectors up to 512 bits included).
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct Chunk([u8; 64]);

/// Storage for one value of `size` bytes, zeroed.
fn slot(size: u64) -> Box<[Chunk]> {
    let chunks = usize::try_from(size.div_ceil(64))
        .unwrap_or(usize::MAX)
        .max(1);
    vec![Chunk([0; 64]); chunks].into_boxed_slice()
}

/// Storage holding `bytes` (at most 64).
fn slot_with(bytes: &[u8]) -> Box<[Chunk]> {
    let mut storage = slot(bytes.len() as u64);
    storage[0].0[..bytes.len()].copy_from_slice(bytes);
    storage
}

/// The ABI size of a result of type `kind`, in bytes.
fn size_of(kind: &TypeKind) -> u64 {
    match kind {
        TypeKind::Int(width) => u64::from(width.div_ceil(8)).next_power_of_two(),
        TypeKind::F32 => 4,
        TypeKind::F64 | TypeKind::Ptr => 8,
        TypeKind::Other { size, .. } => *size,
    }
}

/// The arguments and result storage of one packed call, checked against the callee's signature.
pub(crate) struct PackedArgs<'a> {
    /// One boxed slot per argument, then one for the result; boxed so that the addresses in
    /// `pointers` stay valid when this moves.
    slots: Vec<Box<[Chunk]>>,
    pointers: Vec<*mut c_void>,
    result: Option<TypeKind>,
    /// The memref descriptors the slots point to are borrowed for as long as the call may use them.
    _args: PhantomData<&'a mut ()>,
}

impl<'a> PackedArgs<'a> {
    /// Packs `args` for a call of `name`, whose wrapper was generated for `signature`; fails when
    /// their number or types differ from the parameters'.
    pub(crate) fn new(
        name: &str,
        signature: &Signature,
        args: &'a mut [Arg<'_>],
    ) -> Result<Self, JitError> {
        if args.len() != signature.params.len() {
            return Err(JitError::new(format!(
                "`{name}` takes {} arguments (its type is `{signature}`), but {} were given",
                signature.params.len(),
                args.len()
            )));
        }
        let mut slots = Vec::with_capacity(args.len() + 1);
        for (index, (arg, param)) in args.iter_mut().zip(&signature.params).enumerate() {
            if arg.kind() != *param {
                return Err(JitError::new(format!(
                    "argument #{index} of `{name}` must be `{param}`, but got `{}`",
                    arg.kind()
                )));
            }
            slots.push(match arg {
                Arg::I1(v) => slot_with(&[u8::from(*v)]),
                Arg::I8(v) => slot_with(&v.to_le_bytes()),
                Arg::I16(v) => slot_with(&v.to_le_bytes()),
                Arg::I32(v) => slot_with(&v.to_le_bytes()),
                Arg::I64(v) => slot_with(&v.to_le_bytes()),
                Arg::I128(v) => slot_with(&v.to_le_bytes()),
                Arg::F32(v) => slot_with(&v.to_le_bytes()),
                Arg::F64(v) => slot_with(&v.to_le_bytes()),
                Arg::MemRef(memref) => {
                    slot_with(&(memref.descriptor_address() as u64).to_le_bytes())
                }
            });
        }
        if let Some(result) = &signature.result {
            slots.push(slot(size_of(result)));
        }
        let pointers = slots
            .iter_mut()
            .map(|slot| slot.as_mut_ptr().cast::<c_void>())
            .collect();
        Ok(Self {
            slots,
            pointers,
            result: signature.result.clone(),
            _args: PhantomData,
        })
    }

    /// The `void**` the wrapper takes.
    pub(crate) fn pointers(&mut self) -> &mut [*mut c_void] {
        &mut self.pointers
    }

    /// The result the call stored (meaningful after the call).
    pub(crate) fn result(&self) -> Value {
        let Some(kind) = &self.result else {
            return Value::Void;
        };
        let Some(storage) = self.slots.last() else {
            return Value::Void;
        };
        let bytes: Vec<u8> = storage.iter().flat_map(|chunk| chunk.0).collect();
        let array = |n: usize| -> [u8; 16] {
            let mut out = [0; 16];
            out[..n].copy_from_slice(&bytes[..n]);
            out
        };
        let word = u64::from_le_bytes(array(8)[..8].try_into().unwrap_or_default());
        match kind {
            TypeKind::Int(1) => Value::I1(bytes[0] & 1 != 0),
            TypeKind::Int(8) => Value::I8(bytes[0] as i8),
            TypeKind::Int(16) => Value::I16(word as u16 as i16),
            TypeKind::Int(32) => Value::I32(word as u32 as i32),
            TypeKind::Int(64) => Value::I64(word as i64),
            TypeKind::Int(128) => Value::I128(i128::from_le_bytes(array(16))),
            TypeKind::F32 => Value::F32(f32::from_bits(word as u32)),
            TypeKind::F64 => Value::F64(f64::from_bits(word)),
            TypeKind::Ptr => Value::Ptr(word as usize),
            other => {
                let size = usize::try_from(size_of(other))
                    .unwrap_or(bytes.len())
                    .min(bytes.len());
                Value::Bytes(bytes[..size].to_vec())
            }
        }
    }
}
