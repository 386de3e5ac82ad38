//! The patterns rooted at `memref.extract_strided_metadata` (and the one at
//! `memref.extract_aligned_pointer_as_index`) of MLIR 19's `-expand-strided-metadata`: each
//! reads the metadata of a view from the metadata of its source.

use oxir::affine::AffineExpr;
use oxir::attrs::DenseArrayAttr;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::types::{DYNAMIC, MemRefType};
use oxir::{Context, Location, OpId, Type, Value};
use oxir_memref::directives::static_integers;
use oxir_memref::{
    AllocOp, AllocaOp, CastOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp,
    GetGlobalOp, ReinterpretCastOp,
};

use super::fold_result::{Ofr, folded_apply, index_constant, mixed, values_of};
use super::resolve::{Reshape, StridedMetadata, reshape_metadata, subview_metadata};

/// The extract `op`, its location, and the op defining its source.
fn source_op(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
) -> Option<(Location, Value, OpId)> {
    let body = rewriter.body();
    let source = op.source(ctx, body);
    let def = source.defining_op()?;
    let loc = body.op_loc(op.0);
    rewriter.set_insertion_point_before(op.0);
    Some((loc, source, def))
}

/// Builds `memref.reinterpret_cast` of `m.base` to `ty` with the mixed offset, sizes and
/// strides of `m` (MLIR's `ReinterpretCastOp` builder from `OpFoldResult`s).
pub fn reinterpret_cast(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    m: &StridedMetadata,
) -> Result<Value, MatchFailure> {
    let split = |list: &[Ofr]| -> (Vec<i64>, Vec<Value>) {
        let statics = list
            .iter()
            .map(|o| o.as_const().unwrap_or(DYNAMIC))
            .collect();
        let dynamics = list
            .iter()
            .filter_map(|o| match o {
                Ofr::Value(v) => Some(*v),
                Ofr::Const(_) => None,
            })
            .collect();
        (statics, dynamics)
    };
    let (so, dof) = split(&[m.offset]);
    let (ss, dsz) = split(&m.sizes);
    let (st, dst) = split(&m.strides);
    let array = |v: &[i64]| DenseArrayAttr::from_i64(ctx, v).attr();
    let cast = ReinterpretCastOp::create(
        rewriter,
        loc,
        ty,
        m.base,
        &dof,
        &dsz,
        &dst,
        array(&so),
        array(&ss),
        array(&st),
    )?;
    Ok(cast.result(ctx, rewriter.body()))
}

/// Replaces `op` by the metadata `m`, constants built as `arith.constant`s.
fn replace_with_metadata(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    m: StridedMetadata,
) -> Result<(), MatchFailure> {
    let mut results = vec![m.base];
    let all: Vec<Ofr> = std::iter::once(m.offset)
        .chain(m.sizes)
        .chain(m.strides)
        .collect();
    results.extend(values_of(ctx, rewriter, loc, &all)?);
    rewriter.replace_op(op, &results)?;
    Ok(())
}

/// MLIR's `ExtractStridedMetadataOpSubviewFolder`, `...CollapseShapeFolder` and
/// `...ExpandShapeFolder`: the metadata of a subview or reshape, from its source's.
pub fn of_view(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
) -> Result<(), MatchFailure> {
    let (_, _, def) =
        source_op(ctx, rewriter, op).ok_or_else(|| MatchFailure::new("no defining op"))?;
    let is_subview = oxir_memref::SubviewOp::from_op(ctx, rewriter.body(), def).is_some();
    let reshape = Reshape::of(ctx, rewriter, def);
    if !is_subview && reshape.is_none() {
        return Err(MatchFailure::new("source is not a subview or reshape"));
    }
    rewriter.set_insertion_point_before(op.0);
    let m = match reshape {
        Some(kind) => reshape_metadata(ctx, rewriter, def, kind)?,
        None => subview_metadata(ctx, rewriter, def)?,
    };
    let loc = rewriter.body().op_loc(def);
    replace_with_metadata(ctx, rewriter, op.0, loc, m)
}

/// The sizes of an allocation of type `ty` with the given dynamic sizes.
fn alloc_sizes(ctx: &Context, ty: MemRefType, dynamic: &[Value]) -> Option<Vec<Ofr>> {
    mixed(ty.shape(ctx), dynamic)
}

