//! The folds and canonicalization patterns of `affine.for` and `affine.if`, as MLIR 19's
//! `AffineOps.cpp` has them: bounds whose operands are all constants fold to constants
//! (`foldLoopBounds`), bound maps and their operands are canonicalized
//! (`canonicalizeLoopBounds`: constant symbols folded into the map, duplicate and unused
//! operands dropped, duplicate results of min/max bounds dropped), a loop of no iteration
//! with results folds to its inits, and an empty loop is replaced with the values it yields
//! (`AffineForEmptyLoopFolder`); an `affine.if`'s set is canonicalized the same way, an
//! `else` region holding only its yield is dropped (`SimplifyDeadElse`), and an `affine.if`
//! whose set is trivially true or false is replaced with the region that runs
//! (`AlwaysTrueOrFalseIf`).
//!
//! Not here yet: composing the `affine.apply` ops that feed bounds and conditions into their
//! maps and sets (`composeAffineMapAndOperands`), dropping min/max results implied by others
//! (`simplifyMinOrMaxExprWithOperands`), and turning dimensions that are valid symbols into
//! symbols: until the dialect's `valid` rules land, only constant operands count as symbols
//! ([`is_promotable`]).

use oxir::affine::{AffineExpr, AffineMap, IntegerSet};
use oxir::attrs::{AttrData, IntegerAttr};
use oxir::rewrite::{
    FoldOutcome, FoldResult, InPlaceUpdate, MatchFailure, PatternRewriter, RewritePatternSet,
    m_constant,
};
use oxir::{Attribute, Body, Context, OpId, Value};

use crate::for_op::{LoopControl, loop_control};

/// The integer value of `value` when it is a constant.
fn constant_of(ctx: &Context, body: &Body, value: Value) -> Option<i64> {
    m_constant(ctx, body, value)?
        .dyn_cast::<IntegerAttr>(ctx)?
        .value_i64(ctx)
}

/// Whether the operand of a dimension may become a symbol. MLIR asks `isValidSymbol`; until
/// the dialect's validity rules are wired here, only constants (always valid symbols) are.
pub fn is_promotable(ctx: &Context, body: &Body, value: Value) -> bool {
    constant_of(ctx, body, value).is_some()
}

/// Expressions over dimensions and symbols with their operands (dimensions first): the
/// results of a map or the constraints of a set, as MLIR's `canonicalizeMapOrSetAndOperands`
/// rewrites them.
#[derive(Clone, Debug, PartialEq)]
pub struct Operated {
    /// The number of dimensions.
    pub num_dims: u32,
    /// The number of symbols.
    pub num_symbols: u32,
    /// The expressions.
    pub exprs: Vec<AffineExpr>,
    /// The operands, one per dimension and symbol.
    pub operands: Vec<Value>,
}

impl Operated {
    /// Substitutes `dims` and `symbols` in every expression and sets the new counts.
    fn replace(
        &mut self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) {
        for expr in &mut self.exprs {
            *expr = expr.replace_dims_and_symbols(dims, symbols);
        }
        self.num_dims = num_dims;
        self.num_symbols = num_symbols;
    }

    /// Whether some expression uses dimension `i` (`is_dim`) or symbol `i`.
    fn uses(&self, i: u32, is_dim: bool) -> bool {
        self.exprs.iter().any(|e| {
            if is_dim {
                e.is_function_of_dim(i)
            } else {
                e.is_function_of_symbol(i)
            }
        })
    }

