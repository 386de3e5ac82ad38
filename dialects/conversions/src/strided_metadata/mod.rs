//! `-expand-strided-metadata`: MLIR 19's `ExpandStridedMetadata` (a memref pass there; here,
//! beside the other lowerings, because it builds `affine` ops). Views (`memref.subview`,
//! `memref.expand_shape`, `memref.collapse_shape`) become a `memref.reinterpret_cast` of the
//! base buffer of their source, with the offset, sizes and strides computed by folded
//! `affine.apply`/`affine.min` ops from the source's `memref.extract_strided_metadata`; and
//! `memref.extract_strided_metadata` of a view, cast, allocation or global reads its source
//! instead. The patterns run under the greedy driver, which folds, as MLIR's pass does.

mod extract;
mod fold_result;
mod resolve;

use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{
    FnPattern, GreedyRewriteConfig, MatchFailure, PatternRewriter, RewritePatternSet,
    apply_patterns_and_fold_greedily_on_op,
};
use oxir::types::DYNAMIC;
use oxir::{BodyBuilder, Context, Diagnostic, InsertPoint, OpId, Value};
use oxir_memref::{
    CollapseShapeOp, ExpandShapeOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp,
    SubviewOp,
};

use resolve::{Reshape, StridedMetadata};

/// Replaces the view `op` by a reinterpret cast of its metadata `m`.
fn replace_view(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    m: StridedMetadata,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let loc = body.op_loc(op);
    let result = body
        .result(op, 0)
        .ok_or_else(|| MatchFailure::new("no result"))?;
    let ty = body.value_type(result);
    let cast = extract::reinterpret_cast(ctx, rewriter, loc, ty, &m)?;
    rewriter.replace_op(op, &[cast])?;
    Ok(())
}

/// MLIR's `SubviewFolder`.
fn fold_subview(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: SubviewOp,
) -> Result<(), MatchFailure> {
    rewriter.set_insertion_point_before(op.0);
    let m = resolve::subview_metadata(ctx, rewriter, op.0)?;
    replace_view(ctx, rewriter, op.0, m)
}

/// MLIR's `ReshapeFolder` on `op`, of kind `kind`.
fn fold_reshape(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    kind: Reshape,
) -> Result<(), MatchFailure> {
    rewriter.set_insertion_point_before(op);
    let m = resolve::reshape_metadata(ctx, rewriter, op, kind)?;
    replace_view(ctx, rewriter, op, m)
}

/// MLIR's `ExtractStridedMetadataOp::fold`, which oxir's fold hooks cannot express (it
/// replaces some results and keeps the op): the offset, sizes and strides the source type
/// knows statically and that are used become `arith.constant`s.
fn constify_static_metadata(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtractStridedMetadataOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let ty = body
        .value_type(op.source(ctx, body))
        .dyn_cast::<oxir::types::MemRefType>(ctx)
        .ok_or_else(|| MatchFailure::new("not a ranked memref"))?;
    let (strides, offset) = ty
        .strides_and_offset(ctx)
        .ok_or_else(|| MatchFailure::new("no strided layout"))?;
    let statics = std::iter::once(offset)
        .chain(ty.shape(ctx).iter().copied())
        .chain(strides);
    let results: Vec<_> = std::iter::once(op.offset(ctx, body))
        .chain(op.sizes(ctx, body))
        .chain(op.strides(ctx, body))
        .zip(statics)
        .filter(|&(value, constant)| constant != DYNAMIC && body.has_uses(value))
        .collect();
    if results.is_empty() {
        return Err(MatchFailure::new("no used metadata is static"));
    }
    let loc = body.op_loc(op.0);
    // As MLIR's fold: the constants are built and the uses replaced without telling the
    // driver (they join its worklist only in the next iteration, which keeps their order);
    // the op is reported as modified, as the driver reports an in-place fold.
    let index = ctx.common().index;
    for (value, constant) in results {
        let attr = oxir::attrs::IntegerAttr::get(ctx, index, constant).attr();
        let mut builder = BodyBuilder::at(ctx, rewriter.body_mut(), InsertPoint::Before(op.0));
        let c = oxir_arith::ConstantOp::create(&mut builder, loc, index, attr)?;
        rewriter
            .body_mut()
            .replace_all_uses(value, Value::result(c.0, 0));
    }
    rewriter.modify_op_in_place(op.0, |_| ());
    Ok(())
}

/// MLIR's `populateExpandStridedMetadataPatterns`, in MLIR 19's order, after the fold of
/// `memref.extract_strided_metadata` (tried first, as the driver tries folds).
pub fn populate_expand_strided_metadata_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(FnPattern::for_op(
        "ExtractStridedMetadataOpFold",
        2,
        constify_static_metadata,
    ));
    patterns.add(FnPattern::for_op("SubviewFolder", 1, fold_subview));
    patterns.add(FnPattern::for_op(
        "ReshapeFolder<ExpandShapeOp>",
        1,
        |ctx, rw, op: ExpandShapeOp| fold_reshape(ctx, rw, op.0, Reshape::Expand),
    ));
    patterns.add(FnPattern::for_op(
        "ReshapeFolder<CollapseShapeOp>",
        1,
        |ctx, rw, op: CollapseShapeOp| fold_reshape(ctx, rw, op.0, Reshape::Collapse),
    ));
    patterns.add(FnPattern::for_op(
        "ExtractStridedMetadataOpAllocFolder",
        1,
        extract::of_allocation,
    ));
    patterns.add(FnPattern::for_op(
        "ExtractStridedMetadataOpViewFolder",
        1,
        extract::of_view,
    ));
    patterns.add(FnPattern::for_op(
        "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
        1,
        |ctx, rw, op: ExtractAlignedPointerAsIndexOp| extract::aligned_pointer_of_view(ctx, rw, op),
    ));
    patterns.add(FnPattern::for_op(
        "ExtractStridedMetadataOpReinterpretCastFolder",
        1,
        extract::of_reinterpret_cast,
    ));
    patterns.add(FnPattern::for_op(
        "ExtractStridedMetadataOpCastFolder",
        1,
        extract::of_cast,
    ));
    patterns.add(FnPattern::for_op(
        "ExtractStridedMetadataOpExtractStridedMetadataFolder",
        1,
        extract::of_base_buffer,
    ));
}

/// The `expand-strided-metadata` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ExpandStridedMetadata;

impl Pass for ExpandStridedMetadata {
    fn name(&self) -> &str {
        "ExpandStridedMetadata"
    }

    fn argument(&self) -> &str {
        "expand-strided-metadata"
    }

    fn description(&self) -> &str {
        "Expand memref operations into easier to analyze constructs"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let mut patterns = RewritePatternSet::new();
        populate_expand_strided_metadata_patterns(&mut patterns);
        let frozen = patterns.freeze(ctx);
        // MLIR's pass uses `GreedyRewriteConfig`'s defaults, whose traversal is bottom-up
        // (oxir's default follows `-canonicalize`, top-down): which op is visited first picks
        // the pattern, and so the order of the constants.
        let config = GreedyRewriteConfig {
            use_top_down: false,
            ..GreedyRewriteConfig::default()
        };
        let result = apply_patterns_and_fold_greedily_on_op(ctx, target.body, op, &frozen, &config);
        if !result.changed {
            target.preserve_all();
        }
        Ok(())
    }
}
