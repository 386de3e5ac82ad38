//! The driver's worklist: a stack of ops with set semantics and O(1) removal (an erased op's
//! entry is blanked, not searched for), indexed by op id since ids are dense per body.

use crate::structure::OpId;

const ABSENT: u32 = u32::MAX;

/// A LIFO worklist of the ops of one body. See the module documentation.
#[derive(Debug, Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    /// For each op id, its position in `list`, or `ABSENT`.
    position: Vec<u32>,
}

impl Worklist {
    /// Pushes `op` unless it is already in the list.
    pub(crate) fn push(&mut self, op: OpId) {
        let index = op.index() as usize;
        if index >= self.position.len() {
            self.position.resize(index + 1, ABSENT);
        }
        if self.position[index] != ABSENT {
            return;
        }
        self.position[index] = self.list.len() as u32;
        self.list.push(Some(op));
    }

    /// Pops the most recently pushed op still in the list.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.position[op.index() as usize] = ABSENT;
                return Some(op);
            }
        }
        None
    }

    /// Removes `op` if it is in the list.
    pub(crate) fn remove(&mut self, op: OpId) {
        let Some(position) = self.position.get_mut(op.index() as usize) else {
            return;
        };
        if *position != ABSENT {
            self.list[*position as usize] = None;
            *position = ABSENT;
        }
    }

    /// Reverses the order, so that the first pushed is popped first.
    pub(crate) fn reverse(&mut self) {
        self.list.retain(Option::is_some);
        self.list.reverse();
        for (index, op) in self.list.iter().flatten().enumerate() {
            self.position[op.index() as usize] = index as u32;
        }
    }

    /// Empties the list (in time proportional to its length, not to the body).
    pub(crate) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.position[op.index() as usize] = ABSENT;
        }
    }

    /// Whether no op is left.
    pub(crate) fn is_empty(&self) -> bool {
        self.list.iter().all(Option::is_none)
    }

    /// The number of entries, counting removed ones not yet skipped (exact after `reverse`).
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(index: u32) -> OpId {
        OpId(index)
    }

    #[test]
    fn pushes_once_pops_last_first_and_skips_removed_ops() {
        let mut worklist = Worklist::default();
        for i in [3, 1, 4, 1, 5] {
            worklist.push(op(i));
        }
        worklist.remove(op(4));
        worklist.remove(op(9));
        assert_eq!(worklist.pop(), Some(op(5)));
        assert_eq!(worklist.pop(), Some(op(1)));
        worklist.push(op(4));
        assert_eq!(worklist.pop(), Some(op(4)));
        assert_eq!(worklist.pop(), Some(op(3)));
        assert_eq!(worklist.pop(), None);
        assert!(worklist.is_empty());
    }

    #[test]
    fn reversing_keeps_removal_working() {
        let mut worklist = Worklist::default();
        for i in 0..4 {
            worklist.push(op(i));
        }
        worklist.remove(op(2));
        worklist.reverse();
        worklist.remove(op(1));
        let popped: Vec<OpId> = std::iter::from_fn(|| worklist.pop()).collect();
        assert_eq!(popped, vec![op(0), op(3)]);
        worklist.push(op(2));
        worklist.clear();
        assert!(worklist.is_empty());
        worklist.push(op(2));
        assert_eq!(worklist.pop(), Some(op(2)));
    }
}
