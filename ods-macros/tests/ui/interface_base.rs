//! A supertrait of an interface names another `#[interface]` trait of the module: a path or a
//! name that is no interface is an error at its tokens.

use oxir_ods_macros::dialect;

#[dialect(name = "ib")]
pub mod ib {
    #[interface(kind = op)]
    pub trait Named {
        fn label(&self) -> String;
    }

    #[interface(kind = op)]
    pub trait Costly: Named + std::fmt::Debug {
        fn cost(&self) -> u32;
    }

    #[interface(kind = op)]
    pub trait Sized: Nmaed {
        fn size(&self) -> u32;
    }
}

fn main() {}
