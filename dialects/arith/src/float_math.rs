//! Float constants as the folds of `arith` compute with them: a value of `f16`, `bf16`, `f32`
//! or `f64` kept as its bit pattern, so that NaNs keep their sign and payload, with the
//! arithmetic of LLVM 19's `APFloat` that MLIR 19's folders call (`add`, `subtract`,
//! `multiply`, `divide`, `mod`, `llvm::maximum`, `llvm::minimum`, `llvm::minnum`, negation and
//! exact conversions). Numbers are computed in `f64` and rounded once to the format, which is
//! exact for these formats (`f64` holds more than twice their precision). Not here: the other
//! float formats, rounding modes other than to nearest (ties to even), and reading or
//! building attributes (the fold hooks of [`crate::fold`] do that).

use oxir::text::numbers::{FloatKind, float_bits_from_f64, float_bits_to_f64};

/// A float value of one of the formats this module computes in, as its bit pattern.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Float {
    kind: FloatKind,
    bits: u128,
}

impl Float {
    /// The value of `kind` with bit pattern `bits` (bits beyond the width are dropped);
    /// `None` for formats other than `f16`, `bf16`, `f32` and `f64`.
    pub fn new(kind: FloatKind, bits: u128) -> Option<Float> {
        matches!(
            kind,
            FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
        )
        .then(|| Float {
            kind,
            bits: bits & mask(kind.bit_width()),
        })
    }

    /// `value` rounded to `kind` (to nearest, ties to even); a NaN becomes APFloat's default
    /// NaN, positive and quiet, as an invalid operation makes it.
    pub(crate) fn from_f64(kind: FloatKind, value: f64) -> Float {
        let bits = if value.is_nan() {
            Layout::of(kind).exponent | Layout::of(kind).quiet
        } else {
            float_bits_from_f64(kind, value)
        };
        Float { kind, bits }
    }

    /// The format.
    pub fn kind(self) -> FloatKind {
        self.kind
    }

    /// The bit pattern.
    pub fn bits(self) -> u128 {
        self.bits
    }

    /// The value as an `f64` (exact; NaN payloads are not kept).
    pub fn to_f64(self) -> f64 {
        float_bits_to_f64(self.kind, self.bits)
    }

    /// Whether this is a NaN, quiet or signalling.
    pub fn is_nan(self) -> bool {
        let layout = Layout::of(self.kind);
        self.bits & layout.exponent == layout.exponent && self.bits & layout.fraction != 0
    }

    /// Whether this is a signalling NaN (its quiet bit clear).
    pub fn is_signaling(self) -> bool {
        self.is_nan() && self.bits & Layout::of(self.kind).quiet == 0
    }

    /// The quiet NaN of the same sign and payload when this is a signalling NaN, else itself.
    fn quieted(self) -> Float {
        if !self.is_nan() {
            return self;
        }
        Float {
            bits: self.bits | Layout::of(self.kind).quiet,
            ..self
        }
    }

    /// The value with its sign flipped (NaNs included, as APFloat's `changeSign`).
    pub fn negated(self) -> Float {
        Float {
            bits: self.bits ^ Layout::of(self.kind).sign,
            ..self
        }
    }

    fn is_zero(self) -> bool {
        self.bits & !Layout::of(self.kind).sign == 0
    }

    fn is_negative(self) -> bool {
        self.bits & Layout::of(self.kind).sign != 0
    }

    /// An IEEE operation of APFloat: a NaN operand, the left one first, is the result,
    /// quieted; otherwise `apply` on the values, rounded once. `None` when the formats differ.
    fn arith(self, other: Float, apply: fn(f64, f64) -> f64) -> Option<Float> {
        if self.kind != other.kind {
            return None;
        }
        if self.is_nan() {
            return Some(self.quieted());
        }
        if other.is_nan() {
            return Some(other.quieted());
        }
        Some(Float::from_f64(
            self.kind,
            apply(self.to_f64(), other.to_f64()),
        ))
    }

