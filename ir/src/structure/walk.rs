//! Traversal: pre- and post-order walks over ops, descending into regions and into the nested
//! bodies of isolated ops. Walks use an explicit stack so that deep nesting cannot overflow the
//! thread's stack.

use super::{Body, OpId};
use std::ops::ControlFlow;

/// Whether a walk visits an op before (pre-order) or after (post-order) the ops nested in it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// Parents before children.
    PreOrder,
    /// Children before parents.
    PostOrder,
}

/// What the callback of [`Body::walk_with_control`] wants next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkControl {
    /// Continue normally.
    Advance,
    /// Do not descend into this op's regions (meaningful in pre-order only).
    Skip,
}

enum Frame<'a> {
    Visit(&'a Body, OpId),
    Post(&'a Body, OpId),
}

impl Body {
    /// Visits `root` and every op nested in it (in this body and in nested bodies), calling `f`
    /// with the body that holds each op.
    pub fn walk<'a>(&'a self, root: OpId, order: WalkOrder, mut f: impl FnMut(&'a Body, OpId)) {
        let _ = self.walk_with_control(root, order, |body, op| {
            f(body, op);
            ControlFlow::<(), _>::Continue(WalkControl::Advance)
        });
    }

    /// Like [`Body::walk`], but the callback may skip an op's regions or stop the walk
    /// (`ControlFlow::Break`), whose value is returned.
    pub fn walk_with_control<'a, B>(
        &'a self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(&'a Body, OpId) -> ControlFlow<B, WalkControl>,
    ) -> ControlFlow<B> {
        let mut stack = vec![Frame::Visit(self, root)];
        let mut children = Vec::new();
        while let Some(frame) = stack.pop() {
            match frame {
                Frame::Post(body, op) => {
                    if let ControlFlow::Break(b) = f(body, op) {
                        return ControlFlow::Break(b);
                    }
                }
                Frame::Visit(body, op) => {
                    if order == WalkOrder::PreOrder {
                        match f(body, op) {
                            ControlFlow::Break(b) => return ControlFlow::Break(b),
                            ControlFlow::Continue(WalkControl::Skip) => continue,
                            ControlFlow::Continue(WalkControl::Advance) => {}
                        }
                    } else {
                        stack.push(Frame::Post(body, op));
                    }
                    let (scope, regions) = body.region_scope(op);
                    children.clear();
                    for &region in regions {
                        for block in scope.region_blocks(region) {
                            children.extend(scope.block_ops(block));
                        }
                    }
                    // Reverse so that the first child is popped first.
                    stack.extend(
                        children
                            .drain(..)
                            .rev()
                            .map(|child| Frame::Visit(scope, child)),
                    );
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The ids of `root` and of every op nested in it that lives in this body (not descending
    /// into nested bodies), in the given order. Useful to edit while "walking".
    pub fn collect_ops(&self, root: OpId, order: WalkOrder) -> Vec<OpId> {
        let mut out = Vec::new();
        let _ = self.walk_with_control(root, order, |body, op| {
            if std::ptr::eq(body, self) {
                out.push(op);
                ControlFlow::<(), _>::Continue(WalkControl::Advance)
            } else {
                ControlFlow::Continue(WalkControl::Skip)
            }
        });
        out
    }

    /// Calls `f` on `root` and every op nested in it, parents first, with the body holding
    /// each op, mutably: for edits that keep the op tree as it is (locations, attributes).
    /// The ops of a body are collected before `f` runs on them, so `f` must not erase or move
    /// ops; it may change anything else.
    pub fn walk_mut(&mut self, root: OpId, f: &mut impl FnMut(&mut Body, OpId)) {
        for op in self.collect_ops(root, WalkOrder::PreOrder) {
            f(self, op);
            if self.nested_body(op).is_none() {
                continue;
            }
            let (nested, regions) = self.region_scope_mut(op);
            let children = nested.ops_of_regions(&regions);
            // Isolated ops nest only as deep as the source does: recursion is bounded by it.
            for child in children {
                nested.walk_mut(child, f);
            }
        }
    }

    /// The ops directly in the blocks of `regions` (regions of this body), in order: a list to
    /// edit them by, taken before the edits.
    pub fn ops_of_regions(&self, regions: &[super::RegionId]) -> Vec<OpId> {
        regions
            .iter()
            .flat_map(|&region| self.region_blocks(region))
            .flat_map(|block| self.block_ops(block))
            .collect()
    }

    /// Number of ops nested in `root` (including it), across nested bodies.
    pub fn count_ops(&self, root: OpId) -> usize {
        let mut count = 0;
        self.walk(root, WalkOrder::PreOrder, |_, _| count += 1);
        count
    }
}
