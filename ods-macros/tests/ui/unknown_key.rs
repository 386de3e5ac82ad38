use oxir_ods_macros::dialect;

#[dialect(name = "k", sumary = "typo")]
mod k {
    #[op(name = "x", fromat = "attr-dict")]
    pub struct XOp {
        #[optinal]
        a: Prop<I64Attr>,
        b: Opernd<I64>,
    }
}

fn main() {}
