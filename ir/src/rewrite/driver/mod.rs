//! The greedy pattern rewrite driver (MLIR's `applyPatternsAndFoldGreedily` and
//! `applyOpPatternsAndFold`): a worklist of ops, each of which is erased if trivially dead,
//! folded, or rewritten by the first pattern that applies, until nothing changes.
//!
//! One iteration over regions: seed the worklist with every op (pre-order, or post-order when
//! `use_top_down` is off), making constants unique and moving them to the start of their scope
//! on the way; process the worklist; simplify the regions; then do the same in the nested body
//! of every isolated op in them, which has its own worklist (op ids are per body). Iterations
//! repeat while something changed, at most `max_iterations` times; not converging is reported as
//! an error diagnostic, never an endless loop. Changes re-queue what they may enable, as MLIR
//! does: inserted and modified ops and their ancestors up to the scope, and the defining ops of
//! the operands of an erased op.
//!
//! Folding follows MLIR 19: the constants of a folded op are materialized right before it, and
//! the next iteration's seeding makes them unique and moves them up. [`super::OperationFolder`]
//! folds straight into the scope's constants instead, for passes that want that.

mod worklist;

use super::fold::{
    FoldOutcome, FoldStatus, apply_in_place_update, constant_value, fold_op, results_to_values,
};
use super::folder::OperationFolder;
use super::listener::RewriteListener;
use super::op_set::OpSet;
use super::pattern::{MatchFailure, RewritePattern};
use super::pattern_set::FrozenRewritePatternSet;
use super::region_simplify::{RegionSimplification, simplify_regions};
use super::rewriter::PatternRewriter;
use super::stats::{PatternStats, TrySite};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::effects::is_trivially_dead;
use crate::structure::{BlockId, Body, Location, OpId, RegionId, Value, WalkOrder};
use crate::traits::Trait;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use worklist::Worklist;

/// Changes per seeded op after which an iteration stops (see
/// [`GreedyRewriteConfig::max_rewrites`]).
pub const WORK_PER_OP: u64 = 32;

/// Changes an iteration may always make, however few ops it started with.
pub const WORK_BASE: u64 = 1024;

/// Which ops the driver may process (MLIR's `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op in scope.
    AnyOp,
    /// The ops there at the start and the ops created since.
    ExistingAndNewOps,
    /// Only the ops there at the start.
    ExistingOps,
}

/// How the greedy driver works (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyRewriteConfig {
    /// Seed the worklist in pre-order (parents and earlier ops first), which is usually faster;
    /// otherwise in post-order. Default: on, as `mlir-opt-19 --canonicalize` does.
    pub use_top_down: bool,
    /// The region simplification after each iteration. Default: aggressive, as MLIR's config;
    /// `mlir-opt-19 --canonicalize` uses normal.
    pub region_simplification: RegionSimplification,
    /// The most iterations over the regions before giving up (0 does nothing). Default: 10.
    pub max_iterations: u32,
    /// The most pattern applications per iteration (per worklist for the op-list driver);
    /// `None` for no limit (the default). Whatever it says, an iteration also stops after
    /// [`WORK_PER_OP`] changes (pattern applications and folds) per op it started with, plus
    /// [`WORK_BASE`]: patterns that undo each other end in a diagnostic, not in a hang, while
    /// legitimate work that exceeds it just continues in the next iteration.
    pub max_rewrites: Option<u64>,
    /// Which ops may be processed. Default: any.
    pub strictness: Strictness,
    /// Fold ops with their fold hooks. Default: on.
    pub fold: bool,
    /// Make constants unique per scope and move them to its start when seeding. Default: on.
    pub cse_constants: bool,
    /// Collect [`PatternStats`] into the result. Default: off.
    pub collect_stats: bool,
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            use_top_down: true,
            region_simplification: RegionSimplification::Aggressive,
            max_iterations: 10,
            max_rewrites: None,
            strictness: Strictness::AnyOp,
            fold: true,
            cse_constants: true,
            collect_stats: false,
        }
    }
}

