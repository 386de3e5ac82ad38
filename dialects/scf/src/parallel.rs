//! `scf.parallel`'s hand-written hooks and the checks of `scf.reduce` and `scf.reduce.return`:
//! the loop's custom form (`scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
//! ... }`, the `scf.reduce` of a body without one added) and MLIR's `ParallelOp::verify`,
//! `ReduceOp::verifyRegions` and `ReduceReturnOp::verify`.
//!
//! The forms of `scf.reduce` and `scf.reduce.return` are declarative (`defs/scf.toml`).

use oxir::attrs::IntegerAttr;
use oxir::op_support::{Groups, properties, segment_sizes};
use oxir::rewrite::m_constant;
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::{OpAsmPrinter, print_type};
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, TypeData, Value};

/// The name of the operand segment sizes property.
const SEGMENTS_ATTR: &str = "operandSegmentSizes";

/// Parses `scf.parallel` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let index = p.context().intern_type(TypeData::Index);
    let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    p.parse_equal()?;
    let mut sizes = Vec::new();
    for keyword in [None, Some("to"), Some("step")] {
        if let Some(keyword) = keyword {
            p.parse_keyword(keyword)?;
        }
        let bounds = p.parse_operand_list(Delimiter::Paren, Some(ivs.len()))?;
        let values = p.resolve_operands(&bounds, &vec![index; bounds.len()])?;
        sizes.push(values.len());
        state.operands.extend(values);
    }
    let inits = if p.parse_optional_keyword("init") {
        p.parse_operand_list(Delimiter::Paren, None)?
    } else {
        Vec::new()
    };
    sizes.push(inits.len());
    state.result_types = p.parse_optional_arrow_type_list()?;
    for iv in &mut ivs {
        iv.ty = Some(index);
    }
    let region = p.parse_region(&ivs, false)?;
    let ctx = p.context();
    state.props = properties(ctx, &[(SEGMENTS_ATTR, Some(segment_sizes(ctx, &sizes)))]);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let result_types = state.result_types.clone();
    state
        .operands
        .extend(p.resolve_operands(&inits, &result_types)?);
    p.ensure_terminator(region, crate::ReduceOp::NAME);
    Ok(())
}

/// Prints `scf.parallel` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let body = p.body();
    let region = body.op_regions(op)[0];
    let (Some(entry), Some(groups)) = (
        body.region_entry(region),
        operand_groups(ctx, body, op, &crate::ParallelOp::SHAPE.operands),
    ) else {
        p.print_generic(op);
        return;
    };
    let group = |i: usize| groups[i].clone();
    p.write_str(" (");
    p.print_operands(body.block_args(entry));
    for (i, text) in [") = (", ") to (", ") step ("].into_iter().enumerate() {
        p.write_str(text);
        p.print_operands(group(i));
    }
    p.write_str(")");
    let inits = group(3);
    if !inits.is_empty() {
        p.write_str(" init (");
        p.print_operands(inits);
        p.write_str(")");
    }
    crate::execute_region::print_optional_arrow_type_list(p, op);
    p.write_str(" ");
    p.print_region(region, false, true, false);
    p.print_op_attr_dict(op, &[SEGMENTS_ATTR]);
}

/// The four operand groups of `op` as `operands` (the groups of an op's shape) splits them:
/// lower bounds, upper bounds, steps and initial values of `scf.parallel`, dynamic bounds and
/// shared outputs of `scf.forall`; `None` when its `operandSegmentSizes` does not split them.
pub(crate) fn operand_groups(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &Groups,
) -> Option<[Vec<Value>; 4]> {
    let total = body.num_operands(op);
    operands.sizes(ctx, body, op, total)?;
    Some(std::array::from_fn(|i| {
        operands
            .range(ctx, body, op, total, i)
            .filter_map(|k| body.operand(op, k))
            .collect()
    }))
}

