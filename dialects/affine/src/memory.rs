//! The hand-written hooks of `affine.load` and `affine.store` (MLIR 19's `AffineLoadOp` and
//! `AffineStoreOp`): their custom form `%A[%i + 1, symbol(%n)] : memref<...>`, their checks
//! (`verifyMemoryOpIndexing`), their memory effects (a read or a write of the memref) and their
//! folds (a `memref.cast` of a ranked memref folds into them).
//!
//! Not here: the canonicalization pattern that composes `affine.apply` producers into the map
//! and drops unused operands (`crate::compose`), and the fold of a load from a constant
//! `memref.global`.

use oxir::attrs::{AttrData, Attribute};
use oxir::effects::{EffectKind, MemoryEffect, MemoryEffectsInterface};
use oxir::op_support::properties;
use oxir::rewrite::FoldOutcome;
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, Type, TypeData, Value};

use crate::map_ops::map_of;
use crate::valid::{affine_scope, is_valid_affine_index_operand};

/// The name of the property holding the subscript map.
const MAP: &str = "map";

/// The position of the memref operand of `affine.load`; the subscripts follow it.
const LOAD_MEMREF: usize = 0;

/// The position of the memref operand of `affine.store`, after the stored value.
const STORE_MEMREF: usize = 1;

/// The element type and rank of a ranked memref type.
pub(crate) fn memref_parts(ctx: &Context, ty: Type) -> Option<(Type, usize)> {
    match ctx.type_data(ty) {
        TypeData::MemRef { shape, element, .. } => Some((*element, shape.len())),
        _ => None,
    }
}

/// What an access's custom form says up to the operands' resolution.
pub(crate) struct Access<'src> {
    pub(crate) memref: UnresolvedOperand<'src>,
    pub(crate) subscripts: Vec<UnresolvedOperand<'src>>,
    pub(crate) memref_type: Type,
    pub(crate) element: Type,
}

/// Parses `%A[subscripts] {attrs} : memref-type` (the map goes to the `map` property) as
/// MLIR's `parseAffineMapOfSSAIds` and `parseColonType` with a memref type.
pub(crate) fn parse_access<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
) -> ParseResult<Access<'src>> {
    let memref = p.parse_operand()?;
    let (map, subscripts) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ctx = p.context();
    let map_attr = ctx.intern_attr(AttrData::AffineMap(map));
    state.props = properties(ctx, &[(MAP, Some(map_attr))]);
    let (memref_type, element) = parse_colon_memref_type(p)?;
    Ok(Access {
        memref,
        subscripts,
        memref_type,
        element,
    })
}

/// Parses `: memref-type` as MLIR's `parseColonType` with a memref type, giving the type and
/// its element type; a type of another kind is reported where the `:` is, as MLIR does.
pub(crate) fn parse_colon_memref_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<(Type, Type)> {
    let at = p.current_offset();
    p.parse_colon()?;
    let memref_type = p.parse_type()?;
    let Some((element, _)) = memref_parts(p.context(), memref_type) else {
        return Err(p.error_at(at, "invalid kind of type specified"));
    };
    Ok((memref_type, element))
}

