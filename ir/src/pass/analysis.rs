//! Analyses: facts computed from the IR of one op (dominance, liveness, ...), cached per op by
//! Rust type so that passes share them until a pass changes what they describe.
//!
//! An [`Analysis`] is an owned value computed from `(context, body, op)`: it does not borrow the
//! IR, so it can outlive the pass that computed it (queries that need the IR take it again, as
//! [`DominanceInfo::with_cache`] does with a [`DominanceCache`]). Each op the pipeline runs on has
//! an [`AnalysisManager`] holding its analyses and those of the isolated ops directly inside it
//! (child analyses). After a pass, every analysis it did not declare preserved
//! ([`PreservedAnalyses`]) is dropped, and so is every analysis computed from a dropped one
//! (dependencies are recorded when an analysis asks for another while being computed). A pass
//! on a nested op can read the analyses its ancestors have cached
//! ([`Analyses::cached_parent`], MLIR's `getCachedParentAnalysis`), never compute them: the
//! ancestors' IR is out of its reach, and its siblings may be reading them on other threads
//! (hence analyses are `Sync`).
//!
//! This is not where analyses are scheduled or timed: the pass manager does that, and tells its
//! instrumentation through the hooks passed in [`Analyses`].

use super::instrumentation::{AnalysisEvent, Hooks};
use crate::context::Context;
use crate::structure::{Body, OpId};
use crate::verifier::{DominanceCache, DominanceInfo};
use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};

/// A fact about an op's IR, computed on demand and cached (see the module documentation).
pub trait Analysis: Any + Send + Sync + Sized {
    /// Computes the analysis of `op` (an op of `body`); `analyses` gives the other analyses of
    /// the same op, and using one makes this analysis depend on it.
    fn compute(ctx: &Context, body: &Body, op: OpId, analyses: &mut Analyses<'_>) -> Self;

    /// The name timing reports show (`(A) DominanceInfo`): the type's name without its path.
    fn name() -> &'static str {
        let full = std::any::type_name::<Self>();
        let base = full.split('<').next().unwrap_or(full);
        base.rsplit("::").next().unwrap_or(base)
    }

    /// Whether the analysis is stale after a pass that preserved `preserved`. By default, unless
    /// it was preserved by type.
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        !preserved.is_preserved::<Self>()
    }
}

/// Which analyses a pass kept valid: all, none (the default), or some by type.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PreservedAnalyses {
    all: bool,
    kept: Vec<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing is preserved.
    pub fn none() -> Self {
        Self::default()
    }

    /// Everything is preserved (the pass did not change the IR).
    pub fn all() -> Self {
        PreservedAnalyses {
            all: true,
            kept: Vec::new(),
        }
    }

    /// Marks analysis `A` preserved.
    pub fn preserve<A: Analysis>(&mut self) {
        self.preserve_id(TypeId::of::<A>());
    }

    /// Marks the analysis with type id `id` preserved.
    pub fn preserve_id(&mut self, id: TypeId) {
        if !self.kept.contains(&id) {
            self.kept.push(id);
        }
    }

    /// Whether everything is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether nothing is preserved.
    pub fn is_none(&self) -> bool {
        !self.all && self.kept.is_empty()
    }

    /// Whether analysis `A` is preserved.
    pub fn is_preserved<A: Analysis>(&self) -> bool {
        self.is_preserved_id(TypeId::of::<A>())
    }

    /// Whether the analysis with type id `id` is preserved.
    pub fn is_preserved_id(&self, id: TypeId) -> bool {
        self.all || self.kept.contains(&id)
    }
}

/// An analysis stored with what it needs to be invalidated without knowing its type.
trait Stored: Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn invalidated(&self, preserved: &PreservedAnalyses) -> bool;
}

impl<A: Analysis> Stored for A {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        self.is_invalidated(preserved)
    }
}

struct Entry {
    id: TypeId,
    value: Box<dyn Stored>,
    /// The analyses of the same op this one was computed from.
    deps: Vec<TypeId>,
}

