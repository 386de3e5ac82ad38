//! What the lowerings share: building `spirv` ops from states at the rewriter's insertion
//! point, constants and the folds MLIR's `createOrFold` applies to the index arithmetic it
//! builds, the converted types through the SPIR-V converter, MLIR's `SPIRVConversionTarget`
//! (the `spirv` dialect legal when every type is a SPIR-V type the target allows), and the
//! pass scaffolding.

use crate::requirements::{self, is_spirv_type};
use crate::target_env::TargetEnv;
use crate::type_converter::{SpirvConversionOptions, SpirvTypeConverter};
use oxir::attrs::{Attribute, IntegerAttr, TypeAttr};
use oxir::conversion::{
    Conversion, ConversionPatternSet, ConversionTarget, TypeConverter, apply_partial_conversion,
};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{IrError, Location, OpId, Value};
use oxir::{Body, Context, Diagnostic, Type, TypeData};

/// Op `name` at the insertion point with `operands`, `results` and the properties of
/// `props` that are set, at `loc`.
pub(crate) fn create(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[Value],
    results: &[Type],
    props: &[(&str, Option<Attribute>)],
) -> Result<OpId, IrError> {
    let ctx = rewriter.ctx();
    let mut state = rewriter.state(name).operands(operands).results(results);
    state.loc = loc;
    state.props = oxir::op_support::properties(ctx, props);
    rewriter.create(state)
}

/// Like [`create`], returning the one result.
pub(crate) fn create_value(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Option<Attribute>)],
) -> Result<Value, IrError> {
    let op = create(rewriter, loc, name, operands, &[ty], props)?;
    rewriter.body().results(op).next().ok_or(IrError::Detached)
}

/// `spirv.Constant value : ty`.
pub(crate) fn constant(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: Attribute,
) -> Result<Value, IrError> {
    create_value(
        rewriter,
        loc,
        "spirv.Constant",
        &[],
        ty,
        &[("value", Some(value))],
    )
}

/// An integer `spirv.Constant` of type `ty` (an integer, or a vector of integers filled with
/// the value; `i1` and its vectors take `true`/`false`).
pub(crate) fn int_constant(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: i64,
) -> Result<Value, IrError> {
    let ctx = rewriter.ctx();
    let scalar = |element: Type| match ctx.type_data(element) {
        TypeData::Integer { width: 1, .. } => oxir::attrs::BoolAttr::get(ctx, value != 0).attr(),
        _ => IntegerAttr::get(ctx, element, value).attr(),
    };
    let attr = match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => {
            oxir::attrs::DenseElementsAttr::get_splat(ctx, ty, scalar(*element))
                .map_err(|_| IrError::Detached)?
                .attr()
        }
        _ => scalar(ty),
    };
    constant(rewriter, loc, ty, attr)
}

/// The integer value of `value` when a `spirv.Constant` of an integer defines it.
pub(crate) fn constant_int(ctx: &Context, body: &Body, value: Value) -> Option<i64> {
    let op = value.defining_op()?;
    if ctx.op_name_str(body.op_name(op)) != "spirv.Constant" {
        return None;
    }
    oxir::op_support::attr(ctx, body, op, "value")?
        .dyn_cast::<IntegerAttr>(ctx)?
        .value_i64(ctx)
}

/// `spirv.IMul lhs, rhs` as MLIR's `createOrFold` makes it: `lhs` when `rhs` is one, `rhs`
/// when it is zero, a new constant when both are constants.
pub(crate) fn fold_imul(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    lhs: Value,
    rhs: Value,
) -> Result<Value, IrError> {
    let ctx = rewriter.ctx();
    let ty = rewriter.body().value_type(lhs);
    let (a, b) = (
        constant_int(ctx, rewriter.body(), lhs),
        constant_int(ctx, rewriter.body(), rhs),
    );
    match (a, b) {
        (_, Some(0)) => Ok(rhs),
        (_, Some(1)) => Ok(lhs),
        (Some(a), Some(b)) => int_constant(rewriter, loc, ty, wrap(ctx, ty, a.wrapping_mul(b))),
        _ => create_value(rewriter, loc, "spirv.IMul", &[lhs, rhs], ty, &[]),
    }
}

/// `spirv.IAdd lhs, rhs` as MLIR's `createOrFold` makes it: `lhs` when `rhs` is zero, a new
/// constant when both are constants.
pub(crate) fn fold_iadd(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    lhs: Value,
    rhs: Value,
) -> Result<Value, IrError> {
    let ctx = rewriter.ctx();
    let ty = rewriter.body().value_type(lhs);
    let (a, b) = (
        constant_int(ctx, rewriter.body(), lhs),
        constant_int(ctx, rewriter.body(), rhs),
    );
    match (a, b) {
        (_, Some(0)) => Ok(lhs),
        (Some(a), Some(b)) => int_constant(rewriter, loc, ty, wrap(ctx, ty, a.wrapping_add(b))),
        _ => create_value(rewriter, loc, "spirv.IAdd", &[lhs, rhs], ty, &[]),
    }
}

