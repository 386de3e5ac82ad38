//! The native constraints and builders the rules of `defs/arith.rules.toml` call by path
//! (MLIR's `NativeCodeCall`s and `CPred`s of `ArithCanonicalization.td`): constant tests,
//! type tests, integer arithmetic on attributes, merged overflow flags and inverted
//! predicates. Plain functions with the signatures the generated patterns expect. The rules
//! themselves, and the patterns MLIR writes in C++, are not here (see `rules` and `patterns`).

use oxir::attrs::IntegerAttr;
use oxir::rewrite::PatternRewriter;
use oxir::types::element_type_or_self;
use oxir::{Attribute, Body, Context, Location, Type, TypeData, Value};

use crate::int_math::Int;
use crate::{CmpIPredicate, IntegerOverflowFlags};

// ---- constraints ----

/// The integer (scalar or splat) an attribute holds.
fn int_or_splat(ctx: &Context, attr: Attribute) -> Option<Int> {
    crate::fold::int_const(ctx, Some(attr))
}

/// Whether an attribute is the integer -1 (all ones), or a splat of it.
pub fn is_all_ones(ctx: &Context, _body: &Body, attr: Attribute) -> bool {
    int_or_splat(ctx, attr).is_some_and(Int::is_all_ones)
}

/// Whether an attribute is the integer 1 (read as signed), or a splat of it.
pub fn is_one(ctx: &Context, _body: &Body, attr: Attribute) -> bool {
    int_or_splat(ctx, attr).is_some_and(|v| v.signed() == 1)
}

/// Whether an attribute is the integer 0, or a splat of it.
pub fn is_zero(ctx: &Context, _body: &Body, attr: Attribute) -> bool {
    int_or_splat(ctx, attr).is_some_and(Int::is_zero)
}

/// Whether two values have the same type.
pub fn same_type(_ctx: &Context, body: &Body, a: Value, b: Value) -> bool {
    body.value_type(a) == body.value_type(b)
}

/// Whether an integer attribute has the type of `value` (scalar constants only).
pub fn typed_like(ctx: &Context, body: &Body, value: Value, attr: Attribute) -> bool {
    attr.dyn_cast::<IntegerAttr>(ctx)
        .is_some_and(|int| int.ty(ctx) == body.value_type(value))
}

/// Whether a value is a scalar integer wider than `i1`.
pub fn is_wide_integer(ctx: &Context, body: &Body, value: Value) -> bool {
    matches!(ctx.type_data(body.value_type(value)), TypeData::Integer { width, .. } if *width > 1)
}

/// The bit width of an integer or `index` type, or of the elements of a shaped one (`index`
/// counts as 64 bits, MLIR's internal storage width).
fn scalar_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(element_type_or_self(ctx, ty)) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// Whether `a`'s (element) width is greater than `b`'s, both known and positive.
pub fn wider_than(ctx: &Context, body: &Body, a: Value, b: Value) -> bool {
    match (
        scalar_width(ctx, body.value_type(a)),
        scalar_width(ctx, body.value_type(b)),
    ) {
        (Some(wa), Some(wb)) => wa > wb && wb > 0,
        _ => false,
    }
}

/// Whether shifting `x` right by the constant `shift` drops exactly the bits truncating it to
/// `truncated`'s width drops (MLIR's `TruncationMatchesShiftAmount`).
pub fn truncation_matches_shift(
    ctx: &Context,
    body: &Body,
    x: Value,
    truncated: Value,
    shift: Attribute,
) -> bool {
    let (Some(wide), Some(narrow), Some(amount)) = (
        scalar_width(ctx, body.value_type(x)),
        scalar_width(ctx, body.value_type(truncated)),
        int_or_splat(ctx, shift),
    ) else {
        return false;
    };
    i64::from(wide) - i64::from(narrow) == amount.signed()
}

/// Whether a value has no uses.
pub fn unused(_ctx: &Context, body: &Body, value: Value) -> bool {
    !body.has_uses(value)
}

/// Whether a `cmpi` predicate is `eq` or `ne`.
pub fn is_equality(ctx: &Context, _body: &Body, predicate: Attribute) -> bool {
    matches!(
        CmpIPredicate::from_attr(ctx, predicate),
        Some(CmpIPredicate::Eq | CmpIPredicate::Ne)
    )
}

// ---- builders ----

/// An operation on two integer attributes.
#[derive(Copy, Clone)]
enum IntOp {
    Add,
    Sub,
    Mul,
}

/// `lhs op rhs` as an integer attribute of `result`'s type (MLIR's `addIntegerAttrs` and its
/// siblings); wraps at the type's width.
fn int_attrs(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    result: Value,
    (lhs, rhs): (Attribute, Attribute),
    op: IntOp,
) -> Attribute {
    let (Some(a), Some(b)) = (
        lhs.dyn_cast::<IntegerAttr>(ctx),
        rhs.dyn_cast::<IntegerAttr>(ctx),
    ) else {
        // The rules only pass integer attributes (`APIntAttr`).
        return lhs;
    };
    let (a, b) = (a.value_bigint(ctx), b.value_bigint(ctx));
    let value = match op {
        IntOp::Add => a + b,
        IntOp::Sub => a - b,
        IntOp::Mul => a * b,
    };
    let ty = rewriter.body().value_type(result);
    IntegerAttr::get_bigint(ctx, ty, &value).attr()
}