/// What a greedy rewrite did.
#[derive(Clone, Debug)]
pub struct GreedyRewriteResult {
    /// Whether the IR changed.
    pub changed: bool,
    /// The iterations run (the op-list driver runs one).
    pub iterations: u32,
    /// For the op-list driver: whether every op of the list was erased.
    pub all_erased: bool,
    /// The statistics, when the config asked for them.
    pub stats: Option<PatternStats>,
    /// Why the rewrite did not converge: an error at the root op (or at the first op of the
    /// list), with notes on what still changed.
    pub error: Option<Diagnostic>,
}

impl GreedyRewriteResult {
    /// Whether the rewrite reached a fixed point.
    pub fn converged(&self) -> bool {
        self.error.is_none()
    }
}

/// Applies `patterns` and folding greedily to the ops in `regions` of `body` and in the nested
/// bodies of the isolated ops among them. The non-convergence error is located at the regions'
/// op when it is in `body` (at the top of a nested body, where it is not, at an unknown
/// location: see [`apply_patterns_and_fold_greedily_on_op`]).
pub fn apply_patterns_and_fold_greedily(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyRewriteResult {
    GreedyRewriteDriver::new(ctx, patterns, config).run_on_regions(body, regions)
}

/// Applies `patterns` and folding greedily to everything nested in `op` (not to `op` itself),
/// whether its regions live in `body` or in its own nested body.
pub fn apply_patterns_and_fold_greedily_on_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyRewriteResult {
    GreedyRewriteDriver::new(ctx, patterns, config).run_on_op(body, op)
}

/// Applies `patterns` and folding to the ops of `ops` (all in `body`) and, depending on
/// `config.strictness`, to the ops the rewrites touch, in one pass over a worklist (MLIR's
/// `applyOpPatternsAndFold`). It converges when the worklist empties before
/// `config.max_rewrites` is reached.
pub fn apply_op_patterns_and_fold(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyRewriteResult {
    GreedyRewriteDriver::new(ctx, patterns, config).run_on_ops(body, ops)
}

/// The greedy driver with an optional listener that hears about every change. The free functions
/// above are shorthands for it.
pub struct GreedyRewriteDriver<'a> {
    ctx: &'a Context,
    patterns: &'a FrozenRewritePatternSet,
    config: &'a GreedyRewriteConfig,
    listener: Option<&'a mut dyn RewriteListener>,
}

impl<'a> GreedyRewriteDriver<'a> {
    /// A driver of `patterns` with `config` and no listener.
    pub fn new(
        ctx: &'a Context,
        patterns: &'a FrozenRewritePatternSet,
        config: &'a GreedyRewriteConfig,
    ) -> Self {
        GreedyRewriteDriver {
            ctx,
            patterns,
            config,
            listener: None,
        }
    }

    /// Reports every change (and every pattern tried) to `listener` too.
    pub fn with_listener(mut self, listener: &'a mut dyn RewriteListener) -> Self {
        self.listener = Some(listener);
        self
    }

    /// See [`apply_patterns_and_fold_greedily`].
    pub fn run_on_regions(self, body: &mut Body, regions: &[RegionId]) -> GreedyRewriteResult {
        let loc = regions
            .first()
            .filter(|&&r| body.contains_region(r))
            .and_then(|&r| body.region_parent_op(r))
            .map_or(self.ctx.common().unknown_loc, |op| body.op_loc(op));
        self.run_iterations(body, Scope::Regions(regions.iter().copied().collect()), loc)
    }

    /// See [`apply_patterns_and_fold_greedily_on_op`].
    pub fn run_on_op(self, body: &mut Body, op: OpId) -> GreedyRewriteResult {
        let loc = body.op_loc(op);
        let (scope_body, regions) = body.region_scope_mut(op);
        self.run_iterations(
            scope_body,
            Scope::Regions(regions.into_iter().collect()),
            loc,
        )
    }

    /// See [`apply_op_patterns_and_fold`].
    pub fn run_on_ops(self, body: &mut Body, ops: &[OpId]) -> GreedyRewriteResult {
        let mut run = Run::new(self);
        let Some(&first) = ops.first() else {
            return run.finish(false, 0, true, None);
        };
        let loc = body.op_loc(first);
        let scope = common_scope(body, ops);
        let mut state = BodyState::default();
        let mut initial = OpSet::new();
        for &op in ops {
            initial.insert(op);
        }
        if run.config.strictness != Strictness::AnyOp {
            state.strict = Some(initial.clone());
        }
        state.surviving = Some(initial);
        for &op in ops {
            add_single(&mut state, run.config.strictness, op);
        }
        let processed = run.process_worklist(body, &scope, &mut state, ops.len());
        let all_erased = state
            .surviving
            .as_ref()
            .is_some_and(|s| ops.iter().all(|&op| !s.contains(op)));
        let error = processed.exhausted.then(|| {
            let rewrites = processed.rewrites;
            run.error(
                loc,
                format!("pattern rewrite did not converge after {rewrites} rewrites"),
            )
        });
        run.finish(processed.changed, 1, all_erased, error)
    }

    fn run_iterations(self, body: &mut Body, scope: Scope, loc: Location) -> GreedyRewriteResult {
        let mut run = Run::new(self);
        let mut state = BodyState::for_body(run.config.strictness, body, &scope, true);
        let max = run.config.max_iterations;
        let mut iterations = 0;
        let mut changed = false;
        let mut converged = true;
        while iterations < max {
            iterations += 1;
            run.log.reset(run.patterns.len());
            if !run.sweep(body, &scope, &mut state) {
                converged = true;
                break;
            }
            changed = true;
            converged = false;
        }
        let error = (!converged).then(|| {
            let s = if max == 1 { "" } else { "s" };
            run.error(
                loc,
                format!("pattern rewrite did not converge after {max} iteration{s}"),
            )
        });
        run.finish(changed, iterations, false, error)
    }
}

/// Which ops a body's worklist may hold: those whose ancestor chain reaches one of the regions
/// (the ancestors are queued with them), or every op.
enum Scope {
    Regions(SmallVec<[RegionId; 2]>),
    Everything,
}

impl Scope {
    /// The scope of a nested body: its top regions.
    fn top_of(body: &Body) -> Scope {
        Scope::Regions(body.top_level_regions().collect())
    }

    fn regions(&self) -> &[RegionId] {
        match self {
            Scope::Regions(regions) => regions,
            Scope::Everything => &[],
        }
    }
}

/// The worklist and bookkeeping of one body, kept across iterations.
#[derive(Default)]
struct BodyState {
    worklist: Worklist,
    /// The ops strict mode allows; `None` when any op is allowed.
    strict: Option<OpSet>,
    /// For the op-list driver: the listed ops not erased yet.
    surviving: Option<OpSet>,
    /// The states of the nested bodies of isolated ops, by owner.
    children: FxHashMap<OpId, BodyState>,
}

impl BodyState {
    /// The state of a body first visited; under strict mode its ops count as existing when
    /// `existing` (false for the body of an op created during the rewrite).
    fn for_body(strictness: Strictness, body: &Body, scope: &Scope, existing: bool) -> Self {
        let mut state = BodyState::default();
        if strictness != Strictness::AnyOp {
            let mut allowed = OpSet::new();
            if existing {
                for op in ops_in(body, scope.regions(), WalkOrder::PreOrder) {
                    allowed.insert(op);
                }
            }
            state.strict = Some(allowed);
        }
        state
    }
}

/// The ops of `regions` and everything nested in them within `body`, in `order`.
fn ops_in(body: &Body, regions: &[RegionId], order: WalkOrder) -> Vec<OpId> {
    let mut ops = Vec::new();
    for &region in regions {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                if body.op_regions(op).is_empty() {
                    ops.push(op);
                } else {
                    ops.extend(body.collect_ops(op, order));
                }
            }
        }
    }
    ops
}

