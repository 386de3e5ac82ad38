//! An interface method missing from the op's `impl` module (written under another name): one
//! error at the `impl` path in the spec, with rustc's did-you-mean.
use oxir_ods_macros::dialect;

#[dialect(name = "hi")]
pub mod hi {
    #[op(name = "make", interfaces(Ranked(impl = crate::ranked)))]
    pub struct MakeOp;

    /// Ops with a rank.
    #[interface(kind = op)]
    pub trait Ranked {
        /// the rank
        fn rank(&self) -> usize;
    }
}

mod ranked {
    pub fn rnak(_: &oxir::Context, _: &oxir::Body, _: crate::hi::MakeOp) -> usize {
        2
    }
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(hi::register(&ctx));
}