/// `c0 + c1` of the type of `result`.
pub fn add_ints(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    result: Value,
    c0: Attribute,
    c1: Attribute,
) -> Attribute {
    int_attrs(ctx, rewriter, result, (c0, c1), IntOp::Add)
}

/// `c0 - c1` of the type of `result`.
pub fn sub_ints(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    result: Value,
    c0: Attribute,
    c1: Attribute,
) -> Attribute {
    int_attrs(ctx, rewriter, result, (c0, c1), IntOp::Sub)
}

/// `c0 * c1` of the type of `result`.
pub fn mul_ints(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    result: Value,
    c0: Attribute,
    c1: Attribute,
) -> Attribute {
    int_attrs(ctx, rewriter, result, (c0, c1), IntOp::Mul)
}

/// The zero of `value`'s type (MLIR's `getZeroAttr`): an integer, or a splat of one.
pub fn zero_of(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    value: Value,
) -> Attribute {
    let ty = rewriter.body().value_type(value);
    let scalar = IntegerAttr::get(ctx, element_type_or_self(ctx, ty), 0).attr();
    if ty == element_type_or_self(ctx, ty) {
        return scalar;
    }
    oxir::attrs::DenseElementsAttr::get_splat(ctx, ty, scalar).map_or(scalar, |splat| splat.attr())
}

/// The overflow flags both ops promise (MLIR's `mergeOverflowFlags`): their intersection (an
/// absent attribute is its default, no flag).
pub fn merge_overflow(
    ctx: &Context,
    _rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    a: Option<Attribute>,
    b: Option<Attribute>,
) -> Attribute {
    let flags = |attr: Option<Attribute>| {
        attr.and_then(|attr| IntegerOverflowFlags::from_attr(ctx, attr))
            .map_or(0, |f| f.value())
    };
    let merged =
        IntegerOverflowFlags::from_value(flags(a) & flags(b)).unwrap_or(IntegerOverflowFlags::NONE);
    merged.get_attr(ctx)
}

/// The predicate that holds exactly when `predicate` does not (MLIR's `invertPredicate`).
pub fn invert_predicate(
    ctx: &Context,
    _rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    predicate: Attribute,
) -> Attribute {
    use CmpIPredicate::*;
    let Some(p) = CmpIPredicate::from_attr(ctx, predicate) else {
        return predicate;
    };
    let inverted = match p {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sge => Slt,
        Sle => Sgt,
        Sgt => Sle,
        Ult => Uge,
        Uge => Ult,
        Ule => Ugt,
        Ugt => Ule,
    };
    inverted.get_attr(ctx)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::attrs::DenseElementsAttr;
    use oxir::types::VectorType;

    #[test]
    fn inverted_predicates_are_complements() {
        let ctx = Context::new();
        crate::register(&ctx);
        let mut body = Body::new();
        let mut rewriter = PatternRewriter::new(&ctx, &mut body);
        let loc = rewriter.loc();
        let invert = |rewriter: &mut PatternRewriter<'_>, p: CmpIPredicate| {
            let attr = invert_predicate(&ctx, rewriter, loc, p.get_attr(&ctx));
            CmpIPredicate::from_attr(&ctx, attr)
        };
        assert_eq!(
            invert(&mut rewriter, CmpIPredicate::Slt),
            Some(CmpIPredicate::Sge)
        );
        assert_eq!(
            invert(&mut rewriter, CmpIPredicate::Ule),
            Some(CmpIPredicate::Ugt)
        );
        assert_eq!(
            invert(&mut rewriter, CmpIPredicate::Eq),
            Some(CmpIPredicate::Ne)
        );
        for p in [CmpIPredicate::Sgt, CmpIPredicate::Uge, CmpIPredicate::Ne] {
            let twice = invert(&mut rewriter, p).map(|q| invert(&mut rewriter, q));
            assert_eq!(twice, Some(Some(p)));
        }
    }

    #[test]
    fn overflow_flags_merge_to_what_both_promise() {
        let ctx = Context::new();
        crate::register(&ctx);
        let mut body = Body::new();
        let mut rewriter = PatternRewriter::new(&ctx, &mut body);
        let loc = rewriter.loc();
        let flags = |v: u32| IntegerOverflowFlags::from_value(v).map(|f| f.get_attr(&ctx));
        let both = flags(IntegerOverflowFlags::NSW.value() | IntegerOverflowFlags::NUW.value());
        let merged = merge_overflow(&ctx, &mut rewriter, loc, both, flags(1));
        assert_eq!(Some(merged), flags(1), "nsw, nuw and nsw give nsw");
        let merged = merge_overflow(&ctx, &mut rewriter, loc, both, None);
        assert_eq!(
            Some(merged),
            flags(0),
            "an absent attribute promises nothing"
        );
    }

    #[test]
    fn constants_are_recognized_as_scalars_and_splats() {
        let ctx = Context::new();
        let body = Body::new();
        let i8 = ctx.common().i8;
        let ones = IntegerAttr::get(&ctx, i8, -1).attr();
        let one = IntegerAttr::get(&ctx, i8, 1).attr();
        let vector = VectorType::get(&ctx, &[4], i8).ty();
        let splat = DenseElementsAttr::get_splat(&ctx, vector, ones).map(|d| d.attr());
        assert!(is_all_ones(&ctx, &body, ones));
        assert!(splat.is_ok_and(|s| is_all_ones(&ctx, &body, s)));
        assert!(is_one(&ctx, &body, one) && !is_one(&ctx, &body, ones));
        assert!(!is_zero(&ctx, &body, one));
    }
}
