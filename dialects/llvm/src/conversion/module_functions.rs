//! Functions a lowering calls, declared at the top of the module before it converts (what
//! MLIR's `lookupOrCreateFn` does lazily from inside a pattern, which cannot reach the module
//! here: a pattern only sees the body of the function it rewrites), and removed again when
//! the conversion fails, so that a failed conversion leaves the module as it was.

use crate::LLVMFuncOp;
use oxir::attrs::{StringAttr, TypeAttr};
use oxir::rewrite::PatternRewriter;
use oxir::structure::{Body, IrError, Location, OpId, WalkOrder};
use oxir::{Context, Diagnostic, Type};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

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
    let wanted: Vec<ModuleSymbol> = wanted.iter().cloned().map(ModuleSymbol::Function).collect();
    declare_symbols(ctx, body, module, &wanted, &MessageGlobals::default())
}

/// Declares `f` at the insertion point of `rw` (an `llvm.func` without a body).
fn declare_function(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    f: &FunctionDecl,
) -> Result<OpId, IrError> {
    Ok(LLVMFuncOp::declare(rw, ctx.common().unknown_loc, &f.name, f.ty)?.0)
}

/// Runs `convert` on `body` with `wanted` declared in `module` first ([`declare_functions`]);
/// when `convert` fails, the declarations it made are erased again. A function of `wanted` the
/// module already has as an `llvm.func` of another type is an error at it, as MLIR's
/// `lookupOrCreateFn` reports a reserved function redefined (calls to it would not verify).
pub fn convert_with_declared_functions(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    wanted: &[FunctionDecl],
    convert: impl FnOnce(&mut Body) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    check_reserved_types(ctx, body, module, wanted)?;
    convert_with_declarations(
        ctx,
        body,
        module,
        |body| declare_functions(ctx, body, module, wanted),
        convert,
    )
}

/// The error on the first `llvm.func` of `module` that has the name of a function of `wanted`
/// but another type.
fn check_reserved_types(
    ctx: &Context,
    body: &Body,
    module: OpId,
    wanted: &[FunctionDecl],
) -> Result<(), Diagnostic> {
    let (mbody, regions) = body.region_scope(module);
    let Some(block) = regions.first().and_then(|&r| mbody.region_entry(r)) else {
        return Ok(());
    };
    for op in mbody.block_ops(block) {
        let Some(func) = LLVMFuncOp::from_op(ctx, mbody, op) else {
            continue;
        };
        let (Some(name), Some(ty)) = (func.sym_name(ctx, mbody), func.function_type(ctx, mbody))
        else {
            continue;
        };
        let ty = ty.value(ctx);
        let clash = wanted
            .iter()
            .find(|f| name.bytes(ctx) == f.name.as_bytes() && f.ty != ty);
        if let Some(f) = clash {
            let shown = oxir::text::printer::print_type(ctx, ty);
            return Err(oxir::verifier::error_on_op(
                ctx,
                mbody,
                op,
                format!(
                    "redefinition of reserved function '{}' of different type '{shown}' is prohibited",
                    f.name
                ),
            ));
        }
    }
    Ok(())
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

/// A symbol a lowering refers to at the top of the module, declared before converting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModuleSymbol {
    /// A function, declared when the module has no symbol of its name yet.
    Function(FunctionDecl),
    /// A new global of a message's bytes (see [`MessageDecl`]).
    Message(MessageDecl),
}

/// A private constant `!llvm.array<N x i8>` global holding `bytes`, as MLIR's
/// `createPrintStrCall` adds for each message it prints: named `base`, or `base_K` with K from
/// a counter shared by the whole process when the module has that name already (MLIR's
/// `ensureSymbolNameIsUnique`, whose counter is a function-local static).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageDecl {
    /// The name tried first.
    pub base: String,
    /// The bytes, with the terminating NUL.
    pub bytes: Vec<u8>,
    /// The location of the op printing it.
    pub loc: Location,
}

/// The counter of [`MessageDecl`] name suffixes.
static MESSAGE_SUFFIX: AtomicUsize = AtomicUsize::new(0);

/// The names of the message globals declared for a conversion, by message, in declaration
/// order: the pattern printing a message takes the next name of its bytes. Shared between the
/// declaring step and the patterns (it is attached to the [`super::LLVMTypeConverter`]).
#[derive(Clone, Debug, Default)]
pub struct MessageGlobals(Arc<Mutex<HashMap<Vec<u8>, VecDeque<String>>>>);

impl MessageGlobals {
    /// Records `name` as the next global holding `bytes`.
    pub fn push(&self, bytes: &[u8], name: String) {
        if let Ok(mut table) = self.0.lock() {
            table.entry(bytes.to_vec()).or_default().push_back(name);
        }
    }

