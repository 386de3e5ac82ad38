//! Computation slices for `-affine-loop-fusion`: which iterations of a producer nest each
//! iteration of a consumer nest needs (MLIR 19's `computeSliceUnion` over the producer's
//! stores and the consumer's accesses), whether such a slice is valid and maximal, and
//! whether running it inside the consumer keeps what the program computes.
//!
//! Every loop involved has constant bounds and every subscript is a linear form of the
//! induction variables around its access, so slices are computed from the subscripts and
//! checked by enumerating iteration points (exactly, up to [`MAX_POINTS`]):
//! - a producer loop whose induction variable a subscript of the store determines (a
//!   coefficient of ±1 and no other producer variable) gets bounds that are linear in the
//!   consumer's outer induction variables, one iteration wide when the matching consumer
//!   subscript uses outer variables only (the dependence equality MLIR's slice bounds find);
//! - any other producer loop gets the constant range of the iterations the consumer reads;
//! - the union of the slices of several access pairs takes the smallest lower and largest
//!   upper bound when their linear parts agree, and constant bounds otherwise.

use crate::dependence::{Access, LoopRange, enclosing_loops, induction_var, loop_range};
use oxir::affine::{AffineExpr, flat_form};
use oxir::{Body, Context, OpId, Value};
use std::collections::HashMap;

/// The most iteration points (or pairs of points) an enumeration visits.
pub const MAX_POINTS: u64 = 1 << 22;

/// An access whose subscripts are linear forms of the loops around it.
#[derive(Clone, Debug)]
pub struct Footprint {
    /// The access.
    pub access: Access,
    /// The `affine.for`s around it, outermost first.
    pub loops: Vec<OpId>,
    /// Their constant ranges.
    pub ranges: Vec<LoopRange>,
    /// Per subscript: the coefficient of each loop's induction variable, then the constant.
    pub rows: Vec<Vec<i64>>,
    /// The position of each loop in its block, then the access's in the innermost body.
    pub positions: Vec<i64>,
}

impl Footprint {
    /// The footprint of `access`, when every loop around it has constant bounds and every
    /// operand of its map is the induction variable of one of them.
    pub fn of(ctx: &Context, body: &Body, access: Access) -> Option<Footprint> {
        let loops = enclosing_loops(ctx, body, access.op);
        let ranges = loops
            .iter()
            .map(|&l| loop_range(ctx, body, l))
            .collect::<Option<Vec<_>>>()?;
        let ivs: Vec<Value> = loops
            .iter()
            .map(|&l| induction_var(body, l))
            .collect::<Option<Vec<_>>>()?;
        let positions: Vec<usize> = access
            .operands
            .iter()
            .map(|v| ivs.iter().position(|iv| iv == v))
            .collect::<Option<Vec<_>>>()?;
        let (dims, symbols) = (access.map.num_dims(), access.map.num_symbols());
        let mut rows = Vec::new();
        for result in access.map.results() {
            let flat = flat_form(result, dims, symbols)?;
            let mut row = vec![0; loops.len() + 1];
            for (input, &position) in positions.iter().enumerate() {
                row[position] += flat[input];
            }
            row[loops.len()] = *flat.last()?;
            rows.push(row);
        }
        let positions = positions_in_blocks(body, &loops, access.op)?;
        Some(Footprint {
            access,
            loops,
            ranges,
            rows,
            positions,
        })
    }

    /// The access's place in program order at `point`: loop positions interleaved with the
    /// induction variables' values, compared lexicographically.
    pub fn stamp(&self, point: &[i64]) -> Vec<i64> {
        let mut out = Vec::with_capacity(2 * point.len() + 1);
        for (pos, v) in self.positions.iter().zip(point) {
            out.push(*pos);
            out.push(*v);
        }
        out.extend(self.positions.last());
        out
    }