/// `value` wrapped to the width of integer type `ty`, sign-extended back.
fn wrap(ctx: &Context, ty: Type, value: i64) -> i64 {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } if *width < 64 => {
            let shift = 64 - width;
            (value << shift) >> shift
        }
        _ => value,
    }
}

/// The SPIR-V converter behind the driver's plain one.
pub(crate) fn spirv_converter(
    converter: &TypeConverter,
) -> Result<&SpirvTypeConverter, MatchFailure> {
    SpirvTypeConverter::of(converter)
        .ok_or_else(|| MatchFailure::new("the type converter is not a SPIR-V type converter"))
}

/// The type `ty` becomes, failing when it does not convert.
pub(crate) fn convert_type(
    ctx: &Context,
    converter: &TypeConverter,
    ty: Type,
) -> Result<Type, MatchFailure> {
    spirv_converter(converter)?.convert(ctx, ty).ok_or_else(|| {
        MatchFailure::new(format!(
            "type '{}' does not convert to a SPIR-V type of the target",
            oxir::text::printer::print_type(ctx, ty)
        ))
    })
}

/// The converted types of the results of `op`.
pub(crate) fn result_types(
    ctx: &Context,
    converter: &TypeConverter,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
) -> Result<Vec<Type>, MatchFailure> {
    let types: Vec<Type> = rewriter.body().result_types(op).collect();
    types
        .into_iter()
        .map(|ty| convert_type(ctx, converter, ty))
        .collect()
}

/// The converted operands, one value each, all of SPIR-V types.
pub(crate) fn operands(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    operands: &oxir::conversion::RemappedOperands,
) -> Result<Vec<Value>, MatchFailure> {
    let values = operands.one_to_one()?.to_vec();
    if let Some(&bad) = values
        .iter()
        .find(|&&v| !is_spirv_type(ctx, rewriter.body().value_type(v)))
    {
        let ty = rewriter.body().value_type(bad);
        return Err(MatchFailure::new(format!(
            "an operand of type '{}' is not of a SPIR-V type yet",
            oxir::text::printer::print_type(ctx, ty)
        )));
    }
    Ok(values)
}

/// `IrError` to pattern failure.
pub(crate) fn fail(error: IrError) -> MatchFailure {
    MatchFailure::new(error.to_string())
}

/// Whether the target allows every requirement of `ty`.
fn type_allowed(ctx: &Context, env: &TargetEnv, ty: Type) -> bool {
    if !is_spirv_type(ctx, ty) {
        return false;
    }
    let (mut caps, mut exts) = (Vec::new(), Vec::new());
    requirements::type_capabilities(ctx, ty, None, &mut caps);
    requirements::type_extensions(ctx, ty, None, &mut exts);
    caps.iter().all(|any| env.allows_any(any).is_some())
        && exts
            .iter()
            .all(|any| env.allows_any_extension(any).is_some())
}

/// MLIR's `SPIRVConversionTarget`: `spirv` ops are legal when every operand and result (and a
/// global variable's type) is a SPIR-V type whose requirements the target meets; the bridge
/// `builtin.unrealized_conversion_cast` is legal.
pub fn spirv_conversion_target(env: &TargetEnv) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    let env = env.clone();
    target.add_dynamically_legal_dialect("spirv", move |ctx, body, op| {
        let mut types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
        types.extend(body.result_types(op));
        if ctx.op_name_str(body.op_name(op)) == "spirv.GlobalVariable"
            && let Some(ty) = oxir::op_support::attr(ctx, body, op, "type")
                .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        {
            types.push(ty.value(ctx));
        }
        types.into_iter().all(|ty| type_allowed(ctx, &env, ty))
    });
    target.add_legal_op(oxir::builtin::UNREALIZED_CONVERSION_CAST);
    target
}

/// The patterns a lowering adds to a conversion.
pub type Populate = fn(&mut ConversionPatternSet);

/// Runs the partial conversion of MLIR's `-convert-*-to-spirv` passes on `target`'s op: the
/// target environment looked up from it, [`spirv_conversion_target`] (with the dialects of
/// `illegal` illegal), the patterns of `populate` under the SPIR-V converter of `options`.
/// With `workgroup`, the global variables of workgroup allocations are declared first
/// (`memref::declare_workgroup_globals`) when the op is a symbol table.
pub fn run_spirv_conversion(
    target: &mut PassTarget<'_>,
    options: SpirvConversionOptions,
    illegal: &[&str],
    populate: &[Populate],
    workgroup: bool,
) -> Result<(), Diagnostic> {
    let ctx = target.ctx();
    let op = target.op();
    let env = TargetEnv::lookup_or_default(ctx, target.body, op);
    let mut legality = spirv_conversion_target(&env);
    for dialect in illegal {
        legality.add_illegal_dialect(dialect);
    }
    let spirv = SpirvTypeConverter::new(env, options);
    let workgroup = workgroup && oxir::symbols::is_symbol_table(ctx, target.body, op);
    if workgroup {
        crate::memref::declare_workgroup_globals(ctx, target.body, op, &spirv)
            .map_err(|e| Diagnostic::error(target.body.op_loc(op), e.to_string()))?;
    }
    let converter = spirv.into_type_converter();
    let mut patterns = ConversionPatternSet::new();
    for populate in populate {
        populate(&mut patterns);
    }
    let conversion = Conversion::new(&legality, &patterns, &converter);
    let result = apply_partial_conversion(ctx, target.body, op, &conversion);
    if workgroup {
        crate::memref::clear_workgroup_marks(ctx, target.body, op);
    }
    result
}

