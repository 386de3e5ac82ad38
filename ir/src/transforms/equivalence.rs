//! Structural equivalence of operations, MLIR's `OperationEquivalence` with locations ignored:
//! what CSE means by "the same computation".
//!
//! Two ops are equivalent when they have the same name, attribute dictionary, properties, result
//! types and numbers of operands, successors and regions; the same operands (for an op whose kind
//! is `Commutative`, the same operands up to a permutation of the ones that differ in place); and
//! pairwise equivalent regions: blocks with the same argument types holding equivalent ops in
//! turn, where a value defined inside one side stands for the value at the same position on the
//! other, and branches go to corresponding blocks. Ops inside the regions are compared operand by
//! operand, commutative or not, as MLIR does. [`op_hash`] agrees with it: equivalent ops hash
//! alike (regions are not hashed).
//!
//! The comparison walks nested regions with an explicit stack, so deep nesting cannot overflow
//! the thread's stack, and follows isolated ops into their nested bodies, where values of the two
//! sides can only correspond, never be the same value. This is not value numbering: operands are
//! compared as values, so two ops computing the same thing from different (even equivalent)
//! operands differ until those operands have been merged.

use crate::context::{Context, OpName};
use crate::structure::{BlockId, Body, OpId, Value};
use crate::traits::Trait;
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

/// Whether the op kind is registered as `Commutative`.
fn is_commutative(ctx: &Context, name: OpName) -> bool {
    ctx.op_has_trait(name, Trait::Commutative)
}

/// A hash of `op` consistent with [`ops_equivalent`]: name, attribute dictionary, result types,
/// properties and operands (in any order for a commutative op). Locations and regions are left
/// out.
pub fn op_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let mut hasher = FxHasher::default();
    body.op_name(op).hash(&mut hasher);
    body.op_attrs(op).hash(&mut hasher);
    for ty in body.result_types(op) {
        ty.hash(&mut hasher);
    }
    body.op_props(op).hash(&mut hasher);
    if is_commutative(ctx, body.op_name(op)) {
        // A sum does not depend on the order of the operands.
        let sum = body.operands(op).fold(0u64, |sum, value| {
            let mut one = FxHasher::default();
            value.hash(&mut one);
            sum.wrapping_add(one.finish())
        });
        sum.hash(&mut hasher);
    } else {
        for value in body.operands(op) {
            value.hash(&mut hasher);
        }
    }
    hasher.finish()
}

/// Whether ops `a` and `b` of `body` are equivalent (see the module documentation). Regions of
/// isolated ops are compared in their nested bodies.
pub fn ops_equivalent(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    if !same_header(body, a, body, b) {
        return false;
    }
    let operands_match = if is_commutative(ctx, body.op_name(a)) {
        permuted_operands_match(body, a, b)
    } else {
        body.operands(a).eq(body.operands(b))
    };
    if !operands_match || !body.result_types(a).eq(body.result_types(b)) {
        return false;
    }
    if body.op_regions(a).is_empty() {
        return true;
    }
    let mut comparison = Comparison {
        sides: vec![Sides::new(body, body)],
        stack: Vec::new(),
        block_maps: Vec::new(),
    };
    // Regions may use the op's own results (in graph regions): they correspond too.
    comparison.sides[0].mark_results(a, b);
    comparison.regions_equivalent(a, b)
}

/// The parts of two ops compared before operands: name, attributes, properties and the numbers
/// of operands, results, successors and regions.
fn same_header(lhs_body: &Body, lhs: OpId, rhs_body: &Body, rhs: OpId) -> bool {
    lhs_body.op_name(lhs) == rhs_body.op_name(rhs)
        && lhs_body.op_attrs(lhs) == rhs_body.op_attrs(rhs)
        && lhs_body.op_regions(lhs).len() == rhs_body.op_regions(rhs).len()
        && lhs_body.num_successors(lhs) == rhs_body.num_successors(rhs)
        && lhs_body.num_operands(lhs) == rhs_body.num_operands(rhs)
        && lhs_body.num_results(lhs) == rhs_body.num_results(rhs)
        && lhs_body.op_props(lhs) == rhs_body.op_props(rhs)
}

