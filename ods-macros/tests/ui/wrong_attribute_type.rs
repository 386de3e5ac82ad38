use oxir_ods_macros::dialect;

#[dialect(name = "w")]
mod w {
    #[op(name = "constant")]
    pub struct ConstantOp {
        value: Prop<I64>,
        result: Result<I64Attr>,
    }

    #[op(name = "label", format = 3)]
    pub struct LabelOp {
        #[default = 0]
        text: Attr<StrAttr>,
    }
}

fn main() {}
