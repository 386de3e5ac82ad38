//! Producer-consumer fusion by computation slices, as MLIR 19's `fuseProducerConsumerNodes`:
//! the nodes of a block (loop nests and other ops touching memory) are visited as MLIR's
//! worklist visits them, and a producer nest (a perfect nest with constant bounds) is fused
//! into a consumer nest at the depth MLIR's cost model picks (`isFusionProfitable`: the
//! largest storage reduction whose additional computation stays under
//! `fusion-compute-tolerance`; the deepest legal depth under `fusion-maximal`). The slice is
//! cloned at the start of the consumer's loop body at that depth, its one-iteration loops
//! promoted, the producer erased when nothing else needs it (`canRemoveSrcNodeAfterFusion`),
//! and a buffer only the two nests use shrunk to the region one slice writes
//! (`createPrivateMemRef`), in `fusion-fast-mem-space` when it fits
//! `fusion-local-buf-threshold`.
//!
//! Where MLIR fuses on its dependence analysis alone, a fusion here must also keep what the
//! program computes ([`keeps_semantics`]).

use crate::compose::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use crate::dependence::{Access, enclosing_loops, induction_var, loop_range};
use crate::for_op::loop_control;
use crate::fusion_slice::{
    Bound, Footprint, Memrefs, Slice, is_maximal, is_valid, keeps_semantics, slice_union,
};
use crate::intervening::is_local_alloc;
use crate::loop_fusion::{accesses_of, defined_before, innermost_block, nothing_between};
use crate::{AffineApplyOp, AffineLoadOp, AffineStoreOp};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::attrs::{AttrData, IntegerAttr};
use oxir::effects::{EffectKind, own_effects};
use oxir::structure::{InsertPoint, ValueMap, WalkOrder};
use oxir::types::{MemRefType, get_int_or_float_bitwidth};
use oxir::{BlockId, Body, Context, IrError, OpId, RegionId, Value};
use std::collections::HashMap;

/// The options of the cost model and of private buffers.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// `fusion-compute-tolerance`.
    pub tolerance: f64,
    /// `fusion-maximal`.
    pub maximal: bool,
    /// `fusion-fast-mem-space`, when given.
    pub fast_space: Option<u64>,
    /// `fusion-local-buf-threshold`, in bytes.
    pub local_threshold: u64,
}

/// The nodes of MLIR's memref dependence graph for one block: ids in creation order.
struct Graph {
    nodes: Vec<(u32, OpId)>,
    next: u32,
}

impl Graph {
    /// The nodes of `block` (MLIR's `MemRefDependenceGraph::init`): loops, accesses, ops
    /// with results, and ops that write, free or have unknown effects. `None` when the block
    /// holds an op with regions other than a loop, which MLIR's graph does not support.
    fn of(ctx: &Context, body: &Body, block: BlockId) -> Option<Graph> {
        let mut nodes = Vec::new();
        for op in body.block_ops(block) {
            let name = ctx.op_name_str(body.op_name(op));
            if name != "affine.for" && !body.op_regions(op).is_empty() {
                return None;
            }
            let node = name == "affine.for"
                || Access::of(ctx, body, op).is_some()
                || body.num_results(op) != 0
                || match own_effects(ctx, body, op) {
                    None => true,
                    Some(effects) => effects
                        .iter()
                        .any(|e| matches!(e.kind, EffectKind::Write | EffectKind::Free)),
                };
            if node {
                nodes.push((nodes.len() as u32, op));
            }
        }
        let next = nodes.len() as u32;
        Some(Graph { nodes, next })
    }

    /// The op of node `id`, if it is still there.
    fn op(&self, id: u32) -> Option<OpId> {
        self.nodes.iter().find(|n| n.0 == id).map(|n| n.1)
    }

    /// The node ids in the order MLIR's `DenseMap<unsigned, Node>` iterates them (buckets of
    /// `id * 37` modulo a power of two kept under three quarters full).
    fn order(&self) -> Vec<u32> {
        let mut buckets = 64u64;
        while u64::from(self.next) * 4 >= buckets * 3 {
            buckets *= 2;
        }
        let mut ids: Vec<u32> = self.nodes.iter().map(|n| n.0).collect();
        ids.sort_by_key(|&id| ((u64::from(id) * 37) % buckets, id));
        ids
    }
}

/// Whether `memref` escapes `block` for fusion (MLIR's `isEscapingMemref`): it is no local
/// allocation, or some op other than an affine access uses it.
fn is_escaping(ctx: &Context, body: &Body, memref: Value) -> bool {
    !is_local_alloc(ctx, body, memref)
        || body
            .users(memref)
            .any(|u| Access::of(ctx, body, u).is_none())
}

