//! The canonicalization patterns of `memref` ops that MLIR 19 has and that matter most:
//! allocations whose sizes are constants become statically shaped (`SimplifyAllocConst`),
//! allocations only written and freed go away (`SimplifyDeadAlloc`), `memref.alloca_scope`s
//! that allocate nothing on the stack are inlined (`AllocaScopeInliner`) and the stack
//! allocations of those that do move out to the enclosing allocation scope when that extends
//! no lifetime (`AllocaScopeHoister`), copies of a memref
//! to itself go away (`FoldSelfCopy`), the metadata a type knows statically is used as
//! constants (`memref.extract_strided_metadata`), constant sizes of views become static
//! (`ViewOpShapeFolder`, `ViewOpMemrefCastFolder`), and the sizes of a `memref.reshape` are
//! read from its shape operand (`DimOfMemRefReshape`). The folds are in [`crate::fold`], the
//! patterns of `memref.subview` in [`crate::subview_patterns`].

use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::types::{DYNAMIC, MemRefType};
use oxir::{AttrData, Body, Context, NamedAttr, OpId, Type, Value};

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

/// The canonicalization pattern of `memref.realloc` (MLIR's `SimplifyDeadAlloc`): a
/// reallocation whose only uses are stores into it and deallocations goes away with them.
pub fn realloc_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(
        crate::ReallocOp::NAME,
        "SimplifyDeadAlloc",
        1,
        simplify_dead_alloc,
    );
}

/// The canonicalization of `memref.extract_strided_metadata` (MLIR does it in its fold): the
/// offset, sizes and strides the source's type knows statically are used as `arith.constant`s
/// instead of the op's results.
pub fn strided_metadata_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(
        crate::ExtractStridedMetadataOp::NAME,
        "ExtractStridedMetadataConstants",
        1,
        constant_metadata,
    );
}

/// The static offset, sizes and strides of `memref.extract_strided_metadata` become constants.
fn constant_metadata(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let memref = body
        .operand(op, 0)
        .and_then(|source| body.value_type(source).dyn_cast::<MemRefType>(ctx))
        .ok_or_else(|| MatchFailure::new("the source is not a ranked memref"))?;
    let (strides, offset) = memref
        .strides_and_offset(ctx)
        .ok_or_else(|| MatchFailure::new("the source has no strided layout"))?;
    let known: Vec<(Value, i64)> = std::iter::once(offset)
        .chain(memref.shape(ctx).iter().copied())
        .chain(strides)
        .zip(body.results(op).skip(1))
        .filter(|&(value, result)| value != DYNAMIC && body.has_uses(result))
        .map(|(value, result)| (result, value))
        .collect();
    if known.is_empty() {
        return Err(MatchFailure::new("no used result is known statically"));
    }
    let index = ctx.common().index;
    let loc = body.op_loc(op);
    rewriter.set_insertion_point_before(op);
    for (result, value) in known {
        let attr = oxir::attrs::IntegerAttr::get(ctx, index, value).attr();
        let constant = rewriter
            .materialize_constant("memref", attr, index, loc)
            .ok_or_else(|| MatchFailure::new("no constant could be built"))?;
        rewriter.replace_all_uses_with(result, Value::result(constant, 0));
    }
    Ok(())
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
    let operands: Vec<Value> = body.operands(op).collect();
    let dynamic = ty.dyn_cast::<MemRefType>(ctx).map_or(0, |m| {
        m.shape(ctx).iter().filter(|&&d| d == DYNAMIC).count()
    });
    let (sizes, symbols) = operands.split_at(dynamic.min(operands.len()));
    if !sizes.iter().any(|&v| constant_size(ctx, body, v).is_some()) {
        return Err(MatchFailure::new("no size is a constant"));
    }
    let (new_type, kept) = fold_constant_sizes(ctx, body, ty, sizes)
        .ok_or_else(|| MatchFailure::new("the allocation does not fit its type"))?;
    let alignment = oxir::op_support::attr(ctx, body, op, "alignment");
    let attrs = discardable_attrs(ctx, body, op);
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    rewriter.set_insertion_point_before(op);
    rewriter.set_loc(rewriter.body().op_loc(op));
    let mut state = rewriter.state(&name);
    state.operands = kept.iter().chain(symbols).copied().collect();
    state.result_types = vec![new_type];
    let segments = oxir::op_support::segment_sizes(ctx, &[kept.len(), symbols.len()]);
    state.props = oxir::op_support::properties(
        ctx,
        &[
            ("alignment", alignment),
            ("operandSegmentSizes", Some(segments)),
        ],
    );
    state.attrs = attrs;
    let alloc = rewriter
        .create(state)
        .map_err(|e| MatchFailure::new(e.to_string()))?;
    replace_with_cast(rewriter, op, Value::result(alloc, 0), ty)
}

