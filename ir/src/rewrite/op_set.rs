//! A dense set of the ops of one body, indexed by op id: what the driver's worklist, its strict
//! mode and region DCE's liveness need millions of times per run, without hashing.

use crate::structure::OpId;

/// A set of op ids of one body. Ids are dense per body, so a bit per slot is enough.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpSet {
    members: Vec<bool>,
}

impl OpSet {
    /// An empty set.
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// Adds `op`; whether it was absent.
    pub(crate) fn insert(&mut self, op: OpId) -> bool {
        let index = op.index() as usize;
        if index >= self.members.len() {
            self.members.resize(index + 1, false);
        }
        !std::mem::replace(&mut self.members[index], true)
    }

    /// Removes `op`.
    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(member) = self.members.get_mut(op.index() as usize) {
            *member = false;
        }
    }

    /// Whether `op` is in the set.
    pub(crate) fn contains(&self, op: OpId) -> bool {
        self.members
            .get(op.index() as usize)
            .copied()
            .unwrap_or(false)
    }
}
