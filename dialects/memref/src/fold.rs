//! The folds and canonicalization patterns of `memref` ops that MLIR 19 has and that matter
//! most: a `memref.cast` of a ranked memref folds into the ops using it (`memref.load`,
//! `memref.store`, `memref.dealloc`, `memref.copy`, `memref.dim`, another `memref.cast`),
//! `memref.dim` of a static dimension or of the size operand of an allocation or view,
//! `memref.rank` of a ranked memref, nested `memref.memory_space_cast`s, `memref.alloca_scope`s
//! that allocate nothing on the stack (inlined), copies of a memref to
//! itself, subviews of the whole source, and allocations used only to be written and freed,
//! which go away; constant allocation sizes become static dimensions.
//!
//! MLIR does not forward a stored value to a later load (that is the job of passes that know
//! about aliasing), and neither does this module. Constants are `arith.constant`s.

use oxir::attrs::IntegerAttr;
use oxir::rewrite::PatternRewriter;
use oxir::rewrite::{FoldOutcome, InPlaceUpdate, MatchFailure, RewritePatternSet};
use oxir::types::{DYNAMIC, MemRefType};
use oxir::{Attribute, Body, Builder, Context, Location, OpId, Type, TypeData, Value};

/// Builds the constants `memref` ops fold to as `arith.constant` (MLIR's
/// `MemRefDialect::materializeConstant`).
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    oxir_arith::fold::materialize_constant(ctx, body, builder, value, ty, loc)
}

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
fn fold_memref_cast(ctx: &Context, body: &Body, op: OpId, skip: Option<usize>) -> FoldOutcome {
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

/// `memref.copy` copies from and to the sources of casts of ranked memrefs.
pub fn copy(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, None)
}

/// The canonicalization pattern of `memref.copy` (MLIR's `FoldSelfCopy`): a copy of a memref
/// to itself goes away.
pub fn copy_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(crate::CopyOp::NAME, "FoldSelfCopy", 1, |_, rewriter, op| {
        let body = rewriter.body();
        if body.operand(op, 0) != body.operand(op, 1) {
            return Err(MatchFailure::new("the copy's source and target differ"));
        }
        rewriter
            .erase_op(op)
            .map_err(|e| MatchFailure::new(e.to_string()))
    });
}

/// `memref.cast` casts the source of a cast of a ranked memref feeding it (MLIR's
/// `CastOp::fold`).
pub fn cast(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_memref_cast(ctx, body, op, None)
}

/// `memref.memory_space_cast` of a `memref.memory_space_cast` casts the first one's source.
pub fn memory_space_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(source) = body.operand(op, 0) else {
        return FoldOutcome::NoFold;
    };
    let Some(parent) = source.defining_op() else {
        return FoldOutcome::NoFold;
    };
    if ctx.op_name_str(body.op_name(parent)) != crate::MemorySpaceCastOp::NAME {
        return FoldOutcome::NoFold;
    }
    match body.operand(parent, 0) {
        Some(inner) => FoldOutcome::InPlace(InPlaceUpdate::operands(vec![inner])),
        None => FoldOutcome::NoFold,
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

/// The canonicalization patterns of `memref.alloc` and `memref.alloca`: MLIR's
/// `SimplifyAllocConst` (sizes given by non-negative constants become static dimensions of a
/// new allocation, cast back to the old type) and `SimplifyDeadAlloc` (an allocation whose only
/// uses are stores into it and deallocations goes away with them).
pub fn alloc_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    for name in [crate::AllocOp::NAME, crate::AllocaOp::NAME] {
        patterns.add_fn(name, "SimplifyAllocConst", 1, simplify_alloc_const);
        patterns.add_fn(name, "SimplifyDeadAlloc", 1, simplify_dead_alloc);
    }
}

/// The value of a constant size operand, when it is a non-negative integer.
fn constant_size(ctx: &Context, body: &Body, value: Value) -> Option<i64> {
    let size = crate::verify::int_value(ctx, oxir::rewrite::m_constant(ctx, body, value))?;
    (size >= 0).then_some(size)
}

