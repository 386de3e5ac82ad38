//! `-lower-affine`: MLIR 19's `AffineToStandard`. Affine expressions become `arith` ops on
//! `index` values ([`expand_affine_expr`], MLIR's `expandAffineExpr`, op for op), `affine.for`
//! an `scf.for`, `affine.if` an `scf.if` on the conjunction of its constraints,
//! `affine.parallel` an `scf.parallel`, `affine.apply`, `affine.min` and `affine.max` their
//! expansions, `affine.load`, `affine.store` and `affine.prefetch` the `memref` ops on the
//! expanded indices, and `affine.yield` an `scf.yield`. The patterns run as one partial
//! conversion whose target has `arith`, `memref` and `scf` legal.

use crate::scf_to_cf::index_constant;
use oxir::affine::{AffineBinaryOp, AffineExpr, AffineMap};
use oxir::attrs::{FloatAttr, IntegerAttr};
use oxir::conversion::{ConversionTarget, apply_partial_rewrite_conversion_in};
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{FnPattern, MatchFailure, PatternRewriter, RewriteFn, RewritePatternSet};
use oxir::{AttrData, Attribute, Context, Diagnostic, Location, Type, TypeData, Value};
use oxir_affine::{
    AffineApplyOp, AffineForOp, AffineIfOp, AffineLoadOp, AffineMaxOp, AffineMinOp,
    AffineParallelOp, AffinePrefetchOp, AffineStoreOp, AffineYieldOp,
};
use oxir_arith::{
    AddFOp, AddIOp, AndIOp, AtomicRMWKind, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, MaxNumFOp,
    MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, OrIOp,
    RemSIOp, SelectOp, SubIOp,
};
use oxir_memref::{DmaStartOp, DmaWaitOp, LoadOp, PrefetchOp, StoreOp};
use oxir_scf::{ForOp, IfOp, ParallelOp, ReduceOp, ReduceReturnOp, YieldOp};

/// Builds the ops computing affine expressions over given dimension and symbol values, at the
/// rewriter's insertion point (MLIR's `AffineApplyExpander`).
struct Expander<'a, 'r> {
    ctx: &'a Context,
    rewriter: &'a mut PatternRewriter<'r>,
    loc: Location,
    dims: &'a [Value],
    symbols: &'a [Value],
}

impl Expander<'_, '_> {
    fn constant(&mut self, value: i64) -> Result<Value, MatchFailure> {
        index_constant(self.ctx, self.rewriter, self.loc, value)
    }

    fn cmp(
        &mut self,
        predicate: CmpIPredicate,
        lhs: Value,
        rhs: Value,
    ) -> Result<Value, MatchFailure> {
        let attr = predicate.get_attr(self.ctx);
        let op = CmpIOp::create(self.rewriter, self.loc, lhs, rhs, attr)?;
        Ok(op.result(self.ctx, self.rewriter.body()))
    }

    fn sub(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = SubIOp::create(self.rewriter, self.loc, lhs, rhs, None)?;
        Ok(op.result(self.ctx, self.rewriter.body()))
    }

    fn add(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = AddIOp::create(self.rewriter, self.loc, lhs, rhs, None)?;
        Ok(op.result(self.ctx, self.rewriter.body()))
    }

    fn select(
        &mut self,
        cond: Value,
        on_true: Value,
        on_false: Value,
    ) -> Result<Value, MatchFailure> {
        let op = SelectOp::create(self.rewriter, self.loc, cond, on_true, on_false)?;
        Ok(op.result(self.ctx, self.rewriter.body()))
    }

    fn divsi(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = DivSIOp::create(self.rewriter, self.loc, lhs, rhs)?;
        Ok(op.result(self.ctx, self.rewriter.body()))
    }

