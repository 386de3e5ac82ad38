//! The folds of `affine.apply`, `affine.min` and `affine.max` (MLIR 19's `AffineApplyOp::fold`
//! and `foldMinMaxOp`): an `affine.apply` whose map result is a bare dimension or symbol folds to
//! that operand; a map result whose dimensions and symbols are all constant operands folds to
//! its value, making an `affine.apply` a constant, an `affine.min` or `affine.max` whose results
//! are all constant the smallest or largest of them, and the others keep the constant results in
//! their map.
//!
//! Not here: the canonicalization patterns that compose maps and drop unused or constant
//! operands (`crate::compose`), and poison: where MLIR folds a division by zero to
//! `ub.poison`, nothing folds.

use oxir::affine::{AffineExpr, AffineMap};
use oxir::attrs::{AttrData, IntegerAttr};
use oxir::op_support::properties;
use oxir::rewrite::{FoldOutcome, InPlaceUpdate};
use oxir::{Attribute, Body, Context, OpId};

use crate::map_ops::map_of;

/// The value of `expr` when every dimension and symbol it uses is a constant in `operands`
/// (the map's dimensions first, then its symbols), as MLIR's `AffineExprConstantFolder`.
fn fold_expr(
    ctx: &Context,
    expr: &AffineExpr,
    num_dims: usize,
    operands: &[Option<Attribute>],
) -> Option<i64> {
    let constant = |i: usize| {
        operands
            .get(i)
            .copied()
            .flatten()
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|a| a.value_i64(ctx))
    };
    let values: Option<Vec<i64>> = (0..operands.len())
        .map(|i| {
            let used = if i < num_dims {
                expr.is_function_of_dim(i as u32)
            } else {
                expr.is_function_of_symbol((i - num_dims) as u32)
            };
            if used { constant(i) } else { Some(0) }
        })
        .collect();
    let values = values?;
    let (dims, symbols) = values.split_at(num_dims.min(values.len()));
    expr.evaluate(dims, symbols)
}

/// An `index` constant.
fn index_attr(ctx: &Context, value: i64) -> Attribute {
    IntegerAttr::get(ctx, ctx.common().index, value).attr()
}

/// Folds `affine.apply`.
pub fn apply(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let Some(map) = map_of(ctx, body, op) else {
        return FoldOutcome::NoFold;
    };
    let Some(expr) = map.result(0) else {
        return FoldOutcome::NoFold;
    };
    let num_dims = map.num_dims() as usize;
    let forwarded = match expr {
        AffineExpr::Dim(p) => body.operand(op, *p as usize),
        AffineExpr::Symbol(p) => body.operand(op, num_dims + *p as usize),
        _ => None,
    };
    if let Some(value) = forwarded {
        return FoldOutcome::value(value);
    }
    match fold_expr(ctx, expr, num_dims, operands) {
        Some(value) => FoldOutcome::attr(index_attr(ctx, value)),
        None => FoldOutcome::NoFold,
    }
}

/// Folds `affine.min`.
pub fn min(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, body, op, operands, false)
}

/// Folds `affine.max`.
pub fn max(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, body, op, operands, true)
}

/// MLIR's `foldMinMaxOp`, with `AffineMap::partialConstantFold`: the map's results that fold
/// become constants; when all do, the op folds to the largest (`is_max`) or smallest.
fn min_max(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    is_max: bool,
) -> FoldOutcome {
    let Some(map) = map_of(ctx, body, op) else {
        return FoldOutcome::NoFold;
    };
    let num_dims = map.num_dims() as usize;
    let folded: Vec<Option<i64>> = map
        .results()
        .iter()
        .map(|e| fold_expr(ctx, e, num_dims, operands))
        .collect();
    let exprs: Vec<AffineExpr> = map
        .results()
        .iter()
        .zip(&folded)
        .map(|(e, f)| f.map_or_else(|| e.clone(), AffineExpr::constant))
        .collect();
    let Ok(folded_map) = AffineMap::get(map.num_dims(), map.num_symbols(), exprs) else {
        return FoldOutcome::NoFold;
    };
    if folded_map.num_dims() == 0
        && folded_map.num_symbols() == 1
        && folded_map.results() == [AffineExpr::symbol(0)]
        && let Some(value) = body.operand(op, 0)
    {
        return FoldOutcome::value(value);
    }
    let constants: Option<Vec<i64>> = folded.into_iter().collect();
    match constants {
        Some(values) => {
            let best = if is_max {
                values.into_iter().max()
            } else {
                values.into_iter().min()
            };
            best.map_or(FoldOutcome::NoFold, |v| {
                FoldOutcome::attr(index_attr(ctx, v))
            })
        }
        None if folded_map == map => FoldOutcome::NoFold,
        None => {
            let map_attr = ctx.intern_attr(AttrData::AffineMap(folded_map));
            FoldOutcome::InPlace(InPlaceUpdate {
                props: properties(ctx, &[("map", Some(map_attr))]),
                ..InPlaceUpdate::default()
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    const C: &str = "%c2 = arith.constant 2 : index\n%c5 = arith.constant 5 : index\n%x = \"t.def\"() : () -> index\n";

    #[test]
    fn apply_folds_to_an_operand_or_a_constant() {
        let ir = format!(
            "{C}%a = affine.apply affine_map<(d0)[s0] -> (s0)>(%c2)[%x]\n%b = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%c2)[%c5]\n%z = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%c2)\n\"t.use\"(%a, %b, %z) : (index, index, index) -> ()"
        );
        let out = canonicalized(&ir);
        assert!(out.contains("%c11 = arith.constant 11 : index"), "{out}");
        assert!(
            out.contains("\"t.use\"(%0, %c11, %1) : (index, index, index) -> ()"),
            "{out}"
        );
        // The canonicalization pattern then folds the constant operand into the map.
        assert!(out.contains("%1 = affine.apply #map()\n"), "{out}");
    }

    #[test]
    fn min_and_max_fold_their_constant_results() {
        let ir = format!(
            "{C}%a = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0, 7)>(%c2)[%c5]\n%b = affine.max affine_map<(d0)[s0] -> (d0 + 4, s0, 7)>(%c2)[%c5]\n%p = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%x)[%c5]\n%q = affine.max affine_map<()[s0] -> (s0)>()[%x]\n\"t.use\"(%a, %b, %p, %q) : (index, index, index, index) -> ()"
        );
        let out = canonicalized(&ir);
        assert!(out.contains("%c7 = arith.constant 7 : index"), "{out}");
        // The canonicalization patterns then fold the constant operand into the map.
        assert!(out.contains("%1 = affine.min #map()[%0]\n"), "{out}");
        assert!(
            out.contains("\"t.use\"(%c5, %c7, %1, %0) : (index, index, index, index) -> ()"),
            "{out}"
        );
    }
}
