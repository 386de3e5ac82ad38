//! The partial lowering of chapter 5 (the tutorial's `LowerToAffineLoops.cpp`): the
//! computational `toy` ops become `affine` loop nests over `memref` buffers, with `arith` for
//! the arithmetic, `toy.func` and `toy.return` become `func.func` and `func.return`, and
//! `toy.print` stays, taking the buffer instead of the tensor.
//!
//! It is a dialect conversion (`oxir::conversion`): the `toy` dialect is illegal but for
//! `toy.print`, legal once no operand is a tensor; `affine`, `arith`, `func`, `memref` and
//! `builtin` are legal. The type converter turns a ranked `tensor<...xf64>` into the
//! `memref<...xf64>` of the same shape, so that the patterns see the buffers the ops they
//! replaced produced. Each pattern is the tutorial's:
//!
//! - `toy.constant`: an allocation, the `arith.constant` indices `0` up to the largest
//!   dimension, then per element in row-major order an `arith.constant` and an `affine.store`;
//! - `toy.add`, `toy.mul`: a loop nest (one `affine.for` from 0 to each dimension) loading both
//!   operands, `arith.addf`/`arith.mulf`, storing into a new buffer;
//! - `toy.transpose`: a loop nest loading the input at the reversed induction variables;
//! - `toy.func`: `main` only (the others are expected inlined), without arguments or results;
//! - `toy.return`: without operand.
//!
//! Every buffer is allocated at the start of its block and deallocated right before the block's
//! terminator (Toy functions have no control flow). Cleaning up (folding the index constants
//! into the store maps, hoisting the constants) is canonicalization's work, after the pass.

use oxir::affine::AffineMap;
use oxir::attrs::{AttrData, DenseElementsAttr, IntegerAttr};
use oxir::conversion::{
    Conversion, ConversionPatternSet, ConversionTarget, RemappedOperands, TypeConverter,
    apply_partial_conversion,
};
use oxir::diagnostics::Diagnostic;
use oxir::op_support::attr;
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::types::{MemRefType, RankedTensorType, TensorType};
use oxir::{Attribute, Context, Location, OpId, Type, Value};
use oxir_affine::{AffineForOp, AffineLoadOp, AffineStoreOp, AffineYieldOp};
use oxir_arith::{AddFOp, ConstantOp as ArithConstantOp, MulFOp};
use oxir_func::ReturnOp as FuncReturnOp;
use oxir_memref::{AllocOp, DeallocOp};

use crate::dialect::{AddOp, ConstantOp, FuncOp, MulOp, PrintOp, ReturnOp, TransposeOp};

/// The `memref` a ranked `tensor` of the same shape and element type becomes (the tutorial's
/// `convertTensorToMemRef`).
fn memref_of(ctx: &Context, ty: Type) -> Option<Type> {
    let tensor = ty.dyn_cast::<RankedTensorType>(ctx)?;
    Some(MemRefType::get(ctx, tensor.shape(ctx), tensor.element_type(ctx), None, None).ty())
}

/// The converter of the lowering: ranked tensors to memrefs, any other type kept.
fn type_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, ty| memref_of(ctx, ty).map(|m| vec![m]));
    converter
}

/// An `affine_map` attribute.
fn map_attr(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.intern_attr(AttrData::AffineMap(map))
}

/// The identity map of `rank` dimensions, as an attribute.
fn identity(ctx: &Context, rank: usize) -> Attribute {
    map_attr(ctx, AffineMap::identity(rank as u32))
}