    /// `self + other` (APFloat's `add`); `None` when the formats differ, as for the other
    /// operations.
    pub fn checked_add(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a + b)
    }

    /// `self - other` (APFloat's `subtract`; a NaN right-hand side keeps its sign).
    pub fn checked_sub(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a - b)
    }

    /// `self * other` (APFloat's `multiply`).
    pub fn checked_mul(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a * b)
    }

    /// `self / other` (APFloat's `divide`).
    pub fn checked_div(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a / b)
    }

    /// The remainder of `self / other` truncated, with the sign of `self` (APFloat's `mod`,
    /// C's `fmod`, which is exact).
    pub fn checked_rem(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a % b)
    }

    /// `llvm::maximum` of LLVM 19: a NaN operand, the left one first, as it is (not
    /// quieted); `+0.0` above `-0.0`.
    pub fn maximum(self, other: Float) -> Option<Float> {
        self.extremum(other, true, true)
    }

    /// `llvm::minimum` of LLVM 19: a NaN operand, the left one first, as it is; `-0.0` below
    /// `+0.0`.
    pub fn minimum(self, other: Float) -> Option<Float> {
        self.extremum(other, false, true)
    }

    /// The larger (`max`) or smaller operand; when one is a NaN, that NaN as it is
    /// (`nan_wins`, LLVM's `maximum`/`minimum`) or the other operand (`maxnum`/`minnum`).
    fn extremum(self, other: Float, max: bool, nan_wins: bool) -> Option<Float> {
        if self.kind != other.kind {
            return None;
        }
        let (nan, number) = match (self.is_nan(), other.is_nan()) {
            (true, _) => (self, other),
            (false, true) => (other, self),
            (false, false) => return Some(self.ordered_extremum(other, max)),
        };
        Some(if nan_wins { nan } else { number })
    }

    /// The larger (`max`) or smaller of two non-NaN values, zeros ordered by sign.
    fn ordered_extremum(self, other: Float, max: bool) -> Float {
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            let negative = if self.is_negative() { self } else { other };
            let positive = if self.is_negative() { other } else { self };
            return if max { positive } else { negative };
        }
        let (a, b) = (self.to_f64(), other.to_f64());
        let other_wins = if max { a < b } else { b < a };
        if other_wins { other } else { self }
    }

    /// `llvm::minnum` of LLVM 19: the other operand when one is a NaN (a signalling one
    /// included, unquieted), `-0.0` below `+0.0`.
    pub fn minnum(self, other: Float) -> Option<Float> {
        self.extremum(other, false, false)
    }

    /// The same value in format `to` when APFloat's `convert` gives it exactly (status OK,
    /// no information lost): numbers and infinities the format holds, quiet NaNs whose
    /// payload fits. `None` otherwise (signalling NaNs, rounding, overflow, other formats).
    pub fn convert_exact(self, to: FloatKind) -> Option<Float> {
        let target = Float::new(to, 0)?;
        if !self.is_nan() {
            let value = self.to_f64();
            let converted = Float::from_f64(to, value);
            return (converted.to_f64().to_bits() == value.to_bits()).then_some(converted);
        }
        if self.is_signaling() {
            return None;
        }
        let (from_layout, to_layout) = (Layout::of(self.kind), Layout::of(to));
        let fraction = self.bits & from_layout.fraction;
        let (from_bits, to_bits) = (self.kind.precision() - 1, to.precision() - 1);
        let moved = if to_bits >= from_bits {
            fraction << (to_bits - from_bits)
        } else {
            let dropped = from_bits - to_bits;
            if fraction & mask(dropped) != 0 {
                return None;
            }
            fraction >> dropped
        };
        let sign = if self.is_negative() {
            to_layout.sign
        } else {
            0
        };
        Some(Float {
            bits: sign | to_layout.exponent | moved,
            ..target
        })
    }
}

/// The low `bits` bits set.
fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Where the fields of an IEEE format lie in its bit pattern.
struct Layout {
    sign: u128,
    exponent: u128,
    fraction: u128,
    /// The fraction's top bit, set in quiet NaNs.
    quiet: u128,
}

