//! A constraint whose predicate takes neither a `Type` nor an `Attribute` and says no `kind`:
//! one error at its parameters.
use oxir_ods_macros::dialect;

#[dialect(name = "ck")]
pub mod ck {
    use oxir::Context;

    /// positive value
    #[constraint]
    pub fn positive(_: &Context, value: i64) -> bool {
        value > 0
    }
}

fn main() {
    let ctx = oxir::Context::new();
    assert!(ck::register(&ctx));
}