    /// The element accessed at `point` (one value per loop).
    pub fn element(&self, point: &[i64]) -> Vec<i64> {
        self.rows
            .iter()
            .map(|row| {
                let n = point.len();
                row[..n].iter().zip(point).map(|(c, v)| c * v).sum::<i64>() + row[n]
            })
            .collect()
    }

    /// The smallest and largest value of subscript `r` over the loops' ranges.
    pub fn subscript_range(&self, r: usize) -> (i64, i64) {
        let row = &self.rows[r];
        let n = self.ranges.len();
        let (mut lo, mut hi) = (row[n], row[n]);
        for (c, range) in row[..n].iter().zip(&self.ranges) {
            let (first, last) = (range.lower, last_value(*range));
            let (a, b) = (c * first, c * last);
            lo += a.min(b);
            hi += a.max(b);
        }
        (lo, hi)
    }
}

/// For each of `loops` (nested, outermost first) and then `op`: the index, in the block around
/// it (the function's, then each loop's body), of the op there that holds it.
fn positions_in_blocks(body: &Body, loops: &[OpId], op: OpId) -> Option<Vec<i64>> {
    let mut chain: Vec<OpId> = loops.to_vec();
    chain.push(op);
    let mut out = Vec::with_capacity(chain.len());
    for (k, &target) in chain.iter().enumerate() {
        // The op holding `target` in the block that holds the outer loop's body.
        let block = match k {
            0 => body.op_parent_block(*chain.first()?)?,
            _ => body.region_entry(*body.op_regions(chain[k - 1]).first()?)?,
        };
        let mut holder = target;
        while body.op_parent_block(holder) != Some(block) {
            holder = body.op_parent_op(holder)?;
        }
        out.push(body.block_ops(block).position(|o| o == holder)? as i64);
    }
    Some(out)
}

/// The last value a loop's induction variable takes (its lower bound for an empty loop).
fn last_value(range: LoopRange) -> i64 {
    let trips = range.trip_count() as i64;
    range.lower + (trips - 1).max(0) * range.step
}

/// Every point of `ranges` in lexicographic order, `None` beyond [`MAX_POINTS`].
pub fn points(ranges: &[LoopRange]) -> Option<Vec<Vec<i64>>> {
    let count = ranges
        .iter()
        .fold(1u64, |n, r| n.saturating_mul(r.trip_count()));
    if count > MAX_POINTS {
        return None;
    }
    let mut all = vec![Vec::new()];
    for range in ranges {
        let values: Vec<i64> = (0..range.trip_count() as i64)
            .map(|k| range.lower + k * range.step)
            .collect();
        all = all
            .into_iter()
            .flat_map(|p: Vec<i64>| {
                values.iter().map(move |&v| {
                    let mut q = p.clone();
                    q.push(v);
                    q
                })
            })
            .collect();
    }
    Some(all)
}

/// The position of `point` in the lexicographic order of `ranges`.
pub fn rank(ranges: &[LoopRange], point: &[i64]) -> u64 {
    ranges.iter().zip(point).fold(0u64, |acc, (r, &v)| {
        acc * r.trip_count() + ((v - r.lower) / r.step) as u64
    })
}

/// A bound linear in the consumer's outer induction variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bound {
    /// The coefficient of each outer induction variable.
    pub coeffs: Vec<i64>,
    /// The constant term.
    pub constant: i64,
}

impl Bound {
    /// A constant bound over `depth` variables.
    fn constant(depth: usize, value: i64) -> Bound {
        Bound {
            coeffs: vec![0; depth],
            constant: value,
        }
    }

    /// The value at the outer point `q`.
    pub fn at(&self, q: &[i64]) -> i64 {
        self.coeffs.iter().zip(q).map(|(c, v)| c * v).sum::<i64>() + self.constant
    }

    /// The bound as an expression over dimensions `d0 .. d(depth-1)`.
    pub fn expr(&self) -> AffineExpr {
        let mut e = AffineExpr::constant(self.constant);
        for (k, &c) in self.coeffs.iter().enumerate() {
            if c != 0 {
                e = AffineExpr::dim(k as u32) * AffineExpr::constant(c) + e;
            }
        }
        oxir::affine::simplify_affine_expr(&e, self.coeffs.len() as u32, 0)
    }
}

