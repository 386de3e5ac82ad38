//! Pass managers: the pipeline tree. An [`OpPassManager`] is a list of steps run on ops with one
//! name (`builtin.module`), or on any op (`any`); a step is a pass, or a collection of nested
//! pass managers run on the isolated ops directly inside the op (MLIR's pass adaptor).
//!
//! Nesting follows MLIR: [`OpPassManager::nest`] adds a new collection with one nested manager;
//! adding an op-specific pass to a manager anchored on another op is an error, unless the
//! manager nests implicitly ([`Nesting::Implicit`], what `-pass` flags use), in which case the
//! pass goes into a new nested manager of its own. Before a run, adjacent collections are merged
//! (`func.func(a),func.func(b)` runs as `func.func(a,b)`) where no op-agnostic manager could
//! claim the same ops, and the nodes of the tree are numbered for reports. Running is in
//! `execute`; the top-level [`PassManager`](super::PassManager) is in `run`.

use super::interface::{Pass, write_pass};
use crate::context::{Context, OpName};
use crate::structure::{Body, OpId};
use crate::traits::Trait;

/// Whether adding an op-specific pass to a manager anchored elsewhere nests it implicitly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// It is an error (textual pipelines and the API by default).
    Explicit,
    /// The pass goes into a new nested manager for its op (command-line pass flags).
    Implicit,
}

/// A list of steps run on the ops named by its anchor, or on any op. See the module
/// documentation.
pub struct OpPassManager {
    anchor: Option<String>,
    nesting: Nesting,
    pub(crate) entries: Vec<PipelineEntry>,
    /// This manager's node id (see [`OpPassManager::number_nodes`]).
    pub(crate) id: u32,
}

/// One step of a pipeline.
pub(crate) enum PipelineEntry {
    Pass(PassEntry),
    Collection(Collection),
}

/// A pass and its node id.
pub(crate) struct PassEntry {
    pub(crate) pass: Box<dyn Pass>,
    pub(crate) id: u32,
}

/// Nested managers run over the isolated ops directly inside the op; each op goes to the first
/// manager that can run on it.
pub(crate) struct Collection {
    pub(crate) managers: Vec<OpPassManager>,
    pub(crate) id: u32,
}

impl std::fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OpPassManager({})", self.pipeline_text())
    }
}

