//! Pattern sets: [`RewritePatternSet`] collects patterns; [`FrozenRewritePatternSet`] is its
//! immutable, indexed form that drivers use (shared across threads): for each root op name the
//! patterns to try, highest benefit first (equal benefits in the order they were added), with
//! the patterns for any op merged in by benefit. A pattern rooted at a trait or an interface is
//! listed, when the set is frozen, under every registered op that has it (as MLIR does), so
//! that finding an op's patterns stays one lookup by name. Its
//! [`FrozenRewritePatternSet::apply`] is MLIR's `PatternApplicator::matchAndRewrite`. It does
//! not walk IR.

use super::pattern::{FnPattern, MatchFailure, PatternRoot, RewriteFn, RewritePattern, TraitRoot};
use super::rewriter::{PatternRewriter, RuleEvent};
use crate::context::{Context, OpName};
use crate::op::Op;
use crate::structure::OpId;
use rustc_hash::FxHashMap;

/// An op kind's canonicalization hook: adds its canonicalization patterns to `patterns`.
pub type CanonicalizeFn = fn(&Context, &mut RewritePatternSet);

/// A growable collection of patterns. See the module documentation.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds a pattern rooted at ops named `root`, made of a function or closure.
    pub fn add_fn(
        &mut self,
        root: &str,
        name: &str,
        benefit: u16,
        apply: impl RewriteFn,
    ) -> &mut Self {
        self.add(FnPattern::new(Some(root), name, benefit, apply))
    }

    /// Adds a pattern tried on every op, made of a function or closure.
    pub fn add_any_op_fn(&mut self, name: &str, benefit: u16, apply: impl RewriteFn) -> &mut Self {
        self.add(FnPattern::new(None, name, benefit, apply))
    }

    /// Adds a pattern tried on every registered op declaring trait `root` (a
    /// [`crate::traits::Trait`] or a [`TraitRoot::native`]), made of a function or closure.
    pub fn add_trait_fn(
        &mut self,
        root: impl Into<TraitRoot>,
        name: &str,
        benefit: u16,
        apply: impl RewriteFn,
    ) -> &mut Self {
        self.add(FnPattern::for_trait(root, name, benefit, apply))
    }

    /// Adds a pattern tried on every registered op implementing interface `I` (e.g.
    /// `dyn MemoryEffects`), made of a function or closure.
    pub fn add_interface_fn<I: ?Sized + 'static>(
        &mut self,
        name: &str,
        benefit: u16,
        apply: impl RewriteFn,
    ) -> &mut Self {
        self.add(FnPattern::for_interface::<I>(name, benefit, apply))
    }

    /// Adds a pattern over the typed op wrapper `T`, made of a function or closure.
    pub fn add_op_fn<T: Op + 'static>(
        &mut self,
        name: &str,
        benefit: u16,
        apply: impl RewriteFn<T>,
    ) -> &mut Self {
        self.add(FnPattern::for_op::<T>(name, benefit, apply))
    }

    /// Moves the patterns of `other` into this set, after its own.
    pub fn extend(&mut self, other: RewritePatternSet) -> &mut Self {
        self.patterns.extend(other.patterns);
        self
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set has no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns in the order they were added.
    pub fn patterns(&self) -> impl Iterator<Item = &dyn RewritePattern> {
        self.patterns.iter().map(|p| &**p)
    }

    /// The patterns, in the order they were added.
    pub fn into_patterns(self) -> Vec<Box<dyn RewritePattern>> {
        self.patterns
    }

    /// Keeps only the patterns for which `keep` holds (e.g. to enable or disable patterns by
    /// debug name).
    pub fn retain(&mut self, mut keep: impl FnMut(&dyn RewritePattern) -> bool) -> &mut Self {
        self.patterns.retain(|pattern| keep(pattern.as_ref()));
        self
    }

    /// The frozen form of the set (see [`FrozenRewritePatternSet::new`]).
    pub fn freeze(self, ctx: &Context) -> FrozenRewritePatternSet {
        FrozenRewritePatternSet::new(ctx, self)
    }
}

