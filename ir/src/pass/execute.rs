//! Running a pipeline tree over IR: passes on their op, collections of nested pipelines over the
//! isolated ops directly inside it, in parallel when threading is on.
//!
//! Where the run stands is a [`Place`]: either the whole IR from the top with a path to the op
//! (serial execution, where instrumentation can print the top-level op and a failing op can be
//! rolled back for a local reproducer), or one op lent out of its body (a parallel worker, which
//! sees only its op). Each pass runs on a body where its op is alone (the top-level op excepted),
//! so a pass sees the same thing whether or not threads are used.
//!
//! Parallel work is made deterministic: each sibling op gets its own [`Log`] (diagnostics,
//! instrumentation output, statistics), and logs are merged in IR order, stopping after the
//! first failing sibling, so reports are exactly those of a serial run. Only the IR of siblings
//! after a failing one differs: they may have been transformed (as in MLIR).

use super::analysis::{Analyses, AnalysisManager, PreservedAnalyses};
use super::instrumentation::{Hooks, OpTag, PassEvent, PassInstrumentation, ScopeEvent, ScopeKind};
use super::interface::{Pass, PassTarget, StatisticValues, write_pass};
use super::manager::{Collection, OpPassManager, PassEntry, PipelineEntry};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, LendError, OpId};
use crate::symbols::OpPath;
use crate::traits::Trait;
use crate::verifier::op_error;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::Mutex;

/// The pass that failed a run, and the op it failed on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFailure {
    /// The pass's name (`CSE`).
    pub pass: String,
    /// The pass's argument (`cse`).
    pub argument: String,
    /// The name of the op it ran on.
    pub op_name: String,
    /// The op's symbol name, if it has one.
    pub symbol: Option<String>,
    /// The op's location.
    pub location: crate::attrs::Attribute,
    /// The pass alone in its nested pipelines (`builtin.module(func.func(cse))`), for local
    /// reproducers.
    pub pipeline: String,
}

/// What one unit of work produced.
#[derive(Default)]
pub(crate) struct Log {
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) output: String,
    pub(crate) statistics: BTreeMap<u32, StatisticValues>,
    pub(crate) failure: Option<PassFailure>,
}

impl Log {
    fn append(&mut self, other: Log) {
        self.diagnostics.extend(other.diagnostics);
        self.output.push_str(&other.output);
        for (id, values) in other.statistics {
            self.statistics.entry(id).or_default().merge(&values);
        }
        if self.failure.is_none() {
            self.failure = other.failure;
        }
    }
}

/// Where a run stands: see the module documentation.
enum Place<'b> {
    /// The whole IR; `path` leads from `top` to the op, `root` is the top-level op.
    Top {
        top: &'b mut Body,
        root: OpId,
        path: OpPath,
    },
    /// An op lent out of its body.
    Lent { body: &'b mut Body, op: OpId },
}

impl Place<'_> {
    /// The body holding the op and the op, while the op is live.
    fn anchor(&self) -> Option<(&Body, OpId)> {
        match self {
            Place::Top { top, path, .. } => Some((path.resolve(top)?, path.op())),
            Place::Lent { body, op } => body.contains_op(*op).then_some((&**body, *op)),
        }
    }

    /// The top-level op and its body, when reachable.
    fn top(&self) -> Option<(&Body, OpId)> {
        match self {
            Place::Top { top, root, .. } => Some((top, *root)),
            Place::Lent { .. } => None,
        }
    }

    fn is_top_level(&self) -> bool {
        matches!(self, Place::Top { path, .. } if path.owners().is_empty())
    }

    /// Runs `f` on a body where the op is alone (or on the whole IR for the top-level op).
    fn with_op<R>(&mut self, f: impl FnOnce(&mut Body, OpId) -> R) -> Result<R, String> {
        match self {
            Place::Top { top, path, .. } if path.owners().is_empty() => Ok(f(top, path.op())),
            Place::Top { top, path, .. } => {
                let parent = path.body_mut(top).ok_or("the op is gone")?;
                let mut view = parent
                    .isolated_op_mut(path.op())
                    .ok_or("the op does not own its regions' body")?;
                view.lend(f).map_err(|e| e.to_string())
            }
            Place::Lent { body, op } => Ok(f(body, *op)),
        }
    }

    /// The body holding the op's regions, mutable.
    fn scope_mut(&mut self) -> Option<&mut Body> {
        match self {
            Place::Top { top, path, .. } => path.body_mut(top)?.nested_body_mut(path.op()),
            Place::Lent { body, op } => body.nested_body_mut(*op),
        }
    }
}

