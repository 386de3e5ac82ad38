//! The target environment the lowerings obey (MLIR's `spirv::TargetEnv` and
//! `lookupTargetEnvOrDefault`): the `spirv.target_env` attribute of the nearest symbol table
//! at or above an op, or MLIR's default (`v1.0`, `Shader`, the storage buffer extension),
//! with the capabilities it allows closed under the SPIR-V grammar's implications.

use oxir::structure::OpId;
use oxir::{Attribute, Body, Context};
use oxir_spirv::{Capability, Extension, TargetEnvAttr, VerCapExtAttr, Version};
use std::collections::HashSet;

/// The discardable attribute naming the target environment.
pub const TARGET_ENV_ATTR: &str = "spirv.target_env";

/// MLIR's default target environment (`spirv::getDefaultTargetEnv`).
const DEFAULT_ENV: &str = "#spirv.target_env<#spirv.vce<v1.0, [Shader], \
    [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>";

/// The capabilities each capability implies (the `capabilities` field of the SPIR-V
/// grammar's `Capability` operands), for the capabilities the lowerings meet.
const IMPLIED: &[(Capability, &[Capability])] = &[
    (Capability::Shader, &[Capability::Matrix]),
    (Capability::Geometry, &[Capability::Shader]),
    (Capability::Tessellation, &[Capability::Shader]),
    (Capability::AtomicStorage, &[Capability::Shader]),
    (Capability::Float16Buffer, &[Capability::Kernel]),
    (Capability::Vector16, &[Capability::Kernel]),
    (Capability::Int64Atomics, &[Capability::Int64]),
    (
        Capability::UniformAndStorageBuffer8BitAccess,
        &[Capability::StorageBuffer8BitAccess],
    ),
    (
        Capability::UniformAndStorageBuffer16BitAccess,
        &[Capability::StorageBuffer16BitAccess],
    ),
    (
        Capability::VariablePointers,
        &[Capability::VariablePointersStorageBuffer],
    ),
    (
        Capability::PhysicalStorageBufferAddresses,
        &[Capability::Shader],
    ),
];

/// The extensions that are core from each version on (MLIR's `getImpliedExtensions`), for
/// the extensions the dialect knows.
const CORE_FROM: &[(Version, &[Extension])] = &[
    (
        Version::V13,
        &[
            Extension::SpvKhr16bitStorage,
            Extension::SpvKhrDeviceGroup,
            Extension::SpvKhrMultiview,
            Extension::SpvKhrShaderDrawParameters,
            Extension::SpvKhrStorageBufferStorageClass,
            Extension::SpvKhrVariablePointers,
        ],
    ),
    (
        Version::V14,
        &[
            Extension::SpvKhrFloatControls,
            Extension::SpvKhrNoIntegerWrapDecoration,
        ],
    ),
    (
        Version::V15,
        &[
            Extension::SpvKhr8bitStorage,
            Extension::SpvKhrPhysicalStorageBuffer,
            Extension::SpvKhrVulkanMemoryModel,
        ],
    ),
];

/// A target environment: version, allowed capabilities (with the implied ones), extensions
/// (with those the version makes core).
#[derive(Clone, Debug)]
pub struct TargetEnv {
    /// The `#spirv.target_env` attribute it was read from.
    pub attr: Attribute,
    version: Version,
    capabilities: HashSet<Capability>,
    extensions: HashSet<Extension>,
}

