//! The hand-written hooks of `affine.prefetch` (MLIR 19's `AffinePrefetchOp`): its custom form
//! `%A[%i, %j + 5], read, locality<3>, data : memref<...>`, its checks and its fold (a
//! `memref.cast` of a ranked memref folds into it).
//!
//! Not here: the subscript form and the memref type, shared with the other accesses
//! (`crate::memory`), and the canonicalization (map composition, `crate::compose`). The op
//! declares no memory effects, as in MLIR 19, so passes treat it as having any effect.

use oxir::attrs::{AttrData, Attribute, BoolAttr, IntegerAttr};
use oxir::op_support::{attr, properties};
use oxir::rewrite::FoldOutcome;
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, Value};

use crate::map_ops::map_of;
use crate::memory::{memref_parts, parse_colon_memref_type, print_subscripts};
use crate::valid::{affine_scope, is_valid_affine_index_operand};

/// The names of the op's properties besides its `map`.
const IS_WRITE: &str = "isWrite";
const LOCALITY_HINT: &str = "localityHint";
const IS_DATA_CACHE: &str = "isDataCache";

/// The position of the memref operand; the subscripts follow it.
const MEMREF: usize = 0;

/// Parses `affine.prefetch` after its name, as MLIR's `AffinePrefetchOp::parse`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let (map, subscripts) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    p.parse_comma()?;
    let read_or_write = p.parse_keyword_any()?;
    p.parse_comma()?;
    p.parse_keyword("locality")?;
    p.parse_less()?;
    let i32_type = p.context().common().i32;
    let hint = p.parse_attribute_of_type(i32_type)?;
    p.parse_greater()?;
    p.parse_comma()?;
    let cache_type = p.parse_keyword_any()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let (memref_type, _) = parse_colon_memref_type(p)?;
    state.operands.push(p.resolve_operand(memref, memref_type)?);
    let index = p.context().common().index;
    for operand in subscripts {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    // MLIR checks the keywords once the operands are resolved, and reports at the op's name.
    let name = p.name_offset();
    if !matches!(read_or_write, "read" | "write") {
        return Err(p.error_at(name, "rw specifier has to be 'read' or 'write'"));
    }
    if !matches!(cache_type, "data" | "instr") {
        return Err(p.error_at(name, "cache type has to be 'data' or 'instr'"));
    }
    let ctx = p.context();
    let flag = |value: bool| Some(BoolAttr::get(ctx, value).attr());
    state.props = properties(
        ctx,
        &[
            ("map", Some(ctx.intern_attr(AttrData::AffineMap(map)))),
            (IS_WRITE, flag(read_or_write == "write")),
            (LOCALITY_HINT, Some(hint)),
            (IS_DATA_CACHE, flag(cache_type == "data")),
        ],
    );
    Ok(())
}

/// The boolean property `name` of `op`, if it is one.
fn flag(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<bool> {
    Some(
        attr(ctx, body, op, name)?
            .dyn_cast::<BoolAttr>(ctx)?
            .value(ctx),
    )
}

/// Prints `affine.prefetch` after its name, as MLIR's `AffinePrefetchOp::print`.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let hint = attr(ctx, body, op, LOCALITY_HINT)
        .and_then(|h| h.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|h| h.value_i64(ctx));
    let is_write = flag(ctx, body, op, IS_WRITE);
    let is_data = flag(ctx, body, op, IS_DATA_CACHE);
    let (Some(hint), Some(is_write), Some(is_data), Some(_), Some(_)) = (
        hint,
        is_write,
        is_data,
        map_of(ctx, body, op),
        body.operand(op, MEMREF),
    ) else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    let Some(ty) = print_subscripts(p, op, MEMREF) else {
        return;
    };
    let rw = if is_write { "write" } else { "read" };
    let cache = if is_data { "data" } else { "instr" };
    p.write_str(&format!(", {rw}, locality<{hint}>, {cache}"));
    p.print_op_attr_dict(op, &["map", LOCALITY_HINT, IS_DATA_CACHE, IS_WRITE]);
    p.write_str(" : ");
    p.print_type(ty);
}

