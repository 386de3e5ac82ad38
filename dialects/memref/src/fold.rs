//! The folds of `memref` ops that MLIR 19 has and that matter most: a `memref.cast` of a
//! ranked memref folds into the ops using it (`memref.load`, `memref.store`, `memref.dealloc`,
//! `memref.copy`, `memref.dma_start`, `memref.dma_wait`, `memref.dim`, another `memref.cast`), `memref.dim` of a static dimension or
//! of the size operand of an allocation or view, `memref.rank` of a ranked memref, nested
//! `memref.memory_space_cast`s, subviews of the whole source, reinterpret casts of other views
//! (which reinterpret the views' source) and collapses undone by expansions. The canonicalization
//! patterns are in [`crate::patterns`].
//!
//! MLIR does not forward a stored value to a later load (that is the job of passes that know
//! about aliasing), and neither does this module. Constants are `arith.constant`s (the
//! dialect's constant materializer is `oxir-arith`'s).

use oxir::attrs::IntegerAttr;
use oxir::op_support::attr;
use oxir::rewrite::{FoldOutcome, InPlaceUpdate};

use crate::directives::static_integers;
use oxir::types::DYNAMIC;
use oxir::{Attribute, Body, Context, OpId, TypeData, Value};

/// The source of the `memref.cast` defining `value`, when the cast folds into its users: its
/// source is ranked (MLIR's `foldMemRefCast` asks nothing more, the users' verifiers accept
/// any ranked memref).
fn foldable_cast_source(ctx: &Context, body: &Body, value: Value) -> Option<Value> {
    let cast = value.defining_op()?;
    if ctx.op_name_str(body.op_name(cast)) != crate::CastOp::NAME {
        return None;
    }
    let source = body.operand(cast, 0)?;
    let ranked = matches!(
        ctx.type_data(body.value_type(source)),
        TypeData::MemRef { .. }
    );
    ranked.then_some(source)
}

/// MLIR's `foldMemRefCast`: the operands of `op` (but `skip`) defined by a foldable cast read
/// the cast's source instead; no fold when none is.
pub fn fold_memref_cast(ctx: &Context, body: &Body, op: OpId, skip: Option<usize>) -> FoldOutcome {
    let mut changed = false;
    let operands: Vec<Value> = body
        .operands(op)
        .enumerate()
        .map(|(i, value)| {
            if Some(i) == skip {
                return value;
            }
            match foldable_cast_source(ctx, body, value) {
                Some(source) => {
                    changed = true;
                    source
                }
                None => value,
            }
        })
        .collect();
    if changed {
        FoldOutcome::InPlace(InPlaceUpdate::operands(operands))
    } else {
        FoldOutcome::NoFold
    }
}

/// `memref.load` reads through a cast of a ranked memref.
pub fn load(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, None)
}

/// `memref.store` writes through a cast of a ranked memref (the stored value is left alone).
pub fn store(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, Some(0))
}

/// `memref.dealloc` frees through a cast of a ranked memref.
pub fn dealloc(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, None)
}

/// `memref.dma_start` transfers between and tags the sources of casts of ranked memrefs.
pub fn dma_start(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, None)
}

/// `memref.dma_wait` waits on the source of a cast of a ranked memref.
pub fn dma_wait(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, None)
}

/// `memref.copy` copies from and to the sources of casts of ranked memrefs.
pub fn copy(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, None)
}

/// `memref.cast` casts the source of a cast of a ranked memref feeding it (MLIR's
/// `CastOp::fold`); failing that, a cast to the type it has is its operand (the fold
/// `CastOpInterface` adds).
pub fn cast(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match fold_memref_cast(ctx, body, op, None) {
        FoldOutcome::NoFold => identity_cast(body, op),
        folded => folded,
    }
}

/// A cast whose operand already has the result type is its operand.
fn identity_cast(body: &Body, op: OpId) -> FoldOutcome {
    match (body.operand(op, 0), body.result(op, 0)) {
        (Some(source), Some(result)) if body.value_type(source) == body.value_type(result) => {
            FoldOutcome::value(source)
        }
        _ => FoldOutcome::NoFold,
    }
}

/// `memref.memory_space_cast` of a `memref.memory_space_cast` casts the first one's source;
/// failing that, a cast to the type it has is its operand.
pub fn memory_space_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let inner = body
        .operand(op, 0)
        .and_then(|source| defined_by(ctx, body, source, crate::MemorySpaceCastOp::NAME))
        .and_then(|parent| body.operand(parent, 0));
    match inner {
        Some(inner) => FoldOutcome::InPlace(InPlaceUpdate::operands(vec![inner])),
        None => identity_cast(body, op),
    }
}