    /// The name of the next global declared for `bytes`, taken off the table.
    pub fn take(&self, bytes: &[u8]) -> Option<String> {
        self.0.lock().ok()?.get_mut(bytes)?.pop_front()
    }
}

/// The symbols the ops nested in `module` need, asked of `symbols` for each op in pre-order
/// (the order the conversion visits them): functions once each, every message.
pub fn module_symbols(
    body: &mut Body,
    module: OpId,
    mut symbols: impl FnMut(&Body, OpId) -> Vec<ModuleSymbol>,
) -> Vec<ModuleSymbol> {
    let mut wanted: Vec<ModuleSymbol> = Vec::new();
    body.walk(module, WalkOrder::PreOrder, |b, op| {
        for symbol in symbols(b, op) {
            if let ModuleSymbol::Function(f) = &symbol
                && wanted
                    .iter()
                    .any(|w| matches!(w, ModuleSymbol::Function(g) if g.name == f.name))
            {
                continue;
            }
            wanted.push(symbol);
        }
    });
    wanted
}

/// Declares `wanted` at the top of `module` in order, each first in the module (as MLIR's
/// lazy declarations do): functions the module lacks, and a global per message, whose name
/// goes to `messages`. Returns the ops made.
pub fn declare_symbols(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    wanted: &[ModuleSymbol],
    messages: &MessageGlobals,
) -> Result<Vec<OpId>, IrError> {
    let (mbody, regions) = body.region_scope_mut(module);
    let Some(block) = regions.first().and_then(|&r| mbody.region_blocks(r).next()) else {
        return Ok(Vec::new());
    };
    let mut existing: HashSet<Vec<u8>> = mbody
        .block_ops(block)
        .filter_map(|op| oxir::symbols::symbol_name(ctx, mbody, op))
        .map(|name| ctx.string_bytes(name).to_vec())
        .collect();
    let mut created = Vec::new();
    for symbol in wanted {
        let mut rw = PatternRewriter::new(ctx, mbody);
        rw.set_insertion_point_to_start(block);
        match symbol {
            ModuleSymbol::Function(f) => {
                if existing.contains(f.name.as_bytes()) {
                    continue;
                }
                created.push(declare_function(ctx, &mut rw, f)?);
                existing.insert(f.name.as_bytes().to_vec());
            }
            ModuleSymbol::Message(m) => {
                let mut name = m.base.clone();
                while existing.contains(name.as_bytes()) {
                    let suffix = MESSAGE_SUFFIX.fetch_add(1, Ordering::Relaxed);
                    name = format!("{}_{suffix}", m.base);
                }
                created.push(message_global(ctx, &mut rw, m, &name)?);
                messages.push(&m.bytes, name.clone());
                existing.insert(name.into_bytes());
            }
        }
    }
    Ok(created)
}

/// `llvm.mlir.global private constant @name(dense<bytes>) {addr_space = 0 : i32}` at the
/// insertion point of `rw`.
fn message_global(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    message: &MessageDecl,
    name: &str,
) -> Result<OpId, IrError> {
    let i8_ty = ctx.intern_type(oxir::TypeData::Integer {
        width: 8,
        signedness: oxir::types::Signedness::Signless,
    });
    let count = message.bytes.len() as u64;
    let array = crate::LLVMArrayType::get(ctx, count, i8_ty).ty();
    let tensor = ctx.intern_type(oxir::TypeData::RankedTensor {
        shape: vec![count as i64].into(),
        element: i8_ty,
        encoding: None,
    });
    let value = oxir::attrs::DenseElementsAttr::get_raw(ctx, tensor, &message.bytes)
        .map_err(|_| IrError::Detached)?
        .attr();
    let i32_ty = ctx.intern_type(oxir::TypeData::Integer {
        width: 32,
        signedness: oxir::types::Signedness::Signless,
    });
    let linkage = crate::LinkageAttr::get(ctx, crate::Linkage::Private).attr();
    let global = crate::GlobalOp::create(
        rw,
        message.loc,
        TypeAttr::get(ctx, array).attr(),
        Some(oxir::attrs::UnitAttr::get(ctx).attr()),
        StringAttr::get(ctx, name).attr(),
        Some(linkage),
        None,
        None,
        Some(value),
        None,
        Some(oxir::attrs::IntegerAttr::get(ctx, i32_ty, 0).attr()),
        None,
        None,
    )?;
    Ok(global.0)
}

/// Runs `convert` on `body` with `wanted` declared in `module` first ([`declare_symbols`]);
/// when `convert` fails, the declarations are erased again.
pub fn convert_with_module_symbols(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    wanted: &[ModuleSymbol],
    messages: &MessageGlobals,
    convert: impl FnOnce(&mut Body) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    convert_with_declarations(
        ctx,
        body,
        module,
        |body| declare_symbols(ctx, body, module, wanted, messages),
        convert,
    )
}
