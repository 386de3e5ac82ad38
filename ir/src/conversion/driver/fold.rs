//! Folding before patterns (MLIR's `OperationLegalizer::legalizeWithFold`): an op the target
//! does not find legal is first folded, its constants materialized by its dialect; the folded
//! op is replaced (or, updated in place, legalized again) and the new constants are legalized
//! next, before any other op, as MLIR legalizes them right away.
//!
//! The driver replaces uses as it goes, so an operand that was a constant may by now be read
//! through one of the driver's bridges from the constant's converted form. The constant value
//! is read through such a bridge when the converted constant carries an attribute of the
//! operand's type (as `llvm.mlir.constant(0 : index) : i64` does for an `index` operand), which
//! is what MLIR, whose replaced ops stay until the end, still sees.

use super::{ConversionEvent, Driver, Recorder, op_name};
use crate::attrs::Attribute;
use crate::rewrite::{
    FoldOutcome, FoldResult, PatternRewriter, apply_in_place_update, constant_value, fold_op_with,
    has_folder, m_constant,
};
use crate::structure::{Body, OpId, Value};
use std::collections::HashSet;

/// How many times one op may be folded in place and legalized again: a fold hook that keeps
/// changing an op must not hang the conversion.
const MAX_IN_PLACE_FOLDS: u32 = 8;

impl Driver<'_> {
    /// Whether the constant `op` a fold made can be legalized: the target finds it legal or
    /// patterns rewrite its kind.
    fn may_legalize(&self, body: &Body, op: OpId) -> bool {
        let legal = self
            .conversion
            .target
            .op_legality(self.ctx, body, op)
            .is_some_and(|l| l.legal);
        legal
            || !self
                .conversion
                .patterns
                .for_op(self.ctx, body.op_name(op))
                .is_empty()
    }

    /// The constant value of `value`, read through a bridge cast the conversion built.
    fn operand_constant(&self, body: &Body, value: Value) -> Option<Attribute> {
        if let Some(attr) = m_constant(self.ctx, body, value) {
            return Some(attr);
        }
        let cast = value.defining_op()?;
        if !self.is_cast(body, cast) || body.num_operands(cast) != 1 || body.num_results(cast) != 1
        {
            return None;
        }
        let attr = m_constant(self.ctx, body, body.operand(cast, 0)?)?;
        let ty = crate::attrs::attr_type(self.ctx, attr)?;
        (ty == body.value_type(value)).then_some(attr)
    }

    /// Tries to fold `op`; on success the op is gone (or updated) and the ops to legalize now
    /// are inserted in `worklist` at `next`. `refolds` counts the in-place folds per op.
    pub(super) fn legalize_with_fold(
        &mut self,
        body: &mut Body,
        op: OpId,
        worklist: &mut Vec<OpId>,
        next: usize,
        refolds: &mut std::collections::HashMap<OpId, u32>,
        original: &mut HashSet<OpId>,
    ) -> bool {
        let ctx = self.ctx;
        if !has_folder(ctx, body, op) || constant_value(ctx, body, op).is_some() {
            return false;
        }
        let constants: Vec<Option<Attribute>> = body
            .operands(op)
            .map(|v| self.operand_constant(body, v))
            .collect();
        let name = op_name(ctx, body, op);
        match fold_op_with(ctx, body, op, &constants) {
            FoldOutcome::NoFold => false,
            FoldOutcome::InPlace(update) => {
                let count = refolds.entry(op).or_default();
                *count += 1;
                if *count > MAX_IN_PLACE_FOLDS {
                    return false;
                }
                let mut rewriter = PatternRewriter::new(ctx, body);
                if apply_in_place_update(&mut rewriter, op, &update)
                    == crate::rewrite::FoldStatus::NotFolded
                {
                    return false;
                }
                self.event(|| ConversionEvent::Folded {
                    op: name,
                    in_place: true,
                });
                worklist.insert(next, op);
                true
            }
            FoldOutcome::Results(results) => {
                let mut recorder = Recorder::default();
                let replaced = {
                    let mut rewriter = PatternRewriter::with_listener(ctx, body, &mut recorder);
                    rewriter.set_insertion_point_before(op);
                    rewriter.set_loc(rewriter.body().op_loc(op));
                    // MLIR legalizes the new constants at once and undoes the fold when one
                    // cannot be: a constant must be legal or have patterns.
                    let accept = |body: &Body, c: OpId| self.may_legalize(body, c);
                    replace_with_fold(&mut rewriter, op, &results, &accept)
                };
                if !replaced {
                    return false;
                }
                for gone in &recorder.erased {
                    original.remove(gone);
                }
                let new_ops: Vec<OpId> = recorder
                    .inserted
                    .iter()
                    .copied()
                    .filter(|&o| body.contains_op(o))
                    .collect();
                for (offset, new_op) in new_ops.into_iter().enumerate() {
                    worklist.insert(next + offset, new_op);
                }
                self.event(|| ConversionEvent::Folded {
                    op: name,
                    in_place: false,
                });
                // Fold results have the op's result types: nothing to bridge.
                true
            }
        }
    }
}

/// Replaces `op` by the fold `results`, constants materialized before it by the op's dialect
/// (MLIR's `OpBuilder::tryFold`); when one cannot be, or `accept` refuses one, erases those
/// made and returns false.
fn replace_with_fold(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    results: &[FoldResult],
    accept: &dyn Fn(&Body, OpId) -> bool,
) -> bool {
    let ctx = rewriter.ctx();
    let name = ctx.op_name_str(rewriter.body().op_name(op)).to_string();
    let dialect = name
        .split_once('.')
        .map_or(name.as_str(), |(d, _)| d)
        .to_string();
    let loc = rewriter.body().op_loc(op);
    let types: Vec<_> = rewriter.body().result_types(op).collect();
    let mut values = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    for (result, ty) in results.iter().zip(types) {
        match *result {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attr(attr) => {
                let constant = rewriter.materialize_constant(&dialect, attr, ty, loc);
                if let Some(constant) = constant {
                    created.push(constant);
                    values.push(Value::result(constant, 0));
                }
                if !constant.is_some_and(|c| accept(rewriter.body(), c)) {
                    for constant in created {
                        let _ = rewriter.erase_op(constant);
                    }
                    return false;
                }
            }
        }
    }
    rewriter.replace_op(op, &values).is_ok()
}
