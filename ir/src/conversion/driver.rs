//! The conversion drivers: walk the ops nested in an op (into the nested bodies of isolated
//! ops), keep legal ops, rewrite the others with conversion patterns, bridge values whose type
//! changed with materializations, and on failure put the IR back exactly as it was.
//!
//! Rollback is a snapshot: the body is cloned before converting and the clone put back on
//! failure (and always in analysis mode). That costs one deep copy of the converted body per
//! call, linear in its size, whether the conversion succeeds or not; it keeps every op id
//! unchanged on failure. Pattern application order is not here (see `pattern`).

use super::pattern::ConversionPatternSet;
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;
use crate::builtin::UNREALIZED_CONVERSION_CAST;
use crate::context::Context;
use crate::context::OpName;
use crate::diagnostics::Diagnostic;
use crate::rewrite::{PatternRewriter, RewriteListener};
use crate::structure::{Body, InsertPoint, OpId, RegionId, Value, ValueDef};
use crate::types::Type;
use std::collections::{HashMap, HashSet};

/// How strict a conversion is (MLIR's partial, full and analysis conversions).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Illegal ops must be converted; ops the target does not know may stay.
    Partial,
    /// Every op must end legal.
    Full,
    /// Like partial, but only records which ops could be legalized and leaves the IR untouched.
    Analysis,
}

/// The ops a conversion found legal or could legalize. Each entry is a path: the isolated ops
/// whose nested bodies lead to the op (from the converted op's body down), then the op.
pub type LegalizableOps = HashSet<Vec<OpId>>;

/// Converts the ops nested in `op` (not `op` itself); ops the target does not know may stay.
/// On failure the IR is unchanged and the diagnostic names the op that could not be legalized.
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    run(
        ctx,
        body,
        op,
        target,
        patterns,
        converter,
        ConversionMode::Partial,
    )
    .map(|_| ())
}

/// Converts the ops nested in `op` so that every one ends legal; on failure the IR is unchanged.
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    run(
        ctx,
        body,
        op,
        target,
        patterns,
        converter,
        ConversionMode::Full,
    )
    .map(|_| ())
}

/// Finds which ops nested in `op` are legal or could be legalized, leaving the IR untouched.
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: &TypeConverter,
) -> Result<LegalizableOps, Diagnostic> {
    run(
        ctx,
        body,
        op,
        target,
        patterns,
        converter,
        ConversionMode::Analysis,
    )
}

fn run(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: &TypeConverter,
    mode: ConversionMode,
) -> Result<LegalizableOps, Diagnostic> {
    let snapshot = body.clone();
    let mut driver = Driver {
        ctx,
        target,
        patterns,
        converter,
        mode,
        legalizable: LegalizableOps::new(),
    };
    let path = if body.nested_body(op).is_some() {
        vec![op]
    } else {
        Vec::new()
    };
    let (scope, regions) = body.region_scope_mut(op);
    let result = driver.convert_body(scope, &regions, &path);
    if result.is_err() || mode == ConversionMode::Analysis {
        *body = snapshot;
    }
    result.map(|()| driver.legalizable)
}

/// What one pattern application did, as the rewriter reported it.
#[derive(Default)]
struct Recorder {
    inserted: Vec<OpId>,
    erased: Vec<OpId>,
    replaced: Vec<Replacement>,
}

/// One replaced op: its result types, the replacement values and the users of each result at
/// the time of the replacement.
struct Replacement {
    types: Vec<Type>,
    values: Vec<Value>,
    users: Vec<Vec<OpId>>,
}

impl RewriteListener for Recorder {
    fn op_inserted(&mut self, _body: &Body, op: OpId) {
        self.inserted.push(op);
    }

    fn op_erased(&mut self, _body: &Body, op: OpId) {
        self.erased.push(op);
    }

    fn op_replaced(&mut self, body: &Body, op: OpId, with: &[Value]) {
        let types = body.result_types(op).collect();
        let users = body.results(op).map(|r| body.users(r).collect()).collect();
        self.replaced.push(Replacement {
            types,
            values: with.to_vec(),
            users,
        });
    }
}

/// The values the driver built to bridge types in one body.
#[derive(Default)]
struct Bridges {
    /// The materializations the driver created, with their names (an id may be reused once
    /// its op is erased), erased at the end when unused.
    casts: Vec<(OpId, OpName)>,
    /// A source materialization's result to the converted value it stands for, so that
    /// converted users read the converted value directly.
    converted: HashMap<Value, Value>,
    /// The ops of the body before conversion (analysis mode reports only those).
    original: HashSet<OpId>,
}

struct Driver<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a ConversionPatternSet,
    converter: &'a TypeConverter,
    mode: ConversionMode,
    legalizable: LegalizableOps,
}

