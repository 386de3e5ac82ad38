use oxir_ods_macros::dialect;

#[dialect(name = "u")]
mod u {
    #[op(name = "sum")]
    pub struct SumOp {
        inputs: Operand<Variadic<AnyIntger>>,
        result: Result<I64>,
    }
}

fn main() {}
