//! The composite ops: `CompositeExtract` / `CompositeInsert` become `llvm.extractelement` /
//! `llvm.insertelement` on a vector (the index an `i32` constant) and `llvm.extractvalue` /
//! `llvm.insertvalue` on a struct or array; `VectorShuffle` becomes `llvm.shufflevector` when
//! both vectors have the same length, one extraction and insertion per component otherwise.

use crate::common::{
    PatternResult, create_value, fail, i32_constant, replace_with, result_type, values,
};
use oxir::attrs::{ArrayAttr, Attribute, DenseArrayAttr, IntegerAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::OpId;
use oxir::{Context, TypeData};

/// The integers of the array attribute `name` of `op` (`indices`, `components`).
fn int_array(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
    name: &str,
) -> Result<Vec<i64>, MatchFailure> {
    let attr: Attribute = oxir::op_support::attr(ctx, rewriter.body(), op, name)
        .ok_or_else(|| MatchFailure::new(format!("no {name}")))?;
    let array = attr
        .dyn_cast::<ArrayAttr>(ctx)
        .ok_or_else(|| MatchFailure::new(format!("{name} is not an array")))?;
    array
        .elements(ctx)
        .iter()
        .map(|&e| {
            e.dyn_cast::<IntegerAttr>(ctx)
                .and_then(|i| i.value_i64(ctx))
                .ok_or_else(|| MatchFailure::new("unable to support non-constant component"))
        })
        .collect()
}

/// Whether the operand `index` of `op` is a vector (before conversion).
fn operand_is_vector(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
    index: usize,
) -> bool {
    let body = rewriter.body();
    body.operands(op)
        .nth(index)
        .is_some_and(|v| matches!(ctx.type_data(body.value_type(v)), TypeData::Vector { .. }))
}

fn lower_extract(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let indices = int_array(ctx, rewriter, op, "indices")?;
    if operand_is_vector(ctx, rewriter, op, 0) {
        let index = i32_constant(rewriter, indices[0])?;
        return replace_with(
            rewriter,
            op,
            "llvm.extractelement",
            &[values[0], index],
            ty,
            &[],
        );
    }
    let position = DenseArrayAttr::from_i64(ctx, &indices).attr();
    replace_with(
        rewriter,
        op,
        "llvm.extractvalue",
        &values,
        ty,
        &[("position", Some(position))],
    )
}

fn lower_insert(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    // The operands are the object, then the composite.
    let values = values(operands)?;
    let (object, composite) = (values[0], values[1]);
    let indices = int_array(ctx, rewriter, op, "indices")?;
    if operand_is_vector(ctx, rewriter, op, 1) {
        let index = i32_constant(rewriter, indices[0])?;
        return replace_with(
            rewriter,
            op,
            "llvm.insertelement",
            &[composite, object, index],
            ty,
            &[],
        );
    }
    let position = DenseArrayAttr::from_i64(ctx, &indices).attr();
    replace_with(
        rewriter,
        op,
        "llvm.insertvalue",
        &[composite, object],
        ty,
        &[("position", Some(position))],
    )
}

/// The number of elements of vector value type `ty`.
fn vector_len(ctx: &Context, ty: oxir::Type) -> Option<i64> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => shape.iter().copied().reduce(|a, b| a * b),
        _ => None,
    }
}

fn lower_shuffle(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let values = values(operands)?;
    let (v1, v2) = (values[0], values[1]);
    let body = rewriter.body();
    let (Some(len1), Some(len2)) = (
        vector_len(ctx, body.value_type(v1)),
        vector_len(ctx, body.value_type(v2)),
    ) else {
        return Err(MatchFailure::new("the operands are not vectors"));
    };
    let components = int_array(ctx, rewriter, op, "components")?;
    let ty = result_type(ctx, converter, rewriter, op)?;
    if len1 == len2 {
        let mask: Vec<i32> = components.iter().map(|&c| c as i32).collect();
        let mask = DenseArrayAttr::from_i32(ctx, &mask).attr();
        return replace_with(
            rewriter,
            op,
            "llvm.shufflevector",
            &[v1, v2],
            ty,
            &[("mask", Some(mask))],
        );
    }
    let scalar = crate::common::element_type(ctx, ty);
    let mut acc = create_value(rewriter, "llvm.mlir.undef", &[], ty, &[])?;
    for (position, &component) in components.iter().enumerate() {
        // -1 is an undefined component: the lane keeps the undef.
        if component == -1 {
            continue;
        }
        let (base, offset) = if component >= len1 {
            (v2, len1)
        } else {
            (v1, 0)
        };
        let dst = i32_constant(rewriter, position as i64)?;
        let index = i32_constant(rewriter, component - offset)?;
        let element = create_value(rewriter, "llvm.extractelement", &[base, index], scalar, &[])?;
        acc = create_value(
            rewriter,
            "llvm.insertelement",
            &[acc, element, dst],
            ty,
            &[],
        )?;
    }
    rewriter.replace_op(op, &[acc]).map_err(fail)
}

/// Adds the patterns of the composite ops.
pub fn populate(patterns: &mut ConversionPatternSet) {
    patterns.add_fn(
        "spirv.CompositeExtract",
        "spirv.CompositeExtract",
        lower_extract,
    );
    patterns.add_fn(
        "spirv.CompositeInsert",
        "spirv.CompositeInsert",
        lower_insert,
    );
    patterns.add_fn("spirv.VectorShuffle", "spirv.VectorShuffle", lower_shuffle);
}
