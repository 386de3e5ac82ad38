//! A `#[fixed]` interface method needs a body: the interface implements it once.
use oxir_ods_macros::dialect;

#[dialect(name = "f")]
mod f {
    #[interface(kind = op)]
    pub trait Costly {
        fn cost(&self) -> u32;
        #[fixed]
        fn thrice(&self) -> u32;
    }
}

fn main() {}
