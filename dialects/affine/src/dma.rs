//! The hand-written ops `affine.dma_start` and `affine.dma_wait` (MLIR 19's `AffineDmaStartOp`
//! and `AffineDmaWaitOp`): their custom forms, checks, memory effects and folds (a
//! `memref.cast` of a ranked memref folds into them).
//!
//! Their operands are one flat list: for `affine.dma_start` the source memref and its
//! subscripts, the destination memref and its subscripts, the tag memref and its subscripts,
//! the number of elements, then optionally the stride and the number of elements per stride;
//! for `affine.dma_wait` the tag memref, its subscripts and the number of elements. Each
//! memref's subscript map is a discardable attribute (`src_map`, `dst_map`, `tag_map`), as in
//! MLIR 19, whose custom forms print no attribute dictionary. Not here: the subscript
//! printing and parsing themselves (`oxir`'s `affine_map_of_ssa_ids`) and validity of the
//! subscripts (`crate::valid`).

use oxir::affine::AffineMap;
use oxir::attrs::{AttrData, Attribute, NamedAttr};
use oxir::effects::{EffectKind, MemoryEffect, MemoryEffectsInterface};
use oxir::rewrite::FoldOutcome;
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, Type, TypeData, Value};

use crate::map_ops::map_attr;
use crate::valid::{affine_scope, is_valid_affine_index_operand};

/// The attributes holding the maps of the source, destination and tag subscripts.
const SRC_MAP: &str = "src_map";
const DST_MAP: &str = "dst_map";
const TAG_MAP: &str = "tag_map";

/// One memref operand with its subscripts: where it sits in the operand list and its map.
struct Access {
    memref: usize,
    map: AffineMap,
}

impl Access {
    /// The position of the first operand after this access's subscripts.
    fn end(&self) -> usize {
        self.memref + 1 + self.map.num_inputs() as usize
    }
}

/// The accesses of `op` whose maps are held by `names`, in operand order; an error naming the
/// first missing map.
fn accesses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    names: &[&str],
) -> Result<Vec<Access>, Diagnostic> {
    let mut next = 0;
    let mut out = Vec::new();
    for name in names {
        let Some(map) = map_attr(ctx, body, op, name) else {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("requires attribute '{name}'"),
            ));
        };
        let access = Access { memref: next, map };
        next = access.end();
        out.push(access);
    }
    Ok(out)
}

/// What the custom form says of one access: `%memref[subscripts]`.
struct ParsedAccess<'src> {
    memref: UnresolvedOperand<'src>,
    map: AffineMap,
    subscripts: Vec<UnresolvedOperand<'src>>,
}

/// Parses `%memref[subscripts]`.
fn parse_access<'src>(p: &mut OpAsmParser<'_, 'src>) -> ParseResult<ParsedAccess<'src>> {
    let memref = p.parse_operand()?;
    let (map, subscripts) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    Ok(ParsedAccess {
        memref,
        map,
        subscripts,
    })
}

