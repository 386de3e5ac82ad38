//! The fold hooks of `arith` and its constant materializer, MLIR 19's folders of
//! `ArithOps.cpp`: constants fold to their value, integer ops on constants (scalars, splats
//! and dense elements of up to 64 bits) fold to their result with MLIR's refusals (division
//! by zero or signed overflow in any element, a last shift amount past the width), algebraic
//! identities fold to an existing value, casts of constants fold (bitcasts too, and a bitcast
//! to its own type to its operand), `addui_extended`, `mului_extended` and `mulsi_extended`
//! fold their identities and constants to both results, `select` of dense constants by a
//! dense condition folds element by element, `addf`/`subf`/`mulf`/`divf`/`remf`,
//! `maximumf`/`minimumf`/`maxnumf`/`minnumf`, `negf`, `extf`/`truncf` (exact conversions) and
//! `fptosi`/`fptoui` fold on `f16`, `bf16`, `f32` and `f64` constants, NaNs and infinities
//! included, as MLIR 19 folds them with APFloat, `negf(negf(x))` to `x`, and `cmpf` on scalar
//! ones (as MLIR 19, which does not fold `cmpf` of dense constants). Constants are read and
//! written element by element in `elements`; the arithmetic itself is in
//! [`crate::int_math`] and [`crate::float_math`]. Not here: canonicalization patterns (the
//! rules of `defs/arith.rules.toml`), integers wider than 64 bits, and `ub.poison` operands
//! (oxir has no `ub` dialect).

use crate::elements::{self, Elements, int_width, splat_or_scalar};
use crate::float_math::Float;
use crate::int_math::{Int, compare_equal_operands};
use crate::{CmpFPredicate, CmpIPredicate};
use oxir::attrs::{DenseElementsAttr, FloatAttr, IntegerAttr, attr_type};
use oxir::rewrite::{FoldOutcome, FoldResult, InPlaceUpdate};
use oxir::types::{FloatKind, Signedness, element_type_or_self};
use oxir::{Attribute, Body, Builder, Context, Location, OpId, Type, TypeData, Value};

/// The constants the fold hooks receive, one per operand.
type Constants<'a> = &'a [Option<Attribute>];

/// Builds `arith.constant` for integer (signless or `index`), float and dense elements
/// attributes whose type is `ty` (MLIR's `ArithDialect::materializeConstant`); declines others.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let buildable = if let Some(int) = value.dyn_cast::<IntegerAttr>(ctx) {
        !matches!(
            ctx.type_data(int.ty(ctx)),
            TypeData::Integer { signedness, .. } if *signedness != Signedness::Signless
        )
    } else if let Some(dense) = value.dyn_cast::<DenseElementsAttr>(ctx) {
        !dense.is_strings(ctx)
    } else {
        value.isa::<FloatAttr>(ctx)
    };
    if !buildable || attr_type(ctx, value) != Some(ty) {
        return None;
    }
    oxir::rewrite::build_value_constant(ctx, body, builder, "arith.constant", value, ty, loc)
}

/// `arith.constant` folds to its value.
pub fn constant(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    oxir::rewrite::fold_to_value_attr(ctx, body, op, c)
}

// Reading and making constants.

/// An integer scalar constant, or the value of an integer splat.
pub(crate) fn int_const(ctx: &Context, attr: Option<Attribute>) -> Option<Int> {
    let mut attr = attr?;
    if let Some(dense) = attr.dyn_cast::<DenseElementsAttr>(ctx) {
        attr = dense.splat_value(ctx)?;
    }
    let int = attr.dyn_cast::<IntegerAttr>(ctx)?;
    Int::new(
        int_width(ctx, int.ty(ctx))?,
        int.value(ctx).as_i64()? as u64,
    )
}

fn int_attr(ctx: &Context, ty: Type, value: Int) -> Option<Attribute> {
    let scalar = IntegerAttr::get(ctx, element_type_or_self(ctx, ty), value.signed()).attr();
    splat_or_scalar(ctx, ty, scalar)
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(Value::result(op, 0))
}

fn operand(body: &Body, op: OpId, index: usize) -> Option<Value> {
    body.operand(op, index)
}

fn constant_at(constants: Constants<'_>, index: usize) -> Option<Attribute> {
    constants.get(index).copied().flatten()
}

/// The elements of both integer constant operands, when both are constants.
fn int_operands(ctx: &Context, constants: Constants<'_>) -> Option<(Elements<Int>, Elements<Int>)> {
    elements::ints(ctx, constant_at(constants, 0))
        .zip(elements::ints(ctx, constant_at(constants, 1)))
}

/// `apply` of the elements of both integer constant operands, as a constant of type `ty`
/// (`None` from `apply` for any element: no fold).
fn binary_constant(
    ctx: &Context,
    ty: Type,
    constants: Constants<'_>,
    apply: impl FnMut(Int, Int) -> Option<Int>,
) -> Option<Attribute> {
    let (lhs, rhs) = int_operands(ctx, constants)?;
    elements::int_constant(ctx, ty, lhs.zip(&rhs, apply)?)
}

/// Folds an op whose two operands are integer constants (scalars, splats or dense elements)
/// with `apply`, element by element (`None` for any element: no fold).
fn fold_binary(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: Constants<'_>,
    apply: impl FnMut(Int, Int) -> Option<Int>,
) -> FoldOutcome {
    binary_constant(ctx, result_type(body, op), constants, apply)
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// The right-hand constant, when it is an integer constant.
fn rhs_int(ctx: &Context, constants: Constants<'_>) -> Option<Int> {
    int_const(ctx, constant_at(constants, 1))
}

/// Folds to operand `index`.
fn to_operand(body: &Body, op: OpId, index: usize) -> FoldOutcome {
    operand(body, op, index).map_or(FoldOutcome::NoFold, FoldOutcome::value)
}

/// The integer zero of type `ty` (MLIR's `getZeroAttr`): a scalar, or a splat.
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    int_width(ctx, element_type_or_self(ctx, ty))
        .and_then(|w| Int::new(w, 0))
        .and_then(|zero| int_attr(ctx, ty, zero))
}

