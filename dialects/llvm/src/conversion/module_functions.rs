//! Functions a lowering calls, declared at the top of the module before it converts (what
//! MLIR's `lookupOrCreateFn` does lazily from inside a pattern, which cannot reach the module
//! here: a pattern only sees the body of the function it rewrites), and removed again when
//! the conversion fails, so that a failed conversion leaves the module as it was.

use crate::LLVMFuncOp;
use oxir::attrs::{StringAttr, TypeAttr};
use oxir::rewrite::PatternRewriter;
use oxir::structure::{Body, IrError, OpId};
use oxir::{Context, Diagnostic, Type};

/// A function to declare: its name and its `!llvm.func` type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionDecl {
    /// The symbol name.
    pub name: String,
    /// The `!llvm.func` type.
    pub ty: Type,
}

/// Declares each of `wanted` the module `module` of `body` does not have yet, in order, each
/// new declaration first in the module (so the last declared comes first, as MLIR's lazy
/// declarations do). Returns the declarations made.
pub fn declare_functions(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    wanted: &[FunctionDecl],
) -> Result<Vec<OpId>, IrError> {
    let (mbody, regions) = body.region_scope_mut(module);
    let Some(block) = regions.first().and_then(|&r| mbody.region_blocks(r).next()) else {
        return Ok(Vec::new());
    };
    let mut existing: Vec<Vec<u8>> = mbody
        .block_ops(block)
        .filter_map(|op| oxir::symbols::symbol_name(ctx, mbody, op))
        .map(|name| ctx.string_bytes(name).to_vec())
        .collect();
    let mut created = Vec::new();
    for f in wanted {
        if existing.iter().any(|n| n == f.name.as_bytes()) {
            continue;
        }
        let mut rw = PatternRewriter::new(ctx, mbody);
        rw.set_insertion_point_to_start(block);
        let func = LLVMFuncOp::create(
            &mut rw,
            ctx.common().unknown_loc,
            StringAttr::get(ctx, &f.name).attr(),
            None,
            TypeAttr::get(ctx, f.ty).attr(),
            None,
            None,
            None,
            None,
            None,
            None,
        )?;
        existing.push(f.name.as_bytes().to_vec());
        created.push(func.0);
    }
    Ok(created)
}

/// Runs `convert` on `body` with `wanted` declared in `module` first ([`declare_functions`]);
/// when `convert` fails, the declarations it made are erased again.
pub fn convert_with_declared_functions(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    wanted: &[FunctionDecl],
    convert: impl FnOnce(&mut Body) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    convert_with_declarations(
        ctx,
        body,
        module,
        |body| declare_functions(ctx, body, module, wanted),
        convert,
    )
}

/// Runs `declare` (which adds ops at the top of `module` and returns them), then `convert`;
/// when `convert` fails, the ops `declare` made are erased again, so that a failed conversion
/// leaves the module as it was.
pub fn convert_with_declarations(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    declare: impl FnOnce(&mut Body) -> Result<Vec<OpId>, IrError>,
    convert: impl FnOnce(&mut Body) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    let declared =
        declare(body).map_err(|e| Diagnostic::error(ctx.common().unknown_loc, e.to_string()))?;
    let result = convert(body);
    if result.is_err() {
        let (mbody, _) = body.region_scope_mut(module);
        for op in declared.into_iter().rev() {
            let _ = mbody.erase_op(op);
        }
    }
    result
}
