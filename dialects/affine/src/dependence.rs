//! A small affine access and dependence analysis, the part of MLIR's `MemRefAccess` and
//! `checkMemrefAccessDependence` that `-affine-scalrep` and `-affine-loop-fusion` ask.
//!
//! An access is an `affine.load` or `affine.store`: its memref and its map composed with the
//! `affine.apply`s feeding it, over operands that are the induction variables of the
//! enclosing `affine.for`s or values defined outside them (symbols). Two accesses are equal
//! when they name the same memref and their maps, over the union of their operands, differ by
//! zero in every result (MLIR's `MemRefAccess::operator==`).
//!
//! The dependence test decides exactly what it can and answers [`Dependence::Unknown`]
//! otherwise, which callers treat as a dependence:
//! - when every loop around both accesses has constant bounds and the maps use induction
//!   variables only, the iteration points are enumerated (up to [`MAX_PAIRS`] pairs), which is
//!   exact for identical maps, constant offsets and distinct constant indices alike;
//! - with symbols, a loop-independent test still answers [`Dependence::None`] when some result
//!   of the two maps differs by a nonzero constant (e.g. `A[%n]` and `A[%n + 1]`);
//! - anything else (bounds that are not constants, an index that is neither an induction
//!   variable nor defined outside the loops) is unknown.
//!
//! MLIR builds a system of constraints and runs Fourier-Motzkin elimination; this analysis is
//! smaller, answers the same on the constant-bound nests Toy produces, and is more
//! conservative on symbolic ones.

use crate::compose::compose_affine_map_and_operands;
use crate::for_op::loop_control;
use crate::{AffineForOp, AffineLoadOp, AffineStoreOp};
use oxir::affine::{AffineExpr, AffineMap, simplify_affine_expr};
use oxir::attrs::AttrData;
use oxir::{Body, Context, OpId, Value};

/// The most pairs of iteration points the enumeration visits before it answers
/// [`Dependence::Unknown`].
pub const MAX_PAIRS: u64 = 1 << 22;

/// One affine access of a memref.
#[derive(Clone, Debug, PartialEq)]
pub struct Access {
    /// The `affine.load` or `affine.store`.
    pub op: OpId,
    /// The memref accessed.
    pub memref: Value,
    /// The subscript map, composed with the `affine.apply`s of its operands.
    pub map: AffineMap,
    /// The operands of `map`, dimensions then symbols.
    pub operands: Vec<Value>,
    /// Whether the access writes (a store) rather than reads.
    pub is_write: bool,
}

impl Access {
    /// The access of `op` when it is an `affine.load` or `affine.store` with a map.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Access> {
        let (memref, attr, indices, is_write) =
            if let Some(load) = AffineLoadOp::from_op(ctx, body, op) {
                let (m, i) = (load.memref(ctx, body), load.indices(ctx, body));
                (m, load.map(ctx, body)?, i, false)
            } else {
                let store = AffineStoreOp::from_op(ctx, body, op)?;
                let (m, i) = (store.memref(ctx, body), store.indices(ctx, body));
                (m, store.map(ctx, body)?, i, true)
            };
        let AttrData::AffineMap(map) = ctx.attr_data(attr) else {
            return None;
        };
        let mut map = map.clone();
        let mut operands = indices;
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        Some(Access {
            op,
            memref,
            map,
            operands,
            is_write,
        })
    }

    /// The results of the map over a list of values: each operand becomes the dimension of
    /// its position in `values` (which it is added to when missing).
    fn results_over(&self, values: &mut Vec<Value>) -> Vec<AffineExpr> {
        let positions: Vec<AffineExpr> = self
            .operands
            .iter()
            .map(|v| AffineExpr::dim(position_of(values, *v) as u32))
            .collect();
        let (dims, symbols) = positions.split_at(self.map.num_dims() as usize);
        self.map
            .results()
            .iter()
            .map(|r| r.replace_dims_and_symbols(dims, symbols))
            .collect()
    }
}

/// The position of `value` in `values`, pushed at the end when absent.
fn position_of(values: &mut Vec<Value>, value: Value) -> usize {
    values.iter().position(|v| *v == value).unwrap_or_else(|| {
        values.push(value);
        values.len() - 1
    })
}

/// Whether `a` and `b` access the same element of the same memref in every execution (MLIR's
/// `MemRefAccess::operator==`: the difference of their maps is zero).
pub fn same_access(a: &Access, b: &Access) -> bool {
    if a.memref != b.memref || a.map.num_results() != b.map.num_results() {
        return false;
    }
    let mut values = Vec::new();
    let lhs = a.results_over(&mut values);
    let rhs = b.results_over(&mut values);
    let n = values.len() as u32;
    lhs.into_iter()
        .zip(rhs)
        .all(|(l, r)| simplify_affine_expr(&(l - r), n, 0).as_constant() == Some(0))
}

