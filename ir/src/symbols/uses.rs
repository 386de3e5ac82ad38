//! Symbol uses: the symbol reference attributes held by ops (at any depth inside their attributes
//! and properties), queries over them scoped the way MLIR scopes them, and their replacement.
//!
//! A use is found by walking an op's attributes with `walk_sub_attrs`, so references nested in
//! arrays, dictionaries or any other attribute count; a symbol reference's own parts are not uses
//! of their own. Walks never enter a nested symbol table (references in it resolve against it, not
//! against ours) and give up on ops that might be unknown symbol tables. Uses of a given symbol
//! are searched in scopes: for a symbol op, each symbol table between the symbol and the limit is
//! searched with the reference valid inside it (`@f` inside `@m`, `@m::@f` one table up), and a use
//! matches when it is that reference or extends it (`@m::@f::@g` uses `@m::@f`).

use super::collection::SymbolTableCollection;
use super::error::SymbolError;
use super::path::{OpPath, WalkStart, body_at_mut, walk_from};
use super::reference::SymbolRef;
use super::resolve::nearest_symbol_table;
use super::symbol::{
    is_isolated_symbols, is_potentially_unknown_symbol_table, is_symbol_table, symbol_name,
};
use crate::attrs::{AttrData, AttrReplacer, AttrWalker, Attribute};
use crate::context::Context;
use crate::structure::{Body, OpId, WalkControl};
use std::ops::ControlFlow;

/// One use of a symbol: an op and the symbol reference attribute it holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SymbolUse {
    /// The op holding the reference, from the top body of the query.
    pub user: OpPath,
    /// The symbol reference attribute.
    pub symbol_ref: Attribute,
}

impl SymbolUse {
    /// The reference as names.
    pub fn reference(&self, ctx: &Context) -> Option<SymbolRef> {
        SymbolRef::from_attr(ctx, self.symbol_ref)
    }
}

/// The symbol a use query is about.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SymbolKey {
    /// Any symbol of this name (a string attribute) in the table whose regions are searched:
    /// only the flat reference `@name` and references extending it match.
    Name(Attribute),
    /// This symbol op: searched with every reference that designates it from within the limit.
    Op(OpPath),
}

/// The part of the IR a scope covers.
#[derive(Clone, Debug)]
enum Limit {
    /// The op (its own attributes too) and what is nested in it.
    Op(OpPath),
    /// What is nested in the op's regions.
    Regions(OpPath),
    /// What is nested in one region of the op.
    Region(OpPath, usize),
}

/// A part of the IR and the reference that designates the symbol within it.
#[derive(Clone, Debug)]
struct Scope {
    reference: SymbolRef,
    limit: Limit,
}

impl Limit {
    fn start(&self) -> (&OpPath, WalkStart) {
        match self {
            Limit::Op(path) => (path, WalkStart::Op),
            Limit::Regions(path) => (path, WalkStart::Regions),
            Limit::Region(path, index) => (path, WalkStart::Region(*index)),
        }
    }
}

/// Appends the distinct symbol references held by `op`'s attributes and properties.
pub(crate) fn op_symbol_refs(
    ctx: &Context,
    walker: &mut AttrWalker,
    body: &Body,
    op: OpId,
    out: &mut Vec<Attribute>,
) {
    let start = out.len();
    for holder in [Some(body.op_attrs(op)), body.op_props(op)]
        .into_iter()
        .flatten()
    {
        if holder == ctx.common().empty_dict {
            continue;
        }
        let _ = walker.walk_attr::<()>(ctx, holder, |attr| {
            if !matches!(ctx.attr_data(attr), AttrData::SymbolRef { .. }) {
                return ControlFlow::Continue(WalkControl::Advance);
            }
            if !out[start..].contains(&attr) {
                out.push(attr);
            }
            // The parts of a reference are not uses of their own.
            ControlFlow::Continue(WalkControl::Skip)
        });
    }
}

/// Calls `f` with every use within `limit`, not entering nested symbol tables. Fails on ops that
/// may be unknown symbol tables; `f` may stop the walk early.
fn walk_uses(
    ctx: &Context,
    top: &Body,
    limit: &Limit,
    mut f: impl FnMut(&[OpId], OpId, Attribute) -> ControlFlow<()>,
) -> Result<ControlFlow<()>, SymbolError> {
    let (start, from) = limit.start();
    let mut refs = Vec::new();
    let mut walker = AttrWalker::new();
    let walked = walk_from(top, start, from, |body, owners, op| {
        if is_potentially_unknown_symbol_table(ctx, body, op) {
            return ControlFlow::Break(Err(SymbolError::UnknownSymbolTable {
                op: ctx.op_name_str(body.op_name(op)).to_string(),
            }));
        }
        refs.clear();
        op_symbol_refs(ctx, &mut walker, body, op, &mut refs);
        for &r in &refs {
            if f(owners, op, r).is_break() {
                return ControlFlow::Break(Ok(()));
            }
        }
        ControlFlow::Continue(skip_symbol_tables(ctx, body, op))
    });
    match walked.ok_or(SymbolError::InvalidPath)? {
        ControlFlow::Continue(()) => Ok(ControlFlow::Continue(())),
        ControlFlow::Break(Ok(())) => Ok(ControlFlow::Break(())),
        ControlFlow::Break(Err(e)) => Err(e),
    }
}

