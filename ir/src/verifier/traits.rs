//! The checks that operation traits imply, one plain function per trait.
//!
//! Every function takes the op as `(&Context, &Body, OpId)` (plus the trait's parameters for
//! parametric traits) and returns the first problem as a [`Diagnostic`] worded exactly as MLIR
//! words it. The verifier calls them for the traits an op kind declares; generated verifiers call
//! them directly, so they are non-generic and cheap to call. Traits that only describe a property
//! (`Commutative`, `NoMemoryEffect`, ...) have no function here; `NoTerminator` and
//! `HasOnlyGraphRegion` relax the structural rules of the verifier instead of adding a check.
//! Unique symbol names per table are not checked here: the symbols module does that through the
//! op's `verify_regions` hook.

use super::shapes;
use super::{error_on_op, op_error, parent_op_name};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{BlockId, Body, Foreign, OpId, RegionId, Value, dictionary_get};
use crate::traits::Trait;
use crate::types::{Signedness, Type, TypeData};

// ---- helpers ----

/// Whether the op's kind is registered and declares `t`.
pub(crate) fn has_trait(ctx: &Context, body: &Body, op: OpId, t: Trait) -> bool {
    ctx.op_has_trait(body.op_name(op), t)
}

/// An attribute of the op by name: the properties first (inherent attributes), then the
/// discardable attributes, like MLIR's `Operation::getAttr`.
pub fn inherent_or_discardable_attr(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Option<Attribute> {
    body.op_props(op)
        .and_then(|props| dictionary_get(ctx, props, name.as_bytes()))
        .or_else(|| body.attr(ctx, op, name))
}

fn operand_types(body: &Body, op: OpId) -> impl Iterator<Item = Type> + '_ {
    body.operands(op).map(|v| body.value_type(v))
}

fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    body.result_types(op).collect()
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        one.to_string()
    } else {
        many.to_string()
    }
}

// ---- operand, result, region and successor counts ----

/// `Ok` when `holds`, else the op error `message`: each count trait is one condition with one
/// MLIR message. The message is built only on failure, since these checks run on every op.
fn require<M: AsRef<str>>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    holds: bool,
    message: impl FnOnce() -> M,
) -> Result<(), Diagnostic> {
    if holds {
        Ok(())
    } else {
        Err(op_error(ctx, body, op, message()))
    }
}

/// `ZeroOperands`.
pub fn verify_zero_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let found = body.num_operands(op);
    require(ctx, body, op, found == 0, || "requires zero operands")
}

/// `OneOperand`.
pub fn verify_one_operand(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let found = body.num_operands(op);
    require(ctx, body, op, found == 1, || "requires a single operand")
}

/// `NOperands<n>`.
pub fn verify_n_operands(ctx: &Context, body: &Body, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = body.num_operands(op);
    require(ctx, body, op, found == n, || {
        format!("expected {n} operands, but found {found}")
    })
}

/// `AtLeastNOperands<n>`.
pub fn verify_at_least_n_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    n: usize,
) -> Result<(), Diagnostic> {
    let found = body.num_operands(op);
    require(ctx, body, op, found >= n, || {
        format!("expected {n} or more operands, but found {found}")
    })
}

/// `ZeroResults`.
pub fn verify_zero_results(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let found = body.num_results(op);
    require(ctx, body, op, found == 0, || "requires zero results")
}

/// `OneResult`.
pub fn verify_one_result(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let found = body.num_results(op);
    require(ctx, body, op, found == 1, || "requires one result")
}

/// `NResults<n>`.
pub fn verify_n_results(ctx: &Context, body: &Body, op: OpId, n: usize) -> Result<(), Diagnostic> {
    require(ctx, body, op, body.num_results(op) == n, || {
        format!("expected {n} results")
    })
}

/// `AtLeastNResults<n>`.
pub fn verify_at_least_n_results(
    ctx: &Context,
    body: &Body,
    op: OpId,
    n: usize,
) -> Result<(), Diagnostic> {
    require(ctx, body, op, body.num_results(op) >= n, || {
        format!("expected {n} or more results")
    })
}

