//! MLIR's hand-written checks of the `memref` ops that access and allocate memory:
//! allocations against their memref type, loads, stores, prefetches and atomic updates against
//! the memref's rank and element type, casts, reshapes, globals and the references to them,
//! `memref.alloca_scope`'s results and the region of `memref.generic_atomic_rmw`.
//!
//! The checks of views (`subview`, `view`, `reinterpret_cast`, `expand_shape`,
//! `collapse_shape`, `transpose`) are in [`crate::views`]; the constraints of the spec are
//! checked by the generated verifiers before these run.

use oxir::effects::is_memory_effect_free;
use oxir::op_support::attr;
use oxir::symbols::{OpPath, SymbolRef, SymbolTableCollection, SymbolUserOpInterface};
use oxir::text::printer::print_type;
use oxir::types::DYNAMIC;
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
    if let Some(alloc) = crate::AllocOp::from_op(body, ctx, op) {
        return Some((
            alloc.dynamic_sizes(body, ctx).len(),
            alloc.symbol_operands(body, ctx).len(),
        ));
    }
    let alloca = crate::AllocaOp::from_op(body, ctx, op)?;
    Some((
        alloca.dynamic_sizes(body, ctx).len(),
        alloca.symbol_operands(body, ctx).len(),
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

/// Whether `ty` is a strided memref (MLIR's `isStrided`): ranked, with the identity layout, a
/// `strided<...>` layout or an affine map of one result.
pub fn is_strided(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::MemRef { layout: None, .. } => true,
        TypeData::MemRef {
            layout: Some(layout),
            ..
        } => match ctx.attr_data(*layout) {
            AttrData::StridedLayout { .. } => true,
            AttrData::AffineMap(map) => map.results().len() == 1,
            _ => false,
        },
        _ => false,
    }
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

/// MLIR's `areCastCompatible` of `memref.cast`: same element type and memory space; when both
/// are ranked, same rank, and sizes, offset and strides that agree where both are static;
/// unranked memrefs cast to and from ranked ones but not to each other.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                element: ea,
                memory_space: ma,
                ..
            },
            TypeData::MemRef {
                shape: sb,
                element: eb,
                memory_space: mb,
                ..
            },
        ) => {
            if ea != eb || ma != mb || sa.len() != sb.len() {
                return false;
            }
            let agree = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
            if !sa.iter().zip(sb.iter()).all(|(&x, &y)| agree(x, y)) {
                return false;
            }
            let layout = |t: Type| t.dyn_cast::<oxir::types::MemRefType>(ctx);
            match (
                layout(a).and_then(|t| t.strides_and_offset(ctx)),
                layout(b).and_then(|t| t.strides_and_offset(ctx)),
            ) {
                (Some((stra, offa)), Some((strb, offb))) => {
                    agree(offa, offb) && stra.iter().zip(&strb).all(|(&x, &y)| agree(x, y))
                }
                _ => same_layout(ctx, a, b),
            }
        }
        (TypeData::UnrankedMemRef { .. }, TypeData::UnrankedMemRef { .. }) => false,
        (
            TypeData::MemRef {
                element: ea,
                memory_space: ma,
                ..
            }
            | TypeData::UnrankedMemRef {
                element: ea,
                memory_space: ma,
                ..
            },
            TypeData::MemRef {
                element: eb,
                memory_space: mb,
                ..
            }
            | TypeData::UnrankedMemRef {
                element: eb,
                memory_space: mb,
                ..
            },
        ) => ea == eb && ma == mb,
        _ => false,
    }
}

/// Whether two memref types have the same layout attribute.
fn same_layout(ctx: &Context, a: Type, b: Type) -> bool {
    let layout = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { layout, .. } => *layout,
        _ => None,
    };
    layout(a) == layout(b)
}

/// The error of a cast between incompatible types.
fn cast_error(ctx: &Context, body: &Body, op: OpId, from: Type, to: Type) -> Diagnostic {
    op_error(
        ctx,
        body,
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, from),
            quoted(ctx, to)
        ),
    )
}

