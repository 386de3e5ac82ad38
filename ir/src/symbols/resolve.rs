//! Resolution of symbol references: from a symbol table (or from an op, through its nearest
//! enclosing table) to the ops a flat, nested, relative or absolute reference names.
//!
//! Every lookup in this crate, cached or not, goes through the one function [`resolve`]. It first
//! picks the table to start from: the given one for an ordinary reference, one table further up
//! per leading `@.super::` (from the RFC "Allow symbol references to escape from SymbolTable"),
//! or the outermost visible table for an absolute reference `@::@a` ([`start_table`]). Climbing
//! stops with an error at an op that is an `IsolatedSymbols` boundary, above the top-level op, or
//! where the IR above is out of reach (an op lent to a pass sees no parent). Then it looks the
//! first name up in that table and each further name in the table the previous one resolved to.
//! Like MLIR's `lookupSymbolIn`, it does not check visibility (the document's rules are checked
//! separately by [`check_reference_visibility`]).

use super::error::SymbolError;
use super::path::OpPath;
use super::reference::{RefBase, SymbolRef, write_symbol_name};
use super::symbol::{
    Visibility, is_isolated_symbols, is_potentially_unknown_symbol_table, is_symbol_table,
    symbol_name, symbol_visibility,
};
use crate::attrs::Attribute;
use crate::context::Context;
use crate::structure::{Body, OpId};

/// An op a reference resolved to.
#[derive(Clone, Debug)]
pub struct Resolved<'a> {
    /// The body holding the op.
    pub body: &'a Body,
    /// The op, an id of `body`.
    pub op: OpId,
    /// The op's path from the top body the lookup was given.
    pub path: OpPath,
}

/// How a table is searched for a name: given the body holding the table op, the table's path and
/// the name, the symbol's id in the body of the table's region.
pub(crate) type LookupFn<'a, 'f> = &'f mut dyn FnMut(&'a Body, &OpPath, Attribute) -> Option<OpId>;

/// The symbol named `name` directly in the first block of `table`'s first region (an op of
/// `body`), by a linear scan: the uncached lookup.
pub(crate) fn scan_table(ctx: &Context, body: &Body, table: OpId, name: Attribute) -> Option<OpId> {
    let (scope, regions) = body.region_scope(table);
    let block = scope.region_entry(*regions.first()?)?;
    scope
        .block_ops(block)
        .find(|&op| symbol_name(ctx, scope, op) == Some(name))
}

/// The symbol table `reference` starts resolving in when used in symbol table `table`, and the
/// index of its first symbol name (after any `@.super` or absolute prefix). See the module
/// documentation; `table` must be a symbol table of `top`.
pub fn start_table(
    ctx: &Context,
    top: &Body,
    table: &OpPath,
    reference: &SymbolRef,
) -> Result<(OpPath, usize), SymbolError> {
    let (base, first) = reference.base(ctx)?;
    let mut climb = |table: &OpPath| enclosing_table(ctx, top, table);
    start_table_from(ctx, top, table, reference, base, first, &mut climb)
}

/// How a reference climbs out of a table: given the table's path, what is above it (see
/// [`enclosing_table`]). The uncached climb calls that function; a [`SymbolTableCollection`]
/// remembers its answer per table.
///
/// [`SymbolTableCollection`]: super::SymbolTableCollection
pub(crate) type ClimbFn<'f> = &'f mut dyn FnMut(&OpPath) -> Result<Climb, SymbolError>;