/// Folds to zero of the result type.
fn to_zero(ctx: &Context, body: &Body, op: OpId) -> FoldOutcome {
    zero_attr(ctx, result_type(body, op)).map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

fn same_operands(body: &Body, op: OpId) -> bool {
    operand(body, op, 0).is_some() && operand(body, op, 0) == operand(body, op, 1)
}

/// The operands of `value`'s defining op when it is an op named `name`.
fn defined_by(ctx: &Context, body: &Body, value: Option<Value>, name: &str) -> Option<Vec<Value>> {
    let def = value?.defining_op()?;
    (body.op_name(def) == ctx.op_name(name)).then(|| body.operands(def).collect())
}

// Integer binary ops.

/// `addi`: `x + 0 -> x`, `(a - b) + b -> a`, `b + (a - b) -> a`, constants.
pub fn addi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if rhs_int(ctx, c).is_some_and(Int::is_zero) {
        return to_operand(body, op, 0);
    }
    let (lhs, rhs) = (operand(body, op, 0), operand(body, op, 1));
    if let Some(sub) = defined_by(ctx, body, lhs, "arith.subi")
        && Some(sub[1]) == rhs
    {
        return FoldOutcome::value(sub[0]);
    }
    if let Some(sub) = defined_by(ctx, body, rhs, "arith.subi")
        && Some(sub[1]) == lhs
    {
        return FoldOutcome::value(sub[0]);
    }
    fold_binary(ctx, body, op, c, |a, b| Some(a.wrapping_add(b)))
}

/// `subi`: `x - x -> 0`, `x - 0 -> x`, `(a + b) - b -> a`, `(a + b) - a -> b`, constants.
pub fn subi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if same_operands(body, op) {
        return to_zero(ctx, body, op);
    }
    if rhs_int(ctx, c).is_some_and(Int::is_zero) {
        return to_operand(body, op, 0);
    }
    let rhs = operand(body, op, 1);
    if let Some(add) = defined_by(ctx, body, operand(body, op, 0), "arith.addi") {
        if Some(add[1]) == rhs {
            return FoldOutcome::value(add[0]);
        }
        if Some(add[0]) == rhs {
            return FoldOutcome::value(add[1]);
        }
    }
    fold_binary(ctx, body, op, c, |a, b| Some(a.wrapping_sub(b)))
}

/// `muli`: `x * 0 -> 0`, `x * 1 -> x`, constants.
pub fn muli(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match rhs_int(ctx, c) {
        Some(r) if r.is_zero() => to_operand(body, op, 1),
        Some(r) if r.is_one() => to_operand(body, op, 0),
        _ => fold_binary(ctx, body, op, c, |a, b| Some(a.wrapping_mul(b))),
    }
}

// Extended arithmetic: two results each.

/// The type of result `index` of `op`.
fn result_type_at(body: &Body, op: OpId, index: u32) -> Type {
    body.value_type(Value::result(op, index))
}

/// Folds a two-result op to `first` and `second`, when both are known.
fn two_results(first: Option<FoldResult>, second: Option<FoldResult>) -> FoldOutcome {
    match (first, second) {
        (Some(a), Some(b)) => FoldOutcome::Results([a, b].into_iter().collect()),
        _ => FoldOutcome::NoFold,
    }
}

/// `addui_extended`: `(x, 0) -> [x, false]`, constants to their sum and whether it wrapped
/// (the sum below the left operand, as MLIR computes the overflow bit).
pub fn addui_extended(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    let no_overflow = zero_attr(ctx, result_type_at(body, op, 1)).map(FoldResult::Attr);
    if rhs_int(ctx, c).is_some_and(Int::is_zero) {
        return two_results(operand(body, op, 0).map(FoldResult::Value), no_overflow);
    }
    let Some((lhs, rhs)) = int_operands(ctx, c) else {
        return FoldOutcome::NoFold;
    };
    let Some(sum) = lhs.zip(&rhs, |a, b| Some(a.wrapping_add(b))) else {
        return FoldOutcome::NoFold;
    };
    let overflow = sum.zip(&lhs, |s, a| {
        Int::new(1, u64::from(s.unsigned() < a.unsigned()))
    });
    two_results(
        elements::int_constant(ctx, result_type_at(body, op, 0), sum).map(FoldResult::Attr),
        overflow
            .and_then(|o| elements::int_constant(ctx, result_type_at(body, op, 1), o))
            .map(FoldResult::Attr),
    )
}

/// A `mul*_extended` of constants: the low half of the product and the high half by `high`.
fn extended_product(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    high: fn(Int, Int) -> Int,
) -> FoldOutcome {
    let ty = result_type(body, op);
    let half = |apply: fn(Int, Int) -> Int| {
        binary_constant(ctx, ty, c, |a, b| Some(apply(a, b))).map(FoldResult::Attr)
    };
    two_results(half(Int::wrapping_mul), half(high))
}

/// `x * 0` of an extended multiplication: both halves are that zero (MLIR returns the
/// constant operand twice).
fn times_zero(ctx: &Context, c: Constants<'_>) -> Option<FoldOutcome> {
    let zero = constant_at(c, 1).filter(|_| rhs_int(ctx, c).is_some_and(Int::is_zero))?;
    Some(two_results(
        Some(FoldResult::Attr(zero)),
        Some(FoldResult::Attr(zero)),
    ))
}

/// `mului_extended`: `(x, 0) -> [0, 0]`, `(x, 1) -> [x, 0]`, constants to the low and high
/// halves of their product.
pub fn mului_extended(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if let Some(zero) = times_zero(ctx, c) {
        return zero;
    }
    if rhs_int(ctx, c).is_some_and(Int::is_one) {
        let zero = zero_attr(ctx, result_type_at(body, op, 1)).map(FoldResult::Attr);
        return two_results(operand(body, op, 0).map(FoldResult::Value), zero);
    }
    extended_product(ctx, body, op, c, Int::mul_high_unsigned)
}

/// `mulsi_extended`: `(x, 0) -> [0, 0]`, constants to the low and high halves of their signed
/// product (`(x, 1)` is the canonicalization `mulsi_extended_rhs_one`).
pub fn mulsi_extended(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    times_zero(ctx, c).unwrap_or_else(|| extended_product(ctx, body, op, c, Int::mul_high_signed))
}

/// What an op folds to when its right-hand side is its identity-like constant.
#[derive(Copy, Clone)]
enum OnRhs {
    /// The left-hand side (`x / 1`, `x << 0`).
    Lhs,
    /// Zero (`x % 1`).
    Zero,
}

/// An op folding to `on_rhs` when its right-hand constant satisfies `special`, else to its
/// constants computed by `apply` (`None`: no fold).
fn special_rhs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    (special, on_rhs): (fn(Int) -> bool, OnRhs),
    apply: fn(Int, Int) -> Option<Int>,
) -> FoldOutcome {
    match rhs_int(ctx, c) {
        Some(r) if special(r) => match on_rhs {
            OnRhs::Lhs => to_operand(body, op, 0),
            OnRhs::Zero => to_zero(ctx, body, op),
        },
        _ => fold_binary(ctx, body, op, c, apply),
    }
}

