//! `symbol-dce`: MLIR's `SymbolDCE` pass over [`crate::symbols::symbol_dce`]. It runs on any op
//! defining a symbol table and removes the symbols nothing live refers to. The table is hidden
//! from the outside (so its public symbols may go too) when it has no parent op, as the module
//! of a file, or when it is itself a private symbol.

use crate::diagnostics::Diagnostic;
use crate::pass::{Pass, PassTarget, Statistic};
use crate::symbols::{
    Visibility, is_symbol_op, is_transparent_symbol_table, symbol_dce_with, symbol_visibility,
};

/// The `symbol-dce` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct SymbolDce;

const STATISTICS: &[Statistic] = &[Statistic {
    name: "num-dce'd",
    description: "Number of symbols DCE'd",
}];

impl Pass for SymbolDce {
    fn name(&self) -> &str {
        "SymbolDCE"
    }

    fn argument(&self) -> &str {
        "symbol-dce"
    }

    fn description(&self) -> &str {
        "Eliminate dead symbols"
    }

    fn statistics(&self) -> &[Statistic] {
        STATISTICS
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let op = target.op();
        // A transparent table with a parent is never hidden: references from the tables around
        // it (`@.super::@t::@f`) may reach its symbols, and this pass cannot see them.
        let hidden = target.parent_name().is_none()
            || (!is_transparent_symbol_table(ctx, target.body, op)
                && (!is_symbol_op(ctx, target.body, op)
                    || symbol_visibility(ctx, target.body, op) == Visibility::Private));
        let removed = symbol_dce_with(ctx, target.body, op, hidden)?;
        target.add_statistic("num-dce'd", removed as u64);
        if removed == 0 {
            target.preserve_all();
        }
        Ok(())
    }
}
