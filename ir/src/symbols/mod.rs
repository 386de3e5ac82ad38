//! Symbols and symbol tables: naming operations so that other operations can refer to them by
//! name through symbol reference attributes (`@f`, `@m::@f`) instead of SSA values.
//!
//! A symbol is an op with a `sym_name` string attribute placed directly in the region of a symbol
//! table (an op whose kind declares [`Trait::SymbolTable`], like `builtin.module`); its
//! `sym_visibility` (public, private or nested) says from where it may be referenced. This module
//! provides: the accessors ([`symbol_name`], [`symbol_visibility`], ...), resolution of flat and
//! nested references ([`lookup_symbol_in`], [`lookup_nearest_symbol_from`]), the cached
//! [`SymbolTable`] of one table op and the [`SymbolTableCollection`] of many, symbol uses and
//! their replacement ([`symbol_uses`], [`replace_all_symbol_uses`]), the checks of the `Symbol`
//! and `SymbolTable` traits ([`verify_symbol`], [`verify_symbol_table`]) and dead symbol
//! elimination ([`symbol_dce`]). It does not print or parse references (that is the text layer)
//! and is not a pass (the pass wrapper lives with the passes).
//!
//! Addressing: an `IsolatedFromAbove` op (a module, a function) owns its regions in a nested
//! [`Body`], and an [`OpId`] means something only in the body that issued it. A symbol table's
//! symbols, the ops using them and the tables nested in it are therefore spread over several
//! bodies, and from inside a nested body there is no way back up to its owner. So every function
//! here that may cross bodies takes the body at the top of the IR it works on (usually the body
//! holding the top-level `builtin.module`) and addresses ops by an [`OpPath`] from it: the
//! isolated ops whose nested bodies lead to the op, then the op. An [`OpId`] converts into the
//! path of an op of that top body, which covers the common calls ("find `@m::@f` from the
//! module"). Resolution needs no parent links: relative references (`@.super::`) and absolute
//! ones (`@::`) climb the starting table's path, stopping at ops with the `IsolatedSymbols` trait
//! ([`is_isolated_symbols`]; `builtin.module` declares it unless it carries the
//! `oxir.transparent_symbols` unit attribute), then resolution walks down. `docs/symbols.md` has
//! the semantics, [`verify_escaping_references`] the checks, [`rename_symbol`] and
//! [`move_symbol_table`] the edits that account for references from other tables.
//!
//! [`Trait::SymbolTable`]: crate::Trait::SymbolTable
//! [`Body`]: crate::Body
//! [`OpId`]: crate::OpId

mod collection;
mod dce;
mod error;
mod path;
mod reference;
mod relocate;
mod resolve;
mod symbol;
mod table;
mod uses;
mod verify;

#[cfg(test)]
mod testing;

pub use collection::SymbolTableCollection;
pub use dce::{dead_symbols, dead_symbols_with, is_discardable, symbol_dce, symbol_dce_with};
pub use error::SymbolError;
pub use path::{OpPath, walk_paths};
pub use reference::{RefBase, SUPER_NAME, SymbolRef};
pub use relocate::{check_outward_references, move_symbol_table};
pub use resolve::{
    Resolved, check_reference_visibility, lookup_all_symbols_in, lookup_nearest_symbol_from,
    lookup_symbol_in, nearest_symbol_table, start_table,
};
pub use symbol::{
    SYMBOL_ATTR, SymbolOpInterface, TRANSPARENT_ATTR, VISIBILITY_ATTR, Visibility,
    can_discard_on_use_empty, is_declaration, is_isolated_symbols,
    is_potentially_unknown_symbol_table, is_symbol_op, is_symbol_table,
    is_transparent_symbol_table, set_symbol_name, set_symbol_visibility, symbol_name,
    symbol_visibility,
};
pub use table::SymbolTable;
pub(crate) use uses::op_symbol_refs;
pub use uses::{
    SymbolKey, SymbolUse, rename_symbol, replace_all_symbol_uses, replace_symbol_refs,
    symbol_known_use_empty, symbol_uses, symbol_uses_of,
};
pub use verify::{
    SymbolUseCheck, SymbolUseChecks, SymbolUserOpInterface, reference_leaf_name,
    verify_escaping_references, verify_symbol, verify_symbol_table, verify_symbol_with_parent,
};
