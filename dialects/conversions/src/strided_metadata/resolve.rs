//! The strided metadata (base buffer, offset, sizes, strides) of a view computed from the
//! metadata of its source: MLIR's `resolveSubviewStridedMetadata` and
//! `resolveReshapeStridedMetadata` with their `getExpanded*`/`getCollapsed*` helpers. Each
//! builds the `memref.extract_strided_metadata` of the source and the folded affine
//! arithmetic, in MLIR's order.

use oxir::affine::AffineExpr;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::types::{DYNAMIC, MemRefType};
use oxir::{Context, Location, OpId, Type, Value};
use oxir_memref::directives::static_integers;
use oxir_memref::views::{kept_dims, reassociation};
use oxir_memref::{CollapseShapeOp, ExpandShapeOp, ExtractStridedMetadataOp, SubviewOp};

use super::fold_result::{Ofr, folded_apply, folded_min, mixed};

/// A view's metadata: the rank-0 base buffer, the offset, and per dimension a size and a
/// stride.
pub struct StridedMetadata {
    /// The base buffer, a result of a new `memref.extract_strided_metadata`.
    pub base: Value,
    /// The offset.
    pub offset: Ofr,
    /// The sizes.
    pub sizes: Vec<Ofr>,
    /// The strides.
    pub strides: Vec<Ofr>,
}

/// The ranked memref type of `value`, with its static strides and offset.
fn strided(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    value: Value,
) -> Result<(MemRefType, Vec<i64>, i64), MatchFailure> {
    let ty = rewriter.body().value_type(value);
    let memref = ty
        .dyn_cast::<MemRefType>(ctx)
        .ok_or_else(|| MatchFailure::new("source is not a ranked memref"))?;
    let (strides, offset) = memref
        .strides_and_offset(ctx)
        .ok_or_else(|| MatchFailure::new("source has no strided layout"))?;
    Ok((memref, strides, offset))
}

/// The metadata of `source` read by a new `memref.extract_strided_metadata` at the
/// insertion point.
fn extract(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    source: Value,
) -> Result<(Value, Value, Vec<Value>, Vec<Value>), MatchFailure> {
    let op = ExtractStridedMetadataOp::create(rewriter, loc, source)?;
    let body = rewriter.body();
    Ok((
        op.base_buffer(ctx, body),
        op.offset(ctx, body),
        op.sizes(ctx, body),
        op.strides(ctx, body),
    ))
}

/// The metadata of the subview `op` (MLIR's `resolveSubviewStridedMetadata`): strides are the
/// source strides times the subview's, the offset is the source offset plus the subview's
/// offsets times the source strides, the sizes are the subview's, less dropped dimensions.
pub fn subview_metadata(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<StridedMetadata, MatchFailure> {
    let body = rewriter.body();
    let subview =
        SubviewOp::from_op(ctx, body, op).ok_or_else(|| MatchFailure::new("not a subview"))?;
    let loc = body.op_loc(op);
    let source = subview.source(ctx, body);
    let result_ty: Type = body.value_type(subview.result(ctx, body));
    let statics = ["static_offsets", "static_sizes", "static_strides"]
        .map(|name| static_integers(ctx, oxir::op_support::attr(ctx, body, op, name)));
    let no_list = || MatchFailure::new("offsets, sizes or strides do not match their operands");
    let sub_offsets = mixed(&statics[0], &subview.offsets(ctx, body)).ok_or_else(no_list)?;
    let sub_sizes = mixed(&statics[1], &subview.sizes(ctx, body)).ok_or_else(no_list)?;
    let sub_strides = mixed(&statics[2], &subview.strides(ctx, body)).ok_or_else(no_list)?;
    let (source_ty, source_strides, source_offset) = strided(ctx, rewriter, source)?;
    let rank = source_ty.rank(ctx);
    if sub_offsets.len() != rank || sub_sizes.len() != rank || sub_strides.len() != rank {
        return Err(no_list());
    }
    let result_shape = result_ty
        .dyn_cast::<MemRefType>(ctx)
        .map(|t| t.shape(ctx).to_vec())
        .ok_or_else(|| MatchFailure::new("result is not a ranked memref"))?;
    let kept = kept_dims(&statics[1], &result_shape)
        .ok_or_else(|| MatchFailure::new("cannot tell which dimensions the subview drops"))?;
    let (base, offset, _, orig_strides) = extract(ctx, rewriter, loc, source)?;
    let mut values = vec![Ofr::static_or(source_offset, offset)];
    let mut expr = AffineExpr::symbol(0);
    let mut strides = Vec::with_capacity(rank);
    let product = AffineExpr::symbol(0) * AffineExpr::symbol(1);
    for i in 0..rank {
        let orig_stride = Ofr::static_or(source_strides[i], orig_strides[i]);
        strides.push(folded_apply(
            ctx,
            rewriter,
            loc,
            product.clone(),
            &[sub_strides[i], orig_stride],
        )?);
        let at = 1 + 2 * i as u32;
        expr = expr + AffineExpr::symbol(at) * AffineExpr::symbol(at + 1);
        values.push(sub_offsets[i]);
        values.push(orig_stride);
    }
    let offset = folded_apply(ctx, rewriter, loc, expr, &values)?;
    Ok(StridedMetadata {
        base,
        offset,
        sizes: kept.iter().map(|&d| sub_sizes[d]).collect(),
        strides: kept.iter().map(|&d| strides[d]).collect(),
    })
}

/// The reshapes: `memref.expand_shape` and `memref.collapse_shape`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Reshape {
    /// `memref.expand_shape`.
    Expand,
    /// `memref.collapse_shape`.
    Collapse,
}

