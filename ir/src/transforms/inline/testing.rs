//! What the tests of the inliner and of constant propagation share: call and callable models
//! for test ops that keep their callee in a `callee` attribute and their signature in a
//! `function_type` attribute.

use crate::attrs::TypeAttr;
use crate::call::CallableOpInterface;
use crate::context::Context;
use crate::structure::{Body, OpId, RegionId};
use crate::types::FunctionType;

/// A call of the symbol in its `callee` attribute.
pub(crate) use crate::call::SymbolCall as Call;

/// A callable symbol whose signature is its `function_type` attribute and whose first region,
/// unless empty, is its body.
pub(crate) struct Func;
impl Func {
    fn signature(ctx: &Context, body: &Body, op: OpId) -> Option<FunctionType> {
        let ty = body
            .attr(ctx, op, "function_type")?
            .dyn_cast::<TypeAttr>(ctx)?
            .value(ctx);
        ty.dyn_cast::<FunctionType>(ctx)
    }
}
impl CallableOpInterface for Func {
    fn callable_region(&self, _: &Context, body: &Body, op: OpId) -> Option<RegionId> {
        let (scope, regions) = body.region_scope(op);
        regions
            .first()
            .copied()
            .filter(|&r| !scope.region_is_empty(r))
    }
    fn argument_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<crate::Type> {
        Self::signature(ctx, body, op).map_or(Vec::new(), |f| f.inputs(ctx).to_vec())
    }
    fn result_types(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<crate::Type> {
        Self::signature(ctx, body, op).map_or(Vec::new(), |f| f.results(ctx).to_vec())
    }
}
