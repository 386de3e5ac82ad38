//! Modules and functions: `spirv.module` becomes a `builtin.module` of the same name holding
//! its body; `spirv.func` an `llvm.func` of the converted signature with its function control
//! as LLVM function attributes (`Inline` `always_inline`, `DontInline` `no_inline`, `Pure`
//! and `Const` `passthrough = ["readonly"]` / `["readnone"]`); `EntryPoint` is erased and
//! `ExecutionMode` becomes an external constant global
//! `__spv_<module>_<function>_execution_mode_info_<mode>` holding the mode and its values, at
//! the top of the module, as the manual maps them. Before converting, global variables with a
//! descriptor set and binding are renamed `<name>_descriptor_set<S>_binding<B>` (MLIR's
//! `encodeBindAttribute`).

use crate::common::{PatternResult, fail};
use oxir::attrs::{
    ArrayAttr, Attribute, DenseArrayAttr, IntegerAttr, StringAttr, TypeAttr, UnitAttr,
};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{Body, OpId};
use oxir::symbols::OpPath;
use oxir::{Context, Op};
use oxir_llvm::conversion::LLVMTypeConverter;
use oxir_llvm::{LLVMArrayType, LLVMFunctionType, LLVMStructType, LLVMVoidType};
use oxir_spirv::{FunctionControl, FunctionControlAttr};

/// The name of string attribute `name` of `op`.
fn string_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<String> {
    oxir::op_support::attr(ctx, body, op, name)
        .and_then(|a| a.dyn_cast::<StringAttr>(ctx))
        .map(|s| String::from_utf8_lossy(s.bytes(ctx)).into_owned())
}

/// Moves the nested body of the isolated `op` into a new op `name` with `props` and
/// `attrs`, placed where `op` was, and erases `op`. Returns the new op.
fn rehome_body(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    props: Option<Attribute>,
    attrs: Attribute,
) -> Result<OpId, MatchFailure> {
    let regions = rewriter.body().op_regions(op).to_vec();
    let nested = rewriter
        .body_mut()
        .nested_body_mut(op)
        .map(std::mem::take)
        .ok_or_else(|| MatchFailure::new("the op has no body of its own"))?;
    let loc = rewriter.body().op_loc(op);
    let name = ctx.op_name(name);
    let new = rewriter.body_mut().create_op_raw(
        name,
        loc,
        &[],
        &[],
        attrs,
        props,
        &[],
        regions.into_boxed_slice(),
        Some(Box::new(nested)),
    );
    rewriter.set_insertion_point_before(op);
    rewriter.insert(new).map_err(fail)?;
    rewriter.erase_op(op).map_err(fail)?;
    Ok(new)
}

fn lower_module(
    ctx: &Context,
    op: OpId,
    _operands: &RemappedOperands,
    _converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let name = oxir::op_support::attr(ctx, rewriter.body(), op, "sym_name");
    // The execution modes need the module's name, which only this op's record has: they are
    // lowered here, in the module's body, before it moves.
    let module_name = name.and_then(|n| ctx.string_str(n)).map(str::to_string);
    let regions = rewriter.body().op_regions(op).to_vec();
    let scope = rewriter
        .body_mut()
        .nested_body_mut(op)
        .ok_or_else(|| MatchFailure::new("spirv.module has no body of its own"))?;
    for &region in &regions {
        let blocks: Vec<_> = scope.region_blocks(region).collect();
        for block in blocks {
            let ops: Vec<OpId> = scope.block_ops(block).collect();
            for mode in ops {
                if ctx.op_name_str(scope.op_name(mode)) == "spirv.ExecutionMode" {
                    lower_execution_mode(ctx, scope, block, mode, module_name.as_deref())?;
                }
            }
        }
    }
    let props = oxir::op_support::properties(ctx, &[("sym_name", name)]);
    let empty = ctx.dictionary(Vec::new());
    rehome_body(ctx, rewriter, op, "builtin.module", props, empty).map(drop)
}

