//! MLIR's checks of `memref.cast` and `memref.memory_space_cast` (their
//! `CastOpInterface::areCastCompatible`): which memref types one may cast to the other.

use oxir::types::DYNAMIC;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, Type, TypeData};

use crate::verify::quoted;

/// MLIR's `areCastCompatible` of `memref.cast`: same element type and memory space; when both
/// are ranked, same rank, and sizes, offset and strides that agree where both are static;
/// unranked memrefs cast to and from ranked ones but not to each other.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                element: ea,
                memory_space: ma,
                ..
            },
            TypeData::MemRef {
                shape: sb,
                element: eb,
                memory_space: mb,
                ..
            },
        ) => {
            if ea != eb || ma != mb || sa.len() != sb.len() {
                return false;
            }
            let agree = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
            if !sa.iter().zip(sb.iter()).all(|(&x, &y)| agree(x, y)) {
                return false;
            }
            let layout = |t: Type| t.dyn_cast::<oxir::types::MemRefType>(ctx);
            match (
                layout(a).and_then(|t| t.strides_and_offset(ctx)),
                layout(b).and_then(|t| t.strides_and_offset(ctx)),
            ) {
                (Some((stra, offa)), Some((strb, offb))) => {
                    agree(offa, offb) && stra.iter().zip(&strb).all(|(&x, &y)| agree(x, y))
                }
                _ => same_layout(ctx, a, b),
            }
        }
        (TypeData::UnrankedMemRef { .. }, TypeData::UnrankedMemRef { .. }) => false,
        (
            TypeData::MemRef {
                element: ea,
                memory_space: ma,
                ..
            }
            | TypeData::UnrankedMemRef {
                element: ea,
                memory_space: ma,
                ..
            },
            TypeData::MemRef {
                element: eb,
                memory_space: mb,
                ..
            }
            | TypeData::UnrankedMemRef {
                element: eb,
                memory_space: mb,
                ..
            },
        ) => ea == eb && ma == mb,
        _ => false,
    }
}

/// Whether two memref types have the same layout attribute.
fn same_layout(ctx: &Context, a: Type, b: Type) -> bool {
    let layout = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { layout, .. } => *layout,
        _ => None,
    };
    layout(a) == layout(b)
}

/// The error of a cast between incompatible types.
fn cast_error(ctx: &Context, body: &Body, op: OpId, from: Type, to: Type) -> Diagnostic {
    op_error(
        ctx,
        body,
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, from),
            quoted(ctx, to)
        ),
    )
}

/// The operand and result types of a one-operand, one-result op.
fn cast_types(body: &Body, op: OpId) -> Option<(Type, Type)> {
    Some((
        body.value_type(body.operand(op, 0)?),
        body.value_type(body.result(op, 0)?),
    ))
}

/// MLIR's `CastOp::areCastCompatible`, as the verifier of `CastOpInterface` asks it.
pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((from, to)) = cast_types(body, op) else {
        return Ok(());
    };
    if !cast_compatible(ctx, from, to) {
        return Err(cast_error(ctx, body, op, from, to));
    }
    Ok(())
}

/// MLIR's `MemorySpaceCastOp::areCastCompatible`: the same memref but for the memory space.
pub fn memory_space_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((from, to)) = cast_types(body, op) else {
        return Ok(());
    };
    let without_space = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            element,
            layout,
            ..
        } => Some(TypeData::MemRef {
            shape: shape.clone(),
            element: *element,
            layout: *layout,
            memory_space: None,
        }),
        TypeData::UnrankedMemRef { element, .. } => Some(TypeData::UnrankedMemRef {
            element: *element,
            memory_space: None,
        }),
        _ => None,
    };
    if without_space(from) != without_space(to) {
        return Err(cast_error(ctx, body, op, from, to));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::cast_compatible;
    use oxir::text::parser::parse_type;

    #[test]
    fn casts_keep_element_type_space_and_known_sizes() {
        let ctx = oxir::Context::new();
        let t = |s: &str| parse_type(&ctx, s).expect("a valid type");
        assert!(cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<?xf32>")
        ));
        assert!(cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<*xf32>")
        ));
        assert!(cast_compatible(
            &ctx,
            t("memref<4xf32, strided<[1], offset: ?>>"),
            t("memref<4xf32, strided<[1], offset: 3>>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<5xf32>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<4xi32>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<4xf32, 1>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<*xf32>"),
            t("memref<*xf32>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32, strided<[1], offset: 2>>"),
            t("memref<4xf32>")
        ));
    }
}
