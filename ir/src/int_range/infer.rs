//! The transfer functions of integer operations on [`ConstantIntRanges`], as MLIR 19's
//! `InferIntRangeCommon`: each takes the ranges of the operands (of one width) and gives the
//! ranges of the result, sound for every pair of operand values and as tight as MLIR's.
//! Bounds are computed exactly in `i128` and checked against the width, which is how overflow
//! is detected; an operation that may overflow without a flag forbidding it gives every value.

use super::ranges::{ConstantIntRanges, Width};

/// The overflow flags of an op (`nsw`, `nuw`): with one, the result of an overflow is poison,
/// so the bound saturates instead of giving up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

/// Comparison predicates, in `arith.cmpi`'s order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpPredicate {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// signed `<`
    Slt,
    /// signed `<=`
    Sle,
    /// signed `>`
    Sgt,
    /// signed `>=`
    Sge,
    /// unsigned `<`
    Ult,
    /// unsigned `<=`
    Ule,
    /// unsigned `>`
    Ugt,
    /// unsigned `>=`
    Uge,
}

impl CmpPredicate {
    /// The predicate of `arith.cmpi`'s integer encoding (0 = `eq` ... 9 = `uge`).
    pub fn from_arith(value: i64) -> Option<CmpPredicate> {
        use CmpPredicate::*;
        [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
            .get(usize::try_from(value).ok()?)
            .copied()
    }

    /// The predicate true exactly when this one is false.
    pub fn invert(self) -> CmpPredicate {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

/// Which interpretation of an `index` result must agree between 32 and 64 bits (MLIR's
/// `CmpMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpMode {
    /// Both.
    Both,
    /// The signed one.
    Signed,
    /// The unsigned one.
    Unsigned,
}

/// A bound computation on two values; `None` on an overflow that makes the range unbounded.
type BoundFn<'a> = &'a dyn Fn(i128, i128) -> Option<i128>;

/// The range with `op(min_l, min_r)` and `op(max_l, max_r)` as bounds, or every value when
/// either overflows (MLIR's `computeBoundsBy`).
fn bounds_by(
    width: u32,
    op: BoundFn<'_>,
    (min_l, min_r): (i128, i128),
    (max_l, max_r): (i128, i128),
    signed: bool,
) -> ConstantIntRanges {
    match (op(min_l, min_r), op(max_l, max_r)) {
        (Some(min), Some(max)) => range(width, min, max, signed),
        _ => ConstantIntRanges::max_range(width),
    }
}

/// The range of the least and greatest `op(l, r)` over the given corners, or every value when
/// one overflows (MLIR's `minMaxBy`).
fn min_max_by(
    width: u32,
    op: BoundFn<'_>,
    lhs: &[i128],
    rhs: &[i128],
    signed: bool,
) -> ConstantIntRanges {
    let mut min = i128::MAX;
    let mut max = i128::MIN;
    for &l in lhs {
        for &r in rhs {
            let Some(value) = op(l, r) else {
                return ConstantIntRanges::max_range(width);
            };
            min = min.min(value);
            max = max.max(value);
        }
    }
    range(width, min, max, signed)
}

/// `[min, max]` as a signed or unsigned range (the values are in range for the width).
fn range(width: u32, min: i128, max: i128, signed: bool) -> ConstantIntRanges {
    let w = Width(width);
    if signed {
        ConstantIntRanges::from_signed(width, min as i64, max as i64)
    } else {
        ConstantIntRanges::from_unsigned(width, w.bits(min), w.bits(max))
    }
}

/// The unsigned bounds as `i128`.
fn ubounds(r: &ConstantIntRanges) -> (i128, i128) {
    (r.umin().into(), r.umax().into())
}

/// The signed bounds as `i128`.
fn sbounds(r: &ConstantIntRanges) -> (i128, i128) {
    (r.smin().into(), r.smax().into())
}

/// `value` as an unsigned result: saturated with `saturate`, else `None` when out of range.
fn unsigned_result(w: Width, value: i128, saturate: bool) -> Option<i128> {
    if saturate {
        Some(value.clamp(0, w.umax().into()))
    } else {
        w.fit_unsigned(value).map(i128::from)
    }
}

/// `value` as a signed result: saturated with `saturate`, else `None` when out of range.
fn signed_result(w: Width, value: i128, saturate: bool) -> Option<i128> {
    if saturate {
        Some(value.clamp(w.smin().into(), w.smax().into()))
    } else {
        w.fit_signed(value).map(i128::from)
    }
}

/// Two bounds of a range, as `(min, max)`.
type Bounds = (i128, i128);

/// Which operand bounds give the least and the greatest result: `(lhs, rhs)` pairs.
type Corners = fn(Bounds, Bounds) -> ((i128, i128), (i128, i128));

/// The unsigned and the signed range of an operation computed by `exact` on the bounds
/// (`corners` says which bounds give its extremes), intersected.
fn both_by(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
    exact: fn(i128, i128) -> i128,
    corners: Corners,
) -> ConstantIntRanges {
    let width = lhs.width();
    let w = Width(width);
    let uop = |a, b| unsigned_result(w, exact(a, b), flags.nuw);
    let sop = |a, b| signed_result(w, exact(a, b), flags.nsw);
    let (umin, umax) = corners(ubounds(lhs), ubounds(rhs));
    let (smin, smax) = corners(sbounds(lhs), sbounds(rhs));
    let urange = bounds_by(width, &uop, umin, umax, false);
    let srange = bounds_by(width, &sop, smin, smax, true);
    urange.intersection(&srange)
}

/// `lhs + rhs`.
pub fn add(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    both_by(
        lhs,
        rhs,
        flags,
        |a, b| a + b,
        |l, r| ((l.0, r.0), (l.1, r.1)),
    )
}

/// `lhs - rhs`.
pub fn sub(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    both_by(
        lhs,
        rhs,
        flags,
        |a, b| a - b,
        |l, r| ((l.0, r.1), (l.1, r.0)),
    )
}

/// `lhs * rhs`.
pub fn mul(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    let width = lhs.width();
    let w = Width(width);
    let uop = |a: i128, b: i128| unsigned_result(w, a * b, flags.nuw);
    let sop = |a: i128, b: i128| signed_result(w, a * b, flags.nsw);
    let (ul, ur) = (ubounds(lhs), ubounds(rhs));
    let (sl, sr) = (sbounds(lhs), sbounds(rhs));
    let urange = min_max_by(width, &uop, &[ul.0, ul.1], &[ur.0, ur.1], false);
    let srange = min_max_by(width, &sop, &[sl.0, sl.1], &[sr.0, sr.1], true);
    urange.intersection(&srange)
}

/// Rounds a quotient: given the dividend, the divisor and the truncated quotient, the rounded
/// quotient, or `None` when it overflows.
type DivFixup = fn(Width, i128, i128, i128) -> Option<i128>;

fn div_u_range(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: DivFixup,
) -> ConstantIntRanges {
    let width = lhs.width();
    let w = Width(width);
    let (lmin, lmax) = ubounds(lhs);
    let (rmin, rmax) = ubounds(rhs);
    if rmin != 0 && rmax != 0 {
        let op = |a: i128, b: i128| fixup(w, a, b, a / b);
        return min_max_by(width, &op, &[lmin, lmax], &[rmin, rmax], false);
    }
    // X u/ Y is at most X; the least value needs a divisor bounded away from zero.
    let umin = if lmin >= rmax && rmax != 0 {
        lmin / rmax
    } else {
        0
    };
    ConstantIntRanges::from_unsigned(width, umin as u64, lmax as u64)
}

/// `lhs u/ rhs`.
pub fn div_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_u_range(lhs, rhs, |_, _, _, q| Some(q))
}

/// `ceil(lhs u/ rhs)`.
pub fn ceil_div_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_u_range(lhs, rhs, |w, a, b, q| {
        if a % b != 0 {
            unsigned_result(w, q + 1, false)
        } else {
            Some(q)
        }
    })
}

