//! Folds of the `spirv` dialect (MLIR 19's `SPIRVCanonicalization.cpp` folders) and its
//! constant materializer: `spirv.Constant` folds to its value; integer arithmetic and bitwise
//! ops fold their identities (`x + 0`, `x * 1`, `x * 0`, `x - x`, `x / 1`, `x & 0`, `x | -1`,
//! `x ^ x`, ...) and, on scalar constants, to the constant they compute (wrapping, no fold on
//! a division by zero or an overflowing signed division); the logical ops fold with a constant
//! operand; `spirv.Select` folds with equal values or a constant condition. Vector constants
//! (splats, dense elements) are not folded yet.

use oxir::attrs::{AttrData, IntegerAttr};
use oxir::rewrite::FoldOutcome;
use oxir::{Attribute, Body, Builder, Context, Location, OpId, Type, TypeData};

/// The constant operands of the op being folded (`None` where an operand is not constant).
type Constants<'a> = &'a [Option<Attribute>];

/// Builds a `spirv.Constant` of `value` and type `ty` for the folds (MLIR's
/// `SPIRVDialect::materializeConstant`): integers, floats and booleans, and elements
/// attributes, of the type asked for.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let typed = match ctx.attr_data(value) {
        AttrData::Bool(_) => ty == ctx.common().i1,
        AttrData::Integer { ty: t, .. } | AttrData::Float { ty: t, .. } => *t == ty,
        AttrData::DenseElements { ty: t, .. } => *t == ty,
        _ => false,
    };
    if !typed {
        return None;
    }
    oxir::rewrite::build_value_constant(ctx, body, builder, "spirv.Constant", value, ty, loc)
}

/// `spirv.Constant` folds to its value.
pub fn constant(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    oxir::rewrite::fold_to_value_attr(ctx, body, op, c)
}

/// A scalar integer constant: its width and its bits (zero-extended).
#[derive(Copy, Clone)]
struct Int {
    ty: Type,
    width: u32,
    bits: u64,
}

impl Int {
    fn mask(width: u32) -> u64 {
        if width >= 64 {
            u64::MAX
        } else {
            (1 << width) - 1
        }
    }

    fn signed(self) -> i64 {
        let shift = 64 - self.width.min(64);
        ((self.bits << shift) as i64) >> shift
    }

    fn is_zero(self) -> bool {
        self.bits == 0
    }

    fn is_one(self) -> bool {
        self.bits == 1
    }

    fn is_all_ones(self) -> bool {
        self.bits == Self::mask(self.width)
    }

    /// `bits` as a constant of this one's type.
    fn with(self, ctx: &Context, bits: u64) -> Attribute {
        let value = Int {
            bits: bits & Self::mask(self.width),
            ..self
        };
        IntegerAttr::get(ctx, self.ty, value.signed()).attr()
    }
}

/// Constant operand `index`, when it is a scalar integer of at most 64 bits.
fn int_at(ctx: &Context, c: Constants<'_>, index: usize) -> Option<Int> {
    let attr = c.get(index).copied().flatten()?;
    let int = attr.dyn_cast::<IntegerAttr>(ctx)?;
    let ty = int.ty(ctx);
    let TypeData::Integer { width, .. } = ctx.type_data(ty) else {
        return None;
    };
    let width = *width;
    if width > 64 {
        return None;
    }
    let bits = int.value_i64(ctx)? as u64 & Int::mask(width);
    Some(Int { ty, width, bits })
}

/// Constant operand `index`, when it is a boolean.
fn bool_at(ctx: &Context, c: Constants<'_>, index: usize) -> Option<bool> {
    match ctx.attr_data(c.get(index).copied().flatten()?) {
        AttrData::Bool(b) => Some(*b),
        _ => None,
    }
}

/// Folds to operand `index`.
fn operand(body: &Body, op: OpId, index: usize) -> FoldOutcome {
    body.operand(op, index)
        .map_or(FoldOutcome::NoFold, FoldOutcome::value)
}

/// Whether both operands are the same value.
fn same_operands(body: &Body, op: OpId) -> bool {
    body.operand(op, 0).is_some() && body.operand(op, 0) == body.operand(op, 1)
}

/// The zero of the result type, for a scalar integer result.
fn zero(ctx: &Context, body: &Body, op: OpId) -> FoldOutcome {
    let Some(ty) = body.result(op, 0).map(|r| body.value_type(r)) else {
        return FoldOutcome::NoFold;
    };
    match ctx.type_data(ty) {
        TypeData::Integer { .. } => FoldOutcome::attr(IntegerAttr::get(ctx, ty, 0).attr()),
        _ => FoldOutcome::NoFold,
    }
}

