//! Moving a symbol table to another symbol table with its outward references re-checked.
//!
//! A table with the `IsolatedSymbols` trait is movable as in MLIR: nothing inside it resolves
//! outside it (the verifier sees to that), so a move changes the meaning of no reference inside.
//! A transparent table is not: its `@.super::` and `@::` references resolve from wherever it
//! stands. [`move_symbol_table`] is the move for symbol tables: it places a copy at the
//! destination, resolves every reference inside that leaves the table from there, and only then
//! removes the original; on failure nothing changes. Moving with the structural API instead
//! (`Body::move_op`, `Body::clone_op_into`) skips that check, and the verifier, which the pass
//! manager runs after every pass, reports a reference that now crosses a boundary or climbs too
//! far at its user. This is not a general move of ops: the op must be a symbol table.

use super::collection::SymbolTableCollection;
use super::path::{OpPath, WalkStart, walk_from};
use super::reference::SymbolRef;
use super::resolve::{describe_op, nearest_symbol_table, start_table};
use super::symbol::{is_symbol_table, symbol_name};
use super::uses::op_symbol_refs;
use crate::attrs::AttrWalker;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, ValueMap, WalkControl};
use crate::verifier::op_error;
use std::ops::ControlFlow;

/// Checks that every relative or absolute reference inside symbol table `table` (a path from
/// `top`) that starts outside it resolves: an error at the first user whose reference does not.
pub fn check_outward_references(
    ctx: &Context,
    top: &Body,
    table: &OpPath,
) -> Result<(), Diagnostic> {
    let mut tables = SymbolTableCollection::new();
    let mut walker = AttrWalker::new();
    let mut refs = Vec::new();
    let walked = walk_from(top, table, WalkStart::Op, |body, owners, op| {
        refs.clear();
        op_symbol_refs(ctx, &mut walker, body, op, &mut refs);
        for &attr in &refs {
            let Some(reference) = SymbolRef::from_attr(ctx, attr) else {
                continue;
            };
            if !reference.is_escaping(ctx) {
                continue;
            }
            let user = OpPath::with_owners(owners, op);
            let result = nearest_symbol_table(ctx, top, &user).and_then(|nearest| {
                let (start, _) = start_table(ctx, top, &nearest, &reference)?;
                // References that stay inside the moved table do not depend on where it is.
                if start.ancestors(top).contains(table) {
                    return Ok(());
                }
                tables
                    .lookup_symbol_in(ctx, top, &nearest, &reference)
                    .map(|_| ())
            });
            if let Err(error) = result {
                return ControlFlow::Break(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "symbol reference `{}` does not resolve where its table now is: {error}",
                        reference.display(ctx)
                    ),
                ));
            }
        }
        ControlFlow::Continue(WalkControl::Advance)
    });
    match walked {
        Some(ControlFlow::Break(diagnostic)) => Err(diagnostic),
        Some(ControlFlow::Continue(())) => Ok(()),
        None => Err(Diagnostic::error(
            ctx.common().unknown_loc,
            super::error::SymbolError::InvalidPath.to_string(),
        )),
    }
}