/// A `-convert-*-to-spirv` pass: [`run_spirv_conversion`] of its patterns under its options
/// (those of `use-64bit-index`, `bool-num-bits` and `emulate-lt-32-bit-scalar-types` it
/// declares).
pub struct SpirvLoweringPass {
    name: &'static str,
    argument: &'static str,
    description: &'static str,
    options: PassOptions,
    illegal: &'static [&'static str],
    populate: &'static [Populate],
    workgroup: bool,
}

impl SpirvLoweringPass {
    /// The pass named `name` (MLIR's class name) and `argument`, with `options`, making the
    /// dialects `illegal` illegal, adding the patterns of `populate`; `workgroup` when they
    /// lower `memref.alloc` (see [`run_spirv_conversion`]).
    pub(crate) fn new(
        name: &'static str,
        argument: &'static str,
        description: &'static str,
        options: PassOptions,
        illegal: &'static [&'static str],
        populate: &'static [Populate],
        workgroup: bool,
    ) -> Self {
        SpirvLoweringPass {
            name,
            argument,
            description,
            options,
            illegal,
            populate,
            workgroup,
        }
    }

    /// The converter options the pass options give.
    fn conversion_options(&self) -> SpirvConversionOptions {
        let defaults = SpirvConversionOptions::default();
        SpirvConversionOptions {
            use_64bit_index: self
                .options
                .get::<bool>("use-64bit-index")
                .unwrap_or(defaults.use_64bit_index),
            bool_num_bits: self
                .options
                .get::<i64>("bool-num-bits")
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or(defaults.bool_num_bits),
            emulate_lt_32_bit_scalar_types: self
                .options
                .get::<bool>("emulate-lt-32-bit-scalar-types")
                .unwrap_or(defaults.emulate_lt_32_bit_scalar_types),
        }
    }
}

/// The `emulate-lt-32-bit-scalar-types` option as MLIR declares it.
pub(crate) fn emulate_option(options: PassOptions) -> PassOptions {
    options.bool(
        "emulate-lt-32-bit-scalar-types",
        "Emulate narrower scalar types with 32-bit ones if not supported by the target",
        true,
    )
}

/// The `use-64bit-index` option as MLIR declares it.
pub(crate) fn index_option(options: PassOptions) -> PassOptions {
    options.bool(
        "use-64bit-index",
        "Use 64-bit integers to convert index types",
        false,
    )
}

impl Pass for SpirvLoweringPass {
    fn name(&self) -> &str {
        self.name
    }

    fn argument(&self) -> &str {
        self.argument
    }

    fn description(&self) -> &str {
        self.description
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        run_spirv_conversion(
            target,
            self.conversion_options(),
            self.illegal,
            self.populate,
            self.workgroup,
        )
    }
}

/// Runs `f` on the `spirv.module` a pass runs on, or on each `spirv.module` directly inside
/// the op it runs on (MLIR nests these passes on the `spirv.module`s of the top-level module),
/// with the target environment of the module, else of the op around it: a pass on an
/// isolated op does not reach its parents, so the one around the modules is read here.
pub(crate) fn on_spirv_modules(
    target: &mut PassTarget<'_>,
    mut f: impl FnMut(&Context, &mut Body, OpId, Option<TargetEnv>) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    let ctx = target.ctx();
    let op = target.op();
    if ctx.op_name_str(target.body.op_name(op)) == oxir_spirv::ModuleOp::NAME {
        let env = TargetEnv::lookup(ctx, target.body, op);
        return f(ctx, target.body, op, env);
    }
    let outer = TargetEnv::lookup(ctx, target.body, op);
    let (scope, regions) = target.body.region_scope_mut(op);
    let mut modules = Vec::new();
    for region in regions {
        for block in scope.region_blocks(region).collect::<Vec<_>>() {
            modules.extend(
                scope
                    .block_ops(block)
                    .filter(|&o| ctx.op_name_str(scope.op_name(o)) == oxir_spirv::ModuleOp::NAME),
            );
        }
    }
    for module in modules {
        let env = TargetEnv::lookup(ctx, scope, module).or_else(|| outer.clone());
        f(ctx, scope, module, env)?;
    }
    Ok(())
}
