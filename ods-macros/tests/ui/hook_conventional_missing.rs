//! `verify` alone asks for the conventional `NegOp::verify`, which is not written: one error at
//! `verify`.
use oxir_ods_macros::dialect;

#[dialect(name = "hc")]
pub mod hc {
    #[op(name = "neg", canonicalize, verify)]
    pub struct NegOp {
        input: Operand<I64>,
        result: Result<I64>,
    }

    impl NegOp {
        fn canonicalization_patterns(
            _: &oxir::Context,
            _: &mut oxir::rewrite::RewritePatternSet,
        ) {
        }
    }
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(hc::register(&ctx));
}
