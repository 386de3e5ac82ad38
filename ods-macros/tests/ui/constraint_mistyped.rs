//! A constraint whose predicate returns the wrong type: one error at the function's name,
//! naming the expected signature.
use oxir_ods_macros::dialect;

#[dialect(name = "cm")]
pub mod cm {
    use oxir::{Context, Type};

    /// integer of even width
    #[constraint]
    pub fn even_width(_: &Context, _: Type) -> u32 {
        0
    }

    #[op(name = "use")]
    pub struct UseOp {
        input: Operand<EvenWidth>,
    }
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(cm::register(&ctx));
}