/// A shift: `x << 0 -> x`; constants shifted as `APInt` shifts, when the last element's
/// amount is below the width. MLIR 19's shift folders keep the bound of the last element they
/// compute, so a dense shift folds, its elements shifted past the width included, exactly
/// when its last amount is in range.
fn shift(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    apply: fn(Int, Int) -> Int,
) -> FoldOutcome {
    if rhs_int(ctx, c).is_some_and(Int::is_zero) {
        return to_operand(body, op, 0);
    }
    let Some((lhs, rhs)) = int_operands(ctx, c) else {
        return FoldOutcome::NoFold;
    };
    let bounded = lhs
        .last()
        .zip(rhs.last())
        .is_some_and(|(a, b)| a.shift_in_range(b));
    lhs.zip(&rhs, |a, b| Some(apply(a, b)))
        .filter(|_| bounded)
        .and_then(|r| elements::int_constant(ctx, result_type(body, op), r))
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// `x / 1 -> x`.
const DIVISION: (fn(Int) -> bool, OnRhs) = (Int::is_one, OnRhs::Lhs);
/// `x % 1 -> 0`.
const REMAINDER: (fn(Int) -> bool, OnRhs) = (Int::is_one, OnRhs::Zero);

/// `divui`: `x / 1 -> x`, constants unless dividing by zero.
pub fn divui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    special_rhs(ctx, body, op, c, DIVISION, Int::udiv)
}

/// `divsi`: `x / 1 -> x`, constants unless dividing by zero or overflowing.
pub fn divsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    special_rhs(ctx, body, op, c, DIVISION, Int::sdiv)
}

/// `ceildivsi`: `x / 1 -> x`, constants as MLIR computes them.
pub fn ceildivsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    special_rhs(ctx, body, op, c, DIVISION, Int::ceil_div)
}

/// `ceildivui`: `x / 1 -> x`, constants unless dividing by zero.
pub fn ceildivui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    special_rhs(ctx, body, op, c, DIVISION, |a, b| {
        let quotient = a.udiv(b)?;
        if a.urem(b)?.is_zero() {
            return Some(quotient);
        }
        Some(quotient.wrapping_add(Int::new(quotient.width(), 1)?))
    })
}

/// `floordivsi`: `x / 1 -> x`, constants unless dividing by zero or overflowing.
pub fn floordivsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    special_rhs(ctx, body, op, c, DIVISION, Int::floor_div)
}

/// `remui`: `x % 1 -> 0`, constants unless dividing by zero.
pub fn remui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    special_rhs(ctx, body, op, c, REMAINDER, Int::urem)
}

/// `remsi`: `x % 1 -> 0`, constants unless dividing by zero.
pub fn remsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    special_rhs(ctx, body, op, c, REMAINDER, Int::srem)
}

/// `andi`: `x & 0 -> 0`, `x & -1 -> x`, `x & x -> x`, `x & ~x -> 0`, `a & (a & b) -> a & b`
/// (either side), constants.
pub fn andi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match rhs_int(ctx, c) {
        Some(r) if r.is_zero() => to_operand(body, op, 1),
        Some(r) if r.is_all_ones() => to_operand(body, op, 0),
        _ if same_operands(body, op) => to_operand(body, op, 0),
        _ if complements(ctx, body, op).is_some() => to_zero(ctx, body, op),
        _ => match and_of_and(ctx, body, op) {
            Some(inner) => FoldOutcome::value(inner),
            None => fold_binary(ctx, body, op, c, |a, b| Some(a.and(b))),
        },
    }
}

/// The inner `andi` of `andi(andi(a, b), a)` and its mirrors (MLIR's `foldAndIofAndI`): one
/// operand is an `andi` that already has the other operand.
fn and_of_and(ctx: &Context, body: &Body, op: OpId) -> Option<Value> {
    let (lhs, rhs) = (operand(body, op, 0)?, operand(body, op, 1)?);
    [(lhs, rhs), (rhs, lhs)]
        .into_iter()
        .find_map(|(inner, other)| {
            let operands = defined_by(ctx, body, Some(inner), "arith.andi")?;
            operands.contains(&other).then_some(inner)
        })
}

/// The all-ones constant of `value` when `value` is `xori(x, -1)`, the complement of `x`.
fn not_of(ctx: &Context, body: &Body, value: Value, x: Value) -> Option<Value> {
    let xor = defined_by(ctx, body, Some(value), "arith.xori")?;
    let ones = int_const(ctx, oxir::rewrite::m_constant(ctx, body, xor[1]))?;
    (xor[0] == x && ones.is_all_ones()).then_some(xor[1])
}

/// When one operand of `op` is the complement of the other (`x` and `xori(x, -1)`), the
/// all-ones constant of that `xori`.
fn complements(ctx: &Context, body: &Body, op: OpId) -> Option<Value> {
    let (lhs, rhs) = (operand(body, op, 0)?, operand(body, op, 1)?);
    not_of(ctx, body, rhs, lhs).or_else(|| not_of(ctx, body, lhs, rhs))
}

/// `ori`: `x | 0 -> x`, `x | -1 -> -1`, `x | x -> x`, `x | ~x -> -1`, constants.
pub fn ori(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match rhs_int(ctx, c) {
        Some(r) if r.is_zero() => to_operand(body, op, 0),
        Some(r) if r.is_all_ones() => to_operand(body, op, 1),
        _ if same_operands(body, op) => to_operand(body, op, 0),
        _ => match complements(ctx, body, op) {
            Some(ones) => FoldOutcome::value(ones),
            None => fold_binary(ctx, body, op, c, |a, b| Some(a.or(b))),
        },
    }
}

/// `xori`: `x ^ 0 -> x`, `x ^ x -> 0`, `(x ^ a) ^ a -> x`, `(a ^ x) ^ a -> x`,
/// `a ^ (x ^ a) -> x`, `a ^ (a ^ x) -> x`, constants.
pub fn xori(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if rhs_int(ctx, c).is_some_and(Int::is_zero) {
        return to_operand(body, op, 0);
    }
    if same_operands(body, op) {
        return to_zero(ctx, body, op);
    }
    let (lhs, rhs) = (operand(body, op, 0), operand(body, op, 1));
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(inner) = defined_by(ctx, body, inner, "arith.xori") {
            if Some(inner[1]) == other {
                return FoldOutcome::value(inner[0]);
            }
            if Some(inner[0]) == other {
                return FoldOutcome::value(inner[1]);
            }
        }
    }
    fold_binary(ctx, body, op, c, |a, b| Some(a.xor(b)))
}

/// `shli`: `x << 0 -> x`, constants.
pub fn shli(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    shift(ctx, body, op, c, Int::wrapping_shl)
}

/// `shrui`: `x >> 0 -> x`, constants.
pub fn shrui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    shift(ctx, body, op, c, Int::lshr)
}

/// `shrsi`: `x >> 0 -> x`, constants.
pub fn shrsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    shift(ctx, body, op, c, Int::ashr)
}