/// Moves symbol table `table` (a path from `top`) to the end of symbol table `dest`'s body and
/// returns its new path. The references inside it that leave it must resolve from the new place
/// ([`check_outward_references`]), and its name must be free in `dest`; otherwise nothing
/// changes and the error says which reference or name is in the way. References to the moved
/// table's symbols from elsewhere are not rewritten (as for any MLIR move).
pub fn move_symbol_table(
    ctx: &Context,
    top: &mut Body,
    table: &OpPath,
    dest: &OpPath,
) -> Result<OpPath, Diagnostic> {
    let invalid = || {
        Diagnostic::error(
            ctx.common().unknown_loc,
            super::error::SymbolError::InvalidPath.to_string(),
        )
    };
    let body = table.resolve(top).ok_or_else(invalid)?;
    if !is_symbol_table(ctx, body, table.op()) {
        return Err(op_error(ctx, body, table.op(), "is not a symbol table"));
    }
    let name = symbol_name(ctx, body, table.op());
    let dest_body = dest.resolve(top).ok_or_else(invalid)?;
    if !is_symbol_table(ctx, dest_body, dest.op()) {
        return Err(op_error(ctx, dest_body, dest.op(), "is not a symbol table"));
    }
    if dest.ancestors(top).contains(table) {
        return Err(op_error(
            ctx,
            body,
            table.op(),
            "cannot be moved into itself",
        ));
    }
    if let Some(name) = name
        && super::resolve::scan_table(ctx, dest_body, dest.op(), name).is_some()
    {
        return Err(op_error(
            ctx,
            body,
            table.op(),
            format!(
                "cannot be moved into `{}`: a symbol named `{}` is there already",
                describe_op(ctx, dest_body, dest.op()),
                SymbolRef::flat(name).display(ctx)
            ),
        ));
    }
    // Copy first, check from the new place, then drop the original (or the copy).
    let source = body;
    let mut map = ValueMap::default();
    let mut scratch = Body::new();
    let detached = source
        .clone_op_into(table.op(), &mut scratch, &mut map)
        .map_err(|e| Diagnostic::error(source.op_loc(table.op()), e.to_string()))?;
    let dest_scope_owners = {
        let dest_body = dest.resolve(top).ok_or_else(invalid)?;
        super::path::scope_owners(dest_body, dest.owners(), dest.op())
    };
    let dest_body = dest.body_mut(top).ok_or_else(invalid)?;
    let (scope, regions) = dest_body.region_scope_mut(dest.op());
    let block = regions
        .first()
        .and_then(|&r| scope.region_entry(r))
        .ok_or_else(invalid)?;
    let mut map = ValueMap::default();
    let copy = scratch
        .clone_op_into(detached, scope, &mut map)
        .map_err(|e| Diagnostic::error(ctx.common().unknown_loc, e.to_string()))?;
    scope
        .append_op(block, copy)
        .map_err(|e| Diagnostic::error(ctx.common().unknown_loc, e.to_string()))?;
    let moved = OpPath::new(dest_scope_owners, copy);
    if let Err(diagnostic) = check_outward_references(ctx, top, &moved) {
        let body = moved.body_mut(top).ok_or_else(invalid)?;
        let _ = body.erase_op(copy);
        return Err(diagnostic);
    }
    let body = table.body_mut(top).ok_or_else(invalid)?;
    body.erase_op(table.op())
        .map_err(|e| Diagnostic::error(ctx.common().unknown_loc, e.to_string()))?;
    Ok(moved)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbols::testing::Ir;

    #[test]
    fn a_transparent_table_moves_only_where_its_outward_references_resolve() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        ir.func(&top, "f", None);
        let a = ir.transparent(&top, "a");
        ir.func(&a, "only_in_a", None);
        let b = ir.transparent(&top, "b");
        let moving = ir.transparent(&a, "moving");
        let r = [
            ir.up(1, &["only_in_a"]).to_attr(&ir.ctx),
            ir.up(2, &["f"]).to_attr(&ir.ctx),
        ];
        ir.user(&moving, &r);
        // From `@b`, `@.super::@only_in_a` names nothing: the move is refused, nothing changes.
        let err = move_symbol_table(&ir.ctx, &mut ir.body, &moving, &b).unwrap_err();
        assert_eq!(
            err.message,
            "'test.user' op symbol reference `@.super::@only_in_a` does not resolve where its \
             table now is: cannot resolve `@.super::@only_in_a`: no symbol `@only_in_a` in \
             `builtin.module @b`"
        );
        assert!(ir.exists(&moving));
        assert_eq!(
            crate::symbols::SymbolTable::new(&ir.ctx, b.body(&ir.body).unwrap(), b.op())
                .unwrap()
                .len(),
            0
        );
        // Next to a table that has the symbol, it moves.
        ir.func(&b, "only_in_a", None);
        let moved = move_symbol_table(&ir.ctx, &mut ir.body, &moving, &b).unwrap();
        assert_eq!(ir.name_of(&moved), "moving");
        assert!(!ir.exists(&moving));
        assert!(check_outward_references(&ir.ctx, &ir.body, &moved).is_ok());
        // A name already taken at the destination is refused.
        let again = ir.transparent(&a, "moving");
        let err = move_symbol_table(&ir.ctx, &mut ir.body, &again, &b).unwrap_err();
        assert!(
            err.message
                .contains("a symbol named `@moving` is there already"),
            "{}",
            err.message
        );
    }

    #[test]
    fn isolated_tables_move_freely() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let a = ir.transparent(&top, "a");
        let b = ir.transparent(&top, "b");
        let iso = ir.table(&a, Some("iso"), None);
        ir.func(&iso, "g", None);
        let r = [ir.abs(&["g"]).to_attr(&ir.ctx)];
        ir.user(&iso, &r);
        let moved = move_symbol_table(&ir.ctx, &mut ir.body, &iso, &b).unwrap();
        assert!(check_outward_references(&ir.ctx, &ir.body, &moved).is_ok());
        let escaping =
            crate::symbols::verify_escaping_references(&ir.ctx, &ir.body, top.op(), true);
        assert!(escaping.is_empty(), "{escaping:?}");
    }
}
