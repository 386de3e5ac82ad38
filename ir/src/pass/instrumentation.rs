//! Instrumentation: hooks the pass manager calls around passes, nested pipelines and analysis
//! computations, for tools to print IR, time passes or show progress without the passes
//! knowing.
//!
//! Hooks may be called from several threads at once (passes on sibling isolated ops run in
//! parallel), so an instrumentation is `Sync` and keeps any state of its own behind locks. Text
//! meant for the user goes to the `out` buffer the pass hooks receive: the pass manager emits
//! those buffers in IR order, so output is the same with and without threads.

use super::interface::Pass;
use crate::context::Context;
use crate::structure::{Body, OpId};
use std::any::TypeId;

/// One op on the way from the top-level op to the op a pass runs on: what IR printing to a
/// directory tree names directories after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpTag {
    /// The op's id in the body holding it (stable while the op lives).
    pub id: u32,
    /// The op's name (`func.func`).
    pub name: String,
    /// Its symbol name, if it has one.
    pub symbol: Option<String>,
}

/// A pass about to run or having run on an op.
pub struct PassEvent<'a> {
    /// The pass.
    pub pass: &'a dyn Pass,
    /// The context.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op the pass runs on.
    pub op: OpId,
    /// The top-level op and its body, when the run can reach it (passes on sibling ops run in
    /// parallel see only their own op).
    pub top: Option<(&'a Body, OpId)>,
    /// The pass's place in the pipeline tree: the ids of the enclosing collections and nested
    /// pipelines, then the pass's own id. Stable for a given pipeline.
    pub path: &'a [u32],
    /// The top-level op, the ops whose nested pipelines lead to the op, and the op itself,
    /// outermost first.
    pub ops: &'a [OpTag],
}

/// What kind of scope a [`ScopeEvent`] opens or closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// The nested pipelines of one step of a pipeline (MLIR's pass adaptor), run over the
    /// isolated ops directly inside the op; `hidden` when it holds a single pipeline, as timing
    /// reports then show that pipeline in its place.
    Collection {
        /// Whether it holds a single pipeline.
        hidden: bool,
    },
    /// One nested pipeline run on one op.
    Pipeline,
}

/// A collection of nested pipelines, or one nested pipeline run on one op, starting or ending.
pub struct ScopeEvent<'a> {
    /// The kind of scope.
    pub kind: ScopeKind,
    /// How reports name it: `Pipeline Collection : ['func.func']`, `'func.func' Pipeline`.
    pub label: &'a str,
    /// Its place in the pipeline tree (see [`PassEvent::path`]).
    pub path: &'a [u32],
}

/// An analysis being computed.
pub struct AnalysisEvent<'a> {
    /// The analysis's name (`DominanceInfo`).
    pub name: &'a str,
    /// Its Rust type.
    pub id: TypeId,
    /// The context.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op it is computed for.
    pub op: OpId,
    /// The path of the pass that asked for it (empty outside passes).
    pub path: &'a [u32],
}

/// Hooks around pass execution. Every hook does nothing by default.
#[allow(unused_variables)]
pub trait PassInstrumentation: Send + Sync {
    /// A collection of nested pipelines, or a nested pipeline on one op, starts.
    fn enter_scope(&self, event: &ScopeEvent<'_>) {}

    /// The scope `enter_scope` announced ends.
    fn exit_scope(&self, event: &ScopeEvent<'_>) {}

    /// A pass is about to run; `out` collects text for the user.
    fn before_pass(&self, event: &PassEvent<'_>, out: &mut String) {}

    /// A pass ran successfully (and the IR verified, when verification is on).
    fn after_pass(&self, event: &PassEvent<'_>, out: &mut String) {}

    /// A pass failed, or broke the IR.
    fn after_pass_failed(&self, event: &PassEvent<'_>, out: &mut String) {}

    /// An analysis is about to be computed.
    fn before_analysis(&self, event: &AnalysisEvent<'_>) {}

    /// An analysis was computed.
    fn after_analysis(&self, event: &AnalysisEvent<'_>) {}
}

/// The instrumentations of a run and the path of the pass running, as analyses see them.
#[derive(Clone, Copy)]
pub(crate) struct Hooks<'a> {
    pub(crate) list: &'a [Box<dyn PassInstrumentation>],
    pub(crate) path: &'a [u32],
}

impl<'a> Hooks<'a> {
    /// No instrumentation.
    #[cfg(test)]
    pub(crate) fn none() -> Hooks<'static> {
        Hooks {
            list: &[],
            path: &[],
        }
    }

    pub(crate) fn before_analysis(&self, event: &AnalysisEvent<'_>) {
        for hook in self.list {
            hook.before_analysis(event);
        }
    }

    pub(crate) fn after_analysis(&self, event: &AnalysisEvent<'_>) {
        for hook in self.list.iter().rev() {
            hook.after_analysis(event);
        }
    }
}