impl Collection {
    /// The ops directly in the regions of `op` (an op of `body`) that a manager of this
    /// collection runs on, in order, each with the index of the first manager that can; the ids
    /// are those of the body holding `op`'s regions.
    pub(crate) fn schedule(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<(OpId, usize)> {
        let (scope, regions) = body.region_scope(op);
        let mut scheduled = Vec::new();
        for &region in regions {
            for block in scope.region_blocks(region) {
                for child in scope.block_ops(block) {
                    let name = scope.op_name(child);
                    if let Some(manager) = self
                        .managers
                        .iter()
                        .position(|m| m.can_schedule_on(ctx, name))
                    {
                        scheduled.push((child, manager));
                    }
                }
            }
        }
        scheduled
    }

    /// How reports name it: `Pipeline Collection : ['func.func', 'any']`.
    pub(crate) fn label(&self) -> String {
        let names: Vec<String> = self
            .managers
            .iter()
            .map(|m| format!("'{}'", m.anchor_name()))
            .collect();
        format!("Pipeline Collection : [{}]", names.join(", "))
    }
}

impl OpPassManager {
    /// An empty manager for ops named `anchor`, nesting explicitly.
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: Some(anchor.to_string()),
            nesting: Nesting::Explicit,
            entries: Vec::new(),
            id: 0,
        }
    }

    /// An empty op-agnostic manager (`any`), nesting explicitly.
    pub fn any() -> Self {
        OpPassManager {
            anchor: None,
            nesting: Nesting::Explicit,
            entries: Vec::new(),
            id: 0,
        }
    }

    /// This manager with the given nesting behavior (nested managers inherit it).
    pub fn with_nesting(mut self, nesting: Nesting) -> Self {
        self.nesting = nesting;
        self
    }

    /// The op name it runs on; `None` for `any`.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The op name it runs on, or `any`.
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    /// Its nesting behavior.
    pub fn nesting(&self) -> Nesting {
        self.nesting
    }

    /// Number of steps (a collection of nested managers counts as one).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it has no step.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds a pass. A pass anchored on another op than this manager's is an error, or, with
    /// implicit nesting, goes into a new nested manager for its op.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        if let (Some(anchor), Some(pass_anchor)) = (self.anchor.as_deref(), pass.anchor())
            && anchor != pass_anchor
        {
            if self.nesting == Nesting::Implicit {
                let pass_anchor = pass_anchor.to_string();
                return self.nest(&pass_anchor).add_pass(pass);
            }
            return Err(format!(
                "can't add pass `{}` restricted to `{pass_anchor}` on a pass manager intended to run on `{anchor}`; did you intend to nest, as in `{pass_anchor}({})`?",
                pass.name(),
                pass.argument()
            ));
        }
        self.entries
            .push(PipelineEntry::Pass(PassEntry { pass, id: 0 }));
        Ok(())
    }

    /// Adds a step running a new manager on the ops named `anchor` directly inside this
    /// manager's ops, and returns that manager.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        let nested = OpPassManager::new(anchor).with_nesting(self.nesting);
        self.push_nested(nested)
    }

    /// Like [`OpPassManager::nest`], with a manager for any isolated op (`any(...)`).
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        let nested = OpPassManager::any().with_nesting(self.nesting);
        self.push_nested(nested)
    }

    fn push_nested(&mut self, nested: OpPassManager) -> &mut OpPassManager {
        self.entries.push(PipelineEntry::Collection(Collection {
            managers: vec![nested],
            id: 0,
        }));
        match self.entries.last_mut() {
            Some(PipelineEntry::Collection(collection)) => &mut collection.managers[0],
            _ => unreachable!("a collection was pushed just above"),
        }
    }

    /// The passes of this manager and of every manager nested in it, in pipeline order.
    pub fn all_passes(&self) -> Vec<&dyn Pass> {
        let mut out = Vec::new();
        self.visit_passes(&mut |pass| out.push(pass));
        out
    }

    fn visit_passes<'a>(&'a self, f: &mut dyn FnMut(&'a dyn Pass)) {
        for entry in &self.entries {
            match entry {
                PipelineEntry::Pass(entry) => f(&*entry.pass),
                PipelineEntry::Collection(collection) => {
                    for manager in &collection.managers {
                        manager.visit_passes(f);
                    }
                }
            }
        }
    }

    pub(crate) fn for_each_pass_mut(&mut self, f: &mut dyn FnMut(&mut dyn Pass)) {
        for entry in &mut self.entries {
            match entry {
                PipelineEntry::Pass(entry) => f(&mut *entry.pass),
                PipelineEntry::Collection(collection) => {
                    for manager in &mut collection.managers {
                        manager.for_each_pass_mut(f);
                    }
                }
            }
        }
    }

    /// The pipeline as text: `anchor(step,step,...)`, what [`super::PassRegistry::parse_pipeline`]
    /// reads back.
    pub fn pipeline_text(&self) -> String {
        let mut out = String::new();
        self.write_pipeline(&mut out);
        out
    }

    /// Appends [`OpPassManager::pipeline_text`] to `out`.
    pub fn write_pipeline(&self, out: &mut String) {
        out.push_str(self.anchor_name());
        out.push('(');
        self.write_steps(",", out);
        out.push(')');
    }

    /// Appends the steps, without the anchor, separated by `separator`.
    pub fn write_steps(&self, separator: &str, out: &mut String) {
        for (index, entry) in self.entries.iter().enumerate() {
            if index > 0 {
                out.push_str(separator);
            }
            match entry {
                PipelineEntry::Pass(entry) => write_pass(&*entry.pass, out),
                PipelineEntry::Collection(collection) => {
                    for (index, manager) in collection.managers.iter().enumerate() {
                        if index > 0 {
                            out.push(',');
                        }
                        manager.write_pipeline(out);
                    }
                }
            }
        }
    }

    /// Whether this manager runs on ops named `name` (MLIR's rule: an op-specific manager runs
    /// on its op; an op-agnostic one on registered isolated ops every pass of it accepts).
    pub fn can_schedule_on(&self, ctx: &Context, name: OpName) -> bool {
        if let Some(anchor) = &self.anchor {
            return ctx.op_name_str(name) == anchor;
        }
        let isolated = ctx.op_has_trait(name, Trait::IsolatedFromAbove);
        isolated
            && self.entries.iter().all(|entry| match entry {
                PipelineEntry::Pass(entry) => pass_accepts(&*entry.pass, ctx, name),
                PipelineEntry::Collection(_) => true,
            })
    }

    /// Merges adjacent collections where it is safe, recursively, and checks that every pass
    /// of an op-specific manager can run on its op.
    pub(crate) fn finalize(&mut self, ctx: &Context) -> Result<(), String> {
        let mut merged: Vec<PipelineEntry> = Vec::with_capacity(self.entries.len());
        for entry in std::mem::take(&mut self.entries) {
            match (merged.last_mut(), entry) {
                (Some(PipelineEntry::Collection(last)), PipelineEntry::Collection(next)) => {
                    if let Err(next) = merge_into(ctx, next, last) {
                        merged.push(PipelineEntry::Collection(next));
                    }
                }
                (_, entry) => merged.push(entry),
            }
        }
        self.entries = merged;
        for entry in &mut self.entries {
            if let PipelineEntry::Collection(collection) = entry {
                for manager in &mut collection.managers {
                    manager.finalize(ctx)?;
                }
            }
        }
        let Some(anchor) = &self.anchor else {
            return Ok(());
        };
        let name = ctx.op_name(anchor);
        if ctx.op_descriptor(name).is_none() {
            return Ok(());
        }
        for entry in &self.entries {
            if let PipelineEntry::Pass(entry) = entry
                && !entry.pass.can_schedule_on(ctx, name)
            {
                return Err(format!(
                    "unable to schedule pass `{}` on a pass manager intended to run on `{anchor}`",
                    entry.pass.name()
                ));
            }
        }
        Ok(())
    }

    /// Numbers this manager and every node under it in pre-order, from `next`.
    pub(crate) fn number_nodes(&mut self, next: &mut u32) {
        self.id = *next;
        *next += 1;
        for entry in &mut self.entries {
            match entry {
                PipelineEntry::Pass(entry) => {
                    entry.id = *next;
                    *next += 1;
                }
                PipelineEntry::Collection(collection) => {
                    collection.id = *next;
                    *next += 1;
                    for manager in &mut collection.managers {
                        manager.number_nodes(next);
                    }
                }
            }
        }
    }
}