/// Whether every use of `memref` is inside the nest `a` or the nest `b`.
fn only_in(body: &Body, memref: Value, a: OpId, b: OpId) -> bool {
    body.users(memref)
        .all(|u| body.op_is_ancestor_or_self(a, u) || body.op_is_ancestor_or_self(b, u))
}

/// Per `affine.for` of a nest: the ops of its body that are no loop or conditional, its trip
/// count and the loops directly in it (MLIR's `LoopNestStats`).
struct Stats {
    loops: HashMap<OpId, (i64, u64, Vec<OpId>)>,
}

impl Stats {
    /// The statistics of the nest at `root`; `None` when a loop has no constant trip count or
    /// is not directly in a loop.
    fn of(ctx: &Context, body: &Body, root: OpId) -> Option<Stats> {
        let mut loops = HashMap::new();
        let mut ok = true;
        body.walk(root, WalkOrder::PreOrder, |b, op| {
            if ctx.op_name_str(b.op_name(op)) != "affine.for" {
                return;
            }
            let Some(block) = innermost_block(b, op) else {
                ok = false;
                return;
            };
            let mut count = 0;
            let mut children = Vec::new();
            for inner in b.block_ops(block) {
                match ctx.op_name_str(b.op_name(inner)) {
                    "affine.for" => children.push(inner),
                    "affine.if" => {}
                    _ => count += 1,
                }
            }
            if op != root
                && b.op_parent_op(op)
                    .is_none_or(|p| ctx.op_name_str(b.op_name(p)) != "affine.for")
            {
                ok = false;
            }
            match loop_range(ctx, b, op) {
                Some(range) => {
                    loops.insert(op, (count, range.trip_count(), children));
                }
                None => ok = false,
            }
        });
        ok.then_some(Stats { loops })
    }

    /// The dynamic op count of loop `op` (MLIR's `getComputeCostHelper`), with trip counts
    /// and extra per-iteration costs overridden per loop.
    fn cost(&self, op: OpId, trips: &HashMap<OpId, u64>, extra: &HashMap<OpId, i64>) -> i64 {
        let Some((count, trip, children)) = self.loops.get(&op) else {
            return 0;
        };
        let mut ops = count - 1;
        for &child in children {
            ops += self.cost(child, trips, extra);
        }
        ops += extra.get(&op).copied().unwrap_or(0);
        let trip = trips.get(&op).copied().unwrap_or(*trip);
        trip as i64 * ops
    }
}

/// The size in bytes of an element of `memref`'s type (integers and floats).
fn element_bytes(ctx: &Context, body: &Body, memref: Value) -> Option<u64> {
    let ty = body.value_type(memref).dyn_cast::<MemRefType>(ctx)?;
    let bits = get_int_or_float_bitwidth(ctx, ty.element_type(ctx))?;
    Some(u64::from(bits).div_ceil(8))
}

/// The static sizes of `memref`'s dimensions (`None` for a dynamic one).
fn dim_sizes(ctx: &Context, body: &Body, memref: Value) -> Vec<Option<i64>> {
    body.value_type(memref)
        .dyn_cast::<MemRefType>(ctx)
        .map(|t| {
            t.shape(ctx)
                .iter()
                .map(|&s| (s >= 0).then_some(s))
                .collect()
        })
        .unwrap_or_default()
}

/// One dimension of the region a slice's store writes: its lower bound over the consumer's
/// outer induction variables and its constant extent.
struct RegionDim {
    lower: Bound,
    extent: i64,
}

/// The region the producer `store` writes in one slice (MLIR's `MemRefRegion` with the slice
/// bounds and the memref's dimensions, its constant bounding box: per dimension the smallest
/// extent among the slice's, the whole producer's and the memref's).
fn slice_region(ctx: &Context, body: &Body, store: &Footprint, slice: &Slice) -> Vec<RegionDim> {
    let sizes = dim_sizes(ctx, body, store.access.memref);
    let depth = slice.depth;
    store
        .rows
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let n = slice.loops.len();
            let mut lower = Bound {
                coeffs: vec![0; depth],
                constant: row[n],
            };
            let mut extent = 1;
            for (c, l) in row[..n].iter().zip(&slice.loops) {
                let b = if *c > 0 { &l.lower } else { &l.upper };
                let shift = if *c > 0 { 0 } else { -1 };
                for (k, v) in b.coeffs.iter().enumerate() {
                    lower.coeffs[k] += c * v;
                }
                lower.constant += c * (b.constant + shift);
                extent += c.abs() * (l.trip_count() as i64 - 1);
            }
            let (lo, hi) = store.subscript_range(r);
            let mut best = RegionDim { lower, extent };
            if hi - lo + 1 < best.extent {
                best = RegionDim {
                    lower: Bound {
                        coeffs: vec![0; depth],
                        constant: lo,
                    },
                    extent: hi - lo + 1,
                };
            }
            if let Some(Some(size)) = sizes.get(r)
                && *size < best.extent
            {
                best = RegionDim {
                    lower: Bound {
                        coeffs: vec![0; depth],
                        constant: 0,
                    },
                    extent: *size,
                };
            }
            best
        })
        .collect()
}

