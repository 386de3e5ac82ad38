//! The verifier: checks that IR is well formed, in MLIR's order and with MLIR's messages.
//!
//! [`verify`] checks an op and everything nested in it and returns the first problem, as
//! `mlir-opt` reports it. The order is MLIR's: on entering an op, its operands, its traits and
//! its `verify` hook, then the shape of its regions; then each block (no empty block where a
//! terminator is needed, successors only on the last op), the ops in it, and on leaving the block
//! its successors (same region) and its terminator; on leaving an op, the isolated ops directly
//! inside it (each verified completely, dominance included), then its region traits and its
//! `verify_regions` hook, and for an unregistered op whether its dialect allows it. Dominance of
//! SSA values is checked last, per isolated op, over the regions it owns (see [`dominance`]).
//!
//! Errors about an op are made with [`op_error`] and [`error_on_op`], which attach MLIR's note
//! showing the op (`see current operation: ...`); errors at a location only (an empty block,
//! an entry block with predecessors) have no such note, as in MLIR.
//!
//! Ops whose kind is registered as `IsolatedFromAbove` keep their regions in a nested body;
//! the verifier descends into it. Everything runs on explicit work lists, so deep nesting never
//! deepens the thread's stack, and the work is linear in the size of the IR.
//!
//! What it is not: the place for an op's own rules (those are the `verify` hooks of its
//! descriptor, usually generated) or for symbol-table rules beyond the structural ones (the
//! symbols module plugs those into the `verify_regions` hook of symbol-table ops).

pub mod dominance;
pub(crate) mod shapes;
#[cfg(test)]
mod testing;
pub mod traits;

pub use dominance::{DominanceCache, DominanceInfo};

use crate::context::{Context, OpName};
use crate::descriptor::OpDescriptor;
use crate::diagnostics::Diagnostic;
use crate::structure::{BlockId, Body, OpId, RegionId, ValueDef};
use crate::text::printer::{PrintOptions, print_op_local};
use crate::traits::Trait;

/// How to verify.
#[derive(Clone, Copy, Debug)]
pub struct VerifyOptions {
    /// Verify the ops nested in the op too (MLIR's `verifyRecursively`); on by default.
    pub recursive: bool,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions { recursive: true }
    }
}

/// An error about `op` (an op of `body`), worded as MLIR's `emitOpError`: `'name' op message`,
/// with the note that shows the op (see [`error_on_op`]).
pub fn op_error(ctx: &Context, body: &Body, op: OpId, message: impl AsRef<str>) -> Diagnostic {
    let message = format!(
        "'{}' op {}",
        ctx.op_name_str(body.op_name(op)),
        message.as_ref()
    );
    error_on_op(ctx, body, op, message)
}

/// An error at `op`'s location (an op of `body`), as MLIR's `Operation::emitError` makes it:
/// unless the context says otherwise ([`Context::set_print_op_on_diagnostic`]), its first note,
/// at the same location, shows the op in the generic form, numbered as in its isolated
/// ancestor: `see current operation: "d.op"(%0) : (i32) -> ()`, or, when the op takes several
/// lines, `see current operation: ` and the op on the lines after.
pub fn error_on_op(ctx: &Context, body: &Body, op: OpId, message: impl Into<String>) -> Diagnostic {
    let mut error = Diagnostic::error(body.op_loc(op), message);
    error.notes.extend(current_op_note(ctx, body, op));
    error
}

/// The note MLIR attaches first to errors emitted on `op` (see [`error_on_op`]), unless the
/// context turns it off.
pub(crate) fn current_op_note(ctx: &Context, body: &Body, op: OpId) -> Option<Diagnostic> {
    op_note(ctx, body, op, true)
}

/// A warning at `op`'s location, as MLIR's `Operation::emitWarning` makes it: like
/// [`error_on_op`], but its note shows the op in its custom form, as MLIR shows ops in
/// diagnostics that are not errors.
pub fn warning_on_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    message: impl Into<String>,
) -> Diagnostic {
    with_custom_op_note(ctx, body, op, Diagnostic::warning(body.op_loc(op), message))
}

