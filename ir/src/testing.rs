//! What the unit tests of dialect crates share: IR written as text, parsed in a context the
//! caller prepared, then verified, printed back or canonicalized. It exists so each dialect
//! does not carry its own copy of these steps; it is not part of the stable API (hidden from
//! the documentation) and, being for tests, it panics on IR that does not parse where a
//! test expects valid IR.

use crate::context::Context;
use crate::rewrite::{
    FrozenRewritePatternSet, GreedyRewriteConfig, apply_patterns_and_fold_greedily_on_op,
    canonicalization_patterns,
};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};

/// A fresh context that allows unregistered dialects, so tests can use `"test.op"`-style ops
/// around the ops under test.
pub fn open_context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// The message of the first error parsing or verifying `ir` in `ctx`, if any.
pub fn first_error(ctx: &Context, ir: &str) -> Option<String> {
    match parse_source(ctx, ir, &ParseOptions::default()) {
        Ok(module) => crate::verifier::verify(ctx, &module.body, module.op)
            .err()
            .map(|d| d.message),
        Err(diagnostic) => Some(diagnostic.message),
    }
}

/// The lines of printed module `text` between its `module {` line and its closing brace,
/// unindented: what tests compare, free of the module wrapper and its indentation. Lines
/// printed before the module (attribute aliases) are left out too.
pub fn inner_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("module"))
        .map_or(0, |i| i + 1);
    let inner = lines
        .get(start..lines.len().saturating_sub(1))
        .unwrap_or(&[]);
    inner
        .iter()
        .map(|l| l.trim_start())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `ir` parsed in `ctx` and printed back in the custom form, as [`inner_lines`].
pub fn printed_inner(ctx: &Context, ir: &str) -> String {
    let module = parse_source(ctx, ir, &ParseOptions::default()).expect("valid IR");
    inner_lines(&print_op(
        ctx,
        &module.body,
        module.op,
        &PrintOptions::default(),
    ))
}

/// `ir` parsed in `ctx`, rewritten greedily with `patterns` and the ops' folds until nothing
/// changes, then printed whole. Panics when the rewrite does not converge: a test input
/// that never settles is a bug of the patterns under test.
pub fn rewritten(ctx: &Context, ir: &str, patterns: &FrozenRewritePatternSet) -> String {
    let mut module = parse_source(ctx, ir, &ParseOptions::default()).expect("valid IR");
    let result = apply_patterns_and_fold_greedily_on_op(
        ctx,
        &mut module.body,
        module.op,
        patterns,
        &GreedyRewriteConfig::default(),
    );
    assert!(result.converged(), "the rewrite converges");
    print_op(ctx, &module.body, module.op, &PrintOptions::default())
}

/// `ir` after the canonicalizer (the canonicalization patterns of every op registered in
/// `ctx`, and the folds), printed whole.
pub fn canonicalized(ctx: &Context, ir: &str) -> String {
    let patterns = canonicalization_patterns(ctx).freeze(ctx);
    rewritten(ctx, ir, &patterns)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inner_lines_drop_the_module_and_what_precedes_it() {
        let text = "#map = affine_map<(d0) -> (d0)>\nmodule {\n  a\n    b\n}";
        assert_eq!(inner_lines(text), "a\nb");
        assert_eq!(inner_lines("module {\n}"), "");
    }

    #[test]
    fn errors_of_parsing_and_of_verifying_are_reported() {
        let ctx = open_context();
        assert_eq!(first_error(&ctx, r#""test.op"() : () -> ()"#), None);
        assert!(first_error(&ctx, "%x = ").is_some());
        let ctx = Context::new();
        let message = first_error(&ctx, r#""test.op"() : () -> ()"#).expect("unregistered");
        assert!(message.contains("unregistered dialect"), "{message}");
        // Parsed but invalid: a module must have its region.
        let ctx = open_context();
        assert!(first_error(&ctx, r#""builtin.module"() : () -> ()"#).is_some());
    }

    #[test]
    fn printing_and_canonicalizing_keep_unknown_ops() {
        let ctx = open_context();
        let ir = r#""test.op"() : () -> ()"#;
        assert_eq!(printed_inner(&ctx, ir), r#""test.op"() : () -> ()"#);
        let whole = canonicalized(&ctx, ir);
        assert!(whole.starts_with("module {"), "{whole}");
        assert_eq!(inner_lines(&whole), r#""test.op"() : () -> ()"#);
    }
}
