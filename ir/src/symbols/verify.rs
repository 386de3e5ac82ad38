//! The checks the `Symbol` and `SymbolTable` traits imply, with MLIR's messages, for the verifier
//! to call: [`verify_symbol_table`] for ops declaring `SymbolTable` (one region, one block, unique
//! names, then the symbol users inside) and [`verify_symbol`] for ops declaring `Symbol` (name and
//! visibility attributes, declarations, parent). It is not the verifier: it does not walk the IR
//! to find the ops to check.

use super::collection::SymbolTableCollection;
use super::error::SymbolError;
use super::path::{OpPath, WalkStart, walk_from};
use super::reference::{RefBase, SUPER_NAME, SymbolRef, write_quoted};
use super::resolve::{nearest_symbol_table, start_table};
use super::symbol::{
    SYMBOL_ATTR, TRANSPARENT_ATTR, VISIBILITY_ATTR, Visibility, is_declaration, is_optional_symbol,
    is_symbol_table, op_attr, symbol_name,
};
use super::uses::op_symbol_refs;
use crate::attrs::{AttrData, AttrWalker, Attribute};
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId, WalkControl};
use crate::traits::Trait;
use crate::verifier::{error_on_op, op_error};
use rustc_hash::FxHashMap;
use std::ops::ControlFlow;

/// What an op that uses symbols checks about them (MLIR's `SymbolUserOpInterface`), run by
/// [`verify_symbol_table`] on the users in the table's scope. Register it in the op descriptor's
/// interfaces as `Box<dyn SymbolUserOpInterface>`.
pub trait SymbolUserOpInterface: Send + Sync {
    /// Checks the symbol uses of `user` (a path from `top`, the body holding the symbol table
    /// being verified). Lookups go through `tables`, shared by all users of the table.
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        top: &Body,
        user: &OpPath,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic>;
}

/// Checks symbol table `op` (an op of `body`): one region of one block, symbol names unique in it
/// (`redefinition of symbol named 'foo'`, with a note at the first definition), then the
/// [`SymbolUserOpInterface`] checks of the ops in its scope (nested symbol tables excluded: they
/// are checked on their own).
pub fn verify_symbol_table(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    if regions.len() != 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "Operations with a 'SymbolTable' must have exactly one region",
        ));
    }
    if scope.region_blocks(regions[0]).count() != 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    if let Some(flag) = op_attr(ctx, body, op, TRANSPARENT_ATTR)
        && flag != ctx.common().unit
    {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("requires `{TRANSPARENT_ATTR}` to be a unit attribute"),
        ));
    }
    let mut first_definitions: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    for block in scope.region_blocks(regions[0]) {
        for symbol in scope.block_ops(block) {
            let Some(name) = symbol_name(ctx, scope, symbol) else {
                continue;
            };
            let here = scope.op_loc(symbol);
            if let Some(&first) = first_definitions.get(&name) {
                return Err(error_on_op(
                    ctx,
                    scope,
                    symbol,
                    format!(
                        "redefinition of symbol named '{}'",
                        String::from_utf8_lossy(ctx.string_bytes(name))
                    ),
                )
                .with_note(first, "see existing symbol definition here"));
            }
            first_definitions.insert(name, here);
        }
    }
    let mut tables = SymbolTableCollection::new();
    let walked = walk_from(
        body,
        &OpPath::from(op),
        WalkStart::Regions,
        |inner, owners, user| {
            if let Some(interface) = ctx
                .op_descriptor(inner.op_name(user))
                .and_then(|d| d.interfaces.get::<dyn SymbolUserOpInterface>())
            {
                let path = OpPath::new(owners.to_vec(), user);
                if let Err(diagnostic) = interface.verify_symbol_uses(ctx, body, &path, &mut tables)
                {
                    return ControlFlow::Break(diagnostic);
                }
            }
            ControlFlow::Continue(if is_symbol_table(ctx, inner, user) {
                WalkControl::Skip
            } else {
                WalkControl::Advance
            })
        },
    );
    match walked {
        Some(ControlFlow::Break(diagnostic)) => Err(diagnostic),
        _ => Ok(()),
    }
}