/// A remark at `op`'s location, as MLIR's `Operation::emitRemark` makes it: with the note of
/// [`warning_on_op`] (the op in its custom form).
pub fn remark_on_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    message: impl Into<String>,
) -> Diagnostic {
    with_custom_op_note(ctx, body, op, Diagnostic::remark(body.op_loc(op), message))
}

/// `diagnostic` with the `see current operation` note showing `op` in its custom form.
fn with_custom_op_note(
    ctx: &Context,
    body: &Body,
    op: OpId,
    mut diagnostic: Diagnostic,
) -> Diagnostic {
    diagnostic.notes.extend(op_note(ctx, body, op, false));
    diagnostic
}

/// The `see current operation` note, showing the op in the generic form or not.
fn op_note(ctx: &Context, body: &Body, op: OpId, generic: bool) -> Option<Diagnostic> {
    if !ctx.prints_op_on_diagnostic() {
        return None;
    }
    let shown = op_for_message(ctx, body, op, generic);
    Some(Diagnostic::with_severity(
        crate::diagnostics::Severity::Note,
        body.op_loc(op),
        format!("see current operation: {shown}"),
    ))
}

/// How MLIR shows an op inside a message (`Diagnostic::appendOp`): with a local scope, large
/// elements attributes elided, on a line of its own when it takes several; in the generic form
/// in errors.
fn op_for_message(ctx: &Context, body: &Body, op: OpId, generic: bool) -> String {
    let options = PrintOptions {
        generic,
        debug_info: ctx.prints_debug_info_on_diagnostic(),
        elide_large_elements: Some(ELIDED_ELEMENTS_IN_MESSAGES),
        ..PrintOptions::default()
    };
    let text = print_op_local(ctx, body, op, &options);
    if text.contains('\n') {
        format!("\n{text}")
    } else {
        text
    }
}

/// Dense elements attributes with more elements print elided in messages (MLIR's default of
/// `OpPrintingFlags::elideLargeElementsAttrs`).
const ELIDED_ELEMENTS_IN_MESSAGES: usize = 16;

/// The name of the op whose region holds `op`: in this body, or, for an op at the top of the
/// nested body of an isolated op, that op.
pub(crate) fn parent_op_name(body: &Body, op: OpId) -> Option<OpName> {
    body.op_parent_region(op)?;
    match body.op_parent_op(op) {
        Some(parent) => Some(body.op_name(parent)),
        None => body.owner_name(),
    }
}

/// Verifies `op` and everything nested in it; returns the first problem found.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_with(ctx, body, op, &VerifyOptions::default())
}

/// [`verify`] with options.
pub fn verify_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &VerifyOptions,
) -> Result<(), Diagnostic> {
    let mut verifier = Verifier::new(ctx, options, false);
    verifier.run(body, op)?;
    if options.recursive
        && let Some(error) = crate::symbols::verify_escaping_references(ctx, body, op, false).pop()
    {
        return Err(error);
    }
    Ok(())
}

/// Verifies `op` and everything nested in it, reporting one problem per isolated op that has
/// one (the first in each), in order; empty when valid. Once an isolated op fails, the isolated
/// op (or root) around it still checks its other contents, but skips its pending region checks
/// and its dominance check, which may assume valid contents.
pub fn verify_all(ctx: &Context, body: &Body, op: OpId) -> Vec<Diagnostic> {
    verify_all_with(ctx, body, op, &VerifyOptions::default())
}

/// [`verify_all`] with options.
pub fn verify_all_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &VerifyOptions,
) -> Vec<Diagnostic> {
    let mut verifier = Verifier::new(ctx, options, true);
    if let Err(diagnostic) = verifier.run(body, op) {
        verifier.collected.push(diagnostic);
    }
    if options.recursive {
        verifier
            .collected
            .extend(crate::symbols::verify_escaping_references(
                ctx, body, op, true,
            ));
    }
    verifier.collected
}