/// The answer of a dependence test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dependence {
    /// The accesses never touch the same element under the ordering asked.
    None,
    /// Some pair of executions touches the same element under that ordering.
    Exists,
    /// The analysis cannot tell; callers assume a dependence.
    Unknown,
}

/// The constant iteration range of one `affine.for`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopRange {
    /// The first value of the induction variable.
    pub lower: i64,
    /// The (exclusive) upper bound.
    pub upper: i64,
    /// The step, positive.
    pub step: i64,
}

impl LoopRange {
    /// The values the induction variable takes.
    fn values(self) -> impl Iterator<Item = i64> {
        (self.lower..self.upper).step_by(self.step as usize)
    }

    /// The number of iterations.
    pub fn trip_count(self) -> u64 {
        let span = i128::from(self.upper) - i128::from(self.lower);
        let step = i128::from(self.step);
        u64::try_from((span.max(0) + step - 1) / step).unwrap_or(u64::MAX)
    }
}

/// The constant range of `affine.for` `op` (single constant bounds, no carried values).
pub fn loop_range(ctx: &Context, body: &Body, op: OpId) -> Option<LoopRange> {
    let control = loop_control(ctx, body, op)?;
    if control.step <= 0 {
        return None;
    }
    Some(LoopRange {
        lower: control.lower_map.single_constant_result()?,
        upper: control.upper_map.single_constant_result()?,
        step: control.step,
    })
}

/// The ops around `op`, innermost first, up to (not including) the first one that is no
/// `affine.for` or `affine.if` (the affine scope, `func.func` in practice).
fn affine_ancestors(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut current = body.op_parent_op(op);
    while let Some(parent) = current {
        let name = ctx.op_name_str(body.op_name(parent));
        if name != "affine.for" && name != "affine.if" {
            break;
        }
        out.push(parent);
        current = body.op_parent_op(parent);
    }
    out
}

/// The `affine.for` ops around `op`, outermost first (MLIR's `getAffineForIVs`).
pub fn enclosing_loops(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut loops: Vec<OpId> = affine_ancestors(ctx, body, op)
        .into_iter()
        .filter(|&p| AffineForOp::from_op(ctx, body, p).is_some())
        .collect();
    loops.reverse();
    loops
}

