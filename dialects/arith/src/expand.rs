//! `-arith-expand`: MLIR 19's `ArithExpandOps`. Rewrites the `arith` ops the LLVM lowering has
//! no direct counterpart for into other `arith` ops, op for op as MLIR builds them:
//! `ceildivsi`, `ceildivui`, `floordivsi`, `maxsi`, `minsi`, `maxui`, `minui`, `maximumf`,
//! `minimumf`, `maxnumf`, `minnumf` and,
//! with `include-bf16`, `extf` from `bf16` to `f32` and `truncf` from `f32` to `bf16` (through
//! integer bit manipulation). One partial conversion whose target has `arith` legal but those.

use crate::types::same_shape;
use crate::{
    AddIOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpFPredicate, CmpIOp,
    CmpIPredicate, ConstantOp, DivSIOp, DivUIOp, ExtFOp, ExtUIOp, FloorDivSIOp, MaxNumFOp, MaxSIOp,
    MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulIOp, OrIOp, SelectOp, ShLIOp,
    ShRUIOp, SubIOp, TruncFOp, TruncIOp,
};
use oxir::attrs::{DenseElementsAttr, IntegerAttr};
use oxir::conversion::{ConversionTarget, apply_partial_rewrite_conversion_in};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::rewrite::{FnPattern, MatchFailure, PatternRewriter, RewriteFn, RewritePatternSet};
use oxir::types::element_type_or_self;
use oxir::{Body, Context, Diagnostic, Location, OpId, Type, Value};

/// Builds the ops of an expansion at the insertion point, all at one location.
struct Emit<'a, 'r> {
    ctx: &'a Context,
    rewriter: &'a mut PatternRewriter<'r>,
    loc: Location,
}

impl Emit<'_, '_> {
    /// An integer constant of type `ty`, a splat for a shaped type (MLIR's `createConst`).
    fn constant(&mut self, ty: Type, value: i64) -> Result<Value, MatchFailure> {
        let element = element_type_or_self(self.ctx, ty);
        let scalar = IntegerAttr::get(self.ctx, element, value).attr();
        let attr = if element == ty {
            scalar
        } else {
            DenseElementsAttr::get_splat(self.ctx, ty, scalar)
                .map_err(|e| MatchFailure::new(e.to_string()))?
                .attr()
        };
        Ok(ConstantOp::create(self.rewriter, self.loc, ty, attr)?.result(self.ctx, self.body()))
    }

    fn body(&self) -> &Body {
        self.rewriter.body()
    }

