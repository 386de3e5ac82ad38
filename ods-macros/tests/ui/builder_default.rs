use oxir_ods_macros::dialect;

#[dialect(name = "b")]
mod b {
    #[op(name = "make", skip_default_builders)]
    #[builder(name = value, params(value: i64 = 0), body = crate::make)]
    pub struct MakeOp;
}

fn main() {}