/// [`start_table`] for a reference whose [`SymbolRef::base`] is `(base, first)`, climbing
/// through `climb`.
pub(crate) fn start_table_from(
    ctx: &Context,
    top: &Body,
    table: &OpPath,
    reference: &SymbolRef,
    base: RefBase,
    first: usize,
    climb: ClimbFn<'_>,
) -> Result<(OpPath, usize), SymbolError> {
    match base {
        RefBase::Nearest => Ok((table.clone(), first)),
        RefBase::Up(levels) => {
            let mut current = match climb(table)? {
                Climb::Table(next) => next,
                Climb::Boundary(boundary) => return Err(crosses(ctx, top, reference, boundary)),
                Climb::Top => {
                    return Err(SymbolError::TooManyLevels {
                        reference: reference.display(ctx),
                        levels,
                        available: 0,
                    });
                }
                Climb::OutOfReach => return Err(out_of_reach(ctx, top, reference, table)),
            };
            for level in 1..levels {
                match climb(&current)? {
                    Climb::Table(next) => current = next,
                    Climb::Boundary(boundary) => {
                        return Err(crosses(ctx, top, reference, boundary));
                    }
                    Climb::Top => {
                        return Err(SymbolError::TooManyLevels {
                            reference: reference.display(ctx),
                            levels,
                            available: level,
                        });
                    }
                    Climb::OutOfReach => {
                        return Err(out_of_reach(ctx, top, reference, &current));
                    }
                }
            }
            Ok((current, first))
        }
        RefBase::Absolute => {
            let mut current = table.clone();
            loop {
                match climb(&current)? {
                    Climb::Table(next) => current = next,
                    Climb::Boundary(_) | Climb::Top => return Ok((current, first)),
                    Climb::OutOfReach => {
                        return Err(out_of_reach(ctx, top, reference, &current));
                    }
                }
            }
        }
    }
}

/// What is above a symbol table, for a reference climbing out of it. It depends on the table
/// op itself (its `IsolatedSymbols` trait and `oxir.transparent_symbols` attribute) and on the
/// ops between it and the next enclosing table, not on any table's symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Climb {
    /// The next enclosing symbol table.
    Table(OpPath),
    /// An `IsolatedSymbols` op (the table itself, or an op between it and the next table).
    Boundary(OpPath),
    /// Nothing: the table is the top-level op.
    Top,
    /// The IR above exists but this body cannot reach it (an op lent out of its body).
    OutOfReach,
}

/// What is above symbol table `table` (a path from `top`): one climb step, uncached.
pub(crate) fn enclosing_table(
    ctx: &Context,
    top: &Body,
    table: &OpPath,
) -> Result<Climb, SymbolError> {
    let body = table.resolve(top).ok_or(SymbolError::InvalidPath)?;
    if is_isolated_symbols(ctx, body, table.op()) {
        return Ok(Climb::Boundary(table.clone()));
    }
    let Some((mut current, mut current_body)) = parent_in(top, table, body) else {
        return Ok(at_top(table, body));
    };
    loop {
        if is_symbol_table(ctx, current_body, current.op()) {
            return Ok(Climb::Table(current));
        }
        if is_isolated_symbols(ctx, current_body, current.op()) {
            return Ok(Climb::Boundary(current));
        }
        match parent_in(top, &current, current_body) {
            Some((parent, parent_body)) => (current, current_body) = (parent, parent_body),
            None => return Ok(at_top(&current, current_body)),
        }
    }
}

/// What is above `path`, an op with no parent in reach: nothing, or, for a body whose top op
/// still names a parent (it was lent out of the IR above it), something out of reach.
fn at_top(path: &OpPath, body: &Body) -> Climb {
    if path.owners().is_empty() && crate::verifier::parent_op_name(body, path.op()).is_some() {
        Climb::OutOfReach
    } else {
        Climb::Top
    }
}

/// [`OpPath::parent`] with the body holding the parent, given the body holding `path`'s op:
/// one body lookup at most, none when the parent is in the same body.
fn parent_in<'a>(top: &'a Body, path: &OpPath, body: &'a Body) -> Option<(OpPath, &'a Body)> {
    if let Some(parent) = body.op_parent_op(path.op()) {
        return Some((path.sibling(parent), body));
    }
    let region = body.op_parent_region(path.op())?;
    let (&owner, outer) = path.owners().split_last()?;
    let outer_body = super::path::body_at(top, outer)?;
    let (_, regions) = outer_body.region_scope(owner);
    regions
        .contains(&region)
        .then(|| (OpPath::with_owners(outer, owner), outer_body))
}

fn crosses(ctx: &Context, top: &Body, reference: &SymbolRef, boundary: OpPath) -> SymbolError {
    let boundary_name = boundary
        .resolve(top)
        .map(|body| describe_op(ctx, body, boundary.op()))
        .unwrap_or_default();
    SymbolError::CrossesIsolation {
        reference: reference.display(ctx),
        boundary: boundary_name,
        boundary_path: boundary,
    }
}

