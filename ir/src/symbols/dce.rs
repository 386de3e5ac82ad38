//! Dead symbol elimination (MLIR's `SymbolDCE`): removes the symbols of a symbol table, and of the
//! tables nested in it, that nothing live refers to, transitively (a symbol only used by dead
//! symbols is dead too).
//!
//! Liveness starts from what may be referenced from outside: every op of a table that is not a
//! symbol op, and every symbol that cannot be discarded (public symbols, and nested ones unless the
//! table is hidden from its parents, see [`is_discardable`]). Then the uses held by each live op
//! make what they resolve to live. A table is hidden when it has no parent, when its parent table
//! is hidden, or when it is private or not a symbol. Symbol tables nested in ops that are not
//! symbol tables (a module inside a function) are analysed too, as MLIR does since it fixed the
//! bug that removed their public symbols. This is the transformation only; the pass wrapper lives
//! with the passes.

use super::collection::SymbolTableCollection;
use super::path::{OpPath, WalkStart, walk_from};
use super::resolve::describe_op;
use super::symbol::{
    Visibility, can_discard_on_use_empty, is_symbol_op, is_symbol_table,
    is_transparent_symbol_table, symbol_visibility,
};
use super::uses::symbol_uses;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId, WalkControl};
use rustc_hash::FxHashSet;
use std::ops::ControlFlow;

/// Whether symbol op `op` of `body` may be removed when unused, in a table that is
/// (`table_is_hidden`) or is not hidden from its parents: private symbols, and nested ones in a
/// hidden table, as long as their [`crate::symbols::SymbolOpInterface`] allows discarding them.
pub fn is_discardable(ctx: &Context, body: &Body, op: OpId, table_is_hidden: bool) -> bool {
    is_symbol_op(ctx, body, op)
        && (table_is_hidden || symbol_visibility(ctx, body, op) == Visibility::Private)
        && can_discard_on_use_empty(ctx, body, op)
}

/// The symbols [`symbol_dce`] would remove from symbol table `root` (a path from `top`), inner
/// ones first.
pub fn dead_symbols(
    ctx: &Context,
    top: &Body,
    root: impl Into<OpPath>,
) -> Result<Vec<OpPath>, Diagnostic> {
    let root = root.into();
    let hidden = default_hidden(ctx, top, &root)?;
    dead_symbols_with(ctx, top, root, hidden)
}

/// Like [`dead_symbols`], saying whether `root` is hidden from its parents (for callers that hold
/// only the body of a nested table, so that its parent is out of sight).
pub fn dead_symbols_with(
    ctx: &Context,
    top: &Body,
    root: impl Into<OpPath>,
    table_is_hidden: bool,
) -> Result<Vec<OpPath>, Diagnostic> {
    let root = root.into();
    let body = root.resolve(top).ok_or_else(|| invalid_path(ctx))?;
    if !is_symbol_table(ctx, body, root.op()) {
        return Err(Diagnostic::error(
            body.op_loc(root.op()),
            format!(
                "'{}' op was scheduled to run under SymbolDCE, but does not define a symbol table",
                ctx.op_name_str(body.op_name(root.op()))
            ),
        ));
    }
    let live = live_symbols(ctx, top, &root, table_is_hidden)?;
    // Tables pre-order, visited in reverse: a table nested in a dead symbol gives up its dead
    // symbols before that symbol, so erasing in this order never erases an op twice.
    let mut tables = Vec::new();
    let _ = walk_from::<()>(top, &root, WalkStart::Op, |body, owners, op| {
        if is_symbol_table(ctx, body, op) {
            tables.push(OpPath::with_owners(owners, op));
        }
        ControlFlow::Continue(WalkControl::Advance)
    });
    let mut dead = Vec::new();
    for table in tables.iter().rev() {
        let Some(body) = table.resolve(top) else {
            continue;
        };
        for_each_table_op(body, table.op(), |scope, op| {
            let path = table.child(body, op);
            if is_symbol_op(ctx, scope, op) && !live.contains(&path) {
                dead.push(path);
            }
        });
    }
    Ok(dead)
}

/// Removes the dead symbols of symbol table `root` (a path from `top`) and of the tables nested
/// in it; returns how many were removed. `root` is hidden when it has no parent in `top`, or is
/// not a public or nested symbol.
pub fn symbol_dce(
    ctx: &Context,
    top: &mut Body,
    root: impl Into<OpPath>,
) -> Result<usize, Diagnostic> {
    let root = root.into();
    let hidden = default_hidden(ctx, top, &root)?;
    symbol_dce_with(ctx, top, root, hidden)
}