/// The cached analyses of one op and of the isolated ops directly inside it, in the order they
/// were computed (an analysis always comes after those it depends on).
#[derive(Default)]
pub struct AnalysisManager {
    entries: Vec<Entry>,
    children: FxHashMap<OpId, AnalysisManager>,
}

impl std::fmt::Debug for AnalysisManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "AnalysisManager({} analyses, {} children)",
            self.entries.len(),
            self.children.len()
        )
    }
}

impl AnalysisManager {
    /// No analysis cached.
    pub fn new() -> Self {
        Self::default()
    }

    /// The cached analysis `A`, if any.
    pub fn cached<A: Analysis>(&self) -> Option<&A> {
        let id = TypeId::of::<A>();
        self.entries
            .iter()
            .find(|e| e.id == id)
            .and_then(|e| e.value.as_any().downcast_ref())
    }

    /// Number of analyses cached for this op (not counting children).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no analysis is cached for this op.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The manager of child `op` (an op in this op's regions), created empty if needed.
    pub fn child_mut(&mut self, op: OpId) -> &mut AnalysisManager {
        self.children.entry(op).or_default()
    }

    /// The manager of child `op`, if it has one.
    pub fn child(&self, op: OpId) -> Option<&AnalysisManager> {
        self.children.get(&op)
    }

    /// Removes and returns the manager of child `op` (empty if it had none), e.g. to hand it to
    /// the thread that runs a pipeline on that child.
    pub fn take_child(&mut self, op: OpId) -> AnalysisManager {
        self.children.remove(&op).unwrap_or_default()
    }

    /// Drops every analysis of this op and its children.
    pub fn clear(&mut self) {
        self.entries.clear();
        self.children.clear();
    }

    /// Drops the analyses `preserved` does not keep, and those computed from them, here and in
    /// every child; when nothing is preserved, children are dropped whole.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        if preserved.is_none() {
            self.clear();
            return;
        }
        let mut dropped: Vec<TypeId> = Vec::new();
        self.entries.retain(|entry| {
            let stale = entry.value.invalidated(preserved)
                || entry.deps.iter().any(|dep| dropped.contains(dep));
            if stale {
                dropped.push(entry.id);
            }
            !stale
        });
        for child in self.children.values_mut() {
            child.invalidate(preserved);
        }
    }
}

/// A pass's access to the analyses of the op it runs on (and of the isolated ops directly inside
/// it): computed on first request, then cached. The body is passed to each request rather than
/// held, so a pass can query analyses and edit its body in turn.
pub struct Analyses<'a> {
    ctx: &'a Context,
    op: OpId,
    manager: &'a mut AnalysisManager,
    /// The managers of the ops whose pipelines lead to this one, outermost first.
    parents: &'a [&'a AnalysisManager],
    hooks: Hooks<'a>,
    /// While an analysis is being computed: the analyses it asked for.
    used: Option<Vec<TypeId>>,
}

impl<'a> Analyses<'a> {
    /// Access to the analyses of `op` kept in `manager`, reporting computations to `hooks`.
    pub(crate) fn new(
        ctx: &'a Context,
        op: OpId,
        manager: &'a mut AnalysisManager,
        hooks: Hooks<'a>,
    ) -> Self {
        Analyses {
            ctx,
            op,
            manager,
            parents: &[],
            hooks,
            used: None,
        }
    }