/// MLIR's check for commutative operands: equal in place up to the first difference, and from
/// there the same values in some order.
fn permuted_operands_match(body: &Body, a: OpId, b: OpId) -> bool {
    let mut lhs: SmallVec<[Value; 4]> = body.operands(a).collect();
    let mut rhs: SmallVec<[Value; 4]> = body.operands(b).collect();
    let same = lhs.iter().zip(&rhs).take_while(|(x, y)| x == y).count();
    if same == lhs.len() {
        return true;
    }
    let (lhs, rhs) = (&mut lhs[same..], &mut rhs[same..]);
    lhs.sort_unstable();
    rhs.sort_unstable();
    lhs == rhs
}

/// The two bodies whose ops are being compared, and the correspondence of the values defined
/// inside the compared ops.
struct Sides<'a> {
    lhs: &'a Body,
    rhs: &'a Body,
    /// Whether both sides are one body, where a value used on both sides is the same value;
    /// across the nested bodies of two isolated ops, values can only correspond.
    shared: bool,
    values: FxHashMap<Value, Value>,
}

impl<'a> Sides<'a> {
    fn new(lhs: &'a Body, rhs: &'a Body) -> Self {
        Sides {
            lhs,
            rhs,
            shared: std::ptr::eq(lhs, rhs),
            values: FxHashMap::default(),
        }
    }

    /// Whether operand `l` (left) matches operand `r` (right): the same value, or values known
    /// to correspond, of the same type.
    fn values_match(&self, l: Value, r: Value) -> bool {
        if self.shared && l == r {
            return true;
        }
        self.lhs.value_type(l) == self.rhs.value_type(r) && self.values.get(&l) == Some(&r)
    }

    /// Records that `l` corresponds to `r`; a value keeps its first correspondence.
    fn mark(&mut self, l: Value, r: Value) {
        self.values.entry(l).or_insert(r);
    }

    fn mark_results(&mut self, lhs: OpId, rhs: OpId) {
        let pairs: SmallVec<[(Value, Value); 2]> =
            self.lhs.results(lhs).zip(self.rhs.results(rhs)).collect();
        for (l, r) in pairs {
            self.mark(l, r);
        }
    }

    /// Compares two ops inside the regions being compared, apart from their regions: header,
    /// operands in place, result types (marking the results as corresponding) and successors
    /// (which must go to corresponding blocks).
    fn nested_ops_match(
        &mut self,
        blocks: &mut FxHashMap<BlockId, BlockId>,
        lhs: OpId,
        rhs: OpId,
    ) -> bool {
        let (lb, rb) = (self.lhs, self.rhs);
        if !same_header(lb, lhs, rb, rhs)
            || !lb
                .operands(lhs)
                .zip(rb.operands(rhs))
                .all(|(l, r)| self.values_match(l, r))
            || !lb.result_types(lhs).eq(rb.result_types(rhs))
        {
            return false;
        }
        self.mark_results(lhs, rhs);
        lb.successors(lhs)
            .zip(rb.successors(rhs))
            .all(|(l, r)| *blocks.entry(l).or_insert(r) == r)
    }

    /// Compares the argument lists of two blocks at the same position in their regions, maps
    /// the blocks to each other and marks their arguments as corresponding.
    fn block_headers_match(
        &mut self,
        blocks: &mut FxHashMap<BlockId, BlockId>,
        lhs: BlockId,
        rhs: BlockId,
    ) -> bool {
        let (lb, rb) = (self.lhs, self.rhs);
        if lb.num_block_args(lhs) != rb.num_block_args(rhs)
            || *blocks.entry(lhs).or_insert(rhs) != rhs
        {
            return false;
        }
        for (l, r) in lb.block_args(lhs).zip(rb.block_args(rhs)) {
            if lb.value_type(l) != rb.value_type(r) {
                return false;
            }
            self.mark(l, r);
        }
        true
    }
}

