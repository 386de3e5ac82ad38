// Rules using a spec with two errors: one error, at the `use` naming the spec, with the first
// of the spec's errors at its own line; the spec's `#[dialect]` module reports them all.
oxir_drr_macros::rules! {
    use ::oxir_rules_test from "../../../../drr-macros/tests/specs/bad_dialect.rs";
    rule r: (NegOp (NegOp $x)) => $x;
}

fn main() {}