/// Checks the relative and absolute symbol references held by `root` (an op of `top`) and the
/// ops nested in it: `@.super` only at the start, no climb out of an `IsolatedSymbols` op (the
/// error notes the boundary), no more levels than there are tables. References that climb above
/// what `top` holds (when `root` was lent out of a larger IR) are left to the verification of
/// that IR. Unregistered users of unknown symbols are not errors, as for ordinary references.
/// One walk over the IR; each escaping reference costs a climb of its levels. Returns every
/// problem when `collect`, else the first.
pub fn verify_escaping_references(
    ctx: &Context,
    top: &Body,
    root: OpId,
    collect: bool,
) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    // The context knows when no such reference was ever made: nothing to walk.
    if !ctx.may_have_escaping_symbol_refs() {
        return found;
    }
    let mut walker = AttrWalker::new();
    let mut refs = Vec::new();
    let _ = walk_from::<()>(
        top,
        &OpPath::from(root),
        WalkStart::Op,
        |body, owners, op| {
            refs.clear();
            op_symbol_refs(ctx, &mut walker, body, op, &mut refs);
            for &attr in &refs {
                let Some(reference) = SymbolRef::from_attr(ctx, attr) else {
                    continue;
                };
                let error = match reference.base(ctx) {
                    Err(error) => error,
                    Ok((RefBase::Nearest, _)) => continue,
                    Ok(_) => {
                        let user = OpPath::new(owners.to_vec(), op);
                        let Ok(table) = nearest_symbol_table(ctx, top, &user) else {
                            continue;
                        };
                        match start_table(ctx, top, &table, &reference) {
                            Ok(_) | Err(SymbolError::OutOfReach { .. }) => continue,
                            Err(error) => error,
                        }
                    }
                };
                let mut diagnostic = op_error(ctx, body, op, error.to_string());
                if let SymbolError::CrossesIsolation { boundary_path, .. } = &error
                    && let Some(boundary_body) = boundary_path.resolve(top)
                {
                    diagnostic = diagnostic.with_note(
                        boundary_body.op_loc(boundary_path.op()),
                        "symbol isolation boundary here",
                    );
                }
                found.push(diagnostic);
                if !collect {
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(WalkControl::Advance)
        },
    );
    found
}

/// Checks symbol op `op` (an op of `body`) with its parent taken from `body`: the op whose
/// region holds it, or, at the top of the nested body of an isolated op, that op (which lives
/// in the enclosing body; the nested body records its name).
pub fn verify_symbol(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let parent = crate::verifier::parent_op_name(body, op);
    verify_symbol_with_parent(ctx, body, op, parent)
}

/// Checks symbol op `op`: `sym_name` is a string, `sym_visibility` (if any) is one of the three
/// visibility strings, a declaration is not public, and a registered parent op (`parent`, the
/// name of the op whose region holds `op`) is a symbol table. Optional symbols without a name
/// pass.
pub fn verify_symbol_with_parent(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<OpName>,
) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let name = op_attr(ctx, body, op, SYMBOL_ATTR);
    if name.is_none() && is_optional_symbol(ctx, body, op) {
        return Ok(());
    }
    if !name.is_some_and(|n| matches!(ctx.attr_data(n), AttrData::String { .. })) {
        return error(format!("requires string attribute '{SYMBOL_ATTR}'"));
    }
    if name.is_some_and(|n| ctx.string_bytes(n) == SUPER_NAME.as_bytes()) {
        return error(format!(
            "symbol name '{SUPER_NAME}' is reserved: `@.super` starts relative symbol references"
        ));
    }
    let mut visibility = Visibility::Public;
    if let Some(attr) = op_attr(ctx, body, op, VISIBILITY_ATTR) {
        let AttrData::String { value, .. } = ctx.attr_data(attr) else {
            return error(format!(
                "requires visibility attribute '{VISIBILITY_ATTR}' to be a string attribute, but \
                 got {}",
                describe_attr(ctx, attr)
            ));
        };
        match Visibility::parse(value) {
            Some(v) => visibility = v,
            None => {
                let mut quoted = String::new();
                write_quoted(&mut quoted, value);
                return error(format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but \
                     got {quoted}"
                ));
            }
        }
    }
    if visibility == Visibility::Public && is_declaration(ctx, body, op) {
        return error("symbol declaration cannot have public visibility".into());
    }
    if let Some(parent) = parent
        && let Some(descriptor) = ctx.op_descriptor(parent)
        && !descriptor.traits.has(Trait::SymbolTable)
    {
        return error("symbol's parent must have the SymbolTable trait".into());
    }
    Ok(())
}

