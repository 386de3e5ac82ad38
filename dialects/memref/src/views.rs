//! MLIR's checks of the `memref` ops that give views of a buffer (`memref.subview`,
//! `memref.reinterpret_cast`, `memref.view`, `memref.expand_shape`, `memref.collapse_shape`,
//! `memref.transpose`) and the result types of `memref.extract_strided_metadata`: the
//! offsets, sizes and strides the ops state against the layouts of their types.
//!
//! Layouts are read as strides and an offset ([`MemRefType::strides_and_offset`]), whether
//! written as `strided<...>`, as an `affine_map` or left out; transposes compare layouts in
//! canonical form ([`MemRefType::canonicalize_strided_layout`]). Offsets and strides are
//! combined as MLIR's saturated integers: dynamic when a term is, except that 0 times anything
//! is 0.

use oxir::attrs::StridedLayoutAttr;
use oxir::op_support::InferInput;
use oxir::op_support::attr;
use oxir::text::printer::print_type;
use oxir::types::{DYNAMIC, MemRefType};
use oxir::verifier::{error_on_op, op_error};
use oxir::{AttrData, Attribute, Body, Context, Diagnostic, OpId, Type, TypeData};

use crate::directives::static_integers;
use crate::verify::{is_strided, quoted, require_strided};

/// The parts of a ranked memref type.
struct Parts {
    shape: Vec<i64>,
    element: Type,
    memory_space: Option<Attribute>,
    /// Strides and offset, when the layout has them.
    strided: Option<(Vec<i64>, i64)>,
}

/// The parts of `ty` when it is a ranked memref.
fn parts(ctx: &Context, ty: Type) -> Option<Parts> {
    let memref = ty.dyn_cast::<MemRefType>(ctx)?;
    Some(Parts {
        shape: memref.shape(ctx).to_vec(),
        element: memref.element_type(ctx),
        memory_space: memref.memory_space(ctx),
        strided: memref.strides_and_offset(ctx),
    })
}

/// `a * b` where either may be dynamic (MLIR's `SaturatedInteger` product): 0 when either is
/// 0, since zero times any value is zero; otherwise dynamic when either is (or the product
/// overflows).
fn mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_mul(b).unwrap_or(DYNAMIC)
}

/// `a + b` where either may be dynamic (or the sum overflows).
fn add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

/// The static offsets, sizes and strides of an op with `static_offsets`, `static_sizes` and
/// `static_strides`.
fn static_lists(ctx: &Context, body: &Body, op: OpId) -> [Vec<i64>; 3] {
    ["static_offsets", "static_sizes", "static_strides"]
        .map(|name| static_integers(ctx, attr(ctx, body, op, name)))
}

/// The number of offset, size and stride operands of `op` (a subview or reinterpret cast).
fn dynamic_counts(ctx: &Context, body: &Body, op: OpId) -> Option<[usize; 3]> {
    if let Some(subview) = crate::SubviewOp::from_op(ctx, body, op) {
        return Some([
            subview.offsets(ctx, body).len(),
            subview.sizes(ctx, body).len(),
            subview.strides(ctx, body).len(),
        ]);
    }
    let cast = crate::ReinterpretCastOp::from_op(ctx, body, op)?;
    Some([
        cast.offsets(ctx, body).len(),
        cast.sizes(ctx, body).len(),
        cast.strides(ctx, body).len(),
    ])
}

/// MLIR's `verifyOffsetSizeAndStrideOp` (the check of `OffsetSizeAndStrideOpInterface`):
/// offsets (one, when at most one is expected, or as many as sizes), sizes and strides of
/// matching counts, as many as the op expects (`ranks`), one operand per dynamic entry, and no
/// negative static offset or size.
fn verify_offsets_sizes_strides(
    ctx: &Context,
    body: &Body,
    op: OpId,
    lists: &[Vec<i64>; 3],
    ranks: [usize; 3],
) -> Result<(), Diagnostic> {
    let [offsets, sizes, strides] = lists;
    let single_offset = offsets.len() == 1 && ranks[0] == 1;
    if !single_offset && offsets.len() != sizes.len() {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.len() != strides.len() {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    let dynamic = dynamic_counts(ctx, body, op).unwrap_or_default();
    let names = ["offset", "size", "stride"];
    for (((list, rank), operands), name) in lists.iter().zip(ranks).zip(dynamic).zip(names) {
        if list.len() != rank {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!("expected {rank} {name} values, got {}", list.len()),
            ));
        }
        let expected = list.iter().filter(|&&v| v == DYNAMIC).count();
        if operands != expected {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!("expected {expected} dynamic {name} values"),
            ));
        }
    }
    for (list, name) in [(offsets, "offsets"), (sizes, "sizes")] {
        if let Some(value) = list.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!("expected {name} to be non-negative, but got {value}"),
            ));
        }
    }
    Ok(())
}