/// The ops of `regions` (and of the regions nested in them, within `body`) that own a nested
/// body, outer ones first.
fn isolated_ops_in(body: &Body, regions: &[RegionId]) -> Vec<OpId> {
    let mut owners = Vec::new();
    let mut pending: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(region) = pending.pop() {
        let mut inner = Vec::new();
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                if body.op_regions(op).is_empty() {
                    continue;
                }
                if body.nested_body(op).is_some() {
                    owners.push(op);
                } else {
                    inner.extend_from_slice(body.op_regions(op));
                }
            }
        }
        pending.extend(inner.into_iter().rev());
    }
    owners
}

/// The innermost region holding every op of `ops`, or every op when one is at the top.
fn common_scope(body: &Body, ops: &[OpId]) -> Scope {
    let Some(mut region) = body.op_parent_region(ops[0]) else {
        return Scope::Everything;
    };
    let inside = |region: RegionId, op: OpId| {
        body.op_parent_block(op)
            .is_some_and(|b: BlockId| body.region_contains_block(region, b))
    };
    loop {
        if ops[1..].iter().all(|&op| inside(region, op)) {
            return Scope::Regions(smallvec::smallvec![region]);
        }
        match body
            .region_parent_op(region)
            .and_then(|op| body.op_parent_region(op))
        {
            Some(parent) => region = parent,
            None => return Scope::Everything,
        }
    }
}

