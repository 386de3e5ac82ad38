//! What the unit tests of this crate share: verifying and canonicalizing IR written as text
//! with `scf` registered.

use oxir::text::parser::{ParseOptions, parse_source};

/// The message of the first error verifying `ir` (unregistered ops allowed), if any.
pub fn first_error(ir: &str) -> Option<String> {
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid syntax");
    oxir::verifier::verify(&ctx, &module.body, module.op)
        .err()
        .map(|d| d.message)
}

/// Registers `tc.constant`, a constant-like op whose value is its `value` attribute: the tests
/// of patterns reading constants use it, `arith` not being a dependency of this crate.
fn register_test_constant(ctx: &oxir::Context) {
    use oxir::rewrite::FoldOutcome;
    use oxir::{DialectDescriptor, OpDescriptor, Trait, TraitSet};
    fn fold(
        ctx: &oxir::Context,
        body: &oxir::Body,
        op: oxir::OpId,
        _: &[Option<oxir::Attribute>],
    ) -> FoldOutcome {
        oxir::op_support::attr(ctx, body, op, "value")
            .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
    }
    let constant = OpDescriptor::new("tc.constant")
        .with_traits(TraitSet::new(&[Trait::ConstantLike, Trait::NoMemoryEffect]))
        .with_fold(fold);
    ctx.register_dialect(DialectDescriptor::new("tc"), vec![constant]);
}

/// `ir` after the canonicalizer's patterns and folds (unregistered ops allowed, `tc.constant`
/// registered), printed back without the module around it.
pub fn canonicalized(ir: &str) -> String {
    use oxir::rewrite::{
        GreedyRewriteConfig, apply_patterns_and_fold_greedily_on_op, canonicalization_patterns,
    };
    use oxir::text::printer::{PrintOptions, print_op};
    let ctx = oxir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&ctx);
    register_test_constant(&ctx);
    let mut module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
    let patterns = canonicalization_patterns(&ctx).freeze(&ctx);
    let config = GreedyRewriteConfig::default();
    apply_patterns_and_fold_greedily_on_op(&ctx, &mut module.body, module.op, &patterns, &config);
    let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
    let lines: Vec<&str> = text.lines().collect();
    let inner = lines.get(1..lines.len().saturating_sub(1)).unwrap_or(&[]);
    inner
        .iter()
        .map(|l| l.trim_start())
        .collect::<Vec<_>>()
        .join("\n")
}
