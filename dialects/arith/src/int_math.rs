//! Two's complement arithmetic on integers of up to 64 bits, as LLVM's `APInt` computes it for
//! the folders of `arith` ([`crate::fold`]): wrapping add, sub and mul, divisions and remainders
//! that refuse (`None`) where MLIR refuses to fold (division by zero, signed overflow), shifts
//! as `APInt` shifts (past the width too), high halves of products, comparisons and width
//! changes. Not a general
//! big-integer type: wider integers are not folded.

use crate::CmpIPredicate;

/// An integer of `width` bits (1 to 64), its bits kept zero-extended in a `u64`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Int {
    width: u32,
    bits: u64,
}

impl Int {
    /// The integer of `width` bits (1 to 64) holding the low bits of `raw`; `None` for other
    /// widths.
    pub fn new(width: u32, raw: u64) -> Option<Int> {
        (1..=64).contains(&width).then(|| Int {
            width,
            bits: raw & mask(width),
        })
    }

    /// The width in bits.
    pub fn width(self) -> u32 {
        self.width
    }

    /// The bits read as unsigned.
    pub fn unsigned(self) -> u64 {
        self.bits
    }

    /// The bits read as signed (two's complement).
    pub fn signed(self) -> i64 {
        let shift = 64 - self.width;
        ((self.bits << shift) as i64) >> shift
    }

    fn with(self, raw: u64) -> Int {
        Int {
            width: self.width,
            bits: raw & mask(self.width),
        }
    }

    /// Whether every bit is clear.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }

    /// Whether the value is one.
    pub fn is_one(self) -> bool {
        self.bits == 1
    }

