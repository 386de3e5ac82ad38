//! The arithmetic of the `index` ops on constants at one width, 32 or 64 bits, and the rule
//! MLIR folds by: an op on index constants folds only when computing it on 64-bit indices and
//! on the same values truncated to 32 bits agree, so the fold is right for either target.
//! Values are `u64` bit patterns; at width 32 only the low 32 bits are meaningful. Not here:
//! reading or building attributes ([`crate::fold`]).

/// A binary op of the dialect, as its constant folding sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryKind {
    /// `index.add`
    Add,
    /// `index.sub`
    Sub,
    /// `index.mul`
    Mul,
    /// `index.divs`
    DivS,
    /// `index.divu`
    DivU,
    /// `index.ceildivs`
    CeilDivS,
    /// `index.ceildivu`
    CeilDivU,
    /// `index.floordivs`
    FloorDivS,
    /// `index.rems`
    RemS,
    /// `index.remu`
    RemU,
    /// `index.maxs`
    MaxS,
    /// `index.maxu`
    MaxU,
    /// `index.mins`
    MinS,
    /// `index.minu`
    MinU,
    /// `index.shl`
    Shl,
    /// `index.shrs`
    ShrS,
    /// `index.shru`
    ShrU,
    /// `index.and`
    And,
    /// `index.or`
    Or,
    /// `index.xor`
    Xor,
}

impl BinaryKind {
    /// Whether the op divides by its right operand, and so does not fold when it is zero.
    fn divides(self) -> bool {
        matches!(
            self,
            BinaryKind::DivS
                | BinaryKind::DivU
                | BinaryKind::CeilDivS
                | BinaryKind::CeilDivU
                | BinaryKind::FloorDivS
                | BinaryKind::RemS
                | BinaryKind::RemU
        )
    }
}

/// `value` truncated to `width` bits (32 or 64).
pub fn trunc(width: u32, value: u64) -> u64 {
    if width >= 64 {
        value
    } else {
        value & ((1u64 << width) - 1)
    }
}

/// `value`, `width` bits wide, read as a signed number.
pub fn sext(width: u32, value: u64) -> i64 {
    let shift = 64 - width.min(64);
    ((value << shift) as i64) >> shift
}

/// `kind` applied to `lhs` and `rhs` at `width` bits, truncated to it; `None` where MLIR
/// declines to fold (division by zero, shifts by 32 or more).
pub fn eval(kind: BinaryKind, width: u32, lhs: u64, rhs: u64) -> Option<u64> {
    let (a, b) = (trunc(width, lhs), trunc(width, rhs));
    let (sa, sb) = (sext(width, a), sext(width, b));
    if b == 0 && kind.divides() {
        return None;
    }
    // Shifts by 32 or more are undefined on 32-bit targets.
    if b >= 32 && matches!(kind, BinaryKind::Shl | BinaryKind::ShrS | BinaryKind::ShrU) {
        return None;
    }
    let result = match kind {
        BinaryKind::Add => a.wrapping_add(b),
        BinaryKind::Sub => a.wrapping_sub(b),
        BinaryKind::Mul => a.wrapping_mul(b),
        BinaryKind::DivS => sa.wrapping_div(sb) as u64,
        BinaryKind::DivU => a / b,
        BinaryKind::CeilDivS => ceil_div_s(width, sa, sb) as u64,
        BinaryKind::CeilDivU => {
            if a == 0 {
                0
            } else {
                (a - 1) / b + 1
            }
        }
        BinaryKind::FloorDivS => floor_div_s(width, sa, sb) as u64,
        BinaryKind::RemS => sa.wrapping_rem(sb) as u64,
        BinaryKind::RemU => a % b,
        BinaryKind::MaxS => sa.max(sb) as u64,
        BinaryKind::MaxU => a.max(b),
        BinaryKind::MinS => sa.min(sb) as u64,
        BinaryKind::MinU => a.min(b),
        BinaryKind::Shl => a << b,
        BinaryKind::ShrS => (sa >> b) as u64,
        BinaryKind::ShrU => a >> b,
        BinaryKind::And => a & b,
        BinaryKind::Or => a | b,
        BinaryKind::Xor => a ^ b,
    };
    Some(trunc(width, result))
}