/// The bounds of one producer loop in a slice: `lower <= iv < upper`, `upper - lower`
/// constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SliceLoop {
    /// The lower bound.
    pub lower: Bound,
    /// The exclusive upper bound.
    pub upper: Bound,
}

impl SliceLoop {
    /// The number of iterations of the slice loop.
    pub fn trip_count(&self) -> u64 {
        u64::try_from(self.upper.constant - self.lower.constant).unwrap_or(0)
    }

    /// Constant bounds covering this loop over the outer points `outer`, within `src`.
    fn constant_cover(&self, outer: &[Vec<i64>], src: LoopRange) -> Option<(i64, i64)> {
        let lo = outer.iter().map(|q| self.lower.at(q)).min()?;
        let hi = outer.iter().map(|q| self.upper.at(q)).max()?;
        Some((lo.max(src.lower), hi.min(src.upper)))
    }
}

/// A slice of the producer nest at a depth of the consumer nest.
#[derive(Clone, Debug)]
pub struct Slice {
    /// The depth: the number of consumer loops whose induction variables the bounds use.
    pub depth: usize,
    /// The producer loops the slice bounds (those around its stores), outermost first.
    pub src_loops: Vec<OpId>,
    /// The consumer's outer loops (`depth` of them), outermost first.
    pub dst_loops: Vec<OpId>,
    /// Their ranges.
    pub dst_ranges: Vec<LoopRange>,
    /// Per producer loop, outermost first.
    pub loops: Vec<SliceLoop>,
}

impl Slice {
    /// The number of producer iterations one slice runs.
    pub fn iteration_count(&self) -> u64 {
        self.loops.iter().map(SliceLoop::trip_count).product()
    }

    /// Whether `point` of the producer runs in the slice at outer point `q`.
    pub fn contains(&self, q: &[i64], point: &[i64]) -> bool {
        self.loops
            .iter()
            .zip(point)
            .all(|(l, &v)| l.lower.at(q) <= v && v < l.upper.at(q))
    }
}

/// The slice of the producer nest (`src_ranges`, store `store`) that the consumer access
/// `dst` needs at `depth`: `Some(None)` when the two never touch the same element, `None`
/// when the analysis cannot tell.
fn pair_slice(
    store: &Footprint,
    src_ranges: &[LoopRange],
    dst: &Footprint,
    depth: usize,
) -> Option<Option<Vec<SliceLoop>>> {
    if dst.loops.len() < depth || store.rows.len() != dst.rows.len() {
        return None;
    }
    let src_points = points(src_ranges)?;
    let dst_points = points(&dst.ranges)?;
    let mut by_element: HashMap<Vec<i64>, Vec<usize>> = HashMap::new();
    for (k, p) in src_points.iter().enumerate() {
        by_element.entry(store.element(p)).or_default().push(k);
    }
    // The producer iterations the consumer reaches, per producer loop: smallest and largest.
    let m = src_ranges.len();
    let mut reached: Vec<(i64, i64)> = vec![(i64::MAX, i64::MIN); m];
    let mut any = false;
    for p in &dst_points {
        for &k in by_element.get(&dst.element(p)).into_iter().flatten() {
            any = true;
            for (l, r) in reached.iter_mut().enumerate() {
                r.0 = r.0.min(src_points[k][l]);
                r.1 = r.1.max(src_points[k][l]);
            }
        }
    }
    if !any {
        return Some(None);
    }
    let mut loops = Vec::with_capacity(m);
    for (l, &(lo, hi)) in reached.iter().enumerate() {
        let pinned = store.rows.iter().enumerate().find(|(_, row)| {
            (row[l] == 1 || row[l] == -1) && (0..m).all(|o| o == l || row[o] == 0)
        });
        let bound = match pinned {
            Some((r, row)) => {
                let sign = row[l];
                let d = &dst.rows[r];
                let n = dst.loops.len();
                // The consumer subscript split into its outer part and the range of the rest.
                let (mut inner_lo, mut inner_hi) = (0, 0);
                for (c, range) in d[depth..n].iter().zip(&dst.ranges[depth..]) {
                    let (a, b) = (c * range.lower, c * last_value(*range));
                    inner_lo += a.min(b);
                    inner_hi += a.max(b);
                }
                let base = d[n] - row[m];
                let outer: Vec<i64> = d[..depth].iter().map(|c| c * sign).collect();
                let (lo_c, hi_c) = if sign == 1 {
                    (base + inner_lo, base + inner_hi)
                } else {
                    (-(base + inner_hi), -(base + inner_lo))
                };
                SliceLoop {
                    lower: Bound {
                        coeffs: outer.clone(),
                        constant: lo_c,
                    },
                    upper: Bound {
                        coeffs: outer,
                        constant: hi_c + 1,
                    },
                }
            }
            None => SliceLoop {
                lower: Bound::constant(depth, lo),
                upper: Bound::constant(depth, hi + 1),
            },
        };
        loops.push(bound);
    }
    Some(Some(loops))
}

