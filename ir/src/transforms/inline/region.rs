//! Inlining one call: the body of the callee copied in place of the call (MLIR's `inlineCall`
//! and `inlineRegion`), with the dialects' inliner interfaces deciding what is legal and
//! rewriting the inlined terminators.
//!
//! The callee's region lives in another body (the callable is isolated), so it is cloned into
//! the caller's body; the callable itself is left alone (the driver erases it when it becomes
//! dead). The call's block is split after the call: a single inlined block is merged back
//! with the ops after the call; several inlined blocks go between the two halves, their
//! returns becoming branches to the second half, whose new arguments take the call's results.
//! This module decides nothing about which calls to inline; see the driver in the parent module.

use super::call_graph::{calls_in_blocks, walk_block};
use crate::attrs::{AttrData, Attribute, LocationData};
use crate::call::call_arguments;
use crate::context::Context;
use crate::inliner::{DialectInlinerInterface, inliner_interface_of};
use crate::structure::{BlockId, Body, InsertPoint, IrError, OpId, RegionId, Use, Value, ValueMap};
use crate::types::Type;
use std::collections::HashMap;

/// The callee of a call being inlined.
#[derive(Clone, Copy, Debug)]
pub struct CalleeRegion<'a> {
    /// The body holding the callable's region (the callable's nested body).
    pub body: &'a Body,
    /// The region to inline.
    pub region: RegionId,
    /// The callable's result types.
    pub result_types: &'a [Type],
}

/// Inlines `callee` in place of `call`, an op of `caller`, and erases the call. Returns the
/// calls found among the inlined ops, or `None` when the call cannot be inlined (counts that do
/// not match, an op or region a dialect does not allow, a type mismatch no dialect converts),
/// in which case the IR is as it was. Whether `call` may be inlined with its callable at all
/// (the call's dialect's `is_legal_to_inline_call`) is the caller's question: it needs the body
/// holding the callable.
pub fn inline_call(
    ctx: &Context,
    caller: &mut Body,
    call: OpId,
    callee: &CalleeRegion<'_>,
) -> Result<Option<Vec<OpId>>, IrError> {
    let Some(args) = call_arguments(ctx, caller, call) else {
        return Ok(None);
    };
    let Some(entry) = callee.body.region_entry(callee.region) else {
        return Ok(None);
    };
    let results: Vec<Value> = caller.results(call).collect();
    if callee.body.num_block_args(entry) != args.len() || results.len() != callee.result_types.len()
    {
        return Ok(None);
    }
    let call_block = caller.op_parent_block(call).ok_or(IrError::Detached)?;
    let dest = caller
        .block_parent_region(call_block)
        .ok_or(IrError::Detached)?;
    // The dialects judge the region with its entry arguments replaced by the call's operands
    // (before any type conversion, which only a value of another type needs).
    let mut operand_map = ValueMap::new();
    for (index, &arg) in args.iter().enumerate() {
        if let Some(param) = callee.body.block_arg(entry, index) {
            operand_map.map_value(param, arg);
        }
    }
    if !region_is_legal(ctx, caller, dest, callee, &operand_map) {
        return Ok(None);
    }
    let loc = caller.op_loc(call);
    let call_inliner = inliner_interface_of(ctx, caller, call);
    let mut casts = Vec::new();
    let mut entry_values = Vec::with_capacity(args.len());
    for (index, &arg) in args.iter().enumerate() {
        let param = callee
            .body
            .block_arg(entry, index)
            .ok_or(IrError::Detached)?;
        let ty = callee.body.value_type(param);
        if caller.value_type(arg) == ty {
            entry_values.push(arg);
            continue;
        }
        let converted = call_inliner.and_then(|i| {
            i.materialize_call_conversion(ctx, caller, InsertPoint::Before(call), arg, ty, loc)
        });
        match converted {
            Some(value) => {
                casts.push(value);
                entry_values.push(value);
            }
            None => return undo_casts(caller, &casts).map(|()| None),
        }
    }
    // Results whose types differ get a conversion after the call, from the value the callee
    // returns (the call's result for now, replaced below) to the call's type.
    let after = match caller.next_op(call) {
        Some(next) => InsertPoint::Before(next),
        None => InsertPoint::BlockEnd(call_block),
    };
    for (&result, &ty) in results.iter().zip(callee.result_types) {
        let call_ty = caller.value_type(result);
        if call_ty == ty {
            continue;
        }
        let converted = call_inliner
            .and_then(|i| i.materialize_call_conversion(ctx, caller, after, result, call_ty, loc));
        let Some(value) = converted else {
            return undo_casts(caller, &casts).map(|()| None);
        };
        let cast = value.defining_op();
        caller.replace_uses_if(result, value, |_, u: Use| Some(u.owner) != cast);
        casts.push(value);
    }

    let post = match caller.next_op(call) {
        Some(next) => caller.split_block(call_block, next)?,
        None => {
            let post = caller.create_block(&[]);
            let after_call_block = caller.next_block(call_block);
            caller.insert_block(dest, post, after_call_block)?;
            post
        }
    };
    let mut map = ValueMap::new();
    let new_blocks = callee
        .body
        .clone_region_into(callee.region, caller, dest, &mut map)?;
    for &block in &new_blocks {
        caller.detach_block(block);
        caller.insert_block(dest, block, Some(post))?;
    }
    // The entry block's arguments are the call's operands.
    let first = new_blocks[0];
    for (index, &value) in entry_values.iter().enumerate() {
        let param = caller.block_arg(first, index).ok_or(IrError::Detached)?;
        caller.replace_all_uses(param, value);
    }
    for index in (0..entry_values.len()).rev() {
        caller.erase_block_arg(first, index)?;
    }
    remap_locations(ctx, caller, &new_blocks, loc);
    let new_calls = calls_in_blocks(ctx, caller, new_blocks.clone());

    if let [block] = new_blocks[..] {
        let terminator = caller.last_op(block).ok_or(IrError::Detached)?;
        if let Some(inliner) = inliner_interface_of(ctx, caller, terminator) {
            inliner.handle_terminator(ctx, caller, terminator, &results);
        }
        caller.erase_op(terminator)?;
        caller.merge_blocks(post, block);
        caller.erase_block(post)?;
    } else {
        for (&result, &ty) in results.iter().zip(callee.result_types) {
            let arg = caller.add_block_arg(post, ty, loc);
            caller.replace_all_uses(result, arg);
        }
        for &block in &new_blocks {
            if let Some(terminator) = caller.last_op(block)
                && let Some(inliner) = inliner_interface_of(ctx, caller, terminator)
            {
                inliner.handle_terminator_with_branch(ctx, caller, terminator, post);
            }
        }
    }
    caller.merge_blocks(first, call_block);
    caller.erase_block(first)?;
    caller.erase_op(call)?;
    Ok(Some(new_calls))
}

