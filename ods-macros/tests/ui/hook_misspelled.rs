//! A fold hook whose function is misspelled: one error at the spec's path, with rustc's
//! did-you-mean.
use oxir_ods_macros::dialect;

#[dialect(name = "hm")]
pub mod hm {
    #[op(name = "neg", traits(Pure, SameOperandsAndResultType), fold = crate::folds::fold_nge)]
    pub struct NegOp {
        input: Operand<I64>,
        result: Result<I64>,
    }
}

mod folds {
    use oxir::rewrite::FoldOutcome;
    use oxir::{Attribute, Body, Context, OpId};

    pub fn fold_neg(_: &Context, _: &Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        FoldOutcome::NoFold
    }
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(hm::register(&ctx));
}