    fn visit(&mut self, expr: &AffineExpr) -> Result<Value, MatchFailure> {
        let binary = match expr {
            AffineExpr::Dim(position) => return self.input(self.dims, *position, "dimension"),
            AffineExpr::Symbol(position) => return self.input(self.symbols, *position, "symbol"),
            AffineExpr::Constant(value) => return self.constant(*value),
            AffineExpr::Binary(binary) => binary,
        };
        let op = binary.op();
        if matches!(
            op,
            AffineBinaryOp::Mod | AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv
        ) && binary.rhs().as_constant().is_some_and(|c| c <= 0)
        {
            return Err(MatchFailure::new(if op == AffineBinaryOp::Mod {
                "modulo by non-positive value is not supported"
            } else {
                "division by non-positive value is not supported"
            }));
        }
        let lhs = self.visit(binary.lhs())?;
        let rhs = self.visit(binary.rhs())?;
        match op {
            AffineBinaryOp::Add => self.add(lhs, rhs),
            AffineBinaryOp::Mul => {
                let op = MulIOp::create(self.rewriter, self.loc, lhs, rhs, None)?;
                Ok(op.result(self.ctx, self.rewriter.body()))
            }
            AffineBinaryOp::Mod => {
                // a mod b = let r = a rem b in r < 0 ? r + b : r
                let remainder = RemSIOp::create(self.rewriter, self.loc, lhs, rhs)?
                    .result(self.ctx, self.rewriter.body());
                let zero = self.constant(0)?;
                let negative = self.cmp(CmpIPredicate::Slt, remainder, zero)?;
                let corrected = self.add(remainder, rhs)?;
                self.select(negative, corrected, remainder)
            }
            AffineBinaryOp::FloorDiv => {
                // a floordiv b = let n = a < 0 in let q = (n ? -a - 1 : a) / b in n ? -q - 1 : q
                let zero = self.constant(0)?;
                let minus_one = self.constant(-1)?;
                let negative = self.cmp(CmpIPredicate::Slt, lhs, zero)?;
                let negated_decremented = self.sub(minus_one, lhs)?;
                let dividend = self.select(negative, negated_decremented, lhs)?;
                let quotient = self.divsi(dividend, rhs)?;
                let corrected = self.sub(minus_one, quotient)?;
                self.select(negative, corrected, quotient)
            }
            AffineBinaryOp::CeilDiv => {
                // a ceildiv b = let n = a <= 0 in let q = (n ? -a : a - 1) / b in n ? -q : q + 1
                let zero = self.constant(0)?;
                let one = self.constant(1)?;
                let non_positive = self.cmp(CmpIPredicate::Sle, lhs, zero)?;
                let negated = self.sub(zero, lhs)?;
                let decremented = self.sub(lhs, one)?;
                let dividend = self.select(non_positive, negated, decremented)?;
                let quotient = self.divsi(dividend, rhs)?;
                let negated_quotient = self.sub(zero, quotient)?;
                let incremented = self.add(quotient, one)?;
                self.select(non_positive, negated_quotient, incremented)
            }
        }
    }

    fn input(&self, values: &[Value], position: u32, what: &str) -> Result<Value, MatchFailure> {
        values
            .get(position as usize)
            .copied()
            .ok_or_else(|| MatchFailure::new(format!("{what} {position} has no operand")))
    }
}

/// Builds the `arith` ops computing `expr` over `dims` and `symbols` at the insertion point
/// (MLIR's `expandAffineExpr`). Fails, on a modulo or division by a non-positive constant,
/// leaving what it built.
pub fn expand_affine_expr(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    expr: &AffineExpr,
    dims: &[Value],
    symbols: &[Value],
) -> Result<Value, MatchFailure> {
    Expander {
        ctx,
        rewriter,
        loc,
        dims,
        symbols,
    }
    .visit(expr)
}

/// Expands every result of `map` over `operands` (dimensions then symbols; MLIR's
/// `expandAffineMap`).
pub fn expand_affine_map(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[Value],
) -> Result<Vec<Value>, MatchFailure> {
    let split = (map.num_dims() as usize).min(operands.len());
    let (dims, symbols) = operands.split_at(split);
    map.results()
        .iter()
        .map(|expr| expand_affine_expr(ctx, rewriter, loc, expr, dims, symbols))
        .collect()
}

