//! Memref descriptors for `_mlir_ciface_` functions: MLIR passes a ranked memref to a C-interface
//! function as a pointer to `{ptr allocated, ptr aligned, i64 offset, [N x i64] sizes,
//! [N x i64] strides}` (the layout of "Conversion to the LLVM Dialect").
//!
//! A [`MemRef`] borrows the Rust slice holding the elements for as long as it lives, so the
//! JIT-compiled code that reads and writes them through the descriptor never races a Rust
//! access; building one checks that every element the sizes, strides and offset reach lies
//! inside that slice. This is a description of memory for foreign code, not an array type.

use std::marker::PhantomData;

use crate::JitError;

mod sealed {
    pub trait Sealed {}
}

/// A type whose values may be the elements of a [`MemRef`]: a primitive integer or float, which
/// any bit pattern the JIT-compiled code writes is a valid value of.
pub trait Element: Copy + sealed::Sealed {}

macro_rules! elements {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {}
    )*};
}
elements!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

/// Where the words of a descriptor are: allocated and aligned pointers, offset, then sizes and
/// strides.
const ALLOCATED: usize = 0;
const ALIGNED: usize = 1;
const OFFSET: usize = 2;
const SIZES: usize = 3;

/// A ranked memref descriptor over a borrowed slice, passed to a `_mlir_ciface_` function as a
/// pointer (an `i64`-word array laid out as MLIR's descriptor struct on 64-bit targets).
///
/// The called code may change the descriptor (a function returning a memref through its first
/// argument does); [`MemRef::sizes`], [`MemRef::strides`] and the others read what it holds
/// after the call.
#[derive(Debug)]
pub struct MemRef<'a> {
    /// `[allocated, aligned, offset, sizes..., strides...]`; boxed so that its address, handed
    /// to the JIT-compiled code, stays put while the `MemRef` moves.
    words: Box<[i64]>,
    rank: usize,
    _data: PhantomData<&'a mut [u8]>,
}

impl<'a> MemRef<'a> {
    /// A descriptor of `data` with the given element offset, sizes and strides (in elements).
    /// Fails when `sizes` and `strides` differ in length, a size is negative, or an element the
    /// descriptor reaches lies outside `data`.
    pub fn new<T: Element>(
        data: &'a mut [T],
        offset: i64,
        sizes: &[i64],
        strides: &[i64],
    ) -> Result<Self, JitError> {
        if sizes.len() != strides.len() {
            return Err(JitError::new(format!(
                "a memref needs one stride per size, but got {} sizes and {} strides",
                sizes.len(),
                strides.len()
            )));
        }
        if let Some(size) = sizes.iter().find(|&&s| s < 0) {
            return Err(JitError::new(format!(
                "memref sizes must not be negative, but got {size}"
            )));
        }
        check_in_bounds(data.len(), offset, sizes, strides)?;
        let address = data.as_mut_ptr().expose_provenance() as i64;
        let mut words = vec![0; SIZES + 2 * sizes.len()];
        words[ALLOCATED] = address;
        words[ALIGNED] = address;
        words[OFFSET] = offset;
        words[SIZES..SIZES + sizes.len()].copy_from_slice(sizes);
        words[SIZES + sizes.len()..].copy_from_slice(strides);
        Ok(Self {
            words: words.into_boxed_slice(),
            rank: sizes.len(),
            _data: PhantomData,
        })
    }

    /// A row-major (identity layout) descriptor of all of `data` with the given sizes, whose
    /// product must be `data.len()`.
    pub fn contiguous<T: Element>(data: &'a mut [T], sizes: &[i64]) -> Result<Self, JitError> {
        let count = sizes
            .iter()
            .try_fold(1i64, |n, &s| if s < 0 { None } else { n.checked_mul(s) });
        if count.and_then(|n| usize::try_from(n).ok()) != Some(data.len()) {
            return Err(JitError::new(format!(
                "a contiguous memref of sizes {sizes:?} needs as many elements as their product, but the slice has {}",
                data.len()
            )));
        }
        let mut strides = vec![1; sizes.len()];
        for i in (0..sizes.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * sizes[i + 1].max(1);
        }
        Self::new(data, 0, sizes, &strides)
    }