/// The operand and result types of a one-operand, one-result op.
fn cast_types(body: &Body, op: OpId) -> Option<(Type, Type)> {
    Some((
        body.value_type(body.operand(op, 0)?),
        body.value_type(body.result(op, 0)?),
    ))
}

/// MLIR's `CastOp::areCastCompatible`, as the verifier of `CastOpInterface` asks it.
pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((from, to)) = cast_types(body, op) else {
        return Ok(());
    };
    if !cast_compatible(ctx, from, to) {
        return Err(cast_error(ctx, body, op, from, to));
    }
    Ok(())
}

/// MLIR's `MemorySpaceCastOp::areCastCompatible`: the same memref but for the memory space.
pub fn memory_space_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((from, to)) = cast_types(body, op) else {
        return Ok(());
    };
    let without_space = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            element,
            layout,
            ..
        } => Some(TypeData::MemRef {
            shape: shape.clone(),
            element: *element,
            layout: *layout,
            memory_space: None,
        }),
        TypeData::UnrankedMemRef { element, .. } => Some(TypeData::UnrankedMemRef {
            element: *element,
            memory_space: None,
        }),
        _ => None,
    };
    if without_space(from) != without_space(to) {
        return Err(cast_error(ctx, body, op, from, to));
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
    let (scope, regions) = body.region_scope(op);
    let Some(last) = regions
        .first()
        .and_then(|&r| scope.region_entry(r))
        .and_then(|b| scope.last_op(b))
    else {
        return Ok(());
    };
    let yielded: Vec<Type> = scope.operands(last).map(|v| scope.value_type(v)).collect();
    let results: Vec<Type> = body.result_types(op).collect();
    if yielded.len() != results.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                " region control flow edge from Region #0 to parent results: source has {} operands, but target successor needs {}",
                yielded.len(),
                results.len()
            ),
        ));
    }
    for (i, (&from, &to)) in yielded.iter().zip(&results).enumerate() {
        if from != to {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    " along control flow edge from Region #0 to parent results: source type #{i} {} should match input type #{i} {}",
                    quoted(ctx, from),
                    quoted(ctx, to)
                ),
            ));
        }
    }
    Ok(())
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

/// MLIR's `GlobalOp::verify`: a statically shaped memref type, an initial value that is a unit
/// or an elements attribute of the memref's tensor type, and a power-of-two alignment.
pub fn global(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = match attr(ctx, body, op, "type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(ty)) => *ty,
        _ => return Ok(()),
    };
    let TypeData::MemRef { shape, element, .. } = ctx.type_data(ty) else {
        return Ok(());
    };
    if shape.contains(&DYNAMIC) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, ty)
            ),
        ));
    }
    if let Some(value) = attr(ctx, body, op, "initial_value") {
        match ctx.attr_data(value) {
            AttrData::Unit => {}
            AttrData::DenseElements { ty: value_type, .. } => {
                let tensor = ctx.intern_type(TypeData::RankedTensor {
                    shape: shape.clone(),
                    element: *element,
                    encoding: None,
                });
                if *value_type != tensor {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        format!(
                            "initial value expected to be of type {}, but was of type {}",
                            quoted(ctx, tensor),
                            quoted(ctx, *value_type)
                        ),
                    ));
                }
            }
            _ => {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "initial value should be a unit or elements attribute",
                ));
            }
        }
    }
    if let Some(alignment) = int_value(ctx, attr(ctx, body, op, "alignment"))
        && (alignment <= 0 || alignment & (alignment - 1) != 0)
    {
        return Err(Diagnostic::error(
            body.op_loc(op),
            format!("alignment attribute value {alignment} is not a power of 2"),
        ));
    }
    Ok(())
}

