//! The checks the `Symbol` and `SymbolTable` traits imply, with MLIR's messages, for the verifier
//! to call: [`verify_symbol_table`] for ops declaring `SymbolTable` (one region, one block, unique
//! names, then the symbol users inside) and [`verify_symbol`] for ops declaring `Symbol` (name and
//! visibility attributes, declarations, parent). It is not the verifier: it does not walk the IR
//! to find the ops to check.

use super::collection::SymbolTableCollection;
use super::error::SymbolError;
use super::path::{OpPath, WalkStart, push_children_with, walk_from};
use super::reference::{RefBase, SUPER_NAME, SymbolRef, write_quoted};
use super::resolve::{nearest_symbol_table, start_table};
use super::symbol::{
    SYMBOL_ATTR, TRANSPARENT_ATTR, VISIBILITY_ATTR, Visibility, is_declaration, is_optional_symbol,
    is_potentially_unknown_symbol_table, is_symbol_table, op_attr, symbol_name,
};
use super::uses::op_symbol_refs;
use crate::attrs::{AttrData, AttrWalker, Attribute};
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId, WalkControl};
use crate::traits::Trait;
use crate::verifier::{error_on_op, op_error};
use rustc_hash::{FxHashMap, FxHashSet};
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

/// A symbol user's check as a plain function: the op is `user.op()` of `body`, the body
/// `user` resolves to from `top`; lookups go through `tables`.
pub type SymbolUseCheck =
    fn(&Context, &Body, &Body, &OpPath, &mut SymbolTableCollection) -> Result<(), Diagnostic>;

/// The [`SymbolUserOpInterface`] model of an op whose check is one [`SymbolUseCheck`]
/// function, the usual shape of a dialect's model (`func.call`, `llvm.call`).
pub struct SymbolUseChecks(pub SymbolUseCheck);

impl SymbolUserOpInterface for SymbolUseChecks {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        top: &Body,
        user: &OpPath,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        match user.resolve(top) {
            Some(body) => (self.0)(ctx, top, body, user, tables),
            None => Ok(()),
        }
    }
}

