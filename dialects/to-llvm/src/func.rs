//! `func` to `llvm`: MLIR 19's `FuncToLLVM.cpp`. `func.func` becomes `llvm.func` of the
//! signature [`LLVMTypeConverter::convert_function_signature`] gives (several results packed
//! in a struct, memref arguments expanded to their descriptor's fields or bare pointers), its
//! body moved over with the entry block converted by the signature conversion; argument
//! attributes follow the arguments they were on, result attributes a single result;
//! `llvm.linkage` becomes the linkage and `func.varargs` makes the function variadic. A
//! function marked `llvm.bareptr` uses the bare-pointer convention whatever the options say, and
//! so do its returns (seen through the function owning their body) and the calls to it (by the
//! callee's name, which the pass records beforehand). A `llvm.linkage` that is no linkage
//! attribute and a C interface asked of a variadic function are errors at the function, which
//! stays as it is while the pass goes on, as MLIR's does. With
//! `llvm.emit_c_interface`, a `_mlir_ciface_` wrapper is added as MLIR emits it: for a
//! definition, a function taking memrefs by pointer (and a struct result through a first
//! pointer argument) that calls it; for a declaration, a declaration of the wrapper that the
//! function, given a body, calls. `func.call`, `func.call_indirect`, `func.return` and
//! `func.constant` become `llvm.call`, `llvm.return` (results packed) and
//! `llvm.mlir.addressof`. [`ConvertFuncToLLVM`] is `-convert-func-to-llvm`, which as in MLIR 19
//! also lowers `arith` and `cf`; [`FuncToLLVM`] the dialect's `ConvertToLLVMPatternInterface`.

use crate::common::LoweringPass;
use crate::common::{self, create, create_value, fail, result};
use crate::memref::RuntimeFn;
use crate::memref_unranked::{CopyTo, copy_unranked_descriptors};
use oxir::NamedAttr;
use oxir::attrs::{ArrayAttr, AttrData, Attribute, FlatSymbolRefAttr, StringAttr, TypeAttr};
use oxir::conversion::{
    ConversionPatternSet, InputMapping, RemappedOperands, SignatureConversion, TypeConverter,
};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{OpId, Value};
use oxir::types::UnrankedMemRefType;
use oxir::{Context, Type, TypeData};
use oxir_llvm::conversion::{
    BARE_PTR_ATTR, LLVMTypeConverter, MemRefDescriptor, ModuleSymbol, UnrankedMemRefDescriptor,
};
use oxir_llvm::{LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType};

/// The discardable attribute naming the linkage of the function it lowers to.
const LINKAGE: &str = "llvm.linkage";
/// The discardable attribute asking for a `_mlir_ciface_` wrapper.
const EMIT_C_INTERFACE: &str = "llvm.emit_c_interface";
/// The discardable attribute making the function variadic.
const VARARGS: &str = "func.varargs";
/// The unit attribute of a `func.func` that neither reads nor writes memory.
const READNONE: &str = "llvm.readnone";

/// Whether a function with the discardable attributes `attrs` (a dictionary) uses the
/// bare-pointer convention: under the option, or when it is marked `llvm.bareptr` (MLIR's
/// `shouldUseBarePtrCallConv`).
fn uses_bare_ptr(ctx: &Context, llvm: &LLVMTypeConverter, attrs: Attribute) -> bool {
    llvm.options().use_bare_ptr_call_conv
        || entries(ctx, Some(attrs))
            .iter()
            .any(|a| ctx.string_bytes(a.name) == BARE_PTR_ATTR.as_bytes())
}

/// The LLVM converter behind the driver's plain one.
fn llvm_converter(converter: &TypeConverter) -> Result<LLVMTypeConverter, MatchFailure> {
    LLVMTypeConverter::from_type_converter(converter)
        .ok_or_else(|| MatchFailure::new("the type converter is not an LLVM type converter"))
}

