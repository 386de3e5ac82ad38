//! One mistake in the spec (a misspelled constraint) and code using the whole generated API of
//! the dialect: its ops' builders and accessors, an enum, an interface, hooks written beside
//! the ops and in other modules. Only the mistake is reported.
use oxir_ods_macros::dialect;

#[dialect(name = "cc")]
pub mod cc {
    #[op(name = "add", traits(Pure), verify, fold = crate::hooks::fold_add)]
    pub struct AddOp {
        lhs: Operand<I64>,
        rhs: Operand<AnyIntger>,
        result: Result<I64>,
    }

    impl AddOp {
        fn verify(
            ctx: &oxir::Context,
            body: &oxir::Body,
            op: oxir::OpId,
        ) -> Result<(), oxir::Diagnostic> {
            let add = AddOp(op);
            let _ = (add.lhs(ctx, body), add.rhs(ctx, body));
            Ok(())
        }
    }

    #[enum_def]
    pub enum Mode {
        fast = 0,
        slow = 1,
    }

    #[interface(kind = op)]
    pub trait Costly {
        fn cost(&self) -> usize;
    }
}

mod hooks {
    use crate::cc::*;
    use oxir::rewrite::FoldOutcome;
    use oxir::{Attribute, Body, Context, OpId};

    pub fn fold_add(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        let add = AddOp::from_op(ctx, body, op).expect("an add");
        if add.lhs(ctx, body) == add.rhs(ctx, body) {
            return FoldOutcome::NoFold;
        }
        FoldOutcome::NoFold
    }

    pub struct Model;

    impl Costly for Model {
        fn cost(&self) -> usize {
            Mode::Fast as usize
        }
    }
}

fn main() {
    let ctx = oxir::Context::new();
    let registered: bool = cc::register(&ctx);
    let mut body = oxir::Body::new();
    let loc = ctx.common().unknown_loc;
    let block = body.create_block();
    let a = body.add_block_argument(block, ctx.i64_type(), loc);
    let add = cc::AddOp::build(&ctx, &mut body, loc, a, a);
    let _ = (registered, add.result(&ctx, &body), cc::AddOp::NAME, cc::Mode::Slow);
}
