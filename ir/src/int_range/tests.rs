//! Tests of the transfer functions, against what `mlir-opt-19`'s `test.reflect_bounds` prints
//! for the same operands.

use super::infer::*;
use super::ranges::ConstantIntRanges;

fn u(width: u32, min: u64, max: u64) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(width, min, max)
}

fn s(width: u32, min: i64, max: i64) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(width, min, max)
}

fn c(width: u32, value: i64) -> ConstantIntRanges {
    ConstantIntRanges::constant(width, value as u64)
}

/// The four bounds: `(umin, umax, smin, smax)`.
fn b(r: ConstantIntRanges) -> (u64, u64, i64, i64) {
    (r.umin(), r.umax(), r.smin(), r.smax())
}

const NONE: OverflowFlags = OverflowFlags {
    nsw: false,
    nuw: false,
};

#[test]
fn ranges_derive_the_other_interpretation() {
    assert_eq!(b(u(8, 1, 5)), (1, 5, 1, 5));
    assert_eq!(b(u(8, 100, 200)), (100, 200, -128, 127));
    assert_eq!(b(s(8, -3, -1)), (253, 255, -3, -1));
    assert_eq!(b(s(8, -1, 1)), (0, 255, -1, 1));
    assert_eq!(c(8, -1).constant_value(), Some(255));
    assert_eq!(u(8, 0, 1).constant_value(), None);
    assert_eq!(b(u(8, 0, 3).union(&u(8, 10, 12))), (0, 12, 0, 12));
    assert_eq!(
        b(ConstantIntRanges::max_range(64)),
        (0, u64::MAX, i64::MIN, i64::MAX)
    );
}

#[test]
fn addition_and_subtraction_overflow_to_every_value() {
    assert_eq!(b(add(&u(32, 0, 255), &c(32, 1), NONE)), (1, 256, 1, 256));
    assert_eq!(b(add(&u(8, 0, 255), &c(8, 1), NONE)), (0, 255, -128, 127));
    let nuw = OverflowFlags {
        nsw: false,
        nuw: true,
    };
    // Saturated unsigned bounds, intersected with the signed ones as MLIR does.
    assert_eq!(b(add(&u(8, 250, 255), &c(8, 10), nuw)), (255, 9, 4, -1));
    assert_eq!(b(sub(&u(32, 10, 20), &u(32, 0, 5), NONE)), (5, 20, 5, 20));
    assert_eq!(b(sub(&c(8, 0), &c(8, 1), NONE)), (255, 255, -1, -1));
}

#[test]
fn multiplication_and_division() {
    assert_eq!(b(mul(&u(32, 2, 3), &u(32, 4, 5), NONE)), (8, 15, 8, 15));
    assert_eq!(b(mul(&s(32, -2, 3), &c(32, 4), NONE)).2, -8);
    assert_eq!(b(div_u(&u(32, 10, 20), &u(32, 2, 5))), (2, 10, 2, 10));
    assert_eq!(b(div_u(&u(32, 10, 20), &u(32, 0, 5))), (2, 20, 2, 20));
    assert_eq!(b(ceil_div_u(&u(32, 10, 21), &c(32, 4))), (3, 6, 3, 6));
    assert_eq!(
        b(div_s(&s(32, -10, 20), &c(32, 3))),
        (0, u32::MAX as u64, -3, 6)
    );
    assert_eq!(b(floor_div_s(&s(32, -10, 20), &c(32, 3))).2, -4);
    assert_eq!(b(ceil_div_s(&s(32, -10, 20), &c(32, 3))).3, 7);
    assert_eq!(
        div_s(&s(32, -10, 20), &s(32, -1, 1)),
        ConstantIntRanges::max_range(32)
    );
}

#[test]
fn remainders_sweep_contiguous_ranges() {
    assert_eq!(b(rem_u(&u(32, 12, 14), &c(32, 10))), (2, 4, 2, 4));
    assert_eq!(b(rem_u(&u(32, 8, 12), &c(32, 10))), (0, 9, 0, 9));
    assert_eq!(
        b(rem_s(&s(32, -3, 5), &c(32, 4))),
        (0, u32::MAX as u64, -3, 3)
    );
    assert_eq!(b(rem_s(&s(32, 5, 6), &c(32, 4))), (1, 2, 1, 2));
}