/// The maximum (`max`) or minimum of `values`, folded left with `arith.maxsi` / `arith.minsi`
/// (MLIR's `buildMinMaxReductionSeq`).
fn min_max_chain(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    max: bool,
    values: &[Value],
) -> Result<Value, MatchFailure> {
    let (&first, rest) = values
        .split_first()
        .ok_or_else(|| MatchFailure::new("empty min/max chain"))?;
    let mut value = first;
    for &next in rest {
        value = if max {
            MaxSIOp::create(rewriter, loc, value, next)?.result(ctx, rewriter.body())
        } else {
            MinSIOp::create(rewriter, loc, value, next)?.result(ctx, rewriter.body())
        };
    }
    Ok(value)
}

/// The largest (`max`) or smallest result of `map` over `operands` (MLIR's
/// `lowerAffineMapMax` / `lowerAffineMapMin`).
fn lower_map_min_max(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    max: bool,
    map: &AffineMap,
    operands: &[Value],
) -> Result<Value, MatchFailure> {
    let values = expand_affine_map(ctx, rewriter, loc, map, operands)?;
    min_max_chain(ctx, rewriter, loc, max, &values)
}

/// The affine map held by `attr`.
fn map_of(ctx: &Context, attr: Option<Attribute>) -> Result<AffineMap, MatchFailure> {
    match attr.map(|a| ctx.attr_data(a)) {
        Some(AttrData::AffineMap(map)) => Ok(map.clone()),
        _ => Err(MatchFailure::new("no affine map")),
    }
}

fn lower_apply(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineApplyOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let map = map_of(ctx, op.map(ctx, rewriter.body()))?;
    let operands = op.map_operands(ctx, rewriter.body());
    rewriter.set_insertion_point_before(op.0);
    let values = expand_affine_map(ctx, rewriter, loc, &map, &operands)?;
    rewriter.replace_op(op.0, &values)?;
    Ok(())
}

/// `affine.min` (`max` false) / `affine.max` → the min/max chain of its expanded results.
fn min_max_lowering(max: bool) -> impl RewriteFn {
    move |ctx, rewriter, op| {
        let loc = rewriter.body().op_loc(op);
        let map = map_of(ctx, oxir::op_support::attr(ctx, rewriter.body(), op, "map"))?;
        let operands: Vec<Value> = rewriter.body().operands(op).collect();
        rewriter.set_insertion_point_before(op);
        let value = lower_map_min_max(ctx, rewriter, loc, max, &map, &operands)?;
        rewriter.replace_op(op, &[value])?;
        Ok(())
    }
}

fn lower_load(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineLoadOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let map = map_of(ctx, op.map(ctx, rewriter.body()))?;
    let operands = op.indices(ctx, rewriter.body());
    let memref = op.memref(ctx, rewriter.body());
    rewriter.set_insertion_point_before(op.0);
    let indices = expand_affine_map(ctx, rewriter, loc, &map, &operands)?;
    let load = LoadOp::create(rewriter, loc, memref, &indices, None)?;
    rewriter.replace_op_with_op(op.0, load.0)?;
    Ok(())
}

fn lower_store(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineStoreOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let map = map_of(ctx, op.map(ctx, rewriter.body()))?;
    let operands = op.indices(ctx, rewriter.body());
    let memref = op.memref(ctx, rewriter.body());
    let value = op.value(ctx, rewriter.body());
    rewriter.set_insertion_point_before(op.0);
    let indices = expand_affine_map(ctx, rewriter, loc, &map, &operands)?;
    let store = StoreOp::create(rewriter, loc, value, memref, &indices, None)?;
    rewriter.replace_op_with_op(op.0, store.0)?;
    Ok(())
}

fn lower_prefetch(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffinePrefetchOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let body = rewriter.body();
    let map = map_of(ctx, op.map(ctx, body))?;
    let operands = op.indices(ctx, body);
    let memref = op.memref(ctx, body);
    let attr = |name: &str| {
        oxir::op_support::attr(ctx, body, op.0, name)
            .ok_or_else(|| MatchFailure::new(format!("no `{name}`")))
    };
    let (is_write, locality, data_cache) = (
        attr("isWrite")?,
        attr("localityHint")?,
        attr("isDataCache")?,
    );
    rewriter.set_insertion_point_before(op.0);
    let indices = expand_affine_map(ctx, rewriter, loc, &map, &operands)?;
    let prefetch = PrefetchOp::create(
        rewriter, loc, memref, &indices, is_write, locality, data_cache,
    )?;
    rewriter.replace_op_with_op(op.0, prefetch.0)?;
    Ok(())
}

