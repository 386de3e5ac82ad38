//! Rewrite patterns run as conversion patterns: [`RewriteConversionPattern`] wraps any
//! [`RewritePattern`] (a hand-written one, or the patterns generated from a `*.rules.toml`) so
//! that the conversion driver can apply it. It is an adapter only: matching and rewriting stay
//! the wrapped pattern's.
//!
//! While the wrapped pattern runs, its root op reads the remapped operands (so a rule sees the
//! converted values, and the ops it builds take them); when it does not apply, the op gets its
//! operands back. Its edits go through the driver's rewriter, so they are recorded and rolled
//! back like any conversion pattern's. Asked to, the driver also gives the results of the ops
//! the pattern built their converted types. A pattern over an operand converted 1:N does not
//! apply: rewrite patterns take one value per operand.

use super::pattern::{ConversionPattern, ConversionPatternSet, RemappedOperands};
use super::type_converter::TypeConverter;
use crate::context::Context;
use crate::rewrite::{
    MatchFailure, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
};
use crate::structure::{OpId, Value};

/// A [`RewritePattern`] run by the conversion driver. See the module documentation.
pub struct RewriteConversionPattern {
    pattern: Box<dyn RewritePattern>,
    convert_result_types: bool,
}

impl RewriteConversionPattern {
    /// Wraps `pattern`; the ops it builds keep the result types it gives them.
    pub fn new(pattern: Box<dyn RewritePattern>) -> Self {
        RewriteConversionPattern {
            pattern,
            convert_result_types: false,
        }
    }

    /// The ops the pattern builds get their results' converted types once it applied.
    pub fn converting_result_types(mut self) -> Self {
        self.convert_result_types = true;
        self
    }
}

impl ConversionPattern for RewriteConversionPattern {
    fn root(&self) -> PatternRoot<'_> {
        self.pattern.root()
    }

    fn benefit(&self) -> u16 {
        self.pattern.benefit()
    }

    fn debug_name(&self) -> &str {
        self.pattern.debug_name()
    }

    fn converts_result_types(&self) -> bool {
        self.convert_result_types
    }

    fn match_and_rewrite(
        &self,
        ctx: &Context,
        op: OpId,
        operands: &RemappedOperands,
        _converter: &TypeConverter,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let remapped = operands.one_to_one()?;
        let original: Vec<Value> = rewriter.body().operands(op).collect();
        let swapped = original != remapped;
        // Not reported: the op is put back as it was unless the pattern applies, and a pattern
        // that applies replaces or updates it through the rewriter.
        if swapped {
            rewriter.body_mut().set_operands(op, remapped);
        }
        let result = self.pattern.match_and_rewrite(ctx, rewriter, op);
        if result.is_err() && swapped && rewriter.body().contains_op(op) {
            rewriter.body_mut().set_operands(op, &original);
        }
        result
    }
}

impl ConversionPatternSet {
    /// Adds every pattern of `patterns` as a [`RewriteConversionPattern`]; with
    /// `convert_result_types`, the ops they build get their results' converted types.
    pub fn add_rewrite_patterns(
        &mut self,
        patterns: RewritePatternSet,
        convert_result_types: bool,
    ) -> &mut Self {
        for pattern in patterns.into_patterns() {
            let adapted = RewriteConversionPattern::new(pattern);
            if convert_result_types {
                self.add(adapted.converting_result_types());
            } else {
                self.add(adapted);
            }
        }
        self
    }
}