/// Queues `op` if strict mode allows it.
fn add_single(state: &mut BodyState, strictness: Strictness, op: OpId) {
    if strictness == Strictness::AnyOp || state.strict.as_ref().is_some_and(|s| s.contains(op)) {
        state.worklist.push(op);
    }
}

/// Queues `op` and its ancestors when it is within the scope.
fn add_to_worklist(
    state: &mut BodyState,
    scope: &Scope,
    strictness: Strictness,
    body: &Body,
    op: OpId,
) {
    // The common case: `op` sits directly in a scope region.
    if let Some(region) = body.op_parent_region(op)
        && scope.regions().contains(&region)
    {
        return add_single(state, strictness, op);
    }
    let mut chain: SmallVec<[OpId; 4]> = smallvec::smallvec![op];
    let mut current = op;
    let in_scope = loop {
        let Some(region) = body.op_parent_region(current) else {
            break matches!(scope, Scope::Everything);
        };
        if scope.regions().contains(&region) {
            break true;
        }
        match body.region_parent_op(region) {
            Some(parent) => {
                chain.push(parent);
                current = parent;
            }
            None => break matches!(scope, Scope::Everything),
        }
    };
    if in_scope {
        for op in chain {
            add_single(state, strictness, op);
        }
    }
}

/// Queues the defining ops of `op`'s operands that have at most one other user: erasing `op`
/// may leave them dead or with a single use, which often enables more.
fn add_operands_to_worklist(
    state: &mut BodyState,
    scope: &Scope,
    strictness: Strictness,
    body: &Body,
    op: OpId,
) {
    for operand in body.operands(op) {
        let Some(def) = operand.defining_op() else {
            continue;
        };
        let mut other = None;
        let mut many = false;
        for user in body.users(operand) {
            if user == op || Some(user) == other {
                continue;
            }
            if other.is_some() {
                many = true;
                break;
            }
            other = Some(user);
        }
        if !many {
            add_to_worklist(state, scope, strictness, body, def);
        }
    }
}

/// The driver's listener for one body: keeps the worklist right, then tells the user's
/// listener.
struct BodyListener<'r> {
    state: &'r mut BodyState,
    scope: &'r Scope,
    strictness: Strictness,
    user: Option<&'r mut dyn RewriteListener>,
}

