//! MLIR 19's `CmpFIntToFPConst`, the one `arith` canonicalization MLIR writes in C++ that the
//! rule language does not express (it computes with float semantics): a `cmpf` of an integer
//! converted with `sitofp`/`uitofp` against a float constant becomes a `cmpi` of the integer
//! against an integer constant, or a constant when the float lies outside the integer's range
//! or the comparison with a fraction decides it.
//!
//! Handled: `f16`, `bf16`, `f32` and `f64` constants and integers of up to 64 bits; for other
//! kinds and widths the pattern declines (MLIR handles them too). Every float of those kinds
//! and every integer rounded to one is an `f64`, so the arithmetic is exact in `f64`.

use oxir::attrs::{FloatAttr, IntegerAttr};
use oxir::rewrite::{MatchFailure, PatternRewriter, RewritePatternSet, m_constant};
use oxir::types::FloatKind;
use oxir::{Context, TypeData, Value};

use crate::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate};

/// Adds the pattern to `set` (`cmpf`'s `canonicalize` hook).
pub fn patterns(_ctx: &Context, set: &mut RewritePatternSet) {
    set.add_op_fn::<CmpFOp>("arith.cmpf CmpFIntToFPConst", 1, int_to_fp_const);
}

/// A float format: bits of precision (the implicit bit included) and the largest exponent.
#[derive(Copy, Clone)]
struct Format {
    precision: u32,
    max_exponent: i32,
}

fn format(kind: FloatKind) -> Option<Format> {
    let (precision, max_exponent) = match kind {
        FloatKind::F16 => (11, 15),
        FloatKind::BF16 => (8, 127),
        FloatKind::F32 => (24, 127),
        FloatKind::F64 => (53, 1023),
        _ => return None,
    };
    Some(Format {
        precision,
        max_exponent,
    })
}

/// `value` rounded to `format` to nearest, ties to even (an infinity past the largest finite
/// value), as an `f64`.
fn round_to(format: Format, value: i128) -> f64 {
    let magnitude = value.unsigned_abs();
    let bits = 128 - magnitude.leading_zeros();
    let rounded = if bits <= format.precision {
        magnitude
    } else {
        let drop = bits - format.precision;
        let (kept, rest, half) = (
            magnitude >> drop,
            magnitude & ((1 << drop) - 1),
            1 << (drop - 1),
        );
        let up = rest > half || (rest == half && kept & 1 == 1);
        (kept + u128::from(up)) << drop
    };
    let exponent = 127 - rounded.leading_zeros() as i32;
    let result = if rounded != 0 && exponent > format.max_exponent {
        f64::INFINITY
    } else {
        rounded as f64
    };
    if value < 0 { -result } else { result }
}

/// The exponent of `value` (`floor(log2(|value|))`, APFloat's `ilogb`) for a finite non-zero
/// `f64`; `None` for zero and infinities.
fn exponent(value: f64) -> Option<i32> {
    if value == 0.0 || !value.is_finite() {
        return None;
    }
    let biased = ((value.to_bits() >> 52) & 0x7ff) as i32;
    Some(if biased == 0 { -1023 } else { biased - 1023 })
}

/// The `cmpi` predicate of a `cmpf` one on converted integers (ordered and unordered alike:
/// a converted integer is never NaN).
fn integer_predicate(predicate: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate::*;
    use CmpIPredicate as I;
    let pick = |u: I, s: I| if unsigned { u } else { s };
    Some(match predicate {
        OEQ | UEQ => I::Eq,
        ONE | UNE => I::Ne,
        OGT | UGT => pick(I::Ugt, I::Sgt),
        OGE | UGE => pick(I::Uge, I::Sge),
        OLT | ULT => pick(I::Ult, I::Slt),
        OLE | ULE => pick(I::Ule, I::Sle),
        AlwaysFalse | AlwaysTrue | ORD | UNO => return None,
    })
}

/// What the comparison becomes.
enum Outcome {
    Constant(bool),
    Compare(CmpIPredicate, i128),
}