#[test]
fn bitwise_operations_widen_to_common_prefixes() {
    assert_eq!(
        b(and(&ConstantIntRanges::max_range(32), &c(32, 255))),
        (0, 255, 0, 255)
    );
    assert_eq!(b(or(&u(8, 0, 3), &c(8, 4))), (4, 7, 4, 7));
    assert_eq!(b(xor(&u(8, 0, 3), &c(8, 1))), (1, 2, 1, 2));
}

#[test]
fn shifts() {
    assert_eq!(b(shl(&u(32, 1, 3), &u(32, 0, 2), NONE)), (1, 12, 1, 12));
    assert_eq!(
        shl(&c(8, 1), &c(8, 8), NONE),
        ConstantIntRanges::max_range(8)
    );
    assert_eq!(b(shr_u(&u(32, 16, 64), &c(32, 4))), (1, 4, 1, 4));
    assert_eq!(b(shr_s(&s(32, -16, 64), &c(32, 4))).2, -1);
}

#[test]
fn casts_and_truncation() {
    assert_eq!(b(ext_u(&s(8, -1, 1), 16)), (0, 255, 0, 255));
    assert_eq!(b(ext_s(&s(8, -1, 1), 16)), (0, 65535, -1, 1));
    assert_eq!(b(trunc(&u(16, 256, 258), 8)), (0, 2, 0, 2));
    assert_eq!(b(trunc(&u(16, 255, 257), 8)), (0, 255, -128, 127));
    assert_eq!(b(ext(&s(32, -1, 1), 64)), (0, u32::MAX as u64, -1, 1));
}

#[test]
fn comparisons_decide_what_the_ranges_decide() {
    assert_eq!(
        evaluate_pred(CmpPredicate::Ult, &u(32, 1, 256), &c(32, 300)),
        Some(true)
    );
    assert_eq!(
        evaluate_pred(CmpPredicate::Ult, &u(32, 1, 256), &c(32, 255)),
        None
    );
    assert_eq!(
        evaluate_pred(CmpPredicate::Sge, &u(32, 1, 256), &c(32, 0)),
        Some(true)
    );
    assert_eq!(
        evaluate_pred(CmpPredicate::Eq, &c(32, 3), &c(32, 3)),
        Some(true)
    );
    assert_eq!(
        evaluate_pred(CmpPredicate::Ne, &u(32, 0, 3), &u(32, 4, 5)),
        Some(true)
    );
    assert_eq!(
        b(cmp(CmpPredicate::Slt, &c(32, 1), &c(32, 2))),
        (1, 1, -1, -1)
    );
    assert_eq!(CmpPredicate::from_arith(9), Some(CmpPredicate::Uge));
}

#[test]
fn index_ops_agree_between_32_and_64_bits_or_merge() {
    let add64 = |args: &[ConstantIntRanges]| add(&args[0], &args[1], NONE);
    let small = index_op(&add64, &[u(64, 0, 10), c(64, 1)], CmpMode::Both);
    assert_eq!(b(small), (1, 11, 1, 11));
    let agrees = index_op(&add64, &[c(64, u32::MAX as i64), c(64, 1)], CmpMode::Both);
    assert_eq!(b(agrees), (1 << 32, 1 << 32, 1 << 32, 1 << 32));
    let mul64 = |args: &[ConstantIntRanges]| mul(&args[0], &args[1], NONE);
    let wraps = index_op(&mul64, &[c(64, 1 << 16), c(64, 1 << 16)], CmpMode::Both);
    assert_eq!(b(wraps), (0, 1 << 32, i32::MIN as i64, 1 << 32));
}

#[test]
fn mixed_sign_operands_as_mlir_19_bounds_them() {
    // `x` in [-3, 5] of i8; the expected bounds are what `test.reflect_bounds` prints.
    let x = s(8, -3, 5);
    let any = ConstantIntRanges::max_range(8);
    assert_eq!(b(rem_s(&x, &c(8, 4))), (0, 255, -3, 3));
    assert_eq!(rem_s(&x, &any), any);
    assert_eq!(b(shl(&x, &c(8, 3), NONE)), (0, 255, -24, 40));
    assert_eq!(div_u(&x, &any), any);
    assert_eq!(b(trunc(&ext_s(&x, 16), 8)), (0, 255, -3, 5));
    assert_eq!(b(mul(&x, &x, NONE)), (0, 255, -15, 25));
    assert_eq!(shr_s(&x, &any), any);
    assert_eq!(b(rem_u(&u(8, 0, 5), &any)), (0, 255, -128, 127));
    assert_eq!(b(ceil_div_s(&s(8, -128, 5), &c(8, 3))), (0, 255, -42, 2));
}
