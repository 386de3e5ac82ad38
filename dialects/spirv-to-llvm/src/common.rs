//! What the patterns share: building `llvm` ops at the rewriter's insertion point, the
//! converted types of values (refusing types that stay SPIR-V), constants.

use oxir::attrs::{Attribute, DenseElementsAttr, FloatAttr, IntegerAttr};
use oxir::conversion::{RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{IrError, OpId, Value};
use oxir::{Context, Type, TypeData};

/// A pattern's result.
pub(crate) type PatternResult = Result<(), MatchFailure>;

/// `IrError` to pattern failure.
pub(crate) fn fail(error: IrError) -> MatchFailure {
    MatchFailure::new(error.to_string())
}

/// The single LLVM type `ty` becomes (MLIR's patterns fail with "type conversion failed"
/// when the converter gives none).
pub(crate) fn convert(
    ctx: &Context,
    converter: &TypeConverter,
    ty: Type,
) -> Result<Type, MatchFailure> {
    converter
        .convert_type_1to1(ctx, ty)
        .filter(|&t| oxir_llvm::types::is_compatible_type(ctx, t))
        .ok_or_else(|| MatchFailure::new("type conversion failed"))
}

/// The converted type of the single result of `op`.
pub(crate) fn result_type(
    ctx: &Context,
    converter: &TypeConverter,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
) -> Result<Type, MatchFailure> {
    let ty = rewriter
        .body()
        .result_types(op)
        .next()
        .ok_or_else(|| MatchFailure::new("the op has no result"))?;
    convert(ctx, converter, ty)
}

/// The type of the first result of `op` before conversion.
pub(crate) fn original_result_type(
    rewriter: &PatternRewriter<'_>,
    op: OpId,
) -> Result<Type, MatchFailure> {
    rewriter
        .body()
        .result_types(op)
        .next()
        .ok_or_else(|| MatchFailure::new("the op has no result"))
}

/// The converted operands of `op`, one value each.
pub(crate) fn values(operands: &RemappedOperands) -> Result<Vec<Value>, MatchFailure> {
    Ok(operands.one_to_one()?.to_vec())
}

/// Op `name` at the insertion point with `operands`, `results` and the properties of
/// `props` that are set.
pub(crate) fn create(
    rewriter: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[Value],
    results: &[Type],
    props: &[(&str, Option<Attribute>)],
) -> Result<OpId, MatchFailure> {
    let ctx = rewriter.ctx();
    let mut state = rewriter.state(name).operands(operands).results(results);
    state.props = oxir::op_support::properties(ctx, props);
    rewriter.create(state).map_err(fail)
}

/// Like [`create`], returning the one result.
pub(crate) fn create_value(
    rewriter: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Option<Attribute>)],
) -> Result<Value, MatchFailure> {
    let op = create(rewriter, name, operands, &[ty], props)?;
    rewriter
        .body()
        .results(op)
        .next()
        .ok_or_else(|| fail(IrError::Detached))
}

/// Replaces `op` with a new op `name` of `operands` and one result of type `ty`.
pub(crate) fn replace_with(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Option<Attribute>)],
) -> PatternResult {
    let value = create_value(rewriter, name, operands, ty, props)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `llvm.mlir.constant` of `value` with type `ty`.
pub(crate) fn constant(
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    value: Attribute,
) -> Result<Value, MatchFailure> {
    create_value(
        rewriter,
        "llvm.mlir.constant",
        &[],
        ty,
        &[("value", Some(value))],
    )
}

/// An `i32` constant (MLIR's `createI32ConstantOf`).
pub(crate) fn i32_constant(
    rewriter: &mut PatternRewriter<'_>,
    value: i64,
) -> Result<Value, MatchFailure> {
    let i32 = rewriter.ctx().common().i32;
    let attr = IntegerAttr::get(rewriter.ctx(), i32, value).attr();
    constant(rewriter, i32, attr)
}

/// The element type of `ty` (a vector's), or `ty`.
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// The width of the integers or floats of `ty` (a scalar or a vector's elements).
pub(crate) fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    let element = element_type(ctx, ty);
    match ctx.type_data(element) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(_) => element
            .dyn_cast::<oxir::types::FloatType>(ctx)
            .map(|f| f.width(ctx)),
        _ => None,
    }
}

/// An attribute of `element` for each element of `ty`: a splat of it when `ty` is a vector,
/// `element` itself otherwise (MLIR's `SplatElementsAttr::get` on vectors).
pub(crate) fn splat_like(
    ctx: &Context,
    ty: Type,
    element: Attribute,
) -> Result<Attribute, MatchFailure> {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => DenseElementsAttr::get_splat(ctx, ty, element)
            .map(|d| d.attr())
            .map_err(|_| MatchFailure::new("cannot build a splat constant")),
        _ => Ok(element),
    }
}

/// A constant with all bits set, typed `dst`, its value of the element type of `src` (MLIR's
/// `createConstantAllBitsSet`).
pub(crate) fn all_ones(
    rewriter: &mut PatternRewriter<'_>,
    src: Type,
    dst: Type,
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let element = IntegerAttr::get(ctx, element_type(ctx, src), -1).attr();
    let attr = splat_like(ctx, src, element)?;
    constant(rewriter, dst, attr)
}

/// A floating-point constant `value` typed `dst`, of the element type of `src` (MLIR's
/// `createFPConstant`).
pub(crate) fn float_constant(
    rewriter: &mut PatternRewriter<'_>,
    src: Type,
    dst: Type,
    value: f64,
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let element = FloatAttr::get(ctx, element_type(ctx, src), value).attr();
    let attr = splat_like(ctx, src, element)?;
    constant(rewriter, dst, attr)
}
