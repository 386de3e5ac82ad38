//! Errors of several kinds, all reported together; the code using the dialect compiles against
//! the stand-ins, so nothing else is reported.
use oxir_ods_macros::dialect;

#[dialect(name = "a")]
pub mod a {
    #[op(name = "add", traits(Comutative), format = "$lhs attr-dict")]
    pub struct AddOp {
        lhs: Operand<AnyIntger>,
        rhs: Operand<AnyInteger>,
    }

    #[op(name = "add")]
    pub struct AddAgainOp;

    #[enum_def]
    pub enum Mode {
        fast = 0,
        slow = 0,
    }
}

fn main() {
    let ctx = oxir::Context::new();
    let registered: bool = a::register(&ctx);
    let op: Option<a::AddOp> = None;
    let mode = a::Mode::Fast;
    let again: Option<a::AddAgainOp> = None;
    let _ = (registered, op, mode, again);
}