impl Driver<'_> {
    /// Legalizes the ops of `regions` in `body`, then the nested bodies of the isolated ops
    /// left there.
    fn convert_body(
        &mut self,
        body: &mut Body,
        regions: &[RegionId],
        path: &[OpId],
    ) -> Result<(), Diagnostic> {
        let mut worklist = Vec::new();
        for &region in regions {
            push_region_ops(body, region, &mut worklist);
        }
        let mut skipped = HashSet::new();
        let mut isolated = Vec::new();
        let mut bridges = Bridges {
            original: worklist.iter().copied().collect(),
            ..Bridges::default()
        };
        let mut next = 0;
        while let Some(&op) = worklist.get(next) {
            next += 1;
            if !body.contains_op(op) || body.op_parent_block(op).is_none() || skipped.contains(&op)
            {
                continue;
            }
            let name = self.ctx.op_name_str(body.op_name(op));
            if name == UNREALIZED_CONVERSION_CAST {
                continue;
            }
            let legality = self.target.op_legality(self.ctx, body, op);
            if let Some(l) = legality.filter(|l| l.legal) {
                self.note_legalizable(path, op, &bridges);
                if l.recursive {
                    let mut nested = Vec::new();
                    for &region in body.op_regions(op) {
                        if body.nested_body(op).is_none() {
                            push_region_ops(body, region, &mut nested);
                        }
                    }
                    skipped.extend(nested);
                } else if body.nested_body(op).is_some() {
                    isolated.push(op);
                }
                continue;
            }
            let original = bridges.original.contains(&op);
            match self.try_patterns(body, op, &mut worklist, &mut bridges) {
                Ok(()) if original && self.mode == ConversionMode::Analysis => {
                    let mut entry = path.to_vec();
                    entry.push(op);
                    self.legalizable.insert(entry);
                }
                Ok(()) => {}
                Err(_) if legality.is_none() && self.mode != ConversionMode::Full => {
                    if body.nested_body(op).is_some() {
                        isolated.push(op);
                    }
                }
                Err(reasons) => {
                    let mut message = format!("failed to legalize operation '{name}'");
                    if legality.is_some() {
                        message.push_str(" that was explicitly marked illegal");
                    }
                    let loc = body.op_loc(op);
                    let mut diag = crate::verifier::error_on_op(self.ctx, body, op, message);
                    for reason in reasons {
                        diag = diag.with_note(loc, reason);
                    }
                    return Err(diag);
                }
            }
        }
        erase_dead_casts(body, &bridges.casts);
        for op in isolated {
            if !body.contains_op(op) || body.nested_body(op).is_none() {
                continue;
            }
            let mut inner = path.to_vec();
            inner.push(op);
            let (scope, regions) = body.region_scope_mut(op);
            self.convert_body(scope, &regions, &inner)?;
        }
        Ok(())
    }

    fn note_legalizable(&mut self, path: &[OpId], op: OpId, bridges: &Bridges) {
        if self.mode == ConversionMode::Analysis && bridges.original.contains(&op) {
            let mut entry = path.to_vec();
            entry.push(op);
            self.legalizable.insert(entry);
        }
    }

    /// Tries the patterns of `op` in order; on success queues the ops they created and bridges
    /// replaced values whose type changed. On failure returns each pattern's reason.
    fn try_patterns(
        &self,
        body: &mut Body,
        op: OpId,
        worklist: &mut Vec<OpId>,
        bridges: &mut Bridges,
    ) -> Result<(), Vec<String>> {
        let name = self.ctx.op_name_str(body.op_name(op));
        let patterns = self.patterns.for_op(name);
        if patterns.is_empty() {
            return Err(vec![format!("no pattern matches `{name}`")]);
        }
        let mut recorder = Recorder::default();
        let mut rewriter = PatternRewriter::with_listener(self.ctx, body, &mut recorder);
        rewriter.set_loc(rewriter.body().op_loc(op));
        rewriter.set_insertion_point_before(op);
        let operands = self
            .remap_operands(&mut rewriter, op, &bridges.converted)
            .map_err(|e| vec![e.to_string()])?;
        let mut reasons = Vec::new();
        let mut applied = false;
        for pattern in patterns {
            rewriter.set_insertion_point_before(op);
            match pattern.match_and_rewrite(self.ctx, op, &operands, self.converter, &mut rewriter)
            {
                Ok(()) => {
                    applied = true;
                    break;
                }
                Err(failure) => reasons.push(format!("`{}`: {failure}", pattern.debug_name())),
            }
        }
        for &gone in &recorder.erased {
            bridges.original.remove(&gone);
        }
        for &new_op in &recorder.inserted {
            if body.contains_op(new_op)
                && self.ctx.op_name_str(body.op_name(new_op)) == UNREALIZED_CONVERSION_CAST
            {
                bridges.casts.push((new_op, body.op_name(new_op)));
            }
        }
        if !applied {
            return Err(reasons);
        }
        for &new_op in &recorder.inserted {
            if body.contains_op(new_op) {
                worklist.push(new_op);
                if body.nested_body(new_op).is_none() {
                    for &region in body.op_regions(new_op) {
                        push_region_ops(body, region, worklist);
                    }
                }
            }
        }
        self.bridge_replacements(body, recorder.replaced, bridges)
            .map_err(|e| vec![e.to_string()])
    }

    /// The operands of `op` converted to their target types: a value already bridged back by a
    /// cast is read through it, others get a target materialization before `op`.
    fn remap_operands(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
        converted: &HashMap<Value, Value>,
    ) -> Result<Vec<Value>, crate::structure::IrError> {
        let values: Vec<Value> = rewriter.body().operands(op).collect();
        let mut remapped = Vec::with_capacity(values.len());
        for value in values {
            let body = rewriter.body();
            let ty = body.value_type(value);
            let Some(new_ty) = self.converter.convert_type_1to1(self.ctx, ty) else {
                remapped.push(value);
                continue;
            };
            if new_ty == ty {
                remapped.push(value);
                continue;
            }
            let mapped = converted
                .get(&value)
                .copied()
                .filter(|&v| body.contains_value(v) && body.value_type(v) == new_ty);
            let through_cast = mapped.or_else(|| {
                value.defining_op().and_then(|def| {
                    let is_cast =
                        self.ctx.op_name_str(body.op_name(def)) == UNREALIZED_CONVERSION_CAST;
                    let input = body.operand(def, 0)?;
                    (is_cast && body.num_operands(def) == 1 && body.value_type(input) == new_ty)
                        .then_some(input)
                })
            });
            let converted = match through_cast {
                Some(input) => input,
                None => {
                    let loc = rewriter.body().op_loc(op);
                    self.converter
                        .materialize_target(rewriter, new_ty, &[value], loc)?
                }
            };
            remapped.push(converted);
        }
        Ok(remapped)
    }

    /// Gives the users of replaced results that are not converted yet a value of the type they
    /// expect (a source materialization of the replacement).
    fn bridge_replacements(
        &self,
        body: &mut Body,
        replaced: Vec<Replacement>,
        bridges: &mut Bridges,
    ) -> Result<(), crate::structure::IrError> {
        for Replacement {
            types,
            values,
            users,
        } in replaced
        {
            for ((old_ty, new), users) in types.into_iter().zip(values).zip(users) {
                if !body.contains_value(new) || body.value_type(new) == old_ty {
                    continue;
                }
                let users: HashSet<OpId> = users
                    .into_iter()
                    .filter(|&u| body.contains_op(u) && body.users(new).any(|x| x == u))
                    .collect();
                if users.is_empty() {
                    continue;
                }
                let point = match new.def() {
                    ValueDef::Result { op, .. } => InsertPoint::After(op),
                    ValueDef::BlockArg { block, .. } => InsertPoint::BlockStart(block),
                };
                let mut rewriter = PatternRewriter::new(self.ctx, body);
                rewriter.set_insertion_point(point);
                let loc = match new.defining_op() {
                    Some(def) => rewriter.body().op_loc(def),
                    None => rewriter.loc(),
                };
                let bridge =
                    self.converter
                        .materialize_source(&mut rewriter, old_ty, &[new], loc)?;
                if let Some(def) = bridge.defining_op() {
                    bridges.casts.push((def, rewriter.body().op_name(def)));
                }
                bridges.converted.insert(bridge, new);
                rewriter.replace_uses_with_if(new, bridge, |_, u| users.contains(&u.owner));
            }
        }
        Ok(())
    }
}

/// Pushes the ops of `region` in pre-order, not entering nested bodies.
fn push_region_ops(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    let blocks: Vec<_> = body.region_blocks(region).collect();
    for block in blocks {
        for op in body.block_ops(block) {
            out.push(op);
            if body.nested_body(op).is_none() {
                for &inner in body.op_regions(op) {
                    push_region_ops(body, inner, out);
                }
            }
        }
    }
}

/// Erases the materializations the driver built that nothing uses any more, users first.
fn erase_dead_casts(body: &mut Body, casts: &[(OpId, OpName)]) {
    let mut erased = true;
    while erased {
        erased = false;
        for &(cast, name) in casts.iter().rev() {
            if body.contains_op(cast)
                && body.op_name(cast) == name
                && body.op_results_unused(cast)
                && body.erase_op(cast).is_ok()
            {
                erased = true;
            }
        }
    }
}