/// MLIR's `ParallelOp::verify`: at least one dimension, steps that are not constants below
/// one, an `index` induction variable per dimension, and a terminating `scf.reduce` with one
/// reduction per result, of the result's type.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let Some(groups) = operand_groups(ctx, body, op, &crate::ParallelOp::SHAPE.operands) else {
        return Ok(());
    };
    let group = |i: usize| groups[i].clone();
    let steps = group(2);
    if steps.is_empty() {
        return error(
            "needs at least one tuple element for lowerBound, upperBound and step".into(),
        );
    }
    for &step in &steps {
        let constant = m_constant(ctx, body, step)
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|a| a.value_i64(ctx));
        if constant.is_some_and(|c| c <= 0) {
            return error("constant step operand must be positive".into());
        }
    }
    let (scope, regions) = body.region_scope(op);
    let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let ivs = scope.block_args(entry).len();
    if ivs != steps.len() {
        return error(format!(
            "expects the same number of induction variables: {ivs} as bound and step values: {}",
            steps.len()
        ));
    }
    let index = ctx.intern_type(TypeData::Index);
    if scope
        .block_args(entry)
        .any(|a| scope.value_type(a) != index)
    {
        return error("expects arguments for the induction variable to be of index type".into());
    }
    crate::while_op::verify_entry_terminator(
        ctx,
        body,
        op,
        regions[0],
        crate::ReduceOp::NAME,
        "expects body to terminate with 'scf.reduce'",
    )?;
    let Some(reduce) = scope.last_op(entry) else {
        return Ok(());
    };
    let results: Vec<_> = body.result_types(op).collect();
    let reductions = scope.op_regions(reduce).len();
    let inits = group(3).len();
    if results.len() != reductions {
        return error(format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            results.len()
        ));
    }
    if results.len() != inits {
        return error(format!(
            "expects number of results: {} to be the same as number of initial values: {inits}",
            results.len()
        ));
    }
    for (i, (&result, operand)) in results.iter().zip(scope.operands(reduce)).enumerate() {
        let operand = scope.value_type(operand);
        if operand != result {
            return Err(op_error(
                ctx,
                scope,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                    print_type(ctx, operand),
                    print_type(ctx, result)
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `ReduceOp::verifyRegions`: each reduction region takes two values of its operand's
/// type and ends in `scf.reduce.return`.
pub fn verify_reduce(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let operands: Vec<_> = body.operands(op).collect();
    for (i, (&region, &operand)) in regions.iter().zip(&operands).enumerate() {
        let ty = body.value_type(operand);
        let Some(block) = scope.region_entry(region) else {
            continue;
        };
        let error = |message: String| Err(op_error(ctx, body, op, message));
        let Some(last) = scope.last_op(block) else {
            return error(format!("{i}-th reduction has an empty body"));
        };
        let args = scope.block_args(block);
        if args.len() != 2 || scope.block_args(block).any(|a| scope.value_type(a) != ty) {
            return error(format!(
                "expected two block arguments with type '{}' in the {i}-th reduction region",
                print_type(ctx, ty)
            ));
        }
        if ctx.op_name_str(scope.op_name(last)) != crate::ReduceReturnOp::NAME {
            return error(
                "reduction bodies must be terminated with an 'scf.reduce.return' op".into(),
            );
        }
    }
    Ok(())
}

/// MLIR's `ReduceReturnOp::verify`: the value returned has the type of the reduction's
/// arguments.
pub fn verify_reduce_return(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(block), Some(result)) = (body.op_parent_block(op), body.operand(op, 0)) else {
        return Ok(());
    };
    let Some(expected) = body.block_args(block).next().map(|a| body.value_type(a)) else {
        return Ok(());
    };
    if body.value_type(result) != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "must have type '{}' (the type of the reduction inputs)",
                print_type(ctx, expected)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const PREFIX: &str = "%lb = \"t.def\"() : () -> index\n%a = \"t.def\"() : () -> f32\n%b = \"t.def\"() : () -> i32\n";

    fn with(reduce: &str) -> String {
        format!(
            "{PREFIX}%r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {{\n{reduce}\n}}"
        )
    }

    #[test]
    fn a_reduction_of_the_result_type_verifies() {
        let ir = with(
            "scf.reduce(%a : f32) {\n^bb0(%x: f32, %y: f32):\n  scf.reduce.return %x : f32\n}",
        );
        assert_eq!(first_error(&ir), None);
    }

    #[test]
    fn reductions_match_the_results() {
        assert_eq!(
            first_error(&with("scf.reduce")).as_deref(),
            Some(
                "'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0"
            )
        );
        let ir = with(
            "scf.reduce(%b : i32) {\n^bb0(%x: i32, %y: i32):\n  scf.reduce.return %x : i32\n}",
        );
        assert_eq!(
            first_error(&ir).as_deref(),
            Some(
                "'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'"
            )
        );
    }

    #[test]
    fn reduction_regions_take_and_return_the_operand_type() {
        let ir = with("scf.reduce(%a : f32) {\n^bb0(%x: f32):\n  scf.reduce.return %x : f32\n}");
        assert_eq!(
            first_error(&ir).as_deref(),
            Some(
                "'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region"
            )
        );
        let ir = with(
            "scf.reduce(%a : f32) {\n^bb0(%x: f32, %y: f32):\n  scf.reduce.return %b : i32\n}",
        );
        assert_eq!(
            first_error(&ir).as_deref(),
            Some("'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)")
        );
    }

    #[test]
    fn induction_variables_are_one_index_per_dimension() {
        let ir = format!(
            "{PREFIX}\"scf.parallel\"(%lb, %lb, %lb) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}> ({{\n^bb0(%i: index, %j: index):\n  scf.reduce\n}}) : (index, index, index) -> ()"
        );
        assert_eq!(
            first_error(&ir).as_deref(),
            Some(
                "'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1"
            )
        );
    }
}
