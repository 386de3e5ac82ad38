//! [`SymbolTable`]: the symbols of one symbol table op, cached by name, with the edits that keep
//! names unique (insert with renaming, erase, rename with use updates).
//!
//! The table op is an op of a body the caller holds; its symbols are ops of the body of its
//! region (its nested body when it is isolated, like `builtin.module`). The cache is only as fresh
//! as the edits made through it: symbols added or renamed behind its back are not seen until it
//! is rebuilt. It does not resolve nested references: that is `resolve`.

use super::error::SymbolError;
use super::path::OpPath;
use super::resolve::describe_op;
use super::symbol::{
    SYMBOL_ATTR, Visibility, is_symbol_table, set_op_attr, set_symbol_visibility, symbol_name,
    symbol_visibility,
};
use super::uses::{SymbolKey, replace_all_symbol_uses};
use crate::attrs::Attribute;
use crate::context::Context;
use crate::structure::{BlockId, Body, InsertPoint, OpId};
use crate::traits::Trait;
use rustc_hash::FxHashMap;

/// The symbols of one symbol table op by name. See the module documentation.
#[derive(Clone, Debug)]
pub struct SymbolTable {
    op: OpId,
    symbols: FxHashMap<Attribute, OpId>,
    /// Suffix counter for names made unique on insertion, shared by all names (as in MLIR).
    uniquing_counter: u64,
}

impl SymbolTable {
    /// The table of `op`, an op of `body` with the `SymbolTable` trait: every op with a symbol
    /// name in the first block of its region. When names repeat (invalid IR, which
    /// [`crate::symbols::verify_symbol_table`] reports) the first op wins, as lookups do.
    pub fn new(ctx: &Context, body: &Body, op: OpId) -> Result<SymbolTable, SymbolError> {
        if !body.contains_op(op) {
            return Err(SymbolError::InvalidPath);
        }
        if !is_symbol_table(ctx, body, op) {
            return Err(SymbolError::NotSymbolTable {
                op: ctx.op_name_str(body.op_name(op)).to_string(),
            });
        }
        let mut symbols = FxHashMap::default();
        if let Some(block) = table_block(body, op) {
            let scope = body.region_scope(op).0;
            for symbol in scope.block_ops(block) {
                if let Some(name) = symbol_name(ctx, scope, symbol) {
                    symbols.entry(name).or_insert(symbol);
                }
            }
        }
        Ok(SymbolTable {
            op,
            symbols,
            uniquing_counter: 0,
        })
    }

    /// The table op.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether the table holds no symbol.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }

    /// The symbol named `name`: an op of the body of the table's region.
    pub fn lookup(&self, ctx: &Context, name: &str) -> Option<OpId> {
        self.lookup_attr(ctx.string_attr(name))
    }

    /// The symbol named by string attribute `name`.
    pub fn lookup_attr(&self, name: Attribute) -> Option<OpId> {
        self.symbols.get(&name).copied()
    }

