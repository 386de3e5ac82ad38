//! Sizes and alignments of types under LLVM's default data layout, for the types whose layout
//! does not depend on a target (integers, floats, pointers, fixed vectors, structs and arrays):
//! what `-sroa` checks accesses with and what the memref lowering sizes allocations by.

use crate::{LLVMArrayType, LLVMPointerType, LLVMStructType};
use oxir::Context;
use oxir::types::{Type, TypeData};

/// The size and alignment in bytes of `ty` under LLVM's default data layout, for the types
/// whose layout does not depend on a target: integers, floats, pointers, structs and arrays.
pub fn size_and_align(ctx: &Context, ty: Type) -> Option<(u64, u64)> {
    let scalar = |bytes: u64| (bytes, bytes.next_power_of_two().min(8));
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => return Some(scalar(u64::from(*width).div_ceil(8))),
        TypeData::Float(kind) => return Some(scalar(u64::from(kind.bit_width()).div_ceil(8))),
        _ => {}
    }
    if ty.dyn_cast::<LLVMPointerType>(ctx).is_some() {
        return Some((8, 8));
    }
    if let TypeData::Vector {
        shape,
        scalable,
        element,
    } = ctx.type_data(ty)
    {
        if scalable.contains(&true) {
            return None;
        }
        let (element_size, _) = size_and_align(ctx, *element)?;
        let count = shape
            .iter()
            .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
        let size = element_size.checked_mul(count)?;
        return Some((size, size.next_power_of_two()));
    }
    if let Some(array) = ty.dyn_cast::<LLVMArrayType>(ctx) {
        let (size, align) = size_and_align(ctx, array.element_type(ctx))?;
        return Some((
            size.next_multiple_of(align) * array.num_elements(ctx),
            align,
        ));
    }
    let st = ty.dyn_cast::<LLVMStructType>(ctx)?;
    let packed = st.is_packed(ctx);
    let (mut size, mut max_align) = (0u64, 1u64);
    for field in st.body(ctx) {
        let (field_size, field_align) = size_and_align(ctx, *field)?;
        let align = if packed { 1 } else { field_align };
        size = size.next_multiple_of(align) + field_size;
        max_align = max_align.max(align);
    }
    Some((size.next_multiple_of(max_align), max_align))
}
