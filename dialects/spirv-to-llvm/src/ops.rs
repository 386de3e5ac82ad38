//! The value ops: arithmetic, bitwise, logical, comparison, cast, shift, `Constant`, `Select`,
//! `Undef` and the `GL.*` extended instructions, each one `llvm` op or intrinsic (the manual's
//! tables), and the few that take several (`Not`, `GL.InverseSqrt`, `GL.Tanh`, the widening of
//! a narrower shift amount, conversions that extend or truncate by their widths).

use crate::common::{
    PatternResult, all_ones, bit_width, constant, convert, create_value, fail, float_constant,
    original_result_type, replace_with, result_type, values,
};
use oxir::attrs::{Attribute, DenseElementsAttr, IntegerAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::OpId;
use oxir::types::Signedness;
use oxir::{Context, Type, TypeData};

/// The ops that become one `llvm` op of the same operands and the converted result type.
const DIRECT: &[(&str, &str)] = &[
    ("spirv.IAdd", "llvm.add"),
    ("spirv.IMul", "llvm.mul"),
    ("spirv.ISub", "llvm.sub"),
    ("spirv.FAdd", "llvm.fadd"),
    ("spirv.FDiv", "llvm.fdiv"),
    ("spirv.FMul", "llvm.fmul"),
    ("spirv.FNegate", "llvm.fneg"),
    ("spirv.FRem", "llvm.frem"),
    ("spirv.FSub", "llvm.fsub"),
    ("spirv.SDiv", "llvm.sdiv"),
    ("spirv.SRem", "llvm.srem"),
    ("spirv.UDiv", "llvm.udiv"),
    ("spirv.UMod", "llvm.urem"),
    ("spirv.BitwiseAnd", "llvm.and"),
    ("spirv.BitwiseOr", "llvm.or"),
    ("spirv.BitwiseXor", "llvm.xor"),
    ("spirv.ConvertFToS", "llvm.fptosi"),
    ("spirv.ConvertFToU", "llvm.fptoui"),
    ("spirv.ConvertSToF", "llvm.sitofp"),
    ("spirv.ConvertUToF", "llvm.uitofp"),
    ("spirv.GL.Ceil", "llvm.intr.ceil"),
    ("spirv.GL.Cos", "llvm.intr.cos"),
    ("spirv.GL.Exp", "llvm.intr.exp"),
    ("spirv.GL.FAbs", "llvm.intr.fabs"),
    ("spirv.GL.FMax", "llvm.intr.maxnum"),
    ("spirv.GL.Floor", "llvm.intr.floor"),
    ("spirv.GL.FMin", "llvm.intr.minnum"),
    ("spirv.GL.Log", "llvm.intr.log"),
    ("spirv.GL.Sin", "llvm.intr.sin"),
    ("spirv.GL.SMax", "llvm.intr.smax"),
    ("spirv.GL.SMin", "llvm.intr.smin"),
    ("spirv.GL.Sqrt", "llvm.intr.sqrt"),
    ("spirv.LogicalAnd", "llvm.and"),
    ("spirv.LogicalOr", "llvm.or"),
    ("spirv.Select", "llvm.select"),
    ("spirv.Undef", "llvm.mlir.undef"),
];

/// The integer comparisons and their `llvm.icmp` predicates (by value: eq 0, ne 1, slt 2,
/// sle 3, sgt 4, sge 5, ult 6, ule 7, ugt 8, uge 9).
const ICMP: &[(&str, u64)] = &[
    ("spirv.IEqual", 0),
    ("spirv.INotEqual", 1),
    ("spirv.SLessThan", 2),
    ("spirv.SLessThanEqual", 3),
    ("spirv.SGreaterThan", 4),
    ("spirv.SGreaterThanEqual", 5),
    ("spirv.ULessThan", 6),
    ("spirv.ULessThanEqual", 7),
    ("spirv.UGreaterThan", 8),
    ("spirv.UGreaterThanEqual", 9),
    ("spirv.LogicalEqual", 0),
    ("spirv.LogicalNotEqual", 1),
];

/// The float comparisons and their `llvm.fcmp` predicates (by value: oeq 1, ogt 2, oge 3,
/// olt 4, ole 5, one 6, ueq 8, ugt 9, uge 10, ult 11, ule 12, une 13).
const FCMP: &[(&str, u64)] = &[
    ("spirv.FOrdEqual", 1),
    ("spirv.FOrdGreaterThan", 2),
    ("spirv.FOrdGreaterThanEqual", 3),
    ("spirv.FOrdLessThan", 4),
    ("spirv.FOrdLessThanEqual", 5),
    ("spirv.FOrdNotEqual", 6),
    ("spirv.FUnordEqual", 8),
    ("spirv.FUnordGreaterThan", 9),
    ("spirv.FUnordGreaterThanEqual", 10),
    ("spirv.FUnordLessThan", 11),
    ("spirv.FUnordLessThanEqual", 12),
    ("spirv.FUnordNotEqual", 13),
];

/// The conversions that extend or truncate by the widths of their operand and result:
/// `(op, extension, truncation)`.
const RESIZE: &[(&str, &str, &str)] = &[
    ("spirv.FConvert", "llvm.fpext", "llvm.fptrunc"),
    ("spirv.SConvert", "llvm.sext", "llvm.trunc"),
    ("spirv.UConvert", "llvm.zext", "llvm.trunc"),
];

/// The shifts and the `llvm` op each becomes.
const SHIFTS: &[(&str, &str)] = &[
    ("spirv.ShiftRightArithmetic", "llvm.ashr"),
    ("spirv.ShiftRightLogical", "llvm.lshr"),
    ("spirv.ShiftLeftLogical", "llvm.shl"),
];

/// `op` as one `to` of its converted operands (MLIR's `DirectConversionPattern`).
fn lower_direct(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let mut state = rewriter.state(to).operands(&values).results(&[ty]);
    state.attrs = oxir::structure::dictionary_entries(ctx, rewriter.body().op_attrs(op)).to_vec();
    rewriter.replace_op_with_new(op, state).map_err(fail)?;
    Ok(())
}

/// A comparison as `llvm.icmp` / `llvm.fcmp` of `predicate`.
fn lower_compare(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    predicate: u64,
    float: bool,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let (name, predicate) = if float {
        let p = oxir_llvm::FCmpPredicate::from_value(predicate).map(|p| p.get_attr(ctx));
        ("llvm.fcmp", p)
    } else {
        let p = oxir_llvm::ICmpPredicate::from_value(predicate).map(|p| p.get_attr(ctx));
        ("llvm.icmp", p)
    };
    let predicate = predicate.ok_or_else(|| MatchFailure::new("unknown predicate"))?;
    replace_with(
        rewriter,
        op,
        name,
        &values,
        ty,
        &[("predicate", Some(predicate))],
    )
}

/// `Not` / `LogicalNot`: `llvm.xor` with all bits set.
fn lower_not(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let src = original_result_type(rewriter, op)?;
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let mask = all_ones(rewriter, src, ty)?;
    replace_with(rewriter, op, "llvm.xor", &[values[0], mask], ty, &[])
}

/// `FConvert`, `SConvert`, `UConvert`: an extension or a truncation, by the widths.
fn lower_resize(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    (extend, truncate): (&str, &str),
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let body = rewriter.body();
    let from = body
        .operands(op)
        .next()
        .and_then(|v| bit_width(ctx, body.value_type(v)));
    let to = bit_width(ctx, original_result_type(rewriter, op)?);
    let name = match (from, to) {
        (Some(from), Some(to)) if from < to => extend,
        (Some(from), Some(to)) if from > to => truncate,
        _ => return Err(MatchFailure::new("the widths are equal")),
    };
    replace_with(rewriter, op, name, &values, ty, &[])
}

/// Whether `ty` is an unsigned integer or a vector of them.
fn is_unsigned(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(crate::common::element_type(ctx, ty)),
        TypeData::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    )
}

