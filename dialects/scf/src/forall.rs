//! `scf.forall`'s and `scf.forall.in_parallel`'s hand-written hooks, as MLIR 19's `SCF.cpp`
//! writes them: the loop's custom form (`scf.forall (%i, %j) in (%n, 8)` when normalized,
//! `scf.forall (%i) = (%lb) to (%ub) step (%s)` otherwise, then `shared_outs(%o = %t) ->
//! (types)`, the `scf.forall.in_parallel` of a loop without results left out), the
//! terminator's form, `ForallOp::verify` and `InParallelOp::verify`, and the reading of the
//! loop's mixed static and dynamic bounds that the canonicalization patterns share
//! ([`ForallBounds`]).
//!
//! It is not the place of the loop's patterns (`crate::canon::forall`) nor of its region
//! branch model (`crate::region_branch`).

use oxir::attrs::DenseArrayAttr;
use oxir::op_support::{attr, properties, segment_sizes};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::types::DYNAMIC;
use oxir::verifier::op_error;
use oxir::{AttrData, Attribute, Body, Context, Diagnostic, OpId, OperationState, TypeData, Value};

use crate::canon::int_constant;
use crate::parallel::operand_groups;

/// The name of the operand segment sizes property.
const SEGMENTS_ATTR: &str = "operandSegmentSizes";
/// The names of the static lower bounds, upper bounds and steps, in that order.
const STATIC_ATTRS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];
/// What the verifier calls the lower bounds, upper bounds and steps.
const LIST_NAMES: [&str; 3] = ["lower bound", "upper bound", "step"];

/// One lower bound, upper bound or step of a dimension: a constant kept in the op's static
/// list, or an `index` operand (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mixed {
    /// A constant written in the static list.
    Static(i64),
    /// An operand, where the static list holds [`DYNAMIC`].
    Dynamic(Value),
}

impl Mixed {
    /// The constant this is, a static entry or an operand defined by a constant (MLIR's
    /// `getConstantIntValue`).
    pub fn constant(self, ctx: &Context, body: &Body) -> Option<i64> {
        match self {
            Mixed::Static(value) => Some(value),
            Mixed::Dynamic(value) => int_constant(ctx, body, value),
        }
    }
}

/// The number of iterations of a dimension from `lower` to `upper` by `step` when it is known
/// (MLIR 19's `constantTripCount`): none when both bounds are the same entry, else the
/// difference divided by the step, rounded up, when all three are constants. It is negative
/// when the upper bound is below the lower bound, and unknown for a zero step or on overflow.
pub fn constant_trip_count(
    ctx: &Context,
    body: &Body,
    lower: Mixed,
    upper: Mixed,
    step: Mixed,
) -> Option<i64> {
    if lower == upper {
        return Some(0);
    }
    let lower = i128::from(lower.constant(ctx, body)?);
    let upper = i128::from(upper.constant(ctx, body)?);
    let step = i128::from(step.constant(ctx, body)?);
    if step == 0 {
        return None;
    }
    let difference = upper - lower;
    let quotient = difference / step;
    let rounds_up = difference % step != 0 && (difference > 0) == (step > 0);
    i64::try_from(quotient + i128::from(rounds_up)).ok()
}

/// The bounds and steps of an `scf.forall`, one entry per dimension each, and its shared
/// outputs.
#[derive(Clone, Debug)]
pub struct ForallBounds {
    /// The lower bounds.
    pub lower: Vec<Mixed>,
    /// The upper bounds.
    pub upper: Vec<Mixed>,
    /// The steps.
    pub step: Vec<Mixed>,
    /// The shared outputs (operands after the dynamic bounds).
    pub outputs: Vec<Value>,
}

impl ForallBounds {
    /// The bounds of `scf.forall` `op`, when its static lists and operands agree (one operand
    /// per dynamic entry, as many entries in each list).
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<ForallBounds> {
        let [lower, upper, step, outputs] =
            operand_groups(ctx, body, op, &crate::ForallOp::SHAPE.operands)?;
        let lists = static_lists(ctx, body, op);
        let mix = |integers: &[i64], values: Vec<Value>| mix(integers, &values);
        let bounds = ForallBounds {
            lower: mix(&lists[0], lower)?,
            upper: mix(&lists[1], upper)?,
            step: mix(&lists[2], step)?,
            outputs,
        };
        let rank = bounds.lower.len();
        (bounds.upper.len() == rank && bounds.step.len() == rank).then_some(bounds)
    }

