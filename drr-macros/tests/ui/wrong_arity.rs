oxir_drr_macros::rules! {
    use ::oxir_rules_test from "../../../../dialects/rules_test/defs/rt.toml";
    rule r: (NegOp $x, $y) => $x;
}

fn main() {}