/// `affine.dma_start` / `affine.dma_wait` (`start`) → the `memref` op of the same name, each
/// access's map expanded over its subscripts (MLIR's `AffineDmaStartLowering` and
/// `AffineDmaWaitLowering`). The operands are, per access, a memref and its map's subscripts,
/// then the element count and, for a strided start, the stride and its element count; the
/// `memref` start takes the count before the tag.
fn dma_lowering(start: bool) -> impl RewriteFn {
    move |ctx, rewriter, op| {
        let loc = rewriter.body().op_loc(op);
        let names: &[&str] = if start {
            &["src_map", "dst_map", "tag_map"]
        } else {
            &["tag_map"]
        };
        let operands: Vec<Value> = rewriter.body().operands(op).collect();
        let mut accesses = Vec::new();
        let mut next = 0;
        for name in names {
            let map = oxir_affine::map_ops::map_attr(ctx, rewriter.body(), op, name)
                .ok_or_else(|| MatchFailure::new(format!("no `{name}`")))?;
            let end = next + 1 + map.num_inputs() as usize;
            let subscripts = operands
                .get(next + 1..end)
                .ok_or_else(|| MatchFailure::new("too few operands"))?
                .to_vec();
            accesses.push((operands[next], map, subscripts));
            next = end;
        }
        let rest = operands.get(next..).unwrap_or(&[]).to_vec();
        let (&num_elements, tail) = rest
            .split_first()
            .ok_or_else(|| MatchFailure::new("no element count"))?;
        rewriter.set_insertion_point_before(op);
        let mut lowered = Vec::new();
        for (memref, map, subscripts) in &accesses {
            let indices = expand_affine_map(ctx, rewriter, loc, map, subscripts)?;
            lowered.push((*memref, indices));
        }
        let new = if start {
            let mut all = Vec::new();
            for (i, (memref, indices)) in lowered.iter().enumerate() {
                if i == 2 {
                    all.push(num_elements);
                }
                all.push(*memref);
                all.extend(indices);
            }
            all.extend(tail);
            DmaStartOp::create(rewriter, loc, &all)?.0
        } else {
            let (tag, indices) = &lowered[0];
            DmaWaitOp::create(rewriter, loc, *tag, indices, num_elements)?.0
        };
        rewriter.replace_op_with_op(op, new)?;
        Ok(())
    }
}

/// `affine.yield` → `scf.yield` (left alone inside an `scf.parallel`, whose lowering replaces
/// it).
fn lower_yield(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineYieldOp,
) -> Result<(), MatchFailure> {
    let parent = rewriter.body().op_parent_op(op.0);
    if parent.is_some_and(|p| rewriter.body().op_name(p) == ctx.op_name(ParallelOp::NAME)) {
        return Err(rewriter.notify_match_failure(op.0, "lowered with its scf.parallel"));
    }
    let loc = rewriter.body().op_loc(op.0);
    let operands = op.operands(ctx, rewriter.body());
    rewriter.set_insertion_point_before(op.0);
    let new = YieldOp::create(rewriter, loc, &operands)?;
    rewriter.replace_op_with_op(op.0, new.0)?;
    Ok(())
}