/// The union of the slices of every pair of a producer store and a consumer access of the
/// same memref, at `depth` of the consumer (whose outer loops are `dst_loops`); `None` when
/// no pair depends or the analysis cannot tell.
pub fn slice_union(
    stores: &[Footprint],
    src_ranges: &[LoopRange],
    dst_accesses: &[Footprint],
    dst_loops: &[OpId],
    depth: usize,
) -> Option<Slice> {
    let dst_ranges: Vec<LoopRange> = dst_accesses
        .first()
        .map(|a| a.ranges[..depth.min(a.ranges.len())].to_vec())?;
    let outer = points(&dst_ranges)?;
    let mut union: Option<Vec<SliceLoop>> = None;
    for store in stores {
        for dst in dst_accesses
            .iter()
            .filter(|d| d.access.memref == store.access.memref)
        {
            let Some(loops) = pair_slice(store, src_ranges, dst, depth)? else {
                continue;
            };
            union = Some(match union {
                None => loops,
                Some(current) => current
                    .iter()
                    .zip(&loops)
                    .zip(src_ranges)
                    .map(|((a, b), &src)| merge(a, b, &outer, src))
                    .collect::<Option<Vec<_>>>()?,
            });
        }
    }
    Some(Slice {
        depth,
        src_loops: stores.first()?.loops.clone(),
        dst_loops: dst_loops[..depth].to_vec(),
        dst_ranges,
        loops: union?,
    })
}

/// The bounding union of two slice loops.
fn merge(a: &SliceLoop, b: &SliceLoop, outer: &[Vec<i64>], src: LoopRange) -> Option<SliceLoop> {
    let depth = a.lower.coeffs.len();
    if a.lower.coeffs == b.lower.coeffs && a.upper.coeffs == b.upper.coeffs {
        return Some(SliceLoop {
            lower: Bound {
                coeffs: a.lower.coeffs.clone(),
                constant: a.lower.constant.min(b.lower.constant),
            },
            upper: Bound {
                coeffs: a.upper.coeffs.clone(),
                constant: a.upper.constant.max(b.upper.constant),
            },
        });
    }
    let (alo, ahi) = a.constant_cover(outer, src)?;
    let (blo, bhi) = b.constant_cover(outer, src)?;
    Some(SliceLoop {
        lower: Bound::constant(depth, alo.min(blo)),
        upper: Bound::constant(depth, ahi.max(bhi)),
    })
}