fn div_s_range(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: DivFixup,
) -> ConstantIntRanges {
    let width = lhs.width();
    let w = Width(width);
    let (lmin, lmax) = sbounds(lhs);
    let (rmin, rmax) = sbounds(rhs);
    if rmin > 0 || rmax < 0 {
        // Truncating division in i128 is the signed division; only MIN / -1 overflows.
        let op = |a: i128, b: i128| {
            let q = w.fit_signed(a / b)?;
            fixup(w, a, b, q.into())
        };
        return min_max_by(width, &op, &[lmin, lmax], &[rmin, rmax], true);
    }
    ConstantIntRanges::max_range(width)
}

/// `lhs s/ rhs`, rounding towards zero.
pub fn div_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_s_range(lhs, rhs, |_, _, _, q| Some(q))
}

/// `lhs s/ rhs`, rounding towards positive infinity.
pub fn ceil_div_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_s_range(lhs, rhs, |w, a, b, q| {
        if a % b != 0 && (a >= 0) == (b >= 0) {
            signed_result(w, q + 1, false)
        } else {
            Some(q)
        }
    })
}

/// `lhs s/ rhs`, rounding towards negative infinity.
pub fn floor_div_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_s_range(lhs, rhs, |w, a, b, q| {
        if a % b != 0 && (a >= 0) != (b >= 0) {
            signed_result(w, q - 1, false)
        } else {
            Some(q)
        }
    })
}

