//! Bit-level helpers shared by the integer, float and dense attribute views: canonicalizing an
//! integer for its type, the byte encoding of dense elements, and correctly rounded conversion of
//! `f64` values to the builtin float formats. Crate-private; the views are the public API.

use crate::attrs::IntValue;
use crate::context::Context;
use crate::types::{FloatKind, Signedness, Type, TypeData};
use num_bigint::{BigInt, Sign};

/// How an integer type holds values: its width, and whether the bits read as signed (signless,
/// signed and `index`) or unsigned (`uiN`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct IntLayout {
    pub(crate) width: u32,
    pub(crate) signed: bool,
}

impl IntLayout {
    /// The layout of an integer type or `index` (64 bits); `None` for other types.
    pub(crate) fn of(ctx: &Context, ty: Type) -> Option<IntLayout> {
        match ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => Some(IntLayout {
                width: *width,
                signed: *signedness != Signedness::Unsigned,
            }),
            TypeData::Index => Some(IntLayout {
                width: 64,
                signed: true,
            }),
            _ => None,
        }
    }

    /// Bytes per element in dense storage.
    pub(crate) fn bytes(self) -> usize {
        self.width.div_ceil(8) as usize
    }

    /// The canonical value of `value` for this layout: reduced modulo 2^width, then read as
    /// signed or unsigned.
    pub(crate) fn canonical_i64(self, value: i64) -> IntValue {
        let w = self.width;
        if w == 0 {
            return IntValue::Small(0);
        }
        if w < 64 {
            let masked = (value as u64) & ((1u64 << w) - 1);
            let extended = if self.signed {
                ((masked << (64 - w)) as i64) >> (64 - w)
            } else {
                masked as i64
            };
            return IntValue::Small(extended);
        }
        if self.signed || value >= 0 {
            return IntValue::Small(value);
        }
        // An unsigned type of 64 bits or more holding a negative input: 2^width + value.
        IntValue::from_bigint((BigInt::from(1u8) << w) + value)
    }

    /// Like [`IntLayout::canonical_i64`] for any integer.
    pub(crate) fn canonical_bigint(self, value: &BigInt) -> IntValue {
        if let Ok(small) = i64::try_from(value) {
            return self.canonical_i64(small);
        }
        if self.width <= 64 {
            // Reduction modulo 2^width only depends on the low 64 bits.
            return self.canonical_i64(low_64_bits(value) as i64);
        }
        let modulus = BigInt::from(1u8) << self.width;
        let mut reduced = ((value % &modulus) + &modulus) % &modulus;
        if self.signed && reduced.bit(u64::from(self.width) - 1) {
            reduced -= &modulus;
        }
        IntValue::from_bigint(reduced)
    }

    /// The bits of a canonical value, zero-extended, if they fit a `u64`.
    pub(crate) fn unsigned_bits(self, value: &IntValue) -> Option<u64> {
        match value {
            IntValue::Small(v) if *v >= 0 => Some(*v as u64),
            IntValue::Small(v) if self.width <= 64 => {
                let mask = if self.width == 64 {
                    u64::MAX
                } else {
                    (1u64 << self.width) - 1
                };
                Some((*v as u64) & mask)
            }
            IntValue::Small(_) => None,
            IntValue::Big(big) => u64::try_from(&**big).ok(),
        }
    }

    /// Appends the dense encoding of a canonical value: little-endian two's complement in
    /// [`IntLayout::bytes`] bytes, the bits above the width zero.
    pub(crate) fn encode(self, value: &IntValue, out: &mut Vec<u8>) {
        let n = self.bytes();
        let start = out.len();
        match value {
            IntValue::Small(v) => {
                let fill = if *v < 0 { 0xff } else { 0 };
                out.extend(
                    v.to_le_bytes()
                        .iter()
                        .copied()
                        .chain(std::iter::repeat(fill))
                        .take(n),
                );
            }
            IntValue::Big(big) => {
                let fill = if big.sign() == Sign::Minus { 0xff } else { 0 };
                let bytes = big.to_signed_bytes_le();
                out.extend(bytes.into_iter().chain(std::iter::repeat(fill)).take(n));
            }
        }
        self.mask_padding(&mut out[start..]);
    }

    /// Clears the bits above the width in one element's bytes.
    pub(crate) fn mask_padding(self, element: &mut [u8]) {
        let rem = self.width % 8;
        if rem != 0
            && let Some(last) = element.last_mut()
        {
            *last &= (1u8 << rem) - 1;
        }
    }

    /// The canonical value of one encoded element.
    pub(crate) fn decode(self, element: &[u8]) -> IntValue {
        if element.len() <= 8 {
            return self.canonical_i64(self.decode_raw64(element) as i64);
        }
        let mut value = BigInt::from_bytes_le(Sign::Plus, element);
        if self.signed && value.bit(u64::from(self.width) - 1) {
            value -= BigInt::from(1u8) << self.width;
        }
        IntValue::from_bigint(value)
    }

    /// The element's bits as a `u64` (elements of at most 8 bytes).
    pub(crate) fn decode_raw64(self, element: &[u8]) -> u64 {
        let mut buf = [0u8; 8];
        let n = element.len().min(8);
        buf[..n].copy_from_slice(&element[..n]);
        u64::from_le_bytes(buf)
    }

    /// The element read as an `i64`: sign-extended for signed layouts, zero-extended (wrapping
    /// past `i64::MAX` for 64-bit unsigned values) otherwise. Widths above 64 keep the low bits.
    pub(crate) fn decode_i64(self, element: &[u8]) -> i64 {
        let raw = self.decode_raw64(element);
        let w = self.width.min(64);
        if w == 0 {
            0
        } else if self.signed && w < 64 {
            ((raw << (64 - w)) as i64) >> (64 - w)
        } else {
            raw as i64
        }
    }
}

