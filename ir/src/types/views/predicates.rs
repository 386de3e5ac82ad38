//! Type predicates and shape helpers used by trait verifiers and type constraints: integer and
//! float classification, element types, shape compatibility and broadcasting (MLIR's
//! `Type::isSignlessInteger`, `getElementTypeOrSelf`, `verifyCompatibleShape`,
//! `OpTrait::util::getBroadcastedShape`). These are plain functions, not views.

use super::ShapedType;
use crate::context::Context;
use crate::types::{DYNAMIC, Signedness, Type, TypeData};

/// The element type of a shaped type (vector, tensor, memref), or `ty` itself otherwise.
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ty.dyn_cast::<ShapedType>(ctx) {
        Some(shaped) => shaped.element_type(ctx),
        None => ty,
    }
}

/// Whether `ty` is a signless integer `iN`, of width `width` when one is given.
pub fn is_signless_integer(ctx: &Context, ty: Type, width: Option<u32>) -> bool {
    match ctx.type_data(ty) {
        TypeData::Integer {
            width: w,
            signedness: Signedness::Signless,
        } => width.is_none_or(|width| width == *w),
        _ => false,
    }
}

/// Whether `ty` is an integer of any signedness or `index`.
pub fn is_int_or_index(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. } | TypeData::Index
    )
}

/// Whether `ty` is an integer of any signedness or a float.
pub fn is_int_or_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. } | TypeData::Float(_)
    )
}

/// Whether `ty` is an integer of any signedness, `index` or a float.
pub fn is_int_or_index_or_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    )
}

/// Whether `ty` is a signless integer or `index`.
pub fn is_signless_int_or_index(ctx: &Context, ty: Type) -> bool {
    is_signless_integer(ctx, ty, None) || matches!(ctx.type_data(ty), TypeData::Index)
}

/// Whether `ty` is a signless integer or a float.
pub fn is_signless_int_or_float(ctx: &Context, ty: Type) -> bool {
    is_signless_integer(ctx, ty, None) || matches!(ctx.type_data(ty), TypeData::Float(_))
}

/// Whether `ty` is a signless integer, `index` or a float.
pub fn is_signless_int_or_index_or_float(ctx: &Context, ty: Type) -> bool {
    is_signless_integer(ctx, ty, None)
        || matches!(ctx.type_data(ty), TypeData::Index | TypeData::Float(_))
}

/// The bit width of an integer or float type; `None` for any other type (`index` included,
/// whose width is the target's).
pub fn get_int_or_float_bitwidth(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(kind) => Some(kind.bit_width()),
        _ => None,
    }
}

/// The shape two shapes broadcast to, with MLIR's (and NumPy's) rules: shapes are aligned on
/// their trailing dimensions, equal sizes or a size of 1 broadcast, the longer shape's leading
/// dimensions are kept. With a dynamic size, a known size greater than 1 wins (the program is
/// assumed correct), a 1 yields the other size, and two unknowns stay dynamic. `None` when two
/// static sizes are incompatible.
pub fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut result = long.to_vec();
    let offset = long.len() - short.len();
    for (i, &dim) in short.iter().enumerate() {
        result[offset + i] = broadcast_dim(long[offset + i], dim)?;
    }
    Some(result)
}

/// One dimension of [`broadcast_shapes`]; symmetric in its operands.
fn broadcast_dim(x: i64, y: i64) -> Option<i64> {
    if x == DYNAMIC || y == DYNAMIC {
        // A known size above 1 wins; against a 1 the other size (known or not) wins.
        return Some(if x > 1 {
            x
        } else if y > 1 || x == 1 {
            y
        } else if y == 1 {
            x
        } else {
            DYNAMIC
        });
    }
    if x == y || y == 1 {
        Some(x)
    } else if x == 1 {
        Some(y)
    } else {
        None
    }
}

