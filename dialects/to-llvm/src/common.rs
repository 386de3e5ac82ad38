//! What the lowerings share: building `llvm` ops from states at the rewriter's insertion point,
//! the converted types of results, the translation of `arith`'s flag attributes to `llvm`'s,
//! and the pass scaffolding (options `index-bitwidth` and the partial conversion with the
//! `llvm` dialect legal).

use oxir::attrs::{Attribute, IntegerAttr};
use oxir::conversion::{
    Conversion, ConversionPatternSet, ConversionTarget, RemappedOperands, TypeConverter,
};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{BlockId, Body, IrError, OpId, RegionId, Value};
use oxir::{Context, Diagnostic, Type, TypeData};
use oxir_llvm::conversion::{
    ConvertToLLVMPatternInterface, LLVMTypeConverter, LowerToLLVMOptions, ModuleSymbol,
    apply_lowering, bare_ptr_functions, module_symbols,
};

/// Op `name` at the insertion point with `operands`, `results` and the properties of
/// `props` that are set.
pub(crate) fn create(
    rewriter: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[Value],
    results: &[Type],
    props: &[(&str, Option<Attribute>)],
) -> Result<OpId, IrError> {
    let ctx = rewriter.ctx();
    let mut state = rewriter.state(name).operands(operands).results(results);
    state.props = oxir::op_support::properties(ctx, props);
    rewriter.create(state)
}

/// The first result of `op`.
pub(crate) fn result(rewriter: &PatternRewriter<'_>, op: OpId) -> Result<Value, IrError> {
    rewriter.body().results(op).next().ok_or(IrError::Detached)
}

/// Like [`create`], returning the one result.
pub(crate) fn create_value(
    rewriter: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Option<Attribute>)],
) -> Result<Value, IrError> {
    let op = create(rewriter, name, operands, &[ty], props)?;
    result(rewriter, op)
}

/// `llvm.mlir.constant` of `value` with type `ty`.
pub(crate) fn constant(
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    value: Attribute,
) -> Result<Value, IrError> {
    create_value(
        rewriter,
        "llvm.mlir.constant",
        &[],
        ty,
        &[("value", Some(value))],
    )
}

/// An integer `llvm.mlir.constant` of type `ty` (an integer, or a vector of integers filled
/// with the value).
pub(crate) fn int_constant(
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    value: i64,
) -> Result<Value, IrError> {
    let ctx = rewriter.ctx();
    let attr = match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => {
            let element = IntegerAttr::get(ctx, *element, value).attr();
            oxir::attrs::DenseElementsAttr::get_splat(ctx, ty, element)
                .map_err(|_| IrError::Detached)?
                .attr()
        }
        _ => IntegerAttr::get(ctx, ty, value).attr(),
    };
    constant(rewriter, ty, attr)
}

/// The single type `ty` becomes, which must be LLVM-compatible and not an array standing for
/// an n-D vector (the lowerings here take scalars and 1-D vectors, as MLIR's do without
/// unrolling).
pub(crate) fn convert_1d(
    ctx: &Context,
    converter: &TypeConverter,
    ty: Type,
) -> Result<Type, MatchFailure> {
    let converted = converter
        .convert_type_1to1(ctx, ty)
        .ok_or_else(|| MatchFailure::new("a type does not convert to one LLVM type"))?;
    if converted.isa::<oxir_llvm::LLVMArrayType>(ctx) {
        return Err(MatchFailure::new("n-D vectors are not lowered"));
    }
    if !oxir_llvm::types::is_compatible_type(ctx, converted) {
        return Err(MatchFailure::new("a type does not convert to an LLVM type"));
    }
    Ok(converted)
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
        .map(|ty| convert_1d(ctx, converter, ty))
        .collect()
}

/// The converted operands, one value each, which must be LLVM-compatible and 1-D.
pub(crate) fn operands_1d(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    operands: &oxir::conversion::RemappedOperands,
) -> Result<Vec<Value>, MatchFailure> {
    let values = operands.one_to_one()?.to_vec();
    for &value in &values {
        let ty = rewriter.body().value_type(value);
        if ty.isa::<oxir_llvm::LLVMArrayType>(ctx) {
            return Err(MatchFailure::new("n-D vectors are not lowered"));
        }
        if !oxir_llvm::types::is_compatible_type(ctx, ty) {
            return Err(MatchFailure::new("an operand is not of an LLVM type yet"));
        }
    }
    Ok(values)
}