/// `affine.for` → `scf.for` from the largest lower bound to the smallest upper bound, with the
/// step as a constant and the body moved over.
fn lower_for(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineForOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let control = oxir_affine::for_op::loop_control(ctx, rewriter.body(), op.0)
        .ok_or_else(|| MatchFailure::new("malformed affine.for"))?;
    let region = op
        .region(rewriter.body())
        .ok_or_else(|| MatchFailure::new("no body"))?;
    rewriter.set_insertion_point_before(op.0);
    let lower = lower_map_min_max(
        ctx,
        rewriter,
        loc,
        true,
        &control.lower_map,
        &control.lower_operands,
    )?;
    let upper = lower_map_min_max(
        ctx,
        rewriter,
        loc,
        false,
        &control.upper_map,
        &control.upper_operands,
    )?;
    let step = index_constant(ctx, rewriter, loc, control.step)?;
    let types: Vec<Type> = rewriter.body().result_types(op.0).collect();
    let for_op = ForOp::create(rewriter, loc, &types, lower, upper, step, &control.inits)?;
    let dest = for_op
        .region(rewriter.body())
        .ok_or_else(|| MatchFailure::new("no body"))?;
    rewriter.inline_region_before(region, dest, None)?;
    rewriter.replace_op_with_op(op.0, for_op.0)?;
    Ok(())
}

/// `affine.if` → `scf.if` on the conjunction (`arith.andi`, no short circuit) of its
/// constraints, each an expansion compared with 0 (`eq` or `sge`).
fn lower_if(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineIfOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let set = oxir_affine::if_op::condition_of(ctx, rewriter.body(), op.0)
        .ok_or_else(|| MatchFailure::new("no integer set"))?;
    let operands = op.operands(ctx, rewriter.body());
    rewriter.set_insertion_point_before(op.0);
    let zero = index_constant(ctx, rewriter, loc, 0)?;
    let split = (set.num_dims() as usize).min(operands.len());
    let (dims, symbols) = operands.split_at(split);
    let mut cond: Option<Value> = None;
    for (expr, is_eq) in set.constraints() {
        let value = expand_affine_expr(ctx, rewriter, loc, expr, dims, symbols)?;
        let predicate = if *is_eq {
            CmpIPredicate::Eq
        } else {
            CmpIPredicate::Sge
        };
        let attr = predicate.get_attr(ctx);
        let cmp = CmpIOp::create(rewriter, loc, value, zero, attr)?.result(ctx, rewriter.body());
        cond = Some(match cond {
            Some(c) => AndIOp::create(rewriter, loc, c, cmp)?.result(ctx, rewriter.body()),
            None => cmp,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = ctx.common().i1;
            let one = IntegerAttr::get(ctx, i1, 1).attr();
            ConstantOp::create(rewriter, loc, i1, one)?.result(ctx, rewriter.body())
        }
    };
    let types: Vec<Type> = rewriter.body().result_types(op.0).collect();
    let if_op = IfOp::create(rewriter, loc, &types, cond)?;
    let then_src = op
        .then_region(rewriter.body())
        .ok_or_else(|| MatchFailure::new("no then"))?;
    let then_dest = if_op
        .then_region(rewriter.body())
        .ok_or_else(|| MatchFailure::new("no then"))?;
    rewriter.inline_region_before(then_src, then_dest, None)?;
    if let (Some(src), Some(dest)) = (
        op.else_region(rewriter.body()),
        if_op.else_region(rewriter.body()),
    ) && !rewriter.body().region_is_empty(src)
    {
        rewriter.inline_region_before(src, dest, None)?;
    }
    rewriter.replace_op_with_op(op.0, if_op.0)?;
    Ok(())
}

/// The value a reduction of `kind` starts from, for type `ty` (MLIR 19's
/// `getIdentityValueAttr`).
fn identity(ctx: &Context, kind: AtomicRMWKind, ty: Type) -> Option<Attribute> {
    use AtomicRMWKind::*;
    let float = |value: f64| Some(FloatAttr::get(ctx, ty, value).attr());
    let int = |value: i64| Some(IntegerAttr::get(ctx, ty, value).attr());
    let width = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    };
    match kind {
        Addf => float(0.0),
        Addi | Maxu | Ori => int(0),
        Andi | Minu => int(-1),
        Maximumf => float(f64::NEG_INFINITY),
        Minimumf => float(f64::INFINITY),
        Maxnumf | Minnumf => float(f64::NAN),
        Maxs => width
            .filter(|&w| (1..=64).contains(&w))
            .and_then(|w| int(i64::MIN >> (64 - w))),
        Mins => width
            .filter(|&w| (1..=64).contains(&w))
            .and_then(|w| int(i64::MAX >> (64 - w))),
        Mulf => float(1.0),
        Muli => int(1),
        Assign => None,
    }
}