/// The constraint `AnyStaticShapeMemRef` of `memref.get_global`'s result, with MLIR's words;
/// the global it names is checked with the symbol uses ([`GetGlobalUses`]).
pub fn get_global(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = body.result(op, 0) else {
        return Ok(());
    };
    let ty = body.value_type(result);
    if matches!(ctx.type_data(ty), TypeData::MemRef { shape, .. } if shape.contains(&DYNAMIC)) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result #0 must be statically shaped memref of any type values, but got {}",
                quoted(ctx, ty)
            ),
        ));
    }
    Ok(())
}

/// The symbol check of `memref.get_global` (MLIR's `verifySymbolUses`): the name designates a
/// `memref.global` of the result type. It runs when the enclosing symbol table verifies.
pub struct GetGlobalUses;

impl SymbolUserOpInterface for GetGlobalUses {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        top: &Body,
        user: &OpPath,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(body) = user.resolve(top) else {
            return Ok(());
        };
        let op = user.op();
        let Some(name) = attr(ctx, body, op, "name") else {
            return Ok(());
        };
        let Some(reference) = SymbolRef::from_attr(ctx, name) else {
            return Ok(());
        };
        let global = tables
            .lookup_nearest_symbol_from(ctx, top, user, &reference)
            .ok()
            .filter(|found| ctx.op_name_str(found.body.op_name(found.op)) == crate::GlobalOp::NAME);
        let Some(global) = global else {
            let leaf = ctx.string_str(reference.leaf()).unwrap_or_default();
            return Err(op_error(
                ctx,
                body,
                op,
                format!("'{leaf}' does not reference a valid global memref"),
            ));
        };
        let global_type = match attr(ctx, global.body, global.op, "type").map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Type(ty)) => *ty,
            _ => return Ok(()),
        };
        let Some(result) = body.result(op, 0) else {
            return Ok(());
        };
        let result = body.value_type(result);
        if result != global_type {
            let leaf = ctx.string_str(reference.leaf()).unwrap_or_default();
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "result type {} does not match type {} of the global memref @{leaf}",
                    quoted(ctx, result),
                    quoted(ctx, global_type)
                ),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::cast_compatible;
    use crate::testing::first_error;
    use oxir::text::parser::parse_type;

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
    fn casts_keep_element_type_space_and_known_sizes() {
        let ctx = oxir::Context::new();
        let t = |s: &str| parse_type(&ctx, s).expect("a valid type");
        assert!(cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<?xf32>")
        ));
        assert!(cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<*xf32>")
        ));
        assert!(cast_compatible(
            &ctx,
            t("memref<4xf32, strided<[1], offset: ?>>"),
            t("memref<4xf32, strided<[1], offset: 3>>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<5xf32>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<4xi32>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32>"),
            t("memref<4xf32, 1>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<*xf32>"),
            t("memref<*xf32>")
        ));
        assert!(!cast_compatible(
            &ctx,
            t("memref<4xf32, strided<[1], offset: 2>>"),
            t("memref<4xf32>")
        ));
    }

    #[test]
    fn globals_and_their_uses_agree() {
        let ok = "memref.global @g : memref<2xf32> = dense<1.0>\n%0 = memref.get_global @g : memref<2xf32>";
        assert_eq!(first_error(ok), None);
        assert_eq!(
            first_error(&ok.replace("@g : memref<2xf32> =", "@h : memref<2xf32> =")).as_deref(),
            Some("'memref.get_global' op 'g' does not reference a valid global memref")
        );
        let mistyped =
            "memref.global @g : memref<3xf32>\n%0 = memref.get_global @g : memref<2xf32>";
        assert_eq!(
            first_error(mistyped).as_deref(),
            Some(
                "'memref.get_global' op result type 'memref<2xf32>' does not match type 'memref<3xf32>' of the global memref @g"
            )
        );
        assert_eq!(
            first_error("%0 = memref.get_global @g : memref<?xf32>").as_deref(),
            Some(
                "'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'"
            )
        );
        assert_eq!(
            first_error(
                "\"memref.global\"() <{sym_name = \"g\", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()"
            )
            .as_deref(),
            Some(
                "'memref.global' op initial value expected to be of type 'tensor<2xf32>', but was of type 'tensor<2xi32>'"
            )
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