/// Resolves the memref, then the subscripts (as `index` values) of `access` into `state`.
pub(crate) fn resolve_access<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
    access: &Access<'src>,
) -> ParseResult<()> {
    state
        .operands
        .push(p.resolve_operand(access.memref, access.memref_type)?);
    let index = p.context().intern_type(TypeData::Index);
    for &operand in &access.subscripts {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    Ok(())
}

/// Parses `affine.load` after its name, as MLIR's `AffineLoadOp::parse`: the result is of the
/// memref's element type.
pub fn parse_load(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let access = parse_access(p, state)?;
    resolve_access(p, state, &access)?;
    state.result_types.push(access.element);
    Ok(())
}

/// Parses `affine.store` after its name, as MLIR's `AffineStoreOp::parse`: `%v, %A[subscripts]
/// : memref-type`, the value of the memref's element type.
pub fn parse_store(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let access = parse_access(p, state)?;
    state
        .operands
        .push(p.resolve_operand(value, access.element)?);
    resolve_access(p, state, &access)
}

/// Prints `%A[subscripts] {attrs} : memref-type` for the memref operand at `memref`.
pub(crate) fn print_access(p: &mut OpAsmPrinter<'_>, op: OpId, memref: usize) {
    let Some(ty) = print_subscripts(p, op, memref) else {
        p.print_generic(op);
        return;
    };
    p.print_op_attr_dict(op, &[MAP]);
    p.write_str(" : ");
    p.print_type(ty);
}

/// Prints `%A[subscripts]` for the memref operand at `memref` and gives the memref's type;
/// prints nothing and gives `None` when the op has no map or no such operand.
pub(crate) fn print_subscripts(p: &mut OpAsmPrinter<'_>, op: OpId, memref: usize) -> Option<Type> {
    let body = p.body();
    let map = map_of(p.ctx(), body, op)?;
    let value = body.operand(op, memref)?;
    let subscripts: Vec<Value> = body.operands(op).skip(memref + 1).collect();
    let ty = body.value_type(value);
    p.print_operand(value);
    p.write_str("[");
    p.print_affine_map_of_ssa_ids(&map, &subscripts);
    p.write_str("]");
    Some(ty)
}

/// Prints `affine.load` after its name, as MLIR's `AffineLoadOp::print`.
pub fn print_load(p: &mut OpAsmPrinter<'_>, op: OpId) {
    p.write_str(" ");
    print_access(p, op, LOAD_MEMREF);
}

/// Prints `affine.store` after its name, as MLIR's `AffineStoreOp::print`.
pub fn print_store(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(value) = p.body().operand(op, 0) else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    p.print_operand(value);
    p.write_str(", ");
    print_access(p, op, STORE_MEMREF);
}

/// MLIR's `verifyMemoryOpIndexing`: the map has one result per memref dimension and one input
/// per subscript, and each subscript is a valid dimension or symbol of the op's affine scope.
pub(crate) fn verify_indexing(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref: usize,
) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    let Some(map) = map_of(ctx, body, op) else {
        return error("requires attribute 'map'");
    };
    let Some((_, rank)) = body
        .operand(op, memref)
        .and_then(|m| memref_parts(ctx, body.value_type(m)))
    else {
        return Ok(());
    };
    if map.num_results() != rank {
        return error("affine map num results must equal memref rank");
    }
    let subscripts: Vec<Value> = body.operands(op).skip(memref + 1).collect();
    if map.num_inputs() as usize != subscripts.len() {
        return error("expects as many subscripts as affine map inputs");
    }
    let scope = affine_scope(ctx, body, op);
    for subscript in subscripts {
        if !matches!(ctx.type_data(body.value_type(subscript)), TypeData::Index) {
            return error("index to load must have 'index' type");
        }
        if !is_valid_affine_index_operand(ctx, body, subscript, scope) {
            return error("index must be a valid dimension or symbol identifier");
        }
    }
    Ok(())
}

/// The checks of an access whose memref operand is at `memref` and whose loaded or stored
/// value is of type `value`: `value` is the memref's element type (else `mismatch`), then
/// [`verify_indexing`]. A memref operand of another type is left to the generated checks,
/// which report it first.
fn verify_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref: usize,
    value: Option<Type>,
    mismatch: &str,
) -> Result<(), Diagnostic> {
    let element = body
        .operand(op, memref)
        .and_then(|m| memref_parts(ctx, body.value_type(m)));
    if let Some((element, _)) = element
        && value != Some(element)
    {
        return Err(op_error(ctx, body, op, mismatch));
    }
    verify_indexing(ctx, body, op, memref)
}

/// MLIR's `AffineLoadOp::verify`.
pub fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let result = body.result(op, 0).map(|r| body.value_type(r));
    let mismatch = "result type must match element type of memref";
    verify_access(ctx, body, op, LOAD_MEMREF, result, mismatch)
}

/// MLIR's `AffineStoreOp::verify`.
pub fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let value = body.operand(op, 0).map(|v| body.value_type(v));
    let mismatch = "value to store must have the same type as memref element type";
    verify_access(ctx, body, op, STORE_MEMREF, value, mismatch)
}

/// The effect of an access on its memref operand at `memref`.
fn access_effect(
    body: &Body,
    op: OpId,
    memref: usize,
    kind: EffectKind,
    out: &mut Vec<MemoryEffect>,
) {
    if let Some(value) = body.operand(op, memref) {
        out.push(MemoryEffect::on_value(kind, value));
    }
}

/// The effects model of `affine.load`: it reads its memref.
pub struct LoadEffects;

impl MemoryEffectsInterface for LoadEffects {
    fn effects(&self, _ctx: &Context, body: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
        access_effect(body, op, LOAD_MEMREF, EffectKind::Read, out);
    }
}

/// The effects model of `affine.store`: it writes its memref.
pub struct StoreEffects;

impl MemoryEffectsInterface for StoreEffects {
    fn effects(&self, _ctx: &Context, body: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
        access_effect(body, op, STORE_MEMREF, EffectKind::Write, out);
    }
}

/// MLIR's `AffineLoadOp::fold`: the load reads through a `memref.cast` of a ranked memref.
pub fn fold_load(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    oxir_memref::fold::fold_memref_cast(ctx, body, op, None)
}

/// MLIR's `AffineStoreOp::fold`: the store writes through a `memref.cast` of a ranked memref
/// (the stored value is left alone).
pub fn fold_store(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    oxir_memref::fold::fold_memref_cast(ctx, body, op, Some(0))
}

#[cfg(test)]
mod tests {
    use oxir::effects::{EffectKind, own_effects};
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    use crate::testing::{canonicalized, context, first_error, printed};

    const ARGS: &str = "%A = \"t.def\"() : () -> memref<4x?xf32>\n%i = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n%v = \"t.def\"() : () -> f32\n";

