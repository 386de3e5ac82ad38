//! `scf` to `spirv`: MLIR 19's `SCFToSPIRV.cpp` for `scf.for`, `scf.if`, `scf.while` and
//! `scf.yield`.
//! `scf.for` becomes a `spirv.mlir.loop`: an entry block branching to a header block of the
//! induction variable and the carried values, which compares the induction variable with the
//! upper bound (`spirv.SLessThan`) and branches to the body or to the merge block; `scf.if`
//! becomes a `spirv.mlir.selection` whose entry block branches on the condition to the `then`
//! and `else` blocks (or the merge block); `scf.while` becomes a `spirv.mlir.loop` whose header
//! is its `before` region, branching to its `after` region or to the merge block. Results go
//! through memory as MLIR's do: a
//! `spirv.Variable` in the `Function` class per result before the construct, `scf.yield`
//! storing into them (and, in a loop, stepping the induction variable and branching back to
//! the header with the yielded values), and a `spirv.Load` of each after the construct.
//! The loops and selections built share, through [`ScfToSpirvContext`], what the yields
//! inside them need (MLIR's `ScfToSPIRVContext`). [`convert_scf_to_spirv`] is the pass,
//! which as in MLIR also lowers `arith`, `func`, `memref` and `index`.

use crate::common::{Populate, SpirvLoweringPass, create_value, fail, operands, result_types};
use oxir::conversion::{
    ConversionPatternSet, RemappedOperands, SignatureConversion, TypeConverter,
    apply_signature_conversion,
};
use oxir::pass::PassOptions;
use oxir::rewrite::{MatchFailure, PatternRewriter};
use oxir::structure::{BlockId, Location, OpId, RegionId, Value};
use oxir::{Context, Type};
use oxir_spirv::{
    BranchConditionalOp, BranchOp, LoadOp, LoopControl, LoopOp, MergeOp, PointerType,
    SelectionControl, SelectionOp, StorageClass, StorageClassAttr, StoreOp, VariableOp,
};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// What the yields inside a construct built by the lowering need.
#[derive(Clone, Debug)]
struct Construct {
    /// The first block of the construct's region, to tell it from another op of the same id.
    entry: BlockId,
    /// The variables of the results.
    vars: Vec<Value>,
    /// The merge block (for selections) or header block (for loops) the yields branch to.
    target: BlockId,
    /// For loops: the induction variable and the step.
    step: Option<(Value, Value)>,
}

/// The constructs built so far, by op (MLIR's `ScfToSPIRVContext`).
#[derive(Clone, Default)]
pub struct ScfToSpirvContext(Arc<Mutex<HashMap<OpId, Construct>>>);

impl ScfToSpirvContext {
    fn insert(&self, op: OpId, construct: Construct) {
        if let Ok(mut map) = self.0.lock() {
            map.insert(op, construct);
        }
    }

    fn get(&self, op: OpId) -> Option<Construct> {
        self.0.lock().ok()?.get(&op).cloned()
    }
}

/// The first region of `op`.
fn region_of(
    rewriter: &PatternRewriter<'_>,
    op: OpId,
    index: usize,
) -> Result<RegionId, MatchFailure> {
    rewriter
        .body()
        .op_regions(op)
        .get(index)
        .copied()
        .ok_or_else(|| MatchFailure::new("a region is missing"))
}

/// One `spirv.Variable` in the `Function` class per type, at the insertion point.
fn create_vars(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    loc: Location,
    types: &[Type],
) -> Result<Vec<Value>, MatchFailure> {
    let function = StorageClassAttr::get(ctx, StorageClass::Function).attr();
    let mut vars = Vec::with_capacity(types.len());
    for &ty in types {
        let ptr = PointerType::get(ctx, ty, StorageClass::Function).ty();
        let var = VariableOp::create(rewriter, loc, ptr, None, function)?;
        vars.push(var.pointer(ctx, rewriter.body()));
    }
    Ok(vars)
}

/// Replaces `op` with loads of `vars` after `construct`.
fn replace_with_loads(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    construct: OpId,
    vars: &[Value],
    types: &[Type],
    loc: Location,
) -> Result<(), MatchFailure> {
    let mut loaded = Vec::with_capacity(vars.len());
    for (&var, &ty) in vars.iter().zip(types) {
        // Each load goes right after the construct, as MLIR builds them: the last one first.
        rewriter.set_insertion_point_after(construct);
        let load = LoadOp::create(rewriter, loc, ty, var, None, None)?;
        loaded.push(load.value(ctx, rewriter.body()));
    }
    rewriter.replace_op(op, &loaded).map_err(fail)
}