/// `ZeroRegions`.
pub fn verify_zero_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let none = body.op_regions(op).is_empty();
    require(ctx, body, op, none, || "requires zero regions")
}

/// `OneRegion`.
pub fn verify_one_region(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let found = body.op_regions(op).len();
    require(ctx, body, op, found == 1, || "requires one region")
}

/// `NRegions<n>`.
pub fn verify_n_regions(ctx: &Context, body: &Body, op: OpId, n: usize) -> Result<(), Diagnostic> {
    require(ctx, body, op, body.op_regions(op).len() == n, || {
        format!("expected {n} regions")
    })
}

/// `AtLeastNRegions<n>`.
pub fn verify_at_least_n_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
    n: usize,
) -> Result<(), Diagnostic> {
    require(ctx, body, op, body.op_regions(op).len() >= n, || {
        format!("expected {n} or more regions")
    })
}

/// Successors of a terminator must be blocks of its own region.
fn verify_terminator_successors(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let region = body.op_parent_region(op);
    for successor in body.successors(op) {
        let same = body.contains_block(successor)
            && region.is_some()
            && body.block_parent_region(successor) == region;
        if !same {
            return Err(error_on_op(
                ctx,
                body,
                op,
                "reference to block defined in another region",
            ));
        }
    }
    Ok(())
}

/// The successor-count traits: the count satisfies `holds` (else MLIR's `requires {wanted} but
/// found {n}`), then every successor lies in the op's own region. With no successors the
/// region check has nothing to look at, so `ZeroSuccessors` shares this path.
fn verify_successor_count(
    ctx: &Context,
    body: &Body,
    op: OpId,
    holds: impl FnOnce(usize) -> bool,
    wanted: impl std::fmt::Display,
) -> Result<(), Diagnostic> {
    let found = body.num_successors(op);
    require(ctx, body, op, holds(found), || {
        format!("requires {wanted} but found {found}")
    })?;
    verify_terminator_successors(ctx, body, op)
}

/// `ZeroSuccessors`.
pub fn verify_zero_successors(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_successor_count(ctx, body, op, |found| found == 0, "0 successors")
}

/// `OneSuccessor`.
pub fn verify_one_successor(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_successor_count(ctx, body, op, |found| found == 1, "1 successor")
}

/// `NSuccessors<n>`.
pub fn verify_n_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    n: usize,
) -> Result<(), Diagnostic> {
    verify_successor_count(
        ctx,
        body,
        op,
        |found| found == n,
        format_args!("{n} successors"),
    )
}

/// `AtLeastNSuccessors<n>`.
pub fn verify_at_least_n_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    n: usize,
) -> Result<(), Diagnostic> {
    verify_successor_count(
        ctx,
        body,
        op,
        |found| found >= n,
        format_args!("at least {n} successors"),
    )
}

// ---- terminators, parents, blocks ----

/// `IsTerminator`: the op is the last one of its block.
pub fn verify_is_terminator(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let is_last = body
        .op_parent_block(op)
        .is_some_and(|block| body.last_op(block) == Some(op));
    if !is_last {
        return Err(op_error(
            ctx,
            body,
            op,
            "must be the last operation in the parent block",
        ));
    }
    Ok(())
}

/// `ReturnLike`: a return-like op transfers control out of the region, so it must terminate its
/// block.
pub fn verify_return_like(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_is_terminator(ctx, body, op)
}

/// `HasParent<parents...>`: the op is directly nested in an op named in `parents`.
pub fn verify_has_parent(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parents: &[&str],
) -> Result<(), Diagnostic> {
    let parent = parent_op_name(body, op).map(|name| ctx.op_name_str(name));
    if parent.is_some_and(|p| parents.contains(&p)) {
        return Ok(());
    }
    let message = if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    };
    Err(op_error(ctx, body, op, message))
}

