//! The parser of MLIR 19's textual IR: a source buffer becomes an operation (usually a
//! `builtin.module`) in a [`Body`], or the first error as a [`Diagnostic`] with MLIR's message
//! at the line and column `mlir-opt-19` reports.
//!
//! It reads the whole builtin syntax: generic ops with results, operands, successors,
//! properties, regions, attributes and locations; custom op forms through the hooks registered
//! on op descriptors ([`ParseHook`]); every builtin type and attribute; dialect types and
//! attributes through dialect hooks, or kept as opaque text for unregistered dialects; aliases
//! and the file metadata dictionary. It does not verify (the verifier runs on its result) and
//! does not print.
//!
//! The source is bytes, as in MLIR: comments and string literals may hold any bytes, UTF-8 or
//! not (a string keeps them, and the printer escapes them: `"\FF"`), and a byte that is not
//! UTF-8 anywhere else is an "unexpected character" error at its line and column. Two things
//! MLIR keeps as bytes are kept as text here, so there such bytes are an error (at their line
//! and column too): the name of an op in generic form, and the body of a type or attribute of
//! an unregistered dialect, which the printer writes back verbatim.
//!
//! Modules: `state` (the token cursor and shared helpers), `types`, `attrs`, `dense`,
//! `locations`, `dialect` (extended types and attributes), `values` (SSA and block names),
//! `ops` (operations, regions, blocks), `custom` (the hook interface), `toplevel` (aliases),
//! `resources` (`dense_resource` and the file metadata) and `module_format` (the custom form
//! of `builtin.module`). Types and attributes are spelled in messages by the printer.
//!
//! No input makes it panic or overflow the stack: nesting deeper than
//! [`ParseOptions::max_nesting_depth`] is an error, and everything whose length is driven by
//! the input size (lists, blocks, ops) is parsed by loops. The limit also holds for values
//! built through aliases (`!a1 = tuple<!a0>`, `!a2 = tuple<!a1>`, ...): each alias remembers
//! how deeply its value nests, so no type or attribute the parser builds nests deeper than the
//! limit, and code that recurses over them (the printer) stays within the stack.

mod attrs;
mod custom;
mod dense;
mod dialect;
mod locations;
mod module_format;
mod ops;
mod resources;
mod state;
mod toplevel;
mod types;
mod values;

#[cfg(test)]
mod tests;

pub use custom::{
    AffineExprOfSsaIds, Argument, AsmParser, AttrParseHook, Delimiter, OpAsmParser, ParseHook,
    ParseResult, TypeParseHook, UnresolvedOperand,
};
pub(crate) use module_format::{parse_module, parse_unrealized_conversion_cast};

use crate::attrs::Attribute;
use crate::builtin::MODULE;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OwnedOp};
use crate::text::lexer::TokenKind;
use crate::types::Type;
use state::Parser;

/// The default of [`ParseOptions::max_nesting_depth`]: deep enough for any real IR. Input
/// nested that deep needs about 1 MiB of stack in release builds (about 3 MiB in debug builds),
/// so release builds can parse on the 2 MiB stacks of spawned threads.
pub const DEFAULT_MAX_NESTING_DEPTH: usize = 512;

/// How to parse a source buffer.
#[derive(Clone, Debug)]
pub struct ParseOptions<'a> {
    /// The name locations and diagnostics give the buffer.
    pub file_name: &'a str,
    /// Wrap the top-level ops in a new `builtin.module` unless the only one already is a
    /// module (as `mlir-opt` does). Without it, exactly one top-level op is required.
    pub implicit_module: bool,
    /// How deeply regions, types, attributes and locations may nest.
    pub max_nesting_depth: usize,
    /// Lines before this buffer in the file it was cut from (for `// -----` splits): added to
    /// every line number.
    pub line_offset: u32,
    /// Accept values the top level uses but never defines, as in the IR fragments of
    /// documentation: each becomes the result of an input-less
    /// `builtin.unrealized_conversion_cast` at the start of the top-level block, typed by its
    /// first use. Values undefined inside an isolated region stay errors.
    pub free_values: bool,
}

impl Default for ParseOptions<'_> {
    fn default() -> Self {
        ParseOptions {
            file_name: "",
            implicit_module: true,
            max_nesting_depth: DEFAULT_MAX_NESTING_DEPTH,
            line_offset: 0,
            free_values: false,
        }
    }
}

/// Parses a whole source buffer: text (`&str`) or any bytes (`&[u8]`). See the module
/// documentation.
pub fn parse_source<S: AsRef<[u8]> + ?Sized>(
    ctx: &Context,
    source: &S,
    options: &ParseOptions<'_>,
) -> Result<OwnedOp, Diagnostic> {
    let source = source.as_ref();
    // Every op gets a location of its own, a new attribute: for a large file, room for one per
    // line up front saves the uniquer's tables from doubling (and rehashing) all the way up.
    if source.len() >= 1 << 16 {
        ctx.reserve_attributes(state::count_newlines(source) as usize);
    }
    let mut parser = Parser::new(
        ctx,
        source,
        options.file_name,
        options.line_offset,
        options.max_nesting_depth,
    );
    parse_top(&mut parser, options).map_err(|diag| *diag)
}

