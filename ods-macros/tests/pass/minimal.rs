//! The smallest dialect: one op without operands, registered and built.
use oxir_ods_macros::dialect;

#[dialect(name = "p")]
mod p {
    /// does nothing
    #[op(name = "nop")]
    pub struct NopOp;
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(p::register(&ctx));
    let mut body = oxir::Body::new();
    let loc = ctx.common().unknown_loc;
    let nop = p::NopOp::build(&ctx, &mut body, loc);
    assert_eq!(oxir::verifier::verify(&ctx, &body, nop.0).map_err(|d| d.message), Ok(()));
    assert_eq!(p::NopOp::NAME, "p.nop");
}