/// `HasAncestor<ancestors...>`: some op enclosing this one is named in `ancestors`. Ancestors
/// beyond the enclosing isolated op are not visible from its body; only the owner of this body
/// is.
pub fn verify_has_ancestor(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ancestors: &[&str],
) -> Result<(), Diagnostic> {
    let mut current = op;
    loop {
        let parent = match body.op_parent_op(current) {
            Some(parent) => parent,
            None => {
                let owner = body
                    .op_parent_region(current)
                    .and_then(|_| body.owner_name());
                if owner.is_some_and(|name| ancestors.contains(&ctx.op_name_str(name))) {
                    return Ok(());
                }
                break;
            }
        };
        if ancestors.contains(&ctx.op_name_str(body.op_name(parent))) {
            return Ok(());
        }
        current = parent;
    }
    let message = if ancestors.len() == 1 {
        format!("expects ancestor op '{}'", ancestors[0])
    } else {
        format!(
            "expects ancestor op to be one of '{}'",
            ancestors.join(", ")
        )
    };
    Err(op_error(ctx, body, op, message))
}

/// `SingleBlock`: every region has at most one block, which is non-empty unless the op is
/// `NoTerminator`.
pub fn verify_single_block(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let no_terminator = has_trait(ctx, body, op, Trait::NoTerminator);
    let (scope, regions) = body.region_scope(op);
    for (index, &region) in regions.iter().enumerate() {
        let mut blocks = scope.region_blocks(region);
        let Some(first) = blocks.next() else {
            continue;
        };
        if blocks.next().is_some() {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("expects region #{index} to have 0 or 1 blocks"),
            ));
        }
        if !no_terminator && scope.block_is_empty(first) {
            return Err(op_error(ctx, body, op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<terminator>`: the `SingleBlock` rules, and every non-empty
/// region ends with an op named `terminator`.
pub fn verify_single_block_implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    terminator: &str,
) -> Result<(), Diagnostic> {
    verify_single_block(ctx, body, op)?;
    let (scope, regions) = body.region_scope(op);
    for &region in regions {
        let Some(last) = scope.region_entry(region).and_then(|b| scope.last_op(b)) else {
            continue;
        };
        let found = ctx.op_name_str(scope.op_name(last));
        if found != terminator {
            let loc = body.op_loc(op);
            return Err(op_error(
                ctx,
                body,
                op,
                format!("expects regions to end with '{terminator}', found '{found}'"),
            )
            .with_note(
                loc,
                format!(
                    "in custom textual format, the absence of terminator implies '{terminator}'"
                ),
            ));
        }
    }
    Ok(())
}

/// `NoRegionArguments`: no region's entry block has arguments.
pub fn verify_no_region_arguments(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    for (index, &region) in regions.iter().enumerate() {
        let Some(entry) = scope.region_entry(region) else {
            continue;
        };
        if scope.num_block_args(entry) != 0 {
            let message = if regions.len() > 1 {
                format!("region #{index} should have no arguments")
            } else {
                "region should have no arguments".to_string()
            };
            return Err(op_error(ctx, body, op, message));
        }
    }
    Ok(())
}

/// `AffineScope`: the op has a region to be the scope of.
pub fn verify_affine_scope(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_at_least_n_regions(ctx, body, op, 1)
}

/// `AutomaticAllocationScope`: the op has a region for allocations to live in.
pub fn verify_automatic_allocation_scope(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_at_least_n_regions(ctx, body, op, 1)
}

/// `IsolatedFromAbove`: the op owns the body of its regions (so nothing outside can be referred
/// to), and within that body no region uses a value defined in a sibling region. While a parse
/// checks input that uses values across bodies, the body holds stand-ins for them
/// (`Foreign`): one for a value from outside is reported here, as MLIR reports such a use.
pub fn verify_is_isolated_from_above(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let regions = body.op_regions(op);
    if regions.is_empty() {
        return Ok(());
    }
    let Some(scope) = body.nested_body(op) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "is isolated from above but its regions do not live in a body of their own",
        ));
    };
    // Tag every block under each region with the region's number, then check that each
    // operand's defining block carries its user's tag: two linear passes over the body.
    let mut tags: Vec<u32> = vec![0; scope.blocks.len()];
    let mut blocks: Vec<(BlockId, u32)> = Vec::new();
    let mut stack: Vec<(RegionId, u32)> = regions
        .iter()
        .enumerate()
        .map(|(i, &r)| (r, i as u32 + 1))
        .collect();
    while let Some((region, tag)) = stack.pop() {
        for block in scope.region_blocks(region) {
            tags[block.0 as usize] = tag;
            blocks.push((block, tag));
            for inner in scope.block_ops(block) {
                if scope.nested_body(inner).is_none() {
                    stack.extend(scope.op_regions(inner).iter().map(|&r| (r, tag)));
                }
            }
        }
    }
    for (block, tag) in blocks {
        for user in scope.block_ops(block) {
            for operand in scope.operands(user) {
                // A parser's stand-in for a value of another body (see `Foreign`): one from
                // outside breaks the isolation; one from inside is the parser's to report.
                match scope.foreign(operand) {
                    Some(Foreign::Outside) => {
                        return Err(outside_value(ctx, body, op, scope, user));
                    }
                    Some(Foreign::Inside) => continue,
                    None => {}
                }
                let defined_in = if scope.contains_value(operand) {
                    scope.value_parent_block(operand)
                } else {
                    None
                };
                let linked = defined_in.filter(|&b| scope.block_parent_region(b).is_some());
                let Some(defined_in) = linked else {
                    return Err(error_on_op(
                        ctx,
                        scope,
                        user,
                        "operation's operand is unlinked",
                    ));
                };
                if tags[defined_in.0 as usize] != tag {
                    return Err(outside_value(ctx, body, op, scope, user));
                }
            }
        }
    }
    Ok(())
}

/// MLIR's error for `user` (in `scope`, the nested body of `op`, an op of `body`) using a value
/// defined outside the region of `op` that holds it.
fn outside_value(ctx: &Context, body: &Body, op: OpId, scope: &Body, user: OpId) -> Diagnostic {
    op_error(ctx, scope, user, "using value defined outside the region")
        .with_note(body.op_loc(op), "required by region isolation constraints")
}

// ---- symbols ----

/// Writes an attribute for a message, exactly as MLIR prints it (without aliases).
pub(crate) fn describe_attr(ctx: &Context, attr: Attribute) -> String {
    crate::text::printer::print_attribute(ctx, attr)
}

/// A string literal with MLIR's escapes.
pub(crate) fn quote(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('"');
    crate::text::lexer::escape_string(bytes, &mut out);
    out.push('"');
    out
}

// ---- segment sizes ----

/// The elements of a dense `i32` array attribute (`array<i32: ...>`).
pub(crate) fn dense_i32_array(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray {
            element,
            len,
            bytes,
        } if *element == ctx.common().i32 && bytes.len() as u64 == len * 4 => Some(
            bytes
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

fn verify_value_size_attr(
    ctx: &Context,
    body: &Body,
    op: OpId,
    attr_name: &str,
    group: &str,
    expected: usize,
) -> Result<(), Diagnostic> {
    let sizes = inherent_or_discardable_attr(ctx, body, op, attr_name)
        .and_then(|a| dense_i32_array(ctx, a));
    let Some(sizes) = sizes else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("requires dense i32 array attribute '{attr_name}'"),
        ));
    };
    if sizes.iter().any(|&s| s < 0) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("'{attr_name}' attribute cannot have negative elements"),
        ));
    }
    let total: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
    if total != expected as i64 {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "{group} count ({expected}) does not match with the total size ({total}) specified in attribute '{attr_name}'"
            ),
        ));
    }
    Ok(())
}

/// `AttrSizedOperandSegments`: `operandSegmentSizes` is a dense `i32` array of non-negative
/// sizes adding up to the number of operands.
pub fn verify_operand_segment_sizes(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_value_size_attr(
        ctx,
        body,
        op,
        "operandSegmentSizes",
        "operand",
        body.num_operands(op),
    )
}

/// `AttrSizedResultSegments`: `resultSegmentSizes` is a dense `i32` array of non-negative sizes
/// adding up to the number of results.
pub fn verify_result_segment_sizes(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_value_size_attr(
        ctx,
        body,
        op,
        "resultSegmentSizes",
        "result",
        body.num_results(op),
    )
}

fn verify_segment_count(
    ctx: &Context,
    body: &Body,
    op: OpId,
    attr_name: &str,
    group: &str,
    groups: usize,
) -> Result<(), Diagnostic> {
    let sizes = inherent_or_discardable_attr(ctx, body, op, attr_name)
        .and_then(|a| dense_i32_array(ctx, a));
    let Some(sizes) = sizes else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("requires dense i32 array attribute '{attr_name}'"),
        ));
    };
    if sizes.len() != groups {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "'{attr_name}' attribute for specifying {group} segments must have {groups} {}, but got {}",
                plural(groups, "element", "elements"),
                sizes.len()
            ),
        ));
    }
    Ok(())
}

/// The check generated code adds for an op with `groups` operand groups: `operandSegmentSizes`
/// has one element per group.
pub fn verify_operand_segment_count(
    ctx: &Context,
    body: &Body,
    op: OpId,
    groups: usize,
) -> Result<(), Diagnostic> {
    verify_segment_count(ctx, body, op, "operandSegmentSizes", "operand", groups)
}

/// The check generated code adds for an op with `groups` result groups: `resultSegmentSizes`
/// has one element per group.
pub fn verify_result_segment_count(
    ctx: &Context,
    body: &Body,
    op: OpId,
    groups: usize,
) -> Result<(), Diagnostic> {
    verify_segment_count(ctx, body, op, "resultSegmentSizes", "result", groups)
}

// ---- types and shapes ----

/// `ConstantLike`: no operands and one result.
pub fn verify_constant_like(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_zero_operands(ctx, body, op)?;
    verify_one_result(ctx, body, op)
}

/// `SameTypeOperands`.
pub fn verify_same_type_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let mut types = operand_types(body, op);
    let Some(first) = types.next() else {
        return Ok(());
    };
    if types.any(|t| t != first) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires all operands to have the same type",
        ));
    }
    Ok(())
}

/// `SameOperandsShape`.
pub fn verify_same_operands_shape(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_at_least_n_operands(ctx, body, op, 1)?;
    if !shapes::compatible_shapes(ctx, &operand_types(body, op).collect::<Vec<_>>()) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same shape for all operands",
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultShape`.
pub fn verify_same_operands_and_result_shape(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_at_least_n_operands(ctx, body, op, 1)?;
    verify_at_least_n_results(ctx, body, op, 1)?;
    let mut types: Vec<Type> = operand_types(body, op).collect();
    types.extend(body.result_types(op));
    if !shapes::compatible_shapes(ctx, &types) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    Ok(())
}

/// `SameOperandsElementType`.
pub fn verify_same_operands_element_type(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_at_least_n_operands(ctx, body, op, 1)?;
    let mut types = operand_types(body, op).map(|t| shapes::element_type_or_self(ctx, t));
    let first = types.next();
    if types.any(|t| Some(t) != first) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same element type for all operands",
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultElementType`.
pub fn verify_same_operands_and_result_element_type(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_at_least_n_operands(ctx, body, op, 1)?;
    verify_at_least_n_results(ctx, body, op, 1)?;
    let element = shapes::element_type_or_self(ctx, body.value_type(Value::result(op, 0)));
    let all_match = body
        .result_types(op)
        .chain(operand_types(body, op))
        .all(|t| shapes::element_type_or_self(ctx, t) == element);
    if !all_match {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same element type for all operands and results",
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultType`: every operand and result has the element type of the first
/// result, a compatible shape, and (when the first result is a tensor with an encoding) the same
/// encoding.
pub fn verify_same_operands_and_result_type(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_at_least_n_operands(ctx, body, op, 1)?;
    verify_at_least_n_results(ctx, body, op, 1)?;
    let first = body.value_type(Value::result(op, 0));
    let element = shapes::element_type_or_self(ctx, first);
    let encoding = shapes::encoding(ctx, first);
    let others = body.result_types(op).skip(1).chain(operand_types(body, op));
    for ty in others {
        if shapes::element_type_or_self(ctx, ty) != element
            || !shapes::compatible_shape(ctx, ty, first)
        {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires the same type for all operands and results",
            ));
        }
        if encoding.is_some() && shapes::encoding(ctx, ty) != encoding {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires the same encoding for all operands and results",
            ));
        }
    }
    Ok(())
}