/// `lhs` and `rhs` combined by the op of reduction `kind` (MLIR's `getReductionOp`).
fn reduction(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    kind: AtomicRMWKind,
    lhs: Value,
    rhs: Value,
) -> Result<Value, MatchFailure> {
    use AtomicRMWKind::*;
    let op = match kind {
        Addf => AddFOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Addi => AddIOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Mulf => MulFOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Muli => MulIOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Maximumf => MaximumFOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Minimumf => MinimumFOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Maxnumf => MaxNumFOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Minnumf => MinNumFOp::create(rewriter, loc, lhs, rhs, None)?.0,
        Maxs => MaxSIOp::create(rewriter, loc, lhs, rhs)?.0,
        Mins => MinSIOp::create(rewriter, loc, lhs, rhs)?.0,
        Maxu => MaxUIOp::create(rewriter, loc, lhs, rhs)?.0,
        Minu => MinUIOp::create(rewriter, loc, lhs, rhs)?.0,
        Andi => AndIOp::create(rewriter, loc, lhs, rhs)?.0,
        Ori => OrIOp::create(rewriter, loc, lhs, rhs)?.0,
        Assign => return Err(MatchFailure::new("no reduction op for `assign`")),
    };
    Ok(Value::result(op, 0))
}

/// `affine.parallel` → `scf.parallel` over the largest lower bound and the smallest upper bound
/// of each dimension, its `affine.yield` replaced by an `scf.reduce`: empty without results,
/// else of the yielded values with one region per reduction, the kind's op, starting from the
/// kind's identity (MLIR's `getIdentityValue` and `getReductionOp`).
fn lower_parallel(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineParallelOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let parts = oxir_affine::parallel::parts(ctx, rewriter.body(), op.0)
        .ok_or_else(|| MatchFailure::new("malformed affine.parallel"))?;
    let result_types: Vec<Type> = rewriter.body().result_types(op.0).collect();
    let kinds: Vec<AtomicRMWKind> = parts
        .reductions
        .iter()
        .map(|&r| {
            r.dyn_cast::<IntegerAttr>(ctx)
                .and_then(|r| r.value_i64(ctx))
                .and_then(|v| AtomicRMWKind::from_value(u64::try_from(v).ok()?))
        })
        .collect::<Option<_>>()
        .ok_or_else(|| MatchFailure::new("unknown reduction kind"))?;
    if kinds.len() != result_types.len() {
        return Err(MatchFailure::new("one reduction per result expected"));
    }
    let region = op
        .region(rewriter.body())
        .ok_or_else(|| MatchFailure::new("no body"))?;
    rewriter.set_insertion_point_before(op.0);
    let group_maps = |bounds: &oxir_affine::parallel::Bounds| {
        let mut maps = Vec::new();
        let mut start = 0usize;
        for &count in &bounds.groups {
            let end = start + count.max(0) as usize;
            let results = bounds.map.results().get(start..end).unwrap_or(&[]).to_vec();
            maps.push(AffineMap::get(
                bounds.map.num_dims(),
                bounds.map.num_symbols(),
                results,
            ));
            start = end;
        }
        maps
    };
    let mut lowers = Vec::new();
    let mut uppers = Vec::new();
    for (lower, upper) in group_maps(&parts.lower)
        .into_iter()
        .zip(group_maps(&parts.upper))
    {
        let lower = lower.map_err(|e| MatchFailure::new(e.to_string()))?;
        let upper = upper.map_err(|e| MatchFailure::new(e.to_string()))?;
        lowers.push(lower_map_min_max(
            ctx,
            rewriter,
            loc,
            true,
            &lower,
            &parts.lower.operands,
        )?);
        uppers.push(lower_map_min_max(
            ctx,
            rewriter,
            loc,
            false,
            &upper,
            &parts.upper.operands,
        )?);
    }
    let mut steps = Vec::new();
    for &step in &parts.steps {
        steps.push(index_constant(ctx, rewriter, loc, step)?);
    }
    let mut identities = Vec::new();
    for (&kind, &ty) in kinds.iter().zip(&result_types) {
        let attr = identity(ctx, kind, ty)
            .ok_or_else(|| MatchFailure::new("no identity for this reduction and type"))?;
        identities.push(ConstantOp::create(rewriter, loc, ty, attr)?.result(ctx, rewriter.body()));
    }
    let parallel = ParallelOp::create(
        rewriter,
        loc,
        &result_types,
        &lowers,
        &uppers,
        &steps,
        &identities,
    )?;
    let dest = parallel
        .region(rewriter.body())
        .ok_or_else(|| MatchFailure::new("no body"))?;
    rewriter.inline_region_before(region, dest, None)?;
    let block = rewriter
        .body()
        .region_entry(dest)
        .ok_or_else(|| MatchFailure::new("no body"))?;
    let terminator = rewriter
        .body()
        .last_op(block)
        .ok_or_else(|| MatchFailure::new("no terminator"))?;
    let yielded: Vec<Value> = rewriter.body().operands(terminator).collect();
    rewriter.set_insertion_point_before(terminator);
    let reduce = ReduceOp::create(rewriter, loc, &yielded, yielded.len() as u32)?;
    rewriter.replace_op_with_op(terminator, reduce.0)?;
    let regions = reduce.reductions(rewriter.body()).to_vec();
    for ((region, &kind), &ty) in regions.into_iter().zip(&kinds).zip(&result_types) {
        let block = rewriter.create_block(region, None, &[(ty, loc), (ty, loc)])?;
        let args: Vec<Value> = rewriter.body().block_args(block).collect();
        let value = reduction(rewriter, loc, kind, args[0], args[1])?;
        ReduceReturnOp::create(rewriter, loc, value)?;
    }
    rewriter.replace_op_with_op(op.0, parallel.0)?;
    Ok(())
}

