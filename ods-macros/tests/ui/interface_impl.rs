use oxir_ods_macros::dialect;

#[dialect(name = "i", interfaces(Folding(impl = crate::a, impl = crate::b)))]
mod i {
    #[op(name = "x", interfaces(Shaped(rank, impl = "crate::shaped")))]
    pub struct XOp;

    #[interface(kind = dialect)]
    pub trait Folding {
        fn can_fold(&self) -> bool;
    }

    #[interface(kind = op)]
    pub trait Shaped {
        fn rank(&self) -> usize {
            0
        }
    }
}

fn main() {}