/// Everything a run shares between its units of work.
pub(crate) struct Runner<'r> {
    pub(crate) ctx: &'r Context,
    pub(crate) hooks: &'r [Box<dyn PassInstrumentation>],
    pub(crate) threading: bool,
    pub(crate) verify: bool,
    /// Keep a copy of each op before each pass and put it back if the pass fails.
    pub(crate) rollback: bool,
    /// Where serial runs write instrumentation output as they go.
    pub(crate) sink: &'r Mutex<Box<dyn Write + Send>>,
    /// How passes that print IR print it.
    pub(crate) print_options: &'r crate::text::printer::PrintOptions,
}

/// Where what a pass reports goes: the parts of a [`Log`] a pass writes to.
struct Reports<'a> {
    statistics: &'a mut StatisticValues,
    diagnostics: &'a mut Vec<Diagnostic>,
    output: &'a mut String,
}

/// Why an op cannot run a nested pipeline, found before running it.
struct Refusal<'m> {
    diagnostic: Diagnostic,
    subject: Subject,
    /// The pipeline's first pass, whose failure it is.
    pass: Option<&'m dyn Pass>,
    /// The pipeline's anchor.
    anchor: String,
}

/// What a failure reports of the op it happened on.
struct Subject {
    op_name: String,
    symbol: Option<String>,
    location: crate::attrs::Attribute,
}

/// Which pass hook to call.
#[derive(Clone, Copy)]
enum When {
    Before,
    After,
    Failed,
}

/// Where a walk of the pipeline tree stands, threaded through every step: the op's place, its
/// analyses and the cached analyses of the ops whose pipelines lead to it (outermost first),
/// the ids of the pipelines and passes on the way, the anchors of the pipelines it is in, and
/// what it produced.
struct Walk<'w, 'b> {
    place: &'w mut Place<'b>,
    analyses: &'w mut AnalysisManager,
    parents: &'w [&'w AnalysisManager],
    path: &'w mut Vec<u32>,
    anchors: &'w mut Vec<String>,
    /// The ops from the top-level op to this one (see [`OpTag`]).
    ops: &'w mut Vec<OpTag>,
    log: &'w mut Log,
}

/// The analysis managers enclosing the children of an op: the op's own after its parents'.
fn with_parent<'a>(
    parents: &[&'a AnalysisManager],
    manager: &'a AnalysisManager,
) -> Vec<&'a AnalysisManager> {
    parents.iter().copied().chain([manager]).collect()
}

/// A child op of a collection and the manager that runs on it.
struct Child {
    op: OpId,
    manager: usize,
}

