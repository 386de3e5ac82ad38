//! The memory effect of `cf.assert` (MLIR's `getEffects` of `AssertOp`): it writes the default
//! resource, which keeps it from being removed or reordered with other writes. The spec
//! registers this model (`impl` of its `MemoryEffectsInterface`); the branches are `Pure` by
//! their traits.

use oxir::effects::{EffectKind, MemoryEffect, MemoryEffectsInterface};
use oxir::{Body, Context, OpId};

/// The effects model of `cf.assert`.
pub struct AssertEffects;

impl MemoryEffectsInterface for AssertEffects {
    fn effects(&self, _ctx: &Context, _body: &Body, _op: OpId, effects: &mut Vec<MemoryEffect>) {
        effects.push(MemoryEffect::new(EffectKind::Write));
    }
}

#[cfg(test)]
mod tests {
    use oxir::effects::{EffectKind, own_effects};
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    #[test]
    fn the_assert_registered_by_the_spec_writes() {
        let ctx = oxir::Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        let ir = r#"%c = "t.def"() : () -> i1
cf.assert %c, "no"
"#;
        let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let mut kinds = Vec::new();
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if ctx.op_name_str(body.op_name(op)) == "cf.assert" {
                    kinds = own_effects(&ctx, body, op)
                        .expect("the assert declares its effects")
                        .iter()
                        .map(|e| e.kind)
                        .collect();
                }
            });
        assert_eq!(kinds, [EffectKind::Write]);
    }
}