/// Folds two scalar integer constants with `apply` (`None`: no fold).
fn both(
    ctx: &Context,
    c: Constants<'_>,
    apply: impl FnOnce(Int, Int) -> Option<u64>,
) -> FoldOutcome {
    match (int_at(ctx, c, 0), int_at(ctx, c, 1)) {
        (Some(a), Some(b)) => apply(a, b).map_or(FoldOutcome::NoFold, |bits| {
            FoldOutcome::attr(a.with(ctx, bits))
        }),
        _ => FoldOutcome::NoFold,
    }
}

/// `spirv.IAdd`: `x + 0 -> x`, constants.
pub fn iadd(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if int_at(ctx, c, 1).is_some_and(Int::is_zero) {
        return operand(body, op, 0);
    }
    both(ctx, c, |a, b| Some(a.bits.wrapping_add(b.bits)))
}

/// `spirv.ISub`: `x - x -> 0`, constants.
pub fn isub(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if same_operands(body, op) {
        return zero(ctx, body, op);
    }
    both(ctx, c, |a, b| Some(a.bits.wrapping_sub(b.bits)))
}

/// `spirv.IMul`: `x * 0 -> 0`, `x * 1 -> x`, constants.
pub fn imul(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match int_at(ctx, c, 1) {
        // The zero operand itself, as MLIR's fold returns it.
        Some(rhs) if rhs.is_zero() => return operand(body, op, 1),
        Some(rhs) if rhs.is_one() => return operand(body, op, 0),
        _ => {}
    }
    both(ctx, c, |a, b| Some(a.bits.wrapping_mul(b.bits)))
}

/// `spirv.SDiv`: `x / 1 -> x`, constants (not by zero, not `MIN / -1`).
pub fn sdiv(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if int_at(ctx, c, 1).is_some_and(Int::is_one) {
        return operand(body, op, 0);
    }
    both(ctx, c, |a, b| {
        let (x, y) = (a.signed(), b.signed());
        let min = i64::MIN >> (64 - a.width.min(64));
        if y == 0 || (x == min && y == -1) {
            return None;
        }
        Some((x / y) as u64)
    })
}

/// `spirv.UDiv`: `x / 1 -> x`, constants (not by zero).
pub fn udiv(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if int_at(ctx, c, 1).is_some_and(Int::is_one) {
        return operand(body, op, 0);
    }
    both(ctx, c, |a, b| a.bits.checked_div(b.bits))
}

/// `spirv.BitwiseAnd`: `x & 0 -> 0`, `x & -1 -> x`, constants.
pub fn bitwise_and(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match int_at(ctx, c, 1) {
        Some(rhs) if rhs.is_zero() => return operand(body, op, 1),
        Some(rhs) if rhs.is_all_ones() => return operand(body, op, 0),
        _ => {}
    }
    both(ctx, c, |a, b| Some(a.bits & b.bits))
}

/// `spirv.BitwiseOr`: `x | 0 -> x`, `x | -1 -> -1`, constants.
pub fn bitwise_or(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match int_at(ctx, c, 1) {
        Some(rhs) if rhs.is_zero() => return operand(body, op, 0),
        Some(rhs) if rhs.is_all_ones() => return operand(body, op, 1),
        _ => {}
    }
    both(ctx, c, |a, b| Some(a.bits | b.bits))
}

/// `spirv.BitwiseXor`: `x ^ x -> 0`, `x ^ 0 -> x`, constants.
pub fn bitwise_xor(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if same_operands(body, op) {
        return zero(ctx, body, op);
    }
    if int_at(ctx, c, 1).is_some_and(Int::is_zero) {
        return operand(body, op, 0);
    }
    both(ctx, c, |a, b| Some(a.bits ^ b.bits))
}

/// `spirv.LogicalAnd`: `x && true -> x`, `x && false -> false`.
pub fn logical_and(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match bool_at(ctx, c, 1) {
        Some(true) => operand(body, op, 0),
        Some(false) => FoldOutcome::attr(ctx.intern_attr(AttrData::Bool(false))),
        None => FoldOutcome::NoFold,
    }
}

/// `spirv.LogicalOr`: `x || false -> x`, `x || true -> true`.
pub fn logical_or(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    match bool_at(ctx, c, 1) {
        Some(false) => operand(body, op, 0),
        Some(true) => FoldOutcome::attr(ctx.intern_attr(AttrData::Bool(true))),
        None => FoldOutcome::NoFold,
    }
}

/// `spirv.Select`: equal values, or a constant scalar condition, pick the value.
pub fn select(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    if body.operand(op, 1).is_some() && body.operand(op, 1) == body.operand(op, 2) {
        return operand(body, op, 1);
    }
    match bool_at(ctx, c, 0) {
        Some(true) => operand(body, op, 1),
        Some(false) => operand(body, op, 2),
        None => FoldOutcome::NoFold,
    }
}
