//! A derived attribute whose function has the wrong signature: one error at the spec's path,
//! naming the expected one.
use oxir_ods_macros::dialect;

#[dialect(name = "dm")]
pub mod dm {
    #[op(name = "a")]
    #[derived_attr(name = width, returns = u32, body = self::width)]
    pub struct AOp {
        input: Operand<AnyType>,
    }

    pub fn width(_: &oxir::Context, _: AOp) -> u32 {
        0
    }
}

fn main() {}
