//! The integer ranges of the `arith` ops (MLIR 19's `InferIntRangeInterfaceImpls.cpp` for
//! `arith`): one [`InferIntRangeInterface`] model, [`ArithRanges`], that the spec names for
//! every integer op, and that computes each op's result from the transfer functions of
//! `oxir::int_range::infer`.

use crate::{CmpIOp, IntegerOverflowFlags};
use oxir::attrs::{DenseElementsAttr, IntegerAttr};
use oxir::int_range::infer::{self, CmpPredicate, OverflowFlags};
use oxir::int_range::{
    ConstantIntRanges, InferIntRangeInterface, IntegerValueRange, infer_ranges_from_defined,
    storage_width,
};
use oxir::op_support::attr;
use oxir::{Body, Context, OpId, Value};

/// The range model of the `arith` ops. See the module documentation.
pub struct ArithRanges;

/// The `nsw` / `nuw` flags of `op`.
fn overflow_flags(ctx: &Context, body: &Body, op: OpId) -> OverflowFlags {
    let flags = attr(ctx, body, op, "overflowFlags")
        .and_then(|a| IntegerOverflowFlags::from_attr(ctx, a))
        .unwrap_or(IntegerOverflowFlags::NONE);
    OverflowFlags {
        nsw: flags.contains(IntegerOverflowFlags::NSW),
        nuw: flags.contains(IntegerOverflowFlags::NUW),
    }
}

/// The range of an `arith.constant`: its integer, or the union of the elements of a dense
/// integer constant.
fn constant_range(ctx: &Context, body: &Body, op: OpId) -> IntegerValueRange {
    let value = attr(ctx, body, op, "value")?;
    let width = storage_width(ctx, body.results(op).next().map(|r| body.value_type(r))?)?;
    if let Some(int) = value.dyn_cast::<IntegerAttr>(ctx) {
        return Some(ConstantIntRanges::constant(width, int.value_u64(ctx)?));
    }
    let dense = value.dyn_cast::<DenseElementsAttr>(ctx)?;
    dense
        .u64_values(ctx)?
        .map(|bits| ConstantIntRanges::constant(width, bits))
        .reduce(|a, b| a.union(&b))
}

/// The range of an `arith.select`: the chosen operand's when the condition is known, else
/// the union of both (every value when one is not known yet).
fn select_range(
    ctx: &Context,
    body: &Body,
    op: OpId,
    args: &[IntegerValueRange],
) -> IntegerValueRange {
    let [condition, on_true, on_false] = args else {
        return None;
    };
    match condition.and_then(|c| c.constant_value()) {
        Some(0) => *on_false,
        Some(_) => *on_true,
        None => match (on_true, on_false) {
            (Some(a), Some(b)) => Some(a.union(b)),
            _ => {
                let result = body.results(op).next()?;
                storage_width(ctx, body.value_type(result)).map(ConstantIntRanges::max_range)
            }
        },
    }
}

/// The result width of `op`, for casts.
fn result_width(ctx: &Context, body: &Body, op: OpId) -> Option<u32> {
    storage_width(ctx, body.value_type(body.results(op).next()?))
}

/// The range of a two-operand integer op `name` on `lhs` and `rhs`.
fn binary(
    name: &str,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> Option<ConstantIntRanges> {
    Some(match name {
        "arith.addi" => infer::add(lhs, rhs, flags),
        "arith.subi" => infer::sub(lhs, rhs, flags),
        "arith.muli" => infer::mul(lhs, rhs, flags),
        "arith.divui" => infer::div_u(lhs, rhs),
        "arith.divsi" => infer::div_s(lhs, rhs),
        "arith.ceildivui" => infer::ceil_div_u(lhs, rhs),
        "arith.ceildivsi" => infer::ceil_div_s(lhs, rhs),
        "arith.floordivsi" => infer::floor_div_s(lhs, rhs),
        "arith.remui" => infer::rem_u(lhs, rhs),
        "arith.remsi" => infer::rem_s(lhs, rhs),
        "arith.andi" => infer::and(lhs, rhs),
        "arith.ori" => infer::or(lhs, rhs),
        "arith.xori" => infer::xor(lhs, rhs),
        "arith.shli" => infer::shl(lhs, rhs, flags),
        "arith.shrui" => infer::shr_u(lhs, rhs),
        "arith.shrsi" => infer::shr_s(lhs, rhs),
        "arith.maxsi" => infer::max_s(lhs, rhs),
        "arith.maxui" => infer::max_u(lhs, rhs),
        "arith.minsi" => infer::min_s(lhs, rhs),
        "arith.minui" => infer::min_u(lhs, rhs),
        _ => return None,
    })
}

/// The range of a cast `name` of `arg` to `width` bits.
fn cast(name: &str, arg: &ConstantIntRanges, width: u32) -> Option<ConstantIntRanges> {
    let from = arg.width();
    Some(match name {
        "arith.extui" => infer::ext_u(arg, width),
        "arith.extsi" => infer::ext_s(arg, width),
        "arith.trunci" => infer::trunc(arg, width),
        "arith.index_cast" | "arith.index_castui" if from > width => infer::trunc(arg, width),
        "arith.index_cast" | "arith.index_castui" if from == width => *arg,
        "arith.index_cast" => infer::ext_s(arg, width),
        "arith.index_castui" => infer::ext_u(arg, width),
        _ => return None,
    })
}

impl InferIntRangeInterface for ArithRanges {
    fn infer_result_ranges(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[IntegerValueRange],
    ) -> Vec<(Value, IntegerValueRange)> {
        let name = ctx.op_name_str(body.op_name(op));
        match name {
            "arith.constant" => {
                let range = constant_range(ctx, body, op);
                return body
                    .results(op)
                    .map(|r| (r, range))
                    .filter(|(_, r)| r.is_some())
                    .collect();
            }
            "arith.select" => {
                let range = select_range(ctx, body, op, operands);
                return body.results(op).map(|r| (r, range)).collect();
            }
            _ => {}
        }
        infer_ranges_from_defined(body, op, operands, |args| {
            let range = match args {
                [lhs, rhs] if name == "arith.cmpi" => {
                    let predicate = CmpIOp::from_op(ctx, body, op)
                        .and_then(|cmp| cmp.predicate(ctx, body))
                        .and_then(|p| CmpPredicate::from_arith(p.value() as i64));
                    predicate.map(|p| infer::cmp(p, lhs, rhs))
                }
                [lhs, rhs] if lhs.width() == rhs.width() => {
                    binary(name, lhs, rhs, overflow_flags(ctx, body, op))
                }
                [arg] => result_width(ctx, body, op).and_then(|width| cast(name, arg, width)),
                _ => None,
            };
            vec![range]
        })
    }
}