/// Maps the arguments of `block` to `values` (MLIR's signature conversion remapping the
/// loop body's arguments to the header's).
fn remap_block_args(
    rewriter: &mut PatternRewriter<'_>,
    block: BlockId,
    values: &[Value],
) -> Result<(), MatchFailure> {
    let mut conversion = SignatureConversion::new(rewriter.body().num_block_args(block));
    for (index, &value) in values.iter().enumerate() {
        conversion.remap_input_to_value(index, value);
    }
    apply_signature_conversion(rewriter, block, &conversion).map_err(fail)
}

/// `scf.for` to `spirv.mlir.loop` (MLIR's `ForOpConversion`).
fn lower_for(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    scf: &ScfToSpirvContext,
) -> Result<(), MatchFailure> {
    let values = operands(ctx, rewriter, remapped)?;
    let [lower, upper, step, inits @ ..] = &values[..] else {
        return Err(MatchFailure::new("scf.for without bounds"));
    };
    let types = result_types(ctx, converter, rewriter, op)?;
    let loc = rewriter.body().op_loc(op);
    let body_region = region_of(rewriter, op, 0)?;
    let body_entry = rewriter
        .body()
        .region_entry(body_region)
        .ok_or_else(|| MatchFailure::new("scf.for without a body"))?;
    let vars = create_vars(ctx, rewriter, loc, &types)?;
    let control = LoopControl::NONE.get_attr(ctx);
    let loop_op = LoopOp::create(rewriter, loc, control)?;
    let region = region_of(rewriter, loop_op.0, 0)?;
    let entry = rewriter.create_block(region, None, &[])?;
    let iv_ty = rewriter.body().value_type(*lower);
    let mut header_args = vec![(iv_ty, loc)];
    header_args.extend(inits.iter().map(|&v| (rewriter.body().value_type(v), loc)));
    let header = rewriter.create_block(region, None, &header_args)?;
    rewriter
        .inline_region_before(body_region, region, None)
        .map_err(fail)?;
    let merge = rewriter.create_block(region, None, &[])?;
    MergeOp::create(rewriter, loc)?;
    let header_values: Vec<Value> = rewriter.body().block_args(header).collect();
    remap_block_args(rewriter, body_entry, &header_values)?;

    rewriter.set_insertion_point_to_end(entry);
    let mut initial = vec![*lower];
    initial.extend_from_slice(inits);
    BranchOp::create(rewriter, loc, &initial, header)?;

    rewriter.set_insertion_point_to_end(header);
    let iv = header_values[0];
    let bool_ty = ctx.common().i1;
    let cond = create_value(
        rewriter,
        loc,
        "spirv.SLessThan",
        &[iv, *upper],
        bool_ty,
        &[],
    )
    .map_err(fail)?;
    BranchConditionalOp::create(rewriter, loc, cond, &[], &[], None, body_entry, merge)?;

    scf.insert(
        loop_op.0,
        Construct {
            entry,
            vars: vars.clone(),
            target: header,
            step: Some((iv, *step)),
        },
    );
    replace_with_loads(ctx, rewriter, op, loop_op.0, &vars, &types, loc)
}

/// `scf.if` to `spirv.mlir.selection` (MLIR's `IfOpConversion`).
fn lower_if(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    scf: &ScfToSpirvContext,
) -> Result<(), MatchFailure> {
    let values = operands(ctx, rewriter, remapped)?;
    let [cond] = values[..] else {
        return Err(MatchFailure::new("scf.if takes one condition"));
    };
    let types = result_types(ctx, converter, rewriter, op)?;
    let loc = rewriter.body().op_loc(op);
    let then_region = region_of(rewriter, op, 0)?;
    let else_region = region_of(rewriter, op, 1)?;
    let then_entry = rewriter
        .body()
        .region_entry(then_region)
        .ok_or_else(|| MatchFailure::new("scf.if without a then block"))?;
    let else_entry = rewriter.body().region_entry(else_region);
    let vars = create_vars(ctx, rewriter, loc, &types)?;
    let control = SelectionControl::NONE.get_attr(ctx);
    let selection = SelectionOp::create(rewriter, loc, control)?;
    let region = region_of(rewriter, selection.0, 0)?;
    let header = rewriter.create_block(region, None, &[])?;
    rewriter
        .inline_region_before(then_region, region, None)
        .map_err(fail)?;
    if else_entry.is_some() {
        rewriter
            .inline_region_before(else_region, region, None)
            .map_err(fail)?;
    }
    let merge = rewriter.create_block(region, None, &[])?;
    MergeOp::create(rewriter, loc)?;
    rewriter.set_insertion_point_to_end(header);
    BranchConditionalOp::create(
        rewriter,
        loc,
        cond,
        &[],
        &[],
        None,
        then_entry,
        else_entry.unwrap_or(merge),
    )?;
    scf.insert(
        selection.0,
        Construct {
            entry: header,
            vars: vars.clone(),
            target: merge,
            step: None,
        },
    );
    replace_with_loads(ctx, rewriter, op, selection.0, &vars, &types, loc)
}

