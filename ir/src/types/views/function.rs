//! Views of the builtin types that group other types: function types and tuples.

use super::type_view;
use crate::context::Context;
use crate::types::{Type, TypeData};

type_view!(
    /// `(inputs) -> results`.
    FunctionType,
    TypeData::Function { .. }
);
type_view!(
    /// `tuple<...>`.
    TupleType,
    TypeData::Tuple(_)
);

impl FunctionType {
    /// The function type `(inputs) -> results`.
    pub fn get(ctx: &Context, inputs: &[Type], results: &[Type]) -> FunctionType {
        FunctionType(ctx.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        }))
    }

    /// Argument types.
    pub fn inputs(self, ctx: &Context) -> &[Type] {
        match ctx.type_data(self.0) {
            TypeData::Function { inputs, .. } => inputs,
            _ => &[],
        }
    }

    /// Result types.
    pub fn results(self, ctx: &Context) -> &[Type] {
        match ctx.type_data(self.0) {
            TypeData::Function { results, .. } => results,
            _ => &[],
        }
    }

    /// Number of arguments.
    pub fn num_inputs(self, ctx: &Context) -> usize {
        self.inputs(ctx).len()
    }

    /// Number of results.
    pub fn num_results(self, ctx: &Context) -> usize {
        self.results(ctx).len()
    }

    /// The type of argument `index`, if there is one.
    pub fn input(self, ctx: &Context, index: usize) -> Option<Type> {
        self.inputs(ctx).get(index).copied()
    }

    /// The type of result `index`, if there is one.
    pub fn result(self, ctx: &Context, index: usize) -> Option<Type> {
        self.results(ctx).get(index).copied()
    }

    /// This function type with its inputs and/or results replaced; `None` keeps the current ones.
    pub fn clone_with(
        self,
        ctx: &Context,
        inputs: Option<&[Type]>,
        results: Option<&[Type]>,
    ) -> FunctionType {
        let inputs = inputs.unwrap_or_else(|| self.inputs(ctx));
        let results = results.unwrap_or_else(|| self.results(ctx));
        Self::get(ctx, inputs, results)
    }
}

impl TupleType {
    /// `tuple<types...>`.
    pub fn get(ctx: &Context, types: &[Type]) -> TupleType {
        TupleType(ctx.intern_type(TypeData::Tuple(types.into())))
    }

    /// The element types.
    pub fn types(self, ctx: &Context) -> &[Type] {
        match ctx.type_data(self.0) {
            TypeData::Tuple(types) => types,
            _ => &[],
        }
    }

    /// Number of elements.
    pub fn size(self, ctx: &Context) -> usize {
        self.types(ctx).len()
    }

    /// The element type at `index`, if there is one.
    pub fn element(self, ctx: &Context, index: usize) -> Option<Type> {
        self.types(ctx).get(index).copied()
    }

    /// The element types with nested tuples expanded, depth first (MLIR's `getFlattenedTypes`).
    pub fn flattened_types(self, ctx: &Context) -> Vec<Type> {
        let mut flat = Vec::new();
        // An explicit stack (reversed so elements come out in order) keeps deep nesting off the
        // thread's stack.
        let mut stack: Vec<Type> = self.types(ctx).iter().rev().copied().collect();
        while let Some(ty) = stack.pop() {
            match ctx.type_data(ty) {
                TypeData::Tuple(inner) => stack.extend(inner.iter().rev().copied()),
                _ => flat.push(ty),
            }
        }
        flat
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_types_round_trip() {
        let ctx = Context::new();
        let c = ctx.common();
        let f = FunctionType::get(&ctx, &[c.i32, c.f32], &[c.index]);
        assert_eq!(f.inputs(&ctx), &[c.i32, c.f32]);
        assert_eq!(f.results(&ctx), &[c.index]);
        assert_eq!((f.num_inputs(&ctx), f.num_results(&ctx)), (2, 1));
        assert_eq!(f.input(&ctx, 1), Some(c.f32));
        assert_eq!(f.input(&ctx, 2), None);
        assert_eq!(f.result(&ctx, 0), Some(c.index));
        assert_eq!(FunctionType::get(&ctx, &[c.i32, c.f32], &[c.index]), f);
        assert_eq!(f.ty().dyn_cast::<FunctionType>(&ctx), Some(f));
        assert!(f.ty().dyn_cast::<TupleType>(&ctx).is_none());
    }

    #[test]
    fn function_clone_with_replaces_only_what_is_given() {
        let ctx = Context::new();
        let c = ctx.common();
        let f = FunctionType::get(&ctx, &[c.i32], &[c.f32]);
        let g = f.clone_with(&ctx, None, Some(&[]));
        assert_eq!(g.inputs(&ctx), &[c.i32]);
        assert!(g.results(&ctx).is_empty());
        let h = f.clone_with(&ctx, Some(&[c.i64, c.i64]), None);
        assert_eq!(h, FunctionType::get(&ctx, &[c.i64, c.i64], &[c.f32]));
        assert_eq!(f.clone_with(&ctx, None, None), f);
    }

    #[test]
    fn tuples_flatten_nested_tuples_in_order() {
        let ctx = Context::new();
        let c = ctx.common();
        let inner = TupleType::get(&ctx, &[c.i8, TupleType::get(&ctx, &[c.i16]).ty()]);
        let t = TupleType::get(&ctx, &[c.i1, inner.ty(), c.i32]);
        assert_eq!(t.size(&ctx), 3);
        assert_eq!(t.element(&ctx, 1), Some(inner.ty()));
        assert_eq!(t.flattened_types(&ctx), vec![c.i1, c.i8, c.i16, c.i32]);
        assert_eq!(TupleType::get(&ctx, &[]).size(&ctx), 0);
    }
}
