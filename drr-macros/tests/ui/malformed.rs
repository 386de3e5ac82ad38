oxir_drr_macros::rules! {
    use ::oxir_rules_test from "../../../../dialects/rules_test/defs/rt.toml";
    rule no_arrow: (NegOp $x);
    rule bad_benefit: (NegOp $x) => $x, benefit = high;
    nonsense here;
}

fn main() {}