    /// MLIR's `canonicalizeMapOrSetAndOperands`: promotable dimensions become symbols,
    /// constant symbols become constants, unused operands go, and repeated operands share one
    /// dimension or symbol.
    pub fn canonicalize(&mut self, ctx: &Context, body: &Body) {
        let num_dims = self.num_dims as usize;
        if self.operands.len() != num_dims + self.num_symbols as usize {
            return;
        }
        // Promote dimensions to symbols, appended after the existing symbols.
        let mut dim_map = Vec::new();
        let (mut dims, mut promoted) = (Vec::new(), Vec::new());
        for &operand in &self.operands[..num_dims] {
            if is_promotable(ctx, body, operand) {
                let position = self.num_symbols + promoted.len() as u32;
                dim_map.push(AffineExpr::symbol(position));
                promoted.push(operand);
            } else {
                dim_map.push(AffineExpr::dim(dims.len() as u32));
                dims.push(operand);
            }
        }
        let mut operands = dims.clone();
        operands.extend_from_slice(&self.operands[num_dims..]);
        operands.extend(&promoted);
        let num_symbols = self.num_symbols + promoted.len() as u32;
        self.replace(&dim_map, &[], dims.len() as u32, num_symbols);
        self.operands = operands;

        // Drop unused operands, share repeated ones, fold constant symbols.
        let num_dims = self.num_dims as usize;
        let mut kept = Vec::new();
        let mut dim_map = vec![AffineExpr::constant(0); num_dims];
        let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
        let mut next_dim = 0;
        for (i, slot) in dim_map.iter_mut().enumerate() {
            if !self.uses(i as u32, true) {
                continue;
            }
            let operand = self.operands[i];
            *slot = match seen.iter().find(|(v, _)| *v == operand) {
                Some((_, expr)) => expr.clone(),
                None => {
                    let expr = AffineExpr::dim(next_dim);
                    next_dim += 1;
                    kept.push(operand);
                    seen.push((operand, expr.clone()));
                    expr
                }
            };
        }
        let mut symbol_map = vec![AffineExpr::constant(0); self.num_symbols as usize];
        let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
        let mut next_symbol = 0;
        for (i, slot) in symbol_map.iter_mut().enumerate() {
            if !self.uses(i as u32, false) {
                continue;
            }
            let operand = self.operands[num_dims + i];
            if let Some(value) = constant_of(ctx, body, operand) {
                *slot = AffineExpr::constant(value);
                continue;
            }
            *slot = match seen.iter().find(|(v, _)| *v == operand) {
                Some((_, expr)) => expr.clone(),
                None => {
                    let expr = AffineExpr::symbol(next_symbol);
                    next_symbol += 1;
                    kept.push(operand);
                    seen.push((operand, expr.clone()));
                    expr
                }
            };
        }
        self.replace(&dim_map, &symbol_map, next_dim, next_symbol);
        self.operands = kept;
    }
}

/// A map's results with their operands.
fn of_map(map: &AffineMap, operands: &[Value]) -> Operated {
    Operated {
        num_dims: map.num_dims(),
        num_symbols: map.num_symbols(),
        exprs: map.results().to_vec(),
        operands: operands.to_vec(),
    }
}

/// The map of `operated`'s expressions, repeated results dropped when `dedup`.
fn to_map(operated: &Operated, dedup: bool) -> Option<AffineMap> {
    let mut exprs: Vec<AffineExpr> = Vec::new();
    for expr in &operated.exprs {
        if !dedup || !exprs.contains(expr) {
            exprs.push(expr.clone());
        }
    }
    AffineMap::get(operated.num_dims, operated.num_symbols, exprs).ok()
}

/// The constant a bound folds to when all its operands are constants: the largest result of
/// a lower bound, the smallest of an upper one (MLIR's `foldLoopBounds`).
fn folded_bound(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[Value],
    lower: bool,
) -> Option<i64> {
    let values: Option<Vec<i64>> = operands
        .iter()
        .map(|&v| constant_of(ctx, body, v))
        .collect();
    let values = values?;
    let dims = (map.num_dims() as usize).min(values.len());
    let results = map.evaluate(&values[..dims], &values[dims..])?;
    if lower {
        results.into_iter().max()
    } else {
        results.into_iter().min()
    }
}

/// The bounds of `control` after MLIR's `foldLoopBounds` and `canonicalizeLoopBounds`.
fn canonical_bounds(ctx: &Context, body: &Body, control: &LoopControl) -> LoopControl {
    let mut next = control.clone();
    for lower in [true, false] {
        let (map, operands) = if lower {
            (&mut next.lower_map, &mut next.lower_operands)
        } else {
            (&mut next.upper_map, &mut next.upper_operands)
        };
        if map.single_constant_result().is_none()
            && let Some(value) = folded_bound(ctx, body, map, operands, lower)
        {
            *map = AffineMap::constant(value);
            operands.clear();
        }
    }
    for lower in [true, false] {
        let (map, operands) = if lower {
            (&mut next.lower_map, &mut next.lower_operands)
        } else {
            (&mut next.upper_map, &mut next.upper_operands)
        };
        let mut operated = of_map(map, operands);
        operated.canonicalize(ctx, body);
        if let Some(canonical) = to_map(&operated, true)
            && canonical != *map
        {
            *map = canonical;
            *operands = operated.operands;
        }
    }
    next
}

