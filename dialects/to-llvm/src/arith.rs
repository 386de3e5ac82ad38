//! `arith` to `llvm`: MLIR 19's `ArithToLLVM.cpp`. Most ops become one `llvm` op or intrinsic
//! of the same operands (scalars or 1-D vectors), with `arith`'s overflow and fast-math flags
//! translated to `llvm`'s; `arith.constant` becomes `llvm.mlir.constant` of the same value;
//! `index_cast`/`index_castui` become `sext`/`zext`/`trunc` (or nothing) by the widths the
//! converter gives `index`; `addui_extended` becomes `llvm.intr.uadd.with.overflow` and the
//! extended multiplications a multiplication at twice the width. Ops MLIR leaves to
//! `-arith-expand` (`ceildivsi`, `ceildivui`, `floordivsi`) are not lowered. Elementwise ops
//! and comparisons on n-D vectors are unrolled over the arrays of 1-D vectors those become.
//! [`ConvertArithToLLVM`] is the pass `-convert-arith-to-llvm`; [`ArithToLLVM`] the dialect's
//! `ConvertToLLVMPatternInterface`.

use crate::common::LoweringPass;
use crate::common::{
    self, create_value, fail, int_constant, int_width, operands_1d, result_types, with_element,
};
use oxir::Context;
use oxir::TypeData;
use oxir::attrs::Attribute;
use oxir::conversion::{
    ConversionPatternSet, RemappedOperands, TypeConverter, replace_op_with_multiple,
};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::OpId;

/// Which flags of the `arith` op the `llvm` op carries.
#[derive(Clone, Copy)]
enum Flags {
    None,
    Overflow,
    Fastmath,
}

/// The ops that become one `llvm` op of the same operands.
const ONE_TO_ONE: &[(&str, &str, Flags)] = &[
    ("arith.addi", "llvm.add", Flags::Overflow),
    ("arith.subi", "llvm.sub", Flags::Overflow),
    ("arith.muli", "llvm.mul", Flags::Overflow),
    ("arith.shli", "llvm.shl", Flags::Overflow),
    ("arith.divsi", "llvm.sdiv", Flags::None),
    ("arith.divui", "llvm.udiv", Flags::None),
    ("arith.remsi", "llvm.srem", Flags::None),
    ("arith.remui", "llvm.urem", Flags::None),
    ("arith.andi", "llvm.and", Flags::None),
    ("arith.ori", "llvm.or", Flags::None),
    ("arith.xori", "llvm.xor", Flags::None),
    ("arith.shrsi", "llvm.ashr", Flags::None),
    ("arith.shrui", "llvm.lshr", Flags::None),
    ("arith.maxsi", "llvm.intr.smax", Flags::None),
    ("arith.minsi", "llvm.intr.smin", Flags::None),
    ("arith.maxui", "llvm.intr.umax", Flags::None),
    ("arith.minui", "llvm.intr.umin", Flags::None),
    ("arith.addf", "llvm.fadd", Flags::Fastmath),
    ("arith.subf", "llvm.fsub", Flags::Fastmath),
    ("arith.mulf", "llvm.fmul", Flags::Fastmath),
    ("arith.divf", "llvm.fdiv", Flags::Fastmath),
    ("arith.remf", "llvm.frem", Flags::Fastmath),
    ("arith.negf", "llvm.fneg", Flags::Fastmath),
    ("arith.maximumf", "llvm.intr.maximum", Flags::Fastmath),
    ("arith.minimumf", "llvm.intr.minimum", Flags::Fastmath),
    ("arith.maxnumf", "llvm.intr.maxnum", Flags::Fastmath),
    ("arith.minnumf", "llvm.intr.minnum", Flags::Fastmath),
    ("arith.extsi", "llvm.sext", Flags::None),
    ("arith.extui", "llvm.zext", Flags::None),
    ("arith.trunci", "llvm.trunc", Flags::None),
    ("arith.extf", "llvm.fpext", Flags::None),
    ("arith.truncf", "llvm.fptrunc", Flags::None),
    ("arith.sitofp", "llvm.sitofp", Flags::None),
    ("arith.uitofp", "llvm.uitofp", Flags::None),
    ("arith.fptosi", "llvm.fptosi", Flags::None),
    ("arith.fptoui", "llvm.fptoui", Flags::None),
    ("arith.bitcast", "llvm.bitcast", Flags::None),
    ("arith.select", "llvm.select", Flags::None),
];

