//! `memref` to `spirv`: MLIR 19's `MemRefToSPIRV.cpp` for allocations, loads and stores.
//! `memref.alloc` in the `Workgroup` class becomes a `spirv.GlobalVariable`
//! `@__workgroup_mem__<n>` at the start of the nearest symbol table and a
//! `spirv.mlir.addressof` of it, `memref.alloca` in the `Function` class a `spirv.Variable`,
//! `memref.dealloc` of workgroup memory nothing. `memref.load` and `memref.store` become a
//! `spirv.AccessChain` into the struct and array the converter makes of the memref (index
//! `0` for the struct member, the indices linearized by the strides and offset of the layout
//! as MLIR's `linearizeIndex`, with the folds of its `createOrFold`) and a `spirv.Load` or
//! `spirv.Store`; booleans stored as 8-bit integers are compared with one on load and selected
//! between one and zero on store. Elements stored in wider integers (emulated 8- and 16-bit
//! or packed booleans) and `Kernel` targets' pointer forms are not lowered.
//! [`convert_memref_to_spirv`] is the pass.

use crate::arith::is_bool;
use crate::common::{
    self, Populate, SpirvLoweringPass, convert_type, create_value, fail, fold_iadd, fold_imul,
    int_constant, operands, spirv_converter,
};
use crate::type_converter::SpirvTypeConverter;
use oxir::attrs::{StringAttr, TypeAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{InsertPoint, Location, OpId, Value};
use oxir::types::MemRefType;
use oxir::{Context, Type, TypeData};
use oxir_spirv::types::{ArrayType, PointerType, RuntimeArrayType, StructType};
use oxir_spirv::{
    AccessChainOp, AddressofOp, Capability, GlobalVariableOp, LoadOp, StorageClass,
    StorageClassAttr, StoreOp, VariableOp,
};

/// The storage class of a memref type, when its memory space is one.
fn storage_class(ctx: &Context, ty: Type) -> Option<StorageClass> {
    match ctx.type_data(ty) {
        TypeData::MemRef { memory_space, .. } => memory_space
            .and_then(|a| a.dyn_cast::<StorageClassAttr>(ctx))
            .map(|a| a.value(ctx)),
        _ => None,
    }
}

/// The memref type of the result (allocations) or of operand `index`.
fn memref_type(rewriter: &PatternRewriter<'_>, op: OpId, operand: Option<usize>) -> Option<Type> {
    let body = rewriter.body();
    match operand {
        Some(index) => body.operands(op).nth(index).map(|v| body.value_type(v)),
        None => body.result_types(op).next(),
    }
}

/// Whether an allocation of `ty` in `class` is supported (MLIR's `isAllocationSupported`): a
/// static shape of integers, floats or vectors of them.
fn allocation_supported(ctx: &Context, ty: Type, class: StorageClass) -> bool {
    let TypeData::MemRef { shape, element, .. } = ctx.type_data(ty) else {
        return false;
    };
    let element = match ctx.type_data(*element) {
        TypeData::Vector { element, .. } => *element,
        _ => *element,
    };
    storage_class(ctx, ty) == Some(class)
        && shape.iter().all(|&d| d >= 0)
        && matches!(
            ctx.type_data(element),
            TypeData::Integer { .. } | TypeData::Float(_)
        )
}

/// The discardable attribute by which [`declare_workgroup_globals`] names, on a
/// `memref.alloc`, the global variable declared for it.
const WORKGROUP_GLOBAL: &str = "__spirv_workgroup_global";

/// Declares, at the start of the symbol table `module`, the `spirv.GlobalVariable` of each
/// workgroup `memref.alloc` nested in it that will be lowered, as MLIR's `AllocOpPattern`
/// does while converting (the allocations are inside functions, whose bodies a pattern cannot
/// leave): in walk order, each named `__workgroup_mem__<n>` after the global variables
/// already there and put first. Each allocation is marked with its variable's name.
pub(crate) fn declare_workgroup_globals(
    ctx: &Context,
    body: &mut oxir::Body,
    module: OpId,
    spirv: &SpirvTypeConverter,
) -> Result<(), oxir::IrError> {
    let mut declared: Vec<(String, Type, Location)> = Vec::new();
    let (scope, regions) = body.region_scope_mut(module);
    let Some(block) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let existing = scope
        .block_ops(block)
        .filter(|&o| ctx.op_name_str(scope.op_name(o)) == GlobalVariableOp::NAME)
        .count();
    let roots: Vec<OpId> = scope.block_ops(block).collect();
    for root in roots {
        scope.walk_mut(root, &mut |body, op| {
            if ctx.op_name_str(body.op_name(op)) != "memref.alloc" {
                return;
            }
            let Some(ty) = body.result_types(op).next() else {
                return;
            };
            if !allocation_supported(ctx, ty, StorageClass::Workgroup) {
                return;
            }
            let Some(ptr) = spirv.convert(ctx, ty) else {
                return;
            };
            let name = format!("__workgroup_mem__{}", existing + declared.len());
            body.set_attr(ctx, op, WORKGROUP_GLOBAL, ctx.string_attr(&name));
            declared.push((name, ptr, body.op_loc(op)));
        });
    }
    let mut b = oxir::BodyBuilder::new(ctx, scope);
    for (name, ptr, loc) in declared {
        b.set_insertion_point(InsertPoint::BlockStart(block));
        GlobalVariableOp::create(
            &mut b,
            loc,
            TypeAttr::get(ctx, ptr).attr(),
            StringAttr::get(ctx, &name).attr(),
            None,
            None,
            None,
            None,
        )?;
    }
    Ok(())
}

/// Removes the marks [`declare_workgroup_globals`] left on allocations not lowered.
pub(crate) fn clear_workgroup_marks(ctx: &Context, body: &mut oxir::Body, module: OpId) {
    body.walk_mut(module, &mut |body, op| {
        body.remove_attr(ctx, op, WORKGROUP_GLOBAL);
    });
}

/// `memref.alloc` of workgroup memory: the address of the global variable declared for it.
fn lower_alloc(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let ty = memref_type(rewriter, op, None).ok_or_else(|| MatchFailure::new("no result"))?;
    if !allocation_supported(ctx, ty, StorageClass::Workgroup) {
        return Err(MatchFailure::new(
            "only static workgroup allocations of numbers are lowered",
        ));
    }
    let ptr = convert_type(ctx, converter, ty)?;
    let name = oxir::op_support::attr(ctx, rewriter.body(), op, WORKGROUP_GLOBAL)
        .and_then(|a| a.dyn_cast::<StringAttr>(ctx))
        .and_then(|a| a.as_str(ctx).map(str::to_string))
        .ok_or_else(|| MatchFailure::new("no global variable was declared for the allocation"))?;
    let loc = rewriter.body().op_loc(op);
    let symbol = oxir::attrs::FlatSymbolRefAttr::get(ctx, &name).attr();
    let address = AddressofOp::create(rewriter, loc, ptr, symbol)?;
    let value = address.pointer(ctx, rewriter.body());
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `memref.alloca` of function memory: a `spirv.Variable`.
fn lower_alloca(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let ty = memref_type(rewriter, op, None).ok_or_else(|| MatchFailure::new("no result"))?;
    if !allocation_supported(ctx, ty, StorageClass::Function) {
        return Err(MatchFailure::new(
            "only static function allocations of numbers are lowered",
        ));
    }
    let ptr = convert_type(ctx, converter, ty)?;
    let loc = rewriter.body().op_loc(op);
    let function = StorageClassAttr::get(ctx, StorageClass::Function).attr();
    let var = VariableOp::create(rewriter, loc, ptr, None, function)?;
    let value = var.pointer(ctx, rewriter.body());
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `memref.dealloc` of workgroup memory: nothing.
fn lower_dealloc(
    ctx: &Context,
    op: OpId,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let ty = memref_type(rewriter, op, Some(0)).ok_or_else(|| MatchFailure::new("no operand"))?;
    if !allocation_supported(ctx, ty, StorageClass::Workgroup) {
        return Err(MatchFailure::new("only workgroup memory is deallocated"));
    }
    rewriter.erase_op(op).map_err(fail)
}

/// The element type the array inside converted memref pointer `ptr` holds.
fn stored_element(ctx: &Context, ptr: Type) -> Option<Type> {
    let pointee = ptr.dyn_cast::<PointerType>(ctx)?.pointee(ctx);
    let array = pointee
        .dyn_cast::<StructType>(ctx)?
        .members(ctx)
        .first()
        .copied()?;
    array
        .dyn_cast::<ArrayType>(ctx)
        .map(|a| a.element(ctx))
        .or_else(|| {
            array
                .dyn_cast::<RuntimeArrayType>(ctx)
                .map(|a| a.element(ctx))
        })
}

/// MLIR's `getVulkanElementPtr`: a `spirv.AccessChain` to the element at `indices` of
/// memref `memref` (of type `ty`), whose converted pointer is `base`.
fn element_ptr(
    ctx: &Context,
    spirv: &SpirvTypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    base: Value,
    indices: &[Value],
) -> Result<Value, MatchFailure> {
    if spirv.allows(Capability::Kernel) {
        return Err(MatchFailure::new(
            "the pointers of Kernel targets are not lowered",
        ));
    }
    let (strides, offset) = ty
        .dyn_cast::<MemRefType>(ctx)
        .and_then(|m| m.strides_and_offset(ctx))
        .filter(|(strides, offset)| *offset >= 0 && strides.iter().all(|&s| s >= 0))
        .ok_or_else(|| MatchFailure::new("the memref has no static strides and offset"))?;
    let index_ty = spirv.index_type(ctx);
    let zero = int_constant(rewriter, loc, index_ty, 0).map_err(fail)?;
    let linear = if indices.is_empty() {
        zero
    } else {
        let mut linear = int_constant(rewriter, loc, index_ty, offset).map_err(fail)?;
        for (&index, &stride) in indices.iter().zip(&strides) {
            let stride = int_constant(rewriter, loc, index_ty, stride).map_err(fail)?;
            let update = fold_imul(rewriter, loc, index, stride).map_err(fail)?;
            linear = fold_iadd(rewriter, loc, update, linear).map_err(fail)?;
        }
        linear
    };
    let base_ty = rewriter.body().value_type(base);
    let class = base_ty
        .dyn_cast::<PointerType>(ctx)
        .map(|p| p.storage_class(ctx))
        .ok_or_else(|| MatchFailure::new("the memref did not become a pointer"))?;
    let element = stored_element(ctx, base_ty)
        .ok_or_else(|| MatchFailure::new("the memref did not become a pointer to an array"))?;
    let component = PointerType::get(ctx, element, class).ty();
    let chain = AccessChainOp::create(rewriter, loc, component, base, &[zero, linear])?;
    Ok(chain.component_ptr(ctx, rewriter.body()))
}

/// Checks the element is stored as itself (or a boolean as a byte) and returns the stored type.
fn stored_as(
    ctx: &Context,
    spirv: &SpirvTypeConverter,
    memref: Type,
    ptr: Type,
) -> Result<(Type, Type), MatchFailure> {
    let TypeData::MemRef { element, .. } = ctx.type_data(memref) else {
        return Err(MatchFailure::new("not a memref"));
    };
    let stored =
        stored_element(ctx, ptr).ok_or_else(|| MatchFailure::new("not a lowered memref"))?;
    let expected = if is_bool(ctx, *element) {
        ctx.common().i8
    } else {
        spirv.convert(ctx, *element).unwrap_or(*element)
    };
    if stored != expected {
        return Err(MatchFailure::new(
            "elements stored in wider integers are not lowered",
        ));
    }
    Ok((*element, stored))
}

/// `memref.load`: an access chain and a `spirv.Load` (a stored boolean compared with one).
fn lower_load(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let spirv = spirv_converter(converter)?;
    let ty = memref_type(rewriter, op, Some(0)).ok_or_else(|| MatchFailure::new("no memref"))?;
    let values = operands(ctx, rewriter, remapped)?;
    let base_ty = rewriter.body().value_type(values[0]);
    let (element, stored) = stored_as(ctx, spirv, ty, base_ty)?;
    let loc = rewriter.body().op_loc(op);
    let ptr = element_ptr(ctx, spirv, rewriter, loc, ty, values[0], &values[1..])?;
    let load = LoadOp::create(rewriter, loc, stored, ptr, None, None)?;
    let mut value = load.value(ctx, rewriter.body());
    if is_bool(ctx, element) {
        let one = int_constant(rewriter, loc, stored, 1).map_err(fail)?;
        value = create_value(rewriter, loc, "spirv.IEqual", &[value, one], element, &[])
            .map_err(fail)?;
    }
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `memref.store`: an access chain and a `spirv.Store` (a boolean stored as one or zero).
fn lower_store(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let spirv = spirv_converter(converter)?;
    let ty = memref_type(rewriter, op, Some(1)).ok_or_else(|| MatchFailure::new("no memref"))?;
    let values = operands(ctx, rewriter, remapped)?;
    let base_ty = rewriter.body().value_type(values[1]);
    let (element, stored) = stored_as(ctx, spirv, ty, base_ty)?;
    let loc = rewriter.body().op_loc(op);
    let ptr = element_ptr(ctx, spirv, rewriter, loc, ty, values[1], &values[2..])?;
    let mut value = values[0];
    if is_bool(ctx, element) {
        let zero = int_constant(rewriter, loc, stored, 0).map_err(fail)?;
        let one = int_constant(rewriter, loc, stored, 1).map_err(fail)?;
        value = create_value(
            rewriter,
            loc,
            "spirv.Select",
            &[value, one, zero],
            stored,
            &[],
        )
        .map_err(fail)?;
    }
    StoreOp::create(rewriter, loc, ptr, value, None, None)?;
    rewriter.erase_op(op).map_err(fail)
}

/// Adds the lowerings of the `memref` ops (MLIR's `populateMemRefToSPIRVPatterns`).
pub fn populate_memref_to_spirv_patterns(patterns: &mut ConversionPatternSet) {
    patterns.add_fn(
        "memref.alloc",
        "memref.alloc-to-spirv",
        |ctx, op, _, converter, rewriter| lower_alloc(ctx, op, converter, rewriter),
    );
    patterns.add_fn(
        "memref.alloca",
        "memref.alloca-to-spirv",
        |ctx, op, _, converter, rewriter| lower_alloca(ctx, op, converter, rewriter),
    );
    patterns.add_fn(
        "memref.dealloc",
        "memref.dealloc-to-spirv",
        |ctx, op, _, _, rewriter| lower_dealloc(ctx, op, rewriter),
    );
    patterns.add_fn("memref.load", "memref.load-to-spirv", lower_load);
    patterns.add_fn("memref.store", "memref.store-to-spirv", lower_store);
}

/// The patterns of `-convert-memref-to-spirv`.
const MEMREF: &[Populate] = &[populate_memref_to_spirv_patterns];

/// The `convert-memref-to-spirv` pass (MLIR's `ConvertMemRefToSPIRVPass`), on any op.
pub fn convert_memref_to_spirv() -> SpirvLoweringPass {
    let options = PassOptions::new().int(
        "bool-num-bits",
        "The number of bits to store a boolean value",
        8,
    );
    SpirvLoweringPass::new(
        "ConvertMemRefToSPIRVPass",
        "convert-memref-to-spirv",
        "Convert MemRef dialect to SPIR-V dialect",
        common::index_option(options),
        &[],
        MEMREF,
        true,
    )
}