/// The bytes of the region `store` writes over the whole producer nest.
fn write_region_bytes(ctx: &Context, body: &Body, store: &Footprint) -> Option<i64> {
    let sizes = dim_sizes(ctx, body, store.access.memref);
    let mut elements = 1i64;
    for r in 0..store.rows.len() {
        let (lo, hi) = store.subscript_range(r);
        let mut extent = hi - lo + 1;
        if let Some(Some(size)) = sizes.get(r) {
            extent = extent.min(*size);
        }
        elements = elements.checked_mul(extent)?;
    }
    Some(elements * element_bytes(ctx, body, store.access.memref)? as i64)
}

/// The nests and facts one candidate fusion is judged on.
struct Candidate<'a> {
    chain: &'a [OpId],
    src_root: OpId,
    dst_root: OpId,
    stores: Vec<Footprint>,
    src_accesses: Vec<Footprint>,
}

/// The fused compute cost at `slice` (MLIR's `getFusionComputeCost`).
fn fused_cost(
    ctx: &Context,
    body: &Body,
    c: &Candidate<'_>,
    src_stats: &Stats,
    dst_stats: &Stats,
    slice: &Slice,
) -> Option<i64> {
    let trips: HashMap<OpId, u64> = c
        .chain
        .iter()
        .zip(&slice.loops)
        .map(|(&l, s)| (l, s.trip_count()))
        .collect();
    let parent = *slice.dst_loops.last()?;
    let mut extra: HashMap<OpId, i64> = HashMap::new();
    if slice.iteration_count() == 1 {
        let stores: Vec<&Footprint> = c
            .src_accesses
            .iter()
            .filter(|a| a.access.is_write)
            .collect();
        if !stores.is_empty() {
            extra.insert(parent, -(stores.len() as i64));
        }
        let mut memrefs: Vec<Value> = Vec::new();
        for m in stores.iter().map(|s| s.access.memref) {
            if !memrefs.contains(&m) {
                memrefs.push(m);
            }
        }
        for memref in memrefs {
            for user in body.users(memref) {
                if Access::of(ctx, body, user).is_none_or(|a| a.is_write) {
                    continue;
                }
                if !enclosing_loops(ctx, body, user).contains(&parent) {
                    continue;
                }
                if let Some(p) = body.op_parent_op(user)
                    && ctx.op_name_str(body.op_name(p)) == "affine.for"
                {
                    *extra.entry(p).or_insert(0) -= 1;
                }
            }
        }
    }
    let slice_cost = src_stats.cost(c.src_root, &trips, &HashMap::new());
    extra.insert(parent, slice_cost);
    Some(dst_stats.cost(c.dst_root, &HashMap::new(), &extra))
}

/// The depth MLIR's cost model picks among the legal slices (`isFusionProfitable`), for the
/// one producer store `store`.
fn best_depth(
    ctx: &Context,
    body: &Body,
    c: &Candidate<'_>,
    store: &Footprint,
    slices: &[Option<Slice>],
    tolerance: f64,
) -> Option<usize> {
    let src_stats = Stats::of(ctx, body, c.src_root)?;
    let dst_stats = Stats::of(ctx, body, c.dst_root)?;
    let none = HashMap::new();
    let src_cost = src_stats.cost(c.src_root, &none, &HashMap::new());
    let dst_cost = dst_stats.cost(c.dst_root, &none, &HashMap::new());
    let src_region = write_region_bytes(ctx, body, store)?;
    let bytes = element_bytes(ctx, body, store.access.memref)? as i64;
    let mut best: Option<usize> = None;
    let mut max_reduction = 0.0;
    for slice in slices.iter().rev().flatten() {
        let Some(fused) = fused_cost(ctx, body, c, &src_stats, &dst_stats, slice) else {
            continue;
        };
        let additional = fused as f64 / (src_cost as f64 + dst_cost as f64) - 1.0;
        let region: i64 = slice_region(ctx, body, store, slice)
            .iter()
            .map(|d| d.extent)
            .product::<i64>()
            * bytes;
        if region <= 0 {
            continue;
        }
        let reduction = src_region as f64 / region as f64;
        if reduction > max_reduction && additional < tolerance {
            max_reduction = reduction;
            best = Some(slice.depth);
        }
    }
    best
}

