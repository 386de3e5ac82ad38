use oxir_ods_macros::dialect;

#[dialect(name = "d")]
mod d {
    #[op(name = "sub")]
    pub struct SubOp;

    #[op(name = "sub")]
    pub struct OtherSubOp;
}

fn main() {}