/// One step of the walk over two ops' regions in lockstep.
enum Frame {
    /// The regions of ops `lhs` and `rhs` (living in `owner`), from region `next` on; the
    /// regions themselves live in `side` (another one for isolated ops).
    Regions {
        owner: usize,
        side: usize,
        lhs: OpId,
        rhs: OpId,
        next: usize,
    },
    /// The blocks of two regions from these on.
    Blocks {
        side: usize,
        lhs: Option<BlockId>,
        rhs: Option<BlockId>,
    },
    /// The ops of two blocks from these on.
    Ops {
        side: usize,
        lhs: Option<OpId>,
        rhs: Option<OpId>,
    },
}

/// The state of comparing the regions of two ops.
struct Comparison<'a> {
    /// Body pairs: the first is where the compared ops live; one more per pair of isolated ops
    /// being looked into.
    sides: Vec<Sides<'a>>,
    stack: Vec<Frame>,
    /// Per region pair being compared (innermost last): which left block goes with which right
    /// block.
    block_maps: Vec<FxHashMap<BlockId, BlockId>>,
}

impl Comparison<'_> {
    /// Compares the regions of `lhs` and `rhs` (ops of the first body pair), depth first in
    /// program order, so that values are marked as corresponding before they are used.
    fn regions_equivalent(&mut self, lhs: OpId, rhs: OpId) -> bool {
        if !self.push_regions(0, lhs, rhs) {
            return false;
        }
        while let Some(frame) = self.stack.last_mut() {
            match frame {
                Frame::Regions {
                    owner,
                    side,
                    lhs,
                    rhs,
                    next,
                } => {
                    let (owner, side) = (*owner, *side);
                    let owner_sides = &self.sides[owner];
                    let lhs_regions = owner_sides.lhs.op_regions(*lhs);
                    let rhs_regions = owner_sides.rhs.op_regions(*rhs);
                    let Some((&l, &r)) = lhs_regions.get(*next).zip(rhs_regions.get(*next)) else {
                        self.stack.pop();
                        if side != owner {
                            self.sides.pop();
                        }
                        continue;
                    };
                    *next += 1;
                    let sides = &self.sides[side];
                    let blocks = Frame::Blocks {
                        side,
                        lhs: sides.lhs.region_entry(l),
                        rhs: sides.rhs.region_entry(r),
                    };
                    self.block_maps.push(FxHashMap::default());
                    self.stack.push(blocks);
                }
                Frame::Blocks { side, lhs, rhs } => match (*lhs, *rhs) {
                    (None, None) => {
                        self.stack.pop();
                        self.block_maps.pop();
                    }
                    (Some(l), Some(r)) => {
                        let side = *side;
                        let sides = &mut self.sides[side];
                        *lhs = sides.lhs.next_block(l);
                        *rhs = sides.rhs.next_block(r);
                        let Some(blocks) = self.block_maps.last_mut() else {
                            return false;
                        };
                        if !sides.block_headers_match(blocks, l, r) {
                            return false;
                        }
                        let ops = Frame::Ops {
                            side,
                            lhs: sides.lhs.first_op(l),
                            rhs: sides.rhs.first_op(r),
                        };
                        self.stack.push(ops);
                    }
                    _ => return false,
                },
                Frame::Ops { side, lhs, rhs } => match (*lhs, *rhs) {
                    (None, None) => {
                        self.stack.pop();
                    }
                    (Some(l), Some(r)) => {
                        let side = *side;
                        let sides = &mut self.sides[side];
                        *lhs = sides.lhs.next_op(l);
                        *rhs = sides.rhs.next_op(r);
                        let Some(blocks) = self.block_maps.last_mut() else {
                            return false;
                        };
                        if !sides.nested_ops_match(blocks, l, r) {
                            return false;
                        }
                        if !sides.lhs.op_regions(l).is_empty() && !self.push_regions(side, l, r) {
                            return false;
                        }
                    }
                    _ => return false,
                },
            }
        }
        true
    }

    /// Schedules the comparison of the regions of `lhs` and `rhs` (ops of body pair `owner`),
    /// opening the pair of nested bodies for isolated ops. False when only one of them has a
    /// nested body.
    fn push_regions(&mut self, owner: usize, lhs: OpId, rhs: OpId) -> bool {
        let (lb, rb) = (self.sides[owner].lhs, self.sides[owner].rhs);
        let side = match (lb.nested_body(lhs), rb.nested_body(rhs)) {
            (None, None) => owner,
            (Some(l), Some(r)) => {
                self.sides.push(Sides::new(l, r));
                self.sides.len() - 1
            }
            _ => return false,
        };
        self.stack.push(Frame::Regions {
            owner,
            side,
            lhs,
            rhs,
            next: 0,
        });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::text::parser::{ParseOptions, parse_source};
    use crate::traits::TraitSet;

    /// Three values `%a`, `%b`, `%c` of type `i32` for the ops under test to use.
    const VALUES: &str = "%a = \"u.v\"() {n = 0} : () -> i32\n\
                          %b = \"u.v\"() {n = 1} : () -> i32\n\
                          %c = \"u.v\"() {n = 2} : () -> i32\n";

    /// Whether the last two top-level ops of `VALUES` followed by `ops` are equivalent, and
    /// whether they hash alike.
    fn compare(ops: &str) -> (bool, bool) {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let kinds = vec![
            OpDescriptor::new("t.comm").with_traits(TraitSet::new(&[Trait::Commutative])),
            OpDescriptor::new("t.iso").with_traits(TraitSet::new(&[Trait::IsolatedFromAbove])),
        ];
        ctx.register_dialect(DialectDescriptor::new("t"), kinds);
        let text = format!("{VALUES}{ops}");
        let owned = parse_source(&ctx, &text, &ParseOptions::default()).expect("test IR parses");
        let (body, regions) = owned.body.region_scope(owned.op);
        let block = body
            .region_entry(regions[0])
            .expect("the module has a block");
        let top: Vec<OpId> = body.block_ops(block).collect();
        let [.., a, b] = top[..] else {
            panic!("two ops to compare")
        };
        (
            ops_equivalent(&ctx, body, a, b),
            op_hash(&ctx, body, a) == op_hash(&ctx, body, b),
        )
    }

    fn equivalent(ops: &str) -> bool {
        let (equivalent, same_hash) = compare(ops);
        assert!(!equivalent || same_hash, "equivalent ops hash alike: {ops}");
        equivalent
    }

    #[test]
    fn the_header_operands_and_result_types_must_match() {
        let same =
            "%0 = \"u.x\"(%a) {k = 1} : (i32) -> i32\n%1 = \"u.x\"(%a) {k = 1} : (i32) -> i32";
        assert!(equivalent(same));
        assert!(!equivalent(
            &same.replace("%1 = \"u.x\"(%a)", "%1 = \"u.x\"(%b)")
        ));
        assert!(!equivalent(&same.replacen("{k = 1}", "{k = 2}", 1)));
        assert!(!equivalent(&same.replacen("-> i32", "-> i64", 1)));
        assert!(!equivalent(&same.replacen("\"u.x\"", "\"u.y\"", 1)));
        assert!(!equivalent(
            "\"u.x\"(%a) <{p = 1}> : (i32) -> ()\n\"u.x\"(%a) <{p = 2}> : (i32) -> ()"
        ));
        assert!(equivalent(
            "\"u.x\"(%a) <{p = 1}> : (i32) -> ()\n\"u.x\"(%a) <{p = 1}> : (i32) -> ()"
        ));
    }

    #[test]
    fn locations_do_not_matter() {
        assert!(equivalent(
            "\"u.x\"() : () -> () loc(\"a\":1:1)\n\"u.x\"() : () -> () loc(\"b\":2:2)"
        ));
    }

    #[test]
    fn commutative_operands_may_be_permuted() {
        let pair = |rhs: &str| {
            format!(
                "\"t.comm\"(%a, %b, %c) : (i32, i32, i32) -> ()\n\
                 \"t.comm\"({rhs}) : (i32, i32, i32) -> ()"
            )
        };
        assert!(equivalent(&pair("%a, %c, %b")));
        assert!(equivalent(&pair("%c, %b, %a")));
        assert!(!equivalent(&pair("%a, %b, %b")));
        // Without the trait, order matters.
        assert!(!equivalent(
            "\"u.x\"(%a, %b) : (i32, i32) -> ()\n\"u.x\"(%b, %a) : (i32, i32) -> ()"
        ));
    }

    /// A `u.r` op with one block of two `i32` arguments `%x`, `%y` holding `body`.
    fn region_op(body: &str) -> String {
        format!("\"u.r\"() ({{\n^bb0(%x: i32, %y: i32):\n{body}\n}}) : () -> ()")
    }

    #[test]
    fn regions_correspond_by_position() {
        let use_x = "%0 = \"u.f\"(%x, %a) : (i32, i32) -> i32\n\"u.y\"(%0) : (i32) -> ()";
        let use_y = "%0 = \"u.f\"(%y, %a) : (i32, i32) -> i32\n\"u.y\"(%0) : (i32) -> ()";
        let use_b = "%0 = \"u.f\"(%x, %b) : (i32, i32) -> i32\n\"u.y\"(%0) : (i32) -> ()";
        assert!(equivalent(&format!(
            "{}\n{}",
            region_op(use_x),
            region_op(use_x)
        )));
        assert!(!equivalent(&format!(
            "{}\n{}",
            region_op(use_x),
            region_op(use_y)
        )));
        assert!(!equivalent(&format!(
            "{}\n{}",
            region_op(use_x),
            region_op(use_b)
        )));
        // A different number of ops, or of block arguments, differs.
        let longer = format!("{use_x}\n\"u.z\"() : () -> ()");
        assert!(!equivalent(&format!(
            "{}\n{}",
            region_op(use_x),
            region_op(&longer)
        )));
        let fewer_args = format!("\"u.r\"() ({{\n^bb0(%x: i32):\n{use_x}\n}}) : () -> ()");
        assert!(!equivalent(&format!("{}\n{fewer_args}", region_op(use_x))));
    }

    #[test]
    fn ops_inside_regions_compare_operands_in_place() {
        let nested =
            |operands: &str| region_op(&format!("\"t.comm\"({operands}) : (i32, i32) -> ()"));
        assert!(!equivalent(&format!(
            "{}\n{}",
            nested("%x, %y"),
            nested("%y, %x")
        )));
        assert!(equivalent(&format!(
            "{}\n{}",
            nested("%x, %y"),
            nested("%x, %y")
        )));
    }

    #[test]
    fn branches_must_go_to_corresponding_blocks() {
        let op = |target: &str| {
            format!(
                "\"u.r\"() ({{\n\"u.br\"()[^bb1] : () -> ()\n^bb1:\n\"u.br\"()[{target}] : () -> ()\n\
                 ^bb2:\n\"u.end\"() : () -> ()\n}}) : () -> ()"
            )
        };
        assert!(equivalent(&format!("{}\n{}", op("^bb2"), op("^bb2"))));
        assert!(!equivalent(&format!("{}\n{}", op("^bb2"), op("^bb1"))));
    }

    #[test]
    fn isolated_ops_are_compared_in_their_nested_bodies() {
        let op = |first: &str, used: &str| {
            format!(
                "\"t.iso\"() ({{\n%0 = \"u.c\"() {{v = {first}}} : () -> i32\n\
                 %1 = \"u.c\"() {{v = 1}} : () -> i32\n\"u.use\"({used}) : (i32) -> ()\n}}) : () -> ()"
            )
        };
        assert!(equivalent(&format!("{}\n{}", op("1", "%0"), op("1", "%0"))));
        assert!(!equivalent(&format!(
            "{}\n{}",
            op("1", "%0"),
            op("2", "%0")
        )));
        // Equal ids in two nested bodies are different values: only correspondence counts.
        assert!(!equivalent(&format!(
            "{}\n{}",
            op("1", "%0"),
            op("1", "%1")
        )));
    }
}