/// MLIR's `SimplifyAllocConst`.
fn simplify_alloc_const(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let Some(result) = body.result(op, 0) else {
        return Err(MatchFailure::new("the allocation has no result"));
    };
    let ty = body.value_type(result);
    let Some(memref) = ty.dyn_cast::<MemRefType>(ctx) else {
        return Err(MatchFailure::new(
            "the allocation's type is not a ranked memref",
        ));
    };
    let operands: Vec<Value> = body.operands(op).collect();
    let dynamic = memref.shape(ctx).iter().filter(|&&d| d == DYNAMIC).count();
    if operands.len() < dynamic {
        return Err(MatchFailure::new("the allocation does not fit its type"));
    }
    let (sizes, symbols) = operands.split_at(dynamic);
    if !sizes.iter().any(|&v| constant_size(ctx, body, v).is_some()) {
        return Err(MatchFailure::new("no size is a constant"));
    }
    let mut shape = Vec::with_capacity(memref.rank(ctx));
    let mut kept = Vec::new();
    let mut next = sizes.iter();
    for &dim in memref.shape(ctx) {
        if dim != DYNAMIC {
            shape.push(dim);
            continue;
        }
        let Some(&size) = next.next() else {
            return Err(MatchFailure::new("the allocation does not fit its type"));
        };
        match constant_size(ctx, body, size) {
            Some(constant) => shape.push(constant),
            None => {
                shape.push(DYNAMIC);
                kept.push(size);
            }
        }
    }
    let new_type: Type = MemRefType::get(
        ctx,
        &shape,
        memref.element_type(ctx),
        memref.layout(ctx),
        memref.memory_space(ctx),
    )
    .into();
    let alignment = oxir::op_support::attr(ctx, body, op, "alignment");
    let attrs = match ctx.attr_data(body.op_attrs(op)) {
        oxir::AttrData::Dictionary(entries) => entries.to_vec(),
        _ => Vec::new(),
    };
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    rewriter.set_insertion_point_before(op);
    rewriter.set_loc(rewriter.body().op_loc(op));
    let mut state = rewriter.state(&name);
    state.operands = kept.iter().chain(symbols).copied().collect();
    state.result_types = vec![new_type];
    state.props = oxir::op_support::properties(
        ctx,
        &[
            ("alignment", alignment),
            (
                "operandSegmentSizes",
                Some(oxir::op_support::segment_sizes(
                    ctx,
                    &[kept.len(), symbols.len()],
                )),
            ),
        ],
    );
    state.attrs = attrs;
    let failure = |e: oxir::IrError| MatchFailure::new(e.to_string());
    let alloc = rewriter.create(state).map_err(failure)?;
    let mut cast = rewriter.state(crate::CastOp::NAME);
    cast.operands = rewriter.body().results(alloc).collect();
    cast.result_types = vec![ty];
    rewriter.replace_op_with_new(op, cast).map_err(failure)?;
    Ok(())
}

/// MLIR's `SimplifyDeadAlloc`.
fn simplify_dead_alloc(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let Some(memref) = body.result(op, 0) else {
        return Err(MatchFailure::new("the allocation has no result"));
    };
    let mut users = Vec::new();
    for oxir::structure::Use { owner: user, index } in body.uses(memref) {
        let name = ctx.op_name_str(body.op_name(user));
        let removable =
            name == crate::DeallocOp::NAME || (name == crate::StoreOp::NAME && index == 1);
        if !removable {
            return Err(MatchFailure::new("the allocation has other uses"));
        }
        users.push(user);
    }
    users.sort();
    users.dedup();
    for user in users {
        rewriter
            .erase_op(user)
            .map_err(|e| MatchFailure::new(e.to_string()))?;
    }
    rewriter
        .erase_op(op)
        .map_err(|e| MatchFailure::new(e.to_string()))
}

/// The canonicalization pattern of `memref.alloca_scope` (MLIR's `AllocaScopeInliner`): a
/// scope whose region holds no stack allocation is replaced by its region's ops; one that
/// does is too when it is the last op before its parent's terminator and that parent is an
/// allocation scope itself (the allocations then live no longer).
pub fn alloca_scope_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(
        crate::AllocaScopeOp::NAME,
        "AllocaScopeInliner",
        1,
        inline_alloca_scope,
    );
}

