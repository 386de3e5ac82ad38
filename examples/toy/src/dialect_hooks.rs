//! The hand-written parts of the `toy` ops that the spec in [`crate::dialect`] names: the
//! verifiers beyond the type constraints, the custom form of the binary ops (MLIR's
//! `printBinaryOp`), `toy.func`'s function syntax (the core's, which `func.func` uses too) and
//! the check of its returns; and the check of `toy.generic_call`'s callee, attached as a
//! symbol-user interface ([`attach`]).
//!
//! The messages follow the tutorial's where it has them, in the project's style (lowercase,
//! no trailing period).

use oxir::attrs::{ArrayAttr, DenseElementsAttr, IntegerAttr};
use oxir::descriptor::attach_op_interface;
use oxir::function::signature;
use oxir::function::syntax::{parse_function_op, print_function_op};
use oxir::op_support::attr;
use oxir::rewrite::FoldOutcome;
use oxir::symbols::{OpPath, SymbolRef, SymbolTableCollection, SymbolUserOpInterface};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::print_attribute;
use oxir::text::printer::{OpAsmPrinter, print_type};
use oxir::types::{RankedTensorType, UnrankedTensorType};
use oxir::verifier::{error_on_op, op_error};

use crate::dialect::{ConstantOp, StructConstantOp, StructType, StructTypeStorage};
use oxir::{Body, Context, Diagnostic, OpId, OperationState, Type, TypeData};

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

fn value_type_of(body: &Body, op: OpId, operand: usize) -> Option<Type> {
    body.operand(op, operand).map(|v| body.value_type(v))
}

fn result_type_of(body: &Body, op: OpId) -> Option<Type> {
    body.result(op, 0).map(|v| body.value_type(v))
}

/// `toy.constant`: a ranked result has the rank and dimensions of the value.
pub fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    match (result_type_of(body, op), attr(ctx, body, op, "value")) {
        (Some(ty), Some(value)) => verify_constant_for_type(ctx, body, op, ty, value),
        _ => Ok(()),
    }
}

/// `toy.struct_constant`: the value holds one constant per element of the struct type, each
/// valid for its element's type (the tutorial's `verifyConstantForType`).
pub fn verify_struct_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_constant(ctx, body, op)
}

/// Whether `value` is a constant of type `ty` (a tensor or a struct) for `op`.
fn verify_constant_for_type(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ty: Type,
    value: oxir::Attribute,
) -> Result<(), Diagnostic> {
    if let Some(structure) = ty.dyn_cast::<StructType>(ctx) {
        let elements = structure.element_types(ctx);
        let array = value.dyn_cast::<ArrayAttr>(ctx);
        let Some(array) = array.filter(|a| a.elements(ctx).len() == elements.len()) else {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!(
                    "constant of StructType must be initialized by an ArrayAttr with the same number of elements, got {}",
                    print_attribute(ctx, value)
                ),
            ));
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
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "constant of TensorType must be initialized by a DenseFPElementsAttr, got {}",
                print_attribute(ctx, value)
            ),
        ));
    };
    let Some(result) = ranked_shape(ctx, ty) else {
        return Ok(());
    };
    let Some(data) = ranked_shape(ctx, dense.ty(ctx)) else {
        return Ok(());
    };
    if data.len() != result.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "return type must match the one of the attached value attribute: {} != {}",
                data.len(),
                result.len()
            ),
        ));
    }
    for (dim, (d, r)) in data.iter().zip(&result).enumerate() {
        if d != r {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "return type shape mismatches its attribute at dimension {dim}: {d} != {r}"
                ),
            ));
        }
    }
    Ok(())
}

/// `toy.struct_access`: the index is an element of the input's struct type, whose type the
/// result has.
pub fn verify_struct_access(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let structure = value_type_of(body, op, 0).and_then(|t| t.dyn_cast::<StructType>(ctx));
    let index = attr(ctx, body, op, "index").and_then(|a| a.dyn_cast::<IntegerAttr>(ctx));
    let (Some(structure), Some(index)) = (structure, index) else {
        return Ok(());
    };
    let elements = structure.element_types(ctx);
    let element = index
        .value_u64(ctx)
        .and_then(|i| usize::try_from(i).ok())
        .and_then(|i| elements.get(i));
    let Some(&element) = element else {
        return Err(op_error(
            ctx,
            body,
            op,
            "index should be within the range of the input struct type",
        ));
    };
    if result_type_of(body, op) != Some(element) {
        return Err(op_error(
            ctx,
            body,
            op,
            "must have the same result type as the struct element referred to by the index",
        ));
    }
    Ok(())
}