/// Whether an `affine.if` is nested in `root`.
fn contains_if(ctx: &Context, body: &Body, root: OpId) -> bool {
    let mut found = false;
    body.walk(root, WalkOrder::PreOrder, |b, op| {
        found |= ctx.op_name_str(b.op_name(op)) == "affine.if";
    });
    found
}

/// The number of loops around all of `ops` (MLIR's `getInnermostCommonLoopDepth`).
fn common_depth(ctx: &Context, body: &Body, ops: &[OpId]) -> usize {
    let all: Vec<Vec<OpId>> = ops.iter().map(|&o| enclosing_loops(ctx, body, o)).collect();
    let Some(first) = all.first() else {
        return 0;
    };
    (0..first.len())
        .take_while(|&k| all.iter().all(|l| l.get(k) == Some(&first[k])))
        .count()
}

/// The producer-consumer fusion stage over `block` of function region `f`, with MLIR's
/// `maxSrcUserCount`; whether anything changed.
pub fn fuse_block(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    block: BlockId,
    max_src_users: usize,
    options: Options,
) -> Result<bool, IrError> {
    let Some(mut graph) = Graph::of(ctx, body, block) else {
        return Ok(false);
    };
    let mut worklist = graph.order();
    let mut changed = false;
    let mut kept: Vec<(u32, u32)> = Vec::new();
    let mut replaced: Vec<Value> = Vec::new();
    while let Some(dst_id) = worklist.pop() {
        // MLIR's `dstNodeChanged` loop: the consumer's candidates again after a fusion.
        while let Some(dst) = graph.op(dst_id) {
            if ctx.op_name_str(body.op_name(dst)) != "affine.for" || body.num_results(dst) != 0 {
                break;
            }
            let mut fused_any = false;
            for src_id in candidates(ctx, body, &graph, dst_id).into_iter().rev() {
                if kept.contains(&(src_id, dst_id)) {
                    continue;
                }
                let (Some(src), Some(dst)) = (graph.op(src_id), graph.op(dst_id)) else {
                    continue;
                };
                if let Some(outcome) =
                    try_fuse(ctx, body, f, &graph, src, dst, max_src_users, options)?
                {
                    fused_any = true;
                    changed = true;
                    replaced.extend(outcome.replaced);
                    for alloc in outcome.new_allocs {
                        graph.nodes.push((graph.next, alloc));
                        graph.next += 1;
                    }
                    if outcome.removed {
                        graph.nodes.retain(|n| n.0 != src_id);
                    } else {
                        kept.push((src_id, dst_id));
                    }
                }
            }
            if !fused_any {
                break;
            }
        }
    }
    // MLIR's `eraseUnusedMemRefAllocations`, for the buffers that fusion left unused.
    let mut unique: Vec<Value> = Vec::new();
    for memref in replaced {
        if !unique.contains(&memref) {
            unique.push(memref);
        }
    }
    for memref in unique {
        if body.users(memref).next().is_none()
            && let Some(alloc) = memref.defining_op()
        {
            body.erase_op(alloc)?;
        }
    }
    Ok(changed)
}

/// The loop nodes before `dst` in its block that store to a memref `dst` loads, by id.
fn candidates(ctx: &Context, body: &Body, graph: &Graph, dst_id: u32) -> Vec<u32> {
    let Some(dst) = graph.op(dst_id) else {
        return Vec::new();
    };
    let Some(dst_accesses) = accesses_of(ctx, body, dst) else {
        return Vec::new();
    };
    let loaded: Vec<Value> = dst_accesses
        .iter()
        .filter(|a| !a.is_write)
        .map(|a| a.memref)
        .collect();
    let block = body.op_parent_block(dst);
    let before: Vec<OpId> = block
        .map(|b| body.block_ops(b).take_while(|&o| o != dst).collect())
        .unwrap_or_default();
    let mut ids: Vec<u32> = graph
        .nodes
        .iter()
        .filter(|(id, op)| {
            *id != dst_id
                && before.contains(op)
                && ctx.op_name_str(body.op_name(*op)) == "affine.for"
                && accesses_of(ctx, body, *op)
                    .is_some_and(|acc| acc.iter().any(|a| a.is_write && loaded.contains(&a.memref)))
        })
        .map(|n| n.0)
        .collect();
    ids.sort_unstable();
    ids
}

/// What a fusion did to the graph.
struct Outcome {
    removed: bool,
    new_allocs: Vec<OpId>,
    replaced: Vec<Value>,
}