/// Signed division rounding towards positive infinity, at `width` bits, `m` not zero (MLIR's
/// `calculateCeilDivS`, which never overflows).
fn ceil_div_s(width: u32, n: i64, m: i64) -> i64 {
    if n == 0 {
        return 0;
    }
    let wrap = |v: i64| sext(width, v as u64);
    if (n > 0) != (m > 0) {
        return wrap(wrap(n.wrapping_neg()).wrapping_div(m).wrapping_neg());
    }
    let x = if m > 0 { -1 } else { 1 };
    wrap(wrap(n.wrapping_add(x)).wrapping_div(m).wrapping_add(1))
}

/// Signed division rounding towards negative infinity, at `width` bits, `m` not zero (MLIR's
/// `calculateFloorDivS`).
fn floor_div_s(width: u32, n: i64, m: i64) -> i64 {
    if n == 0 {
        return 0;
    }
    let wrap = |v: i64| sext(width, v as u64);
    if (n < 0) == (m < 0) {
        return wrap(n.wrapping_div(m));
    }
    let x = if m < 0 { 1 } else { -1 };
    wrap((-1i64).wrapping_sub(wrap(x - n).wrapping_div(m)))
}

/// `kind` on 64-bit constants, when its 64-bit result truncated to 32 bits is its result on
/// the operands truncated to 32 bits.
pub fn fold_binary(kind: BinaryKind, lhs: u64, rhs: u64) -> Option<u64> {
    let wide = eval(kind, 64, lhs, rhs)?;
    let narrow = eval(kind, 32, lhs, rhs)?;
    (trunc(32, wide) == narrow).then_some(wide)
}

/// A comparison predicate of `index.cmp`, as its folding sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// equal
    Eq,
    /// not equal
    Ne,
    /// signed less than
    Slt,
    /// signed less than or equal
    Sle,
    /// signed greater than
    Sgt,
    /// signed greater than or equal
    Sge,
    /// unsigned less than
    Ult,
    /// unsigned less than or equal
    Ule,
    /// unsigned greater than
    Ugt,
    /// unsigned greater than or equal
    Uge,
}

/// `pred` on `lhs` and `rhs` at `width` bits.
pub fn compare(pred: Compare, width: u32, lhs: u64, rhs: u64) -> bool {
    let (a, b) = (trunc(width, lhs), trunc(width, rhs));
    let (sa, sb) = (sext(width, a), sext(width, b));
    match pred {
        Compare::Eq => a == b,
        Compare::Ne => a != b,
        Compare::Slt => sa < sb,
        Compare::Sle => sa <= sb,
        Compare::Sgt => sa > sb,
        Compare::Sge => sa >= sb,
        Compare::Ult => a < b,
        Compare::Ule => a <= b,
        Compare::Ugt => a > b,
        Compare::Uge => a >= b,
    }
}

/// `pred` on 64-bit constants, when it agrees with `pred` on them truncated to 32 bits.
pub fn fold_compare(pred: Compare, lhs: u64, rhs: u64) -> Option<bool> {
    let wide = compare(pred, 64, lhs, rhs);
    (wide == compare(pred, 32, lhs, rhs)).then_some(wide)
}

/// Which extremum bounds the left-hand side of a comparison: `maxs(x, c)`, `mins(x, c)`,
/// `maxu(x, c)` or `minu(x, c)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// `maxs(x, c)`: at least `c`, signed.
    MaxS,
    /// `mins(x, c)`: at most `c`, signed.
    MinS,
    /// `maxu(x, c)`: at least `c`, unsigned.
    MaxU,
    /// `minu(x, c)`: at most `c`, unsigned.
    MinU,
}

/// The values an integer of some width may hold, read both ways (MLIR's
/// `ConstantIntRanges`): unsigned bounds in `u`, signed bounds in `s`, inclusive.
#[derive(Clone, Copy, Debug)]
struct Range {
    u: (u64, u64),
    s: (i64, i64),
}