/// A maximum or minimum: `op(x, x) -> x`; with a constant right-hand side, the bound the op
/// saturates at (`absorbing`) folds to it and the neutral bound (`neutral`) to `x`; constants.
fn extremum(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    absorbing: fn(Int) -> bool,
    neutral: fn(Int) -> bool,
    apply: fn(Int, Int) -> Int,
) -> FoldOutcome {
    if same_operands(body, op) {
        return to_operand(body, op, 1);
    }
    match rhs_int(ctx, c) {
        Some(r) if absorbing(r) => to_operand(body, op, 1),
        Some(r) if neutral(r) => to_operand(body, op, 0),
        _ => fold_binary(ctx, body, op, c, |a, b| Some(apply(a, b))),
    }
}

/// `maxsi`: `max(x, x) -> x`, `max(x, MAX) -> MAX`, `max(x, MIN) -> x`, constants.
pub fn maxsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    extremum(
        ctx,
        body,
        op,
        c,
        Int::is_max_signed,
        Int::is_min_signed,
        Int::smax,
    )
}

/// `maxui`: `max(x, x) -> x`, `max(x, -1) -> -1`, `max(x, 0) -> x`, constants.
pub fn maxui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    extremum(ctx, body, op, c, Int::is_all_ones, Int::is_zero, Int::umax)
}

/// `minsi`: `min(x, x) -> x`, `min(x, MIN) -> MIN`, `min(x, MAX) -> x`, constants.
pub fn minsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    extremum(
        ctx,
        body,
        op,
        c,
        Int::is_min_signed,
        Int::is_max_signed,
        Int::smin,
    )
}

/// `minui`: `min(x, x) -> x`, `min(x, 0) -> 0`, `min(x, -1) -> x`, constants.
pub fn minui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    extremum(ctx, body, op, c, Int::is_zero, Int::is_all_ones, Int::umin)
}

// Comparisons and selects.

fn bool_attr(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    let scalar = IntegerAttr::get(ctx, ctx.common().i1, i64::from(value)).attr();
    splat_or_scalar(ctx, ty, scalar)
}

/// The predicate comparing the operands the other way round (`slt` for `sgt`; `eq` and `ne`
/// stay).
fn swapped(predicate: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match predicate {
        Slt => Sgt,
        Sgt => Slt,
        Sle => Sge,
        Sge => Sle,
        Ult => Ugt,
        Ugt => Ult,
        Ule => Uge,
        Uge => Ule,
        Eq => Eq,
        Ne => Ne,
    }
}

/// `cmpi`: `cmpi(x, x)` by the predicate, `ne(extsi/extui(%b : i1), 0) -> %b`, a constant
/// left-hand side moved to the right (in place, the predicate swapped), constants.
pub fn cmpi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    let Some(predicate) = oxir::op_support::attr(ctx, body, op, "predicate")
        .and_then(|attr| CmpIPredicate::from_attr(ctx, attr))
    else {
        return FoldOutcome::NoFold;
    };
    let ty = result_type(body, op);
    if same_operands(body, op) {
        return bool_attr(ctx, ty, compare_equal_operands(predicate))
            .map_or(FoldOutcome::NoFold, FoldOutcome::attr);
    }
    if rhs_int(ctx, c).is_some_and(Int::is_zero) && predicate == CmpIPredicate::Ne {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(inner) = defined_by(ctx, body, operand(body, op, 0), ext)
                && int_width(ctx, element_type_or_self(ctx, body.value_type(inner[0]))) == Some(1)
            {
                return FoldOutcome::value(inner[0]);
            }
        }
    }
    if constant_at(c, 0).is_some()
        && constant_at(c, 1).is_none()
        && let (Some(lhs), Some(rhs)) = (operand(body, op, 0), operand(body, op, 1))
    {
        return FoldOutcome::InPlace(InPlaceUpdate {
            operands: Some(vec![rhs, lhs]),
            props: oxir::op_support::properties(
                ctx,
                &[("predicate", Some(swapped(predicate).get_attr(ctx)))],
            ),
            ..InPlaceUpdate::default()
        });
    }
    binary_constant(ctx, ty, c, |a, b| {
        Int::new(1, u64::from(a.compare(predicate, b)))
    })
    .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// `cmpf` of two scalar float constants (MLIR's `CmpFOp::fold`): a NaN on one side stands
/// for both, then the predicate decides. The kinds [`float_const`] reads compare exactly as
/// `f64`.
pub fn cmpf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    let scalar = |index: usize| {
        constant_at(c, index)
            .filter(|attr| attr.isa::<FloatAttr>(ctx))
            .and_then(|attr| float_const(ctx, Some(attr)))
    };
    let (mut lhs, mut rhs) = (scalar(0), scalar(1));
    if lhs.is_some_and(f64::is_nan) {
        rhs = lhs;
    }
    if rhs.is_some_and(f64::is_nan) {
        lhs = rhs;
    }
    let (Some(a), Some(b), Some(predicate)) = (
        lhs,
        rhs,
        oxir::op_support::attr(ctx, body, op, "predicate")
            .and_then(|attr| CmpFPredicate::from_attr(ctx, attr)),
    ) else {
        return FoldOutcome::NoFold;
    };
    let holds = compare_floats(predicate, a, b);
    FoldOutcome::attr(IntegerAttr::get(ctx, ctx.common().i1, i64::from(holds)).attr())
}

/// Whether `a <predicate> b` holds: ordered predicates fail on NaN, unordered ones hold.
fn compare_floats(predicate: CmpFPredicate, a: f64, b: f64) -> bool {
    use CmpFPredicate::*;
    let unordered = a.is_nan() || b.is_nan();
    let ordered = |holds: bool| !unordered && holds;
    let or_unordered = |holds: bool| unordered || holds;
    match predicate {
        AlwaysFalse => false,
        AlwaysTrue => true,
        OEQ => ordered(a == b),
        OGT => ordered(a > b),
        OGE => ordered(a >= b),
        OLT => ordered(a < b),
        OLE => ordered(a <= b),
        ONE => ordered(a != b),
        ORD => !unordered,
        UEQ => or_unordered(a == b),
        UGT => or_unordered(a > b),
        UGE => or_unordered(a >= b),
        ULT => or_unordered(a < b),
        ULE => or_unordered(a <= b),
        UNE => or_unordered(a != b),
        UNO => unordered,
    }
}

