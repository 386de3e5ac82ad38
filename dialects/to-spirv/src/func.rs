//! `func` to `spirv`: MLIR 19's `FuncToSPIRV.cpp` and the `func.func` pattern of
//! `SPIRVConversion.cpp`. `func.func` of at most one result becomes `spirv.func` (function
//! control `None`) of the converted signature, its attributes but the name and type carried
//! over (argument attributes such as `spirv.interface_var_abi` included), its body moved over
//! with the entry block converted; `func.return` becomes `spirv.Return` or
//! `spirv.ReturnValue`, `func.call` `spirv.FunctionCall`. [`convert_func_to_spirv`] is the
//! pass.

use crate::common::{self, Populate, SpirvLoweringPass, convert_type, create, fail, operands};
use oxir::attrs::{StringAttr, TypeAttr};
use oxir::conversion::{ConversionPatternSet, RemappedOperands, TypeConverter};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::OpId;
use oxir::{Context, NamedAttr, Type};

/// The inherent attributes of `func.func` that `spirv.func` has too.
const CARRIED_PROPS: [&str; 2] = ["arg_attrs", "res_attrs"];

/// `func.func` to `spirv.func` (MLIR's `FuncOpConversion`).
fn lower_func(
    ctx: &Context,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let fn_ty = oxir::op_support::attr(ctx, body, op, "function_type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .map(|a| a.value(ctx))
        .ok_or_else(|| MatchFailure::new("func.func has no function type"))?;
    let name = oxir::op_support::attr(ctx, body, op, "sym_name")
        .ok_or_else(|| MatchFailure::new("func.func has no name"))?;
    let (inputs, results) = oxir::op_support::function_type_parts(ctx, fn_ty);
    if results.len() > 1 {
        return Err(MatchFailure::new(
            "a function of several results has no SPIR-V counterpart",
        ));
    }
    let mut conversion = oxir::conversion::SignatureConversion::new(inputs.len());
    for (index, &input) in inputs.iter().enumerate() {
        conversion.add_inputs(index, &[convert_type(ctx, converter, input)?]);
    }
    let results: Vec<Type> = results
        .iter()
        .map(|&ty| convert_type(ctx, converter, ty))
        .collect::<Result<_, _>>()?;
    let new_ty = ctx.function_type(conversion.converted_types(), &results);
    let control = oxir_spirv::FunctionControl::NONE.get_attr(ctx);
    let mut props: Vec<(&str, Option<oxir::Attribute>)> = vec![
        ("sym_name", Some(name)),
        ("function_type", Some(TypeAttr::get(ctx, new_ty).attr())),
        ("function_control", Some(control)),
    ];
    for prop in CARRIED_PROPS {
        props.push((prop, oxir::op_support::attr(ctx, body, op, prop)));
    }
    let mut attrs: Vec<NamedAttr> =
        oxir::structure::dictionary_entries(ctx, body.op_attrs(op)).to_vec();
    if let Some(visibility) = oxir::op_support::attr(ctx, body, op, "sym_visibility")
        && visibility.dyn_cast::<StringAttr>(ctx).is_some()
        && !attrs
            .iter()
            .any(|a| ctx.string_bytes(a.name) == b"sym_visibility")
    {
        attrs.push(NamedAttr {
            name: ctx.string_attr("sym_visibility"),
            value: visibility,
        });
    }
    // Convert the block arguments in the function's own body, then move that body over.
    let (scope, regions) = rewriter.body_mut().region_scope_mut(op);
    let region = *regions
        .first()
        .ok_or_else(|| MatchFailure::new("func.func has no region"))?;
    if !scope.region_is_empty(region) {
        let mut inner = PatternRewriter::new(ctx, scope);
        converter
            .convert_region_types_with(&mut inner, region, Some(&conversion))
            .map_err(fail)?;
    }
    let nested = rewriter
        .body_mut()
        .nested_body_mut(op)
        .map(std::mem::take)
        .ok_or_else(|| MatchFailure::new("func.func has no body of its own"))?;
    let loc = rewriter.body().op_loc(op);
    let new = rewriter.body_mut().create_op_raw(
        ctx.op_name("spirv.func"),
        loc,
        &[],
        &[],
        ctx.dictionary(attrs),
        oxir::op_support::properties(ctx, &props),
        &[],
        regions.into_boxed_slice(),
        Some(Box::new(nested)),
    );
    rewriter.insert(new).map_err(fail)?;
    rewriter.erase_op(op).map_err(fail)
}

/// `func.return` to `spirv.Return` / `spirv.ReturnValue`.
fn lower_return(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let values = operands(ctx, rewriter, remapped)?;
    let loc = rewriter.body().op_loc(op);
    let name = match values.len() {
        0 => "spirv.Return",
        1 => "spirv.ReturnValue",
        _ => return Err(MatchFailure::new("SPIR-V returns at most one value")),
    };
    create(rewriter, loc, name, &values, &[], &[]).map_err(fail)?;
    rewriter.erase_op(op).map_err(fail)
}

/// `func.call` to `spirv.FunctionCall`.
fn lower_call(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let types = common::result_types(ctx, converter, rewriter, op)?;
    if types.len() > 1 {
        return Err(MatchFailure::new("SPIR-V calls return at most one value"));
    }
    let values = operands(ctx, rewriter, remapped)?;
    let callee = oxir::op_support::attr(ctx, rewriter.body(), op, "callee")
        .ok_or_else(|| MatchFailure::new("func.call has no callee"))?;
    let loc = rewriter.body().op_loc(op);
    let new = create(
        rewriter,
        loc,
        "spirv.FunctionCall",
        &values,
        &types,
        &[("callee", Some(callee))],
    )
    .map_err(fail)?;
    rewriter.replace_op_with_op(op, new).map_err(fail)
}

/// Adds the lowerings of `func.return` and `func.call` (MLIR's
/// `populateFuncToSPIRVPatterns`).
pub fn populate_func_to_spirv_patterns(patterns: &mut ConversionPatternSet) {
    patterns.add_fn(
        "func.return",
        "func.return-to-spirv",
        |ctx, op, operands, _, rewriter| lower_return(ctx, op, operands, rewriter),
    );
    patterns.add_fn("func.call", "func.call-to-spirv", lower_call);
}

/// Adds the lowering of `func.func` (MLIR's `populateBuiltinFuncToSPIRVPatterns`).
pub fn populate_builtin_func_to_spirv_patterns(patterns: &mut ConversionPatternSet) {
    patterns.add_fn(
        "func.func",
        "func.func-to-spirv",
        |ctx, op, _, converter, rewriter| lower_func(ctx, op, converter, rewriter),
    );
}

/// The patterns of `-convert-func-to-spirv`.
const FUNC: &[Populate] = &[
    populate_func_to_spirv_patterns,
    populate_builtin_func_to_spirv_patterns,
];

/// The `convert-func-to-spirv` pass (MLIR's `ConvertFuncToSPIRVPass`), on any op.
pub fn convert_func_to_spirv() -> SpirvLoweringPass {
    SpirvLoweringPass::new(
        "ConvertFuncToSPIRVPass",
        "convert-func-to-spirv",
        "Convert Func dialect to SPIR-V dialect",
        common::emulate_option(PassOptions::new()),
        &[],
        FUNC,
        false,
    )
}