/// Fuses the producer nest `src` into the consumer nest `dst` when MLIR would and the
/// program's results stay the same.
#[allow(clippy::too_many_arguments)]
fn try_fuse(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    graph: &Graph,
    src: OpId,
    dst: OpId,
    max_src_users: usize,
    options: Options,
) -> Result<Option<Outcome>, IrError> {
    let (Some(src_raw), Some(dst_raw)) = (accesses_of(ctx, body, src), accesses_of(ctx, body, dst))
    else {
        return Ok(None);
    };
    // MLIR's `gatherLoadsAndStores` refuses nests with an `affine.if`.
    if contains_if(ctx, body, src) || contains_if(ctx, body, dst) {
        return Ok(None);
    }
    let footprints = |list: &[Access]| -> Option<Vec<Footprint>> {
        list.iter()
            .map(|a| Footprint::of(ctx, body, a.clone()))
            .collect()
    };
    let (Some(src_accesses), Some(dst_all)) = (footprints(&src_raw), footprints(&dst_raw)) else {
        return Ok(None);
    };
    let stores: Vec<Footprint> = src_accesses
        .iter()
        .filter(|a| a.access.is_write)
        .cloned()
        .collect();
    let mut fed: Vec<Value> = Vec::new();
    for s in &stores {
        if dst_all
            .iter()
            .any(|d| !d.access.is_write && d.access.memref == s.access.memref)
            && !fed.contains(&s.access.memref)
        {
            fed.push(s.access.memref);
        }
    }
    // The stores the consumer depends on; the slice bounds the loops around them, which must
    // be the same.
    let slicing: Vec<Footprint> = stores
        .iter()
        .filter(|s| dst_all.iter().any(|d| d.access.memref == s.access.memref))
        .cloned()
        .collect();
    let Some(chain) = slicing.first().map(|s| s.loops.clone()) else {
        return Ok(None);
    };
    if fed.is_empty() || slicing.iter().any(|s| s.loops != chain) || chain.first() != Some(&src) {
        return Ok(None);
    }
    // MLIR's `maxSrcUserCount`: the nodes after the producer that access a fed memref.
    let block = body.op_parent_block(src);
    let after: Vec<OpId> = block
        .map(|b| {
            body.block_ops(b)
                .skip_while(|&o| o != src)
                .skip(1)
                .collect()
        })
        .unwrap_or_default();
    let node_accesses = |op: OpId| -> Vec<Access> {
        let mut out = Vec::new();
        body.walk(op, WalkOrder::PreOrder, |b, o| {
            out.extend(Access::of(ctx, b, o));
        });
        out
    };
    for &m in &fed {
        let users = graph
            .nodes
            .iter()
            .filter(|(_, op)| after.contains(op))
            .filter(|(_, op)| node_accesses(*op).iter().any(|a| a.memref == m))
            .count();
        if users > max_src_users {
            return Ok(None);
        }
    }
    // MLIR's `canCreatePrivateMemRef`: no node before the producer accesses the memref, none
    // after the consumer depends on it, and, when the producer goes, none after it but the
    // consumer accesses it; an escaping memref only when the producer stays and the
    // consumer does not write it.
    let before: Vec<OpId> = block
        .map(|b| body.block_ops(b).take_while(|&o| o != src).collect())
        .unwrap_or_default();
    let after_dst: Vec<OpId> = body
        .op_parent_block(dst)
        .map(|b| {
            body.block_ops(b)
                .skip_while(|&o| o != dst)
                .skip(1)
                .collect()
        })
        .unwrap_or_default();
    let dst_writes = |m: Value| dst_raw.iter().any(|a| a.is_write && a.memref == m);
    let privatizable = |ctx: &Context, body: &Body, m: Value, remove: bool| {
        let nodes_touching = |ops: &[OpId], write_needed: bool| {
            graph
                .nodes
                .iter()
                .filter(|(_, op)| ops.contains(op))
                .any(|(_, op)| {
                    node_accesses(*op)
                        .iter()
                        .any(|a| a.memref == m && (!write_needed || a.is_write))
                })
        };
        let others_after: Vec<OpId> = after.iter().copied().filter(|&o| o != dst).collect();
        fed.contains(&m)
            && element_bytes(ctx, body, m).is_some()
            && !(is_escaping(ctx, body, m) && (remove || dst_writes(m)))
            && !nodes_touching(&before, false)
            && !nodes_touching(&after_dst, !dst_writes(m))
            && !(remove && nodes_touching(&others_after, false))
    };
    // Where the fused nest goes: the consumer's place, or the producer's.
    let src_plain: Vec<Access> = src_raw.clone();
    let dst_plain: Vec<Access> = dst_raw.clone();
    let move_up = if nothing_between(ctx, body, f, src, dst, &src_plain) {
        false
    } else if nothing_between(ctx, body, f, src, dst, &dst_plain) && defined_before(body, dst, src)
    {
        true
    } else {
        return Ok(None);
    };
    let insertion = if move_up { src } else { dst };
    let escaping: Vec<Value> = stores
        .iter()
        .map(|s| s.access.memref)
        .filter(|&m| is_escaping(ctx, body, m))
        .collect();
    // The consumer's accesses of what the producer touches.
    let touched: Vec<Value> = src_accesses.iter().map(|a| a.access.memref).collect();
    let dst_accesses: Vec<Footprint> = dst_all
        .iter()
        .filter(|d| touched.contains(&d.access.memref))
        .cloned()
        .collect();
    let fed_ops: Vec<OpId> = dst_all
        .iter()
        .filter(|d| fed.contains(&d.access.memref))
        .map(|d| d.access.op)
        .collect();
    let depth_test = common_depth(ctx, body, &fed_ops);
    let Some(first_fed) = dst_all.iter().find(|d| fed.contains(&d.access.memref)) else {
        return Ok(None);
    };
    let dst_loops = first_fed.loops.clone();
    let src_ranges: Vec<_> = slicing[0].ranges.clone();
    // Later nodes other than the consumer that depend on the producer.
    let src_writes: Vec<Value> = stores.iter().map(|s| s.access.memref).collect();
    let later_deps: Vec<OpId> = graph
        .nodes
        .iter()
        .map(|n| n.1)
        .filter(|&op| op != dst && after.contains(&op))
        .filter(|&op| {
            node_accesses(op).iter().any(|a| {
                touched.contains(&a.memref) && (a.is_write || src_writes.contains(&a.memref))
            })
        })
        .collect();
    // MLIR's legal slices per depth, with whether the producer may go after each.
    let mut slices: Vec<Option<Slice>> = Vec::new();
    let mut removals: Vec<bool> = Vec::new();
    for depth in 1..=depth_test {
        let legal = slice_union(&slicing, &src_ranges, &dst_all, &dst_loops, depth)
            .filter(|s| is_valid(s, &src_ranges) == Some(true));
        let remove = legal
            .as_ref()
            .and_then(|s| can_remove(body, s, &src_ranges, insertion, &escaping, &later_deps));
        removals.push(remove.unwrap_or(false));
        slices.push(legal.filter(|_| remove.is_some()));
    }
    let candidate = Candidate {
        chain: &chain,
        src_root: src,
        dst_root: dst,
        stores: stores.clone(),
        src_accesses: src_accesses.clone(),
    };
    let producer_stores: Vec<&Footprint> = candidate
        .stores
        .iter()
        .filter(|s| fed.contains(&s.access.memref))
        .collect();
    // The depth MLIR picks; when fusing there would change the results, the next choice
    // without it (the enumeration is costly, so only chosen depths are checked).
    let keeps = |slice: &Slice, remove: bool| {
        let unobservable = |m: Value| !is_escaping(ctx, body, m) && only_in(body, m, src, dst);
        let private = |m: Value| privatizable(ctx, body, m, remove);
        let memrefs = Memrefs {
            unobservable: &unobservable,
            private: &private,
        };
        keeps_semantics(&src_accesses, &dst_accesses, slice, !remove, &memrefs)
    };
    let depth = loop {
        let Some(max_legal) = slices.iter().rposition(Option::is_some).map(|k| k + 1) else {
            return Ok(None);
        };
        let depth = if options.maximal || producer_stores.len() > 1 {
            max_legal
        } else {
            match best_depth(
                ctx,
                body,
                &candidate,
                producer_stores[0],
                &slices[..max_legal],
                options.tolerance,
            ) {
                Some(d) => d,
                None => return Ok(None),
            }
        };
        match &slices[depth - 1] {
            Some(slice) if keeps(slice, removals[depth - 1]) => break depth,
            _ => slices[depth - 1] = None,
        }
    };
    let Some(slice) = slices[depth - 1].clone() else {
        return Ok(None);
    };
    let remove = removals[depth - 1];
    let private: Vec<Value> = fed
        .iter()
        .copied()
        .filter(|&m| privatizable(ctx, body, m, remove))
        .collect();
    fuse_slice(ctx, body, f, src, &slice)?;
    if move_up {
        body.move_op(dst, InsertPoint::Before(src))?;
    }
    let mut new_allocs = Vec::new();
    let replaced = private.clone();
    for m in private {
        let store = candidate
            .stores
            .iter()
            .find(|s| s.access.memref == m)
            .cloned();
        if let Some(store) = store {
            new_allocs.extend(privatize(ctx, body, f, dst, &store, &slice, m, options)?);
        }
    }
    if remove {
        body.erase_op(src)?;
    }
    Ok(Some(Outcome {
        removed: remove,
        new_allocs,
        replaced,
    }))
}