/// `select`: same operands, a constant condition, `select %c, true, false -> %c` on `i1`,
/// and `select (cmpi eq/ne %a, %b), %a, %b`.
pub fn select(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    let (Some(condition), Some(on_true), Some(on_false)) = (
        operand(body, op, 0),
        operand(body, op, 1),
        operand(body, op, 2),
    ) else {
        return FoldOutcome::NoFold;
    };
    if on_true == on_false {
        return FoldOutcome::value(on_true);
    }
    match int_const(ctx, constant_at(c, 0)) {
        Some(cond) if cond.is_one() => return FoldOutcome::value(on_true),
        Some(cond) if cond.is_zero() => return FoldOutcome::value(on_false),
        _ => {}
    }
    let ty = result_type(body, op);
    if ty == ctx.common().i1
        && int_const(ctx, constant_at(c, 1)).is_some_and(Int::is_one)
        && int_const(ctx, constant_at(c, 2)).is_some_and(Int::is_zero)
    {
        return FoldOutcome::value(condition);
    }
    if let Some(cmp) = defined_by(ctx, body, Some(condition), "arith.cmpi")
        && let Some(def) = condition.defining_op()
        && let Some(predicate) = oxir::op_support::attr(ctx, body, def, "predicate")
            .and_then(|attr| CmpIPredicate::from_attr(ctx, attr))
        && matches!(predicate, CmpIPredicate::Eq | CmpIPredicate::Ne)
        && ((cmp[0] == on_true && cmp[1] == on_false) || (cmp[1] == on_true && cmp[0] == on_false))
    {
        return FoldOutcome::value(if predicate == CmpIPredicate::Ne {
            on_true
        } else {
            on_false
        });
    }
    select_elements(ctx, c).map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// A select of dense constants by a dense condition, element by element (MLIR's fold of
/// `select %cst_vec, %cst0, %cst1`).
fn select_elements(ctx: &Context, c: Constants<'_>) -> Option<Attribute> {
    let dense = |index: usize| constant_at(c, index)?.dyn_cast::<DenseElementsAttr>(ctx);
    let (condition, on_true, on_false) = (dense(0)?, dense(1)?, dense(2)?);
    let picked = condition
        .bool_values(ctx)?
        .enumerate()
        .map(|(i, holds)| {
            let from = if holds { on_true } else { on_false };
            from.element_attr(ctx, i as u64)
        })
        .collect::<Option<Vec<_>>>()?;
    DenseElementsAttr::get_from_attrs(ctx, on_true.ty(ctx), &picked)
        .ok()
        .map(|d| d.attr())
}

// Casts.

/// Folds an integer cast of a constant with `apply`, given the result's element width.
fn int_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    apply: fn(Int, u32) -> Option<Int>,
) -> FoldOutcome {
    let ty = result_type(body, op);
    cast_constant(ctx, ty, elements::ints(ctx, constant_at(c, 0)), |value| {
        apply(value, int_width(ctx, element_type_or_self(ctx, ty))?)
    })
}

/// A cast of a constant of integer elements to integer elements of type `ty`, element by
/// element (`None` for any element: no fold).
fn cast_constant<T: Copy>(
    ctx: &Context,
    ty: Type,
    input: Option<Elements<T>>,
    apply: impl FnMut(T) -> Option<Int>,
) -> FoldOutcome {
    input
        .and_then(|e| e.map(apply))
        .and_then(|r| elements::int_constant(ctx, ty, r))
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// `op(op(x)) -> op(x)` in place, for the casts that compose with themselves.
fn skip_inner(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<FoldOutcome> {
    let inner = defined_by(ctx, body, operand(body, op, 0), name)?;
    Some(FoldOutcome::InPlace(InPlaceUpdate::operands(vec![
        inner[0],
    ])))
}

/// `index_cast`: constants, sign-extended or truncated.
pub fn index_cast(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    int_cast(ctx, body, op, c, Int::sext_or_trunc)
}

/// `index_castui`: constants, zero-extended or truncated (`index` as 64 bits).
pub fn index_castui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    int_cast(ctx, body, op, c, Int::zext_or_trunc)
}

/// `extsi`: `extsi(extsi(x)) -> extsi(x)`, constants.
pub fn extsi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    skip_inner(ctx, body, op, "arith.extsi")
        .unwrap_or_else(|| int_cast(ctx, body, op, c, Int::sext_or_trunc))
}

/// `extui`: `extui(extui(x)) -> extui(x)`, constants.
pub fn extui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    skip_inner(ctx, body, op, "arith.extui")
        .unwrap_or_else(|| int_cast(ctx, body, op, c, Int::zext_or_trunc))
}

/// `trunci`: of an extension, to a narrower truncation or to the source; of a truncation, one
/// truncation; constants.
pub fn trunci(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    let ty = result_type(body, op);
    let width = |t: Type| int_width(ctx, element_type_or_self(ctx, t));
    for ext in ["arith.extsi", "arith.extui"] {
        if let Some(inner) = defined_by(ctx, body, operand(body, op, 0), ext) {
            let source = inner[0];
            if width(body.value_type(source)) > width(ty) {
                return FoldOutcome::InPlace(InPlaceUpdate::operands(vec![source]));
            }
            if element_type_or_self(ctx, body.value_type(source)) == element_type_or_self(ctx, ty) {
                return FoldOutcome::value(source);
            }
        }
    }
    skip_inner(ctx, body, op, "arith.trunci")
        .unwrap_or_else(|| int_cast(ctx, body, op, c, Int::zext_or_trunc))
}

/// `bitcast`: a cast to its own type is its operand (MLIR's `CastOpInterface` fold); a scalar
/// integer or float constant, or a dense one, folds to the same bits in the result type.
pub fn bitcast(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    let ty = result_type(body, op);
    if let Some(input) = operand(body, op, 0)
        && body.value_type(input) == ty
    {
        return FoldOutcome::value(input);
    }
    let Some(constant) = constant_at(c, 0) else {
        return FoldOutcome::NoFold;
    };
    // Dense elements keep their bits, read as the result's element type.
    if let Some(dense) = constant.dyn_cast::<DenseElementsAttr>(ctx) {
        return Some(dense)
            .filter(|d| !d.is_strings(ctx))
            .and_then(|d| DenseElementsAttr::get_raw(ctx, ty, d.raw_data(ctx)).ok())
            .map_or(FoldOutcome::NoFold, |d| FoldOutcome::attr(d.attr()));
    }
    let bits = if let Some(float) = constant.dyn_cast::<FloatAttr>(ctx) {
        Some(float.bits(ctx))
    } else {
        constant
            .dyn_cast::<IntegerAttr>(ctx)
            .and_then(|int| int.value_u64(ctx))
            .map(u128::from)
    };
    let Some(bits) = bits else {
        return FoldOutcome::NoFold;
    };
    match ctx.type_data(ty) {
        TypeData::Float(_) => FoldOutcome::attr(FloatAttr::get_from_bits(ctx, ty, bits).attr()),
        TypeData::Integer { .. } => {
            FoldOutcome::attr(IntegerAttr::get(ctx, ty, bits as u64 as i64).attr())
        }
        _ => FoldOutcome::NoFold,
    }
}