/// `memref.rank` of a ranked memref is its rank.
pub fn rank(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(source) = body.operand(op, 0) else {
        return FoldOutcome::NoFold;
    };
    match ctx.type_data(body.value_type(source)) {
        TypeData::MemRef { shape, .. } => {
            let rank = i64::try_from(shape.len()).unwrap_or(i64::MAX);
            FoldOutcome::attr(IntegerAttr::get(ctx, ctx.common().index, rank).attr())
        }
        _ => FoldOutcome::NoFold,
    }
}

/// MLIR's `DimOp::fold` with a constant index in range: a static size is a constant; a
/// dynamic one is the matching size operand of the `memref.alloc`, `memref.alloca`,
/// `memref.view` or `memref.subview` (without dropped dimensions) that defines the memref;
/// else the dim reads through a cast of a ranked memref.
pub fn dim(ctx: &Context, body: &Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(index) = crate::verify::int_value(ctx, constants.get(1).copied().flatten()) else {
        return FoldOutcome::NoFold;
    };
    let Some(source) = body.operand(op, 0) else {
        return FoldOutcome::NoFold;
    };
    let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(source)) else {
        return FoldOutcome::NoFold;
    };
    let Some(&size) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
        return FoldOutcome::NoFold;
    };
    if size != DYNAMIC {
        return FoldOutcome::attr(IntegerAttr::get(ctx, ctx.common().index, size).attr());
    }
    let index = index as usize;
    if let Some(value) = defining_size(ctx, body, source, shape, index) {
        return FoldOutcome::value(value);
    }
    fold_memref_cast(ctx, body, op, Some(1))
}

/// The size operand that gives dynamic dimension `index` of `memref` (of shape `shape`) where
/// an allocation, view or subview defines it.
fn defining_size(
    ctx: &Context,
    body: &Body,
    memref: Value,
    shape: &[i64],
    index: usize,
) -> Option<Value> {
    let def = memref.defining_op()?;
    let name = ctx.op_name_str(body.op_name(def));
    let dynamic_before = shape[..index].iter().filter(|&&d| d == DYNAMIC).count();
    let operands: Vec<Value> = body.operands(def).collect();
    match name {
        n if n == crate::AllocOp::NAME || n == crate::AllocaOp::NAME => {
            operands.get(dynamic_before).copied()
        }
        n if n == crate::ViewOp::NAME => operands.get(2 + dynamic_before).copied(),
        n if n == crate::SubviewOp::NAME => {
            let source = body.value_type(*operands.first()?);
            if crate::verify::memref_rank(ctx, source) != Some(shape.len()) {
                return None;
            }
            let lists: Vec<Vec<i64>> = ["static_offsets", "static_sizes"]
                .iter()
                .map(|n| {
                    crate::directives::static_integers(
                        ctx,
                        oxir::op_support::attr(ctx, body, def, n),
                    )
                })
                .collect();
            let dynamic_offsets = lists[0].iter().filter(|&&d| d == DYNAMIC).count();
            let sizes = &lists[1];
            if sizes.get(index) != Some(&DYNAMIC) {
                return None;
            }
            let before = sizes[..index].iter().filter(|&&d| d == DYNAMIC).count();
            operands.get(1 + dynamic_offsets + before).copied()
        }
        _ => None,
    }
}

/// `memref.subview` whose result has the source's type, a static shape, is its source (MLIR's
/// `SubViewOp::fold`).
pub fn subview(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return FoldOutcome::NoFold;
    };
    let ty = body.value_type(result);
    if has_static_shape(ctx, ty) && body.value_type(source) == ty {
        return FoldOutcome::value(source);
    }
    FoldOutcome::NoFold
}

/// The defining op of `value` when it is named `name`.
fn defined_by(ctx: &Context, body: &Body, value: Value, name: &str) -> Option<OpId> {
    let op = value.defining_op()?;
    (ctx.op_name_str(body.op_name(op)) == name).then_some(op)
}

/// MLIR's `ReinterpretCastOp::fold`: a reinterpret cast of a reinterpret cast, of a cast or of
/// a subview at offsets 0 reinterprets their source instead; one that changes nothing (static
/// shape, same type, offset 0) is its source.
pub fn reinterpret_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return FoldOutcome::NoFold;
    };
    let previous = if let Some(prev) = defined_by(ctx, body, source, crate::ReinterpretCastOp::NAME)
        .or_else(|| defined_by(ctx, body, source, crate::CastOp::NAME))
    {
        body.operand(prev, 0)
    } else if let Some(subview) = defined_by(ctx, body, source, crate::SubviewOp::NAME) {
        let offsets = static_integers(ctx, attr(ctx, body, subview, "static_offsets"));
        let zero = offsets.iter().all(|&o| o == 0);
        body.operand(subview, 0).filter(|_| zero)
    } else {
        None
    };
    if let Some(previous) = previous {
        let mut operands: Vec<Value> = body.operands(op).collect();
        operands[0] = previous;
        return FoldOutcome::InPlace(InPlaceUpdate::operands(operands));
    }
    let ty = body.value_type(result);
    let unchanged = has_static_shape(ctx, ty)
        && body.value_type(source) == ty
        && static_integers(ctx, attr(ctx, body, op, "static_offsets")).first() == Some(&0);
    if unchanged {
        return FoldOutcome::value(source);
    }
    FoldOutcome::NoFold
}