/// `lhs s% rhs` (the sign of the dividend).
pub fn rem_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let width = lhs.width();
    let w = Width(width);
    let (lmin, lmax) = sbounds(lhs);
    let (rmin, rmax) = sbounds(rhs);
    let (mut smin, mut smax) = (i128::from(w.smin()), i128::from(w.smax()));
    // No bounds when the divisor may be zero.
    if rmin > 0 || rmax < 0 {
        let max_divisor = if rmin > 0 { rmax } else { rmin.abs() };
        // `abs` of the least value wraps to itself, as APInt's.
        let max_divisor = i128::from(w.signed(w.bits(max_divisor)));
        let max_positive = i128::from(w.signed(w.bits(max_divisor - 1)));
        let min_negative = i128::from(w.signed(w.bits(-max_positive)));
        smin = if lmin < 0 { min_negative } else { 0 };
        smax = if lmax > 0 { max_positive } else { 0 };
        // A dividend range shorter than the divisor sweeps a contiguous range of remainders.
        let span = w.bits(lmax - lmin);
        if rmin == rmax && span < w.bits(max_divisor) {
            let (lo, hi) = (lmin % max_divisor, lmax % max_divisor);
            if lo <= hi {
                smin = lo;
                smax = hi;
            }
        }
    }
    ConstantIntRanges::from_signed(width, smin as i64, smax as i64)
}

/// `lhs u% rhs`.
pub fn rem_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let width = lhs.width();
    let w = Width(width);
    let (rmin, rmax) = (rhs.umin(), rhs.umax());
    let mut umin = 0;
    let mut umax = w.umax();
    // A divisor that cannot be zero bounds the remainder (MLIR 19 does not also bound it by the
    // dividend).
    if rmin != 0 {
        umax = rmax - 1;
        if rmin == rmax {
            let (lmin, lmax) = (lhs.umin(), lhs.umax());
            if lmax - lmin < rmax {
                let (lo, hi) = (lmin % rmax, lmax % rmax);
                if lo <= hi {
                    umin = lo;
                    umax = hi;
                }
            }
        }
    }
    ConstantIntRanges::from_unsigned(width, umin, umax)
}

/// The signed range of `pick` applied to both lower and both upper bounds.
fn signed_bounds(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    pick: fn(i64, i64) -> i64,
) -> ConstantIntRanges {
    let (min, max) = (pick(lhs.smin(), rhs.smin()), pick(lhs.smax(), rhs.smax()));
    ConstantIntRanges::from_signed(lhs.width(), min, max)
}

/// The unsigned range of `pick` applied to both lower and both upper bounds.
fn unsigned_bounds(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    pick: fn(u64, u64) -> u64,
) -> ConstantIntRanges {
    let (min, max) = (pick(lhs.umin(), rhs.umin()), pick(lhs.umax(), rhs.umax()));
    ConstantIntRanges::from_unsigned(lhs.width(), min, max)
}

