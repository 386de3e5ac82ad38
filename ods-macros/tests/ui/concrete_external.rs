//! A default naming `ConcreteOp` has no type in an external model: the method must be written
//! by hand there, which the error says at the interface's name.
use oxir_ods_macros::dialect;

#[dialect(name = "ce")]
pub mod ce {
    #[interface(kind = op)]
    pub trait Kinded {
        fn kind(&self) -> &'static str {
            ConcreteOp::NAME
        }
    }

    #[external_model(op = "arith.addi", interfaces(Kinded))]
    pub mod addi_kind {}
}

fn main() {}