/// Whether every iteration of every slice lies in the producer's iteration space (MLIR's
/// `isSliceValid`); the producer loops must have unit steps.
pub fn is_valid(slice: &Slice, src_ranges: &[LoopRange]) -> Option<bool> {
    if src_ranges.iter().any(|r| r.step != 1) {
        return Some(false);
    }
    let outer = points(&slice.dst_ranges)?;
    Some(outer.iter().all(|q| {
        slice
            .loops
            .iter()
            .zip(src_ranges)
            .all(|(l, r)| l.lower.at(q) >= r.lower && l.upper.at(q) <= r.upper)
    }))
}

/// The points of an access (over `ranges`, its first `sliced` loops bounded by the slice)
/// that the slice at outer point `q` runs.
fn slice_box(
    slice: &Slice,
    ranges: &[LoopRange],
    sliced: usize,
    q: &[i64],
) -> Option<Vec<Vec<i64>>> {
    let bounded: Vec<LoopRange> = ranges
        .iter()
        .enumerate()
        .map(|(k, r)| {
            if k >= sliced {
                return *r;
            }
            let (lb, ub) = (slice.loops[k].lower.at(q), slice.loops[k].upper.at(q));
            // The first value of the loop at or after `lb`.
            let skip = (lb - r.lower).max(0);
            let lower = r.lower + (skip + r.step - 1) / r.step * r.step;
            LoopRange {
                lower,
                upper: ub.min(r.upper).max(lower),
                step: r.step,
            }
        })
        .collect();
    points(&bounded)
}

/// For each producer point of the sliced loops (in lexicographic order), the first and
/// last outer consumer point (by rank) whose slice runs it; `None` beyond [`MAX_POINTS`].
pub fn executions(slice: &Slice, src_ranges: &[LoopRange]) -> Option<Vec<Option<(u64, u64)>>> {
    let outer = points(&slice.dst_ranges)?;
    let total = src_ranges
        .iter()
        .fold(1u64, |n, r| n.saturating_mul(r.trip_count()));
    if total > MAX_POINTS {
        return None;
    }
    let mut runs: Vec<Option<(u64, u64)>> = vec![None; total as usize];
    let mut visited = 0u64;
    for (k, q) in outer.iter().enumerate() {
        for p in slice_box(slice, src_ranges, src_ranges.len(), q)? {
            visited += 1;
            if visited > MAX_POINTS {
                return None;
            }
            let r = rank(src_ranges, &p) as usize;
            let k = k as u64;
            runs[r] = Some(runs[r].map_or((k, k), |(first, _)| (first, k)));
        }
    }
    Some(runs)
}

/// Whether the slices together run every producer iteration (MLIR's `isMaximal`).
pub fn is_maximal(slice: &Slice, src_ranges: &[LoopRange]) -> Option<bool> {
    Some(executions(slice, src_ranges)?.iter().all(Option::is_some))
}

/// One dynamic instance of an access touching one element.
struct Instance {
    /// Its place in the original program.
    original: Vec<i64>,
    /// Whether it writes.
    write: bool,
    /// Its executions in the fused program: the place and the outer consumer point (`None`
    /// for the kept producer nest).
    runs: Vec<(Vec<i64>, Option<u64>)>,
}

/// How memrefs fare in the fused program.
pub struct Memrefs<'a> {
    /// Whether nothing after the two nests can see a memref's contents.
    pub unobservable: &'a dyn Fn(Value) -> bool,
    /// Whether a memref becomes a private buffer of the fused nest, holding one slice's
    /// region (so a read must see a write of the same outer point).
    pub private: &'a dyn Fn(Value) -> bool,
}

