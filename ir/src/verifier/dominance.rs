//! Dominance: which blocks, ops and values dominate which, within one [`Body`].
//!
//! [`DominanceInfo`] answers MLIR's dominance queries for the regions of a body: block dominance
//! over each region's control-flow graph, op dominance (same block: order; across regions: via
//! the ancestor of the later op in the earlier op's region), and value dominance (a block
//! argument dominates its whole block, a result dominates what follows its op but not the op's
//! own regions). Dominator trees are built lazily per multi-block region with the Semi-NCA
//! algorithm (as LLVM does) and numbered so that each block query is O(1). Graph regions (regions
//! of ops that are `HasOnlyGraphRegion`, and single-block regions of unregistered ops) impose no
//! order inside their block. Unreachable blocks follow LLVM's rule: they are dominated by every
//! block and dominate none but themselves.
//!
//! It is not an SSA checker: the verifier uses it to check uses; CSE and canonicalization use it
//! to decide what may replace what. Queries never cross into the nested body of an isolated op:
//! nothing there can refer to this body.

use crate::context::Context;
use crate::structure::{BlockId, Body, OpId, RegionId, Value, ValueDef};
use crate::traits::Trait;
use std::cell::{Cell, OnceCell};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, AtomicU32, Ordering};

const NONE: u32 = u32::MAX;

