//! The conversion driver: walk the ops nested in an op (into the nested bodies of isolated
//! ops), keep legal ops, rewrite the others with conversion patterns given their remapped
//! operands (1:N included), bridge values whose type changed, and on failure put the IR back
//! exactly as it was.
//!
//! Bridges are `builtin.unrealized_conversion_cast`s while the conversion runs, so that a
//! converted op reads the converted values through them; at the end of each body the casts the
//! conversion built that are still used become the type converter's materializations (source
//! or target, by their direction), and the others are erased; a cast back through one of them
//! to the values it started from is read through first. Casts present before the conversion
//! are left alone.
//!
//! Rollback is a snapshot: the body is cloned before converting and the clone put back on
//! failure (and always in analysis mode). That costs one deep copy of the converted body per
//! call, linear in its size, whether the conversion succeeds or not; it keeps every op id
//! unchanged on failure. Pattern application order is not here (see `pattern`).
//!
//! Watching a conversion: [`Conversion::apply_traced`] also returns the [`ConversionEvent`]s
//! of the run (which op was found legal, which pattern legalized which op, which patterns
//! failed and why, what was rolled back and why); with [`Context::set_debug_conversion`] on,
//! [`Conversion::apply`] prints them to stderr (`oxir-opt --debug-conversion`).
//!
//! Diagnostics of patterns: a pattern may report an error, warning or remark without failing
//! the conversion ([`PatternRewriter::emit_error`], as MLIR patterns call `op->emitError()`).
//! The driver takes them from the rewriter after each pattern it tries and gives them, in
//! emission order, to the caller of [`Conversion::apply_with_diagnostics`] (or
//! [`apply_partial_conversion_with_diagnostics`]), whether the conversion succeeds, fails or
//! is rolled back: they say something about the input, not about the outcome. Whether they
//! fail the pass is the pass's choice; MLIR's lowering passes report them and go on. Patterns
//! on ops in the nested body of an isolated op can see that op's discardable attributes
//! through [`PatternRewriter::owner_attrs`], which the driver sets as it enters the body.

use super::pattern::{ConversionPatternSet, RemappedOperands};
use super::target::ConversionTarget;
use super::type_converter::{MaterializationKind, TypeConverter, unrealized_cast};
use crate::attrs::Attribute;
use crate::builtin::UNREALIZED_CONVERSION_CAST;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::rewrite::{PatternRewriter, RewriteListener};
use crate::structure::{Body, InsertPoint, IrError, OpId, RegionId, Value, ValueDef};
use crate::types::Type;
use std::collections::{HashMap, HashSet};

mod fold;

/// The discardable attribute marking, while a conversion runs, the casts that were in its
/// input (see [`Driver::mark_input_casts`]); no op keeps it afterwards.
const INPUT_CAST: &str = "oxir.conversion_input_cast";

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

/// What a conversion applies: which ops must end legal, the patterns that legalize them and
/// how types change.
#[derive(Clone, Copy)]
pub struct Conversion<'a> {
    /// Which ops are legal.
    pub target: &'a ConversionTarget,
    /// The patterns that rewrite illegal ops.
    pub patterns: &'a ConversionPatternSet,
    /// How types change and how values are bridged.
    pub converter: &'a TypeConverter,
}

impl<'a> Conversion<'a> {
    /// A conversion to `target` with `patterns` and `converter`.
    pub fn new(
        target: &'a ConversionTarget,
        patterns: &'a ConversionPatternSet,
        converter: &'a TypeConverter,
    ) -> Self {
        Conversion {
            target,
            patterns,
            converter,
        }
    }

    /// Like [`Conversion::apply`], and also returns what happened, event by event.
    pub fn apply_traced(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        mode: ConversionMode,
    ) -> (Result<LegalizableOps, Diagnostic>, Vec<ConversionEvent>) {
        let run = self.run(ctx, body, op, mode, true);
        (run.result, run.events)
    }