/// The patterns of `-lower-affine` (MLIR's `populateAffineToStdConversionPatterns`).
pub fn populate_affine_to_std_patterns(patterns: &mut RewritePatternSet) {
    patterns
        .add(FnPattern::for_op("AffineApplyLowering", 1, lower_apply))
        .add(FnPattern::for_op("AffineForLowering", 1, lower_for))
        .add(FnPattern::for_op("AffineIfLowering", 1, lower_if))
        .add(FnPattern::new(
            Some(oxir_affine::AffineDmaStartOp::NAME),
            "AffineDmaStartLowering",
            1,
            dma_lowering(true),
        ))
        .add(FnPattern::new(
            Some(oxir_affine::AffineDmaWaitOp::NAME),
            "AffineDmaWaitLowering",
            1,
            dma_lowering(false),
        ))
        .add(FnPattern::for_op("AffineLoadLowering", 1, lower_load))
        .add(FnPattern::new(
            Some(AffineMinOp::NAME),
            "AffineMinLowering",
            1,
            min_max_lowering(false),
        ))
        .add(FnPattern::new(
            Some(AffineMaxOp::NAME),
            "AffineMaxLowering",
            1,
            min_max_lowering(true),
        ))
        .add(FnPattern::for_op(
            "AffineParallelLowering",
            1,
            lower_parallel,
        ))
        .add(FnPattern::for_op(
            "AffinePrefetchLowering",
            1,
            lower_prefetch,
        ))
        .add(FnPattern::for_op("AffineStoreLowering", 1, lower_store))
        .add(FnPattern::for_op("AffineYieldOpLowering", 1, lower_yield));
}

/// The `lower-affine` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn name(&self) -> &str {
        "LowerAffinePass"
    }

    fn argument(&self) -> &str {
        "lower-affine"
    }

    fn description(&self) -> &str {
        "Lower Affine operations to a combination of Standard and SCF operations"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let mut patterns = RewritePatternSet::new();
        populate_affine_to_std_patterns(&mut patterns);
        let mut legality = ConversionTarget::new();
        for dialect in ["arith", "memref", "scf"] {
            legality.add_legal_dialect(dialect);
        }
        apply_partial_rewrite_conversion_in(target, &legality, patterns)
    }
}
