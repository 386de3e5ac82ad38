//! The canonicalization patterns of `memref.subview` (MLIR 19's): constant offsets, sizes and
//! strides become static entries (`OpWithOffsetSizesAndStridesConstantArgumentFolder`), a
//! subview of a `memref.cast` that only forgets static information takes the cast's source
//! (`SubViewOpMemRefCastFolder`), and a subview of a whole statically shaped memref is that
//! memref (`TrivialSubViewOpFolder`). The rewritten subview has the type MLIR infers, the same
//! dimensions dropped, and a `memref.cast` back to the old type.

use oxir::attrs::{DenseArrayAttr, StridedLayoutAttr};
use oxir::op_support::{attr, properties, segment_sizes};
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::types::{DYNAMIC, MemRefType};
use oxir::{Body, Context, IrError, OpId, Type, Value};

use crate::directives::static_integers;
use crate::patterns::{discardable_attrs, replace_with_cast};
use crate::views::{infer_subview_type, kept_dims};

/// Adds the patterns of `memref.subview`.
pub fn subview_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    let name = crate::SubviewOp::NAME;
    patterns.add_fn(
        name,
        "SubViewConstantArgumentFolder",
        1,
        fold_constant_arguments,
    );
    patterns.add_fn(name, "SubViewOpMemRefCastFolder", 1, fold_source_cast);
    patterns.add_fn(name, "TrivialSubViewOpFolder", 1, fold_trivial);
}

/// The offsets, sizes and strides of a subview: the static lists (with [`DYNAMIC`] where an
/// operand stands) and the operands of each.
struct Mixed {
    statics: [Vec<i64>; 3],
    dynamics: [Vec<Value>; 3],
}

/// The source, result type and offsets, sizes and strides of the subview `op`.
fn read(ctx: &Context, body: &Body, op: OpId) -> Option<(Value, Type, Mixed)> {
    let source = body.operand(op, 0)?;
    let result = body.value_type(body.result(op, 0)?);
    let statics = ["static_offsets", "static_sizes", "static_strides"]
        .map(|name| static_integers(ctx, attr(ctx, body, op, name)));
    let mut operands = body.operands(op).skip(1);
    let dynamics = statics.clone().map(|list| {
        let count = list.iter().filter(|&&v| v == DYNAMIC).count();
        operands.by_ref().take(count).collect::<Vec<_>>()
    });
    let fits = dynamics
        .iter()
        .zip(&statics)
        .all(|(d, s)| d.len() == s.iter().filter(|&&v| v == DYNAMIC).count());
    (fits && operands.next().is_none()).then_some((source, result, Mixed { statics, dynamics }))
}

/// The type MLIR gives the rewritten subview of `source` (MLIR's
/// `SubViewReturnTypeCanonicalizer`): the inferred type, less the dimensions the old subview
/// (with static sizes `old_sizes` and type `old_result`) dropped.
fn canonical_type(
    ctx: &Context,
    source: Type,
    statics: &[Vec<i64>; 3],
    old_sizes: &[i64],
    old_result: Type,
) -> Option<Type> {
    let inferred = infer_subview_type(ctx, source, statics)?.dyn_cast::<MemRefType>(ctx)?;
    let old_shape = old_result.dyn_cast::<MemRefType>(ctx)?.shape(ctx).to_vec();
    let kept = kept_dims(old_sizes, &old_shape)?;
    if kept.len() == inferred.rank(ctx) {
        return Some(inferred.into());
    }
    let (strides, offset) = inferred.strides_and_offset(ctx)?;
    let shape: Vec<i64> = kept.iter().map(|&d| inferred.shape(ctx)[d]).collect();
    let strides: Vec<i64> = kept.iter().map(|&d| strides[d]).collect();
    let layout = StridedLayoutAttr::get(ctx, offset, &strides).attr();
    Some(
        MemRefType::get(
            ctx,
            &shape,
            inferred.element_type(ctx),
            Some(layout),
            inferred.memory_space(ctx),
        )
        .into(),
    )
}