    /// Like [`Conversion::apply`], and also appends to `emitted` the diagnostics the patterns
    /// emitted (see the module documentation), in emission order, whatever the outcome.
    pub fn apply_with_diagnostics(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        mode: ConversionMode,
        emitted: &mut Vec<Diagnostic>,
    ) -> Result<LegalizableOps, Diagnostic> {
        let trace = ctx.debug_conversion();
        let mut run = self.run(ctx, body, op, mode, trace);
        if trace {
            let mut text = String::new();
            for event in &run.events {
                text += &format!("[conversion] {event}\n");
            }
            eprint!("{text}");
        }
        emitted.append(&mut run.emitted);
        run.result
    }

    /// Converts the ops nested in `op` (not `op` itself) as `mode` says. On failure the IR is
    /// unchanged and the diagnostic names the op that could not be legalized, with a note per
    /// pattern tried saying why it did not apply. In analysis mode the IR is always unchanged
    /// and the answer lists the ops found legal or legalizable (in partial and full mode, the
    /// set is empty). What patterns emit is dropped: a caller whose patterns may emit
    /// diagnostics uses [`Conversion::apply_with_diagnostics`].
    pub fn apply(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        mode: ConversionMode,
    ) -> Result<LegalizableOps, Diagnostic> {
        self.apply_with_diagnostics(ctx, body, op, mode, &mut Vec::new())
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        mode: ConversionMode,
        trace: bool,
    ) -> Run {
        let snapshot = body.clone();
        let isolated = body.nested_body(op).is_some();
        let path = if isolated { vec![op] } else { Vec::new() };
        let mut driver = Driver {
            ctx,
            conversion: *self,
            mode,
            legalizable: LegalizableOps::new(),
            events: trace.then(Vec::new),
            target_casts: HashMap::new(),
            emitted: Vec::new(),
            owner_attrs: isolated.then(|| body.op_attrs(op)),
        };
        let (scope, regions) = body.region_scope_mut(op);
        let marked = driver.mark_input_casts(scope, &regions);
        let result = driver.convert_body(scope, &regions, &path);
        if result.is_ok() && marked {
            let (scope, regions) = body.region_scope_mut(op);
            driver.unmark_input_casts(scope, &regions);
        }
        let rollback = match (&result, mode) {
            (Err(diagnostic), _) => Some(diagnostic.message.clone()),
            (Ok(()), ConversionMode::Analysis) => Some("analysis conversion".to_string()),
            _ => None,
        };
        if let Some(reason) = rollback {
            *body = snapshot;
            driver.event(|| ConversionEvent::RolledBack { reason });
        }
        Run {
            events: driver.events.take().unwrap_or_default(),
            emitted: std::mem::take(&mut driver.emitted),
            result: result.map(|()| driver.legalizable),
        }
    }
}

/// What one run of the driver gives back.
struct Run {
    result: Result<LegalizableOps, Diagnostic>,
    events: Vec<ConversionEvent>,
    /// The diagnostics the patterns emitted.
    emitted: Vec<Diagnostic>,
}

/// Converts the ops nested in `op`; ops the target does not know may stay (MLIR's
/// `applyPartialConversion`). On failure the IR is unchanged.
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    conversion: &Conversion<'_>,
) -> Result<(), Diagnostic> {
    conversion
        .apply(ctx, body, op, ConversionMode::Partial)
        .map(drop)
}

/// [`apply_partial_conversion`] that also appends to `emitted` what the patterns emitted (see
/// [`Conversion::apply_with_diagnostics`]).
pub fn apply_partial_conversion_with_diagnostics(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    conversion: &Conversion<'_>,
    emitted: &mut Vec<Diagnostic>,
) -> Result<(), Diagnostic> {
    conversion
        .apply_with_diagnostics(ctx, body, op, ConversionMode::Partial, emitted)
        .map(drop)
}

/// [`apply_partial_conversion`] of plain rewrite patterns with no type conversion: MLIR's
/// `applyPartialConversion(op, target, RewritePatternSet)` as the lowerings between dialects
/// of the same types (`-convert-scf-to-cf`, `-lower-affine`) call it.
pub fn apply_partial_rewrite_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &super::ConversionTarget,
    patterns: crate::rewrite::RewritePatternSet,
) -> Result<(), Diagnostic> {
    let mut set = super::ConversionPatternSet::new();
    set.add_rewrite_patterns(patterns, false);
    let converter = super::TypeConverter::new();
    apply_partial_conversion(ctx, body, op, &Conversion::new(target, &set, &converter))
}

