//! Memory: `AccessChain` becomes `llvm.getelementptr` with a leading zero index (constant
//! indices into structs folded into the op, as LLVM requires); `mlir.addressof`
//! `llvm.mlir.addressof`; `Load` / `Store` `llvm.load` / `llvm.store` with the memory access
//! (`Aligned` the alignment, `Volatile`, `Nontemporal`; others are not lowered); `Variable`
//! `llvm.alloca` of one element (and a store of its scalar or vector initializer);
//! `GlobalVariable` `llvm.mlir.global` for the storage classes of one invocation (`Input`,
//! `Output`, `Private`) and `StorageBuffer` / `UniformConstant`: private linkage for `Private`,
//! external otherwise, constant for the read-only `Input` and `UniformConstant`.

use crate::common::{PatternResult, constant, convert, fail, i32_constant, result_type, values};
use crate::types::{ClientApi, address_space};
use oxir::attrs::{DenseArrayAttr, IntegerAttr, TypeAttr, UnitAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{OpId, Value};
use oxir::{Context, Op, Type, TypeData};
use oxir_llvm::{LLVMArrayType, LLVMStructType};
use oxir_spirv::{MemoryAccess, MemoryAccessAttr, PointerType, StorageClass};

/// The type a SPIR-V pointer value of type `ty` points to.
fn pointee(ctx: &Context, ty: Type) -> Result<Type, MatchFailure> {
    ty.dyn_cast::<PointerType>(ctx)
        .map(|p| p.pointee(ctx))
        .ok_or_else(|| MatchFailure::new("not a SPIR-V pointer"))
}

/// The raw GEP indices of `indices` into `elem` (MLIR's `destructureIndices`): a constant
/// integer indexing into a struct goes into the op, every other index stays a value.
fn gep_indices(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    elem: Type,
    indices: &[Value],
) -> (Vec<i32>, Vec<Value>) {
    let (mut raw, mut dynamic) = (Vec::new(), Vec::new());
    let mut current = Some(elem);
    for (position, &index) in indices.iter().enumerate() {
        let in_struct = position > 0 && current.is_some_and(|t| t.isa::<LLVMStructType>(ctx));
        let constant = oxir::rewrite::m_constant(ctx, rewriter.body(), index)
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|a| a.value_i64(ctx))
            .and_then(|v| i32::try_from(v).ok())
            .filter(|&v| v != oxir_llvm::gep::DYNAMIC_INDEX);
        match constant {
            Some(value) if in_struct => raw.push(value),
            _ => {
                raw.push(oxir_llvm::gep::DYNAMIC_INDEX);
                dynamic.push(index);
            }
        }
        // The first index steps over the pointer; the others into the aggregate.
        if position == 0 {
            continue;
        }
        current = current.and_then(|t| step_into(ctx, t, *raw.last().unwrap_or(&-1)));
    }
    (raw, dynamic)
}

/// The type inside aggregate `ty` at `index` (any element of an array or vector).
fn step_into(ctx: &Context, ty: Type, index: i32) -> Option<Type> {
    if let Some(array) = ty.dyn_cast::<LLVMArrayType>(ctx) {
        return Some(array.element_type(ctx));
    }
    if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
        return st.body(ctx).get(usize::try_from(index).ok()?).copied();
    }
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

fn lower_access_chain(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let body = rewriter.body();
    let originals: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let (Some(&base_ty), Some(&index_ty)) = (originals.first(), originals.get(1)) else {
        return Err(MatchFailure::new("an access chain has a base and indices"));
    };
    let llvm_index = convert(ctx, converter, index_ty)?;
    let elem = convert(ctx, converter, pointee(ctx, base_ty)?)?;
    // The zero stepping over the pointer carries the original index type, as MLIR builds it.
    let zero = constant(
        rewriter,
        llvm_index,
        IntegerAttr::get(ctx, index_ty, 0).attr(),
    )?;
    let mut indices = vec![zero];
    indices.extend_from_slice(&values[1..]);
    let (raw, dynamic) = gep_indices(ctx, rewriter, elem, &indices);
    let loc = rewriter.body().op_loc(op);
    let gep = oxir_llvm::GEPOp::create(
        rewriter,
        loc,
        ty,
        values[0],
        &dynamic,
        DenseArrayAttr::from_i32(ctx, &raw).attr(),
        TypeAttr::get(ctx, elem).attr(),
        None,
    )?;
    rewriter.replace_op_with_op(op, gep.id()).map_err(fail)
}