/// Whether the producer may go after fusing `slice` (MLIR's `canRemoveSrcNodeAfterFusion`):
/// nodes after it that depend on it stand after the fused nest, and when there are such
/// nodes or the producer writes an escaping memref, the slice is maximal.
fn can_remove(
    body: &Body,
    slice: &Slice,
    src_ranges: &[crate::dependence::LoopRange],
    insertion: OpId,
    escaping: &[Value],
    later_deps: &[OpId],
) -> Option<bool> {
    let block = body.op_parent_block(insertion)?;
    let position = |op: OpId| body.block_ops(block).position(|o| o == op);
    for &dep in later_deps {
        if dep != insertion && position(insertion) >= position(dep) {
            return Some(false);
        }
    }
    if !later_deps.is_empty() || !escaping.is_empty() {
        return is_maximal(slice, src_ranges);
    }
    Some(true)
}

/// Clones the producer nest at the start of the consumer's loop body at the slice's depth,
/// bounds its loops by the slice and promotes the loops of one iteration (MLIR's
/// `fuseLoops`).
fn fuse_slice(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    src: OpId,
    slice: &Slice,
) -> Result<(), IrError> {
    let Some(&parent) = slice.dst_loops.last() else {
        return Ok(());
    };
    let Some(block) = innermost_block(body, parent) else {
        return Ok(());
    };
    let Some(anchor) = body.first_op(block) else {
        return Ok(());
    };
    let outer: Vec<Value> = slice
        .dst_loops
        .iter()
        .filter_map(|&l| induction_var(body, l))
        .collect();
    let mut map = ValueMap::default();
    let clone = body.clone_op(src, &mut map);
    body.insert_op(clone, InsertPoint::Before(anchor))?;
    // The clone's loops matching the sliced ones: the two nests walk in the same order.
    let preorder = |body: &Body, root: OpId| {
        let mut ops = Vec::new();
        body.walk(root, WalkOrder::PreOrder, |_, op| ops.push(op));
        ops
    };
    let (original, cloned) = (preorder(body, src), preorder(body, clone));
    let loops: Vec<OpId> = slice
        .src_loops
        .iter()
        .filter_map(|l| original.iter().position(|o| o == l).map(|k| cloned[k]))
        .collect();
    for (&l, bounds) in loops.iter().zip(&slice.loops) {
        let Some(mut control) = loop_control(ctx, body, l) else {
            continue;
        };
        let bound_map = |b: &Bound| -> (AffineMap, Vec<Value>) {
            let mut m = AffineMap::get(slice.depth as u32, 0, vec![b.expr()])
                .unwrap_or_else(|_| AffineMap::constant(b.constant));
            let mut operands = outer.clone();
            canonicalize_map_and_operands(ctx, body, &mut m, &mut operands);
            (m, operands)
        };
        (control.lower_map, control.lower_operands) = bound_map(&bounds.lower);
        (control.upper_map, control.upper_operands) = bound_map(&bounds.upper);
        body.set_operands(l, &control.operands());
        body.set_op_props(l, control.properties(ctx));
    }
    for (&l, bounds) in loops.iter().zip(&slice.loops) {
        if bounds.trip_count() == 1
            && let Some(entry) = body.region_entry(f)
        {
            promote(ctx, body, entry, l)?;
        }
    }
    Ok(())
}

