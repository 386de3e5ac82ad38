//! `-ensure-debug-info-scope-on-llvm-func`: MLIR 19's `DIScopeForLLVMFuncOp`. Every `llvm.func`
//! directly in the module whose location carries no `#llvm.di_subprogram` gets one, fused into
//! its location: named after the function, in the file of the function's location (or the
//! compile unit's, or `<unknown>`), at its line and column. Definitions get a distinct id, the
//! module's compile unit and the flags `Definition|Optimized`; declarations only `Optimized`.
//! The compile unit is the one fused into the module's location, or a new one (C, producer
//! `MLIR`, optimized) for the module's file.
//!
//! Option `emission-kind` (MLIR 20's; MLIR 19 always uses `LineTablesOnly`) sets the emission
//! kind of a new compile unit.

use std::ops::ControlFlow;

use oxir::attrs::{DistinctAttr, FileLineColLoc, FusedLoc, LocationAttr, NameLoc};
use oxir::pass::{Pass, PassOptions, PassTarget};
use oxir::{Attribute, Body, Context, Diagnostic, OpId};

use crate::{
    DICompileUnitAttr, DIEmissionKind, DIFileAttr, DISubprogramAttr, DISubprogramFlags,
    DISubroutineTypeAttr,
};

/// `DW_LANG_C`, the language of a new compile unit.
const DW_LANG_C: u32 = 0x02;
/// `DW_CC_normal`, the calling convention of the subroutine types.
const DW_CC_NORMAL: u32 = 0x01;

/// The names of the `emission-kind` option's values.
const EMISSION_KINDS: &[&str] = &["None", "Full", "LineTablesOnly", "DebugDirectivesOnly"];

/// The `ensure-debug-info-scope-on-llvm-func` pass.
pub struct EnsureDebugInfoScope {
    options: PassOptions,
}

impl Default for EnsureDebugInfoScope {
    fn default() -> Self {
        EnsureDebugInfoScope {
            options: PassOptions::new().enumeration(
                "emission-kind",
                "Emission kind to generate debug info.",
                EMISSION_KINDS,
                "LineTablesOnly",
            ),
        }
    }
}

impl Pass for EnsureDebugInfoScope {
    fn name(&self) -> &str {
        "DIScopeForLLVMFuncOp"
    }

    fn argument(&self) -> &str {
        "ensure-debug-info-scope-on-llvm-func"
    }

