//! Use lists: every value (and every block, for successor references) keeps a doubly linked list
//! of the operand (successor) slots that refer to it, threaded through the slots themselves. This
//! makes adding or removing a use O(1) and replace-all-uses O(uses).

use super::{BlockId, Body, IrError, OpId, Use, Value, ValueDef};

impl Body {
    fn first_use_of(&mut self, value: Value) -> &mut Use {
        match value.def() {
            ValueDef::Result { op, index } => &mut self.result_slot_mut(op, index).first_use,
            ValueDef::BlockArg { block, index } => {
                &mut self.block_data_mut(block).args[index as usize].first_use
            }
        }
    }

    fn first_use_of_ref(&self, value: Value) -> Use {
        match value.def() {
            ValueDef::Result { op, index } => self.result_slot(op, index).first_use,
            ValueDef::BlockArg { block, index } => {
                self.block_data(block).args[index as usize].first_use
            }
        }
    }

    /// Pushes operand slot `u` onto the front of its value's use list.
    pub(crate) fn link_operand(&mut self, u: Use) {
        let value = self.operand_slot(u).value;
        let head = std::mem::replace(self.first_use_of(value), u);
        {
            let slot = self.operand_slot_mut(u);
            slot.prev = Use::NONE;
            slot.next = head;
        }
        if !head.is_none() {
            self.operand_slot_mut(head).prev = u;
        }
    }

    /// Removes operand slot `u` from its value's use list. A slot already unlinked is left
    /// alone, so that dropping an op's references twice (as erasing a block and then its ops
    /// does) cannot clear the use list of a value used elsewhere, nor touch a value whose op
    /// was freed in between.
    pub(crate) fn unlink_operand(&mut self, u: Use) {
        let (value, prev, next) = {
            let slot = self.operand_slot(u);
            (slot.value, slot.prev, slot.next)
        };
        if prev.is_none() && (!self.contains_value(value) || self.first_use_of_ref(value) != u) {
            return;
        }
        if prev.is_none() {
            *self.first_use_of(value) = next;
        } else {
            self.operand_slot_mut(prev).next = next;
        }
        if !next.is_none() {
            self.operand_slot_mut(next).prev = prev;
        }
        let slot = self.operand_slot_mut(u);
        slot.prev = Use::NONE;
        slot.next = Use::NONE;
    }

    /// Pushes successor slot `u` onto the front of its block's use list.
    pub(crate) fn link_successor(&mut self, u: Use) {
        let block = self.op_data(u.owner).successors()[u.index as usize].block;
        let head = std::mem::replace(&mut self.block_data_mut(block).first_use, u);
        {
            let slot = &mut self.op_data_mut(u.owner).successors_mut()[u.index as usize];
            slot.prev = Use::NONE;
            slot.next = head;
        }
        if !head.is_none() {
            self.op_data_mut(head.owner).successors_mut()[head.index as usize].prev = u;
        }
    }

    /// Removes successor slot `u` from its block's use list; like [`Body::unlink_operand`], a
    /// slot already unlinked is left alone.
    pub(crate) fn unlink_successor(&mut self, u: Use) {
        let (block, prev, next) = {
            let slot = &self.op_data(u.owner).successors()[u.index as usize];
            (slot.block, slot.prev, slot.next)
        };
        if prev.is_none() && (!self.contains_block(block) || self.block_data(block).first_use != u)
        {
            return;
        }
        if prev.is_none() {
            self.block_data_mut(block).first_use = next;
        } else {
            self.op_data_mut(prev.owner).successors_mut()[prev.index as usize].next = next;
        }
        if !next.is_none() {
            self.op_data_mut(next.owner).successors_mut()[next.index as usize].prev = prev;
        }
        let slot = &mut self.op_data_mut(u.owner).successors_mut()[u.index as usize];
        slot.prev = Use::NONE;
        slot.next = Use::NONE;
    }

    /// Unlinks all operands and successors of `op` (its slots keep their values).
    pub(crate) fn drop_references(&mut self, op: OpId) {
        for index in 0..self.num_operands(op) as u32 {
            self.unlink_operand(Use { owner: op, index });
        }
        for index in 0..self.num_successors(op) as u32 {
            self.unlink_successor(Use { owner: op, index });
        }
    }