/// The type MLIR's `SubViewOp::inferResultType` gives: the sizes, the source strides scaled
/// by the strides, the source offset moved by the offsets, in the source's memory space.
fn subview_type(ctx: &Context, source: &Parts, lists: &[Vec<i64>; 3]) -> Option<Type> {
    if lists.iter().any(|list| list.len() != source.shape.len()) {
        return None;
    }
    let (source_strides, source_offset) = source.strided.clone()?;
    let [offsets, sizes, strides] = lists;
    let mut offset = source_offset;
    for (&o, &s) in offsets.iter().zip(&source_strides) {
        offset = add(offset, mul(o, s));
    }
    let strides: Vec<i64> = strides
        .iter()
        .zip(&source_strides)
        .map(|(&a, &b)| mul(a, b))
        .collect();
    let layout = StridedLayoutAttr::get(ctx, offset, &strides).attr();
    Some(
        MemRefType::get(
            ctx,
            sizes,
            source.element,
            Some(layout),
            source.memory_space,
        )
        .into(),
    )
}

/// The type of a `memref.subview` of `source` with these static offsets, sizes and strides
/// ([`DYNAMIC`] where an operand stands), before any rank reduction (MLIR's
/// `SubViewOp::inferResultType`); `None` when `source` has no strided layout or the lists do
/// not have its rank.
pub fn infer_subview_type(ctx: &Context, source: Type, lists: &[Vec<i64>; 3]) -> Option<Type> {
    subview_type(ctx, &parts(ctx, source)?, lists)
}

/// MLIR's `SubViewOp::verify`: source and result in one memory space, a strided source, and
/// a result of the inferred type, possibly with dimensions of size 1 dropped; its offset and the strides of the dimensions it keeps are the inferred ones
/// (a dynamic value matches only a dynamic value, as in MLIR 19).
pub fn verify_subview(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return Ok(());
    };
    let (source_type, result_type) = (body.value_type(source), body.value_type(result));
    let (Some(source), Some(result)) = (parts(ctx, source_type), parts(ctx, result_type)) else {
        return Ok(());
    };
    let lists = static_lists(ctx, body, op);
    let rank = source.shape.len();
    verify_offsets_sizes_strides(ctx, body, op, &lists, [rank; 3])?;
    if result.memory_space != source.memory_space {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "different memory spaces specified for base memref type {} and subview memref type {}",
                quoted(ctx, source_type),
                quoted(ctx, result_type)
            ),
        ));
    }
    if source.strided.is_none() {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!("base type {} is not strided", quoted(ctx, source_type)),
        ));
    }
    let Some(expected_type) = subview_type(ctx, &source, &lists) else {
        return Ok(());
    };
    let Some(expected) = parts(ctx, expected_type) else {
        return Ok(());
    };
    let mismatch = |what: &str| {
        error_on_op(
            ctx,
            body,
            op,
            format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result {what}) ",
                quoted(ctx, expected_type)
            ),
        )
    };
    if result.shape.len() > expected.shape.len() {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "expected result rank to be smaller or equal to the source rank. ",
        ));
    }
    let Some(kept) = kept_dims(&expected.shape, &result.shape) else {
        return Err(mismatch("sizes"));
    };
    if result.element != expected.element {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "expected result element type to be '{}'",
                print_type(ctx, expected.element)
            ),
        ));
    }
    let (Some((result_strides, result_offset)), Some((expected_strides, expected_offset))) =
        (result.strided, expected.strided)
    else {
        return Ok(());
    };
    if result_offset != expected_offset {
        return Err(mismatch("layout"));
    }
    let strides_agree = kept
        .iter()
        .zip(&result_strides)
        .all(|(&dim, &stride)| expected_strides[dim] == stride);
    if !strides_agree {
        return Err(mismatch("layout"));
    }
    Ok(())
}