/// [`apply_partial_rewrite_conversion`] on the op a pass runs on: the whole `run` of a pass
/// that is one partial conversion of rewrite patterns.
pub fn apply_partial_rewrite_conversion_in(
    pass_target: &mut crate::pass::PassTarget<'_>,
    target: &super::ConversionTarget,
    patterns: crate::rewrite::RewritePatternSet,
) -> Result<(), Diagnostic> {
    let (ctx, op) = (pass_target.ctx(), pass_target.op());
    apply_partial_rewrite_conversion(ctx, pass_target.body, op, target, patterns)
}

/// Converts the ops nested in `op` so that every one ends legal (MLIR's
/// `applyFullConversion`). On failure the IR is unchanged.
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    conversion: &Conversion<'_>,
) -> Result<(), Diagnostic> {
    conversion
        .apply(ctx, body, op, ConversionMode::Full)
        .map(drop)
}

/// Finds which ops nested in `op` are legal or could be legalized, leaving the IR untouched
/// (MLIR's `applyAnalysisConversion`).
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    conversion: &Conversion<'_>,
) -> Result<LegalizableOps, Diagnostic> {
    conversion.apply(ctx, body, op, ConversionMode::Analysis)
}

/// One step of a conversion, as [`Conversion::apply_traced`] reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConversionEvent {
    /// An op the target finds legal, kept as it is.
    Legal {
        /// The op's name.
        op: String,
    },
    /// A pattern that did not apply to an op.
    PatternFailed {
        /// The op's name.
        op: String,
        /// The pattern's debug name.
        pattern: String,
        /// Why it did not apply.
        reason: String,
    },
    /// The pattern that rewrote an op.
    PatternApplied {
        /// The op's name.
        op: String,
        /// The pattern's debug name.
        pattern: String,
    },
    /// An illegal op or an op the target does not know that no pattern rewrote.
    NotLegalized {
        /// The op's name.
        op: String,
        /// Whether the conversion fails for it (else the op may stay).
        fatal: bool,
    },
    /// An op that folded before any pattern was tried (MLIR's `legalizeWithFold`).
    Folded {
        /// The op's name.
        op: String,
        /// Whether it was updated in place (and is legalized again) rather than replaced.
        in_place: bool,
    },
    /// The IR was put back as it was before the conversion.
    RolledBack {
        /// Why: the failure's message, or `analysis conversion`.
        reason: String,
    },
}

impl std::fmt::Display for ConversionEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConversionEvent::Legal { op } => write!(f, "'{op}' is legal"),
            ConversionEvent::PatternFailed {
                op,
                pattern,
                reason,
            } => write!(f, "'{op}': pattern `{pattern}` failed: {reason}"),
            ConversionEvent::PatternApplied { op, pattern } => {
                write!(f, "'{op}': legalized by pattern `{pattern}`")
            }
            ConversionEvent::NotLegalized { op, fatal: true } => {
                write!(f, "'{op}': failed to legalize")
            }
            ConversionEvent::NotLegalized { op, fatal: false } => {
                write!(f, "'{op}': not legalized, left as it is")
            }
            ConversionEvent::Folded {
                op,
                in_place: false,
            } => write!(f, "'{op}': folded"),
            ConversionEvent::Folded { op, in_place: true } => {
                write!(f, "'{op}': folded in place, legalized again")
            }
            ConversionEvent::RolledBack { reason } => write!(f, "rolled back: {reason}"),
        }
    }
}

/// What one pattern application did, as the rewriter reported it.
#[derive(Default)]
struct Recorder {
    inserted: Vec<OpId>,
    erased: Vec<OpId>,
    replaced: Vec<Replacement>,
}

