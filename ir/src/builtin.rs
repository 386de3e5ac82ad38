//! The core of the builtin dialect that the IR itself relies on: `builtin.module` (the top-level
//! container every parsed file becomes) and `builtin.unrealized_conversion_cast`. Registered in
//! every context. The full builtin dialect, with its generated API, lives in `dialects/builtin`.

use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId};
use crate::text::printer;
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
            Trait::HasOnlyGraphRegion,
        ]))
        .with_property_names(&["sym_name", "sym_visibility"])
        .with_verify(verify_module)
        .with_print(printer::print_module)
        .with_parse(crate::text::parser::parse_module);
    module
        .interfaces
        .insert::<dyn printer::OpAsmInterface>(Box::new(printer::ModuleAsm));
    let cast = OpDescriptor::new(UNREALIZED_CONVERSION_CAST)
        .with_traits(TraitSet::new(&[
            Trait::NoMemoryEffect,
            Trait::AlwaysSpeculatable,
        ]))
        .with_verify(verify_unrealized_conversion_cast)
        .with_print(printer::print_unrealized_conversion_cast)
        .with_parse(crate::text::parser::parse_unrealized_conversion_cast);
    ctx.register_dialect(dialect, vec![module, cast]);
}

/// `builtin.unrealized_conversion_cast` has no region, no successor, and at least one result
/// or operand (MLIR's checks, in its order, and wording).
fn verify_unrealized_conversion_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    crate::verifier::traits::verify_zero_regions(ctx, body, op)?;
    crate::verifier::traits::verify_zero_successors(ctx, body, op)?;
    if body.num_operands(op) == 0 && body.num_results(op) == 0 {
        return Err(crate::verifier::op_error(
            ctx,
            body,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}

/// `builtin.module` has one region of exactly one block without arguments, an optional string
/// `sym_name` property, and only dialect-prefixed discardable attributes (MLIR's checks and
/// wording).
fn verify_module(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| Err(crate::verifier::op_error(ctx, body, op, message));
    let (scope, regions) = body.region_scope(op);
    if regions.len() != 1 {
        return error(format!("requires 1 region, but found {}", regions.len()));
    }
    let blocks: Vec<_> = scope.region_blocks(regions[0]).collect();
    if blocks.len() != 1 {
        return error(
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into(),
        );
    }
    if scope.num_block_args(blocks[0]) != 0 {
        return error("expects region to have no arguments".into());
    }
    let sym_name = body
        .op_props(op)
        .and_then(|props| crate::structure::dictionary_get(ctx, props, b"sym_name"));
    if let Some(name) = sym_name
        && ctx.string_str(name).is_none()
    {
        return error("attribute 'sym_name' failed to satisfy constraint: string attribute".into());
    }
    for entry in crate::structure::dictionary_entries(ctx, body.op_attrs(op)) {
        let name = ctx.string_bytes(entry.name);
        if !name.contains(&b'.') {
            return error(format!(
                "can only contain attributes with dialect-prefixed names, found: '{}'",
                String::from_utf8_lossy(name)
            ));
        }
    }
    Ok(())
}
