//! The [`PatternRewriter`]: the only way patterns (and the driver, folding and region
//! simplification) change IR, so that every change is reported to a [`RewriteListener`] (MLIR's
//! `RewriterBase` and `PatternRewriter`). It borrows the [`Body`] being rewritten and keeps an
//! insertion point ([`Builder`]). It does not decide what to rewrite.
//!
//! Edits are checked before anything changes: an edit that would leave the IR broken (erasing an
//! op whose results are still used, inlining a block that still has predecessors) returns an
//! [`IrError`], reports nothing and changes nothing. Ops inside the nested bodies of isolated ops
//! live in another body: a rewriter edits its own body only.

use super::fold::constant_value;
use super::listener::RewriteListener;
use super::pattern::{MatchFailure, RewritePattern};
use crate::attrs::Attribute;
use crate::builder::Builder;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{
    BlockId, Body, InsertPoint, IrError, Location, OpId, OperationState, RegionId, Use, Value,
    ValueMap, WalkOrder,
};
use crate::types::Type;
use smallvec::SmallVec;
use std::borrow::Cow;

/// Edits one [`Body`] and reports each change. See the module documentation.
pub struct PatternRewriter<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    builder: Builder,
    listener: Option<&'a mut dyn RewriteListener>,
    changes: u64,
    /// What the rules of a many-rule pattern reported since the last take, when watched.
    rule_log: Option<Vec<RuleEvent>>,
    /// The diagnostics patterns emitted since the last take (see [`PatternRewriter::emit`]).
    diagnostics: Vec<Diagnostic>,
    /// The discardable attributes of the op owning the nested body being rewritten, when the
    /// driver told them (see [`PatternRewriter::owner_attrs`]).
    owner_attrs: Option<Attribute>,
}