/// `arith`'s fast-math bits (reassoc, nnan, ninf, nsz, arcp, contract, afn) in `llvm`'s
/// order (nnan, ninf, nsz, arcp, contract, afn, reassoc).
fn fastmath_to_llvm(arith: u32) -> u32 {
    let reassoc = arith & 1;
    ((arith >> 1) & 0x3f) | (reassoc << 6)
}

/// The `llvm` flag property of `op` for `flags`: `None` when the op has no flag set.
fn llvm_flags(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
    flags: Flags,
) -> Option<(&'static str, Attribute)> {
    let body = rewriter.body();
    match flags {
        Flags::None => None,
        Flags::Overflow => {
            let attr = oxir::op_support::attr(ctx, body, op, "overflowFlags")?;
            let value = oxir_arith::IntegerOverflowFlags::from_attr(ctx, attr)?.value();
            let flags = oxir_llvm::IntegerOverflowFlags::from_value(value)?;
            (!flags.is_empty()).then(|| ("overflowFlags", flags.get_attr(ctx)))
        }
        Flags::Fastmath => {
            let attr = oxir::op_support::attr(ctx, body, op, "fastmath")?;
            let value = oxir_arith::FastMathFlags::from_attr(ctx, attr)?.value();
            let flags = oxir_llvm::FastmathFlags::from_value(fastmath_to_llvm(value))?;
            (!flags.is_empty()).then(|| ("fastmathFlags", flags.get_attr(ctx)))
        }
    }
}

/// The op `arith.truncf` with a rounding mode becomes.
const CONSTRAINED_FPTRUNC: &str = "llvm.intr.experimental.constrained.fptrunc";