/// The low 64 bits of an integer's two's complement representation.
fn low_64_bits(value: &BigInt) -> u64 {
    let low = value.iter_u64_digits().next().unwrap_or(0);
    if value.sign() == Sign::Minus {
        low.wrapping_neg()
    } else {
        low
    }
}

/// Exponent and explicit mantissa bits of the formats rounded to.
fn format_bits(kind: FloatKind) -> (u32, u32) {
    match kind {
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
        FloatKind::F32 => (8, 23),
        FloatKind::F64 => (11, 52),
    }
}

/// The bit pattern of `value` in format `kind`, rounded to nearest with ties to even (as
/// `APFloat::convert` does); out-of-range values become infinities, NaNs stay quiet NaNs keeping
/// the payload's top bits. Hand-written rather than taken from `half`, whose `f64` conversions
/// round through an intermediate precision and so can differ in the last bit.
pub(crate) fn f64_to_bits(value: f64, kind: FloatKind) -> u64 {
    if kind == FloatKind::F64 {
        return value.to_bits();
    }
    let (exp_bits, man_bits) = format_bits(kind);
    round_to_format(value, exp_bits, man_bits)
}

/// Correctly rounded conversion of `value` to a binary format with `exp_bits` exponent bits and
/// `man_bits` explicit mantissa bits (fewer than `f64`'s).
fn round_to_format(value: f64, exp_bits: u32, man_bits: u32) -> u64 {
    let bits = value.to_bits();
    let sign = (bits >> 63) << (exp_bits + man_bits);
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    let max_biased = (1i64 << exp_bits) - 1;
    let infinity = (max_biased as u64) << man_bits;
    if exp == 0x7ff {
        if man == 0 {
            return sign | infinity;
        }
        return sign | infinity | (man >> (52 - man_bits)) | (1 << (man_bits - 1));
    }
    if exp == 0 && man == 0 {
        return sign;
    }
    // value = sig * 2^e exactly.
    let (sig, e) = if exp == 0 {
        (man, -1074)
    } else {
        (man | (1 << 52), exp - 1075)
    };
    let bias = (1i64 << (exp_bits - 1)) - 1;
    let man_bits_i = i64::from(man_bits);
    let top = 63 - i64::from(sig.leading_zeros());
    // The weight of the result's last mantissa bit: fixed at the subnormal quantum below the
    // normal range.
    let min_quantum = 1 - bias - man_bits_i;
    let quantum = (e + top - man_bits_i).max(min_quantum);
    let shift = quantum - e;
    let rounded = if shift <= 0 {
        // Only when `sig` has at most `man_bits` significant bits, so this cannot overflow.
        sig << (-shift)
    } else if shift >= 64 {
        // Less than half the smallest subnormal.
        0
    } else {
        let kept = sig >> shift;
        let rest = sig & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        if rest > half || (rest == half && kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    // Rounding up may carry into a new leading bit.
    let (mantissa, quantum) = if rounded >> (man_bits + 1) != 0 {
        (rounded >> 1, quantum + 1)
    } else {
        (rounded, quantum)
    };
    if mantissa >> man_bits == 0 {
        // Subnormal or zero: the exponent field is 0.
        return sign | mantissa;
    }
    let biased = quantum + man_bits_i + bias;
    if biased >= max_biased {
        return sign | infinity;
    }
    sign | ((biased as u64) << man_bits) | (mantissa & ((1u64 << man_bits) - 1))
}

/// The value of bit pattern `bits` in format `kind` (exact: every builtin format fits `f64`).
pub(crate) fn bits_to_f64(bits: u64, kind: FloatKind) -> f64 {
    match kind {
        FloatKind::F16 => half::f16::from_bits(bits as u16).to_f64(),
        FloatKind::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        FloatKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FloatKind::F64 => f64::from_bits(bits),
    }
}

/// The bits of a pattern that belong to format `kind`.
pub(crate) fn mask_float_bits(bits: u64, kind: FloatKind) -> u64 {
    match kind.width() {
        64 => bits,
        width => bits & ((1u64 << width) - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(width: u32, signed: bool) -> IntLayout {
        IntLayout { width, signed }
    }

    #[test]
    fn canonical_integers_truncate_and_extend() {
        assert_eq!(layout(8, true).canonical_i64(255), IntValue::Small(-1));
        assert_eq!(layout(8, false).canonical_i64(255), IntValue::Small(255));
        assert_eq!(layout(8, false).canonical_i64(-1), IntValue::Small(255));
        assert_eq!(layout(8, true).canonical_i64(256 + 7), IntValue::Small(7));
        assert_eq!(layout(1, true).canonical_i64(1), IntValue::Small(-1));
        assert_eq!(layout(1, false).canonical_i64(3), IntValue::Small(1));
        assert_eq!(layout(0, true).canonical_i64(5), IntValue::Small(0));
        assert_eq!(layout(64, true).canonical_i64(-5), IntValue::Small(-5));
        assert_eq!(
            layout(64, false).canonical_i64(-1),
            IntValue::from_bigint(BigInt::from(u64::MAX))
        );
        assert_eq!(
            layout(128, false).canonical_i64(-1),
            IntValue::from_bigint((BigInt::from(1u8) << 128) - 1)
        );
        assert_eq!(layout(128, true).canonical_i64(-1), IntValue::Small(-1));
    }

    #[test]
    fn canonical_big_integers() {
        let two_127 = BigInt::from(1u8) << 127;
        let l128 = layout(128, true);
        assert_eq!(
            l128.canonical_bigint(&two_127),
            IntValue::from_bigint(-two_127.clone())
        );
        assert_eq!(
            l128.canonical_bigint(&((BigInt::from(1u8) << 128) - 1)),
            IntValue::Small(-1)
        );
        assert_eq!(
            layout(128, false).canonical_bigint(&two_127),
            IntValue::from_bigint(two_127.clone())
        );
        // Only the low bits matter for narrow types.
        let wide = (BigInt::from(1u8) << 100) + 0x1ff;
        assert_eq!(
            layout(8, false).canonical_bigint(&wide),
            IntValue::Small(0xff)
        );
        assert_eq!(layout(8, true).canonical_bigint(&wide), IntValue::Small(-1));
        assert_eq!(
            layout(8, true).canonical_bigint(&-(BigInt::from(1u8) << 100u32)),
            IntValue::Small(0)
        );
        assert_eq!(
            layout(16, true).canonical_bigint(&(-(BigInt::from(1u8) << 100u32) - 1)),
            IntValue::Small(-1)
        );
    }

    #[test]
    fn encoding_round_trips() {
        let cases: &[(IntLayout, IntValue)] = &[
            (layout(1, true), IntValue::Small(-1)),
            (layout(3, true), IntValue::Small(-3)),
            (layout(8, false), IntValue::Small(200)),
            (layout(16, true), IntValue::Small(-300)),
            (layout(64, true), IntValue::Small(i64::MIN)),
            (
                layout(64, false),
                IntValue::from_bigint(BigInt::from(u64::MAX)),
            ),
            (layout(128, true), IntValue::Small(-2)),
            (
                layout(100, false),
                IntValue::from_bigint((BigInt::from(1u8) << 99) + 5),
            ),
        ];
        for (l, value) in cases {
            let mut bytes = Vec::new();
            l.encode(value, &mut bytes);
            assert_eq!(bytes.len(), l.bytes());
            assert_eq!(&l.decode(&bytes), value, "{l:?}");
        }
        let mut bytes = Vec::new();
        layout(3, true).encode(&IntValue::Small(-1), &mut bytes);
        assert_eq!(bytes, [0b111]);
        assert_eq!(layout(3, true).decode_i64(&bytes), -1);
        assert_eq!(layout(3, false).decode_i64(&bytes), 7);
    }

    /// A small deterministic generator for the rounding cross-checks.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn rounding_matches_std_for_f32() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            let v = f64::from_bits(xorshift(&mut state));
            if v.is_nan() {
                continue;
            }
            assert_eq!(
                f64_to_bits(v, FloatKind::F32),
                u64::from((v as f32).to_bits()),
                "{v:e}"
            );
        }
        // Values near the f32 range limits and subnormals.
        for v in [
            f64::from(f32::MAX),
            3.4028235677973366e38,
            1e-45,
            7e-46,
            1.4e-45,
            0.0,
        ] {
            assert_eq!(
                f64_to_bits(v, FloatKind::F32),
                u64::from((v as f32).to_bits())
            );
        }
    }

    #[test]
    fn rounding_matches_half_for_values_exact_in_f32() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            let x = f32::from_bits(xorshift(&mut state) as u32);
            if x.is_nan() {
                continue;
            }
            let v = f64::from(x);
            assert_eq!(
                f64_to_bits(v, FloatKind::F16),
                u64::from(half::f16::from_f32(x).to_bits()),
                "f16 {v:e}"
            );
            assert_eq!(
                f64_to_bits(v, FloatKind::BF16),
                u64::from(half::bf16::from_f32(x).to_bits()),
                "bf16 {v:e}"
            );
        }
    }

    #[test]
    fn rounding_uses_every_bit_of_the_f64() {
        // Just above the tie between 1 and 1 + 2^-10: must round up, although the excess is
        // below f32 precision.
        let v = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(f64_to_bits(v, FloatKind::F16), 0x3c01);
        // The exact tie rounds to even.
        assert_eq!(f64_to_bits(1.0 + 2f64.powi(-11), FloatKind::F16), 0x3c00);
        assert_eq!(
            f64_to_bits(1.0 + 3.0 * 2f64.powi(-11), FloatKind::F16),
            0x3c02
        );
        let b = 1.0 + 2f64.powi(-8) + 2f64.powi(-45);
        assert_eq!(f64_to_bits(b, FloatKind::BF16), 0x3f81);
    }

    #[test]
    fn rounding_edges_of_the_half_formats() {
        assert_eq!(f64_to_bits(65504.0, FloatKind::F16), 0x7bff);
        assert_eq!(f64_to_bits(65519.99, FloatKind::F16), 0x7bff);
        assert_eq!(f64_to_bits(65520.0, FloatKind::F16), 0x7c00);
        assert_eq!(f64_to_bits(-1e10, FloatKind::F16), 0xfc00);
        assert_eq!(f64_to_bits(2f64.powi(-24), FloatKind::F16), 0x0001);
        assert_eq!(f64_to_bits(2f64.powi(-25), FloatKind::F16), 0x0000);
        assert_eq!(f64_to_bits(2f64.powi(-25) * 1.5, FloatKind::F16), 0x0001);
        assert_eq!(f64_to_bits(1e-8, FloatKind::F16), 0x0000);
        assert_eq!(f64_to_bits(-0.0, FloatKind::F16), 0x8000);
        assert_eq!(f64_to_bits(f64::INFINITY, FloatKind::BF16), 0x7f80);
        assert_eq!(f64_to_bits(f64::NAN, FloatKind::F16), 0x7e00);
        assert_eq!(f64_to_bits(f64::NAN, FloatKind::BF16), 0x7fc0);
        assert_eq!(f64_to_bits(f64::MIN_POSITIVE / 4.0, FloatKind::F32), 0);
        // The largest f16 subnormal rounds up into the smallest normal.
        let below_normal = 2f64.powi(-14) - 2f64.powi(-26);
        assert_eq!(f64_to_bits(below_normal, FloatKind::F16), 0x0400);
        assert_eq!(bits_to_f64(0x3c00, FloatKind::F16), 1.0);
        assert_eq!(bits_to_f64(0x3f80, FloatKind::BF16), 1.0);
        assert_eq!(bits_to_f64(0x0001, FloatKind::F16), 2f64.powi(-24));
        assert_eq!(mask_float_bits(0x1_0000_3c00, FloatKind::F16), 0x3c00);
    }
}