fn out_of_reach(ctx: &Context, top: &Body, reference: &SymbolRef, at: &OpPath) -> SymbolError {
    SymbolError::OutOfReach {
        reference: reference.display(ctx),
        op: at
            .resolve(top)
            .map(|body| describe_op(ctx, body, at.op()))
            .unwrap_or_default(),
    }
}

/// Resolves `reference` used in symbol table `table`, returning the op each symbol name resolved
/// to (first name first, leaf last; an `@.super` or absolute prefix resolves to no op). See the
/// module documentation.
pub(crate) fn resolve<'a>(
    ctx: &Context,
    top: &'a Body,
    table: &OpPath,
    reference: &SymbolRef,
    lookup: LookupFn<'a, '_>,
    climb: ClimbFn<'_>,
) -> Result<Vec<Resolved<'a>>, SymbolError> {
    let body = table.resolve(top).ok_or(SymbolError::InvalidPath)?;
    if !is_symbol_table(ctx, body, table.op()) {
        return Err(SymbolError::NotSymbolTable {
            op: ctx.op_name_str(body.op_name(table.op())).to_string(),
        });
    }
    // `base` also rejects `@a::@.super::@b`.
    let (base, first) = reference.base(ctx)?;
    let (start, body) = if base == RefBase::Nearest {
        (table.clone(), body)
    } else {
        let (start, _) = start_table_from(ctx, top, table, reference, base, first, climb)?;
        let body = start.resolve(top).ok_or(SymbolError::InvalidPath)?;
        (start, body)
    };
    let mut chain: Vec<Resolved<'a>> = Vec::with_capacity(reference.len() - first);
    let (mut current_body, mut current) = (body, start);
    for (index, &name) in reference.names().iter().enumerate().skip(first) {
        if index > first && !is_symbol_table(ctx, current_body, current.op()) {
            return Err(SymbolError::NotNestedTable {
                reference: reference.display(ctx),
                prefix: prefix(ctx, reference, index),
            });
        }
        let Some(found) = lookup(current_body, &current, name) else {
            let scope = if index == first {
                describe_op(ctx, current_body, current.op())
            } else {
                prefix(ctx, reference, index)
            };
            let mut missing = String::new();
            write_symbol_name(&mut missing, ctx.string_bytes(name));
            return Err(SymbolError::NotFound {
                reference: reference.display(ctx),
                name: missing,
                scope,
            });
        };
        let scope_body = current_body.region_scope(current.op()).0;
        let path = current.child(current_body, found);
        chain.push(Resolved {
            body: scope_body,
            op: found,
            path: path.clone(),
        });
        current_body = scope_body;
        current = path;
    }
    Ok(chain)
}

/// The first `len` names of `reference` as text.
fn prefix(ctx: &Context, reference: &SymbolRef, len: usize) -> String {
    SymbolRef::from_names(reference.names()[..len].to_vec())
        .map(|p| p.display(ctx))
        .unwrap_or_default()
}

/// `builtin.module @name`, or just the op name for an op without symbol name.
pub(crate) fn describe_op(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut text = ctx.op_name_str(body.op_name(op)).to_string();
    if let Some(name) = symbol_name(ctx, body, op) {
        text.push(' ');
        write_symbol_name(&mut text, ctx.string_bytes(name));
    }
    text
}

/// The last op of a non-empty resolution chain.
pub(crate) fn leaf(mut chain: Vec<Resolved<'_>>) -> Result<Resolved<'_>, SymbolError> {
    chain.pop().ok_or(SymbolError::InvalidPath)
}

/// The op `reference` names, looked up in symbol table `table` (an op of `top`, or a path from
/// it). Fails when `table` is not a symbol table, a name is missing, or a non-leaf name is not a
/// symbol table. Visibility is not checked (see [`check_reference_visibility`]).
pub fn lookup_symbol_in<'a>(
    ctx: &Context,
    top: &'a Body,
    table: impl Into<OpPath>,
    reference: &SymbolRef,
) -> Result<Resolved<'a>, SymbolError> {
    leaf(lookup_all_symbols_in(ctx, top, table, reference)?)
}