/// Resolves an access's memref (of type `ty`) and its subscripts (as `index` values) into
/// `state`, and records its map as the attribute `name`.
fn resolve_access<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
    access: ParsedAccess<'src>,
    ty: Type,
    name: &str,
) -> ParseResult<()> {
    state.operands.push(p.resolve_operand(access.memref, ty)?);
    let index = p.context().common().index;
    for operand in access.subscripts {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    let ctx = p.context();
    state.attrs.push(NamedAttr {
        name: ctx.string_attr(name),
        value: ctx.intern_attr(AttrData::AffineMap(access.map)),
    });
    Ok(())
}

/// Parses `affine.dma_start` after its name, as MLIR's `AffineDmaStartOp::parse`:
/// `%src[...], %dst[...], %tag[...], %num (, %stride, %per_stride)? : src-type, dst-type,
/// tag-type`.
pub fn parse_start(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let src = parse_access(p)?;
    p.parse_comma()?;
    let dst = parse_access(p)?;
    p.parse_comma()?;
    let tag = parse_access(p)?;
    p.parse_comma()?;
    let num_elements = p.parse_operand()?;
    let mut stride = Vec::new();
    while p.parse_optional_comma() {
        stride.push(p.parse_operand()?);
    }
    let name = p.name_offset();
    if !stride.is_empty() && stride.len() != 2 {
        return Err(p.error_at(name, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    let &[src_type, dst_type, tag_type] = types.as_slice() else {
        return Err(p.error_at(name, "expected three types"));
    };
    resolve_access(p, state, src, src_type, SRC_MAP)?;
    resolve_access(p, state, dst, dst_type, DST_MAP)?;
    resolve_access(p, state, tag, tag_type, TAG_MAP)?;
    let index = p.context().common().index;
    for operand in std::iter::once(num_elements).chain(stride) {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    Ok(())
}

/// Parses `affine.dma_wait` after its name, as MLIR's `AffineDmaWaitOp::parse`:
/// `%tag[...], %num : tag-type`.
pub fn parse_wait(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let tag = parse_access(p)?;
    p.parse_comma()?;
    let num_elements = p.parse_operand()?;
    let tag_type = p.parse_colon_type()?;
    resolve_access(p, state, tag, tag_type, TAG_MAP)?;
    let index = p.context().common().index;
    state.operands.push(p.resolve_operand(num_elements, index)?);
    if !is_memref(p.context(), tag_type) {
        let name = p.name_offset();
        return Err(p.error_at(name, "expected tag to be of memref type"));
    }
    Ok(())
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::MemRef { .. })
}

/// The accesses of `op` when its operands fit them (`extra` operands after the last one, or
/// `extra + 2` when `strided` is allowed); `None` otherwise, so the op prints generically.
fn printable(p: &OpAsmPrinter<'_>, op: OpId, names: &[&str], strided: bool) -> Option<Vec<Access>> {
    let accesses = accesses(p.ctx(), p.body(), op, names).ok()?;
    let rest = p
        .body()
        .num_operands(op)
        .checked_sub(accesses.last()?.end())?;
    (rest == 1 || (strided && rest == 3)).then_some(accesses)
}

/// Prints `%memref[subscripts]` for `access`.
fn print_access(p: &mut OpAsmPrinter<'_>, op: OpId, access: &Access) {
    let operands: Vec<Value> = p.body().operands(op).collect();
    p.print_operand(operands[access.memref]);
    p.write_str("[");
    p.print_affine_map_of_ssa_ids(&access.map, &operands[access.memref + 1..access.end()]);
    p.write_str("]");
}

/// Prints the types of the memrefs of `accesses`, after ` : `.
fn print_types(p: &mut OpAsmPrinter<'_>, op: OpId, accesses: &[Access]) {
    p.write_str(" : ");
    for (i, access) in accesses.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if let Some(memref) = p.body().operand(op, access.memref) {
            let ty = p.body().value_type(memref);
            p.print_type(ty);
        }
    }
}

/// Prints `affine.dma_start` after its name, as MLIR's `AffineDmaStartOp::print` (no
/// attribute dictionary).
pub fn print_start(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(accesses) = printable(p, op, &[SRC_MAP, DST_MAP, TAG_MAP], true) else {
        p.print_generic(op);
        return;
    };
    for access in &accesses {
        p.write_str(" ");
        print_access(p, op, access);
        p.write_str(",");
    }
    let rest: Vec<Value> = p.body().operands(op).skip(accesses[2].end()).collect();
    for (i, &value) in rest.iter().enumerate() {
        p.write_str(if i > 0 { ", " } else { " " });
        p.print_operand(value);
    }
    print_types(p, op, &accesses);
}

/// Prints `affine.dma_wait` after its name, as MLIR's `AffineDmaWaitOp::print` (no attribute
/// dictionary).
pub fn print_wait(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(accesses) = printable(p, op, &[TAG_MAP], false) else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    print_access(p, op, &accesses[0]);
    if let Some(num_elements) = p.body().operand(op, accesses[0].end()) {
        p.write_str(", ");
        p.print_operand(num_elements);
    }
    print_types(p, op, &accesses);
}

/// MLIR's checks of the subscripts of one access, named `what` in the messages: each is of
/// `index` type (`index_message`) and a valid dimension or symbol of the op's affine scope.
fn verify_subscripts(
    ctx: &Context,
    body: &Body,
    op: OpId,
    access: &Access,
    index_message: &str,
    valid_message: &str,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, body, op);
    let subscripts = body
        .operands(op)
        .skip(access.memref + 1)
        .take(access.end() - access.memref - 1);
    for subscript in subscripts {
        if !matches!(ctx.type_data(body.value_type(subscript)), TypeData::Index) {
            return Err(op_error(ctx, body, op, index_message));
        }
        if !is_valid_affine_index_operand(ctx, body, subscript, scope) {
            return Err(op_error(ctx, body, op, valid_message));
        }
    }
    Ok(())
}

/// Whether the operand at `index` of `op` is a memref.
fn memref_operand(ctx: &Context, body: &Body, op: OpId, index: usize) -> bool {
    body.operand(op, index)
        .is_some_and(|v| is_memref(ctx, body.value_type(v)))
}

/// MLIR's `AffineDmaStartOp::verifyInvariantsImpl`: three memrefs, the operand count the maps
/// and the optional stride give, and subscripts of `index` type that are valid dimensions or
/// symbols. A missing map or an operand list too short for the maps (where MLIR would crash)
/// is reported too.
pub fn verify_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    let accesses = accesses(ctx, body, op, &[SRC_MAP, DST_MAP, TAG_MAP])?;
    let end = accesses[2].end();
    let count = body.num_operands(op);
    if count < end + 1 {
        return error("incorrect number of operands");
    }
    let kinds = ["source", "destination", "tag"];
    for (access, kind) in accesses.iter().zip(kinds) {
        if !memref_operand(ctx, body, op, access.memref) {
            return error(&format!("expected DMA {kind} to be of memref type"));
        }
    }
    if count != end + 1 && count != end + 3 {
        return error("incorrect number of operands");
    }
    for (access, what) in accesses.iter().zip(["src", "dst", "tag"]) {
        verify_subscripts(
            ctx,
            body,
            op,
            access,
            &format!("{what} index to dma_start must have 'index' type"),
            &format!("{what} index must be a valid dimension or symbol identifier"),
        )?;
    }
    Ok(())
}

/// MLIR's `AffineDmaWaitOp::verifyInvariantsImpl`: a memref tag and subscripts of `index` type
/// that are valid dimensions or symbols. A missing map or an operand count that does not fit
/// it (where MLIR would crash) is reported too.
pub fn verify_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let accesses = accesses(ctx, body, op, &[TAG_MAP])?;
    if !memref_operand(ctx, body, op, 0) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected DMA tag to be of memref type",
        ));
    }
    if body.num_operands(op) != accesses[0].end() + 1 {
        return Err(op_error(ctx, body, op, "incorrect number of operands"));
    }
    verify_subscripts(
        ctx,
        body,
        op,
        &accesses[0],
        "index to dma_wait must have 'index' type",
        "index must be a valid dimension or symbol identifier",
    )
}

