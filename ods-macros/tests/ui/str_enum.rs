use oxir_ods_macros::dialect;

#[dialect(name = "s")]
mod s {
    #[enum_def(str, bit)]
    pub enum Both {
        a,
    }

    #[enum_def(str, width = 8)]
    pub enum Valued {
        a,
        b = 1,
    }
}

fn main() {}
