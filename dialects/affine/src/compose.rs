//! Map canonicalization of the affine ops (MLIR 19's `composeAffineMapAndOperands`,
//! `canonicalizeMapAndOperands` and `simplifyMapWithOperands`): the `affine.apply` ops feeding
//! a map or set are composed into it, dimensions that are valid symbols are promoted to symbols,
//! unused and duplicate operands go away, constant symbols become constants of the map, and the
//! map is simplified.
//!
//! The functions work on a map or set and its operands (dimensions first) so that every op uses
//! them: the folds of `affine.for`, `affine.if` and `affine.parallel` (`crate::canon_loops`,
//! `crate::canon_if`, `crate::parallel`), and the canonicalization patterns at the end, which
//! apply them to `affine.apply`, `affine.min`, `affine.max`, `affine.load` and `affine.store`
//! (MLIR's `SimplifyAffineOp`), with the patterns of `affine.min` and `affine.max` (merging
//! their results, a single result becoming an `affine.apply`, results in a canonical order).
//! The simplification uses the constant bounds and steps of the `affine.for` loops whose
//! induction variables are operands, as MLIR does. Not here: MLIR's
//! `simplifyMinOrMaxExprWithOperands`, which drops the results of loop bounds that others
//! imply and needs MLIR's constraint system.

use oxir::affine::{
    AffineBinaryOp, AffineExpr, AffineMap, IntegerSet, bound_for_affine_expr, flat_form,
    simplify_affine_map,
};
use oxir::attrs::{AttrData, Attribute, IntegerAttr, NamedAttr};
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::{Body, Context, OpId, OperationState, Value, ValueDef};

use crate::for_op::{LoopControl, loop_control};
use crate::map_ops::map_of;
use crate::valid::is_valid_symbol;

/// How many `affine.apply` producers one map may take in before composing gives up (only a
/// cycle of `affine.apply` ops in a graph region gets there).
const MAX_COMPOSITIONS: usize = 4096;

/// How deep a composed expression may grow before composing gives up: the depth the parser
/// accepts.
const MAX_EXPR_DEPTH: u32 = oxir::affine::parse::MAX_EXPR_DEPTH;

/// `expr` with its dimension `d<i>` renamed `d<i + dims>` and its symbol `s<j>` renamed
/// `s<j + symbols>`, for maps of `num_dims` dimensions and `num_symbols` symbols.
pub fn shift(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    dims: u32,
    symbols: u32,
) -> AffineExpr {
    let dim_map: Vec<AffineExpr> = (0..num_dims).map(|i| AffineExpr::dim(i + dims)).collect();
    let symbol_map: Vec<AffineExpr> = (0..num_symbols)
        .map(|j| AffineExpr::symbol(j + symbols))
        .collect();
    expr.replace_dims_and_symbols(&dim_map, &symbol_map)
}

/// `map` with its dimensions and symbols replaced; the placeholders of unused positions never
/// appear. `None` only if the replacements refer beyond the new counts, which the callers
/// rule out.
fn remap(
    map: &AffineMap,
    dims: &[AffineExpr],
    symbols: &[AffineExpr],
    num_dims: usize,
    num_symbols: usize,
) -> Option<AffineMap> {
    map.replace_dims_and_symbols(dims, symbols, num_dims as u32, num_symbols as u32)
        .ok()
}

/// MLIR's `canonicalizePromotedSymbols`: a dimension operand that is a valid symbol becomes a
/// symbol, after the existing ones.
fn promote_symbols(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<Value>) {
    let num_dims = map.num_dims() as usize;
    let old_symbols = map.num_symbols();
    let mut dims = Vec::new();
    let mut promoted = Vec::new();
    let mut remapping = Vec::with_capacity(num_dims);
    for &operand in &operands[..num_dims] {
        if is_valid_symbol(ctx, body, operand) {
            remapping.push(AffineExpr::symbol(old_symbols + promoted.len() as u32));
            promoted.push(operand);
        } else {
            remapping.push(AffineExpr::dim(dims.len() as u32));
            dims.push(operand);
        }
    }
    let Some(new_map) = remap(
        map,
        &remapping,
        &[],
        dims.len(),
        old_symbols as usize + promoted.len(),
    ) else {
        return;
    };
    dims.extend_from_slice(&operands[num_dims..]);
    dims.extend(promoted);
    *map = new_map;
    *operands = dims;
}

/// The integer value of `value` when it is an integer constant.
pub fn constant_of(ctx: &Context, body: &Body, value: Value) -> Option<i64> {
    m_constant(ctx, body, value)?
        .dyn_cast::<IntegerAttr>(ctx)?
        .value_i64(ctx)
}

