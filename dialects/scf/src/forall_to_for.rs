//! `-scf-forall-to-for`: MLIR 19's `ForallToForLoop`. Each `scf.forall` without shared outputs
//! becomes a nest of `scf.for`, one per dimension (MLIR's `buildLoopNest`), its bounds and steps
//! the operands or `arith.constant`s of the static entries (MLIR's
//! `getValueOrCreateConstantIndexOp`), its body moved into the innermost loop. Also the pieces
//! other lowerings of `scf` share: [`build_for`] and [`forall_bound_values`].

use crate::forall::{ForallBounds, Mixed};
use crate::{ForOp, ForallOp, YieldOp};
use oxir::attrs::IntegerAttr;
use oxir::conversion::{ConversionTarget, apply_partial_rewrite_conversion_in};
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{FnPattern, MatchFailure, PatternRewriter, RewritePatternSet};
use oxir::{BlockId, Context, Diagnostic, Location, Type, Value};

/// Builds an `scf.for` at the insertion point (which it keeps) with a body block (induction
/// variable of the lower bound's type, one argument per carried value), ending in an empty
/// `scf.yield` when `terminate` is set, as MLIR's `ForOp` builder without a body builder does.
pub fn build_for(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    bounds: [Value; 3],
    inits: &[Value],
    terminate: bool,
) -> Result<(ForOp, BlockId), MatchFailure> {
    let [lower, upper, step] = bounds;
    let types: Vec<Type> = inits
        .iter()
        .map(|&v| rewriter.body().value_type(v))
        .collect();
    let point = rewriter.insertion_point();
    let for_op = ForOp::create(rewriter, loc, &types, lower, upper, step, inits)?;
    let region = for_op
        .region(rewriter.body())
        .ok_or_else(|| MatchFailure::new("scf.for without region"))?;
    let mut args = vec![(rewriter.body().value_type(lower), loc)];
    args.extend(types.iter().map(|&t| (t, loc)));
    let block = rewriter.create_block(region, None, &args)?;
    if terminate {
        YieldOp::create(rewriter, loc, &[])?;
    }
    if let Some(point) = point {
        rewriter.set_insertion_point(point);
    }
    Ok((for_op, block))
}

/// The lower bounds, upper bounds and steps of `scf.forall` `op` as values, the static entries
/// built as `arith.constant`s before the op (all lower bounds, then upper bounds, then steps).
/// Fails, with `why` as the reason, when the op has shared outputs.
pub fn forall_bound_values(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ForallOp,
    why: &'static str,
) -> Result<[Vec<Value>; 3], MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let bounds = ForallBounds::of(ctx, rewriter.body(), op.0)
        .ok_or_else(|| MatchFailure::new("scf.forall bounds and operands disagree"))?;
    if !bounds.outputs.is_empty() {
        return Err(rewriter.notify_match_failure(op.0, why));
    }
    rewriter.set_insertion_point_before(op.0);
    let mut values = |list: &[Mixed]| -> Result<Vec<Value>, MatchFailure> {
        list.iter()
            .map(|m| match *m {
                Mixed::Dynamic(v) => Ok(v),
                Mixed::Static(c) => {
                    let index = ctx.common().index;
                    let attr = IntegerAttr::get(ctx, index, c).attr();
                    let constant = rewriter
                        .materialize_constant("arith", attr, index, loc)
                        .ok_or_else(|| MatchFailure::new("no arith.constant to build"))?;
                    Ok(Value::result(constant, 0))
                }
            })
            .collect()
    };
    Ok([
        values(&bounds.lower)?,
        values(&bounds.upper)?,
        values(&bounds.step)?,
    ])
}

/// `scf.forall` → a nest of `scf.for` around its body (MLIR's `forallToForLoop`).
fn forall_to_for(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ForallOp,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op.0);
    let [lower, upper, step] = forall_bound_values(
        ctx,
        rewriter,
        op,
        "unsupported shared outputs (didn't bufferize?)",
    )?;
    let body_block = op
        .region(rewriter.body())
        .and_then(|r| rewriter.body().region_entry(r))
        .ok_or_else(|| MatchFailure::new("scf.forall without body"))?;
    let mut blocks = Vec::new();
    let mut ivs = Vec::new();
    for ((&lower, &upper), &step) in lower.iter().zip(&upper).zip(&step) {
        let (_, block) = build_for(rewriter, loc, [lower, upper, step], &[], false)?;
        ivs.extend(rewriter.body().block_arg(block, 0));
        rewriter.set_insertion_point_to_start(block);
        blocks.push(block);
    }
    for &block in &blocks {
        rewriter.set_insertion_point_to_end(block);
        YieldOp::create(rewriter, loc, &[])?;
    }
    let innermost = *blocks
        .last()
        .ok_or_else(|| MatchFailure::new("scf.forall without dimensions"))?;
    let old = rewriter
        .body()
        .last_op(body_block)
        .ok_or_else(|| MatchFailure::new("scf.forall without terminator"))?;
    rewriter.erase_op(old)?;
    let terminator = rewriter.body().last_op(innermost);
    rewriter.inline_block_before(body_block, innermost, terminator, &ivs)?;
    rewriter.erase_op(op.0)?;
    Ok(())
}

/// The `scf-forall-to-for` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForallToFor;

impl Pass for ForallToFor {
    fn name(&self) -> &str {
        "ForallToForLoop"
    }

    fn argument(&self) -> &str {
        "scf-forall-to-for"
    }

    fn description(&self) -> &str {
        "Convert SCF forall loops to SCF for loops"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let mut patterns = RewritePatternSet::new();
        patterns.add(FnPattern::for_op("ForallToForLoop", 1, forall_to_for));
        let mut legality = ConversionTarget::new();
        legality.add_illegal_op(ForallOp::NAME);
        legality.mark_unknown_op_dynamically_legal(|_, _, _| true);
        apply_partial_rewrite_conversion_in(target, &legality, patterns)
    }
}