/// The LLVM function attributes of a function control (only the exact values map).
fn control_attrs(ctx: &Context, control: FunctionControl) -> Vec<oxir::attrs::NamedAttr> {
    let named = |name: &str, value: Attribute| oxir::attrs::NamedAttr {
        name: ctx.string_attr(name),
        value,
    };
    let passthrough = |what: &str| {
        let entry = ctx.string_attr(what);
        named("passthrough", ArrayAttr::get(ctx, &[entry]).attr())
    };
    match control {
        c if c == FunctionControl::INLINE => {
            vec![named("always_inline", UnitAttr::get(ctx).attr())]
        }
        c if c == FunctionControl::DONT_INLINE => {
            vec![named("no_inline", UnitAttr::get(ctx).attr())]
        }
        c if c == FunctionControl::PURE => vec![passthrough("readonly")],
        c if c == FunctionControl::CONST => vec![passthrough("readnone")],
        _ => Vec::new(),
    }
}

fn lower_func(
    ctx: &Context,
    op: OpId,
    _operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let llvm = LLVMTypeConverter::from_type_converter(converter)
        .ok_or_else(|| MatchFailure::new("the type converter is not an LLVM type converter"))?;
    let body = rewriter.body();
    let fn_ty = oxir::op_support::attr(ctx, body, op, "function_type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .map(|a| a.value(ctx))
        .ok_or_else(|| MatchFailure::new("no function type"))?;
    let (ty, conversion) = llvm
        .convert_function_signature(ctx, fn_ty, false, false)
        .ok_or_else(|| MatchFailure::new("the signature does not convert"))?;
    let func_ty = ty
        .dyn_cast::<LLVMFunctionType>(ctx)
        .ok_or_else(|| MatchFailure::new("the signature does not convert"))?;
    let compatible = |t| oxir_llvm::types::is_compatible_type(ctx, t);
    let ret = func_ty.return_type(ctx);
    if !func_ty.params(ctx).iter().all(|&t| compatible(t))
        || !(ret.isa::<LLVMVoidType>(ctx) || compatible(ret))
    {
        return Err(MatchFailure::new("type conversion failed"));
    }
    let name = oxir::op_support::attr(ctx, body, op, "sym_name")
        .ok_or_else(|| MatchFailure::new("no symbol name"))?;
    let control = oxir::op_support::attr(ctx, body, op, "function_control")
        .and_then(|a| a.dyn_cast::<FunctionControlAttr>(ctx))
        .map_or(FunctionControl::NONE, |a| a.value(ctx));
    // The entry block's arguments, converted in the function's own body.
    let (scope, regions) = rewriter.body_mut().region_scope_mut(op);
    if let Some(&region) = regions.first()
        && !scope.region_is_empty(region)
    {
        let mut inner = PatternRewriter::new(ctx, scope);
        converter
            .convert_region_types_with(&mut inner, region, Some(&conversion))
            .map_err(fail)?;
    }
    let props = oxir::op_support::properties(
        ctx,
        &[
            ("sym_name", Some(name)),
            ("function_type", Some(TypeAttr::get(ctx, ty).attr())),
        ],
    );
    let attrs = ctx.dictionary(control_attrs(ctx, control));
    let new = rehome_body(ctx, rewriter, op, "llvm.func", props, attrs)?;
    rewriter.set_insertion_point_after(new);
    Ok(())
}

/// `ExecutionMode` `op` of `scope` (the body of module `module_name`): a constant global of
/// `{i32 mode, [N x i32] values}` at the top of `block` (the module's), initialized in its
/// region, named `__spv_<_module>_<function>_execution_mode_info_<mode>`; `op` is erased.
/// Each goes to the top as it is lowered, so they end up in the reverse order, as in MLIR.
fn lower_execution_mode(
    ctx: &Context,
    scope: &mut Body,
    block: oxir::BlockId,
    op: OpId,
    module_name: Option<&str>,
) -> PatternResult {
    let mode = oxir::op_support::attr(ctx, scope, op, "execution_mode")
        .and_then(|a| a.dyn_cast::<oxir_spirv::ExecutionModeAttr>(ctx))
        .map(|a| a.value(ctx).value())
        .ok_or_else(|| MatchFailure::new("no execution mode"))?;
    let function = oxir::op_support::attr(ctx, scope, op, "fn")
        .and_then(|a| oxir::symbols::SymbolRef::from_attr(ctx, a))
        .and_then(|r| ctx.string_str(r.leaf()).map(str::to_string))
        .ok_or_else(|| MatchFailure::new("no function"))?;
    let values: Vec<i64> = oxir::op_support::attr(ctx, scope, op, "values")
        .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        .map(|a| {
            a.elements(ctx)
                .iter()
                .filter_map(|&v| {
                    v.dyn_cast::<IntegerAttr>(ctx)
                        .and_then(|i| i.value_i64(ctx))
                })
                .collect()
        })
        .unwrap_or_default();
    let module_part = module_name.map_or(String::new(), |m| format!("_{m}"));
    let name = format!("__spv_{module_part}_{function}_execution_mode_info_{mode}");
    let i32 = ctx.common().i32;
    let mut fields = vec![i32];
    if !values.is_empty() {
        fields.push(LLVMArrayType::get(ctx, values.len() as u64, i32).ty());
    }
    let struct_ty = LLVMStructType::get_literal(ctx, &fields, false).ty();
    let loc = ctx.common().unknown_loc;
    let mut b = oxir::BodyBuilder::at(ctx, scope, oxir::InsertPoint::BlockStart(block));
    let global = oxir_llvm::GlobalOp::create(
        &mut b,
        loc,
        TypeAttr::get(ctx, struct_ty).attr(),
        Some(UnitAttr::get(ctx).attr()),
        ctx.string_attr(&name),
        Some(oxir_llvm::LinkageAttr::get(ctx, oxir_llvm::Linkage::External).attr()),
        None,
        None,
        None,
        None,
        Some(IntegerAttr::get(ctx, i32, 0).attr()),
        None,
        None,
    )?
    .id();
    // The initializer region lives in the global's own body.
    let (inner, regions) = scope.region_scope_mut(global);
    let region = *regions
        .first()
        .ok_or_else(|| MatchFailure::new("llvm.mlir.global has no region"))?;
    let entry = inner.create_block(&[]);
    inner.insert_block(region, entry, None).map_err(fail)?;
    let mut b = oxir::BodyBuilder::at_end(ctx, inner, entry);
    let undef = oxir_llvm::UndefOp::create(&mut b, loc, struct_ty)?.id();
    let mut acc = first_result(b.body(), undef)?;
    let mode_value = i32_constant(&mut b, loc, i64::from(mode))?;
    acc = insert(&mut b, loc, acc, mode_value, &[0])?;
    for (index, &value) in values.iter().enumerate() {
        let entry = i32_constant(&mut b, loc, value)?;
        acc = insert(&mut b, loc, acc, entry, &[1, index as i64])?;
    }
    oxir_llvm::ReturnOp::create(&mut b, loc, Some(acc))?;
    scope.erase_op(op).map_err(fail)
}

/// The first result of `op`.
fn first_result(body: &Body, op: OpId) -> Result<oxir::Value, MatchFailure> {
    body.results(op)
        .next()
        .ok_or_else(|| MatchFailure::new("the op has no result"))
}

/// An `i32` `llvm.mlir.constant` built by `b`.
fn i32_constant(
    b: &mut oxir::BodyBuilder<'_>,
    loc: oxir::Location,
    value: i64,
) -> Result<oxir::Value, MatchFailure> {
    let ctx = b.ctx();
    let i32 = ctx.common().i32;
    let attr = IntegerAttr::get(ctx, i32, value).attr();
    let op = oxir_llvm::ConstantOp::create(b, loc, i32, attr)?.id();
    first_result(b.body(), op)
}

/// `llvm.insertvalue value, container[position]` built by `b`.
fn insert(
    b: &mut oxir::BodyBuilder<'_>,
    loc: oxir::Location,
    container: oxir::Value,
    value: oxir::Value,
    position: &[i64],
) -> Result<oxir::Value, MatchFailure> {
    let ctx = b.ctx();
    let position = DenseArrayAttr::from_i64(ctx, position).attr();
    let op = oxir_llvm::InsertvalueOp::create(b, loc, container, value, position)?.id();
    first_result(b.body(), op)
}

/// Adds the patterns of modules (with their execution modes), functions and entry points.
pub fn populate(patterns: &mut ConversionPatternSet) {
    patterns.add_fn("spirv.module", "spirv.module", lower_module);
    patterns.add_fn("spirv.func", "spirv.func", lower_func);
    patterns.add_fn(
        "spirv.EntryPoint",
        "spirv.EntryPoint",
        |_, op, _, _, rewriter| rewriter.erase_op(op).map_err(fail),
    );
}

/// Renames the global variables of the `spirv.module`s directly in the module `module` (an
/// op of `top`) that have a descriptor set and a binding to
/// `<module name>_<name>_descriptor_set<S>_binding<B>` (without the module part when the
/// module has no name), every use following, and drops the two attributes.
pub fn encode_bind_attributes(ctx: &Context, top: &mut Body, module: OpId) -> Result<(), String> {
    let Some(inner) = top.nested_body(module) else {
        return Ok(());
    };
    let spirv_modules: Vec<OpId> = region_ops(top, inner, module)
        .into_iter()
        .filter(|&op| ctx.op_name_str(inner.op_name(op)) == "spirv.module")
        .collect();
    for spirv_module in spirv_modules {
        let Some(inner) = top.nested_body(module) else {
            continue;
        };
        let module_name = string_attr(ctx, inner, spirv_module, "sym_name");
        let Some(scope) = inner.nested_body(spirv_module) else {
            continue;
        };
        let mut renames = Vec::new();
        for op in region_ops(inner, scope, spirv_module) {
            if ctx.op_name_str(scope.op_name(op)) != "spirv.GlobalVariable" {
                continue;
            }
            let number = |name| {
                oxir::op_support::attr(ctx, scope, op, name)
                    .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
                    .and_then(|a| a.value_i64(ctx))
            };
            let (Some(set), Some(binding), Some(name)) = (
                number("descriptor_set"),
                number("binding"),
                string_attr(ctx, scope, op, "sym_name"),
            ) else {
                continue;
            };
            let base = match &module_name {
                Some(m) => format!("{m}_{name}"),
                None => name,
            };
            renames.push((op, format!("{base}_descriptor_set{set}_binding{binding}")));
        }
        for (op, name) in renames {
            let path = OpPath::new(vec![module, spirv_module], op);
            oxir::symbols::rename_symbol(ctx, top, &path, &name)
                .map_err(|e| format!("unable to replace all symbol uses for {name}: {e}"))?;
            let Some(scope) = OpPath::new(vec![module, spirv_module], op).body_mut(top) else {
                continue;
            };
            for attr in ["descriptor_set", "binding"] {
                oxir::op_support::set_attr(ctx, scope, op, attr, None, true);
            }
        }
    }
    Ok(())
}

/// The ops in the regions of isolated op `op` of `holder`, whose nested body is `contents`.
fn region_ops(holder: &Body, contents: &Body, op: OpId) -> Vec<OpId> {
    holder
        .op_regions(op)
        .iter()
        .flat_map(|&region| contents.region_blocks(region))
        .flat_map(|block| contents.block_ops(block))
        .collect()
}