    /// Whether every bit is set.
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }

    /// Whether this is the most negative signed value.
    pub fn is_min_signed(self) -> bool {
        self.bits == 1 << (self.width - 1)
    }

    /// Whether this is the largest signed value.
    pub fn is_max_signed(self) -> bool {
        self.bits == mask(self.width) >> 1
    }

    /// `self + rhs`, wrapping.
    pub fn wrapping_add(self, rhs: Int) -> Int {
        self.with(self.bits.wrapping_add(rhs.bits))
    }

    /// `self - rhs`, wrapping.
    pub fn wrapping_sub(self, rhs: Int) -> Int {
        self.with(self.bits.wrapping_sub(rhs.bits))
    }

    /// `self * rhs`, wrapping.
    pub fn wrapping_mul(self, rhs: Int) -> Int {
        self.with(self.bits.wrapping_mul(rhs.bits))
    }

    /// Unsigned division; `None` when dividing by zero.
    pub fn udiv(self, rhs: Int) -> Option<Int> {
        (!rhs.is_zero()).then(|| self.with(self.bits / rhs.bits))
    }

    /// Unsigned remainder; `None` when dividing by zero.
    pub fn urem(self, rhs: Int) -> Option<Int> {
        (!rhs.is_zero()).then(|| self.with(self.bits % rhs.bits))
    }

    /// Signed division rounding toward zero; `None` when dividing by zero or on overflow
    /// (the most negative value divided by -1).
    pub fn sdiv(self, rhs: Int) -> Option<Int> {
        if rhs.is_zero() || (self.is_min_signed() && rhs.is_all_ones()) {
            return None;
        }
        Some(self.with(self.signed().wrapping_div(rhs.signed()) as u64))
    }

    /// Signed remainder (the sign of the dividend); `None` when dividing by zero. The most
    /// negative value modulo -1 is 0, not an overflow.
    pub fn srem(self, rhs: Int) -> Option<Int> {
        (!rhs.is_zero()).then(|| self.with(self.signed().wrapping_rem(rhs.signed()) as u64))
    }

    /// Signed division rounding toward negative infinity (`APInt::sfloordiv_ov`); `None` when
    /// dividing by zero or on overflow.
    pub fn floor_div(self, rhs: Int) -> Option<Int> {
        let quotient = self.sdiv(rhs)?;
        let inexact = !self.srem(rhs)?.is_zero();
        let negative = (self.signed() < 0) != (rhs.signed() < 0);
        Some(if inexact && negative {
            quotient.wrapping_sub(self.with(1))
        } else {
            quotient
        })
    }

    /// Signed division rounding toward positive infinity, as MLIR's `arith.ceildivsi` folder
    /// computes it: through negations and `(a - 1) / b + 1`, refusing (`None`) when dividing by
    /// zero or when any of those steps overflows (so `ceildivsi(MIN, 2)` does not fold).
    pub fn ceil_div(self, rhs: Int) -> Option<Int> {
        if rhs.is_zero() {
            return None;
        }
        if self.is_zero() {
            return Some(self);
        }
        let zero = self.with(0);
        let one = self.with(1);
        let a_pos = self.signed() > 0;
        let b_pos = rhs.signed() > 0;
        // `(a - 1) / b + 1` for positive `a` and `b`, checked at each step.
        let ceil_nonneg = |a: Int, b: Int| -> Option<Int> {
            let quotient = a.ssub_ov(one)?.sdiv(b)?;
            quotient.sadd_ov(one)
        };
        match (a_pos, b_pos) {
            (true, true) => ceil_nonneg(self, rhs),
            (false, false) => ceil_nonneg(zero.ssub_ov(self)?, zero.ssub_ov(rhs)?),
            (false, true) => zero.ssub_ov(zero.ssub_ov(self)?.sdiv(rhs)?),
            (true, false) => zero.ssub_ov(self.sdiv(zero.ssub_ov(rhs)?)?),
        }
    }

    /// `self - rhs`, `None` on signed overflow.
    fn ssub_ov(self, rhs: Int) -> Option<Int> {
        let result = self.wrapping_sub(rhs);
        let overflow = (self.signed() < 0) != (rhs.signed() < 0)
            && (result.signed() < 0) != (self.signed() < 0);
        (!overflow).then_some(result)
    }

    /// `self + rhs`, `None` on signed overflow.
    fn sadd_ov(self, rhs: Int) -> Option<Int> {
        let result = self.wrapping_add(rhs);
        let overflow = (self.signed() < 0) == (rhs.signed() < 0)
            && (result.signed() < 0) != (self.signed() < 0);
        (!overflow).then_some(result)
    }

    /// Bitwise and.
    pub fn and(self, rhs: Int) -> Int {
        self.with(self.bits & rhs.bits)
    }

    /// Bitwise or.
    pub fn or(self, rhs: Int) -> Int {
        self.with(self.bits | rhs.bits)
    }

    /// Bitwise exclusive or.
    pub fn xor(self, rhs: Int) -> Int {
        self.with(self.bits ^ rhs.bits)
    }

    /// Whether the shift amount `rhs` is below the width (MLIR folds a shift only then, and
    /// of a dense shift only when the last element's amount is).
    pub fn shift_in_range(self, rhs: Int) -> bool {
        rhs.bits < u64::from(self.width)
    }

    /// Shift left as `APInt::shl` does: an amount not below the width gives zero.
    pub fn wrapping_shl(self, rhs: Int) -> Int {
        if self.shift_in_range(rhs) {
            self.with(self.bits << rhs.bits)
        } else {
            self.with(0)
        }
    }

    /// Logical shift right as `APInt::lshr` does: an amount not below the width gives zero.
    pub fn lshr(self, rhs: Int) -> Int {
        if self.shift_in_range(rhs) {
            self.with(self.bits >> rhs.bits)
        } else {
            self.with(0)
        }
    }

    /// Arithmetic shift right as `APInt::ashr` does: an amount not below the width fills
    /// every bit with the sign.
    pub fn ashr(self, rhs: Int) -> Int {
        let amount = rhs.bits.min(u64::from(self.width) - 1);
        self.with((self.signed() >> amount) as u64)
    }

    /// The high half of the double-width unsigned product (`APIntOps::mulhu`).
    pub fn mul_high_unsigned(self, rhs: Int) -> Int {
        let product = u128::from(self.bits) * u128::from(rhs.bits);
        self.with((product >> self.width) as u64)
    }

    /// The high half of the double-width signed product (`APIntOps::mulhs`).
    pub fn mul_high_signed(self, rhs: Int) -> Int {
        let product = i128::from(self.signed()) * i128::from(rhs.signed());
        self.with((product >> self.width) as u64)
    }

    /// The signed maximum.
    pub fn smax(self, rhs: Int) -> Int {
        if self.signed() >= rhs.signed() {
            self
        } else {
            rhs
        }
    }

    /// The signed minimum.
    pub fn smin(self, rhs: Int) -> Int {
        if self.signed() <= rhs.signed() {
            self
        } else {
            rhs
        }
    }

    /// The unsigned maximum.
    pub fn umax(self, rhs: Int) -> Int {
        self.with(self.bits.max(rhs.bits))
    }

    /// The unsigned minimum.
    pub fn umin(self, rhs: Int) -> Int {
        self.with(self.bits.min(rhs.bits))
    }

    /// `self <predicate> rhs`.
    pub fn compare(self, predicate: CmpIPredicate, rhs: Int) -> bool {
        let (s, t) = (self.signed(), rhs.signed());
        let (u, v) = (self.bits, rhs.bits);
        match predicate {
            CmpIPredicate::Eq => u == v,
            CmpIPredicate::Ne => u != v,
            CmpIPredicate::Slt => s < t,
            CmpIPredicate::Sle => s <= t,
            CmpIPredicate::Sgt => s > t,
            CmpIPredicate::Sge => s >= t,
            CmpIPredicate::Ult => u < v,
            CmpIPredicate::Ule => u <= v,
            CmpIPredicate::Ugt => u > v,
            CmpIPredicate::Uge => u >= v,
        }
    }

    /// Sign-extended or truncated to `width` bits.
    pub fn sext_or_trunc(self, width: u32) -> Option<Int> {
        Int::new(width, self.signed() as u64)
    }

    /// Zero-extended or truncated to `width` bits.
    pub fn zext_or_trunc(self, width: u32) -> Option<Int> {
        Int::new(width, self.bits)
    }
}