    /// The names and ops of all symbols, in no particular order.
    pub fn symbols(&self) -> impl Iterator<Item = (Attribute, OpId)> + '_ {
        self.symbols.iter().map(|(&name, &op)| (name, op))
    }

    /// Adds `symbol` to the table and returns its name, renamed `name_N` (N from a counter
    /// starting at 0, as MLIR does) when the name is taken by another symbol. `body` holds the
    /// table op; `symbol` is an op of the body of its region, either already in the table's block
    /// or detached, then inserted at `point` (by default at the end, before a terminator).
    pub fn insert(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        symbol: OpId,
        point: Option<InsertPoint>,
    ) -> Result<Attribute, SymbolError> {
        let block = table_block(body, self.op).ok_or_else(|| SymbolError::NoTableBlock {
            op: ctx.op_name_str(body.op_name(self.op)).to_string(),
        })?;
        let (scope, _) = body.region_scope_mut(self.op);
        let name = name_of_symbol_in(ctx, scope, symbol)?;
        match scope.op_parent_block(symbol) {
            None => insert_op(ctx, scope, block, symbol, point)?,
            Some(parent) if parent == block => {}
            Some(_) => {
                return Err(SymbolError::NotInTable {
                    name: display_name(ctx, name),
                });
            }
        }
        match self.symbols.get(&name) {
            None => {
                self.symbols.insert(name, symbol);
                return Ok(name);
            }
            Some(&existing) if existing == symbol => return Ok(name),
            Some(_) => {}
        }
        let unique = loop {
            let candidate = suffixed(ctx, name, self.uniquing_counter);
            self.uniquing_counter += 1;
            if !self.symbols.contains_key(&candidate) {
                break candidate;
            }
        };
        set_op_attr(ctx, scope, symbol, SYMBOL_ATTR, Some(unique));
        self.symbols.insert(unique, symbol);
        Ok(unique)
    }

    /// Forgets `symbol` without touching the IR.
    pub fn remove(&mut self, ctx: &Context, body: &Body, symbol: OpId) {
        let scope = body.region_scope(self.op).0;
        if !scope.contains_op(symbol) {
            return;
        }
        if let Some(name) = symbol_name(ctx, scope, symbol)
            && self.symbols.get(&name) == Some(&symbol)
        {
            self.symbols.remove(&name);
        }
    }

    /// Removes `symbol` from the table and erases it.
    pub fn erase(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        symbol: OpId,
    ) -> Result<(), SymbolError> {
        self.remove(ctx, body, symbol);
        let (scope, _) = body.region_scope_mut(self.op);
        if !scope.contains_op(symbol) {
            return Err(SymbolError::InvalidPath);
        }
        scope.erase_op(symbol)?;
        Ok(())
    }

    /// Renames `symbol` to `to` and updates every use of it within the table op's region
    /// (references nested in arrays and dictionaries, nested references through it, and relative
    /// references from the transparent tables inside). Fails, changing nothing, when `to` is
    /// taken or `symbol` is not in this table. The table sees only its own body: relative
    /// references from sibling tables (`@.super::@t::@f`) are updated by
    /// [`crate::symbols::rename_symbol`], which works from the top of the IR.
    pub fn rename(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        symbol: OpId,
        to: &str,
    ) -> Result<(), SymbolError> {
        self.rename_attr(ctx, body, symbol, ctx.string_attr(to))
    }

    /// [`SymbolTable::rename`] to the name held by string attribute `to`.
    fn rename_attr(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        symbol: OpId,
        to: Attribute,
    ) -> Result<(), SymbolError> {
        let scope = body.region_scope(self.op).0;
        let from = name_of_symbol_in(ctx, scope, symbol)?;
        if self.lookup_attr(from) != Some(symbol) {
            return Err(SymbolError::NotInTable {
                name: display_name(ctx, from),
            });
        }
        let to_attr = to;
        if to_attr == from {
            return Ok(());
        }
        if self.symbols.contains_key(&to_attr) {
            return Err(SymbolError::NameInUse {
                name: display_name(ctx, to_attr),
            });
        }
        let table = OpPath::from(self.op);
        let symbol_path = table.child(body, symbol);
        replace_all_symbol_uses(ctx, body, &SymbolKey::Op(symbol_path), to_attr, &table)?;
        let (scope, _) = body.region_scope_mut(self.op);
        self.symbols.remove(&from);
        set_op_attr(ctx, scope, symbol, SYMBOL_ATTR, Some(to_attr));
        self.symbols.insert(to_attr, symbol);
        Ok(())
    }

    /// Renames `symbol` to the first `name_N` (N from 0) free in this table and in `others`, and
    /// updates its uses like [`SymbolTable::rename`]. Returns the new name.
    pub fn rename_to_unique(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        symbol: OpId,
        others: &[&SymbolTable],
    ) -> Result<Attribute, SymbolError> {
        let scope = body.region_scope(self.op).0;
        let from = name_of_symbol_in(ctx, scope, symbol)?;
        let mut id = 0u64;
        let new_name = loop {
            let candidate = suffixed(ctx, from, id);
            id += 1;
            let taken = |table: &SymbolTable| table.lookup_attr(candidate).is_some();
            if !taken(self) && !others.iter().any(|t| taken(t)) {
                break candidate;
            }
        };
        self.rename_attr(ctx, body, symbol, new_name)?;
        Ok(new_name)
    }

    /// The visibility of symbol `op` of `body` (see [`crate::symbols::symbol_visibility`]).
    pub fn visibility(ctx: &Context, body: &Body, op: OpId) -> Visibility {
        symbol_visibility(ctx, body, op)
    }

    /// Sets the visibility of symbol `op` of `body`.
    pub fn set_visibility(ctx: &Context, body: &mut Body, op: OpId, visibility: Visibility) {
        set_symbol_visibility(ctx, body, op, visibility)
    }

    /// A short description of the table op, for messages: `builtin.module @m`.
    pub fn describe(&self, ctx: &Context, body: &Body) -> String {
        describe_op(ctx, body, self.op)
    }
}

