//! A constant materializer with the signature of a fold hook: one error at the spec's path.
use oxir_ods_macros::dialect;

#[dialect(name = "hz", materialize_constant = "crate::materialize")]
pub mod hz {
    #[op(name = "neg")]
    pub struct NegOp {
        input: Operand<I64>,
        result: Result<I64>,
    }
}

fn materialize(
    _: &oxir::Context,
    _: &oxir::Body,
    _: oxir::OpId,
    _: &[Option<oxir::Attribute>],
) -> oxir::rewrite::FoldOutcome {
    oxir::rewrite::FoldOutcome::NoFold
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(hz::register(&ctx));
}