impl Range {
    /// The range of `bound(x, c)` at `width` bits (MLIR's `fromSigned` / `fromUnsigned`: the
    /// other reading is exact when both ends have the same sign, else the whole type).
    fn of(bound: Bound, width: u32, c: u64) -> Range {
        let c = trunc(width, c);
        let (smin, smax) = (
            sext(width, 1 << (width - 1)),
            sext(width, trunc(width, u64::MAX) >> 1),
        );
        let umax = trunc(width, u64::MAX);
        let from_signed = |lo: i64, hi: i64| {
            let u = if (lo < 0) == (hi < 0) {
                let (a, b) = (trunc(width, lo as u64), trunc(width, hi as u64));
                (a.min(b), a.max(b))
            } else {
                (0, umax)
            };
            Range { u, s: (lo, hi) }
        };
        let from_unsigned = |lo: u64, hi: u64| {
            let (a, b) = (sext(width, lo), sext(width, hi));
            let s = if (a < 0) == (b < 0) {
                (a.min(b), a.max(b))
            } else {
                (smin, smax)
            };
            Range { u: (lo, hi), s }
        };
        match bound {
            Bound::MaxS => from_signed(sext(width, c), smax),
            Bound::MinS => from_signed(smin, sext(width, c)),
            Bound::MaxU => from_unsigned(c, umax),
            Bound::MinU => from_unsigned(0, c),
        }
    }

    /// The one value the range holds, if it holds one (MLIR's `getConstantValue`).
    fn constant(self, width: u32) -> Option<u64> {
        if self.u.0 == self.u.1 {
            return Some(self.u.0);
        }
        (self.s.0 == self.s.1).then(|| trunc(width, self.s.0 as u64))
    }

    /// Whether `pred` holds for every value of the range against `c` (MLIR's
    /// `isStaticallyTrue` with a constant right-hand side).
    fn always(self, pred: Compare, width: u32, c: u64) -> bool {
        let (u, s) = (trunc(width, c), sext(width, c));
        match pred {
            Compare::Slt => self.s.1 < s,
            Compare::Sle => self.s.1 <= s,
            Compare::Sgt => self.s.0 > s,
            Compare::Sge => self.s.0 >= s,
            Compare::Ult => self.u.1 < u,
            Compare::Ule => self.u.1 <= u,
            Compare::Ugt => self.u.0 > u,
            Compare::Uge => self.u.0 >= u,
            Compare::Eq => self.constant(width) == Some(u),
            // Unequal only when neither reading of the range can reach `c`.
            Compare::Ne => {
                let signed =
                    self.always(Compare::Slt, width, c) || self.always(Compare::Sgt, width, c);
                let unsigned =
                    self.always(Compare::Ult, width, c) || self.always(Compare::Ugt, width, c);
                signed && unsigned
            }
        }
    }
}

/// The predicate that holds exactly when `pred` does not.
fn inverted(pred: Compare) -> Compare {
    match pred {
        Compare::Eq => Compare::Ne,
        Compare::Ne => Compare::Eq,
        Compare::Slt => Compare::Sge,
        Compare::Sge => Compare::Slt,
        Compare::Sle => Compare::Sgt,
        Compare::Sgt => Compare::Sle,
        Compare::Ult => Compare::Uge,
        Compare::Uge => Compare::Ult,
        Compare::Ule => Compare::Ugt,
        Compare::Ugt => Compare::Ule,
    }
}

/// `pred(bound(x, c), rhs)` when the bound alone decides it at `width` bits (MLIR's
/// `foldCmpOfMaxOrMin` and `intrange::evaluatePred`).
fn compare_bounded_at(
    pred: Compare,
    width: u32,
    (bound, c): (Bound, u64),
    rhs: u64,
) -> Option<bool> {
    let range = Range::of(bound, width, c);
    if range.always(pred, width, rhs) {
        Some(true)
    } else if range.always(inverted(pred), width, rhs) {
        Some(false)
    } else {
        None
    }
}

