oxir_drr_macros::rules! {
    use ::oxir_rules_test from "../../../../dialects/rules_test/defs/rt.toml";
    rule r: (NegOq (NegOp $x)) => $x;
}

fn main() {}
