//! MLIR's hand-written checks of the `memref` ops that access and allocate memory:
//! allocations against their memref type and scope, loads, stores, prefetches and atomic
//! updates against the memref's rank and element type, reshapes, `memref.alloca_scope`'s
//! results and the region of `memref.generic_atomic_rmw`, and the constraints the spec
//! library lacks (strided and non-0-ranked memrefs), with MLIR's words.
//!
//! The checks of casts are in [`crate::casts`], of globals in [`crate::globals`], of views
//! (`subview`, `view`, `reinterpret_cast`, `expand_shape`, `collapse_shape`, `transpose`) in
//! [`crate::views`]; the constraints of the spec are checked by the generated verifiers before
//! these run.

use oxir::effects::is_memory_effect_free;
use oxir::op_support::attr;
use oxir::text::printer::print_type;
use oxir::types::{DYNAMIC, MemRefType};
use oxir::verifier::op_error;
use oxir::{AttrData, Attribute, Body, Context, Diagnostic, OpId, Type, TypeData};

/// The element type of a (ranked or unranked) memref; `none` for other types. The transform
/// of the `TypesMatchWith` traits relating a memref and the values read from or written to it.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::MemRef { element, .. } | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => ctx.common().none,
    }
}

/// The rank of a ranked memref type.
pub fn memref_rank(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// The integer value of an integer attribute.
pub fn int_value(ctx: &Context, attr: Option<Attribute>) -> Option<i64> {
    attr.and_then(|a| a.dyn_cast::<oxir::attrs::IntegerAttr>(ctx))
        .and_then(|a| i64::try_from(a.value_bigint(ctx)).ok())
}

/// `'type'`, as MLIR quotes types in messages.
pub fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", print_type(ctx, ty))
}

/// The number of symbols the layout of a memref type binds: those of an affine-map layout, one
/// per dynamic offset or stride of a strided layout (MLIR's strided maps have a symbol each).
fn layout_symbols(ctx: &Context, ty: Type) -> usize {
    let TypeData::MemRef {
        layout: Some(layout),
        ..
    } = ctx.type_data(ty)
    else {
        return 0;
    };
    match ctx.attr_data(*layout) {
        AttrData::AffineMap(map) => map.num_symbols() as usize,
        AttrData::StridedLayout { offset, strides } => std::iter::once(offset)
            .chain(strides.iter())
            .filter(|&&v| v == DYNAMIC)
            .count(),
        _ => 0,
    }
}

/// MLIR's `verifyAllocLikeOp` for `memref.alloc` and `memref.alloca`: one size operand per
/// dynamic dimension and one symbol operand per symbol of the layout.
pub fn alloc_like(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = body.result(op, 0) else {
        return Ok(());
    };
    let ty = body.value_type(result);
    let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else {
        return Err(op_error(ctx, body, op, "result must be a memref"));
    };
    let Some((sizes, symbols)) = alloc_operand_counts(ctx, body, op) else {
        return Ok(());
    };
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if sizes != dynamic {
        return Err(op_error(
            ctx,
            body,
            op,
            "dimension operand count does not equal memref dynamic dimension count",
        ));
    }
    let expected = layout_symbols(ctx, ty);
    if symbols != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
            ),
        ));
    }
    Ok(())
}

/// The number of size operands and of symbol operands of a `memref.alloc` or `memref.alloca`.
fn alloc_operand_counts(ctx: &Context, body: &Body, op: OpId) -> Option<(usize, usize)> {
    if let Some(alloc) = crate::AllocOp::from_op(ctx, body, op) {
        return Some((
            alloc.dynamic_sizes(ctx, body).len(),
            alloc.symbol_operands(ctx, body).len(),
        ));
    }
    let alloca = crate::AllocaOp::from_op(ctx, body, op)?;
    Some((
        alloca.dynamic_sizes(ctx, body).len(),
        alloca.symbol_operands(ctx, body).len(),
    ))
}

/// MLIR's `AllocaOp::verify`: an ancestor with the `AutomaticAllocationScope` trait frees the
/// allocation, then the checks of [`alloc_like`]. Ancestors are looked up to the top of `body`
/// and its owner; above an isolated owner without the trait (other than `builtin.module`,
/// which is never inside a scope in practice) the op is given the benefit of the doubt.
pub fn alloca(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let has_scope = |name| ctx.op_has_trait(name, oxir::Trait::AutomaticAllocationScope);
    let mut current = op;
    while let Some(parent) = body.op_parent_op(current) {
        if has_scope(body.op_name(parent)) {
            return alloc_like(ctx, body, op);
        }
        current = parent;
    }
    let scoped = match body.owner_name() {
        Some(owner) => has_scope(owner) || ctx.op_name_str(owner) != oxir::builtin::MODULE,
        None => false,
    };
    if !scoped {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires an ancestor op with AutomaticAllocationScope trait",
        ));
    }
    alloc_like(ctx, body, op)
}