/// Allocates a buffer of `ty` at the start of the rewriter's block and deallocates it right
/// before the block's terminator (the tutorial's `insertAllocAndDealloc`).
fn insert_alloc_and_dealloc(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
) -> Result<Value, MatchFailure> {
    let alloc = AllocOp::create(rewriter, loc, ty, &[], &[], None)?;
    let block = rewriter
        .body()
        .op_parent_block(alloc.0)
        .ok_or_else(|| MatchFailure::new("the allocation is not in a block"))?;
    let first = rewriter.body().first_op(block);
    if let Some(first) = first.filter(|&first| first != alloc.0) {
        rewriter.move_op_before(alloc.0, first)?;
    }
    let memref = alloc.memref(rewriter.ctx(), rewriter.body());
    let dealloc = DeallocOp::create(rewriter, loc, memref)?;
    let last = rewriter.body().last_op(block);
    if let Some(last) = last.filter(|&last| last != dealloc.0) {
        rewriter.move_op_before(dealloc.0, last)?;
    }
    Ok(memref)
}

/// The static shape of the ranked tensor result of `op`, and the buffer type it lowers to.
fn result_shape(
    ctx: &Context,
    rewriter: &PatternRewriter<'_>,
    op: OpId,
) -> Result<(Vec<i64>, Type), MatchFailure> {
    let body = rewriter.body();
    let ty = body
        .result(op, 0)
        .map(|r| body.value_type(r))
        .ok_or_else(|| MatchFailure::new("the op has no result"))?;
    let tensor = ty
        .dyn_cast::<RankedTensorType>(ctx)
        .filter(|t| t.shape(ctx).iter().all(|&d| d >= 0))
        .ok_or_else(|| MatchFailure::new("the result is not a tensor of static shape"))?;
    let memref = memref_of(ctx, ty).ok_or_else(|| MatchFailure::new("no buffer type"))?;
    Ok((tensor.shape(ctx).to_vec(), memref))
}

/// The value one iteration of a loop nest stores, given the rewriter (in the innermost body)
/// and the induction variables; it reads the converted operands it captured.
type IterationFn<'f> =
    dyn Fn(&mut PatternRewriter<'_>, &[Value]) -> Result<Value, MatchFailure> + 'f;

/// Replaces `op` by a buffer filled by a nest of `affine.for` loops, one per dimension of its
/// result from 0 to the dimension's size, whose innermost body stores what `iteration` computes
/// at the induction variables (the tutorial's `lowerOpToLoops` with `buildAffineLoopNest`).
fn lower_op_to_loops(
    ctx: &Context,
    op: OpId,
    rewriter: &mut PatternRewriter<'_>,
    iteration: &IterationFn<'_>,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op);
    let (shape, memref_type) = result_shape(ctx, rewriter, op)?;
    let alloc = insert_alloc_and_dealloc(rewriter, loc, memref_type)?;
    let after = rewriter.insertion_point();
    let index = ctx.common().index;
    let step = IntegerAttr::get(ctx, index, 1).attr();
    let mut ivs = Vec::with_capacity(shape.len());
    for &size in &shape {
        let lower = map_attr(ctx, AffineMap::constant(0));
        let upper = map_attr(ctx, AffineMap::constant(size));
        let for_op = AffineForOp::create(rewriter, loc, &[], &[], &[], &[], lower, upper, step)?;
        let region = for_op
            .region(rewriter.body())
            .ok_or_else(|| MatchFailure::new("affine.for has no region"))?;
        let block = rewriter.create_block(region, None, &[(index, loc)])?;
        AffineYieldOp::create(rewriter, loc, &[])?;
        let yield_op = rewriter
            .body()
            .last_op(block)
            .ok_or_else(|| MatchFailure::new("the loop body has no terminator"))?;
        rewriter.set_insertion_point_before(yield_op);
        ivs.extend(rewriter.body().block_arg(block, 0));
    }
    let value = iteration(rewriter, &ivs)?;
    AffineStoreOp::create(rewriter, loc, value, alloc, &ivs, identity(ctx, ivs.len()))?;
    if let Some(point) = after {
        rewriter.set_insertion_point(point);
    }
    rewriter.replace_op(op, &[alloc])?;
    Ok(())
}

/// The converted operand `index` of `op`, which must be a buffer.
fn buffer(operands: &RemappedOperands, index: usize) -> Result<Value, MatchFailure> {
    operands
        .single(index)
        .ok_or_else(|| MatchFailure::new(format!("operand #{index} was not converted")))
}

/// `affine.load` of `memref` (a buffer of rank `ivs.len()`) at `ivs`.
fn load(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    memref: Value,
    ivs: &[Value],
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let element = rewriter
        .body()
        .value_type(memref)
        .dyn_cast::<MemRefType>(ctx)
        .map(|m| m.element_type(ctx))
        .ok_or_else(|| MatchFailure::new("the operand is not a buffer"))?;
    let map = identity(ctx, ivs.len());
    let op = AffineLoadOp::create(rewriter, loc, element, memref, ivs, map)?;
    Ok(op.result(ctx, rewriter.body()))
}

/// Which arithmetic op an element-wise `toy` op lowers to.
#[derive(Clone, Copy)]
enum Arith {
    Add,
    Mul,
}

/// `toy.add` and `toy.mul`: load both operands, combine, store.
fn lower_binary(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    rewriter: &mut PatternRewriter<'_>,
    arith: Arith,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op);
    let (lhs, rhs) = (buffer(operands, 0)?, buffer(operands, 1)?);
    lower_op_to_loops(ctx, op, rewriter, &|rewriter, ivs| {
        let lhs = load(rewriter, loc, lhs, ivs)?;
        let rhs = load(rewriter, loc, rhs, ivs)?;
        let value = match arith {
            Arith::Add => {
                let op = AddFOp::create(rewriter, loc, lhs, rhs, None)?;
                op.result(rewriter.ctx(), rewriter.body())
            }
            Arith::Mul => {
                let op = MulFOp::create(rewriter, loc, lhs, rhs, None)?;
                op.result(rewriter.ctx(), rewriter.body())
            }
        };
        Ok(value)
    })
}

