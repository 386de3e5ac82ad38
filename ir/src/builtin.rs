//! The core of the builtin dialect that the IR itself relies on: `builtin.module` (the top-level
//! container every parsed file becomes) and `builtin.unrealized_conversion_cast`. Registered in
//! every context. The full builtin dialect, with its generated API, lives in `dialects/builtin`.

use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId};
use crate::traits::{Trait, TraitSet};

/// Name of the module op.
pub const MODULE: &str = "builtin.module";
/// Name of the cast op that conversions use to bridge types.
pub const UNREALIZED_CONVERSION_CAST: &str = "builtin.unrealized_conversion_cast";

pub(crate) fn register(ctx: &Context) {
    let mut dialect = DialectDescriptor::new("builtin");
    dialect.summary =
        "the dialect of the IR's own types, attributes and top-level container".into();
    let module = OpDescriptor::new(MODULE)
        .with_traits(TraitSet::new(&[
            Trait::IsolatedFromAbove,
            Trait::NoTerminator,
            Trait::SymbolTable,
            Trait::SingleBlock,
            Trait::AffineScope,
            Trait::NoRegionArguments,
        ]))
        .with_verify(verify_module)
        .with_parse(crate::text::parser::parse_module);
    let cast = OpDescriptor::new(UNREALIZED_CONVERSION_CAST).with_traits(TraitSet::new(&[
        Trait::NoMemoryEffect,
        Trait::AlwaysSpeculatable,
    ]));
    ctx.register_dialect(dialect, vec![module, cast]);
}

/// `builtin.module` has one region of at most one block without arguments, and its optional
/// `sym_name` is a string.
fn verify_module(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let loc = body.op_loc(op);
    let (scope, regions) = body.region_scope(op);
    if regions.len() != 1 {
        return Err(Diagnostic::error(
            loc,
            format!("'{MODULE}' op requires one region"),
        ));
    }
    let blocks: Vec<_> = scope.region_blocks(regions[0]).collect();
    if blocks.len() > 1 {
        return Err(Diagnostic::error(
            loc,
            format!("'{MODULE}' op expects region #0 to have 0 or 1 blocks"),
        ));
    }
    if let Some(&block) = blocks.first()
        && scope.num_block_args(block) != 0
    {
        return Err(Diagnostic::error(
            loc,
            format!("'{MODULE}' op expects region to have no arguments"),
        ));
    }
    if let Some(name) = body.attr(ctx, op, "sym_name")
        && ctx.string_str(name).is_none()
    {
        return Err(Diagnostic::error(
            loc,
            format!(
                "'{MODULE}' op attribute 'sym_name' failed to satisfy constraint: string attribute"
            ),
        ));
    }
    Ok(())
}