/// The name of `symbol`, which must be an op of the table's `scope`: `InvalidPath` when it is
/// not there, `NotASymbol` when it has no name.
fn name_of_symbol_in(ctx: &Context, scope: &Body, symbol: OpId) -> Result<Attribute, SymbolError> {
    if !scope.contains_op(symbol) {
        return Err(SymbolError::InvalidPath);
    }
    symbol_name(ctx, scope, symbol).ok_or_else(|| SymbolError::NotASymbol {
        op: ctx.op_name_str(scope.op_name(symbol)).to_string(),
    })
}

/// The block holding the symbols of table `op`: the first block of its first region.
fn table_block(body: &Body, op: OpId) -> Option<BlockId> {
    let (scope, regions) = body.region_scope(op);
    scope.region_entry(*regions.first()?)
}

/// Inserts detached `symbol` into `block` at `point`, by default at the end but before a
/// terminator.
fn insert_op(
    ctx: &Context,
    scope: &mut Body,
    block: BlockId,
    symbol: OpId,
    point: Option<InsertPoint>,
) -> Result<(), SymbolError> {
    let point = match point {
        Some(point) => {
            let target = match point {
                InsertPoint::Before(op) | InsertPoint::After(op) => scope.op_parent_block(op),
                InsertPoint::BlockStart(b) | InsertPoint::BlockEnd(b) => Some(b),
            };
            if target != Some(block) {
                return Err(SymbolError::Ir(crate::IrError::Detached));
            }
            point
        }
        None => match scope.last_op(block) {
            Some(last) if ctx.op_has_trait(scope.op_name(last), Trait::IsTerminator) => {
                InsertPoint::Before(last)
            }
            _ => InsertPoint::BlockEnd(block),
        },
    };
    scope.insert_op(symbol, point)?;
    Ok(())
}

/// The string attribute `name_N`.
fn suffixed(ctx: &Context, name: Attribute, n: u64) -> Attribute {
    let mut bytes = ctx.string_bytes(name).to_vec();
    bytes.extend_from_slice(format!("_{n}").as_bytes());
    ctx.bytes_attr(&bytes)
}

