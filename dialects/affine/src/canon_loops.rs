//! The fold and canonicalization pattern of `affine.for`, as MLIR 19's `AffineOps.cpp` has
//! them: bounds whose operands are all constants fold to constants (`foldLoopBounds`), bound
//! maps and their operands are composed and canonicalized (`canonicalizeLoopBounds`, with
//! [`crate::compose`]; repeated results of min/max bounds dropped), a loop of no
//! iteration with results folds to its inits, and an empty loop is replaced with the values it
//! yields (`AffineForEmptyLoopFolder`).
//!
//! Not here: dropping min/max results that others imply (`simplifyMinOrMaxExprWithOperands`,
//! which needs MLIR's constraint system), and the patterns of `affine.if`
//! (`crate::canon_if`).

use oxir::affine::AffineMap;
use oxir::rewrite::{
    FoldOutcome, FoldResult, InPlaceUpdate, MatchFailure, PatternRewriter, RewritePatternSet,
};
use oxir::{Attribute, Body, Context, OpId, Value};

use crate::compose::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, constant_of,
    remove_duplicate_results,
};
use crate::for_op::{LoopControl, loop_control};

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
        let (mut canonical, mut canonical_operands) = (map.clone(), operands.clone());
        compose_affine_map_and_operands(ctx, body, &mut canonical, &mut canonical_operands);
        canonicalize_map_and_operands(ctx, body, &mut canonical, &mut canonical_operands);
        let canonical = remove_duplicate_results(&canonical);
        if canonical != *map {
            *map = canonical;
            *operands = canonical_operands;
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
pub(crate) fn ir_failure(error: oxir::IrError) -> MatchFailure {
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

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    const X: &str = "%x = \"t.def\"() : () -> f32\n%y = \"t.def\"() : () -> f32\n%n = \"t.def\"() : () -> index\n";

    #[test]
    fn loops_without_iterations_give_their_inits() {
        let ir = format!(
            "{X}%r = affine.for %i = 5 to 5 iter_args(%a = %x) -> (f32) {{\n  %s = arith.addf %a, %a : f32\n  affine.yield %s : f32\n}}\n\"t.use\"(%r) : (f32) -> ()"
        );
        let out = canonicalized(&ir);
        assert!(!out.contains("affine.for"), "{out}");
        assert!(out.contains("\"t.use\"(%0) : (f32) -> ()"), "{out}");
    }

    #[test]
    fn constant_bounds_fold() {
        let ir = format!(
            "{X}%c3 = arith.constant 3 : index\naffine.for %i = max affine_map<(d0) -> (d0, 1)>(%c3) to min affine_map<()[s0] -> (s0 * 4, 20)>()[%c3] {{\n  \"t.use\"(%i) : (index) -> ()\n}}"
        );
        let out = canonicalized(&ir);
        assert!(out.contains("affine.for %arg0 = 3 to 12 {"), "{out}");
    }

    #[test]
    fn empty_loops_give_what_they_yield_when_the_trip_count_allows() {
        let ir = format!(
            "{X}%a:2 = affine.for %i = 0 to %n iter_args(%p = %x, %q = %y) -> (f32, f32) {{\n  affine.yield %p, %q : f32, f32\n}}\n%b = affine.for %i = 0 to %n iter_args(%p = %x) -> (f32) {{\n  affine.yield %y : f32\n}}\n%c = affine.for %i = 0 to 3 iter_args(%p = %x) -> (f32) {{\n  affine.yield %y : f32\n}}\n\"t.use\"(%a#0, %a#1, %b, %c) : (f32, f32, f32, f32) -> ()"
        );
        let out = canonicalized(&ir);
        assert_eq!(out.matches("affine.for").count(), 1, "{out}");
        assert!(
            out.contains("\"t.use\"(%0, %1, %3, %1) : (f32, f32, f32, f32) -> ()"),
            "{out}"
        );
    }
}