/// `value`, a value nested in an op being lowered, as a value of its converted type: itself
/// when the type does not change, the input of the cast the region's type conversion put in
/// front of it, else a materialization (MLIR's `getRemappedValue`).
fn remapped_value(
    ctx: &Context,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    value: Value,
    loc: Location,
) -> Result<Value, MatchFailure> {
    let ty = rewriter.body().value_type(value);
    let target = crate::common::convert_type(ctx, converter, ty)?;
    if target == ty {
        return Ok(value);
    }
    let body = rewriter.body();
    if let Some(def) = value.defining_op()
        && ctx.op_name_str(body.op_name(def)) == "builtin.unrealized_conversion_cast"
        && let [input] = body.operands(def).collect::<Vec<_>>()[..]
        && body.value_type(input) == target
    {
        return Ok(input);
    }
    let values = converter
        .materialize_target(rewriter, &[target], value, loc)
        .map_err(fail)?;
    values
        .first()
        .copied()
        .ok_or_else(|| MatchFailure::new("a value does not convert"))
}

/// `values` remapped one by one (see [`remapped_value`]).
fn remapped_values(
    ctx: &Context,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
    values: &[Value],
    loc: Location,
) -> Result<Vec<Value>, MatchFailure> {
    values
        .iter()
        .map(|&v| remapped_value(ctx, converter, rewriter, v, loc))
        .collect()
}

/// `scf.while` to `spirv.mlir.loop` (MLIR's `WhileOpConversion`): the `before` region becomes
/// the loop's header, its `scf.condition` a conditional branch to the `after` region (with the
/// values it forwards) or to the merge block; the `after` region's `scf.yield` branches back
/// to the header. The op's results are the values the condition forwards last, kept in
/// `Function` variables the header stores into on every round and loaded after the loop.
fn lower_while(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let inits = operands(ctx, rewriter, remapped)?;
    let loc = rewriter.body().op_loc(op);
    let before = region_of(rewriter, op, 0)?;
    let after = region_of(rewriter, op, 1)?;
    converter
        .convert_region_types(rewriter, before)
        .map_err(fail)?;
    converter
        .convert_region_types(rewriter, after)
        .map_err(fail)?;
    let body = rewriter.body();
    let before_block = body
        .region_entry(before)
        .ok_or_else(|| MatchFailure::new("scf.while without a before region"))?;
    let after_block = body
        .region_entry(after)
        .ok_or_else(|| MatchFailure::new("scf.while without an after region"))?;
    let condition = body
        .last_op(before_block)
        .filter(|&t| ctx.op_name_str(body.op_name(t)) == "scf.condition")
        .ok_or_else(|| MatchFailure::new("the before region does not end in scf.condition"))?;
    let yield_op = body
        .last_op(after_block)
        .filter(|&t| ctx.op_name_str(body.op_name(t)) == "scf.yield")
        .ok_or_else(|| MatchFailure::new("the after region does not end in scf.yield"))?;
    let condition_operands: Vec<Value> = body.operands(condition).collect();
    let yielded: Vec<Value> = body.operands(yield_op).collect();
    let (&flag, forwarded) = condition_operands
        .split_first()
        .ok_or_else(|| MatchFailure::new("scf.condition without a condition"))?;
    let cond_loc = body.op_loc(condition);

    rewriter.set_insertion_point_before(op);
    let control = LoopControl::NONE.get_attr(ctx);
    let loop_op = LoopOp::create(rewriter, loc, control)?;
    let region = region_of(rewriter, loop_op.0, 0)?;
    let entry = rewriter.create_block(region, None, &[])?;
    let merge = rewriter.create_block(region, None, &[])?;
    MergeOp::create(rewriter, loc)?;

    rewriter.set_insertion_point_before(condition);
    let forwarded = remapped_values(ctx, converter, rewriter, forwarded, cond_loc)?;
    let flag = remapped_value(ctx, converter, rewriter, flag, cond_loc)?;
    rewriter.set_insertion_point_before(yield_op);
    let yielded = remapped_values(ctx, converter, rewriter, &yielded, loc)?;

    // The before region goes after the entry block, the after region at the loop's third
    // block, as MLIR places them.
    rewriter
        .inline_region_before(before, region, Some(merge))
        .map_err(fail)?;
    let third = rewriter.body().region_blocks(region).nth(2);
    rewriter
        .inline_region_before(after, region, third)
        .map_err(fail)?;

    rewriter.set_insertion_point_to_end(entry);
    BranchOp::create(rewriter, loc, &inits, before_block)?;

    let types: Vec<Type> = forwarded
        .iter()
        .map(|&v| rewriter.body().value_type(v))
        .collect();
    rewriter.set_insertion_point_before(loop_op.0);
    let vars = create_vars(ctx, rewriter, cond_loc, &types)?;
    rewriter.set_insertion_point_to_end(before_block);
    for (&var, &value) in vars.iter().zip(&forwarded) {
        StoreOp::create(rewriter, cond_loc, var, value, None, None)?;
    }
    BranchConditionalOp::create(
        rewriter,
        cond_loc,
        flag,
        &forwarded,
        &[],
        None,
        after_block,
        merge,
    )?;
    rewriter.erase_op(condition).map_err(fail)?;
    rewriter.set_insertion_point_to_end(after_block);
    BranchOp::create(rewriter, loc, &yielded, before_block)?;
    rewriter.erase_op(yield_op).map_err(fail)?;
    replace_with_loads(ctx, rewriter, op, loop_op.0, &vars, &types, cond_loc)
}