/// The dimensions of `full` that `reduced` keeps when it leaves out dimensions of size 1 only
/// (the first fit, as MLIR's rank-reduction mask), or `None` when it cannot be so.
pub fn kept_dims(full: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut kept = Vec::with_capacity(reduced.len());
    let mut next = 0;
    for (dim, &size) in full.iter().enumerate() {
        if next < reduced.len() && reduced[next] == size {
            kept.push(dim);
            next += 1;
        } else if size != 1 {
            return None;
        }
    }
    (next == reduced.len()).then_some(kept)
}

/// MLIR's `ReinterpretCastOp::verify`: same element type and memory space, and the sizes,
/// offset and strides are those of the result type where both are static.
pub fn verify_reinterpret_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return Ok(());
    };
    let source_type = body.value_type(source);
    let result_type = body.value_type(result);
    if !is_strided(ctx, result_type) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result #0 must be strided memref of any type values, but got {}",
                quoted(ctx, result_type)
            ),
        ));
    }
    let Some(result) = parts(ctx, result_type) else {
        return Ok(());
    };
    let lists = static_lists(ctx, body, op);
    let rank = result.shape.len();
    verify_offsets_sizes_strides(ctx, body, op, &lists, [1, rank, rank])?;
    let [offsets, sizes, strides] = &lists;
    if crate::verify::element_type(ctx, source_type) != result.element {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "different element types specified for source and target memref types",
        ));
    }
    let source_space = match ctx.type_data(source_type) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    };
    if source_space != result.memory_space {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "different memory spaces specified for source and target memref types",
        ));
    }
    if sizes.len() != rank {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!("expected {rank} size values, got {}", sizes.len()),
        ));
    }
    // Only values static on both sides are compared: a dynamic size, offset or stride of the
    // result type may stand for any value.
    let differ =
        |given: i64, declared: i64| given != DYNAMIC && declared != DYNAMIC && given != declared;
    for (dim, (&size, &declared)) in sizes.iter().zip(&result.shape).enumerate() {
        if differ(size, declared) {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!(
                    "expected result type with size = {} instead of {} in dim = {dim}",
                    size, declared
                ),
            ));
        }
    }
    let Some((result_strides, result_offset)) = result.strided else {
        return Ok(());
    };
    if let Some(&offset) = offsets.first()
        && differ(offset, result_offset)
    {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!("expected result type with offset = {offset} instead of {result_offset}"),
        ));
    }
    for (dim, (&stride, &declared)) in strides.iter().zip(&result_strides).enumerate() {
        if differ(stride, declared) {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!(
                    "expected result type with stride = {stride} instead of {declared} in dim = {dim}"
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `ViewOp::verify`: identity layouts on both sides, one memory space, and one size
/// operand per dynamic dimension of the result.
pub fn verify_view(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return Ok(());
    };
    let (source_type, result_type) = (body.value_type(source), body.value_type(result));
    let (Some(source), Some(result)) = (parts(ctx, source_type), parts(ctx, result_type)) else {
        return Ok(());
    };
    let has_layout = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::MemRef {
                layout: Some(_),
                ..
            }
        )
    };
    if has_layout(source_type) {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "unsupported map for base memref type ".to_string() + &quoted(ctx, source_type),
        ));
    }
    if has_layout(result_type) {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "unsupported map for result memref type ".to_string() + &quoted(ctx, result_type),
        ));
    }
    if source.memory_space != result.memory_space {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                quoted(ctx, source_type),
                quoted(ctx, result_type)
            ),
        ));
    }
    let dynamic = result.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let sizes = body.operands(op).count().saturating_sub(2);
    if sizes != dynamic {
        return Err(error_on_op(
            ctx,
            body,
            op,
            format!(
                "incorrect number of size operands for type {}",
                quoted(ctx, result_type)
            ),
        ));
    }
    Ok(())
}

/// The groups of a reassociation attribute (`[[0, 1], [2]]`); `None` when it is not a list of
/// lists of integers.
pub fn reassociation(ctx: &Context, attr: Option<Attribute>) -> Option<Vec<Vec<usize>>> {
    let AttrData::Array(groups) = ctx.attr_data(attr?) else {
        return None;
    };
    groups
        .iter()
        .map(|&group| {
            let AttrData::Array(dims) = ctx.attr_data(group) else {
                return None;
            };
            dims.iter()
                .map(|&d| {
                    crate::verify::int_value(ctx, Some(d)).and_then(|v| usize::try_from(v).ok())
                })
                .collect()
        })
        .collect()
}

