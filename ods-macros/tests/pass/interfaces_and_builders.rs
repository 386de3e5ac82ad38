//! Interface uses with their implementation modules, on the dialect and on an op, and a builder
//! whose parameters have doc comments.

use oxir_ods_macros::dialect;

#[dialect(name = "ib")]
pub mod ib {
    #[op(
        name = "make",
        skip_default_builders,
        interfaces(Shaped(impl = crate::shaped)),
        format = "attr-dict"
    )]
    #[builder(
        name = value,
        params(
            /// the value, unused
            value: i64,
        ),
        body = crate::build::make,
    )]
    pub struct MakeOp;

    /// Ops with a rank.
    #[interface(kind = op)]
    pub trait Shaped {
        /// the rank
        fn rank(&self) -> usize;
        /// whether `dim` is within the rank
        fn has_dim(
            &self,
            /// the dimension asked about
            dim: usize,
        ) -> bool;
    }
}

mod shaped {
    use oxir::{Body, Context};

    pub fn rank(_: &Context, _: &Body, _: crate::ib::MakeOp) -> usize {
        2
    }

    pub fn has_dim(ctx: &Context, body: &Body, op: crate::ib::MakeOp, dim: usize) -> bool {
        dim < rank(ctx, body, op)
    }
}

mod build {
    use oxir::{Body, Context, OperationState};

    pub fn make(_: &Context, _: &Body, _: &mut OperationState, _: i64) {}
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(ib::register(&ctx));
}