/// `llvm.extractvalue container[position] : ty`.
pub(crate) fn extract(
    rewriter: &mut PatternRewriter<'_>,
    container: Value,
    position: &[i64],
    ty: Type,
) -> Result<Value, MatchFailure> {
    let position = oxir::attrs::DenseArrayAttr::from_i64(rewriter.ctx(), position).attr();
    create_value(
        rewriter,
        "llvm.extractvalue",
        &[container],
        ty,
        &[("position", Some(position))],
    )
    .map_err(fail)
}

/// `llvm.insertvalue value, container[position]`.
fn insert(
    rewriter: &mut PatternRewriter<'_>,
    container: Value,
    value: Value,
    position: &[i64],
) -> Result<Value, MatchFailure> {
    let ty = rewriter.body().value_type(container);
    let position = oxir::attrs::DenseArrayAttr::from_i64(rewriter.ctx(), position).attr();
    create_value(
        rewriter,
        "llvm.insertvalue",
        &[container, value],
        ty,
        &[("position", Some(position))],
    )
    .map_err(fail)
}

/// The dimensions of the nested arrays of `ty` and the type inside them.
fn array_dims(ctx: &Context, mut ty: Type) -> (Vec<u64>, Type) {
    let mut dims = Vec::new();
    while let Some(array) = ty.dyn_cast::<oxir_llvm::LLVMArrayType>(ctx) {
        dims.push(array.num_elements(ctx));
        ty = array.element_type(ctx);
    }
    (dims, ty)
}

/// An elementwise op on n-D vectors, whose converted values are arrays of 1-D vectors, as
/// MLIR's `handleMultidimensionalVectors` unrolls it: for each position of the arrays, in
/// order, the 1-D operands are extracted, `build` makes the 1-D result of type `inner`, and
/// it is inserted into the result of type `result` (an `llvm.mlir.undef` first).
pub(crate) fn unroll_nd(
    rewriter: &mut PatternRewriter<'_>,
    operands: &[Value],
    result: Type,
    build: impl Fn(&mut PatternRewriter<'_>, &[Value], Type) -> Result<Value, MatchFailure>,
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let (dims, inner) = array_dims(ctx, result);
    let mut operand_inner = Vec::with_capacity(operands.len());
    for &operand in operands {
        let (operand_dims, ty) = array_dims(ctx, rewriter.body().value_type(operand));
        if operand_dims != dims {
            return Err(MatchFailure::new(
                "operands of another shape than the result",
            ));
        }
        operand_inner.push(ty);
    }
    let mut acc = create_value(rewriter, "llvm.mlir.undef", &[], result, &[]).map_err(fail)?;
    let count: u64 = dims.iter().product();
    for linear in 0..count {
        let mut position = vec![0i64; dims.len()];
        let mut rest = linear;
        for (slot, &dim) in position.iter_mut().zip(&dims).rev() {
            *slot = (rest % dim) as i64;
            rest /= dim;
        }
        let mut extracted = Vec::with_capacity(operands.len());
        for (&operand, &ty) in operands.iter().zip(&operand_inner) {
            extracted.push(extract(rewriter, operand, &position, ty)?);
        }
        let value = build(rewriter, &extracted, inner)?;
        acc = insert(rewriter, acc, value, &position)?;
    }
    Ok(acc)
}

/// Whether `ty` converts to an array (an n-D vector); its converted type then.
pub(crate) fn nd_vector(ctx: &Context, converter: &TypeConverter, ty: Type) -> Option<Type> {
    converter
        .convert_type_1to1(ctx, ty)
        .filter(|t| t.isa::<oxir_llvm::LLVMArrayType>(ctx))
}

/// The width of the integers of `ty` (a scalar or the elements of a vector).
pub(crate) fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    let element = match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    match ctx.type_data(element) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `ty` with the element type `element` (a vector keeps its shape).
pub(crate) fn with_element(ctx: &Context, ty: Type, element: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element,
        }),
        _ => element,
    }
}