/// The comparison of an integer of `width` bits (`unsigned` or not) converted to `format`
/// with the constant `rhs`, as a constant or an integer comparison; `None` when the conversion
/// may lose what decides it, or `rhs` is not an integer of that width once truncated.
fn decide(
    predicate: CmpFPredicate,
    rhs: f64,
    format: Format,
    width: u32,
    unsigned: bool,
) -> Option<Outcome> {
    use CmpIPredicate as I;
    let value_bits = if unsigned { width } else { width - 1 };
    if width > format.precision {
        // The conversion rounds: make sure no rounding can change the comparison.
        match exponent(rhs) {
            None if rhs.is_infinite() && format.max_exponent < value_bits as i32 => return None,
            Some(e) if format.precision as i32 <= e && e <= value_bits as i32 => return None,
            _ => {}
        }
    }
    match predicate {
        CmpFPredicate::ORD => return Some(Outcome::Constant(true)),
        CmpFPredicate::UNO => return Some(Outcome::Constant(false)),
        _ => {}
    }
    let mut pred = integer_predicate(predicate, unsigned)?;
    let (min, max): (i128, i128) = if unsigned {
        (0, (1i128 << width) - 1)
    } else {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    };
    if round_to(format, max) < rhs {
        return Some(Outcome::Constant(matches!(
            pred,
            I::Ne | I::Slt | I::Sle | I::Ult | I::Ule
        )));
    }
    if round_to(format, min) > rhs {
        return Some(Outcome::Constant(matches!(
            pred,
            I::Ne | I::Sgt | I::Sge | I::Ugt | I::Uge
        )));
    }
    let truncated = rhs.trunc();
    if !(min as f64..=max as f64).contains(&truncated) {
        return None;
    }
    let integer = truncated as i128;
    if !(min..=max).contains(&integer) {
        return None;
    }
    if rhs != 0.0 && truncated != rhs {
        // A fraction: equality is decided, the bounds move to the integer below or above.
        let negative = rhs < 0.0;
        match pred {
            I::Ne => return Some(Outcome::Constant(true)),
            I::Eq => return Some(Outcome::Constant(false)),
            I::Ule if negative => return Some(Outcome::Constant(false)),
            I::Sle if negative => pred = I::Slt,
            I::Ult if negative => return Some(Outcome::Constant(false)),
            I::Ult => pred = I::Ule,
            I::Slt if !negative => pred = I::Sle,
            I::Ugt if negative => return Some(Outcome::Constant(true)),
            I::Sgt if negative => pred = I::Sge,
            I::Uge if negative => return Some(Outcome::Constant(true)),
            I::Uge => pred = I::Ugt,
            I::Sge if !negative => pred = I::Sgt,
            _ => {}
        }
    }
    Some(Outcome::Compare(pred, integer))
}

