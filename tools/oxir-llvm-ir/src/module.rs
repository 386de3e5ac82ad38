//! The module level of the translation (MLIR's `ModuleTranslation`): the data layout and
//! triple, COMDAT groups, identified struct definitions, globals, functions, and the declarations of the
//! intrinsics the functions call.
//!
//! The result is LLVM IR text with, for every line, the location of the op it came from, so
//! that an error LLVM's parser reports at a line becomes an error at that op.

use crate::consts::constant;
use crate::debug::DebugMetadata;
use crate::func::FunctionEmitter;
use crate::types::{TypeNames, llvm_name, quoted};
use oxir::attrs::{StringAttr, TypeAttr};
use oxir::op_support::attr;
use oxir::{Attribute, Body, Context, Diagnostic, OpId};
use oxir_llvm::{Comdat, Linkage, UnnamedAddr, Visibility};
use std::collections::HashSet;

/// LLVM IR text and the location of each of its lines.
#[derive(Default)]
pub struct LocatedText {
    /// The text, one LLVM IR line after another.
    pub text: String,
    /// The location of line `i + 1` of `text`.
    pub locations: Vec<Attribute>,
    /// The same text with debug metadata: `!dbg` attachments on its lines, and the metadata
    /// nodes after them; empty when the module has none. It is read after `text` has been
    /// read and verified: LLVM's parser aborts the process on a module that declares a debug
    /// info version and does not verify.
    pub debug_text: String,
    /// Whether a line has an attachment.
    has_attachments: bool,
}

impl LocatedText {
    pub(crate) fn line(&mut self, line: &str, location: Attribute) {
        self.line_with_debug(line, None, location);
    }

    /// A line, written as `debug` (the line with its `!dbg` attachment) in `debug_text`.
    pub(crate) fn line_with_debug(&mut self, line: &str, debug: Option<&str>, location: Attribute) {
        self.text.push_str(line);
        self.text.push('\n');
        self.debug_text.push_str(debug.unwrap_or(line));
        self.debug_text.push('\n');
        self.has_attachments |= debug.is_some();
        self.locations.push(location);
    }

    /// Appends `other`'s lines.
    fn append(&mut self, other: LocatedText) {
        self.text.push_str(&other.text);
        self.debug_text.push_str(&other.debug_text);
        self.locations.extend(other.locations);
        self.has_attachments |= other.has_attachments;
    }

    /// The text with debug metadata, when the module has any.
    pub fn with_debug_info(&self) -> Option<LocatedText> {
        self.has_attachments.then(|| LocatedText {
            text: self.debug_text.clone(),
            locations: self.locations.clone(),
            debug_text: String::new(),
            has_attachments: false,
        })
    }
}

/// What a module's translation shares across its functions.
pub(crate) struct ModuleState<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) types: TypeNames,
    /// Intrinsic declarations in the order of their first calls, as MLIR's translation adds
    /// them to the module.
    pub(crate) intrinsics: Vec<String>,
    /// The names of the intrinsics declared in `intrinsics`.
    pub(crate) intrinsic_names: HashSet<String>,
    /// The symbols the module defines or declares itself.
    pub(crate) symbols: HashSet<Vec<u8>>,
    /// The debug metadata the functions' locations need.
    pub(crate) debug: DebugMetadata,
}

/// An error at `op`'s location.
pub(crate) fn op_error(body: &Body, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(body.op_loc(op), message.into())
}

/// The `sym_name` of a function or global, or the error at it.
pub(crate) fn sym_name(ctx: &Context, body: &Body, op: OpId) -> Result<StringAttr, Diagnostic> {
    attr(ctx, body, op, "sym_name")
        .and_then(|a| a.dyn_cast::<StringAttr>(ctx))
        .ok_or_else(|| op_error(body, op, "expected a `sym_name`"))
}