/// MLIR's `ExtractStridedMetadataOpAllocFolder` (for `memref.alloc` and `memref.alloca`) and
/// `ExtractStridedMetadataOpGetGlobalFolder`: an identity-layout buffer has offset 0, its
/// sizes, and the suffix products of the sizes as strides.
pub fn of_allocation(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
) -> Result<(), MatchFailure> {
    let (loc, source, def) =
        source_op(ctx, rewriter, op).ok_or_else(|| MatchFailure::new("no defining op"))?;
    let body = rewriter.body();
    let dynamic = if let Some(alloc) = AllocOp::from_op(ctx, body, def) {
        alloc.dynamic_sizes(ctx, body)
    } else if let Some(alloca) = AllocaOp::from_op(ctx, body, def) {
        alloca.dynamic_sizes(ctx, body)
    } else if GetGlobalOp::from_op(ctx, body, def).is_some() {
        Vec::new()
    } else {
        return Err(MatchFailure::new("source is not an allocation"));
    };
    let is_global = GetGlobalOp::from_op(ctx, body, def).is_some();
    let ty = body
        .value_type(source)
        .dyn_cast::<MemRefType>(ctx)
        .filter(|t| t.has_identity_layout(ctx))
        .ok_or_else(|| MatchFailure::new("alloc-like operations should have been normalized"))?;
    let sizes =
        alloc_sizes(ctx, ty, &dynamic).ok_or_else(|| MatchFailure::new("missing dynamic sizes"))?;
    let rank = sizes.len();
    let mut strides = vec![Ofr::Const(1); rank];
    if is_global {
        let shape = ty.shape(ctx);
        for i in (0..rank.saturating_sub(1)).rev() {
            let next = strides[i + 1].as_const().unwrap_or(1);
            strides[i] = Ofr::Const(next.wrapping_mul(shape[i + 1]));
        }
    } else {
        let mut expr = AffineExpr::constant(1);
        for (symbols, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
            expr = expr * AffineExpr::symbol(symbols as u32);
            strides[i] = folded_apply(ctx, rewriter, loc, expr.clone(), &sizes[i + 1..])?;
        }
    }
    let base_ty = rewriter
        .body()
        .value_type(op.base_buffer(ctx, rewriter.body()));
    let base = if base_ty == ty.into() {
        source
    } else {
        let flat = StridedMetadata {
            base: source,
            offset: Ofr::Const(0),
            sizes: Vec::new(),
            strides: Vec::new(),
        };
        reinterpret_cast(ctx, rewriter, loc, base_ty, &flat)?
    };
    let mut results = vec![base, index_constant(ctx, rewriter, loc, 0)?];
    let all: Vec<Ofr> = sizes.into_iter().chain(strides).collect();
    results.extend(values_of(ctx, rewriter, loc, &all)?);
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// Whether `source` may feed `memref.extract_strided_metadata` (MLIR checks with
/// `inferReturnTypes`: a ranked memref with a strided layout).
fn extractable(ctx: &Context, rewriter: &PatternRewriter<'_>, source: Value) -> bool {
    rewriter
        .body()
        .value_type(source)
        .dyn_cast::<MemRefType>(ctx)
        .is_some_and(|t| t.strides_and_offset(ctx).is_some())
}

/// MLIR's `ExtractStridedMetadataOpReinterpretCastFolder`: the metadata of a reinterpret cast
/// is its offset, sizes and strides over the base of its source.
pub fn of_reinterpret_cast(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
) -> Result<(), MatchFailure> {
    let (loc, _, def) =
        source_op(ctx, rewriter, op).ok_or_else(|| MatchFailure::new("no defining op"))?;
    let body = rewriter.body();
    let cast = ReinterpretCastOp::from_op(ctx, body, def)
        .ok_or_else(|| MatchFailure::new("not a reinterpret_cast"))?;
    let inner = cast.source(ctx, body);
    if !extractable(ctx, rewriter, inner) {
        return Err(MatchFailure::new(
            "reinterpret_cast source's type is incompatible",
        ));
    }
    let list = |name: &str, values: Vec<Value>| {
        mixed(
            &static_integers(ctx, oxir::op_support::attr(ctx, body, def, name)),
            &values,
        )
    };
    let bad = || MatchFailure::new("offsets, sizes or strides do not match their operands");
    let offsets = list("static_offsets", cast.offsets(ctx, body)).ok_or_else(bad)?;
    let sizes = list("static_sizes", cast.sizes(ctx, body)).ok_or_else(bad)?;
    let strides = list("static_strides", cast.strides(ctx, body)).ok_or_else(bad)?;
    let offset = *offsets.first().ok_or_else(bad)?;
    let new = ExtractStridedMetadataOp::create(rewriter, loc, inner)?;
    let base = new.base_buffer(ctx, rewriter.body());
    let mut results = vec![base, values_of(ctx, rewriter, loc, &[offset])?[0]];
    let all: Vec<Ofr> = sizes.into_iter().chain(strides).collect();
    results.extend(values_of(ctx, rewriter, loc, &all)?);
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// MLIR 19's `ExtractStridedMetadataOpCastFolder`: the metadata of a `memref.cast` is that of
/// its source, with what the cast's type knows statically as constants.
pub fn of_cast(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
) -> Result<(), MatchFailure> {
    let (loc, source, def) =
        source_op(ctx, rewriter, op).ok_or_else(|| MatchFailure::new("no defining op"))?;
    let body = rewriter.body();
    let cast = CastOp::from_op(ctx, body, def).ok_or_else(|| MatchFailure::new("not a cast"))?;
    let inner = cast.source(ctx, body);
    if !extractable(ctx, rewriter, inner) {
        return Err(MatchFailure::new("cast source's type is incompatible"));
    }
    let ty = body
        .value_type(source)
        .dyn_cast::<MemRefType>(ctx)
        .ok_or_else(|| MatchFailure::new("not a ranked memref"))?;
    let (static_strides, static_offset) = ty
        .strides_and_offset(ctx)
        .ok_or_else(|| MatchFailure::new("no strided layout"))?;
    let shape = ty.shape(ctx).to_vec();
    let new = ExtractStridedMetadataOp::create(rewriter, loc, inner)?;
    let body = rewriter.body();
    let base = new.base_buffer(ctx, body);
    let mut all = vec![Ofr::static_or(static_offset, new.offset(ctx, body))];
    all.extend(
        shape
            .iter()
            .zip(new.sizes(ctx, body))
            .map(|(&s, v)| Ofr::static_or(s, v)),
    );
    all.extend(
        static_strides
            .iter()
            .zip(new.strides(ctx, body))
            .map(|(&s, v)| Ofr::static_or(s, v)),
    );
    let mut results = vec![base];
    results.extend(values_of(ctx, rewriter, loc, &all)?);
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// MLIR's `ExtractStridedMetadataOpExtractStridedMetadataFolder`: the metadata of a base
/// buffer is that buffer and offset 0.
pub fn of_base_buffer(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
) -> Result<(), MatchFailure> {
    let (loc, source, def) =
        source_op(ctx, rewriter, op).ok_or_else(|| MatchFailure::new("no defining op"))?;
    let body = rewriter.body();
    let inner = ExtractStridedMetadataOp::from_op(ctx, body, def)
        .ok_or_else(|| MatchFailure::new("not an extract"))?;
    if inner.base_buffer(ctx, body) != source || body.num_results(op.0) != 2 {
        return Err(MatchFailure::new("source is not a base buffer"));
    }
    let zero = index_constant(ctx, rewriter, loc, 0)?;
    rewriter.replace_op(op.0, &[source, zero])?;
    Ok(())
}

/// The ops whose first operand is the memref they view (MLIR's `ViewLikeOpInterface` among
/// the memref ops).
const VIEW_LIKE: &[&str] = &[
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.extract_strided_metadata",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.subview",
    "memref.transpose",
    "memref.view",
];

/// MLIR's `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`: a view's aligned pointer is its
/// source's.
pub fn aligned_pointer_of_view(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractAlignedPointerAsIndexOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let source = op.source(ctx, body);
    let def = source
        .defining_op()
        .ok_or_else(|| MatchFailure::new("not a ViewLike source"))?;
    if !VIEW_LIKE.contains(&ctx.op_name_str(body.op_name(def))) {
        return Err(MatchFailure::new("not a ViewLike source"));
    }
    let view_source = body
        .operand(def, 0)
        .ok_or_else(|| MatchFailure::new("no view source"))?;
    rewriter.modify_op_in_place(op.0, |body| body.set_operand(op.0, 0, view_source))?;
    Ok(())
}