/// `cmpf(sitofp(x) or uitofp(x), c)` as a comparison of `x` (MLIR's `CmpFIntToFPConst`).
fn int_to_fp_const(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: CmpFOp,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let (lhs, rhs) = (op.lhs(ctx, body), op.rhs(ctx, body));
    let Some(predicate) = op.predicate(ctx, body) else {
        return Err(MatchFailure::new("a `cmpf` without its predicate"));
    };
    let constant = m_constant(ctx, body, rhs)
        .and_then(|attr| attr.dyn_cast::<FloatAttr>(ctx))
        .ok_or_else(|| MatchFailure::new("the right-hand side is not a float constant"))?;
    let format = format(constant.kind(ctx))
        .ok_or_else(|| MatchFailure::new("a float kind the pattern does not handle"))?;
    let value = constant.value_f64(ctx);
    if value.is_nan() {
        return Err(MatchFailure::new("the constant is NaN"));
    }
    let conversion = lhs
        .defining_op()
        .ok_or_else(|| MatchFailure::new("no conversion"))?;
    let unsigned = match ctx.op_name_str(body.op_name(conversion)) {
        "arith.sitofp" => false,
        "arith.uitofp" => true,
        _ => {
            return Err(MatchFailure::new(
                "the left-hand side is not a converted integer",
            ));
        }
    };
    let integer = body
        .operand(conversion, 0)
        .ok_or_else(|| MatchFailure::new("a conversion without operand"))?;
    let int_type = body.value_type(integer);
    let width = match ctx.type_data(int_type) {
        TypeData::Integer { width, .. } if (1..=64).contains(width) => *width,
        _ => return Err(MatchFailure::new("not an integer of 1 to 64 bits")),
    };
    let outcome = decide(predicate, value, format, width, unsigned)
        .ok_or_else(|| MatchFailure::new("the conversion may decide the comparison"))?;
    let loc = body.op_loc(op.0);
    rewriter.set_insertion_point_before(op.0);
    let replacement = match outcome {
        Outcome::Constant(holds) => {
            let i1 = ctx.common().i1;
            let attr = IntegerAttr::get(ctx, i1, i64::from(holds)).attr();
            materialize(rewriter, attr, i1, loc)?
        }
        Outcome::Compare(pred, bound) => {
            let attr = IntegerAttr::get(ctx, int_type, bound as i64).attr();
            let bound = materialize(rewriter, attr, int_type, loc)?;
            let cmpi = CmpIOp::create(rewriter, loc, integer, bound, pred.get_attr(ctx))?;
            cmpi.result(ctx, rewriter.body())
        }
    };
    rewriter
        .replace_op(op.0, &[replacement])
        .map_err(|e| MatchFailure::new(format!("the rewrite failed: {e}")))
}

/// An `arith.constant` of `attr` at the insertion point.
fn materialize(
    rewriter: &mut PatternRewriter<'_>,
    attr: oxir::Attribute,
    ty: oxir::Type,
    loc: oxir::Location,
) -> Result<Value, MatchFailure> {
    rewriter
        .materialize_constant("arith", attr, ty, loc)
        .map(|constant| Value::result(constant, 0))
        .ok_or_else(|| MatchFailure::new("no constant of that type"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const F32: Format = Format {
        precision: 24,
        max_exponent: 127,
    };
    const F16: Format = Format {
        precision: 11,
        max_exponent: 15,
    };

    #[test]
    fn integers_round_to_nearest_even() {
        assert_eq!(
            round_to(F32, 16_777_217),
            16_777_216.0,
            "a tie rounds to even"
        );
        assert_eq!(round_to(F32, 16_777_219), 16_777_220.0);
        assert_eq!(round_to(F32, i128::from(i32::MAX)), 2_147_483_648.0);
        assert_eq!(
            round_to(F16, 65_535),
            f64::INFINITY,
            "past the largest `f16`"
        );
        assert_eq!(round_to(F16, -2049), -2048.0);
    }

    #[test]
    fn fractions_move_the_bound_and_out_of_range_constants_decide() {
        use CmpFPredicate::*;
        let compare = |p, rhs, width, unsigned| match decide(p, rhs, F32, width, unsigned) {
            Some(Outcome::Compare(pred, bound)) => Some((pred, bound)),
            _ => None,
        };
        let constant = |p, rhs, width, unsigned| match decide(p, rhs, F32, width, unsigned) {
            Some(Outcome::Constant(holds)) => Some(holds),
            _ => None,
        };
        assert_eq!(compare(OLT, 3.5, 16, false), Some((CmpIPredicate::Sle, 3)));
        assert_eq!(
            compare(OGE, -3.5, 16, false),
            Some((CmpIPredicate::Sge, -3))
        );
        assert_eq!(constant(OEQ, 3.5, 16, false), Some(false));
        assert_eq!(constant(UGE, -2.0, 16, true), Some(true));
        assert_eq!(
            constant(OGT, 300.5, 8, false),
            Some(false),
            "above the `i8` maximum"
        );
        assert_eq!(
            compare(OGT, 100.25, 8, false),
            Some((CmpIPredicate::Sgt, 100))
        );
        assert_eq!(constant(ORD, 1.0, 16, false), Some(true));
        assert!(
            decide(OLT, 16_777_216.0, F32, 32, false).is_none(),
            "rounding may decide"
        );
    }
}