/// Pushes an effect of `kind` on the memref operand at `index`.
fn effect_on(body: &Body, op: OpId, index: usize, kind: EffectKind, out: &mut Vec<MemoryEffect>) {
    if let Some(value) = body.operand(op, index) {
        out.push(MemoryEffect::on_value(kind, value));
    }
}

/// The effects model of `affine.dma_start`: it reads its source, writes its destination and
/// reads its tag, as MLIR's `AffineDmaStartOp::getEffects` says. `affine.dma_wait` has none:
/// MLIR 19 writes its `getEffects` but does not declare the interface, so it has unknown
/// effects (and is never erased as dead).
pub struct DmaStartEffects;

impl MemoryEffectsInterface for DmaStartEffects {
    fn effects(&self, ctx: &Context, body: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
        let Ok(accesses) = accesses(ctx, body, op, &[SRC_MAP, DST_MAP, TAG_MAP]) else {
            return;
        };
        let kinds = [EffectKind::Read, EffectKind::Write, EffectKind::Read];
        for (access, kind) in accesses.iter().zip(kinds) {
            effect_on(body, op, access.memref, kind, out);
        }
    }
}

/// MLIR's `AffineDmaStartOp::fold` and `AffineDmaWaitOp::fold`: the op reads and writes
/// through `memref.cast`s of ranked memrefs.
pub fn fold(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    oxir_memref::fold::fold_memref_cast(ctx, body, op, None)
}