/// Like [`symbol_dce`], saying whether `root` is hidden from its parents.
pub fn symbol_dce_with(
    ctx: &Context,
    top: &mut Body,
    root: impl Into<OpPath>,
    table_is_hidden: bool,
) -> Result<usize, Diagnostic> {
    let dead = dead_symbols_with(ctx, top, root, table_is_hidden)?;
    for path in &dead {
        let body = path.body_mut(top).ok_or_else(|| invalid_path(ctx))?;
        let loc = body.op_loc(path.op());
        let what = describe_op(ctx, body, path.op());
        body.erase_op(path.op()).map_err(|e| {
            Diagnostic::error(loc, format!("cannot erase unused symbol `{what}`: {e}"))
        })?;
    }
    Ok(dead.len())
}

/// Whether `root` is hidden when the caller does not say: a table without parent is; one with a
/// parent is hidden unless it is a public or nested symbol.
fn default_hidden(ctx: &Context, top: &Body, root: &OpPath) -> Result<bool, Diagnostic> {
    let body = root.resolve(top).ok_or_else(|| invalid_path(ctx))?;
    // A transparent table is not hidden: relative references from outside may reach it.
    Ok(root.parent(top).is_none()
        || (!is_transparent_symbol_table(ctx, body, root.op())
            && (!is_symbol_op(ctx, body, root.op())
                || symbol_visibility(ctx, body, root.op()) == Visibility::Private)))
}

/// The symbols reachable from what may be referenced from outside `root`.
fn live_symbols(
    ctx: &Context,
    top: &Body,
    root: &OpPath,
    root_is_hidden: bool,
) -> Result<FxHashSet<OpPath>, Diagnostic> {
    let mut live = FxHashSet::default();
    // Ops whose uses make things live, each with whether the table it was found from is hidden.
    let mut work: Vec<(OpPath, bool)> = Vec::new();
    let mut tables = SymbolTableCollection::new();
    seed_table(ctx, top, root, root_is_hidden, &mut live, &mut work);
    while let Some((path, hidden)) = work.pop() {
        let Some(body) = path.resolve(top) else {
            continue;
        };
        let op = path.op();
        if is_symbol_table(ctx, body, op) {
            let table_hidden = hidden
                || !is_symbol_op(ctx, body, op)
                || symbol_visibility(ctx, body, op) == Visibility::Private;
            seed_table(ctx, top, &path, table_hidden, &mut live, &mut work);
        } else {
            // Symbol tables may sit anywhere inside a live op: look at every op with regions.
            let (scope, regions) = body.region_scope(op);
            for &region in regions {
                for block in scope.region_blocks(region) {
                    for child in scope.block_ops(block) {
                        if !scope.op_regions(child).is_empty() {
                            work.push((path.child(body, child), hidden));
                        }
                    }
                }
            }
        }
        // Uses are resolved in the table holding the op; ops found inside other ops have none
        // of their own to add (their uses were collected with the enclosing op).
        let Some(parent) = path.parent(top) else {
            continue;
        };
        if !parent
            .resolve(top)
            .is_some_and(|b| is_symbol_table(ctx, b, parent.op()))
        {
            continue;
        }
        let uses = symbol_uses(ctx, top, &path).map_err(|_| {
            Diagnostic::error(
                body.op_loc(op),
                "operation contains potentially unknown symbol table, meaning that we can't \
                 reliable compute symbol uses",
            )
        })?;
        for symbol_use in uses {
            let Some(reference) = symbol_use.reference(ctx) else {
                continue;
            };
            // References to unknown symbols are ignored.
            let Ok(chain) = tables.lookup_all_symbols_in(ctx, top, &parent, &reference) else {
                continue;
            };
            for resolved in chain {
                if live.insert(resolved.path.clone()) {
                    work.push((resolved.path, hidden));
                }
            }
        }
    }
    Ok(live)
}

/// Queues the ops of symbol table `table` that are live whatever uses them: every op that is not
/// a symbol op, and the symbols that cannot be discarded.
fn seed_table(
    ctx: &Context,
    top: &Body,
    table: &OpPath,
    hidden: bool,
    live: &mut FxHashSet<OpPath>,
    work: &mut Vec<(OpPath, bool)>,
) {
    let Some(body) = table.resolve(top) else {
        return;
    };
    for_each_table_op(body, table.op(), |scope, op| {
        let path = table.child(body, op);
        // Non-symbols are only queued; undiscardable symbols are also marked live.
        if !is_symbol_op(ctx, scope, op)
            || (!is_discardable(ctx, scope, op, hidden) && live.insert(path.clone()))
        {
            work.push((path, hidden));
        }
    });
}

/// Calls `f` with the body and id of each op in the blocks of table `op`'s first region.
fn for_each_table_op(body: &Body, op: OpId, mut f: impl FnMut(&Body, OpId)) {
    let (scope, regions) = body.region_scope(op);
    let Some(&region) = regions.first() else {
        return;
    };
    for block in scope.region_blocks(region) {
        for child in scope.block_ops(block) {
            f(scope, child);
        }
    }
}