impl Reshape {
    /// Which reshape `op` is, if any.
    pub fn of(ctx: &Context, rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Reshape> {
        let body = rewriter.body();
        if ExpandShapeOp::from_op(ctx, body, op).is_some() {
            Some(Reshape::Expand)
        } else if CollapseShapeOp::from_op(ctx, body, op).is_some() {
            Some(Reshape::Collapse)
        } else {
            None
        }
    }
}

/// What a reshape's group computation reads.
struct Group<'a> {
    dims: &'a [usize],
    id: usize,
    source_ty: MemRefType,
    source_strides: &'a [i64],
    result_ty: MemRefType,
    orig_sizes: &'a [Ofr],
    orig_strides: &'a [Ofr],
}

/// The sizes of the expanded group (MLIR's `getExpandedSizes`): static ones from the result
/// type, the dynamic one the source size divided by the product of the static ones.
fn expanded_sizes(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    g: &Group<'_>,
) -> Result<Vec<Ofr>, MatchFailure> {
    let shape = g.result_ty.shape(ctx);
    let mut sizes = Vec::with_capacity(g.dims.len());
    let mut product = 1i64;
    let mut dynamic = None;
    for (i, &d) in g.dims.iter().enumerate() {
        let size = shape[d];
        if size == DYNAMIC {
            dynamic = Some(i);
            sizes.push(Ofr::Const(0));
        } else {
            product = product.wrapping_mul(size);
            sizes.push(Ofr::Const(size));
        }
    }
    if let Some(i) = dynamic {
        if product == 0 {
            return Err(MatchFailure::new("a static size of 0 beside a dynamic one"));
        }
        let expr = AffineExpr::symbol(0).floor_div(product);
        sizes[i] = folded_apply(ctx, rewriter, loc, expr, &[g.orig_sizes[g.id]])?;
    }
    Ok(sizes)
}

/// The strides of the expanded group (MLIR's `getExpandedStrides`): the source stride times
/// the product of the sizes after each dimension, the dynamic size counted as the source
/// size divided by the static ones.
fn expanded_strides(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    g: &Group<'_>,
) -> Result<Vec<Ofr>, MatchFailure> {
    let shape = g.result_ty.shape(ctx);
    let mut base = vec![0i64; g.dims.len()];
    let mut current = 1i64;
    let mut dynamic = None;
    for i in (0..g.dims.len()).rev() {
        base[i] = current;
        let size = shape[g.dims[i]];
        if size == DYNAMIC {
            dynamic = Some(i);
            continue;
        }
        current = current.wrapping_mul(size);
    }
    let orig_stride = match g.source_strides[g.id] {
        DYNAMIC => g.orig_strides[g.id],
        s => Ofr::Const(s),
    };
    let mut strides = Vec::with_capacity(base.len());
    let (s0, s1) = (AffineExpr::symbol(0), AffineExpr::symbol(1));
    let done = dynamic.unwrap_or(0);
    if done > 0 && current == 0 {
        return Err(MatchFailure::new("a static size of 0 beside a dynamic one"));
    }
    for &b in &base[..done] {
        let expr = (s0.clone() * b).floor_div(current) * s1.clone();
        let operands = [g.orig_sizes[g.id], orig_stride];
        strides.push(folded_apply(ctx, rewriter, loc, expr, &operands)?);
    }
    for &b in &base[done..] {
        strides.push(folded_apply(
            ctx,
            rewriter,
            loc,
            s0.clone() * b,
            &[orig_stride],
        )?);
    }
    Ok(strides)
}

/// The size of the collapsed group (MLIR's `getCollapsedSize`): the result's static size, or
/// the product of the source sizes of the group.
fn collapsed_size(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    g: &Group<'_>,
) -> Result<Ofr, MatchFailure> {
    let size = g.result_ty.shape(ctx)[g.id];
    if size != DYNAMIC {
        return Ok(Ofr::Const(size));
    }
    let shape = g.source_ty.shape(ctx);
    let mut expr = AffineExpr::constant(1);
    let mut operands = Vec::with_capacity(g.dims.len());
    for (i, &d) in g.dims.iter().enumerate() {
        expr = expr * AffineExpr::symbol(i as u32);
        operands.push(match shape[d] {
            DYNAMIC => g.orig_sizes[d],
            s => Ofr::Const(s),
        });
    }
    folded_apply(ctx, rewriter, loc, expr, &operands)
}