/// MLIR's `AllocaScopeInliner`.
fn inline_alloca_scope(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let region = body.op_regions(op).first().copied();
    let block = region.and_then(|r| body.region_entry(r));
    let (Some(region), Some(block), Some(dest)) = (region, block, body.op_parent_block(op)) else {
        return Err(MatchFailure::new(
            "the scope has no body or no parent block",
        ));
    };
    if body.region_blocks(region).count() != 1 {
        return Err(MatchFailure::new("the scope's region has several blocks"));
    }
    if may_allocate_on_stack(ctx, body, region) {
        let scope = oxir::Trait::AutomaticAllocationScope;
        let parent = body
            .op_parent_op(op)
            .map(|p| body.op_name(p))
            .or_else(|| body.owner_name());
        if !parent.is_some_and(|name| ctx.op_has_trait(name, scope)) {
            return Err(MatchFailure::new("the parent is not an allocation scope"));
        }
        let last = body
            .next_op(op)
            .is_some_and(|next| body.next_op(next).is_none() && is_terminator(ctx, body, next));
        if !last {
            return Err(MatchFailure::new(
                "the scope is not the last op before its parent's terminator",
            ));
        }
    }
    let Some(terminator) = body.last_op(block) else {
        return Err(MatchFailure::new("the scope's block has no terminator"));
    };
    let results: Vec<Value> = body.operands(terminator).collect();
    let failure = |e: oxir::IrError| MatchFailure::new(e.to_string());
    rewriter.erase_op(terminator).map_err(failure)?;
    rewriter
        .inline_block_before(block, dest, Some(op), &[])
        .map_err(failure)?;
    rewriter.replace_op(op, &results).map_err(failure)
}

/// Whether `op` is a terminator.
fn is_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_has_trait(body.op_name(op), oxir::Trait::IsTerminator)
}

/// Whether an op in `region` (of `body`) may allocate in the enclosing allocation scope: it
/// allocates a result in that resource, or its effects are unknown (MLIR's
/// `isOpItselfPotentialAutomaticAllocation`). Nested allocation scopes are not looked into;
/// other nested ops are.
fn may_allocate_on_stack(ctx: &Context, body: &Body, region: oxir::RegionId) -> bool {
    let mut pending = vec![(body, region)];
    while let Some((body, region)) = pending.pop() {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                let name = body.op_name(op);
                if !ctx.op_has_trait(name, oxir::Trait::RecursiveMemoryEffects) {
                    let Some(effects) = oxir::effects::own_effects(ctx, body, op) else {
                        return true;
                    };
                    let allocates = effects.iter().any(|e| {
                        e.kind == oxir::effects::EffectKind::Allocate
                            && e.resource == oxir::effects::AUTOMATIC_ALLOCATION_SCOPE_RESOURCE
                            && e.value.is_some_and(|v| v.defining_op() == Some(op))
                    });
                    if allocates {
                        return true;
                    }
                }
                if ctx.op_has_trait(name, oxir::Trait::AutomaticAllocationScope) {
                    continue;
                }
                let (scope, regions) = body.region_scope(op);
                pending.extend(regions.iter().map(|&r| (scope, r)));
            }
        }
    }
    false
}

/// `memref.subview` whose result has the source's type, a static shape, is its source (MLIR's
/// `SubViewOp::fold`).
pub fn subview(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return FoldOutcome::NoFold;
    };
    let ty = body.value_type(result);
    let static_shape = match ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => !shape.contains(&DYNAMIC),
        _ => false,
    };
    if static_shape && body.value_type(source) == ty {
        return FoldOutcome::value(source);
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
    fn allocations_only_written_and_freed_go_away() {
        let ir = "%x = \"t.def\"() : () -> f32\n%i = \"t.def\"() : () -> index\n%a = memref.alloc() : memref<4xf32>\nmemref.store %x, %a[%i] : memref<4xf32>\nmemref.dealloc %a : memref<4xf32>\n%b = memref.alloc() : memref<4xf32>\nmemref.copy %b, %b : memref<4xf32> to memref<4xf32>\n\"t.use\"(%b) : (memref<4xf32>) -> ()";
        let text = canonicalized(ir);
        assert_eq!(
            text,
            "%0 = \"t.def\"() : () -> f32\n%1 = \"t.def\"() : () -> index\n%alloc = memref.alloc() : memref<4xf32>\n\"t.use\"(%alloc) : (memref<4xf32>) -> ()"
        );
    }

    #[test]
    fn alloca_scopes_without_stack_allocations_are_inlined() {
        let ir = "%x = \"t.def\"() : () -> f32\n%r = memref.alloca_scope -> (f32) {\n  %y = arith.addf %x, %x : f32\n  memref.alloca_scope.return %y : f32\n}\n\"t.use\"(%r) : (f32) -> ()";
        assert_eq!(
            canonicalized(ir),
            "%0 = \"t.def\"() : () -> f32\n%1 = arith.addf %0, %0 : f32\n\"t.use\"(%1) : (f32) -> ()"
        );
        let allocating = "%i = \"t.def\"() : () -> index\nmemref.alloca_scope {\n  %a = memref.alloca() : memref<4xf32>\n  \"t.use\"(%a) : (memref<4xf32>) -> ()\n}\n\"t.use\"(%i) : (index) -> ()";
        assert!(canonicalized(allocating).contains("memref.alloca_scope  {"));
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
