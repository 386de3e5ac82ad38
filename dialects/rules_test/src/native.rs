//! The native constraints and builders the rules of `defs/rt.rules.toml` call by path: plain
//! Rust functions over the IR, with the signatures the generated code expects (constraints
//! take the context and the body; builders the context, the rewriter and a location).

use oxir::attrs::IntegerAttr;
use oxir::rewrite::PatternRewriter;
use oxir::{Attribute, Body, Context, Location, OpId, Value};

use crate::{ConstantOp, HiOp, LoOp};

/// Whether an integer attribute holds a positive power of two.
pub fn is_power_of_two(ctx: &Context, _body: &Body, value: Attribute) -> bool {
    value
        .dyn_cast::<IntegerAttr>(ctx)
        .and_then(|v| v.value_i64(ctx))
        .is_some_and(|v| v > 0 && (v & (v - 1)) == 0)
}

/// The value of the `rt.constant` defining `value`, if one does (a native matcher).
pub fn constant_value(ctx: &Context, body: &Body, value: Value) -> Option<Attribute> {
    let constant = ConstantOp::from_op(ctx, body, value.defining_op()?)?;
    constant.value(ctx, body).map(|v| v.attr())
}

/// Whether an integer attribute is zero.
pub fn is_zero(ctx: &Context, _body: &Body, value: Attribute) -> bool {
    value
        .dyn_cast::<IntegerAttr>(ctx)
        .and_then(|v| v.value_i64(ctx))
        == Some(0)
}

/// The base-2 logarithm of a power of two, as an attribute of the same type.
pub fn log2(
    ctx: &Context,
    _rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    value: Attribute,
) -> Attribute {
    let Some(int) = value.dyn_cast::<IntegerAttr>(ctx) else {
        return value;
    };
    let log = int
        .value_i64(ctx)
        .map_or(0, |v| i64::from(v.max(1).ilog2()));
    IntegerAttr::get(ctx, int.ty(ctx), log).attr()
}

/// The low and high halves of a 64-bit value, built with `rt.lo` and `rt.hi`.
pub fn halves(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    value: Value,
) -> [Value; 2] {
    let lo = LoOp::create(rewriter, loc, value);
    let hi = HiOp::create(rewriter, loc, value);
    let (Ok(lo), Ok(hi)) = (lo, hi) else {
        // The insertion point is set by the rule: creating cannot fail.
        return [value, value];
    };
    [
        lo.result(ctx, rewriter.body()),
        hi.result(ctx, rewriter.body()),
    ]
}

/// The sum of two integer weights.
pub fn sum_weights(
    ctx: &Context,
    _rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    let value = |attr: Attribute| {
        attr.dyn_cast::<IntegerAttr>(ctx)
            .and_then(|v| v.value_i64(ctx))
            .unwrap_or(0)
    };
    IntegerAttr::get(ctx, ctx.common().i32, value(a).wrapping_add(value(b))).attr()
}

/// Marks an op built by a rule with a `merged` unit attribute.
pub fn mark_merged(ctx: &Context, rewriter: &mut PatternRewriter<'_>, _loc: Location, op: OpId) {
    let unit = ctx.common().unit;
    rewriter.modify_op_in_place(op, |body| body.set_attr(ctx, op, "merged", unit));
}