    /// The number of dimensions.
    pub fn rank(&self) -> usize {
        self.lower.len()
    }

    /// Whether every lower bound is the constant 0 and every step the constant 1 (MLIR's
    /// `isNormalized`; an operand defined by a constant counts).
    pub fn is_normalized(&self, ctx: &Context, body: &Body) -> bool {
        let all =
            |list: &[Mixed], value: i64| list.iter().all(|m| m.constant(ctx, body) == Some(value));
        all(&self.lower, 0) && all(&self.step, 1)
    }

    /// The operands (dynamic bounds, then the outputs) and the properties of an `scf.forall`
    /// with these bounds, `mapping` kept when given.
    pub fn operands_and_properties(
        &self,
        ctx: &Context,
        mapping: Option<Attribute>,
    ) -> (Vec<Value>, Option<Attribute>) {
        let mut operands = Vec::new();
        let mut sizes = Vec::new();
        let mut statics = Vec::new();
        for list in [&self.lower, &self.upper, &self.step] {
            let before = operands.len();
            let integers: Vec<i64> = list
                .iter()
                .map(|m| match *m {
                    Mixed::Static(value) => value,
                    Mixed::Dynamic(value) => {
                        operands.push(value);
                        DYNAMIC
                    }
                })
                .collect();
            sizes.push(operands.len() - before);
            statics.push(Some(DenseArrayAttr::from_i64(ctx, &integers).attr()));
        }
        operands.extend(&self.outputs);
        sizes.push(self.outputs.len());
        let props = properties(
            ctx,
            &[
                ("mapping", mapping),
                (SEGMENTS_ATTR, Some(segment_sizes(ctx, &sizes))),
                (STATIC_ATTRS[0], statics[0]),
                (STATIC_ATTRS[1], statics[1]),
                (STATIC_ATTRS[2], statics[2]),
            ],
        );
        (operands, props)
    }
}

/// The entries of `integers`, each [`DYNAMIC`] one taking the next of `values`; `None` when
/// the operands do not match the dynamic entries one to one.
fn mix(integers: &[i64], values: &[Value]) -> Option<Vec<Mixed>> {
    let mut values = values.iter();
    let mixed: Option<Vec<Mixed>> = integers
        .iter()
        .map(|&integer| {
            if integer == DYNAMIC {
                values.next().map(|&v| Mixed::Dynamic(v))
            } else {
                Some(Mixed::Static(integer))
            }
        })
        .collect();
    values.next().is_none().then_some(mixed).flatten()
}

/// The static lower bounds, upper bounds and steps of `op` (empty where absent).
fn static_lists(ctx: &Context, body: &Body, op: OpId) -> [Vec<i64>; 3] {
    STATIC_ATTRS.map(|name| {
        attr(ctx, body, op, name)
            .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
            .and_then(|a| a.i64_values(ctx).map(|v| v.collect()))
            .unwrap_or_default()
    })
}

/// Reads `(` (operand | integer) `,` ... `)`: MLIR's `parseDynamicIndexList` with parentheses.
/// The operands go to `values`; the integers (with [`DYNAMIC`] for each operand) are returned.
fn parse_dynamic_index_list<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    values: &mut Vec<UnresolvedOperand<'src>>,
) -> ParseResult<Vec<i64>> {
    let mut integers = Vec::new();
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        return Ok(integers);
    }
    loop {
        if let Some(operand) = p.parse_optional_operand()? {
            values.push(operand);
            integers.push(DYNAMIC);
        } else {
            let Some(value) = p.parse_optional_integer()? else {
                return Err(p.error("expected SSA value or integer"));
            };
            integers.push(value);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    Ok(integers)
}

/// Prints the list [`parse_dynamic_index_list`] reads.
fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_>, list: &[Mixed]) {
    p.write_str("(");
    for (i, entry) in list.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match *entry {
            Mixed::Static(value) => p.write_str(&value.to_string()),
            Mixed::Dynamic(value) => p.print_operand(value),
        }
    }
    p.write_str(")");
}