/// `pred(bound(x, c), rhs)` on 64-bit constants, when the bound decides it at 64 and at 32
/// bits alike (MLIR 19's fold of `cmp(max/min(x, c), rhs)`).
pub fn fold_compare_bounded(pred: Compare, bound: (Bound, u64), rhs: u64) -> Option<bool> {
    let wide = compare_bounded_at(pred, 64, bound, rhs)?;
    (Some(wide) == compare_bounded_at(pred, 32, bound, rhs)).then_some(wide)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fold(kind: BinaryKind, a: i64, b: i64) -> Option<i64> {
        fold_binary(kind, a as u64, b as u64).map(|v| v as i64)
    }

    #[test]
    fn folds_where_both_widths_agree() {
        assert_eq!(fold(BinaryKind::Add, 3, -4), Some(-1));
        assert_eq!(fold(BinaryKind::Sub, 3, 4), Some(-1));
        assert_eq!(fold(BinaryKind::Mul, -3, 4), Some(-12));
        assert_eq!(fold(BinaryKind::DivS, 7, -2), Some(-3));
        assert_eq!(fold(BinaryKind::DivU, 6, 2), Some(3));
        assert_eq!(fold(BinaryKind::CeilDivS, 7, -2), Some(-3));
        assert_eq!(fold(BinaryKind::CeilDivS, 7, 2), Some(4));
        assert_eq!(fold(BinaryKind::CeilDivS, -7, -2), Some(4));
        assert_eq!(fold(BinaryKind::CeilDivU, 7, 2), Some(4));
        assert_eq!(fold(BinaryKind::CeilDivU, 0, 2), Some(0));
        assert_eq!(fold(BinaryKind::FloorDivS, 5, -2), Some(-3));
        assert_eq!(fold(BinaryKind::FloorDivS, -5, -2), Some(2));
        assert_eq!(fold(BinaryKind::RemS, -7, 2), Some(-1));
        assert_eq!(fold(BinaryKind::RemU, 7, 2), Some(1));
        assert_eq!(fold(BinaryKind::MaxS, -2, 6), Some(6));
        assert_eq!(fold(BinaryKind::MinS, -2, 6), Some(-2));
        assert_eq!(fold(BinaryKind::MinU, 15, 6), Some(6));
        assert_eq!(fold(BinaryKind::Shl, 1, 31), Some(1 << 31));
        assert_eq!(fold(BinaryKind::ShrS, -8, 1), Some(-4));
        assert_eq!(fold(BinaryKind::ShrU, 8, 3), Some(1));
        assert_eq!(fold(BinaryKind::Xor, 5, 3), Some(6));
    }

    #[test]
    fn declines_where_the_widths_disagree_or_mlir_declines() {
        // -2 is 0xffff_fffe at 32 bits and 2^32 is 0: the results differ.
        assert_eq!(fold(BinaryKind::DivU, -2, 2), None);
        assert_eq!(fold(BinaryKind::MaxU, 1 << 32, 1), None);
        assert_eq!(fold(BinaryKind::DivS, 1, 0), None);
        assert_eq!(fold(BinaryKind::RemU, 1, 0), None);
        assert_eq!(fold(BinaryKind::CeilDivU, 1, 0), None);
        assert_eq!(fold(BinaryKind::Shl, 1, 32), None);
        assert_eq!(fold(BinaryKind::ShrU, 1, 40), None);
        // 2^32 is 0 at 32 bits.
        assert_eq!(fold(BinaryKind::DivS, 1 << 32, 2), None);
    }

    #[test]
    fn compares_at_both_widths() {
        assert_eq!(fold_compare(Compare::Slt, 3, -4i64 as u64), Some(false));
        assert_eq!(fold_compare(Compare::Ult, 3, -4i64 as u64), Some(true));
        assert_eq!(fold_compare(Compare::Eq, 1 << 32, 0), None);
        assert_eq!(fold_compare(Compare::Sgt, 1 << 31, 0), None);
    }

    #[test]
    fn comparisons_of_extrema_fold_where_the_bound_decides() {
        let fold = |pred, bound, c: i64, rhs: i64| {
            fold_compare_bounded(pred, (bound, c as u64), rhs as u64)
        };
        assert_eq!(fold(Compare::Slt, Bound::MaxS, 5, 3), Some(false));
        assert_eq!(fold(Compare::Sge, Bound::MaxS, 5, 5), Some(true));
        assert_eq!(fold(Compare::Slt, Bound::MaxS, 5, 10), None);
        assert_eq!(fold(Compare::Eq, Bound::MaxS, 5, 3), Some(false));
        assert_eq!(
            fold(Compare::Ne, Bound::MinS, 5, 10),
            None,
            "-1 is above 10 unsigned"
        );
        assert_eq!(fold(Compare::Ule, Bound::MinU, 5, 10), Some(true));
        assert_eq!(fold(Compare::Ult, Bound::MaxU, 5, 3), Some(false));
        // 2^32 is 0 at 32 bits: `maxu(x, 0) < 1` can hold there but not at 64 bits.
        assert_eq!(fold(Compare::Ult, Bound::MaxU, 1 << 32, 1), None);
    }

    #[test]
    fn sign_extends_and_truncates() {
        assert_eq!(sext(32, 0xffff_ffff), -1);
        assert_eq!(sext(64, 5), 5);
        assert_eq!(trunc(32, u64::MAX), 0xffff_ffff);
    }
}
