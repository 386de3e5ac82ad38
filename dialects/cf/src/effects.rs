//! The memory effect of `cf.assert` (MLIR's `getEffects` of `AssertOp`): it writes the default
//! resource, which keeps it from being removed or reordered with other writes. The branches are
//! `Pure` by their traits.

use oxir::descriptor::attach_op_interface;
use oxir::effects::{EffectKind, MemoryEffect, MemoryEffectsInterface};
use oxir::{Body, Context, OpId};

/// The effects model of `cf.assert`.
struct AssertEffects;

impl MemoryEffectsInterface for AssertEffects {
    fn effects(&self, _ctx: &Context, _body: &Body, _op: OpId, effects: &mut Vec<MemoryEffect>) {
        effects.push(MemoryEffect::new(EffectKind::Write));
    }
}

/// Attaches the effects of `cf.assert` to `ctx` (the dialect registered already).
pub fn attach(ctx: &Context) {
    attach_op_interface::<dyn MemoryEffectsInterface>(
        ctx,
        crate::AssertOp::NAME,
        Box::new(AssertEffects),
    );
}
