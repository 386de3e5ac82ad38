//! Memory effects of operations: the op interface through which an op kind describes what it does
//! to memory (MLIR's `MemoryEffectOpInterface`), and the queries generic transformations ask of
//! it: is this op free of effects, could it be erased if unused. Speculation (may the op run
//! when it might not have) is [`speculation`]'s.
//!
//! An op kind's effects come from, in this order: the `NoMemoryEffect` trait (none at all), a
//! [`MemoryEffectsInterface`] implementation in its descriptor, and the `RecursiveMemoryEffects`
//! trait (the effects of the ops nested in its regions are its own). An op with none of these,
//! or an unregistered op, has unknown effects: every query answers conservatively.

use crate::context::Context;
use crate::structure::{Body, OpId, Value};
use crate::traits::Trait;
use crate::verifier::traits::has_trait;

pub mod speculation;

pub use speculation::{
    ConditionallySpeculatable, Speculatability, is_speculatable, speculatability,
};

/// What an effect does to its resource.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EffectKind {
    /// Creates the resource (e.g. `memref.alloc` allocating its result).
    Allocate,
    /// Releases the resource.
    Free,
    /// Reads the resource.
    Read,
    /// Writes the resource.
    Write,
}

/// The resource an effect acts on when it is not a particular value; MLIR's default resource
/// is `"DefaultResource"`.
pub const DEFAULT_RESOURCE: &str = "DefaultResource";

/// The resource of stack allocations freed when control leaves an
/// `AutomaticAllocationScope` op.
pub const AUTOMATIC_ALLOCATION_SCOPE_RESOURCE: &str = "AutomaticAllocationScope";

/// One memory effect of an op.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemoryEffect {
    /// What is done.
    pub kind: EffectKind,
    /// The value affected (an operand or result of the op), when the effect is on one value.
    pub value: Option<Value>,
    /// The resource affected.
    pub resource: &'static str,
}

impl MemoryEffect {
    /// An effect of `kind` on the default resource, not tied to a value.
    pub fn new(kind: EffectKind) -> Self {
        MemoryEffect {
            kind,
            value: None,
            resource: DEFAULT_RESOURCE,
        }
    }

    /// An effect of `kind` on `value` (in the default resource).
    pub fn on_value(kind: EffectKind, value: Value) -> Self {
        MemoryEffect {
            kind,
            value: Some(value),
            resource: DEFAULT_RESOURCE,
        }
    }
}

/// The op interface through which an op kind lists its memory effects. Implementations are
/// registered in the op's descriptor (`descriptor.interfaces.insert::<dyn
/// MemoryEffectsInterface>(...)`).
pub trait MemoryEffectsInterface: Send + Sync {
    /// Appends the effects of `op` (which lives in `body`) to `effects`.
    fn effects(&self, ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>);
}

/// An effect of an [`EffectTable`]: on an operand (by index) or on the first result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectTarget {
    /// The operand at this index.
    Operand(usize),
    /// The first result.
    Result,
}

/// A [`MemoryEffectsInterface`] model written as a table: each effect on an operand or the
/// result, in one resource. It is `const`-constructible, so a dialect spec can name one as an
/// op's model (`impl = "crate::effects::LOAD"`) and a dialect can keep a table of them.
#[derive(Clone, Copy, Debug)]
pub struct EffectTable {
    /// The effects, in the order they are reported.
    pub effects: &'static [(EffectKind, EffectTarget)],
    /// The resource they are on.
    pub resource: &'static str,
}

impl EffectTable {
    /// A table of `effects` in the default resource.
    pub const fn new(effects: &'static [(EffectKind, EffectTarget)]) -> Self {
        EffectTable {
            effects,
            resource: DEFAULT_RESOURCE,
        }
    }

    /// A table of `effects` in `resource`.
    pub const fn in_resource(
        effects: &'static [(EffectKind, EffectTarget)],
        resource: &'static str,
    ) -> Self {
        EffectTable { effects, resource }
    }
}

impl MemoryEffectsInterface for EffectTable {
    fn effects(&self, _ctx: &Context, body: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
        for &(kind, target) in self.effects {
            let value = match target {
                EffectTarget::Operand(index) => body.operand(op, index),
                EffectTarget::Result => body.result(op, 0),
            };
            if let Some(value) = value {
                out.push(MemoryEffect {
                    resource: self.resource,
                    ..MemoryEffect::on_value(kind, value)
                });
            }
        }
    }
}