/// `toy.transpose`: load the input at the reversed induction variables.
fn lower_transpose(
    ctx: &Context,
    op: OpId,
    operands: &RemappedOperands,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op);
    let input = buffer(operands, 0)?;
    lower_op_to_loops(ctx, op, rewriter, &|rewriter, ivs| {
        let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
        load(rewriter, loc, input, &reversed)
    })
}

/// `arith.constant` of `value` (an attribute of type `ty`).
fn constant(
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    value: Attribute,
) -> Result<Value, MatchFailure> {
    let op = ArithConstantOp::create(rewriter, loc, ty, value)?;
    Ok(op.result(rewriter.ctx(), rewriter.body()))
}

/// `toy.constant`: a buffer, the index constants up to the largest dimension, then one
/// `arith.constant` and `affine.store` per element, in row-major order.
fn lower_constant(
    ctx: &Context,
    op: OpId,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let loc = rewriter.body().op_loc(op);
    let value = attr(ctx, rewriter.body(), op, "value")
        .and_then(|a| a.dyn_cast::<DenseElementsAttr>(ctx))
        .ok_or_else(|| MatchFailure::new("the value is not a dense elements attribute"))?;
    let (shape, memref_type) = result_shape(ctx, rewriter, op)?;
    let count = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
    if count.and_then(|n| u64::try_from(n).ok()) != Some(value.num_elements(ctx)) {
        return Err(MatchFailure::new("the value does not fill the result"));
    }
    let alloc = insert_alloc_and_dealloc(rewriter, loc, memref_type)?;
    let index = ctx.common().index;
    let largest = shape.iter().copied().max().unwrap_or(1);
    let mut indices = Vec::new();
    for i in 0..largest {
        let attr = IntegerAttr::get(ctx, index, i).attr();
        indices.push(constant(rewriter, loc, index, attr)?);
    }
    let element = value.element_type(ctx);
    let map = identity(ctx, shape.len());
    // Row-major order: the position's digits in the dimensions' bases, last fastest.
    let mut position = vec![0usize; shape.len()];
    for flat in 0..value.num_elements(ctx) {
        let attr = value
            .element_attr(ctx, flat)
            .ok_or_else(|| MatchFailure::new("an element cannot be read"))?;
        let stored = constant(rewriter, loc, element, attr)?;
        let at: Vec<Value> = position.iter().map(|&i| indices[i]).collect();
        AffineStoreOp::create(rewriter, loc, stored, alloc, &at, map)?;
        for (digit, &size) in position.iter_mut().zip(&shape).rev() {
            *digit += 1;
            if (*digit as i64) < size {
                break;
            }
            *digit = 0;
        }
    }
    rewriter.replace_op(op, &[alloc])?;
    Ok(())
}

