//! `-affine-loop-fusion`: MLIR 19's `AffineLoopFusion`. Under `mode=greedy` (the default)
//! producer-consumer fusion runs with one user per producer memref, then sibling fusion, then
//! producer-consumer fusion without that limit; `mode=producer` and `mode=sibling` run one
//! kind.
//!
//! Producer-consumer fusion is slice-based (`crate::fusion_producer`, with the slices of
//! `crate::fusion_slice`): a producer nest is cloned into the consumer at the depth MLIR's
//! cost model picks, bounded to the iterations the consumer needs there, so nests of
//! different bounds and depths and shifted, reversed or transposed reads fuse, and a buffer
//! only the two nests use shrinks to what one slice writes. `fusion-compute-tolerance`,
//! `fusion-maximal`, `fusion-fast-mem-space` and `fusion-local-buf-threshold` act as MLIR's.
//!
//! Sibling fusion (this module) fuses two perfect nests of `affine.for`s with constant bounds,
//! in one block, with the same bounds and steps level by level, that load a common memref
//! while the later loads nothing the earlier stores. The earlier nest's innermost body moves
//! to the start of the later nest's innermost body (its induction variables becoming the
//! later nest's) and the earlier nest is erased, when
//! - no access of the earlier nest and an access of the later one to the same element
//!   (at least one writing) would change order ([`fusion_reorders`]; accesses of different
//!   memref values are independent, as in MLIR's dependence graph);
//! - no op between the nests touches what the earlier nest writes or writes what it reads
//!   (the fused nest then stands where the later one stood), or else none does so to the later
//!   nest and what the later nest uses is defined before the earlier one (the fused nest then
//!   stands where the earlier one stood, MLIR's choice of insertion point);
//! - no op of either nest may touch memory unseen ([`hides_accesses`]).

use crate::dependence::{
    Access, Dependence, LoopRange, fusion_reorders, induction_var, loop_range,
};
use crate::for_op::loop_control;
use crate::fusion_producer::{Options, fuse_block};
use crate::intervening::may_alias;
use oxir::effects::{EffectKind, memory_effects, own_effects};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::structure::{InsertPoint, WalkOrder};
use oxir::traits::Trait;
use oxir::{BlockId, Body, Context, Diagnostic, OpId, RegionId, Value};

/// A perfect nest: its loops, outermost first, and their ranges.
pub(crate) struct Nest {
    /// The loops, outermost first.
    pub(crate) loops: Vec<OpId>,
    /// Their constant ranges.
    pub(crate) ranges: Vec<LoopRange>,
    /// The accesses in the nest, in order.
    pub(crate) accesses: Vec<Access>,
}

impl Nest {
    /// The nest rooted at `op`, if it is a perfect nest of constant-bound `affine.for`s
    /// without carried values whose ops are all accesses, affine control flow or pure.
    pub(crate) fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Nest> {
        let (mut loops, mut ranges) = (Vec::new(), Vec::new());
        let mut current = op;
        loop {
            let control = loop_control(ctx, body, current)?;
            if !control.inits.is_empty() || body.num_results(current) != 0 {
                return None;
            }
            ranges.push(loop_range(ctx, body, current)?);
            loops.push(current);
            let block = innermost_block(body, current)?;
            let ops: Vec<OpId> = body.block_ops(block).collect();
            match ops.as_slice() {
                [inner, _yield] if ctx.op_name_str(body.op_name(*inner)) == "affine.for" => {
                    current = *inner;
                }
                _ => break,
            }
        }
        let accesses = accesses_of(ctx, body, op)?;
        Some(Nest {
            loops,
            ranges,
            accesses,
        })
    }

    /// The memrefs the nest stores to.
    fn written(&self) -> impl Iterator<Item = Value> + '_ {
        self.accesses
            .iter()
            .filter(|a| a.is_write)
            .map(|a| a.memref)
    }

    /// The memrefs the nest loads from.
    fn read(&self) -> impl Iterator<Item = Value> + '_ {
        self.accesses
            .iter()
            .filter(|a| !a.is_write)
            .map(|a| a.memref)
    }
}

/// The accesses inside `root`, when no op there may touch memory unseen
/// ([`hides_accesses`]).
pub(crate) fn accesses_of(ctx: &Context, body: &Body, root: OpId) -> Option<Vec<Access>> {
    let mut accesses = Vec::new();
    let mut allowed = true;
    body.walk(root, WalkOrder::PreOrder, |b, op| {
        if let Some(access) = Access::of(ctx, b, op) {
            accesses.push(access);
        } else if hides_accesses(ctx, b, op) {
            allowed = false;
        }
    });
    allowed.then_some(accesses)
}