/// The dominator tree of one region with several blocks, over the region's blocks numbered in
/// order (`local` indices).
#[derive(Debug)]
struct RegionTree {
    /// Local index to block.
    blocks: Vec<BlockId>,
    /// Immediate dominator (local index); `NONE` for the entry and for unreachable blocks.
    idom: Vec<u32>,
    /// Entry and exit times of a walk of the dominator tree; `NONE` for unreachable blocks.
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl RegionTree {
    /// Builds the tree of `region`, recording each block's local index in `local`.
    fn build(body: &Body, region: RegionId, local: &[AtomicU32]) -> RegionTree {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        for (index, block) in blocks.iter().enumerate() {
            local[block.0 as usize].store(index as u32, Ordering::Relaxed);
        }
        let n = blocks.len();

        // Successor lists (local indices), keeping only edges inside the region.
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succ = Vec::new();
        for &block in &blocks {
            succ_start.push(succ.len() as u32);
            if let Some(terminator) = body.last_op(block) {
                for target in body.successors(terminator) {
                    if body.contains_block(target)
                        && body.block_parent_region(target) == Some(region)
                    {
                        succ.push(local[target.0 as usize].load(Ordering::Relaxed));
                    }
                }
            }
        }
        succ_start.push(succ.len() as u32);

        // Depth-first preorder from the entry: `num` maps local -> number (1-based, 0 = not
        // reached), `vertex` maps number -> local, `parent` maps number -> parent's number.
        let mut num = vec![0u32; n];
        let mut vertex = vec![NONE, 0];
        let mut parent = vec![0u32, 0];
        let mut stack: Vec<(u32, u32)> = Vec::new();
        if n > 0 {
            num[0] = 1;
            stack.push((0, succ_start[0]));
        }
        while let Some(top) = stack.last_mut() {
            let (v, edge) = *top;
            if edge < succ_start[v as usize + 1] {
                top.1 += 1;
                let w = succ[edge as usize];
                if num[w as usize] == 0 {
                    num[w as usize] = vertex.len() as u32;
                    vertex.push(w);
                    parent.push(num[v as usize]);
                    stack.push((w, succ_start[w as usize]));
                }
            } else {
                stack.pop();
            }
        }
        let count = vertex.len() - 1;

        // Predecessor lists in number space, for reached blocks only.
        let mut pred_count = vec![0u32; count + 2];
        for v in 0..n {
            if num[v] == 0 {
                continue;
            }
            for &w in &succ[succ_start[v] as usize..succ_start[v + 1] as usize] {
                pred_count[num[w as usize] as usize + 1] += 1;
            }
        }
        for k in 1..pred_count.len() {
            pred_count[k] += pred_count[k - 1];
        }
        let mut fill = pred_count.clone();
        let mut preds = vec![0u32; pred_count[count + 1] as usize];
        for v in 0..n {
            if num[v] == 0 {
                continue;
            }
            for &w in &succ[succ_start[v] as usize..succ_start[v + 1] as usize] {
                let slot = &mut fill[num[w as usize] as usize];
                preds[*slot as usize] = num[v];
                *slot += 1;
            }
        }

        // Semi-NCA: semidominators with path-compressed evaluation, then immediate dominators
        // as nearest common ancestors of the semidominator and the tree parent.
        let mut semi: Vec<u32> = (0..=count as u32).collect();
        let mut label: Vec<u32> = (0..=count as u32).collect();
        let mut ancestor = parent.clone();
        let mut idom = parent.clone();
        let mut path = Vec::new();
        for w in (2..=count).rev() {
            let mut best = parent[w];
            for &p in &preds[pred_count[w] as usize..pred_count[w + 1] as usize] {
                let u = eval(p, w as u32 + 1, &mut ancestor, &mut label, &semi, &mut path);
                best = best.min(semi[u as usize]);
            }
            semi[w] = best;
        }
        for w in 2..=count {
            let mut candidate = idom[w];
            while candidate > semi[w] {
                candidate = idom[candidate as usize];
            }
            idom[w] = candidate;
        }

        // Number the dominator tree so that `a dominates b` is an interval test.
        let mut child_start = vec![0u32; count + 2];
        for &d in idom.iter().take(count + 1).skip(2) {
            child_start[d as usize + 1] += 1;
        }
        for k in 1..child_start.len() {
            child_start[k] += child_start[k - 1];
        }
        let mut fill = child_start.clone();
        let mut children = vec![0u32; count.saturating_sub(1)];
        for (w, &d) in idom.iter().enumerate().take(count + 1).skip(2) {
            let slot = &mut fill[d as usize];
            children[*slot as usize] = w as u32;
            *slot += 1;
        }
        let mut pre = vec![NONE; n];
        let mut post = vec![NONE; n];
        let mut clock = 0u32;
        let mut walk: Vec<(u32, u32)> = Vec::new();
        if count > 0 {
            pre[0] = clock;
            clock += 1;
            walk.push((1, child_start[1]));
        }
        while let Some(top) = walk.last_mut() {
            let (v, next) = *top;
            if next < child_start[v as usize + 1] {
                top.1 += 1;
                let c = children[next as usize];
                pre[vertex[c as usize] as usize] = clock;
                clock += 1;
                walk.push((c, child_start[c as usize]));
            } else {
                post[vertex[v as usize] as usize] = clock;
                clock += 1;
                walk.pop();
            }
        }

        let mut idom_local = vec![NONE; n];
        for w in 2..=count {
            idom_local[vertex[w] as usize] = vertex[idom[w] as usize];
        }
        RegionTree {
            blocks,
            idom: idom_local,
            pre,
            post,
        }
    }

    fn reachable(&self, a: u32) -> bool {
        self.pre[a as usize] != NONE
    }

    /// Whether local block `a` dominates local block `b` (LLVM's rule for unreachable blocks).
    fn dominates(&self, a: u32, b: u32) -> bool {
        if a == b || !self.reachable(b) {
            return true;
        }
        if !self.reachable(a) {
            return false;
        }
        let (a, b) = (a as usize, b as usize);
        self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }
}

/// The node with the smallest semidominator on the compressed path from `v` up to the nodes not
/// yet linked (those numbered below `last_linked`), compressing the path on the way.
fn eval(
    v: u32,
    last_linked: u32,
    ancestor: &mut [u32],
    label: &mut [u32],
    semi: &[u32],
    path: &mut Vec<u32>,
) -> u32 {
    if ancestor[v as usize] < last_linked {
        return label[v as usize];
    }
    path.clear();
    let mut x = v;
    loop {
        path.push(x);
        x = ancestor[x as usize];
        if ancestor[x as usize] < last_linked {
            break;
        }
    }
    let mut p = x;
    while let Some(y) = path.pop() {
        ancestor[y as usize] = ancestor[p as usize];
        if semi[label[p as usize] as usize] < semi[label[y as usize] as usize] {
            label[y as usize] = label[p as usize];
        }
        p = y;
    }
    label[v as usize]
}

/// What [`DominanceInfo`] learns about a body that stays true while the body's blocks and
/// control flow do not change: the dominator trees built so far and which regions are graph
/// regions. It does not borrow the body, so it can be kept between two borrows of it (the pass
/// manager caches it as an analysis) and lent to a [`DominanceInfo`] with
/// [`DominanceInfo::with_cache`]. Op order inside blocks is not part of it. It is `Sync`, so
/// that passes on nested ops running on other threads can read a parent op's cached copy.
pub struct DominanceCache {
    /// Per region index: the tree, or `None` for regions of fewer than two blocks.
    trees: Vec<OnceLock<Option<Box<RegionTree>>>>,
    /// Per block index: its local index in its region's tree (valid once the tree is built;
    /// written only while building it, so the tree's `OnceLock` orders the reads).
    local: Vec<AtomicU32>,
    /// Per region index: 0 unknown, 1 SSA dominance, 2 graph region.
    ssa: Vec<AtomicU8>,
}

impl DominanceCache {
    /// An empty cache sized for `body`; trees are built on first use.
    pub fn new(body: &Body) -> Self {
        DominanceCache {
            trees: (0..body.regions.len()).map(|_| OnceLock::new()).collect(),
            local: (0..body.blocks.len())
                .map(|_| AtomicU32::new(NONE))
                .collect(),
            ssa: (0..body.regions.len()).map(|_| AtomicU8::new(0)).collect(),
        }
    }