/// Like [`lookup_symbol_in`], but returns the op every name of the reference resolved to, root
/// first (for `@m::@f`: the module, then the function).
pub fn lookup_all_symbols_in<'a>(
    ctx: &Context,
    top: &'a Body,
    table: impl Into<OpPath>,
    reference: &SymbolRef,
) -> Result<Vec<Resolved<'a>>, SymbolError> {
    let mut scan = |body: &'a Body, table: &OpPath, name| scan_table(ctx, body, table.op(), name);
    let mut climb = |table: &OpPath| enclosing_table(ctx, top, table);
    resolve(ctx, top, &table.into(), reference, &mut scan, &mut climb)
}

/// The nearest symbol table enclosing `from`, `from` included. Fails when there is none, or when
/// the search meets an op that may be an unknown symbol table (MLIR gives up there too: the
/// reference could mean something in it).
pub fn nearest_symbol_table(
    ctx: &Context,
    top: &Body,
    from: impl Into<OpPath>,
) -> Result<OpPath, SymbolError> {
    let from = from.into();
    let mut current = from.clone();
    loop {
        let body = current.resolve(top).ok_or(SymbolError::InvalidPath)?;
        if is_potentially_unknown_symbol_table(ctx, body, current.op()) {
            return Err(SymbolError::UnknownSymbolTable {
                op: ctx.op_name_str(body.op_name(current.op())).to_string(),
            });
        }
        if is_symbol_table(ctx, body, current.op()) {
            return Ok(current);
        }
        current = match current.parent(top) {
            Some(parent) => parent,
            None => {
                let body = from.resolve(top).ok_or(SymbolError::InvalidPath)?;
                return Err(SymbolError::NoEnclosingSymbolTable {
                    op: ctx.op_name_str(body.op_name(from.op())).to_string(),
                });
            }
        };
    }
}

/// The op `reference` names as seen from `from`: resolved in the nearest symbol table enclosing
/// `from` (`from` included). This is how an op finds what it refers to.
pub fn lookup_nearest_symbol_from<'a>(
    ctx: &Context,
    top: &'a Body,
    from: impl Into<OpPath>,
    reference: &SymbolRef,
) -> Result<Resolved<'a>, SymbolError> {
    let table = nearest_symbol_table(ctx, top, from)?;
    lookup_symbol_in(ctx, top, table, reference)
}