/// MLIR's `AffinePrefetchOp::verify`: the map has one result per memref dimension and one
/// input per subscript, and each subscript is a valid dimension or symbol of the op's affine
/// scope. A missing map is left to the generated checks, which report it first.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    let Some(map) = map_of(ctx, body, op) else {
        return Ok(());
    };
    let rank = body
        .operand(op, MEMREF)
        .and_then(|m| memref_parts(ctx, body.value_type(m)))
        .map(|(_, rank)| rank);
    if rank.is_some_and(|rank| rank != map.num_results()) {
        return error("affine.prefetch affine map num results must equal memref rank");
    }
    if map.num_inputs() as usize + 1 != body.num_operands(op) {
        return error("too few operands");
    }
    let scope = affine_scope(ctx, body, op);
    let subscripts: Vec<Value> = body.operands(op).skip(MEMREF + 1).collect();
    if subscripts
        .into_iter()
        .any(|s| !is_valid_affine_index_operand(ctx, body, s, scope))
    {
        return error("index must be a valid dimension or symbol identifier");
    }
    Ok(())
}

/// MLIR's `AffinePrefetchOp::fold`: the prefetch reads through a `memref.cast` of a ranked
/// memref.
pub fn fold(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    oxir_memref::fold::fold_memref_cast(ctx, body, op, None)
}

#[cfg(test)]
mod tests {
    use crate::testing::{canonicalized, first_error, printed};

    const ARGS: &str = "%A = \"t.def\"() : () -> memref<4x?xf32>\n%i = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n";

    #[test]
    fn the_hints_print_as_keywords_and_properties() {
        let ir = format!(
            "{ARGS}affine.prefetch %A[%i, %n + 5], read, locality<3>, data : memref<4x?xf32>\naffine.prefetch %A[%i, %n], write, locality<0>, instr {{bar}} : memref<4x?xf32>"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains(
                "affine.prefetch %0[%1, %2 + 5], read, locality<3>, data : memref<4x?xf32>\n"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "affine.prefetch %0[%1, %2], write, locality<0>, instr {bar} : memref<4x?xf32>\n"
            ),
            "{text}"
        );
        let generic = printed(&ir, true);
        assert!(
            generic.contains(
                "\"affine.prefetch\"(%0, %1, %2) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map1}> {bar} : (memref<4x?xf32>, index, index) -> ()"
            ),
            "{generic}"
        );
    }

    #[test]
    fn the_checks_follow_mlir() {
        let props = "isDataCache = true, isWrite = false, localityHint = 3 : i32";
        let cases = [
            (
                "affine.prefetch %A[%i, %n], rw, locality<3>, data : memref<4x?xf32>".to_string(),
                "custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'",
            ),
            (
                "affine.prefetch %A[%i, %n], read, locality<3>, foo : memref<4x?xf32>".to_string(),
                "custom op 'affine.prefetch' cache type has to be 'data' or 'instr'",
            ),
            (
                "affine.prefetch %A[%i, %n], read, locality<5>, data : memref<4x?xf32>".to_string(),
                "'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
            ),
            (
                "affine.prefetch %A[%i], read, locality<3>, data : memref<4x?xf32>".to_string(),
                "'affine.prefetch' op affine.prefetch affine map num results must equal memref rank",
            ),
            (
                format!(
                    "\"affine.prefetch\"(%A, %i) <{{{props}, map = affine_map<(d0, d1) -> (d0, d1)>}}> : (memref<4x?xf32>, index) -> ()"
                ),
                "'affine.prefetch' op too few operands",
            ),
            (
                format!(
                    "\"affine.prefetch\"(%A, %i, %n) <{{{props}}}> : (memref<4x?xf32>, index, index) -> ()"
                ),
                "'affine.prefetch' op requires attribute 'map'",
            ),
            (
                "\"t.region\"() ({\n%x = \"t.def\"() : () -> index\naffine.prefetch %A[%x, %x], read, locality<3>, data : memref<4x?xf32>\n\"t.end\"() : () -> ()\n}) : () -> ()".to_string(),
                "'affine.prefetch' op index must be a valid dimension or symbol identifier",
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
    fn casts_fold_and_applies_compose_keeping_the_hints() {
        let ir = "%A = \"t.def\"() : () -> memref<4xf32>\n%i = \"t.def\"() : () -> index\n%B = memref.cast %A : memref<4xf32> to memref<?xf32>\n%j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\naffine.prefetch %B[%j], write, locality<1>, instr : memref<?xf32>";
        let out = canonicalized(ir);
        assert!(
            out.contains(
                "affine.prefetch %0[symbol(%1) + 1], write, locality<1>, instr : memref<4xf32>"
            ),
            "{out}"
        );
    }
}