/// Whether `ty` is a signed or unsigned (not signless) integer or a vector of them.
fn has_sign(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(crate::common::element_type(ctx, ty)),
        TypeData::Integer { signedness, .. } if *signedness != Signedness::Signless
    )
}

/// A shift; a narrower shift amount is extended to the base's width first (zero-extended when
/// unsigned), a wider one is not lowered.
fn lower_shift(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let body = rewriter.body();
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let [base_ty, shift_ty] = types[..] else {
        return Err(MatchFailure::new("a shift has two operands"));
    };
    if base_ty == shift_ty {
        return replace_with(rewriter, op, to, &values, ty, &[]);
    }
    let (Some(width), Some(shift_width)) = (bit_width(ctx, ty), bit_width(ctx, shift_ty)) else {
        return Err(MatchFailure::new("not integers"));
    };
    let shift = match shift_width.cmp(&width) {
        std::cmp::Ordering::Less => {
            let ext = if is_unsigned(ctx, shift_ty) {
                "llvm.zext"
            } else {
                "llvm.sext"
            };
            create_value(rewriter, ext, &[values[1]], ty, &[])?
        }
        std::cmp::Ordering::Equal => values[1],
        std::cmp::Ordering::Greater => {
            return Err(MatchFailure::new("the shift is wider than the base"));
        }
    };
    replace_with(rewriter, op, to, &[values[0], shift], ty, &[])
}

/// `Bitcast`: nothing between pointers (LLVM's are opaque), `llvm.bitcast` otherwise.
fn lower_bitcast(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    if ty.isa::<oxir_llvm::LLVMPointerType>(ctx) {
        return rewriter.replace_op(op, &values).map_err(fail);
    }
    replace_with(rewriter, op, "llvm.bitcast", &values, ty, &[])
}