/// The properties of the constrained truncation `arith.truncf` `op` becomes when it has a
/// rounding mode (MLIR's `ConstrainedTruncFOpLowering`): the rounding mode in `llvm`'s terms
/// and exceptions ignored. MLIR 19 also copies the op's `fastmath` flags onto the result as an
/// `arith` attribute the intrinsic does not read and the translation to LLVM IR rejects; they
/// are dropped here.
fn constrained_truncation(
    ctx: &Context,
    body: &oxir::Body,
    op: OpId,
) -> Option<[(&'static str, Option<Attribute>); 2]> {
    use oxir_arith::RoundingMode as A;
    use oxir_llvm::RoundingMode as L;
    let attr = oxir::op_support::attr(ctx, body, op, "roundingmode")?;
    let mode = match A::from_attr(ctx, attr)? {
        A::ToNearestEven => L::NearestTiesToEven,
        A::Downward => L::TowardNegative,
        A::Upward => L::TowardPositive,
        A::TowardZero => L::TowardZero,
        A::ToNearestAway => L::NearestTiesToAway,
    };
    let exceptions = oxir_llvm::FPExceptionBehavior::Ignore.get_attr(ctx);
    Some([
        ("roundingmode", Some(mode.get_attr(ctx))),
        ("fpExceptionBehavior", Some(exceptions)),
    ])
}

/// Replaces `op` with `to` of the converted operands and result types, carrying `flags`.
fn one_to_one(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
    flags: Flags,
) -> Result<(), MatchFailure> {
    let constrained = (to == "llvm.fptrunc")
        .then(|| constrained_truncation(ctx, rewriter.body(), op))
        .flatten();
    let (to, props) = match constrained {
        Some(props) => (CONSTRAINED_FPTRUNC, props.to_vec()),
        None => {
            let flag = llvm_flags(ctx, rewriter, op, flags);
            (to, vec![flag.map_or(("", None), |(k, v)| (k, Some(v)))])
        }
    };
    let result_ty = rewriter.body().result_types(op).next();
    if let Some(nd) = result_ty.and_then(|ty| common::nd_vector(ctx, converter, ty)) {
        let values = operands.one_to_one()?.to_vec();
        let value = common::unroll_nd(rewriter, &values, nd, |rewriter, values, ty| {
            create_value(rewriter, to, values, ty, &props).map_err(fail)
        })?;
        return rewriter.replace_op(op, &[value]).map_err(fail);
    }
    let values = operands_1d(ctx, rewriter, operands)?;
    let types = result_types(ctx, converter, rewriter, op)?;
    let new = common::create(rewriter, to, &values, &types, &props).map_err(fail)?;
    rewriter.replace_op_with_op(op, new).map_err(fail)
}

fn lower_constant(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    // An n-D vector constant keeps its value, typed as the array it becomes.
    let original = rewriter.body().result_types(op).next();
    let ty = match original.and_then(|t| common::nd_vector(ctx, converter, t)) {
        Some(array) => array,
        None => result_types(ctx, converter, rewriter, op)?[0],
    };
    let value = oxir::op_support::attr(ctx, rewriter.body(), op, "value")
        .ok_or_else(|| MatchFailure::new("no value"))?;
    let constant = common::constant(rewriter, ty, value).map_err(fail)?;
    rewriter.replace_op(op, &[constant]).map_err(fail)
}

/// `cmpi`/`cmpf`: `llvm.icmp`/`llvm.fcmp` with the same predicate (the two dialects number
/// the predicates alike), `cmpf` with its fast-math flags.
fn lower_cmp(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    float: bool,
) -> Result<(), MatchFailure> {
    let predicate = match oxir::op_support::attr(ctx, rewriter.body(), op, "predicate") {
        Some(attr) if float => oxir_arith::CmpFPredicate::from_attr(ctx, attr)
            .and_then(|p| oxir_llvm::FCmpPredicate::from_value(p.value()))
            .map(|p| p.get_attr(ctx)),
        Some(attr) => oxir_arith::CmpIPredicate::from_attr(ctx, attr)
            .and_then(|p| oxir_llvm::ICmpPredicate::from_value(p.value()))
            .map(|p| p.get_attr(ctx)),
        None => None,
    }
    .ok_or_else(|| MatchFailure::new("no predicate"))?;
    let flags = if float {
        llvm_flags(ctx, rewriter, op, Flags::Fastmath)
    } else {
        None
    };
    let name = if float { "llvm.fcmp" } else { "llvm.icmp" };
    let props = [
        ("predicate", Some(predicate)),
        ("fastmathFlags", flags.map(|(_, v)| v)),
    ];
    let result_ty = rewriter.body().result_types(op).next();
    if let Some(nd) = result_ty.and_then(|ty| common::nd_vector(ctx, converter, ty)) {
        let values = operands.one_to_one()?.to_vec();
        let value = common::unroll_nd(rewriter, &values, nd, |rewriter, values, ty| {
            create_value(rewriter, name, values, ty, &props).map_err(fail)
        })?;
        return rewriter.replace_op(op, &[value]).map_err(fail);
    }
    let values = operands_1d(ctx, rewriter, operands)?;
    let types = result_types(ctx, converter, rewriter, op)?;
    let new = common::create(rewriter, name, &values, &types, &props).map_err(fail)?;
    rewriter.replace_op_with_op(op, new).map_err(fail)
}

/// `addui_extended`: `llvm.intr.uadd.with.overflow` and the two fields of its struct.
fn lower_addui_extended(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let values = operands_1d(ctx, rewriter, operands)?;
    let types = result_types(ctx, converter, rewriter, op)?;
    let pair = oxir_llvm::LLVMStructType::get_literal(ctx, &types, false).ty();
    let sum =
        create_value(rewriter, "llvm.intr.uadd.with.overflow", &values, pair, &[]).map_err(fail)?;
    let mut fields = Vec::new();
    for (index, &ty) in types.iter().enumerate() {
        fields.push(common::extract(rewriter, sum, &[index as i64], ty)?);
    }
    rewriter.replace_op(op, &fields).map_err(fail)
}

/// `mulsi_extended`/`mului_extended`: both operands extended to twice their width and
/// multiplied; the low half is the truncated product, the high half the product shifted right
/// by the width, truncated.
fn lower_mul_extended(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    signed: bool,
) -> Result<(), MatchFailure> {
    let values = operands_1d(ctx, rewriter, operands)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let width = int_width(ctx, ty).ok_or_else(|| MatchFailure::new("not an integer"))?;
    let wide_element = ctx.intern_type(TypeData::Integer {
        width: width * 2,
        signedness: oxir::types::Signedness::Signless,
    });
    let wide = with_element(ctx, ty, wide_element);
    let ext = if signed { "llvm.sext" } else { "llvm.zext" };
    let lhs = create_value(rewriter, ext, &values[..1], wide, &[]).map_err(fail)?;
    let rhs = create_value(rewriter, ext, &values[1..2], wide, &[]).map_err(fail)?;
    let product = create_value(rewriter, "llvm.mul", &[lhs, rhs], wide, &[]).map_err(fail)?;
    let low = create_value(rewriter, "llvm.trunc", &[product], ty, &[]).map_err(fail)?;
    let shift = int_constant(rewriter, wide, i64::from(width)).map_err(fail)?;
    let high = create_value(rewriter, "llvm.lshr", &[product, shift], wide, &[]).map_err(fail)?;
    let high = create_value(rewriter, "llvm.trunc", &[high], ty, &[]).map_err(fail)?;
    replace_op_with_multiple(rewriter, op, &[&[low], &[high]]).map_err(fail)
}

/// Adds the lowerings of the `arith` ops to `patterns` (MLIR's
/// `populateArithToLLVMConversionPatterns`).
pub fn populate_arith_to_llvm_conversion_patterns(patterns: &mut ConversionPatternSet) {
    for &(from, to, flags) in ONE_TO_ONE {
        let name = format!("{from}-to-llvm");
        patterns.add_fn(
            from,
            &name,
            move |ctx, op, operands, converter, rewriter| {
                one_to_one(ctx, op, operands, converter, rewriter, to, flags)
            },
        );
    }
    patterns.add_fn(
        "arith.constant",
        "arith.constant-to-llvm",
        |ctx, op, _, converter, rewriter| lower_constant(ctx, op, converter, rewriter),
    );
    for (name, signed) in [("arith.index_cast", true), ("arith.index_castui", false)] {
        patterns.add_fn(
            name,
            &format!("{name}-to-llvm"),
            move |ctx, op, operands, converter, rewriter| {
                common::lower_int_cast(ctx, op, operands, converter, rewriter, signed)
            },
        );
    }
    for (name, float) in [("arith.cmpi", false), ("arith.cmpf", true)] {
        patterns.add_fn(
            name,
            &format!("{name}-to-llvm"),
            move |ctx, op, operands, converter, rewriter| {
                lower_cmp(ctx, op, operands, converter, rewriter, float)
            },
        );
    }
    patterns.add_fn(
        "arith.addui_extended",
        "arith.addui_extended-to-llvm",
        lower_addui_extended,
    );
    for (name, signed) in [
        ("arith.mulsi_extended", true),
        ("arith.mului_extended", false),
    ] {
        patterns.add_fn(
            name,
            &format!("{name}-to-llvm"),
            move |ctx, op, operands, converter, rewriter| {
                lower_mul_extended(ctx, op, operands, converter, rewriter, signed)
            },
        );
    }
}

/// The `convert-arith-to-llvm` pass (MLIR's `ArithToLLVMConversionPass`), on any op.
pub fn convert_arith_to_llvm() -> LoweringPass {
    LoweringPass::new(
        "ArithToLLVMConversionPass",
        "convert-arith-to-llvm",
        "Convert Arith dialect to LLVM dialect",
        None,
        PassOptions::new(),
        populate_arith_to_llvm_conversion_patterns,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fastmath_bits_move_to_llvm_order() {
        // reassoc (arith 1) is llvm's 64; nnan (arith 2) llvm's 1; fast stays fast.
        assert_eq!(fastmath_to_llvm(1), 64);
        assert_eq!(fastmath_to_llvm(2), 1);
        assert_eq!(fastmath_to_llvm(127), 127);
        assert_eq!(fastmath_to_llvm(32 | 64), 16 | 32);
    }
}
