//! Pattern rewriting, MLIR's "Pattern Rewriting" and "Operation Canonicalization" machinery:
//! patterns and pattern sets, the rewriter that reports every change to a listener, folding with
//! constant materialization, the greedy driver that applies patterns and folds to a fixed point,
//! region simplification, and statistics on why patterns did or did not apply.
//!
//! A pattern ([`RewritePattern`], or a [`FnPattern`] made of a plain function over an op or a
//! typed op wrapper) matches an op and rewrites it through a [`PatternRewriter`]. Op kinds
//! contribute a fold hook and canonicalization patterns through their descriptors ([`FoldFn`],
//! [`CanonicalizeFn`]); dialects turn folded attributes back into ops
//! ([`MaterializeConstantFn`]). The canonicalize pass is [`apply_patterns_and_fold_greedily`]
//! with [`canonicalization_patterns`]. Dialect conversion is not here.

mod driver;
mod fold;
mod folder;
mod listener;
mod op_set;
mod pattern;
mod pattern_set;
pub mod region_simplify;
mod rewriter;
mod stats;

#[cfg(test)]
pub(crate) mod testing;

pub use driver::{
    GreedyRewriteConfig, GreedyRewriteDriver, GreedyRewriteResult, Strictness, WORK_BASE,
    WORK_PER_OP, apply_op_patterns_and_fold, apply_patterns_and_fold_greedily,
    apply_patterns_and_fold_greedily_on_op,
};
pub use fold::{
    FoldFn, FoldOutcome, FoldResult, FoldStatus, InPlaceUpdate, MaterializeConstantFn,
    apply_in_place_update, build_value_constant, constant_value, fold_identity_cast, fold_op,
    fold_op_with, fold_to_value_attr, fold_with_traits, has_folder, m_constant,
};
pub use folder::{OperationFolder, insertion_region};
pub use listener::RewriteListener;
pub use pattern::{
    FnPattern, MatchFailure, PatternFn, PatternRoot, RewriteFn, RewritePattern, TraitRoot, TypeKey,
};
pub use pattern_set::{
    CanonicalizeFn, FrozenRewritePatternSet, RewritePatternSet, canonicalization_patterns,
};
pub use region_simplify::{RegionSimplification, simplify_regions};
pub use rewriter::{PatternRewriter, RuleEvent};
pub use stats::{FailureStat, PatternStat, PatternStats, RuleStat};