/// Replaces the subview `op` by a new subview of `source` with `mixed` and type `ty`, cast
/// back to the old type (MLIR's `SubViewCanonicalizer`).
fn replace_with_subview(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    source: Value,
    ty: Type,
    mixed: &Mixed,
) -> Result<(), MatchFailure> {
    let failure = |e: IrError| MatchFailure::new(e.to_string());
    let body = rewriter.body();
    let old_type = body.value_type(Value::result(op, 0));
    let loc = body.op_loc(op);
    let attrs = discardable_attrs(ctx, body, op);
    rewriter.set_insertion_point_before(op);
    rewriter.set_loc(loc);
    let mut state = rewriter.state(crate::SubviewOp::NAME);
    state.operands = std::iter::once(source)
        .chain(mixed.dynamics.iter().flatten().copied())
        .collect();
    state.result_types = vec![ty];
    let [offsets, sizes, strides] = &mixed.statics;
    let array = |values: &[i64]| Some(DenseArrayAttr::from_i64(ctx, values).attr());
    let segments = [
        1,
        mixed.dynamics[0].len(),
        mixed.dynamics[1].len(),
        mixed.dynamics[2].len(),
    ];
    state.props = properties(
        ctx,
        &[
            ("operandSegmentSizes", Some(segment_sizes(ctx, &segments))),
            ("static_offsets", array(offsets)),
            ("static_sizes", array(sizes)),
            ("static_strides", array(strides)),
        ],
    );
    state.attrs = attrs;
    let subview = rewriter.create(state).map_err(failure)?;
    replace_with_cast(rewriter, op, Value::result(subview, 0), old_type)
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for subviews: offsets and sizes
/// given by non-negative constants, and strides given by constants, become static.
fn fold_constant_arguments(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (source, old_type, mut mixed) =
        read(ctx, body, op).ok_or_else(|| MatchFailure::new("the subview is malformed"))?;
    let old_sizes = mixed.statics[1].clone();
    let mut changed = false;
    for (list, (statics, dynamics)) in mixed
        .statics
        .iter_mut()
        .zip(&mut mixed.dynamics)
        .enumerate()
    {
        let mut operands = std::mem::take(dynamics).into_iter();
        for entry in statics.iter_mut().filter(|v| **v == DYNAMIC) {
            let Some(value) = operands.next() else { break };
            let constant = crate::verify::int_value(ctx, m_constant(ctx, body, value))
                .filter(|&c| list == 2 || c >= 0);
            match constant {
                Some(c) => {
                    *entry = c;
                    changed = true;
                }
                None => dynamics.push(value),
            }
        }
    }
    if !changed {
        return Err(MatchFailure::new("no offset, size or stride is a constant"));
    }
    let source_type = body.value_type(source);
    let ty = canonical_type(ctx, source_type, &mixed.statics, &old_sizes, old_type)
        .ok_or_else(|| MatchFailure::new("no result type can be inferred"))?;
    replace_with_subview(ctx, rewriter, op, source, ty, &mixed)
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs of one element
/// type and rank that makes no size, offset or stride static.
fn cast_only_forgets(ctx: &Context, from: Type, to: Type) -> bool {
    let (Some(from), Some(to)) = (
        from.dyn_cast::<MemRefType>(ctx),
        to.dyn_cast::<MemRefType>(ctx),
    ) else {
        return false;
    };
    if from.element_type(ctx) != to.element_type(ctx) || from.rank(ctx) != to.rank(ctx) {
        return false;
    }
    let (Some((from_strides, from_offset)), Some((to_strides, to_offset))) =
        (from.strides_and_offset(ctx), to.strides_and_offset(ctx))
    else {
        return false;
    };
    let gains = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    let shapes = from.shape(ctx).iter().zip(to.shape(ctx));
    let strides = from_strides.iter().zip(&to_strides);
    !shapes.chain(strides).any(|(&a, &b)| gains(a, b)) && !gains(from_offset, to_offset)
}

/// MLIR's `SubViewOpMemRefCastFolder`.
fn fold_source_cast(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (source, old_type, mixed) =
        read(ctx, body, op).ok_or_else(|| MatchFailure::new("the subview is malformed"))?;
    let constant = mixed
        .dynamics
        .iter()
        .flatten()
        .any(|&v| m_constant(ctx, body, v).is_some());
    if constant {
        return Err(MatchFailure::new("constant operands are folded first"));
    }
    let cast = source
        .defining_op()
        .filter(|&c| ctx.op_name_str(body.op_name(c)) == crate::CastOp::NAME)
        .ok_or_else(|| MatchFailure::new("the source is not a cast"))?;
    let original = body
        .operand(cast, 0)
        .ok_or_else(|| MatchFailure::new("the cast has no operand"))?;
    let original_type = body.value_type(original);
    if !cast_only_forgets(ctx, original_type, body.value_type(source)) {
        return Err(MatchFailure::new("the cast makes the type more static"));
    }
    let ty = canonical_type(
        ctx,
        original_type,
        &mixed.statics,
        &mixed.statics[1],
        old_type,
    )
    .ok_or_else(|| MatchFailure::new("no result type can be inferred"))?;
    replace_with_subview(ctx, rewriter, op, original, ty, &mixed)
}

/// MLIR's `TrivialSubViewOpFolder`: a subview at offsets 0 with strides 1 and the sizes of its
/// statically shaped source is the source (cast to the subview's type when it differs).
fn fold_trivial(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (source, ty, mixed) =
        read(ctx, body, op).ok_or_else(|| MatchFailure::new("the subview is malformed"))?;
    let source_type = body.value_type(source);
    let shape = source_type
        .dyn_cast::<MemRefType>(ctx)
        .map(|m| m.shape(ctx).to_vec())
        .filter(|shape| !shape.contains(&DYNAMIC))
        .ok_or_else(|| MatchFailure::new("the source has no static shape"))?;
    let [offsets, sizes, strides] = &mixed.statics;
    let trivial =
        offsets.iter().all(|&o| o == 0) && strides.iter().all(|&s| s == 1) && sizes == &shape;
    if !trivial {
        return Err(MatchFailure::new("the subview is not the whole source"));
    }
    if source_type == ty {
        return rewriter
            .replace_op(op, &[source])
            .map_err(|e| MatchFailure::new(e.to_string()));
    }
    replace_with_cast(rewriter, op, source, ty)
}

#[cfg(test)]
mod tests {
    use super::cast_only_forgets;
    use crate::testing::canonicalized;
    use oxir::text::parser::parse_type;

    #[test]
    fn constant_arguments_become_static_with_a_cast_back() {
        let ir = "%m = \"t.def\"() : () -> memref<8x8xf32>\n%c1 = arith.constant 1 : index\n%s = memref.subview %m[%c1, 0] [4, %c1] [1, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[8, 1], offset: ?>>\n\"t.use\"(%s) : (memref<4x?xf32, strided<[8, 1], offset: ?>>) -> ()";
        assert_eq!(
            canonicalized(ir),
            "%0 = \"t.def\"() : () -> memref<8x8xf32>\n%subview = memref.subview %0[1, 0] [4, 1] [1, 1] : memref<8x8xf32> to memref<4x1xf32, strided<[8, 1], offset: 8>>\n%cast = memref.cast %subview : memref<4x1xf32, strided<[8, 1], offset: 8>> to memref<4x?xf32, strided<[8, 1], offset: ?>>\n\"t.use\"(%cast) : (memref<4x?xf32, strided<[8, 1], offset: ?>>) -> ()"
        );
    }

    #[test]
    fn whole_subviews_are_their_source() {
        let ir = "%m = \"t.def\"() : () -> memref<8x8xf32>\n%s = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>\n\"t.use\"(%s) : (memref<8x8xf32, strided<[8, 1]>>) -> ()";
        assert_eq!(
            canonicalized(ir),
            "%0 = \"t.def\"() : () -> memref<8x8xf32>\n%cast = memref.cast %0 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>\n\"t.use\"(%cast) : (memref<8x8xf32, strided<[8, 1]>>) -> ()"
        );
    }

    #[test]
    fn casts_fold_into_subviews_when_they_only_forget() {
        let ctx = oxir::Context::new();
        let t = |s: &str| parse_type(&ctx, s).expect("a valid type");
        assert!(cast_only_forgets(
            &ctx,
            t("memref<8x8xf32>"),
            t("memref<?x?xf32>")
        ));
        assert!(!cast_only_forgets(
            &ctx,
            t("memref<?x?xf32>"),
            t("memref<8x8xf32>")
        ));
        assert!(!cast_only_forgets(
            &ctx,
            t("memref<8x8xf32>"),
            t("memref<*xf32>")
        ));
        assert!(!cast_only_forgets(
            &ctx,
            t("memref<8xf32, strided<[?]>>"),
            t("memref<8xf32, strided<[1]>>")
        ));
    }
}
