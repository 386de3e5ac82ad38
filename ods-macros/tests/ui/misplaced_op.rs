use oxir_ods_macros::{dialect, op};

#[op(name = "x")]
pub struct XOp;

#[dialect(name = "m")]
mod m {
    #[op(name = "y")]
    pub enum YOp {}
}

#[dialect(name = "s")]
pub struct NotAModule;

fn main() {
    let _ = NotAModule;
}