    /// The number of dimensions.
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The offset field, in elements.
    pub fn offset(&self) -> i64 {
        self.words[OFFSET]
    }

    /// The sizes field.
    pub fn sizes(&self) -> &[i64] {
        &self.words[SIZES..SIZES + self.rank]
    }

    /// The strides field, in elements.
    pub fn strides(&self) -> &[i64] {
        &self.words[SIZES + self.rank..]
    }

    /// The allocated-pointer field, as an address.
    pub fn allocated_address(&self) -> usize {
        self.words[ALLOCATED] as usize
    }

    /// The aligned-pointer field, as an address.
    pub fn aligned_address(&self) -> usize {
        self.words[ALIGNED] as usize
    }

    /// The address of the descriptor, to pass as the `ptr` argument; its provenance is exposed
    /// because the JIT-compiled code gets it as an integer.
    pub(crate) fn descriptor_address(&mut self) -> usize {
        self.words.as_mut_ptr().expose_provenance()
    }
}

/// Checks that the lowest and highest element index `offset + Σ i_k * stride_k` (for
/// `0 <= i_k < size_k`) lie in `0..len`, with overflow counted as out of bounds.
fn check_in_bounds(
    len: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), JitError> {
    if sizes.contains(&0) {
        return Ok(());
    }
    let out_of_bounds = || {
        JitError::new(format!(
            "memref of offset {offset}, sizes {sizes:?} and strides {strides:?} reaches outside a slice of {len} elements"
        ))
    };
    let (mut low, mut high) = (offset, offset);
    for (&size, &stride) in sizes.iter().zip(strides) {
        let reach = (size - 1).checked_mul(stride).ok_or_else(out_of_bounds)?;
        if reach < 0 {
            low = low.checked_add(reach).ok_or_else(out_of_bounds)?;
        } else {
            high = high.checked_add(reach).ok_or_else(out_of_bounds)?;
        }
    }
    if low < 0 || usize::try_from(high).map_or(true, |h| h >= len) {
        return Err(out_of_bounds());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contiguous_strides_are_row_major() {
        let mut data = [0f32; 6];
        let m = MemRef::contiguous(&mut data, &[2, 3]).unwrap();
        assert_eq!((m.rank(), m.offset()), (2, 0));
        assert_eq!((m.sizes(), m.strides()), (&[2, 3][..], &[3, 1][..]));
        assert_eq!(m.allocated_address(), m.aligned_address());
        let mut scalar = [0i64; 1];
        let m = MemRef::contiguous(&mut scalar, &[]).unwrap();
        assert_eq!((m.rank(), m.sizes()), (0, &[][..]));
    }

    #[test]
    fn descriptors_reaching_outside_the_slice_are_errors() {
        let mut data = [0i32; 6];
        let e = MemRef::contiguous(&mut data, &[2, 2]).unwrap_err();
        assert!(e.message().contains("the slice has 6"), "{e}");
        let e = MemRef::new(&mut data, 1, &[2, 3], &[3, 1]).unwrap_err();
        assert!(e.message().contains("reaches outside"), "{e}");
        let e = MemRef::new(&mut data, 0, &[2], &[-1]).unwrap_err();
        assert!(e.message().contains("reaches outside"), "{e}");
        let e = MemRef::new(&mut data, 0, &[2, -1], &[1, 1]).unwrap_err();
        assert!(e.message().contains("negative"), "{e}");
        let e = MemRef::new(&mut data, 0, &[2], &[1, 1]).unwrap_err();
        assert!(e.message().contains("one stride per size"), "{e}");
        let e = MemRef::new(&mut data, 0, &[i64::MAX], &[i64::MAX]).unwrap_err();
        assert!(e.message().contains("reaches outside"), "{e}");
        // A reversed view and an empty one are fine.
        assert!(MemRef::new(&mut data, 5, &[6], &[-1]).is_ok());
        assert!(MemRef::new(&mut data, 100, &[0, 4], &[4, 1]).is_ok());
    }
}