fn display_name(ctx: &Context, name: Attribute) -> String {
    let mut text = String::new();
    super::reference::write_symbol_name(&mut text, ctx.string_bytes(name));
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::OperationState;
    use crate::symbols::SYMBOL_ATTR;
    use crate::symbols::testing::Ir;

    fn detached_symbol(ir: &mut Ir, table: &OpPath, name: &str) -> OpId {
        let ctx = &ir.ctx;
        let state = OperationState::new(ctx.op_name("test.global"), ctx.common().unknown_loc)
            .attr(ctx.string_attr(SYMBOL_ATTR), ctx.string_attr(name));
        let body = table.body_mut(&mut ir.body).unwrap();
        let (scope, _) = body.region_scope_mut(table.op());
        scope.create_op(ctx, state)
    }

    #[test]
    fn tables_cache_symbols_by_name() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let g = ir.global(&top, "g", Some("private"));
        ir.user(&top, &[]);
        let table = SymbolTable::new(&ir.ctx, &ir.body, top.op()).unwrap();
        assert_eq!(table.len(), 2);
        assert_eq!(table.lookup(&ir.ctx, "f"), Some(f.op()));
        assert_eq!(table.lookup(&ir.ctx, "g"), Some(g.op()));
        assert_eq!(table.lookup(&ir.ctx, "h"), None);
        assert_eq!(
            SymbolTable::visibility(&ir.ctx, g.body(&ir.body).unwrap(), g.op()),
            Visibility::Private
        );
        let err = SymbolTable::new(&ir.ctx, f.body(&ir.body).unwrap(), f.op()).unwrap_err();
        assert_eq!(
            err,
            SymbolError::NotSymbolTable {
                op: "test.func".into()
            }
        );
    }

    #[test]
    fn insert_renames_on_conflict_like_mlir() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        ir.func(&top, "foo", None);
        ir.op(&top, "test.terminator", &[], 0);
        let mut table = SymbolTable::new(&ir.ctx, &ir.body, top.op()).unwrap();
        let a = detached_symbol(&mut ir, &top, "foo");
        let b = detached_symbol(&mut ir, &top, "foo");
        let c = detached_symbol(&mut ir, &top, "bar");
        let ctx = &ir.ctx;
        let name = |n: Attribute| ctx.string_str(n).unwrap().to_string();
        assert_eq!(
            name(table.insert(ctx, &mut ir.body, a, None).unwrap()),
            "foo_0"
        );
        assert_eq!(
            name(table.insert(ctx, &mut ir.body, b, None).unwrap()),
            "foo_1"
        );
        assert_eq!(
            name(table.insert(ctx, &mut ir.body, c, None).unwrap()),
            "bar"
        );
        // Inserting an op already in the table changes nothing.
        assert_eq!(
            name(table.insert(ctx, &mut ir.body, c, None).unwrap()),
            "bar"
        );
        assert_eq!(table.len(), 4);
        let scope = ir.body.nested_body(top.op()).unwrap();
        let ops: Vec<_> = scope
            .block_ops(scope.region_entry(ir.body.op_regions(top.op())[0]).unwrap())
            .map(|op| ctx.op_name_str(scope.op_name(op)).to_string())
            .collect();
        // New symbols go before the terminator.
        assert_eq!(ops.last().map(String::as_str), Some("test.terminator"));
        assert_eq!(symbol_name(ctx, scope, b), Some(ctx.string_attr("foo_1")));
        // The counter is shared across names, as in MLIR.
        let d = detached_symbol(&mut ir, &top, "bar");
        let name = |n: Attribute| ir.ctx.string_str(n).unwrap().to_string();
        assert_eq!(
            name(table.insert(&ir.ctx, &mut ir.body, d, None).unwrap()),
            "bar_2"
        );
    }

    #[test]
    fn insert_at_a_point_and_rejects_foreign_points() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let first = ir.func(&top, "first", None);
        // A non-isolated table: its ops share the body of the module's symbols.
        let other = ir.op(&top, "test.scope", &[], 1);
        let inside_other = ir.global(&other, "x", None);
        let mut table = SymbolTable::new(&ir.ctx, &ir.body, top.op()).unwrap();
        let s = detached_symbol(&mut ir, &top, "s");
        table
            .insert(
                &ir.ctx,
                &mut ir.body,
                s,
                Some(InsertPoint::Before(first.op())),
            )
            .unwrap();
        let scope = ir.body.nested_body(top.op()).unwrap();
        assert_eq!(scope.prev_op(first.op()), Some(s));
        // A point in another block is refused.
        let t = detached_symbol(&mut ir, &top, "t");
        let foreign = InsertPoint::Before(inside_other.op());
        assert_eq!(
            table.insert(&ir.ctx, &mut ir.body, t, Some(foreign)),
            Err(SymbolError::Ir(crate::IrError::Detached))
        );
        assert_eq!(table.lookup(&ir.ctx, "t"), None);
        // An op without a name is not a symbol.
        let ctx = &ir.ctx;
        let body = top.body_mut(&mut ir.body).unwrap();
        let (scope, _) = body.region_scope_mut(top.op());
        let nameless = scope.create_op(
            ctx,
            OperationState::new(ctx.op_name("test.x"), ctx.common().unknown_loc),
        );
        assert_eq!(
            table.insert(ctx, &mut ir.body, nameless, None),
            Err(SymbolError::NotASymbol {
                op: "test.x".into()
            })
        );
    }

    #[test]
    fn erase_removes_the_symbol_from_table_and_ir() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let mut table = SymbolTable::new(&ir.ctx, &ir.body, top.op()).unwrap();
        table.erase(&ir.ctx, &mut ir.body, f.op()).unwrap();
        assert!(!ir.exists(&f));
        assert_eq!(table.lookup(&ir.ctx, "f"), None);
        assert!(table.is_empty());
        assert_eq!(
            table.erase(&ir.ctx, &mut ir.body, f.op()),
            Err(SymbolError::InvalidPath)
        );
    }

    #[test]
    fn rename_updates_uses_inside_the_table_only() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let m = ir.table(&top, Some("m"), None);
        let f = ir.func(&m, "f", None);
        ir.func(&m, "g", None);
        let inner = ir.func(&m, "caller", None);
        let inside = ir.user(&inner, &[ir.ra(&["f"])]);
        let outside = ir.user(&top, &[ir.ra(&["m", "f"])]);
        let m_body = m.body(&ir.body).unwrap();
        let mut table = SymbolTable::new(&ir.ctx, m_body, m.op()).unwrap();
        // `body` for the table is the body holding `@m`: the top module's nested body.
        let holder = m.body_mut(&mut ir.body).unwrap();
        assert_eq!(
            table.rename(&ir.ctx, holder, f.op(), "g"),
            Err(SymbolError::NameInUse { name: "@g".into() })
        );
        table.rename(&ir.ctx, holder, f.op(), "renamed").unwrap();
        assert_eq!(ir.name_of(&f), "renamed");
        assert_eq!(table.lookup(&ir.ctx, "renamed"), Some(f.op()));
        assert_eq!(table.lookup(&ir.ctx, "f"), None);
        let uses = |ir: &Ir, p: &OpPath| ir.attr(p, "uses").unwrap();
        let arr = |ir: &Ir, names: &[&str]| {
            ir.ctx
                .intern_attr(crate::attrs::AttrData::Array(Box::new([ir.ra(names)])))
        };
        assert_eq!(uses(&ir, &inside), arr(&ir, &["renamed"]));
        // The use outside `@m` is not in the table's region: MLIR leaves it alone too.
        assert_eq!(uses(&ir, &outside), arr(&ir, &["m", "f"]));
    }

    #[test]
    fn rename_to_unique_avoids_names_of_other_tables() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let a = ir.table(&top, Some("a"), None);
        let b = ir.table(&top, Some("b"), None);
        let f = ir.func(&a, "f", None);
        ir.func(&a, "f_0", None);
        ir.func(&b, "f_1", None);
        let holder = a.body(&ir.body).unwrap();
        let mut ta = SymbolTable::new(&ir.ctx, holder, a.op()).unwrap();
        let tb = SymbolTable::new(&ir.ctx, holder, b.op()).unwrap();
        let holder = a.body_mut(&mut ir.body).unwrap();
        let new = ta
            .rename_to_unique(&ir.ctx, holder, f.op(), &[&tb])
            .unwrap();
        assert_eq!(ir.ctx.string_str(new), Some("f_2"));
        assert_eq!(ir.name_of(&f), "f_2");
    }
}