/// Signed maximum.
pub fn max_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    signed_bounds(lhs, rhs, i64::max)
}

/// Unsigned maximum.
pub fn max_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    unsigned_bounds(lhs, rhs, u64::max)
}

/// Signed minimum.
pub fn min_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    signed_bounds(lhs, rhs, i64::min)
}

/// Unsigned minimum.
pub fn min_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    unsigned_bounds(lhs, rhs, u64::min)
}

/// The unsigned bounds with the bits below their highest difference cleared in the lower and
/// set in the upper one: every value of the range has its bits between them (MLIR's
/// `widenBitwiseBounds`).
fn widen_bitwise(r: &ConstantIntRanges) -> [i128; 2] {
    let differing = 64 - (r.umin() ^ r.umax()).leading_zeros();
    let low = if differing >= 64 {
        u64::MAX
    } else {
        (1u64 << differing) - 1
    };
    [(r.umin() & !low).into(), (r.umax() | low).into()]
}

fn bitwise(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    op: fn(i128, i128) -> i128,
) -> ConstantIntRanges {
    let f = |a, b| Some(op(a, b));
    min_max_by(
        lhs.width(),
        &f,
        &widen_bitwise(lhs),
        &widen_bitwise(rhs),
        false,
    )
}

/// Bitwise and.
pub fn and(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    bitwise(lhs, rhs, |a, b| a & b)
}

/// Bitwise or.
pub fn or(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    bitwise(lhs, rhs, |a, b| a | b)
}

/// Bitwise exclusive or.
pub fn xor(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    bitwise(lhs, rhs, |a, b| a ^ b)
}

/// `lhs << rhs`: as a multiplication by `2^rhs`; a shift by the width or more overflows.
pub fn shl(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    let width = lhs.width();
    let w = Width(width);
    let shift = |a: i128, r: i128| (r < i128::from(width)).then(|| a << r);
    let uop = |a, r| match shift(a, r) {
        Some(v) => unsigned_result(w, v, flags.nuw),
        None => flags.nuw.then(|| w.umax().into()),
    };
    let sop = |a: i128, r| match shift(a, r) {
        Some(v) => signed_result(w, v, flags.nsw),
        None => flags.nsw.then(|| {
            if a < 0 {
                w.smin().into()
            } else {
                w.smax().into()
            }
        }),
    };
    let (ul, sl, r) = (ubounds(lhs), sbounds(lhs), ubounds(rhs));
    let urange = min_max_by(width, &uop, &[ul.0, ul.1], &[r.0, r.1], false);
    let srange = min_max_by(width, &sop, &[sl.0, sl.1], &[r.0, r.1], true);
    urange.intersection(&srange)
}

/// Arithmetic shift right; a shift by the width or more gives every value.
pub fn shr_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let width = lhs.width();
    let op = |a: i128, r: i128| (r < i128::from(width)).then(|| a >> r);
    let (l, r) = (sbounds(lhs), ubounds(rhs));
    min_max_by(width, &op, &[l.0, l.1], &[r.0, r.1], true)
}

/// Logical shift right; a shift by the width or more gives every value.
pub fn shr_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let width = lhs.width();
    let op = |a: i128, r: i128| (r < i128::from(width)).then(|| a >> r);
    let (l, r) = (ubounds(lhs), ubounds(rhs));
    min_max_by(width, &op, &[l.0, l.1], &[r.0, r.1], false)
}

/// Both ranges extended to `width` bits, each its own way (zero for the unsigned one, sign
/// for the signed one): MLIR's `extRange`.
pub fn ext(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::new(width, r.umin(), r.umax(), r.smin(), r.smax())
}

/// Zero extension to `width` bits.
pub fn ext_u(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(width, r.umin(), r.umax())
}

/// Sign extension to `width` bits.
pub fn ext_s(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(width, r.smin(), r.smax())
}

