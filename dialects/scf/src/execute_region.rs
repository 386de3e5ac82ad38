//! `scf.execute_region`'s hand-written hooks: its custom form (`scf.execute_region -> i32 {
//! ... }`, every terminator printed) and MLIR's checks (`ExecuteRegionOp::verify` and those of
//! its `RegionBranchOpInterface`).
//!
//! Its canonicalization (inlining a single-block region) is in `crate::canon::execute_region`.

use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, TypeData};

/// Parses `scf.execute_region` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    state.result_types = p.parse_optional_arrow_type_list()?;
    p.parse_region(&[], false)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    Ok(())
}

/// Prints `scf.execute_region` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let Some(&region) = body.op_regions(op).first() else {
        p.print_generic(op);
        return;
    };
    print_optional_arrow_type_list(p, op);
    p.write_str(" ");
    p.print_region(region, false, true, false);
    p.print_op_attr_dict(op, &[]);
}

/// ` -> type` or ` -> (types)` for `op`'s results, nothing without results: MLIR's
/// `printOptionalArrowTypeList`, which leaves the parentheses out around one type that is not
/// a function type.
pub fn print_optional_arrow_type_list(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let types: Vec<_> = body.result_types(op).collect();
    if types.is_empty() {
        return;
    }
    let wrapped =
        types.len() != 1 || matches!(p.ctx().type_data(types[0]), TypeData::Function { .. });
    p.write_str(" -> ");
    if wrapped {
        p.write_str("(");
    }
    p.print_types(types);
    if wrapped {
        p.write_str(")");
    }
}

/// MLIR's `ExecuteRegionOp::verify`: the region has an entry block without arguments.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "region needs to have at least one block",
        ));
    };
    if scope.block_args(entry).len() > 0 {
        return Err(op_error(ctx, body, op, "region cannot have any arguments"));
    }
    Ok(())
}

/// The check of MLIR's `RegionBranchOpInterface`: the region's `scf.yield` gives values of the
/// result types.
pub fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    crate::edges::verify_region_edges(ctx, body, op)
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    #[test]
    fn the_region_has_an_entry_block_without_arguments() {
        let x = "%x = \"t.def\"() : () -> i32\n";
        assert_eq!(
            first_error(&format!(
                "{x}%r = \"scf.execute_region\"() ({{\n}}) : () -> i32"
            ))
            .as_deref(),
            Some("'scf.execute_region' op region needs to have at least one block")
        );
        assert_eq!(
            first_error(&format!(
                "{x}%r = \"scf.execute_region\"() ({{\n^bb0(%a: i32):\n  scf.yield %a : i32\n}}) : () -> i32"
            ))
            .as_deref(),
            Some("'scf.execute_region' op region cannot have any arguments")
        );
        assert_eq!(
            first_error(&format!(
                "{x}%r = scf.execute_region -> f32 {{\n  scf.yield %x : i32\n}}"
            ))
            .as_deref(),
            Some(
                "'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'"
            )
        );
    }
}