/// A [`MemoryEffectsInterface`] model of effects on whole resources rather than on values:
/// what a spec's `MemoryEffects<[MemRead, MemWrite<"Cache">]>` trait states (MLIR's effects of
/// the op itself). `const`-constructible, so generated descriptors install a table.
#[derive(Clone, Copy, Debug)]
pub struct ResourceEffects(pub &'static [(EffectKind, &'static str)]);

impl MemoryEffectsInterface for ResourceEffects {
    fn effects(&self, _ctx: &Context, _body: &Body, _op: OpId, out: &mut Vec<MemoryEffect>) {
        out.extend(self.0.iter().map(|&(kind, resource)| MemoryEffect {
            kind,
            value: None,
            resource,
        }));
    }
}

/// The effects `op` declares itself: `Some(list)` (empty for `NoMemoryEffect`) or `None` when
/// its kind says nothing (no trait, no interface). Effects of nested ops are not included.
pub fn own_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<MemoryEffect>> {
    let descriptor = ctx.op_descriptor(body.op_name(op))?;
    if descriptor.traits.has(Trait::NoMemoryEffect) {
        return Some(Vec::new());
    }
    let model = descriptor.interfaces.get::<dyn MemoryEffectsInterface>()?;
    let mut effects = Vec::new();
    model.effects(ctx, body, op, &mut effects);
    Some(effects)
}

/// All the memory effects of `op`, including those of nested ops when its kind has
/// `RecursiveMemoryEffects`; `None` when any of them is unknown.
pub fn memory_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<MemoryEffect>> {
    let mut all = Vec::new();
    let mut pending = vec![(body, op)];
    while let Some((body, op)) = pending.pop() {
        let recursive = has_trait(ctx, body, op, Trait::RecursiveMemoryEffects);
        match own_effects(ctx, body, op) {
            Some(effects) => all.extend(effects),
            // A recursive op without its own list has exactly its children's effects.
            None if recursive => {}
            None => return None,
        }
        if recursive {
            push_nested_ops(body, op, &mut pending);
        }
    }
    Some(all)
}

/// Pushes the ops directly inside `op`'s regions, with the body that holds them.
fn push_nested_ops<'a>(body: &'a Body, op: OpId, out: &mut Vec<(&'a Body, OpId)>) {
    let (scope, regions) = body.region_scope(op);
    for &region in regions {
        for block in scope.region_blocks(region) {
            out.extend(scope.block_ops(block).map(|nested| (scope, nested)));
        }
    }
}

/// Whether `op` (and, for `RecursiveMemoryEffects` kinds, everything nested in it) is known to
/// have no memory effect at all.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    memory_effects(ctx, body, op).is_some_and(|effects| effects.is_empty())
}

/// Whether `op` only reads memory (or has no effect), including nested ops for
/// `RecursiveMemoryEffects` kinds.
pub fn only_reads_memory(ctx: &Context, body: &Body, op: OpId) -> bool {
    memory_effects(ctx, body, op)
        .is_some_and(|effects| effects.iter().all(|e| e.kind == EffectKind::Read))
}

/// Whether `op` could be erased if its results were unused: it is not a terminator and, with
/// everything nested in it, has no effect other than reads and allocating its own results (an
/// unused allocation can go). Symbols are not special here; symbol DCE decides about them.
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    if has_trait(ctx, body, op, Trait::IsTerminator) {
        return false;
    }
    let mut pending = vec![(body, op)];
    while let Some((body, current)) = pending.pop() {
        let recursive = has_trait(ctx, body, current, Trait::RecursiveMemoryEffects);
        match own_effects(ctx, body, current) {
            Some(effects) => {
                let harmless = effects.iter().all(|effect| match effect.kind {
                    EffectKind::Read => true,
                    EffectKind::Allocate => effect
                        .value
                        .is_some_and(|v| v.defining_op() == Some(current)),
                    EffectKind::Free | EffectKind::Write => false,
                });
                if !harmless {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
        if recursive {
            push_nested_ops(body, current, &mut pending);
        }
    }
    true
}

/// Whether `op` is dead: its results are unused and [`would_be_trivially_dead`] holds.
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_results_unused(op) && would_be_trivially_dead(ctx, body, op)
}

/// Whether `op` is pure: speculatable and free of memory effects (MLIR's `isPure`).
pub fn is_pure(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_speculatable(ctx, body, op) && is_memory_effect_free(ctx, body, op)
}

#[cfg(test)]
mod tests;
