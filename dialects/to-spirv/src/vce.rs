//! `-spirv-update-vce` (MLIR 19's `UpdateVCEPass`), on `spirv.module`: the minimal version,
//! capabilities and extensions the module needs, within its target environment, become its
//! `vce_triple`. The ops are visited after their regions (the module last); each contributes
//! the requirements of its enum attributes (the module's addressing and memory models, an
//! entry point's execution model) and of the types of its operands and results (and a global
//! variable's type), each alternative resolved to the first capability or extension the
//! target allows, kept in the order first met. The ops themselves are taken to need
//! `v1.0` and nothing else, which holds for the ops the lowerings create.

use crate::requirements::{self, AnyOf};
use crate::target_env::TargetEnv;
use oxir::attrs::TypeAttr;
use oxir::pass::{Pass, PassTarget};
use oxir::structure::OpId;
use oxir::{Body, Context, Diagnostic, Type};
use oxir_spirv::{
    AddressingModel, AddressingModelAttr, Capability, ExecutionModel, ExecutionModelAttr,
    Extension, MemoryModel, MemoryModelAttr, VerCapExtAttr, Version,
};

/// The `spirv-update-vce` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct UpdateVce;

/// What has been deduced so far.
struct Deduced<'a> {
    env: &'a TargetEnv,
    capabilities: Vec<Capability>,
    extensions: Vec<Extension>,
}

impl Deduced<'_> {
    fn capabilities(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        any: &AnyOf<Capability>,
    ) -> Result<(), Diagnostic> {
        for alternatives in any {
            let Some(chosen) = self.env.allows_any(alternatives) else {
                let names: Vec<&str> = alternatives.iter().map(|c| c.as_str()).collect();
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    format!(
                        "'{}' requires at least one capability in [{}] but none allowed in target environment",
                        ctx.op_name_str(body.op_name(op)),
                        names.join(", ")
                    ),
                ));
            };
            if !self.capabilities.contains(&chosen) {
                self.capabilities.push(chosen);
            }
        }
        Ok(())
    }

    fn extensions(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        any: &AnyOf<Extension>,
    ) -> Result<(), Diagnostic> {
        for alternatives in any {
            let Some(chosen) = self.env.allows_any_extension(alternatives) else {
                let names: Vec<&str> = alternatives.iter().map(|e| e.as_str()).collect();
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    format!(
                        "'{}' requires at least one extension in [{}] but none allowed in target environment",
                        ctx.op_name_str(body.op_name(op)),
                        names.join(", ")
                    ),
                ));
            };
            if !self.extensions.contains(&chosen) {
                self.extensions.push(chosen);
            }
        }
        Ok(())
    }

    /// The requirements of `op`'s enum attributes and value types.
    fn visit(&mut self, ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let (caps, exts) = enum_requirements(ctx, body, op);
        self.extensions(ctx, body, op, &exts)?;
        self.capabilities(ctx, body, op, &caps)?;
        let mut types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
        types.extend(body.result_types(op));
        if ctx.op_name_str(body.op_name(op)) == "spirv.GlobalVariable"
            && let Some(ty) = oxir::op_support::attr(ctx, body, op, "type")
                .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        {
            types.push(ty.value(ctx));
        }
        for ty in types {
            let mut exts = Vec::new();
            requirements::type_extensions(ctx, ty, None, &mut exts);
            self.extensions(ctx, body, op, &exts)?;
            let mut caps = Vec::new();
            requirements::type_capabilities(ctx, ty, None, &mut caps);
            self.capabilities(ctx, body, op, &caps)?;
        }
        Ok(())
    }
}

/// The capabilities and extensions of the enum attributes of `op` that need some.
fn enum_requirements(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> (AnyOf<Capability>, AnyOf<Extension>) {
    let (mut caps, mut exts): (AnyOf<Capability>, AnyOf<Extension>) = (Vec::new(), Vec::new());
    let attr = |name: &str| oxir::op_support::attr(ctx, body, op, name);
    if let Some(model) =
        attr("addressing_model").and_then(|a| a.dyn_cast::<AddressingModelAttr>(ctx))
    {
        match model.value(ctx) {
            AddressingModel::Physical32 | AddressingModel::Physical64 => {
                caps.push(&[Capability::Addresses]);
            }
            AddressingModel::PhysicalStorageBuffer64 => {
                exts.push(&[Extension::SpvKhrPhysicalStorageBuffer]);
                caps.push(&[Capability::PhysicalStorageBufferAddresses]);
            }
            _ => {}
        }
    }
    if let Some(model) = attr("memory_model").and_then(|a| a.dyn_cast::<MemoryModelAttr>(ctx)) {
        match model.value(ctx) {
            MemoryModel::GLSL450 | MemoryModel::Simple => caps.push(&[Capability::Shader]),
            MemoryModel::OpenCL => caps.push(&[Capability::Kernel]),
            MemoryModel::Vulkan => {
                exts.push(&[Extension::SpvKhrVulkanMemoryModel]);
                caps.push(&[Capability::VulkanMemoryModel]);
            }
        }
    }
    if let Some(model) = attr("execution_model").and_then(|a| a.dyn_cast::<ExecutionModelAttr>(ctx))
    {
        match model.value(ctx) {
            ExecutionModel::Kernel => caps.push(&[Capability::Kernel]),
            ExecutionModel::Geometry => caps.push(&[Capability::Geometry]),
            ExecutionModel::TessellationControl | ExecutionModel::TessellationEvaluation => {
                caps.push(&[Capability::Tessellation]);
            }
            ExecutionModel::Vertex | ExecutionModel::Fragment | ExecutionModel::GLCompute => {
                caps.push(&[Capability::Shader]);
            }
            _ => {}
        }
    }
    (caps, exts)
}

/// Calls `f` on every op in the regions of `op`, each after its own regions.
fn walk_post(
    body: &Body,
    op: OpId,
    f: &mut impl FnMut(&Body, OpId) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    let (inner, regions) = body.region_scope(op);
    for &region in regions {
        let blocks: Vec<_> = inner.region_blocks(region).collect();
        for block in blocks {
            let ops: Vec<OpId> = inner.block_ops(block).collect();
            for child in ops {
                walk_post(inner, child, f)?;
                f(inner, child)?;
            }
        }
    }
    Ok(())
}

/// Sets the `vce_triple` of `module` to what it needs within `env`.
fn update_module(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    env: &TargetEnv,
) -> Result<(), Diagnostic> {
    let mut deduced = Deduced {
        env,
        capabilities: Vec::new(),
        extensions: Vec::new(),
    };
    walk_post(body, module, &mut |body, op| deduced.visit(ctx, body, op))?;
    deduced.visit(ctx, body, module)?;
    let triple = VerCapExtAttr::get(
        ctx,
        Version::V10,
        &deduced.capabilities,
        &deduced.extensions,
    );
    oxir::op_support::set_attr(ctx, body, module, "vce_triple", Some(triple.attr()), true);
    Ok(())
}

impl Pass for UpdateVce {
    fn name(&self) -> &str {
        "SPIRVUpdateVCEPass"
    }

    fn argument(&self) -> &str {
        "spirv-update-vce"
    }

    fn description(&self) -> &str {
        "Deduce and attach minimal (version, capabilities, extensions) requirements to spirv.module ops"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        crate::common::on_spirv_modules(target, |ctx, body, module, env| {
            let Some(env) = env else {
                return Err(Diagnostic::error(
                    body.op_loc(module),
                    "missing 'spirv.target_env' attribute",
                ));
            };
            update_module(ctx, body, module, &env)
        })
    }
}
