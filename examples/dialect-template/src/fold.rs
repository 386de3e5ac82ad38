//! The hand-written hooks `defs/calc.toml` names: the folds of `calc.constant` and `calc.add`
//! (each an `oxir::rewrite::FoldFn`) and the dialect's constant materializer (an
//! `oxir::rewrite::MaterializeConstantFn`), which turns a folded constant back into an op.

use oxir::attrs::IntegerAttr;
use oxir::rewrite::{FoldOutcome, build_value_constant, fold_to_value_attr};
use oxir::{Attribute, Body, Builder, Context, Location, OpId, Type};

use crate::AddOp;

/// `calc.constant` folds to its `value`: the driver reads constants through their folds.
pub fn constant(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    fold_to_value_attr(ctx, body, op, operands)
}

/// `calc.add` of two constants folds to their sum (wrapping at the type's width), and
/// `x + 0` to `x`. `operands` holds the constant value of each operand, `None` where unknown.
pub fn add(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let Some(add) = AddOp::from_op(ctx, body, op) else {
        return FoldOutcome::NoFold;
    };
    let int =
        |a: &Option<Attribute>| a.and_then(|a| a.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx));
    match operands {
        [lhs, rhs] => match (int(lhs), int(rhs)) {
            (Some(l), Some(r)) => {
                let ty = body.value_type(add.result(ctx, body));
                FoldOutcome::attr(IntegerAttr::get(ctx, ty, l.wrapping_add(r)).attr())
            }
            (_, Some(0)) => FoldOutcome::value(add.lhs(ctx, body)),
            _ => FoldOutcome::NoFold,
        },
        _ => FoldOutcome::NoFold,
    }
}

/// Builds a `calc.constant` for a folded integer `value` of type `ty`; declines (`None`) for
/// anything else, and the fold is then not applied.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    value.dyn_cast::<IntegerAttr>(ctx)?;
    build_value_constant(ctx, body, builder, "calc.constant", value, ty, loc)
}
