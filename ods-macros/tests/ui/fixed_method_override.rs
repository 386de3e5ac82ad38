//! An op may not list a `#[fixed]` method among those it overrides.
use oxir_ods_macros::dialect;

#[dialect(name = "f")]
mod f {
    #[op(name = "x", interfaces(Costly(twice, impl = crate::costly)))]
    pub struct XOp;

    #[interface(kind = op)]
    pub trait Costly {
        fn cost(&self) -> u32;
        #[fixed]
        fn twice(&self) -> u32 {
            self.cost(ctx, body) * 2
        }
    }
}

fn main() {}