/// Replaces a loop of one iteration by its body (MLIR's `promoteIfSingleIteration`); a
/// constant lower bound becomes an `arith.constant` at the start of the function's `entry`.
fn promote(ctx: &Context, body: &mut Body, entry: BlockId, l: OpId) -> Result<(), IrError> {
    let Some(control) = loop_control(ctx, body, l) else {
        return Ok(());
    };
    let Some(iv) = induction_var(body, l) else {
        return Ok(());
    };
    let loc = body.op_loc(l);
    if body.users(iv).next().is_some() {
        let value = if let Some(c) = control.lower_map.single_constant_result() {
            let index = ctx.common().index;
            let attr = IntegerAttr::get(ctx, index, c).attr();
            let mut b = oxir::BodyBuilder::at(ctx, body, InsertPoint::BlockStart(entry));
            oxir_arith::ConstantOp::create(&mut b, loc, index, attr)?.result(ctx, body)
        } else if control.lower_map == AffineMap::identity(1) {
            control.lower_operands[0]
        } else {
            let attr = ctx.intern_attr(AttrData::AffineMap(control.lower_map.clone()));
            let mut b = oxir::BodyBuilder::at(ctx, body, InsertPoint::Before(l));
            AffineApplyOp::create(&mut b, loc, &control.lower_operands, attr)?.result(ctx, body)
        };
        body.replace_all_uses(iv, value);
    }
    let Some(block) = innermost_block(body, l) else {
        return Ok(());
    };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for &op in &ops[..ops.len().saturating_sub(1)] {
        body.move_op(op, InsertPoint::Before(l))?;
    }
    body.erase_op(l)
}