/// Truncation to `width` bits: the bounds truncated when no wrap-around falls between them.
pub fn trunc(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    let dest = Width(width);
    let unsigned_rollover = width < 64 && r.umin() >> width != r.umax() >> width;
    let (umin, umax) = if unsigned_rollover {
        (0, dest.umax())
    } else {
        (r.umin() & dest.umax(), r.umax() & dest.umax())
    };
    let shift = width - 1;
    let (lo, hi) = (r.smin() >> shift, r.smax() >> shift);
    let signed_overflow = lo != hi && !(lo == -1 && (hi == -1 || hi == 0)) && !(lo == 0 && hi == 0);
    let (smin, smax) = if signed_overflow {
        (dest.smin(), dest.smax())
    } else {
        (
            dest.signed(r.smin() as u64 & dest.umax()),
            dest.signed(r.smax() as u64 & dest.umax()),
        )
    };
    ConstantIntRanges::new(width, umin, umax, smin, smax)
}

/// Whether `pred` holds for every pair of values of the ranges.
fn statically_true(pred: CmpPredicate, lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> bool {
    use CmpPredicate::*;
    match pred {
        Sle => lhs.smax() <= rhs.smin(),
        Slt => lhs.smax() < rhs.smin(),
        Ule => lhs.umax() <= rhs.umin(),
        Ult => lhs.umax() < rhs.umin(),
        Sge => lhs.smin() >= rhs.smax(),
        Sgt => lhs.smin() > rhs.smax(),
        Uge => lhs.umin() >= rhs.umax(),
        Ugt => lhs.umin() > rhs.umax(),
        Eq => matches!((lhs.constant_value(), rhs.constant_value()), (Some(a), Some(b)) if a == b),
        // Unequal in both interpretations: neither may overlap.
        Ne => {
            (statically_true(Slt, lhs, rhs) || statically_true(Sgt, lhs, rhs))
                && (statically_true(Ult, lhs, rhs) || statically_true(Ugt, lhs, rhs))
        }
    }
}

/// The value of `pred` on the ranges when it is the same for all their values.
pub fn evaluate_pred(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> Option<bool> {
    if statically_true(pred, lhs, rhs) {
        Some(true)
    } else if statically_true(pred.invert(), lhs, rhs) {
        Some(false)
    } else {
        None
    }
}

/// The `i1` range of a comparison: one value when the ranges decide it.
pub fn cmp(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> ConstantIntRanges {
    match evaluate_pred(pred, lhs, rhs) {
        Some(value) => ConstantIntRanges::constant(1, value.into()),
        None => ConstantIntRanges::from_unsigned(1, 0, 1),
    }
}

/// The least width `index` may have.
pub const INDEX_MIN_WIDTH: u32 = 32;
/// The greatest width `index` may have.
pub const INDEX_MAX_WIDTH: u32 = 64;

/// An `index` operation whose width the target decides: `infer` run on the 64-bit ranges and
/// on them truncated to 32 bits; when the 32-bit result is what the 64-bit one truncates to
/// (in the interpretation `mode` names), the 64-bit result, else the union of both (MLIR's
/// `inferIndexOp`).
pub fn index_op(
    infer: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    args: &[ConstantIntRanges],
    mode: CmpMode,
) -> ConstantIntRanges {
    let sixty_four = infer(args);
    let truncated: Vec<ConstantIntRanges> =
        args.iter().map(|r| trunc(r, INDEX_MIN_WIDTH)).collect();
    let thirty_two = infer(&truncated);
    let as_thirty_two = trunc(&sixty_four, INDEX_MIN_WIDTH);
    let equal = match mode {
        CmpMode::Both => thirty_two == as_thirty_two,
        CmpMode::Signed => {
            (thirty_two.smin(), thirty_two.smax()) == (as_thirty_two.smin(), as_thirty_two.smax())
        }
        CmpMode::Unsigned => {
            (thirty_two.umin(), thirty_two.umax()) == (as_thirty_two.umin(), as_thirty_two.umax())
        }
    };
    if equal {
        sixty_four
    } else {
        sixty_four.union(&ext(&thirty_two, INDEX_MAX_WIDTH))
    }
}