/// Checks the document's visibility rules on a resolved reference (`chain` as returned by
/// [`lookup_all_symbols_in`]). The root name is looked up inside the table the reference is used
/// in, where any visibility is fine; every further name reaches into a nested table from outside,
/// which a private symbol forbids. Public and nested symbols both pass: they differ only in
/// whether uses outside the visible IR may exist. MLIR's own lookups do not check this; verifiers
/// of ops that use symbols may.
pub fn check_reference_visibility(
    ctx: &Context,
    reference: &SymbolRef,
    chain: &[Resolved<'_>],
) -> Result<(), SymbolError> {
    for (index, resolved) in chain.iter().enumerate().skip(1) {
        if symbol_visibility(ctx, resolved.body, resolved.op) == Visibility::Private {
            return Err(SymbolError::NotVisible {
                reference: reference.display(ctx),
                prefix: prefix(ctx, reference, index + 1),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbols::TRANSPARENT_ATTR;
    use crate::symbols::testing::Ir;

    #[test]
    fn flat_and_nested_references_resolve_across_nested_bodies() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let m = ir.table(&top, Some("m"), None);
        let g = ir.func(&m, "g", None);
        let inner = ir.table(&m, Some("inner"), None);
        let h = ir.global(&inner, "h", None);
        let found = lookup_symbol_in(&ir.ctx, &ir.body, top.op(), &ir.r(&["f"])).unwrap();
        assert_eq!(found.path, f);
        assert_eq!(found.op, f.op());
        assert!(std::ptr::eq(found.body, f.body(&ir.body).unwrap()));
        let found = lookup_symbol_in(&ir.ctx, &ir.body, &top, &ir.r(&["m", "g"])).unwrap();
        assert_eq!(found.path, g);
        let chain =
            lookup_all_symbols_in(&ir.ctx, &ir.body, &top, &ir.r(&["m", "inner", "h"])).unwrap();
        let paths: Vec<_> = chain.iter().map(|r| r.path.clone()).collect();
        assert_eq!(paths, vec![m.clone(), inner.clone(), h.clone()]);
        // A lookup may also start from a nested table.
        let found = lookup_symbol_in(&ir.ctx, &ir.body, &m, &ir.r(&["inner", "h"])).unwrap();
        assert_eq!(found.path, h);
    }

    #[test]
    fn failed_lookups_say_what_is_missing_and_where() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let m = ir.table(&top, Some("m"), None);
        ir.func(&m, "g", None);
        let err = |ir: &Ir, table: &OpPath, names: &[&str]| {
            lookup_symbol_in(&ir.ctx, &ir.body, table, &ir.r(names))
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            err(&ir, &top, &["nope"]),
            "symbol `@nope` not found in `builtin.module`"
        );
        assert_eq!(
            err(&ir, &top, &["m", "nope"]),
            "cannot resolve `@m::@nope`: no symbol `@nope` in `@m`"
        );
        assert_eq!(
            err(&ir, &top, &["f", "x"]),
            "cannot resolve `@f::@x`: `@f` is not a symbol table"
        );
        assert_eq!(
            err(&ir, &m, &["nope"]),
            "symbol `@nope` not found in `builtin.module @m`"
        );
        assert_eq!(
            err(&ir, &f, &["f"]),
            "`test.func` is not a symbol table (it lacks the `SymbolTable` trait)"
        );
        assert_eq!(
            lookup_symbol_in(&ir.ctx, &ir.body, OpId(77), &ir.r(&["f"])).unwrap_err(),
            SymbolError::InvalidPath
        );
    }

    #[test]
    fn nearest_lookup_starts_at_the_closest_table() {
        // The document's example: references resolve in the nearest enclosing symbol table, so
        // `@symbol` is found from inside a function but not from inside a nested module.
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let symbol = ir.func(&top, "symbol", None);
        let other = ir.func(&top, "other_symbol", None);
        let region = ir.op(&other, "test.region", &[], 1);
        let deep_user = ir.user(&region, &[]);
        let anonymous = ir.table(&top, None, None);
        let shadowed_user = ir.user(&anonymous, &[]);
        let module_symbol = ir.table(&top, Some("module_symbol"), None);
        let nested_symbol = ir.func(&module_symbol, "nested_symbol", None);
        let top_user = ir.user(&top, &[]);

        let from = |path: &OpPath, names: &[&str]| {
            lookup_nearest_symbol_from(&ir.ctx, &ir.body, path, &ir.r(names)).map(|r| r.path)
        };
        assert_eq!(from(&top_user, &["symbol"]), Ok(symbol.clone()));
        assert_eq!(from(&deep_user, &["symbol"]), Ok(symbol));
        assert_eq!(
            from(&shadowed_user, &["symbol"]).unwrap_err().to_string(),
            "symbol `@symbol` not found in `builtin.module`"
        );
        assert_eq!(
            from(&top_user, &["module_symbol", "nested_symbol"]),
            Ok(nested_symbol)
        );
        assert_eq!(
            nearest_symbol_table(&ir.ctx, &ir.body, &deep_user),
            Ok(top.clone())
        );
        assert_eq!(nearest_symbol_table(&ir.ctx, &ir.body, &top), Ok(top));
    }

    #[test]
    fn nearest_lookup_fails_without_table_or_through_unknown_ops() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let unknown = ir.op(&top, "foo.region", &[], 1);
        let user = ir.user(&unknown, &[]);
        assert_eq!(
            nearest_symbol_table(&ir.ctx, &ir.body, &user),
            Err(SymbolError::UnknownSymbolTable {
                op: "foo.region".into()
            })
        );
        // An op outside any table.
        let ctx = &ir.ctx;
        let loose = ir.body.create_op(
            ctx,
            crate::OperationState::new(ctx.op_name("test.loose"), ctx.common().unknown_loc),
        );
        let err = nearest_symbol_table(ctx, &ir.body, loose).unwrap_err();
        assert_eq!(err.to_string(), "no symbol table encloses `test.loose`");
    }

    #[test]
    fn document_visibility_examples() {
        // module @public_module {
        //   func @nested_function() attributes { sym_visibility = "nested" }
        //   func @private_function() attributes { sym_visibility = "private" }
        // }
        // func @private_function() attributes { sym_visibility = "private" }
        // func @public_function()
        // "live.user"() {uses = [@public_module::@nested_function, @private_function,
        //                        @public_function]} : () -> ()
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let public_module = ir.table(&top, Some("public_module"), None);
        ir.func(&public_module, "nested_function", Some("nested"));
        ir.func(&public_module, "private_function", Some("private"));
        ir.func(&top, "private_function", Some("private"));
        ir.func(&top, "public_function", None);
        let user = ir.user(&top, &[]);
        let check = |names: &[&str]| {
            let reference = ir.r(names);
            let table = nearest_symbol_table(&ir.ctx, &ir.body, &user)?;
            let chain = lookup_all_symbols_in(&ir.ctx, &ir.body, table, &reference)?;
            check_reference_visibility(&ir.ctx, &reference, &chain)
        };
        // Nested symbols may be referenced from the parent table.
        assert_eq!(check(&["public_module", "nested_function"]), Ok(()));
        // Private symbols from within their own table.
        assert_eq!(check(&["private_function"]), Ok(()));
        // Public symbols from anywhere.
        assert_eq!(check(&["public_function"]), Ok(()));
        // A private symbol cannot be reached from outside its table...
        assert_eq!(
            check(&["public_module", "private_function"])
                .unwrap_err()
                .to_string(),
            "`@public_module::@private_function` is not visible here: \
             `@public_module::@private_function` is private to its symbol table"
        );
        // ...while the lookup itself, like MLIR's, succeeds.
        assert!(
            lookup_symbol_in(
                &ir.ctx,
                &ir.body,
                &top,
                &ir.r(&["public_module", "private_function"])
            )
            .is_ok()
        );
    }

    #[test]
    fn nested_symbols_need_non_private_parent_tables() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let outer = ir.table(&top, Some("outer"), Some("private"));
        let hidden = ir.table(&outer, Some("hidden"), Some("private"));
        ir.func(&hidden, "f", Some("nested"));
        let shown = ir.table(&outer, Some("shown"), Some("nested"));
        ir.func(&shown, "g", Some("nested"));
        let check = |names: &[&str]| {
            let reference = ir.r(names);
            let chain = lookup_all_symbols_in(&ir.ctx, &ir.body, &top, &reference)?;
            check_reference_visibility(&ir.ctx, &reference, &chain)
        };
        // `@outer` is private but used from its own table; `@shown` and `@g` are not private.
        assert_eq!(check(&["outer", "shown", "g"]), Ok(()));
        // `@hidden` is private to `@outer`, so its nested symbol cannot be reached from here.
        assert_eq!(
            check(&["outer", "hidden", "f"]),
            Err(SymbolError::NotVisible {
                reference: "@outer::@hidden::@f".into(),
                prefix: "@outer::@hidden".into()
            })
        );
    }

    #[test]
    fn non_isolated_tables_keep_symbols_in_the_same_body() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let scope = ir.op(
            &top,
            "test.scope",
            &[(super::super::SYMBOL_ATTR, ir.ctx.string_attr("s"))],
            1,
        );
        let x = ir.global(&scope, "x", None);
        assert_eq!(x.owners(), scope.owners());
        let found = lookup_symbol_in(&ir.ctx, &ir.body, &top, &ir.r(&["s", "x"])).unwrap();
        assert_eq!(found.path, x);
    }

    #[test]
    fn relative_references_climb_one_table_per_super() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let top_f = ir.func(&top, "f", None);
        let foo = ir.transparent(&top, "foo");
        let nested = ir.func(&foo, "nested", None);
        let bar = ir.transparent(&top, "bar");
        let deep = ir.transparent(&bar, "deep");
        let region = ir.op(&deep, "test.region", &[], 1);
        let user = ir.user(&region, &[]);
        let from = |path: &OpPath, r: &SymbolRef| {
            lookup_nearest_symbol_from(&ir.ctx, &ir.body, path, r).map(|r| r.path)
        };
        assert_eq!(from(&user, &ir.up(2, &["f"])), Ok(top_f.clone()));
        assert_eq!(
            from(&user, &ir.up(2, &["foo", "nested"])),
            Ok(nested.clone())
        );
        assert_eq!(from(&user, &ir.up(1, &["deep"])), Ok(deep.clone()));
        assert_eq!(
            from(&bar, &ir.up(1, &["foo", "nested"])),
            Ok(nested.clone())
        );
        // Absolute references start at the outermost table whatever the depth.
        assert_eq!(from(&user, &ir.abs(&["foo", "nested"])), Ok(nested.clone()));
        assert_eq!(from(&user, &ir.abs(&["bar", "deep"])), Ok(deep));
        assert_eq!(from(&top, &ir.abs(&["f"])), Ok(top_f));
        // The chain holds only the symbols, not the prefix.
        let chain =
            lookup_all_symbols_in(&ir.ctx, &ir.body, &bar, &ir.up(1, &["foo", "nested"])).unwrap();
        let paths: Vec<_> = chain.iter().map(|r| r.path.clone()).collect();
        assert_eq!(paths, vec![foo, nested]);
    }

    #[test]
    fn relative_references_stop_at_isolated_symbols_and_at_the_top() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        ir.func(&top, "f", None);
        let iso = ir.table(&top, Some("iso"), None);
        let inner = ir.transparent(&iso, "inner");
        let local = ir.func(&iso, "local", None);
        let from = |path: &OpPath, r: &SymbolRef| {
            lookup_nearest_symbol_from(&ir.ctx, &ir.body, path, r).map(|r| r.path)
        };
        // `@iso` is a boundary: nothing inside resolves outside it.
        let err = from(&inner, &ir.up(2, &["f"])).unwrap_err();
        assert_eq!(
            err,
            SymbolError::CrossesIsolation {
                reference: "@.super::@.super::@f".into(),
                boundary: "builtin.module @iso".into(),
                boundary_path: iso.clone(),
            }
        );
        assert_eq!(from(&inner, &ir.up(1, &["local"])), Ok(local.clone()));
        // Absolute references are rooted at the boundary.
        assert_eq!(from(&inner, &ir.abs(&["local"])), Ok(local));
        // The top module is isolated too.
        assert!(matches!(
            from(&top, &ir.up(1, &["f"])),
            Err(SymbolError::CrossesIsolation { .. })
        ));
        // `@.super` only at the start.
        let mid = SymbolRef::new(&ir.ctx, &["iso", ".super", "f"]).unwrap();
        assert_eq!(
            from(&top, &mid).unwrap_err().to_string(),
            "`@.super` may only start a symbol reference, found it inside `@iso::@.super::@f`"
        );
    }

    #[test]
    fn too_many_levels_and_lent_bodies_fail_cleanly() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        // Make the top module transparent so that the climb reaches the top.
        let unit = ir.ctx.common().unit;
        ir.body.set_attr(&ir.ctx, top.op(), TRANSPARENT_ATTR, unit);
        let m = ir.transparent(&top, "m");
        let user = ir.user(&m, &[]);
        let err = lookup_nearest_symbol_from(&ir.ctx, &ir.body, &user, &ir.up(2, &["f"]));
        assert_eq!(
            err.unwrap_err().to_string(),
            "symbol reference `@.super::@.super::@f` climbs 2 symbol tables but only 1 encloses \
             its own"
        );
        // Lent out of its body, as to a pass anchored on `@m` running in parallel, `@m` sees
        // nothing above it: the lookup fails instead of resolving somewhere else.
        let ctx = &ir.ctx;
        let (up, abs) = (ir.up(1, &["m"]), ir.abs(&["m"]));
        let scope = ir.body.nested_body_mut(top.op()).unwrap();
        let mut view = scope.isolated_op_mut(m.op()).unwrap();
        let errors = view
            .lend(|body, op| {
                let user = OpPath::new(vec![op], user.op());
                [&up, &abs].map(|r| lookup_nearest_symbol_from(ctx, body, &user, r).unwrap_err())
            })
            .unwrap();
        for err in errors {
            assert!(matches!(err, SymbolError::OutOfReach { .. }), "{err}");
        }
    }
}