/// Whether `op` (not an affine access) may touch memory the analysis does not see: it has
/// memory effects, or its effects are unknown and it takes or yields a memref (an op of
/// unknown effects without memref operands, such as an unregistered op on scalars, cannot
/// reach the buffers the nests access, as MLIR's fusion also assumes). Ops whose effects are
/// those of their nested ops count as free.
pub(crate) fn hides_accesses(ctx: &Context, body: &Body, op: OpId) -> bool {
    if ctx.op_has_trait(body.op_name(op), Trait::RecursiveMemoryEffects) {
        return false;
    }
    match own_effects(ctx, body, op) {
        Some(effects) => !effects.is_empty(),
        None => {
            let is_memref = |v: Value| {
                body.value_type(v)
                    .dyn_cast::<oxir::types::MemRefType>(ctx)
                    .is_some()
            };
            !body.op_regions(op).is_empty()
                || body.operands(op).any(is_memref)
                || body.results(op).any(is_memref)
        }
    }
}

/// The body block of loop `op`.
pub(crate) fn innermost_block(body: &Body, op: OpId) -> Option<BlockId> {
    body.region_entry(*body.op_regions(op).first()?)
}

/// Whether `first` and `second` are siblings: both load a memref, and the later loads nothing
/// the earlier stores.
fn siblings(first: &Nest, second: &Nest) -> bool {
    let feeds = first.written().any(|m| second.read().any(|r| r == m));
    !feeds && first.read().any(|m| second.read().any(|r| r == m))
}

/// Whether fusing `first` into `second` keeps every dependence between them. Accesses of
/// different memref values are independent, as in MLIR's memref dependence graph (whose
/// edges join the accesses of one value).
fn keeps_dependences(ctx: &Context, body: &Body, first: &Nest, second: &Nest) -> bool {
    let depth = first.loops.len();
    first.accesses.iter().all(|a| {
        second
            .accesses
            .iter()
            .filter(|b| a.memref == b.memref)
            .all(|b| fusion_reorders(ctx, body, a, b, depth) == Dependence::None)
    })
}

/// Whether the ops strictly between `first` and `second` (in one block) leave alone what the
/// accesses of `nest` (the nest at `first`) touch, so that the nest may run after them.
pub(crate) fn nothing_between(
    ctx: &Context,
    body: &Body,
    f: RegionId,
    first: OpId,
    second: OpId,
    accesses: &[Access],
) -> bool {
    let mut current = body.next_op(first);
    while let Some(op) = current {
        if op == second {
            return true;
        }
        let Some(effects) = memory_effects(ctx, body, op) else {
            return false;
        };
        for effect in effects {
            if effect.kind == EffectKind::Allocate {
                continue;
            }
            let Some(value) = effect.value else {
                return false;
            };
            let conflict = accesses.iter().any(|a| {
                may_alias(ctx, body, f, a.memref, value)
                    && (a.is_write || effect.kind != EffectKind::Read)
            });
            if conflict {
                return false;
            }
        }
        current = body.next_op(op);
    }
    false
}

/// Whether every value that `nest` (or an op in it) uses from outside it is defined before
/// `point`, in `point`'s block or around it (so that `nest` may move before `point`).
pub(crate) fn defined_before(body: &Body, nest: OpId, point: OpId) -> bool {
    let Some(block) = body.op_parent_block(point) else {
        return false;
    };
    let mut ok = true;
    body.walk(nest, WalkOrder::PreOrder, |b, op| {
        for value in b.operands(op) {
            if b.value_defined_in_op(value, nest) {
                continue;
            }
            let Some(def) = value.defining_op() else {
                // A block argument from outside the nest: of `point`'s block or one around it.
                continue;
            };
            // A definition in `point`'s block must come before `point`; one in an enclosing
            // block is before the whole block.
            if b.op_parent_block(def) == Some(block)
                && !b
                    .block_ops(block)
                    .take_while(|&o| o != point)
                    .any(|o| o == def)
            {
                ok = false;
            }
        }
    });
    ok
}

/// Fuses the nest at `first` into the nest at `second`: the earlier innermost body moves to
/// the start of the later one, and the earlier nest is erased.
fn fuse(body: &mut Body, first: &Nest, second: &Nest) -> Result<(), oxir::IrError> {
    let (Some(&p_inner), Some(&c_inner)) = (first.loops.last(), second.loops.last()) else {
        return Ok(());
    };
    let (Some(p_block), Some(c_block)) = (
        innermost_block(body, p_inner),
        innermost_block(body, c_inner),
    ) else {
        return Ok(());
    };
    let Some(anchor) = body.first_op(c_block) else {
        return Ok(());
    };
    let moved: Vec<OpId> = body.block_ops(p_block).collect();
    for &op in &moved[..moved.len().saturating_sub(1)] {
        body.move_op(op, InsertPoint::Before(anchor))?;
    }
    for (&p, &c) in first.loops.iter().zip(&second.loops) {
        if let (Some(from), Some(to)) = (induction_var(body, p), induction_var(body, c)) {
            body.replace_all_uses(from, to);
        }
    }
    body.erase_op(first.loops[0])
}