/// Replaces `memref` inside the fused nest `dst` by a private buffer of the region one slice
/// of `store` writes, allocated at the start of the function (MLIR's `createPrivateMemRef`).
#[allow(clippy::too_many_arguments)]
fn privatize(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    dst: OpId,
    store: &Footprint,
    slice: &Slice,
    memref: Value,
    options: Options,
) -> Result<Option<OpId>, IrError> {
    let Some(entry) = body.region_entry(f) else {
        return Ok(None);
    };
    let Some(ty) = body.value_type(memref).dyn_cast::<MemRefType>(ctx) else {
        return Ok(None);
    };
    let region = slice_region(ctx, body, store, slice);
    let shape: Vec<i64> = region.iter().map(|d| d.extent).collect();
    let bytes = element_bytes(ctx, body, memref).unwrap_or(0);
    let size = bytes.saturating_mul(shape.iter().product::<i64>().max(0) as u64);
    let space = match options.fast_space {
        Some(s) if size <= options.local_threshold => {
            Some(IntegerAttr::get(ctx, ctx.common().i64, s as i64).attr())
        }
        _ => ty.memory_space(ctx),
    };
    let private_ty = MemRefType::get(ctx, &shape, ty.element_type(ctx), None, space);
    let loc = body.op_loc(dst);
    let mut builder = oxir::BodyBuilder::at(ctx, body, InsertPoint::BlockStart(entry));
    let private = oxir_memref::AllocOp::create(&mut builder, loc, private_ty.ty(), &[], &[], None)?
        .memref(ctx, body);
    let outer: Vec<Value> = slice
        .dst_loops
        .iter()
        .filter_map(|&l| induction_var(body, l))
        .collect();
    let depth = outer.len() as u32;
    let mut users = Vec::new();
    body.walk(dst, WalkOrder::PreOrder, |b, op| {
        if Access::of(ctx, b, op).is_some_and(|a| a.memref == memref) {
            users.push(op);
        }
    });
    for op in users {
        let is_store = AffineStoreOp::from_op(ctx, body, op).is_some();
        let (map_attr, indices) = if let Some(load) = AffineLoadOp::from_op(ctx, body, op) {
            (load.map(ctx, body), load.indices(ctx, body))
        } else if let Some(s) = AffineStoreOp::from_op(ctx, body, op) {
            (s.map(ctx, body), s.indices(ctx, body))
        } else {
            continue;
        };
        let Some(AttrData::AffineMap(old)) = map_attr.map(|a| ctx.attr_data(a)) else {
            continue;
        };
        let old = old.clone();
        let loc = body.op_loc(op);
        // MLIR first applies a map that is no identity to the old indices; those applies
        // stay, unused once the indices are composed.
        if old != AffineMap::identity(old.num_dims()) {
            for result in old.results() {
                let Ok(single) =
                    AffineMap::get(old.num_dims(), old.num_symbols(), vec![result.clone()])
                else {
                    continue;
                };
                let attr = ctx.intern_attr(AttrData::AffineMap(single));
                let mut b = oxir::BodyBuilder::at(ctx, body, InsertPoint::Before(op));
                AffineApplyOp::create(&mut b, loc, &indices, attr)?;
            }
        }
        let dims: Vec<AffineExpr> = (0..old.num_dims())
            .map(|k| AffineExpr::dim(depth + k))
            .collect();
        let symbols: Vec<AffineExpr> = (0..old.num_symbols()).map(AffineExpr::symbol).collect();
        let results: Vec<AffineExpr> = old
            .results()
            .iter()
            .zip(&region)
            .map(|(r, d)| r.replace_dims_and_symbols(&dims, &symbols) - d.lower.expr())
            .collect();
        let Ok(mut map) = AffineMap::get(depth + old.num_dims(), old.num_symbols(), results) else {
            continue;
        };
        let mut operands = outer.clone();
        operands.extend(&indices);
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let attr = ctx.intern_attr(AttrData::AffineMap(map));
        if is_store {
            let Some(value) = body.operand(op, 0) else {
                continue;
            };
            let mut all = vec![value, private];
            all.extend(&operands);
            body.set_operands(op, &all);
            AffineStoreOp(op).set_map(ctx, body, attr);
        } else {
            let mut all = vec![private];
            all.extend(&operands);
            body.set_operands(op, &all);
            AffineLoadOp(op).set_map(ctx, body, attr);
        }
    }
    Ok(private.defining_op())
}