/// Parses `scf.forall` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let index = ctx.intern_type(TypeData::Index);
    let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    let mut lists: [Vec<i64>; 3] = Default::default();
    let mut sizes = [0; 4];
    if p.parse_optional_keyword("in") {
        let mut upper = Vec::new();
        lists[1] = parse_dynamic_index_list(p, &mut upper)?;
        sizes[1] = upper.len();
        state
            .operands
            .extend(p.resolve_operands(&upper, &vec![index; upper.len()])?);
        lists[0] = vec![0; ivs.len()];
        lists[2] = vec![1; ivs.len()];
    } else {
        p.parse_equal()?;
        for (i, keyword) in [None, Some("to"), Some("step")].into_iter().enumerate() {
            if let Some(keyword) = keyword {
                p.parse_keyword(keyword)?;
            }
            let mut values = Vec::new();
            lists[i] = parse_dynamic_index_list(p, &mut values)?;
            sizes[i] = values.len();
            state
                .operands
                .extend(p.resolve_operands(&values, &vec![index; values.len()])?);
        }
    }
    let mut outs = Vec::new();
    if p.parse_optional_keyword("shared_outs") {
        let Some((args, operands)) = p.parse_optional_assignment_list()? else {
            return Err(p.error("expected '('"));
        };
        outs = args;
        state.result_types = p.parse_optional_arrow_type_list()?;
        let types = state.result_types.clone();
        state
            .operands
            .extend(p.resolve_operands(&operands, &types)?);
        sizes[3] = operands.len();
    }
    let mut arguments = ivs;
    for iv in &mut arguments {
        iv.ty = Some(index);
    }
    for (out, &ty) in outs.iter_mut().zip(&state.result_types) {
        out.ty = Some(ty);
    }
    arguments.extend(outs);
    let region = p.parse_region(&arguments, false)?;
    p.ensure_terminator_with_regions(region, crate::InParallelOp::NAME, 1);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ctx = p.context();
    let [lower, upper, step] = lists.map(|l| Some(DenseArrayAttr::from_i64(ctx, &l).attr()));
    state.props = properties(
        ctx,
        &[
            (SEGMENTS_ATTR, Some(segment_sizes(ctx, &sizes))),
            (STATIC_ATTRS[0], lower),
            (STATIC_ATTRS[1], upper),
            (STATIC_ATTRS[2], step),
        ],
    );
    Ok(())
}

/// Prints `scf.forall` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let body = p.body();
    let (scope, regions) = body.region_scope(op);
    let entry = regions.first().and_then(|&r| scope.region_entry(r));
    let (Some(bounds), Some(entry)) = (ForallBounds::of(ctx, body, op), entry) else {
        p.print_generic(op);
        return;
    };
    let args: Vec<Value> = scope.block_args(entry).collect();
    if args.len() != bounds.rank() + bounds.outputs.len() {
        p.print_generic(op);
        return;
    }
    let (ivs, outs) = args.split_at(bounds.rank());
    p.write_str(" (");
    p.print_operands(ivs.iter().copied());
    if bounds.is_normalized(ctx, body) {
        p.write_str(") in ");
        print_dynamic_index_list(p, &bounds.upper);
    } else {
        p.write_str(") = ");
        print_dynamic_index_list(p, &bounds.lower);
        p.write_str(" to ");
        print_dynamic_index_list(p, &bounds.upper);
        p.write_str(" step ");
        print_dynamic_index_list(p, &bounds.step);
    }
    if !outs.is_empty() {
        crate::for_op::print_initialization_list(p, " shared_outs", outs, &bounds.outputs);
    }
    p.write_str(" ");
    if !outs.is_empty() {
        p.write_str("-> (");
        p.print_types(body.result_types(op));
        p.write_str(") ");
    }
    p.print_region(regions[0], false, body.num_results(op) > 0, false);
    let mut elided = vec![SEGMENTS_ATTR];
    elided.extend(STATIC_ATTRS);
    p.print_op_attr_dict(op, &elided);
}