/// MLIR 19's `canonicalizeMapAndOperands`: promotes symbols, drops unused operands, merges
/// duplicate ones and folds constant symbols into the map. As in MLIR 19, a valid dimension
/// that is no valid symbol stays where it is used as a symbol (`legalizeDemotedDims`, which
/// would make it a dimension, came to MLIR after release 19). `operands` are
/// the map's, dimensions first; nothing changes when their number does not match the map.
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    if operands.is_empty() || operands.len() != map.num_inputs() as usize {
        return;
    }
    promote_symbols(ctx, body, map, operands);
    let num_dims = map.num_dims() as usize;
    let used_dim = |i: usize| map.results().iter().any(|r| r.is_function_of_dim(i as u32));
    let used_symbol = |j: usize| {
        map.results()
            .iter()
            .any(|r| r.is_function_of_symbol(j as u32))
    };
    let unused = AffineExpr::constant(0);
    let mut result: Vec<Value> = Vec::with_capacity(operands.len());
    let mut dim_remapping = vec![unused.clone(); num_dims];
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    for (i, &operand) in operands[..num_dims].iter().enumerate() {
        if !used_dim(i) {
            continue;
        }
        dim_remapping[i] = match seen.iter().find(|(v, _)| *v == operand) {
            Some((_, expr)) => expr.clone(),
            None => {
                let expr = AffineExpr::dim(seen.len() as u32);
                seen.push((operand, expr.clone()));
                result.push(operand);
                expr
            }
        };
    }
    let next_dim = seen.len();
    let mut symbol_remapping = vec![unused; operands.len() - num_dims];
    let mut seen_symbols: Vec<(Value, AffineExpr)> = Vec::new();
    for (j, &operand) in operands[num_dims..].iter().enumerate() {
        if !used_symbol(j) {
            continue;
        }
        if let Some(value) = constant_of(ctx, body, operand) {
            symbol_remapping[j] = AffineExpr::constant(value);
            continue;
        }
        symbol_remapping[j] = match seen_symbols.iter().find(|(v, _)| *v == operand) {
            Some((_, expr)) => expr.clone(),
            None => {
                let expr = AffineExpr::symbol(seen_symbols.len() as u32);
                seen_symbols.push((operand, expr.clone()));
                result.push(operand);
                expr
            }
        };
    }
    if let Some(new_map) = remap(
        map,
        &dim_remapping,
        &symbol_remapping,
        next_dim,
        seen_symbols.len(),
    ) {
        *map = new_map;
        *operands = result;
    }
}

/// The map and operands of the `affine.apply` defining `value`, if any (with one result and
/// as many operands as the map has inputs).
fn apply_producer(ctx: &Context, body: &Body, value: Value) -> Option<(AffineMap, Vec<Value>)> {
    let op = value.defining_op()?;
    if ctx.op_name_str(body.op_name(op)) != crate::AffineApplyOp::NAME {
        return None;
    }
    let map = map_of(ctx, body, op)?;
    let operands: Vec<Value> = body.operands(op).collect();
    (map.num_results() == 1 && operands.len() == map.num_inputs() as usize)
        .then_some((map, operands))
}

/// MLIR's `replaceDimOrSym`: when the dimension or symbol at `position` (dimensions first) is
/// an `affine.apply`, its expression replaces it in `map` and its operands are appended to
/// `dims` and `symbols`; its own slot is emptied.
fn replace_dim_or_symbol(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    position: usize,
    dims: &mut Vec<Option<Value>>,
    symbols: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = position < dims.len();
    let slot = if is_dim {
        &mut dims[position]
    } else {
        &mut symbols[position - dims.len()]
    };
    let Some((mut inner, mut inner_operands)) = slot.and_then(|v| apply_producer(ctx, body, v))
    else {
        return false;
    };
    *slot = None;
    canonicalize_map_and_operands(ctx, body, &mut inner, &mut inner_operands);
    let Some(inner_expr) = inner.result(0) else {
        return false;
    };
    let replacement = shift(
        inner_expr,
        inner.num_dims(),
        inner.num_symbols(),
        dims.len() as u32,
        symbols.len() as u32,
    );
    let inner_dims = inner.num_dims() as usize;
    dims.extend(inner_operands[..inner_dims].iter().copied().map(Some));
    symbols.extend(inner_operands[inner_dims..].iter().copied().map(Some));
    let identity_dims: Vec<AffineExpr> = (0..map.num_dims())
        .map(|i| {
            if is_dim && i as usize == position {
                replacement.clone()
            } else {
                AffineExpr::dim(i)
            }
        })
        .collect();
    let symbol_position = position.wrapping_sub(identity_dims.len());
    let identity_symbols: Vec<AffineExpr> = (0..map.num_symbols())
        .map(|j| {
            if !is_dim && j as usize == symbol_position {
                replacement.clone()
            } else {
                AffineExpr::symbol(j)
            }
        })
        .collect();
    match remap(
        map,
        &identity_dims,
        &identity_symbols,
        dims.len(),
        symbols.len(),
    ) {
        Some(new_map) => {
            *map = new_map;
            true
        }
        None => false,
    }
}

/// MLIR's `composeAffineMapAndOperands`: every `affine.apply` among the operands (and among
/// the operands it brings in) is composed into `map`, then the map and operands are
/// canonicalized and simplified.
pub fn compose_affine_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    if operands.len() != map.num_inputs() as usize {
        return;
    }
    if map.num_results() == 0 {
        canonicalize_map_and_operands(ctx, body, map, operands);
        *map = simplify_affine_map(map);
        return;
    }
    let num_dims = map.num_dims() as usize;
    let mut dims: Vec<Option<Value>> = operands[..num_dims].iter().copied().map(Some).collect();
    let mut symbols: Vec<Option<Value>> = operands[num_dims..].iter().copied().map(Some).collect();
    let mut composed = map.clone();
    let mut replacements = 0;
    while (0..dims.len() + symbols.len())
        .any(|p| replace_dim_or_symbol(ctx, body, &mut composed, p, &mut dims, &mut symbols))
    {
        // `affine.apply` ops using one another (in a graph region) would compose forever, and
        // long chains build expressions too deep to simplify without a deep recursion.
        replacements += 1;
        let too_deep = composed
            .results()
            .iter()
            .any(|r| r.depth() > MAX_EXPR_DEPTH);
        if replacements > MAX_COMPOSITIONS || too_deep {
            return;
        }
    }
    let zero = AffineExpr::constant(0);
    let mut result = Vec::new();
    let mut renumber = |slots: &[Option<Value>], make: fn(u32) -> AffineExpr| {
        let mut next = 0;
        let exprs: Vec<AffineExpr> = slots
            .iter()
            .map(|slot| match slot {
                Some(value) => {
                    result.push(*value);
                    next += 1;
                    make(next - 1)
                }
                None => zero.clone(),
            })
            .collect();
        (exprs, next as usize)
    };
    let (dim_exprs, new_dims) = renumber(&dims, AffineExpr::dim);
    let (symbol_exprs, new_symbols) = renumber(&symbols, AffineExpr::symbol);
    let Some(new_map) = remap(&composed, &dim_exprs, &symbol_exprs, new_dims, new_symbols) else {
        return;
    };
    *map = new_map;
    *operands = result;
    canonicalize_map_and_operands(ctx, body, map, operands);
    *map = simplify_affine_map(map);
}

