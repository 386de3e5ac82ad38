//! The memory effects of `memref` ops (MLIR's `MemRead`, `MemWrite`, `MemAlloc` and `MemFree` on
//! their operands and results): loads read, stores write, atomic updates read and write, copies
//! read their source and write their target, allocations allocate their result (`memref.alloca` in
//! the automatic-allocation-scope resource), deallocations free their operand, and reallocations
//! free their operand and allocate their result. The view, cast and metadata ops are `Pure` by
//! their traits, and `memref.alloca_scope` has the effects of its region
//! (`RecursiveMemoryEffects`).

use oxir::Context;
use oxir::descriptor::attach_op_interface;
use oxir::effects::{
    AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, EffectKind, EffectTable, EffectTarget,
    MemoryEffectsInterface,
};

use EffectKind::{Allocate, Free, Read, Write};
use EffectTarget::{Operand, Result};

/// An effects model in the default resource.
const fn default(effects: &'static [(EffectKind, EffectTarget)]) -> EffectTable {
    EffectTable::new(effects)
}

/// The ops with effects and their models. Ops MLIR 19 gives no effects (`memref.prefetch`,
/// `memref.assume_alignment`, `memref.global`, the DMA ops) stay unknown, so that nothing
/// removes them.
const TABLE: &[(&str, EffectTable)] = &[
    (crate::AllocOp::NAME, default(&[(Allocate, Result)])),
    (
        crate::AllocaOp::NAME,
        EffectTable::in_resource(&[(Allocate, Result)], AUTOMATIC_ALLOCATION_SCOPE_RESOURCE),
    ),
    (crate::DeallocOp::NAME, default(&[(Free, Operand(0))])),
    (
        crate::ReallocOp::NAME,
        default(&[(Free, Operand(0)), (Allocate, Result)]),
    ),
    (crate::LoadOp::NAME, default(&[(Read, Operand(0))])),
    (crate::StoreOp::NAME, default(&[(Write, Operand(1))])),
    (
        crate::CopyOp::NAME,
        default(&[(Read, Operand(0)), (Write, Operand(1))]),
    ),
    (
        crate::AtomicRmwOp::NAME,
        default(&[(Read, Operand(1)), (Write, Operand(1))]),
    ),
    (
        crate::GenericAtomicRmwOp::NAME,
        default(&[(Read, Operand(0)), (Write, Operand(0))]),
    ),
];

/// Attaches the effects models to the `memref` ops in `ctx` (registered already).
pub fn attach(ctx: &Context) {
    for (name, model) in TABLE {
        attach_op_interface::<dyn MemoryEffectsInterface>(ctx, name, Box::new(*model));
    }
}

#[cfg(test)]
mod tests {
    use oxir::effects::{EffectKind, memory_effects, would_be_trivially_dead};
    use oxir::text::parser::{ParseOptions, parse_source};

    /// The effects of each op of the function body `ir`, in order (`None` for unknown).
    fn effects_of(ir: &str) -> Vec<(String, Option<Vec<EffectKind>>, bool)> {
        let ctx = oxir::Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let body = &module.body;
        let (scope, regions) = body.region_scope(module.op);
        let block = scope.region_entry(regions[0]).expect("a module block");
        scope
            .block_ops(block)
            .map(|op| {
                let effects = memory_effects(&ctx, scope, op)
                    .map(|list| list.into_iter().map(|e| e.kind).collect());
                let dead = would_be_trivially_dead(&ctx, scope, op);
                (
                    ctx.op_name_str(scope.op_name(op)).to_string(),
                    effects,
                    dead,
                )
            })
            .filter(|(name, _, _)| name.starts_with("memref."))
            .collect()
    }

    #[test]
    fn accesses_read_and_write_and_allocations_allocate() {
        use EffectKind::{Allocate, Free, Read, Write};
        let ir = "%m = \"t.def\"() : () -> memref<4xf32>\n%i = \"t.def\"() : () -> index\n%x = \"t.def\"() : () -> f32\n%v = memref.load %m[%i] : memref<4xf32>\nmemref.store %x, %m[%i] : memref<4xf32>\n%a = memref.alloc() : memref<4xf32>\nmemref.dealloc %a : memref<4xf32>\nmemref.copy %m, %m : memref<4xf32> to memref<4xf32>\n%r = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4xf32>) -> f32\n%s = memref.subview %m[0][2][1] : memref<4xf32> to memref<2xf32, strided<[1]>>\nmemref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>";
        let found = effects_of(ir);
        let expected = [
            ("memref.load", Some(vec![Read]), true),
            ("memref.store", Some(vec![Write]), false),
            ("memref.alloc", Some(vec![Allocate]), true),
            ("memref.dealloc", Some(vec![Free]), false),
            ("memref.copy", Some(vec![Read, Write]), false),
            ("memref.atomic_rmw", Some(vec![Read, Write]), false),
            ("memref.subview", Some(vec![]), true),
            ("memref.prefetch", None, false),
        ];
        assert_eq!(found.len(), expected.len());
        for ((name, effects, dead), (want_name, want_effects, want_dead)) in
            found.iter().zip(expected)
        {
            assert_eq!(name, want_name);
            assert_eq!(effects, &want_effects, "{name}");
            assert_eq!(*dead, want_dead, "{name}");
        }
    }
}
