//! A verify hook with the wrong signature: one error at the spec's path, naming the expected
//! signature.
use oxir_ods_macros::dialect;

#[dialect(name = "ht")]
pub mod ht {
    #[op(name = "neg", verify = crate::checks::verify_neg)]
    pub struct NegOp {
        input: Operand<I64>,
        result: Result<I64>,
    }
}

mod checks {
    use oxir::{Body, Context, OpId};

    pub fn verify_neg(_: &Context, _: &Body, _: OpId) -> bool {
        true
    }
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(ht::register(&ctx));
}