/// What one rule of a pattern made of several rules (the pattern a rules file generates for
/// one root op) did when that pattern was tried: see [`PatternRewriter::notify_rule_failure`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleEvent {
    /// The rule, as an index into the pattern's [`super::RewritePattern::rule_names`].
    pub rule: usize,
    /// `None` when the rule matched (and its rewrite ran), else why it did not match.
    pub failure: Option<Cow<'static, str>>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter of `body` that reports to nobody, with no insertion point.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        PatternRewriter {
            ctx,
            body,
            builder: Builder::new(ctx),
            listener: None,
            changes: 0,
            rule_log: None,
            diagnostics: Vec::new(),
            owner_attrs: None,
        }
    }

    /// A rewriter of `body` that reports to `listener`.
    pub fn with_listener(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: &'a mut dyn RewriteListener,
    ) -> Self {
        PatternRewriter {
            listener: Some(listener),
            ..Self::new(ctx, body)
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The body being rewritten, to read.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The body being rewritten, to edit directly. Edits made this way are not reported: use
    /// them only on ops that no listener knows yet (e.g. just created and not inserted), or
    /// report them with [`PatternRewriter::modify_op_in_place`].
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }

    /// How many changes have been reported so far (a pattern that returns `Ok` must have made
    /// this grow).
    pub fn changes(&self) -> u64 {
        self.changes
    }

    // ---- insertion point ----

    crate::builder::insertion_point_methods!();

    // ---- creation ----

    /// Creates an op from `state` at the insertion point and reports it.
    pub fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        let op = self.builder.create(self.ctx, self.body, state)?;
        if self.body.op_parent_block(op).is_some() {
            self.report_inserted(op);
        }
        Ok(op)
    }

    /// Inserts a detached op (and everything nested in it) at the insertion point and reports it.
    pub fn insert(&mut self, op: OpId) -> Result<(), IrError> {
        self.builder.insert(self.body, op)?;
        if self.body.op_parent_block(op).is_some() {
            self.report_inserted_tree(op);
        }
        Ok(())
    }

    /// Deep-clones `op` at the insertion point (values mapped through `map`) and reports the
    /// clone and the ops nested in it.
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMap) -> Result<OpId, IrError> {
        let clone = self.body.clone_op(op, map);
        self.insert(clone)?;
        Ok(clone)
    }

    /// Creates a block with arguments `args` in `region`, before `before` (at the end when
    /// `None`), moves the insertion point to its end and reports it.
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Location)],
    ) -> Result<BlockId, IrError> {
        let block = self.body.create_block(args);
        self.body.insert_block(region, block, before)?;
        self.builder.set_insertion_point_to_end(block);
        self.changes += 1;
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.block_inserted(self.body, block);
        }
        Ok(block)
    }

    /// Asks dialect `dialect` to build a constant op for `value` of type `ty` at the insertion
    /// point (its `materialize_constant` hook). Returns the op when it is a constant-like op with
    /// one result of type `ty`; anything else it built is erased again.
    pub fn materialize_constant(
        &mut self,
        dialect: &str,
        value: crate::Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let hook = self.ctx.dialect(dialect)?.materialize_constant?;
        let op = hook(self.ctx, self.body, &mut self.builder, value, ty, loc)?;
        if !self.body.contains_op(op) {
            return None;
        }
        let attached = self.body.op_parent_block(op).is_some();
        if attached {
            self.report_inserted(op);
        }
        let fits = self.body.num_results(op) == 1
            && self.body.result_types(op).next() == Some(ty)
            && constant_value(self.ctx, self.body, op).is_some();
        if fits {
            return Some(op);
        }
        if attached {
            let _ = self.erase_op(op);
        } else {
            let _ = self.body.erase_op(op);
        }
        None
    }

    // ---- replacement and erasure ----

    /// Replaces every use of `from` with `to` and reports each user as modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to || !self.body.has_uses(from) {
            return;
        }
        let users: SmallVec<[OpId; 4]> = self.body.users(from).collect();
        self.body.replace_all_uses(from, to);
        self.report_modified_users(&users);
    }

    /// Replaces the uses of `from` that `filter` selects with `to` and reports their owners as
    /// modified.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut filter: impl FnMut(&Body, Use) -> bool,
    ) {
        if from == to {
            return;
        }
        let selected: SmallVec<[Use; 4]> = self
            .body
            .uses(from)
            .filter(|&u| filter(self.body, u))
            .collect();
        if selected.is_empty() {
            return;
        }
        for u in &selected {
            // In range: the use was just read from the op.
            let _ = self.body.set_operand(u.owner, u.index as usize, to);
        }
        let users: SmallVec<[OpId; 4]> = selected.iter().map(|u| u.owner).collect();
        self.report_modified_users(&users);
    }

    /// Replaces the uses of each result of `op` with the matching value of `values` (reporting
    /// `op` as replaced and the users as modified), keeping `op`.
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let len = self.body.num_results(op);
        if values.len() != len {
            return Err(IrError::OutOfRange {
                what: "replacement value",
                index: values.len(),
                len,
            });
        }
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.op_replaced(self.body, op, values);
        }
        for (index, &value) in values.iter().enumerate() {
            self.replace_all_uses_with(Value::result(op, index as u32), value);
        }
        Ok(())
    }

    /// Replaces `op` with `values` (one per result) and erases it. Fails, changing nothing, when
    /// the counts differ or a value is defined by `op` itself.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        if values.len() == self.body.num_results(op)
            && values.iter().any(|&v| self.body.value_defined_in_op(v, op))
        {
            return Err(IrError::HasUses);
        }
        self.replace_all_op_uses_with(op, values)?;
        self.erase_op(op)
    }

    /// Replaces `op` with the results of `new_op` and erases it.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) -> Result<(), IrError> {
        let values: SmallVec<[Value; 2]> = self.body.results(new_op).collect();
        self.replace_op(op, &values)
    }

    /// Creates an op from `state` at the insertion point and replaces `op` with it (MLIR's
    /// `replaceOpWithNewOp`). Fails, creating nothing, when the result counts differ.
    pub fn replace_op_with_new(
        &mut self,
        op: OpId,
        state: OperationState,
    ) -> Result<OpId, IrError> {
        let len = self.body.num_results(op);
        if state.result_types.len() != len {
            return Err(IrError::OutOfRange {
                what: "replacement value",
                index: state.result_types.len(),
                len,
            });
        }
        let new_op = self.create(state)?;
        self.replace_op_with_op(op, new_op)?;
        Ok(new_op)
    }

    /// Erases `op` and everything nested in it, reporting the nested ops first (users before
    /// the values they use). Fails, changing nothing, when a result is still used outside `op`.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.body.check_erase_op(op)?;
        self.report_erased_tree(op);
        self.body.erase_op(op)
    }

    /// Erases `block` and its ops, reporting the ops (last first) and then the block. Fails,
    /// changing nothing, when a branch from outside targets it or a value defined in it is used
    /// outside it.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        self.erase_blocks(&[block])
    }

    /// Erases blocks that may refer to one another (unreachable code), reporting each block's
    /// ops and then the block, as [`PatternRewriter::erase_block`] does.
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) -> Result<(), IrError> {
        let mut unique: SmallVec<[BlockId; 4]> = SmallVec::new();
        for &block in blocks {
            if !unique.contains(&block) {
                unique.push(block);
            }
        }
        let blocks = &unique[..];
        self.body.check_erase_blocks(blocks)?;
        for &block in blocks {
            let ops: SmallVec<[OpId; 8]> = self.body.block_ops(block).collect();
            for &op in ops.iter().rev() {
                self.report_erased_tree(op);
            }
            self.changes += 1;
            if let Some(listener) = self.listener.as_deref_mut() {
                listener.block_erased(self.body, block);
            }
        }
        self.body.erase_blocks(blocks)
    }

    /// Runs `edit` on the body and reports `op` as modified: the way to change an op's
    /// operands, attributes, properties or successors in place.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, edit: impl FnOnce(&mut Body) -> R) -> R {
        let result = edit(self.body);
        self.report_modified(op);
        result
    }

    // ---- blocks ----

    /// Moves the ops of `source` into `dest` before `before` (at its end when `None`) and erases
    /// `source`, whose arguments are replaced with `args` first. `source` must have no
    /// predecessors.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) -> Result<(), IrError> {
        let len = self.body.num_block_args(source);
        if args.len() != len {
            return Err(IrError::OutOfRange {
                what: "block argument replacement",
                index: args.len(),
                len,
            });
        }
        if source == dest || self.block_is_inside_block(dest, source) {
            return Err(IrError::Cycle);
        }
        if self.body.has_predecessors(source)
            || args
                .iter()
                .any(|&v| self.body.value_parent_block(v) == Some(source))
        {
            return Err(IrError::HasUses);
        }
        if let Some(anchor) = before
            && self.body.op_parent_block(anchor) != Some(dest)
        {
            return Err(IrError::Detached);
        }
        for (index, &value) in args.iter().enumerate() {
            self.replace_all_uses_with(Value::block_arg(source, index as u32), value);
        }
        let point = before.map_or(InsertPoint::BlockEnd(dest), InsertPoint::Before);
        let ops: Vec<OpId> = self.body.block_ops(source).collect();
        for op in ops {
            self.body.detach_op(op);
            self.body.insert_op(op, point)?;
            self.report_inserted(op);
        }
        self.erase_block(source)
    }

    /// Replaces `op` with the ops of `block` (MLIR's `replaceOpWithRegion` for a region of one
    /// block): they move before `op`, the block's arguments replaced with `args`, the operands
    /// of the block's terminator replace `op`'s results, and the terminator is erased.
    pub fn replace_op_with_block(
        &mut self,
        op: OpId,
        block: BlockId,
        args: &[Value],
    ) -> Result<(), IrError> {
        let terminator = self.body.last_op(block).ok_or(IrError::OutOfRange {
            what: "terminator",
            index: 0,
            len: 0,
        })?;
        let parent = self.body.op_parent_block(op).ok_or(IrError::Detached)?;
        let results: Vec<Value> = self.body.operands(terminator).collect();
        let len = self.body.num_results(op);
        if results.len() != len {
            return Err(IrError::OutOfRange {
                what: "result replacement",
                index: results.len(),
                len,
            });
        }
        self.inline_block_before(block, parent, Some(op), args)?;
        self.replace_op(op, &results)?;
        self.erase_op(terminator)
    }

    /// Appends the ops of `source` to `dest` and erases `source` (see
    /// [`PatternRewriter::inline_block_before`]).
    pub fn merge_blocks(
        &mut self,
        source: BlockId,
        dest: BlockId,
        args: &[Value],
    ) -> Result<(), IrError> {
        self.inline_block_before(source, dest, None, args)
    }

    /// Splits `block` before `before`: that op and the ones after it move to a new block right
    /// after `block`; with `None`, the new block is empty. Reports the block and the moved ops.
    pub fn split_block(
        &mut self,
        block: BlockId,
        before: Option<OpId>,
    ) -> Result<BlockId, IrError> {
        let new_block = match before {
            Some(op) => self.body.split_block(block, op)?,
            None => {
                let region = self
                    .body
                    .block_parent_region(block)
                    .ok_or(IrError::Detached)?;
                let new_block = self.body.create_block(&[]);
                let next = self.body.next_block(block);
                self.body.insert_block(region, new_block, next)?;
                new_block
            }
        };
        self.changes += 1;
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.block_inserted(self.body, new_block);
        }
        let moved: Vec<OpId> = self.body.block_ops(new_block).collect();
        for op in moved {
            self.report_inserted(op);
        }
        Ok(new_block)
    }

    /// Moves `op` to `point` and reports it as inserted.
    pub fn move_op(&mut self, op: OpId, point: InsertPoint) -> Result<(), IrError> {
        self.body.move_op(op, point)?;
        self.report_inserted(op);
        Ok(())
    }

    /// Moves `op` right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) -> Result<(), IrError> {
        self.move_op(op, InsertPoint::Before(anchor))
    }

    /// Moves `op` right after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) -> Result<(), IrError> {
        self.move_op(op, InsertPoint::After(anchor))
    }

    /// Moves every block of `region` into `dest` before `before` (at the end when `None`) and
    /// reports each block as inserted.
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        if region == dest {
            return Err(IrError::Cycle);
        }
        let blocks: Vec<BlockId> = self.body.region_blocks(region).collect();
        self.body.move_region_blocks(region, dest, before)?;
        self.changes += 1;
        if let Some(listener) = self.listener.as_deref_mut() {
            for block in blocks {
                listener.block_inserted(self.body, block);
            }
        }
        Ok(())
    }

    // ---- diagnostics and context for patterns ----

    /// Reports `diagnostic` without failing anything (MLIR's `op->emitError()` and friends in
    /// a pattern): a pattern that finds the input wrong says so, then usually returns a
    /// [`MatchFailure`] as well. The rewriter keeps the diagnostic until the driver running
    /// the pattern takes it ([`PatternRewriter::take_diagnostics`]); the dialect conversion
    /// driver hands what it took back to its caller whether the conversion succeeds or not
    /// (`conversion::Conversion::apply_with_diagnostics`), and a pass reports them with
    /// `PassTarget::emit`. Rolling a pattern's changes back does not take its diagnostics
    /// back, as in MLIR, where they are printed as they are emitted.
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// Emits an error at `op` with MLIR's `see current operation` note (see
    /// [`crate::verifier::error_on_op`] and [`PatternRewriter::emit`]).
    pub fn emit_error(&mut self, op: OpId, message: impl Into<String>) {
        let diagnostic = crate::verifier::error_on_op(self.ctx, self.body, op, message);
        self.emit(diagnostic);
    }

    /// Emits a warning at `op` (see [`crate::verifier::warning_on_op`] and
    /// [`PatternRewriter::emit`]).
    pub fn emit_warning(&mut self, op: OpId, message: impl Into<String>) {
        let diagnostic = crate::verifier::warning_on_op(self.ctx, self.body, op, message);
        self.emit(diagnostic);
    }

    /// Emits a remark at `op` (see [`crate::verifier::remark_on_op`] and
    /// [`PatternRewriter::emit`]).
    pub fn emit_remark(&mut self, op: OpId, message: impl Into<String>) {
        let diagnostic = crate::verifier::remark_on_op(self.ctx, self.body, op, message);
        self.emit(diagnostic);
    }

    /// The diagnostics emitted since the last call, in emission order, emptied: for drivers.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    /// For a rewriter of the nested body of an isolated op, the discardable attributes (a
    /// dictionary) that op had when the driver entered its body, when the driver says: the
    /// owner lives in the enclosing body, out of this rewriter's reach, and a pattern may
    /// depend on it as MLIR patterns look at their parent op (a `func.return` lowers by the
    /// convention of the function it returns from). The dialect conversion driver sets it;
    /// `None` elsewhere. The owner's name is [`Body::owner_name`].
    pub fn owner_attrs(&self) -> Option<Attribute> {
        self.owner_attrs
    }

    /// Sets what [`PatternRewriter::owner_attrs`] answers.
    pub fn set_owner_attrs(&mut self, attrs: Option<Attribute>) {
        self.owner_attrs = attrs;
    }

    // ---- pattern bookkeeping ----

    /// Reports why a pattern does not match `op` and returns the failure to return from
    /// `match_and_rewrite`: `return Err(rewriter.notify_match_failure(op, "no constant"))`.
    pub fn notify_match_failure(
        &mut self,
        op: OpId,
        reason: impl Into<Cow<'static, str>>,
    ) -> MatchFailure {
        let failure = MatchFailure::new(reason);
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.match_failure(self.body, op, &failure.reason);
        }
        failure
    }

    /// Whether the rules of many-rule patterns are watched: only then are
    /// [`PatternRewriter::notify_rule_failure`] and [`PatternRewriter::notify_rule_matched`]
    /// kept, so a pattern can skip building its reasons otherwise.
    pub fn watches_rules(&self) -> bool {
        self.rule_log.is_some()
    }

    /// Starts (or stops) keeping what the rules of many-rule patterns report; the greedy
    /// driver watches them when it collects statistics.
    pub(crate) fn watch_rules(&mut self, watch: bool) {
        self.rule_log = watch.then(Vec::new);
    }

    /// Records that rule `rule` of the pattern being tried (an index into its
    /// [`super::RewritePattern::rule_names`]) did not match, and why. Kept only while
    /// [`PatternRewriter::watches_rules`].
    pub fn notify_rule_failure(&mut self, rule: usize, reason: impl Into<Cow<'static, str>>) {
        if let Some(log) = self.rule_log.as_mut() {
            log.push(RuleEvent {
                rule,
                failure: Some(reason.into()),
            });
        }
    }

    /// Records that rule `rule` of the pattern being tried matched and its rewrite ran.
    pub fn notify_rule_matched(&mut self, rule: usize) {
        if let Some(log) = self.rule_log.as_mut() {
            log.push(RuleEvent {
                rule,
                failure: None,
            });
        }
    }

    /// What the rules reported since the last call, emptied.
    pub(crate) fn take_rule_log(&mut self) -> Vec<RuleEvent> {
        self.rule_log
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Reports that `pattern` is about to be tried on `op`.
    pub(crate) fn pattern_begin(&mut self, pattern: &dyn RewritePattern, op: OpId) {
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.pattern_begin(pattern, self.body, op);
        }
    }

    /// Reports how `pattern` ended.
    pub(crate) fn pattern_end(
        &mut self,
        pattern: &dyn RewritePattern,
        result: &Result<(), MatchFailure>,
        changed: bool,
    ) {
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.pattern_end(pattern, result, changed);
        }
    }

    // ---- reporting ----

    fn report_inserted(&mut self, op: OpId) {
        self.changes += 1;
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.op_inserted(self.body, op);
        }
    }

    /// Reports `op` and the ops nested in it (in this body) as inserted, parents first.
    fn report_inserted_tree(&mut self, op: OpId) {
        if self.body.op_regions(op).is_empty() || self.body.nested_body(op).is_some() {
            return self.report_inserted(op);
        }
        for nested in self.body.collect_ops(op, WalkOrder::PreOrder) {
            self.report_inserted(nested);
        }
    }

    fn report_modified(&mut self, op: OpId) {
        self.changes += 1;
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.op_modified(self.body, op);
        }
    }

    fn report_modified_users(&mut self, users: &[OpId]) {
        self.changes += 1;
        if let Some(listener) = self.listener.as_deref_mut() {
            let mut previous = None;
            for &user in users {
                if previous != Some(user) {
                    listener.op_modified(self.body, user);
                }
                previous = Some(user);
            }
        }
    }

    /// Reports `op` and the ops nested in it (in this body) as erased: users before the values
    /// they use, so nested ops in reverse pre-order.
    fn report_erased_tree(&mut self, op: OpId) {
        self.changes += 1;
        let Some(listener) = self.listener.as_deref_mut() else {
            return;
        };
        if self.body.op_regions(op).is_empty() || self.body.nested_body(op).is_some() {
            listener.op_erased(self.body, op);
            return;
        }
        for nested in self
            .body
            .collect_ops(op, WalkOrder::PreOrder)
            .into_iter()
            .rev()
        {
            listener.op_erased(self.body, nested);
        }
    }

    /// Whether `inner` is nested (at any depth) in an op of `outer`.
    fn block_is_inside_block(&self, inner: BlockId, outer: BlockId) -> bool {
        let mut current = self.body.block_parent_op(inner);
        while let Some(op) = current {
            let block = self.body.op_parent_block(op);
            if block == Some(outer) {
                return true;
            }
            current = block.and_then(|b| self.body.block_parent_op(b));
        }
        false
    }
}

