//! `-affine-expand-index-ops`: MLIR 19's `AffineExpandIndexOps`. Each
//! `affine.delinearize_index` becomes `affine.apply`s: the quotient and remainder of the index
//! by the product of the basis after each position (MLIR's `delinearizeIndex`), each map
//! composed with the `affine.apply`s and constants feeding it (MLIR's
//! `makeComposedAffineApply`). The rewrite runs under the greedy driver, which folds and
//! erases what becomes dead, as MLIR's pass does.

use crate::compose::compose_affine_map_and_operands;
use crate::{AffineApplyOp, AffineDelinearizeIndexOp};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::attrs::IntegerAttr;
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{
    FnPattern, GreedyRewriteConfig, MatchFailure, PatternRewriter, RewritePatternSet,
    apply_patterns_and_fold_greedily_on_op,
};
use oxir::{AttrData, Context, Diagnostic, Location, Value};

/// `map` over `operands` composed with the producers of the operands (what MLIR's
/// `makeComposedAffineApply` builds its `affine.apply` of).
fn composed_apply(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    mut map: AffineMap,
    mut operands: Vec<Value>,
) -> (AffineMap, Vec<Value>) {
    compose_affine_map_and_operands(ctx, rewriter.body(), &mut map, &mut operands);
    (map, operands)
}

/// Builds the apply of `map` over `operands`.
fn build_apply(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[Value],
) -> Result<Value, MatchFailure> {
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    Ok(AffineApplyOp::create(rewriter, loc, operands, attr)?.result(ctx, rewriter.body()))
}

/// The product of two index values, folded when the composed map is a constant or one of its
/// operands (MLIR's `makeComposedFoldedAffineApply` of `s0 * s1`, the constant then built as
/// an `arith.constant` as `getValueOrCreateConstantIndexOp` does).
fn folded_product(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    lhs: Value,
    rhs: Value,
) -> Result<Value, MatchFailure> {
    let product = AffineExpr::symbol(0) * AffineExpr::symbol(1);
    let map = AffineMap::get(0, 2, vec![product]).map_err(MatchFailure::new)?;
    let (map, operands) = composed_apply(ctx, rewriter, map, vec![lhs, rhs]);
    if let Some(value) = map.single_constant_result() {
        let index = ctx.common().index;
        let attr = IntegerAttr::get(ctx, index, value).attr();
        let op = rewriter
            .materialize_constant("arith", attr, index, loc)
            .ok_or_else(|| MatchFailure::new("no arith.constant to build"))?;
        return Ok(Value::result(op, 0));
    }
    if let [result] = map.results() {
        let position = match *result {
            AffineExpr::Dim(d) => Some(d as usize),
            AffineExpr::Symbol(s) => Some(map.num_dims() as usize + s as usize),
            _ => None,
        };
        if let Some(&value) = position.and_then(|p| operands.get(p)) {
            return Ok(value);
        }
    }
    build_apply(ctx, rewriter, loc, map, &operands)
}

/// `affine.delinearize_index` → the quotients and the last remainder of the index by the
/// products of the basis (MLIR's `LowerDelinearizeIndexOps`).
fn lower_delinearize(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: AffineDelinearizeIndexOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let linear = op.linear_index(ctx, rewriter.body());
    let basis = op.basis(ctx, rewriter.body());
    rewriter.set_insertion_point_before(op.0);
    let mut divisors = Vec::new();
    for start in 1..basis.len() {
        let slice = &basis[start..];
        let mut product = slice[0];
        for &next in &slice[1..] {
            product = folded_product(ctx, rewriter, loc, product, next)?;
        }
        divisors.push(product);
    }
    let (d0, d1) = (AffineExpr::dim(0), AffineExpr::dim(1));
    let mut results = Vec::new();
    let mut residual = linear;
    for divisor in divisors {
        let apply = |expr: AffineExpr, rewriter: &mut PatternRewriter<'_>| {
            let map = AffineMap::get(2, 0, vec![expr]).map_err(MatchFailure::new)?;
            let (map, operands) = composed_apply(ctx, rewriter, map, vec![residual, divisor]);
            build_apply(ctx, rewriter, loc, map, &operands)
        };
        let quotient = apply(d0.clone().floor_div(d1.clone()), rewriter)?;
        let remainder = apply(d0.clone().modulo(d1.clone()), rewriter)?;
        results.push(quotient);
        residual = remainder;
    }
    results.push(residual);
    rewriter.replace_op(op.0, &results)?;
    Ok(())
}

/// The `affine-expand-index-ops` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ExpandIndexOps;

impl Pass for ExpandIndexOps {
    fn name(&self) -> &str {
        "AffineExpandIndexOps"
    }

    fn argument(&self) -> &str {
        "affine-expand-index-ops"
    }

    fn description(&self) -> &str {
        "Lower affine operations operating on indices into more fundamental operations"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let mut patterns = RewritePatternSet::new();
        patterns.add(FnPattern::for_op(
            "LowerDelinearizeIndexOps",
            1,
            lower_delinearize,
        ));
        let frozen = patterns.freeze(ctx);
        let config = GreedyRewriteConfig::default();
        let result = apply_patterns_and_fold_greedily_on_op(ctx, target.body, op, &frozen, &config);
        if !result.changed {
            target.preserve_all();
        }
        Ok(())
    }
}