/// Whether two shapes are compatible: the same rank, and in each dimension equal sizes or at
/// least one dynamic size.
pub fn verify_compatible_shape(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// Whether two types have compatible shapes: both not shaped, or both shaped and either one
/// unranked or their shapes compatible (see [`verify_compatible_shape`]).
pub fn is_compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (a.dyn_cast::<ShapedType>(ctx), b.dyn_cast::<ShapedType>(ctx)) {
        (None, None) => true,
        (Some(x), Some(y)) => {
            !x.has_rank(ctx)
                || !y.has_rank(ctx)
                || verify_compatible_shape(x.shape(ctx), y.shape(ctx))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{
        FloatKind, FloatType, IntegerType, MemRefType, RankedTensorType, UnrankedTensorType,
        VectorType,
    };

    const D: i64 = DYNAMIC;

    #[test]
    fn element_type_or_self_unwraps_shaped_types_only() {
        let ctx = Context::new();
        let c = ctx.common();
        let t = RankedTensorType::get(&ctx, &[2], c.i8, None).ty();
        assert_eq!(element_type_or_self(&ctx, t), c.i8);
        let m = MemRefType::get(&ctx, &[2], c.f16, None, None).ty();
        assert_eq!(element_type_or_self(&ctx, m), c.f16);
        assert_eq!(element_type_or_self(&ctx, c.f32), c.f32);
        let tuple = crate::types::TupleType::get(&ctx, &[c.i8]).ty();
        assert_eq!(element_type_or_self(&ctx, tuple), tuple);
    }

    #[test]
    fn integer_and_float_classification() {
        let ctx = Context::new();
        let c = ctx.common();
        let si8 = IntegerType::get(&ctx, 8, Signedness::Signed).ty();
        let v = VectorType::get(&ctx, &[2], c.i32).ty();
        assert!(is_signless_integer(&ctx, c.i32, None));
        assert!(is_signless_integer(&ctx, c.i32, Some(32)));
        assert!(!is_signless_integer(&ctx, c.i32, Some(64)));
        assert!(!is_signless_integer(&ctx, si8, None));
        assert!(!is_signless_integer(&ctx, c.index, None));
        assert!(is_int_or_index(&ctx, si8) && is_int_or_index(&ctx, c.index));
        assert!(!is_int_or_index(&ctx, c.f32));
        assert!(is_int_or_float(&ctx, si8) && is_int_or_float(&ctx, c.bf16));
        assert!(!is_int_or_float(&ctx, c.index));
        assert!(is_int_or_index_or_float(&ctx, c.index));
        assert!(is_signless_int_or_index(&ctx, c.index) && !is_signless_int_or_index(&ctx, si8));
        assert!(is_signless_int_or_float(&ctx, c.f64) && !is_signless_int_or_float(&ctx, c.index));
        assert!(is_signless_int_or_index_or_float(&ctx, c.index));
        assert!(is_signless_int_or_index_or_float(&ctx, c.f16));
        assert!(!is_signless_int_or_index_or_float(&ctx, si8));
        assert!(!is_signless_int_or_index_or_float(&ctx, v));
        assert_eq!(get_int_or_float_bitwidth(&ctx, si8), Some(8));
        let f64 = FloatType::get(&ctx, FloatKind::F64).ty();
        assert_eq!(get_int_or_float_bitwidth(&ctx, f64), Some(64));
        assert_eq!(get_int_or_float_bitwidth(&ctx, c.index), None);
        assert_eq!(get_int_or_float_bitwidth(&ctx, v), None);
    }

    #[test]
    fn broadcasting_static_shapes() {
        assert_eq!(broadcast_shapes(&[3, 1], &[1, 4]), Some(vec![3, 4]));
        assert_eq!(broadcast_shapes(&[5, 3, 4], &[4]), Some(vec![5, 3, 4]));
        assert_eq!(broadcast_shapes(&[4], &[2, 1]), Some(vec![2, 4]));
        assert_eq!(broadcast_shapes(&[], &[2, 3]), Some(vec![2, 3]));
        assert_eq!(broadcast_shapes(&[0], &[1]), Some(vec![0]));
        assert_eq!(broadcast_shapes(&[3], &[4]), None);
        assert_eq!(broadcast_shapes(&[2, 3], &[3, 3]), None);
    }

    #[test]
    fn broadcasting_dynamic_shapes_follows_mlir() {
        assert_eq!(broadcast_shapes(&[D], &[4]), Some(vec![4]));
        assert_eq!(broadcast_shapes(&[4], &[D]), Some(vec![4]));
        assert_eq!(broadcast_shapes(&[D], &[1]), Some(vec![D]));
        assert_eq!(broadcast_shapes(&[1], &[D]), Some(vec![D]));
        assert_eq!(broadcast_shapes(&[D], &[D]), Some(vec![D]));
        assert_eq!(broadcast_shapes(&[D], &[0]), Some(vec![D]));
        assert_eq!(broadcast_shapes(&[D, 1, 3], &[2, D]), Some(vec![D, 2, 3]));
    }

    #[test]
    fn shape_compatibility() {
        let ctx = Context::new();
        let c = ctx.common();
        assert!(verify_compatible_shape(&[2, D], &[D, 3]));
        assert!(!verify_compatible_shape(&[2, 3], &[2, 4]));
        assert!(!verify_compatible_shape(&[2], &[2, 1]));
        let t23 = RankedTensorType::get(&ctx, &[2, 3], c.f32, None).ty();
        let t2d = RankedTensorType::get(&ctx, &[2, D], c.i8, None).ty();
        let t4 = RankedTensorType::get(&ctx, &[4], c.f32, None).ty();
        let u = UnrankedTensorType::get(&ctx, c.f32).ty();
        assert!(is_compatible_shape(&ctx, t23, t2d));
        assert!(!is_compatible_shape(&ctx, t23, t4));
        assert!(is_compatible_shape(&ctx, u, t4));
        assert!(is_compatible_shape(&ctx, c.f32, c.i8));
        assert!(!is_compatible_shape(&ctx, c.f32, t4));
    }
}