/// The value of a signed or unsigned integer constant `value` as the signless type `ty`.
fn signless_value(ctx: &Context, value: Attribute, ty: Type) -> Option<Attribute> {
    if let Some(int) = value.dyn_cast::<IntegerAttr>(ctx) {
        let element = signless(ctx, int.ty(ctx))?;
        return Some(match int.value(ctx) {
            oxir::attrs::IntValue::Small(v) => IntegerAttr::get(ctx, element, *v).attr(),
            oxir::attrs::IntValue::Big(v) => IntegerAttr::get_bigint(ctx, element, v).attr(),
        });
    }
    let dense = value.dyn_cast::<DenseElementsAttr>(ctx)?;
    let values: Vec<u64> = dense.u64_values(ctx)?.collect();
    let shaped = match ctx.type_data(dense.ty(ctx)) {
        TypeData::Vector {
            shape, scalable, ..
        } => oxir::types::VectorType::get_scalable(ctx, shape, scalable, element_of(ctx, ty)).ty(),
        _ => return None,
    };
    DenseElementsAttr::get_u64(ctx, shaped, &values)
        .ok()
        .map(|d| d.attr())
}

/// The element type of the signless type `ty`.
fn element_of(ctx: &Context, ty: Type) -> Type {
    crate::common::element_type(ctx, ty)
}

/// The signless integer of the width of integer `ty`.
fn signless(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(ctx.intern_type(TypeData::Integer {
            width: *width,
            signedness: Signedness::Signless,
        })),
        _ => None,
    }
}

/// `Constant` of a scalar or vector: `llvm.mlir.constant` of the value, signed and unsigned
/// integers made signless.
fn lower_constant(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let src = original_result_type(rewriter, op)?;
    let scalar_or_vector = matches!(
        ctx.type_data(src),
        TypeData::Vector { .. } | TypeData::Integer { .. } | TypeData::Float(_)
    );
    if !scalar_or_vector {
        return Err(MatchFailure::new("not a scalar or vector constant"));
    }
    let ty = convert(ctx, converter, src)?;
    let value = oxir::op_support::attr(ctx, rewriter.body(), op, "value")
        .ok_or_else(|| MatchFailure::new("no value"))?;
    let value = if has_sign(ctx, src) {
        signless_value(ctx, value, ty)
            .ok_or_else(|| MatchFailure::new("the value is not an integer"))?
    } else {
        value
    };
    let constant = constant(rewriter, ty, value)?;
    rewriter.replace_op(op, &[constant]).map_err(fail)
}

/// `GL.InverseSqrt`: `1.0 / sqrt(x)`.
fn lower_inverse_sqrt(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let src = original_result_type(rewriter, op)?;
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let one = float_constant(rewriter, src, ty, 1.0)?;
    let sqrt = create_value(rewriter, "llvm.intr.sqrt", &values, ty, &[])?;
    replace_with(rewriter, op, "llvm.fdiv", &[one, sqrt], ty, &[])
}

/// `GL.Tanh`: `(exp(2x) - 1) / (exp(2x) + 1)`.
fn lower_tanh(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> PatternResult {
    let src = original_result_type(rewriter, op)?;
    let ty = result_type(ctx, converter, rewriter, op)?;
    let values = values(operands)?;
    let two = float_constant(rewriter, src, ty, 2.0)?;
    let doubled = create_value(rewriter, "llvm.fmul", &[two, values[0]], ty, &[])?;
    let exp = create_value(rewriter, "llvm.intr.exp", &[doubled], ty, &[])?;
    let one = float_constant(rewriter, src, ty, 1.0)?;
    let num = create_value(rewriter, "llvm.fsub", &[exp, one], ty, &[])?;
    let den = create_value(rewriter, "llvm.fadd", &[exp, one], ty, &[])?;
    replace_with(rewriter, op, "llvm.fdiv", &[num, den], ty, &[])
}

/// Adds the patterns of the value ops.
pub fn populate(patterns: &mut ConversionPatternSet) {
    for &(from, to) in DIRECT {
        patterns.add_fn(from, from, move |ctx, op, operands, converter, rewriter| {
            lower_direct(ctx, op, operands, converter, rewriter, to)
        });
    }
    for (table, float) in [(ICMP, false), (FCMP, true)] {
        for &(from, predicate) in table {
            patterns.add_fn(from, from, move |ctx, op, operands, converter, rewriter| {
                lower_compare(ctx, op, operands, converter, rewriter, predicate, float)
            });
        }
    }
    for &(from, extend, truncate) in RESIZE {
        patterns.add_fn(from, from, move |ctx, op, operands, converter, rewriter| {
            lower_resize(ctx, op, operands, converter, rewriter, (extend, truncate))
        });
    }
    for &(from, to) in SHIFTS {
        patterns.add_fn(from, from, move |ctx, op, operands, converter, rewriter| {
            lower_shift(ctx, op, operands, converter, rewriter, to)
        });
    }
    for name in ["spirv.Not", "spirv.LogicalNot"] {
        patterns.add_fn(name, name, lower_not);
    }
    patterns.add_fn("spirv.Bitcast", "spirv.Bitcast", lower_bitcast);
    patterns.add_fn(
        "spirv.Constant",
        "spirv.Constant",
        |ctx, op, _, converter, rewriter| lower_constant(ctx, op, converter, rewriter),
    );
    patterns.add_fn(
        "spirv.GL.InverseSqrt",
        "spirv.GL.InverseSqrt",
        lower_inverse_sqrt,
    );
    patterns.add_fn("spirv.GL.Tanh", "spirv.GL.Tanh", lower_tanh);
}