/// Translates the ops of `module` (a `builtin.module` in `body`) to located LLVM IR text.
pub fn module_to_text(ctx: &Context, body: &Body, module: OpId) -> Result<LocatedText, Diagnostic> {
    let mut state = ModuleState {
        ctx,
        types: TypeNames::default(),
        intrinsics: Vec::new(),
        intrinsic_names: HashSet::new(),
        symbols: HashSet::new(),
        debug: DebugMetadata::default(),
    };
    let (scope, regions) = body.region_scope(module);
    let ops: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| scope.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| scope.block_ops(b).collect::<Vec<_>>())
        .collect();
    for &op in &ops {
        if let Some(name) =
            attr(ctx, scope, op, "sym_name").and_then(|a| a.dyn_cast::<StringAttr>(ctx))
        {
            state.symbols.insert(name.bytes(ctx).to_vec());
        }
    }
    let module_loc = body.op_loc(module);
    let mut header = LocatedText::default();
    for (key, keyword) in [
        ("llvm.data_layout", "target datalayout"),
        ("llvm.target_triple", "target triple"),
    ] {
        if let Some(value) =
            attr(ctx, body, module, key).and_then(|a| a.dyn_cast::<StringAttr>(ctx))
        {
            header.line(
                &format!("{keyword} = {}", quoted(value.bytes(ctx))),
                module_loc,
            );
        }
    }
    comdats(ctx, scope, &ops, &mut header)?;
    let mut main = LocatedText::default();
    for &op in &ops {
        match ctx.op_name_str(scope.op_name(op)) {
            "llvm.func" => FunctionEmitter::emit(&mut state, scope, op, &mut main)?,
            "llvm.mlir.global" => global(&mut state, scope, op, &mut main)?,
            "llvm.comdat" => {}
            name => {
                return Err(op_error(
                    scope,
                    op,
                    format!(
                        "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
                    ),
                ));
            }
        }
    }
    let mut out = header;
    for definition in &state.types.definitions {
        out.line(definition, module_loc);
    }
    out.append(main);
    for declaration in &state.intrinsics {
        out.line(declaration, module_loc);
    }
    if !state.debug.is_empty() {
        out.has_attachments = true;
        for line in state.debug.lines() {
            out.debug_text.push_str(&line);
            out.debug_text.push('\n');
        }
    }
    Ok(out)
}

/// The COMDAT groups of the selectors of the module's `llvm.comdat` tables (MLIR's
/// `convertComdats`): `$name = comdat kind` each, the names unique across the tables.
fn comdats(
    ctx: &Context,
    body: &Body,
    ops: &[OpId],
    out: &mut LocatedText,
) -> Result<(), Diagnostic> {
    let table = ctx.op_name(oxir_llvm::ComdatOp::NAME);
    let mut names = HashSet::new();
    for &op in ops.iter().filter(|&&op| body.op_name(op) == table) {
        let (scope, regions) = body.region_scope(op);
        let blocks = regions.iter().flat_map(|&r| scope.region_blocks(r));
        for selector in blocks.flat_map(|b| scope.block_ops(b)) {
            let name = sym_name(ctx, scope, selector)?;
            let kind = attr(ctx, scope, selector, "comdat")
                .and_then(|a| Comdat::from_attr(ctx, a))
                .ok_or_else(|| op_error(scope, selector, "expected a `comdat` kind"))?;
            if !names.insert(name) {
                return Err(op_error(
                    scope,
                    selector,
                    "comdat selection symbols must be unique even in different comdat regions",
                ));
            }
            let line = format!("${} = comdat {}", llvm_name(name.bytes(ctx)), kind.as_str());
            out.line(&line, scope.op_loc(selector));
        }
    }
    Ok(())
}

/// `, comdat($name)` for an op with a `comdat`, the group of the selector it names.
pub(crate) fn comdat_suffix(ctx: &Context, body: &Body, op: OpId) -> String {
    match attr(ctx, body, op, "comdat") {
        Some(comdat) => {
            let name = oxir::symbols::reference_leaf_name(ctx, comdat);
            format!(" comdat(${})", llvm_name(name.as_bytes()))
        }
        None => String::new(),
    }
}

/// The linkage keyword of an op's `linkage` attribute (`external` when absent).
pub(crate) fn linkage(ctx: &Context, body: &Body, op: OpId) -> Linkage {
    attr(ctx, body, op, "linkage")
        .and_then(|a| Linkage::from_attr(ctx, a))
        .unwrap_or(Linkage::External)
}

