//! `-spirv-lower-abi-attrs` (MLIR's `LowerABIAttributesPass`), on `spirv.module`: each
//! `spirv.func` with a `spirv.entry_point_abi` becomes an entry point. When some argument has
//! a `spirv.interface_var_abi`, each argument, which must then have one and be a pointer to a
//! struct, becomes a
//! `spirv.GlobalVariable @<fn>_arg_<i> bind(set, binding)` of that pointer type with the
//! struct's layout decorated (Vulkan's rules: members at offsets aligned to their alignment,
//! arrays strided by their aligned element size), declared before the function and read
//! through a `spirv.mlir.addressof` at the start of its body; the function loses its
//! arguments; a `spirv.EntryPoint` (`GLCompute` when the target allows `Shader`, else
//! `Kernel`, with the `Input` and `Output` variables the function addresses as its interface)
//! and, for a workgroup size, a `spirv.ExecutionMode "LocalSize"` go at the end of the
//! module. Scalar arguments (which MLIR wraps in a struct of the storage class the ABI
//! attribute names, a parameter our attribute does not have) are refused as MLIR refuses
//! arguments without ABI: the function fails to legalize.

use crate::target_env::TargetEnv;
use oxir::attrs::{ArrayAttr, FlatSymbolRefAttr, IntegerAttr, StringAttr, TypeAttr};
use oxir::pass::{Pass, PassTarget};
use oxir::structure::{BlockId, InsertPoint, OpId};
use oxir::{
    Attribute, Body, BodyBuilder, Context, Diagnostic, IrError, OpInserter, Type, TypeData,
};
use oxir_spirv::types::{ArrayType, PointerType, RuntimeArrayType, StructBody};
use oxir_spirv::{
    AddressofOp, Capability, EntryPointABIAttr, ExecutionMode, ExecutionModeAttr, ExecutionModel,
    ExecutionModelAttr, GlobalVariableOp, InterfaceVarABIAttr, StorageClass, StructType,
};

/// The attribute making a function an entry point.
pub const ENTRY_POINT_ABI: &str = "spirv.entry_point_abi";
/// The attribute giving an argument its descriptor set and binding.
pub const INTERFACE_VAR_ABI: &str = "spirv.interface_var_abi";

/// The `spirv-lower-abi-attrs` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerAbiAttributes;

/// The size and alignment of `ty` under Vulkan's layout rules, and `ty` decorated with them.
fn decorate(ctx: &Context, ty: Type) -> Option<(Type, u32, u32)> {
    if let Some(st) = ty.dyn_cast::<StructType>(ctx) {
        let mut offset = 0u32;
        let mut align = 1u32;
        let mut members = Vec::new();
        let mut offsets = Vec::new();
        for &member in st.members(ctx) {
            let (member, size, member_align) = decorate(ctx, member)?;
            offset = offset.div_ceil(member_align) * member_align;
            offsets.push(offset);
            members.push(member);
            offset += size;
            align = align.max(member_align);
        }
        let body = StructBody {
            members,
            offsets,
            decorations: st.body(ctx).decorations.clone(),
        };
        let size = offset.div_ceil(align) * align;
        return Some((StructType::get(ctx, body).ty(), size, align));
    }
    if let Some(array) = ty.dyn_cast::<ArrayType>(ctx) {
        let (element, size, align) = decorate(ctx, array.element(ctx))?;
        let stride = size.div_ceil(align) * align;
        let count = array.count(ctx);
        return Some((
            ArrayType::get(ctx, element, count, stride).ty(),
            stride * count,
            align,
        ));
    }
    if let Some(array) = ty.dyn_cast::<RuntimeArrayType>(ctx) {
        let (element, size, align) = decorate(ctx, array.element(ctx))?;
        let stride = size.div_ceil(align) * align;
        return Some((
            RuntimeArrayType::get(ctx, element, stride).ty(),
            stride,
            align,
        ));
    }
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        let scalar = crate::type_converter::type_num_bytes(ctx, *element)?;
        let scalar = u32::try_from(scalar).ok()?;
        let count = u32::try_from(*shape.first()?).ok()?;
        let align = if count == 2 { 2 * scalar } else { 4 * scalar };
        return Some((ty, count * scalar, align));
    }
    let bytes = u32::try_from(crate::type_converter::type_num_bytes(ctx, ty)?).ok()?;
    Some((ty, bytes, bytes))
}