/// The op owning a region, with the body it lives in.
#[derive(Copy, Clone)]
struct Owner<'b> {
    body: &'b Body,
    op: OpId,
}

/// One step of the verification. `body` is always the body holding the item.
#[derive(Copy, Clone)]
enum Item<'b> {
    /// Starts the verification of an isolated op (or of the root).
    BeginUnit,
    /// Ends it.
    EndUnit,
    EnterOp(&'b Body, OpId),
    ExitOp(&'b Body, OpId),
    /// Region traits, `verify_regions`, and the unregistered-op check.
    FinishOp(&'b Body, OpId),
    EnterBlock(&'b Body, BlockId, Owner<'b>),
    ExitBlock(&'b Body, BlockId, Owner<'b>),
    /// Dominance over the regions of the op.
    Dominance(&'b Body, OpId),
}

struct Unit {
    /// A nested isolated op failed: this one's remaining region checks and dominance are skipped.
    tainted: bool,
}

struct Verifier<'c> {
    ctx: &'c Context,
    options: &'c VerifyOptions,
    /// Keep going after a failure in an isolated op (and collect the diagnostics).
    collect: bool,
    collected: Vec<Diagnostic>,
}

impl<'c> Verifier<'c> {
    fn new(ctx: &'c Context, options: &'c VerifyOptions, collect: bool) -> Self {
        Verifier {
            ctx,
            options,
            collect,
            collected: Vec::new(),
        }
    }

    fn run(&mut self, body: &Body, root: OpId) -> Result<(), Diagnostic> {
        if !body.contains_op(root) {
            return Err(Diagnostic::error(
                self.ctx.common().unknown_loc,
                "cannot verify an operation that is not live in this body",
            ));
        }
        let mut stack: Vec<Item<'_>> = Vec::new();
        push_unit(&mut stack, body, root);
        let mut units: Vec<Unit> = Vec::new();
        while let Some(item) = stack.pop() {
            let tainted = units.last().is_some_and(|u| u.tainted);
            let result = match item {
                Item::BeginUnit => {
                    units.push(Unit { tainted: false });
                    Ok(())
                }
                Item::EndUnit => {
                    let unit = units.pop();
                    if unit.is_some_and(|u| u.tainted)
                        && let Some(parent) = units.last_mut()
                    {
                        parent.tainted = true;
                    }
                    Ok(())
                }
                Item::EnterOp(body, op) => self.enter_op(&mut stack, body, op),
                Item::ExitOp(body, op) => {
                    self.exit_op(&mut stack, body, op);
                    Ok(())
                }
                Item::FinishOp(body, op) if !tainted => self.finish_op(body, op),
                Item::FinishOp(..) => Ok(()),
                Item::EnterBlock(body, block, owner) => {
                    self.enter_block(&mut stack, body, block, owner)
                }
                Item::ExitBlock(body, block, owner) => self.exit_block(body, block, owner),
                Item::Dominance(body, op) if !tainted => self.dominance(body, op),
                Item::Dominance(..) => Ok(()),
            };
            if let Err(diagnostic) = result {
                if !self.collect || units.len() <= 1 {
                    return Err(diagnostic);
                }
                self.collected.push(diagnostic);
                abandon_unit(&mut stack);
                units.pop();
                if let Some(parent) = units.last_mut() {
                    parent.tainted = true;
                }
            }
        }
        Ok(())
    }

    fn enter_op<'b>(
        &mut self,
        stack: &mut Vec<Item<'b>>,
        body: &'b Body,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if !traits::operands_are_live(body, op) {
            return Err(error_on_op(ctx, body, op, "null operand found"));
        }
        let descriptor = ctx.op_descriptor(body.op_name(op));
        if let Some(descriptor) = descriptor {
            verify_invariants(ctx, body, op, descriptor)?;
        }
        let graph = descriptor.is_some_and(|d| d.traits.has(Trait::HasOnlyGraphRegion));
        let (scope, regions) = body.region_scope(op);
        for (index, &region) in regions.iter().enumerate() {
            let mut blocks = scope.region_blocks(region);
            let Some(entry) = blocks.next() else {
                continue;
            };
            if graph && blocks.next().is_some() {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("expects graph region #{index} to have 0 or 1 blocks"),
                ));
            }
            if scope.has_predecessors(entry) {
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        stack.push(Item::ExitOp(body, op));
        if self.options.recursive {
            let owner = Owner { body, op };
            for &region in regions.iter().rev() {
                let blocks: Vec<BlockId> = scope.region_blocks(region).collect();
                stack.extend(
                    blocks
                        .into_iter()
                        .rev()
                        .map(|block| Item::EnterBlock(scope, block, owner)),
                );
            }
        }
        Ok(())
    }

    fn exit_op<'b>(&mut self, stack: &mut Vec<Item<'b>>, body: &'b Body, op: OpId) {
        stack.push(Item::FinishOp(body, op));
        if !self.options.recursive {
            return;
        }
        let (scope, regions) = body.region_scope(op);
        let mut isolated = Vec::new();
        for &region in regions {
            for block in scope.region_blocks(region) {
                isolated.extend(
                    scope
                        .block_ops(block)
                        .filter(|&o| scope.nested_body(o).is_some()),
                );
            }
        }
        for &child in isolated.iter().rev() {
            push_unit(stack, scope, child);
        }
    }

    fn finish_op(&mut self, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = body.op_name(op);
        if let Some(descriptor) = ctx.op_descriptor(name) {
            return verify_region_invariants(ctx, body, op, descriptor);
        }
        let dialect = ctx.op_name_dialect(name);
        match ctx.dialect(dialect) {
            Some(registered) if !registered.allow_unknown_operations => Err(error_on_op(
                ctx,
                body,
                op,
                format!(
                    "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                    ctx.op_name_str(name)
                ),
            )),
            Some(_) => Ok(()),
            None if ctx.allows_unregistered_dialects() => Ok(()),
            None => Err(op_error(
                ctx,
                body,
                op,
                "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
            )),
        }
    }

    fn enter_block<'b>(
        &mut self,
        stack: &mut Vec<Item<'b>>,
        body: &'b Body,
        block: BlockId,
        owner: Owner<'b>,
    ) -> Result<(), Diagnostic> {
        let Some(last) = body.last_op(block) else {
            if self.may_lack_terminator(body, block, owner) {
                return Ok(());
            }
            return Err(Diagnostic::error(
                owner.body.op_loc(owner.op),
                "empty block: expect at least a terminator",
            ));
        };
        for op in body.block_ops(block) {
            if op != last && body.num_successors(op) != 0 {
                return Err(error_on_op(
                    self.ctx,
                    body,
                    op,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        stack.push(Item::ExitBlock(body, block, owner));
        let ops: Vec<OpId> = body
            .block_ops(block)
            .filter(|&o| body.nested_body(o).is_none())
            .collect();
        stack.extend(ops.into_iter().rev().map(|o| Item::EnterOp(body, o)));
        Ok(())
    }

    fn exit_block(
        &mut self,
        body: &Body,
        block: BlockId,
        owner: Owner<'_>,
    ) -> Result<(), Diagnostic> {
        let Some(last) = body.last_op(block) else {
            return Ok(());
        };
        let region = body.block_parent_region(block);
        for successor in body.successors(last) {
            if !body.contains_block(successor) || body.block_parent_region(successor) != region {
                return Err(op_error(
                    self.ctx,
                    body,
                    last,
                    "branching to block of a different region",
                ));
            }
        }
        if self.may_lack_terminator(body, block, owner) {
            return Ok(());
        }
        let terminator = match self.ctx.op_descriptor(body.op_name(last)) {
            Some(descriptor) => descriptor.traits.has(Trait::IsTerminator),
            None => true,
        };
        if !terminator {
            let shown = op_for_message(self.ctx, body, last, true);
            return Err(error_on_op(
                self.ctx,
                body,
                last,
                format!("block with no terminator, has {shown}"),
            ));
        }
        Ok(())
    }

    /// MLIR's `mayBeValidWithoutTerminator`: the block is alone in its region and the region's
    /// op is `NoTerminator` or unregistered.
    fn may_lack_terminator(&self, body: &Body, block: BlockId, owner: Owner<'_>) -> bool {
        let Some(region) = body.block_parent_region(block) else {
            return true;
        };
        let mut blocks = body.region_blocks(region);
        if blocks.next().is_some() && blocks.next().is_some() {
            return false;
        }
        match self.ctx.op_descriptor(owner.body.op_name(owner.op)) {
            Some(descriptor) => descriptor.traits.has(Trait::NoTerminator),
            None => true,
        }
    }

    /// Checks that every operand of every op in a reachable block of `op`'s regions (and of the
    /// ops nested in them, up to isolated ops) is properly dominated by its definition. The
    /// order of the walk is MLIR's, so the first failure reported is MLIR's first.
    fn dominance(&mut self, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let (scope, root_regions) = body.region_scope(op);
        if root_regions.is_empty() {
            return Ok(());
        }
        let owner_loc = (!std::ptr::eq(scope, body)).then(|| body.op_loc(op));
        let dom = DominanceInfo::new(self.ctx, scope);
        // `path[d]` is the region at depth `d` above the ops being checked and the op in it
        // they are nested in; `depth_of` records each visited region's depth. Together they
        // find the ancestor of a user in the region of a definition in O(1).
        let mut depth_of: Vec<u32> = vec![u32::MAX; scope.regions.len()];
        let mut path: Vec<(RegionId, OpId)> = Vec::new();
        // Work items: an op whose regions to check (with the region holding it), or the root.
        let mut work: Vec<(Option<(OpId, RegionId)>, usize)> = vec![(None, 0)];
        while let Some((current, depth)) = work.pop() {
            let regions = match current {
                None => root_regions,
                Some((parent, parent_region)) => {
                    path.truncate(depth - 1);
                    path.push((parent_region, parent));
                    scope.op_regions(parent)
                }
            };
            for &region in regions {
                depth_of[region.0 as usize] = depth as u32;
                for block in scope.region_blocks(region) {
                    let reachable = dom.is_reachable(block);
                    for user in scope.block_ops(block) {
                        if reachable {
                            for (index, value) in scope.operands(user).enumerate() {
                                // A parser's stand-in for a value of another body: the
                                // isolation check or the parser reports it.
                                if scope.foreign(value).is_some() {
                                    continue;
                                }
                                let def_region = scope
                                    .value_parent_block(value)
                                    .and_then(|b| scope.block_parent_region(b));
                                let ancestor = match def_region {
                                    None => None,
                                    Some(r) if r == region => Some(user),
                                    Some(r) => {
                                        let d = depth_of[r.0 as usize] as usize;
                                        if d < path.len() && path[d].0 == r {
                                            Some(path[d].1)
                                        } else {
                                            dom.find_ancestor_in_region(r, user)
                                        }
                                    }
                                };
                                if !dom.properly_dominates_value_at(value, user, ancestor) {
                                    return Err(diagnose_dominance(
                                        self.ctx, scope, owner_loc, user, index,
                                    ));
                                }
                            }
                        }
                        if self.options.recursive
                            && !scope.op_regions(user).is_empty()
                            && scope.nested_body(user).is_none()
                        {
                            work.push((Some((user, region)), depth + 1));
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// Pushes the items verifying the isolated op (or root) `op` of `body`: its structure, then its
/// dominance.
fn push_unit<'b>(stack: &mut Vec<Item<'b>>, body: &'b Body, op: OpId) {
    stack.push(Item::EndUnit);
    stack.push(Item::Dominance(body, op));
    stack.push(Item::EnterOp(body, op));
    stack.push(Item::BeginUnit);
}

/// Drops the pending items of the current unit, up to and including its `EndUnit`.
fn abandon_unit(stack: &mut Vec<Item<'_>>) {
    let mut depth = 0usize;
    while let Some(item) = stack.pop() {
        match item {
            Item::BeginUnit => depth += 1,
            Item::EndUnit if depth == 0 => return,
            Item::EndUnit => depth -= 1,
            _ => {}
        }
    }
}

/// The checks MLIR runs when it enters a registered op: its structural traits, its invariants
/// hook, its other traits, the checks of a function op's interface, then its `verify` hook.
fn verify_invariants(
    ctx: &Context,
    body: &Body,
    op: OpId,
    descriptor: &OpDescriptor,
) -> Result<(), Diagnostic> {
    use traits::*;
    let t = &descriptor.traits;
    if !t.parents().is_empty() {
        let parents: Vec<&str> = t.parents().iter().map(|p| &**p).collect();
        verify_has_parent(ctx, body, op, &parents)?;
    }
    if t.has(Trait::SingleBlock) {
        verify_single_block(ctx, body, op)?;
    }
    if t.has(Trait::NoRegionArguments) {
        verify_no_region_arguments(ctx, body, op)?;
    }
    if t.has(Trait::AttrSizedOperandSegments) {
        verify_operand_segment_sizes(ctx, body, op)?;
    }
    if t.has(Trait::AttrSizedResultSegments) {
        verify_result_segment_sizes(ctx, body, op)?;
    }
    if let Some(verify_invariants) = descriptor.verify_invariants {
        verify_invariants(ctx, body, op)?;
    }
    // `Terminator` is not one of MLIR's structural traits: an op outside its parent reports
    // that first, and its operands' constraints come before its place in the block.
    if t.has(Trait::IsTerminator) {
        verify_is_terminator(ctx, body, op)?;
    }
    if t.has(Trait::ConstantLike) {
        verify_constant_like(ctx, body, op)?;
    }
    if t.has(Trait::SameTypeOperands) {
        verify_same_type_operands(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsShape) {
        verify_same_operands_shape(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsElementType) {
        verify_same_operands_element_type(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsAndResultShape) {
        verify_same_operands_and_result_shape(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsAndResultElementType) {
        verify_same_operands_and_result_element_type(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsAndResultRank) {
        verify_same_operands_and_result_rank(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsAndResultType) {
        verify_same_operands_and_result_type(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsEncoding) {
        verify_same_operands_encoding(ctx, body, op)?;
    }
    if t.has(Trait::SameOperandsAndResultEncoding) {
        verify_same_operands_and_result_encoding(ctx, body, op)?;
    }
    if t.has(Trait::ResultsBroadcastableShape) {
        verify_results_broadcastable_shape(ctx, body, op)?;
    }
    if t.has(Trait::Elementwise) {
        verify_elementwise(ctx, body, op)?;
    }
    if t.has(Trait::Symbol) {
        crate::symbols::verify_symbol(ctx, body, op)?;
    }
    if t.has(Trait::AffineScope) {
        verify_affine_scope(ctx, body, op)?;
    }
    if t.has(Trait::AutomaticAllocationScope) {
        verify_automatic_allocation_scope(ctx, body, op)?;
    }
    if t.has(Trait::ReturnLike) {
        verify_return_like(ctx, body, op)?;
    }
    if let Some(function) = descriptor
        .interfaces
        .get::<dyn crate::function::FunctionOpInterface>()
    {
        crate::function::verify_function(ctx, body, op, function)?;
    }
    if let Some(verify) = descriptor.verify {
        verify(ctx, body, op)?;
    }
    Ok(())
}

/// The checks MLIR runs when it leaves a registered op, after its regions: region traits, then
/// the `verify_regions` hook.
fn verify_region_invariants(
    ctx: &Context,
    body: &Body,
    op: OpId,
    descriptor: &OpDescriptor,
) -> Result<(), Diagnostic> {
    let t = &descriptor.traits;
    if let Some(terminator) = t.implicit_terminator() {
        traits::verify_single_block_implicit_terminator(ctx, body, op, terminator)?;
    }
    if t.has(Trait::IsolatedFromAbove) {
        traits::verify_is_isolated_from_above(ctx, body, op)?;
    }
    if t.has(Trait::SymbolTable) {
        crate::symbols::verify_symbol_table(ctx, body, op)?;
    }
    if let Some(verify_regions) = descriptor.verify_regions {
        verify_regions(ctx, body, op)?;
    }
    Ok(())
}

/// Whether `ancestor` strictly encloses `region` (through the ops owning regions).
fn is_proper_ancestor(body: &Body, ancestor: RegionId, region: RegionId) -> bool {
    let mut current = region;
    while let Some(parent) = body
        .region_parent_op(current)
        .and_then(|op| body.op_parent_region(op))
    {
        if parent == ancestor {
            return true;
        }
        current = parent;
    }
    false
}

/// Where a definition sits relative to a use.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Relation {
    SameRegion,
    ParentRegion,
    ChildRegion,
    Neither,
}

fn relation(body: &Body, def_region: Option<RegionId>, use_region: Option<RegionId>) -> Relation {
    match (def_region, use_region) {
        (Some(d), Some(u)) if d == u => Relation::SameRegion,
        (Some(d), Some(u)) if is_proper_ancestor(body, d, u) => Relation::ParentRegion,
        (Some(d), Some(u)) if is_proper_ancestor(body, u, d) => Relation::ChildRegion,
        _ => Relation::Neither,
    }
}

/// The error for operand `index` of `user` not being dominated, with MLIR's note saying where
/// the value is defined relative to the use. `owner_loc` is the location of the op owning the
/// regions at the top of `body`, when known.
fn diagnose_dominance(
    ctx: &Context,
    body: &Body,
    owner_loc: Option<crate::structure::Location>,
    user: OpId,
    index: usize,
) -> Diagnostic {
    let error = error_on_op(
        ctx,
        body,
        user,
        format!("operand #{index} does not dominate this use"),
    );
    let Some(value) = body.operand(user, index) else {
        return error;
    };
    let user_block = body.op_parent_block(user);
    let user_region = user_block.and_then(|b| body.block_parent_region(b));
    match value.def() {
        ValueDef::Result { op: def, .. } => {
            let def_block = body.op_parent_block(def);
            let def_region = def_block.and_then(|b| body.block_parent_region(b));
            let where_ = if def_block == user_block {
                "op in the same block"
            } else {
                match relation(body, def_region, user_region) {
                    Relation::SameRegion => "op in the same region",
                    Relation::ParentRegion => "op in a parent region",
                    Relation::ChildRegion => "op in a child region",
                    Relation::Neither => "op is neither in a parent nor in a child region",
                }
            };
            error.with_note(body.op_loc(def), format!("operand defined here ({where_})"))
        }
        ValueDef::BlockArg { block, .. } => {
            let region = body.block_parent_region(block);
            let loc = region
                .and_then(|r| match body.region_parent_op(r) {
                    Some(parent) => Some(body.op_loc(parent)),
                    None => owner_loc,
                })
                .unwrap_or(ctx.common().unknown_loc);
            let Some(region) = region else {
                return error.with_note(loc, " (block without parent)");
            };
            let position = body
                .region_blocks(region)
                .position(|b| b == block)
                .unwrap_or(0);
            let where_ = match relation(body, Some(region), user_region) {
                Relation::SameRegion => "in the same region",
                Relation::ParentRegion => "in a parent region",
                Relation::ChildRegion => "in a child region",
                Relation::Neither => "neither in a parent nor in a child region",
            };
            error.with_note(
                loc,
                format!("operand defined as a block argument (block #{position} {where_})"),
            )
        }
    }
}

#[cfg(test)]
mod tests;
