//! `-oxir-wrap-in-spirv-module` (oxir's own, no MLIR pass has this name): moves the top-level
//! `spirv` ops of a `builtin.module` (the `spirv.func`s and `spirv.GlobalVariable`s the
//! lowerings leave there) into a new `spirv.module` where the first of them was. MLIR gets from
//! functions to a `spirv.module` only through `-convert-gpu-to-spirv`, which turns a
//! `gpu.module` into one; oxir has no `gpu` dialect, so this pass is that step alone, with the
//! same choice of models: `Logical GLSL450` for shaders (`Vulkan` memory model when the
//! target allows `VulkanMemoryModel`), `Physical64 OpenCL` for kernels. The target
//! environment of the module (or the default one) is copied to the `spirv.module`, where
//! `-spirv-lower-abi-attrs` and `-spirv-update-vce` read it.

use crate::target_env::{TARGET_ENV_ATTR, TargetEnv};
use oxir::pass::{Pass, PassTarget};
use oxir::structure::{InsertPoint, OpId, ValueMap};
use oxir::{BodyBuilder, Context, Diagnostic, IrError};
use oxir_spirv::{
    AddressingModel, AddressingModelAttr, Capability, MemoryModel, MemoryModelAttr, ModuleOp,
};

/// The `oxir-wrap-in-spirv-module` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct WrapInSpirvModule;

/// The addressing and memory models of a module for `env` (MLIR's `getAddressingModel` and
/// `getMemoryModel` with 64-bit indices).
fn models(env: &TargetEnv) -> (AddressingModel, MemoryModel) {
    if env.allows(Capability::Kernel) {
        return (AddressingModel::Physical64, MemoryModel::OpenCL);
    }
    if env.allows(Capability::VulkanMemoryModel) {
        return (AddressingModel::Logical, MemoryModel::Vulkan);
    }
    (AddressingModel::Logical, MemoryModel::GLSL450)
}

/// Moves the top-level `spirv` ops of `module` into a new `spirv.module`.
fn wrap(ctx: &Context, body: &mut oxir::Body, module: OpId) -> Result<(), IrError> {
    let env = TargetEnv::lookup_or_default(ctx, body, module);
    let (scope, regions) = body.region_scope_mut(module);
    let Some(block) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let moved: Vec<OpId> = scope
        .block_ops(block)
        .filter(|&op| {
            let name = ctx.op_name_str(scope.op_name(op));
            name.starts_with("spirv.") && name != ModuleOp::NAME
        })
        .collect();
    let Some(&first) = moved.first() else {
        return Ok(());
    };
    let loc = scope.op_loc(first);
    let (addressing, memory) = models(&env);
    let spirv_module = {
        let mut b = BodyBuilder::new(ctx, scope);
        b.set_insertion_point(InsertPoint::Before(first));
        ModuleOp::create(
            &mut b,
            loc,
            AddressingModelAttr::get(ctx, addressing).attr(),
            MemoryModelAttr::get(ctx, memory).attr(),
            None,
            None,
        )?
        .0
    };
    scope.set_attr(ctx, spirv_module, TARGET_ENV_ATTR, env.attr);
    let mut inner = scope
        .nested_body_mut(spirv_module)
        .map(std::mem::take)
        .ok_or(IrError::Detached)?;
    let region = *scope
        .op_regions(spirv_module)
        .first()
        .ok_or(IrError::Detached)?;
    let target = match inner.region_entry(region) {
        Some(target) => target,
        None => {
            let target = inner.create_block(&[]);
            inner.insert_block(region, target, None)?;
            target
        }
    };
    let mut result = Ok(());
    for &op in &moved {
        let mut map = ValueMap::new();
        match scope.clone_op_into(op, &mut inner, &mut map) {
            Ok(copy) => inner.append_op(target, copy)?,
            Err(error) => {
                result = Err(error);
                break;
            }
        }
    }
    if let Some(slot) = scope.nested_body_mut(spirv_module) {
        *slot = inner;
    }
    result?;
    for op in moved {
        scope.erase_op(op)?;
    }
    Ok(())
}

impl Pass for WrapInSpirvModule {
    fn name(&self) -> &str {
        "WrapInSpirvModule"
    }

    fn argument(&self) -> &str {
        "oxir-wrap-in-spirv-module"
    }

    fn description(&self) -> &str {
        "Move the top-level spirv ops of a module into a spirv.module (oxir's; MLIR does it in -convert-gpu-to-spirv)"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let module = target.op();
        wrap(ctx, target.body, module)
            .map_err(|e| Diagnostic::error(target.body.op_loc(module), e.to_string()))
    }
}