fn parse_top(p: &mut Parser<'_>, options: &ParseOptions<'_>) -> ParseResult<OwnedOp> {
    let implicit_module = options.implicit_module;
    let mut top = Body::new();
    let region = top.create_region();
    let block = top.create_block(&[]);
    top.append_block(region, block)
        .map_err(|e| p.error_at_unchecked(0, e.to_string()))?;
    p.enter_body(0);
    p.push_name_scope(true);
    p.parse_top_level(&mut top, block)?;
    if options.free_values {
        p.bind_free_values(&mut top, block);
    }
    p.check_values_resolved()?;
    let resolved = p.resolve_deferred_locations(&mut top)?;
    p.pop_name_scope()?;
    let Some(deferred) = p.take_deferred_error(&resolved, &top) else {
        return into_owned(p, top, region, block, implicit_module);
    };
    // Errors MLIR's verifier reports (uses across the boundary of an isolated op): the verifier
    // reports an isolation error itself, where MLIR's does, unless something MLIR's reports
    // first fails before; the first recorded error (a use not dominated) comes after that.
    p.mark_stand_ins(&mut top);
    if let Ok(owned) = into_owned(p, top, region, block, implicit_module)
        && let Err(first) = crate::verifier::verify(p.ctx, &owned.body, owned.op)
    {
        return Err(Box::new(first));
    }
    Err(deferred)
}

/// The parsed top-level ops of `block` (in `region` of `top`) as the op a parse returns: the
/// only op, or a new `builtin.module` holding them (see [`ParseOptions::implicit_module`]).
fn into_owned(
    p: &mut Parser<'_>,
    mut top: Body,
    region: crate::structure::RegionId,
    block: crate::structure::BlockId,
    implicit_module: bool,
) -> ParseResult<OwnedOp> {
    let ctx = p.ctx;
    let ops: Vec<_> = top.block_ops(block).collect();
    let module = ctx.op_name(MODULE);
    if implicit_module
        && let [op] = ops[..]
        && top.op_name(op) == module
    {
        top.detach_op(op);
        // The block is empty and unused: erasing it cannot fail.
        let _ = top.erase_block(block);
        top.free_region_slot(region);
        return Ok(OwnedOp { body: top, op });
    }
    if !implicit_module {
        if let [op] = ops[..] {
            top.detach_op(op);
            let _ = top.erase_block(block);
            top.free_region_slot(region);
            return Ok(OwnedOp { body: top, op });
        }
        let count = ops.len();
        let loc = p.file_loc();
        return Err(Box::new(Diagnostic::error(
            loc,
            format!("source must contain a single top-level operation, found: {count}"),
        )));
    }
    let mut body = Body::new();
    let op = body.create_op_raw(
        module,
        p.file_loc(),
        &[],
        &[],
        ctx.common().empty_dict,
        None,
        &[],
        Box::new([region]),
        Some(Box::new(top)),
    );
    Ok(OwnedOp { body, op })
}

/// Parses `text` as one type (MLIR's `parseType`): the whole text must be the type. Messages
/// name the text itself as the file, as MLIR does.
pub fn parse_type(ctx: &Context, text: &str) -> Result<Type, Diagnostic> {
    let mut parser = Parser::new(ctx, text.as_bytes(), text, 0, DEFAULT_MAX_NESTING_DEPTH);
    let ty = parser.parse_type().map_err(|diag| *diag)?;
    expect_end(&mut parser, text)?;
    Ok(ty)
}

/// Parses `text` as one attribute (MLIR's `parseAttribute`): the whole text must be the
/// attribute. Messages name the text itself as the file, as MLIR does.
pub fn parse_attribute(ctx: &Context, text: &str) -> Result<Attribute, Diagnostic> {
    let mut parser = Parser::new(ctx, text.as_bytes(), text, 0, DEFAULT_MAX_NESTING_DEPTH);
    let attr = parser.parse_attribute().map_err(|diag| *diag)?;
    expect_end(&mut parser, text)?;
    Ok(attr)
}

/// Parses `text` as one attribute whose type is `ty` (a literal then takes no `: type`
/// suffix: `3` with `i64` is `3 : i64`), like [`parse_attribute`].
pub fn parse_attribute_of_type(
    ctx: &Context,
    text: &str,
    ty: Type,
) -> Result<Attribute, Diagnostic> {
    let mut parser = Parser::new(ctx, text.as_bytes(), text, 0, DEFAULT_MAX_NESTING_DEPTH);
    let attr = parser
        .parse_attribute_typed(Some(ty))
        .map_err(|diag| *diag)?;
    expect_end(&mut parser, text)?;
    Ok(attr)
}

fn expect_end(parser: &mut Parser<'_>, text: &str) -> Result<(), Diagnostic> {
    if parser.at(TokenKind::Eof) {
        return Ok(());
    }
    let at = parser.offset();
    let rest = text.get(at as usize..).unwrap_or("");
    Err(*parser.error_at(at, format!("found trailing characters: '{rest}'")))
}