/// The type `ty` (a ranked memref) takes when its dynamic dimensions whose size (in `sizes`,
/// one per dynamic dimension) is a non-negative constant become static, and the sizes left.
fn fold_constant_sizes(
    ctx: &Context,
    body: &Body,
    ty: Type,
    sizes: &[Value],
) -> Option<(Type, Vec<Value>)> {
    let memref = ty.dyn_cast::<MemRefType>(ctx)?;
    let mut shape = Vec::with_capacity(memref.rank(ctx));
    let mut kept = Vec::new();
    let mut next = sizes.iter();
    for &dim in memref.shape(ctx) {
        if dim != DYNAMIC {
            shape.push(dim);
            continue;
        }
        let &size = next.next()?;
        match constant_size(ctx, body, size) {
            Some(constant) => shape.push(constant),
            None => {
                shape.push(DYNAMIC);
                kept.push(size);
            }
        }
    }
    if next.next().is_some() {
        return None;
    }
    let new_type = MemRefType::get(
        ctx,
        &shape,
        memref.element_type(ctx),
        memref.layout(ctx),
        memref.memory_space(ctx),
    );
    Some((new_type.into(), kept))
}

/// The discardable attributes of `op`, to carry over to the op replacing it.
pub(crate) fn discardable_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
    match ctx.attr_data(body.op_attrs(op)) {
        AttrData::Dictionary(entries) => entries.to_vec(),
        _ => Vec::new(),
    }
}

/// Replaces `op` by a `memref.cast` of `value` to `ty`, created before `op`.
pub(crate) fn replace_with_cast(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    value: Value,
    ty: Type,
) -> Result<(), MatchFailure> {
    rewriter.set_insertion_point_before(op);
    let mut cast = rewriter.state(crate::CastOp::NAME);
    cast.operands = vec![value];
    cast.result_types = vec![ty];
    rewriter
        .replace_op_with_new(op, cast)
        .map(|_| ())
        .map_err(|e| MatchFailure::new(e.to_string()))
}

/// The canonicalization patterns of `memref.view` (MLIR's `ViewOpShapeFolder` and
/// `ViewOpMemrefCastFolder`): sizes given by constants become static dimensions of a new view,
/// cast back to the old type, and a view of a cast of a `memref.alloc` views the allocation.
pub fn view_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(crate::ViewOp::NAME, "ViewOpShapeFolder", 1, fold_view_sizes);
    patterns.add_fn(
        crate::ViewOp::NAME,
        "ViewOpMemrefCastFolder",
        1,
        view_of_cast,
    );
}

/// MLIR's `ViewOpShapeFolder`.
fn fold_view_sizes(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let (Some(result), [source, shift, sizes @ ..]) = (body.result(op, 0), operands.as_slice())
    else {
        return Err(MatchFailure::new("the view does not have its operands"));
    };
    if !operands.iter().any(|&v| m_constant(ctx, body, v).is_some()) {
        return Err(MatchFailure::new("no operand is a constant"));
    }
    let ty = body.value_type(result);
    let (new_type, kept) = fold_constant_sizes(ctx, body, ty, sizes)
        .ok_or_else(|| MatchFailure::new("the view does not fit its type"))?;
    if new_type == ty {
        return Err(MatchFailure::new("no size is a constant"));
    }
    let attrs = discardable_attrs(ctx, body, op);
    rewriter.set_insertion_point_before(op);
    rewriter.set_loc(rewriter.body().op_loc(op));
    let mut state = rewriter.state(crate::ViewOp::NAME);
    state.operands = [*source, *shift].into_iter().chain(kept).collect();
    state.result_types = vec![new_type];
    state.attrs = attrs;
    let view = rewriter
        .create(state)
        .map_err(|e| MatchFailure::new(e.to_string()))?;
    replace_with_cast(rewriter, op, Value::result(view, 0), ty)
}