/// The checks MLIR's `verifyCollapsedShape` shares between `memref.expand_shape` and
/// `memref.collapse_shape`: one group per collapsed dimension, groups covering the expanded
/// dimensions in order, a collapsed dimension dynamic exactly when its group has a dynamic
/// size, and static sizes whose product is the collapsed size. The groups, when they hold.
fn verify_reassociation(
    ctx: &Context,
    body: &Body,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
) -> Result<Vec<Vec<usize>>, Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let Some(groups) = reassociation(ctx, attr(ctx, body, op, "reassociation")) else {
        return error("invalid reassociation".to_string());
    };
    if groups.len() != collapsed.len() {
        return error(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0;
    for (collapsed_dim, (group, &size)) in groups.iter().zip(collapsed).enumerate() {
        let mut dynamic = false;
        let mut product = Some(1i64);
        for &dim in group {
            if dim != next {
                return error("reassociation indices must be contiguous".to_string());
            }
            next += 1;
            let Some(&extent) = expanded.get(dim) else {
                return error(format!("reassociation index {dim} is out of bounds"));
            };
            dynamic |= extent == DYNAMIC;
            product = product.and_then(|p| p.checked_mul(extent));
        }
        if (size == DYNAMIC) != dynamic {
            return error(format!(
                "collapsed dim ({collapsed_dim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic && product != Some(size) {
            return error(format!(
                "collapsed dim size ({size}) must equal reassociation group size ({})",
                product.unwrap_or(DYNAMIC)
            ));
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return error(
                "rank 0 memrefs can only be extended/collapsed with/from ones".to_string(),
            );
        }
    } else if next != expanded.len() {
        return error(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(groups)
}

/// The source and result memref types of a one-operand, one-result op.
fn source_and_result(ctx: &Context, body: &Body, op: OpId) -> Option<(MemRefType, MemRefType)> {
    let source = body.value_type(body.operand(op, 0)?);
    let result = body.value_type(body.result(op, 0)?);
    Some((
        source.dyn_cast::<MemRefType>(ctx)?,
        result.dyn_cast::<MemRefType>(ctx)?,
    ))
}

/// `ty` with `shape` and the strided layout of `offset` and `strides`, as MLIR's
/// `MemRefType::Builder(ty).setShape(..).setLayout(..)`.
fn reshaped(ctx: &Context, ty: MemRefType, shape: &[i64], offset: i64, strides: &[i64]) -> Type {
    let layout = StridedLayoutAttr::get(ctx, offset, strides).attr();
    MemRefType::get(
        ctx,
        shape,
        ty.element_type(ctx),
        Some(layout),
        ty.memory_space(ctx),
    )
    .into()
}

/// `ty` with `shape` and no layout.
fn contiguous(ctx: &Context, ty: MemRefType, shape: &[i64]) -> Type {
    MemRefType::get(ctx, shape, ty.element_type(ctx), None, ty.memory_space(ctx)).into()
}

/// The checks `memref.expand_shape` (`expanding`) and `memref.collapse_shape` share: strided
/// layouts, a rank that grows or shrinks, the reassociation between the collapsed and the
/// expanded shape, and the result type MLIR's `computeExpandedType` and
/// `computeCollapsedType` give: the source's element type and memory space with the result
/// sizes (which the reassociation check tied to the source's), and no layout when the
/// source's is the identity, else the source offset and the strides computed from the
/// source's ([`expanded_strides`], [`collapsed_strides`]). The types, when they are memrefs.
fn verify_reshape(
    ctx: &Context,
    body: &Body,
    op: OpId,
    expanding: bool,
) -> Result<Option<(MemRefType, MemRefType)>, Diagnostic> {
    require_strided(ctx, body, op, true)?;
    let Some((source, result)) = source_and_result(ctx, body, op) else {
        return Ok(None);
    };
    let (source_rank, result_rank) = (source.rank(ctx), result.rank(ctx));
    let wrong_way = if expanding {
        (result_rank < source_rank).then(|| format!("an expansion ({source_rank} > {result_rank})"))
    } else {
        (result_rank > source_rank).then(|| format!("a collapse ({source_rank} < {result_rank})"))
    };
    if let Some(what) = wrong_way {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "has source rank {source_rank} and result rank {result_rank}. This is not {what}."
            ),
        ));
    }
    let (collapsed, expanded) = if expanding {
        (source, result)
    } else {
        (result, source)
    };
    let groups = verify_reassociation(ctx, body, op, collapsed.shape(ctx), expanded.shape(ctx))?;
    let shape = result.shape(ctx);
    let expected = if source.has_identity_layout(ctx) {
        contiguous(ctx, source, shape)
    } else {
        let computed = source
            .strides_and_offset(ctx)
            .and_then(|(strides, offset)| {
                let strides = if expanding {
                    expanded_strides(&strides, shape, &groups)
                } else {
                    collapsed_strides(source.shape(ctx), &strides, &groups)?
                };
                Some(reshaped(ctx, source, shape, offset, &strides))
            });
        let Some(computed) = computed else {
            let message = if expanding {
                "invalid source layout map"
            } else {
                "invalid source layout map or collapsing non-contiguous dims"
            };
            return Err(op_error(ctx, body, op, message));
        };
        computed
    };
    if expected != result.ty() {
        let word = if expanding { "expanded" } else { "collapsed" };
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected {word} type to be {} but found {}",
                quoted(ctx, expected),
                quoted(ctx, result.ty())
            ),
        ));
    }
    Ok(Some((source, result)))
}