impl crate::inserter::OpInserter for PatternRewriter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }

    fn body(&self) -> &Body {
        self.body
    }

    fn parts(&mut self) -> (&Context, &mut Body) {
        (self.ctx, self.body)
    }

    fn insert(&mut self, op: OpId) -> Result<(), IrError> {
        PatternRewriter::insert(self, op)
    }

    fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        PatternRewriter::create(self, state)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use super::*;
    use crate::structure::OwnedOp;

    const INPUT: &str = r#""t.func"() ({
^bb0(%a: i32):
  %x = "t.neg"(%a) : (i32) -> i32
  "t.region"() ({
    %y = "t.neg"(%x) : (i32) -> i32
    "t.print"(%y) : (i32) -> ()
    "t.return"() : () -> ()
  }) : () -> ()
  "t.print"(%x) : (i32) -> ()
  "t.return"() : () -> ()
^bb1(%b: i32):
  "t.print"(%b) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;

    /// Parses [`INPUT`] and runs `edit` on the function body with a recording rewriter;
    /// returns the events and the printed result.
    fn edit(
        input: &str,
        edit: impl FnOnce(&Context, &mut PatternRewriter<'_>),
    ) -> (Vec<String>, String) {
        let ctx = context();
        let mut owned: OwnedOp = parse(&ctx, input);
        let mut recorder = Recorder::new(&ctx);
        {
            let body = nested_of(&ctx, &mut owned, "t.func");
            let mut rewriter = PatternRewriter::with_listener(&ctx, body, &mut recorder);
            edit(&ctx, &mut rewriter);
        }
        let events = recorder.events;
        (events, print(&ctx, &owned))
    }

    fn named(ctx: &Context, rewriter: &PatternRewriter<'_>, name: &str) -> Vec<OpId> {
        ops_named(ctx, rewriter.body(), name)
    }

    fn blocks(rewriter: &PatternRewriter<'_>) -> Vec<BlockId> {
        let body = rewriter.body();
        let region = body.top_level_regions().next().unwrap();
        body.region_blocks(region).collect()
    }

    #[test]
    fn erasing_an_op_reports_the_nested_ops_first_and_checks_uses() {
        let (events, text) = edit(INPUT, |ctx, rewriter| {
            let x = named(ctx, rewriter, "t.neg")[0];
            let region = named(ctx, rewriter, "t.region")[0];
            assert_eq!(rewriter.erase_op(x), Err(IrError::HasUses));
            assert_eq!(rewriter.changes(), 0);
            rewriter.erase_op(region).unwrap();
        });
        assert_eq!(
            events,
            vec![
                "erased t.return",
                "erased t.print",
                "erased t.neg",
                "erased t.region"
            ]
        );
        assert!(!text.contains("t.region"));
    }

    #[test]
    fn replacing_checks_counts_and_self_references() {
        let (events, _) = edit(INPUT, |ctx, rewriter| {
            let x = named(ctx, rewriter, "t.neg")[0];
            let a = rewriter.body().operand(x, 0).unwrap();
            assert!(matches!(
                rewriter.replace_op(x, &[a, a]),
                Err(IrError::OutOfRange { .. })
            ));
            assert_eq!(
                rewriter.replace_op(x, &[Value::result(x, 0)]),
                Err(IrError::HasUses)
            );
            let state = rewriter.state("t.neg");
            assert!(rewriter.replace_op_with_new(x, state).is_err());
            assert_eq!(named(ctx, rewriter, "t.neg").len(), 2);
            rewriter.replace_op(x, &[a]).unwrap();
        });
        // Users in use-list order: the most recent use first.
        assert_eq!(
            events,
            vec![
                "replaced(1) t.neg",
                "modified t.print",
                "modified t.neg",
                "erased t.neg"
            ]
        );
    }

    #[test]
    fn replacing_uses_selectively_reports_only_their_owners() {
        let (events, text) = edit(INPUT, |ctx, rewriter| {
            let x = named(ctx, rewriter, "t.neg")[0];
            let a = rewriter.body().operand(x, 0).unwrap();
            let x0 = Value::result(x, 0);
            rewriter.replace_uses_with_if(x0, a, |body, u| {
                ctx.op_name_str(body.op_name(u.owner)) == "t.print"
            });
        });
        assert_eq!(events, vec!["modified t.print"]);
        assert!(
            text.contains(r#"    "t.print"(%arg0) : (i32) -> ()"#),
            "{text}"
        );
    }

    #[test]
    fn merging_blocks_moves_ops_and_maps_arguments() {
        let input = r#""t.func"() ({
^bb0(%a: i32):
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "t.print"(%b) : (i32) -> ()
  "t.return"() : () -> ()
^bb2(%c: i32):
  "t.print"(%c) : (i32) -> ()
  "t.return"() : () -> ()
}) : () -> ()"#;
        let (events, text) = edit(input, |_, rewriter| {
            let blocks = blocks(rewriter);
            let a = rewriter.body().block_arg(blocks[0], 0).unwrap();
            assert_eq!(
                rewriter.merge_blocks(blocks[1], blocks[0], &[a]),
                Err(IrError::HasUses),
                "a block with predecessors cannot be inlined"
            );
            let branch = rewriter.body().last_op(blocks[0]).unwrap();
            rewriter.erase_op(branch).unwrap();
            rewriter.merge_blocks(blocks[2], blocks[0], &[a]).unwrap();
        });
        assert_eq!(
            events,
            vec![
                "erased t.br",
                "modified t.print",
                "inserted t.print",
                "inserted t.return",
                "block erased (1 args)"
            ]
        );
        assert!(
            text.contains(
                r#"  ^bb0(%arg0: i32):
    "t.print"(%arg0) : (i32) -> ()
    "t.return"() : () -> ()
  ^bb1(%0: i32):  // no predecessors"#
            ),
            "{text}"
        );
    }

    #[test]
    fn inlining_before_an_op_and_splitting_blocks() {
        let input = r#""t.func"() ({
^bb0(%a: i32):
  "t.print"(%a) : (i32) -> ()
  "t.return"() : () -> ()
^bb1:
  %n = "t.neg"(%a) : (i32) -> i32
  "t.print"(%n) : (i32) -> ()
}) : () -> ()"#;
        let (events, text) = edit(input, |_, rewriter| {
            let blocks = blocks(rewriter);
            let ret = rewriter.body().last_op(blocks[0]).unwrap();
            rewriter
                .inline_block_before(blocks[1], blocks[0], Some(ret), &[])
                .unwrap();
            let tail = rewriter.split_block(blocks[0], Some(ret)).unwrap();
            let empty = rewriter.split_block(tail, None).unwrap();
            assert!(rewriter.body().block_is_empty(empty));
            assert_eq!(rewriter.body().next_block(tail), Some(empty));
        });
        assert_eq!(
            events,
            vec![
                "inserted t.neg",
                "inserted t.print",
                "block erased (0 args)",
                "block inserted (0 args)",
                "inserted t.return",
                "block inserted (0 args)",
            ]
        );
        assert!(
            text.contains(
                r#"    "t.print"(%arg0) : (i32) -> ()
    %0 = "t.neg"(%arg0) : (i32) -> i32
    "t.print"(%0) : (i32) -> ()
  ^bb1:  // no predecessors
    "t.return"() : () -> ()
  ^bb2:  // no predecessors
  }"#
            ),
            "{text}"
        );
    }

    #[test]
    fn created_and_cloned_ops_are_reported_once_inserted() {
        let (events, text) = edit(INPUT, |ctx, rewriter| {
            let region = named(ctx, rewriter, "t.region")[0];
            let ty = ctx.common().i32;
            rewriter.clear_insertion_point();
            let detached = rewriter.create(rewriter.state("t.neg").results(&[ty]));
            assert!(rewriter.body().op_parent_block(detached.unwrap()).is_none());
            rewriter.set_insertion_point_after(region);
            let mut map = crate::structure::ValueMap::new();
            rewriter.clone_op(region, &mut map).unwrap();
            let block = blocks(rewriter)[1];
            let new_block = rewriter
                .create_block(
                    rewriter.body().block_parent_region(block).unwrap(),
                    Some(block),
                    &[(ty, ctx.common().unknown_loc)],
                )
                .unwrap();
            rewriter.create(rewriter.state("t.return")).unwrap();
            assert_eq!(
                rewriter
                    .body()
                    .last_op(new_block)
                    .map(|o| rewriter.body().op_name(o)),
                Some(ctx.op_name("t.return"))
            );
        });
        assert_eq!(
            events,
            vec![
                "inserted t.region",
                "inserted t.neg",
                "inserted t.print",
                "inserted t.return",
                "block inserted (1 args)",
                "inserted t.return",
            ]
        );
        assert_eq!(text.matches("\"t.region\"").count(), 2);
    }

    #[test]
    fn an_op_is_replaced_with_the_block_of_its_region() {
        let (_, text) = edit(INPUT, |ctx, rewriter| {
            let region_op = named(ctx, rewriter, "t.region")[0];
            let region = rewriter.body().op_regions(region_op)[0];
            let block = rewriter.body().region_entry(region).unwrap();
            // The region op has no results but its terminator passes none either.
            rewriter
                .replace_op_with_block(region_op, block, &[])
                .unwrap();
        });
        assert!(!text.contains("t.region"), "{text}");
        assert_eq!(text.matches("\"t.return\"").count(), 2, "{text}");
        assert!(text.contains("%1 = \"t.neg\"(%0)"), "{text}");
    }

    #[test]
    fn materialization_is_checked() {
        edit(INPUT, |ctx, rewriter| {
            let i32 = ctx.common().i32;
            let loc = ctx.common().unknown_loc;
            let ret = named(ctx, rewriter, "t.return")[0];
            rewriter.set_insertion_point_before(ret);
            let seven = int(ctx, 7, i32);
            assert!(
                rewriter
                    .materialize_constant("t", seven, i32, loc)
                    .is_some()
            );
            assert!(
                rewriter
                    .materialize_constant("t", seven, ctx.common().i64, loc)
                    .is_none(),
                "the dialect declines a type that does not match"
            );
            assert!(
                rewriter
                    .materialize_constant("nodialect", seven, i32, loc)
                    .is_none()
            );
            let failure = rewriter.notify_match_failure(ret, "just because");
            assert_eq!(failure.to_string(), "just because");
        });
    }
}