/// Every symbol use on `from` and nested in it, not entering nested symbol tables. When `from`
/// is itself a symbol table only the uses on it are returned: its regions are another scope.
/// Fails when an op on the way may be an unknown symbol table.
pub fn symbol_uses(
    ctx: &Context,
    top: &Body,
    from: impl Into<OpPath>,
) -> Result<Vec<SymbolUse>, SymbolError> {
    let mut uses = Vec::new();
    push_uses(ctx, top, &Limit::Op(from.into()), |_| true, &mut uses)?;
    Ok(uses)
}

/// The uses of `symbol` within `from` (see the module documentation for the scopes searched).
pub fn symbol_uses_of(
    ctx: &Context,
    top: &Body,
    symbol: &SymbolKey,
    from: impl Into<OpPath>,
) -> Result<Vec<SymbolUse>, SymbolError> {
    let from = from.into();
    let mut uses = Vec::new();
    for scope in collect_scopes(ctx, top, symbol, &from)? {
        let in_scope = |r| matches_scope(ctx, &scope.reference, r);
        push_uses(ctx, top, &scope.limit, in_scope, &mut uses)?;
    }
    if let SymbolKey::Op(symbol) = symbol {
        uses.extend(
            escaping_uses(ctx, top, symbol, &from)?
                .into_iter()
                .map(|e| e.symbol_use),
        );
    }
    Ok(uses)
}

/// A use of a symbol by a relative (`@.super::`) or absolute (`@::`) reference.
struct EscapingUse {
    symbol_use: SymbolUse,
    /// The index of the reference's name that resolves to the symbol.
    index: usize,
}

/// The uses of `symbol` within `from` (the op and what is nested in it) made by relative or
/// absolute references, from any table: each such reference is resolved from its user's nearest
/// table, through one [`SymbolTableCollection`] for the whole walk, and counts when it goes
/// through the symbol. Tables with the `IsolatedSymbols` trait that do not hold the symbol are
/// not entered: no reference climbs out of them. Unresolvable references are no uses.
fn escaping_uses(
    ctx: &Context,
    top: &Body,
    symbol: &OpPath,
    from: &OpPath,
) -> Result<Vec<EscapingUse>, SymbolError> {
    let symbol_ancestors = symbol.ancestors(top);
    let symbol_body = symbol.resolve(top).ok_or(SymbolError::InvalidPath)?;
    let name = symbol_name(ctx, symbol_body, symbol.op());
    let mut tables = SymbolTableCollection::new();
    let mut refs = Vec::new();
    let mut walker = AttrWalker::new();
    let mut found = Vec::new();
    let walked = walk_from::<()>(top, from, WalkStart::Op, |body, owners, op| {
        refs.clear();
        op_symbol_refs(ctx, &mut walker, body, op, &mut refs);
        for &attr in &refs {
            let Some(reference) = SymbolRef::from_attr(ctx, attr) else {
                continue;
            };
            // Only a reference naming the symbol can reach it: most are rejected here, before
            // any resolution.
            if !reference.is_escaping(ctx) || name.is_some_and(|n| !reference.names().contains(&n))
            {
                continue;
            }
            let user = OpPath::with_owners(owners, op);
            let Ok(table) = nearest_symbol_table(ctx, top, &user) else {
                continue;
            };
            let Ok(chain) = tables.lookup_all_symbols_in(ctx, top, &table, &reference) else {
                continue;
            };
            if let Some(position) = chain.iter().position(|r| &r.path == symbol) {
                let first = reference.len() - chain.len();
                found.push(EscapingUse {
                    symbol_use: SymbolUse {
                        user,
                        symbol_ref: attr,
                    },
                    index: first + position,
                });
            }
        }
        let path = || OpPath::with_owners(owners, op);
        ControlFlow::Continue(
            if is_isolated_symbols(ctx, body, op)
                && is_symbol_table(ctx, body, op)
                && !symbol_ancestors.contains(&path())
            {
                WalkControl::Skip
            } else {
                WalkControl::Advance
            },
        )
    });
    if walked.is_none() {
        return Err(SymbolError::InvalidPath);
    }
    Ok(found)
}

/// Appends to `uses` every use within `limit` whose reference satisfies `keep`.
fn push_uses(
    ctx: &Context,
    top: &Body,
    limit: &Limit,
    keep: impl Fn(Attribute) -> bool,
    uses: &mut Vec<SymbolUse>,
) -> Result<(), SymbolError> {
    // The callback never stops the walk.
    let _ = walk_uses(ctx, top, limit, |owners, op, r| {
        if keep(r) {
            uses.push(SymbolUse {
                user: OpPath::with_owners(owners, op),
                symbol_ref: r,
            });
        }
        ControlFlow::Continue(())
    })?;
    Ok(())
}