fn invalid_path(ctx: &Context) -> Diagnostic {
    Diagnostic::error(
        ctx.common().unknown_loc,
        super::error::SymbolError::InvalidPath.to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbols::testing::Ir;

    #[test]
    fn unused_private_and_nested_symbols_go_transitively() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let dead_private = ir.func(&top, "dead_private", Some("private"));
        let dead_nested = ir.func(&top, "dead_nested", Some("nested"));
        let public = ir.func(&top, "public", None);
        let live_private = ir.func(&top, "live_private", Some("private"));
        ir.user(&public, &[ir.ra(&["live_private"])]);
        // Only used by a dead symbol: dead too.
        let only_dead_user = ir.global(&top, "only_dead_user", Some("private"));
        ir.user(&dead_private, &[ir.ra(&["only_dead_user"])]);
        // Recursive but unused.
        let a = ir.func(&top, "a", Some("private"));
        let b = ir.func(&top, "b", Some("private"));
        ir.user(&a, &[ir.ra(&["b"])]);
        ir.user(&b, &[ir.ra(&["a"])]);
        // Used by a non-symbol op at the top: live.
        let used_at_top = ir.global(&top, "used_at_top", Some("private"));
        ir.user(&top, &[ir.ra(&["used_at_top"])]);
        let removed = symbol_dce(&ir.ctx, &mut ir.body, &top).unwrap();
        assert_eq!(removed, 5);
        for gone in [&dead_private, &dead_nested, &only_dead_user, &a, &b] {
            assert!(!ir.exists(gone), "{gone:?} should be gone");
        }
        for kept in [&public, &live_private, &used_at_top] {
            assert!(ir.exists(kept), "{kept:?} should stay");
        }
        // Nothing left to remove.
        assert_eq!(symbol_dce(&ir.ctx, &mut ir.body, &top), Ok(0));
    }

    #[test]
    fn mlir_nested_module_example() {
        // module {
        //   module @public_module {
        //     func nested @dead_nested_function()
        //     func private @private_function()
        //     func nested @nested_function() { "foo.return"() {uses = [@private_function]} }
        //   }
        //   "live.user"() {uses = [@public_module::@nested_function]}
        // }
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let public_module = ir.table(&top, Some("public_module"), None);
        let dead = ir.func(&public_module, "dead_nested_function", Some("nested"));
        let private = ir.func(&public_module, "private_function", Some("private"));
        let nested = ir.func(&public_module, "nested_function", Some("nested"));
        ir.user(&nested, &[ir.ra(&["private_function"])]);
        ir.user(&top, &[ir.ra(&["public_module", "nested_function"])]);
        assert_eq!(symbol_dce(&ir.ctx, &mut ir.body, &top), Ok(1));
        assert!(!ir.exists(&dead));
        assert!(ir.exists(&private) && ir.exists(&nested) && ir.exists(&public_module));
    }

    #[test]
    fn document_visibility_example() {
        // The document's example, plus unused symbols of each visibility: public ones stay,
        // private and nested ones go unless used.
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let public_module = ir.table(&top, Some("public_module"), None);
        let nested_function = ir.func(&public_module, "nested_function", Some("nested"));
        let inner_private = ir.func(&public_module, "private_function", Some("private"));
        let private_function = ir.func(&top, "private_function", Some("private"));
        let public_function = ir.func(&top, "public_function", None);
        let unused_public = ir.func(&top, "unused_public", None);
        let unused_nested = ir.func(&top, "unused_nested", Some("nested"));
        ir.user(
            &top,
            &[
                ir.ra(&["public_module", "nested_function"]),
                ir.ra(&["private_function"]),
                ir.ra(&["public_function"]),
            ],
        );
        let dead = dead_symbols(&ir.ctx, &ir.body, &top).unwrap();
        assert_eq!(dead, vec![inner_private, unused_nested]);
        for kept in [
            &public_module,
            &nested_function,
            &private_function,
            &public_function,
            &unused_public,
        ] {
            assert!(!dead.contains(kept));
        }
    }

    #[test]
    fn private_tables_go_with_their_contents() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let m = ir.table(&top, Some("m"), Some("private"));
        let inner_public = ir.func(&m, "inner_public", None);
        let inner_private = ir.func(&m, "inner_private", Some("private"));
        let dead = dead_symbols(&ir.ctx, &ir.body, &top).unwrap();
        // Inner symbols first (public ones too: nothing can reach them), then their table.
        assert_eq!(dead, vec![inner_public, inner_private, m.clone()]);
        assert_eq!(symbol_dce(&ir.ctx, &mut ir.body, &top), Ok(3));
        assert!(!ir.exists(&m));
    }

    #[test]
    fn a_table_with_a_public_parent_keeps_its_nested_symbols() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let m = ir.table(&top, Some("m"), None);
        let nested = ir.func(&m, "nested", Some("nested"));
        let private = ir.func(&m, "private", Some("private"));
        // Run on `@m` itself: it has a parent and is public, so nested symbols may be used from
        // outside it and stay.
        assert_eq!(symbol_dce(&ir.ctx, &mut ir.body, &m), Ok(1));
        assert!(ir.exists(&nested));
        assert!(!ir.exists(&private));
        // Told it is hidden, the nested symbol goes too.
        assert_eq!(symbol_dce_with(&ir.ctx, &mut ir.body, &m, true), Ok(1));
        assert!(!ir.exists(&nested));
    }

    #[test]
    fn unregistered_and_undiscardable_symbols_stay() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let unregistered = ir.op(
            &top,
            "foo.sym",
            &[
                (crate::symbols::SYMBOL_ATTR, ir.ctx.string_attr("u")),
                (
                    crate::symbols::VISIBILITY_ATTR,
                    ir.ctx.string_attr("private"),
                ),
            ],
            0,
        );
        let keep = ir.op(
            &top,
            "test.keep",
            &[
                (crate::symbols::SYMBOL_ATTR, ir.ctx.string_attr("k")),
                (
                    crate::symbols::VISIBILITY_ATTR,
                    ir.ctx.string_attr("private"),
                ),
            ],
            0,
        );
        assert_eq!(symbol_dce(&ir.ctx, &mut ir.body, &top), Ok(0));
        assert!(ir.exists(&unregistered) && ir.exists(&keep));
    }

    #[test]
    fn tables_inside_other_ops_are_analysed() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let region = ir.op(&top, "test.region", &[], 1);
        let inside = ir.table(&region, Some("inside"), None);
        let public = ir.func(&inside, "public", None);
        let private = ir.func(&inside, "private", Some("private"));
        assert_eq!(symbol_dce(&ir.ctx, &mut ir.body, &top), Ok(1));
        assert!(ir.exists(&public));
        assert!(!ir.exists(&private));
    }

    #[test]
    fn unknown_symbol_tables_make_liveness_unknowable() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let unknown = ir.op(&top, "foo.r", &[], 1);
        let dead = ir.func(&top, "dead", Some("private"));
        let diagnostic = symbol_dce(&ir.ctx, &mut ir.body, &top).unwrap_err();
        assert_eq!(
            diagnostic.message,
            "operation contains potentially unknown symbol table, meaning that we can't reliable \
             compute symbol uses"
        );
        assert_eq!(diagnostic.location, ir.loc(&unknown));
        // Nothing was removed.
        assert!(ir.exists(&dead));
    }

    #[test]
    fn roots_must_be_symbol_tables() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let diagnostic = symbol_dce(&ir.ctx, &mut ir.body, &f).unwrap_err();
        assert_eq!(
            diagnostic.message,
            "'test.func' op was scheduled to run under SymbolDCE, but does not define a symbol \
             table"
        );
        // Public symbols are never discardable, even in a hidden table.
        assert!(!is_discardable(
            &ir.ctx,
            f.body(&ir.body).unwrap(),
            f.op(),
            true
        ));
    }

    #[test]
    fn relative_references_keep_what_they_reach_alive() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let used = ir.func(&top, "used", Some("private"));
        let dead = ir.func(&top, "dead", Some("private"));
        let s = ir.transparent(&top, "s");
        let inner_used = ir.func(&s, "inner_used", Some("nested"));
        let m = ir.transparent(&top, "m");
        let func = ir.func(&m, "entry", None);
        let refs = [
            ir.up(1, &["used"]).to_attr(&ir.ctx),
            ir.abs(&["s", "inner_used"]).to_attr(&ir.ctx),
        ];
        let region = ir.op(&func, "test.region", &[], 1);
        ir.user(&region, &refs);
        // `@s` is public and not hidden, so make it private for its nested symbols to count.
        let body = s.body_mut(&mut ir.body).unwrap();
        crate::symbols::set_symbol_visibility(&ir.ctx, body, s.op(), Visibility::Private);
        let inner_dead = ir.func(&s, "inner_dead", Some("nested"));
        let dead_list = dead_symbols(&ir.ctx, &ir.body, &top).unwrap();
        assert!(dead_list.contains(&dead));
        assert!(dead_list.contains(&inner_dead));
        assert!(!dead_list.contains(&used));
        assert!(!dead_list.contains(&inner_used));
        assert!(!dead_list.contains(&s));
    }
}
