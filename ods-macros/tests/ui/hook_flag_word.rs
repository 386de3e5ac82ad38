//! `fold = yes` is a flag, not a function: the checker refuses it at the spec.
use oxir_ods_macros::dialect;

#[dialect(name = "hf")]
pub mod hf {
    #[op(name = "neg", fold = yes)]
    pub struct NegOp {
        input: Operand<I64>,
        result: Result<I64>,
    }
}

fn main() {
    let ctx = oxir::Context::new();
    let _ = hf::register(&ctx);
}