/// Whether fusing `slice` of the producer (accesses `src`) into the consumer (accesses `dst`) keeps what the program computes, the
/// producer nest staying before the fused one when `src_kept`. Every read in the fused
/// program must see an execution of the write instance it saw before (recomputed slices
/// write the values the original did, since their own reads see the same writes), and the
/// last write of every element that stays visible must be an execution of the original
/// last write. Unknown (too many points) counts as a change.
pub fn keeps_semantics(
    src: &[Footprint],
    dst: &[Footprint],
    slice: &Slice,
    src_kept: bool,
    memrefs: &Memrefs<'_>,
) -> bool {
    let Some(outer) = points(&slice.dst_ranges) else {
        return false;
    };
    type Element = (Value, Vec<i64>);
    let mut groups: HashMap<Element, Vec<Instance>> = HashMap::new();
    let mut total = 0u64;
    for f in src {
        let Some(all) = points(&f.ranges) else {
            return false;
        };
        // The leading loops of the access that the slice bounds; the others run in full.
        let sliced = f
            .loops
            .iter()
            .zip(&slice.src_loops)
            .take_while(|(a, b)| a == b)
            .count();
        let mut execs: Vec<Vec<(Vec<i64>, Option<u64>)>> = vec![Vec::new(); all.len()];
        for (k, q) in outer.iter().enumerate() {
            let Some(inside) = slice_box(slice, &f.ranges, sliced, q) else {
                return false;
            };
            total += inside.len() as u64;
            if total > MAX_POINTS {
                return false;
            }
            for p in inside {
                let stamp = f.stamp(&p);
                execs[rank(&f.ranges, &p) as usize]
                    .push(([vec![1, k as i64, 0], stamp].concat(), Some(k as u64)));
            }
        }
        for (p, mut runs) in all.into_iter().zip(execs) {
            let stamp = f.stamp(&p);
            if src_kept {
                runs.insert(0, ([vec![0], stamp.clone()].concat(), None));
            }
            total += 1;
            groups
                .entry((f.access.memref, f.element(&p)))
                .or_default()
                .push(Instance {
                    original: [vec![0], stamp].concat(),
                    write: f.access.is_write,
                    runs,
                });
        }
        if total > MAX_POINTS {
            return false;
        }
    }
    for f in dst {
        if f.loops.len() < slice.depth || f.loops[..slice.depth] != slice.dst_loops[..] {
            return false;
        }
        let Some(all) = points(&f.ranges) else {
            return false;
        };
        for p in all {
            let q = rank(&slice.dst_ranges, &p[..slice.depth]);
            let stamp = f.stamp(&p);
            total += 2;
            groups
                .entry((f.access.memref, f.element(&p)))
                .or_default()
                .push(Instance {
                    original: [vec![1], stamp.clone()].concat(),
                    write: f.access.is_write,
                    runs: vec![([vec![1, q as i64, 1], stamp].concat(), Some(q))],
                });
        }
        if total > MAX_POINTS {
            return false;
        }
    }
    groups
        .iter()
        .all(|((memref, _), instances)| element_keeps(instances, *memref, memrefs))
}

/// [`keeps_semantics`] for the instances touching one element of `memref`.
fn element_keeps(instances: &[Instance], memref: Value, memrefs: &Memrefs<'_>) -> bool {
    if instances.iter().all(|i| !i.write) {
        return true;
    }
    let private = (memrefs.private)(memref);
    // The write each read sees in the original program, and the last write.
    let mut order: Vec<usize> = (0..instances.len()).collect();
    order.sort_by(|&a, &b| instances[a].original.cmp(&instances[b].original));
    let mut seen: Vec<Option<usize>> = vec![None; instances.len()];
    let mut writer = None;
    for &i in &order {
        if instances[i].write {
            writer = Some(i);
        } else {
            seen[i] = writer;
        }
    }
    let final_writer = writer;
    // The fused program, on the private buffer without the kept producer's executions.
    let mut runs: Vec<(&[i64], usize, Option<u64>)> = instances
        .iter()
        .enumerate()
        .flat_map(|(i, inst)| inst.runs.iter().map(move |(k, q)| (k.as_slice(), i, *q)))
        .filter(|(_, _, q)| !private || q.is_some())
        .collect();
    runs.sort();
    let mut current: Option<(usize, Option<u64>)> = None;
    for (_, i, q) in runs {
        if instances[i].write {
            current = Some((i, q));
            continue;
        }
        if private {
            // A read of the private buffer sees only what its own slice wrote; one that saw
            // no write (the fresh allocation's undefined contents) may see anything but a
            // write of its own outer point.
            let own = current.filter(|c| c.1 == q).map(|c| c.0);
            if own != seen[i] {
                return false;
            }
        } else if current.map(|c| c.0) != seen[i] {
            return false;
        }
    }
    private || (memrefs.unobservable)(memref) || current.map(|c| c.0) == final_writer
}