/// `toy.struct_access` of a constant struct folds to the element's constant.
pub fn fold_struct_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: &[Option<oxir::Attribute>],
) -> FoldOutcome {
    let array = constants
        .first()
        .copied()
        .flatten()
        .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx));
    let index = attr(ctx, body, op, "index")
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|i| i.value_u64(ctx))
        .and_then(|i| usize::try_from(i).ok());
    match (array, index) {
        (Some(array), Some(index)) => array
            .elements(ctx)
            .get(index)
            .map_or(FoldOutcome::NoFold, |&element| FoldOutcome::attr(element)),
        _ => FoldOutcome::NoFold,
    }
}

/// The dialect's constants (the tutorial's `materializeConstant`): `toy.struct_constant` for a
/// struct type and an array, `toy.constant` for a tensor type and dense elements.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut oxir::Builder,
    value: oxir::Attribute,
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
    for &ty in &storage.element_types {
        if !ty.isa::<StructType>(ctx) && !is_tensor(ctx, ty) {
            return Err(format!(
                "element type for a struct must either be a TensorType or a StructType, got: {}",
                print_type(ctx, ty)
            ));
        }
    }
    Ok(())
}

fn is_tensor(ctx: &Context, ty: Type) -> bool {
    ty.isa::<RankedTensorType>(ctx) || ty.isa::<UnrankedTensorType>(ctx)
}

/// `toy.add` and `toy.mul`: element-wise, so operands whose shapes are both known must agree.
pub fn verify_binary(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let shapes = (
        value_type_of(body, op, 0).and_then(|t| ranked_shape(ctx, t)),
        value_type_of(body, op, 1).and_then(|t| ranked_shape(ctx, t)),
    );
    if let (Some(lhs), Some(rhs)) = shapes
        && lhs != rhs
    {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "operand shapes mismatch: {} vs {}",
                print_type(ctx, ranked_f64(ctx, &lhs)),
                print_type(ctx, ranked_f64(ctx, &rhs))
            ),
        ));
    }
    Ok(())
}

/// `toy.transpose`: when both shapes are known, the result's is the input's reversed.
pub fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let input = value_type_of(body, op, 0).and_then(|t| ranked_shape(ctx, t));
    let result = result_type_of(body, op).and_then(|t| ranked_shape(ctx, t));
    if let (Some(input), Some(result)) = (input, result)
        && !input.iter().eq(result.iter().rev())
    {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected result shape to be a transpose of the input",
        ));
    }
    Ok(())
}

/// `toy.reshape`: the result has a static shape, with as many elements as a static input.
pub fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = result_type_of(body, op).and_then(|t| ranked_shape(ctx, t)) else {
        return Ok(());
    };
    if result.iter().any(|&d| d < 0) {
        return Err(op_error(ctx, body, op, "result must have a static shape"));
    }
    let input = value_type_of(body, op, 0).and_then(|t| ranked_shape(ctx, t));
    if let Some(input) = input.filter(|s| s.iter().all(|&d| d >= 0)) {
        // A count too large for `i64` is `None`, unequal to any real count.
        let count = |shape: &[i64]| shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
        let (from, to) = (count(&input), count(&result));
        if from != to {
            let show = |n: Option<i64>| n.map_or_else(|| "too many".to_string(), |n| n.to_string());
            let (from, to) = (show(from), show(to));
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "cannot reshape {from} elements into {to}: {} to {}",
                    print_type(ctx, ranked_f64(ctx, &input)),
                    print_type(ctx, ranked_f64(ctx, &result))
                ),
            ));
        }
    }
    Ok(())
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
    let (Some(input), Some(output)) = (value_type_of(body, op, 0), result_type_of(body, op)) else {
        return Ok(());
    };
    if !cast_compatible(ctx, input, output) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "operand type {} and result type {} are cast incompatible",
                print_type(ctx, input),
                print_type(ctx, output)
            ),
        ));
    }
    Ok(())
}

/// Whether a `toy.cast` may convert `from` into `to`: equal when both shapes are known.
pub fn cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    match (ranked_shape(ctx, from), ranked_shape(ctx, to)) {
        (Some(a), Some(b)) => a == b,
        _ => true,
    }
}

/// `toy.cast` folds to its input when it changes no type (MLIR's `foldCastOp`).
pub fn fold_cast(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    _constants: &[Option<oxir::Attribute>],
) -> FoldOutcome {
    match (body.operand(op, 0), result_type_of(body, op)) {
        (Some(input), Some(output)) if body.value_type(input) == output => {
            FoldOutcome::value(input)
        }
        _ => FoldOutcome::NoFold,
    }
}