/// The name a symbol reference attribute designates (its leaf), as text for messages; empty
/// when `reference` is not a symbol reference.
pub fn reference_leaf_name(ctx: &Context, reference: Attribute) -> String {
    SymbolRef::from_attr(ctx, reference)
        .and_then(|r| ctx.string_str(r.leaf()).map(str::to_string))
        .unwrap_or_default()
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
                let path = OpPath::with_owners(owners, user);
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
/// One walk over the IR that tracks each op's nearest symbol table; an ordinary reference costs
/// a look at its names, and the climb of a relative or absolute one is made once per table and
/// prefix (every other reference of that kind in the table reuses the answer). Returns every
/// problem when `collect`, else the first.
pub fn verify_escaping_references(
    ctx: &Context,
    top: &Body,
    root: OpId,
    collect: bool,
) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    // The context knows when no such reference was ever made: nothing to walk.
    if !ctx.may_have_escaping_symbol_refs() || !top.contains_op(root) {
        return found;
    }
    let mut walker = AttrWalker::new();
    let mut refs = Vec::new();
    // The symbol tables met so far, and which of them a climb from them with each prefix was
    // found fine (resolved, or left to the IR above).
    let mut tables: Vec<OpPath> = Vec::new();
    let mut fine: FxHashSet<(usize, RefBase)> = FxHashSet::default();
    // Owner chains, as in `walk_from`; each pending op has its body, its chain, and the nearest
    // symbol table of the op whose region holds it (`None`: no table, or an op that may be an
    // unknown one, where `nearest_symbol_table` gives up).
    let mut chains: Vec<Vec<OpId>> = vec![Vec::new()];
    let root_table = nearest_symbol_table(ctx, top, root).ok().map(|table| {
        tables.push(table);
        0
    });
    let mut stack: Vec<(&Body, usize, OpId, Option<usize>)> = vec![(top, 0, root, None)];
    let mut first = true;
    while let Some((body, chain, op, above)) = stack.pop() {
        let nearest = if std::mem::take(&mut first) {
            root_table
        } else if is_potentially_unknown_symbol_table(ctx, body, op) {
            None
        } else if is_symbol_table(ctx, body, op) {
            tables.push(OpPath::new(chains[chain].clone(), op));
            Some(tables.len() - 1)
        } else {
            above
        };
        refs.clear();
        match flat_symbol_ref(ctx, body, op) {
            Some(one) => refs.extend(one),
            None => op_symbol_refs(ctx, &mut walker, body, op, &mut refs),
        }
        for &attr in &refs {
            match reference_base(ctx, attr) {
                None | Some(Some(RefBase::Nearest)) => continue,
                Some(Some(base)) => match nearest {
                    None => continue,
                    Some(table) if fine.contains(&(table, base)) => continue,
                    Some(_) => {}
                },
                // An error: found again below, with its message.
                Some(None) => {}
            }
            let Some(reference) = SymbolRef::from_attr(ctx, attr) else {
                continue;
            };
            let error = match reference.base(ctx) {
                Err(error) => error,
                Ok((RefBase::Nearest, _)) => continue,
                Ok((base, _)) => {
                    let Some(table) = nearest else {
                        continue;
                    };
                    if fine.contains(&(table, base)) {
                        continue;
                    }
                    match start_table(ctx, top, &tables[table], &reference) {
                        Ok(_) | Err(SymbolError::OutOfReach { .. }) => {
                            fine.insert((table, base));
                            continue;
                        }
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
                return found;
            }
        }
        push_children_with(
            body,
            chain,
            op,
            None,
            &mut chains,
            &mut stack,
            |(b, c, o)| (b, c, o, nearest),
        );
    }
    found
}

/// The symbol reference `op` holds when its attributes and properties are flat (each value an
/// untyped string, a unit, a bool or a symbol reference) with at most one reference: what
/// `op_symbol_refs` finds, without a walk. `None` when the op needs the walk.
fn flat_symbol_ref(ctx: &Context, body: &Body, op: OpId) -> Option<Option<Attribute>> {
    let mut found = None;
    for holder in [Some(body.op_attrs(op)), body.op_props(op)]
        .into_iter()
        .flatten()
    {
        let AttrData::Dictionary(entries) = ctx.attr_data(holder) else {
            return None;
        };
        for entry in entries.iter() {
            match ctx.attr_data(entry.value) {
                AttrData::SymbolRef { .. } => {
                    if found.replace(entry.value).is_some() {
                        return None;
                    }
                }
                AttrData::String { ty: None, .. } | AttrData::Unit | AttrData::Bool(_) => {}
                _ => return None,
            }
        }
    }
    Some(found)
}

/// [`SymbolRef::base`] of the reference `attr` holds, read off the attribute without building a
/// [`SymbolRef`]: `None` when [`SymbolRef::from_attr`] gives none, `Some(None)` when `base`
/// fails.
fn reference_base(ctx: &Context, attr: Attribute) -> Option<Option<RefBase>> {
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(attr) else {
        return None;
    };
    let part = |part: &Attribute| match ctx.attr_data(*part) {
        AttrData::SymbolRef { root, .. } => Some(*root),
        _ => None,
    };
    if !nested.iter().all(|p| part(p).is_some()) {
        return None;
    }
    let is_super = |name: Attribute| ctx.string_bytes(name) == SUPER_NAME.as_bytes();
    let root_bytes = ctx.string_bytes(*root);
    let len = 1 + nested.len();
    let (base, start) = if len > 1 && root_bytes.is_empty() {
        (RefBase::Absolute, 1)
    } else if root_bytes == SUPER_NAME.as_bytes() {
        let levels = 1 + nested
            .iter()
            .filter_map(part)
            .take_while(|&n| is_super(n))
            .count();
        (RefBase::Up(levels), levels)
    } else {
        (RefBase::Nearest, 0)
    };
    if start == len {
        return Some(None);
    }
    // The names from `start` on, none of which may be `@.super`.
    let misplaced = match start {
        0 => nested.iter().filter_map(part).any(is_super),
        _ => nested[start - 1..].iter().filter_map(part).any(is_super),
    };
    Some((!misplaced).then_some(base))
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

    /// The escaping-reference check made reference by reference, each user climbing on its
    /// own: what [`verify_escaping_references`] must report, in the same order.
    fn escaping_errors_one_by_one(ir: &Ir, root: &OpPath) -> Vec<(Attribute, String)> {
        let (ctx, top) = (&ir.ctx, &ir.body);
        let mut out = Vec::new();
        let mut walker = AttrWalker::new();
        crate::symbols::walk_paths(top, root, |body, user| {
            let mut refs = Vec::new();
            op_symbol_refs(ctx, &mut walker, body, user.op(), &mut refs);
            for attr in refs {
                let Some(reference) = SymbolRef::from_attr(ctx, attr) else {
                    continue;
                };
                let error = match reference.base(ctx) {
                    Err(error) => error,
                    Ok((RefBase::Nearest, _)) => continue,
                    Ok(_) => {
                        let Ok(table) = nearest_symbol_table(ctx, top, user) else {
                            continue;
                        };
                        match start_table(ctx, top, &table, &reference) {
                            Ok(_) | Err(SymbolError::OutOfReach { .. }) => continue,
                            Err(error) => error,
                        }
                    }
                };
                let diagnostic = op_error(ctx, body, user.op(), error.to_string());
                out.push((diagnostic.location, diagnostic.message));
            }
            WalkControl::Advance
        });
        out
    }

    #[test]
    fn escaping_references_are_checked_once_per_table_and_prefix_with_the_same_results() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        ir.func(&top, "f", None);
        let m = ir.transparent(&top, "m");
        let iso = ir.table(&top, Some("iso"), None);
        let inner = ir.transparent(&iso, "inner");
        let region = ir.op(&inner, "test.region", &[], 1);
        let unknown = ir.op(&m, "foo.region", &[], 1);
        for parent in [&top, &m, &iso, &inner, &region, &unknown] {
            // Two users of each kind of reference per scope: the second reuses the first's climb.
            for _ in 0..2 {
                let refs = [
                    ir.up(1, &["f"]).to_attr(&ir.ctx),
                    ir.up(2, &["f"]).to_attr(&ir.ctx),
                    ir.up(3, &["f"]).to_attr(&ir.ctx),
                    ir.abs(&["f"]).to_attr(&ir.ctx),
                    ir.ra(&["f"]),
                ];
                ir.user(parent, &refs);
            }
            // A user holding one reference among flat attributes takes the path without a walk.
            let one = ir.up(2, &["f"]).to_attr(&ir.ctx);
            let user = ir.user(parent, &[one]);
            let holder = user.body_mut(&mut ir.body).unwrap();
            holder.set_attr(&ir.ctx, user.op(), "note", ir.ctx.string_attr("x"));
        }
        let odd = [
            &["m", ".super", "f"][..],
            &[".super"],
            &["", ".super", "f"],
            &[".super", "m", ".super"],
            &[""],
        ]
        .map(|names| SymbolRef::new(&ir.ctx, names).unwrap().to_attr(&ir.ctx));
        ir.user(&inner, &odd);
        let expected = escaping_errors_one_by_one(&ir, &top);
        let found: Vec<_> = verify_escaping_references(&ir.ctx, &ir.body, top.op(), true)
            .into_iter()
            .map(|d| (d.location, d.message))
            .collect();
        // top: 3 x 2 (the top is isolated); `@m`: 2 x 2; `@iso`: 3 x 2; `@inner` and the region
        // in it: 2 x 2 each, and four of the odd ones (`@""` is an ordinary reference); nothing
        // under the unknown op; and one of each single-reference user but under the unknown op.
        assert_eq!(found.len(), 6 + 4 + 6 + 4 + 4 + 4 + 5);
        assert_eq!(found, expected);
        // Or the first alone.
        let first = verify_escaping_references(&ir.ctx, &ir.body, top.op(), false);
        assert_eq!(first.len(), 1);
        assert_eq!(
            (first[0].location, &first[0].message),
            (expected[0].0, &expected[0].1)
        );
    }
}
