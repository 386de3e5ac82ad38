//! `affine`'s inliner interface (MLIR's `AffineInlinerInterface`, in part): an affine op may be
//! inlined into a region whose parent is an affine scope (such as `func.func`) or an
//! `affine.for`, `affine.if` or `affine.parallel`, where the values it uses as dimensions and
//! symbols stay valid. Not here: inlining a callee's region into the region of an affine
//! loop or conditional, which MLIR allows when the inlined `affine.apply`, load and store ops
//! keep valid operands; it is refused, a conservative answer until the validity rules of
//! dimensions and symbols exist. `defs/affine.toml` registers it with the dialect.

use oxir::inliner::DialectInlinerInterface;
use oxir::traits::Trait;
use oxir::{Body, Context, OpId, RegionId};

/// The interface; see the module documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct AffineInliner;

/// The affine ops whose regions may hold inlined affine ops, as affine scopes do.
const AFFINE_REGION_OPS: [&str; 3] = ["affine.for", "affine.if", "affine.parallel"];

impl DialectInlinerInterface for AffineInliner {
    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        _src_body: &Body,
        _op: OpId,
        dest_body: &Body,
        dest: RegionId,
        _would_be_cloned: bool,
    ) -> bool {
        // A region without a parent op in its body is a top region of an isolated op's body.
        let parent = match dest_body.region_parent_op(dest) {
            Some(parent) => Some(dest_body.op_name(parent)),
            None => dest_body.owner_name(),
        };
        parent.is_some_and(|name| {
            ctx.op_has_trait(name, Trait::AffineScope)
                || AFFINE_REGION_OPS.contains(&ctx.op_name_str(name))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::AffineInliner;
    use oxir::inliner::{DialectInlinerInterface, inliner_interface_of};
    use oxir::{Body, Context, OpId, OperationState, RegionId};

    /// A detached op named `name` with one region; the op and its region.
    fn op_with_region(ctx: &Context, body: &mut Body, name: &str) -> (OpId, RegionId) {
        let loc = ctx.common().unknown_loc;
        let op = body.create_op(ctx, OperationState::new(ctx.op_name(name), loc).regions(1));
        (op, body.op_regions(op)[0])
    }

    #[test]
    fn affine_ops_go_into_affine_scopes_and_affine_regions_only() {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        let mut body = Body::new();
        let (apply, _) = op_with_region(&ctx, &mut body, "affine.apply");
        let inliner = inliner_interface_of(&ctx, &body, apply).expect("registered");
        let legal_into = |body: &Body, region| {
            AffineInliner.is_legal_to_inline_op(&ctx, body, apply, body, region, true)
                && inliner.is_legal_to_inline_op(&ctx, body, apply, body, region, true)
        };
        // `builtin.module` is an affine scope, isolated: its region is in a nested body.
        let (module, _) = op_with_region(&ctx, &mut body, "builtin.module");
        let (_, affine_loop) = op_with_region(&ctx, &mut body, "affine.for");
        let (_, other) = op_with_region(&ctx, &mut body, "t.region");
        let (scope_body, scope_regions) = body.region_scope(module);
        assert!(legal_into(scope_body, scope_regions[0]));
        assert!(legal_into(&body, affine_loop));
        assert!(!legal_into(&body, other));
        assert!(
            !inliner.is_legal_to_inline_region(&ctx, &body, affine_loop, &body, other, true),
            "callee regions are not inlined into affine loops"
        );
    }
}
