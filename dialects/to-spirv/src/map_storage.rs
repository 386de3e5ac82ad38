//! `-map-memref-spirv-storage-class` (MLIR's `MapMemRefStorageClassPass`): the numeric memory
//! spaces of memref types become SPIR-V storage classes by the client API's table (`vulkan`,
//! the default: none and `0` `StorageBuffer`, `1` `Generic`, `3` `Workgroup`, `4` `Uniform`,
//! `5` `Private`, `6` `Function`, `7` `PushConstant`, `8` `UniformConstant`, `9` `Input`, `10`
//! `Output`, `11` `PhysicalStorageBuffer`; `opencl`: none and `0` `CrossWorkgroup`, `1`
//! `Generic`, `3` `Workgroup`, `4` `UniformConstant`, `5` `Private`, `6` `Function`, `7`
//! `Image`), everywhere a type is: results, block arguments, type attributes (a function's
//! type), function types inside them. A memory space the table does not map makes the op
//! holding it fail: `'func.func' op failed to legalize memory space`.

use oxir::attrs::{IntegerAttr, TypeAttr};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::structure::{OpId, Value};
use oxir::{Attribute, Body, Context, Diagnostic, NamedAttr, Type, TypeData};
use oxir_spirv::{StorageClass, StorageClassAttr};

/// The classes of the memory spaces `0..` under Vulkan (`None`: not mapped).
const VULKAN: [Option<StorageClass>; 12] = [
    Some(StorageClass::StorageBuffer),
    Some(StorageClass::Generic),
    None,
    Some(StorageClass::Workgroup),
    Some(StorageClass::Uniform),
    Some(StorageClass::Private),
    Some(StorageClass::Function),
    Some(StorageClass::PushConstant),
    Some(StorageClass::UniformConstant),
    Some(StorageClass::Input),
    Some(StorageClass::Output),
    Some(StorageClass::PhysicalStorageBuffer),
];

/// The classes of the memory spaces `0..` under OpenCL.
const OPENCL: [Option<StorageClass>; 8] = [
    Some(StorageClass::CrossWorkgroup),
    Some(StorageClass::Generic),
    None,
    Some(StorageClass::Workgroup),
    Some(StorageClass::UniformConstant),
    Some(StorageClass::Private),
    Some(StorageClass::Function),
    Some(StorageClass::Image),
];

/// The `map-memref-spirv-storage-class` pass.
pub struct MapMemRefStorageClass {
    options: PassOptions,
}

impl Default for MapMemRefStorageClass {
    fn default() -> Self {
        MapMemRefStorageClass {
            options: PassOptions::new().string(
                "client-api",
                "The client API to use for populating mappings",
                "vulkan",
            ),
        }
    }
}

/// `ty` with the memory spaces of its memrefs mapped by `table`; `None` when one is not mapped.
fn map_type(ctx: &Context, ty: Type, table: &[Option<StorageClass>]) -> Option<Type> {
    let space = |space: Option<Attribute>| -> Option<Option<Attribute>> {
        let index = match space {
            None => 0,
            Some(attr) if attr.dyn_cast::<StorageClassAttr>(ctx).is_some() => {
                return Some(Some(attr));
            }
            Some(attr) => {
                usize::try_from(attr.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx)?).ok()?
            }
        };
        let class = (*table.get(index)?)?;
        Some(Some(StorageClassAttr::get(ctx, class).attr()))
    };
    match ctx.type_data(ty) {
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            let data = TypeData::MemRef {
                shape: shape.clone(),
                element: *element,
                layout: *layout,
                memory_space: space(*memory_space)?,
            };
            Some(ctx.intern_type(data))
        }
        TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => {
            let data = TypeData::UnrankedMemRef {
                element: *element,
                memory_space: space(*memory_space)?,
            };
            Some(ctx.intern_type(data))
        }
        TypeData::Function { .. } => {
            let (inputs, results) = oxir::op_support::function_type_parts(ctx, ty);
            let map_all = |types: &[Type]| -> Option<Vec<Type>> {
                types.iter().map(|&t| map_type(ctx, t, table)).collect()
            };
            Some(ctx.function_type(&map_all(&inputs)?, &map_all(&results)?))
        }
        _ => Some(ty),
    }
}

