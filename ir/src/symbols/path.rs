//! Addresses of operations across nested bodies ([`OpPath`]) and walks that report them.
//!
//! An op inside an `IsolatedFromAbove` op lives in that op's nested [`Body`]; its [`OpId`] only
//! means something there. An [`OpPath`] names it from a top body: the chain of isolated ops whose
//! nested bodies lead to it, then the op. This is what lets symbol code go from a use inside a
//! function to the module's symbol table and back. It is not a stable identity across edits: a
//! path stays valid while the ops on it are not erased.

use crate::structure::{Body, OpId, WalkControl};
use std::ops::ControlFlow;
use std::sync::Arc;

/// An op named from a top body: `owners[0]` is an op of the top body, each next owner is an op of
/// the previous owner's nested body, and `op` is an op of the last owner's nested body (or of the
/// top body when there is no owner).
///
/// The owners are shared between the paths of ops of one body, so that a path to a parent, a
/// sibling or a cached table is copied without allocating; no owners is `None`, never an empty
/// list, so that equal paths compare and hash equal.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpPath {
    owners: Option<Arc<[OpId]>>,
    op: OpId,
}

impl From<OpId> for OpPath {
    fn from(op: OpId) -> Self {
        OpPath { owners: None, op }
    }
}

impl From<&OpPath> for OpPath {
    fn from(path: &OpPath) -> Self {
        path.clone()
    }
}

impl OpPath {
    /// The path of `op` reached through the nested bodies of `owners`.
    pub fn new(owners: Vec<OpId>, op: OpId) -> Self {
        OpPath {
            owners: (!owners.is_empty()).then(|| owners.into()),
            op,
        }
    }

    /// The path of `op` reached through the nested bodies of `owners`, copied once.
    pub fn with_owners(owners: &[OpId], op: OpId) -> Self {
        OpPath {
            owners: (!owners.is_empty()).then(|| Arc::from(owners)),
            op,
        }
    }

    /// The path of `op`, an op of the same body as this one (its owners shared).
    pub fn sibling(&self, op: OpId) -> OpPath {
        OpPath {
            owners: self.owners.clone(),
            op,
        }
    }

    /// The op, an id in the body [`OpPath::body`] returns.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The isolated ops whose nested bodies lead to the op, outermost first.
    pub fn owners(&self) -> &[OpId] {
        self.owners.as_deref().unwrap_or(&[])
    }

    /// The body holding the op, if every owner is a live op owning a nested body.
    pub fn body<'a>(&self, top: &'a Body) -> Option<&'a Body> {
        body_at(top, self.owners())
    }

    /// Mutable access to the body holding the op.
    pub fn body_mut<'a>(&self, top: &'a mut Body) -> Option<&'a mut Body> {
        body_at_mut(top, self.owners())
    }

    /// The body holding the op, if the path names a live op.
    pub fn resolve<'a>(&self, top: &'a Body) -> Option<&'a Body> {
        self.body(top).filter(|body| body.contains_op(self.op))
    }

    /// The path of `child`, an op nested in the regions of this op; `body` is the body holding
    /// this op (children of an isolated op live in its nested body).
    pub fn child(&self, body: &Body, child: OpId) -> OpPath {
        if body.nested_body(self.op).is_none() {
            return self.sibling(child);
        }
        // One allocation: the owners and this op, collected straight into the shared list.
        let owners: Arc<[OpId]> = self.owners().iter().copied().chain([self.op]).collect();
        OpPath {
            owners: Some(owners),
            op: child,
        }
    }

    /// The op whose region holds this op, across bodies; `None` at the top of `top` and for
    /// detached ops.
    pub fn parent(&self, top: &Body) -> Option<OpPath> {
        let body = self.resolve(top)?;
        if let Some(parent) = body.op_parent_op(self.op) {
            return Some(self.sibling(parent));
        }
        // At the top of a nested body: the parent is the owner, if the op sits in one of the
        // owner's regions (a nested body may also hold detached regions).
        let region = body.op_parent_region(self.op)?;
        let (&owner, outer) = self.owners().split_last()?;
        let outer_body = body_at(top, outer)?;
        let (_, regions) = outer_body.region_scope(owner);
        regions
            .contains(&region)
            .then(|| OpPath::with_owners(outer, owner))
    }

    /// This op and its ancestors, innermost first.
    pub fn ancestors(&self, top: &Body) -> Vec<OpPath> {
        let mut out = Vec::new();
        let mut current = self.resolve(top).map(|_| self.clone());
        while let Some(path) = current {
            current = path.parent(top);
            out.push(path);
        }
        out
    }
}