    /// Whether every block and region of `body` has a slot here (a body that grew since the
    /// cache was made needs a new one).
    fn covers(&self, body: &Body) -> bool {
        self.local.len() >= body.blocks.len() && self.trees.len() >= body.regions.len()
    }
}

impl std::fmt::Debug for DominanceCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let built = self
            .trees
            .iter()
            .filter(|t| matches!(t.get(), Some(Some(_))))
            .count();
        write!(f, "DominanceCache({built} region trees built)")
    }
}

/// The cache a [`DominanceInfo`] fills: its own, or one kept by its caller.
enum CacheRef<'a> {
    Owned(DominanceCache),
    Borrowed(&'a DominanceCache),
}

/// Dominance queries over the regions of one body. See the module documentation.
///
/// It borrows the body, so the IR cannot change while it lives; build a new one after edits,
/// or keep what it learnt in a [`DominanceCache`] when the edits keep dominance.
pub struct DominanceInfo<'a> {
    ctx: &'a Context,
    body: &'a Body,
    cache: CacheRef<'a>,
    /// Positions of ops in blocks whose cached order in the body is stale.
    positions: OnceCell<Vec<Cell<u32>>>,
    numbered: OnceCell<Vec<Cell<bool>>>,
}

impl std::fmt::Debug for DominanceInfo<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DominanceInfo({:?})", self.cache())
    }
}

impl<'a> DominanceInfo<'a> {
    /// Dominance information for the regions of `body`; trees are built on first use.
    pub fn new(ctx: &'a Context, body: &'a Body) -> Self {
        Self::with(ctx, body, CacheRef::Owned(DominanceCache::new(body)))
    }

    /// Dominance information for the regions of `body` that uses and fills `cache`, made for
    /// this body earlier. A cache too small for the body (blocks or regions were added since)
    /// is ignored.
    pub fn with_cache(ctx: &'a Context, body: &'a Body, cache: &'a DominanceCache) -> Self {
        if cache.covers(body) {
            Self::with(ctx, body, CacheRef::Borrowed(cache))
        } else {
            Self::new(ctx, body)
        }
    }

    fn with(ctx: &'a Context, body: &'a Body, cache: CacheRef<'a>) -> Self {
        DominanceInfo {
            ctx,
            body,
            cache,
            positions: OnceCell::new(),
            numbered: OnceCell::new(),
        }
    }

    fn cache(&self) -> &DominanceCache {
        match &self.cache {
            CacheRef::Owned(cache) => cache,
            CacheRef::Borrowed(cache) => cache,
        }
    }

