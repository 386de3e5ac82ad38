// The spec the rules are checked against says `rt.neg` has two result groups; the generated
// `NegOp` has one: rustc reports it at the tokens that named the op.
oxir_drr_macros::rules! {
    use ::oxir_rules_test from "../../../../drr-macros/tests/ui/stale_spec.toml";
    rule r: (NegOp:$n $x) if (hasOneUse $n.result) => $x, (NegOp $x);
}

fn main() {}
