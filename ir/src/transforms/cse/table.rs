//! The scoped hash table of CSE: the ops seen so far on the path from the root of the dominator
//! tree, looked up by equivalence (LLVM's `ScopedHashTable` as MLIR's CSE uses it).
//!
//! Inserting an op equivalent to a visible one shadows it until the scope of the insertion
//! closes. A barrier hides everything inserted before it, which is how the regions of an op that
//! may be isolated from above get a table of their own, as if it were fresh, without copying.
//! The table only stores op ids and hashes; equivalence is the caller's closure, so the table
//! knows nothing of bodies.

use crate::structure::OpId;
use hashbrown::HashTable;

/// One entry per class of equivalent ops: the op visible now.
struct Slot {
    hash: u64,
    op: OpId,
    /// The barrier generation the op was inserted under; visible only in that generation.
    generation: u32,
}

/// How to undo one insertion: restore the slot's previous op, or drop the slot.
struct Undo {
    slot: u32,
    previous: Option<(OpId, u32)>,
}

/// See the module documentation.
#[derive(Default)]
pub(super) struct ScopedTable {
    index: HashTable<u32>,
    /// Slots are created and dropped last-in first-out, like the scopes.
    slots: Vec<Slot>,
    undo: Vec<Undo>,
    /// Per open scope: the length of `undo` when it opened.
    scopes: Vec<usize>,
    generation: u32,
    /// Per open barrier: the generation it replaced.
    barriers: Vec<u32>,
    next_generation: u32,
}

impl ScopedTable {
    fn find(&self, hash: u64, mut equivalent: impl FnMut(OpId) -> bool) -> Option<u32> {
        self.index
            .find(hash, |&slot| {
                let slot = &self.slots[slot as usize];
                slot.hash == hash && equivalent(slot.op)
            })
            .copied()
    }

    /// The visible op equivalent to the one hashing to `hash`, as told by `equivalent`.
    pub(super) fn lookup(&self, hash: u64, equivalent: impl FnMut(OpId) -> bool) -> Option<OpId> {
        let slot = &self.slots[self.find(hash, equivalent)? as usize];
        (slot.generation == self.generation).then_some(slot.op)
    }

    /// Makes `op` the visible op of its class until the current scope closes.
    pub(super) fn insert(&mut self, hash: u64, op: OpId, equivalent: impl FnMut(OpId) -> bool) {
        let generation = self.generation;
        match self.find(hash, equivalent) {
            Some(index) => {
                let slot = &mut self.slots[index as usize];
                self.undo.push(Undo {
                    slot: index,
                    previous: Some((slot.op, slot.generation)),
                });
                slot.op = op;
                slot.generation = generation;
            }
            None => {
                let index = self.slots.len() as u32;
                self.slots.push(Slot {
                    hash,
                    op,
                    generation,
                });
                let slots = &self.slots;
                self.index
                    .insert_unique(hash, index, |&slot| slots[slot as usize].hash);
                self.undo.push(Undo {
                    slot: index,
                    previous: None,
                });
            }
        }
    }

    /// Opens a scope: what is inserted from now on goes when it closes.
    pub(super) fn push_scope(&mut self) {
        self.scopes.push(self.undo.len());
    }

    /// Closes the innermost scope, making visible again what its insertions shadowed.
    pub(super) fn pop_scope(&mut self) {
        let Some(mark) = self.scopes.pop() else {
            return;
        };
        if mark == 0 {
            // Undoing everything empties the table: no need to do it one entry at a time.
            self.index.clear();
            self.slots.clear();
            self.undo.clear();
            return;
        }
        while self.undo.len() > mark {
            let Some(undo) = self.undo.pop() else { break };
            match undo.previous {
                Some((op, generation)) => {
                    let slot = &mut self.slots[undo.slot as usize];
                    slot.op = op;
                    slot.generation = generation;
                }
                None => {
                    let hash = self.slots[undo.slot as usize].hash;
                    if let Ok(entry) = self.index.find_entry(hash, |&slot| slot == undo.slot) {
                        entry.remove();
                    }
                    debug_assert_eq!(undo.slot as usize + 1, self.slots.len());
                    self.slots.pop();
                }
            }
        }
    }

    /// Hides everything inserted so far until [`ScopedTable::pop_barrier`].
    pub(super) fn push_barrier(&mut self) {
        self.barriers.push(self.generation);
        self.next_generation += 1;
        self.generation = self.next_generation;
    }

    /// Removes the innermost barrier (its scopes must be closed).
    pub(super) fn pop_barrier(&mut self) {
        if let Some(generation) = self.barriers.pop() {
            self.generation = generation;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ops are equivalent when their ids agree modulo 10; the hash is that remainder.
    fn class(op: u32) -> u64 {
        u64::from(op % 10)
    }

    fn lookup(table: &ScopedTable, op: u32) -> Option<u32> {
        table
            .lookup(class(op), |other| other.0 % 10 == op % 10)
            .map(|found| found.0)
    }

    fn insert(table: &mut ScopedTable, op: u32) {
        table.insert(class(op), OpId(op), |other| other.0 % 10 == op % 10);
    }

    #[test]
    fn scopes_shadow_and_restore() {
        let mut table = ScopedTable::default();
        table.push_scope();
        insert(&mut table, 1);
        assert_eq!(lookup(&table, 11), Some(1));
        assert_eq!(lookup(&table, 2), None);
        table.push_scope();
        insert(&mut table, 21);
        insert(&mut table, 2);
        assert_eq!(lookup(&table, 11), Some(21));
        assert_eq!(lookup(&table, 12), Some(2));
        table.pop_scope();
        assert_eq!(lookup(&table, 11), Some(1));
        assert_eq!(lookup(&table, 12), None);
        table.pop_scope();
        assert_eq!(lookup(&table, 11), None);
        assert!(table.slots.is_empty() && table.index.is_empty());
    }

    #[test]
    fn barriers_hide_what_came_before() {
        let mut table = ScopedTable::default();
        table.push_scope();
        insert(&mut table, 1);
        table.push_barrier();
        table.push_scope();
        assert_eq!(lookup(&table, 11), None);
        insert(&mut table, 31);
        assert_eq!(lookup(&table, 11), Some(31));
        table.pop_scope();
        assert_eq!(lookup(&table, 11), None);
        table.pop_barrier();
        assert_eq!(lookup(&table, 11), Some(1));
    }
}
