//! Small queries on builtin shaped types that the trait verifiers need: shape, element type,
//! kind, and MLIR's shape compatibility rules.
//!
//! This is not a type library: it knows only the builtin shaped types (vectors, tensors,
//! memrefs) and answers exactly the questions the verifiers ask.

use crate::context::Context;
use crate::types::{DYNAMIC, Type, TypeData};

/// The shape of a type: `None` when it is not shaped, `Some(None)` when it is shaped but
/// unranked, `Some(Some(dims))` otherwise.
pub(crate) fn shape(ctx: &Context, ty: Type) -> Option<Option<&[i64]>> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. }
        | TypeData::RankedTensor { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(Some(shape)),
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// The dimensions of a ranked shaped type; empty for anything else (scalars have rank 0).
pub(crate) fn dims(ctx: &Context, ty: Type) -> &[i64] {
    shape(ctx, ty).flatten().unwrap_or(&[])
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

/// Whether the type is a vector.
pub(crate) fn is_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Vector { .. })
}

/// Whether the type is a tensor, ranked or not.
pub(crate) fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// Whether the type is a ranked tensor.
pub(crate) fn is_ranked_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::RankedTensor { .. })
}

/// Whether the type is a vector with at least one scalable dimension.
fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::Vector { scalable, .. } => scalable.iter().any(|&s| s),
        _ => false,
    }
}

/// The kind of a type without its parameters (MLIR compares type ids: a ranked and an unranked
/// tensor are different kinds).
pub(crate) fn kind(ctx: &Context, ty: Type) -> std::mem::Discriminant<TypeData> {
    std::mem::discriminant(ctx.type_data(ty))
}

/// The encoding of a ranked tensor, `None` for any other type.
pub(crate) fn encoding(ctx: &Context, ty: Type) -> Option<crate::attrs::Attribute> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// Two shapes are compatible when they have the same rank and every pair of static dimensions
/// is equal.
pub(crate) fn compatible_dims(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// MLIR's `verifyCompatibleShape(Type, Type)`: both or neither shaped; unranked is compatible
/// with anything shaped; ranked shapes must be compatible.
pub(crate) fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape(ctx, a), shape(ctx, b)) {
        (None, None) => true,
        (None, Some(_)) | (Some(_), None) => false,
        (Some(Some(x)), Some(Some(y))) => compatible_dims(x, y),
        _ => true,
    }
}

/// MLIR's `verifyCompatibleShapes`: all or none shaped, no mix of scalable and other vectors,
/// all ranked ones of one rank, and per dimension all static sizes equal.
pub(crate) fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shaped = types.iter().filter(|&&t| shape(ctx, t).is_some()).count();
    if shaped == 0 {
        return true;
    }
    if shaped != types.len() {
        return false;
    }
    let scalable = types
        .iter()
        .filter(|&&t| is_scalable_vector(ctx, t))
        .count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    let ranked: Vec<&[i64]> = types
        .iter()
        .filter_map(|&t| shape(ctx, t).flatten())
        .collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut static_size = None;
        ranked.iter().all(|s| {
            let d = s[i];
            if d == DYNAMIC {
                return true;
            }
            match static_size {
                None => {
                    static_size = Some(d);
                    true
                }
                Some(size) => size == d,
            }
        })
    })
}

/// NumPy-style broadcast of two shapes (MLIR's `getBroadcastedShape`), `None` when they are
/// incompatible. Dynamic dimensions follow MLIR: a known size above one wins.
pub(crate) fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut result = if a.len() > b.len() {
        a.to_vec()
    } else {
        b.to_vec()
    };
    let len = result.len();
    for (k, (&x, &y)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let out = &mut result[len - 1 - k];
        if x == DYNAMIC || y == DYNAMIC {
            *out = if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                DYNAMIC
            };
        } else if x == y || y == 1 {
            *out = x;
        } else if x == 1 {
            *out = y;
        } else {
            return None;
        }
    }
    Some(result)
}

/// A shape as MLIR writes it in broadcast messages: `'2x?x4'`.
pub(crate) fn shape_string(dims: &[i64]) -> String {
    let parts: Vec<String> = dims
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    format!("'{}'", parts.join("x"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcast_follows_numpy_and_mlir_dynamic_rules() {
        assert_eq!(broadcast_shapes(&[3, 1], &[4]), Some(vec![3, 4]));
        assert_eq!(broadcast_shapes(&[2], &[3]), None);
        assert_eq!(broadcast_shapes(&[DYNAMIC], &[5]), Some(vec![5]));
        assert_eq!(broadcast_shapes(&[DYNAMIC], &[1]), Some(vec![DYNAMIC]));
        assert_eq!(broadcast_shapes(&[], &[2, 2]), Some(vec![2, 2]));
        assert_eq!(shape_string(&[2, DYNAMIC, 4]), "'2x?x4'");
    }

    #[test]
    fn shapes_are_compatible_when_static_sizes_agree() {
        assert!(compatible_dims(&[2, DYNAMIC], &[2, 3]));
        assert!(!compatible_dims(&[2, 3], &[2, 4]));
        assert!(!compatible_dims(&[2], &[2, 1]));
    }
}