/// The canonicalization patterns of every registered op kind, collected from the ops'
/// `canonicalize` hooks in the order of their names (as MLIR's canonicalizer does).
pub fn canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
    let mut patterns = RewritePatternSet::new();
    for name in ctx.registered_ops() {
        if let Some(hook) = ctx.op_descriptor(name).and_then(|d| d.canonicalize) {
            hook(ctx, &mut patterns);
        }
    }
    patterns
}

/// The immutable, indexed form of a pattern set. See the module documentation.
pub struct FrozenRewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    /// For each root op name with patterns of its own: the indices of the patterns to try, its
    /// own and the any-op ones merged, in order.
    by_op: FxHashMap<OpName, Box<[u32]>>,
    /// The any-op patterns in order, for ops without patterns of their own.
    any_op: Box<[u32]>,
}

impl FrozenRewritePatternSet {
    /// Indexes `set` by root op name and orders each list by benefit (stable). Trait and
    /// interface roots are resolved against the ops registered now: an op registered later
    /// does not get them.
    pub fn new(ctx: &Context, set: RewritePatternSet) -> Self {
        let patterns = set.patterns;
        let benefit = |index: u32| patterns[index as usize].benefit();
        let mut own: FxHashMap<OpName, Vec<u32>> = FxHashMap::default();
        let mut roots = Vec::new();
        let mut any_op = Vec::new();
        let mut registered = None;
        // Patterns are visited in the order they were added, so each list starts in that order
        // and the stable sort below keeps it among equal benefits.
        let mut list_under = |name: OpName, index: usize| {
            let list = own.entry(name).or_default();
            if list.is_empty() {
                roots.push(name);
            }
            list.push(index as u32);
        };
        for (index, pattern) in patterns.iter().enumerate() {
            let root = pattern.root();
            match root {
                PatternRoot::Op(name) => list_under(ctx.op_name(name), index),
                PatternRoot::Trait(_) | PatternRoot::Interface(_) => {
                    let registered = registered.get_or_insert_with(|| ctx.registered_ops());
                    for &name in registered.iter() {
                        if ctx.op_descriptor(name).is_some_and(|d| root.held_by(d)) {
                            list_under(name, index);
                        }
                    }
                }
                PatternRoot::Any => any_op.push(index as u32),
            }
        }
        any_op.sort_by_key(|&i| std::cmp::Reverse(benefit(i)));
        let mut by_op = FxHashMap::default();
        for name in roots {
            let mut list = own.remove(&name).unwrap_or_default();
            list.sort_by_key(|&i| std::cmp::Reverse(benefit(i)));
            by_op.insert(name, merge_by_benefit(&list, &any_op, benefit));
        }
        FrozenRewritePatternSet {
            by_op,
            any_op: any_op.into_boxed_slice(),
            patterns,
        }
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether there is no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Pattern `index` (indices are the order in which patterns were added).
    pub fn pattern(&self, index: usize) -> Option<&dyn RewritePattern> {
        self.patterns.get(index).map(|p| &**p)
    }

    /// All patterns in the order they were added.
    pub fn patterns(&self) -> impl Iterator<Item = &dyn RewritePattern> {
        self.patterns.iter().map(|p| &**p)
    }

    /// The indices of the patterns tried on ops named `name`, in the order they are tried.
    pub fn order_for(&self, name: OpName) -> &[u32] {
        self.by_op.get(&name).map_or(&self.any_op, |list| list)
    }

    /// Tries the patterns of `op` in order until one applies (the rewriter's insertion point is
    /// set before `op` for each); returns the index of the pattern that applied.
    pub fn apply(
        &self,
        ctx: &Context,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
    ) -> Option<usize> {
        self.apply_observed(ctx, rewriter, op, &mut |_, _, _, _| {})
    }

    /// [`FrozenRewritePatternSet::apply`], calling `observe` after each pattern with its index,
    /// its result, whether it changed the IR and what its rules reported.
    pub(crate) fn apply_observed(
        &self,
        ctx: &Context,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
        observe: &mut PatternObserver<'_>,
    ) -> Option<usize> {
        let order = self.order_for(rewriter.body().op_name(op));
        for &index in order {
            let index = index as usize;
            let pattern = &*self.patterns[index];
            rewriter.set_insertion_point_before(op);
            rewriter.pattern_begin(pattern, op);
            let before = rewriter.changes();
            let result = pattern.match_and_rewrite(ctx, rewriter, op);
            let changed = rewriter.changes() != before;
            rewriter.pattern_end(pattern, &result, changed);
            let rules = rewriter.take_rule_log();
            observe(index, &result, changed, &rules);
            if result.is_ok() {
                return Some(index);
            }
            // A pattern that failed after erasing its root leaves nothing to try the others on.
            if !rewriter.body().contains_op(op) {
                return None;
            }
        }
        None
    }
}

/// What [`FrozenRewritePatternSet::apply_observed`] calls after each pattern: its index, its
/// result, whether it changed the IR, and what its rules reported (when it is made of several
/// and they are watched).
pub(crate) type PatternObserver<'a> =
    dyn FnMut(usize, &Result<(), MatchFailure>, bool, &[RuleEvent]) + 'a;

/// Merges two lists sorted by decreasing benefit; on equal benefit `own` comes first.
fn merge_by_benefit(own: &[u32], any: &[u32], benefit: impl Fn(u32) -> u16) -> Box<[u32]> {
    let mut merged = Vec::with_capacity(own.len() + any.len());
    let (mut i, mut j) = (0, 0);
    while i < own.len() || j < any.len() {
        let take_any = j < any.len() && (i == own.len() || benefit(any[j]) > benefit(own[i]));
        if take_any {
            merged.push(any[j]);
            j += 1;
        } else {
            merged.push(own[i]);
            i += 1;
        }
    }
    merged.into_boxed_slice()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::traits::{Trait, TraitSet};

    fn never(name: &str, root: Option<&str>, benefit: u16) -> FnPattern {
        FnPattern::new(root, name, benefit, |_, _, _| {
            Err(MatchFailure::new("never"))
        })
    }

    fn names(frozen: &FrozenRewritePatternSet, ctx: &Context, op: &str) -> Vec<String> {
        frozen
            .order_for(ctx.op_name(op))
            .iter()
            .filter_map(|&i| frozen.pattern(i as usize))
            .map(|p| p.debug_name().to_string())
            .collect()
    }

    #[test]
    fn patterns_are_ordered_by_benefit_with_any_op_ones_merged_in() {
        let ctx = Context::new();
        let mut set = RewritePatternSet::new();
        set.add(never("a1", Some("x.a"), 1))
            .add(never("any2", None, 2))
            .add(never("a3", Some("x.a"), 3))
            .add(never("a2", Some("x.a"), 2))
            .add(never("b1", Some("x.b"), 1))
            .add(never("any1", None, 1))
            .add(never("a2-again", Some("x.a"), 2));
        assert_eq!(set.len(), 7);
        let frozen = set.freeze(&ctx);
        assert_eq!(
            names(&frozen, &ctx, "x.a"),
            vec!["a3", "a2", "a2-again", "any2", "a1", "any1"]
        );
        assert_eq!(names(&frozen, &ctx, "x.b"), vec!["any2", "b1", "any1"]);
        assert_eq!(names(&frozen, &ctx, "x.other"), vec!["any2", "any1"]);
    }

    fn add_two(_: &Context, set: &mut RewritePatternSet) {
        set.add(never("c.two", Some("c.two"), 1));
    }

    fn add_one(_: &Context, set: &mut RewritePatternSet) {
        set.add(never("c.one-a", Some("c.one"), 1))
            .add(never("c.one-b", Some("c.one"), 1));
    }

    #[test]
    fn canonicalization_patterns_come_from_every_registered_op_by_name() {
        let ctx = Context::new();
        ctx.register_dialect(
            DialectDescriptor::new("c"),
            vec![
                OpDescriptor::new("c.two").with_canonicalize(add_two),
                OpDescriptor::new("c.none"),
                OpDescriptor::new("c.one").with_canonicalize(add_one),
            ],
        );
        let set = canonicalization_patterns(&ctx);
        let names: Vec<&str> = set.patterns().map(|p| p.debug_name()).collect();
        assert_eq!(names, vec!["c.one-a", "c.one-b", "c.two"]);
        let mut more = RewritePatternSet::new();
        more.add(never("extra", None, 1)).extend(set);
        assert_eq!(more.len(), 4);
        assert!(!more.is_empty());
    }

    fn never_trait(name: &str, root: impl Into<TraitRoot>, benefit: u16) -> FnPattern {
        FnPattern::for_trait(root, name, benefit, |_, _, _| {
            Err(MatchFailure::new("never"))
        })
    }

    trait Glows: Send + Sync {}
    struct Glow;
    impl Glows for Glow {}

    struct Marked;
    impl crate::traits::NativeOpTrait for Marked {}

    /// `t.add` and `t.mul` are commutative, `t.mul` is marked and glows, `t.sub` has nothing.
    fn roots_context() -> Context {
        let ctx = Context::new();
        let commutative = TraitSet::new(&[Trait::Commutative]);
        let mul =
            OpDescriptor::new("t.mul").with_traits(commutative.clone().with_native::<Marked>());
        mul.interfaces.insert::<dyn Glows>(Box::new(Glow));
        ctx.register_dialect(
            DialectDescriptor::new("t"),
            vec![
                OpDescriptor::new("t.add").with_traits(commutative),
                mul,
                OpDescriptor::new("t.sub"),
            ],
        );
        ctx
    }

    #[test]
    fn trait_rooted_patterns_are_listed_under_every_op_with_the_trait_by_benefit() {
        let ctx = roots_context();
        let mut set = RewritePatternSet::new();
        set.add(never("add1", Some("t.add"), 1))
            .add(never_trait("comm2", Trait::Commutative, 2))
            .add(never("add2", Some("t.add"), 2))
            .add(never_trait("marked1", TraitRoot::native::<Marked>(), 1))
            .add(never("any1", None, 1))
            .add(never_trait("comm3", Trait::Commutative, 3))
            .add(never_trait("terminator", Trait::IsTerminator, 5));
        let frozen = set.freeze(&ctx);
        assert_eq!(
            names(&frozen, &ctx, "t.add"),
            vec!["comm3", "comm2", "add2", "add1", "any1"]
        );
        assert_eq!(
            names(&frozen, &ctx, "t.mul"),
            vec!["comm3", "comm2", "marked1", "any1"]
        );
        assert_eq!(names(&frozen, &ctx, "t.sub"), vec!["any1"]);
        assert_eq!(names(&frozen, &ctx, "t.unregistered"), vec!["any1"]);
    }

    #[test]
    fn interface_rooted_patterns_are_listed_under_every_op_implementing_it() {
        let ctx = roots_context();
        let mut set = RewritePatternSet::new();
        let fail = |_: &Context,
                    _: &mut PatternRewriter<'_>,
                    _: OpId|
         -> Result<(), MatchFailure> { Err(MatchFailure::new("never")) };
        set.add(never("mul1", Some("t.mul"), 1))
            .add_interface_fn::<dyn Glows>("glows1", 1, fail)
            .add_interface_fn::<dyn Glows>("glows2", 2, fail)
            .add_trait_fn(Trait::Commutative, "comm1", 1, fail);
        let frozen = set.freeze(&ctx);
        assert_eq!(
            names(&frozen, &ctx, "t.mul"),
            vec!["glows2", "mul1", "glows1", "comm1"]
        );
        assert_eq!(names(&frozen, &ctx, "t.add"), vec!["comm1"]);
        assert!(names(&frozen, &ctx, "t.sub").is_empty());
    }
}