/// Whether `pass` accepts ops named `name`.
pub(crate) fn pass_accepts(pass: &dyn Pass, ctx: &Context, name: OpName) -> bool {
    pass.anchor().is_none_or(|a| a == ctx.op_name_str(name)) && pass.can_schedule_on(ctx, name)
}

/// Merges collection `next` into `last` (managers with the same anchor concatenate, others are
/// added; op-specific managers first, by name), unless an op-agnostic manager of one could run
/// on ops another manager claims; then `next` comes back unchanged.
fn merge_into(ctx: &Context, next: Collection, last: &mut Collection) -> Result<(), Collection> {
    let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
        others.iter().any(|other| match other.anchor() {
            Some(name) => generic.can_schedule_on(ctx, ctx.op_name(name)),
            None => true,
        })
    };
    let generic_next = next.managers.iter().find(|m| m.anchor.is_none());
    let generic_last = last.managers.iter().find(|m| m.anchor.is_none());
    if generic_next.is_some_and(|g| conflicts(g, &last.managers))
        || generic_last.is_some_and(|g| conflicts(g, &next.managers))
    {
        return Err(next);
    }
    for manager in next.managers {
        match last
            .managers
            .iter_mut()
            .find(|m| m.anchor == manager.anchor)
        {
            Some(existing) => existing.entries.extend(manager.entries),
            None => last.managers.push(manager),
        }
    }
    last.managers.sort_by(|a, b| match (&a.anchor, &b.anchor) {
        (Some(a), Some(b)) => a.cmp(b),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::testing::{TestPass, pass};

    #[test]
    fn explicit_nesting_rejects_passes_for_other_ops() {
        let mut pm = OpPassManager::new("builtin.module");
        pm.add_pass(pass("cse")).unwrap();
        let error = pm
            .add_pass(Box::new(
                TestPass::new("affine-scalrep").anchored("func.func"),
            ))
            .unwrap_err();
        assert_eq!(
            error,
            "can't add pass `AffineScalrep` restricted to `func.func` on a pass manager intended to run on `builtin.module`; did you intend to nest, as in `func.func(affine-scalrep)`?"
        );
        pm.nest("func.func")
            .add_pass(Box::new(
                TestPass::new("affine-scalrep").anchored("func.func"),
            ))
            .unwrap();
        pm.nest_any().add_pass(pass("cse")).unwrap();
        assert_eq!(
            pm.pipeline_text(),
            "builtin.module(cse,func.func(affine-scalrep),any(cse))"
        );
        assert_eq!(pm.len(), 3);
        assert_eq!(pm.all_passes().len(), 3);
        // An op-agnostic manager accepts op-specific passes.
        let mut any = OpPassManager::any();
        any.add_pass(Box::new(TestPass::new("f").anchored("func.func")))
            .unwrap();
        assert_eq!(any.pipeline_text(), "any(f)");
    }

    #[test]
    fn implicit_nesting_gives_each_pass_its_own_nest() {
        let mut pm = OpPassManager::new("builtin.module").with_nesting(Nesting::Implicit);
        for argument in ["a", "b"] {
            pm.add_pass(Box::new(TestPass::new(argument).anchored("func.func")))
                .unwrap();
        }
        pm.add_pass(pass("cse")).unwrap();
        assert_eq!(
            pm.pipeline_text(),
            "builtin.module(func.func(a),func.func(b),cse)"
        );
        assert_eq!(pm.nest("x").nesting(), Nesting::Implicit);
    }

    #[test]
    fn adjacent_collections_merge_unless_any_could_claim_the_same_ops() {
        let ctx = Context::new();
        let mut pm = OpPassManager::new("builtin.module");
        pm.nest("func.func").add_pass(pass("a")).unwrap();
        pm.nest("func.func").add_pass(pass("b")).unwrap();
        pm.nest("gpu.module").add_pass(pass("c")).unwrap();
        pm.add_pass(pass("d")).unwrap();
        pm.nest("func.func").add_pass(pass("e")).unwrap();
        pm.finalize(&ctx).unwrap();
        assert_eq!(
            pm.pipeline_text(),
            "builtin.module(func.func(a,b),gpu.module(c),d,func.func(e))"
        );
        let labels: Vec<String> = pm
            .entries
            .iter()
            .filter_map(|e| match e {
                PipelineEntry::Collection(c) => Some(c.label()),
                PipelineEntry::Pass(_) => None,
            })
            .collect();
        assert_eq!(
            labels,
            [
                "Pipeline Collection : ['func.func', 'gpu.module']",
                "Pipeline Collection : ['func.func']"
            ]
        );

        // `any` could run on nested modules (registered and isolated): no merge with them.
        let mut pm = OpPassManager::new("builtin.module");
        pm.nest("builtin.module").add_pass(pass("a")).unwrap();
        pm.nest_any().add_pass(pass("b")).unwrap();
        pm.nest("t.unregistered").add_pass(pass("c")).unwrap();
        pm.finalize(&ctx).unwrap();
        assert_eq!(
            pm.pipeline_text(),
            "builtin.module(builtin.module(a),t.unregistered(c),any(b))"
        );
    }

    #[test]
    fn finalizing_checks_passes_can_run_on_the_anchor() {
        let ctx = Context::new();
        let mut pm = OpPassManager::new("builtin.module");
        pm.add_pass(Box::new(TestPass::new("picky").refusing("builtin.module")))
            .unwrap();
        assert_eq!(
            pm.finalize(&ctx).unwrap_err(),
            "unable to schedule pass `Picky` on a pass manager intended to run on `builtin.module`"
        );
    }

    #[test]
    fn managers_schedule_on_ops_like_mlir() {
        let ctx = Context::new();
        let module = ctx.op_name("builtin.module");
        let unregistered = ctx.op_name("t.op");
        let specific = OpPassManager::new("t.op");
        assert!(specific.can_schedule_on(&ctx, unregistered));
        assert!(!specific.can_schedule_on(&ctx, module));
        let mut any = OpPassManager::any();
        assert!(any.can_schedule_on(&ctx, module));
        assert!(!any.can_schedule_on(&ctx, unregistered));
        any.add_pass(Box::new(TestPass::new("picky").refusing("builtin.module")))
            .unwrap();
        assert!(!any.can_schedule_on(&ctx, module));
    }

    #[test]
    fn nodes_are_numbered_in_pre_order() {
        let mut pm = OpPassManager::new("builtin.module");
        pm.add_pass(pass("a")).unwrap();
        pm.nest("func.func").add_pass(pass("b")).unwrap();
        pm.add_pass(pass("c")).unwrap();
        let mut next = 0;
        pm.number_nodes(&mut next);
        assert_eq!(next, 6);
        let ids: Vec<u32> = pm
            .entries
            .iter()
            .map(|e| match e {
                PipelineEntry::Pass(p) => p.id,
                PipelineEntry::Collection(c) => c.id,
            })
            .collect();
        assert_eq!(ids, [1, 2, 5]);
    }
}