/// An integer cast (`arith.index_cast`/`index_castui`, `index.casts`/`castu`; `signed` for
/// the first of each pair): a sign or zero extension, a truncation, or the operand itself, by
/// the widths of the converted types.
pub(crate) fn lower_int_cast(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    signed: bool,
) -> Result<(), MatchFailure> {
    let values = operands_1d(ctx, rewriter, operands)?;
    let target = result_types(ctx, converter, rewriter, op)?[0];
    let value = resize_int(ctx, rewriter, values[0], target, signed)?;
    rewriter.replace_op(op, &[value]).map_err(fail)
}

/// Integer `value` as an integer of type `target`: sign (`signed`) or zero extended, truncated,
/// or itself, by the widths.
pub(crate) fn resize_int(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    value: Value,
    target: Type,
    signed: bool,
) -> Result<Value, MatchFailure> {
    let source = rewriter.body().value_type(value);
    let (Some(from), Some(to)) = (int_width(ctx, source), int_width(ctx, target)) else {
        return Err(MatchFailure::new("not an integer cast"));
    };
    let name = match from.cmp(&to) {
        std::cmp::Ordering::Equal => return Ok(value),
        std::cmp::Ordering::Less if signed => "llvm.sext",
        std::cmp::Ordering::Less => "llvm.zext",
        std::cmp::Ordering::Greater => "llvm.trunc",
    };
    create_value(rewriter, name, &[value], target, &[]).map_err(fail)
}

/// `IrError` to pattern failure.
pub(crate) fn fail(error: IrError) -> MatchFailure {
    MatchFailure::new(error.to_string())
}

/// The `index-bitwidth` option as MLIR's lowering passes declare it.
pub(crate) fn index_bitwidth_option(options: PassOptions) -> PassOptions {
    options.uint(
        "index-bitwidth",
        "Bitwidth of the index type, 0 to use size of machine word",
        0,
    )
}

/// The LLVM converter options at `target`'s op: the data layout's index width unless the
/// `index-bitwidth` option overrides it, and the bare-pointer convention when asked.
pub(crate) fn lower_options(
    options: &PassOptions,
    target: &PassTarget<'_>,
    bare_ptr: bool,
) -> LowerToLLVMOptions {
    let mut lower = LowerToLLVMOptions::from_data_layout(target.ctx(), target.body, target.op());
    let bitwidth = options.get::<u64>("index-bitwidth").unwrap_or(0);
    if bitwidth != 0 {
        lower.index_bitwidth = u32::try_from(bitwidth).unwrap_or(64);
    }
    lower.use_bare_ptr_call_conv = bare_ptr;
    lower
}

/// The symbols the lowering of an op refers to at the top of the module (see
/// [`oxir_llvm::conversion::ModuleSymbol`]).
pub type Symbols = fn(&Context, &Body, OpId, &LLVMTypeConverter) -> Vec<ModuleSymbol>;

/// Runs the partial conversion of MLIR's lowering passes: the `llvm` dialect legal, the
/// patterns `populate` adds under an [`LLVMTypeConverter`] with `options`. On a module, what
/// `symbols` asks for is declared first (and removed again when the conversion fails). The
/// functions of `target`'s symbol table marked `llvm.bareptr` are recorded in the converter for
/// the call lowering, and what the patterns emit is reported on `target` (the pass goes on, as
/// MLIR's do).
pub(crate) fn run_lowering(
    target: &mut PassTarget<'_>,
    options: LowerToLLVMOptions,
    symbols: Option<Symbols>,
    populate: impl FnOnce(
        &Context,
        &mut ConversionTarget,
        &mut LLVMTypeConverter,
        &mut ConversionPatternSet,
    ),
) -> Result<(), Diagnostic> {
    let ctx = target.ctx();
    let op = target.op();
    let mut legality = ConversionTarget::new();
    legality.add_legal_dialect("llvm");
    let mut converter = LLVMTypeConverter::new(options);
    converter.set_bare_ptr_functions(bare_ptr_functions(ctx, target.body, op));
    let mut patterns = ConversionPatternSet::new();
    populate(ctx, &mut legality, &mut converter, &mut patterns);
    let conversion = Conversion::new(&legality, &patterns, &converter);
    let symbols = symbols.filter(|_| ctx.op_name_str(target.body.op_name(op)) == "builtin.module");
    let wanted = symbols.map(|symbols| {
        module_symbols(target.body, op, |body, op| {
            symbols(ctx, body, op, &converter)
        })
    });
    let declared = wanted.as_deref().map(|w| (w, converter.message_globals()));
    apply_lowering(target, &conversion, declared)
}