    /// The same access, with `parents` the managers of the enclosing ops, outermost first.
    pub(crate) fn with_parents(mut self, parents: &'a [&'a AnalysisManager]) -> Self {
        self.parents = parents;
        self
    }

    /// Analysis `A` of the op's parent (the op whose nested pipeline runs on this one), if it
    /// is cached there (MLIR's `getCachedParentAnalysis`). It is never computed here.
    pub fn cached_parent<A: Analysis>(&self) -> Option<&A> {
        self.parents.last()?.cached()
    }

    /// Analysis `A` of the nearest enclosing op that has it cached, with how many levels up it
    /// is (1 for the parent).
    pub fn cached_ancestor<A: Analysis>(&self) -> Option<(&A, usize)> {
        self.parents
            .iter()
            .rev()
            .enumerate()
            .find_map(|(i, m)| m.cached().map(|a| (a, i + 1)))
    }

    /// Analysis `A` of the op, computed from `body` (the body holding the op) if not cached.
    pub fn get<A: Analysis>(&mut self, body: &Body) -> &A {
        let id = TypeId::of::<A>();
        if let Some(used) = &mut self.used
            && !used.contains(&id)
        {
            used.push(id);
        }
        let index = match self.manager.entries.iter().position(|e| e.id == id) {
            Some(index) => index,
            None => {
                let event = AnalysisEvent {
                    name: A::name(),
                    id,
                    ctx: self.ctx,
                    body,
                    op: self.op,
                    path: self.hooks.path,
                };
                self.hooks.before_analysis(&event);
                let mut inner = Analyses {
                    ctx: self.ctx,
                    op: self.op,
                    manager: &mut *self.manager,
                    parents: self.parents,
                    hooks: self.hooks,
                    used: Some(Vec::new()),
                };
                let value = A::compute(self.ctx, body, self.op, &mut inner);
                let deps = inner.used.unwrap_or_default();
                self.hooks.after_analysis(&event);
                self.manager.entries.push(Entry {
                    id,
                    value: Box::new(value),
                    deps,
                });
                self.manager.entries.len() - 1
            }
        };
        self.manager.entries[index]
            .value
            .as_any()
            .downcast_ref()
            .expect("entries are stored under their own type id")
    }

    /// Analysis `A` of the op if it is cached.
    pub fn cached<A: Analysis>(&self) -> Option<&A> {
        self.manager.cached()
    }

    /// Analysis `A` of `child`, an isolated op directly inside the op (an op of the body that
    /// holds the op's regions), computed if not cached; `body` is the body holding the op.
    pub fn get_child<A: Analysis>(&mut self, body: &Body, child: OpId) -> &A {
        let (scope, _) = body.region_scope(self.op);
        let manager = self.manager.child_mut(child);
        let mut child_analyses = Analyses::new(self.ctx, child, manager, self.hooks);
        child_analyses.get::<A>(scope);
        self.manager
            .child(child)
            .and_then(|m| m.cached())
            .expect("computed just above")
    }

    /// Analysis `A` of `child` if it is cached.
    pub fn cached_child<A: Analysis>(&self, child: OpId) -> Option<&A> {
        self.manager.child(child).and_then(|m| m.cached())
    }
}

/// Dominance as an analysis: the op's regions' dominator trees, built lazily and kept until a
/// pass changes blocks or control flow without preserving it. Query it through
/// [`DominanceInfo::with_cache`] on the body holding the op's regions.
impl Analysis for DominanceCache {
    fn compute(_ctx: &Context, body: &Body, op: OpId, _analyses: &mut Analyses<'_>) -> Self {
        DominanceCache::new(body.region_scope(op).0)
    }

    fn name() -> &'static str {
        "DominanceInfo"
    }
}