/// The constraints of `set` as the results of a map, as MLIR views a set to compose and
/// canonicalize it like a map.
fn set_as_map(set: &IntegerSet) -> Option<AffineMap> {
    let results = set.constraints().iter().map(|(e, _)| e.clone()).collect();
    AffineMap::get(set.num_dims(), set.num_symbols(), results).ok()
}

/// The set of `map`'s results, each an equality where `set`'s constraint at its place is.
fn map_as_set(map: &AffineMap, set: &IntegerSet) -> Option<IntegerSet> {
    let constraints = map
        .results()
        .iter()
        .cloned()
        .zip(set.constraints().iter().map(|&(_, is_eq)| is_eq))
        .collect();
    IntegerSet::get(map.num_dims(), map.num_symbols(), constraints).ok()
}

/// `f` applied to `set` viewed as a map; `set` and `operands` change only when the result is
/// a set again.
fn on_set_as_map(
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
    f: impl FnOnce(&mut AffineMap, &mut Vec<Value>),
) {
    let Some(mut map) = set_as_map(set) else {
        return;
    };
    let mut new_operands = operands.clone();
    f(&mut map, &mut new_operands);
    if let Some(new_set) = map_as_set(&map, set) {
        *set = new_set;
        *operands = new_operands;
    }
}

/// MLIR's `canonicalizeSetAndOperands`: [`canonicalize_map_and_operands`] on the constraints
/// of `set`.
pub fn canonicalize_set_and_operands(
    ctx: &Context,
    body: &Body,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) {
    on_set_as_map(set, operands, |map, operands| {
        canonicalize_map_and_operands(ctx, body, map, operands)
    });
}

/// MLIR's `composeSetAndOperands` (of `affine.if`): when some operand is an `affine.apply`,
/// [`compose_affine_map_and_operands`] on the constraints of `set`.
pub fn compose_set_and_operands(
    ctx: &Context,
    body: &Body,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) {
    if operands
        .iter()
        .all(|&v| apply_producer(ctx, body, v).is_none())
    {
        return;
    }
    on_set_as_map(set, operands, |map, operands| {
        compose_affine_map_and_operands(ctx, body, map, operands)
    });
}

/// MLIR's `removeDuplicateExprs`: `map` with each repeated result kept once, in order.
pub fn remove_duplicate_results(map: &AffineMap) -> AffineMap {
    let mut results: Vec<AffineExpr> = Vec::new();
    for r in map.results() {
        if !results.contains(r) {
            results.push(r.clone());
        }
    }
    AffineMap::get(map.num_dims(), map.num_symbols(), results).unwrap_or_else(|_| map.clone())
}

/// What the simplification of a map knows of its operands (dimensions first) from the
/// `affine.for` loops they are induction variables of: constant lower and (inclusive) upper
/// bounds, the constant exclusive upper bound of the loop, and a known divisor of each.
struct OperandFacts {
    lower: Vec<Option<i64>>,
    upper: Vec<Option<i64>>,
    loop_upper: Vec<Option<i64>>,
    divisors: Vec<i64>,
}

/// The bounds and step of the `affine.for` whose induction variable `value` is (MLIR's
/// `getForInductionVarOwner`; a carried value of the loop is none).
fn induction_loop(ctx: &Context, body: &Body, value: Value) -> Option<LoopControl> {
    let ValueDef::BlockArg { block, index: 0 } = value.def() else {
        return None;
    };
    let op = body.region_parent_op(body.block_parent_region(block)?)?;
    if ctx.op_name_str(body.op_name(op)) != crate::AffineForOp::NAME {
        return None;
    }
    loop_control(ctx, body, op).filter(|control| control.step > 0)
}

impl OperandFacts {
    /// The facts of `operands` (MLIR's `getLowerBound`, `getUpperBound` and the loop part of
    /// `getLargestKnownDivisor` for values).
    fn of(ctx: &Context, body: &Body, operands: &[Value]) -> OperandFacts {
        let mut facts = OperandFacts {
            lower: Vec::with_capacity(operands.len()),
            upper: Vec::with_capacity(operands.len()),
            loop_upper: Vec::with_capacity(operands.len()),
            divisors: Vec::with_capacity(operands.len()),
        };
        for &operand in operands {
            let control = induction_loop(ctx, body, operand);
            let lower = control
                .as_ref()
                .and_then(|c| c.lower_map.single_constant_result());
            let upper = control
                .as_ref()
                .and_then(|c| c.upper_map.single_constant_result());
            facts.lower.push(lower);
            facts.loop_upper.push(upper);
            facts.upper.push(control.as_ref().and_then(|c| {
                let last = upper?.checked_sub(1)?;
                match lower {
                    // With both bounds known, the last value the step reaches.
                    Some(lower) => last.checked_sub(last.checked_sub(lower)? % c.step),
                    None => Some(last),
                }
            }));
            facts.divisors.push(match (&control, lower) {
                (None, _) => 1,
                (Some(c), Some(0)) => c.step,
                (Some(c), _) => {
                    let lower_divisor = c
                        .lower_map
                        .results()
                        .iter()
                        .map(|r| r.largest_known_divisor().unsigned_abs())
                        .reduce(gcd)
                        .unwrap_or(u64::MAX);
                    i64::try_from(gcd(lower_divisor, c.step.unsigned_abs())).unwrap_or(1)
                }
            });
        }
        facts
    }