/// The patterns a lowering adds to a conversion.
pub type Populate = fn(&mut ConversionPatternSet);

/// The `ConvertToLLVMPatternInterface` of a dialect whose lowering is `Populate`'s patterns
/// (MLIR's `*ToLLVMDialectInterface`s: they add patterns, no legality nor type conversion),
/// declaring what its `Symbols` ask for when it has some.
pub struct PatternsInterface {
    populate: Populate,
    symbols: Option<Symbols>,
}

impl PatternsInterface {
    /// The interface adding `populate`'s patterns.
    pub fn new(populate: Populate) -> Self {
        PatternsInterface {
            populate,
            symbols: None,
        }
    }

    /// The interface also declaring what `symbols` asks for.
    pub fn declaring(mut self, symbols: Symbols) -> Self {
        self.symbols = Some(symbols);
        self
    }
}

impl ConvertToLLVMPatternInterface for PatternsInterface {
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        _ctx: &Context,
        _target: &mut ConversionTarget,
        _converter: &mut LLVMTypeConverter,
        patterns: &mut ConversionPatternSet,
    ) {
        (self.populate)(patterns);
    }

    fn symbols_to_declare(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        converter: &LLVMTypeConverter,
    ) -> Vec<ModuleSymbol> {
        self.symbols
            .map_or_else(Vec::new, |symbols| symbols(ctx, body, op, converter))
    }
}

/// A `-convert-*-to-llvm` pass: [`run_lowering`] of its patterns under its options
/// (`index-bitwidth`, and `use-bare-ptr-memref-call-conv` when declared).
pub struct LoweringPass {
    name: &'static str,
    argument: &'static str,
    description: &'static str,
    anchor: Option<&'static str>,
    options: PassOptions,
    populate: Populate,
    symbols: Option<Symbols>,
}

impl LoweringPass {
    /// The pass named `name` (MLIR's class name) and `argument`, on ops `anchor` (any when
    /// `None`), with `options` (to which `index-bitwidth` is added).
    pub(crate) fn new(
        name: &'static str,
        argument: &'static str,
        description: &'static str,
        anchor: Option<&'static str>,
        options: PassOptions,
        populate: Populate,
    ) -> Self {
        LoweringPass {
            name,
            argument,
            description,
            anchor,
            options: index_bitwidth_option(options),
            populate,
            symbols: None,
        }
    }

    /// The pass declaring what `symbols` asks for before converting a module.
    pub(crate) fn declaring(mut self, symbols: Symbols) -> Self {
        self.symbols = Some(symbols);
        self
    }
}

impl Pass for LoweringPass {
    fn name(&self) -> &str {
        self.name
    }

    fn argument(&self) -> &str {
        self.argument
    }

    fn description(&self) -> &str {
        self.description
    }

    fn anchor(&self) -> Option<&str> {
        self.anchor
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let bare = self
            .options
            .get::<bool>("use-bare-ptr-memref-call-conv")
            .unwrap_or(false);
        let options = lower_options(&self.options, target, bare);
        let populate = self.populate;
        run_lowering(target, options, self.symbols, |_, _, _, patterns| {
            populate(patterns)
        })
    }
}

/// Where a lowering that builds a loop splits the block of the op it replaces.
pub(crate) struct SplitPoint {
    /// The op's block, which keeps what comes before the op.
    pub(crate) block: BlockId,
    /// The region of that block, where the loop's blocks go.
    pub(crate) region: RegionId,
    /// The op after the replaced one, the first of those the loop is followed by.
    pub(crate) rest: OpId,
}

/// The [`SplitPoint`] of `op`, named `name` in the diagnostic when it has none.
pub(crate) fn split_point(
    rw: &PatternRewriter<'_>,
    op: OpId,
    name: &str,
) -> Result<SplitPoint, MatchFailure> {
    let body = rw.body();
    let fail = |what: &str| MatchFailure::new(format!("{name} {what}"));
    let block = body
        .op_parent_block(op)
        .ok_or_else(|| fail("is not in a block"))?;
    let region = body
        .block_parent_region(block)
        .ok_or_else(|| fail("is not in a region"))?;
    let rest = body.next_op(op).ok_or_else(|| fail("ends its block"))?;
    Ok(SplitPoint {
        block,
        region,
        rest,
    })
}