/// Whether the dialects allow `callee`'s region into region `dest` of `caller`: the dialect of
/// the op owning `dest`, then the dialect of every op of the region (and of the ops nested in
/// them, unless an op vouches for its regions). `mapping` maps the callee's entry arguments
/// to the call's operands.
fn region_is_legal(
    ctx: &Context,
    caller: &Body,
    dest: RegionId,
    callee: &CalleeRegion<'_>,
    mapping: &ValueMap,
) -> bool {
    let dest_inliner: Option<&dyn DialectInlinerInterface> = match caller.region_parent_op(dest) {
        Some(owner) => inliner_interface_of(ctx, caller, owner),
        None => caller.owner_name().and_then(|name| {
            ctx.dialect_interface::<dyn DialectInlinerInterface>(ctx.op_name_dialect(name))
        }),
    };
    let region_ok = dest_inliner.is_some_and(|i| {
        i.is_legal_to_inline_region(ctx, caller, dest, callee.body, callee.region, true, mapping)
    });
    region_ok && ops_are_legal(ctx, callee.body, callee.region, caller, dest)
}

fn ops_are_legal(
    ctx: &Context,
    src: &Body,
    region: RegionId,
    caller: &Body,
    dest: RegionId,
) -> bool {
    src.region_blocks(region).all(|block| {
        src.block_ops(block).all(|op| {
            let Some(inliner) = inliner_interface_of(ctx, src, op) else {
                return false;
            };
            if !inliner.is_legal_to_inline_op(ctx, src, op, caller, dest, true) {
                return false;
            }
            // The regions of an isolated op are its own business, as MLIR's walk would find
            // them legal only through the op's own answer.
            !inliner.should_analyze_recursively(ctx, src, op)
                || src.nested_body(op).is_some()
                || src
                    .op_regions(op)
                    .iter()
                    .all(|&r| ops_are_legal(ctx, src, r, caller, dest))
        })
    })
}

/// Removes the conversions made for a call that is not inlined after all (MLIR's cleanup):
/// each conversion's uses go back to its input.
fn undo_casts(caller: &mut Body, casts: &[Value]) -> Result<(), IrError> {
    for &value in casts.iter().rev() {
        let Some(op) = value.defining_op() else {
            continue;
        };
        if let Some(input) = caller.operand(op, 0) {
            caller.replace_all_uses(value, input);
        }
        caller.erase_op(op)?;
    }
    Ok(())
}

/// Gives every inlined op the location `callsite(its location at the call's)`, unless the
/// call's location is unknown (MLIR's `remapInlinedLocations`).
fn remap_locations(ctx: &Context, caller: &mut Body, blocks: &[BlockId], call_loc: Attribute) {
    if matches!(
        ctx.attr_data(call_loc),
        AttrData::Location(LocationData::Unknown)
    ) {
        return;
    }
    let mut ops = Vec::new();
    for &block in blocks {
        walk_block(caller, block, &mut |op| ops.push(op));
    }
    let mut mapped: HashMap<Attribute, Attribute> = HashMap::new();
    for op in ops {
        let loc = caller.op_loc(op);
        let new = *mapped.entry(loc).or_insert_with(|| {
            ctx.intern_attr(AttrData::Location(LocationData::CallSite {
                callee: loc,
                caller: call_loc,
            }))
        });
        caller.set_op_loc(op, new);
    }
}