/// Folds `affine.for` (MLIR's `AffineForOp::fold`): its bounds canonicalized in place, else,
/// when it has results and runs no iteration, its inits.
pub fn fold_for(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(control) = loop_control(ctx, body, op) else {
        return FoldOutcome::NoFold;
    };
    let next = canonical_bounds(ctx, body, &control);
    if next != control {
        return FoldOutcome::InPlace(InPlaceUpdate {
            operands: Some(next.operands()),
            props: next.properties(ctx),
            ..InPlaceUpdate::default()
        });
    }
    if body.num_results(op) != 0 && control.trivial_trip_count() == Some(0) {
        return FoldOutcome::Results(
            control
                .inits
                .iter()
                .map(|&v| FoldResult::Value(v))
                .collect(),
        );
    }
    FoldOutcome::NoFold
}

/// Turns an error of the rewriter into the failure a pattern returns. The patterns check
/// everything an edit needs before making it, so this only guards against a broken invariant.
fn ir_failure(error: oxir::IrError) -> MatchFailure {
    MatchFailure::new(format!("the rewrite failed: {error}"))
}

/// Adds the patterns of `affine.for` (its `canonicalize` hook).
pub fn for_patterns(_: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "affine.for",
        "affine.for AffineForEmptyLoopFolder",
        1,
        fold_empty_loop,
    );
}

/// Replaces a loop whose body only yields with the values it gives (MLIR's
/// `AffineForEmptyLoopFolder`): its inits when it runs no iteration; else the yielded values
/// defined outside and the inits of the iteration arguments yielded, unless the trip count is
/// unknown and a value from outside or an argument out of place is yielded, or the loop runs
/// several iterations and an argument is yielded out of place.
fn fold_empty_loop(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if body.num_results(op) == 0 {
        return Err(MatchFailure::new("the loop has no results"));
    }
    let control =
        loop_control(ctx, body, op).ok_or_else(|| MatchFailure::new("malformed bounds"))?;
    let entry = body
        .op_regions(op)
        .first()
        .and_then(|&r| body.region_entry(r))
        .ok_or_else(|| MatchFailure::new("no body block"))?;
    let terminator = body
        .last_op(entry)
        .filter(|&t| body.first_op(entry) == Some(t))
        .ok_or_else(|| MatchFailure::new("the body holds more than its yield"))?;
    let trip_count = control.trivial_trip_count();
    if trip_count == Some(0) {
        return rewriter.replace_op(op, &control.inits).map_err(ir_failure);
    }
    let iter_args: Vec<Value> = body.block_args(entry).skip(1).collect();
    let (mut outside, mut out_of_order) = (false, false);
    let mut replacements = Vec::new();
    for (i, value) in body.operands(terminator).enumerate() {
        match iter_args.iter().position(|&a| a == value) {
            Some(position) => {
                out_of_order |= position != i;
                replacements.push(*control.inits.get(position).ok_or_else(|| {
                    MatchFailure::new("the iteration arguments do not match the inits")
                })?);
            }
            None => {
                outside = true;
                replacements.push(value);
            }
        }
    }
    if trip_count.is_none() && (outside || out_of_order) {
        return Err(MatchFailure::new("the trip count is not known"));
    }
    if trip_count.is_some_and(|n| n >= 2) && out_of_order {
        return Err(MatchFailure::new("the yielded arguments are out of order"));
    }
    rewriter.replace_op(op, &replacements).map_err(ir_failure)
}

/// The integer set of `set`'s constraints rebuilt from `operated`.
fn to_set(set: &IntegerSet, operated: &Operated) -> Option<IntegerSet> {
    let constraints = operated
        .exprs
        .iter()
        .cloned()
        .zip(set.constraints().iter().map(|&(_, is_eq)| is_eq))
        .collect();
    IntegerSet::get(operated.num_dims, operated.num_symbols, constraints).ok()
}

/// `set` and `operands` canonicalized (MLIR's `canonicalizeSetAndOperands`), if that changes
/// them.
pub fn canonical_set(
    ctx: &Context,
    body: &Body,
    set: &IntegerSet,
    operands: &[Value],
) -> Option<(IntegerSet, Vec<Value>)> {
    let mut operated = Operated {
        num_dims: set.num_dims(),
        num_symbols: set.num_symbols(),
        exprs: set.constraints().iter().map(|(e, _)| e.clone()).collect(),
        operands: operands.to_vec(),
    };
    operated.canonicalize(ctx, body);
    let next = to_set(set, &operated)?;
    (next != *set || operated.operands != operands).then_some((next, operated.operands))
}

/// The attribute of an affine map or integer set value.
pub fn set_attr(ctx: &Context, set: IntegerSet) -> Attribute {
    ctx.intern_attr(AttrData::IntegerSet(set))
}
