//! Type transforms named by the traits of `defs/func.toml` (`TypesMatchWith` of
//! `func.call_indirect`): from the callee's function type to the types its operands and results
//! must have.

use oxir::op_support::function_type_parts;
use oxir::{Context, Type};

/// The input types of function type `ty` (none for another type).
pub fn function_inputs(ctx: &Context, ty: Type) -> Vec<Type> {
    function_type_parts(ctx, ty).0
}

/// The result types of function type `ty` (none for another type).
pub fn function_results(ctx: &Context, ty: Type) -> Vec<Type> {
    function_type_parts(ctx, ty).1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_a_function_type() {
        let ctx = Context::new();
        let (i32, f32) = (ctx.common().i32, ctx.common().f32);
        let fty = ctx.function_type(&[i32, i32], &[f32]);
        assert_eq!(function_inputs(&ctx, fty), [i32, i32]);
        assert_eq!(function_results(&ctx, fty), [f32]);
        assert!(function_inputs(&ctx, f32).is_empty());
    }
}