/// An IR error as a diagnostic at `loc`.
fn ir_error(loc: oxir::Location, error: IrError) -> Diagnostic {
    Diagnostic::error(loc, error.to_string())
}

/// The diagnostic MLIR's conversion gives a function it cannot lower.
fn illegal_func(body: &Body, func: OpId, why: &str) -> Diagnostic {
    Diagnostic::error(
        body.op_loc(func),
        format!(
            "failed to legalize operation 'spirv.func' that was explicitly marked illegal: {why}"
        ),
    )
}

/// The `spirv.GlobalVariable` of argument `index` of `func` (named `name`): its symbol name
/// and pointer type.
fn argument_variable(
    ctx: &Context,
    body: &Body,
    func: OpId,
    fn_name: &str,
    index: usize,
    ty: Type,
    abi: Option<Attribute>,
) -> Result<(String, Type, InterfaceVarABIAttr), Diagnostic> {
    let abi = abi
        .and_then(|a| a.dyn_cast::<InterfaceVarABIAttr>(ctx))
        .ok_or_else(|| {
            illegal_func(
                body,
                func,
                &format!("argument #{index} has no '{INTERFACE_VAR_ABI}'"),
            )
        })?;
    let ptr = ty.dyn_cast::<PointerType>(ctx).ok_or_else(|| {
        illegal_func(
            body,
            func,
            &format!("argument #{index} is not a pointer (scalar arguments need a storage class in their ABI)"),
        )
    })?;
    let pointee = ptr.pointee(ctx);
    if !pointee.isa::<StructType>(ctx) {
        return Err(illegal_func(
            body,
            func,
            &format!("argument #{index} does not point to a struct"),
        ));
    }
    let (decorated, _, _) = decorate(ctx, pointee)
        .ok_or_else(|| illegal_func(body, func, &format!("argument #{index} has no layout")))?;
    let var_ty = PointerType::get(ctx, decorated, ptr.storage_class(ctx)).ty();
    if var_ty != ty {
        return Err(illegal_func(
            body,
            func,
            &format!("argument #{index} is not laid out as Vulkan lays it out"),
        ));
    }
    Ok((format!("{fn_name}_arg_{index}"), var_ty, abi))
}

