//! The hand-written parts of the `toy` ops that the spec in [`crate::dialect`] names: the
//! verifiers beyond the type constraints, the fold of `toy.struct_access`, the dialect's
//! constant materializer and the check of `toy.func`'s returns. The custom forms, the cast's
//! fold and the callee check of `toy.generic_call` are the core's, named by the spec.
//!
//! The messages follow the tutorial's where it has them, in the project's style (lowercase,
//! no trailing period).

use oxir::attrs::{ArrayAttr, DenseElementsAttr};
use oxir::rewrite::FoldOutcome;
use oxir::text::printer::{print_attribute, print_type};
use oxir::types::{RankedTensorType, UnrankedTensorType};
use oxir::verifier::{error_on_op, op_error};
use oxir::{Attribute, Body, Context, Diagnostic, OpId, Type, TypeData};

use crate::dialect::{
    CastOp, ConstantOp, ReturnOp, StructAccessOp, StructConstantOp, StructType, StructTypeStorage,
};

/// The shape of `ty` if it is a ranked tensor.
pub fn ranked_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    ty.dyn_cast::<RankedTensorType>(ctx)
        .map(|t| t.shape(ctx).to_vec())
}

/// `tensor<*xf64>`, the type of values whose shape is not known yet.
pub fn unranked_f64(ctx: &Context) -> Type {
    UnrankedTensorType::get(ctx, ctx.common().f64).ty()
}

/// `tensor<shape x f64>`.
pub fn ranked_f64(ctx: &Context, shape: &[i64]) -> Type {
    RankedTensorType::get(ctx, shape, ctx.common().f64, None).ty()
}

/// The shapes of the type of `op`'s operand `index` and of its first result, where ranked.
fn shapes(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
) -> (Option<Vec<i64>>, Option<Vec<i64>>) {
    let shape = |v: Option<oxir::Value>| v.and_then(|v| ranked_shape(ctx, body.value_type(v)));
    (shape(body.operand(op, index)), shape(body.result(op, 0)))
}

/// `toy.constant` and `toy.struct_constant`: the value is a constant of the result's type (the
/// tutorial's `verifyConstantForType`).
pub fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let value = oxir::op_support::attr(ctx, body, op, "value");
    match (body.result(op, 0), value) {
        (Some(result), Some(value)) => {
            verify_constant_for_type(ctx, body, op, body.value_type(result), value)
        }
        _ => Ok(()),
    }
}

/// Whether `value` is a constant of type `ty` (a tensor or a struct) for `op`.
fn verify_constant_for_type(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ty: Type,
    value: Attribute,
) -> Result<(), Diagnostic> {
    let got = || print_attribute(ctx, value);
    if let Some(structure) = ty.dyn_cast::<StructType>(ctx) {
        let elements = structure.element_types(ctx);
        let array = value.dyn_cast::<ArrayAttr>(ctx);
        let Some(array) = array.filter(|a| a.elements(ctx).len() == elements.len()) else {
            let message = format!(
                "constant of StructType must be initialized by an ArrayAttr with the same number of elements, got {}",
                got()
            );
            return Err(error_on_op(ctx, body, op, message));
        };
        for (&ty, &value) in elements.iter().zip(array.elements(ctx)) {
            verify_constant_for_type(ctx, body, op, ty, value)?;
        }
        return Ok(());
    }
    let dense = value
        .dyn_cast::<DenseElementsAttr>(ctx)
        .filter(|d| matches!(ctx.type_data(d.element_type(ctx)), TypeData::Float(_)));
    let Some(dense) = dense else {
        let message = format!(
            "constant of TensorType must be initialized by a DenseFPElementsAttr, got {}",
            got()
        );
        return Err(error_on_op(ctx, body, op, message));
    };
    let (Some(data), Some(result)) = (ranked_shape(ctx, dense.ty(ctx)), ranked_shape(ctx, ty))
    else {
        return Ok(());
    };
    let message = if data.len() != result.len() {
        let (d, r) = (data.len(), result.len());
        format!("return type must match the one of the attached value attribute: {d} != {r}")
    } else if let Some(dim) = (0..data.len()).find(|&i| data[i] != result[i]) {
        let (d, r) = (data[dim], result[dim]);
        format!("return type shape mismatches its attribute at dimension {dim}: {d} != {r}")
    } else {
        return Ok(());
    };
    Err(op_error(ctx, body, op, message))
}