/// `toy.func @main()` → `func.func @main()`, with the same body and attributes.
fn lower_func(
    ctx: &Context,
    op: OpId,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let name = attr(ctx, body, op, "sym_name")
        .and_then(|a| a.dyn_cast::<oxir::attrs::StringAttr>(ctx))
        .map(|s| s.bytes(ctx).to_vec());
    if name.as_deref() != Some(b"main") {
        return Err(
            rewriter.notify_match_failure(op, "only `main` is lowered (the others are inlined)")
        );
    }
    let signature = attr(ctx, body, op, "function_type")
        .and_then(|a| a.dyn_cast::<oxir::attrs::TypeAttr>(ctx))
        .and_then(|t| t.value(ctx).dyn_cast::<oxir::types::FunctionType>(ctx));
    if signature.is_none_or(|f| !f.inputs(ctx).is_empty() || !f.results(ctx).is_empty()) {
        return Err(
            rewriter.notify_match_failure(op, "expected 'main' to have 0 inputs and 0 results")
        );
    }
    // The function op of `func` with the regions and properties of this one: the nested body
    // of an isolated op moves with it whole.
    let nested = body
        .nested_body(op)
        .cloned()
        .ok_or_else(|| MatchFailure::new("toy.func has no body"))?;
    let regions: Box<[oxir::RegionId]> = body.op_regions(op).into();
    let (loc, attrs, props) = (body.op_loc(op), body.op_attrs(op), body.op_props(op));
    let func = rewriter.body_mut().create_op_raw(
        ctx.op_name(oxir_func::FuncOp::NAME),
        loc,
        &[],
        &[],
        attrs,
        props,
        &[],
        regions,
        Some(Box::new(nested)),
    );
    rewriter.insert(func)?;
    rewriter.erase_op(op)?;
    Ok(())
}

/// `toy.return` without operand → `func.return`.
fn lower_return(op: OpId, rewriter: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
    if rewriter.body().num_operands(op) != 0 {
        return Err(rewriter.notify_match_failure(op, "the calls are expected to be inlined"));
    }
    let loc = rewriter.body().op_loc(op);
    FuncReturnOp::create(rewriter, loc, &[])?;
    rewriter.erase_op(op)?;
    Ok(())
}

/// `toy.print` keeps its place and takes the converted operand.
fn lower_print(
    op: OpId,
    operands: &RemappedOperands,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let values = operands.one_to_one()?.to_vec();
    rewriter.modify_op_in_place(op, |body| body.set_operands(op, &values));
    Ok(())
}

/// The patterns of the lowering.
fn patterns() -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    set.add_fn(AddOp::NAME, "AddOpLowering", |ctx, op, operands, _, r| {
        lower_binary(ctx, op, operands, r, Arith::Add)
    })
    .add_fn(
        ConstantOp::NAME,
        "ConstantOpLowering",
        |ctx, op, _, _, r| lower_constant(ctx, op, r),
    )
    .add_fn(FuncOp::NAME, "FuncOpLowering", |ctx, op, _, _, r| {
        lower_func(ctx, op, r)
    })
    .add_fn(MulOp::NAME, "MulOpLowering", |ctx, op, operands, _, r| {
        lower_binary(ctx, op, operands, r, Arith::Mul)
    })
    .add_fn(PrintOp::NAME, "PrintOpLowering", |_, op, operands, _, r| {
        lower_print(op, operands, r)
    })
    .add_fn(ReturnOp::NAME, "ReturnOpLowering", |_, op, _, _, r| {
        lower_return(op, r)
    })
    .add_fn(
        TransposeOp::NAME,
        "TransposeOpLowering",
        |ctx, op, operands, _, r| lower_transpose(ctx, op, operands, r),
    );
    set
}