/// Whether `ty` is a strided memref (MLIR's `isStrided`): ranked, with a layout that reads as
/// strides and an offset ([`MemRefType::is_strided`]).
pub fn is_strided(ctx: &Context, ty: Type) -> bool {
    ty.dyn_cast::<MemRefType>(ctx)
        .is_some_and(|memref| memref.is_strided(ctx))
}

/// The constraint `AnyStridedMemRef` on operand 0 and, with `result`, on result 0 of `op`,
/// with MLIR's words.
pub fn require_strided(
    ctx: &Context,
    body: &Body,
    op: OpId,
    result: bool,
) -> Result<(), Diagnostic> {
    let operand = body.operand(op, 0).map(|v| ("operand", v));
    let result = body.result(op, 0).filter(|_| result).map(|v| ("result", v));
    for (what, value) in operand.into_iter().chain(result) {
        let ty = body.value_type(value);
        if !is_strided(ctx, ty) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "{what} #0 must be strided memref of any type values, but got {}",
                    quoted(ctx, ty)
                ),
            ));
        }
    }
    Ok(())
}

/// The constraint `AnyStridedMemRef` of `memref.extract_strided_metadata`'s source.
pub fn strided_metadata(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    require_strided(ctx, body, op, false)
}

/// MLIR's `ReallocOp::verify`: identity layouts, one memory space and element type, and a
/// size operand exactly when the result has a dynamic size.
pub fn realloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return Ok(());
    };
    let (source, result) = (body.value_type(source), body.value_type(result));
    let (
        TypeData::MemRef {
            element: source_element,
            layout: source_layout,
            memory_space: source_space,
            ..
        },
        TypeData::MemRef {
            shape: result_shape,
            element: result_element,
            layout: result_layout,
            memory_space: result_space,
        },
    ) = (ctx.type_data(source), ctx.type_data(result))
    else {
        return Ok(());
    };
    let error = |message: String| Err(oxir::verifier::error_on_op(ctx, body, op, message));
    let both = format!(
        "source memref type {} and result memref type {}",
        quoted(ctx, source),
        quoted(ctx, result)
    );
    if source_layout.is_some() {
        return error(format!(
            "unsupported layout for source memref type {}",
            quoted(ctx, source)
        ));
    }
    if result_layout.is_some() {
        return error(format!(
            "unsupported layout for result memref type {}",
            quoted(ctx, result)
        ));
    }
    if source_space != result_space {
        return error(format!("different memory spaces specified for {both}"));
    }
    if source_element != result_element {
        return error(format!("different element types specified for {both}"));
    }
    let dynamic = result_shape.contains(&DYNAMIC);
    let has_size = body.num_operands(op) > 1;
    if dynamic && !has_size {
        return error(format!(
            "missing dimension operand for result type {}",
            quoted(ctx, result)
        ));
    }
    if !dynamic && has_size {
        return error(format!(
            "unnecessary dimension operand for result type {}",
            quoted(ctx, result)
        ));
    }
    Ok(())
}

/// MLIR's `AssumeAlignmentOp::verify`: the alignment is a power of two.
pub fn assume_alignment(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let alignment = int_value(ctx, attr(ctx, body, op, "alignment")).unwrap_or(1);
    if alignment <= 0 || alignment & (alignment - 1) != 0 {
        return Err(op_error(ctx, body, op, "alignment must be power of 2"));
    }
    Ok(())
}

/// Checks that `op` has one index per dimension of its memref operand `memref_index`,
/// reporting `message` otherwise.
fn check_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref_index: usize,
    message: impl FnOnce(usize, usize) -> String,
) -> Result<(), Diagnostic> {
    let Some(memref) = body.operand(op, memref_index) else {
        return Ok(());
    };
    let Some(rank) = memref_rank(ctx, body.value_type(memref)) else {
        return Ok(());
    };
    let indices = body.operands(op).count() - memref_index - 1;
    if indices != rank {
        return Err(op_error(ctx, body, op, message(rank, indices)));
    }
    Ok(())
}

/// MLIR's `LoadOp::verify`: one index per dimension.
pub fn load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    check_indices(ctx, body, op, 0, |rank, got| {
        format!("incorrect number of indices for load, expected {rank} but got {got}")
    })
}

/// MLIR's `StoreOp::verify`: one index per dimension.
pub fn store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    check_indices(ctx, body, op, 1, |_, _| {
        "store index operand count not equal to memref rank".to_string()
    })
}

/// MLIR's `PrefetchOp::verify`: one index per dimension.
pub fn prefetch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    check_indices(ctx, body, op, 0, |_, _| "too few indices".to_string())
}