    /// MLIR's `getLargestKnownDivisor(e, operands)`: a dimension bound to an induction
    /// variable is a multiple of what its loop tells.
    fn divisor_of(&self, expr: &AffineExpr) -> i64 {
        match expr {
            AffineExpr::Dim(p) => self.divisors.get(*p as usize).copied().unwrap_or(1),
            _ => expr.largest_known_divisor(),
        }
    }

    /// MLIR's `isNonNegativeBoundedBy`: `expr` is a constant, or a dimension bound to an
    /// induction variable of constant bounds, known to lie in `[0, k)`.
    fn is_non_negative_bounded_by(&self, expr: &AffineExpr, k: i64) -> bool {
        match expr {
            AffineExpr::Constant(v) => *v >= 0 && *v < k,
            AffineExpr::Dim(p) => {
                let p = *p as usize;
                matches!(self.lower.get(p), Some(Some(l)) if *l >= 0)
                    && matches!(self.loop_upper.get(p), Some(Some(u)) if *u <= k)
            }
            _ => false,
        }
    }

    /// `(q, k, r)` when `expr` is `q + r` (either way round) with `q` a known multiple of `k`
    /// and `r` known to lie in `[0, k)` (MLIR's `isQTimesDPlusR`).
    fn q_times_d_plus_r(&self, expr: &AffineExpr) -> Option<(AffineExpr, i64, AffineExpr)> {
        let b = expr.as_binary().filter(|b| b.op() == AffineBinaryOp::Add)?;
        let k = self.divisor_of(b.lhs());
        if self.is_non_negative_bounded_by(b.rhs(), k) {
            return Some((b.lhs().clone(), k, b.rhs().clone()));
        }
        let k = self.divisor_of(b.rhs());
        if self.is_non_negative_bounded_by(b.lhs(), k) {
            return Some((b.rhs().clone(), k, b.lhs().clone()));
        }
        None
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `simplifyExprAndOperands`, for an expression over `num_dims` dimensions and
/// `num_symbols` symbols whose operands `facts` describes: a `floordiv`, `ceildiv` or `mod` by
/// a positive constant whose left side is bounded (by the bounds of induction variables and
/// the remainders and quotients in it) to one quotient is that constant quotient (or the left
/// side, for a remainder); `(e1 + e2) floordiv c` is `e1 floordiv c` and `(e1 + e2) mod c` is
/// `e2 mod c` when `e1` is a known multiple of some `k` with `c` a multiple of `k` (resp. `k` a
/// multiple of `c`) and `e2` known to lie in `[0, k)`; `e floordiv c` is 0 when `e` lies in
/// `[0, c)` and `e mod c` is 0 when `e` is a known multiple of `c`.
fn simplify_expr(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    facts: &OperandFacts,
) -> AffineExpr {
    let Some(b) = expr.as_binary() else {
        return expr.clone();
    };
    let lhs = simplify_expr(b.lhs(), num_dims, num_symbols, facts);
    let rhs = simplify_expr(b.rhs(), num_dims, num_symbols, facts);
    let rebuilt = AffineExpr::binary(b.op(), lhs, rhs);
    let Some(b) = rebuilt.as_binary() else {
        return rebuilt;
    };
    let op = b.op();
    let Some(c) = b.rhs().as_constant() else {
        return rebuilt;
    };
    if !matches!(
        op,
        AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod
    ) || c <= 0
    {
        return rebuilt;
    }
    let lhs = b.lhs();
    let bound = |is_upper| match lhs.as_constant() {
        Some(value) => Some(value),
        None => bound_for_affine_expr(
            lhs,
            num_dims,
            num_symbols,
            &facts.lower,
            &facts.upper,
            is_upper,
        ),
    };
    if let (Some(lb), Some(ub)) = (bound(false), bound(true)) {
        let ceil = |v: i64| v.div_euclid(c) + i64::from(v.rem_euclid(c) != 0);
        let folded = match op {
            AffineBinaryOp::FloorDiv => (lb.div_euclid(c) == ub.div_euclid(c))
                .then(|| AffineExpr::constant(lb.div_euclid(c))),
            AffineBinaryOp::CeilDiv => {
                (ceil(lb) == ceil(ub)).then(|| AffineExpr::constant(ceil(lb)))
            }
            _ => (lb >= 0 && lb < c && ub < c).then(|| lhs.clone()),
        };
        if let Some(folded) = folded {
            return folded;
        }
    }
    if let Some((multiple, k, rest)) = facts.q_times_d_plus_r(lhs) {
        return match op {
            AffineBinaryOp::FloorDiv if c % k == 0 => multiple.floor_div(c),
            AffineBinaryOp::Mod if k % c == 0 => rest.modulo(c),
            _ => rebuilt,
        };
    }
    let zero = match op {
        AffineBinaryOp::FloorDiv => facts.is_non_negative_bounded_by(lhs, c),
        AffineBinaryOp::Mod => facts.divisor_of(lhs) % c == 0,
        _ => false,
    };
    if zero {
        return AffineExpr::constant(0);
    }
    rebuilt
}

/// MLIR's `simplifyMapWithOperands` (see [`simplify_expr`]): `operands` are the map's,
/// dimensions first.
pub fn simplify_map_with_operands(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[Value],
) -> AffineMap {
    if operands.len() != map.num_inputs() as usize {
        return map.clone();
    }
    let facts = OperandFacts::of(ctx, body, operands);
    let results = map
        .results()
        .iter()
        .map(|r| simplify_expr(r, map.num_dims(), map.num_symbols(), &facts))
        .collect();
    AffineMap::get(map.num_dims(), map.num_symbols(), results).unwrap_or_else(|_| map.clone())
}

/// What MLIR's `SimplifyAffineOp` computes for a map and its operands: composed, canonicalized
/// and simplified; `None` when nothing changes.
pub fn simplified_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[Value],
) -> Option<(AffineMap, Vec<Value>)> {
    let mut new_map = map.clone();
    let mut new_operands = operands.to_vec();
    compose_affine_map_and_operands(ctx, body, &mut new_map, &mut new_operands);
    canonicalize_map_and_operands(ctx, body, &mut new_map, &mut new_operands);
    let new_map = simplify_map_with_operands(ctx, body, &new_map, &new_operands);
    (new_map != *map || new_operands != operands).then_some((new_map, new_operands))
}

// ---- the canonicalization patterns ----

/// Which operands of an op are map operands: those after the first `skip`.
fn map_operand_start(ctx: &Context, body: &Body, op: OpId) -> usize {
    match ctx.op_name_str(body.op_name(op)) {
        crate::AffineLoadOp::NAME
        | crate::AffineVectorLoadOp::NAME
        | crate::AffinePrefetchOp::NAME => 1,
        crate::AffineStoreOp::NAME | crate::AffineVectorStoreOp::NAME => 2,
        _ => 0,
    }
}

/// `op` rebuilt with `map` and `map_operands` (its other operands, result types and other
/// properties kept, its discardable attributes dropped as MLIR's builders do) in place of `op`.
fn replace_with_map(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    map: AffineMap,
    map_operands: &[Value],
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let start = map_operand_start(ctx, body, op);
    let mut operands: Vec<Value> = body.operands(op).take(start).collect();
    operands.extend_from_slice(map_operands);
    let result_types: Vec<_> = body.result_types(op).collect();
    let loc = body.op_loc(op);
    let map_attr = ctx.intern_attr(AttrData::AffineMap(map));
    let mut state = OperationState::new(ctx.op_name(name), loc)
        .operands(&operands)
        .results(&result_types);
    state.props = Some(with_map(ctx, body.op_props(op), map_attr));
    rewriter.set_insertion_point_before(op);
    rewriter
        .replace_op_with_new(op, state)
        .map(|_| ())
        .map_err(|e| MatchFailure::new(format!("the op could not be replaced: {e}")))
}

/// The properties `props` with `map` in place of their `map` entry (a prefetch keeps its
/// hints).
fn with_map(ctx: &Context, props: Option<Attribute>, map: Attribute) -> Attribute {
    let mut entries = match props.map(|props| ctx.attr_data(props)) {
        Some(AttrData::Dictionary(entries)) => entries.to_vec(),
        _ => Vec::new(),
    };
    entries.retain(|e| ctx.string_bytes(e.name) != b"map");
    entries.push(NamedAttr {
        name: ctx.string_attr("map"),
        value: map,
    });
    ctx.dictionary(entries)
}

/// The map and map operands of `op`.
fn map_and_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(AffineMap, Vec<Value>), MatchFailure> {
    let map = map_of(ctx, body, op).ok_or_else(|| MatchFailure::new("the op has no map"))?;
    let start = map_operand_start(ctx, body, op);
    let operands: Vec<Value> = body.operands(op).skip(start).collect();
    if operands.len() != map.num_inputs() as usize {
        return Err(MatchFailure::new("the operands do not match the map"));
    }
    Ok((map, operands))
}

/// MLIR's `SimplifyAffineOp`: the map composed with its `affine.apply` operands, canonicalized
/// and simplified.
fn simplify_affine_op(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (map, operands) = map_and_operands(ctx, body, op)?;
    let (new_map, new_operands) = simplified_map_and_operands(ctx, body, &map, &operands)
        .ok_or_else(|| MatchFailure::new("the map and operands are canonical"))?;
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    replace_with_map(ctx, rewriter, op, &name, new_map, &new_operands)
}

/// MLIR's `DeduplicateAffineMinMaxExpressions`: equal results of the map are kept once.
fn deduplicate_results(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (map, operands) = map_and_operands(ctx, body, op)?;
    let deduplicated = remove_duplicate_results(&map);
    if deduplicated.num_results() == map.num_results() {
        return Err(MatchFailure::new("no result is repeated"));
    }
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    replace_with_map(ctx, rewriter, op, &name, deduplicated, &operands)
}

/// `op` rebuilt with the map of `map`'s inputs and `results`, and the same operands.
fn replace_results(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    map: &AffineMap,
    results: Vec<AffineExpr>,
    operands: &[Value],
) -> Result<(), MatchFailure> {
    let new_map =
        AffineMap::get(map.num_dims(), map.num_symbols(), results).map_err(MatchFailure::new)?;
    let name = ctx.op_name_str(rewriter.body().op_name(op)).to_string();
    replace_with_map(ctx, rewriter, op, &name, new_map, operands)
}

/// MLIR's `MergeAffineMinMaxOp`: a result that is a bare dimension or symbol bound to an op
/// of the same kind (a min of a min, a max of a max) is replaced by that op's results.
fn merge_min_max(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let name = body.op_name(op);
    let (map, operands) = map_and_operands(ctx, body, op)?;
    let num_dims = map.num_dims() as usize;
    let mut dims = operands[..num_dims].to_vec();
    let mut symbols = operands[num_dims..].to_vec();
    let same_kind = |value: Value| value.defining_op().filter(|&p| body.op_name(p) == name);
    let mut results = Vec::new();
    let mut producers = Vec::new();
    for r in map.results() {
        let bound = match r {
            AffineExpr::Dim(p) => dims.get(*p as usize).copied(),
            AffineExpr::Symbol(p) => symbols.get(*p as usize).copied(),
            _ => None,
        };
        match bound.and_then(same_kind) {
            Some(producer) => producers.push(producer),
            None => results.push(r.clone()),
        }
    }
    if producers.is_empty() {
        return Err(MatchFailure::new(
            "no result is bound to an op of the same kind",
        ));
    }
    let (mut used_dims, mut used_symbols) = (map.num_dims(), map.num_symbols());
    for producer in producers {
        let (inner, inner_operands) = map_and_operands(ctx, body, producer)?;
        let inner_dims = inner.num_dims() as usize;
        dims.extend_from_slice(&inner_operands[..inner_dims]);
        symbols.extend_from_slice(&inner_operands[inner_dims..]);
        results.extend(inner.results().iter().map(|r| {
            shift(
                r,
                inner.num_dims(),
                inner.num_symbols(),
                used_dims,
                used_symbols,
            )
        }));
        used_dims += inner.num_dims();
        used_symbols += inner.num_symbols();
    }
    let new_map = AffineMap::get(used_dims, used_symbols, results).map_err(MatchFailure::new)?;
    dims.extend(symbols);
    let kind = ctx.op_name_str(name).to_string();
    replace_with_map(ctx, rewriter, op, &kind, new_map, &dims)
}

/// MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`: results whose flat forms need no local
/// variable are sorted by them (lexicographically on the coefficients of the dimensions, the
/// symbols, then the constant).
fn order_results(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (map, operands) = map_and_operands(ctx, body, op)?;
    let forms: Option<Vec<Vec<i64>>> = map
        .results()
        .iter()
        .map(|r| flat_form(r, map.num_dims(), map.num_symbols()))
        .collect();
    let forms = forms.ok_or_else(|| MatchFailure::new("a result has no flat form"))?;
    if forms.is_sorted() {
        return Err(MatchFailure::new("the results are in order"));
    }
    let mut order: Vec<usize> = (0..forms.len()).collect();
    order.sort_by(|&a, &b| forms[a].cmp(&forms[b]));
    let results = order.iter().map(|&i| map.results()[i].clone()).collect();
    replace_results(ctx, rewriter, op, &map, results, &operands)
}

/// MLIR's `CanonicalizeSingleResultAffineMinMaxOp`: a min or max of one result is an
/// `affine.apply`.
fn single_result_to_apply(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (map, operands) = map_and_operands(ctx, body, op)?;
    if map.num_results() != 1 {
        return Err(MatchFailure::new("the map has several results"));
    }
    replace_with_map(
        ctx,
        rewriter,
        op,
        crate::AffineApplyOp::NAME,
        map,
        &operands,
    )
}

/// The canonicalization pattern of `affine.apply`.
pub fn apply_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    patterns.add_fn(
        crate::AffineApplyOp::NAME,
        "SimplifyAffineOp",
        1,
        simplify_affine_op,
    );
}