impl Runner<'_> {
    /// Runs `manager` on the top-level op `root` of `top`.
    pub(crate) fn run_top(
        &self,
        manager: &OpPassManager,
        top: &mut Body,
        root: OpId,
        analyses: &mut AnalysisManager,
        log: &mut Log,
    ) -> bool {
        let mut place = Place::Top {
            top,
            root,
            path: OpPath::from(root),
        };
        let mut ops = vec![op_tag(self.ctx, top_body_of(&place), root)];
        let mut walk = Walk {
            place: &mut place,
            analyses,
            parents: &[],
            path: &mut Vec::new(),
            anchors: &mut vec![manager.anchor_name().to_string()],
            ops: &mut ops,
            log,
        };
        let ok = self.run_pipeline(manager, &mut walk);
        self.flush(walk.log);
        ok
    }

    fn run_pipeline(&self, manager: &OpPassManager, walk: &mut Walk<'_, '_>) -> bool {
        for entry in &manager.entries {
            let ok = match entry {
                PipelineEntry::Pass(entry) => self.run_pass(entry, walk),
                PipelineEntry::Collection(collection) => {
                    let ok = self.run_collection(collection, walk);
                    // Nested pipelines may have changed anything inside the op.
                    walk.analyses.invalidate(&PreservedAnalyses::none());
                    ok
                }
            };
            if !ok {
                return false;
            }
        }
        true
    }

    fn run_pass(&self, entry: &PassEntry, walk: &mut Walk<'_, '_>) -> bool {
        let pass = &*entry.pass;
        walk.path.push(entry.id);
        let ok = self.run_pass_at(pass, entry.id, walk);
        walk.path.pop();
        if matches!(walk.place, Place::Top { .. }) {
            self.flush(walk.log);
        }
        ok
    }

    fn run_pass_at(&self, pass: &dyn Pass, id: u32, walk: &mut Walk<'_, '_>) -> bool {
        let Walk {
            place,
            analyses,
            parents,
            path,
            anchors,
            ops,
            log,
        } = walk;
        if let Err(diagnostic) = self.check_schedulable(Some(pass), place) {
            let subject = self.subject(place.anchor());
            self.fail(pass, subject, anchors, diagnostic, log);
            return false;
        }
        // What failures report of the op, taken now: a failing pass may have erased it.
        let subject = self.subject(place.anchor());
        self.pass_hooks(When::Before, pass, place, path, ops, &mut log.output);
        let snapshot = if self.rollback {
            place.with_op(|body, _| body.clone()).ok()
        } else {
            None
        };
        let top_level = place.is_top_level();
        let statistics = log.statistics.entry(id).or_default();
        let diagnostics = &mut log.diagnostics;
        let output = &mut log.output;
        let result = place.with_op(|body, op| {
            let result = self.execute(
                pass,
                body,
                op,
                analyses,
                parents,
                path,
                Reports {
                    statistics,
                    diagnostics,
                    output,
                },
            );
            // What lending reports, checked after every pass even when the op stays lent for a
            // whole pipeline, so that failures read the same with and without threads.
            if !body.contains_op(op) {
                return Err(LendError::Erased.to_string());
            }
            let others = body.num_ops() - 1;
            if others > 0 && !top_level {
                return Err(LendError::OpsLeftBeside(others).to_string());
            }
            Ok(result)
        });
        let diagnostic = match result.and_then(|r| r) {
            Ok(Ok(())) => {
                self.pass_hooks(When::After, pass, place, path, ops, &mut log.output);
                return true;
            }
            Ok(Err(diagnostic)) => {
                self.pass_hooks(When::Failed, pass, place, path, ops, &mut log.output);
                diagnostic
            }
            // The pass broke the rules: the IR around the op is in no state to show.
            Err(message) => Diagnostic::error(
                subject.location,
                format!("pass `{}` changed what it may not: {message}", pass.name()),
            ),
        };
        if let Some(snapshot) = snapshot {
            let _ = place.with_op(|body, _| *body = snapshot);
        }
        self.fail(pass, subject, anchors, diagnostic, log);
        false
    }

    /// Runs the pass on `op` of `body`, then invalidates analyses and verifies.
    #[allow(clippy::too_many_arguments)]
    fn execute(
        &self,
        pass: &dyn Pass,
        body: &mut Body,
        op: OpId,
        manager: &mut AnalysisManager,
        parents: &[&AnalysisManager],
        path: &[u32],
        reports: Reports<'_>,
    ) -> Result<(), Diagnostic> {
        let hooks = Hooks {
            list: self.hooks,
            path,
        };
        let analyses = Analyses::new(self.ctx, op, manager, hooks).with_parents(parents);
        let declared = pass.statistics();
        let mut target = PassTarget::new(
            self.ctx,
            body,
            op,
            analyses,
            declared,
            reports.statistics,
            reports.diagnostics,
            reports.output,
            self.print_options,
        );
        let result = pass.run(&mut target);
        let preserved = target.into_preserved();
        manager.invalidate(&preserved);
        result?;
        // A pass that preserved everything changed nothing: no need to verify again.
        if self.verify && !preserved.is_all() {
            crate::verifier::verify(self.ctx, body, op).map_err(|error| {
                error.with_note(
                    body.op_loc(op),
                    format!(
                        "the IR is invalid after pass `{}` (`{}`) ran on this op",
                        pass.name(),
                        pass.argument()
                    ),
                )
            })?;
        }
        Ok(())
    }

    /// MLIR's checks before running anything on an op: registered, isolated, accepted by the
    /// pass; and ours: owning the body of its regions, unless it is the top-level op.
    fn check_schedulable(
        &self,
        pass: Option<&dyn Pass>,
        place: &Place<'_>,
    ) -> Result<(), Diagnostic> {
        let Some((body, op)) = place.anchor() else {
            return Err(Diagnostic::error(
                self.ctx.common().unknown_loc,
                "the op to run on is gone",
            ));
        };
        self.check_op(pass, body, op, place.is_top_level())
    }

    fn check_op(
        &self,
        pass: Option<&dyn Pass>,
        body: &Body,
        op: OpId,
        top_level: bool,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = body.op_name(op);
        let Some(descriptor) = ctx.op_descriptor(name) else {
            return Err(op_error(
                ctx,
                body,
                op,
                "trying to schedule a pass on an unregistered operation",
            ));
        };
        if !descriptor.traits.has(Trait::IsolatedFromAbove) {
            return Err(op_error(
                ctx,
                body,
                op,
                "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
            ));
        }
        if pass.is_some_and(|p| !super::manager::pass_accepts(p, ctx, name)) {
            return Err(op_error(
                ctx,
                body,
                op,
                "trying to schedule a pass on an unsupported operation",
            ));
        }
        if !top_level && body.nested_body(op).is_none() {
            return Err(op_error(
                ctx,
                body,
                op,
                "trying to schedule a pass on an operation that does not own the body of its regions",
            ));
        }
        Ok(())
    }

    /// What a failure on `at` reports of the op.
    fn subject(&self, at: Option<(&Body, OpId)>) -> Subject {
        match at {
            Some((body, op)) => Subject {
                op_name: self.ctx.op_name_str(body.op_name(op)).to_string(),
                symbol: crate::symbols::symbol_name(self.ctx, body, op)
                    .and_then(|name| self.ctx.string_str(name))
                    .map(str::to_string),
                location: body.op_loc(op),
            },
            None => Subject {
                op_name: String::new(),
                symbol: None,
                location: self.ctx.common().unknown_loc,
            },
        }
    }

    /// Records the failure of `pass` on `subject`.
    fn fail(
        &self,
        pass: &dyn Pass,
        subject: Subject,
        anchors: &[String],
        diagnostic: Diagnostic,
        log: &mut Log,
    ) {
        let mut pipeline = String::new();
        write_pass(pass, &mut pipeline);
        for anchor in anchors.iter().rev() {
            pipeline = format!("{anchor}({pipeline})");
        }
        self.record_failure(
            pass.name(),
            pass.argument(),
            pipeline,
            subject,
            diagnostic,
            log,
        );
    }

    /// Records a failure of what `what` names (a pass, or the pass manager) on `subject`.
    fn record_failure(
        &self,
        what: &str,
        argument: &str,
        pipeline: String,
        subject: Subject,
        diagnostic: Diagnostic,
        log: &mut Log,
    ) {
        log.diagnostics.push(diagnostic);
        if log.failure.is_none() {
            log.failure = Some(PassFailure {
                pass: what.to_string(),
                argument: argument.to_string(),
                op_name: subject.op_name,
                symbol: subject.symbol,
                location: subject.location,
                pipeline,
            });
        }
    }

    /// Records a failure of the pass manager itself (an op it cannot run a pipeline on).
    fn fail_to_schedule(&self, at: Option<(&Body, OpId)>, diagnostic: Diagnostic, log: &mut Log) {
        let subject = self.subject(at);
        self.record_failure(
            "the pass manager",
            "",
            String::new(),
            subject,
            diagnostic,
            log,
        );
    }

    /// Calls one pass hook of every instrumentation: the "before" hook in registration order,
    /// the others in reverse order, as MLIR does.
    fn pass_hooks(
        &self,
        when: When,
        pass: &dyn Pass,
        place: &Place<'_>,
        path: &[u32],
        ops: &[OpTag],
        out: &mut String,
    ) {
        if self.hooks.is_empty() {
            return;
        }
        let Some((body, op)) = place.anchor() else {
            return;
        };
        let event = PassEvent {
            pass,
            ctx: self.ctx,
            body,
            op,
            top: place.top(),
            path,
            ops,
        };
        match when {
            When::Before => {
                for hook in self.hooks {
                    hook.before_pass(&event, out);
                }
            }
            When::After => {
                for hook in self.hooks.iter().rev() {
                    hook.after_pass(&event, out);
                }
            }
            When::Failed => {
                for hook in self.hooks.iter().rev() {
                    hook.after_pass_failed(&event, out);
                }
            }
        }
    }

    fn scope_hooks(&self, enter: bool, event: &ScopeEvent<'_>) {
        if enter {
            for hook in self.hooks {
                hook.enter_scope(event);
            }
        } else {
            for hook in self.hooks.iter().rev() {
                hook.exit_scope(event);
            }
        }
    }

    fn run_collection(&self, collection: &Collection, walk: &mut Walk<'_, '_>) -> bool {
        if let Err(diagnostic) = self.check_schedulable(None, walk.place) {
            self.fail_to_schedule(walk.place.anchor(), diagnostic, walk.log);
            return false;
        }
        let Some(children) = self.children(collection, walk.place) else {
            return false;
        };
        walk.path.push(collection.id);
        let label = collection.label();
        let event = ScopeEvent {
            kind: ScopeKind::Collection {
                hidden: collection.managers.len() <= 1,
            },
            label: &label,
            path: walk.path,
        };
        self.scope_hooks(true, &event);
        let ok = if self.threading
            && children.len() > 1
            && !self.has_transparent_child(&children, walk.place)
        {
            self.run_children_parallel(collection, &children, walk)
        } else {
            self.run_children_serial(collection, &children, walk)
        };
        let event = ScopeEvent {
            kind: ScopeKind::Collection {
                hidden: collection.managers.len() <= 1,
            },
            label: &label,
            path: walk.path,
        };
        self.scope_hooks(false, &event);
        walk.path.pop();
        ok
    }

    /// Whether a child is a transparent symbol table (a symbol table without `IsolatedSymbols`,
    /// or a `builtin.module` with `oxir.transparent_symbols`): references inside it may resolve
    /// in the tables around it, so its pipeline must not run while a sibling's changes them. The
    /// whole collection then runs serially; siblings that are all `IsolatedSymbols` (every
    /// upstream table) or not symbol tables (functions) still run in parallel.
    fn has_transparent_child(&self, children: &[Child], place: &Place<'_>) -> bool {
        let Some((body, op)) = place.anchor() else {
            return false;
        };
        let scope = body.region_scope(op).0;
        children
            .iter()
            .any(|c| crate::symbols::is_transparent_symbol_table(self.ctx, scope, c.op))
    }

    /// The ops directly in the op's regions that a manager of `collection` runs on, in order.
    fn children(&self, collection: &Collection, place: &Place<'_>) -> Option<Vec<Child>> {
        let (body, op) = place.anchor()?;
        let scheduled = collection.schedule(self.ctx, body, op);
        Some(
            scheduled
                .into_iter()
                .map(|(op, manager)| Child { op, manager })
                .collect(),
        )
    }

    /// Runs the nested pipeline `manager` on the op of `walk`, between its scope hooks.
    fn run_nested(&self, manager: &OpPassManager, walk: &mut Walk<'_, '_>) -> bool {
        walk.path.push(manager.id);
        walk.anchors.push(manager.anchor_name().to_string());
        let label = format!("'{}' Pipeline", manager.anchor_name());
        let event = ScopeEvent {
            kind: ScopeKind::Pipeline,
            label: &label,
            path: walk.path,
        };
        self.scope_hooks(true, &event);
        let ok = self.run_pipeline(manager, walk);
        let event = ScopeEvent {
            kind: ScopeKind::Pipeline,
            label: &label,
            path: walk.path,
        };
        self.scope_hooks(false, &event);
        walk.anchors.pop();
        walk.path.pop();
        ok
    }

    fn run_children_serial(
        &self,
        collection: &Collection,
        children: &[Child],
        walk: &mut Walk<'_, '_>,
    ) -> bool {
        for child in children {
            let manager = &collection.managers[child.manager];
            // Analyses of a nested op are not kept after its pipeline (as in MLIR).
            let mut child_analyses = walk.analyses.take_child(child.op);
            let parents = with_parent(walk.parents, walk.analyses);
            let Some(tag) = self.child_tag(walk.place, child.op) else {
                return false;
            };
            walk.ops.push(tag);
            let (path, anchors, ops, log) = (
                &mut *walk.path,
                &mut *walk.anchors,
                &mut *walk.ops,
                &mut *walk.log,
            );
            let ok = match walk.place {
                Place::Top {
                    top,
                    root,
                    path: op_path,
                } => {
                    let Some(body) = op_path.resolve(top) else {
                        return false;
                    };
                    let child_path = op_path.child(body, child.op);
                    let mut child_place = Place::Top {
                        top,
                        root: *root,
                        path: child_path,
                    };
                    let mut child_walk = Walk {
                        place: &mut child_place,
                        analyses: &mut child_analyses,
                        parents: &parents,
                        path,
                        anchors,
                        ops,
                        log,
                    };
                    self.run_nested(manager, &mut child_walk)
                }
                Place::Lent { body, op } => {
                    let lent = body
                        .nested_body_mut(*op)
                        .and_then(|scope| scope.isolated_op_mut(child.op))
                        .map(|mut view| {
                            view.lend(|body, op| {
                                let mut child_place = Place::Lent { body, op };
                                let mut child_walk = Walk {
                                    place: &mut child_place,
                                    analyses: &mut child_analyses,
                                    parents: &parents,
                                    path: &mut *path,
                                    anchors: &mut *anchors,
                                    ops: &mut *ops,
                                    log: &mut *log,
                                };
                                self.run_nested(manager, &mut child_walk)
                            })
                        });
                    match lent {
                        Some(Ok(ok)) => ok,
                        Some(Err(error)) => {
                            // The pipeline has already reported a failure of its own.
                            if log.failure.is_none() {
                                let diagnostic = self.lend_failure(error);
                                self.fail_to_schedule(None, diagnostic, log);
                            }
                            false
                        }
                        None => {
                            let Some((body, op)) = walk.place.anchor() else {
                                return false;
                            };
                            let refusal = self.refusal(manager, body.region_scope(op).0, child.op);
                            self.refuse(refusal, anchors, log);
                            false
                        }
                    }
                }
            };
            walk.ops.pop();
            if !ok {
                return false;
            }
        }
        true
    }

    /// The tag of `child`, an op in the regions of the op of `place`.
    fn child_tag(&self, place: &Place<'_>, child: OpId) -> Option<OpTag> {
        let (body, op) = place.anchor()?;
        let scope = body.region_scope(op).0;
        scope
            .contains_op(child)
            .then(|| op_tag(self.ctx, scope, child))
    }

    /// Why `child`, an op of `scope` that cannot be lent out, cannot run the pipeline `manager`,
    /// reported as a serial run reports it: as the failure of the pipeline's first pass.
    fn refusal<'m>(&self, manager: &'m OpPassManager, scope: &Body, child: OpId) -> Refusal<'m> {
        let first = manager.entries.first().and_then(|e| match e {
            PipelineEntry::Pass(entry) => Some(&*entry.pass),
            PipelineEntry::Collection(_) => None,
        });
        let diagnostic = match self.check_op(first, scope, child, false) {
            Err(diagnostic) => diagnostic,
            Ok(()) => op_error(
                self.ctx,
                scope,
                child,
                "trying to schedule a pass on an operation that does not own the body of its regions",
            ),
        };
        Refusal {
            diagnostic,
            subject: self.subject(Some((scope, child))),
            pass: first,
            anchor: manager.anchor_name().to_string(),
        }
    }

    /// Records a refusal under the pipelines `anchors`.
    fn refuse(&self, refusal: Refusal<'_>, anchors: &[String], log: &mut Log) {
        match refusal.pass {
            Some(pass) => {
                let mut anchors = anchors.to_vec();
                anchors.push(refusal.anchor);
                self.fail(pass, refusal.subject, &anchors, refusal.diagnostic, log);
            }
            None => self.record_failure(
                "the pass manager",
                "",
                String::new(),
                refusal.subject,
                refusal.diagnostic,
                log,
            ),
        }
    }

    fn lend_failure(&self, error: LendError) -> Diagnostic {
        Diagnostic::error(
            self.ctx.common().unknown_loc,
            format!("a nested pipeline changed what it may not: {error}"),
        )
    }

    fn run_children_parallel(
        &self,
        collection: &Collection,
        children: &[Child],
        walk: &mut Walk<'_, '_>,
    ) -> bool {
        // Ops that cannot be lent out fail where they stand, before the work is split.
        let mut refused: Vec<Option<Refusal<'_>>> = Vec::with_capacity(children.len());
        {
            let Some((body, op)) = walk.place.anchor() else {
                return false;
            };
            let (scope, _) = body.region_scope(op);
            for child in children {
                refused.push(
                    scope.nested_body(child.op).is_none().then(|| {
                        self.refusal(&collection.managers[child.manager], scope, child.op)
                    }),
                );
            }
        }
        let mut child_analyses: Vec<AnalysisManager> = children
            .iter()
            .map(|c| walk.analyses.take_child(c.op))
            .collect();
        let parents = with_parent(walk.parents, walk.analyses);
        let scope_tags: Vec<Option<OpTag>> = children
            .iter()
            .map(|child| self.child_tag(walk.place, child.op))
            .collect();
        let Some(scope) = walk.place.scope_mut() else {
            return false;
        };
        let lendable: Vec<OpId> = children
            .iter()
            .zip(&refused)
            .filter(|(_, refused)| refused.is_none())
            .map(|(child, _)| child.op)
            .collect();
        let mut views = scope.isolated_ops_mut(&lendable).into_iter();
        let mut units = Vec::with_capacity(children.len());
        for ((child, refused), analyses) in
            children.iter().zip(refused).zip(child_analyses.drain(..))
        {
            let view = if refused.is_none() {
                views.next()
            } else {
                None
            };
            let tag = scope_tags.get(units.len()).cloned().flatten();
            units.push((child, refused, view, analyses, tag));
        }
        let logs: Vec<Log> = units
            .into_par_iter()
            .map(|(child, refused, view, mut analyses, tag)| {
                let mut unit_log = Log::default();
                if let Some(refusal) = refused {
                    self.refuse(refusal, walk.anchors, &mut unit_log);
                    return unit_log;
                }
                let Some(mut view) = view else {
                    return unit_log;
                };
                let manager = &collection.managers[child.manager];
                let mut path = walk.path.to_vec();
                let mut anchors = walk.anchors.to_vec();
                let mut ops = walk.ops.to_vec();
                ops.extend(tag);
                let lent = view.lend(|body, op| {
                    let mut child_place = Place::Lent { body, op };
                    let mut child_walk = Walk {
                        place: &mut child_place,
                        analyses: &mut analyses,
                        parents: &parents,
                        path: &mut path,
                        anchors: &mut anchors,
                        ops: &mut ops,
                        log: &mut unit_log,
                    };
                    self.run_nested(manager, &mut child_walk)
                });
                if let Err(error) = lent
                    && unit_log.failure.is_none()
                {
                    let diagnostic = self.lend_failure(error);
                    self.fail_to_schedule(None, diagnostic, &mut unit_log);
                }
                unit_log
            })
            .collect();
        for unit_log in logs {
            let failed = unit_log.failure.is_some();
            walk.log.append(unit_log);
            if failed {
                return false;
            }
        }
        true
    }

    /// Writes the instrumentation output gathered so far.
    fn flush(&self, log: &mut Log) {
        if log.output.is_empty() {
            return;
        }
        let mut sink = self.sink.lock().unwrap_or_else(|p| p.into_inner());
        // Instrumentation output is best effort: a closed stream must not fail the run.
        let _ = sink.write_all(log.output.as_bytes());
        let _ = sink.flush();
        log.output.clear();
    }
}

/// The tag of `op`, an op of `body`.
fn op_tag(ctx: &Context, body: &Body, op: OpId) -> OpTag {
    OpTag {
        id: op.index(),
        name: ctx.op_name_str(body.op_name(op)).to_string(),
        symbol: crate::symbols::symbol_name(ctx, body, op)
            .and_then(|name| ctx.string_str(name))
            .map(str::to_string),
    }
}

/// The body of the top-level op of `place`, a place at the top.
fn top_body_of<'p>(place: &'p Place<'_>) -> &'p Body {
    match place {
        Place::Top { top, .. } => top,
        Place::Lent { body, .. } => body,
    }
}