/// The body reached from `top` through the nested bodies of `owners`.
pub(crate) fn body_at<'a>(top: &'a Body, owners: &[OpId]) -> Option<&'a Body> {
    let mut body = top;
    for &owner in owners {
        if !body.contains_op(owner) {
            return None;
        }
        body = body.nested_body(owner)?;
    }
    Some(body)
}

/// Mutable form of [`body_at`].
pub(crate) fn body_at_mut<'a>(top: &'a mut Body, owners: &[OpId]) -> Option<&'a mut Body> {
    let mut body = top;
    for &owner in owners {
        if !body.contains_op(owner) {
            return None;
        }
        body = body.nested_body_mut(owner)?;
    }
    Some(body)
}

/// The owners of the ops in the regions of `op` (an op of `body`, reached through `owners`).
pub(crate) fn scope_owners(body: &Body, owners: &[OpId], op: OpId) -> Vec<OpId> {
    let mut out = owners.to_vec();
    if body.nested_body(op).is_some() {
        out.push(op);
    }
    out
}

/// Where a walk starts relative to its start op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum WalkStart {
    /// The start op, then what is nested in it.
    Op,
    /// The ops of the start op's regions (not the start op itself).
    Regions,
    /// The ops of one region of the start op.
    Region(usize),
}

/// A pre-order walk from `start` across nested bodies. The callback gets the body holding each op,
/// the owners leading to that body and the op; it returns [`WalkControl::Skip`] to not enter the
/// op's regions. `None` when `start` does not name a live op (or the region does not exist).
pub(crate) fn walk_from<'a, B>(
    top: &'a Body,
    start: &OpPath,
    from: WalkStart,
    mut f: impl FnMut(&'a Body, &[OpId], OpId) -> ControlFlow<B, WalkControl>,
) -> Option<ControlFlow<B>> {
    let body = start.resolve(top)?;
    let mut chains: Vec<Vec<OpId>> = vec![start.owners().to_vec()];
    let mut stack: Vec<(&'a Body, usize, OpId)> = Vec::new();
    match from {
        WalkStart::Op => stack.push((body, 0, start.op)),
        WalkStart::Regions => push_children(body, 0, start.op, None, &mut chains, &mut stack),
        WalkStart::Region(index) => {
            if index >= body.op_regions(start.op).len() {
                return None;
            }
            push_children(body, 0, start.op, Some(index), &mut chains, &mut stack)
        }
    }
    while let Some((body, chain, op)) = stack.pop() {
        match f(body, &chains[chain], op) {
            ControlFlow::Break(b) => return Some(ControlFlow::Break(b)),
            ControlFlow::Continue(WalkControl::Skip) => {}
            ControlFlow::Continue(WalkControl::Advance) => {
                push_children(body, chain, op, None, &mut chains, &mut stack)
            }
        }
    }
    Some(ControlFlow::Continue(()))
}

fn push_children<'a>(
    body: &'a Body,
    chain: usize,
    op: OpId,
    only: Option<usize>,
    chains: &mut Vec<Vec<OpId>>,
    stack: &mut Vec<(&'a Body, usize, OpId)>,
) {
    push_children_with(body, chain, op, only, chains, stack, |item| item);
}

/// Pushes the ops of the regions of `op` (an op of `body`, reached through owner chain `chain`)
/// onto `stack`, the first child on top, each made into a stack item by `item` from the body
/// holding it, its owner chain (added to `chains` when `op` owns a nested body) and its id.
/// With `only`, the ops of that region alone.
pub(crate) fn push_children_with<'a, T>(
    body: &'a Body,
    chain: usize,
    op: OpId,
    only: Option<usize>,
    chains: &mut Vec<Vec<OpId>>,
    stack: &mut Vec<T>,
    item: impl Fn((&'a Body, usize, OpId)) -> T,
) {
    let (scope, regions) = body.region_scope(op);
    let child_chain = if body.nested_body(op).is_some() {
        let mut owners = chains[chain].clone();
        owners.push(op);
        chains.push(owners);
        chains.len() - 1
    } else {
        chain
    };
    let start = stack.len();
    for (index, &region) in regions.iter().enumerate() {
        if only.is_some_and(|o| o != index) {
            continue;
        }
        for block in scope.region_blocks(region) {
            stack.extend(
                scope
                    .block_ops(block)
                    .map(|c| item((scope, child_chain, c))),
            );
        }
    }
    // Reverse so that the first child is popped first.
    stack[start..].reverse();
}

/// Visits `start` and every op nested in it, pre-order, with the path of each from `top`. The
/// callback returns [`WalkControl::Skip`] to not enter an op's regions. Does nothing when `start`
/// does not name a live op.
pub fn walk_paths(top: &Body, start: &OpPath, mut f: impl FnMut(&Body, &OpPath) -> WalkControl) {
    let _ = walk_from::<()>(top, start, WalkStart::Op, |body, owners, op| {
        ControlFlow::Continue(f(body, &OpPath::with_owners(owners, op)))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbols::testing::Ir;

    #[test]
    fn paths_lead_into_nested_bodies_and_back_up() {
        let mut ir = Ir::new();
        let module = ir.module.clone();
        let func = ir.func(&module, "f", None);
        let inner = ir.op(&func, "test.user", &[], 1);
        let leaf = ir.op(&inner, "test.leaf", &[], 0);
        assert_eq!(func.owners(), &[module.op()]);
        assert_eq!(leaf.owners(), &[module.op(), func.op()]);
        assert!(leaf.resolve(&ir.body).is_some());
        assert_eq!(leaf.parent(&ir.body), Some(inner.clone()));
        assert_eq!(inner.parent(&ir.body), Some(func.clone()));
        assert_eq!(func.parent(&ir.body), Some(module.clone()));
        assert_eq!(module.parent(&ir.body), None);
        assert_eq!(leaf.ancestors(&ir.body), vec![leaf, inner, func, module]);
    }

    #[test]
    fn invalid_paths_resolve_to_nothing() {
        let mut ir = Ir::new();
        let module = ir.module.clone();
        let func = ir.func(&module, "f", None);
        let leaf = ir.op(&func, "test.leaf", &[], 0);
        let bogus = OpPath::new(vec![OpId(99)], OpId(0));
        assert!(bogus.resolve(&ir.body).is_none());
        assert!(bogus.parent(&ir.body).is_none());
        assert!(bogus.ancestors(&ir.body).is_empty());
        // An op without a nested body cannot be an owner.
        let through_leaf = OpPath::new(vec![module.op(), func.op(), leaf.op()], OpId(0));
        assert!(leaf.resolve(&ir.body).is_some());
        assert!(through_leaf.body(&ir.body).is_none());
        assert!(through_leaf.body_mut(&mut ir.body).is_none());
        // A live body but no such op in it.
        let missing = OpPath::new(vec![module.op()], OpId(42));
        assert!(missing.body(&ir.body).is_some());
        assert!(missing.resolve(&ir.body).is_none());
    }

    #[test]
    fn walk_paths_reports_every_op_with_its_path() {
        let mut ir = Ir::new();
        let module = ir.module.clone();
        let func = ir.func(&module, "f", None);
        let user = ir.op(&func, "test.user", &[], 0);
        let after = ir.op(&module, "test.after", &[], 0);
        let mut seen = Vec::new();
        walk_paths(&ir.body, &module, |_, path| {
            seen.push(path.clone());
            WalkControl::Advance
        });
        assert_eq!(
            seen,
            vec![module.clone(), func.clone(), user, after.clone()]
        );
        seen.clear();
        walk_paths(&ir.body, &module, |_, path| {
            seen.push(path.clone());
            if *path == func {
                WalkControl::Skip
            } else {
                WalkControl::Advance
            }
        });
        assert_eq!(seen, vec![module, func, after]);
    }
}
