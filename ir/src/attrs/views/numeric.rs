//! Bit-level helpers shared by the integer, float and dense attribute views: canonicalizing an
//! integer for its type, the byte encoding of dense elements, and correctly rounded conversion of
//! `f64` values to the builtin float formats. Crate-private; the views are the public API.

use crate::attrs::IntValue;
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData};
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
}