/// The number of loops around both `a` and `b` (MLIR's `getNumCommonSurroundingLoops`).
pub fn common_loops(ctx: &Context, body: &Body, a: OpId, b: OpId) -> usize {
    let (la, lb) = (enclosing_loops(ctx, body, a), enclosing_loops(ctx, body, b));
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

/// The induction variable of `affine.for` `op`.
pub fn induction_var(body: &Body, op: OpId) -> Option<Value> {
    let region = *body.op_regions(op).first()?;
    body.block_arg(body.region_entry(region)?, 0)
}

/// The index of `op` in its block.
fn index_in_block(body: &Body, op: OpId) -> Option<usize> {
    body.block_ops(body.op_parent_block(op)?)
        .position(|o| o == op)
}

/// Whether `src` comes before `dst` in the innermost block holding ancestors of both (MLIR's
/// `srcAppearsBeforeDstInAncestralBlock`).
pub fn before_in_ancestral_block(body: &Body, src: OpId, dst: OpId) -> bool {
    let mut src_chain = vec![src];
    while let Some(parent) = body.op_parent_op(*src_chain.last().unwrap_or(&src)) {
        src_chain.push(parent);
    }
    let mut current = Some(dst);
    while let Some(d) = current {
        let block = body.op_parent_block(d);
        if let Some(&s) = src_chain
            .iter()
            .find(|&&s| block.is_some() && body.op_parent_block(s) == block)
        {
            return match (index_in_block(body, s), index_in_block(body, d)) {
                (Some(i), Some(j)) => i < j,
                _ => false,
            };
        }
        current = body.op_parent_op(d);
    }
    false
}

/// An access with the loops around it and their ranges, ready to enumerate.
struct Domain {
    /// The results of the map over the shared value list.
    results: Vec<AffineExpr>,
    /// The positions, in the shared value list, of the loops' induction variables.
    iv_positions: Vec<usize>,
    /// The ranges of the loops, outermost first.
    ranges: Vec<LoopRange>,
}

/// The domain of `access` inside `loops`, with its map over `values`; `None` when a loop
/// bound is not constant.
fn domain(
    ctx: &Context,
    body: &Body,
    access: &Access,
    loops: &[OpId],
    values: &mut Vec<Value>,
) -> Option<Domain> {
    let mut iv_positions = Vec::new();
    let mut ranges = Vec::new();
    for &l in loops {
        iv_positions.push(position_of(values, induction_var(body, l)?));
        ranges.push(loop_range(ctx, body, l)?);
    }
    Some(Domain {
        results: access.results_over(values),
        iv_positions,
        ranges,
    })
}

/// Every point of the iteration space of `ranges`, in lexicographic order.
fn points(ranges: &[LoopRange]) -> Vec<Vec<i64>> {
    let mut all = vec![Vec::new()];
    for range in ranges {
        all = all
            .into_iter()
            .flat_map(|p: Vec<i64>| {
                range.values().map(move |v| {
                    let mut q = p.clone();
                    q.push(v);
                    q
                })
            })
            .collect();
    }
    all
}

/// Whether some point of `src` and some point of `dst` related by `related(src, dst)` access
/// the same element; `Unknown` when an operand is not an induction variable of the loops or
/// the enumeration would exceed [`MAX_PAIRS`].
fn enumerate(
    src: &Domain,
    dst: &Domain,
    num_values: usize,
    related: &dyn Fn(&[i64], &[i64]) -> bool,
) -> Dependence {
    let ivs: Vec<usize> = src
        .iv_positions
        .iter()
        .chain(&dst.iv_positions)
        .copied()
        .collect();
    if (0..num_values).any(|p| !ivs.contains(&p)) {
        return Dependence::Unknown;
    }
    let count = |d: &Domain| {
        d.ranges
            .iter()
            .fold(1u64, |n, r| n.saturating_mul(r.trip_count()))
    };
    // Each side is bounded too: a side of no iteration makes the product zero whatever the
    // other side's size, and the points of both sides are listed.
    let (src_count, dst_count) = (count(src), count(dst));
    if src_count > MAX_PAIRS
        || dst_count > MAX_PAIRS
        || src_count.saturating_mul(dst_count) > MAX_PAIRS
    {
        return Dependence::Unknown;
    }
    let element = |d: &Domain, point: &[i64]| -> Option<Vec<i64>> {
        let mut dims = vec![0; num_values];
        for (&p, &v) in d.iv_positions.iter().zip(point) {
            dims[p] = v;
        }
        d.results.iter().map(|r| r.evaluate(&dims, &[])).collect()
    };
    let dst_points: Vec<(Vec<i64>, Option<Vec<i64>>)> = points(&dst.ranges)
        .into_iter()
        .map(|p| {
            let e = element(dst, &p);
            (p, e)
        })
        .collect();
    for sp in points(&src.ranges) {
        let Some(se) = element(src, &sp) else {
            return Dependence::Unknown;
        };
        for (dp, de) in &dst_points {
            let Some(de) = de else {
                return Dependence::Unknown;
            };
            if related(&sp, dp) && se == *de {
                return Dependence::Exists;
            }
        }
    }
    Dependence::None
}

/// Whether `dst` depends on `src` at `depth` (MLIR's `checkMemrefAccessDependence`): both on
/// the same memref, at least one a write, and some execution of `src` followed by one of `dst`
/// touching the same element, where the two agree on the induction variables of the first
/// `depth - 1` common loops and, when `depth` is at most the number of common loops, `src`'s
/// iteration of loop `depth` comes before `dst`'s (`depth` one more than the common loops is
/// the loop-independent dependence: equal common iterations, `src` before `dst` in the block).
pub fn check_dependence(
    ctx: &Context,
    body: &Body,
    src: &Access,
    dst: &Access,
    depth: usize,
) -> Dependence {
    if src.memref != dst.memref || (!src.is_write && !dst.is_write) {
        return Dependence::None;
    }
    let common = common_loops(ctx, body, src.op, dst.op);
    if depth == 0 || depth > common + 1 {
        return Dependence::Unknown;
    }
    if depth > common && !before_in_ancestral_block(body, src.op, dst.op) {
        return Dependence::None;
    }
    let (src_loops, dst_loops) = (
        enclosing_loops(ctx, body, src.op),
        enclosing_loops(ctx, body, dst.op),
    );
    let mut values = Vec::new();
    if let (Some(s), Some(d)) = (
        domain(ctx, body, src, &src_loops, &mut values),
        domain(ctx, body, dst, &dst_loops, &mut values),
    ) {
        let related = |sp: &[i64], dp: &[i64]| {
            let equal = (depth - 1).min(common);
            sp[..equal] == dp[..equal] && (depth > common || sp[depth - 1] < dp[depth - 1])
        };
        let answer = enumerate(&s, &d, values.len(), &related);
        if answer != Dependence::Unknown {
            return answer;
        }
    }
    // The induction variables of the common loops from level `depth` on take independent
    // values in the two executions; those of the outer levels are equal.
    let free: Vec<Value> = src_loops[(depth - 1).min(common)..common]
        .iter()
        .filter_map(|&l| induction_var(body, l))
        .collect();
    if constant_difference(src, dst, &free) {
        return Dependence::None;
    }
    Dependence::Unknown
}

/// Whether some result of the two maps differs by a nonzero constant when the values they
/// share are equal, except those of `free`, which `b` sees as values of their own (then the
/// accesses never touch the same element).
fn constant_difference(a: &Access, b: &Access, free: &[Value]) -> bool {
    let mut values = Vec::new();
    let lhs = a.results_over(&mut values);
    for v in b.operands.iter().filter(|v| !free.contains(v)) {
        position_of(&mut values, *v);
    }
    // `b`'s free operands become dimensions past every shared value.
    let shift = values.len();
    let positions: Vec<AffineExpr> = b
        .operands
        .iter()
        .map(|v| match free.iter().position(|f| f == v) {
            Some(k) => AffineExpr::dim((shift + k) as u32),
            None => AffineExpr::dim(position_of(&mut values, *v) as u32),
        })
        .collect();
    let (dims, symbols) = positions.split_at(b.map.num_dims() as usize);
    let n = (shift + free.len()) as u32;
    lhs.into_iter().zip(b.map.results()).any(|(l, r)| {
        let r = r.replace_dims_and_symbols(dims, symbols);
        matches!(simplify_affine_expr(&(l - r), n, 0).as_constant(), Some(c) if c != 0)
    })
}

/// Whether fusing the nest around `first` (which ran entirely before the nest around
/// `second`) into that nest at depth `depth`, its loop `k` becoming the other's loop `k`,
/// could reorder two accesses of the same element: some iteration of `second` whose first
/// `depth` induction variables come lexicographically before those of an iteration of
/// `first` touching the same element (after fusion it would run first).
pub fn fusion_reorders(
    ctx: &Context,
    body: &Body,
    first: &Access,
    second: &Access,
    depth: usize,
) -> Dependence {
    if first.memref != second.memref {
        return Dependence::Unknown;
    }
    if !first.is_write && !second.is_write {
        return Dependence::None;
    }
    let (first_loops, second_loops) = (
        enclosing_loops(ctx, body, first.op),
        enclosing_loops(ctx, body, second.op),
    );
    if first_loops.len() < depth || second_loops.len() < depth {
        return Dependence::Unknown;
    }
    let mut values = Vec::new();
    let (Some(f), Some(s)) = (
        domain(ctx, body, first, &first_loops, &mut values),
        domain(ctx, body, second, &second_loops, &mut values),
    ) else {
        return Dependence::Unknown;
    };
    enumerate(&s, &f, values.len(), &|sp, fp| sp[..depth] < fp[..depth])
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::testing::in_first_function;

    /// The accesses of the function in `text`, in order.
    pub(crate) fn accesses(text: &str, f: impl FnOnce(&Context, &Body, &[Access])) {
        in_first_function(text, |ctx, body, region| {
            let mut out = Vec::new();
            for block in body.region_blocks(region) {
                for top in body.block_ops(block) {
                    body.walk(top, oxir::structure::WalkOrder::PreOrder, |b, op| {
                        if let Some(a) = Access::of(ctx, b, op) {
                            out.push(a);
                        }
                    });
                }
            }
            f(ctx, body, &out);
        });
    }

    #[test]
    fn equal_maps_after_composition_are_the_same_access() {
        accesses(
            "func.func @f(%m: memref<8xf32>, %v: f32) {
               affine.for %i = 0 to 4 {
                 %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
                 affine.store %v, %m[%j] : memref<8xf32>
                 %x = affine.load %m[%i + 1] : memref<8xf32>
                 %y = affine.load %m[%i] : memref<8xf32>
               }
               return
             }",
            |_, _, a| {
                assert!(same_access(&a[0], &a[1]));
                assert!(!same_access(&a[0], &a[2]));
            },
        );
    }

    #[test]
    fn constant_bounds_are_decided_exactly() {
        accesses(
            "func.func @f(%m: memref<8xf32>, %v: f32) {
               affine.for %i = 0 to 4 {
                 affine.store %v, %m[%i] : memref<8xf32>
                 %x = affine.load %m[%i] : memref<8xf32>
                 %y = affine.load %m[%i + 4] : memref<8xf32>
                 %z = affine.load %m[%i - 1] : memref<8xf32>
               }
               %w = affine.load %m[7] : memref<8xf32>
               %u = affine.load %m[3] : memref<8xf32>
               return
             }",
            |ctx, body, a| {
                let dep =
                    |s: usize, d: usize, depth| check_dependence(ctx, body, &a[s], &a[d], depth);
                // Same element in the same iteration, none carried by the loop.
                assert_eq!(dep(0, 1, 2), Dependence::Exists);
                assert_eq!(dep(0, 1, 1), Dependence::None);
                // %i + 4 is never written by an iteration of 0..4.
                assert_eq!(dep(0, 2, 1), Dependence::None);
                assert_eq!(dep(0, 2, 2), Dependence::None);
                // %i - 1 reads what the previous iteration wrote.
                assert_eq!(dep(0, 3, 1), Dependence::Exists);
                assert_eq!(dep(0, 3, 2), Dependence::None);
                // After the loop: index 7 was never written, index 3 was.
                assert_eq!(dep(0, 4, 1), Dependence::None);
                assert_eq!(dep(0, 5, 1), Dependence::Exists);
                // Two reads never depend.
                assert_eq!(dep(1, 2, 2), Dependence::None);
            },
        );
    }

    #[test]
    fn loops_too_large_to_enumerate_are_unknown() {
        accesses(
            "func.func @f(%m: memref<?xf32>, %v: f32) {
               affine.for %i = 0 to 0 {
                 affine.store %v, %m[%i] : memref<?xf32>
               }
               affine.for %i = 0 to 4611686018427387904 {
                 %x = affine.load %m[%i] : memref<?xf32>
               }
               return
             }",
            |ctx, body, a| {
                assert_eq!(
                    fusion_reorders(ctx, body, &a[0], &a[1], 1),
                    Dependence::Unknown
                );
            },
        );
    }

    #[test]
    fn symbols_are_decided_only_by_constant_offsets() {
        accesses(
            "func.func @f(%m: memref<?xf32>, %n: index, %v: f32) {
               affine.store %v, %m[%n] : memref<?xf32>
               %x = affine.load %m[%n + 1] : memref<?xf32>
               %y = affine.load %m[%n * 2] : memref<?xf32>
               return
             }",
            |ctx, body, a| {
                assert_eq!(
                    check_dependence(ctx, body, &a[0], &a[1], 1),
                    Dependence::None
                );
                assert_eq!(
                    check_dependence(ctx, body, &a[0], &a[2], 1),
                    Dependence::Unknown
                );
            },
        );
    }

    #[test]
    fn symbolic_bounds_keep_outer_induction_variables_equal() {
        accesses(
            "func.func @f(%m: memref<16xf32>, %n: index, %v: f32) {
               affine.for %i = 0 to 10 {
                 affine.for %j = 0 to %n {
                   %x = affine.load %m[%i] : memref<16xf32>
                   affine.store %v, %m[%i + 1] : memref<16xf32>
                 }
               }
               return
             }",
            |ctx, body, a| {
                // Within one iteration of %i the store never writes what the load reads; across
                // iterations of %i (depth 1) it does, which the test cannot rule out.
                assert_eq!(
                    check_dependence(ctx, body, &a[1], &a[0], 2),
                    Dependence::None
                );
                assert_eq!(
                    check_dependence(ctx, body, &a[1], &a[0], 1),
                    Dependence::Unknown
                );
            },
        );
    }

    #[test]
    fn fusion_reordering_of_shifted_and_reversed_reads() {
        accesses(
            "func.func @f(%m: memref<4xf32>, %v: f32) {
               affine.for %i = 0 to 4 {
                 affine.store %v, %m[%i] : memref<4xf32>
               }
               affine.for %i = 0 to 4 {
                 %x = affine.load %m[%i] : memref<4xf32>
                 %y = affine.load %m[3 - %i] : memref<4xf32>
                 %z = affine.load %m[0] : memref<4xf32>
               }
               return
             }",
            |ctx, body, a| {
                let reorders = |s: usize| fusion_reorders(ctx, body, &a[0], &a[s], 1);
                assert_eq!(reorders(1), Dependence::None);
                assert_eq!(reorders(2), Dependence::Exists);
                assert_eq!(reorders(3), Dependence::None);
            },
        );
    }
}