/// Parses `toy.add` / `toy.mul` after the name: `%a, %b attr-dict : type` or with a function
/// type when the operand types differ from the result's.
pub fn parse_binary(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None, Some(2))?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let ctx = p.context();
    if let TypeData::Function { inputs, results } = ctx.type_data(ty) {
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        state.operands = p.resolve_operands(&operands, &inputs)?;
        state.result_types = results;
    } else {
        state.operands = p.resolve_operands(&operands, &[ty, ty])?;
        state.result_types = vec![ty];
    }
    Ok(())
}

/// Prints `toy.add` / `toy.mul` after the name, as [`parse_binary`] reads it.
pub fn print_binary(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    p.write_str(" ");
    p.print_operands(body.operands(op));
    p.print_op_attr_dict(op, &[]);
    p.write_str(" : ");
    let result = result_type_of(body, op);
    if result.is_some()
        && body
            .operands(op)
            .all(|v| Some(body.value_type(v)) == result)
    {
        p.print_types(result);
    } else {
        p.print_functional_type(op);
    }
}

/// Parses `toy.func` after the name: the function syntax of the core, `func.func`'s.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_function_op(p, state, "toy")
}

/// Prints `toy.func` after the name: the function syntax of the core, `func.func`'s.
pub fn print_func(p: &mut OpAsmPrinter<'_>, op: OpId) {
    print_function_op(p, op);
}

/// `toy.func`: each `toy.return` returns what the function type says; an unranked tensor on
/// either side matches any tensor (the tutorial's rule, for the generic functions before
/// inlining and shape inference).
pub fn verify_func_returns(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, results)) = signature(ctx, body, op) else {
        return Ok(());
    };
    let (scope, regions) = body.region_scope(op);
    let return_name = ctx.op_name(crate::dialect::ReturnOp::NAME);
    for &region in regions {
        for block in scope.region_blocks(region) {
            let Some(ret) = scope
                .last_op(block)
                .filter(|&r| scope.op_name(r) == return_name)
            else {
                continue;
            };
            let operands: Vec<Type> = scope.operands(ret).map(|v| scope.value_type(v)).collect();
            if operands.len() != results.len() {
                return Err(op_error(
                    ctx,
                    scope,
                    ret,
                    format!(
                        "does not return the same number of values ({}) as the enclosing function ({})",
                        operands.len(),
                        results.len()
                    ),
                ));
            }
            for (&operand, &result) in operands.iter().zip(&results) {
                let unranked = |t: Type| t.dyn_cast::<UnrankedTensorType>(ctx).is_some();
                if operand != result && !unranked(operand) && !unranked(result) {
                    return Err(op_error(
                        ctx,
                        scope,
                        ret,
                        format!(
                            "type of return operand ({}) doesn't match function result type ({})",
                            print_type(ctx, operand),
                            print_type(ctx, result)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `toy.generic_call`'s symbol check: the callee is a `toy.func` of the nearest symbol table,
/// taking as many arguments as the call passes (their shapes may differ: functions are
/// generic).
struct GenericCallUses;

impl SymbolUserOpInterface for GenericCallUses {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        top: &Body,
        user: &OpPath,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(body) = user.body(top) else {
            return Ok(());
        };
        let op = user.op();
        let Some(reference) =
            attr(ctx, body, op, "callee").and_then(|a| SymbolRef::from_attr(ctx, a))
        else {
            return Ok(());
        };
        let name = ctx
            .string_str(reference.leaf())
            .unwrap_or_default()
            .to_string();
        let found = tables
            .lookup_nearest_symbol_from(ctx, top, user, &reference)
            .ok();
        let callee =
            found.filter(|f| ctx.op_name_str(f.body.op_name(f.op)) == crate::dialect::FuncOp::NAME);
        let Some((inputs, _)) = callee.and_then(|f| signature(ctx, f.body, f.op)) else {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("'{name}' does not reference a valid function"),
            ));
        };
        if inputs.len() != body.num_operands(op) {
            return Err(op_error(
                ctx,
                body,
                op,
                "incorrect number of operands for callee",
            ));
        }
        Ok(())
    }
}

/// Attaches the interfaces of this module to `ctx` (the dialect registered already).
pub fn attach(ctx: &Context) {
    attach_op_interface::<dyn SymbolUserOpInterface>(
        ctx,
        crate::dialect::GenericCallOp::NAME,
        Box::new(GenericCallUses),
    );
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
