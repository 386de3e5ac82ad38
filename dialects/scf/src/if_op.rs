//! `scf.if`'s hand-written hooks: its custom form (`scf.if %c -> (i32) { ... } else { ... }`,
//! the `else` region optional and the `scf.yield` of an `scf.if` without results left out) and
//! MLIR's checks (`IfOp::verify` and those of its `RegionBranchOpInterface`).
//!
//! Its canonicalization patterns are in `crate::canon::if_else`.

use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, TypeData};

/// Parses `scf.if` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let condition = p.parse_operand()?;
    let i1 = p.context().intern_type(TypeData::Integer {
        width: 1,
        signedness: oxir::types::Signedness::Signless,
    });
    state.operands.push(p.resolve_operand(condition, i1)?);
    state.result_types = p.parse_optional_arrow_type_list()?;
    let then_region = p.parse_region(&[], false)?;
    p.ensure_terminator(then_region, crate::YieldOp::NAME);
    if p.parse_optional_keyword("else") {
        let else_region = p.parse_region(&[], false)?;
        p.ensure_terminator(else_region, crate::YieldOp::NAME);
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    Ok(())
}

/// Prints `scf.if` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let (Some(&condition), &[then_region, else_region]) = (
        body.operands(op).collect::<Vec<_>>().first(),
        body.op_regions(op),
    ) else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    p.print_operand(condition);
    let has_results = body.num_results(op) > 0;
    if has_results {
        p.write_str(" -> (");
        p.print_types(body.result_types(op));
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(then_region, false, has_results, false);
    if !body.region_is_empty(else_region) {
        p.write_str(" else ");
        p.print_region(else_region, false, has_results, false);
    }
    p.print_op_attr_dict(op, &[]);
}

/// MLIR's `IfOp::verify`: an `scf.if` with results has an `else` region.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let else_empty = body
        .op_regions(op)
        .get(1)
        .is_none_or(|&r| body.region_is_empty(r));
    if body.num_results(op) != 0 && else_empty {
        return Err(op_error(
            ctx,
            body,
            op,
            "must have an else block if defining values",
        ));
    }
    Ok(())
}

/// The checks of MLIR's `RegionBranchOpInterface` on `scf.if`: each region's `scf.yield` gives
/// values of the result types (the edges into the regions pass nothing to regions without
/// arguments).
pub fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    crate::edges::verify_region_edges(ctx, body, op)
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    const PREFIX: &str = "%c = \"t.def\"() : () -> i1\n%x = \"t.def\"() : () -> i32\n";

    #[test]
    fn results_need_an_else_region_yielding_them() {
        let no_else = format!("{PREFIX}%r = scf.if %c -> (i32) {{\n  scf.yield %x : i32\n}}");
        assert_eq!(
            first_error(&no_else).as_deref(),
            Some("'scf.if' op must have an else block if defining values")
        );
        let short = format!(
            "{PREFIX}%r = scf.if %c -> (i32) {{\n  scf.yield %x : i32\n}} else {{\n  scf.yield\n}}"
        );
        assert_eq!(
            first_error(&short).as_deref(),
            Some(
                "'scf.if' op  region control flow edge from Region #1 to parent results: source has 0 operands, but target successor needs 1"
            )
        );
        let mistyped = format!(
            "{PREFIX}%r = scf.if %c -> (f32) {{\n  scf.yield %x : i32\n}} else {{\n  scf.yield %x : i32\n}}"
        );
        assert_eq!(
            first_error(&mistyped).as_deref(),
            Some(
                "'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'"
            )
        );
        let good = format!(
            "{PREFIX}%r = scf.if %c -> (i32) {{\n  scf.yield %x : i32\n}} else {{\n  scf.yield %x : i32\n}}"
        );
        assert_eq!(first_error(&good), None);
    }
}