/// The attribute as MLIR prints it in this message.
fn describe_attr(ctx: &Context, attr: Attribute) -> String {
    crate::text::printer::print_attribute(ctx, attr)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbols::testing::Ir;

    #[test]
    fn redefinitions_are_reported_with_a_note_at_the_first_definition() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let first = ir.func(&top, "foo", None);
        ir.global(&top, "bar", None);
        // Any op with a name takes part, registered or not.
        let again = ir.symbol_like(&top, "foo.other", "foo");
        let diagnostic = verify_symbol_table(&ir.ctx, &ir.body, top.op()).unwrap_err();
        assert_eq!(diagnostic.message, "redefinition of symbol named 'foo'");
        assert_eq!(diagnostic.location, ir.loc(&again));
        assert_eq!(diagnostic.notes.len(), 2);
        assert!(
            diagnostic.notes[0]
                .message
                .starts_with("see current operation: \"foo.other\"()")
        );
        assert_eq!(diagnostic.notes[0].location, ir.loc(&again));
        assert_eq!(
            diagnostic.notes[1].message,
            "see existing symbol definition here"
        );
        assert_eq!(diagnostic.notes[1].location, ir.loc(&first));
    }

    #[test]
    fn unique_names_pass_and_nested_tables_have_their_own_names() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        ir.func(&top, "foo", None);
        let m = ir.table(&top, Some("m"), None);
        ir.func(&m, "foo", None);
        // A name that is not a string does not define a symbol.
        ir.op(&top, "foo.x", &[(SYMBOL_ATTR, ir.ctx.common().unit)], 0);
        ir.op(&top, "foo.y", &[(SYMBOL_ATTR, ir.ctx.common().unit)], 0);
        assert_eq!(verify_symbol_table(&ir.ctx, &ir.body, top.op()), Ok(()));
        let holder = m.body(&ir.body).unwrap();
        assert_eq!(verify_symbol_table(&ir.ctx, holder, m.op()), Ok(()));
    }

    #[test]
    fn symbol_tables_need_one_region_with_one_block() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let scope = ir.op(&top, "test.scope", &[], 2);
        let holder = scope.body(&ir.body).unwrap();
        let message = verify_symbol_table(&ir.ctx, holder, scope.op())
            .unwrap_err()
            .message;
        assert_eq!(
            message,
            "'test.scope' op Operations with a 'SymbolTable' must have exactly one region"
        );
        let empty = ir.op(&top, "test.scope", &[], 1);
        let holder = empty.body_mut(&mut ir.body).unwrap();
        let region = holder.op_regions(empty.op())[0];
        let block = holder.region_entry(region).unwrap();
        holder.erase_block(block).unwrap();
        let message = verify_symbol_table(&ir.ctx, holder, empty.op())
            .unwrap_err()
            .message;
        assert_eq!(
            message,
            "'test.scope' op Operations with a 'SymbolTable' must have exactly one block"
        );
    }

    #[test]
    fn symbol_users_are_verified_in_the_table_scope() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        ir.op(&f, "test.call", &[("callee", ir.ra(&["f"]))], 0);
        assert_eq!(verify_symbol_table(&ir.ctx, &ir.body, top.op()), Ok(()));
        let m = ir.table(&top, Some("m"), None);
        // Inside `@m`, `@f` does not resolve; but `@m` is another table, checked on its own.
        let bad = ir.op(&m, "test.call", &[("callee", ir.ra(&["f"]))], 0);
        assert_eq!(verify_symbol_table(&ir.ctx, &ir.body, top.op()), Ok(()));
        let holder = m.body(&ir.body).unwrap();
        let diagnostic = verify_symbol_table(&ir.ctx, holder, m.op()).unwrap_err();
        assert_eq!(
            diagnostic.message,
            "'test.call' op '@f' does not reference a valid symbol: symbol `@f` not found in \
             `builtin.module @m`"
        );
        assert_eq!(diagnostic.location, ir.loc(&bad));
    }

    #[test]
    fn symbols_need_a_string_name_and_a_known_visibility() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let check = |ir: &Ir, p: &OpPath| {
            verify_symbol(&ir.ctx, p.body(&ir.body).unwrap(), p.op()).map_err(|d| d.message)
        };
        let fine = ir.func(&top, "f", Some("nested"));
        assert_eq!(check(&ir, &fine), Ok(()));
        let unnamed = ir.op(&top, "test.global", &[], 0);
        assert_eq!(
            check(&ir, &unnamed),
            Err("'test.global' op requires string attribute 'sym_name'".into())
        );
        let int = Attribute::from(crate::attrs::IntegerAttr::get(
            &ir.ctx,
            ir.ctx.common().i64,
            3,
        ));
        let bad_kind = ir.op(
            &top,
            "test.global",
            &[
                (SYMBOL_ATTR, ir.ctx.string_attr("g")),
                (VISIBILITY_ATTR, int),
            ],
            0,
        );
        assert_eq!(
            check(&ir, &bad_kind),
            Err(
                "'test.global' op requires visibility attribute 'sym_visibility' to be a string \
                 attribute, but got 3 : i64"
                    .into()
            )
        );
        let bad_text = ir.func(&top, "h", Some("bad"));
        assert_eq!(
            check(&ir, &bad_text),
            Err(
                "'test.func' op visibility expected to be one of [\"public\", \"private\", \
                 \"nested\"], but got \"bad\""
                    .into()
            )
        );
    }

    #[test]
    fn declarations_must_not_be_public() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let check = |ir: &Ir, p: &OpPath| {
            verify_symbol(&ir.ctx, p.body(&ir.body).unwrap(), p.op()).map_err(|d| d.message)
        };
        let public = ir.symbol_like(&top, "test.decl", "d");
        assert_eq!(
            check(&ir, &public),
            Err("'test.decl' op symbol declaration cannot have public visibility".into())
        );
        let private = ir.op(
            &top,
            "test.decl",
            &[
                (SYMBOL_ATTR, ir.ctx.string_attr("e")),
                (VISIBILITY_ATTR, ir.ctx.string_attr("private")),
            ],
            0,
        );
        assert_eq!(check(&ir, &private), Ok(()));
    }

    #[test]
    fn registered_parents_must_be_symbol_tables() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let region = ir.op(&top, "test.region", &[], 1);
        let misplaced = ir.global(&region, "g", None);
        let unregistered = ir.op(&top, "foo.r", &[], 2);
        let tolerated = ir.global(&unregistered, "h", None);
        let body = misplaced.body(&ir.body).unwrap();
        assert_eq!(
            verify_symbol(&ir.ctx, body, misplaced.op()).map_err(|d| d.message),
            Err("'test.global' op symbol's parent must have the SymbolTable trait".into())
        );
        assert_eq!(verify_symbol(&ir.ctx, body, tolerated.op()), Ok(()));
        // At the top of a nested body the parent is the isolated op owning the body.
        let func = ir.func(&top, "f", None);
        let inner = ir.global(&func, "x", None);
        let inner_body = inner.body(&ir.body).unwrap();
        assert_eq!(
            verify_symbol(&ir.ctx, inner_body, inner.op()).map_err(|d| d.message),
            Err("'test.global' op symbol's parent must have the SymbolTable trait".into())
        );
        let parent = Some(ir.op_name(&func));
        assert_eq!(
            verify_symbol_with_parent(&ir.ctx, inner_body, inner.op(), parent)
                .map_err(|d| d.message),
            Err("'test.global' op symbol's parent must have the SymbolTable trait".into())
        );
    }
}