    #[test]
    fn subscripts_print_as_affine_expressions_of_the_operands() {
        let ir = format!(
            "{ARGS}%0 = affine.load %A[%i + 1, symbol(%n) * 2 + %i] {{foo}} : memref<4x?xf32>\naffine.store %v, %A[symbol(%n), %i] : memref<4x?xf32>"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains(
                "%4 = affine.load %0[%1 + 1, %1 + symbol(%2) * 2] {foo} : memref<4x?xf32>\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("affine.store %3, %0[symbol(%2), %1] : memref<4x?xf32>\n"),
            "{text}"
        );
        let generic = printed(&ir, true);
        assert!(
            generic.contains("#map = affine_map<(d0)[s0] -> (d0 + 1, d0 + s0 * 2)>"),
            "{generic}"
        );
        assert!(
            generic.contains(
                "%4 = \"affine.load\"(%0, %1, %2) <{map = #map}> {foo} : (memref<4x?xf32>, index, index) -> f32"
            ),
            "{generic}"
        );
        assert!(
            generic.contains(
                "\"affine.store\"(%3, %0, %1, %2) <{map = #map1}> : (f32, memref<4x?xf32>, index, index) -> ()"
            ),
            "{generic}"
        );
    }

    #[test]
    fn the_checks_follow_mlir() {
        let cases = [
            (
                "%0 = \"affine.load\"(%A, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x?xf32>, index, index) -> i32",
                "'affine.load' op result type must match element type of memref",
            ),
            (
                "%0 = affine.load %A[%i] : memref<4x?xf32>",
                "'affine.load' op affine map num results must equal memref rank",
            ),
            (
                "\"affine.store\"(%v, %A, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f32, memref<4x?xf32>, index) -> ()",
                "'affine.store' op expects as many subscripts as affine map inputs",
            ),
            (
                "\"affine.store\"(%i, %A, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, memref<4x?xf32>, index, index) -> ()",
                "'affine.store' op value to store must have the same type as memref element type",
            ),
            (
                "%0 = affine.load %A[%i, %n] : tensor<4xf32>",
                "custom op 'affine.load' invalid kind of type specified",
            ),
            (
                "\"t.region\"() ({\n%x = \"t.def\"() : () -> index\naffine.store %v, %A[%x, %x] : memref<4x?xf32>\n\"t.end\"() : () -> ()\n}) : () -> ()",
                "'affine.store' op index must be a valid dimension or symbol identifier",
            ),
        ];
        for (op, message) in cases {
            assert_eq!(
                first_error(&format!("{ARGS}{op}")).as_deref(),
                Some(message),
                "{op}"
            );
        }
        assert_eq!(
            first_error(&format!(
                "{ARGS}affine.store %v, %A[%i, %n] : memref<4x?xf32>"
            )),
            None
        );
    }

    #[test]
    fn loads_read_and_stores_write_their_memref() {
        let ctx = context();
        let ir = format!(
            "{ARGS}%0 = affine.load %A[%i, %n] : memref<4x?xf32>\naffine.store %v, %A[%i, %n] : memref<4x?xf32>"
        );
        let module = parse_source(&ctx, &ir, &ParseOptions::default()).expect("valid IR");
        let mut found = Vec::new();
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if ctx.op_name_dialect(body.op_name(op)) == "affine" {
                    let effects = own_effects(&ctx, body, op).expect("declared effects");
                    let memref = body.operand(op, if found.is_empty() { 0 } else { 1 });
                    found.extend(effects.iter().map(|e| (e.kind, e.value == memref)));
                }
            });
        assert_eq!(found, [(EffectKind::Read, true), (EffectKind::Write, true)]);
    }

    #[test]
    fn casts_of_ranked_memrefs_fold_into_accesses() {
        let ir = "%A = \"t.def\"() : () -> memref<4xf32>\n%i = \"t.def\"() : () -> index\n%v = \"t.def\"() : () -> f32\n%B = memref.cast %A : memref<4xf32> to memref<?xf32>\n%0 = affine.load %B[%i] : memref<?xf32>\naffine.store %v, %B[%i] : memref<?xf32>\n%C = \"t.def\"() : () -> memref<?xf32>\n%D = memref.cast %C : memref<?xf32> to memref<*xf32>\n%E = \"t.def\"() : () -> memref<?xmemref<*xf32>>\naffine.store %D, %E[%i] : memref<?xmemref<*xf32>>\n\"t.use\"(%0) : (f32) -> ()";
        let out = canonicalized(ir);
        assert!(
            out.contains("%3 = affine.load %0[symbol(%1)] : memref<4xf32>"),
            "{out}"
        );
        assert!(
            out.contains("affine.store %2, %0[symbol(%1)] : memref<4xf32>"),
            "{out}"
        );
        assert!(
            out.contains("affine.store %cast, %5[symbol(%1)] : memref<?xmemref<*xf32>>"),
            "{out}"
        );
    }
}
