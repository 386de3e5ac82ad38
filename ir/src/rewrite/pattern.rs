//! Rewrite patterns: the [`RewritePattern`] trait every pattern implements, the
//! [`MatchFailure`] a pattern returns when it does not apply, and [`FnPattern`], a pattern made
//! of a function or closure over any op or over one typed op wrapper. It is not the place that
//! orders or applies patterns (see `pattern_set` and the driver).

use super::rewriter::PatternRewriter;
use crate::context::Context;
use crate::op::Op;
use crate::structure::OpId;
use std::borrow::Cow;
use std::fmt;

/// Why a pattern did not apply. The reason shows up in pattern statistics, so it should say
/// which part of the match failed (`"rhs is not a constant"`); a `&'static str` costs nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFailure {
    /// The reason, lowercase, no trailing period.
    pub reason: Cow<'static, str>,
}

impl MatchFailure {
    /// A failure with `reason`.
    pub fn new(reason: impl Into<Cow<'static, str>>) -> Self {
        MatchFailure {
            reason: reason.into(),
        }
    }
}

impl fmt::Display for MatchFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

/// What a pattern can be the root of.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PatternRoot<'a> {
    /// Ops with this full name (`"arith.addi"`).
    Op(&'a str),
    /// Any op.
    Any,
}

/// A rewrite pattern: matches a DAG of IR rooted at one op and rewrites it through the
/// [`PatternRewriter`], which tells the driver about every change.
///
/// A pattern must either change the IR and return `Ok(())`, or leave the IR untouched and return
/// an error: the driver relies on it to know when it has reached a fixed point.
pub trait RewritePattern: Send + Sync {
    /// The ops this pattern is tried on.
    fn root(&self) -> PatternRoot<'_>;

    /// How much the pattern is worth; among the patterns of one op, higher benefits are tried
    /// first (equal ones in the order they were added).
    fn benefit(&self) -> u16 {
        1
    }

    /// The name statistics and diagnostics show.
    fn debug_name(&self) -> &str;

    /// The names of the ops the pattern may create (documentation and tooling only).
    fn generated_ops(&self) -> &[&str] {
        &[]
    }

    /// Matches `op` and rewrites it, or explains why it does not match.
    fn match_and_rewrite(
        &self,
        ctx: &Context,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
    ) -> Result<(), MatchFailure>;
}

/// The function type of a [`FnPattern`].
pub type PatternFn =
    dyn Fn(&Context, &mut PatternRewriter<'_>, OpId) -> Result<(), MatchFailure> + Send + Sync;

/// A pattern made of a function or closure over any op (a root name given, or any op).
pub struct FnPattern {
    root: Option<String>,
    name: String,
    benefit: u16,
    generated: Vec<&'static str>,
    apply: Box<PatternFn>,
}

impl FnPattern {
    /// A pattern rooted at ops named `root` (any op when `None`).
    pub fn new(
        root: Option<&str>,
        name: &str,
        benefit: u16,
        apply: impl Fn(&Context, &mut PatternRewriter<'_>, OpId) -> Result<(), MatchFailure>
        + Send
        + Sync
        + 'static,
    ) -> Self {
        FnPattern {
            root: root.map(str::to_string),
            name: name.to_string(),
            benefit,
            generated: Vec::new(),
            apply: Box::new(apply),
        }
    }

    /// A pattern for one op kind written over its typed wrapper `T` (what MLIR's
    /// `OpRewritePattern<T>` is for): rooted at `T::NAME`; an op of that name without the shape
    /// `T` needs fails to match.
    pub fn for_op<T: Op + 'static>(
        name: &str,
        benefit: u16,
        apply: impl Fn(&Context, &mut PatternRewriter<'_>, T) -> Result<(), MatchFailure>
        + Send
        + Sync
        + 'static,
    ) -> Self {
        Self::new(Some(T::NAME), name, benefit, move |ctx, rewriter, op| {
            let typed = T::from_op(rewriter.body(), ctx, op)
                .ok_or_else(|| MatchFailure::new("op does not have the shape its wrapper needs"))?;
            apply(ctx, rewriter, typed)
        })
    }

    /// Declares the ops the pattern may create.
    pub fn with_generated_ops(mut self, ops: &[&'static str]) -> Self {
        self.generated = ops.to_vec();
        self
    }
}

impl RewritePattern for FnPattern {
    fn root(&self) -> PatternRoot<'_> {
        match &self.root {
            Some(name) => PatternRoot::Op(name),
            None => PatternRoot::Any,
        }
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        &self.name
    }

    fn generated_ops(&self) -> &[&str] {
        &self.generated
    }

    fn match_and_rewrite(
        &self,
        ctx: &Context,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
    ) -> Result<(), MatchFailure> {
        (self.apply)(ctx, rewriter, op)
    }
}