impl Layout {
    fn of(kind: FloatKind) -> Layout {
        let fraction_bits = kind.precision() - 1;
        let width = kind.bit_width();
        let fraction = mask(fraction_bits);
        Layout {
            sign: 1u128 << (width - 1),
            exponent: mask(width - 1) & !fraction,
            fraction,
            quiet: 1u128 << (fraction_bits - 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Float;
    use oxir::text::numbers::FloatKind;

    fn f32(bits: u32) -> Float {
        Float::new(FloatKind::F32, u128::from(bits)).expect("f32 is supported")
    }

    const ONE: u32 = 0x3F80_0000;
    const NEG_NAN: u32 = 0xFFC0_0000;
    const SNAN: u32 = 0x7F80_0001;

    // The expected patterns are what `mlir-opt-19 -canonicalize` folds the same ops to.
    #[test]
    fn ieee_operations_propagate_the_first_nan_quieted() {
        assert_eq!(f32(ONE).checked_add(f32(NEG_NAN)), Some(f32(NEG_NAN)));
        assert_eq!(f32(ONE).checked_sub(f32(NEG_NAN)), Some(f32(NEG_NAN)));
        assert_eq!(f32(SNAN).checked_add(f32(ONE)), Some(f32(0x7FC0_0001)));
        assert_eq!(
            f32(0xFF80_0005).checked_mul(f32(NEG_NAN)),
            Some(f32(0xFFC0_0005))
        );
        assert_eq!(f32(ONE).checked_rem(f32(SNAN)), Some(f32(0x7FC0_0001)));
        let inf = f32(0x7F80_0000);
        assert_eq!(inf.checked_mul(f32(0x8000_0000)), Some(f32(0x7FC0_0000)));
        assert_eq!(inf.checked_rem(f32(ONE)), Some(f32(0x7FC0_0000)));
        assert_eq!(f32(0x8000_0000).checked_rem(inf), Some(f32(0x8000_0000)));
        assert_eq!(
            f32(ONE).checked_add(Float::new(FloatKind::F64, 0).unwrap()),
            None
        );
    }

    #[test]
    fn extrema_follow_llvm_19() {
        assert_eq!(f32(ONE).maximum(f32(SNAN)), Some(f32(SNAN)));
        assert_eq!(f32(NEG_NAN).minimum(f32(SNAN)), Some(f32(NEG_NAN)));
        assert_eq!(f32(SNAN).minnum(f32(ONE)), Some(f32(ONE)));
        assert_eq!(f32(NEG_NAN).minnum(f32(SNAN)), Some(f32(SNAN)));
        let (pz, nz) = (f32(0), f32(0x8000_0000));
        assert_eq!(nz.maximum(pz), Some(pz));
        assert_eq!(pz.minimum(nz), Some(nz));
        assert_eq!(pz.minnum(nz), Some(nz));
        assert_eq!(f32(ONE).minnum(pz), Some(pz));
        assert_eq!(f32(ONE).maximum(pz), Some(f32(ONE)));
    }

    #[test]
    fn negation_flips_the_sign_of_nans_too() {
        assert_eq!(f32(SNAN).negated(), f32(0xFF80_0001));
        let half_nan = Float::new(FloatKind::F16, 0xFE00).unwrap();
        assert_eq!(half_nan.negated().bits(), 0x7E00);
    }

    #[test]
    fn conversions_fold_only_when_exact() {
        let to = |value: Float, kind| value.convert_exact(kind).map(Float::bits);
        assert_eq!(
            to(f32(0xFFC0_0123), FloatKind::F64),
            Some(0xFFF8_0024_6000_0000)
        );
        assert_eq!(to(f32(SNAN), FloatKind::F64), None);
        assert_eq!(to(f32(0xFFC0_0123), FloatKind::F16), None);
        assert_eq!(to(f32(0x7FC0_2000), FloatKind::F16), Some(0x7E01));
        assert_eq!(to(f32(NEG_NAN), FloatKind::BF16), Some(0xFFC0));
        assert_eq!(to(f32(0x7F80_0000), FloatKind::F16), Some(0x7C00));
        assert_eq!(to(f32(ONE), FloatKind::F16), Some(0x3C00));
        let tenth = Float::new(FloatKind::F64, u128::from(0.1f64.to_bits())).unwrap();
        assert_eq!(to(tenth, FloatKind::F32), None);
        assert_eq!(to(f32(0x7F7F_FFFF), FloatKind::F16), None, "overflows");
    }
}