/// MLIR's `ExpandShapeOp::verify`: [`verify_reshape`], and an `output_shape` of the result's
/// rank that agrees with its static sizes.
pub fn verify_expand_shape(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, result)) = verify_reshape(ctx, body, op, true)? else {
        return Ok(());
    };
    let shape = result.shape(ctx);
    let output_shape = static_integers(ctx, attr(ctx, body, op, "static_output_shape"));
    if output_shape.len() != shape.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                shape.len(),
                output_shape.len()
            ),
        ));
    }
    let dynamic = output_shape.iter().filter(|&&d| d == DYNAMIC).count();
    let operands = body.operands(op).count().saturating_sub(1);
    if operands != dynamic {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {operands} values"
            ),
        ));
    }
    let wrong = shape
        .iter()
        .zip(&output_shape)
        .position(|(&size, &given)| size != DYNAMIC && size != given);
    if let Some(pos) = wrong {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("invalid output shape provided at pos {pos}"),
        ));
    }
    Ok(())
}

/// The strides of an expansion to `shape` (MLIR's `computeExpandedLayoutMap`): within each
/// group, the last dimension keeps the stride of the source dimension and each one before it
/// that stride times the sizes after it; 1 where no group reaches (a rank-0 source).
fn expanded_strides(source_strides: &[i64], shape: &[i64], groups: &[Vec<usize>]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    for (group, &source_stride) in groups.iter().zip(source_strides) {
        let mut stride = source_stride;
        for &dim in group.iter().rev() {
            if let (Some(slot), Some(&size)) = (strides.get_mut(dim), shape.get(dim)) {
                *slot = stride;
                stride = mul(stride, size);
            }
        }
    }
    strides
}

/// MLIR's `CollapseShapeOp::verify`: [`verify_reshape`] (a dynamic group has a dynamic
/// size, even with a size 0 in it, as in MLIR 19).
pub fn verify_collapse_shape(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_reshape(ctx, body, op, false).map(|_| ())
}

/// The strides of a collapse of `shape` with `strides` (MLIR's `computeCollapsedLayoutMap`,
/// not strict): each group takes the stride of its last dimension that is not of size 1
/// (dynamic when that size is dynamic and the group has more dimensions: it may be 1 at run
/// time); `None` when a group is not contiguous, i.e. a dimension's stride differs from the
/// next one's times its size where both are known. As in MLIR 19, that includes dimensions of
/// size 1, whose strides could be anything (later MLIR skips them).
fn collapsed_strides(shape: &[i64], strides: &[i64], groups: &[Vec<usize>]) -> Option<Vec<i64>> {
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut kept = group.as_slice();
        while let [rest @ .., last] = kept
            && !rest.is_empty()
            && shape.get(*last) == Some(&1)
        {
            kept = rest;
        }
        let &last = kept.last()?;
        result.push(if shape.get(last) != Some(&DYNAMIC) || kept.len() == 1 {
            *strides.get(last)?
        } else {
            DYNAMIC
        });
    }
    for (group, &group_stride) in groups.iter().zip(&result) {
        let mut stride = group_stride;
        // Groups are contiguous (checked before), so the dimension before `dim` is `dim - 1`.
        for &dim in group.iter().skip(1).rev() {
            stride = mul(stride, *shape.get(dim)?);
            let outer_stride = *strides.get(dim - 1)?;
            if stride != DYNAMIC && outer_stride != DYNAMIC && stride != outer_stride {
                return None;
            }
        }
    }
    Some(result)
}