/// The target: `affine`, `arith`, `builtin`, `func` and `memref` legal, `toy` illegal but for a
/// `toy.print` whose operands are no tensors.
fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    for dialect in ["affine", "builtin", "arith", "func", "memref"] {
        target.add_legal_dialect(dialect);
    }
    target.add_illegal_dialect("toy");
    target.add_dynamically_legal_op(PrintOp::NAME, |ctx, body, op| {
        body.operands(op)
            .all(|v| body.value_type(v).dyn_cast::<TensorType>(ctx).is_none())
    });
    target
}

/// The `toy-lower-to-affine` pass, on the module (the tutorial's `ToyToAffineLoweringPass`).
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerToAffine;

impl Pass for LowerToAffine {
    fn name(&self) -> &str {
        "ToyToAffineLoweringPass"
    }

    fn argument(&self) -> &str {
        "toy-lower-to-affine"
    }

    fn description(&self) -> &str {
        "Lower the computational `toy` ops to `affine` loops over `memref` buffers"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn dependent_dialects(&self) -> &[&str] {
        &["affine", "arith", "func", "memref"]
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let module = target.op();
        let (legality, patterns, converter) = (self::target(), patterns(), type_converter());
        let conversion = Conversion::new(&legality, &patterns, &converter);
        apply_partial_conversion(ctx, target.body, module, &conversion)
    }
}

#[cfg(test)]
mod tests {
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::text::printer::{PrintOptions, print_op};

    /// The module of `text` after the lowering, or the first error and the module as it is
    /// after the failure.
    fn lower(text: &str) -> (Result<(), String>, String, String) {
        let ctx = crate::context();
        let mut module = parse_source(&ctx, text, &ParseOptions::default()).expect("parses");
        let print = |module: &oxir::OwnedOp| {
            print_op(&ctx, &module.body, module.op, &PrintOptions::default())
        };
        let before = print(&module);
        let pipeline = "builtin.module(toy-lower-to-affine)";
        let result = crate::pipeline::run(&ctx, &mut module.body, module.op, pipeline)
            .map(drop)
            .map_err(|e| match e {
                crate::pipeline::RunError::Pipeline(m) => m,
                crate::pipeline::RunError::Pass(ds) => ds[0].message.clone(),
            });
        (result, before, print(&module))
    }

    #[test]
    fn a_failed_lowering_leaves_the_module_unchanged() {
        // `main` lowers, `f` does not (only `main` does): nothing changes.
        let text = "toy.func private @f() {\n  toy.return\n}\ntoy.func @main() {\n  %0 = toy.constant dense<1.000000e+00> : tensor<2xf64>\n  %1 = toy.add %0, %0 : tensor<2xf64>\n  toy.print %1 : tensor<2xf64>\n  toy.return\n}";
        let (result, before, after) = lower(text);
        assert_eq!(
            result,
            Err(
                "failed to legalize operation 'toy.func' that was explicitly marked illegal".into()
            )
        );
        assert_eq!(before, after);
    }

    #[test]
    fn splat_constants_store_every_element() {
        let text = "toy.func @main() {\n  %0 = toy.constant dense<1.500000e+00> : tensor<2x2xf64>\n  toy.print %0 : tensor<2x2xf64>\n  toy.return\n}";
        let (result, _, after) = lower(text);
        assert_eq!(result, Ok(()));
        assert_eq!(
            after.matches("arith.constant 1.500000e+00 : f64").count(),
            4,
            "{after}"
        );
        assert!(
            after.contains("affine.store %cst_2, %alloc[%c1, %c1] : memref<2x2xf64>"),
            "{after}"
        );
        assert!(
            after.contains("toy.print %alloc : memref<2x2xf64>"),
            "{after}"
        );
        assert!(!after.contains("unrealized_conversion_cast"), "{after}");
    }
}
