//! `scf.for`'s hand-written hooks: its custom form (`scf.for %i = %lb to %ub step %s
//! iter_args(%a = %init) -> (i32) : i32 { ... }`, the `scf.yield` of a loop without carried
//! values left out) and MLIR's checks of the loop (`ForOp::verify`, the checks of
//! `LoopLikeOpInterface` and `RegionBranchOpInterface`, `ForOp::verifyRegions`).
//!
//! Its canonicalization patterns are in `crate::canon`.

use oxir::loop_like::{LoopParts, verify_loop_like};
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, Type, TypeData, Value};

use crate::edges::yielded_types;

/// The operands before the loop-carried initial values: lower bound, upper bound, step.
const NUM_CONTROL_OPERANDS: usize = 3;

/// Parses `scf.for` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut arguments = vec![p.parse_argument(false, false)?];
    p.parse_equal()?;
    let lower = p.parse_operand()?;
    p.parse_keyword("to")?;
    let upper = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        let Some((iter_args, operands)) = p.parse_optional_assignment_list()? else {
            return Err(p.error("expected '('"));
        };
        arguments.extend(iter_args);
        inits = operands;
        state.result_types = p.parse_arrow_type_list()?;
    }
    if arguments.len() != state.result_types.len() + 1 {
        let at = p.name_offset();
        return Err(p.error_at(
            at,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.parse_optional_colon() {
        p.parse_type()?
    } else {
        p.context().intern_type(TypeData::Index)
    };
    arguments[0].ty = Some(ty);
    for (argument, &result) in arguments[1..].iter_mut().zip(&state.result_types) {
        argument.ty = Some(result);
    }
    let region = p.parse_region(&arguments, false)?;
    p.ensure_terminator(region, crate::YieldOp::NAME);
    // Operands resolve after the region so that one defined inside it is reported.
    for bound in [lower, upper, step] {
        let value = p.resolve_operand(bound, ty)?;
        state.operands.push(value);
    }
    let result_types = state.result_types.clone();
    state
        .operands
        .extend(p.resolve_operands(&inits, &result_types)?);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    Ok(())
}

/// Prints `scf.for` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let region = body.op_regions(op)[0];
    let Some(entry) = body.region_entry(region) else {
        p.print_generic(op);
        return;
    };
    let args: Vec<Value> = body.block_args(entry).collect();
    let operands: Vec<Value> = body.operands(op).collect();
    if args.is_empty() || operands.len() < NUM_CONTROL_OPERANDS {
        p.print_generic(op);
        return;
    }
    let inits = &operands[NUM_CONTROL_OPERANDS..];
    p.write_str(" ");
    p.print_operand(args[0]);
    p.write_str(" = ");
    p.print_operand(operands[0]);
    p.write_str(" to ");
    p.print_operand(operands[1]);
    p.write_str(" step ");
    p.print_operand(operands[2]);
    if !inits.is_empty() {
        print_initialization_list(p, " iter_args", &args[1..], inits);
        p.write_str(" -> (");
        p.print_types(inits.iter().map(|&v| body.value_type(v)));
        p.write_str(")");
    }
    p.write_str(" ");
    let iv_type = body.value_type(args[0]);
    if iv_type != p.ctx().intern_type(TypeData::Index) {
        p.write_str(" : ");
        p.print_type(iv_type);
        p.write_str(" ");
    }
    p.print_region(region, false, !inits.is_empty(), false);
    p.print_op_attr_dict(op, &[]);
}

/// `<prefix>(%arg = %init, ...)`: region arguments and the values they start with, as MLIR's
/// `printInitializationList` writes them for `scf.for` and `scf.while`.
pub fn print_initialization_list(
    p: &mut OpAsmPrinter<'_>,
    prefix: &str,
    arguments: &[Value],
    inits: &[Value],
) {
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&arg, &init)) in arguments.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(arg);
        p.write_str(" = ");
        p.print_operand(init);
    }
    p.write_str(")");
}

/// MLIR's `ForOp::verify`: as many results as loop-carried initial values.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let inits = body.num_operands(op).saturating_sub(NUM_CONTROL_OPERANDS);
    if inits != body.num_results(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

/// The checks of the loop's body: those of MLIR's `LoopLikeOpInterface` (initial values,
/// region arguments, yielded values and results agree), those of its `RegionBranchOpInterface`
/// (along the edges into the body and out of the loop), then the induction variable's type.
pub fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let args: Vec<Type> = scope
        .block_args(entry)
        .map(|a| scope.value_type(a))
        .collect();
    let Some((&iv, iter_args)) = args.split_first() else {
        return error("expected the body to take the induction variable".into());
    };
    let operands: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let inits = operands.get(NUM_CONTROL_OPERANDS..).unwrap_or_default();
    let results: Vec<Type> = body.result_types(op).collect();
    let yielded = yielded_types(ctx, scope, regions[0]).map(|y| y.len());
    let parts = LoopParts {
        inits,
        iter_args,
        yielded,
        results: Some(&results),
    };
    verify_loop_like(ctx, body, op, &parts)?;
    crate::edges::verify_region_edges(ctx, body, op)?;
    if operands.first() != Some(&iv) {
        return error("expected induction variable to be same type as bounds and step".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const LOOP: &str = r#"
%lb = "t.def"() : () -> index
%x = "t.def"() : () -> i32
%r = "scf.for"(%lb, %lb, %lb, %x) ({
^bb0(%i: IV, %a: ARG):
  scf.yield %a : ARG
}) : (index, index, index, i32) -> RESULT
"#;

    fn with(iv: &str, arg: &str, result: &str) -> String {
        LOOP.replace("IV", iv)
            .replace("ARG", arg)
            .replace("RESULT", result)
    }

    #[test]
    fn a_well_typed_loop_verifies() {
        assert_eq!(first_error(&with("index", "i32", "i32")), None);
    }

    #[test]
    fn carried_values_agree_in_type() {
        assert_eq!(
            first_error(&with("index", "i32", "f32")).as_deref(),
            Some(
                "'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'"
            )
        );
        assert_eq!(
            first_error(&with("index", "f32", "i32")).as_deref(),
            Some(
                "'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'"
            )
        );
    }

    #[test]
    fn the_induction_variable_has_the_type_of_the_bounds() {
        assert_eq!(
            first_error(&with("i32", "i32", "i32")).as_deref(),
            Some("'scf.for' op expected induction variable to be same type as bounds and step")
        );
    }

    #[test]
    fn the_yield_gives_every_carried_value() {
        let ir = "%lb = \"t.def\"() : () -> index\n%x = \"t.def\"() : () -> i32\n%r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {\n  scf.yield\n}";
        assert_eq!(
            first_error(ir).as_deref(),
            Some(
                "'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1"
            )
        );
    }
}