/// `SameOperandsAndResultRank`: all ranked operands and results have one rank.
pub fn verify_same_operands_and_result_rank(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_at_least_n_operands(ctx, body, op, 1)?;
    let rank = |t: &Type| shapes::shape(ctx, *t).flatten().map(<[i64]>::len);
    let operand_ranks: Vec<usize> = operand_types(body, op).filter_map(|t| rank(&t)).collect();
    let result_ranks: Vec<usize> = result_types(body, op).iter().filter_map(rank).collect();
    let Some(&expected) = operand_ranks.first().or(result_ranks.first()) else {
        return Ok(());
    };
    if operand_ranks.iter().any(|&r| r != expected) {
        return Err(op_error(
            ctx,
            body,
            op,
            "operands don't have matching ranks",
        ));
    }
    if result_ranks.iter().any(|&r| r != expected) {
        return Err(op_error(
            ctx,
            body,
            op,
            "result type has different rank than operands",
        ));
    }
    Ok(())
}

/// `SameOperandsEncoding` (Triton's trait): every operand after the first that is a ranked
/// tensor with an encoding has the encoding of the first, when that one has one.
pub fn verify_same_operands_encoding(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_at_least_n_operands(ctx, body, op, 1)?;
    let mut types = operand_types(body, op);
    let first = types.next().and_then(|t| shapes::encoding(ctx, t));
    if types.any(|t| encodings_differ(ctx, first, t)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same encoding for all operands",
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultEncoding` (Triton's trait): the results' encodings are the first
/// operand's, where both have one, then [`verify_same_operands_encoding`]; an op without
/// operands holds it.
pub fn verify_same_operands_and_result_encoding(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    if body.num_operands(op) == 0 {
        return Ok(());
    }
    verify_at_least_n_results(ctx, body, op, 1)?;
    let first = operand_types(body, op)
        .next()
        .and_then(|t| shapes::encoding(ctx, t));
    if result_types(body, op)
        .iter()
        .any(|&t| encodings_differ(ctx, first, t))
    {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same encoding for all operands and results",
        ));
    }
    verify_same_operands_encoding(ctx, body, op)
}

/// Whether `ty` has an encoding and `expected` is another one.
fn encodings_differ(ctx: &Context, expected: Option<crate::attrs::Attribute>, ty: Type) -> bool {
    match (expected, shapes::encoding(ctx, ty)) {
        (Some(expected), Some(actual)) => expected != actual,
        _ => false,
    }
}

/// `ResultsBroadcastableShape`: no mix of vectors and tensors; ranked tensor operands broadcast
/// together, and each ranked tensor result is compatible with that broadcast shape.
pub fn verify_results_broadcastable_shape(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let operands: Vec<Type> = operand_types(body, op).collect();
    let results = result_types(body, op);
    let all = || operands.iter().chain(results.iter());
    if all().any(|&t| shapes::is_tensor(ctx, t)) && all().any(|&t| shapes::is_vector(ctx, t)) {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "cannot broadcast vector with tensor",
        ));
    }
    let mut ranked = operands
        .iter()
        .filter(|&&t| shapes::is_ranked_tensor(ctx, t));
    let Some(&first) = ranked.next() else {
        return Ok(());
    };
    let mut shape = shapes::dims(ctx, first).to_vec();
    for &other in ranked {
        match shapes::broadcast_shapes(&shape, shapes::dims(ctx, other)) {
            Some(broadcast) => shape = broadcast,
            None => {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "operands don't have broadcast-compatible shapes",
                ));
            }
        }
    }
    for &result in results
        .iter()
        .filter(|&&t| shapes::is_ranked_tensor(ctx, t))
    {
        let dims = shapes::dims(ctx, result);
        let suffix = &dims[dims.len().saturating_sub(shape.len())..];
        let compatible = suffix.len() == shape.len()
            && shape.iter().zip(suffix).all(|(&inferred, &existing)| {
                inferred == existing
                    || inferred == crate::types::DYNAMIC
                    || existing == crate::types::DYNAMIC
                    || inferred == 1
            });
        if !compatible {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "result type {} not broadcast compatible with broadcasted operands's shapes {}",
                    shapes::shape_string(dims),
                    shapes::shape_string(&shape)
                ),
            ));
        }
    }
    Ok(())
}

/// `Elementwise`: scalars only, or non-scalar operands and results that all have one shape and
/// one kind (vector, ranked tensor or unranked tensor), with every result non-scalar.
pub fn verify_elementwise(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let mappable = |t: &&Type| shapes::is_vector(ctx, **t) || shapes::is_tensor(ctx, **t);
    // Scalar ops, nearly all of them, are told apart without building the lists.
    if !body
        .operands(op)
        .map(|v| body.value_type(v))
        .chain(body.result_types(op))
        .any(|t| mappable(&&t))
    {
        return Ok(());
    }
    let results = result_types(body, op);
    let operands: Vec<Type> = operand_types(body, op).collect();
    let mapped_results: Vec<Type> = results.iter().filter(mappable).copied().collect();
    let mapped_operands: Vec<Type> = operands.iter().filter(mappable).copied().collect();
    if mapped_results.is_empty() && mapped_operands.is_empty() {
        return Ok(());
    }
    if !mapped_results.is_empty() && mapped_operands.is_empty() {
        return Err(op_error(
            ctx,
            body,
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if mapped_results.is_empty() {
        return Err(op_error(
            ctx,
            body,
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if mapped_results.len() != results.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let mut all = mapped_operands;
    all.extend(mapped_results);
    let base = shapes::kind(ctx, all[0]);
    if all.iter().any(|&t| shapes::kind(ctx, t) != base) || !shapes::compatible_shapes(ctx, &all) {
        return Err(op_error(
            ctx,
            body,
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

fn element_of_vector_or_tensor(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        TypeData::RankedTensor { element, .. } | TypeData::UnrankedTensor { element } => {
            element_of_vector_or_tensor(ctx, *element)
        }
        _ => ty,
    }
}

fn is_signless_int_or_index(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Index
            | TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
    )
}

/// The element-kind traits: each of `types`, or its element when it is a vector or tensor,
/// satisfies `is_like`; the first that does not gives the op error `message`.
fn verify_elements_are(
    ctx: &Context,
    body: &Body,
    op: OpId,
    types: impl IntoIterator<Item = Type>,
    is_like: fn(&Context, Type) -> bool,
    message: &str,
) -> Result<(), Diagnostic> {
    for ty in types {
        if !is_like(ctx, element_of_vector_or_tensor(ctx, ty)) {
            return Err(op_error(ctx, body, op, message));
        }
    }
    Ok(())
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Float(_))
}

fn is_bool(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Integer { width: 1, .. })
}

/// `OperandsAreSignlessIntegerLike`: each operand is a signless integer or index, or a vector or
/// tensor of them.
pub fn verify_operands_are_signless_integer_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let types = operand_types(body, op);
    let message = "requires an integer or index type";
    verify_elements_are(ctx, body, op, types, is_signless_int_or_index, message)
}

/// `OperandsAreFloatLike`: each operand is a float, or a vector or tensor of floats.
pub fn verify_operands_are_float_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let types = operand_types(body, op);
    verify_elements_are(ctx, body, op, types, is_float, "requires a float type")
}

/// `ResultsAreBoolLike`: each result is `i1`, or a vector or tensor of `i1`.
pub fn verify_results_are_bool_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let types = result_types(body, op);
    verify_elements_are(ctx, body, op, types, is_bool, "requires a bool result type")
}

/// `ResultsAreFloatLike`: each result is a float, or a vector or tensor of floats.
pub fn verify_results_are_float_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let types = result_types(body, op);
    verify_elements_are(
        ctx,
        body,
        op,
        types,
        is_float,
        "requires a floating point type",
    )
}

/// `ResultsAreSignlessIntegerLike`: each result is a signless integer or index, or a vector or
/// tensor of them.
pub fn verify_results_are_signless_integer_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let types = result_types(body, op);
    let message = "requires an integer or index type";
    verify_elements_are(ctx, body, op, types, is_signless_int_or_index, message)
}

/// Whether operand values are all live values of `body` (checked before anything reads their
/// types, so that no check reads a stale handle).
pub(crate) fn operands_are_live(body: &Body, op: OpId) -> bool {
    body.operands(op).all(|v| body.contains_value(v))
}

#[cfg(test)]
mod tests;
