//! Structural edits: inserting, detaching, moving and erasing ops and blocks, splitting blocks.
//! Every edit here is O(1), or O(uses) / O(size of what is erased), never O(size of the
//! surrounding function): ops and blocks are doubly linked, and ordering indices are recomputed
//! lazily per block only when a query needs them.

use super::{BlockId, Body, IrError, NONE, OpId, RegionId, ValueDef};

/// Where a new op goes: before an op, or at the end of a block.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Before this op (in its block).
    Before(OpId),
    /// After this op (in its block).
    After(OpId),
    /// At the start of this block.
    BlockStart(BlockId),
    /// At the end of this block.
    BlockEnd(BlockId),
}

/// Spacing of order indices, so that appends keep the order valid without renumbering.
const ORDER_STRIDE: u32 = 8;

impl Body {
    /// Inserts a detached op at `point`.
    pub fn insert_op(&mut self, op: OpId, point: InsertPoint) -> Result<(), IrError> {
        if !self.op_data(op).parent.is_none() {
            return Err(IrError::AlreadyAttached);
        }
        let (block, prev, next) = match point {
            InsertPoint::Before(anchor) => {
                let block = self.op_parent_block(anchor).ok_or(IrError::Detached)?;
                (block, self.op_data(anchor).prev, anchor)
            }
            InsertPoint::After(anchor) => {
                let block = self.op_parent_block(anchor).ok_or(IrError::Detached)?;
                (block, anchor, self.op_data(anchor).next)
            }
            InsertPoint::BlockStart(block) => (block, OpId(NONE), self.block_data(block).first_op),
            InsertPoint::BlockEnd(block) => (block, self.block_data(block).last_op, OpId(NONE)),
        };
        // Keep ordering valid for the common case of appending; anything else renumbers lazily.
        if next.is_none() && self.block_data(block).order_valid {
            let order = prev
                .some()
                .map_or(0, |p| self.op_data(p).order.saturating_add(ORDER_STRIDE));
            if order == u32::MAX {
                self.block_data_mut(block).order_valid = false;
            }
            self.op_data_mut(op).order = order;
        } else {
            self.block_data_mut(block).order_valid = false;
        }
        {
            let data = self.op_data_mut(op);
            data.parent = block;
            data.prev = prev;
            data.next = next;
        }
        match prev.some() {
            Some(p) => self.op_data_mut(p).next = op,
            None => self.block_data_mut(block).first_op = op,
        }
        match next.some() {
            Some(n) => self.op_data_mut(n).prev = op,
            None => self.block_data_mut(block).last_op = op,
        }
        Ok(())
    }

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        self.insert_op(op, InsertPoint::BlockEnd(block))
    }

    /// Unlinks `op` from its block, keeping it (and its uses) alive. No-op when detached.
    pub fn detach_op(&mut self, op: OpId) {
        let (block, prev, next) = {
            let data = self.op_data(op);
            (data.parent, data.prev, data.next)
        };
        if block.is_none() {
            return;
        }
        match prev.some() {
            Some(p) => self.op_data_mut(p).next = next,
            None => self.block_data_mut(block).first_op = next,
        }
        match next.some() {
            Some(n) => self.op_data_mut(n).prev = prev,
            None => self.block_data_mut(block).last_op = prev,
        }
        let data = self.op_data_mut(op);
        data.parent = BlockId(NONE);
        data.prev = OpId(NONE);
        data.next = OpId(NONE);
    }

    /// Moves an op (attached or not) to `point`.
    pub fn move_op(&mut self, op: OpId, point: InsertPoint) -> Result<(), IrError> {
        if matches!(point, InsertPoint::Before(a) | InsertPoint::After(a) if a == op) {
            return Ok(());
        }
        if let InsertPoint::BlockStart(b) | InsertPoint::BlockEnd(b) = point
            && self.block_is_nested_in_op(b, op)
        {
            return Err(IrError::Cycle);
        }
        self.detach_op(op);
        self.insert_op(op, point)
    }

    fn block_is_nested_in_op(&self, block: BlockId, op: OpId) -> bool {
        let mut current = self.block_parent_op(block);
        while let Some(parent) = current {
            if parent == op {
                return true;
            }
            current = self.op_parent_op(parent);
        }
        false
    }

    /// Erases `op` and everything nested in it. Fails with [`IrError::HasUses`], changing
    /// nothing, when a result of `op` is still used by an op outside of it.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.check_erase_op(op)?;
        self.detach_op(op);
        self.erase_detached_op(op);
        Ok(())
    }

    /// Whether [`Body::erase_op`] would succeed: [`IrError::HasUses`] when a result of `op` is
    /// still used by an op outside of it.
    pub fn check_erase_op(&self, op: OpId) -> Result<(), IrError> {
        for index in 0..self.num_results(op) {
            let result = super::Value::result(op, index as u32);
            if self
                .uses(result)
                .any(|u| !self.op_is_ancestor_or_self(op, u.owner))
            {
                return Err(IrError::HasUses);
            }
        }
        Ok(())
    }

    /// Whether `ancestor` is `op` or contains it (within this body).
    pub fn op_is_ancestor_or_self(&self, ancestor: OpId, op: OpId) -> bool {
        let mut current = Some(op);
        while let Some(o) = current {
            if o == ancestor {
                return true;
            }
            current = self.op_parent_op(o);
        }
        false
    }

    /// Drops all references held by `op` and its nested ops, then frees them all.
    fn erase_detached_op(&mut self, op: OpId) {
        // Two phases, like MLIR's dropAllReferences: first unlink every use inside, so that uses
        // between sibling ops in the regions do not matter, then free the slots.
        let mut stack = vec![op];
        let mut all = Vec::new();
        while let Some(current) = stack.pop() {
            self.drop_references(current);
            all.push(current);
            if self.op_data(current).nested().is_none() {
                for &region in self.op_data(current).regions() {
                    for block in self.region_blocks(region) {
                        stack.extend(self.block_ops(block));
                    }
                }
            }
        }
        for current in all {
            if self.op_data(current).nested().is_none() {
                let regions: Box<[RegionId]> = self.op_data(current).regions().into();
                for &region in regions.iter() {
                    let blocks: Vec<BlockId> = self.region_blocks(region).collect();
                    for block in blocks {
                        self.free_block_slot(block);
                    }
                    self.free_region_slot(region);
                }
            }
            self.free_op_slot(current);
        }
    }

    // ---- blocks ----

    /// Appends a detached block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) -> Result<(), IrError> {
        self.insert_block(region, block, None)
    }

    /// Inserts a detached block into `region` before `before` (or at the end when `None`).
    pub fn insert_block(
        &mut self,
        region: RegionId,
        block: BlockId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        if !self.block_data(block).parent.is_none() {
            return Err(IrError::AlreadyAttached);
        }
        if let Some(b) = before
            && self.block_data(b).parent != region
        {
            return Err(IrError::Detached);
        }
        let next = before.unwrap_or(BlockId(NONE));
        let prev = match before {
            Some(b) => self.block_data(b).prev,
            None => self.region_data(region).last_block,
        };
        {
            let data = self.block_data_mut(block);
            data.parent = region;
            data.prev = prev;
            data.next = next;
        }
        match prev.some() {
            Some(p) => self.block_data_mut(p).next = block,
            None => self.region_data_mut(region).first_block = block,
        }
        match next.some() {
            Some(n) => self.block_data_mut(n).prev = block,
            None => self.region_data_mut(region).last_block = block,
        }
        Ok(())
    }

    /// Unlinks a block from its region, keeping it alive. No-op when detached.
    pub fn detach_block(&mut self, block: BlockId) {
        let (region, prev, next) = {
            let data = self.block_data(block);
            (data.parent, data.prev, data.next)
        };
        if region.is_none() {
            return;
        }
        match prev.some() {
            Some(p) => self.block_data_mut(p).next = next,
            None => self.region_data_mut(region).first_block = next,
        }
        match next.some() {
            Some(n) => self.block_data_mut(n).prev = prev,
            None => self.region_data_mut(region).last_block = prev,
        }
        let data = self.block_data_mut(block);
        data.parent = RegionId(NONE);
        data.prev = BlockId(NONE);
        data.next = BlockId(NONE);
    }

    /// Erases a block and its ops. Fails with [`IrError::HasUses`], changing nothing, when a
    /// branch still targets it or a value defined in it is used outside of it.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        let used_outside = |body: &Body, value| {
            body.uses(value)
                .any(|u: super::Use| !body.block_contains_op(block, u.owner))
        };
        if self
            .block_uses(block)
            .any(|u| !self.block_contains_op(block, u.owner))
            || self.block_args(block).any(|v| used_outside(self, v))
            || self
                .block_ops(block)
                .any(|op| self.results(op).any(|v| used_outside(self, v)))
        {
            return Err(IrError::HasUses);
        }
        self.detach_block(block);
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for &op in &ops {
            self.drop_references(op);
        }
        for op in ops {
            self.erase_detached_op(op);
        }
        self.free_block_slot(block);
        Ok(())
    }

    /// Erases several blocks at once, with their ops. Unlike [`Body::erase_block`] one at a time,
    /// the blocks may branch to one another and use one another's values (unreachable code with
    /// cycles). Fails with [`IrError::HasUses`], changing nothing, when a block outside the set
    /// branches to one of them or a value defined in them is used outside of them.
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) -> Result<(), IrError> {
        let mut blocks = blocks.to_vec();
        blocks.sort_unstable();
        blocks.dedup();
        let blocks = &blocks[..];
        self.check_erase_blocks(blocks)?;
        let mut ops = Vec::new();
        for &block in blocks {
            self.detach_block(block);
            ops.extend(self.block_ops(block));
        }
        // Every reference between the blocks goes first, so that no erasure below sees a use.
        for &op in &ops {
            self.drop_references(op);
        }
        for op in ops {
            self.erase_detached_op(op);
        }
        for &block in blocks {
            self.free_block_slot(block);
        }
        Ok(())
    }

    /// Whether [`Body::erase_blocks`] would succeed for `blocks`: [`IrError::HasUses`] when a
    /// block outside them branches to one of them or a value defined in them is used outside.
    pub fn check_erase_blocks(&self, blocks: &[BlockId]) -> Result<(), IrError> {
        let inside = |op: OpId| blocks.iter().any(|&b| self.block_contains_op(b, op));
        for &block in blocks {
            if self.block_uses(block).any(|u| !inside(u.owner)) {
                return Err(IrError::HasUses);
            }
            let mut values: Vec<super::Value> = self.block_args(block).collect();
            for op in self.block_ops(block) {
                for nested in self.collect_ops(op, super::WalkOrder::PreOrder) {
                    values.extend(self.results(nested));
                }
            }
            if values
                .iter()
                .any(|&v| self.uses(v).any(|u| !inside(u.owner)))
            {
                return Err(IrError::HasUses);
            }
        }
        Ok(())
    }

    /// Whether `op` is in `block`, directly or nested.
    pub fn block_contains_op(&self, block: BlockId, op: OpId) -> bool {
        let mut current = Some(op);
        while let Some(o) = current {
            let parent = self.op_parent_block(o);
            if parent == Some(block) {
                return true;
            }
            current = parent.and_then(|b| self.block_parent_op(b));
        }
        false
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new block (with no
    /// arguments) inserted right after `block`. Returns the new block. O(ops moved).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> Result<BlockId, IrError> {
        if self.op_parent_block(op) != Some(block) {
            return Err(IrError::Detached);
        }
        let region = self.block_parent_region(block).ok_or(IrError::Detached)?;
        let new_block = self.create_block(&[]);
        let after = self.block_data(block).next.some();
        self.insert_block(region, new_block, after)?;
        let prev = self.op_data(op).prev;
        let last = self.block_data(block).last_op;
        // Relink the tail as a whole, then fix the parent of each moved op.
        match prev.some() {
            Some(p) => self.op_data_mut(p).next = OpId(NONE),
            None => self.block_data_mut(block).first_op = OpId(NONE),
        }
        self.block_data_mut(block).last_op = prev;
        self.op_data_mut(op).prev = OpId(NONE);
        {
            let data = self.block_data_mut(new_block);
            data.first_op = op;
            data.last_op = last;
            data.order_valid = false;
        }
        let mut cursor = op.some();
        while let Some(current) = cursor {
            self.op_data_mut(current).parent = new_block;
            cursor = self.op_data(current).next.some();
        }
        Ok(new_block)
    }

    /// Moves all ops of `from` to the end of `into` (block arguments of `from` stay). O(ops moved).
    pub fn merge_blocks(&mut self, from: BlockId, into: BlockId) {
        let ops: Vec<OpId> = self.block_ops(from).collect();
        for op in ops {
            self.detach_op(op);
            // Cannot fail: the op was just detached and `into` is a block of this body.
            let _ = self.insert_op(op, InsertPoint::BlockEnd(into));
        }
    }

    /// Moves all blocks of region `from` into region `into`, before `before` (or at the end).
    pub fn move_region_blocks(
        &mut self,
        from: RegionId,
        into: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        let blocks: Vec<BlockId> = self.region_blocks(from).collect();
        for block in blocks {
            self.detach_block(block);
            self.insert_block(into, block, before)?;
        }
        Ok(())
    }

    // ---- ordering ----

    /// Whether `a` comes before `b`; both must be in the same block. Amortized O(1): order indices
    /// are recomputed for the block only after an edit invalidated them.
    pub fn is_before_in_block(&mut self, a: OpId, b: OpId) -> bool {
        let block = self.op_data(a).parent;
        if block.is_none() {
            return false;
        }
        if !self.block_data(block).order_valid {
            self.renumber_block(block);
        }
        self.op_data(a).order < self.op_data(b).order
    }

    fn renumber_block(&mut self, block: BlockId) {
        let mut order = 0u32;
        let mut cursor = self.block_data(block).first_op.some();
        while let Some(op) = cursor {
            self.op_data_mut(op).order = order;
            order = order.saturating_add(ORDER_STRIDE);
            cursor = self.op_data(op).next.some();
        }
        self.block_data_mut(block).order_valid = true;
    }

    /// Whether the value is defined by `op` or inside it.
    pub fn value_defined_in_op(&self, value: super::Value, op: OpId) -> bool {
        let block = match value.def() {
            ValueDef::Result { op: def, .. } => return self.op_is_ancestor_or_self(op, def),
            ValueDef::BlockArg { block, .. } => block,
        };
        self.block_parent_op(block)
            .is_some_and(|parent| self.op_is_ancestor_or_self(op, parent))
    }
}