/// An integer constant converted to the float result type, rounding to nearest even; only
/// where one rounding gives it (`f32`, `f64`, and `f16`/`bf16` for exactly representable
/// magnitudes).
fn int_to_float(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    signed: bool,
) -> FoldOutcome {
    let ty = result_type(body, op);
    let TypeData::Float(kind) = ctx.type_data(element_type_or_self(ctx, ty)) else {
        return FoldOutcome::NoFold;
    };
    let kind = *kind;
    let exact = |v: f64| v.abs() <= f64::from(1u32 << 24);
    let convert = |value: Int| {
        let converted = match (kind, signed) {
            (FloatKind::F32, true) => f64::from(value.signed() as f32),
            (FloatKind::F32, false) => f64::from(value.unsigned() as f32),
            (FloatKind::F64, true) => value.signed() as f64,
            (FloatKind::F64, false) => value.unsigned() as f64,
            (FloatKind::F16 | FloatKind::BF16, true) => {
                Some(value.signed() as f64).filter(|v| exact(*v))?
            }
            (FloatKind::F16 | FloatKind::BF16, false) => {
                Some(value.unsigned() as f64).filter(|v| exact(*v))?
            }
            _ => return None,
        };
        Some(Float::from_f64(kind, converted))
    };
    elements::ints(ctx, constant_at(c, 0))
        .and_then(|e| e.map(convert))
        .and_then(|r| elements::float_constant(ctx, ty, r))
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// `sitofp`: constants.
pub fn sitofp(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    int_to_float(ctx, body, op, c, true)
}

/// `uitofp`: constants.
pub fn uitofp(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    int_to_float(ctx, body, op, c, false)
}

/// A float constant converted to the integer result type rounding toward zero, as APFloat's
/// `convertToInteger` does; no fold where that conversion is invalid (NaN, infinities, values
/// out of the result's range).
fn float_to_int(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    signed: bool,
) -> FoldOutcome {
    let ty = result_type(body, op);
    let Some(width) = int_width(ctx, element_type_or_self(ctx, ty)) else {
        return FoldOutcome::NoFold;
    };
    // Powers of two are exact in an `f64`, so the bounds compare exactly.
    let (low, high) = if signed {
        (-(2f64.powi(width as i32 - 1)), 2f64.powi(width as i32 - 1))
    } else {
        (0.0, 2f64.powi(width as i32))
    };
    let convert = |value: Float| {
        let truncated = value.to_f64().trunc();
        if !truncated.is_finite() || truncated < low || truncated >= high {
            return None;
        }
        let raw = if signed {
            truncated as i64 as u64
        } else {
            truncated as u64
        };
        Int::new(width, raw)
    };
    cast_constant(ctx, ty, elements::floats(ctx, constant_at(c, 0)), convert)
}

/// `fptosi`: constants.
pub fn fptosi(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_to_int(ctx, body, op, c, true)
}

/// `fptoui`: constants.
pub fn fptoui(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_to_int(ctx, body, op, c, false)
}

// Float binary ops.

/// A float scalar constant or the value of a float splat, of the formats
/// [`crate::float_math`] computes in (`f16`, `bf16`, `f32`, `f64`).
fn float_value(ctx: &Context, attr: Option<Attribute>) -> Option<Float> {
    let mut attr = attr?;
    if let Some(dense) = attr.dyn_cast::<DenseElementsAttr>(ctx) {
        attr = dense.splat_value(ctx)?;
    }
    let float = attr.dyn_cast::<FloatAttr>(ctx)?;
    Float::new(float.kind(ctx), float.bits(ctx))
}

/// [`float_value`] as an `f64` (exact for those formats; NaN payloads are not kept).
fn float_const(ctx: &Context, attr: Option<Attribute>) -> Option<f64> {
    float_value(ctx, attr).map(Float::to_f64)
}

/// `value` as a constant of the result type of `op`, when the result's element type has its
/// format.
fn float_result(
    ctx: &Context,
    body: &Body,
    op: OpId,
    value: Option<Elements<Float>>,
) -> FoldOutcome {
    value
        .and_then(|v| elements::float_constant(ctx, result_type(body, op), v))
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// Folds an op whose two operands are float constants with `apply`, one of APFloat's
/// operations of [`Float`], element by element (NaN operands included, as MLIR's
/// `constFoldBinaryOp` does).
fn fold_float_binary(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    apply: fn(Float, Float) -> Option<Float>,
) -> FoldOutcome {
    let result = elements::floats(ctx, constant_at(c, 0))
        .zip(elements::floats(ctx, constant_at(c, 1)))
        .and_then(|(a, b)| a.zip(&b, apply));
    float_result(ctx, body, op, result)
}

/// Whether the right-hand constant is the float `value`, sign of zero included.
fn rhs_float_is(ctx: &Context, c: Constants<'_>, value: f64) -> bool {
    float_const(ctx, constant_at(c, 1))
        .is_some_and(|r| r == value && r.is_sign_negative() == value.is_sign_negative())
}

/// `addf`: `x + -0.0 -> x`, constants.
pub fn addf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if rhs_float_is(ctx, c, -0.0) {
        return to_operand(body, op, 0);
    }
    fold_float_binary(ctx, body, op, c, Float::checked_add)
}

/// `subf`: `x - +0.0 -> x`, constants.
pub fn subf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if rhs_float_is(ctx, c, 0.0) {
        return to_operand(body, op, 0);
    }
    fold_float_binary(ctx, body, op, c, Float::checked_sub)
}

/// `mulf`: `x * 1.0 -> x`, constants.
pub fn mulf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if rhs_float_is(ctx, c, 1.0) {
        return to_operand(body, op, 0);
    }
    fold_float_binary(ctx, body, op, c, Float::checked_mul)
}

/// `divf`: `x / 1.0 -> x`, constants.
pub fn divf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if rhs_float_is(ctx, c, 1.0) {
        return to_operand(body, op, 0);
    }
    fold_float_binary(ctx, body, op, c, Float::checked_div)
}

/// `remf`: constants (the remainder has the sign of the dividend).
pub fn remf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    fold_float_binary(ctx, body, op, c, Float::checked_rem)
}

/// An extremum: `op(x, x) -> x`, `op(x, neutral) -> x` for its neutral infinity, constants
/// by `apply`.
fn float_extremum(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Constants<'_>,
    neutral: f64,
    apply: fn(Float, Float) -> Option<Float>,
) -> FoldOutcome {
    if same_operands(body, op) || rhs_float_is(ctx, c, neutral) {
        return to_operand(body, op, 0);
    }
    fold_float_binary(ctx, body, op, c, apply)
}

/// `maximumf`: `max(x, x) -> x`, `max(x, -inf) -> x`, constants (`llvm::maximum`).
pub fn maximumf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_extremum(ctx, body, op, c, f64::NEG_INFINITY, Float::maximum)
}

/// `minimumf`: `min(x, x) -> x`, `min(x, +inf) -> x`, constants (`llvm::minimum`).
pub fn minimumf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_extremum(ctx, body, op, c, f64::INFINITY, Float::minimum)
}