/// Whether `ty` is a memref of static shape.
fn has_static_shape(ctx: &Context, ty: oxir::Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC))
}

/// `memref.expand_shape` of a `memref.collapse_shape` (and the other way around) of a memref
/// of the result type, with at most one dynamic dimension, is that memref; a reshape to its
/// own type is its source (MLIR's `foldReshapeOp`).
pub fn reshape_pair(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return FoldOutcome::NoFold;
    };
    let ty = body.value_type(result);
    if body.value_type(source) == ty {
        return FoldOutcome::value(source);
    }
    let inverse = if ctx.op_name_str(body.op_name(op)) == crate::ExpandShapeOp::NAME {
        crate::CollapseShapeOp::NAME
    } else {
        crate::ExpandShapeOp::NAME
    };
    let Some(original) =
        defined_by(ctx, body, source, inverse).and_then(|inverse| body.operand(inverse, 0))
    else {
        return FoldOutcome::NoFold;
    };
    let dynamic = match ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => shape.iter().filter(|&&d| d == DYNAMIC).count(),
        _ => return FoldOutcome::NoFold,
    };
    if body.value_type(original) == ty && dynamic < 2 {
        return FoldOutcome::value(original);
    }
    FoldOutcome::NoFold
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    #[test]
    fn dims_fold_to_static_sizes_and_size_operands() {
        let ir = "%n = \"t.def\"() : () -> index\n%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n%a = memref.alloc(%n) : memref<4x?xf32>\n%d0 = memref.dim %a, %c0 : memref<4x?xf32>\n%d1 = memref.dim %a, %c1 : memref<4x?xf32>\n\"t.use\"(%d0, %d1, %a) : (index, index, memref<4x?xf32>) -> ()";
        let text = canonicalized(ir);
        assert!(text.contains("%c4 = arith.constant 4 : index"), "{text}");
        assert!(text.contains("\"t.use\"(%c4, %0, %alloc)"), "{text}");
        assert!(!text.contains("memref.dim"), "{text}");
    }

    #[test]
    fn casts_fold_into_accesses_and_ranks_into_constants() {
        let ir = "%m = \"t.def\"() : () -> memref<4xf32>\n%i = \"t.def\"() : () -> index\n%c = memref.cast %m : memref<4xf32> to memref<?xf32>\n%v = memref.load %c[%i] : memref<?xf32>\n%r = memref.rank %c : memref<?xf32>\n\"t.use\"(%v, %r) : (f32, index) -> ()";
        let text = canonicalized(ir);
        assert!(
            text.contains("memref.load %0[%1] : memref<4xf32>"),
            "{text}"
        );
        assert!(text.contains("%c1 = arith.constant 1 : index"), "{text}");
        assert!(!text.contains("memref.cast"), "{text}");
    }

    #[test]
    fn views_of_views_read_the_first_source() {
        let ir = "%m = \"t.def\"() : () -> memref<8x8xf32>\n%c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>\n%r = memref.reinterpret_cast %c to offset: [0], sizes: [4], strides: [1] : memref<?x?xf32> to memref<4xf32>\n%f = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>\n%e = memref.expand_shape %f [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>\n\"t.use\"(%r, %e) : (memref<4xf32>, memref<8x8xf32>) -> ()";
        assert_eq!(
            canonicalized(ir),
            "%0 = \"t.def\"() : () -> memref<8x8xf32>\n%reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [4], strides: [1] : memref<8x8xf32> to memref<4xf32>\n\"t.use\"(%reinterpret_cast, %0) : (memref<4xf32>, memref<8x8xf32>) -> ()"
        );
    }

    #[test]
    fn stored_values_are_not_forwarded() {
        let ir = "%m = \"t.def\"() : () -> memref<4xf32>\n%x = \"t.def\"() : () -> f32\n%i = \"t.def\"() : () -> index\nmemref.store %x, %m[%i] : memref<4xf32>\n%v = memref.load %m[%i] : memref<4xf32>\n\"t.use\"(%v) : (f32) -> ()";
        let text = canonicalized(ir);
        assert!(
            text.contains("%3 = memref.load %0[%2] : memref<4xf32>"),
            "{text}"
        );
        assert!(text.contains("memref.store %1, %0[%2]"), "{text}");
    }
}