/// Erases the ops of `ops` (built in this order) still in `body` whose results nothing else
/// uses, the last first, so that ops using earlier ones go before them.
fn erase_unused(body: &mut Body, ops: &[OpId]) {
    for &op in ops.iter().rev() {
        if body.contains_op(op) && body.check_erase_op(op).is_ok() {
            // Checked just above: the op exists and its results are unused.
            let _ = body.erase_op(op);
        }
    }
}

/// One replaced op: its result types, the replacement values and the users of each result at
/// the time of the replacement.
struct Replacement {
    types: Vec<Type>,
    values: Vec<Value>,
    users: Vec<Vec<OpId>>,
    /// Where the replaced op was: bridges back to its result types go there, as MLIR 19 puts
    /// them right after the op it erases only at the end.
    at: Option<InsertPoint>,
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
        let at = match body.prev_op(op) {
            Some(prev) => Some(InsertPoint::After(prev)),
            None => body.op_parent_block(op).map(InsertPoint::BlockStart),
        };
        self.replaced.push(Replacement {
            types,
            values: with.to_vec(),
            users,
            at,
        });
    }
}

struct Driver<'a> {
    ctx: &'a Context,
    conversion: Conversion<'a>,
    mode: ConversionMode,
    legalizable: LegalizableOps,
    /// The events of the run, when traced.
    events: Option<Vec<ConversionEvent>>,
    /// The casts built so far in the body being converted from a value to its converted
    /// types, reused by its later users (MLIR's mapping of a value to its materialization).
    target_casts: HashMap<(Value, Vec<Type>), Vec<Value>>,
    /// What the patterns emitted so far.
    emitted: Vec<Diagnostic>,
    /// The discardable attributes of the isolated op whose nested body is being converted
    /// (as it was when the driver entered it), for the patterns' rewriters.
    owner_attrs: Option<Attribute>,
}

