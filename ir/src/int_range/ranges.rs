//! [`ConstantIntRanges`]: a signed and an unsigned interval of the values of an integer of up
//! to 64 bits, as MLIR's `ConstantIntRanges` (both are always true; one may be tighter than the
//! other), and [`IntegerValueRange`], the lattice value (absent while nothing is known).

use crate::context::Context;
use crate::types::{Type, TypeData, element_type_or_self};

/// What is known of a value: `None` while uninitialized (MLIR's `IntegerValueRange`).
pub type IntegerValueRange = Option<ConstantIntRanges>;

/// The bits an integer-like type is analysed with (MLIR's `getStorageBitwidth`): the width of
/// an integer type or of the integer element type of a shaped type, 64 for `index`. `None` for
/// other types and for integers wider than 64 bits, which the analysis leaves unknown.
pub fn storage_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(element_type_or_self(ctx, ty)) {
        TypeData::Integer { width, .. } if (1..=64).contains(width) => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The values of a `width`-bit integer, as an unsigned interval `[umin, umax]` (bits
/// zero-extended) and a signed one `[smin, smax]` (sign-extended), both inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConstantIntRanges {
    width: u32,
    umin: u64,
    umax: u64,
    smin: i64,
    smax: i64,
}

/// The arithmetic of one width: masks, signed and unsigned extremes, reading bits as signed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Width(pub u32);

impl Width {
    /// The largest unsigned value.
    pub fn umax(self) -> u64 {
        if self.0 >= 64 {
            u64::MAX
        } else {
            (1u64 << self.0) - 1
        }
    }

    /// The largest signed value.
    pub fn smax(self) -> i64 {
        (self.umax() >> 1) as i64
    }

    /// The smallest signed value.
    pub fn smin(self) -> i64 {
        -self.smax() - 1
    }

    /// `bits` (of this width) read as signed.
    pub fn signed(self, bits: u64) -> i64 {
        let shift = 64 - self.0;
        ((bits << shift) as i64) >> shift
    }

    /// The bits of `value` at this width (two's complement, truncated).
    pub fn bits(self, value: i128) -> u64 {
        (value as u64) & self.umax()
    }

    /// `value` if it is an unsigned value of this width.
    pub fn fit_unsigned(self, value: i128) -> Option<u64> {
        (0..=i128::from(self.umax()))
            .contains(&value)
            .then_some(value as u64)
    }

    /// `value` if it is a signed value of this width.
    pub fn fit_signed(self, value: i128) -> Option<i64> {
        (i128::from(self.smin())..=i128::from(self.smax()))
            .contains(&value)
            .then_some(value as i64)
    }
}

impl ConstantIntRanges {
    /// The ranges as given; the bounds must be values of `width` bits (unsigned ones masked,
    /// signed ones sign-extended).
    pub fn new(width: u32, umin: u64, umax: u64, smin: i64, smax: i64) -> Self {
        debug_assert!((1..=64).contains(&width));
        ConstantIntRanges {
            width,
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// Every value of `width` bits.
    pub fn max_range(width: u32) -> Self {
        let w = Width(width);
        Self::new(width, 0, w.umax(), w.smin(), w.smax())
    }

    /// Exactly the value whose bits are `bits`.
    pub fn constant(width: u32, bits: u64) -> Self {
        let w = Width(width);
        let bits = bits & w.umax();
        Self::new(width, bits, bits, w.signed(bits), w.signed(bits))
    }

    /// `[umin, umax]` unsigned; the signed range follows when both bounds have one sign bit,
    /// else it is every value.
    pub fn from_unsigned(width: u32, umin: u64, umax: u64) -> Self {
        let w = Width(width);
        let (a, b) = (w.signed(umin), w.signed(umax));
        if (a < 0) == (b < 0) {
            Self::new(width, umin, umax, a.min(b), a.max(b))
        } else {
            Self::new(width, umin, umax, w.smin(), w.smax())
        }
    }

    /// `[smin, smax]` signed; the unsigned range follows when both have one sign, else it is
    /// every value.
    pub fn from_signed(width: u32, smin: i64, smax: i64) -> Self {
        let w = Width(width);
        let (ua, ub) = (w.bits(smin.into()), w.bits(smax.into()));
        if (smin >= 0) == (smax >= 0) {
            Self::new(width, ua.min(ub), ua.max(ub), smin, smax)
        } else {
            Self::new(width, 0, w.umax(), smin, smax)
        }
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The unsigned lower bound.
    pub fn umin(&self) -> u64 {
        self.umin
    }

    /// The unsigned upper bound.
    pub fn umax(&self) -> u64 {
        self.umax
    }

    /// The signed lower bound.
    pub fn smin(&self) -> i64 {
        self.smin
    }

    /// The signed upper bound.
    pub fn smax(&self) -> i64 {
        self.smax
    }

    /// The ranges holding both (each bound the looser of the two, as MLIR's `rangeUnion`).
    pub fn union(&self, other: &Self) -> Self {
        Self::new(
            self.width,
            self.umin.min(other.umin),
            self.umax.max(other.umax),
            self.smin.min(other.smin),
            self.smax.max(other.smax),
        )
    }

    /// The ranges both say (each bound the tighter of the two, as MLIR's `intersection`).
    pub fn intersection(&self, other: &Self) -> Self {
        Self::new(
            self.width,
            self.umin.max(other.umin),
            self.umax.min(other.umax),
            self.smin.max(other.smin),
            self.smax.min(other.smax),
        )
    }

    /// The bits of the one value the ranges allow, if either interval is a single value.
    pub fn constant_value(&self) -> Option<u64> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(Width(self.width).bits(self.smin.into()))
        } else {
            None
        }
    }
}

impl std::fmt::Display for ConstantIntRanges {
    /// MLIR's debug form: `unsigned : [umin, umax] signed : [smin, smax]`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unsigned : [{}, {}] signed : [{}, {}]",
            self.umin, self.umax, self.smin, self.smax
        )
    }
}
