//! `-arith-unsigned-when-equivalent`: MLIR 19's `ArithUnsignedWhenEquivalent`. After the
//! integer range analysis (`oxir::int_range`), a signed op whose operands and results are all
//! known to be non-negative is replaced by its unsigned counterpart, which computes the same
//! there (`divsi` and `floordivsi` → `divui`, `ceildivsi` → `ceildivui`, `remsi` → `remui`,
//! `minsi` → `minui`, `maxsi` → `maxui`, `extsi` → `extui`, keeping operands, result types and
//! attributes), and a signed ordering `cmpi` of non-negative operands by the unsigned one.
//! What MLIR's partial conversion would do first, folding each such op, is not done.

use crate::{CmpIOp, CmpIPredicate};
use oxir::attrs::DictionaryAttr;
use oxir::int_range::{ConstantIntRanges, rewrite_with_ranges};
use oxir::pass::{Pass, PassTarget};
use oxir::rewrite::PatternRewriter;
use oxir::structure::OperationState;
use oxir::{Body, Context, Diagnostic, IrError, Op, OpId, RegionId, Value};
use std::collections::HashMap;

/// The `arith-unsigned-when-equivalent` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct UnsignedWhenEquivalent;

impl Pass for UnsignedWhenEquivalent {
    fn name(&self) -> &str {
        "ArithUnsignedWhenEquivalent"
    }

    fn argument(&self) -> &str {
        "arith-unsigned-when-equivalent"
    }

    fn description(&self) -> &str {
        "Replace signed ops with unsigned ones where they are proven equivalent"
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        let loc = target.body.op_loc(op);
        let all_uses_visible = target.parent_name().is_none();
        rewrite_with_ranges(ctx, target.body, op, all_uses_visible, |unit| {
            convert(ctx, unit.body, &unit.regions, &unit.ranges)
        })
        .map_err(|e| Diagnostic::error(loc, format!("the range analysis failed: {e}")))
    }
}

/// The unsigned op computing what signed op `name` computes on non-negative values.
fn unsigned_counterpart(name: &str) -> Option<&'static str> {
    Some(match name {
        "arith.divsi" | "arith.floordivsi" => "arith.divui",
        "arith.ceildivsi" => "arith.ceildivui",
        "arith.remsi" => "arith.remui",
        "arith.minsi" => "arith.minui",
        "arith.maxsi" => "arith.maxui",
        "arith.extsi" => "arith.extui",
        _ => return None,
    })
}

/// The unsigned form of a signed ordering predicate.
fn unsigned_predicate(predicate: CmpIPredicate) -> Option<CmpIPredicate> {
    Some(match predicate {
        CmpIPredicate::Slt => CmpIPredicate::Ult,
        CmpIPredicate::Sle => CmpIPredicate::Ule,
        CmpIPredicate::Sgt => CmpIPredicate::Ugt,
        CmpIPredicate::Sge => CmpIPredicate::Uge,
        _ => return None,
    })
}

/// The ops of `regions` (not inside isolated ops), in pre-order.
fn ops_in(body: &Body, regions: &[RegionId]) -> Vec<OpId> {
    let mut ops = Vec::new();
    let mut stack: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(region) = stack.pop() {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                ops.push(op);
                if body.nested_body(op).is_none() {
                    stack.extend(body.op_regions(op).iter().rev());
                }
            }
        }
    }
    ops
}

/// What one op becomes.
enum Change {
    /// A `cmpi` with this predicate.
    Compare(CmpIPredicate),
    /// This unsigned op.
    Unsigned(&'static str),
}

/// The ops of `regions` the ranges allow to replace, decided on the IR as analysed (as MLIR's
/// conversion decides legality before it replaces anything).
fn plan(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    ranges: &HashMap<Value, ConstantIntRanges>,
) -> Vec<(OpId, Change)> {
    let non_negative = |v: Value| ranges.get(&v).is_some_and(|r| r.smin() >= 0);
    let mut changes = Vec::new();
    for op in ops_in(body, regions) {
        let operands_ok = body.operands(op).all(non_negative);
        if let Some(cmp) = CmpIOp::from_op(ctx, body, op) {
            if let Some(predicate) = cmp.predicate(ctx, body).and_then(unsigned_predicate)
                && operands_ok
            {
                changes.push((op, Change::Compare(predicate)));
            }
            continue;
        }
        let name = ctx.op_name_str(body.op_name(op));
        if let Some(unsigned) = unsigned_counterpart(name)
            && operands_ok
            && body.results(op).all(non_negative)
        {
            changes.push((op, Change::Unsigned(unsigned)));
        }
    }
    changes
}

/// Replaces the ops of `regions` that the ranges allow.
fn convert(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    ranges: &HashMap<Value, ConstantIntRanges>,
) -> Result<(), IrError> {
    let changes = plan(ctx, body, regions, ranges);
    let mut rewriter = PatternRewriter::new(ctx, body);
    for (op, change) in changes {
        let body = rewriter.body();
        let loc = body.op_loc(op);
        let operands: Vec<Value> = body.operands(op).collect();
        match change {
            Change::Compare(predicate) => {
                let (lhs, rhs) = (operands[0], operands[1]);
                rewriter.set_insertion_point_before(op);
                let new = CmpIOp::create(&mut rewriter, loc, lhs, rhs, predicate.get_attr(ctx))?;
                rewriter.replace_op_with_op(op, new.id())?;
            }
            Change::Unsigned(unsigned) => {
                let attrs = body
                    .op_attrs(op)
                    .dyn_cast::<DictionaryAttr>(ctx)
                    .map(|d| d.entries(ctx).to_vec())
                    .unwrap_or_default();
                let mut state = OperationState::new(ctx.op_name(unsigned), loc)
                    .operands(&operands)
                    .results(&body.result_types(op).collect::<Vec<_>>());
                state.attrs = attrs;
                state.props = body.op_props(op);
                rewriter.set_insertion_point_before(op);
                rewriter.replace_op_with_new(op, state)?;
            }
        }
    }
    Ok(())
}