/// The canonicalization patterns of an `affine.min` or `affine.max` named `name`, in MLIR's
/// order.
fn add_min_max_patterns(patterns: &mut RewritePatternSet, name: &str) {
    patterns.add_fn(
        name,
        "CanonicalizeSingleResultAffineMinMaxOp",
        1,
        single_result_to_apply,
    );
    patterns.add_fn(
        name,
        "DeduplicateAffineMinMaxExpressions",
        1,
        deduplicate_results,
    );
    patterns.add_fn(name, "MergeAffineMinMaxOp", 1, merge_min_max);
    patterns.add_fn(name, "SimplifyAffineOp", 1, simplify_affine_op);
    patterns.add_fn(
        name,
        "CanonicalizeAffineMinMaxOpExprAndTermOrder",
        1,
        order_results,
    );
}

/// The canonicalization patterns of `affine.min`.
pub fn min_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    add_min_max_patterns(patterns, crate::AffineMinOp::NAME);
}

/// The canonicalization patterns of `affine.max`.
pub fn max_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    add_min_max_patterns(patterns, crate::AffineMaxOp::NAME);
}

/// Adds MLIR's `SimplifyAffineOp` for the op named `name`, the only canonicalization pattern
/// of the memory accesses.
fn add_simplify(patterns: &mut RewritePatternSet, name: &str) {
    patterns.add_fn(name, "SimplifyAffineOp", 1, simplify_affine_op);
}