/// `scf.yield` in a loop or selection built by the lowering: stores into the construct's
/// variables, then a branch to the merge block (selections) or, with the induction variable
/// stepped, back to the header (loops).
fn lower_yield(
    ctx: &Context,
    op: OpId,
    remapped: &RemappedOperands,
    rewriter: &mut PatternRewriter<'_>,
    scf: &ScfToSpirvContext,
) -> Result<(), MatchFailure> {
    let body = rewriter.body();
    let parent = body
        .op_parent_block(op)
        .and_then(|b| body.block_parent_op(b))
        .ok_or_else(|| MatchFailure::new("scf.yield outside of an op"))?;
    let construct = scf
        .get(parent)
        .filter(|c| {
            body.op_regions(parent)
                .first()
                .and_then(|&r| body.region_entry(r))
                == Some(c.entry)
        })
        .ok_or_else(|| MatchFailure::new("the parent is not a lowered loop or selection"))?;
    let values = operands(ctx, rewriter, remapped)?;
    if values.len() != construct.vars.len() {
        return Err(MatchFailure::new(
            "scf.yield of another count than the results",
        ));
    }
    let loc = rewriter.body().op_loc(op);
    for (&var, &value) in construct.vars.iter().zip(&values) {
        StoreOp::create(rewriter, loc, var, value, None, None)?;
    }
    match construct.step {
        Some((iv, step)) => {
            let ty = rewriter.body().value_type(iv);
            let next =
                create_value(rewriter, loc, "spirv.IAdd", &[iv, step], ty, &[]).map_err(fail)?;
            let mut carried = vec![next];
            carried.extend_from_slice(&values);
            BranchOp::create(rewriter, loc, &carried, construct.target)?;
        }
        None => {
            BranchOp::create(rewriter, loc, &[], construct.target)?;
        }
    }
    rewriter.erase_op(op).map_err(fail)
}

/// Adds the lowerings of `scf.for`, `scf.if`, `scf.while` and `scf.yield`, sharing one context (MLIR's
/// `populateSCFToSPIRVPatterns`).
pub fn populate_scf_to_spirv_patterns(patterns: &mut ConversionPatternSet) {
    let scf = ScfToSpirvContext::default();
    let for_scf = scf.clone();
    patterns.add_fn(
        "scf.for",
        "scf.for-to-spirv",
        move |ctx, op, operands, converter, rewriter| {
            lower_for(ctx, op, operands, converter, rewriter, &for_scf)
        },
    );
    let if_scf = scf.clone();
    patterns.add_fn(
        "scf.if",
        "scf.if-to-spirv",
        move |ctx, op, operands, converter, rewriter| {
            lower_if(ctx, op, operands, converter, rewriter, &if_scf)
        },
    );
    patterns.add_fn("scf.while", "scf.while-to-spirv", lower_while);
    patterns.add_fn(
        "scf.yield",
        "scf.yield-to-spirv",
        move |ctx, op, operands, _, rewriter| lower_yield(ctx, op, operands, rewriter, &scf),
    );
}

/// The patterns of `-convert-scf-to-spirv`: as MLIR 19's pass, those of `arith`, `func`,
/// `memref` and `index` too.
const SCF: &[Populate] = &[
    populate_scf_to_spirv_patterns,
    crate::arith::populate_arith_to_spirv_patterns,
    crate::func::populate_func_to_spirv_patterns,
    crate::memref::populate_memref_to_spirv_patterns,
    crate::func::populate_builtin_func_to_spirv_patterns,
    crate::index::populate_index_to_spirv_patterns,
];

/// The `convert-scf-to-spirv` pass (MLIR's `SCFToSPIRVPass`), on any op.
pub fn convert_scf_to_spirv() -> SpirvLoweringPass {
    SpirvLoweringPass::new(
        "SCFToSPIRV",
        "convert-scf-to-spirv",
        "Convert SCF dialect to SPIR-V dialect.",
        PassOptions::new(),
        &[],
        SCF,
        true,
    )
}
