//! Slot pools: one vector per [`super::Body`] holding the operand (or result) slots of all its
//! ops, each op owning a [`SlotRange`] of it.
//!
//! Most ops have zero to two operands and zero or one result; a pool spends exactly the slots an
//! op has plus 8 bytes for its range, where inline small vectors spent their full inline size on
//! every op and a separate allocation on the others. Ranges are released when an op is freed or
//! its slot count changes; the space they leave is reclaimed by [`SlotPool::compact`] once it is
//! more than half of the pool, so the cost of compaction is amortized over the releases that
//! made it necessary. This module only manages storage: it knows nothing of use lists.

use std::ops::Range;

/// The slots of one op in a pool: `len` slots from `start`; the default is empty.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct SlotRange {
    start: u32,
    len: u32,
}

impl SlotRange {
    /// The number of slots.
    #[inline]
    pub(crate) fn len(self) -> usize {
        self.len as usize
    }

    #[inline]
    fn indices(self) -> Range<usize> {
        self.start as usize..self.start as usize + self.len as usize
    }
}

/// Released space is reclaimed only beyond this many slots, so that small bodies never compact.
const MIN_GARBAGE: usize = 1024;

/// A pool of slots. See the module documentation.
#[derive(Clone, Debug)]
pub(crate) struct SlotPool<T> {
    slots: Vec<T>,
    /// Slots inside released ranges.
    garbage: usize,
}

impl<T> Default for SlotPool<T> {
    fn default() -> Self {
        SlotPool {
            slots: Vec::new(),
            garbage: 0,
        }
    }
}

impl<T> SlotPool<T> {
    /// The slots of `range`.
    #[inline]
    pub(crate) fn get(&self, range: SlotRange) -> &[T] {
        &self.slots[range.indices()]
    }

    /// The slots of `range`, mutably.
    #[inline]
    pub(crate) fn get_mut(&mut self, range: SlotRange) -> &mut [T] {
        &mut self.slots[range.indices()]
    }

    /// Slot `index` of `range` (in range: the index is checked against the range, not only the
    /// pool, so a wrong index cannot reach another op's slots).
    #[inline]
    pub(crate) fn slot(&self, range: SlotRange, index: u32) -> &T {
        &self.get(range)[index as usize]
    }

    /// Slot `index` of `range`, mutably.
    #[inline]
    pub(crate) fn slot_mut(&mut self, range: SlotRange, index: u32) -> &mut T {
        &mut self.get_mut(range)[index as usize]
    }

    /// Stores `items` in a new range.
    pub(crate) fn alloc(&mut self, items: impl IntoIterator<Item = T>) -> SlotRange {
        let start = self.slots.len();
        self.slots.extend(items);
        normalized(start, self.slots.len() - start)
    }

    /// Gives back the slots of `range`, which must not be used again. The caller compacts the
    /// pool when [`SlotPool::wants_compaction`] says so.
    pub(crate) fn release(&mut self, range: SlotRange) {
        if range.len == 0 {
            return;
        }
        if range.start as usize + range.len as usize == self.slots.len() {
            // The last range: its space is reused at once.
            self.slots.truncate(range.start as usize);
        } else {
            self.garbage += range.len as usize;
        }
    }

    /// Whether released space is worth reclaiming: more than half of the pool (and more than a
    /// small body's worth).
    pub(crate) fn wants_compaction(&self) -> bool {
        self.garbage > MIN_GARBAGE && self.garbage * 2 > self.slots.len()
    }

    /// Moves the slots of the live `ranges` (every range not released) together, in the order
    /// given, updating each range; released space is freed.
    pub(crate) fn compact<'a>(&mut self, ranges: impl Iterator<Item = &'a mut SlotRange>)
    where
        T: Clone,
    {
        let mut slots = Vec::with_capacity(self.slots.len() - self.garbage);
        for range in ranges {
            let start = slots.len();
            slots.extend_from_slice(&self.slots[range.indices()]);
            *range = normalized(start, range.len());
        }
        self.slots = slots;
        self.garbage = 0;
    }

    /// Releases spare capacity.
    pub(crate) fn shrink_to_fit(&mut self) {
        self.slots.shrink_to_fit();
    }

    /// Heap bytes held (from the capacity).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<T>()
    }
}

/// The range of `len` slots from `start`. Empty ranges all start at 0, so that they stay valid
/// when the pool shrinks below where they were made.
fn normalized(start: usize, len: usize) -> SlotRange {
    if len == 0 {
        return SlotRange::default();
    }
    SlotRange {
        start: index_u32(start),
        len: index_u32(len),
    }
}

/// A slot index as stored in a range. A body holds fewer than 2^32 slots of a kind: that would
/// take at least 48 GiB of operands.
fn index_u32(index: usize) -> u32 {
    u32::try_from(index).expect("more than 4 billion slots in one body")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_costs_eight_bytes() {
        assert_eq!(std::mem::size_of::<SlotRange>(), 8);
    }

    #[test]
    fn ranges_hold_what_was_stored() {
        let mut pool = SlotPool::default();
        let a = pool.alloc([1, 2, 3]);
        let empty = pool.alloc([]);
        let b = pool.alloc([4]);
        assert_eq!(pool.get(a), &[1, 2, 3]);
        assert_eq!(pool.get(empty), &[] as &[i32]);
        assert_eq!((*pool.slot(a, 2), *pool.slot(b, 0)), (3, 4));
        *pool.slot_mut(a, 1) = 20;
        pool.get_mut(b)[0] = 40;
        assert_eq!((pool.get(a), pool.get(b)), (&[1, 20, 3][..], &[40][..]));
    }

    #[test]
    fn releasing_the_last_range_frees_its_space_at_once() {
        let mut pool = SlotPool::default();
        let a = pool.alloc([1, 2]);
        let b = pool.alloc([3, 4, 5]);
        pool.release(b);
        assert_eq!((pool.slots.len(), pool.garbage), (2, 0));
        pool.release(a);
        assert_eq!((pool.slots.len(), pool.garbage), (0, 0));
    }

    #[test]
    fn an_empty_range_stays_valid_when_the_pool_shrinks_below_it() {
        let mut pool = SlotPool::default();
        let last = pool.alloc([1, 2]);
        let empty = pool.alloc([]);
        pool.release(last);
        assert_eq!(pool.slots.len(), 0);
        assert_eq!(pool.get(empty), &[] as &[i32]);
        pool.release(empty);
        assert_eq!((pool.slots.len(), pool.garbage), (0, 0));
    }

    #[test]
    fn compaction_keeps_live_ranges_and_drops_released_ones() {
        let mut pool = SlotPool::default();
        let mut ranges: Vec<SlotRange> = (0..3000).map(|i| pool.alloc([i, i + 1])).collect();
        for range in ranges.iter_mut().filter(|r| r.start % 8 != 0) {
            pool.release(*range);
            *range = SlotRange::default();
        }
        assert!(pool.wants_compaction());
        pool.compact(ranges.iter_mut());
        assert_eq!((pool.slots.len(), pool.garbage), (1500, 0));
        assert!(!pool.wants_compaction());
        for (i, range) in ranges.iter().enumerate() {
            let expected: &[usize] = if i % 4 == 0 { &[i, i + 1] } else { &[] };
            assert_eq!(pool.get(*range), expected);
        }
    }

    #[test]
    fn small_pools_never_ask_for_compaction() {
        let mut pool = SlotPool::default();
        let ranges: Vec<SlotRange> = (0..100).map(|i| pool.alloc([i])).collect();
        for range in &ranges[..99] {
            pool.release(*range);
        }
        assert!(!pool.wants_compaction());
    }
}
