use oxir_ods_macros::dialect;

#[dialect(name = "f")]
mod f {
    #[op(name = "addi", format = "$lhs attr-dict `:` type($result)")]
    pub struct AddIOp {
        lhs: Operand<I64>,
        rhs: Operand<I64>,
        result: Result<I64>,
    }
}

fn main() {}