impl RewriteListener for BodyListener<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        if let Some(user) = self.user.as_deref_mut() {
            user.op_inserted(body, op);
        }
        // A new op never reuses an allowed id: erasing its previous owner removed it.
        if self.strictness == Strictness::ExistingAndNewOps
            && let Some(strict) = self.state.strict.as_mut()
        {
            strict.insert(op);
        }
        add_to_worklist(self.state, self.scope, self.strictness, body, op);
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        if let Some(user) = self.user.as_deref_mut() {
            user.op_modified(body, op);
        }
        add_to_worklist(self.state, self.scope, self.strictness, body, op);
    }

    fn op_replaced(&mut self, body: &Body, op: OpId, with: &[Value]) {
        if let Some(user) = self.user.as_deref_mut() {
            user.op_replaced(body, op, with);
        }
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        if let Some(user) = self.user.as_deref_mut() {
            user.op_erased(body, op);
        }
        add_operands_to_worklist(self.state, self.scope, self.strictness, body, op);
        self.state.worklist.remove(op);
        for set in [&mut self.state.strict, &mut self.state.surviving]
            .into_iter()
            .flatten()
        {
            set.remove(op);
        }
        self.state.children.remove(&op);
    }

    fn block_inserted(&mut self, body: &Body, block: BlockId) {
        if let Some(user) = self.user.as_deref_mut() {
            user.block_inserted(body, block);
        }
    }

    fn block_erased(&mut self, body: &Body, block: BlockId) {
        if let Some(user) = self.user.as_deref_mut() {
            user.block_erased(body, block);
        }
    }

    fn match_failure(&mut self, body: &Body, op: OpId, reason: &str) {
        if let Some(user) = self.user.as_deref_mut() {
            user.match_failure(body, op, reason);
        }
    }

    fn pattern_begin(&mut self, pattern: &dyn RewritePattern, body: &Body, op: OpId) {
        if let Some(user) = self.user.as_deref_mut() {
            user.pattern_begin(pattern, body, op);
        }
    }

    fn pattern_end(
        &mut self,
        pattern: &dyn RewritePattern,
        result: &Result<(), MatchFailure>,
        changed: bool,
    ) {
        if let Some(user) = self.user.as_deref_mut() {
            user.pattern_end(pattern, result, changed);
        }
    }
}

/// What changed in the current iteration, for the non-convergence notes.
#[derive(Default)]
struct IterationLog {
    applied: Vec<bool>,
    folds: u64,
    dead: u64,
    regions: bool,
}

impl IterationLog {
    fn reset(&mut self, patterns: usize) {
        self.applied.clear();
        self.applied.resize(patterns, false);
        self.folds = 0;
        self.dead = 0;
        self.regions = false;
    }
}

/// What processing a worklist did.
struct Processed {
    /// Whether the IR changed.
    changed: bool,
    /// Whether it stopped at a limit with ops still queued.
    exhausted: bool,
    /// How many patterns applied.
    rewrites: u64,
}

/// One run of the driver.
struct Run<'a> {
    ctx: &'a Context,
    patterns: &'a FrozenRewritePatternSet,
    config: &'a GreedyRewriteConfig,
    listener: Option<&'a mut dyn RewriteListener>,
    stats: Option<PatternStats>,
    log: IterationLog,
}

impl<'a> Run<'a> {
    fn new(driver: GreedyRewriteDriver<'a>) -> Self {
        let stats = driver
            .config
            .collect_stats
            .then(|| PatternStats::for_patterns(driver.patterns));
        let mut log = IterationLog::default();
        log.reset(driver.patterns.len());
        Run {
            ctx: driver.ctx,
            patterns: driver.patterns,
            config: driver.config,
            listener: driver.listener,
            stats,
            log,
        }
    }

    fn finish(
        self,
        changed: bool,
        iterations: u32,
        all_erased: bool,
        error: Option<Diagnostic>,
    ) -> GreedyRewriteResult {
        GreedyRewriteResult {
            changed,
            iterations,
            all_erased,
            stats: self.stats,
            error,
        }
    }