/// The stride of the collapsed group (MLIR 19's `getCollapsedStride`): the smallest stride of
/// the group's dimensions of size other than 1; for a group of ones, the result type's static
/// stride or else the first dynamic source stride.
fn collapsed_stride(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    g: &Group<'_>,
) -> Result<Ofr, MatchFailure> {
    let shape = g.source_ty.shape(ctx);
    let group: Vec<Ofr> = g
        .dims
        .iter()
        .filter(|&&d| shape[d] != 1)
        .map(|&d| match g.source_strides[d] {
            DYNAMIC => g.orig_strides[d],
            s => Ofr::Const(s),
        })
        .collect();
    if !group.is_empty() {
        return folded_min(ctx, rewriter, loc, &group);
    }
    let (result_strides, _) = g
        .result_ty
        .strides_and_offset(ctx)
        .ok_or_else(|| MatchFailure::new("result has no strided layout"))?;
    match result_strides.get(g.id) {
        Some(&s) if s != DYNAMIC => Ok(Ofr::Const(s)),
        _ => g
            .dims
            .iter()
            .find(|&&d| g.source_strides[d] == DYNAMIC)
            .map(|&d| g.orig_strides[d])
            .ok_or_else(|| MatchFailure::new("no dynamic stride in a group of ones")),
    }
}

/// The metadata of the reshape `op` (MLIR's `resolveReshapeStridedMetadata`): the source's
/// base buffer and offset, and per reassociation group the sizes and strides `kind` computes.
pub fn reshape_metadata(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    kind: Reshape,
) -> Result<StridedMetadata, MatchFailure> {
    let body = rewriter.body();
    let loc = body.op_loc(op);
    let source = body
        .operand(op, 0)
        .ok_or_else(|| MatchFailure::new("no source"))?;
    let result = body
        .result(op, 0)
        .ok_or_else(|| MatchFailure::new("no result"))?;
    let result_ty = body
        .value_type(result)
        .dyn_cast::<MemRefType>(ctx)
        .ok_or_else(|| MatchFailure::new("result is not a ranked memref"))?;
    let groups = reassociation(ctx, oxir::op_support::attr(ctx, body, op, "reassociation"))
        .ok_or_else(|| MatchFailure::new("bad reassociation"))?;
    let (source_ty, source_strides, source_offset) = strided(ctx, rewriter, source)?;
    let (grouped, ungrouped) = match kind {
        Reshape::Expand => (source_ty.rank(ctx), result_ty.rank(ctx)),
        Reshape::Collapse => (result_ty.rank(ctx), source_ty.rank(ctx)),
    };
    let covered = groups.iter().flatten().all(|&d| d < ungrouped);
    if (source_ty.rank(ctx) != 0 && groups.len() != grouped) || !covered {
        return Err(MatchFailure::new(
            "the reassociation does not match the types",
        ));
    }
    let (base, offset, sizes, strides) = extract(ctx, rewriter, loc, source)?;
    let offset = Ofr::static_or(source_offset, offset);
    let result_rank = result_ty.rank(ctx);
    if source_ty.rank(ctx) == 0 {
        let ones = vec![Ofr::Const(1); result_rank];
        return Ok(StridedMetadata {
            base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let orig_sizes: Vec<Ofr> = sizes
        .iter()
        .map(|&v| super::fold_result::as_ofr(ctx, rewriter, v))
        .collect();
    let orig_strides: Vec<Ofr> = strides
        .iter()
        .map(|&v| super::fold_result::as_ofr(ctx, rewriter, v))
        .collect();
    let mut final_sizes = Vec::with_capacity(result_rank);
    let mut final_strides = Vec::with_capacity(result_rank);
    for (id, dims) in groups.iter().enumerate() {
        let g = Group {
            dims,
            id,
            source_ty,
            source_strides: &source_strides,
            result_ty,
            orig_sizes: &orig_sizes,
            orig_strides: &orig_strides,
        };
        match kind {
            Reshape::Expand => {
                final_sizes.extend(expanded_sizes(ctx, rewriter, loc, &g)?);
                final_strides.extend(expanded_strides(ctx, rewriter, loc, &g)?);
            }
            Reshape::Collapse => {
                final_sizes.push(collapsed_size(ctx, rewriter, loc, &g)?);
                final_strides.push(collapsed_stride(ctx, rewriter, loc, &g)?);
            }
        }
    }
    if final_sizes.len() != result_rank {
        return Err(MatchFailure::new(
            "the reassociation does not cover the result",
        ));
    }
    Ok(StridedMetadata {
        base,
        offset,
        sizes: final_sizes,
        strides: final_strides,
    })
}