    /// The uses of a value (operand slots that refer to it), most recent first.
    pub fn uses(&self, value: Value) -> Uses<'_> {
        Uses {
            body: self,
            next: self.first_use_of_ref(value),
        }
    }

    /// Whether the value has any use.
    pub fn has_uses(&self, value: Value) -> bool {
        !self.first_use_of_ref(value).is_none()
    }

    /// Whether the value has exactly one use.
    pub fn has_one_use(&self, value: Value) -> bool {
        let mut uses = self.uses(value);
        uses.next().is_some() && uses.next().is_none()
    }

    /// Whether no result of `op` has a use.
    pub fn op_results_unused(&self, op: OpId) -> bool {
        self.result_slots_of(op)
            .iter()
            .all(|r| r.first_use.is_none())
    }

    /// The ops using a value, one entry per use (an op using it twice appears twice).
    pub fn users(&self, value: Value) -> impl Iterator<Item = OpId> + '_ {
        self.uses(value).map(|u| u.owner)
    }

    /// Sets operand `index` of `op` to `value`, updating both use lists.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        let len = self.num_operands(op);
        if index >= len {
            return Err(IrError::OutOfRange {
                what: "operand",
                index,
                len,
            });
        }
        let u = Use {
            owner: op,
            index: index as u32,
        };
        self.unlink_operand(u);
        self.operand_slot_mut(u).value = value;
        self.link_operand(u);
        Ok(())
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let old = self.op_data(op).operands;
        for index in 0..old.len() as u32 {
            self.unlink_operand(Use { owner: op, index });
        }
        let slots = values.iter().map(|&value| super::body::OperandSlot {
            value,
            prev: Use::NONE,
            next: Use::NONE,
        });
        if old.len() == values.len() {
            for (slot, new) in self.operand_slots.get_mut(old).iter_mut().zip(slots) {
                *slot = new;
            }
        } else {
            self.operand_slots.release(old);
            self.op_data_mut(op).operands = self.operand_slots.alloc(slots);
        }
        for index in 0..values.len() as u32 {
            self.link_operand(Use { owner: op, index });
        }
        self.reclaim_slots();
    }

    /// Replaces every use of `from` with `to`: O(uses of `from`).
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let mut cursor = std::mem::replace(self.first_use_of(from), Use::NONE);
        while !cursor.is_none() {
            let slot = self.operand_slot_mut(cursor);
            let next = slot.next;
            slot.value = to;
            self.link_operand(cursor);
            cursor = next;
        }
    }

    /// Replaces the uses of `from` for which `keep_new` returns true with `to`.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut keep_new: impl FnMut(&Body, Use) -> bool,
    ) {
        if from == to {
            return;
        }
        let selected: Vec<Use> = self.uses(from).filter(|&u| keep_new(self, u)).collect();
        for u in selected {
            self.unlink_operand(u);
            self.operand_slot_mut(u).value = to;
            self.link_operand(u);
        }
    }

    /// Replaces each result of `op` with the corresponding value of `with` (same count).
    pub fn replace_op_uses(&mut self, op: OpId, with: &[Value]) -> Result<(), IrError> {
        let len = self.num_results(op);
        if with.len() != len {
            return Err(IrError::OutOfRange {
                what: "replacement value",
                index: with.len(),
                len,
            });
        }
        for (index, &to) in with.iter().enumerate() {
            self.replace_all_uses(Value::result(op, index as u32), to);
        }
        Ok(())
    }

    /// Sets successor `index` of `op` to `block`.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) -> Result<(), IrError> {
        let len = self.num_successors(op);
        if index >= len {
            return Err(IrError::OutOfRange {
                what: "successor",
                index,
                len,
            });
        }
        let u = Use {
            owner: op,
            index: index as u32,
        };
        self.unlink_successor(u);
        self.op_data_mut(op).successors_mut()[index].block = block;
        self.link_successor(u);
        Ok(())
    }

    /// The successor slots that target `block` (its predecessors' terminators, one entry per edge).
    pub fn block_uses(&self, block: BlockId) -> BlockUses<'_> {
        BlockUses {
            body: self,
            next: self.block_data(block).first_use,
        }
    }

    /// The predecessor blocks of `block`, one entry per edge.
    pub fn predecessors(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.block_uses(block)
            .filter_map(|u| self.op_parent_block(u.owner))
    }

    /// Whether any terminator branches to `block`.
    pub fn has_predecessors(&self, block: BlockId) -> bool {
        !self.block_data(block).first_use.is_none()
    }

    /// Makes every branch to `from` branch to `to` instead.
    pub fn replace_block_uses(&mut self, from: BlockId, to: BlockId) {
        let uses: Vec<Use> = self.block_uses(from).collect();
        for u in uses {
            self.unlink_successor(u);
            self.op_data_mut(u.owner).successors_mut()[u.index as usize].block = to;
            self.link_successor(u);
        }
    }
}

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    body: &'a Body,
    next: Use,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        if self.next.is_none() {
            return None;
        }
        let current = self.next;
        self.next = self.body.operand_slot(current).next;
        Some(current)
    }
}

/// Iterator over the successor slots that target a block.
pub struct BlockUses<'a> {
    body: &'a Body,
    next: Use,
}

impl Iterator for BlockUses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        if self.next.is_none() {
            return None;
        }
        let current = self.next;
        self.next = self.body.op_data(current.owner).successors()[current.index as usize].next;
        Some(current)
    }
}
