//! Type transforms named by the traits of `defs/arith.toml` (`TypesMatchWith`): functions from
//! one type to the type another value must have. Not a place for checks that report errors
//! (those are in [`crate::verify`]).

use oxir::types::{RankedTensorType, UnrankedTensorType, VectorType};
use oxir::{Context, Type, TypeData};

/// The type of the same shape as `ty` with `i1` elements: `vector<4xi1>` for `vector<4xf32>`,
/// `tensor<*xi1>` for an unranked tensor, and `i1` for a scalar (MLIR's `getI1SameShape`, the
/// result type of `arith.cmpi` and `arith.cmpf` and a mask of `arith.select`).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    same_shape(ctx, ty, ctx.common().i1)
}

/// The type of the same shape as `ty` with `element` elements (`element` itself for a scalar).
pub fn same_shape(ctx: &Context, ty: Type, element: Type) -> Type {
    let i1 = element;
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => VectorType::get_scalable(ctx, shape, scalable, i1).ty(),
        TypeData::RankedTensor {
            shape, encoding, ..
        } => RankedTensorType::get(ctx, shape, i1, *encoding).ty(),
        TypeData::UnrankedTensor { .. } => UnrankedTensorType::get(ctx, i1).ty(),
        TypeData::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => ctx.intern_type(TypeData::MemRef {
            shape: shape.clone(),
            element: i1,
            layout: *layout,
            memory_space: *memory_space,
        }),
        TypeData::UnrankedMemRef { memory_space, .. } => {
            ctx.intern_type(TypeData::UnrankedMemRef {
                element: i1,
                memory_space: *memory_space,
            })
        }
        _ => i1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::text::parser::parse_type;
    use oxir::text::printer::print_type;

    fn transformed(text: &str) -> String {
        let ctx = Context::new();
        let ty = parse_type(&ctx, text).expect("a valid type");
        print_type(&ctx, i1_same_shape(&ctx, ty))
    }

    #[test]
    fn keeps_the_shape_and_makes_the_elements_i1() {
        assert_eq!(transformed("i32"), "i1");
        assert_eq!(transformed("f16"), "i1");
        assert_eq!(transformed("vector<4x[8]xf32>"), "vector<4x[8]xi1>");
        assert_eq!(transformed("tensor<?x3xi64>"), "tensor<?x3xi1>");
        assert_eq!(transformed("tensor<*xi8>"), "tensor<*xi1>");
        assert_eq!(transformed("memref<2xf32, 1>"), "memref<2xi1, 1>");
    }
}