    fn description(&self) -> &str {
        "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }

    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn dependent_dialects(&self) -> &[&str] {
        &["llvm"]
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let module = target.op();
        let kind = self
            .options
            .get::<String>("emission-kind")
            .and_then(|k| k.parse::<DIEmissionKind>().ok())
            .unwrap_or(DIEmissionKind::LineTablesOnly);
        let unit = compile_unit(ctx, target.body.op_loc(module), kind);
        let (body, regions) = target.body.region_scope_mut(module);
        let funcs: Vec<OpId> = regions
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
            .filter(|&op| ctx.op_name_str(body.op_name(op)) == "llvm.func")
            .collect();
        for func in funcs {
            add_scope(ctx, body, func, unit);
        }
        Ok(())
    }
}

/// The compile unit fused into the module's location `loc`, or a new one for its file.
fn compile_unit(ctx: &Context, loc: Attribute, kind: DIEmissionKind) -> DICompileUnitAttr {
    if let Some(unit) = fused_metadata::<DICompileUnitAttr>(ctx, loc) {
        return unit;
    }
    let file = match file_loc(ctx, loc) {
        Some(file_loc) => file_of(ctx, file_loc),
        None => DIFileAttr::get(ctx, "<unknown>", ""),
    };
    let id = DistinctAttr::create(ctx, ctx.common().unit).attr();
    DICompileUnitAttr::get(
        ctx,
        id,
        DW_LANG_C,
        file.attr(),
        Some("MLIR"),
        true,
        kind,
        None,
    )
}

/// Fuses a subprogram into the location of `func` unless it has one already.
fn add_scope(ctx: &Context, body: &mut Body, func: OpId, unit: DICompileUnitAttr) {
    let loc = body.op_loc(func);
    if fused_metadata::<DISubprogramAttr>(ctx, loc).is_some() {
        return;
    }
    let (file, line, column) = match file_loc(ctx, loc) {
        Some(f) => (file_of(ctx, f), f.line(ctx), f.column(ctx)),
        None => {
            let file = unit
                .storage(ctx)
                .and_then(|s| s.file.dyn_cast::<DIFileAttr>(ctx))
                .unwrap_or_else(|| DIFileAttr::get(ctx, "<unknown>", ""));
            (file, 1, 1)
        }
    };
    let name = oxir::symbols::symbol_name(ctx, body, func)
        .and_then(|n| ctx.string_str(n).map(str::to_owned))
        .unwrap_or_default();
    let external = oxir::function::is_external(body, func);
    let (id, unit, flags) = if external {
        (None, None, DISubprogramFlags::OPTIMIZED)
    } else {
        (
            Some(DistinctAttr::create(ctx, ctx.common().unit).attr()),
            Some(unit.attr()),
            DISubprogramFlags::DEFINITION | DISubprogramFlags::OPTIMIZED,
        )
    };
    let ty = DISubroutineTypeAttr::get(ctx, DW_CC_NORMAL, &[]);
    let subprogram = DISubprogramAttr::get(
        ctx,
        id,
        unit,
        file.attr(),
        Some(&name),
        Some(&name),
        file.attr(),
        line,
        column,
        flags.value(),
        Some(ty.attr()),
    );
    let fused = FusedLoc::get(ctx, &[loc], Some(subprogram.attr()));
    body.set_op_loc(func, fused.attr());
}

/// The metadata of the first `fused<#m>` location in `loc` whose metadata is a `V` (MLIR's
/// `findInstanceOf<FusedLocWith<V>>`).
pub fn fused_metadata<V: oxir::attrs::AttrView>(ctx: &Context, loc: Attribute) -> Option<V> {
    let loc = loc.dyn_cast::<LocationAttr>(ctx)?;
    match loc.walk(ctx, |l| {
        match l
            .attr()
            .dyn_cast::<FusedLoc>(ctx)
            .and_then(|f| f.metadata(ctx))
            .and_then(|m| m.dyn_cast::<V>(ctx))
        {
            Some(found) => ControlFlow::Break(found),
            None => ControlFlow::Continue(()),
        }
    }) {
        ControlFlow::Break(found) => Some(found),
        ControlFlow::Continue(()) => None,
    }
}

/// The file location `loc` is, or names (MLIR's `extractFileLoc`: through name locations,
/// not into call sites or fused locations).
fn file_loc(ctx: &Context, loc: Attribute) -> Option<FileLineColLoc> {
    let mut loc = loc;
    loop {
        if let Some(file) = loc.dyn_cast::<FileLineColLoc>(ctx) {
            return Some(file);
        }
        loc = loc.dyn_cast::<NameLoc>(ctx)?.child(ctx).attr();
    }
}

/// The `#llvm.di_file` of a file location: the file's name and its directory, split as LLVM's
/// `sys::path::filename` and `parent_path` split it.
fn file_of(ctx: &Context, loc: FileLineColLoc) -> DIFileAttr {
    let path = loc
        .filename(ctx)
        .as_str(ctx)
        .map(str::to_owned)
        .unwrap_or_default();
    let (directory, name) = split_path(&path);
    DIFileAttr::get(ctx, name, directory)
}

/// `(parent, file name)` of a `/`-separated path: `("dir", "a.c")` for `dir/a.c`, `("/",
/// "a.c")` for `/a.c`, `("", "a.c")` for `a.c`, and `("dir", ".")` for `dir/`.
fn split_path(path: &str) -> (&str, &str) {
    match path.rfind('/') {
        None => ("", path),
        Some(at) => {
            let name = &path[at + 1..];
            let name = if name.is_empty() { "." } else { name };
            let parent = path[..at].trim_end_matches('/');
            let parent = if parent.is_empty() && path.starts_with('/') {
                "/"
            } else {
                parent
            };
            (parent, name)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::split_path;

    #[test]
    fn paths_split_as_llvm_splits_them() {
        assert_eq!(split_path("a.c"), ("", "a.c"));
        assert_eq!(split_path("dir/a.c"), ("dir", "a.c"));
        assert_eq!(split_path("/a.c"), ("/", "a.c"));
        assert_eq!(split_path("/x/y/a.c"), ("/x/y", "a.c"));
        assert_eq!(split_path("dir/"), ("dir", "."));
    }
}
