//! `-affine-loop-fusion`: MLIR 19's `AffineLoopFusion`, for the loop nests it fuses without
//! recomputation: two perfect nests of `affine.for`s with constant bounds, in one block, with
//! the same bounds and steps level by level. The earlier nest's innermost body moves to the
//! start of the later nest's innermost body (its induction variables becoming the later
//! nest's) and the earlier nest is erased, when
//! - (`mode=producer`, and first under `mode=greedy`) the earlier nest stores to a memref the
//!   later one loads, or (`mode=sibling`, then under `greedy`) both load a common memref;
//! - no access of the earlier nest and an access of the later one to the same element
//!   (at least one writing) would change order ([`fusion_reorders`]; accesses of different
//!   memref values are independent, as in MLIR's dependence graph);
//! - no op between the nests touches what the earlier nest writes or writes what it reads
//!   (the fused nest then stands where the later one stood), or else none does so to the later
//!   nest and what the later nest uses is defined before the earlier one (the fused nest then
//!   stands where the earlier one stood, MLIR's choice of insertion point);
//! - every op of both nests is an affine access, an affine loop or conditional, or free of
//!   memory effects.
//!
//! After a producer-consumer fusion, a local allocation that the fused nest alone accesses,
//! every access with the same subscripts and in one block, a store first, becomes a private allocation of one element per
//! dimension at the start of the function, accessed at index 0, and the original allocation is
//! erased (MLIR's `createPrivateMemRef` for a slice of one iteration).
//!
//! MLIR also fuses nests whose bounds differ, at a depth its cost model picks, recomputing
//! slices of the producer (`fusion-compute-tolerance`, `fusion-maximal`) and promoting buffers
//! to a fast memory space (`fusion-fast-mem-space`, `fusion-local-buf-threshold`); those
//! options are accepted and leave this pass unchanged, since it never recomputes nor promotes.

use crate::dependence::{
    Access, Dependence, LoopRange, fusion_reorders, induction_var, loop_range,
};
use crate::for_op::loop_control;
use crate::intervening::{is_local_alloc, may_alias};
use crate::{AffineLoadOp, AffineStoreOp};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::attrs::AttrData;
use oxir::effects::{EffectKind, memory_effects, own_effects};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::structure::{InsertPoint, WalkOrder};
use oxir::traits::Trait;
use oxir::types::MemRefType;
use oxir::{BlockId, Body, Context, Diagnostic, OpId, RegionId, Value};

/// A perfect nest: its loops, outermost first, and their ranges.
struct Nest {
    loops: Vec<OpId>,
    ranges: Vec<LoopRange>,
    accesses: Vec<Access>,
}