/// MLIR's `ForallOp::verify`: one result per shared output, the body's arguments (an `index`
/// per dimension, then one per output, of its type), a `mapping` of device mapping
/// attributes, one per dimension, and static lists of one entry per dimension with one
/// operand per dynamic entry.
///
/// Device mapping attributes are dialect attributes (`#gpu.thread<x>`): no builtin attribute
/// is one, and the attribute of a dialect oxir does not know is taken to be one.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let Some(groups) = operand_groups(ctx, body, op, &crate::ForallOp::SHAPE.operands) else {
        return Ok(());
    };
    let lists = static_lists(ctx, body, op);
    let rank = lists[0].len();
    let outputs = &groups[3];
    if body.num_results(op) != outputs.len() {
        return error(format!(
            "produces {} results, but has only {} outputs",
            body.num_results(op),
            outputs.len()
        ));
    }
    let (scope, regions) = body.region_scope(op);
    if let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) {
        let args: Vec<Value> = scope.block_args(entry).collect();
        if args.len() != rank + outputs.len() {
            return error(format!("region expects {rank} arguments"));
        }
        let index = ctx.intern_type(TypeData::Index);
        if let Some(i) = args[..rank]
            .iter()
            .position(|&a| scope.value_type(a) != index)
        {
            return error(format!("expects {i}-th block argument to be an index"));
        }
        for (i, (&arg, &output)) in args[rank..].iter().zip(outputs).enumerate() {
            if scope.value_type(arg) != body.value_type(output) {
                return error(format!(
                    "type mismatch between {i}-th output and corresponding block argument"
                ));
            }
        }
    }
    if let Some(AttrData::Array(mapping)) = attr(ctx, body, op, "mapping").map(|a| ctx.attr_data(a))
        && !mapping.is_empty()
    {
        if mapping.len() != rank {
            return error("mapping attribute size must match op rank".into());
        }
        let is_device_mapping = |a: &Attribute| {
            matches!(
                ctx.attr_data(*a),
                AttrData::Opaque { .. } | AttrData::Dialect(_)
            )
        };
        if !mapping.iter().all(is_device_mapping) {
            // MLIR's constraint on each element fails before `ForallOp::verify` runs.
            return error(
                "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute"
                    .into(),
            );
        }
    }
    for ((list, values), name) in lists.iter().zip(&groups).zip(LIST_NAMES) {
        // MLIR's `verifyListOfOperandsOrIntegers`, whose errors have no `'scf.forall' op`.
        let plain = |message: String| Err(oxir::verifier::error_on_op(ctx, body, op, message));
        if list.len() != rank {
            return plain(format!("expected {rank} {name} values, got {}", list.len()));
        }
        let dynamic = list.iter().filter(|&&v| v == DYNAMIC).count();
        if values.len() != dynamic {
            return plain(format!("expected {dynamic} dynamic {name} values"));
        }
    }
    Ok(())
}

/// Parses `scf.forall.in_parallel` after its name: a region (given an empty block when
/// written `{}`), then an optional attribute dictionary.
pub fn parse_in_parallel(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let region = p.parse_region(&[], false)?;
    p.ensure_entry_block(region);
    p.parse_optional_attr_dict(&mut state.attrs)
}

/// Prints `scf.forall.in_parallel` after its name.
pub fn print_in_parallel(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(&region) = p.body().op_regions(op).first() else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    p.print_region(region, false, false, false);
    p.print_op_attr_dict(op, &[]);
}

