//! The integer ranges of the `index` ops (MLIR 19's `InferIntRangeInterfaceImpls.cpp` for
//! `index`). An `index` is 32 or 64 bits wide, as the target decides, so each operation is
//! inferred at both widths and the 64-bit result kept where the two agree
//! (`oxir::int_range::infer::index_op`); casts to `index` take the union of both widths, and
//! `index.cmp` is decided only when both widths decide it alike.

use oxir::attrs::{BoolAttr, IntegerAttr};
use oxir::descriptor::attach_op_interface;
use oxir::int_range::infer::{self, CmpMode, CmpPredicate, INDEX_MIN_WIDTH, OverflowFlags};
use oxir::int_range::{
    ConstantIntRanges, InferIntRangeInterface, IntegerValueRange, infer_ranges_from_defined,
    storage_width,
};
use oxir::op_support::attr;
use oxir::types::TypeData;
use oxir::{Body, Context, OpId, Type, Value};

/// The range model of the `index` ops.
struct IndexRanges;

/// A two-operand operation on ranges of one width.
type Binary = fn(&ConstantIntRanges, &ConstantIntRanges) -> ConstantIntRanges;

/// The transfer function of binary op `name` and which interpretation must agree between
/// widths.
fn binary(name: &str) -> Option<(Binary, CmpMode)> {
    use CmpMode::*;
    const NONE: OverflowFlags = OverflowFlags {
        nsw: false,
        nuw: false,
    };
    Some(match name {
        "index.add" => (|a, b| infer::add(a, b, NONE), Both),
        "index.sub" => (|a, b| infer::sub(a, b, NONE), Both),
        "index.mul" => (|a, b| infer::mul(a, b, NONE), Both),
        "index.shl" => (|a, b| infer::shl(a, b, NONE), Both),
        "index.divu" => (infer::div_u, Unsigned),
        "index.divs" => (infer::div_s, Signed),
        "index.ceildivu" => (infer::ceil_div_u, Unsigned),
        "index.ceildivs" => (infer::ceil_div_s, Signed),
        "index.floordivs" => (infer::floor_div_s, Signed),
        "index.rems" => (infer::rem_s, Signed),
        "index.remu" => (infer::rem_u, Unsigned),
        "index.maxs" => (infer::max_s, Signed),
        "index.maxu" => (infer::max_u, Unsigned),
        "index.mins" => (infer::min_s, Signed),
        "index.minu" => (infer::min_u, Unsigned),
        "index.shrs" => (infer::shr_s, Signed),
        "index.shru" => (infer::shr_u, Unsigned),
        "index.and" => (infer::and, Unsigned),
        "index.or" => (infer::or, Unsigned),
        "index.xor" => (infer::xor, Unsigned),
        _ => return None,
    })
}

/// `range` of `from` bits made `to` bits wide by the cast's extension or a truncation.
fn like_dest(range: &ConstantIntRanges, to: u32, signed: bool) -> ConstantIntRanges {
    let from = range.width();
    if from < to {
        if signed {
            infer::ext_s(range, to)
        } else {
            infer::ext_u(range, to)
        }
    } else if from > to {
        infer::trunc(range, to)
    } else {
        *range
    }
}

/// `index.casts` / `index.castu` of `range` from `source` to `dest`: to `index`, the union of
/// the casts to 64 and to 32 bits.
fn cast(
    ctx: &Context,
    range: &ConstantIntRanges,
    source: Type,
    dest: Type,
    signed: bool,
) -> Option<ConstantIntRanges> {
    let to = storage_width(ctx, dest)?;
    let storage = like_dest(range, to, signed);
    if matches!(ctx.type_data(source), TypeData::Index) {
        return Some(storage);
    }
    let narrow = like_dest(range, INDEX_MIN_WIDTH, signed);
    Some(storage.union(&infer::ext(&narrow, to)))
}

/// The predicate of an `index.cmp`.
fn predicate(ctx: &Context, body: &Body, op: OpId) -> Option<CmpPredicate> {
    let pred = crate::IndexCmpPredicate::from_attr(ctx, attr(ctx, body, op, "pred")?)?;
    CmpPredicate::from_arith(pred.value() as i64)
}

/// `index.cmp`: decided when the 64-bit and the 32-bit comparison agree.
fn compare(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> ConstantIntRanges {
    let wide = infer::evaluate_pred(pred, lhs, rhs);
    let (l, r) = (
        infer::trunc(lhs, INDEX_MIN_WIDTH),
        infer::trunc(rhs, INDEX_MIN_WIDTH),
    );
    match wide.filter(|_| wide == infer::evaluate_pred(pred, &l, &r)) {
        Some(value) => ConstantIntRanges::constant(1, value.into()),
        None => ConstantIntRanges::from_unsigned(1, 0, 1),
    }
}

/// The range of a constant op.
fn constant(ctx: &Context, body: &Body, op: OpId) -> Option<ConstantIntRanges> {
    let value = attr(ctx, body, op, "value")?;
    if let Some(b) = value.dyn_cast::<BoolAttr>(ctx) {
        return Some(ConstantIntRanges::constant(1, b.value(ctx).into()));
    }
    let int = value.dyn_cast::<IntegerAttr>(ctx)?;
    Some(ConstantIntRanges::constant(64, int.value_u64(ctx)?))
}

impl InferIntRangeInterface for IndexRanges {
    fn infer_result_ranges(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[IntegerValueRange],
    ) -> Vec<(Value, IntegerValueRange)> {
        let name = ctx.op_name_str(body.op_name(op));
        let result_type = body.result_types(op).next();
        infer_ranges_from_defined(body, op, operands, |args| {
            let range = match (name, args) {
                ("index.constant" | "index.bool.constant", _) => constant(ctx, body, op),
                ("index.sizeof", _) => Some(ConstantIntRanges::from_unsigned(64, 32, 64)),
                ("index.cmp", [lhs, rhs]) => predicate(ctx, body, op).map(|p| compare(p, lhs, rhs)),
                ("index.casts" | "index.castu", [arg]) => {
                    let source = body.operand(op, 0).map(|v| body.value_type(v));
                    match (source, result_type) {
                        (Some(source), Some(dest)) => {
                            cast(ctx, arg, source, dest, name == "index.casts")
                        }
                        _ => None,
                    }
                }
                (_, [lhs, rhs]) => binary(name).map(|(f, mode)| {
                    infer::index_op(
                        &|a: &[ConstantIntRanges]| f(&a[0], &a[1]),
                        &[*lhs, *rhs],
                        mode,
                    )
                }),
                _ => None,
            };
            vec![range]
        })
    }
}

/// Attaches the range model to every `index` op in `ctx` (registered already).
pub fn attach(ctx: &Context) {
    let ops = [
        "add",
        "sub",
        "mul",
        "divs",
        "divu",
        "ceildivs",
        "ceildivu",
        "floordivs",
        "rems",
        "remu",
        "maxs",
        "maxu",
        "mins",
        "minu",
        "shl",
        "shrs",
        "shru",
        "and",
        "or",
        "xor",
        "casts",
        "castu",
        "cmp",
        "sizeof",
        "constant",
        "bool.constant",
    ];
    for op in ops {
        attach_op_interface::<dyn InferIntRangeInterface>(
            ctx,
            &format!("index.{op}"),
            Box::new(IndexRanges),
        );
    }
}