#[cfg(test)]
mod tests {
    use oxir::effects::{EffectKind, own_effects};
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    use crate::testing::{canonicalized, context, first_error, printed};

    const ARGS: &str = "%A = \"t.def\"() : () -> memref<4x?xf32>\n%B = \"t.def\"() : () -> memref<8xf32, 2>\n%T = \"t.def\"() : () -> memref<1xi32>\n%i = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n";

    #[test]
    fn the_forms_follow_mlir() {
        let ir = format!(
            "{ARGS}affine.dma_start %A[%i + 1, symbol(%n)], %B[%i], %T[0], %n : memref<4x?xf32>, memref<8xf32, 2>, memref<1xi32>\naffine.dma_start %A[%i, %i], %B[%i], %T[%i], %n, %i, %n : memref<4x?xf32>, memref<8xf32, 2>, memref<1xi32>\naffine.dma_wait %T[%i * 2], %n : memref<1xi32>"
        );
        let text = printed(&ir, false);
        for line in [
            "affine.dma_start %0[%3 + 1, symbol(%4)], %1[%3], %2[0], %4 : memref<4x?xf32>, memref<8xf32, 2>, memref<1xi32>\n",
            "affine.dma_start %0[%3, %3], %1[%3], %2[%3], %4, %3, %4 : memref<4x?xf32>, memref<8xf32, 2>, memref<1xi32>\n",
            "affine.dma_wait %2[%3 * 2], %4 : memref<1xi32>\n",
        ] {
            assert!(text.contains(line), "{text}");
        }
        let generic = printed(&ir, true);
        assert!(
            generic.contains(
                "\"affine.dma_wait\"(%2, %3, %4) {tag_map = #map4} : (memref<1xi32>, index, index) -> ()"
            ),
            "{generic}"
        );
        assert!(
            generic.contains(
                "\"affine.dma_start\"(%0, %3, %4, %1, %3, %2, %4) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<4x?xf32>, index, index, memref<8xf32, 2>, index, memref<1xi32>, index) -> ()"
            ),
            "{generic}"
        );
    }