/// The kinds of `memref.atomic_rmw` that combine floats; the others combine integers.
const FLOAT_KINDS: [crate::AtomicRMWKind; 7] = [
    crate::AtomicRMWKind::Addf,
    crate::AtomicRMWKind::Maximumf,
    crate::AtomicRMWKind::Minimumf,
    crate::AtomicRMWKind::Mulf,
    crate::AtomicRMWKind::Maxnumf,
    crate::AtomicRMWKind::Minnumf,
    crate::AtomicRMWKind::Assign,
];

/// MLIR's `AtomicRMWOp::verify`: one index per dimension, and a value of the kind's type
/// (float for `addf`, ..., integer for `addi`, ...; `assign` takes either).
pub fn atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    check_indices(ctx, body, op, 1, |_, _| {
        "expects the number of subscripts to be equal to memref rank".to_string()
    })?;
    let (Some(kind), Some(value)) = (
        attr(ctx, body, op, "kind").and_then(|a| crate::AtomicRMWKind::from_attr(ctx, a)),
        body.operand(op, 0),
    ) else {
        return Ok(());
    };
    if kind == crate::AtomicRMWKind::Assign {
        return Ok(());
    }
    let is_float = matches!(ctx.type_data(body.value_type(value)), TypeData::Float(_));
    let wants_float = FLOAT_KINDS.contains(&kind);
    if wants_float && !is_float {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "with kind '{}' expects a floating-point type",
                kind.as_str()
            ),
        ));
    }
    if !wants_float && is_float {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("with kind '{}' expects an integer type", kind.as_str()),
        ));
    }
    Ok(())
}

/// The constraint `AnyNon0RankedOrUnrankedMemRef` of `memref.dim`'s source, with MLIR's words.
pub fn dim(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(source) = body.operand(op, 0) else {
        return Ok(());
    };
    let ty = body.value_type(source);
    if memref_rank(ctx, ty) == Some(0) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got {}",
                quoted(ctx, ty)
            ),
        ));
    }
    Ok(())
}

/// MLIR's `ReshapeOp::verify`: same element type and memory space, the identity layout on
/// both sides, and a shape operand whose length is the result's rank (a static length for a
/// ranked result).
pub fn reshape(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(shape), Some(result)) =
        (body.operand(op, 0), body.operand(op, 1), body.result(op, 0))
    else {
        return Ok(());
    };
    let (source, shape, result) = (
        body.value_type(source),
        body.value_type(shape),
        body.value_type(result),
    );
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    if element_type(ctx, source) != element_type(ctx, result) {
        return error("element types of source and destination memref types should be the same");
    }
    let space = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    };
    if space(source) != space(result) {
        return error("source and destination memref types should have the same memory space");
    }
    let has_layout = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::MemRef {
                layout: Some(_),
                ..
            }
        )
    };
    if has_layout(source) {
        return error("source memref type should have identity affine map");
    }
    let shape_size = match ctx.type_data(shape) {
        TypeData::MemRef { shape, .. } => shape.first().copied().unwrap_or(DYNAMIC),
        _ => DYNAMIC,
    };
    if let Some(rank) = memref_rank(ctx, result) {
        if has_layout(result) {
            return error("result memref type should have identity affine map");
        }
        if shape_size == DYNAMIC {
            return error(
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            );
        }
        if usize::try_from(shape_size).ok() != Some(rank) {
            return error("length of shape operand differs from the result's memref rank");
        }
    }
    Ok(())
}

/// The region checks of `memref.alloca_scope` (MLIR's `RegionBranchOpInterface` verifier):
/// its `memref.alloca_scope.return` gives values of the result types.
pub fn alloca_scope_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    oxir::region_edges::verify_region_edges(ctx, body, op, &[crate::AllocaScopeReturnOp::NAME])
}

