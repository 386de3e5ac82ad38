//! [`SymbolTableCollection`]: symbol tables built on demand and kept, for passes that make many
//! lookups over the same IR. Keyed by the table op's [`OpPath`] from the top body the caller
//! works on; the caller invalidates a table after editing its symbols behind its back.

use super::error::SymbolError;
use super::path::OpPath;
use super::reference::SymbolRef;
use super::resolve::{Resolved, leaf, nearest_symbol_table, resolve};
use super::table::SymbolTable;
use crate::context::Context;
use crate::structure::Body;
use rustc_hash::FxHashMap;

/// A cache of [`SymbolTable`]s by table op. See the module documentation.
#[derive(Default, Debug)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpPath, SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The table of symbol table op `table` (a path from `top`), built on first use.
    pub fn symbol_table(
        &mut self,
        ctx: &Context,
        top: &Body,
        table: impl Into<OpPath>,
    ) -> Result<&mut SymbolTable, SymbolError> {
        let table = table.into();
        let body = table.resolve(top).ok_or(SymbolError::InvalidPath)?;
        Self::entry(&mut self.tables, ctx, body, &table)
    }

    fn entry<'t>(
        tables: &'t mut FxHashMap<OpPath, SymbolTable>,
        ctx: &Context,
        body: &Body,
        table: &OpPath,
    ) -> Result<&'t mut SymbolTable, SymbolError> {
        // Probe before inserting so that a cached table costs no clone of its path.
        if !tables.contains_key(table) {
            let built = SymbolTable::new(ctx, body, table.op())?;
            tables.insert(table.clone(), built);
        }
        tables.get_mut(table).ok_or(SymbolError::InvalidPath)
    }

    /// Like [`crate::symbols::lookup_symbol_in`], through the cached tables.
    pub fn lookup_symbol_in<'a>(
        &mut self,
        ctx: &Context,
        top: &'a Body,
        table: impl Into<OpPath>,
        reference: &SymbolRef,
    ) -> Result<Resolved<'a>, SymbolError> {
        leaf(self.lookup_all_symbols_in(ctx, top, table, reference)?)
    }

    /// Like [`crate::symbols::lookup_all_symbols_in`], through the cached tables.
    pub fn lookup_all_symbols_in<'a>(
        &mut self,
        ctx: &Context,
        top: &'a Body,
        table: impl Into<OpPath>,
        reference: &SymbolRef,
    ) -> Result<Vec<Resolved<'a>>, SymbolError> {
        let tables = &mut self.tables;
        let mut cached = |body: &'a Body, table: &OpPath, name| {
            Self::entry(tables, ctx, body, table)
                .ok()?
                .lookup_attr(name)
        };
        resolve(ctx, top, &table.into(), reference, &mut cached)
    }

    /// Like [`crate::symbols::lookup_nearest_symbol_from`], through the cached tables.
    pub fn lookup_nearest_symbol_from<'a>(
        &mut self,
        ctx: &Context,
        top: &'a Body,
        from: impl Into<OpPath>,
        reference: &SymbolRef,
    ) -> Result<Resolved<'a>, SymbolError> {
        let table = nearest_symbol_table(ctx, top, from)?;
        self.lookup_symbol_in(ctx, top, table, reference)
    }

    /// Drops the cached table of `table`, to be rebuilt on next use.
    pub fn invalidate(&mut self, table: &OpPath) {
        self.tables.remove(table);
    }

    /// Drops every cached table.
    pub fn clear(&mut self) {
        self.tables.clear();
    }

    /// Number of cached tables.
    pub fn len(&self) -> usize {
        self.tables.len()
    }

    /// Whether no table is cached.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbols::testing::Ir;

    #[test]
    fn tables_are_built_once_and_reused_until_invalidated() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let m = ir.table(&top, Some("m"), None);
        let f = ir.func(&m, "f", None);
        let user = ir.user(&top, &[]);
        let mut tables = SymbolTableCollection::new();
        let r = ir.r(&["m", "f"]);
        let found = tables
            .lookup_nearest_symbol_from(&ir.ctx, &ir.body, &user, &r)
            .unwrap();
        assert_eq!(found.path, f);
        // Both tables on the way are now cached.
        assert_eq!(tables.len(), 2);
        // A symbol added behind the collection's back is not seen...
        let g = ir.func(&m, "g", None);
        let rg = ir.r(&["m", "g"]);
        let err = tables
            .lookup_symbol_in(&ir.ctx, &ir.body, &top, &rg)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot resolve `@m::@g`: no symbol `@g` in `@m`"
        );
        // ...until its table is invalidated.
        tables.invalidate(&m);
        assert_eq!(tables.len(), 1);
        let found = tables
            .lookup_symbol_in(&ir.ctx, &ir.body, &top, &rg)
            .unwrap();
        assert_eq!(found.path, g);
        tables.clear();
        assert!(tables.is_empty());
    }

    #[test]
    fn edits_through_a_cached_table_stay_visible() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let mut tables = SymbolTableCollection::new();
        let table = tables.symbol_table(&ir.ctx, &ir.body, &top).unwrap();
        table
            .rename(&ir.ctx, &mut ir.body, f.op(), "renamed")
            .unwrap();
        let r = ir.r(&["renamed"]);
        let found = tables
            .lookup_symbol_in(&ir.ctx, &ir.body, &top, &r)
            .unwrap();
        assert_eq!(found.path, f);
    }

    #[test]
    fn failures_match_the_uncached_lookup() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let f = ir.func(&top, "f", None);
        let mut tables = SymbolTableCollection::new();
        for names in [&["nope"][..], &["f", "x"]] {
            let r = ir.r(names);
            assert_eq!(
                tables
                    .lookup_symbol_in(&ir.ctx, &ir.body, &top, &r)
                    .unwrap_err(),
                crate::symbols::lookup_symbol_in(&ir.ctx, &ir.body, &top, &r).unwrap_err()
            );
        }
        assert!(matches!(
            tables.symbol_table(&ir.ctx, &ir.body, &f),
            Err(SymbolError::NotSymbolTable { .. })
        ));
    }
}