fn lower_address_of(
    ctx: &Context,
    op: OpId,
    _operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let name = oxir::op_support::attr(ctx, rewriter.body(), op, "variable")
        .ok_or_else(|| MatchFailure::new("no variable"))?;
    let loc = rewriter.body().op_loc(op);
    let address = oxir_llvm::AddressOfOp::create(rewriter, loc, ty, name)?;
    rewriter.replace_op_with_op(op, address.id()).map_err(fail)
}

/// The `alignment`, `volatile_` and `nontemporal` properties of the load or store `op`, by
/// its memory access; `None` for the accesses not lowered.
type AccessProps = (
    Option<oxir::Attribute>,
    Option<oxir::Attribute>,
    Option<oxir::Attribute>,
);

fn access_props(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
) -> Result<AccessProps, MatchFailure> {
    let body = rewriter.body();
    let access = oxir::op_support::attr(ctx, body, op, "memory_access")
        .and_then(|a| a.dyn_cast::<MemoryAccessAttr>(ctx))
        .map_or(MemoryAccess::NONE, |a| a.value(ctx));
    let unit = || Some(UnitAttr::get(ctx).attr());
    let i64 = ctx.common().i64;
    if access == MemoryAccess::NONE {
        Ok((None, None, None))
    } else if access == MemoryAccess::ALIGNED {
        let alignment = oxir::op_support::attr(ctx, body, op, "alignment")
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|a| a.value_i64(ctx))
            .unwrap_or(0);
        let alignment = (alignment != 0).then(|| IntegerAttr::get(ctx, i64, alignment).attr());
        Ok((alignment, None, None))
    } else if access == MemoryAccess::VOLATILE {
        Ok((None, unit(), None))
    } else if access == MemoryAccess::NONTEMPORAL {
        Ok((None, None, unit()))
    } else {
        Err(MatchFailure::new(format!(
            "memory access {access} is not lowered"
        )))
    }
}

fn lower_load(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let (alignment, volatile, nontemporal) = access_props(ctx, rewriter, op)?;
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let loc = rewriter.body().op_loc(op);
    let load = oxir_llvm::LoadOp::create(
        rewriter,
        loc,
        ty,
        values[0],
        alignment,
        volatile,
        nontemporal,
        None,
        None,
        None,
        None,
    )?;
    rewriter.replace_op_with_op(op, load.id()).map_err(fail)
}

fn lower_store(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    _converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let (alignment, volatile, nontemporal) = access_props(ctx, rewriter, op)?;
    let values = values(operands)?;
    let loc = rewriter.body().op_loc(op);
    oxir_llvm::StoreOp::create(
        rewriter,
        loc,
        values[1],
        values[0],
        alignment,
        volatile,
        nontemporal,
        None,
        None,
        None,
    )?;
    rewriter.erase_op(op).map_err(fail)
}

fn lower_variable(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let values = values(operands)?;
    let ptr_ty = crate::common::original_result_type(rewriter, op)?;
    let target = pointee(ctx, ptr_ty)?;
    let scalar_or_vector = matches!(
        ctx.type_data(target),
        TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Vector { .. }
    );
    if !values.is_empty() && !scalar_or_vector {
        return Err(MatchFailure::new(
            "only scalars and vectors are initialized",
        ));
    }
    let ty = convert(ctx, converter, ptr_ty)?;
    let elem = convert(ctx, converter, target)?;
    let size = i32_constant(rewriter, 1)?;
    let loc = rewriter.body().op_loc(op);
    let alloca = oxir_llvm::AllocaOp::create(
        rewriter,
        loc,
        ty,
        size,
        None,
        TypeAttr::get(ctx, elem).attr(),
        None,
    )?;
    let pointer = rewriter
        .body()
        .results(alloca.id())
        .next()
        .ok_or_else(|| MatchFailure::new("alloca has a result"))?;
    if let Some(&init) = values.first() {
        oxir_llvm::StoreOp::create(
            rewriter, loc, init, pointer, None, None, None, None, None, None,
        )?;
    }
    rewriter.replace_op(op, &[pointer]).map_err(fail)
}