/// Maps the types of `values` in `body`; `false` when one is not mapped.
fn map_values(
    ctx: &Context,
    body: &mut Body,
    values: &[Value],
    table: &[Option<StorageClass>],
) -> bool {
    for &value in values {
        match map_type(ctx, body.value_type(value), table) {
            Some(ty) => body.set_value_type(value, ty),
            None => return false,
        }
    }
    true
}

/// The entries of a dictionary with their type attributes mapped; `None` when one is not
/// mapped, `Some(None)` when nothing changes.
fn map_dictionary(
    ctx: &Context,
    dict: Attribute,
    table: &[Option<StorageClass>],
) -> Option<Option<Attribute>> {
    let entries = oxir::structure::dictionary_entries(ctx, dict);
    let mut changed = false;
    let mut mapped = Vec::with_capacity(entries.len());
    for entry in entries {
        let value = match entry.value.dyn_cast::<TypeAttr>(ctx) {
            Some(ty) => {
                let new = map_type(ctx, ty.value(ctx), table)?;
                changed |= new != ty.value(ctx);
                TypeAttr::get(ctx, new).attr()
            }
            None => entry.value,
        };
        mapped.push(NamedAttr {
            name: entry.name,
            value,
        });
    }
    Some(changed.then(|| ctx.dictionary(mapped)))
}

/// Maps every type of `op`: its results, the arguments of the blocks of its regions, its type
/// attributes. `false` when one is not mapped.
fn map_op(ctx: &Context, body: &mut Body, op: OpId, table: &[Option<StorageClass>]) -> bool {
    let results: Vec<Value> = body.results(op).collect();
    if !map_values(ctx, body, &results, table) {
        return false;
    }
    let (scope, regions) = body.region_scope_mut(op);
    for region in regions {
        for block in scope.region_blocks(region).collect::<Vec<_>>() {
            let args: Vec<Value> = scope.block_args(block).collect();
            if !map_values(ctx, scope, &args, table) {
                return false;
            }
        }
    }
    match body.op_props(op).map(|p| map_dictionary(ctx, p, table)) {
        Some(None) => return false,
        Some(Some(Some(props))) => body.set_op_props(op, Some(props)),
        _ => {}
    }
    match map_dictionary(ctx, body.op_attrs(op), table) {
        None => false,
        Some(Some(attrs)) => {
            body.set_op_attrs(op, attrs);
            true
        }
        Some(None) => true,
    }
}

impl Pass for MapMemRefStorageClass {
    fn name(&self) -> &str {
        "MapMemRefStorageClass"
    }

    fn argument(&self) -> &str {
        "map-memref-spirv-storage-class"
    }

    fn description(&self) -> &str {
        "Map numeric MemRef memory spaces to SPIR-V storage classes"
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let root = target.op();
        let api = self.options.get::<String>("client-api").unwrap_or_default();
        let table: &[Option<StorageClass>] = match api.as_str() {
            "vulkan" => &VULKAN,
            "opencl" => &OPENCL,
            // MLIR's message, spelling included.
            other => {
                return Err(Diagnostic::error(
                    ctx.common().unknown_loc,
                    format!("Invalid clienAPI: {other}"),
                ));
            }
        };
        let mut failed: Option<Diagnostic> = None;
        target.body.walk_mut(root, &mut |body, op| {
            if failed.is_none() && !map_op(ctx, body, op, table) {
                failed = Some(oxir::verifier::op_error(
                    ctx,
                    body,
                    op,
                    "failed to legalize memory space",
                ));
            }
        });
        failed.map_or(Ok(()), Err)
    }
}
