//! What the unit tests of this crate share: verifying and canonicalizing IR written as text
//! with `scf` registered; the steps themselves are `oxir::testing`'s.

/// The message of the first error parsing or verifying `ir` (unregistered ops allowed), if
/// any.
pub fn first_error(ir: &str) -> Option<String> {
    let ctx = oxir::testing::open_context();
    crate::register(&ctx);
    oxir::testing::first_error(&ctx, ir)
}

/// Registers `tc.constant`, a constant-like op whose value is its `value` attribute: the tests
/// of patterns reading constants use it, `arith` not being a dependency of this crate.
pub fn register_test_constant(ctx: &oxir::Context) {
    use oxir::{DialectDescriptor, OpDescriptor, Trait, TraitSet};
    let constant = OpDescriptor::new("tc.constant")
        .with_traits(TraitSet::new(&[Trait::ConstantLike, Trait::NoMemoryEffect]))
        .with_fold(oxir::rewrite::fold_to_value_attr);
    ctx.register_dialect(DialectDescriptor::new("tc"), vec![constant]);
}

/// `ir` after the canonicalizer's patterns and folds (unregistered ops allowed, `tc.constant`
/// registered), printed back without the module around it.
pub fn canonicalized(ir: &str) -> String {
    let ctx = oxir::testing::open_context();
    crate::register(&ctx);
    register_test_constant(&ctx);
    oxir::testing::inner_lines(&oxir::testing::canonicalized(&ctx, ir))
}
