//! `index` to `spirv`: MLIR 19's `IndexToSPIRV.cpp` for the ops SPIR-V has one op for. The
//! arithmetic, bitwise and shift ops become the `spirv` op of the same meaning on the
//! integer type `index` converts to (`i32`, or `i64` under `use-64bit-index`), `cmp` the
//! comparison of its predicate, `casts`/`castu` `spirv.SConvert`/`UConvert` (or nothing when
//! the widths agree), `constant`, `bool.constant` and `sizeof` (the index width in bits)
//! `spirv.Constant`. The divisions rounding up or down are not lowered.
//! [`convert_index_to_spirv`] is the pass, with `index` illegal.

use crate::common::{
    self, Populate, SpirvLoweringPass, constant, create_value, fail, int_constant, operands,
    result_types, spirv_converter,
};
use oxir::Context;
use oxir::attrs::{BoolAttr, IntegerAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::OpId;
use oxir_index::IndexCmpPredicate;

/// The ops that become one `spirv` op of the same operands.
const ONE_TO_ONE: &[(&str, &str)] = &[
    ("index.add", "spirv.IAdd"),
    ("index.sub", "spirv.ISub"),
    ("index.mul", "spirv.IMul"),
    ("index.divs", "spirv.SDiv"),
    ("index.divu", "spirv.UDiv"),
    ("index.rems", "spirv.SRem"),
    ("index.remu", "spirv.UMod"),
    ("index.maxs", "spirv.GL.SMax"),
    ("index.maxu", "spirv.GL.UMax"),
    ("index.mins", "spirv.GL.SMin"),
    ("index.minu", "spirv.GL.UMin"),
    ("index.shl", "spirv.ShiftLeftLogical"),
    ("index.shrs", "spirv.ShiftRightArithmetic"),
    ("index.shru", "spirv.ShiftRightLogical"),
    ("index.and", "spirv.BitwiseAnd"),
    ("index.or", "spirv.BitwiseOr"),
    ("index.xor", "spirv.BitwiseXor"),
];

/// Replaces `op` with `to` of the converted operands and result type, or with its operand
/// when `to` is a conversion between types that converted to the same one.
fn one_to_one(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    to: &str,
) -> Result<(), MatchFailure> {
    let values = operands(ctx, rewriter, remapped)?;
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    if matches!(to, "spirv.SConvert" | "spirv.UConvert")
        && rewriter.body().value_type(values[0]) == ty
    {
        return rewriter.replace_op(op, &values).map_err(fail);
    }
    let loc = rewriter.body().op_loc(op);
    let value = create_value(rewriter, loc, to, &values, ty, &[]).map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// The `spirv` comparison of an `index.cmp` predicate.
fn cmp_op(predicate: IndexCmpPredicate) -> &'static str {
    use IndexCmpPredicate as P;
    match predicate {
        P::Eq => "spirv.IEqual",
        P::Ne => "spirv.INotEqual",
        P::Slt => "spirv.SLessThan",
        P::Sle => "spirv.SLessThanEqual",
        P::Sgt => "spirv.SGreaterThan",
        P::Sge => "spirv.SGreaterThanEqual",
        P::Ult => "spirv.ULessThan",
        P::Ule => "spirv.ULessThanEqual",
        P::Ugt => "spirv.UGreaterThan",
        P::Uge => "spirv.UGreaterThanEqual",
    }
}

/// `index.cmp`: the comparison of its predicate.
fn lower_cmp(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let predicate = oxir::op_support::attr(ctx, rewriter.body(), op, "pred")
        .and_then(|a| IndexCmpPredicate::from_attr(ctx, a))
        .ok_or_else(|| MatchFailure::new("no predicate"))?;
    one_to_one(ctx, op, remapped, converter, rewriter, cmp_op(predicate))
}

/// `index.constant`, `index.bool.constant` and `index.sizeof`: `spirv.Constant`.
fn lower_constant(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let ty = result_types(ctx, converter, rewriter, op)?[0];
    let loc = rewriter.body().op_loc(op);
    let body = rewriter.body();
    let value = match ctx.op_name_str(body.op_name(op)) {
        "index.sizeof" => {
            let bits = spirv_converter(converter)?
                .index_type(ctx)
                .dyn_cast::<oxir::types::IntegerType>(ctx)
                .map_or(32, |t| t.width(ctx));
            let value = int_constant(rewriter, loc, ty, i64::from(bits)).map_err(fail)?;
            return rewriter.replace_op(op, &[value]).map_err(fail);
        }
        "index.bool.constant" => {
            let attr = oxir::op_support::attr(ctx, body, op, "value")
                .ok_or_else(|| MatchFailure::new("no value"))?;
            let truth = attr
                .dyn_cast::<BoolAttr>(ctx)
                .map(|b| b.value(ctx))
                .ok_or_else(|| MatchFailure::new("not a boolean"))?;
            BoolAttr::get(ctx, truth).attr()
        }
        _ => {
            let attr = oxir::op_support::attr(ctx, body, op, "value")
                .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
                .ok_or_else(|| MatchFailure::new("no value"))?;
            IntegerAttr::get_bigint(ctx, ty, &attr.value_bigint(ctx)).attr()
        }
    };
    let value = constant(rewriter, loc, ty, value).map_err(fail)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// Adds the lowerings of the `index` ops (MLIR's `populateIndexToSPIRVPatterns`).
pub fn populate_index_to_spirv_patterns(patterns: &mut ConversionPatternSet) {
    let casts = [
        ("index.casts", "spirv.SConvert"),
        ("index.castu", "spirv.UConvert"),
    ];
    for &(from, to) in ONE_TO_ONE.iter().chain(&casts) {
        patterns.add_fn(
            from,
            &format!("{from}-to-spirv"),
            move |ctx, op, operands, converter, rewriter| {
                one_to_one(ctx, op, operands, converter, rewriter, to)
            },
        );
    }
    patterns.add_fn("index.cmp", "index.cmp-to-spirv", lower_cmp);
    for name in ["index.constant", "index.bool.constant", "index.sizeof"] {
        patterns.add_fn(
            name,
            &format!("{name}-to-spirv"),
            |ctx, op, _, converter, rewriter| lower_constant(ctx, op, converter, rewriter),
        );
    }
}

/// The patterns of `-convert-index-to-spirv`.
const INDEX: &[Populate] = &[populate_index_to_spirv_patterns];

/// The `convert-index-to-spirv` pass (MLIR's `ConvertIndexToSPIRVPass`), on any op, `index`
/// illegal.
pub fn convert_index_to_spirv() -> SpirvLoweringPass {
    SpirvLoweringPass::new(
        "ConvertIndexToSPIRVPass",
        "convert-index-to-spirv",
        "Lower the `index` dialect to the `spirv` dialect.",
        common::index_option(PassOptions::new()),
        &["index"],
        INDEX,
        false,
    )
}