/// One sibling fusion in `block`, if some pair of nests allows it; whether one happened.
fn fuse_once(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    block: BlockId,
) -> Result<bool, oxir::IrError> {
    let candidates: Vec<OpId> = body
        .block_ops(block)
        .filter(|&op| ctx.op_name_str(body.op_name(op)) == "affine.for")
        .collect();
    for (ci, &c) in candidates.iter().enumerate() {
        let Some(second) = Nest::of(ctx, body, c) else {
            continue;
        };
        for &p in candidates[..ci].iter().rev() {
            let Some(first) = Nest::of(ctx, body, p) else {
                continue;
            };
            if first.ranges != second.ranges
                || !siblings(&first, &second)
                || !keeps_dependences(ctx, body, &first, &second)
            {
                continue;
            }
            // The fused nest takes the later nest's place when the earlier may move down past
            // the ops between, or the earlier's place when the later may move up past them.
            if !nothing_between(ctx, body, f, p, c, &first.accesses) {
                if !nothing_between(ctx, body, f, p, c, &second.accesses)
                    || !defined_before(body, c, p)
                {
                    continue;
                }
                body.move_op(c, InsertPoint::Before(p))?;
            }
            fuse(body, &first, &second)?;
            return Ok(true);
        }
    }
    Ok(false)
}

/// One stage of fusion over every block of the function region `f`.
#[derive(Clone, Copy)]
enum Stage {
    /// Producer-consumer fusion with MLIR's `maxSrcUserCount`.
    ProducerConsumer(usize),
    /// Sibling fusion, until no pair fuses.
    Sibling,
}

/// Runs `stage` over every block of the function region `f`; whether anything changed.
fn run_stage(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    stage: Stage,
    options: Options,
) -> Result<bool, oxir::IrError> {
    let mut changed = false;
    let blocks: Vec<BlockId> = body.region_blocks(f).collect();
    for block in blocks {
        match stage {
            Stage::ProducerConsumer(users) => {
                changed |= fuse_block(ctx, body, f, block, users, options)?;
            }
            Stage::Sibling => {
                while fuse_once(ctx, body, f, block)? {
                    changed = true;
                }
            }
        }
    }
    Ok(changed)
}

/// The fusion modes of the `mode` option, MLIR's names.
const MODES: &[&str] = &["greedy", "producer", "sibling"];

/// The `affine-loop-fusion` pass.
pub struct AffineLoopFusion {
    options: PassOptions,
}

impl Default for AffineLoopFusion {
    fn default() -> Self {
        AffineLoopFusion {
            options: PassOptions::new()
                .float(
                    "fusion-compute-tolerance",
                    "Fractional increase in additional computation tolerated while fusing",
                    0.30,
                )
                .uint(
                    "fusion-fast-mem-space",
                    "Faster memory space number to promote fusion buffers to",
                    0,
                )
                .uint(
                    "fusion-local-buf-threshold",
                    "Threshold size (KiB) for promoting local buffers to fast memory space",
                    0,
                )
                .bool("fusion-maximal", "Enables maximal loop fusion", false)
                .enumeration("mode", "fusion mode to attempt", MODES, "greedy"),
        }
    }
}

impl Pass for AffineLoopFusion {
    fn name(&self) -> &str {
        "AffineLoopFusion"
    }

    fn argument(&self) -> &str {
        "affine-loop-fusion"
    }

    fn description(&self) -> &str {
        "Fuse affine loop nests"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let mode = self
            .options
            .get::<String>("mode")
            .unwrap_or_else(|| "greedy".into());
        let (ctx, op) = (target.ctx(), target.op());
        let loc = target.body.op_loc(op);
        let (body, regions) = target.body.region_scope_mut(op);
        let steps: &[Stage] = match mode.as_str() {
            "producer" => &[Stage::ProducerConsumer(usize::MAX)],
            "sibling" => &[Stage::Sibling],
            _ => &[
                Stage::ProducerConsumer(1),
                Stage::Sibling,
                Stage::ProducerConsumer(usize::MAX),
            ],
        };
        let options = Options {
            tolerance: self
                .options
                .get::<f64>("fusion-compute-tolerance")
                .unwrap_or(0.30),
            maximal: self.options.get::<bool>("fusion-maximal").unwrap_or(false),
            fast_space: self.options.get::<u64>("fusion-fast-mem-space"),
            local_threshold: self
                .options
                .get::<u64>("fusion-local-buf-threshold")
                .unwrap_or(0)
                .saturating_mul(1024),
        };
        let mut changed = false;
        for region in regions {
            for &stage in steps {
                changed |= run_stage(ctx, body, region, stage, options)
                    .map_err(|e| Diagnostic::error(loc, e.to_string()))?;
            }
        }
        if !changed {
            target.preserve_all();
        }
        Ok(())
    }
}