/// MLIR's `TransposeOp::verify`: the permutation is a permutation of the input's dimensions,
/// and the result is the input with permuted sizes and strides, once both layouts are in
/// canonical form ([`MemRefType::canonicalize_strided_layout`]: the same layout written as
/// `strided<...>` or as an `affine_map` agrees).
pub fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    require_strided(ctx, body, op, true)?;
    let Some(AttrData::AffineMap(map)) =
        attr(ctx, body, op, "permutation").map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let Some(permutation) = permutation(map) else {
        return Err(op_error(ctx, body, op, "expected a permutation map"));
    };
    let Some((source, result)) = source_and_result(ctx, body, op) else {
        return Ok(());
    };
    if permutation.len() != source.rank(ctx) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected a permutation map of same rank as the input",
        ));
    }
    let Some((strides, offset)) = source.strides_and_offset(ctx) else {
        return Ok(());
    };
    let shape: Vec<i64> = permutation.iter().map(|&d| source.shape(ctx)[d]).collect();
    let strides: Vec<i64> = permutation.iter().map(|&d| strides[d]).collect();
    let inferred = reshaped(ctx, source, &shape, offset, &strides);
    let canonical = |ty: Type| {
        ty.dyn_cast::<MemRefType>(ctx)
            .map_or(ty, |m| m.canonicalize_strided_layout(ctx).ty())
    };
    let expected = canonical(inferred);
    if canonical(result.ty()) != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result type {} is not equivalent to the canonical transposed input type {}",
                quoted(ctx, result.ty()),
                quoted(ctx, expected)
            ),
        ));
    }
    Ok(())
}

/// The dimension each result of `map` takes, when `map` is a permutation of its dimensions
/// (the `permutation` of a `memref.transpose`; its lowering reads it too).
pub fn permutation(map: &oxir::affine::AffineMap) -> Option<Vec<usize>> {
    let dims = map.num_dims() as usize;
    if map.num_symbols() != 0 || map.results().len() != dims {
        return None;
    }
    let mut seen = vec![false; dims];
    let mut order = Vec::with_capacity(dims);
    for expr in map.results() {
        let oxir::affine::AffineExpr::Dim(dim) = *expr else {
            return None;
        };
        let dim = dim as usize;
        if std::mem::replace(seen.get_mut(dim)?, true) {
            return None;
        }
        order.push(dim);
    }
    Some(order)
}

/// The result types of `memref.extract_strided_metadata` (MLIR's `inferReturnTypes`): a rank-0
/// memref of the element type in the same memory space, the offset, and one size and one
/// stride per dimension, all `index`.
pub fn strided_metadata_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
    let Some(&source) = input.operand_types.first() else {
        return Err("expected a source operand".to_string());
    };
    let Some(memref) = source.dyn_cast::<MemRefType>(ctx) else {
        return Err(format!(
            "expected a strided memref, got {}",
            quoted(ctx, source)
        ));
    };
    let base = MemRefType::get(
        ctx,
        &[],
        memref.element_type(ctx),
        None,
        memref.memory_space(ctx),
    );
    let index = ctx.common().index;
    let rank = memref.rank(ctx);
    let mut types = vec![base.into(), index];
    types.extend(std::iter::repeat_n(index, 2 * rank));
    Ok(types)
}

#[cfg(test)]
mod tests {
    use super::kept_dims;
    use crate::testing::first_error;
    use oxir::types::DYNAMIC;

    const ARGS: &str =
        "%m = \"t.def\"() : () -> memref<8x16x4xf32>\n%i = \"t.def\"() : () -> index\n";

    fn error(ops: &str) -> Option<String> {
        first_error(&format!("{ARGS}{ops}"))
    }