/// The canonicalization pattern of `affine.load`.
pub fn load_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    add_simplify(patterns, crate::AffineLoadOp::NAME);
}

/// The canonicalization pattern of `affine.store`.
pub fn store_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    add_simplify(patterns, crate::AffineStoreOp::NAME);
}

/// The canonicalization pattern of `affine.vector_load`.
pub fn vector_load_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    add_simplify(patterns, crate::AffineVectorLoadOp::NAME);
}

/// The canonicalization pattern of `affine.vector_store`.
pub fn vector_store_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    add_simplify(patterns, crate::AffineVectorStoreOp::NAME);
}

/// The canonicalization pattern of `affine.prefetch`.
pub fn prefetch_patterns(_ctx: &Context, patterns: &mut RewritePatternSet) {
    add_simplify(patterns, crate::AffinePrefetchOp::NAME);
}

#[cfg(test)]
mod tests {
    use crate::testing::context;
    use oxir::affine::AffineMap;
    use oxir::{Body, Context, Value};

    /// `ops` inside a region of an unregistered op, where `%x` and `%y` are no symbols, while
    /// `%n` (at the top of the module, an affine scope) and the constants are; canonicalized
    /// and printed with the map aliases.
    fn canonicalized_in_region(ops: &str) -> String {
        let ir = format!(
            "%n = \"t.def\"() : () -> index\n%c5 = arith.constant 5 : index\n\"t.region\"() ({{\n%x = \"t.def\"() : () -> index\n%y = \"t.def\"() : () -> index\n{ops}\n\"t.end\"() : () -> ()\n}}) : () -> ()"
        );
        oxir::testing::canonicalized(&context(), &ir)
    }

