//! `scf.while`'s hand-written hooks: its custom form (`scf.while (%a = %init) : (i32) -> i32 {
//! ... } do { ... }`) and MLIR's checks (`WhileOp::verify`: the terminators of both regions,
//! then those of its `RegionBranchOpInterface` along the loop's edges).
//!
//! Its canonicalization patterns are in `crate::canon`.

use oxir::op_support::function_type_parts;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, RegionId, TypeData, Value};

/// Parses `scf.while` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (mut arguments, operands) = p.parse_optional_assignment_list()?.unwrap_or_default();
    let at = p.current_offset();
    p.parse_colon()?;
    let type_at = p.current_offset();
    let ty = p.parse_type()?;
    if !matches!(p.context().type_data(ty), TypeData::Function { .. }) {
        return Err(p.error_at(type_at, "invalid kind of type specified"));
    }
    let (inputs, results) = function_type_parts(p.context(), ty);
    state.result_types = results;
    if inputs.len() != operands.len() {
        return Err(p.error_at(
            at,
            format!(
                "expected as many input types as operands (expected {} got {})",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    state.operands = p.resolve_operands(&operands, &inputs)?;
    for (argument, &input) in arguments.iter_mut().zip(&inputs) {
        argument.ty = Some(input);
    }
    p.parse_region(&arguments, false)?;
    p.parse_keyword("do")?;
    p.parse_region(&[], false)?;
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    Ok(())
}

/// Prints `scf.while` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let &[before, after] = body.op_regions(op) else {
        p.print_generic(op);
        return;
    };
    let inits: Vec<Value> = body.operands(op).collect();
    let arguments: Vec<Value> = body
        .region_entry(before)
        .map(|entry| body.block_args(entry).collect())
        .unwrap_or_default();
    if !inits.is_empty() {
        if arguments.len() != inits.len() {
            p.print_generic(op);
            return;
        }
        crate::for_op::print_initialization_list(p, " ", &arguments, &inits);
    }
    p.write_str(" : ");
    p.print_functional_type(op);
    p.write_str(" ");
    p.print_region(before, false, true, false);
    p.write_str(" do ");
    p.print_region(after, true, true, false);
    p.print_op_attr_dict_with_keyword(op, &[]);
}

/// MLIR's `WhileOp::verify`: the `before` region ends in `scf.condition` and the `after`
/// region in `scf.yield`.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let regions = body.region_scope(op).1.to_vec();
    let checks = [
        (
            crate::ConditionOp::NAME,
            "expects the 'before' region to terminate with 'scf.condition'",
        ),
        (
            crate::YieldOp::NAME,
            "expects the 'after' region to terminate with 'scf.yield'",
        ),
    ];
    for (&region, (terminator, message)) in regions.iter().zip(checks) {
        verify_entry_terminator(ctx, body, op, region, terminator, message)?;
    }
    Ok(())
}

/// MLIR's `verifyAndGetTerminator`: the entry block of `region` (a region of `op`) ends in an
/// op named `terminator`; otherwise `message`, with a note at the op it ends in.
pub fn verify_entry_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: RegionId,
    terminator: &str,
    message: &str,
) -> Result<(), Diagnostic> {
    let (scope, _) = body.region_scope(op);
    let last = scope.region_entry(region).and_then(|b| scope.last_op(b));
    match last {
        Some(last) if ctx.op_name_str(scope.op_name(last)) == terminator => Ok(()),
        Some(last) => {
            Err(op_error(ctx, body, op, message).with_note(scope.op_loc(last), "terminator here"))
        }
        None => Err(op_error(ctx, body, op, message)),
    }
}

/// The checks of MLIR's `RegionBranchOpInterface` on the loop's edges: the operands into the
/// `before` region, `scf.condition`'s values out of the loop and into the `after` region,
/// `scf.yield`'s values back into the `before` region.
pub fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    crate::edges::verify_region_edges(ctx, body, op)
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const PREFIX: &str = "%c = \"t.def\"() : () -> i1\n%x = \"t.def\"() : () -> i32\n";

    fn with(types: &str, before: &str, after_arg: &str, after: &str) -> String {
        format!(
            "{PREFIX}%r = scf.while (%a = %x) : {types} {{\n  {before}\n}} do {{\n^bb0(%p: {after_arg}):\n  {after}\n}}"
        )
    }

    // An `scf.while` with one region fails verification and has no custom form: the printer
    // falls back to the generic form for the whole op, never `scf.while"scf.while"(...)`.
    #[test]
    fn a_loop_the_custom_form_cannot_show_prints_whole_in_the_generic_form() {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        let ir = "%c = \"t.def\"() : () -> i1\n\"scf.while\"() ({\n  \"scf.condition\"(%c) : (i1) -> ()\n}) : () -> ()";
        let out = oxir::testing::printed_inner(&ctx, ir);
        assert_eq!(
            out,
            "%0 = \"t.def\"() : () -> i1\n\"scf.while\"() ({\nscf.condition(%0)\n}) : () -> ()"
        );
    }

    #[test]
    fn a_well_typed_loop_verifies() {
        let ir = with(
            "(i32) -> i32",
            "scf.condition(%c) %a : i32",
            "i32",
            "scf.yield %p : i32",
        );
        assert_eq!(first_error(&ir), None);
    }

    #[test]
    fn the_regions_end_in_their_terminators() {
        let ir = with(
            "(i32) -> i32",
            "scf.yield %a : i32",
            "i32",
            "scf.yield %p : i32",
        );
        assert_eq!(
            first_error(&ir).as_deref(),
            Some("'scf.while' op expects the 'before' region to terminate with 'scf.condition'")
        );
    }

    #[test]
    fn values_along_the_edges_match() {
        let ir = with(
            "(i32) -> f32",
            "scf.condition(%c) %a : i32",
            "i32",
            "scf.yield %p : i32",
        );
        assert_eq!(
            first_error(&ir).as_deref(),
            Some(
                "'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'"
            )
        );
        let ir = with(
            "(i32) -> i32",
            "scf.condition(%c) %a : i32",
            "i32",
            "scf.yield",
        );
        assert_eq!(
            first_error(&ir).as_deref(),
            Some(
                "'scf.while' op  region control flow edge from Region #1 to Region #0: source has 0 operands, but target successor needs 1"
            )
        );
    }
}