    /// The non-convergence error, with notes on what changed in the last iteration.
    fn error(&self, loc: Location, message: String) -> Diagnostic {
        let mut diagnostic = Diagnostic::error(loc, message);
        let applied: Vec<String> = self
            .log
            .applied
            .iter()
            .enumerate()
            .filter(|(_, applied)| **applied)
            .filter_map(|(index, _)| self.patterns.pattern(index))
            .map(|p| format!("`{}`", p.debug_name()))
            .collect();
        if !applied.is_empty() {
            diagnostic = diagnostic.with_note(
                loc,
                format!("patterns still applying: {}", applied.join(", ")),
            );
        }
        if self.log.folds > 0 {
            diagnostic =
                diagnostic.with_note(loc, format!("ops still folding: {}", self.log.folds));
        }
        if self.log.dead > 0 {
            diagnostic =
                diagnostic.with_note(loc, format!("dead ops still erased: {}", self.log.dead));
        }
        if self.log.regions {
            diagnostic = diagnostic.with_note(loc, "region simplification still changing the IR");
        }
        diagnostic
    }

    /// One iteration over a body and, after it, over the nested bodies in it; whether anything
    /// changed.
    fn sweep(&mut self, body: &mut Body, scope: &Scope, state: &mut BodyState) -> bool {
        let seeded = self.seed(body, scope, state);
        let mut changed = self.process_worklist(body, scope, state, seeded).changed;
        let level = self.config.region_simplification;
        if level != RegionSimplification::Disabled {
            let mut listener = BodyListener {
                state: &mut *state,
                scope,
                strictness: self.config.strictness,
                user: self
                    .listener
                    .as_deref_mut()
                    .map(|l| l as &mut dyn RewriteListener),
            };
            let mut rewriter = PatternRewriter::with_listener(self.ctx, body, &mut listener);
            if simplify_regions(&mut rewriter, scope.regions(), level) {
                changed = true;
                self.log.regions = true;
            }
        }
        let owners = isolated_ops_in(body, scope.regions());
        for owner in owners {
            let existing = state.strict.as_ref().is_none_or(|s| s.contains(owner));
            let Some(nested) = body.nested_body_mut(owner) else {
                continue;
            };
            let nested_scope = Scope::top_of(nested);
            let child = state.children.entry(owner).or_insert_with(|| {
                BodyState::for_body(self.config.strictness, nested, &nested_scope, existing)
            });
            changed |= self.sweep(nested, &nested_scope, child);
        }
        changed
    }

    /// Fills the worklist with the body's ops in scope, making constants unique on the way;
    /// returns how many ops it queued.
    fn seed(&mut self, body: &mut Body, scope: &Scope, state: &mut BodyState) -> usize {
        state.worklist.clear();
        let order = if self.config.use_top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let strictness = self.config.strictness;
        let mut folder = OperationFolder::new();
        for op in ops_in(body, scope.regions(), order) {
            if !body.contains_op(op) {
                continue;
            }
            if self.config.cse_constants
                && let Some(value) = constant_value(self.ctx, body, op)
            {
                let mut listener = BodyListener {
                    state: &mut *state,
                    scope,
                    strictness,
                    user: self
                        .listener
                        .as_deref_mut()
                        .map(|l| l as &mut dyn RewriteListener),
                };
                let mut rewriter = PatternRewriter::with_listener(self.ctx, body, &mut listener);
                if !folder.insert_known_constant(&mut rewriter, op, Some(value)) {
                    continue;
                }
            }
            add_to_worklist(state, scope, strictness, body, op);
        }
        if self.config.use_top_down {
            state.worklist.reverse();
        }
        state.worklist.len()
    }

