//! Conversion patterns: the [`ConversionPattern`] trait, whose `match_and_rewrite` receives the
//! op's operands already converted, [`FnConversionPattern`] made of a closure, and the
//! [`ConversionPatternSet`] the drivers take. Applying them is the driver's job.

use super::type_converter::TypeConverter;
use crate::context::Context;
use crate::rewrite::{MatchFailure, PatternRewriter, PatternRoot};
use crate::structure::{OpId, Value};

/// A pattern that rewrites an op given its converted operands (MLIR's `ConversionPattern`).
///
/// Like a [`crate::rewrite::RewritePattern`], it either changes the IR through the rewriter and
/// returns `Ok(())`, or changes nothing and returns why. It may replace the op with values of
/// converted types: the driver bridges them for users not converted yet.
pub trait ConversionPattern: Send + Sync {
    /// The ops this pattern is tried on.
    fn root(&self) -> PatternRoot<'_>;

    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// The name diagnostics show.
    fn debug_name(&self) -> &str;

    /// Rewrites `op`, whose operands converted to the target types are `operands` (one value per
    /// original operand whose type converts 1:1; the original value otherwise).
    fn match_and_rewrite(
        &self,
        ctx: &Context,
        op: OpId,
        operands: &[Value],
        converter: &TypeConverter,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure>;
}

/// The function type of a [`FnConversionPattern`].
pub type ConversionFn = dyn Fn(
        &Context,
        OpId,
        &[Value],
        &TypeConverter,
        &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure>
    + Send
    + Sync;

/// A conversion pattern made of a closure.
pub struct FnConversionPattern {
    root: Option<String>,
    name: String,
    benefit: u16,
    f: Box<ConversionFn>,
}

impl FnConversionPattern {
    /// A pattern named `name` on ops `root` (any op when `None`).
    pub fn new(
        root: Option<&str>,
        name: &str,
        benefit: u16,
        f: impl Fn(
            &Context,
            OpId,
            &[Value],
            &TypeConverter,
            &mut PatternRewriter<'_>,
        ) -> Result<(), MatchFailure>
        + Send
        + Sync
        + 'static,
    ) -> Self {
        FnConversionPattern {
            root: root.map(str::to_string),
            name: name.to_string(),
            benefit,
            f: Box::new(f),
        }
    }
}

impl ConversionPattern for FnConversionPattern {
    fn root(&self) -> PatternRoot<'_> {
        self.root
            .as_deref()
            .map_or(PatternRoot::Any, PatternRoot::Op)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        &self.name
    }

    fn match_and_rewrite(
        &self,
        ctx: &Context,
        op: OpId,
        operands: &[Value],
        converter: &TypeConverter,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        (self.f)(ctx, op, operands, converter, rewriter)
    }
}

/// The patterns of a conversion.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a closure pattern on ops `root`.
    pub fn add_fn(
        &mut self,
        root: &str,
        name: &str,
        f: impl Fn(
            &Context,
            OpId,
            &[Value],
            &TypeConverter,
            &mut PatternRewriter<'_>,
        ) -> Result<(), MatchFailure>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.add(FnConversionPattern::new(Some(root), name, 1, f))
    }

    /// The patterns that apply to op `name`, highest benefit first (stable among equals).
    pub(crate) fn for_op(&self, name: &str) -> Vec<&dyn ConversionPattern> {
        let mut found: Vec<&dyn ConversionPattern> = self
            .patterns
            .iter()
            .map(|p| p.as_ref())
            .filter(|p| match p.root() {
                PatternRoot::Op(root) => root == name,
                PatternRoot::Any => true,
            })
            .collect();
        found.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        found
    }
}