/// MLIR's `ViewOpMemrefCastFolder`.
fn view_of_cast(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let named = |value: Value, name: &str| {
        value
            .defining_op()
            .filter(|&d| ctx.op_name_str(body.op_name(d)) == name)
    };
    let allocation = body
        .operand(op, 0)
        .and_then(|source| named(source, crate::CastOp::NAME))
        .and_then(|cast| body.operand(cast, 0))
        .filter(|&source| named(source, crate::AllocOp::NAME).is_some())
        .ok_or_else(|| MatchFailure::new("the source is not a cast of an allocation"))?;
    let mut operands: Vec<Value> = body.operands(op).collect();
    operands[0] = allocation;
    rewriter.modify_op_in_place(op, |body| body.set_operands(op, &operands));
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

/// The canonicalization patterns of `memref.alloca_scope`: MLIR's `AllocaScopeInliner` (a
/// scope whose region holds no stack allocation is replaced by its region's ops; one that
/// does is too when it is the last op before its parent's terminator and that parent is an
/// allocation scope itself, the allocations then living no longer) and `AllocaScopeHoister`
/// (see [`hoist_alloca_scope_allocations`]).
pub fn alloca_scope_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(
        crate::AllocaScopeOp::NAME,
        "AllocaScopeInliner",
        1,
        inline_alloca_scope,
    );
    patterns.add_fn(
        crate::AllocaScopeOp::NAME,
        "AllocaScopeHoister",
        1,
        hoist_alloca_scope_allocations,
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

/// The op `op` is directly nested in, as a name and, when it is in `body`, an id: `None` as the
/// id for an op at the top of the nested body of an isolated op (its owner).
fn parent_of(body: &Body, op: OpId) -> Option<(oxir::OpName, Option<OpId>)> {
    match body.op_parent_op(op) {
        Some(parent) => Some((body.op_name(parent), Some(parent))),
        None => body.owner_name().map(|name| (name, None)),
    }
}

/// Whether `op` is the last op but a terminator of the one block of its region, so that
/// moving what it allocates to its parent's scope extends no lifetime (MLIR's
/// `lastNonTerminatorInRegion`; an unregistered last op may be a terminator).
fn last_before_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(next) = body.next_op(op) else {
        return false;
    };
    let might_terminate =
        is_terminator(ctx, body, next) || ctx.op_descriptor(body.op_name(next)).is_none();
    let one_block = body
        .op_parent_region(op)
        .is_some_and(|r| body.region_blocks(r).count() == 1);
    body.next_op(next).is_none() && might_terminate && one_block
}

/// Moves the stack allocations in scope `op` out, before the outermost of its ancestors
/// that are not allocation scopes, into the nearest allocation scope (MLIR's
/// `AllocaScopeHoister`). It applies when `op` and each of those ancestors is the last op
/// before the terminator of a one-block region, and moves each op that surely allocates on the
/// stack (anywhere in `op`) whose operands are all defined outside that outermost ancestor.
///
/// Ancestors are followed within the body holding `op`: when they lead to the owner of that
/// body (an isolated op) without meeting an allocation scope, nothing moves.
fn hoist_alloca_scope_allocations(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let scope = oxir::Trait::AutomaticAllocationScope;
    let is_scope = |name| ctx.op_has_trait(name, scope);
    let fail = |reason: &'static str| Err(MatchFailure::new(reason));
    let Some((name, Some(mut outermost))) = parent_of(body, op) else {
        return fail("the scope is at the top of its body");
    };
    if is_scope(name) {
        return fail("the parent is an allocation scope");
    }
    if !last_before_terminator(ctx, body, op) || !last_before_terminator(ctx, body, outermost) {
        return fail("moving the allocations would extend their lifetime");
    }
    loop {
        match parent_of(body, outermost) {
            Some((name, _)) if is_scope(name) => break,
            Some((_, Some(parent))) if last_before_terminator(ctx, body, parent) => {
                outermost = parent;
            }
            _ => return fail("no allocation scope to move the allocations to"),
        }
    }
    let mut hoisted = Vec::new();
    body.walk(
        op,
        oxir::structure::WalkOrder::PostOrder,
        |inner_body, inner| {
            let here = std::ptr::eq(inner_body, body);
            if here
                && stack_allocation(ctx, body, inner) == Some(true)
                && body
                    .operands(inner)
                    .all(|v| !body.value_defined_in_op(v, outermost))
            {
                hoisted.push(inner);
            }
        },
    );
    if hoisted.is_empty() {
        return fail("no stack allocation can move");
    }
    let failure = |e: oxir::IrError| MatchFailure::new(e.to_string());
    for alloc in hoisted {
        rewriter.set_insertion_point_before(outermost);
        let clone = rewriter
            .clone_op(alloc, &mut oxir::structure::ValueMap::new())
            .map_err(failure)?;
        let results: Vec<Value> = rewriter.body().results(clone).collect();
        rewriter.replace_op(alloc, &results).map_err(failure)?;
    }
    Ok(())
}

/// Whether `op` itself allocates one of its results in the enclosing allocation scope; `None`
/// when its effects are unknown.
fn stack_allocation(ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
    let effects = oxir::effects::own_effects(ctx, body, op)?;
    Some(effects.iter().any(|e| {
        e.kind == oxir::effects::EffectKind::Allocate
            && e.resource == oxir::effects::AUTOMATIC_ALLOCATION_SCOPE_RESOURCE
            && e.value.is_some_and(|v| v.defining_op() == Some(op))
    }))
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
                if !ctx.op_has_trait(name, oxir::Trait::RecursiveMemoryEffects)
                    && stack_allocation(ctx, body, op) != Some(false)
                {
                    return true;
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

/// The canonicalization pattern of `memref.dim` (MLIR's `DimOfMemRefReshape`): the size of a
/// dimension of a `memref.reshape` is read from its shape operand, right after the reshape (an
/// `arith.index_cast` when the shape holds integers), when the index is defined before the
/// reshape in its block or in an enclosing region.
pub fn dim_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(crate::DimOp::NAME, "DimOfMemRefReshape", 1, dim_of_reshape);
}

/// MLIR's `DimOfMemRefReshape`.
fn dim_of_reshape(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (Some(source), Some(index), Some(result)) =
        (body.operand(op, 0), body.operand(op, 1), body.result(op, 0))
    else {
        return Err(MatchFailure::new("the dim does not have its operands"));
    };
    let reshape = source
        .defining_op()
        .filter(|&d| ctx.op_name_str(body.op_name(d)) == crate::ReshapeOp::NAME)
        .ok_or_else(|| MatchFailure::new("Dim op is not defined by a reshape op."))?;
    if !defined_before(body, index, reshape, op) {
        return Err(MatchFailure::new(
            "the index is not known to dominate the reshape",
        ));
    }
    let Some(shape) = body.operand(reshape, 1) else {
        return Err(MatchFailure::new("the reshape has no shape operand"));
    };
    let element = crate::verify::element_type(ctx, body.value_type(shape));
    let index_type = body.value_type(result);
    let loc = body.op_loc(op);
    let failure = |e: oxir::IrError| MatchFailure::new(e.to_string());
    rewriter.set_insertion_point_after(reshape);
    rewriter.set_loc(loc);
    let mut load = rewriter.state(crate::LoadOp::NAME);
    load.operands = vec![shape, index];
    load.result_types = vec![element];
    let load = rewriter.create(load).map_err(failure)?;
    let mut value = Value::result(load, 0);
    if element != index_type {
        let mut cast = rewriter.state(oxir_arith::IndexCastOp::NAME);
        cast.operands = vec![value];
        cast.result_types = vec![index_type];
        value = Value::result(rewriter.create(cast).map_err(failure)?, 0);
    }
    rewriter.replace_op(op, &[value]).map_err(failure)
}

/// Whether `value` is known to be defined before `reshape`, as MLIR checks it without dominance
/// information: in the reshape's block before it, or (when `dim` is in another block than the
/// reshape) in a region enclosing the reshape's.
fn defined_before(body: &Body, value: Value, reshape: OpId, dim: OpId) -> bool {
    let Some(value_block) = body.value_parent_block(value) else {
        return false;
    };
    let reshape_block = body.op_parent_block(reshape);
    if Some(value_block) == reshape_block {
        let Some(def) = value.defining_op() else {
            return true;
        };
        return body
            .block_ops(value_block)
            .take_while(|&o| o != reshape)
            .any(|o| o == def);
    }
    if body.op_parent_block(dim) == reshape_block {
        return true;
    }
    let value_region = body.block_parent_region(value_block);
    let mut region = body.op_parent_region(reshape);
    while let Some(current) = region {
        let parent = body.region_parent_op(current);
        region = parent.and_then(|p| body.op_parent_region(p));
        if region.is_some() && region == value_region {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    #[test]
    fn dims_of_reshapes_read_the_shape() {
        let ir = "%m = \"t.def\"() : () -> memref<*xf32>\n%s = \"t.def\"() : () -> memref<?xi32>\n%i = \"t.def\"() : () -> index\n%r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>\n%d = memref.dim %r, %i : memref<*xf32>\n\"t.use\"(%d) : (index) -> ()";
        assert_eq!(
            canonicalized(ir),
            "%0 = \"t.def\"() : () -> memref<*xf32>\n%1 = \"t.def\"() : () -> memref<?xi32>\n%2 = \"t.def\"() : () -> index\n%3 = memref.load %1[%2] : memref<?xi32>\n%4 = arith.index_cast %3 : i32 to index\n\"t.use\"(%4) : (index) -> ()"
        );
        let late = "%m = \"t.def\"() : () -> memref<*xf32>\n%s = \"t.def\"() : () -> memref<?xi32>\n%r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>\n%i = \"t.def\"() : () -> index\n%d = memref.dim %r, %i : memref<*xf32>\n\"t.use\"(%d) : (index) -> ()";
        assert!(canonicalized(late).contains("%dim = memref.dim %reshape, %2"));
    }

    #[test]
    fn constant_sizes_become_static_dimensions() {
        let ir = "%n = \"t.def\"() : () -> index\n%c8 = arith.constant 8 : index\n%a = memref.alloc(%c8, %n) : memref<?x?xf32>\n%b = memref.alloc() : memref<64xi8>\n%v = memref.view %b[%n][%c8] : memref<64xi8> to memref<?xf32>\n\"t.use\"(%a, %v) : (memref<?x?xf32>, memref<?xf32>) -> ()";
        assert_eq!(
            canonicalized(ir),
            "%0 = \"t.def\"() : () -> index\n%alloc = memref.alloc(%0) : memref<8x?xf32>\n%cast = memref.cast %alloc : memref<8x?xf32> to memref<?x?xf32>\n%alloc_0 = memref.alloc() : memref<64xi8>\n%view = memref.view %alloc_0[%0][] : memref<64xi8> to memref<8xf32>\n%cast_1 = memref.cast %view : memref<8xf32> to memref<?xf32>\n\"t.use\"(%cast, %cast_1) : (memref<?x?xf32>, memref<?xf32>) -> ()"
        );
    }

    #[test]
    fn static_metadata_becomes_constants() {
        let ir = "%m = \"t.def\"() : () -> memref<4x?xf32>\n%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index\n\"t.use\"(%o, %s#0, %s#1, %t#1) : (index, index, index, index) -> ()";
        let text = canonicalized(ir);
        assert!(
            text.contains("\"t.use\"(%c0, %c4, %sizes#1, %c1)"),
            "{text}"
        );
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

    // `mlir-opt-19 -canonicalize` gives the same.
    #[test]
    fn stack_allocations_move_out_to_the_enclosing_scope() {
        let ir = "%n = \"t.def\"() : () -> index\nmemref.alloca_scope {\n  \"t.wrap\"() ({\n    %m = \"t.def\"() : () -> index\n    memref.alloca_scope {\n      %a = memref.alloca(%n) : memref<?xf32>\n      %b = memref.alloca(%m) : memref<?xf32>\n      \"t.use\"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()\n    }\n    \"t.end\"() : () -> ()\n  }) : () -> ()\n}";
        assert_eq!(
            canonicalized(ir),
            "%0 = \"t.def\"() : () -> index\nmemref.alloca_scope  {\n%alloca = memref.alloca(%0) : memref<?xf32>\n\"t.wrap\"() ({\n%1 = \"t.def\"() : () -> index\nmemref.alloca_scope  {\n%alloca_0 = memref.alloca(%1) : memref<?xf32>\n\"t.use\"(%alloca, %alloca_0) : (memref<?xf32>, memref<?xf32>) -> ()\n}\n\"t.end\"() : () -> ()\n}) : () -> ()\n}"
        );
        let not_last = ir.replace(
            "    \"t.end\"",
            "    \"t.more\"() : () -> ()\n    \"t.end\"",
        );
        assert!(
            !canonicalized(&not_last)
                .contains("%alloca = memref.alloca(%0) : memref<?xf32>\n\"t.wrap\"")
        );
    }
}