    /// Processes the worklist until it is empty or a limit is reached (see
    /// [`GreedyRewriteConfig::max_rewrites`]; `ops` is the number of ops it started with).
    fn process_worklist(
        &mut self,
        body: &mut Body,
        scope: &Scope,
        state: &mut BodyState,
        ops: usize,
    ) -> Processed {
        let Run {
            ctx,
            patterns,
            config,
            listener,
            stats,
            log,
        } = self;
        let mut changed = false;
        let mut rewrites = 0u64;
        let budget = WORK_BASE.saturating_add(WORK_PER_OP.saturating_mul(ops as u64));
        let mut work = 0u64;
        let mut exhausted = false;
        loop {
            if config.max_rewrites.is_some_and(|limit| rewrites >= limit) || work >= budget {
                exhausted = !state.worklist.is_empty();
                break;
            }
            let Some(op) = state.worklist.pop() else {
                break;
            };
            if !body.contains_op(op) {
                continue;
            }
            let mut body_listener = BodyListener {
                state: &mut *state,
                scope,
                strictness: config.strictness,
                user: listener
                    .as_deref_mut()
                    .map(|l| l as &mut dyn RewriteListener),
            };
            let mut rewriter = PatternRewriter::with_listener(ctx, body, &mut body_listener);
            rewriter.watch_rules(stats.is_some());
            if is_trivially_dead(ctx, rewriter.body(), op) && rewriter.erase_op(op).is_ok() {
                changed = true;
                log.dead += 1;
                if let Some(stats) = stats.as_mut() {
                    stats.dead_ops_erased += 1;
                }
                continue;
            }
            let constant_like = ctx
                .op_descriptor(rewriter.body().op_name(op))
                .is_some_and(|d| d.traits.has(Trait::ConstantLike));
            // Folding a constant would only rebuild it, forever.
            if config.fold && !constant_like {
                let status = fold_in_place_or_before(ctx, &mut rewriter, op);
                if status != FoldStatus::NotFolded {
                    changed = true;
                    work += 1;
                    log.folds += 1;
                    if let Some(stats) = stats.as_mut() {
                        match status {
                            FoldStatus::InPlace => stats.folds_in_place += 1,
                            _ => stats.folds += 1,
                        }
                    }
                    continue;
                }
            }
            // Where the op is, in words, for the failure reasons: taken before any pattern can
            // erase it.
            let site = stats
                .as_ref()
                .map(|_| TrySite::of(ctx, rewriter.body(), op));
            let applied = patterns.apply_observed(
                ctx,
                &mut rewriter,
                op,
                &mut |index, result, did, rules| {
                    if let (Some(stats), Some(site)) = (stats.as_mut(), site.as_ref()) {
                        stats.record(index, result, did, rules, site);
                    }
                },
            );
            if let Some(index) = applied {
                changed = true;
                rewrites += 1;
                work += 1;
                if let Some(flag) = log.applied.get_mut(index) {
                    *flag = true;
                }
            }
        }
        Processed {
            changed,
            exhausted,
            rewrites,
        }
    }
}

/// Folds `op` the way MLIR 19's driver does: in place, or replaced by values and by constants
/// materialized right before it (with its location).
fn fold_in_place_or_before(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> FoldStatus {
    match fold_op(ctx, rewriter.body(), op) {
        FoldOutcome::NoFold => FoldStatus::NotFolded,
        FoldOutcome::InPlace(update) => apply_in_place_update(rewriter, op, &update),
        FoldOutcome::Results(results) => {
            let body = rewriter.body();
            let loc = body.op_loc(op);
            let dialect = ctx.op_name_dialect(body.op_name(op));
            rewriter.set_insertion_point_before(op);
            let mut constant = |rewriter: &mut PatternRewriter<'_>, attr, ty| {
                Some((rewriter.materialize_constant(dialect, attr, ty, loc)?, true))
            };
            match results_to_values(rewriter, op, &results, &mut constant) {
                Ok(values) if rewriter.replace_op(op, &values).is_ok() => FoldStatus::Replaced,
                Ok(_) => FoldStatus::NotFolded,
                Err(created) => {
                    for constant in created {
                        let _ = rewriter.erase_op(constant);
                    }
                    FoldStatus::NotFolded
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