/// `toy.struct_access`: the index is an element of the input's struct type, whose type the
/// result has.
pub fn verify_struct_access(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let access = StructAccessOp(op);
    let input = body.value_type(access.input(ctx, body));
    let (Some(structure), Some(index)) =
        (input.dyn_cast::<StructType>(ctx), access.index(ctx, body))
    else {
        return Ok(());
    };
    let elements = structure.element_types(ctx);
    let index = index.value_u64(ctx).and_then(|i| usize::try_from(i).ok());
    let Some(&element) = index.and_then(|i| elements.get(i)) else {
        let message = "index should be within the range of the input struct type";
        return Err(op_error(ctx, body, op, message));
    };
    if body.value_type(access.output(ctx, body)) != element {
        let message =
            "must have the same result type as the struct element referred to by the index";
        return Err(op_error(ctx, body, op, message));
    }
    Ok(())
}

/// `toy.struct_access` of a constant struct folds to the element's constant.
pub fn fold_struct_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let array = constants.first().copied().flatten();
    let array = array.and_then(|a| a.dyn_cast::<ArrayAttr>(ctx));
    let index = StructAccessOp(op)
        .index(ctx, body)
        .and_then(|i| i.value_u64(ctx));
    let element = array.zip(index.and_then(|i| usize::try_from(i).ok()));
    match element.and_then(|(array, index)| array.elements(ctx).get(index).copied()) {
        Some(element) => FoldOutcome::attr(element),
        None => FoldOutcome::NoFold,
    }
}

/// The dialect's constants (the tutorial's `materializeConstant`): `toy.struct_constant` for a
/// struct type and an array, `toy.constant` for a tensor type and dense elements.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut oxir::Builder,
    value: Attribute,
    ty: Type,
    loc: oxir::Location,
) -> Option<OpId> {
    let name = if ty.isa::<StructType>(ctx) {
        value.dyn_cast::<ArrayAttr>(ctx)?;
        StructConstantOp::NAME
    } else {
        value.dyn_cast::<DenseElementsAttr>(ctx)?;
        ConstantOp::NAME
    };
    oxir::rewrite::build_value_constant(ctx, body, builder, name, value, ty, loc)
}

/// The struct type's elements: at least one, each a tensor or a struct.
pub fn verify_struct_type(ctx: &Context, storage: &StructTypeStorage) -> Result<(), String> {
    if storage.element_types.is_empty() {
        return Err("a struct must have at least one element type".to_string());
    }
    let is_element = |t: Type| {
        t.isa::<StructType>(ctx)
            || t.isa::<RankedTensorType>(ctx)
            || t.isa::<UnrankedTensorType>(ctx)
    };
    match storage.element_types.iter().find(|&&t| !is_element(t)) {
        Some(&ty) => Err(format!(
            "element type for a struct must either be a TensorType or a StructType, got: {}",
            print_type(ctx, ty)
        )),
        None => Ok(()),
    }
}

/// `toy.add` and `toy.mul`: element-wise, so operands whose shapes are both known must agree.
pub fn verify_binary(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ((lhs, _), (rhs, _)) = (shapes(ctx, body, op, 0), shapes(ctx, body, op, 1));
    match (lhs, rhs) {
        (Some(lhs), Some(rhs)) if lhs != rhs => {
            let (lhs, rhs) = (ranked_f64(ctx, &lhs), ranked_f64(ctx, &rhs));
            let (lhs, rhs) = (print_type(ctx, lhs), print_type(ctx, rhs));
            Err(op_error(
                ctx,
                body,
                op,
                format!("operand shapes mismatch: {lhs} vs {rhs}"),
            ))
        }
        _ => Ok(()),
    }
}