impl Driver<'_> {
    /// Records the event `make` builds, when traced.
    fn event(&mut self, make: impl FnOnce() -> ConversionEvent) {
        if let Some(events) = &mut self.events {
            events.push(make());
        }
    }

    /// Marks the casts nested in `regions` of `body` (into nested bodies) as the input's with
    /// [`INPUT_CAST`]: they are not bridges and stay as they are. The mark is on the op itself
    /// because op ids are no lasting handle: a pattern that moves a function's body under a
    /// new op changes the path to the casts in it, and the id of the op it erases is reused.
    /// Returns whether any cast was marked.
    fn mark_input_casts(&self, body: &mut Body, regions: &[RegionId]) -> bool {
        let mut ops = Vec::new();
        for &region in regions {
            push_region_ops(body, region, &mut ops);
        }
        let mut marked = false;
        let unit = crate::attrs::UnitAttr::get(self.ctx).attr();
        for op in ops {
            if self.is_cast(body, op) {
                body.set_attr(self.ctx, op, INPUT_CAST, unit);
                marked = true;
            }
            if body.nested_body(op).is_some() {
                let (nested, regions) = body.region_scope_mut(op);
                marked |= self.mark_input_casts(nested, &regions);
            }
        }
        marked
    }

    /// Removes the marks of [`Driver::mark_input_casts`] from the casts nested in `regions`
    /// of `body`, once the conversion succeeded (on failure the snapshot has none).
    fn unmark_input_casts(&self, body: &mut Body, regions: &[RegionId]) {
        let mut ops = Vec::new();
        for &region in regions {
            push_region_ops(body, region, &mut ops);
        }
        for op in ops {
            if self.is_cast(body, op) {
                body.remove_attr(self.ctx, op, INPUT_CAST);
            }
            if body.nested_body(op).is_some() {
                let (nested, regions) = body.region_scope_mut(op);
                self.unmark_input_casts(nested, &regions);
            }
        }
    }

    /// Whether `op` is a cast of the input (marked by [`Driver::mark_input_casts`]).
    fn is_input_cast(&self, body: &Body, op: OpId) -> bool {
        body.attr(self.ctx, op, INPUT_CAST).is_some()
    }

    fn is_cast(&self, body: &Body, op: OpId) -> bool {
        self.ctx.op_name_str(body.op_name(op)) == UNREALIZED_CONVERSION_CAST
    }

    /// Legalizes the ops of `regions` in `body`, then the nested bodies of the isolated ops
    /// left there.
    fn convert_body(
        &mut self,
        body: &mut Body,
        regions: &[RegionId],
        path: &[OpId],
    ) -> Result<(), Diagnostic> {
        // Values are the body's own: the casts of another body's are not reusable here.
        let outer_casts = std::mem::take(&mut self.target_casts);
        let result = self.convert_body_ops(body, regions, path);
        self.target_casts = outer_casts;
        result
    }

    /// [`Driver::convert_body`] without the cast cache's save and restore.
    fn convert_body_ops(
        &mut self,
        body: &mut Body,
        regions: &[RegionId],
        path: &[OpId],
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mut worklist = Vec::new();
        for &region in regions {
            push_region_ops(body, region, &mut worklist);
        }
        let mut skipped = HashSet::new();
        let mut refolds = HashMap::new();
        let mut isolated = Vec::new();
        // The ops of the body before conversion (analysis mode reports only those).
        let mut original: HashSet<OpId> = worklist.iter().copied().collect();
        let mut next = 0;
        while let Some(&op) = worklist.get(next) {
            next += 1;
            if !body.contains_op(op) || body.op_parent_block(op).is_none() || skipped.contains(&op)
            {
                continue;
            }
            if self.is_cast(body, op) {
                continue;
            }
            let legality = self.conversion.target.op_legality(self.ctx, body, op);
            if let Some(l) = legality.filter(|l| l.legal) {
                self.event(|| ConversionEvent::Legal {
                    op: op_name(ctx, body, op),
                });
                if self.mode == ConversionMode::Analysis && original.contains(&op) {
                    self.legalizable.insert(with_op(path, op));
                }
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
            let was_original = original.contains(&op);
            if self.legalize_with_fold(body, op, &mut worklist, next, &mut refolds, &mut original) {
                if was_original && self.mode == ConversionMode::Analysis {
                    self.legalizable.insert(with_op(path, op));
                }
                continue;
            }
            match self.try_patterns(body, op, &mut worklist, &mut original) {
                Ok(()) => {
                    if was_original && self.mode == ConversionMode::Analysis {
                        self.legalizable.insert(with_op(path, op));
                    }
                    // An isolated op updated in place still has its nested body to convert.
                    if body.contains_op(op) && body.nested_body(op).is_some() {
                        isolated.push(op);
                    }
                }
                // Analysis looks for what can be legalized; it fails on nothing (as in MLIR).
                Err(_)
                    if self.mode == ConversionMode::Analysis
                        || (legality.is_none() && self.mode == ConversionMode::Partial) =>
                {
                    self.event(|| ConversionEvent::NotLegalized {
                        op: op_name(ctx, body, op),
                        fatal: false,
                    });
                    if body.nested_body(op).is_some() {
                        isolated.push(op);
                    }
                }
                Err(reasons) => {
                    self.event(|| ConversionEvent::NotLegalized {
                        op: op_name(ctx, body, op),
                        fatal: true,
                    });
                    return Err(self.failure(body, op, legality.is_some(), reasons));
                }
            }
        }
        self.finish_bridges(body, regions)
            .map_err(|e| Diagnostic::error(self.ctx.common().unknown_loc, e.to_string()))?;
        for op in isolated {
            if !body.contains_op(op) || body.nested_body(op).is_none() {
                continue;
            }
            let inner = with_op(path, op);
            let outer_owner = self.owner_attrs.replace(body.op_attrs(op));
            let (scope, regions) = body.region_scope_mut(op);
            let converted = self.convert_body(scope, &regions, &inner);
            self.owner_attrs = outer_owner;
            converted?;
        }
        Ok(())
    }

    /// The diagnostic for `op`, which no pattern legalized: what it is, and why each pattern
    /// did not apply.
    fn failure(&self, body: &Body, op: OpId, marked: bool, reasons: Vec<String>) -> Diagnostic {
        let name = self.ctx.op_name_str(body.op_name(op));
        let mut message = format!("failed to legalize operation '{name}'");
        if marked {
            message.push_str(" that was explicitly marked illegal");
        }
        let loc = body.op_loc(op);
        let mut diag = crate::verifier::error_on_op(self.ctx, body, op, message);
        for reason in reasons {
            diag = diag.with_note(loc, reason);
        }
        diag
    }

    /// Tries the patterns of `op` in order; on success queues the ops they created and bridges
    /// replaced values whose type changed. On failure returns each pattern's reason.
    fn try_patterns(
        &mut self,
        body: &mut Body,
        op: OpId,
        worklist: &mut Vec<OpId>,
        original: &mut HashSet<OpId>,
    ) -> Result<(), Vec<String>> {
        let patterns = self.conversion.patterns.for_op(self.ctx, body.op_name(op));
        let name = self.ctx.op_name_str(body.op_name(op));
        if patterns.is_empty() {
            return Err(vec![format!("no pattern matches `{name}`")]);
        }
        let mut events = Vec::new();
        let mut recorder = Recorder::default();
        let loc = body.op_loc(op);
        let operands = {
            let mut rewriter = PatternRewriter::with_listener(self.ctx, body, &mut recorder);
            rewriter.set_loc(loc);
            rewriter.set_insertion_point_before(op);
            self.remap_operands(&mut rewriter, op)
                .map_err(|e| vec![e.to_string()])?
        };
        let mut reasons = Vec::new();
        let mut applied = None;
        for pattern in patterns {
            let mark = recorder.inserted.len();
            let result = {
                let mut rewriter = PatternRewriter::with_listener(self.ctx, body, &mut recorder);
                rewriter.set_loc(loc);
                rewriter.set_insertion_point_before(op);
                rewriter.set_owner_attrs(self.owner_attrs);
                let result = pattern.match_and_rewrite(
                    self.ctx,
                    op,
                    &operands,
                    self.conversion.converter,
                    &mut rewriter,
                );
                self.emitted.append(&mut rewriter.take_diagnostics());
                result
            };
            if result.is_err() {
                // A pattern that fails leaves nothing behind, as MLIR rolls a failed pattern's
                // changes back: the ops it built go, the last first.
                erase_unused(body, &recorder.inserted[mark..]);
                recorder.inserted.truncate(mark);
            }
            match result {
                Ok(()) => {
                    events.push(ConversionEvent::PatternApplied {
                        op: name.to_string(),
                        pattern: pattern.debug_name().to_string(),
                    });
                    applied = Some(pattern);
                    break;
                }
                Err(failure) => {
                    events.push(ConversionEvent::PatternFailed {
                        op: name.to_string(),
                        pattern: pattern.debug_name().to_string(),
                        reason: failure.to_string(),
                    });
                    reasons.push(format!("`{}`: {failure}", pattern.debug_name()));
                }
            }
        }
        if let Some(trace) = &mut self.events {
            trace.append(&mut events);
        }
        for gone in &recorder.erased {
            original.remove(gone);
        }
        let Some(pattern) = applied else {
            return Err(reasons);
        };
        let inserted: Vec<OpId> = recorder
            .inserted
            .iter()
            .copied()
            .filter(|&o| body.contains_op(o))
            .collect();
        if pattern.converts_result_types() {
            self.convert_result_types(body, &inserted);
        }
        for new_op in inserted {
            worklist.push(new_op);
            if body.nested_body(new_op).is_none() {
                for &region in body.op_regions(new_op) {
                    push_region_ops(body, region, worklist);
                }
            }
        }
        self.bridge_replacements(body, recorder.replaced)
            .map_err(|e| vec![e.to_string()])
    }

    /// Gives the results of `ops` (but casts) the types the converter makes of them, where it
    /// makes one type of one.
    fn convert_result_types(&self, body: &mut Body, ops: &[OpId]) {
        for &op in ops {
            if self.is_cast(body, op) {
                continue;
            }
            let results: Vec<Value> = body.results(op).collect();
            for result in results {
                let ty = body.value_type(result);
                if let Some(new) = self.conversion.converter.convert_type_1to1(self.ctx, ty) {
                    body.set_value_type(result, new);
                }
            }
        }
    }

    /// The operands of `op` converted to their target types: an operand read through a cast
    /// from values of its converted types gives those values; others get a cast to them
    /// before `op`.
    fn remap_operands(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
    ) -> Result<RemappedOperands, IrError> {
        let values: Vec<Value> = rewriter.body().operands(op).collect();
        let mut remapped = RemappedOperands::new();
        for value in values {
            let ty = rewriter.body().value_type(value);
            let types = self.conversion.converter.convert_type(self.ctx, ty);
            if types[..] == [ty] {
                remapped.push(&[value]);
            } else if let Some(inputs) = self.cast_inputs(rewriter.body(), value, &types) {
                remapped.push(&inputs);
            } else if types.is_empty() {
                remapped.push(&[]);
            } else {
                let key = (value, types);
                if let Some(cast) = self.target_casts.get(&key).filter(|cast| {
                    cast.first()
                        .and_then(|v| v.defining_op())
                        .is_some_and(|def| {
                            let body = rewriter.body();
                            body.contains_op(def) && body.operand(def, 0) == Some(value)
                        })
                }) {
                    remapped.push(cast);
                    continue;
                }
                // As MLIR: right after the value's definition (at the start of its block
                // for a block argument), so that every later user can share it.
                let (loc, point) = match value.def() {
                    ValueDef::Result { op: def, .. } => {
                        (rewriter.body().op_loc(def), InsertPoint::After(def))
                    }
                    ValueDef::BlockArg { block, index } => (
                        rewriter
                            .body()
                            .block_arg_loc(block, index as usize)
                            .unwrap_or_else(|| rewriter.body().op_loc(op)),
                        InsertPoint::BlockStart(block),
                    ),
                };
                let saved = rewriter.insertion_point();
                rewriter.set_insertion_point(point);
                let cast = unrealized_cast(rewriter, &key.1, &[value], loc);
                if let Some(saved) = saved {
                    rewriter.set_insertion_point(saved);
                }
                let cast = cast?;
                remapped.push(&cast);
                self.target_casts.insert(key, cast);
            }
        }
        Ok(remapped)
    }

    /// The inputs of the cast defining `value` when they have the types `types`.
    fn cast_inputs(&self, body: &Body, value: Value, types: &[Type]) -> Option<Vec<Value>> {
        let def = value.defining_op()?;
        if !self.is_cast(body, def) || body.num_results(def) != 1 {
            return None;
        }
        let inputs: Vec<Value> = body.operands(def).collect();
        let same = inputs.len() == types.len()
            && inputs
                .iter()
                .zip(types)
                .all(|(&v, &t)| body.value_type(v) == t);
        same.then_some(inputs)
    }

    /// Gives the users of replaced results that are not converted yet a value of the type they
    /// expect (a cast from the replacement).
    fn bridge_replacements(
        &self,
        body: &mut Body,
        replaced: Vec<Replacement>,
    ) -> Result<(), IrError> {
        for Replacement {
            types,
            values,
            users,
            at,
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
                let still_there = |point: &InsertPoint| match *point {
                    InsertPoint::After(op) | InsertPoint::Before(op) => body.contains_op(op),
                    InsertPoint::BlockStart(_) | InsertPoint::BlockEnd(_) => true,
                };
                let point = match (at.filter(still_there), new.def()) {
                    (Some(point), _) => point,
                    (None, ValueDef::Result { op, .. }) => InsertPoint::After(op),
                    (None, ValueDef::BlockArg { block, .. }) => InsertPoint::BlockStart(block),
                };
                let mut rewriter = PatternRewriter::new(self.ctx, body);
                rewriter.set_insertion_point(point);
                let loc = match new.defining_op() {
                    Some(def) => rewriter.body().op_loc(def),
                    None => rewriter.loc(),
                };
                if let [bridge] = unrealized_cast(&mut rewriter, &[old_ty], &[new], loc)?[..] {
                    rewriter.replace_uses_with_if(new, bridge, |_, u| users.contains(&u.owner));
                }
            }
        }
        Ok(())
    }

    /// Reads through pairs of the casts this conversion built that lead back to the values they
    /// started from: the users of a cast of `x` to type A back from a cast of `x` (of type A) use
    /// `x` (as MLIR's driver folds such chains when it resolves its materializations). A value
    /// converted before its users were (by a pattern that reads nested ops ahead of their own
    /// conversion, such as `scf.while`'s) leaves such a pair.
    fn fold_round_trips(&self, body: &mut Body, casts: &[OpId]) {
        // One input and one result each; the inner cast is one this conversion built, told as
        // `casts` were chosen (a lookup in `casts` would make this quadratic).
        let single = |body: &Body, op: OpId| {
            (body.num_operands(op) == 1 && body.num_results(op) == 1)
                .then(|| body.operand(op, 0))
                .flatten()
        };
        for &cast in casts {
            if !body.contains_op(cast) {
                continue;
            }
            let Some(inner) = single(body, cast).and_then(|input| input.defining_op()) else {
                continue;
            };
            if !self.is_cast(body, inner) || self.is_input_cast(body, inner) {
                continue;
            }
            let (Some(source), Some(result)) = (single(body, inner), body.result(cast, 0)) else {
                continue;
            };
            if body.value_type(source) == body.value_type(result) {
                body.replace_all_uses(result, source);
            }
        }
    }

    /// Erases the casts this conversion built in `regions` of `body` that nothing uses, and
    /// turns those still used into the type converter's materializations where a hook builds
    /// one.
    fn finish_bridges(&self, body: &mut Body, regions: &[RegionId]) -> Result<(), IrError> {
        let mut ops = Vec::new();
        for &region in regions {
            push_region_ops(body, region, &mut ops);
        }
        let casts: Vec<OpId> = ops
            .into_iter()
            .filter(|&op| self.is_cast(body, op) && !self.is_input_cast(body, op))
            .collect();
        self.fold_round_trips(body, &casts);
        erase_dead(body, &casts);
        let converter = self.conversion.converter;
        for cast in casts {
            if !body.contains_op(cast) || !self.is_cast(body, cast) {
                continue;
            }
            let inputs: Vec<Value> = body.operands(cast).collect();
            let input_types: Vec<Type> = inputs.iter().map(|&v| body.value_type(v)).collect();
            let types: Vec<Type> = body.result_types(cast).collect();
            let kind = match (&input_types[..], &types[..]) {
                (_, [old]) if converter.convert_type(self.ctx, *old) == input_types => {
                    MaterializationKind::Source
                }
                ([old], _) if converter.convert_type(self.ctx, *old) == types => {
                    MaterializationKind::Target
                }
                // Values of a signature conversion that maps an input to other types than the
                // converter's (a memref argument expanded to its descriptor's fields).
                (_, [old]) if !converter.is_legal_type(self.ctx, *old) => {
                    MaterializationKind::Source
                }
                _ => continue,
            };
            let loc = body.op_loc(cast);
            let mut rewriter = PatternRewriter::new(self.ctx, body);
            rewriter.set_insertion_point_before(cast);
            if let Some(values) = converter.try_hooks(kind, &mut rewriter, &types, &inputs, loc) {
                rewriter.replace_op(cast, &values)?;
            }
        }
        Ok(())
    }
}

/// The name of `op`, for events.
fn op_name(ctx: &Context, body: &Body, op: OpId) -> String {
    ctx.op_name_str(body.op_name(op)).to_string()
}

/// `path` followed by `op`.
fn with_op(path: &[OpId], op: OpId) -> Vec<OpId> {
    let mut entry = path.to_vec();
    entry.push(op);
    entry
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

/// Erases the ops of `ops` whose results nothing uses, users first, until none is left.
fn erase_dead(body: &mut Body, ops: &[OpId]) {
    let mut erased = true;
    while erased {
        erased = false;
        for &op in ops.iter().rev() {
            if body.contains_op(op) && body.op_results_unused(op) && body.erase_op(op).is_ok() {
                erased = true;
            }
        }
    }
}