/// `maxnumf`: `max(x, x) -> x`, `max(x, -inf) -> x`, constants. MLIR 19 folds the constants
/// with `llvm::maximum`, so a NaN operand is the result (not the other operand, as the op's
/// semantics would have it); folding the same keeps our output equal to MLIR's.
pub fn maxnumf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_extremum(ctx, body, op, c, f64::NEG_INFINITY, Float::maximum)
}

/// `minnumf`: `min(x, x) -> x`, `min(x, +inf) -> x`, constants (`llvm::minnum`).
pub fn minnumf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_extremum(ctx, body, op, c, f64::INFINITY, Float::minnum)
}

// Float unary ops.

/// `negf`: `negf(negf(x)) -> x`, constants (NaNs too: their sign flips).
pub fn negf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if let Some(inner) = defined_by(ctx, body, operand(body, op, 0), "arith.negf") {
        return FoldOutcome::value(inner[0]);
    }
    let value = elements::floats(ctx, constant_at(c, 0)).and_then(|e| e.map(|v| Some(v.negated())));
    float_result(ctx, body, op, value)
}

/// A float conversion of a constant, when APFloat converts it exactly to the result's
/// format (MLIR's `convertFloatValue`): never for a signalling NaN or a rounded value.
fn float_conversion(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    let TypeData::Float(to) = ctx.type_data(element_type_or_self(ctx, result_type(body, op)))
    else {
        return FoldOutcome::NoFold;
    };
    let value =
        elements::floats(ctx, constant_at(c, 0)).and_then(|e| e.map(|v| v.convert_exact(*to)));
    float_result(ctx, body, op, value)
}

/// `extf`: constants (widening is exact, except for signalling NaNs, which MLIR keeps).
pub fn extf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_conversion(ctx, body, op, c)
}

/// `truncf`: constants the narrower format holds exactly (infinities and quiet NaNs whose
/// payload fits included); whatever would round stays, whatever the rounding mode.
pub fn truncf(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    float_conversion(ctx, body, op, c)
}

#[cfg(test)]
mod tests {
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::text::printer::{PrintOptions, print_op};

    /// `ir` (ops of a module) folded to a fixed point, printed back.
    fn folded(ir: &str) -> String {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        let no_patterns = oxir::rewrite::RewritePatternSet::new().freeze(&ctx);
        oxir::testing::rewritten(&ctx, ir, &no_patterns)
    }