    #[test]
    fn subviews_give_the_inferred_type_or_a_rank_reduced_one() {
        assert_eq!(
            error(
                "%s = memref.subview %m[0, 2, 0] [8, 4, 4] [1, 2, 1] : memref<8x16x4xf32> to memref<8x4x4xf32, strided<[64, 8, 1], offset: 8>>"
            ),
            None
        );
        assert_eq!(
            error(
                "%s = memref.subview %m[3, 4, 2] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>"
            ),
            None
        );
        assert_eq!(
            error(
                "%s = memref.subview %m[%i, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>>"
            ),
            None
        );
        assert_eq!(
            error("%s = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, 1>").as_deref(),
            Some("different memory spaces specified for base memref type 'memref<8x16x4xf32>' and subview memref type 'memref<8x16x4xf32, 1>'")
        );
        assert_eq!(
            error("%s = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4x1x1xf32>").as_deref(),
            Some("expected result rank to be smaller or equal to the source rank. ")
        );
    }

    #[test]
    fn rank_reductions_drop_only_unit_dimensions() {
        assert_eq!(kept_dims(&[1, 6, 3], &[6, 3]), Some(vec![1, 2]));
        assert_eq!(kept_dims(&[4, 1, 1], &[4, 1]), Some(vec![0, 1]));
        assert_eq!(kept_dims(&[DYNAMIC, 1], &[DYNAMIC]), Some(vec![0]));
        assert_eq!(kept_dims(&[2, 6], &[6]), None);
        assert_eq!(kept_dims(&[6], &[6, 1]), None);
    }

    #[test]
    fn reinterpret_casts_and_views_match_their_result_types() {
        assert_eq!(
            error(
                "%r = memref.reinterpret_cast %m to offset: [%i], sizes: [4, %i], strides: [%i, 1] : memref<8x16x4xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>"
            ),
            None
        );
        assert_eq!(
            error("%r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<8x16x4xf32> to memref<4xi32>").as_deref(),
            Some("different element types specified for source and target memref types")
        );
        let bytes = "%b = \"t.def\"() : () -> memref<64xi8, 3>\n";
        assert_eq!(
            first_error(&format!(
                "{ARGS}{bytes}%v = memref.view %b[%i][] : memref<64xi8, 3> to memref<4xf32>"
            ))
            .as_deref(),
            Some(
                "different memory spaces specified for base memref type 'memref<64xi8, 3>' and view memref type 'memref<4xf32>'"
            )
        );
    }

    #[test]
    fn reshapes_follow_their_reassociation() {
        assert_eq!(
            error(
                "%c = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>"
            ),
            None
        );
        assert_eq!(
            error("%c = memref.collapse_shape %m [[0, 2], [1]] : memref<8x16x4xf32> into memref<32x16xf32>").as_deref(),
            Some("'memref.collapse_shape' op reassociation indices must be contiguous")
        );
        assert_eq!(
            error(
                "%c = memref.collapse_shape %m [[0, 1]] : memref<8x16x4xf32> into memref<128xf32>"
            )
            .as_deref(),
            Some(
                "'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)"
            )
        );
        assert_eq!(
            error("%c = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<?x4xf32>").as_deref(),
            Some(
                "'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic"
            )
        );
    }

    #[test]
    fn views_of_views_need_strided_layouts() {
        let permuted =
            "%p = \"t.def\"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>\n";
        assert_eq!(
            first_error(&format!(
                "{permuted}%c = memref.collapse_shape %p [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<16xf32>"
            ))
            .as_deref(),
            Some(
                "'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'"
            )
        );
        let linear =
            "%l = \"t.def\"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>\n";
        assert_eq!(
            first_error(&format!(
                "{linear}%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %l : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>> -> memref<f32>, index, index, index, index, index"
            )),
            None
        );
    }

    #[test]
    fn transposes_permute_sizes_and_strides() {
        assert_eq!(
            error(
                "%t = memref.transpose %m (a, b, c) -> (c, a, b) : memref<8x16x4xf32> to memref<4x8x16xf32, strided<[1, 64, 4]>>"
            ),
            None
        );
        assert_eq!(
            error(
                "%t = memref.transpose %m (a, b) -> (b, a) : memref<8x16x4xf32> to memref<16x8xf32>"
            )
            .as_deref(),
            Some("'memref.transpose' op expected a permutation map of same rank as the input")
        );
    }
}