/// The low `width` bits set.
fn mask(width: u32) -> u64 {
    u64::MAX >> (64 - width)
}

/// What comparing a value with itself gives under `predicate`.
pub fn compare_equal_operands(predicate: CmpIPredicate) -> bool {
    matches!(
        predicate,
        CmpIPredicate::Eq
            | CmpIPredicate::Sle
            | CmpIPredicate::Sge
            | CmpIPredicate::Ule
            | CmpIPredicate::Uge
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(width: u32, value: i64) -> Int {
        Int::new(width, value as u64).unwrap()
    }

    #[test]
    fn arithmetic_wraps_at_the_width() {
        assert_eq!(i(8, 127).wrapping_add(i(8, 1)).signed(), -128);
        assert_eq!(i(8, 0).wrapping_sub(i(8, 1)).unsigned(), 255);
        assert_eq!(i(8, 16).wrapping_mul(i(8, 17)).signed(), 16);
        assert_eq!(i(64, i64::MAX).wrapping_add(i(64, 1)).signed(), i64::MIN);
        assert_eq!(i(1, 1).wrapping_add(i(1, 1)).unsigned(), 0);
        assert_eq!(i(1, -1).signed(), -1);
    }

    #[test]
    fn divisions_refuse_zero_and_signed_overflow() {
        assert_eq!(i(8, 7).udiv(i(8, 0)), None);
        assert_eq!(i(8, -128).sdiv(i(8, -1)), None);
        assert_eq!(i(8, -7).sdiv(i(8, 2)).unwrap().signed(), -3);
        assert_eq!(i(8, -1).udiv(i(8, 2)).unwrap().unsigned(), 127);
        assert_eq!(i(8, -128).srem(i(8, -1)).unwrap().signed(), 0);
        assert_eq!(i(8, -7).srem(i(8, 2)).unwrap().signed(), -1);
        assert_eq!(i(8, -7).urem(i(8, 0)), None);
        assert_eq!(i(8, -7).floor_div(i(8, 2)).unwrap().signed(), -4);
        assert_eq!(i(8, 7).floor_div(i(8, -2)).unwrap().signed(), -4);
        assert_eq!(i(8, -8).floor_div(i(8, 2)).unwrap().signed(), -4);
        assert_eq!(i(8, -128).floor_div(i(8, 2)).unwrap().signed(), -64);
        assert_eq!(i(8, -128).floor_div(i(8, -1)), None);
        assert_eq!(i(8, -7).ceil_div(i(8, 2)).unwrap().signed(), -3);
        assert_eq!(i(8, 7).ceil_div(i(8, 2)).unwrap().signed(), 4);
        assert_eq!(i(8, -7).ceil_div(i(8, -2)).unwrap().signed(), 4);
        assert_eq!(i(8, 7).ceil_div(i(8, -2)).unwrap().signed(), -3);
        assert_eq!(i(8, 0).ceil_div(i(8, -2)).unwrap().signed(), 0);
        // MLIR's folder negates the dividend first, which overflows here.
        assert_eq!(i(8, -128).ceil_div(i(8, 2)), None);
        assert_eq!(i(8, 5).ceil_div(i(8, 0)), None);
    }

    #[test]
    fn shifts_past_the_width_give_what_apint_gives() {
        assert_eq!(i(8, 1).wrapping_shl(i(8, 7)).signed(), -128);
        assert!(!i(8, 1).shift_in_range(i(8, 8)));
        assert_eq!(i(8, 1).wrapping_shl(i(8, 8)).signed(), 0);
        assert_eq!(i(8, -128).ashr(i(8, 7)).signed(), -1);
        assert_eq!(i(8, -128).ashr(i(8, 9)).signed(), -1);
        assert_eq!(i(8, -128).lshr(i(8, 7)).signed(), 1);
        assert_eq!(i(8, 1).lshr(i(8, -1)).signed(), 0);
    }

    #[test]
    fn high_halves_of_products() {
        assert_eq!(i(8, -1).mul_high_unsigned(i(8, 2)).signed(), 1);
        assert_eq!(i(8, -1).mul_high_signed(i(8, 2)).signed(), -1);
        assert_eq!(i(8, 100).mul_high_signed(i(8, 100)).signed(), 39);
        assert_eq!(i(64, -1).mul_high_unsigned(i(64, -1)).signed(), -2);
    }

    #[test]
    fn comparisons_and_extremes_read_signedness() {
        assert!(i(8, -1).compare(CmpIPredicate::Slt, i(8, 0)));
        assert!(i(8, -1).compare(CmpIPredicate::Ugt, i(8, 0)));
        assert_eq!(i(8, -1).smax(i(8, 3)).signed(), 3);
        assert_eq!(i(8, -1).umax(i(8, 3)).signed(), -1);
        assert!(i(8, -128).is_min_signed() && i(8, 127).is_max_signed());
        assert_eq!(i(8, -2).sext_or_trunc(16).unwrap().signed(), -2);
        assert_eq!(i(8, -2).zext_or_trunc(16).unwrap().signed(), 254);
        assert_eq!(i(16, 0x1ff).sext_or_trunc(8).unwrap().signed(), -1);
        assert!(compare_equal_operands(CmpIPredicate::Uge));
        assert!(!compare_equal_operands(CmpIPredicate::Ne));
    }
}