/// MLIR's `GenericAtomicRMWOp::verify`: one entry block argument, of the result type, and no
/// op with memory effects in the body.
pub fn generic_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let args: Vec<_> = scope.block_args(entry).collect();
    if args.len() != 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected single number of entry block arguments",
        ));
    }
    let result = body.result(op, 0).map(|r| body.value_type(r));
    if Some(scope.value_type(args[0])) != result {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected block argument of the same type result type",
        ));
    }
    for &region in regions {
        for block in scope.region_blocks(region) {
            for nested in scope.block_ops(block) {
                if !is_memory_effect_free(ctx, scope, nested) {
                    return Err(Diagnostic::error(
                        scope.op_loc(nested),
                        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// MLIR's `AtomicYieldOp::verify`: the value yielded has the parent's result type. The parent
/// is found from the op's block (the `HasParent` trait checks it is a
/// `memref.generic_atomic_rmw`).
pub fn atomic_yield(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = body.op_parent_op(op) else {
        return Ok(());
    };
    let (Some(value), Some(result)) = (body.operand(op, 0), body.result(parent, 0)) else {
        return Ok(());
    };
    let (yielded, expected) = (body.value_type(value), body.value_type(result));
    if yielded != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                quoted(ctx, yielded),
                quoted(ctx, expected)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const ARGS: &str = "%m = \"t.def\"() : () -> memref<4x4xf32>\n%i = \"t.def\"() : () -> index\n%x = \"t.def\"() : () -> f32\n";

    fn error(ops: &str) -> Option<String> {
        first_error(&format!("{ARGS}{ops}"))
    }

    #[test]
    fn accesses_take_one_index_per_dimension() {
        assert_eq!(error("%v = memref.load %m[%i, %i] : memref<4x4xf32>"), None);
        assert_eq!(
            error("%v = memref.load %m[%i] : memref<4x4xf32>").as_deref(),
            Some("'memref.load' op incorrect number of indices for load, expected 2 but got 1")
        );
        assert_eq!(
            error("memref.store %x, %m[%i] : memref<4x4xf32>").as_deref(),
            Some("'memref.store' op store index operand count not equal to memref rank")
        );
        assert_eq!(
            error("memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>").as_deref(),
            Some("'memref.prefetch' op too few indices")
        );
    }

    #[test]
    fn allocations_match_their_type() {
        assert_eq!(error("%a = memref.alloc(%i) : memref<?x4xf32>"), None);
        assert_eq!(
            error("%a = memref.alloc() : memref<?x4xf32>").as_deref(),
            Some(
                "'memref.alloc' op dimension operand count does not equal memref dynamic dimension count"
            )
        );
        assert_eq!(
            error("%a = memref.alloca() : memref<4xf32>").as_deref(),
            Some("'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait")
        );
        let scoped = "memref.alloca_scope {\n  %a = memref.alloca() : memref<4xf32>\n}";
        assert_eq!(error(scoped), None);
        assert_eq!(
            error("%a = memref.alloc() : memref<4xf32, strided<[?], offset: ?>>").as_deref(),
            Some(
                "'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0"
            )
        );
    }

    #[test]
    fn reallocations_keep_space_and_element_type() {
        let source = "%s = \"t.def\"() : () -> memref<64xf32>\n";
        let realloc = |ops: &str| first_error(&format!("{ARGS}{source}{ops}"));
        assert_eq!(
            realloc("%r = memref.realloc %s(%i) : memref<64xf32> to memref<?xf32>"),
            None
        );
        assert_eq!(
            realloc("%r = memref.realloc %s(%i) : memref<64xf32> to memref<8xf32>").as_deref(),
            Some("unnecessary dimension operand for result type 'memref<8xf32>'")
        );
        assert_eq!(
            realloc("%r = memref.realloc %s : memref<64xf32> to memref<8xf32, 2>").as_deref(),
            Some(
                "different memory spaces specified for source memref type 'memref<64xf32>' and result memref type 'memref<8xf32, 2>'"
            )
        );
    }

    #[test]
    fn atomic_kinds_fit_the_value_type() {
        assert_eq!(
            error("%r = memref.atomic_rmw assign %x, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32"),
            None
        );
        assert_eq!(
            error("%r = memref.atomic_rmw maxs %x, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32")
                .as_deref(),
            Some("'memref.atomic_rmw' op with kind 'maxs' expects an integer type")
        );
        let ints = "%w = \"t.def\"() : () -> memref<4xi32>\n%y = \"t.def\"() : () -> i32\n";
        assert_eq!(
            first_error(&format!(
                "{ARGS}{ints}%r = memref.atomic_rmw mulf %y, %w[%i] : (i32, memref<4xi32>) -> i32"
            ))
            .as_deref(),
            Some("'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type")
        );
    }

    #[test]
    fn reshapes_and_scopes_check_their_types() {
        let shape = "%s = \"t.def\"() : () -> memref<?xindex>\n";
        assert_eq!(
            first_error(&format!(
                "{ARGS}{shape}%r = memref.reshape %m(%s) : (memref<4x4xf32>, memref<?xindex>) -> memref<*xf32>"
            )),
            None
        );
        assert_eq!(
            first_error(&format!(
                "{ARGS}{shape}%r = memref.reshape %m(%s) : (memref<4x4xf32>, memref<?xindex>) -> memref<16xf32>"
            ))
            .as_deref(),
            Some(
                "'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type"
            )
        );
        assert_eq!(
            error(
                "%r = memref.alloca_scope -> (f32) {\n  memref.alloca_scope.return %i : index\n}"
            )
            .as_deref(),
            Some(
                "'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'f32'"
            )
        );
    }
}