    #[test]
    fn constants_are_materialized_for_numbers_of_their_own_type_only() {
        use oxir::attrs::{FloatAttr, IntegerAttr, StringAttr};
        use oxir::types::{IntegerType, Signedness};
        let ctx = oxir::Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&ctx);
        let mut module = parse_source(&ctx, "", &ParseOptions::default()).expect("valid IR");
        let loc = module.body.op_loc(module.op);
        let (body, regions) = module.body.region_scope_mut(module.op);
        let block = body.region_blocks(regions[0]).next().expect("a block");
        let mut builder = oxir::Builder::new(&ctx);
        builder.set_insertion_point_to_end(block);
        let common = ctx.common();
        let i32_five = IntegerAttr::get(&ctx, common.i32, 5).attr();
        let ui8 = IntegerType::get(&ctx, 8, Signedness::Unsigned).ty();
        let half = FloatAttr::get(&ctx, common.f32, 0.5).attr();
        let mut made = |value, ty| {
            super::materialize_constant(&ctx, body, &mut builder, value, ty, loc).is_some()
        };
        assert!(made(i32_five, common.i32));
        assert!(made(half, common.f32));
        assert!(!made(i32_five, common.i64), "a value of another type");
        assert!(
            !made(IntegerAttr::get(&ctx, ui8, 5).attr(), ui8),
            "not signless"
        );
        assert!(!made(StringAttr::get(&ctx, "x").attr(), common.i32));
        let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
        assert!(text.contains("%c5_i32 = arith.constant 5 : i32"), "{text}");
        assert!(text.contains("arith.constant 5.000000e-01 : f32"), "{text}");
        assert_eq!(text.matches("arith.constant").count(), 2, "{text}");
    }

    /// What each operand of the `t.use` op of `folded(ir)` is: the text of the constant defining
    /// it after `=` (`arith.constant 0 : i32`), or its name; independent of the order in which
    /// the driver leaves constants.
    fn used(ir: &str) -> Vec<String> {
        let text = folded(ir);
        let constants: std::collections::HashMap<&str, &str> = text
            .lines()
            .filter_map(|l| l.trim().split_once(" = arith.constant "))
            .collect();
        let uses = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("\"t.use\"("))
            .and_then(|l| l.split_once(')'))
            .map_or("", |(operands, _)| operands);
        uses.split(", ")
            .map(|name| match constants.get(name) {
                Some(value) => value.to_string(),
                None => name.to_string(),
            })
            .collect()
    }

    // The expectations of the two tests below are `mlir-opt-19 -canonicalize` on the same ops
    // in a function, where `%0` is the function argument (these ops' custom forms do not parse
    // yet, so they are not lit tests).

    #[test]
    fn integer_identities_and_constants_match_mlir() {
        let used = used(
            r#"%x = "t.def"() : () -> i32
%z = arith.constant 0 : i32
%one = arith.constant 1 : i32
%c6 = arith.constant 6 : i32
%0 = "arith.addi"(%x, %z) : (i32, i32) -> i32
%1 = "arith.subi"(%x, %x) : (i32, i32) -> i32
%2 = "arith.muli"(%x, %one) : (i32, i32) -> i32
%3 = "arith.muli"(%x, %z) : (i32, i32) -> i32
%4 = "arith.muli"(%c6, %c6) : (i32, i32) -> i32
%5 = "arith.shli"(%c6, %one) : (i32, i32) -> i32
%s = "arith.subi"(%x, %c6) : (i32, i32) -> i32
%6 = "arith.addi"(%s, %c6) : (i32, i32) -> i32
%7 = "arith.subi"(%z, %c6) : (i32, i32) -> i32
"t.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()"#,
        );
        let (zero, c36, c12, cm6) = ("0 : i32", "36 : i32", "12 : i32", "-6 : i32");
        assert_eq!(used, ["%0", zero, "%0", zero, c36, c12, "%0", cm6]);
    }

    #[test]
    fn float_identities_and_constants_match_mlir() {
        let used = used(
            r#"%x = "t.def"() : () -> f32
%nz = arith.constant -0.0 : f32
%pz = arith.constant 0.0 : f32
%one = arith.constant 1.0 : f32
%a = arith.constant 0.1 : f32
%b = arith.constant 3.0e38 : f32
%h = arith.constant 1.5 : f16
%v = arith.constant dense<0.25> : vector<2xf64>
%0 = "arith.addf"(%x, %nz) : (f32, f32) -> f32
%1 = "arith.subf"(%x, %pz) : (f32, f32) -> f32
%2 = "arith.mulf"(%x, %one) : (f32, f32) -> f32
%3 = "arith.divf"(%x, %one) : (f32, f32) -> f32
%4 = "arith.addf"(%a, %a) : (f32, f32) -> f32
%5 = "arith.mulf"(%b, %b) : (f32, f32) -> f32
%6 = "arith.divf"(%one, %a) : (f32, f32) -> f32
%7 = "arith.divf"(%pz, %pz) : (f32, f32) -> f32
%8 = "arith.subf"(%h, %h) : (f16, f16) -> f16
%9 = "arith.mulf"(%v, %v) : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
"t.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f32, f32, f32, f32, f16, vector<2xf64>) -> ()"#,
        );
        assert_eq!(
            used,
            [
                "%0",
                "%0",
                "%0",
                "%0",
                "2.000000e-01 : f32",
                "0x7F800000 : f32",
                "1.000000e+01 : f32",
                "0x7FC00000 : f32",
                "0.000000e+00 : f16",
                "dense<6.250000e-02> : vector<2xf64>",
            ]
        );
    }

    #[test]
    fn negations_and_extensions_fold_as_in_mlir() {
        let used = used(
            r#"%x = "t.def"() : () -> f32
%a = arith.constant 0.1 : f32
%pz = arith.constant 0.0 : f32
%v = arith.constant dense<1.5> : vector<2xf32>
%0 = "arith.negf"(%x) : (f32) -> f32
%1 = "arith.negf"(%0) : (f32) -> f32
%2 = "arith.negf"(%pz) : (f32) -> f32
%3 = "arith.extf"(%a) : (f32) -> f64
%4 = "arith.extf"(%v) : (vector<2xf32>) -> vector<2xf64>
"t.use"(%1, %2, %3, %4) : (f32, f32, f64, vector<2xf64>) -> ()"#,
        );
        assert_eq!(
            used,
            [
                "%0",
                "-0.000000e+00 : f32",
                "0.10000000149011612 : f64",
                "dense<1.500000e+00> : vector<2xf64>",
            ]
        );
    }

    // Expectations from `mlir-opt-19 -canonicalize` on the same ops.
    #[test]
    fn extrema_float_to_int_casts_and_ceildivui_fold_as_in_mlir() {
        let used = used(
            r#"%x = "t.def"() : () -> f32
%pz = arith.constant 0.0 : f32
%nz = arith.constant -0.0 : f32
%ninf = arith.constant 0xFF800000 : f32
%a = arith.constant -2.75 : f32
%b = arith.constant 300.0 : f32
%c = arith.constant -0.5 : f32
%0 = "arith.maximumf"(%x, %ninf) : (f32, f32) -> f32
%1 = "arith.maximumf"(%nz, %pz) : (f32, f32) -> f32
%2 = "arith.minimumf"(%pz, %nz) : (f32, f32) -> f32
%3 = "arith.minimumf"(%a, %b) : (f32, f32) -> f32
%4 = "arith.fptosi"(%a) : (f32) -> i8
%5 = "arith.fptosi"(%b) : (f32) -> i8
%6 = "arith.fptoui"(%c) : (f32) -> i8
%7 = "arith.fptoui"(%a) : (f32) -> i8
%i7 = arith.constant 7 : i32
%i23 = arith.constant 23 : i32
%im1 = arith.constant -1 : i32
%8 = "arith.ceildivui"(%i23, %i7) : (i32, i32) -> i32
%9 = "arith.ceildivui"(%im1, %i7) : (i32, i32) -> i32
"t.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, i8, i8, i8, i8, i32, i32) -> ()"#,
        );
        assert_eq!(used[0], "%0");
        assert_eq!(used[1], "0.000000e+00 : f32");
        assert_eq!(used[2], "-0.000000e+00 : f32");
        assert_eq!(used[3], "-2.750000e+00 : f32");
        assert_eq!(used[4], "-2 : i8");
        assert!(used[5].starts_with('%'), "300 is out of the range of i8");
        assert_eq!(used[6], "0 : i8");
        assert!(
            used[7].starts_with('%'),
            "negative values are out of the range of ui8"
        );
        assert_eq!(used[8..], ["4 : i32", "613566757 : i32"]);
    }

    #[test]
    fn nested_logic_and_bitcasts_fold_as_in_mlir() {
        let used = used(
            r#"%x = "t.def"() : () -> i32
%y = "t.def"() : () -> i32
%f = "t.def"() : () -> f32
%half = arith.constant 1.5 : f32
%a = "arith.andi"(%x, %y) : (i32, i32) -> i32
%0 = "arith.andi"(%y, %a) : (i32, i32) -> i32
%b = "arith.xori"(%x, %y) : (i32, i32) -> i32
%1 = "arith.xori"(%y, %b) : (i32, i32) -> i32
%2 = "arith.bitcast"(%f) : (f32) -> f32
%3 = "arith.bitcast"(%half) : (f32) -> i32
"t.use"(%0, %1, %2, %3) : (i32, i32, f32, i32) -> ()"#,
        );
        // `%0` is `%x`, `%2` is `%f` and `%3` is `%a`.
        assert_eq!(used, ["%3", "%0", "%2", "1069547520 : i32"]);
    }

    #[test]
    fn integer_ops_fold_in_generic_form() {
        let out = folded(
            r#"%x = "t.def"() : () -> i32
%z = arith.constant 0 : i32
%min = arith.constant -128 : i8
%m1 = arith.constant -1 : i8
%c7 = arith.constant 7 : i8
%a = "arith.addi"(%x, %z) : (i32, i32) -> i32
%b = "arith.divsi"(%min, %m1) : (i8, i8) -> i8
%c = "arith.subi"(%x, %x) : (i32, i32) -> i32
%d = "arith.addi"(%min, %m1) : (i8, i8) -> i8
%e = "arith.remsi"(%min, %m1) : (i8, i8) -> i8
%f = "arith.divui"(%c7, %z8) : (i8, i8) -> i8
%z8 = arith.constant 0 : i8
%g = "arith.muli"(%c7, %c7) : (i8, i8) -> i8
"t.use"(%a, %b, %c, %d, %e, %f, %g) : (i32, i8, i32, i8, i8, i8, i8) -> ()"#,
        );
        // -128 / -1 overflows and 7 / 0 divides by zero: neither folds.
        assert!(
            out.contains(r#""t.use"(%0, %1, %c0_i32, %c127_i8, %c0_i8, %2, %c49_i8)"#),
            "{out}"
        );
        assert!(
            out.contains("%1 = arith.divsi %c-128_i8, %c-1_i8 : i8"),
            "{out}"
        );
    }
}
