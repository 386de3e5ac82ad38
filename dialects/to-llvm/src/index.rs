//! `index` to `llvm`: MLIR 19's `IndexToLLVM.cpp`. The arithmetic becomes the `llvm` ops and
//! intrinsics of integers of the index bitwidth, `index.cmp` `llvm.icmp`, the constants and
//! `index.sizeof` `llvm.mlir.constant`s of that width, `casts`/`castu` sign or zero
//! extensions or truncations (or nothing), and `ceildivs`, `ceildivu` and `floordivs` the
//! branch-free sequences MLIR emits. [`ConvertIndexToLLVM`] is `-convert-index-to-llvm`;
//! [`IndexToLLVM`] the dialect's `ConvertToLLVMPatternInterface`.

use crate::common::LoweringPass;
use crate::common::{self, create_value, fail, int_constant, int_width, operands_1d, result_types};
use oxir::attrs::{AttrData, IntegerAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{OpId, Value};
use oxir::{Context, Type};

/// The ops that become one `llvm` op of the same operands.
const ONE_TO_ONE: &[(&str, &str)] = &[
    ("index.add", "llvm.add"),
    ("index.sub", "llvm.sub"),
    ("index.mul", "llvm.mul"),
    ("index.divs", "llvm.sdiv"),
    ("index.divu", "llvm.udiv"),
    ("index.rems", "llvm.srem"),
    ("index.remu", "llvm.urem"),
    ("index.maxs", "llvm.intr.smax"),
    ("index.mins", "llvm.intr.smin"),
    ("index.maxu", "llvm.intr.umax"),
    ("index.minu", "llvm.intr.umin"),
    ("index.shl", "llvm.shl"),
    ("index.shrs", "llvm.ashr"),
    ("index.shru", "llvm.lshr"),
    ("index.and", "llvm.and"),
    ("index.or", "llvm.or"),
    ("index.xor", "llvm.xor"),
];

fn one_to_one(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
) -> Result<(), MatchFailure> {
    let values = operands_1d(ctx, rewriter, operands)?;
    let types = result_types(ctx, converter, rewriter, op)?;
    let new = common::create(rewriter, to, &values, &types, &[]).map_err(fail)?;
    rewriter.replace_op_with_op(op, new).map_err(fail)
}

/// Builds the named binary op on `lhs` and `rhs` of type `ty`.
fn binary(
    rewriter: &mut PatternRewriter<'_>,
    name: &str,
    lhs: Value,
    rhs: Value,
    ty: Type,
) -> Result<Value, MatchFailure> {
    create_value(rewriter, name, &[lhs, rhs], ty, &[]).map_err(fail)
}

/// `llvm.icmp predicate lhs, rhs`.
fn icmp(
    rewriter: &mut PatternRewriter<'_>,
    predicate: oxir_llvm::ICmpPredicate,
    lhs: Value,
    rhs: Value,
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let i1 = ctx.common().i1;
    let predicate = predicate.get_attr(ctx);
    create_value(
        rewriter,
        "llvm.icmp",
        &[lhs, rhs],
        i1,
        &[("predicate", Some(predicate))],
    )
    .map_err(fail)
}

fn select(
    rewriter: &mut PatternRewriter<'_>,
    condition: Value,
    yes: Value,
    no: Value,
    ty: Type,
) -> Result<Value, MatchFailure> {
    create_value(rewriter, "llvm.select", &[condition, yes, no], ty, &[]).map_err(fail)
}

/// `ceildivs`, `ceildivu` and `floordivs`, as MLIR expands them.
fn lower_division(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    use oxir_llvm::ICmpPredicate as P;
    let values = operands_1d(ctx, rewriter, operands)?;
    let (n, m) = (values[0], values[1]);
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let name = ctx.op_name_str(rewriter.body().op_name(op)).to_string();
    let zero = int_constant(rewriter, ty, 0).map_err(fail)?;
    let one = int_constant(rewriter, ty, 1).map_err(fail)?;
    let value = match name.as_str() {
        "index.ceildivs" => {
            // n > 0 == m > 0 and n != 0 ? (n + (m > 0 ? -1 : 1)) / m + 1 : -(-n / m)
            let neg_one = int_constant(rewriter, ty, -1).map_err(fail)?;
            let m_pos = icmp(rewriter, P::Sgt, m, zero)?;
            let x = select(rewriter, m_pos, neg_one, one, ty)?;
            let n_plus_x = binary(rewriter, "llvm.add", n, x, ty)?;
            let quotient = binary(rewriter, "llvm.sdiv", n_plus_x, m, ty)?;
            let pos_res = binary(rewriter, "llvm.add", quotient, one, ty)?;
            let neg_n = binary(rewriter, "llvm.sub", zero, n, ty)?;
            let neg_quotient = binary(rewriter, "llvm.sdiv", neg_n, m, ty)?;
            let neg_res = binary(rewriter, "llvm.sub", zero, neg_quotient, ty)?;
            let n_pos = icmp(rewriter, P::Sgt, n, zero)?;
            let same_sign = icmp(rewriter, P::Eq, n_pos, m_pos)?;
            let n_non_zero = icmp(rewriter, P::Ne, n, zero)?;
            let i1 = ctx.common().i1;
            let cmp = binary(rewriter, "llvm.and", same_sign, n_non_zero, i1)?;
            select(rewriter, cmp, pos_res, neg_res, ty)?
        }
        "index.ceildivu" => {
            // n == 0 ? 0 : (n - 1) / m + 1
            let minus_one = binary(rewriter, "llvm.sub", n, one, ty)?;
            let quotient = binary(rewriter, "llvm.udiv", minus_one, m, ty)?;
            let plus_one = binary(rewriter, "llvm.add", quotient, one, ty)?;
            let is_zero = icmp(rewriter, P::Eq, n, zero)?;
            select(rewriter, is_zero, zero, plus_one, ty)?
        }
        _ => {
            // (n < 0) != (m < 0) and n != 0 ? -1 - (x - n) / m : n / m, x = m < 0 ? 1 : -1
            let neg_one = int_constant(rewriter, ty, -1).map_err(fail)?;
            let m_neg = icmp(rewriter, P::Slt, m, zero)?;
            let x = select(rewriter, m_neg, one, neg_one, ty)?;
            let x_minus_n = binary(rewriter, "llvm.sub", x, n, ty)?;
            let quotient = binary(rewriter, "llvm.sdiv", x_minus_n, m, ty)?;
            let neg_res = binary(rewriter, "llvm.sub", neg_one, quotient, ty)?;
            let pos_res = binary(rewriter, "llvm.sdiv", n, m, ty)?;
            let n_neg = icmp(rewriter, P::Slt, n, zero)?;
            let different = icmp(rewriter, P::Ne, n_neg, m_neg)?;
            let n_non_zero = icmp(rewriter, P::Ne, n, zero)?;
            let i1 = ctx.common().i1;
            let cmp = binary(rewriter, "llvm.and", different, n_non_zero, i1)?;
            select(rewriter, cmp, neg_res, pos_res, ty)?
        }
    };
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `index.constant`, `index.bool.constant` and `index.sizeof`: `llvm.mlir.constant`s.
fn lower_constant(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let name = ctx.op_name_str(rewriter.body().op_name(op)).to_string();
    let value = match name.as_str() {
        "index.sizeof" => {
            let width = int_width(ctx, ty).ok_or_else(|| MatchFailure::new("not an integer"))?;
            IntegerAttr::get(ctx, ty, i64::from(width)).attr()
        }
        _ => {
            let attr = oxir::op_support::attr(ctx, rewriter.body(), op, "value")
                .ok_or_else(|| MatchFailure::new("no value"))?;
            match ctx.attr_data(attr) {
                AttrData::Integer { value, .. } if name == "index.constant" => {
                    let value = value
                        .as_i64()
                        .ok_or_else(|| MatchFailure::new("the value does not fit"))?;
                    IntegerAttr::get(ctx, ty, value).attr()
                }
                _ => attr,
            }
        }
    };
    let constant = common::constant(rewriter, ty, value).map_err(fail)?;
    rewriter.replace_op(op, &[constant]).map_err(fail)
}

/// `index.cmp`: `llvm.icmp` of the same predicate.
fn lower_cmp(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let values = operands_1d(ctx, rewriter, operands)?;
    let predicate = oxir::op_support::attr(ctx, rewriter.body(), op, "pred")
        .and_then(|a| oxir_index::IndexCmpPredicate::from_attr(ctx, a))
        .and_then(|p| oxir_llvm::ICmpPredicate::from_value(u64::from(p.value())))
        .ok_or_else(|| MatchFailure::new("no predicate"))?;
    let value = icmp(rewriter, predicate, values[0], values[1])?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// Adds the lowerings of the `index` ops (MLIR's `populateIndexToLLVMConversionPatterns`).
pub fn populate_index_to_llvm_conversion_patterns(patterns: &mut ConversionPatternSet) {
    for &(from, to) in ONE_TO_ONE {
        patterns.add_fn(
            from,
            &format!("{from}-to-llvm"),
            move |ctx, op, operands, converter, rewriter| {
                one_to_one(ctx, op, operands, converter, rewriter, to)
            },
        );
    }
    for name in ["index.ceildivs", "index.ceildivu", "index.floordivs"] {
        patterns.add_fn(name, &format!("{name}-to-llvm"), lower_division);
    }
    for (name, signed) in [("index.casts", true), ("index.castu", false)] {
        patterns.add_fn(
            name,
            &format!("{name}-to-llvm"),
            move |ctx, op, operands, converter, rewriter| {
                common::lower_int_cast(ctx, op, operands, converter, rewriter, signed)
            },
        );
    }
    for name in ["index.constant", "index.bool.constant", "index.sizeof"] {
        patterns.add_fn(
            name,
            &format!("{name}-to-llvm"),
            |ctx, op, _, converter, rewriter| lower_constant(ctx, op, converter, rewriter),
        );
    }
    patterns.add_fn(
        "index.cmp",
        "index.cmp-to-llvm",
        |ctx, op, operands, _, rewriter| lower_cmp(ctx, op, operands, rewriter),
    );
}

/// The `convert-index-to-llvm` pass (MLIR's `ConvertIndexToLLVMPass`), on any op.
pub fn convert_index_to_llvm() -> LoweringPass {
    LoweringPass::new(
        "ConvertIndexToLLVMPass",
        "convert-index-to-llvm",
        "Lower the `index` dialect to the `llvm` dialect.",
        None,
        PassOptions::new(),
        populate_index_to_llvm_conversion_patterns,
    )
}
