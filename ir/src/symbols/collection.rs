//! [`SymbolTableCollection`]: symbol tables built on demand and kept, for passes that make many
//! lookups over the same IR. Keyed by the table op's [`OpPath`] from the top body the caller
//! works on; the caller invalidates a table after editing its symbols behind its back. With each
//! table it keeps what a relative or absolute reference climbing out of it finds above it (the
//! next enclosing table, a boundary, or nothing), dropped with the table: invalidate a table
//! after moving it or changing its `oxir.transparent_symbols` attribute too. A change to another
//! table, a sibling or the one above, leaves this one's entries valid.

use super::error::SymbolError;
use super::path::OpPath;
use super::reference::SymbolRef;
use super::resolve::{Climb, Resolved, enclosing_table, leaf, nearest_symbol_table, resolve};
use super::table::SymbolTable;
use crate::context::Context;
use crate::structure::Body;
use rustc_hash::FxHashMap;

/// A cache of [`SymbolTable`]s by table op. See the module documentation.
#[derive(Default, Debug)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpPath, SymbolTable>,
    /// What is above each table a reference climbed out of.
    climbs: FxHashMap<OpPath, Climb>,
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
        let climbs = &mut self.climbs;
        let mut climb = |table: &OpPath| {
            if let Some(above) = climbs.get(table) {
                return Ok(above.clone());
            }
            let above = enclosing_table(ctx, top, table)?;
            climbs.insert(table.clone(), above.clone());
            Ok(above)
        };
        resolve(ctx, top, &table.into(), reference, &mut cached, &mut climb)
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

    /// Drops the cached table of `table` and what was found above it, to be rebuilt on next use.
    pub fn invalidate(&mut self, table: &OpPath) {
        self.tables.remove(table);
        self.climbs.remove(table);
    }

    /// Drops every cached table.
    pub fn clear(&mut self) {
        self.tables.clear();
        self.climbs.clear();
    }

    /// Number of cached tables.
    pub fn len(&self) -> usize {
        self.tables.len()
    }

    /// Whether no table is cached.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// Number of tables whose climb is cached.
    #[cfg(test)]
    fn cached_climbs(&self) -> usize {
        self.climbs.len()
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
    fn climbs_are_cached_per_table_and_survive_changes_to_other_tables() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let a = ir.transparent(&top, "a");
        let f = ir.func(&a, "f", None);
        let b = ir.transparent(&top, "b");
        let inner = ir.transparent(&b, "inner");
        let mut tables = SymbolTableCollection::new();
        let up1 = ir.up(1, &["a", "f"]);
        let up2 = ir.up(2, &["a", "f"]);
        assert_eq!(
            tables
                .lookup_symbol_in(&ir.ctx, &ir.body, &b, &up1)
                .unwrap()
                .path,
            f
        );
        // `@inner` climbs through `@b`: both climbs are cached.
        assert_eq!(
            tables
                .lookup_symbol_in(&ir.ctx, &ir.body, &inner, &up2)
                .unwrap()
                .path,
            f
        );
        assert_eq!(tables.cached_climbs(), 2);
        // A sibling (`@a`) and the table above (`@top`) change and are invalidated: the climbs
        // from `@b` and `@inner` do not depend on their symbols and stay.
        let g = ir.func(&a, "g", None);
        ir.func(&top, "h", None);
        tables.invalidate(&a);
        tables.invalidate(&top);
        assert_eq!(tables.cached_climbs(), 2);
        let up_g = ir.up(2, &["a", "g"]);
        assert_eq!(
            tables
                .lookup_symbol_in(&ir.ctx, &ir.body, &inner, &up_g)
                .unwrap()
                .path,
            g
        );
        assert_eq!(
            tables
                .lookup_symbol_in(&ir.ctx, &ir.body, &b, &ir.up(1, &["h"]))
                .unwrap()
                .path
                .op(),
            tables
                .lookup_symbol_in(&ir.ctx, &ir.body, &top, &ir.r(&["h"]))
                .unwrap()
                .op
        );
        // Every answer matches the uncached lookup.
        for (table, reference) in [(&b, &up1), (&inner, &up2), (&inner, &up_g)] {
            assert_eq!(
                tables
                    .lookup_symbol_in(&ir.ctx, &ir.body, table, reference)
                    .map(|r| r.path),
                crate::symbols::lookup_symbol_in(&ir.ctx, &ir.body, table, reference)
                    .map(|r| r.path)
            );
        }
    }

    #[test]
    fn a_table_made_isolated_is_seen_once_invalidated() {
        let mut ir = Ir::new();
        let top = ir.module.clone();
        let a = ir.transparent(&top, "a");
        let f = ir.func(&a, "f", None);
        let b = ir.transparent(&top, "b");
        let mut tables = SymbolTableCollection::new();
        let up = ir.up(1, &["a", "f"]);
        let found = tables.lookup_symbol_in(&ir.ctx, &ir.body, &b, &up);
        assert_eq!(found.unwrap().path, f);
        // `@b` loses its `oxir.transparent_symbols` attribute: a boundary now.
        let holder = b.body_mut(&mut ir.body).unwrap();
        let attrs = crate::structure::dictionary_entries(&ir.ctx, holder.op_attrs(b.op()))
            .iter()
            .filter(|e| ir.ctx.string_bytes(e.name) != crate::symbols::TRANSPARENT_ATTR.as_bytes())
            .cloned()
            .collect();
        let dict = ir.ctx.dictionary(attrs);
        holder.set_op_attrs(b.op(), dict);
        // Invalidating other tables keeps `@b`'s climb (the collection was not told)...
        tables.invalidate(&a);
        tables.invalidate(&top);
        assert!(tables.lookup_symbol_in(&ir.ctx, &ir.body, &b, &up).is_ok());
        // ...invalidating `@b` drops it, and the lookup fails as the uncached one does.
        tables.invalidate(&b);
        assert_eq!(tables.cached_climbs(), 0);
        let cached = tables.lookup_symbol_in(&ir.ctx, &ir.body, &b, &up);
        let uncached = crate::symbols::lookup_symbol_in(&ir.ctx, &ir.body, &b, &up);
        assert!(matches!(cached, Err(SymbolError::CrossesIsolation { .. })));
        assert_eq!(cached.unwrap_err(), uncached.unwrap_err());
        tables.clear();
        assert_eq!(tables.cached_climbs(), 0);
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