/// Whether `symbol` is known to have no use within `from`. `false` when that cannot be known (an
/// op that may be an unknown symbol table is in the way, or a path is invalid).
pub fn symbol_known_use_empty(
    ctx: &Context,
    top: &Body,
    symbol: &SymbolKey,
    from: impl Into<OpPath>,
) -> bool {
    let from = from.into();
    let Ok(scopes) = collect_scopes(ctx, top, symbol, &from) else {
        return false;
    };
    if let SymbolKey::Op(symbol) = symbol
        && !escaping_uses(ctx, top, symbol, &from).is_ok_and(|uses| uses.is_empty())
    {
        return false;
    }
    scopes.iter().all(|scope| {
        let found = walk_uses(ctx, top, &scope.limit, |_, _, r| {
            if matches_scope(ctx, &scope.reference, r) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        matches!(found, Ok(ControlFlow::Continue(())))
    })
}

/// Renames every use of `symbol` within `from` to `new_name` (a string attribute): the reference
/// to the symbol gets its leaf replaced, and references going through it (`@a::@b` when renaming
/// `@a`) are updated too, wherever they sit inside the ops' attributes. Nested symbol tables are
/// not entered. The symbol's own `sym_name` is not changed.
pub fn replace_all_symbol_uses(
    ctx: &Context,
    top: &mut Body,
    symbol: &SymbolKey,
    new_name: Attribute,
    from: impl Into<OpPath>,
) -> Result<(), SymbolError> {
    let from = from.into();
    let scopes = collect_scopes(ctx, top, symbol, &from)?;
    // Relative and absolute references are found before any edit, while they still resolve.
    let escaping = match symbol {
        SymbolKey::Op(symbol) => escaping_uses(ctx, top, symbol, &from)?,
        SymbolKey::Name(_) => Vec::new(),
    };
    for scope in scopes {
        let new = scope.reference.with_leaf(new_name);
        replace_in_limit(ctx, top, &scope.limit, &scope.reference, &new)?;
    }
    replace_escaping(ctx, top, &escaping, new_name)
}

/// Gives each escaping use's reference `new_name` at the name that resolved to the symbol.
fn replace_escaping(
    ctx: &Context,
    top: &mut Body,
    escaping: &[EscapingUse],
    new_name: Attribute,
) -> Result<(), SymbolError> {
    // Per user: the same attribute may mean different symbols in different tables.
    let mut by_user: Vec<(&OpPath, Vec<(Attribute, Attribute)>)> = Vec::new();
    for e in escaping {
        let Some(reference) = e.symbol_use.reference(ctx) else {
            continue;
        };
        let mut names = reference.names().to_vec();
        names[e.index] = new_name;
        let Some(new) = SymbolRef::from_names(names) else {
            continue;
        };
        let pair = (e.symbol_use.symbol_ref, new.to_attr(ctx));
        match by_user
            .iter_mut()
            .find(|(user, _)| *user == &e.symbol_use.user)
        {
            Some((_, pairs)) => pairs.push(pair),
            None => by_user.push((&e.symbol_use.user, vec![pair])),
        }
    }
    for (user, pairs) in by_user {
        let body = user.body_mut(top).ok_or(SymbolError::InvalidPath)?;
        let mut replacer =
            AttrReplacer::new(|attr| match pairs.iter().find(|(old, _)| *old == attr) {
                Some(&(_, new)) => (new, WalkControl::Skip),
                None if matches!(ctx.attr_data(attr), AttrData::SymbolRef { .. }) => {
                    (attr, WalkControl::Skip)
                }
                None => (attr, WalkControl::Advance),
            });
        let attrs = body.op_attrs(user.op());
        let new_attrs = replacer.replace_attr(ctx, attrs);
        if new_attrs != attrs {
            body.set_op_attrs(user.op(), new_attrs);
        }
        if let Some(props) = body.op_props(user.op()) {
            let new_props = replacer.replace_attr(ctx, props);
            if new_props != props {
                body.set_op_props(user.op(), Some(new_props));
            }
        }
    }
    Ok(())
}

/// Renames symbol op `symbol` (a path from `top`) to `to` and rewrites every reference to it in
/// all of `top`: ordinary and nested references in the tables above it, and the relative and
/// absolute references that reach it from other tables (`@.super::@m::@f` in a sibling table).
/// Fails, changing nothing, when `to` is taken in the symbol's table. [`SymbolTable::rename`]
/// only sees its own table's body; this is the rename to use when references may come from
/// outside it.
///
/// [`SymbolTable::rename`]: super::SymbolTable::rename
pub fn rename_symbol(
    ctx: &Context,
    top: &mut Body,
    symbol: &OpPath,
    to: &str,
) -> Result<(), SymbolError> {
    let to = ctx.string_attr(to);
    let body = symbol.resolve(top).ok_or(SymbolError::InvalidPath)?;
    let from = symbol_name(ctx, body, symbol.op()).ok_or_else(|| SymbolError::NotASymbol {
        op: ctx.op_name_str(body.op_name(symbol.op())).to_string(),
    })?;
    if from == to {
        return Ok(());
    }
    let ancestors = symbol.ancestors(top);
    let (Some(table), Some(root)) = (ancestors.get(1), ancestors.last()) else {
        return Err(SymbolError::InvalidPath);
    };
    let table_body = table.resolve(top).ok_or(SymbolError::InvalidPath)?;
    if super::resolve::scan_table(ctx, table_body, table.op(), to).is_some() {
        return Err(SymbolError::NameInUse {
            name: SymbolRef::flat(to).display(ctx),
        });
    }
    let root = root.clone();
    replace_all_symbol_uses(ctx, top, &SymbolKey::Op(symbol.clone()), to, &root)?;
    let body = symbol.body_mut(top).ok_or(SymbolError::InvalidPath)?;
    super::symbol::set_op_attr(ctx, body, symbol.op(), super::SYMBOL_ATTR, Some(to));
    Ok(())
}

/// Rewrites, within the regions of `from`, every reference equal to `old` or extending it so that
/// it starts with `new` instead (`@a::@b::@c` becomes `@x::@c` for `old = @a::@b`,
/// `new = @x`). This is the general form of [`replace_all_symbol_uses`], for moves between tables.
pub fn replace_symbol_refs(
    ctx: &Context,
    top: &mut Body,
    old: &SymbolRef,
    new: &SymbolRef,
    from: impl Into<OpPath>,
) -> Result<(), SymbolError> {
    replace_in_limit(ctx, top, &Limit::Regions(from.into()), old, new)
}

/// The walk control of searches for uses: nested symbol tables are another scope, so the walk
/// does not enter them.
fn skip_symbol_tables(ctx: &Context, body: &Body, op: OpId) -> WalkControl {
    if is_symbol_table(ctx, body, op) {
        WalkControl::Skip
    } else {
        WalkControl::Advance
    }
}

fn matches_scope(ctx: &Context, scope_ref: &SymbolRef, attr: Attribute) -> bool {
    SymbolRef::from_attr(ctx, attr).is_some_and(|r| scope_ref.is_prefix_of(&r))
}

/// Rewrites the references starting with `old` in the ops of `limit` (not entering nested symbol
/// tables, like MLIR's replacement, which does not stop at unknown ones either).
fn replace_in_limit(
    ctx: &Context,
    top: &mut Body,
    limit: &Limit,
    old: &SymbolRef,
    new: &SymbolRef,
) -> Result<(), SymbolError> {
    let (start, from) = limit.start();
    // Ops by the index of their owner chain; consecutive ops mostly share one.
    let mut chains: Vec<Vec<OpId>> = Vec::new();
    let mut ops: Vec<(usize, OpId)> = Vec::new();
    let walked = walk_from::<()>(top, start, from, |body, owners, op| {
        if chains.last().is_none_or(|last| last.as_slice() != owners) {
            chains.push(owners.to_vec());
        }
        ops.push((chains.len() - 1, op));
        ControlFlow::Continue(skip_symbol_tables(ctx, body, op))
    });
    if walked.is_none() {
        return Err(SymbolError::InvalidPath);
    }
    let mut replacer = AttrReplacer::new(|attr| match SymbolRef::from_attr(ctx, attr) {
        Some(reference) => {
            let replaced = reference
                .with_prefix_replaced(old, new)
                .map_or(attr, |r| r.to_attr(ctx));
            // Never look inside a reference: its parts are not uses.
            (replaced, WalkControl::Skip)
        }
        None => (attr, WalkControl::Advance),
    });
    for &(chain, op) in &ops {
        let body = body_at_mut(top, &chains[chain]).ok_or(SymbolError::InvalidPath)?;
        let attrs = body.op_attrs(op);
        let new_attrs = replacer.replace_attr(ctx, attrs);
        if new_attrs != attrs {
            body.set_op_attrs(op, new_attrs);
        }
        if let Some(props) = body.op_props(op) {
            let new_props = replacer.replace_attr(ctx, props);
            if new_props != props {
                body.set_op_props(op, Some(new_props));
            }
        }
    }
    Ok(())
}

/// The scopes in which to look for uses of `symbol` within `limit` (MLIR's
/// `collectSymbolScopes`).
fn collect_scopes(
    ctx: &Context,
    top: &Body,
    symbol: &SymbolKey,
    limit: &OpPath,
) -> Result<Vec<Scope>, SymbolError> {
    let symbol = match symbol {
        SymbolKey::Name(name) => {
            return Ok(vec![Scope {
                reference: SymbolRef::flat(*name),
                limit: Limit::Regions(limit.clone()),
            }]);
        }
        SymbolKey::Op(path) => path,
    };
    let body = symbol.resolve(top).ok_or(SymbolError::InvalidPath)?;
    let name = symbol_name(ctx, body, symbol.op()).ok_or_else(|| SymbolError::NotASymbol {
        op: ctx.op_name_str(body.op_name(symbol.op())).to_string(),
    })?;
    let limit_ancestors = limit.ancestors(top);
    if limit_ancestors.is_empty() {
        return Err(SymbolError::InvalidPath);
    }
    if limit_ancestors.contains(symbol) {
        // The limit is the symbol or inside it: only references to the symbol made from where
        // the symbol's own table is the nearest one can be found (there are no parent
        // references).
        let nearest = limit
            .parent(top)
            .and_then(|p| nearest_symbol_table(ctx, top, p).ok());
        return Ok(if nearest == symbol.parent(top) {
            vec![Scope {
                reference: SymbolRef::flat(name),
                limit: Limit::Op(limit.clone()),
            }]
        } else {
            Vec::new()
        });
    }
    let symbol_ancestors = symbol.ancestors(top);
    let Some(common) = symbol_ancestors[1..]
        .iter()
        .find(|a| limit_ancestors.contains(a))
    else {
        return Ok(Vec::new());
    };
    let (references, complete) = valid_references(ctx, top, &symbol_ancestors, name, common);
    if common == limit {
        // Search each symbol table from the symbol's up to the limit, each with the reference
        // valid inside it.
        return Ok(references
            .into_iter()
            .zip(&symbol_ancestors[1..])
            .map(|(reference, table)| Scope {
                reference,
                limit: Limit::Region(table.clone(), 0),
            })
            .collect());
    }
    Ok(match references.into_iter().last() {
        Some(reference) if complete => vec![Scope {
            reference,
            limit: Limit::Op(limit.clone()),
        }],
        _ => Vec::new(),
    })
}

/// The references designating the symbol (`ancestors[0]`, named `name`) from inside each symbol
/// table above it, up to `within`: `@f`, then `@m::@f`, ... Also whether they reach `within`
/// (every table on the way must be a named symbol table).
fn valid_references(
    ctx: &Context,
    top: &Body,
    ancestors: &[OpPath],
    name: Attribute,
    within: &OpPath,
) -> (Vec<SymbolRef>, bool) {
    let mut references = vec![SymbolRef::flat(name)];
    let mut names = vec![name];
    for table in &ancestors[1..] {
        if table == within {
            return (references, true);
        }
        let Some(body) = table.resolve(top) else {
            break;
        };
        if !is_symbol_table(ctx, body, table.op()) {
            break;
        }
        let Some(table_name) = symbol_name(ctx, body, table.op()) else {
            break;
        };
        names.insert(0, table_name);
        references.extend(SymbolRef::from_names(names.clone()));
    }
    (references, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::{NamedAttr, walk_sub_attrs};
    use crate::symbols::testing::Ir;

    fn names(ir: &Ir, uses: &[SymbolUse]) -> Vec<String> {
        uses.iter()
            .map(|u| u.reference(&ir.ctx).unwrap().display(&ir.ctx))
            .collect()
    }

    #[test]
    fn uses_are_found_nested_in_arrays_and_dictionaries() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let inner_dict = ir.ctx.dictionary(vec![NamedAttr {
            name: ir.ctx.string_attr("k"),
            value: ir.ra(&["b"]),
        }]);
        let array = ir
            .ctx
            .intern_attr(AttrData::Array(Box::new([ir.ra(&["a"]), inner_dict])));
        let user = ir.op(
            &top,
            "test.user",
            &[("x", array), ("y", ir.ra(&["c", "d"]))],
            0,
        );
        let uses = symbol_uses(&ir.ctx, &ir.body, &user).unwrap();
        let mut found = names(&ir, &uses);
        found.sort();
        assert_eq!(found, vec!["@a", "@b", "@c::@d"]);
        assert!(uses.iter().all(|u| u.user == user));
    }

    #[test]
    fn uses_in_properties_count() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let user = ir.op(&top, "test.user", &[], 0);
        let props = ir.ctx.dictionary(vec![NamedAttr {
            name: ir.ctx.string_attr("callee"),
            value: ir.ra(&["f"]),
        }]);
        user.body_mut(&mut ir.body)
            .unwrap()
            .set_op_props(user.op(), Some(props));
        let uses = symbol_uses(&ir.ctx, &ir.body, &user).unwrap();
        assert_eq!(names(&ir, &uses), vec!["@f"]);
    }

    #[test]
    fn uses_do_not_enter_nested_symbol_tables() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        ir.user(&f, &[ir.ra(&["in_function"])]);
        let nested = ir.table(&top, Some("m"), None);
        ir.user(&nested, &[ir.ra(&["in_nested_table"])]);
        ir.user(&top, &[ir.ra(&["at_top"])]);
        // From the module op: only its own attributes, its regions are another scope.
        assert!(symbol_uses(&ir.ctx, &ir.body, &top).unwrap().is_empty());
        let mut all = Vec::new();
        for op in [f.clone(), nested.clone()] {
            all.extend(names(&ir, &symbol_uses(&ir.ctx, &ir.body, &op).unwrap()));
        }
        // `@m`'s regions are not entered, the function's are.
        assert_eq!(all, vec!["@in_function"]);
        let by_name = symbol_uses_of(
            &ir.ctx,
            &ir.body,
            &SymbolKey::Name(ir.ctx.string_attr("in_nested_table")),
            &top,
        )
        .unwrap();
        assert!(by_name.is_empty());
        let by_name = symbol_uses_of(
            &ir.ctx,
            &ir.body,
            &SymbolKey::Name(ir.ctx.string_attr("in_function")),
            &top,
        )
        .unwrap();
        assert_eq!(by_name.len(), 1);
    }

    #[test]
    fn unknown_symbol_tables_stop_use_queries() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let unknown = ir.op(&f, "foo.region", &[], 1);
        ir.user(&unknown, &[ir.ra(&["f"])]);
        assert_eq!(
            symbol_uses(&ir.ctx, &ir.body, &f),
            Err(SymbolError::UnknownSymbolTable {
                op: "foo.region".into()
            })
        );
        assert!(!symbol_known_use_empty(
            &ir.ctx,
            &ir.body,
            &SymbolKey::Op(f.clone()),
            &top
        ));
        // Two regions: not a potential symbol table, so uses are walked inside.
        let two = ir.op(&top, "foo.two", &[], 2);
        ir.user(&two, &[ir.ra(&["g"])]);
        assert_eq!(
            names(&ir, &symbol_uses(&ir.ctx, &ir.body, &two).unwrap()),
            vec!["@g"]
        );
    }

    #[test]
    fn uses_of_a_symbol_op_include_nested_references_from_outer_tables() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let m = ir.table(&top, Some("m"), None);
        let f = ir.func(&m, "f", None);
        let inner_user = ir.user(&m, &[ir.ra(&["f"])]);
        let outer_user = ir.user(&top, &[ir.ra(&["m", "f"]), ir.ra(&["m", "other"])]);
        let through = ir.user(&top, &[ir.ra(&["m", "f", "deeper"])]);
        ir.user(&top, &[ir.ra(&["f"])]); // another `@f`, not this one
        let uses = symbol_uses_of(&ir.ctx, &ir.body, &SymbolKey::Op(f.clone()), &top).unwrap();
        let users: Vec<_> = uses.iter().map(|u| u.user.clone()).collect();
        assert_eq!(users, vec![inner_user.clone(), outer_user, through]);
        // Limited to the symbol's own table, only the flat use is seen.
        let uses = symbol_uses_of(&ir.ctx, &ir.body, &SymbolKey::Op(f.clone()), &m).unwrap();
        assert_eq!(names(&ir, &uses), vec!["@f"]);
        assert_eq!(uses[0].user, inner_user);
        assert!(!symbol_known_use_empty(
            &ir.ctx,
            &ir.body,
            &SymbolKey::Op(f),
            &top
        ));
    }

    #[test]
    fn known_use_empty_checks_the_right_scopes() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let m = ir.table(&top, Some("m"), None);
        let used = ir.func(&m, "used", None);
        let unused = ir.func(&m, "unused", None);
        ir.user(&top, &[ir.ra(&["m", "used"])]);
        let key = |p: &OpPath| SymbolKey::Op(p.clone());
        assert!(!symbol_known_use_empty(
            &ir.ctx,
            &ir.body,
            &key(&used),
            &top
        ));
        assert!(symbol_known_use_empty(&ir.ctx, &ir.body, &key(&used), &m));
        assert!(symbol_known_use_empty(
            &ir.ctx,
            &ir.body,
            &key(&unused),
            &top
        ));
        // A use through an unnamed table cannot reach the symbol: nothing to find.
        let anonymous = ir.table(&top, None, None);
        let hidden = ir.func(&anonymous, "hidden", None);
        ir.user(&top, &[ir.ra(&["hidden"])]);
        assert!(symbol_known_use_empty(
            &ir.ctx,
            &ir.body,
            &key(&hidden),
            &top
        ));
    }

    #[test]
    fn limit_inside_the_symbol_finds_recursive_uses() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        ir.user(&f, &[ir.ra(&["f"])]);
        let uses = symbol_uses_of(&ir.ctx, &ir.body, &SymbolKey::Op(f.clone()), &f).unwrap();
        assert_eq!(names(&ir, &uses), vec!["@f"]);
    }

    #[test]
    fn replace_renames_leaves_and_references_through_the_symbol() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let a = ir.table(&top, Some("a"), None);
        let b = ir.table(&a, Some("b"), None);
        ir.func(&b, "c", None);
        let inner_dict = ir.ctx.dictionary(vec![NamedAttr {
            name: ir.ctx.string_attr("k"),
            value: ir.ra(&["a", "b"]),
        }]);
        let array = ir.ctx.intern_attr(AttrData::Array(Box::new([
            ir.ra(&["a"]),
            ir.ra(&["a", "b", "c"]),
            inner_dict,
            ir.ra(&["other", "a"]),
        ])));
        let user = ir.op(&top, "test.user", &[("refs", array)], 0);
        let in_a = ir.user(&a, &[ir.ra(&["b", "c"])]);
        let ctx = &ir.ctx;
        // Rename `@a::@b` to `@z`, searching from the top module.
        replace_all_symbol_uses(
            ctx,
            &mut ir.body,
            &SymbolKey::Op(b.clone()),
            ctx.string_attr("z"),
            &top,
        )
        .unwrap();
        let expected_dict = ctx.dictionary(vec![NamedAttr {
            name: ctx.string_attr("k"),
            value: ir.ra(&["a", "z"]),
        }]);
        let expected = ctx.intern_attr(AttrData::Array(Box::new([
            ir.ra(&["a"]),
            ir.ra(&["a", "z", "c"]),
            expected_dict,
            ir.ra(&["other", "a"]),
        ])));
        assert_eq!(ir.attr(&user, "refs"), Some(expected));
        // Inside `@a`, the reference is `@b::@c`.
        let expected = ctx.intern_attr(AttrData::Array(Box::new([ir.ra(&["z", "c"])])));
        assert_eq!(ir.attr(&in_a, "uses"), Some(expected));
        // Renaming the root `@a` rewrites the head of every reference through it.
        replace_all_symbol_uses(
            ctx,
            &mut ir.body,
            &SymbolKey::Op(a.clone()),
            ctx.string_attr("y"),
            &top,
        )
        .unwrap();
        let refs = ir.attr(&user, "refs").unwrap();
        let mut found = Vec::new();
        let _ = walk_sub_attrs::<()>(ctx, refs, |x| {
            if let Some(r) = SymbolRef::from_attr(ctx, x) {
                found.push(r.display(ctx));
                return ControlFlow::Continue(WalkControl::Skip);
            }
            ControlFlow::Continue(WalkControl::Advance)
        });
        found.sort();
        assert_eq!(found, vec!["@other::@a", "@y", "@y::@z", "@y::@z::@c"]);
    }

    #[test]
    fn replace_by_name_and_general_prefix_replacement() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let deep = ir.user(&f, &[ir.ra(&["old"]), ir.ra(&["old", "x"])]);
        let nested = ir.table(&top, Some("n"), None);
        let untouched = ir.user(&nested, &[ir.ra(&["old"])]);
        let (old, new) = (ir.r(&["new", "x"]), ir.r(&["n", "moved"]));
        let ctx = &ir.ctx;
        replace_all_symbol_uses(
            ctx,
            &mut ir.body,
            &SymbolKey::Name(ctx.string_attr("old")),
            ctx.string_attr("new"),
            &top,
        )
        .unwrap();
        let arr = |refs: &[Attribute]| ctx.intern_attr(AttrData::Array(refs.into()));
        assert_eq!(
            ir.attr(&deep, "uses"),
            Some(arr(&[ir.ra(&["new"]), ir.ra(&["new", "x"])]))
        );
        assert_eq!(ir.attr(&untouched, "uses"), Some(arr(&[ir.ra(&["old"])])));
        replace_symbol_refs(ctx, &mut ir.body, &old, &new, &top).unwrap();
        assert_eq!(
            ir.attr(&deep, "uses"),
            Some(arr(&[ir.ra(&["new"]), ir.ra(&["n", "moved"])]))
        );
    }

    #[test]
    fn queries_on_invalid_paths_fail_cleanly() {
        let ir = Ir::new();
        let bogus = OpPath::new(vec![OpId(5)], OpId(1));
        assert_eq!(
            symbol_uses(&ir.ctx, &ir.body, &bogus),
            Err(SymbolError::InvalidPath)
        );
        assert!(!symbol_known_use_empty(
            &ir.ctx,
            &ir.body,
            &SymbolKey::Op(bogus.clone()),
            &ir.module
        ));
        assert_eq!(
            symbol_uses_of(&ir.ctx, &ir.body, &SymbolKey::Op(ir.module.clone()), &bogus),
            Err(SymbolError::NotASymbol {
                op: "builtin.module".into()
            })
        );
    }

    /// top { @f; @s (transparent) { @g }; @m (transparent) { user1; @deep (transparent) {
    /// user2 } }; @iso { user3 } }
    fn escaping_ir() -> (Ir, [OpPath; 8]) {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", Some("private"));
        let s = ir.transparent(&top, "s");
        let g = ir.func(&s, "g", None);
        let m = ir.transparent(&top, "m");
        let refs = [
            ir.up(1, &["s", "g"]).to_attr(&ir.ctx),
            ir.up(1, &["f"]).to_attr(&ir.ctx),
            ir.abs(&["s", "g"]).to_attr(&ir.ctx),
        ];
        let user1 = ir.user(&m, &refs);
        let deep = ir.transparent(&m, "deep");
        let r = ir.up(2, &["f"]).to_attr(&ir.ctx);
        let user2 = ir.user(&deep, &[r]);
        let iso = ir.table(&top, Some("iso"), None);
        // Rooted at `@iso`: not a use of the top's `@f`.
        let r = ir.abs(&["f"]).to_attr(&ir.ctx);
        let user3 = ir.user(&iso, &[r]);
        (ir, [top, f, s, g, m, user1, user2, user3])
    }

    #[test]
    fn relative_and_absolute_references_are_uses_of_what_they_reach() {
        let (ir, [top, f, _s, g, _m, user1, user2, _user3]) = escaping_ir();
        let uses = symbol_uses_of(&ir.ctx, &ir.body, &SymbolKey::Op(g.clone()), &top).unwrap();
        assert_eq!(names(&ir, &uses), ["@.super::@s::@g", "@::@s::@g"]);
        assert!(uses.iter().all(|u| u.user == user1));
        let uses = symbol_uses_of(&ir.ctx, &ir.body, &SymbolKey::Op(f.clone()), &top).unwrap();
        assert_eq!(names(&ir, &uses), ["@.super::@f", "@.super::@.super::@f"]);
        assert_eq!(uses[1].user, user2);
        assert!(!symbol_known_use_empty(
            &ir.ctx,
            &ir.body,
            &SymbolKey::Op(f),
            &top
        ));
        // Every reference on the op, relative ones included.
        let all = symbol_uses(&ir.ctx, &ir.body, &user1).unwrap();
        assert_eq!(all.len(), 3);
    }

    #[test]
    fn renames_rewrite_relative_references_from_other_tables() {
        let (mut ir, [_top, f, s, g, _m, user1, user2, user3]) = escaping_ir();
        rename_symbol(&ir.ctx, &mut ir.body, &g, "g2").unwrap();
        rename_symbol(&ir.ctx, &mut ir.body, &s, "s2").unwrap();
        rename_symbol(&ir.ctx, &mut ir.body, &f, "f2").unwrap();
        let show =
            |ir: &Ir, user: &OpPath| names(ir, &symbol_uses(&ir.ctx, &ir.body, user).unwrap());
        assert_eq!(
            show(&ir, &user1),
            ["@.super::@s2::@g2", "@.super::@f2", "@::@s2::@g2"]
        );
        assert_eq!(show(&ir, &user2), ["@.super::@.super::@f2"]);
        // `@iso` is isolated: its absolute `@::@f` never meant the top's `@f`.
        assert_eq!(show(&ir, &user3), ["@::@f"]);
        assert_eq!(ir.name_of(&g), "g2");
        // Renaming to the current name changes nothing; a taken name is refused.
        assert_eq!(rename_symbol(&ir.ctx, &mut ir.body, &g, "g2"), Ok(()));
        let (mut ir, [_top, _f, s, _g, _m, ..]) = escaping_ir();
        assert_eq!(
            rename_symbol(&ir.ctx, &mut ir.body, &s, "m"),
            Err(SymbolError::NameInUse { name: "@m".into() })
        );
    }

    #[test]
    fn a_cached_collection_resolves_relative_references_and_invalidates_per_table() {
        let (mut ir, [_top, _f, s, g, m, user1, ..]) = escaping_ir();
        let mut tables = SymbolTableCollection::new();
        let found = tables
            .lookup_nearest_symbol_from(&ir.ctx, &ir.body, &user1, &ir.up(1, &["s", "g"]))
            .unwrap();
        assert_eq!(found.path, g);
        let cached = tables.len();
        // A sibling table changing (a rename in `@s`) invalidates `@s`'s cached table only: what
        // `@m` climbs to is cached with `@m` and does not depend on `@s`'s symbols.
        rename_symbol(&ir.ctx, &mut ir.body, &g, "h").unwrap();
        tables.invalidate(&s);
        assert_eq!(tables.len(), cached - 1);
        let found = tables
            .lookup_nearest_symbol_from(&ir.ctx, &ir.body, &user1, &ir.up(1, &["s", "h"]))
            .unwrap();
        assert_eq!(found.path, g);
        // Adding a symbol to `@m` leaves `@s`'s cached table valid.
        let added = ir.func(&m, "new", None);
        tables.invalidate(&m);
        let found = tables
            .lookup_nearest_symbol_from(&ir.ctx, &ir.body, &user1, &ir.r(&["new"]))
            .unwrap();
        assert_eq!(found.path, added);
        assert!(
            tables
                .lookup_nearest_symbol_from(&ir.ctx, &ir.body, &user1, &ir.up(1, &["s", "g"]))
                .is_err()
        );
    }

    #[test]
    fn a_table_rename_rewrites_relative_references_from_the_tables_inside() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let t = ir.transparent(&top, "t");
        let f = ir.func(&t, "f", None);
        let inner = ir.transparent(&t, "inner");
        let r = [
            ir.up(1, &["f"]).to_attr(&ir.ctx),
            ir.r(&["x"]).to_attr(&ir.ctx),
        ];
        let user = ir.user(&inner, &r);
        let body = t.body_mut(&mut ir.body).unwrap();
        let mut table = crate::symbols::SymbolTable::new(&ir.ctx, body, t.op()).unwrap();
        table.rename(&ir.ctx, body, f.op(), "g").unwrap();
        let uses = symbol_uses(&ir.ctx, &ir.body, &user).unwrap();
        assert_eq!(names(&ir, &uses), ["@.super::@g", "@x"]);
    }
}
