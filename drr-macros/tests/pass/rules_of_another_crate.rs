//! Rules over the ops of another crate, registered and run.

mod rules {
    oxir_drr_macros::rules! {
        use ::oxir_rules_test from "../../../../dialects/rules_test/defs/rt.toml";
        /// -(-x) is x
        rule double_neg: (NegOp (NegOp $x)) => $x;
    }
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(oxir_rules_test::register(&ctx));
    let mut set = oxir::rewrite::RewritePatternSet::new();
    rules::register_rules(&ctx, &mut set);
    rules::register_rt_neg_rules(&ctx, &mut set);
}
