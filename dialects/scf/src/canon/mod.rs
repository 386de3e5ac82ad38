//! The canonicalization patterns of `scf`, MLIR 19's patterns of `SCF.cpp` that real code
//! hits: conditionals ([`if_else`]), counted loops ([`for_loop`]), `scf.while` loops
//! ([`while_loop`]), `scf.index_switch` ([`index_switch`]), `scf.execute_region`
//! ([`execute_region`]), `scf.parallel` ([`parallel`]) and `scf.forall` ([`forall`]). Each op's `canonicalize` hook in `defs/scf.toml` names the function
//! here that adds its patterns; this module holds what they share (constants of operands,
//! inlining a region in place of its op). It is not the place of verifiers or custom forms.
//!
//! The patterns build `arith` and `cf` ops by name (`arith.select`, `arith.xori`,
//! `arith.andi`, `cf.br`) and constants through the `arith` dialect's materializer, as MLIR's
//! do, without a Rust dependency on those crates (`scf` declares `arith` as a dependent
//! dialect; the pattern building `cf.br` checks that `cf` is registered).

pub mod execute_region;
pub mod for_loop;
pub mod forall;
pub mod if_else;
pub mod index_switch;
pub mod parallel;
pub mod while_loop;

use oxir::attrs::IntegerAttr;
use oxir::rewrite::{MatchFailure, PatternRewriter, m_constant};
use oxir::{Body, Context, OpId, RegionId, Value, ValueDef};

/// The function type of the patterns here.
pub(crate) type PatternFn =
    fn(&Context, &mut PatternRewriter<'_>, OpId) -> Result<(), MatchFailure>;

/// An `i1` constant of `value` built by `arith` before `op`.
pub(crate) fn bool_value(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    value: bool,
) -> Result<Value, MatchFailure> {
    let (i1, loc) = (ctx.common().i1, rewriter.body().op_loc(op));
    let attr = IntegerAttr::get(ctx, i1, i64::from(value)).attr();
    rewriter.set_insertion_point_before(op);
    rewriter
        .materialize_constant("arith", attr, i1, loc)
        .map(|constant| Value::result(constant, 0))
        .ok_or_else(|| MatchFailure::new("`arith` cannot build an `i1` constant"))
}

/// The value of an integer (or `index`) constant `value`, sign-extended from its width.
pub(crate) fn int_constant(ctx: &Context, body: &Body, value: Value) -> Option<i64> {
    m_constant(ctx, body, value)?
        .dyn_cast::<IntegerAttr>(ctx)?
        .value_i64(ctx)
}

/// The value of an `i1` constant `value`.
pub(crate) fn bool_constant(ctx: &Context, body: &Body, value: Value) -> Option<bool> {
    (body.value_type(value) == ctx.common().i1)
        .then(|| int_constant(ctx, body, value))
        .flatten()
        .map(|v| v != 0)
}

/// The region `value` is defined in directly (an op result's or a block argument's region).
pub(crate) fn defining_region(body: &Body, value: Value) -> Option<RegionId> {
    match value.def() {
        ValueDef::Result { op, .. } => body.op_parent_region(op),
        ValueDef::BlockArg { block, .. } => body.block_parent_region(block),
    }
}

/// Turns an error of the rewriter into the failure a pattern returns. The patterns check
/// everything an edit needs before making it, so this only guards against a broken invariant.
pub(crate) fn ir_failure(error: oxir::IrError) -> MatchFailure {
    MatchFailure::new(format!("the rewrite failed: {error}"))
}

/// Replaces `op` with the one block of `region` (MLIR's `replaceOpWithRegion`, the core's
/// [`PatternRewriter::replace_op_with_block`]): the block's ops move before `op`, its arguments
/// replaced with `args`, and the operands of its terminator, which is erased, replace `op`'s
/// results.
pub(crate) fn replace_op_with_region(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[Value],
) -> Result<(), MatchFailure> {
    let block = rewriter
        .body()
        .region_entry(region)
        .ok_or_else(|| MatchFailure::new("the region has no block"))?;
    rewriter
        .replace_op_with_block(op, block, args)
        .map_err(ir_failure)
}
