//! The fold and canonicalization patterns of `affine.if`, as MLIR 19's `AffineOps.cpp` has
//! them: the condition composed with the `affine.apply` ops producing its operands and
//! canonicalized with them (`AffineIfOp::fold`, with [`crate::compose`]), an `else`
//! region holding only its `affine.yield` dropped when there are no results
//! (`SimplifyDeadElse`), and an `affine.if` whose set is trivially true (`0 == 0`) or the
//! canonical empty set (`1 == 0`) replaced with the region that runs (`AlwaysTrueOrFalseIf`).
//!
//! Not here: deciding other sets (MLIR does not either), the custom form and checks
//! (`crate::if_op`).

use oxir::affine::{AffineExpr, IntegerSet};
use oxir::rewrite::{FoldOutcome, InPlaceUpdate, MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{Attribute, Body, Context, OpId, Value};

use crate::canon_loops::ir_failure;
use crate::compose::{canonicalize_set_and_operands, compose_set_and_operands};
use crate::if_op::{attrs_with_condition, condition_of};

/// Folds `affine.if`: its condition and operands composed and canonicalized in place, when
/// that changes them.
pub fn fold(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(set) = condition_of(ctx, body, op) else {
        return FoldOutcome::NoFold;
    };
    let operands: Vec<Value> = body.operands(op).collect();
    let (mut next, mut next_operands) = (set.clone(), operands.clone());
    compose_set_and_operands(ctx, body, &mut next, &mut next_operands);
    canonicalize_set_and_operands(ctx, body, &mut next, &mut next_operands);
    if next == set && next_operands == operands {
        return FoldOutcome::NoFold;
    }
    FoldOutcome::InPlace(InPlaceUpdate {
        operands: Some(next_operands),
        attrs: Some(attrs_with_condition(ctx, body, op, next)),
        ..InPlaceUpdate::default()
    })
}

/// Adds the patterns of `affine.if` (its `canonicalize` hook).
pub fn patterns(_: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        "affine.if",
        "affine.if SimplifyDeadElse",
        1,
        simplify_dead_else,
    );
    set.add_fn(
        "affine.if",
        "affine.if AlwaysTrueOrFalseIf",
        1,
        always_true_or_false,
    );
}

/// Drops the `else` region of an `affine.if` without results when it holds only its
/// terminator (MLIR's `SimplifyDeadElse`).
fn simplify_dead_else(
    _: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    if body.num_results(op) != 0 {
        return Err(MatchFailure::new("the `affine.if` has results"));
    }
    let block = body
        .op_regions(op)
        .get(1)
        .and_then(|&r| body.region_entry(r))
        .ok_or_else(|| MatchFailure::new("there is no `else` block"))?;
    if body.first_op(block) != body.last_op(block) {
        return Err(MatchFailure::new(
            "the `else` block holds more than its yield",
        ));
    }
    rewriter.erase_block(block).map_err(ir_failure)
}

/// Whether `set` is `0 == 0`, the set of every point (MLIR's test in `AlwaysTrueOrFalseIf`).
fn is_trivially_true(set: &IntegerSet) -> bool {
    matches!(set.constraints(), [(AffineExpr::Constant(0), true)])
}

/// Replaces an `affine.if` whose condition is trivially true or false with the block that
/// runs, or erases it when that is an absent `else` (MLIR's `AlwaysTrueOrFalseIf`).
fn always_true_or_false(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let set = condition_of(ctx, body, op)
        .ok_or_else(|| MatchFailure::new("the condition is not an integer set"))?;
    let region = if set.is_empty_integer_set() {
        1
    } else if is_trivially_true(&set) {
        0
    } else {
        return Err(MatchFailure::new("the condition is not trivially decided"));
    };
    let block = body
        .op_regions(op)
        .get(region)
        .and_then(|&r| body.region_entry(r));
    let Some(block) = block else {
        if region == 1 && body.num_results(op) == 0 {
            return rewriter.erase_op(op).map_err(ir_failure);
        }
        return Err(MatchFailure::new("the region that runs has no block"));
    };
    rewriter
        .replace_op_with_block(op, block, &[])
        .map_err(ir_failure)
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    const X: &str = "%x = \"t.def\"() : () -> f32\n%y = \"t.def\"() : () -> f32\n%i = \"t.def\"() : () -> index\n";

    #[test]
    fn decided_conditions_keep_the_region_that_runs() {
        let ir = format!(
            "{X}%r = affine.if affine_set<() : (0 == 0)>() -> f32 {{\n  \"t.then\"() : () -> ()\n  affine.yield %x : f32\n}} else {{\n  affine.yield %y : f32\n}}\naffine.if affine_set<() : (1 == 0)>() {{\n  \"t.gone\"() : () -> ()\n}}\naffine.if affine_set<() : (1 == 0)>() {{\n  \"t.gone\"() : () -> ()\n}} else {{\n  \"t.else\"() : () -> ()\n}}\n\"t.use\"(%r) : (f32) -> ()"
        );
        let out = canonicalized(&ir);
        assert!(!out.contains("affine.if"), "{out}");
        assert!(!out.contains("t.gone"), "{out}");
        assert!(
            out.contains(
                "\"t.then\"() : () -> ()\n\"t.else\"() : () -> ()\n\"t.use\"(%0) : (f32) -> ()"
            ),
            "{out}"
        );
    }

    #[test]
    fn empty_else_regions_go_and_conditions_are_canonical() {
        let ir = format!(
            "{X}%c2 = arith.constant 2 : index\naffine.if affine_set<(d0, d1, d2) : (d0 + d1 - d2 >= 0)>(%i, %i, %c2) {{\n  \"t.then\"() : () -> ()\n}} else {{\n}}"
        );
        let out = canonicalized(&ir);
        // `%i`, defined at the top of the module (an affine scope), is a valid symbol: it
        // becomes one, as in mlir-opt-19.
        assert!(out.contains("affine.if #set()[%2] {"), "{out}");
        assert!(!out.contains("else"), "{out}");
    }
}