impl TargetEnv {
    /// The environment of `attr`, a `#spirv.target_env`; `None` for another attribute.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        let env = attr.dyn_cast::<TargetEnvAttr>(ctx)?;
        let triple = env.triple(ctx).dyn_cast::<VerCapExtAttr>(ctx)?;
        let mut capabilities = HashSet::new();
        let mut pending: Vec<Capability> = triple.capabilities(ctx).to_vec();
        while let Some(cap) = pending.pop() {
            if capabilities.insert(cap)
                && let Some((_, implied)) = IMPLIED.iter().find(|(c, _)| *c == cap)
            {
                pending.extend_from_slice(implied);
            }
        }
        let version = triple.version(ctx);
        let mut extensions: HashSet<Extension> = triple.extensions(ctx).iter().copied().collect();
        for (from, core) in CORE_FROM {
            if version.value() >= from.value() {
                extensions.extend(core.iter().copied());
            }
        }
        Some(TargetEnv {
            attr,
            version,
            capabilities,
            extensions,
        })
    }

    /// MLIR's default environment.
    pub fn default_env(ctx: &Context) -> Self {
        let attr = oxir::text::parser::parse_attribute(ctx, DEFAULT_ENV)
            .ok()
            .and_then(|a| Self::from_attr(ctx, a));
        attr.unwrap_or_else(|| TargetEnv {
            attr: ctx.common().unit,
            version: Version::V10,
            capabilities: [Capability::Shader, Capability::Matrix].into(),
            extensions: [Extension::SpvKhrStorageBufferStorageClass].into(),
        })
    }

    /// The `spirv.target_env` of the nearest symbol table at or above `op` in `body`.
    pub fn lookup(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        let mut current = Some(op);
        while let Some(op) = current {
            if oxir::symbols::is_symbol_table(ctx, body, op)
                && let Some(attr) = oxir::op_support::attr(ctx, body, op, TARGET_ENV_ATTR)
            {
                return Self::from_attr(ctx, attr);
            }
            current = body.op_parent_op(op);
        }
        None
    }

    /// [`TargetEnv::lookup`], else the default environment.
    pub fn lookup_or_default(ctx: &Context, body: &Body, op: OpId) -> Self {
        Self::lookup(ctx, body, op).unwrap_or_else(|| Self::default_env(ctx))
    }

    /// The SPIR-V version.
    pub fn version(&self) -> Version {
        self.version
    }

    /// Whether `cap` is allowed, given or implied.
    pub fn allows(&self, cap: Capability) -> bool {
        self.capabilities.contains(&cap)
    }

    /// The first of `any` that is allowed.
    pub fn allows_any(&self, any: &[Capability]) -> Option<Capability> {
        any.iter().copied().find(|&c| self.allows(c))
    }

    /// Whether extension `ext` is allowed.
    pub fn allows_extension(&self, ext: Extension) -> bool {
        self.extensions.contains(&ext)
    }

    /// The first of `any` that is allowed.
    pub fn allows_any_extension(&self, any: &[Extension]) -> Option<Extension> {
        any.iter().copied().find(|&e| self.allows_extension(e))
    }

    /// The capabilities given or implied, each once.
    pub fn capabilities(&self) -> impl Iterator<Item = Capability> + '_ {
        self.capabilities.iter().copied()
    }
}

/// The capabilities `cap` implies, directly.
pub fn implied_capabilities(cap: Capability) -> &'static [Capability] {
    IMPLIED
        .iter()
        .find(|(c, _)| *c == cap)
        .map_or(&[], |(_, implied)| implied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shader_implies_matrix_and_geometry_implies_both() {
        let ctx = Context::new();
        oxir_spirv::register(&ctx);
        let attr = oxir::text::parser::parse_attribute(
            &ctx,
            "#spirv.target_env<#spirv.vce<v1.3, [Geometry], []>, #spirv.resource_limits<>>",
        )
        .unwrap();
        let env = TargetEnv::from_attr(&ctx, attr).unwrap();
        assert!(env.allows(Capability::Shader));
        assert!(env.allows(Capability::Matrix));
        assert!(!env.allows(Capability::Kernel));
        assert_eq!(env.version(), Version::V13);
        assert_eq!(
            env.allows_any(&[Capability::Kernel, Capability::Matrix]),
            Some(Capability::Matrix)
        );
    }

    #[test]
    fn the_default_allows_shader_and_storage_buffers() {
        let ctx = Context::new();
        oxir_spirv::register(&ctx);
        let env = TargetEnv::default_env(&ctx);
        assert!(env.allows(Capability::Shader));
        assert!(env.allows_extension(Extension::SpvKhrStorageBufferStorageClass));
        assert_eq!(env.version(), Version::V10);
    }
}
