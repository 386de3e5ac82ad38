//! Speculation: whether an op may be executed when the program might not have executed it
//! (hoisted out of a loop, run before a branch is decided), MLIR's `ConditionallySpeculatable`
//! interface and its `isSpeculatable` query.
//!
//! An op kind answers through, in this order: the `AlwaysSpeculatable` trait (always), the
//! `RecursivelySpeculatable` trait (when everything nested in its regions is), or a
//! [`ConditionallySpeculatable`] model in its descriptor (an answer that depends on the op,
//! e.g. a loop whose step is a known constant). An op with none of these, or an unregistered
//! op, is not speculatable. Memory effects are not this module's business: see
//! [`super::is_memory_effect_free`].

use crate::context::Context;
use crate::structure::{Body, OpId};
use crate::traits::Trait;

/// How far an op may be speculated (MLIR's `Speculation::Speculatability`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Speculatability {
    /// Executing it when it would not have run may be undefined behaviour (a division by a
    /// value that may be zero, a loop that may not terminate).
    NotSpeculatable,
    /// Always safe to execute.
    Speculatable,
    /// Safe to execute when every op nested in its regions is.
    RecursivelySpeculatable,
}

/// The op interface of op kinds whose speculatability depends on the op (MLIR's
/// `ConditionallySpeculatable`). Implementations are registered in the op's descriptor, or
/// named by a spec's `impl`.
pub trait ConditionallySpeculatable: Send + Sync {
    /// How far `op` (which lives in `body`) may be speculated.
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability;
}

/// How far `op` itself may be speculated, before looking at what its regions hold.
pub fn speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let Some(descriptor) = ctx.op_descriptor(body.op_name(op)) else {
        return Speculatability::NotSpeculatable;
    };
    if descriptor.traits.has(Trait::AlwaysSpeculatable) {
        return Speculatability::Speculatable;
    }
    if descriptor.traits.has(Trait::RecursivelySpeculatable) {
        return Speculatability::RecursivelySpeculatable;
    }
    match descriptor.interfaces.get::<dyn ConditionallySpeculatable>() {
        Some(model) => model.speculatability(ctx, body, op),
        None => Speculatability::NotSpeculatable,
    }
}

/// Whether `op` can be executed speculatively (MLIR's `isSpeculatable`): it is
/// [`Speculatability::Speculatable`], or [`Speculatability::RecursivelySpeculatable`] with
/// every op in its regions speculatable in turn.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut pending = vec![(body, op)];
    while let Some((body, op)) = pending.pop() {
        match speculatability(ctx, body, op) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => {
                super::push_nested_ops(body, op, &mut pending)
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::structure::OperationState;
    use crate::traits::TraitSet;

    /// `s.loop` is recursively speculatable when it carries a `safe` attribute.
    struct WhenMarked;
    impl ConditionallySpeculatable for WhenMarked {
        fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
            if body.attr(ctx, op, "safe").is_some() {
                Speculatability::RecursivelySpeculatable
            } else {
                Speculatability::NotSpeculatable
            }
        }
    }

    #[test]
    fn traits_models_and_nested_ops_decide() {
        let ctx = Context::new();
        let with = |name: &str, traits: &[Trait]| {
            OpDescriptor::new(name).with_traits(TraitSet::new(traits))
        };
        let looped = OpDescriptor::new("s.loop");
        looped
            .interfaces
            .insert::<dyn ConditionallySpeculatable>(Box::new(WhenMarked));
        ctx.register_dialect(
            DialectDescriptor::new("s"),
            vec![
                with("s.pure", &[Trait::AlwaysSpeculatable]),
                with("s.if", &[Trait::RecursivelySpeculatable]),
                with("s.div", &[]),
                looped,
            ],
        );
        let loc = ctx.common().unknown_loc;
        let mut body = Body::new();
        let mut make = |name: &str, regions: u32| {
            body.create_op(
                &ctx,
                OperationState::new(ctx.op_name(name), loc).regions(regions),
            )
        };
        let pure = make("s.pure", 0);
        let div = make("s.div", 0);
        let unknown = make("x.unknown", 0);
        let safe_if = make("s.if", 1);
        let unsafe_if = make("s.if", 1);
        let marked = make("s.loop", 1);
        let unmarked = make("s.loop", 1);
        let fill = |body: &mut Body, parent: OpId, ops: &[OpId]| {
            let region = body.op_regions(parent)[0];
            let block = body.create_block(&[]);
            body.append_block(region, block).unwrap();
            for &op in ops {
                body.append_op(block, op).unwrap();
            }
        };
        let inner_pure = body.create_op(&ctx, OperationState::new(ctx.op_name("s.pure"), loc));
        fill(&mut body, safe_if, &[inner_pure]);
        fill(&mut body, unsafe_if, &[div]);
        fill(&mut body, marked, &[safe_if]);
        body.set_attr(&ctx, marked, "safe", ctx.common().unit);
        assert!(is_speculatable(&ctx, &body, pure));
        assert!(!is_speculatable(&ctx, &body, div));
        assert!(!is_speculatable(&ctx, &body, unknown));
        assert!(is_speculatable(&ctx, &body, safe_if));
        assert!(!is_speculatable(&ctx, &body, unsafe_if));
        assert!(is_speculatable(&ctx, &body, marked));
        assert!(!is_speculatable(&ctx, &body, unmarked));
        assert_eq!(
            speculatability(&ctx, &body, unmarked),
            Speculatability::NotSpeculatable
        );
    }
}
