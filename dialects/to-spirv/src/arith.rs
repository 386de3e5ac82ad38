//! `arith` to `spirv`: MLIR 19's `ArithToSPIRV.cpp` for the ops SPIR-V has. Most ops become
//! one `spirv` op of the converted operands and result type; on booleans (`i1` and its
//! vectors) the bitwise ops become logical ones and `cmpi eq`/`ne` `LogicalEqual`/
//! `LogicalNotEqual`; `extui`, `extsi` and `uitofp` of booleans become a `spirv.Select` of
//! constants; `remsi` is emulated with `GL.SAbs` and `UMod` (in shaders, as MLIR's
//! `RemSIOpGLPattern`); `cmpf ord`/`uno` use `spirv.IsNan`; `maximumf`/`minimumf` and
//! `maxnumf`/`minnumf` add MLIR's NaN selects unless `nnan` is set; `index_cast` becomes a
//! conversion or nothing by the converted widths. [`convert_arith_to_spirv`] is the pass.

use crate::common::{
    self, Populate, SpirvLoweringPass, constant, create_value, fail, int_constant, operands,
    result_types,
};
use oxir::attrs::{Attribute, BoolAttr, DenseElementsAttr, FloatAttr, IntegerAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{Location, OpId, Value};
use oxir::{Context, Type, TypeData};
use oxir_arith::{CmpFPredicate, CmpIPredicate, FastMathFlags};
use oxir_spirv::Capability;

/// The ops that become one `spirv` op of the same operands, and whether they take booleans
/// (`Some(true)`: only booleans, `Some(false)`: no booleans, `None`: anything).
const ONE_TO_ONE: &[(&str, &str, Option<bool>)] = &[
    ("arith.addi", "spirv.IAdd", Some(false)),
    ("arith.subi", "spirv.ISub", Some(false)),
    ("arith.muli", "spirv.IMul", Some(false)),
    ("arith.divsi", "spirv.SDiv", Some(false)),
    ("arith.divui", "spirv.UDiv", Some(false)),
    ("arith.remui", "spirv.UMod", Some(false)),
    ("arith.andi", "spirv.BitwiseAnd", Some(false)),
    ("arith.ori", "spirv.BitwiseOr", Some(false)),
    ("arith.xori", "spirv.BitwiseXor", Some(false)),
    ("arith.andi", "spirv.LogicalAnd", Some(true)),
    ("arith.ori", "spirv.LogicalOr", Some(true)),
    ("arith.xori", "spirv.LogicalNotEqual", Some(true)),
    ("arith.shli", "spirv.ShiftLeftLogical", Some(false)),
    ("arith.shrsi", "spirv.ShiftRightArithmetic", Some(false)),
    ("arith.shrui", "spirv.ShiftRightLogical", Some(false)),
    ("arith.maxsi", "spirv.GL.SMax", Some(false)),
    ("arith.minsi", "spirv.GL.SMin", Some(false)),
    ("arith.maxui", "spirv.GL.UMax", Some(false)),
    ("arith.minui", "spirv.GL.UMin", Some(false)),
    ("arith.addf", "spirv.FAdd", None),
    ("arith.subf", "spirv.FSub", None),
    ("arith.mulf", "spirv.FMul", None),
    ("arith.divf", "spirv.FDiv", None),
    ("arith.remf", "spirv.FRem", None),
    ("arith.negf", "spirv.FNegate", None),
    ("arith.extsi", "spirv.SConvert", Some(false)),
    ("arith.extui", "spirv.UConvert", Some(false)),
    ("arith.trunci", "spirv.SConvert", Some(false)),
    ("arith.extf", "spirv.FConvert", None),
    ("arith.truncf", "spirv.FConvert", None),
    ("arith.sitofp", "spirv.ConvertSToF", Some(false)),
    ("arith.uitofp", "spirv.ConvertUToF", Some(false)),
    ("arith.fptosi", "spirv.ConvertFToS", None),
    ("arith.fptoui", "spirv.ConvertFToU", None),
    ("arith.select", "spirv.Select", None),
];

/// Whether `ty` is `i1` or a vector of `i1`.
pub(crate) fn is_bool(ctx: &Context, ty: Type) -> bool {
    let element = match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    matches!(ctx.type_data(element), TypeData::Integer { width: 1, .. })
}

/// The type of the first operand of `op` (before conversion).
fn operand_type(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Type> {
    let body = rewriter.body();
    body.operands(op).next().map(|v| body.value_type(v))
}

/// Replaces `op` with `to` of the converted operands and result type.
fn one_to_one(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
    bools: Option<bool>,
) -> Result<(), MatchFailure> {
    // `select`'s condition is a boolean whatever its values are: look at the first operand
    // only for the ops that care.
    if let (Some(want), Some(ty)) = (bools, operand_type(rewriter, op))
        && is_bool(ctx, ty) != want
    {
        return Err(MatchFailure::new("not for this kind of operand"));
    }
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let loc = rewriter.body().op_loc(op);
    // A cast between types that convert to the same one is no op.
    if matches!(to, "spirv.SConvert" | "spirv.UConvert" | "spirv.FConvert")
        && rewriter.body().value_type(values[0]) == ty
    {
        return rewriter.replace_op(op, &values[..1]).map_err(fail);
    }
    let value = create_value(rewriter, loc, to, &values, ty, &[]).map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `bitcast`: `spirv.Bitcast`, or the operand when the types are the same once converted.
fn lower_bitcast(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    if rewriter.body().value_type(values[0]) == ty {
        return rewriter.replace_op(op, &values).map_err(fail);
    }
    let loc = rewriter.body().op_loc(op);
    let value = create_value(rewriter, loc, "spirv.Bitcast", &values, ty, &[]).map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `index_cast`/`index_castui` (`signed` for the first): `spirv.SConvert`/`UConvert`, or the
/// operand when both sides convert to the same width.
fn lower_index_cast(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    signed: bool,
) -> Result<(), MatchFailure> {
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    if rewriter.body().value_type(values[0]) == ty {
        return rewriter.replace_op(op, &values).map_err(fail);
    }
    let loc = rewriter.body().op_loc(op);
    let name = if signed {
        "spirv.SConvert"
    } else {
        "spirv.UConvert"
    };
    let value = create_value(rewriter, loc, name, &values, ty, &[]).map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// A constant of `ty` (a scalar or a vector filled with it) from a float.
fn float_constant(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: f64,
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let attr = match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => {
            let element = FloatAttr::get(ctx, *element, value).attr();
            DenseElementsAttr::get_splat(ctx, ty, element)
                .map_err(|_| MatchFailure::new("no splat of this type"))?
                .attr()
        }
        _ => FloatAttr::get(ctx, ty, value).attr(),
    };
    constant(rewriter, loc, ty, attr).map_err(fail)
}

/// `extui`/`extsi`/`uitofp` of a boolean: `spirv.Select` of the operand between one (minus
/// one for `extsi`) and zero of the result type (MLIR builds zero first).
fn lower_bool_extension(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    one: i64,
) -> Result<(), MatchFailure> {
    if !operand_type(rewriter, op).is_some_and(|ty| is_bool(ctx, ty)) {
        return Err(MatchFailure::new("not a boolean operand"));
    }
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let loc = rewriter.body().op_loc(op);
    let float = crate::type_converter::is_spirv_float(ctx, element_of(ctx, ty));
    let (zero, one) = if float {
        (
            float_constant(rewriter, loc, ty, 0.0)?,
            float_constant(rewriter, loc, ty, one as f64)?,
        )
    } else {
        (
            int_constant(rewriter, loc, ty, 0).map_err(fail)?,
            int_constant(rewriter, loc, ty, one).map_err(fail)?,
        )
    };
    let value = create_value(
        rewriter,
        loc,
        "spirv.Select",
        &[values[0], one, zero],
        ty,
        &[],
    )
    .map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// The element type of a vector, or `ty` itself.
fn element_of(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// `remsi` in shaders (MLIR's `emulateSignedRemainder`): the remainder of the absolute
/// values, negated when the dividend is negative.
fn lower_remsi(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    if !common::spirv_converter(converter)?.allows(Capability::Shader) {
        return Err(MatchFailure::new(
            "remsi is emulated with GLSL ops in shaders only",
        ));
    }
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let loc = rewriter.body().op_loc(op);
    let (lhs, rhs) = (values[0], values[1]);
    let build = |rewriter: &mut PatternRewriter<'_>, name: &str, operands: &[Value], ty: Type| {
        create_value(rewriter, loc, name, operands, ty, &[]).map_err(fail)
    };
    let lhs_abs = build(rewriter, "spirv.GL.SAbs", &[lhs], ty)?;
    let rhs_abs = build(rewriter, "spirv.GL.SAbs", &[rhs], ty)?;
    let abs = build(rewriter, "spirv.UMod", &[lhs_abs, rhs_abs], ty)?;
    let bool_ty = oxir_spirv::types::i1_same_shape(ctx, ty);
    let positive = build(rewriter, "spirv.IEqual", &[lhs, lhs_abs], bool_ty)?;
    let negated = build(rewriter, "spirv.SNegate", &[abs], ty)?;
    let value = build(rewriter, "spirv.Select", &[positive, abs, negated], ty)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// The `spirv` comparison of an `arith.cmpi` predicate (`bools`: on booleans).
fn cmpi_op(predicate: CmpIPredicate, bools: bool) -> Option<&'static str> {
    use CmpIPredicate as P;
    Some(match (predicate, bools) {
        (P::Eq, true) => "spirv.LogicalEqual",
        (P::Ne, true) => "spirv.LogicalNotEqual",
        (_, true) => return None,
        (P::Eq, false) => "spirv.IEqual",
        (P::Ne, false) => "spirv.INotEqual",
        (P::Slt, false) => "spirv.SLessThan",
        (P::Sle, false) => "spirv.SLessThanEqual",
        (P::Sgt, false) => "spirv.SGreaterThan",
        (P::Sge, false) => "spirv.SGreaterThanEqual",
        (P::Ult, false) => "spirv.ULessThan",
        (P::Ule, false) => "spirv.ULessThanEqual",
        (P::Ugt, false) => "spirv.UGreaterThan",
        (P::Uge, false) => "spirv.UGreaterThanEqual",
    })
}

/// `cmpi`: the `spirv` comparison of its predicate.
fn lower_cmpi(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let predicate = oxir::op_support::attr(ctx, rewriter.body(), op, "predicate")
        .and_then(|a| CmpIPredicate::from_attr(ctx, a))
        .ok_or_else(|| MatchFailure::new("no predicate"))?;
    let bools = operand_type(rewriter, op).is_some_and(|ty| is_bool(ctx, ty));
    let name = cmpi_op(predicate, bools)
        .ok_or_else(|| MatchFailure::new("an ordering comparison of booleans"))?;
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let loc = rewriter.body().op_loc(op);
    let value = create_value(rewriter, loc, name, &values, ty, &[]).map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// The `spirv` comparison of an ordered or unordered `arith.cmpf` predicate.
fn cmpf_op(predicate: CmpFPredicate) -> Option<&'static str> {
    use CmpFPredicate as P;
    Some(match predicate {
        P::OEQ => "spirv.FOrdEqual",
        P::OGT => "spirv.FOrdGreaterThan",
        P::OGE => "spirv.FOrdGreaterThanEqual",
        P::OLT => "spirv.FOrdLessThan",
        P::OLE => "spirv.FOrdLessThanEqual",
        P::ONE => "spirv.FOrdNotEqual",
        P::UEQ => "spirv.FUnordEqual",
        P::UGT => "spirv.FUnordGreaterThan",
        P::UGE => "spirv.FUnordGreaterThanEqual",
        P::ULT => "spirv.FUnordLessThan",
        P::ULE => "spirv.FUnordLessThanEqual",
        P::UNE => "spirv.FUnordNotEqual",
        _ => return None,
    })
}

/// `cmpf`: the `spirv` comparison of its predicate; `ord` and `uno` through `spirv.IsNan` of
/// each operand (MLIR's `CmpFOpNanNonePattern`).
fn lower_cmpf(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let predicate = oxir::op_support::attr(ctx, rewriter.body(), op, "predicate")
        .and_then(|a| CmpFPredicate::from_attr(ctx, a))
        .ok_or_else(|| MatchFailure::new("no predicate"))?;
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let loc = rewriter.body().op_loc(op);
    let build = |rewriter: &mut PatternRewriter<'_>, name: &str, operands: &[Value]| {
        create_value(rewriter, loc, name, operands, ty, &[]).map_err(fail)
    };
    let value = match predicate {
        CmpFPredicate::ORD | CmpFPredicate::UNO => {
            let lhs = build(rewriter, "spirv.IsNan", &values[..1])?;
            let rhs = build(rewriter, "spirv.IsNan", &values[1..2])?;
            let either = build(rewriter, "spirv.LogicalOr", &[lhs, rhs])?;
            if predicate == CmpFPredicate::ORD {
                build(rewriter, "spirv.LogicalNot", &[either])?
            } else {
                either
            }
        }
        other => {
            let name = cmpf_op(other).ok_or_else(|| {
                MatchFailure::new("cmpf with a constant predicate is not lowered")
            })?;
            build(rewriter, name, &values)?
        }
    };
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// `maximumf`/`minimumf` (`nan_wins`) and `maxnumf`/`minnumf`: `GL.FMax`/`GL.FMin`, then
/// unless `nnan` is set MLIR's selects on `spirv.IsNan` of each operand: a NaN operand wins
/// for the former, loses for the latter.
fn lower_min_max(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
    nan_wins: bool,
) -> Result<(), MatchFailure> {
    if !common::spirv_converter(converter)?.allows(Capability::Shader) {
        return Err(MatchFailure::new("GLSL ops are for shaders"));
    }
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let loc = rewriter.body().op_loc(op);
    let nnan = oxir::op_support::attr(ctx, rewriter.body(), op, "fastmath")
        .and_then(|a| FastMathFlags::from_attr(ctx, a))
        .is_some_and(|f| f.value() & FastMathFlags::NNAN.value() != 0);
    let (lhs, rhs) = (values[0], values[1]);
    let mut value = create_value(rewriter, loc, to, &values, ty, &[]).map_err(fail)?;
    if !nnan {
        let bool_ty = oxir_spirv::types::i1_same_shape(ctx, ty);
        let lhs_nan =
            create_value(rewriter, loc, "spirv.IsNan", &[lhs], bool_ty, &[]).map_err(fail)?;
        let rhs_nan =
            create_value(rewriter, loc, "spirv.IsNan", &[rhs], bool_ty, &[]).map_err(fail)?;
        let (first, second) = if nan_wins { (lhs, rhs) } else { (rhs, lhs) };
        value = create_value(
            rewriter,
            loc,
            "spirv.Select",
            &[lhs_nan, first, value],
            ty,
            &[],
        )
        .map_err(fail)?;
        value = create_value(
            rewriter,
            loc,
            "spirv.Select",
            &[rhs_nan, second, value],
            ty,
            &[],
        )
        .map_err(fail)?;
    }
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// The value of an `arith.constant` retyped to `ty`, the type it converts to: the same
/// attribute when the type is unchanged, an integer or float of the new type, `true`/`false`
/// for booleans, a splat of the new type.
fn retyped_value(ctx: &Context, value: Attribute, ty: Type) -> Option<Attribute> {
    if let Some(int) = value.dyn_cast::<IntegerAttr>(ctx) {
        if is_bool(ctx, ty) {
            return Some(BoolAttr::get(ctx, int.value_bigint(ctx) != 0.into()).attr());
        }
        if int.ty(ctx) == ty {
            return Some(value);
        }
        return Some(IntegerAttr::get_bigint(ctx, ty, &int.value_bigint(ctx)).attr());
    }
    if let Some(float) = value.dyn_cast::<FloatAttr>(ctx) {
        if float.ty(ctx) == ty {
            return Some(value);
        }
        return Some(FloatAttr::get(ctx, ty, float.value_f64(ctx)).attr());
    }
    if oxir::attrs::attr_type(ctx, value) == Some(ty) {
        return Some(value);
    }
    let dense = value.dyn_cast::<DenseElementsAttr>(ctx)?;
    let splat = dense.splat_value(ctx)?;
    let element = retyped_value(ctx, splat, element_of(ctx, ty))?;
    DenseElementsAttr::get_splat(ctx, ty, element)
        .ok()
        .map(|d| d.attr())
}

/// `arith.constant`: `spirv.Constant` of the value retyped to the converted type.
fn lower_constant(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let value = oxir::op_support::attr(ctx, rewriter.body(), op, "value")
        .ok_or_else(|| MatchFailure::new("no value"))?;
    let value = retyped_value(ctx, value, ty)
        .ok_or_else(|| MatchFailure::new("the value cannot take the converted type"))?;
    let loc = rewriter.body().op_loc(op);
    let constant = constant(rewriter, loc, ty, value).map_err(fail)?;
    rewriter.replace_op(op, &[constant]).map_err(fail)
}

/// Adds the lowerings of the `arith` ops to `patterns` (MLIR's
/// `populateArithToSPIRVPatterns`).
pub fn populate_arith_to_spirv_patterns(patterns: &mut ConversionPatternSet) {
    for &(from, to, bools) in ONE_TO_ONE {
        patterns.add_fn(
            from,
            &format!("{from}-to-{to}"),
            move |ctx, op, operands, converter, rewriter| {
                one_to_one(ctx, op, operands, converter, rewriter, to, bools)
            },
        );
    }
    patterns.add_fn(
        "arith.constant",
        "arith.constant-to-spirv",
        |ctx, op, _, converter, rewriter| lower_constant(ctx, op, converter, rewriter),
    );
    patterns.add_fn("arith.bitcast", "arith.bitcast-to-spirv", lower_bitcast);
    patterns.add_fn("arith.remsi", "arith.remsi-to-spirv-gl", lower_remsi);
    patterns.add_fn("arith.cmpi", "arith.cmpi-to-spirv", lower_cmpi);
    patterns.add_fn("arith.cmpf", "arith.cmpf-to-spirv", lower_cmpf);
    for (name, signed) in [("arith.index_cast", true), ("arith.index_castui", false)] {
        patterns.add_fn(
            name,
            &format!("{name}-to-spirv"),
            move |ctx, op, operands, converter, rewriter| {
                lower_index_cast(ctx, op, operands, converter, rewriter, signed)
            },
        );
    }
    for (name, one) in [("arith.extui", 1), ("arith.extsi", -1), ("arith.uitofp", 1)] {
        patterns.add_fn(
            name,
            &format!("{name}-of-i1-to-spirv"),
            move |ctx, op, operands, converter, rewriter| {
                lower_bool_extension(ctx, op, operands, converter, rewriter, one)
            },
        );
    }
    for (name, to, nan_wins) in [
        ("arith.maximumf", "spirv.GL.FMax", true),
        ("arith.minimumf", "spirv.GL.FMin", true),
        ("arith.maxnumf", "spirv.GL.FMax", false),
        ("arith.minnumf", "spirv.GL.FMin", false),
    ] {
        patterns.add_fn(
            name,
            &format!("{name}-to-spirv"),
            move |ctx, op, operands, converter, rewriter| {
                lower_min_max(ctx, op, operands, converter, rewriter, to, nan_wins)
            },
        );
    }
}

/// The patterns of `-convert-arith-to-spirv`.
const ARITH: &[Populate] = &[populate_arith_to_spirv_patterns];

/// The `convert-arith-to-spirv` pass (MLIR's `ConvertArithToSPIRVPass`), on any op, `arith`
/// illegal.
pub fn convert_arith_to_spirv() -> SpirvLoweringPass {
    SpirvLoweringPass::new(
        "ConvertArithToSPIRVPass",
        "convert-arith-to-spirv",
        "Convert Arith dialect to SPIR-V dialect",
        common::emulate_option(PassOptions::new()),
        &["arith"],
        ARITH,
        false,
    )
}
