// The spec has `rt.neg`, but the module named for its Rust types does not: rustc reports the
// type at the tokens that named the op.
mod elsewhere {}

oxir_drr_macros::rules! {
    use crate::elsewhere from "../../../../dialects/rules_test/defs/rt.toml";
    rule r: (NegOp (NegOp $x)) => $x;
}

fn main() {}