/// MLIR's `InParallelOp::verify`: only `tensor.parallel_insert_slice` ops may combine results,
/// and with no `tensor` dialect the region must be empty.
pub fn verify_in_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let entry = regions.first().and_then(|&r| scope.region_entry(r));
    if entry.is_some_and(|block| scope.first_op(block).is_some()) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected only tensor.parallel_insert_slice ops",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::first_error;

    const PREFIX: &str = "%n = \"t.def\"() : () -> index\n%t = \"t.def\"() : () -> tensor<4xf32>\n";

    fn error(ir: &str) -> Option<String> {
        first_error(&format!("{PREFIX}{ir}"))
    }

    #[test]
    fn both_forms_verify() {
        assert_eq!(error("scf.forall (%i, %j) in (%n, 8) {\n}"), None);
        assert_eq!(
            error("scf.forall (%i) = (%n) to (10) step (%n) {\n  \"t.use\"(%i) : (index) -> ()\n}"),
            None
        );
        assert_eq!(
            error(
                "%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {\n  scf.forall.in_parallel {\n  }\n}"
            ),
            None
        );
    }

    #[test]
    fn results_and_arguments_match_the_outputs() {
        let generic = |block: &str, results: &str| {
            format!(
                "\"scf.forall\"(%t) <{{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}}> ({{\n{block}\n  \"scf.forall.in_parallel\"() ({{\n  ^bb0:\n  }}) : () -> ()\n}}) : (tensor<4xf32>) -> {results}"
            )
        };
        assert_eq!(
            error(&generic("^bb0(%i: index, %o: tensor<4xf32>):", "()")).as_deref(),
            Some("'scf.forall' op produces 0 results, but has only 1 outputs")
        );
        assert_eq!(
            error(&generic("^bb0(%i: index):", "tensor<4xf32>")).as_deref(),
            Some("'scf.forall' op region expects 1 arguments")
        );
        assert_eq!(
            error(&generic(
                "^bb0(%i: i32, %o: tensor<4xf32>):",
                "tensor<4xf32>"
            ))
            .as_deref(),
            Some("'scf.forall' op expects 0-th block argument to be an index")
        );
        assert_eq!(
            error(&generic(
                "^bb0(%i: index, %o: tensor<5xf32>):",
                "tensor<4xf32>"
            ))
            .as_deref(),
            Some(
                "'scf.forall' op type mismatch between 0-th output and corresponding block argument"
            )
        );
    }

    #[test]
    fn mappings_are_device_mappings_one_per_dimension() {
        assert_eq!(
            error("scf.forall (%i) in (4) {\n} {mapping = [#gpu.thread<x>, #gpu.thread<y>]}")
                .as_deref(),
            Some("'scf.forall' op mapping attribute size must match op rank")
        );
        assert_eq!(
            error("scf.forall (%i) in (4) {\n} {mapping = [1 : i64]}").as_deref(),
            Some(
                "'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute"
            )
        );
        assert_eq!(
            error("scf.forall (%i) in (4) {\n} {mapping = [#gpu.thread<x>]}"),
            None
        );
    }

    #[test]
    fn static_lists_have_one_entry_per_dimension() {
        let generic = |props: &str, operands: &str, types: &str| {
            format!(
                "\"scf.forall\"({operands}) <{{{props}}}> ({{\n^bb0(%i: index):\n  \"scf.forall.in_parallel\"() ({{\n  ^bb0:\n  }}) : () -> ()\n}}) : ({types}) -> ()"
            )
        };
        assert_eq!(
            error(&generic(
                "operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4>",
                "",
                ""
            ))
            .as_deref(),
            Some("expected 1 step values, got 2")
        );
        assert_eq!(
            error(&generic(
                "operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>",
                "%n",
                "index"
            ))
            .as_deref(),
            Some("expected 0 dynamic upper bound values")
        );
    }

    #[test]
    fn in_parallel_holds_no_op_without_tensor() {
        assert_eq!(
            error("%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {\n  scf.forall.in_parallel {\n    \"t.op\"() : () -> ()\n  }\n}")
                .as_deref(),
            Some("'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops")
        );
    }

    #[test]
    fn trip_counts_round_up_and_may_be_negative() {
        let ctx = Context::new();
        let body = Body::new();
        let count = |l, u, s| {
            constant_trip_count(
                &ctx,
                &body,
                Mixed::Static(l),
                Mixed::Static(u),
                Mixed::Static(s),
            )
        };
        assert_eq!(count(0, 10, 3), Some(4));
        assert_eq!(count(2, 10, 8), Some(1));
        assert_eq!(count(3, 4, 1), Some(1));
        assert_eq!(count(4, 4, 1), Some(0));
        assert_eq!(count(5, 2, 1), Some(-3));
        assert_eq!(count(10, 0, -3), Some(4));
        assert_eq!(count(0, 10, 0), None);
        assert_eq!(count(i64::MIN + 1, i64::MAX, 1), None);
    }

    #[test]
    fn bounds_mix_static_entries_and_operands() {
        let ctx = Context::new();
        let mut body = Body::new();
        let block = body.create_block(&[(ctx.common().index, ctx.common().unknown_loc)]);
        let value = body.block_args(block).next().unwrap();
        let lists = [1, DYNAMIC, 3];
        assert_eq!(
            mix(&lists, &[value]),
            Some(vec![
                Mixed::Static(1),
                Mixed::Dynamic(value),
                Mixed::Static(3)
            ])
        );
        assert_eq!(mix(&lists, &[]), None);
        assert_eq!(mix(&[1], &[value]), None);
    }
}