    /// The lower bound map of the last `affine.for` in `ir` (in a function) after `rewrite`,
    /// printed, and its number of operands.
    fn rewritten_lower_bound(
        ir: &str,
        rewrite: fn(&Context, &Body, &mut AffineMap, &mut Vec<Value>),
    ) -> (String, usize) {
        let ctx = context();
        let module = oxir::text::parser::parse_source(
            &ctx,
            ir,
            &oxir::text::parser::ParseOptions::default(),
        )
        .expect("valid IR");
        let mut result = None;
        module.body.walk(
            module.op,
            oxir::structure::WalkOrder::PreOrder,
            |body, op| {
                if let Some(control) = crate::for_op::loop_control(&ctx, body, op) {
                    let (mut map, mut operands) = (control.lower_map, control.lower_operands);
                    rewrite(&ctx, body, &mut map, &mut operands);
                    let map = super::remove_duplicate_results(&map);
                    result = Some((map.to_string(), operands.len()));
                }
            },
        );
        result.expect("a loop")
    }

    /// A function whose `%i` is an induction variable (a dimension, no symbol), `%n` an
    /// argument and `%c4` a constant (symbols), around `inner`.
    fn in_loop(inner: &str) -> String {
        format!(
            "func.func @f(%n: index) {{\n%c4 = arith.constant 4 : index\naffine.for %i = 0 to 10 {{\n{inner}\n}}\nreturn\n}}"
        )
    }

    #[test]
    fn bound_operands_are_shared_used_promoted_and_not_constant() {
        let ir = in_loop(
            "affine.for %j = max affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 + s0, s1, d0 + d1 + s0)>(%i, %i, %n)[%c4, %n] to 10 {\n}",
        );
        let (map, operands) = rewritten_lower_bound(&ir, super::canonicalize_map_and_operands);
        assert_eq!(map, "(d0)[s0] -> (d0 * 2 + 4, s0)");
        assert_eq!(operands, 2);
    }

    #[test]
    fn constant_dimensions_become_symbols_then_constants() {
        let ir = in_loop("affine.for %j = affine_map<(d0, d1) -> (d0 + d1)>(%c4, %i) to 10 {\n}");
        let (map, operands) = rewritten_lower_bound(&ir, super::canonicalize_map_and_operands);
        assert_eq!(map, "(d0) -> (d0 + 4)");
        assert_eq!(operands, 1);
    }

    #[test]
    fn applies_compose_into_bounds() {
        let ir = in_loop(
            "%a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)\n%b = affine.apply affine_map<(d0) -> (d0 + 3)>(%a)\naffine.for %j = affine_map<(d0, d1) -> (d0 + d1)>(%b, %i) to 10 {\n}",
        );
        let (map, operands) = rewritten_lower_bound(&ir, super::compose_affine_map_and_operands);
        assert_eq!(map, "(d0) -> (d0 * 3 + 4)");
        assert_eq!(operands, 1);
    }

    #[test]
    fn sets_compose_and_canonicalize_like_maps() {
        let ir = in_loop(
            "%a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\naffine.if affine_set<(d0, d1, d2) : (d0 - d2 >= 0, d1 == 0)>(%a, %n, %c4) {\n}",
        );
        let ctx = context();
        let module = oxir::text::parser::parse_source(
            &ctx,
            &ir,
            &oxir::text::parser::ParseOptions::default(),
        )
        .expect("valid IR");
        let mut result = None;
        module.body.walk(
            module.op,
            oxir::structure::WalkOrder::PreOrder,
            |body, op| {
                if let Some(mut set) = crate::if_op::condition_of(&ctx, body, op) {
                    let mut operands: Vec<Value> = body.operands(op).collect();
                    super::compose_set_and_operands(&ctx, body, &mut set, &mut operands);
                    super::canonicalize_set_and_operands(&ctx, body, &mut set, &mut operands);
                    result = Some((set.to_string(), operands.len()));
                }
            },
        );
        assert_eq!(
            result,
            Some(("(d0)[s0] : (d0 - 3 >= 0, s0 == 0)".to_string(), 2))
        );
    }