    /// The body these queries are about.
    pub fn body(&self) -> &'a Body {
        self.body
    }

    fn tree(&self, region: RegionId) -> Option<&RegionTree> {
        let cache = self.cache();
        let cell = cache.trees.get(region.0 as usize)?;
        cell.get_or_init(|| {
            let mut blocks = self.body.region_blocks(region);
            let several = blocks.next().is_some() && blocks.next().is_some();
            several.then(|| Box::new(RegionTree::build(self.body, region, &cache.local)))
        })
        .as_deref()
    }

    /// The local index of `block` in `tree`, if the tree knows it (a cache kept across edits
    /// that changed the blocks may not).
    fn local(&self, tree: &RegionTree, block: BlockId) -> Option<u32> {
        let local = self
            .cache()
            .local
            .get(block.0 as usize)?
            .load(Ordering::Relaxed);
        (tree.blocks.get(local as usize) == Some(&block)).then_some(local)
    }

    /// Whether uses in `region` must be dominated by their definitions. False for graph regions:
    /// single-block regions of ops that are `HasOnlyGraphRegion` or not registered. Regions with
    /// several blocks always have SSA dominance.
    pub fn has_ssa_dominance(&self, region: RegionId) -> bool {
        let Some(cache) = self.cache().ssa.get(region.0 as usize) else {
            return true;
        };
        match cache.load(Ordering::Relaxed) {
            1 => return true,
            2 => return false,
            _ => {}
        }
        let mut blocks = self.body.region_blocks(region);
        let several = blocks.next().is_some() && blocks.next().is_some();
        let ssa = several || {
            let parent = match self.body.region_parent_op(region) {
                Some(op) => Some(self.body.op_name(op)),
                None => self.body.owner_name(),
            };
            match parent {
                None => true,
                Some(name) => self
                    .ctx
                    .op_descriptor(name)
                    .is_some_and(|d| !d.traits.has(Trait::HasOnlyGraphRegion)),
            }
        };
        cache.store(if ssa { 1 } else { 2 }, Ordering::Relaxed);
        ssa
    }

    fn block_has_ssa_dominance(&self, block: BlockId) -> bool {
        self.body
            .block_parent_region(block)
            .is_none_or(|region| self.has_ssa_dominance(region))
    }

    /// Whether `block` can be reached from the entry block of its region.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        let Some(region) = self.body.block_parent_region(block) else {
            return true;
        };
        if self.body.region_entry(region) == Some(block) {
            return true;
        }
        match self.tree(region) {
            Some(tree) => self.local(tree, block).is_some_and(|l| tree.reachable(l)),
            None => true,
        }
    }

    /// The immediate dominator of `block` in its region; `None` for entry and unreachable blocks.
    pub fn immediate_dominator(&self, block: BlockId) -> Option<BlockId> {
        let region = self.body.block_parent_region(block)?;
        let tree = self.tree(region)?;
        let idom = tree.idom[self.local(tree, block)? as usize];
        (idom != NONE).then(|| tree.blocks[idom as usize])
    }

    /// The blocks of `region` reachable from its entry, in a preorder walk of the dominator tree
    /// that visits the children of a block in the order the depth-first search of the CFG first
    /// reached them (the order of MLIR's dominator tree nodes). Walks that keep scopes along the
    /// tree, like CSE's, pair it with [`DominanceInfo::immediate_dominator`].
    pub fn dominator_tree_preorder(&self, region: RegionId) -> Vec<BlockId> {
        let Some(tree) = self.tree(region) else {
            return self.body.region_entry(region).into_iter().collect();
        };
        let mut reached: Vec<(u32, BlockId)> = (0..tree.blocks.len())
            .filter(|&local| tree.reachable(local as u32))
            .map(|local| (tree.pre[local], tree.blocks[local]))
            .collect();
        reached.sort_unstable();
        reached.into_iter().map(|(_, block)| block).collect()
    }

    /// The ancestor of `op` (or `op` itself) that is directly in `region`, if any.
    pub fn find_ancestor_in_region(&self, region: RegionId, op: OpId) -> Option<OpId> {
        let mut current = op;
        loop {
            let parent_region = self.body.op_parent_region(current)?;
            if parent_region == region {
                return Some(current);
            }
            current = self.body.region_parent_op(parent_region)?;
        }
    }

    /// The ancestor of `block` (or `block` itself) that is directly in `region`, if any.
    fn find_ancestor_block_in_region(&self, region: RegionId, block: BlockId) -> Option<BlockId> {
        let parent_region = self.body.block_parent_region(block)?;
        if parent_region == region {
            return Some(block);
        }
        let owner = self.body.region_parent_op(parent_region)?;
        let ancestor = self.find_ancestor_in_region(region, owner)?;
        self.body.op_parent_block(ancestor)
    }

    /// Whether block `a` properly dominates block `b` in the same region.
    fn same_region_properly_dominates(&self, region: RegionId, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        match self.tree(region) {
            Some(tree) => match (self.local(tree, a), self.local(tree, b)) {
                (Some(a), Some(b)) => tree.dominates(a, b),
                _ => false,
            },
            None => false,
        }
    }

    /// Whether block `a` dominates block `b`. A block dominates itself and every block nested
    /// (through ops) in the blocks it dominates.
    pub fn block_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a == b || self.block_properly_dominates(a, b)
    }

    /// Whether block `a` dominates block `b` and they differ (in a graph region a block also
    /// properly dominates itself, as in MLIR).
    pub fn block_properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return !self.block_has_ssa_dominance(a);
        }
        let Some(region) = self.body.block_parent_region(a) else {
            return false;
        };
        let Some(b) = self.find_ancestor_block_in_region(region, b) else {
            return false;
        };
        // `a` encloses `b`, or dominates the block that does.
        a == b || self.same_region_properly_dominates(region, a, b)
    }

    /// Whether op `a` is before op `b`, both in `block`.
    fn is_before(&self, block: BlockId, a: OpId, b: OpId) -> bool {
        if self.body.block_data(block).order_valid {
            return self.body.op_data(a).order < self.body.op_data(b).order;
        }
        let positions = self
            .positions
            .get_or_init(|| (0..self.body.ops.len()).map(|_| Cell::new(0)).collect());
        let numbered = self.numbered.get_or_init(|| {
            (0..self.body.blocks.len())
                .map(|_| Cell::new(false))
                .collect()
        });
        if !numbered[block.0 as usize].get() {
            for (index, op) in self.body.block_ops(block).enumerate() {
                positions[op.0 as usize].set(index as u32);
            }
            numbered[block.0 as usize].set(true);
        }
        positions[a.0 as usize].get() < positions[b.0 as usize].get()
    }

    /// Whether op `a` properly dominates op `b`: `a` is before `b` in one block, or `a`'s block
    /// properly dominates `b`'s, looking at the ancestor of `b` in `a`'s region. An op properly
    /// dominates the ops in its own regions.
    pub fn properly_dominates(&self, a: OpId, b: OpId) -> bool {
        self.op_properly_dominates(a, b, true)
    }

    /// Whether `a` is `b` or properly dominates it.
    pub fn op_dominates(&self, a: OpId, b: OpId) -> bool {
        a == b || self.properly_dominates(a, b)
    }

    fn op_properly_dominates(&self, a: OpId, b: OpId, enclosing_ok: bool) -> bool {
        let Some(region) = self.body.op_parent_region(a) else {
            return false;
        };
        let ancestor = if self.body.op_parent_region(b) == Some(region) {
            Some(b)
        } else {
            self.find_ancestor_in_region(region, b)
        };
        self.op_properly_dominates_ancestor(a, b, ancestor, enclosing_ok)
    }

    /// The core of op dominance, given `ancestor`: the ancestor of `b` in `a`'s region.
    fn op_properly_dominates_ancestor(
        &self,
        a: OpId,
        b: OpId,
        ancestor: Option<OpId>,
        enclosing_ok: bool,
    ) -> bool {
        let (Some(a_block), Some(ancestor)) = (self.body.op_parent_block(a), ancestor) else {
            return false;
        };
        let ssa = self.block_has_ssa_dominance(a_block);
        if ancestor == a {
            // `a` is `b` (no op dominates itself properly, except in graph regions) or encloses it.
            return if a == b { !ssa } else { enclosing_ok || !ssa };
        }
        let Some(b_block) = self.body.op_parent_block(ancestor) else {
            return false;
        };
        if a_block == b_block {
            return !ssa || self.is_before(a_block, a, ancestor);
        }
        match self.body.block_parent_region(a_block) {
            Some(region) => self.same_region_properly_dominates(region, a_block, b_block),
            None => false,
        }
    }

    /// Whether `value` dominates `user`: it is a result of `user`, or it properly dominates it.
    pub fn dominates(&self, value: Value, user: OpId) -> bool {
        value.defining_op() == Some(user) || self.properly_dominates_value(value, user)
    }

    /// Whether `value` properly dominates `user`: a block argument dominates every op of its
    /// block (and what they enclose) and of the blocks its block dominates; a result properly
    /// dominates what its op properly dominates, except the ops inside its op.
    pub fn properly_dominates_value(&self, value: Value, user: OpId) -> bool {
        let Some(def_block) = self.body.value_parent_block(value) else {
            return false;
        };
        let Some(region) = self.body.block_parent_region(def_block) else {
            return false;
        };
        let ancestor = if self.body.op_parent_region(user) == Some(region) {
            Some(user)
        } else {
            self.find_ancestor_in_region(region, user)
        };
        self.properly_dominates_value_at(value, user, ancestor)
    }

    /// [`DominanceInfo::properly_dominates_value`] when the ancestor of `user` in the value's
    /// region is already known (`None`: there is none).
    pub(crate) fn properly_dominates_value_at(
        &self,
        value: Value,
        user: OpId,
        ancestor: Option<OpId>,
    ) -> bool {
        match value.def() {
            ValueDef::BlockArg { block, .. } => {
                let Some(ancestor_block) = ancestor.and_then(|a| self.body.op_parent_block(a))
                else {
                    return false;
                };
                if ancestor_block == block {
                    return true;
                }
                match self.body.block_parent_region(block) {
                    Some(region) => {
                        self.same_region_properly_dominates(region, block, ancestor_block)
                    }
                    None => false,
                }
            }
            ValueDef::Result { op, .. } => {
                self.op_properly_dominates_ancestor(op, user, ancestor, false)
            }
        }
    }

    /// The nearest block that dominates both `a` and `b` (after moving them to a common region
    /// through their ancestors), if they share a region at all.
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        let (a, b) = self.blocks_in_same_region(a, b)?;
        if a == b {
            return Some(a);
        }
        let region = self.body.block_parent_region(a)?;
        let tree = self.tree(region)?;
        let (mut la, lb) = (self.local(tree, a)?, self.local(tree, b)?);
        if !tree.reachable(la) || !tree.reachable(lb) {
            return None;
        }
        while !tree.dominates(la, lb) {
            la = tree.idom[la as usize];
        }
        Some(tree.blocks[la as usize])
    }

    /// Moves `a` and `b` up to ancestors in one region (MLIR's `tryGetBlocksInSameRegion`).
    fn blocks_in_same_region(&self, a: BlockId, b: BlockId) -> Option<(BlockId, BlockId)> {
        let chain = |block: BlockId| {
            let mut chain = vec![block];
            let mut current = block;
            while let Some(parent) = self
                .body
                .block_parent_op(current)
                .and_then(|op| self.body.op_parent_block(op))
            {
                chain.push(parent);
                current = parent;
            }
            chain
        };
        let by_region: rustc_hash::FxHashMap<RegionId, BlockId> = chain(b)
            .into_iter()
            .filter_map(|y| self.body.block_parent_region(y).map(|r| (r, y)))
            .collect();
        // The innermost ancestor of `a` whose region also holds an ancestor of `b`.
        chain(a).into_iter().find_map(|x| {
            let region = self.body.block_parent_region(x)?;
            by_region.get(&region).map(|&y| (x, y))
        })
    }
}

#[cfg(test)]
mod tests;