/// Dominance queries for the regions of `op` (an op of `body`), using the op's cached
/// dominance analysis.
pub fn dominance<'b>(
    ctx: &'b Context,
    body: &'b Body,
    op: OpId,
    cache: &'b DominanceCache,
) -> DominanceInfo<'b> {
    DominanceInfo::with_cache(ctx, body.region_scope(op).0, cache)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parser::{ParseOptions, parse_source};

    /// Counts ops in the op's regions; counts its computations in a shared counter.
    struct OpCount(usize);
    static COMPUTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    impl Analysis for OpCount {
        fn compute(_: &Context, body: &Body, op: OpId, _: &mut Analyses<'_>) -> Self {
            COMPUTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            OpCount(body.count_ops(op) - 1)
        }
    }

    /// Computed from `OpCount`.
    struct Doubled(usize);

    impl Analysis for Doubled {
        fn compute(_: &Context, body: &Body, _: OpId, analyses: &mut Analyses<'_>) -> Self {
            Doubled(analyses.get::<OpCount>(body).0 * 2)
        }
    }

    /// Never invalidated.
    struct Sticky;

    impl Analysis for Sticky {
        fn compute(_: &Context, _: &Body, _: OpId, _: &mut Analyses<'_>) -> Self {
            Sticky
        }

        fn is_invalidated(&self, _: &PreservedAnalyses) -> bool {
            false
        }
    }

    fn module(ctx: &Context) -> crate::OwnedOp {
        ctx.set_allow_unregistered_dialects(true);
        let text =
            "module {\n  \"t.a\"() : () -> ()\n  module @inner {\n    \"t.b\"() : () -> ()\n  }\n}";
        parse_source(ctx, text, &ParseOptions::default()).unwrap()
    }

    #[test]
    fn analyses_are_cached_by_type_until_invalidated() {
        let ctx = Context::new();
        let ir = module(&ctx);
        let mut manager = AnalysisManager::new();
        let before = COMPUTED.load(std::sync::atomic::Ordering::Relaxed);
        let mut analyses = Analyses::new(&ctx, ir.op, &mut manager, Hooks::none());
        assert_eq!(analyses.get::<OpCount>(&ir.body).0, 3);
        assert_eq!(analyses.get::<OpCount>(&ir.body).0, 3);
        assert_eq!(analyses.get::<Doubled>(&ir.body).0, 6);
        assert!(analyses.cached::<Sticky>().is_none());
        analyses.get::<Sticky>(&ir.body);
        // One computation of `OpCount`, shared by `Doubled`.
        assert_eq!(
            COMPUTED.load(std::sync::atomic::Ordering::Relaxed) - before,
            1
        );
        assert_eq!(manager.len(), 3);

        // Preserving everything keeps everything.
        manager.invalidate(&PreservedAnalyses::all());
        assert_eq!(manager.len(), 3);
        // Preserving `Doubled` alone drops it anyway: it was computed from `OpCount`.
        let mut kept = PreservedAnalyses::none();
        kept.preserve::<Doubled>();
        manager.invalidate(&kept);
        assert!(manager.cached::<OpCount>().is_none());
        assert!(manager.cached::<Doubled>().is_none());
        assert!(manager.cached::<Sticky>().is_some());
        // Preserving both keeps both; preserving `OpCount` alone drops `Doubled` only.
        let mut analyses = Analyses::new(&ctx, ir.op, &mut manager, Hooks::none());
        analyses.get::<Doubled>(&ir.body);
        let mut kept = PreservedAnalyses::none();
        kept.preserve::<OpCount>();
        kept.preserve::<Doubled>();
        manager.invalidate(&kept);
        assert!(manager.cached::<OpCount>().is_some() && manager.cached::<Doubled>().is_some());
        let mut kept = PreservedAnalyses::none();
        kept.preserve::<OpCount>();
        manager.invalidate(&kept);
        assert!(manager.cached::<OpCount>().is_some() && manager.cached::<Doubled>().is_none());
        // Preserving nothing drops all, even what says it is never stale.
        manager.invalidate(&PreservedAnalyses::none());
        assert!(manager.is_empty());
    }

    #[test]
    fn child_analyses_live_in_the_child_manager() {
        let ctx = Context::new();
        let ir = module(&ctx);
        let (scope, regions) = ir.body.region_scope(ir.op);
        let block = scope.region_entry(regions[0]).unwrap();
        let inner = scope.block_ops(block).nth(1).unwrap();
        let mut manager = AnalysisManager::new();
        let mut analyses = Analyses::new(&ctx, ir.op, &mut manager, Hooks::none());
        assert!(analyses.cached_child::<OpCount>(inner).is_none());
        assert_eq!(analyses.get_child::<OpCount>(&ir.body, inner).0, 1);
        assert_eq!(
            analyses.cached_child::<OpCount>(inner).map(|c| c.0),
            Some(1)
        );
        assert!(analyses.cached::<OpCount>().is_none());
        // Child analyses follow the parent's invalidation.
        let mut kept = PreservedAnalyses::none();
        kept.preserve::<Sticky>();
        manager.invalidate(&kept);
        assert!(manager.child(inner).is_some_and(|m| m.is_empty()));
        manager.child_mut(inner);
        assert!(manager.take_child(inner).is_empty());
        assert!(manager.child(inner).is_none());
    }

    #[test]
    fn a_nested_op_reads_what_its_ancestors_cached_and_computes_nothing_for_them() {
        let ctx = Context::new();
        let ir = module(&ctx);
        let (scope, regions) = ir.body.region_scope(ir.op);
        let block = scope.region_entry(regions[0]).unwrap();
        let inner = scope.block_ops(block).nth(1).unwrap();
        let mut top = AnalysisManager::new();
        Analyses::new(&ctx, ir.op, &mut top, Hooks::none()).get::<OpCount>(&ir.body);
        let mut middle = AnalysisManager::new();
        Analyses::new(&ctx, inner, &mut middle, Hooks::none()).get::<Sticky>(scope);
        let parents = [&top, &middle];
        let mut child = AnalysisManager::new();
        let analyses = Analyses::new(&ctx, inner, &mut child, Hooks::none()).with_parents(&parents);
        // The parent (`middle`) has `Sticky` only; `OpCount` is two levels up.
        assert!(analyses.cached_parent::<Sticky>().is_some());
        assert!(analyses.cached_parent::<OpCount>().is_none());
        assert_eq!(
            analyses
                .cached_ancestor::<OpCount>()
                .map(|(a, up)| (a.0, up)),
            Some((3, 2))
        );
        assert!(analyses.cached_ancestor::<Doubled>().is_none());
        assert!(analyses.cached::<Sticky>().is_none());
        // A top-level op has no parent.
        let mut alone = AnalysisManager::new();
        let analyses = Analyses::new(&ctx, ir.op, &mut alone, Hooks::none());
        assert!(analyses.cached_parent::<Sticky>().is_none());
        assert!(analyses.cached_ancestor::<Sticky>().is_none());
    }

    #[test]
    fn dominance_is_an_analysis_and_reused_across_views() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let text = "module {\n  module @m {\n    \"t.f\"() ({\n      \"t.br\"()[^bb1] : () -> ()\n    ^bb1:\n      \"t.ret\"() : () -> ()\n    }) : () -> ()\n  }\n}";
        let ir = parse_source(&ctx, text, &ParseOptions::default()).unwrap();
        let (scope, regions) = ir.body.region_scope(ir.op);
        let m = scope
            .first_op(scope.region_entry(regions[0]).unwrap())
            .unwrap();
        let (inner, inner_regions) = scope.region_scope(m);
        let f = inner
            .first_op(inner.region_entry(inner_regions[0]).unwrap())
            .unwrap();
        let blocks: Vec<_> = inner.region_blocks(inner.op_regions(f)[0]).collect();

        let mut manager = AnalysisManager::new();
        let mut analyses = Analyses::new(&ctx, ir.op, &mut manager, Hooks::none());
        assert_eq!(<DominanceCache as Analysis>::name(), "DominanceInfo");
        assert_eq!(<OpCount as Analysis>::name(), "OpCount");
        let cache = analyses.get_child::<DominanceCache>(&ir.body, m);
        assert_eq!(format!("{cache:?}"), "DominanceCache(0 region trees built)");
        let dom = dominance(&ctx, scope, m, cache);
        assert!(dom.block_dominates(blocks[0], blocks[1]));
        assert!(!dom.block_dominates(blocks[1], blocks[0]));
        drop(dom);
        // A second view reuses the tree the first one built.
        assert_eq!(format!("{cache:?}"), "DominanceCache(1 region trees built)");
        let again = dominance(&ctx, scope, m, cache);
        assert_eq!(again.immediate_dominator(blocks[1]), Some(blocks[0]));

        // A cache made before blocks were added is not used for the grown body.
        let mut grown = inner.clone();
        let extra = grown.create_block(&[]);
        grown.append_block(grown.op_regions(f)[0], extra).unwrap();
        let fresh = DominanceInfo::with_cache(&ctx, &grown, cache);
        assert!(!fresh.is_reachable(extra));
        assert!(fresh.block_dominates(blocks[0], blocks[1]));
    }
}
