use oxir_ods_macros::dialect;

#[dialect(name = "t")]
mod t {
    #[op(name = "inner", traits(HasParent<"func.func", "builtin.module">, Terminator<1>))]
    pub struct InnerOp;

    #[op(name = "same", traits(AllTypesMatch<["lhs", "rsh"]>))]
    pub struct SameOp {
        lhs: Operand<AnyType>,
        rhs: Operand<AnyType>,
    }
}

fn main() {}
