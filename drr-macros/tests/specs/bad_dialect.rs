// A `#[dialect]` module with two mistakes, for the rules of `ui/spec_errors.rs`: the
// `#[dialect]` macro reports them where this file is compiled; rules using it say once that
// the spec has errors, citing the first at its line.
use oxir_ods_macros::dialect;

#[dialect(name = "rt")]
pub mod rt {
    #[op(name = "neg")]
    pub struct NegOp {
        input: Operand<I32>,
        result: Result<I3>,
    }

    #[op(name = "sub", traits(Pur))]
    pub struct SubOp {
        lhs: Operand<I32>,
        rhs: Operand<I32>,
        result: Result<I32>,
    }
}