#[cfg(test)]
mod tests {
    use super::*;
    /// The footprints of the accesses of the function in `text`, in order.
    fn footprints(text: &str, f: impl FnOnce(&[Footprint])) {
        crate::dependence::tests::accesses(text, |ctx, body, all| {
            let out: Vec<Footprint> = all
                .iter()
                .map(|a| Footprint::of(ctx, body, a.clone()).expect("footprint"))
                .collect();
            f(&out);
        });
    }

    /// Every memref unobservable and none private.
    const ANY: Memrefs<'static> = Memrefs {
        unobservable: &|_| true,
        private: &|_| false,
    };

    const SHIFT: &str = "func.func @f(%a: memref<10xf32>, %t: memref<10xf32>, %o: memref<10xf32>) {
       affine.for %i = 0 to 10 {
         %x = affine.load %a[%i] : memref<10xf32>
         affine.store %x, %t[%i] : memref<10xf32>
       }
       affine.for %i = 0 to 9 {
         %x = affine.load %t[%i + 1] : memref<10xf32>
         %y = affine.load %t[%i] : memref<10xf32>
         affine.store %x, %o[%i] : memref<10xf32>
       }
       return
     }";

    #[test]
    fn shifted_reads_give_a_slice_two_iterations_wide() {
        footprints(SHIFT, |f| {
            let src = f[0].ranges.clone();
            let loops = f[2].loops.clone();
            let slice = slice_union(&f[1..2], &src, &f[2..5], &loops, 1).expect("slice");
            assert_eq!(slice.loops[0].lower.coeffs, vec![1]);
            assert_eq!(slice.loops[0].lower.constant, 0);
            assert_eq!(slice.loops[0].upper.constant, 2);
            assert_eq!(is_valid(&slice, &src), Some(true));
            // Every producer iteration runs; the last one only for the last consumer point.
            assert_eq!(is_maximal(&slice, &src), Some(true));
            assert!(keeps_semantics(&f[..2], &f[2..], &slice, false, &ANY));
        });
    }

    #[test]
    fn a_slice_past_the_producer_range_is_invalid() {
        let text = SHIFT.replace("0 to 9", "0 to 10");
        footprints(&text, |f| {
            let src = f[0].ranges.clone();
            let loops = f[2].loops.clone();
            let slice = slice_union(&f[1..2], &src, &f[2..5], &loops, 1).expect("slice");
            assert_eq!(is_valid(&slice, &src), Some(false));
        });
    }

    #[test]
    fn a_reversed_write_of_a_producer_input_is_refused() {
        // The producer reads a[i]; the consumer writes a[3 - i], which a later producer
        // iteration still has to read before fusion.
        let text = "func.func @f(%a: memref<4xf32>, %t: memref<4xf32>) {
           affine.for %i = 0 to 4 {
             %x = affine.load %a[%i] : memref<4xf32>
             affine.store %x, %t[%i] : memref<4xf32>
           }
           affine.for %i = 0 to 4 {
             %x = affine.load %t[%i] : memref<4xf32>
             affine.store %x, %a[3 - %i] : memref<4xf32>
           }
           return
         }";
        footprints(text, |f| {
            let src = f[0].ranges.clone();
            let loops = f[2].loops.clone();
            let slice = slice_union(&f[1..2], &src, &f[2..3], &loops, 1).expect("slice");
            assert_eq!(slice.iteration_count(), 1);
            assert!(!keeps_semantics(&f[..2], &f[2..], &slice, false, &ANY));
        });
    }
}