/// `toy.transpose`: when both shapes are known, the result's is the input's reversed.
pub fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    match shapes(ctx, body, op, 0) {
        (Some(input), Some(result)) if !input.iter().eq(result.iter().rev()) => {
            let message = "expected result shape to be a transpose of the input";
            Err(op_error(ctx, body, op, message))
        }
        _ => Ok(()),
    }
}

/// `toy.reshape`: the result (of static shape) has as many elements as a static input.
pub fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (input, Some(result)) = shapes(ctx, body, op, 0) else {
        return Ok(());
    };
    let Some(input) = input.filter(|s| s.iter().all(|&d| d >= 0)) else {
        return Ok(());
    };
    // A count too large for `i64` is `None`, unequal to any real count.
    let count = |shape: &[i64]| shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
    let (from, to) = (count(&input), count(&result));
    if from == to {
        return Ok(());
    }
    let show = |n: Option<i64>| n.map_or_else(|| "too many".to_string(), |n| n.to_string());
    let (from_type, to_type) = (ranked_f64(ctx, &input), ranked_f64(ctx, &result));
    let message = format!(
        "cannot reshape {} elements into {}: {} to {}",
        show(from),
        show(to),
        print_type(ctx, from_type),
        print_type(ctx, to_type)
    );
    Err(op_error(ctx, body, op, message))
}

/// `toy.return`: at most one operand (its match with the function is checked by `toy.func`).
pub fn verify_return(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_operands(op) > 1 {
        return Err(op_error(ctx, body, op, "expects at most 1 return operand"));
    }
    Ok(())
}

/// `toy.cast`: the same element type, and the same shape where both are known.
pub fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let cast = CastOp(op);
    let (input, output) = (
        body.value_type(cast.input(ctx, body)),
        body.value_type(cast.output(ctx, body)),
    );
    if cast_compatible(ctx, input, output) {
        return Ok(());
    }
    let (input, output) = (print_type(ctx, input), print_type(ctx, output));
    let message = format!("operand type {input} and result type {output} are cast incompatible");
    Err(op_error(ctx, body, op, message))
}

/// Whether a `toy.cast` may convert `from` into `to`: equal when both shapes are known.
pub fn cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    match (ranked_shape(ctx, from), ranked_shape(ctx, to)) {
        (Some(a), Some(b)) => a == b,
        _ => true,
    }
}

/// `toy.func`: each `toy.return` returns what the function type says; an unranked tensor on
/// either side matches any tensor (the tutorial's rule, for the generic functions before
/// inlining and shape inference).
pub fn verify_func_returns(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, results)) = oxir::function::signature(ctx, body, op) else {
        return Ok(());
    };
    let (scope, returns) = oxir::function::returns_named(ctx, body, op, ReturnOp::NAME);
    let unranked = |t: Type| t.isa::<UnrankedTensorType>(ctx);
    for ret in returns {
        let operands: Vec<Type> = scope.operands(ret).map(|v| scope.value_type(v)).collect();
        let message = if operands.len() != results.len() {
            format!(
                "does not return the same number of values ({}) as the enclosing function ({})",
                operands.len(),
                results.len()
            )
        } else if let Some((&operand, &result)) = operands
            .iter()
            .zip(&results)
            .find(|&(&o, &r)| o != r && !unranked(o) && !unranked(r))
        {
            let (operand, result) = (print_type(ctx, operand), print_type(ctx, result));
            format!(
                "type of return operand ({operand}) doesn't match function result type ({result})"
            )
        } else {
            continue;
        };
        return Err(op_error(ctx, scope, ret, message));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn casts_keep_known_shapes() {
        let ctx = crate::context();
        let (a, b) = (ranked_f64(&ctx, &[2, 3]), ranked_f64(&ctx, &[3, 2]));
        let any = unranked_f64(&ctx);
        assert!(cast_compatible(&ctx, a, any));
        assert!(cast_compatible(&ctx, any, b));
        assert!(cast_compatible(&ctx, a, a));
        assert!(!cast_compatible(&ctx, a, b));
        assert_eq!(ranked_shape(&ctx, a), Some(vec![2, 3]));
        assert_eq!(ranked_shape(&ctx, any), None);
    }
}