/// Lowers the ABI of entry function `func` of the module block `block` in `scope`.
fn lower_entry_point(
    ctx: &Context,
    scope: &mut Body,
    block: BlockId,
    func: OpId,
    env: &TargetEnv,
) -> Result<(), Diagnostic> {
    let attr_of = |body: &Body, name: &str| oxir::op_support::attr(ctx, body, func, name);
    let fn_name = attr_of(scope, "sym_name")
        .and_then(|a| a.dyn_cast::<StringAttr>(ctx))
        .and_then(|a| a.as_str(ctx).map(str::to_string))
        .ok_or_else(|| illegal_func(scope, func, "no name"))?;
    let fn_ty = attr_of(scope, "function_type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .map(|a| a.value(ctx))
        .ok_or_else(|| illegal_func(scope, func, "no function type"))?;
    let (inputs, results) = oxir::op_support::function_type_parts(ctx, fn_ty);
    let arg_attrs: Vec<Attribute> = attr_of(scope, "arg_attrs")
        .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        .map(|a| a.elements(ctx).to_vec())
        .unwrap_or_default();
    let abis: Vec<Option<Attribute>> = (0..inputs.len())
        .map(|index| {
            arg_attrs.get(index).and_then(|&dict| {
                oxir::structure::dictionary_entries(ctx, dict)
                    .iter()
                    .find(|e| ctx.string_bytes(e.name) == INTERFACE_VAR_ABI.as_bytes())
                    .map(|e| e.value)
            })
        })
        .collect();
    // As in MLIR, a function none of whose arguments has an ABI keeps them (the conversion
    // of the arguments only applies to functions that have some).
    if abis.iter().all(Option::is_none) {
        return add_entry_point(ctx, scope, block, func, &fn_name, env);
    }
    let mut vars = Vec::with_capacity(inputs.len());
    for (index, (&ty, &abi)) in inputs.iter().zip(&abis).enumerate() {
        vars.push(argument_variable(
            ctx, scope, func, &fn_name, index, ty, abi,
        )?);
    }
    let loc = scope.op_loc(func);
    let scope_loc = loc;
    let i32_ty = ctx.common().i32;
    let int = |v: u32| IntegerAttr::get(ctx, i32_ty, i64::from(v)).attr();
    {
        let mut b = BodyBuilder::new(ctx, scope);
        b.set_insertion_point(InsertPoint::Before(func));
        for (name, ty, abi) in &vars {
            let storage = abi.storage(ctx).cloned();
            let (set, binding) = storage.map_or((0, 0), |s| (s.descriptor_set, s.binding));
            GlobalVariableOp::create(
                &mut b,
                loc,
                TypeAttr::get(ctx, *ty).attr(),
                StringAttr::get(ctx, name).attr(),
                None,
                None,
                Some(int(binding)),
                Some(int(set)),
            )
            .map_err(|e| ir_error(scope_loc, e))?;
        }
    }
    // The arguments become the addresses of their variables.
    let (inner, regions) = scope.region_scope_mut(func);
    if let Some(entry) = regions.first().and_then(|&r| inner.region_entry(r)) {
        let mut b = BodyBuilder::new(ctx, inner);
        for (index, (name, ty, _)) in vars.iter().enumerate() {
            b.set_insertion_point(InsertPoint::BlockStart(entry));
            let symbol = FlatSymbolRefAttr::get(ctx, name).attr();
            let address =
                AddressofOp::create(&mut b, loc, *ty, symbol).map_err(|e| ir_error(loc, e))?;
            let value = address.pointer(ctx, b.body());
            if let Some(arg) = b.body().block_arg(entry, index) {
                b.body_mut().replace_all_uses(arg, value);
            }
        }
        for _ in 0..vars.len() {
            inner
                .erase_block_arg(entry, 0)
                .map_err(|e| ir_error(loc, e))?;
        }
    }
    let new_ty = ctx.function_type(&[], &results);
    oxir::op_support::set_attr(
        ctx,
        scope,
        func,
        "function_type",
        Some(TypeAttr::get(ctx, new_ty).attr()),
        true,
    );
    oxir::op_support::set_attr(ctx, scope, func, "arg_attrs", None, true);
    add_entry_point(ctx, scope, block, func, &fn_name, env)
}

/// The `Input` and `Output` variables `func` takes the address of, in order, once each.
fn interface_variables(ctx: &Context, scope: &Body, block: BlockId, func: OpId) -> Vec<Attribute> {
    let io: Vec<String> = scope
        .block_ops(block)
        .filter(|&o| ctx.op_name_str(scope.op_name(o)) == GlobalVariableOp::NAME)
        .filter_map(|o| {
            let ty = oxir::op_support::attr(ctx, scope, o, "type")?
                .dyn_cast::<TypeAttr>(ctx)?
                .value(ctx)
                .dyn_cast::<PointerType>(ctx)?;
            matches!(
                ty.storage_class(ctx),
                StorageClass::Input | StorageClass::Output
            )
            .then(|| oxir::op_support::attr(ctx, scope, o, "sym_name"))
            .flatten()
            .and_then(|a| a.dyn_cast::<StringAttr>(ctx))
            .and_then(|a| a.as_str(ctx).map(str::to_string))
        })
        .collect();
    let mut used: Vec<Attribute> = Vec::new();
    let (inner, regions) = scope.region_scope(func);
    for op in inner.ops_of_regions(regions) {
        for nested in inner.collect_ops(op, oxir::structure::WalkOrder::PreOrder) {
            if ctx.op_name_str(inner.op_name(nested)) != AddressofOp::NAME {
                continue;
            }
            let Some(symbol) = oxir::op_support::attr(ctx, inner, nested, "variable") else {
                continue;
            };
            let name = symbol
                .dyn_cast::<FlatSymbolRefAttr>(ctx)
                .map(|s| String::from_utf8_lossy(s.value(ctx).bytes(ctx)).into_owned());
            if name.is_some_and(|n| io.contains(&n)) && !used.contains(&symbol) {
                used.push(symbol);
            }
        }
    }
    used
}

/// Appends `spirv.EntryPoint` and `spirv.ExecutionMode "LocalSize"` for `func`.
fn add_entry_point(
    ctx: &Context,
    scope: &mut Body,
    block: BlockId,
    func: OpId,
    fn_name: &str,
    env: &TargetEnv,
) -> Result<(), Diagnostic> {
    let loc = scope.op_loc(func);
    let model = if env.allows(Capability::Shader) {
        ExecutionModel::GLCompute
    } else {
        ExecutionModel::Kernel
    };
    let interface = interface_variables(ctx, scope, block, func);
    let abi = oxir::op_support::attr(ctx, scope, func, ENTRY_POINT_ABI)
        .and_then(|a| a.dyn_cast::<EntryPointABIAttr>(ctx));
    let storage = abi.and_then(|a| a.storage(ctx).cloned());
    let symbol = FlatSymbolRefAttr::get(ctx, fn_name).attr();
    let mut b = BodyBuilder::new(ctx, scope);
    b.set_insertion_point(InsertPoint::BlockEnd(block));
    let mut state = b.state("spirv.EntryPoint");
    state.loc = loc;
    state.props = oxir::op_support::properties(
        ctx,
        &[
            (
                "execution_model",
                Some(ExecutionModelAttr::get(ctx, model).attr()),
            ),
            ("fn", Some(symbol)),
            ("interface", Some(ArrayAttr::get(ctx, &interface).attr())),
        ],
    );
    b.create(state).map_err(|e| ir_error(loc, e))?;
    let workgroup = storage.as_ref().and_then(|s| s.workgroup_size.clone());
    if let Some(size) = &workgroup {
        let i32_ty = ctx.common().i32;
        let values: Vec<Attribute> = size
            .0
            .iter()
            .map(|&v| IntegerAttr::get(ctx, i32_ty, i64::from(v)).attr())
            .collect();
        let mut state = b.state("spirv.ExecutionMode");
        state.loc = loc;
        state.props = oxir::op_support::properties(
            ctx,
            &[
                ("fn", Some(symbol)),
                (
                    "execution_mode",
                    Some(ExecutionModeAttr::get(ctx, ExecutionMode::LocalSize).attr()),
                ),
                ("values", Some(ArrayAttr::get(ctx, &values).attr())),
            ],
        );
        b.create(state).map_err(|e| ir_error(loc, e))?;
    }
    // What is left of the ABI stays on the function, as in MLIR.
    let rest = storage.filter(|s| s.subgroup_size.is_some() || s.target_width.is_some());
    let value =
        rest.map(|s| EntryPointABIAttr::get(ctx, None, s.subgroup_size, s.target_width).attr());
    oxir::op_support::set_attr(ctx, scope, func, ENTRY_POINT_ABI, value, false);
    Ok(())
}

/// Lowers the ABI of the entry functions of `module`.
fn lower_module(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    env: &TargetEnv,
) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope_mut(module);
    let Some(block) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let funcs: Vec<OpId> = scope
        .block_ops(block)
        .filter(|&o| {
            ctx.op_name_str(scope.op_name(o)) == "spirv.func"
                && oxir::op_support::attr(ctx, scope, o, ENTRY_POINT_ABI).is_some()
        })
        .collect();
    for func in funcs {
        lower_entry_point(ctx, scope, block, func, env)?;
    }
    Ok(())
}

impl Pass for LowerAbiAttributes {
    fn name(&self) -> &str {
        "SPIRVLowerABIAttributesPass"
    }

    fn argument(&self) -> &str {
        "spirv-lower-abi-attrs"
    }

    fn description(&self) -> &str {
        "Decorate SPIR-V composite type with layout info"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        crate::common::on_spirv_modules(target, |ctx, body, module, env| {
            let env = env.unwrap_or_else(|| TargetEnv::default_env(ctx));
            lower_module(ctx, body, module, &env)
        })
    }
}