/// `unnamed_addr` / `local_unnamed_addr` with a trailing space, or nothing.
pub(crate) fn unnamed_addr(ctx: &Context, body: &Body, op: OpId) -> &'static str {
    match attr(ctx, body, op, "unnamed_addr").and_then(|a| UnnamedAddr::from_attr(ctx, a)) {
        Some(UnnamedAddr::Local) => "local_unnamed_addr ",
        Some(UnnamedAddr::Global) => "unnamed_addr ",
        _ => "",
    }
}

/// `hidden` / `protected` with a trailing space, or nothing.
pub(crate) fn visibility(ctx: &Context, body: &Body, op: OpId) -> &'static str {
    match attr(ctx, body, op, "visibility_").and_then(|a| Visibility::from_attr(ctx, a)) {
        Some(Visibility::Hidden) => "hidden ",
        Some(Visibility::Protected) => "protected ",
        _ => "",
    }
}

/// `llvm.mlir.global`: its initial value from the `value` attribute or the initializer region,
/// or a declaration when it has neither.
fn global(
    state: &mut ModuleState<'_>,
    body: &Body,
    op: OpId,
    out: &mut LocatedText,
) -> Result<(), Diagnostic> {
    let ctx = state.ctx;
    let loc = body.op_loc(op);
    let error = |message: String| op_error(body, op, message);
    let name = sym_name(ctx, body, op)?;
    let ty = attr(ctx, body, op, "global_type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .ok_or_else(|| error("expected a `global_type`".into()))?
        .value(ctx);
    let ty_text = state.types.text(ctx, ty).map_err(error)?;
    let (scope, regions) = body.region_scope(op);
    let has_initializer = regions.first().is_some_and(|&r| !scope.region_is_empty(r));
    let value = attr(ctx, body, op, "value");
    let init = if has_initializer {
        Some(crate::func::initializer_constant(
            state, scope, regions[0], ty,
        )?)
    } else if let Some(value) = value {
        Some(constant(&mut state.types, ctx, value, ty).map_err(error)?)
    } else {
        None
    };
    let linkage = linkage(ctx, body, op);
    // As in MLIR, a global of a linkage LLVM does not allow on a declaration is undefined.
    let init = match linkage {
        Linkage::External | Linkage::ExternWeak => init,
        _ => init.or_else(|| Some("undef".into())),
    };
    let linkage_text = match (linkage, &init) {
        // A declaration is written `external`; with an initializer, external is the default.
        (Linkage::External, None) => "external ".to_string(),
        (other, _) => linkage_keyword(other),
    };
    let mut line = format!("@{} = {linkage_text}", llvm_name(name.bytes(ctx)));
    if attr(ctx, body, op, "dso_local").is_some() {
        line.push_str("dso_local ");
    }
    line.push_str(visibility(ctx, body, op));
    if attr(ctx, body, op, "thread_local_").is_some() {
        line.push_str("thread_local ");
    }
    line.push_str(unnamed_addr(ctx, body, op));
    let space = attr(ctx, body, op, "addr_space")
        .and_then(|a| a.dyn_cast::<oxir::attrs::IntegerAttr>(ctx))
        .and_then(|a| a.value_i64(ctx))
        .unwrap_or(0);
    if space != 0 {
        line.push_str(&format!("addrspace({space}) "));
    }
    line.push_str(if attr(ctx, body, op, "constant").is_some() {
        "constant "
    } else {
        "global "
    });
    line.push_str(&ty_text);
    if let Some(init) = init {
        line.push(' ');
        line.push_str(&init);
    }
    let comdat = comdat_suffix(ctx, body, op);
    if !comdat.is_empty() {
        line.push(',');
        line.push_str(&comdat);
    }
    if let Some(align) = attr(ctx, body, op, "alignment")
        .and_then(|a| a.dyn_cast::<oxir::attrs::IntegerAttr>(ctx))
        .and_then(|a| a.value_i64(ctx))
    {
        line.push_str(&format!(", align {align}"));
    }
    out.line(&line, loc);
    Ok(())
}

/// The LLVM IR keyword of a linkage with a trailing space (nothing for `external`, LLVM's
/// default); the dialect's names are LLVM's keywords.
pub(crate) fn linkage_keyword(linkage: Linkage) -> String {
    match linkage {
        Linkage::External => String::new(),
        other => format!("{} ", other.as_str()),
    }
}
