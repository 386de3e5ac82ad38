//! COMDAT groups: the `comdat(@table::@selector)` of `llvm.func` and `llvm.mlir.global` (read
//! and written as MLIR's parsers and printers of both ops do), MLIR's check that it names an
//! `llvm.comdat_selector`, and the check of `llvm.comdat` that its table holds only selectors.

use crate::ComdatSelectorOp;
use oxir::symbols::{OpPath, SymbolTableCollection, SymbolUseChecks};
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::error_on_op;
use oxir::{AttrData, Attribute, Body, Context, Diagnostic, OpId};

/// The `SymbolUserOpInterface` model of `llvm.func` and `llvm.mlir.global`: their comdat.
pub const COMDAT_USE: SymbolUseChecks = SymbolUseChecks(verify_comdat_use);

/// Reads an optional `comdat(@table::@selector)`.
pub fn parse_optional_comdat(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Attribute>> {
    if !p.parse_optional_keyword("comdat") {
        return Ok(None);
    }
    p.parse_lparen()?;
    let at = p.current_offset();
    let comdat = p.parse_attribute()?;
    if !matches!(p.context().attr_data(comdat), AttrData::SymbolRef { .. }) {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    p.parse_rparen()?;
    Ok(Some(comdat))
}

/// Writes what [`parse_optional_comdat`] reads, when `op` has a comdat.
pub fn print_comdat(p: &mut OpAsmPrinter<'_>, op: OpId) {
    if let Some(comdat) = oxir::op_support::attr(p.ctx(), p.body(), op, "comdat") {
        p.write_str(" comdat(");
        p.print_attribute(comdat);
        p.write_str(")");
    }
}

/// MLIR's `verifyComdat`: a comdat names an `llvm.comdat_selector` from the op's symbol table.
fn verify_comdat_use(
    ctx: &Context,
    top: &Body,
    body: &Body,
    user: &OpPath,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let op = user.op();
    let Some(comdat) = oxir::op_support::attr(ctx, body, op, "comdat") else {
        return Ok(());
    };
    let selector = crate::symbol_uses::lookup(ctx, top, user, comdat, tables)
        .is_some_and(|found| crate::symbol_uses::is_op(ctx, &found, ComdatSelectorOp::NAME));
    match selector {
        true => Ok(()),
        false => Err(error_on_op(ctx, body, op, "expected comdat symbol")),
    }
}

/// MLIR's `ComdatOp::verifyRegions`: only selectors in the table, the first other op reported
/// at itself.
pub fn verify_table(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let selector = ctx.op_name(ComdatSelectorOp::NAME);
    let blocks = regions.iter().flat_map(|&r| scope.region_blocks(r));
    for block in blocks {
        if let Some(other) = scope
            .block_ops(block)
            .find(|&o| scope.op_name(o) != selector)
        {
            return Err(error_on_op(
                ctx,
                scope,
                other,
                "only comdat selector symbols can appear in a comdat region",
            ));
        }
    }
    Ok(())
}