    fn cmpi(&mut self, p: CmpIPredicate, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let attr = p.get_attr(self.ctx);
        let op = CmpIOp::create(self.rewriter, self.loc, lhs, rhs, attr)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn cmpf(&mut self, p: CmpFPredicate, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let attr = p.get_attr(self.ctx);
        let op = CmpFOp::create(self.rewriter, self.loc, lhs, rhs, attr, None)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn select(
        &mut self,
        cond: Value,
        on_true: Value,
        on_false: Value,
    ) -> Result<Value, MatchFailure> {
        let op = SelectOp::create(self.rewriter, self.loc, cond, on_true, on_false)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn addi(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = AddIOp::create(self.rewriter, self.loc, lhs, rhs, None)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn subi(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = SubIOp::create(self.rewriter, self.loc, lhs, rhs, None)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn divsi(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = DivSIOp::create(self.rewriter, self.loc, lhs, rhs)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn andi(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = AndIOp::create(self.rewriter, self.loc, lhs, rhs)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn shrui(&mut self, lhs: Value, rhs: Value) -> Result<Value, MatchFailure> {
        let op = ShRUIOp::create(self.rewriter, self.loc, lhs, rhs)?;
        Ok(op.result(self.ctx, self.body()))
    }

    fn bitcast(&mut self, ty: Type, value: Value) -> Result<Value, MatchFailure> {
        let op = BitcastOp::create(self.rewriter, self.loc, ty, value)?;
        Ok(op.out(self.ctx, self.body()))
    }
}

/// A pattern for a binary op of `arith`: `expand` gets its operands and result type and
/// returns the value replacing it.
fn binary(
    expand: impl Fn(&mut Emit<'_, '_>, Value, Value, Type) -> Result<Value, MatchFailure>
    + Send
    + Sync
    + 'static,
) -> impl RewriteFn {
    move |ctx: &Context, rewriter: &mut PatternRewriter<'_>, op: OpId| {
        let body = rewriter.body();
        let operands: Vec<Value> = body.operands(op).collect();
        let &[lhs, rhs] = operands.as_slice() else {
            return Err(MatchFailure::new("not a binary op"));
        };
        let ty = body.value_type(lhs);
        let loc = body.op_loc(op);
        rewriter.set_insertion_point_before(op);
        let mut emit = Emit { ctx, rewriter, loc };
        let value = expand(&mut emit, lhs, rhs, ty)?;
        rewriter.replace_op(op, &[value])?;
        Ok(())
    }
}

/// `ceildivui(a, b)` → `a == 0 ? 0 : (a - 1) / b + 1`.
fn ceildivui(e: &mut Emit<'_, '_>, a: Value, b: Value, ty: Type) -> Result<Value, MatchFailure> {
    let zero = e.constant(ty, 0)?;
    let compare = e.cmpi(CmpIPredicate::Eq, a, zero)?;
    let one = e.constant(ty, 1)?;
    let minus_one = e.subi(a, one)?;
    let quotient = DivUIOp::create(e.rewriter, e.loc, minus_one, b)?.result(e.ctx, e.body());
    let plus_one = e.addi(quotient, one)?;
    e.select(compare, zero, plus_one)
}

/// `ceildivsi(a, b)` → `a * b > 0 ? 1 + (x + a) / b : -(-a / b)` with `x = b > 0 ? -1 : 1`,
/// the sign test written without the product.
fn ceildivsi(e: &mut Emit<'_, '_>, a: Value, b: Value, ty: Type) -> Result<Value, MatchFailure> {
    let plus_one = e.constant(ty, 1)?;
    let zero = e.constant(ty, 0)?;
    let minus_one = e.constant(ty, -1)?;
    let compare = e.cmpi(CmpIPredicate::Sgt, b, zero)?;
    let x = e.select(compare, minus_one, plus_one)?;
    let x_plus_a = e.addi(x, a)?;
    let x_plus_a_div_b = e.divsi(x_plus_a, b)?;
    let pos_res = e.addi(plus_one, x_plus_a_div_b)?;
    let minus_a = e.subi(zero, a)?;
    let minus_a_div_b = e.divsi(minus_a, b)?;
    let neg_res = e.subi(zero, minus_a_div_b)?;
    let a_neg = e.cmpi(CmpIPredicate::Slt, a, zero)?;
    let a_pos = e.cmpi(CmpIPredicate::Sgt, a, zero)?;
    let b_neg = e.cmpi(CmpIPredicate::Slt, b, zero)?;
    let b_pos = e.cmpi(CmpIPredicate::Sgt, b, zero)?;
    let first = e.andi(a_neg, b_neg)?;
    let second = e.andi(a_pos, b_pos)?;
    let either = OrIOp::create(e.rewriter, e.loc, first, second)?.result(e.ctx, e.body());
    e.select(either, pos_res, neg_res)
}

/// `floordivsi(a, b)` → `q = a / b; q * b != a && (a < 0) != (b < 0) ? q - 1 : q`.
fn floordivsi(e: &mut Emit<'_, '_>, a: Value, b: Value, ty: Type) -> Result<Value, MatchFailure> {
    let quotient = e.divsi(a, b)?;
    let product = MulIOp::create(e.rewriter, e.loc, quotient, b, None)?.result(e.ctx, e.body());
    let not_exact = e.cmpi(CmpIPredicate::Ne, a, product)?;
    let zero = e.constant(ty, 0)?;
    let a_neg = e.cmpi(CmpIPredicate::Slt, a, zero)?;
    let b_neg = e.cmpi(CmpIPredicate::Slt, b, zero)?;
    let signs_differ = e.cmpi(CmpIPredicate::Ne, a_neg, b_neg)?;
    let must_adjust = e.andi(not_exact, signs_differ)?;
    let minus_one = e.constant(ty, -1)?;
    let adjusted = e.addi(quotient, minus_one)?;
    e.select(must_adjust, adjusted, quotient)
}

/// `maximumf`/`minimumf` (`pred` `ugt`/`ult`, NaN of `rhs` tested) and `maxnumf`/`minnumf`
/// (NaN of `lhs` tested): `isnan(t) ? rhs : (lhs pred rhs ? lhs : rhs)`.
fn min_max_f(pred: CmpFPredicate, nan_of_lhs: bool) -> impl RewriteFn {
    binary(move |e, lhs, rhs, _| {
        let cmp = e.cmpf(pred, lhs, rhs)?;
        let select = e.select(cmp, lhs, rhs)?;
        let tested = if nan_of_lhs { lhs } else { rhs };
        let is_nan = e.cmpf(CmpFPredicate::UNO, tested, tested)?;
        e.select(is_nan, rhs, select)
    })
}

/// `maxsi`/`minsi`/`maxui`/`minui` (MLIR's `MaxMinIOpConverter`): `lhs pred rhs ? lhs : rhs`.
fn min_max_i(pred: CmpIPredicate) -> impl RewriteFn {
    binary(move |e, lhs, rhs, _| {
        let cmp = e.cmpi(pred, lhs, rhs)?;
        e.select(cmp, lhs, rhs)
    })
}

/// The integer min/max ops and the predicate each selects its left operand by.
const MIN_MAX_I: [(&str, CmpIPredicate); 4] = [
    (MaxSIOp::NAME, CmpIPredicate::Sgt),
    (MinSIOp::NAME, CmpIPredicate::Slt),
    (MaxUIOp::NAME, CmpIPredicate::Ugt),
    (MinUIOp::NAME, CmpIPredicate::Ult),
];

/// Whether `op` (an `arith.extf` or `arith.truncf`) converts elements `from` to `to`.
fn converts(ctx: &Context, body: &Body, op: OpId, from: Type, to: Type) -> bool {
    let input = body.operands(op).next().map(|v| body.value_type(v));
    let output = body.result_types(op).next();
    input.map(|t| element_type_or_self(ctx, t)) == Some(from)
        && output.map(|t| element_type_or_self(ctx, t)) == Some(to)
}

/// `extf` from `bf16` to `f32` → the 16 bits shifted into the high half of an `i32`.
fn bf16_extf(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: ExtFOp,
) -> Result<(), MatchFailure> {
    let c = ctx.common();
    if !converts(ctx, rewriter.body(), op.0, c.bf16, c.f32) {
        return Err(MatchFailure::new("not an extension of bf16 to f32"));
    }
    let operand = op.in_(ctx, rewriter.body());
    let in_ty = rewriter.body().value_type(operand);
    let loc = rewriter.body().op_loc(op.0);
    let (i16_ty, i32_ty, f32_ty) = (
        same_shape(ctx, in_ty, c.i16),
        same_shape(ctx, in_ty, c.i32),
        same_shape(ctx, in_ty, c.f32),
    );
    rewriter.set_insertion_point_before(op.0);
    let mut e = Emit { ctx, rewriter, loc };
    let bits = e.bitcast(i16_ty, operand)?;
    let wide = ExtUIOp::create(e.rewriter, loc, i32_ty, bits)?.out(ctx, e.body());
    let sixteen = e.constant(i32_ty, 16)?;
    let shifted = ShLIOp::create(e.rewriter, loc, wide, sixteen, None)?.result(ctx, e.body());
    let value = e.bitcast(f32_ty, shifted)?;
    rewriter.replace_op(op.0, &[value])?;
    Ok(())
}

/// `truncf` from `f32` to `bf16` → rounding to nearest even on the integer bits, NaN made the
/// quiet NaN `0x7fc0`.
fn bf16_truncf(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: TruncFOp,
) -> Result<(), MatchFailure> {
    let c = ctx.common();
    if !converts(ctx, rewriter.body(), op.0, c.f32, c.bf16) {
        return Err(MatchFailure::new("not a truncation of f32 to bf16"));
    }
    let operand = op.in_(ctx, rewriter.body());
    let in_ty = rewriter.body().value_type(operand);
    let loc = rewriter.body().op_loc(op.0);
    let (i16_ty, i32_ty, bf16_ty) = (
        same_shape(ctx, in_ty, c.i16),
        same_shape(ctx, in_ty, c.i32),
        same_shape(ctx, in_ty, c.bf16),
    );
    rewriter.set_insertion_point_before(op.0);
    let mut e = Emit { ctx, rewriter, loc };
    let is_nan = e.cmpf(CmpFPredicate::UNE, operand, operand)?;
    let c7fff = e.constant(i32_ty, 0x7fff)?;
    let c7fc0 = e.constant(i16_ty, 0x7fc0)?;
    let c16 = e.constant(i32_ty, 16)?;
    let c1 = e.constant(i32_ty, 1)?;
    let bits = e.bitcast(i32_ty, operand)?;
    let high = e.shrui(bits, c16)?;
    let lsb = e.andi(high, c1)?;
    let bias = e.addi(lsb, c7fff)?;
    let rounded = e.addi(bits, bias)?;
    let shifted = e.shrui(rounded, c16)?;
    let narrow = TruncIOp::create(e.rewriter, loc, i16_ty, shifted)?.out(ctx, e.body());
    let selected = e.select(is_nan, c7fc0, narrow)?;
    let value = e.bitcast(bf16_ty, selected)?;
    rewriter.replace_op(op.0, &[value])?;
    Ok(())
}

/// The patterns of `-arith-expand` (MLIR's `populateArithExpandOpsPatterns`, and
/// `populateExpandBFloat16Patterns` when `include_bf16`).
pub fn populate_arith_expand_patterns(patterns: &mut RewritePatternSet, include_bf16: bool) {
    patterns
        .add(FnPattern::new(
            Some(CeilDivSIOp::NAME),
            "CeilDivSIOpConverter",
            1,
            binary(ceildivsi),
        ))
        .add(FnPattern::new(
            Some(CeilDivUIOp::NAME),
            "CeilDivUIOpConverter",
            1,
            binary(ceildivui),
        ))
        .add(FnPattern::new(
            Some(FloorDivSIOp::NAME),
            "FloorDivSIOpConverter",
            1,
            binary(floordivsi),
        ))
        .add(FnPattern::new(
            Some(MaximumFOp::NAME),
            "MaximumFOpConverter",
            1,
            min_max_f(CmpFPredicate::UGT, false),
        ))
        .add(FnPattern::new(
            Some(MinimumFOp::NAME),
            "MinimumFOpConverter",
            1,
            min_max_f(CmpFPredicate::ULT, false),
        ))
        .add(FnPattern::new(
            Some(MaxNumFOp::NAME),
            "MaxNumFOpConverter",
            1,
            min_max_f(CmpFPredicate::UGT, true),
        ))
        .add(FnPattern::new(
            Some(MinNumFOp::NAME),
            "MinNumFOpConverter",
            1,
            min_max_f(CmpFPredicate::ULT, true),
        ));
    for (name, pred) in MIN_MAX_I {
        patterns.add(FnPattern::new(
            Some(name),
            "MaxMinIOpConverter",
            1,
            min_max_i(pred),
        ));
    }
    if include_bf16 {
        patterns
            .add(FnPattern::for_op("BFloat16ExtFOpConverter", 1, bf16_extf))
            .add(FnPattern::for_op(
                "BFloat16TruncFOpConverter",
                1,
                bf16_truncf,
            ));
    }
}

/// The `arith-expand` pass.
pub struct ArithExpand {
    options: PassOptions,
}

impl Default for ArithExpand {
    fn default() -> Self {
        ArithExpand {
            options: PassOptions::new().bool(
                "include-bf16",
                "Enable the BF16 expansion patterns",
                false,
            ),
        }
    }
}

impl Pass for ArithExpand {
    fn name(&self) -> &str {
        "ArithExpandOpsPass"
    }

    fn argument(&self) -> &str {
        "arith-expand"
    }

    fn description(&self) -> &str {
        "Legalize Arith ops to be convertible to LLVM."
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let include_bf16 = self.options.get::<bool>("include-bf16").unwrap_or(false);
        let mut patterns = RewritePatternSet::new();
        populate_arith_expand_patterns(&mut patterns, include_bf16);
        let mut legality = ConversionTarget::new();
        legality.add_legal_dialect("arith");
        for name in [
            CeilDivSIOp::NAME,
            CeilDivUIOp::NAME,
            FloorDivSIOp::NAME,
            MaximumFOp::NAME,
            MinimumFOp::NAME,
            MaxNumFOp::NAME,
            MinNumFOp::NAME,
        ]
        .into_iter()
        .chain(MIN_MAX_I.map(|(name, _)| name))
        {
            legality.add_illegal_op(name);
        }
        if include_bf16 {
            legality.add_dynamically_legal_op(ExtFOp::NAME, |ctx, body, op| {
                !converts(ctx, body, op, ctx.common().bf16, ctx.common().f32)
            });
            legality.add_dynamically_legal_op(TruncFOp::NAME, |ctx, body, op| {
                !converts(ctx, body, op, ctx.common().f32, ctx.common().bf16)
            });
        }
        apply_partial_rewrite_conversion_in(target, &legality, patterns)
    }
}