/// Whether every one of `types` is an LLVM type.
fn all_compatible(
    ctx: &Context,
    types: impl IntoIterator<Item = Type>,
) -> Result<(), MatchFailure> {
    if types
        .into_iter()
        .all(|t| oxir_llvm::types::is_compatible_type(ctx, t))
    {
        Ok(())
    } else {
        Err(MatchFailure::new("a type does not convert to an LLVM type"))
    }
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// The entries of dictionary `attr` (empty when it is not one).
fn entries(ctx: &Context, attr: Option<Attribute>) -> Vec<NamedAttr> {
    match attr {
        Some(a) if matches!(ctx.attr_data(a), AttrData::Dictionary(..)) => {
            oxir::structure::dictionary_entries(ctx, a).to_vec()
        }
        _ => Vec::new(),
    }
}

/// The dictionaries of array attribute `attr` (none when it is not an array).
fn dictionaries(ctx: &Context, attr: Option<Attribute>) -> Vec<Attribute> {
    attr.and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        .map(|a| a.elements(ctx).to_vec())
        .unwrap_or_default()
}

/// What an `llvm.func` is made of besides its body.
struct FuncParts {
    name: String,
    ty: Type,
    /// Inherent attributes other than the name and type.
    props: Vec<(&'static str, Option<Attribute>)>,
    /// Discardable attributes.
    attrs: Vec<NamedAttr>,
}

impl FuncParts {
    fn props(&self, ctx: &Context) -> Option<Attribute> {
        let mut all: Vec<(&str, Option<Attribute>)> = vec![
            ("sym_name", Some(StringAttr::get(ctx, &self.name).attr())),
            ("function_type", Some(TypeAttr::get(ctx, self.ty).attr())),
        ];
        all.extend(self.props.iter().copied());
        oxir::op_support::properties(ctx, &all)
    }
}

/// Builds `llvm.func` of `parts` with one region (empty) at the insertion point.
fn create_func(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    parts: &FuncParts,
) -> Result<OpId, MatchFailure> {
    let mut state = rewriter.state("llvm.func").regions(1);
    state.props = parts.props(ctx);
    state.attrs = parts.attrs.clone();
    rewriter.create(state).map_err(fail)
}

/// Array attribute of `dicts`, `None` when every one is empty.
fn dict_array(ctx: &Context, dicts: &[Attribute]) -> Option<Attribute> {
    let empty = ctx.dictionary(Vec::new());
    (dicts.iter().any(|&d| d != empty)).then(|| ArrayAttr::get(ctx, dicts).attr())
}

/// The `llvm.func` a `func.func` becomes (but its body), and the signature conversion of its
/// entry block.
fn lower_signature(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    llvm: &LLVMTypeConverter,
) -> Result<(FuncParts, SignatureConversion, Type), MatchFailure> {
    let body = rewriter.body();
    oxir_func::FuncOp::from_op(ctx, body, op)
        .ok_or_else(|| MatchFailure::new("not a func.func"))?;
    let fn_ty = oxir::op_support::attr(ctx, body, op, "function_type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .map(|a| a.value(ctx))
        .ok_or_else(|| MatchFailure::new("no function type"))?;
    let mut attrs = entries(ctx, Some(body.op_attrs(op)));
    let variadic = attrs.iter().any(|a| {
        ctx.string_bytes(a.name) == VARARGS.as_bytes()
            && matches!(ctx.attr_data(a.value), AttrData::Bool(true))
    });
    let bare = uses_bare_ptr(ctx, llvm, body.op_attrs(op));
    let (ty, conversion) = llvm
        .convert_function_signature(ctx, fn_ty, variadic, bare)
        .ok_or_else(|| MatchFailure::new("the signature does not convert"))?;
    // Types the converter keeps but LLVM does not know (tensors, ...) make no `llvm.func`.
    if let Some(func_ty) = ty.dyn_cast::<LLVMFunctionType>(ctx) {
        let ret = func_ty.return_type(ctx);
        let compatible = |t: Type| oxir_llvm::types::is_compatible_type(ctx, t);
        if !func_ty.params(ctx).iter().all(|&t| compatible(t))
            || !(ret.isa::<LLVMVoidType>(ctx) || compatible(ret))
        {
            return Err(MatchFailure::new(
                "the signature has types that do not convert to LLVM types",
            ));
        }
    }
    let body = rewriter.body();
    let linkage = attrs
        .iter()
        .find(|a| ctx.string_bytes(a.name) == LINKAGE.as_bytes())
        .map(|a| a.value);
    if let Some(linkage) = linkage
        && !linkage.isa::<oxir_llvm::LinkageAttr>(ctx)
    {
        // An error in the input, reported as MLIR's `FuncOpConversion` does before failing.
        let message = format!("Contains {LINKAGE} attribute not of type LLVM::LinkageAttr");
        rewriter.emit_error(op, message.clone());
        return Err(MatchFailure::new(message));
    }
    // `llvm.readnone` becomes the memory effects it means, as MLIR's `FuncOpConversion` does.
    let readnone = attrs
        .iter()
        .any(|a| ctx.string_bytes(a.name) == READNONE.as_bytes());
    let memory = readnone.then(|| {
        let none = oxir_llvm::ModRefInfo::NoModRef;
        oxir_llvm::MemoryEffectsAttr::get(ctx, none, none, none).attr()
    });
    attrs.retain(|a| {
        let name = ctx.string_bytes(a.name);
        name != LINKAGE.as_bytes() && name != VARARGS.as_bytes() && name != READNONE.as_bytes()
    });
    // Argument attributes follow each argument to the new one it became; an argument
    // expanded to several (a memref descriptor's fields) leaves them empty, as MLIR does
    // (they may not apply to the fields' types).
    let old_args = dictionaries(ctx, oxir::op_support::attr(ctx, body, op, "arg_attrs"));
    let empty = ctx.dictionary(Vec::new());
    let mut new_args = vec![empty; conversion.converted_types().len()];
    for (index, &dict) in old_args.iter().enumerate() {
        if let Some(InputMapping::Inputs { start, len: 1 }) = conversion.input_mapping(index)
            && let Some(slot) = new_args.get_mut(*start)
        {
            *slot = dict;
        }
    }
    let old_results = dictionaries(ctx, oxir::op_support::attr(ctx, body, op, "res_attrs"));
    let res_attrs = match old_results[..] {
        [one] => dict_array(ctx, &[one]),
        _ => None,
    };
    let parts = FuncParts {
        name: oxir::op_support::attr(ctx, body, op, "sym_name")
            .and_then(|a| a.dyn_cast::<StringAttr>(ctx))
            .map(|s| String::from_utf8_lossy(s.bytes(ctx)).into_owned())
            .ok_or_else(|| MatchFailure::new("no symbol name"))?,
        ty,
        props: vec![
            (
                "sym_visibility",
                oxir::op_support::attr(ctx, body, op, "sym_visibility"),
            ),
            ("linkage", linkage),
            ("memory", memory),
            ("arg_attrs", dict_array(ctx, &new_args)),
            ("res_attrs", res_attrs),
        ],
        attrs,
    };
    Ok((parts, conversion, fn_ty))
}

/// `func.func` to `llvm.func` (MLIR's `FuncOpConversion`).
fn lower_func(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let llvm = llvm_converter(converter)?;
    let (parts, conversion, fn_ty) = lower_signature(ctx, rewriter, op, &llvm)?;
    let bare = uses_bare_ptr(ctx, &llvm, rewriter.body().op_attrs(op));
    // As in MLIR, no C wrapper under the bare-pointer convention.
    let wrap = !bare
        && parts
            .attrs
            .iter()
            .any(|a| ctx.string_bytes(a.name) == EMIT_C_INTERFACE.as_bytes());
    let variadic = parts
        .ty
        .dyn_cast::<LLVMFunctionType>(ctx)
        .is_some_and(|f| f.var_arg(ctx));
    if wrap && variadic {
        let message = "C interface for variadic functions is not supported yet.";
        let error = error_with_body_moved(ctx, rewriter.body(), op, message);
        rewriter.emit(error);
        return Err(MatchFailure::new(message));
    }
    if wrap {
        // What could make the wrapper fail, checked before anything changes.
        c_wrapper_type(ctx, &llvm, fn_ty)?;
    }
    // Convert the block arguments in the function's own body, then move that body over.
    let (scope, regions) = rewriter.body_mut().region_scope_mut(op);
    let region = *regions
        .first()
        .ok_or_else(|| MatchFailure::new("func.func has no region"))?;
    let external = scope.region_is_empty(region);
    if !external {
        let mut inner = PatternRewriter::new(ctx, scope);
        converter
            .convert_region_types_with(&mut inner, region, Some(&conversion))
            .map_err(|e| MatchFailure::new(e.to_string()))?;
        if bare {
            rebuild_bare_descriptors(ctx, &mut inner, region, fn_ty, &conversion, &llvm)?;
        }
    }
    let nested = rewriter
        .body_mut()
        .nested_body_mut(op)
        .map(std::mem::take)
        .ok_or_else(|| MatchFailure::new("func.func has no body of its own"))?;
    let loc = rewriter.body().op_loc(op);
    let attrs = ctx.dictionary(parts.attrs.clone());
    let props = parts.props(ctx);
    let name = ctx.op_name("llvm.func");
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
    rewriter.insert(new).map_err(fail)?;
    rewriter.erase_op(op).map_err(fail)?;
    rewriter.set_insertion_point_after(new);
    if wrap {
        if external {
            wrap_external(ctx, rewriter, new, &parts, fn_ty, &llvm)?;
        } else {
            wrap_for_external_callers(ctx, rewriter, &parts, fn_ty, &llvm)?;
        }
    }
    Ok(())
}

/// The error `message` at `func.func` `op` as MLIR's `FuncOpConversion` reports it once the
/// new function has taken the body: the `see current operation` note shows `op` with its
/// regions empty. The op is shown through a copy without the body, in a scratch body.
fn error_with_body_moved(
    ctx: &Context,
    body: &oxir::Body,
    op: OpId,
    message: &str,
) -> oxir::Diagnostic {
    let mut scratch = oxir::Body::new();
    let mut state = oxir::structure::OperationState::new(body.op_name(op), body.op_loc(op));
    state.attrs = entries(ctx, Some(body.op_attrs(op)));
    state.props = body.op_props(op);
    state.num_regions = body.op_regions(op).len() as u32;
    let copy = scratch.create_op(ctx, state);
    oxir::verifier::error_on_op(ctx, &scratch, copy, message)
}

/// Under the bare-pointer convention, the memref arguments of the entry block of `region`
/// arrive as bare pointers: their descriptors are rebuilt from the static shape at the start
/// of the block and read by the casts back to the memrefs the signature conversion built
/// (MLIR's `modifyFuncOpToUseBarePtrCallingConv`).
fn rebuild_bare_descriptors(
    ctx: &Context,
    inner: &mut PatternRewriter<'_>,
    region: oxir::structure::RegionId,
    fn_ty: Type,
    conversion: &SignatureConversion,
    llvm: &LLVMTypeConverter,
) -> Result<(), MatchFailure> {
    let (inputs, _) = oxir::op_support::function_type_parts(ctx, fn_ty);
    let Some(entry) = inner.body().region_entry(region) else {
        return Ok(());
    };
    for (index, &input) in inputs.iter().enumerate() {
        if !matches!(ctx.type_data(input), TypeData::MemRef { .. }) {
            continue;
        }
        let Some(InputMapping::Inputs { start, len: 1 }) = conversion.input_mapping(index) else {
            continue;
        };
        let Some(arg) = inner.body().block_args(entry).nth(*start) else {
            continue;
        };
        let cast = inner.body().users(arg).find(|&user| {
            ctx.op_name_str(inner.body().op_name(user)) == oxir::builtin::UNREALIZED_CONVERSION_CAST
                && inner.body().result_types(user).next() == Some(input)
        });
        let Some(cast) = cast else {
            continue;
        };
        let loc = inner.body().op_loc(cast);
        inner.set_insertion_point_before(cast);
        let desc =
            MemRefDescriptor::from_static_shape(inner, loc, llvm, input, arg, arg).map_err(fail)?;
        let value = desc.value();
        inner
            .modify_op_in_place(cast, |body| body.set_operand(cast, 0, value))
            .map_err(fail)?;
    }
    Ok(())
}

/// The failure of a wrapper whose arguments do not match the signature it was built for.
fn missing_argument() -> MatchFailure {
    MatchFailure::new("the wrapper lacks an argument of the signature")
}

/// The type of the `_mlir_ciface_` wrapper of a function of builtin type `fn_ty` (MLIR's
/// `convertFunctionTypeCWrapper`): memrefs by pointer, a struct result through a first pointer
/// argument. Also gives that struct type when the result moved.
fn c_wrapper_type(
    ctx: &Context,
    llvm: &LLVMTypeConverter,
    fn_ty: Type,
) -> Result<(Type, Option<Type>), MatchFailure> {
    let (inputs, results) = oxir::op_support::function_type_parts(ctx, fn_ty);
    let ptr = LLVMPointerType::get(ctx, 0).ty();
    let packed = llvm
        .pack_function_results(ctx, &results, false)
        .ok_or_else(|| MatchFailure::new("the results do not convert"))?;
    let mut params = Vec::new();
    let mut result_struct = None;
    let mut result_ty = packed;
    if packed.isa::<LLVMStructType>(ctx) {
        params.push(ptr);
        result_struct = Some(packed);
        result_ty = LLVMVoidType::get(ctx).ty();
    }
    for &input in &inputs {
        if is_memref(ctx, input) {
            params.push(ptr);
        } else {
            params.push(
                llvm.convert(ctx, input)
                    .ok_or_else(|| MatchFailure::new("an argument does not convert"))?,
            );
        }
    }
    Ok((
        LLVMFunctionType::get(ctx, result_ty, &params, false).ty(),
        result_struct,
    ))
}

/// The wrapper's parts: the original's discardable attributes and visibility, argument
/// attributes shifted past a result pointer, result attributes unless the result moved
/// (MLIR's `propagateArgResAttrs`).
fn wrapper_parts(
    ctx: &Context,
    parts: &FuncParts,
    name: String,
    ty: Type,
    result_moved: bool,
    original_arg_attrs: &[Attribute],
    num_params: usize,
) -> FuncParts {
    let empty = ctx.dictionary(Vec::new());
    let mut args = Vec::with_capacity(num_params);
    if result_moved {
        args.push(empty);
    }
    args.extend(original_arg_attrs.iter().copied());
    args.resize(num_params, empty);
    let res_attrs = parts
        .props
        .iter()
        .find(|(k, _)| *k == "res_attrs")
        .and_then(|(_, v)| *v)
        .filter(|_| !result_moved);
    let visibility = parts
        .props
        .iter()
        .find(|(k, _)| *k == "sym_visibility")
        .and_then(|(_, v)| *v);
    FuncParts {
        name,
        ty,
        props: vec![
            ("sym_visibility", visibility),
            ("arg_attrs", dict_array(ctx, &args)),
            ("res_attrs", res_attrs),
        ],
        attrs: parts.attrs.clone(),
    }
}

/// `llvm.call @callee(args) : ty` built at the insertion point of `rewriter`; its result, when
/// there is one.
fn call(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    callee: &str,
    args: &[Value],
    result: Option<Type>,
) -> Result<Option<Value>, MatchFailure> {
    let callee = FlatSymbolRefAttr::get(ctx, callee).attr();
    let results: Vec<Type> = result.into_iter().collect();
    let op = create(
        rewriter,
        "llvm.call",
        args,
        &results,
        &[("callee", Some(callee))],
    )
    .map_err(fail)?;
    Ok(rewriter.body().results(op).next())
}

/// The result type of an `!llvm.func`, `None` for `void`.
fn return_type(ctx: &Context, func_ty: Type) -> Option<Type> {
    let ret = func_ty.dyn_cast::<LLVMFunctionType>(ctx)?.return_type(ctx);
    (!ret.isa::<LLVMVoidType>(ctx)).then_some(ret)
}

/// The original arguments' attributes of `parts` (one dictionary per original argument).
fn original_arg_attrs(parts: &FuncParts, ctx: &Context) -> Vec<Attribute> {
    dictionaries(
        ctx,
        parts
            .props
            .iter()
            .find(|(k, _)| *k == "arg_attrs")
            .and_then(|(_, v)| *v),
    )
}

/// The `_mlir_ciface_` wrapper of the function of `parts` (builtin type `fn_ty`), created at
/// the insertion point without a body.
struct Wrapper {
    op: OpId,
    name: String,
    ty: Type,
    params: Vec<Type>,
    /// The struct the result is stored as through the first argument, when it moved there.
    result_struct: Option<Type>,
    /// The original inputs.
    inputs: Vec<Type>,
}

fn create_wrapper(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    parts: &FuncParts,
    fn_ty: Type,
    llvm: &LLVMTypeConverter,
) -> Result<Wrapper, MatchFailure> {
    let (ty, result_struct) = c_wrapper_type(ctx, llvm, fn_ty)?;
    let (inputs, _) = oxir::op_support::function_type_parts(ctx, fn_ty);
    let params = ty
        .dyn_cast::<LLVMFunctionType>(ctx)
        .map(|f| f.params(ctx).to_vec())
        .unwrap_or_default();
    // MLIR passes the original argument attributes as they were, per original argument.
    let arg_attrs = original_per_input_attrs(ctx, parts, &inputs);
    let name = format!("_mlir_ciface_{}", parts.name);
    let wrapper = wrapper_parts(
        ctx,
        parts,
        name.clone(),
        ty,
        result_struct.is_some(),
        &arg_attrs,
        params.len(),
    );
    let op = create_func(ctx, rewriter, &wrapper)?;
    Ok(Wrapper {
        op,
        name,
        ty,
        params,
        result_struct,
        inputs,
    })
}

/// The wrapper of a function with a body (MLIR's `wrapForExternalCallers`): takes memrefs by
/// pointer, loads and unpacks their descriptors, calls the function and returns its result or
/// stores it through the first argument.
fn wrap_for_external_callers(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    parts: &FuncParts,
    fn_ty: Type,
    llvm: &LLVMTypeConverter,
) -> Result<(), MatchFailure> {
    let Wrapper {
        op,
        params,
        result_struct,
        inputs,
        ..
    } = create_wrapper(ctx, rewriter, parts, fn_ty, llvm)?;
    let loc = rewriter.body().op_loc(op);
    let (scope, regions) = rewriter.body_mut().region_scope_mut(op);
    let mut inner = PatternRewriter::new(ctx, scope);
    inner.set_loc(loc);
    let args: Vec<(Type, oxir::Location)> = params.iter().map(|&t| (t, loc)).collect();
    let block = inner.create_block(regions[0], None, &args).map_err(fail)?;
    let block_args: Vec<Value> = inner.body().block_args(block).collect();
    let skip = usize::from(result_struct.is_some());
    let mut call_args = Vec::new();
    for (index, &input) in inputs.iter().enumerate() {
        let arg = *block_args.get(skip + index).ok_or_else(missing_argument)?;
        if is_memref(ctx, input) {
            let desc_ty = llvm
                .convert(ctx, input)
                .ok_or_else(|| MatchFailure::new("a memref does not convert"))?;
            let loaded =
                create_value(&mut inner, "llvm.load", &[arg], desc_ty, &[]).map_err(fail)?;
            let fields = if matches!(ctx.type_data(input), TypeData::MemRef { .. }) {
                MemRefDescriptor::unpack(&mut inner, loc, loaded)
            } else {
                UnrankedMemRefDescriptor::unpack(&mut inner, loc, loaded)
            }
            .map_err(fail)?;
            call_args.extend(fields);
        } else {
            call_args.push(arg);
        }
    }
    let result = call(
        ctx,
        &mut inner,
        &parts.name,
        &call_args,
        return_type(ctx, parts.ty),
    )?;
    match (result_struct, result) {
        (Some(_), Some(value)) => {
            create(
                &mut inner,
                "llvm.store",
                &[value, *block_args.first().ok_or_else(missing_argument)?],
                &[],
                &[],
            )
            .map_err(fail)?;
            create(&mut inner, "llvm.return", &[], &[], &[]).map_err(fail)?;
        }
        (_, value) => {
            let values: Vec<Value> = value.into_iter().collect();
            create(&mut inner, "llvm.return", &values, &[], &[]).map_err(fail)?;
        }
    }
    Ok(())
}

/// One attribute dictionary per original input of `fn_ty`, taken from the converted
/// function's argument attributes (each input's first new argument).
fn original_per_input_attrs(ctx: &Context, parts: &FuncParts, inputs: &[Type]) -> Vec<Attribute> {
    let converted = original_arg_attrs(parts, ctx);
    let empty = ctx.dictionary(Vec::new());
    let mut out = Vec::with_capacity(inputs.len());
    let mut position = 0;
    for &input in inputs {
        out.push(converted.get(position).copied().unwrap_or(empty));
        position += match ctx.type_data(input) {
            TypeData::MemRef { .. } => {
                MemRefDescriptor::num_unpacked_values(ctx, input).unwrap_or(1)
            }
            TypeData::UnrankedMemRef { .. } => 2,
            _ => 1,
        };
    }
    out
}

/// The wrapper of a declaration (MLIR's `wrapExternalFunction`): a declaration of
/// `_mlir_ciface_` with the C interface, and a body for the function that packs memref
/// descriptors into stack slots, calls it and returns its result (loaded from a stack slot
/// when it is a struct). The function becomes private.
fn wrap_external(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    func: OpId,
    parts: &FuncParts,
    fn_ty: Type,
    llvm: &LLVMTypeConverter,
) -> Result<(), MatchFailure> {
    let Wrapper {
        name,
        ty: wrapper_ty,
        result_struct,
        inputs,
        ..
    } = create_wrapper(ctx, rewriter, parts, fn_ty, llvm)?;
    let private = oxir_llvm::LinkageAttr::get(ctx, oxir_llvm::Linkage::Private).attr();
    rewriter.modify_op_in_place(func, |body| {
        oxir::op_support::set_attr(ctx, body, func, "linkage", Some(private), true);
    });
    let loc = rewriter.body().op_loc(func);
    let own_params = parts
        .ty
        .dyn_cast::<LLVMFunctionType>(ctx)
        .map(|f| f.params(ctx).to_vec())
        .unwrap_or_default();
    let index_ty = llvm.index_type(ctx);
    let ptr = LLVMPointerType::get(ctx, 0).ty();
    let (scope, regions) = rewriter.body_mut().region_scope_mut(func);
    let mut inner = PatternRewriter::new(ctx, scope);
    inner.set_loc(loc);
    let args: Vec<(Type, oxir::Location)> = own_params.iter().map(|&t| (t, loc)).collect();
    let block = inner.create_block(regions[0], None, &args).map_err(fail)?;
    let block_args: Vec<Value> = inner.body().block_args(block).collect();
    let alloca = |inner: &mut PatternRewriter<'_>, ty: Type| -> Result<Value, MatchFailure> {
        let one = oxir::attrs::IntegerAttr::get(ctx, ctx.common().index, 1).attr();
        let one = common::constant(inner, index_ty, one).map_err(fail)?;
        create_value(
            inner,
            "llvm.alloca",
            &[one],
            ptr,
            &[("elem_type", Some(TypeAttr::get(ctx, ty).attr()))],
        )
        .map_err(fail)
    };
    let mut call_args = Vec::new();
    let result_slot = match result_struct {
        Some(ty) => {
            let slot = alloca(&mut inner, ty)?;
            call_args.push(slot);
            Some((slot, ty))
        }
        None => None,
    };
    let mut position = 0;
    for &input in &inputs {
        if is_memref(ctx, input) {
            let desc_ty = llvm
                .convert(ctx, input)
                .ok_or_else(|| MatchFailure::new("a memref does not convert"))?;
            let count = match ctx.type_data(input) {
                TypeData::MemRef { .. } => {
                    MemRefDescriptor::num_unpacked_values(ctx, input).unwrap_or(1)
                }
                _ => 2,
            };
            let fields = block_args
                .get(position..position + count)
                .ok_or_else(missing_argument)?;
            position += count;
            let desc = if matches!(ctx.type_data(input), TypeData::MemRef { .. }) {
                MemRefDescriptor::pack(&mut inner, loc, desc_ty, fields)
            } else {
                UnrankedMemRefDescriptor::pack(&mut inner, loc, desc_ty, fields)
            }
            .map_err(fail)?;
            let slot = alloca(&mut inner, desc_ty)?;
            create(&mut inner, "llvm.store", &[desc, slot], &[], &[]).map_err(fail)?;
            call_args.push(slot);
        } else {
            call_args.push(*block_args.get(position).ok_or_else(missing_argument)?);
            position += 1;
        }
    }
    let result = call(
        ctx,
        &mut inner,
        &name,
        &call_args,
        return_type(ctx, wrapper_ty),
    )?;
    let returned = match result_slot {
        Some((slot, ty)) => {
            Some(create_value(&mut inner, "llvm.load", &[slot], ty, &[]).map_err(fail)?)
        }
        None => result,
    };
    let values: Vec<Value> = returned.into_iter().collect();
    create(&mut inner, "llvm.return", &values, &[], &[]).map_err(fail)?;
    Ok(())
}

/// `func.return`: `llvm.return` of the one value, or of the values packed in a struct.
fn lower_return(
    ctx: &Context,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let llvm = llvm_converter(converter)?;
    let original: Vec<Type> = rewriter
        .body()
        .operands(op)
        .map(|v| rewriter.body().value_type(v))
        .collect();
    // The convention of the `llvm.func` returned from (MLIR's `getParentOfType<LLVMFuncOp>`):
    // a return whose function was not converted uses the default one.
    let in_llvm_func = rewriter
        .body()
        .owner_name()
        .is_some_and(|name| ctx.op_name_str(name) == "llvm.func");
    let bare = llvm.options().use_bare_ptr_call_conv
        || (in_llvm_func
            && rewriter
                .owner_attrs()
                .is_some_and(|attrs| uses_bare_ptr(ctx, &llvm, attrs)));
    if bare && original.iter().any(|&ty| ty.isa::<UnrankedMemRefType>(ctx)) {
        return Err(MatchFailure::new(
            "unranked memrefs are not returned under the bare-pointer convention",
        ));
    }
    let mut values = Vec::new();
    for (index, &ty) in original.iter().enumerate() {
        let value = operands
            .single(index)
            .ok_or_else(|| MatchFailure::new("an operand became several values"))?;
        if bare && llvm.convert_memref_to_bare_ptr(ctx, ty).is_some() {
            let desc = MemRefDescriptor::new(ctx, rewriter.body(), value)
                .ok_or_else(|| MatchFailure::new("not a memref descriptor"))?;
            values.push(
                desc.allocated_ptr(rewriter, rewriter.body().op_loc(op))
                    .map_err(fail)?,
            );
        } else {
            values.push(value);
        }
    }
    if !bare {
        let loc = rewriter.body().op_loc(op);
        copy_unranked_descriptors(
            ctx,
            rewriter,
            loc,
            converter,
            &original,
            &mut values,
            CopyTo::Heap,
        )?;
    }
    all_compatible(ctx, values.iter().map(|&v| rewriter.body().value_type(v)))?;
    let value = match values[..] {
        [] => None,
        [one] => Some(one),
        _ => {
            let packed = llvm
                .pack_function_results(ctx, &original, bare)
                .ok_or_else(|| MatchFailure::new("the results do not convert"))?;
            let mut acc =
                create_value(rewriter, "llvm.mlir.undef", &[], packed, &[]).map_err(fail)?;
            for (index, &value) in values.iter().enumerate() {
                let position = oxir::attrs::DenseArrayAttr::from_i64(ctx, &[index as i64]).attr();
                acc = create_value(
                    rewriter,
                    "llvm.insertvalue",
                    &[acc, value],
                    packed,
                    &[("position", Some(position))],
                )
                .map_err(fail)?;
            }
            Some(acc)
        }
    };
    let values: Vec<Value> = value.into_iter().collect();
    let new = create(rewriter, "llvm.return", &values, &[], &[]).map_err(fail)?;
    rewriter.replace_op_with_op(op, new).map_err(fail)
}

/// `func.call` (`callee` set) and `func.call_indirect` (the first operand the callee):
/// `llvm.call` of the promoted operands; several results come out of the packed struct.
fn lower_call(
    ctx: &Context,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    indirect: bool,
) -> Result<(), MatchFailure> {
    let llvm = llvm_converter(converter)?;
    let body = rewriter.body();
    let original: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.result_types(op).collect();
    let callee = oxir::op_support::attr(ctx, body, op, "callee");
    // The callee's convention: a direct call to a function marked `llvm.bareptr` uses the bare
    // pointer one, as MLIR's `CallOpLowering` finds it in the module's symbol table (an
    // indirect call, as there, only under the option).
    let bare = if indirect {
        llvm.options().use_bare_ptr_call_conv
    } else {
        calls_bare_ptr_function(ctx, body, op, &llvm)
    };
    let converted = operands.one_to_one()?.to_vec();
    let loc = body.op_loc(op);
    all_compatible(ctx, converted.iter().map(|&v| body.value_type(v)))?;
    let packed = match results.len() {
        0 => None,
        _ => Some(
            llvm.pack_function_results(ctx, &results, bare)
                .ok_or_else(|| MatchFailure::new("the results do not convert"))?,
        ),
    };
    all_compatible(ctx, packed)?;
    let converted_results = results
        .iter()
        .map(|&ty| llvm.convert_calling_convention_type(ctx, ty, bare))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| MatchFailure::new("a result does not convert"))?;
    let skip = usize::from(indirect);
    if bare
        && original[skip..]
            .iter()
            .any(|&t| matches!(ctx.type_data(t), TypeData::UnrankedMemRef { .. }))
    {
        return Err(MatchFailure::new(
            "unranked memrefs do not cross calls under the bare-pointer convention",
        ));
    }
    let mut args: Vec<Value> = converted[..skip].to_vec();
    args.extend(
        llvm.promote_operands(rewriter, loc, &original[skip..], &converted[skip..], bare)
            .map_err(fail)?,
    );
    let call = create(
        rewriter,
        "llvm.call",
        &args,
        &packed.into_iter().collect::<Vec<_>>(),
        &[("callee", if indirect { None } else { callee })],
    )
    .map_err(fail)?;
    // The call's discardable attributes go over as they are (MLIR builds the `llvm.call` with
    // the `func.call`'s attributes).
    let attrs = rewriter.body().op_attrs(op);
    rewriter.body_mut().set_op_attrs(call, attrs);
    let bare_memref = |ty: Type| bare && llvm.convert_memref_to_bare_ptr(ctx, ty).is_some();
    let unranked_result = results.iter().any(|&t| t.isa::<UnrankedMemRefType>(ctx));
    if results.len() <= 1 && !results.iter().any(|&t| bare_memref(t)) && !unranked_result {
        return rewriter.replace_op_with_op(op, call).map_err(fail);
    }
    let whole = result(rewriter, call).map_err(fail)?;
    let mut values = Vec::new();
    for (index, &ty) in converted_results.iter().enumerate() {
        values.push(if results.len() == 1 {
            whole
        } else {
            common::extract(rewriter, whole, &[index as i64], ty)?
        });
    }
    // Once every result is out, a bare pointer result becomes a descriptor again (MLIR's
    // `promoteBarePtrsToDescriptors`, which runs after the extractions).
    for (value, &original) in values.iter_mut().zip(&results) {
        if bare_memref(original) {
            *value =
                MemRefDescriptor::from_static_shape(rewriter, loc, &llvm, original, *value, *value)
                    .map_err(fail)?
                    .value();
        }
    }
    if !bare {
        copy_unranked_descriptors(
            ctx,
            rewriter,
            loc,
            converter,
            &results,
            &mut values,
            CopyTo::Stack,
        )?;
    }
    let slices: Vec<&[Value]> = values.iter().map(std::slice::from_ref).collect();
    oxir::conversion::replace_op_with_multiple(rewriter, op, &slices).map_err(fail)
}

/// `func.constant @f`: `llvm.mlir.addressof @f`.
fn lower_constant(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let name = oxir::op_support::attr(ctx, rewriter.body(), op, "value")
        .ok_or_else(|| MatchFailure::new("no callee"))?;
    let ptr = LLVMPointerType::get(ctx, 0).ty();
    let value = create_value(
        rewriter,
        "llvm.mlir.addressof",
        &[],
        ptr,
        &[("global_name", Some(name))],
    )
    .map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// Adds the lowering of `func.func` (MLIR's `populateFuncToLLVMFuncOpConversionPattern`).
pub fn populate_func_to_llvm_func_op_conversion_pattern(patterns: &mut ConversionPatternSet) {
    patterns.add_fn(
        "func.func",
        "func.func-to-llvm",
        |ctx, op, _, converter, rewriter| lower_func(ctx, op, converter, rewriter),
    );
}

/// Adds the lowerings of every `func` op (MLIR's `populateFuncToLLVMConversionPatterns`).
pub fn populate_func_to_llvm_conversion_patterns(patterns: &mut ConversionPatternSet) {
    populate_func_to_llvm_func_op_conversion_pattern(patterns);
    patterns.add_fn(
        "func.return",
        "func.return-to-llvm",
        |ctx, op, operands, converter, rewriter| {
            lower_return(ctx, operands, converter, rewriter, op)
        },
    );
    patterns.add_fn(
        "func.call",
        "func.call-to-llvm",
        |ctx, op, operands, converter, rewriter| {
            lower_call(ctx, operands, converter, rewriter, op, false)
        },
    );
    patterns.add_fn(
        "func.call_indirect",
        "func.call_indirect-to-llvm",
        |ctx, op, operands, converter, rewriter| {
            lower_call(ctx, operands, converter, rewriter, op, true)
        },
    );
    patterns.add_fn(
        "func.constant",
        "func.constant-to-llvm",
        |ctx, op, _, _, rewriter| lower_constant(ctx, rewriter, op),
    );
}

/// Whether `op` calls, by name, a function that uses the bare-pointer convention.
fn calls_bare_ptr_function(
    ctx: &Context,
    body: &oxir::Body,
    op: OpId,
    converter: &LLVMTypeConverter,
) -> bool {
    oxir::op_support::attr(ctx, body, op, "callee")
        .and_then(|c| c.dyn_cast::<FlatSymbolRefAttr>(ctx))
        .is_some_and(|name| converter.calls_with_bare_ptr(name.value(ctx).bytes(ctx)))
}

/// The functions the lowering of `op` calls, declared at the top of the module before
/// converting: `malloc` for a `func.return` of unranked memrefs (their descriptors are copied
/// to the heap), `free` for a call returning some (the caller copies them to its stack and frees
/// the heap copy). Nothing under the bare-pointer convention, which copies nothing.
pub fn unranked_copy_symbols(
    ctx: &Context,
    body: &oxir::Body,
    op: OpId,
    converter: &LLVMTypeConverter,
) -> Vec<ModuleSymbol> {
    if converter.options().use_bare_ptr_call_conv {
        return Vec::new();
    }
    let unranked = |ty: Type| ty.isa::<UnrankedMemRefType>(ctx);
    let runtime = match ctx.op_name_str(body.op_name(op)) {
        "func.return" if body.operands(op).any(|v| unranked(body.value_type(v))) => {
            RuntimeFn::Malloc
        }
        // A call to a function marked `llvm.bareptr` returning unranked memrefs stays as it
        // is (they do not cross bare-pointer calls) and frees nothing.
        "func.call" if calls_bare_ptr_function(ctx, body, op, converter) => return Vec::new(),
        "func.call" | "func.call_indirect" if body.result_types(op).any(unranked) => {
            RuntimeFn::Free
        }
        _ => return Vec::new(),
    };
    let index = crate::memref::integer(ctx, converter.index_bitwidth());
    vec![ModuleSymbol::Function(runtime.decl(ctx, index))]
}

/// What `-convert-func-to-llvm` lowers: `func`, and as in MLIR 19 (llvm-project issue 70982,
/// until the dedicated passes replace them) `arith` and `cf`.
fn populate_func_pass_patterns(patterns: &mut ConversionPatternSet) {
    populate_func_to_llvm_conversion_patterns(patterns);
    crate::arith::populate_arith_to_llvm_conversion_patterns(patterns);
    crate::cf::populate_control_flow_to_llvm_conversion_patterns(patterns);
}

/// The `convert-func-to-llvm` pass (MLIR's `ConvertFuncToLLVMPass`), on a module.
pub fn convert_func_to_llvm() -> LoweringPass {
    LoweringPass::new(
        "ConvertFuncToLLVMPass",
        "convert-func-to-llvm",
        "Convert from the Func dialect to the LLVM dialect",
        Some("builtin.module"),
        PassOptions::new().bool(
            "use-bare-ptr-memref-call-conv",
            "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
            false,
        ),
        populate_func_pass_patterns,
    )
    .declaring(func_pass_symbols)
}

/// What `-convert-func-to-llvm` declares: the `func` lowering's runtime functions and, as it
/// lowers `cf` too, those of `cf.assert`.
fn func_pass_symbols(
    ctx: &Context,
    body: &oxir::Body,
    op: OpId,
    converter: &LLVMTypeConverter,
) -> Vec<ModuleSymbol> {
    let mut symbols = unranked_copy_symbols(ctx, body, op, converter);
    symbols.extend(crate::cf::assert_symbols(ctx, body, op, converter));
    symbols
}