impl Nest {
    /// The nest rooted at `op`, if it is a perfect nest of constant-bound `affine.for`s
    /// without carried values whose ops are all accesses, affine control flow or pure.
    fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Nest> {
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
        let mut accesses = Vec::new();
        let mut allowed = true;
        body.walk(op, WalkOrder::PreOrder, |b, nested| {
            if let Some(access) = Access::of(ctx, b, nested) {
                accesses.push(access);
            } else if own_effects(ctx, b, nested).is_none_or(|e| !e.is_empty())
                && !ctx.op_has_trait(b.op_name(nested), Trait::RecursiveMemoryEffects)
            {
                allowed = false;
            }
        });
        allowed.then_some(Nest {
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

/// The body block of loop `op`.
fn innermost_block(body: &Body, op: OpId) -> Option<BlockId> {
    body.region_entry(*body.op_regions(op).first()?)
}

/// Which relation between two nests a fusion looks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The earlier stores what the later loads.
    ProducerConsumer,
    /// Both load a memref, and the later loads nothing the earlier stores.
    Sibling,
}

/// Whether `first` and `second` are related as `kind` asks.
fn related(first: &Nest, second: &Nest, kind: Kind) -> bool {
    let feeds = first.written().any(|m| second.read().any(|r| r == m));
    match kind {
        Kind::ProducerConsumer => feeds,
        Kind::Sibling => !feeds && first.read().any(|m| second.read().any(|r| r == m)),
    }
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
fn nothing_between(
    ctx: &Context,
    body: &Body,
    f: RegionId,
    first: OpId,
    second: OpId,
    nest: &Nest,
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
            let conflict = nest.accesses.iter().any(|a| {
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
fn defined_before(body: &Body, nest: OpId, point: OpId) -> bool {
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

/// Whether `accesses` are all in one block and the first of them there is a store (so every
/// iteration writes the element before reading it, and one element per iteration is enough).
fn stored_first(body: &Body, accesses: &[OpId]) -> bool {
    let Some(block) = accesses.first().and_then(|&a| body.op_parent_block(a)) else {
        return false;
    };
    if accesses
        .iter()
        .any(|&a| body.op_parent_block(a) != Some(block))
    {
        return false;
    }
    body.block_ops(block)
        .find(|op| accesses.contains(op))
        .is_some_and(|first| body.num_results(first) == 0)
}

/// Replaces `memref` (a local allocation the fused nest at `nest` alone accesses, every access
/// the same, in one block, a store first) by a private allocation of one element per dimension at the start of `entry`.
fn privatize(
    ctx: &Context,
    body: &mut Body,
    entry: BlockId,
    nest: OpId,
    memref: Value,
) -> Result<bool, oxir::IrError> {
    let Some(alloc) = memref.defining_op() else {
        return Ok(false);
    };
    if !is_local_alloc(ctx, body, memref) || body.num_operands(alloc) != 0 {
        return Ok(false);
    }
    let users: Vec<OpId> = body.users(memref).collect();
    let accesses: Vec<Access> = users
        .iter()
        .filter_map(|&u| Access::of(ctx, body, u))
        .collect();
    let alone = accesses.len() == users.len()
        && accesses
            .iter()
            .all(|a| a.memref == memref && body.op_is_ancestor_or_self(nest, a.op))
        && accesses
            .windows(2)
            .all(|w| crate::dependence::same_access(&w[0], &w[1]))
        && stored_first(body, &users);
    let Some(ty) = body.value_type(memref).dyn_cast::<MemRefType>(ctx) else {
        return Ok(false);
    };
    if !alone || ty.rank(ctx) == 0 {
        return Ok(false);
    }
    let rank = ty.rank(ctx);
    let private_ty = MemRefType::get(
        ctx,
        &vec![1; rank],
        ty.element_type(ctx),
        None,
        ty.memory_space(ctx),
    );
    let Ok(zeros) = AffineMap::get(0, 0, vec![AffineExpr::constant(0); rank]) else {
        return Ok(false);
    };
    let loc = body.op_loc(alloc);
    let mut builder = oxir::BodyBuilder::at(ctx, body, InsertPoint::BlockStart(entry));
    let private = oxir_memref::AllocOp::create(&mut builder, loc, private_ty.ty(), &[], &[], None)?
        .memref(ctx, body);
    let map = ctx.intern_attr(AttrData::AffineMap(zeros));
    for access in accesses {
        if access.is_write {
            let Some(value) = body.operand(access.op, 0) else {
                continue;
            };
            body.set_operands(access.op, &[value, private]);
            AffineStoreOp(access.op).set_map(ctx, body, map);
        } else {
            body.set_operands(access.op, &[private]);
            AffineLoadOp(access.op).set_map(ctx, body, map);
        }
    }
    body.erase_op(alloc)?;
    Ok(true)
}

/// One fusion of `kind` in `block`, if some pair of nests allows it; whether one happened.
fn fuse_once(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    block: BlockId,
    kind: Kind,
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
                || !related(&first, &second, kind)
                || !keeps_dependences(ctx, body, &first, &second)
            {
                continue;
            }
            // The fused nest takes the later nest's place when the earlier may move down past
            // the ops between, or the earlier's place when the later may move up past them.
            if !nothing_between(ctx, body, f, p, c, &first) {
                if !nothing_between(ctx, body, f, p, c, &second) || !defined_before(body, c, p) {
                    continue;
                }
                body.move_op(c, InsertPoint::Before(p))?;
            }
            let fed: Vec<Value> = first
                .written()
                .filter(|m| second.read().any(|r| r == *m))
                .collect();
            fuse(body, &first, &second)?;
            if kind == Kind::ProducerConsumer
                && let Some(entry) = body.region_entry(f)
            {
                let mut done = Vec::new();
                for memref in fed {
                    if !done.contains(&memref) {
                        privatize(ctx, body, entry, c, memref)?;
                        done.push(memref);
                    }
                }
            }
            return Ok(true);
        }
    }
    Ok(false)
}

/// Fuses the nests of `kind` in every block of the function region `f` until none fuses.
fn fuse_all(
    ctx: &Context,
    body: &mut Body,
    f: RegionId,
    kind: Kind,
) -> Result<bool, oxir::IrError> {
    let mut changed = false;
    let blocks: Vec<BlockId> = body.region_blocks(f).collect();
    for block in blocks {
        while fuse_once(ctx, body, f, block, kind)? {
            changed = true;
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
        let steps: &[Kind] = match mode.as_str() {
            "producer" => &[Kind::ProducerConsumer],
            "sibling" => &[Kind::Sibling],
            _ => &[
                Kind::ProducerConsumer,
                Kind::Sibling,
                Kind::ProducerConsumer,
            ],
        };
        let mut changed = false;
        for region in regions {
            for &kind in steps {
                changed |= fuse_all(ctx, body, region, kind)
                    .map_err(|e| Diagnostic::error(loc, e.to_string()))?;
            }
        }
        if !changed {
            target.preserve_all();
        }
        Ok(())
    }
}
