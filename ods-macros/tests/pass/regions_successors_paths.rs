//! Regions, successors, properties with defaults, attributes named by their full path, a
//! module doc comment as the dialect's summary, and the module's own items kept beside the
//! generated ones.
use oxir::{Body, Context, Diagnostic, OpId};

/// branching and scoping ops
#[oxir_ods_macros::dialect(dependent_dialects("builtin"))]
pub mod flow {
    pub const LIMIT: usize = 8;

    /// a scope with one block
    #[oxir_ods_macros::op(name = "scope", traits(NoTerminator), region_verify = super::check_scope)]
    pub struct ScopeOp {
        /// the body
        body: Region<SizedRegion<1>>,
        #[default = "0"]
        depth: Prop<I64Attr>,
    }

    /// a branch to one of several blocks
    #[op(name = "switch", traits(Terminator))]
    pub struct SwitchOp {
        flag: Operand<I1>,
        default_dest: Successor,
        cases: Successor<VariadicSuccessor<AnySuccessor>>,
    }
}

fn check_scope(_ctx: &Context, _body: &Body, _op: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

fn main() {
    let ctx = Context::new();
    assert!(flow::register(&ctx));
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let scope = flow::ScopeOp::build(&ctx, &mut body, loc, None);
    assert_eq!(body.op_regions(scope.0).len(), 1);
    // An absent default-valued property reads as its default.
    assert_eq!(
        scope.depth(&ctx, &body).and_then(|d| d.value_i64(&ctx)),
        Some(0)
    );
    assert_eq!(flow::LIMIT, 8);
    let _ = flow::SwitchOp::NAME;
}