    #[test]
    fn the_checks_follow_mlir() {
        let maps = "src_map = affine_map<(d0) -> (d0, d0)>, dst_map = affine_map<(d0) -> (d0)>";
        let cases = [
            (
                "affine.dma_start %A[%i, %i], %B[%i], %T[%i], %n, %i : memref<4x?xf32>, memref<8xf32, 2>, memref<1xi32>".to_string(),
                "custom op 'affine.dma_start' expected two stride related operands",
            ),
            (
                "affine.dma_start %A[%i, %i], %B[%i], %T[%i], %n : memref<4x?xf32>, memref<8xf32, 2>".to_string(),
                "custom op 'affine.dma_start' expected three types",
            ),
            (
                format!(
                    "\"affine.dma_start\"(%A, %i, %B, %i, %T, %i, %n) {{{maps}, tag_map = affine_map<(d0, d1) -> (d0)>}} : (memref<4x?xf32>, index, memref<8xf32, 2>, index, memref<1xi32>, index, index) -> ()"
                ),
                "'affine.dma_start' op incorrect number of operands",
            ),
            (
                format!(
                    "\"affine.dma_start\"(%i, %i, %B, %i, %T, %i, %n) {{{maps}, tag_map = affine_map<(d0) -> (d0)>}} : (index, index, memref<8xf32, 2>, index, memref<1xi32>, index, index) -> ()"
                ),
                "'affine.dma_start' op expected DMA source to be of memref type",
            ),
            (
                format!(
                    "\"affine.dma_start\"(%A, %i, %B, %i, %T, %i, %n) {{{maps}}} : (memref<4x?xf32>, index, memref<8xf32, 2>, index, memref<1xi32>, index, index) -> ()"
                ),
                "'affine.dma_start' op requires attribute 'tag_map'",
            ),
            (
                "\"t.region\"() ({\n%x = \"t.def\"() : () -> index\naffine.dma_start %A[%i, %i], %B[%x], %T[%i], %n : memref<4x?xf32>, memref<8xf32, 2>, memref<1xi32>\n\"t.end\"() : () -> ()\n}) : () -> ()".to_string(),
                "'affine.dma_start' op dst index must be a valid dimension or symbol identifier",
            ),
            (
                "affine.dma_wait %i[%i], %n : index".to_string(),
                "custom op 'affine.dma_wait' expected tag to be of memref type",
            ),
            (
                "%f = \"t.def\"() : () -> f32\n\"affine.dma_wait\"(%T, %f, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, f32, index) -> ()".to_string(),
                "'affine.dma_wait' op index to dma_wait must have 'index' type",
            ),
            (
                "\"affine.dma_wait\"(%T, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index) -> ()".to_string(),
                "'affine.dma_wait' op incorrect number of operands",
            ),
        ];
        for (op, message) in cases {
            assert_eq!(
                first_error(&format!("{ARGS}{op}")).as_deref(),
                Some(message),
                "{op}"
            );
        }
    }

    #[test]
    fn starts_read_the_source_and_tag_and_write_the_destination_waits_declare_nothing() {
        let ctx = context();
        let ir = format!(
            "{ARGS}affine.dma_start %A[%i, %i], %B[%i], %T[%i], %n : memref<4x?xf32>, memref<8xf32, 2>, memref<1xi32>\naffine.dma_wait %T[%i], %n : memref<1xi32>"
        );
        let module = parse_source(&ctx, &ir, &ParseOptions::default()).expect("valid IR");
        let mut found = Vec::new();
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if ctx.op_name_str(body.op_name(op)) == crate::AffineDmaWaitOp::NAME {
                    assert!(own_effects(&ctx, body, op).is_none());
                } else if ctx.op_name_dialect(body.op_name(op)) == "affine" {
                    let effects = own_effects(&ctx, body, op).expect("declared effects");
                    let operands: Vec<_> = body.operands(op).collect();
                    found.extend(effects.iter().map(|e| {
                        let at = operands.iter().position(|&o| Some(o) == e.value);
                        (e.kind, at)
                    }));
                }
            });
        assert_eq!(
            found,
            [
                (EffectKind::Read, Some(0)),
                (EffectKind::Write, Some(2)),
                (EffectKind::Read, Some(4)),
            ]
        );
    }

    #[test]
    fn casts_of_ranked_memrefs_fold_into_both_ops() {
        let ir = "%A = \"t.def\"() : () -> memref<4xf32>\n%T = \"t.def\"() : () -> memref<1xi32>\n%i = \"t.def\"() : () -> index\n%C = memref.cast %A : memref<4xf32> to memref<?xf32>\n%U = memref.cast %T : memref<1xi32> to memref<?xi32>\naffine.dma_start %C[%i], %C[%i], %U[%i], %i : memref<?xf32>, memref<?xf32>, memref<?xi32>\naffine.dma_wait %U[%i], %i : memref<?xi32>";
        let out = canonicalized(ir);
        assert!(
            out.contains("affine.dma_start %0[%2], %0[%2], %1[%2], %2 : memref<4xf32>, memref<4xf32>, memref<1xi32>"),
            "{out}"
        );
        assert!(
            out.contains("affine.dma_wait %1[%2], %2 : memref<1xi32>"),
            "{out}"
        );
    }
}
