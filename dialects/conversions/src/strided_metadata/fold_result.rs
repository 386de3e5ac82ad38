//! Index values that are either known constants or SSA values (MLIR's `OpFoldResult` of
//! `index` type), and the affine arithmetic on them that folds as it builds: MLIR's
//! `makeComposedFoldedAffineApply` and `makeComposedFoldedAffineMin`, and
//! `getValueOrCreateConstantIndexOp`.

use oxir::affine::{AffineExpr, AffineMap};
use oxir::attrs::IntegerAttr;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::types::DYNAMIC;
use oxir::{AttrData, Context, Location, Value};
use oxir_affine::compose::{compose_affine_map_and_operands, constant_of};
use oxir_affine::{AffineApplyOp, AffineMinOp};

/// An index that is a constant or a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ofr {
    /// A known constant (an attribute in MLIR).
    Const(i64),
    /// An SSA value of type `index`.
    Value(Value),
}

impl Ofr {
    /// `Const(constant)` unless `constant` is [`DYNAMIC`], else `Value(value)`.
    pub fn static_or(constant: i64, value: Value) -> Ofr {
        if constant == DYNAMIC {
            Ofr::Value(value)
        } else {
            Ofr::Const(constant)
        }
    }

    /// The constant, when known.
    pub fn as_const(self) -> Option<i64> {
        match self {
            Ofr::Const(c) => Some(c),
            Ofr::Value(_) => None,
        }
    }
}

/// The mixed list of a static list (with [`DYNAMIC`] for each operand) and its operands, as
/// MLIR's `getMixedValues`; `None` when there are too few operands.
pub fn mixed(statics: &[i64], dynamics: &[Value]) -> Option<Vec<Ofr>> {
    let mut next = dynamics.iter().copied();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().map(Ofr::Value)
            } else {
                Some(Ofr::Const(s))
            }
        })
        .collect()
}

/// MLIR's `getAsOpFoldResult` on a value: a constant-defined value is its constant.
pub fn as_ofr(ctx: &Context, rewriter: &PatternRewriter<'_>, value: Value) -> Ofr {
    constant_of(ctx, rewriter.body(), value).map_or(Ofr::Value(value), Ofr::Const)
}

/// MLIR's `foldAttributesIntoMap`: the constant operands become constants in `map`, which
/// keeps the value operands only.
fn fold_constants_into_map(
    map: &AffineMap,
    operands: &[Ofr],
) -> Result<(AffineMap, Vec<Value>), MatchFailure> {
    let num_dims = map.num_dims() as usize;
    let mut values = Vec::new();
    let mut replace = |ofr: Ofr, next: &mut u32, make: fn(u32) -> AffineExpr| match ofr {
        Ofr::Const(c) => AffineExpr::constant(c),
        Ofr::Value(v) => {
            values.push(v);
            *next += 1;
            make(*next - 1)
        }
    };
    let (mut dims, mut symbols) = (0, 0);
    let dim_exprs: Vec<AffineExpr> = operands[..num_dims]
        .iter()
        .map(|&o| replace(o, &mut dims, AffineExpr::dim))
        .collect();
    let symbol_exprs: Vec<AffineExpr> = operands[num_dims..]
        .iter()
        .map(|&o| replace(o, &mut symbols, AffineExpr::symbol))
        .collect();
    let folded = map
        .replace_dims_and_symbols(&dim_exprs, &symbol_exprs, dims, symbols)
        .map_err(MatchFailure::new)?;
    Ok((folded, values))
}

/// `map` with constants folded in and composed with the `affine.apply`s defining its operands.
fn composed(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    map: &AffineMap,
    operands: &[Ofr],
) -> Result<(AffineMap, Vec<Value>), MatchFailure> {
    if operands.len() != map.num_inputs() as usize {
        return Err(MatchFailure::new("operands do not match the affine map"));
    }
    let (mut map, mut values) = fold_constants_into_map(map, operands)?;
    compose_affine_map_and_operands(ctx, rewriter.body(), &mut map, &mut values);
    Ok((map, values))
}

/// The operand a single-result map forwards, when its result is one of its inputs.
fn forwarded(map: &AffineMap, values: &[Value]) -> Option<Value> {
    let position = match map.results() {
        [AffineExpr::Dim(d)] => *d as usize,
        [AffineExpr::Symbol(s)] => map.num_dims() as usize + *s as usize,
        _ => return None,
    };
    values.get(position).copied()
}

/// MLIR's `makeComposedFoldedAffineApply` of `expr` over the symbols `operands`: a constant
/// or forwarded operand when the composed apply folds, else a new `affine.apply`.
pub fn folded_apply(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    expr: AffineExpr,
    operands: &[Ofr],
) -> Result<Ofr, MatchFailure> {
    let num_symbols =
        u32::try_from(operands.len()).map_err(|_| MatchFailure::new("too many operands"))?;
    let map = AffineMap::get(0, num_symbols, vec![expr]).map_err(MatchFailure::new)?;
    let (map, values) = composed(ctx, rewriter, &map, operands)?;
    if let Some(c) = map.single_constant_result() {
        return Ok(Ofr::Const(c));
    }
    if let Some(value) = forwarded(&map, &values) {
        return Ok(Ofr::Value(value));
    }
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let apply = AffineApplyOp::create(rewriter, loc, &values, attr)?;
    Ok(Ofr::Value(apply.result(ctx, rewriter.body())))
}

/// MLIR's `makeComposedFoldedAffineMin` of the identity map over `operands`: the smallest
/// constant when every composed result is one, the operand a one-symbol identity forwards,
/// else a new `affine.min`.
pub fn folded_min(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    operands: &[Ofr],
) -> Result<Ofr, MatchFailure> {
    let n = u32::try_from(operands.len()).map_err(|_| MatchFailure::new("too many operands"))?;
    let results = (0..n).map(AffineExpr::dim).collect();
    let map = AffineMap::get(n, 0, results).map_err(MatchFailure::new)?;
    let (map, values) = composed(ctx, rewriter, &map, operands)?;
    if let Some(min) = map.constant_results().and_then(|c| c.iter().min().copied()) {
        return Ok(Ofr::Const(min));
    }
    let symbol_identity =
        map.num_dims() == 0 && map.num_symbols() == 1 && map.results() == [AffineExpr::symbol(0)];
    if let Some(&value) = values.first().filter(|_| symbol_identity) {
        return Ok(Ofr::Value(value));
    }
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let min = AffineMinOp::create(rewriter, loc, &values, attr)?;
    Ok(Ofr::Value(min.result(ctx, rewriter.body())))
}

/// An `arith.constant` of `index` type.
pub fn index_constant(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    value: i64,
) -> Result<Value, MatchFailure> {
    let index = ctx.common().index;
    let attr = IntegerAttr::get(ctx, index, value).attr();
    let op = rewriter
        .materialize_constant("arith", attr, index, loc)
        .ok_or_else(|| MatchFailure::new("no arith.constant to build"))?;
    Ok(Value::result(op, 0))
}

/// MLIR's `getValueOrCreateConstantIndexOp`.
pub fn value_of(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ofr: Ofr,
) -> Result<Value, MatchFailure> {
    match ofr {
        Ofr::Value(v) => Ok(v),
        Ofr::Const(c) => index_constant(ctx, rewriter, loc, c),
    }
}

/// [`value_of`] on each of `ofrs`, in order.
pub fn values_of(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ofrs: &[Ofr],
) -> Result<Vec<Value>, MatchFailure> {
    ofrs.iter()
        .map(|&o| value_of(ctx, rewriter, loc, o))
        .collect()
}