fn lower_global(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    api: ClientApi,
) -> PatternResult {
    let body = rewriter.body();
    let global = oxir_spirv::GlobalVariableOp::from_op(ctx, body, op)
        .ok_or_else(|| MatchFailure::new("not a spirv.GlobalVariable"))?;
    // No initializer (a constant or a specialization constant) is lowered.
    if oxir::op_support::attr(ctx, body, op, "initializer").is_some() {
        return Err(MatchFailure::new("initializers are not lowered"));
    }
    let ptr_ty = oxir::op_support::attr(ctx, body, op, "type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .map(|a| a.value(ctx))
        .ok_or_else(|| MatchFailure::new("no type"))?;
    let pointer = ptr_ty
        .dyn_cast::<PointerType>(ctx)
        .ok_or_else(|| MatchFailure::new("not a SPIR-V pointer"))?;
    let ty = convert(ctx, converter, pointer.pointee(ctx))?;
    let class = pointer.storage_class(ctx);
    if !matches!(
        class,
        StorageClass::Input
            | StorageClass::Private
            | StorageClass::Output
            | StorageClass::StorageBuffer
            | StorageClass::UniformConstant
    ) {
        return Err(MatchFailure::new(format!(
            "global variables of storage class {class} are not lowered"
        )));
    }
    let constant = matches!(class, StorageClass::Input | StorageClass::UniformConstant)
        .then(|| UnitAttr::get(ctx).attr());
    let linkage = if class == StorageClass::Private {
        oxir_llvm::Linkage::Private
    } else {
        oxir_llvm::Linkage::External
    };
    let name = oxir::op_support::attr(ctx, body, op, "sym_name")
        .ok_or_else(|| MatchFailure::new("no symbol name"))?;
    let location = global.location(ctx, body);
    let loc = body.op_loc(op);
    let i32 = ctx.common().i32;
    let space = i64::from(address_space(api, class));
    let new = oxir_llvm::GlobalOp::create(
        rewriter,
        loc,
        TypeAttr::get(ctx, ty).attr(),
        constant,
        name,
        Some(oxir_llvm::LinkageAttr::get(ctx, linkage).attr()),
        None,
        None,
        None,
        None,
        Some(IntegerAttr::get(ctx, i32, space).attr()),
        None,
        None,
    )?;
    if let Some(location) = location {
        let new = new.id();
        let entry = oxir::attrs::NamedAttr {
            name: ctx.string_attr("location"),
            value: location.attr(),
        };
        rewriter.modify_op_in_place(new, |b| {
            let mut attrs = oxir::structure::dictionary_entries(ctx, b.op_attrs(new)).to_vec();
            attrs.push(entry);
            b.set_op_attrs(new, ctx.dictionary(attrs));
        });
    }
    rewriter.erase_op(op).map_err(fail)
}

/// Adds the memory patterns; global variables get address spaces by `api`.
pub fn populate(patterns: &mut ConversionPatternSet, api: ClientApi) {
    patterns.add_fn("spirv.AccessChain", "spirv.AccessChain", lower_access_chain);
    patterns.add_fn(
        "spirv.mlir.addressof",
        "spirv.mlir.addressof",
        lower_address_of,
    );
    patterns.add_fn("spirv.Load", "spirv.Load", lower_load);
    patterns.add_fn("spirv.Store", "spirv.Store", lower_store);
    patterns.add_fn("spirv.Variable", "spirv.Variable", lower_variable);
    patterns.add_fn(
        "spirv.GlobalVariable",
        "spirv.GlobalVariable",
        move |ctx, op, _, converter, rewriter| lower_global(ctx, op, converter, rewriter, api),
    );
}