    #[test]
    fn induction_variable_bounds_and_steps_simplify_divisions() {
        let out = crate::testing::canonicalized(
            "affine.for %i = 0 to 64 step 4 {\naffine.for %j = 0 to 4 {\n%q = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 4)>(%i, %j)\n%r = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 4)>(%i, %j)\n%f = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%j)\n%m = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)\n\"t.use\"(%q, %r, %f, %m) : (index, index, index, index) -> ()\n}\n}",
        );
        // `%i` is a multiple of 4 and `%j` lies in [0, 4): the sum's quotient is `%i`'s, its
        // remainder `%j`; `%j floordiv 4` is 0; `%i mod 8` stays (4 is all that is known).
        assert!(out.contains("%0 = affine.apply #map(%arg0)\n"), "{out}");
        assert!(out.contains("%1 = affine.apply #map1(%arg0)\n"), "{out}");
        assert!(
            out.contains("\"t.use\"(%0, %arg1, %c0, %1) : (index, index, index, index) -> ()"),
            "{out}"
        );
        let out = crate::testing::canonicalized(
            "%n = \"t.def\"() : () -> index\naffine.for %i = %n to 8 {\n%a = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)\n\"t.use\"(%a) : (index) -> ()\n}",
        );
        // Without a constant lower bound, nothing is known.
        assert!(out.contains("affine.apply"), "{out}");
    }

    #[test]
    fn operands_are_promoted_deduplicated_folded_and_dropped() {
        let out = canonicalized_in_region(
            "%a = affine.apply affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 + d2 + d3 + s1 * s0)>(%x, %y, %x, %n)[%c5, %n]\n\"t.use\"(%a) : (index) -> ()",
        );
        assert!(
            out.starts_with("#map = affine_map<(d0)[s0] -> (d0 * 2 + s0 * 6)>\n"),
            "{out}"
        );
        assert!(out.contains("%3 = affine.apply #map(%1)[%0]\n"), "{out}");
    }

    #[test]
    fn producers_compose_into_accesses_and_min_max() {
        let out = canonicalized_in_region(
            "%A = \"t.def\"() : () -> memref<?xf32>\n%a = affine.apply affine_map<(d0) -> (d0 * 4 + 3)>(%n)\n%b = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)\n%v = affine.load %A[%b + 1] : memref<?xf32>\n%m = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%x, %y)\n%k = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%m)[%c5]\n%s = affine.max affine_map<(d0) -> (d0 + 1)>(%x)\n\"t.use\"(%v, %k, %s) : (f32, index, index) -> ()",
        );
        assert!(
            out.contains("#map = affine_map<(d0, d1) -> (5, d1, d0)>\n"),
            "{out}"
        );
        assert!(
            out.contains("#map1 = affine_map<(d0) -> (d0 + 1)>\n"),
            "{out}"
        );
        assert!(
            out.contains("= affine.load %3[symbol(%0) + 1] : memref<?xf32>"),
            "{out}"
        );
        assert!(out.contains("= affine.min #map(%1, %2)"), "{out}");
        assert!(out.contains("= affine.apply #map1(%1)"), "{out}");
        assert!(!out.contains("affine.max"), "{out}");
    }

    #[test]
    fn cycles_of_applies_stop_composing() {
        let ir = "\"t.graph\"() ({\n%a = affine.apply affine_map<(d0) -> (d0 + 1)>(%b)\n%b = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)\n\"t.use\"(%a) : (index) -> ()\n}) : () -> ()";
        let ctx = context();
        let module = oxir::text::parser::parse_source(
            &ctx,
            ir,
            &oxir::text::parser::ParseOptions::default(),
        )
        .expect("valid IR");
        let mut found = None;
        module.body.walk(
            module.op,
            oxir::structure::WalkOrder::PreOrder,
            |body, op| {
                if ctx.op_name_str(body.op_name(op)) == crate::AffineApplyOp::NAME
                    && found.is_none()
                {
                    let map = crate::map_ops::map_of(&ctx, body, op).expect("a map");
                    let operands: Vec<_> = body.operands(op).collect();
                    found = Some(super::simplified_map_and_operands(
                        &ctx, body, &map, &operands,
                    ));
                }
            },
        );
        assert!(found.is_some());
    }

    #[test]
    fn canonical_maps_stay() {
        let out = canonicalized_in_region(
            "%a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%x)[%n]\n%m = affine.min affine_map<(d0) -> (0, d0)>(%y)\n\"t.use\"(%a, %m) : (index, index) -> ()",
        );
        assert!(
            out.contains("#map = affine_map<(d0)[s0] -> (d0 + s0)>\n"),
            "{out}"
        );
        assert!(
            out.contains("#map1 = affine_map<(d0) -> (0, d0)>\n"),
            "{out}"
        );
        assert!(out.contains("%3 = affine.apply #map(%1)[%0]"), "{out}");
        assert!(out.contains("%4 = affine.min #map1(%2)"), "{out}");
    }

    #[test]
    fn dimensions_used_as_symbols_stay_symbols() {
        // mlir-opt-19 keeps an induction variable where a map uses it as a symbol.
        crate::testing::with_induction_variable(|ctx, body, iv| {
            let mut map = oxir::affine::parse_affine_map_str("()[s0] -> (s0 + 1)").expect("a map");
            let mut operands = vec![iv];
            super::canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
            assert_eq!(map.to_string(), "()[s0] -> (s0 + 1)");
            assert_eq!(operands, [iv]);
            let mut map =
                oxir::affine::parse_affine_map_str("(d0, d1) -> (d1 * 2)").expect("a map");
            let mut operands = vec![iv, iv];
            super::canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
            assert_eq!(map.to_string(), "(d0) -> (d0 * 2)");
            assert_eq!(operands, [iv]);
        });
    }
}
